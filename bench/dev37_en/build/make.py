#!/usr/bin/env python3
"""Deterministic generator for bench/dev37_en/notes.jsonl.

Usage: python3 build/make.py            (writes ../notes.jsonl next to build/)
       python3 build/make.py OUT.jsonl  (writes elsewhere)

Standard library only; one random.Random(37) drives everything.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from world import World, Ctx  # noqa: E402
import g_surgery, g_preop, g_ccot, g_radiology, g_histo, g_genetics, g_fertility, g_gynae  # noqa: E402,E401

GENRES = [
    ("surgical_ward_round", g_surgery),
    ("preop_anaesthesia", g_preop),
    ("critical_care_outreach", g_ccot),
    ("radiology_report", g_radiology),
    ("histopathology_report", g_histo),
    ("clinical_genetics_letter", g_genetics),
    ("fertility_clinic", g_fertility),
    ("gynaecology", g_gynae),
]
# notes per locale within each genre (40 per genre, 320 in all)
PER_GENRE = [("US", 9), ("UK", 9), ("CA", 5), ("AU", 6), ("IE", 5), ("NZ", 6)]
SEED = 37


def build():
    rng = random.Random(SEED)
    world = World(rng)
    slots = []
    for gname, mod in GENRES:
        for loc, n in PER_GENRE:
            slots.extend([(gname, mod, loc)] * n)
    rng.shuffle(slots)
    records = []
    for i, (gname, mod, loc) in enumerate(slots, 1):
        ctx = Ctx(rng, world, loc)
        doc = mod.generate(ctx)
        text, spans = doc.record()
        records.append({
            "id": "dev37-en-%04d" % i,
            "text": text,
            "spans": spans,
            "meta": {"language": "en", "source": "dev37-en", "genre": gname, "locale": loc},
        })
    return records


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    recs = build()
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    nspans = sum(len(r["spans"]) for r in recs)
    print("wrote %s: %d notes, %d spans" % (out, len(recs), nspans))


if __name__ == "__main__":
    main()
