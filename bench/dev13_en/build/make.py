"""Generate bench/dev13_en/notes.jsonl deterministically (seed 13, stdlib only).

Usage (from bench/dev13_en):  python3 build/make.py
"""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import Ctx, finalize  # noqa: E402
from clinical import EPONYM_CASES  # noqa: E402
import genres_a as GA  # noqa: E402
import genres_b as GB  # noqa: E402

SEED = 13
N_PER_GENRE = 40
LOCALES = ["US", "UK", "CA", "AU", "NZ", "IN", "ZA"]

GENRES = [
    ("discharge_summary", GA.discharge_summary),
    ("progress_note", GA.progress_note),
    ("emergency_department_note", GA.ed_note),
    ("radiology_report", GA.radiology_report),
    ("operative_note", GA.operative_note),
    ("nursing_shift_note", GA.nursing_flowsheet),
    ("medication_administration_record", GB.mar),
    ("referral_letter", GB.referral_letter),
    ("telephone_encounter", GB.telephone_encounter),
    ("medication_reconciliation", GB.med_rec),
    ("clinic_letter", GB.clinic_letter),
    ("mdt_minutes", GB.mdt_minutes),
]


def build():
    master = random.Random(SEED)
    records = []
    n = N_PER_GENRE * len(GENRES)
    for i in range(n):
        gname, fn = GENRES[i % len(GENRES)]
        loc = LOCALES[(i // len(GENRES) + i) % len(LOCALES)]
        seed = master.randrange(2 ** 32)
        ctx = Ctx(random.Random(seed), loc, gname)
        hard = master.random()
        cases = [c for c in EPONYM_CASES if c[4] is None or loc in c[4]]
        if hard < 0.3:
            ctx.ep = master.choice(cases)[:4]
        marked = fn(ctx)
        text, spans = finalize(marked, us=(loc == "US"))
        records.append({
            "id": "dev13-en-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"language": "en", "source": "dev13-en", "genre": gname, "locale": loc},
        })
    return records


def main():
    out = os.path.join(HERE, "..", "notes.jsonl")
    recs = build()
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for rec in recs:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(recs), sum(len(r["spans"]) for r in recs), os.path.normpath(out)))


if __name__ == "__main__":
    main()
