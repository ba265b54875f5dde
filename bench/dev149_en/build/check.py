"""Validate ../notes.jsonl: offsets, labels, overlaps, span edges, size minimums. Prints counts."""
import collections
import json
import os
import string
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from doc import TYPE2LABEL  # noqa: E402

MIN_NOTES, MIN_SPANS, MIN_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30
PUNCT = set(string.punctuation)


def edge_ok(s):
    if not s or s != s.strip():
        return False
    a, z = s[0], s[-1]
    if a in PUNCT and a not in "(+#":
        return False
    if z in PUNCT:
        if z == ")" and "(" in s:
            pass
        elif z == "." and len(s) >= 2 and s[-2].isalpha() and (len(s) == 2 or s[-3] in " .,"):
            pass  # initial such as "Maria K." or "J.S."
        else:
            return False
    return True


def main():
    path = os.path.join(HERE, "..", "notes.jsonl")
    errs = []
    types = collections.Counter()
    genres = collections.Counter()
    n_notes = n_spans = n_lower = total_chars = 0
    ids = set()
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            rec = json.loads(line)
            n_notes += 1
            nid = rec["id"]
            if nid in ids:
                errs.append("%s duplicate id" % nid)
            ids.add(nid)
            text = rec["text"]
            total_chars += len(text)
            meta = rec["meta"]
            genres[meta["genre"]] += 1
            if meta["source"] != "dev149-en":
                errs.append("%s bad source" % nid)
            if meta["lowercase"]:
                n_lower += 1
                if text != text.lower():
                    errs.append("%s marked lowercase but is not" % nid)
            prev_end = -1
            for sp in sorted(rec["spans"], key=lambda s: (s["start"], s["end"])):
                n_spans += 1
                s, e, lab, typ = sp["start"], sp["end"], sp["label"], sp["type"]
                types[typ] += 1
                if TYPE2LABEL.get(typ) != lab:
                    errs.append("%s bad label/type %s/%s" % (nid, lab, typ))
                if not (0 <= s < e <= len(text)):
                    errs.append("%s bad offsets %d-%d" % (nid, s, e))
                    continue
                if text[s:e] != sp["text"]:
                    errs.append("%s text mismatch %r vs %r" % (nid, text[s:e], sp["text"]))
                if s < prev_end:
                    errs.append("%s overlap at %d" % (nid, s))
                prev_end = max(prev_end, e)
                if not edge_ok(text[s:e]):
                    errs.append("%s bad edge %s %r" % (nid, typ, text[s:e]))
                # span must not cut a word in half
                if s > 0 and text[s - 1].isalnum() and text[s].isalnum() and typ != "AGE":
                    errs.append("%s span starts mid-token %r" % (nid, text[max(0, s - 5):e]))
                if e < len(text) and text[e].isalnum() and text[e - 1].isalnum() and typ not in ("AGE",):
                    errs.append("%s span ends mid-token %r" % (nid, text[s:e + 5]))
    print("notes: %d  spans: %d  lowercase notes: %d  avg chars: %.0f" % (
        n_notes, n_spans, n_lower, total_chars / max(1, n_notes)))
    print("\nper type:")
    for t in TYPE2LABEL:
        print("  %-15s %-12s %5d" % (t, TYPE2LABEL[t], types[t]))
    print("\nper genre:")
    for g, c in sorted(genres.items()):
        print("  %-32s %4d" % (g, c))
    min_notes = MIN_NOTES if total_chars / max(1, n_notes) >= 1200 else 600
    if n_notes < min_notes:
        errs.append("too few notes: %d < %d" % (n_notes, min_notes))
    if n_spans < MIN_SPANS:
        errs.append("too few spans: %d" % n_spans)
    for t in TYPE2LABEL:
        if types[t] < MIN_TYPE:
            errs.append("type %s only %d" % (t, types[t]))
    big = [g for g, c in genres.items() if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    if not (n_notes / 10 <= n_lower <= n_notes / 4):
        errs.append("lowercase share off: %d/%d" % (n_lower, n_notes))
    print("\nmin over fine types: %d" % min(types[t] for t in TYPE2LABEL))
    if errs:
        print("\nFAIL: %d problems" % len(errs))
        for x in errs[:60]:
            print("  " + x)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
