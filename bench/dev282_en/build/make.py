"""Build bench/dev282_en/notes.jsonl (author 282).

Usage (from bench/dev282_en):  python3 build/make.py [--out PATH]
All randomness comes from one random.Random(282) object; output is
independent of PYTHONHASHSEED.
"""
import sys

sys.dont_write_bytecode = True

import argparse  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import random  # noqa: E402

import ctx  # noqa: E402
import genres_a as GA  # noqa: E402
import genres_b as GB  # noqa: E402
import genres_c as GC  # noqa: E402
import genres_d as GD  # noqa: E402

GENRES = [
    ("chemo_rx_screening", GA.chemo_screen),
    ("aseptic_worksheet", GA.aseptic_worksheet),
    ("product_release", GA.product_release),
    ("dose_banding_deviation_log", GA.dose_band_log),
    ("cytotoxic_spill_incident", GB.spill_incident),
    ("outsourced_compounding_order", GB.outsourced_order),
    ("clinical_trial_dispensing", GB.trial_dispensing),
    ("ward_delivery_log", GB.ward_delivery),
    ("pharmacist_prescriber_query", GC.prescriber_query),
    ("telephone_encounter", GC.telephone_encounter),
    ("pn_compounding_record", GC.pn_compounding),
    ("cold_chain_excursion", GD.cold_chain),
    ("aseptic_shift_handover", GD.shift_handover),
    ("infusor_fill_record", GD.infusor_fill),
]
PER_GENRE = 48
COUNTRIES = ["UK", "US", "AU", "CA", "IE"]
WEIGHTS = [30, 25, 15, 15, 15]
HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_OUT = os.path.join(HERE, "..", "notes.jsonl")


def build():
    rng = random.Random(282)
    plan = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(plan)
    n = len(plan)
    lower_idx = set(rng.sample(range(n), n // 6))
    countries = rng.choices(COUNTRIES, weights=WEIGHTS, k=n)
    records = []
    for i, (gid, fn) in enumerate(plan):
        c = ctx.Ctx(rng, countries[i], i in lower_idx, gid)
        fn(c)
        text = c.n.text().rstrip()
        spans = sorted(c.n.spans, key=lambda s: s["start"])
        last = 0
        for s in spans:
            assert s["start"] >= last, (gid, s)
            assert s["end"] <= len(text)
            assert text[s["start"]:s["end"]] == s["text"]
            last = s["end"]
        records.append({
            "id": f"dev282-{i + 1:04d}",
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]} for s in spans],
            "meta": {"source": "dev282-en", "genre": gid, "lowercase": i in lower_idx, "country": countries[i]},
        })
    return records


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=DEFAULT_OUT)
    a = ap.parse_args()
    recs = build()
    with open(a.out, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(recs)} notes, {sum(len(r['spans']) for r in recs)} spans -> {os.path.normpath(a.out)}")


if __name__ == "__main__":
    main()
