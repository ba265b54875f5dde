#!/usr/bin/env python3
"""Validate bench/dev35_en/notes.jsonl. Exits non-zero on any problem.

Usage: python3 build/check.py [path/to/notes.jsonl]
"""
import collections
import json
import os
import re
import sys

# label table of docs/annotation_guideline.md
LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
GENRES = {"emergency_department", "urgent_care", "ambulance_handover", "minor_injuries_unit",
          "poison_information_call", "sexual_health_clinic", "travel_clinic", "physiotherapy",
          "occupational_therapy"}
LOCALES = {"US", "UK", "CA", "AU", "IE", "NZ"}
MIN_NOTES = 320
MIN_SPANS = 8000
MIN_PER_TYPE = 3

BAD_START = set(".,;:!?\"'’”“)]}")
BAD_END = set(".,;:!?\"'’”“([{")


def span_problems(text, spans):
    """Problems with one note's spans (list of strings)."""
    out = []
    prev_end = -1
    prev_start = -1
    for i, s in enumerate(spans):
        for k in ("start", "end", "label", "type", "text"):
            if k not in s:
                out.append(f"span {i}: missing {k}")
                return out
        st, en, ty, la, tx = s["start"], s["end"], s["type"], s["label"], s["text"]
        if not (isinstance(st, int) and isinstance(en, int)) or isinstance(st, bool) or isinstance(en, bool):
            out.append(f"span {i}: offsets not int")
            continue
        if not (0 <= st < en <= len(text)):
            out.append(f"span {i}: bad offsets {st}-{en}")
            continue
        if text[st:en] != tx:
            out.append(f"span {i}: text mismatch {text[st:en]!r} != {tx!r}")
        if ty not in LABEL:
            out.append(f"span {i}: unknown type {ty}")
        elif LABEL[ty] != la:
            out.append(f"span {i}: label {la} does not match type {ty}")
        if st < prev_start or (st == prev_start and i > 0):
            out.append(f"span {i}: not sorted")
        if st < prev_end:
            out.append(f"span {i}: overlaps previous")
        prev_end, prev_start = en, st
        if tx != tx.strip():
            out.append(f"span {i}: leading/trailing whitespace {tx!r}")
        if "\n" in tx:
            out.append(f"span {i}: newline inside {tx!r}")
        if tx and tx[0] in BAD_START:
            out.append(f"span {i}: starts with punctuation {tx!r}")
        if tx and tx[-1] in BAD_END:
            out.append(f"span {i}: ends with punctuation {tx!r}")
        if tx.startswith("(") and ")" not in tx:
            out.append(f"span {i}: unbalanced opening bracket {tx!r}")
        if tx.endswith(")") and "(" not in tx:
            out.append(f"span {i}: unbalanced closing bracket {tx!r}")
        if tx.startswith("-") or tx.endswith("-"):
            out.append(f"span {i}: dangling hyphen {tx!r}")
        # a span must not cut a word, except an age glued to its unit (64yo, 58F)
        if st > 0 and text[st - 1].isalnum() and tx[0].isalnum():
            out.append(f"span {i}: starts inside a word {text[max(0, st - 10):en]!r}")
        if en < len(text) and text[en].isalnum() and tx[-1].isalnum() and ty != "AGE":
            out.append(f"span {i}: ends inside a word {text[st:en + 10]!r}")
    return out


def recurrence_problems(text, spans):
    """Every whole-word recurrence of an annotated value must itself lie inside a span."""
    out = []
    cover = [(s["start"], s["end"]) for s in spans]
    seen = set()
    for s in spans:
        tx = s["text"]
        if tx in seen:
            continue
        seen.add(tx)
        has_alpha = any(ch.isalpha() for ch in tx)
        if not ((has_alpha and len(tx) >= 3) or (not has_alpha and len(tx) >= 5)):
            continue
        for m in re.finditer(re.escape(tx), text):
            a, b = m.start(), m.end()
            if a > 0 and text[a - 1].isalnum():
                continue
            if b < len(text) and text[b].isalnum():
                continue
            if not any(x <= a and b <= y for x, y in cover):
                out.append(f"unannotated recurrence of {tx!r} ({s['type']}) at {a}")
    return out


def note_problems(rec):
    out = []
    for k in ("id", "text", "spans", "meta"):
        if k not in rec:
            out.append(f"missing {k}")
            return out
    meta = rec["meta"]
    for k in ("language", "source", "genre", "locale"):
        if k not in meta:
            out.append(f"meta missing {k}")
    if meta.get("language") != "en":
        out.append("meta.language != en")
    if meta.get("source") != "dev35-en":
        out.append("meta.source != dev35-en")
    if meta.get("genre") not in GENRES:
        out.append(f"meta.genre {meta.get('genre')!r} unknown")
    if meta.get("locale") not in LOCALES:
        out.append(f"meta.locale {meta.get('locale')!r} unknown")
    if not re.fullmatch(r"dev35-en-\d{4}", rec["id"]):
        out.append(f"bad id {rec['id']!r}")
    out += span_problems(rec["text"], rec["spans"])
    if not out:
        out += recurrence_problems(rec["text"], rec["spans"])
    return out


def main(path):
    problems = []
    ids = set()
    counts = collections.Counter()
    n_notes = 0
    n_spans = 0
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            if not line.strip():
                problems.append(f"line {ln}: empty line")
                continue
            try:
                rec = json.loads(line)
            except json.JSONDecodeError as e:
                problems.append(f"line {ln}: invalid JSON ({e})")
                continue
            n_notes += 1
            rid = rec.get("id")
            if rid in ids:
                problems.append(f"line {ln}: duplicate id {rid}")
            ids.add(rid)
            for p in note_problems(rec):
                problems.append(f"{rid}: {p}")
            for s in rec.get("spans", []):
                n_spans += 1
                counts[s.get("type")] += 1
    if n_notes < MIN_NOTES:
        problems.append(f"only {n_notes} notes (< {MIN_NOTES})")
    if n_spans < MIN_SPANS:
        problems.append(f"only {n_spans} spans (< {MIN_SPANS})")
    for ty in LABEL:
        if counts[ty] < MIN_PER_TYPE:
            problems.append(f"type {ty}: {counts[ty]} (< {MIN_PER_TYPE})")
    print(f"notes {n_notes}  spans {n_spans}")
    for ty in LABEL:
        print(f"  {ty:15s} {counts[ty]}")
    if problems:
        print(f"{len(problems)} problem(s):")
        for p in problems[:200]:
            print("  " + p)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    default = os.path.join(os.path.dirname(here), "notes.jsonl")
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else default))
