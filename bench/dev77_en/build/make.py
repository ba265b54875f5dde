"""Build dev77_en/notes.jsonl: synthetic English clinical notes with exact gold PHI spans.

Standard library only; deterministic (random.Random(77)). Writes notes.jsonl and nothing else.
Run from bench/dev77_en:  python3.11 build/make.py
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True  # never leave __pycache__ behind

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import finalize  # noqa: E402
from ctx import Ctx  # noqa: E402
import genres1  # noqa: E402
import genres2  # noqa: E402
import genres3  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# genre -> (normal builder, lower-case terse builder)
GENRES = {
    "admission_hp": (genres1.hp, genres1.hp_terse),
    "progress_note": (genres1.progress, genres1.progress_terse),
    "discharge_summary": (genres1.discharge, genres1.discharge_terse),
    "ed_note": (genres1.ed, genres1.ed_terse),
    "consult_note": (genres1.consult, genres1.consult_terse),
    "operative_note": (genres2.operative, genres2.operative_terse),
    "radiology_report": (genres2.radiology, genres2.radiology_terse),
    "pathology_report": (genres2.pathology, genres2.pathology_terse),
    "echo_report": (genres2.echo, genres2.echo_terse),
    "nursing_shift_note": (genres2.nursing, genres2.nursing_terse),
    "medication_reconciliation": (genres3.medrec, genres3.medrec_terse),
    "problem_list": (genres3.problems, genres3.problems_terse),
    "telephone_encounter": (genres3.phone, genres3.phone_terse),
    "portal_message": (genres3.portal, genres3.portal_terse),
}
PER_GENRE = 34
LOWER_PER_GENRE = 7
CA_SHARE = 0.2


def build():
    r = random.Random(77)
    plan = []
    for g in GENRES:
        lower_idx = set(r.sample(range(PER_GENRE), LOWER_PER_GENRE))
        for i in range(PER_GENRE):
            plan.append((g, i in lower_idx))
    r.shuffle(plan)
    notes = []
    for n, (g, lower) in enumerate(plan, 1):
        locale = "CA" if r.random() < CA_SHARE else "US"
        c = Ctx(r, g, locale, lower)
        normal, terse = GENRES[g]
        marked, layout = (terse if lower else normal)(c)
        text, spans = finalize(marked, lower=lower)
        notes.append({
            "id": "dev77-en-%04d" % n,
            "text": text,
            "spans": spans,
            "meta": {"language": "en", "source": "dev77-en", "genre": g,
                     "locale": "en-CA" if locale == "CA" else "en-US", "layout": layout},
        })
    return notes


def main():
    notes = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for nt in notes:
            f.write(json.dumps(nt, ensure_ascii=True) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(n["spans"]) for n in notes), OUT))


if __name__ == "__main__":
    main()
