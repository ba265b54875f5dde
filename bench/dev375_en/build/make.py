"""Build dev375_en/notes.jsonl (author 375).

Usage: python3 build/make.py [OUTPUT_PATH]
All randomness comes from a single random.Random(375); no set/dict iteration
order reaches the output, so the file is identical under any PYTHONHASHSEED.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import g1  # noqa: E402
import g2  # noqa: E402
import g3  # noqa: E402
import g4  # noqa: E402
from core import Note  # noqa: E402
from ctx import Ctx  # noqa: E402

# (genre, function, notes, lower-case probability, own addition?)
GENRES = [
    ("diabetes_team_referral", g1.referral, 33, 0.18, False),
    ("dka_protocol_chart", g1.dka_chart, 32, 0.10, False),
    ("hypoglycaemia_incident_report", g1.hypo_incident, 33, 0.16, False),
    ("insulin_prescription_review", g2.rx_review, 32, 0.12, False),
    ("poc_glucose_meter_qc_log", g2.qc_log, 32, 0.06, False),
    ("ward_round_note", g2.ward_round, 36, 0.40, False),
    ("discharge_insulin_education_record", g2.edu_record, 33, 0.12, False),
    ("community_diabetes_nurse_handover", g3.handover, 33, 0.22, False),
    ("variable_rate_insulin_chart", g3.vriii, 32, 0.08, False),
    ("specialist_nurse_telephone_log", g3.tel_log, 34, 0.30, False),
    ("insulin_pump_self_management_agreement", g4.pump_agreement, 31, 0.12, True),
    ("glucose_interface_audit_log", g4.audit_log, 31, 0.04, True),
    ("diabetes_safety_huddle_list", g4.huddle, 31, 0.16, True),
]
COUNTRIES = [("GB", 30), ("US", 19), ("AU", 14), ("CA", 12), ("IE", 12), ("NZ", 13)]


def build():
    rng = random.Random(375)
    plan = []
    for gi, (name, fn, k, lp, own) in enumerate(GENRES):
        plan += [gi] * k
    rng.shuffle(plan)
    ccs = [c for c, _ in COUNTRIES]
    wts = [w for _, w in COUNTRIES]
    rows = []
    for i, gi in enumerate(plan, 1):
        name, fn, k, lp, own = GENRES[gi]
        cc = rng.choices(ccs, weights=wts)[0]
        lower = rng.random() < lp
        c = Ctx(rng, cc)
        n = Note()
        n.defaults = {"bw": c.bw, "bwc": c.bwc}
        fn(n, c)
        text, spans = n.result(lower=lower)
        rows.append({"id": f"dev375-{i:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev375-en", "genre": name, "lowercase": lower, "country": cc}})
    return rows


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    rows = build()
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=False) + "\n")
    print(f"wrote {len(rows)} notes to {out}")


if __name__ == "__main__":
    main()
