#!/usr/bin/env python3
"""Validate bench/dev25_en/notes.jsonl. Exit non-zero on any problem. `--markdown` prints count tables."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# the guideline's table: fine type -> label
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
MIN_NOTES = 440
MIN_SPANS = 12000
MIN_PER_TYPE = 5
PUNCT_EDGE = set(" \t\n\r.,;:!?\"'()[]{}<>")
PUNCT_OK_END = {"."}  # a value may end in '.' only for initials / abbreviations such as 'J.S.' or 'Co.'


def main(argv):
    md = "--markdown" in argv
    path = PATH
    for a in argv[1:]:
        if not a.startswith("--"):
            path = a
    problems = []
    notes = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except json.JSONDecodeError as e:
                problems.append("line %d: bad JSON: %s" % (ln, e))
    ids = set()
    type_c = collections.Counter()
    label_c = collections.Counter()
    loc_c = collections.Counter()
    gen_c = collections.Counter()
    loc_gen = collections.Counter()
    nspans = 0
    for rec in notes:
        rid = rec.get("id")
        if not isinstance(rid, str) or not rid.startswith("dev25-en-"):
            problems.append("bad id %r" % rid)
        if rid in ids:
            problems.append("duplicate id %s" % rid)
        ids.add(rid)
        text = rec.get("text")
        if not isinstance(text, str) or not text.strip():
            problems.append("%s: empty text" % rid)
            continue
        meta = rec.get("meta", {})
        if meta.get("source") != "dev25-en":
            problems.append("%s: meta.source %r" % (rid, meta.get("source")))
        if meta.get("language") != "en":
            problems.append("%s: meta.language %r" % (rid, meta.get("language")))
        for k in ("genre", "locale"):
            if not meta.get(k):
                problems.append("%s: meta.%s missing" % (rid, k))
        loc_c[meta.get("locale")] += 1
        gen_c[meta.get("genre")] += 1
        loc_gen[(meta.get("genre"), meta.get("locale"))] += 1
        prev_end = -1
        prev_start = -1
        for sp in rec.get("spans", []):
            nspans += 1
            s, e = sp.get("start"), sp.get("end")
            lab, typ, st = sp.get("label"), sp.get("type"), sp.get("text")
            where = "%s[%s:%s]" % (rid, s, e)
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                problems.append("%s: bad offsets" % where)
                continue
            if text[s:e] != st:
                problems.append("%s: text mismatch %r != %r" % (where, text[s:e], st))
            if typ not in TYPES:
                problems.append("%s: unknown type %r" % (where, typ))
            elif TYPES[typ] != lab:
                problems.append("%s: label %r does not match type %r" % (where, lab, typ))
            if st != st.strip():
                problems.append("%s: leading/trailing whitespace %r" % (where, st))
            if st and st[0] in PUNCT_EDGE and not (st[0] == "(" and ")" in st):
                problems.append("%s: starts with punctuation %r" % (where, st))
            if st and st[-1] in PUNCT_EDGE and st[-1] not in PUNCT_OK_END and not (st[-1] == ")" and "(" in st):
                problems.append("%s: ends with punctuation %r" % (where, st))
            if st and st[-1] == "." and not (len(st) >= 2 and (st[-2].isalpha() and (len(st) == 2 or st[-3] in ". "))):
                problems.append("%s: ends with a full stop that is not an initial %r" % (where, st))
            if s < prev_start:
                problems.append("%s: spans not sorted" % where)
            if s < prev_end:
                problems.append("%s: overlaps previous span" % where)
            prev_start, prev_end = s, max(prev_end, e)
            type_c[typ] += 1
            label_c[lab] += 1
    if len(notes) < MIN_NOTES:
        problems.append("only %d notes (< %d)" % (len(notes), MIN_NOTES))
    if nspans < MIN_SPANS:
        problems.append("only %d spans (< %d)" % (nspans, MIN_SPANS))
    for t in TYPES:
        if type_c[t] < MIN_PER_TYPE:
            problems.append("type %s appears %d times (< %d)" % (t, type_c[t], MIN_PER_TYPE))

    if md:
        print("Notes: %d  Spans: %d\n" % (len(notes), nspans))
        print("| locale | notes |\n|---|---:|")
        for k, v in sorted(loc_c.items()):
            print("| %s | %d |" % (k, v))
        print("\n| genre | notes |\n|---|---:|")
        for k, v in sorted(gen_c.items()):
            print("| %s | %d |" % (k, v))
        locs = sorted(loc_c)
        print("\n| genre | " + " | ".join(locs) + " |\n|---|" + "---:|" * len(locs))
        for g in sorted(gen_c):
            print("| %s | " % g + " | ".join(str(loc_gen[(g, l)]) for l in locs) + " |")
        print("\n| label | spans |\n|---|---:|")
        for k, v in sorted(label_c.items(), key=lambda x: -x[1]):
            print("| %s | %d |" % (k, v))
        print("\n| label | type | spans |\n|---|---|---:|")
        for t in sorted(TYPES, key=lambda x: (TYPES[x], -type_c[x])):
            print("| %s | %s | %d |" % (TYPES[t], t, type_c[t]))
        print()
    if problems:
        for p in problems[:200]:
            print("PROBLEM: " + p, file=sys.stderr)
        print("%d problem(s)" % len(problems), file=sys.stderr)
        return 1
    print("OK: %d notes, %d spans, %d types present" % (len(notes), nspans, sum(1 for t in TYPES if type_c[t])))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
