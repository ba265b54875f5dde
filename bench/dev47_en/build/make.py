"""Regenerate ../notes.jsonl deterministically (random.Random(47)). Run from anywhere: python3 build/make.py"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import g_derm, g_eye, g_ent, g_dental, g_endo, g_bari, g_pain, g_sleep  # noqa: E402

GENRES = [
    ("dermatology", g_derm),
    ("ophthalmology", g_eye),
    ("ent_audiology", g_ent),
    ("dental_oral_surgery", g_dental),
    ("endocrinology_diabetes", g_endo),
    ("bariatric_surgery", g_bari),
    ("pain_management", g_pain),
    ("sleep_medicine", g_sleep),
]
PER_GENRE = 40


def main():
    rng = random.Random(47)
    order = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(order)
    out = []
    for i, (genre, mod) in enumerate(order, 1):
        doc = mod.make(rng)
        text = doc.text()
        spans = []
        for s, e, label, typ in sorted(doc.spans):
            spans.append({"start": s, "end": e, "label": label, "type": typ, "text": text[s:e]})
        out.append({"id": "dev47-en-%04d" % i, "text": text, "spans": spans,
                    "meta": {"language": "en", "source": "dev47-en", "genre": genre, "locale": "US"}})
    path = os.path.join(HERE, "..", "notes.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(out), sum(len(o["spans"]) for o in out), os.path.normpath(path)))


if __name__ == "__main__":
    main()
