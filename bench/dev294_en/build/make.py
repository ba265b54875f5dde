"""Build bench/dev294_en/notes.jsonl.

usage: python3 build/make.py [--out PATH]

All randomness comes from one random.Random(294); nothing iterates over an
unordered container, so the output is independent of PYTHONHASHSEED."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import common  # noqa: E402
import parts  # noqa: E402
from phi import Ctx  # noqa: E402
import g_clinic  # noqa: E402
import g_eeg  # noqa: E402
import g_nurse  # noqa: E402
import g_care  # noqa: E402
import g_device  # noqa: E402
import g_surg  # noqa: E402

# genre -> (writer, min patient age, max patient age, notes)
GENRES = [
    ("first_seizure_clinic_letter", g_clinic.first_seizure_letter, 16, 84, 38),
    ("eeg_report", g_eeg.eeg_report, 1, 88, 40),
    ("video_telemetry_admission_summary", g_eeg.telemetry_summary, 6, 70, 38),
    ("seizure_diary_review", g_nurse.diary_review, 3, 80, 38),
    ("epilepsy_nurse_telephone_log", g_nurse.phone_log, 2, 85, 40),
    ("rescue_medication_care_plan", g_care.rescue_plan, 3, 75, 38),
    ("vns_programming_record", g_device.vns_record, 6, 68, 38),
    ("epilepsy_surgery_mdt_outcome", g_surg.mdt_outcome, 4, 62, 38),
    ("sudep_risk_discussion_note", g_care.sudep_note, 14, 72, 38),
    ("pregnancy_asm_counselling_note", g_surg.pregnancy_note, 19, 43, 38),
    ("ketogenic_diet_review", g_device.keto_review, 1, 45, 36),
    ("driving_fitness_letter", g_clinic.driving_letter, 17, 78, 36),
]
COUNTRIES = ["UK"] * 30 + ["US"] * 25 + ["AU"] * 15 + ["CA"] * 15 + ["IE"] * 15
FEMALE_ONLY = {"pregnancy_asm_counselling_note"}


def build():
    rng = random.Random(294)
    jobs = []
    for name, fn, lo, hi, cnt in GENRES:
        for _ in range(cnt):
            jobs.append((name, fn, lo, hi))
    rng.shuffle(jobs)
    total = len(jobs)
    nlow = round(total / 6)
    lower_idx = set(rng.sample(range(total), nlow))
    out = []
    for i, (name, fn, lo, hi) in enumerate(jobs):
        country = COUNTRIES[rng.randrange(len(COUNTRIES))]
        lower = i in lower_idx
        ctx = Ctx(rng, country)
        k = parts.make_case(ctx, lo=lo, hi=hi, sex="F" if name in FEMALE_ONLY else None)
        n = common.Note(lower=lower)
        fn(n, ctx, k)
        text = n.text().rstrip("\n") + "\n"
        out.append({
            "id": "dev294-%04d" % (i + 1),
            "text": text,
            "spans": n.spans,
            "meta": {"source": "dev294-en", "genre": name, "lowercase": lower, "country": country},
        })
    return out


def main(argv):
    path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        path = argv[argv.index("--out") + 1]
    notes = build()
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for rec in notes:
            f.write(json.dumps(rec, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), path))


if __name__ == "__main__":
    main(sys.argv[1:])
