"""Build bench/dev283_en/notes.jsonl (author 283).

Usage (from bench/dev283_en):  python3 build/make.py [--out PATH]
All randomness comes from one random.Random(283) object.
"""
import importlib
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

GENRE_MODULES = [
    ("g_workorder", 38),
    ("g_loan", 38),
    ("g_fsn", 34),
    ("g_incident", 36),
    ("g_ppm", 34),
    ("g_library", 34),
    ("g_home", 38),
    ("g_supplier", 34),
    ("g_asset", 34),
    ("g_phone", 38),
    ("g_decon", 34),
    ("g_helpdesk", 34),
    ("g_email", 36),
]

COUNTRIES = ["UK", "UK", "UK", "US", "US", "US", "AU", "AU", "CA", "CA"]


def build(rng):
    plan = []
    for mod_name, count in GENRE_MODULES:
        plan.extend([mod_name] * count)
    rng.shuffle(plan)
    n_total = len(plan)
    lower_idx = set(rng.sample(range(n_total), round(n_total / 6)))
    notes = []
    for i, mod_name in enumerate(plan):
        mod = importlib.import_module(mod_name)
        country = rng.choice(COUNTRIES)
        lower = i in lower_idx
        note = mod.gen(rng, country, lower)
        text, spans = note.result()
        notes.append({
            "id": "dev283-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev283-en", "genre": mod.GENRE, "lowercase": lower, "country": country},
        })
    return notes


def main(argv):
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out = argv[argv.index("--out") + 1]
    notes = build(random.Random(283))
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for rec in notes:
            fh.write(json.dumps(rec, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), out))


if __name__ == "__main__":
    main(sys.argv[1:])
