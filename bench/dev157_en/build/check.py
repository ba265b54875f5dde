"""Validate ../notes.jsonl against the annotation guideline's mechanical rules and the size targets."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "notes.jsonl")

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
BAD_START = set(",.;:!?\"'])}-/")
BAD_END = set(",;:!?\"'([{-/")

MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30


def edge_ok(v):
    if not v or v[0].isspace() or v[-1].isspace():
        return False
    if v[0] in BAD_START:
        return False
    if v[0] == "(" and ")" not in v:
        return False
    if v[-1] in BAD_END:
        return False
    if v[-1] == ")" and "(" not in v:
        return False
    if v[-1] == ".":
        # only an abbreviation-style initial ("K.", "J.S.") may end with a full stop
        if len(v) < 2 or not v[-2].isalpha() or (len(v) >= 3 and v[-3].isalpha()):
            return False
    return True


def main():
    errors = []
    types = collections.Counter()
    genres = collections.Counter()
    countries = collections.Counter()
    nspans = 0
    nlow = 0
    chars = 0
    ids = set()
    rows = [json.loads(line) for line in open(PATH, encoding="utf-8")]
    for row in rows:
        rid, text = row["id"], row["text"]
        if rid in ids:
            errors.append("%s: duplicate id" % rid)
        ids.add(rid)
        if not text.isascii():
            errors.append("%s: non-ASCII text" % rid)
        meta = row["meta"]
        if meta.get("source") != "dev157-en":
            errors.append("%s: bad source" % rid)
        if meta["lowercase"]:
            nlow += 1
            if text != text.lower():
                errors.append("%s: lowercase flag but mixed case" % rid)
        genres[meta["genre"]] += 1
        countries[meta["country"]] += 1
        chars += len(text)
        prev_end = -1
        for s in sorted(row["spans"], key=lambda s: (s["start"], s["end"])):
            nspans += 1
            st, en, lab, typ = s["start"], s["end"], s["label"], s["type"]
            if not (0 <= st < en <= len(text)):
                errors.append("%s: bad offsets %r" % (rid, s))
                continue
            if text[st:en] != s["text"]:
                errors.append("%s: text mismatch %r vs %r" % (rid, text[st:en], s["text"]))
            if LABEL.get(typ) != lab:
                errors.append("%s: bad label/type %s/%s" % (rid, lab, typ))
            if st < prev_end:
                errors.append("%s: overlap at %d" % (rid, st))
            prev_end = max(prev_end, en)
            if not edge_ok(s["text"]):
                errors.append("%s: edge whitespace/punctuation %r (%s)" % (rid, s["text"], typ))
            types[typ] += 1
    print("notes: %d  spans: %d  avg chars/note: %d  lowercase notes: %d" % (len(rows), nspans,
                                                                              chars // max(1, len(rows)), nlow))
    print("countries:", dict(countries))
    print("\nper type:")
    for t in LABEL:
        print("  %-16s %5d" % (t, types[t]))
    print("\nper genre:")
    for g, c in sorted(genres.items()):
        print("  %-32s %4d" % (g, c))
    min_notes = MIN_NOTES if chars / max(1, len(rows)) >= 1200 else 600
    if len(rows) < min_notes:
        errors.append("too few notes: %d < %d" % (len(rows), min_notes))
    if nspans < MIN_SPANS:
        errors.append("too few spans: %d" % nspans)
    for t in LABEL:
        if types[t] < MIN_PER_TYPE:
            errors.append("type %s only %d" % (t, types[t]))
    big = [g for g, c in genres.items() if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errors.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = nlow / max(1, len(rows))
    if not 0.10 <= frac <= 0.25:
        errors.append("lowercase fraction %.2f out of range" % frac)
    print("\nmin count over fine types: %d" % min(types[t] for t in LABEL))
    if errors:
        print("\nFAILED with %d errors:" % len(errors))
        for e in errors[:60]:
            print("  " + e)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
