"""Build bench/dev183_en/notes.jsonl (deterministic; random.Random(183), stdlib only).

Usage: python3 build/make.py [output_path]
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import g1  # noqa: E402
import g2  # noqa: E402
import g3  # noqa: E402
import g4  # noqa: E402
from nb import NB  # noqa: E402
from phi import COUNTRY_META, Ctx  # noqa: E402

SEED = 183
PER_GENRE = 31

# (genre name, generator, country weights UK/IE/AU)
GENRES = [
    ("cardiac_surgery_referral_letter", g1.referral, (45, 25, 30)),
    ("preoperative_assessment_clinic_note", g1.preop, (45, 25, 30)),
    ("theatre_operation_note", g1.opnote, (45, 25, 30)),
    ("perfusion_record", g2.perfusion, (40, 25, 35)),
    ("cardiothoracic_icu_handover", g2.icu_handover, (45, 25, 30)),
    ("vascular_ward_round_note", g2.ward_round, (45, 25, 30)),
    ("wound_surveillance_log", g3.wound_log, (45, 25, 30)),
    ("mdt_meeting_outcome_list", g3.mdt, (45, 25, 30)),
    ("discharge_letter", g3.discharge, (45, 25, 30)),
    ("outpatient_surveillance_duplex_report", g4.duplex, (45, 25, 30)),
    ("interhospital_transfer_request", g4.transfer, (40, 25, 35)),
    ("cardiac_rehabilitation_referral", g4.rehab, (40, 25, 35)),
    ("implant_registry_record", g4.registry, (45, 20, 35)),
]


def build():
    rng = random.Random(SEED)
    order = []
    for gi in range(len(GENRES)):
        order.extend([gi] * PER_GENRE)
    rng.shuffle(order)
    n = len(order)
    lower_idx = sorted(rng.sample(range(n), round(n / 6)))
    lower_flags = [False] * n
    for i in lower_idx:
        lower_flags[i] = True
    notes = []
    for i, gi in enumerate(order):
        name, fn, weights = GENRES[gi]
        country = rng.choices(["UK", "IE", "AU"], weights=weights)[0]
        ctx = Ctx(rng, country)
        nb = NB(lower=lower_flags[i])
        nb.typo_r = rng
        nb.typo_rate = rng.choice([0.0, 0.0, 0.01, 0.02, 0.04])
        fn(ctx, nb)
        text = nb.text()
        stripped = text.rstrip()
        for sp in nb.spans:
            assert sp["end"] <= len(stripped)
            assert text[sp["start"]:sp["end"]] == sp["text"]
        notes.append({
            "id": "dev183-%04d" % (i + 1),
            "text": stripped,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]}
                      for s in nb.spans],
            "meta": {"source": "dev183-en", "genre": name, "lowercase": lower_flags[i],
                     "country": COUNTRY_META[country]},
        })
    return notes


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    notes = build()
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for nt in notes:
            fh.write(json.dumps(nt, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(x["spans"]) for x in notes), out))


if __name__ == "__main__":
    main()
