"""Build bench/dev267_en/notes.jsonl (author 267).

Usage (from bench/dev267_en):  python3 build/make.py [--out PATH]
Deterministic: one random.Random(267) drives everything.
"""

import sys
sys.dont_write_bytecode = True

import os
import json
import random
import datetime as dt

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from doc import Note  # noqa: E402
from case import Case  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402

# genre id -> (function, number of notes, share of HPN cases)
GENRES = [
    ("nst_referral", genres_a.nst_referral, 34, 0.4),
    ("peg_rig_procedure", genres_a.peg_procedure, 34, 0.0),
    ("hen_regimen", genres_a.hen_regimen, 34, 0.0),
    ("hpn_prescription", genres_b.hpn_prescription, 36, 1.0),
    ("line_infection", genres_b.line_infection, 34, 1.0),
    ("dietetic_review", genres_b.dietetic_review, 34, 0.3),
    ("homecare_delivery", genres_c.homecare_delivery, 34, 0.35),
    ("pump_loan", genres_c.pump_loan, 34, 0.3),
    ("gp_letter", genres_d.gp_letter, 34, 0.35),
    ("telephone", genres_c.telephone, 44, 0.4),
    ("travel_letter", genres_d.travel_letter, 32, 0.5),
    ("if_mdt_minutes", genres_d.if_mdt, 32, 1.0),
    ("hpn_training_record", genres_d.hpn_training, 32, 1.0),
]
COUNTRIES = [("UK", 35), ("US", 30), ("AU", 18), ("CA", 17)]


def build():
    rng = random.Random(267)
    plan = []
    for gid, fn, k, hpn in GENRES:
        plan += [(gid, fn, hpn)] * k
    rng.shuffle(plan)
    total = len(plan)
    lower_idx = set(rng.sample(range(total), round(total / 6)))
    cpool = []
    for cc, w in COUNTRIES:
        cpool += [cc] * w
    start = dt.date(2019, 1, 1)
    span_days = (dt.date(2025, 6, 30) - start).days
    lines = []
    for i, (gid, fn, hpn) in enumerate(plan):
        country = cpool[rng.randrange(len(cpool))]
        ref = start + dt.timedelta(days=rng.randrange(span_days))
        route = "HPN" if rng.random() < hpn else "HEN"
        case = Case(rng, country, ref, route)
        lower = i in lower_idx
        note = Note(lower=lower)
        fn(rng, note, case)
        text = note.text()
        rec = {
            "id": "dev267-%04d" % (i + 1),
            "text": text,
            "spans": note.spans,
            "meta": {"source": "dev267-en", "genre": gid, "lowercase": lower, "country": country},
        }
        lines.append(json.dumps(rec, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def main():
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in sys.argv:
        out = sys.argv[sys.argv.index("--out") + 1]
    data = build()
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    print("wrote", out, data.count("\n"), "notes")


if __name__ == "__main__":
    main()
