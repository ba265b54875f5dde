#!/usr/bin/env python3
"""Build bench/dev247_en/notes.jsonl (author 247). Deterministic: all randomness from random.Random(247).

Usage: python3 make.py [output_path]
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
import g_letters  # noqa: E402
import g_mdt  # noqa: E402
import g_onc  # noqa: E402
import g_rehab  # noqa: E402
import g_surg  # noqa: E402
import pools  # noqa: E402

SEED = 247
PER_GENRE = 33
GENRES = [
    ("hn_mdt_outcome", g_mdt.mdt),
    ("maxfax_operative_note", g_surg.opnote),
    ("free_flap_monitoring_chart", g_surg.flapchart),
    ("slt_swallow_voice_assessment", g_rehab.slt),
    ("dental_prosthodontic_assessment", g_rehab.dental),
    ("radiotherapy_planning_note", g_onc.rtplan),
    ("tracheostomy_care_record", g_rehab.trache),
    ("outpatient_followup_letter", g_letters.fu_letter),
    ("nutrition_peg_note", g_onc.nutrition),
    ("telephone_encounter", g_onc.telephone),
    ("discharge_summary", g_letters.discharge),
    ("histopathology_report", g_mdt.pathology),
    ("urgent_suspected_cancer_referral", g_mdt.referral),
]
COUNTRY_WEIGHTS = [("UK", 40), ("US", 35), ("NZ", 25)]


def build():
    rng = random.Random(SEED)
    names = {"F": core.Cyc(pools.FEMALE, rng), "M": core.Cyc(pools.MALE, rng), "S": core.Cyc(pools.SURNAMES, rng)}
    plan = []
    for gi in range(len(GENRES)):
        plan.extend([gi] * PER_GENRE)
    rng.shuffle(plan)
    countries = []
    for c, w in COUNTRY_WEIGHTS:
        countries.extend([c] * w)
    total = len(plan)
    lower = [False] * total
    for j in rng.sample(range(total), round(total / 6)):
        lower[j] = True
    out = []
    for i, gi in enumerate(plan):
        genre, fn = GENRES[gi]
        country = rng.choice(countries)
        ctx = core.Ctx(rng, country, names)
        typos = []
        if rng.random() < 0.2:
            typos = rng.sample(core.TYPOS, rng.randint(1, 2))
        note = core.Note(typos)
        fn(ctx, note)
        is_lower = lower[i]
        text, spans = note.result(is_lower)
        text = text.rstrip("\n") + "\n"
        out.append({"id": f"dev247-{i + 1:04d}", "text": text, "spans": spans,
                    "meta": {"source": "dev247-en", "genre": genre, "lowercase": is_lower, "country": country}})
    return out


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    notes = build()
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for obj in notes:
            fh.write(json.dumps(obj, ensure_ascii=False) + "\n")
    nspans = sum(len(o["spans"]) for o in notes)
    print(f"wrote {len(notes)} notes, {nspans} spans -> {path}")


if __name__ == "__main__":
    main()
