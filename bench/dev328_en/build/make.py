"""Build bench/dev328_en/notes.jsonl.

Usage: python3 build/make.py [--out PATH]
All randomness comes from one random.Random(328); no clock, hash or environment input.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from case import Case  # noqa: E402
from core import Doc  # noqa: E402
import g_request  # noqa: E402
import g_assess  # noqa: E402
import g_admin  # noqa: E402
import g_report  # noqa: E402
import g_family  # noqa: E402

GENRES = [
    ("first_request", g_request.first_request),
    ("eligibility_assessment", g_request.eligibility),
    ("consulting_report", g_assess.consulting_report),
    ("capacity_assessment", g_assess.capacity),
    ("written_declaration", g_assess.declaration),
    ("administration_prescription_form", g_admin.admin_form),
    ("pharmacy_dispensing", g_admin.pharmacy),
    ("oversight_notification", g_report.oversight),
    ("family_liaison", g_family.family_liaison),
    ("bereavement_followup", g_family.bereavement),
    ("care_navigator_log", g_report.navigator_log),       # added genre
    ("referral_letter", g_report.referral),               # added genre
    ("substance_return_record", g_admin.substance_return),  # added genre
]
PER_GENRE = 31
SOURCE = "dev328-en"


def build():
    rng = random.Random(328)
    plan = [name for name, _ in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(plan)
    fn = dict(GENRES)
    n = len(plan)
    lower = set(rng.sample(range(n), n // 6))
    out = []
    for i, g in enumerate(plan):
        c = Case(rng)
        d = Doc(rng, c.k(), typos=1 if rng.random() < 0.2 else 0)
        ov = fn[g](d, c)
        text = d.text()
        while text and text[-1] in " \n":
            text = text[:-1]
        spans = [dict(start=s, end=e, label=lab, type=t, text=x) for (s, e, lab, t, x) in d.spans]
        is_low = i in lower
        if is_low:
            low = text.lower()
            if len(low) != len(text):
                raise RuntimeError("lower-casing changed length")
            text = low
            for sp in spans:
                sp["text"] = sp["text"].lower()
        for sp in spans:
            if sp["end"] > len(text) or text[sp["start"]:sp["end"]] != sp["text"]:
                raise RuntimeError("span mismatch in note %d" % (i + 1))
        out.append(dict(id="dev328-%04d" % (i + 1), text=text, spans=spans,
                        meta=dict(source=SOURCE, genre=g, lowercase=is_low, country=ov or c.C)))
    return out


def main(argv):
    path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        path = argv[argv.index("--out") + 1]
    notes = build()
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for o in notes:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), path))


if __name__ == "__main__":
    main(sys.argv[1:])
