"""Build dev346_en/notes.jsonl.

Usage: python3 build/make.py [--out PATH]

One random.Random(346) drives everything; offsets are recorded while each note is assembled.
"""
import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import Note  # noqa: E402
from case import Case  # noqa: E402
import blocks  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402

# (genre, function, number of notes, how many of them are written entirely in lower case)
GENRES = [
    ("dexa_report", genres_a.dexa_report, 40, 4),
    ("fls_case_finding_log", genres_c.fls_case_log, 34, 5),
    ("bone_health_clinic_letter", genres_b.bone_clinic_letter, 38, 3),
    ("antiresorptive_infusion_record", genres_a.infusion_record, 36, 5),
    ("falls_fracture_risk_assessment", genres_a.frax_assessment, 36, 6),
    ("orthogeriatric_ward_round", genres_c.ortho_round, 36, 11),
    ("gp_recall_letter", genres_b.gp_recall_letter, 36, 3),
    ("referral_triage_note", genres_b.referral_triage, 36, 7),
    ("telephone_follow_up", genres_b.telephone_followup, 38, 12),
    ("bone_turnover_lab_report", genres_a.bone_turnover_lab, 36, 4),
    ("hip_fracture_discharge_summary", genres_c.discharge_summary, 34, 5),
    ("system_audit_log", genres_d.audit_log, 32, 5),
    ("patient_secure_message", genres_d.secure_message, 34, 8),
]


def build():
    r = random.Random(346)
    fns = {}
    plan = []
    for name, fn, k, nlow in GENRES:
        fns[name] = fn
        plan.extend([(name, j < nlow) for j in range(k)])
    r.shuffle(plan)
    out = []
    for i, (g, low) in enumerate(plan):
        c = Case(r)
        n = Note(low)
        fns[g](n, r, c)
        if g not in ("system_audit_log", "patient_secure_message") and r.random() < 0.35:
            blocks.footer(n, r, c)
        out.append({"id": "dev346-%04d" % (i + 1), "text": n.text(), "spans": n.spans,
                    "meta": {"source": "dev346-en", "genre": g, "lowercase": low, "country": c.cc}})
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    a = ap.parse_args()
    notes = build()
    with open(a.out, "w", encoding="utf-8", newline="\n") as fh:
        for o in notes:
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), a.out))


if __name__ == "__main__":
    main()
