"""Generate bench/dev60_en/notes.jsonl (seed 60).  Run from the set directory:
    python3.11 build/make.py
Offsets come from the marker/segment mechanism in markup.py.  README.md is not touched."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import g_summary  # noqa: E402
import g_hl7  # noqa: E402
import g_lab  # noqa: E402
import g_chart  # noqa: E402
import g_forms  # noqa: E402
import g_audit  # noqa: E402
import g_device  # noqa: E402
import g_ocr  # noqa: E402
from markup import segments, assemble  # noqa: E402
from values import Case  # noqa: E402

MODULES = [g_summary, g_hl7, g_lab, g_chart, g_forms, g_audit, g_device, g_ocr]
LOCALES = ["US", "UK", "CA", "AU"]
PER_GENRE = 40
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")


def main():
    rng = random.Random(60)
    records = []
    n = 0
    for mod in MODULES:
        locs = LOCALES * (PER_GENRE // len(LOCALES))
        rng.shuffle(locs)
        for i in range(PER_GENRE):
            loc = locs[i]
            layout, fn = mod.LAYOUTS[i % len(mod.LAYOUTS)]
            case = Case(rng, loc)
            marked = fn(case)
            segs = segments(marked)
            post = getattr(mod, "post", None)
            if post is not None:
                segs = post(case, segs, layout)
            text, spans = assemble(segs)
            n += 1
            records.append({
                "id": "dev60-en-%04d" % n,
                "text": text,
                "spans": spans,
                "meta": {"language": "en", "source": "dev60-en", "genre": mod.GENRE, "locale": loc, "layout": layout},
            })
    with open(OUT, "w", encoding="utf-8") as fh:
        for rec in records:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(records), sum(len(r["spans"]) for r in records), OUT))


if __name__ == "__main__":
    main()
