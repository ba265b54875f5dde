#!/usr/bin/env python3.11
"""Validate /work/main/bench/dev69_en/notes.jsonl; exit non-zero on any problem."""
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
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_SPANS = 320, 8000
ABBREV_END = re.compile(r"(?:^|[\s,])(?:[A-Za-z]{1,4}\.|(?:[A-Za-z]\.)+)$")
PHONE_OK = re.compile(r"555[-. ]?01\d\d|020 7946 0\d{3}|07700 900\d{3}|0161 496 0\d{3}|\+44 20 7946 0\d{3}", re.I)
EXAMPLE_DOM = re.compile(r"(^|[.@/])example\.(com|org|net)($|[/:])", re.I)
PRIVATE_IP = re.compile(r"^(10\.\d{1,3}\.\d{1,3}\.\d{1,3}|192\.168\.\d{1,3}\.\d{1,3}|172\.(1[6-9]|2\d|3[01])\.\d{1,3}\.\d{1,3})$")


def cls(ch):
    if ch.isalpha():
        return "a"
    if ch.isdigit():
        return "d"
    return None


def main():
    problems = []
    by_label, by_type, by_genre, by_locale = collections.Counter(), collections.Counter(), collections.Counter(), collections.Counter()
    ids = set()
    n_notes = n_spans = 0

    def bad(nid, msg):
        problems.append(f"{nid}: {msg}")

    with open(PATH, "rb") as fh:
        raw = fh.read()
    try:
        raw.decode("ascii")
    except UnicodeDecodeError as e:
        problems.append(f"file not ASCII: {e}")
    for ln_no, line in enumerate(raw.decode("ascii", "replace").split("\n"), 1):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            problems.append(f"line {ln_no}: invalid JSON: {e}")
            continue
        n_notes += 1
        nid = rec.get("id")
        if set(rec) != {"id", "text", "spans", "meta"}:
            bad(nid, f"keys {sorted(rec)}")
        if not isinstance(nid, str) or not re.fullmatch(r"dev69-en-\d{4}", nid):
            bad(nid, "bad id")
        if nid in ids:
            bad(nid, "duplicate id")
        ids.add(nid)
        text = rec.get("text", "")
        if not isinstance(text, str) or not text:
            bad(nid, "empty text")
            continue
        if any(ord(ch) > 127 for ch in text):
            bad(nid, "non-ASCII text")
        if any(ord(ch) < 32 and ch not in "\n\t" for ch in text):
            bad(nid, "control character in text (marker leak?)")
        meta = rec.get("meta", {})
        for k in ("language", "source", "genre", "locale", "layout"):
            if not meta.get(k):
                bad(nid, f"meta.{k} missing")
        if meta.get("language") != "en" or meta.get("source") != "dev69-en":
            bad(nid, "meta language/source")
        by_genre[meta.get("genre")] += 1
        by_locale[meta.get("locale")] += 1
        prev_end = -1
        for s in rec.get("spans", []):
            n_spans += 1
            if set(s) != {"start", "end", "label", "type", "text"}:
                bad(nid, f"span keys {sorted(s)}")
                continue
            st, en, lab, typ, val = s["start"], s["end"], s["label"], s["type"], s["text"]
            where = f"[{st}:{en}] {typ} {val!r}"
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                bad(nid, f"offsets out of range {where}")
                continue
            if text[st:en] != val:
                bad(nid, f"offset text mismatch {where} vs {text[st:en]!r}")
            if st < prev_end:
                bad(nid, f"unsorted or overlapping {where}")
            prev_end = en
            if typ not in CATEGORY:
                bad(nid, f"unknown type {where}")
            elif CATEGORY[typ] != lab:
                bad(nid, f"label {lab} does not match type {where}")
            by_label[lab] += 1
            by_type[typ] += 1
            if val != val.strip():
                bad(nid, f"whitespace at edge {where}")
            if "\n" in val or "\r" in val:
                bad(nid, f"newline inside {where}")
            first, last = val[0], val[-1]
            if not first.isalnum() and not (first in "(+" and typ in ("PHONE", "FAX")):
                bad(nid, f"span starts with punctuation {where}")
            if not last.isalnum():
                if not (last == "." and ABBREV_END.search(val)):
                    bad(nid, f"span ends with punctuation {where}")
            if st > 0:
                a, b = cls(text[st - 1]), cls(text[st])
                if a and a == b:
                    bad(nid, f"span cuts a word/number at start {where}")
            if en < len(text):
                a, b = cls(text[en - 1]), cls(text[en])
                if a and a == b:
                    bad(nid, f"span cuts a word/number at end {where}")
            # value-range rules for this set
            if typ in ("PHONE", "FAX") and len(re.sub(r"\D", "", val)) >= 7 and not PHONE_OK.search(val):
                bad(nid, f"phone/fax outside fictional ranges {where}")
            if typ == "EMAIL" and not re.search(r"@([a-z0-9-]+\.)*example\.(com|org|net)$", val, re.I):
                bad(nid, f"email not on example domain {where}")
            if typ == "URL" and not EXAMPLE_DOM.search(val):
                bad(nid, f"url not on example domain {where}")
            if typ == "IPADDR" and not PRIVATE_IP.match(val):
                bad(nid, f"IP not private {where}")
            if typ == "SSN" and re.fullmatch(r"[\d -]+", val) and not val.startswith("9"):
                bad(nid, f"SSN not in 9xx area {where}")

    missing = [t for t in CATEGORY if by_type[t] == 0]
    if missing:
        problems.append(f"fine types never used: {missing}")
    if n_notes < MIN_NOTES:
        problems.append(f"only {n_notes} notes (< {MIN_NOTES})")
    if n_spans < MIN_SPANS:
        problems.append(f"only {n_spans} spans (< {MIN_SPANS})")

    print(f"notes: {n_notes}   spans: {n_spans}   chars: {len(raw)}")
    print("by label:")
    for k, v in sorted(by_label.items(), key=lambda kv: -kv[1]):
        print(f"  {k:<12}{v:>6}")
    print("by type:")
    for k in CATEGORY:
        print(f"  {k:<16}{by_type[k]:>6}")
    print("by genre:", dict(sorted(by_genre.items())))
    print("by locale:", dict(sorted(by_locale.items())))
    if problems:
        print(f"\n{len(problems)} PROBLEM(S):")
        for p in problems[:200]:
            print("  " + p)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
