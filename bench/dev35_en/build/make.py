#!/usr/bin/env python3
"""Deterministic generator for bench/dev35_en/notes.jsonl (random.Random(35), standard library only).

Usage: python3 build/make.py [out_path]
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from phi import LABEL  # noqa: E402
from check import note_problems  # noqa: E402
import g_ed  # noqa: E402
import g_uc  # noqa: E402
import g_amb  # noqa: E402
import g_miu  # noqa: E402
import g_poison  # noqa: E402
import g_sh  # noqa: E402
import g_travel  # noqa: E402
import g_therapy  # noqa: E402

# genre -> (module.make, {locale: count})
PLAN = [
    ("emergency_department", g_ed.make, {"US": 16, "UK": 14, "CA": 10, "AU": 12, "IE": 9, "NZ": 9}),
    ("urgent_care", g_uc.make, {"US": 12, "CA": 8, "AU": 6, "NZ": 4, "IE": 3, "UK": 2}),
    ("ambulance_handover", g_amb.make, {"UK": 9, "AU": 8, "US": 8, "NZ": 5, "IE": 5, "CA": 5}),
    ("minor_injuries_unit", g_miu.make, {"UK": 14, "IE": 8, "NZ": 4, "AU": 4}),
    ("poison_information_call", g_poison.make, {"US": 8, "AU": 7, "UK": 6, "NZ": 5, "IE": 5, "CA": 4}),
    ("sexual_health_clinic", g_sh.make, {"UK": 9, "AU": 7, "NZ": 5, "IE": 5, "US": 5, "CA": 4}),
    ("travel_clinic", g_travel.make, {"UK": 7, "US": 6, "AU": 6, "CA": 6, "NZ": 5, "IE": 5}),
    ("physiotherapy", g_therapy.make_physio, {"AU": 5, "NZ": 5, "UK": 5, "US": 4, "IE": 3, "CA": 3}),
    ("occupational_therapy", g_therapy.make_ot, {"UK": 4, "AU": 3, "NZ": 2, "CA": 2, "US": 2, "IE": 2}),
]
LOC_ORDER = ["US", "UK", "CA", "AU", "IE", "NZ"]
LAYOUTS = []  # layout name per record (diagnostics only; not written)


def build(seed=35):
    r = random.Random(seed)
    jobs = []
    for genre, fn, locs in PLAN:
        for loc in LOC_ORDER:
            for _ in range(locs.get(loc, 0)):
                jobs.append((genre, fn, loc))
    r.shuffle(jobs)
    records = []
    for i, (genre, fn, loc) in enumerate(jobs, 1):
        for attempt in range(50):
            c, d, layout = fn(r, loc)
            text = d.text()
            spans = [{"start": a, "end": b, "label": LABEL[t], "type": t, "text": v} for a, b, t, v in d.spans]
            rec = {"id": f"dev35-en-{i:04d}", "text": text, "spans": spans,
                   "meta": {"language": "en", "source": "dev35-en", "genre": genre, "locale": loc}}
            probs = note_problems(rec)
            if not probs:
                break
            if os.environ.get("DEV35_DEBUG"):
                print(genre, loc, layout, probs[:3], file=sys.stderr)
        else:
            raise SystemExit(f"could not build a clean note for {genre}/{loc}: {probs[:5]}")
        records.append(rec)
        LAYOUTS.append(layout)
    return records


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    recs = build()
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for rec in recs:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(recs)} notes, {sum(len(x['spans']) for x in recs)} spans -> {out}")


if __name__ == "__main__":
    main()
