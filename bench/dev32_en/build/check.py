#!/usr/bin/env python3
"""Validator for dev32-en notes.jsonl.  Exits non-zero on any problem.

    python3 build/check.py [path/to/notes.jsonl]
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# the guideline's table: fine type -> label
TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
GENRES = {"cardiology_clinic_letter", "cardiac_rehabilitation", "heart_failure_nurse_review",
          "renal_dialysis", "transplant_follow_up", "endocrinology_diabetes",
          "vascular_surgery", "anticoagulation_clinic"}
LOCALES = {"US", "UK", "CA", "AU", "IE", "NZ"}
N_NOTES = 320
MIN_SPANS = 8000
MIN_PER_TYPE = 3

OPEN_PUNCT = set("\"'([{<,;:.!?")
CLOSE_PUNCT = set("\"')]}>,;:!?")
INITIAL_END = re.compile(r"(^|[\s.])[A-Za-z]\.$")

# types whose surface strings must be annotated wherever they occur in the note
XCHECK_WHOLE = {"STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION",
                "LOCATION_OTHER", "MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE",
                "VEHICLE", "BIOID", "IDNUM", "PHONE", "FAX", "EMAIL", "URL", "IPADDR",
                "PROFESSION", "USERNAME"}
XCHECK_TOKENS = {"PATIENT", "DOCTOR", "FAMILY"}


def err(errors, msg):
    errors.append(msg)


def covered(spans, s, e):
    for sp in spans:
        if sp["start"] <= s and e <= sp["end"]:
            return True
    return False


def check(path):
    errors = []
    counts = collections.Counter()
    ids = set()
    n_notes = 0
    n_spans = 0
    with open(path, encoding="utf-8") as fh:
        raw = fh.read()
    if not raw.endswith("\n"):
        err(errors, "file does not end with a newline")
    for ln, line in enumerate(raw.split("\n")[:-1], 1):
        where = "line %d" % ln
        try:
            rec = json.loads(line)
        except ValueError as ex:
            err(errors, "%s: invalid JSON (%s)" % (where, ex))
            continue
        if not isinstance(rec, dict) or set(rec) != {"id", "text", "spans", "meta"}:
            err(errors, "%s: record keys %r" % (where, sorted(rec) if isinstance(rec, dict) else rec))
            continue
        n_notes += 1
        rid = rec["id"]
        where = rid
        if not isinstance(rid, str) or not re.fullmatch(r"dev32-en-\d{4}", rid):
            err(errors, "%s: bad id" % where)
        if rid in ids:
            err(errors, "%s: duplicate id" % where)
        ids.add(rid)
        text = rec["text"]
        if not isinstance(text, str) or not text:
            err(errors, "%s: empty text" % where)
            continue
        for bad in ("{", "}", "None", "\t"):
            if bad in text:
                err(errors, "%s: text contains %r" % (where, bad))
        if text != text.strip():
            err(errors, "%s: text has surrounding whitespace" % where)
        meta = rec["meta"]
        if not isinstance(meta, dict):
            err(errors, "%s: meta not an object" % where)
        else:
            for k in ("language", "source", "genre", "locale"):
                if k not in meta or not isinstance(meta[k], str) or not meta[k]:
                    err(errors, "%s: meta.%s missing" % (where, k))
            if meta.get("language") != "en":
                err(errors, "%s: meta.language" % where)
            if meta.get("source") != "dev32-en":
                err(errors, "%s: meta.source" % where)
            if meta.get("genre") not in GENRES:
                err(errors, "%s: meta.genre %r" % (where, meta.get("genre")))
            if meta.get("locale") not in LOCALES:
                err(errors, "%s: meta.locale %r" % (where, meta.get("locale")))
        spans = rec["spans"]
        if not isinstance(spans, list):
            err(errors, "%s: spans not a list" % where)
            continue
        prev_end = -1
        prev_start = -1
        for sp in spans:
            if not isinstance(sp, dict) or set(sp) != {"start", "end", "label", "type", "text"}:
                err(errors, "%s: span keys %r" % (where, sp))
                continue
            s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int)) or isinstance(s, bool) or isinstance(e, bool):
                err(errors, "%s: non-int offsets %r" % (where, sp))
                continue
            n_spans += 1
            counts[typ] += 1
            tag = "%s [%d:%d] %r" % (where, s, e, st)
            if not (0 <= s < e <= len(text)):
                err(errors, "%s: offsets out of range" % tag)
                continue
            if text[s:e] != st:
                err(errors, "%s: text mismatch %r" % (tag, text[s:e]))
            if typ not in TYPES:
                err(errors, "%s: unknown type %r" % (tag, typ))
            elif TYPES[typ] != lab:
                err(errors, "%s: label %r inconsistent with type %r" % (tag, lab, typ))
            if s < prev_start or (s == prev_start and e < prev_end):
                err(errors, "%s: spans not sorted" % tag)
            if s < prev_end:
                err(errors, "%s: overlaps previous span" % tag)
            prev_start, prev_end = s, e
            if st != st.strip():
                err(errors, "%s: leading/trailing whitespace" % tag)
            if not st:
                continue
            first, last = st[0], st[-1]
            if first in OPEN_PUNCT and not (first == "(" and ")" in st) and not (first == "+" ):
                err(errors, "%s: starts with punctuation" % tag)
            if last in CLOSE_PUNCT and not (last == ")" and "(" in st):
                err(errors, "%s: ends with punctuation" % tag)
            if last == "." and not (TYPES.get(typ) == "NAME" and INITIAL_END.search(st)):
                err(errors, "%s: ends with a full stop" % tag)
            # word boundaries
            if s > 0 and text[s - 1].isalnum() and st[0].isalnum():
                err(errors, "%s: starts mid-word" % tag)
            if e < len(text) and text[e].isalnum() and st[-1].isalnum() and typ != "AGE":
                err(errors, "%s: ends mid-word" % tag)
        # every occurrence of an annotated string must be annotated
        for sp in spans:
            typ = sp.get("type")
            st = sp.get("text", "")
            needles = []
            if typ in XCHECK_WHOLE and len(st) >= 3:
                needles.append(st)
            elif typ in XCHECK_TOKENS:
                for tok in re.split(r"[\s,]+", st):
                    tok = tok.strip(".")
                    if len(tok) >= 3 and any(ch.isalpha() for ch in tok):
                        needles.append(tok)
            elif typ == "DATE" and len(st) >= 8:
                needles.append(st)
            for nd in needles:
                for m in re.finditer(r"(?<![\w])" + re.escape(nd) + r"(?![\w])", text):
                    if not covered(spans, m.start(), m.end()):
                        err(errors, "%s: %r (%s) also occurs unannotated at %d" % (where, nd, typ, m.start()))
    if n_notes != N_NOTES:
        err(errors, "expected %d notes, found %d" % (N_NOTES, n_notes))
    if n_spans < MIN_SPANS:
        err(errors, "expected at least %d spans, found %d" % (MIN_SPANS, n_spans))
    for typ in TYPES:
        if counts[typ] < MIN_PER_TYPE:
            err(errors, "type %s occurs %d times (< %d)" % (typ, counts[typ], MIN_PER_TYPE))
    return errors, n_notes, n_spans, counts


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else DEFAULT
    errors, n_notes, n_spans, counts = check(path)
    print("notes: %d  spans: %d" % (n_notes, n_spans))
    for typ in TYPES:
        print("  %-15s %5d" % (typ, counts[typ]))
    if errors:
        for e in errors[:200]:
            print("ERROR:", e)
        if len(errors) > 200:
            print("... %d more errors" % (len(errors) - 200))
        print("FAILED with %d error(s)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
