"""Build bench/dev260_en/notes.jsonl (author 260).

Usage (from bench/dev260_en):  python3 build/make.py [--out PATH]
Python 3.11 standard library only; all randomness from random.Random(260).
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import cast  # noqa: E402
import genres_comm as GC  # noqa: E402
import genres_exam as GE  # noqa: E402
import genres_extra as GX  # noqa: E402
import genres_letters as GL  # noqa: E402

# (genre id, generator, fixed destination or None, number of notes)
GENRES = [
    ("i693_summary", GE.i693_summary, "US", 38),
    ("panel_physician_report", GE.panel_report, None, 38),
    ("tb_cxr_sputum_result", GE.tb_cxr_sputum, None, 38),
    ("vaccination_record_review", GL.vaccination_review, None, 36),
    ("tb_clinic_referral", GL.tb_clinic_referral, None, 36),
    ("authority_followup_request", GL.authority_followup, None, 36),
    ("applicant_email", GC.applicant_email, None, 36),
    ("interpreter_history", GX.interpreter_history, None, 36),
    ("appointment_letter", GC.appointment_letter, None, 36),
    ("telephone_encounter", GC.telephone_encounter, None, 36),
    ("lab_report", GX.lab_report, None, 34),
    ("portal_audit_log", GX.portal_audit_log, None, 32),
    ("invoice_receipt", GX.invoice_receipt, None, 32),
]


def build():
    rng = random.Random(260)
    order = []
    for gid, fn, dest, cnt in GENRES:
        order.extend([(gid, fn, dest)] * cnt)
    rng.shuffle(order)
    lower_idx = set(rng.sample(range(len(order)), round(len(order) / 6)))
    out = []
    for i, (gid, fn, dest) in enumerate(order):
        k = cast.make_case(rng, dest)
        note = fn(rng, k)
        rec = note.finish("dev260-%04d" % (i + 1), gid, k.dest, i in lower_idx)
        out.append(rec)
    return out


def main(argv):
    outp = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        outp = argv[argv.index("--out") + 1]
    recs = build()
    with open(outp, "w", encoding="utf-8", newline="\n") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(recs), sum(len(r["spans"]) for r in recs), outp))


if __name__ == "__main__":
    main(sys.argv[1:])
