"""Build dev192_en/notes.jsonl (author 192). Python 3.11 standard library only.

All randomness comes from one random.Random(192); nothing iterates over sets or depends on
hash order, so the output is byte-identical under any PYTHONHASHSEED.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import fmt  # noqa: E402
import clin  # noqa: E402
import g1  # noqa: E402
import g2  # noqa: E402
import g3  # noqa: E402
import g4  # noqa: E402
import g5  # noqa: E402

GENRES = [
    ("hd_run_sheet", g1.hd_run_sheet),
    ("nephrology_clinic_letter", g1.clinic_letter),
    ("renal_biopsy_report", g1.biopsy_report),
    ("transplant_workup_checklist", g2.tx_workup),
    ("post_transplant_clinic_note", g2.post_tx_clinic),
    ("pd_home_training_record", g2.pd_training),
    ("vascular_access_surgery_note", g3.access_surgery),
    ("renal_dietitian_review", g3.dietitian),
    ("monthly_dialysis_lab_review", g3.monthly_labs),
    ("transplant_discharge_summary", g4.tx_discharge),
    ("inpatient_nephrology_consult", g4.inpatient_consult),
    ("holiday_dialysis_referral", g5.holiday_referral),
    ("dialysis_social_work_assessment", g5.social_work),
]
PER_GENRE = 32
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")


def build():
    rng = random.Random(192)
    plan = [g for g in range(len(GENRES)) for _ in range(PER_GENRE)]
    rng.shuffle(plan)
    total = len(plan)
    countries = ["US"] * (total // 2) + ["AU"] * (total - total // 2)
    rng.shuffle(countries)
    n_lower = round(total / 6)
    lowers = [True] * n_lower + [False] * (total - n_lower)
    rng.shuffle(lowers)
    rows = []
    for i in range(total):
        gname, gfun = GENRES[plan[i]]
        c = clin.make_ctx(rng, countries[i], lowers[i])
        n = fmt.Note(lowers[i])
        gfun(c, n)
        text = n.text().rstrip()
        for s in n.spans:
            if text[s["start"]:s["end"]] != s["text"]:
                raise AssertionError("offset mismatch in note %d (%s)" % (i + 1, gname))
        rows.append({
            "id": "dev192-%04d" % (i + 1),
            "text": text,
            "spans": n.spans,
            "meta": {"source": "dev192-en", "genre": gname, "lowercase": lowers[i], "country": countries[i]},
        })
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    return rows


if __name__ == "__main__":
    rows = build()
    print("wrote %d notes, %d spans -> %s" % (len(rows), sum(len(r["spans"]) for r in rows), OUT))
