#!/usr/bin/env python3
"""Build /work/main/bench/dev21_en/notes.jsonl deterministically (seed 21). Python 3.11 stdlib only."""
import json
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import make_ctx, render, MONTHS, WDAYS  # noqa: E402
from genres import G, NO_PHI, HEAD, FOOT, prep  # noqa: E402

SEED = 21
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")

GENRE_COUNTS = {
    "clinical_question": 105, "curbside": 60, "portal_message": 115, "nurse_line": 65, "sms_reminder": 70,
    "pharmacy_refill": 60, "page": 60, "handover": 60, "incident_report": 70, "teaching_vignette": 55,
    "prior_auth": 55, "referral_email": 55, "clinic_letter": 60, "discharge_instructions": 55,
}
NO_PHI_COUNTS = {"clinical_question": 62, "curbside": 44}
HEAD_P, FOOT_P = 0.6, 0.65
LOCALE_W = [("US", 50), ("UK", 15), ("CA", 10), ("AU", 10), ("IE", 7), ("IN", 8)]

# words that must never appear in the non-PHI part of a text (they would be unannotated dates etc.)
HOLIDAY_WORDS = ["Christmas", "Thanksgiving", "Easter", "Diwali", "Holi ", "Anzac", "Boxing Day", "Canada Day",
                 "Patrick's", "Stephen's", "Pongal", "Onam", "Eid", "Halloween", "Labor Day", "Memorial Day"]
BAD_PLAIN = [re.compile(r"\b(%s)\b" % "|".join(MONTHS + WDAYS)), re.compile(r"@"), re.compile(r"www\.|https?:"),
             re.compile(r"\d{3}[-. ]\d{4}"), re.compile(r"\b(%s)" % "|".join(HOLIDAY_WORDS)),
             re.compile(r"\b(Mon|Tue|Tues|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b")]
ALLOWED_PLAIN = [re.compile(r"\bMay we\b")]


def lint(plain):
    p = plain
    for a in ALLOWED_PLAIN:
        p = a.sub("", p)
    for b in BAD_PLAIN:
        m = b.search(p)
        if m:
            return m.group(0)
    return None


def pick_locale(rng):
    return rng.choices([c for c, _ in LOCALE_W], weights=[w for _, w in LOCALE_W])[0]


def flags_of(t):
    return (t, "") if isinstance(t, str) else t


def build_one(rng, genre, phi=True):
    code = pick_locale(rng)
    if phi:
        cands = [flags_of(t) for t in G[genre]]
        cands = [(t, f) for t, f in cands
                 if not ("US" in f.split() and code != "US") and not ("nonUS" in f.split() and code == "US")]
        tpl, flags = rng.choice(cands)
        if "\n" not in tpl:
            if rng.random() < HEAD_P:
                tpl = rng.choice(HEAD[genre]) + tpl
            if rng.random() < FOOT_P and not (genre == "portal_message" and "child" in flags.split()):
                tpl = tpl + rng.choice(FOOT[genre])
    else:
        tpl, flags = rng.choice(NO_PHI), ""
    ctx = prep(make_ctx(rng, code, child="child" in flags.split()), rng)
    text, spans, plain = render(tpl, ctx, rng)
    return code, text, spans, plain


def main():
    rng = random.Random(SEED)
    jobs = [(g, True) for g, n in GENRE_COUNTS.items() for _ in range(n)]
    jobs += [(g, False) for g, n in NO_PHI_COUNTS.items() for _ in range(n)]
    rng.shuffle(jobs)
    seen, records = set(), []
    for genre, phi in jobs:
        for _attempt in range(50):
            code, text, spans, plain = build_one(rng, genre, phi)
            bad = lint(plain)
            if bad:
                raise SystemExit("lint: plain text contains %r in %s text:\n%s" % (bad, genre, text))
            if text not in seen:
                break
        seen.add(text)
        if not phi:
            assert not spans
        records.append({
            "id": "dev21-en-%04d" % (len(records) + 1), "text": text, "spans": spans,
            "meta": {"language": "en", "source": "dev21-en", "genre": genre, "locale": code},
        })
    with open(OUT, "w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d texts, %d spans -> %s" % (len(records), sum(len(r["spans"]) for r in records), OUT))


if __name__ == "__main__":
    main()
