"""Build dev390_en/notes.jsonl.

usage: python3 build/make.py [OUTDIR]      (default: the set directory)

Standard library only; exactly one random generator, random.Random(390),
created here and passed to every function that needs randomness."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import case  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
from pools_places import META_COUNTRY  # noqa: E402

NOTES_PER_GENRE = 48

# (genre, writer, case kind, weight for being written entirely in lower case, countries allowed)
GENRES = [
    ("first_consultation", genres_a.first_consultation, "general", 0.18, None),
    ("weekly_co_review", genres_a.weekly_review, "general", 0.34, None),
    ("four_week_outcome", genres_a.four_week_outcome, "general", 0.08, None),
    ("pregnancy_referral", genres_b.pregnancy_referral, "preg", 0.10, None),
    ("inpatient_tda_note", genres_b.inpatient_tda, "inpt", 0.32, None),
    ("pharmacy_voucher_supply", genres_b.pharmacy_supply, "general", 0.12, None),
    ("telephone_support_call", genres_c.telephone_support, "general", 0.42, None),
    ("gp_notification_letter", genres_c.gp_letter, "general", 0.04, None),
    ("relapse_prevention_plan", genres_c.relapse_prevention, "general", 0.16, None),
    ("service_audit_extract", genres_d.audit_extract, "general", 0.05, None),
    ("online_self_referral", genres_d.online_self_referral, "general", 0.06, None),
    ("vape_kit_issue", genres_d.vape_kit_issue, "general", 0.15, ["UK-ENG", "UK-SCO", "UK-WAL", "IE", "AU", "NZ", "CA"]),
    ("smokefree_home_car_visit", genres_d.smokefree_home_car, "family", 0.22, None),
]


def build(rng):
    plan = []
    for gi in range(len(GENRES)):
        plan.extend([gi] * NOTES_PER_GENRE)
    rng.shuffle(plan)
    # exactly one note in six is written entirely in lower case; the genre's
    # share acts as a weight (weighted sampling without replacement)
    keys = []
    for i, gi in enumerate(plan):
        keys.append((rng.random() ** (1.0 / GENRES[gi][3]), i))
    n_low = round(len(plan) / 6)
    low_set = sorted(i for _, i in sorted(keys, reverse=True)[:n_low])
    low_flags = [False] * len(plan)
    for i in low_set:
        low_flags[i] = True
    out = []
    for i, gi in enumerate(plan):
        name, fn, kind, _, allowed = GENRES[gi]
        while True:
            cc = case.pick_country(rng)
            if allowed is None or cc in allowed:
                break
        c = case.make_case(rng, cc, kind)
        note = fn(rng, c)
        text, spans = note.finish(low_flags[i])
        text = text.rstrip("\n")
        out.append({
            "id": "dev390-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev390-en", "genre": name, "lowercase": text == text.lower(),
                     "country": META_COUNTRY[cc]},
        })
    return out


def main():
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(HERE)
    os.makedirs(outdir, exist_ok=True)
    rng = random.Random(390)
    notes = build(rng)
    path = os.path.join(outdir, "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for n in notes:
            fh.write(json.dumps(n, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), path))


if __name__ == "__main__":
    main()
