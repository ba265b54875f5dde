#!/usr/bin/env python3
"""Validate bench/dev249_en/notes.jsonl (author 249).

Usage: python3 check.py [notes.jsonl] [--rebuild DIR]
  --rebuild DIR  also rebuild the set twice (PYTHONHASHSEED=1 and 2) into DIR
                 and require both builds to be byte-identical to the file.
Exit status 0 when every check passes."""

import collections
import ipaddress
import json
import os
import re
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

ALLOWED = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE2LABEL = {t: lab for lab, ts in ALLOWED.items() for t in ts}
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
COUNTRIES = ("UK", "AU", "CA")

errors = []


def err(msg):
    errors.append(msg)


def check_span_shape(nid, text, sp, k):
    for key in ("start", "end", "label", "type", "text"):
        if key not in sp:
            err("%s span %d: missing %s" % (nid, k, key))
            return False
    if set(sp) != {"start", "end", "label", "type", "text"}:
        err("%s span %d: unexpected keys %s" % (nid, k, sorted(sp)))
    s, e = sp["start"], sp["end"]
    if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
        err("%s span %d: bad offsets %r-%r" % (nid, k, s, e))
        return False
    if text[s:e] != sp["text"]:
        err("%s span %d: text mismatch %r vs %r" % (nid, k, text[s:e], sp["text"]))
    t = sp["text"]
    if t != t.strip():
        err("%s span %d: whitespace at edge %r" % (nid, k, t))
    if t and (t[-1] in ",;:!?\"'" or (t[-1] == ")" and "(" not in t) or t[0] in "\"',;:" or
              (t[0] == "(" and ")" not in t)):
        err("%s span %d: surrounding punctuation in %r" % (nid, k, t))
    if TYPE2LABEL.get(sp["type"]) != sp["label"]:
        err("%s span %d: label/type not allowed %s/%s" % (nid, k, sp["label"], sp["type"]))
    return True


def fictional(nid, sp):
    t, ty = sp["text"].lower(), sp["type"]
    if ty in ("PHONE", "FAX") and "555" not in t:
        err("%s: phone/fax without 555: %r" % (nid, t))
    if ty == "EMAIL" and not re.fullmatch(r"[a-z0-9._%+\-]+@([a-z0-9\-]+\.)*example\.(com|org|net)", t):
        err("%s: e-mail not at example domain: %r" % (nid, t))
    if ty == "URL" and not re.search(r"(^|[/.])example\.(com|org|net)(/|$|\?)", t):
        err("%s: URL not at example domain: %r" % (nid, t))
    if ty == "IPADDR":
        try:
            if not ipaddress.ip_address(t).is_private:
                err("%s: public IP %r" % (nid, t))
        except ValueError:
            err("%s: bad IP %r" % (nid, t))
    if ty == "SSN" and not (t.startswith("9") or t.startswith("000")):
        err("%s: SSN not starting 9/000: %r" % (nid, t))


def static_hints():
    """Determinism / hygiene hints read from the build sources."""
    mods = sorted(f for f in os.listdir(HERE) if f.endswith(".py"))
    src = {}
    for f in mods:
        path = os.path.join(HERE, f)
        size = os.path.getsize(path)
        if size >= 30 * 1024:
            err("module %s is %d bytes (>= 30 KB)" % (f, size))
        with open(path, encoding="utf-8") as fh:
            src[f] = fh.read()
    make = src.get("make.py", "")
    if "random.Random(SEED)" not in make or "SEED = 249" not in make:
        err("make.py does not seed random.Random(249)")
    for f, s in src.items():
        if f == "check.py":
            continue
        if re.search(r"\bhash\(", s):
            err("%s calls hash() (PYTHONHASHSEED dependent)" % f)
        if re.search(r"^\s*import (numpy|requests|urllib)|^\s*from (numpy|requests|urllib)", s, re.M):
            err("%s imports a non-stdlib / network module" % f)
        if re.search(r"\brandom\.(random|choice|randint|shuffle|sample)\(", s):
            err("%s uses the global random generator" % f)
        if re.search(r"for \w+ in set\(|for \w+ in \{", s):
            err("%s iterates over a set" % f)


def rebuild(path, outdir):
    with open(path, "rb") as fh:
        want = fh.read()
    os.makedirs(outdir, exist_ok=True)
    for seed in ("1", "2"):
        out = os.path.join(outdir, "rebuild_hs%s.jsonl" % seed)
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), out], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        with open(out, "rb") as fh:
            got = fh.read()
        if got != want:
            err("rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, path))
        os.remove(out)


def main(argv):
    args = [a for a in argv[1:]]
    outdir = None
    if "--rebuild" in args:
        i = args.index("--rebuild")
        outdir = args[i + 1]
        del args[i:i + 2]
    path = args[0] if args else DEFAULT
    with open(path, "rb") as fh:
        raw = fh.read()
    if b"\r" in raw:
        err("file contains CR characters")
    if not raw.endswith(b"\n"):
        err("file does not end with a newline")
    lines = raw.decode("utf-8").split("\n")[:-1]
    notes, lengths = [], []
    types, genres, labels = collections.Counter(), collections.Counter(), collections.Counter()
    n_lower = 0
    for ln, line in enumerate(lines, 1):
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            err("line %d: invalid JSON (%s)" % (ln, e))
            continue
        if json.dumps(rec, ensure_ascii=False) != line:
            err("line %d: not in canonical serialisation" % ln)
        if list(rec) != ["id", "text", "spans", "meta"]:
            err("line %d: fields %s" % (ln, list(rec)))
            continue
        nid = rec["id"]
        if nid != "dev249-%04d" % ln:
            err("line %d: id %r out of sequence" % (ln, nid))
        text = rec["text"]
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % nid)
            continue
        meta = rec["meta"]
        if not isinstance(meta, dict) or sorted(meta) != ["country", "genre", "lowercase", "source"]:
            err("%s: meta keys %r" % (nid, meta))
            continue
        if meta["source"] != "dev249-en":
            err("%s: meta.source %r" % (nid, meta["source"]))
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            err("%s: meta.genre" % nid)
        if meta["lowercase"] not in (True, False):
            err("%s: meta.lowercase not boolean" % nid)
        if meta["country"] not in COUNTRIES:
            err("%s: meta.country %r" % (nid, meta["country"]))
        spans = rec["spans"]
        prev_end, prev_start = 0, -1
        for k, sp in enumerate(spans):
            if not check_span_shape(nid, text, sp, k):
                continue
            if sp["start"] < prev_start:
                err("%s span %d: not sorted by start" % (nid, k))
            if sp["start"] < prev_end:
                err("%s span %d: overlaps previous span" % (nid, k))
            prev_start, prev_end = sp["start"], max(prev_end, sp["end"])
            fictional(nid, sp)
            types[sp["type"]] += 1
            labels[sp["label"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case characters" % nid)
        elif text == text.lower():
            err("%s: note is all lower-case but meta.lowercase is false" % nid)
        notes.append(rec)
        lengths.append(len(text))
        genres[meta["genre"]] += 1

    n = len(notes)
    total = sum(types.values())
    mean = statistics.mean(lengths) if lengths else 0
    need = MIN_NOTES if mean >= 1200 else MIN_NOTES_SHORT
    if n < need:
        err("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    if total < MIN_SPANS:
        err("only %d spans (need %d)" % (total, MIN_SPANS))
    for t in sorted(TYPE2LABEL):
        if types[t] < MIN_PER_TYPE:
            err("type %s has %d spans (need %d)" % (t, types[t], MIN_PER_TYPE))
    big = [g for g, c in genres.items() if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / n if n else 0
    if not 0.13 <= frac <= 0.20:
        err("lower-cased fraction %.3f not about one in six" % frac)
    ids = [r["id"] for r in notes]
    if len(set(ids)) != len(ids):
        err("duplicate ids")
    static_hints()
    if outdir:
        rebuild(path, outdir)

    print("notes %d, spans %d, mean length %.0f, median %.0f, range %d-%d, lower-cased %d (%.1f%%)"
          % (n, total, mean, statistics.median(lengths), min(lengths), max(lengths), n_lower, 100 * frac))
    print("genres: " + ", ".join("%s %d" % (g, genres[g]) for g in sorted(genres)))
    print("types: " + ", ".join("%s %d" % (t, types[t]) for t in sorted(types)))
    if errors:
        print("FAILED: %d problem(s)" % len(errors))
        for e in errors[:60]:
            print("  - " + e)
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
