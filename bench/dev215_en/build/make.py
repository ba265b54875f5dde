"""Build /work/main/bench/dev215_en/notes.jsonl (author 215, stdlib only).

All randomness comes from one random.Random(215); nothing iterates over a
set or depends on hash order, so the output is identical under any
PYTHONHASHSEED.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from ctx import Ctx  # noqa: E402
from fmt import TYPE2LABEL  # noqa: E402
import g_consult  # noqa: E402
import g_report  # noqa: E402
import g_letters  # noqa: E402
import g_nbs  # noqa: E402
import g_mdt  # noqa: E402
import g_extra  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# genre name, function, share of UK notes, number of notes
GENRES = [
    ("genetic_counselling_consult", g_consult.gc_consult, 0.5, 32),
    ("genetic_test_report", g_report.test_report, 0.5, 32),
    ("cascade_testing_letter", g_letters.cascade_letter, 0.5, 31),
    ("newborn_screening_call_log", g_nbs.nbs_call_log, 0.5, 32),
    ("prenatal_counselling_note", g_nbs.prenatal_note, 0.5, 31),
    ("hereditary_cancer_clinic_letter", g_letters.cancer_letter, 0.55, 32),
    ("sample_tracking_record", g_report.sample_tracking, 0.5, 31),
    ("mdt_variant_review_minutes", g_mdt.mdt_minutes, 0.55, 31),
    ("family_history_questionnaire_summary", g_mdt.fhq_summary, 0.5, 31),
    ("result_disclosure_note", g_consult.disclosure, 0.5, 32),
    ("genetics_referral_letter", g_extra.referral_letter, 0.6, 31),
    ("insurance_preauthorization_request", g_extra.preauth, 0.0, 31),
    ("patient_portal_message_thread", g_extra.portal_thread, 0.5, 31),
]


def build():
    rng = random.Random(215)
    plan = []
    for gi, g in enumerate(GENRES):
        plan.extend([gi] * g[3])
    rng.shuffle(plan)
    n = len(plan)
    lower = [True] * (n // 6) + [False] * (n - n // 6)
    rng.shuffle(lower)
    notes = []
    for i, gi in enumerate(plan):
        name, func, uk_share, _ = GENRES[gi]
        country = "UK" if rng.random() < uk_share else "US"
        c = Ctx(rng, country)
        d = func(c)
        text = d.text()
        end = len(text.rstrip())
        spans = []
        for s, e, typ, val in d.spans:
            if text[s:e] != val or e > end:
                raise AssertionError("offset error in %s" % name)
            spans.append((s, e, typ))
        text = text[:end] + "\n"
        if lower[i]:
            low = text.lower()
            if len(low) != len(text):
                raise AssertionError("lower() changed length")
            text = low
        rec = {
            "id": "dev215-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s, "end": e, "label": TYPE2LABEL[t], "type": t,
                       "text": text[s:e]} for s, e, t in sorted(spans)],
            "meta": {"source": "dev215-en", "genre": name,
                     "lowercase": lower[i], "country": country},
        }
        notes.append(rec)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for rec in notes:
            fh.write(json.dumps(rec, ensure_ascii=False, sort_keys=False) + "\n")
    return notes


if __name__ == "__main__":
    ns = build()
    print("wrote %d notes to %s" % (len(ns), OUT))
