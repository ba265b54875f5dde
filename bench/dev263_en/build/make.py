"""Build bench/dev263_en/notes.jsonl.

Usage (from bench/dev263_en):  python3 build/make.py [--out PATH]
All randomness comes from one random.Random(263) object.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import g_admin  # noqa: E402
import g_comms  # noqa: E402
import g_continence  # noqa: E402
import g_lymph  # noqa: E402
import g_pelvic  # noqa: E402
from ctx import Ctx  # noqa: E402
from notebuild import Note  # noqa: E402

GENRES = (
    ("continence_assessment", g_continence.continence_assessment),
    ("pelvic_floor_physio", g_pelvic.pelvic_floor_physio),
    ("urodynamics_report", g_pelvic.urodynamics_report),
    ("supply_order", g_admin.supply_order),
    ("lymph_volume", g_lymph.lymph_volume),
    ("compression_rx", g_lymph.compression_rx),
    ("carehome_review", g_continence.carehome_review),
    ("gp_letter", g_comms.gp_letter),
    ("portal_message", g_comms.portal_message),
    ("telephone_encounter", g_comms.telephone_encounter),
    ("referral_triage", g_continence.referral_triage),
    ("urogyn_nurse_clinic", g_pelvic.urogyn_nurse_clinic),
    ("catheter_care_record", g_admin.catheter_care_record),
)
PER_GENRE = 35
COUNTRIES = (("UK", 34), ("AU", 24), ("US", 26), ("CA", 16))


def build():
    rng = random.Random(263)
    fns = dict(GENRES)
    sched = [g for g, _ in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(sched)
    total = len(sched)
    lower_flags = [i < round(total / 6) for i in range(total)]
    rng.shuffle(lower_flags)
    names = [c for c, _ in COUNTRIES]
    weights = [w for _, w in COUNTRIES]
    rows = []
    for i, genre in enumerate(sched):
        country = rng.choices(names, weights)[0]
        ctx = Ctx(rng, country, genre)
        note = Note()
        fns[genre](ctx, note)
        text, spans = note.finish(lower_flags[i])
        rows.append({
            "id": "dev263-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev263-en", "genre": genre, "lowercase": lower_flags[i],
                     "country": country},
        })
    return rows


def main(argv):
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out = argv[argv.index("--out") + 1]
    rows = build()
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    with open(out, "wb") as fh:
        fh.write(data.encode("utf-8"))
    print("wrote %d notes, %d spans -> %s" % (len(rows), sum(len(r["spans"]) for r in rows), out))


if __name__ == "__main__":
    main(sys.argv[1:])
