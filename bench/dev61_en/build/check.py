#!/usr/bin/env python3.11
"""Validate dev61_en/notes.jsonl against the annotation guideline.

Usage: python3.11 build/check.py [path/to/notes.jsonl]
Exits non-zero on any problem.  Prints counts by label and fine type.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
NOTES = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# fine type -> category, as in the guideline's table
CATEGORY = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE",
    "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
REQUIRED_TYPES = set(CATEGORY)          # the guideline has no catch-all types
MIN_NOTES, MIN_SPANS = 320, 8000
GENRES = {"gp_consultation", "community_nursing", "mental_health_crisis",
          "maternity_child_health", "occupational_insurance", "discharge_clinic_letter",
          "telehealth", "medicolegal_safeguarding"}
PER_GENRE = 40
LOCALES = {"en-GB", "en-GB-SCT", "en-IE", "en-AU", "en-NZ", "en-CA", "en-SG", "en-IN",
           "en-NG", "en-KE", "en-ZA"}

# punctuation that may never open or close a span
BAD_EDGE = set(".,;:!?\"'`()[]{}<>/\\|-_–—*&#@%")
INITIAL_END = re.compile(r"(?:^|[\s.])[A-Z]\.$")        # "Maria K.", "J.S."
IP_RE = re.compile(r"^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$")
EMAIL_RE = re.compile(r"^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[a-z]+$")
FICTIONAL_DOMAIN = re.compile(r"(^|\.)example\.(org|com|net)$")


def edge_problem(span):
    t, typ = span["text"], span["type"]
    first, last = t[0], t[-1]
    if first in BAD_EDGE:
        if not (typ in ("PHONE", "FAX") and first == "("):
            return "starts with %r" % first
    if last in BAD_EDGE:
        if last == "." and typ in ("PATIENT", "DOCTOR", "FAMILY") and INITIAL_END.search(t):
            pass                         # trailing initial: "Maria K.", "J.S."
        elif last == ")" and "(" in t:
            pass
        else:
            return "ends with %r" % last
    if t.count("(") != t.count(")"):
        return "unbalanced brackets"
    return None


def contact_problem(span):
    t, typ = span["text"], span["type"]
    if typ == "IPADDR":
        m = IP_RE.match(t)
        if not m:
            return "malformed IP"
        a, b = int(m.group(1)), int(m.group(2))
        if not (a == 10 or (a == 192 and b == 168) or (a == 172 and 16 <= b <= 31)):
            return "IP outside private ranges"
    if typ == "EMAIL":
        if not EMAIL_RE.match(t):
            return "malformed e-mail"
        if not FICTIONAL_DOMAIN.search(t.split("@", 1)[1]):
            return "e-mail domain not example.*"
    if typ == "URL":
        host = re.sub(r"^https?://", "", t).split("/")[0]
        if not FICTIONAL_DOMAIN.search(host):
            return "URL host not example.*"
    if typ in ("PHONE", "FAX"):
        digits = re.sub(r"\D", "", re.split(r"\s*(?:ext\.?|Ext|x)\s*\d+$", t)[0])
        ok = ("55501" in digits or "5550" in digits or "491570" in digits or
              "1632960" in digits or "79460" in digits or "4960" in digits or "7700900" in digits)
        if not ok and not re.fullmatch(r"(?:bleep\s*)?\d{3,5}", t):
            return "phone not in a fictional range"
    return None


def main():
    problems = []
    by_type = collections.Counter()
    by_label = collections.Counter()
    genre_n = collections.Counter()
    locale_n = collections.Counter()
    layout_n = collections.Counter()
    sizes = []
    ids = set()
    n_notes = n_spans = 0
    path = sys.argv[1] if len(sys.argv) > 1 else NOTES
    with open(path, encoding="utf-8") as f:
        for lineno, line in enumerate(f, 1):
            try:
                note = json.loads(line)
            except json.JSONDecodeError as e:
                problems.append("line %d: bad JSON (%s)" % (lineno, e))
                continue
            n_notes += 1
            nid = note.get("id")
            where = "%s (line %d)" % (nid, lineno)
            if not isinstance(nid, str) or not re.fullmatch(r"dev61-en-\d{4}", nid):
                problems.append("%s: bad id" % where)
            if nid in ids:
                problems.append("%s: duplicate id" % where)
            ids.add(nid)
            if set(note) != {"id", "text", "spans", "meta"}:
                problems.append("%s: unexpected keys %s" % (where, sorted(note)))
            text = note.get("text", "")
            meta = note.get("meta", {})
            if meta.get("language") != "en" or meta.get("source") != "dev61-en":
                problems.append("%s: bad meta language/source" % where)
            if meta.get("genre") not in GENRES:
                problems.append("%s: unknown genre %r" % (where, meta.get("genre")))
            if meta.get("locale") not in LOCALES:
                problems.append("%s: unknown locale %r" % (where, meta.get("locale")))
            if not meta.get("layout"):
                problems.append("%s: no layout" % where)
            genre_n[meta.get("genre")] += 1
            locale_n[meta.get("locale")] += 1
            layout_n[(meta.get("genre"), meta.get("layout"))] += 1
            sizes.append(len(text.encode("utf-8")))
            if any(c in text for c in "\u0002\u0003\u001f"):
                problems.append("%s: marker characters left in text" % where)
            prev_end = -1
            prev_start = -1
            for s in note.get("spans", []):
                n_spans += 1
                if set(s) != {"start", "end", "label", "type", "text"}:
                    problems.append("%s: span keys %s" % (where, sorted(s)))
                    continue
                st, en = s["start"], s["end"]
                if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                    problems.append("%s: bad offsets %r" % (where, s))
                    continue
                if text[st:en] != s["text"]:
                    problems.append("%s: text mismatch %r vs %r" % (where, text[st:en], s["text"]))
                if st < prev_start:
                    problems.append("%s: spans not sorted at %d" % (where, st))
                if st < prev_end:
                    problems.append("%s: overlapping span at %d" % (where, st))
                prev_start, prev_end = st, en
                t = s["text"]
                if t != t.strip():
                    problems.append("%s: whitespace at span edge %r" % (where, t))
                if "\n" in t:
                    problems.append("%s: newline inside span %r" % (where, t))
                if s["type"] not in CATEGORY:
                    problems.append("%s: unknown type %r" % (where, s["type"]))
                    continue
                if CATEGORY[s["type"]] != s["label"]:
                    problems.append("%s: label %s does not match type %s" % (where, s["label"], s["type"]))
                e = edge_problem(s)
                if e:
                    problems.append("%s: %s span %r %s" % (where, s["type"], t, e))
                e = contact_problem(s)
                if e:
                    problems.append("%s: %s span %r %s" % (where, s["type"], t, e))
                # a span must not cut a word in half (ages like "64yo"/"64M" excepted)
                if s["type"] != "AGE":
                    if st > 0 and text[st - 1].isalnum() and t[0].isalnum():
                        problems.append("%s: span %r starts mid-word" % (where, t))
                    if en < len(text) and text[en].isalnum() and t[-1].isalnum():
                        problems.append("%s: span %r ends mid-word" % (where, t))
                by_type[s["type"]] += 1
                by_label[s["label"]] += 1

    if n_notes < MIN_NOTES:
        problems.append("only %d notes (< %d)" % (n_notes, MIN_NOTES))
    if n_spans < MIN_SPANS:
        problems.append("only %d spans (< %d)" % (n_spans, MIN_SPANS))
    missing = REQUIRED_TYPES - set(by_type)
    if missing:
        problems.append("fine types never used: %s" % ", ".join(sorted(missing)))
    for g in GENRES:
        if genre_n[g] != PER_GENRE:
            problems.append("genre %s has %d notes (want %d)" % (g, genre_n[g], PER_GENRE))
    in_range = sum(1 for x in sizes if 1000 <= x <= 5000)
    if sizes and in_range / len(sizes) < 0.8:
        problems.append("only %d/%d notes are 1-5 KB" % (in_range, len(sizes)))

    print("notes: %d   spans: %d   mean spans/note: %.1f" % (n_notes, n_spans,
                                                            n_spans / max(n_notes, 1)))
    if sizes:
        sizes.sort()
        print("note size (bytes): min %d  median %d  max %d  in 1-5 KB: %d" % (
            sizes[0], sizes[len(sizes) // 2], sizes[-1], in_range))
    print("\nby label:")
    for k, v in sorted(by_label.items(), key=lambda x: -x[1]):
        print("  %-12s %6d" % (k, v))
    print("\nby fine type:")
    for k in sorted(CATEGORY, key=lambda t: (CATEGORY[t], t)):
        print("  %-10s %-15s %6d" % (CATEGORY[k], k, by_type[k]))
    print("\nby genre:")
    for k, v in sorted(genre_n.items()):
        print("  %-26s %4d" % (k, v))
    print("\nby locale:")
    for k, v in sorted(locale_n.items()):
        print("  %-10s %4d" % (k, v))
    if problems:
        print("\n%d PROBLEM(S):" % len(problems))
        for p in problems[:200]:
            print("  " + p)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
