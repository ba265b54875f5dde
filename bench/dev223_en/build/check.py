"""Validate ../notes.jsonl for dev223_en (author 223). Exit status 1 on any
failure. Prints the statistics used in the README."""
import collections
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
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
FICT_DOMAINS = ("example.com", "example.org", "example.net", ".test")

errors = []


def err(msg):
    errors.append(msg)


def check_contact(nid, s):
    t, v = s["type"], s["text"].lower()
    if t == "EMAIL":
        dom = v.rsplit("@", 1)[-1]
        if not (dom.endswith(FICT_DOMAINS) or dom in ("example.com", "example.org", "example.net")):
            err("%s: non-fictional email domain %r" % (nid, v))
    elif t == "URL":
        host = re.sub(r"^https?://", "", v).split("/")[0]
        if not host.endswith(FICT_DOMAINS):
            err("%s: non-fictional URL %r" % (nid, v))
    elif t == "IPADDR":
        try:
            if not ipaddress.ip_address(v).is_private:
                err("%s: public IP %r" % (nid, v))
        except ValueError:
            err("%s: bad IP %r" % (nid, v))
    elif t in ("PHONE", "FAX"):
        d = re.sub(r"\D", "", v)
        if len(d) >= 10:
            ok = "55501" in d or re.search(r"^0\d{2,3}4960\d{3}$", d) or d.startswith("02079460") \
                or d.startswith("07700900")
            if not ok:
                err("%s: phone not in fictional range %r" % (nid, v))
    elif t == "SSN":
        if not (v.startswith("9") or v.startswith("000") or v.startswith("qq")):
            err("%s: SSN/NI not fictional %r" % (nid, v))


def main():
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "notes.jsonl")
    notes = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                err("line %d does not parse: %s" % (ln, e))
    seen = set()
    type_n = collections.Counter()
    genre_n = collections.Counter()
    country_n = collections.Counter()
    lower_n = 0
    lengths = []
    for i, o in enumerate(notes):
        nid = o.get("id")
        if nid != "dev223-%04d" % (i + 1):
            err("note %d: id %r out of order" % (i + 1, nid))
        if nid in seen:
            err("duplicate id %r" % nid)
        seen.add(nid)
        if set(o) != {"id", "text", "spans", "meta"}:
            err("%s: fields %s" % (nid, sorted(o)))
            continue
        text, spans, meta = o["text"], o["spans"], o["meta"]
        if set(meta) != {"source", "genre", "lowercase", "country"} or meta["source"] != "dev223-en":
            err("%s: bad meta %r" % (nid, meta))
        if meta.get("country") not in ("US", "UK"):
            err("%s: bad country" % nid)
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: lowercase flag not bool" % nid)
        lengths.append(len(text))
        genre_n[meta.get("genre")] += 1
        country_n[meta.get("country")] += 1
        prev_end = -1
        prev_start = -1
        for s in spans:
            if set(s) != {"start", "end", "label", "type", "text"}:
                err("%s: span fields %s" % (nid, sorted(s)))
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err("%s: span outside text %r" % (nid, s))
                continue
            if a < prev_start:
                err("%s: spans not sorted at %d" % (nid, a))
            if a < prev_end:
                err("%s: overlapping span at %d" % (nid, a))
            prev_start, prev_end = a, b
            if text[a:b] != s["text"]:
                err("%s: text mismatch %r vs %r" % (nid, text[a:b], s["text"]))
            if s["text"] != s["text"].strip():
                err("%s: whitespace at span edge %r" % (nid, s["text"]))
            if s["text"][-1] in ",;:" or s["text"][0] in "[\"'" or s["text"][-1] in "\"'":
                err("%s: punctuation at span edge %r" % (nid, s["text"]))
            if s["text"].count("(") != s["text"].count(")"):
                err("%s: unbalanced bracket in span %r" % (nid, s["text"]))
            if TYPES.get(s["type"]) != s["label"]:
                err("%s: bad label/type %s/%s" % (nid, s["label"], s["type"]))
            type_n[s["type"]] += 1
            check_contact(nid, s)
        if meta.get("lowercase"):
            lower_n += 1
            if any(ch.isupper() for ch in text):
                err("%s: lowercase note has upper-case letters" % nid)
            if any(any(ch.isupper() for ch in s["text"]) for s in spans):
                err("%s: lowercase note has upper-case span" % nid)
    n = len(notes)
    nspans = sum(type_n.values())
    mean = sum(lengths) / n if n else 0
    need = MIN_NOTES_SHORT if mean < 1200 else MIN_NOTES
    if n < need:
        err("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    if nspans < MIN_SPANS:
        err("only %d spans" % nspans)
    for t in TYPES:
        if type_n[t] < MIN_PER_TYPE:
            err("type %s has %d spans (< %d)" % (t, type_n[t], MIN_PER_TYPE))
    big = [g for g, k in genre_n.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    if n and not (0.12 <= lower_n / n <= 0.22):
        err("lower-cased share %.3f not about one in six" % (lower_n / n))

    print("notes %d, spans %d, mean length %.0f (min %d, max %d), lower-cased %d" % (
        n, nspans, mean, min(lengths), max(lengths), lower_n))
    print("countries: " + ", ".join("%s %d" % kv for kv in sorted(country_n.items())))
    print("genres: " + ", ".join("%s %d" % kv for kv in sorted(genre_n.items())))
    print("types: " + ", ".join("%s %d" % (t, type_n[t]) for t in TYPES))
    if errors:
        for e in errors[:60]:
            print("ERROR", e)
        print("%d errors" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
