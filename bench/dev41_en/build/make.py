#!/usr/bin/env python3
"""Deterministic generator for the dev41-en PHI evaluation set.

Usage:  python3 build/make.py            (writes ../notes.jsonl)
Everything is driven by random.Random(41); rebuilding gives byte-identical output.
"""
import json
import re
import os
import random
import sys

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import locales  # noqa: E402
from markup import parse  # noqa: E402
from people import Ctx  # noqa: E402
import g_inpatient  # noqa: E402
import g_vw  # noqa: E402
import g_nursing  # noqa: E402
import g_safeguarding  # noqa: E402
import g_ahp  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
N = 320

GENRES = [
    ("hospital_at_home_virtual_ward", (45, 99), g_vw.vw_review),
    ("cardiology_inpatient_progress", (35, 97), lambda c: g_inpatient.progress_note(c, "Cardiology")),
    ("respiratory_inpatient_progress", (19, 97), lambda c: g_inpatient.progress_note(c, "Respiratory")),
    ("admission_clerking", (18, 99), g_inpatient.clerking),
    ("ward_round", (30, 99), g_inpatient.ward_round),
    ("nursing_admission_assessment", (18, 99), g_nursing.nursing),
    ("safeguarding_referral", (18, 99), g_safeguarding.safeguarding),
    ("dietetics", (18, 99), g_ahp.dietetics),
    ("speech_language_therapy", (40, 99), g_ahp.slt),
]
LOCALE_COUNTS = [("US", 64), ("UK", 72), ("CA", 40), ("AU", 52), ("IE", 44), ("NZ", 48)]


ART_RE = re.compile("\\b([Aa]) (?=\x02[A-Z_]+\x1f(?:(?!uni|Uni|one|eu)[aeiouAEIOU]|HGV|IT\\b|8|11\x03|18\x03|11-|18-))")


def tidy(marked):
    marked = ART_RE.sub(lambda m: m.group(1) + "n ", marked)
    lines = [ln.rstrip() for ln in marked.split("\n")]
    out = []
    blank = False
    for ln in lines:
        if not ln.strip():
            if blank:
                continue
            blank = True
            out.append("")
        else:
            blank = False
            out.append(ln)
    return "\n".join(out).strip("\n")


def build():
    rng = random.Random(41)
    genres = []
    for i in range(N):
        genres.append(GENRES[i % len(GENRES)])
    rng.shuffle(genres)
    locs = []
    for code, n in LOCALE_COUNTS:
        locs += [code] * n
    assert len(locs) == N
    rng.shuffle(locs)
    records = []
    for i in range(N):
        gname, age_range, fn = genres[i]
        code = locs[i]
        loc = locales.LOCALES[code](rng)
        if gname == "safeguarding_referral" and rng.random() < 0.4:
            age_range = (1, 16)
        ctx = Ctx(rng, loc, gname, age_range)
        marked = tidy(fn(ctx))
        text, spans = parse(marked)
        for s in spans:
            assert text[s["start"]:s["end"]] == s["text"]
        records.append({
            "id": "dev41-en-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"language": "en", "source": "dev41-en", "genre": gname, "locale": code},
        })
    return records


def main():
    records = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for rec in records:
            f.write(json.dumps(rec, ensure_ascii=False, sort_keys=False) + "\n")
    nsp = sum(len(r["spans"]) for r in records)
    print("wrote %d notes, %d spans -> %s" % (len(records), nsp, OUT))


if __name__ == "__main__":
    main()
