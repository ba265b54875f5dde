"""Validate bench/dev171_en/notes.jsonl (run from bench/dev171_en: python3 build/check.py)."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# label/type pairs exactly as in docs/annotation_guideline.md
VALID = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30
EDGE_PUNCT = set(",;:()[]{}\"'!?")
FICT_DOMAINS = ("example.com", "example.org", "example.net")


def edge_bad(s):
    """Surrounding punctuation must stay outside; brackets balanced inside the value and the
    full stop of a final initial or abbreviation (J.S., Co.) are part of the value."""
    first, last = s[0], s[-1]
    if first in "([" and (")" in s or "]" in s):
        first = "x"
    if last in ")]" and ("(" in s or "[" in s):
        last = "x"
    if last == "." and re.search(r"(^|[\s.])[A-Za-z]{1,2}\.$", s):
        last = "x"
    return first in EDGE_PUNCT or last in EDGE_PUNCT or last == "."


def private_ip(s):
    parts = [int(x) for x in s.split(".")]
    if len(parts) != 4 or any(x < 0 or x > 255 for x in parts):
        return False
    a, b = parts[0], parts[1]
    return a == 10 or (a == 192 and b == 168) or (a == 172 and 16 <= b <= 31)


def main():
    errors = []
    recs = []
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                recs.append(json.loads(line))
            except ValueError as e:
                errors.append("line %d: bad JSON (%s)" % (ln, e))
    by_type = collections.Counter()
    by_genre = collections.Counter()
    by_country = collections.Counter()
    n_lower = 0
    total_chars = 0
    n_spans = 0
    seen_ids = set()
    for i, r in enumerate(recs):
        rid = r.get("id")
        if rid != "dev171-%04d" % (i + 1):
            errors.append("%s: unexpected id at position %d" % (rid, i + 1))
        if rid in seen_ids:
            errors.append("%s: duplicate id" % rid)
        seen_ids.add(rid)
        if sorted(r.keys()) != ["id", "meta", "spans", "text"]:
            errors.append("%s: keys %s" % (rid, sorted(r.keys())))
        text = r["text"]
        meta = r["meta"]
        total_chars += len(text)
        if meta.get("source") != "dev171-en":
            errors.append("%s: meta.source" % rid)
        if meta.get("country") not in ("UK", "IE"):
            errors.append("%s: meta.country" % rid)
        if not isinstance(meta.get("lowercase"), bool):
            errors.append("%s: meta.lowercase not bool" % rid)
        if meta.get("lowercase"):
            n_lower += 1
            if text != text.lower():
                errors.append("%s: lowercase note has upper-case characters" % rid)
        by_genre[meta.get("genre")] += 1
        by_country[meta.get("country")] += 1
        prev_end = -1
        for s in sorted(r["spans"], key=lambda x: (x["start"], x["end"])):
            n_spans += 1
            st, en, lab, typ, stx = s["start"], s["end"], s["label"], s["type"], s["text"]
            tag = "%s [%d:%d] %s" % (rid, st, en, typ)
            if sorted(s.keys()) != ["end", "label", "start", "text", "type"]:
                errors.append(tag + ": span keys")
            if typ not in VALID or VALID[typ] != lab:
                errors.append(tag + ": invalid label/type %s/%s" % (lab, typ))
            if not (0 <= st < en <= len(text)):
                errors.append(tag + ": bad offsets")
                continue
            if text[st:en] != stx:
                errors.append(tag + ": text mismatch %r vs %r" % (text[st:en], stx))
            if not stx or stx != stx.strip():
                errors.append(tag + ": empty or whitespace-edged %r" % stx)
            if stx and edge_bad(stx):
                errors.append(tag + ": punctuation at edge %r" % stx)
            if st < prev_end:
                errors.append(tag + ": overlaps previous span")
            prev_end = max(prev_end, en)
            by_type[typ] += 1
            low = stx.lower()
            if typ in ("PHONE", "FAX") and "555" not in stx:
                errors.append(tag + ": phone/fax not on a 555 exchange %r" % stx)
            if typ == "EMAIL" and not low.endswith(FICT_DOMAINS):
                errors.append(tag + ": e-mail not on example domain %r" % stx)
            if typ == "URL" and not any(dm in low for dm in FICT_DOMAINS):
                errors.append(tag + ": URL not on example domain %r" % stx)
            if typ == "IPADDR" and not private_ip(stx):
                errors.append(tag + ": IP not private %r" % stx)
            if typ == "SSN":
                if stx[0].isdigit():
                    if not (stx.startswith("9") or stx.startswith("000")):
                        errors.append(tag + ": SSN-like number must begin with 9 or 000 %r" % stx)
                elif not re.match(r"^[dfiquvDFIQUV]", stx):
                    errors.append(tag + ": NI number prefix must be an unallocated letter %r" % stx)
    n = len(recs)
    mean = total_chars / float(n) if n else 0.0
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        errors.append("only %d notes (need %d; mean length %.0f)" % (n, need, mean))
    if n_spans < MIN_SPANS:
        errors.append("only %d spans (need %d)" % (n_spans, MIN_SPANS))
    for t in sorted(VALID):
        if by_type[t] < MIN_PER_TYPE:
            errors.append("type %s has %d spans (need %d)" % (t, by_type[t], MIN_PER_TYPE))
    big = [g for g in by_genre if by_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errors.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / float(n) if n else 0
    if not (0.10 <= frac <= 0.25):
        errors.append("lower-cased fraction %.3f not about one in six" % frac)

    print("notes: %d   spans: %d   mean chars: %.0f   lower-cased: %d (%.1f%%)" % (n, n_spans, mean, n_lower, 100 * frac))
    print("countries: " + ", ".join("%s=%d" % (k, by_country[k]) for k in sorted(by_country)))
    print("\nper type:")
    for t in sorted(VALID, key=lambda x: (VALID[x], x)):
        print("  %-8s %-15s %6d" % (VALID[t], t, by_type[t]))
    print("  smallest: %s = %d" % min(((t, by_type[t]) for t in VALID), key=lambda x: (x[1], x[0])))
    print("\nper genre:")
    for g in sorted(by_genre):
        print("  %-34s %4d" % (g, by_genre[g]))
    if errors:
        print("\n%d ERRORS" % len(errors))
        for e in errors[:60]:
            print("  " + e)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
