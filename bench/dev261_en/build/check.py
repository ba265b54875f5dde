"""Validate bench/dev261_en/notes.jsonl. Run from bench/dev261_en:
    python3 build/check.py [--rebuild DIR]
--rebuild DIR rebuilds the set twice into DIR (PYTHONHASHSEED=1 and 2) and
checks both builds are byte-identical to notes.jsonl."""

import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NOTES = os.path.join(HERE, "notes.jsonl")
MAKE = os.path.join(HERE, "build", "make.py")

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
COUNTRIES = {"US", "UK", "CA", "AU"}
DOMAINS = ("example.com", "example.org", "example.net")
ID_RE = re.compile(r"^dev261-\d{4}$")

errors = []


def err(msg):
    errors.append(msg)
    if len(errors) <= 50:
        print("ERROR:", msg)


def domain_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in DOMAINS)


def check_contact(nid, s):
    t, typ = s["text"], s["type"]
    if typ in ("PHONE", "FAX") and "555" not in t:
        err("%s: %s without 555: %r" % (nid, typ, t))
    elif typ == "EMAIL":
        m = re.fullmatch(r"[^@\s]+@([A-Za-z0-9.-]+)", t)
        if not m or not domain_ok(m.group(1)):
            err("%s: e-mail not on example domains: %r" % (nid, t))
    elif typ == "URL":
        m = re.match(r"^(?:https?://)?([A-Za-z0-9.-]+)", t)
        if not m or not domain_ok(m.group(1)):
            err("%s: URL not on example domains: %r" % (nid, t))
    elif typ == "IPADDR":
        try:
            a = ipaddress.IPv4Address(t)
        except ValueError:
            err("%s: bad IP %r" % (nid, t))
            return
        ok = (a in ipaddress.IPv4Network("10.0.0.0/8") or a in ipaddress.IPv4Network("192.168.0.0/16")
              or a in ipaddress.IPv4Network("172.16.0.0/12"))
        if not ok:
            err("%s: public IP %r" % (nid, t))
    elif typ == "SSN":
        d = re.sub(r"\D", "", t)
        if not (d.startswith("9") or d.startswith("000")):
            err("%s: SSN-like number not starting 9/000: %r" % (nid, t))


def check_boundary(nid, s):
    t = s["text"]
    if t != t.strip():
        err("%s: span with outer whitespace %r" % (nid, t))
    if t[0] in "\"'[{,;:" or t[-1] in "\"',;:([{":
        err("%s: span takes in punctuation %r" % (nid, t))
    if t.endswith(")") and "(" not in t:
        err("%s: span ends with unmatched ')' %r" % (nid, t))
    if t.startswith("(") and ")" not in t:
        err("%s: span starts with unmatched '(' %r" % (nid, t))
    if t.endswith(".") and not re.search(r"(^|[^A-Za-z])[A-Za-z]\.$", t):
        err("%s: span ends with full stop %r" % (nid, t))


def check_file(path):
    recs = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                r = json.loads(line)
            except json.JSONDecodeError as e:
                err("line %d: invalid JSON (%s)" % (ln, e))
                continue
            recs.append(r)
    seen = set()
    for i, r in enumerate(recs, 1):
        for k in ("id", "text", "spans", "meta"):
            if k not in r:
                err("record %d lacks %s" % (i, k))
        nid = r.get("id", "?")
        if not ID_RE.match(str(nid)) or nid != "dev261-%04d" % i:
            err("bad or out-of-sequence id %r at record %d" % (nid, i))
        if nid in seen:
            err("duplicate id %s" % nid)
        seen.add(nid)
        text = r["text"]
        meta = r["meta"]
        if meta.get("source") != "dev261-en":
            err("%s: bad meta.source" % nid)
        if not isinstance(meta.get("genre"), str) or not meta.get("genre"):
            err("%s: bad meta.genre" % nid)
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: meta.lowercase not bool" % nid)
        if meta.get("country") not in COUNTRIES:
            err("%s: bad country %r" % (nid, meta.get("country")))
        if meta.get("lowercase") and text != text.lower():
            err("%s: lowercase note contains upper case" % nid)
        prev_end = -1
        prev_start = -1
        for s in r["spans"]:
            if set(s) != {"start", "end", "label", "type", "text"}:
                err("%s: span keys %r" % (nid, sorted(s)))
                continue
            st, en = s["start"], s["end"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: bad offsets %r" % (nid, s))
                continue
            if text[st:en] != s["text"]:
                err("%s: offset/text mismatch %r vs %r" % (nid, text[st:en], s["text"]))
            if st < prev_start:
                err("%s: spans not sorted" % nid)
            if st < prev_end:
                err("%s: overlapping spans at %d" % (nid, st))
            prev_start, prev_end = st, en
            if s["type"] not in TYPES:
                err("%s: unknown type %r" % (nid, s["type"]))
            elif TYPES[s["type"]] != s["label"]:
                err("%s: label %r does not match type %r" % (nid, s["label"], s["type"]))
            check_boundary(nid, s)
            check_contact(nid, s)
    return recs


def check_size(recs):
    n = len(recs)
    spans = [s for r in recs for s in r["spans"]]
    mean_len = sum(len(r["text"]) for r in recs) / max(1, n)
    need = 600 if mean_len < 1200 else 330
    if n < need:
        err("only %d notes (need %d, mean length %.0f)" % (n, need, mean_len))
    if len(spans) < 8000:
        err("only %d spans (need 8000)" % len(spans))
    types = collections.Counter(s["type"] for s in spans)
    rich = [t for t, c in types.items() if c >= 15]
    if len(rich) < 29:
        err("only %d fine types with >=15 spans: missing %s" % (
            len(rich), sorted(t for t in TYPES if types.get(t, 0) < 15)))
    genres = collections.Counter(r["meta"]["genre"] for r in recs)
    big = [g for g, c in genres.items() if c >= 30]
    if len(big) < 10:
        err("only %d genres with >=30 notes" % len(big))
    low = sum(1 for r in recs if r["meta"]["lowercase"])
    share = low / max(1, n)
    if not (0.13 <= share <= 0.21):
        err("lowercase share %.3f not about one in six" % share)
    print("notes=%d spans=%d mean_len=%.0f lowercase=%d (%.1f%%)" % (n, len(spans), mean_len, low, 100 * share))
    print("labels:", dict(sorted(collections.Counter(s["label"] for s in spans).items())))
    print("types:", dict(sorted(types.items())))
    print("genres:", dict(sorted(genres.items())))
    print("countries:", dict(sorted(collections.Counter(r["meta"]["country"] for r in recs).items())))


def rebuild(outdir):
    os.makedirs(outdir, exist_ok=True)
    with open(NOTES, "rb") as fh:
        ref = fh.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        subprocess.run([sys.executable, MAKE, "--out", out], check=True, env=env, cwd=HERE,
                       stdout=subprocess.DEVNULL)
        with open(out, "rb") as fh:
            got = fh.read()
        if got != ref:
            err("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: byte-identical (%d bytes)" % (seed, len(got)))


def main(argv):
    recs = check_file(NOTES)
    check_size(recs)
    if "--rebuild" in argv:
        rebuild(argv[argv.index("--rebuild") + 1])
    if errors:
        print("FAILED: %d error(s)" % len(errors))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
