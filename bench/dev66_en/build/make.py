#!/usr/bin/env python3.11
"""Generate dev66_en/notes.jsonl (seed 66). Gold offsets come from the segment
builder (seg.Doc): every PHI value is written as a Phi marker and its offsets
are counted while the note text is assembled. This script never touches README.md."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from seg import Doc  # noqa: E402
from cast import Cast  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
PER_GENRE = 40
MIN_BYTES, MAX_BYTES = 300, 5000

GENRES = [
    # name, function, layouts, doc-role choices (one list per clinician slot), kid, age range per layout
    ("primary_care", genres_a.primary_care, genres_a.PC_LAYOUTS, [["md", "md", "np", "pa"], ["ma", "rn"], ["scribe", "cde"]], False),
    ("urgent_care", genres_a.urgent_care, genres_a.UC_LAYOUTS, [["md", "pa", "np"], ["rn"], ["scribe", "ma"]], False),
    ("telephone_triage", genres_b.telephone, genres_b.TEL_LAYOUTS, [["md", "np"], ["rn"], ["np", "pa"]], False),
    ("specialty_followup", genres_b.specialty, genres_b.SPEC_LAYOUTS, [["md"], ["rn", "ma"], ["cde", "rt", "ma"]], False),
    ("behavioral_health", genres_c.behavioral, genres_c.BH_LAYOUTS, [["sw", "counsel", "psych"], ["md", "np"], ["counsel", "rn"]], False),
    ("home_community", genres_c.home_visit, genres_c.HV_LAYOUTS, [["medic", "rn"], ["rn", "md"], ["medic"]], False),
    ("pediatrics", genres_d.pediatrics, genres_d.PEDS_LAYOUTS, [["md", "np"], ["rn", "ma"], ["ma"]], True),
    ("referral", genres_d.referral, genres_d.REF_LAYOUTS, [["md", "np"], ["md"], ["clerk", "ma", "rn"]], False),
]

AGE_RANGES = {("home_community", None): (58, 97), ("pediatrics", "adolescent"): (12, 17)}


def build_note(rng, gname, fn, layout, roles, kid, locale, case):
    roles_now = tuple(rng.choice(opts) for opts in roles)
    age_rng = AGE_RANGES.get((gname, layout)) or AGE_RANGES.get((gname, None))
    c = Cast(rng, locale, gname, case, kid=kid, doc_roles=roles_now, age_rng=age_rng)
    d = Doc(c, case)
    fn(d, c, rng, layout)
    text, spans = d.render()
    # trailing whitespace only; spans never end in whitespace so none is cut
    text = text.rstrip()
    assert all(s["end"] <= len(text) for s in spans)
    return text, spans


def main():
    rng = random.Random(66)
    notes = []
    n = 0
    for gname, fn, layouts, roles, kid in GENRES:
        cases = ["lower"] * 13 + ["upper"] * 6 + ["mixed"] * 21
        rng.shuffle(cases)
        locs = ["US"] * 24 + ["CA"] * 16
        rng.shuffle(locs)
        lays = [layouts[i % len(layouts)] for i in range(PER_GENRE)]
        rng.shuffle(lays)
        for i in range(PER_GENRE):
            for attempt in range(50):
                text, spans = build_note(rng, gname, fn, lays[i], roles, kid, locs[i], cases[i])
                size = len(text.encode("utf-8"))
                if MIN_BYTES <= size <= MAX_BYTES:
                    break
            else:
                raise SystemExit("could not fit %s/%s in size bounds" % (gname, lays[i]))
            n += 1
            notes.append({
                "id": "dev66-en-%04d" % n,
                "text": text,
                "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                           "text": s["text"]} for s in spans],
                "meta": {"language": "en", "source": "dev66-en", "genre": gname,
                         "locale": "en-" + locs[i], "layout": lays[i], "case": cases[i]},
            })
    with open(OUT, "w", encoding="utf-8") as f:
        for nt in notes:
            f.write(json.dumps(nt, ensure_ascii=False) + "\n")
    total = sum(len(x["spans"]) for x in notes)
    print("wrote %d notes, %d spans -> %s" % (len(notes), total, OUT))


if __name__ == "__main__":
    main()
