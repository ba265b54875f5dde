"""Build bench/dev262_en/notes.jsonl (author 262).

Usage (from bench/dev262_en):  python3 build/make.py [--out PATH]
All randomness comes from one random.Random(262) object."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import genres_e  # noqa: E402
from case import Case  # noqa: E402
from notebuilder import Note  # noqa: E402

GENRES = [
    ("mdt_initial", genres_a.mdt_initial),
    ("referral_triage", genres_a.referral_triage),
    ("mdt_meeting", genres_a.mdt_meeting),
    ("tilt_stand", genres_b.tilt_stand),
    ("cpet_report", genres_b.cpet_report),
    ("diary_summary", genres_b.diary_summary),
    ("rtw_letter", genres_c.rtw_letter),
    ("gp_letter", genres_c.gp_letter),
    ("benefits_letter", genres_c.benefits_letter),
    ("portal_message", genres_d.portal_message),
    ("telephone", genres_d.telephone),
    ("physio_pacing", genres_d.physio_pacing),
    ("discharge_summary", genres_e.discharge_summary),
]
PER_GENRE = 48
COUNTRY_WEIGHTS = [("UK", 40), ("US", 24), ("CA", 17), ("IE", 19)]


def pick_country(rng):
    tot = sum(w for _, w in COUNTRY_WEIGHTS)
    r = rng.random() * tot
    for k, w in COUNTRY_WEIGHTS:
        r -= w
        if r < 0:
            return k
    return COUNTRY_WEIGHTS[-1][0]


def build():
    rng = random.Random(262)
    order = []
    for gid, fn in GENRES:
        order.extend([(gid, fn)] * PER_GENRE)
    rng.shuffle(order)
    total = len(order)
    low_idx = set(rng.sample(range(total), total // 6))
    out = []
    for i, (gid, fn) in enumerate(order):
        country = pick_country(rng)
        case = Case(rng, country)
        note = Note()
        fn(note, rng, case)
        lower = i in low_idx
        text, spans = note.finish(lowercase=lower)
        out.append({
            "id": "dev262-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev262-en", "genre": gid, "lowercase": lower, "country": country},
        })
    return out


def main(argv):
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out_path = argv[argv.index("--out") + 1]
    notes = build()
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for rec in notes:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(r["spans"]) for r in notes), out_path))


if __name__ == "__main__":
    main(sys.argv[1:])
