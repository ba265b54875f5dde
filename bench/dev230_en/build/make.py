"""Build ../notes.jsonl for dev230_en (author 230).

Usage: python3 make.py [output_path]
All randomness comes from random.Random(230); output is byte-identical across runs
and PYTHONHASHSEED values.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from doc import Doc  # noqa: E402
import phi as X  # noqa: E402
import clin as K  # noqa: E402
import genres_a as GA  # noqa: E402
import genres_b as GB  # noqa: E402
import genres_c as GC  # noqa: E402
import genres_d as GD  # noqa: E402

# genre name -> (function, probability that the note is antenatal, share of UK notes)
GENRES = [
    ("perinatal_referral", GA.referral, 0.5),
    ("initial_assessment_pregnancy", GA.assessment, 1.0),
    ("mbu_admission", GA.mbu_admission, 0.1),
    ("epds_screening_record", GB.epds, 0.4),
    ("medication_advice_letter", GB.med_letter, 0.45),
    ("community_perinatal_home_visit", GB.home_visit, 0.3),
    ("safeguarding_liaison", GC.safeguarding, 0.4),
    ("mdt_birth_plan_meeting", GC.birth_plan, 1.0),
    ("crisis_team_contact", GC.crisis, 0.25),
    ("discharge_letter_gp_hv", GD.discharge, 0.0),
    ("parent_infant_therapy_session", GD.pi_therapy, 0.0),
    ("mbu_nursing_shift_report", GD.nursing, 0.0),
]
PER_GENRE = 36
UK_SHARE = 0.55


def build():
    rng = random.Random(230)
    plan = []
    for g in GENRES:
        plan += [g] * PER_GENRE
    rng.shuffle(plan)
    n = len(plan)
    lower_idx = set(rng.sample(range(n), n // 6))
    out = []
    for i, (gname, fn, p_an) in enumerate(plan):
        country = "UK" if rng.random() < UK_SHARE else "AU"
        antenatal = rng.random() < p_an
        c = X.Ctx(rng, country, antenatal)
        c.style = rng.randrange(3)
        dx = K.pick_dx(rng, antenatal)
        lower = i in lower_idx
        d = Doc(rng, lower=lower, typo=rng.choice([0.0, 0.0, 0.01, 0.03, 0.06]))
        d.v = K.vals(c)
        fn(d, c, dx, K.kw(c, dx))
        text = d.check().rstrip() + "\n"
        for sp in d.spans:
            assert sp["end"] <= len(text)
        rec = {
            "id": "dev230-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                       "text": s["text"]} for s in d.spans],
            "meta": {"source": "dev230-en", "genre": gname, "lowercase": lower, "country": country},
        }
        out.append(rec)
    return out


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "notes.jsonl")
    recs = build()
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for rec in recs:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(recs), os.path.normpath(path)))


if __name__ == "__main__":
    main()
