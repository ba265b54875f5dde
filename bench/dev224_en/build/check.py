"""Validate bench/dev224_en/notes.jsonl against the guideline's span rules and the set's size targets."""
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "notes.jsonl")

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
EDGE_BAD = set(",;:()[]{}\"'")


def main(path=PATH):
    errs = []
    notes = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                errs.append("line %d: bad JSON (%s)" % (ln, e))
    ids = [n.get("id") for n in notes]
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    for i, nid in enumerate(ids):
        if nid != "dev224-%04d" % (i + 1):
            errs.append("id out of order at %d: %r" % (i + 1, nid))
            break
    types = Counter()
    genres = Counter()
    lengths = []
    nlower = 0
    for n in notes:
        nid = n.get("id")
        t = n.get("text")
        if not isinstance(t, str) or not t:
            errs.append("%s: empty text" % nid)
            continue
        lengths.append(len(t))
        m = n.get("meta", {})
        if m.get("source") != "dev224-en":
            errs.append("%s: bad meta.source" % nid)
        for k in ("genre", "lowercase", "country"):
            if k not in m:
                errs.append("%s: meta.%s missing" % (nid, k))
        genres[m.get("genre")] += 1
        if m.get("lowercase"):
            nlower += 1
            if any(ch.isupper() for ch in t):
                errs.append("%s: upper-case letter in lower-cased note" % nid)
        prev_end = -1
        prev_start = -1
        for s in n.get("spans", []):
            a, b, lab, typ, st = s.get("start"), s.get("end"), s.get("label"), s.get("type"), s.get("text")
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(t)):
                errs.append("%s: span out of range %r" % (nid, s))
                continue
            if a < prev_start:
                errs.append("%s: spans not sorted at %d" % (nid, a))
            if a < prev_end:
                errs.append("%s: overlap at %d" % (nid, a))
            prev_start, prev_end = a, b
            if t[a:b] != st:
                errs.append("%s: text mismatch %r vs %r" % (nid, t[a:b], st))
            if typ not in TYPES or TYPES[typ] != lab:
                errs.append("%s: bad label/type %r/%r" % (nid, lab, typ))
            if st != st.strip():
                errs.append("%s: whitespace at span edge %r" % (nid, st))
            if st and (st[0] in EDGE_BAD or st[-1] in EDGE_BAD):
                if not (st[-1] == ")" and "(" in st) and not (st[0] == "(" and ")" in st) and not st.endswith("'s"):
                    errs.append("%s: punctuation at span edge %r" % (nid, st))
            if m.get("lowercase") and any(ch.isupper() for ch in st):
                errs.append("%s: upper-case span in lower-cased note" % nid)
            types[typ] += 1
    N = len(notes)
    nspans = sum(types.values())
    mean = sum(lengths) / max(1, N)
    need = 600 if mean < 1200 else 330
    if N < need:
        errs.append("only %d notes (need %d)" % (N, need))
    if nspans < 8000:
        errs.append("only %d spans" % nspans)
    for ty in TYPES:
        if types[ty] < 15:
            errs.append("type %s has %d spans (<15)" % (ty, types[ty]))
    big = [g for g, k in genres.items() if k >= 30]
    if len(big) < 10:
        errs.append("only %d genres with >=30 notes" % len(big))
    if not (N / 8 <= nlower <= N / 4.5):
        errs.append("lower-cased notes %d not about one in six" % nlower)
    print("notes %d  spans %d  mean length %.0f  range %d-%d  lower-cased %d" % (N, nspans, mean, min(lengths), max(lengths), nlower))
    print("genres: " + ", ".join("%s %d" % (g, k) for g, k in sorted(genres.items())))
    print("types: " + ", ".join("%s %d" % (ty, types[ty]) for ty in TYPES))
    if errs:
        print("FAIL (%d problems)" % len(errs))
        for e in errs[:50]:
            print("  " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
