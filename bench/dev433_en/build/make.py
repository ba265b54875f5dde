"""Build bench/dev433_en/notes.jsonl.

usage: python3 build/make.py [--out PATH]

All randomness comes from one random.Random(433) created here and passed
down; nothing iterates an unordered set or dict.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from doc import Doc  # noqa: E402
from world import World  # noqa: E402
import ctxlib  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import genres_e  # noqa: E402
import genres_f  # noqa: E402
import genres_g  # noqa: E402

UK = [("GB", 7), ("IE", 1.5), ("AU", 1.5)]
ALL = [("GB", 5), ("IE", 1.2), ("AU", 1.5), ("US", 1.3), ("CA", 1.0)]
NA_HEAVY = [("GB", 3), ("IE", 1), ("AU", 1.5), ("US", 2.5), ("CA", 2)]

# (genre, generator, notes, country weights, share of male patients, world options)
GENRES = [
    ("one_stop_clinic_letter", genres_a.one_stop_letter, 34, UK, 0.06, {}),
    ("surveillance_letter", genres_a.surveillance_letter, 33, ALL, 0.03, {"age_lo": 38}),
    ("imaging_report", genres_b.imaging_report, 34, NA_HEAVY, 0.04, {}),
    ("core_biopsy_histology", genres_b.histology_report, 33, ALL, 0.04, {}),
    ("breast_mdt_outcome", genres_c.mdt_outcome, 33, UK, 0.03, {}),
    ("operation_note", genres_c.operation_note, 34, ALL, 0.0, {}),
    ("flap_monitoring_chart", genres_d.flap_chart, 32, ALL, 0.0, {"age_lo": 30, "age_hi": 70}),
    ("breast_care_nurse_contact", genres_d.bcn_contact, 34, UK, 0.0, {}),
    ("prosthesis_fitting_record", genres_e.prosthesis_fitting, 32, UK, 0.0, {"age_lo": 35}),
    ("discharge_summary", genres_e.discharge_summary, 34, ALL, 0.0, {}),
    ("implant_traceability_record", genres_f.implant_record, 32, ALL, 0.0, {"age_lo": 26, "age_hi": 74}),
    ("family_history_referral", genres_f.family_history, 32, ALL, 0.02, {"age_lo": 24, "age_hi": 62}),
    ("preoperative_assessment", genres_g.preop_assessment, 34, ALL, 0.0, {}),
]


def build(path):
    rng = random.Random(433)
    jobs = []
    for gi, g in enumerate(GENRES):
        jobs += [gi] * g[2]
    rng.shuffle(jobs)
    n = len(jobs)
    lower = [False] * n
    for i in rng.sample(range(n), round(n / 6)):
        lower[i] = True
    lines = []
    for k, gi in enumerate(jobs):
        name, fn, _, weights, male, opts = GENRES[gi]
        cc = ctxlib.pick_country(rng, weights)
        sex = "M" if rng.random() < male else "F"
        w = World(rng, cc, sex=sex, **opts)
        d = Doc(rng, lower=lower[k], typo_rate=0.05)
        fn(rng, d, w)
        rec = {
            "id": "dev433-%04d" % (k + 1),
            "text": d.text(),
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"],
                       "type": s["type"], "text": s["text"]} for s in d.spans],
            "meta": {"source": "dev433-en", "genre": name, "lowercase": lower[k], "country": cc},
        }
        lines.append(json.dumps(rec, ensure_ascii=False))
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(lines) + "\n")
    return n


def main(argv):
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out = argv[argv.index("--out") + 1]
    n = build(out)
    print("wrote %d notes to %s" % (n, out))


if __name__ == "__main__":
    main(sys.argv[1:])
