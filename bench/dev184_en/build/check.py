"""Validate bench/dev184_en/notes.jsonl against docs/annotation_guideline.md and the set's size rules.

Usage: python3 build/check.py [--no-rebuild]
Exit status 0 when every check passes; problems are listed on stdout.
"""
import hashlib
import ipaddress
import json
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SET_DIR = os.path.dirname(HERE)
NOTES = os.path.join(SET_DIR, "notes.jsonl")
GUIDE = os.path.join(SET_DIR, "..", "..", "docs", "annotation_guideline.md")

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID",
    "BIOID": "ID", "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_RANGE = (0.12, 0.22)
EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")

errors = []


def err(msg):
    errors.append(msg)


def guideline_types():
    """Read the label/type table of the guideline; fall back to the built-in table when it is absent."""
    if not os.path.exists(GUIDE):
        return None
    found = {}
    for line in open(GUIDE, encoding="utf-8"):
        m = re.match(r"\|\s*([A-Z]+)\s*\|\s*`([A-Z_]+)`\s*\|", line)
        if m:
            found[m.group(2)] = m.group(1)
    return found


def check_value(typ, v, where):
    """Fictional-contact rules and light shape checks per type."""
    if typ in ("PHONE", "FAX"):
        d = re.sub(r"\D", "", v)
        if len(d) >= 7 and "555" not in d:
            err("%s: %s not in a 555 range: %r" % (where, typ, v))
    elif typ == "EMAIL":
        if "@" not in v or not v.lower().split("@")[1].endswith(EXAMPLE_DOMAINS):
            err("%s: e-mail not on example domain: %r" % (where, v))
    elif typ == "URL":
        host = re.sub(r"^https?://", "", v.lower()).split("/")[0]
        if not host.endswith(EXAMPLE_DOMAINS):
            err("%s: URL not on example domain: %r" % (where, v))
    elif typ == "IPADDR":
        try:
            if not ipaddress.ip_address(v).is_private:
                err("%s: IP not private: %r" % (where, v))
        except ValueError:
            err("%s: bad IP %r" % (where, v))
    elif typ == "SSN":
        if not re.fullmatch(r"(9\d\d|000)-\d\d-\d{4}", v):
            err("%s: SSN not fictional: %r" % (where, v))
    elif typ == "AGE":
        if not (v.isdigit() or re.fullmatch(r"[a-z]+(-[a-z]+)?", v.lower())):
            err("%s: odd AGE %r" % (where, v))


def check_rows(lines):
    rows = []
    for n, line in enumerate(lines, 1):
        try:
            rows.append(json.loads(line))
        except ValueError as e:
            err("line %d: invalid JSON (%s)" % (n, e))
    for i, r in enumerate(rows):
        where = "line %d" % (i + 1)
        if sorted(r) != ["id", "meta", "spans", "text"]:
            err("%s: fields %s" % (where, sorted(r)))
            continue
        if r["id"] != "dev184-%04d" % (i + 1):
            err("%s: id %r not sequential" % (where, r["id"]))
        where = r["id"]
        t = r["text"]
        if not isinstance(t, str) or not t:
            err("%s: empty text" % where)
            continue
        m = r["meta"]
        if sorted(m) != ["country", "genre", "lowercase", "source"] or m["source"] != "dev184-en" or \
                not isinstance(m["lowercase"], bool) or not m["genre"] or not m["country"]:
            err("%s: bad meta %r" % (where, m))
        if m.get("lowercase") and t != t.lower():
            err("%s: lowercase note has upper case" % where)
        prev_end = 0
        for sp in r["spans"]:
            if sorted(sp) != ["end", "label", "start", "text", "type"]:
                err("%s: span fields %s" % (where, sorted(sp)))
                continue
            s, e, typ = sp["start"], sp["end"], sp["type"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(t)):
                err("%s: bad offsets %r" % (where, sp))
                continue
            v = t[s:e]
            if v != sp["text"]:
                err("%s: span text mismatch %r vs %r" % (where, v, sp["text"]))
            if typ not in TYPES or TYPES[typ] != sp["label"]:
                err("%s: bad label/type %s/%s" % (where, sp["label"], typ))
            if s < prev_end:
                err("%s: overlapping or unsorted span at %d" % (where, s))
            prev_end = max(prev_end, e)
            if v != v.strip():
                err("%s: span with outer whitespace %r" % (where, v))
            if v[0] in "\"'[{<,.;:" or v[-1] in "\"',;:)]}>":
                err("%s: span takes in punctuation %r" % (where, v))
            if v[-1] == "." and not (typ in ("PATIENT", "DOCTOR", "FAMILY") and len(v) > 1 and v[-2].isalpha()):
                err("%s: span ends with full stop %r" % (where, v))
            if s > 0 and t[s - 1].isalnum():
                err("%s: span starts inside a word %r" % (where, t[max(0, s - 5):e]))
            if e < len(t) and t[e].isalnum() and typ != "AGE":
                err("%s: span ends inside a word %r" % (where, t[s:e + 5]))
            check_value(typ, v, where)
    return rows


def summary(rows):
    per_type, per_genre = {}, {}
    for r in rows:
        g = r["meta"]["genre"]
        per_genre[g] = per_genre.get(g, 0) + 1
        for sp in r["spans"]:
            per_type[sp["type"]] = per_type.get(sp["type"], 0) + 1
    nspans = sum(per_type.values())
    nlow = sum(1 for r in rows if r["meta"]["lowercase"])
    mean_len = sum(len(r["text"]) for r in rows) / max(1, len(rows))
    need = MIN_NOTES if mean_len >= 1200 else MIN_NOTES_SHORT
    if len(rows) < need:
        err("only %d notes (need %d at mean length %.0f)" % (len(rows), need, mean_len))
    if nspans < MIN_SPANS:
        err("only %d spans" % nspans)
    for t in sorted(TYPES):
        if per_type.get(t, 0) < MIN_PER_TYPE:
            err("type %s has %d spans" % (t, per_type.get(t, 0)))
    big = [g for g in sorted(per_genre) if per_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    share = nlow / max(1, len(rows))
    if not LOWER_RANGE[0] <= share <= LOWER_RANGE[1]:
        err("lower-case share %.3f outside %s" % (share, LOWER_RANGE))
    print("notes %d  spans %d  mean length %.0f  lower-case %d (%.1f%%)" % (len(rows), nspans, mean_len, nlow, 100 * share))
    print("per type:")
    for t in sorted(per_type):
        print("  %-15s %-10s %5d" % (t, TYPES.get(t, "?"), per_type[t]))
    print("per genre:")
    for g in sorted(per_genre):
        print("  %-30s %4d" % (g, per_genre[g]))


def md5(path):
    with open(path, "rb") as f:
        return hashlib.md5(f.read()).hexdigest()


def rebuild_check():
    """Build twice with different PYTHONHASHSEED into a scratch folder and compare with notes.jsonl."""
    scratch = os.path.join(SET_DIR, ".rebuild_check")
    want = md5(NOTES)
    try:
        for seed in ("1", "4242"):
            shutil.rmtree(scratch, ignore_errors=True)
            os.makedirs(scratch)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
            subprocess.run([sys.executable, os.path.join(HERE, "make.py"), scratch], check=True, env=env,
                           stdout=subprocess.DEVNULL)
            got = md5(os.path.join(scratch, "notes.jsonl"))
            if got != want:
                err("rebuild with PYTHONHASHSEED=%s differs: %s vs %s" % (seed, got, want))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    print("rebuild md5 %s" % want)


def main():
    gt = guideline_types()
    if gt is not None and gt != TYPES:
        err("type table differs from guideline: %s" % sorted(set(gt.items()) ^ set(TYPES.items())))
    raw = open(NOTES, "rb").read()
    if not raw.endswith(b"\n") or b"\r" in raw:
        err("notes.jsonl must use LF line ends and end with a newline")
    try:
        lines = raw.decode("utf-8").split("\n")[:-1]
    except UnicodeDecodeError:
        err("notes.jsonl is not UTF-8")
        lines = []
    rows = check_rows(lines)
    summary(rows)
    readme = os.path.join(SET_DIR, "README.md")
    if os.path.exists(readme):
        head = open(readme, encoding="utf-8").read().split("\n")[:2]
        if head != ["# dev184_en: independent English clinical PHI evaluation set",
                    "> **Status:** written for a decision; not yet scored. Never trained on."]:
            err("README.md header lines differ")
    else:
        err("README.md missing")
    if "--no-rebuild" not in sys.argv:
        rebuild_check()
    if errors:
        print("%d problem(s):" % len(errors))
        for e in errors[:200]:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
