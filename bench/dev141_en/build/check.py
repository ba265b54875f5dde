"""Validate bench/dev141_en/notes.jsonl and print counts. Exit status 1 on any failure."""
import collections
import hashlib
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# the 29 fine types of docs/annotation_guideline.md and their coarse labels
TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID",
    "BIOID": "ID", "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_NOTES_SHORT, SHORT_CHARS = 330, 600, 800
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30
EX_DOMAIN = re.compile(r"(^|[.@/])example\.(com|org|net)(/|$)")


def main():
    errors = []

    def err(msg):
        if len(errors) < 50:
            print("ERROR:", msg)
        errors.append(msg)

    raw = open(PATH, "rb").read()
    rows = [json.loads(line) for line in raw.decode("utf-8").splitlines() if line.strip()]
    types = collections.Counter()
    labels = collections.Counter()
    genres = collections.Counter()
    countries = collections.Counter()
    n_lower = 0
    chars = 0
    for i, row in enumerate(rows):
        rid = row.get("id")
        if rid != "dev141-%04d" % (i + 1):
            err("id out of order at line %d: %r" % (i + 1, rid))
        if set(row) != {"id", "text", "spans", "meta"}:
            err("%s: record keys %s" % (rid, sorted(row)))
        text = row["text"]
        chars += len(text)
        meta = row["meta"]
        if set(meta) != {"source", "genre", "lowercase", "country"} or meta["source"] != "dev141-en":
            err("%s: bad meta %r" % (rid, meta))
        genres[meta["genre"]] += 1
        countries[meta["country"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case characters" % rid)
        elif text == text.lower():
            err("%s: mixed-case note has no upper case" % rid)
        prev_end = -1
        for s in sorted(row["spans"], key=lambda x: (x["start"], x["end"])):
            if set(s) != {"start", "end", "label", "type", "text"}:
                err("%s: span keys %s" % (rid, sorted(s)))
                continue
            st, en, ty = s["start"], s["end"], s["type"]
            if ty not in TYPES or TYPES[ty] != s["label"]:
                err("%s: bad type/label %s/%s" % (rid, s["label"], ty))
            if not (0 <= st < en <= len(text)):
                err("%s: bad offsets %d-%d" % (rid, st, en))
                continue
            v = text[st:en]
            if v != s["text"]:
                err("%s: span text %r != text[%d:%d] %r" % (rid, s["text"], st, en, v))
            if v != v.strip():
                err("%s: span with edge whitespace %r" % (rid, v))
            opens, closes = v.count("(") + v.count("["), v.count(")") + v.count("]")
            if v[0] in "{\"',;:" or v[-1] in "}\"',;:" or (v[0] in "([" and closes < opens) or (v[-1] in ")]" and closes > opens):
                err("%s: span with edge punctuation %r" % (rid, v))
            if st < prev_end:
                err("%s: overlapping spans at %d" % (rid, st))
            prev_end = max(prev_end, en)
            types[ty] += 1
            labels[s["label"]] += 1
            lv = v.lower()
            if ty in ("PHONE", "FAX") and "555" not in v:
                err("%s: non-fictional phone %r" % (rid, v))
            if ty == "EMAIL" and not re.search(r"@example\.(com|org|net)$", lv):
                err("%s: email outside example domains %r" % (rid, v))
            if ty == "URL" and not EX_DOMAIN.search(re.sub(r"^https?://", "", lv).split("/")[0] + "/"):
                err("%s: url outside example domains %r" % (rid, v))
            if ty == "IPADDR":
                try:
                    if not ipaddress.ip_address(v).is_private:
                        err("%s: public IP %r" % (rid, v))
                except ValueError:
                    err("%s: bad IP %r" % (rid, v))
            if ty == "SSN" and not (v.startswith("9") or v.startswith("000")):
                err("%s: SSN not in fictional range %r" % (rid, v))

    n_notes = len(rows)
    n_spans = sum(types.values())
    avg_chars = chars / max(1, n_notes)
    need_notes = MIN_NOTES_SHORT if avg_chars < SHORT_CHARS else MIN_NOTES
    if n_notes < need_notes:
        err("only %d notes (need %d)" % (n_notes, need_notes))
    if n_spans < MIN_SPANS:
        err("only %d spans (need %d)" % (n_spans, MIN_SPANS))
    for ty in TYPES:
        if types[ty] < MIN_PER_TYPE:
            err("type %s has %d spans (need %d)" % (ty, types[ty], MIN_PER_TYPE))
    big = [g for g, k in genres.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    share = n_lower / max(1, n_notes)
    if not 0.14 <= share <= 0.20:
        err("lower-case share %.3f not about 1/6" % share)

    print("notes: %d   spans: %d   mean chars/note: %.0f" % (n_notes, n_spans, avg_chars))
    print("lower-case notes: %d (%.1f%%)   countries: %s" % (n_lower, 100 * share, dict(sorted(countries.items()))))
    print("labels:", ", ".join("%s %d" % kv for kv in sorted(labels.items())))
    print("fine types (min %d):" % min(types[t] for t in TYPES))
    for ty in TYPES:
        print("  %-15s %6d" % (ty, types[ty]))
    print("genres (%d):" % len(genres))
    for g, k in sorted(genres.items()):
        print("  %-30s %4d" % (g, k))
    print("md5:", hashlib.md5(raw).hexdigest())
    if errors:
        print("FAILED: %d problem(s)" % len(errors))
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
