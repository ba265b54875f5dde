"""Build bench/dev160_en/notes.jsonl (run from bench/dev160_en).

python3 build/make.py && python3 build/check.py
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import Doc  # noqa: E402
from phi import Gen  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402

SEED = 160
PER_GENRE = 48
LOWER_RATE = 1.0 / 6.0

# genre name -> (builder, share of UK notes)
GENRES = [
    ("tracking_board_export", genres_a.tracking_board, 0.4),
    ("triage_note", genres_a.triage_note, 0.45),
    ("boarding_breach_list", genres_a.boarding_breach, 0.55),
    ("ed_handoff_sbar", genres_b.handoff_sbar, 0.45),
    ("ambulance_arrival_log", genres_b.ambulance_log, 0.5),
    ("observation_unit_progress_note", genres_b.obs_progress, 0.4),
    ("lwbs_log", genres_c.lwbs_log, 0.4),
    ("mental_health_hold_log", genres_c.mh_hold_log, 0.45),
    ("ed_discharge_instructions", genres_c.discharge_instructions, 0.45),
    ("security_incident_log", genres_d.security_log, 0.45),
    ("interfacility_transfer_request", genres_d.transfer_request, 0.4),
    ("results_callback_log", genres_d.callback_log, 0.4),
    ("registration_face_sheet", genres_d.registration_facesheet, 0.4),
]


def build():
    rng = random.Random(SEED)
    plan = []
    for name, fn, uk_share in GENRES:
        n_uk = int(round(PER_GENRE * uk_share))
        countries = ["UK"] * n_uk + ["US"] * (PER_GENRE - n_uk)
        for c in countries:
            plan.append((name, fn, c))
    rng.shuffle(plan)
    n_lower = int(round(len(plan) * LOWER_RATE))
    lower_idx = set(rng.sample(range(len(plan)), n_lower))
    out = []
    for i, (name, fn, country) in enumerate(plan):
        g = Gen(rng, country)
        d = Doc()
        fn(g, d)
        lower = i in lower_idx
        text, spans = d.finish(lower=lower)
        out.append({
            "id": "dev160-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev160-en", "genre": name, "lowercase": lower, "country": country},
        })
    return out


def main():
    notes = build()
    root = os.path.dirname(HERE)
    path = os.path.join(root, "notes.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for n in notes:
            f.write(json.dumps(n, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(n["spans"]) for n in notes), path))


if __name__ == "__main__":
    main()
