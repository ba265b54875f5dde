"""Build /work/main/bench/dev190_en/notes.jsonl (author 190).

Usage: python3 build/make.py
All randomness comes from random.Random(190); the output does not depend on
PYTHONHASHSEED (no set or dict-order iteration decides anything).
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import Note  # noqa: E402
import fakers  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
PER_GENRE = 35

GENRES = (
    ("psychiatric_admission_assessment", genres_a.admission),
    ("mental_status_examination_note", genres_a.mse_note),
    ("involuntary_hold_paperwork", genres_a.hold),
    ("opioid_treatment_dosing_log", genres_b.otp_log),
    ("group_therapy_progress_note", genres_b.group_note),
    ("crisis_line_call_record", genres_b.crisis_call),
    ("clozapine_monitoring_flowsheet", genres_c.clozapine),
    ("community_mental_health_team_review", genres_c.cmht),
    ("court_tribunal_report", genres_c.court),
    ("psychiatric_discharge_summary", genres_d.discharge),
    ("withdrawal_management_flowsheet", genres_d.withdrawal),
    ("telepsychiatry_medication_management", genres_d.telepsych),
)


def build():
    rng = random.Random(190)
    plan = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(plan)
    n_lower = round(len(plan) / 6)
    lower_ids = sorted(rng.sample(range(len(plan)), n_lower))
    lower_flags = [False] * len(plan)
    for i in lower_ids:
        lower_flags[i] = True
    out = []
    for i, (gname, fn) in enumerate(plan):
        country = "US" if rng.random() < 0.5 else "NZ"
        lower = lower_flags[i]
        ctx = fakers.Ctx(rng, country, lower)
        nb = Note(lower=lower)
        fn(rng, ctx, nb)
        text = nb.text()
        spans = sorted(nb.spans, key=lambda s: (s["start"], s["end"]))
        rec = {
            "id": "dev190-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"],
                       "type": s["type"], "text": s["text"]} for s in spans],
            "meta": {"source": "dev190-en", "genre": gname, "lowercase": lower,
                     "country": country},
        }
        out.append(rec)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for rec in out:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    return out


if __name__ == "__main__":
    recs = build()
    n_sp = sum(len(r["spans"]) for r in recs)
    print("wrote %d notes, %d spans -> %s" % (len(recs), n_sp, OUT))
