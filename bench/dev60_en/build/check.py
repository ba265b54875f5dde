"""Validate bench/dev60_en/notes.jsonl against docs/annotation_guideline.md.
Run from the set directory:  python3.11 build/check.py   (exit status 1 on any problem)."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# guideline table: fine type -> label (kept here independently of the generator)
CATEGORY = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
LABEL_OF = {t: lab for lab, ts in CATEGORY.items() for t in ts}
REQUIRED_TYPES = sorted(LABEL_OF)  # the guideline has no catch-all types; all are required
MIN_NOTES, MIN_SPANS = 320, 8000
LOCALES = {"US", "UK", "CA", "AU"}
ID_RE = re.compile(r"^dev60-en-\d{4}$")
INITIAL_END = re.compile(r"(^|[^A-Za-z])[A-Za-z]\.$")
OPEN_OK = {"PHONE": "(+", "FAX": "(+"}


def span_problems(text, sp):
    errs = []
    for k in ("start", "end", "label", "type", "text"):
        if k not in sp:
            errs.append("missing key %s" % k)
    if errs:
        return errs
    s, e, typ, lab = sp["start"], sp["end"], sp["type"], sp["label"]
    if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
        return ["bad offsets %r-%r" % (s, e)]
    val = text[s:e]
    if val != sp["text"]:
        errs.append("text mismatch %r != %r" % (val, sp["text"]))
    if typ not in LABEL_OF:
        errs.append("unknown type %r" % typ)
    elif LABEL_OF[typ] != lab:
        errs.append("label %s does not match type %s" % (lab, typ))
    if val != val.strip():
        errs.append("leading/trailing whitespace %r" % val)
    if val and not (val[0].isalnum() or val[0] in OPEN_OK.get(typ, "")):
        errs.append("starts with punctuation %r" % val)
    if val and not val[-1].isalnum():
        if not (LABEL_OF.get(typ) == "NAME" and INITIAL_END.search(val)):
            errs.append("ends with punctuation %r" % val)
    if val.count("(") != val.count(")") or val.count("[") != val.count("]"):
        errs.append("unbalanced brackets %r" % val)
    if any(ch in val for ch in "\x01\x02\x03\n"):
        errs.append("control character or newline inside %r" % val)
    return errs


def main():
    problems = []
    ids = set()
    n_notes = 0
    by_type = collections.Counter()
    by_label = collections.Counter()
    by_genre = collections.Counter()
    by_locale = collections.Counter()
    by_layout = collections.Counter()
    spans_by_genre = collections.Counter()
    sizes = []
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                rec = json.loads(line)
            except ValueError as exc:
                problems.append("line %d: bad JSON (%s)" % (ln, exc))
                continue
            n_notes += 1
            rid = rec.get("id")
            where = "line %d (%s)" % (ln, rid)
            if not isinstance(rid, str) or not ID_RE.match(rid):
                problems.append("%s: bad id" % where)
            if rid in ids:
                problems.append("%s: duplicate id" % where)
            ids.add(rid)
            text = rec.get("text")
            if not isinstance(text, str) or not text.strip():
                problems.append("%s: empty text" % where)
                continue
            if any(ch in text for ch in "\x01\x02\x03"):
                problems.append("%s: marker characters left in text" % where)
            meta = rec.get("meta") or {}
            if meta.get("language") != "en" or meta.get("source") != "dev60-en":
                problems.append("%s: bad meta language/source" % where)
            if meta.get("locale") not in LOCALES:
                problems.append("%s: bad locale %r" % (where, meta.get("locale")))
            for k in ("genre", "layout"):
                if not meta.get(k):
                    problems.append("%s: meta.%s missing" % (where, k))
            by_genre[meta.get("genre")] += 1
            by_locale[meta.get("locale")] += 1
            by_layout[(meta.get("genre"), meta.get("layout"))] += 1
            sizes.append(len(text.encode("utf-8")))
            spans = rec.get("spans")
            if not isinstance(spans, list):
                problems.append("%s: spans not a list" % where)
                continue
            prev_end = -1
            prev_start = -1
            for sp in spans:
                for err in span_problems(text, sp):
                    problems.append("%s: %s" % (where, err))
                s, e = sp.get("start", 0), sp.get("end", 0)
                if s < prev_start:
                    problems.append("%s: spans not sorted at %d" % (where, s))
                if s < prev_end:
                    problems.append("%s: overlapping spans at %d" % (where, s))
                prev_start, prev_end = s, max(prev_end, e)
                by_type[sp.get("type")] += 1
                by_label[sp.get("label")] += 1
                spans_by_genre[meta.get("genre")] += 1
    n_spans = sum(by_type.values())
    missing = [t for t in REQUIRED_TYPES if by_type[t] == 0]
    if missing:
        problems.append("fine types never annotated: %s" % ", ".join(missing))
    if n_notes < MIN_NOTES:
        problems.append("only %d notes (< %d)" % (n_notes, MIN_NOTES))
    if n_spans < MIN_SPANS:
        problems.append("only %d spans (< %d)" % (n_spans, MIN_SPANS))
    in_range = sum(1 for x in sizes if 1500 <= x <= 5000)
    if sizes and in_range / len(sizes) < 0.75:
        problems.append("only %d/%d notes are 1.5-5 KB" % (in_range, len(sizes)))

    print("notes: %d   spans: %d   notes 1.5-5 KB: %d/%d (min %d, median %d, max %d bytes)" % (
        n_notes, n_spans, in_range, len(sizes), min(sizes or [0]), sorted(sizes or [0])[len(sizes) // 2], max(sizes or [0])))
    print("\nby label:")
    for lab in CATEGORY:
        print("  %-12s %6d" % (lab, by_label[lab]))
    print("\nby fine type:")
    for lab, ts in CATEGORY.items():
        for t in ts:
            print("  %-12s %-16s %6d" % (lab, t, by_type[t]))
    print("\nby genre (notes / spans):")
    for g in by_genre:
        print("  %-28s %4d %6d" % (g, by_genre[g], spans_by_genre[g]))
    print("\nby locale: " + ", ".join("%s %d" % kv for kv in sorted(by_locale.items())))
    print("\nby layout:")
    for (g, lay), k in sorted(by_layout.items()):
        print("  %-28s %-28s %3d" % (g, lay, k))
    if problems:
        print("\n%d PROBLEM(S):" % len(problems))
        for p in problems[:200]:
            print("  " + p)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
