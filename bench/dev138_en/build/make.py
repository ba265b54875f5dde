"""Build bench/dev138_en/notes.jsonl deterministically (random.Random(138))."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import pools as P  # noqa: E402
from phi import Ctx, parse, TYPE2LABEL  # noqa: E402
from genres_a import GENRES_A  # noqa: E402
from genres_b import GENRES_B  # noqa: E402
from genres_c import GENRES_C  # noqa: E402

SEED = 138
PER_GENRE = 42
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
COUNTRY_WEIGHTS = [("AU", 0.40), ("NZ", 0.25), ("UK", 0.35)]


def facilities(R):
    fac = {}
    for cc in ("AU", "NZ", "UK"):
        towns = P.TOWNS[cc]

        def build(patterns, k):
            out = []
            for pat in patterns:
                for _ in range(k):
                    v = pat.format(t=R.choice(towns), s=R.choice(P.SAINTS if "St {s}" in pat or "{s} Private" in pat else P.STREET_BASE))
                    if v not in out:
                        out.append(v)
            return out

        fac[cc] = {"hosp": build(P.HOSP_PATTERNS[cc], 3), "practice": build(P.PRACTICE_PATTERNS, 3),
                   "pharmacy": build(P.PHARMACY_PATTERNS, 2)}
    return fac


def pick_country(R):
    x, acc = R.random(), 0.0
    for cc, w in COUNTRY_WEIGHTS:
        acc += w
        if x < acc:
            return cc
    return COUNTRY_WEIGHTS[-1][0]


def main():
    R = random.Random(SEED)
    fac = facilities(R)
    genres = {}
    for g in (GENRES_A, GENRES_B, GENRES_C):
        genres.update(g)
    schedule = [g for g in genres for _ in range(PER_GENRE)]
    R.shuffle(schedule)
    n = len(schedule)
    lower = set(R.sample(range(n), round(n / 6)))
    rows = []
    for i, g in enumerate(schedule):
        cc = pick_country(R)
        c = Ctx(R, cc, fac)
        text, spans = parse(genres[g](c))
        text = text.rstrip()
        if i in lower:
            low = text.lower()
            if len(low) != len(text):
                raise SystemExit(f"lower() changed length in note {i}")
            text = low
        rec = {"id": f"dev138-{i + 1:04d}", "text": text,
               "spans": [{"start": a, "end": b, "label": TYPE2LABEL[t], "type": t, "text": text[a:b]} for a, b, t in spans],
               "meta": {"source": "dev138-en", "genre": g, "lowercase": i in lower, "country": cc}}
        rows.append(rec)
    with open(OUT, "w", encoding="utf-8") as fh:
        for rec in rows:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(r['spans']) for r in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()
