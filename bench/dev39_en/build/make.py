#!/usr/bin/env python3
"""Build notes.jsonl for the dev39-en evaluation set (deterministic: random.Random(39))."""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from render import Doc  # noqa: E402
from common import World  # noqa: E402
import g_discharge, g_falls, g_memory, g_stroke, g_handover, g_mar, g_icu, g_pharm  # noqa: E402,E401

GENRES = [
    ("discharge_summary", g_discharge, (38, 97)),
    ("geriatric_falls_clinic", g_falls, (68, 99)),
    ("memory_clinic", g_memory, (58, 96)),
    ("stroke_rehabilitation", g_stroke, (41, 94)),
    ("nursing_handover", g_handover, (24, 98)),
    ("medication_administration_record", g_mar, (19, 97)),
    ("icu_flowsheet", g_icu, (18, 89)),
    ("pharmacy_discharge_reconciliation", g_pharm, (30, 98)),
]
GENRE_KEY = {"discharge_summary": "discharge", "geriatric_falls_clinic": "falls", "memory_clinic": "memory",
             "stroke_rehabilitation": "stroke", "nursing_handover": "handover",
             "medication_administration_record": "mar", "icu_flowsheet": "icu",
             "pharmacy_discharge_reconciliation": "pharm"}
LOCALES = ["US"] * 30 + ["UK"] * 24 + ["CA"] * 12 + ["AU"] * 14 + ["IE"] * 10 + ["NZ"] * 10
N_PER_GENRE = 40


def build_all():
    rng = random.Random(39)
    plan = [g for g in GENRES for _ in range(N_PER_GENRE)]
    rng.shuffle(plan)
    out = []
    for i, (gname, mod, ages) in enumerate(plan):
        code = rng.choice(LOCALES)
        w = World(rng, code, GENRE_KEY[gname], ages)
        doc = Doc(rng, w.ctx())
        mod.build(w, doc)
        text, spans = doc.finish()
        out.append({
            "id": "dev39-en-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"language": "en", "source": "dev39-en", "genre": gname, "locale": code},
        })
    return out


def main():
    notes = build_all()
    path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for n in notes:
            f.write(json.dumps(n, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(n["spans"]) for n in notes), path))


if __name__ == "__main__":
    main()
