"""Build bench/dev145_en/notes.jsonl (deterministic, seed 145).

Usage: python3 bench/dev145_en/build/make.py
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import genres_a as GA  # noqa: E402
import genres_b as GB  # noqa: E402
import genres_c as GC  # noqa: E402
from phi import Ctx, Doc  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
SEED = 145

# genre name -> (function, number of notes)
GENRES = [
    ("pharmacy_consultation", GA.pharmacy_consult, 38),
    ("vaccination_record", GA.vaccination_record, 38),
    ("mass_immunisation_log", GA.mass_log, 32),
    ("travel_clinic", GA.travel_clinic, 36),
    ("medication_review", GA.med_review, 36),
    ("medication_reconciliation", GA.med_rec, 34),
    ("controlled_drug_log", GB.cd_register, 32),
    ("rx_clarification_call", GB.rx_clarify, 38),
    ("pharmacist_prescribing", GB.pharm_prescribing, 36),
    ("adverse_event_report", GB.ae_report, 36),
    ("anticoagulation_note", GB.anticoag, 34),
    ("methadone_dispensing", GB.methadone, 34),
    ("care_home_med_audit", GC.care_home_audit, 32),
    ("cold_chain_inventory_log", GC.cold_chain, 32),
    ("dispensing_incident_report", GC.incident, 34),
    ("portal_refill_message", GC.portal, 36),
    ("home_delivery_run_sheet", GC.delivery, 32),
]
COUNTRIES = ["US", "US", "US", "US", "CA", "CA", "CA", "UK", "UK", "UK"]


def build():
    rng = random.Random(SEED)
    tasks = []
    for name, fn, n in GENRES:
        for i in range(n):
            tasks.append((name, fn, COUNTRIES[(i * 7 + len(name)) % len(COUNTRIES)]))
    rng.shuffle(tasks)
    n_lower = round(len(tasks) / 6)
    lower_idx = set(rng.sample(range(len(tasks)), n_lower))
    records = []
    for i, (name, fn, country) in enumerate(tasks):
        lower = i in lower_idx
        x = Ctx(rng, country)
        d = Doc(lower=lower)
        fn(x, d)
        text = d.text().rstrip()
        spans = [s for s in d.spans]
        assert all(s["end"] <= len(text) for s in spans)
        records.append({
            "id": "dev145-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]}
                      for s in spans],
            "meta": {"source": "dev145-en", "genre": name, "lowercase": lower, "country": country},
        })
    return records


def main():
    recs = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(recs), sum(len(r["spans"]) for r in recs), OUT))


if __name__ == "__main__":
    main()
