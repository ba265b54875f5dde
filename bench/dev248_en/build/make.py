#!/usr/bin/env python3
"""Build bench/dev248_en/notes.jsonl (author 248).  Standard library only; all randomness from Random(248).

Usage: python3 make.py [output_path | -]      ("-" writes the JSONL to stdout)
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import common  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
from note import Note  # noqa: E402

SEED = 248
PER_GENRE = 33

# genre name, writer, scenario-group weights, need_labs
GENRES = [
    ("poison_centre_case_record", genres_a.pcc_case, {"peds": 4, "adult": 3, "work": 1, "bite": 1, "med": 1}, False),
    ("follow_up_call_log", genres_a.followup_log, {"peds": 2, "adult": 4, "work": 1, "bite": 1, "med": 1}, False),
    ("nurse_triage_line_encounter", genres_a.nurse_triage, {"peds": 3, "adult": 2, "work": 1, "bite": 2, "med": 2}, False),
    ("dispatch_call_taker_record", genres_a.dispatch, {"peds": 2, "adult": 4, "work": 2, "bite": 2}, False),
    ("toxicology_consult_note", genres_b.tox_consult, {"peds": 1, "adult": 5, "work": 1, "bite": 1}, True),
    ("workplace_exposure_report", genres_b.workplace, {"work": 1}, False),
    ("paediatric_ingestion_advice_note", genres_b.peds_ingestion, {"peds": 1}, False),
    ("bite_envenomation_advice_note", genres_b.bite_envenom, {"bite": 1}, False),
    ("callback_summary_primary_care", genres_c.callback_pcp, {"peds": 2, "adult": 3, "work": 1, "bite": 1, "med": 2}, False),
    ("call_quality_review", genres_c.qa_review, {"peds": 2, "adult": 2, "work": 1, "bite": 1, "med": 1}, False),
    ("medication_error_call_record", genres_c.med_error, {"med": 1}, False),
    ("ems_patient_care_report", genres_d.ems_handover, {"peds": 1, "adult": 4, "work": 1, "bite": 1}, False),
    ("verbatim_call_transcript", genres_d.call_transcript, {"peds": 3, "adult": 2, "work": 1, "bite": 1, "med": 1}, False),
]
COUNTRY_W = [("US", 45), ("CA", 25), ("AU", 30)]


def build():
    rng = random.Random(SEED)
    plan = []
    for gi in range(len(GENRES)):
        plan += [gi] * PER_GENRE
    rng.shuffle(plan)
    total = len(plan)
    lower_ids = sorted(rng.sample(range(total), round(total / 6)))
    lower_flags = [False] * total
    for i in lower_ids:
        lower_flags[i] = True
    out = []
    for i, gi in enumerate(plan):
        name, fn, gw, need_labs = GENRES[gi]
        keys = sorted(gw)
        grp = rng.choices(keys, weights=[gw[k] for k in keys])[0]
        country = rng.choices([k for k, _ in COUNTRY_W], weights=[w for _, w in COUNTRY_W])[0]
        c = common.new_case(rng, country, grp, need_labs=need_labs)
        n = Note(lower=lower_flags[i], rng=rng, typos=rng.choice([0, 0, 1, 1, 2]))
        fn(c, n)
        text, spans = n.finish()
        spans.sort(key=lambda s: (s["start"], s["end"]))
        out.append({
            "id": "dev248-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev248-en", "genre": name, "lowercase": lower_flags[i], "country": country},
        })
    return out


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    notes = build()
    data = "".join(json.dumps(rec, ensure_ascii=False) + "\n" for rec in notes).encode("utf-8")
    if path == "-":
        sys.stdout.buffer.write(data)
        return
    with open(path, "wb") as fh:
        fh.write(data)
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(r["spans"]) for r in notes), path))


if __name__ == "__main__":
    main()
