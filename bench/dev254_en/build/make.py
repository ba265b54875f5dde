#!/usr/bin/env python3
"""Build bench/dev254_en/notes.jsonl (author 254). Deterministic: random.Random(254) only."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from phi import Note  # noqa: E402
from gen import G  # noqa: E402
from common import Case  # noqa: E402
import genres1 as A  # noqa: E402
import genres2 as B  # noqa: E402

GENRES = (
    ("screening_mammography_report", A.screening_report, False),
    ("recall_assessment_clinic_note", A.recall_assessment, False),
    ("core_biopsy_pathology_report", A.core_biopsy, True),
    ("breast_mdt_outcome", A.mdt_outcome, False),
    ("surgical_consent_operative_note", A.consent_operative, False),
    ("reconstruction_consultation", A.reconstruction_consult, False),
    ("family_history_risk_assessment", B.family_history, False),
    ("screening_programme_letter", B.screening_letter, False),
    ("seroma_clinic_note", B.seroma_clinic, False),
    ("telephone_encounter", B.telephone, False),
    ("breast_mri_report", B.mri_report, True),
    ("discharge_summary", B.discharge, True),
)
PER_GENRE = 50
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")


def main():
    rng = random.Random(254)
    g = G(rng)
    plan = [i for i in range(len(GENRES)) for _ in range(PER_GENRE)]
    rng.shuffle(plan)
    lines = []
    for idx, gi in enumerate(plan, 1):
        name, fn, male_ok = GENRES[gi]
        country = rng.choices(("UK", "AU", "US"), weights=(40, 30, 30))[0]
        lower = rng.random() < 1 / 6
        sex = None if male_ok else "F"
        k = Case(g, country, sex=sex)
        n = Note(lower)
        fn(n, g, k)
        text = n.text()
        for s in n.spans:
            assert text[s["start"]:s["end"]] == s["text"], (idx, s)
        rec = {"id": "dev254-%04d" % idx, "text": text, "spans": n.spans,
               "meta": {"source": "dev254-en", "genre": name, "lowercase": lower, "country": country}}
        lines.append(json.dumps(rec, ensure_ascii=False))
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(lines) + "\n")
    print("wrote %d notes to %s" % (len(lines), OUT))


if __name__ == "__main__":
    main()
