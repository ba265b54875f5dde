#!/usr/bin/env python3.11
"""Generate /work/main/bench/dev57_en/notes.jsonl (seed 57).

Every PHI value is written through markup.P; markup.render() turns the
marked note into plain text plus gold spans, so offsets come from the
generator itself and never from a search over the text.
"""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import pools  # noqa: E402
from common import Ctx  # noqa: E402
from markup import render  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# genre id -> (function, number of notes)
GENRES = [
    ("clinical_question", genres_a.g_question, 72),
    ("portal_message", genres_a.g_portal, 70),
    ("advice_line_call", genres_a.g_advice, 62),
    ("handover_list", genres_a.g_handover, 48),
    ("pager_text_thread", genres_a.g_pager, 72),
    ("teaching_mm", genres_b.g_teaching, 52),
    ("email_referral", genres_b.g_email, 56),
    ("consult_econsult", genres_b.g_consult, 62),
    ("reminder_results", genres_b.g_reminder, 72),
    ("incident_complaint", genres_b.g_incident, 60),
]

LOCALE_W = [("US", 25), ("UK", 20), ("CA", 12), ("AU", 12), ("IE", 10), ("IN", 11), ("ZA", 10)]


def pick_locale(r):
    tot = sum(w for _, w in LOCALE_W)
    x = r.random() * tot
    for loc, w in LOCALE_W:
        x -= w
        if x <= 0:
            return loc
    return LOCALE_W[-1][0]


def main():
    r = random.Random(57)
    jobs = []
    for gid, fn, n in GENRES:
        jobs.extend((gid, fn) for _ in range(n))
    r.shuffle(jobs)
    records = []
    for i, (gid, fn) in enumerate(jobs, 1):
        loc = pick_locale(r)
        ctx = Ctx(r, loc)
        marked, layout = fn(ctx)
        text, spans = render(marked)
        spans = [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                  "text": s["text"]} for s in spans]
        records.append({
            "id": "dev57-en-%04d" % i,
            "text": text,
            "spans": spans,
            "meta": {"language": "en", "source": "dev57-en", "genre": gid,
                     "locale": pools.LOCALE_TAG[loc], "layout": layout},
        })
    with open(OUT, "w", encoding="utf-8") as f:
        for rec in records:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    nspan = sum(len(x["spans"]) for x in records)
    print("wrote %s: %d notes, %d spans" % (OUT, len(records), nspan))


if __name__ == "__main__":
    main()
