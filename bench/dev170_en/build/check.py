"""Validate bench/dev170_en/notes.jsonl (run from bench/dev170_en).

Checks offsets, overlaps, label/type pairs, whitespace, ids and meta, and the
size and mix thresholds of the brief; prints counts per type and per genre.
Exits non-zero on any failure.
"""
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# label -> fine types, as in docs/annotation_guideline.md
SCHEMA = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION",
                 "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE2LABEL = {t: lab for lab, ts in SCHEMA.items() for t in ts}

MIN_NOTES = 330
MIN_NOTES_SHORT = 600
SHORT_MEAN = 1200
MIN_SPANS = 8000
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30
LOWER_RANGE = (0.12, 0.22)


def main():
    errors = []

    def err(msg):
        if len(errors) < 50:
            print("ERROR:", msg)
        errors.append(msg)

    notes = []
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                err("line %d: bad JSON (%s)" % (ln, e))
    ids = Counter()
    types = Counter()
    genres = Counter()
    lower = 0
    nspans = 0
    chars = 0
    for o in notes:
        nid = o.get("id")
        ids[nid] += 1
        if sorted(o) != ["id", "meta", "spans", "text"]:
            err("%s: keys %s" % (nid, sorted(o)))
        text = o["text"]
        chars += len(text)
        meta = o.get("meta", {})
        if meta.get("source") != "dev170-en" or meta.get("country") != "US":
            err("%s: bad meta %r" % (nid, meta))
        if not isinstance(meta.get("lowercase"), bool) or not meta.get("genre"):
            err("%s: bad meta %r" % (nid, meta))
        genres[meta.get("genre")] += 1
        if meta.get("lowercase"):
            lower += 1
            if text != text.lower():
                err("%s: flagged lowercase but has upper-case letters" % nid)
        prev_end = -1
        for s in sorted(o["spans"], key=lambda s: (s["start"], s["end"])):
            nspans += 1
            st, en, lab, typ = s["start"], s["end"], s["label"], s["type"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: bad offsets %r" % (nid, s))
                continue
            seg = text[st:en]
            if seg != s.get("text"):
                err("%s: text mismatch %r vs %r" % (nid, seg, s.get("text")))
            if seg != seg.strip() or not seg.strip():
                err("%s: whitespace at span edge %r" % (nid, seg))
            if TYPE2LABEL.get(typ) != lab:
                err("%s: invalid label/type %s/%s" % (nid, lab, typ))
            if st < prev_end:
                err("%s: overlapping span at %d" % (nid, st))
            prev_end = max(prev_end, en)
            types[typ] += 1
    for nid, c in sorted(ids.items(), key=lambda kv: str(kv[0])):
        if c > 1:
            err("duplicate id %s" % nid)

    n = len(notes)
    mean = chars / n if n else 0
    need = MIN_NOTES if mean >= SHORT_MEAN else MIN_NOTES_SHORT
    if n < need:
        err("only %d notes (need %d; mean length %.0f)" % (n, need, mean))
    if nspans < MIN_SPANS:
        err("only %d spans (need %d)" % (nspans, MIN_SPANS))
    for t in sorted(TYPE2LABEL):
        if types[t] < MIN_PER_TYPE:
            err("type %s has %d spans (need %d)" % (t, types[t], MIN_PER_TYPE))
    big = [g for g, c in genres.items() if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = lower / n if n else 0
    if not LOWER_RANGE[0] <= frac <= LOWER_RANGE[1]:
        err("lower-case fraction %.3f outside %r" % (frac, LOWER_RANGE))

    print("notes: %d   spans: %d   mean chars/note: %.0f   lowercase: %d (%.1f%%)"
          % (n, nspans, mean, lower, 100 * frac))
    print("\nspans per type:")
    for lab in SCHEMA:
        for t in SCHEMA[lab]:
            print("  %-10s %-15s %6d" % (lab, t, types[t]))
    print("\nnotes per genre:")
    for g in sorted(genres):
        print("  %-34s %4d" % (g, genres[g]))
    if errors:
        print("\nFAILED: %d error(s)" % len(errors))
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
