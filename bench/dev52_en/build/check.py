#!/usr/bin/env python3
"""Validate ../notes.jsonl and print counts by label, type and genre."""
import collections
import json
import os
import re
import sys

PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")

PAIRS = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
EDGE_PUNCT = set(".,;:!?\"'()[]{}<>")
INITIAL_END = re.compile(r"(?:^|[\s.])[A-Za-z]\.$")  # name initials such as "J.S." / "Maria K."
N_NOTES = 320
MIN_SPANS = 8000
MIN_PER_TYPE = 3


def edge_ok(sp):
    t = sp["text"]
    if t != t.strip() or not t:
        return False
    a, z = t[0], t[-1]
    if a in EDGE_PUNCT:
        if not (a == "(" and ")" in t):
            return False
    if z in EDGE_PUNCT:
        if z == ")" and "(" in t:
            return True
        if z == "." and sp["label"] == "NAME" and INITIAL_END.search(t):
            return True
        return False
    return True


def main():
    errors = []
    notes = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                errors.append("line %d: bad JSON (%s)" % (ln, e))
    if len(notes) != N_NOTES:
        errors.append("expected %d notes, found %d" % (N_NOTES, len(notes)))
    ids = [n.get("id") for n in notes]
    if len(set(ids)) != len(ids):
        errors.append("duplicate ids")
    by_label = collections.Counter()
    by_type = collections.Counter()
    by_genre = collections.Counter()
    spans_by_genre = collections.Counter()
    by_locale = collections.Counter()
    sizes = []
    for n in notes:
        nid = n.get("id")
        text = n.get("text", "")
        meta = n.get("meta", {})
        for k in ("language", "source", "genre", "locale"):
            if k not in meta:
                errors.append("%s: meta.%s missing" % (nid, k))
        if meta.get("language") != "en" or meta.get("source") != "dev52-en":
            errors.append("%s: bad meta" % nid)
        by_genre[meta.get("genre")] += 1
        by_locale[meta.get("locale")] += 1
        sizes.append(len(text.encode("utf-8")))
        prev_end = -1
        for sp in sorted(n["spans"], key=lambda s: (s["start"], s["end"])):
            s, e = sp["start"], sp["end"]
            if not (0 <= s < e <= len(text)):
                errors.append("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != sp.get("text"):
                errors.append("%s: text mismatch %r vs %r" % (nid, text[s:e], sp.get("text")))
            if PAIRS.get(sp["type"]) != sp["label"]:
                errors.append("%s: unknown label/type %s/%s" % (nid, sp["label"], sp["type"]))
            if s < prev_end:
                errors.append("%s: overlap at %d" % (nid, s))
            prev_end = max(prev_end, e)
            if not edge_ok(sp):
                errors.append("%s: bad span edge %r (%s)" % (nid, sp["text"], sp["type"]))
            by_label[sp["label"]] += 1
            by_type[sp["type"]] += 1
            spans_by_genre[meta.get("genre")] += 1
    total = sum(by_label.values())
    if total < MIN_SPANS:
        errors.append("only %d spans (< %d)" % (total, MIN_SPANS))
    for t in PAIRS:
        if by_type[t] < MIN_PER_TYPE:
            errors.append("type %s appears only %d times" % (t, by_type[t]))

    print("notes: %d   spans: %d" % (len(notes), total))
    sizes.sort()
    if sizes:
        print("note size bytes: min %d  median %d  max %d" % (sizes[0], sizes[len(sizes) // 2], sizes[-1]))
    print("\nby label:")
    for k, v in by_label.most_common():
        print("  %-12s %6d" % (k, v))
    print("\nby type:")
    for k, v in sorted(by_type.items(), key=lambda kv: (PAIRS[kv[0]], -kv[1])):
        print("  %-10s %-15s %6d" % (PAIRS[k], k, v))
    print("\nby genre (notes / spans):")
    for k, v in sorted(by_genre.items()):
        print("  %-28s %4d %6d" % (k, v, spans_by_genre[k]))
    print("\nby locale:", dict(sorted(by_locale.items())))
    if errors:
        print("\nFAIL: %d problems" % len(errors))
        for e in errors[:60]:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
