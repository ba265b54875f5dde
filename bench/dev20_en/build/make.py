"""Build /work/main/bench/dev20_en/notes.jsonl deterministically (seed 20)."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import LOCALES, render, problems  # noqa: E402
from genres import GENRES  # noqa: E402

SEED = 20
N_NOTES = 475
LOC_W = [("US", 20), ("UK", 18), ("CA", 11), ("AU", 11), ("NZ", 10), ("IE", 10), ("ZA", 10), ("SG", 10)]
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")


def main():
    r = random.Random(SEED)
    codes = [c for c, w in LOC_W for _ in range(w)]
    recs, rejected = [], 0
    for i in range(N_NOTES):
        gname, fn = GENRES[i % len(GENRES)]
        code = r.choice(codes)
        for attempt in range(50):
            L = LOCALES[code](r)
            text, spans = render(fn(r, L))
            if problems(text, spans) == [] and all(text[s["start"]:s["end"]] == s["text"] for s in spans):
                break
            rejected += 1
        else:
            raise SystemExit(f"could not build note {i}")
        recs.append({"id": f"dev20-en-{i + 1:04d}", "text": text,
                     "spans": [{k: s[k] for k in ("start", "end", "label", "type", "text")} for s in spans],
                     "meta": {"language": "en", "source": "dev20-en", "genre": gname, "locale": code}})
    with open(OUT, "w", encoding="utf-8") as f:
        for rec in recs:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(recs)} notes, {sum(len(x['spans']) for x in recs)} spans to {OUT} (rejected drafts: {rejected})")


if __name__ == "__main__":
    main()
