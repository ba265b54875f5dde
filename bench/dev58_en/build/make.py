"""Generate bench/dev58_en/notes.jsonl (and README.md) with random.Random(58).

Run from the set directory:  python3.11 build/make.py
Every PHI value is written through markers.m(); markers.render() turns the marked
note into plain text and gold spans.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import markers  # noqa: E402
import values as V  # noqa: E402
import g_cda, g_hl7, g_lab, g_mar, g_referral, g_audit, g_device, g_ocr  # noqa: E402,E401
import readme  # noqa: E402

SET_DIR = os.path.dirname(HERE)
SEED = 58

GENRES = [
    ("cda_text", g_cda, 42),
    ("hl7v2", g_hl7, 44),
    ("lab_cumulative", g_lab, 40),
    ("flowsheet_mar", g_mar, 40),
    ("referral_form", g_referral, 40),
    ("audit_log", g_audit, 38),
    ("device_report", g_device, 40),
    ("ocr_form", g_ocr, 44),
]
LOCALE_WEIGHTS = [("US", 0.38), ("UK", 0.22), ("CA", 0.20), ("AU", 0.20)]


def pick_locale(rng):
    r, acc = rng.random(), 0.0
    for loc, w in LOCALE_WEIGHTS:
        acc += w
        if r < acc:
            return loc
    return LOCALE_WEIGHTS[-1][0]


def main():
    rng = random.Random(SEED)
    plan = []
    for genre, mod, n in GENRES:
        for i in range(n):
            plan.append((genre, mod, mod.LAYOUTS[i % len(mod.LAYOUTS)]))
    rng.shuffle(plan)
    notes = []
    for k, (genre, mod, layout) in enumerate(plan, 1):
        loc = pick_locale(rng)
        ctx = mod.make_case(rng, loc, layout) if hasattr(mod, "make_case") else V.Case(rng, loc)
        marked = mod.build(ctx, layout)
        segs = markers.segments(marked)
        if getattr(mod, "OCR", False):
            segs = markers.ocr_noise(segs, rng, level=rng.choice([0.6, 1.0, 1.4]))
        text, spans = markers.render(segs)
        notes.append({"id": "dev58-en-%04d" % k, "text": text, "spans": spans,
                      "meta": {"language": "en", "source": "dev58-en", "genre": genre, "locale": loc,
                               "layout": layout}})
    out = os.path.join(SET_DIR, "notes.jsonl")
    with open(out, "w", encoding="utf-8") as fh:
        for n in notes:
            fh.write(json.dumps(n, ensure_ascii=False) + "\n")
    readme.write(os.path.join(SET_DIR, "README.md"), notes, GENRES, SEED)
    nspans = sum(len(n["spans"]) for n in notes)
    print("wrote %d notes, %d spans -> %s" % (len(notes), nspans, out))


if __name__ == "__main__":
    main()
