"""Build bench/dev226_en/notes.jsonl (author 226). Standard library only; deterministic."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import clin as C  # noqa: E402
import g1  # noqa: E402
import g2  # noqa: E402
import g3  # noqa: E402
import g4  # noqa: E402
import phi as H  # noqa: E402
from nb import Note  # noqa: E402

GENRES = [
    ("trauma_activation", g1.activation, "trauma"),
    ("trauma_bay_nursing", g1.nursing, "trauma"),
    ("tertiary_survey", g1.tertiary, "trauma"),
    ("ct_trauma_report", g2.ct_report, None),
    ("emergency_laparotomy_op_note", g2.op_note, "operative"),
    ("asu_ward_round", g2.ward_round, None),
    ("mm_review", g3.mm_review, None),
    ("discharge_summary", g3.discharge, None),
    ("social_work_vip", g3.social_work, "violent"),
    ("forensic_injury", g4.forensic, "forensic"),
    ("interfacility_transfer", g4.transfer, None),
    ("trauma_icu_handover", g4.icu, "trauma"),
]
AGE_RANGE = {"social_work_vip": (14, 36), "forensic_injury": (16, 58)}
PER_GENRE = 50
N_LOWER = 100


def build():
    rng = random.Random(226)
    order = [g for g in range(len(GENRES)) for _ in range(PER_GENRE)]
    rng.shuffle(order)
    total = len(order)
    lower_idx = sorted(rng.sample(range(total), N_LOWER))
    lower = [False] * total
    for i in lower_idx:
        lower[i] = True
    out = []
    for i, gi in enumerate(order):
        gname, fn, want = GENRES[gi]
        country = "US" if rng.random() < 0.5 else "ZA"
        case = H.Case(rng, country, AGE_RANGE.get(gname))
        scen = C.scenario(rng, country, want, case.age)
        typo = rng.choice([0.0, 0.0, 0.0, 0.02, 0.04, 0.08])
        note = Note(rng, lower=lower[i], typo=typo)
        fn(note, case, scen)
        out.append(note.record("dev226-%04d" % (i + 1), gname, country))
    return out


def main():
    notes = build()
    path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for rec in notes:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), path))


if __name__ == "__main__":
    main()
