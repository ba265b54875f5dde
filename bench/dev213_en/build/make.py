"""Build bench/dev213_en/notes.jsonl (author 213).

Usage: python3 build/make.py
All randomness comes from one random.Random(213).  Standard library only.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import ctx  # noqa: E402
import fmt  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import genres_e  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
PER_GENRE = 31


def _adult(lo, hi):
    return lambda r: (r.randint(lo, hi), None)


def _mix(p_child, child, adult):
    def f(r):
        if r.random() < p_child:
            return (r.randint(*child), None)
        return (r.randint(*adult), None)
    return f


def _maternal(r):
    if r.random() < 0.3:
        return (r.randint(16, 40), "F")
    return (r.randint(0, 4), None)


def _telehealth(r):
    if r.random() < 0.15:
        return (r.randint(1, 14), None)
    return (r.randint(18, 86), None)


# genre name, builder, age/sex profile
GENRES = [
    ("remote_area_nurse_clinic_note", genres_a.ran_clinic, _mix(0.25, (0, 15), (18, 85))),
    ("retrieval_request", genres_a.retrieval, _mix(0.2, (0, 15), (18, 88))),
    ("telehealth_specialist_consult", genres_a.telehealth, _telehealth),
    ("community_health_worker_home_visit", genres_b.home_visit, _adult(40, 92)),
    ("chronic_disease_care_plan", genres_b.care_plan, _adult(30, 86)),
    ("immunisation_outreach_record", genres_b.immunisation, _mix(0.6, (0, 15), (18, 85))),
    ("patient_travel_escort_form", genres_c.travel_form, _mix(0.2, (1, 15), (18, 88))),
    ("mental_health_outreach_note", genres_c.mental_health, _adult(16, 70)),
    ("maternal_child_health_check", genres_c.maternal_child, _maternal),
    ("medical_evacuation_handover", genres_d.medevac, _mix(0.2, (0, 15), (18, 90))),
    ("return_to_community_discharge_summary", genres_d.discharge, _adult(18, 92)),
    ("remote_pharmacy_supply_record", genres_e.pharmacy, _adult(25, 88)),
    ("ear_health_hearing_outreach", genres_e.ear_health, _mix(0.75, (2, 15), (25, 75))),
]


def build():
    rng = random.Random(213)
    plan = []
    for gi in range(len(GENRES)):
        for k in range(PER_GENRE):
            plan.append((gi, "AU" if k % 2 == 0 else "CA"))
    rng.shuffle(plan)
    total = len(plan)
    lower_flags = [i < total // 6 for i in range(total)]
    rng.shuffle(lower_flags)
    rows = []
    for i, ((gi, country), low) in enumerate(zip(plan, lower_flags)):
        name, fn, prof = GENRES[gi]
        age, sex = prof(rng)
        c = ctx.Ctx(rng, country, age=age, sex=sex)
        n = fmt.Note()
        fn(c, n)
        text = n.text()
        spans = n.spans
        if low:
            lt = text.lower()
            if len(lt) != len(text):
                raise ValueError("lower-casing changed length")
            text = lt
            spans = [dict(s, text=s["text"].lower()) for s in spans]
        for s in spans:
            if text[s["start"]:s["end"]] != s["text"]:
                raise ValueError("offset mismatch in note %d" % (i + 1))
        rows.append({
            "id": "dev213-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]}
                      for s in spans],
            "meta": {"source": "dev213-en", "genre": name, "lowercase": bool(low),
                     "country": "Australia" if country == "AU" else "Canada"},
        })
    return rows


def main():
    rows = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(rows), OUT))


if __name__ == "__main__":
    main()
