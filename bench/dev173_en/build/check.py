"""Validate bench/dev173_en/notes.jsonl against the annotation guideline and the set's size rules.

Run from bench/dev173_en:  python3 build/check.py   (exit status 1 on any failure)
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# label/type table copied from docs/annotation_guideline.md
TABLE = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE2LABEL = {t: lab for lab, ts in TABLE.items() for t in ts}

MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE = 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LEAD_PUNCT = set("([{\"',;:.!?-")
TRAIL_PUNCT = set(")]}\"',;:!?-")
EXAMPLE_DOMAIN = re.compile(r"(^|[/.@])example\.(com|org|net)(/|$)")


def private_ip(s):
    try:
        a = [int(x) for x in s.split(".")]
    except ValueError:
        return False
    if len(a) != 4 or any(x < 0 or x > 255 for x in a):
        return False
    return a[0] == 10 or (a[0] == 192 and a[1] == 168) or (a[0] == 172 and 16 <= a[1] <= 31)


def main():
    errors = []

    def err(msg):
        if len(errors) < 60:
            print("ERROR:", msg)
        errors.append(msg)

    notes = []
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                err("line %d: bad JSON (%s)" % (ln, e))
    ids = collections.Counter(n.get("id") for n in notes)
    for k in sorted(i for i in ids if ids[i] > 1):
        err("duplicate id %s" % k)
    per_type = collections.Counter()
    per_genre = collections.Counter()
    per_country = collections.Counter()
    lower_n = 0
    n_spans = 0
    total_chars = 0
    for n in notes:
        nid = n.get("id", "?")
        if set(n) != {"id", "text", "spans", "meta"}:
            err("%s: keys %s" % (nid, sorted(n)))
            continue
        if not re.fullmatch(r"dev173-\d{4}", nid):
            err("%s: bad id" % nid)
        text, meta = n["text"], n["meta"]
        total_chars += len(text)
        if meta.get("source") != "dev173-en":
            err("%s: meta.source" % nid)
        if meta.get("country") not in ("AU", "NZ", "UK"):
            err("%s: meta.country" % nid)
        if not isinstance(meta.get("lowercase"), bool) or not meta.get("genre"):
            err("%s: meta.lowercase/genre" % nid)
        per_genre[meta.get("genre")] += 1
        per_country[meta.get("country")] += 1
        if meta.get("lowercase"):
            lower_n += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case text" % nid)
        prev_end = -1
        for sp in sorted(n["spans"], key=lambda s: (s["start"], s["end"])):
            n_spans += 1
            if set(sp) != {"start", "end", "label", "type", "text"}:
                err("%s: span keys %s" % (nid, sorted(sp)))
                continue
            s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            per_type[typ] += 1
            where = "%s[%s:%s]" % (nid, s, e)
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets" % where)
                continue
            if text[s:e] != st:
                err("%s: text mismatch %r != %r" % (where, text[s:e], st))
            if TYPE2LABEL.get(typ) != lab:
                err("%s: invalid label/type %s/%s" % (where, lab, typ))
            if not st or st != st.strip():
                err("%s: whitespace at edge %r" % (where, st))
            if st[0] in LEAD_PUNCT and not (st[0] == "(" and ")" in st):
                err("%s: leading punctuation %r" % (where, st))
            if st[-1] in TRAIL_PUNCT:
                err("%s: trailing punctuation %r" % (where, st))
            if st[-1] == "." and not (len(st) >= 2 and st[-2].isalpha() and (len(st) == 2 or not st[-3].isalpha())):
                err("%s: trailing full stop %r" % (where, st))
            if s < prev_end:
                err("%s: overlaps previous span" % where)
            prev_end = max(prev_end, e)
            # fictional-data conventions
            if typ in ("PHONE", "FAX") and "555" not in st:
                err("%s: phone/fax not on a 555 number %r" % (where, st))
            if typ in ("EMAIL", "URL") and not EXAMPLE_DOMAIN.search(("@" + st.split("@")[-1]) if typ == "EMAIL" else st):
                err("%s: %s not on example domain %r" % (where, typ, st))
            if typ == "IPADDR" and not private_ip(st):
                err("%s: IP not private %r" % (where, st))
            if typ == "SSN" and not (st[0] == "9" or st.startswith("000") or st.upper().startswith("QQ")):
                err("%s: SSN-type number not in a fictional range %r" % (where, st))
            # alignment with word boundaries: a span must not cut a word in two
            if s > 0 and text[s - 1].isalnum() and st[0].isalnum():
                err("%s: starts inside a word %r" % (where, text[max(0, s - 5):e]))
            if e < len(text) and text[e].isalnum() and st[-1].isalnum() and typ != "AGE":
                err("%s: ends inside a word %r" % (where, text[s:e + 5]))
    n_notes = len(notes)
    mean = total_chars / float(n_notes or 1)
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n_notes < need:
        err("only %d notes (need %d, mean length %.0f)" % (n_notes, need, mean))
    if n_spans < MIN_SPANS:
        err("only %d spans (need %d)" % (n_spans, MIN_SPANS))
    for t in sorted(TYPE2LABEL):
        if per_type[t] < MIN_PER_TYPE:
            err("type %s has %d spans (need %d)" % (t, per_type[t], MIN_PER_TYPE))
    big = [g for g in per_genre if per_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >=%d notes" % (len(big), MIN_PER_GENRE))
    frac = lower_n / float(n_notes or 1)
    if not 0.10 <= frac <= 0.25:
        err("lower-case share %.3f outside 0.10-0.25" % frac)

    print("notes %d  spans %d  mean chars %.0f  lowercase %d (%.1f%%)" % (n_notes, n_spans, mean, lower_n, 100 * frac))
    print("\nper type:")
    for t in sorted(TYPE2LABEL, key=lambda x: (TYPE2LABEL[x], x)):
        print("  %-8s %-15s %6d" % (TYPE2LABEL[t], t, per_type[t]))
    print("  smallest: %s %d" % min(((t, per_type[t]) for t in sorted(TYPE2LABEL)), key=lambda x: x[1]))
    print("\nper genre:")
    for g in sorted(per_genre):
        print("  %-32s %4d" % (g, per_genre[g]))
    print("\nper country: " + ", ".join("%s %d" % (k, per_country[k]) for k in sorted(per_country)))
    if errors:
        print("\nFAILED: %d error(s)" % len(errors))
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
