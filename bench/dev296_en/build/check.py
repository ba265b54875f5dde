#!/usr/bin/env python3
"""Validate bench/dev296_en/notes.jsonl.

Usage:
  python3 build/check.py [NOTES]            validate (default: ../notes.jsonl next to build/)
  python3 build/check.py --rebuild DIR      also rebuild twice into DIR (PYTHONHASHSEED=1 and 2)
                                            and compare bytes with notes.jsonl
Exit status 0 when every check passes.
"""
import collections
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
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
COUNTRIES = {"UK", "US", "AU", "CA", "IE"}
ABBREV_END = {"inc.", "co.", "ltd.", "ave.", "st.", "jr.", "blvd."}
FICT_DOMAINS = ("example.com", "example.org", "example.net")

errors = []


def err(msg):
    errors.append(msg)


def domain_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def private_ip(s):
    m = re.fullmatch(r"(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})", s)
    if not m:
        return False
    a, b, c, d = (int(x) for x in m.groups())
    if max(a, b, c, d) > 255:
        return False
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def edge_ok(s):
    first, last = s[0], s[-1]
    if not (first.isalnum() or (first == "(" and ")" in s) or first == "+"):
        return False
    if last.isalnum() or (last == ")" and "(" in s):
        return True
    if last == ".":
        if re.search(r"(^|[^A-Za-z])[A-Za-z]\.$", s):
            return True  # initial such as "Maria K." or "J.S."
        tail = s.split()[-1].lower()
        return tail in ABBREV_END
    return False


def check_file(path):
    with open(path, "rb") as f:
        raw = f.read()
    lines = raw.decode("utf-8").split("\n")
    if lines and lines[-1] == "":
        lines = lines[:-1]
    recs = []
    for i, line in enumerate(lines):
        try:
            recs.append(json.loads(line))
        except json.JSONDecodeError as e:
            err("line %d: invalid JSON (%s)" % (i + 1, e))
    ids = set()
    type_count = collections.Counter()
    label_count = collections.Counter()
    genre_count = collections.Counter()
    total_chars = 0
    n_lower = 0
    for i, r in enumerate(recs):
        want = "dev296-%04d" % (i + 1)
        if set(r) != {"id", "text", "spans", "meta"}:
            err("%s: fields %s" % (r.get("id"), sorted(r)))
            continue
        rid = r["id"]
        if rid != want:
            err("%s: expected id %s" % (rid, want))
        if rid in ids:
            err("%s: duplicate id" % rid)
        ids.add(rid)
        text = r["text"]
        if not isinstance(text, str) or not text:
            err("%s: empty text" % rid)
            continue
        total_chars += len(text)
        meta = r["meta"]
        if set(meta) != {"source", "genre", "lowercase", "country"}:
            err("%s: meta fields %s" % (rid, sorted(meta)))
            continue
        if meta["source"] != "dev296-en":
            err("%s: source %r" % (rid, meta["source"]))
        if meta["country"] not in COUNTRIES:
            err("%s: country %r" % (rid, meta["country"]))
        if not isinstance(meta["lowercase"], bool):
            err("%s: lowercase not bool" % rid)
        genre_count[meta["genre"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note contains upper-case characters" % rid)
        prev_end = -1
        prev_start = -1
        for sp in r["spans"]:
            if set(sp) != {"start", "end", "label", "type", "text"}:
                err("%s: span fields %s" % (rid, sorted(sp)))
                continue
            s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (rid, sp))
                continue
            if text[s:e] != st:
                err("%s: span text mismatch %r vs %r" % (rid, text[s:e], st))
            if typ not in TYPES:
                err("%s: unknown type %r" % (rid, typ))
            elif TYPES[typ] != lab:
                err("%s: label %r does not match type %r" % (rid, lab, typ))
            if s < prev_start:
                err("%s: spans not sorted at %d" % (rid, s))
            if s < prev_end:
                err("%s: overlapping spans at %d" % (rid, s))
            prev_start, prev_end = s, e
            if st != st.strip() or "\n" in st:
                err("%s: whitespace at span edge or newline inside %r" % (rid, st))
            elif not edge_ok(st):
                err("%s: punctuation at span edge %r (%s)" % (rid, st, typ))
            type_count[typ] += 1
            label_count[lab] += 1
            # fictional contacts
            if typ in ("PHONE", "FAX") and "555" not in st:
                err("%s: %s without 555: %r" % (rid, typ, st))
            if typ == "EMAIL":
                if st.count("@") != 1 or not domain_ok(st.split("@")[1]):
                    err("%s: e-mail outside example domains: %r" % (rid, st))
            if typ == "URL":
                host = re.sub(r"^[a-z]+://", "", st.lower()).split("/")[0]
                if not domain_ok(host):
                    err("%s: URL outside example domains: %r" % (rid, st))
            if typ == "IPADDR" and not private_ip(st):
                err("%s: IP address not private: %r" % (rid, st))
            if typ == "SSN" and not (st.startswith("9") or st.startswith("000")):
                err("%s: SSN-like number must start with 9 or 000: %r" % (rid, st))
    n = len(recs)
    mean = total_chars / n if n else 0
    nspans = sum(type_count.values())
    # size rules
    if n < 330:
        err("only %d notes (need >= 330)" % n)
    if mean < 1200 and n < 600:
        err("mean note length %.0f < 1200 needs >= 600 notes, have %d" % (mean, n))
    if nspans < 8000:
        err("only %d spans (need >= 8000)" % nspans)
    for t in sorted(TYPES):
        if type_count[t] < 15:
            err("type %s has %d spans (need >= 15)" % (t, type_count[t]))
    big = [g for g in sorted(genre_count) if genre_count[g] >= 30]
    if len(big) < 10:
        err("only %d genres with >= 30 notes" % len(big))
    frac = n_lower / n if n else 0
    if not (0.12 <= frac <= 0.22):
        err("lower-case fraction %.3f is not about one in six" % frac)
    return raw, {"notes": n, "mean_chars": mean, "spans": nspans, "types": type_count, "labels": label_count,
                 "genres": genre_count, "lowercase": n_lower}


def rebuild(outdir, ref_bytes):
    os.makedirs(outdir, exist_ok=True)
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ, PYTHONHASHSEED=seed)
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        with open(out, "rb") as f:
            if f.read() != ref_bytes:
                err("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)


def main(argv):
    path = DEFAULT
    outdir = None
    args = list(argv)
    if "--rebuild" in args:
        i = args.index("--rebuild")
        outdir = args[i + 1]
        del args[i:i + 2]
    if args:
        path = args[0]
    raw, st = check_file(path)
    if outdir:
        rebuild(outdir, raw)
    print("notes %d, mean chars %.1f, spans %d, lower-case notes %d" % (st["notes"], st["mean_chars"], st["spans"], st["lowercase"]))
    print("labels: " + ", ".join("%s %d" % (k, v) for k, v in sorted(st["labels"].items())))
    print("types: " + ", ".join("%s %d" % (k, v) for k, v in sorted(st["types"].items())))
    print("genres: " + ", ".join("%s %d" % (k, v) for k, v in sorted(st["genres"].items())))
    if errors:
        for e in errors[:60]:
            print("ERROR:", e)
        print("%d error(s)" % len(errors))
        return 1
    print("OK" + (" (rebuild byte-identical under PYTHONHASHSEED=1 and 2)" if outdir else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
