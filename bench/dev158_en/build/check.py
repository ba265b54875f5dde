"""Validate bench/dev158_en/notes.jsonl. Run from bench/dev158_en: python3 build/check.py"""
import collections
import json
import os
import re
import sys

VALID = {
    "NAME": {"PATIENT", "DOCTOR", "FAMILY", "USERNAME"},
    "AGE": {"AGE"},
    "DATE": {"DATE"},
    "LOCATION": {"STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION",
                 "LOCATION_OTHER"},
    "ID": {"MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"},
    "CONTACT": {"PHONE", "FAX", "EMAIL", "URL", "IPADDR"},
    "PROFESSION": {"PROFESSION"},
}
ALL_TYPES = {t for ts in VALID.values() for t in ts}
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
PUNCT_EDGE = set(".,;:!?\"'()[]{}")


def main():
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    path = os.path.join(here, "notes.jsonl")
    errors = []
    notes = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                errors.append("line %d: bad JSON (%s)" % (ln, e))
    ids = set()
    types = collections.Counter()
    genres = collections.Counter()
    countries = collections.Counter()
    n_lower = 0
    total_chars = 0
    n_spans = 0
    for r in notes:
        nid = r.get("id", "?")
        if not re.fullmatch(r"dev158-\d{4}", nid):
            errors.append("%s: bad id" % nid)
        if nid in ids:
            errors.append("%s: duplicate id" % nid)
        ids.add(nid)
        text = r["text"]
        meta = r["meta"]
        if meta.get("source") != "dev158-en":
            errors.append("%s: bad meta.source" % nid)
        for key in ("genre", "lowercase", "country"):
            if key not in meta:
                errors.append("%s: meta.%s missing" % (nid, key))
        genres[meta["genre"]] += 1
        countries[meta["country"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                errors.append("%s: lowercase note has upper-case text" % nid)
        total_chars += len(text)
        prev_end = -1
        for s in sorted(r["spans"], key=lambda s: (s["start"], s["end"])):
            n_spans += 1
            st, en = s["start"], s["end"]
            if not (0 <= st < en <= len(text)):
                errors.append("%s: span out of range %r" % (nid, s))
                continue
            if text[st:en] != s["text"]:
                errors.append("%s: offset mismatch %r vs %r" % (nid, text[st:en], s["text"]))
            if "\n" in s["text"] or "\t" in s["text"]:
                errors.append("%s: line break or tab inside span %r" % (nid, s["text"]))
            if s["text"] != s["text"].strip() or not s["text"].strip():
                errors.append("%s: whitespace at span edge %r" % (nid, s["text"]))
            if s["text"][-1] in PUNCT_EDGE and not s["text"].endswith((".", ")")):
                errors.append("%s: trailing punctuation %r" % (nid, s["text"]))
            if s["text"][0] in PUNCT_EDGE and s["text"][0] not in "(#":
                errors.append("%s: leading punctuation %r" % (nid, s["text"]))
            if s["label"] not in VALID or s["type"] not in VALID[s["label"]]:
                errors.append("%s: invalid label/type %s/%s" % (nid, s["label"], s["type"]))
            if st < prev_end:
                errors.append("%s: overlapping spans at %d" % (nid, st))
            prev_end = max(prev_end, en)
            types[s["type"]] += 1
            if set(s) - {"start", "end", "label", "type", "text"}:
                errors.append("%s: extra span keys" % nid)
    n = len(notes)
    mean = total_chars / n if n else 0
    need_notes = MIN_NOTES if mean >= 1200 else MIN_NOTES_SHORT
    if n < need_notes:
        errors.append("too few notes: %d < %d (mean %.0f chars)" % (n, need_notes, mean))
    if n_spans < MIN_SPANS:
        errors.append("too few spans: %d < %d" % (n_spans, MIN_SPANS))
    for t in sorted(ALL_TYPES):
        if types[t] < MIN_PER_TYPE:
            errors.append("type %s only %d times" % (t, types[t]))
    big = [gname for gname, c in genres.items() if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errors.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / n if n else 0
    if not 0.12 <= frac <= 0.22:
        errors.append("lower-case fraction %.3f not about 1/6" % frac)

    print("notes: %d   spans: %d   mean chars: %.0f   lower-cased: %d (%.1f%%)" % (
        n, n_spans, mean, n_lower, 100 * frac))
    print("countries: " + ", ".join("%s %d" % kv for kv in sorted(countries.items())))
    print("\nper type:")
    for t in sorted(ALL_TYPES, key=lambda t: (-types[t], t)):
        print("  %-15s %6d" % (t, types[t]))
    print("\nper genre:")
    for gname, c in sorted(genres.items()):
        print("  %-32s %4d" % (gname, c))
    if errors:
        print("\nERRORS (%d):" % len(errors))
        for e in errors[:60]:
            print("  " + e)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
