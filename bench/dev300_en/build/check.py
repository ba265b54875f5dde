#!/usr/bin/env python3
"""Validate bench/dev300_en/notes.jsonl.

Usage:
  python3 build/check.py [NOTES]               validate and print counts
  python3 build/check.py --rebuild DIR [NOTES] also rebuild twice into DIR
                                               (PYTHONHASHSEED=1 and 2) and
                                               compare bytes with NOTES
"""
import argparse
import collections
import ipaddress
import json
import os
import re
import string
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
COUNTRIES = {"UK", "US", "CA", "AU", "NZ"}
SOURCE = "dev300-en"
PUNCT = set(string.punctuation) | {"\u2013", "\u2014", "\u2018", "\u2019", "\u201c", "\u201d", "\u2713"}
INITIAL_END = re.compile(r"(^|[\s.])[A-Za-z]\.$")
EX_HOST = re.compile(r"^([a-z0-9-]+\.)*example\.(com|org|net)$", re.I)
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})")
URL_RE = re.compile(r"(?:https?://|www\.)([A-Za-z0-9.-]+)", re.I)
IP_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])")
MIN_PER_TYPE = 15


class Errors:
    def __init__(self):
        self.items = []

    def __call__(self, msg):
        self.items.append(msg)


def url_host(v):
    v = re.sub(r"^https?://", "", v, flags=re.I)
    return re.split(r"[/?#:]", v, 1)[0]


def private_ip(v):
    try:
        ip = ipaddress.IPv4Address(v)
    except ValueError:
        return False
    return any(ip in ipaddress.IPv4Network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))


def edge_ok(v):
    if not v or v != v.strip():
        return False
    a, z = v[0], v[-1]
    if a in PUNCT and not ((a == "(" and ")" in v) or a == "+"):
        return False
    if z in PUNCT:
        if z == ")" and "(" in v:
            return True
        if z == "." and INITIAL_END.search(v):
            return True
        return False
    return True


def check_note(i, rec, err):
    pre = "line %d" % (i + 1)
    if set(rec) != {"id", "text", "spans", "meta"}:
        err("%s: fields %s" % (pre, sorted(rec)))
        return
    want = "dev300-%04d" % (i + 1)
    if rec["id"] != want:
        err("%s: id %r, expected %r" % (pre, rec["id"], want))
    text = rec["text"]
    meta = rec["meta"]
    if not isinstance(text, str) or not text.strip():
        err("%s: empty text" % pre)
        return
    if set(meta) != {"source", "genre", "lowercase", "country"}:
        err("%s: meta fields %s" % (pre, sorted(meta)))
        return
    if meta["source"] != SOURCE:
        err("%s: source %r" % (pre, meta["source"]))
    if not isinstance(meta["lowercase"], bool):
        err("%s: lowercase not bool" % pre)
    if meta["country"] not in COUNTRIES:
        err("%s: country %r" % (pre, meta["country"]))
    if not isinstance(meta["genre"], str) or not meta["genre"]:
        err("%s: genre" % pre)
    if meta["lowercase"] and text != text.lower():
        err("%s: lowercase note has upper-case characters" % pre)
    prev_end = -1
    prev_start = -1
    for s in rec["spans"]:
        if set(s) != {"start", "end", "label", "type", "text"}:
            err("%s: span fields %s" % (pre, sorted(s)))
            continue
        st, en, lab, typ, v = s["start"], s["end"], s["label"], s["type"], s["text"]
        if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
            err("%s: bad offsets %r" % (pre, s))
            continue
        if text[st:en] != v:
            err("%s: span text mismatch %r vs %r" % (pre, text[st:en], v))
        if st < prev_start:
            err("%s: spans not sorted at %d" % (pre, st))
        if st < prev_end:
            err("%s: overlapping span at %d (%r)" % (pre, st, v))
        prev_start, prev_end = st, max(prev_end, en)
        if typ not in TYPES or TYPES[typ] != lab:
            err("%s: label/type %s/%s" % (pre, lab, typ))
        if not edge_ok(v):
            err("%s: whitespace or punctuation at span edge: %r (%s)" % (pre, v, typ))
        digits = re.sub(r"\D", "", v)
        if typ in ("PHONE", "FAX") and "555" not in digits:
            err("%s: %s without 555: %r" % (pre, typ, v))
        if typ == "EMAIL":
            m = re.fullmatch(r"[^@\s]+@([^@\s]+)", v)
            if not m or not EX_HOST.match(m.group(1)):
                err("%s: e-mail not on example domains: %r" % (pre, v))
        if typ == "URL" and not EX_HOST.match(url_host(v)):
            err("%s: URL not on example domains: %r" % (pre, v))
        if typ == "IPADDR" and not private_ip(v):
            err("%s: IP not private: %r" % (pre, v))
        if typ == "SSN" and not (digits.startswith("9") or digits.startswith("000")):
            err("%s: SSN-like number not starting with 9 or 000: %r" % (pre, v))
    # contacts anywhere in the text, labelled or not
    for m in EMAIL_RE.finditer(text):
        if not EX_HOST.match(m.group(1)):
            err("%s: e-mail in text not on example domains: %r" % (pre, m.group(0)))
    for m in URL_RE.finditer(text):
        if not EX_HOST.match(m.group(1).rstrip(".")):
            err("%s: URL in text not on example domains: %r" % (pre, m.group(0)))
    for m in IP_RE.finditer(text):
        if all(0 <= int(x) <= 255 for x in m.groups()) and not private_ip(m.group(0)):
            err("%s: public-looking IP in text: %r" % (pre, m.group(0)))


def stats(recs):
    st = {"notes": len(recs)}
    st["chars"] = sum(len(r["text"]) for r in recs)
    st["mean_chars"] = st["chars"] / max(1, len(recs))
    st["spans"] = sum(len(r["spans"]) for r in recs)
    st["labels"] = collections.Counter(s["label"] for r in recs for s in r["spans"])
    st["types"] = collections.Counter(s["type"] for r in recs for s in r["spans"])
    st["genres"] = collections.Counter(r["meta"]["genre"] for r in recs)
    st["countries"] = collections.Counter(r["meta"]["country"] for r in recs)
    st["lower"] = sum(1 for r in recs if r["meta"]["lowercase"])
    return st


def check_sizes(st, err):
    if st["notes"] < 330:
        err("size: %d notes < 330" % st["notes"])
    if st["mean_chars"] < 1200 and st["notes"] < 600:
        err("size: mean %.0f chars < 1200 needs >= 600 notes" % st["mean_chars"])
    if st["spans"] < 8000:
        err("size: %d spans < 8000" % st["spans"])
    for t in sorted(TYPES):
        if st["types"].get(t, 0) < MIN_PER_TYPE:
            err("size: type %s has %d spans < %d" % (t, st["types"].get(t, 0), MIN_PER_TYPE))
    big = [g for g in sorted(st["genres"]) if st["genres"][g] >= 30]
    if len(big) < 10:
        err("size: only %d genres with >= 30 notes" % len(big))
    frac = st["lower"] / max(1, st["notes"])
    if not (0.125 <= frac <= 0.21):
        err("size: lower-case fraction %.3f not about 1/6" % frac)


def rebuild(outdir, notes, err):
    os.makedirs(outdir, exist_ok=True)
    want = open(notes, "rb").read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes.seed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        got = open(out, "rb").read()
        if got != want:
            err("rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, notes))
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("notes", nargs="?", default=DEFAULT)
    ap.add_argument("--rebuild", metavar="DIR")
    args = ap.parse_args()
    err = Errors()
    recs = []
    with open(args.notes, encoding="utf-8") as f:
        for i, line in enumerate(f):
            try:
                rec = json.loads(line)
            except ValueError as e:
                err("line %d: invalid JSON (%s)" % (i + 1, e))
                continue
            recs.append(rec)
            check_note(i, rec, err)
    st = stats(recs)
    check_sizes(st, err)
    if args.rebuild:
        rebuild(args.rebuild, args.notes, err)
    print("notes %d, mean chars %.0f, spans %d, lower-case %d" % (st["notes"], st["mean_chars"], st["spans"], st["lower"]))
    print("labels: " + ", ".join("%s %d" % (k, st["labels"][k]) for k in sorted(st["labels"])))
    print("types: " + ", ".join("%s %d" % (k, st["types"][k]) for k in sorted(st["types"])))
    print("genres: " + ", ".join("%s %d" % (k, st["genres"][k]) for k in sorted(st["genres"])))
    print("countries: " + ", ".join("%s %d" % (k, st["countries"][k]) for k in sorted(st["countries"])))
    if err.items:
        for m in err.items[:60]:
            print("ERROR " + m)
        print("%d error(s)" % len(err.items))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
