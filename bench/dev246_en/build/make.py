#!/usr/bin/env python3
"""Build bench/dev246_en/notes.jsonl (author 246).

Usage: python3 make.py [OUTPUT_PATH]
All randomness comes from random.Random(246); no sets are iterated; output is byte-identical
under any PYTHONHASHSEED.  Offsets are recorded while each note is assembled (phi.Note)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import phi as H  # noqa: E402
import blocks as B  # noqa: E402
import genres_a as GA  # noqa: E402
import genres_b as GB  # noqa: E402
import genres_c as GC  # noqa: E402
import genres_d as GD  # noqa: E402

SEED = 246
PER_GENRE = 52
GENRES = [
    ("street_outreach_encounter", GA.street_outreach),
    ("shelter_clinic_visit", GA.shelter_clinic),
    ("mobile_van_clinic_log", GA.mobile_van_log),
    ("harm_reduction_needle_exchange", GB.harm_reduction),
    ("housing_first_case_conference", GB.case_conference),
    ("field_wound_care", GB.field_wound_care),
    ("discharge_to_shelter_handover", GC.discharge_handover),
    ("benefits_id_assistance", GC.benefits_id),
    ("mental_health_outreach_assessment", GC.mh_outreach),
    ("telephone_text_followup", GD.phone_text),
    ("overdose_response_report", GD.overdose_response),      # own genre
    ("medical_respite_intake", GD.respite_intake),           # own genre
]
COUNTRIES = ["US"] * 4 + ["CA"] * 3 + ["UK"] * 3


def build():
    rng = random.Random(SEED)
    plan = []
    for gi in range(len(GENRES)):
        plan += [gi] * PER_GENRE
    rng.shuffle(plan)
    n = len(plan)
    lower_idx = sorted(rng.sample(range(n), round(n / 6)))
    lower_flag = [False] * n
    for i in lower_idx:
        lower_flag[i] = True
    rows = []
    for i, gi in enumerate(plan):
        gname, fn = GENRES[gi]
        country = rng.choice(COUNTRIES)
        c = H.Ctx(rng, country, lower_flag[i], gname)
        B.fix_jobs(c)
        fn(c)
        text = c.n.text().rstrip()
        spans = c.n.spans
        for s in spans:
            if s["end"] > len(text) or text[s["start"]:s["end"]] != s["text"]:
                raise AssertionError("offset mismatch in note %d" % (i + 1))
        rows.append({
            "id": "dev246-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]}
                      for s in spans],
            "meta": {"source": "dev246-en", "genre": gname, "lowercase": lower_flag[i], "country": country},
        })
    return rows


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    rows = build()
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(rows), sum(len(r["spans"]) for r in rows), out))


if __name__ == "__main__":
    main()
