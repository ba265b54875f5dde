"""Validate bench/dev333_en/notes.jsonl.

usage: python3 build/check.py [--rebuild DIR] [PATH]

Checks JSON and field sets, ids, span offsets and texts, ordering and
overlap, labels and fine types, whitespace at span edges, minimum counts,
contact fictionality, lower-case notes; with --rebuild DIR it also rebuilds
the set twice (PYTHONHASHSEED=1 and 2) into DIR and compares byte for byte.
"""
import sys

sys.dont_write_bytecode = True

import collections
import filecmp
import json
import os
import re
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

TYPES = {
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
DOMAINS = ("example.com", "example.org", "example.net")
NOTE_KEYS = {"id", "text", "spans", "meta"}
SPAN_KEYS = {"start", "end", "label", "type", "text"}
META_KEYS = {"source", "genre", "lowercase", "country"}
ID_RE = re.compile(r"^dev333-\d{4}$")

MIN_NOTES = 330
MIN_NOTES_SHORT = 600
SHORT_MEAN = 1200
MIN_SPANS = 8000
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30


def private_ip(s):
    parts = s.split(".")
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def url_ok(s):
    low = s.lower()
    low = re.sub(r"^https?://", "", low)
    host = low.split("/")[0].split("?")[0]
    return any(host == d or host.endswith("." + d) for d in DOMAINS)


def email_ok(s):
    if s.count("@") != 1:
        return False
    local, dom = s.lower().split("@")
    return bool(local) and dom in DOMAINS


def contact_ok(typ, val):
    if typ in ("PHONE", "FAX"):
        return "555" in val
    if typ == "EMAIL":
        return email_ok(val)
    if typ == "URL":
        return url_ok(val)
    if typ == "IPADDR":
        return private_ip(val)
    if typ == "SSN":
        return val.startswith("9") or val.startswith("000")
    return True


def check(path):
    errs = []
    notes = []
    with open(path, "rb") as fh:
        raw = fh.read()
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError as e:
        return ["not UTF-8: %s" % e], []
    if lines and lines[-1] == "":
        lines = lines[:-1]
    ids = set()
    for ln, line in enumerate(lines, 1):
        try:
            n = json.loads(line)
        except ValueError as e:
            errs.append("line %d: invalid JSON (%s)" % (ln, e))
            continue
        if not isinstance(n, dict) or set(n) != NOTE_KEYS:
            errs.append("line %d: fields %r" % (ln, sorted(n) if isinstance(n, dict) else n))
            continue
        nid = n["id"]
        if not isinstance(nid, str) or not ID_RE.match(nid):
            errs.append("line %d: bad id %r" % (ln, nid))
        if nid in ids:
            errs.append("line %d: duplicate id %s" % (ln, nid))
        ids.add(nid)
        text = n["text"]
        if not isinstance(text, str) or not text:
            errs.append("%s: empty or non-string text" % nid)
            continue
        meta = n["meta"]
        if not isinstance(meta, dict) or set(meta) != META_KEYS:
            errs.append("%s: meta fields %r" % (nid, meta))
            continue
        if meta["source"] != "dev333-en":
            errs.append("%s: source %r" % (nid, meta["source"]))
        if not isinstance(meta["lowercase"], bool):
            errs.append("%s: lowercase not bool" % nid)
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            errs.append("%s: genre missing" % nid)
        if not isinstance(meta["country"], str) or not meta["country"]:
            errs.append("%s: country missing" % nid)
        if meta["lowercase"] and text != text.lower():
            errs.append("%s: marked lowercase but text has upper case" % nid)
        if not meta["lowercase"] and text == text.lower():
            errs.append("%s: not marked lowercase but text is all lower case" % nid)
        spans = n["spans"]
        if not isinstance(spans, list):
            errs.append("%s: spans not a list" % nid)
            continue
        prev_end = -1
        prev_start = -1
        for sp in spans:
            if not isinstance(sp, dict) or set(sp) != SPAN_KEYS:
                errs.append("%s: span fields %r" % (nid, sp))
                continue
            s, e, lab, typ, val = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                errs.append("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != val:
                errs.append("%s: span text %r != slice %r" % (nid, val, text[s:e]))
            if val != val.strip():
                errs.append("%s: span %r has edge whitespace" % (nid, val))
            if typ not in TYPES:
                errs.append("%s: unknown type %r" % (nid, typ))
            elif TYPES[typ] != lab:
                errs.append("%s: label %r wrong for type %r" % (nid, lab, typ))
            if s < prev_start:
                errs.append("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                errs.append("%s: overlapping span at %d" % (nid, s))
            prev_start, prev_end = s, max(prev_end, e)
            if not contact_ok(typ, val):
                errs.append("%s: %s %r is not fictional per convention" % (nid, typ, val))
            if meta["lowercase"] and val != val.lower():
                errs.append("%s: span %r not lower case in lower-case note" % (nid, val))
        notes.append(n)
    return errs, notes


def counts(notes):
    errs = []
    n = len(notes)
    mean = sum(len(x["text"]) for x in notes) / n if n else 0
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        errs.append("only %d notes (need %d; mean length %.0f)" % (n, need, mean))
    spans = [s for x in notes for s in x["spans"]]
    if len(spans) < MIN_SPANS:
        errs.append("only %d spans (need %d)" % (len(spans), MIN_SPANS))
    per_type = collections.Counter(s["type"] for s in spans)
    for t in sorted(TYPES):
        if per_type[t] < MIN_PER_TYPE:
            errs.append("type %s has %d spans (need %d)" % (t, per_type[t], MIN_PER_TYPE))
    per_genre = collections.Counter(x["meta"]["genre"] for x in notes)
    big = [g for g in sorted(per_genre) if per_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    low = sum(1 for x in notes if x["meta"]["lowercase"])
    if n and not (0.13 <= low / n <= 0.21):
        errs.append("lower-case share %.3f is not about 1/6" % (low / n))
    stats = {"notes": n, "mean_chars": round(mean, 1), "spans": len(spans), "lowercase": low,
             "per_label": dict(sorted(collections.Counter(s["label"] for s in spans).items())),
             "per_type": dict(sorted(per_type.items())), "per_genre": dict(sorted(per_genre.items())),
             "per_country": dict(sorted(collections.Counter(x["meta"]["country"] for x in notes).items()))}
    return errs, stats


def rebuild(outdir, path):
    errs = []
    os.makedirs(outdir, exist_ok=True)
    make = os.path.join(HERE, "make.py")
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes.seed%s.jsonl" % seed)
        env = dict(sorted(os.environ.items()))
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        res = subprocess.run([sys.executable, "-B", make, "--out", out], env=env, capture_output=True, text=True)
        if res.returncode != 0:
            errs.append("rebuild with PYTHONHASHSEED=%s failed: %s" % (seed, res.stderr[-2000:]))
            continue
        if not filecmp.cmp(out, path, shallow=False):
            errs.append("rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, path))
        else:
            print("rebuild PYTHONHASHSEED=%s: identical" % seed)
    return errs


def main(argv):
    outdir = None
    args = list(argv)
    if "--rebuild" in args:
        i = args.index("--rebuild")
        outdir = args[i + 1]
        del args[i:i + 2]
    path = args[0] if args else os.path.join(ROOT, "notes.jsonl")
    errs, notes = check(path)
    cerrs, stats = counts(notes)
    errs += cerrs
    if outdir:
        errs += rebuild(outdir, path)
    print(json.dumps(stats, indent=1))
    if errs:
        for e in errs[:200]:
            print("ERROR:", e)
        print("%d error(s)" % len(errs))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
