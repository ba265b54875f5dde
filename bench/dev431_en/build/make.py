"""Build bench/dev431_en/notes.jsonl (district and community nursing notes).

usage: python3 build/make.py [--out PATH]
All randomness comes from one random.Random(431) created here and passed down.
"""
import sys

sys.dont_write_bytecode = True

import json  # noqa: E402
import os  # noqa: E402
import random  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import builder  # noqa: E402
import common  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402

GENRES = [
    genres_a.referral, genres_a.home_assessment, genres_b.wound_chart, genres_b.catheter_record,
    genres_b.insulin_record, genres_c.eol_plan, genres_c.equipment_request, genres_d.handover,
    genres_d.visit_log, genres_a.letter_gp, genres_c.syringe_driver, genres_d.triage_log,
]
PER_GENRE = 35


def build(rng):
    plan = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(plan)
    lower = set(rng.sample(range(len(plan)), round(len(plan) / 6)))
    notes = []
    for i, gen in enumerate(plan):
        cc = common.pick_country(rng)
        case = common.Case(rng, cc)
        case.doc = builder.Doc(rng, lower=i in lower)
        genre = gen(case)
        notes.append(case.doc.record("dev431-%04d" % (i + 1), genre, cc))
    return notes


def main(argv):
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out = argv[argv.index("--out") + 1]
    rng = random.Random(431)
    notes = build(rng)
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for n in notes:
            fh.write(json.dumps(n, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), out))


if __name__ == "__main__":
    main(sys.argv[1:])
