#!/usr/bin/env python3
"""Regenerate ../notes.jsonl deterministically from random.Random(50)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from phi import render  # noqa: E402
import g_med, g_surg, g_ed, g_consult, g_nurse  # noqa: E402

GENRES = [
    ("medicine_admission_progress", [(g_med.med_admission, 4), (g_med.med_progress, 4), (g_med.med_terse, 2)]),
    ("icu_daily_flowsheet", [(g_med.icu_daily, 5), (g_med.icu_flowsheet, 3), (g_med.icu_family, 2)]),
    ("surgical_operative_postop", [(g_surg.op_report, 5), (g_surg.brief_op, 3), (g_surg.postop_progress, 2)]),
    ("ed_physician_triage", [(g_ed.ed_triage, 4), (g_ed.ed_physician, 4), (g_ed.ed_trauma, 2)]),
    ("discharge_summary_medrec", [(g_ed.discharge, 8), (g_ed.discharge_short, 2)]),
    ("consult_cardio_nephro_id", [(g_consult.consult, 7), (g_consult.consult_followup, 3)]),
    ("nursing_assessment_shift", [(g_nurse.nursing_admission, 5), (g_nurse.nursing_shift, 5)]),
    ("case_management_ur", [(g_nurse.cm_note, 5), (g_nurse.ur_review, 3), (g_nurse.sw_psychosocial, 2)]),
]
PER_GENRE = 40


def main():
    rng = random.Random(50)
    plan = []
    for g, fns in GENRES:
        for _ in range(PER_GENRE):
            plan.append(g)
    rng.shuffle(plan)
    fmap = dict(GENRES)
    out = []
    for i, g in enumerate(plan):
        fns = fmap[g]
        fn = rng.choices([f for f, _ in fns], weights=[w for _, w in fns])[0]
        res = fn(rng)
        opts = {}
        if isinstance(res, tuple):
            res, opts = res
        lower = bool(opts.get("lower"))
        typo = rng.choice([0, 0, 0, 0.04, 0.1]) if rng.random() < 0.35 else 0.0
        text, spans = render(res, rng=rng, lower=lower, typo=typo, lower_names=lower and rng.random() < 0.6)
        out.append({"id": "dev50-en-%04d" % (i + 1), "text": text, "spans": spans,
                    "meta": {"language": "en", "source": "dev50-en", "genre": g, "locale": "US"}})
    path = os.path.join(HERE, "..", "notes.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(out), sum(len(o["spans"]) for o in out), os.path.normpath(path)))


if __name__ == "__main__":
    main()
