"""Validate ../notes.jsonl and print counts. Exit status 1 on any problem."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "notes.jsonl")

TYPES = {
    "NAME": {"PATIENT", "DOCTOR", "FAMILY", "USERNAME"},
    "AGE": {"AGE"},
    "DATE": {"DATE"},
    "LOCATION": {"STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"},
    "ID": {"MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"},
    "CONTACT": {"PHONE", "FAX", "EMAIL", "URL", "IPADDR"},
    "PROFESSION": {"PROFESSION"},
}
GENRES = {"dermatology", "ophthalmology", "ent_audiology", "dental_oral_surgery", "endocrinology_diabetes",
          "bariatric_surgery", "pain_management", "sleep_medicine"}
EDGE_PUNCT = set(".,;:!?\"'()[]{}<>-/|*_~`")
# a trailing full stop is allowed only where it closes an initial or an abbreviation inside the value
# ("J.S.", "Maria K."), as in the guideline's examples
INITIAL_END = re.compile(r"(?:^|[\s.])[^\W\d_]\.$")


def edge_problem(v):
    if not v:
        return "empty"
    if v != v.strip():
        return "whitespace at edge"
    a, z = v[0], v[-1]
    if a in EDGE_PUNCT:
        if not (a == "(" and ")" in v) and not (a == "+" ):
            return "punctuation at start %r" % a
    if z in EDGE_PUNCT:
        if z == "." and INITIAL_END.search(v):
            pass
        elif z == ")" and "(" in v:
            pass
        else:
            return "punctuation at end %r" % z
    if v.count("(") != v.count(")"):
        return "unbalanced brackets"
    return None


def main():
    errs = []
    by_label = collections.Counter()
    by_type = collections.Counter()
    by_genre = collections.Counter()
    spans_by_genre = collections.Counter()
    ids = set()
    n = 0
    sizes = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            o = json.loads(line)
            n += 1
            nid = o.get("id")
            if nid in ids:
                errs.append("%s: duplicate id" % nid)
            ids.add(nid)
            if not re.fullmatch(r"dev47-en-\d{4}", nid or ""):
                errs.append("line %d: bad id %r" % (ln, nid))
            text = o["text"]
            sizes.append(len(text.encode("utf-8")))
            meta = o["meta"]
            if meta.get("language") != "en" or meta.get("source") != "dev47-en" or meta.get("genre") not in GENRES \
                    or not meta.get("locale"):
                errs.append("%s: bad meta %r" % (nid, meta))
            by_genre[meta.get("genre")] += 1
            prev_end = -1
            for sp in sorted(o["spans"], key=lambda s: (s["start"], s["end"])):
                s, e, lab, typ = sp["start"], sp["end"], sp["label"], sp["type"]
                if not (0 <= s < e <= len(text)):
                    errs.append("%s: bad offsets %r" % (nid, sp))
                    continue
                if text[s:e] != sp["text"]:
                    errs.append("%s: text mismatch %r vs %r" % (nid, text[s:e], sp["text"]))
                if lab not in TYPES or typ not in TYPES[lab]:
                    errs.append("%s: unknown label/type %s/%s" % (nid, lab, typ))
                if s < prev_end:
                    errs.append("%s: overlap at %d" % (nid, s))
                prev_end = max(prev_end, e)
                p = edge_problem(text[s:e])
                if p:
                    errs.append("%s: %s in %r (%s)" % (nid, p, text[s:e], typ))
                # span must not cut a word in half
                if s > 0 and text[s - 1].isalnum() and text[s].isalnum():
                    errs.append("%s: span starts inside a word %r" % (nid, text[s - 1:e]))
                if e < len(text) and text[e].isalnum() and text[e - 1].isalnum() and typ != "AGE":
                    errs.append("%s: span ends inside a word %r" % (nid, text[s:e + 1]))
                by_label[lab] += 1
                by_type[typ] += 1
                spans_by_genre[meta.get("genre")] += 1
    if n != 320:
        errs.append("expected 320 notes, found %d" % n)
    total = sum(by_label.values())
    print("notes: %d   spans: %d   mean note size: %.0f bytes (min %d, max %d)" % (
        n, total, sum(sizes) / max(n, 1), min(sizes), max(sizes)))
    print("\nby label:")
    for k, v in by_label.most_common():
        print("  %-12s %6d" % (k, v))
    print("\nby type:")
    for k, v in by_type.most_common():
        print("  %-15s %6d" % (k, v))
    print("\nby genre (notes, spans):")
    for k in sorted(by_genre):
        print("  %-24s %4d %6d" % (k, by_genre[k], spans_by_genre[k]))
    if total < 8000:
        errs.append("fewer than 8000 spans (%d)" % total)
    if errs:
        print("\n%d PROBLEMS" % len(errs))
        for e in errs[:60]:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
