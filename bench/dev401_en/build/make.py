"""Entry point: builds bench/dev401_en/notes.jsonl.

usage: python3 build/make.py [--out PATH]
One random.Random(401) is created here and passed to every generator.
"""
import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import ctx  # noqa: E402
import doc  # noqa: E402
import g_assess  # noqa: E402
import g_falls  # noqa: E402
import g_letters  # noqa: E402
import g_records  # noqa: E402
import pools_places as PP  # noqa: E402

GENRES = (
    ("fls_assessment", g_assess.fls_assessment, 34),
    ("dxa_report", g_assess.dxa_report, 34),
    ("frax_summary", g_assess.frax_summary, 33),
    ("clinic_letter", g_letters.clinic_letter, 34),
    ("zoledronate_infusion", g_records.zoledronate_infusion, 33),
    ("denosumab_log", g_records.denosumab_log, 34),
    ("falls_assessment", g_falls.falls_assessment, 34),
    ("telephone_followup", g_records.phone_followup, 36),
    ("gp_recommendation", g_letters.gp_letter, 34),
    ("ward_casefinding", g_falls.casefinding_list, 32),
    ("vertebral_fracture_report", g_assess.vfa_report, 32),
    ("anabolic_request", g_letters.anabolic_request, 32),
)
LOWER_SHARE = 1.0 / 6.0
TYPO_P = 0.006


def build(rng):
    plan = []
    for name, fn, n in GENRES:
        plan.extend([(name, fn)] * n)
    rng.shuffle(plan)
    lower_flags = [False] * len(plan)
    for i in rng.sample(range(len(plan)), round(len(plan) * LOWER_SHARE)):
        lower_flags[i] = True
    records = []
    for i, (name, fn) in enumerate(plan):
        country = rng.choices(PP.COUNTRIES, weights=PP.COUNTRY_WEIGHTS)[0]
        c = ctx.make(rng, country)
        lower = lower_flags[i]
        d = doc.Doc(rng, lower=lower, typo_p=TYPO_P)
        fn(rng, c, d)
        records.append(d.record("dev401-%04d" % (i + 1), name, country))
    return records


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    args = ap.parse_args(argv)
    rng = random.Random(401)
    records = build(rng)
    with open(args.out, "w", encoding="utf-8", newline="\n") as fh:
        for r in records:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(records), sum(len(r["spans"]) for r in records), args.out))


if __name__ == "__main__":
    main()
