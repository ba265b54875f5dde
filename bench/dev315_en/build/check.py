"""Validate bench/dev315_en/notes.jsonl.

usage: python3 build/check.py [--notes PATH] [--rebuild DIR]
--rebuild DIR rebuilds the set twice (PYTHONHASHSEED=1 and 2) into DIR and
compares both builds byte-for-byte with notes.jsonl."""
import argparse
import collections
import json
import os
import re
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
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
NOTE_FIELDS = {"id", "text", "spans", "meta"}
SPAN_FIELDS = {"start", "end", "label", "type", "text"}
META_FIELDS = {"source", "genre", "lowercase", "country"}
ID_RE = re.compile(r"^dev315-\d{4}$")
FICT_DOMAINS = ("example.com", "example.org", "example.net")

MIN_NOTES = 330
MIN_NOTES_SHORT = 600
MIN_SPANS = 8000
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30

errors = []


def err(msg):
    errors.append(msg)


def host_ok(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def private_ip(v):
    parts = v.split(".")
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def check_contact(nid, s):
    t, v = s["type"], s["text"]
    if t in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", v):
            err("%s: %s without 555: %r" % (nid, t, v))
    elif t == "EMAIL":
        if v.count("@") != 1 or not host_ok(v.split("@")[1]):
            err("%s: non-fictional email %r" % (nid, v))
    elif t == "URL":
        u = re.sub(r"^[a-z]+://", "", v.lower())
        if not host_ok(u.split("/")[0]):
            err("%s: non-fictional URL %r" % (nid, v))
    elif t == "IPADDR":
        if not private_ip(v):
            err("%s: non-private IP %r" % (nid, v))
    elif t == "SSN":
        if not (v.startswith("9") or v.startswith("000")):
            err("%s: SSN-like number not starting with 9 or 000: %r" % (nid, v))


def balanced(v):
    for o, c in ("()", "[]", "{}"):
        if v.count(o) != v.count(c):
            return False
    return True


def validate(path):
    notes = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                err("line %d: invalid JSON (%s)" % (ln, e))
    seen = set()
    for n in notes:
        if set(n) != NOTE_FIELDS:
            err("bad note fields %s" % sorted(n))
            continue
        nid = n["id"]
        if not isinstance(nid, str) or not ID_RE.match(nid):
            err("bad id %r" % (nid,))
        if nid in seen:
            err("duplicate id %s" % nid)
        seen.add(nid)
        text = n["text"]
        if not isinstance(text, str) or not text:
            err("%s: empty text" % nid)
            continue
        m = n["meta"]
        if not isinstance(m, dict) or set(m) != META_FIELDS:
            err("%s: bad meta fields" % nid)
            continue
        if m["source"] != "dev315-en":
            err("%s: bad source" % nid)
        if not isinstance(m["lowercase"], bool):
            err("%s: lowercase not bool" % nid)
        if not isinstance(m["genre"], str) or not isinstance(m["country"], str):
            err("%s: genre/country not str" % nid)
        if m["lowercase"] and text != text.lower():
            err("%s: lowercase note has upper-case characters" % nid)
        prev_end = -1
        prev_start = -1
        for s in n["spans"]:
            if set(s) != SPAN_FIELDS:
                err("%s: bad span fields %s" % (nid, sorted(s)))
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err("%s: bad offsets %r" % (nid, s))
                continue
            if text[a:b] != s["text"]:
                err("%s: span text mismatch at %d" % (nid, a))
            if s["type"] not in TYPES:
                err("%s: unknown type %r" % (nid, s["type"]))
            elif TYPES[s["type"]] != s["label"]:
                err("%s: label %r does not match type %r" % (nid, s["label"], s["type"]))
            v = s["text"]
            if v != v.strip():
                err("%s: span with outer whitespace %r" % (nid, v))
            if v and (v[-1] in ",;:" or v[0] in ",;:."):
                err("%s: span with outer punctuation %r" % (nid, v))
            if not balanced(v):
                err("%s: unbalanced brackets in span %r" % (nid, v))
            if a < prev_start:
                err("%s: spans not sorted" % nid)
            if a < prev_end:
                err("%s: overlapping spans at %d" % (nid, a))
            prev_start, prev_end = a, b
            if m["lowercase"] and v != v.lower():
                err("%s: lowercase note has upper-case span" % nid)
            check_contact(nid, s)
    return notes


def stats(notes):
    st = {"notes": len(notes)}
    st["chars"] = sum(len(n["text"]) for n in notes)
    st["mean_chars"] = st["chars"] / max(1, len(notes))
    st["spans"] = sum(len(n["spans"]) for n in notes)
    st["lower"] = sum(1 for n in notes if n["meta"]["lowercase"])
    st["label"] = collections.Counter(s["label"] for n in notes for s in n["spans"])
    st["type"] = collections.Counter(s["type"] for n in notes for s in n["spans"])
    st["genre"] = collections.Counter(n["meta"]["genre"] for n in notes)
    st["country"] = collections.Counter(n["meta"]["country"] for n in notes)
    return st


def check_minimums(st):
    need = MIN_NOTES if st["mean_chars"] >= 1200 else MIN_NOTES_SHORT
    if st["notes"] < need:
        err("only %d notes (need %d)" % (st["notes"], need))
    if st["spans"] < MIN_SPANS:
        err("only %d spans (need %d)" % (st["spans"], MIN_SPANS))
    for t in sorted(TYPES):
        if st["type"].get(t, 0) < MIN_PER_TYPE:
            err("type %s has %d spans (need %d)" % (t, st["type"].get(t, 0), MIN_PER_TYPE))
    big = [g for g in sorted(st["genre"]) if st["genre"][g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = st["lower"] / max(1, st["notes"])
    if not (0.12 <= frac <= 0.22):
        err("lower-case fraction %.3f is not about 1/6" % frac)


def rebuild(dirpath, notes_path):
    os.makedirs(dirpath, exist_ok=True)
    with open(notes_path, "rb") as f:
        ref = f.read()
    for seed in ("1", "2"):
        out = os.path.join(dirpath, "notes_seed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], env=env, check=True,
                       stdout=subprocess.DEVNULL)
        with open(out, "rb") as f:
            got = f.read()
        if got != ref:
            err("rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, notes_path))
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", default=os.path.join(ROOT, "notes.jsonl"))
    ap.add_argument("--rebuild", metavar="DIR")
    a = ap.parse_args()
    notes = validate(a.notes)
    st = stats(notes)
    check_minimums(st)
    if a.rebuild:
        rebuild(a.rebuild, a.notes)
    print("notes %d  mean chars %.0f  spans %d  lower-case %d" % (st["notes"], st["mean_chars"], st["spans"], st["lower"]))
    print("labels: " + ", ".join("%s %d" % (k, st["label"][k]) for k in sorted(st["label"])))
    print("types: " + ", ".join("%s %d" % (k, st["type"][k]) for k in sorted(st["type"])))
    print("genres: " + ", ".join("%s %d" % (k, st["genre"][k]) for k in sorted(st["genre"])))
    print("countries: " + ", ".join("%s %d" % (k, st["country"][k]) for k in sorted(st["country"])))
    if errors:
        for e in errors[:50]:
            print("ERROR: " + e)
        print("%d error(s)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
