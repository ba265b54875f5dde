"""Validate bench/dev138_en/notes.jsonl and print counts. Exit 1 on any failure."""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_SPANS, MIN_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30

errors = []


def err(msg):
    if len(errors) < 50:
        print("ERROR:", msg)
    errors.append(msg)


def main():
    notes = [json.loads(l) for l in open(PATH, encoding="utf-8")]
    types, genres, countries = collections.Counter(), collections.Counter(), collections.Counter()
    nlow = 0
    for i, n in enumerate(notes):
        nid = n.get("id")
        if nid != f"dev138-{i + 1:04d}":
            err(f"id out of order at {i}: {nid}")
        if set(n) != {"id", "text", "spans", "meta"}:
            err(f"{nid}: bad keys {sorted(n)}")
        t, m = n["text"], n["meta"]
        if set(m) != {"source", "genre", "lowercase", "country"} or m["source"] != "dev138-en":
            err(f"{nid}: bad meta {m}")
        genres[m["genre"]] += 1
        countries[m["country"]] += 1
        if m["lowercase"]:
            nlow += 1
            if t != t.lower():
                err(f"{nid}: lowercase note has upper case")
        prev_end = -1
        for s in sorted(n["spans"], key=lambda s: (s["start"], s["end"])):
            a, b = s["start"], s["end"]
            if set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{nid}: bad span keys {s}")
            if not (0 <= a < b <= len(t)):
                err(f"{nid}: bad offsets {s}")
                continue
            if t[a:b] != s["text"]:
                err(f"{nid}: text mismatch {s} vs {t[a:b]!r}")
            if s["type"] not in LABEL or LABEL[s["type"]] != s["label"]:
                err(f"{nid}: bad label/type {s}")
            if a < prev_end:
                err(f"{nid}: overlap at {a}")
            prev_end = b
            v = s["text"]
            if v != v.strip():
                err(f"{nid}: whitespace at span edge {v!r}")
            lead_ok = v[0] == "(" and ")" in v
            trail_ok = v[-1] == ")" and "(" in v
            if (v[0] in ",;:.()[]\"'" and not lead_ok) or (v[-1] in ",;:()[]\"'" and not trail_ok):
                err(f"{nid}: punctuation at span edge {v!r}")
            ty = s["type"]
            types[ty] += 1
            if ty in ("PHONE", "FAX") and "555" not in v:
                err(f"{nid}: non-fictional phone {v!r}")
            if ty == "EMAIL" and not re.search(r"@example\.(com|org|net)$", v, re.I):
                err(f"{nid}: email domain {v!r}")
            if ty == "URL" and not re.search(r"(^|[/.])example\.(com|org|net)(/|$)", v, re.I):
                err(f"{nid}: url domain {v!r}")
            if ty == "IPADDR":
                try:
                    if not ipaddress.ip_address(v).is_private:
                        err(f"{nid}: public ip {v!r}")
                except ValueError:
                    err(f"{nid}: bad ip {v!r}")
            if re.fullmatch(r"\d{3}-\d{2}-\d{4}", v) and not (v.startswith("9") or v.startswith("000")):
                err(f"{nid}: SSN-shaped value not fictional {v!r}")
    nspans = sum(types.values())
    print(f"notes: {len(notes)}")
    print(f"spans: {nspans}  (mean {nspans / max(1, len(notes)):.1f}/note)")
    print(f"lowercase notes: {nlow} ({nlow / max(1, len(notes)):.3f})")
    print("countries:", dict(sorted(countries.items())))
    print("genres:")
    for g, k in sorted(genres.items()):
        print(f"  {g:<32} {k}")
    print("fine types:")
    for ty in LABEL:
        print(f"  {LABEL[ty]:<12} {ty:<16} {types[ty]}")
    print(f"smallest fine type: {min(types[t] for t in LABEL)}")
    if len(notes) < MIN_NOTES:
        err(f"only {len(notes)} notes")
    if nspans < MIN_SPANS:
        err(f"only {nspans} spans")
    for ty in LABEL:
        if types[ty] < MIN_TYPE:
            err(f"type {ty} has only {types[ty]} spans")
    big = [g for g, k in genres.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    share = nlow / max(1, len(notes))
    if not 0.14 <= share <= 0.20:
        err(f"lowercase share {share:.3f} not about 1/6")
    if errors:
        print(f"FAILED: {len(errors)} problem(s)")
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
