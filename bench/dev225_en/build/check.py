"""Validate ../notes.jsonl for dev225_en and print summary statistics.
Usage: python3 check.py [path]   (exit status 1 on any failure)"""
import collections
import json
import os
import sys

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "notes.jsonl")
    errs = []

    def err(msg):
        errs.append(msg)

    recs = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                recs.append(json.loads(line))
            except ValueError as e:
                err("line %d: does not parse: %s" % (ln, e))
    seen = set()
    by_type = collections.Counter()
    by_genre = collections.Counter()
    by_country = collections.Counter()
    lengths = []
    n_lower = 0
    n_spans = 0
    for i, r in enumerate(recs):
        rid = r.get("id")
        want = "dev225-%04d" % (i + 1)
        if rid != want:
            err("%s: id out of order (expected %s)" % (rid, want))
        if rid in seen:
            err("%s: duplicate id" % rid)
        seen.add(rid)
        if set(r) != {"id", "text", "spans", "meta"}:
            err("%s: unexpected fields %s" % (rid, sorted(r)))
        text = r.get("text")
        if not isinstance(text, str) or not text:
            err("%s: empty or non-string text" % rid)
            continue
        meta = r.get("meta", {})
        if meta.get("source") != "dev225-en":
            err("%s: bad meta.source" % rid)
        if not meta.get("genre"):
            err("%s: missing genre" % rid)
        if meta.get("country") not in ("US", "NZ"):
            err("%s: bad country" % rid)
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: lowercase not bool" % rid)
        by_genre[meta.get("genre")] += 1
        by_country[meta.get("country")] += 1
        lengths.append(len(text))
        if meta.get("lowercase"):
            n_lower += 1
            if text != text.lower() or any(ch.isupper() for ch in text):
                err("%s: lowercase note contains upper-case letters" % rid)
        prev_end = -1
        prev_start = -1
        for s in r.get("spans", []):
            n_spans += 1
            if set(s) != {"start", "end", "label", "type", "text"}:
                err("%s: span fields %s" % (rid, sorted(s)))
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err("%s: span outside text %r" % (rid, s))
                continue
            if a < prev_start:
                err("%s: spans not sorted at %d" % (rid, a))
            if a < prev_end:
                err("%s: overlapping spans at %d" % (rid, a))
            prev_start, prev_end = a, b
            if text[a:b] != s["text"]:
                err("%s: span text mismatch %r vs %r" % (rid, text[a:b], s["text"]))
            if s["text"] != s["text"].strip():
                err("%s: span with leading/trailing whitespace %r" % (rid, s["text"]))
            if s["type"] not in TYPES:
                err("%s: unknown type %r" % (rid, s["type"]))
            elif TYPES[s["type"]] != s["label"]:
                err("%s: label %r does not match type %r" % (rid, s["label"], s["type"]))
            if meta.get("lowercase") and any(ch.isupper() for ch in s["text"]):
                err("%s: upper-case in lower-cased span" % rid)
            by_type[s["type"]] += 1
    n = len(recs)
    mean = sum(lengths) / float(n) if n else 0.0
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        err("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    if n_spans < MIN_SPANS:
        err("only %d spans (need %d)" % (n_spans, MIN_SPANS))
    for t in TYPES:
        if by_type[t] < MIN_PER_TYPE:
            err("type %s has %d spans (need %d)" % (t, by_type[t], MIN_PER_TYPE))
    big = [g for g, k in by_genre.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / float(n) if n else 0
    if not (0.12 <= frac <= 0.22):
        err("lower-cased fraction %.3f not about one in six" % frac)

    print("notes: %d  spans: %d  mean length: %.1f  min: %d  max: %d" % (
        n, n_spans, mean, min(lengths) if lengths else 0, max(lengths) if lengths else 0))
    print("lower-cased: %d  countries: %s" % (n_lower, dict(sorted(by_country.items()))))
    print("genres:")
    for g, k in sorted(by_genre.items()):
        print("  %-36s %d" % (g, k))
    print("spans per type:")
    for t in TYPES:
        print("  %-15s %d" % (t, by_type[t]))
    if errs:
        print("FAILED: %d problem(s)" % len(errs))
        for e in errs[:50]:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
