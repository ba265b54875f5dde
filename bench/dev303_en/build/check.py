#!/usr/bin/env python3
"""Validate bench/dev303_en/notes.jsonl.

usage: python3 build/check.py [--notes PATH] [--rebuild DIR]

--rebuild DIR rebuilds the set twice into DIR (PYTHONHASHSEED=1 and 2) and
compares both outputs byte for byte with notes.jsonl."""

import collections
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

TYPE_LABEL = {
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
COUNTRIES = {"United States", "United Kingdom", "Australia", "Canada", "Ireland", "New Zealand"}
FICT_DOMAINS = ("example.com", "example.org", "example.net")
INITIAL_END = re.compile(r"(^|[^A-Za-z])[A-Za-z]\.$")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")

errors = []


def err(msg):
    errors.append(msg)


def fict_host(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def private_ip(s):
    parts = s.split(".")
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def url_host(u):
    u = re.sub(r"^[a-z]+://", "", u.lower())
    return u.split("/", 1)[0].split(":", 1)[0]


def check_span_value(nid, sp):
    t, v = sp["type"], sp["text"]
    if t in ("PHONE", "FAX") and "555" not in v:
        err("%s: %s without 555: %r" % (nid, t, v))
    elif t == "EMAIL":
        if "@" not in v or not fict_host(v.rsplit("@", 1)[1]):
            err("%s: e-mail not on example domain: %r" % (nid, v))
    elif t == "URL":
        if not fict_host(url_host(v)):
            err("%s: URL not on example domain: %r" % (nid, v))
    elif t == "IPADDR":
        if not private_ip(v):
            err("%s: IP not private: %r" % (nid, v))
    elif t == "SSN":
        if not (v.startswith("9") or v.startswith("000")):
            err("%s: SSN-like number must start with 9 or 000: %r" % (nid, v))


def check_edges(nid, v):
    if v != v.strip():
        err("%s: whitespace at span edge: %r" % (nid, v))
        return
    if not (v[0].isalnum() or v[0] in "(+"):
        err("%s: span starts with punctuation: %r" % (nid, v))
    last = v[-1]
    if last.isalnum() or last == ")":
        return
    if last == "." and INITIAL_END.search(v):
        return
    err("%s: span ends with punctuation: %r" % (nid, v))


def check_file(path):
    with open(path, "rb") as f:
        raw = f.read()
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError:
        err("file is not UTF-8")
        return None
    if lines and lines[-1] == "":
        lines.pop()
    notes = []
    for i, line in enumerate(lines):
        try:
            o = json.loads(line)
        except ValueError as e:
            err("line %d: invalid JSON (%s)" % (i + 1, e))
            continue
        notes.append(o)
    stats = {"types": collections.Counter(), "labels": collections.Counter(),
             "genres": collections.Counter(), "countries": collections.Counter(),
             "chars": 0, "spans": 0, "lower": 0}
    for i, o in enumerate(notes):
        want_id = "dev303-%04d" % (i + 1)
        if set(o) != {"id", "text", "spans", "meta"}:
            err("note %d: fields %r" % (i + 1, sorted(o)))
            continue
        nid = o["id"]
        if nid != want_id:
            err("note %d: id %r, expected %r" % (i + 1, nid, want_id))
        text = o["text"]
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % nid)
            continue
        meta = o["meta"]
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase", "country"}:
            err("%s: bad meta %r" % (nid, meta))
            continue
        if meta["source"] != "dev303-en":
            err("%s: source %r" % (nid, meta["source"]))
        if not isinstance(meta["lowercase"], bool):
            err("%s: lowercase not bool" % nid)
        if meta["country"] not in COUNTRIES:
            err("%s: country %r" % (nid, meta["country"]))
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            err("%s: genre %r" % (nid, meta["genre"]))
        if meta["lowercase"]:
            stats["lower"] += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case characters" % nid)
        elif text == text.lower():
            err("%s: mixed-case note has no upper-case characters" % nid)
        stats["genres"][meta["genre"]] += 1
        stats["countries"][meta["country"]] += 1
        stats["chars"] += len(text)
        prev_end = -1
        prev_start = -1
        covered = []
        for sp in o["spans"]:
            if set(sp) != {"start", "end", "label", "type", "text"}:
                err("%s: span fields %r" % (nid, sorted(sp)))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != sp["text"]:
                err("%s: span text mismatch %r vs %r" % (nid, text[s:e], sp["text"]))
            if sp["type"] not in TYPE_LABEL:
                err("%s: unknown type %r" % (nid, sp["type"]))
            elif TYPE_LABEL[sp["type"]] != sp["label"]:
                err("%s: label %r for type %r" % (nid, sp["label"], sp["type"]))
            if s < prev_start:
                err("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                err("%s: overlapping spans at %d" % (nid, s))
            prev_start, prev_end = s, max(prev_end, e)
            check_edges(nid, sp["text"])
            check_span_value(nid, sp)
            covered.append((s, e))
            stats["types"][sp["type"]] += 1
            stats["labels"][sp["label"]] += 1
            stats["spans"] += 1
        # every e-mail address in the text must be a fictional, annotated one
        for m in EMAIL_RE.finditer(text):
            if not fict_host(m.group(0).rsplit("@", 1)[1]):
                err("%s: non-fictional e-mail in text %r" % (nid, m.group(0)))
            if not any(s <= m.start() and m.end() <= e for s, e in covered):
                err("%s: e-mail not annotated %r" % (nid, m.group(0)))
    stats["notes"] = len(notes)
    return stats


def check_size(st):
    n = st["notes"]
    mean = st["chars"] / n if n else 0
    if n < 330:
        err("only %d notes (need >= 330)" % n)
    if mean < 1200 and n < 600:
        err("mean %.0f chars < 1200 needs >= 600 notes; have %d" % (mean, n))
    if st["spans"] < 8000:
        err("only %d spans (need >= 8000)" % st["spans"])
    for t in sorted(TYPE_LABEL):
        if st["types"][t] < 15:
            err("type %s has %d spans (need >= 15)" % (t, st["types"][t]))
    big = [g for g in sorted(st["genres"]) if st["genres"][g] >= 30]
    if len(big) < 10:
        err("only %d genres with >= 30 notes" % len(big))
    frac = st["lower"] / n if n else 0
    if not 0.12 <= frac <= 0.22:
        err("lower-case fraction %.3f not about one in six" % frac)


def rebuild(dirpath, notes_path):
    os.makedirs(dirpath, exist_ok=True)
    with open(notes_path, "rb") as f:
        ref = f.read()
    for seed in ("1", "2"):
        out = os.path.join(dirpath, "notes_seed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        r = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out],
                           env=env, capture_output=True, text=True)
        if r.returncode != 0:
            err("rebuild with PYTHONHASHSEED=%s failed: %s" % (seed, r.stderr.strip()[-500:]))
            continue
        with open(out, "rb") as f:
            got = f.read()
        if got != ref:
            err("rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, notes_path))
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))


def main(argv):
    notes_path = os.path.join(ROOT, "notes.jsonl")
    rb = None
    i = 0
    while i < len(argv):
        if argv[i] == "--notes":
            notes_path = argv[i + 1]
            i += 2
        elif argv[i] == "--rebuild":
            rb = argv[i + 1]
            i += 2
        else:
            print("unknown argument %r" % argv[i])
            return 2
    st = check_file(notes_path)
    if st:
        check_size(st)
        print("notes %d, mean chars %.0f, spans %d, lower-case %d" % (
            st["notes"], st["chars"] / max(1, st["notes"]), st["spans"], st["lower"]))
        print("labels: " + ", ".join("%s %d" % (k, st["labels"][k]) for k in sorted(st["labels"])))
        print("types: " + ", ".join("%s %d" % (k, st["types"][k]) for k in sorted(st["types"])))
        print("genres: " + ", ".join("%s %d" % (k, st["genres"][k]) for k in sorted(st["genres"])))
        print("countries: " + ", ".join("%s %d" % (k, st["countries"][k]) for k in sorted(st["countries"])))
    if rb:
        rebuild(rb, notes_path)
    if errors:
        for e in errors[:60]:
            print("ERROR: " + e)
        print("%d error(s)" % len(errors))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
