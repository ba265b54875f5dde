"""Build bench/dev207_en/notes.jsonl (author 207). Python 3.11 stdlib only; all randomness from random.Random(207)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from phi import NoteBuilder  # noqa: E402
from fakers import Ctx  # noqa: E402
import genres_a as A  # noqa: E402
import genres_b as B  # noqa: E402
import genres_c as C  # noqa: E402
import genres_d as D  # noqa: E402
import genres_e as E  # noqa: E402

GENRES = [
    ("urology_clinic_letter", A.clinic_letter),
    ("cystoscopy_report", A.cystoscopy),
    ("prostate_biopsy_pathology", A.biopsy_path),
    ("urodynamics_report", B.urodynamics),
    ("stone_procedure_note", B.stone_note),
    ("vasectomy_record", B.vasectomy),
    ("continence_nurse_assessment", C.continence),
    ("psa_surveillance_log", C.psa_log),
    ("catheter_care_record", C.catheter),
    ("day_case_discharge", D.discharge),
    ("semen_analysis_report", D.semen),
    ("andrology_telehealth_consult", E.telehealth),
    ("uro_oncology_mdt_summary", E.mdt),
]
PER_GENRE = 33
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")


def build():
    r = random.Random(207)
    plan = [g for g in GENRES for _ in range(PER_GENRE)]
    r.shuffle(plan)
    n = len(plan)
    lower_idx = sorted(r.sample(range(n), round(n / 6)))
    lower_flags = [False] * n
    for i in lower_idx:
        lower_flags[i] = True
    notes = []
    for i, (gname, fn) in enumerate(plan):
        country = "US" if r.random() < 0.55 else "AU"
        lower = lower_flags[i]
        c = Ctx(r, country, lower)
        b = NoteBuilder(lower)
        fn(b, c)
        text = b.text().rstrip()
        spans = b.spans
        for s in spans:
            assert text[s["start"]:s["end"]] == s["text"], (gname, s)
        notes.append({
            "id": "dev207-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]}
                      for s in spans],
            "meta": {"source": "dev207-en", "genre": gname, "lowercase": lower, "country": country},
        })
    return notes


def main():
    notes = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for nt in notes:
            fh.write(json.dumps(nt, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(n["spans"]) for n in notes), OUT))


if __name__ == "__main__":
    main()
