"""Build bench/dev428_en/notes.jsonl.

Usage: python3 build/make.py [--out PATH]
All randomness comes from one random.Random(428) created here and passed down.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import geo  # noqa: E402
from case import Case  # noqa: E402
from nb import NB  # noqa: E402
import g_antenatal  # noqa: E402
import g_feeding  # noqa: E402
import g_opnote  # noqa: E402
import g_slt  # noqa: E402
import g_mdt  # noqa: E402
import g_ortho  # noqa: E402
import g_audiology  # noqa: E402
import g_psych  # noqa: E402
import g_gp  # noqa: E402
import g_audit  # noqa: E402
import g_discharge  # noqa: E402
import g_phone  # noqa: E402
import g_travel  # noqa: E402

MODULES = [g_antenatal, g_feeding, g_opnote, g_slt, g_mdt, g_ortho, g_audiology, g_psych, g_gp,
           g_audit, g_discharge, g_phone, g_travel]
PER_GENRE = 33


def build(rng):
    tasks = [m for m in MODULES for _ in range(PER_GENRE)]
    rng.shuffle(tasks)
    n = len(tasks)
    lower_idx = set(rng.sample(range(n), round(n / 6)))
    out = []
    for i, mod in enumerate(tasks):
        country = rng.choices(geo.COUNTRIES, weights=geo.COUNTRY_WEIGHTS)[0]
        c = Case(rng, country, **mod.CASE_ARGS)
        typo = 0.04 if rng.random() < 0.35 else 0.0
        nb = NB(rng, typo)
        mod.write(nb, c)
        lower = i in lower_idx
        text, spans = nb.result(lower=lower)
        out.append({
            "id": "dev428-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev428-en", "genre": mod.GENRE, "lowercase": lower, "country": country},
        })
    return out


def main(argv):
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out_path = argv[argv.index("--out") + 1]
    rng = random.Random(428)
    notes = build(rng)
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for obj in notes:
            fh.write(json.dumps(obj, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), out_path))


if __name__ == "__main__":
    main(sys.argv[1:])
