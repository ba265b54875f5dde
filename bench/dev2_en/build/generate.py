"""Generate bench/dev2_en/notes.jsonl (deterministic, stdlib only).

Run: PYTHONDONTWRITEBYTECODE=1 python3 build/generate.py
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
from core import Ctx, finalize  # noqa: E402
import genres_a, genres_b, genres_c  # noqa: E402
from pools import SURNAMES  # noqa: E402

SEED = 55021
NOTES_PER_GENRE = 10
genres_a.install(Ctx)

GENRES = [
    ("admission_note", genres_a.admission_note, .35),
    ("progress_note_soap", genres_a.progress_note_soap, .4),
    ("icu_daily_note", genres_a.icu_daily_note, .4),
    ("ed_triage_and_note", genres_a.ed_triage_and_note, .4),
    ("discharge_summary", genres_a.discharge_summary, .2),
    ("discharge_letter_uk", genres_b.discharge_letter_uk, 1.0),
    ("gp_referral_uk", genres_b.gp_referral_uk, 1.0),
    ("outpatient_clinic_letter_uk", genres_b.outpatient_clinic_letter_uk, 1.0),
    ("cardiology_consult", genres_b.cardiology_consult, .4),
    ("oncology_note", genres_b.oncology_note, .4),
    ("labour_and_delivery_note", genres_b.labour_and_delivery_note, .5),
    ("operative_report", genres_b.operative_report, .4),
    ("anaesthesia_record", genres_b.anaesthesia_record, .6),
    ("radiology_report", genres_b.radiology_report, .4),
    ("pathology_report", genres_b.pathology_report, .4),
    ("endoscopy_report", genres_b.endoscopy_report, .5),
    ("nursing_shift_handover", genres_c.nursing_shift_handover, .5),
    ("physiotherapy_note", genres_c.physiotherapy_note, .5),
    ("dietitian_note", genres_c.dietitian_note, .5),
    ("mental_health_assessment", genres_c.mental_health_assessment, .5),
    ("safeguarding_or_social_care_note", genres_c.safeguarding_or_social_care_note, .6),
    ("pharmacy_medication_review", genres_c.pharmacy_medication_review, .4),
    ("patient_email_or_portal_message", genres_c.patient_email_or_portal_message, .4),
    ("clinical_question_forum", genres_c.clinical_question_forum, .4),
    ("insurance_or_legal_correspondence", genres_c.insurance_or_legal_correspondence, .5),
    ("death_certificate_and_bereavement_note", genres_c.death_certificate_and_bereavement_note, .5),
    ("vaccination_record", genres_c.vaccination_record, .5),
    ("dental_note", genres_c.dental_note, .5),
]

# Surnames that double as eponyms / words / places; some patients get them on purpose.
TRICKY_SURNAMES = ["Parkinson", "Foley", "Whipple", "Cushing", "Hodgkin", "Crohn", "Addison", "Graves", "Bell",
                   "Baker", "Murphy", "Barrett", "Paget", "Kent", "Bath", "Lincoln", "Hope", "Day", "Winter",
                   "Church", "Long", "Little", "Friend", "Frost", "Rivers", "Nightingale", "Huntington", "Hartmann"]


def main():
    rng = random.Random(SEED)
    jobs = []
    for g, fn, p_uk in GENRES:
        for k in range(NOTES_PER_GENRE):
            jobs.append((g, fn, p_uk))
    rng.shuffle(jobs)
    out = []
    for i, (g, fn, p_uk) in enumerate(jobs):
        r = random.Random(rng.randint(0, 2**31))
        loc = "UK" if r.random() < p_uk else "US"
        c = Ctx(r, loc, g)
        last = r.choice(TRICKY_SURNAMES) if r.random() < .18 else None
        age = r.randint(19, 97) if g != "labour_and_delivery_note" else r.randint(17, 44)
        sex = "F" if g == "labour_and_delivery_note" else None
        c.patient(sex=sex, age=age, last=last)
        c.hosp = genres_a.hosp(c)
        marked = fn(c)
        text, spans = finalize(marked)
        out.append({"id": f"d2-{i + 1:04d}", "text": text, "spans": spans,
                    "meta": {"source": "dev2-en", "genre": g, "language": "en", "license": "CC0-1.0",
                             "note_date": c.nd.isoformat(), "locale": loc}})
    path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(f"wrote {len(out)} notes, {sum(len(o['spans']) for o in out)} spans -> {path}")


if __name__ == "__main__":
    main()
