"""Build bench/dev168_en/notes.jsonl (run from bench/dev168_en: python3 build/make.py).

Python 3 standard library only; one random.Random(168) drives everything, so the
output is byte-identical on every run and under every PYTHONHASHSEED.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
import phi  # noqa: E402
import g_radiology  # noqa: E402
import g_request  # noqa: E402
import g_callback  # noqa: E402
import g_path  # noqa: E402
import g_lab  # noqa: E402
import g_blood  # noqa: E402
import g_own  # noqa: E402

SEED = 168
LOWER_RATE = 1.0 / 6.0

# (genre, generator, number of notes, share of US notes)
GENRES = (
    ("radiology_report", g_radiology.gen_report, 38, 0.5),
    ("imaging_request_protocol", g_request.gen_request, 36, 0.5),
    ("critical_results_callback_log", g_callback.gen_callback, 36, 0.5),
    ("histopathology_report", g_path.gen_histo, 38, 0.5),
    ("specimen_reception_log", g_path.gen_reception, 34, 0.45),
    ("blood_bank_transfusion_record", g_blood.gen_blood, 36, 0.5),
    ("microbiology_report", g_lab.gen_micro, 38, 0.5),
    ("phlebotomy_round_list", g_blood.gen_phleb, 34, 0.5),
    ("laboratory_incident_report", g_lab.gen_incident, 36, 0.5),
    ("outside_film_import_log", g_callback.gen_import, 36, 0.5),
    ("reference_lab_sendout_manifest", g_own.gen_sendout, 34, 0.55),
    ("mdt_tumour_board_worklist", g_own.gen_mdt, 34, 0.45),
)


def build():
    rng = random.Random(SEED)
    used = []
    sites = {"US": [phi.make_site(rng, "US", used) for _ in range(16)],
             "UK": [phi.make_site(rng, "UK", used) for _ in range(16)]}
    plan = []
    for genre, fn, k, us_share in GENRES:
        for _ in range(k):
            plan.append((genre, fn, us_share))
    rng.shuffle(plan)
    notes = []
    for i, (genre, fn, us_share) in enumerate(plan, 1):
        country = "US" if rng.random() < us_share else "UK"
        site = rng.choice(sites[country])
        note = core.Note(rng, country, site, sites)
        fn(note)
        lowercase = rng.random() < LOWER_RATE
        notes.append(note.finish(i, genre, lowercase))
    return notes


def main():
    notes = build()
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for rec in notes:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), os.path.relpath(out)))


if __name__ == "__main__":
    main()
