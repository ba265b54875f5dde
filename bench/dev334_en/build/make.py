"""Build bench/dev334_en/notes.jsonl deterministically (random.Random(334)).

usage: python3 build/make.py [--out PATH]
"""
import argparse
import importlib
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from nb import NB  # noqa: E402
from ctx import Ctx  # noqa: E402
from fmt import wchoice  # noqa: E402

# (genre id, module, function, age range, notes, own addition)
GENRES = [
    ("referral_triage", "g_intake", "referral_triage", (6, 17), 34, False),
    ("choice_assessment_letter", "g_letters", "choice_letter", (6, 17), 34, False),
    ("ed_crisis_assessment", "g_acute", "crisis_ed", (11, 17), 34, False),
    ("risk_assessment_safety_plan", "g_acute", "safety_plan", (11, 17), 32, False),
    ("school_liaison_letter", "g_letters", "school_letter", (7, 17), 32, False),
    ("adhd_medication_review", "g_review", "med_review", (6, 17), 34, False),
    ("family_therapy_session", "g_review", "family_therapy", (8, 17), 32, False),
    ("inpatient_ward_round", "g_ward", "ward_round", (12, 17), 34, False),
    ("discharge_transition_letter", "g_letters", "discharge_letter", (12, 17), 32, False),
    ("duty_telephone_log", "g_intake", "duty_log", (8, 17), 32, False),
    ("ereferral_portal_record", "g_intake", "e_referral", (6, 17), 30, True),
    ("multiagency_strategy_minutes", "g_ward", "strategy_minutes", (10, 17), 30, True),
    ("inpatient_incident_report", "g_ward", "incident_report", (12, 17), 30, True),
]

COUNTRY_W = [("UK", 30), ("US", 17), ("IE", 12), ("CA", 12), ("AU", 12), ("NZ", 9), ("ZA", 4), ("SG", 4)]


def build(only=None):
    rng = random.Random(334)
    slots = []
    for g in GENRES:
        if only and g[0] not in only:
            continue
        for _ in range(g[4]):
            slots.append((g, wchoice(rng, COUNTRY_W)))
    rng.shuffle(slots)
    n = len(slots)
    lower = set(rng.sample(range(n), n // 6))
    out = []
    for i, (g, cc) in enumerate(slots):
        gid, mod, fn, ages, _, _ = g
        func = getattr(importlib.import_module(mod), fn)
        c = Ctx(rng, cc, gid, ages)
        nb = NB()
        func(nb, c)
        nid = "dev334-%04d" % (i + 1)
        meta = {"source": "dev334-en", "genre": gid, "country": cc}
        out.append(nb.record(nid, meta, lower=i in lower))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    ap.add_argument("--only", nargs="*")
    a = ap.parse_args()
    recs = build(a.only)
    with open(a.out, "w", encoding="utf-8", newline="\n") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d notes to %s" % (len(recs), a.out))


if __name__ == "__main__":
    main()
