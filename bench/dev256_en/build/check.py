#!/usr/bin/env python3
"""Validate bench/dev256_en/notes.jsonl against the guideline and the set's size rules. Exit 1 on failure."""
import hashlib
import json
import os
import re
import statistics
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")
TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
PUNCT = set(".,;:!?\"'()[]{}")
errors = []


def err(msg):
    errors.append(msg)
    if len(errors) < 40:
        print("ERROR:", msg)


def main():
    raw = open(PATH, "rb").read()
    assert raw.endswith(b"\n"), "file must end with newline"
    notes = []
    for ln, line in enumerate(raw.decode("utf-8").split("\n")[:-1], 1):
        try:
            notes.append(json.loads(line))
        except json.JSONDecodeError as e:
            err(f"line {ln}: bad JSON {e}")
    types, genres, lens, nlower = Counter(), Counter(), [], 0
    nspans = 0
    for k, n in enumerate(notes, 1):
        nid = n.get("id")
        if nid != f"dev256-{k:04d}":
            err(f"line {k}: id {nid!r}")
        if sorted(n) != ["id", "meta", "spans", "text"]:
            err(f"{nid}: fields {sorted(n)}")
        t = n["text"]
        m = n["meta"]
        if sorted(m) != ["country", "genre", "lowercase", "source"] or m["source"] != "dev256-en":
            err(f"{nid}: meta {m}")
        if not isinstance(m["lowercase"], bool) or m["country"] not in ("United Kingdom", "United States", "New Zealand"):
            err(f"{nid}: meta values {m}")
        if m["lowercase"]:
            nlower += 1
            if t != t.lower():
                err(f"{nid}: lowercase note has upper case")
        genres[m["genre"]] += 1
        lens.append(len(t))
        prev = 0
        for s in n["spans"]:
            nspans += 1
            if sorted(s) != ["end", "label", "start", "text", "type"]:
                err(f"{nid}: span fields {sorted(s)}")
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(t)):
                err(f"{nid}: bad offsets {s}")
                continue
            if a < prev:
                err(f"{nid}: unsorted or overlapping span {s}")
            prev = b
            if t[a:b] != s["text"]:
                err(f"{nid}: span text mismatch {s} vs {t[a:b]!r}")
            if s["type"] not in TYPES or TYPES[s["type"]] != s["label"]:
                err(f"{nid}: bad label/type {s}")
            if s["text"] != s["text"].strip():
                err(f"{nid}: span has edge whitespace {s}")
            lead_ok = s["text"][0] == "(" and ")" in s["text"]  # (617) 555-0182
            tail_ok = re.search(r"(\b[A-Z][A-Za-z]{0,2}\.|\b[a-z]{1,2}\.)$", s["text"]) is not None  # Co., initials
            if (s["text"][0] in PUNCT and not lead_ok) or (s["text"][-1] in PUNCT and not tail_ok):
                err(f"{nid}: span edge punctuation {s}")
            if a > 0 and t[a - 1].isalnum() and s["type"] not in ("AGE",):
                err(f"{nid}: span starts mid-token {s}")
            if b < len(t) and t[b].isalnum() and s["type"] not in ("AGE",):
                err(f"{nid}: span ends mid-token {s}")
            if m["lowercase"] and s["text"] != s["text"].lower():
                err(f"{nid}: lowercase span {s}")
            if s["type"] == "SSN" and not re.match(r"^(9|000)", s["text"]):
                err(f"{nid}: SSN not fictional {s}")
            if s["type"] in ("PHONE", "FAX") and len(re.sub(r"\D", "", s["text"])) >= 7 and "555" not in s["text"]:
                err(f"{nid}: phone without 555 {s}")
            if s["type"] in ("EMAIL", "URL") and not re.search(r"example\.(com|org|net)", s["text"]):
                err(f"{nid}: non-example domain {s}")
            if s["type"] == "IPADDR" and not re.match(r"^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)", s["text"]):
                err(f"{nid}: public IP {s}")
            types[s["type"]] += 1
    # size rules
    mean = statistics.mean(lens)
    need = 600 if mean < 1200 else 330
    if len(notes) < need:
        err(f"only {len(notes)} notes (need {need}, mean length {mean:.0f})")
    if nspans < 8000:
        err(f"only {nspans} spans")
    for ty in sorted(TYPES):
        if types[ty] < 15:
            err(f"type {ty} only {types[ty]}")
    big = [g for g in sorted(genres) if genres[g] >= 30]
    if len(big) < 10:
        err(f"only {len(big)} genres with >=30 notes")
    frac = nlower / len(notes)
    if not 0.12 <= frac <= 0.22:
        err(f"lowercase fraction {frac:.3f}")
    # determinism hints: the builder must not iterate sets or rely on hash order
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py") and fn != "check.py":
            src = open(os.path.join(HERE, fn), encoding="utf-8").read()
            if os.path.getsize(os.path.join(HERE, fn)) >= 30000:
                err(f"{fn} is 30 KB or more")
            for pat in (r"\bset\(", r"\bfrozenset\(", r"\bhash\(", r"import (time|uuid|secrets)", r"random\.(random|choice|shuffle|randrange|sample)\("):
                if re.search(pat, src):
                    err(f"{fn}: determinism hazard {pat}")
            if fn == "make.py" and "random.Random(256)" not in src:
                err("make.py does not seed random.Random(256)")
    print(f"notes {len(notes)}  spans {nspans}  lowercase {nlower}  mean len {mean:.0f}  median {statistics.median(lens):.0f}  "
          f"range {min(lens)}-{max(lens)}")
    print("genres:", "; ".join(f"{g} {genres[g]}" for g in sorted(genres)))
    print("types:", ", ".join(f"{ty} {types[ty]}" for ty in sorted(TYPES)))
    print("md5", hashlib.md5(raw).hexdigest())
    if errors:
        print(f"FAILED with {len(errors)} errors")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
