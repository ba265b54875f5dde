"""Build bench/dev137_en/notes.jsonl. Deterministic: every random draw comes from random.Random(137)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import phi  # noqa: E402
from people import Case  # noqa: E402
import genres_a as GA  # noqa: E402
import genres_b as GB  # noqa: E402
import genres_c as GC  # noqa: E402
import genres_d as GD  # noqa: E402
import genres_e as GE  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

GENRES = [  # (genre name, builder, number of notes)
    ("psych_intake", GA.psych_intake, 32),
    ("therapy_progress", GA.therapy_progress, 34),
    ("crisis_line_mobile", GA.crisis, 34),
    ("inpatient_psychiatry", GB.inpatient, 34),
    ("sud_methadone_clinic", GB.methadone, 34),
    ("court_legal", GB.court, 32),
    ("social_work", GC.social_work, 32),
    ("case_management_housing", GC.case_mgmt, 34),
    ("group_therapy", GC.group_therapy, 32),
    ("medication_management", GD.med_mgmt, 32),
    ("discharge_aftercare", GD.discharge, 32),
    ("tox_lab_report", GE.tox, 30),
    ("telehealth_portal", GE.telehealth, 32),
    ("roi_consent_form", GE.roi, 30),
]


def tidy(lines):
    """Trailing blanks off each line, at most one empty line in a row (marked text, before rendering)."""
    out = []
    for ln in lines:
        ln = ln.rstrip()
        if ln == "" and (not out or out[-1] == ""):
            continue
        out.append(ln)
    while out and out[-1] == "":
        out.pop()
    return "\n".join(out) + "\n"


def main():
    rng = random.Random(137)
    plan = [g for g in GENRES for _ in range(g[2])]
    rng.shuffle(plan)
    n = len(plan)
    lower = set(rng.sample(range(n), round(n / 6)))
    rows = []
    for i, (name, fn, _) in enumerate(plan):
        case = Case(rng)
        marked = tidy(fn(case))
        text, spans = phi.render(marked, lower=i in lower)
        rows.append({"id": f"dev137-{i + 1:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev137-en", "genre": name, "lowercase": i in lower, "country": case.country}})
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(x['spans']) for x in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()
