"""Build ../notes.jsonl (dev156_en). Python 3 standard library only; seeded with random.Random(156)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import genres_nicu as GN  # noqa: E402
import genres_clinic as GC  # noqa: E402
import genres_hosp as GH  # noqa: E402
import genres_comm as GM  # noqa: E402

GENRES = [
    ("nicu_admission", GN.nicu_admission),
    ("nicu_progress", GN.nicu_progress),
    ("well_child_visit", GC.well_child),
    ("paediatric_ed", GH.ped_ed),
    ("paediatric_discharge_summary", GH.discharge),
    ("school_nurse_health_plan", GM.school_plan),
    ("child_protection_consult", GH.child_protection),
    ("growth_development_assessment", GC.growth_dev),
    ("newborn_hearing_screen", GN.hearing_screen),
    ("specialist_referral_letter", GM.referral),
    ("vaccine_catchup_schedule", GC.vaccine_catchup),
    ("neonatal_transport_record", GN.neonatal_transport),
    ("lactation_consult", GC.lactation),
    ("after_hours_phone_triage", GM.phone_triage),
]
PER_GENRE = 44


def main():
    rng = random.Random(156)
    plan = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(plan)
    out = []
    for i, (name, fn) in enumerate(plan, 1):
        doc, country = fn(rng)
        text = doc.text()
        lower = rng.random() < 1 / 6
        if lower and len(text.lower()) == len(text):
            text = text.lower()
        else:
            lower = False
        spans = []
        for s in doc.spans:
            spans.append({"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                          "text": text[s["start"]:s["end"]]})
        out.append({"id": "dev156-%04d" % i, "text": text, "spans": spans,
                    "meta": {"source": "dev156-en", "genre": name, "lowercase": lower, "country": country}})
    path = os.path.join(HERE, "..", "notes.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans to %s" % (len(out), sum(len(o["spans"]) for o in out), os.path.normpath(path)))


if __name__ == "__main__":
    main()
