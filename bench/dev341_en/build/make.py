"""Build bench/dev341_en/notes.jsonl (deterministic: one random.Random(341))."""
import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import cast  # noqa: E402
from doc import Doc, LABEL  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402

SEED = 341
# (genre id, builder, notes, own addition)
GENRES = [
    ("outreach_referral", genres_a.outreach_referral, 33, False),
    ("ews_escalation", genres_a.ews_escalation, 33, False),
    ("met_call_record", genres_a.met_call, 33, False),
    ("post_icu_stepdown_review", genres_b.stepdown_review, 33, False),
    ("treatment_escalation_plan", genres_b.tep_form, 33, False),
    ("outreach_followup_visit", genres_b.followup_visit, 33, False),
    ("handover_sheet", genres_c.handover_sheet, 32, False),
    ("cardiac_arrest_audit", genres_c.arrest_audit, 32, False),
    ("outreach_daily_log", genres_c.daily_log, 32, False),
    ("education_register", genres_c.education_register, 32, False),
    ("alert_audit_trail", genres_d.alert_audit_trail, 32, True),
    ("family_liaison_record", genres_d.family_liaison, 32, True),
    ("critical_care_transfer_request", genres_d.transfer_request, 32, True),
]

COUNTRY_W = [("US", 20), ("UK", 22), ("IE", 11), ("CA", 12), ("AU", 14), ("NZ", 11), ("ZA", 5), ("SG", 5)]


def pick_country(rng):
    tot = sum(w for _, w in COUNTRY_W)
    r = rng.randrange(tot)
    for c, w in COUNTRY_W:
        r -= w
        if r < 0:
            return c
    return COUNTRY_W[-1][0]


def build():
    rng = random.Random(SEED)
    plan = []
    for name, fn, n, _own in GENRES:
        plan += [(name, fn)] * n
    rng.shuffle(plan)
    n_lower = round(len(plan) / 6)
    lower = set(rng.sample(range(len(plan)), n_lower))
    notes = []
    for i, (name, fn) in enumerate(plan):
        c = pick_country(rng)
        x = cast.make_ctx(rng, c)
        d = Doc()
        fn(rng, x, d)
        text = d.text()
        is_lower = i in lower
        if is_lower:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower-casing changed length")
            text = low
        spans = []
        for s, e, typ in d.spans:
            spans.append({"start": s, "end": e, "label": LABEL[typ], "type": typ, "text": text[s:e]})
        notes.append({"id": "dev341-%04d" % (i + 1), "text": text, "spans": spans,
                      "meta": {"source": "dev341-en", "genre": name, "lowercase": is_lower, "country": c}})
    return notes


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.dirname(HERE), help="directory for notes.jsonl")
    a = ap.parse_args()
    notes = build()
    os.makedirs(a.out, exist_ok=True)
    with open(os.path.join(a.out, "notes.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for n in notes:
            f.write(json.dumps(n, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), os.path.join(a.out, "notes.jsonl")))


if __name__ == "__main__":
    main()
