"""Generate bench/dev_en/notes.jsonl (stdlib only, deterministic)."""
import datetime as dt
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from core import Ctx, finalize  # noqa: E402
import genres_a as A  # noqa: E402
import genres_b as B  # noqa: E402

SEED = 7319
# genre -> (count, share of UK locale)
GENRES = [
    ("discharge_summary", A.discharge_summary, 18, 0.2), ("history_and_physical", A.history_and_physical, 16, 0.15),
    ("progress_note", A.progress_note, 16, 0.15), ("ed_note", A.ed_note, 14, 0.15),
    ("icu_flowsheet_note", A.icu_flowsheet_note, 13, 0.15), ("radiology_report", A.radiology_report, 13, 0.25),
    ("pathology_report", A.pathology_report, 13, 0.25), ("operative_note", A.operative_note, 13, 0.2),
    ("nursing_note", A.nursing_note, 13, 0.25), ("referral_letter", A.referral_letter, 16, 0.5),
    ("clinic_letter_uk", A.clinic_letter_uk, 16, 1.0), ("telephone_encounter", A.telephone_encounter, 13, 0.15),
    ("medication_reconciliation", B.medication_reconciliation, 13, 0.2), ("problem_list", B.problem_list, 13, 0.15),
    ("patient_portal_message", B.patient_portal_message, 13, 0.1), ("short_clinical_question", B.short_clinical_question, 18, 0.35),
    ("social_work_note", B.social_work_note, 14, 0.2), ("physical_therapy_note", B.physical_therapy_note, 13, 0.2),
    ("psychiatry_note", B.psychiatry_note, 14, 0.2), ("obstetric_note", B.obstetric_note, 13, 0.2),
    ("pediatric_well_visit", B.pediatric_well_visit, 13, 0.15), ("home_health_visit", B.home_health_visit, 13, 0.1),
    ("death_summary", B.death_summary, 13, 0.2), ("medicolegal_report_uk", B.medicolegal_report_uk, 16, 1.0),
]


def main():
    rng = random.Random(SEED)
    jobs = []
    for g, fn, n, uk in GENRES:
        for _ in range(n):
            jobs.append((g, fn, uk))
    rng.shuffle(jobs)
    here = os.path.dirname(os.path.abspath(__file__))
    out_path = os.path.join(here, "..", "notes.jsonl")
    start = dt.date(2016, 1, 1)
    with open(out_path, "w", encoding="utf-8") as fh:
        for i, (g, fn, uk) in enumerate(jobs, 1):
            nr = random.Random(SEED * 1000 + i)
            locale = "UK" if nr.random() < uk else "US"
            nd = start + dt.timedelta(days=nr.randint(0, 3450))
            ctx = Ctx(nr, g, locale, nd, i)
            marked = fn(ctx).strip("\n")
            text, spans = finalize(marked)
            rec = {"id": f"dv-{i:04d}", "text": text, "spans": spans,
                   "meta": {"source": "dev-en", "genre": g, "language": "en", "license": "CC0-1.0",
                            "note_date": nd.isoformat(), "locale": "UK" if ctx.uk else "US"}}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(jobs)} notes to {os.path.normpath(out_path)}")


if __name__ == "__main__":
    main()
