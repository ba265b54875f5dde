"""Build bench/dev211_en/notes.jsonl (author 211). Python 3.11 stdlib only; all randomness from random.Random(211)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import g1  # noqa: E402
import g2  # noqa: E402
import g3  # noqa: E402
import g4  # noqa: E402
from common import Ctx, Note  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# genre -> number of notes (explicit order; never derived from set or hash order)
PLAN = [
    ("transfusion_request_crossmatch", 32),
    ("blood_bank_issue_log", 31),
    ("transfusion_reaction_report", 31),
    ("anticoagulation_inr_log", 32),
    ("haemophilia_clinic_letter", 31),
    ("sickle_cell_day_unit_note", 32),
    ("apheresis_procedure_record", 31),
    ("massive_transfusion_protocol_record", 31),
    ("iron_infusion_note", 32),
    ("haematology_phone_results_call", 33),
    ("bone_marrow_biopsy_procedure_note", 31),
    ("red_cell_antibody_investigation", 31),
]


def registry():
    reg = {}
    for mod in (g1, g2, g3, g4):
        for k in mod.GENRES:
            reg[k] = mod.GENRES[k]
    return reg


def build():
    rng = random.Random(211)
    reg = registry()
    order = []
    for g, c in PLAN:
        order.extend([g] * c)
    rng.shuffle(order)
    total = len(order)
    n_lc = round(total / 6)
    lc_flags = [False] * total
    for i in sorted(rng.sample(range(total), n_lc)):
        lc_flags[i] = True
    rows = []
    for i, g in enumerate(order):
        spec = reg[g]
        fn, lo, hi = spec[0], spec[1], spec[2]
        sex = spec[3] if len(spec) > 3 else None
        country = "US" if rng.random() < 0.58 else "CA"
        ctx = Ctx(rng, country, lo, hi, sex=sex)
        note = Note(lowercase=lc_flags[i])
        fn(ctx, note)
        text = note.text().rstrip()
        spans = note.spans
        for s in spans:
            assert text[s["start"]:s["end"]] == s["text"], (i, s)
        rows.append({
            "id": "dev211-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]}
                      for s in spans],
            "meta": {"source": "dev211-en", "genre": g, "lowercase": lc_flags[i], "country": country},
        })
    return rows


def main():
    rows = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    n_sp = sum(len(r["spans"]) for r in rows)
    print("wrote %d notes, %d spans -> %s" % (len(rows), n_sp, OUT))


if __name__ == "__main__":
    main()
