#!/usr/bin/env python3
"""Deterministic generator for the dev32-en clinical PHI evaluation set.

    python3 build/make.py            # writes ../notes.jsonl

Uses only the Python standard library and random.Random(32); rebuilding
gives byte-identical output.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from ctx import Ctx  # noqa: E402
import g_cardio  # noqa: E402
import g_rehab  # noqa: E402
import g_hf  # noqa: E402
import g_renal  # noqa: E402
import g_tx  # noqa: E402
import g_endo  # noqa: E402
import g_vasc  # noqa: E402
import g_ac  # noqa: E402

SEED = 32
N_PER_GENRE = 40
GENRES = [
    ("cardiology_clinic_letter", g_cardio),
    ("cardiac_rehabilitation", g_rehab),
    ("heart_failure_nurse_review", g_hf),
    ("renal_dialysis", g_renal),
    ("transplant_follow_up", g_tx),
    ("endocrinology_diabetes", g_endo),
    ("vascular_surgery", g_vasc),
    ("anticoagulation_clinic", g_ac),
]
# locale mix per genre of 40 notes
LOCALE_MIX = [("US", 9), ("UK", 9), ("CA", 5), ("AU", 6), ("IE", 5), ("NZ", 6)]
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")


def plan(r):
    slots = []
    for genre, mod in GENRES:
        locs = []
        for L, k in LOCALE_MIX:
            locs += [L] * k
        assert len(locs) == N_PER_GENRE
        for L in locs:
            slots.append((genre, mod, L))
    r.shuffle(slots)
    return slots


def build(out_path=OUT):
    r = random.Random(SEED)
    used = {}
    slots = plan(r)
    lines = []
    for i, (genre, mod, L) in enumerate(slots):
        c = Ctx(r, L, genre, used)
        doc, _layout = mod.build(c)
        text, spans = doc.result()
        rec = {
            "id": "dev32-en-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"language": "en", "source": "dev32-en", "genre": genre, "locale": L},
        }
        lines.append(json.dumps(rec, ensure_ascii=False, sort_keys=False))
    data = "\n".join(lines) + "\n"
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    return len(lines)


if __name__ == "__main__":
    n = build(sys.argv[1] if len(sys.argv) > 1 else OUT)
    print("wrote %d notes" % n)
