"""Generate bench/dev56_en/notes.jsonl (and README.md) with random.Random(56).

Every PHI value is written through seg.P markers; seg.render() strips them and
records the gold offsets, so no span is ever found by searching the text.

Run from the set directory:  python3.11 build/make.py
"""
import collections
import json
import os
import random
import re
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import ctx as CTX  # noqa: E402
import genres1  # noqa: E402
import genres2  # noqa: E402
import genres3  # noqa: E402
import pools  # noqa: E402
import readme  # noqa: E402
from seg import CLOSE, OPEN, SEP, render  # noqa: E402

SET_DIR = os.path.dirname(HERE)
OUT = os.path.join(SET_DIR, "notes.jsonl")

GENRES = [
    ("discharge_summary", genres1.discharge_summary, ["caps-headers", "caps-inline", "underlined"]),
    ("history_physical", genres1.history_physical, ["caps-headers", "caps-inline", "title-case"]),
    ("progress_note", genres1.progress_note, ["soap-daily"]),
    ("cardiology", genres2.cardiology, ["caps-headers", "caps-inline", "title-case"]),
    ("operative_note", genres2.operative_note, ["caps-headers", "caps-inline", "underlined"]),
    ("radiology", genres3.radiology, ["caps-inline", "caps-headers"]),
    ("emergency", genres3.emergency, ["caps-headers", "caps-inline", "title-case"]),
    ("clinic_letter", genres3.clinic_letter, ["letter"]),
]
PER_GENRE = 40
# per genre: 32 en-US, 4 en-CA, 2 en-GB, 2 en-AU
LOCALES = ["en-US"] * 32 + ["en-CA"] * 4 + ["en-GB"] * 2 + ["en-AU"] * 2
MIN_LEN, MAX_LEN = 1500, 5000

LEFTOVER = re.compile(r"\{[A-Za-z]+[:}]|%[sd]\b|%\.\d[f]")


def tidy(marked):
    """Whitespace clean-up on the marked text (markers hold no whitespace)."""
    marked = re.sub(r"[ \t]+\n", "\n", marked)
    marked = re.sub(r"\n{3,}", "\n\n", marked)
    # an abbreviation full stop also ends the sentence: "Otis M.." -> "Otis M.", "M.D.." -> "M.D."
    marked = re.sub(r"([A-Za-z]\.(?:" + CLOSE + r")?)\.(?=\s|$)", r"\1", marked)
    # "a 80-year-old" -> "an 80-year-old" (the article sits just before an AGE marker)
    marked = re.sub(r"\b([Aa]) (?=" + OPEN + "AGE" + SEP + r"(?:8\d?|11|18|eight\w*|eleven|eighteen)\b)",
                    lambda mm: mm.group(1) + "n ", marked)
    return marked.strip() + "\n"


def check_eponym_pools():
    stop = set(pools.EPONYM_STOP)
    for origin, (m, f, s) in pools.NAMES.items():
        bad = [n for n in m + f + s if n in stop]
        if bad:
            raise SystemExit("pool %s holds stop-listed names %s" % (origin, bad))


def one_note(r, genre, fn, layouts, locale):
    layout = r.choice(layouts)
    best = None
    for attempt in range(6):
        x = CTX.Ctx(r, locale, genre, layout)
        marked, extra = fn(x)
        marked = tidy(marked)
        text, spans = render(marked)
        if LEFTOVER.search(text):
            raise SystemExit("unexpanded template in %s: %r" % (genre, LEFTOVER.search(text).group(0)))
        if OPEN in text or SEP in text or CLOSE in text:
            raise SystemExit("marker left in text")
        cand = (text, spans, extra, layout)
        if MIN_LEN <= len(text.encode("utf-8")) <= MAX_LEN:
            return cand
        if best is None or abs(len(text) - 3000) < abs(len(best[0]) - 3000):
            best = cand
    return best


def main():
    check_eponym_pools()
    r = random.Random(56)
    slots = []
    for g, fn, lays in GENRES:
        locs = LOCALES[:]
        r.shuffle(locs)
        for i in range(PER_GENRE):
            slots.append((g, fn, lays, locs[i]))
    r.shuffle(slots)
    notes = []
    for i, (g, fn, lays, loc) in enumerate(slots, 1):
        text, spans, extra, layout = one_note(r, g, fn, lays, loc)
        if g == "progress_note":
            layout = "soap-daily"
        meta = {"language": "en", "source": "dev56-en", "genre": g, "locale": loc, "layout": layout}
        for k, v in extra.items():
            meta[k] = v
        notes.append({"id": "dev56-en-%04d" % i, "text": text,
                      "spans": [{"start": s["start"], "end": s["end"], "label": s["label"],
                                 "type": s["type"], "text": s["text"]} for s in spans],
                      "meta": meta})
    with open(OUT, "w", encoding="utf-8") as fh:
        for n in notes:
            fh.write(json.dumps(n, ensure_ascii=False) + "\n")
    readme.write(SET_DIR, notes)
    c = collections.Counter(s["type"] for n in notes for s in n["spans"])
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(c.values()), OUT))


if __name__ == "__main__":
    main()
