#!/usr/bin/env python3
"""Validate bench/dev16_en/notes.jsonl (stdlib only).

Checks: valid JSON per line, record shape, unique ids, span text == text[start:end],
clean span edges, no overlaps, sorted spans, label/type pairs from the annotation guideline,
and the set-level minimums (notes, spans, every fine type >= 3).  Prints counts per label,
type, genre.  Exit status 1 on any problem.

    python3 build/check.py [path/to/notes.jsonl] [--warn-unannotated]
"""
import json
import os
import re
import sys
from collections import Counter

ALLOWED = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE_LABEL = {t: l for l, ts in ALLOWED.items() for t in ts}
GENRES = ["discharge_summary", "admission_hp", "consultation", "progress_note", "ed_note",
          "operative_report", "radiology_report", "pathology_report", "cardiology_report",
          "clinic_letter", "nursing_discharge_instructions"]
ABBREV_END = ["St.", "Ave.", "Rd.", "Dr.", "Ln.", "Ct.", "Blvd.", "Jr.", "Sr.", "Inc.", "Co.", "Ltd.",
              "Pl.", "Mt.", "Ft.", "Pkwy.", "Hwy."]
INITIALS_END = re.compile(r"(?:^|[\s.])[A-Z]\.$")
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 440, 10000, 3
ID_RX = re.compile(r"^dev16-en-\d{4}$")


def edge_problem(span_text, typ):
    if not span_text:
        return "empty span"
    if span_text != span_text.strip():
        return "whitespace at edge"
    first, last = span_text[0], span_text[-1]
    if not first.isalnum():
        ok = typ in ("PHONE", "FAX") and (first == "+" or (first == "(" and ")" in span_text))
        if not ok:
            return "leading punctuation %r" % first
    if not last.isalnum():
        if last == ".":
            if not (any(span_text.endswith(a) for a in ABBREV_END) or INITIALS_END.search(span_text)):
                return "trailing period"
        else:
            return "trailing punctuation %r" % last
    if "\n" in span_text:
        return "newline inside span"
    return None


def main(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    args = [a for a in argv if not a.startswith("--")]
    warn_un = "--warn-unannotated" in argv
    path = args[0] if args else os.path.join(here, "..", "notes.jsonl")
    problems = []
    ids = Counter()
    by_label, by_type, by_genre, spans_by_genre = Counter(), Counter(), Counter(), Counter()
    n_notes = n_spans = 0
    unannotated = Counter()

    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            if not line.strip():
                problems.append("line %d: blank line" % ln)
                continue
            try:
                rec = json.loads(line)
            except json.JSONDecodeError as e:
                problems.append("line %d: invalid JSON (%s)" % (ln, e))
                continue
            where = "line %d" % ln
            if not isinstance(rec, dict) or set(rec) != {"id", "text", "spans", "meta"}:
                problems.append("%s: record keys must be id, text, spans, meta" % where)
                continue
            rid, text, spans, meta = rec["id"], rec["text"], rec["spans"], rec["meta"]
            where = "%s (%s)" % (where, rid)
            if not isinstance(rid, str) or not ID_RX.match(rid):
                problems.append("%s: bad id" % where)
            ids[rid] += 1
            if not isinstance(text, str) or not text:
                problems.append("%s: text missing" % where)
                continue
            if re.search(r"[\x00-\x08\x0b-\x1f]", text):
                problems.append("%s: control character in text" % where)
            if not isinstance(meta, dict) or meta.get("language") != "en" or meta.get("source") != "dev16-en" \
                    or meta.get("genre") not in GENRES:
                problems.append("%s: bad meta %r" % (where, meta))
            genre = meta.get("genre") if isinstance(meta, dict) else None
            by_genre[genre] += 1
            n_notes += 1
            if not isinstance(spans, list):
                problems.append("%s: spans is not a list" % where)
                continue
            prev_start, prev_end = -1, -1
            for i, s in enumerate(spans):
                sw = "%s span %d" % (where, i)
                if not isinstance(s, dict) or set(s) != {"start", "end", "label", "type", "text"}:
                    problems.append("%s: span keys must be start, end, label, type, text" % sw)
                    continue
                st, en, lab, typ, stext = s["start"], s["end"], s["label"], s["type"], s["text"]
                if not (isinstance(st, int) and isinstance(en, int)) or isinstance(st, bool) or isinstance(en, bool):
                    problems.append("%s: offsets must be integers" % sw)
                    continue
                if not (0 <= st < en <= len(text)):
                    problems.append("%s: offsets out of range (%r, %r)" % (sw, st, en))
                    continue
                if text[st:en] != stext:
                    problems.append("%s: text mismatch %r != %r" % (sw, text[st:en], stext))
                if TYPE_LABEL.get(typ) != lab:
                    problems.append("%s: label/type pair not allowed: %s/%s" % (sw, lab, typ))
                ep = edge_problem(text[st:en], typ)
                if ep:
                    problems.append("%s: %s in %r" % (sw, ep, text[st:en]))
                if (st, en) < (prev_start, prev_end):
                    problems.append("%s: spans not sorted" % sw)
                if st < prev_end:
                    problems.append("%s: overlaps previous span" % sw)
                prev_start, prev_end = st, max(en, prev_end)
                by_label[lab] += 1
                by_type[typ] += 1
                spans_by_genre[genre] += 1
                n_spans += 1
            if warn_un:
                covered = [False] * len(text)
                for s in spans:
                    for k in range(s["start"], s["end"]):
                        covered[k] = True
                for s in spans:
                    v = s["text"]
                    if len(v) < 4 or s["type"] in ("AGE", "DATE"):
                        continue
                    for m in re.finditer(r"(?<![\w])%s(?![\w])" % re.escape(v), text):
                        if not any(covered[m.start():m.end()]):
                            unannotated[(s["type"], v)] += 1

    for rid, k in ids.items():
        if k > 1:
            problems.append("duplicate id %s (%d times)" % (rid, k))
    if n_notes < MIN_NOTES:
        problems.append("only %d notes (< %d)" % (n_notes, MIN_NOTES))
    if n_spans < MIN_SPANS:
        problems.append("only %d spans (< %d)" % (n_spans, MIN_SPANS))
    for t in TYPE_LABEL:
        if by_type[t] < MIN_PER_TYPE:
            problems.append("type %s appears %d times (< %d)" % (t, by_type[t], MIN_PER_TYPE))

    print("file: %s" % os.path.normpath(path))
    print("notes: %d    spans: %d" % (n_notes, n_spans))
    print("\nper label:")
    for lab in ALLOWED:
        print("  %-12s %6d" % (lab, by_label[lab]))
    print("\nper type:")
    for lab, ts in ALLOWED.items():
        for t in ts:
            print("  %-12s %-15s %6d" % (lab, t, by_type[t]))
    print("\nper genre (notes / spans):")
    for g in GENRES:
        print("  %-32s %4d %7d" % (g, by_genre[g], spans_by_genre[g]))
    if warn_un and unannotated:
        print("\nspan values that also occur unannotated (review; eponyms are expected):")
        for (t, v), k in unannotated.most_common(40):
            print("  %-14s %-30r %d" % (t, v, k))
    if problems:
        print("\nFAILED: %d problem(s)" % len(problems))
        for p in problems[:200]:
            print("  - " + p)
        return 1
    print("\nOK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
