"""Validate bench/dev139_en/notes.jsonl and print counts. Exit status 1 on any failure."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

TYPES = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
         "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
         "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
         "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
         "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
         "PROFESSION": "PROFESSION"}
MIN_NOTES, MIN_SPANS, MIN_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30
FICT_DOM = re.compile(r"example\.(com|org|net)(/|$)", re.I)


def private_ip(s):
    p = [int(x) for x in s.split(".")]
    return len(p) == 4 and all(0 <= x < 256 for x in p) and (
        p[0] == 10 or (p[0] == 192 and p[1] == 168) or (p[0] == 172 and 16 <= p[1] <= 31))


def main():
    errors, warns = [], []
    notes = [json.loads(line) for line in open(PATH, encoding="utf-8")]
    types, labels, genres = collections.Counter(), collections.Counter(), collections.Counter()
    n_spans = n_lower = 0
    ids = set()
    for k, r in enumerate(notes):
        nid = r.get("id")
        if nid != "dev139-%04d" % (k + 1):
            errors.append("%s: id out of order" % nid)
        if nid in ids:
            errors.append("%s: duplicate id" % nid)
        ids.add(nid)
        t, m = r["text"], r["meta"]
        if set(r) != {"id", "text", "spans", "meta"}:
            errors.append("%s: record keys %s" % (nid, sorted(r)))
        if m.get("source") != "dev139-en" or not m.get("genre") or "country" not in m or not isinstance(m.get("lowercase"), bool):
            errors.append("%s: bad meta" % nid)
        genres[m["genre"]] += 1
        if m["lowercase"]:
            n_lower += 1
            if t != t.lower():
                errors.append("%s: lowercase note has upper case" % nid)
        prev_end = -1
        covered = [False] * len(t)
        for s in sorted(r["spans"], key=lambda s: (s["start"], s["end"])):
            n_spans += 1
            a, b, ty = s["start"], s["end"], s["type"]
            if set(s) != {"start", "end", "label", "type", "text"}:
                errors.append("%s: span keys %s" % (nid, sorted(s)))
            if ty not in TYPES or TYPES[ty] != s["label"]:
                errors.append("%s: bad type/label %s/%s" % (nid, s["label"], ty))
            if not (0 <= a < b <= len(t)) or t[a:b] != s["text"]:
                errors.append("%s: offsets do not match text %r" % (nid, s["text"]))
                continue
            v = s["text"]
            if v != v.strip():
                errors.append("%s: span with outer whitespace %r" % (nid, v))
            if a < prev_end:
                errors.append("%s: overlapping spans at %d" % (nid, a))
            prev_end = max(prev_end, b)
            if v[-1] in ",;:" or v[0] in "\"'.,;:" or v[-1] in "\"'" or v.count("(") != v.count(")"):
                errors.append("%s: span takes in punctuation %r" % (nid, v))
            for i in range(a, b):
                covered[i] = True
            types[ty] += 1
            labels[s["label"]] += 1
            lv = v.lower()
            if ty in ("PHONE", "FAX") and "555" not in v:
                errors.append("%s: non-fictional phone %r" % (nid, v))
            if ty in ("EMAIL", "URL") and not FICT_DOM.search(lv):
                errors.append("%s: non-fictional %s %r" % (nid, ty, v))
            if ty == "EMAIL" and not re.fullmatch(r"[^@\s]+@example\.(com|org|net)", lv):
                errors.append("%s: bad email %r" % (nid, v))
            if ty == "IPADDR" and not private_ip(v):
                errors.append("%s: non-private IP %r" % (nid, v))
            if ty == "SSN" and not (v.startswith("9") or v.startswith("000")):
                errors.append("%s: SSN not fictional-shaped %r" % (nid, v))
        # identifiers and contacts must be annotated wherever they occur
        for s in r["spans"]:
            if s["label"] in ("ID", "CONTACT") and len(s["text"]) >= 5:
                for mt in re.finditer(re.escape(s["text"]), t):
                    if not all(covered[mt.start():mt.end()]):
                        errors.append("%s: unannotated repeat of %s %r" % (nid, s["type"], s["text"]))
            if s["type"] in ("PATIENT", "DOCTOR", "FAMILY") and len(s["text"]) >= 6 and " " in s["text"]:
                for mt in re.finditer(r"\b%s\b" % re.escape(s["text"]), t):
                    if not all(covered[mt.start():mt.end()]):
                        warns.append("%s: unannotated repeat of name %r" % (nid, s["text"]))
    n = len(notes)
    print("notes: %d   spans: %d   lowercase notes: %d (%.1f%%)" % (n, n_spans, n_lower, 100.0 * n_lower / max(n, 1)))
    print("\nlabels:")
    for k, v in sorted(labels.items()):
        print("  %-12s %6d" % (k, v))
    print("\nfine types:")
    for k in TYPES:
        print("  %-15s %6d" % (k, types[k]))
    print("\ngenres:")
    for k, v in sorted(genres.items()):
        print("  %-22s %4d" % (k, v))
    if n < MIN_NOTES:
        errors.append("only %d notes" % n)
    if n_spans < MIN_SPANS:
        errors.append("only %d spans" % n_spans)
    for k in TYPES:
        if types[k] < MIN_TYPE:
            errors.append("type %s has only %d spans" % (k, types[k]))
    big = [g for g, c in genres.items() if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errors.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    share = n_lower / max(n, 1)
    if not 0.13 <= share <= 0.20:
        errors.append("lowercase share %.3f not about 1/6" % share)
    print("\nsmallest fine type: %s (%d)" % min(((k, types[k]) for k in TYPES), key=lambda x: x[1]))
    if warns:
        print("\n%d warnings, e.g.:" % len(warns))
        for w in warns[:10]:
            print("  " + w)
    if errors:
        print("\nFAILED: %d errors" % len(errors))
        for e in errors[:40]:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
