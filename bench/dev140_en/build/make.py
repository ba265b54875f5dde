"""Build bench/dev140_en/notes.jsonl (deterministic, seed 140, stdlib only).

Usage: python3 bench/dev140_en/build/make.py
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
from phi import Ctx, Doc  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

ADULT = (16, 97)
# (genre name, writer, age range, notes)
GENRES = [
    ("ed_triage", genres_a.ed_triage, ADULT, 34),
    ("ed_clinician_note", genres_a.ed_clinician, ADULT, 32),
    ("minor_injuries_unit", genres_a.minor_injuries, (5, 88), 32),
    ("paediatric_ed", genres_a.paeds_ed, (0, 15), 32),
    ("ambulance_handover_atmist", genres_a.ambulance_handover, (14, 95), 32),
    ("cdu_observation", genres_b.cdu_observation, ADULT, 31),
    ("ed_discharge_letter", genres_b.ed_discharge_letter, (1, 97), 32),
    ("major_trauma", genres_b.major_trauma, (12, 92), 31),
    ("safeguarding_referral", genres_b.safeguarding_referral, None, 31),
    ("poisons_advice_call", genres_b.poisons_advice, (1, 90), 31),
    ("frequent_attender_plan", genres_c.frequent_attender_plan, (18, 84), 30),
    ("psych_liaison_assessment", genres_c.psych_liaison, (16, 80), 31),
    ("ed_shift_handover", genres_c.ed_shift_handover, ADULT, 30),
    ("ed_results_callback", genres_c.ed_results_callback, (2, 95), 31),
]
COUNTRIES = ["UK", "Ireland", "India"]
WEIGHTS = [45, 30, 25]


def main():
    r = random.Random(140)
    plan = []
    for g in GENRES:
        plan += [g] * g[3]
    r.shuffle(plan)
    n = len(plan)
    k = round(n / 6)
    lowers = [True] * k + [False] * (n - k)
    r.shuffle(lowers)
    rows = []
    for i, (g, lower) in enumerate(zip(plan, lowers)):
        name, writer, ages, _ = g
        country = r.choices(COUNTRIES, weights=WEIGHTS)[0]
        if ages is None:
            ages = (0, 17) if r.random() < 0.5 else (18, 96)
        c = Ctx(r, country, lower, ages)
        d = Doc()
        writer(c, d)
        text, spans = d.finish(lower)
        rows.append({"id": f"dev140-{i + 1:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev140-en", "genre": name, "lowercase": lower,
                              "country": country}})
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False, sort_keys=False) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(x['spans']) for x in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()
