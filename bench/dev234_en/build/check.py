#!/usr/bin/env python3
"""Validate bench/dev234_en/notes.jsonl (author 234; standard library only).

Usage: python3 check.py [--no-rebuild] [--stats]
Exit status 0 when every check passes.  With rebuild (the default) make.py is
run twice, under PYTHONHASHSEED=1 and =2, writing to stdout only (no files,
no bytecode), and both outputs must equal notes.jsonl byte for byte.
"""
import collections
import ipaddress
import json
import os
import re
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30
LOWER_RANGE = (0.13, 0.20)
EDGE_PUNCT = set(",;:!?\"'()[]{}<>")
EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")

errors = []


def err(msg):
    errors.append(msg)
    if len(errors) <= 60:
        print("ERROR:", msg)


def check_span(nid, text, sp, prev_end, lower):
    keys = sorted(sp)
    if keys != ["end", "label", "start", "text", "type"]:
        err("%s: span keys %r" % (nid, keys))
        return prev_end
    s, e, typ = sp["start"], sp["end"], sp["type"]
    if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
        err("%s: bad offsets %r" % (nid, sp))
        return prev_end
    val = text[s:e]
    if val != sp["text"]:
        err("%s: span text mismatch %r != %r" % (nid, val, sp["text"]))
    if typ not in TYPE2LABEL:
        err("%s: unknown type %r" % (nid, typ))
    elif sp["label"] != TYPE2LABEL[typ]:
        err("%s: label %r does not match type %r" % (nid, sp["label"], typ))
    if s < prev_end:
        err("%s: overlapping or unsorted span at %d" % (nid, s))
    if val != val.strip():
        err("%s: whitespace at span edge %r" % (nid, val))
    if "\n" in val or "\t" in val:
        err("%s: line break inside span %r" % (nid, val))
    if val[-1] in EDGE_PUNCT:
        err("%s: span ends in punctuation %r" % (nid, val))
    if val[0] in EDGE_PUNCT and not (typ in ("PHONE", "FAX") and val[0] == "("):
        err("%s: span starts with punctuation %r" % (nid, val))
    if val.endswith(".") and not re.search(r"(\b[A-Za-z]\.|\b[A-Za-z]{1,3}\.)$", val):
        err("%s: span ends with a full stop %r" % (nid, val))
    if s > 0 and text[s - 1].isalnum():
        err("%s: span starts inside a word %r" % (nid, text[max(0, s - 5):e]))
    if e < len(text) and text[e].isalnum() and typ != "AGE":
        err("%s: span ends inside a word %r" % (nid, text[s:e + 5]))
    if lower and val != val.lower():
        err("%s: upper case in lower-cased note %r" % (nid, val))
    fictional(nid, typ, val)
    return e


def fictional(nid, typ, val):
    low = val.lower()
    if typ in ("PHONE", "FAX"):
        digits = re.sub(r"\D", "", val.split(" ext")[0].split(" x")[0])
        if len(digits) >= 7 and "555" not in digits:
            err("%s: phone/fax without 555 %r" % (nid, val))
    elif typ == "EMAIL":
        if "@" not in val or val.rsplit("@", 1)[1].lower() not in EXAMPLE_DOMAINS:
            err("%s: email not at example domain %r" % (nid, val))
    elif typ == "URL":
        host = re.sub(r"^https?://", "", low).split("/")[0]
        if not any(host == d or host.endswith("." + d) for d in EXAMPLE_DOMAINS):
            err("%s: URL not at example domain %r" % (nid, val))
    elif typ == "IPADDR":
        try:
            if not ipaddress.ip_address(val).is_private:
                err("%s: public IP %r" % (nid, val))
        except ValueError:
            err("%s: bad IP %r" % (nid, val))
    elif typ == "SSN":
        if not (low.startswith("9") or low.startswith("000") or low.startswith("qq")):
            err("%s: SSN/NI not in a fictional range %r" % (nid, val))


def load():
    rows = []
    with open(NOTES, "rb") as fh:
        raw = fh.read()
    if not raw.endswith(b"\n"):
        err("file does not end with a newline")
    for i, line in enumerate(raw.decode("utf-8").split("\n")[:-1]):
        try:
            obj = json.loads(line)
        except ValueError as exc:
            err("line %d: invalid JSON (%s)" % (i + 1, exc))
            continue
        rows.append(obj)
    return raw, rows


def check_rows(rows):
    for i, r in enumerate(rows):
        want = "dev234-%04d" % (i + 1)
        if sorted(r) != ["id", "meta", "spans", "text"]:
            err("line %d: keys %r" % (i + 1, sorted(r)))
            continue
        if r["id"] != want:
            err("line %d: id %r, expected %r" % (i + 1, r["id"], want))
        m = r["meta"]
        if sorted(m) != ["country", "genre", "lowercase", "source"]:
            err("%s: meta keys %r" % (r["id"], sorted(m)))
            continue
        if m["source"] != "dev234-en":
            err("%s: source %r" % (r["id"], m["source"]))
        if not isinstance(m["lowercase"], bool):
            err("%s: lowercase not bool" % r["id"])
        if m["country"] not in ("US", "UK"):
            err("%s: country %r" % (r["id"], m["country"]))
        if not isinstance(m["genre"], str) or not m["genre"]:
            err("%s: genre missing" % r["id"])
        text = r["text"]
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % r["id"])
            continue
        if m["lowercase"] and text != text.lower():
            err("%s: lowercase note has upper case" % r["id"])
        if not r["spans"]:
            err("%s: no spans" % r["id"])
        prev = 0
        for sp in r["spans"]:
            prev = check_span(r["id"], text, sp, prev, m["lowercase"])


def check_sizes(rows):
    n = len(rows)
    lens = [len(r["text"]) for r in rows]
    mean = statistics.mean(lens) if lens else 0
    need = MIN_NOTES if mean >= SHORT_MEAN else MIN_NOTES_SHORT
    if n < need:
        err("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    types = collections.Counter(sp["type"] for r in rows for sp in r["spans"])
    total = sum(types.values())
    if total < MIN_SPANS:
        err("only %d spans" % total)
    for t in sorted(TYPE2LABEL):
        if types[t] < MIN_PER_TYPE:
            err("type %s only %d times" % (t, types[t]))
    genres = collections.Counter(r["meta"]["genre"] for r in rows)
    big = [g for g in sorted(genres) if genres[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    low = sum(1 for r in rows if r["meta"]["lowercase"])
    frac = low / n if n else 0
    if not LOWER_RANGE[0] <= frac <= LOWER_RANGE[1]:
        err("lower-cased share %.3f outside %r" % (frac, LOWER_RANGE))
    return {"notes": n, "mean": mean, "median": statistics.median(lens), "min": min(lens), "max": max(lens),
            "lower": low, "spans": total, "types": types, "genres": genres,
            "countries": collections.Counter(r["meta"]["country"] for r in rows)}


def check_sources():
    """Determinism hints: module sizes, no unseeded randomness, no set iteration."""
    for name in sorted(os.listdir(HERE)):
        if not name.endswith(".py"):
            continue
        path = os.path.join(HERE, name)
        if os.path.getsize(path) >= 30 * 1024:
            err("%s is 30 KB or more" % name)
        src = open(path, encoding="utf-8").read()
        if name == "check.py":
            continue
        if re.search(r"\brandom\.(random|choice|randint|shuffle|sample|uniform|seed)\(", src):
            err("%s uses the global random module" % name)
        if re.search(r"for\s+\w+(\s*,\s*\w+)*\s+in\s+(set\(|frozenset\(|\{[^}:]*\}\s*:)", src):
            err("%s iterates over a set" % name)
        if re.search(r"\b(time\.time|datetime\.now|date\.today|os\.urandom|uuid)\b", src):
            err("%s uses clock or OS randomness" % name)
    make = open(os.path.join(HERE, "make.py"), encoding="utf-8").read()
    if "random.Random(SEED)" not in make or "SEED = 234" not in make:
        err("make.py does not seed random.Random(234)")


def check_rebuild(raw):
    for seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        out = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--stdout"], env=env,
                             stdout=subprocess.PIPE, check=True).stdout
        if out != raw:
            err("rebuild under PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild under PYTHONHASHSEED=%s: identical" % seed)


def main():
    raw, rows = load()
    check_rows(rows)
    st = check_sizes(rows)
    check_sources()
    if "--no-rebuild" not in sys.argv[1:]:
        check_rebuild(raw)
    print("notes %d  spans %d  mean %.0f  median %.0f  range %d-%d  lower-cased %d" % (
        st["notes"], st["spans"], st["mean"], st["median"], st["min"], st["max"], st["lower"]))
    if "--stats" in sys.argv[1:]:
        print("countries:", dict(sorted(st["countries"].items())))
        for g in sorted(st["genres"]):
            print("  genre %-34s %d" % (g, st["genres"][g]))
        for t in sorted(st["types"]):
            print("  type  %-16s %d" % (t, st["types"][t]))
    if errors:
        print("FAILED: %d problem(s)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
