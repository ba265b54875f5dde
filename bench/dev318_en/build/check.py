"""Validate bench/dev318_en/notes.jsonl.

usage: python3 build/check.py [--notes PATH] [--rebuild DIR]

--rebuild DIR rebuilds the set twice (PYTHONHASHSEED=1 and =2) into DIR and
compares both outputs byte-for-byte with notes.jsonl.
"""

import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SET_DIR = os.path.dirname(HERE)

# label/type table from docs/annotation_guideline.md
GUIDELINE = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE_LABEL = {t: lab for lab, ts in GUIDELINE.items() for t in ts}

NOTE_KEYS = {"id", "text", "spans", "meta"}
SPAN_KEYS = {"start", "end", "label", "type", "text"}
META_KEYS = {"source", "genre", "lowercase", "country"}
FICT_DOMAINS = ("example.com", "example.org", "example.net")

MIN_NOTES = 330
MIN_NOTES_SHORT = 600
MIN_SPANS = 8000
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30


def host_ok(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def check_contact(sp):
    t, v = sp["type"], sp["text"]
    if t in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", v):
            return "number without 555"
    elif t == "EMAIL":
        if v.count("@") != 1 or not host_ok(v.split("@")[1]):
            return "e-mail outside example domains"
    elif t == "URL":
        m = re.match(r"^(?:https?://)?([^/\s:]+)", v, re.I)
        if not m or not host_ok(m.group(1)):
            return "URL outside example domains"
    elif t == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            return "not an IP address"
        if not any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")):
            return "IP address not private"
    elif t == "SSN":
        d = re.sub(r"\D", "", v)
        if not (d.startswith("9") or d.startswith("000")):
            return "SSN-like number not starting with 9 or 000"
    return None


def validate(path):
    errors = []
    notes = []
    with open(path, "rb") as f:
        raw = f.read()
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError:
        return ["file is not UTF-8"], []
    if lines and lines[-1] == "":
        lines = lines[:-1]
    for i, ln in enumerate(lines, 1):
        try:
            notes.append(json.loads(ln))
        except json.JSONDecodeError as e:
            errors.append("line %d: invalid JSON (%s)" % (i, e))
    seen = set()
    for k, n in enumerate(notes, 1):
        where = "note %d" % k
        if not isinstance(n, dict) or set(n) != NOTE_KEYS:
            errors.append("%s: fields %s" % (where, sorted(n) if isinstance(n, dict) else type(n)))
            continue
        nid = n["id"]
        where = nid
        if not isinstance(nid, str) or not re.fullmatch(r"dev318-\d{4}", nid):
            errors.append("%s: bad id format" % where)
        elif nid != "dev318-%04d" % k:
            errors.append("%s: id out of sequence (expected dev318-%04d)" % (where, k))
        if nid in seen:
            errors.append("%s: duplicate id" % where)
        seen.add(nid)
        text = n["text"]
        if not isinstance(text, str) or not text.strip():
            errors.append("%s: empty text" % where)
            continue
        meta = n["meta"]
        if not isinstance(meta, dict) or set(meta) != META_KEYS:
            errors.append("%s: meta fields %s" % (where, sorted(meta) if isinstance(meta, dict) else meta))
            continue
        if meta["source"] != "dev318-en":
            errors.append("%s: meta.source %r" % (where, meta["source"]))
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            errors.append("%s: meta.genre" % where)
        if not isinstance(meta["lowercase"], bool):
            errors.append("%s: meta.lowercase not bool" % where)
        if not isinstance(meta["country"], str) or not meta["country"]:
            errors.append("%s: meta.country" % where)
        if meta["lowercase"] is True and text != text.lower():
            errors.append("%s: lowercase note contains upper case" % where)
        spans = n["spans"]
        if not isinstance(spans, list):
            errors.append("%s: spans not a list" % where)
            continue
        prev_end = -1
        prev_start = -1
        for s in spans:
            if not isinstance(s, dict) or set(s) != SPAN_KEYS:
                errors.append("%s: span fields %s" % (where, s))
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                errors.append("%s: bad offsets %r" % (where, s))
                continue
            if text[a:b] != s["text"]:
                errors.append("%s: span text %r != slice %r" % (where, s["text"], text[a:b]))
            if a < prev_start:
                errors.append("%s: spans not sorted at %d" % (where, a))
            if a < prev_end:
                errors.append("%s: overlapping span at %d" % (where, a))
            prev_start, prev_end = a, b
            if s["type"] not in TYPE_LABEL:
                errors.append("%s: unknown type %r" % (where, s["type"]))
            elif TYPE_LABEL[s["type"]] != s["label"]:
                errors.append("%s: type %s has label %s" % (where, s["type"], s["label"]))
            v = s["text"]
            if v != v.strip():
                errors.append("%s: span with surrounding whitespace %r" % (where, v))
            if v[-1] in ",;:" or v[0] in ",;:\"'":
                errors.append("%s: span takes in punctuation %r" % (where, v))
            if v.count("(") != v.count(")") or v.count("[") != v.count("]"):
                errors.append("%s: unbalanced brackets in span %r" % (where, v))
            if meta.get("lowercase") is True and v != v.lower():
                errors.append("%s: lowercase note has upper-case span %r" % (where, v))
            msg = check_contact(s)
            if msg:
                errors.append("%s: %s: %r" % (where, msg, v))
    return errors, notes


def stats(notes):
    lab = collections.Counter()
    typ = collections.Counter()
    gen = collections.Counter()
    cty = collections.Counter()
    chars = 0
    low = 0
    for n in notes:
        chars += len(n["text"])
        low += n["meta"]["lowercase"] is True
        gen[n["meta"]["genre"]] += 1
        cty[n["meta"]["country"]] += 1
        for s in n["spans"]:
            lab[s["label"]] += 1
            typ[s["type"]] += 1
    return {"notes": len(notes), "mean_chars": chars / max(1, len(notes)), "spans": sum(lab.values()),
            "lowercase": low, "labels": lab, "types": typ, "genres": gen, "countries": cty}


def check_minimums(st):
    errors = []
    need = MIN_NOTES if st["mean_chars"] >= 1200 else MIN_NOTES_SHORT
    if st["notes"] < need:
        errors.append("only %d notes (need %d)" % (st["notes"], need))
    if st["spans"] < MIN_SPANS:
        errors.append("only %d spans (need %d)" % (st["spans"], MIN_SPANS))
    for t in sorted(TYPE_LABEL):
        if st["types"][t] < MIN_PER_TYPE:
            errors.append("type %s has %d spans (need %d)" % (t, st["types"][t], MIN_PER_TYPE))
    big = [g for g in st["genres"] if st["genres"][g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errors.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = st["lowercase"] / max(1, st["notes"])
    if not 0.12 <= frac <= 0.22:
        errors.append("lower-case share %.3f is not about 1/6" % frac)
    return errors


def rebuild(out_dir, notes_path):
    errors = []
    os.makedirs(out_dir, exist_ok=True)
    with open(notes_path, "rb") as f:
        ref = f.read()
    for seed in ("1", "2"):
        out = os.path.join(out_dir, "notes.hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        r = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out], env=env,
                           capture_output=True, text=True)
        if r.returncode != 0:
            errors.append("rebuild (PYTHONHASHSEED=%s) failed: %s" % (seed, r.stderr.strip()[-500:]))
            continue
        with open(out, "rb") as f:
            got = f.read()
        if got != ref:
            errors.append("rebuild (PYTHONHASHSEED=%s) differs from %s" % (seed, notes_path))
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))
    return errors


def main():
    args = sys.argv[1:]
    path = os.path.join(SET_DIR, "notes.jsonl")
    if "--notes" in args:
        path = args[args.index("--notes") + 1]
    errors, notes = validate(path)
    st = stats(notes)
    errors += check_minimums(st)
    if "--rebuild" in args:
        errors += rebuild(args[args.index("--rebuild") + 1], path)
    print("notes %d, mean chars %.0f, spans %d, lower-case notes %d" % (
        st["notes"], st["mean_chars"], st["spans"], st["lowercase"]))
    print("labels: " + ", ".join("%s %d" % (k, st["labels"][k]) for k in sorted(st["labels"])))
    print("types: " + ", ".join("%s %d" % (k, st["types"][k]) for k in sorted(st["types"])))
    print("genres: " + ", ".join("%s %d" % (k, st["genres"][k]) for k in sorted(st["genres"])))
    print("countries: " + ", ".join("%s %d" % (k, st["countries"][k]) for k in sorted(st["countries"])))
    if errors:
        for e in errors[:200]:
            print("ERROR " + e)
        print("%d error(s)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
