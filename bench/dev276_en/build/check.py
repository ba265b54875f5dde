#!/usr/bin/env python3
"""Validate bench/dev276_en/notes.jsonl.

Usage (from bench/dev276_en):
    python3 build/check.py [--notes notes.jsonl] [--rebuild DIR]

--rebuild DIR rebuilds the set twice into DIR (PYTHONHASHSEED=1 and =2) and
checks both outputs are byte-identical to notes.jsonl."""
import argparse
import collections
import json
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
COUNTRIES = {"US", "UK", "AU", "CA"}
ALLOWED_DOMAINS = ("example.com", "example.org", "example.net")
ID_RX = re.compile(r"^dev276-(\d{4})$")
BAD_EDGE = set(",;:()[]{}\"'<>|")

MIN_NOTES = 330
MIN_NOTES_SHORT = 600
MIN_SPANS = 8000
MIN_TYPES = 29
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30
LOWER_RANGE = (0.12, 0.22)


class Checker:
    def __init__(self):
        self.errors = []

    def err(self, msg):
        if len(self.errors) < 200:
            self.errors.append(msg)
        elif len(self.errors) == 200:
            self.errors.append("... (more errors suppressed)")


def domain_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in ALLOWED_DOMAINS)


def ip_private(s):
    parts = s.split(".")
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 192 and b == 168) or (a == 172 and 16 <= b <= 31)


def url_host(u):
    s = re.sub(r"^[a-zA-Z][a-zA-Z0-9+.-]*://", "", u)
    return re.split(r"[/:?#]", s, 1)[0]


def ssn_ok(s):
    d = re.sub(r"[\s-]", "", s)
    if d.isdigit():
        return d.startswith("9") or d.startswith("000")
    # UK National Insurance format: only the never-issued QQ prefix is used
    return d.upper().startswith("QQ") and len(d) == 9


def check_contact(ck, nid, sp):
    t, ty = sp["text"], sp["type"]
    if ty in ("PHONE", "FAX") and "555" not in t:
        ck.err("%s: %s without 555: %r" % (nid, ty, t))
    elif ty == "EMAIL":
        if t.count("@") != 1 or not domain_ok(t.split("@")[1]):
            ck.err("%s: e-mail outside example domains: %r" % (nid, t))
    elif ty == "URL":
        if not domain_ok(url_host(t)):
            ck.err("%s: URL outside example domains: %r" % (nid, t))
    elif ty == "IPADDR":
        if not ip_private(t):
            ck.err("%s: IP not private: %r" % (nid, t))
    elif ty == "SSN":
        if not ssn_ok(t):
            ck.err("%s: SSN-like value not starting 9/000 (or QQ): %r" % (nid, t))


def check_file(path):
    ck = Checker()
    notes = []
    with open(path, "rb") as f:
        raw = f.read()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        ck.err("not UTF-8: %s" % e)
        return ck, notes
    if not text.endswith("\n"):
        ck.err("file does not end with newline")
    for ln, line in enumerate(text.split("\n")[:-1], 1):
        try:
            o = json.loads(line)
        except json.JSONDecodeError as e:
            ck.err("line %d: invalid JSON: %s" % (ln, e))
            continue
        notes.append(o)
    for i, o in enumerate(notes, 1):
        if not isinstance(o, dict) or sorted(o) != ["id", "meta", "spans", "text"]:
            ck.err("note %d: wrong fields %r" % (i, sorted(o) if isinstance(o, dict) else o))
            continue
        nid = o["id"]
        m = ID_RX.match(nid) if isinstance(nid, str) else None
        if not m or int(m.group(1)) != i:
            ck.err("note %d: bad or out-of-sequence id %r" % (i, nid))
        t = o["text"]
        if not isinstance(t, str) or not t:
            ck.err("%s: empty text" % nid)
            continue
        meta = o["meta"]
        if not isinstance(meta, dict) or sorted(meta) != ["country", "genre", "lowercase", "source"]:
            ck.err("%s: bad meta %r" % (nid, meta))
            continue
        if meta["source"] != "dev276-en":
            ck.err("%s: bad source" % nid)
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            ck.err("%s: bad genre" % nid)
        if meta["country"] not in COUNTRIES:
            ck.err("%s: bad country %r" % (nid, meta["country"]))
        if not isinstance(meta["lowercase"], bool):
            ck.err("%s: lowercase not bool" % nid)
        elif meta["lowercase"] and t != t.lower():
            ck.err("%s: lowercase note contains upper-case characters" % nid)
        last_end = -1
        last_start = -1
        for sp in o["spans"]:
            if not isinstance(sp, dict) or sorted(sp) != ["end", "label", "start", "text", "type"]:
                ck.err("%s: bad span fields %r" % (nid, sp))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(t)):
                ck.err("%s: bad offsets %r" % (nid, sp))
                continue
            if t[s:e] != sp["text"]:
                ck.err("%s: text mismatch at %d-%d: %r vs %r" % (nid, s, e, t[s:e], sp["text"]))
            if sp["type"] not in TYPE2LABEL:
                ck.err("%s: unknown type %r" % (nid, sp["type"]))
            elif TYPE2LABEL[sp["type"]] != sp["label"]:
                ck.err("%s: label %r does not match type %r" % (nid, sp["label"], sp["type"]))
            st = sp["text"]
            if st != st.strip():
                ck.err("%s: span with edge whitespace %r" % (nid, st))
            lead_ok = st[:1] == "(" and ")" in st[1:]
            trail_ok = st[-1:] == ")" and "(" in st[:-1]
            if st and ((st[0] in BAD_EDGE and not lead_ok) or (st[-1] in BAD_EDGE and not trail_ok)):
                ck.err("%s: span with edge punctuation %r" % (nid, st))
            if st.endswith(".") and sp["type"] not in ("PATIENT", "DOCTOR", "FAMILY", "HOSPITAL", "ORGANIZATION", "STREET"):
                ck.err("%s: span ends with full stop %r" % (nid, st))
            if s < last_start:
                ck.err("%s: spans not sorted" % nid)
            if s < last_end:
                ck.err("%s: overlapping spans at %d" % (nid, s))
            last_start, last_end = s, e
            check_contact(ck, nid, sp)
    return ck, notes


def check_sizes(ck, notes):
    n = len(notes)
    if n == 0:
        ck.err("no notes")
        return {}
    mean = sum(len(o["text"]) for o in notes) / n
    need = MIN_NOTES_SHORT if mean < 1200 else MIN_NOTES
    if n < need:
        ck.err("only %d notes (need %d; mean length %.0f)" % (n, need, mean))
    spans = [sp for o in notes for sp in o["spans"]]
    if len(spans) < MIN_SPANS:
        ck.err("only %d spans (need %d)" % (len(spans), MIN_SPANS))
    tcount = collections.Counter(sp["type"] for sp in spans)
    rich = [t for t in sorted(tcount) if tcount[t] >= MIN_PER_TYPE]
    if len(rich) < MIN_TYPES:
        ck.err("only %d types with >=%d spans: %s" % (len(rich), MIN_PER_TYPE,
                                                        sorted((t, tcount.get(t, 0)) for t in TYPE2LABEL)))
    gcount = collections.Counter(o["meta"]["genre"] for o in notes)
    big = [g for g in sorted(gcount) if gcount[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        ck.err("only %d genres with >=%d notes" % (len(big), MIN_PER_GENRE))
    lc = sum(1 for o in notes if o["meta"]["lowercase"])
    share = lc / n
    if not (LOWER_RANGE[0] <= share <= LOWER_RANGE[1]):
        ck.err("lowercase share %.3f outside %r" % (share, LOWER_RANGE))
    return {"notes": n, "mean_len": mean, "spans": len(spans), "types": tcount, "genres": gcount,
            "lowercase": lc, "labels": collections.Counter(sp["label"] for sp in spans),
            "countries": collections.Counter(o["meta"]["country"] for o in notes)}


def rebuild(ck, notes_path, outdir):
    os.makedirs(outdir, exist_ok=True)
    with open(notes_path, "rb") as f:
        ref = f.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_seed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        res = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], env=env,
                             cwd=ROOT, capture_output=True, text=True)
        if res.returncode != 0:
            ck.err("rebuild with PYTHONHASHSEED=%s failed: %s" % (seed, res.stderr[-2000:]))
            continue
        with open(out, "rb") as f:
            data = f.read()
        if data != ref:
            ck.err("rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, notes_path))
        else:
            print("rebuild PYTHONHASHSEED=%s: byte-identical (%d bytes)" % (seed, len(data)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", default=os.path.join(ROOT, "notes.jsonl"))
    ap.add_argument("--rebuild", metavar="DIR")
    ap.add_argument("--quiet", action="store_true")
    a = ap.parse_args()
    ck, notes = check_file(a.notes)
    stats = check_sizes(ck, notes)
    if a.rebuild:
        rebuild(ck, a.notes, a.rebuild)
    if stats and not a.quiet:
        print("notes: %d  mean length: %.0f  spans: %d  lowercase: %d" % (
            stats["notes"], stats["mean_len"], stats["spans"], stats["lowercase"]))
        print("labels: " + ", ".join("%s %d" % kv for kv in sorted(stats["labels"].items())))
        print("types: " + ", ".join("%s %d" % kv for kv in sorted(stats["types"].items())))
        print("genres: " + ", ".join("%s %d" % kv for kv in sorted(stats["genres"].items())))
        print("countries: " + ", ".join("%s %d" % kv for kv in sorted(stats["countries"].items())))
    if ck.errors:
        print("FAILED (%d problems)" % len(ck.errors))
        for e in ck.errors:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
