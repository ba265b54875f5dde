#!/usr/bin/env python3
"""Build bench/dev242_en/notes.jsonl (author 242). Standard library only; all randomness from random.Random(242).

Usage: make.py            write ../notes.jsonl
       make.py --stdout   write the same bytes to stdout (used by check.py --rebuild)
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import common  # noqa: E402
import genres1  # noqa: E402
import genres2  # noqa: E402
import genres3  # noqa: E402
import genres4  # noqa: E402

ALL = ["UK", "NO", "AU", "US"]
# genre name, builder, countries it is drawn from, number of notes
GENRES = [
    ("seafarer_offshore_fitness_certificate", genres1.fitness_certificate, ALL, 36),
    ("aviation_medical_examination", genres1.aviation_medical, ALL, 36),
    ("ship_medical_log", genres2.ship_medical_log, ALL, 36),
    ("telemedical_radio_medical_consultation", genres2.radio_medical, ALL, 36),
    ("expedition_predeparture_medical", genres4.expedition_premed, ALL, 34),
    ("medevac_request_handover", genres3.medevac, ALL, 36),
    ("incident_injury_report", genres3.incident_report, ALL, 36),
    ("occupational_health_surveillance", genres2.occ_health, ALL, 36),
    ("return_to_duty_letter", genres4.return_to_duty, ALL, 34),
    ("telephone_encounter", genres4.telephone_encounter, ALL, 36),
    ("diving_medical_examination", genres1.diving_medical, ALL, 34),
    ("port_clinic_crew_report", genres4.port_clinic, ALL, 34),
]


def build():
    rng = random.Random(242)
    plan = []
    for name, fn, countries, n in GENRES:
        for _ in range(n):
            plan.append((name, fn, countries))
    rng.shuffle(plan)
    total = len(plan)
    lower_idx = sorted(rng.sample(range(total), round(total / 6)))
    lower_set = {i: True for i in lower_idx}  # dict: lookup only, never iterated
    out = []
    for i, (name, fn, countries) in enumerate(plan):
        country = rng.choice(countries)
        lower = lower_set.get(i, False)
        c = common.Ctx(rng, country, lower, name)
        fn(c)
        text = c.d.text().rstrip()
        spans = sorted(c.d.spans, key=lambda s: (s["start"], s["end"]))
        for s in spans:
            if text[s["start"]:s["end"]] != s["text"]:
                raise AssertionError("offset mismatch in note %d: %r" % (i, s))
        rec = {
            "id": "dev242-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]}
                      for s in spans],
            "meta": {"source": "dev242-en", "genre": name, "lowercase": lower, "country": country},
        }
        out.append(json.dumps(rec, ensure_ascii=False))
    return ("\n".join(out) + "\n").encode("utf-8")


def main():
    data = build()
    if "--stdout" in sys.argv[1:]:
        sys.stdout.buffer.write(data)
        return
    path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    with open(path, "wb") as f:
        f.write(data)
    print("wrote %s (%d bytes, %d notes)" % (path, len(data), data.count(b"\n")))


if __name__ == "__main__":
    main()
