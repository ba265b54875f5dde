#!/usr/bin/env python3
"""Build bench/dev338_en/notes.jsonl (deterministic: one random.Random(338)).

usage: python3 build/make.py [--out PATH]
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import TYPE2LABEL  # noqa: E402
from case import new_case  # noqa: E402
import g_trach  # noqa: E402
import g_decan  # noqa: E402
import g_lary  # noqa: E402
import g_supply  # noqa: E402
import g_misc  # noqa: E402

SEED = 338
PER_GENRE = 31

# (genre, builder, kind: trach / lary / mixed, own addition)
GENRES = [
    ("tracheostomy_insertion_record", g_trach.insertion, "trach", False),
    ("daily_tracheostomy_round_note", g_trach.round_note, "trach", False),
    ("tube_change_record", g_trach.tube_change, "trach", False),
    ("decannulation_plan", g_decan.decannulation, "trach", False),
    ("speaking_valve_trial_note", g_decan.speaking_valve, "trach", False),
    ("laryngectomy_stoma_care_note", g_lary.stoma_care, "lary", False),
    ("voice_prosthesis_change_record", g_lary.vp_change, "lary", False),
    ("emergency_bedhead_sign_and_passport", g_decan.bedhead, "mixed", False),
    ("community_follow_up_letter", g_lary.community_letter, "mixed", False),
    ("equipment_supply_order", g_supply.supply_order, "mixed", False),
    ("patient_transport_booking", g_supply.transport, "mixed", True),
    ("airway_incident_report", g_misc.incident, "mixed", True),
    ("telehealth_review_note", g_misc.telehealth, "mixed", True),
]

COUNTRIES = ["US", "UK", "IE", "CA", "AU", "NZ", "ZA"]
WEIGHTS = [22, 22, 11, 12, 14, 10, 9]


def build(rng):
    order = []
    for gi in range(len(GENRES)):
        order += [gi] * PER_GENRE
    rng.shuffle(order)
    total = len(order)
    lower_idx = sorted(rng.sample(range(total), round(total / 6)))
    lower_set = {i: True for i in lower_idx}
    out = []
    for i, gi in enumerate(order):
        name, fn, kind, _own = GENRES[gi]
        cc = rng.choices(COUNTRIES, weights=WEIGHTS)[0]
        if kind == "mixed":
            kind = "lary" if rng.random() < 0.5 else "trach"
        c = new_case(rng, cc, kind)
        nb = fn(c)
        text = nb.text().rstrip("\n") + "\n"
        low = i in lower_set
        if low:
            lt = text.lower()
            if len(lt) != len(text):
                raise ValueError("lower() changed length")
            text = lt
        spans = []
        for s, e, typ in nb.spans:
            spans.append({"start": s, "end": e, "label": TYPE2LABEL[typ], "type": typ, "text": text[s:e]})
        spans.sort(key=lambda d: (d["start"], d["end"]))
        out.append({
            "id": "dev338-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev338-en", "genre": name, "lowercase": low, "country": cc},
        })
    return out


def main(argv):
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out_path = argv[argv.index("--out") + 1]
    notes = build(random.Random(SEED))
    with open(out_path, "w", encoding="utf-8", newline="\n") as f:
        for rec in notes:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), out_path))


if __name__ == "__main__":
    main(sys.argv[1:])
