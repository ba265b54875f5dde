"""Build /work/main/bench/dev217_en/notes.jsonl (author 217).

Usage: python3 build/make.py
All randomness comes from one random.Random(217); no set or hash ordering is used.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import g_comm  # noqa: E402
import g_crf  # noqa: E402
import g_ip  # noqa: E402
import g_logs  # noqa: E402
import g_sae  # noqa: E402
import g_site  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

GENRES = [
    ("screening_enrolment_log", g_logs.screening_log),
    ("informed_consent_note", g_site.consent_note),
    ("serious_adverse_event_report", g_sae.sae_report),
    ("cioms_reaction_form", g_sae.cioms_form),
    ("visit_case_report_form", g_crf.visit_crf),
    ("protocol_deviation_log", g_logs.deviation_log),
    ("ip_accountability_record", g_ip.ip_accountability),
    ("monitoring_visit_report", g_site.monitoring_report),
    ("payment_travel_log", g_ip.payment_log),
    ("data_query_record", g_crf.query_record),
    ("telephone_followup_note", g_comm.phone_note),   # own genre
    ("site_correspondence_email", g_comm.site_email),  # own genre
]
PER_GENRE = 33
COUNTRIES = ["US", "UK", "IN"]


def build():
    rng = random.Random(217)
    plan = []
    for gi in range(len(GENRES)):
        plan.extend([gi] * PER_GENRE)
    rng.shuffle(plan)
    rows = []
    for i, gi in enumerate(plan):
        name, fn = GENRES[gi]
        country = COUNTRIES[(i + gi) % 3] if rng.random() < 0.5 else rng.choice(COUNTRIES)
        lower = rng.random() < 1.0 / 6.0
        note = fn(rng, country, lower)
        text = note.text()
        spans = sorted(note.spans, key=lambda s: (s["start"], s["end"]))
        rows.append({
            "id": "dev217-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                       "text": s["text"]} for s in spans],
            "meta": {"source": "dev217-en", "genre": name, "lowercase": lower, "country": country},
        })
    return rows


def main():
    rows = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d notes to %s" % (len(rows), OUT))


if __name__ == "__main__":
    main()
