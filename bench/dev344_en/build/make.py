#!/usr/bin/env python3
"""Build bench/dev344_en/notes.jsonl (clozapine and lithium monitoring clinics).

Usage: python3 build/make.py [OUTDIR]     (default: the folder above build/)
Everything is drawn from one random.Random(344); no clock, hash or environment input.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from case import Case  # noqa: E402
import g_reg  # noqa: E402
import g_titr  # noqa: E402
import g_li  # noqa: E402
import g_comm  # noqa: E402
import g_cmht  # noqa: E402
import g_sys  # noqa: E402
import g_extra  # noqa: E402

SEED = 344
PER_GENRE = 32

# (genre name, builder, probability that the note is about clozapine rather than lithium)
GENRES = [
    ("clozapine_registration_form", g_reg.g_registration, 1.0),
    ("blood_result_traffic_light_log", g_reg.g_traffic, 1.0),
    ("titration_chart", g_titr.g_titration, 0.75),
    ("missed_dose_restart_plan", g_titr.g_missed, 1.0),
    ("lithium_level_recall_letter", g_li.g_recall, 0.0),
    ("physical_health_check_record", g_li.g_physical, 0.5),
    ("pharmacy_dispensing_supply_note", g_comm.g_pharmacy, 0.55),
    ("cmht_care_coordinator_note", g_cmht.g_cmht, 0.5),
    ("gp_shared_care_letter", g_cmht.g_sharedcare, 0.5),
    ("monitoring_service_telephone_log", g_sys.g_phonelog, 0.6),
    ("transfer_of_monitoring_form", g_extra.g_transfer, 0.6),
    ("myocarditis_surveillance_record", g_extra.g_myocarditis, 1.0),
    ("registry_audit_trail_export", g_sys.g_audit, 0.6),
]

COUNTRY_SHARE = [("UK", 27), ("US", 17), ("IE", 12.5), ("CA", 12.5), ("AU", 12.5), ("NZ", 10.5), ("ZA", 4), ("SG", 4)]


def country_list(rng, total):
    tot_w = sum(w for _, w in COUNTRY_SHARE)
    out = []
    for cc, w in COUNTRY_SHARE:
        out += [cc] * int(total * w / tot_w)
    i = 0
    while len(out) < total:
        out.append(COUNTRY_SHARE[i % len(COUNTRY_SHARE)][0])
        i += 1
    rng.shuffle(out)
    return out


def build():
    rng = random.Random(SEED)
    jobs = []
    for gi in range(len(GENRES)):
        jobs += [gi] * PER_GENRE
    rng.shuffle(jobs)
    total = len(jobs)
    countries = country_list(rng, total)
    lower_idx = set(rng.sample(range(total), round(total / 6)))
    records = []
    for i in range(total):
        name, fn, p_cz = GENRES[jobs[i]]
        cc = countries[i]
        drug = "clozapine" if rng.random() < p_cz else "lithium"
        case = Case(rng, cc, drug)
        note = fn(rng, case)
        low = i in lower_idx
        text, spans = note.finish(lower=low)
        records.append({
            "id": "dev344-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev344-en", "genre": name, "lowercase": low, "country": cc},
        })
    return records


def main():
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(HERE)
    os.makedirs(out_dir, exist_ok=True)
    recs = build()
    path = os.path.join(out_dir, "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(recs), path))


if __name__ == "__main__":
    main()
