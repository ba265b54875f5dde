#!/usr/bin/env python3
"""Validate bench/dev311_en/notes.jsonl.

Usage: python3 build/check.py [--rebuild DIR] [NOTES]

Checks JSON validity, ids, offsets and span text, order/overlap, labels and
types, span edges, the size rules, fictional contacts, lower-case notes, and
(with --rebuild) that two rebuilds under PYTHONHASHSEED=1 and =2 are
byte-identical to NOTES.  Prints the counts used in README.md.
"""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION",
    "ZIP": "LOCATION", "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION",
    "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID",
    "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
META_KEYS = ["source", "genre", "lowercase", "country"]
COUNTRIES = ["UK", "US", "CA", "AU"]
EX_DOM = re.compile(r"(^|\.)example\.(com|org|net)$")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s,;)]+|\b[a-z0-9.-]+\.(?:com|org|net)/[^\s,;)]*", re.I)
IP_RE = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")
SSN_RE = re.compile(r"\b\d{3}-\d{2}-\d{4}\b")

errors = []


def err(msg):
    errors.append(msg)
    if len(errors) <= 50:
        print("ERROR:", msg)


def edge_ok(s):
    if not s or s != s.strip():
        return False
    a, z = s[0], s[-1]
    if not (a.isalnum() or a in "(+"):
        return False
    if a == "(" and ")" not in s:
        return False
    if z.isalnum():
        return True
    if z == ")" and "(" in s:
        return True
    if z == ".":
        last = re.split(r"[\s,]", s)[-1]
        return len(s) >= 2 and s[-2].isalpha() and len(last) <= 5
    return False


def host_of(u):
    u = re.sub(r"^https?://", "", u, flags=re.I)
    return u.split("/")[0].lower()


def check_contact(nid, typ, s):
    low = s.lower()
    if typ in ("PHONE", "FAX") and "555" not in s:
        err("%s: %s without 555: %r" % (nid, typ, s))
    if typ == "EMAIL":
        m = EMAIL_RE.fullmatch(s)
        if not m or not EX_DOM.search(m.group(1).lower()):
            err("%s: e-mail not on example domains: %r" % (nid, s))
    if typ == "URL" and not EX_DOM.search(host_of(low)):
        err("%s: URL not on example domains: %r" % (nid, s))
    if typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(s)
            ok = (ip in ipaddress.ip_network("10.0.0.0/8") or ip in ipaddress.ip_network("172.16.0.0/12")
                  or ip in ipaddress.ip_network("192.168.0.0/16"))
        except ValueError:
            ok = False
        if not ok:
            err("%s: IP not private: %r" % (nid, s))
    if typ == "SSN":
        dg = re.sub(r"\D", "", s)
        if not (dg.startswith("9") or dg.startswith("000")):
            err("%s: SSN not starting with 9/000: %r" % (nid, s))


def check_text_contacts(nid, text):
    for m in EMAIL_RE.finditer(text):
        if not EX_DOM.search(m.group(1).lower()):
            err("%s: unlabelled non-example e-mail %r" % (nid, m.group(0)))
    for m in URL_RE.finditer(text):
        if not EX_DOM.search(host_of(m.group(0))):
            err("%s: non-example URL %r" % (nid, m.group(0)))
    for m in IP_RE.finditer(text):
        try:
            ip = ipaddress.ip_address(m.group(0))
        except ValueError:
            continue
        if not ip.is_private:
            err("%s: public IP in text %r" % (nid, m.group(0)))
    for m in SSN_RE.finditer(text):
        if not (m.group(0).startswith("9") or m.group(0).startswith("000")):
            err("%s: SSN-like number %r" % (nid, m.group(0)))


def validate(path):
    notes = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                err("line %d: invalid JSON (%s)" % (ln, e))
    by_type = collections.Counter()
    by_label = collections.Counter()
    genres = collections.Counter()
    countries = collections.Counter()
    lower_n = 0
    chars = 0
    for i, nt in enumerate(notes, 1):
        want = "dev311-%04d" % i
        nid = nt.get("id")
        if nid != want:
            err("note %d: id %r, expected %r" % (i, nid, want))
        if sorted(nt.keys()) != sorted(["id", "text", "spans", "meta"]):
            err("%s: bad keys %r" % (nid, sorted(nt.keys())))
        text = nt.get("text", "")
        meta = nt.get("meta", {})
        if sorted(meta.keys()) != sorted(META_KEYS):
            err("%s: bad meta keys" % nid)
        if meta.get("source") != "dev311-en":
            err("%s: bad source" % nid)
        if meta.get("country") not in COUNTRIES:
            err("%s: bad country" % nid)
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: lowercase not bool" % nid)
        if meta.get("lowercase"):
            lower_n += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case characters" % nid)
        genres[meta.get("genre")] += 1
        countries[meta.get("country")] += 1
        chars += len(text)
        prev_end = -1
        prev_start = -1
        for sp in nt.get("spans", []):
            if sorted(sp.keys()) != sorted(["start", "end", "label", "type", "text"]):
                err("%s: bad span keys %r" % (nid, sp))
                continue
            s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != st:
                err("%s: span text mismatch %r vs %r" % (nid, text[s:e], st))
            if typ not in TYPES or TYPES[typ] != lab:
                err("%s: bad label/type %s/%s" % (nid, lab, typ))
            if s < prev_start:
                err("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                err("%s: overlapping span at %d" % (nid, s))
            prev_start, prev_end = s, e
            if not edge_ok(st):
                err("%s: bad span edge %r (%s)" % (nid, st, typ))
            check_contact(nid, typ, st)
            by_type[typ] += 1
            by_label[lab] += 1
        check_text_contacts(nid, text)
    n = len(notes)
    total = sum(by_type.values())
    mean = chars / n if n else 0
    need = 600 if mean < 1200 else 330
    if n < need:
        err("only %d notes (need %d at mean %.0f chars)" % (n, need, mean))
    if total < 8000:
        err("only %d spans (need 8000)" % total)
    for t in sorted(TYPES):
        if by_type[t] < 15:
            err("type %s has %d spans (need 15)" % (t, by_type[t]))
    big = [g for g in sorted(genres) if genres[g] >= 30]
    if len(big) < 10:
        err("only %d genres with >= 30 notes" % len(big))
    frac = lower_n / n if n else 0
    if not (0.13 <= frac <= 0.21):
        err("lower-case fraction %.3f not about one in six" % frac)
    print("notes: %d  mean chars: %.0f  spans: %d  lower-case notes: %d" % (n, mean, total, lower_n))
    print("per label: " + ", ".join("%s %d" % (k, by_label[k]) for k in sorted(by_label)))
    print("per type: " + ", ".join("%s %d" % (k, by_type[k]) for k in sorted(by_type)))
    print("genres: " + ", ".join("%s %d" % (k, genres[k]) for k in sorted(genres)))
    print("countries: " + ", ".join("%s %d" % (k, countries[k]) for k in sorted(countries)))


def rebuild(dirpath, path):
    os.makedirs(dirpath, exist_ok=True)
    ref = open(path, "rb").read()
    for seed in ("1", "2"):
        out = os.path.join(dirpath, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env)
        if open(out, "rb").read() != ref:
            err("rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, path))
        else:
            print("rebuild PYTHONHASHSEED=%s: identical" % seed)


def main(argv):
    rb = None
    if "--rebuild" in argv:
        k = argv.index("--rebuild")
        rb = argv[k + 1]
        argv = argv[:k] + argv[k + 2:]
    path = argv[0] if argv else DEFAULT
    validate(path)
    if rb:
        rebuild(rb, path)
    if errors:
        print("FAILED: %d error(s)" % len(errors))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
