#!/usr/bin/env python3
"""Deterministic generator for the dev46_en PHI evaluation set.

    python3 build/make.py            # writes ../notes.jsonl

Standard library only; random.Random(46) drives every choice, so rebuilding gives byte-identical output.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import ctx as X  # noqa: E402
import g_gp  # noqa: E402
import g_spec  # noqa: E402
import g_ed  # noqa: E402
import g_aged  # noqa: E402
import g_mat  # noqa: E402
import g_path  # noqa: E402
import g_allied  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
N_NOTES = 320

GENRES = [
    ("gp_consultation", "gp", g_gp.gp),
    ("specialist_letter", "specialist", g_spec.specialist),
    ("emergency_note", "emergency", g_ed.emergency),
    ("telehealth_review", "telehealth", g_gp.telehealth),
    ("aged_care_assessment", "aged_care", g_aged.aged_care),
    ("maternity_note", "maternity", g_mat.maternity),
    ("pathology_report", "pathology", g_path.pathology),
    ("allied_health_note", "allied", g_allied.allied),
]
LOCALES = ["AU", "NZ", "CA"]


def plan(rng):
    per = N_NOTES // len(GENRES)
    items = []
    k = 0
    for gi, g in enumerate(GENRES):
        for j in range(per):
            items.append((g, LOCALES[k % 3]))
            k += 1
    rng.shuffle(items)
    return items


def build():
    rng = random.Random(46)
    items = plan(rng)
    lines = []
    shared = {}
    for i, ((genre, key, fn), loc) in enumerate(items):
        c = X.Ctx(rng, loc, key, i, shared)
        note = fn(c)
        text = note.text()
        rec = {
            "id": "dev46-en-%04d" % (i + 1),
            "text": text,
            "spans": note.spans,
            "meta": {"language": "en", "source": "dev46-en", "genre": genre, "locale": loc},
        }
        lines.append(json.dumps(rec, ensure_ascii=False))
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(lines) + "\n")
    return len(lines)


if __name__ == "__main__":
    n = build()
    print("wrote %d notes to %s" % (n, OUT))
