"""Validate bench/dev134_en/notes.jsonl and print counts. Exit status 1 on any failure."""
import collections
import hashlib
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
assert len(TYPES) == 29

MIN_NOTES, MIN_NOTES_SHORT, SHORT_CHARS = 330, 600, 800
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30
LOWER_RANGE = (0.14, 0.20)
EX_DOM = re.compile(r"(^|[.@/])example\.(com|org|net)(/|$|\?)")


def main():
    errors = []
    raw = open(PATH, "rb").read()
    lines = raw.decode("utf-8").splitlines()
    notes = [json.loads(l) for l in lines]
    type_c, label_c, genre_c, country_c = (collections.Counter() for _ in range(4))
    n_lower, n_spans, chars = 0, 0, 0
    unannotated = 0
    for i, rec in enumerate(notes):
        nid = rec.get("id")
        if nid != f"dev134-{i + 1:04d}":
            errors.append(f"line {i + 1}: id {nid!r} out of order")
        if set(rec) != {"id", "text", "spans", "meta"}:
            errors.append(f"{nid}: record keys {sorted(rec)}")
        t = rec["text"]
        chars += len(t)
        m = rec["meta"]
        if set(m) != {"source", "genre", "lowercase", "country"} or m["source"] != "dev134-en":
            errors.append(f"{nid}: bad meta {m}")
        genre_c[m["genre"]] += 1
        country_c[m["country"]] += 1
        if m["lowercase"]:
            n_lower += 1
            if t != t.lower():
                errors.append(f"{nid}: lowercase note has upper case")
        prev_end = -1
        for s in sorted(rec["spans"], key=lambda s: (s["start"], s["end"])):
            n_spans += 1
            if set(s) != {"start", "end", "label", "type", "text"}:
                errors.append(f"{nid}: span keys {sorted(s)}")
            a, b, ty, lab, st = s["start"], s["end"], s["type"], s["label"], s["text"]
            if ty not in TYPES or TYPES[ty] != lab:
                errors.append(f"{nid}: bad type/label {ty}/{lab}")
            type_c[ty] += 1
            label_c[lab] += 1
            if not (0 <= a < b <= len(t)) or t[a:b] != st:
                errors.append(f"{nid}: span text mismatch at {a}-{b}: {st!r} vs {t[a:b]!r}")
                continue
            if a < prev_end:
                errors.append(f"{nid}: overlapping span at {a}-{b}")
            prev_end = max(prev_end, b)
            if st != st.strip():
                errors.append(f"{nid}: span with edge whitespace {st!r}")
            bad_start = st[0] in "[\"',;:" or (st[0] == "(" and ")" not in st)
            bad_end = st[-1] in ",;:(\"'" or (st[-1] == ")" and "(" not in st) or (st[-1] == "." and lab != "NAME")
            if bad_start or bad_end:
                errors.append(f"{nid}: span with edge punctuation {st!r}")
            # fictional-by-construction contact data
            if ty in ("PHONE", "FAX") and "555" not in st and not re.fullmatch(r"[#]?\d{4}|4-\d{4}", st.replace("#", "")):
                errors.append(f"{nid}: phone without 555 {st!r}")
            if ty == "EMAIL" and not re.search(r"@example\.(com|org|net)$", st):
                errors.append(f"{nid}: email domain {st!r}")
            if ty == "URL" and not EX_DOM.search(st.replace("https://", "").replace("http://", "")):
                errors.append(f"{nid}: url domain {st!r}")
            if ty == "IPADDR":
                try:
                    if not ipaddress.ip_address(st).is_private:
                        errors.append(f"{nid}: public ip {st!r}")
                except ValueError:
                    errors.append(f"{nid}: bad ip {st!r}")
            if ty == "SSN" and not (st.startswith("9") or st.startswith("000") or st.upper().startswith("QQ")):
                errors.append(f"{nid}: ssn not fictional-shaped {st!r}")
        # completeness heuristic: a multi-word name annotated somewhere must not also appear unannotated
        covered = [(s["start"], s["end"]) for s in rec["spans"]]
        for s in rec["spans"]:
            if s["label"] == "NAME" and " " in s["text"] and len(s["text"]) > 6:
                for mm in re.finditer(re.escape(s["text"]), t):
                    if not any(x <= mm.start() and mm.end() <= y for x, y in covered):
                        unannotated += 1
                        errors.append(f"{nid}: unannotated repeat of {s['text']!r}")
    total = len(notes)
    avg = chars / max(total, 1)
    need = MIN_NOTES_SHORT if avg < SHORT_CHARS else MIN_NOTES
    if total < need:
        errors.append(f"only {total} notes (need {need})")
    if n_spans < MIN_SPANS:
        errors.append(f"only {n_spans} spans (need {MIN_SPANS})")
    for ty in TYPES:
        if type_c[ty] < MIN_PER_TYPE:
            errors.append(f"type {ty} has {type_c[ty]} spans (need {MIN_PER_TYPE})")
    big = [g for g, k in genre_c.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errors.append(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    share = n_lower / max(total, 1)
    if not LOWER_RANGE[0] <= share <= LOWER_RANGE[1]:
        errors.append(f"lowercase share {share:.3f} outside {LOWER_RANGE}")

    print(f"notes: {total}  spans: {n_spans}  avg chars/note: {avg:.0f}  avg spans/note: {n_spans / max(total, 1):.1f}")
    print(f"lowercase: {n_lower} ({share:.1%})  countries: {dict(sorted(country_c.items()))}")
    print("labels:", dict(sorted(label_c.items())))
    print("types (fine):")
    for ty in TYPES:
        print(f"  {ty:<15}{type_c[ty]:>6}")
    print(f"smallest fine type: {min(TYPES, key=lambda k: type_c[k])} = {min(type_c[k] for k in TYPES)}")
    print("genres:")
    for g, k in sorted(genre_c.items()):
        print(f"  {g:<26}{k:>4}")
    print("md5(notes.jsonl):", hashlib.md5(raw).hexdigest())
    if errors:
        print(f"FAIL: {len(errors)} problem(s)")
        for e in errors[:60]:
            print("  " + e)
        sys.exit(1)
    print("PASS")


if __name__ == "__main__":
    main()
