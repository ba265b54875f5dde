"""Build bench/dev200_en/notes.jsonl (author 200).  Usage: python3 build/make.py

Standard library only; every random draw comes from one random.Random(200), and no
set or hash order is ever iterated, so the output is identical under any PYTHONHASHSEED.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import g_dent  # noqa: E402
import g_ear  # noqa: E402
import g_eye1  # noqa: E402
import g_eye2  # noqa: E402
import g_misc  # noqa: E402

OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")

# (genre name, generator, number of notes)
GENRES = [
    ("eye_clinic_letter", g_eye1.eye_letter, 32),
    ("cataract_operative_note", g_eye1.cataract_op, 31),
    ("optometry_referral", g_eye1.optom_referral, 31),
    ("retinal_imaging_report", g_eye2.retinal_imaging, 31),
    ("school_vision_hearing_screening", g_eye2.school_screen, 32),
    ("fitness_to_drive_vision_report", g_eye2.drive_vision, 30),
    ("audiogram_report", g_ear.audiogram, 32),
    ("hearing_aid_fitting_record", g_ear.hearing_aid_fitting, 31),
    ("occupational_noise_claim_report", g_ear.noise_claim, 30),
    ("dental_chart_treatment_plan", g_dent.dental_chart, 32),
    ("oral_surgery_operative_note", g_dent.oral_surgery, 31),
    ("orthodontic_progress_note", g_dent.ortho_progress, 31),
    ("patient_portal_message_thread", g_misc.portal_thread, 30),
]
COUNTRY_CYCLE = ["AU", "UK", "CA"]


def build():
    rng = random.Random(200)
    jobs = []
    for name, fn, n in GENRES:
        for k in range(n):
            jobs.append((name, fn, COUNTRY_CYCLE[(k + len(jobs)) % 3]))
    rng.shuffle(jobs)
    # about one note in six entirely lower-cased: every sixth slot, jittered
    lower_slots = []
    for i in range(len(jobs)):
        lower_slots.append(i % 6 == 5)
    rng.shuffle(lower_slots)
    out = []
    for i, (name, fn, country) in enumerate(jobs, 1):
        lower = lower_slots[i - 1]
        cs = fn(rng, country, lower)
        d = cs.d
        text = d.text()
        out.append({"id": f"dev200-{i:04d}", "text": text, "spans": d.spans,
                    "meta": {"source": "dev200-en", "genre": name, "lowercase": lower,
                             "country": country}})
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for o in out:
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(f"wrote {len(out)} notes to {OUT}")


if __name__ == "__main__":
    build()
