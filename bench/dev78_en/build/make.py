"""Build bench/dev78_en/notes.jsonl (the only file this program writes).

    cd bench/dev78_en && python3.11 build/make.py
"""
import json
import os
import random
import re
import sys

sys.dont_write_bytecode = True          # write nothing but the outputs
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import Ctx, casualize, finalize, SEG_RE, weighted  # noqa: E402
from genres import GENRES  # noqa: E402
from places import LOCALE_SHARE  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
PER_GENRE = 38


def tidy(marked):
    """Whitespace clean-up outside PHI values (before offsets are taken)."""
    parts = SEG_RE.split(marked)
    for i in range(0, len(parts), 2):
        seg = parts[i]
        seg = re.sub(r"[ \t]{2,}", " ", seg)
        seg = re.sub(r"[ \t]+\n", "\n", seg)
        seg = re.sub(r"\n[ \t]+", "\n", seg)
        seg = re.sub(r" +([,.;:!])", r"\1", seg)
        seg = re.sub(r" +\?(?=\s|$)", "?", seg)
        seg = re.sub(r"\.\.+", ".", seg)
        seg = re.sub(r"\?\.", "?", seg)
        seg = re.sub(r"!\.", "!", seg)
        parts[i] = seg
    return "".join(parts).strip()


def main():
    rng = random.Random(78)
    plan = []
    for gname, fn in GENRES:
        for _ in range(PER_GENRE):
            plan.append((gname, fn))
    rng.shuffle(plan)
    n = len(plan)
    styles = ["lower"] * round(n / 3) + ["casual"] * round(n / 3)
    styles += ["formal"] * (n - len(styles))
    rng.shuffle(styles)
    rows = []
    for i, ((gname, fn), style) in enumerate(zip(plan, styles), 1):
        loc = weighted(rng, LOCALE_SHARE)
        ctx = Ctx(rng, loc, gname, style)
        marked, layout = fn(ctx)
        marked = tidy(marked)
        if style == "lower":
            marked = casualize(marked, rng, lower=True, ts_p=0.55, typo_p=0.05)
        elif style == "casual":
            marked = casualize(marked, rng, lower=False, ts_p=0.2, typo_p=0.015)
        text, spans = finalize(marked)
        for s in spans:
            assert text[s["start"]:s["end"]] == s["text"]
        rows.append({
            "id": "dev78-en-%04d" % i,
            "text": text,
            "spans": spans,
            "meta": {"language": "en", "source": "dev78-en", "genre": gname, "locale": loc,
                     "layout": layout},
        })
    with open(OUT, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=True) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(rows), sum(len(r["spans"]) for r in rows), OUT))


if __name__ == "__main__":
    main()
