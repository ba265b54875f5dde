"""Build bench/dev286_en/notes.jsonl.

Run from bench/dev286_en:   python3 build/make.py [--out PATH]
All randomness comes from one random.Random(286) object, consumed in a fixed
order, so the output is byte-identical whatever PYTHONHASHSEED is.
"""
import argparse
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

GENRES = [
    ("booking_request", genres_a.booking_request),
    ("interpreted_consult", genres_a.interpreted_consult),
    ("phone_call_log", genres_a.phone_call_log),
    ("sign_booking_confirm", genres_b.sign_booking_confirm),
    ("translation_job", genres_b.translation_job),
    ("timesheet_invoice", genres_b.timesheet_invoice),
    ("complaint", genres_c.complaint),
    ("language_pref", genres_c.language_pref),
    ("reception_note", genres_c.reception_note),
    ("telephone_encounter", genres_d.telephone_encounter),
    ("vri_session_log", genres_d.vri_session_log),
    ("consent_declaration", genres_d.consent_declaration),
    ("interpreter_roster", genres_e.interpreter_roster),
]
PER_GENRE = 48
COUNTRIES = ["UK"] * 28 + ["US"] * 28 + ["AU"] * 16 + ["CA"] * 14 + ["NZ"] * 14


def build():
    rng = random.Random(286)
    plan = []
    for gi, (gname, _fn) in enumerate(GENRES):
        for k in range(PER_GENRE):
            plan.append(gi)
    rng.shuffle(plan)
    total = len(plan)
    n_lower = round(total / 6.0)
    lower_flags = [True] * n_lower + [False] * (total - n_lower)
    rng.shuffle(lower_flags)
    records = []
    for idx, gi in enumerate(plan):
        gname, fn = GENRES[gi]
        country = rng.choice(COUNTRIES)
        note = fn(rng, country, lower_flags[idx])
        records.append(note.record("dev286-%04d" % (idx + 1), gname, country))
    return records


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    args = ap.parse_args()
    recs = build()
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs)
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    nspans = sum(len(r["spans"]) for r in recs)
    print("wrote %d notes, %d spans -> %s" % (len(recs), nspans, args.out))


if __name__ == "__main__":
    main()
