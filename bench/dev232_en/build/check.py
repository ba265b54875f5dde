"""Validate ../notes.jsonl for dev232_en.  Exit status 1 on any failure."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "notes.jsonl")

# the guideline's 29 fine types and their categories
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
assert len(TYPES) == 29

MIN_NOTES = 330
MIN_NOTES_SHORT = 600       # if the mean note length is under 1,200 characters
MIN_SPANS = 8000
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30


def main():
    errors = []

    def err(msg):
        errors.append(msg)

    notes = []
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                err("line %d does not parse: %s" % (ln, e))
    type_ct = collections.Counter()
    genre_ct = collections.Counter()
    lengths = []
    n_lower = 0
    n_spans = 0
    for i, o in enumerate(notes):
        want = "dev232-%04d" % (i + 1)
        nid = o.get("id")
        if nid != want:
            err("note %d: id %r, expected %r" % (i + 1, nid, want))
        for k in ("id", "text", "spans", "meta"):
            if k not in o:
                err("%s: missing field %s" % (nid, k))
        txt = o.get("text", "")
        meta = o.get("meta", {})
        if not isinstance(txt, str) or not txt:
            err("%s: empty text" % nid)
            continue
        lengths.append(len(txt))
        if meta.get("source") != "dev232-en":
            err("%s: meta.source %r" % (nid, meta.get("source")))
        for k in ("genre", "lowercase", "country"):
            if k not in meta:
                err("%s: meta.%s missing" % (nid, k))
        if meta.get("country") not in ("UK", "US"):
            err("%s: country %r" % (nid, meta.get("country")))
        genre_ct[meta.get("genre")] += 1
        low = meta.get("lowercase")
        if not isinstance(low, bool):
            err("%s: lowercase not bool" % nid)
        if low:
            n_lower += 1
            if txt != txt.lower() or any(ch.isupper() for ch in txt):
                err("%s: lowercase note has upper-case letters" % nid)
        prev_end = -1
        prev_start = -1
        for s in o.get("spans", []):
            n_spans += 1
            st, en, lab, typ, stext = s.get("start"), s.get("end"), s.get("label"), s.get("type"), s.get("text")
            if set(s.keys()) != {"start", "end", "label", "type", "text"}:
                err("%s: span keys %r" % (nid, sorted(s.keys())))
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(txt)):
                err("%s: span out of range %r" % (nid, s))
                continue
            if st < prev_start:
                err("%s: spans not sorted at %d" % (nid, st))
            if st < prev_end:
                err("%s: spans overlap at %d" % (nid, st))
            prev_start, prev_end = st, en
            if txt[st:en] != stext:
                err("%s: span text mismatch %r vs %r" % (nid, txt[st:en], stext))
            if stext != stext.strip():
                err("%s: span with outer whitespace %r" % (nid, stext))
            if typ not in TYPES:
                err("%s: unknown type %r" % (nid, typ))
            elif TYPES[typ] != lab:
                err("%s: label %r does not match type %r" % (nid, lab, typ))
            if stext and (stext[-1] in ",;:\"'" or stext[0] in ",;:.\"'" or
                          (stext[0] in "([" and not any(ch in stext for ch in ")]")) or
                          (stext[-1] in ")]" and not any(ch in stext for ch in "([")) or
                          (stext[-1] == "." and len(stext) > 4 and stext[-2].isdigit())):
                err("%s: span with outer punctuation %r" % (nid, stext))
            if low and stext != stext.lower():
                err("%s: upper case in lowercase span %r" % (nid, stext))
            type_ct[typ] += 1
    ids = [o.get("id") for o in notes]
    if len(set(ids)) != len(ids):
        err("duplicate ids")
    mean = sum(lengths) / float(len(lengths)) if lengths else 0.0
    need = MIN_NOTES_SHORT if mean < 1200 else MIN_NOTES
    if len(notes) < need:
        err("only %d notes (need %d at mean length %.0f)" % (len(notes), need, mean))
    if n_spans < MIN_SPANS:
        err("only %d spans" % n_spans)
    for t in TYPES:
        if type_ct[t] < MIN_PER_TYPE:
            err("type %s has %d spans (< %d)" % (t, type_ct[t], MIN_PER_TYPE))
    big = [g for g, k in genre_ct.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / float(len(notes)) if notes else 0
    if not (0.12 <= frac <= 0.22):
        err("lower-cased share %.3f is not about one in six" % frac)

    print("notes %d  spans %d  mean length %.1f  range %d-%d  lower-cased %d" % (
        len(notes), n_spans, mean, min(lengths), max(lengths), n_lower))
    for g, k in sorted(genre_ct.items()):
        print("  genre %-36s %d" % (g, k))
    for t in TYPES:
        print("  %-15s %-10s %d" % (t, TYPES[t], type_ct[t]))
    if errors:
        for e in errors[:50]:
            print("ERROR", e)
        print("%d error(s)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
