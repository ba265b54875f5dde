"""Validate /work/main/bench/dev68_en/notes.jsonl; exit 1 on any problem."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

TYPE_LABEL = {
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
ABBREV_END = ("Jr.", "Sr.", "St.", "Inc.", "Ltd.", "Co.", "Ave.", "Rd.", "Dr.")
MIN_NOTES, MIN_SPANS = 320, 8000
META_KEYS = {"language", "source", "genre", "locale", "layout"}


def cls(ch):
    if ch.isalpha():
        return "a"
    if ch.isdigit():
        return "d"
    return None


def main():
    problems = []
    by_label, by_type = collections.Counter(), collections.Counter()
    genres, locales = collections.Counter(), collections.Counter()
    ids = set()
    n_notes = n_spans = 0

    def bad(where, msg):
        problems.append(f"{where}: {msg}")

    with open(PATH, "rb") as f:
        raw = f.read()
    try:
        raw.decode("ascii")
    except UnicodeDecodeError as e:
        bad("file", f"non-ASCII byte: {e}")
    for ln, line in enumerate(raw.decode("ascii", "replace").split("\n"), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as e:
            bad(f"line {ln}", f"invalid JSON: {e}")
            continue
        n_notes += 1
        rid = row.get("id")
        where = rid or f"line {ln}"
        if set(row) != {"id", "text", "spans", "meta"}:
            bad(where, f"keys {sorted(row)}")
        if not isinstance(rid, str) or not re.fullmatch(r"dev68-en-\d{4}", rid):
            bad(where, "bad id")
        if rid in ids:
            bad(where, "duplicate id")
        ids.add(rid)
        text = row.get("text")
        if not isinstance(text, str) or not text:
            bad(where, "empty text")
            continue
        if not text.isascii():
            bad(where, "non-ASCII text")
        if any(ord(ch) < 32 and ch not in "\n" for ch in text):
            bad(where, "control character in text")
        meta = row.get("meta", {})
        if set(meta) != META_KEYS or meta.get("language") != "en" or meta.get("source") != "dev68-en":
            bad(where, f"meta {meta}")
        genres[meta.get("genre")] += 1
        locales[meta.get("locale")] += 1
        prev_end = -1
        prev_start = -1
        for sp in row.get("spans", []):
            n_spans += 1
            if set(sp) != {"start", "end", "label", "type", "text"}:
                bad(where, f"span keys {sorted(sp)}")
                continue
            s, e, lab, typ, val = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            tag = f"{where} [{s}:{e}] {typ} {val!r}"
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                bad(tag, "offsets out of range")
                continue
            if text[s:e] != val:
                bad(tag, f"text mismatch: {text[s:e]!r}")
            if typ not in TYPE_LABEL:
                bad(tag, "unknown type")
            elif TYPE_LABEL[typ] != lab:
                bad(tag, f"label {lab} does not match type")
            if s < prev_end:
                bad(tag, "overlap")
            if s < prev_start:
                bad(tag, "not sorted")
            prev_start, prev_end = s, e
            if val != val.strip():
                bad(tag, "whitespace at edge")
            if "\n" in val or "\r" in val:
                bad(tag, "newline inside span")
            first, last = val[0], val[-1]
            if not (first.isalnum() or (first == "(" and typ in ("PHONE", "FAX")) or (first == "+" and typ in ("PHONE", "FAX"))):
                bad(tag, "span starts with punctuation")
            if not last.isalnum():
                ok = False
                if last == ".":
                    if re.search(r"(?:^|[^A-Za-z])[A-Za-z]\.$", val) or val.endswith(ABBREV_END):
                        ok = True
                if not ok:
                    bad(tag, "span ends with punctuation")
            if val.count("(") != val.count(")"):
                bad(tag, "unbalanced brackets")
            if s > 0 and cls(text[s - 1]) and cls(text[s - 1]) == cls(text[s]):
                bad(tag, f"cuts a word/number at start ({text[s-1:s+1]!r})")
            if e < len(text) and cls(text[e]) and cls(text[e]) == cls(text[e - 1]):
                bad(tag, f"cuts a word/number at end ({text[e-1:e+1]!r})")
            # a trailing full stop that is not an initial/abbreviation must stay outside: covered above
            by_label[lab] += 1
            by_type[typ] += 1
    missing = [t for t in TYPE_LABEL if by_type[t] == 0]
    if missing:
        problems.append(f"fine types never used: {missing}")
    if n_notes < MIN_NOTES:
        problems.append(f"only {n_notes} notes (< {MIN_NOTES})")
    if n_spans < MIN_SPANS:
        problems.append(f"only {n_spans} spans (< {MIN_SPANS})")

    print(f"notes: {n_notes}   spans: {n_spans}")
    print("\nby label:")
    for k, v in sorted(by_label.items(), key=lambda x: -x[1]):
        print(f"  {k:<12}{v:>6}")
    print("\nby type:")
    for k in TYPE_LABEL:
        print(f"  {k:<16}{by_type[k]:>6}")
    print("\nby genre:")
    for k, v in sorted(genres.items()):
        print(f"  {k:<28}{v:>5}")
    print("\nby locale:")
    for k, v in sorted(locales.items()):
        print(f"  {k:<8}{v:>5}")
    if problems:
        print(f"\n{len(problems)} PROBLEM(S):")
        for p in problems[:200]:
            print("  " + p)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
