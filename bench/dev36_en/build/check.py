#!/usr/bin/env python3
"""Validator for dev36-en notes.jsonl. Exits non-zero on any problem.

    python3 build/check.py [path/to/notes.jsonl]

Checks: valid JSON per line; unique ids; record and meta fields; text[start:end] == span text;
spans sorted and non-overlapping; no leading/trailing whitespace; no surrounding punctuation
taken in; type in the guideline table and label consistent with it; counts (320 notes,
>= 8000 spans, every fine type >= 3). It also looks for likely missed PHI: a value annotated
somewhere in a note that occurs again unannotated, and unannotated dates, weekdays, month
names, phone-like numbers, e-mails, URLs, IP addresses and titled names.
"""
import json
import os
import re
import sys
from collections import Counter

# the guideline's table: fine type -> label
TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
GENRES = {"neurology_stroke", "rheumatology", "haematology_transfusion", "infectious_diseases_hiv",
          "respiratory_sleep", "gastroenterology_endoscopy", "hepatology", "urology"}
LOCALES = {"US", "UK", "CA", "AU", "IE", "NZ"}
N_NOTES = 320
MIN_SPANS = 8000
MIN_PER_TYPE = 3

LEAD_BAD = set("\"'[]{}<>,.;:!?/-") | {"\u2018", "\u201c"}
TRAIL_BAD = set("\"'[]{}<>,.;:!?/-(") | {"\u2019", "\u201d"}

MONTHS = ("January|February|March|April|May|June|July|August|September|October|November|December|"
          "Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec")
WEEKDAYS = "Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun"
HOLIDAYS = ("Christmas|Easter|Thanksgiving|New Year|Boxing Day|Anzac Day|Canada Day|St Patrick's Day|"
            "Waitangi Day|Labor Day|Labour Day|Memorial Day|Independence Day|Hanukkah|Diwali|Eid|Ramadan")
LEAK_PATTERNS = [
    ("month name", re.compile(r"\b(?:" + MONTHS + r")\b")),
    ("weekday", re.compile(r"\b(?:" + WEEKDAYS + r")\b")),
    ("holiday", re.compile(r"\b(?:" + HOLIDAYS + r")\b")),
    ("numeric date", re.compile(r"\b\d{1,4}([/.-])\d{1,2}\1\d{2,4}\b")),
    ("year", re.compile(r"(?<![\w.,/-])(?:19[2-9]\d|20[0-3]\d)(?!\w|[.,/-]\d)")),
    ("phone", re.compile(r"\b\d{3}[-. ]\d{4}\b|\b0\d{3,4} \d{3} ?\d{3,4}\b")),
    ("email", re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")),
    ("url", re.compile(r"\b(?:https?://|www\.)[^\s(),;]*[^\s(),;.]")),
    ("ip", re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")),
    ("titled name", re.compile(r"\b(?:Dr|Mr|Mrs|Ms|Miss|Prof|Sr|Sister)\.? (?=[A-Z][a-z])")),
]
# types whose values, once annotated, must be annotated wherever they recur in the note
RECUR_TYPES = {"PATIENT", "DOCTOR", "FAMILY", "USERNAME", "STREET", "CITY", "STATE", "ZIP", "COUNTRY",
               "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER", "MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE",
               "DEVICE", "VEHICLE", "BIOID", "IDNUM", "PHONE", "FAX", "EMAIL", "URL", "IPADDR", "PROFESSION"}
# two-letter state codes collide with credentials and abbreviations (MD, PA, OR), so skip them
RECUR_MIN_LEN = {"STATE": 3, "LOCATION_OTHER": 4}


def covered(spans, a, b):
    for s in spans:
        if s["start"] <= a and b <= s["end"]:
            return True
    return False


def check(path):
    errs = []
    ids = set()
    type_counts = Counter()
    n_spans = 0
    n = 0
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    if not raw.endswith("\n"):
        errs.append("file does not end with a newline")
    for ln, line in enumerate(raw.split("\n")[:-1], 1):
        where = f"line {ln}"
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            errs.append(f"{where}: invalid JSON: {e}")
            continue
        n += 1
        if set(rec) != {"id", "text", "spans", "meta"}:
            errs.append(f"{where}: record keys {sorted(rec)}")
            continue
        rid = rec["id"]
        where = f"{rid}"
        if not re.fullmatch(r"dev36-en-\d{4}", str(rid)):
            errs.append(f"{where}: bad id")
        if rid in ids:
            errs.append(f"{where}: duplicate id")
        ids.add(rid)
        meta = rec["meta"]
        for k in ("language", "source", "genre", "locale"):
            if k not in meta:
                errs.append(f"{where}: meta.{k} missing")
        if meta.get("language") != "en":
            errs.append(f"{where}: meta.language {meta.get('language')!r}")
        if meta.get("source") != "dev36-en":
            errs.append(f"{where}: meta.source {meta.get('source')!r}")
        if meta.get("genre") not in GENRES:
            errs.append(f"{where}: meta.genre {meta.get('genre')!r}")
        if meta.get("locale") not in LOCALES:
            errs.append(f"{where}: meta.locale {meta.get('locale')!r}")
        text = rec["text"]
        if not isinstance(text, str) or not text.strip():
            errs.append(f"{where}: empty text")
            continue
        spans = rec["spans"]
        prev_end = -1
        prev_start = -1
        for s in spans:
            if set(s) != {"start", "end", "label", "type", "text"}:
                errs.append(f"{where}: span keys {sorted(s)}")
                continue
            a, b, t, lab, st = s["start"], s["end"], s["type"], s["label"], s["text"]
            sw = f"{where} [{a}:{b}] {t} {st!r}"
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                errs.append(f"{sw}: bad offsets")
                continue
            if text[a:b] != st:
                errs.append(f"{sw}: text mismatch {text[a:b]!r}")
            if st != st.strip():
                errs.append(f"{sw}: leading/trailing whitespace")
            if t not in TYPE2LABEL:
                errs.append(f"{sw}: unknown type")
            elif TYPE2LABEL[t] != lab:
                errs.append(f"{sw}: label {lab} inconsistent with type")
            if a < prev_end:
                errs.append(f"{sw}: overlaps previous span")
            if a < prev_start:
                errs.append(f"{sw}: spans not sorted")
            prev_end, prev_start = b, a
            if st and (st[0] in LEAD_BAD or (st[0] == "(" and ")" not in st)):
                errs.append(f"{sw}: starts with punctuation")
            # a final initial keeps its full stop, as in the guideline's [J.S.] and [Maria K.]
            initial_dot = re.search(r"(?:^|[\s.])[A-Z]\.$", st) is not None
            if st and ((st[-1] in TRAIL_BAD and not initial_dot) or (st[-1] == ")" and "(" not in st)):
                errs.append(f"{sw}: ends with punctuation")
            # the span should not cut a word in two
            if a > 0 and text[a - 1].isalnum() and st[0].isalnum():
                errs.append(f"{sw}: starts inside a word")
            if b < len(text) and text[b].isalnum() and st[-1].isalnum() and t != "AGE":
                errs.append(f"{sw}: ends inside a word")
            type_counts[t] += 1
            n_spans += 1
        # likely missed PHI
        for s in spans:
            t, v = s["type"], s["text"]
            if t not in RECUR_TYPES or len(v) < RECUR_MIN_LEN.get(t, 3):
                continue
            for m in re.finditer(r"(?<![\w@/.-])" + re.escape(v) + r"(?![\w@-])", text):
                if not covered(spans, m.start(), m.end()):
                    errs.append(f"{where}: {t} value {v!r} recurs unannotated at {m.start()}")
        for name, pat in LEAK_PATTERNS:
            for m in pat.finditer(text):
                a, b = m.start(), m.end()
                if name == "titled name":
                    if covered(spans, a, b - 1):
                        continue  # e.g. "Dr" as a street suffix inside a STREET span
                    if not any(s["start"] == b and s["type"] in ("PATIENT", "DOCTOR", "FAMILY") for s in spans):
                        errs.append(f"{where}: titled name not annotated at {a}: {text[a:b + 15]!r}")
                    continue
                if not covered(spans, a, b):
                    errs.append(f"{where}: unannotated {name} {m.group(0)!r} at {a}")
    if n != N_NOTES:
        errs.append(f"expected {N_NOTES} notes, found {n}")
    if n_spans < MIN_SPANS:
        errs.append(f"expected >= {MIN_SPANS} spans, found {n_spans}")
    for t in TYPE2LABEL:
        if type_counts[t] < MIN_PER_TYPE:
            errs.append(f"type {t}: {type_counts[t]} spans (< {MIN_PER_TYPE})")
    return errs, n, n_spans, type_counts


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(here), "notes.jsonl")
    errs, n, n_spans, tc = check(path)
    print(f"{path}: {n} notes, {n_spans} spans")
    for t in TYPE2LABEL:
        print(f"  {TYPE2LABEL[t]:<10} {t:<15} {tc[t]:>6}")
    if errs:
        for e in errs[:200]:
            print("ERROR", e)
        if len(errs) > 200:
            print(f"... and {len(errs) - 200} more")
        print(f"FAILED: {len(errs)} problem(s)")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
