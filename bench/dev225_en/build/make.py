"""Build ../notes.jsonl for dev225_en (author 225). Standard library only; all
randomness from random.Random(225). Usage: python3 make.py"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from doc import Doc  # noqa: E402
import phi as H  # noqa: E402
import clin as C  # noqa: E402
import g_school  # noqa: E402
import g_psych  # noqa: E402
import g_clinic  # noqa: E402
import g_letters  # noqa: E402
import g_home  # noqa: E402

# genre -> (builder, settings it draws from)
GENRES = [
    ("school_nurse_visit_log", g_school.school_nurse, ["young", "young", "teen"]),
    ("heeadsss_psychosocial_assessment", g_psych.heeadsss, ["teen", "young", "teen", "uni"]),
    ("sports_preparticipation_physical", g_clinic.sports_physical, ["teen", "teen", "young", "uni"]),
    ("student_health_walk_in", g_clinic.walkin, ["uni"]),
    ("immunization_catch_up_record", g_school.immunization, ["young", "teen", "uni"]),
    ("eating_disorder_progress_note", g_psych.eating_disorder, ["teen", "young", "uni"]),
    ("confidential_sexual_health_visit", g_clinic.sexual_health, ["teen", "uni", "uni"]),
    ("counselling_service_intake", g_psych.counselling, ["uni", "uni", "teen"]),
    ("guardian_phone_call_consent", g_home.guardian_call, ["young", "teen", "teen"]),
    ("referral_letter", g_letters.referral, ["teen", "young", "uni"]),
    ("concussion_return_to_learn", g_letters.concussion, ["teen", "young", "uni"]),
    ("diabetes_school_care_plan", g_home.diabetes_plan, ["young", "young", "teen"]),
    ("patient_portal_message_thread", g_letters.portal, ["uni", "teen", "young"]),
]
PER_GENRE = 31


def build():
    rng = random.Random(225)
    order = []
    for i, g in enumerate(GENRES):
        order += [i] * PER_GENRE
    rng.shuffle(order)
    n = len(order)
    lower_idx = sorted(rng.sample(range(n), n // 6 + 1))
    lower_set = {}
    for k in lower_idx:
        lower_set[k] = True
    out = []
    for k, gi in enumerate(order):
        name, fn, settings = GENRES[gi]
        country = "US" if rng.random() < 0.55 else "NZ"
        setting = rng.choice(settings)
        case = H.Case(rng, country, setting)
        lower = k in lower_set
        d = Doc(rng, lower=lower, typo_rate=rng.choice([0.0, 0.0, 0.02, 0.04, 0.08]))
        fn(d, case, rng)
        if name not in ("referral_letter", "patient_portal_message_thread") and rng.random() < 0.2:
            C.addendum(d, rng, case, rng.choice(case.styles()))
        text = d.text().rstrip()
        rec = {
            "id": "dev225-%04d" % (k + 1),
            "text": text,
            "spans": d.spans,
            "meta": {"source": "dev225-en", "genre": name, "lowercase": lower,
                     "country": country},
        }
        out.append(rec)
    return out


def main():
    recs = build()
    path = os.path.join(HERE, "..", "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d notes to %s" % (len(recs), os.path.normpath(path)))


if __name__ == "__main__":
    main()
