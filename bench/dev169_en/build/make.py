"""Build bench/dev169_en/notes.jsonl. Run from bench/dev169_en: python3 build/make.py

Standard library only; one random.Random(169) drives everything, so the output is
byte-identical on every run and under every PYTHONHASHSEED."""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
import phi  # noqa: E402
import g_booking  # noqa: E402
import g_ward  # noqa: E402
import g_labour  # noqa: E402
import g_neonatal  # noqa: E402
import g_community  # noqa: E402
import g_docs  # noqa: E402

SEED = 169
PER_GENRE = 34
OUT = os.path.join(HERE, "..", "notes.jsonl")

GENRES = [
    ("antenatal_booking_record", g_booking.gen),
    ("labour_ward_board_export", g_ward.board),
    ("intrapartum_notes", g_labour.intrapartum),
    ("birth_register_entry", g_labour.birth_register),
    ("postnatal_ward_handover", g_ward.handover),
    ("neonatal_unit_admission_note", g_neonatal.neonatal_admission),
    ("newborn_screening_log", g_neonatal.screening_log),
    ("midwifery_community_visit_note", g_community.community_visit),
    ("obstetric_theatre_list", g_ward.theatre),
    ("maternity_transfer_record", g_labour.transfer),
    ("maternity_discharge_summary", g_docs.discharge),
    ("safeguarding_referral", g_community.safeguarding),
    ("fetal_medicine_scan_report", g_docs.scan_report),
]

COUNTRIES = [("UK", 45), ("IE", 25), ("US", 30)]


def pick_country(r):
    tot = sum(w for _, w in COUNTRIES)
    x = r.random() * tot
    for cc, w in COUNTRIES:
        x -= w
        if x < 0:
            return cc
    return COUNTRIES[-1][0]


def build():
    r = random.Random(SEED)
    order = []
    for name, fn in GENRES:
        order.extend([(name, fn)] * PER_GENRE)
    r.shuffle(order)
    total = len(order)
    lower_idx = set(r.sample(range(total), total // 6))
    out = []
    for i, (name, fn) in enumerate(order):
        country = pick_country(r)
        ctx = phi.Ctx(r, country)
        note = fn(ctx)
        low = i in lower_idx
        text, spans = core.finish(note, low)
        out.append({
            "id": "dev169-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                       "text": s["text"]} for s in spans],
            "meta": {"source": "dev169-en", "genre": name, "lowercase": low, "country": country},
        })
    return out


def main():
    notes = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for obj in notes:
            fh.write(json.dumps(obj, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans to %s" % (len(notes), sum(len(o["spans"]) for o in notes),
                                               os.path.normpath(OUT)))


if __name__ == "__main__":
    main()
