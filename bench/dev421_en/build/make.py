"""Build bench/dev421_en/notes.jsonl.

All randomness comes from one random.Random(421) created here and passed down.
Usage: python3 build/make.py [OUT_PATH]
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from doc import Doc  # noqa: E402
from case import Case  # noqa: E402
import g_admit  # noqa: E402
import g_review  # noqa: E402
import g_nurse  # noqa: E402
import g_call  # noqa: E402
import g_meds  # noqa: E402
import g_letters  # noqa: E402

ALL_PW = ["cap", "cellulitis", "copd", "covid", "delirium", "frailty_fall", "hf", "osteo", "pyelo"]
IV_PW = ["cap", "cellulitis", "delirium", "frailty_fall", "hf", "osteo", "pyelo"]

GENRES = [
    ("virtual_ward_admission", g_admit.vw_admission, ALL_PW),
    ("daily_remote_monitoring_review", g_review.daily_review, ALL_PW),
    ("home_visit_nursing_record", g_nurse.home_visit, ALL_PW),
    ("observation_oximetry_log", g_nurse.obs_log, ALL_PW),
    ("escalation_call_record", g_call.escalation, ALL_PW),
    ("consultant_virtual_ward_round", g_review.consultant_round, ALL_PW),
    ("medication_iv_administration_record", g_meds.iv_mar, IV_PW),
    ("step_down_referral", g_letters.step_down, ALL_PW),
    ("discharge_letter_to_gp", g_letters.discharge_gp, ALL_PW),
    ("family_carer_communication", g_call.family_comm, ALL_PW),
    ("step_up_referral", g_admit.step_up_referral, ALL_PW),
    ("monitoring_kit_support_log", g_meds.kit_log, ALL_PW),
]
PER_GENRE = 36
COUNTRIES = [("GB", 48), ("US", 17), ("AU", 10), ("IE", 10), ("CA", 8), ("NZ", 7)]


def pick_country(rng):
    total = sum(w for _, w in COUNTRIES)
    x = rng.randrange(total)
    for cc, w in COUNTRIES:
        if x < w:
            return cc
        x -= w
    return COUNTRIES[-1][0]


def build(rng):
    slots = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(slots)
    n = len(slots)
    lower = [False] * n
    for i in rng.sample(range(n), round(n / 6)):
        lower[i] = True
    records = []
    for i, (genre, fn, pws) in enumerate(slots):
        cc = pick_country(rng)
        pw = rng.choice(pws)
        case = Case(rng, cc, pw)
        d = Doc(rng, lower=lower[i])
        fn(d, case)
        records.append(d.record("dev421-%04d" % (i + 1), genre, cc))
    return records


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    rng = random.Random(421)
    records = build(rng)
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for r in records:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d notes to %s" % (len(records), out))


if __name__ == "__main__":
    main()
