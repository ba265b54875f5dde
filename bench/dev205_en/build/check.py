"""Validate bench/dev205_en/notes.jsonl.

Usage: python3 build/check.py [path]
Exits non-zero and lists problems if any check fails; prints summary statistics otherwise.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID",
    "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
EXAMPLE_HOST = re.compile(r"(^|\.)example\.(com|org|net)$")
SPAN_KEYS = ["start", "end", "label", "type", "text"]
META_KEYS = ["source", "genre", "lowercase", "country"]
COUNTRIES = ["Ireland", "India", "United States"]
BAD_EDGE = ",;:"
OPEN_CLOSE = [("(", ")"), ("[", "]"), ("{", "}"), ('"', '"')]


def private_ip(s):
    parts = s.split(".")
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 192 and b == 168) or (a == 172 and 16 <= b <= 31)


def url_host(u):
    u = re.sub(r"^[a-z]+://", "", u.lower())
    return u.split("/")[0].split(":")[0]


def contact_problem(sp):
    t, v = sp["type"], sp["text"]
    if t in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", v):
            return "phone/fax without 555"
    elif t == "EMAIL":
        if "@" not in v or not EXAMPLE_HOST.search(v.split("@", 1)[1].lower()):
            return "e-mail not on example.com/org/net"
    elif t == "URL":
        if not EXAMPLE_HOST.search(url_host(v)):
            return "URL not on example.com/org/net"
    elif t == "IPADDR":
        if not private_ip(v):
            return "IP not in a private range"
    elif t == "SSN":
        if not (v.startswith("9") or v.startswith("000")):
            return "SSN-like number not starting with 9 or 000"
    return None


def main():
    problems = []
    rows = []
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                rows.append(json.loads(line))
            except ValueError as e:
                problems.append("line %d: bad JSON (%s)" % (ln, e))
    by_type = collections.Counter()
    by_genre = collections.Counter()
    by_country = collections.Counter()
    n_lower = 0
    total_len = 0
    n_spans = 0
    for i, r in enumerate(rows):
        rid = r.get("id")
        want = "dev205-%04d" % (i + 1)
        if rid != want:
            problems.append("%s: id should be %s" % (rid, want))
        if sorted(r.keys()) != sorted(["id", "text", "spans", "meta"]):
            problems.append("%s: fields %s" % (rid, sorted(r.keys())))
            continue
        text = r["text"]
        meta = r["meta"]
        if sorted(meta.keys()) != sorted(META_KEYS):
            problems.append("%s: meta fields %s" % (rid, sorted(meta.keys())))
        if meta.get("source") != "dev205-en":
            problems.append("%s: meta.source" % rid)
        if meta.get("country") not in COUNTRIES:
            problems.append("%s: meta.country %r" % (rid, meta.get("country")))
        if not isinstance(meta.get("lowercase"), bool):
            problems.append("%s: meta.lowercase not bool" % rid)
        if meta.get("lowercase"):
            n_lower += 1
            if text != text.lower():
                problems.append("%s: lowercase note has upper-case characters" % rid)
        elif text == text.lower():
            problems.append("%s: note is all lower-case but meta.lowercase is false" % rid)
        by_genre[meta.get("genre")] += 1
        by_country[meta.get("country")] += 1
        total_len += len(text)
        prev_end = -1
        prev_start = -1
        for sp in r["spans"]:
            n_spans += 1
            if list(sp.keys()) != SPAN_KEYS:
                problems.append("%s: span keys %s" % (rid, list(sp.keys())))
                continue
            s, e, t = sp["start"], sp["end"], sp["type"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                problems.append("%s: bad offsets %r" % (rid, sp))
                continue
            if text[s:e] != sp["text"]:
                problems.append("%s: text[%d:%d]=%r != %r" % (rid, s, e, text[s:e], sp["text"]))
            if t not in LABEL:
                problems.append("%s: unknown type %r" % (rid, t))
            elif LABEL[t] != sp["label"]:
                problems.append("%s: type %s should have label %s, not %s" % (rid, t, LABEL[t], sp["label"]))
            if s < prev_start:
                problems.append("%s: spans not sorted at %d" % (rid, s))
            if s < prev_end:
                problems.append("%s: overlapping spans at %d" % (rid, s))
            prev_start, prev_end = s, e
            v = sp["text"]
            if v != v.strip():
                problems.append("%s: span with edge whitespace %r" % (rid, v))
            if v[-1] in BAD_EDGE or v[0] in BAD_EDGE:
                problems.append("%s: span takes in punctuation %r" % (rid, v))
            for o, cl in OPEN_CLOSE:
                if v.count(o) != v.count(cl) or (o != cl and (v.endswith(cl) and o not in v)):
                    problems.append("%s: unbalanced bracket/quote in span %r" % (rid, v))
            if t == "DOCTOR" or t == "PATIENT" or t == "FAMILY":
                for title in ("Dr ", "Dr. ", "Mr ", "Mrs ", "Ms ", "Prof. ", "dr ", "dr. ", "mr ", "mrs ", "ms ", "prof. "):
                    if v.startswith(title):
                        problems.append("%s: title inside name span %r" % (rid, v))
            if meta.get("lowercase") and v != v.lower():
                problems.append("%s: upper-case span in lowercase note %r" % (rid, v))
            cp = contact_problem(sp)
            if cp:
                problems.append("%s: %s: %r" % (rid, cp, v))
            by_type[t] += 1
    n = len(rows)
    mean = total_len / n if n else 0
    need_notes = 600 if mean < 1200 else 330
    if n < need_notes:
        problems.append("only %d notes (need %d at mean length %.0f)" % (n, need_notes, mean))
    if n_spans < 8000:
        problems.append("only %d spans (need 8000)" % n_spans)
    rich_types = [t for t in by_type if by_type[t] >= 15]
    if len(rich_types) < 29:
        problems.append("only %d types with >= 15 spans" % len(rich_types))
    rich_genres = [g for g in by_genre if by_genre[g] >= 30]
    if len(rich_genres) < 10:
        problems.append("only %d genres with >= 30 notes" % len(rich_genres))
    frac = n_lower / n if n else 0
    if not (0.12 <= frac <= 0.22):
        problems.append("lower-case fraction %.3f is not about one in six" % frac)

    print("notes: %d   spans: %d   mean length: %.1f chars   lower-case notes: %d" % (n, n_spans, mean, n_lower))
    print("countries: " + ", ".join("%s %d" % (k, by_country[k]) for k in sorted(by_country)))
    print("genres:")
    for g in sorted(by_genre):
        print("  %-32s %d" % (g, by_genre[g]))
    print("spans per type:")
    for t in sorted(by_type, key=lambda k: (-by_type[k], k)):
        print("  %-16s %-9s %d" % (t, LABEL.get(t, "?"), by_type[t]))
    if problems:
        print("\n%d PROBLEM(S):" % len(problems))
        for p in problems[:200]:
            print("  " + p)
        sys.exit(1)
    print("\nall checks passed")


if __name__ == "__main__":
    main()
