#!/usr/bin/env python3.11
"""Validate dev66_en/notes.jsonl against the annotation guideline's span rules.
Prints counts; exits non-zero on any problem."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

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
MIN_NOTES, MIN_SPANS = 320, 8000
MIN_BYTES, MAX_BYTES = 300, 5 * 1024

LEAD_BAD = set("\"'`,;:.!?[]{}<>)-/")
TRAIL_BAD = set("\"'`,;:!?[]{}<>(-/")
INITIAL_END = re.compile(r"(?:^|[\s.])[A-Za-z]\.$")

# PHI-looking strings that must never sit outside a gold span
LEAKS = [
    ("email", re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")),
    ("url", re.compile(r"(?i)\b(?:https?://|www\.)\S+|\bexample\.(?:org|com|net)\b")),
    ("ip", re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")),
    ("phone", re.compile(r"\b555[-. ]?01\d\d\b")),
    ("numeric date", re.compile(r"(?<![\d.])\b\d{1,2}/\d{1,2}/\d{2,4}\b|\b(?:19|20)\d\d-\d\d-\d\d\b")),
    ("month+day", re.compile(r"(?i)\b(?P<core>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.? \d{1,2}\b")),
    ("weekday", re.compile(r"(?i)\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b")),
    ("holiday", re.compile(r"(?i)\b(?:christmas|thanksgiving|easter|halloween)\b")),
]


def main():
    problems = []

    def bad(nid, msg):
        problems.append("%s: %s" % (nid, msg))

    if not os.path.exists(PATH):
        print("missing", PATH)
        return 1
    notes = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except json.JSONDecodeError as e:
                bad("line %d" % ln, "bad JSON: %s" % e)

    ids = collections.Counter(n.get("id") for n in notes)
    for k, v in ids.items():
        if v > 1:
            bad(k, "duplicate id x%d" % v)

    by_type, by_label = collections.Counter(), collections.Counter()
    by_genre, by_layout, by_locale, by_case = (collections.Counter() for _ in range(4))
    spans_total = 0
    for n in notes:
        nid = n.get("id", "?")
        if not re.fullmatch(r"dev66-en-\d{4}", str(nid)):
            bad(nid, "bad id format")
        text = n.get("text")
        if not isinstance(text, str):
            bad(nid, "text missing")
            continue
        size = len(text.encode("utf-8"))
        if not MIN_BYTES <= size <= MAX_BYTES:
            bad(nid, "size %d bytes out of [%d, %d]" % (size, MIN_BYTES, MAX_BYTES))
        meta = n.get("meta", {})
        for k in ("language", "source", "genre", "locale", "layout"):
            if k not in meta:
                bad(nid, "meta.%s missing" % k)
        if meta.get("language") != "en" or meta.get("source") != "dev66-en":
            bad(nid, "meta language/source wrong")
        by_genre[meta.get("genre")] += 1
        by_layout[(meta.get("genre"), meta.get("layout"))] += 1
        by_locale[meta.get("locale")] += 1
        by_case[meta.get("case", "?")] += 1

        spans = n.get("spans", [])
        prev_end = -1
        covered = [False] * len(text)
        for s in spans:
            spans_total += 1
            try:
                st, en, lab, ty, stext = s["start"], s["end"], s["label"], s["type"], s["text"]
            except KeyError as e:
                bad(nid, "span key missing %s" % e)
                continue
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                bad(nid, "bad offsets %r" % s)
                continue
            val = text[st:en]
            if val != stext:
                bad(nid, "span text mismatch %r != %r" % (val, stext))
            if ty not in CATEGORY:
                bad(nid, "unknown type %r" % ty)
            elif CATEGORY[ty] != lab:
                bad(nid, "label %s does not match type %s" % (lab, ty))
            if st < prev_end:
                bad(nid, "spans unsorted/overlapping at %d" % st)
            elif st == prev_end:
                bad(nid, "spans touch at %d" % st)
            prev_end = en
            if val != val.strip():
                bad(nid, "whitespace at span edge %r" % val)
            if val[0] in LEAD_BAD or (val[0] == "(" and ")" not in val):
                bad(nid, "leading punctuation in span %r" % val)
            if val[-1] in TRAIL_BAD or (val[-1] == ")" and "(" not in val):
                bad(nid, "trailing punctuation in span %r" % val)
            if val[-1] == "." and not INITIAL_END.search(val):
                bad(nid, "trailing full stop in span %r" % val)
            if val.count("(") != val.count(")"):
                bad(nid, "unbalanced brackets in span %r" % val)
            if st > 0 and val[0].isalnum() and text[st - 1].isalnum():
                bad(nid, "span starts mid-word %r" % text[max(0, st - 5):en])
            if en < len(text) and val[-1].isalnum() and text[en].isalnum():
                if not (ty == "AGE" and val[-1].isdigit() and text[en].isalpha()):
                    bad(nid, "span ends mid-word %r" % text[st:en + 5])
            for i in range(st, en):
                covered[i] = True
            by_type[ty] += 1
            by_label[lab] += 1

        # leak scan: PHI-shaped strings outside gold spans
        for name, rx in LEAKS:
            for m in rx.finditer(text):
                if "core" in rx.groupindex:
                    a, b = m.start("core"), m.end("core")
                else:
                    a, b = m.start(), m.start() + len(m.group(0).rstrip(").,;:'\""))
                if not all(covered[a:b]):
                    bad(nid, "unannotated %s-like text %r" % (name, m.group(0)))

    missing = [t for t in CATEGORY if by_type[t] == 0]
    if missing:
        problems.append("fine types never used: %s" % ", ".join(missing))
    if len(notes) < MIN_NOTES:
        problems.append("only %d notes (< %d)" % (len(notes), MIN_NOTES))
    if spans_total < MIN_SPANS:
        problems.append("only %d spans (< %d)" % (spans_total, MIN_SPANS))

    print("notes: %d   spans: %d" % (len(notes), spans_total))
    print("by label: " + ", ".join("%s %d" % kv for kv in sorted(by_label.items())))
    print("by type:")
    for t in CATEGORY:
        print("  %-15s %-10s %5d" % (t, CATEGORY[t], by_type[t]))
    print("by genre: " + ", ".join("%s %d" % kv for kv in sorted(by_genre.items())))
    print("by locale: " + ", ".join("%s %d" % kv for kv in sorted(by_locale.items())))
    print("by case: " + ", ".join("%s %d" % kv for kv in sorted(by_case.items())))
    print("by layout: " + ", ".join("%s/%s %d" % (g, l, v) for (g, l), v in sorted(by_layout.items())))
    if problems:
        print("\n%d PROBLEM(S):" % len(problems))
        for p in problems[:200]:
            print("  " + p)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
