#!/usr/bin/env python3
"""Validate bench/dev319_en/notes.jsonl.

Usage:
  python3 build/check.py                 # validate notes.jsonl
  python3 build/check.py --rebuild DIR   # also rebuild twice (PYTHONHASHSEED=1 and 2)
                                         # into DIR and compare byte-for-byte
  python3 build/check.py --stats         # also print counts used in the README
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

# Labels and fine types exactly as in docs/annotation_guideline.md
GUIDELINE = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE_LABEL = {t: lab for lab in sorted(GUIDELINE) for t in GUIDELINE[lab]}
assert len(TYPE_LABEL) == 29

NOTE_KEYS = {"id", "text", "spans", "meta"}
SPAN_KEYS = {"start", "end", "label", "type", "text"}
META_KEYS = {"source", "genre", "lowercase", "country"}
COUNTRIES = {"US", "UK", "IE", "CA", "AU", "NZ", "ZA", "SG"}
EX_DOMAINS = ("example.com", "example.org", "example.net")

MIN_NOTES = 330
MIN_NOTES_SHORT = 600
MIN_SPANS = 8000
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30
LOWER_RANGE = (0.14, 0.20)

EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
IP_RE = re.compile(r"(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])")
URL_RE = re.compile(r"(?:https?://)?(?:[a-z0-9-]+\.)*example\.(?:com|org|net)(?:/[^\s,;)]*)?", re.I)


def domain_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in EX_DOMAINS)


def contact_problem(typ, val):
    if typ in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", val):
            return "%s without 555" % typ
    elif typ == "EMAIL":
        if val.count("@") != 1 or not domain_ok(val.split("@")[1]):
            return "email outside example domains"
    elif typ == "URL":
        host = re.sub(r"^[a-z]+://", "", val, flags=re.I).split("/")[0]
        if not domain_ok(host):
            return "url outside example domains"
    elif typ == "IPADDR":
        try:
            ip = ipaddress.IPv4Address(val)
        except ValueError:
            return "bad ip"
        nets = [ipaddress.IPv4Network(x) for x in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
        if not any(ip in net for net in nets):
            return "public ip"
    elif typ == "SSN":
        if not (val.startswith("9") or val.startswith("000")):
            return "SSN not starting with 9 or 000"
    return None


def edge_punct(v):
    """True if a span starts/ends with punctuation that is not part of the value."""
    if v[-1] in ",;:" or v[0] in "\"'" or v[-1] in "\"'":
        return True
    for o, c in ("()", "[]", "{}"):
        if v.count(o) != v.count(c):
            return True
    return False


def covered(spans, s, e, types):
    return any(sp["start"] <= s and e <= sp["end"] and sp["type"] in types for sp in spans)


def validate(path):
    errs = []
    notes = []
    with open(path, encoding="utf-8") as fh:
        raw = fh.read()
    if not raw.endswith("\n"):
        errs.append("file does not end with newline")
    for ln, line in enumerate(raw.split("\n")[:-1], 1):
        try:
            d = json.loads(line)
        except json.JSONDecodeError as ex:
            errs.append("line %d: invalid JSON (%s)" % (ln, ex))
            continue
        notes.append(d)
        where = "line %d" % ln
        if not isinstance(d, dict) or set(d) != NOTE_KEYS:
            errs.append("%s: note fields %r" % (where, sorted(d) if isinstance(d, dict) else d))
            continue
        nid, text, spans, meta = d["id"], d["text"], d["spans"], d["meta"]
        where = nid
        if not isinstance(nid, str) or not re.fullmatch(r"dev319-\d{4}", nid):
            errs.append("%s: bad id" % where)
        if not isinstance(text, str) or not text.strip():
            errs.append("%s: empty text" % where)
            continue
        if not isinstance(meta, dict) or set(meta) != META_KEYS:
            errs.append("%s: meta fields" % where)
            continue
        if meta["source"] != "dev319-en":
            errs.append("%s: meta.source" % where)
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            errs.append("%s: meta.genre" % where)
        if not isinstance(meta["lowercase"], bool):
            errs.append("%s: meta.lowercase not bool" % where)
        if meta["country"] not in COUNTRIES:
            errs.append("%s: meta.country %r" % (where, meta["country"]))
        if meta["lowercase"] is True:
            if text != text.lower():
                errs.append("%s: lowercase note has upper-case characters" % where)
        elif text == text.lower():
            errs.append("%s: note is all lower-case but meta.lowercase is false" % where)
        if not isinstance(spans, list):
            errs.append("%s: spans not a list" % where)
            continue
        last_end = -1
        last_start = -1
        for sp in spans:
            if not isinstance(sp, dict) or set(sp) != SPAN_KEYS:
                errs.append("%s: span fields %r" % (where, sp))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int)) or isinstance(s, bool) or not (0 <= s < e <= len(text)):
                errs.append("%s: bad offsets %r" % (where, sp))
                continue
            if s < last_start:
                errs.append("%s: spans not sorted at %d" % (where, s))
            if s < last_end:
                errs.append("%s: overlapping span at %d" % (where, s))
            last_start, last_end = s, e
            if text[s:e] != sp["text"]:
                errs.append("%s: span text mismatch at %d: %r vs %r" % (where, s, text[s:e], sp["text"]))
            if sp["text"] != sp["text"].strip():
                errs.append("%s: span with leading/trailing whitespace %r" % (where, sp["text"]))
            if edge_punct(sp["text"]):
                errs.append("%s: span takes in surrounding punctuation %r" % (where, sp["text"]))
            if sp["type"] not in TYPE_LABEL:
                errs.append("%s: unknown type %r" % (where, sp["type"]))
            elif TYPE_LABEL[sp["type"]] != sp["label"]:
                errs.append("%s: label %r does not match type %r" % (where, sp["label"], sp["type"]))
            if meta["lowercase"] is True and sp["text"] != sp["text"].lower():
                errs.append("%s: lowercase span text" % where)
            prob = contact_problem(sp["type"], sp["text"])
            if prob:
                errs.append("%s: %s: %r" % (where, prob, sp["text"]))
        # contacts in text that are not annotated
        for m in EMAIL_RE.finditer(text):
            if not covered(spans, m.start(), m.end(), {"EMAIL"}):
                errs.append("%s: unannotated email %r" % (where, m.group()))
        for m in IP_RE.finditer(text):
            if not covered(spans, m.start(), m.end(), {"IPADDR"}):
                errs.append("%s: unannotated IP-like string %r" % (where, m.group()))
        for m in URL_RE.finditer(text):
            if "@" in text[max(0, m.start() - 1):m.start() + 1]:
                continue
            end = m.end()
            while text[end - 1] in ".":
                end -= 1
            if not covered(spans, m.start(), end, {"URL", "EMAIL"}):
                errs.append("%s: unannotated URL %r" % (where, m.group()))
    ids = [d.get("id") for d in notes if isinstance(d, dict)]
    if len(ids) != len(set(ids)):
        errs.append("duplicate ids")
    return notes, errs


def stats(notes):
    st = {}
    st["notes"] = len(notes)
    st["chars"] = sum(len(d["text"]) for d in notes)
    st["mean_chars"] = st["chars"] / max(1, len(notes))
    st["spans"] = sum(len(d["spans"]) for d in notes)
    st["lower"] = sum(1 for d in notes if d["meta"]["lowercase"])
    st["per_label"] = collections.Counter(sp["label"] for d in notes for sp in d["spans"])
    st["per_type"] = collections.Counter(sp["type"] for d in notes for sp in d["spans"])
    st["per_genre"] = collections.Counter(d["meta"]["genre"] for d in notes)
    st["per_country"] = collections.Counter(d["meta"]["country"] for d in notes)
    return st


def size_errors(st):
    errs = []
    if st["notes"] < MIN_NOTES:
        errs.append("only %d notes (< %d)" % (st["notes"], MIN_NOTES))
    if st["mean_chars"] < 1200 and st["notes"] < MIN_NOTES_SHORT:
        errs.append("mean length %.0f < 1200 needs >= %d notes" % (st["mean_chars"], MIN_NOTES_SHORT))
    if st["spans"] < MIN_SPANS:
        errs.append("only %d spans (< %d)" % (st["spans"], MIN_SPANS))
    for t in sorted(TYPE_LABEL):
        if st["per_type"].get(t, 0) < MIN_PER_TYPE:
            errs.append("type %s has %d spans (< %d)" % (t, st["per_type"].get(t, 0), MIN_PER_TYPE))
    big = [g for g in sorted(st["per_genre"]) if st["per_genre"][g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = st["lower"] / max(1, st["notes"])
    if not (LOWER_RANGE[0] <= frac <= LOWER_RANGE[1]):
        errs.append("lower-case fraction %.3f outside %r" % (frac, LOWER_RANGE))
    return errs


def rebuild(outdir):
    errs = []
    os.makedirs(outdir, exist_ok=True)
    with open(NOTES, "rb") as fh:
        ref = fh.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes.hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), out], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        with open(out, "rb") as fh:
            got = fh.read()
        if got != ref:
            errs.append("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))
    return errs


def main(argv):
    notes, errs = validate(NOTES)
    st = stats(notes)
    errs += size_errors(st)
    if "--rebuild" in argv:
        k = argv.index("--rebuild")
        if k + 1 >= len(argv):
            print("--rebuild needs a directory")
            return 2
        errs += rebuild(argv[k + 1])
    if "--stats" in argv:
        print("notes %d, mean chars %.0f, spans %d, lower-case %d" % (st["notes"], st["mean_chars"], st["spans"], st["lower"]))
        for key in ("per_label", "per_type", "per_genre", "per_country"):
            print(key + ": " + ", ".join("%s %d" % (k, v) for k, v in sorted(st[key].items(), key=lambda x: (-x[1], x[0]))))
    for e in errs[:200]:
        print("ERROR:", e)
    if errs:
        print("FAILED: %d problem(s)" % len(errs))
        return 1
    print("OK: %d notes, %d spans, all checks passed" % (st["notes"], st["spans"]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
