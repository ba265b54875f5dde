"""Generate bench/dev92_en/notes.jsonl (standard library only, seed 92)."""
import json
import os
import random
import sys

sys.dont_write_bytecode = True

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from compose import Ctx, finalize  # noqa: E402
from genres import GENRES  # noqa: E402

PER_GENRE = 30
LAYOUTS = ["soap", "form", "pipe", "narrative"]
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")


def main():
    rng = random.Random(92)
    plan = []
    for g in GENRES:
        for i in range(PER_GENRE):
            plan.append((g, i % 3 == 0))  # one note in three terse lower case
    rng.shuffle(plan)
    notes = []
    for n, (genre, lower) in enumerate(plan, 1):
        ctx = Ctx(rng, genre)
        layout = "terse" if lower else rng.choice(LAYOUTS)
        marked = GENRES[genre](ctx, layout)
        text, spans = finalize(marked, lower=lower)
        notes.append({"id": f"dev92-en-{n:04d}", "text": text, "spans": spans,
                      "meta": {"source": "dev92-en", "genre": genre, "layout": "terse lower case" if lower else layout,
                               "lower_case": lower, "chars": len(text)}})
    with open(OUT, "w", encoding="ascii", newline="\n") as f:
        for o in notes:
            f.write(json.dumps(o, ensure_ascii=True) + "\n")
    print(f"wrote {len(notes)} notes, {sum(len(o['spans']) for o in notes)} spans -> {OUT}")


if __name__ == "__main__":
    main()
