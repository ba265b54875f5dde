#!/usr/bin/env python3
"""Build bench/dev243_en/notes.jsonl (author 243). Standard library only; all randomness from Random(243)."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import random  # noqa: E402

import g1  # noqa: E402
import g2  # noqa: E402
import g3  # noqa: E402
import g4  # noqa: E402
from ctx import Ctx  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# (genre name, generator, age range or None)
GENRES = [
    ("gender_clinic_first_assessment", g1.gic_first, (17, 66)),
    ("hormone_followup_labs", g1.hrt_fu, None),
    ("surgical_referral_letter", g2.surg_ref, (19, 62)),
    ("name_gender_marker_letter", g2.marker, (17, 72)),
    ("mental_health_readiness", g1.mh_ready, (18, 64)),
    ("fertility_preservation", g2.fert, (16, 41)),
    ("pharmacy_hormone_prescription", g3.pharm, None),
    ("patient_portal_thread", g3.portal, None),
    ("telephone_encounter", g3.tel, None),
    ("discharge_summary_surgery", g4.discharge, (19, 66)),
    ("voice_therapy_note", g4.voice, None),
    ("insurance_funding_appeal", g4.appeal, (18, 64)),
]
PER_GENRE = 55
COUNTRY_W = ["UK"] * 7 + ["US"] * 8 + ["CA"] * 5


def build():
    rng = random.Random(243)
    slots = [g for g in range(len(GENRES)) for _ in range(PER_GENRE)]
    rng.shuffle(slots)
    n = len(slots)
    lower_idx = sorted(rng.sample(range(n), round(n / 6)))
    lower = dict((i, True) for i in lower_idx)
    lines = []
    for i, gi in enumerate(slots):
        name, fn, ages = GENRES[gi]
        country = rng.choice(COUNTRY_W)
        c = Ctx(rng, country, ages)
        doc = fn(rng, c)
        text = doc.text()
        spans = [dict(s) for s in doc.spans]
        lc = lower.get(i, False)
        if lc:
            low = text.lower()
            if len(low) != len(text):
                raise SystemExit("lower-casing changed length in note %d" % i)
            text = low
            for s in spans:
                s["text"] = s["text"].lower()
        for s in spans:
            if text[s["start"]:s["end"]] != s["text"]:
                raise SystemExit("offset mismatch in note %d: %r" % (i, s))
        obj = {"id": "dev243-%04d" % (i + 1), "text": text,
               "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                          "text": s["text"]} for s in spans],
               "meta": {"source": "dev243-en", "genre": name, "lowercase": lc, "country": country}}
        lines.append(json.dumps(obj, ensure_ascii=False))
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines) + "\n")
    return len(lines)


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--out":
        OUT = sys.argv[2]
    print("wrote %d notes to %s" % (build(), OUT))
