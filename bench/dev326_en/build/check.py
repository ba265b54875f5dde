"""Validate bench/dev326_en/notes.jsonl.

usage: python3 build/check.py [--notes PATH] [--stats] [--rebuild DIR]

--rebuild DIR rebuilds the set twice (PYTHONHASHSEED=1 and =2) into DIR and
compares both builds byte for byte with notes.jsonl.
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
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
NOTE_KEYS = {"id", "text", "spans", "meta"}
SPAN_KEYS = {"start", "end", "label", "type", "text"}
META_KEYS = {"source", "genre", "lowercase", "country"}
COUNTRIES = {"US", "UK", "IE", "CA", "AU", "NZ", "SG", "ZA"}
FICT_DOMAINS = ("example.com", "example.org", "example.net")
ID_RE = re.compile(r"^dev326-\d{4}$")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s,;)]+", re.I)
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])")

MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30


def host_ok(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def url_host(u):
    u = re.sub(r"^https?://", "", u, flags=re.I)
    return re.split(r"[/?#:]", u, 1)[0]


def private_ip(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return False
    nets = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
    return any(ip in n for n in nets)


def check(path):
    errs = []
    err = lambda i, m: errs.append("%s: %s" % (i, m))
    notes = []
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    if not raw.endswith("\n"):
        errs.append("file does not end with newline")
    for ln, line in enumerate(raw.split("\n")[:-1], 1):
        try:
            rec = json.loads(line)
        except ValueError as e:
            errs.append("line %d: invalid JSON (%s)" % (ln, e))
            continue
        notes.append(rec)
    ids = set()
    for k, rec in enumerate(notes):
        nid = rec.get("id", "line%d" % (k + 1)) if isinstance(rec, dict) else "line%d" % (k + 1)
        if not isinstance(rec, dict) or set(rec) != NOTE_KEYS:
            err(nid, "bad note fields %r" % (sorted(rec) if isinstance(rec, dict) else rec,))
            continue
        if not isinstance(nid, str) or not ID_RE.match(nid):
            err(nid, "bad id format")
        if nid in ids:
            err(nid, "duplicate id")
        ids.add(nid)
        if nid != "dev326-%04d" % (k + 1):
            err(nid, "ids not sequential")
        text = rec["text"]
        if not isinstance(text, str) or not text:
            err(nid, "empty text")
            continue
        meta = rec["meta"]
        if not isinstance(meta, dict) or set(meta) != META_KEYS:
            err(nid, "bad meta fields")
            continue
        if meta["source"] != "dev326-en":
            err(nid, "bad meta.source")
        if not isinstance(meta["lowercase"], bool):
            err(nid, "meta.lowercase not bool")
        if meta["country"] not in COUNTRIES:
            err(nid, "bad country")
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            err(nid, "bad genre")
        if meta["lowercase"] and text != text.lower():
            err(nid, "lowercase note has upper-case characters")
        spans = rec["spans"]
        if not isinstance(spans, list):
            err(nid, "spans not a list")
            continue
        last_end, last_start = 0, -1
        for sp in spans:
            if not isinstance(sp, dict) or set(sp) != SPAN_KEYS:
                err(nid, "bad span fields %r" % (sp,))
                continue
            s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err(nid, "bad offsets %r" % (sp,))
                continue
            if text[s:e] != st:
                err(nid, "span text != slice %r" % (sp,))
            if s < last_start:
                err(nid, "spans not sorted")
            if s < last_end:
                err(nid, "overlapping spans at %d" % s)
            last_start, last_end = s, e
            if typ not in TYPE_LABEL:
                err(nid, "unknown type %r" % typ)
            elif TYPE_LABEL[typ] != lab:
                err(nid, "label %r does not match type %r" % (lab, typ))
            if st != st.strip():
                err(nid, "span with surrounding whitespace %r" % st)
            if st and st[-1] in ",;:" or st and st[0] in ",;:.":
                err(nid, "span takes in punctuation %r" % st)
            if st.count("(") != st.count(")") or st.count("[") != st.count("]"):
                err(nid, "unbalanced brackets in span %r" % st)
            if meta["lowercase"] and st != st.lower():
                err(nid, "lowercase note with upper-case span")
            # contact fictionality
            if typ in ("PHONE", "FAX") and "555" not in st:
                err(nid, "%s without 555: %r" % (typ, st))
            if typ == "EMAIL":
                m = EMAIL_RE.fullmatch(st)
                if not m or not host_ok(m.group(1)):
                    err(nid, "non-fictional email %r" % st)
            if typ == "URL" and not host_ok(url_host(st)):
                err(nid, "non-fictional URL %r" % st)
            if typ == "IPADDR" and not private_ip(st):
                err(nid, "non-private IP %r" % st)
            if typ == "SSN":
                m = re.search(r"\d+", st)
                if not m or not (m.group(0).startswith("9") or m.group(0).startswith("000")):
                    err(nid, "SSN-like number not starting with 9/000: %r" % st)
        # contacts anywhere in the text, annotated or not
        for m in EMAIL_RE.finditer(text):
            if not host_ok(m.group(1)):
                err(nid, "email in text with real-looking domain %r" % m.group(0))
        for m in URL_RE.finditer(text):
            if not host_ok(url_host(m.group(0))):
                err(nid, "URL in text with real-looking host %r" % m.group(0))
        for m in IP_RE.finditer(text):
            if not private_ip(m.group(1)):
                err(nid, "IP in text not private %r" % m.group(1))
        for m in re.finditer(r"(?<!\d)\d{3}-\d{2}-\d{4}(?!\d)", text):
            if not (m.group(0).startswith("9") or m.group(0).startswith("000")):
                err(nid, "SSN-shaped number %r" % m.group(0))
    # minimum counts
    n = len(notes)
    ok_notes = [r for r in notes if isinstance(r, dict) and set(r) == NOTE_KEYS]
    mean = sum(len(r["text"]) for r in ok_notes) / max(1, len(ok_notes))
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        errs.append("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    allspans = [s for r in ok_notes for s in r["spans"] if isinstance(s, dict)]
    if len(allspans) < MIN_SPANS:
        errs.append("only %d spans (need %d)" % (len(allspans), MIN_SPANS))
    tc = collections.Counter(s.get("type") for s in allspans)
    for t in sorted(TYPE_LABEL):
        if tc[t] < MIN_PER_TYPE:
            errs.append("type %s has %d spans (need %d)" % (t, tc[t], MIN_PER_TYPE))
    gc = collections.Counter(r["meta"]["genre"] for r in ok_notes if isinstance(r["meta"], dict))
    big = [g for g in sorted(gc) if gc[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    low = sum(1 for r in ok_notes if isinstance(r["meta"], dict) and r["meta"].get("lowercase") is True)
    if not (0.12 <= low / max(1, n) <= 0.22):
        errs.append("lower-case share %.3f is not about 1/6" % (low / max(1, n)))
    return notes, errs


def stats(notes):
    ok = [r for r in notes if isinstance(r, dict)]
    spans = [s for r in ok for s in r["spans"]]
    print("notes %d" % len(ok))
    print("mean chars per note %.0f" % (sum(len(r["text"]) for r in ok) / max(1, len(ok))))
    print("spans %d" % len(spans))
    print("lower-case notes %d" % sum(1 for r in ok if r["meta"]["lowercase"]))
    print("per label: " + ", ".join("%s %d" % kv for kv in sorted(collections.Counter(s["label"] for s in spans).items())))
    print("per type: " + ", ".join("%s %d" % kv for kv in sorted(collections.Counter(s["type"] for s in spans).items())))
    print("per genre: " + ", ".join("%s %d" % kv for kv in sorted(collections.Counter(r["meta"]["genre"] for r in ok).items())))
    print("per country: " + ", ".join("%s %d" % kv for kv in sorted(collections.Counter(r["meta"]["country"] for r in ok).items())))


def rebuild(outdir, notes_path):
    os.makedirs(outdir, exist_ok=True)
    with open(notes_path, "rb") as f:
        ref = f.read()
    bad = []
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes.hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        with open(out, "rb") as f:
            data = f.read()
        if data != ref:
            bad.append("rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, notes_path))
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(data)))
    return bad


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", default=os.path.join(ROOT, "notes.jsonl"))
    ap.add_argument("--stats", action="store_true")
    ap.add_argument("--rebuild", metavar="DIR")
    args = ap.parse_args(argv)
    notes, errs = check(args.notes)
    if args.rebuild:
        errs += rebuild(args.rebuild, args.notes)
    if args.stats:
        stats(notes)
    for e in errs[:200]:
        print("ERROR", e)
    if errs:
        print("FAILED: %d problem(s)" % len(errs))
        return 1
    print("OK: %d notes checked" % len(notes))
    return 0


if __name__ == "__main__":
    sys.exit(main())
