#!/usr/bin/env python3
"""Validate bench/dev246_en/notes.jsonl (author 246).

Usage: python3 check.py [NOTES_PATH] [--rebuild]
  --rebuild  also rebuild under PYTHONHASHSEED=1 and =2 into /tmp/dev246_tmp/ and require
             both to be byte-identical to NOTES_PATH (the scratch folder is removed afterwards).
Exit status 0 when every check passes."""
import collections
import glob
import hashlib
import ipaddress
import json
import os
import re
import shutil
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30
LOWER_RANGE = (0.12, 0.22)
COUNTRIES = ("US", "CA", "UK")
BAD_START = set("\"'([{,;:.!?-")
BAD_END = set("\"'([{,;:!?-")
UK_NI_OK = ("TN", "ZZ", "BG", "GB", "NK", "KN", "NT")


class Fail(Exception):
    pass


errors = []


def err(msg):
    errors.append(msg)


def check_span_edges(nid, sp):
    t = sp["text"]
    if t != t.strip():
        err("%s: span %r has outer whitespace" % (nid, t))
    if "\n" in t:
        err("%s: span %r crosses a line" % (nid, t))
    if t[:1] in BAD_START and not (sp["type"] in ("PHONE", "FAX") and re.match(r"\(\d{3}\) ", t)):
        err("%s: span %r starts with punctuation" % (nid, t))
    if t[-1:] in BAD_END:
        err("%s: span %r ends with punctuation" % (nid, t))
    if t.endswith("."):
        # only an initial / abbreviation may end in a full stop (Maria K., J.S.)
        last = re.split(r"[\s.]", t[:-1])[-1]
        if not (1 <= len(last) <= 3 and last.isalpha()):
            err("%s: span %r ends with a full stop" % (nid, t))


def check_contact(nid, sp):
    t, typ = sp["text"], sp["type"]
    low = t.lower()
    if typ in ("PHONE", "FAX") and "555" not in t:
        err("%s: %s %r lacks 555" % (nid, typ, t))
    if typ == "EMAIL" and not re.fullmatch(r"[a-z0-9._%+-]+@example\.(com|org|net)", low):
        err("%s: email %r not at example domains" % (nid, t))
    if typ == "URL" and not re.match(r"(https?://)?([a-z0-9-]+\.)*example\.(com|org|net)(/|$)", low):
        err("%s: url %r not at example domains" % (nid, t))
    if typ == "IPADDR":
        try:
            if not ipaddress.ip_address(t).is_private:
                err("%s: ip %r not private" % (nid, t))
        except ValueError:
            err("%s: ip %r invalid" % (nid, t))
    if typ == "SSN":
        digits = re.sub(r"\D", "", t)
        if len(digits) == 9 and not (digits.startswith("9") or digits.startswith("000")):
            err("%s: SSN/SIN %r does not start with 9 or 000" % (nid, t))
        if re.match(r"[A-Za-z]{2}", t) and t[:2].upper() not in UK_NI_OK:
            err("%s: NI number %r uses an allocatable prefix" % (nid, t))
        if len(digits) not in (3, 4, 6, 9):
            err("%s: SSN %r has odd length" % (nid, t))


def check_sources():
    files = sorted(glob.glob(os.path.join(HERE, "*.py")))
    src = {}
    for f in files:
        if os.path.getsize(f) >= 30 * 1024:
            err("module %s is 30 KB or larger" % os.path.basename(f))
        src[os.path.basename(f)] = open(f, encoding="utf-8").read()
    if "random.Random(SEED)" not in src.get("make.py", "") or "SEED = 246" not in src.get("make.py", ""):
        err("make.py does not seed random.Random(246)")
    for name, s in src.items():
        if name == "check.py":
            continue
        if re.search(r"\brandom\.(choice|randint|random|shuffle|sample|seed|uniform|randrange)\(", s):
            err("%s uses the module-level random functions" % name)
        if re.search(r"\bset\(|frozenset\(", s):
            err("%s builds a set (iteration order depends on PYTHONHASHSEED)" % name)
        if re.search(r"\b(hash|id)\(", s):
            err("%s calls hash()/id()" % name)
        if re.search(r"\b(time|datetime)\.(now|today|time)\(|os\.urandom|uuid", s):
            err("%s reads the clock or OS randomness" % name)
        if re.search(r"\.(find|index|rfind)\(", s) and name != "check.py":
            err("%s searches text (offsets must come from assembly)" % name)


def rebuild(path):
    tmp = "/tmp/dev246_tmp"
    os.makedirs(tmp, exist_ok=True)
    try:
        want = hashlib.md5(open(path, "rb").read()).hexdigest()
        for seed in ("1", "2"):
            out = os.path.join(tmp, "rebuild_%s.jsonl" % seed)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
            subprocess.run([sys.executable, os.path.join(HERE, "make.py"), out], env=env, check=True,
                           stdout=subprocess.DEVNULL)
            got = hashlib.md5(open(out, "rb").read()).hexdigest()
            if got != want:
                err("rebuild under PYTHONHASHSEED=%s differs (%s vs %s)" % (seed, got, want))
            else:
                print("rebuild PYTHONHASHSEED=%s: identical (%s)" % (seed, got))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    path = args[0] if args else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    raw = open(path, "rb").read()
    if not raw.endswith(b"\n"):
        err("file does not end with a newline")
    lines = raw.decode("utf-8").split("\n")[:-1]
    notes = []
    for ln, line in enumerate(lines, 1):
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            err("line %d: invalid JSON (%s)" % (ln, e))
            continue
        notes.append(obj)
    type_count = collections.Counter()
    genre_count = collections.Counter()
    lengths = []
    n_lower = 0
    for i, o in enumerate(notes, 1):
        nid = o.get("id")
        if list(o) != ["id", "text", "spans", "meta"]:
            err("%s: fields are %r" % (nid, list(o)))
        if nid != "dev246-%04d" % i:
            err("note %d: id %r out of sequence" % (i, nid))
        text = o.get("text")
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % nid)
            continue
        lengths.append(len(text))
        meta = o.get("meta", {})
        if sorted(meta) != ["country", "genre", "lowercase", "source"]:
            err("%s: meta keys %r" % (nid, sorted(meta)))
        if meta.get("source") != "dev246-en":
            err("%s: meta.source %r" % (nid, meta.get("source")))
        if not isinstance(meta.get("genre"), str) or not meta.get("genre"):
            err("%s: meta.genre missing" % nid)
        if meta.get("country") not in COUNTRIES:
            err("%s: meta.country %r" % (nid, meta.get("country")))
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: meta.lowercase not bool" % nid)
        genre_count[meta.get("genre")] += 1
        if meta.get("lowercase"):
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has capitals" % nid)
        elif text == text.lower():
            err("%s: note flagged mixed-case is all lower case" % nid)
        prev_end, prev_start = -1, -1
        for sp in o.get("spans", []):
            if sorted(sp) != ["end", "label", "start", "text", "type"]:
                err("%s: span keys %r" % (nid, sorted(sp)))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != sp["text"]:
                err("%s: offset text %r != %r" % (nid, text[s:e], sp["text"]))
            if s < prev_start:
                err("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                err("%s: overlapping span at %d" % (nid, s))
            prev_start, prev_end = s, e
            if sp["type"] not in LABEL:
                err("%s: unknown type %r" % (nid, sp["type"]))
            elif LABEL[sp["type"]] != sp["label"]:
                err("%s: type %s with label %s" % (nid, sp["type"], sp["label"]))
            if meta.get("lowercase") and sp["text"] != sp["text"].lower():
                err("%s: lowercase note has capital span %r" % (nid, sp["text"]))
            check_span_edges(nid, sp)
            check_contact(nid, sp)
            type_count[sp["type"]] += 1
    n = len(notes)
    n_spans = sum(type_count.values())
    mean = statistics.mean(lengths) if lengths else 0
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        err("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    if n_spans < MIN_SPANS:
        err("only %d spans" % n_spans)
    for t in sorted(LABEL):
        if type_count[t] < MIN_PER_TYPE:
            err("type %s has %d spans (< %d)" % (t, type_count[t], MIN_PER_TYPE))
    big = [g for g, k in genre_count.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / n if n else 0
    if not (LOWER_RANGE[0] <= frac <= LOWER_RANGE[1]):
        err("lower-cased fraction %.3f outside %r" % (frac, LOWER_RANGE))
    check_sources()
    if "--rebuild" in sys.argv:
        rebuild(path)
    print("notes %d  spans %d  mean len %.0f  median %.0f  range %d-%d  lowercase %d (%.1f%%)" % (
        n, n_spans, mean, statistics.median(lengths), min(lengths), max(lengths), n_lower, 100 * frac))
    print("genres: " + ", ".join("%s %d" % (g, k) for g, k in sorted(genre_count.items())))
    print("types: " + ", ".join("%s %d" % (t, type_count[t]) for t in sorted(LABEL)))
    print("md5 %s" % hashlib.md5(raw).hexdigest())
    if errors:
        for m in errors[:60]:
            print("FAIL: " + m)
        print("%d problem(s)" % len(errors))
        sys.exit(1)
    print("ALL CHECKS PASSED")


if __name__ == "__main__":
    main()
