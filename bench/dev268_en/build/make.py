"""Build bench/dev268_en/notes.jsonl (author 268).

Usage (from bench/dev268_en):  python3 build/make.py [--out PATH]
All randomness comes from one random.Random(268) object passed down explicitly.
"""
import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

from genres_report import gen_np_report, gen_medicolegal  # noqa: E402
from genres_letters import gen_feedback_letter, gen_referral, gen_gp_letter  # noqa: E402
from genres_notes import gen_rehab, gen_phone, gen_school  # noqa: E402
from genres_misc import gen_capacity, gen_rtw  # noqa: E402
from genres_own import gen_epilepsy, gen_tele, gen_intake  # noqa: E402

GENRES = [
    ("np_assessment_report", gen_np_report),
    ("capacity_assessment", gen_capacity),
    ("cognitive_rehab_session", gen_rehab),
    ("feedback_letter", gen_feedback_letter),
    ("referral_letter", gen_referral),
    ("return_to_study_work", gen_rtw),
    ("medicolegal_report", gen_medicolegal),
    ("school_liaison", gen_school),
    ("gp_clinic_letter", gen_gp_letter),
    ("telephone_encounter", gen_phone),
    ("epilepsy_presurgical", gen_epilepsy),       # own genre 1
    ("teleneuropsych_session", gen_tele),         # own genre 2
    ("intake_questionnaire", gen_intake),         # own genre 3
]
PER_GENRE = 34
COUNTRIES = ["UK", "US", "AU", "CA"]


def build(rng):
    jobs = []
    for gid, fn in GENRES:
        cs = (COUNTRIES * ((PER_GENRE // len(COUNTRIES)) + 1))[:PER_GENRE]
        rng.shuffle(cs)
        for ctry in cs:
            jobs.append((gid, fn, ctry))
    rng.shuffle(jobs)
    total = len(jobs)
    lower = set(rng.sample(range(total), round(total / 6)))
    out = []
    for i, (gid, fn, ctry) in enumerate(jobs):
        note, _case = fn(rng, ctry)
        lc = i in lower
        text, spans = note.finish(lowercase=lc)
        out.append({
            "id": "dev268-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev268-en", "genre": gid, "lowercase": lc, "country": ctry},
        })
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    a = ap.parse_args()
    notes = build(random.Random(268))
    with open(a.out, "w", encoding="utf-8", newline="\n") as f:
        for obj in notes:
            f.write(json.dumps(obj, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(o["spans"]) for o in notes), a.out))


if __name__ == "__main__":
    main()
