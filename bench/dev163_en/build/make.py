"""Build bench/dev163_en/notes.jsonl (deterministic, stdlib only).

Usage (from bench/dev163_en):  python3 build/make.py [output_path]
"""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import case  # noqa: E402
import clin  # noqa: E402
import common  # noqa: E402
import core  # noqa: E402
import g_admit  # noqa: E402
import g_dc  # noqa: E402
import g_extra  # noqa: E402
import g_lists  # noqa: E402
import g_talk  # noqa: E402

SEED = 163
LOWER_RATE = 1.0 / 6.0

# genre, builder, number of notes, preferred scenario keys (None: any)
GENRES = [
    ("admission_hp", g_admit.admission_hp, 36, None),
    ("progress_note", g_admit.progress, 38, None),
    ("signout_list", g_lists.signout, 34, None),
    ("discharge_summary", g_dc.discharge_summary, 38, None),
    ("consult_request", g_dc.consult_request, 34, None),
    ("family_meeting", g_talk.family_meeting, 34, ["chf", "copd", "cirr", "delirium", "hypona", "cdiff", "ugib", "cap", "aki"]),
    ("code_status", g_talk.code_status, 34, ["chf", "copd", "cirr", "delirium", "hypona", "cdiff", "cap", "afib", "aki", "syncope"]),
    ("med_rec", g_lists.med_rec, 36, None),
    ("idr_checklist", g_lists.idr, 34, None),
    ("transfer_summary", g_dc.transfer, 34, None),
    ("death_pronouncement", g_talk.death_note, 32, ["chf", "copd", "cirr", "delirium", "hypona", "cdiff", "ugib", "cap", "uro", "flu"]),
    ("rapid_response", g_extra.rapid_response, 34, None),
    ("discharge_planning", g_extra.dc_planning, 36, None),
]


def build():
    rng = random.Random(SEED)
    plan = []
    for name, _fn, n, _keys in GENRES:
        plan.extend([name] * n)
    rng.shuffle(plan)
    table = {g[0]: g for g in GENRES}
    by_key = {s["key"]: s for s in clin.S}
    out = []
    for i, gname in enumerate(plan):
        _name, fn, _n, keys = table[gname]
        if keys:
            scen = by_key[rng.choice(keys)]
        else:
            scen = rng.choice(clin.S)
        c = case.Case(rng, scenario=scen)
        ctx = common.setup(c)
        d = core.Doc(ctx)
        fn(d, c)
        low = rng.random() < LOWER_RATE
        out.append(core.record("dev163-%04d" % (i + 1), d, gname, low, c.country))
    return out


def main():
    base = os.path.dirname(HERE)
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(base, "notes.jsonl")
    recs = build()
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for rec in recs:
            fh.write(core.dumps(rec) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(recs), sum(len(r["spans"]) for r in recs), path))


if __name__ == "__main__":
    main()
