#!/usr/bin/env python3
"""Validate bench/dev327_en/notes.jsonl.

usage: python3 build/check.py [--notes PATH] [--rebuild DIR] [--stats]
  --rebuild DIR  rebuild the set twice (PYTHONHASHSEED=1 and 2) into DIR and compare byte-for-byte
  --stats        print the counts used in the README
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
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
assert len(TYPES) == 29
NOTE_KEYS = {"id", "text", "spans", "meta"}
SPAN_KEYS = {"start", "end", "label", "type", "text"}
META_KEYS = {"source", "genre", "lowercase", "country"}
COUNTRIES = {"US", "UK", "IE", "CA", "AU", "NZ", "ZA"}
FICT_DOMAINS = ("example.com", "example.org", "example.net")
ID_RE = re.compile(r"^dev327-\d{4}$")


def fictional_domain(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def check_contact(typ, t):
    """Return an error string or None."""
    if typ in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", t):
            return "phone/fax without 555"
    elif typ == "EMAIL":
        if t.count("@") != 1 or not fictional_domain(t.split("@")[1]):
            return "email domain not example.*"
    elif typ == "URL":
        u = re.sub(r"^[a-z]+://", "", t.lower())
        host = re.split(r"[/:?#]", u)[0]
        if not fictional_domain(host):
            return "url host not example.*"
    elif typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(t)
        except ValueError:
            return "bad ip"
        nets = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
        if not any(ip in n for n in nets):
            return "ip not private"
    elif typ == "SSN":
        s = t.strip()
        if not (s.startswith("9") or s.startswith("000")):
            return "ssn not 9xx/000"
    return None


def validate(path, errors):
    recs = []
    with open(path, "rb") as f:
        raw = f.read()
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError:
        errors.append("file is not utf-8")
        return recs
    if lines and lines[-1] == "":
        lines = lines[:-1]
    seen = set()
    for ln, line in enumerate(lines, 1):
        where = "line %d" % ln
        try:
            r = json.loads(line)
        except json.JSONDecodeError as e:
            errors.append("%s: invalid JSON (%s)" % (where, e))
            continue
        if not isinstance(r, dict) or set(r) != NOTE_KEYS:
            errors.append("%s: bad field set %s" % (where, sorted(r) if isinstance(r, dict) else type(r)))
            continue
        rid, text, spans, meta = r["id"], r["text"], r["spans"], r["meta"]
        where = r["id"] if isinstance(rid, str) else where
        if not isinstance(rid, str) or not ID_RE.match(rid):
            errors.append("%s: bad id" % where)
        if rid in seen:
            errors.append("%s: duplicate id" % where)
        seen.add(rid)
        if not isinstance(text, str) or not text:
            errors.append("%s: empty/non-string text" % where)
            continue
        if not isinstance(meta, dict) or set(meta) != META_KEYS:
            errors.append("%s: bad meta fields" % where)
            continue
        if meta["source"] != "dev327-en":
            errors.append("%s: bad meta.source" % where)
        if not isinstance(meta["lowercase"], bool):
            errors.append("%s: meta.lowercase not bool" % where)
        if meta["country"] not in COUNTRIES:
            errors.append("%s: bad country" % where)
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            errors.append("%s: bad genre" % where)
        if meta["lowercase"] is True and text != text.lower():
            errors.append("%s: lowercase note has upper-case characters" % where)
        if not isinstance(spans, list):
            errors.append("%s: spans not a list" % where)
            continue
        prev_end, prev_start = -1, -1
        for s in spans:
            if not isinstance(s, dict) or set(s) != SPAN_KEYS:
                errors.append("%s: bad span fields %r" % (where, s))
                continue
            st, en, lab, typ, st_text = s["start"], s["end"], s["label"], s["type"], s["text"]
            if not (isinstance(st, int) and isinstance(en, int)) or isinstance(st, bool) or not 0 <= st < en <= len(text):
                errors.append("%s: bad offsets %r" % (where, s))
                continue
            if text[st:en] != st_text:
                errors.append("%s: span text mismatch %r vs %r" % (where, st_text, text[st:en]))
            if typ not in TYPES or TYPES[typ] != lab:
                errors.append("%s: bad label/type %s/%s" % (where, lab, typ))
            if st_text != st_text.strip():
                errors.append("%s: span with edge whitespace %r" % (where, st_text))
            if (st_text[-1] in ",;:" or st_text[0] in "[\"" or st_text.count("(") != st_text.count(")")
                    or (st_text[-1] == "." and not re.search(r"(\b(Co|St|Jr|Sr|Mt|Ft)|(^|[\s.])[A-Za-z])\.$", st_text, re.I))):
                errors.append("%s: span takes surrounding punctuation %r" % (where, st_text))
            if meta["lowercase"] is True and st_text != st_text.lower():
                errors.append("%s: lowercase note with upper-case span %r" % (where, st_text))
            if st < prev_start:
                errors.append("%s: spans not sorted by start" % where)
            if st < prev_end:
                errors.append("%s: overlapping spans at %d" % (where, st))
            prev_start, prev_end = st, max(prev_end, en)
            err = check_contact(typ, st_text)
            if err:
                errors.append("%s: %s: %r" % (where, err, st_text))
        recs.append(r)
    return recs


def counts(recs):
    n = len(recs)
    chars = sum(len(r["text"]) for r in recs)
    spans = [s for r in recs for s in r["spans"]]
    return {
        "notes": n, "mean_chars": chars / n if n else 0.0, "spans": len(spans),
        "lowercase": sum(1 for r in recs if r["meta"]["lowercase"]),
        "labels": collections.Counter(s["label"] for s in spans),
        "types": collections.Counter(s["type"] for s in spans),
        "genres": collections.Counter(r["meta"]["genre"] for r in recs),
        "countries": collections.Counter(r["meta"]["country"] for r in recs),
    }


def check_minimums(c, errors):
    need_notes = 600 if c["mean_chars"] < 1200 else 330
    if c["notes"] < need_notes:
        errors.append("only %d notes (need %d)" % (c["notes"], need_notes))
    if c["spans"] < 8000:
        errors.append("only %d spans (need 8000)" % c["spans"])
    for t in sorted(TYPES):
        if c["types"].get(t, 0) < 15:
            errors.append("type %s has %d spans (need 15)" % (t, c["types"].get(t, 0)))
    big = [g for g, k in sorted(c["genres"].items()) if k >= 30]
    if len(big) < 10:
        errors.append("only %d genres with >= 30 notes" % len(big))
    frac = c["lowercase"] / c["notes"] if c["notes"] else 0
    if not 0.13 <= frac <= 0.20:
        errors.append("lower-case fraction %.3f is not about 1/6" % frac)


def rebuild(outdir, notes_path, errors):
    os.makedirs(outdir, exist_ok=True)
    with open(notes_path, "rb") as f:
        ref = f.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes.PYTHONHASHSEED%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        with open(out, "rb") as f:
            got = f.read()
        if got != ref:
            errors.append("rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, notes_path))
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", default=os.path.join(ROOT, "notes.jsonl"))
    ap.add_argument("--rebuild", metavar="DIR")
    ap.add_argument("--stats", action="store_true")
    a = ap.parse_args()
    errors = []
    recs = validate(a.notes, errors)
    c = counts(recs)
    check_minimums(c, errors)
    if a.rebuild:
        rebuild(a.rebuild, a.notes, errors)
    if a.stats:
        print("notes %d, mean chars %.1f, spans %d, lowercase %d" % (c["notes"], c["mean_chars"], c["spans"], c["lowercase"]))
        for key in ("labels", "types", "genres", "countries"):
            print(key + ": " + ", ".join("%s %d" % kv for kv in sorted(c[key].items(), key=lambda kv: (-kv[1], kv[0]))))
    for e in errors[:200]:
        print("ERROR " + e)
    if errors:
        print("%d error(s)" % len(errors))
        sys.exit(1)
    print("OK: %d notes, %d spans, all checks passed" % (c["notes"], c["spans"]))


if __name__ == "__main__":
    main()
