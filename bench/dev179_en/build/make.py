#!/usr/bin/python3
"""Build dev179_en/notes.jsonl (ICU / HDU notes, United States and Canada).

Usage: python3 build/make.py   (from bench/dev179_en or anywhere)
Deterministic: random.Random(179) only; no set/dict-order dependence.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)

import cases  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import genres_e  # noqa: E402
import genres_f  # noqa: E402
import phi  # noqa: E402
from phi import Gen  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

GENRES = [
    ("icu_admission_note", genres_a.admission),
    ("icu_daily_progress_note", genres_a.progress),
    ("ventilator_sedation_flowsheet", genres_b.vent_flowsheet),
    ("icu_nursing_shift_summary", genres_b.nursing_shift),
    ("family_meeting_note", genres_c.family_meeting),
    ("icu_procedure_note", genres_c.procedure),
    ("rapid_response_code_blue_record", genres_d.code_record),
    ("icu_transfer_out_summary", genres_d.transfer_out),
    ("infusion_drip_chart", genres_e.infusion_chart),
    ("icu_bed_staffing_board", genres_e.bed_board),
    ("icu_handoff_signout", genres_f.handoff),
    ("death_pronouncement_opo_referral", genres_f.death_note),
]
PER_GENRE = 35


def build():
    rng = random.Random(179)
    g = Gen(rng)
    phi.NOISE = phi.make_noise(rng)
    slots = []
    for gi in range(len(GENRES)):
        slots.extend([gi] * PER_GENRE)
    rng.shuffle(slots)
    n = len(slots)
    lower_idx = sorted(rng.sample(range(n), n // 6))
    lower_flags = [False] * n
    for i in lower_idx:
        lower_flags[i] = True
    rows = []
    for i, gi in enumerate(slots):
        name, fn = GENRES[gi]
        case = cases.make_case(g)
        nb = fn(g, case)
        text = nb.text()
        spans = nb.spans
        low = lower_flags[i]
        if low:
            lt = text.lower()
            if len(lt) != len(text):
                raise SystemExit("lower() changed length in note %d" % i)
            text = lt
        out_spans = []
        for sp in spans:
            val = text[sp["start"]:sp["end"]]
            expect = sp["text"].lower() if low else sp["text"]
            if val != expect:
                raise SystemExit("offset mismatch in note %d: %r vs %r" % (i, val, expect))
            out_spans.append({"start": sp["start"], "end": sp["end"], "label": sp["label"],
                              "type": sp["type"], "text": val})
        rows.append({
            "id": "dev179-%04d" % (i + 1),
            "text": text,
            "spans": out_spans,
            "meta": {"source": "dev179-en", "genre": name, "lowercase": low, "country": case["country"]},
        })
    phi.NOISE = None
    return rows


def main():
    rows = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(rows), sum(len(r["spans"]) for r in rows), OUT))


if __name__ == "__main__":
    main()
