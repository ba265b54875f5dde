#!/usr/bin/env python3
"""Build bench/dev336_en/notes.jsonl deterministically from random.Random(336).

usage: python3 build/make.py [--out PATH]
"""

import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from util import TYPE2LABEL  # noqa: E402
import g_hearing  # noqa: E402
import g_lab  # noqa: E402
import g_clinical  # noqa: E402
import g_admin  # noqa: E402
import g_admin2  # noqa: E402

SEED = 336
PER_GENRE = 31

GENRES = [
    ("hearing_screen_result", g_hearing.hearing_screen_result),
    ("bloodspot_reception_log", g_lab.bloodspot_reception_log),
    ("lab_screening_report", g_lab.lab_screening_report),
    ("repeat_sample_letter", g_lab.repeat_sample_letter),
    ("positive_referral", g_clinical.positive_referral),
    ("physical_exam_record", g_clinical.physical_exam_record),
    ("audiology_followup_letter", g_hearing.audiology_followup_letter),
    ("parent_consent_record", g_admin.parent_consent_record),
    ("coordinator_phone_log", g_admin.coordinator_phone_log),
    ("failsafe_audit_report", g_admin2.failsafe_audit_report),
    ("nicu_screening_checklist", g_clinical.nicu_checklist),
    ("parent_result_letter", g_admin2.parent_result_letter),
    ("movers_in_record", g_admin2.movers_in_record),
]

COUNTRY_WEIGHTS = [("AU", 12), ("CA", 11), ("IE", 12), ("NZ", 10), ("SG", 4), ("UK", 24), ("US", 22), ("ZA", 5)]
COUNTRY_NAME = {"US": "United States", "UK": "United Kingdom", "IE": "Ireland", "CA": "Canada",
                "AU": "Australia", "NZ": "New Zealand", "ZA": "South Africa", "SG": "Singapore"}


def allocate(n, weights):
    tot = sum(w for _, w in weights)
    raw = [(c, n * w / tot) for c, w in weights]
    out = {c: int(x) for c, x in raw}
    rest = n - sum(out.values())
    order = sorted(raw, key=lambda cx: (-(cx[1] - int(cx[1])), cx[0]))
    for c, _ in order[:rest]:
        out[c] += 1
    return out


def build():
    rng = random.Random(SEED)
    tasks = []
    for gname, fn in GENRES:
        alloc = allocate(PER_GENRE, COUNTRY_WEIGHTS)
        for cc in sorted(alloc):
            for _ in range(alloc[cc]):
                tasks.append((gname, fn, cc))
    rng.shuffle(tasks)
    n_lower = round(len(tasks) / 6)
    lower_idx = set(rng.sample(range(len(tasks)), n_lower))
    records = []
    for i, (gname, fn, cc) in enumerate(tasks):
        note = fn(rng, cc)
        assert note.genre == gname, (note.genre, gname)
        text = note.text()
        low = i in lower_idx
        if low:
            lt = text.lower()
            if len(lt) != len(text):
                raise RuntimeError("lower-casing changed length in note %d" % i)
            text = lt
        spans = []
        last_end = 0
        for (s, e, typ) in note.spans:
            if s < last_end:
                raise RuntimeError("overlap in note %d" % i)
            last_end = e
            spans.append({"start": s, "end": e, "label": TYPE2LABEL[typ], "type": typ, "text": text[s:e]})
        records.append({
            "id": "dev336-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev336-en", "genre": gname, "lowercase": low, "country": COUNTRY_NAME[cc]},
        })
    return records


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    a = ap.parse_args()
    recs = build()
    with open(a.out, "w", encoding="utf-8", newline="\n") as f:
        for rec in recs:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(recs), a.out))


if __name__ == "__main__":
    main()
