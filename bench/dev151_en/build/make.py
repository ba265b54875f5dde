"""Build ../notes.jsonl for dev151_en (perioperative care, UK/IE/AU/NZ).

Run from bench/dev151_en:  python3 build/make.py
Every span is recorded while its piece is appended (single pass); nothing is searched afterwards.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
from makers import Case  # noqa: E402

GENRES = [
    ("preassessment_clinic_note", genres_a.preassess),
    ("anaesthetic_chart", genres_a.anaes_chart),
    ("operation_note", genres_a.op_note),
    ("theatre_list", genres_a.theatre_list),
    ("who_safety_checklist", genres_b.who_checklist),
    ("recovery_pacu_handover", genres_b.pacu_handover),
    ("surgical_ward_round", genres_b.ward_round),
    ("day_surgery_discharge_letter", genres_b.dsu_discharge),
    ("postop_telephone_followup", genres_b.phone_followup),
    ("histology_request_report", genres_c.histology),
    ("consent_form_summary", genres_c.consent),
    ("gp_surgical_referral_letter", genres_c.referral),
    ("implant_registry_record", genres_c.implant_record),
    ("perioperative_incident_report", genres_d.incident_report),
    ("surgical_admission_registration", genres_d.admission),
]
PER_GENRE = 44


def main():
    rng = random.Random(151)
    jobs = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(jobs)
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    rows = []
    for i, (gname, fn) in enumerate(jobs, 1):
        case = Case(rng)
        note = fn(rng, case)
        text = note.text()
        lower = rng.random() < 1 / 6
        if lower:
            low = text.lower()
            assert len(low) == len(text)
            text = low
        spans = []
        for s in note.spans:
            assert note.text()[s["start"]:s["end"]] == s["text"]
            spans.append({"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                          "text": text[s["start"]:s["end"]]})
        rows.append({"id": "dev151-%04d" % i, "text": text, "spans": spans,
                     "meta": {"source": "dev151-en", "genre": gname, "lowercase": lower,
                              "country": case.country}})
    with open(out, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(rows), sum(len(r["spans"]) for r in rows), out))


if __name__ == "__main__":
    main()
