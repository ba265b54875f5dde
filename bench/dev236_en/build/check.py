#!/usr/bin/env python3
"""Validate bench/dev236_en/notes.jsonl.

Usage: python3 check.py [--no-rebuild]
Checks JSON validity, ids, meta, offsets and span texts, sorting/overlap, labels and types against the
guideline, span edges, fictional contact details, size/type/genre/lowercase minimums, module sizes and
(unless --no-rebuild) byte-identical rebuilds under PYTHONHASHSEED=1 and 2.
"""
import collections
import hashlib
import ipaddress
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID",
    "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
assert len(TYPE_LABEL) == 29
LEAD_BAD = set(" \t\n\r,;:\"'()[]{}.!?-/")
TRAIL_BAD = set(" \t\n\r,;:\"'()[]{}!?-/")
INITIAL_END = re.compile(r"(^|[\s.,])[A-Za-z]\.$")

errors = []


def err(msg):
    errors.append(msg)
    if len(errors) <= 50:
        print("ERROR:", msg)


def check_span_value(nid, s, low):
    t, v = s["type"], s["text"]
    if t in ("PHONE", "FAX") and "555" not in v:
        err("%s: %s without 555: %r" % (nid, t, v))
    if t == "EMAIL" and not re.search(r"@example\.(com|org|net)$", v):
        err("%s: email not at example domain: %r" % (nid, v))
    if t == "URL" and not re.search(r"(^|[/.])example\.(com|org|net)(/|$|\?)", v):
        err("%s: url not at example domain: %r" % (nid, v))
    if t == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
            if not ip.is_private or ip.is_loopback:
                err("%s: IP not private: %r" % (nid, v))
        except ValueError:
            err("%s: bad IP %r" % (nid, v))
    if t == "SSN":
        d = re.sub(r"\D", "", v)
        if not (d.startswith("9") or d.startswith("000")):
            err("%s: SSN not fictional-range: %r" % (nid, v))


def main():
    rebuild = "--no-rebuild" not in sys.argv
    raw = open(NOTES, "rb").read()
    lines = raw.decode("utf-8").split("\n")
    if lines and lines[-1] == "":
        lines = lines[:-1]
    else:
        err("file does not end with newline")
    notes = []
    for i, line in enumerate(lines):
        try:
            notes.append(json.loads(line))
        except json.JSONDecodeError as e:
            err("line %d: invalid JSON: %s" % (i + 1, e))
    type_count = collections.Counter()
    genre_count = collections.Counter()
    n_spans = 0
    n_lower = 0
    lengths = []
    for i, n in enumerate(notes):
        exp_id = "dev236-%04d" % (i + 1)
        if set(n.keys()) != {"id", "text", "spans", "meta"}:
            err("%s: keys %r" % (n.get("id"), sorted(n.keys())))
            continue
        nid = n["id"]
        if nid != exp_id:
            err("id %r, expected %r" % (nid, exp_id))
        text = n["text"]
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % nid)
            continue
        if "\r" in text:
            err("%s: carriage return in text" % nid)
        lengths.append(len(text))
        meta = n["meta"]
        if set(meta.keys()) != {"source", "genre", "lowercase", "country"}:
            err("%s: meta keys %r" % (nid, sorted(meta.keys())))
            continue
        if meta["source"] != "dev236-en":
            err("%s: source %r" % (nid, meta["source"]))
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            err("%s: genre %r" % (nid, meta["genre"]))
        if not isinstance(meta["lowercase"], bool):
            err("%s: lowercase not bool" % nid)
        if meta["country"] not in ("US", "CA", "IE"):
            err("%s: country %r" % (nid, meta["country"]))
        genre_count[meta["genre"]] += 1
        low = meta["lowercase"] is True
        if low:
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case characters" % nid)
        prev_end = -1
        prev_start = -1
        for s in n["spans"]:
            if set(s.keys()) != {"start", "end", "label", "type", "text"}:
                err("%s: span keys %r" % (nid, sorted(s.keys())))
                continue
            st, en = s["start"], s["end"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: bad offsets %r" % (nid, s))
                continue
            if text[st:en] != s["text"]:
                err("%s: span text mismatch %r vs %r" % (nid, text[st:en], s["text"]))
            if s["type"] not in TYPE_LABEL:
                err("%s: unknown type %r" % (nid, s["type"]))
            elif TYPE_LABEL[s["type"]] != s["label"]:
                err("%s: label %r for type %r" % (nid, s["label"], s["type"]))
            if st < prev_start:
                err("%s: spans not sorted at %d" % (nid, st))
            if st < prev_end:
                err("%s: overlapping spans at %d" % (nid, st))
            prev_start, prev_end = st, en
            v = s["text"]
            if v != v.strip():
                err("%s: whitespace at span edge %r" % (nid, v))
            if "\n" in v:
                err("%s: newline inside span %r" % (nid, v))
            if v[0] in LEAD_BAD and not (s["type"] in ("PHONE", "FAX") and v[0] == "("):
                err("%s: leading punctuation %r" % (nid, v))
            if v[-1] in TRAIL_BAD:
                err("%s: trailing punctuation %r" % (nid, v))
            if v.endswith(".") and not (INITIAL_END.search(v) or v.lower().endswith(("inc.", "ltd.", "co."))):
                err("%s: trailing full stop %r" % (nid, v))
            if low and v != v.lower():
                err("%s: upper case in lowercase span %r" % (nid, v))
            if st > 0 and text[st - 1].isalnum() and s["type"] not in ("AGE", "DATE"):
                # tokens glued to a preceding letter or digit are suspicious except e.g. '64yo', HL7 date+time
                err("%s: span glued to previous char %r" % (nid, text[max(0, st - 5):en]))
            type_count[s["type"]] += 1
            n_spans += 1
            check_span_value(nid, s, low)

    # ---- size and coverage minimums
    n_notes = len(notes)
    mean_len = statistics.mean(lengths) if lengths else 0
    print("notes=%d spans=%d mean_len=%.1f median_len=%s lower=%d" % (n_notes, n_spans, mean_len,
                                                                      statistics.median(lengths) if lengths else 0, n_lower))
    if n_notes < 330:
        err("fewer than 330 notes")
    if mean_len < 1200 and n_notes < 600:
        err("mean length < 1200 and fewer than 600 notes")
    if n_spans < 8000:
        err("fewer than 8000 spans")
    for t in sorted(TYPE_LABEL):
        if type_count[t] < 15:
            err("type %s has only %d spans" % (t, type_count[t]))
    big = [g for g in sorted(genre_count) if genre_count[g] >= 30]
    if len(big) < 10:
        err("only %d genres with >= 30 notes" % len(big))
    frac = n_lower / n_notes if n_notes else 0
    if not (0.13 <= frac <= 0.21):
        err("lower-cased fraction %.3f not about one in six" % frac)

    # ---- module hygiene and determinism hints
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py"):
            path = os.path.join(HERE, fn)
            size = os.path.getsize(path)
            if size >= 30 * 1024:
                err("module %s is %d bytes (>= 30 KB)" % (fn, size))
            src = open(path, encoding="utf-8").read()
            if fn != "check.py":
                if re.search(r"\brandom\.(choice|randint|random|shuffle|sample|uniform|seed)\(", src):
                    err("%s uses the global random module" % fn)
                if re.search(r"\bhash\(", src) or "set(" in src.replace("sorted(set(", ""):
                    err("%s may depend on hash order (hash( or set()" % fn)
    if rebuild:
        digests = []
        with tempfile.TemporaryDirectory(prefix="dev236_chk_") as td:
            for seed in ("1", "2"):
                out = os.path.join(td, "notes_%s.jsonl" % seed)
                env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
                subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                               stdout=subprocess.DEVNULL)
                digests.append(hashlib.md5(open(out, "rb").read()).hexdigest())
        here_digest = hashlib.md5(raw).hexdigest()
        print("md5 notes.jsonl=%s rebuild(seed1)=%s rebuild(seed2)=%s" % (here_digest, digests[0], digests[1]))
        if not (digests[0] == digests[1] == here_digest):
            err("rebuild is not byte-identical across PYTHONHASHSEED values")

    print("types:", ", ".join("%s=%d" % (t, type_count[t]) for t in sorted(TYPE_LABEL)))
    print("genres:", ", ".join("%s=%d" % (g, genre_count[g]) for g in sorted(genre_count)))
    if errors:
        print("FAILED with %d error(s)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
