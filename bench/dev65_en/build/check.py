#!/usr/bin/env python3.11
"""Validate dev65_en/notes.jsonl against the PHI annotation guideline's span rules.

Usage (from the set directory): python3.11 build/check.py [notes.jsonl]
Exits non-zero on any problem.  Self-contained: does not import the generator.
"""
import collections
import json
import os
import re
import sys

sys.dont_write_bytecode = True

CATEGORY = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
EDGE_PUNCT = set(".,;:!?\"'`()[]{}<>")
ID_RE = re.compile(r"^dev65-en-\d{4}$")


def edge_problem(t, typ):
    """Return a message if the span takes in surrounding punctuation."""
    first, last = t[0], t[-1]
    if first in EDGE_PUNCT:
        # an opening bracket is inside the value only when it is closed inside (e.g. "(617) 555-0182")
        if not (first == "(" and ")" in t[1:]):
            return "starts with punctuation %r" % first
    if last in EDGE_PUNCT:
        if last == ")" and "(" in t[:-1]:
            pass
        elif last == "." and re.search(r"(^|[^A-Za-z])[A-Za-z]\.$", t):
            pass  # initials such as "Maria K." or "J.S." keep their full stop
        else:
            return "ends with punctuation %r" % last
    if t.count("(") != t.count(")"):
        return "unbalanced brackets"
    return None


def main(path):
    problems = []
    ids = set()
    by_type = collections.Counter()
    by_label = collections.Counter()
    by_genre = collections.Counter()
    by_layout = collections.Counter()
    by_locale = collections.Counter()
    sizes = []
    nspans = 0
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    for ln, line in enumerate(lines, 1):
        def bad(msg):
            problems.append("line %d: %s" % (ln, msg))
        try:
            rec = json.loads(line)
        except ValueError as e:
            bad("invalid JSON: %s" % e)
            continue
        for k in ("id", "text", "spans", "meta"):
            if k not in rec:
                bad("missing key %s" % k)
        nid = rec.get("id")
        if not isinstance(nid, str) or not ID_RE.match(nid):
            bad("bad id %r" % nid)
        if nid in ids:
            bad("duplicate id %s" % nid)
        ids.add(nid)
        meta = rec.get("meta", {})
        for k in ("language", "source", "genre", "locale", "layout"):
            if k not in meta:
                bad("meta missing %s" % k)
        if meta.get("language") != "en" or meta.get("source") != "dev65-en":
            bad("meta language/source wrong")
        by_genre[meta.get("genre")] += 1
        by_layout[meta.get("layout")] += 1
        by_locale[meta.get("locale")] += 1
        text = rec.get("text", "")
        sizes.append(len(text.encode("utf-8")))
        prev_end = -1
        prev_start = -1
        for s in rec.get("spans", []):
            nspans += 1
            st, en, lab, typ = s.get("start"), s.get("end"), s.get("label"), s.get("type")
            where = "%s [%s:%s] %s" % (nid, st, en, typ)
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                bad("%s: bad offsets" % where)
                continue
            t = text[st:en]
            if s.get("text") != t:
                bad("%s: text %r != note text %r" % (where, s.get("text"), t))
            if typ not in CATEGORY:
                bad("%s: unknown type" % where)
            elif CATEGORY[typ] != lab:
                bad("%s: label %s should be %s" % (where, lab, CATEGORY[typ]))
            if st < prev_start or (st == prev_start and en < prev_end):
                bad("%s: spans not sorted" % where)
            if st < prev_end:
                bad("%s: overlaps previous span" % where)
            prev_start, prev_end = st, en
            if t != t.strip():
                bad("%s: edge whitespace %r" % (where, t))
            msg = edge_problem(t, typ)
            if msg:
                bad("%s: %s: %r" % (where, msg, t))
            # spans must not cut words: the characters just outside are not letters/digits
            # (a number directly followed by a unit-like suffix is allowed for ages: "64yo", "72M")
            if st > 0 and text[st - 1].isalnum():
                bad("%s: starts inside a word: %r" % (where, text[max(0, st - 5):en]))
            if en < len(text) and text[en].isalnum() and typ != "AGE":
                bad("%s: ends inside a word: %r" % (where, text[st:en + 5]))
            by_type[typ] += 1
            by_label[lab] += 1
    missing = [t for t in CATEGORY if by_type[t] == 0]
    if missing:
        problems.append("fine types never used: %s" % ", ".join(missing))
    print("notes: %d   spans: %d" % (len(lines), nspans))
    print("by label:")
    for k, v in sorted(by_label.items(), key=lambda x: -x[1]):
        print("  %-14s %5d" % (k, v))
    print("by fine type:")
    for k in CATEGORY:
        print("  %-14s %5d" % (k, by_type[k]))
    print("by genre:", dict(by_genre))
    print("by layout:", dict(by_layout))
    print("locales: %d distinct" % len(by_locale))
    sizes.sort()
    inrange = sum(1 for x in sizes if 1000 <= x <= 5000)
    print("note size bytes: min %d  median %d  max %d  (%d/%d within 1-5 KB)" % (
        sizes[0], sizes[len(sizes) // 2], sizes[-1], inrange, len(sizes)))
    if len(lines) < 320:
        problems.append("fewer than 320 notes")
    if nspans < 8000:
        problems.append("fewer than 8000 spans")
    if problems:
        print("\n%d PROBLEM(S):" % len(problems))
        for p in problems[:200]:
            print("  " + p)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    p = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(here), "notes.jsonl")
    sys.exit(main(p))
