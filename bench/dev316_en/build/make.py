"""Build bench/dev316_en/notes.jsonl.

Usage: python3 build/make.py [--out PATH]

All randomness comes from one random.Random(316), passed down explicitly.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import ctx as ctxmod  # noqa: E402
import g_early  # noqa: E402
import g_surgery  # noqa: E402
import g_therapy  # noqa: E402
import g_clinic  # noqa: E402
import g_comms  # noqa: E402
import g_records  # noqa: E402
import g_psych  # noqa: E402

# (genre, generator, own addition?)
GENRES = [
    ("antenatal_referral", g_early.antenatal, False),
    ("cleft_nurse_feeding_visit", g_early.feeding, False),
    ("operative_note", g_surgery.operative, False),
    ("speech_assessment", g_therapy.speech, False),
    ("orthodontic_review", g_therapy.ortho, False),
    ("audiology_ent_letter", g_clinic.audiology, False),
    ("mdt_clinic_summary", g_clinic.mdt, False),
    ("school_liaison_letter", g_comms.school_letter, False),
    ("parent_telephone_log", g_comms.phone_log, False),
    ("audit_registry_entry", g_records.registry, False),
    ("psychology_review", g_psych.psychology, True),
    ("ward_discharge_summary", g_surgery.discharge, True),
    ("telehealth_video_review", g_records.telehealth, True),
]
PER_GENRE = 32


def build(rng):
    order = []
    for gi in range(len(GENRES)):
        order += [gi] * PER_GENRE
    rng.shuffle(order)
    n = len(order)
    lower = set(rng.sample(range(n), round(n / 6)))
    notes = []
    for i, gi in enumerate(order):
        genre, fn, _ = GENRES[gi]
        country = ctxmod.pick_country(rng)
        cx = ctxmod.Ctx(rng, country, genre)
        nb = fn(cx)
        nid = "dev316-%04d" % (i + 1)
        notes.append(nb.record(nid, genre, country, i in lower))
    return notes


def main(argv):
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out = argv[argv.index("--out") + 1]
    rng = random.Random(316)
    notes = build(rng)
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for n in notes:
            fh.write(json.dumps(n, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), out))


if __name__ == "__main__":
    main(sys.argv[1:])
