"""Validate ../notes.jsonl for dev153_en against the annotation guideline rules."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from core import LABEL_OF  # noqa: E402

MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 600, 8000, 15, 10, 30
BAD_START = set(" \t\n\r,;:.!?\"')]}")
BAD_END = set(" \t\n\r,;:!?\"'([{")


def edge_ok(s):
    if not s:
        return False
    if s[0] in BAD_START or s[-1] in BAD_END:
        return False
    if s[-1] == ".":
        # allowed only after an initial ("Maria K.", "J.S.", "Given A. Smith" not at the end)
        if not (len(s) >= 2 and s[-2].isalpha() and (len(s) == 2 or s[-3] in " .")):
            return False
    if s[0] == "(" and ")" not in s:
        return False
    if s[-1] == ")" and "(" not in s:
        return False
    return True


def main():
    path = os.path.join(HERE, "..", "notes.jsonl")
    errors = []
    types = collections.Counter()
    genres = collections.Counter()
    n_notes = n_spans = chars = lower = 0
    ids = set()
    for ln, line in enumerate(open(path, encoding="utf-8"), 1):
        o = json.loads(line)
        nid = o["id"]
        if nid in ids:
            errors.append("%s: duplicate id" % nid)
        ids.add(nid)
        text = o["text"]
        meta = o["meta"]
        n_notes += 1
        chars += len(text)
        genres[meta["genre"]] += 1
        if meta["source"] != "dev153-en" or meta["country"] not in ("UK", "IE"):
            errors.append("%s: bad meta" % nid)
        if meta["lowercase"]:
            lower += 1
            if text != text.lower():
                errors.append("%s: lowercase flag but text has capitals" % nid)
        prev_end = -1
        for s in sorted(o["spans"], key=lambda x: (x["start"], x["end"])):
            n_spans += 1
            st, en, lab, typ = s["start"], s["end"], s["label"], s["type"]
            types[typ] += 1
            if LABEL_OF.get(typ) != lab:
                errors.append("%s: bad label/type %s/%s" % (nid, lab, typ))
            if not (0 <= st < en <= len(text)):
                errors.append("%s: bad offsets %d-%d" % (nid, st, en))
                continue
            if text[st:en] != s["text"]:
                errors.append("%s: text mismatch at %d" % (nid, st))
            if st < prev_end:
                errors.append("%s: overlap at %d" % (nid, st))
            prev_end = en
            if not edge_ok(s["text"]):
                errors.append("%s: bad edge %r" % (nid, s["text"]))
            # a span must not cut a word in half
            if st > 0 and text[st - 1].isalnum() and text[st].isalnum() and typ != "AGE":
                errors.append("%s: span starts inside a token %r" % (nid, text[max(0, st - 5):en]))
            if en < len(text) and text[en].isalnum() and text[en - 1].isalnum() and typ != "AGE":
                errors.append("%s: span ends inside a token %r" % (nid, text[st:en + 5]))
    avg = chars / max(1, n_notes)
    need = MIN_NOTES if avg >= 1200 else MIN_NOTES_SHORT
    if n_notes < need:
        errors.append("only %d notes (need %d, avg %.0f chars)" % (n_notes, need, avg))
    if n_spans < MIN_SPANS:
        errors.append("only %d spans" % n_spans)
    for t in LABEL_OF:
        if types[t] < MIN_TYPE:
            errors.append("type %s only %d" % (t, types[t]))
    big = [g for g, c in genres.items() if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errors.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    print("notes %d  spans %d  avg chars %.0f  lowercase %d (%.1f%%)" % (n_notes, n_spans, avg, lower, 100.0 * lower / n_notes))
    print("\nper type:")
    for t in LABEL_OF:
        print("  %-15s %6d" % (t, types[t]))
    print("  min over types: %d" % min(types[t] for t in LABEL_OF))
    print("\nper genre:")
    for g, c in sorted(genres.items()):
        print("  %-30s %4d" % (g, c))
    if errors:
        print("\nFAIL: %d problems" % len(errors))
        for e in errors[:40]:
            print("  " + e)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
