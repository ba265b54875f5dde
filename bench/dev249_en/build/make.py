#!/usr/bin/env python3
"""Build bench/dev249_en/notes.jsonl (author 249).

Usage: python3 make.py [output_path]
All randomness comes from one random.Random(249); output is independent of
PYTHONHASHSEED (no set-order dependence, no built-in hashing)."""

import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import gen_a  # noqa: E402
import gen_b  # noqa: E402
import gen_c  # noqa: E402
import gen_d  # noqa: E402
from case import Case  # noqa: E402
from core import Note  # noqa: E402

SEED = 249
PER_GENRE = 36
GENRES = [
    ("ot_home_assessment", gen_a.ot_home_assessment),
    ("equipment_delivery_log", gen_a.delivery_log),
    ("pressure_care_order", gen_a.pressure_order),
    ("falls_home_visit", gen_a.falls_visit),
    ("adaptation_grant_letter", gen_b.grant_letter),
    ("wheelchair_seating_clinic", gen_b.seating_clinic),
    ("telecare_installation", gen_b.telecare_install),
    ("equipment_fault_recall", gen_b.fault_recall),
    ("carer_training_record", gen_c.carer_training),
    ("telephone_encounter", gen_c.telephone),
    ("discharge_equipment_referral", gen_c.discharge_referral),
    ("lifting_equipment_inspection", gen_c.loler_report),
    ("case_email_thread", gen_d.email_thread),
]
COUNTRIES = ["UK"] * 4 + ["AU"] * 3 + ["CA"] * 3


def build():
    rng = random.Random(SEED)
    plan = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(plan)
    total = len(plan)
    n_lower = round(total / 6)
    lower_idx = sorted(rng.sample(range(total), n_lower))
    lower_flags = [False] * total
    for i in lower_idx:
        lower_flags[i] = True
    records = []
    for i, (gname, fn) in enumerate(plan):
        country = rng.choice(COUNTRIES)
        typo = 0.0 if rng.random() < 0.5 else rng.choice([0.01, 0.02, 0.03])
        note = Note(rng, lower=lower_flags[i], typo_rate=typo)
        case = Case(rng, country, gname)
        fn(note, case)
        text, spans = note.result()
        for sp in spans:  # verification only; offsets were recorded while appending
            assert text[sp["start"]:sp["end"]] == sp["text"]
        records.append({
            "id": "dev249-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                       "text": s["text"]} for s in spans],
            "meta": {"source": "dev249-en", "genre": gname, "lowercase": lower_flags[i], "country": country},
        })
    return records


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    records = build()
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for rec in records:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(records), sum(len(r["spans"]) for r in records), out))


if __name__ == "__main__":
    main()
