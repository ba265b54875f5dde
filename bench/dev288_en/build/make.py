"""Build bench/dev288_en/notes.jsonl (run from bench/dev288_en: python3 build/make.py).

Optional: --out PATH writes elsewhere (used by check.py --rebuild)."""

import datetime as dt
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import case  # noqa: E402
import clinical  # noqa: E402
import genres_calls  # noqa: E402
import genres_docs  # noqa: E402
import genres_ops  # noqa: E402
import genres_visits  # noqa: E402

SEED = 288
PER_GENRE = 36
COUNTRIES = [("UK", 34), ("IE", 20), ("AU", 20), ("NZ", 12), ("CA", 14)]
START = dt.date(2023, 1, 1)
SPAN_DAYS = (dt.date(2025, 6, 30) - START).days


def genres():
    g = []
    for mod in (genres_calls, genres_visits, genres_docs, genres_ops):
        for key in sorted(mod.GENRES):
            g.append((key, mod.GENRES[key]))
    return g


def pick_country(r):
    tot = sum(w for _, w in COUNTRIES)
    x = r.randrange(tot)
    for c, w in COUNTRIES:
        if x < w:
            return c
        x -= w
    return COUNTRIES[-1][0]


def build():
    r = random.Random(SEED)
    gl = genres()
    plan = []
    for key, spec in gl:
        plan += [(key, spec)] * PER_GENRE
    r.shuffle(plan)
    n = len(plan)
    lower_idx = set(r.sample(range(n), round(n / 6)))
    out = []
    for i, (key, (fn, ages)) in enumerate(plan):
        country = pick_country(r)
        date = START + dt.timedelta(days=r.randrange(SPAN_DAYS))
        clinical.COUNTRY = country
        c = case.make_case(r, country, date, ages)
        d = fn(r, c)
        lower = i in lower_idx
        text, spans = d.finish(lower)
        out.append({
            "id": "dev288-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev288-en", "genre": key, "lowercase": lower, "country": country},
        })
    return out


def main(argv):
    outp = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        outp = argv[argv.index("--out") + 1]
    notes = build()
    with open(outp, "w", encoding="utf-8", newline="\n") as fh:
        for rec in notes:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), outp))


if __name__ == "__main__":
    main(sys.argv[1:])
