"""Build bench/dev278_en/notes.jsonl (author 278).

Usage (from bench/dev278_en):  python3 build/make.py [--out PATH]
All randomness comes from one random.Random(278) object.
"""
import sys

sys.dont_write_bytecode = True

import argparse  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import random  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import case as C  # noqa: E402
import clinical as K  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402

SEED = 278

# genre id -> (function, number of notes)
GENRES = (
    ("ct_sim", genres_a.ct_sim, 34),
    ("plan_summary", genres_a.plan_summary, 34),
    ("physics_check", genres_a.physics_check, 32),
    ("otr_clinic", genres_b.otr_clinic, 36),
    ("brachy", genres_b.brachy, 32),
    ("qa_incident", genres_b.qa_incident, 30),
    ("consent_letter", genres_c.consent_letter, 32),
    ("eot_summary", genres_c.eot_summary, 34),
    ("portal_msg", genres_c.portal_msg, 34),
    ("phone_encounter", genres_d.phone_encounter, 34),
    ("mould_room", genres_d.mould_room, 30),
    ("chart_round", genres_d.chart_round, 30),
    ("booking_transport", genres_d.booking_transport, 30),
)

COUNTRY_WEIGHTS = (("UK", 30), ("US", 25), ("AU", 15), ("CA", 15), ("IE", 15))

SITE_KEYS = tuple(K.SITES.keys())  # insertion order, fixed
SITE_W = {"prostate": 14, "breast": 14, "hn": 10, "lung": 12, "rectum": 8, "cervix": 6, "oesophagus": 5,
          "gbm": 5, "srs": 4, "bone": 8, "bladder": 5, "skin": 4, "lymphoma": 3}
MOULD_W = {"hn": 30, "gbm": 10, "srs": 8, "skin": 12, "breast": 10, "lung": 6, "rectum": 6, "prostate": 6,
           "bone": 4}
FERT_SITES = ("cervix", "rectum", "lymphoma", "hn", "gbm", "breast")


def wchoice(rng, pairs):
    tot = sum(w for _, w in pairs)
    x = rng.random() * tot
    for k, w in pairs:
        x -= w
        if x < 0:
            return k
    return pairs[-1][0]


def pick_site(rng, genre):
    ages = None
    if genre == "brachy":
        key = "cervix" if rng.random() < 0.65 else "prostate"
    elif genre == "mould_room":
        key = wchoice(rng, [(k, MOULD_W[k]) for k in SITE_KEYS if k in MOULD_W])
    elif genre == "consent_letter" and rng.random() < 0.55:
        key = rng.choice(FERT_SITES)
        ages = (19, 44)
    else:
        key = wchoice(rng, [(k, SITE_W[k]) for k in SITE_KEYS])
    return key, ages


def build(rng):
    slots = []
    for gid, fn, n in GENRES:
        slots.extend([gid] * n)
    rng.shuffle(slots)
    total = len(slots)
    n_lower = round(total / 6)
    lower_idx = set(rng.sample(range(total), n_lower))
    fns = {gid: fn for gid, fn, _ in GENRES}
    out = []
    for i, gid in enumerate(slots):
        country = wchoice(rng, COUNTRY_WEIGHTS)
        key, ages = pick_site(rng, gid)
        case = C.Case(rng, country, K.SITES[key], ages=ages)
        doc = fns[gid](rng, case)
        lower = i in lower_idx
        text, spans = doc.finish(lower=lower)
        out.append({
            "id": "dev278-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev278-en", "genre": gid, "lowercase": lower, "country": country},
        })
    return out


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    a = ap.parse_args(argv)
    rng = random.Random(SEED)
    notes = build(rng)
    with open(a.out, "w", encoding="utf-8", newline="\n") as fh:
        for n in notes:
            fh.write(json.dumps(n, ensure_ascii=False) + "\n")
    nsp = sum(len(n["spans"]) for n in notes)
    print("wrote %d notes, %d spans -> %s" % (len(notes), nsp, a.out))


if __name__ == "__main__":
    main()
