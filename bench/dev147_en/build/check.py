"""Validate bench/dev147_en/notes.jsonl and print counts. Exit 1 on any failure."""
import collections
import hashlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

MIN_NOTES, MIN_SPANS, MIN_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30
OPEN_P, CLOSE_P = "([{\"'", ",;:)]}\"'"


def private_ip(s):
    a = [int(x) for x in s.split(".")]
    return a[0] == 10 or (a[0] == 192 and a[1] == 168) or (a[0] == 172 and 16 <= a[1] <= 31)


def main():
    errors = []
    raw = open(PATH, "rb").read()
    rows = [json.loads(line) for line in raw.decode("utf-8").splitlines()]
    type_c, label_c, genre_c, country_c = (collections.Counter() for _ in range(4))
    n_spans = n_lower = 0
    for i, r in enumerate(rows):
        rid = r.get("id")
        if rid != f"dev147-{i + 1:04d}":
            errors.append(f"row {i}: id {rid}")
        if set(r) != {"id", "text", "spans", "meta"}:
            errors.append(f"{rid}: keys {sorted(r)}")
        text, meta = r["text"], r["meta"]
        if meta.get("source") != "dev147-en" or not isinstance(meta.get("lowercase"), bool) \
                or not meta.get("genre") or not meta.get("country"):
            errors.append(f"{rid}: meta {meta}")
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                errors.append(f"{rid}: lowercase flag but upper-case text")
        genre_c[meta["genre"]] += 1
        country_c[meta["country"]] += 1
        prev_end = -1
        for s in sorted(r["spans"], key=lambda x: (x["start"], x["end"])):
            st, en, typ = s["start"], s["end"], s["type"]
            frag = text[st:en]
            if set(s) != {"start", "end", "label", "type", "text"}:
                errors.append(f"{rid}: span keys {sorted(s)}")
            if typ not in TYPES or TYPES[typ] != s["label"]:
                errors.append(f"{rid}: bad type/label {typ}/{s['label']}")
            if not (0 <= st < en <= len(text)) or frag != s["text"]:
                errors.append(f"{rid}: text mismatch {s}")
            if frag != frag.strip():
                errors.append(f"{rid}: whitespace edge {frag!r}")
            pair = {"(": ")", "[": "]", "{": "}", ")": "(", "]": "[", "}": "{"}
            if frag and ((frag[0] in OPEN_P and pair.get(frag[0], "") not in frag[1:])
                         or (frag[-1] in CLOSE_P and pair.get(frag[-1], "") not in frag[:-1])):
                errors.append(f"{rid}: punctuation edge {frag!r}")
            if st < prev_end:
                errors.append(f"{rid}: overlap at {st}")
            prev_end = max(prev_end, en)
            low = frag.lower()
            if typ in ("PHONE", "FAX") and "555" not in frag:
                errors.append(f"{rid}: phone without 555 {frag!r}")
            if typ == "EMAIL" and not re.search(r"@([a-z0-9.-]+\.)?example\.(com|org|net)$", low):
                errors.append(f"{rid}: email domain {frag!r}")
            if typ == "URL" and not re.match(r"^(https?://)?([a-z0-9-]+\.)*example\.(com|org|net)(/|$)", low):
                errors.append(f"{rid}: url host {frag!r}")
            if typ == "IPADDR" and not private_ip(frag):
                errors.append(f"{rid}: public ip {frag!r}")
            if typ == "SSN" and re.fullmatch(r"\d{3}-\d{2}-\d{4}", frag) and not (frag[0] == "9" or frag.startswith("000")):
                errors.append(f"{rid}: ssn {frag!r}")
            type_c[typ] += 1
            label_c[s["label"]] += 1
            n_spans += 1
    n = len(rows)
    if n < MIN_NOTES:
        errors.append(f"only {n} notes")
    if n_spans < MIN_SPANS:
        errors.append(f"only {n_spans} spans")
    for t in TYPES:
        if type_c[t] < MIN_TYPE:
            errors.append(f"type {t}: {type_c[t]} < {MIN_TYPE}")
    big = [g for g, k in genre_c.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errors.append(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    share = n_lower / n if n else 0
    if not 0.13 <= share <= 0.20:
        errors.append(f"lowercase share {share:.3f}")

    print(f"notes: {n}   spans: {n_spans}   lowercase: {n_lower} ({share:.1%})")
    print("countries: " + ", ".join(f"{k} {v}" for k, v in sorted(country_c.items())))
    print("genres:")
    for g, k in sorted(genre_c.items()):
        print(f"  {g:<30} {k}")
    print("labels: " + ", ".join(f"{k} {v}" for k, v in sorted(label_c.items())))
    print("types:")
    for t in TYPES:
        print(f"  {t:<15} {type_c[t]}")
    print(f"smallest type: {min(TYPES, key=lambda t: type_c[t])} {min(type_c[t] for t in TYPES)}")
    print(f"md5 notes.jsonl: {hashlib.md5(raw).hexdigest()}")
    if errors:
        print(f"FAIL: {len(errors)} problems")
        for e in errors[:40]:
            print("  " + e)
        sys.exit(1)
    print("PASS")


if __name__ == "__main__":
    main()
