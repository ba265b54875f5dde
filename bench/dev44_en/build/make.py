#!/usr/bin/env python3
"""Build bench/dev44_en/notes.jsonl deterministically (random.Random(44)).

Usage:  python3 build/make.py [--out PATH]
"""
import datetime as dt
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

from core import World, render  # noqa: E402
from common import Case, print_header, print_footer  # noqa: E402
import g_discharge  # noqa: E402
import g_hp  # noqa: E402
import g_consult  # noqa: E402
import g_operative  # noqa: E402
import g_ed  # noqa: E402
import g_progress  # noqa: E402
import g_radiology  # noqa: E402
import g_nursing  # noqa: E402

GENRES = [
    ("discharge_summary", g_discharge),
    ("history_and_physical", g_hp),
    ("consult_note", g_consult),
    ("operative_report", g_operative),
    ("emergency_department_note", g_ed),
    ("progress_note", g_progress),
    ("radiology_report", g_radiology),
    ("nursing_note", g_nursing),
]
N_PER_GENRE = 40


def build():
    rng = random.Random(44)
    world = World(rng)
    plan = []
    for g, mod in GENRES:
        plan.extend([(g, mod)] * N_PER_GENRE)
    rng.shuffle(plan)
    records = []
    for i, (g, mod) in enumerate(plan):
        case = Case(world, rng, g)
        marked = mod.make(case, i)
        # some notes are exported/printed from the EHR and carry a banner or footer
        if rng.random() < 0.3:
            marked = print_header(case) + "\n\n" + marked
        if rng.random() < 0.3:
            marked = marked.rstrip("\n") + "\n\n" + print_footer(case, case.dis + dt.timedelta(days=61))
        text, spans = render(marked)
        rec = {
            "id": "dev44-en-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"language": "en", "source": "dev44-en", "genre": g, "locale": "US"},
        }
        records.append(rec)
    return records


def main():
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if len(sys.argv) > 2 and sys.argv[1] == "--out":
        out = sys.argv[2]
    recs = build()
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for rec in recs:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(recs), sum(len(r["spans"]) for r in recs), out))


if __name__ == "__main__":
    main()
