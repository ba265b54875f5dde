"""Validate bench/dev286_en/notes.jsonl.

Usage (from bench/dev286_en):
    python3 build/check.py [--file notes.jsonl] [--rebuild DIR]

--rebuild DIR rebuilds the set twice into DIR, under PYTHONHASHSEED=1 and
PYTHONHASHSEED=2, and requires both outputs to be byte-identical to the file.
"""
import argparse
import collections
import ipaddress
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
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
COUNTRIES = {"US", "UK", "AU", "CA", "NZ"}
ID_RE = re.compile(r"^dev286-\d{4}$")
EX_DOM = re.compile(r"(^|\.)example\.(com|org|net)$", re.I)
EMAIL_RE = re.compile(r"^[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+\.)+[A-Za-z]+$")
EMAIL_ANY = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
URL_ANY = re.compile(r"(?:https?://|www\.)[^\s)\"']+", re.I)
IP_ANY = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])")


class Checker:
    def __init__(self):
        self.errors = []

    def err(self, where, msg):
        if len(self.errors) < 200:
            self.errors.append("%s: %s" % (where, msg))
        else:
            self.errors.append("...")


def url_host(u):
    v = re.sub(r"^[a-z]+://", "", u, flags=re.I)
    return re.split(r"[/?#:]", v, 1)[0]


def is_private(ip):
    try:
        a = ipaddress.ip_address(ip)
    except ValueError:
        return False
    return any(a in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))


def check_span_edges(ck, where, s, typ):
    if s != s.strip():
        ck.err(where, "span has outer whitespace %r" % s)
    if "\n" in s:
        ck.err(where, "span crosses a line break %r" % s)
    if s and s[-1] in ",;:!?\"'":
        ck.err(where, "span ends with punctuation %r" % s)
    if s and s[0] in ",;:.!?\"')]}":
        ck.err(where, "span starts with punctuation %r" % s)
    if s.startswith("(") and typ not in ("PHONE", "FAX"):
        ck.err(where, "span starts with bracket %r" % s)
    if s.endswith(")") and s.count("(") < s.count(")") + 0 and "(" not in s:
        ck.err(where, "span ends with unmatched bracket %r" % s)
    if s.endswith(".") and not re.search(r"(^|[\s.,])[A-Za-z\u00c0-\u024f]{1,3}\.$", s):
        ck.err(where, "span ends with a full stop %r" % s)


def check_contact(ck, where, s, typ):
    digits = re.sub(r"\D", "", s)
    if typ in ("PHONE", "FAX") and "555" not in digits:
        ck.err(where, "%s without 555: %r" % (typ, s))
    if typ == "EMAIL":
        if not EMAIL_RE.match(s) or not EX_DOM.search(s.split("@", 1)[1]):
            ck.err(where, "e-mail not on example domain: %r" % s)
    if typ == "URL":
        if not EX_DOM.search(url_host(s)):
            ck.err(where, "URL not on example domain: %r" % s)
    if typ == "IPADDR" and not is_private(s):
        ck.err(where, "IP not private: %r" % s)
    if typ == "SSN":
        if not (digits.startswith("9") or digits.startswith("000")):
            ck.err(where, "SSN-like number must start with 9 or 000: %r" % s)


def check_text_contacts(ck, where, text):
    for m in EMAIL_ANY.finditer(text):
        if not EX_DOM.search(m.group(0).split("@", 1)[1]):
            ck.err(where, "non-example e-mail in text %r" % m.group(0))
    for m in URL_ANY.finditer(text):
        if not EX_DOM.search(url_host(m.group(0).rstrip(".,;"))):
            ck.err(where, "non-example URL in text %r" % m.group(0))
    for m in IP_ANY.finditer(text):
        ip = m.group(0)
        if all(0 <= int(x) <= 255 for x in m.groups()) and not is_private(ip):
            ck.err(where, "public-looking IP in text %r" % ip)


def check_file(path, ck):
    raw = open(path, "rb").read()
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError as e:
        ck.err(path, "not UTF-8: %s" % e)
        return []
    if lines and lines[-1] == "":
        lines = lines[:-1]
    recs = []
    for i, line in enumerate(lines, 1):
        where = "line %d" % i
        try:
            r = json.loads(line)
        except json.JSONDecodeError as e:
            ck.err(where, "invalid JSON: %s" % e)
            continue
        if not isinstance(r, dict) or set(r) != {"id", "text", "spans", "meta"}:
            ck.err(where, "wrong fields %r" % (sorted(r) if isinstance(r, dict) else type(r)))
            continue
        recs.append(r)
        nid = r["id"]
        where = nid if isinstance(nid, str) else where
        if not isinstance(nid, str) or not ID_RE.match(nid):
            ck.err(where, "bad id %r" % (nid,))
        elif nid != "dev286-%04d" % i:
            ck.err(where, "id out of sequence (expected dev286-%04d)" % i)
        text = r["text"]
        if not isinstance(text, str) or not text.strip():
            ck.err(where, "empty or non-string text")
            continue
        meta = r["meta"]
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase", "country"}:
            ck.err(where, "bad meta fields")
            continue
        if meta["source"] != "dev286-en":
            ck.err(where, "bad meta.source")
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            ck.err(where, "bad meta.genre")
        if not isinstance(meta["lowercase"], bool):
            ck.err(where, "meta.lowercase not bool")
        if meta["country"] not in COUNTRIES:
            ck.err(where, "bad meta.country %r" % meta["country"])
        if meta["lowercase"] is True and text != text.lower():
            ck.err(where, "lowercase note contains upper case")
        spans = r["spans"]
        if not isinstance(spans, list):
            ck.err(where, "spans not a list")
            continue
        prev_end = -1
        prev_start = -1
        for j, s in enumerate(spans):
            sw = "%s span %d" % (where, j)
            if not isinstance(s, dict) or set(s) != {"start", "end", "label", "type", "text"}:
                ck.err(sw, "bad span fields")
                continue
            st, en = s["start"], s["end"]
            if not (isinstance(st, int) and isinstance(en, int)) or isinstance(st, bool) or isinstance(en, bool):
                ck.err(sw, "offsets not int")
                continue
            if not (0 <= st < en <= len(text)):
                ck.err(sw, "offsets out of range")
                continue
            if text[st:en] != s["text"]:
                ck.err(sw, "text mismatch %r vs %r" % (text[st:en], s["text"]))
            if st < prev_start:
                ck.err(sw, "spans not sorted")
            if st < prev_end:
                ck.err(sw, "overlapping spans")
            prev_start, prev_end = st, en
            typ, lab = s["type"], s["label"]
            if typ not in TYPE_LABEL:
                ck.err(sw, "unknown type %r" % typ)
            elif TYPE_LABEL[typ] != lab:
                ck.err(sw, "label %r does not match type %r" % (lab, typ))
            check_span_edges(ck, sw, s["text"], typ)
            check_contact(ck, sw, s["text"], typ)
        check_text_contacts(ck, where, text)
    return recs


def check_sizes(recs, ck):
    n = len(recs)
    nsp = sum(len(r["spans"]) for r in recs)
    mean_len = sum(len(r["text"]) for r in recs) / max(1, n)
    need = 600 if mean_len < 1200 else 330
    if n < need:
        ck.err("size", "%d notes < %d (mean length %.0f)" % (n, need, mean_len))
    if nsp < 8000:
        ck.err("size", "%d spans < 8000" % nsp)
    tc = collections.Counter(s["type"] for r in recs for s in r["spans"])
    rich = [t for t, v in tc.items() if v >= 15]
    if len(rich) < 29:
        ck.err("size", "only %d fine types with >=15 spans: %s" % (len(rich), sorted(tc.items())))
    gc = collections.Counter(r["meta"]["genre"] for r in recs)
    big = [g for g, v in gc.items() if v >= 30]
    if len(big) < 10:
        ck.err("size", "only %d genres with >=30 notes" % len(big))
    low = sum(1 for r in recs if r["meta"]["lowercase"])
    share = low / max(1, n)
    if not (0.13 <= share <= 0.21):
        ck.err("size", "lowercase share %.3f not about 1/6" % share)
    return dict(notes=n, spans=nsp, mean_len=mean_len, types=tc, genres=gc, lower=low)


def rebuild(dirpath, target, ck):
    os.makedirs(dirpath, exist_ok=True)
    ref = open(target, "rb").read()
    for seed in ("1", "2"):
        out = os.path.join(dirpath, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env, cwd=ROOT,
                       stdout=subprocess.DEVNULL)
        got = open(out, "rb").read()
        if got != ref:
            ck.err("rebuild", "PYTHONHASHSEED=%s output differs from %s" % (seed, target))
        else:
            print("rebuild PYTHONHASHSEED=%s: byte-identical (%d bytes)" % (seed, len(got)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--file", default=os.path.join(ROOT, "notes.jsonl"))
    ap.add_argument("--rebuild", metavar="DIR")
    args = ap.parse_args()
    ck = Checker()
    recs = check_file(args.file, ck)
    st = check_sizes(recs, ck)
    if args.rebuild:
        rebuild(args.rebuild, args.file, ck)
    print("notes %d, spans %d, mean length %.0f, lowercase %d" % (st["notes"], st["spans"], st["mean_len"], st["lower"]))
    print("genres: " + ", ".join("%s=%d" % kv for kv in sorted(st["genres"].items())))
    print("types: " + ", ".join("%s=%d" % kv for kv in sorted(st["types"].items())))
    if ck.errors:
        print("FAILED with %d problem(s):" % len(ck.errors))
        for e in ck.errors:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
