"""Regenerate ../notes.jsonl deterministically from random.Random(55).

Usage: python3 build/make.py   (from anywhere)
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

from phi import Ctx, render  # noqa: E402
import extras  # noqa: E402
import g_anaes, g_genetics, g_nicu, g_transplant, g_forensic, g_veterans, g_publichealth, g_billing  # noqa: E402

GENRES = [
    ("anaesthesia", g_anaes, {"US": 4, "GB": 3, "CA": 2, "AU": 2}),
    ("genetic_counselling", g_genetics, {"US": 4, "GB": 3, "CA": 2, "AU": 2}),
    ("nicu", g_nicu, {"US": 3, "GB": 3, "CA": 2, "AU": 2}),
    ("transplant_dialysis", g_transplant, {"US": 3, "GB": 3, "CA": 2, "AU": 2}),
    ("forensic_custody", g_forensic, {"US": 4, "GB": 4, "CA": 1, "AU": 2}),
    ("veterans_military", g_veterans, {"US": 6, "GB": 2, "CA": 2, "AU": 2}),
    ("public_health", g_publichealth, {"US": 3, "GB": 2, "CA": 3, "AU": 2}),
    ("billing_insurance", g_billing, {"US": 6, "GB": 1, "CA": 2, "AU": 2}),
]
PER_GENRE = 40


def build():
    rng = random.Random(55)
    notes = []
    for gname, mod, weights in GENRES:
        locs = [k for k, v in weights.items() for _ in range(v)]
        for i in range(PER_GENRE):
            loc = rng.choice(locs)
            sub = random.Random(rng.randrange(1 << 30))
            c = Ctx(sub, loc)
            marked, layout, pt = mod.make(c, i)
            marked = extras.pad(c, gname, pt, marked, render)
            text, spans = render(marked.rstrip() + "\n")
            notes.append({"genre": gname, "layout": layout, "loc": loc, "text": text, "spans": spans})
    order = list(range(len(notes)))
    rng.shuffle(order)
    out = []
    for n, k in enumerate(order, 1):
        x = notes[k]
        out.append({"id": "dev55-en-%04d" % n, "text": x["text"], "spans": x["spans"],
                    "meta": {"language": "en", "source": "dev55-en", "genre": x["genre"], "locale": x["loc"],
                             "layout": x["layout"]}})
    return out


def main():
    out = build()
    path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(out), sum(len(o["spans"]) for o in out), path))


if __name__ == "__main__":
    main()
