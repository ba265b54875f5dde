"""Validate bench/dev279_en/notes.jsonl.

Usage (from bench/dev279_en):
    python3 build/check.py [--notes PATH] [--rebuild DIR]
--rebuild DIR rebuilds the set twice into DIR (PYTHONHASHSEED=1 and =2) and checks that both
builds are byte-identical to notes.jsonl.
"""
import argparse
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

TYPE_LABEL = {
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
COUNTRIES = {"US", "UK", "AU", "CA", "IE"}
EX_DOMAINS = ("example.com", "example.org", "example.net")
ID_RE = re.compile(r"^dev279-\d{4}$")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+[A-Za-z])")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])")
URL_RE = re.compile(r"(?:https?://|www\.)([A-Za-z0-9.-]+)")

errors = []


def err(msg):
    errors.append(msg)


def host_ok(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in EX_DOMAINS)


def private_ip(s):
    try:
        ip = ipaddress.IPv4Address(s)
    except ValueError:
        return False
    return any(ip in ipaddress.IPv4Network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))


def check_contact(nid, sp):
    t, v = sp["type"], sp["text"]
    if t in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", v):
            err("%s: %s without 555: %r" % (nid, t, v))
    elif t == "EMAIL":
        m = re.fullmatch(r"[^@\s]+@([^@\s]+)", v)
        if not m or m.group(1).lower() not in EX_DOMAINS:
            err("%s: e-mail not on example domain: %r" % (nid, v))
    elif t == "URL":
        m = re.match(r"(?:https?://)?([^/\s]+)", v)
        if not m or not host_ok(m.group(1)):
            err("%s: URL not on example domain: %r" % (nid, v))
    elif t == "IPADDR":
        if not private_ip(v):
            err("%s: IP not private: %r" % (nid, v))
    elif t == "SSN":
        s = re.sub(r"[\s-]", "", v)
        if s[:1].isdigit():
            if not (s.startswith("9") or s.startswith("000")):
                err("%s: SSN-like number not starting with 9/000: %r" % (nid, v))
        elif not s.upper().startswith("QQ"):
            err("%s: NI-style number not in the never-issued QQ prefix: %r" % (nid, v))


def check_text_contacts(nid, text):
    for m in EMAIL_RE.finditer(text):
        if m.group(1).lower() not in EX_DOMAINS:
            err("%s: e-mail-like string on non-example domain: %r" % (nid, m.group(0)))
    for m in URL_RE.finditer(text):
        if not host_ok(m.group(1)):
            err("%s: URL-like string on non-example host: %r" % (nid, m.group(0)))
    for m in IP_RE.finditer(text):
        if all(0 <= int(x) <= 255 for x in m.groups()) and not private_ip(m.group(0)):
            err("%s: public IP-like string: %r" % (nid, m.group(0)))


def check_file(path):
    notes = []
    with open(path, "rb") as f:
        raw = f.read()
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError as e:
        err("not UTF-8: %s" % e)
        return notes
    if lines and lines[-1] == "":
        lines = lines[:-1]
    for ln, line in enumerate(lines, 1):
        try:
            o = json.loads(line)
        except json.JSONDecodeError as e:
            err("line %d: invalid JSON: %s" % (ln, e))
            continue
        if not isinstance(o, dict) or set(o) != {"id", "text", "spans", "meta"}:
            err("line %d: wrong top-level fields" % ln)
            continue
        notes.append(o)
    for i, o in enumerate(notes):
        nid = o["id"]
        if not isinstance(nid, str) or not ID_RE.match(nid) or nid != "dev279-%04d" % (i + 1):
            err("bad/non-sequential id %r at position %d" % (nid, i + 1))
        text = o["text"]
        if not isinstance(text, str) or not text:
            err("%s: empty text" % nid)
            continue
        meta = o["meta"]
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase", "country"}:
            err("%s: bad meta fields" % nid)
            continue
        if meta["source"] != "dev279-en":
            err("%s: bad source" % nid)
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            err("%s: bad genre" % nid)
        if not isinstance(meta["lowercase"], bool):
            err("%s: lowercase not bool" % nid)
        if meta["country"] not in COUNTRIES:
            err("%s: bad country %r" % (nid, meta["country"]))
        if meta["lowercase"] and text != text.lower():
            err("%s: lowercase note contains upper case" % nid)
        prev_end, prev_start = -1, -1
        if not isinstance(o["spans"], list):
            err("%s: spans not a list" % nid)
            continue
        for sp in o["spans"]:
            if not isinstance(sp, dict) or set(sp) != {"start", "end", "label", "type", "text"}:
                err("%s: bad span fields %r" % (nid, sp))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != sp["text"]:
                err("%s: offset/text mismatch %r vs %r" % (nid, text[s:e], sp["text"]))
            if s < prev_start:
                err("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                err("%s: overlapping spans at %d" % (nid, s))
            prev_start, prev_end = s, e
            if TYPE_LABEL.get(sp["type"]) != sp["label"]:
                err("%s: invalid label/type %s/%s" % (nid, sp["label"], sp["type"]))
            v = sp["text"]
            if v != v.strip():
                err("%s: span with edge whitespace %r" % (nid, v))
            bad_start = v[:1] in "[{\"'\u201c" or (v[:1] == "(" and ")" not in v[1:])
            bad_end = v[-1:] in ",;:]}\"\u201d" or (v[-1:] == ")" and "(" not in v[:-1])
            if bad_start or bad_end:
                err("%s: span takes in surrounding punctuation %r" % (nid, v))
            check_contact(nid, sp)
        check_text_contacts(nid, text)
    return notes


def size_rules(notes):
    n = len(notes)
    mean_len = sum(len(o["text"]) for o in notes) / max(1, n)
    spans = [sp for o in notes for sp in o["spans"]]
    need = 600 if mean_len < 1200 else 330
    if n < need:
        err("only %d notes (need %d; mean length %.0f)" % (n, need, mean_len))
    if len(spans) < 8000:
        err("only %d spans (need 8000)" % len(spans))
    types = collections.Counter(sp["type"] for sp in spans)
    rich = [t for t, k in types.items() if k >= 15]
    if len(rich) < 29:
        err("only %d fine types with >=15 spans: %s" % (len(rich), sorted((t, k) for t, k in types.items() if k < 15)))
    genres = collections.Counter(o["meta"]["genre"] for o in notes)
    if sum(1 for g, k in genres.items() if k >= 30) < 10:
        err("fewer than 10 genres with >=30 notes: %s" % dict(genres))
    low = sum(1 for o in notes if o["meta"]["lowercase"])
    share = low / max(1, n)
    if not (0.12 <= share <= 0.22):
        err("lowercase share %.3f not about one in six" % share)
    return n, mean_len, spans, types, genres, low


def rebuild(dirpath, ref):
    os.makedirs(dirpath, exist_ok=True)
    with open(ref, "rb") as f:
        want = f.read()
    for seed in ("1", "2"):
        out = os.path.join(dirpath, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), out], check=True, env=env, cwd=ROOT,
                       stdout=subprocess.DEVNULL)
        with open(out, "rb") as f:
            got = f.read()
        if got != want:
            err("rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, ref))
        else:
            print("rebuild PYTHONHASHSEED=%s: byte-identical (%d bytes)" % (seed, len(got)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", default=os.path.join(ROOT, "notes.jsonl"))
    ap.add_argument("--rebuild", metavar="DIR")
    a = ap.parse_args()
    notes = check_file(a.notes)
    n, mean_len, spans, types, genres, low = size_rules(notes)
    if a.rebuild:
        rebuild(a.rebuild, a.notes)
    print("notes: %d  mean length: %.0f  spans: %d  lowercase: %d (%.1f%%)" % (n, mean_len, len(spans), low, 100.0 * low / max(1, n)))
    print("labels:", dict(sorted(collections.Counter(sp["label"] for sp in spans).items())))
    print("types:", dict(sorted(types.items())))
    print("genres:", dict(sorted(genres.items())))
    print("countries:", dict(sorted(collections.Counter(o["meta"]["country"] for o in notes).items())))
    if errors:
        for e in errors[:60]:
            print("ERROR:", e)
        print("%d error(s)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
