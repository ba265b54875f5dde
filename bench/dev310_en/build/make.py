"""Build bench/dev310_en/notes.jsonl.

Usage: python3 build/make.py [--out PATH]
All randomness comes from one random.Random(310); no dict or set is iterated
unsorted, so the output does not depend on PYTHONHASHSEED."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from doc import Note  # noqa: E402
from case import Case  # noqa: E402
import g_letters  # noqa: E402
import g_notes  # noqa: E402
import g_forms  # noqa: E402
import g_other  # noqa: E402

GENRES = [
    ("mnd_clinic_letter", g_letters.clinic_letter),
    ("care_coordinator_visit_note", g_notes.coordinator_visit),
    ("niv_setup_record", g_forms.niv_setup),
    ("gastrostomy_decision_summary", g_other.gastrostomy_decision),
    ("communication_aid_assessment", g_forms.comms_aid),
    ("advance_care_planning_record", g_notes.acp_record),
    ("equipment_request", g_forms.equipment_request),
    ("mdt_meeting_minutes", g_other.mdt_minutes),
    ("hospice_liaison_letter", g_letters.hospice_letter),
    ("carer_telephone_log", g_notes.carer_phone_log),
    ("slt_swallow_assessment", g_other.slt_swallow),
    ("respiratory_discharge_summary", g_other.discharge_summary),
    ("benefits_support_letter", g_letters.benefits_letter),
]
PER_GENRE = 35
COUNTRIES = ["UK", "IE", "AU", "CA", "US"]
WEIGHTS = [30, 15, 20, 15, 20]


def build():
    rng = random.Random(310)
    order = []
    for i in range(len(GENRES)):
        order += [i] * PER_GENRE
    rng.shuffle(order)
    total = len(order)
    lower_idx = sorted(rng.sample(range(total), round(total / 6)))
    lower_set = {i: True for i in lower_idx}
    out = []
    for k, gi in enumerate(order):
        name, fn = GENRES[gi]
        country = rng.choices(COUNTRIES, WEIGHTS)[0]
        case = Case(rng, country)
        low = lower_set.get(k, False)
        note = Note(lower=low)
        fn(note, case)
        text = note.text().rstrip()
        for s in note.spans:
            if s["end"] > len(text):
                raise RuntimeError("span beyond text end")
        if not text.isascii():
            raise RuntimeError("non-ASCII text in note %d" % k)
        spans = sorted(note.spans, key=lambda s: s["start"])
        out.append({
            "id": "dev310-%04d" % (k + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev310-en", "genre": name, "lowercase": low, "country": country},
        })
    return out


def main(argv):
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out_path = argv[argv.index("--out") + 1]
    notes = build()
    with open(out_path, "w", encoding="utf-8", newline="\n") as f:
        for obj in notes:
            f.write(json.dumps(obj, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), out_path))


if __name__ == "__main__":
    main(sys.argv[1:])
