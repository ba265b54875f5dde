"""Build bench/dev426_en/notes.jsonl.

usage: python3 build/make.py [OUT_DIR]   (default: the set folder)

All randomness comes from the single random.Random(426) created here and
passed down; pools are lists and are iterated in order."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from doc import Doc  # noqa: E402
from ctx import Ctx  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import genres_e  # noqa: E402

GENRES = [
    ("sepsis_screening_tool", genres_a.sepsis_screen),
    ("critical_care_outreach_review", genres_a.outreach_review),
    ("rapid_response_call_record", genres_a.rrt_call),
    ("icu_referral_admission_note", genres_b.icu_referral),
    ("ward_escalation_log", genres_b.escalation_log),
    ("stepdown_followup_visit", genres_b.stepdown_followup),
    ("antimicrobial_stewardship_review", genres_c.ams_review),
    ("handover_sheet", genres_c.handover),
    ("morbidity_review_summary", genres_c.mm_review),
    ("letter_to_gp_after_icu", genres_d.gp_letter),
    ("icu_discharge_summary", genres_d.icu_discharge),
    ("microbiology_critical_result_call", genres_d.micro_call),
    ("family_communication_note", genres_e.family_meeting),
    ("sepsis_alert_audit_trail", genres_e.alert_audit),
]
PER_GENRE = 32
COUNTRIES = ["GB", "US", "CA", "AU", "IE", "NZ"]
WEIGHTS = [30, 27, 11, 13, 10, 9]


def build(rng):
    jobs = []
    for name, fn in GENRES:
        jobs.extend([(name, fn)] * PER_GENRE)
    rng.shuffle(jobs)
    total = len(jobs)
    lower = set(rng.sample(range(total), round(total / 6)))
    out = []
    for i, (name, fn) in enumerate(jobs):
        country = rng.choices(COUNTRIES, weights=WEIGHTS)[0]
        c = Ctx(rng, country)
        d = Doc(rng, lower=i in lower)
        fn(rng, c, d)
        out.append({
            "id": "dev426-%04d" % (i + 1),
            "text": d.text(),
            "spans": d.spans,
            "meta": {"source": "dev426-en", "genre": name, "lowercase": i in lower, "country": country},
        })
    return out


def main(argv):
    out_dir = argv[1] if len(argv) > 1 else os.path.dirname(HERE)
    os.makedirs(out_dir, exist_ok=True)
    notes = build(random.Random(426))
    path = os.path.join(out_dir, "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for n in notes:
            fh.write(json.dumps(n, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(n["spans"]) for n in notes), path))


if __name__ == "__main__":
    main(sys.argv)
