"""Validate bench/dev64_en/notes.jsonl against the PHI guideline's span rules.

Exits non-zero on any problem.  Run:  python3.11 build/check.py [notes.jsonl]
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# label of every fine type, as in docs/annotation_guideline.md (kept here on purpose,
# independent of the generator's own table)
CATEGORY = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
GENRES = ["ems_transfer", "home_health_hospice", "snf_ltc", "utilization_payer", "portal_callback",
          "school_sports_employment", "roi_legal_disability", "flowsheet_wound_dialysis_infusion"]
LEAD_BAD = set(".,;:!?\"'`)]}>-/*")
TRAIL_BAD = set(",;:!?\"'`([{<-/*")
PAIRS = {"(": ")", "[": "]", "{": "}"}
ABBR_END = re.compile(r"(?:^|[\s.])[A-Za-z]{1,3}\.$")  # "K.", "J.S.", "Inc.", "Co."
MIN_NOTES, MIN_SPANS, MIN_BYTES, MAX_BYTES = 320, 8000, 300, 5120


def span_problems(text, s):
    out = []
    st, en, v = s["start"], s["end"], text[s["start"]:s["end"]]
    if s.get("text") != v:
        out.append("text field %r != note slice %r" % (s.get("text"), v))
    if not v:
        return out + ["empty span"]
    if v != v.strip():
        out.append("leading/trailing whitespace %r" % v)
    if v[0] in LEAD_BAD:
        out.append("starts with punctuation %r" % v)
    if v[0] in PAIRS and PAIRS[v[0]] not in v:
        out.append("unbalanced opening bracket %r" % v)
    if v[-1] in TRAIL_BAD:
        out.append("ends with punctuation %r" % v)
    if v[-1] in ")]}" and {")": "(", "]": "[", "}": "{"}[v[-1]] not in v:
        out.append("takes in closing bracket %r" % v)
    if v[-1] == "." and not ABBR_END.search(v):
        out.append("takes in a full stop %r" % v)
    if v.endswith("'s") and s["type"] in ("PATIENT", "DOCTOR", "FAMILY"):
        out.append("possessive inside name %r" % v)
    # a span must not cut a word in two (ages may be glued to yo/F/M: "64yo", "58F")
    if st > 0 and v[0].isalnum() and text[st - 1].isalnum():
        out.append("cuts a word on the left %r" % text[max(0, st - 5):en])
    if en < len(text) and v[-1].isalnum() and text[en].isalnum() and s["type"] != "AGE":
        out.append("cuts a word on the right %r" % text[st:en + 5])
    return out


def leak_problems(text, spans):
    """Every occurrence must be annotated: a span value (5+ chars) seen again
    as a whole word outside every span is reported."""
    out = []
    covered = [False] * len(text)
    for s in spans:
        for i in range(s["start"], s["end"]):
            covered[i] = True
    seen = set()
    for s in spans:
        v = s["text"]
        if len(v) < 5 or v in seen or s["type"] in ("AGE",):
            continue
        seen.add(v)
        for m in re.finditer(r"(?<![A-Za-z0-9])" + re.escape(v) + r"(?![A-Za-z0-9])", text):
            if not any(covered[m.start():m.end()]):
                out.append("unannotated occurrence of %s %r at %d" % (s["type"], v, m.start()))
    return out


def main(path):
    problems = []
    ids = set()
    by_type, by_label, by_genre, by_loc, by_layout = (collections.Counter() for _ in range(5))
    n_notes = n_spans = 0
    sizes = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                note = json.loads(line)
            except ValueError as e:
                problems.append("line %d: bad JSON (%s)" % (ln, e))
                continue
            nid = note.get("id")
            where = "%s (line %d)" % (nid, ln)
            if not isinstance(nid, str) or not re.fullmatch(r"dev64-en-\d{4}", nid):
                problems.append("%s: bad id" % where)
            if nid in ids:
                problems.append("%s: duplicate id" % where)
            ids.add(nid)
            text = note.get("text", "")
            meta = note.get("meta", {})
            for k in ("language", "source", "genre", "locale", "layout"):
                if k not in meta:
                    problems.append("%s: meta lacks %s" % (where, k))
            if meta.get("language") != "en" or meta.get("source") != "dev64-en":
                problems.append("%s: bad meta language/source" % where)
            if meta.get("genre") not in GENRES:
                problems.append("%s: unknown genre %r" % (where, meta.get("genre")))
            if meta.get("locale") not in ("en-US", "en-CA", "en-GB"):
                problems.append("%s: unknown locale %r" % (where, meta.get("locale")))
            size = len(text.encode("utf-8"))
            sizes.append(size)
            if not MIN_BYTES <= size <= MAX_BYTES:
                problems.append("%s: size %d bytes outside %d..%d" % (where, size, MIN_BYTES, MAX_BYTES))
            if any(ch in text for ch in "\x01\x02\x03"):
                problems.append("%s: marker characters left in text" % where)
            spans = note.get("spans", [])
            prev_end = -1
            prev_start = -1
            for s in spans:
                for k in ("start", "end", "label", "type", "text"):
                    if k not in s:
                        problems.append("%s: span lacks %s: %r" % (where, k, s))
                        break
                else:
                    if not (0 <= s["start"] < s["end"] <= len(text)):
                        problems.append("%s: offsets out of range %r" % (where, s))
                        continue
                    if s["start"] < prev_start:
                        problems.append("%s: spans not sorted at %d" % (where, s["start"]))
                    if s["start"] < prev_end:
                        problems.append("%s: overlapping spans at %d" % (where, s["start"]))
                    prev_start, prev_end = s["start"], s["end"]
                    if s["type"] not in CATEGORY:
                        problems.append("%s: unknown type %r" % (where, s["type"]))
                    elif CATEGORY[s["type"]] != s["label"]:
                        problems.append("%s: label %s does not match type %s" % (where, s["label"], s["type"]))
                    for p in span_problems(text, s):
                        problems.append("%s: %s" % (where, p))
                    by_type[s["type"]] += 1
                    by_label[s["label"]] += 1
            for p in leak_problems(text, [s for s in spans if "text" in s]):
                problems.append("%s: %s" % (where, p))
            n_notes += 1
            n_spans += len(spans)
            by_genre[meta.get("genre")] += 1
            by_loc[meta.get("locale")] += 1
            by_layout[meta.get("layout")] += 1
    missing = [t for t in CATEGORY if by_type[t] == 0]
    if missing:
        problems.append("fine types never used: %s" % ", ".join(missing))
    if n_notes < MIN_NOTES:
        problems.append("only %d notes (< %d)" % (n_notes, MIN_NOTES))
    if n_spans < MIN_SPANS:
        problems.append("only %d spans (< %d)" % (n_spans, MIN_SPANS))

    print("notes %d, spans %d, bytes min %d / median %d / max %d" % (
        n_notes, n_spans, min(sizes or [0]), sorted(sizes or [0])[len(sizes) // 2], max(sizes or [0])))
    print("by label: " + ", ".join("%s %d" % kv for kv in sorted(by_label.items())))
    print("by type:")
    for t in CATEGORY:
        print("  %-15s %5d" % (t, by_type[t]))
    print("by genre: " + ", ".join("%s %d" % kv for kv in sorted(by_genre.items())))
    print("by locale: " + ", ".join("%s %d" % kv for kv in sorted(by_loc.items())))
    print("layouts: %d distinct" % len(by_layout))
    if problems:
        for p in problems[:200]:
            print("PROBLEM: " + p)
        print("%d problem(s)" % len(problems))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else DEFAULT))
