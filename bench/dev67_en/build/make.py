#!/usr/bin/env python3.11
"""Generate dev67_en/notes.jsonl (seed 67).  Does not touch README.md.

Usage (from the set directory):  python3.11 build/make.py
"""
import sys

sys.dont_write_bytecode = True

import json  # noqa: E402
import random  # noqa: E402
from pathlib import Path  # noqa: E402

import g_death  # noqa: E402
import g_ed  # noqa: E402
import g_icu  # noqa: E402
import g_ob  # noqa: E402
import g_psych  # noqa: E402
import g_radpath  # noqa: E402
import g_rehab  # noqa: E402
import g_surg  # noqa: E402
from marks import render, tidy  # noqa: E402
from persona import Ctx  # noqa: E402

SEED = 67
PER_GENRE = 40
GENRES = [
    ("emergency", g_ed),
    ("surgical", g_surg),
    ("icu", g_icu),
    ("radiology_pathology", g_radpath),
    ("obstetric_newborn", g_ob),
    ("psychiatry", g_psych),
    ("rehabilitation", g_rehab),
    ("death_autopsy", g_death),
]
LOCALES = {"US": "en-US", "UK": "en-GB", "AU": "en-AU"}
OUT = Path(__file__).resolve().parent.parent / "notes.jsonl"


def one(seed, genre, mod):
    r = random.Random(seed)
    loc = r.choices(["US", "UK", "AU"], weights=[76, 12, 12])[0]
    case = r.choices(["normal", "lower", "upper"], weights=[82, 9, 9])[0]
    c = Ctx(r, genre, loc)
    marked, layout = mod.make(c)
    text, spans = render(tidy(marked), case)
    if case != "normal":
        layout += "; all %s-case" % case
    return text, spans, {"genre": genre, "locale": LOCALES[loc], "layout": layout}


def main():
    master = random.Random(SEED)
    plan = [g for g in GENRES for _ in range(PER_GENRE)]
    master.shuffle(plan)
    rows = []
    for i, (genre, mod) in enumerate(plan, 1):
        # redraw (deterministically) the rare note that falls outside 500-5200 characters
        for _ in range(6):
            text, spans, meta = one(master.randrange(2 ** 32), genre, mod)
            if 500 <= len(text) <= 5200:
                break
        rows.append({
            "id": "dev67-en-%04d" % i,
            "text": text,
            "spans": spans,
            "meta": {"language": "en", "source": "dev67-en", "genre": meta["genre"],
                     "locale": meta["locale"], "layout": meta["layout"]},
        })
    with open(OUT, "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    n_sp = sum(len(x["spans"]) for x in rows)
    print("wrote %s: %d notes, %d spans" % (OUT, len(rows), n_sp))


if __name__ == "__main__":
    main()
