#!/usr/bin/env python3
"""Validate bench/dev253_en/notes.jsonl. Usage: check.py [--rebuild]  (--rebuild also rebuilds under
PYTHONHASHSEED=1 and =2 into a scratch folder and compares bytes with notes.jsonl)."""
import collections
import hashlib
import ipaddress
import json
import os
import re
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")

LABELS = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
          "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
          "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
          "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
          "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
          "IPADDR": "CONTACT", "PROFESSION": "PROFESSION"}
GENRES = ["device clinic interrogation report", "remote transmission alert review", "implant procedure note",
          "lead/battery advisory letter", "device clinic letter to GP", "MRI conditional safety checklist",
          "shock event telephone triage", "end-of-life device deactivation note", "registry submission form",
          "patient portal message", "driving fitness medical report", "remote monitoring enrolment record"]
COUNTRIES = ["US", "CA", "IE"]
EDGE_BAD = " \t\n,;:\"'()[]{}<>"
DOT_OK = ["PATIENT", "DOCTOR", "FAMILY", "STREET", "ORGANIZATION", "HOSPITAL"]

errors = []


def err(msg):
    errors.append(msg)
    if len(errors) <= 40:
        print("ERROR:", msg)


def check_contact(nid, s):
    t, v = s["type"], s["text"]
    if t in ("PHONE", "FAX") and "555" not in v and not re.fullmatch(r"[\d-]{4,7}", v):
        err(f"{nid}: phone/fax without 555: {v!r}")
    if t == "EMAIL" and not re.search(r"@([a-z]+\.)?example\.(com|org|net)$", v):
        err(f"{nid}: email not at example domain: {v!r}")
    if t == "URL" and not re.search(r"(^|//|\.)example\.(com|org|net)(/|$)", v):
        err(f"{nid}: url not at example domain: {v!r}")
    if t == "IPADDR":
        try:
            if not ipaddress.ip_address(v).is_private:
                err(f"{nid}: public ip {v!r}")
        except ValueError:
            err(f"{nid}: bad ip {v!r}")
    if t == "SSN" and not (v.startswith("9") or v.startswith("000")):
        err(f"{nid}: SSN must start with 9 or 000: {v!r}")


def main():
    rows = []
    with open(NOTES, "rb") as f:
        raw = f.read()
    if not raw.endswith(b"\n") or b"\r" in raw:
        err("file must end with newline and use LF only")
    for i, line in enumerate(raw.decode("utf-8").split("\n")[:-1], 1):
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as e:
            err(f"line {i}: invalid JSON: {e}")
    types = collections.Counter()
    genres = collections.Counter()
    nspans = 0
    lowered = 0
    for k, row in enumerate(rows, 1):
        nid = row.get("id")
        if sorted(row) != ["id", "meta", "spans", "text"]:
            err(f"{nid}: keys {sorted(row)}")
            continue
        if nid != f"dev253-{k:04d}":
            err(f"line {k}: id {nid!r} out of sequence")
        text, meta = row["text"], row["meta"]
        if not isinstance(text, str) or not text.strip():
            err(f"{nid}: empty text")
            continue
        if sorted(meta) != ["country", "genre", "lowercase", "source"]:
            err(f"{nid}: meta keys {sorted(meta)}")
        if meta.get("source") != "dev253-en":
            err(f"{nid}: source {meta.get('source')!r}")
        if meta.get("genre") not in GENRES:
            err(f"{nid}: genre {meta.get('genre')!r}")
        if meta.get("country") not in COUNTRIES:
            err(f"{nid}: country {meta.get('country')!r}")
        if not isinstance(meta.get("lowercase"), bool):
            err(f"{nid}: lowercase not bool")
        if meta.get("lowercase"):
            lowered += 1
            if text != text.lower():
                err(f"{nid}: lowercase note has upper-case characters")
        genres[meta.get("genre")] += 1
        prev_end, prev_start = -1, -1
        for s in row["spans"]:
            if sorted(s) != ["end", "label", "start", "text", "type"]:
                err(f"{nid}: span keys {sorted(s)}")
                continue
            st, en = s["start"], s["end"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err(f"{nid}: bad offsets {st}-{en}")
                continue
            if text[st:en] != s["text"]:
                err(f"{nid}: span text mismatch {text[st:en]!r} != {s['text']!r}")
            if s["type"] not in LABELS or LABELS[s["type"]] != s["label"]:
                err(f"{nid}: bad label/type {s['label']}/{s['type']}")
            if st < prev_start:
                err(f"{nid}: spans not sorted at {st}")
            if st < prev_end:
                err(f"{nid}: overlapping spans at {st}")
            prev_start, prev_end = st, en
            v = s["text"]
            paren_ok = s["type"] in ("PHONE", "FAX") and v[0] == "(" and ")" in v
            if (v[0] in EDGE_BAD and not paren_ok) or v[-1] in EDGE_BAD:
                err(f"{nid}: span has whitespace/punctuation at edge: {v!r}")
            if v[-1] == "." and s["type"] not in DOT_OK:
                err(f"{nid}: span ends with full stop: {v!r} ({s['type']})")
            if meta.get("lowercase") and v != v.lower():
                err(f"{nid}: upper case span in lowercase note {v!r}")
            check_contact(nid, s)
            types[s["type"]] += 1
            nspans += 1
    n = len(rows)
    lens = [len(r["text"]) for r in rows]
    mean = statistics.mean(lens) if lens else 0
    need = 600 if mean < 1200 else 330
    if n < need:
        err(f"only {n} notes (need {need}; mean length {mean:.0f})")
    if nspans < 8000:
        err(f"only {nspans} spans (need 8000)")
    for t in sorted(LABELS):
        if types[t] < 15:
            err(f"type {t} has only {types[t]} spans (need 15)")
    big = [g for g in GENRES if genres[g] >= 30]
    if len(big) < 10:
        err(f"only {len(big)} genres with >= 30 notes")
    frac = lowered / n if n else 0
    if not 0.13 <= frac <= 0.21:
        err(f"lower-cased fraction {frac:.3f} not about 1/6")
    # determinism hints in the build code
    for fn in sorted(os.listdir(HERE)):
        if not fn.endswith(".py"):
            continue
        path = os.path.join(HERE, fn)
        if os.path.getsize(path) >= 30 * 1024:
            err(f"{fn} is 30 KB or larger")
        src = open(path, encoding="utf-8").read()
        if fn != "check.py" and re.search(r"\bfor\b[^\n]*\bin\s+(set\(|\{[^}:]*\}\s*:)", src):
            err(f"{fn}: iterates over a set")
        if fn != "check.py" and re.search(r"random\.(random|choice|randint|shuffle|sample)\(", src):
            err(f"{fn}: uses the global random module")
    if "random.Random(253)" not in open(os.path.join(HERE, "make.py"), encoding="utf-8").read():
        err("make.py does not seed random.Random(253)")
    md5 = hashlib.md5(raw).hexdigest()
    if "--rebuild" in sys.argv:
        tmp = "/tmp/dev253_tmp"
        os.makedirs(tmp, exist_ok=True)
        for seed in ("1", "2"):
            out = os.path.join(tmp, f"notes_seed{seed}.jsonl")
            env = dict(os.environ, PYTHONHASHSEED=seed, DEV253_OUT=out, PYTHONDONTWRITEBYTECODE="1")
            subprocess.run([sys.executable, os.path.join(HERE, "make.py")], env=env, check=True, stdout=subprocess.DEVNULL)
            h = hashlib.md5(open(out, "rb").read()).hexdigest()
            print(f"rebuild PYTHONHASHSEED={seed}: md5 {h}")
            if h != md5:
                err(f"rebuild under PYTHONHASHSEED={seed} differs from notes.jsonl")
    print(f"notes {n}, spans {nspans}, mean len {mean:.0f}, median {statistics.median(lens):.0f}, "
          f"range {min(lens)}-{max(lens)}, lower-cased {lowered}")
    print("genres:", ", ".join(f"{g}={genres[g]}" for g in GENRES))
    print("types:", ", ".join(f"{t}={types[t]}" for t in sorted(LABELS)))
    print("md5", md5)
    if errors:
        print(f"FAILED: {len(errors)} errors")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
