#!/usr/bin/env python3
"""Build bench/dev236_en/notes.jsonl (author 236; laboratory medicine; US, Canada, Ireland).

Usage: python3 make.py [--out PATH]
All randomness comes from random.Random(236); offsets are recorded while each note is assembled.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import g_chem  # noqa: E402
import g_corr  # noqa: E402
import g_micro  # noqa: E402
import g_mol  # noqa: E402
import g_ops  # noqa: E402
import g_path  # noqa: E402

SEED = 236
PER_GENRE = 50
GENRES = [
    ("surgical_pathology_report", g_path.surgical_path),
    ("cytology_report", g_path.cytology),
    ("microbiology_culture_sensitivity_report", g_micro.micro),
    ("blood_bank_crossmatch_record", g_micro.blood_bank),
    ("chemistry_haematology_panel_report", g_chem.panel),
    ("critical_value_call_log", g_ops.critical_log),
    ("molecular_genetic_lab_report", g_mol.molecular),
    ("specimen_rejection_notice", g_ops.rejection),
    ("lab_to_clinician_letter", g_corr.letter),
    ("sendout_referral_lab_requisition", g_corr.sendout),
    ("point_of_care_testing_record", g_chem.poct),
    ("chain_of_custody_toxicology_record", g_mol.custody),
]
COUNTRY_WEIGHTS = [("US", 45), ("CA", 30), ("IE", 25)]


def pick_country(rng):
    r = rng.random() * 100
    acc = 0
    for c, w in COUNTRY_WEIGHTS:
        acc += w
        if r < acc:
            return c
    return COUNTRY_WEIGHTS[-1][0]


def build():
    rng = random.Random(SEED)
    order = []
    for gi in range(len(GENRES)):
        order += [gi] * PER_GENRE
    rng.shuffle(order)
    n = len(order)
    lower_idx = sorted(rng.sample(range(n), round(n / 6)))
    lower_set = {i: True for i in lower_idx}  # dict lookup only; never iterated
    notes = []
    for i, gi in enumerate(order):
        genre, fn = GENRES[gi]
        country = pick_country(rng)
        doc = fn(rng, country)
        text = doc.text()
        stripped = text.rstrip()
        spans = doc.spans
        for s in spans:
            assert s["end"] <= len(stripped)
        text = stripped
        low = lower_set.get(i, False)
        if low:
            lt = text.lower()
            assert len(lt) == len(text)
            text = lt
        out_spans = []
        for s in sorted(spans, key=lambda x: (x["start"], x["end"])):
            st = text[s["start"]:s["end"]]
            assert st == (s["text"].lower() if low else s["text"]), (st, s)
            out_spans.append({"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": st})
        notes.append({
            "id": "dev236-%04d" % (i + 1),
            "text": text,
            "spans": out_spans,
            "meta": {"source": "dev236-en", "genre": genre, "lowercase": low, "country": country},
        })
    return notes


def main():
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in sys.argv:
        out = sys.argv[sys.argv.index("--out") + 1]
    notes = build()
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for n in notes:
            f.write(json.dumps(n, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(n["spans"]) for n in notes), out))


if __name__ == "__main__":
    main()
