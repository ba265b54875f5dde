"""Validate bench/dev195_en/notes.jsonl.

Usage: python3 build/check.py [path]
Exits non-zero and lists the problems when any check fails.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# fine type -> label, as in docs/annotation_guideline.md
GUIDE = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS = 8000
MIN_TYPES, MIN_PER_TYPE = 29, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_RANGE = (0.10, 0.25)   # "about one note in six"

FICT_DOMAIN = re.compile(r"(^|\.)example\.(com|org|net)$")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
URL_RE = re.compile(r"(https?://[^\s,;)]+|www\.[^\s,;)]+|\b[a-z0-9-]+\.example\.(?:com|org|net)\S*)", re.I)
IP_RE = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")
PHONE_RE = re.compile(r"(?<![\w/.-])(?:\+\d{1,3}[ -]?)?(?:\(0?\d{1,4}\)[ -]?|\b0\d{1,4}[ -])?\d{3,4}[ -]\d{3,4}(?![\w/.-])"
                      r"|\b\d{3}-\d{3}-\d{4}\b")


def private_ip(s):
    try:
        p = [int(x) for x in s.split(".")]
    except ValueError:
        return False
    if len(p) != 4 or any(x < 0 or x > 255 for x in p):
        return False
    return p[0] == 10 or (p[0] == 192 and p[1] == 168) or (p[0] == 172 and 16 <= p[1] <= 31)


def url_host(u):
    h = re.sub(r"^https?://", "", u, flags=re.I)
    return h.split("/")[0].split(":")[0].lower()


def fictional(sp):
    t, s = sp["type"], sp["text"]
    if t in ("PHONE", "FAX"):
        return "555" in re.sub(r"\D", "", s)
    if t == "EMAIL":
        return "@" in s and bool(FICT_DOMAIN.search(s.split("@", 1)[1].lower()))
    if t == "URL":
        return bool(FICT_DOMAIN.search(url_host(s)))
    if t == "IPADDR":
        return private_ip(s)
    if t == "SSN":
        compact = re.sub(r"[\s-]", "", s).upper()
        if compact.isdigit() or re.fullmatch(r"\d{9}[A-Z]", compact):
            return compact.startswith("9") or compact.startswith("000")
        # UK National Insurance style: first letter never issued (D F I Q U V)
        return bool(re.fullmatch(r"[DFIQUV][A-Z]\d{6}[A-D]", compact))
    return True


def edge_ok(s):
    if not s or s != s.strip():
        return False
    if s[0] in ",;:\"'[{" or (s[0] == "(" and ")" not in s):
        return False
    if s[-1] in ",;:\"]}" or (s[-1] == ")" and "(" not in s):
        return False
    if s[-1] == "'" and not s.endswith("s'"):
        return False
    if s[-1] == "." and not (len(s) >= 2 and s[-2].isalpha() and "." in s[:-1]):
        return False
    return True


def main(path):
    errs = []

    def err(msg):
        if len(errs) < 200:
            errs.append(msg)

    recs = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                recs.append(json.loads(line))
            except ValueError as e:
                err("line %d: bad JSON (%s)" % (ln, e))
    type_count = collections.Counter()
    genre_count = collections.Counter()
    country_count = collections.Counter()
    nlower = 0
    total_len = 0
    for i, r in enumerate(recs):
        rid = r.get("id")
        if rid != "dev195-%04d" % (i + 1):
            err("record %d: id %r out of sequence" % (i + 1, rid))
        if sorted(r.keys()) != ["id", "meta", "spans", "text"]:
            err("%s: unexpected fields %s" % (rid, sorted(r.keys())))
        text = r.get("text", "")
        total_len += len(text)
        meta = r.get("meta", {})
        if sorted(meta.keys()) != ["country", "genre", "lowercase", "source"]:
            err("%s: meta fields %s" % (rid, sorted(meta.keys())))
        if meta.get("source") != "dev195-en":
            err("%s: meta.source %r" % (rid, meta.get("source")))
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: meta.lowercase not boolean" % rid)
        if meta.get("country") not in ("UK", "AU"):
            err("%s: meta.country %r" % (rid, meta.get("country")))
        genre_count[meta.get("genre")] += 1
        country_count[meta.get("country")] += 1
        if meta.get("lowercase"):
            nlower += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case characters" % rid)
        prev_end, prev_start = -1, -1
        covered = [False] * len(text)
        for sp in r.get("spans", []):
            if sorted(sp.keys()) != ["end", "label", "start", "text", "type"]:
                err("%s: span fields %s" % (rid, sorted(sp.keys())))
                continue
            st, en = sp["start"], sp["end"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: bad offsets %r" % (rid, sp))
                continue
            if text[st:en] != sp["text"]:
                err("%s: offset mismatch %r vs %r" % (rid, text[st:en], sp["text"]))
            if st < prev_start:
                err("%s: spans not sorted at %d" % (rid, st))
            if st < prev_end:
                err("%s: overlapping spans at %d" % (rid, st))
            prev_start, prev_end = st, en
            if sp["type"] not in GUIDE:
                err("%s: unknown type %r" % (rid, sp["type"]))
            elif GUIDE[sp["type"]] != sp["label"]:
                err("%s: label %r does not match type %r" % (rid, sp["label"], sp["type"]))
            if not edge_ok(sp["text"]):
                err("%s: span edge whitespace/punctuation %r" % (rid, sp["text"]))
            if meta.get("lowercase") and sp["text"] != sp["text"].lower():
                err("%s: upper-case span text in lowercase note %r" % (rid, sp["text"]))
            if not fictional(sp):
                err("%s: non-fictional %s %r" % (rid, sp["type"], sp["text"]))
            if sp["type"] == "DATE" and re.search(r"\d{1,2}:\d{2}", sp["text"]):
                err("%s: time of day inside DATE span %r" % (rid, sp["text"]))
            for k in range(st, en):
                covered[k] = True
            type_count[sp["type"]] += 1
        # contact-like strings anywhere in the text must be fictional and annotated
        for m in EMAIL_RE.finditer(text):
            if not FICT_DOMAIN.search(m.group(0).split("@", 1)[1].lower()):
                err("%s: non-fictional e-mail in text %r" % (rid, m.group(0)))
            if not all(covered[m.start():m.end()]):
                err("%s: e-mail not annotated %r" % (rid, m.group(0)))
        for m in IP_RE.finditer(text):
            if not private_ip(m.group(0)):
                err("%s: non-private IP in text %r" % (rid, m.group(0)))
            if not all(covered[m.start():m.end()]):
                err("%s: IP not annotated %r" % (rid, m.group(0)))
        for m in PHONE_RE.finditer(text):
            if not any(covered[m.start():m.end()]):
                err("%s: phone-like number not annotated %r" % (rid, m.group(0)))
        for m in URL_RE.finditer(text):
            if "@" in text[max(0, m.start() - 40):m.start()] and not text[m.start() - 1].isspace():
                continue  # domain part of an e-mail
            if not FICT_DOMAIN.search(url_host(m.group(0).rstrip("."))):
                err("%s: non-fictional URL in text %r" % (rid, m.group(0)))

    n = len(recs)
    nspans = sum(type_count.values())
    mean_len = total_len / n if n else 0
    need_notes = MIN_NOTES_SHORT if mean_len < SHORT_MEAN else MIN_NOTES
    if n < need_notes:
        err("only %d notes (need %d at mean length %.0f)" % (n, need_notes, mean_len))
    if nspans < MIN_SPANS:
        err("only %d spans (need %d)" % (nspans, MIN_SPANS))
    rich_types = [t for t, k in type_count.items() if k >= MIN_PER_TYPE]
    if len(rich_types) < MIN_TYPES:
        err("only %d types with >= %d spans" % (len(rich_types), MIN_PER_TYPE))
    rich_genres = [g for g, k in genre_count.items() if k >= MIN_PER_GENRE]
    if len(rich_genres) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(rich_genres), MIN_PER_GENRE))
    frac = nlower / n if n else 0
    if not (LOWER_RANGE[0] <= frac <= LOWER_RANGE[1]):
        err("lower-case share %.3f outside %s" % (frac, LOWER_RANGE))

    print("notes: %d   spans: %d   mean length: %.1f chars   lower-case notes: %d" % (n, nspans, mean_len, nlower))
    print("countries: " + ", ".join("%s %d" % kv for kv in sorted(country_count.items())))
    print("genres:")
    for g, k in sorted(genre_count.items()):
        print("  %-44s %d" % (g, k))
    print("spans per type:")
    for t, k in sorted(type_count.items(), key=lambda kv: (-kv[1], kv[0])):
        print("  %-16s %-10s %d" % (t, GUIDE.get(t, "?"), k))
    if errs:
        print("\nFAILED - %d problem(s):" % len(errs))
        for e in errs:
            print("  " + e)
        return 1
    print("\nOK - all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else DEFAULT))
