"""Build bench/dev340_en/notes.jsonl (diabetic eye screening PHI set).

Usage: python3 build/make.py [--out PATH]
Deterministic: all randomness comes from one random.Random(340).
"""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import note as note_mod  # noqa: E402
from ctx import Ctx  # noqa: E402

US_SPELL = [("programme", "program"), ("Programme", "Program"),
            ("PROGRAMME", "PROGRAM"), ("haemorrhage", "hemorrhage"),
            ("Haemorrhage", "Hemorrhage"), ("oedema", "edema"),
            ("centre-involving", "center-involving"),
            ("Centre-involving", "Center-involving"), ("colour", "color"),
            ("optimise", "optimize"), ("organise", "organize"),
            ("glycaemic", "glycemic"), ("DMO", "DME")]
SPELL = {"US": US_SPELL,
         "CA": [("programme", "program"), ("Programme", "Program"),
                ("PROGRAMME", "PROGRAM")],
         "AU": [("programme", "program"), ("Programme", "Program"),
                ("PROGRAMME", "PROGRAM")]}

GENRES = [
    ("screening invitation letter", genres_a.invitation),
    ("retinal photography session record", genres_a.photo_session),
    ("grading report", genres_a.grading_report),
    ("arbitration/second grading note", genres_b.arbitration),
    ("referral to hospital eye service", genres_b.referral_hes),
    ("result letter to patient", genres_b.result_patient),
    ("result letter to GP", genres_b.result_gp),
    ("slit-lamp surveillance clinic note", genres_c.slit_lamp),
    ("failsafe and DNA tracking log", genres_c.failsafe_log),
    ("programme quality assurance report", genres_c.qa_report),
    ("telephone contact record", genres_d.phone_log),
    ("cohort management record", genres_d.cohort_record),
    ("hospital eye service outcome letter", genres_d.hes_letter),
]
PER_GENRE = 34
# exact note counts per country (UK split into its four nations)
COUNTRIES = [("ENG", 128), ("SCO", 31), ("WAL", 22), ("NI", 18), ("IE", 53),
             ("US", 53), ("CA", 40), ("AU", 44), ("NZ", 35), ("ZA", 18)]


def build():
    rng = random.Random(340)
    plan = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(plan)
    total = len(plan)
    lower = set(rng.sample(range(total), round(total / 6)))
    countries = [k for k, m in COUNTRIES for _ in range(m)]
    assert len(countries) == total
    rng.shuffle(countries)
    out = []
    for i, (genre, fn) in enumerate(plan):
        c = countries[i]
        ctx = Ctx(rng, c)
        note_mod.SUBS = SPELL.get(ctx.r, [])
        note = fn(ctx, rng)
        text, spans = note.finish(i in lower)
        out.append({
            "id": "dev340-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev340-en", "genre": genre,
                     "lowercase": i in lower, "country": ctx.country},
        })
    return out


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(os.path.dirname(here), "notes.jsonl")
    if "--out" in sys.argv:
        path = sys.argv[sys.argv.index("--out") + 1]
    recs = build()
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(recs), path))


if __name__ == "__main__":
    main()
