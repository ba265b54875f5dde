"""Validate ../notes.jsonl for dev231_en.  Exit status 1 on any error."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "notes.jsonl")

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
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30

UK_FICTION = ("01614960", "01134960", "01144960", "01174960", "01184960", "01214960", "01314960", "01414960",
              "01514960", "02079460", "01632960", "02896496", "02920180", "07700900", "447700900", "441614960")


def fictional_phone(v):
    """UK Ofcom drama ranges, or North American 555-01xx; extension ignored."""
    main = re.split(r"\s*\(?(?:ext\.?|extension|x)\s*\d", v)[0]
    d = re.sub(r"\D", "", main)
    if d.startswith(UK_FICTION) and len(d) in (11, 12):
        return True
    return len(d) in (10, 11) and d[-7:-4] == "555" and d[-4:-2] == "01"
EMAIL_OK = re.compile(r"@([a-z0-9.-]+\.)?(example\.(com|org|net)|[a-z0-9-]+\.test)$|@[a-z0-9.-]+\.test$")
URL_OK = re.compile(r"example\.(com|org|net)|\.test(/|$)")
IP_OK = re.compile(r"^(10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+)$")
SSN_OK = re.compile(r"^(9\d\d[- ]?\d\d\d[- ]?\d\d\d|9\d\d-\d\d-\d{4}|000-\d\d-\d{4}|QQ \d\d \d\d \d\d [A-D])$")


def main():
    errors = []

    def err(msg):
        errors.append(msg)

    notes = []
    with open(PATH, encoding="utf-8") as f:
        raw = f.read()
    if not raw.endswith("\n"):
        err("file does not end with newline")
    for ln, line in enumerate(raw.split("\n")[:-1], 1):
        try:
            notes.append(json.loads(line))
        except ValueError as e:
            err("line %d: JSON error %s" % (ln, e))
    type_counts = collections.Counter()
    genre_counts = collections.Counter()
    lengths = []
    n_lower = 0
    n_spans = 0
    for i, rec in enumerate(notes):
        nid = rec.get("id")
        want = "dev231-%04d" % (i + 1)
        if nid != want:
            err("note %d: id %r, expected %r" % (i + 1, nid, want))
        if set(rec) != {"id", "text", "spans", "meta"}:
            err("%s: fields %s" % (nid, sorted(rec)))
            continue
        text = rec["text"]
        meta = rec["meta"]
        if not isinstance(text, str) or not text:
            err("%s: empty text" % nid)
            continue
        lengths.append(len(text))
        if set(meta) != {"source", "genre", "lowercase", "country"}:
            err("%s: meta fields %s" % (nid, sorted(meta)))
        if meta.get("source") != "dev231-en":
            err("%s: bad source" % nid)
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: lowercase not bool" % nid)
        if meta.get("country") not in ("UK", "CA"):
            err("%s: bad country %r" % (nid, meta.get("country")))
        genre_counts[meta.get("genre")] += 1
        low = meta.get("lowercase") is True
        if low:
            n_lower += 1
            if any(ch.isupper() for ch in text):
                err("%s: lowercase note has upper-case letters" % nid)
        prev_end = -1
        prev_start = -1
        for s in rec["spans"]:
            n_spans += 1
            if set(s) != {"start", "end", "label", "type", "text"}:
                err("%s: span fields %s" % (nid, sorted(s)))
                continue
            a, b, t, lab, st = s["start"], s["end"], s["type"], s["label"], s["text"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err("%s: span out of range %r" % (nid, s))
                continue
            if a < prev_start:
                err("%s: spans not sorted at %d" % (nid, a))
            if a < prev_end:
                err("%s: overlapping span at %d" % (nid, a))
            prev_start, prev_end = a, max(prev_end, b)
            if text[a:b] != st:
                err("%s: span text mismatch %r vs %r" % (nid, text[a:b], st))
            if st != st.strip():
                err("%s: span with outer whitespace %r" % (nid, st))
            if t not in TYPES:
                err("%s: unknown type %r" % (nid, t))
            elif TYPES[t] != lab:
                err("%s: label %r does not match type %r" % (nid, lab, t))
            if st[-1] in ",;:" or st[0] in ",;:.\"'" or st[-1] in "\"'":
                err("%s: span takes in outer punctuation %r" % (nid, st))
            if low and any(ch.isupper() for ch in st):
                err("%s: lowercase note span with upper case %r" % (nid, st))
            type_counts[t] += 1
            # fictional-contact rules
            v = st.lower()
            if t in ("PHONE", "FAX") and len(re.sub(r"\D", "", v)) >= 9:
                if not fictional_phone(v):
                    err("%s: phone/fax not in a fictional range %r" % (nid, st))
            if t == "EMAIL" and not EMAIL_OK.search(v):
                err("%s: email not on a reserved domain %r" % (nid, st))
            if t == "URL" and not URL_OK.search(v):
                err("%s: url not on a reserved domain %r" % (nid, st))
            if t == "IPADDR" and not IP_OK.match(v):
                err("%s: IP not private %r" % (nid, st))
            if t == "SSN" and not SSN_OK.match(st.upper()):
                err("%s: SSN/NI/SIN not fictional-format %r" % (nid, st))
    # size rules
    n = len(notes)
    mean = sum(lengths) / max(1, n)
    need = MIN_NOTES_SHORT if mean < 1200 else MIN_NOTES
    if n < need:
        err("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    if n_spans < MIN_SPANS:
        err("only %d spans" % n_spans)
    for t in TYPES:
        if type_counts[t] < MIN_PER_TYPE:
            err("type %s has %d spans" % (t, type_counts[t]))
    big = [g for g, k in genre_counts.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / max(1, n)
    if not (0.12 <= frac <= 0.22):
        err("lower-cased fraction %.3f is not about one in six" % frac)
    print("notes %d, spans %d, mean length %.0f (min %d, max %d), lower-cased %d" % (
        n, n_spans, mean, min(lengths) if lengths else 0, max(lengths) if lengths else 0, n_lower))
    print("genres: " + ", ".join("%s %d" % kv for kv in sorted(genre_counts.items())))
    print("types: " + ", ".join("%s %d" % (t, type_counts[t]) for t in TYPES))
    if errors:
        for e in errors[:50]:
            print("ERROR", e)
        print("%d error(s)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
