"""Validate bench/dev58_en/notes.jsonl. Exits non-zero on any problem.

Run from the set directory:  python3.11 build/check.py [path/to/notes.jsonl]
Independent of the generator: the type->label table below is copied from
docs/annotation_guideline.md, not imported from build/markers.py.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

GUIDELINE = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE_LABEL = {t: lab for lab, ts in GUIDELINE.items() for t in ts}
REQUIRED_TYPES = list(TYPE_LABEL)  # the guideline has no catch-all types; all 29 must occur

GENRES = ["cda_text", "hl7v2", "lab_cumulative", "flowsheet_mar", "referral_form", "audit_log", "device_report", "ocr_form"]
LOCALES = ["US", "UK", "CA", "AU"]
MIN_NOTES, MIN_SPANS = 320, 8000
SIZE_LO, SIZE_HI, MIN_SHARE_IN_RANGE = 1500, 5000, 0.75

LEAD_BAD = set("\"'[{<,.;:!?|^~)]}>-/")
TRAIL_BAD = set("\"'([{<,;:!?|^~)]}>-/")
INITIAL_END = re.compile(r"(?:^|[^A-Za-z])[A-Za-z]\.$")
MARKERS = re.compile("[\ue000-\ue002]")


def edge_problem(typ, value):
    if value != value.strip():
        return "leading/trailing whitespace"
    a, z = value[0], value[-1]
    if a in LEAD_BAD:
        return "leading punctuation %r" % a
    if a == "(" and not (typ in ("PHONE", "FAX") and ")" in value):
        return "leading bracket"
    if z in TRAIL_BAD and not (z == ")" and "(" in value):
        return "trailing punctuation %r" % z
    if z == "." and not INITIAL_END.search(value):
        return "trailing full stop (not an initial)"
    return None


def boundary_problem(typ, text, s, e):
    before = text[s - 1] if s > 0 else ""
    after = text[e] if e < len(text) else ""
    if typ == "DATE":
        if before.isalnum():
            return "DATE preceded by %r" % before
        # HL7 TS (YYYYMMDD + time digits) and ISO date-times ('T' + time) continue with the time of day
        if after.isalnum() and not ((re.fullmatch(r"\d{8}", text[s:e]) and after.isdigit()) or
                                    (re.fullmatch(r"\d{4}-\d\d-\d\d", text[s:e]) and after == "T")):
            return "DATE followed by %r" % after
        return None
    if typ == "AGE":
        # the unit may be glued on (63y, 71Y, 7mo), but never more digits
        if before.isalnum() or after.isdigit():
            return "AGE flanked by %r/%r" % (before, after)
        return None
    if before.isalnum() or after.isalnum():
        return "%s cuts through a word (%r|...|%r)" % (typ, before, after)
    return None


def main(path):
    problems = []

    def bad(nid, msg):
        problems.append("%s: %s" % (nid, msg))

    notes = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            if not line.strip():
                bad("line %d" % ln, "empty line")
                continue
            try:
                notes.append(json.loads(line))
            except json.JSONDecodeError as ex:
                bad("line %d" % ln, "invalid JSON: %s" % ex)
    ids = collections.Counter()
    by_type, by_label = collections.Counter(), collections.Counter()
    by_genre, by_locale, by_layout = collections.Counter(), collections.Counter(), collections.Counter()
    spans_by_genre = collections.Counter()
    sizes = []
    for i, n in enumerate(notes, 1):
        nid = n.get("id", "note#%d" % i) if isinstance(n, dict) else "note#%d" % i
        if not isinstance(n, dict) or set(n) != {"id", "text", "spans", "meta"}:
            bad(nid, "top-level keys must be id, text, spans, meta")
            continue
        ids[nid] += 1
        if not re.fullmatch(r"dev58-en-\d{4}", str(nid)):
            bad(nid, "id format")
        text, spans, meta = n["text"], n["spans"], n["meta"]
        if not isinstance(text, str) or not text.strip():
            bad(nid, "empty text")
            continue
        if MARKERS.search(text):
            bad(nid, "generator marker characters left in text")
        sizes.append(len(text.encode("utf-8")))
        if not isinstance(meta, dict):
            bad(nid, "meta is not an object")
            continue
        for k in ("language", "source", "genre", "locale", "layout"):
            if not meta.get(k):
                bad(nid, "meta.%s missing" % k)
        if meta.get("language") != "en":
            bad(nid, "meta.language != en")
        if meta.get("source") != "dev58-en":
            bad(nid, "meta.source != dev58-en")
        if meta.get("genre") not in GENRES:
            bad(nid, "unknown genre %r" % meta.get("genre"))
        if meta.get("locale") not in LOCALES:
            bad(nid, "unknown locale %r" % meta.get("locale"))
        by_genre[meta.get("genre")] += 1
        by_locale[meta.get("locale")] += 1
        by_layout["%s/%s" % (meta.get("genre"), meta.get("layout"))] += 1
        if not isinstance(spans, list):
            bad(nid, "spans is not a list")
            continue
        prev_start, prev_end = -1, 0
        for j, sp in enumerate(spans):
            where = "span %d" % j
            if not isinstance(sp, dict) or not {"start", "end", "label", "type", "text"} <= set(sp):
                bad(nid, "%s: missing keys" % where)
                continue
            s, e, lab, typ = sp["start"], sp["end"], sp["label"], sp["type"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                bad(nid, "%s: bad offsets %r-%r" % (where, s, e))
                continue
            val = text[s:e]
            where = "span %d [%d:%d] %r" % (j, s, e, val)
            if sp["text"] != val:
                bad(nid, "%s: span text %r != note text" % (where, sp["text"]))
            if typ not in TYPE_LABEL:
                bad(nid, "%s: unknown type %r" % (where, typ))
            elif TYPE_LABEL[typ] != lab:
                bad(nid, "%s: label %s does not match type %s (%s)" % (where, lab, typ, TYPE_LABEL[typ]))
            if s < prev_start:
                bad(nid, "%s: spans not sorted" % where)
            if s < prev_end:
                bad(nid, "%s: overlaps previous span" % where)
            prev_start, prev_end = s, max(prev_end, e)
            p = edge_problem(typ, val)
            if p:
                bad(nid, "%s: %s" % (where, p))
            p = boundary_problem(typ, text, s, e)
            if p:
                bad(nid, "%s: %s" % (where, p))
            by_type[typ] += 1
            by_label[lab] += 1
            spans_by_genre[meta.get("genre")] += 1
    for nid, k in ids.items():
        if k > 1:
            bad(nid, "duplicate id (%d times)" % k)
    for typ in REQUIRED_TYPES:
        if by_type[typ] == 0:
            bad("set", "fine type %s never occurs" % typ)
    for g in GENRES:
        if by_genre[g] == 0:
            bad("set", "genre %s has no notes" % g)
    total = sum(by_type.values())
    if len(notes) < MIN_NOTES:
        bad("set", "only %d notes (< %d)" % (len(notes), MIN_NOTES))
    if total < MIN_SPANS:
        bad("set", "only %d spans (< %d)" % (total, MIN_SPANS))
    in_range = sum(1 for x in sizes if SIZE_LO <= x <= SIZE_HI)
    if sizes and in_range < MIN_SHARE_IN_RANGE * len(sizes):
        bad("set", "only %d of %d notes are %d-%d bytes" % (in_range, len(sizes), SIZE_LO, SIZE_HI))

    print("file: %s" % path)
    print("notes: %d   spans: %d" % (len(notes), total))
    if sizes:
        ss = sorted(sizes)
        print("size bytes: min %d  median %d  max %d  in %d-%d: %d (%.1f%%)" % (
            ss[0], ss[len(ss) // 2], ss[-1], SIZE_LO, SIZE_HI, in_range, 100.0 * in_range / len(ss)))
    print("\nby label:")
    for lab in GUIDELINE:
        print("  %-11s %6d" % (lab, by_label[lab]))
    print("\nby type:")
    for lab, ts in GUIDELINE.items():
        for t in ts:
            print("  %-11s %-15s %6d" % (lab, t, by_type[t]))
    print("\nby genre (notes / spans):")
    for g in GENRES:
        print("  %-15s %4d %6d" % (g, by_genre[g], spans_by_genre[g]))
    print("\nby locale: " + "  ".join("%s %d" % (k, by_locale[k]) for k in LOCALES))
    print("\nby layout:")
    for k in sorted(by_layout):
        print("  %-40s %4d" % (k, by_layout[k]))
    if problems:
        print("\n%d PROBLEM(S):" % len(problems))
        for p in problems[:60]:
            print("  " + p)
        if len(problems) > 60:
            print("  ... %d more" % (len(problems) - 60))
        return 1
    print("\nOK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else DEFAULT))
