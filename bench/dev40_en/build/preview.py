#!/usr/bin/env python3
"""Developer helper: render a few generated notes with [TYPE:span] marks.
Usage: python3 build/preview.py [genre-key] [count] [seed]"""
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make  # noqa: E402
import locales as LC  # noqa: E402
from people import Case  # noqa: E402


def mark(text, spans):
    out, last = [], 0
    for s in spans:
        out.append(text[last:s["start"]])
        out.append("[%s:%s]" % (s["type"], text[s["start"]:s["end"]]))
        last = s["end"]
    out.append(text[last:])
    return "".join(out)


def main():
    key = sys.argv[1] if len(sys.argv) > 1 else None
    cnt = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    R = random.Random(seed)
    mods = [m for _, m in make.GENRES if key is None or m.KEY == key]
    for i in range(cnt):
        mod = mods[i % len(mods)]
        loc = R.choices(LC.LOCALES, LC.LOCALE_WEIGHTS)[0]
        C = Case(R, loc, mod.KEY)
        doc, var = mod.generate(C)
        text = doc.text().rstrip()
        print("=" * 30, mod.KEY, var, loc, len(text), "chars", len(doc.spans), "spans")
        print(mark(text, doc.spans))


if __name__ == "__main__":
    main()
