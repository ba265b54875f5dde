"""Build /work/main/bench/dev214_en/notes.jsonl (author 214). Standard library only.

Usage: python3 build/make.py
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import Note  # noqa: E402
from fake import Faker  # noqa: E402
import g_visit  # noqa: E402
import g_msgs  # noqa: E402
import g_calls  # noqa: E402
import g_ops  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
SEED = 214
PER_GENRE = 48
LOWER_RATE = 1.0 / 6.0

# genre name -> generator (ordered list; never a set or dict iteration over hashes)
GENRES = [
    ("video_visit_note", g_visit.video_visit),
    ("portal_message_thread", g_msgs.portal_thread),
    ("nurse_advice_triage", g_calls.triage),
    ("prescription_refill_request", g_msgs.refill_request),
    ("appointment_scheduling_log", g_ops.scheduling_log),
    ("answering_service_page", g_calls.answering_page),
    ("rpm_alert_review", g_ops.rpm_review),
    ("econsult", g_visit.econsult),
    ("billing_insurance_call", g_calls.billing_call),
    ("test_result_release", g_visit.result_release),
    ("portal_proxy_access_request", g_msgs.proxy_request),
    ("post_discharge_tcm_call", g_calls.tcm_call),
    ("telehealth_tech_support_ticket", g_ops.tech_ticket),
]


def build():
    rng = random.Random(SEED)
    fk = Faker(rng)
    order = []
    for name, fn in GENRES:
        order += [(name, fn)] * PER_GENRE
    rng.shuffle(order)
    notes = []
    for i, (name, fn) in enumerate(order):
        lower = rng.random() < LOWER_RATE
        n = Note(lower=lower)
        fn(fk, n)
        text = n.text()
        spans = sorted(n.spans, key=lambda s: (s["start"], s["end"]))
        notes.append({
            "id": "dev214-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                       "text": s["text"]} for s in spans],
            "meta": {"source": "dev214-en", "genre": name, "lowercase": lower, "country": "US"},
        })
    return notes


def main():
    notes = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for obj in notes:
            fh.write(json.dumps(obj, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), OUT))


if __name__ == "__main__":
    main()
