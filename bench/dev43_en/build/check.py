#!/usr/bin/env python3
"""Validate bench/dev43_en/notes.jsonl.  Exits 1 on any problem.

Checks: JSON per line; record keys; unique, well-formed ids; meta fields;
span offsets/text; spans sorted, non-overlapping, trimmed, no surrounding
punctuation, on word boundaries; type/label per the guideline's table;
corpus counts (320 notes, >= 8000 spans, every fine type >= 3); and a lint
for PHI-looking strings left outside any span.
"""
import collections
import json
import os
import re
import sys

# label/type table of docs/annotation_guideline.md
TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
GENRES = {"portal_message", "nurse_triage_phone", "ooh_gp_call", "pharmacy_query", "appointment_booking",
          "telemedicine_video", "remote_monitoring_alert", "care_coordination_email"}
LOCALES = {"US", "UK", "CA", "AU", "IE", "NZ"}
N_NOTES = 320
MIN_SPANS = 8000
MIN_PER_TYPE = 3

OPEN_PUNCT = set("\"'\u201c\u201d\u2018\u2019[]{}<>,;:.!?)")
CLOSE_PUNCT = set("\"'\u201c\u201d\u2018\u2019[]{}<>,;:!?(")
ABBREV_END = re.compile(r"(?:(?<![^\W\d_])[^\W\d_]\.|(?<![^\W\d_])(?:St|Dr|Jr|Sr|Inc|Ltd|Co|Mt|Ave|Rd|Blvd|Apt)\.)$")

MONTHS = "January|February|March|April|June|July|August|September|October|November|December"
LINT = [
    ("date", re.compile(r"\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b")),
    ("date", re.compile(r"\b(?:19|20)\d\d[-/]\d{1,2}[-/]\d{1,2}\b")),
    ("date", re.compile(r"\b(?:%s|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b" % MONTHS)),
    ("date", re.compile(r"\bMay\b(?=\s*\d)|(?<=\d\s)May\b")),
    ("date", re.compile(r"\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Tues|Wed|Thu|Thurs|Fri)\b")),
    ("date", re.compile(r"\b(?:19[2-9]\d|20[0-3]\d)\b(?! ?(?:hrs|h)\b)")),
    ("date", re.compile(r"\b(?:Christmas|Easter|Thanksgiving|Boxing Day|Anzac Day|Waitangi Day|Canada Day|Labou?r Day|Memorial Day|"
                        r"New Year's Day|St Patrick's Day|St Stephen's Day|Victoria Day|Australia Day|Good Friday)\b")),
    ("email", re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")),
    ("url", re.compile(r"(?:https?://|\bwww\.)\S*[^\s.,;:)\]]")),
    ("ip", re.compile(r"\b\d{1,3}(?:\.\d{1,3}){3}\b|\b2001:db8:[0-9a-f:]+")),
    ("phone", re.compile(r"555[-. ]?01\d\d|07700 ?900\d{3}|01632 ?960\d{3}|0491 ?57\d ?\d{3}|496 ?0\d{3}")),
    ("name", re.compile(r"\b(?:Dr|Mr|Mrs|Ms|Miss|Prof)\.? (?P<v>[A-Z][\w'-]+)")),
]


def fail(errs, msg):
    errs.append(msg)


def check(path):
    errs = []
    ids = set()
    type_counts = collections.Counter()
    n = 0
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    if lines and lines[-1] == "":
        lines = lines[:-1]
    for ln, line in enumerate(lines, 1):
        try:
            rec = json.loads(line)
        except Exception as e:   # noqa: BLE001
            fail(errs, "line %d: invalid JSON (%s)" % (ln, e))
            continue
        n += 1
        if not isinstance(rec, dict) or set(rec) != {"id", "text", "spans", "meta"}:
            fail(errs, "line %d: bad record keys" % ln)
            continue
        rid = rec["id"]
        if not isinstance(rid, str) or not re.fullmatch(r"dev43-en-\d{4}", rid):
            fail(errs, "line %d: bad id %r" % (ln, rid))
        if rid in ids:
            fail(errs, "line %d: duplicate id %s" % (ln, rid))
        ids.add(rid)
        text = rec["text"]
        if not isinstance(text, str) or not text.strip():
            fail(errs, "%s: empty text" % rid)
            continue
        meta = rec["meta"]
        if not isinstance(meta, dict):
            fail(errs, "%s: meta not an object" % rid)
        else:
            for k in ("language", "source", "genre", "locale"):
                if k not in meta:
                    fail(errs, "%s: meta.%s missing" % (rid, k))
            if meta.get("language") != "en":
                fail(errs, "%s: meta.language" % rid)
            if meta.get("source") != "dev43-en":
                fail(errs, "%s: meta.source" % rid)
            if meta.get("genre") not in GENRES:
                fail(errs, "%s: meta.genre %r" % (rid, meta.get("genre")))
            if meta.get("locale") not in LOCALES:
                fail(errs, "%s: meta.locale %r" % (rid, meta.get("locale")))
        spans = rec["spans"]
        if not isinstance(spans, list):
            fail(errs, "%s: spans not a list" % rid)
            continue
        covered = [False] * len(text)
        prev_end = -1
        prev_start = -1
        for i, sp in enumerate(spans):
            where = "%s span %d" % (rid, i)
            if not isinstance(sp, dict) or set(sp) != {"start", "end", "label", "type", "text"}:
                fail(errs, "%s: bad span keys" % where)
                continue
            s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int)) or isinstance(s, bool) or isinstance(e, bool):
                fail(errs, "%s: offsets not int" % where)
                continue
            if not (0 <= s < e <= len(text)):
                fail(errs, "%s: offsets out of range" % where)
                continue
            if text[s:e] != st:
                fail(errs, "%s: text mismatch %r != %r" % (where, text[s:e], st))
            if typ not in TYPE_LABEL:
                fail(errs, "%s: unknown type %r" % (where, typ))
            elif TYPE_LABEL[typ] != lab:
                fail(errs, "%s: label %r inconsistent with type %r" % (where, lab, typ))
            if s < prev_start:
                fail(errs, "%s: spans not sorted" % where)
            if s < prev_end:
                fail(errs, "%s: overlaps previous span" % where)
            prev_start, prev_end = s, max(prev_end, e)
            if st != st.strip():
                fail(errs, "%s: leading/trailing whitespace %r" % (where, st))
            if "\n" in st or "\t" in st:
                fail(errs, "%s: newline/tab inside span %r" % (where, st))
            first, last = st[:1], st[-1:]
            if first in OPEN_PUNCT or (first == "(" and ")" not in st):
                fail(errs, "%s: starts with punctuation %r" % (where, st))
            if last in CLOSE_PUNCT or (last == ")" and "(" not in st):
                fail(errs, "%s: ends with punctuation %r" % (where, st))
            if last == "." and not ABBREV_END.search(st):
                fail(errs, "%s: ends with full stop %r" % (where, st))
            if TYPE_LABEL.get(typ) == "NAME" and re.search(r"['\u2019]s$", st):
                fail(errs, "%s: possessive inside name %r" % (where, st))
            if s > 0 and text[s - 1].isalnum():
                fail(errs, "%s: starts inside a word %r" % (where, st))
            if e < len(text) and text[e].isalnum() and typ != "AGE":
                fail(errs, "%s: ends inside a word %r" % (where, st))
            for k in range(s, e):
                covered[k] = True
            type_counts[typ] += 1
        for kind, rx in LINT:
            for m in rx.finditer(text):
                g = "v" if "v" in rx.groupindex else 0
                if not all(covered[m.start(g):m.end(g)]):
                    fail(errs, "%s: unannotated %s-like string %r" % (rid, kind, m.group(0)))
    if n != N_NOTES:
        fail(errs, "expected %d notes, found %d" % (N_NOTES, n))
    total = sum(type_counts.values())
    if total < MIN_SPANS:
        fail(errs, "only %d spans (< %d)" % (total, MIN_SPANS))
    for typ in TYPE_LABEL:
        if type_counts[typ] < MIN_PER_TYPE:
            fail(errs, "type %s occurs %d times (< %d)" % (typ, type_counts[typ], MIN_PER_TYPE))
    return errs, n, total, type_counts


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(here), "notes.jsonl")
    errs, n, total, counts = check(path)
    for e in errs[:200]:
        print("ERROR:", e)
    if len(errs) > 200:
        print("... %d more errors" % (len(errs) - 200))
    print("%d notes, %d spans, %d types present; %d problem(s)" % (n, total, sum(1 for t in TYPE_LABEL if counts[t]), len(errs)))
    sys.exit(1 if errs else 0)


if __name__ == "__main__":
    main()
