"""Validate bench/dev62_en/notes.jsonl against the PHI guideline's span rules.

Usage (from the set directory):  python3.11 build/check.py
Exits non-zero on any problem."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

CATEGORY = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
GENRES = {"discharge_summary", "admission_hp", "progress_note", "consult", "ed_note", "procedure_note",
          "case_management_sw", "outpatient_telephone"}
BAD_START = set(".,;:!?\"'([{<#-/")
BAD_END = set(",;:!?\"')]}>-/")
INITIALS_END = re.compile(r"(?:^|[\s.])[A-Za-z]\.$")
CREDS = re.compile(r"(?:,\s*|\s)(MD|DO|RN|NP|PA-C|PharmD|LCSW|MSW|DPT|CRNA|RRT|FACS)$", re.I)


def main():
    problems = []
    ids = set()
    by_label = collections.Counter()
    by_type = collections.Counter()
    by_genre = collections.Counter()
    by_layout = collections.Counter()
    sizes = []
    n_spans = 0
    with open(PATH, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    for ln, line in enumerate(lines, 1):
        try:
            o = json.loads(line)
        except ValueError as e:
            problems.append("line %d: bad json %s" % (ln, e))
            continue
        nid = o.get("id")
        if not isinstance(nid, str) or not re.fullmatch(r"dev62-en-\d{4}", nid):
            problems.append("line %d: bad id %r" % (ln, nid))
        if nid in ids:
            problems.append("%s: duplicate id" % nid)
        ids.add(nid)
        text = o.get("text")
        if not isinstance(text, str) or not text.strip():
            problems.append("%s: empty text" % nid)
            continue
        meta = o.get("meta", {})
        for k in ("language", "source", "genre", "locale", "layout"):
            if k not in meta:
                problems.append("%s: meta.%s missing" % (nid, k))
        if meta.get("language") != "en" or meta.get("source") != "dev62-en":
            problems.append("%s: bad meta language/source" % nid)
        if meta.get("genre") not in GENRES:
            problems.append("%s: bad genre %r" % (nid, meta.get("genre")))
        by_genre[meta.get("genre")] += 1
        by_layout[meta.get("layout")] += 1
        sizes.append(len(text.encode("utf-8")))
        spans = o.get("spans", [])
        if not spans:
            problems.append("%s: no spans" % nid)
        prev_end = -1
        prev_start = -1
        for s in spans:
            n_spans += 1
            st, en, lab, typ = s.get("start"), s.get("end"), s.get("label"), s.get("type")
            where = "%s[%s:%s]" % (nid, st, en)
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                problems.append("%s: bad offsets" % where)
                continue
            val = text[st:en]
            if s.get("text") != val:
                problems.append("%s: text %r != %r" % (where, s.get("text"), val))
            if typ not in CATEGORY:
                problems.append("%s: unknown type %r" % (where, typ))
            elif CATEGORY[typ] != lab:
                problems.append("%s: label %r does not match type %r" % (where, lab, typ))
            if st < prev_start or (st == prev_start and en < prev_end):
                problems.append("%s: spans not sorted" % where)
            if st < prev_end:
                problems.append("%s: overlaps previous span" % where)
            prev_start, prev_end = st, en
            if val != val.strip():
                problems.append("%s: leading/trailing whitespace %r" % (where, val))
            if val[0] in BAD_START and not (val[0] == "(" and ")" in val):
                problems.append("%s: starts with punctuation %r" % (where, val))
            if val[-1] in BAD_END and not (val[-1] == ")" and "(" in val):
                problems.append("%s: ends with punctuation %r" % (where, val))
            if val.endswith(".") and not INITIALS_END.search(val):
                problems.append("%s: takes in a full stop %r" % (where, val))
            if st > 0 and text[st - 1].isalnum():
                problems.append("%s: starts inside a token %r" % (where, text[max(0, st - 5):en]))
            if en < len(text) and text[en].isalnum() and typ != "AGE":
                problems.append("%s: ends inside a token %r" % (where, text[st:en + 5]))
            if lab == "NAME" and typ != "USERNAME" and CREDS.search(val):
                problems.append("%s: credential inside name %r" % (where, val))
            if typ == "AGE" and not re.fullmatch(r"\d{1,3}|[a-z]+(-[a-z]+)?", val, re.I):
                problems.append("%s: age not a bare number %r" % (where, val))
            by_label[lab] += 1
            by_type[typ] += 1
    missing = [t for t in CATEGORY if by_type[t] == 0]
    if missing:
        problems.append("fine types never used: %s" % ", ".join(missing))
    if len(ids) < 320:
        problems.append("only %d notes (< 320)" % len(ids))
    if n_spans < 8000:
        problems.append("only %d spans (< 8000)" % n_spans)
    in_range = sum(1 for s in sizes if 1000 <= s <= 5000)
    if sizes and in_range / len(sizes) < 0.75:
        problems.append("only %d/%d notes are 1-5 KB" % (in_range, len(sizes)))

    print("notes: %d   spans: %d" % (len(ids), n_spans))
    if sizes:
        ss = sorted(sizes)
        print("note bytes: min %d  median %d  max %d  in 1-5 KB: %d/%d" % (ss[0], ss[len(ss) // 2], ss[-1], in_range, len(ss)))
    print("by genre: " + ", ".join("%s %d" % kv for kv in sorted(by_genre.items())))
    print("by layout: " + ", ".join("%s %d" % kv for kv in sorted(by_layout.items())))
    print("by label:")
    for k, v in by_label.most_common():
        print("  %-12s %6d" % (k, v))
    print("by type:")
    for k in CATEGORY:
        print("  %-15s %6d" % (k, by_type[k]))
    if problems:
        print("\n%d PROBLEM(S):" % len(problems))
        for p in problems[:200]:
            print("  " + p)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
