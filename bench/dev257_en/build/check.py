#!/usr/bin/env python3
"""Validate bench/dev257_en/notes.jsonl against the guideline rules and the set's size minimums."""
import collections
import json
import os
import re
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")
TYPES = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
         "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
         "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
         "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
         "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
         "PROFESSION": "PROFESSION"}
EDGE_PUNCT = "\"'()[]{}<>,;:!?."
errors = []


def err(msg):
    errors.append(msg)
    if len(errors) < 40:
        print("ERROR:", msg)


def main():
    raw = open(PATH, "rb").read()
    if b"\r" in raw:
        err("CR characters in file")
    lines = raw.decode("utf-8").split("\n")
    if lines[-1] != "":
        err("file must end with newline")
    rows = []
    for n, line in enumerate(lines[:-1], 1):
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as e:
            err(f"line {n}: bad JSON {e}")
    types = collections.Counter()
    genres = collections.Counter()
    lengths = []
    nlow = 0
    for n, row in enumerate(rows, 1):
        rid = row.get("id")
        if rid != f"dev257-{n:04d}":
            err(f"line {n}: id {rid!r} out of sequence")
        if sorted(row) != ["id", "meta", "spans", "text"]:
            err(f"{rid}: fields {sorted(row)}")
        text, meta = row["text"], row["meta"]
        if not isinstance(text, str) or not text.strip():
            err(f"{rid}: empty text")
        if sorted(meta) != ["country", "genre", "lowercase", "source"] or meta["source"] != "dev257-en" \
                or not isinstance(meta["lowercase"], bool) or meta["country"] not in ("UK", "AU", "US") or not meta["genre"]:
            err(f"{rid}: bad meta {meta}")
        if "\x01" in text or "\x02" in text or "\x03" in text:
            err(f"{rid}: marker characters leaked into text")
        if meta["lowercase"]:
            nlow += 1
            if text != text.lower():
                err(f"{rid}: lowercase note has upper-case characters")
        genres[meta["genre"]] += 1
        lengths.append(len(text))
        prev_end = -1
        prev_start = -1
        for sp in row["spans"]:
            if sorted(sp) != ["end", "label", "start", "text", "type"]:
                err(f"{rid}: span fields {sorted(sp)}")
                continue
            s, e, t = sp["start"], sp["end"], sp["type"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err(f"{rid}: bad offsets {sp}")
                continue
            if text[s:e] != sp["text"]:
                err(f"{rid}: span text mismatch {sp} vs {text[s:e]!r}")
            if t not in TYPES or TYPES[t] != sp["label"]:
                err(f"{rid}: bad label/type {sp['label']}/{t}")
            v = sp["text"]
            if v != v.strip():
                err(f"{rid}: span has edge whitespace {v!r}")
            if (v[0] in EDGE_PUNCT and not (v[0] == "(" and ")" in v)) or (v[-1] in EDGE_PUNCT and not re.search(r"(^|[\s.])[A-Za-z]\.$", v)):
                err(f"{rid}: span has edge punctuation {v!r}")
            if s < prev_start:
                err(f"{rid}: spans not sorted")
            if s < prev_end:
                err(f"{rid}: overlapping spans at {s}")
            # the span must not sit inside a larger alphanumeric token
            if (s > 0 and text[s - 1].isalnum() and v[0].isalnum()) or (e < len(text) and text[e].isalnum() and v[-1].isalnum()):
                if t not in ("AGE",):  # ages may touch their unit: 34yo, 34F
                    err(f"{rid}: span {v!r} cuts a token")
            if t == "PHONE" or t == "FAX":
                if "555" not in v:
                    err(f"{rid}: non-fictional phone {v!r}")
            if t in ("EMAIL", "URL") and not re.search(r"example\.(com|org|net)", v):
                err(f"{rid}: non-example domain {v!r}")
            if t == "IPADDR" and not re.match(r"^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)", v):
                err(f"{rid}: non-private IP {v!r}")
            if t == "SSN" and not (v.startswith("9") or v.startswith("000") or v.lower().startswith("qq")):
                err(f"{rid}: SSN not fictional {v!r}")
            types[t] += 1
            prev_start, prev_end = s, e
    nsp = sum(types.values())
    mean = statistics.mean(lengths) if lengths else 0
    need_notes = 600 if mean < 1200 else 330
    if len(rows) < need_notes:
        err(f"only {len(rows)} notes (need {need_notes}, mean length {mean:.0f})")
    if nsp < 8000:
        err(f"only {nsp} spans")
    for t in sorted(TYPES):
        if types[t] < 15:
            err(f"type {t} only {types[t]} times")
    big = [g for g in sorted(genres) if genres[g] >= 30]
    if len(big) < 10:
        err(f"only {len(big)} genres with >= 30 notes")
    frac = nlow / max(1, len(rows))
    if not (0.12 <= frac <= 0.22):
        err(f"lower-cased fraction {frac:.3f} not about one in six")
    # determinism hints: make.py must seed Random(257) and never iterate over a set
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py") and fn != "check.py":
            src = open(os.path.join(HERE, fn), encoding="utf-8").read()
            if os.path.getsize(os.path.join(HERE, fn)) >= 30 * 1024:
                err(f"{fn} is 30 KB or more")
            if re.search(r"\bset\(|frozenset\(|import (numpy|requests)|random\.seed|random\.random\(|hash\(", src):
                err(f"{fn}: determinism hazard")
    if "random.Random(257)" not in open(os.path.join(HERE, "make.py"), encoding="utf-8").read():
        err("make.py does not use random.Random(257)")
    print(f"notes {len(rows)}  spans {nsp}  mean len {mean:.0f}  median {statistics.median(lengths):.0f}  "
          f"range {min(lengths)}-{max(lengths)}  lowercase {nlow} ({frac:.1%})")
    print("genres:", ", ".join(f"{g} {genres[g]}" for g in sorted(genres)))
    print("types:", ", ".join(f"{t} {types[t]}" for t in sorted(TYPES)))
    if errors:
        print(f"FAILED: {len(errors)} error(s)")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
