"""Entry point: builds bench/dev411_en/notes.jsonl (author 411).
Usage: python3 make.py [--out PATH]
One random.Random(411) is created here and passed everywhere."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import doc as D            # noqa: E402
import ctx as X            # noqa: E402
import common as C         # noqa: E402
import gen_a               # noqa: E402
import gen_b               # noqa: E402
import gen_c               # noqa: E402
import pools_places as PP  # noqa: E402

GENRES = [
    ("ipc_review_note", gen_a.ipc_review),
    ("outbreak_meeting_minutes", gen_a.outbreak_minutes),
    ("screening_result_letter", gen_a.screening_letter),
    ("ward_closure_log", gen_a.ward_closure_log),
    ("root_cause_analysis_report", gen_b.rca_report),
    ("contact_tracing_record", gen_b.contact_tracing),
    ("isolation_decision_note", gen_b.isolation_note),
    ("microbiology_alert", gen_b.micro_alert),
    ("hand_hygiene_audit_report", gen_c.hh_audit),
    ("staff_exposure_follow_up", gen_c.staff_exposure),
    ("interfacility_transfer_form", gen_c.transfer_form),
    ("outbreak_line_list", gen_c.line_list),
]
PER_GENRE = 36
LOWER_PER_GENRE = 6
# genres that get an extra line of hard negatives at the end (sometimes)
HARDNEG_P = {"ipc_review_note": 0.8, "root_cause_analysis_report": 0.8, "outbreak_meeting_minutes": 0.7,
             "isolation_decision_note": 0.6, "ward_closure_log": 0.5, "microbiology_alert": 0.4,
             "hand_hygiene_audit_report": 0.5, "contact_tracing_record": 0.4,
             "interfacility_transfer_form": 0.4, "staff_exposure_follow_up": 0.4,
             "outbreak_line_list": 0.3, "screening_result_letter": 0.2}


def build(rng):
    plan = []
    for gname, fn in GENRES:
        flags = [True] * LOWER_PER_GENRE + [False] * (PER_GENRE - LOWER_PER_GENRE)
        rng.shuffle(flags)
        for fl in flags:
            plan.append((gname, fn, fl))
    rng.shuffle(plan)
    notes = []
    for i, (gname, fn, lower) in enumerate(plan):
        country = rng.choices(PP.COUNTRIES, weights=PP.COUNTRY_WEIGHTS)[0]
        typo = rng.choice([0.0, 0.0, 0.03, 0.05, 0.08])
        d = D.Doc(rng, lower=lower, typo_rate=typo)
        c = X.Case(rng, country, lower)
        fn(c, d)
        if rng.random() < HARDNEG_P[gname]:
            d.t("\n")
            C.hardneg(c, d, rng.randrange(1, 3))
        text = d.text()
        notes.append({
            "id": "dev411-%04d" % (i + 1),
            "text": text,
            "spans": d.spans,
            "meta": {"source": "dev411-en", "genre": gname, "lowercase": lower, "country": country},
        })
    return notes


def main(argv):
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out = argv[argv.index("--out") + 1]
    rng = random.Random(411)
    notes = build(rng)
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for n in notes:
            fh.write(json.dumps(n, ensure_ascii=True) + "\n")
    print("wrote %d notes to %s" % (len(notes), out))


if __name__ == "__main__":
    main(sys.argv[1:])
