"""Entry point: builds bench/dev413_en/notes.jsonl (and README.md).

Usage: python3 build/make.py [--out-dir DIR]

One random.Random(413) is created here and passed everywhere; sets and
dicts are only ever iterated in sorted order.
"""
import sys

sys.dont_write_bytecode = True

import datetime  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import random  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import clinical  # noqa: E402
import common  # noqa: E402
import g_imaging  # noqa: E402
import g_inpatient  # noqa: E402
import g_letters  # noqa: E402
import g_pathway  # noqa: E402
import g_theatre  # noqa: E402
import people  # noqa: E402
import pools_places  # noqa: E402
import readme  # noqa: E402
from doc import Doc  # noqa: E402

NO_CES = {"disc": 24, "stenosis": 22, "spondy": 14, "csm": 12, "crad": 10, "cyst": 8}
# genre -> (writer, prep, number of notes, condition weights or None)
GENRES = {
    "spinal_clinic_letter": (g_letters.clinic_letter, g_letters.prep, 31, NO_CES),
    "physio_triage_note": (g_letters.physio_triage, g_letters.prep, 31,
                           {"disc": 24, "stenosis": 20, "spondy": 10, "crad": 10, "cyst": 6, "csm": 4}),
    "consent_discussion": (g_letters.consent, g_letters.prep, 31, None),
    "mri_spine_report": (g_imaging.mri_report, g_imaging.prep, 31, None),
    "nerve_root_injection_note": (g_imaging.injection, g_imaging.prep, 31,
                                  {"disc": 24, "stenosis": 14, "crad": 10, "cyst": 8, "spondy": 6}),
    "operative_note": (g_theatre.op_note, g_theatre.prep, 31, None),
    "implant_record": (g_theatre.implant_record, g_theatre.prep, 31,
                       {"spondy": 10, "csm": 6, "crad": 6, "disc": 1, "stenosis": 1}),
    "ward_round_note": (g_inpatient.ward_round, g_inpatient.prep, 31, None),
    "discharge_summary": (g_inpatient.discharge, g_inpatient.prep, 31, None),
    "cauda_equina_referral": (g_pathway.ces_referral, g_pathway.prep, 31, {"ces": 20, "disc": 8, "stenosis": 4}),
    "spinal_mdt_outcome": (g_pathway.mdt, g_pathway.prep, 31, NO_CES),
    "telephone_review": (g_pathway.phone_review, g_pathway.prep, 31, None),
    "funding_preauth_request": (g_pathway.preauth, g_pathway.prep, 31, NO_CES),
}
# the generic preps that every note gets, so any genre may use any key
BASE_PREPS = [g_letters.prep, g_imaging.prep, g_theatre.prep, g_inpatient.prep, g_pathway.prep]


def build_note(rng, genre, country, lower, typo):
    writer, prep, _, only = GENRES[genre]
    k = people.make_case(rng, country, datetime.date(2024, 6, 1))
    k.update(clinical.make_clin(rng, country, only, k["sexc"]))
    common.setup_dates(rng, k)
    k["_rng_county"] = rng.random() < 0.3
    for p in BASE_PREPS:
        if p is not prep:
            p(rng, k)
    prep(rng, k)
    d = Doc(rng, lower=lower, typo_rate=0.05 if typo else 0.0, us_spelling=country == "US")
    writer(d, rng, k)
    text = d.text().rstrip() + "\n"
    return text, d.spans


def build(rng):
    slots = []
    for g in sorted(GENRES):
        slots += [g] * GENRES[g][2]
    rng.shuffle(slots)
    n = len(slots)
    lower_idx = set(rng.sample(range(n), round(n / 6)))
    cw = pools_places.COUNTRY_WEIGHTS
    ckeys = sorted(cw)
    notes = []
    for i, g in enumerate(slots):
        country = rng.choices(ckeys, weights=[cw[x] for x in ckeys])[0]
        lower = i in lower_idx
        typo = rng.random() < 0.3
        text, spans = build_note(rng, g, country, lower, typo)
        notes.append({
            "id": "dev413-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev413-en", "genre": g, "lowercase": lower, "country": country},
        })
    return notes


def main(argv):
    out_dir = os.path.dirname(HERE)
    if "--out-dir" in argv:
        out_dir = argv[argv.index("--out-dir") + 1]
    os.makedirs(out_dir, exist_ok=True)
    rng = random.Random(413)
    notes = build(rng)
    with open(os.path.join(out_dir, "notes.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for n in notes:
            fh.write(json.dumps(n, ensure_ascii=True) + "\n")
    with open(os.path.join(out_dir, "README.md"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(readme.render(notes, GENRES))
    print("wrote %d notes to %s" % (len(notes), out_dir))


if __name__ == "__main__":
    main(sys.argv[1:])
