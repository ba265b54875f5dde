#!/usr/bin/env python3
"""Build bench/dev241_en/notes.jsonl (author 241).

Standard library only; every random choice comes from random.Random(241).
Offsets are recorded while each note is assembled (see doc.py).
"""
import sys

sys.dont_write_bytecode = True

import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from doc import Doc  # noqa: E402
import fmt as F  # noqa: E402
import g_ime  # noqa: E402
import g_wc  # noqa: E402
import g_forms  # noqa: E402
import g_legal  # noqa: E402
import g_voc  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# genre, writer, country weights (US, UK, CA), number of notes
GENRES = [
    ("independent_medical_examination_report", g_ime.ime_report, (4, 3, 3), 38),
    ("workers_compensation_progress_report", g_wc.wc_progress, (5, 1, 4), 36),
    ("disability_benefits_assessment_form", g_forms.disability_form, (4, 3, 3), 36),
    ("functional_capacity_evaluation", g_wc.fce, (4, 2, 4), 36),
    ("personal_injury_expert_report", g_legal.pi_report, (2, 5, 3), 36),
    ("file_review_summary", g_ime.file_review, (5, 2, 3), 36),
    ("return_to_work_plan", g_wc.rtw_plan, (4, 3, 3), 36),
    ("records_request_correspondence", g_legal.records_request, (4, 3, 3), 36),
    ("attending_physician_statement", g_forms.aps, (5, 2, 3), 36),
    ("addendum_supplementary_report", g_ime.addendum, (4, 3, 3), 36),
    ("vocational_assessment", g_voc.vocational, (4, 2, 4), 36),
    ("case_management_log", g_voc.case_log, (5, 2, 3), 36),
    ("fitness_for_work_certificate", g_forms.fit_note, (3, 5, 2), 36),
]
COUNTRIES = ("US", "UK", "CA")


def build():
    rng = random.Random(241)
    plan = []
    for name, fn, weights, n in GENRES:
        for _ in range(n):
            plan.append((name, fn, weights))
    rng.shuffle(plan)
    n_lower = round(len(plan) / 6)
    lower_idx = sorted(rng.sample(range(len(plan)), n_lower))
    lower_flag = [False] * len(plan)
    for i in lower_idx:
        lower_flag[i] = True
    lines = []
    for i, (name, fn, weights) in enumerate(plan):
        country = rng.choices(COUNTRIES, weights=weights)[0]
        case = F.new_case(rng, country)
        d = Doc(lower=lower_flag[i])
        fn(d, rng, case)
        text, spans = d.finish()
        for sp in spans:
            if text[sp["start"]:sp["end"]] != sp["text"]:
                raise AssertionError("offset mismatch in note %d" % (i + 1))
        spans = sorted(spans, key=lambda s: (s["start"], s["end"]))
        obj = {
            "id": "dev241-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]}
                      for s in spans],
            "meta": {"source": "dev241-en", "genre": name, "lowercase": lower_flag[i], "country": country},
        }
        lines.append(json.dumps(obj, ensure_ascii=False))
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(lines) + "\n")
    return len(lines)


if __name__ == "__main__":
    n = build()
    print("wrote %d notes to %s" % (n, OUT))
