"""Validate bench/dev140_en/notes.jsonl and print counts. Exit 1 on any failure.

Usage: python3 bench/dev140_en/build/check.py
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# Written from docs/annotation_guideline.md (independent of the builder's table).
TYPES = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
LABEL_OF = {t: lab for lab, ts in TYPES.items() for t in ts}
assert len(LABEL_OF) == 29

MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
EX_DOMAINS = ("example.com", "example.org", "example.net")


def private_ip(s):
    try:
        a = [int(x) for x in s.split(".")]
    except ValueError:
        return False
    if len(a) != 4 or any(x < 0 or x > 255 for x in a):
        return False
    return a[0] == 10 or (a[0] == 192 and a[1] == 168) or (a[0] == 172 and 16 <= a[1] <= 31)


def main():
    errors = []
    warns = []
    rows = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                errors.append(f"line {ln}: bad JSON {e}")
    type_n = collections.Counter()
    genre_n = collections.Counter()
    country_n = collections.Counter()
    lower_n = 0
    n_spans = 0
    chars = 0
    for i, row in enumerate(rows, 1):
        rid = row.get("id")
        if rid != f"dev140-{i:04d}":
            errors.append(f"row {i}: id {rid!r} out of order")
        if set(row) != {"id", "text", "spans", "meta"}:
            errors.append(f"{rid}: keys {sorted(row)}")
        text = row["text"]
        chars += len(text)
        meta = row["meta"]
        if set(meta) != {"source", "genre", "lowercase", "country"} or meta["source"] != "dev140-en":
            errors.append(f"{rid}: meta {meta}")
        genre_n[meta["genre"]] += 1
        country_n[meta["country"]] += 1
        if meta["lowercase"]:
            lower_n += 1
            if text != text.lower():
                errors.append(f"{rid}: lowercase note has upper case")
        prev_end = -1
        for sp in sorted(row["spans"], key=lambda s: (s["start"], s["end"])):
            n_spans += 1
            if set(sp) != {"start", "end", "label", "type", "text"}:
                errors.append(f"{rid}: span keys {sorted(sp)}")
                continue
            s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            type_n[typ] += 1
            if LABEL_OF.get(typ) != lab:
                errors.append(f"{rid}: {typ} under {lab}")
            if not (0 <= s < e <= len(text)):
                errors.append(f"{rid}: bad offsets {s}-{e}")
                continue
            if text[s:e] != st:
                errors.append(f"{rid}: text mismatch {text[s:e]!r} != {st!r}")
            if st != st.strip():
                errors.append(f"{rid}: whitespace at edge {st!r}")
            if s < prev_end:
                errors.append(f"{rid}: overlap at {s}")
            prev_end = max(prev_end, e)
            bad_start = st[0] in "[{\"'," or (st[0] == "(" and ")" not in st)
            bad_end = st[-1] in ",;:]}\"'" or (st[-1] == ")" and "(" not in st)
            bad_end = bad_end or (st[-1] == "." and not re.search(r"(\b[A-Za-z]\.|No\.|St\.)$", st))
            if bad_start or bad_end:
                errors.append(f"{rid}: punctuation at span edge {typ} {st!r}")
            low = st.lower()
            if typ in ("PHONE", "FAX"):
                digits = re.sub(r"\D", "", st)
                if len(digits) > 5 and "555" not in st:
                    errors.append(f"{rid}: {typ} without 555: {st!r}")
            if typ == "EMAIL" and not low.endswith(EX_DOMAINS):
                errors.append(f"{rid}: email domain {st!r}")
            if typ == "URL" and not any(dm in low for dm in EX_DOMAINS):
                errors.append(f"{rid}: url domain {st!r}")
            if typ == "IPADDR" and not private_ip(st):
                errors.append(f"{rid}: non-private IP {st!r}")
            if re.fullmatch(r"\d{3}-\d{2}-\d{4}", st) and not (st.startswith("9") or st.startswith("000")):
                errors.append(f"{rid}: SSN-shaped value {st!r}")
        # every other occurrence of a name span in the same note should be annotated too
        covered = [(sp["start"], sp["end"]) for sp in row["spans"]]
        for sp in row["spans"]:
            if sp["type"] not in ("PATIENT", "FAMILY", "DOCTOR", "CITY", "HOSPITAL", "ORGANIZATION") or len(sp["text"]) < 5:
                continue
            for mo in re.finditer(r"\b" + re.escape(sp["text"]) + r"\b", text):
                if not any(a <= mo.start() and mo.end() <= b for a, b in covered):
                    warns.append(f"{rid}: unannotated repeat of {sp['type']} {sp['text']!r}")
    # ------------------------------------------------------------- sizes
    n = len(rows)
    avg = chars / max(n, 1)
    need_notes = MIN_NOTES if avg >= 1000 else MIN_NOTES_SHORT
    if n < need_notes:
        errors.append(f"only {n} notes (need {need_notes}; avg length {avg:.0f} chars)")
    if n_spans < MIN_SPANS:
        errors.append(f"only {n_spans} spans")
    for t in LABEL_OF:
        if type_n[t] < MIN_TYPE:
            errors.append(f"type {t}: {type_n[t]} spans < {MIN_TYPE}")
    big = [g for g, k in genre_n.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errors.append(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    share = lower_n / max(n, 1)
    if not 0.14 <= share <= 0.20:
        errors.append(f"lowercase share {share:.3f}")
    # ------------------------------------------------------------- report
    print(f"notes: {n}   spans: {n_spans}   mean chars/note: {avg:.0f}   lowercase: {lower_n} ({share:.1%})")
    print("countries:", dict(sorted(country_n.items())))
    print("genres:")
    for g, k in sorted(genre_n.items()):
        print(f"  {g:<28} {k}")
    print("types:")
    for lab, ts in TYPES.items():
        for t in ts:
            print(f"  {lab:<10} {t:<15} {type_n[t]}")
    print(f"smallest type: {min(type_n[t] for t in LABEL_OF)}")
    if warns:
        print(f"warnings: {len(warns)} (first 15)")
        for w in warns[:15]:
            print("  " + w)
    if errors:
        print(f"FAILED: {len(errors)} errors")
        for e in errors[:40]:
            print("  " + e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
