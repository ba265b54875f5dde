#!/usr/bin/env python3
"""Build bench/dev420_en/notes.jsonl.

    python3 build/make.py [--out PATH]

All randomness comes from the single random.Random(420) created here and
passed down to every generator; nothing depends on hash seeds.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import case  # noqa: E402
from doc import Doc  # noqa: E402
import g_workup, g_apher, g_cond, g_ward, g_tox, g_donor  # noqa: E402,E401
import g_gvhd, g_dayunit, g_discharge, g_phone, g_product, g_ltfu  # noqa: E402,E401

GENRES = [g_workup, g_apher, g_cond, g_ward, g_tox, g_donor,
          g_gvhd, g_dayunit, g_discharge, g_phone, g_product, g_ltfu]
PER_GENRE = 36
TYPO = {"transplant_workup_summary": 0.01, "apheresis_collection_record": 0.004,
        "conditioning_infusion_record": 0.004, "ward_round_note": 0.03, "crs_icans_grading_log": 0.01,
        "donor_search_hla_report": 0.0, "gvhd_clinic_letter": 0.006, "day_unit_review": 0.025,
        "discharge_summary": 0.01, "coordinator_telephone_call": 0.03, "cart_product_receipt_record": 0.0,
        "ltfu_survivorship_letter": 0.006}


def build(rng):
    plan = []
    for g in GENRES:
        plan += [g] * PER_GENRE
    rng.shuffle(plan)
    n = len(plan)
    lower = set(rng.sample(range(n), round(n / 6)))
    notes = []
    for i, g in enumerate(plan):
        kind = getattr(g, "KIND", None)
        kind = rng.choice(kind) if isinstance(kind, list) else kind
        c = case.Case(rng, kind=kind)
        d = Doc(rng, lower=i in lower, typo=TYPO[g.GENRE])
        g.generate(c, d, rng)
        text, spans = d.result()
        notes.append({"id": "dev420-%04d" % (i + 1), "text": text, "spans": spans,
                      "meta": {"source": "dev420-en", "genre": g.GENRE, "lowercase": i in lower,
                               "country": c.country}})
    return notes


def main():
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in sys.argv:
        out = sys.argv[sys.argv.index("--out") + 1]
    rng = random.Random(420)
    notes = build(rng)
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for n in notes:
            fh.write(json.dumps(n, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), out))


if __name__ == "__main__":
    main()
