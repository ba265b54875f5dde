#!/usr/bin/env python3
"""Validator for dev41-en notes.jsonl.  Exits non-zero on any problem.

Usage: python3 build/check.py [path/to/notes.jsonl]

Checks: valid JSON, unique ids, record/meta format, offsets and span text, spans
sorted and non-overlapping, no edge whitespace or surrounding punctuation, word
boundaries, type/label from the guideline table, corpus counts; plus leak lints
(unannotated repeats of annotated values, month/weekday names, years, long digit
runs, e-mail/URL/IP shapes outside spans).
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
N_NOTES = 320
MIN_SPANS = 8000
MIN_PER_TYPE = 3
LOCALES = {"US", "UK", "CA", "AU", "IE", "NZ"}
GENRES = {"hospital_at_home_virtual_ward", "cardiology_inpatient_progress", "respiratory_inpatient_progress",
          "admission_clerking", "ward_round", "nursing_admission_assessment", "safeguarding_referral",
          "dietetics", "speech_language_therapy"}

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
MON3 = ["Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep", "Sept", "Oct", "Nov", "Dec"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = ["Mon", "Tue", "Tues", "Wed", "Thu", "Thur", "Thurs", "Fri", "Sat", "Sun"]
HOLIDAYS = ["Christmas", "Easter", "Thanksgiving", "Boxing Day", "New Year", "Anzac Day", "Hanukkah", "Diwali", "Eid",
            "Waitangi", "Matariki", "Canada Day", "Victoria Day", "Labor Day", "Labour Weekend", "Memorial Day",
            "Fourth of July", "Australia Day", "St Patrick's Day", "St Stephen's Day"]
LEAK_RE = [
    ("month/weekday/holiday", re.compile(r"\b(?:%s)\b" % "|".join(MONTHS + MON3 + WEEKDAYS + WD3 + HOLIDAYS))),
    ("year", re.compile(r"(?<![\d.])(?:19|20)\d\d(?![\d.])(?! ?(?:kcal|mL|ml|g|mg|kg|L|units|IU|ng|pg)\b)")),
    ("digit run", re.compile(r"(?<![\w.])\d[\d \-]{5,}\d")),
    ("email", re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+")),
    ("url", re.compile(r"(?:https?://|www\.)\S+|\b[\w-]+\.example\b")),
    ("ip", re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")),
]
# types whose values must not appear unannotated elsewhere in the same note
REPEAT_TYPES = {"PATIENT", "DOCTOR", "FAMILY", "USERNAME", "STREET", "CITY", "STATE", "ZIP", "COUNTRY",
                "HOSPITAL", "ORGANIZATION", "MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE",
                "VEHICLE", "BIOID", "IDNUM", "PHONE", "FAX", "EMAIL", "URL", "IPADDR"}
SHORT_OK = {"STATE"}  # two-letter state / province abbreviations


def edge_ok(t):
    """No surrounding punctuation; internal punctuation is allowed."""
    first, last = t[0], t[-1]
    if not (first.isalnum() or first == "+" or (first == "(" and ")" in t)):
        return False
    if last.isalnum():
        return True
    if last == ")" and "(" in t:
        return True
    if last == "." and len(t) >= 2 and t[-2].isupper() and (len(t) == 2 or t[-3] in " ."):
        return True  # initial, e.g. "J.S." / "Maria K."
    return False


def same_class(a, b):
    return (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit())


def main():
    global PATH
    if len(sys.argv) > 1:
        PATH = sys.argv[1]
    errors = []

    def err(msg):
        errors.append(msg)

    ids = set()
    type_counts = collections.Counter()
    n_spans = 0
    n = 0
    if not os.path.exists(PATH):
        print("missing", PATH)
        return 2
    with open(PATH, encoding="utf-8") as f:
        raw = f.read()
    if not raw.endswith("\n"):
        err("file does not end with newline")
    for ln, line in enumerate(raw.split("\n")[:-1], 1):
        try:
            rec = json.loads(line)
        except Exception as e:  # noqa
            err("line %d: invalid JSON (%s)" % (ln, e))
            continue
        n += 1
        if set(rec) != {"id", "text", "spans", "meta"}:
            err("line %d: keys %s" % (ln, sorted(rec)))
            continue
        rid = rec["id"]
        if not re.fullmatch(r"dev41-en-\d{4}", str(rid)):
            err("%s: bad id" % rid)
        if rid in ids:
            err("%s: duplicate id" % rid)
        ids.add(rid)
        text = rec["text"]
        if not isinstance(text, str) or not text:
            err("%s: empty text" % rid)
            continue
        if not (700 <= len(text) <= 6000):
            err("%s: text length %d out of range" % (rid, len(text)))
        meta = rec["meta"]
        for k in ("language", "source", "genre", "locale"):
            if k not in meta:
                err("%s: meta.%s missing" % (rid, k))
        if meta.get("language") != "en" or meta.get("source") != "dev41-en":
            err("%s: bad meta language/source" % rid)
        if meta.get("locale") not in LOCALES:
            err("%s: bad locale %r" % (rid, meta.get("locale")))
        if meta.get("genre") not in GENRES:
            err("%s: bad genre %r" % (rid, meta.get("genre")))
        spans = rec["spans"]
        prev_end = -1
        covered = [False] * len(text)
        for s in spans:
            if set(s) != {"start", "end", "label", "type", "text"}:
                err("%s: span keys %s" % (rid, sorted(s)))
                continue
            st, en, typ, lab, st_text = s["start"], s["end"], s["type"], s["label"], s["text"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: bad offsets %r" % (rid, s))
                continue
            if text[st:en] != st_text:
                err("%s: span text mismatch at %d: %r vs %r" % (rid, st, text[st:en], st_text))
            if st < prev_end:
                err("%s: spans unsorted or overlapping at %d" % (rid, st))
            prev_end = en
            if typ not in TYPE2LABEL:
                err("%s: unknown type %r" % (rid, typ))
            elif TYPE2LABEL[typ] != lab:
                err("%s: label %r inconsistent with type %r" % (rid, lab, typ))
            if st_text != st_text.strip():
                err("%s: edge whitespace in %r" % (rid, st_text))
            if "\n" in st_text:
                err("%s: newline inside span %r" % (rid, st_text))
            if not edge_ok(st_text):
                err("%s: surrounding punctuation in %s %r" % (rid, typ, st_text))
            if st > 0 and same_class(text[st - 1], text[st]):
                err("%s: span starts mid-word %r" % (rid, text[max(0, st - 5):en]))
            if en < len(text) and same_class(text[en - 1], text[en]):
                err("%s: span ends mid-word %r" % (rid, text[st:en + 5]))
            if typ in ("PATIENT", "DOCTOR", "FAMILY") and st_text.endswith("'s"):
                err("%s: possessive inside name %r" % (rid, st_text))
            for i in range(st, en):
                covered[i] = True
            type_counts[typ] += 1
            n_spans += 1
        # leak lints: the same value elsewhere in the note must be annotated too
        values = set()
        for s in spans:
            if s["type"] in REPEAT_TYPES:
                values.add(s["text"])
                if s["type"] in ("PATIENT", "DOCTOR", "FAMILY"):
                    for tok in re.split(r"[\s,]+", s["text"]):
                        tok = tok.strip(".")
                        if len(tok) >= 3 and tok[0].isupper():
                            values.add(tok)
        short_states = {s["text"] for s in spans if s["type"] in SHORT_OK and len(s["text"]) <= 3}
        for v in sorted(values):
            if v in short_states:
                continue
            if len(v) < 3 and not v.isupper():
                continue
            if len(v) < 2:
                continue
            for m in re.finditer(r"(?<!\w)%s(?!\w)" % re.escape(v), text):
                if not all(covered[m.start():m.end()]):
                    err("%s: unannotated occurrence of %r at %d: %r" % (rid, v, m.start(), text[max(0, m.start() - 30):m.end() + 30]))
                    break
        for name, rx in LEAK_RE:
            for m in rx.finditer(text):
                if not any(covered[m.start():m.end()]):
                    err("%s: unannotated %s %r in %r" % (rid, name, m.group(0), text[max(0, m.start() - 30):m.end() + 30]))
    if n != N_NOTES:
        err("expected %d notes, found %d" % (N_NOTES, n))
    if n_spans < MIN_SPANS:
        err("only %d spans (< %d)" % (n_spans, MIN_SPANS))
    for t in TYPE2LABEL:
        if type_counts[t] < MIN_PER_TYPE:
            err("type %s present %d times (< %d)" % (t, type_counts[t], MIN_PER_TYPE))
    if errors:
        for e in errors[:200]:
            print("ERROR", e)
        print("%d problem(s)" % len(errors))
        return 1
    print("OK: %d notes, %d spans, %d types" % (n, n_spans, len(type_counts)))
    for t in TYPE2LABEL:
        print("  %-15s %5d" % (t, type_counts[t]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
