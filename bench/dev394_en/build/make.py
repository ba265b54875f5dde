"""Entry point: build bench/dev394_en/notes.jsonl (standard library only).

    python3 make.py [--out PATH]

One random.Random(394) is created here and passed everywhere; sets and dicts are
only iterated in sorted order, so the output does not depend on PYTHONHASHSEED.
"""
import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)

import clinical  # noqa: E402
import g_acute  # noqa: E402
import g_extra  # noqa: E402
import g_lab  # noqa: E402
import g_letters  # noqa: E402
import g_travel  # noqa: E402
from case import Case  # noqa: E402
from doc import Doc  # noqa: E402

SEED = 394
PER_GENRE = 30
NOTIFIABLE = ["pf", "pv", "po", "pk", "dengue", "typhoid", "paratyphi", "lepto", "brucella", "chik", "melioid"]

GENRES = [
    ("id_clinic_letter", g_letters.clinic_letter, None),
    ("ed_returning_traveller_fever", g_acute.ed_fever, None),
    ("malaria_film_lab_report", g_lab.malaria_report, ["pf", "pv", "po", "pk", "dengue", "typhoid", "viral"]),
    ("id_ward_round", g_acute.ward_round, None),
    ("opat_review", g_travel.opat, clinical.OPAT_KEYS),
    ("telephone_results_log", g_lab.phone_log, None),
    ("public_health_notification", g_lab.ph_notification, NOTIFIABLE),
    ("microbiology_consult", g_acute.micro_consult, sorted(g_acute.GRAM)),
    ("discharge_summary", g_letters.discharge_summary, None),
    ("pretravel_consultation", g_travel.pretravel, None),
    ("rabies_pep_record", g_travel.rabies_pep, None),
    ("migrant_health_screening", g_extra.migrant_screen, ["strongy", "schisto"]),
    ("tropical_mdt_minutes", g_extra.mdt_minutes, None),
]
COUNTRIES = [("UK", 28), ("US", 20), ("CA", 14), ("AU", 16), ("NZ", 10), ("IE", 12)]


def pick_country(rng):
    tot = sum(w for _, w in COUNTRIES)
    x = rng.uniform(0, tot)
    for cc, w in COUNTRIES:
        x -= w
        if x <= 0:
            return cc
    return COUNTRIES[-1][0]


def build(rng):
    order = []
    for name, _, _ in GENRES:
        order += [name] * PER_GENRE
    rng.shuffle(order)
    n = len(order)
    lower_idx = sorted(rng.sample(range(n), round(n / 6)))
    lower_set = frozenset(lower_idx)
    reg = {name: (fn, keys) for name, fn, keys in GENRES}
    notes = []
    for i, g in enumerate(order):
        fn, keys = reg[g]
        cc = pick_country(rng)
        c = Case(rng, cc, keys=keys)
        lower = i in lower_set
        d = Doc(rng, lower=lower, typos=rng.choice([0, 0, 1, 1, 2, 3]))
        fn(d, c)
        text = d.text()
        notes.append({
            "id": "dev394-%04d" % (i + 1),
            "text": text,
            "spans": d.spans,
            "meta": {"source": "dev394-en", "genre": g, "lowercase": lower, "country": cc},
        })
    return notes


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    args = ap.parse_args(argv)
    rng = random.Random(SEED)
    notes = build(rng)
    with open(args.out, "w", encoding="utf-8", newline="\n") as fh:
        for nt in notes:
            fh.write(json.dumps(nt, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), args.out))


if __name__ == "__main__":
    main()
