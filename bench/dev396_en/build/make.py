"""Entry point: builds bench/dev396_en/notes.jsonl (or --out PATH).

One random.Random(396) is created here and passed to every generator.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import places as PL  # noqa: E402
from common import wpick  # noqa: E402

GENRE_MODULES = [
    ("school_nurse_contact_record", "g_contact",
     [("UK", 40), ("IE", 10), ("US", 18), ("CA", 10), ("AU", 12), ("NZ", 10)]),
    ("immunisation_session_log", "g_imms",
     [("UK", 40), ("IE", 14), ("US", 12), ("CA", 12), ("AU", 12), ("NZ", 10)]),
    ("individual_healthcare_plan", "g_ihp",
     [("UK", 36), ("IE", 10), ("US", 22), ("CA", 10), ("AU", 12), ("NZ", 10)]),
    ("safeguarding_concern_note", "g_safeguard",
     [("UK", 44), ("IE", 12), ("US", 12), ("CA", 10), ("AU", 12), ("NZ", 10)]),
    ("enuresis_clinic_note", "g_enuresis",
     [("UK", 40), ("IE", 12), ("US", 14), ("CA", 10), ("AU", 14), ("NZ", 10)]),
    ("drop_in_session_summary", "g_dropin",
     [("UK", 40), ("IE", 12), ("US", 10), ("CA", 12), ("AU", 14), ("NZ", 12)]),
    ("letter_to_parents", "g_letter",
     [("UK", 38), ("IE", 12), ("US", 16), ("CA", 10), ("AU", 14), ("NZ", 10)]),
    ("referral_to_camhs", "g_camhs",
     [("UK", 50), ("IE", 16), ("AU", 18), ("NZ", 16)]),
    ("child_protection_conference_report", "g_cpconf",
     [("UK", 46), ("IE", 14), ("US", 10), ("CA", 10), ("AU", 12), ("NZ", 8)]),
    ("height_weight_screening_record", "g_growth",
     [("UK", 46), ("IE", 8), ("US", 18), ("CA", 8), ("AU", 10), ("NZ", 10)]),
    ("emergency_medication_incident_report", "g_incident",
     [("UK", 36), ("IE", 12), ("US", 18), ("CA", 12), ("AU", 12), ("NZ", 10)]),
    ("vision_hearing_screening_record", "g_vision",
     [("UK", 38), ("IE", 12), ("US", 16), ("CA", 12), ("AU", 12), ("NZ", 10)]),
    ("text_messaging_service_log", "g_textlog",
     [("UK", 50), ("IE", 10), ("AU", 14), ("NZ", 12), ("CA", 8), ("US", 6)]),
]
PER_GENRE = 33


def build(rng, only=None):
    mods = {}
    for name, modname, _ in GENRE_MODULES:
        if only and modname not in only:
            continue
        mods[modname] = __import__(modname)
    jobs = []
    for name, modname, weights in GENRE_MODULES:
        if modname in mods:
            jobs += [(name, modname, weights)] * PER_GENRE
    rng.shuffle(jobs)
    n = len(jobs)
    lower = set(rng.sample(range(n), round(n / 6)))
    out = []
    for i, (name, modname, weights) in enumerate(jobs):
        c = wpick(rng, weights)
        d, _k = mods[modname].gen(rng, i in lower, c)
        text = d.text()
        spans = sorted(d.spans, key=lambda s: s["start"])
        out.append({"id": "dev396-%04d" % (i + 1), "text": text, "spans": spans,
                    "meta": {"source": "dev396-en", "genre": name, "lowercase": i in lower,
                             "country": PL.COUNTRY_NAME[c]}})
    return out


def main(argv):
    outp = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    only = None
    if "--out" in argv:
        outp = argv[argv.index("--out") + 1]
    if "--only" in argv:
        only = argv[argv.index("--only") + 1].split(",")
    rng = random.Random(396)
    notes = build(rng, only)
    with open(outp, "w", encoding="utf-8", newline="\n") as fh:
        for rec in notes:
            fh.write(json.dumps(rec, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), outp))


if __name__ == "__main__":
    main(sys.argv[1:])
