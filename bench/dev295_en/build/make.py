"""Build bench/dev295_en/notes.jsonl.

Usage: python3 build/make.py [--out PATH]
All randomness comes from one random.Random(295); offsets are recorded while
each note is written (phi.Note), never searched for afterwards.
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
import phi  # noqa: E402
import pools  # noqa: E402

SEED = 295
PER_GENRE = 36
GENRES = [
    ("pain_clinic_consultation", genres_a.consult),
    ("interventional_procedure_note", genres_b.procedure),
    ("acute_pain_ward_round", genres_b.ward_round),
    ("opioid_treatment_agreement", genres_c.agreement),
    ("pdmp_check", genres_c.pdmp),
    ("pmp_group_register", genres_d.register),
    ("scs_trial_record", genres_b.scs),
    ("psychology_pain_assessment", genres_d.psychology),
    ("discharge_letter_gp", genres_a.discharge),
    ("telephone_followup_log", genres_c.phone_log),
    ("referral_letter", genres_a.referral),
    ("medicolegal_report", genres_d.medicolegal),
]
AGE_RANGE = {"medicolegal_report": (20, 64), "psychology_pain_assessment": (21, 72), "scs_trial_record": (28, 80),
             "pmp_group_register": (24, 80)}
COUNTRY_META = {"UK": "United Kingdom", "US": "United States", "AU": "Australia", "CA": "Canada", "NZ": "New Zealand"}


def build():
    r = random.Random(SEED)
    plan = []
    for g, fn in GENRES:
        cs = [pools.COUNTRIES[i % 5] for i in range(PER_GENRE)]
        r.shuffle(cs)
        plan += [(g, fn, c) for c in cs]
    r.shuffle(plan)
    lower = set(r.sample(range(len(plan)), round(len(plan) / 6)))
    rows = []
    for i, (g, fn, c) in enumerate(plan):
        ctx = phi.Ctx(r, c, age=AGE_RANGE.get(g, (19, 91)))
        note = fn(r, ctx)
        text = note.text()
        low = i in lower
        if low:
            t2 = text.lower()
            assert len(t2) == len(text)
            text = t2
        spans = []
        for s, e, typ in note.spans:
            spans.append({"start": s, "end": e, "label": phi.LABEL[typ], "type": typ, "text": text[s:e]})
        rows.append({"id": f"dev295-{i + 1:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev295-en", "genre": g, "lowercase": low, "country": COUNTRY_META[c]}})
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    a = ap.parse_args()
    rows = build()
    with open(a.out, "w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(x['spans']) for x in rows)} spans -> {a.out}")


if __name__ == "__main__":
    main()
