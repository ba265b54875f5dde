#!/usr/bin/env python3
"""Build bench/dev250_en/notes.jsonl (author 250). Deterministic: random.Random(250), no set iteration."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import core  # noqa: E402
import genres1 as G1  # noqa: E402
import genres2 as G2  # noqa: E402

GENRES = [
    ("outbreak_meeting_minutes", G1.outbreak_minutes),
    ("isolation_precautions_log", G1.isolation_log),
    ("surveillance_case_report", G1.surveillance_report),
    ("line_list", G1.line_list),
    ("hand_hygiene_audit", G1.hand_hygiene_audit),
    ("staff_exposure_followup", G1.staff_exposure),
    ("ward_closure_notice", G2.ward_closure),
    ("antimicrobial_stewardship_review", G2.stewardship_review),
    ("infection_control_consult", G2.ic_consult),
    ("telephone_encounter", G2.telephone_encounter),
    ("contact_tracing_interview", G2.contact_tracing),
    ("interfacility_transfer_form", G2.transfer_notification),
]
PER_GENRE = 52


def build():
    rng = random.Random(250)
    plan = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(plan)
    total = len(plan)
    lower_idx = sorted(rng.sample(range(total), round(total / 6)))
    lower_pos = 0
    out = []
    for i, (gname, fn) in enumerate(plan):
        lower = lower_pos < len(lower_idx) and lower_idx[lower_pos] == i
        if lower:
            lower_pos += 1
        country = rng.choices(["US", "UK", "CA"], weights=[45, 30, 25])[0]
        ctx = core.Ctx(rng, country)
        note = core.Note(lower)
        fn(ctx, note)
        text = note.text()
        out.append({"id": f"dev250-{i + 1:04d}", "text": text, "spans": note.spans,
                    "meta": {"source": "dev250-en", "genre": gname, "lowercase": lower, "country": country}})
    return out


def main():
    notes = build()
    path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for o in notes:
            f.write(json.dumps(o, ensure_ascii=False, sort_keys=False) + "\n")
    print(f"wrote {len(notes)} notes, {sum(len(o['spans']) for o in notes)} spans -> {path}")


if __name__ == "__main__":
    main()
