#!/usr/bin/env python3
"""Build bench/dev234_en/notes.jsonl (author 234; standard library only).

Usage:  python3 make.py            # writes ../notes.jsonl
        python3 make.py --stdout   # writes the same bytes to stdout
All randomness comes from random.Random(234); no sets are iterated.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import case as K  # noqa: E402
import clinical as C  # noqa: E402
import doc as D  # noqa: E402
import genres_a as GA  # noqa: E402
import genres_b as GB  # noqa: E402
import genres_c as GC  # noqa: E402
import genres_d as GD  # noqa: E402
import phi  # noqa: E402

SEED = 234
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# (meta genre, builder, organs allowed or None for any, share of UK notes)
GENRES = [
    ("transplant_assessment_letter", GA.assessment_letter, None, 0.5),
    ("donor_referral_coordinator_log", GA.donor_referral, None, 0.45),
    ("living_donor_workup", GA.living_donor, ["kidney", "kidney", "kidney", "kidney", "liver"], 0.45),
    ("post_transplant_clinic_note", GA.post_tx_clinic, None, 0.45),
    ("biopsy_pathology_report", GB.pathology, ["kidney", "kidney", "kidney", "liver", "liver", "heart", "lung"], 0.45),
    ("mdt_listing_meeting_minutes", GB.mdt_minutes, None, 0.5),
    ("inpatient_progress_note", GB.progress_note, None, 0.4),
    ("telephone_encounter", GB.telephone, None, 0.45),
    ("medication_reconciliation", GC.med_rec, None, 0.45),
    ("discharge_summary", GC.discharge, None, 0.45),
    ("organ_transport_record", GC.organ_transport, None, 0.45),
    ("patient_portal_message", GD.portal, None, 0.4),
    ("hla_crossmatch_report", GD.hla, ["kidney", "kidney", "kidney", "SPK"], 0.45),
    ("remote_monitoring_summary", GD.remote, ["kidney", "lung", "lung", "heart", "SPK", "liver"], 0.4),
]


def us_text(s):
    """US spelling and drug names for plain (non-PHI) text of US notes."""
    return C.uk_spell(s, False)


def build():
    R = random.Random(SEED)
    W = phi.World(R)
    plan = []
    for gi, g in enumerate(GENRES):
        plan += [gi] * (30 + R.randint(1, 5))
    R.shuffle(plan)
    n = len(plan)
    lower_idx = set(R.sample(range(n), round(n / 6)))
    lines = []
    for i, gi in enumerate(plan):
        name, fn, organs, uk_share = GENRES[gi]
        country = "UK" if R.random() < uk_share else "US"
        organ = R.choice(organs) if organs else None
        k = K.new_case(W, R, country, organ)
        lower = i in lower_idx
        d = D.Doc(lower=lower, transform=None if country == "UK" else us_text)
        fn(W, R, k, d)
        text, spans = d.finish()
        obj = {"id": "dev234-%04d" % (i + 1), "text": text, "spans": spans,
               "meta": {"source": "dev234-en", "genre": name, "lowercase": lower, "country": country}}
        lines.append(json.dumps(obj, ensure_ascii=False))
    return "".join(line + "\n" for line in lines)


def main():
    data = build()
    if "--stdout" in sys.argv[1:]:
        sys.stdout.buffer.write(data.encode("utf-8"))
        return
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    print("wrote %s (%d notes)" % (OUT, data.count("\n")))


if __name__ == "__main__":
    main()
