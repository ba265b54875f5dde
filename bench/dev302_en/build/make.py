"""Build bench/dev302_en/notes.jsonl (custody healthcare PHI evaluation set).

Usage: python3 build/make.py [--out PATH]
All randomness comes from one random.Random(302); output is independent of
PYTHONHASHSEED."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import g_assess  # noqa: E402
import g_clinical  # noqa: E402
import g_letters  # noqa: E402
import g_logs  # noqa: E402
from case import Case  # noqa: E402
from doc import finish  # noqa: E402

PER_GENRE = 33
COUNTRY_W = [("UK", 30), ("IE", 16), ("AU", 18), ("CA", 16), ("US", 20)]
META_COUNTRY = {"UK": "United Kingdom", "IE": "Ireland", "AU": "Australia", "CA": "Canada", "US": "United States"}


def all_genres():
    g = {}
    for mod in (g_assess, g_logs, g_clinical, g_letters):
        for k in sorted(mod.GENRES):
            g[k] = mod.GENRES[k]
    return g


def build():
    rng = random.Random(302)
    genres = all_genres()
    names = sorted(genres)
    order = [n for n in names for _ in range(PER_GENRE)]
    rng.shuffle(order)
    total = len(order)
    lower = sorted(rng.sample(range(total), round(total / 6)))
    lower_flag = [False] * total
    for i in lower:
        lower_flag[i] = True
    ccs = [c for c, _ in COUNTRY_W]
    wts = [w for _, w in COUNTRY_W]
    lines = []
    for i, gname in enumerate(order):
        cc = rng.choices(ccs, weights=wts)[0]
        case = Case(rng, cc)
        doc = genres[gname](case)
        text, spans = finish(doc, lower_flag[i])
        rec = {
            "id": "dev302-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev302-en", "genre": gname, "lowercase": lower_flag[i],
                     "country": META_COUNTRY[cc]},
        }
        lines.append(json.dumps(rec, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def main(argv):
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out = argv[argv.index("--out") + 1]
    data = build()
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    print("wrote %s (%d notes)" % (out, data.count("\n")))


if __name__ == "__main__":
    main(sys.argv[1:])
