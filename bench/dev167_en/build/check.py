"""Validate bench/dev167_en/notes.jsonl (run from bench/dev167_en: python3 build/check.py)."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
BAD_START = set("\"'([{,;:.!?-")
BAD_END = set("\"'([{,;:!?-)]}")
EX_DOMAINS = ("example.com", "example.org", "example.net")

errors = []


def err(msg):
    errors.append(msg)


def private_ip(s):
    try:
        a = [int(x) for x in s.split(".")]
    except ValueError:
        return False
    if len(a) != 4 or any(x < 0 or x > 255 for x in a):
        return False
    return a[0] == 10 or (a[0] == 192 and a[1] == 168) or (a[0] == 172 and 16 <= a[1] <= 31)


def check_value(rid, sp):
    t, v = sp["type"], sp["text"].lower()
    if t in ("PHONE", "FAX") and "555" not in re.sub(r"\D", "", v):
        err("%s: %s not on a 555 exchange: %r" % (rid, t, v))
    if t == "EMAIL" and not v.split("@")[-1] in EX_DOMAINS:
        err("%s: e-mail outside example domains: %r" % (rid, v))
    if t == "URL" and not any(dm in v for dm in EX_DOMAINS):
        err("%s: URL outside example domains: %r" % (rid, v))
    if t == "IPADDR" and not private_ip(v):
        err("%s: IP not private: %r" % (rid, v))
    if t == "SSN":
        dg = re.sub(r"\D", "", v)
        if not (dg.startswith("9") or dg.startswith("000")):
            err("%s: SSN must begin with 9 or 000: %r" % (rid, v))


def main():
    recs = []
    with open(PATH, encoding="utf-8") as fh:
        raw = fh.read()
    if not raw.endswith("\n"):
        err("file must end with a newline")
    for n, line in enumerate(raw.split("\n")[:-1], 1):
        try:
            recs.append(json.loads(line))
        except ValueError as e:
            err("line %d: bad JSON (%s)" % (n, e))
    ids = set()
    per_type = collections.Counter()
    per_genre = collections.Counter()
    per_country = collections.Counter()
    nspans = 0
    nlower = 0
    total_chars = 0
    for i, rec in enumerate(recs):
        rid = rec.get("id")
        if list(rec.keys()) != ["id", "text", "spans", "meta"]:
            err("%s: keys %r" % (rid, list(rec.keys())))
        if rid != "dev167-%04d" % (i + 1):
            err("%s: id out of sequence" % rid)
        if rid in ids:
            err("%s: duplicate id" % rid)
        ids.add(rid)
        text = rec["text"]
        total_chars += len(text)
        meta = rec["meta"]
        if meta.get("source") != "dev167-en":
            err("%s: meta.source" % rid)
        if meta.get("country") not in ("AU", "NZ", "CA"):
            err("%s: meta.country" % rid)
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: meta.lowercase" % rid)
        if meta.get("lowercase"):
            nlower += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case text" % rid)
        per_genre[meta.get("genre")] += 1
        per_country[meta.get("country")] += 1
        last_end = -1
        for sp in rec["spans"]:
            nspans += 1
            if list(sp.keys()) != ["start", "end", "label", "type", "text"]:
                err("%s: span keys %r" % (rid, list(sp.keys())))
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (rid, sp))
                continue
            if text[s:e] != sp["text"]:
                err("%s: offset text mismatch %r vs %r" % (rid, text[s:e], sp["text"]))
            if s < last_end:
                err("%s: overlapping or unsorted span at %d" % (rid, s))
            last_end = e
            if TYPE_LABEL.get(sp["type"]) != sp["label"]:
                err("%s: invalid label/type %s/%s" % (rid, sp["label"], sp["type"]))
            v = sp["text"]
            if not v or v != v.strip():
                err("%s: empty or whitespace-edged span %r" % (rid, v))
            else:
                phone_paren = sp["type"] in ("PHONE", "FAX") and v[0] == "(" and ")" in v
                if (v[0] in BAD_START and not phone_paren) or v[-1] in BAD_END:
                    err("%s: span takes in surrounding punctuation %r" % (rid, v))
            if v.endswith(".") and sp["type"] not in ("PATIENT", "DOCTOR", "FAMILY", "STATE", "HOSPITAL", "ORGANIZATION"):
                err("%s: span ends with a full stop %r" % (rid, v))
            if s > 0 and text[s - 1].isalnum():
                err("%s: span starts inside a word %r" % (rid, v))
            if e < len(text) and text[e].isalnum() and sp["type"] not in ("AGE",):
                err("%s: span ends inside a word %r" % (rid, v))
            check_value(rid, sp)
            per_type[sp["type"]] += 1
    n = len(recs)
    mean = total_chars / n if n else 0
    need = MIN_NOTES if mean >= 1200 else MIN_NOTES_SHORT
    if n < need:
        err("only %d notes (need %d; mean length %.0f)" % (n, need, mean))
    if nspans < MIN_SPANS:
        err("only %d spans (need %d)" % (nspans, MIN_SPANS))
    for t in sorted(TYPE_LABEL):
        if per_type[t] < MIN_PER_TYPE:
            err("type %s has %d spans (need %d)" % (t, per_type[t], MIN_PER_TYPE))
    big = [g for g in per_genre if per_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = nlower / n if n else 0
    if not (0.12 <= frac <= 0.22):
        err("lower-cased fraction %.3f is not about one in six" % frac)

    print("notes: %d   spans: %d   mean chars/note: %.0f   lower-cased: %d (%.1f%%)" % (n, nspans, mean, nlower, 100 * frac))
    print("\nper type:")
    for t in sorted(TYPE_LABEL, key=lambda x: (TYPE_LABEL[x], x)):
        print("  %-6s %-15s %6d" % (TYPE_LABEL[t], t, per_type[t]))
    print("\nper genre:")
    for g in sorted(per_genre):
        print("  %-32s %4d" % (g, per_genre[g]))
    print("\nper country: " + ", ".join("%s %d" % (k, per_country[k]) for k in sorted(per_country)))
    if errors:
        print("\n%d ERROR(S):" % len(errors))
        for m in errors[:60]:
            print("  " + m)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
