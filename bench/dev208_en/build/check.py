"""Validate /work/main/bench/dev208_en/notes.jsonl (author 208). Standard library only.

Usage: python3 build/check.py [path]
Exit status 0 when every check passes, 1 otherwise.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")

TYPES = {
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
MIN_SPANS, MIN_TYPES, MIN_PER_TYPE = 8000, 29, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
EDGE_PUNCT = set(",;:!?\"'()[]{}<>")
TITLES = ("dr.", "dr ", "mr.", "mr ", "mrs.", "mrs ", "ms.", "ms ", "mx.", "prof.", "prof ", "hon.", "judge ")
CREDS = re.compile(r"(,|\s)(md|do|rn|np|pa-c|lcsw|msw|lmsw|licsw|lsw|ccm|bsn|pt|dpt|otr/l|ot|lpn|esq\.?)$", re.I)
FICT_DOMAIN = re.compile(r"(^|\.)example\.(com|org|net)$", re.I)
PHONE_OK = re.compile(r"(^|\D)555[-. )]*\d{4}(\D|$)")

errors = []


def err(msg):
    errors.append(msg)


def private_ip(s):
    parts = s.split(".")
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 192 and b == 168) or (a == 172 and 16 <= b <= 31)


def url_host(u):
    u = re.sub(r"^[a-z]+://", "", u.lower())
    return u.split("/")[0].split(":")[0]


def check_contact(nid, sp):
    t, typ = sp["text"], sp["type"]
    if typ in ("PHONE", "FAX") and not PHONE_OK.search(t):
        err("%s: non-fictional %s %r" % (nid, typ, t))
    elif typ == "EMAIL":
        if t.count("@") != 1 or not FICT_DOMAIN.search(t.split("@")[1]):
            err("%s: non-fictional e-mail %r" % (nid, t))
    elif typ == "URL" and not FICT_DOMAIN.search(url_host(t)):
        err("%s: non-fictional URL %r" % (nid, t))
    elif typ == "IPADDR" and not private_ip(t):
        err("%s: non-private IP %r" % (nid, t))
    elif typ == "SSN":
        d = re.sub(r"\D", "", t)
        if len(d) != 9 or not (d.startswith("9") or d.startswith("000")):
            err("%s: SSN not in 9xx/000 range %r" % (nid, t))


def check_edges(nid, sp):
    t = sp["text"]
    if t != t.strip() or not t:
        err("%s: span with outer whitespace %r" % (nid, t))
        return
    if "\n" in t:
        err("%s: span across a line break %r" % (nid, t))
    if t[0] in EDGE_PUNCT and not (t[0] == "(" and sp["type"] in ("PHONE", "FAX")):
        err("%s: span starts with punctuation %r" % (nid, t))
    if t[-1] in EDGE_PUNCT or t[-1] == ",":
        err("%s: span ends with punctuation %r" % (nid, t))
    if t.endswith(".") and len(t.split()[-1]) > 4:
        err("%s: span ends with a full stop %r" % (nid, t))
    if sp["type"] in ("PATIENT", "DOCTOR", "FAMILY"):
        if t.lower().startswith(TITLES):
            err("%s: title inside name span %r" % (nid, t))
        if CREDS.search(t) and len(t.split()) > 1:
            err("%s: credential inside name span %r" % (nid, t))
        if t.endswith("'s"):
            err("%s: possessive inside name span %r" % (nid, t))


def main():
    rows = []
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                rows.append(json.loads(line))
            except ValueError as e:
                err("line %d: bad JSON (%s)" % (ln, e))
    type_count = collections.Counter()
    genre_count = collections.Counter()
    n_lower = 0
    total_len = 0
    for i, row in enumerate(rows):
        want = "dev208-%04d" % (i + 1)
        nid = row.get("id")
        if nid != want:
            err("row %d: id %r, expected %r" % (i + 1, nid, want))
        if sorted(row) != ["id", "meta", "spans", "text"]:
            err("%s: fields %r" % (nid, sorted(row)))
            continue
        text, meta = row["text"], row["meta"]
        total_len += len(text)
        if not isinstance(meta, dict) or sorted(meta) != ["country", "genre", "lowercase", "source"]:
            err("%s: meta fields %r" % (nid, meta))
            continue
        if meta["source"] != "dev208-en":
            err("%s: source %r" % (nid, meta["source"]))
        if not isinstance(meta["lowercase"], bool):
            err("%s: lowercase flag not boolean" % nid)
        if not meta["genre"] or not meta["country"]:
            err("%s: empty genre/country" % nid)
        genre_count[meta["genre"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err("%s: flagged lowercase but text has capitals" % nid)
        prev_end = -1
        prev_start = -1
        for sp in row["spans"]:
            if sorted(sp) != ["end", "label", "start", "text", "type"]:
                err("%s: span fields %r" % (nid, sorted(sp)))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != sp["text"]:
                err("%s: offset text mismatch %r vs %r" % (nid, text[s:e], sp["text"]))
            if s < prev_start:
                err("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                err("%s: overlapping spans at %d" % (nid, s))
            prev_start, prev_end = s, e
            if sp["type"] not in TYPES:
                err("%s: unknown type %r" % (nid, sp["type"]))
                continue
            if TYPES[sp["type"]] != sp["label"]:
                err("%s: label %r does not match type %r" % (nid, sp["label"], sp["type"]))
            type_count[sp["type"]] += 1
            check_edges(nid, sp)
            check_contact(nid, sp)
            if meta["lowercase"] and sp["text"] != sp["text"].lower():
                err("%s: capitals in lower-case span" % nid)
    n = len(rows)
    mean = total_len / n if n else 0
    n_spans = sum(type_count.values())
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        err("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    if n_spans < MIN_SPANS:
        err("only %d spans (need %d)" % (n_spans, MIN_SPANS))
    rich = [t for t, k in type_count.items() if k >= MIN_PER_TYPE]
    if len(rich) < MIN_TYPES:
        err("only %d types with >= %d spans" % (len(rich), MIN_PER_TYPE))
    big = [g for g, k in genre_count.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    share = n_lower / n if n else 0
    if not 0.12 <= share <= 0.22:
        err("lower-case share %.3f is not about one in six" % share)
    print("notes %d  spans %d  mean length %.1f  lower-case %d" % (n, n_spans, mean, n_lower))
    print("types: " + ", ".join("%s %d" % (t, type_count[t]) for t in sorted(type_count)))
    print("genres: " + ", ".join("%s %d" % (g, genre_count[g]) for g in sorted(genre_count)))
    if errors:
        for e in errors[:50]:
            print("ERROR " + e)
        print("%d error(s)" % len(errors))
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
