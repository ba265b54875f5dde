"""Build bench/dev95_en/notes.jsonl. Python 3.11, standard library only, all randomness from random.Random(95)."""
import json
import os
import random
import sys

sys.dont_write_bytecode = True

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from compose import finalize  # noqa: E402
from genres import GENRES  # noqa: E402

PER_GENRE = 33
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")


def main():
    rng = random.Random(95)
    order = [g for _ in range(PER_GENRE) for g in GENRES]
    notes = []
    lower_idx = set(rng.sample(range(len(order)), round(len(order) / 5)))  # one note in five entirely lower case
    for i, genre in enumerate(order, 1):
        res = GENRES[genre](rng)
        marked, layout = res[0], res[1]
        sub = res[2] if len(res) > 2 else None
        text, spans = finalize(marked.rstrip("\n"))
        lower = (i - 1) in lower_idx
        if lower:
            text = text.lower()
            for s in spans:
                s["text"] = s["text"].lower()
        meta = {"source": "dev95-en", "genre": genre, "layout": layout, "lowercase": lower, "chars": len(text)}
        if sub:
            meta["subgenre"] = sub
        notes.append({"id": f"dev95-en-{i:04d}", "text": text, "spans": spans, "meta": meta})
    with open(OUT, "w", encoding="ascii", newline="\n") as fh:
        for n in notes:
            fh.write(json.dumps(n, ensure_ascii=True) + "\n")
    print(f"wrote {len(notes)} notes, {sum(len(n['spans']) for n in notes)} spans -> {OUT}")


if __name__ == "__main__":
    main()
