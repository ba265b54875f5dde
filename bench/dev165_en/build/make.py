"""Build bench/dev165_en/notes.jsonl (run from bench/dev165_en: python3 build/make.py)."""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import genres_e  # noqa: E402
import phi  # noqa: E402
from case import Case  # noqa: E402
from core import finish  # noqa: E402

SEED = 165
PER_GENRE = 36

# genre name -> (builder, Case keyword arguments)
GENRES = [
    ("home_visit_note", genres_a.home_visit, {}),
    ("hospice_idg_note", genres_a.hospice_idg, {"age_range": (62, 104)}),
    ("visit_schedule_export", genres_a.visit_schedule, {}),
    ("start_of_care_assessment", genres_b.soc_assessment, {}),
    ("medication_profile", genres_b.med_profile, {}),
    ("on_call_nurse_log", genres_e.oncall_any, {}),
    ("bereavement_follow_up_record", genres_c.bereavement, {"age_range": (55, 102)}),
    ("equipment_delivery_log", genres_c.equipment_delivery, {}),
    ("wound_care_visit", genres_e.wound_any, {}),
    ("supervisory_visit_report", genres_d.supervisory_visit, {}),
    ("evv_exception_report", genres_d.evv_exception, {"us_share": 0.8}),
    ("plan_of_care_certification", genres_d.plan_of_care, {}),
    ("death_pronouncement_note", genres_e.pronouncement_any, {"age_range": (60, 104)}),
]


def build():
    rng = random.Random(SEED)
    slots = []
    for name, fn, kw in GENRES:
        slots.extend([(name, fn, kw)] * PER_GENRE)
    rng.shuffle(slots)
    n = len(slots)
    lower_idx = sorted(rng.sample(range(n), round(n / 6)))
    lower_set = {i: True for i in lower_idx}
    out = []
    for i, (name, fn, kw) in enumerate(slots):
        kw = dict(kw)
        us_share = kw.pop("us_share", None)
        if us_share is not None:
            kw["country"] = "US" if rng.random() < us_share else "CA"
        phi.reset_registry()
        c = Case(rng, **kw)
        doc = fn(rng, c)
        lower = lower_set.get(i, False)
        text, spans = finish(doc, lower)
        out.append({
            "id": "dev165-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev165-en", "genre": name, "lowercase": lower, "country": c.country},
        })
    return out


def main():
    notes = build()
    root = os.path.dirname(HERE)
    path = os.path.join(root, "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for note in notes:
            fh.write(json.dumps(note, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(x["spans"]) for x in notes), path))


if __name__ == "__main__":
    main()
