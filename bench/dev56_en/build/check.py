"""Validate bench/dev56_en/notes.jsonl. Exits non-zero on any problem.

Run from the set directory:  python3.11 build/check.py [path]
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# fine type -> category, per docs/annotation_guideline.md
TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
# the guideline has no catch-all types, so every fine type must occur
REQUIRED = list(TYPE_LABEL)

MIN_NOTES, MIN_SPANS = 320, 8000
META_KEYS = ["language", "source", "genre", "locale", "layout"]
ID_RE = re.compile(r"^dev56-en-\d{4}$")
INITIAL_END = re.compile(r"(?:^|[^A-Za-z])[A-Za-z]\.$")
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


def edge_problem(sp, text):
    """Return a description if the span's edges take in whitespace or punctuation."""
    t = sp["text"]
    if t != t.strip():
        return "leading/trailing whitespace"
    first, last = t[0], t[-1]
    if not first.isalnum():
        ok = sp["type"] in ("PHONE", "FAX") and (first == "+" or re.match(r"^\(\d", t))
        if not ok:
            return "starts with punctuation %r" % first
    if not last.isalnum():
        ok = last == "." and INITIAL_END.search(t) and sp["type"] in ("PATIENT", "DOCTOR", "FAMILY")
        if last == "/" and sp["type"] == "URL":
            ok = False
        if not ok:
            return "ends with punctuation %r" % last
    if t.count("(") != t.count(")") or t.count("[") != t.count("]"):
        return "unbalanced brackets"
    if t.count('"') % 2:
        return "takes in a quote"
    # span must not cut a word: same-class alnum on both sides of a boundary
    s, e = sp["start"], sp["end"]
    if s > 0:
        a, b = text[s - 1], text[s]
        if (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit()):
            return "starts inside a word"
    if e < len(text):
        a, b = text[e - 1], text[e]
        if (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit()):
            return "ends inside a word"
        if b.isalnum() and not (a.isdigit() and b.isalpha() and sp["type"] == "AGE"):
            return "followed directly by %r" % b
    return None


def main(path):
    errors = []
    err = errors.append
    ids = set()
    n_notes = 0
    by_type = collections.Counter()
    by_label = collections.Counter()
    by_genre = collections.Counter()
    by_locale = collections.Counter()
    sizes = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            if not line.strip():
                err("line %d: blank line" % ln)
                continue
            try:
                note = json.loads(line)
            except ValueError as e:
                err("line %d: bad JSON (%s)" % (ln, e))
                continue
            n_notes += 1
            nid = note.get("id")
            if not isinstance(nid, str) or not ID_RE.match(nid):
                err("line %d: bad id %r" % (ln, nid))
            if nid in ids:
                err("line %d: duplicate id %s" % (ln, nid))
            ids.add(nid)
            text = note.get("text")
            if not isinstance(text, str) or not text.strip():
                err("%s: empty text" % nid)
                continue
            if CONTROL.search(text):
                err("%s: control character (marker?) in text" % nid)
            meta = note.get("meta") or {}
            for k in META_KEYS:
                if not meta.get(k):
                    err("%s: meta.%s missing" % (nid, k))
            if meta.get("language") != "en" or meta.get("source") != "dev56-en":
                err("%s: meta language/source wrong" % nid)
            by_genre[meta.get("genre")] += 1
            by_locale[meta.get("locale")] += 1
            sizes.append(len(text.encode("utf-8")))
            prev_end = -1
            prev_start = -1
            for sp in note.get("spans", []):
                for k in ("start", "end", "label", "type", "text"):
                    if k not in sp:
                        err("%s: span missing %s: %r" % (nid, k, sp))
                        break
                else:
                    s, e = sp["start"], sp["end"]
                    tag = "%s [%d:%d] %s %r" % (nid, s, e, sp["type"], sp["text"])
                    if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                        err("%s: bad offsets" % tag)
                        continue
                    if text[s:e] != sp["text"]:
                        err("%s: text mismatch, note has %r" % (tag, text[s:e]))
                    if s < prev_start or (s == prev_start and e <= prev_end):
                        err("%s: spans not sorted" % tag)
                    if s < prev_end:
                        err("%s: overlaps previous span" % tag)
                    prev_start, prev_end = s, max(prev_end, e)
                    if sp["type"] not in TYPE_LABEL:
                        err("%s: unknown type" % tag)
                    elif TYPE_LABEL[sp["type"]] != sp["label"]:
                        err("%s: label %s does not match type (want %s)" % (tag, sp["label"],
                                                                          TYPE_LABEL[sp["type"]]))
                    p = edge_problem(sp, text)
                    if p:
                        err("%s: %s" % (tag, p))
                    by_type[sp["type"]] += 1
                    by_label[sp["label"]] += 1
    n_spans = sum(by_type.values())
    if n_notes < MIN_NOTES:
        err("only %d notes (need %d)" % (n_notes, MIN_NOTES))
    if n_spans < MIN_SPANS:
        err("only %d spans (need %d)" % (n_spans, MIN_SPANS))
    for t in REQUIRED:
        if by_type[t] == 0:
            err("fine type %s never occurs" % t)

    print("notes: %d   spans: %d" % (n_notes, n_spans))
    print("by label: " + ", ".join("%s=%d" % kv for kv in sorted(by_label.items())))
    print("by type:")
    for t in REQUIRED:
        print("  %-15s %-11s %6d" % (t, TYPE_LABEL[t], by_type[t]))
    print("by genre: " + ", ".join("%s=%d" % kv for kv in sorted(by_genre.items(), key=str)))
    print("by locale: " + ", ".join("%s=%d" % kv for kv in sorted(by_locale.items(), key=str)))
    if sizes:
        sizes.sort()
        inr = sum(1 for s in sizes if 1500 <= s <= 5000)
        print("size: min %d, median %d, max %d bytes; %d/%d in 1.5-5 KB" % (
            sizes[0], sizes[len(sizes) // 2], sizes[-1], inr, len(sizes)))
        if inr * 2 < len(sizes):
            err("fewer than half of the notes are 1.5-5 KB")
    if errors:
        print("\n%d problem(s):" % len(errors), file=sys.stderr)
        for e in errors[:200]:
            print("  " + e, file=sys.stderr)
        if len(errors) > 200:
            print("  ... %d more" % (len(errors) - 200), file=sys.stderr)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else DEFAULT))
