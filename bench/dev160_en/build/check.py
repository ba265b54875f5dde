"""Validate bench/dev160_en/notes.jsonl (run from bench/dev160_en).

python3 build/make.py && python3 build/check.py
Exits non-zero on any failure; prints counts per type, per genre and per country.
"""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# label/type pairs exactly as in docs/annotation_guideline.md
VALID = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE",
    "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
assert len(VALID) == 29

MIN_NOTES = 330
MIN_NOTES_SHORT = 600
MIN_SPANS = 8000
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30
LOWER_LO, LOWER_HI = 0.12, 0.22
# surrounding punctuation stays outside; punctuation inside a value (a bracketed area code) stays in
START_BAD = set(",;:)]}\"'<>")
END_BAD = set(",;:([{\"'<>")

errors = []


def err(msg):
    errors.append(msg)
    if len(errors) <= 50:
        print("ERROR:", msg)


def fictional(sp, t):
    """Fictional-data conventions from the brief."""
    v = sp["text"].lower()
    if t in ("PHONE", "FAX"):
        digits = re.sub(r"\D", "", v)
        if len(digits) >= 7 and "555" not in digits:
            err("%s not on a 555 exchange: %r" % (t, v))
    elif t == "EMAIL":
        if not re.search(r"@([a-z0-9-]+\.)*example\.(com|org|net)$", v):
            err("email not on example domain: %r" % v)
    elif t == "URL":
        host = re.sub(r"^https?://", "", v).split("/")[0]
        if not re.search(r"(^|\.)example\.(com|org|net)$", host):
            err("url not on example domain: %r" % v)
    elif t == "IPADDR":
        try:
            if not ipaddress.ip_address(v).is_private:
                err("ip not private: %r" % v)
        except ValueError:
            err("bad ip: %r" % v)
    elif t == "SSN":
        d = re.sub(r"\D", "", v)
        if len(d) == 9:
            if not (d.startswith("9") or d.startswith("000")):
                err("ssn not 9xx/000: %r" % v)
        elif not re.match(r"^[dfquv][a-z] ?\d\d ?\d\d ?\d\d ?[a-d]$", v):
            err("NI number not on an invalid prefix: %r" % v)


def main():
    if not os.path.exists(PATH):
        print("missing", PATH)
        sys.exit(1)
    notes = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                err("line %d: bad json %s" % (ln, e))
    ids = set()
    per_type = collections.Counter()
    per_genre = collections.Counter()
    per_country = collections.Counter()
    per_genre_spans = collections.Counter()
    n_lower = 0
    total_chars = 0
    n_spans = 0
    for n in notes:
        nid = n.get("id")
        if not isinstance(nid, str) or not re.match(r"^dev160-\d{4}$", nid):
            err("bad id %r" % nid)
        if nid in ids:
            err("duplicate id %r" % nid)
        ids.add(nid)
        text = n.get("text")
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % nid)
            continue
        total_chars += len(text)
        meta = n.get("meta") or {}
        for k in ("source", "genre", "lowercase", "country"):
            if k not in meta:
                err("%s: meta.%s missing" % (nid, k))
        if meta.get("source") != "dev160-en":
            err("%s: meta.source %r" % (nid, meta.get("source")))
        if meta.get("country") not in ("US", "UK"):
            err("%s: country %r" % (nid, meta.get("country")))
        per_genre[meta.get("genre")] += 1
        per_country[meta.get("country")] += 1
        if meta.get("lowercase") is True:
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case text" % nid)
        elif meta.get("lowercase") is not False:
            err("%s: meta.lowercase not boolean" % nid)
        spans = n.get("spans")
        if not isinstance(spans, list):
            err("%s: spans not a list" % nid)
            continue
        prev_end = -1
        for sp in sorted(spans, key=lambda s: (s.get("start", -1), s.get("end", -1))):
            for k in ("start", "end", "label", "type", "text"):
                if k not in sp:
                    err("%s: span missing %s: %r" % (nid, k, sp))
            s, e, lab, typ = sp.get("start"), sp.get("end"), sp.get("label"), sp.get("type")
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            piece = text[s:e]
            if piece != sp.get("text"):
                err("%s: offset mismatch %r != %r" % (nid, piece, sp.get("text")))
            if not piece.strip():
                err("%s: empty span %r" % (nid, sp))
            if piece != piece.strip():
                err("%s: whitespace at span edge %r" % (nid, piece))
            if piece[0] in START_BAD or piece[-1] in END_BAD:
                err("%s: punctuation at span edge %r" % (nid, piece))
            for o, c in ("()", "[]", "{}"):
                if piece.count(o) != piece.count(c):
                    err("%s: unbalanced brackets in span %r" % (nid, piece))
            if "\n" in piece:
                err("%s: newline inside span %r" % (nid, piece))
            if typ not in VALID:
                err("%s: unknown type %r" % (nid, typ))
            elif VALID[typ] != lab:
                err("%s: label %r does not match type %r" % (nid, lab, typ))
            if s < prev_end:
                err("%s: overlapping spans at %d" % (nid, s))
            prev_end = max(prev_end, e)
            if typ in VALID:
                per_type[typ] += 1
                per_genre_spans[meta.get("genre")] += 1
                fictional(sp, typ)
            n_spans += 1
    n_notes = len(notes)
    mean = total_chars / float(max(1, n_notes))
    need = MIN_NOTES_SHORT if mean < 1200 else MIN_NOTES
    if n_notes < need:
        err("only %d notes (need %d; mean length %.0f)" % (n_notes, need, mean))
    if n_spans < MIN_SPANS:
        err("only %d spans (need %d)" % (n_spans, MIN_SPANS))
    for t in VALID:
        if per_type[t] < MIN_PER_TYPE:
            err("type %s only %d times (need %d)" % (t, per_type[t], MIN_PER_TYPE))
    big = [g for g, c in per_genre.items() if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / float(max(1, n_notes))
    if not (LOWER_LO <= frac <= LOWER_HI):
        err("lower-cased share %.3f outside [%.2f, %.2f]" % (frac, LOWER_LO, LOWER_HI))

    print("notes: %d   spans: %d   mean chars: %.0f   lower-cased: %d (%.1f%%)" % (
        n_notes, n_spans, mean, n_lower, 100.0 * frac))
    print("\nper type:")
    for t in sorted(VALID, key=lambda x: (VALID[x], x)):
        print("  %-6s %-15s %6d" % (VALID[t], t, per_type[t]))
    print("\nper genre (notes / spans):")
    for g in sorted(per_genre):
        print("  %-32s %4d  %6d" % (g, per_genre[g], per_genre_spans[g]))
    print("\nper country:", dict(per_country))
    if errors:
        print("\nFAILED: %d error(s)" % len(errors))
        sys.exit(1)
    print("\nOK: all checks passed (min per-type count %d)" % min(per_type[t] for t in VALID))


if __name__ == "__main__":
    main()
