"""Build bench/dev141_en/notes.jsonl deterministically (seed 141). Python 3.11 standard library only."""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
PER_GENRE = 36
GENRES = genres_a.GENRES + genres_b.GENRES + genres_c.GENRES + genres_d.GENRES


def main():
    rng = random.Random(141)
    sched = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(sched)
    total = len(sched)
    lower_idx = set(rng.sample(range(total), round(total / 6)))
    rows = []
    for i, (gname, fn) in enumerate(sched):
        lower = i in lower_idx
        country = "US" if rng.random() < 0.6 else "CA"
        note, _ctx = fn(rng, country, lower)
        text = note.text().rstrip()
        spans = []
        for s in note.spans:
            assert s["end"] <= len(text)
            spans.append({"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]})
        rows.append({"id": "dev141-%04d" % (i + 1), "text": text, "spans": spans,
                     "meta": {"source": "dev141-en", "genre": gname, "lowercase": lower, "country": country}})
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(rows), sum(len(r["spans"]) for r in rows), OUT))


if __name__ == "__main__":
    main()
