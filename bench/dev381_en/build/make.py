#!/usr/bin/env python3
"""Build dev381_en/notes.jsonl: orthogeriatric / hip fracture unit notes with PHI spans.

Usage: python3 make.py [--out DIR]   (default: the set folder, one level above build/)
One random generator, random.Random(381), is created here and passed everywhere.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import clinical as CL  # noqa: E402
import ctx as CTX  # noqa: E402
import g_admit  # noqa: E402
import g_handover  # noqa: E402
import g_letters  # noqa: E402
import g_own  # noqa: E402
import g_theatre  # noqa: E402
import g_therapy  # noqa: E402
import g_ward  # noqa: E402
from common import Doc, wpick  # noqa: E402

# genre -> (writer, notes, weight for being one of the all-lower-case notes, typo rate)
GENRES = [
    ("hip_admission_clerking", g_admit.clerking, 32, 2.0, 0.03),
    ("orthogeriatric_postop_review", g_ward.postop, 32, 2.0, 0.03),
    ("anaesthetic_preop_note", g_admit.preop, 32, 1.5, 0.02),
    ("operative_note", g_theatre.opnote, 32, 0.7, 0.01),
    ("delirium_4at_assessment", g_ward.fourat, 32, 3.0, 0.03),
    ("physiotherapy_mobilisation_note", g_therapy.physio, 32, 3.0, 0.04),
    ("discharge_summary_to_gp", g_letters.discharge, 32, 0.5, 0.01),
    ("hip_fracture_audit_record", g_theatre.audit, 32, 0.5, 0.0),
    ("family_meeting_note", g_therapy.family_meeting, 32, 1.0, 0.02),
    ("care_home_transfer_letter", g_letters.carehome, 32, 0.5, 0.01),
    ("fls_bone_health_letter", g_own.fls, 32, 0.5, 0.01),
    ("pharmacist_medication_review", g_own.pharm, 32, 1.5, 0.02),
    ("nursing_handover", g_handover.handover, 32, 4.0, 0.05),
]
OWN_GENRES = ["fls_bone_health_letter", "pharmacist_medication_review", "nursing_handover"]
COUNTRIES = [("UK", 34), ("IE", 13), ("AU", 17), ("NZ", 11), ("CA", 13), ("US", 12)]


def plan(rng):
    jobs = []
    for name, fn, n, lw, ty in GENRES:
        for _ in range(n):
            jobs.append([name, fn, lw, ty])
    rng.shuffle(jobs)
    for j in jobs:
        j.append(wpick(rng, COUNTRIES))
    # about one note in six entirely lower case, weighted towards quick ward notes
    k = round(len(jobs) / 6)
    keys = sorted(((rng.random() ** (1.0 / j[2]), i) for i, j in enumerate(jobs)), reverse=True)
    lower = set(i for _, i in keys[:k])
    return [(j[0], j[1], j[3], j[4], i in lower) for i, j in enumerate(jobs)]


def build(rng):
    out = []
    for i, (genre, fn, typo, cc, lower) in enumerate(plan(rng)):
        c = CTX.build(rng, cc, genre)
        CL.setup(rng, c)
        d = Doc(c, lower=lower, rng=rng, typo=typo)
        fn(d, rng, c)
        text = d.text().rstrip("\n") + "\n"
        spans = d.spans
        out.append({
            "id": "dev381-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]}
                      for s in spans],
            "meta": {"source": "dev381-en", "genre": genre, "lowercase": text == text.lower(), "country": cc},
        })
    return out


def main():
    outdir = os.path.dirname(HERE)
    args = sys.argv[1:]
    if args[:1] == ["--out"] and len(args) > 1:
        outdir = args[1]
    rng = random.Random(381)
    notes = build(rng)
    os.makedirs(outdir, exist_ok=True)
    path = os.path.join(outdir, "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for n in notes:
            fh.write(json.dumps(n, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), path))


if __name__ == "__main__":
    main()
