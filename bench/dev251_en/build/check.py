#!/usr/bin/env python3
"""Validate bench/dev251_en/notes.jsonl against the guideline's schema and the set's size rules."""
import collections
import hashlib
import json
import os
import re
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")
TYPES = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
         "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
         "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
         "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
         "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
         "IPADDR": "CONTACT", "PROFESSION": "PROFESSION"}
BAD_EDGE = set(" \t\n,;:\"'()[]{}")
ERR = []


def err(msg):
    ERR.append(msg)
    if len(ERR) < 40:
        print("ERROR:", msg)


def check_contacts(sp):
    t, typ = sp["text"], sp["type"]
    if typ in ("PHONE", "FAX") and re.search(r"\d{3}-\d{2}-\d{4}", t) is None and len(re.sub(r"\D", "", t)) >= 9:
        if "555" not in t:
            err(f"non-555 phone {t!r}")
    if typ == "EMAIL" and not re.search(r"@example\.(com|org|net)$", t):
        err(f"email domain {t!r}")
    if typ == "URL" and "example." not in t:
        err(f"url domain {t!r}")
    if typ == "IPADDR":
        o = [int(x) for x in t.split(".")]
        if not (o[0] == 10 or o[:2] == [192, 168] or (o[0] == 172 and 16 <= o[1] <= 31)):
            err(f"public ip {t!r}")
    if typ == "SSN" and "-" in t and not (t.startswith("9") or t.startswith("000")):
        err(f"ssn {t!r}")


def main():
    raw = open(PATH, "rb").read()
    if b"\r" in raw:
        err("CR in file")
    lines = raw.decode("utf-8").split("\n")
    if lines[-1] != "":
        err("file must end with newline")
    rows = []
    for i, line in enumerate(lines[:-1]):
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as e:
            err(f"line {i + 1}: bad JSON {e}")
    types = collections.Counter()
    genres = collections.Counter()
    lens, nlower, nspans = [], 0, 0
    for i, r in enumerate(rows):
        if list(r) != ["id", "text", "spans", "meta"]:
            err(f"{i}: fields {list(r)}")
        if r.get("id") != f"dev251-{i + 1:04d}":
            err(f"{i}: id {r.get('id')}")
        t, m = r["text"], r["meta"]
        if set(m) != {"source", "genre", "lowercase", "country"} or m["source"] != "dev251-en":
            err(f"{r['id']}: meta {m}")
        if m["country"] not in ("US", "AU", "IE") or not isinstance(m["lowercase"], bool) or not m["genre"]:
            err(f"{r['id']}: meta values {m}")
        if m["lowercase"]:
            nlower += 1
            if t != t.lower():
                err(f"{r['id']}: lowercase note has capitals")
        genres[m["genre"]] += 1
        lens.append(len(t))
        prev_end, prev_start = -1, -1
        for sp in r["spans"]:
            nspans += 1
            if set(sp) != {"start", "end", "label", "type", "text"}:
                err(f"{r['id']}: span keys {sorted(sp)}")
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(t)):
                err(f"{r['id']}: bad offsets {sp}")
                continue
            if t[s:e] != sp["text"]:
                err(f"{r['id']}: text mismatch {sp} vs {t[s:e]!r}")
            if sp["type"] not in TYPES or TYPES[sp["type"]] != sp["label"]:
                err(f"{r['id']}: bad label/type {sp['label']}/{sp['type']}")
            if s < prev_start:
                err(f"{r['id']}: spans not sorted at {s}")
            if s < prev_end:
                err(f"{r['id']}: overlap at {s}")
            tx = sp["text"]
            paren_ok = tx[0] == "(" and ")" in tx[1:] or tx[-1] == ")" and "(" in tx[:-1]
            if (tx[0] in BAD_EDGE and not (tx[0] == "(" and paren_ok)) or \
                    (tx[-1] in BAD_EDGE and not (tx[-1] == ")" and paren_ok)):
                err(f"{r['id']}: span edge whitespace/punctuation {sp['text']!r}")
            if sp["text"].endswith(".") and not re.search(r"(\b[^\W\d_]|Inc|Co)\.$", sp["text"], re.I):
                err(f"{r['id']}: trailing full stop {sp['text']!r}")
            if m["lowercase"] and sp["text"] != sp["text"].lower():
                err(f"{r['id']}: capitals in lowercase span")
            check_contacts(sp)
            prev_start, prev_end = s, e
            types[sp["type"]] += 1
    n = len(rows)
    mean = statistics.mean(lens) if lens else 0
    need = 600 if mean < 1200 else 330
    if n < need:
        err(f"only {n} notes (need {need}, mean length {mean:.0f})")
    if nspans < 8000:
        err(f"only {nspans} spans")
    for typ in sorted(TYPES):
        if types[typ] < 15:
            err(f"type {typ} only {types[typ]}")
    big = [g for g in sorted(genres) if genres[g] >= 30]
    if len(big) < 10:
        err(f"only {len(big)} genres with >=30 notes")
    frac = nlower / max(n, 1)
    if not 0.13 <= frac <= 0.21:
        err(f"lowercase fraction {frac:.3f}")
    # determinism hints: build under two hash seeds must give identical bytes
    if "--no-rebuild" not in sys.argv:
        digests = []
        for seed in ("1", "2"):
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
            subprocess.run([sys.executable, os.path.join(HERE, "make.py")], env=env, check=True, capture_output=True)
            digests.append(hashlib.md5(open(PATH, "rb").read()).hexdigest())
        if len(set(digests)) != 1 or digests[0] != hashlib.md5(raw).hexdigest():
            err(f"non-deterministic build {digests}")
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py"):
            src = open(os.path.join(HERE, fn), encoding="utf-8").read()
            if os.path.getsize(os.path.join(HERE, fn)) > 30000:
                err(f"{fn} over 30 KB")
            if re.search(r"random\.(random|choice|randint|shuffle|seed)\(", src) or ("has" + "h(") in src:
                err(f"{fn}: global randomness or hash builtin")
    print(f"notes {n}  spans {nspans}  lower {nlower} ({frac:.1%})  mean len {mean:.0f}  median "
          f"{statistics.median(lens):.0f}  range {min(lens)}-{max(lens)}")
    print("genres:", ", ".join(f"{g} {genres[g]}" for g in sorted(genres)))
    print("types:", ", ".join(f"{t} {types[t]}" for t in sorted(TYPES)))
    print("md5", hashlib.md5(raw).hexdigest())
    if ERR:
        print(f"FAILED with {len(ERR)} errors")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
