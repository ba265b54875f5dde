"""Generate dev109_en/notes.jsonl (deterministic; all randomness from random.Random(109))."""
import collections
import json
import os
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
from core import R, finalize  # noqa: E402
from genres import GENRES  # noqa: E402
from readme import write_readme  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
PER_GENRE = [31, 30, 32, 30, 30, 31, 30, 32, 31, 30, 31, 30, 32]
REGIONS = ["US", "UK", "CA", "AU"]
REGION_W = [0.34, 0.26, 0.2, 0.2]


def main():
    plan = []
    for (gname, fn), n in zip(GENRES, PER_GENRE):
        flags = [True] * (n // 2) + [False] * (n - n // 2)
        R.shuffle(flags)
        for lower in flags:
            plan.append((gname, fn, lower))
    R.shuffle(plan)
    rows = []
    regions = collections.Counter()
    for i, (gname, fn, lower) in enumerate(plan, 1):
        reg = R.choices(REGIONS, REGION_W)[0]
        raw = fn(reg)
        text, spans = finalize(raw, lower)
        for s in spans:
            assert text[s["start"]:s["end"]] == s["text"]
        rows.append({"id": f"dev109-en-{i:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev109-en", "genre": gname, "lowercase": lower}})
        regions[reg] += 1
    with open(OUT, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    write_readme(rows, regions, os.path.join(os.path.dirname(HERE), "README.md"))
    print(f"wrote {len(rows)} notes, {sum(len(r['spans']) for r in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()
