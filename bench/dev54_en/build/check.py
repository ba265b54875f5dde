"""Validate notes.jsonl and print counts: python3 build/check.py [path]"""
import collections
import json
import os
import re
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID",
    "BIOID": "ID", "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
N_NOTES = 320
MIN_SPANS = 8000
MIN_PER_TYPE = 5
BAD_START = set(",.;:!?)]}\"'-/")
BAD_END = set(",;:!?([{\"'-/")
ABBR_END = re.compile(r"(?:^|[^A-Za-z\u00C0-\u024F])[A-Za-z\u00C0-\u024F]{1,3}\.$")


def main():
    errs = []
    notes = [json.loads(line) for line in open(PATH, encoding="utf-8")]
    if len(notes) != N_NOTES:
        errs.append("expected %d notes, got %d" % (N_NOTES, len(notes)))
    ids = [n["id"] for n in notes]
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    by_label, by_type, by_genre, spans_by_genre = collections.Counter(), collections.Counter(), collections.Counter(), collections.Counter()
    by_locale = collections.Counter()
    sizes = []
    total = 0
    for n in notes:
        t = n["text"]
        nid = n["id"]
        if not re.fullmatch(r"dev54-en-\d{4}", nid):
            errs.append("%s: bad id" % nid)
        meta = n.get("meta", {})
        for k, v in (("language", "en"), ("source", "dev54-en")):
            if meta.get(k) != v:
                errs.append("%s: meta.%s != %s" % (nid, k, v))
        if not meta.get("genre") or not meta.get("locale"):
            errs.append("%s: meta genre/locale missing" % nid)
        by_genre[meta.get("genre")] += 1
        by_locale[meta.get("locale")] += 1
        sizes.append(len(t.encode("utf-8")))
        prev_end = -1
        for s in sorted(n["spans"], key=lambda x: (x["start"], x["end"])):
            a, b, lab, typ = s["start"], s["end"], s["label"], s["type"]
            total += 1
            if not (0 <= a < b <= len(t)):
                errs.append("%s: bad offsets %r" % (nid, s))
                continue
            v = t[a:b]
            if v != s.get("text"):
                errs.append("%s: text mismatch %r vs %r" % (nid, v, s.get("text")))
            if TYPES.get(typ) != lab:
                errs.append("%s: bad label/type %s/%s" % (nid, lab, typ))
            if a < prev_end:
                errs.append("%s: overlap at %d" % (nid, a))
            prev_end = max(prev_end, b)
            if v != v.strip():
                errs.append("%s: whitespace at edge %r" % (nid, v))
            if v[0] in BAD_START and not (v[0] == "(" and typ in ("PHONE", "FAX")):
                errs.append("%s: punctuation at start %r" % (nid, v))
            if v[0] == "(" and typ not in ("PHONE", "FAX"):
                errs.append("%s: bracket at start %r" % (nid, v))
            if v[-1] in BAD_END:
                errs.append("%s: punctuation at end %r" % (nid, v))
            if v[-1] == ")" and "(" not in v:
                errs.append("%s: unbalanced bracket at end %r" % (nid, v))
            if v[-1] == "." and not ABBR_END.search(v):
                errs.append("%s: full stop at end %r" % (nid, v))
            # span must not cut a word in half
            if a > 0 and t[a - 1].isalnum() and v[0].isalnum() and typ not in ("AGE",):
                errs.append("%s: span starts mid-token %r" % (nid, t[max(0, a - 5):b]))
            if b < len(t) and t[b].isalnum() and v[-1].isalnum() and typ not in ("AGE",):
                errs.append("%s: span ends mid-token %r" % (nid, t[a:b + 5]))
            by_label[lab] += 1
            by_type[typ] += 1
            spans_by_genre[meta.get("genre")] += 1
    if total < MIN_SPANS:
        errs.append("only %d spans (< %d)" % (total, MIN_SPANS))
    for typ in TYPES:
        if by_type[typ] < MIN_PER_TYPE:
            errs.append("type %s only %d times" % (typ, by_type[typ]))
    print("notes: %d   spans: %d   text bytes: median %d, min %d, max %d" % (
        len(notes), total, sorted(sizes)[len(sizes) // 2], min(sizes), max(sizes)))
    print("\nby label:")
    for k, v in by_label.most_common():
        print("  %-12s %6d" % (k, v))
    print("\nby type:")
    for k in TYPES:
        print("  %-15s %6d" % (k, by_type[k]))
    print("\nby genre (notes / spans):")
    for k, v in sorted(by_genre.items()):
        print("  %-34s %4d %6d" % (k, v, spans_by_genre[k]))
    print("\nby locale:")
    for k, v in sorted(by_locale.items()):
        print("  %-4s %4d" % (k, v))
    if errs:
        print("\nFAILED: %d problems" % len(errs))
        for e in errs[:60]:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
