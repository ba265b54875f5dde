"""Build bench/dev198_en/notes.jsonl (author 198).

Usage: python3 build/make.py
All randomness comes from a single random.Random(198).
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import builder  # noqa: E402
import g_asp  # noqa: E402
import g_consult  # noqa: E402
import g_hiv  # noqa: E402
import g_micro  # noqa: E402
import g_occ  # noqa: E402
import g_tb  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# genre name, function, notes, share of South African notes
GENRES = [
    ("id_consult", g_consult.consult, 42, 0.40),
    ("id_discharge_summary", g_consult.discharge, 40, 0.35),
    ("hiv_clinic_visit", g_hiv.hiv_visit, 44, 0.50),
    ("prep_clinic_note", g_hiv.prep, 42, 0.45),
    ("stewardship_review", g_asp.stewardship, 40, 0.35),
    ("opat_monitoring", g_asp.opat, 40, 0.15),
    ("micro_culture_report", g_micro.micro_report, 42, 0.40),
    ("outbreak_log", g_micro.outbreak, 40, 0.35),
    ("occupational_exposure", g_occ.exposure, 40, 0.40),
    ("travel_fever", g_occ.travel, 40, 0.40),
    ("tb_treatment_card", g_tb.tb_card, 42, 0.75),
    ("sti_partner_services", g_tb.partner_services, 40, 0.35),
]


def main():
    rng = random.Random(198)
    plan = []
    for name, fn, count, za in GENRES:
        for i in range(count):
            plan.append((name, "ZA" if rng.random() < za else "US"))
    rng.shuffle(plan)
    total = len(plan)
    lower_idx = sorted(rng.sample(range(total), round(total / 6)))
    lower_set = {i: True for i in lower_idx}
    funcs = {name: fn for name, fn, _, _ in GENRES}
    lines = []
    for i, (name, country) in enumerate(plan):
        lower = lower_set.get(i, False)
        note = builder.Note(lower=lower)
        funcs[name](rng, note, country)
        text = note.text()
        spans = sorted(note.spans, key=lambda s: (s["start"], s["end"]))
        rec = {
            "id": "dev198-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev198-en", "genre": name, "lowercase": lower,
                     "country": country},
        }
        lines.append(json.dumps(rec, ensure_ascii=False, sort_keys=False))
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for ln in lines:
            fh.write(ln + "\n")
    print("wrote %d notes to %s" % (total, OUT))


if __name__ == "__main__":
    main()
