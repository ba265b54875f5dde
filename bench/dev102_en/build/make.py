"""Generate bench/dev102_en/notes.jsonl (deterministic, random.Random(102))."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from compose import Ctx  # noqa: E402
from genres import GENRES  # noqa: E402
from phi import strip_markers  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
NOTES_PER_GENRE = 31
COUNTRIES = ["India", "Pakistan", "Nigeria", "Kenya", "Ghana", "South Africa", "Jamaica", "Malaysia", "Singapore", "Philippines"]


def main():
    rng = random.Random(102)
    plan = []
    for g in GENRES:
        for i in range(NOTES_PER_GENRE):
            plan.append((g, COUNTRIES[(i + len(plan)) % len(COUNTRIES)]))
    rng.shuffle(plan)
    n = len(plan)
    lower = set(rng.sample(range(n), round(n / 6)))
    rows = []
    for idx, (g, country) in enumerate(plan):
        ctx = Ctx(rng, country, g)
        marked = GENRES[g](ctx)
        lc = idx in lower
        if lc:
            low = marked.lower()
            assert len(low) == len(marked)
            marked = low
        text, spans = strip_markers(marked)
        rows.append({
            "id": f"dev102-en-{idx + 1:04d}",
            "text": text,
            "spans": spans,
            "meta": {"source": "dev102-en", "genre": g, "lowercase": lc},
        })
    with open(OUT, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(r['spans']) for r in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()
