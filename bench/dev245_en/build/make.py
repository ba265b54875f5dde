#!/usr/bin/env python3
"""Build bench/dev245_en/notes.jsonl (author 245). Standard library only; all randomness from Random(245)."""
import datetime as dt
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
import gen as G  # noqa: E402
import g_ref  # noqa: E402
import g_lab  # noqa: E402
import g_home  # noqa: E402
import g_line  # noqa: E402
import g_pharm  # noqa: E402
import g_ops  # noqa: E402

# genre name -> builder; order fixed
GENRES = [
    ("opat_referral", g_ref.opat_referral),
    ("picc_insertion", g_ref.picc_insertion),
    ("weekly_bloods_review", g_lab.weekly_bloods),
    ("vancomycin_levels", g_lab.vanc_levels),
    ("home_infusion_visit", g_home.home_visit),
    ("pump_device_log", g_home.pump_log),
    ("line_complication", g_line.line_complication),
    ("opat_discharge_letter", g_line.discharge_letter),
    ("compounding_record", g_pharm.compounding),
    ("telephone_encounter", g_pharm.telephone),
    ("opat_mdt_minutes", g_ops.mdt_minutes),
    ("delivery_manifest", g_ops.delivery_manifest),
    ("funding_authorisation", g_ops.funding_request),
]
PER_GENRE = 36
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")


def build():
    rng = random.Random(245)
    plan = []
    for name, fn in GENRES:
        for _ in range(PER_GENRE):
            plan.append((name, fn))
    rng.shuffle(plan)
    n_lower = round(len(plan) / 6.0)
    lower = [False] * len(plan)
    for i in rng.sample(range(len(plan)), n_lower):
        lower[i] = True
    start = dt.date(2023, 1, 2)
    lines = []
    for i, (name, fn) in enumerate(plan):
        country = rng.choice(["US", "US", "UK", "UK", "AU"])
        today = start + dt.timedelta(days=rng.randrange(900))
        cx = G.Cx(rng, country)
        cx.yy = today.year % 100
        n = core.Note(rng)
        fn(n, cx, today)
        nid = "dev245-%04d" % (i + 1)
        rec = n.record(nid, name, country, lower[i])
        lines.append(json.dumps(rec, ensure_ascii=False) + "\n")
    return "".join(lines)


def main():
    data = build()
    if "--stdout" in sys.argv:
        sys.stdout.buffer.write(data.encode("utf-8"))
        return
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    print("wrote %d notes to %s" % (data.count("\n"), OUT))


if __name__ == "__main__":
    main()
