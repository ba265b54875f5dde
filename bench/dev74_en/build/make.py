"""Generate /work/main/bench/dev74_en/notes.jsonl. Deterministic: random.Random(74)."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from core import finish  # noqa: E402
from ctx import Ctx  # noqa: E402
from genres import GENRES  # noqa: E402

OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")
PER_GENRE = 42


def main():
    r = random.Random(74)
    rows = []
    plan = []
    for g, fn in GENRES:
        for i in range(PER_GENRE):
            plan.append((g, fn, i % 2 == 1))
    r.shuffle(plan)
    for n, (g, fn, lo) in enumerate(plan, 1):
        locale = "en-GB" if r.random() < .25 else "en-US"
        c = Ctx(r, locale)
        marked, layout = fn(c, lo)
        marked = "\n".join(l.rstrip() for l in marked.strip("\n").split("\n")) + "\n"
        text, spans = finish(marked, lo)
        rows.append({"id": f"dev74-en-{n:04d}", "text": text, "spans": spans,
                     "meta": {"language": "en", "source": "dev74-en", "genre": g, "locale": locale,
                              "layout": layout}})
    with open(OUT, "w", encoding="ascii", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=True) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(x['spans']) for x in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()
