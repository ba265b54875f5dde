#!/usr/bin/env python3
"""Build bench/dev253_en/notes.jsonl (author 253). Deterministic: random.Random(253), no sets iterated."""
import datetime as dt
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import gen  # noqa: E402
import genres1 as G1  # noqa: E402
import genres2 as G2  # noqa: E402
import genres3 as G3  # noqa: E402

GENRES = [
    ("device clinic interrogation report", G1.interrogation),
    ("remote transmission alert review", G1.remote_alert),
    ("implant procedure note", G1.implant),
    ("lead/battery advisory letter", G1.advisory),
    ("device clinic letter to GP", G2.gp_letter),
    ("MRI conditional safety checklist", G2.mri_checklist),
    ("shock event telephone triage", G2.shock_triage),
    ("end-of-life device deactivation note", G2.deactivation),
    ("registry submission form", G3.registry),
    ("patient portal message", G3.portal),
    ("driving fitness medical report", G3.driving),
    ("remote monitoring enrolment record", G3.enrolment),
]
PER_GENRE = 32
OUT = os.environ.get("DEV253_OUT") or os.path.join(os.path.dirname(HERE), "notes.jsonl")


def build():
    rng = random.Random(253)
    plan = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(plan)
    total = len(plan)
    lower_idx = sorted(rng.sample(range(total), round(total / 6)))
    lower_pos = 0
    rows = []
    for i, (genre, fn) in enumerate(plan):
        lower = lower_pos < len(lower_idx) and lower_idx[lower_pos] == i
        if lower:
            lower_pos += 1
        country = rng.choices(["US", "CA", "IE"], weights=[45, 30, 25])[0]
        today = dt.date(2021, 1, 1) + dt.timedelta(days=rng.randint(0, 1700))
        ctx = gen.Ctx(rng, country, today)
        note = gen.Note(lower=lower)
        fn(ctx, note)
        text = note.text()
        spans = sorted(note.spans, key=lambda s: (s["start"], s["end"]))
        rows.append({"id": f"dev253-{i + 1:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev253-en", "genre": genre, "lowercase": lower, "country": country}})
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False, sort_keys=False) + "\n")
    return rows


if __name__ == "__main__":
    r = build()
    print(f"wrote {len(r)} notes to {OUT}")
