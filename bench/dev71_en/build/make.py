#!/usr/bin/env python3.11
"""Generate /work/main/bench/dev71_en/notes.jsonl (deterministic, seed 71). Does not touch README.md."""
import json
import os
import random
import sys
sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from phi import finalize          # noqa: E402
from ctx import Ctx               # noqa: E402
from genres import GENRES         # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
N_PER_GENRE = 30
LOCALES = [("US", "en-US", 35), ("UK", "en-GB", 28), ("CA", "en-CA", 18), ("IE", "en-IE", 19)]
LAYOUT_EXTRA = {"signature", "medlist"}


def tidy(marked):
    # collapse >2 blank lines, strip trailing spaces on lines (markers are never at a line end with spaces after)
    lines = [ln.rstrip(" ") for ln in marked.split("\n")]
    out, blank = [], 0
    for ln in lines:
        blank = blank + 1 if ln == "" else 0
        if blank <= 1:
            out.append(ln)
    return "\n".join(out).strip("\n") + "\n"


def main():
    rng = random.Random(71)
    plan = [g for g in GENRES for _ in range(N_PER_GENRE)]
    rng.shuffle(plan)
    codes = [x for x in LOCALES for _ in range(x[2])]
    rows = []
    for i, (gname, fn) in enumerate(plan, 1):
        code, tag, _ = rng.choice(codes)
        if gname == "minor_injury_unit_record" and code == "US" and rng.random() < 0.6:
            code, tag = ("UK", "en-GB") if rng.random() < 0.5 else ("IE", "en-IE")
        c = Ctx(rng, code, gname)
        marked, layout = fn(c)
        text, spans = finalize(tidy(marked))
        assert text.isascii(), (gname, [ch for ch in text if not ch.isascii()][:5])
        rows.append({"id": f"dev71-en-{i:04d}", "text": text, "spans": spans,
                     "meta": {"language": "en", "source": "dev71-en", "genre": gname, "locale": tag, "layout": layout}})
    with open(OUT, "w", encoding="ascii", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=True, sort_keys=False) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(r['spans']) for r in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()
