"""Validate bench/dev146_en/notes.jsonl and print counts. Exit status 1 on any failure."""
import collections
import hashlib
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
BAD_START = set("\"'([{,;:.!?-/")
BAD_END = set("\"'([{,;:!?-/)]}")
EXAMPLE_DOM = re.compile(r"example\.(com|org|net)(/|$)")

errors = []
warnings = []


def err(msg):
    errors.append(msg)


def main():
    raw = open(PATH, "rb").read()
    md5 = hashlib.md5(raw).hexdigest()
    rows = [json.loads(line) for line in raw.decode("utf-8").splitlines() if line.strip()]
    types = collections.Counter()
    labels = collections.Counter()
    genres = collections.Counter()
    countries = collections.Counter()
    nlow = 0
    nspans = 0
    name_misses = 0
    miss_examples = []
    total_chars = 0
    for i, r in enumerate(rows):
        rid = r.get("id")
        if rid != "dev146-%04d" % (i + 1):
            err("id out of order at line %d: %r" % (i + 1, rid))
        if set(r) != {"id", "text", "spans", "meta"}:
            err("%s: record keys %s" % (rid, sorted(r)))
        meta = r["meta"]
        if set(meta) != {"source", "genre", "lowercase", "country"} or meta["source"] != "dev146-en":
            err("%s: bad meta %r" % (rid, meta))
        text = r["text"]
        total_chars += len(text)
        genres[meta["genre"]] += 1
        countries[meta["country"]] += 1
        if meta["lowercase"]:
            nlow += 1
            if text != text.lower():
                err("%s: lowercase note has upper case" % rid)
        covered = [False] * len(text)
        prev_end = -1
        prev = None
        for s in sorted(r["spans"], key=lambda x: (x["start"], x["end"])):
            nspans += 1
            if set(s) != {"start", "end", "label", "type", "text"}:
                err("%s: span keys %s" % (rid, sorted(s)))
                continue
            a, b, t = s["start"], s["end"], s["type"]
            if t not in TYPE2LABEL or TYPE2LABEL[t] != s["label"]:
                err("%s: bad type/label %s/%s" % (rid, t, s["label"]))
            if not (0 <= a < b <= len(text)):
                err("%s: bad offsets %d-%d" % (rid, a, b))
                continue
            v = text[a:b]
            if v != s["text"]:
                err("%s: span text mismatch %r vs %r" % (rid, v, s["text"]))
            if v != v.strip():
                err("%s: span has edge whitespace %r" % (rid, v))
            if a < prev_end:
                err("%s: overlapping spans at %d" % (rid, a))
            if prev is not None and prev["type"] == t and text[prev["end"]:a] in ("", " "):
                err("%s: adjacent %s spans look like one split value %r + %r" % (rid, t, prev["text"], v))
            prev = s
            prev_end = max(prev_end, b)
            if v[0] in BAD_START and not (v[0] == "(" and ")" in v):
                err("%s: span starts with punctuation %r" % (rid, v))
            if v[-1] in BAD_END or (v[-1] == "." and not re.search(r"(^|[^\w])[^\W\d_]\.$", v)):
                err("%s: span ends with punctuation %r" % (rid, v))
            for k in range(a, b):
                covered[k] = True
            types[t] += 1
            labels[s["label"]] += 1
            digits = re.sub(r"\D", "", v)
            if t in ("PHONE", "FAX") and len(digits) >= 7 and "555" not in digits:
                err("%s: non-fictional phone %r" % (rid, v))
            if t == "EMAIL" and not re.search(r"@example\.(com|org|net)$", v):
                err("%s: email domain %r" % (rid, v))
            if t == "URL" and not EXAMPLE_DOM.search(v):
                err("%s: url domain %r" % (rid, v))
            if t == "IPADDR":
                try:
                    if not ipaddress.ip_address(v).is_private:
                        err("%s: public ip %r" % (rid, v))
                except ValueError:
                    err("%s: bad ip %r" % (rid, v))
            if t == "SSN" and not (digits.startswith("9") or digits.startswith("000")):
                err("%s: SSN not fictional %r" % (rid, v))
        # unannotated contact-like or date-like strings
        for rx, what in [(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", "email"), (r"\b(?:\d{1,3}\.){3}\d{1,3}\b", "ip"),
                         (r"\b\d{3}[-. ]555[-. ]\d{4}\b", "phone"), (r"\bexample\.(?:com|org|net)\b", "domain"),
                         (r"\b\d{1,2}/\d{1,2}/\d{2,4}\b", "date"), (r"\b(?:19|20)\d\d-\d\d-\d\d\b", "iso date")]:
            for m in re.finditer(rx, text):
                if not all(covered[m.start():m.end()]):
                    err("%s: unannotated %s %r" % (rid, what, m.group()))
        # names annotated once should be annotated everywhere (case-sensitive, mixed-case notes only)
        if not meta["lowercase"]:
            seen = {s["text"] for s in r["spans"] if s["type"] in ("PATIENT", "DOCTOR", "FAMILY") and len(s["text"]) >= 4}
            for nm in sorted(seen):
                for m in re.finditer(r"(?<![\w-])" + re.escape(nm) + r"(?![\w-])", text):
                    if not any(covered[m.start():m.end()]):
                        name_misses += 1
                        if len(miss_examples) < 12:
                            miss_examples.append("%s: %r ...%s..." % (rid, nm, text[max(0, m.start() - 30):m.end() + 30].replace("\n", " ")))
    n = len(rows)
    # size requirements
    mean_chars = total_chars / max(1, n)
    need_notes = 330 if mean_chars >= 1200 else 600
    if n < need_notes:
        err("only %d notes (need %d at mean length %.0f)" % (n, need_notes, mean_chars))
    if nspans < 8000:
        err("only %d spans" % nspans)
    for t in TYPE2LABEL:
        if types[t] < 15:
            err("type %s has %d spans" % (t, types[t]))
    big = [g for g, k in genres.items() if k >= 30]
    if len(big) < 10:
        err("only %d genres with >= 30 notes" % len(big))
    share = nlow / max(1, n)
    if not (0.14 <= share <= 0.20):
        err("lowercase share %.3f" % share)
    if name_misses:
        warnings.append("%d unannotated repeats of annotated name strings (ordinary-word or eponym uses); e.g.:\n    %s"
                        % (name_misses, "\n    ".join(miss_examples)))

    print("notes: %d   spans: %d   mean chars/note: %.0f" % (n, nspans, mean_chars))
    print("lowercase notes: %d (%.1f%%)   countries: %s" % (nlow, 100 * share, dict(countries)))
    print("labels: %s" % dict(sorted(labels.items())))
    print("fine types (%d):" % len(types))
    for t in TYPE2LABEL:
        print("  %-15s %6d" % (t, types[t]))
    print("smallest fine type: %s = %d" % min(((t, types[t]) for t in TYPE2LABEL), key=lambda x: x[1]))
    print("genres (%d):" % len(genres))
    for g, k in sorted(genres.items()):
        print("  %-30s %4d" % (g, k))
    print("md5(notes.jsonl): %s" % md5)
    for w in warnings:
        print("WARNING: " + w)
    if errors:
        print("FAILED: %d errors" % len(errors))
        for e in errors[:40]:
            print("  " + e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
