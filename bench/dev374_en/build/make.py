#!/usr/bin/env python3
"""make.py -- generate bench/dev374_en/notes.jsonl.

Usage: python3 build/make.py [--out DIR]   (default DIR: the folder above build/)

All randomness comes from one random.Random(374) created here; every module
receives it through the Case object.  Lists only are iterated, so the output
does not depend on PYTHONHASHSEED.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
import common  # noqa: E402
import g_intake  # noqa: E402
import g_evidence  # noqa: E402
import g_forms  # noqa: E402
import g_letters  # noqa: E402
import g_police  # noqa: E402

SEED = 374
PER_GENRE = 34

# (genre id, function, share of child cases or None for the default, own addition?)
GENRES = [
    ("sarc_booking", g_intake.sarc_booking, None, False),
    ("forensic_exam_notes", g_intake.fme_notes, None, False),
    ("chain_of_custody", g_evidence.chain_of_custody, None, False),
    ("consent_reporting_options", g_forms.consent_options, None, False),
    ("ec_pep_record", g_forms.ec_pep, None, False),
    ("isva_referral", g_forms.isva_referral, 0.15, False),
    ("safeguarding_referral", g_letters.safeguarding_referral, 0.7, False),
    ("followup_letter", g_letters.followup_letter, None, False),
    ("police_liaison", g_police.police_liaison, None, False),
    ("statement_request_response", g_letters.statement_request, None, False),
    ("strategy_meeting_minutes", g_police.strategy_meeting, 0.75, True),
    ("helpline_call_log", g_police.crisis_line_log, 0.15, True),
    ("lab_submission_report", g_evidence.lab_submission, None, True),
    ("record_access_audit", g_evidence.records_audit, None, True),
]


def build():
    r = random.Random(SEED)
    plan = []
    for gi, g in enumerate(GENRES):
        plan += [gi] * PER_GENRE
    r.shuffle(plan)
    n = len(plan)
    lower_idx = sorted(r.sample(range(n), int(round(n / 6.0))))
    lower_flags = [False] * n
    for i in lower_idx:
        lower_flags[i] = True
    out = []
    for i, gi in enumerate(plan):
        gname, fn, child_share, _own = GENRES[gi]
        cc = common.wchoice(r, common.COUNTRY_W)
        child = None if child_share is None else (r.random() < child_share)
        case = common.Case(r, cc, child)
        note = core.Note(lower=lower_flags[i])
        fn(case, note)
        text = note.text()
        out.append({
            "id": "dev374-%04d" % (i + 1),
            "text": text,
            "spans": note.spans,
            "meta": {"source": "dev374-en", "genre": gname, "lowercase": lower_flags[i], "country": cc},
        })
    return out


def main(argv):
    out_dir = os.path.dirname(HERE)
    if "--out" in argv:
        out_dir = argv[argv.index("--out") + 1]
    os.makedirs(out_dir, exist_ok=True)
    notes = build()
    path = os.path.join(out_dir, "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for obj in notes:
            f.write(json.dumps(obj, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), path))


if __name__ == "__main__":
    main(sys.argv[1:])
