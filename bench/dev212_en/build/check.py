"""Validate bench/dev212_en/notes.jsonl. Exit status 1 on any error.

Usage: python3 build/check.py [path/to/notes.jsonl]
"""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

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
FICT_DOMAINS = ("example.com", "example.org", "example.net")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s\"')]+|\b[a-z0-9.-]+\.example\.(?:com|org|net)/[^\s\"')]*", re.I)
IP_RE = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")
PHONE_RE = re.compile(r"(?:\+44|\+64|\(0\d{1,4}\)|\b0\d{1,4})[ -]?555[ -]?\d")

MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS = 330, 600, 8000
MIN_TYPES, MIN_PER_TYPE = 29, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30


def host_ok(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def url_host(u):
    u = re.sub(r"^https?://", "", u, flags=re.I)
    return re.split(r"[/:?#]", u, maxsplit=1)[0]


def check(path):
    errs = []

    def err(msg):
        errs.append(msg)

    recs = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                recs.append(json.loads(line))
            except ValueError as e:
                err("line %d: bad JSON (%s)" % (ln, e))
    type_n = collections.Counter()
    genre_n = collections.Counter()
    n_lower = 0
    total_chars = 0
    for i, r in enumerate(recs):
        rid = r.get("id")
        want = "dev212-%04d" % (i + 1)
        if rid != want:
            err("%s: id should be %s" % (rid, want))
        if sorted(r.keys()) != ["id", "meta", "spans", "text"]:
            err("%s: fields %s" % (rid, sorted(r.keys())))
            continue
        text, spans, meta = r["text"], r["spans"], r["meta"]
        total_chars += len(text)
        if not isinstance(meta, dict) or sorted(meta.keys()) != ["country", "genre", "lowercase", "source"]:
            err("%s: meta fields %s" % (rid, meta))
            continue
        if meta["source"] != "dev212-en":
            err("%s: meta.source" % rid)
        if meta["country"] not in ("UK", "NZ"):
            err("%s: meta.country %r" % (rid, meta["country"]))
        if not isinstance(meta["lowercase"], bool):
            err("%s: meta.lowercase not bool" % rid)
        genre_n[meta["genre"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case text" % rid)
        elif text == text.lower():
            err("%s: note is lower-case but meta.lowercase is false" % rid)
        prev_end = -1
        prev_start = -1
        covered = []
        for s in spans:
            if sorted(s.keys()) != ["end", "label", "start", "text", "type"]:
                err("%s: span fields %s" % (rid, sorted(s.keys())))
                continue
            st, en, lab, typ, st_text = s["start"], s["end"], s["label"], s["type"], s["text"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: bad offsets %r" % (rid, s))
                continue
            if text[st:en] != st_text:
                err("%s: offset mismatch %r vs %r" % (rid, text[st:en], st_text))
            if st < prev_start:
                err("%s: spans not sorted at %d" % (rid, st))
            if st < prev_end:
                err("%s: overlapping span at %d" % (rid, st))
            prev_start, prev_end = st, en
            covered.append((st, en))
            if TYPES.get(typ) != lab:
                err("%s: bad label/type %s/%s" % (rid, lab, typ))
            type_n[typ] += 1
            if st_text != st_text.strip():
                err("%s: span with outer whitespace %r" % (rid, st_text))
            if st_text[0] in ",;:\"'[{" or st_text[-1] in ",;:\"'[{(":
                err("%s: span with outer punctuation %r" % (rid, st_text))
            if st_text[-1] == ")" and "(" not in st_text or st_text[0] == "(" and ")" not in st_text:
                err("%s: span with unbalanced bracket %r" % (rid, st_text))
            if st_text[-1] == "." and st_text.count(".") < 2:
                err("%s: span ending in a full stop %r" % (rid, st_text))
            if meta["lowercase"] and st_text != st_text.lower():
                err("%s: upper-case span in lower-case note" % rid)
            # fictional contacts
            digits = re.sub(r"\D", "", st_text)
            if typ in ("PHONE", "FAX") and "555" not in digits:
                err("%s: %s not in 555 range: %r" % (rid, typ, st_text))
            if typ == "EMAIL":
                if not EMAIL_RE.fullmatch(st_text) or not host_ok(st_text.split("@", 1)[1]):
                    err("%s: non-fictional e-mail %r" % (rid, st_text))
            if typ == "URL" and not host_ok(url_host(st_text)):
                err("%s: non-fictional URL %r" % (rid, st_text))
            if typ == "IPADDR":
                try:
                    ip = ipaddress.ip_address(st_text)
                    nets = ("10.0.0.0/8", "192.168.0.0/16", "172.16.0.0/12")
                    if not any(ip in ipaddress.ip_network(n) for n in nets):
                        err("%s: IP not in private range %r" % (rid, st_text))
                except ValueError:
                    err("%s: bad IP %r" % (rid, st_text))
            if typ == "SSN" and not (digits.startswith("9") or digits.startswith("000")):
                err("%s: SSN-like number not 9xx/000: %r" % (rid, st_text))

        def inside(a, b):
            return any(x <= a and b <= y for x, y in covered)

        for rx, what in ((EMAIL_RE, "e-mail"), (URL_RE, "URL"), (IP_RE, "IP"), (PHONE_RE, "phone")):
            for m in rx.finditer(text):
                a, b = m.start(), m.end()
                while b > a and text[b - 1] in ".,;":
                    b -= 1
                if not inside(a, b):
                    err("%s: untagged %s %r" % (rid, what, text[a:b]))
    n = len(recs)
    mean = total_chars / n if n else 0
    n_spans = sum(type_n.values())
    need = MIN_NOTES if mean >= 1200 else MIN_NOTES_SHORT
    if n < need:
        err("only %d notes (need %d, mean length %.0f)" % (n, need, mean))
    if n_spans < MIN_SPANS:
        err("only %d spans" % n_spans)
    rich = [t for t, k in type_n.items() if k >= MIN_PER_TYPE]
    if len(rich) < MIN_TYPES:
        err("only %d types with >= %d spans: %s" % (len(rich), MIN_PER_TYPE, dict(type_n)))
    big = [g for g, k in genre_n.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / n if n else 0
    if not 0.12 <= frac <= 0.22:
        err("lower-case share %.3f is not about one in six" % frac)
    return errs, dict(notes=n, spans=n_spans, mean_chars=round(mean, 1), lower=n_lower,
                      types=dict(sorted(type_n.items())), genres=dict(sorted(genre_n.items())))


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else DEFAULT
    errs, stats = check(path)
    print(json.dumps(stats, indent=1))
    for e in errs[:60]:
        print("ERROR", e)
    if errs:
        print("%d error(s)" % len(errs))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
