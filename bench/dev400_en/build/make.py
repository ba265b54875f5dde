"""Entry point: builds bench/dev400_en/notes.jsonl (author 400).

One random.Random(400) is created here and handed to every generator; nothing iterates over an
unordered set or dict, so the output does not depend on PYTHONHASHSEED.

usage: python3 build/make.py [--out PATH]
"""
import argparse
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import g_cert  # noqa: E402
import g_me  # noqa: E402
import g_ops  # noqa: E402
import g_reg  # noqa: E402
from case import wpick  # noqa: E402

# (genre, generator, country weights, number of notes)
GENRES = [
    ("medical examiner scrutiny record", g_me.me_scrutiny, "GB:62 SC:10 US:10 AU:5 NZ:5 IE:4 CA:4", 38),
    ("conversation with bereaved relative", g_me.bereaved_conversation,
     "GB:35 SC:6 US:12 AU:12 NZ:12 IE:12 CA:11", 38),
    ("coroner referral form", g_me.coroner_referral, "GB:35 SC:8 US:12 AU:12 NZ:11 IE:11 CA:11", 38),
    ("medical certificate of cause of death draft", g_cert.mccd_draft, "GB:40 SC:8 US:15 AU:10 NZ:9 IE:9 CA:9", 37),
    ("cremation form notes", g_cert.cremation_form, "GB:40 SC:6 US:12 AU:12 NZ:10 IE:10 CA:10", 36),
    ("mortality review", g_cert.mortality_review, "GB:35 US:15 AU:15 NZ:12 IE:12 CA:11", 34),
    ("bereavement office log", g_ops.bereavement_log, "GB:45 SC:5 IE:15 AU:15 NZ:10 CA:5 US:5", 36),
    ("structured judgement review", g_ops.sjr, "GB:70 SC:5 IE:10 AU:8 NZ:7", 36),
    ("email to attending doctor", g_ops.email_attending, "GB:45 SC:5 US:15 AU:10 NZ:8 IE:9 CA:8", 38),
    ("registrar liaison note", g_reg.registrar_liaison, "GB:45 SC:8 IE:12 AU:12 NZ:11 CA:7 US:5", 36),
    ("verification of death record", g_reg.verification_of_death, "GB:35 SC:5 US:15 AU:12 NZ:11 IE:11 CA:11", 36),
    ("mortuary admission and release record", g_reg.mortuary_release, "GB:35 SC:5 US:15 AU:12 NZ:11 IE:11 CA:11",
     36),
]


def build(rng):
    plan = []
    for gi, (_, _, spec, count) in enumerate(GENRES):
        for _ in range(count):
            plan.append((gi, wpick(rng, spec)))
    rng.shuffle(plan)
    lower = set(rng.sample(range(len(plan)), round(len(plan) / 6)))
    out = []
    for i, (gi, sysk) in enumerate(plan):
        name, fn, _, _ = GENRES[gi]
        note, country = fn(rng, sysk, i in lower)
        out.append(note.record("dev400-%04d" % (i + 1), name, country))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    args = ap.parse_args()
    rng = random.Random(400)
    recs = build(rng)
    with open(args.out, "w", encoding="utf-8", newline="\n") as fh:
        for rec in recs:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(recs), args.out))


if __name__ == "__main__":
    main()
