"""Entry point: builds bench/dev403_en/notes.jsonl.

    python3 build/make.py [--out PATH]

One random.Random(403) is created here and passed everywhere; nothing
iterates over a set or dict except in sorted order, so the output does
not depend on PYTHONHASHSEED.
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
import genres_d  # noqa: E402
import genres_e  # noqa: E402
from core import Note  # noqa: E402
from ctx import Case  # noqa: E402

DEFAULT_W = [("UK", 26), ("US", 24), ("CA", 14), ("AU", 14), ("NZ", 10), ("IE", 12)]
HOMECARE_W = [("UK", 38), ("US", 10), ("CA", 12), ("AU", 12), ("NZ", 8), ("IE", 20)]

# (genre slug, generator, number of notes, country weights)
GENRES = [
    ("dermatology_clinic_letter", genres_a.g_letter, 34, DEFAULT_W),
    ("biologic_initiation_checklist", genres_a.g_checklist, 32, DEFAULT_W),
    ("pasi_dlqi_assessment", genres_a.g_pasi, 32, DEFAULT_W),
    ("phototherapy_treatment_record", genres_b.g_photo, 32, DEFAULT_W),
    ("tb_screening_blood_monitoring_log", genres_b.g_tblog, 32, DEFAULT_W),
    ("homecare_delivery_record", genres_b.g_homecare, 32, HOMECARE_W),
    ("nurse_specialist_telephone_note", genres_c.g_phone, 36, DEFAULT_W),
    ("skin_biopsy_report", genres_c.g_biopsy, 32, DEFAULT_W),
    ("funding_application", genres_d.g_funding, 34, DEFAULT_W),
    ("patient_portal_message", genres_c.g_portal, 36, DEFAULT_W),
    ("biologics_mdt_minutes", genres_d.g_mdt, 30, DEFAULT_W),
    ("adverse_drug_reaction_report", genres_e.g_adr, 32, DEFAULT_W),
    ("inpatient_discharge_summary", genres_e.g_discharge, 30, DEFAULT_W),
]
COUNTRY_LABEL = {"UK": "United Kingdom", "US": "United States", "CA": "Canada",
                 "AU": "Australia", "NZ": "New Zealand", "IE": "Ireland"}


def wchoice(rng, pairs):
    total = sum(w for _, w in pairs)
    x = rng.uniform(0, total)
    acc = 0
    for item, w in pairs:
        acc += w
        if x <= acc:
            return item
    return pairs[-1][0]


def build(rng):
    plan = []
    for slug, fn, n, weights in GENRES:
        for _ in range(n):
            plan.append((slug, fn, wchoice(rng, weights)))
    rng.shuffle(plan)
    total = len(plan)
    lower_idx = sorted(rng.sample(range(total), round(total / 6)))
    lower_set = frozenset(lower_idx)
    notes = []
    for i, (slug, fn, country) in enumerate(plan):
        lower = i in lower_set
        typo = 0.08 if rng.random() < 0.3 else 0.0
        case = Case(rng, country)
        b = Note(rng, lower=lower, typo_rate=typo)
        fn(b, case)
        text = b.text()
        notes.append({
            "id": "dev403-%04d" % (i + 1),
            "text": text,
            "spans": b.spans,
            "meta": {"source": "dev403-en", "genre": slug, "lowercase": lower,
                     "country": COUNTRY_LABEL[country]},
        })
    return notes


def main(argv):
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out = argv[argv.index("--out") + 1]
    rng = random.Random(403)
    notes = build(rng)
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for n in notes:
            fh.write(json.dumps(n, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(n["spans"]) for n in notes), out))


if __name__ == "__main__":
    main(sys.argv[1:])
