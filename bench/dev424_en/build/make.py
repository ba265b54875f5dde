"""Build bench/dev424_en/notes.jsonl.

    python3 build/make.py [--out PATH]

All randomness comes from one random.Random(424) created here and passed
down; no set or dict is iterated in hash order, so the output does not
depend on PYTHONHASHSEED.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from doc import Doc  # noqa: E402
from case import Case, wchoice  # noqa: E402
import blocks as B  # noqa: E402
import pools_text as PT  # noqa: E402
import g_referral  # noqa: E402
import g_assess  # noqa: E402
import g_risk  # noqa: E402
import g_crisis  # noqa: E402
import g_careplan  # noqa: E402
import g_medrev  # noqa: E402
import g_school  # noqa: E402
import g_family  # noqa: E402
import g_mam  # noqa: E402
import g_discharge  # noqa: E402
import g_eating  # noqa: E402
import g_neuro  # noqa: E402
import g_ward  # noqa: E402

SEED = 424
GENRES = [
    (g_referral, 33), (g_assess, 32), (g_risk, 32), (g_crisis, 34), (g_careplan, 31),
    (g_medrev, 32), (g_school, 31), (g_family, 32), (g_mam, 31), (g_discharge, 32),
    (g_eating, 31), (g_neuro, 31), (g_ward, 32),
]
COUNTRIES = [("GB", 45), ("IE", 15), ("AU", 17), ("NZ", 10), ("CA", 13)]
TYPO_RATE = 0.004


def build_all(rng):
    jobs = []
    for mod, n in GENRES:
        jobs.extend([mod] * n)
    rng.shuffle(jobs)
    n = len(jobs)
    lower = set(rng.sample(range(n), round(n / 6.0)))
    out = []
    for i, mod in enumerate(jobs):
        code = wchoice(rng, COUNTRIES)
        problems = getattr(mod, "PROBLEMS", PT.PROBLEMS)
        c = Case(rng, code, rng.choice(problems), getattr(mod, "MIN_AGE", 8))
        d = Doc(rng, lower=i in lower, typo_rate=TYPO_RATE)
        v = B.base_vars(c)
        mod.build(c, d, v)
        out.append(d.record("dev424-%04d" % (i + 1), mod.GENRE, code))
    return out


def main(argv):
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out = argv[argv.index("--out") + 1]
    rng = random.Random(SEED)
    recs = build_all(rng)
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(recs), out))


if __name__ == "__main__":
    main(sys.argv[1:])
