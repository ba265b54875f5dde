"""Build bench/dev144_en/notes.jsonl. Deterministic: all randomness comes
from one random.Random(144)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import phi  # noqa: E402
import genres_a as A  # noqa: E402
import genres_b as B  # noqa: E402
import genres_c as C  # noqa: E402
import genres_d as D  # noqa: E402

SEED = 144
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# genre name -> (function, number of notes, country weights US/CA/AU/UK)
GENRES = [
    ("triage_note", A.triage_note, 40, (3, 2, 2, 2)),
    ("ed_physician_note", A.ed_physician_note, 40, (4, 2, 2, 2)),
    ("ed_nursing_note", A.ed_nursing_note, 40, (3, 2, 2, 2)),
    ("bed_board", A.bed_board, 40, (3, 2, 2, 2)),
    ("shift_handover", B.shift_handover, 40, (2, 2, 2, 3)),
    ("resus_trauma_record", B.resus_trauma_record, 40, (3, 2, 2, 2)),
    ("amu_clerking", B.amu_clerking, 40, (1, 2, 3, 4)),
    ("observation_unit_note", B.observation_unit_note, 40, (4, 2, 2, 2)),
    ("ambulance_handover", C.ambulance_handover, 40, (3, 2, 3, 2)),
    ("discharge_instructions", C.discharge_instructions, 40, (3, 2, 2, 2)),
    ("admission_request", C.admission_request, 40, (3, 2, 2, 2)),
    ("transfer_note", C.transfer_note, 40, (3, 2, 2, 2)),
    ("incident_security_report", D.incident_security_report, 40, (2, 2, 2, 3)),
    ("mh_liaison_assessment", D.mh_liaison_assessment, 40, (2, 2, 2, 2)),
    ("ed_callback_log", D.ed_callback_log, 40, (3, 2, 2, 2)),
]
COUNTRIES = ["US", "CA", "AU", "UK"]


def main():
    rng = random.Random(SEED)
    jobs = []
    for name, fn, n, w in GENRES:
        for _ in range(n):
            jobs.append((name, fn, rng.choices(COUNTRIES, weights=w)[0]))
    rng.shuffle(jobs)
    n_lower = round(len(jobs) / 6)
    lower = set(rng.sample(range(len(jobs)), n_lower))
    rows = []
    for i, (name, fn, country) in enumerate(jobs):
        lc = i in lower
        ctx = phi.Ctx(rng, country, lower=lc)
        doc = fn(ctx)
        text = doc.text()
        spans = []
        for s in doc.spans:
            assert text[s["start"]:s["end"]] == s["text"]
            spans.append({"start": s["start"], "end": s["end"], "label": s["label"],
                          "type": s["type"], "text": s["text"]})
        rows.append({"id": "dev144-%04d" % (i + 1), "text": text, "spans": spans,
                     "meta": {"source": "dev144-en", "genre": name, "lowercase": lc,
                              "country": country}})
    with open(OUT, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(rows), sum(len(r["spans"]) for r in rows), OUT))


if __name__ == "__main__":
    main()
