#!/usr/bin/env python3
"""Build bench/dev298_en/notes.jsonl.

Usage: python3 build/make.py [--out PATH]
All randomness comes from random.Random(298); output is independent of
PYTHONHASHSEED."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

from core import Note  # noqa: E402
from ctx import Ctx  # noqa: E402
import genres1  # noqa: E402
import genres2  # noqa: E402
import genres3  # noqa: E402
import genres4  # noqa: E402

GENRES = [
    ("consent_record", genres1.consent_record),
    ("accessioning_log", genres1.accessioning_log),
    ("freezer_inventory", genres1.freezer_inventory),
    ("release_request", genres2.release_request),
    ("withdrawal_form", genres2.withdrawal_form),
    ("incidental_finding_letter", genres2.incidental_finding_letter),
    ("quality_audit", genres3.quality_audit),
    ("contact_log", genres3.contact_log),
    ("dac_minutes", genres3.dac_minutes),
    ("recruitment_clinic_list", genres4.recruitment_clinic_list),
    ("shipment_manifest", genres4.shipment_manifest),
    ("tissue_procurement_record", genres4.tissue_procurement_record),
]
COUNTRIES = ["UK", "US", "CA", "AU", "IE"]
PER_GENRE = 35
LOWER_SHARE = 6  # one note in six is fully lower-cased


def build():
    rng = random.Random(298)
    schedule = []
    for name, fn in GENRES:
        schedule += [(name, fn)] * PER_GENRE
    rng.shuffle(schedule)
    total = len(schedule)
    countries = [COUNTRIES[i % len(COUNTRIES)] for i in range(total)]
    rng.shuffle(countries)
    lower = set(rng.sample(range(total), total // LOWER_SHARE))
    lines = []
    for i, (name, fn) in enumerate(schedule):
        ctx = Ctx(rng, countries[i], name)
        note = Note()
        got = fn(ctx, note)
        if got != name:
            raise AssertionError("genre mismatch %s %s" % (got, name))
        lc = i in lower
        text, spans = note.finish(lowercase=lc)
        obj = {
            "id": "dev298-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev298-en", "genre": name, "lowercase": lc, "country": countries[i]},
        }
        lines.append(json.dumps(obj, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def main(argv):
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out = argv[argv.index("--out") + 1]
    data = build()
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    print("wrote %s (%d notes)" % (out, data.count("\n")))


if __name__ == "__main__":
    main(sys.argv[1:])
