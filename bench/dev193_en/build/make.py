"""Build dev193_en/notes.jsonl (author 193). Python 3.11 standard library only.

Usage: python3 build/make.py
All randomness comes from one random.Random(193); output does not depend on PYTHONHASHSEED.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import g_primary  # noqa: E402
import g_travel  # noqa: E402
import g_public  # noqa: E402
import g_screen  # noqa: E402
import g_letter  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

GENRES = [
    ("gp_consultation", g_primary.gp_consult),
    ("travel_pre_departure_consult", g_travel.travel_consult),
    ("immunisation_record_printout", g_travel.imm_record),
    ("notifiable_disease_case_report", g_public.notifiable_report),
    ("contact_tracing_interview", g_public.contact_tracing),
    ("tb_clinic_follow_up", g_public.tb_followup),
    ("sexual_health_clinic_note", g_screen.sexual_health),
    ("school_health_screening_form", g_screen.school_screening),
    ("chronic_disease_annual_review", g_primary.chronic_review),
    ("repeat_prescription_request", g_primary.repeat_rx),
    ("occupational_health_screening", g_screen.occupational_screening),
    ("gp_referral_letter", g_letter.referral_letter),
    ("returned_traveller_assessment", g_letter.returned_traveller),
]
PER_GENRE = 34
COUNTRIES = ["US", "IE", "ZA"]


def build():
    r = random.Random(193)
    jobs = []
    for gi, (name, fn) in enumerate(GENRES):
        for k in range(PER_GENRE):
            jobs.append((name, fn, COUNTRIES[(k + gi) % 3]))
    r.shuffle(jobs)
    n = len(jobs)
    lower_idx = sorted(r.sample(range(n), round(n / 6)))
    lower_set = {i: True for i in lower_idx}
    rows = []
    for i, (name, fn, c) in enumerate(jobs):
        low = lower_set.get(i, False)
        nb = fn(r, c, low)
        text = nb.check()
        spans = sorted(nb.spans, key=lambda s: (s["start"], s["end"]))
        rows.append({
            "id": "dev193-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                       "text": s["text"]} for s in spans],
            "meta": {"source": "dev193-en", "genre": name, "lowercase": low, "country": c},
        })
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    nspan = sum(len(x["spans"]) for x in rows)
    mean = sum(len(x["text"]) for x in rows) / len(rows)
    print("wrote %s: %d notes, %d spans, mean length %.0f chars" % (OUT, len(rows), nspan, mean))


if __name__ == "__main__":
    build()
