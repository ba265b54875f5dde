"""Build bench/dev293_en/notes.jsonl.

usage: python3 build/make.py [--out PATH]

All randomness comes from one random.Random(293); dict and set iteration is
always over sorted keys, so the output does not depend on PYTHONHASHSEED.
"""

import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import g_exam  # noqa: E402
import g_cdl  # noqa: E402
import g_taxi  # noqa: E402
import g_vision  # noqa: E402
import g_letters  # noqa: E402
import g_onroad  # noqa: E402
import g_clinic  # noqa: E402
import g_appeal  # noqa: E402
import g_hosp  # noqa: E402

SEED = 293
PER_GENRE = 34
LOWER_FRACTION = 1 / 6

DEFAULT_W = (("UK", 30), ("US", 22), ("AU", 16), ("CA", 16), ("IE", 16))
GENRES = [
    ("driver_medical_examination_form", g_exam.gen, DEFAULT_W),
    ("licensing_authority_questionnaire_reply", g_letters.gen_reply, DEFAULT_W),
    ("gp_letter_not_to_drive", g_letters.gen_notdrive, (("UK", 34), ("IE", 20), ("AU", 16), ("CA", 14), ("US", 16))),
    ("on_road_driving_assessment_report", g_onroad.gen, DEFAULT_W),
    ("commercial_driver_certificate", g_cdl.gen, (("US", 60), ("CA", 15), ("AU", 15), ("UK", 5), ("IE", 5))),
    ("taxi_licensing_medical", g_taxi.gen, (("UK", 40), ("IE", 20), ("AU", 15), ("US", 10), ("CA", 15))),
    ("collision_follow_up_note", g_clinic.gen_collision, DEFAULT_W),
    ("vision_standard_assessment", g_vision.gen, DEFAULT_W),
    ("driving_telephone_encounter", g_clinic.gen_phone, DEFAULT_W),
    ("appeal_or_review_correspondence", g_appeal.gen, DEFAULT_W),
    ("sleep_clinic_driving_letter", g_hosp.gen_sleep, DEFAULT_W),
    ("discharge_summary_driving_advice", g_hosp.gen_discharge, DEFAULT_W),
]


def pick_country(rng, weights):
    total = sum(w for _, w in weights)
    x = rng.random() * total
    for c, w in weights:
        x -= w
        if x < 0:
            return c
    return weights[-1][0]


def build():
    rng = random.Random(SEED)
    plan = []
    for gi, (name, fn, weights) in enumerate(GENRES):
        for _ in range(PER_GENRE):
            plan.append(gi)
    rng.shuffle(plan)
    n = len(plan)
    lower = set(rng.sample(range(n), round(n * LOWER_FRACTION)))
    notes = []
    for i, gi in enumerate(plan):
        name, fn, weights = GENRES[gi]
        country = pick_country(rng, weights)
        doc, ctx, meta = fn(rng, country)
        assert meta["genre"] == name, (meta, name)
        lc = i in lower
        text, spans = doc.finish(lowercase=lc)
        if not text.isascii():
            raise AssertionError("non-ASCII text in note %d" % i)
        text = text.rstrip("\n") + "\n"
        for s in spans:
            if s["end"] > len(text) or text[s["start"]:s["end"]] != s["text"]:
                raise AssertionError("offset error in note %d" % i)
        notes.append({
            "id": "dev293-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev293-en", "genre": name, "lowercase": lc, "country": country},
        })
    return notes


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    args = ap.parse_args(argv)
    notes = build()
    with open(args.out, "w", encoding="utf-8", newline="\n") as fh:
        for note in notes:
            fh.write(json.dumps(note, ensure_ascii=True) + "\n")
    print("wrote %d notes to %s" % (len(notes), args.out))


if __name__ == "__main__":
    main()
