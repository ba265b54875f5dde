"""Build bench/dev255_en/notes.jsonl (author 255). Deterministic: random.Random(255), no set iteration."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from core import B, Persona  # noqa: E402
from genres1 import GENRES1  # noqa: E402
from genres2 import GENRES2  # noqa: E402

PER_GENRE = 30
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")


def main():
    rng = random.Random(255)
    genres = GENRES1 + GENRES2
    order = [g for g in genres for _ in range(PER_GENRE)]
    rng.shuffle(order)
    lines = []
    for i, (gname, fn) in enumerate(order):
        lower = (i % 6 == 5)
        country = rng.choice(["UK", "UK", "IE", "CA"])
        P = Persona(rng, country, (14, 20) if gname == "transition_review" else (18, 76))
        b = B(rng, lower, P)
        fn(b, P, rng)
        text = b.text()
        spans = sorted(b.spans, key=lambda s: (s["start"], s["end"]))
        rec = {"id": "dev255-%04d" % (i + 1), "text": text,
               "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                          "text": s["text"]} for s in spans],
               "meta": {"source": "dev255-en", "genre": gname, "lowercase": lower,
                        "country": {"UK": "GB", "IE": "IE", "CA": "CA"}[country]}}
        lines.append(json.dumps(rec, ensure_ascii=False, sort_keys=False))
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(lines) + "\n")
    print("wrote", len(lines), "notes to", OUT)


if __name__ == "__main__":
    main()
