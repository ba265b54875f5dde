#!/usr/bin/env python3
"""Build bench/dev323_en/notes.jsonl deterministically (random.Random(323)).

usage: python3 build/make.py [--out PATH]
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from doc import wpick  # noqa: E402
import common as C  # noqa: E402
import g_fetal_neo  # noqa: E402
import g_letters  # noqa: E402
import g_reports  # noqa: E402
import g_misc  # noqa: E402
import g_misc2  # noqa: E402

SEED = 323
PER_GENRE = 33
# (meta genre, generator, own addition?)
GENRES = [
    ("fetal_cardiology_report", g_fetal_neo.fetal_report, False),
    ("neonatal_transfer_surgical_note", g_fetal_neo.neonatal, False),
    ("paediatric_cardiology_clinic_letter", g_letters.clinic_letter, False),
    ("echo_report", g_reports.echo_report, False),
    ("cardiac_catheter_report", g_reports.cath_report, False),
    ("transition_clinic_summary", g_letters.transition_summary, False),
    ("achd_pregnancy_planning_letter", g_letters.pregnancy_letter, False),
    ("anticoagulation_inr_note", g_misc.inr_note, False),
    ("school_care_plan", g_misc.school_plan, False),
    ("telephone_advice_log", g_misc2.phone_log, False),
    ("device_clinic_report", g_reports.device_report, True),
    ("mdt_meeting_record", g_misc2.mdt_record, True),
]


def build():
    rng = random.Random(SEED)
    world = C.World(rng)
    plan = []
    for gi in range(len(GENRES)):
        plan.extend([gi] * PER_GENRE)
    rng.shuffle(plan)
    n = len(plan)
    lower = set(rng.sample(range(n), round(n / 6)))
    out = []
    for i, gi in enumerate(plan):
        genre, fn, _ = GENRES[gi]
        cc = wpick(rng, C.COUNTRY_W)
        d = fn(world, cc)
        text, spans = d.finish(lowercase=i in lower)
        out.append({
            "id": "dev323-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev323-en", "genre": genre,
                     "lowercase": i in lower, "country": cc},
        })
    return out


def main(argv):
    path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        path = argv[argv.index("--out") + 1]
    notes = build()
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for note in notes:
            fh.write(json.dumps(note, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), path))


if __name__ == "__main__":
    main(sys.argv[1:])
