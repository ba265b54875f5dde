"""Build bench/dev432_en/notes.jsonl.

All randomness comes from the single random.Random(432) created here and passed
down; nothing iterates an unordered set or dict, so the output does not depend
on PYTHONHASHSEED.

usage: python3 build/make.py [--out PATH]
"""
import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import util  # noqa: E402
import world as W  # noqa: E402
from doc import Doc  # noqa: E402
from common import Ctx  # noqa: E402
import g_consult  # noqa: E402
import g_dms  # noqa: E402
import g_supply  # noqa: E402
import g_cd  # noqa: E402
import g_vacc  # noqa: E402
import g_misc  # noqa: E402
import g_calls  # noqa: E402

UK1 = [("UK", 1.0)]
# (genre, generator, country weights, number of notes)
GENRES = [
    ("consultation record", g_consult.consultation,
     [("UK", .55), ("AU", .15), ("CA", .15), ("US", .15)], 40),
    ("new medicine service interview", g_consult.nms, UK1, 38),
    ("discharge medicines service referral", g_dms.dms, UK1, 38),
    ("emergency supply record", g_supply.emergency_supply,
     [("UK", .7), ("IE", .2), ("AU", .1)], 38),
    ("controlled drugs register entry", g_cd.cd_register,
     [("UK", .5), ("IE", .15), ("AU", .12), ("CA", .1), ("US", .13)], 38),
    ("vaccination record", g_vacc.vaccination,
     [("UK", .5), ("IE", .15), ("CA", .12), ("AU", .1), ("US", .13)], 40),
    ("minor ailment consultation", g_supply.minor_ailment,
     [("UK", .6), ("IE", .15), ("CA", .15), ("AU", .1)], 40),
    ("pharmacist referral to GP", g_dms.gp_referral,
     [("UK", .6), ("IE", .15), ("AU", .1), ("CA", .1), ("US", .05)], 38),
    ("blister pack and dosette record", g_vacc.blister,
     [("UK", .5), ("AU", .2), ("CA", .2), ("US", .1)], 36),
    ("incident report", g_misc.incident,
     [("UK", .5), ("IE", .15), ("CA", .1), ("AU", .15), ("US", .1)], 36),
    ("supervised consumption record", g_cd.supervised,
     [("UK", .6), ("IE", .2), ("AU", .1), ("CA", .1)], 36),
    ("online consultation review", g_misc.online,
     [("UK", .6), ("US", .25), ("CA", .15)], 34),
    ("telephone message log", g_calls.call_log,
     [("UK", .5), ("IE", .15), ("CA", .1), ("AU", .15), ("US", .1)], 36),
]


AGES = {"supervised consumption record": (19, 63), "online consultation review": (18, 72),
        "new medicine service interview": (24, 92)}


def build(rng):
    world = W.World(rng)
    plan = []
    for i, g in enumerate(GENRES):
        plan.extend([i] * g[3])
    rng.shuffle(plan)
    n = len(plan)
    lower = set(rng.sample(range(n), round(n / 6)))
    out = []
    for k, gi in enumerate(plan):
        name, fn, weights, _ = GENRES[gi]
        country = util.wpick(rng, weights)
        date = util.note_date(rng)
        ctx = Ctx(rng, world, country, date, name)
        ctx.p = W.patient(rng, country, date, AGES.get(name, (18, 96)), town=ctx.local_town())
        d = Doc()
        fn(ctx, d)
        is_lower = k in lower
        text, spans = d.finish(is_lower)
        out.append({
            "id": "dev432-%04d" % (k + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev432-en", "genre": name, "lowercase": is_lower,
                     "country": country},
        })
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    args = ap.parse_args()
    rng = random.Random(432)
    notes = build(rng)
    with open(args.out, "w", encoding="utf-8", newline="\n") as fh:
        for rec in notes:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), args.out))


if __name__ == "__main__":
    main()
