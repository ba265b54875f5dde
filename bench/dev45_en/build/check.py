#!/usr/bin/env python3
"""Validate dev45-en notes.jsonl.  Exits non-zero on any problem.

    python3 build/check.py [path/to/notes.jsonl]
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# the guideline's table: fine type -> label
TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE",
    "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
GENRES = ["hospital_letter", "gp_referral", "ae_clerking", "ward_round", "mdt_minutes", "community_nursing",
          "mental_health_assessment", "medication_reconciliation"]
N_NOTES = 320
MIN_SPANS = 8000
MIN_PER_TYPE = 3

BAD_LEAD = set("\"'\u201c\u201d\u2018\u2019([{<,;:.!?-/\\|*")
BAD_TRAIL = set("\"'\u201c\u201d\u2018\u2019)]}>,;:.!?-/\\|*")
INITIAL_END = re.compile(r"(?:^|[\s.])[A-Z]\.$")
# types whose every textual repeat in a note must itself be covered by a span
REPEAT_TYPES = {"PATIENT": 4, "DOCTOR": 4, "FAMILY": 4, "USERNAME": 4, "STREET": 4, "CITY": 4, "STATE": 4,
                "ZIP": 4, "COUNTRY": 4, "HOSPITAL": 4, "ORGANIZATION": 4, "LOCATION_OTHER": 4, "MRN": 5,
                "SSN": 5, "HEALTHPLAN": 5, "ACCOUNT": 5, "LICENSE": 5, "DEVICE": 5, "VEHICLE": 5, "BIOID": 5,
                "IDNUM": 5, "PHONE": 5, "FAX": 5, "EMAIL": 5, "URL": 5, "IPADDR": 5}


def punct_ok(s):
    a, z = s[0], s[-1]
    if a in BAD_LEAD and not (a == "(" and ")" in s[1:]):
        return "starts with %r" % a
    if z in BAD_TRAIL:
        if z == ")" and "(" in s[:-1]:
            return None
        if z == "." and INITIAL_END.search(s):
            return None
        return "ends with %r" % z
    return None


def main(path):
    errors = []
    counts = collections.Counter()
    genres = collections.Counter()
    locales = collections.Counter()
    ids = set()
    n_notes = 0
    n_spans = 0
    lengths = []

    def err(where, msg):
        errors.append("%s: %s" % (where, msg))

    with open(path, encoding="utf-8") as fh:
        raw = fh.read()
    if not raw.endswith("\n"):
        err("file", "does not end with a newline")
    for ln, line in enumerate(raw.split("\n")[:-1], 1):
        where = "line %d" % ln
        try:
            rec = json.loads(line)
        except ValueError as e:
            err(where, "invalid JSON: %s" % e)
            continue
        if not isinstance(rec, dict):
            err(where, "not an object")
            continue
        n_notes += 1
        if set(rec) != {"id", "text", "spans", "meta"}:
            err(where, "keys %s" % sorted(rec))
            continue
        rid = rec["id"]
        where = "%s (line %d)" % (rid, ln)
        if not isinstance(rid, str) or not re.fullmatch(r"dev45-en-\d{4}", rid):
            err(where, "bad id")
        if rid in ids:
            err(where, "duplicate id")
        ids.add(rid)
        text = rec["text"]
        if not isinstance(text, str) or not text.strip():
            err(where, "empty text")
            continue
        lengths.append(len(text.encode("utf-8")))
        meta = rec["meta"]
        if not isinstance(meta, dict):
            err(where, "meta not an object")
            continue
        for k in ("language", "source", "genre", "locale"):
            if k not in meta:
                err(where, "meta lacks %s" % k)
        if meta.get("language") != "en":
            err(where, "meta.language")
        if meta.get("source") != "dev45-en":
            err(where, "meta.source")
        if meta.get("genre") not in GENRES:
            err(where, "meta.genre %r" % meta.get("genre"))
        if meta.get("locale") not in ("UK", "IE"):
            err(where, "meta.locale %r" % meta.get("locale"))
        genres[meta.get("genre")] += 1
        locales[meta.get("locale")] += 1
        spans = rec["spans"]
        if not isinstance(spans, list):
            err(where, "spans not a list")
            continue
        prev = None
        cover = []
        for j, sp in enumerate(spans):
            w = "%s span %d" % (where, j)
            if not isinstance(sp, dict) or set(sp) != {"start", "end", "label", "type", "text"}:
                err(w, "span keys")
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int)) or isinstance(s, bool) or isinstance(e, bool):
                err(w, "offsets not int")
                continue
            if not (0 <= s < e <= len(text)):
                err(w, "offsets out of range")
                continue
            val = text[s:e]
            if val != sp["text"]:
                err(w, "text mismatch %r != %r" % (val, sp["text"]))
            if val != val.strip():
                err(w, "whitespace at edge %r" % val)
            if "\n" in val:
                err(w, "newline inside span %r" % val)
            p = punct_ok(val)
            if p:
                err(w, "punctuation: %s in %r" % (p, val))
            t = sp["type"]
            if t not in TYPES:
                err(w, "unknown type %r" % t)
            elif sp["label"] != TYPES[t]:
                err(w, "label %r inconsistent with type %s" % (sp["label"], t))
            if prev is not None:
                if (s, e) < prev:
                    err(w, "spans not sorted")
                if s < prev[1]:
                    err(w, "overlap with previous span")
            prev = (s, e)
            cover.append((s, e))
            counts[t] += 1
            n_spans += 1
        # every repeat of an annotated value must itself be annotated
        seen = set()
        for sp in spans:
            t = sp["type"]
            val = sp["text"]
            if t not in REPEAT_TYPES or len(val) < REPEAT_TYPES[t] or val in seen:
                continue
            seen.add(val)
            for m in re.finditer(r"(?<!\w)" + re.escape(val) + r"(?!\w)", text):
                if not any(a <= m.start() and m.end() <= b for a, b in cover):
                    err(where, "unannotated repeat of %s %r at %d" % (t, val, m.start()))
    if n_notes != N_NOTES:
        err("file", "%d notes, expected %d" % (n_notes, N_NOTES))
    if n_spans < MIN_SPANS:
        err("file", "%d spans, expected at least %d" % (n_spans, MIN_SPANS))
    for t in TYPES:
        if counts[t] < MIN_PER_TYPE:
            err("file", "type %s occurs %d times (< %d)" % (t, counts[t], MIN_PER_TYPE))
    print("notes: %d  spans: %d" % (n_notes, n_spans))
    print("genres: " + ", ".join("%s=%d" % (g, genres[g]) for g in GENRES))
    print("locales: " + ", ".join("%s=%d" % (k, locales[k]) for k in ("UK", "IE")))
    if lengths:
        ls = sorted(lengths)
        print("note size (bytes): min %d  median %d  max %d" % (ls[0], ls[len(ls) // 2], ls[-1]))
    print("per type: " + ", ".join("%s=%d" % (t, counts[t]) for t in TYPES))
    if errors:
        for e in errors[:200]:
            print("ERROR", e)
        print("%d error(s)" % len(errors))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else DEFAULT))
