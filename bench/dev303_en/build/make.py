#!/usr/bin/env python3
"""Build bench/dev303_en/notes.jsonl.

usage: python3 build/make.py [--out PATH]

All randomness comes from random.Random(303); nothing depends on the hash
seed.  Offsets are recorded while each note is written (common.Note)."""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

from common import TYPE_LABEL  # noqa: E402
import ctx as C  # noqa: E402
import g_baseline  # noqa: E402
import g_clinic  # noqa: E402
import g_letters  # noqa: E402
import g_phone  # noqa: E402
import g_register  # noqa: E402
import g_rtp  # noqa: E402
import g_sideline  # noqa: E402

PER_GENRE = 34
COUNTRIES = ["US", "UK", "AU", "CA", "IE", "NZ"]

# genre name, builder, level weights (None = any level)
GENRES = [
    ("sideline_assessment", g_sideline.sideline, None),
    ("emergency_handover", g_sideline.handover, None),
    ("baseline_test_record", g_baseline.baseline, [("school", 5), ("junior", 2), ("uni", 3), ("adult", 1)]),
    ("preparticipation_exam", g_baseline.ppe, [("school", 6), ("junior", 2), ("uni", 2), ("adult", 1)]),
    ("rtp_stage_log", g_rtp.rtp_log, None),
    ("clearance_letter", g_rtp.clearance, None),
    ("team_physician_note", g_clinic.clinic_note, None),
    ("physio_progress_note", g_clinic.physio, None),
    ("return_to_learn_letter", g_letters.rtl_letter, [("school", 4), ("junior", 1)]),
    ("imaging_referral", g_letters.imaging, None),
    ("club_injury_register", g_register.register, [("junior", 2), ("school", 1), ("adult", 3), ("uni", 1)]),
    ("insurer_league_report", g_register.insurer, None),
    ("parent_telephone_log", g_phone.phone_log, [("school", 5), ("junior", 3), ("uni", 1), ("adult", 1)]),
]
COUNTRY_META = {"US": "United States", "UK": "United Kingdom", "AU": "Australia",
                "CA": "Canada", "IE": "Ireland", "NZ": "New Zealand"}


def _pick_level(rng, weights):
    if not weights:
        return None
    total = sum(w for _, w in weights)
    x = rng.random() * total
    acc = 0
    for lv, w in weights:
        acc += w
        if x < acc:
            return lv
    return weights[-1][0]


def build():
    rng = random.Random(303)
    jobs = []
    for gi, (gname, _fn, _lv) in enumerate(GENRES):
        cs = (COUNTRIES * (PER_GENRE // len(COUNTRIES) + 1))[:PER_GENRE]
        rng.shuffle(cs)
        for country in cs:
            jobs.append((gi, country))
    rng.shuffle(jobs)
    n_lower = round(len(jobs) / 6)
    lower = set(rng.sample(range(len(jobs)), n_lower))
    out = []
    for i, (gi, country) in enumerate(jobs):
        gname, fn, lv = GENRES[gi]
        c = C.make_ctx(rng, country, _pick_level(rng, lv))
        note = fn(rng, c)
        text = note.text()
        # collapse runs of blank lines, keeping offsets valid: done by the
        # templates themselves; only strip the trailing newline here.
        low = i in lower
        if low:
            lt = text.lower()
            if len(lt) != len(text):
                raise ValueError("lower-casing changed length")
            text = lt
        spans = []
        for s, e, t in note.spans:
            spans.append({"start": s, "end": e, "label": TYPE_LABEL[t], "type": t, "text": text[s:e]})
        spans.sort(key=lambda d: (d["start"], d["end"]))
        out.append({
            "id": "dev303-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev303-en", "genre": gname, "lowercase": low,
                     "country": COUNTRY_META[country]},
        })
    return out


def main(argv):
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if len(argv) >= 2 and argv[0] == "--out":
        out_path = argv[1]
    notes = build()
    d = os.path.dirname(os.path.abspath(out_path))
    os.makedirs(d, exist_ok=True)
    with open(out_path, "w", encoding="utf-8", newline="\n") as f:
        for o in notes:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), out_path))


if __name__ == "__main__":
    main(sys.argv[1:])
