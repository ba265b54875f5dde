#!/usr/bin/env python3
"""Build bench/dev244_en/notes.jsonl (author 244; stdlib only; all randomness from random.Random(244)).

Usage: python3 make.py [output_path]
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import g_gen  # noqa: E402
import g_haem  # noqa: E402
import g_letters  # noqa: E402
import g_met  # noqa: E402
import g_own1  # noqa: E402
import g_own2  # noqa: E402
import g_pharm  # noqa: E402
from markers import LABEL  # noqa: E402
from util import Ctx  # noqa: E402

GENRES = [
    ("metabolic_clinic_diet", g_met.gen_metabolic, 36),
    ("newborn_screening_followup", g_met.gen_nbs, 32),
    ("htc_review", g_haem.gen_htc, 36),
    ("infusion_home_log", g_haem.gen_infusion_log, 32),
    ("emergency_care_letter", g_letters.gen_emergency, 32),
    ("genetic_counselling", g_gen.gen_gc, 32),
    ("mdt_clinic_summary", g_gen.gen_mdt, 32),
    ("specialist_pharmacy_delivery", g_pharm.gen_pharmacy, 32),
    ("transition_letter", g_letters.gen_transition, 32),
    ("telephone_encounter", g_pharm.gen_phone, 40),
    ("discharge_summary", g_own1.gen_discharge, 32),
    ("ert_infusion_record", g_own1.gen_ert, 32),
    ("periprocedure_plan", g_own2.gen_periop, 32),
]
COUNTRIES = [("US", 40), ("UK", 35), ("IE", 25)]
SOURCE = "dev244-en"


def build():
    rng = random.Random(244)
    plan = []
    for name, fn, n in GENRES:
        plan.extend([(name, fn)] * n)
    rng.shuffle(plan)
    total = len(plan)
    lower_idx = sorted(rng.sample(range(total), round(total / 6)))
    lower_flags = [False] * total
    for i in lower_idx:
        lower_flags[i] = True
    cnames = [c for c, _ in COUNTRIES]
    cweights = [w for _, w in COUNTRIES]
    out = []
    for i, (genre, fn) in enumerate(plan):
        country = rng.choices(cnames, weights=cweights)[0]
        ctx = Ctx(rng, country)
        nb = fn(ctx)
        text = nb.text()
        # trailing whitespace only; spans never reach it
        text = text.rstrip()
        lower = lower_flags[i]
        if lower:
            low = text.lower()
            assert len(low) == len(text), "lower() changed length"
            text = low
        spans = []
        for s, e, typ in nb.spans:
            assert e <= len(text)
            spans.append({"start": s, "end": e, "label": LABEL[typ], "type": typ, "text": text[s:e]})
        spans.sort(key=lambda x: (x["start"], x["end"]))
        out.append({
            "id": f"dev244-{i + 1:04d}",
            "text": text,
            "spans": spans,
            "meta": {"source": SOURCE, "genre": genre, "lowercase": lower, "country": country},
        })
    return out


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    notes = build()
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for n in notes:
            f.write(json.dumps(n, ensure_ascii=False) + "\n")
    nsp = sum(len(n["spans"]) for n in notes)
    print(f"wrote {len(notes)} notes, {nsp} spans -> {path}")


if __name__ == "__main__":
    main()
