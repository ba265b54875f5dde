#!/usr/bin/env python3
"""Validate bench/dev338_en/notes.jsonl.

usage: python3 build/check.py [--rebuild DIR] [PATH]

Checks JSON and field sets, ids, span offsets/text, ordering and overlap, labels and
types (per docs/annotation_guideline.md), whitespace at span edges, minimum counts,
contact fictionality, lower-case notes, and (with --rebuild) byte-identical rebuilds
under PYTHONHASHSEED=1 and PYTHONHASHSEED=2.
"""
import collections
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

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
NOTE_KEYS = {"id", "text", "spans", "meta"}
SPAN_KEYS = {"start", "end", "label", "type", "text"}
META_KEYS = {"source", "genre", "lowercase", "country"}
DOMAINS = ("example.com", "example.org", "example.net")

MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE = 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_FRAC = (1 / 6 - 0.04, 1 / 6 + 0.04)


def host_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in DOMAINS)


def email_ok(v):
    if v.count("@") != 1:
        return False
    local, host = v.split("@")
    return bool(local) and host_ok(host)


def url_ok(v):
    u = re.sub(r"^[a-zA-Z]+://", "", v)
    host = re.split(r"[/?#:]", u, maxsplit=1)[0]
    return host_ok(host)


def ip_ok(v):
    parts = v.split(".")
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def check_file(path):
    errs = []
    notes = []
    with open(path, "rb") as f:
        raw = f.read()
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError as e:
        return ["not UTF-8: %s" % e], []
    if lines and lines[-1] == "":
        lines.pop()
    for ln, line in enumerate(lines, 1):
        try:
            rec = json.loads(line)
        except ValueError as e:
            errs.append("line %d: invalid JSON (%s)" % (ln, e))
            continue
        if not isinstance(rec, dict) or set(rec) != NOTE_KEYS:
            errs.append("line %d: note fields %s" % (ln, sorted(rec) if isinstance(rec, dict) else type(rec)))
            continue
        notes.append(rec)

    ids = collections.Counter()
    for rec in notes:
        nid = rec["id"]
        ids[nid] += 1
        if not isinstance(nid, str) or not re.fullmatch(r"dev338-\d{4}", nid):
            errs.append("%r: bad id format" % (nid,))
        text = rec["text"]
        if not isinstance(text, str) or not text:
            errs.append("%s: empty or non-string text" % nid)
            continue
        meta = rec["meta"]
        if not isinstance(meta, dict) or set(meta) != META_KEYS:
            errs.append("%s: meta fields %s" % (nid, sorted(meta) if isinstance(meta, dict) else meta))
            continue
        if meta["source"] != "dev338-en":
            errs.append("%s: meta.source %r" % (nid, meta["source"]))
        if not isinstance(meta["lowercase"], bool):
            errs.append("%s: meta.lowercase not bool" % nid)
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            errs.append("%s: meta.genre" % nid)
        if not isinstance(meta["country"], str) or not meta["country"]:
            errs.append("%s: meta.country" % nid)
        if meta["lowercase"] is True and text != text.lower():
            errs.append("%s: lowercase note contains upper-case characters" % nid)
        spans = rec["spans"]
        if not isinstance(spans, list):
            errs.append("%s: spans not a list" % nid)
            continue
        prev_start, prev_end = -1, 0
        for sp in spans:
            if not isinstance(sp, dict) or set(sp) != SPAN_KEYS:
                errs.append("%s: span fields %s" % (nid, sp))
                continue
            s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                errs.append("%s: bad offsets %r-%r" % (nid, s, e))
                continue
            if text[s:e] != st:
                errs.append("%s: span text %r != slice %r" % (nid, st, text[s:e]))
            if st != st.strip():
                errs.append("%s: span %r has edge whitespace" % (nid, st))
            if typ not in TYPE2LABEL:
                errs.append("%s: unknown type %r" % (nid, typ))
            elif TYPE2LABEL[typ] != lab:
                errs.append("%s: type %s with label %s" % (nid, typ, lab))
            if s < prev_start:
                errs.append("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                errs.append("%s: overlapping span at %d" % (nid, s))
            prev_start, prev_end = s, max(prev_end, e)
            if typ in ("PHONE", "FAX") and "555" not in st:
                errs.append("%s: %s without 555: %r" % (nid, typ, st))
            if typ == "EMAIL" and not email_ok(st):
                errs.append("%s: e-mail not on example domains: %r" % (nid, st))
            if typ == "URL" and not url_ok(st):
                errs.append("%s: URL not on example domains: %r" % (nid, st))
            if typ == "IPADDR" and not ip_ok(st):
                errs.append("%s: IP not private: %r" % (nid, st))
            if typ == "SSN" and not (st.startswith("9") or st.startswith("000")):
                errs.append("%s: SSN-like value not starting 9/000: %r" % (nid, st))
            if meta.get("lowercase") is True and st != st.lower():
                errs.append("%s: upper case in span of lowercase note" % nid)
    for nid, k in sorted(ids.items()):
        if k > 1:
            errs.append("duplicate id %s" % nid)
    return errs, notes


def counts(notes):
    errs = []
    n = len(notes)
    spans = [s for r in notes for s in r["spans"]]
    mean = sum(len(r["text"]) for r in notes) / max(n, 1)
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        errs.append("only %d notes (need %d; mean length %.0f)" % (n, need, mean))
    if len(spans) < MIN_SPANS:
        errs.append("only %d spans (need %d)" % (len(spans), MIN_SPANS))
    by_type = collections.Counter(s["type"] for s in spans)
    for t in sorted(TYPE2LABEL):
        if by_type[t] < MIN_PER_TYPE:
            errs.append("type %s has %d spans (need %d)" % (t, by_type[t], MIN_PER_TYPE))
    by_genre = collections.Counter(r["meta"]["genre"] for r in notes)
    big = [g for g in sorted(by_genre) if by_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    low = sum(1 for r in notes if r["meta"]["lowercase"] is True)
    frac = low / max(n, 1)
    if not (LOWER_FRAC[0] <= frac <= LOWER_FRAC[1]):
        errs.append("lower-case fraction %.3f not about 1/6" % frac)
    summary = {
        "notes": n, "mean_chars": round(mean, 1), "spans": len(spans), "lowercase_notes": low,
        "labels": dict(sorted(collections.Counter(s["label"] for s in spans).items())),
        "types": dict(sorted(by_type.items())), "genres": dict(sorted(by_genre.items())),
        "countries": dict(sorted(collections.Counter(r["meta"]["country"] for r in notes).items())),
    }
    return errs, summary


def rebuild(outdir, ref):
    errs = []
    os.makedirs(outdir, exist_ok=True)
    with open(ref, "rb") as f:
        want = f.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_hashseed%s.jsonl" % seed)
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "PYTHONHASHSEED": seed,
               "PYTHONDONTWRITEBYTECODE": "1"}
        res = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], env=env,
                             capture_output=True, text=True)
        if res.returncode != 0:
            errs.append("rebuild PYTHONHASHSEED=%s failed: %s" % (seed, res.stderr.strip()[-500:]))
            continue
        with open(out, "rb") as f:
            got = f.read()
        if got != want:
            errs.append("rebuild PYTHONHASHSEED=%s differs from %s" % (seed, ref))
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))
    return errs


def main(argv):
    outdir = None
    args = list(argv)
    if "--rebuild" in args:
        i = args.index("--rebuild")
        if i + 1 >= len(args):
            print("--rebuild needs a directory")
            return 2
        outdir = args[i + 1]
        del args[i:i + 2]
    path = args[0] if args else os.path.join(ROOT, "notes.jsonl")
    errs, notes = check_file(path)
    cerrs, summary = counts(notes)
    errs += cerrs
    if outdir:
        errs += rebuild(outdir, path)
    print(json.dumps(summary, indent=1))
    if errs:
        for e in errs[:200]:
            print("ERROR:", e)
        print("%d error(s)" % len(errs))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
