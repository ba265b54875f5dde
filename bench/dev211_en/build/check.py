"""Validate bench/dev211_en/notes.jsonl against the label guideline and the set's size rules."""
import collections
import ipaddress
import json
import os
import re
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# label -> fine types, copied from docs/annotation_guideline.md
GUIDE = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE2LABEL = {}
for lab in GUIDE:
    for t in GUIDE[lab]:
        TYPE2LABEL[t] = lab

FICT_DOMAINS = ["example.com", "example.org", "example.net"]
BAD_EDGE = ",;:!?\"'"
PHONE_RE = re.compile(r"(?:\(\d{3}\)|\d{3})[\s.\-]?555[\s.\-]?\d{4}")
errors = []


def err(msg):
    errors.append(msg)


def domain_ok(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def check_contact(nid, s):
    t, v = s["type"], s["text"]
    if t in ("PHONE", "FAX"):
        digits = re.sub(r"\D", "", v)
        if len(digits) > 6 and not PHONE_RE.search(v):
            err("%s: %s not in 555 range: %r" % (nid, t, v))
    elif t == "EMAIL":
        if v.count("@") != 1 or not domain_ok(v.split("@")[1]):
            err("%s: non-fictional e-mail %r" % (nid, v))
    elif t == "URL":
        host = re.sub(r"^[a-z]+://", "", v.lower()).split("/")[0].split(":")[0]
        if not domain_ok(host):
            err("%s: non-fictional URL %r" % (nid, v))
    elif t == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            err("%s: bad IP %r" % (nid, v))
            return
        ok = (ip in ipaddress.ip_network("10.0.0.0/8") or ip in ipaddress.ip_network("192.168.0.0/16")
              or ip in ipaddress.ip_network("172.16.0.0/12"))
        if not ok:
            err("%s: public IP %r" % (nid, v))
    elif t == "SSN":
        d = re.sub(r"\D", "", v)
        if len(d) != 9 or not (d.startswith("9") or d.startswith("000")):
            err("%s: SSN/SIN not fictional %r" % (nid, v))


def main():
    rows = []
    with open(PATH, encoding="utf-8") as f:
        for i, line in enumerate(f):
            try:
                rows.append(json.loads(line))
            except ValueError:
                err("line %d: bad JSON" % (i + 1))
    n_spans = 0
    type_counts = collections.Counter()
    genre_counts = collections.Counter()
    n_lc = 0
    total_len = 0
    for i, r in enumerate(rows):
        want = "dev211-%04d" % (i + 1)
        nid = r.get("id")
        if nid != want:
            err("row %d: id %r, expected %r" % (i + 1, nid, want))
        if list(r.keys()) != ["id", "text", "spans", "meta"]:
            err("%s: fields %r" % (nid, list(r.keys())))
        text = r["text"]
        total_len += len(text)
        meta = r.get("meta", {})
        if meta.get("source") != "dev211-en":
            err("%s: meta.source %r" % (nid, meta.get("source")))
        if not isinstance(meta.get("lowercase"), bool) or meta.get("country") not in ("US", "CA") or not meta.get("genre"):
            err("%s: meta incomplete %r" % (nid, meta))
        genre_counts[meta.get("genre")] += 1
        lc = meta.get("lowercase") is True
        if lc:
            n_lc += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case text" % nid)
        prev_end = -1
        prev_start = -1
        for s in r["spans"]:
            n_spans += 1
            if list(s.keys()) != ["start", "end", "label", "type", "text"]:
                err("%s: span fields %r" % (nid, list(s.keys())))
            a, b = s["start"], s["end"]
            if not (0 <= a < b <= len(text)):
                err("%s: bad offsets %r" % (nid, s))
                continue
            if text[a:b] != s["text"]:
                err("%s: offset text mismatch %r vs %r" % (nid, text[a:b], s["text"]))
            if a < prev_start:
                err("%s: spans not sorted at %d" % (nid, a))
            if a < prev_end:
                err("%s: overlapping spans at %d" % (nid, a))
            prev_start, prev_end = a, b
            v = s["text"]
            if v != v.strip():
                err("%s: span with edge whitespace %r" % (nid, v))
            if v[0] in BAD_EDGE or v[-1] in BAD_EDGE or v[-1] in "([" or v[0] in ")]":
                err("%s: span with edge punctuation %r" % (nid, v))
            if v.count("(") != v.count(")"):
                err("%s: unbalanced brackets in span %r" % (nid, v))
            if s["type"] not in TYPE2LABEL:
                err("%s: unknown type %r" % (nid, s["type"]))
            elif TYPE2LABEL[s["type"]] != s["label"]:
                err("%s: label %r does not match type %r" % (nid, s["label"], s["type"]))
            if lc and v != v.lower():
                err("%s: lowercase note has upper-case span %r" % (nid, v))
            if a > 0 and text[a - 1].isalnum() and s["type"] not in ("AGE",) and v[0].isalnum():
                err("%s: span starts inside a word %r" % (nid, v))
            if b < len(text) and text[b].isalnum() and v[-1].isalnum() and s["type"] not in ("AGE",):
                err("%s: span ends inside a word %r" % (nid, v))
            type_counts[s["type"]] += 1
            check_contact(nid, s)
        # every e-mail-like token and 555 phone in the text must be covered by a span
        covered = [(s["start"], s["end"]) for s in r["spans"]]
        for m in re.finditer(r"[\w.+-]+@[\w.-]+", text):
            if not any(a <= m.start() and m.end() <= b for a, b in covered):
                err("%s: unannotated e-mail %r" % (nid, m.group()))
        for m in PHONE_RE.finditer(text):
            if not any(a <= m.start() and m.end() <= b for a, b in covered):
                err("%s: unannotated phone %r" % (nid, m.group()))
    n = len(rows)
    mean = total_len / max(1, n)
    need = 600 if mean < 1200 else 330
    if n < need:
        err("only %d notes (need %d; mean length %.0f)" % (n, need, mean))
    if n_spans < 8000:
        err("only %d spans (need 8000)" % n_spans)
    big_types = [t for t in type_counts if type_counts[t] >= 15]
    if len(big_types) < 29:
        err("only %d types with >=15 spans: %r" % (len(big_types), sorted(type_counts.items())))
    big_genres = [g for g in genre_counts if genre_counts[g] >= 30]
    if len(big_genres) < 10:
        err("only %d genres with >=30 notes" % len(big_genres))
    frac = n_lc / max(1, n)
    if not 0.12 <= frac <= 0.22:
        err("lower-case share %.3f is not about one in six" % frac)
    print("notes %d  spans %d  mean length %.1f  lowercase %d (%.1f%%)" % (n, n_spans, mean, n_lc, 100 * frac))
    print("genres: " + ", ".join("%s=%d" % (g, genre_counts[g]) for g in sorted(genre_counts)))
    print("types:  " + ", ".join("%s=%d" % (t, type_counts[t]) for t in sorted(type_counts)))
    if errors:
        for e in errors[:50]:
            print("ERROR", e)
        print("%d errors" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
