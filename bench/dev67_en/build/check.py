#!/usr/bin/env python3.11
"""Validate dev67_en/notes.jsonl against the span rules of the annotation guideline.

Usage (from the set directory):  python3.11 build/check.py [notes.jsonl]
Exits non-zero on any problem.
"""
import sys

sys.dont_write_bytecode = True

import json  # noqa: E402
import re  # noqa: E402
from collections import Counter  # noqa: E402
from pathlib import Path  # noqa: E402

# fine type -> label, as in the guideline's table (kept here so the checker stands alone)
CATEGORY = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
LEAD_BAD = set("\"'[]{}<>,;:.!?)")     # a span may start with "(" only for a phone/fax area code, or "#"? never
TRAIL_BAD = set("\"'[]{}<>,;:!?(")     # "." and ")" handled below
ABBREV_END = re.compile(r"(?:\b[A-Za-z]{1,3}\.|\b[A-Za-z]\.[A-Za-z]\.)$")
META_KEYS = {"language", "source", "genre", "locale", "layout"}


def cls(ch):
    if ch.isalpha():
        return "a"
    if ch.isdigit():
        return "d"
    return "o"


def check(path):
    problems = []
    ids = set()
    by_type = Counter()
    by_label = Counter()
    by_genre = Counter()
    n_notes = 0
    sizes = []

    def bad(nid, msg):
        problems.append("%s: %s" % (nid, msg))

    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                note = json.loads(line)
            except json.JSONDecodeError as e:
                problems.append("line %d: bad JSON (%s)" % (ln, e))
                continue
            n_notes += 1
            nid = note.get("id", "line %d" % ln)
            if not re.fullmatch(r"dev67-en-\d{4}", str(nid)):
                bad(nid, "bad id format")
            if nid in ids:
                bad(nid, "duplicate id")
            ids.add(nid)
            text = note.get("text")
            if not isinstance(text, str) or not text.strip():
                bad(nid, "empty text")
                continue
            sizes.append(len(text.encode("utf-8")))
            meta = note.get("meta", {})
            if set(meta) != META_KEYS:
                bad(nid, "meta keys %s" % sorted(meta))
            if meta.get("language") != "en" or meta.get("source") != "dev67-en":
                bad(nid, "meta language/source")
            by_genre[meta.get("genre")] += 1
            prev_end = -1
            prev_start = -1
            for sp in note.get("spans", []):
                s, e, lab, typ = sp.get("start"), sp.get("end"), sp.get("label"), sp.get("type")
                if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                    bad(nid, "bad offsets %r" % sp)
                    continue
                val = text[s:e]
                if sp.get("text") != val:
                    bad(nid, "span text %r != text[%d:%d] %r" % (sp.get("text"), s, e, val))
                if typ not in CATEGORY:
                    bad(nid, "unknown type %r" % typ)
                elif CATEGORY[typ] != lab:
                    bad(nid, "label %r does not match type %r" % (lab, typ))
                if s < prev_start:
                    bad(nid, "spans not sorted at %d" % s)
                if s < prev_end:
                    bad(nid, "overlap at %d" % s)
                prev_start, prev_end = s, e
                if val != val.strip():
                    bad(nid, "whitespace at span edge %r" % val)
                if "\n" in val:
                    bad(nid, "newline inside span %r" % val)
                first, last = val[0], val[-1]
                if first in LEAD_BAD or (first == "(" and typ not in ("PHONE", "FAX")):
                    bad(nid, "leading punctuation %r (%s)" % (val, typ))
                if last in TRAIL_BAD:
                    bad(nid, "trailing punctuation %r (%s)" % (val, typ))
                if last == ")" and val.count("(") != val.count(")"):
                    bad(nid, "unbalanced closing bracket %r" % val)
                if last == "." and not ABBREV_END.search(val):
                    bad(nid, "sentence full stop taken in %r" % val)
                # a span must not cut a word or a number in two
                if s > 0 and cls(text[s - 1]) != "o" and cls(text[s - 1]) == cls(first):
                    bad(nid, "span starts inside a token %r" % text[max(0, s - 5):e])
                if e < len(text) and cls(text[e]) != "o" and cls(text[e]) == cls(last):
                    bad(nid, "span ends inside a token %r" % text[s:e + 5])
                by_type[typ] += 1
                by_label[lab] += 1
    missing = [t for t in CATEGORY if by_type[t] == 0]
    if missing:
        problems.append("fine types never used: %s" % ", ".join(missing))
    n_spans = sum(by_type.values())
    print("notes: %d   spans: %d" % (n_notes, n_spans))
    if sizes:
        sizes.sort()
        inside = sum(1 for x in sizes if 1000 <= x <= 5000)
        print("note size bytes: min %d  median %d  max %d  (%d of %d within 1-5 KB)" % (
            sizes[0], sizes[len(sizes) // 2], sizes[-1], inside, len(sizes)))
    print("by genre: " + ", ".join("%s %d" % kv for kv in sorted(by_genre.items())))
    print("by label: " + ", ".join("%s %d" % kv for kv in by_label.most_common()))
    print("by type:")
    for t in CATEGORY:
        print("  %-15s %-10s %5d" % (t, CATEGORY[t], by_type[t]))
    if problems:
        print("\n%d problem(s):" % len(problems))
        for p in problems[:60]:
            print("  " + p)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    default = Path(__file__).resolve().parent.parent / "notes.jsonl"
    sys.exit(check(sys.argv[1] if len(sys.argv) > 1 else default))
