"""Validate bench/dev297_en/notes.jsonl.

usage: python3 build/check.py [--notes PATH] [--rebuild DIR]

--rebuild DIR rebuilds the set twice into DIR (PYTHONHASHSEED=1 and 2) and
requires both outputs to be byte-identical to notes.jsonl.
"""
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SET_DIR = os.path.dirname(HERE)

TYPES = {
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
COUNTRIES = {"UK", "US", "AU", "CA", "IE"}
DOMAINS = ("example.com", "example.org", "example.net")
ABBR_END = re.compile(r"(?:^|[\s.'-])[A-Za-z]{1,4}\.$")

errors = []


def err(msg):
    errors.append(msg)
    if len(errors) <= 50:
        print("ERROR:", msg)


def host_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in DOMAINS)


def edge_ok(s, typ):
    if not s or s != s.strip():
        return False
    a, z = s[0], s[-1]
    if not a.isalnum():
        if not (typ in ("PHONE", "FAX") and (a == "+" or (a == "(" and ")" in s))):
            return False
    if not z.isalnum():
        if z == "." and ABBR_END.search(s):
            return True
        return False
    return True


def check_contact(nid, sp):
    t, s = sp["type"], sp["text"]
    if t in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", s):
            err("%s: %s without 555: %r" % (nid, t, s))
    elif t == "EMAIL":
        if s.count("@") != 1 or not host_ok(s.split("@")[1]):
            err("%s: e-mail not on example domains: %r" % (nid, s))
    elif t == "URL":
        u = re.sub(r"^[a-z]+://", "", s.lower())
        if not host_ok(u.split("/")[0]):
            err("%s: URL not on example domains: %r" % (nid, s))
    elif t == "IPADDR":
        try:
            ip = ipaddress.ip_address(s)
        except ValueError:
            err("%s: bad IP %r" % (nid, s))
            return
        nets = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
        if not any(ip in n for n in nets):
            err("%s: IP not private: %r" % (nid, s))
    elif t == "SSN":
        dg = re.sub(r"\D", "", s)
        if not (dg.startswith("9") or dg.startswith("000")):
            err("%s: SSN-like number must start with 9 or 000: %r" % (nid, s))


def check_notes(path):
    notes = []
    with open(path, "rb") as f:
        raw = f.read()
    if not raw.endswith(b"\n"):
        err("file does not end with a newline")
    for ln, line in enumerate(raw.decode("utf-8").split("\n")[:-1], 1):
        try:
            notes.append(json.loads(line))
        except ValueError as e:
            err("line %d: invalid JSON (%s)" % (ln, e))
    type_counts = {t: 0 for t in sorted(TYPES)}
    genre_counts = {}
    n_lower = 0
    total_chars = 0
    ids_seen = set()
    for i, n in enumerate(notes, 1):
        nid = n.get("id")
        if sorted(n) != ["id", "meta", "spans", "text"]:
            err("%s: fields %r" % (nid, sorted(n)))
            continue
        if nid != "dev297-%04d" % i:
            err("id %r at position %d (expected dev297-%04d)" % (nid, i, i))
        if nid in ids_seen:
            err("duplicate id %r" % nid)
        ids_seen.add(nid)
        text, spans, meta = n["text"], n["spans"], n["meta"]
        if not isinstance(text, str) or not text:
            err("%s: empty text" % nid)
            continue
        total_chars += len(text)
        if sorted(meta) != ["country", "genre", "lowercase", "source"]:
            err("%s: meta fields %r" % (nid, sorted(meta)))
        if meta.get("source") != "dev297-en":
            err("%s: meta.source %r" % (nid, meta.get("source")))
        if meta.get("country") not in COUNTRIES:
            err("%s: meta.country %r" % (nid, meta.get("country")))
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: meta.lowercase not bool" % nid)
        if meta.get("lowercase"):
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case characters" % nid)
        genre_counts[meta.get("genre")] = genre_counts.get(meta.get("genre"), 0) + 1
        prev_end = -1
        prev_start = -1
        for sp in spans:
            if sorted(sp) != ["end", "label", "start", "text", "type"]:
                err("%s: span fields %r" % (nid, sorted(sp)))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != sp["text"]:
                err("%s: span text mismatch %r vs %r" % (nid, text[s:e], sp["text"]))
            if s < prev_start:
                err("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                err("%s: overlapping spans at %d" % (nid, s))
            prev_start, prev_end = s, e
            if sp["type"] not in TYPES:
                err("%s: unknown type %r" % (nid, sp["type"]))
                continue
            if TYPES[sp["type"]] != sp["label"]:
                err("%s: label %r wrong for type %r" % (nid, sp["label"], sp["type"]))
            if not edge_ok(sp["text"], sp["type"]):
                err("%s: whitespace/punctuation at span edge %r (%s)" % (nid, sp["text"], sp["type"]))
            type_counts[sp["type"]] += 1
            check_contact(nid, sp)
    n_notes = len(notes)
    n_spans = sum(type_counts.values())
    mean = total_chars / n_notes if n_notes else 0
    need = 600 if mean < 1200 else 330
    if n_notes < need:
        err("only %d notes (need %d at mean %.0f chars)" % (n_notes, need, mean))
    if n_spans < 8000:
        err("only %d spans (need 8000)" % n_spans)
    for t in sorted(type_counts):
        if type_counts[t] < 15:
            err("type %s has %d spans (need 15)" % (t, type_counts[t]))
    big = [g for g in sorted(genre_counts) if genre_counts[g] >= 30]
    if len(big) < 10:
        err("only %d genres with >= 30 notes" % len(big))
    frac = n_lower / n_notes if n_notes else 0
    if not 0.12 <= frac <= 0.22:
        err("lower-case share %.3f not about one in six" % frac)
    print("notes %d, mean chars %.0f, spans %d, lower-case %d, genres %d" %
          (n_notes, mean, n_spans, n_lower, len(genre_counts)))
    for t in sorted(type_counts):
        print("  %-15s %5d" % (t, type_counts[t]))
    for g in sorted(genre_counts):
        print("  genre %-34s %4d" % (g, genre_counts[g]))


def rebuild(dest, notes_path):
    os.makedirs(dest, exist_ok=True)
    with open(notes_path, "rb") as f:
        ref = f.read()
    for seed in ("1", "2"):
        out = os.path.join(dest, "notes.hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        with open(out, "rb") as f:
            got = f.read()
        if got != ref:
            err("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: byte-identical (%d bytes)" % (seed, len(got)))


def main(argv):
    notes_path = os.path.join(SET_DIR, "notes.jsonl")
    if "--notes" in argv:
        notes_path = argv[argv.index("--notes") + 1]
    check_notes(notes_path)
    if "--rebuild" in argv:
        rebuild(argv[argv.index("--rebuild") + 1], notes_path)
    if errors:
        print("FAILED: %d error(s)" % len(errors))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
