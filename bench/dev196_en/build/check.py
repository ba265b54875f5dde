"""Validate /work/main/bench/dev196_en/notes.jsonl (author 196). Exit status 1 on any error.

Usage: python3 build/check.py [path]
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")

# label of every fine type, as in docs/annotation_guideline.md
TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
EXAMPLE = re.compile(r"(^|\.)example\.(com|org|net)$")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
IP_RE = re.compile(r"(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s|)]+|[a-z0-9-]+\.example\.(?:com|org|net)/[^\s|)]*", re.I)
PHONE_RE = re.compile(r"(?<![A-Za-z0-9])(?:\+?\d[\d ().-]{0,8}[ ().-])?555[ .-]?\d{4}(?!\d)")
ABBREV_END = re.compile(r"(^|[\s.])[A-Za-z]{1,3}\.$")

errors = []


def err(msg):
    errors.append(msg)


def private_ip(s):
    try:
        a = [int(p) for p in s.split(".")]
    except ValueError:
        return False
    if len(a) != 4 or any(p < 0 or p > 255 for p in a):
        return False
    return a[0] == 10 or (a[0] == 192 and a[1] == 168) or (a[0] == 172 and 16 <= a[1] <= 31)


def url_host(u):
    h = re.sub(r"^https?://", "", u, flags=re.I)
    return h.split("/")[0].split(":")[0].lower()


def check_contact(nid, s):
    t, v = s["type"], s["text"]
    if t in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", v):
            err("%s: %s not in 555 range: %r" % (nid, t, v))
    elif t == "EMAIL":
        if "@" not in v or not EXAMPLE.search(v.split("@")[-1].lower()):
            err("%s: e-mail not on example domains: %r" % (nid, v))
    elif t == "URL":
        if not EXAMPLE.search(url_host(v)):
            err("%s: URL not on example domains: %r" % (nid, v))
    elif t == "IPADDR":
        if not private_ip(v):
            err("%s: IP not private: %r" % (nid, v))
    elif t == "SSN":
        d = re.sub(r"\D", "", v)
        if not (d.startswith("9") or d.startswith("000")):
            err("%s: SSN-like number not 9xx/000: %r" % (nid, v))


def check_edges(nid, s):
    v = s["text"]
    if v != v.strip():
        err("%s: span has outer whitespace: %r" % (nid, v))
    if v[:1] in "\"'[{,;:." or (v[:1] == "(" and ")" not in v):
        err("%s: span starts with punctuation: %r" % (nid, v))
    if v[-1:] in "\"'],;:!?}" or (v[-1:] == ")" and "(" not in v):
        err("%s: span ends with punctuation: %r" % (nid, v))
    if v.endswith(".") and not ABBREV_END.search(v):
        err("%s: span ends with a full stop: %r" % (nid, v))
    if s["type"] in ("PATIENT", "DOCTOR", "FAMILY") and re.match(r"(?i)(dr|mr|mrs|ms|miss|prof)\.?\s", v):
        err("%s: title inside name span: %r" % (nid, v))
    if s["type"] in ("PATIENT", "DOCTOR", "FAMILY") and re.search(r"(?i),\s*(md|do|rn|pa-c|pt|dpt|frcs.*|mrcsi|misc?p)$", v):
        err("%s: credential inside name span: %r" % (nid, v))
    if s["type"] in ("PATIENT", "DOCTOR", "FAMILY") and v.endswith("'s"):
        err("%s: possessive inside name span: %r" % (nid, v))


def covered(spans, a, b, types):
    for s in spans:
        if s["start"] <= a and b <= s["end"] and s["type"] in types:
            return True
    return False


def main():
    rows = []
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                rows.append(json.loads(line))
            except ValueError as e:
                err("line %d: bad JSON (%s)" % (ln, e))
    type_n = collections.Counter()
    genre_n = collections.Counter()
    country_n = collections.Counter()
    n_lower = 0
    total_len = 0
    for i, r in enumerate(rows):
        want = "dev196-%04d" % (i + 1)
        if list(r.keys()) != ["id", "text", "spans", "meta"]:
            err("%s: fields %r" % (r.get("id"), list(r.keys())))
        nid = r.get("id")
        if nid != want:
            err("id %r, expected %r" % (nid, want))
        text = r.get("text", "")
        total_len += len(text)
        meta = r.get("meta", {})
        if sorted(meta.keys()) != ["country", "genre", "lowercase", "source"]:
            err("%s: meta keys %r" % (nid, sorted(meta.keys())))
        if meta.get("source") != "dev196-en":
            err("%s: source %r" % (nid, meta.get("source")))
        if meta.get("country") not in ("US", "IE"):
            err("%s: country %r" % (nid, meta.get("country")))
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: lowercase not bool" % nid)
        genre_n[meta.get("genre")] += 1
        country_n[meta.get("country")] += 1
        if meta.get("lowercase"):
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case characters" % nid)
        elif text == text.lower():
            err("%s: note is all lower-case but meta.lowercase is false" % nid)
        if "\r" in text:
            err("%s: carriage return in text" % nid)
        spans = r.get("spans", [])
        prev_end = -1
        prev_start = -1
        for s in spans:
            if list(s.keys()) != ["start", "end", "label", "type", "text"]:
                err("%s: span fields %r" % (nid, list(s.keys())))
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err("%s: bad offsets %r" % (nid, s))
                continue
            if text[a:b] != s["text"]:
                err("%s: offset text mismatch %r vs %r" % (nid, text[a:b], s["text"]))
            if a < prev_start:
                err("%s: spans not sorted at %d" % (nid, a))
            if a < prev_end:
                err("%s: overlapping spans at %d" % (nid, a))
            prev_start, prev_end = a, b
            if s["type"] not in TYPES:
                err("%s: unknown type %r" % (nid, s["type"]))
            elif TYPES[s["type"]] != s["label"]:
                err("%s: label %r does not match type %r" % (nid, s["label"], s["type"]))
            if meta.get("lowercase") and s["text"] != s["text"].lower():
                err("%s: upper-case span in lowercase note %r" % (nid, s["text"]))
            check_edges(nid, s)
            check_contact(nid, s)
            type_n[s["type"]] += 1
        # completeness of machine-detectable contacts
        for m in EMAIL_RE.finditer(text):
            if not covered(spans, m.start(), m.end(), ("EMAIL",)):
                err("%s: e-mail not annotated: %r" % (nid, m.group()))
            if not EXAMPLE.search(m.group().split("@")[-1].lower()):
                err("%s: non-fictional e-mail in text: %r" % (nid, m.group()))
        for m in IP_RE.finditer(text):
            if not covered(spans, m.start(), m.end(), ("IPADDR",)):
                err("%s: IP not annotated: %r" % (nid, m.group()))
        for m in URL_RE.finditer(text):
            if not covered(spans, m.start(), m.end(), ("URL",)):
                err("%s: URL not annotated: %r" % (nid, m.group()))
        for m in PHONE_RE.finditer(text):
            if not covered(spans, m.start() + len(m.group()) - 4, m.end(), ("PHONE", "FAX")):
                err("%s: 555 number not annotated: %r" % (nid, m.group()))

    n = len(rows)
    n_spans = sum(type_n.values())
    mean = total_len / max(n, 1)
    need_notes = 600 if mean < 1200 else 330
    if n < need_notes:
        err("only %d notes (need %d at mean length %.0f)" % (n, need_notes, mean))
    if n_spans < 8000:
        err("only %d spans (need 8000)" % n_spans)
    rich = [t for t in type_n if type_n[t] >= 15]
    if len(rich) < 29:
        err("only %d types with >= 15 spans: %r" % (len(rich), sorted(type_n.items())))
    big = [g for g in genre_n if genre_n[g] >= 30]
    if len(big) < 10:
        err("only %d genres with >= 30 notes" % len(big))
    frac = n_lower / max(n, 1)
    if not 0.10 <= frac <= 0.25:
        err("lower-case share %.3f is not about one in six" % frac)
    for c in ("US", "IE"):
        if country_n[c] == 0:
            err("no notes for country %s" % c)

    print("notes: %d  spans: %d  mean length: %.1f chars  lower-case: %d (%.1f%%)" % (n, n_spans, mean, n_lower, 100 * frac))
    print("countries: " + ", ".join("%s=%d" % kv for kv in sorted(country_n.items())))
    print("genres: " + ", ".join("%s=%d" % kv for kv in sorted(genre_n.items())))
    print("types: " + ", ".join("%s=%d" % kv for kv in sorted(type_n.items(), key=lambda kv: (-kv[1], kv[0]))))
    if errors:
        for e in errors[:60]:
            print("ERROR", e)
        print("%d error(s)" % len(errors))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
