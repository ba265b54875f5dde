#!/usr/bin/env python3.11
"""Validate /work/main/bench/dev71_en/notes.jsonl. Exit non-zero on any problem."""
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
ABBR_END = re.compile(r"(?:^|[\s,])(?:[A-Za-z]{1,3}\.)+$")
SSN_US = re.compile(r"^9\d{2}-?\d{2}-?\d{4}$")
PRIVATE_IP = re.compile(r"^(10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+)$")
EX_DOMAIN = re.compile(r"(^|[@./])example\.(com|org|net)(/|$)")


def cls(ch):
    if ch.isalpha():
        return "a"
    if ch.isdigit():
        return "d"
    return None


def main():
    errs = []
    by_label, by_type = collections.Counter(), collections.Counter()
    ids = set()
    n_notes = n_spans = 0
    with open(PATH, "rb") as f:
        raw = f.read()
    try:
        raw.decode("ascii")
    except UnicodeDecodeError as e:
        errs.append(f"file not ASCII: {e}")
    for ln, line in enumerate(raw.decode("ascii", "replace").splitlines(), 1):
        def err(msg):
            errs.append(f"line {ln}: {msg}")
        try:
            row = json.loads(line)
        except json.JSONDecodeError as e:
            err(f"bad JSON: {e}")
            continue
        n_notes += 1
        if set(row) != {"id", "text", "spans", "meta"}:
            err(f"keys {sorted(row)}")
            continue
        rid, text, spans, meta = row["id"], row["text"], row["spans"], row["meta"]
        if not re.fullmatch(r"dev71-en-\d{4}", rid or ""):
            err(f"bad id {rid}")
        if rid in ids:
            err(f"duplicate id {rid}")
        ids.add(rid)
        if not isinstance(text, str) or not text.isascii():
            err("text not ASCII str")
            continue
        if any(ch in text for ch in "\x01\x02\x03"):
            err("control marker left in text")
        m = meta or {}
        if m.get("language") != "en" or m.get("source") != "dev71-en" or not all(m.get(k) for k in ("genre", "locale", "layout")):
            err(f"bad meta {m}")
        prev_end = -1
        for s in spans:
            n_spans += 1
            if set(s) != {"start", "end", "label", "type", "text"}:
                err(f"span keys {sorted(s)}")
                continue
            a, b, lab, typ, st = s["start"], s["end"], s["label"], s["type"], s["text"]
            where = f"{rid} [{a}:{b}] {typ} {st!r}"
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err(f"bad offsets {where}")
                continue
            if text[a:b] != st:
                err(f"offset text mismatch {where} vs {text[a:b]!r}")
            if a < prev_end:
                err(f"unsorted/overlap {where}")
            prev_end = b
            if typ not in LABEL:
                err(f"unknown type {where}")
            elif LABEL[typ] != lab:
                err(f"label {lab} does not match type {where}")
            by_label[lab] += 1
            by_type[typ] += 1
            if st != st.strip():
                err(f"whitespace at edge {where}")
            if "\n" in st or "\r" in st:
                err(f"newline inside {where}")
            first, last = st[0], st[-1]
            if not first.isalnum() and not (typ in ("PHONE", "FAX") and first in "(+"):
                err(f"leading punctuation {where}")
            if not last.isalnum():
                if not (last == "." and ABBR_END.search(st)):
                    err(f"trailing punctuation {where}")
            if a > 0 and cls(text[a - 1]) and cls(text[a - 1]) == cls(first):
                err(f"cuts a word/number at start {where} (prev {text[a - 1]!r})")
            if b < len(text) and cls(text[b]) and cls(text[b]) == cls(last):
                err(f"cuts a word/number at end {where} (next {text[b]!r})")
            if a > 0 and text[a - 1] in "\"'" and b < len(text) and text[b] == text[a - 1]:
                pass  # quoted value, quotes outside: fine
            # value-safety rules
            if typ == "SSN" and re.fullmatch(r"[\d-]{9,11}", st) and not SSN_US.match(st) and not st.startswith("0"):
                err(f"US-style SSN outside 9xx area {where}")
            if typ == "IPADDR" and not PRIVATE_IP.match(st):
                err(f"non-private IP {where}")
            if typ in ("EMAIL", "URL") and not EX_DOMAIN.search(st.lower()):
                err(f"non-example domain {where}")
    missing = sorted(set(LABEL) - set(by_type))
    if missing:
        errs.append(f"fine types never used: {missing}")
    if n_notes < 320:
        errs.append(f"only {n_notes} notes")
    if n_spans < 8000:
        errs.append(f"only {n_spans} spans")
    print(f"notes: {n_notes}  spans: {n_spans}")
    print("by label:")
    for k, v in sorted(by_label.items(), key=lambda x: -x[1]):
        print(f"  {k:<12} {v}")
    print("by type:")
    for k, v in sorted(by_type.items(), key=lambda x: -x[1]):
        print(f"  {k:<15} {v}")
    if errs:
        print(f"\n{len(errs)} PROBLEM(S):")
        for e in errs[:200]:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
