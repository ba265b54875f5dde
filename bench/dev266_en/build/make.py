"""Build bench/dev266_en/notes.jsonl (author 266).

Usage (from bench/dev266_en):  python3 build/make.py [--out PATH]
All randomness comes from one random.Random(266) object, consumed in a fixed order.
"""
import sys

sys.dont_write_bytecode = True

import json  # noqa: E402
import os  # noqa: E402
import random  # noqa: E402

from phi import Note, pick, wpick  # noqa: E402
from case import Case  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))

# genre id -> (function, case kinds with weights, number of notes)
GENRES = [
    ("swallow_assessment", genres_a.swallow_assessment, [("adult", 1)], 36),
    ("vfss_report", genres_a.vfss_report, [("adult", 1)], 34),
    ("fees_report", genres_a.fees_report, [("adult", 1)], 34),
    ("voice_clinic", genres_b.voice_clinic, [("voice", 1)], 35),
    ("paeds_sl_assessment", genres_b.paeds_assessment, [("child", 1)], 35),
    ("aac_loan_record", genres_b.aac_loan, [("child", 3), ("adult", 2)], 34),
    ("therapy_session_note", genres_c.therapy_session, [("child", 2), ("adult", 3)], 36),
    ("school_nursery_letter", genres_c.school_letter, [("child", 1)], 34),
    ("gp_discharge_letter", genres_c.gp_discharge, [("adult", 1)], 34),
    ("telephone_encounter", genres_c.telephone, [("adult", 7), ("child", 3)], 36),
    ("referral_triage", genres_d.referral_triage, [("adult", 3), ("voice", 1), ("child", 2)], 34),
    ("mdt_ward_handover", genres_d.mdt_handover, [("adult", 1)], 32),
    ("telehealth_session", genres_d.telehealth, [("adult", 3), ("child", 2)], 32),
]

COUNTRIES = [("UK", 36), ("US", 28), ("AU", 18), ("CA", 18)]


def build():
    rng = random.Random(266)
    plan = []
    for gid, fn, kinds, cnt in GENRES:
        plan += [(gid, fn, kinds)] * cnt
    rng.shuffle(plan)
    total = len(plan)
    lower_idx = set(rng.sample(range(total), round(total / 6)))
    out = []
    for i, (gid, fn, kinds) in enumerate(plan):
        country = wpick(rng, COUNTRIES)
        kind = wpick(rng, kinds)
        lower = i in lower_idx
        c = Case(rng, country, kind)
        n = Note(lower=lower)
        fn(rng, c, n)
        text = n.text()
        spans = n.spans
        rec = {
            "id": "dev266-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev266-en", "genre": gid, "lowercase": lower, "country": country},
        }
        out.append(json.dumps(rec, ensure_ascii=False))
    return "\n".join(out) + "\n"


def main(argv):
    dest = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        dest = argv[argv.index("--out") + 1]
    data = build()
    with open(dest, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    print("wrote %s (%d notes)" % (dest, data.count("\n")))


if __name__ == "__main__":
    main(sys.argv[1:])
