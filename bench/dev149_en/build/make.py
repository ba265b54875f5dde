"""Build ../notes.jsonl for dev149_en. Python 3 stdlib only; deterministic (random.Random(149))."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import genres_a as A  # noqa: E402
import genres_b as B  # noqa: E402
import genres_c as G  # noqa: E402

GENRES = [
    ("cardiology_clinic_letter", A.cardiology_letter),
    ("echo_cath_report", A.echo_cath),
    ("oncology_treatment_summary", A.onc_summary),
    ("infusion_nursing_note", A.infusion_note),
    ("dialysis_run_sheet", A.dialysis_run),
    ("rheumatology_followup", B.rheum_followup),
    ("endocrine_consult", B.endo_consult),
    ("gi_endoscopy_report", B.gi_endoscopy),
    ("prior_authorization_request", B.prior_auth),
    ("tumor_board_summary", B.tumor_board),
    ("referral_fax_cover", G.fax_cover),
    ("anticoag_telephone_encounter", G.anticoag_phone),
    ("device_remote_monitoring", G.device_remote),
    ("nephrology_discharge_summary", G.neph_discharge),
]
PER_GENRE = 32


def main():
    rng = random.Random(149)
    jobs = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(jobs)
    out = os.path.join(HERE, "..", "notes.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for i, (name, fn) in enumerate(jobs, 1):
            doc = fn(rng)
            lower = rng.random() < 1 / 6
            text, spans, lower = doc.finish(lowercase=lower)
            rec = {"id": "dev149-%04d" % i, "text": text, "spans": spans,
                   "meta": {"source": "dev149-en", "genre": name, "lowercase": lower, "country": "US"}}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(jobs), os.path.normpath(out)))


if __name__ == "__main__":
    main()
