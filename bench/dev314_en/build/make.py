#!/usr/bin/env python3
"""Build bench/dev314_en/notes.jsonl (hand surgery / hand therapy PHI evaluation set, author 314).

Usage: python3 build/make.py [--out PATH]
All randomness comes from core.R = random.Random(314); output is byte-identical across runs.
"""
import argparse
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import R, weighted, chance  # noqa: E402
import case as CS  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import genres_e  # noqa: E402
from clinical_b import TRAUMA_KEYS  # noqa: E402

COUNTRY_W = [("US", 22), ("UK", 20), ("IE", 10), ("CA", 12), ("AU", 14), ("NZ", 10), ("ZA", 6), ("SG", 6)]


def any_case(code):
    return CS.Case(code)


def trauma_case(code):
    return CS.Case(code, keys=TRAUMA_KEYS)


def op_case(code):
    return genres_b.op_case(code)


def nerve_case(code):
    return CS.Case(code, keys=["cts", "cts", "cubital"], adult=True)


def work_case(code):
    return CS.Case(code, work=True, adult=True)


def replant_case(code):
    if chance(0.65):
        return CS.Case(code, keys=["amputation"], child_ok=True)
    return CS.Case(code, keys=["flexor", "sheath_infection", "extensor", "digital_nerve"])


def claim_case(code):
    return CS.Case(code, keys=TRAUMA_KEYS, work=True, adult=True)


# (genre, writer, number of notes, case factory)
GENRES = [
    ("hand_trauma_clinic", genres_e.hand_trauma_clinic, 36, trauma_case),
    ("operative_note", genres_a.op_note, 36, op_case),
    ("hand_therapy_assessment", genres_a.therapy_assessment, 36, any_case),
    ("splint_prescription", genres_b.splint_rx, 34, any_case),
    ("theatre_list", genres_b.theatre_list, 32, op_case),
    ("gp_discharge_letter", genres_b.gp_letter, 36, op_case),
    ("nerve_conduction_request", genres_c.ncs_request, 34, nerve_case),
    ("return_to_work_letter", genres_c.rtw_letter, 34, work_case),
    ("telephone_followup_log", genres_c.tel_log, 35, any_case),
    ("photo_consent_record", genres_d.photo_consent, 34, any_case),
    ("replant_referral_log", genres_d.replant_referral, 34, replant_case),
    ("injury_claim_certificate", genres_d.claim_form, 34, claim_case),
]


def build():
    plan = []
    for genre, writer, count, factory in GENRES:
        for _ in range(count):
            plan.append((genre, writer, factory, weighted(COUNTRY_W)))
    R.shuffle(plan)
    notes = []
    for genre, writer, factory, code in plan:
        k = factory(code)
        n = writer(k)
        assert n.genre == genre, (n.genre, genre)
        text = n.text()
        for s in n.spans:
            assert text[s["start"]:s["end"]] == s["text"]
        notes.append([genre, code, text, n.spans])
    lower = set(R.sample(range(len(notes)), round(len(notes) / 6)))
    out = []
    for i, (genre, code, text, spans) in enumerate(notes):
        lc = i in lower
        if lc:
            low = text.lower()
            assert len(low) == len(text)
            text = low
            spans = [dict(s, text=s["text"].lower()) for s in spans]
        rec = {
            "id": "dev314-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]} for s in spans],
            "meta": {"source": "dev314-en", "genre": genre, "lowercase": lc, "country": code},
        }
        out.append(rec)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    args = ap.parse_args()
    recs = build()
    with open(args.out, "w", encoding="utf-8", newline="\n") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(recs), args.out))


if __name__ == "__main__":
    main()
