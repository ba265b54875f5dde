"""Build bench/dev261_en/notes.jsonl (author 261). Run from bench/dev261_en:
    python3 build/make.py [--out PATH]
All randomness comes from one random.Random(261) object."""

import json
import os
import random
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from cast import Cast  # noqa: E402
from note import Note  # noqa: E402
import genres_campus  # noqa: E402
import genres_clinic  # noqa: E402
import genres_records  # noqa: E402
import genres_rx  # noqa: E402
import genres_sport  # noqa: E402

# genre id -> (generator, number of notes)
GENRES = [
    ("walkin_clinic", genres_clinic.walkin, 48),
    ("telephone_encounter", genres_clinic.telephone, 36),
    ("portal_message", genres_clinic.portal, 36),
    ("reslife_incident", genres_campus.reslife, 36),
    ("accommodation_letter", genres_campus.accommodation, 36),
    ("mh_crisis_referral", genres_campus.mh_crisis, 34),
    ("sports_ppe", genres_sport.ppe, 34),
    ("sports_injury_concussion", genres_sport.injury, 34),
    ("immunization_compliance", genres_records.immunization, 36),
    ("travel_clinic", genres_records.travel, 34),
    ("insurance_waiver_billing", genres_records.insurance, 32),
    ("pharmacy_refill", genres_rx.refill, 34),
    ("sexual_health", genres_rx.sexual_health, 34),
]
COUNTRIES = [("US", 0.40), ("UK", 0.25), ("CA", 0.17), ("AU", 0.18)]


def pick_country(rng):
    r = rng.random()
    acc = 0.0
    for c, w in COUNTRIES:
        acc += w
        if r < acc:
            return c
    return COUNTRIES[-1][0]


def build():
    rng = random.Random(261)
    jobs = []
    for gid, fn, k in GENRES:
        jobs.extend([(gid, fn)] * k)
    rng.shuffle(jobs)
    total = len(jobs)
    lower = set(rng.sample(range(total), round(total / 6)))
    out = []
    for i, (gid, fn) in enumerate(jobs):
        country = pick_country(rng)
        n = Note(lower=i in lower)
        cs = Cast(rng, country)
        fn(rng, n, cs)
        out.append(n.record("dev261-%04d" % (i + 1), gid, country))
    return out


def main(argv):
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    path = os.path.join(here, "notes.jsonl")
    if "--out" in argv:
        path = argv[argv.index("--out") + 1]
    recs = build()
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(recs), sum(len(r["spans"]) for r in recs), path))


if __name__ == "__main__":
    main(sys.argv[1:])
