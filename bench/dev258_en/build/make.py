"""Build bench/dev258_en/notes.jsonl.

Usage (from bench/dev258_en):  python3 build/make.py [--out PATH] [--only GENRE]
All randomness comes from one random.Random(258) object."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import g_prf  # noqa: E402

MODULES = [g_prf]
for _name in ["g_plan", "g_atmist", "g_welfare", "g_marathon", "g_motorsport", "g_edletter",
              "g_safeguard", "g_phone", "g_discharge", "g_crowdlog", "g_aed", "g_email"]:
    try:
        MODULES.append(__import__(_name))
    except ModuleNotFoundError:
        pass

NOTES_PER_GENRE = 32
COUNTRY_W = {
    "plan_extract": (("UK", 45), ("US", 25), ("AU", 30)),
    "prf_treatment_centre": (("UK", 40), ("US", 30), ("AU", 30)),
    "ambulance_handover": (("UK", 55), ("AU", 30), ("US", 15)),
    "welfare_tent": (("UK", 50), ("AU", 30), ("US", 20)),
    "marathon_finish_log": (("UK", 35), ("US", 35), ("AU", 30)),
    "motorsport_incident": (("UK", 40), ("AU", 35), ("US", 25)),
    "ed_letter": (("UK", 50), ("AU", 30), ("US", 20)),
    "safeguarding_referral": (("UK", 60), ("AU", 25), ("US", 15)),
    "telephone_encounter": (("UK", 40), ("US", 30), ("AU", 30)),
    "discharge_advice": (("UK", 40), ("US", 30), ("AU", 30)),
    "crowd_incident_log": (("UK", 45), ("US", 25), ("AU", 30)),
    "aed_arrest_review": (("UK", 40), ("US", 30), ("AU", 30)),
    "shift_report_email": (("UK", 40), ("US", 30), ("AU", 30)),
}


def wchoice(rng, pairs):
    tot = sum(w for _, w in pairs)
    x = rng.random() * tot
    for v, w in pairs:
        x -= w
        if x < 0:
            return v
    return pairs[-1][0]


def build(only=None):
    rng = random.Random(258)
    plan = []
    for m in MODULES:
        if only and m.GENRE != only:
            continue
        plan += [m] * NOTES_PER_GENRE
    rng.shuffle(plan)
    n_lower = round(len(plan) / 6)
    lower_idx = set(rng.sample(range(len(plan)), n_lower))
    out = []
    for i, m in enumerate(plan):
        country = wchoice(rng, COUNTRY_W[m.GENRE])
        note = m.gen(rng, country)
        lower = i in lower_idx
        text, spans = note.finish(lower)
        rec = {"id": "dev258-%04d" % (i + 1), "text": text, "spans": spans,
               "meta": {"source": "dev258-en", "genre": m.GENRE, "lowercase": lower,
                        "country": country}}
        out.append(json.dumps(rec, ensure_ascii=False, sort_keys=False))
    return "\n".join(out) + "\n"


def main(argv):
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    only = None
    if "--out" in argv:
        out_path = argv[argv.index("--out") + 1]
    if "--only" in argv:
        only = argv[argv.index("--only") + 1]
    data = build(only)
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    print("wrote %s (%d notes)" % (out_path, data.count("\n")))


if __name__ == "__main__":
    main(sys.argv[1:])
