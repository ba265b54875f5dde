"""Generate bench/dev62_en/notes.jsonl (seeded, marker-based gold offsets).

Usage (from the set directory):  python3.11 build/make.py
Does not touch README.md."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from seg import Doc  # noqa: E402
import cast  # noqa: E402
import clin  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
PER_GENRE = 40

GENRES = [
    # (genre, writer, formal layouts, terse layouts)
    ("discharge_summary", genres_a.discharge, ["sectioned", "sectioned", "letter"], ["sectioned"]),
    ("admission_hp", genres_a.hp, ["sectioned"], ["sectioned"]),
    ("progress_note", genres_a.progress, ["soap"], ["soap"]),
    ("consult", genres_a.consult, ["sectioned"], ["sectioned"]),
    ("ed_note", genres_b.ed, ["timeline"], ["timeline"]),
    ("procedure_note", genres_b.procedure, ["operative-report"], ["operative-report"]),
    ("case_management_sw", genres_b.cm, ["assessment"], ["list"]),
    ("outpatient_telephone", genres_b.outpt, ["clinic-visit", "telephone", "telehealth"],
     ["clinic-visit", "telephone", "telehealth"]),
]
GKEY = {"discharge_summary": "discharge", "admission_hp": "hp", "progress_note": "progress", "consult": "consult",
        "ed_note": "ed", "procedure_note": "procedure", "case_management_sw": "cm", "outpatient_telephone": "outpt"}


def main():
    rng = random.Random(62)
    plan = []
    for genre, fn, lf, lt in GENRES:
        styles = [True] * (PER_GENRE // 2) + [False] * (PER_GENRE - PER_GENRE // 2)
        rng.shuffle(styles)
        for i, terse in enumerate(styles):
            layouts = lt if terse else lf
            plan.append((genre, fn, terse, layouts[i % len(layouts)]))
    rng.shuffle(plan)
    notes = []
    for n, (genre, fn, terse, layout) in enumerate(plan, 1):
        c = cast.Case(rng, GKEY[genre], terse, n)
        x = c.ctx()
        sc = rng.choice(clin.SCEN)
        d = Doc(lower=terse)
        fn(d, c, x, sc, layout)
        text = d.text()
        notes.append({
            "id": "dev62-en-%04d" % n,
            "text": text,
            "spans": d.spans,
            "meta": {"language": "en", "source": "dev62-en", "genre": genre, "locale": "en-US",
                     "layout": ("terse-lowercase/" if terse else "mixed-case/") + layout},
        })
    with open(OUT, "w", encoding="utf-8") as fh:
        for o in notes:
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(o["spans"]) for o in notes), OUT))


if __name__ == "__main__":
    main()
