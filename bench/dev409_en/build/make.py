"""Build bench/dev409_en/notes.jsonl (author 409, neurorehabilitation).

Usage: python3 build/make.py [--out PATH]

One random.Random(409) is created here and passed to every helper; sets
and dicts are only iterated in sorted order, so the output does not depend
on PYTHONHASHSEED.
"""
import sys

sys.dont_write_bytecode = True

import argparse  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import random  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import ctx as ctxmod  # noqa: E402
import g_admit  # noqa: E402
import g_discharge  # noqa: E402
import g_extra1  # noqa: E402
import g_extra2  # noqa: E402
import g_family_leave  # noqa: E402
import g_slt_np  # noqa: E402
import g_therapy  # noqa: E402
from notebuilder import Note  # noqa: E402

GENRES = [
    ("rehabilitation admission assessment", g_admit.admission),
    ("goal-setting meeting note", g_admit.goal_setting),
    ("physiotherapy progress report", g_therapy.physio),
    ("occupational therapy kitchen assessment", g_therapy.kitchen),
    ("speech and language therapy report", g_slt_np.slt),
    ("neuropsychology summary", g_slt_np.neuropsych),
    ("family meeting minutes", g_family_leave.family_meeting),
    ("weekend leave record", g_family_leave.weekend_leave),
    ("discharge planning letter", g_discharge.discharge_letter),
    ("rehabilitation prescription", g_discharge.rehab_prescription),
    ("driving assessment report", g_extra1.driving),
    ("telerehabilitation review", g_extra1.telerehab),
    ("vocational rehabilitation report", g_extra2.vocational),
    ("spasticity clinic note", g_extra2.spasticity),
]
COUNTRIES = ["UK", "US", "AU", "CA", "IE", "NZ"]
PER_GENRE = 31
LOWER_PER_GENRE = 5


def plan(rng):
    items = []
    for gi, (name, _) in enumerate(GENRES):
        ccs = COUNTRIES * 6
        rng.shuffle(ccs)
        lower = set(rng.sample(range(PER_GENRE), LOWER_PER_GENRE))
        for i in range(PER_GENRE):
            items.append((gi, ccs[i], i in lower))
    rng.shuffle(items)
    return items


def build(rng):
    out = []
    for k, (gi, cc, low) in enumerate(plan(rng), 1):
        name, fn = GENRES[gi]
        c = ctxmod.Ctx(rng, cc, name)
        n = Note(rng, c)
        fn(n, c)
        out.append(n.finish("dev409-%04d" % k, name, cc, low))
    return out


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    args = ap.parse_args(argv)
    rng = random.Random(409)
    notes = build(rng)
    d = os.path.dirname(os.path.abspath(args.out))
    os.makedirs(d, exist_ok=True)
    with open(args.out, "w", encoding="utf-8", newline="\n") as f:
        for rec in notes:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(r["spans"]) for r in notes), args.out))


if __name__ == "__main__":
    main()
