#!/usr/bin/env python3
"""Deterministic generator for the dev40-en evaluation set.

Usage: python3 build/make.py   (writes ../notes.jsonl next to this folder)
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import locales as LC  # noqa: E402
from people import Case  # noqa: E402
import g_onc  # noqa: E402
import g_rt  # noqa: E402
import g_cdu  # noqa: E402
import g_breast  # noqa: E402
import g_mdt  # noqa: E402
import g_trial  # noqa: E402
import g_bmt  # noqa: E402
import g_lymph  # noqa: E402

N_NOTES = 320
VARIANTS = []  # layout used for each note (kept for analysis, not written out)
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

GENRES = [
    ("oncology clinic letter", g_onc),
    ("radiotherapy planning and review", g_rt),
    ("chemotherapy day unit", g_cdu),
    ("breast clinic", g_breast),
    ("multidisciplinary team meeting minutes", g_mdt),
    ("clinical trial visit", g_trial),
    ("bone marrow transplant follow-up", g_bmt),
    ("lymphoedema clinic", g_lymph),
]


def build(n=N_NOTES, genres=None):
    R = random.Random(40)
    genres = genres or GENRES
    per = [genres[i % len(genres)] for i in range(n)]
    R.shuffle(per)
    recs = []
    del VARIANTS[:]
    for i, (gname, mod) in enumerate(per):
        loc = R.choices(LC.LOCALES, LC.LOCALE_WEIGHTS)[0]
        C = Case(R, loc, mod.KEY)
        doc, variant = mod.generate(C)
        VARIANTS.append(variant)
        text = doc.text().rstrip()
        if text != text.lstrip():
            raise SystemExit("leading whitespace in note %d" % i)
        spans = [dict(s) for s in doc.spans]
        recs.append({"id": "dev40-en-%04d" % (i + 1), "text": text, "spans": spans,
                     "meta": {"language": "en", "source": "dev40-en", "genre": gname, "locale": loc}})
    return recs


def main():
    recs = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(recs), sum(len(r["spans"]) for r in recs), OUT))


if __name__ == "__main__":
    main()
