"""Build bench/dev159_en/notes.jsonl (seeded, standard library only).

Run from bench/dev159_en:  python3 build/make.py && python3 build/check.py
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

from core import finish  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402

GENRES = [
    ("bed_request_queue", genres_a.bed_request_queue, 36),
    ("transport_dispatch_log", genres_a.transport_dispatch_log, 37),
    ("evs_turnover_log", genres_a.evs_turnover_log, 36),
    ("admission_face_sheet", genres_b.admission_face_sheet, 40),
    ("house_supervisor_report", genres_b.house_supervisor_report, 36),
    ("bed_huddle_minutes", genres_b.bed_huddle_minutes, 35),
    ("adt_movement_audit", genres_c.adt_audit, 35),
    ("lost_property_log", genres_c.lost_property_log, 35),
    ("interpreter_request_log", genres_c.interpreter_request_log, 36),
    ("telemetry_tech_log", genres_d.telemetry_tech_log, 36),
    ("transfer_center_intake", genres_d.transfer_center_call, 37),
    ("discharge_lounge_log", genres_d.discharge_lounge_log, 35),
]


def main():
    rng = random.Random(159)
    plan = []
    for name, fn, n in GENRES:
        plan += [(name, fn)] * n
    rng.shuffle(plan)
    out = []
    for i, (name, fn) in enumerate(plan):
        doc = fn(rng)
        low = rng.random() < 1.0 / 6
        out.append(finish(doc, "dev159-%04d" % (i + 1), name, low))
    path = os.path.join(HERE, "..", "notes.jsonl")
    with open(path, "w", encoding="utf-8") as fh:
        for rec in out:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(out), sum(len(r["spans"]) for r in out), os.path.normpath(path)))


if __name__ == "__main__":
    main()
