"""Build bench/dev173_en/notes.jsonl (deterministic; seeded with random.Random(173)).

Run from bench/dev173_en:  python3 build/make.py && python3 build/check.py
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
import g_haem  # noqa: E402
import g_hospice  # noqa: E402
import g_mdt  # noqa: E402
import g_pall  # noqa: E402
import g_ward  # noqa: E402
from phi import Ctx  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# genre name -> (builder, number of notes)
GENRES = [
    ("oncology_ward_census", g_ward.census, 34),
    ("chemo_day_unit_list", g_ward.chemo_day, 34),
    ("bmt_unit_handover", g_haem.bmt_handover, 34),
    ("palliative_care_consult", g_pall.consult, 36),
    ("syringe_driver_chart", g_pall.sd_chart, 36),
    ("neutropenic_sepsis_log", g_ward.sepsis, 34),
    ("tumour_stream_meeting_list", g_mdt.mdm, 32),
    ("inpatient_hospice_admission", g_hospice.hospice_adm, 36),
    ("end_of_life_care_plan", g_hospice.eol_plan, 34),
    ("bed_request_transfer_log", g_ward.transfer_log, 34),
    ("transfusion_record", g_haem.transfusion, 34),
    ("cytotoxic_order_verification", g_haem.pharmacy, 32),
    ("death_notification", g_hospice.death_notice, 34),
]

COUNTRIES = ["AU", "NZ", "UK"]
COUNTRY_WEIGHTS = [45, 25, 30]


def build():
    rng = random.Random(173)
    plan = []
    for name, fn, n in GENRES:
        plan.extend([(name, fn)] * n)
    rng.shuffle(plan)
    lower_ids = set(rng.sample(range(len(plan)), round(len(plan) / 6.0)))
    notes = []
    for i, (name, fn) in enumerate(plan):
        country = rng.choices(COUNTRIES, weights=COUNTRY_WEIGHTS)[0]
        ctx = Ctx(rng, country)
        doc = core.Doc()
        fn(ctx, doc)
        lower = i in lower_ids
        notes.append(core.finish(doc, "dev173-%04d" % (i + 1), name, country, lower))
    return notes


def main():
    notes = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for note in notes:
            fh.write(json.dumps(note, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(n["spans"]) for n in notes), OUT))


if __name__ == "__main__":
    main()
