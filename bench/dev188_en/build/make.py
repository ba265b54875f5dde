"""Build /work/main/bench/dev188_en/notes.jsonl (author 188). Python 3.11 stdlib only.

Usage: python3 build/make.py
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import fmt as F  # noqa: E402
from ctx import Ctx  # noqa: E402
import genres_a as GA  # noqa: E402
import genres_b as GB  # noqa: E402
import genres_c as GC  # noqa: E402
import genres_d as GD  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
PER_GENRE = 34

GENRES = [
    ("ambulance patient care report", GA.ambulance_pcr),
    ("dispatch/CAD log", GA.dispatch_cad),
    ("ED triage note", GA.ed_triage),
    ("ED physician note", GA.ed_physician),
    ("trauma team activation record", GB.trauma_activation),
    ("interfacility transfer form", GB.interfacility_transfer),
    ("poison control call note", GB.poison_control),
    ("police/coroner liaison note", GB.police_coroner),
    ("ED nursing flowsheet", GC.nursing_flowsheet),
    ("ED discharge instructions", GC.discharge_instructions),
    ("EMS refusal of transport form", GC.ems_refusal),
    ("ED shift handoff board", GD.shift_handoff),
    ("base hospital medical control log", GD.medcontrol_radio),
]


def build():
    r = random.Random(188)
    plan = []
    for gi in range(len(GENRES)):
        plan.extend([gi] * PER_GENRE)
    r.shuffle(plan)
    total = len(plan)
    lower_idx = set(r.sample(range(total), round(total / 6)))
    notes = []
    for i, gi in enumerate(plan):
        name, fn = GENRES[gi]
        country = "US" if r.random() < 0.62 else "CA"
        low = i in lower_idx
        c = Ctx(r, country, low)
        n = F.Note(low)
        fn(r, c, n)
        text = n.text()
        spans = sorted(n.spans, key=lambda s: (s["start"], s["end"]))
        for s in spans:
            assert text[s["start"]:s["end"]] == s["text"], (i, s)
        notes.append({
            "id": f"dev188-{i + 1:04d}",
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                       "text": s["text"]} for s in spans],
            "meta": {"source": "dev188-en", "genre": name, "lowercase": low, "country": country},
        })
    return notes


def main():
    notes = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for nt in notes:
            fh.write(json.dumps(nt, ensure_ascii=False, sort_keys=False) + "\n")
    nsp = sum(len(x["spans"]) for x in notes)
    print(f"wrote {len(notes)} notes, {nsp} spans -> {OUT}")


if __name__ == "__main__":
    main()
