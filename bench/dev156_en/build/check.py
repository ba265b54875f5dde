"""Validate ../notes.jsonl against the annotation guideline rules and size targets."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from doc import LABELS  # noqa: E402

MIN_NOTES_LONG, MIN_NOTES_SHORT, MIN_SPANS, MIN_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 600, 8000, 15, 10, 30
EDGE_BAD = set(",;:!?\"'`")


def edge_problem(v):
    if v != v.strip():
        return "whitespace at edge"
    if v[0] in EDGE_BAD or v[-1] in EDGE_BAD:
        return "punctuation at edge"
    if v[0] in "([{" and not any(ch in v for ch in ")]}"):
        return "unbalanced opening bracket"
    if v[-1] in ")]}" and not any(ch in v for ch in "([{"):
        return "unbalanced closing bracket"
    if v[0] in ".-/" or v[-1] in "-/":
        return "punctuation at edge"
    if v[-1] == "." and not re.search(r"(?:^|[\s.])[A-Za-z]\.$", v):
        return "trailing full stop"
    return None


def main():
    path = os.path.join(HERE, "..", "notes.jsonl")
    errors = []
    types = collections.Counter()
    genres = collections.Counter()
    countries = collections.Counter()
    n_notes = n_spans = n_lower = total_chars = 0
    ids = set()
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            o = json.loads(line)
            n_notes += 1
            nid = o["id"]
            if nid in ids:
                errors.append("%s: duplicate id" % nid)
            ids.add(nid)
            text = o["text"]
            total_chars += len(text)
            m = o["meta"]
            if m.get("source") != "dev156-en":
                errors.append("%s: bad source" % nid)
            genres[m["genre"]] += 1
            countries[m["country"]] += 1
            if m["lowercase"]:
                n_lower += 1
                if text != text.lower():
                    errors.append("%s: lowercase flag but text has capitals" % nid)
            prev_end = -1
            for s in sorted(o["spans"], key=lambda x: (x["start"], x["end"])):
                n_spans += 1
                st, en, lab, typ = s["start"], s["end"], s["label"], s["type"]
                if not (0 <= st < en <= len(text)):
                    errors.append("%s: bad offsets %r" % (nid, s))
                    continue
                if text[st:en] != s["text"]:
                    errors.append("%s: text mismatch %r vs %r" % (nid, text[st:en], s["text"]))
                if LABELS.get(typ) != lab:
                    errors.append("%s: invalid label/type %s/%s" % (nid, lab, typ))
                if st < prev_end:
                    errors.append("%s: overlap at %d" % (nid, st))
                prev_end = max(prev_end, en)
                p = edge_problem(text[st:en])
                if p:
                    errors.append("%s: %s in %r" % (nid, p, text[st:en]))
                types[typ] += 1
    avg = total_chars / max(1, n_notes)
    min_notes = MIN_NOTES_LONG if avg >= 1200 else MIN_NOTES_SHORT
    if n_notes < min_notes:
        errors.append("only %d notes (need %d at average length %.0f)" % (n_notes, min_notes, avg))
    if n_spans < MIN_SPANS:
        errors.append("only %d spans" % n_spans)
    for t in LABELS:
        if types[t] < MIN_TYPE:
            errors.append("type %s only %d times" % (t, types[t]))
    big = [g for g, k in genres.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errors.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / max(1, n_notes)
    if not (0.10 <= frac <= 0.25):
        errors.append("lowercase fraction %.2f out of range" % frac)
    print("notes %d  spans %d  avg chars %.0f  lowercase %d (%.1f%%)" % (n_notes, n_spans, avg, n_lower, 100 * frac))
    print("countries:", dict(countries))
    print("\nper type:")
    for t in LABELS:
        print("  %-15s %-12s %6d" % (LABELS[t], t, types[t]))
    print("  min over types: %d" % min(types[t] for t in LABELS))
    print("\nper genre:")
    for g, k in sorted(genres.items()):
        print("  %-32s %4d" % (g, k))
    if errors:
        print("\nFAILED: %d problems" % len(errors))
        for e in errors[:60]:
            print("  " + e)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
