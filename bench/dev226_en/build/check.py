"""Validate bench/dev226_en/notes.jsonl against the guideline's span rules and the set's size rules."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from nb import LABELS  # noqa: E402

MIN_NOTES = 330
MIN_NOTES_SHORT = 600
SHORT_MEAN = 1200
MIN_SPANS = 8000
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30


def main(path=None):
    path = path or os.path.join(os.path.dirname(HERE), "notes.jsonl")
    errors = []

    def err(msg):
        errors.append(msg)

    notes = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                err("line %d: does not parse (%s)" % (ln, e))
    type_counts = collections.Counter()
    genre_counts = collections.Counter()
    lengths = []
    n_lower = 0
    for i, n in enumerate(notes):
        want = "dev226-%04d" % (i + 1)
        nid = n.get("id")
        if nid != want:
            err("%s: id out of order or duplicated (expected %s)" % (nid, want))
        if set(n) != {"id", "text", "spans", "meta"}:
            err("%s: unexpected fields %s" % (nid, sorted(n)))
        text = n.get("text")
        if not isinstance(text, str) or not text:
            err("%s: empty text" % nid)
            continue
        lengths.append(len(text))
        meta = n.get("meta", {})
        if meta.get("source") != "dev226-en":
            err("%s: bad meta.source" % nid)
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: meta.lowercase not boolean" % nid)
        if meta.get("country") not in ("US", "ZA"):
            err("%s: bad country" % nid)
        genre_counts[meta.get("genre")] += 1
        if meta.get("lowercase"):
            n_lower += 1
            if any(ch.isupper() for ch in text):
                err("%s: lowercase note has upper-case letters" % nid)
        prev_end = -1
        prev_start = -1
        for s in n.get("spans", []):
            if set(s) != {"start", "end", "label", "type", "text"}:
                err("%s: span fields %s" % (nid, sorted(s)))
                continue
            st, en = s["start"], s["end"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: span offsets out of range %r" % (nid, s))
                continue
            if st < prev_start:
                err("%s: spans not sorted at %d" % (nid, st))
            if st < prev_end:
                err("%s: overlapping spans at %d" % (nid, st))
            prev_start, prev_end = st, en
            if text[st:en] != s["text"]:
                err("%s: span text mismatch at %d: %r vs %r" % (nid, st, text[st:en], s["text"]))
            if s["text"] != s["text"].strip():
                err("%s: span with outer whitespace %r" % (nid, s["text"]))
            if s["type"] not in LABELS:
                err("%s: unknown type %r" % (nid, s["type"]))
            elif LABELS[s["type"]] != s["label"]:
                err("%s: label %r does not match type %r" % (nid, s["label"], s["type"]))
            if s["text"][:1] in ".,;:)]}\"'" or s["text"][-1:] in ".,;:([{\"'":
                if not (s["text"].endswith(".") and s["type"] in ("PATIENT", "DOCTOR", "FAMILY")):
                    err("%s: span takes in outer punctuation %r" % (nid, s["text"]))
            type_counts[s["type"]] += 1
    total_spans = sum(type_counts.values())
    mean = sum(lengths) / max(1, len(lengths))
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if len(notes) < need:
        err("only %d notes (need %d at mean length %.0f)" % (len(notes), need, mean))
    if total_spans < MIN_SPANS:
        err("only %d spans" % total_spans)
    for t in LABELS:
        if type_counts[t] < MIN_PER_TYPE:
            err("type %s has only %d spans" % (t, type_counts[t]))
    big = [g for g, k in genre_counts.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    lo, hi = len(notes) / 6 * 0.8, len(notes) / 6 * 1.2
    if not lo <= n_lower <= hi:
        err("lower-cased notes %d, expected about one in six" % n_lower)

    print("notes: %d  spans: %d  mean length: %.1f (min %d, max %d)  lower-cased: %d" % (
        len(notes), total_spans, mean, min(lengths), max(lengths), n_lower))
    print("genres: " + ", ".join("%s %d" % kv for kv in sorted(genre_counts.items())))
    print("types: " + ", ".join("%s %d" % (t, type_counts[t]) for t in LABELS))
    if errors:
        for e in errors[:50]:
            print("ERROR", e)
        print("%d error(s)" % len(errors))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else None))
