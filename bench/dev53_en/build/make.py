"""Regenerate ../notes.jsonl deterministically (random.Random(53)).

Usage: python3 build/make.py   (from anywhere)"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import common  # noqa: E402
from common import Doc, TYPE2LABEL  # noqa: E402
import g_primary, g_urgent, g_peds, g_obgyn, g_behav, g_rehab, g_snf, g_ems  # noqa: E402

GENRES = [g_primary, g_urgent, g_peds, g_obgyn, g_behav, g_rehab, g_snf, g_ems]
PER_GENRE = 40


def build():
    common.R.seed(53)
    plan = [g for g in GENRES for _ in range(PER_GENRE)]
    common.R.shuffle(plan)
    out = []
    for i, mod in enumerate(plan):
        common.new_note()
        d = Doc()
        genre = mod.gen(d)
        text = d.text()
        spans = []
        for s, e, t in sorted(d.spans):
            spans.append({"start": s, "end": e, "label": TYPE2LABEL[t], "type": t, "text": text[s:e]})
        out.append({"id": "dev53-en-%04d" % (i + 1), "text": text, "spans": spans,
                    "meta": {"language": "en", "source": "dev53-en", "genre": genre, "locale": "US"}})
    return out


def main():
    notes = build()
    path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for n in notes:
            f.write(json.dumps(n, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(n["spans"]) for n in notes), path))


if __name__ == "__main__":
    main()
