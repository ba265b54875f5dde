#!/usr/bin/env python3
"""Validate bench/dev240_en/notes.jsonl (author 240). Python 3.11 stdlib only.

usage: python3 check.py [NOTES_PATH] [--rebuild]
  --rebuild  also rebuild under PYTHONHASHSEED=1 and =2 into /tmp/dev240_tmp/ and require byte identity
Exit status 0 when every check passes."""
import collections
import hashlib
import json
import os
import re
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
SCRATCH = "/tmp/dev240_tmp"

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MONTHS = ["January", "February", "March", "April", "June", "July", "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
HOLI = ["Christmas", "Thanksgiving", "Boxing Day", "Easter", "Diwali", "Heritage Day", "Freedom Day", "Youth Day",
        "New Year", "Memorial Day", "Labor Day", "Fourth of July", "Eid"]
LEAK_CS = [re.compile(r"\b(%s)\b" % "|".join(MONTHS + WEEKDAYS + HOLI)),
           re.compile(r"\b(Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec) \d"),
           re.compile(r"\b(Dr\.?|Mr\.?|Mrs\.?|Ms\.?|Miss|Prof\.?|Sister|Sr\.?) (?!Nurse\b)[A-Z][a-z]")]
LEAK_CI = [re.compile(r"\b555[-. ]?\d|\D555[-. ]\d"), re.compile(r"@"), re.compile(r"example\.(org|com|net)", re.I),
           re.compile(r"\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b"), re.compile(r"\b\d{4}[/-]\d{2}[/-]\d{2}\b"),
           re.compile(r"\b(10|172|192)\.\d{1,3}\.\d{1,3}\.\d{1,3}\b"), re.compile(r"\bwww\.")]
MIN_TYPE = 15
MIN_GENRE_NOTES = 30
MIN_GENRES = 10
MIN_SPANS = 8000

errors = []


def err(msg):
    if len(errors) < 200:
        errors.append(msg)


def plain_text(text, spans):
    out, pos = [], 0
    for s in spans:
        out.append(text[pos:s["start"]])
        out.append("\x00" * (s["end"] - s["start"]))
        pos = s["end"]
    out.append(text[pos:])
    return "".join(out)


def check_span_value(nid, s):
    t, v = s["type"], s["text"]
    if t in ("PHONE", "FAX") and "555" not in v:
        err("%s: %s without 555: %r" % (nid, t, v))
    if t == "EMAIL" and not re.fullmatch(r"[a-z0-9._%+-]+@([a-z0-9-]+\.)*example\.(org|com|net)", v.lower()):
        err("%s: email not at example domain: %r" % (nid, v))
    if t == "URL" and not re.search(r"example\.(org|com|net)", v.lower()):
        err("%s: url not at example domain: %r" % (nid, v))
    if t == "IPADDR":
        m = re.fullmatch(r"(\d+)\.(\d+)\.(\d+)\.(\d+)", v)
        ok = bool(m) and all(0 <= int(x) <= 255 for x in m.groups())
        ok = ok and (m.group(1) == "10" or (m.group(1) == "192" and m.group(2) == "168") or (m.group(1) == "172" and 16 <= int(m.group(2)) <= 31))
        if not ok:
            err("%s: non-private IP %r" % (nid, v))
    if t == "SSN" and not (v.startswith("9") or v.startswith("000")):
        err("%s: SSN not starting 9/000: %r" % (nid, v))
    if t == "AGE" and not re.fullmatch(r"\d{1,3}|[a-z]+(-[a-z]+)?", v.lower()):
        err("%s: odd AGE %r" % (nid, v))
    if t == "DATE" and not (re.search(r"\d", v) or re.search(r"(%s)" % "|".join(m[:3] for m in MONTHS + ["May"] + WEEKDAYS + HOLI), v, re.I)):
        err("%s: odd DATE %r" % (nid, v))


def check_file(path):
    raw = open(path, "rb").read()
    if not raw.endswith(b"\n") or b"\r" in raw:
        err("file must use \\n line endings and end with a newline")
    lines = raw.decode("utf-8").split("\n")[:-1]
    notes = []
    for i, line in enumerate(lines):
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            err("line %d: invalid JSON (%s)" % (i + 1, e))
            continue
        notes.append(rec)
    type_counts = collections.Counter()
    genre_counts = collections.Counter()
    country_counts = collections.Counter()
    lengths, n_lower, n_spans = [], 0, 0
    for i, rec in enumerate(notes):
        want = "dev240-%04d" % (i + 1)
        if list(rec.keys()) != ["id", "text", "spans", "meta"]:
            err("%s: fields %r" % (rec.get("id"), list(rec.keys())))
        if rec.get("id") != want:
            err("note %d: id %r != %r" % (i + 1, rec.get("id"), want))
        nid, text, spans, meta = rec["id"], rec["text"], rec["spans"], rec["meta"]
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % nid)
            continue
        if set(meta.keys()) != {"source", "genre", "lowercase", "country"}:
            err("%s: meta keys %r" % (nid, sorted(meta.keys())))
        if meta.get("source") != "dev240-en":
            err("%s: meta.source %r" % (nid, meta.get("source")))
        if not isinstance(meta.get("genre"), str) or not meta["genre"]:
            err("%s: meta.genre" % nid)
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: meta.lowercase not bool" % nid)
        if meta.get("country") not in ("US", "UK", "ZA"):
            err("%s: meta.country %r" % (nid, meta.get("country")))
        genre_counts[meta.get("genre")] += 1
        country_counts[meta.get("country")] += 1
        lengths.append(len(text))
        prev_end, prev_start = 0, -1
        for s in spans:
            if list(s.keys()) != ["start", "end", "label", "type", "text"]:
                err("%s: span keys %r" % (nid, list(s.keys())))
                continue
            st, en = s["start"], s["end"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: bad offsets %r" % (nid, s))
                continue
            if text[st:en] != s["text"]:
                err("%s: span text mismatch %r vs %r" % (nid, text[st:en], s["text"]))
            if st < prev_start:
                err("%s: spans not sorted at %d" % (nid, st))
            if st < prev_end:
                err("%s: overlapping span at %d" % (nid, st))
            prev_start, prev_end = st, en
            v = s["text"]
            if v != v.strip():
                err("%s: whitespace at span edge %r" % (nid, v))
            if v[0] in ",;:.!?\"'" or v[-1] in ",;:!?\"'":
                err("%s: punctuation at span edge %r" % (nid, v))
            if v.count("(") != v.count(")"):
                err("%s: unbalanced brackets in span %r" % (nid, v))
            if LABEL.get(s["type"]) != s["label"]:
                err("%s: label/type %s/%s not allowed" % (nid, s["label"], s["type"]))
            check_span_value(nid, s)
            type_counts[s["type"]] += 1
        n_spans += len(spans)
        if meta.get("lowercase"):
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case text" % nid)
        pt = plain_text(text, spans)
        for rx in LEAK_CI:
            m = rx.search(pt)
            if m:
                err("%s: possible unannotated PHI %r" % (nid, pt[max(0, m.start() - 20):m.end() + 20]))
        if not meta.get("lowercase"):
            for rx in LEAK_CS:
                m = rx.search(pt)
                if m:
                    err("%s: possible unannotated PHI %r" % (nid, pt[max(0, m.start() - 20):m.end() + 20]))
    # size rules
    n = len(notes)
    mean = statistics.mean(lengths) if lengths else 0
    need = 600 if mean < 1200 else 330
    if n < need:
        err("only %d notes (need %d with mean length %.0f)" % (n, need, mean))
    if n_spans < MIN_SPANS:
        err("only %d spans" % n_spans)
    for t in sorted(LABEL):
        if type_counts[t] < MIN_TYPE:
            err("type %s only %d times" % (t, type_counts[t]))
    big = [g for g in sorted(genre_counts) if genre_counts[g] >= MIN_GENRE_NOTES]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_GENRE_NOTES))
    frac = n_lower / n if n else 0
    if not (0.13 <= frac <= 0.21):
        err("lower-cased fraction %.3f not about 1/6" % frac)
    return {"notes": n, "spans": n_spans, "types": type_counts, "genres": genre_counts, "countries": country_counts,
            "lengths": lengths, "lower": n_lower, "md5": hashlib.md5(raw).hexdigest()}


def determinism_hints():
    """Static scan of the build modules for sources of run-to-run variation."""
    bad = [(re.compile(r"\bhash\("), "hash()"), (re.compile(r"\brandom\.(random|choice|randint|shuffle|sample|seed|uniform)\("), "module-level random"),
           (re.compile(r"\bfor\s+\w+(\s*,\s*\w+)*\s+in\s+(set|frozenset)\("), "iteration over a set"),
           (re.compile(r"\bos\.listdir\(|\bglob\."), "directory listing"), (re.compile(r"\b(time\.time|datetime\.now|date\.today)\("), "clock"),
           (re.compile(r"^\s*import\s+(numpy|pandas|requests)|^\s*from\s+(numpy|pandas|requests)\b", re.M), "non-stdlib import")]
    seen_seed = False
    for fn in sorted(os.listdir(HERE)):
        if not fn.endswith(".py") or fn == "check.py":
            continue
        src = open(os.path.join(HERE, fn), encoding="utf-8").read()
        if os.path.getsize(os.path.join(HERE, fn)) >= 30000:
            err("%s is %d bytes (limit 30000)" % (fn, os.path.getsize(os.path.join(HERE, fn))))
        if "random.Random(240)" in src:
            seen_seed = True
        for rx, what in bad:
            if rx.search(src):
                err("%s: determinism hazard: %s" % (fn, what))
    if not seen_seed:
        err("no random.Random(240) in build modules")


def rebuild_compare(path):
    os.makedirs(SCRATCH, exist_ok=True)
    ref = open(path, "rb").read()
    for seed in ("1", "2"):
        out = os.path.join(SCRATCH, "rebuild_hashseed%s.jsonl" % seed)
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), out], check=True, env=env, stdout=subprocess.DEVNULL)
        if open(out, "rb").read() != ref:
            err("rebuild under PYTHONHASHSEED=%s differs from %s" % (seed, path))
        os.remove(out)


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    path = args[0] if args else DEFAULT
    st = check_file(path)
    determinism_hints()
    if "--rebuild" in sys.argv:
        rebuild_compare(path)
    L = st["lengths"]
    print("notes %d  spans %d  lower-cased %d  md5 %s" % (st["notes"], st["spans"], st["lower"], st["md5"]))
    print("length mean %.0f median %.0f min %d max %d" % (statistics.mean(L), statistics.median(L), min(L), max(L)))
    print("countries: " + ", ".join("%s %d" % (k, v) for k, v in sorted(st["countries"].items())))
    print("genres:")
    for g, v in sorted(st["genres"].items()):
        print("  %-40s %d" % (g, v))
    print("types:")
    for t in sorted(LABEL, key=lambda x: (LABEL[x], x)):
        print("  %-6s %-15s %d" % (LABEL[t], t, st["types"][t]))
    if errors:
        print("\nFAILED (%d problems):" % len(errors))
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
