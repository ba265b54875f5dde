"""Build bench/dev171_en/notes.jsonl (run from bench/dev171_en: python3 build/make.py)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import lower_note  # noqa: E402
from case import Case  # noqa: E402
import genres_a as GA  # noqa: E402
import genres_b as GB  # noqa: E402
import genres_c as GC  # noqa: E402
import genres_d as GD  # noqa: E402
import genres_e as GE  # noqa: E402

GENRES = [
    ("community_hospital_ward_list", GA.ward_list, 33),
    ("intermediate_care_referral", GA.ic_referral, 34),
    ("hospital_at_home_visit_log", GA.hah_visit_log, 34),
    ("therapy_goals_review", GB.therapy_goals, 33),
    ("discharge_to_assess_plan", GB.d2a_plan, 34),
    ("bed_availability_report", GB.bed_report, 32),
    ("district_nurse_handover", GB.dn_handover, 34),
    ("mdt_board_minutes", GC.mdt_minutes, 33),
    ("patient_flow_escalation_report", GC.flow_escalation, 32),
    ("step_down_transfer_letter", GC.stepdown_letter, 34),
    ("virtual_ward_monitoring_log", GD.vw_monitoring, 33),
    ("incident_report", GD.incident_report, 33),
    ("community_equipment_order", GD.equipment_order, 32),
    ("spa_telephone_call_record", GE.spa_call, 32),
]


def build():
    rng = random.Random(171)
    order = []
    for name, fn, n in GENRES:
        order.extend([(name, fn)] * n)
    rng.shuffle(order)
    lower_ids = sorted(rng.sample(range(len(order)), round(len(order) / 6.0)))
    lower_ids = dict((i, True) for i in lower_ids)
    out = []
    for i, (name, fn) in enumerate(order):
        case = Case(rng)
        doc = fn(rng, case)
        text = doc.text().rstrip("\n") + "\n"
        spans = doc.spans
        low = i in lower_ids
        if low:
            text, spans = lower_note(text, spans)
        rec = {
            "id": "dev171-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev171-en", "genre": name, "lowercase": low, "country": case.country},
        }
        out.append(rec)
    return out


def main():
    root = os.path.dirname(HERE)
    recs = build()
    path = os.path.join(root, "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(recs), path))


if __name__ == "__main__":
    main()
