"""Build /work/main/bench/dev189_en/notes.jsonl (author 189; stdlib only; seed 189).

Usage: python3 build/make.py
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

from case import Case  # noqa: E402
from core import Doc, US_SPELL  # noqa: E402
import g_antenatal  # noqa: E402
import g_birth  # noqa: E402
import g_fert  # noqa: E402
import g_other  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

GENRES = [
    ("antenatal_booking_visit", g_antenatal.gen_booking),
    ("prenatal_flowsheet", g_antenatal.gen_flowsheet),
    ("ultrasound_report", g_antenatal.gen_ultrasound),
    ("labour_delivery_note", g_birth.gen_labour),
    ("operative_note", g_birth.gen_operative),
    ("postnatal_ward_round", g_birth.gen_postnatal),
    ("ivf_cycle_summary", g_fert.gen_ivf),
    ("fertility_consult_letter", g_fert.gen_fert_letter),
    ("gynaecology_clinic_letter", g_fert.gen_gyn_letter),
    ("lactation_consultant_note", g_other.gen_lactation),
    ("maternity_discharge_summary", g_other.gen_discharge),
    ("maternity_triage_note", g_other.gen_triage),
]
PER_GENRE = 36


def build():
    rng = random.Random(189)
    plan = []
    for name, fn in GENRES:
        plan.extend([(name, fn)] * PER_GENRE)
    rng.shuffle(plan)
    lower_ids = set(rng.sample(range(1, len(plan) + 1), len(plan) // 6))
    records = []
    for i, (name, fn) in enumerate(plan, 1):
        country = "US" if rng.random() < 0.5 else "AU"
        lower = i in lower_ids
        cs = Case(rng, country)
        d = Doc(lower=lower, spell=US_SPELL if country == "US" else None)
        fn(cs, d)
        text, spans = d.result()
        records.append({
            "id": "dev189-%04d" % i,
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                       "text": s["text"]} for s in sorted(spans, key=lambda s: (s["start"], s["end"]))],
            "meta": {"source": "dev189-en", "genre": name, "lowercase": lower, "country": country},
        })
    return records


def main():
    records = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in records:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    n_sp = sum(len(r["spans"]) for r in records)
    print("wrote %d notes, %d spans -> %s" % (len(records), n_sp, OUT))


if __name__ == "__main__":
    main()
