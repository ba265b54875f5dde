#!/usr/bin/env python3
"""Validator for bench/dev37_en/notes.jsonl. Exits non-zero on any problem.

Usage: python3 build/check.py [notes.jsonl]
"""
import collections
import json
import os
import re
import sys

LABEL = {
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
GENRES = {"surgical_ward_round", "preop_anaesthesia", "critical_care_outreach", "radiology_report",
          "histopathology_report", "clinical_genetics_letter", "fertility_clinic", "gynaecology"}
LOCALES = {"US", "UK", "CA", "AU", "IE", "NZ"}
N_NOTES = 320
MIN_SPANS = 8000
MIN_PER_TYPE = 3
MIN_CHARS, MAX_CHARS = 700, 6000

BAD_START = set("\"'\u201c\u201d\u2018\u2019[{<,;:.!?-/)]}")
BAD_END = set("\"'\u201c\u201d\u2018\u2019]}>,;:!?-/([{")
INITIAL_END = re.compile(r"(^|[\s.])[A-Za-z]\.$")


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")
    errors = []

    def err(rid, msg):
        errors.append("%s: %s" % (rid, msg))

    ids = set()
    type_counts = collections.Counter()
    n_notes = 0
    n_spans = 0
    lengths = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            if not line.strip():
                err("line %d" % ln, "blank line")
                continue
            try:
                rec = json.loads(line)
            except ValueError as e:
                err("line %d" % ln, "invalid JSON: %s" % e)
                continue
            n_notes += 1
            rid = rec.get("id", "line %d" % ln)
            if set(rec.keys()) != {"id", "text", "spans", "meta"}:
                err(rid, "keys %s" % sorted(rec.keys()))
            if not isinstance(rid, str) or not re.fullmatch(r"dev37-en-\d{4}", rid):
                err(rid, "bad id")
            if rid in ids:
                err(rid, "duplicate id")
            ids.add(rid)
            text = rec.get("text")
            if not isinstance(text, str) or not text:
                err(rid, "text missing")
                continue
            lengths.append(len(text))
            if not (MIN_CHARS <= len(text) <= MAX_CHARS):
                err(rid, "text length %d outside [%d, %d]" % (len(text), MIN_CHARS, MAX_CHARS))
            meta = rec.get("meta") or {}
            for k in ("language", "source", "genre", "locale"):
                if k not in meta:
                    err(rid, "meta.%s missing" % k)
            if meta.get("language") != "en":
                err(rid, "meta.language")
            if meta.get("source") != "dev37-en":
                err(rid, "meta.source")
            if meta.get("genre") not in GENRES:
                err(rid, "meta.genre %r" % meta.get("genre"))
            if meta.get("locale") not in LOCALES:
                err(rid, "meta.locale %r" % meta.get("locale"))
            spans = rec.get("spans")
            if not isinstance(spans, list):
                err(rid, "spans not a list")
                continue
            prev_end = -1
            prev_start = -1
            for sp in spans:
                n_spans += 1
                if set(sp.keys()) != {"start", "end", "label", "type", "text"}:
                    err(rid, "span keys %s" % sorted(sp.keys()))
                    continue
                s, e, t, lab, st = sp["start"], sp["end"], sp["type"], sp["label"], sp["text"]
                if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                    err(rid, "bad offsets %r" % sp)
                    continue
                if text[s:e] != st:
                    err(rid, "text mismatch %r vs %r" % (text[s:e], st))
                if t not in LABEL:
                    err(rid, "unknown type %r" % t)
                elif LABEL[t] != lab:
                    err(rid, "label %r inconsistent with type %r" % (lab, t))
                type_counts[t] += 1
                if s < prev_start or (s == prev_start and e < prev_end):
                    err(rid, "spans not sorted at %d" % s)
                if s < prev_end:
                    err(rid, "overlapping spans at %d" % s)
                prev_start, prev_end = s, e
                if st != st.strip():
                    err(rid, "whitespace at span edge %r" % st)
                if st[0] in BAD_START and not (st[0] == "(" and ")" in st):
                    err(rid, "span starts with punctuation %r" % st)
                if st[-1] in BAD_END and not (st[-1] == ")" and "(" in st):
                    err(rid, "span ends with punctuation %r" % st)
                if st.endswith(".") and not INITIAL_END.search(st):
                    err(rid, "span ends with full stop %r" % st)
                if st.count("(") != st.count(")"):
                    err(rid, "unbalanced brackets in %r" % st)
                # partial-word spans
                if s > 0 and text[s - 1].isalnum():
                    err(rid, "span starts inside a word %r" % text[max(0, s - 5):e])
                if e < len(text) and text[e].isalnum() and t != "AGE":
                    err(rid, "span ends inside a word %r" % text[s:e + 5])
                if t == "AGE" and not re.fullmatch(r"\d{1,3}s?|[a-z]+(-[a-z]+)?", st):
                    err(rid, "odd AGE value %r" % st)
            # every occurrence of an annotated string must be annotated
            covered = [False] * len(text)
            for sp in spans:
                for i in range(sp["start"], sp["end"]):
                    covered[i] = True
            seen = set()
            for sp in spans:
                st, t = sp["text"], sp["type"]
                if t in ("AGE", "LOCATION_OTHER") or st in seen:
                    continue
                if len(st) < 3 or (st.isdigit() and len(st) < 4):
                    continue
                seen.add(st)
                for m in re.finditer(r"(?<![A-Za-z0-9])" + re.escape(st) + r"(?![A-Za-z0-9])", text):
                    if not all(covered[m.start():m.end()]):
                        err(rid, "unannotated occurrence of %s %r at %d" % (t, st, m.start()))
    if n_notes != N_NOTES:
        err("set", "%d notes, expected %d" % (n_notes, N_NOTES))
    if n_spans < MIN_SPANS:
        err("set", "%d spans, expected at least %d" % (n_spans, MIN_SPANS))
    for t in LABEL:
        if type_counts[t] < MIN_PER_TYPE:
            err("set", "type %s occurs %d times (< %d)" % (t, type_counts[t], MIN_PER_TYPE))
    print("notes: %d  spans: %d  chars: min %d / median %d / max %d" % (
        n_notes, n_spans, min(lengths or [0]), sorted(lengths or [0])[len(lengths) // 2] if lengths else 0, max(lengths or [0])))
    for t in LABEL:
        print("  %-15s %-11s %5d" % (t, LABEL[t], type_counts[t]))
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
