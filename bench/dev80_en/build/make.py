"""Build bench/dev80_en/notes.jsonl (and nothing else).

    cd bench/dev80_en && python3.11 build/make.py

Standard library only; deterministic: one random.Random(80) drives everything.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True  # write notes.jsonl and nothing else
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import pools as PL  # noqa: E402
from core import Ctx, finish  # noqa: E402
import genres_a as GA  # noqa: E402
import genres_b as GB  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# genre -> (builder, number of notes, age rule)
GENRES = [
    ("ed_provider_note", GA.ed, 34, (18, 89, 0.2)),
    ("hospitalist_progress_note", GA.hospitalist, 33, (30, 89, 0.25)),
    ("icu_flowsheet_summary", GA.icu, 32, (22, 89, 0.2)),
    ("discharge_summary", GA.discharge, 34, (19, 89, 0.25)),
    ("surgical_consult", GA.surgical, 32, (18, 89, 0.15)),
    ("anesthesia_preop_note", GA.anesthesia, 32, (18, 89, 0.2)),
    ("obstetric_triage_note", GA.ob, 33, (16, 46, 0.0)),
    ("pediatric_well_visit", GB.peds, 32, None),
    ("oncology_clinic_note", GB.onc, 34, (28, 89, 0.15)),
    ("dialysis_run_sheet", GB.dialysis, 32, (24, 89, 0.2)),
    ("home_health_visit", GB.homehealth, 33, (55, 89, 0.35)),
    ("physical_therapy_evaluation", GB.pteval, 32, (20, 89, 0.2)),
    ("case_management_note", GB.casemgmt, 33, (45, 89, 0.35)),
    ("after_visit_summary", GB.avs, 34, (18, 89, 0.2)),
]
LOWER_SHARE = 0.2
PEDS_MONTHS = [1, 2, 4, 6, 9, 12, 15, 18, 24, 30, 36, 48, 60, 72, 96, 120, 144, 168, 192]


def setup(c, age_rule):
    c.base = c.rand_date()
    sex = "F" if c.genre == "obstetric_triage_note" else None
    c.pt = c.person("PATIENT", sex=sex)
    c.months = None
    if age_rule is None or (c.genre == "after_visit_summary" and c.chance(0.15)):
        c.months = c.r.choice(PEDS_MONTHS)
        c.age_v = c.months // 12
        c.dob = c.plus(c.base, -int(c.months * 30.4) - c.r.randint(0, 20))
    else:
        lo, hi, p_old = age_rule
        c.age_v = c.adult_age(lo, hi, p_old)
        c.dob = c.dob_for(c.age_v, c.base)
    c.mrn_v = c.mrn()
    c.acct_v = c.acct()
    c.home = c.address()
    c.state_v = (c.home["state"], c.home["st"])
    c.hosp = c.hospital()
    c.hosp_city = c.town()
    c.sec_style = "caps"


def build_notes():
    rng = random.Random(80)
    jobs = []
    for name, fn, n, age_rule in GENRES:
        k = round(n * LOWER_SHARE)
        lower_idx = set(rng.sample(range(n), k))
        for i in range(n):
            jobs.append((name, fn, age_rule, i in lower_idx))
    rng.shuffle(jobs)
    notes = []
    for num, (name, fn, age_rule, lower) in enumerate(jobs, 1):
        locale = "CA" if rng.random() < 0.3 else "US"
        c = Ctx(rng, name, locale, lower)
        setup(c, age_rule)
        marked, layout = fn(c)
        text, spans = finish(marked, lower=lower)
        notes.append({
            "id": f"dev80-en-{num:04d}",
            "text": text,
            "spans": spans,
            "meta": {"language": "en", "source": "dev80-en", "genre": name,
                     "locale": "en-CA" if locale == "CA" else "en-US", "layout": layout},
        })
    return notes


def serialise(notes):
    return "".join(json.dumps(n, ensure_ascii=False) + "\n" for n in notes)


def main():
    notes = build_notes()
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(serialise(notes))
    print(f"wrote {len(notes)} notes, {sum(len(n['spans']) for n in notes)} spans -> {os.path.relpath(OUT)}")


if __name__ == "__main__":
    main()
