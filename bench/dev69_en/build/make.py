#!/usr/bin/env python3.11
"""Generate /work/main/bench/dev69_en/notes.jsonl (deterministic, seed 69, standard library only).

Gold offsets come from control-character markers placed around every PHI value while a note is
composed (see core.M / core.strip_markers); nothing is found by searching the finished text.
This script writes notes.jsonl only; it never touches README.md."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import strip_markers  # noqa: E402
from ctx import Ctx  # noqa: E402
from genres import GENRES  # noqa: E402
from blocks import audit  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
PER_GENRE = 26


def tidy(text, spans):
    """Drop trailing spaces on lines and collapse runs of blank lines, shifting gold offsets."""
    keep = []
    lines = text.split("\n")
    pos = 0
    out_chars = []
    mapping = {}
    blank_run = 0
    for ln in lines:
        stripped = ln.rstrip(" \t")
        is_blank = stripped == ""
        if is_blank:
            blank_run += 1
        else:
            blank_run = 0
        drop = is_blank and blank_run > 1
        if not drop:
            for i, ch in enumerate(stripped):
                mapping[pos + i] = len(out_chars)
                out_chars.append(ch)
            mapping[pos + len(ln)] = len(out_chars)
            out_chars.append("\n")
        pos += len(ln) + 1
    new = "".join(out_chars).strip("\n")
    lead = len("".join(out_chars)) - len("".join(out_chars).lstrip("\n"))
    for s in spans:
        st = mapping[s["start"]] - lead
        en = mapping[s["end"] - 1] + 1 - lead
        keep.append({**s, "start": st, "end": en})
    return new, keep


def main():
    R = random.Random(69)
    plan = []
    for name, fn in GENRES:
        for _ in range(PER_GENRE):
            plan.append((name, fn))
    R.shuffle(plan)
    rows = []
    for i, (name, fn) in enumerate(plan, 1):
        loc = "UK" if R.random() < 0.25 else "US"
        c = Ctx(R, loc)
        marked, layout = fn(c)
        if R.random() < 0.3:
            marked += "\n\n" + audit(c)
            layout += "+audit"
        text, spans = strip_markers(marked)
        text, spans = tidy(text, spans)
        for s in spans:
            assert text[s["start"]:s["end"]] == s["text"], (i, s)
        text.encode("ascii")
        rows.append({
            "id": f"dev69-en-{i:04d}",
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]} for s in spans],
            "meta": {"language": "en", "source": "dev69-en", "genre": name, "locale": "en-GB" if loc == "UK" else "en-US", "layout": layout},
        })
    with open(OUT, "w", encoding="ascii", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=True) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(r['spans']) for r in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()
