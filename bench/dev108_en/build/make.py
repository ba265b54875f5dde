"""Build bench/dev108_en/notes.jsonl (deterministic; all randomness from random.Random(108)).

Usage (from bench/dev108_en):  python3 build/make.py
"""
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from vocab import CATEGORY, SOURCE  # noqa: E402
from core import M0, M1, M2, strip_markers, ORIGINS, LOC, EMPLOYERS, SCHOOLS, WARDS, LANDMARKS  # noqa: E402
from ctx import Ctx  # noqa: E402
from genres import GENRES  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
NOTES_PER_GENRE = 60
LOWER_SHARE = 1 / 6
COUNTRIES = [("US", 3), ("UK", 3), ("AU", 2), ("IN", 2), ("ZA", 2)]

TYPOS = {"because": "becuase", "received": "recieved", "tomorrow": "tomorow", "appointment": "appointmnet",
         "please": "pls", "thanks": "thnks", "really": "realy", "doctor": "docter", "definitely": "definately",
         "waiting": "wating", "again": "agian", "about": "abt", "should": "shuold", "worried": "worreid",
         "feeling": "feelin", "something": "somthing", "since": "sinse", "would": "woud", "could": "cud",
         "message": "mesage", "tablets": "tabs", "weekend": "wkend", "appt": "apt", "your": "ur"}
PHI_SEG = re.compile("\ue000.\ue001[^\ue002]*\ue002")
WORD = re.compile(r"[A-Za-z]+")


def add_typos(r, s, p):
    """Misspell some common words in the non-PHI parts of a marked note."""
    out, last = [], 0
    for m in PHI_SEG.finditer(s):
        out.append(_typo_seg(r, s[last:m.start()], p))
        out.append(m.group(0))
        last = m.end()
    out.append(_typo_seg(r, s[last:], p))
    return "".join(out)


def _typo_seg(r, seg, p):
    def rep(m):
        w = m.group(0)
        t = TYPOS.get(w.lower())
        if t and r.random() < p:
            return t if w.islower() else t.capitalize() if w[0].isupper() and w[1:].islower() else w
        return w
    return WORD.sub(rep, seg)


def pool_sanity():
    """Name pools, places and organisations must not share a word-form."""
    names = set()
    for f, m, s in ORIGINS.values():
        names |= set(f) | set(m) | set(s)
    places = set()
    for L in LOC.values():
        places |= set(L["cities"])
    orgs = set(EMPLOYERS) | set(SCHOOLS) | set(WARDS) | set(LANDMARKS)
    assert not names & places, names & places
    assert not names & orgs
    assert not places & orgs


def main():
    pool_sanity()
    rng = random.Random(108)
    order = []
    for gname, fn in GENRES:
        order += [(gname, fn)] * NOTES_PER_GENRE
    rng.shuffle(order)
    n_lower_target = round(len(order) * LOWER_SHARE)
    lower_idx = set(rng.sample(range(len(order)), n_lower_target))
    notes = []
    for i, (gname, fn) in enumerate(order):
        cc = rng.choices([c for c, _ in COUNTRIES], [w for _, w in COUNTRIES])[0]
        ctx = Ctx(rng, cc)
        marked = fn(ctx).strip("\n")
        if rng.random() < 0.35:
            marked = add_typos(rng, marked, 0.5)
        lower = i in lower_idx
        if lower:
            low = marked.lower()
            assert len(low) == len(marked)
            marked = low
        text, spans = strip_markers(marked)
        out_spans = []
        for st, en, t in spans:
            v = text[st:en]
            assert v and v == v.strip(), (v, gname)
            out_spans.append({"start": st, "end": en, "label": CATEGORY[t], "type": t, "text": v})
        out_spans.sort(key=lambda s: (s["start"], s["end"]))
        notes.append({"id": f"dev108-en-{i + 1:04d}", "text": text, "spans": out_spans,
                      "meta": {"source": SOURCE, "genre": gname, "lowercase": lower}})
    with open(OUT, "w", encoding="utf-8") as f:
        for n in notes:
            f.write(json.dumps(n, ensure_ascii=False) + "\n")
    print(f"wrote {len(notes)} notes, {sum(len(n['spans']) for n in notes)} spans -> {OUT}")


if __name__ == "__main__":
    main()
