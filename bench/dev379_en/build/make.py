"""Build dev379_en/notes.jsonl (standard library only, one seeded generator).

usage: python3 build/make.py [--out DIR]
"""
import datetime
import json
import os
import random
import sys

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
from case import Case  # noqa: E402
from core import Note  # noqa: E402

SEED = 379
PER_GENRE = 34
ALL = ["sle", "ln", "gpa", "mpa", "egpa", "dcssc", "lcssc", "dm", "asyn", "imnm", "mctd", "uctd"]

# genre name, writer, disease pool, lower-case weight, patient constraints
GENRES = [
    ("rheumatology_clinic_letter", genres_a.clinic_letter, ALL, 0.10, {}),
    ("vasculitis_mdt_outcome", genres_b.vasculitis_mdt, ["gpa", "gpa", "mpa", "mpa", "egpa"], 0.10, {}),
    ("infusion_day_unit_record", genres_c.infusion_record,
     ["gpa", "mpa", "ln", "sle", "dcssc", "lcssc", "dm", "asyn", "imnm", "gpa", "ln"], 0.15, {}),
    ("lupus_nephritis_joint_clinic", genres_b.ln_joint_clinic, ["ln"], 0.10, {}),
    ("nailfold_capillaroscopy_report", genres_c.capillaroscopy,
     ["lcssc", "lcssc", "dcssc", "uctd", "mctd", "sle", "dm"], 0.12, {}),
    ("advice_line_telephone_log", genres_c.advice_line, ALL, 0.40, {}),
    ("pregnancy_planning_clinic", genres_a.pregnancy_planning, ["sle", "sle", "ln", "uctd", "mctd", "lcssc"],
     0.12, {"sex": "F", "ages": (22, 43)}),
    ("immunosuppression_monitoring_record", genres_d.monitoring_record, ALL, 0.18, {}),
    ("gp_shared_care_letter", genres_a.gp_shared_care, ALL, 0.08, {}),
    ("inpatient_referral_response", genres_b.inpatient_referral, ALL, 0.30, {}),
    ("drug_funding_request", genres_d.funding_request, ALL, 0.06, {}),
    ("inpatient_discharge_summary", genres_b.discharge_summary, ALL[:-1], 0.12, {}),
]
OWN_GENRES = ["drug_funding_request", "inpatient_discharge_summary"]
COUNTRIES = ["UK"] * 28 + ["US"] * 24 + ["AU"] * 14 + ["CA"] * 12 + ["NZ"] * 10 + ["IE"] * 12


def build_notes():
    rng = random.Random(SEED)
    slots = []
    for gi in range(len(GENRES)):
        slots += [gi] * PER_GENRE
    rng.shuffle(slots)
    # exactly one note in six is entirely lower case, weighted by genre (weighted sampling
    # without replacement: the largest u ** (1 / w) win)
    keys = [(rng.random() ** (1.0 / GENRES[gi][3]), i) for i, gi in enumerate(slots)]
    lower_ids = set(i for _, i in sorted(keys, reverse=True)[:len(slots) // 6])
    start = datetime.date(2022, 1, 4)
    span_days = (datetime.date(2025, 9, 30) - start).days
    out = []
    for i, gi in enumerate(slots):
        name, fn, dxs, plow, cons = GENRES[gi]
        cc = rng.choice(COUNTRIES)
        dx = rng.choice(dxs)
        when = start + datetime.timedelta(days=rng.randint(0, span_days))
        lower = i in lower_ids
        c = Case(rng, cc, dx, when, sex=cons.get("sex"), ages=cons.get("ages"))
        n = Note(lower, rng, rng.choice([0, 0, 0, 1, 1, 2]))
        fn(n, c)
        text = n.text()
        out.append({
            "id": "dev379-%04d" % (i + 1),
            "text": text,
            "spans": n.spans,
            "meta": {"source": "dev379-en", "genre": name, "lowercase": lower, "country": cc},
        })
    return out


def main(argv):
    outdir = os.path.dirname(HERE)
    if "--out" in argv:
        outdir = argv[argv.index("--out") + 1]
    os.makedirs(outdir, exist_ok=True)
    notes = build_notes()
    path = os.path.join(outdir, "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for rec in notes:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), path))


if __name__ == "__main__":
    main(sys.argv[1:])
