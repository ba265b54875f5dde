"""Build bench/dev87_en/notes.jsonl. Standard library only; all randomness from random.Random(87)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import compose  # noqa: E402

RNG = random.Random(87)
compose.set_rng(RNG)

import genres as G  # noqa: E402

PER_GENRE = 32
REGIONS = {"UK": 40, "IE": 20, "AU": 22, "NZ": 18}


def main():
    order = [g for g in G.GENRES for _ in range(PER_GENRE)]
    RNG.shuffle(order)
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    rows = []
    for k, (gname, fn) in enumerate(order, 1):
        region = compose.wch(REGIONS)
        ctx = G.Ctx(region)
        marked, layout, lower = fn(ctx)
        marked = "\n".join(line.rstrip() for line in marked.split("\n")).strip() + "\n"
        text, spans = compose.finalize(marked, lower=lower)
        rows.append({"id": f"dev87-en-{k:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev87-en", "genre": gname, "region": region, "layout": layout,
                              "lower_case": lower}})
    with open(out_path, "w", encoding="ascii", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=True) + "\n")


if __name__ == "__main__":
    main()
