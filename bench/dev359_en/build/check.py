#!/usr/bin/env python3
"""Check dev359_en/notes.jsonl against the set's rules.

usage: python3 build/check.py [--notes PATH] [--rebuild DIR]

Checks fields and ids, offsets and span text, sorting and overlaps, labels
and types (paired as docs/annotation_guideline.md defines them), span edges,
minimum counts, fictional contacts, lower-case notes, and (with --rebuild)
that two rebuilds under PYTHONHASHSEED=1 and 2 are byte-identical to
notes.jsonl.  Prints counts and OK or FAIL.
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
SETDIR = os.path.dirname(HERE)

TYPES = {
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
PUNCT = set("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~") | set("\u2018\u2019\u201c\u201d\u2013\u2014\u2026")
FICT_DOM = re.compile(r"(^|\.)example\.(com|org|net)$")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])")
MIN_TYPE = 15
MIN_GENRE_NOTES = 30
MIN_GENRES = 10


def private_ip(v):
    m = re.fullmatch(r"(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})", v)
    if not m:
        return False
    a, b, c, d = (int(g) for g in m.groups())
    if max(a, b, c, d) > 255:
        return False
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def url_host(v):
    h = re.sub(r"^[a-z]+://", "", v.lower())
    return h.split("/")[0].split(":")[0]


def edge_ok(v):
    """None if the span edges are fine, else a reason"""
    if v != v.strip():
        return "leading/trailing whitespace"
    f, l = v[0], v[-1]
    if f in PUNCT and not ((f == "(" and ")" in v) or f == "+"):
        return "leading punctuation"
    if l in PUNCT:
        if l == ")" and "(" in v:
            return None
        if l == "." and re.search(r"(^|[\s.])[^\W\d_]\.$", v):
            return None  # initials / abbreviations: J.S., Maria K., U.K.
        return "trailing punctuation"
    return None


def check_notes(path, errs):
    notes = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                errs.append("line %d: bad JSON (%s)" % (ln, e))
    for i, nt in enumerate(notes, 1):
        nid = nt.get("id")
        if set(nt) != {"id", "text", "spans", "meta"}:
            errs.append("%s: fields %s" % (nid, sorted(nt)))
            continue
        if nid != "dev359-%04d" % i:
            errs.append("%s: expected id dev359-%04d" % (nid, i))
        t = nt["text"]
        if not isinstance(t, str) or not t:
            errs.append("%s: empty text" % nid)
            continue
        m = nt["meta"]
        if set(m) != {"source", "genre", "lowercase", "country"} or m.get("source") != "dev359-en" \
                or not isinstance(m.get("lowercase"), bool) or not m.get("genre") or not m.get("country"):
            errs.append("%s: bad meta %r" % (nid, m))
        if m.get("lowercase") and t != t.lower():
            errs.append("%s: lowercase note has upper case" % nid)
        prev_end = -1
        prev_start = -1
        for sp in nt["spans"]:
            if set(sp) != {"start", "end", "label", "type", "text"}:
                errs.append("%s: span fields %s" % (nid, sorted(sp)))
                continue
            s, e, v = sp["start"], sp["end"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(t)):
                errs.append("%s: bad offsets %r" % (nid, sp))
                continue
            if t[s:e] != v:
                errs.append("%s: span text mismatch %r vs %r" % (nid, v, t[s:e]))
            if s < prev_start:
                errs.append("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                errs.append("%s: overlap at %d" % (nid, s))
            prev_start, prev_end = s, max(prev_end, e)
            typ, lab = sp["type"], sp["label"]
            if typ not in TYPES:
                errs.append("%s: unknown type %s" % (nid, typ))
            elif TYPES[typ] != lab:
                errs.append("%s: type %s paired with label %s" % (nid, typ, lab))
            r = edge_ok(v)
            if r:
                errs.append("%s: %s in %s span %r" % (nid, r, typ, v))
            if "\n" in v:
                errs.append("%s: newline inside span %r" % (nid, v))
            # contact fictionality
            digits = re.sub(r"\D", "", v)
            if typ in ("PHONE", "FAX") and "555" not in digits:
                errs.append("%s: %s without 555: %r" % (nid, typ, v))
            if typ == "EMAIL":
                mm = EMAIL_RE.fullmatch(v)
                if not mm or not FICT_DOM.search(mm.group(1).lower()):
                    errs.append("%s: non-fictional e-mail %r" % (nid, v))
            if typ == "URL" and not FICT_DOM.search(url_host(v)):
                errs.append("%s: non-fictional URL %r" % (nid, v))
            if typ == "IPADDR" and not private_ip(v):
                errs.append("%s: non-private IP %r" % (nid, v))
            if typ == "SSN":
                a = re.sub(r"[^0-9A-Za-z]", "", v)
                if not (a.startswith("9") or a.startswith("000")):
                    errs.append("%s: SSN-like number not starting 9/000: %r" % (nid, v))
        # any e-mail address or IP address anywhere in the text must be fictional / private
        for mm in EMAIL_RE.finditer(t):
            if not FICT_DOM.search(mm.group(1).lower()):
                errs.append("%s: e-mail in text with real-looking domain %r" % (nid, mm.group(0)))
        for mm in IP_RE.finditer(t):
            if not private_ip(mm.group(0)):
                errs.append("%s: IP-like string in text not private %r" % (nid, mm.group(0)))
    return notes


def counts(notes, errs):
    n = len(notes)
    mean = sum(len(x["text"]) for x in notes) / max(1, n)
    spans = [s for x in notes for s in x["spans"]]
    by_label = collections.Counter(s["label"] for s in spans)
    by_type = collections.Counter(s["type"] for s in spans)
    by_genre = collections.Counter(x["meta"]["genre"] for x in notes)
    by_country = collections.Counter(x["meta"]["country"] for x in notes)
    n_lower = sum(1 for x in notes if x["meta"]["lowercase"])
    print("notes: %d" % n)
    print("mean length: %.1f characters" % mean)
    print("spans: %d" % len(spans))
    print("lowercase notes: %d (%.1f%%)" % (n_lower, 100.0 * n_lower / max(1, n)))
    print("per label:")
    for k in sorted(by_label):
        print("  %-12s %6d" % (k, by_label[k]))
    print("per type:")
    for k in sorted(TYPES):
        print("  %-15s %6d" % (k, by_type.get(k, 0)))
    print("per genre:")
    for k in sorted(by_genre):
        print("  %-32s %4d" % (k, by_genre[k]))
    print("countries:")
    for k in sorted(by_country):
        print("  %-16s %4d" % (k, by_country[k]))
    need = 600 if mean < 1200 else 330
    if n < need:
        errs.append("only %d notes (need %d)" % (n, need))
    if len(spans) < 8000:
        errs.append("only %d spans (need 8000)" % len(spans))
    for k in sorted(TYPES):
        if by_type.get(k, 0) < MIN_TYPE:
            errs.append("type %s has %d spans (need %d)" % (k, by_type.get(k, 0), MIN_TYPE))
    big = [g for g in sorted(by_genre) if by_genre[g] >= MIN_GENRE_NOTES]
    if len(big) < MIN_GENRES:
        errs.append("only %d genres with >= %d notes" % (len(big), MIN_GENRE_NOTES))
    frac = n_lower / max(1, n)
    if not 0.13 <= frac <= 0.21:
        errs.append("lowercase share %.3f is not about one in six" % frac)


def rebuild(outdir, ref, errs):
    with open(ref, "rb") as f:
        want = f.read()
    for seed in ("1", "2"):
        d = os.path.join(outdir, "hashseed%s" % seed)
        os.makedirs(d, exist_ok=True)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        r = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", d], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if r.returncode != 0:
            errs.append("rebuild (PYTHONHASHSEED=%s) failed: %s" % (seed, r.stderr.decode()[-500:]))
            continue
        with open(os.path.join(d, "notes.jsonl"), "rb") as f:
            got = f.read()
        same = got == want
        print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
        if not same:
            errs.append("rebuild under PYTHONHASHSEED=%s differs from notes.jsonl" % seed)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", default=os.path.join(SETDIR, "notes.jsonl"))
    ap.add_argument("--rebuild", metavar="DIR")
    a = ap.parse_args()
    errs = []
    notes = check_notes(a.notes, errs)
    counts(notes, errs)
    if a.rebuild:
        rebuild(a.rebuild, a.notes, errs)
    if errs:
        for e in errs[:60]:
            print("ERROR:", e)
        if len(errs) > 60:
            print("... %d more errors" % (len(errs) - 60))
        print("FAIL (%d problems)" % len(errs))
        sys.exit(1)
    print("OK: %d notes, %d spans, all checks passed%s" % (
        len(notes), sum(len(x["spans"]) for x in notes), ", rebuilds byte-identical" if a.rebuild else ""))


if __name__ == "__main__":
    main()
