"""Build ../notes.jsonl for dev218_en (author 218). Python 3 stdlib only; all randomness from random.Random(218)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import g1  # noqa: E402
import g2  # noqa: E402
import g3  # noqa: E402
import g4  # noqa: E402
import g5  # noqa: E402
import g6  # noqa: E402
from case import Case  # noqa: E402
from note import Note  # noqa: E402

GENRES = [
    ("icu_admission_note", g1.admission, 0.55),
    ("icu_daily_progress_note", g1.progress, 0.55),
    ("outreach_rapid_response_record", g2.outreach, 0.45),
    ("icu_nursing_flowsheet_narrative", g2.flowsheet, 0.5),
    ("family_meeting_goals_of_care", g3.family_meeting, 0.5),
    ("icu_procedure_note", g4.procedure, 0.55),
    ("icu_transfer_out_summary", g5.transfer_out, 0.5),
    ("organ_donation_brain_death_record", g3.donation, 0.5),
    ("pharmacist_icu_ward_round", g6.pharmacist, 0.5),
    ("icu_followup_clinic_letter", g5.followup_letter, 0.45),
    ("icu_handover_sheet", g2.handover, 0.5),
    ("respiratory_therapy_physio_note", g4.resp_therapy, 0.5),
    ("tele_icu_virtual_review", g6.teleicu, 0.85),
]
PER_GENRE = 34


def build():
    rng = random.Random(218)
    order = [i for i in range(len(GENRES)) for _ in range(PER_GENRE)]
    rng.shuffle(order)
    total = len(order)
    lower_idx = set(rng.sample(range(total), total // 6))
    out = []
    for i, gi in enumerate(order):
        name, fn, p_us = GENRES[gi]
        country = "US" if rng.random() < p_us else "UK"
        lower = i in lower_idx
        typo = rng.choice([0.0, 0.0, 0.02, 0.04, 0.07])
        case = Case(rng, country)
        note = Note(rng, lower=lower, typo=typo)
        fn(note, case, rng)
        text = note.text().rstrip()
        spans = note.spans
        for s in spans:
            if s["end"] > len(text) or text[s["start"]:s["end"]] != s["text"]:
                raise AssertionError("span mismatch in note %d" % (i + 1))
        rec = {
            "id": "dev218-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]}
                      for s in sorted(spans, key=lambda s: s["start"])],
            "meta": {"source": "dev218-en", "genre": name, "lowercase": lower, "country": country},
        }
        out.append(rec)
    return out


def main():
    recs = build()
    path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(recs), path))


if __name__ == "__main__":
    main()
