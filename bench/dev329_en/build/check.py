"""Validate bench/dev329_en/notes.jsonl.

Usage:
  python3 build/check.py                 # validate notes.jsonl
  python3 build/check.py --rebuild DIR   # also rebuild twice (PYTHONHASHSEED=1 and 2)
                                         # into DIR and compare byte-for-byte
Exit status 0 when every check passes, 1 otherwise.
"""

import collections
import ipaddress
import json
import os
import re
import subprocess
import sys
from urllib.parse import urlsplit

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")

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
NOTE_KEYS = {"id", "text", "spans", "meta"}
SPAN_KEYS = {"start", "end", "label", "type", "text"}
META_KEYS = {"source", "genre", "lowercase", "country"}
COUNTRIES = {"US", "UK", "IE", "CA", "AU", "NZ", "ZA", "SG"}
DOMAINS = ("example.com", "example.org", "example.net")
ID_RE = re.compile(r"^dev329-\d{4}$")
BAD_START = tuple("\"'[{,;:.!?")
BAD_END = tuple("\"'([{,;:!?")

MIN_NOTES = 330
MIN_NOTES_SHORT = 600
MIN_SPANS = 8000
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30


def domain_ok(host):
    host = host.lower().strip(".")
    return any(host == d or host.endswith("." + d) for d in DOMAINS)


def contact_errors(typ, val):
    errs = []
    if typ in ("PHONE", "FAX"):
        if "555" not in val:
            errs.append("%s without 555: %r" % (typ, val))
    elif typ == "EMAIL":
        if val.count("@") != 1 or not domain_ok(val.split("@")[1]):
            errs.append("email not on example domains: %r" % val)
    elif typ == "URL":
        u = val if "://" in val else "http://" + val
        host = urlsplit(u).hostname or ""
        if not domain_ok(host):
            errs.append("url not on example domains: %r" % val)
    elif typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(val)
            nets = [ipaddress.ip_network(x) for x in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
            if not any(ip in nt for nt in nets):
                errs.append("public IP: %r" % val)
        except ValueError:
            errs.append("bad IP: %r" % val)
    elif typ == "SSN":
        if not (val.startswith("9") or val.startswith("000")):
            errs.append("SSN not starting with 9 or 000: %r" % val)
    return errs


def validate(path):
    errs = []
    recs = []
    with open(path, encoding="utf-8") as fh:
        raw = fh.read()
    if not raw.endswith("\n"):
        errs.append("file does not end with newline")
    for ln, line in enumerate(raw.split("\n")[:-1], 1):
        try:
            r = json.loads(line)
        except json.JSONDecodeError as e:
            errs.append("line %d: invalid JSON (%s)" % (ln, e))
            continue
        recs.append((ln, r))
    ids = set()
    type_c = collections.Counter()
    label_c = collections.Counter()
    genre_c = collections.Counter()
    total_chars = 0
    n_lower = 0
    for ln, r in recs:
        where = "line %d" % ln
        if not isinstance(r, dict) or set(r) != NOTE_KEYS:
            errs.append("%s: note keys %s" % (where, sorted(r) if isinstance(r, dict) else type(r)))
            continue
        rid, text, spans, meta = r["id"], r["text"], r["spans"], r["meta"]
        if not isinstance(rid, str) or not ID_RE.match(rid):
            errs.append("%s: bad id %r" % (where, rid))
        elif rid in ids:
            errs.append("%s: duplicate id %s" % (where, rid))
        ids.add(rid)
        where = rid
        if not isinstance(text, str) or not text:
            errs.append("%s: empty or non-string text" % where)
            continue
        total_chars += len(text)
        if not isinstance(meta, dict) or set(meta) != META_KEYS:
            errs.append("%s: meta keys %s" % (where, sorted(meta) if isinstance(meta, dict) else meta))
            continue
        if meta["source"] != "dev329-en":
            errs.append("%s: bad source" % where)
        if not isinstance(meta["lowercase"], bool):
            errs.append("%s: lowercase not bool" % where)
        if meta["country"] not in COUNTRIES:
            errs.append("%s: bad country %r" % (where, meta["country"]))
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            errs.append("%s: bad genre" % where)
        genre_c[meta["genre"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                errs.append("%s: lowercase note has upper-case characters" % where)
        if not isinstance(spans, list):
            errs.append("%s: spans not a list" % where)
            continue
        prev_end = -1
        prev_start = -1
        for sp in spans:
            if not isinstance(sp, dict) or set(sp) != SPAN_KEYS:
                errs.append("%s: span keys %s" % (where, sp))
                continue
            s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int)) or isinstance(s, bool) or not (0 <= s < e <= len(text)):
                errs.append("%s: bad offsets %r-%r" % (where, s, e))
                continue
            if text[s:e] != st:
                errs.append("%s: span text %r != slice %r" % (where, st, text[s:e]))
            if s < prev_start:
                errs.append("%s: spans not sorted at %d" % (where, s))
            if s < prev_end:
                errs.append("%s: overlapping span at %d" % (where, s))
            prev_start, prev_end = s, max(prev_end, e)
            if typ not in TYPES:
                errs.append("%s: unknown type %r" % (where, typ))
            elif TYPES[typ] != lab:
                errs.append("%s: label %r does not match type %r" % (where, lab, typ))
            if st != st.strip() or not st:
                errs.append("%s: span with surrounding whitespace %r" % (where, st))
            if st.startswith(BAD_START) or st.endswith(BAD_END):
                errs.append("%s: span takes in punctuation %r" % (where, st))
            if meta["lowercase"] and st != st.lower():
                errs.append("%s: lowercase note span not lower %r" % (where, st))
            errs.extend("%s: %s" % (where, x) for x in contact_errors(typ, st))
            type_c[typ] += 1
            label_c[lab] += 1
    n = len(recs)
    mean = total_chars / n if n else 0
    need = MIN_NOTES if mean >= 1200 else MIN_NOTES_SHORT
    if n < need:
        errs.append("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    if sum(type_c.values()) < MIN_SPANS:
        errs.append("only %d spans (need %d)" % (sum(type_c.values()), MIN_SPANS))
    for t in sorted(TYPES):
        if type_c[t] < MIN_PER_TYPE:
            errs.append("type %s has %d spans (need %d)" % (t, type_c[t], MIN_PER_TYPE))
    big = [g for g in sorted(genre_c) if genre_c[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    if n and not (n / 6 - 0.03 * n <= n_lower <= n / 6 + 0.03 * n):
        errs.append("lower-case notes %d not about 1/6 of %d" % (n_lower, n))
    stats = {"notes": n, "mean_chars": round(mean, 1), "spans": sum(type_c.values()), "lowercase": n_lower,
             "labels": dict(sorted(label_c.items())), "types": dict(sorted(type_c.items())),
             "genres": dict(sorted(genre_c.items()))}
    return errs, stats


def rebuild(dirpath):
    errs = []
    os.makedirs(dirpath, exist_ok=True)
    with open(NOTES, "rb") as fh:
        ref = fh.read()
    for seed in ("1", "2"):
        out = os.path.join(dirpath, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        p = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out], env=env,
                           capture_output=True, text=True)
        if p.returncode != 0:
            errs.append("rebuild with PYTHONHASHSEED=%s failed: %s" % (seed, p.stderr.strip()[-500:]))
            continue
        with open(out, "rb") as fh:
            got = fh.read()
        if got != ref:
            errs.append("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))
    return errs


def main(argv):
    errs, stats = validate(NOTES)
    if "--rebuild" in argv:
        i = argv.index("--rebuild")
        if i + 1 >= len(argv):
            print("--rebuild needs a directory")
            return 2
        errs += rebuild(argv[i + 1])
    print(json.dumps(stats, indent=1, ensure_ascii=False))
    if errs:
        for e in errs[:200]:
            print("ERROR:", e)
        print("%d error(s)" % len(errs))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
