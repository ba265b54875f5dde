"""Check dev357_en/notes.jsonl (author 357). Python 3 standard library only.

Usage: python3 build/check.py [--rebuild DIR] [--file notes.jsonl]
With --rebuild, make.py is run twice (PYTHONHASHSEED=1 and 2) writing DIR/notes.jsonl, and each
result must be byte-identical to notes.jsonl. DIR is removed afterwards if check.py created it."""
import argparse
import collections
import ipaddress
import json
import os
import re
import shutil
import string
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
COUNTRIES = {"UK", "IE", "AU", "NZ", "CA", "US"}
PUNCT = set(string.punctuation)
SAFE_DOMAINS = ("example.com", "example.org", "example.net")


def safe_host(h):
    h = h.lower().rstrip(".")
    return any(h == d or h.endswith("." + d) for d in SAFE_DOMAINS)


def edge_ok(v, typ):
    a, z = v[0], v[-1]
    if a.isspace() or z.isspace():
        return False
    if a in PUNCT and not ((a == "(" and ")" in v) or (a == "+" and typ in ("PHONE", "FAX"))):
        return False
    if z in PUNCT:
        if z == ")" and "(" in v:
            return True
        if z == "." and re.search(r"(^|[\s.])[A-Za-z]\.$", v):
            return True  # initials such as "J.S." or "Maria K."
        if z == "/" and typ == "URL":
            return True
        return False
    return True


def contact_errors(s):
    v, t = s["text"], s["type"]
    if t in ("PHONE", "FAX") and "555" not in re.sub(r"\D", "", v):
        return f"{t} without 555: {v!r}"
    if t == "EMAIL":
        if v.count("@") != 1 or not safe_host(v.split("@")[1]):
            return f"EMAIL not example domain: {v!r}"
    if t == "URL":
        host = re.sub(r"^[a-z]+://", "", v.lower()).split("/")[0].split(":")[0]
        if not safe_host(host):
            return f"URL not example domain: {v!r}"
    if t == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            return f"bad IP: {v!r}"
        nets = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
        if not any(ip in n for n in nets):
            return f"public IP: {v!r}"
    if t == "SSN":
        if not (v[:1] == "9" or v.startswith("000")):
            return f"SSN not 9/000: {v!r}"
    return None


def check(path):
    errs = []
    notes = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                errs.append(f"line {ln}: bad JSON {e}")
    types = collections.Counter()
    labels = collections.Counter()
    genres = collections.Counter()
    countries = collections.Counter()
    nspans = 0
    nlower = 0
    for i, n in enumerate(notes):
        nid = n.get("id")
        if set(n) != {"id", "text", "spans", "meta"}:
            errs.append(f"{nid}: fields {sorted(n)}")
            continue
        if nid != f"dev357-{i + 1:04d}":
            errs.append(f"note {i}: id {nid}")
        m, t = n["meta"], n["text"]
        if not isinstance(t, str) or not t:
            errs.append(f"{nid}: empty text")
            continue
        if set(m) != {"source", "genre", "lowercase", "country"} or m.get("source") != "dev357-en":
            errs.append(f"{nid}: meta {m}")
            continue
        if not isinstance(m["lowercase"], bool) or m["country"] not in COUNTRIES or not m["genre"]:
            errs.append(f"{nid}: meta values {m}")
        genres[m["genre"]] += 1
        countries[m["country"]] += 1
        if m["lowercase"]:
            nlower += 1
            if t != t.lower():
                errs.append(f"{nid}: lowercase note has upper case")
        prev_end, prev_start = 0, -1
        for s in n["spans"]:
            if set(s) != {"start", "end", "label", "type", "text"}:
                errs.append(f"{nid}: span fields {sorted(s)}")
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(t)):
                errs.append(f"{nid}: bad offsets {s}")
                continue
            if t[a:b] != s["text"]:
                errs.append(f"{nid}: span text mismatch {s} vs {t[a:b]!r}")
            if a < prev_start:
                errs.append(f"{nid}: spans not sorted at {a}")
            if a < prev_end:
                errs.append(f"{nid}: overlap at {a}")
            prev_start, prev_end = a, b
            if s["type"] not in TYPES:
                errs.append(f"{nid}: unknown type {s['type']}")
            elif TYPES[s["type"]] != s["label"]:
                errs.append(f"{nid}: label {s['label']} does not match type {s['type']}")
            if not edge_ok(s["text"], s["type"]):
                errs.append(f"{nid}: span edge whitespace/punctuation {s['text']!r}")
            ce = contact_errors(s)
            if ce:
                errs.append(f"{nid}: {ce}")
            types[s["type"]] += 1
            labels[s["label"]] += 1
            nspans += 1
    nn = len(notes)
    mean = sum(len(n.get("text", "")) for n in notes) / max(nn, 1)
    need = 600 if mean < 1200 else 330
    if nn < need:
        errs.append(f"only {nn} notes (need {need}, mean length {mean:.0f})")
    if nspans < 8000:
        errs.append(f"only {nspans} spans (need 8000)")
    for ty in sorted(TYPES):
        if types[ty] < 15:
            errs.append(f"type {ty} has {types[ty]} spans (need 15)")
    big = [g for g in sorted(genres) if genres[g] >= 30]
    if len(big) < 10:
        errs.append(f"only {len(big)} genres with >=30 notes")
    frac = nlower / max(nn, 1)
    if not 0.13 <= frac <= 0.21:
        errs.append(f"lowercase fraction {frac:.3f} not about 1/6")
    print(f"notes: {nn}  mean length: {mean:.0f}  spans: {nspans}  lowercase: {nlower} ({frac:.1%})")
    print("per label: " + ", ".join(f"{k} {labels[k]}" for k in sorted(labels)))
    print("per type:")
    for ty in sorted(TYPES):
        print(f"  {ty:<15}{types[ty]:>6}")
    print("per genre:")
    for g in sorted(genres):
        print(f"  {g:<36}{genres[g]:>5}")
    print("countries: " + ", ".join(f"{c} {countries[c]}" for c in sorted(countries)))
    return errs


def rebuild(target, path):
    errs = []
    created = not os.path.exists(target)
    os.makedirs(target, exist_ok=True)
    with open(path, "rb") as f:
        ref = f.read()
    try:
        for seed in ("1", "2"):
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
            r = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", target],
                               env=env, capture_output=True, text=True)
            if r.returncode != 0:
                errs.append(f"rebuild PYTHONHASHSEED={seed} failed: {r.stderr.strip()[-500:]}")
                continue
            with open(os.path.join(target, "notes.jsonl"), "rb") as f:
                same = f.read() == ref
            print(f"rebuild PYTHONHASHSEED={seed}: {'identical' if same else 'DIFFERENT'}")
            if not same:
                errs.append(f"rebuild PYTHONHASHSEED={seed} differs from notes.jsonl")
    finally:
        if created:
            shutil.rmtree(target, ignore_errors=True)
        else:
            try:
                os.remove(os.path.join(target, "notes.jsonl"))
            except OSError:
                pass
    return errs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rebuild", metavar="DIR")
    ap.add_argument("--file", default=os.path.join(ROOT, "notes.jsonl"))
    a = ap.parse_args()
    errs = check(a.file)
    if a.rebuild:
        errs += rebuild(a.rebuild, a.file)
    for e in errs[:60]:
        print("ERROR", e)
    if len(errs) > 60:
        print(f"... {len(errs) - 60} more errors")
    print("FAIL" if errs else "OK")
    sys.exit(1 if errs else 0)


if __name__ == "__main__":
    main()
