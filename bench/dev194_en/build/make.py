"""Build bench/dev194_en/notes.jsonl (author 194). Python 3.11 standard library only.

Usage: python3 build/make.py   (from bench/dev194_en, or any directory)
All randomness comes from one random.Random(194); output is independent of PYTHONHASHSEED.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from nb import NoteBuilder  # noqa: E402
from fakers import Ctx  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import genres_e  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

GENRES = [
    ("stroke_code_nihss", genres_a.g_stroke_code),
    ("neurology_clinic_letter", genres_a.g_clinic_letter),
    ("eeg_report", genres_a.g_eeg_report),
    ("mri_brain_report", genres_b.g_mri_report),
    ("neurosurgical_operative_note", genres_b.g_op_note),
    ("emu_daily_note", genres_b.g_emu_daily),
    ("neuro_icu_flowsheet", genres_c.g_icu_flowsheet),
    ("botulinum_toxin_record", genres_c.g_botox_record),
    ("ms_infusion_note", genres_c.g_ms_infusion),
    ("rehab_transfer_summary", genres_d.g_rehab_transfer),
    ("dbs_programming_note", genres_d.g_dbs_programming),
    ("fitness_to_drive_report", genres_e.g_driving_fitness),
    ("neurology_telephone_encounter", genres_e.g_telephone),
]
AGE_RANGE = {
    "stroke_code_nihss": (38, 94), "neurology_clinic_letter": (19, 88), "eeg_report": (17, 90),
    "mri_brain_report": (18, 88), "neurosurgical_operative_note": (19, 86), "emu_daily_note": (17, 66),
    "neuro_icu_flowsheet": (18, 89), "botulinum_toxin_record": (24, 84), "ms_infusion_note": (20, 63),
    "rehab_transfer_summary": (28, 93), "dbs_programming_note": (42, 79),
    "fitness_to_drive_report": (17, 88), "neurology_telephone_encounter": (18, 91),
}
NOTES_PER_GENRE = 33
US_SHARE = 0.58


def build():
    rng = random.Random(194)
    order = [g for g in GENRES for _ in range(NOTES_PER_GENRE)]
    rng.shuffle(order)
    n = len(order)
    lower_idx = sorted(rng.sample(range(n), n // 6))
    lower_flags = [False] * n
    for i in lower_idx:
        lower_flags[i] = True
    records = []
    for i, (gname, fn) in enumerate(order):
        country = "US" if rng.random() < US_SHARE else "CA"
        ctx = Ctx(rng, country, AGE_RANGE[gname])
        b = NoteBuilder()
        fn(ctx, b)
        text, spans = b.finish(lowercase=lower_flags[i])
        spans.sort(key=lambda s: (s["start"], s["end"]))
        records.append({
            "id": "dev194-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                       "text": s["text"]} for s in spans],
            "meta": {"source": "dev194-en", "genre": gname, "lowercase": lower_flags[i],
                     "country": country},
        })
    return records


def main():
    records = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for rec in records:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    n_sp = sum(len(r["spans"]) for r in records)
    print("wrote %d notes, %d spans -> %s" % (len(records), n_sp, OUT))


if __name__ == "__main__":
    main()
