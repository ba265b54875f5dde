"""Build bench/dev331_en/notes.jsonl (author 331).

Usage: python3 build/make.py [--out PATH]

All randomness comes from one random.Random(331) created here and passed
down; no time, uuid, hash() or environment dependence.
"""
import sys

sys.dont_write_bytecode = True

import json  # noqa: E402
import os  # noqa: E402
import random  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
import genres_extra as GX  # noqa: E402
import genres_letters as GL  # noqa: E402
import genres_mdt as GM  # noqa: E402
import genres_records as GR  # noqa: E402

SEED = 331

# (genre name, generator, note count)
GENRES = [
    ("icc_clinic_letter", GL.clinic_letter, 40),
    ("family_screening_invitation", GL.screening_invite, 34),
    ("genetic_test_result_letter", GL.result_letter, 34),
    ("pedigree_family_history_record", GR.pedigree, 34),
    ("ecg_holter_report", GR.ecg_holter, 36),
    ("cardiac_mri_report", GR.cmr, 34),
    ("exercise_test_report", GR.exercise, 34),
    ("icd_decision_mdt_note", GM.icd_mdt, 34),
    ("sudden_death_family_liaison_note", GM.sd_liaison, 34),
    ("telephone_advice_log", GM.phone_log, 36),
    ("device_clinic_remote_monitoring_report", GX.device_report, 34),
    ("driving_occupational_fitness_letter", GX.driving_letter, 34),
    ("genetic_test_request_consent_form", GX.request_form, 34),
]

COUNTRY_WEIGHTS = [("AU", 13), ("CA", 12), ("GB", 24), ("IE", 12), ("NZ", 9), ("SG", 5), ("US", 20), ("ZA", 5)]


def build():
    rng = random.Random(SEED)
    plan = []
    for name, fn, k in GENRES:
        plan.extend([(name, fn)] * k)
    rng.shuffle(plan)
    codes = [c for c, _ in COUNTRY_WEIGHTS]
    weights = [w for _, w in COUNTRY_WEIGHTS]
    total = len(plan)
    lower_idx = sorted(rng.sample(range(total), round(total / 6)))
    lower_set = frozenset(lower_idx)
    records = []
    for i, (name, fn) in enumerate(plan):
        country = rng.choices(codes, weights=weights)[0]
        ctx = core.Ctx(rng, country)
        note = core.Note(name, country)
        fn(note, ctx)
        text = note.text()
        low = i in lower_set
        if low:
            lowered = text.lower()
            if len(lowered) != len(text):
                raise ValueError("lower-casing changed length in note %d" % i)
            text = lowered
        spans = []
        for s, e, label, typ in note.spans:
            spans.append({"start": s, "end": e, "label": label, "type": typ, "text": text[s:e]})
        spans.sort(key=lambda x: x["start"])
        records.append({
            "id": "dev331-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev331-en", "genre": name, "lowercase": low, "country": country},
        })
    return records


def main(argv):
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out = argv[argv.index("--out") + 1]
    records = build()
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for rec in records:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(records), out))


if __name__ == "__main__":
    main(sys.argv[1:])
