#!/usr/bin/env python3
"""Validate dev366_en/notes.jsonl and (with --rebuild DIR) rebuild it twice
under PYTHONHASHSEED=1 and 2 into DIR, requiring byte-identical output.

Usage: python3 build/check.py [--rebuild DIR] [NOTES]"""
import collections
import json
import os
import re
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))

TYPE2LABEL = {
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
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30
LOWER_RANGE = (0.12, 0.22)   # "about one in six"

EDGE_PUNCT = ",;:!?\"'"
OPEN_B, CLOSE_B = "([{", ")]}"
FICT_DOM = re.compile(r"(^|\.)example\.(com|org|net)$")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+'-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s,;)\]]+", re.I)


def private_ip(parts):
    a, b = parts[0], parts[1]
    if any(x > 255 for x in parts):
        return False
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def url_host(u):
    h = re.sub(r"^[a-z]+://", "", u.lower())
    return re.split(r"[/:?#]", h)[0]


def edge_problem(t):
    if not t or t != t.strip():
        return "whitespace at edge"
    first, last = t[0], t[-1]
    if first in EDGE_PUNCT or first in ".":
        return "leading punctuation"
    if first in OPEN_B and CLOSE_B[OPEN_B.index(first)] not in t[1:]:
        return "unbalanced leading bracket"
    if last in CLOSE_B and OPEN_B[CLOSE_B.index(last)] not in t[:-1]:
        return "unbalanced trailing bracket"
    if last in OPEN_B:
        return "trailing open bracket"
    if last in EDGE_PUNCT:
        return "trailing punctuation"
    if last == ".":
        tok = re.split(r"[\s,]", t)[-1]
        if not (tok.count(".") >= 2 or len(tok) <= 4):
            return "trailing full stop"
    return None


def check_contact(s):
    t, typ = s["text"], s["type"]
    if typ in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", t):
            return "phone without 555"
    elif typ == "EMAIL":
        m = EMAIL_RE.fullmatch(t)
        if not m or not FICT_DOM.search(m.group(1).lower()):
            return "non-fictional e-mail"
    elif typ == "URL":
        if not FICT_DOM.search(url_host(t)):
            return "non-fictional URL"
    elif typ == "IPADDR":
        m = IP_RE.fullmatch(t)
        if not m or not private_ip([int(x) for x in m.groups()]):
            return "non-private IP"
    elif typ == "SSN":
        if not (t.startswith("9") or t.startswith("000")):
            return "SSN not starting with 9 or 000"
    return None


def validate(path):
    errs = []
    notes = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                errs.append("line %d: bad json %s" % (ln, e))
    by_type = collections.Counter()
    by_label = collections.Counter()
    by_genre = collections.Counter()
    by_country = collections.Counter()
    n_spans = n_lower = total_len = 0
    for i, n in enumerate(notes):
        nid = n.get("id")
        if sorted(n) != ["id", "meta", "spans", "text"]:
            errs.append("%s: fields %s" % (nid, sorted(n)))
            continue
        if nid != "dev366-%04d" % (i + 1):
            errs.append("%s: id out of sequence (expected dev366-%04d)" % (nid, i + 1))
        text, meta = n["text"], n["meta"]
        if not isinstance(text, str) or not text:
            errs.append("%s: empty text" % nid)
            continue
        if sorted(meta) != ["country", "genre", "lowercase", "source"]:
            errs.append("%s: meta fields %s" % (nid, sorted(meta)))
            continue
        if meta["source"] != "dev366-en" or not isinstance(meta["lowercase"], bool):
            errs.append("%s: bad meta %r" % (nid, meta))
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                errs.append("%s: lowercase note has upper case" % nid)
        by_genre[meta["genre"]] += 1
        by_country[meta["country"]] += 1
        total_len += len(text)
        prev_end = -1
        prev_start = -1
        for s in n["spans"]:
            if sorted(s) != ["end", "label", "start", "text", "type"]:
                errs.append("%s: span fields %s" % (nid, sorted(s)))
                continue
            st, en = s["start"], s["end"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                errs.append("%s: bad offsets %r" % (nid, s))
                continue
            if text[st:en] != s["text"]:
                errs.append("%s: span text mismatch %r vs %r" % (nid, s["text"], text[st:en]))
            if st < prev_start:
                errs.append("%s: spans not sorted at %d" % (nid, st))
            if st < prev_end:
                errs.append("%s: overlap at %d %r" % (nid, st, s["text"]))
            prev_end, prev_start = max(prev_end, en), st
            if s["type"] not in TYPE2LABEL:
                errs.append("%s: unknown type %s" % (nid, s["type"]))
            elif TYPE2LABEL[s["type"]] != s["label"]:
                errs.append("%s: label %s does not match type %s" % (nid, s["label"],
                                                                     s["type"]))
            p = edge_problem(s["text"])
            if p:
                errs.append("%s: %s in %r" % (nid, p, s["text"]))
            p = check_contact(s)
            if p:
                errs.append("%s: %s: %r" % (nid, p, s["text"]))
            by_type[s["type"]] += 1
            by_label[s["label"]] += 1
            n_spans += 1
        # fictional contacts anywhere in the text, annotated or not
        for m in EMAIL_RE.finditer(text):
            if not FICT_DOM.search(m.group(1).lower()):
                errs.append("%s: real-looking e-mail domain %r" % (nid, m.group(0)))
        for m in IP_RE.finditer(text):
            parts = [int(x) for x in m.groups()]
            if not private_ip(parts):
                errs.append("%s: public IP-like string %r" % (nid, m.group(0)))
        for m in URL_RE.finditer(text):
            if not FICT_DOM.search(url_host(m.group(0).rstrip("."))):
                errs.append("%s: real-looking URL %r" % (nid, m.group(0)))
    nn = len(notes)
    mean = total_len / nn if nn else 0
    print("notes: %d" % nn)
    print("mean length: %.1f chars" % mean)
    print("spans: %d" % n_spans)
    print("lowercase notes: %d (%.1f%%)" % (n_lower, 100.0 * n_lower / max(nn, 1)))
    print("per label:")
    for k in sorted(by_label):
        print("  %-14s %6d" % (k, by_label[k]))
    print("per type:")
    for k in sorted(TYPE2LABEL):
        print("  %-14s %6d" % (k, by_type[k]))
    print("per genre:")
    for k in sorted(by_genre):
        print("  %-30s %4d" % (k, by_genre[k]))
    print("countries:")
    for k in sorted(by_country):
        print("  %-14s %4d" % (k, by_country[k]))
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if nn < need:
        errs.append("only %d notes (need %d)" % (nn, need))
    if n_spans < MIN_SPANS:
        errs.append("only %d spans (need %d)" % (n_spans, MIN_SPANS))
    for k in sorted(TYPE2LABEL):
        if by_type[k] < MIN_PER_TYPE:
            errs.append("type %s only %d times (need %d)" % (k, by_type[k], MIN_PER_TYPE))
    big = [g for g in sorted(by_genre) if by_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / max(nn, 1)
    if not LOWER_RANGE[0] <= frac <= LOWER_RANGE[1]:
        errs.append("lowercase share %.3f outside %r" % (frac, LOWER_RANGE))
    return errs


def rebuild(outdir, ref):
    errs = []
    made = not os.path.exists(outdir)
    os.makedirs(outdir, exist_ok=True)
    with open(ref, "rb") as f:
        want = f.read()
    subdirs = []
    for seed in ("1", "2"):
        sub = os.path.join(outdir, "hashseed%s" % seed)
        subdirs.append(sub)
        target = os.path.join(sub, "notes.jsonl")
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        r = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out",
                            target], env=env, capture_output=True, text=True)
        if r.returncode != 0:
            errs.append("rebuild PYTHONHASHSEED=%s failed: %s" % (seed, r.stderr[-500:]))
            continue
        with open(target, "rb") as f:
            got = f.read()
        same = got == want
        print("rebuild PYTHONHASHSEED=%s -> %s: %s" % (seed, target,
                                                       "identical" if same else "DIFFERENT"))
        if not same:
            errs.append("rebuild under PYTHONHASHSEED=%s differs" % seed)
    for sub in subdirs:
        shutil.rmtree(sub, ignore_errors=True)
    if made:
        try:
            os.rmdir(outdir)
        except OSError:
            pass
    return errs


def main(argv):
    path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    outdir = None
    rest = []
    i = 0
    while i < len(argv):
        if argv[i] == "--rebuild":
            outdir = argv[i + 1]
            i += 2
            continue
        rest.append(argv[i])
        i += 1
    if rest:
        path = rest[0]
    errs = validate(path)
    if outdir:
        errs += rebuild(outdir, path)
    if errs:
        for e in errs[:60]:
            print("  - " + e)
        if len(errs) > 60:
            print("  ... %d more" % (len(errs) - 60))
        print("FAIL: %d problem(s)" % len(errs))
        return 1
    print("OK: %s passes all checks" % os.path.relpath(path, os.path.dirname(
        os.path.dirname(HERE))) if outdir else "OK: checks passed (no rebuild requested)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
