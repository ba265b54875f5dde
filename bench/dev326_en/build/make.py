"""Build bench/dev326_en/notes.jsonl.

usage: python3 build/make.py [--out PATH]

All randomness comes from one random.Random(326); nothing depends on time,
hashing or the environment.
"""
import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import clin  # noqa: E402
import common  # noqa: E402
import g_assess  # noqa: E402
import g_letters  # noqa: E402
import g_other  # noqa: E402
import g_rehab  # noqa: E402
import nb as nbmod  # noqa: E402

SEED = 326

# (genre, function, notes, own addition, allowed diagnoses or None)
GENRES = [
    ("balance_clinic_assessment", g_assess.balance_assessment, 34, False, None),
    ("vng_caloric_report", g_assess.vng_caloric, 32, False, None),
    ("vhit_result", g_assess.vhit_result, 32, False, None),
    ("vestibular_rehab_programme", g_rehab.rehab_programme, 32, False,
     ["vn", "pppd", "bvl", "presby", "vm", "pc_bppv", "mdds", "vs"]),
    ("epley_manoeuvre_record", g_rehab.epley_record, 34, False, ["pc_bppv", "hc_bppv"]),
    ("audiogram_summary", g_rehab.audiogram_summary, 32, False, None),
    ("menieres_management_letter", g_letters.menieres_letter, 34, False, ["menieres"]),
    ("gp_referral_triage", g_letters.gp_referral_triage, 32, False, None),
    ("fitness_to_work_drive_letter", g_letters.fitness_letter, 34, False,
     ["pc_bppv", "hc_bppv", "menieres", "vm", "vn", "pppd", "bvl"]),
    ("telephone_review_log", g_other.telephone_log, 34, False, None),
    ("intratympanic_injection_record", g_other.intratympanic, 30, True, ["menieres"]),
    ("vestibular_mdt_minutes", g_other.mdt_minutes, 30, True,
     ["vs", "scd", "menieres", "bvl", "vn", "pppd"]),
    ("ed_dizziness_consult", g_other.ed_consult, 32, True,
     ["vn", "pc_bppv", "hc_bppv", "vm", "menieres", "oh", "presby"]),
]

COUNTRY_WEIGHTS = [("UK", 28), ("US", 20), ("IE", 12), ("CA", 10), ("AU", 12),
                   ("NZ", 8), ("SG", 5), ("ZA", 5)]


def weighted(rng, pairs):
    tot = sum(w for _, w in pairs)
    r = rng.uniform(0, tot)
    for k, w in pairs:
        r -= w
        if r <= 0:
            return k
    return pairs[-1][0]


def pick_dx(rng, allowed):
    if allowed is None:
        return clin.pick_dx(rng)
    pairs = [(d["key"], d["w"]) for d in clin.DX if d["key"] in allowed]
    key = weighted(rng, pairs)
    return [d for d in clin.DX if d["key"] == key][0]


def build():
    rng = random.Random(SEED)
    slots = []
    for g in GENRES:
        slots += [g] * g[2]
    rng.shuffle(slots)
    n = len(slots)
    lower = set(rng.sample(range(n), round(n / 6)))
    lines = []
    for i, (genre, fn, _, _, allowed) in enumerate(slots):
        cc = weighted(rng, COUNTRY_WEIGHTS)
        dx = pick_dx(rng, allowed)
        case = common.Case(rng, cc, dx)
        typo_p = 0.04 if rng.random() < 0.3 else 0.0
        b = nbmod.NB(typo_rng=rng, typo_p=typo_p)
        fn(case, b)
        is_lower = i in lower
        text, spans = b.finish(lower=is_lower)
        rec = {"id": "dev326-%04d" % (i + 1), "text": text, "spans": spans,
               "meta": {"source": "dev326-en", "genre": genre, "lowercase": is_lower, "country": cc}}
        lines.append(json.dumps(rec, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    args = ap.parse_args(argv)
    data = build()
    with open(args.out, "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    print("wrote %s (%d notes)" % (args.out, data.count("\n")))


if __name__ == "__main__":
    main()
