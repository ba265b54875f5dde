#!/usr/bin/env python3
"""Build bench/dev252_en/notes.jsonl (author 252). Usage: make.py [OUTPUT]"""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from core import B, Ctx  # noqa: E402
import genres1 as G1  # noqa: E402
import genres2 as G2  # noqa: E402

GENRES = [
    ("neurosurgical_admission_note", G1.admission),
    ("operative_note", G1.opnote),
    ("icp_evd_monitoring_chart", G1.icp_chart),
    ("neuro_icu_progress_note", G1.nicu_progress),
    ("neuro_oncology_mdt_outcome", G1.mdt),
    ("shunt_clinic_follow_up", G2.shunt_clinic),
    ("spinal_cord_compression_referral", G2.mscc_referral),
    ("discharge_summary", G2.discharge),
    ("neuro_observation_chart", G2.neuro_obs),
    ("telephone_encounter", G2.telephone),
    ("neuroradiology_report", G2.radiology),
    ("interhospital_transfer_handover", G2.transfer),
]
PER_GENRE = 52


def build():
    r = random.Random(252)
    order = [g for g in GENRES for _ in range(PER_GENRE)]
    r.shuffle(order)
    out = []
    for i, (gname, fn) in enumerate(order, 1):
        country = r.choice(["US", "GB", "ZA"])
        low = r.random() < 1 / 6
        c = Ctx(r, country, low)
        b = B(low)
        fn(b, c)
        text = b.text()
        spans = sorted(b.spans, key=lambda s: (s["start"], s["end"]))
        out.append({"id": "dev252-%04d" % i, "text": text, "spans": spans,
                    "meta": {"source": "dev252-en", "genre": gname, "lowercase": low, "country": country}})
    return out


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for note in build():
            f.write(json.dumps(note, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
