"""Build bench/dev162_en/notes.jsonl (seeded, deterministic, standard library only).

Usage (from bench/dev162_en):  python3 build/make.py          -> writes notes.jsonl
                               python3 build/make.py --stdout -> writes the same bytes to stdout
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import Ctx  # noqa: E402
import genres_sched  # noqa: E402
import genres_clin  # noqa: E402
import genres_admin  # noqa: E402
import genres_ward  # noqa: E402
import genres_letters  # noqa: E402

GENRES = (
    ("dialysis chair schedule", genres_sched.chair_schedule),
    ("treatment run sheet", genres_clin.run_sheet),
    ("vascular access log", genres_clin.access_log),
    ("monthly labs review", genres_clin.labs_review),
    ("transport roster", genres_sched.transport_roster),
    ("infusion appointment list", genres_sched.infusion_list),
    ("chemotherapy day-unit handover", genres_ward.chemo_handover),
    ("missed treatment log", genres_admin.missed_log),
    ("patient communication log", genres_admin.comms_log),
    ("water treatment and machine maintenance log", genres_admin.water_log),
    ("transient dialysis referral", genres_letters.holiday_referral),
    ("incident report", genres_ward.incident_report),
    ("new patient intake", genres_letters.intake),
)
PER_GENRE = 38
US_SHARE = 0.55


def build():
    r = random.Random(162)
    order = [g for g in GENRES for _ in range(PER_GENRE)]
    r.shuffle(order)
    total = len(order)
    lower_idx = sorted(r.sample(range(total), round(total / 6)))
    lower = {i: True for i in lower_idx}
    notes = []
    for i, (name, fn) in enumerate(order):
        ctx = Ctx(r, r.random() < US_SHARE)
        note = fn(r, ctx)
        if note.genre != name:
            raise AssertionError((note.genre, name))
        notes.append(note.finish("dev162-%04d" % (i + 1), lower.get(i, False)))
    return "".join(json.dumps(d, ensure_ascii=False) + "\n" for d in notes)


def main():
    data = build().encode("utf-8")
    if "--stdout" in sys.argv[1:]:
        sys.stdout.buffer.write(data)
        return
    out = os.path.join(HERE, "..", "notes.jsonl")
    with open(out, "wb") as f:
        f.write(data)
    print("wrote %s (%d bytes)" % (os.path.normpath(out), len(data)))


if __name__ == "__main__":
    main()
