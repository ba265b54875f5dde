"""Generate bench/dev368_en/notes.jsonl.

usage: python3 build/make.py [--out DIR]
All randomness comes from one random.Random(368); no set or dict is iterated unsorted.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import g_letters  # noqa: E402
import g_proc  # noqa: E402
import g_reports  # noqa: E402
import g_track  # noqa: E402
from case import make_case  # noqa: E402
from core import Note  # noqa: E402

# (genre, builder, notes, relative weight for being one of the all-lower-case notes)
GENRES = [
    ("psa_referral_letter", g_letters.psa_referral, 34, 0.17),
    ("prostate_mri_report", g_reports.mri_report, 34, 0.17),
    ("transperineal_biopsy_record", g_proc.biopsy, 34, 0.17),
    ("histology_report", g_reports.histology, 34, 0.15),
    ("active_surveillance_tracker", g_track.as_tracker, 34, 0.17),
    ("urology_mdt_outcome", g_track.mdt, 34, 0.17),
    ("urology_clinic_letter", g_letters.clinic_letter, 34, 0.17),
    ("radiotherapy_referral", g_letters.rt_referral, 34, 0.17),
    ("hormone_injection_record", g_proc.injection, 34, 0.2),
    ("nurse_telephone_results_clinic", g_track.phone_clinic, 34, 0.30),
    # own additions
    ("psma_pet_report", g_reports.psma_pet, 34, 0.15),
    ("prostatectomy_operation_note", g_proc.op_note, 34, 0.17),
    ("patient_portal_message", g_track.portal, 34, 0.30),
]
# clinical constraints so that each record type tells a coherent story: (ISUP range, plan)
STORY = {
    "active_surveillance_tracker": ((1, 2), "AS"),
    "radiotherapy_referral": ((2, 5), "RT"),
    "prostatectomy_operation_note": ((2, 5), "RALP"),
    "psma_pet_report": ((3, 5), None),
    "hormone_injection_record": ((3, 5), None),
    "transperineal_biopsy_record": ((0, 5), None),
}
COUNTRIES = ["GB", "AU", "US", "CA", "IE", "NZ", "ZA"]
WEIGHTS = [28, 16, 16, 12, 10, 10, 8]


def build():
    rng = random.Random(368)
    plan = []
    for gi, (name, fn, count, plow) in enumerate(GENRES):
        plan += [gi] * count
    rng.shuffle(plan)
    # exactly one note in six is written in lower case; informal genres are more likely to be chosen
    # (weighted sampling without replacement: key = u ** (1 / w), largest keys win)
    keys = [(rng.random() ** (1.0 / GENRES[gi][3]), i) for i, gi in enumerate(plan)]
    keys.sort(reverse=True)
    lowflags = [False] * len(plan)
    for _, i in keys[:round(len(plan) / 6)]:
        lowflags[i] = True
    out = []
    for i, gi in enumerate(plan):
        name, fn, count, plow = GENRES[gi]
        country = rng.choices(COUNTRIES, weights=WEIGHTS)[0]
        lower = lowflags[i]
        gg_range, plan = STORY.get(name, ((0, 5), None))
        c = make_case(rng, country, gg_range, plan)
        n = Note(lower)
        fn(rng, n, c)
        text = n.text().rstrip()
        spans = n.spans
        for s in spans:
            assert s["end"] <= len(text)
        rec = {
            "id": "dev368-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev368-en", "genre": name, "lowercase": lower, "country": country},
        }
        out.append(rec)
    return out


def main(argv):
    outdir = os.path.dirname(HERE)
    if "--out" in argv:
        outdir = argv[argv.index("--out") + 1]
    os.makedirs(outdir, exist_ok=True)
    recs = build()
    path = os.path.join(outdir, "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(recs), path))


if __name__ == "__main__":
    main(sys.argv[1:])
