"""Build bench/dev135_en/notes.jsonl deterministically (seed 135).

    python3 bench/dev135_en/build/make.py
"""
import json
import os
import random
import sys
sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import phi  # noqa: E402
import genres_a as GA  # noqa: E402
import genres_b as GB  # noqa: E402
import genres_c as GC  # noqa: E402
import genres_d as GD  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

GENRES = [
    ("cath_report", GA.cath),
    ("echo_report", GA.echo),
    ("stress_test", GA.stress),
    ("ambulatory_ecg_monitor", GA.holter),
    ("device_clinic", GB.device),
    ("heart_failure_clinic", GB.hf_clinic),
    ("cardiac_rehab", GB.rehab),
    ("vascular_surgery", GC.vascular),
    ("anticoag_phone", GC.anticoag),
    ("consult_letter", GC.consult_letter),
    ("cardiology_progress_note", GC.progress),
    ("discharge_summary", GD.discharge),
    ("ems_patient_care_report", GD.ems),
    ("patient_portal_message", GD.portal),
    ("referral_fax_intake", GD.referral),
]


def build():
    r = random.Random(135)
    plan = []
    for name, fn in GENRES:
        plan += [(name, fn)] * r.randint(31, 36)
    r.shuffle(plan)
    n = len(plan)
    lower_idx = set(r.sample(range(n), round(n / 6)))
    rows = []
    for i, (name, fn) in enumerate(plan):
        lower = i in lower_idx
        country = "CA" if r.random() < 0.3 else "US"
        c = phi.Ctx(r, country, lower)
        d = phi.Doc(lower)
        fn(d, c)
        text = d.text().rstrip()
        spans = [s for s in d.spans]
        rows.append({"id": "dev135-%04d" % (i + 1), "text": text, "spans": spans,
                     "meta": {"source": "dev135-en", "genre": name, "lowercase": lower, "country": country}})
    return rows


def main():
    rows = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(rows), sum(len(x["spans"]) for x in rows), OUT))


if __name__ == "__main__":
    main()
