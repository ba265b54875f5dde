#!/usr/bin/env python3
"""Deterministic generator for the dev36-en PHI evaluation set.

    python3 build/make.py            # writes ../notes.jsonl
    python3 build/make.py OUT.jsonl  # writes elsewhere

Seeded with random.Random(36); the output is byte-identical on every run.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from ctx import Ctx  # noqa: E402
from phi import render  # noqa: E402
import layouts  # noqa: E402
import specials  # noqa: E402
from localize import localize  # noqa: E402
import g_neuro, g_rheum, g_haem, g_id, g_resp, g_gi, g_hep, g_uro  # noqa: E402,E401

GENRES = [g_neuro, g_rheum, g_haem, g_id, g_resp, g_gi, g_hep, g_uro]
N_NOTES = 320
LOCALE_WEIGHTS = [("US", 26), ("UK", 24), ("CA", 13), ("AU", 14), ("IE", 11), ("NZ", 10)]

# generic layouts: weight by locale family
OUTPATIENT_LAYOUTS = {
    "US": [("ehr", 10), ("dictated", 4), ("letter", 2), ("terse", 2), ("phone", 2), ("referral", 2), ("telehealth", 2)],
    "CA": [("ehr", 6), ("letter", 5), ("dictated", 3), ("terse", 2), ("phone", 2), ("referral", 2), ("telehealth", 1), ("mdt", 1)],
    "UK": [("letter", 11), ("terse", 2), ("phone", 2), ("referral", 3), ("mdt", 5), ("ehr", 1), ("telehealth", 1)],
    "IE": [("letter", 11), ("terse", 2), ("phone", 2), ("referral", 3), ("mdt", 3), ("dictated", 1)],
    "AU": [("letter", 9), ("ehr", 2), ("dictated", 2), ("terse", 2), ("phone", 2), ("referral", 2), ("telehealth", 2), ("mdt", 3)],
    "NZ": [("letter", 10), ("terse", 2), ("phone", 2), ("referral", 2), ("telehealth", 1), ("mdt", 3), ("ehr", 1)],
}
INPATIENT_LAYOUTS = [("discharge", 7), ("terse", 3), ("letter", 1)]


def wchoice(r, pairs):
    tot = sum(w for _, w in pairs)
    x = r.uniform(0, tot)
    acc = 0
    for k, w in pairs:
        acc += w
        if x <= acc:
            return k
    return pairs[-1][0]


def make_note(r, idx, genre_mod, loc):
    c = Ctx(r, loc, genre_mod.GENRE, idx)
    d = genre_mod.build(c)
    d["g"] = genre_mod.G
    specs = [s for s in d.get("special", []) if s in specials.SPECIAL]
    if specs and r.random() < 0.6:
        kind = r.choice(specs)
        text = specials.SPECIAL[kind](c, d)
    else:
        pairs = INPATIENT_LAYOUTS if d.get("inpatient") else OUTPATIENT_LAYOUTS[loc]
        if not d.get("mdt_ok"):
            pairs = [p for p in pairs if p[0] != "mdt"]
        elif loc != "US":
            pairs = pairs + [("mdt", 6)]
        kind = wchoice(r, pairs)
        text = layouts.GENERIC[kind](c, d)
    text = localize(text.strip("\n") + "\n", loc)
    plain, spans = render(text)
    return plain, spans, kind, d.get("sub", "")


def build():
    r = random.Random(36)
    plan = []
    per = N_NOTES // len(GENRES)
    for g in GENRES:
        plan += [g] * per
    r.shuffle(plan)
    locs = [wchoice(r, LOCALE_WEIGHTS) for _ in plan]
    recs = []
    for i, (g, loc) in enumerate(zip(plan, locs), 1):
        plain, spans, kind, sub = make_note(r, i, g, loc)
        recs.append({
            "id": f"dev36-en-{i:04d}",
            "text": plain,
            "spans": spans,
            "meta": {"language": "en", "source": "dev36-en", "genre": g.GENRE, "locale": loc,
                     "layout": kind, "subtype": sub},
        })
    return recs


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    recs = build()
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for rec in recs:
            f.write(json.dumps(rec, ensure_ascii=False, sort_keys=False) + "\n")
    n_sp = sum(len(x["spans"]) for x in recs)
    print(f"wrote {len(recs)} notes, {n_sp} spans -> {out}")


if __name__ == "__main__":
    main()
