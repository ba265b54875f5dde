"""Validate bench/dev144_en/notes.jsonl and print counts. Exit 1 on failure."""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# fine type -> coarse label, as in docs/annotation_guideline.md
TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
DOMAINS = ("example.com", "example.org", "example.net")
MONTHS = r"(January|February|March|April|June|July|August|September|October|November|December|" \
         r"Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)"
WEEKDAYS = r"(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Wed|Thu|Fri|Sat|Sun)"


def covered(spans, a, b):
    return any(s["start"] <= a and b <= s["end"] for s in spans)


def main():
    errors = []
    warn = collections.Counter()
    rows = [json.loads(line) for line in open(PATH, encoding="utf-8")]
    types = collections.Counter()
    genres = collections.Counter()
    countries = collections.Counter()
    n_lower = 0
    n_spans = 0
    chars = 0
    for i, row in enumerate(rows):
        rid = row.get("id")
        if rid != "dev144-%04d" % (i + 1):
            errors.append("bad id at line %d: %r" % (i + 1, rid))
        text = row["text"]
        chars += len(text)
        meta = row["meta"]
        if meta.get("source") != "dev144-en":
            errors.append("%s: bad source" % rid)
        for k in ("genre", "lowercase", "country"):
            if k not in meta:
                errors.append("%s: meta lacks %s" % (rid, k))
        genres[meta["genre"]] += 1
        countries[meta["country"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                errors.append("%s: lowercase note has upper-case characters" % rid)
        prev_end = -1
        spans = row["spans"]
        for s in spans:
            n_spans += 1
            a, b, t = s["start"], s["end"], s["type"]
            types[t] += 1
            if t not in TYPES or TYPES[t] != s["label"]:
                errors.append("%s: bad type/label %s/%s" % (rid, s["label"], t))
            if not (0 <= a < b <= len(text)):
                errors.append("%s: bad offsets %d-%d" % (rid, a, b))
                continue
            v = text[a:b]
            if v != s["text"]:
                errors.append("%s: span text mismatch %r vs %r" % (rid, v, s["text"]))
            if v != v.strip():
                errors.append("%s: span with outer whitespace %r" % (rid, v))
            if a < prev_end:
                errors.append("%s: overlapping or unsorted spans at %d" % (rid, a))
            prev_end = b
            lv = v.lower()
            if t in ("PHONE", "FAX") and "555" not in v:
                errors.append("%s: %s without 555: %r" % (rid, t, v))
            if t == "EMAIL" and not lv.split("@")[-1].endswith(DOMAINS):
                errors.append("%s: email domain %r" % (rid, v))
            if t == "URL" and not re.match(r"^(https?://)?([a-z0-9-]+\.)?example\.(com|org|net)(/|$)", lv):
                errors.append("%s: url domain %r" % (rid, v))
            if t == "IPADDR":
                try:
                    if not ipaddress.ip_address(v).is_private:
                        errors.append("%s: public ip %r" % (rid, v))
                except ValueError:
                    errors.append("%s: bad ip %r" % (rid, v))
            if t == "SSN":
                digits = re.sub(r"\D", "", v)
                if len(digits) == 9 and not (digits.startswith("9") or digits.startswith("000")):
                    errors.append("%s: SSN-shaped value not fictional %r" % (rid, v))
                if len(digits) != 9 and not lv.startswith("q"):
                    errors.append("%s: unexpected SSN form %r" % (rid, v))
            if s["label"] == "NAME" and re.search(r"^(dr|mr|mrs|ms|miss)\.?\s", lv):
                errors.append("%s: title inside name span %r" % (rid, v))
        # heuristics (warnings): date words or full dates left unannotated
        for m in re.finditer(r"\b%s\b" % MONTHS, text):
            if not covered(spans, m.start(), m.end()):
                warn["unannotated month word"] += 1
        for m in re.finditer(r"\b%s\b" % WEEKDAYS, text):
            if not covered(spans, m.start(), m.end()):
                warn["unannotated weekday word"] += 1
        for m in re.finditer(r"\b\d{1,2}/\d{1,2}/\d{2,4}\b|\b(19|20)\d\d-\d\d-\d\d\b", text):
            if not covered(spans, m.start(), m.end()):
                warn["unannotated numeric date"] += 1
        for m in re.finditer(r"\b555[-. ]?\d{3,4}\b", text):
            if not covered(spans, m.start(), m.end()):
                warn["unannotated 555 number"] += 1
        for m in re.finditer(r"@|https?://|www\.", text):
            if not covered(spans, m.start(), m.end()):
                warn["unannotated email/url marker"] += 1
        if not meta["lowercase"]:
            names = {s["text"] for s in spans if s["type"] in ("PATIENT", "FAMILY", "DOCTOR")
                     and len(s["text"]) > 3 and " " not in s["text"] and s["text"][0].isupper()}
            for nmv in names:
                for m in re.finditer(r"\b%s\b" % re.escape(nmv), text):
                    if not covered(spans, m.start(), m.end()):
                        warn["name string also outside spans (check)"] += 1
    n = len(rows)
    avg = chars / max(n, 1)
    need_notes = MIN_NOTES if avg >= 2000 else MIN_NOTES_SHORT
    if n < need_notes:
        errors.append("only %d notes (need %d, avg %d chars)" % (n, need_notes, avg))
    if n_spans < MIN_SPANS:
        errors.append("only %d spans" % n_spans)
    for t in TYPES:
        if types[t] < MIN_TYPE:
            errors.append("type %s has %d spans" % (t, types[t]))
    big = [g for g, c in genres.items() if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errors.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    share = n_lower / max(n, 1)
    if not 0.13 <= share <= 0.20:
        errors.append("lowercase share %.3f not about 1/6" % share)

    print("notes: %d   spans: %d   avg chars/note: %d" % (n, n_spans, avg))
    print("lowercase: %d (%.1f%%)" % (n_lower, 100 * share))
    print("countries: " + ", ".join("%s %d" % kv for kv in sorted(countries.items())))
    print("genres (%d):" % len(genres))
    for g, c in sorted(genres.items()):
        print("  %-26s %d" % (g, c))
    print("fine types (%d):" % len(types))
    for t in TYPES:
        print("  %-15s %-12s %d" % (t, TYPES[t], types[t]))
    print("smallest fine type: %s %d" % min(((t, types[t]) for t in TYPES), key=lambda kv: kv[1]))
    for k, v in sorted(warn.items()):
        print("warning: %s: %d" % (k, v))
    if errors:
        for e in errors[:50]:
            print("ERROR:", e)
        print("FAILED with %d errors" % len(errors))
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
