"""Build bench/dev419_en/notes.jsonl.  Usage: python3 build/make.py [--out PATH]
All randomness comes from one random.Random(419) created here and passed down."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from doc import Doc  # noqa: E402
from phi import Dates  # noqa: E402
import g_implant  # noqa: E402
import g_check  # noqa: E402
import g_remote  # noqa: E402
import g_ablation  # noqa: E402
import g_clinic  # noqa: E402
import g_holter  # noqa: E402
import g_syncope  # noqa: E402
import g_driving  # noqa: E402
import g_discharge  # noqa: E402
import g_phone  # noqa: E402
import g_tilt  # noqa: E402
import g_dccv  # noqa: E402

# (module, number of notes)
PLAN = [
    (g_implant, 36), (g_check, 38), (g_remote, 38), (g_ablation, 34), (g_clinic, 38), (g_holter, 36),
    (g_syncope, 34), (g_driving, 32), (g_discharge, 36), (g_phone, 38), (g_tilt, 30), (g_dccv, 32),
]
COUNTRY_WEIGHTS = [("UK", 48), ("US", 24), ("IE", 9), ("CA", 9), ("AU", 10)]


def pick_country(rng, weights):
    tot = sum(w for _, w in weights)
    r = rng.uniform(0, tot)
    acc = 0
    for name, w in weights:
        acc += w
        if r <= acc:
            return name
    return weights[-1][0]


def build(rng):
    plan = []
    for mod, n in PLAN:
        plan.extend([mod] * n)
    rng.shuffle(plan)
    total = len(plan)
    lower = set(rng.sample(range(total), int(round(total / 6.0))))
    out = []
    for i, mod in enumerate(plan):
        weights = getattr(mod, "COUNTRY_WEIGHTS", COUNTRY_WEIGHTS)
        country = pick_country(rng, weights)
        d = Doc(rng, lowercase=(i in lower))
        dates = Dates(rng, country)
        mod.make(rng, d, country, dates)
        out.append(d.record("dev419-%04d" % (i + 1), mod.GENRE, country))
    return out


def main(argv):
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out_path = argv[argv.index("--out") + 1]
    rng = random.Random(419)
    recs = build(rng)
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d notes to %s" % (len(recs), out_path))


if __name__ == "__main__":
    main(sys.argv[1:])
