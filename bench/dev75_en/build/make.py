"""Generate /work/main/bench/dev75_en/notes.jsonl (deterministic, seed 75, stdlib only).

Gold offsets come from the composition markers (core.m / core.finish), never from
searching the finished text. This script does not touch README.md.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import Ctx, finish  # noqa: E402
from genres_a import GENRES_A  # noqa: E402
from genres_b import GENRES_B  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
PER_GENRE = 52          # 26 normally cased + 26 all lower case per genre
LOCALES = ["US", "CA", "UK", "AU"]


def main():
    rng = random.Random(75)
    genres = dict(GENRES_A)
    genres.update(GENRES_B)
    plan = []
    for g in genres:
        for i in range(PER_GENRE):
            plan.append((g, i % 2 == 1, LOCALES[(i // 2) % 4]))
    rng.shuffle(plan)
    lines = []
    for n, (g, lower, loc) in enumerate(plan, 1):
        normal, low = genres[g]
        c = Ctx(rng, loc, lower)
        fn = rng.choice(low if lower else normal)
        layout, marked = fn(c)
        if lower:
            marked = marked.lower()
        text, spans = finish(marked)
        rec = {"id": f"dev75-en-{n:04d}", "text": text, "spans": spans,
               "meta": {"language": "en", "source": "dev75-en", "genre": g, "locale": loc,
                        "layout": layout, "cased": "lower" if lower else "normal"}}
        lines.append(json.dumps(rec, ensure_ascii=True, sort_keys=False))
    with open(OUT, "w", encoding="ascii", newline="\n") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {len(lines)} notes, {sum(len(json.loads(x)['spans']) for x in lines)} spans -> {OUT}")


if __name__ == "__main__":
    main()
