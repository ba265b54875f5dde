"""Validate bench/dev143_en/notes.jsonl and print counts. Exit status 1 on any failure."""
import collections
import hashlib
import json
import os
import re
import sys

PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")
TYPES = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
         "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
         "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
         "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
         "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
         "PROFESSION": "PROFESSION"}
MIN_NOTES, MIN_SPANS, MIN_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30
BAD_EDGE_START = set("\"'([{,;:")
BAD_EDGE_END = set("\"'([{,;:")
ERR = []


def err(msg):
    if len(ERR) < 50:
        print("ERROR:", msg)
    ERR.append(msg)


def private_ip(s):
    p = [int(x) for x in s.split(".")]
    return len(p) == 4 and all(0 <= x <= 255 for x in p) and (
        p[0] == 10 or (p[0] == 192 and p[1] == 168) or (p[0] == 172 and 16 <= p[1] <= 31))


def main():
    raw = open(PATH, "rb").read()
    notes = [json.loads(line) for line in raw.decode("utf-8").splitlines() if line.strip()]
    types, genres, countries = collections.Counter(), collections.Counter(), collections.Counter()
    nspans, nlower, end_dot = 0, 0, 0
    for i, n in enumerate(notes):
        nid = n.get("id")
        if nid != f"dev143-{i + 1:04d}":
            err(f"id out of order at line {i + 1}: {nid}")
        if set(n) != {"id", "text", "spans", "meta"}:
            err(f"{nid}: fields {sorted(n)}")
        m, text = n["meta"], n["text"]
        if m.get("source") != "dev143-en" or not m.get("genre") or not m.get("country") or \
                not isinstance(m.get("lowercase"), bool):
            err(f"{nid}: bad meta {m}")
        genres[m["genre"]] += 1
        countries[m["country"]] += 1
        if m["lowercase"]:
            nlower += 1
            if text != text.lower():
                err(f"{nid}: lowercase note has upper case")
        prev_end = -1
        for s in sorted(n["spans"], key=lambda x: (x["start"], x["end"])):
            nspans += 1
            if set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{nid}: span fields {sorted(s)}")
            st, en, ty = s["start"], s["end"], s["type"]
            types[ty] += 1
            if TYPES.get(ty) != s["label"]:
                err(f"{nid}: bad label/type {s['label']}/{ty}")
            if not (0 <= st < en <= len(text)) or text[st:en] != s["text"]:
                err(f"{nid}: offset mismatch {s}")
                continue
            if st < prev_end:
                err(f"{nid}: overlapping span {s}")
            prev_end = max(prev_end, en)
            v = s["text"]
            if v != v.strip():
                err(f"{nid}: whitespace at span edge {v!r}")
            paired = (v[0] == "(" and ")" in v) or (v[-1] == ")" and "(" in v)
            if (v[0] in BAD_EDGE_START or v[-1] in BAD_EDGE_END) and not paired:
                err(f"{nid}: punctuation at span edge {v!r}")
            if v.endswith("."):
                end_dot += 1
            lv = v.lower()
            if ty in ("PHONE", "FAX") and "555" not in lv:
                err(f"{nid}: phone without 555 {v}")
            if ty == "EMAIL" and not re.search(r"@([a-z0-9.-]+\.)?example\.(com|org|net)$", lv):
                err(f"{nid}: email outside example domains {v}")
            if ty == "URL" and not re.search(r"(^|[/.])example\.(com|org|net)(/|$)", lv):
                err(f"{nid}: url outside example domains {v}")
            if ty == "IPADDR" and not private_ip(v):
                err(f"{nid}: non-private IP {v}")
            if ty == "SSN" and re.fullmatch(r"\d{3}-\d{2}-\d{4}", v) and not (v.startswith("9") or v.startswith("000")):
                err(f"{nid}: SSN-shaped value not 9xx/000 {v}")
    n = len(notes)
    share = nlower / n if n else 0
    print(f"notes: {n}")
    print(f"spans: {nspans}")
    print(f"lowercase notes: {nlower} ({share:.3f})")
    print("countries:", dict(sorted(countries.items())))
    print("genres:")
    for g, c in sorted(genres.items()):
        print(f"  {g:<30}{c}")
    print("types:")
    for t in TYPES:
        print(f"  {TYPES[t]:<12}{t:<16}{types[t]}")
    print(f"smallest type count: {min(types[t] for t in TYPES)}")
    print(f"spans ending with '.': {end_dot} (initials)")
    if n < MIN_NOTES:
        err(f"only {n} notes")
    if nspans < MIN_SPANS:
        err(f"only {nspans} spans")
    for t in TYPES:
        if types[t] < MIN_TYPE:
            err(f"type {t} has {types[t]} spans")
    if sum(1 for c in genres.values() if c >= MIN_PER_GENRE) < MIN_GENRES:
        err("fewer than 10 genres with 30+ notes")
    if not 0.14 <= share <= 0.19:
        err(f"lowercase share {share:.3f}")
    print("md5:", hashlib.md5(raw).hexdigest())
    print("FAIL" if ERR else "PASS", f"({len(ERR)} errors)")
    return 1 if ERR else 0


if __name__ == "__main__":
    sys.exit(main())
