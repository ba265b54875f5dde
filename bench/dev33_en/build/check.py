#!/usr/bin/env python3
"""Validator for dev33-en/notes.jsonl.  Exits non-zero on any problem.

    python3 build/check.py [path/to/notes.jsonl]

Checks: valid JSON per line, record shape, unique ids, meta fields, text[start:end]
== span text, spans sorted and non-overlapping, no leading/trailing whitespace,
no surrounding punctuation taken in, type in the guideline table with the matching
label, no span cutting through a word, every value that is annotated somewhere in
a note annotated at each of its other occurrences in that note (ages and occupation
words excepted: "64" or "nurse" also occur as non-PHI), and the size
targets (320 notes, >= 8,000 spans, every fine type >= 3 times).
"""
import collections
import json
import os
import re
import sys

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
GENRES = {"palliative_care", "hospice_admission", "community_nursing", "care_home_review", "home_visit",
          "pharmacist_review", "telehealth_followup", "discharge_planning_social_work"}
LOCALES = {"US", "UK", "CA", "AU", "IE", "NZ"}
N_NOTES = 320
MIN_SPANS = 8000
MIN_PER_TYPE = 3

EDGE_PUNCT = set("\"'`,;:!?.)]}>([{<")


def edge_problem(v):
    if v != v.strip():
        return "leading/trailing whitespace"
    a, b = v[0], v[-1]
    if a in EDGE_PUNCT and not (a == "(" and ")" in v):
        return f"starts with punctuation {a!r}"
    if b in EDGE_PUNCT:
        if b == ")" and "(" in v:
            return None
        if b == "." and len(v) >= 2 and v[-2].isupper() and (len(v) == 2 or v[-3] in " ."):
            return None  # initials such as "J.S." or "Maria K."
        return f"ends with punctuation {b!r}"
    return None


def main(path):
    errs = []

    def err(rid, msg):
        errs.append(f"{rid}: {msg}")

    ids = set()
    type_counts = collections.Counter()
    n_notes = n_spans = 0
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            if not line.strip():
                err(f"line {ln}", "blank line")
                continue
            try:
                r = json.loads(line)
            except json.JSONDecodeError as e:
                err(f"line {ln}", f"invalid JSON: {e}")
                continue
            rid = r.get("id", f"line {ln}")
            if set(r) != {"id", "text", "spans", "meta"}:
                err(rid, f"unexpected keys {sorted(r)}")
            if not isinstance(rid, str) or not re.fullmatch(r"dev33-en-\d{4}", rid):
                err(rid, "bad id format")
            if rid in ids:
                err(rid, "duplicate id")
            ids.add(rid)
            text = r.get("text")
            if not isinstance(text, str) or not text.strip():
                err(rid, "empty or non-string text")
                continue
            meta = r.get("meta") or {}
            for k in ("language", "source", "genre", "locale"):
                if k not in meta:
                    err(rid, f"meta.{k} missing")
            if meta.get("language") != "en":
                err(rid, "meta.language must be 'en'")
            if meta.get("source") != "dev33-en":
                err(rid, "meta.source must be 'dev33-en'")
            if meta.get("genre") not in GENRES:
                err(rid, f"unknown genre {meta.get('genre')!r}")
            if meta.get("locale") not in LOCALES:
                err(rid, f"unknown locale {meta.get('locale')!r}")
            spans = r.get("spans")
            if not isinstance(spans, list):
                err(rid, "spans not a list")
                continue
            n_notes += 1
            prev_end = -1
            prev_start = -1
            covered = [False] * len(text)
            for s in spans:
                n_spans += 1
                if set(s) != {"start", "end", "label", "type", "text"}:
                    err(rid, f"span keys {sorted(s)}")
                    continue
                st, en, lab, typ, val = s["start"], s["end"], s["label"], s["type"], s["text"]
                if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                    err(rid, f"bad offsets {st}-{en}")
                    continue
                if text[st:en] != val:
                    err(rid, f"text mismatch at {st}-{en}: {text[st:en]!r} != {val!r}")
                if typ not in TYPE_LABEL:
                    err(rid, f"unknown type {typ!r}")
                elif TYPE_LABEL[typ] != lab:
                    err(rid, f"label {lab!r} inconsistent with type {typ!r}")
                if st < prev_start or (st == prev_start and en < prev_end):
                    err(rid, f"spans not sorted at {st}")
                if st < prev_end:
                    err(rid, f"overlapping spans at {st}")
                prev_start, prev_end = st, en
                p = edge_problem(val)
                if p:
                    err(rid, f"span {val!r} ({typ}): {p}")
                # no span cuts through a word (AGE may be glued to a unit: 64yo, 58F)
                if st > 0 and text[st - 1].isalnum() and text[st].isalnum():
                    err(rid, f"span {val!r} starts inside a word")
                if typ != "AGE" and en < len(text) and text[en].isalnum() and text[en - 1].isalnum():
                    err(rid, f"span {val!r} ends inside a word")
                for k in range(st, en):
                    covered[k] = True
                type_counts[typ] += 1
            # every annotated value (not ages or occupations) must be annotated at each occurrence
            seen = set()
            for s in spans:
                v = s["text"]
                if s["type"] in ("AGE", "PROFESSION") or len(v) < 3 or v in seen:
                    continue
                seen.add(v)
                for m in re.finditer(re.escape(v), text):
                    a, b = m.start(), m.end()
                    if a > 0 and text[a - 1].isalnum():
                        continue
                    if b < len(text) and text[b].isalnum():
                        continue
                    if not any(covered[a:b]):
                        ctx = text[max(0, a - 30):b + 30].replace("\n", " ")
                        err(rid, f"unannotated occurrence of {v!r} ({s['type']}) at {a}: ...{ctx}...")
    if n_notes != N_NOTES:
        errs.append(f"expected {N_NOTES} notes, found {n_notes}")
    if n_spans < MIN_SPANS:
        errs.append(f"expected at least {MIN_SPANS} spans, found {n_spans}")
    for t in TYPE_LABEL:
        if type_counts[t] < MIN_PER_TYPE:
            errs.append(f"type {t} occurs {type_counts[t]} times (< {MIN_PER_TYPE})")
    print(f"{n_notes} notes, {n_spans} spans")
    for t in TYPE_LABEL:
        print(f"  {t:15s} {type_counts[t]}")
    if errs:
        print(f"\n{len(errs)} problem(s):")
        for e in errs[:200]:
            print("  " + e)
        if len(errs) > 200:
            print(f"  ... and {len(errs) - 200} more")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    default = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else default))
