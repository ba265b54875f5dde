"""Validate bench/dev310_en/notes.jsonl.

Usage: python3 build/check.py [--file PATH] [--rebuild DIR]
--rebuild DIR rebuilds twice into DIR (PYTHONHASHSEED=1 and 2) and compares the
bytes of both builds with notes.jsonl."""
import collections
import ipaddress
import json
import os
import re
import string
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

TYPE_LABEL = {
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
COUNTRIES = ["AU", "CA", "IE", "UK", "US"]
DOMAINS = ("example.com", "example.org", "example.net")
PUNCT = set(string.punctuation)
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+)")
URL_RE = re.compile(r"(?:https?://|www\.)([A-Za-z0-9.-]+)")

errors = []


def err(msg):
    errors.append(msg)


def domain_ok(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in DOMAINS)


def edge_ok(s):
    if not s or s != s.strip():
        return False
    a, z = s[0], s[-1]
    if a in PUNCT and not (a == "(" and ")" in s):
        return False
    if z in PUNCT:
        if z == ")" and "(" in s:
            return True
        if z == "." and len(s) >= 2 and s[-2].isalpha() and (len(s) == 2 or s[-3] in " ."):
            return True  # initial such as "J.S." or "Maria K."
        return False
    return True


def check_contact(nid, sp):
    t, v = sp["type"], sp["text"]
    if t in ("PHONE", "FAX") and "555" not in v:
        err("%s: %s without 555: %r" % (nid, t, v))
    if t == "EMAIL":
        m = re.fullmatch(r"[a-z0-9._%+-]+@([a-z0-9.-]+)", v.lower())
        if not m or not domain_ok(m.group(1)):
            err("%s: e-mail not on example domain: %r" % (nid, v))
    if t == "URL":
        host = re.sub(r"^https?://", "", v.lower()).split("/")[0]
        if not domain_ok(host):
            err("%s: URL not on example domain: %r" % (nid, v))
    if t == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
            ok = ip.version == 4 and any(ip in ipaddress.ip_network(n) for n in
                                         ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))
        except ValueError:
            ok = False
        if not ok:
            err("%s: IP not private: %r" % (nid, v))
    if t == "SSN" and not (v.startswith("9") or v.startswith("000")):
        err("%s: SSN-like number must start with 9 or 000: %r" % (nid, v))


def validate(path):
    with open(path, "rb") as f:
        raw = f.read()
    lines = raw.decode("utf-8").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    notes = []
    for i, ln in enumerate(lines):
        try:
            notes.append(json.loads(ln))
        except ValueError as e:
            err("line %d: invalid JSON (%s)" % (i + 1, e))
    type_count = collections.Counter()
    label_count = collections.Counter()
    genre_count = collections.Counter()
    country_count = collections.Counter()
    nspans = 0
    nlower = 0
    chars = 0
    for i, o in enumerate(notes):
        want = "dev310-%04d" % (i + 1)
        nid = o.get("id")
        if nid != want:
            err("note %d: id %r, expected %r" % (i + 1, nid, want))
        if sorted(o.keys()) != ["id", "meta", "spans", "text"]:
            err("%s: fields %r" % (nid, sorted(o.keys())))
            continue
        text = o["text"]
        chars += len(text)
        meta = o["meta"]
        if not isinstance(meta, dict) or sorted(meta.keys()) != ["country", "genre", "lowercase", "source"]:
            err("%s: bad meta %r" % (nid, meta))
            continue
        if meta["source"] != "dev310-en":
            err("%s: bad source" % nid)
        if meta["country"] not in COUNTRIES:
            err("%s: bad country %r" % (nid, meta["country"]))
        if not isinstance(meta["lowercase"], bool):
            err("%s: lowercase not bool" % nid)
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            err("%s: bad genre" % nid)
        genre_count[meta["genre"]] += 1
        country_count[meta["country"]] += 1
        if meta["lowercase"]:
            nlower += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case characters" % nid)
        elif text == text.lower():
            err("%s: note not marked lowercase but has no capitals" % nid)
        prev_end = -1
        prev_start = -1
        for sp in o["spans"]:
            if sorted(sp.keys()) != ["end", "label", "start", "text", "type"]:
                err("%s: span fields %r" % (nid, sorted(sp.keys())))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != sp["text"]:
                err("%s: span text mismatch %r vs %r" % (nid, text[s:e], sp["text"]))
            if sp["type"] not in TYPE_LABEL:
                err("%s: unknown type %r" % (nid, sp["type"]))
            elif TYPE_LABEL[sp["type"]] != sp["label"]:
                err("%s: label %r does not match type %r" % (nid, sp["label"], sp["type"]))
            if s < prev_start:
                err("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                err("%s: overlapping spans at %d" % (nid, s))
            prev_start, prev_end = s, e
            if not edge_ok(sp["text"]):
                err("%s: whitespace/punctuation at span edge %r" % (nid, sp["text"]))
            check_contact(nid, sp)
            nspans += 1
            type_count[sp["type"]] += 1
            label_count[sp["label"]] += 1
        for m in EMAIL_RE.finditer(text):
            if not domain_ok(m.group(1).rstrip(".")):
                err("%s: e-mail-like string off example domains: %r" % (nid, m.group(0)))
        for m in URL_RE.finditer(text):
            if not domain_ok(m.group(1).rstrip(".")):
                err("%s: URL-like string off example domains: %r" % (nid, m.group(0)))
    n = len(notes)
    mean = chars / n if n else 0
    # size rules
    if n < 330:
        err("only %d notes (need 330)" % n)
    if mean < 1200 and n < 600:
        err("mean %.0f chars < 1200 needs at least 600 notes" % mean)
    if nspans < 8000:
        err("only %d spans (need 8000)" % nspans)
    for t in sorted(TYPE_LABEL):
        if type_count[t] < 15:
            err("type %s has %d spans (need 15)" % (t, type_count[t]))
    big = [g for g in sorted(genre_count) if genre_count[g] >= 30]
    if len(big) < 10:
        err("only %d genres with >= 30 notes" % len(big))
    frac = nlower / n if n else 0
    if not (0.12 <= frac <= 0.22):
        err("lower-case share %.3f not about 1/6" % frac)
    return raw, dict(notes=n, mean=mean, spans=nspans, types=type_count, labels=label_count,
                     genres=genre_count, countries=country_count, lower=nlower)


def rebuild(dirpath, raw):
    os.makedirs(dirpath, exist_ok=True)
    make = os.path.join(HERE, "make.py")
    for seed in ("1", "2"):
        out = os.path.join(dirpath, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        r = subprocess.run([sys.executable, make, "--out", out], env=env, capture_output=True, text=True)
        if r.returncode != 0:
            err("rebuild with PYTHONHASHSEED=%s failed: %s" % (seed, r.stderr.strip()[-500:]))
            continue
        with open(out, "rb") as f:
            if f.read() != raw:
                err("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
            else:
                print("rebuild PYTHONHASHSEED=%s: identical" % seed)


def main(argv):
    path = os.path.join(ROOT, "notes.jsonl")
    if "--file" in argv:
        path = argv[argv.index("--file") + 1]
    raw, st = validate(path)
    if "--rebuild" in argv:
        rebuild(argv[argv.index("--rebuild") + 1], raw)
    print("notes %d, mean chars %.0f, spans %d, lower-case %d" % (st["notes"], st["mean"], st["spans"], st["lower"]))
    print("labels: " + ", ".join("%s %d" % (k, st["labels"][k]) for k in sorted(st["labels"])))
    print("types: " + ", ".join("%s %d" % (k, st["types"][k]) for k in sorted(st["types"])))
    print("genres: " + ", ".join("%s %d" % (k, st["genres"][k]) for k in sorted(st["genres"])))
    print("countries: " + ", ".join("%s %d" % (k, st["countries"][k]) for k in sorted(st["countries"])))
    if errors:
        for e in errors[:60]:
            print("ERROR: " + e)
        print("%d error(s)" % len(errors))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
