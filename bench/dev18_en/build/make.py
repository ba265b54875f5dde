"""Generate ../notes.jsonl deterministically (seed 18). Standard library only."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import Ctx, render  # noqa: E402
from genres import GENRES  # noqa: E402

SEED = 18
N_PER_GENRE = 42
LOCALES = ["US", "UK", "CA", "AU", "NZ", "IE", "IN"]


def main():
    rng = random.Random(SEED)
    notes = []
    order = [g for g in GENRES for _ in range(N_PER_GENRE)]
    rng.shuffle(order)
    for i, (genre, fn, epo, towns) in enumerate(order, 1):
        loc = LOCALES[i % len(LOCALES)] if rng.random() < 0.6 else rng.choice(LOCALES)
        c = Ctx(rng, loc, epo_surnames=list(epo), epo_towns=towns)
        marked = fn(c)
        text, spans = render(marked)
        notes.append({"id": f"dev18-en-{i:04d}", "text": text, "spans": spans,
                      "meta": {"language": "en", "source": "dev18-en", "genre": genre, "locale": loc}})
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "notes.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for n in notes:
            f.write(json.dumps(n, ensure_ascii=False) + "\n")
    print(f"wrote {len(notes)} notes, {sum(len(n['spans']) for n in notes)} spans -> {os.path.normpath(out)}")


if __name__ == "__main__":
    main()
