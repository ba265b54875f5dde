#!/usr/bin/env python3
"""Validate ../notes.jsonl (stdlib only). Exits non-zero on any problem.

python3 build/check.py [path/to/notes.jsonl] [--leaks]
  --leaks  also list NAME/LOCATION strings that occur unannotated elsewhere in the same note (informational)
"""
import collections
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))

# label/type pairs from docs/annotation_guideline.md
ALLOWED = {
    "NAME": {"PATIENT", "DOCTOR", "FAMILY", "USERNAME"},
    "AGE": {"AGE"},
    "DATE": {"DATE"},
    "LOCATION": {"STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"},
    "ID": {"MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"},
    "CONTACT": {"PHONE", "FAX", "EMAIL", "URL", "IPADDR"},
    "PROFESSION": {"PROFESSION"},
}
ALL_TYPES = sorted(t for ts in ALLOWED.values() for t in ts)
GENRES = {"psychiatry_admission", "paediatric_clinic", "home_health_visit", "rehab_therapy", "social_work",
          "pathology_report", "echo_report", "pharmacy_cd_register", "care_home_daily", "insurance_prior_auth",
          "portal_messages", "lab_results"}
ID_RE = re.compile(r"^dev14-en-\d{4}$")
ABBR_END = re.compile(r"(?:^|[\s.\-'])[A-Za-z]{1,4}\.$")
MIN_PER_TYPE = 3


def is_punct_or_symbol(ch):
    return unicodedata.category(ch)[0] in ("P", "S")


def edge_problem(t):
    if t != t.strip():
        return "whitespace at edge"
    if "\n" in t:
        return "newline inside span"
    first, last = t[0], t[-1]
    if is_punct_or_symbol(first):
        ok = (first == "(" and ")" in t) or first in "+#"
        if not ok:
            return f"leading punctuation {first!r}"
    if is_punct_or_symbol(last):
        ok = (last == ")" and "(" in t) or (last == "." and ABBR_END.search(t) is not None)
        if not ok:
            return f"trailing punctuation {last!r}"
    return None


def main(argv):
    leaks = "--leaks" in argv
    args = [a for a in argv if not a.startswith("--")]
    path = args[0] if args else os.path.join(HERE, "..", "notes.jsonl")
    problems = []
    ids = set()
    by_label, by_type, by_genre = collections.Counter(), collections.Counter(), collections.Counter()
    spans_by_genre = collections.Counter()
    n_notes = n_spans = 0
    leak_report = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            where = f"line {ln}"
            if not line.strip():
                problems.append(f"{where}: empty line")
                continue
            try:
                rec = json.loads(line)
            except json.JSONDecodeError as e:
                problems.append(f"{where}: invalid JSON ({e})")
                continue
            if not isinstance(rec, dict) or set(rec) != {"id", "text", "spans", "meta"}:
                problems.append(f"{where}: keys must be id, text, spans, meta")
                continue
            rid = rec["id"]
            where = f"line {ln} ({rid})"
            if not isinstance(rid, str) or not ID_RE.match(rid):
                problems.append(f"{where}: bad id")
            if rid in ids:
                problems.append(f"{where}: duplicate id")
            ids.add(rid)
            text = rec["text"]
            if not isinstance(text, str) or not text:
                problems.append(f"{where}: text must be a non-empty string")
                continue
            meta = rec["meta"]
            if not isinstance(meta, dict) or set(meta) != {"language", "source", "genre"} or meta.get("language") != "en" \
                    or meta.get("source") != "dev14-en":
                problems.append(f"{where}: meta must be {{language: 'en', source: 'dev14-en', genre}}")
            genre = meta.get("genre") if isinstance(meta, dict) else None
            if genre not in GENRES:
                problems.append(f"{where}: unknown genre {genre!r}")
            n_notes += 1
            by_genre[genre] += 1
            prev_end, prev_start = -1, -1
            for k, sp in enumerate(rec["spans"]):
                sw = f"{where} span {k}"
                if not isinstance(sp, dict) or set(sp) != {"start", "end", "label", "type", "text"}:
                    problems.append(f"{sw}: keys must be start, end, label, type, text")
                    continue
                s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
                if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                    problems.append(f"{sw}: bad offsets {s}-{e}")
                    continue
                if text[s:e] != st:
                    problems.append(f"{sw}: text mismatch {text[s:e]!r} != {st!r}")
                if lab not in ALLOWED or typ not in ALLOWED[lab]:
                    problems.append(f"{sw}: label/type pair not allowed {lab}/{typ}")
                ep = edge_problem(st)
                if ep:
                    problems.append(f"{sw}: {ep} in {st!r}")
                if s < prev_start or (s == prev_start and k > 0):
                    problems.append(f"{sw}: spans not sorted by start")
                if s < prev_end:
                    problems.append(f"{sw}: overlaps previous span")
                prev_start, prev_end = s, max(prev_end, e)
                n_spans += 1
                by_label[lab] += 1
                by_type[typ] += 1
                spans_by_genre[genre] += 1
            if leaks:
                covered = [False] * len(text)
                for sp in rec["spans"]:
                    for i in range(sp["start"], sp["end"]):
                        covered[i] = True
                seen = set()
                for sp in rec["spans"]:
                    st = sp["text"]
                    if sp["label"] not in ("NAME", "LOCATION") or len(st) < 4 or st in seen:
                        continue
                    seen.add(st)
                    for m in re.finditer(r"(?<!\w)" + re.escape(st) + r"(?!\w)", text):
                        if not any(covered[m.start():m.end()]):
                            ctx = text[max(0, m.start() - 30):m.end() + 30].replace("\n", " | ")
                            leak_report.append(f"{rid}: {sp['type']} {st!r} unannotated: ...{ctx}...")
    for t in ALL_TYPES:
        if by_type[t] < MIN_PER_TYPE:
            problems.append(f"type {t} occurs {by_type[t]} times (< {MIN_PER_TYPE})")

    print(f"file: {os.path.normpath(path)}")
    print(f"notes: {n_notes}   spans: {n_spans}")
    print("\nper label:")
    for k, v in sorted(by_label.items(), key=lambda x: -x[1]):
        print(f"  {k:<12} {v:>6}")
    print("\nper type:")
    for t in ALL_TYPES:
        print(f"  {t:<15} {by_type[t]:>6}")
    print("\nper genre (notes / spans):")
    for g in sorted(by_genre):
        print(f"  {g:<22} {by_genre[g]:>4} {spans_by_genre[g]:>6}")
    if leaks:
        print(f"\npossible unannotated repeats: {len(leak_report)}")
        for x in leak_report:
            print("  " + x)
    if problems:
        print(f"\nFAILED: {len(problems)} problem(s)")
        for p in problems[:200]:
            print("  " + p)
        return 1
    print("\nOK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
