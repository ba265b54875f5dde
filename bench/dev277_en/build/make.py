"""Build bench/dev277_en/notes.jsonl (author 277). Usage: python3 build/make.py [OUT]"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402

GENRES = [
    ("tray_trace", genres_a.tray_trace),
    ("endoscope_log", genres_a.endoscope_log),
    ("loan_kit", genres_a.loan_kit),
    ("ncr", genres_a.ncr),
    ("cycle_record", genres_b.cycle_record),
    ("lookback_letter", genres_b.lookback_letter),
    ("count_sheet", genres_b.count_sheet),
    ("supplier_corr", genres_b.supplier_corr),
    ("audit_report", genres_c.audit_report),
    ("phone_encounter", genres_c.phone_encounter),
    ("investigation_minutes", genres_d.investigation_minutes),
    ("track_log", genres_d.track_log),
    ("transport_manifest", genres_d.transport_manifest),
]
PER_GENRE = 32
COUNTRIES = ["UK"] * 7 + ["US"] * 6 + ["AU"] * 4 + ["CA"] * 3


def build():
    rng = random.Random(277)
    plan = []
    for gi, (g, _) in enumerate(GENRES):
        plan += [gi] * PER_GENRE
    rng.shuffle(plan)
    total = len(plan)
    n_low = round(total / 6)
    low_idx = sorted(rng.sample(range(total), n_low))
    low = [False] * total
    for i in low_idx:
        low[i] = True
    out = []
    for i, gi in enumerate(plan):
        country = COUNTRIES[rng.randrange(len(COUNTRIES))]
        note = GENRES[gi][1](rng, country)
        out.append(note.finish("dev277-%04d" % (i + 1), low[i]))
    return out


def main():
    target = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    notes = build()
    with open(target, "w", encoding="utf-8", newline="\n") as f:
        for d in notes:
            f.write(json.dumps(d, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), target))


if __name__ == "__main__":
    main()
