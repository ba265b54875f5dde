"""Build ../notes.jsonl for dev229_en (author 229). Python 3 stdlib only; all randomness from random.Random(229)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import clinical as CL  # noqa: E402
from case import Case  # noqa: E402
from doc import Doc  # noqa: E402
import g1  # noqa: E402
import g2  # noqa: E402
import g3  # noqa: E402
import g4  # noqa: E402
import g5  # noqa: E402
import g6  # noqa: E402

HEME = ["saa", "scd", "thal", "itp", "lch"]
# genre name -> (function, allowed diagnoses, min age, max age, survivor ages)
GENRES = [
    ("new_diagnosis_consult", g1.consult, None, 0, 17, False),
    ("chemo_protocol_roadmap", g1.roadmap, CL.MALIGNANT + ["lch"], 0, 17, False),
    ("day_unit_nursing_cvad", g2.daynurse, CL.MALIGNANT + ["lch", "saa"], 0, 17, False),
    ("febrile_neutropenia_admission", g2.fn_admit, CL.MALIGNANT + ["saa"], 0, 17, False),
    ("bone_marrow_pathology_report", g3.marrow, g3.MARROW_DX, 0, 17, False),
    ("transfusion_record", g3.transfusion, CL.LEUK + HEME + HEME + ["nbl", "mb"], 0, 17, False),
    ("survivorship_clinic_letter", g4.survivorship, list(g4.LATE), 0, 24, True),
    ("school_liaison_letter", g4.school, CL.MALIGNANT + ["lch", "saa", "scd"], 5, 17, False),
    ("psychosocial_family_note", g5.psychosocial, None, 0, 17, False),
    ("trial_enrolment_consent", g5.trial, CL.MALIGNANT + ["scd"], 0, 17, False),
    ("discharge_summary", g6.discharge, CL.MALIGNANT, 0, 17, False),
    ("telephone_triage_telehealth", g6.phone_triage, CL.MALIGNANT + ["lch"], 0, 17, False),
]
PER_GENRE = 36


def build():
    rng = random.Random(229)
    plan = []
    for g in GENRES:
        plan += [g] * PER_GENRE
    rng.shuffle(plan)
    n = len(plan)
    lower = sorted(rng.sample(range(n), round(n / 6)))
    lower_set = {i: True for i in lower}
    out = []
    for i, (gname, fn, dxs, lo, hi, surv) in enumerate(plan):
        country = "US" if rng.random() < 0.5 else "AU"
        case = Case(rng, country, dxs, lo, hi, adult_survivor=surv)
        typo = 0.0 if rng.random() < 0.7 else rng.choice([0.02, 0.04, 0.06, 0.1])
        doc = Doc(rng, country, typo)
        fn(doc, case)
        low = lower_set.get(i, False)
        text, spans = doc.finish(lower=low)
        spans.sort(key=lambda s: (s["start"], s["end"]))
        out.append({
            "id": "dev229-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]} for s in spans],
            "meta": {"source": "dev229-en", "genre": gname, "lowercase": low, "country": country},
        })
    return out


def main():
    notes = build()
    path = os.path.join(HERE, "..", "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for o in notes:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), os.path.normpath(path)))


if __name__ == "__main__":
    main()
