#!/usr/bin/env python3
"""Build bench/dev299_en/notes.jsonl (author 299).

Usage: python3 build/make.py [--out PATH]
All randomness comes from one random.Random(299); no dict/set is iterated unsorted.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import core  # noqa: E402
import g_letters  # noqa: E402
import g_own  # noqa: E402
import g_pet  # noqa: E402
import g_rai  # noqa: E402
import g_rp  # noqa: E402
import g_rph  # noqa: E402

GENRES = [
    ("pet_ct_report", g_pet.pet_ct),
    ("bone_scan_report", g_pet.bone_scan),
    ("radiopharmacy_dispensing_record", g_rph.dispensing),
    ("isotope_delivery_waste_log", g_rph.delivery_waste),
    ("radioiodine_discharge_instructions", g_rai.rai_discharge),
    ("radiation_protection_incident_report", g_rp.incident),
    ("patient_preparation_letter", g_letters.prep_letter),
    ("referral_vetting_note", g_letters.vetting),
    ("thyroid_uptake_report", g_rai.thyroid_uptake),
    ("dosimetry_record", g_rp.dosimetry),
    ("myocardial_perfusion_report", g_own.mpi),
    ("theranostics_treatment_letter", g_own.lu_letter),
]
COUNTRIES = ["UK", "US", "AU", "CA", "IE"]
PER_GENRE = 34


def build():
    rng = random.Random(299)
    jobs = []
    for gname, fn in GENRES:
        cs = (COUNTRIES * (PER_GENRE // len(COUNTRIES) + 1))[:PER_GENRE]
        rng.shuffle(cs)
        for co in cs:
            jobs.append((gname, fn, co))
    rng.shuffle(jobs)
    n_lower = round(len(jobs) / 6)
    lower = set(rng.sample(range(len(jobs)), n_lower))
    out = []
    for i, (gname, fn, co) in enumerate(jobs):
        c = core.Ctx(rng, co, gname, i)
        d = core.Doc()
        fn(c, d)
        text, spans = d.finish(i in lower)
        out.append({"id": "dev299-%04d" % (i + 1), "text": text, "spans": spans,
                    "meta": {"source": "dev299-en", "genre": gname, "lowercase": i in lower, "country": co}})
    return out


def main():
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in sys.argv:
        out_path = sys.argv[sys.argv.index("--out") + 1]
    notes = build()
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for n in notes:
            fh.write(json.dumps(n, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), out_path))


if __name__ == "__main__":
    main()
