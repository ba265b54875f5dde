"""Validate bench/dev159_en/notes.jsonl.

Run from bench/dev159_en:  python3 build/check.py
Exits non-zero on any hard failure; prints counts per type and per genre.
"""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "notes.jsonl")

# label/type pairs exactly as in docs/annotation_guideline.md
VALID = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES = 330
MIN_NOTES_SHORT = 600
MIN_SPANS = 8000
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30
LOWER_RANGE = (0.10, 0.25)
FICTIONAL_DOMAINS = ("example.com", "example.org", "example.net")


def main():
    errors = []
    warnings = []

    def err(msg):
        errors.append(msg)

    notes = []
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            line = line.rstrip("\n")
            if not line:
                err("line %d: empty line" % ln)
                continue
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                err("line %d: bad JSON (%s)" % (ln, e))

    ids = set()
    per_type = collections.Counter()
    per_genre = collections.Counter()
    spans_per_genre = collections.Counter()
    n_spans = 0
    n_lower = 0
    total_chars = 0
    for rec in notes:
        nid = rec.get("id")
        if not isinstance(nid, str) or not re.fullmatch(r"dev159-\d{4}", nid):
            err("bad id %r" % nid)
        if nid in ids:
            err("duplicate id %s" % nid)
        ids.add(nid)
        text = rec.get("text")
        if not isinstance(text, str) or not text:
            err("%s: missing text" % nid)
            continue
        total_chars += len(text)
        meta = rec.get("meta", {})
        for k in ("source", "genre", "lowercase", "country"):
            if k not in meta:
                err("%s: meta.%s missing" % (nid, k))
        if meta.get("source") != "dev159-en":
            err("%s: meta.source %r" % (nid, meta.get("source")))
        genre = meta.get("genre")
        per_genre[genre] += 1
        low = meta.get("lowercase")
        if low is True:
            n_lower += 1
            if text != text.lower():
                err("%s: meta.lowercase true but text has upper case" % nid)
        elif low is False:
            if text == text.lower():
                warnings.append("%s: lowercase false but text all lower" % nid)
        else:
            err("%s: meta.lowercase not boolean" % nid)
        prev_end = -1
        spans = rec.get("spans", [])
        for s in sorted(spans, key=lambda s: (s.get("start", -1), s.get("end", -1))):
            n_spans += 1
            spans_per_genre[genre] += 1
            st, en, lab, typ, stext = s.get("start"), s.get("end"), s.get("label"), s.get("type"), s.get("text")
            if set(s) != {"start", "end", "label", "type", "text"}:
                err("%s: span keys %s" % (nid, sorted(s)))
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: bad offsets %r" % (nid, s))
                continue
            if text[st:en] != stext:
                err("%s: offset text mismatch %r vs %r" % (nid, text[st:en], stext))
            if typ not in VALID:
                err("%s: unknown type %r" % (nid, typ))
            elif VALID[typ] != lab:
                err("%s: label %r invalid for type %r" % (nid, lab, typ))
            per_type[typ] += 1
            if stext != stext.strip() or not stext.strip():
                err("%s: span with edge whitespace %r" % (nid, stext))
            if st < prev_end:
                err("%s: overlapping spans at %d" % (nid, st))
            prev_end = max(prev_end, en)
            if stext and stext[-1] in ",;:" or stext and stext[0] in ",;:)]\"'":
                err("%s: span takes in punctuation %r" % (nid, stext))
            if stext.endswith(")") and "(" not in stext:
                err("%s: unbalanced bracket %r" % (nid, stext))
            # fictional-value sanity
            if typ in ("PHONE", "FAX"):
                dg = re.sub(r"\D", "", stext.split(" x")[0].split(" ext")[0])
                if "555" not in dg and not dg.startswith("55"):
                    err("%s: phone not on 555 block %r" % (nid, stext))
            elif typ == "EMAIL":
                if "@" not in stext or not stext.lower().endswith(FICTIONAL_DOMAINS):
                    err("%s: email not on example domain %r" % (nid, stext))
            elif typ == "URL":
                if not any(dm in stext.lower() for dm in FICTIONAL_DOMAINS):
                    err("%s: url not on example domain %r" % (nid, stext))
            elif typ == "IPADDR":
                try:
                    if not ipaddress.ip_address(stext).is_private:
                        err("%s: public IP %r" % (nid, stext))
                except ValueError:
                    err("%s: bad IP %r" % (nid, stext))
            elif typ == "SSN":
                if not (stext.startswith("9") or stext.startswith("000")):
                    err("%s: SSN not starting 9/000 %r" % (nid, stext))
            elif typ == "AGE":
                if not re.fullmatch(r"\d{1,3}|[a-z-]+", stext.lower()):
                    err("%s: odd AGE span %r" % (nid, stext))
            elif typ == "ZIP":
                if not re.fullmatch(r"\d{5}(-\d{4})?", stext):
                    err("%s: odd ZIP %r" % (nid, stext))

    mean = total_chars / max(1, len(notes))
    need = MIN_NOTES if mean >= 1200 else MIN_NOTES_SHORT
    if len(notes) < need:
        err("only %d notes (need %d; mean length %.0f)" % (len(notes), need, mean))
    if n_spans < MIN_SPANS:
        err("only %d spans (need %d)" % (n_spans, MIN_SPANS))
    for t in VALID:
        if per_type[t] < MIN_PER_TYPE:
            err("type %s only %d times (need %d)" % (t, per_type[t], MIN_PER_TYPE))
    big = [g for g, n in per_genre.items() if n >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / max(1, len(notes))
    if not (LOWER_RANGE[0] <= frac <= LOWER_RANGE[1]):
        err("lower-cased fraction %.3f outside %s" % (frac, LOWER_RANGE))

    print("notes: %d   spans: %d   mean chars: %.0f   lower-cased: %d (%.1f%%)" % (
        len(notes), n_spans, mean, n_lower, 100 * frac))
    print("\nper type:")
    for t in sorted(VALID, key=lambda t: (VALID[t], t)):
        print("  %-10s %-15s %6d" % (VALID[t], t, per_type[t]))
    print("\nper genre (notes / spans):")
    for g in sorted(per_genre):
        print("  %-26s %4d %6d" % (g, per_genre[g], spans_per_genre[g]))
    print("\nsmallest type count: %d (%s)" % min((per_type[t], t) for t in VALID))
    for w in warnings[:10]:
        print("warning:", w)
    if errors:
        print("\nFAILED with %d errors:" % len(errors))
        for e in errors[:50]:
            print("  ", e)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
