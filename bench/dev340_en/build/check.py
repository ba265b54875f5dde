"""Validate bench/dev340_en/notes.jsonl.

Usage:
  python3 build/check.py                 validate notes.jsonl, print counts
  python3 build/check.py --rebuild DIR   also rebuild twice (PYTHONHASHSEED=1
                                         and 2) into DIR and compare bytes
"""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")

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
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
REC_KEYS = {"id", "text", "spans", "meta"}
SPAN_KEYS = {"start", "end", "label", "type", "text"}
META_KEYS = {"source", "genre", "lowercase", "country"}
FICT_DOMAINS = ("example.com", "example.org", "example.net")
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30


def fictional_domain(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def url_host(u):
    u = re.sub(r"^[a-z][a-z0-9+.-]*://", "", u.lower())
    return re.split(r"[/:?#]", u, 1)[0]


def private_ip(s):
    try:
        ip = ipaddress.IPv4Address(s)
    except ValueError:
        return False
    nets = [ipaddress.IPv4Network(x) for x in
            ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
    return any(ip in net for net in nets)


def balanced(s):
    for a, b in ("()", "[]", "{}"):
        if s.count(a) != s.count(b):
            return False
    return True


def validate(path):
    errs = []
    recs = []
    with open(path, "rb") as f:
        raw = f.read()
    if not raw.endswith(b"\n"):
        errs.append("file does not end with newline")
    for ln, line in enumerate(raw.decode("utf-8").split("\n")[:-1], 1):
        try:
            r = json.loads(line)
        except json.JSONDecodeError as e:
            errs.append("line %d: bad JSON (%s)" % (ln, e))
            continue
        recs.append((ln, r))
    ids = set()
    for ln, r in recs:
        where = "line %d" % ln
        if not isinstance(r, dict) or set(r) != REC_KEYS:
            errs.append("%s: record keys %r" % (where, sorted(r)))
            continue
        rid, text, spans, meta = r["id"], r["text"], r["spans"], r["meta"]
        where = rid if isinstance(rid, str) else where
        if not isinstance(rid, str) or not re.fullmatch(r"dev340-\d{4}", rid):
            errs.append("%s: bad id" % where)
        elif rid in ids:
            errs.append("%s: duplicate id" % where)
        ids.add(rid)
        if "dev340-%04d" % ln != rid:
            errs.append("%s: id not sequential (line %d)" % (where, ln))
        if not isinstance(text, str) or not text:
            errs.append("%s: empty text" % where)
            continue
        if not isinstance(meta, dict) or set(meta) != META_KEYS:
            errs.append("%s: meta keys" % where)
            continue
        if meta["source"] != "dev340-en":
            errs.append("%s: meta.source" % where)
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            errs.append("%s: meta.genre" % where)
        if not isinstance(meta["country"], str) or not meta["country"]:
            errs.append("%s: meta.country" % where)
        if not isinstance(meta["lowercase"], bool):
            errs.append("%s: meta.lowercase not bool" % where)
        elif meta["lowercase"] and text != text.lower():
            errs.append("%s: lowercase note has upper-case text" % where)
        elif not meta["lowercase"] and text == text.lower():
            errs.append("%s: cased note has no upper case" % where)
        if not isinstance(spans, list):
            errs.append("%s: spans not a list" % where)
            continue
        prev_end = -1
        prev_start = -1
        for s in spans:
            if not isinstance(s, dict) or set(s) != SPAN_KEYS:
                errs.append("%s: span keys %r" % (where, s))
                continue
            a, b, lab, typ, st = s["start"], s["end"], s["label"], s["type"], s["text"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                errs.append("%s: bad offsets %r" % (where, s))
                continue
            if text[a:b] != st:
                errs.append("%s: span text mismatch %r vs %r" % (where, st, text[a:b]))
            if st != st.strip():
                errs.append("%s: span has outer whitespace %r" % (where, st))
            if st[-1] in ",;:" or st[0] in ",;:.\"'" or st[-1] in "\"'" \
                    or not balanced(st):
                errs.append("%s: span takes in punctuation %r" % (where, st))
            if typ not in TYPES:
                errs.append("%s: unknown type %r" % (where, typ))
            elif TYPES[typ] != lab:
                errs.append("%s: label %r wrong for type %r" % (where, lab, typ))
            if a < prev_start:
                errs.append("%s: spans not sorted" % where)
            if a < prev_end:
                errs.append("%s: overlapping spans at %d" % (where, a))
            prev_start, prev_end = a, b
            # contact fictionality
            if typ in ("PHONE", "FAX") and "555" not in st:
                errs.append("%s: %s without 555: %r" % (where, typ, st))
            if typ == "EMAIL":
                m = re.fullmatch(r"[^@\s]+@([^@\s]+)", st)
                if not m or not fictional_domain(m.group(1)):
                    errs.append("%s: non-fictional email %r" % (where, st))
            if typ == "URL" and not fictional_domain(url_host(st)):
                errs.append("%s: non-fictional URL %r" % (where, st))
            if typ == "IPADDR" and not private_ip(st):
                errs.append("%s: non-private IP %r" % (where, st))
            if typ == "SSN" and not (st.startswith("9") or st.startswith("000")):
                errs.append("%s: SSN-like number not starting 9/000: %r" % (where, st))
    return [r for _, r in recs], errs


def counts(recs):
    n = len(recs)
    chars = sum(len(r["text"]) for r in recs)
    spans = [s for r in recs for s in r["spans"]]
    return {
        "notes": n,
        "mean_chars": chars / n if n else 0,
        "spans": len(spans),
        "lowercase": sum(1 for r in recs if r["meta"]["lowercase"]),
        "labels": collections.Counter(s["label"] for s in spans),
        "types": collections.Counter(s["type"] for s in spans),
        "genres": collections.Counter(r["meta"]["genre"] for r in recs),
        "countries": collections.Counter(r["meta"]["country"] for r in recs),
    }


def check_minimums(c):
    errs = []
    need = MIN_NOTES_SHORT if c["mean_chars"] < SHORT_MEAN else MIN_NOTES
    if c["notes"] < need:
        errs.append("only %d notes (need %d)" % (c["notes"], need))
    if c["spans"] < MIN_SPANS:
        errs.append("only %d spans" % c["spans"])
    for t in sorted(TYPES):
        if c["types"][t] < MIN_PER_TYPE:
            errs.append("type %s has %d spans" % (t, c["types"][t]))
    big = [g for g, k in sorted(c["genres"].items()) if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = c["lowercase"] / c["notes"] if c["notes"] else 0
    if not 0.13 <= frac <= 0.21:
        errs.append("lower-case share %.3f not about 1/6" % frac)
    return errs


def rebuild(outdir):
    errs = []
    os.makedirs(outdir, exist_ok=True)
    with open(NOTES, "rb") as f:
        ref = f.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes.hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out],
                       check=True, env=env, stdout=subprocess.DEVNULL)
        with open(out, "rb") as f:
            got = f.read()
        if got != ref:
            errs.append("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))
    return errs


def main():
    args = sys.argv[1:]
    recs, errs = validate(NOTES)
    c = counts(recs)
    errs += check_minimums(c)
    if "--rebuild" in args:
        errs += rebuild(args[args.index("--rebuild") + 1])
    print("notes %d, mean chars %.0f, spans %d, lower-case notes %d" % (
        c["notes"], c["mean_chars"], c["spans"], c["lowercase"]))
    print("labels: " + ", ".join("%s %d" % kv for kv in sorted(c["labels"].items())))
    print("types: " + ", ".join("%s %d" % kv for kv in sorted(c["types"].items())))
    print("genres: " + "; ".join("%s %d" % kv for kv in sorted(c["genres"].items())))
    print("countries: " + ", ".join("%s %d" % kv for kv in sorted(c["countries"].items())))
    if errs:
        for e in errs[:60]:
            print("ERROR:", e)
        print("%d error(s)" % len(errs))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
