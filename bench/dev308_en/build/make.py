#!/usr/bin/env python3
"""Build bench/dev308_en/notes.jsonl (author 308).

Usage: python3 build/make.py [--out PATH]

All randomness comes from one random.Random(308); dicts and sets are only
iterated in sorted order, so the output does not depend on PYTHONHASHSEED.
Offsets are recorded while each note is written (see phi.Doc)."""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)

import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
from ctx import Ctx, World  # noqa: E402
from phi import LABEL_OF  # noqa: E402

GENRES = [
    ("screening_visit_record", genres_a.screening),
    ("eligibility_checklist", genres_a.eligibility),
    ("dosing_day_log", genres_a.dosing_log),
    ("overnight_observation_chart", genres_b.overnight),
    ("adverse_event_report", genres_b.ae_report),
    ("pk_sampling_log", genres_b.pk_log),
    ("volunteer_payment_record", genres_c.payment),
    ("over_volunteering_check", genres_c.overvol),
    ("follow_up_telephone_log", genres_c.followup),
    ("gp_completion_letter", genres_d.gp_letter),
    ("informed_consent_record", genres_d.consent),
    ("residential_discharge_note", genres_d.discharge),
    ("protocol_deviation_report", genres_d.deviation),
]
PER_GENRE = 36
COUNTRIES = ["GB", "US", "CA", "AU", "IE"]
EDGE_BAD_START = set(" \t\n.,;:!?\"')]}-/")
EDGE_BAD_END = set(" \t\n,;:!?\"'([{-/")


def edge_ok(s):
    if not s or s[0] in EDGE_BAD_START or s[-1] in EDGE_BAD_END:
        return False
    if s[-1] == ".":
        # only an initial's own full stop ("K.", "J.S.") may end a span
        return len(s) >= 2 and s[-2].isalpha() and (len(s) == 2 or s[-3] in " .")
    if s[-1] == ")":
        return "(" in s
    return True


def build_note(idx, genre, fn, world, rng, country, lower):
    cx = Ctx(world, rng, country)
    doc = fn(cx)
    text = doc.text().rstrip("\n")
    if lower:
        low = text.lower()
        if len(low) != len(text):
            raise ValueError("lower() changed length")
        text = low
    spans = []
    last_end = -1
    for start, end, typ in sorted(doc.spans):
        if end > len(text):
            raise ValueError("span past end")
        val = text[start:end]
        if not edge_ok(val):
            raise ValueError("bad span edge %r (%s) in %s" % (val, typ, genre))
        if start < last_end:
            raise ValueError("overlap at %d in %s" % (start, genre))
        last_end = end
        spans.append({"start": start, "end": end, "label": LABEL_OF[typ], "type": typ, "text": val})
    return {
        "id": "dev308-%04d" % idx,
        "text": text,
        "spans": spans,
        "meta": {"source": "dev308-en", "genre": genre, "lowercase": lower, "country": country},
    }


def build():
    rng = random.Random(308)
    world = World(rng)
    plan = []
    for gi, (genre, fn) in enumerate(GENRES):
        offs = rng.randrange(len(COUNTRIES))
        for k in range(PER_GENRE):
            plan.append((genre, fn, COUNTRIES[(k + offs) % len(COUNTRIES)]))
    rng.shuffle(plan)
    n = len(plan)
    lower_idx = set(rng.sample(range(n), round(n / 6)))
    notes = []
    for i, (genre, fn, country) in enumerate(plan):
        notes.append(build_note(i + 1, genre, fn, world, rng, country, i in lower_idx))
    return notes


def main(argv):
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out = argv[argv.index("--out") + 1]
    notes = build()
    d = os.path.dirname(os.path.abspath(out))
    os.makedirs(d, exist_ok=True)
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for note in notes:
            f.write(json.dumps(note, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(x["spans"]) for x in notes), out))


if __name__ == "__main__":
    main(sys.argv[1:])
