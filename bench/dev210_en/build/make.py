"""Build /work/main/bench/dev210_en/notes.jsonl (author 210).
Python 3.11 standard library only; all randomness from random.Random(210)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from notebuilder import Note  # noqa: E402
from case import Case  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import genres_e  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
PER_GENRE = 31

GENRES = [
    ("burns_admission_tbsa", genres_a.burns_admission),
    ("skin_graft_operative_note", genres_a.skin_graft_op),
    ("dressing_change_log", genres_a.dressing_log),
    ("hand_therapy_session", genres_b.hand_therapy),
    ("free_flap_monitoring_chart", genres_b.flap_chart),
    ("plastics_clinic_letter", genres_b.clinic_letter),
    ("scar_management_review", genres_c.scar_review),
    ("burns_outreach_phone_call", genres_c.outreach_call),
    ("photography_consent_record", genres_c.photo_consent),
    ("discharge_summary", genres_d.discharge),
    ("burns_transfer_referral", genres_d.transfer_referral),
    ("mdt_meeting_minutes", genres_e.mdt),
    ("pressure_garment_fitting", genres_e.garment_fitting),
]


def build():
    rng = random.Random(210)
    order = []
    for gi in range(len(GENRES)):
        order += [gi] * PER_GENRE
    rng.shuffle(order)
    total = len(order)
    lower_idx = sorted(rng.sample(range(total), total // 6))
    lower_set = {i: True for i in lower_idx}
    countries = ["UK", "US"] * (total // 2 + 1)
    countries = countries[:total]
    rng.shuffle(countries)
    lines = []
    for i, gi in enumerate(order):
        name, fn = GENRES[gi]
        country = countries[i]
        lower = lower_set.get(i, False)
        case = Case(rng, country)
        note = Note(lower=lower)
        fn(note, case)
        text = note.text()
        spans = sorted(note.spans, key=lambda s: (s["start"], s["end"]))
        rec = {
            "id": f"dev210-{i + 1:04d}",
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"],
                       "type": s["type"], "text": s["text"]} for s in spans],
            "meta": {"source": "dev210-en", "genre": name, "lowercase": lower, "country": country},
        }
        lines.append(json.dumps(rec, ensure_ascii=False))
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(lines) + "\n")
    return len(lines)


if __name__ == "__main__":
    print(f"wrote {build()} notes to {OUT}")
