"""Build bench/dev315_en/notes.jsonl (deterministic: one random.Random(315))."""
import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import g_letters  # noqa: E402
import g_procs  # noqa: E402
import g_pharm  # noqa: E402
import g_team  # noqa: E402
import g_own  # noqa: E402
import g_extra  # noqa: E402

BASE_W = [("US", 24), ("UK", 24), ("IE", 10), ("CA", 12), ("AU", 14), ("NZ", 8), ("ZA", 8)]
UKISH_W = [("UK", 44), ("IE", 14), ("AU", 12), ("NZ", 10), ("CA", 8), ("US", 6), ("ZA", 6)]

def variant(*opts):
    """Builder choosing among layouts: opts are (fn, weight, countries-or-None)."""
    def run(r, c):
        ok = [(fn, w) for fn, w, cs in opts if cs is None or c in cs]
        return wpick(r, ok)(r, c)
    return run


# genre name, builder, number of notes, country weights
GENRES = [
    ("ph_clinic_letter", variant((g_letters.clinic_letter, 5, None), (g_extra.clinic_note_na, 5, ("US", "CA"))), 40, BASE_W),
    ("rhc_report", g_procs.rhc_report, 36, BASE_W),
    ("six_minute_walk_record", variant((g_procs.walk_record, 7, None), (g_extra.walk_brief, 3, None)), 32, BASE_W),
    ("echo_report", g_procs.echo_report, 32, BASE_W),
    ("prostanoid_pump_delivery_log", variant((g_pharm.pump_log, 7, None), (g_extra.pump_check, 3, None)), 32, BASE_W),
    ("shared_care_agreement", g_pharm.shared_care, 32, UKISH_W),
    ("mdt_outcome", g_team.mdt_outcome, 32, BASE_W),
    ("transplant_referral", g_letters.transplant_referral, 30, BASE_W),
    ("nurse_telephone_log", variant((g_team.nurse_phone, 6, None), (g_extra.nurse_brief, 4, None)), 34, BASE_W),
    ("pharmacy_homecare_registration", g_pharm.homecare_reg, 34, BASE_W),
    ("genetics_clinic_letter", g_letters.genetics_letter, 30, BASE_W),
    ("discharge_summary", g_own.discharge, 32, BASE_W),
    ("travel_fitness_to_fly_letter", g_own.travel_letter, 30, BASE_W),
]


def wpick(r, pairs):
    tot = sum(w for _, w in pairs)
    x = r.uniform(0, tot)
    acc = 0
    for v, w in pairs:
        acc += w
        if x <= acc:
            return v
    return pairs[-1][0]


def build(r):
    plan = []
    for name, fn, n, weights in GENRES:
        for _ in range(n):
            plan.append((name, fn, wpick(r, weights)))
    r.shuffle(plan)
    nlow = round(len(plan) / 6)
    low = set(r.sample(range(len(plan)), nlow))
    out = []
    for i, (name, fn, c) in enumerate(plan):
        doc = fn(r, c)
        lower = i in low
        text, spans = doc.finish(lower=lower, us_spelling=c in ("US", "CA"))
        out.append({
            "id": "dev315-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev315-en", "genre": name, "lowercase": lower, "country": c},
        })
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    a = ap.parse_args()
    notes = build(random.Random(315))
    with open(a.out, "w", encoding="utf-8", newline="\n") as f:
        for n in notes:
            f.write(json.dumps(n, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), a.out))


if __name__ == "__main__":
    main()
