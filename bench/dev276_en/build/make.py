#!/usr/bin/env python3
"""Build bench/dev276_en/notes.jsonl (author 276).

Usage (from bench/dev276_en):  python3 build/make.py [--out PATH]

All randomness comes from a single random.Random(276) object that is passed
to every generator; nothing depends on hash order or the clock."""
import argparse
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)

from builder import Note  # noqa: E402
from case import Case  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import genres_e  # noqa: E402

GENRES = [
    ("photo_session_record", genres_a.session_record),
    ("image_consent_form", genres_a.consent_form),
    ("image_request_form", genres_a.image_request),
    ("image_release_log", genres_b.release_log),
    ("wound_series_catalogue", genres_b.wound_series),
    ("teaching_use_approval", genres_b.teaching_approval),
    ("pacs_upload_audit_log", genres_c.pacs_audit),
    ("misfiled_image_incident", genres_c.misfile_incident),
    ("departmental_correspondence", genres_c.correspondence),
    ("telephone_encounter", genres_d.phone_encounter),
    ("forensic_photography_log", genres_d.forensic_log),
    ("mole_mapping_report", genres_d.derm_mapping),
    ("studio_worklist", genres_e.worklist),
]
PER_GENRE = 47
COUNTRIES = ["UK"] * 7 + ["US"] * 6 + ["AU"] * 4 + ["CA"] * 4


def build():
    rng = random.Random(276)
    plan = []
    for gid, _ in GENRES:
        plan.extend([gid] * PER_GENRE)
    rng.shuffle(plan)
    total = len(plan)
    lower_idx = set(rng.sample(range(total), round(total / 6)))
    fns = dict(GENRES)
    out = []
    for i, gid in enumerate(plan):
        country = rng.choice(COUNTRIES)
        lc = i in lower_idx
        case = Case(rng, country)
        note = Note(lowercase=lc)
        fns[gid](note, rng, case)
        text, spans = note.finish()
        out.append({
            "id": "dev276-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev276-en", "genre": gid, "lowercase": lc, "country": country},
        })
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    a = ap.parse_args()
    notes = build()
    data = "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in notes)
    with open(a.out, "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(o["spans"]) for o in notes), a.out))


if __name__ == "__main__":
    main()
