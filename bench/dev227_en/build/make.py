"""Build bench/dev227_en/notes.jsonl (author 227).

Usage: python3 make.py            (writes ../notes.jsonl)
All randomness comes from random.Random(227); output is byte-identical
across runs and PYTHONHASHSEED values.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from doc import Doc  # noqa: E402
from phi import W  # noqa: E402
import genres_a as GA  # noqa: E402
import genres_b as GB  # noqa: E402
import genres_c as GC  # noqa: E402
import genres_d as GD  # noqa: E402

GENRES = [
    ("notifiable_disease_case_report", GA.g_case),
    ("contact_tracing_interview", GA.g_contact),
    ("outbreak_investigation_summary", GA.g_outbreak),
    ("tb_clinic_nurse_note_dot_log", GB.g_tb),
    ("immunization_outreach_record", GB.g_imm),
    ("laboratory_surveillance_report", GB.g_lab),
    ("travel_related_illness_assessment", GC.g_travel),
    ("environmental_health_inspection_letter", GC.g_env),
    ("public_health_nurse_home_visit", GC.g_phn),
    ("health_protection_situation_report", GD.g_sitrep),
    ("sti_partner_notification_record", GD.g_pn),
    ("rabies_pep_animal_exposure_assessment", GD.g_rabies),
    ("health_protection_duty_desk_log", GD.g_duty),
]
BASE_PER_GENRE = 32
EXTRA = 14
COUNTRY = {"CA": "Canada", "UK": "United Kingdom"}


def build(seed=227):
    r = random.Random(seed)
    slots = []
    for i in range(len(GENRES)):
        slots += [i] * BASE_PER_GENRE
    for _ in range(EXTRA):
        slots.append(r.randrange(len(GENRES)))
    r.shuffle(slots)
    n = len(slots)
    low = set(r.sample(range(n), round(n / 6.0)))
    notes = []
    for k, gi in enumerate(slots):
        name, fn = GENRES[gi]
        cc = "CA" if r.random() < 0.5 else "UK"
        w = W(r, cc)
        d = Doc(lower=(k in low), rng=r, typo=0.02)
        fn(r, w, d)
        text = d.text().rstrip("\n") + "\n"
        spans = sorted(d.spans, key=lambda s: s["start"])
        notes.append({
            "id": "dev227-%04d" % (k + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]}
                      for s in spans],
            "meta": {"source": "dev227-en", "genre": name, "lowercase": k in low, "country": COUNTRY[cc]},
        })
    return notes


def main():
    notes = build()
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for nt in notes:
            f.write(json.dumps(nt, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), out))


if __name__ == "__main__":
    main()
