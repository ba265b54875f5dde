#!/usr/bin/env python3
"""Validate bench/dev44_en/notes.jsonl.  Exits 1 on any problem.

Usage:  python3 build/check.py [PATH]
"""
import collections
import json
import os
import re
import sys

# label table of docs/annotation_guideline.md (type -> label)
TABLE = {
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
GENRES = {"discharge_summary", "history_and_physical", "consult_note", "operative_report",
          "emergency_department_note", "progress_note", "radiology_report", "nursing_note"}
N_NOTES = 320
MIN_SPANS = 8000
MIN_PER_TYPE = 3

OPEN_BAD = set("\"'([{<,;:.!?-/*#")
CLOSE_BAD = set("\"',;:!?)]}>-/*#.")
INITIAL_END = re.compile(r"(?:^|[\s.])[A-Za-z]\.$")      # "Maria K.", "J.S."
# types whose every occurrence in a note is cross-checked (value -> must be covered)
XCHECK = {"PATIENT", "DOCTOR", "FAMILY", "HOSPITAL", "ORGANIZATION", "CITY", "STREET", "MRN", "SSN",
          "PHONE", "FAX", "EMAIL", "URL", "ACCOUNT", "HEALTHPLAN", "IDNUM", "DEVICE", "VEHICLE",
          "LICENSE", "BIOID", "IPADDR", "USERNAME", "LOCATION_OTHER", "COUNTRY", "PROFESSION"}
EPONYM_AFTER = re.compile(r"^(?:'s)? sign")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(here), "notes.jsonl")
    errors = []

    def err(rid, msg):
        errors.append("%s: %s" % (rid, msg))

    ids = set()
    type_counts = collections.Counter()
    genre_counts = collections.Counter()
    n_spans = 0
    n = 0
    with open(path, encoding="utf-8") as fh:
        raw = fh.read()
    if not raw.endswith("\n"):
        err("file", "does not end with a newline")
    lines = raw.split("\n")[:-1] if raw.endswith("\n") else raw.split("\n")
    for ln_no, line in enumerate(lines, 1):
        where = "line %d" % ln_no
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            err(where, "invalid JSON: %s" % e)
            continue
        n += 1
        if not isinstance(rec, dict) or set(rec) != {"id", "text", "spans", "meta"}:
            err(where, "record keys must be id, text, spans, meta")
            continue
        rid = rec["id"]
        if not isinstance(rid, str) or not re.fullmatch(r"dev44-en-\d{4}", rid):
            err(where, "bad id %r" % (rid,))
        if rid in ids:
            err(rid, "duplicate id")
        ids.add(rid)
        if rid != "dev44-en-%04d" % ln_no:
            err(rid, "id out of sequence (line %d)" % ln_no)
        text = rec["text"]
        if not isinstance(text, str) or not text.strip():
            err(rid, "empty text")
            continue
        if any(ord(ch) < 32 and ch not in "\n\t" for ch in text):
            err(rid, "control character in text")
        meta = rec["meta"]
        want = {"language": "en", "source": "dev44-en", "locale": "US"}
        if not isinstance(meta, dict) or set(meta) != {"language", "source", "genre", "locale"}:
            err(rid, "meta must have language, source, genre, locale")
        else:
            for k, v in want.items():
                if meta.get(k) != v:
                    err(rid, "meta.%s should be %r" % (k, v))
            if meta.get("genre") not in GENRES:
                err(rid, "unknown genre %r" % meta.get("genre"))
            genre_counts[meta.get("genre")] += 1
        spans = rec["spans"]
        if not isinstance(spans, list):
            err(rid, "spans not a list")
            continue
        prev_end = -1
        prev_start = -1
        covered = []
        by_text = collections.defaultdict(set)
        for s in spans:
            if not isinstance(s, dict) or set(s) != {"start", "end", "label", "type", "text"}:
                err(rid, "span keys must be start, end, label, type, text: %r" % (s,))
                continue
            st, en, lab, typ, val = s["start"], s["end"], s["label"], s["type"], s["text"]
            if not (isinstance(st, int) and isinstance(en, int)) or isinstance(st, bool) or isinstance(en, bool):
                err(rid, "non-integer offsets %r" % (s,))
                continue
            if not (0 <= st < en <= len(text)):
                err(rid, "offsets out of range %r" % (s,))
                continue
            if text[st:en] != val:
                err(rid, "text[%d:%d]=%r != %r" % (st, en, text[st:en], val))
            if typ not in TABLE:
                err(rid, "unknown type %r" % typ)
            elif TABLE[typ] != lab:
                err(rid, "label %r inconsistent with type %r" % (lab, typ))
            if st < prev_start:
                err(rid, "spans not sorted at %d" % st)
            if st < prev_end:
                err(rid, "overlapping span at %d (%r)" % (st, val))
            prev_start, prev_end = st, en
            if val != val.strip():
                err(rid, "span has leading/trailing whitespace %r" % val)
            if "\n" in val:
                err(rid, "span crosses a line break %r" % val)
            if val and val[0] in OPEN_BAD and not (val[0] == "(" and ")" in val):
                err(rid, "span starts with punctuation %r" % val)
            if val and val[-1] in CLOSE_BAD:
                ok = (val[-1] == "." and INITIAL_END.search(val)) or (val[-1] == ")" and "(" in val)
                if not ok:
                    err(rid, "span ends with punctuation %r" % val)
            # word boundaries: a span must not cut a word in two
            if st > 0 and text[st - 1].isalnum() and text[st].isalnum():
                err(rid, "span starts inside a word %r" % text[max(0, st - 10):en])
            if en < len(text) and text[en].isalnum() and text[en - 1].isalnum() and typ != "AGE":
                err(rid, "span ends inside a word %r" % text[st:en + 10])
            covered.append((st, en))
            by_text[val].add(typ)
            type_counts[typ] += 1
            n_spans += 1
        # the same string must not be two different kinds of person
        for val, typs in by_text.items():
            people = typs & {"PATIENT", "DOCTOR", "FAMILY"}
            if len(people) > 1:
                err(rid, "%r annotated as %s" % (val, sorted(people)))
        # every occurrence of an annotated value must itself be inside a span
        for s in spans:
            if s.get("type") not in XCHECK or len(s["text"]) < (2 if s.get("type") in ("PATIENT", "DOCTOR", "FAMILY") else 4):
                continue
            pat = re.compile(r"(?<![A-Za-z0-9])" + re.escape(s["text"]) + r"(?![A-Za-z0-9])")
            for m in pat.finditer(text):
                a, b = m.span()
                if any(cs <= a and b <= ce for cs, ce in covered):
                    continue
                if EPONYM_AFTER.match(text[b:b + 8]):
                    continue
                err(rid, "unannotated occurrence of %s %r at %d" % (s["type"], s["text"], a))
                break
    if n != N_NOTES:
        err("file", "expected %d notes, found %d" % (N_NOTES, n))
    if n_spans < MIN_SPANS:
        err("file", "expected at least %d spans, found %d" % (MIN_SPANS, n_spans))
    for typ in TABLE:
        if type_counts[typ] < MIN_PER_TYPE:
            err("file", "type %s occurs %d times (< %d)" % (typ, type_counts[typ], MIN_PER_TYPE))
    for g in sorted(GENRES):
        if genre_counts[g] == 0:
            err("file", "genre %s missing" % g)

    print("notes: %d  spans: %d" % (n, n_spans))
    print("genres: " + ", ".join("%s=%d" % kv for kv in sorted(genre_counts.items())))
    print("types:  " + ", ".join("%s=%d" % (t, type_counts[t]) for t in TABLE))
    if errors:
        print("\n%d problem(s):" % len(errors))
        for e in errors[:200]:
            print("  " + e)
        if len(errors) > 200:
            print("  ... %d more" % (len(errors) - 200))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
