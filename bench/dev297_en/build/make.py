"""Build bench/dev297_en/notes.jsonl.

usage: python3 build/make.py [--out PATH]

All randomness comes from random.Random(297): the master generator draws the
note plan and one 64-bit seed per note. No dict or set is iterated unsorted,
so the output does not depend on PYTHONHASHSEED.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from doc import Doc  # noqa: E402
from phi import Ctx  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import genres_e  # noqa: E402

GENRES = [
    ("security_incident_log", genres_a.security_log),
    ("restrictive_intervention_record", genres_a.restrictive_intervention),
    ("missing_patient_report", genres_a.missing_patient),
    ("police_information_request", genres_b.police_request),
    ("cctv_review_request", genres_b.cctv_request),
    ("car_park_vehicle_incident", genres_b.car_park),
    ("violence_aggression_form", genres_c.va_form),
    ("post_incident_debrief", genres_c.debrief),
    ("behaviour_agreement_letter", genres_c.behaviour_letter),
    ("ward_safety_huddle", genres_d.huddle),
    ("lockdown_event_report", genres_d.lockdown),
    ("safeguarding_referral", genres_e.safeguarding),
    ("visitor_restriction_notice", genres_e.visitor_notice),
]
COUNTRIES = ["UK", "US", "AU", "CA", "IE"]
N_PER_GENRE = 36


def build():
    rng = random.Random(297)
    plan = []
    for gname, fn in GENRES:
        cs = [COUNTRIES[i % len(COUNTRIES)] for i in range(N_PER_GENRE)]
        rng.shuffle(cs)
        plan.extend((gname, fn, c) for c in cs)
    rng.shuffle(plan)
    n = len(plan)
    lower = sorted(rng.sample(range(n), round(n / 6)))
    lower_flags = [False] * n
    for i in lower:
        lower_flags[i] = True
    seeds = [rng.getrandbits(64) for _ in range(n)]
    out = []
    for i, (gname, fn, country) in enumerate(plan):
        nrng = random.Random(seeds[i])
        ctx = Ctx(nrng, country)
        doc = Doc(lower=lower_flags[i])
        fn(ctx, doc)
        text = doc.text().rstrip()
        spans = doc.spans
        for s in spans:
            if text[s["start"]:s["end"]] != s["text"]:
                raise AssertionError("offset mismatch in note %d: %r" % (i + 1, s))
        out.append({"id": "dev297-%04d" % (i + 1), "text": text, "spans": spans,
                    "meta": {"source": "dev297-en", "genre": gname, "lowercase": lower_flags[i],
                             "country": country}})
    return out


def main(argv):
    path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        path = argv[argv.index("--out") + 1]
    notes = build()
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for note in notes:
            f.write(json.dumps(note, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(n["spans"]) for n in notes), path))


if __name__ == "__main__":
    main(sys.argv[1:])
