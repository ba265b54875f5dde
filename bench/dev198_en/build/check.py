"""Validate bench/dev198_en/notes.jsonl (author 198).

Usage: python3 build/check.py   (exit status 0 when every check passes)
"""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
NOTES = os.path.join(os.path.dirname(HERE), "notes.jsonl")

LABEL_OF = {
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
EX_DOMAINS = ("example.com", "example.org", "example.net")
BAD_EDGE = set(",;:\"'[]{}") | {"(", ")"}

errors = []


def err(msg):
    errors.append(msg)


def fictional_phone(v):
    base = re.sub(r"\s*(ext\.?|x)\s*\d+$", "", v)
    d = re.sub(r"\D", "", base)
    if d.startswith("1") and len(d) == 11:
        d = d[1:]
    elif d.startswith("27") and len(d) == 11:
        d = "0" + d[2:]
    elif d.startswith("270") and len(d) == 12:
        d = d[2:]
    return len(d) == 10 and d[3:6] == "555"


def fictional_email(v):
    m = re.fullmatch(r"[a-z0-9._%+-]+@([a-z0-9.-]+)", v.lower())
    return bool(m) and m.group(1) in EX_DOMAINS


def fictional_url(v):
    host = re.sub(r"^https?://", "", v.lower()).split("/")[0]
    return any(host == dm or host.endswith("." + dm) for dm in EX_DOMAINS)


def private_ip(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return False
    nets = [ipaddress.ip_network(x) for x in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
    return any(ip in n for n in nets)


def fictional_ssn(v):
    d = re.sub(r"\D", "", v)
    if len(d) == 9:
        return d.startswith("9") or d.startswith("000")
    if len(d) == 13:  # South African ID number form, here only 199x births
        return d.startswith("9")
    return False


def edge_ok(t):
    if not t or t != t.strip():
        return False
    if t[0] in BAD_EDGE and not (t[0] == "(" and ")" in t):
        return False
    if t[-1] in BAD_EDGE and not (t[-1] == ")" and "(" in t):
        return False
    if t.endswith("."):
        # only an initial may end with a dot (J.S., Maria K.)
        if len(t) < 2 or not t[-2].isalpha() or (len(t) > 2 and t[-3].isalpha()):
            return False
    return True


def covered(spans, a, b, types):
    for s in spans:
        if s["start"] <= a and b <= s["end"] and s["type"] in types:
            return True
    return False


def main():
    notes = []
    with open(NOTES, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                err("line %d: bad JSON (%s)" % (ln, e))
    type_count = collections.Counter()
    genre_count = collections.Counter()
    country_count = collections.Counter()
    n_lower = 0
    total_len = 0
    n_spans = 0
    for i, rec in enumerate(notes):
        nid = "dev198-%04d" % (i + 1)
        if set(rec) != {"id", "text", "spans", "meta"}:
            err("%s: fields %s" % (nid, sorted(rec)))
        if rec.get("id") != nid:
            err("record %d: id %r, expected %s" % (i + 1, rec.get("id"), nid))
        text = rec["text"]
        meta = rec["meta"]
        if meta.get("source") != "dev198-en":
            err("%s: meta.source" % nid)
        if not isinstance(meta.get("genre"), str) or not meta["genre"]:
            err("%s: meta.genre" % nid)
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: meta.lowercase" % nid)
        if meta.get("country") not in ("US", "ZA"):
            err("%s: meta.country" % nid)
        genre_count[meta.get("genre")] += 1
        country_count[meta.get("country")] += 1
        total_len += len(text)
        if not text.isascii():
            err("%s: non-ASCII text" % nid)
        if meta.get("lowercase"):
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case characters" % nid)
        prev_end = -1
        prev_start = -1
        for s in rec["spans"]:
            n_spans += 1
            if set(s) != {"start", "end", "label", "type", "text"}:
                err("%s: span fields %s" % (nid, sorted(s)))
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err("%s: bad offsets %r" % (nid, s))
                continue
            if text[a:b] != s["text"]:
                err("%s: offset mismatch %r vs %r" % (nid, text[a:b], s["text"]))
            if a < prev_start:
                err("%s: spans not sorted at %d" % (nid, a))
            if a < prev_end:
                err("%s: overlapping span at %d" % (nid, a))
            prev_start, prev_end = a, b
            t = s["type"]
            if t not in LABEL_OF:
                err("%s: unknown type %r" % (nid, t))
                continue
            if s["label"] != LABEL_OF[t]:
                err("%s: label %s for type %s" % (nid, s["label"], t))
            type_count[t] += 1
            v = s["text"]
            if not edge_ok(v):
                err("%s: bad span edge %r" % (nid, v))
            if meta.get("lowercase") and v != v.lower():
                err("%s: upper-case span in lowercase note %r" % (nid, v))
            if t in ("PHONE", "FAX") and not fictional_phone(v):
                err("%s: non-555 %s %r" % (nid, t, v))
            if t == "EMAIL" and not fictional_email(v):
                err("%s: non-example e-mail %r" % (nid, v))
            if t == "URL" and not fictional_url(v):
                err("%s: non-example URL %r" % (nid, v))
            if t == "IPADDR" and not private_ip(v):
                err("%s: non-private IP %r" % (nid, v))
            if t == "SSN" and not fictional_ssn(v):
                err("%s: SSN-like number not 9xx/000 %r" % (nid, v))
            if t == "AGE" and not re.fullmatch(r"\d{1,3}|[a-z -]+", v.lower()):
                err("%s: odd AGE %r" % (nid, v))
        spans = rec["spans"]
        # every contact-looking string in the text must be inside a fictional span
        for m in re.finditer(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[a-z]{2,}", text):
            if not covered(spans, m.start(), m.end(), ("EMAIL",)):
                err("%s: unannotated e-mail %r" % (nid, m.group()))
        for m in re.finditer(r"(https?://|www\.)\S+", text):
            if not covered(spans, m.start(), m.end() - (1 if m.group()[-1] in ".,;)" else 0),
                           ("URL",)):
                err("%s: unannotated URL %r" % (nid, m.group()))
        for m in re.finditer(r"\b555[-. ]?\d{3,4}\b", text):
            if not covered(spans, m.start(), m.end(), tuple(LABEL_OF)):
                err("%s: unannotated phone-like %r" % (nid, m.group()))
        for m in re.finditer(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b", text):
            if not covered(spans, m.start(), m.end(), ("IPADDR",)):
                err("%s: unannotated IP %r" % (nid, m.group()))
        for m in re.finditer(r"\b(\d{1,2}/\d{1,2}/\d{2,4}|\d{4}-\d{2}-\d{2}|\d{2}\.\d{2}\.\d{4})\b",
                             text):
            if not covered(spans, m.start(), m.end(), ("DATE",)):
                err("%s: unannotated date %r" % (nid, m.group()))
    # size requirements
    nn = len(notes)
    mean = total_len / nn if nn else 0
    if nn < 330:
        err("only %d notes (need 330)" % nn)
    if mean < 1200 and nn < 600:
        err("mean note length %.0f < 1200 and only %d notes (need 600)" % (mean, nn))
    if n_spans < 8000:
        err("only %d spans (need 8000)" % n_spans)
    rich = [t for t in LABEL_OF if type_count[t] >= 15]
    if len(rich) < 29:
        err("only %d types with >=15 spans: missing %s" %
            (len(rich), [t for t in LABEL_OF if type_count[t] < 15]))
    big = [g for g in genre_count if genre_count[g] >= 30]
    if len(big) < 10:
        err("only %d genres with >=30 notes" % len(big))
    share = n_lower / nn if nn else 0
    if not 0.12 <= share <= 0.22:
        err("lower-case share %.3f not about 1/6" % share)
    # module sizes
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py") and os.path.getsize(os.path.join(HERE, fn)) >= 30 * 1024:
            err("module %s is 30 KB or more" % fn)
    print("notes %d, spans %d, mean length %.0f, lower-case %d, countries %s" %
          (nn, n_spans, mean, n_lower, dict(sorted(country_count.items()))))
    print("genres: " + ", ".join("%s %d" % (g, genre_count[g]) for g in sorted(genre_count)))
    print("types: " + ", ".join("%s %d" % (t, type_count[t]) for t in LABEL_OF))
    if errors:
        for e in errors[:60]:
            print("ERROR", e)
        print("%d error(s)" % len(errors))
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
