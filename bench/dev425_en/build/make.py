#!/usr/bin/env python3
"""Build bench/dev425_en/notes.jsonl.

usage: python3 build/make.py [OUTPUT_PATH]

All randomness comes from a single random.Random(425) created here and passed
down to every generator.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import case as K  # noqa: E402
import ids  # noqa: E402
from core import Note  # noqa: E402
import gen_letters  # noqa: E402
import gen_endo  # noqa: E402
import gen_infusion  # noqa: E402
import gen_phone  # noqa: E402
import gen_mdt_mri  # noqa: E402
import gen_ward  # noqa: E402
import gen_own  # noqa: E402

# (genre name, generator, number of notes, country weights UK/IE/US/CA/AU)
GENRES = [
    ("ibd_clinic_letter", gen_letters.clinic_letter, 40, (45, 14, 15, 12, 14)),
    ("letter_to_gp", gen_letters.gp_letter, 38, (52, 16, 8, 10, 14)),
    ("colonoscopy_report", gen_endo.colonoscopy, 39, (40, 13, 21, 13, 13)),
    ("histopathology_report", gen_endo.histopathology, 38, (40, 13, 21, 13, 13)),
    ("biologic_infusion_record", gen_infusion.infusion_record, 40, (40, 13, 21, 13, 13)),
    ("advice_line_telephone_log", gen_phone.advice_line, 42, (48, 15, 12, 12, 13)),
    ("tdm_result", gen_infusion.tdm_result, 38, (40, 13, 21, 13, 13)),
    ("ibd_mdt_outcome", gen_mdt_mri.mdt_outcome, 38, (48, 15, 10, 12, 15)),
    ("mr_enterography_report", gen_mdt_mri.mre_report, 38, (40, 13, 21, 13, 13)),
    ("inpatient_flare_ward_round", gen_ward.ward_round, 40, (45, 14, 15, 12, 14)),
    ("colorectal_operation_note", gen_ward.op_note, 36, (40, 13, 21, 13, 13)),
    ("stoma_pouch_nurse_review", gen_own.stoma_pouch_review, 37, (45, 14, 15, 12, 14)),
    ("biologic_funding_request", gen_own.funding_request, 36, (30, 12, 34, 12, 12)),
]
COUNTRIES = ["UK", "IE", "US", "CA", "AU"]


def pick_country(rng, weights):
    x = rng.random() * sum(weights)
    for c, w in zip(COUNTRIES, weights):
        x -= w
        if x < 0:
            return c
    return COUNTRIES[-1]


def build(rng):
    jobs = []
    for gname, fn, count, weights in GENRES:
        for _ in range(count):
            jobs.append((gname, fn, pick_country(rng, weights)))
    rng.shuffle(jobs)
    n_lower = int(round(len(jobs) / 6.0))
    lower_idx = set(rng.sample(range(len(jobs)), n_lower))
    records = []
    for i, (gname, fn, c) in enumerate(jobs):
        k = K.new_case(rng, c)
        note = Note(lower=(i in lower_idx))
        fn(rng, k, note)
        rec = note.record("dev425-%04d" % (i + 1), gname, ids.COUNTRY_NAME[c])
        txt = rec["text"].rstrip()
        assert all(s["end"] <= len(txt) for s in rec["spans"])
        rec["text"] = txt
        records.append(rec)
    return records


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    rng = random.Random(425)
    records = build(rng)
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for r in records:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(records), sum(len(r["spans"]) for r in records), out))


if __name__ == "__main__":
    main()
