"""Build ../notes.jsonl for dev152_en (ward administration and nursing operations, US/CA acute care).

Run from bench/dev152_en:  python3 build/make.py
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from phi import Ctx  # noqa: E402
import genres_a, genres_b, genres_c, genres_d  # noqa: E402

GENRES = [
    ("unit_census", genres_a.census),
    ("bed_board_export", genres_a.bed_board),
    ("charge_nurse_shift_report", genres_a.charge_report),
    ("assignment_sheet", genres_a.assignment),
    ("flow_huddle_notes", genres_b.flow_huddle),
    ("transfer_request_log", genres_b.transfer_log),
    ("rapid_response_log", genres_b.rrt_log),
    ("fall_restraint_log", genres_b.fall_restraint),
    ("sitter_roster", genres_c.sitter),
    ("dbn_tracking_list", genres_c.dbn),
    ("isolation_list", genres_c.isolation),
    ("belongings_security_log", genres_d.belongings),
    ("equipment_tracking_log", genres_d.equipment),
    ("staffing_callout_log", genres_d.staffing),
]
PER_GENRE = 32


def main():
    rng = random.Random(152)
    order = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(order)
    out_path = os.path.join(HERE, "..", "notes.jsonl")
    rows = []
    for i, (gname, fn) in enumerate(order, 1):
        country = "US" if rng.random() < 0.65 else "CA"
        c = Ctx(rng, country)
        d = fn(c)
        lower = rng.random() < 1 / 6
        text, spans, lower = d.finish(lowercase=lower)
        text = text.rstrip("\n") + "\n"
        rows.append({"id": "dev152-%04d" % i, "text": text, "spans": spans,
                     "meta": {"source": "dev152-en", "genre": gname, "lowercase": lower, "country": country}})
    with open(out_path, "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(rows), sum(len(r["spans"]) for r in rows), os.path.normpath(out_path)))


if __name__ == "__main__":
    main()
