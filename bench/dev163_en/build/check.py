"""Validate bench/dev163_en/notes.jsonl.

Usage (from bench/dev163_en):  python3 build/check.py [notes_path]
Exits non-zero on any failure; prints counts per type and per genre.
"""
import collections
import json
import os
import re
import sys

TYPES = {
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

MIN_NOTES = 330
MIN_NOTES_SHORT = 600
SHORT_MEAN = 1200
MIN_SPANS = 8000
MIN_PER_TYPE = 15
MIN_GENRES = 12
MIN_PER_GENRE = 30
LOWER_RANGE = (0.11, 0.23)
EDGE_BAD = set(" \t\n,;:.!?\"')]}")
LEAD_BAD = set(" \t\n,;:.!?\"')]}[{")
PRIVATE_IP = re.compile(r"^(10\.\d{1,3}\.\d{1,3}\.\d{1,3}|172\.(1[6-9]|2\d|3[01])\.\d{1,3}\.\d{1,3}|192\.168\.\d{1,3}\.\d{1,3})$")


def fail(errors, msg):
    errors.append(msg)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(here), "notes.jsonl")
    errors = []
    by_type = collections.Counter()
    by_genre = collections.Counter()
    spans_by_genre = collections.Counter()
    ids = set()
    n_lower = 0
    total_chars = 0
    n_spans = 0
    countries = collections.Counter()
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    if lines and lines[-1] == "":
        lines = lines[:-1]
    for ln, line in enumerate(lines, 1):
        try:
            rec = json.loads(line)
        except ValueError as e:
            fail(errors, "line %d: bad JSON (%s)" % (ln, e))
            continue
        nid = rec.get("id", "?")
        if set(rec) != {"id", "text", "spans", "meta"}:
            fail(errors, "%s: unexpected keys %s" % (nid, sorted(rec)))
        if not re.match(r"^dev163-\d{4}$", nid) or nid in ids:
            fail(errors, "%s: bad or duplicate id" % nid)
        ids.add(nid)
        text = rec["text"]
        meta = rec["meta"]
        if meta.get("source") != "dev163-en":
            fail(errors, "%s: bad meta.source" % nid)
        if meta.get("country") not in ("US", "CA"):
            fail(errors, "%s: bad meta.country" % nid)
        countries[meta.get("country")] += 1
        if not isinstance(meta.get("lowercase"), bool):
            fail(errors, "%s: meta.lowercase not bool" % nid)
        if meta.get("lowercase"):
            n_lower += 1
            if text != text.lower():
                fail(errors, "%s: lowercase note has upper-case characters" % nid)
        if "{" in text or "}" in text:
            fail(errors, "%s: template brace left in text" % nid)
        genre = meta.get("genre")
        by_genre[genre] += 1
        total_chars += len(text)
        prev_end = -1
        last_start = -1
        for sp in rec["spans"]:
            n_spans += 1
            if list(sp) != ["start", "end", "label", "type", "text"]:
                fail(errors, "%s: span keys %s" % (nid, list(sp)))
            s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                fail(errors, "%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != st:
                fail(errors, "%s: offset text mismatch %r vs %r" % (nid, text[s:e], st))
            if TYPES.get(typ) != lab:
                fail(errors, "%s: invalid label/type %s/%s" % (nid, lab, typ))
            if not st or st != st.strip():
                fail(errors, "%s: empty or whitespace-edged span %r" % (nid, st))
            if st[-1] in EDGE_BAD and not (typ in ("PATIENT", "DOCTOR", "FAMILY") and st.endswith(".")):
                fail(errors, "%s: span ends with punctuation %r (%s)" % (nid, st, typ))
            if st[0] in LEAD_BAD:
                fail(errors, "%s: span starts with punctuation %r (%s)" % (nid, st, typ))
            if st[0] == "(" and typ not in ("PHONE", "FAX"):
                fail(errors, "%s: span starts with bracket %r" % (nid, st))
            if s < last_start:
                fail(errors, "%s: spans not sorted" % nid)
            if s < prev_end:
                fail(errors, "%s: overlapping spans at %d" % (nid, s))
            # the characters just outside a span must not continue a word
            if s > 0 and text[s - 1].isalnum() and typ not in ("AGE", "PHONE"):
                fail(errors, "%s: span %r glued to preceding text" % (nid, st))
            if e < len(text) and text[e].isalnum() and typ not in ("AGE", "DATE", "PATIENT", "DOCTOR"):
                fail(errors, "%s: span %r glued to following text" % (nid, st))
            prev_end = max(prev_end, e)
            last_start = s
            by_type[typ] += 1
            spans_by_genre[genre] += 1
            # fictional-data guards
            low = st.lower()
            if typ in ("PHONE", "FAX"):
                core_no = re.sub(r"\s*(ext\.?|x)\s*\d+$", "", low)
                dg = re.sub(r"\D", "", core_no)
                if len(dg) == 11 and dg[0] == "1":
                    dg = dg[1:]
                if len(dg) >= 7 and dg[-7:-4] != "555":
                    fail(errors, "%s: phone/fax not on a 555 exchange %r" % (nid, st))
            if typ == "EMAIL" and not re.search(r"@example\.(com|org|net)$", low):
                fail(errors, "%s: e-mail outside example domains %r" % (nid, st))
            if typ == "URL" and not re.search(r"(^|[/.])example\.(com|org|net)(/|$)", low):
                fail(errors, "%s: URL outside example domains %r" % (nid, st))
            if typ == "IPADDR" and not PRIVATE_IP.match(st):
                fail(errors, "%s: IP not private %r" % (nid, st))
            if typ == "SSN" and not (st.startswith("9") or st.startswith("000")):
                fail(errors, "%s: SSN/SIN must begin with 9 or 000 %r" % (nid, st))
    n = len(lines)
    mean = total_chars / float(n) if n else 0.0
    need = MIN_NOTES if mean >= SHORT_MEAN else MIN_NOTES_SHORT
    if n < need:
        fail(errors, "only %d notes (need %d; mean %.0f chars)" % (n, need, mean))
    if n_spans < MIN_SPANS:
        fail(errors, "only %d spans (need %d)" % (n_spans, MIN_SPANS))
    for t in sorted(TYPES):
        if by_type[t] < MIN_PER_TYPE:
            fail(errors, "type %s only %d times (need %d)" % (t, by_type[t], MIN_PER_TYPE))
    big = [g for g in by_genre if by_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        fail(errors, "only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / float(n) if n else 0.0
    if not (LOWER_RANGE[0] <= frac <= LOWER_RANGE[1]):
        fail(errors, "lower-case fraction %.3f outside %s" % (frac, LOWER_RANGE))

    print("notes: %d   spans: %d   mean chars: %.0f   lower-cased: %d (%.1f%%)   countries: %s"
          % (n, n_spans, mean, n_lower, 100 * frac, dict(sorted(countries.items()))))
    print("\nper type:")
    for t in sorted(TYPES, key=lambda x: (TYPES[x], x)):
        print("  %-6s %-15s %6d" % (TYPES[t], t, by_type[t]))
    print("  smallest: %s %d" % min(((t, by_type[t]) for t in sorted(TYPES)), key=lambda x: x[1]))
    print("\nper genre (notes / spans):")
    for g in sorted(by_genre):
        print("  %-22s %4d %6d" % (g, by_genre[g], spans_by_genre[g]))
    if errors:
        print("\nFAILED: %d problem(s)" % len(errors))
        for e in errors[:60]:
            print("  " + e)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
