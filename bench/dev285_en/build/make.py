"""Build bench/dev285_en/notes.jsonl (author 285, home oxygen services).

Usage: python3 build/make.py [--out PATH]   (run from bench/dev285_en)
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)

from case import Case  # noqa: E402
import g_order, g_clinic, g_risk, g_delivery, g_incident, g_travel  # noqa: E402
import g_review, g_removal, g_portal, g_phone, g_walk, g_oximetry  # noqa: E402

GENRE_MODULES = [g_order, g_clinic, g_risk, g_delivery, g_incident, g_travel,
                 g_review, g_removal, g_portal, g_phone, g_walk, g_oximetry]
PER_GENRE = 52
COUNTRIES = ["UK", "US", "AU", "CA", "IE"]
COUNTRY_WEIGHTS = [32, 24, 16, 14, 14]
LOWER_P = 1.0 / 6.0


def build():
    rng = random.Random(285)
    slots = []
    for m in GENRE_MODULES:
        slots += [m] * PER_GENRE
    rng.shuffle(slots)
    out = []
    for i, mod in enumerate(slots, 1):
        country = rng.choices(COUNTRIES, weights=COUNTRY_WEIGHTS, k=1)[0]
        lower = rng.random() < LOWER_P
        cs = Case(rng, country)
        note = mod.gen(rng, cs)
        rec = note.finish("dev285-%04d" % i, mod.GENRE, country, lower)
        out.append(rec)
    return out


def main(argv):
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out_path = argv[argv.index("--out") + 1]
    recs = build()
    with open(out_path, "w", encoding="utf-8", newline="\n") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(recs), sum(len(r["spans"]) for r in recs), out_path))


if __name__ == "__main__":
    main(sys.argv[1:])
