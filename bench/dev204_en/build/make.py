"""Build /work/main/bench/dev204_en/notes.jsonl (author 204).

Usage: python3 build/make.py
All randomness comes from random.Random(204); output is independent of PYTHONHASHSEED.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core as C  # noqa: E402
import g1  # noqa: E402
import g2  # noqa: E402
import g3  # noqa: E402
import g4  # noqa: E402
import g5  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
PER_GENRE = 32

# genre name, generator, share of UK notes
GENRES = [
    ["respiratory_clinic_letter", g1.clinic_letter, 0.55],
    ["respiratory_nurse_phone_followup", g1.nurse_phone, 0.55],
    ["driving_fitness_letter", g1.driving_letter, 0.55],
    ["pulmonary_function_test_report", g2.pft_report, 0.5],
    ["polysomnography_report", g2.psg_report, 0.45],
    ["cpap_compliance_review", g2.cpap_review, 0.5],
    ["bronchoscopy_report", g3.bronch_report, 0.5],
    ["lung_cancer_mdt_outcome", g3.mdt_outcome, 0.6],
    ["home_niv_initiation", g3.niv_setup, 0.6],
    ["home_oxygen_assessment", g4.home_oxygen, 0.55],
    ["pulmonary_rehab_assessment", g4.pulm_rehab, 0.55],
    ["copd_exacerbation_admission", g5.copd_admission, 0.5],
    ["discharge_summary", g5.discharge_summary, 0.5],
]


def main():
    r = random.Random(204)
    plan = []
    for g in GENRES:
        plan += [g] * PER_GENRE
    r.shuffle(plan)
    n = len(plan)
    lower_idx = sorted(r.sample(range(n), round(n / 6)))
    lower_flags = [False] * n
    for i in lower_idx:
        lower_flags[i] = True
    lines = []
    for i, (gname, fn, uk_share) in enumerate(plan):
        country = "UK" if r.random() < uk_share else "US"
        lower = lower_flags[i]
        ctx = C.Ctx(r, country, lower, gname)
        b = C.B(lower)
        fn(ctx, b)
        text = b.text().rstrip("\n") + "\n"
        spans = sorted(b.spans, key=lambda s: (s["start"], s["end"]))
        rec = {
            "id": "dev204-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev204-en", "genre": gname, "lowercase": lower, "country": country},
        }
        lines.append(json.dumps(rec, ensure_ascii=False))
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(lines) + "\n")
    print("wrote %d notes to %s" % (n, OUT))


if __name__ == "__main__":
    main()
