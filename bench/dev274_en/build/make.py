"""Build bench/dev274_en/notes.jsonl (author 274).

Usage (from bench/dev274_en):  python3 build/make.py [--out PATH]
All randomness comes from one random.Random(274) object; output is
independent of PYTHONHASHSEED."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import blocks  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import genres_e  # noqa: E402
from core import Note  # noqa: E402
from persona import Case  # noqa: E402

GENRES = [
    ("inr_visit", [genres_a.g_inr_visit]),
    ("doac_review", [genres_a.g_doac_review]),
    ("warfarin_dosing_schedule", [genres_a.g_dosing_schedule]),
    ("selftest_enrolment", [genres_b.g_selftest_enrol, genres_b.g_selftest_enrol, genres_e.g_selftest_short]),
    ("bridging_plan", [genres_b.g_bridging]),
    ("missed_appointment_letter", [genres_b.g_dna_letter, genres_b.g_dna_letter, genres_e.g_dna_gp]),
    ("gp_specialist_letter", [genres_c.g_letter]),
    ("bleeding_event_review", [genres_c.g_bleed_review, genres_c.g_bleed_review, genres_e.g_bleed_narrative]),
    ("portal_message", [genres_c.g_portal, genres_e.g_portal_thread]),
    ("telephone_encounter", [genres_d.g_phone, genres_d.g_phone, genres_e.g_phone_sbar]),
    ("discharge_handover", [genres_d.g_discharge]),
    ("meter_upload_log", [genres_d.g_upload_log]),
    ("domiciliary_visit", [genres_d.g_domiciliary]),
]
PER_GENRE = 32
COUNTRIES = [("UK", 30), ("US", 25), ("AU", 15), ("CA", 15), ("IE", 15)]


def build():
    rng = random.Random(274)
    order = []
    for gid, _ in GENRES:
        order += [gid] * PER_GENRE
    rng.shuffle(order)
    total = len(order)
    lower_idx = set(rng.sample(range(total), round(total / 6)))
    fn = dict(GENRES)
    cpool = []
    for c, w in COUNTRIES:
        cpool += [c] * w
    out = []
    for i, gid in enumerate(order):
        country = rng.choice(cpool)
        lower = i in lower_idx
        k = Case(rng, country)
        blocks.setup_clin(k, rng)
        n = Note(lower=lower)
        rng.choice(fn[gid])(n, k, rng)
        text = n.text()
        spans = sorted(n.spans, key=lambda s: s["start"])
        for s in spans:
            assert text[s["start"]:s["end"]] == s["text"], (gid, s)
        out.append({
            "id": "dev274-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                       "text": s["text"]} for s in spans],
            "meta": {"source": "dev274-en", "genre": gid, "lowercase": lower, "country": country},
        })
    return out


def main():
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in sys.argv:
        out_path = sys.argv[sys.argv.index("--out") + 1]
    notes = build()
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for obj in notes:
            fh.write(json.dumps(obj, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(o["spans"]) for o in notes), out_path))


if __name__ == "__main__":
    main()
