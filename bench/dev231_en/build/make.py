"""Build ../notes.jsonl for dev231_en.  Python 3 standard library only.

All randomness comes from one random.Random(231); the output is byte-identical
across runs and hash seeds.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import clin  # noqa: E402
from core import Note  # noqa: E402
from phi import Case  # noqa: E402
import genres1  # noqa: E402
import genres2  # noqa: E402
import genres3  # noqa: E402
import genres4  # noqa: E402

# (genre, builder, number of notes)
GENRES = [
    ("memory_clinic_initial_assessment", genres1.initial_assessment, 34),
    ("collateral_history", genres1.collateral, 31),
    ("neuroimaging_report", genres1.neuroimaging, 33),
    ("diagnosis_disclosure_letter", genres2.disclosure_letter, 32),
    ("cognitive_enhancer_review", genres2.med_review, 32),
    ("care_home_liaison_visit", genres2.care_home, 31),
    ("capacity_assessment", genres3.capacity, 31),
    ("lpa_sdm_correspondence", genres3.lpa, 31),
    ("bpsd_care_plan", genres3.bpsd_plan, 31),
    ("driving_assessment_referral", genres4.driving, 31),
    ("inpatient_discharge_summary", genres4.discharge, 31),
    ("community_nurse_contact_notes", genres4.community, 33),
]


def build():
    R = random.Random(231)
    plan = []
    for g, fn, k in GENRES:
        plan += [(g, fn)] * k
    R.shuffle(plan)
    total = len(plan)
    lower = sorted(R.sample(range(total), round(total / 6)))
    lower_set = frozenset(lower)
    lines = []
    for i, (g, fn) in enumerate(plan):
        country = "UK" if R.random() < 0.55 else "CA"
        c = Case(R, country)
        c.dx = R.choice(clin.DX)
        clin.CUR["sex"], clin.CUR["dx"] = c.sex, c.dx[0]
        n = Note(R, lower=i in lower_set, typo=R.choice([0.0, 0.0, 0.0, 0.02, 0.04]))
        n.hstyle = R.choice([0, 0, 1, 2, 2, 3, 4, 5])
        n.ctx = {"pt": c.P, "he": c.he, "He": c.He, "his": c.his, "His": c.His, "him": c.him}
        fn(n, c)
        rec = n.record("dev231-%04d" % (i + 1), g, country)
        lines.append(json.dumps(rec, ensure_ascii=False, sort_keys=False))
    return lines


def main():
    lines = build()
    out = os.path.join(HERE, "..", "notes.jsonl")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines) + "\n")
    print("wrote %d notes to %s" % (len(lines), os.path.normpath(out)))


if __name__ == "__main__":
    main()
