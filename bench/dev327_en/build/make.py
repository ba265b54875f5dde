#!/usr/bin/env python3
"""Build bench/dev327_en/notes.jsonl (deterministic: one random.Random(327))."""
import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import note as N  # noqa: E402
import locale_fmt as L  # noqa: E402
import genres_a as GA  # noqa: E402
import genres_b as GB  # noqa: E402
import genres_c as GC  # noqa: E402
import genres_d as GD  # noqa: E402

# (genre name, generator, number of notes, own addition?)
PLAN = [
    ("podiatry assessment", GA.podiatry_assessment, 36, False),
    ("nail surgery consent and procedure record", GA.nail_surgery, 34, False),
    ("podiatric surgery operative note", GA.operative_note, 33, False),
    ("orthotic prescription and fitting record", GB.orthotic_rx, 33, False),
    ("gait analysis report", GB.gait_report, 32, False),
    ("high-risk foot review", GB.high_risk_foot, 34, False),
    ("footwear supplier order", GC.footwear_order, 31, False),
    ("GP discharge letter", GC.gp_letter, 34, False),
    ("appointment/DNA log", GC.appt_log, 32, False),
    ("clinical photography record", GD.photo_record, 32, False),
    ("referral and triage form", GD.referral_triage, 32, True),
    ("post-operative telephone review", GD.postop_call, 32, True),
    ("patient transport booking", GD.transport_booking, 31, True),
]


def build():
    rng = random.Random(327)
    N.TYPO_RNG = rng
    order = []
    for gi, (_, _, k, _) in enumerate(PLAN):
        order += [gi] * k
    rng.shuffle(order)
    notes = []
    for i, gi in enumerate(order):
        genre, fn, _, _ = PLAN[gi]
        c = N.wpick(rng, list(zip(L.COUNTRIES, L.COUNTRY_WEIGHTS)))
        n = fn(rng, c)
        text = n.text()
        while text.endswith("\n\n"):
            text = text[:-1]
        spans = n.spans
        for s in spans:
            assert text[s["start"]:s["end"]] == s["text"]
        notes.append({"id": "dev327-%04d" % (i + 1), "text": text, "spans": spans,
                      "meta": {"source": "dev327-en", "genre": genre, "lowercase": False, "country": c}})
    k = round(len(notes) / 6)
    for i in sorted(rng.sample(range(len(notes)), k)):
        rec = notes[i]
        low = rec["text"].lower()
        if len(low) != len(rec["text"]):
            continue
        rec["text"] = low
        for s in rec["spans"]:
            s["text"] = s["text"].lower()
            assert low[s["start"]:s["end"]] == s["text"]
        rec["meta"]["lowercase"] = True
    out = []
    for rec in notes:
        spans = [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]}
                 for s in sorted(rec["spans"], key=lambda s: s["start"])]
        rec = {"id": rec["id"], "text": rec["text"], "spans": spans, "meta": rec["meta"]}
        out.append(json.dumps(rec, ensure_ascii=False, sort_keys=False))
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    a = ap.parse_args()
    data = build()
    with open(a.out, "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    print("wrote %s (%d notes)" % (a.out, data.count("\n")))


if __name__ == "__main__":
    main()
