"""Validate bench/dev292_en/notes.jsonl.

Usage: python3 build/check.py [--rebuild DIR] [NOTES]
With --rebuild DIR the set is rebuilt twice into DIR (PYTHONHASHSEED=1 and
PYTHONHASHSEED=2) and both outputs must equal NOTES byte for byte."""
import argparse
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SETDIR = os.path.dirname(HERE)

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE",
    "DATE": "DATE", "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION",
    "ZIP": "LOCATION", "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION",
    "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID",
    "BIOID": "ID", "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT",
    "URL": "CONTACT", "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30
LOWER_LO, LOWER_HI = 0.12, 0.22
EX_DOMAIN = re.compile(r"^(?:[a-z0-9-]+\.)*example\.(?:com|org|net)$", re.I)
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})")
URL_RE = re.compile(r"(?:https?://|www\.)([A-Za-z0-9.-]+)")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])")
BAD_LEAD = set(".,;:!?)]}'\"-/#*|")
BAD_TRAIL = set(",;:!?([{'\"-/#*|")
ABBR_END = re.compile(r"(?:^|[\s.\-])[A-Za-z]{1,3}\.$")

errors = []


def err(msg):
    errors.append(msg)
    if len(errors) <= 60:
        print("ERROR:", msg)


def private_ip(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return False
    return any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))


def cls(ch):
    return "a" if ch.isalpha() else ("d" if ch.isdigit() else "o")


def check_edges(rid, text, sp):
    v = sp["text"]
    s, e = sp["start"], sp["end"]
    if v != v.strip():
        err("%s: whitespace at span edge %r" % (rid, v))
    if "\n" in v:
        err("%s: newline inside span %r" % (rid, v))
    if v[0] in BAD_LEAD or (v[0] == "(" and ")" not in v):
        err("%s: punctuation at span start %r" % (rid, v))
    if v[-1] in BAD_TRAIL or (v[-1] == ")" and "(" not in v):
        err("%s: punctuation at span end %r" % (rid, v))
    if v[-1] == "." and not ABBR_END.search(v):
        err("%s: full stop at span end %r" % (rid, v))
    if s > 0 and cls(text[s - 1]) == cls(text[s]) != "o":
        err("%s: span starts inside a word %r" % (rid, text[max(0, s - 5):e]))
    if e < len(text) and cls(text[e - 1]) == cls(text[e]) != "o":
        err("%s: span ends inside a word %r" % (rid, text[s:e + 5]))


def check_contacts(rid, text, spans):
    for sp in spans:
        t, v = sp["type"], sp["text"]
        digits = re.sub(r"\D", "", v)
        if t in ("PHONE", "FAX") and "555" not in digits:
            err("%s: %s without 555: %r" % (rid, t, v))
        if t == "EMAIL":
            m = EMAIL_RE.fullmatch(v)
            if not m or not EX_DOMAIN.match(m.group(1)):
                err("%s: e-mail not on example domain: %r" % (rid, v))
        if t == "URL":
            host = re.sub(r"^https?://", "", v, flags=re.I).split("/")[0]
            if not EX_DOMAIN.match(host):
                err("%s: URL not on example domain: %r" % (rid, v))
        if t == "IPADDR" and not private_ip(v):
            err("%s: IP not private: %r" % (rid, v))
        if t == "SSN" and not (digits.startswith("9") or digits.startswith("000")):
            err("%s: SSN-like number must start with 9 or 000: %r" % (rid, v))
    for m in EMAIL_RE.finditer(text):
        if not EX_DOMAIN.match(m.group(1)):
            err("%s: e-mail in text not on example domain: %r" % (rid, m.group(0)))
    for m in URL_RE.finditer(text):
        host = m.group(1).rstrip(".")
        if not EX_DOMAIN.match(host):
            err("%s: URL in text not on example domain: %r" % (rid, m.group(0)))
    for m in IP_RE.finditer(text):
        if not private_ip(m.group(1)):
            err("%s: IP-like string in text not private: %r" % (rid, m.group(1)))
    for m in re.finditer(r"(?<!\d)(\d{3})-(\d{2})-(\d{4})(?!\d)", text):
        if not (m.group(1).startswith("9") or m.group(1) == "000"):
            err("%s: SSN-shaped number in text: %r" % (rid, m.group(0)))


def check_file(path):
    raw = open(path, "rb").read()
    lines = raw.decode("utf-8").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    recs = []
    for i, line in enumerate(lines, 1):
        try:
            r = json.loads(line)
        except ValueError as ex:
            err("line %d: invalid JSON (%s)" % (i, ex))
            continue
        recs.append(r)
    types = collections.Counter()
    labels = collections.Counter()
    genres = collections.Counter()
    countries = collections.Counter()
    n_lower = 0
    total_chars = 0
    n_spans = 0
    for i, r in enumerate(recs, 1):
        rid = r.get("id")
        if sorted(r) != ["id", "meta", "spans", "text"]:
            err("%s: fields must be id, text, spans, meta" % rid)
            continue
        if rid != "dev292-%04d" % i:
            err("line %d: id %r, expected dev292-%04d" % (i, rid, i))
        text, spans, meta = r["text"], r["spans"], r["meta"]
        if not isinstance(text, str) or not text:
            err("%s: empty text" % rid)
            continue
        total_chars += len(text)
        if sorted(meta) != ["country", "genre", "lowercase", "source"] or meta.get("source") != "dev292-en":
            err("%s: bad meta %r" % (rid, meta))
        genres[meta.get("genre")] += 1
        countries[meta.get("country")] += 1
        if meta.get("lowercase") is True:
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note is not fully lower-case" % rid)
        elif meta.get("lowercase") is not False:
            err("%s: meta.lowercase must be true/false" % rid)
        prev_end = -1
        prev_start = -1
        for sp in spans:
            if sorted(sp) != ["end", "label", "start", "text", "type"]:
                err("%s: bad span fields %r" % (rid, sp))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (rid, sp))
                continue
            if text[s:e] != sp["text"]:
                err("%s: span text mismatch %r vs %r" % (rid, text[s:e], sp["text"]))
            if s < prev_start:
                err("%s: spans not sorted by start" % rid)
            if s < prev_end:
                err("%s: overlapping spans at %d" % (rid, s))
            prev_start, prev_end = s, max(prev_end, e)
            if sp["type"] not in TYPES:
                err("%s: unknown type %r" % (rid, sp["type"]))
            elif TYPES[sp["type"]] != sp["label"]:
                err("%s: label %r does not fit type %r" % (rid, sp["label"], sp["type"]))
            types[sp["type"]] += 1
            labels[sp["label"]] += 1
            n_spans += 1
            check_edges(rid, text, sp)
        check_contacts(rid, text, spans)
    n = len(recs)
    mean = total_chars / n if n else 0
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        err("only %d notes (need %d at mean %.0f chars)" % (n, need, mean))
    if n_spans < MIN_SPANS:
        err("only %d spans (need %d)" % (n_spans, MIN_SPANS))
    for t in sorted(TYPES):
        if types[t] < MIN_PER_TYPE:
            err("type %s has %d spans (need %d)" % (t, types[t], MIN_PER_TYPE))
    big = [g for g in sorted(genres) if genres[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / n if n else 0
    if not (LOWER_LO <= frac <= LOWER_HI):
        err("lower-case fraction %.3f outside [%.2f, %.2f]" % (frac, LOWER_LO, LOWER_HI))
    print("notes %d, mean chars %.0f, spans %d, lower-case %d" % (n, mean, n_spans, n_lower))
    print("labels: " + ", ".join("%s %d" % (k, labels[k]) for k in sorted(labels)))
    print("types: " + ", ".join("%s %d" % (k, types[k]) for k in sorted(types)))
    print("genres: " + ", ".join("%s %d" % (k, genres[k]) for k in sorted(genres)))
    print("countries: " + ", ".join("%s %d" % (k, countries[k]) for k in sorted(countries)))
    return raw


def rebuild(outdir, raw):
    os.makedirs(outdir, exist_ok=True)
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes.hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        if open(out, "rb").read() != raw:
            err("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild with PYTHONHASHSEED=%s: identical" % seed)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("notes", nargs="?", default=os.path.join(SETDIR, "notes.jsonl"))
    ap.add_argument("--rebuild", metavar="DIR")
    a = ap.parse_args()
    raw = check_file(a.notes)
    if a.rebuild:
        rebuild(a.rebuild, raw)
    if errors:
        print("FAILED: %d error(s)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
