#!/usr/bin/env python3
"""Validate dev177_en/notes.jsonl against the annotation guideline's span rules and the set's size targets.

Usage: python3 build/check.py [path/to/notes.jsonl]     exit status 0 = all checks passed
"""
import ipaddress
import json
import os
import re
import sys

sys.dont_write_bytecode = True

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
NOTE_KEYS = ["id", "text", "spans", "meta"]
SPAN_KEYS = ["start", "end", "label", "type", "text"]
META_KEYS = ["source", "genre", "lowercase", "country"]
COUNTRIES = ["AU", "NZ", "US"]
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30
LOWER_RANGE = (0.12, 0.22)
EMAIL_RE = re.compile(r"^[A-Za-z0-9._%+-]+@example\.(com|org|net)$", re.I)
URL_RE = re.compile(r"^(https?://)?([a-z0-9-]+\.)*example\.(com|org|net)(/\S*)?$", re.I)
SSN_RE = re.compile(r"^(9\d\d|000)-\d\d-\d{4}$")


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "notes.jsonl")
    errors = []

    def err(msg):
        if len(errors) < 50:
            errors.append(msg)
        else:
            errors.append("...")
            raise SystemExit(report(errors))

    with open(path, "rb") as f:
        raw = f.read()
    if not raw.endswith(b"\n"):
        err("file does not end with a newline")
    if b"\r" in raw:
        err("carriage return found")
    lines = raw.decode("utf-8").split("\n")[:-1]
    per_type = {t: 0 for t in sorted(TYPES)}
    per_genre = {}
    n_spans = 0
    n_lower = 0
    total_len = 0
    for i, line in enumerate(lines):
        where = "line %d" % (i + 1)
        try:
            nt = json.loads(line)
        except ValueError as e:
            err("%s: invalid JSON (%s)" % (where, e))
            continue
        if not isinstance(nt, dict) or list(nt.keys()) != NOTE_KEYS:
            err("%s: note keys must be %s" % (where, NOTE_KEYS))
            continue
        if json.dumps(nt, ensure_ascii=False) != line:
            err("%s: line is not in canonical json.dumps form" % where)
        want = "dev177-%04d" % (i + 1)
        if nt["id"] != want:
            err("%s: id %r, expected %r" % (where, nt["id"], want))
        text = nt["text"]
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % where)
            continue
        total_len += len(text)
        meta = nt["meta"]
        if not isinstance(meta, dict) or list(meta.keys()) != META_KEYS:
            err("%s: meta keys must be %s" % (where, META_KEYS))
            continue
        if meta["source"] != "dev177-en":
            err("%s: meta.source %r" % (where, meta["source"]))
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            err("%s: bad genre" % where)
        if meta["country"] not in COUNTRIES:
            err("%s: bad country %r" % (where, meta["country"]))
        if not isinstance(meta["lowercase"], bool):
            err("%s: meta.lowercase must be a bool" % where)
        per_genre[meta["genre"]] = per_genre.get(meta["genre"], 0) + 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case characters" % where)
        prev_end = -1
        prev_start = -1
        if not isinstance(nt["spans"], list):
            err("%s: spans must be a list" % where)
            continue
        for j, sp in enumerate(nt["spans"]):
            sw = "%s span %d" % (where, j)
            if not isinstance(sp, dict) or list(sp.keys()) != SPAN_KEYS:
                err("%s: span keys must be %s" % (sw, SPAN_KEYS))
                continue
            s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int)) or isinstance(s, bool) or isinstance(e, bool):
                err("%s: offsets must be ints" % sw)
                continue
            if not (0 <= s < e <= len(text)):
                err("%s: offsets out of range" % sw)
                continue
            if text[s:e] != st:
                err("%s: text mismatch %r != %r" % (sw, text[s:e], st))
            if typ not in TYPES:
                err("%s: unknown type %r" % (sw, typ))
                continue
            if TYPES[typ] != lab:
                err("%s: label %r does not match type %r" % (sw, lab, typ))
            if s < prev_end:
                err("%s: overlaps previous span" % sw)
            if s < prev_start:
                err("%s: spans not sorted by start" % sw)
            prev_end, prev_start = e, s
            if st != st.strip():
                err("%s: span starts or ends with whitespace %r" % (sw, st))
            if st[-1] in ",;:!?\"'" or st[0] in ",;:.!?\"'":
                err("%s: span takes in surrounding punctuation %r" % (sw, st))
            if st.endswith(")") and "(" not in st or st.startswith("(") and ")" not in st:
                err("%s: unbalanced bracket %r" % (sw, st))
            if st.endswith("]") or st.startswith("["):
                err("%s: bracket at span edge %r" % (sw, st))
            if s > 0 and text[s - 1].isalnum():
                err("%s: span starts inside a word %r" % (sw, st))
            if typ != "AGE" and e < len(text) and text[e].isalnum():
                err("%s: span ends inside a word %r" % (sw, st))
            if meta["lowercase"] and st != st.lower():
                err("%s: lowercase note with upper-case span" % sw)
            # fictional contacts only
            if typ in ("PHONE", "FAX") and "555" not in st:
                err("%s: phone/fax outside 555 range %r" % (sw, st))
            if typ == "EMAIL" and not EMAIL_RE.match(st):
                err("%s: e-mail not on example domains %r" % (sw, st))
            if typ == "URL" and not URL_RE.match(st):
                err("%s: URL not on example domains %r" % (sw, st))
            if typ == "IPADDR":
                try:
                    if not ipaddress.ip_address(st).is_private:
                        err("%s: IP not private %r" % (sw, st))
                except ValueError:
                    err("%s: bad IP %r" % (sw, st))
            if typ == "SSN" and not SSN_RE.match(st):
                err("%s: SSN must start 9xx or 000 %r" % (sw, st))
            per_type[typ] += 1
            n_spans += 1
    n = len(lines)
    mean = total_len / float(n) if n else 0.0
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        err("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    if n_spans < MIN_SPANS:
        err("only %d spans (need %d)" % (n_spans, MIN_SPANS))
    for t in sorted(per_type):
        if per_type[t] < MIN_PER_TYPE:
            err("type %s has %d spans (need %d)" % (t, per_type[t], MIN_PER_TYPE))
    big = sorted(g for g in per_genre if per_genre[g] >= MIN_PER_GENRE)
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    share = n_lower / float(n) if n else 0.0
    if not (LOWER_RANGE[0] <= share <= LOWER_RANGE[1]):
        err("lower-case share %.3f outside %s" % (share, LOWER_RANGE))
    print("notes %d  mean length %.0f  spans %d  lower-case %d (%.1f%%)" % (n, mean, n_spans, n_lower, 100 * share))
    print("genres: " + ", ".join("%s %d" % (g, per_genre[g]) for g in sorted(per_genre)))
    print("types: " + ", ".join("%s %d" % (t, per_type[t]) for t in sorted(per_type)))
    return report(errors)


def report(errors):
    if errors:
        for e in errors:
            print("ERROR: " + e)
        print("FAILED (%d problems)" % len(errors))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
