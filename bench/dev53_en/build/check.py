"""Validate ../notes.jsonl and print counts by label, type and genre.

Usage: python3 build/check.py [path]"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")

PAIRS = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
GENRES = ["primary_care", "urgent_care", "pediatrics", "obgyn", "behavioral_health", "rehab_therapy",
          "skilled_nursing", "ems"]
# a value may end in a full stop only when that stop closes an initial or abbreviation
ABBR_END = re.compile(r"(?:^|[\s.])(?:[A-Za-z]{1,2}|St|Ave|Rd|Dr|Blvd|Ln|Ct|Apt|Mt|Jr|Sr)\.$")
EDGE = set(".,;:!?\"'()[]{}<>/\\-*|_")


def main():
    errors = []
    warns = []
    ids = set()
    by_label = collections.Counter()
    by_type = collections.Counter()
    by_genre = collections.Counter()
    spans_by_genre = collections.Counter()
    sizes = []
    n = 0
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            n += 1
            try:
                o = json.loads(line)
            except ValueError as e:
                errors.append("line %d: bad json %s" % (ln, e))
                continue
            nid = o.get("id")
            if not re.fullmatch(r"dev53-en-\d{4}", nid or ""):
                errors.append("line %d: bad id %r" % (ln, nid))
            if nid in ids:
                errors.append("duplicate id %s" % nid)
            ids.add(nid)
            text = o["text"]
            sizes.append(len(text.encode("utf-8")))
            m = o.get("meta", {})
            if m.get("language") != "en" or m.get("source") != "dev53-en" or m.get("locale") != "US":
                errors.append("%s: bad meta %r" % (nid, m))
            if m.get("genre") not in GENRES:
                errors.append("%s: unknown genre %r" % (nid, m.get("genre")))
            by_genre[m.get("genre")] += 1
            prev_end = -1
            covered = [False] * len(text)
            for sp in sorted(o["spans"], key=lambda x: (x["start"], x["end"])):
                s, e, lab, typ = sp["start"], sp["end"], sp["label"], sp["type"]
                where = "%s [%d:%d]" % (nid, s, e)
                if not (0 <= s < e <= len(text)):
                    errors.append("%s: out of range" % where)
                    continue
                val = text[s:e]
                if sp.get("text") != val:
                    errors.append("%s: text mismatch %r vs %r" % (where, sp.get("text"), val))
                if PAIRS.get(typ) != lab:
                    errors.append("%s: bad label/type %s/%s" % (where, lab, typ))
                if s < prev_end:
                    errors.append("%s: overlap" % where)
                prev_end = max(prev_end, e)
                if val != val.strip():
                    errors.append("%s: whitespace at edge %r" % (where, val))
                first, last = val[0], val[-1]
                if first in EDGE and not (typ in ("PHONE", "FAX") and first in "(+"):
                    errors.append("%s: punctuation at start %r" % (where, val))
                if last in EDGE and not (last == "." and ABBR_END.search(val)):
                    errors.append("%s: punctuation at end %r" % (where, val))
                # a span must not cut a word in two
                if s > 0 and text[s - 1].isalnum() and val[0].isalnum():
                    errors.append("%s: starts inside a word %r" % (where, text[max(0, s - 5):e]))
                if e < len(text) and text[e].isalnum() and val[-1].isalnum() and typ != "AGE":
                    errors.append("%s: ends inside a word %r" % (where, text[s:e + 5]))
                for i in range(s, e):
                    covered[i] = True
                by_label[lab] += 1
                by_type[typ] += 1
                spans_by_genre[m.get("genre")] += 1
            # every occurrence: a longer annotated value seen elsewhere unannotated is suspicious
            seen = set()
            for sp in o["spans"]:
                val, typ = sp["text"], sp["type"]
                if typ in ("AGE", "LOCATION_OTHER", "STATE") or len(val) < 4 or val in seen:
                    continue
                # bare years and m/d dates collide with scores such as "Pain 8/10"; skip them here
                if typ == "DATE" and re.fullmatch(r"\d{4}|\d{1,2}/\d{1,2}", val):
                    continue
                seen.add(val)
                for mm in re.finditer(re.escape(val), text):
                    a, b = mm.start(), mm.end()
                    if a > 0 and text[a - 1].isalnum() or b < len(text) and text[b].isalnum():
                        continue
                    if not all(covered[a:b]):
                        errors.append("%s: unannotated occurrence of %r (%s) at %d" % (nid, val, typ, a))
    if n != 320:
        errors.append("expected 320 notes, found %d" % n)
    for t in PAIRS:
        if by_type[t] < 3:
            errors.append("fine type %s appears only %d times" % (t, by_type[t]))
    total = sum(by_type.values())
    if total < 8000:
        errors.append("only %d spans (need >= 8000)" % total)
    print("notes: %d   spans: %d" % (n, total))
    sizes.sort()
    if sizes:
        print("note size bytes: min %d  median %d  max %d  mean %d" % (sizes[0], sizes[len(sizes) // 2], sizes[-1],
                                                                      sum(sizes) // len(sizes)))
        print("  between 2 and 5 KB: %d   1-8 KB: %d" % (sum(2000 <= x <= 5000 for x in sizes),
                                                       sum(1000 <= x <= 8000 for x in sizes)))
    print("\nby label:")
    for k, v in by_label.most_common():
        print("  %-12s %6d" % (k, v))
    print("\nby type:")
    for k in PAIRS:
        print("  %-10s %-15s %6d" % (PAIRS[k], k, by_type[k]))
    print("\nby genre (notes / spans):")
    for g in GENRES:
        print("  %-18s %4d %6d" % (g, by_genre[g], spans_by_genre[g]))
    for w in warns:
        print("warning:", w)
    if errors:
        print("\n%d ERRORS" % len(errors))
        for e in errors[:60]:
            print("  ", e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
