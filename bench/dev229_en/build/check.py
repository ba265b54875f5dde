"""Validate ../notes.jsonl for dev229_en and print summary statistics. Exit status 1 on any failure."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "notes.jsonl")

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
PUNCT_EDGE = " \t\n\r.,;:!?\"'()[]{}"


def main():
    errors = []

    def err(msg):
        errors.append(msg)

    notes = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except Exception as e:  # noqa: BLE001
                err("line %d does not parse: %s" % (ln, e))
    ids = []
    type_counts = collections.Counter()
    genre_counts = collections.Counter()
    country_counts = collections.Counter()
    lengths = []
    nlower = 0
    nspans = 0
    for k, o in enumerate(notes, 1):
        nid = o.get("id")
        ids.append(nid)
        if nid != "dev229-%04d" % k:
            err("id out of order or malformed at position %d: %r" % (k, nid))
        if set(o) != {"id", "text", "spans", "meta"}:
            err("%s: unexpected fields %r" % (nid, sorted(o)))
        text = o.get("text", "")
        meta = o.get("meta", {})
        if meta.get("source") != "dev229-en":
            err("%s: bad meta.source" % nid)
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: meta.lowercase not bool" % nid)
        if meta.get("country") not in ("US", "AU"):
            err("%s: bad meta.country" % nid)
        if not meta.get("genre"):
            err("%s: missing genre" % nid)
        genre_counts[meta.get("genre")] += 1
        country_counts[meta.get("country")] += 1
        lengths.append(len(text))
        if meta.get("lowercase"):
            nlower += 1
            if any(ch.isupper() for ch in text):
                err("%s: lowercase note has upper-case letters" % nid)
        prev_end = -1
        prev_start = -1
        for s in o.get("spans", []):
            nspans += 1
            if set(s) != {"start", "end", "label", "type", "text"}:
                err("%s: span fields %r" % (nid, sorted(s)))
                continue
            st, en = s["start"], s["end"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: span out of range %r" % (nid, s))
                continue
            if st < prev_start:
                err("%s: spans not sorted at %d" % (nid, st))
            if st < prev_end:
                err("%s: overlapping spans at %d" % (nid, st))
            prev_start, prev_end = st, en
            if text[st:en] != s["text"]:
                err("%s: span text mismatch %r vs %r" % (nid, text[st:en], s["text"]))
            if s["text"] != s["text"].strip():
                err("%s: span has surrounding whitespace %r" % (nid, s["text"]))
            if s["type"] not in TYPES:
                err("%s: unknown type %r" % (nid, s["type"]))
            elif TYPES[s["type"]] != s["label"]:
                err("%s: label %r does not match type %r" % (nid, s["label"], s["type"]))
            v = s["text"]
            if v and (v[-1] in ",;:" or v[0] in "[\"'" or (v[0] == "(" and ")" not in v) or (v[-1] in ")]\"" and "(" not in v)):
                err("%s: span takes in edge punctuation %r" % (nid, s["text"]))
            if s["text"].endswith(".") and s["type"] not in ("PATIENT", "DOCTOR", "FAMILY", "HOSPITAL", "ORGANIZATION", "STREET"):
                err("%s: span ends with full stop %r" % (nid, s["text"]))
            type_counts[s["type"]] += 1
    if len(set(ids)) != len(ids):
        err("duplicate ids")
    n = len(notes)
    mean = sum(lengths) / n if n else 0
    need_notes = 600 if mean < 1200 else 330
    if n < need_notes:
        err("only %d notes (need %d)" % (n, need_notes))
    if nspans < 8000:
        err("only %d spans (need 8000)" % nspans)
    for t in TYPES:
        if type_counts[t] < 15:
            err("type %s has only %d spans" % (t, type_counts[t]))
    big = [g for g, c in genre_counts.items() if c >= 30]
    if len(big) < 10:
        err("only %d genres with >= 30 notes" % len(big))
    if n and not (0.12 <= nlower / n <= 0.22):
        err("lower-cased share %.3f not about one in six" % (nlower / n))

    print("notes %d  spans %d  mean length %.0f  min %d  max %d  lowercase %d" % (n, nspans, mean, min(lengths), max(lengths), nlower))
    print("countries", dict(sorted(country_counts.items())))
    print("genres:")
    for g, c in sorted(genre_counts.items()):
        print("  %-32s %d" % (g, c))
    print("spans per type:")
    for t in TYPES:
        print("  %-15s %d" % (t, type_counts[t]))
    if errors:
        print("\n%d ERRORS" % len(errors))
        for e in errors[:50]:
            print("  " + e)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
