"""Build bench/dev259_en/notes.jsonl (author 259).

Usage (from bench/dev259_en):  python3 build/make.py [--out PATH]
All randomness comes from one random.Random(259) object.
"""
import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from phi import Doc  # noqa: E402
from case import Case  # noqa: E402
import common  # noqa: E402
import genres_sar  # noqa: E402
import genres_expd  # noqa: E402
import genres_clinic  # noqa: E402
import genres_letters  # noqa: E402
import genres_alt  # noqa: E402

# genre id -> alternative layout used for part of its notes
ALT = {"sar_incident": genres_alt.sar_log, "ski_patrol": genres_alt.ski_narrative,
       "remote_nursing": genres_alt.nursing_progress, "telephone_encounter": genres_alt.phone_narrative}
ALT_SHARE = 0.4

N_PER_GENRE = 36
LOWER_SHARE = 6  # one note in six

# genre id -> (generator, [(country, weight)], home-country rule)
GENRES = [
    ("sar_incident", genres_sar.sar_incident, [("US", 4), ("UK", 4), ("CA", 3), ("NZ", 3), ("AU", 1)], "local"),
    ("expedition_questionnaire", genres_expd.questionnaire, [("UK", 4), ("US", 3), ("NZ", 2), ("CA", 2), ("AU", 1)],
     "local"),
    ("altitude_clinic", genres_clinic.altitude_clinic, [("NP", 8), ("US", 2)], "visitor"),
    ("ski_patrol", genres_sar.ski_patrol, [("US", 4), ("CA", 3), ("NZ", 3), ("AU", 2), ("UK", 1)], "mostly_local"),
    ("heli_handover", genres_sar.heli_handover, [("US", 2), ("UK", 2), ("CA", 2), ("NZ", 2), ("NP", 3), ("AU", 1)],
     "mostly_local"),
    ("satphone_log", genres_expd.satphone_log, [("UK", 3), ("US", 3), ("NZ", 2), ("CA", 2), ("AU", 1)], "local"),
    ("remote_nursing", genres_clinic.remote_nursing, [("CA", 6), ("NZ", 2), ("UK", 2)], "local"),
    ("cold_injury_letter", genres_letters.cold_injury_letter, [("UK", 4), ("CA", 3), ("US", 3), ("NZ", 2)], "local"),
    ("repatriation", genres_letters.repatriation, [("NP", 5), ("CA", 2), ("NZ", 2), ("US", 2)], "foreign"),
    ("telephone_encounter", genres_clinic.telephone_encounter, [("US", 4), ("CA", 2), ("UK", 3), ("NZ", 2)], "local"),
    ("expedition_log", genres_expd.expedition_log, [("NP", 6), ("CA", 2), ("NZ", 2)], "visitor"),
    ("polar_station", genres_letters.polar_station, [("NZ", 3), ("UK", 3), ("US", 3), ("CA", 2)], "local"),
]

HOMES = ["UK", "US", "NZ", "CA", "AU"]


def pick(rng, pairs):
    names = [p[0] for p in pairs]
    return rng.choices(names, weights=[p[1] for p in pairs])[0]


def home_for(rng, country, rule):
    if rule == "local":
        return country
    if rule == "mostly_local":
        return country if rng.random() < 0.8 or country == "NP" and rng.random() < 0.2 else rng.choice(HOMES)
    if rule == "visitor":
        if country == "NP" and rng.random() < 0.12:
            return "NP"
        return rng.choice([h for h in HOMES if h != country])
    return rng.choice([h for h in HOMES if h != country])


def build():
    rng = random.Random(259)
    plan = []
    for gid, fn, countries, rule in GENRES:
        plan += [(gid, fn, countries, rule)] * N_PER_GENRE
    rng.shuffle(plan)
    n = len(plan)
    lower_idx = set(rng.sample(range(n), n // LOWER_SHARE))
    out = []
    for i, (gid, fn, countries, rule) in enumerate(plan):
        lower = i in lower_idx
        country = pick(rng, countries)
        home = home_for(rng, country, rule)
        if gid == "heli_handover" and country == "NP":
            home = rng.choice(HOMES + ["NP"])
        case = Case(rng, country, lower, gid, home)
        doc = Doc(lower=lower)
        common.preamble(rng, case, doc)
        if gid in ALT and rng.random() < ALT_SHARE:
            fn = ALT[gid]
        fn(rng, case, doc)
        common.footer(rng, case, doc)
        text = doc.text()
        rec = {
            "id": "dev259-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                       "text": s["text"]} for s in doc.spans],
            "meta": {"source": "dev259-en", "genre": gid, "lowercase": lower, "country": country},
        }
        out.append(rec)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    args = ap.parse_args()
    recs = build()
    with open(args.out, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(recs), args.out))


if __name__ == "__main__":
    main()
