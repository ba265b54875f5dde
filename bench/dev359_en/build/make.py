#!/usr/bin/env python3
"""Build dev359_en/notes.jsonl (author 359).

usage: python3 build/make.py [--out DIR]

One random.Random(359) drives every choice; sets and dicts are iterated in
sorted order, so the output does not depend on PYTHONHASHSEED.
"""
import argparse
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import pools_places as PL  # noqa: E402
from phi import Ctx  # noqa: E402

DEFAULT_W = [("UK", 32), ("IE", 12), ("AU", 15), ("NZ", 10), ("CA", 14), ("US", 17)]

# genre name, function, number of notes, country weights
GENRES = [
    ("coeliac_clinic_letter", genres_a.clinic_letter, 36, DEFAULT_W),
    ("serology_report", genres_b.serology_report, 34, DEFAULT_W),
    ("duodenal_biopsy_report", genres_b.biopsy_report, 32, DEFAULT_W),
    ("dietitian_assessment", genres_b.dietitian_assessment, 34, DEFAULT_W),
    ("annual_review_proforma", genres_b.annual_review, 32, DEFAULT_W),
    ("gf_prescription_request", genres_a.gf_prescription_request, 34,
     [("UK", 45), ("IE", 12), ("NZ", 10), ("AU", 8), ("CA", 12), ("US", 13)]),
    ("dexa_bone_health_referral", genres_a.dexa_referral, 32, DEFAULT_W),
    ("patient_portal_message", genres_c.portal_message, 34, DEFAULT_W),
    ("family_screening_letter", genres_a.family_screening_letter, 32, DEFAULT_W),
    ("nurse_telephone_review", genres_c.telephone_review, 34, DEFAULT_W),
    ("endoscopy_admission_checklist", genres_c.endoscopy_checklist, 32, DEFAULT_W),
    ("gluten_challenge_plan", genres_d.gluten_challenge, 31, DEFAULT_W),
    ("ehr_access_audit_log", genres_d.audit_log, 31, DEFAULT_W),
]


def pick(rng, pairs):
    tot = sum(w for _, w in pairs)
    v = rng.random() * tot
    for k, w in pairs:
        v -= w
        if v < 0:
            return k
    return pairs[-1][0]


def build():
    rng = random.Random(359)
    plan = []
    for name, fn, cnt, w in GENRES:
        plan += [(name, fn, w)] * cnt
    rng.shuffle(plan)
    n_lower = round(len(plan) / 6)
    lower = set(rng.sample(range(len(plan)), n_lower))
    out = []
    for i, (name, fn, w) in enumerate(plan):
        country = pick(rng, w)
        x = Ctx(rng, country)
        note = fn(x)
        text = note.text().rstrip()
        is_lower = i in lower
        if is_lower:
            low = text.lower()
            assert len(low) == len(text)
            text = low
        spans = []
        for sp in note.spans:
            val = sp["value"].lower() if is_lower else sp["value"]
            assert text[sp["start"]:sp["end"]] == val, (name, sp)
            spans.append({"start": sp["start"], "end": sp["end"], "label": sp["label"],
                          "type": sp["type"], "text": text[sp["start"]:sp["end"]]})
        spans.sort(key=lambda s: (s["start"], s["end"]))
        out.append({"id": "dev359-%04d" % (i + 1), "text": text, "spans": spans,
                    "meta": {"source": "dev359-en", "genre": name, "lowercase": is_lower,
                             "country": PL.COUNTRY_NAME[country]}})
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.dirname(HERE))
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    notes = build()
    with open(os.path.join(a.out, "notes.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for nt in notes:
            f.write(json.dumps(nt, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), os.path.join(a.out, "notes.jsonl")))


if __name__ == "__main__":
    main()
