#!/usr/bin/env python3
"""Validate bench/dev250_en/notes.jsonl. Exit 1 on any failure. Optional --rebuild re-runs make.py
under PYTHONHASHSEED=1 and =2 into a temp dir and compares bytes."""
import collections
import hashlib
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")
TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
PUNCT_EDGE = "\"'()[]{}.,;:"
errors = []


def err(msg):
    if len(errors) < 50:
        print("ERROR:", msg)
    errors.append(msg)


def main():
    raw = open(PATH, "rb").read()
    if b"\r" in raw:
        err("CR characters present")
    lines = raw.decode("utf-8").split("\n")
    if lines[-1] != "":
        err("file must end with newline")
    notes = []
    for i, ln in enumerate(lines[:-1]):
        try:
            notes.append(json.loads(ln))
        except json.JSONDecodeError as e:
            err(f"line {i + 1}: bad JSON {e}")
    types = collections.Counter()
    genres = collections.Counter()
    lens = []
    nlower = 0
    for k, o in enumerate(notes):
        nid = o.get("id")
        if nid != f"dev250-{k + 1:04d}":
            err(f"bad id at {k}: {nid}")
        if sorted(o.keys()) != ["id", "meta", "spans", "text"]:
            err(f"{nid}: keys {sorted(o.keys())}")
        t = o["text"]
        m = o["meta"]
        if sorted(m.keys()) != ["country", "genre", "lowercase", "source"] or m["source"] != "dev250-en":
            err(f"{nid}: meta {m}")
        if m.get("country") not in ("US", "UK", "CA") or not isinstance(m.get("lowercase"), bool):
            err(f"{nid}: meta values {m}")
        genres[m["genre"]] += 1
        lens.append(len(t))
        if m["lowercase"]:
            nlower += 1
            if t != t.lower():
                err(f"{nid}: lowercase note has upper case")
        if "\x00" in t or "\x1f" in t:
            err(f"{nid}: marker character left in text")
        prev_end = -1
        prev_start = -1
        for s in o["spans"]:
            if list(s.keys()) != ["start", "end", "label", "type", "text"]:
                err(f"{nid}: span keys {list(s.keys())}")
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(t)):
                err(f"{nid}: bad offsets {s}")
                continue
            if t[a:b] != s["text"]:
                err(f"{nid}: text mismatch {s} vs {t[a:b]!r}")
            if s["text"] != s["text"].strip():
                err(f"{nid}: whitespace edge {s}")
            if s["text"][-1] in ",;:" or (s["text"][0] in PUNCT_EDGE and not (s["text"][0] == "(" and ")" in s["text"])):
                err(f"{nid}: punctuation edge {s}")
            if s["type"] not in TYPES or TYPES[s["type"]] != s["label"]:
                err(f"{nid}: bad label/type {s}")
            if a < prev_start:
                err(f"{nid}: spans not sorted")
            if a < prev_end:
                err(f"{nid}: overlap at {a}")
            prev_start, prev_end = a, b
            if m["lowercase"] and s["text"] != s["text"].lower():
                err(f"{nid}: upper case span in lowercase note")
            # boundaries: span must not cut a word
            if a > 0 and t[a - 1].isalnum() and t[a].isalnum():
                err(f"{nid}: span starts inside word {s}")
            if b < len(t) and t[b].isalnum() and t[b - 1].isalnum() and s["type"] != "AGE":  # guideline: [64]yo, [58]F
                err(f"{nid}: span ends inside word {s}")
            types[s["type"]] += 1
            # fictional contact checks
            if s["type"] in ("PHONE", "FAX") and "555" not in s["text"] and len(re.sub(r"\D", "", s["text"])) >= 7:
                err(f"{nid}: non-555 phone {s['text']}")
            if s["type"] == "EMAIL" and not re.search(r"@([a-z.]+\.)?example\.(com|org|net)$", s["text"].lower()):
                err(f"{nid}: email domain {s['text']}")
            if s["type"] == "URL" and "example." not in s["text"].lower():
                err(f"{nid}: url domain {s['text']}")
            if s["type"] == "IPADDR" and not re.match(r"^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)", s["text"]):
                err(f"{nid}: public IP {s['text']}")
            if s["type"] == "SSN" and not re.match(r"^(9|000|qq )", s["text"].lower()):
                err(f"{nid}: SSN prefix {s['text']}")
    n = len(notes)
    nspans = sum(types.values())
    mean = statistics.mean(lens) if lens else 0
    if n < 330 or (mean < 1200 and n < 600):
        err(f"size: {n} notes, mean {mean:.0f}")
    if nspans < 8000:
        err(f"only {nspans} spans")
    for ty in sorted(TYPES):
        if types[ty] < 15:
            err(f"type {ty} only {types[ty]}")
    big = [g for g in sorted(genres) if genres[g] >= 30]
    if len(big) < 10:
        err(f"only {len(big)} genres with >=30 notes")
    frac = nlower / n if n else 0
    if not 0.12 <= frac <= 0.22:
        err(f"lowercase fraction {frac:.3f}")
    # determinism hints: no set() iteration in build modules
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py") and fn != "check.py":
            src = open(os.path.join(HERE, fn), encoding="utf-8").read()
            if re.search(r"for \w+ in (set\(|\{[^}:]*\})", src):
                err(f"{fn}: iterates over a set")
            if "hash(" in src or "import time" in src or "datetime.now" in src or "date.today" in src:
                err(f"{fn}: nondeterministic call")
            if os.path.getsize(os.path.join(HERE, fn)) >= 30 * 1024:
                err(f"{fn}: module over 30 KB")
    if "--rebuild" in sys.argv:
        digs = []
        for seed in ("1", "2"):
            with tempfile.TemporaryDirectory() as td:
                env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
                code = ("import sys,os;sys.path.insert(0,%r);import make,json;"
                        "open(os.path.join(%r,'n.jsonl'),'w',encoding='utf-8',newline='\\n').write(''.join("
                        "json.dumps(o,ensure_ascii=False)+'\\n' for o in make.build()))") % (HERE, td)
                subprocess.run([sys.executable, "-c", code], env=env, check=True)
                digs.append(hashlib.md5(open(os.path.join(td, "n.jsonl"), "rb").read()).hexdigest())
        if digs[0] != digs[1] or digs[0] != hashlib.md5(raw).hexdigest():
            err(f"non-deterministic build {digs} vs {hashlib.md5(raw).hexdigest()}")
        else:
            print("determinism OK (PYTHONHASHSEED=1,2):", digs[0])
    print(f"notes {n}  spans {nspans}  mean len {mean:.0f}  median {statistics.median(lens):.0f}  range {min(lens)}-{max(lens)}  lowercase {nlower}")
    print("genres:", ", ".join(f"{g} {genres[g]}" for g in sorted(genres)))
    print("types:", ", ".join(f"{ty} {types[ty]}" for ty in sorted(TYPES, key=lambda x: (-types[x], x))))
    print("md5", hashlib.md5(raw).hexdigest())
    if errors:
        print(f"FAILED: {len(errors)} errors")
        sys.exit(1)
    print("ALL CHECKS PASSED")


if __name__ == "__main__":
    main()
