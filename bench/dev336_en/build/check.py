#!/usr/bin/env python3
"""Validate bench/dev336_en/notes.jsonl.

usage: python3 build/check.py [--notes PATH] [--rebuild DIR]

--rebuild DIR rebuilds the set twice (PYTHONHASHSEED=1 and =2) into DIR and
compares both byte-for-byte with notes.jsonl.
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

TYPE2LABEL = {
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
TOP_FIELDS = {"id", "text", "spans", "meta"}
SPAN_FIELDS = {"start", "end", "label", "type", "text"}
META_FIELDS = {"source", "genre", "lowercase", "country"}
EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")

MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE = 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_FRAC = (0.12, 0.22)


def host_ok(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in EXAMPLE_DOMAINS)


def email_ok(s):
    if s.count("@") != 1:
        return False
    return host_ok(s.split("@")[1])


def url_ok(s):
    u = re.sub(r"^[a-z]+://", "", s.lower())
    host = re.split(r"[/?#:]", u, 1)[0]
    return host_ok(host)


def ip_ok(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return False
    nets = [ipaddress.ip_network(x) for x in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
    return any(ip in n for n in nets)


def check(path):
    errs = []
    notes = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except json.JSONDecodeError as e:
                errs.append("line %d: bad JSON (%s)" % (ln, e))
    ids = set()
    per_type = collections.Counter()
    per_label = collections.Counter()
    per_genre = collections.Counter()
    per_country = collections.Counter()
    n_lower = 0
    total_chars = 0
    n_spans = 0
    for k, rec in enumerate(notes):
        where = rec.get("id", "#%d" % k)
        if set(rec) != TOP_FIELDS:
            errs.append("%s: fields %s" % (where, sorted(rec)))
            continue
        nid, text, spans, meta = rec["id"], rec["text"], rec["spans"], rec["meta"]
        if not isinstance(nid, str) or not re.fullmatch(r"dev336-\d{4}", nid):
            errs.append("%s: bad id format" % where)
        if nid in ids:
            errs.append("%s: duplicate id" % where)
        ids.add(nid)
        if not isinstance(text, str) or not text:
            errs.append("%s: empty text" % where)
            continue
        if not isinstance(meta, dict) or set(meta) != META_FIELDS:
            errs.append("%s: meta fields %s" % (where, sorted(meta) if isinstance(meta, dict) else meta))
            continue
        if meta["source"] != "dev336-en":
            errs.append("%s: meta.source" % where)
        if not isinstance(meta["lowercase"], bool):
            errs.append("%s: meta.lowercase not bool" % where)
        if not isinstance(meta["genre"], str) or not isinstance(meta["country"], str):
            errs.append("%s: meta genre/country not str" % where)
        per_genre[meta["genre"]] += 1
        per_country[meta["country"]] += 1
        total_chars += len(text)
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                errs.append("%s: lowercase note is not lower-case" % where)
        prev_end = 0
        prev_start = -1
        for sp in spans:
            n_spans += 1
            if not isinstance(sp, dict) or set(sp) != SPAN_FIELDS:
                errs.append("%s: span fields %s" % (where, sp))
                continue
            s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                errs.append("%s: bad offsets %s" % (where, sp))
                continue
            if text[s:e] != st:
                errs.append("%s: span text mismatch %r vs %r" % (where, text[s:e], st))
            if s < prev_start:
                errs.append("%s: spans not sorted at %d" % (where, s))
            if s < prev_end:
                errs.append("%s: overlapping span at %d" % (where, s))
            prev_start, prev_end = s, e
            if typ not in TYPE2LABEL:
                errs.append("%s: unknown type %r" % (where, typ))
            elif TYPE2LABEL[typ] != lab:
                errs.append("%s: label %r does not match type %r" % (where, lab, typ))
            if st != st.strip():
                errs.append("%s: span has edge whitespace %r" % (where, st))
            if st and (st[-1] in ",;:\"" or st[0] in "\"'[{,.;:" or (st[0] == "(" and ")" not in st)
                       or (st.endswith(")") and "(" not in st)
                       or (st.endswith("]") and "[" not in st)):
                errs.append("%s: span takes in punctuation %r" % (where, st))
            per_type[typ] += 1
            per_label[lab] += 1
            # contact fictionality
            if typ in ("PHONE", "FAX") and "555" not in st:
                errs.append("%s: %s without 555: %r" % (where, typ, st))
            if typ == "EMAIL" and not email_ok(st):
                errs.append("%s: non-example email %r" % (where, st))
            if typ == "URL" and not url_ok(st):
                errs.append("%s: non-example url %r" % (where, st))
            if typ == "IPADDR" and not ip_ok(st):
                errs.append("%s: non-private IP %r" % (where, st))
            if typ == "SSN" and not (st.startswith("9") or st.startswith("000")):
                errs.append("%s: SSN-like number not starting with 9/000: %r" % (where, st))
        # contact-looking strings anywhere in the text must also be fictional
        for m in re.finditer(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", text):
            if not email_ok(m.group(0)):
                errs.append("%s: email-like string outside example domains %r" % (where, m.group(0)))
        for m in re.finditer(r"(?:https?://|www\.)[^\s,;)]+", text):
            if not url_ok(m.group(0).rstrip(".")):
                errs.append("%s: url-like string outside example domains %r" % (where, m.group(0)))
        for m in re.finditer(r"(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])", text):
            if not ip_ok(m.group(0)):
                errs.append("%s: public IP-like string %r" % (where, m.group(0)))
    n = len(notes)
    mean = total_chars / n if n else 0
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        errs.append("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    if n_spans < MIN_SPANS:
        errs.append("only %d spans (need %d)" % (n_spans, MIN_SPANS))
    for t in sorted(TYPE2LABEL):
        if per_type[t] < MIN_PER_TYPE:
            errs.append("type %s has %d spans (need %d)" % (t, per_type[t], MIN_PER_TYPE))
    big = [g for g in sorted(per_genre) if per_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / n if n else 0
    if not (LOWER_FRAC[0] <= frac <= LOWER_FRAC[1]):
        errs.append("lower-case fraction %.3f outside %s" % (frac, LOWER_FRAC))
    stats = {"notes": n, "mean_chars": round(mean, 1), "spans": n_spans, "lowercase": n_lower,
             "per_label": dict(sorted(per_label.items())), "per_type": dict(sorted(per_type.items())),
             "per_genre": dict(sorted(per_genre.items())), "per_country": dict(sorted(per_country.items()))}
    return errs, stats


def rebuild(outdir, notes_path):
    errs = []
    os.makedirs(outdir, exist_ok=True)
    with open(notes_path, "rb") as f:
        ref = f.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        with open(out, "rb") as f:
            got = f.read()
        if got != ref:
            errs.append("rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, notes_path))
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))
    return errs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", default=os.path.join(ROOT, "notes.jsonl"))
    ap.add_argument("--rebuild", metavar="DIR")
    a = ap.parse_args()
    errs, stats = check(a.notes)
    if a.rebuild:
        errs += rebuild(a.rebuild, a.notes)
    print(json.dumps(stats, indent=1))
    if errs:
        for e in errs[:200]:
            print("ERROR:", e)
        print("%d error(s)" % len(errs))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
