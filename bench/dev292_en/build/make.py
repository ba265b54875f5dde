"""Build bench/dev292_en/notes.jsonl.

Usage: python3 build/make.py [--out PATH]
All randomness comes from one random.Random(292); offsets are recorded while
each note is written (see gen.Doc), never searched for afterwards."""
import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import gen  # noqa: E402
import g_search  # noqa: E402
import g_donor  # noqa: E402
import g_logistics  # noqa: E402
import g_coord  # noqa: E402
import pools  # noqa: E402

SEED = 292
PER_GENRE = 54
COUNTRY_MIX = ["UK"] * 12 + ["US"] * 12 + ["CA"] * 10 + ["AU"] * 10 + ["DE"] * 10
GENRES = g_search.GENRES + g_donor.GENRES + g_logistics.GENRES + g_coord.GENRES


def build():
    rng = random.Random(SEED)
    assert len(COUNTRY_MIX) == PER_GENRE
    slots = []
    for name, fn in GENRES:
        mix = list(COUNTRY_MIX)
        rng.shuffle(mix)
        for c in mix:
            slots.append((name, fn, c))
    rng.shuffle(slots)
    n = len(slots)
    lower = set(rng.sample(range(n), round(n / 6)))
    out = []
    for i, (name, fn, c) in enumerate(slots):
        ctx = gen.Ctx(rng, c)
        doc = fn(ctx)
        text = doc.text().rstrip()
        is_lower = i in lower
        if is_lower:
            low = text.lower()
            assert len(low) == len(text)
            text = low
        spans = []
        for s, e, t in doc.spans:
            assert e <= len(text)
            spans.append({"start": s, "end": e, "label": gen.TYPES[t], "type": t, "text": text[s:e]})
        rec = {
            "id": "dev292-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev292-en", "genre": name, "lowercase": is_lower, "country": pools.HOME[c]},
        }
        out.append(json.dumps(rec, ensure_ascii=False))
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    a = ap.parse_args()
    data = build()
    with open(a.out, "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    print("wrote %s (%d notes)" % (a.out, data.count("\n")))


if __name__ == "__main__":
    main()
