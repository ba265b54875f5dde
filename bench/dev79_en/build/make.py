"""Build dev79_en/notes.jsonl: synthetic English clinical notes with exact gold PHI spans.

Usage: python3.11 build/make.py      (from bench/dev79_en; writes notes.jsonl and nothing else)
Deterministic: a single random.Random(79) drives every choice.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import g_community  # noqa: E402
import g_legal  # noqa: E402
import g_letters  # noqa: E402
import g_work  # noqa: E402
import phi  # noqa: E402
from ctx import Case  # noqa: E402
from doc import LABEL  # noqa: E402

OUT = os.path.normpath(os.path.join(HERE, "..", "notes.jsonl"))
SEED = 79
N_PER_GENRE = 32

# genre name, builder, case parameters
GENRES = [
    ("gp_referral_letter", g_letters.gp_referral, dict(age_range=(18, 99), old_bias=0.2)),
    ("hospital_clinic_letter", g_letters.clinic_letter, dict(age_range=(18, 99), old_bias=0.2)),
    ("discharge_letter", g_letters.discharge_letter, dict(age_range=(25, 99), old_bias=0.3)),
    ("nhs111_out_of_hours", g_community.ooh_111, dict(age_range=(16, 99), old_bias=0.2)),
    ("community_nursing", g_community.community_nursing, dict(age_range=(45, 101), old_bias=0.45)),
    ("care_home_record", g_community.care_home, dict(age_range=(72, 104), old_bias=0.6)),
    ("mental_health_tribunal_capacity", g_legal.mh_capacity, dict(age_range=(18, 95), old_bias=0.15)),
    ("coroner_solicitor_correspondence", g_legal.coroner_solicitor, dict(age_range=(19, 100), old_bias=0.35)),
    ("occupational_health_insurance", g_work.occ_health_insurance, dict(age_range=(19, 66), old_bias=0.0)),
    ("safeguarding_referral", g_work.safeguarding, dict(age_range=(18, 101), old_bias=0.35)),
    ("ambulance_patient_report", g_work.ambulance_prf, dict(age_range=(16, 101), old_bias=0.25)),
]
CHILD_SHARE = {"nhs111_out_of_hours": 0.2, "safeguarding_referral": 0.35, "ambulance_patient_report": 0.08}


def main():
    rng = random.Random(SEED)
    plan = []
    for gi, g in enumerate(GENRES):
        for i in range(N_PER_GENRE):
            plan.append((gi, i))
    rng.shuffle(plan)
    rows = []
    for n, (gi, i) in enumerate(plan, 1):
        name, fn, params = GENRES[gi]
        terse = (i % 6 == 3)          # about one note in six, each genre, own terse templates
        loc = phi.wchoice(rng, phi.LOCALE_WEIGHTS)
        params = dict(params)
        if rng.random() < CHILD_SHARE.get(name, 0.0):
            params["age_range"] = (0, 15)
            params["old_bias"] = 0.0
        c = Case(rng, loc, name, **params)
        d, layout = fn(rng, c, terse)
        text = d.text()
        spans = [{"start": s, "end": e, "label": LABEL[t], "type": t, "text": text[s:e]} for s, e, t in d.spans]
        rows.append({"id": "dev79-en-%04d" % n, "text": text, "spans": spans,
                     "meta": {"language": "en", "source": "dev79-en", "genre": name, "locale": c.loc.meta,
                              "layout": layout}})
    with open(OUT, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(rows), sum(len(r["spans"]) for r in rows), OUT))


if __name__ == "__main__":
    main()
