#!/usr/bin/env python3
"""Build bench/dev319_en/notes.jsonl (deterministic; random.Random(319) only).

Usage: python3 build/make.py [OUTPUT_PATH]
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import R  # noqa: E402
from case import Case  # noqa: E402
import g_letters  # noqa: E402
import g_procs  # noqa: E402
import g_forms  # noqa: E402
import g_logs  # noqa: E402
import g_imaging  # noqa: E402
import g_own  # noqa: E402

# (genre name, generator, number of notes, case constraints)
GENRES = [
    ("headache clinic letter", g_letters.headache_clinic_letter, 36, {}),
    ("headache diary summary", g_logs.headache_diary_summary, 34, {}),
    ("botox injection record", g_procs.botox_injection_record, 34, {"adult": True}),
    ("nerve block procedure note", g_procs.nerve_block_note, 34, {"adult": True}),
    ("lumbar puncture/opening pressure note", g_procs.lp_note, 34, {"iih": True}),
    ("CGRP prior-authorisation form", g_forms.cgrp_pa_form, 34, {"adult": True}),
    ("nurse advice line log", g_logs.nurse_advice_log, 34, {}),
    ("ophthalmology liaison letter", g_letters.ophthalmology_liaison_letter, 34, {"iih": True}),
    ("fitness-for-work note", g_forms.fitness_for_work_note, 34, {"working": True}),
    ("MRI report", g_imaging.mri_report, 34, {}),
    ("GP referral letter", g_own.gp_referral_letter, 34, {}),
    ("discharge summary", g_imaging.discharge_summary, 32, {"adult": True}),
    ("MDT meeting note", g_own.mdt_note, 32, {"adult": True}),
]
OWN_GENRES = ["GP referral letter", "discharge summary", "MDT meeting note"]


def make_case(r, cons):
    sex = None
    age = None
    if cons.get("iih"):
        sex = r.w([(9, "F"), (1, "M")])
        age = r.w([(8, r.i(18, 45)), (2, r.i(46, 62)), (1, r.i(14, 17))])
    elif cons.get("working"):
        age = r.i(19, 64)
    elif cons.get("adult"):
        age = r.w([(10, r.i(18, 64)), (2, r.i(65, 84))])
    return Case(r, sex=sex, age=age)


def build():
    rng = random.Random(319)
    r = R(rng)
    plan = []
    for name, fn, k, cons in GENRES:
        plan += [(name, fn, cons)] * k
    rng.shuffle(plan)
    n_lower = round(len(plan) / 6)
    lower = set(rng.sample(range(len(plan)), n_lower))
    out = []
    for i, (name, fn, cons) in enumerate(plan):
        c = make_case(r, cons)
        note = fn(r, c)
        nid = "dev319-%04d" % (i + 1)
        out.append(note.finish(nid, name, c.cc, i in lower))
    return out


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    notes = build()
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for d in notes:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), path))


if __name__ == "__main__":
    main()
