#!/usr/bin/env python3
"""Deterministic generator for the dev42_en evaluation set.

    python3 build/make.py            # writes ../notes.jsonl (relative to this file)

Everything is invented.  A single random.Random(42) drives all choices, so a
rebuild is byte-identical.
"""

import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import clinical  # noqa: E402
import genres  # noqa: E402
from markup import parse  # noqa: E402
from note import Note  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
N_NOTES = 320

GENRE_COUNTS = [("clinic_letter", 120), ("referral", 44), ("second_opinion", 36),
                ("insurance_report", 44), ("occupational_health", 40), ("medicolegal_report", 36)]
LOCALE_WEIGHTS = [("US", 22), ("UK", 25), ("CA", 12), ("AU", 15), ("IE", 13), ("NZ", 13)]

MEDICAL_GENRES = ("clinic_letter", "referral", "second_opinion")
LEGAL_CONDS = ("back", "whiplash", "shoulder", "wrist", "knee", "ptsd")


AN_RE = re.compile(r"\b([Aa]) ((?:\x02[A-Z_]+\x1f)?(?:(?![Uu](?:ni|se|su|ro|ti|ra|re)|[Ee]u|[Oo]ne\b)[AEIOUaeiou]|HGV\b|IT\b|8|11-|18-|11\x03|18\x03|MRI|NSTEMI|MRC|X-ray))")


def tidy(marked):
    marked = AN_RE.sub(lambda m: m.group(1) + "n " + m.group(2), marked)
    marked = re.sub(r"[ \t]+\n", "\n", marked)
    marked = re.sub(r"\n{3,}", "\n\n", marked)
    return marked.strip("\n") + "\n"


def build():
    rng = random.Random(42)
    plan = []
    tot_w = sum(w for _, w in LOCALE_WEIGHTS)
    for g, k in GENRE_COUNTS:
        # largest-remainder allocation of the genre's notes over the locales
        quotas = [(loc, k * w / tot_w) for loc, w in LOCALE_WEIGHTS]
        alloc = {loc: int(q) for loc, q in quotas}
        rest = sorted(quotas, key=lambda x: (-(x[1] - int(x[1])), x[0]))
        for loc, _ in rest[:k - sum(alloc.values())]:
            alloc[loc] += 1
        for loc, _ in LOCALE_WEIGHTS:
            plan.extend([(g, loc)] * alloc[loc])
    assert len(plan) == N_NOTES
    rng.shuffle(plan)
    cases = [(s, i) for s in clinical.SPEC_KEYS for i in range(len(clinical.SPECIALTIES[s]["cases"]))]
    adult_cases = [c for c in cases if not clinical.SPECIALTIES[c[0]]["cases"][c[1]].get("child_patient")]
    case_q, adult_q, cond_q, legal_q = [], [], [], []
    records = []
    for idx, (genre, locale) in enumerate(plan, 1):
        spec_key = case_idx = cond = None
        if genre in MEDICAL_GENRES:
            q = adult_q if genre == "second_opinion" else case_q
            if not q:
                q.extend(adult_cases if genre == "second_opinion" else cases)
                rng.shuffle(q)
            spec_key, case_idx = q.pop()
        else:
            q = legal_q if genre == "medicolegal_report" else cond_q
            if not q:
                q.extend(c for c in clinical.CONDITIONS if genre != "medicolegal_report" or c["key"] in LEGAL_CONDS)
                rng.shuffle(q)
            cond = q.pop()
        n = Note(rng, locale, genre, spec_key, case_idx, cond)
        marked = tidy(genres.GENRES[genre](n))
        text, spans = parse(marked)
        records.append({
            "id": "dev42-en-%04d" % idx,
            "text": text,
            "spans": spans,
            "meta": {"language": "en", "source": "dev42-en", "genre": genre, "locale": locale},
        })
    return records


def main():
    records = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n")
    nspans = sum(len(r["spans"]) for r in records)
    print("wrote %d notes, %d spans -> %s" % (len(records), nspans, OUT))


if __name__ == "__main__":
    main()
