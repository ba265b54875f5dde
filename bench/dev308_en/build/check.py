#!/usr/bin/env python3
"""Validate bench/dev308_en/notes.jsonl.

Usage:
  python3 build/check.py [NOTES.jsonl]              validate
  python3 build/check.py [NOTES.jsonl] --rebuild DIR
        also rebuild twice into DIR (PYTHONHASHSEED=1 and =2) and compare
        both builds byte for byte with NOTES.jsonl.
Exit status 0 when every check passes."""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
FICT_DOMAINS = ("example.com", "example.org", "example.net")
COUNTRIES = {"GB", "US", "CA", "AU", "IE"}
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s)>\]]+", re.I)
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])")


class Checker:
    def __init__(self):
        self.errors = []

    def err(self, where, msg):
        if len(self.errors) < 200:
            self.errors.append("%s: %s" % (where, msg))


def fict_domain(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def url_host(u):
    u = re.sub(r"^https?://", "", u, flags=re.I)
    return u.split("/")[0].split(":")[0]


def edge_ok(s, typ):
    if not s or s != s.strip() or "\n" in s:
        return False
    first, last = s[0], s[-1]
    if not (first.isalnum() or (first in "(+" and typ in ("PHONE", "FAX"))):
        return False
    if last.isalnum():
        return True
    if last == ")":
        return "(" in s
    if last == ".":
        # the full stop of an initial (e.g. "Maria K.", "J.S.") belongs to the value
        return len(s) >= 2 and s[-2].isalpha() and (len(s) == 2 or s[-3] in " .")
    return False


def private_ip(s):
    try:
        ip = ipaddress.IPv4Address(s)
    except ValueError:
        return False
    return any(ip in ipaddress.IPv4Network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))


def check_contact(ck, where, typ, val):
    if typ in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", val):
            ck.err(where, "%s without 555: %r" % (typ, val))
    elif typ == "EMAIL":
        m = EMAIL_RE.fullmatch(val)
        if not m or not fict_domain(m.group(1)):
            ck.err(where, "non-fictional e-mail %r" % val)
    elif typ == "URL":
        if not fict_domain(url_host(val)):
            ck.err(where, "non-fictional URL %r" % val)
    elif typ == "IPADDR":
        if not private_ip(val):
            ck.err(where, "non-private IP %r" % val)
    elif typ == "SSN":
        v = val.strip()
        if v[0].isdigit():
            if not (v.startswith("9") or v.startswith("000")):
                ck.err(where, "SSN-like number not starting 9/000: %r" % val)
        elif v[0].upper() not in "DFIQUV":
            # UK NI numbers: only never-issued first letters are used
            ck.err(where, "NI number with an issued prefix: %r" % val)


def check_file(path):
    ck = Checker()
    notes = []
    with open(path, "rb") as f:
        raw = f.read()
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError:
        ck.err(path, "not UTF-8")
        return ck, notes
    if lines and lines[-1] == "":
        lines.pop()
    for i, line in enumerate(lines, 1):
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            ck.err("line %d" % i, "invalid JSON (%s)" % e)
            continue
        notes.append(obj)
    ids = set()
    for n, note in enumerate(notes, 1):
        where = "note %d" % n
        if not isinstance(note, dict) or sorted(note) != ["id", "meta", "spans", "text"]:
            ck.err(where, "fields must be id, text, spans, meta")
            continue
        nid = note["id"]
        where = str(nid)
        if nid != "dev308-%04d" % n:
            ck.err(where, "id not sequential (expected dev308-%04d)" % n)
        if nid in ids:
            ck.err(where, "duplicate id")
        ids.add(nid)
        text = note["text"]
        if not isinstance(text, str) or not text:
            ck.err(where, "empty text")
            continue
        meta = note["meta"]
        if not isinstance(meta, dict) or sorted(meta) != ["country", "genre", "lowercase", "source"]:
            ck.err(where, "meta must have source, genre, lowercase, country")
            continue
        if meta["source"] != "dev308-en":
            ck.err(where, "meta.source")
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            ck.err(where, "meta.genre")
        if meta["country"] not in COUNTRIES:
            ck.err(where, "meta.country %r" % meta["country"])
        if not isinstance(meta["lowercase"], bool):
            ck.err(where, "meta.lowercase not bool")
        elif meta["lowercase"] and text != text.lower():
            ck.err(where, "lowercase note has upper-case characters")
        prev_start, prev_end = -1, 0
        for sp in note["spans"]:
            if not isinstance(sp, dict) or sorted(sp) != ["end", "label", "start", "text", "type"]:
                ck.err(where, "span fields must be start, end, label, type, text")
                continue
            s, e, typ, lab = sp["start"], sp["end"], sp["type"], sp["label"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                ck.err(where, "bad offsets %r-%r" % (s, e))
                continue
            if text[s:e] != sp["text"]:
                ck.err(where, "span text mismatch at %d: %r vs %r" % (s, text[s:e], sp["text"]))
            if typ not in TYPES:
                ck.err(where, "unknown type %r" % typ)
            elif TYPES[typ] != lab:
                ck.err(where, "label %r does not match type %r" % (lab, typ))
            if s < prev_start:
                ck.err(where, "spans not sorted at %d" % s)
            if s < prev_end:
                ck.err(where, "overlapping spans at %d" % s)
            prev_start, prev_end = s, max(prev_end, e)
            if not edge_ok(text[s:e], typ):
                ck.err(where, "whitespace/punctuation at span edge: %r (%s)" % (text[s:e], typ))
            check_contact(ck, where, typ, text[s:e])
        # whole-text scan for contacts outside spans too
        for m in EMAIL_RE.finditer(text):
            if not fict_domain(m.group(1)):
                ck.err(where, "non-fictional e-mail in text %r" % m.group(0))
        for m in URL_RE.finditer(text):
            if not fict_domain(url_host(m.group(0).rstrip(".,;"))):
                ck.err(where, "non-fictional URL in text %r" % m.group(0))
        for m in IP_RE.finditer(text):
            if all(0 <= int(x) <= 255 for x in m.group(1).split(".")) and not private_ip(m.group(1)):
                ck.err(where, "public-looking IP in text %r" % m.group(1))
    return ck, notes


def check_sizes(ck, notes):
    n = len(notes)
    if not n:
        ck.err("size", "no notes")
        return {}
    chars = sum(len(x["text"]) for x in notes)
    mean = chars / n
    spans = [s for x in notes for s in x["spans"]]
    need = 600 if mean < 1200 else 330
    if n < need:
        ck.err("size", "%d notes < %d (mean %.0f chars)" % (n, need, mean))
    if len(spans) < 8000:
        ck.err("size", "%d spans < 8000" % len(spans))
    by_type = collections.Counter(s["type"] for s in spans)
    for t in sorted(TYPES):
        if by_type[t] < 15:
            ck.err("size", "type %s has %d spans < 15" % (t, by_type[t]))
    genres = collections.Counter(x["meta"]["genre"] for x in notes)
    big = [g for g in sorted(genres) if genres[g] >= 30]
    if len(big) < 10:
        ck.err("size", "only %d genres with >= 30 notes" % len(big))
    low = sum(1 for x in notes if x["meta"]["lowercase"])
    frac = low / n
    if not (0.12 <= frac <= 0.22):
        ck.err("size", "lower-case share %.3f not about 1/6" % frac)
    return {"notes": n, "mean_chars": round(mean, 1), "spans": len(spans), "lowercase": low,
            "by_label": dict(sorted(collections.Counter(s["label"] for s in spans).items())),
            "by_type": dict(sorted(by_type.items())), "genres": dict(sorted(genres.items())),
            "countries": dict(sorted(collections.Counter(x["meta"]["country"] for x in notes).items()))}


def rebuild(ck, path, outdir):
    with open(path, "rb") as f:
        ref = f.read()
    make = os.path.join(HERE, "make.py")
    for seed in ("1", "2"):
        out = os.path.join(outdir, "seed" + seed, "notes.jsonl")
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        res = subprocess.run([sys.executable, make, "--out", out], env=env, capture_output=True, text=True)
        if res.returncode != 0:
            ck.err("rebuild", "make.py failed with PYTHONHASHSEED=%s: %s" % (seed, res.stderr[-500:]))
            continue
        with open(out, "rb") as f:
            got = f.read()
        if got != ref:
            ck.err("rebuild", "PYTHONHASHSEED=%s build differs from %s" % (seed, path))
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))


def main(argv):
    args = list(argv)
    outdir = None
    if "--rebuild" in args:
        k = args.index("--rebuild")
        if k + 1 >= len(args):
            print("--rebuild needs a directory")
            return 2
        outdir = args[k + 1]
        del args[k:k + 2]
    path = args[0] if args else DEFAULT
    ck, notes = check_file(path)
    stats = check_sizes(ck, notes)
    if outdir:
        rebuild(ck, path, outdir)
    print(json.dumps(stats, indent=1))
    if ck.errors:
        print("FAILED: %d problem(s)" % len(ck.errors))
        for e in ck.errors:
            print("  " + e)
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
