"""Generate bench/dev111_en/notes.jsonl (deterministic; all randomness from random.Random(111)).

Each note is assembled from pieces in which every PHI value is wrapped in
private-use marker characters (phi.M).  Offsets are computed in ONE
left-to-right pass that strips the markers; the finished text is never
searched for values.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import phi as P  # noqa: E402
from genres import GENRES  # noqa: E402

NOTES_PER_GENRE = 30
LOWER_PER_GENRE = 5  # one in six
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")


def strip_markers(marked):
    """One pass: remove markers, return (text, spans)."""
    out = []
    spans = []
    i = 0
    n = len(marked)
    pos = 0
    open_ = None
    while i < n:
        ch = marked[i]
        if ch == P.MS:
            assert open_ is None, "nested marker"
            typ = P.TYPES[ord(marked[i + 1]) - 0xE100]
            open_ = (pos, typ)
            i += 2
            continue
        if ch == P.ME:
            assert open_ is not None, "unbalanced marker"
            start, typ = open_
            spans.append((start, pos, typ))
            open_ = None
            i += 1
            continue
        out.append(ch)
        pos += 1
        i += 1
    assert open_ is None
    text = "".join(out)
    res = []
    for s, e, typ in spans:
        res.append({"start": s, "end": e, "label": P.CATEGORY[typ], "type": typ, "text": text[s:e]})
    return text, res


def tidy(marked):
    # a name ending in an initial ("Maria K.") takes the sentence's full stop
    marked = marked.replace("." + P.ME + ".", "." + P.ME)
    while "\n\n\n" in marked:
        marked = marked.replace("\n\n\n", "\n\n")
    return marked.strip() + "\n"


def main():
    rng = random.Random(111)
    plan = []
    for g in GENRES:
        low = set(rng.sample(range(NOTES_PER_GENRE), LOWER_PER_GENRE))
        for k in range(NOTES_PER_GENRE):
            plan.append((g, k in low))
    rng.shuffle(plan)
    rows = []
    for idx, (g, lower) in enumerate(plan, 1):
        _, marked = GENRES[g](rng)
        marked = tidy(marked)
        if lower:
            marked = marked.lower()  # lower-case the whole note before offsets are computed
        text, spans = strip_markers(marked)
        rows.append({"id": f"dev111-en-{idx:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev111-en", "genre": g, "lowercase": lower}})
    with open(OUT, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(r['spans']) for r in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()
