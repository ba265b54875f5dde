#!/usr/bin/env python3
"""Generate ../notes.jsonl for the dev14_en evaluation set (stdlib only, seed 14).

Usage: python3 build/make.py   (from bench/dev14_en/ or anywhere)
"""
import collections
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import pools  # noqa: E402
from genres1 import psychiatry, paediatric, home_health, rehab  # noqa: E402
from genres2 import social_work, pathology, echo  # noqa: E402
from genres3 import pharmacy, care_home, insurance  # noqa: E402
from genres4 import portal, lab  # noqa: E402

SEED = 14
NOTES_PER_GENRE = 38
LOCALES = ["us", "uk", "ie", "ca", "au", "sg", "ng"]

GENRES = [
    ("psychiatry_admission", psychiatry),
    ("paediatric_clinic", paediatric),
    ("home_health_visit", home_health),
    ("rehab_therapy", rehab),
    ("social_work", social_work),
    ("pathology_report", pathology),
    ("echo_report", echo),
    ("pharmacy_cd_register", pharmacy),
    ("care_home_daily", care_home),
    ("insurance_prior_auth", insurance),
    ("portal_messages", portal),
    ("lab_results", lab),
]


def main():
    assert len(set(pools.SURNAMES)) >= 400, "need >= 400 surnames"
    assert len(set(pools.GIVEN_F + pools.GIVEN_M)) >= 400, "need >= 400 given names"
    rng = random.Random(SEED)
    plan = []
    for gname, fn in GENRES:
        locs = []
        while len(locs) < NOTES_PER_GENRE:
            block = LOCALES[:]
            rng.shuffle(block)
            locs.extend(block)
        plan.append((gname, fn, locs[:NOTES_PER_GENRE]))
    records = []
    locale_count = collections.Counter()
    locale_genre = collections.Counter()
    for i in range(NOTES_PER_GENRE):
        order = list(range(len(plan)))
        rng.shuffle(order)
        for gi in order:
            gname, fn, locs = plan[gi]
            doc = fn(rng, locs[i])
            text = doc.text()
            spans = sorted(doc.spans, key=lambda s: (s["start"], s["end"]))
            records.append({"text": text, "spans": spans, "meta": {"language": "en", "source": "dev14-en", "genre": gname}})
            locale_count[locs[i]] += 1
            locale_genre[(gname, locs[i])] += 1
    out = os.path.join(HERE, "..", "notes.jsonl")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for n, rec in enumerate(records, 1):
            rec = {"id": f"dev14-en-{n:04d}", **rec}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(records)} notes, {sum(len(r['spans']) for r in records)} spans -> {os.path.normpath(out)}")
    print("notes per locale: " + ", ".join(f"{k} {locale_count[k]}" for k in LOCALES))


if __name__ == "__main__":
    main()
