"""Build bench/dev330_en/notes.jsonl (deterministic: one random.Random(330))."""
import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import g1  # noqa: E402
import g2  # noqa: E402
import g3  # noqa: E402
import g4  # noqa: E402
import g5  # noqa: E402
from core import Ctx  # noqa: E402

SEED = 330
PER_GENRE = 48
GENRES = [
    ("renal_colic_ed_pathway", g1.ed_note),
    ("ct_kub_report", g1.ct_kub),
    ("lithotripsy_session_record", g1.eswl),
    ("ureteroscopy_operative_note", g2.urs_note),
    ("stent_register_entry", g2.stent_register),
    ("metabolic_stone_clinic_letter", g2.metabolic_letter),
    ("urine_24h_instructions_result", g3.urine24),
    ("dietitian_advice_letter", g3.dietitian),
    ("telephone_followup_log", g3.phone_log),
    ("gp_discharge_letter", g4.gp_discharge),
    ("stone_mdt_minutes", g4.mdt_minutes),
    ("stone_analysis_report", g5.stone_lab),
    ("patient_portal_message", g5.portal),
]
OWN_GENRES = ["stone_mdt_minutes", "stone_analysis_report", "patient_portal_message"]
COUNTRY_COUNTS = [("US", 140), ("UK", 134), ("IE", 76), ("CA", 76), ("AU", 76), ("NZ", 62), ("SG", 30), ("ZA", 30)]


def build():
    rng = random.Random(SEED)
    plan = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(plan)
    countries = [c for c, n in COUNTRY_COUNTS for _ in range(n)]
    assert len(countries) == len(plan), (len(countries), len(plan))
    rng.shuffle(countries)
    lower = set(rng.sample(range(len(plan)), len(plan) // 6))
    out = []
    for i, ((gname, fn), code) in enumerate(zip(plan, countries)):
        ctx = Ctx(rng, code)
        doc = fn(ctx)
        text = doc.text()
        spans = [dict(s) for s in doc.spans]
        lc = i in lower
        if lc:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower() changed length in note %d" % i)
            text = low
            for s in spans:
                s["text"] = s["text"].lower()
        for s in spans:
            if text[s["start"]:s["end"]] != s["text"]:
                raise ValueError("offset mismatch in note %d: %r" % (i, s))
        spans.sort(key=lambda s: s["start"])
        out.append({"id": "dev330-%04d" % (i + 1), "text": text,
                    "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                               "text": s["text"]} for s in spans],
                    "meta": {"source": "dev330-en", "genre": gname, "lowercase": lc, "country": code}})
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    args = ap.parse_args()
    notes = build()
    with open(args.out, "w", encoding="utf-8", newline="\n") as f:
        for n in notes:
            f.write(json.dumps(n, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), args.out))


if __name__ == "__main__":
    main()
