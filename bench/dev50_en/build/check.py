#!/usr/bin/env python3
"""Validate ../notes.jsonl and print counts by label, type and genre."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "notes.jsonl")
PAIRS = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
EDGE_PUNCT = set(".,;:!?\"'()[]{}<>-/\\|*_#`")
N_NOTES = 320


def edge_ok(s):
    """no whitespace at edges; no surrounding punctuation except what belongs to the value."""
    if not s or s != s.strip():
        return False
    first, last = s[0], s[-1]
    if first in EDGE_PUNCT:
        if not (first == "(" and ")" in s[1:]) and not (first == "+" ):
            return False
    if last in EDGE_PUNCT:
        if last == ")" and "(" in s[:-1]:
            return True
        # a final full stop is allowed only as part of an abbreviation / initial (K., J.S., Jr., St.)
        if last == "." and re.search(r"(?:^|[\s.])(?:[A-Za-z]{1,2}|Ave|Blvd|Rd|St|Ln|Ct|Pl|Dr|Jr|Sr|Inc|Co)\.$", s):
            return True
        return False
    return True


def main():
    errors = []
    ids = set()
    by_label, by_type, by_genre, spans_by_genre = (collections.Counter() for _ in range(4))
    lengths = []
    n = 0
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            o = json.loads(line)
            n += 1
            nid = o.get("id")
            if nid in ids:
                errors.append("line %d: duplicate id %s" % (ln, nid))
            ids.add(nid)
            if not re.fullmatch(r"dev50-en-\d{4}", nid or ""):
                errors.append("line %d: bad id %r" % (ln, nid))
            meta = o.get("meta", {})
            for k, v in (("language", "en"), ("source", "dev50-en")):
                if meta.get(k) != v:
                    errors.append("%s: meta.%s != %s" % (nid, k, v))
            if not meta.get("genre") or not meta.get("locale"):
                errors.append("%s: meta genre/locale missing" % nid)
            text = o["text"]
            lengths.append(len(text.encode("utf-8")))
            by_genre[meta.get("genre")] += 1
            prev_end = -1
            for sp in sorted(o["spans"], key=lambda x: (x["start"], x["end"])):
                s, e = sp["start"], sp["end"]
                if not (0 <= s < e <= len(text)):
                    errors.append("%s: bad offsets %r" % (nid, sp))
                    continue
                if text[s:e] != sp.get("text"):
                    errors.append("%s: text mismatch %r vs %r" % (nid, text[s:e], sp.get("text")))
                if s < prev_end:
                    errors.append("%s: overlap at %d" % (nid, s))
                prev_end = max(prev_end, e)
                if PAIRS.get(sp["type"]) != sp["label"]:
                    errors.append("%s: bad label/type %s/%s" % (nid, sp["label"], sp["type"]))
                if not edge_ok(text[s:e]):
                    errors.append("%s: edge whitespace/punctuation %r" % (nid, text[s:e]))
                by_label[sp["label"]] += 1
                by_type[sp["type"]] += 1
                spans_by_genre[meta.get("genre")] += 1
    if n != N_NOTES:
        errors.append("expected %d notes, found %d" % (N_NOTES, n))
    missing = [t for t in PAIRS if by_type[t] == 0]
    if missing:
        errors.append("fine types never used: %s" % ", ".join(missing))
    total = sum(by_label.values())
    print("notes: %d   spans: %d   chars(bytes) min/median/max: %d/%d/%d" % (
        n, total, min(lengths), sorted(lengths)[len(lengths) // 2], max(lengths)))
    print("\nby label:")
    for k, v in by_label.most_common():
        print("  %-12s %6d" % (k, v))
    print("\nby type:")
    for k, v in sorted(by_type.items(), key=lambda x: (PAIRS[x[0]], -x[1])):
        print("  %-10s %-15s %6d" % (PAIRS[k], k, v))
    print("\nby genre (notes / spans):")
    for k, v in sorted(by_genre.items()):
        print("  %-32s %4d %6d" % (k, v, spans_by_genre[k]))
    if errors:
        print("\nFAIL: %d problems" % len(errors))
        for e in errors[:50]:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
