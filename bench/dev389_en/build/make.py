"""Build dev389_en/notes.jsonl: synthetic pre-operative assessment clinic notes
with gold PHI spans. Standard library only; one random generator,
random.Random(389), created here and passed to every helper.

usage: python3 build/make.py [--out PATH]
"""
import sys

sys.dont_write_bytecode = True

import argparse  # noqa: E402
import datetime  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import random  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import ctx as C  # noqa: E402
import gbase  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
from common import Note, add_days, chance  # noqa: E402

# (genre, writer, notes, share written entirely in lower case, own genre?)
GENRES = [
    ("pre-operative assessment record", genres_a.preop_record, 33, 0.20, False),
    ("anaesthetic pre-assessment note", genres_a.anaes_preassess, 33, 0.20, False),
    ("ASA and frailty scoring summary", genres_a.asa_frailty, 32, 0.14, False),
    ("cardiopulmonary exercise test report", genres_a.cpet, 32, 0.06, False),
    ("pre-operative bloods and ECG results", genres_b.bloods_ecg, 32, 0.14, False),
    ("medication stop-and-start instructions letter", genres_b.med_letter, 32, 0.05, False),
    ("high-risk anaesthetic clinic letter", genres_b.highrisk_letter, 32, 0.05, False),
    ("telephone pre-assessment", genres_c.telephone, 33, 0.34, False),
    ("surgery cancellation and rebooking note", genres_c.cancellation, 32, 0.28, False),
    ("GP optimisation request letter", genres_c.gp_optimisation, 32, 0.06, False),
    ("pre-operative anaemia clinic note", genres_d.anaemia_clinic, 32, 0.16, True),
    ("day surgery suitability screen", genres_d.daysurgery_screen, 32, 0.26, True),
    ("perioperative diabetes management plan", genres_d.diabetes_plan, 32, 0.14, True),
]
COUNTRIES = [("UK", 32), ("IE", 12), ("AU", 16), ("NZ", 10), ("CA", 12), ("US", 18)]
MIN_AGE = {"ASA and frailty scoring summary": 65, "cardiopulmonary exercise test report": 45,
           "high-risk anaesthetic clinic letter": 50}
COUNTRY_NAME = {"UK": "United Kingdom", "IE": "Ireland", "AU": "Australia", "NZ": "New Zealand",
                "CA": "Canada", "US": "United States"}


def pick_country(rng):
    tot = sum(w for _, w in COUNTRIES)
    r = rng.randrange(tot)
    for c, w in COUNTRIES:
        if r < w:
            return c
        r -= w
    raise AssertionError


def clinic_date(rng):
    d = add_days(datetime.date(2021, 1, 4), rng.randrange(0, 1640))
    while d.weekday() >= 5:
        d = add_days(d, 1)
    return d


def build_note(rng, idx, genre):
    name, writer, _, lower_p, _own = genre
    country = pick_country(rng)
    x = C.build(rng, country, clinic_date(rng), MIN_AGE.get(name, 0))
    gbase.setup(rng, x)
    lower = chance(rng, lower_p)
    n = Note(rng, x, lower=lower, country=country, typo_rate=0.06)
    writer(n, rng, x)
    text = n.text().rstrip()
    spans = n.spans
    for s in spans:
        if text[s["start"]:s["end"]] != s["text"]:
            raise AssertionError("offset drift in note %d" % idx)
    return {
        "id": "dev389-%04d" % idx,
        "text": text,
        "spans": spans,
        "meta": {"source": "dev389-en", "genre": name, "lowercase": lower,
                 "country": COUNTRY_NAME[country]},
    }


def build_all():
    rng = random.Random(389)
    order = []
    for g in GENRES:
        order += [g] * g[2]
    rng.shuffle(order)
    return [build_note(rng, i + 1, g) for i, g in enumerate(order)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    a = ap.parse_args()
    notes = build_all()
    with open(a.out, "w", encoding="utf-8", newline="\n") as f:
        for o in notes:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), a.out))


if __name__ == "__main__":
    main()
