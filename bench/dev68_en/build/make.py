"""Generate /work/main/bench/dev68_en/notes.jsonl (deterministic, seed 68, stdlib only).

Gold offsets come from control-character markers placed around every PHI value while the
note is composed (core.M); core.finalize strips them and records the offsets. The finished
text is never searched for values.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import Ctx, finalize  # noqa: E402
from genres import GENRES  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
LOCALES = [("US", "en-US", 45), ("UK", "en-GB", 30), ("AU", "en-AU", 25)]


def main():
    r = random.Random(68)
    plan = []
    for name, fn, n in GENRES:
        plan.extend([(name, fn)] * n)
    r.shuffle(plan)
    loc_pool = []
    for code, tag, w in LOCALES:
        loc_pool.extend([(code, tag)] * w)
    rows = []
    for i, (name, fn) in enumerate(plan, 1):
        code, tag = r.choice(loc_pool)
        ctx = Ctx(r, code)
        marked, layout = fn(ctx)
        text, spans = finalize(marked.strip("\n") + "\n")
        assert text.isascii(), (name, i)
        rows.append({
            "id": f"dev68-en-{i:04d}",
            "text": text,
            "spans": spans,
            "meta": {"language": "en", "source": "dev68-en", "genre": name, "locale": tag, "layout": layout},
        })
    with open(OUT, "w", encoding="ascii", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=True, sort_keys=False) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(x['spans']) for x in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()
