#!/usr/bin/env python3.11
"""Validate /work/main/bench/dev57_en/notes.jsonl; exit non-zero on any problem.

Checks: JSON shape; unique ids; span text == note text[start:end]; spans
sorted and non-overlapping; no leading/trailing whitespace; no surrounding
punctuation taken in; no word cut in half; label == the guideline category
of the fine type; every fine type of the guideline present; minimum sizes.
Prints counts by label, type, genre, locale and layout.
"""

import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
NOTES = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# fine type -> label, written from docs/annotation_guideline.md (kept
# separate from the generator's own table on purpose)
CATEGORY = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION",
                 "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
LABEL_OF = {t: lab for lab, ts in CATEGORY.items() for t in ts}
REQUIRED = sorted(LABEL_OF)

MIN_NOTES, MIN_SPANS = 320, 8000
LEAD_BAD = set("\"'“”‘’[]{}<>,.;:!?)")        # '(' allowed only for phone/fax "(617) ..."
TRAIL_BAD = set("\"'“”‘’[]{}<>,;:!?(")       # '.' and ')' handled below
INITIAL_END = re.compile(r"(^|[\s.\-])[A-Za-z]\.$")
META_KEYS = {"language", "source", "genre", "locale", "layout"}


def main():
    errors = []

    def err(msg):
        errors.append(msg)

    if not os.path.exists(NOTES):
        print("missing %s" % NOTES)
        return 1
    ids = set()
    by_type = collections.Counter()
    by_label = collections.Counter()
    by_genre = collections.Counter()
    by_locale = collections.Counter()
    by_layout = collections.Counter()
    spans_by_genre = collections.Counter()
    n_notes = 0
    with open(NOTES, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            if not line.strip():
                err("line %d: blank line" % ln)
                continue
            try:
                rec = json.loads(line)
            except json.JSONDecodeError as e:
                err("line %d: bad JSON (%s)" % (ln, e))
                continue
            n_notes += 1
            nid = rec.get("id")
            where = "line %d (%s)" % (ln, nid)
            if not isinstance(nid, str) or not re.fullmatch(r"dev57-en-\d{4}", nid):
                err("%s: bad id" % where)
            if nid in ids:
                err("%s: duplicate id" % where)
            ids.add(nid)
            text = rec.get("text")
            if not isinstance(text, str) or not text.strip():
                err("%s: empty text" % where)
                continue
            if any(c in text for c in "\x01\x02\x03"):
                err("%s: marker characters left in text" % where)
            meta = rec.get("meta") or {}
            if set(meta) != META_KEYS:
                err("%s: meta keys %s" % (where, sorted(meta)))
            if meta.get("language") != "en" or meta.get("source") != "dev57-en":
                err("%s: meta language/source" % where)
            by_genre[meta.get("genre")] += 1
            by_locale[meta.get("locale")] += 1
            by_layout[(meta.get("genre"), meta.get("layout"))] += 1
            spans = rec.get("spans")
            if not isinstance(spans, list):
                err("%s: spans not a list" % where)
                continue
            prev_end = -1
            prev_start = -1
            for k, s in enumerate(spans):
                sw = "%s span %d" % (where, k)
                if set(s) != {"start", "end", "label", "type", "text"}:
                    err("%s: keys %s" % (sw, sorted(s)))
                    continue
                a, b, lab, typ, st = s["start"], s["end"], s["label"], s["type"], s["text"]
                if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                    err("%s: bad offsets %r-%r" % (sw, a, b))
                    continue
                if text[a:b] != st:
                    err("%s: text mismatch %r vs %r" % (sw, text[a:b], st))
                if a < prev_start or (a == prev_start and k):
                    err("%s: spans not sorted" % sw)
                if a < prev_end:
                    err("%s: overlaps previous span" % sw)
                prev_start, prev_end = a, b
                if typ not in LABEL_OF:
                    err("%s: unknown type %r" % (sw, typ))
                elif LABEL_OF[typ] != lab:
                    err("%s: label %r does not match type %r (%r)" % (sw, lab, typ, LABEL_OF[typ]))
                if st != st.strip():
                    err("%s: whitespace at edge %r" % (sw, st))
                if "\n" in st:
                    err("%s: newline inside span %r" % (sw, st))
                # surrounding punctuation
                if st[0] in LEAD_BAD:
                    err("%s: starts with punctuation %r" % (sw, st))
                if st[0] == "(" and not (typ in ("PHONE", "FAX") and ")" in st):
                    err("%s: starts with '(' %r" % (sw, st))
                if st[-1] in TRAIL_BAD:
                    err("%s: ends with punctuation %r" % (sw, st))
                if st[-1] == "." and not INITIAL_END.search(st):
                    err("%s: ends with a full stop %r" % (sw, st))
                if st[-1] == ")" and st.count("(") != st.count(")"):
                    err("%s: unbalanced ')' %r" % (sw, st))
                if st[-2:] in ("'s", "’s") and typ in ("PATIENT", "DOCTOR", "FAMILY"):
                    err("%s: possessive inside name %r" % (sw, st))
                # no word cut in half (ages written "64yo"/"58F" are the exception)
                if a > 0 and text[a - 1].isalnum() and text[a].isalnum():
                    err("%s: starts inside a word %r" % (sw, text[max(0, a - 5):b]))
                if b < len(text) and text[b].isalnum() and text[b - 1].isalnum() and typ != "AGE":
                    err("%s: ends inside a word %r" % (sw, text[a:b + 5]))
                by_type[typ] += 1
                by_label[lab] += 1
                spans_by_genre[meta.get("genre")] += 1
    missing = [t for t in REQUIRED if by_type[t] == 0]
    if missing:
        err("fine types never used: %s" % ", ".join(missing))
    total = sum(by_type.values())
    if n_notes < MIN_NOTES:
        err("only %d notes (< %d)" % (n_notes, MIN_NOTES))
    if total < MIN_SPANS:
        err("only %d spans (< %d)" % (total, MIN_SPANS))

    print("notes: %d   spans: %d" % (n_notes, total))
    print("\nby label:")
    for lab in CATEGORY:
        print("  %-12s %6d" % (lab, by_label[lab]))
    print("\nby type:")
    for lab, ts in CATEGORY.items():
        for t in ts:
            print("  %-12s %-15s %6d" % (lab, t, by_type[t]))
    print("\nby genre (notes / spans):")
    for g in sorted(by_genre):
        print("  %-20s %4d %6d" % (g, by_genre[g], spans_by_genre[g]))
    print("\nby locale:")
    for l in sorted(by_locale):
        print("  %-6s %4d" % (l, by_locale[l]))
    print("\nby layout:")
    for (g, l), n in sorted(by_layout.items()):
        print("  %-20s %-22s %4d" % (g, l, n))
    if errors:
        print("\n%d problem(s):" % len(errors))
        for e in errors[:200]:
            print("  " + e)
        return 1
    print("\nOK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
