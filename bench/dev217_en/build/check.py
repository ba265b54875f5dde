"""Validate /work/main/bench/dev217_en/notes.jsonl (author 217).

Usage: python3 build/check.py   (exit status 1 on any failure)
"""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# label/type table transcribed from docs/annotation_guideline.md
GUIDE = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE_LABEL = {t: lab for lab in sorted(GUIDE) for t in GUIDE[lab]}
FICT_DOMAINS = ("example.com", "example.org", "example.net")
LEAD_BAD = tuple(",;:.)]}\"'")
TRAIL_BAD = tuple(",;:([{\"'")

errors = []


def err(msg):
    errors.append(msg)
    if len(errors) < 60:
        print("ERROR:", msg)


def host_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def ip_private(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return False
    nets = [ipaddress.ip_network("10.0.0.0/8"), ipaddress.ip_network("192.168.0.0/16"),
            ipaddress.ip_network("172.16.0.0/12")]
    return any(ip in n for n in nets)


def check_contact(nid, s):
    t, v = s["type"], s["text"]
    if t in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", v):
            err("%s: %s not in the 555 range: %r" % (nid, t, v))
    elif t == "EMAIL":
        if v.count("@") != 1 or not host_ok(v.split("@")[1]):
            err("%s: non-fictional e-mail %r" % (nid, v))
    elif t == "URL":
        m = re.match(r"^(?:https?://)?([^/\s]+)", v, re.I)
        if not m or not host_ok(m.group(1)):
            err("%s: non-fictional URL %r" % (nid, v))
    elif t == "IPADDR":
        if not ip_private(v):
            err("%s: IP not private %r" % (nid, v))
    elif t == "SSN":
        dg = re.sub(r"\D", "", v)
        if not (dg.startswith("9") or dg.startswith("000")):
            err("%s: SSN-like number not 9xx/000: %r" % (nid, v))


def covered(spans, a, b):
    return any(s["start"] <= a and b <= s["end"] for s in spans)


def main():
    if not os.path.exists(PATH):
        print("missing", PATH)
        return 1
    with open(PATH, encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    notes = []
    for i, line in enumerate(lines):
        try:
            notes.append(json.loads(line))
        except ValueError as e:
            err("line %d not JSON: %s" % (i + 1, e))
    type_count = collections.Counter()
    genre_count = collections.Counter()
    country_count = collections.Counter()
    n_lower = 0
    total_len = 0
    for i, r in enumerate(notes):
        nid = r.get("id")
        if sorted(r.keys()) != ["id", "meta", "spans", "text"]:
            err("%s: unexpected fields %r" % (nid, sorted(r.keys())))
        if nid != "dev217-%04d" % (i + 1):
            err("note %d has id %r" % (i + 1, nid))
        text = r["text"]
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % nid)
            continue
        total_len += len(text)
        meta = r["meta"]
        if sorted(meta.keys()) != ["country", "genre", "lowercase", "source"]:
            err("%s: meta fields %r" % (nid, sorted(meta.keys())))
        if meta.get("source") != "dev217-en":
            err("%s: meta.source %r" % (nid, meta.get("source")))
        if meta.get("country") not in ("US", "UK", "IN"):
            err("%s: meta.country %r" % (nid, meta.get("country")))
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: meta.lowercase not boolean" % nid)
        genre_count[meta.get("genre")] += 1
        country_count[meta.get("country")] += 1
        if meta.get("lowercase"):
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case characters" % nid)
        prev_end = -1
        prev_start = -1
        for s in r["spans"]:
            if sorted(s.keys()) != ["end", "label", "start", "text", "type"]:
                err("%s: span fields %r" % (nid, sorted(s.keys())))
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err("%s: bad offsets %r" % (nid, s))
                continue
            v = text[a:b]
            if v != s["text"]:
                err("%s: offset text mismatch %r vs %r" % (nid, v, s["text"]))
            if v != v.strip():
                err("%s: span with outer whitespace %r" % (nid, v))
            if v.startswith(LEAD_BAD) or v.endswith(TRAIL_BAD):
                err("%s: span takes in surrounding punctuation %r" % (nid, v))
            if v.endswith(")") and "(" not in v:
                err("%s: span ends with unmatched bracket %r" % (nid, v))
            if v.endswith(".") and not re.search(r"(^|[\s.])[A-Za-z]\.$", v) and not v.lower().endswith("u.s."):
                err("%s: span ends with a full stop %r" % (nid, v))
            if s["type"] not in TYPE_LABEL:
                err("%s: unknown type %r" % (nid, s["type"]))
            elif TYPE_LABEL[s["type"]] != s["label"]:
                err("%s: label %r does not match type %r" % (nid, s["label"], s["type"]))
            if a < prev_start:
                err("%s: spans not sorted by start" % nid)
            if a < prev_end:
                err("%s: overlapping spans at %d" % (nid, a))
            prev_start, prev_end = a, max(prev_end, b)
            type_count[s["type"]] += 1
            check_contact(nid, s)
        # contacts anywhere in the text must be annotated and fictional
        for m in re.finditer(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", text):
            if not covered(r["spans"], m.start(), m.end()):
                err("%s: e-mail outside spans %r" % (nid, m.group()))
        for m in re.finditer(r"(?:https?://|www\.)[^\s)>,;]+", text):
            if not covered(r["spans"], m.start(), m.end()):
                err("%s: URL outside spans %r" % (nid, m.group()))
        for m in re.finditer(r"(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])", text):
            if not covered(r["spans"], m.start(), m.end()):
                err("%s: IP-like string outside spans %r" % (nid, m.group()))
        for m in re.finditer(r"\b555[- .]?\d{4}\b", text):
            if not covered(r["spans"], m.start(), m.end()):
                err("%s: phone-like string outside spans %r" % (nid, m.group()))
    n = len(notes)
    nspans = sum(type_count.values())
    mean = total_len / n if n else 0
    need = 600 if mean < 1200 else 330
    if n < need:
        err("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    if nspans < 8000:
        err("only %d spans (need 8000)" % nspans)
    rich = [t for t in type_count if type_count[t] >= 15]
    if len(rich) < 29:
        err("only %d types with >=15 spans: %r" % (len(rich), sorted(type_count.items())))
    big = [g for g in genre_count if genre_count[g] >= 30]
    if len(big) < 10:
        err("only %d genres with >=30 notes" % len(big))
    frac = n_lower / n if n else 0
    if not 0.10 <= frac <= 0.25:
        err("lower-case share %.3f is not about one in six" % frac)
    print("notes %d  spans %d  mean length %.0f  lower-case %d (%.1f%%)" % (n, nspans, mean, n_lower, 100 * frac))
    print("countries:", ", ".join("%s %d" % kv for kv in sorted(country_count.items())))
    print("genres:")
    for g, c in sorted(genre_count.items()):
        print("  %-32s %d" % (g, c))
    print("spans per type:")
    for t, c in sorted(type_count.items(), key=lambda kv: (-kv[1], kv[0])):
        print("  %-15s %-9s %d" % (t, TYPE_LABEL.get(t, "?"), c))
    if errors:
        print("FAILED: %d error(s)" % len(errors))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
