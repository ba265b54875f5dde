#!/usr/bin/env python3
"""Validate bench/dev264_en/notes.jsonl.

Usage (from bench/dev264_en):
    python3 build/check.py                  # validate notes.jsonl
    python3 build/check.py --rebuild DIR    # also rebuild twice (PYTHONHASHSEED=1 and 2) into DIR
                                            # and require byte identity with notes.jsonl
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

TYPES = {
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
COUNTRIES = {"US", "UK", "AU", "CA", "NZ", "IE"}
EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")


def domain_ok(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in EXAMPLE_DOMAINS)


def url_host(u):
    u = re.sub(r"^[a-zA-Z][a-zA-Z0-9+.-]*://", "", u)
    return re.split(r"[/:?#]", u, maxsplit=1)[0]


def check_file(path, errors):
    recs = []
    with open(path, "rb") as f:
        raw = f.read()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        errors.append("not UTF-8: %s" % e)
        return recs
    if not text.endswith("\n"):
        errors.append("file does not end with newline")
    for ln, line in enumerate(text.split("\n")[:-1], 1):
        try:
            r = json.loads(line)
        except json.JSONDecodeError as e:
            errors.append("line %d: invalid JSON: %s" % (ln, e))
            continue
        recs.append(r)
        check_record(ln, r, errors)
    return recs


def check_record(ln, r, errors):
    def err(msg):
        errors.append("line %d (%s): %s" % (ln, r.get("id") if isinstance(r, dict) else "?", msg))

    if not isinstance(r, dict) or set(r) != {"id", "text", "spans", "meta"}:
        err("fields must be exactly id,text,spans,meta")
        return
    want = "dev264-%04d" % ln
    if not re.fullmatch(r"dev264-\d{4}", str(r["id"])) or r["id"] != want:
        err("id should be %s" % want)
    t = r["text"]
    if not isinstance(t, str) or not t:
        err("empty or non-string text")
        return
    m = r["meta"]
    if not isinstance(m, dict) or set(m) != {"source", "genre", "lowercase", "country"}:
        err("meta must have source, genre, lowercase, country")
    else:
        if m["source"] != "dev264-en":
            err("meta.source")
        if not isinstance(m["genre"], str) or not m["genre"]:
            err("meta.genre")
        if not isinstance(m["lowercase"], bool):
            err("meta.lowercase not bool")
        elif m["lowercase"] and t != t.lower():
            err("lowercase note contains upper-case characters")
        if m["country"] not in COUNTRIES:
            err("meta.country %r" % m["country"])
    if not isinstance(r["spans"], list):
        err("spans not a list")
        return
    prev_end = -1
    prev_start = -1
    for sp in r["spans"]:
        if not isinstance(sp, dict) or set(sp) != {"start", "end", "label", "type", "text"}:
            err("span fields %r" % (sp,))
            continue
        s, e = sp["start"], sp["end"]
        if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(t)):
            err("bad offsets %r" % (sp,))
            continue
        if t[s:e] != sp["text"]:
            err("offset/text mismatch %r vs %r" % (t[s:e], sp["text"]))
        if s < prev_start:
            err("spans not sorted at %d" % s)
        if s < prev_end:
            err("overlapping spans at %d" % s)
        prev_start, prev_end = s, e
        typ, lab = sp["type"], sp["label"]
        if typ not in TYPES:
            err("unknown type %r" % typ)
        elif TYPES[typ] != lab:
            err("label %r does not match type %r" % (lab, typ))
        v = sp["text"]
        if v != v.strip():
            err("span has edge whitespace %r" % v)
        if v[-1] in ",;:" or v[0] in ",;:.":
            err("span takes in punctuation %r" % v)
        if v.endswith(".") and len(v.split()[-1]) > 4:
            err("span seems to take in a full stop %r" % v)
        for o, c in ("()", "[]"):
            if v.count(o) != v.count(c):
                err("unbalanced brackets in span %r" % v)
        check_contact(typ, v, err)


def check_contact(typ, v, err):
    if typ in ("PHONE", "FAX") and "555" not in re.sub(r"\D", "", v):
        err("%s without 555: %r" % (typ, v))
    if typ == "EMAIL":
        if v.count("@") != 1 or not domain_ok(v.split("@")[1]):
            err("email not on example domain: %r" % v)
    if typ == "URL" and not domain_ok(url_host(v)):
        err("url not on example domain: %r" % v)
    if typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
            ok = (ip in ipaddress.ip_network("10.0.0.0/8") or ip in ipaddress.ip_network("192.168.0.0/16")
                  or ip in ipaddress.ip_network("172.16.0.0/12"))
        except ValueError:
            ok = False
        if not ok:
            err("IP not private: %r" % v)
    if typ == "SSN":
        dg = re.sub(r"\D", "", v)
        if not (dg.startswith("9") or dg.startswith("000")):
            err("SSN-like number must start with 9 or 000: %r" % v)


def check_sizes(recs, errors):
    n = len(recs)
    nspans = sum(len(r["spans"]) for r in recs)
    mean_len = sum(len(r["text"]) for r in recs) / max(1, n)
    need = 600 if mean_len < 1200 else 330
    if n < need:
        errors.append("only %d notes (need %d, mean length %.0f)" % (n, need, mean_len))
    if nspans < 8000:
        errors.append("only %d spans (need 8000)" % nspans)
    types = collections.Counter(sp["type"] for r in recs for sp in r["spans"])
    rich = [t for t in sorted(types) if types[t] >= 15]
    if len(rich) < 29:
        errors.append("only %d fine types with >=15 spans" % len(rich))
    genres = collections.Counter(r["meta"]["genre"] for r in recs)
    big = [g for g in sorted(genres) if genres[g] >= 30]
    if len(big) < 10:
        errors.append("only %d genres with >=30 notes" % len(big))
    lc = sum(1 for r in recs if r["meta"]["lowercase"])
    share = lc / max(1, n)
    if not 0.12 <= share <= 0.22:
        errors.append("lowercase share %.3f not about one in six" % share)
    return n, nspans, mean_len, types, genres, lc


def rebuild(outdir, notes_path, errors):
    os.makedirs(outdir, exist_ok=True)
    with open(notes_path, "rb") as f:
        ref = f.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out],
                       check=True, env=env, cwd=ROOT, stdout=subprocess.DEVNULL)
        with open(out, "rb") as f:
            got = f.read()
        if got != ref:
            errors.append("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: byte-identical (%d bytes)" % (seed, len(got)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", default=os.path.join(ROOT, "notes.jsonl"))
    ap.add_argument("--rebuild", metavar="DIR")
    a = ap.parse_args()
    errors = []
    recs = check_file(a.notes, errors)
    n, nspans, mean_len, types, genres, lc = check_sizes(recs, errors)
    if a.rebuild:
        rebuild(a.rebuild, a.notes, errors)
    print("notes %d  spans %d  mean length %.0f  lowercase %d (%.1f%%)" % (n, nspans, mean_len, lc, 100.0 * lc / max(1, n)))
    labels = collections.Counter(TYPES.get(t, "?") for t in types.elements())
    print("labels: " + ", ".join("%s %d" % (k, labels[k]) for k in sorted(labels)))
    print("types:  " + ", ".join("%s %d" % (k, types[k]) for k in sorted(types)))
    print("genres: " + ", ".join("%s %d" % (k, genres[k]) for k in sorted(genres)))
    if errors:
        for e in errors[:50]:
            print("ERROR", e)
        print("FAILED: %d problem(s)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
