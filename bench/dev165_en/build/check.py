"""Validate bench/dev165_en/notes.jsonl (run from bench/dev165_en: python3 build/check.py)."""

import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

VALID = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE2LABEL = {t: lab for lab, ts in VALID.items() for t in ts}

MIN_NOTES = 330
MIN_NOTES_SHORT = 600
SHORT_MEAN = 1200
MIN_SPANS = 8000
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30
LOWER_RANGE = (0.12, 0.22)

EMAIL_OK = re.compile(r"@(?:[a-z0-9-]+\.)*example\.(?:com|org|net)$", re.I)
URL_OK = re.compile(r"^(?:https?://)?(?:[a-z0-9-]+\.)*example\.(?:com|org|net)(?:/|$)", re.I)
PRIVATE_IP = re.compile(r"^(?:10\.\d{1,3}|192\.168|172\.(?:1[6-9]|2\d|3[01]))\.\d{1,3}\.\d{1,3}$")


def main():
    errors = []

    def err(msg):
        if len(errors) < 50:
            errors.append(msg)
        else:
            errors.append(None)

    notes = []
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as exc:
                err("line %d: bad JSON (%s)" % (ln, exc))

    per_type = collections.Counter()
    per_genre = collections.Counter()
    per_country = collections.Counter()
    ids = set()
    n_spans = 0
    n_lower = 0
    total_chars = 0
    for k, note in enumerate(notes, 1):
        nid = note.get("id")
        if nid != "dev165-%04d" % k:
            err("%s: id out of sequence" % nid)
        if nid in ids:
            err("%s: duplicate id" % nid)
        ids.add(nid)
        if sorted(note) != ["id", "meta", "spans", "text"]:
            err("%s: unexpected keys %s" % (nid, sorted(note)))
        text = note["text"]
        meta = note["meta"]
        total_chars += len(text)
        if meta.get("source") != "dev165-en":
            err("%s: bad meta.source" % nid)
        if meta.get("country") not in ("US", "CA"):
            err("%s: bad meta.country" % nid)
        if not isinstance(meta.get("genre"), str) or not meta["genre"]:
            err("%s: missing genre" % nid)
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: lowercase flag not a bool" % nid)
        per_genre[meta.get("genre")] += 1
        per_country[meta.get("country")] += 1
        if meta.get("lowercase"):
            n_lower += 1
            if text != text.lower():
                err("%s: flagged lower-case but text has capitals" % nid)
        prev_end = -1
        for sp in note["spans"]:
            n_spans += 1
            s, e, lab, typ, val = sp.get("start"), sp.get("end"), sp.get("label"), sp.get("type"), sp.get("text")
            where = "%s [%s:%s] %s" % (nid, s, e, typ)
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets" % where)
                continue
            if text[s:e] != val:
                err("%s: text mismatch %r != %r" % (where, text[s:e], val))
            if val != val.strip() or not val.strip():
                err("%s: whitespace at edge or empty" % where)
            if TYPE2LABEL.get(typ) != lab:
                err("%s: invalid label/type pair %s/%s" % (where, lab, typ))
            if s < prev_end:
                err("%s: overlaps previous span or out of order" % where)
            prev_end = e
            if val[-1] in ".,;:" or val[0] in ",;:":
                err("%s: punctuation at span edge %r" % (where, val))
            if val[0] in "\"'[" or val[-1] in "\"']":
                err("%s: quote/bracket at span edge %r" % (where, val))
            if val.count("(") != val.count(")"):
                err("%s: unbalanced parenthesis %r" % (where, val))
            if typ == "EMAIL" and not EMAIL_OK.search(val):
                err("%s: e-mail not on example domains %r" % (where, val))
            if typ == "URL" and not URL_OK.search(val):
                err("%s: URL not on example domains %r" % (where, val))
            if typ == "IPADDR" and not PRIVATE_IP.match(val):
                err("%s: IP not private %r" % (where, val))
            if typ in ("PHONE", "FAX") and sum(ch.isdigit() for ch in val) >= 10 and "555" not in val:
                err("%s: phone not on a 555 exchange %r" % (where, val))
            if typ == "SSN":
                d = re.sub(r"\D", "", val)
                if not (d.startswith("9") or d.startswith("000")):
                    err("%s: SSN not in fictional range %r" % (where, val))
            per_type[typ] += 1
            # a span must not start or end inside a word
            if s > 0 and text[s - 1].isalnum() and val[0].isalnum():
                err("%s: span starts inside a word %r" % (where, text[max(0, s - 5):e]))
            if e < len(text) and text[e].isalnum() and val[-1].isalnum() and typ != "AGE":
                err("%s: span ends inside a word %r" % (where, text[s:e + 5]))

    n = len(notes)
    mean = total_chars / n if n else 0
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        err("only %d notes (need %d; mean length %.0f)" % (n, need, mean))
    if n_spans < MIN_SPANS:
        err("only %d spans (need %d)" % (n_spans, MIN_SPANS))
    for typ in TYPE2LABEL:
        if per_type[typ] < MIN_PER_TYPE:
            err("type %s only %d times (need %d)" % (typ, per_type[typ], MIN_PER_TYPE))
    big = [g for g, k in per_genre.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / n if n else 0
    if not LOWER_RANGE[0] <= frac <= LOWER_RANGE[1]:
        err("lower-cased share %.3f outside %s" % (frac, LOWER_RANGE))

    print("notes: %d   spans: %d   mean chars: %.0f   lower-cased: %d (%.1f%%)" % (n, n_spans, mean, n_lower, 100 * frac))
    print("countries: %s" % ", ".join("%s %d" % kv for kv in sorted(per_country.items())))
    print("\nper type:")
    for lab, ts in VALID.items():
        for typ in ts:
            print("  %-10s %-15s %6d" % (lab, typ, per_type[typ]))
    print("  smallest: %s %d" % min(((t, per_type[t]) for t in TYPE2LABEL), key=lambda x: (x[1], x[0])))
    print("\nper genre:")
    for g in sorted(per_genre):
        print("  %-32s %4d" % (g, per_genre[g]))
    if errors:
        print("\nFAILED:")
        for e in errors:
            if e is None:
                print("  ... more errors")
                break
            print("  " + e)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
