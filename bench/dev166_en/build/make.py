"""Build bench/dev166_en/notes.jsonl (deterministic: random.Random(166), stdlib only)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import finish  # noqa: E402
import g_admit  # noqa: E402
import g_ward  # noqa: E402
import g_safety  # noqa: E402
import g_discharge  # noqa: E402
import g_own  # noqa: E402
import common as K  # noqa: E402

GENRES = [
    ("nursing_admission_assessment", g_admit.admission),
    ("shift_handover_sbar", g_admit.sbar),
    ("nursing_progress_note", g_ward.progress),
    ("obs_fluid_chart_export", g_ward.obs_chart),
    ("pressure_injury_wound_record", g_ward.wound),
    ("falls_risk_review", g_safety.falls),
    ("bed_board_whiteboard_export", g_safety.bedboard),
    ("escalation_rapid_response", g_safety.escalation),
    ("discharge_checklist", g_discharge.discharge),
    ("relatives_communication_log", g_discharge.relatives),
    ("medication_administration_record", g_own.mar),
    ("ward_transfer_note", g_own.transfer),
]
PER_GENRE = 52


def main():
    rng = random.Random(166)
    schedule = []
    for name, fn in GENRES:
        schedule += [(name, fn)] * PER_GENRE
    rng.shuffle(schedule)
    out = []
    for i, (name, fn) in enumerate(schedule):
        country = "US" if rng.random() < 0.5 else "UK"
        lower = rng.random() < 1.0 / 6
        K.STYLE["colon"] = rng.random() < 0.7
        case, doc = fn(rng, country)
        nid = "dev166-%04d" % (i + 1)
        out.append(finish(doc, nid, name, country, lower))
    path = os.path.join(HERE, "..", "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> notes.jsonl" % (len(out), sum(len(o["spans"]) for o in out)))


if __name__ == "__main__":
    main()
