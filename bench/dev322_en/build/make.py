"""Build bench/dev322_en/notes.jsonl (or OUTDIR/notes.jsonl when a directory is given).

All randomness comes from one random.Random(322); output is byte-for-byte reproducible.
Usage: python3 build/make.py [OUTDIR]
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import g1  # noqa: E402
import g2  # noqa: E402
import g3  # noqa: E402
import g4  # noqa: E402

SEED = 322

# (genre name, generator, number of notes); the last four genres are this set's own additions
GENRES = [
    ("movement_disorders_clinic_letter", g1.clinic_letter, 32),
    ("dbs_programming_record", g2.dbs_programming, 31),
    ("apomorphine_pump_start_log", g2.apomorphine_start, 31),
    ("duodopa_home_visit", g2.duodopa_visit, 31),
    ("dystonia_botox_record", g3.botox_record, 31),
    ("pd_nurse_telephone_log", g3.nurse_phone, 32),
    ("falls_and_swallow_review", g3.falls_swallow, 31),
    ("driving_fitness_letter", g1.driving_letter, 31),
    ("care_home_medication_timing_chart", g3.carehome_chart, 31),
    ("mdt_meeting_note", g4.mdt_note, 31),
    ("imaging_request_and_report", g4.imaging, 31),
    ("inpatient_discharge_summary", g4.discharge, 31),
    ("remote_programming_audit_log", g4.portal_log, 31),
    ("benefits_support_letter", g1.benefits_letter, 31),
]
OWN_GENRES = ["imaging_request_and_report", "inpatient_discharge_summary", "remote_programming_audit_log",
              "benefits_support_letter"]


def build():
    rng = random.Random(SEED)
    raw = []
    for genre, fn, n in GENRES:
        for _ in range(n):
            nb, country = fn(rng)
            raw.append((genre, country, nb))
    rng.shuffle(raw)
    n_low = round(len(raw) / 6.0)
    low = set(rng.sample(range(len(raw)), n_low))
    out = []
    for i, (genre, country, nb) in enumerate(raw):
        lc = i in low
        text, spans = nb.finish(lowercase=lc)
        out.append({
            "id": "dev322-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev322-en", "genre": genre, "lowercase": lc, "country": country},
        })
    return out


def write(outdir):
    os.makedirs(outdir, exist_ok=True)
    notes = build()
    path = os.path.join(outdir, "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for n in notes:
            f.write(json.dumps(n, ensure_ascii=False) + "\n")
    return path, len(notes)


def main(argv):
    outdir = argv[1] if len(argv) > 1 else os.path.dirname(HERE)
    path, n = write(outdir)
    print("wrote %d notes to %s" % (n, path))


if __name__ == "__main__":
    main(sys.argv)
