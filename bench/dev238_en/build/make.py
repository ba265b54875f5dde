#!/usr/bin/env python3
"""Build bench/dev238_en/notes.jsonl (author 238).

Usage: python3 make.py            # writes ../notes.jsonl
       python3 make.py --stdout   # writes the same bytes to stdout (used by check.py --rebuild)

All randomness comes from one random.Random(238); no sets are iterated; output is byte-identical
under any PYTHONHASHSEED."""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import ctx as X  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import phi as H  # noqa: E402

SEED = 238
PER_GENRE = 50
COUNTRIES = [("US", 30), ("UK", 25), ("CA", 20), ("AU", 25)]

GENRE_FUNCS = {}
for mod in (genres_a, genres_b, genres_c, genres_d):
    for k, v in mod.GENRES.items():
        GENRE_FUNCS[k] = v
GENRE_ORDER = ["new_arrival_health_assessment", "interpreter_clinic_note", "immigration_medical_exam", "tb_screening_record",
               "catchup_immunisation_plan", "trauma_survivor_assessment_letter", "caseworker_liaison_note",
               "telephone_interpreter_encounter", "referral_letter", "medication_reconciliation",
               "antenatal_booking_note", "discharge_summary", "mental_health_intake"]


def pick_country(rng):
    tot = sum(w for _, w in COUNTRIES)
    x = rng.randrange(tot)
    for c, w in COUNTRIES:
        x -= w
        if x < 0:
            return c
    return COUNTRIES[-1][0]


def ctx_for(rng, world, country, genre):
    if genre == "catchup_immunisation_plan":
        return X.Ctx(rng, world, country, genre, child=rng.random() < 0.75)
    if genre == "antenatal_booking_note":
        return X.Ctx(rng, world, country, genre, child=False, sex="F", ages=(17, 44))
    if genre in ("trauma_survivor_assessment_letter", "caseworker_liaison_note", "mental_health_intake"):
        return X.Ctx(rng, world, country, genre, child=False)
    if genre == "new_arrival_health_assessment":
        return X.Ctx(rng, world, country, genre, child=rng.random() < 0.25)
    return X.Ctx(rng, world, country, genre)


def build():
    rng = random.Random(SEED)
    world = H.World(rng)
    jobs = [g for g in GENRE_ORDER for _ in range(PER_GENRE)]
    rng.shuffle(jobs)
    n = len(jobs)
    lower_idx = sorted(rng.sample(range(n), round(n / 6)))
    lower_flags = [False] * n
    for i in lower_idx:
        lower_flags[i] = True
    out = []
    for i, genre in enumerate(jobs):
        country = pick_country(rng)
        c = ctx_for(rng, world, country, genre)
        d = H.Doc(lower=lower_flags[i], typo_rng=rng, typo_rate=0.012)
        GENRE_FUNCS[genre](c, d)
        text = d.text()
        for s in d.spans:
            if text[s["start"]:s["end"]] != s["text"]:
                raise AssertionError("offset mismatch in note %d" % (i + 1))
        rec = {"id": "dev238-%04d" % (i + 1), "text": text, "spans": d.spans,
               "meta": {"source": "dev238-en", "genre": genre, "lowercase": lower_flags[i], "country": country}}
        out.append(json.dumps(rec, ensure_ascii=False))
    return "\n".join(out) + "\n"


def main():
    data = build()
    if "--stdout" in sys.argv[1:]:
        sys.stdout.buffer.write(data.encode("utf-8"))
        return
    path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    print("wrote %s (%d notes)" % (path, data.count("\n")))


if __name__ == "__main__":
    main()
