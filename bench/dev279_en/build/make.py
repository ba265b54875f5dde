"""Build bench/dev279_en/notes.jsonl (author 279).

Usage (from bench/dev279_en):  python3 build/make.py [OUTPUT_PATH]
All randomness comes from one random.Random(279) object.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from phi import Doc  # noqa: E402
from case import make_case  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402

GENRES = [
    ("incident_report", genres_a.incident_report),
    ("rca_report", genres_a.rca_report),
    ("complaint_letter", genres_b.complaint_letter),
    ("pals_log", genres_b.pals_log),
    ("family_meeting", genres_b.family_meeting),
    ("candour_letter", genres_b.candour_letter),
    ("ombudsman_regulator", genres_c.ombudsman),
    ("witness_statement", genres_c.witness_statement),
    ("action_tracker", genres_c.action_tracker),
    ("telephone_encounter", genres_d.telephone_encounter),
    ("email_thread", genres_d.email_thread),
    ("ig_access_audit", genres_d.ig_audit),
]
PER_GENRE = 40
COUNTRIES = ["UK", "US", "AU", "CA", "IE"]
COUNTRY_W = [32, 24, 15, 13, 16]


def build():
    rng = random.Random(279)
    plan = []
    for gid, fn in GENRES:
        plan += [(gid, fn)] * PER_GENRE
    rng.shuffle(plan)
    n = len(plan)
    lower_idx = set(rng.sample(range(n), round(n / 6)))
    out = []
    for i, (gid, fn) in enumerate(plan):
        country = rng.choices(COUNTRIES, weights=COUNTRY_W)[0]
        lower = i in lower_idx
        c = make_case(rng, country)
        d = Doc(lower=lower)
        fn(rng, c, d)
        text = d.text()
        spans = [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]}
                 for s in sorted(d.spans, key=lambda s: s["start"])]
        out.append({"id": "dev279-%04d" % (i + 1), "text": text, "spans": spans,
                    "meta": {"source": "dev279-en", "genre": gid, "lowercase": lower, "country": country}})
    return out


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    notes = build()
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for o in notes:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(o["spans"]) for o in notes), path))


if __name__ == "__main__":
    main()
