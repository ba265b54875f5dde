"""Validate bench/dev169_en/notes.jsonl. Run from bench/dev169_en: python3 build/check.py"""

import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "notes.jsonl")

VALID = {
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
MIN_NOTES = 330
MIN_NOTES_SHORT = 600
SHORT_MEAN = 1200
MIN_SPANS = 8000
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30
TRAIL_PUNCT = ".,;:)]}\"'"
LEAD_PUNCT = "([{\"'"


def edge_punct(t, typ):
    """True when a span takes in surrounding punctuation."""
    last, first = t[-1], t[0]
    if last == ".":
        # dotted initials (S.J.) keep their final stop
        if not (VALID[typ] == "NAME" and t.count(".") >= 2):
            return True
    elif last == ")":
        if "(" not in t:
            return True
    elif last in TRAIL_PUNCT:
        return True
    if first == "(":
        if ")" not in t:
            return True
    elif first in LEAD_PUNCT:
        return True
    return False


def main():
    errors = []
    notes = []
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            if not line.endswith("\n"):
                errors.append("line %d: no trailing newline" % ln)
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                errors.append("line %d: bad JSON (%s)" % (ln, e))
    ids = Counter(n.get("id") for n in notes)
    for k in sorted(i for i, v in ids.items() if v > 1):
        errors.append("duplicate id %s" % k)
    per_type = Counter()
    per_genre = Counter()
    per_country = Counter()
    lower = 0
    nspans = 0
    total_chars = 0
    for n in notes:
        nid = n.get("id")
        text = n.get("text")
        meta = n.get("meta", {})
        if not isinstance(text, str) or not text:
            errors.append("%s: empty text" % nid)
            continue
        total_chars += len(text)
        if set(meta) != {"source", "genre", "lowercase", "country"} or meta.get("source") != "dev169-en":
            errors.append("%s: bad meta %r" % (nid, meta))
        per_genre[meta.get("genre")] += 1
        per_country[meta.get("country")] += 1
        if meta.get("lowercase"):
            lower += 1
            if text != text.lower():
                errors.append("%s: marked lowercase but text has capitals" % nid)
        prev_end = -1
        spans = n.get("spans", [])
        for s in spans:
            nspans += 1
            if set(s) != {"start", "end", "label", "type", "text"}:
                errors.append("%s: bad span keys %r" % (nid, s))
                continue
            st, en, lab, typ, stext = s["start"], s["end"], s["label"], s["type"], s["text"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                errors.append("%s: bad offsets %r" % (nid, s))
                continue
            if text[st:en] != stext:
                errors.append("%s: offset text mismatch %r vs %r" % (nid, text[st:en], stext))
            if VALID.get(typ) != lab:
                errors.append("%s: invalid label/type %s/%s" % (nid, lab, typ))
            if stext != stext.strip() or not stext.strip():
                errors.append("%s: whitespace at span edge %r" % (nid, stext))
            if stext and edge_punct(stext, typ):
                errors.append("%s: punctuation at span edge %r" % (nid, stext))
            if st < prev_end:
                errors.append("%s: overlapping or unsorted spans at %d" % (nid, st))
            prev_end = max(prev_end, en)
            per_type[typ] += 1
    n_notes = len(notes)
    mean = total_chars / float(n_notes or 1)
    if n_notes < MIN_NOTES:
        errors.append("only %d notes (< %d)" % (n_notes, MIN_NOTES))
    if mean < SHORT_MEAN and n_notes < MIN_NOTES_SHORT:
        errors.append("mean note length %.0f < %d and only %d notes" % (mean, SHORT_MEAN, n_notes))
    if nspans < MIN_SPANS:
        errors.append("only %d spans (< %d)" % (nspans, MIN_SPANS))
    for typ in sorted(VALID):
        if per_type[typ] < MIN_PER_TYPE:
            errors.append("type %s has %d spans (< %d)" % (typ, per_type[typ], MIN_PER_TYPE))
    big = [g for g, k in per_genre.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errors.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = lower / float(n_notes or 1)
    if not 0.12 <= frac <= 0.22:
        errors.append("lower-cased fraction %.3f not about one in six" % frac)

    print("notes: %d   spans: %d   mean chars: %.0f   lower-cased: %d (%.1f%%)" %
          (n_notes, nspans, mean, lower, 100 * frac))
    print("\nspans per type:")
    for typ in sorted(VALID, key=lambda t: (VALID[t], t)):
        print("  %-6s %-15s %6d" % (VALID[typ], typ, per_type[typ]))
    print("\nnotes per genre:")
    for g in sorted(per_genre):
        print("  %-32s %4d" % (g, per_genre[g]))
    print("\nnotes per country:")
    for cc in sorted(per_country):
        print("  %-4s %4d" % (cc, per_country[cc]))
    if errors:
        print("\nFAILED: %d problem(s)" % len(errors))
        for e in errors[:50]:
            print("  " + e)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
