#!/usr/bin/env python3
"""Build dev29_en/notes.jsonl deterministically (seed 29). Python 3.11 standard library only."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from common import Gen, m, render  # noqa: E402
from ctx import Ctx  # noqa: E402
from genres import GENRES  # noqa: E402

SEED = 29
N_NOTES = 340
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")

AGE_RANGES = {"genetics": (22, 74), "transplant": (19, 71), "id_hiv": (18, 79), "tb_contact_tracing": (16, 91),
              "public_health": (17, 90), "clinical_trial": (30, 84)}


def addendum(c):
    """Short telephone / nursing addenda, often in lower case, as real notes carry."""
    g = c.g
    who = g.ch([c.spouse_word, c.child_word, c.other_word])
    kp = c.rel[[c.spouse_word, c.child_word, c.other_word].index(who)]
    name = kp["given"]
    d = c.later(1, 6)
    opts = [
        f"ADDENDUM {c.d(d)} {g.r.randint(8, 18):02d}:{g.r.randint(0, 59):02d} — tc from pt's {who} {m('FAMILY', name.lower())} re: appt time. "
        f"advised to call back on {m('PHONE', g.phone(c.loc))}. {m('DOCTOR', (c.nurse['given'][0] + c.nurse['surname'][0]).lower())}",
        f"Telephone note {c.d(d)}: spoke with {m('PATIENT', c.pt['given'].lower())} and {c.his} {who} {m('FAMILY', name)}; "
        f"{c.he} is feeling better. Booked into {m('HOSPITAL', g.ch(['Day Unit', 'Ambulatory Care Unit', 'Chemo Suite', 'Infusion Centre']) + ' ' + c.htown)} chair "
        f"{m('LOCATION_OTHER', str(g.r.randint(1, 18)))} on {c.d(c.later(7, 14))}. — {c.Nurse()}",
        f"Addendum ({c.d(d)}): results faxed to {c.Dr(-1, 'dr')} at {m('FAX', g.phone(c.loc))}. Pt aware. "
        f"Pt's {who} ({m('FAMILY', name + ' ' + kp['surname'])}) asked for a letter for {c.his} employer, {m('ORGANIZATION', g.company())}.",
        f"Nursing note {c.d(d, 'us_wd' if c.loc == 'US' else 'dm')}: {m('PATIENT', c.pt['given'].lower())} rang the triage line from {m('PHONE', c.tel)} — "
        f"temp 37.9 at home. Advised to attend {c.H(True)} ED. — {m('DOCTOR', c.nurse['given'])}",
    ]
    return g.ch(opts)


def footer(c):
    g = c.g
    opts = [
        f"Printed {c.d(c.later(0, 2))} by {m('USERNAME', g.username(c.docs[g.r.randint(0, 5)]))} at {m('IPADDR', g.ip())}. CONFIDENTIAL.",
        f"Page 1 of 1 | {c.P('upper')} | {m('MRN', c.mrn)} | {c.d(c.dob)}",
        f"Encounter {m('ACCOUNT', g.account())} | Printed {c.d(c.visit)}",
        f"This document contains confidential information intended for {c.P('full')} and the addressees only.",
    ]
    return g.ch(opts)


def build():
    rng = random.Random(SEED)
    g = Gen(rng)
    genres = list(GENRES)
    locs = (["US"] * 136 + ["UK"] * 36 + ["CA"] * 34 + ["AU"] * 34 + ["IN"] * 34 + ["IE"] * 33 + ["NZ"] * 33)
    assert len(locs) == N_NOTES
    rng.shuffle(locs)
    gseq = [genres[i % len(genres)] for i in range(N_NOTES)]
    rng.shuffle(gseq)
    records = []
    for i in range(N_NOTES):
        loc, genre = locs[i], gseq[i]
        c = Ctx(g, loc, genre, AGE_RANGES.get(genre, (24, 88)))
        body = GENRES[genre](c)
        if g.coin(0.35):
            body += "\n\n" + addendum(c)
        if g.coin(0.4):
            body += "\n\n" + footer(c)
        text, spans = render(body)
        records.append({"id": f"dev29-en-{i + 1:04d}", "text": text, "spans": spans,
                        "meta": {"language": "en", "source": "dev29-en", "genre": genre, "locale": loc}})
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(records)} notes, {sum(len(r['spans']) for r in records)} spans -> {OUT}")


if __name__ == "__main__":
    build()
