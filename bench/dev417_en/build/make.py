"""Entry point: builds bench/dev417_en/notes.jsonl.

    python3 build/make.py [--out PATH]

One random.Random(417) is created here and passed to every generator."""
import argparse
import datetime
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from doc import Doc  # noqa: E402
from people import Case, weighted  # noqa: E402
import common as CM  # noqa: E402
import g_letters  # noqa: E402
import g_labs  # noqa: E402
import g_ops  # noqa: E402
import g_more  # noqa: E402

GENRES = [
    ("transplant clinic letter", g_letters.clinic_letter, 36),
    ("immunosuppression level log", g_labs.level_log, 35),
    ("renal biopsy report", g_labs.biopsy_report, 35),
    ("HLA antibody report", g_labs.hla_report, 35),
    ("pharmacist medication review", g_ops.pharm_review, 35),
    ("day-case infusion record", g_ops.infusion, 35),
    ("transplant coordinator call", g_ops.coord_call, 36),
    ("annual review summary", g_letters.annual_review, 35),
    ("MDT outcome", g_ops.mdt, 35),
    ("letter to GP", g_letters.gp_letter, 36),
    ("BK virus surveillance note", g_labs.bk_note, 35),
    ("readmission discharge summary", g_more.discharge, 35),
    ("patient portal message", g_more.portal, 35),
]
COUNTRY_W = [("UK", 30), ("US", 20), ("CA", 13), ("AU", 15), ("NZ", 10), ("IE", 12)]
START = datetime.date(2019, 1, 7)
SPAN_DAYS = 2350


def build(rng):
    plan = []
    for name, fn, n in GENRES:
        plan += [(name, fn)] * n
    rng.shuffle(plan)
    lower = set(rng.sample(range(len(plan)), round(len(plan) / 6)))
    out = []
    for i, (name, fn) in enumerate(plan):
        code = weighted(rng, COUNTRY_W)
        visit = START + datetime.timedelta(days=rng.randrange(SPAN_DAYS))
        if visit.weekday() >= 5:
            visit -= datetime.timedelta(days=visit.weekday() - 4)
        case = Case(rng, code, visit)
        CM.setup(case, min_days=400 if name == "annual review summary" else 40)
        is_lower = i in lower
        doc = Doc(rng, lower=is_lower, typo_rate=0.05 if rng.random() < 0.35 else 0.0)
        fn(case, doc)
        text = doc.text()
        out.append({
            "id": "dev417-%04d" % (i + 1),
            "text": text,
            "spans": doc.spans,
            "meta": {"source": "dev417-en", "genre": name, "lowercase": is_lower,
                     "country": code},
        })
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    args = ap.parse_args()
    rng = random.Random(417)
    notes = build(rng)
    with open(args.out, "w", encoding="utf-8", newline="\n") as f:
        for n in notes:
            f.write(json.dumps(n, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), args.out))


if __name__ == "__main__":
    main()
