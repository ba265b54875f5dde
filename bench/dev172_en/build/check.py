"""Validate bench/dev172_en/notes.jsonl (run from bench/dev172_en)."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# label/type pairs as written in docs/annotation_guideline.md
PAIRS = {
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
MIN_SPANS = 8000
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30

errors = []


def err(msg):
    if len(errors) < 60:
        print("ERROR:", msg)
    errors.append(msg)


def private_ip(s):
    parts = s.split(".")
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 192 and b == 168) or (a == 172 and 16 <= b <= 31)


def fictional(sp):
    t, v = sp["type"], sp["text"].lower()
    if t in ("PHONE", "FAX"):
        return "555" in re.sub(r"\D", "", v)
    if t == "EMAIL":
        return re.search(r"@example\.(com|org|net)$", v) is not None
    if t == "URL":
        return re.search(r"example\.(com|org|net)", v) is not None
    if t == "IPADDR":
        return private_ip(v)
    if t == "SSN":
        d = re.sub(r"\D", "", v)
        return d.startswith("9") or d.startswith("000")
    return True


def main():
    notes = []
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                err("line %d: bad json %s" % (ln, e))
    ids = set()
    type_counts = {t: 0 for t in PAIRS}
    genre_counts = {}
    nspans = 0
    nlower = 0
    total_chars = 0
    for rec in notes:
        nid = rec.get("id", "?")
        if sorted(rec) != ["id", "meta", "spans", "text"]:
            err("%s: keys %s" % (nid, sorted(rec)))
            continue
        if not re.fullmatch(r"dev172-\d{4}", nid):
            err("%s: id format" % nid)
        if nid in ids:
            err("%s: duplicate id" % nid)
        ids.add(nid)
        text = rec["text"]
        total_chars += len(text)
        meta = rec["meta"]
        if meta.get("source") != "dev172-en" or not isinstance(meta.get("lowercase"), bool) \
                or meta.get("country") not in ("CA", "US") or not meta.get("genre"):
            err("%s: meta %r" % (nid, meta))
        genre_counts[meta.get("genre")] = genre_counts.get(meta.get("genre"), 0) + 1
        if meta.get("lowercase"):
            nlower += 1
            if text != text.lower():
                err("%s: lowercase flag but text has capitals" % nid)
        prev_end = -1
        last = None
        for sp in sorted(rec["spans"], key=lambda s: (s["start"], s["end"])):
            nspans += 1
            if sorted(sp) != ["end", "label", "start", "text", "type"]:
                err("%s: span keys %s" % (nid, sorted(sp)))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != sp["text"]:
                err("%s: offset text mismatch %r vs %r" % (nid, text[s:e], sp["text"]))
            if sp["type"] not in PAIRS or PAIRS[sp["type"]] != sp["label"]:
                err("%s: bad label/type %s/%s" % (nid, sp["label"], sp["type"]))
            else:
                type_counts[sp["type"]] += 1
            v = sp["text"]
            if not v or v != v.strip():
                err("%s: whitespace at span edge %r" % (nid, v))
            if v and (v[-1] in ",;:(\"'" or v[0] in ",;:)\"'."):
                err("%s: punctuation at span edge %r" % (nid, v))
            if s < prev_end:
                err("%s: overlap %r / %r" % (nid, last, sp))
            if not fictional(sp):
                err("%s: not clearly fictional %s %r" % (nid, sp["type"], v))
            prev_end = max(prev_end, e)
            last = sp
        # spans listed in order
        offs = [(x["start"], x["end"]) for x in rec["spans"]]
        if offs != sorted(offs):
            err("%s: spans not in text order" % nid)

    n = len(notes)
    mean = total_chars / n if n else 0
    need = MIN_NOTES_SHORT if mean < 1200 else MIN_NOTES
    if n < need:
        err("only %d notes (need %d; mean length %.0f)" % (n, need, mean))
    if nspans < MIN_SPANS:
        err("only %d spans" % nspans)
    for t in sorted(type_counts):
        if type_counts[t] < MIN_PER_TYPE:
            err("type %s only %d" % (t, type_counts[t]))
    big = [g for g in genre_counts if genre_counts[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = nlower / n if n else 0
    if not 0.12 <= frac <= 0.22:
        err("lower-cased fraction %.3f not about one in six" % frac)

    print("notes: %d   spans: %d   mean chars: %.0f   lower-cased: %d (%.1f%%)"
          % (n, nspans, mean, nlower, 100 * frac))
    print("\nper type:")
    for t in sorted(type_counts, key=lambda k: (PAIRS[k], k)):
        print("  %-10s %-15s %6d" % (PAIRS[t], t, type_counts[t]))
    print("\nper genre:")
    for g in sorted(genre_counts):
        print("  %-40s %4d" % (g, genre_counts[g]))
    if errors:
        print("\nFAILED: %d problem(s)" % len(errors))
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
