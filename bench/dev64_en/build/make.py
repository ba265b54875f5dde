"""Generate bench/dev64_en/notes.jsonl (seed 64).

Every PHI value is emitted through marker.M(); marker.render() turns the marked
string into plain text plus gold spans.  This script never touches README.md.
Run from anywhere:  python3.11 build/make.py
"""
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from marker import render  # noqa: E402
from vals import Ctx, lower  # noqa: E402
import g1_ems, g2_home, g3_snf, g4_payer, g5_portal, g6_forms, g7_legal, g8_flow  # noqa: E402

GENRES = [g1_ems, g2_home, g3_snf, g4_payer, g5_portal, g6_forms, g7_legal, g8_flow]
PER_GENRE = 40
LOCALE_TAG = {"US": "en-US", "CA": "en-CA", "UK": "en-GB"}
MIN_BYTES, MAX_BYTES = 300, 5000
# documents that naturally come in series (visits, sessions, threads, shifts)
PACKETABLE = {"make_pcr", "make_sn_visit", "make_hospice_visit", "make_aide_log", "make_oncall", "make_progress",
              "make_sbar", "make_fall_huddle", "make_ur", "make_letter", "make_thread", "make_callback", "make_short",
              "make_wound", "make_dialysis", "make_infusion", "make_comment_only", "make_roi_status"}
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")


def pick_maker(r, makers):
    total = sum(w for _, w in makers)
    x = r.random() * total
    for fn, w in makers:
        x -= w
        if x < 0:
            return fn
    return makers[-1][0]


def tidy(marked):
    marked = re.sub(r"[ \t]+\n", "\n", marked)
    marked = re.sub(r"\n{3,}", "\n\n", marked)
    return marked.strip(" \n")


def main():
    r = random.Random(64)
    notes = []
    n = 0
    for g in GENRES:
        locs = ["US"] * 18 + ["CA"] * 11 + ["UK"] * 11
        r.shuffle(locs)
        for loc in locs:
            for attempt in range(200):
                c = Ctx(r, loc)
                fn = pick_maker(r, g.MAKERS)
                marked, layout = fn(c)
                if fn.__name__ in PACKETABLE and r.random() < 0.2:
                    # a packet: a second document of the same kind about the same patient
                    c.reuse_pt = True
                    c.today = c.day(r.randint(2, 21))
                    marked2, layout2 = fn(c)
                    sep = r.choice(["\n\n----------\n\n", "\n\n=== next page ===\n\n", "\n\n\n", "\n\n* * *\n\n"])
                    marked = marked + sep + marked2
                    layout = "packet(%s+%s)" % (layout, layout2)
                if "_allcaps" not in layout and "_lowercase" not in layout and "packet" not in layout and r.random() < 0.05:
                    marked = lower(marked)
                    layout += "_lowercase"
                marked = tidy(marked)
                text, spans = render(marked)
                size = len(text.encode("utf-8"))
                if MIN_BYTES <= size <= MAX_BYTES and len(spans) >= 8:
                    break
            else:
                raise SystemExit("could not fit a %s note in %d..%d bytes" % (g.GENRE, MIN_BYTES, MAX_BYTES))
            n += 1
            notes.append({"id": "dev64-en-%04d" % n, "text": text, "spans": spans,
                          "meta": {"language": "en", "source": "dev64-en", "genre": g.GENRE,
                                   "locale": LOCALE_TAG[loc], "layout": layout}})
    with open(OUT, "w", encoding="utf-8") as f:
        for note in notes:
            f.write(json.dumps(note, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(x["spans"]) for x in notes), OUT))


if __name__ == "__main__":
    main()
