#!/usr/bin/env python3.11
"""Validate bench/dev63_en/notes.jsonl against the annotation guideline's span rules.
Exits non-zero on any problem."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
EDGE_PUNCT = set("\"'`()[]{}<>,;:!?|*\u2018\u2019\u201c\u201d-/")
# a trailing full stop is only allowed when it belongs to the value (initials, abbreviations)
OK_FINAL_DOT = re.compile(r"(?:\b[A-Za-z]\.)+$|\b(?:Jr|Sr|St|Inc|Ltd|Co|Dr)\.$")
META_KEYS = {"language", "source", "genre", "locale", "layout"}


def main():
    problems = []
    ids = set()
    by_type = collections.Counter()
    by_label = collections.Counter()
    by_genre = collections.Counter()
    by_loc = collections.Counter()
    by_layout = collections.Counter()
    sizes = []
    n_notes = 0
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                o = json.loads(line)
            except ValueError as e:
                problems.append("line %d: bad JSON (%s)" % (ln, e))
                continue
            n_notes += 1
            nid = o.get("id")
            if not isinstance(nid, str) or not re.fullmatch(r"dev63-en-\d{4}", nid):
                problems.append("line %d: bad id %r" % (ln, nid))
            if nid in ids:
                problems.append("%s: duplicate id" % nid)
            ids.add(nid)
            text = o.get("text")
            if not isinstance(text, str) or not text:
                problems.append("%s: empty text" % nid)
                continue
            sizes.append(len(text.encode("utf-8")))
            meta = o.get("meta", {})
            if set(meta) != META_KEYS or meta.get("language") != "en" or meta.get("source") != "dev63-en":
                problems.append("%s: bad meta %r" % (nid, meta))
            by_genre[meta.get("genre")] += 1
            by_loc[meta.get("locale")] += 1
            by_layout[meta.get("layout")] += 1
            prev_end = -1
            prev_start = -1
            for s in o.get("spans", []):
                st, en, lab, ty, tx = s.get("start"), s.get("end"), s.get("label"), s.get("type"), s.get("text")
                where = "%s [%s:%s] %r" % (nid, st, en, tx)
                if set(s) != {"start", "end", "label", "type", "text"}:
                    problems.append("%s: span keys %r" % (where, sorted(s)))
                if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                    problems.append("%s: bad offsets" % where)
                    continue
                if text[st:en] != tx:
                    problems.append("%s: text mismatch %r" % (where, text[st:en]))
                if ty not in LABEL:
                    problems.append("%s: unknown type %r" % (where, ty))
                elif LABEL[ty] != lab:
                    problems.append("%s: label %r does not match type %r" % (where, lab, ty))
                if st < prev_start or (st == prev_start and en <= prev_end):
                    problems.append("%s: spans not sorted" % where)
                if st < prev_end:
                    problems.append("%s: overlaps previous span" % where)
                prev_start, prev_end = st, max(prev_end, en)
                if tx != tx.strip():
                    problems.append("%s: leading/trailing whitespace" % where)
                # a bracket at an edge is only internal when it is balanced inside the value,
                # e.g. the area code of "(617) 555-0182"
                balanced = tx.count("(") == tx.count(")") and tx[0] == "(" and ")" in tx[1:-1]
                if (tx[0] in EDGE_PUNCT and not balanced) or tx[-1] in EDGE_PUNCT:
                    problems.append("%s: surrounding punctuation taken in" % where)
                if tx.endswith(".") and not OK_FINAL_DOT.search(tx):
                    problems.append("%s: trailing full stop taken in" % where)
                if "\n" in tx:
                    problems.append("%s: newline inside span" % where)
                # span must not cut a word or a number in two
                if st > 0 and (text[st - 1].isalpha() and tx[0].isalpha() or text[st - 1].isdigit() and tx[0].isdigit()):
                    problems.append("%s: starts inside a token" % where)
                if en < len(text) and (text[en].isalpha() and tx[-1].isalpha() or text[en].isdigit() and tx[-1].isdigit()):
                    problems.append("%s: ends inside a token" % where)
                by_type[ty] += 1
                by_label[lab] += 1
    missing = [t for t in LABEL if by_type[t] == 0]
    if missing:
        problems.append("fine types never used: %s" % ", ".join(missing))
    if n_notes < 320:
        problems.append("only %d notes (< 320)" % n_notes)
    total = sum(by_type.values())
    if total < 8000:
        problems.append("only %d spans (< 8000)" % total)

    print("notes: %d   spans: %d" % (n_notes, total))
    if sizes:
        sizes.sort()
        inside = sum(1 for x in sizes if 1024 <= x <= 5120)
        print("note size (bytes): min %d  median %d  max %d  within 1-5 KB: %d/%d" % (
            sizes[0], sizes[len(sizes) // 2], sizes[-1], inside, len(sizes)))
    print("by genre:  " + ", ".join("%s %d" % kv for kv in sorted(by_genre.items())))
    print("by locale: " + ", ".join("%s %d" % kv for kv in sorted(by_loc.items())))
    print("by layout: " + ", ".join("%s %d" % kv for kv in sorted(by_layout.items())))
    print("by label:")
    for k, v in sorted(by_label.items(), key=lambda kv: -kv[1]):
        print("  %-12s %6d" % (k, v))
    print("by type:")
    for t in LABEL:
        print("  %-14s %-10s %6d" % (t, LABEL[t], by_type[t]))
    if problems:
        print("\n%d PROBLEM(S):" % len(problems))
        for p in problems[:200]:
            print("  " + p)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
