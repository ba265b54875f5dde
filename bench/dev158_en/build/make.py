"""Build bench/dev158_en/notes.jsonl. Run from bench/dev158_en: python3 build/make.py"""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pools as P                      # noqa: E402
from core import Doc, lowercase_note   # noqa: E402
from phi import Gen                    # noqa: E402
import genres_ward as GW               # noqa: E402
import genres_flow as GF               # noqa: E402
import genres_docs as GD               # noqa: E402
import genres_misc as GM               # noqa: E402
import genres_alt as GA                # noqa: E402

GENRES = [
    ("ward_handover_sheet", GW.handover),
    ("bed_management_meeting_notes", GF.bed_meeting),
    ("patient_journey_board_export", GF.journey_board),
    ("ward_clerk_adt_log", (GF.clerk_log, GF.clerk_log, GA.clerk_table)),
    ("nursing_care_plan_review", GW.care_plan),
    ("discharge_lounge_list", GF.lounge),
    ("transfer_of_care_summary", (GD.transfer_summary, GD.transfer_summary, GA.transfer_isbar)),
    ("met_call_record", (GW.met_call, GW.met_call, GA.met_terse)),
    ("clinical_incident_report", (GD.incident, GD.incident, GD.incident, GA.incident_email)),
    ("visitor_escort_log", GM.visitor_log),
    ("patient_transport_booking", GM.transport),
    ("property_valuables_register", GM.property_register),
    ("family_meeting_note", GW.family_meeting),
]
PER_GENRE = 34
LOWER_RATE = 1 / 6


def build(out_path):
    rng = random.Random(158)
    plan = [name for name, _ in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(plan)
    funcs = dict(GENRES)
    n_lower = round(len(plan) * LOWER_RATE)
    lower_idx = set(rng.sample(range(len(plan)), n_lower))
    recs = []
    for i, genre in enumerate(plan):
        site = rng.choice(P.SITES)
        g = Gen(rng, site)
        doc = Doc()
        fn = funcs[genre]
        if isinstance(fn, tuple):
            fn = rng.choice(fn)
        fn(g, doc)
        text = doc.text().rstrip("\n") + "\n"
        spans = doc.spans
        low = i in lower_idx
        if low:
            text, spans = lowercase_note(text, spans)
        recs.append({
            "id": "dev158-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev158-en", "genre": genre, "lowercase": low, "country": g.cc},
        })
    with open(out_path, "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    return recs


if __name__ == "__main__":
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    recs = build(os.path.join(here, "notes.jsonl"))
    print("wrote %d notes, %d spans" % (len(recs), sum(len(r["spans"]) for r in recs)))
