"""Build bench/dev273_en/notes.jsonl.

Usage (from bench/dev273_en):  python3 build/make.py [--out PATH]
All randomness comes from one random.Random(273) object, used sequentially.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import case as K  # noqa: E402
import g_referral  # noqa: E402
import g_plans  # noqa: E402
import g_welfare  # noqa: E402
import g_calls  # noqa: E402
import g_letters  # noqa: E402
import g_other  # noqa: E402

# genre id -> (generator, number of notes)
GENRES = [
    ("sp_referral", g_referral.sp_referral, 64),
    ("lw_initial_conversation", g_referral.lw_initial, 58),
    ("wellbeing_plan", g_plans.wellbeing_plan, 56),
    ("community_group_intro", g_plans.group_intro, 56),
    ("welfare_housing", g_welfare.welfare_housing, 60),
    ("food_bank", g_welfare.foodbank, 56),
    ("followup_call_log", g_calls.followup_log, 56),
    ("gp_feedback_letter", g_letters.gp_feedback, 58),
    ("befriending_record", g_other.befriending, 56),
    ("telephone_encounter", g_calls.tel_encounter, 60),
    ("case_closure_summary", g_letters.case_closure, 50),
    ("mdt_huddle_minutes", g_other.mdt_minutes, 42),
    ("sms_email_thread", g_other.sms_email, 52),
]


def build():
    rng = random.Random(273)
    order = []
    for gid, fn, n in GENRES:
        order += [(gid, fn)] * n
    rng.shuffle(order)
    total = len(order)
    lower = set(rng.sample(range(total), round(total / 6)))
    lines = []
    for i, (gid, fn) in enumerate(order):
        c = K.make_case(rng)
        b = fn(rng, c)
        text, spans = b.finish(i in lower)
        obj = {
            "id": "dev273-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev273-en", "genre": gid, "lowercase": i in lower, "country": c.country},
        }
        lines.append(json.dumps(obj, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def main(argv):
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out = argv[argv.index("--out") + 1]
    data = build()
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    print("wrote %s (%d notes)" % (out, data.count("\n")))


if __name__ == "__main__":
    main(sys.argv[1:])
