#!/usr/bin/env python3.11
"""Validate bench/dev59_en/notes.jsonl; exit non-zero on any problem.  Prints counts."""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
NOTES = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")

# fine type -> label, from docs/annotation_guideline.md (kept separate from the generator on purpose)
GUIDE = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
GENRES = {"discharge_summary", "history_and_physical", "progress_note", "consult_note", "ed_provider_note",
          "operative_procedure_report", "radiology_pathology_report", "nursing_cm_sw_note"}
LAYOUTS = {"templated", "polished", "terse", "narrative"}
MIN_NOTES, MIN_SPANS = 320, 8000

LEAD_BAD = set(",.;:!?\"')]}>[{<")
TRAIL_BAD = set(",;:!?\"'([{<")
INITIAL_END = re.compile(r"(^|[\s.])[A-Za-z]\.$")

FICTIONAL_PHONE = [
    re.compile(r"555[-. ]01\d\d\b"),                                   # US / CA
    re.compile(r"^(0|\+44 )(1632 960\d{3}|20 7946 0\d{3}|7700 900\d{3})$"),  # UK drama ranges
    re.compile(r"^(0|\+61 )491 570 (00[6-9]|0[1-9]\d|1[0-5]\d)$"),      # AU
    re.compile(r"^\d-\d{4}$"), re.compile(r"^\d{5}$"),                   # internal pagers
]
EXAMPLE_DOMAIN = re.compile(r"(^|[.@/])example\.(org|com|net)(/|$)")

LEAK_TYPES = {"PATIENT", "DOCTOR", "FAMILY", "USERNAME", "STREET", "CITY", "COUNTRY", "HOSPITAL", "ORGANIZATION",
              "LOCATION_OTHER", "MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID",
              "IDNUM", "PHONE", "FAX", "EMAIL", "URL", "IPADDR"}
TOKEN_TYPES = {"PATIENT", "DOCTOR", "FAMILY"}


def occurrences(text, needle):
    i = text.find(needle)
    while i >= 0:
        j = i + len(needle)
        left_ok = i == 0 or not (text[i - 1].isalnum() and needle[0].isalnum())
        right_ok = j == len(text) or not (text[j].isalnum() and needle[-1].isalnum())
        if left_ok and right_ok:
            yield i, j
        i = text.find(needle, i + 1)


def main():
    problems = []

    def bad(nid, msg):
        problems.append("%s: %s" % (nid, msg))

    ids = set()
    n_notes = 0
    by_type, by_label = collections.Counter(), collections.Counter()
    by_genre, by_layout, by_locale = collections.Counter(), collections.Counter(), collections.Counter()
    sizes = []
    with open(NOTES, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                row = json.loads(line)
            except json.JSONDecodeError as e:
                bad("line %d" % ln, "bad JSON: %s" % e)
                continue
            n_notes += 1
            nid = row.get("id")
            if not isinstance(nid, str) or not re.fullmatch(r"dev59-en-\d{4}", nid):
                bad("line %d" % ln, "bad id %r" % nid)
            if nid in ids:
                bad(nid, "duplicate id")
            ids.add(nid)
            if set(row) != {"id", "text", "spans", "meta"}:
                bad(nid, "unexpected keys %s" % sorted(row))
            text = row.get("text", "")
            meta = row.get("meta", {})
            if meta.get("language") != "en" or meta.get("source") != "dev59-en":
                bad(nid, "bad meta language/source")
            if meta.get("genre") not in GENRES:
                bad(nid, "bad genre %r" % meta.get("genre"))
            if meta.get("layout") not in LAYOUTS:
                bad(nid, "bad layout %r" % meta.get("layout"))
            if not isinstance(meta.get("locale"), str) or not meta["locale"].startswith("en-"):
                bad(nid, "bad locale")
            by_genre[meta.get("genre")] += 1
            by_layout[meta.get("layout")] += 1
            by_locale[meta.get("locale")] += 1
            sizes.append(len(text.encode("utf-8")))
            if re.search("[\x00-\x08\x0b-\x1f]", text):
                bad(nid, "control character in text")
            prev_end = -1
            covered = [False] * len(text)
            spans = row.get("spans", [])
            for s in spans:
                st, en, lab, typ = s.get("start"), s.get("end"), s.get("label"), s.get("type")
                if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                    bad(nid, "bad offsets %r" % s)
                    continue
                val = text[st:en]
                if s.get("text") != val:
                    bad(nid, "span text mismatch %r vs %r" % (s.get("text"), val))
                if typ not in GUIDE:
                    bad(nid, "unknown type %r" % typ)
                elif GUIDE[typ] != lab:
                    bad(nid, "label %r does not match type %r" % (lab, typ))
                if st < prev_end:
                    bad(nid, "spans unsorted or overlapping at %d" % st)
                prev_end = max(prev_end, en)
                if val != val.strip():
                    bad(nid, "whitespace at span edge %r" % val)
                if val[0] in LEAD_BAD:
                    bad(nid, "leading punctuation %r" % val)
                if val[0] == "(" and ")" not in val:
                    bad(nid, "unbalanced '(' %r" % val)
                if val[-1] in TRAIL_BAD:
                    bad(nid, "trailing punctuation %r" % val)
                if val[-1] == ")" and "(" not in val:
                    bad(nid, "unbalanced ')' %r" % val)
                if val[-1] == "." and not INITIAL_END.search(val):
                    bad(nid, "trailing full stop %r" % val)
                if val.endswith("'s") and typ in TOKEN_TYPES:
                    bad(nid, "possessive inside name %r" % val)
                # spans must sit on word boundaries (an age may be glued to yo/F/M: '64yo', '64F')
                if st > 0 and text[st - 1].isalnum() and val[0].isalnum():
                    bad(nid, "span starts inside a word %r" % text[max(0, st - 10):en])
                if en < len(text) and text[en].isalnum() and val[-1].isalnum() and typ != "AGE":
                    bad(nid, "span ends inside a word %r" % text[st:en + 10])
                if typ in ("PHONE", "FAX") and not any(p.search(val) for p in FICTIONAL_PHONE):
                    bad(nid, "phone outside fictional ranges %r" % val)
                if typ in ("EMAIL", "URL") and not EXAMPLE_DOMAIN.search(val.lower()):
                    bad(nid, "e-mail/URL outside example domains %r" % val)
                if typ == "IPADDR":
                    try:
                        if not ipaddress.ip_address(val).is_private:
                            bad(nid, "public IP %r" % val)
                    except ValueError:
                        bad(nid, "bad IP %r" % val)
                if typ == "AGE" and not re.fullmatch(r"\d{1,3}s?|[a-z]+(-[a-z]+)?", val, flags=re.I):
                    bad(nid, "odd age %r" % val)
                for k in range(st, en):
                    covered[k] = True
                by_type[typ] += 1
                by_label[lab] += 1
            # every occurrence of an annotated value must be annotated (catches missed repeats)
            needles = set()
            for s in spans:
                if s.get("type") in LEAK_TYPES and len(s.get("text", "")) >= 4:
                    needles.add(s["text"])
                if s.get("type") in TOKEN_TYPES:
                    for tok in re.findall(r"[A-Za-z][A-Za-z'\-]*[A-Za-z]", s.get("text", "")):
                        if len(tok) >= 4:
                            needles.add(tok)
            for nd in sorted(needles):
                for i, j in occurrences(text, nd):
                    if not all(covered[i:j]):
                        bad(nid, "unannotated occurrence of %r at %d" % (nd, i))
                        break

    n_spans = sum(by_type.values())
    if n_notes < MIN_NOTES:
        problems.append("only %d notes (< %d)" % (n_notes, MIN_NOTES))
    if n_spans < MIN_SPANS:
        problems.append("only %d spans (< %d)" % (n_spans, MIN_SPANS))
    missing = sorted(set(GUIDE) - set(by_type))
    if missing:
        problems.append("fine types never used: %s" % ", ".join(missing))
    in_range = sum(1500 <= s <= 5000 for s in sizes)
    if sizes and in_range < 0.8 * len(sizes):
        problems.append("only %d/%d notes within 1.5-5 KB" % (in_range, len(sizes)))

    print("notes: %d   spans: %d" % (n_notes, n_spans))
    print("note size (bytes): min %d  median %d  max %d  within 1.5-5 KB: %d" % (
        min(sizes), sorted(sizes)[len(sizes) // 2], max(sizes), in_range))
    print("by genre:  " + ", ".join("%s %d" % kv for kv in sorted(by_genre.items())))
    print("by layout: " + ", ".join("%s %d" % kv for kv in sorted(by_layout.items())))
    print("by locale: " + ", ".join("%s %d" % kv for kv in sorted(by_locale.items())))
    print("by label:")
    for k, v in sorted(by_label.items(), key=lambda kv: (-kv[1], kv[0])):
        print("  %-12s %6d" % (k, v))
    print("by type:")
    for k, v in sorted(by_type.items(), key=lambda kv: (GUIDE.get(kv[0], "~"), -kv[1], kv[0])):
        print("  %-10s %-15s %6d" % (GUIDE.get(k, "?"), k, v))
    if problems:
        print("\n%d PROBLEM(S):" % len(problems))
        for p in problems[:200]:
            print("  " + p)
        if len(problems) > 200:
            print("  ... and %d more" % (len(problems) - 200))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
