"""Build dev191_en/notes.jsonl (author 191). Python 3.11 standard library only.

All randomness comes from one random.Random(191); no set/dict-hash order is relied on,
so the output is byte-identical under any PYTHONHASHSEED.

Usage: python3 build/make.py
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import Note  # noqa: E402
from fmt import Ctx  # noqa: E402
import genres_a as GA  # noqa: E402
import genres_b as GB  # noqa: E402
import genres_c as GC  # noqa: E402
import genres_d as GD  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

GENRES = [
    ("oncology_new_patient_consult", GA.consult, 40),
    ("chemotherapy_day_unit_note", GA.chemo_dayunit, 44),
    ("radiation_treatment_summary", GA.rt_summary, 40),
    ("tumour_board_minutes", GB.tumour_board, 36),
    ("haematology_lab_report", GB.haem_lab, 44),
    ("bone_marrow_pathology_report", GB.bm_path, 40),
    ("palliative_care_referral", GC.palliative_referral, 40),
    ("clinical_trial_screening_log", GC.trial_log, 36),
    ("oncology_nurse_telephone_triage", GC.nurse_triage, 44),
    ("end_of_treatment_letter_to_gp", GD.eot_letter, 40),
    ("stem_cell_transplant_discharge_summary", GD.sct_discharge, 40),
    ("acute_oncology_assessment", GD.acute_onc, 40),
]


def build():
    rng = random.Random(191)
    order = []
    for name, fn, k in GENRES:
        order.extend([(name, fn)] * k)
    rng.shuffle(order)
    total = len(order)
    lower = [False] * total
    for i in rng.sample(range(total), round(total / 6)):
        lower[i] = True
    lines = []
    for i, (name, fn) in enumerate(order):
        country = rng.choice(["CA", "UK"])
        c = Ctx(rng, country)
        n = Note(lower=lower[i])
        fn(c, n)
        text = n.text()
        spans = []
        for s in n.spans:
            if text[s["start"]:s["end"]] != s["text"]:
                raise AssertionError("offset mismatch in note %d" % (i + 1))
            spans.append({"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]})
        rec = {
            "id": "dev191-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev191-en", "genre": name, "lowercase": lower[i], "country": "GB" if country == "UK" else "CA"},
        }
        lines.append(json.dumps(rec, ensure_ascii=False))
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(lines) + "\n")
    return len(lines)


if __name__ == "__main__":
    k = build()
    print("wrote %d notes to %s" % (k, OUT))
