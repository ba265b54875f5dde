"""Build bench/dev306_en/notes.jsonl (deterministic: random.Random(306))."""
import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import TYPE2LABEL  # noqa: E402
from world import Ctx, COUNTRIES  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402

PER_GENRE = 33
SOURCE = "dev306-en"


def build():
    rng = random.Random(306)
    genres = genres_a.GENRES + genres_b.GENRES + genres_c.GENRES
    plan = []
    for gname, fn in genres:
        for i in range(PER_GENRE):
            plan.append((gname, fn, COUNTRIES[i % len(COUNTRIES)]))
    rng.shuffle(plan)
    lower = sorted(rng.sample(range(len(plan)), round(len(plan) / 6)))
    lower_flags = [False] * len(plan)
    for i in lower:
        lower_flags[i] = True
    out = []
    for idx, (gname, fn, country) in enumerate(plan):
        ctx = Ctx(rng, country)
        note = fn(rng, ctx)
        text = note.text()
        lc = lower_flags[idx]
        if lc:
            low = text.lower()
            if len(low) != len(text):
                raise SystemExit("lower-casing changed the length of note %d" % (idx + 1))
            text = low
        spans = []
        for start, end, typ in note.spans:
            spans.append({"start": start, "end": end, "label": TYPE2LABEL[typ], "type": typ,
                          "text": text[start:end]})
        rec = {"id": "dev306-%04d" % (idx + 1), "text": text, "spans": spans,
               "meta": {"source": SOURCE, "genre": gname, "lowercase": lc, "country": country}}
        out.append(json.dumps(rec, ensure_ascii=False))
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    args = ap.parse_args()
    data = build()
    with open(args.out, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    print("wrote %s (%d notes)" % (args.out, data.count("\n")))


if __name__ == "__main__":
    main()
