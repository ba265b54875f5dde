#!/usr/bin/env python3
"""Validator for dev40-en/notes.jsonl.  Exits non-zero on any problem.

Structural checks: valid JSON per line, record/meta fields, unique ids, offsets
(text[start:end] == span text), spans sorted and non-overlapping, no leading or
trailing whitespace, no surrounding punctuation taken in, type in the guideline
table and label consistent with it, size targets (notes, spans, >= 3 per type).

Lint checks (things a careless generator would get wrong): a PHI name token that
appears again in the same note outside any span; unannotated month or weekday
names, four-digit years, e-mail addresses, web addresses and long digit runs.

Usage: python3 build/check.py [path/to/notes.jsonl]
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

LABEL_OF = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
N_NOTES = 320
MIN_SPANS = 8000
MIN_PER_TYPE = 3
META_KEYS = {"language": "en", "source": "dev40-en"}
LOCALES = {"US", "UK", "CA", "AU", "IE", "NZ"}
GENRES = {"oncology clinic letter", "radiotherapy planning and review", "chemotherapy day unit", "breast clinic",
          "multidisciplinary team meeting minutes", "clinical trial visit", "bone marrow transplant follow-up",
          "lymphoedema clinic"}

# characters a span may never start / end with
BAD_EDGE = set(" \t\n\r.,;:!?\"'`()[]{}<>/\\|-_*#~")
MONTHS = ("January February March April June July August September October November December "
          "Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec").split()
WEEKDAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
WD3 = "Mon Tue Wed Thu Fri Sat Sun".split()


def edge_ok(sp):
    t = sp["text"]
    first, last = t[0], t[-1]
    if first in BAD_EDGE:
        # a phone/fax may open with a bracketed area code or a plus sign
        if not (sp["type"] in ("PHONE", "FAX") and first in "(+"):
            return "starts with %r" % first
    if last in BAD_EDGE:
        if last == "." and re.search(r"(?:^|[\s.])[A-Z]\.$", t):
            pass  # initial with its own full stop (J.S., Maria K.)
        elif last == ")" and "(" in t:
            pass
        else:
            return "ends with %r" % last
    return None


def covered(spans, a, b):
    for s in spans:
        if s["start"] <= a and b <= s["end"]:
            return True
    return False


def lint(rec, errs):
    text, spans = rec["text"], rec["spans"]
    rid = rec["id"]

    def uncovered(m):
        return not covered(spans, m.start(), m.end())

    # names: every token of a person-name span that occurs elsewhere uncovered
    toks = set()
    for s in spans:
        if s["type"] in ("PATIENT", "DOCTOR", "FAMILY"):
            for w in s["text"].replace(",", " ").split():
                w = w.strip(".")
                if len(w) >= 3 and any(c.islower() for c in w):
                    toks.add(w)
    for w in sorted(toks):
        for m in re.finditer(r"(?<![\w'-])%s(?![\w-])" % re.escape(w), text):
            if uncovered(m):
                errs.append("%s: name token %r unannotated at %d" % (rid, w, m.start()))
    for w in MONTHS + WEEKDAYS:
        for m in re.finditer(r"(?<![\w-])%s(?![\w-])" % w, text):
            if uncovered(m):
                errs.append("%s: month/weekday %r unannotated at %d" % (rid, w, m.start()))
    for w in WD3:
        for m in re.finditer(r"(?<![\w-])%s(?= \d)" % w, text):
            if uncovered(m):
                errs.append("%s: weekday %r unannotated at %d" % (rid, w, m.start()))
    for m in re.finditer(r"(?<![\w.])(19[0-9]{2}|20[0-3][0-9])(?![\w.])", text):
        after = text[m.end():m.end() + 8]
        if re.match(r"\s*(mg|mL|ml|units|cGy|Gy|IU|mcg|kcal|cc|m2|mm|cm)\b", after):
            continue
        if uncovered(m):
            errs.append("%s: year-like %r unannotated at %d" % (rid, m.group(0), m.start()))
    def trimmed(m):
        a, b = m.start(), m.end()
        while b > a and text[b - 1] in ".,;:)]'\"":
            b -= 1
        return a, b

    for m in re.finditer(r"[\w.+-]+@[\w-]+\.[\w.-]+", text):
        a, b = trimmed(m)
        if not covered(spans, a, b):
            errs.append("%s: e-mail unannotated at %d" % (rid, a))
    for m in re.finditer(r"(https?://|www\.)\S+", text):
        a, b = trimmed(m)
        if not covered(spans, a, b):
            errs.append("%s: URL unannotated at %d" % (rid, a))
    for m in re.finditer(r"(?<![\w.])\d[\d \-]{5,}\d(?![\w.])", text):
        digits = re.sub(r"\D", "", m.group(0))
        if len(digits) >= 7 and not any(s["start"] < m.end() and m.start() < s["end"] for s in spans):
            errs.append("%s: long digit run %r unannotated at %d" % (rid, m.group(0), m.start()))


def main(path):
    errs = []
    ids = set()
    types = Counter()
    n = 0
    nspans = 0
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    if not raw.endswith("\n"):
        errs.append("file does not end with a newline")
    for ln, line in enumerate(raw.split("\n")[:-1], 1):
        try:
            rec = json.loads(line)
        except Exception as e:  # noqa: BLE001
            errs.append("line %d: invalid JSON (%s)" % (ln, e))
            continue
        n += 1
        if set(rec) != {"id", "text", "spans", "meta"}:
            errs.append("line %d: record keys %s" % (ln, sorted(rec)))
            continue
        rid = rec["id"]
        if not re.fullmatch(r"dev40-en-\d{4}", str(rid)):
            errs.append("line %d: bad id %r" % (ln, rid))
        if rid in ids:
            errs.append("duplicate id %s" % rid)
        ids.add(rid)
        text = rec["text"]
        if not isinstance(text, str) or not text.strip():
            errs.append("%s: empty text" % rid)
            continue
        meta = rec["meta"]
        for k, v in META_KEYS.items():
            if meta.get(k) != v:
                errs.append("%s: meta %s=%r" % (rid, k, meta.get(k)))
        if meta.get("genre") not in GENRES:
            errs.append("%s: meta genre %r" % (rid, meta.get("genre")))
        if meta.get("locale") not in LOCALES:
            errs.append("%s: meta locale %r" % (rid, meta.get("locale")))
        prev_end = -1
        prev_start = -1
        for sp in rec["spans"]:
            nspans += 1
            if set(sp) != {"start", "end", "label", "type", "text"}:
                errs.append("%s: span keys %s" % (rid, sorted(sp)))
                continue
            a, b = sp["start"], sp["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                errs.append("%s: bad offsets %r" % (rid, sp))
                continue
            if text[a:b] != sp["text"]:
                errs.append("%s: offset text mismatch %r vs %r" % (rid, text[a:b], sp["text"]))
            if a < prev_start or (a == prev_start and b <= prev_end):
                errs.append("%s: spans not sorted at %d" % (rid, a))
            if a < prev_end:
                errs.append("%s: overlapping spans at %d" % (rid, a))
            prev_start, prev_end = a, b
            t = sp["text"]
            if t != t.strip():
                errs.append("%s: whitespace at span edge %r" % (rid, t))
            e = edge_ok(sp)
            if e:
                errs.append("%s: span %r (%s) %s" % (rid, t, sp["type"], e))
            if sp["type"] not in LABEL_OF:
                errs.append("%s: unknown type %r" % (rid, sp["type"]))
            elif LABEL_OF[sp["type"]] != sp["label"]:
                errs.append("%s: label %r does not match type %r" % (rid, sp["label"], sp["type"]))
            types[sp["type"]] += 1
        lint(rec, errs)
    if n != N_NOTES:
        errs.append("expected %d notes, found %d" % (N_NOTES, n))
    if nspans < MIN_SPANS:
        errs.append("expected at least %d spans, found %d" % (MIN_SPANS, nspans))
    for t in LABEL_OF:
        if types[t] < MIN_PER_TYPE:
            errs.append("type %s occurs %d times (< %d)" % (t, types[t], MIN_PER_TYPE))
    print("%d notes, %d spans" % (n, nspans))
    for t in LABEL_OF:
        print("  %-15s %5d" % (t, types[t]))
    if errs:
        print("%d problem(s):" % len(errs))
        for e in errs[:200]:
            print("  " + e)
        if len(errs) > 200:
            print("  ... %d more" % (len(errs) - 200))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else DEFAULT))
