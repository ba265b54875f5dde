"""Build bench/dev270_en/notes.jsonl (author 270, stoma & colorectal nursing domain).

Usage (from bench/dev270_en):  python3 build/make.py [--out PATH]
All randomness comes from one random.Random(270) object.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import clinical  # noqa: E402
import context  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402

GENRES = [
    ("preop_siting", genres_a.preop_siting),
    ("postop_review", genres_a.postop_review),
    ("community_visit", genres_a.community_visit),
    ("appliance_rx", genres_b.appliance_rx),
    ("hernia_clinic", genres_b.hernia_clinic),
    ("screening_letter", genres_c.screening_letter),
    ("mdt_outcome", genres_c.mdt_outcome),
    ("high_output_plan", genres_c.high_output_plan),
    ("gp_letter", genres_d.gp_letter),
    ("telephone", genres_d.telephone),
    ("stoma_discharge", genres_d.stoma_discharge),
    ("travel_certificate", genres_d.travel_certificate),
]
PER_GENRE = 36
COUNTRIES = [("UK", 40), ("US", 25), ("AU", 18), ("CA", 17)]


def weighted(rng, pairs):
    r = rng.random() * sum(w for _, w in pairs)
    acc = 0
    for v, w in pairs:
        acc += w
        if r < acc:
            return v
    return pairs[-1][0]


def build():
    rng = random.Random(270)
    plan = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(plan)
    n = len(plan)
    lower_idx = sorted(rng.sample(range(n), round(n / 6)))
    lower = [False] * n
    for i in lower_idx:
        lower[i] = True
    out = []
    for i, (gid, fn) in enumerate(plan):
        country = weighted(rng, COUNTRIES)
        case = context.Case(rng, country, gid, clinical.profile(rng))
        doc = fn(case)
        text, spans = doc.finish(lower[i])
        out.append({"id": "dev270-%04d" % (i + 1), "text": text, "spans": spans,
                    "meta": {"source": "dev270-en", "genre": gid, "lowercase": lower[i],
                             "country": country}})
    return out


def main(argv):
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out_path = argv[argv.index("--out") + 1]
    notes = build()
    with open(out_path, "w", encoding="utf-8", newline="\n") as f:
        for o in notes:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(o["spans"]) for o in notes),
                                              out_path))


if __name__ == "__main__":
    main(sys.argv[1:])
