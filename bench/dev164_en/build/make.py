"""Build bench/dev164_en/notes.jsonl (deterministic; Python 3 standard library only).

Run from bench/dev164_en:  python3 build/make.py && python3 build/check.py
"""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import core  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import genres_e  # noqa: E402
import phi  # noqa: E402

SEED = 164
PER_GENRE = 36
LOWER_FRACTION = 1.0 / 6.0

DEFAULT_MIX = [("UK", 50), ("IE", 22), ("AU", 28)]
# (genre name, builder, country mix, age range)
GENRES = [
    ("mha_assessment_record", genres_a.mha_assessment, DEFAULT_MIX, (18, 82)),
    ("ward_round_review", genres_a.ward_round, DEFAULT_MIX, (18, 80)),
    ("risk_assessment", genres_a.risk_assessment, DEFAULT_MIX, (18, 75)),
    ("care_plan_review", genres_b.care_plan_review, DEFAULT_MIX, (18, 80)),
    ("section17_leave_record", genres_b.s17_leave, [("UK", 70), ("IE", 15), ("AU", 15)], (18, 75)),
    ("community_caseload_list", genres_b.caseload_list, DEFAULT_MIX, (18, 80)),
    ("crisis_team_contact_log", genres_c.crisis_log, DEFAULT_MIX, (18, 80)),
    ("tribunal_report", genres_c.tribunal_report, DEFAULT_MIX, (18, 75)),
    ("discharge_letter_gp", genres_c.discharge_letter, DEFAULT_MIX, (18, 85)),
    ("observation_engagement_record", genres_d.obs_record, DEFAULT_MIX, (18, 85)),
    ("clozapine_depot_clinic", genres_d.clozapine_clinic, DEFAULT_MIX, (19, 75)),
    ("referral_triage", genres_d.referral_triage, DEFAULT_MIX, (18, 70)),
    ("place_of_safety_record", genres_e.place_of_safety, [("UK", 60), ("IE", 15), ("AU", 25)], (18, 70)),
    ("telehealth_review", genres_e.telehealth_review, [("AU", 60), ("UK", 20), ("IE", 20)], (18, 80)),
]


def build():
    rng = random.Random(SEED)
    plan = []
    for gi, g in enumerate(GENRES):
        plan.extend([gi] * PER_GENRE)
    rng.shuffle(plan)
    n_lower = round(len(plan) * LOWER_FRACTION)
    lower_idx = sorted(rng.sample(range(len(plan)), n_lower))
    lower_set = {i: True for i in lower_idx}
    out = []
    for i, gi in enumerate(plan):
        name, fn, mix, (alo, ahi) = GENRES[gi]
        country = phi.wpick(rng, mix)
        ctx = core.Ctx(rng, country, alo, ahi)
        doc = fn(rng, ctx)
        text = doc.text()
        spans = doc.spans
        low = lower_set.get(i, False)
        if low:
            text, spans = core.lowercase(text, spans)
        rec = {
            "id": "dev164-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                       "text": s["text"]} for s in spans],
            "meta": {"source": "dev164-en", "genre": name, "lowercase": low, "country": country},
        }
        out.append(rec)
    return out


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "..", "notes.jsonl")
    recs = build()
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(recs), os.path.normpath(path)))


if __name__ == "__main__":
    main()
