"""Validate bench/dev142_en/notes.jsonl and print counts.

Usage: python3 bench/dev142_en/build/check.py      (exit status 1 on any failure)
"""
import collections
import hashlib
import json
import os
import re
import sys

PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")

TYPES = {  # fine type -> coarse label, as in docs/annotation_guideline.md
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION"}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30
BAD_EDGE = set(" \t\n\r,;:\"'()[]{}<>")
ID_LIKE = {"MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM", "PHONE",
           "FAX", "EMAIL", "URL", "IPADDR"}

errors, warnings = [], []


def err(msg):
    errors.append(msg)


def private_ip(s):
    p = [int(x) for x in s.split(".")]
    return len(p) == 4 and (p[0] == 10 or (p[0] == 192 and p[1] == 168) or (p[0] == 172 and 16 <= p[1] <= 31))


def check_contact(nid, s):
    t, v = s["type"], s["text"].lower()
    if t in ("PHONE", "FAX") and "555" not in v:
        err(f"{nid}: {t} without 555: {v!r}")
    if t == "EMAIL" and not re.fullmatch(r"[a-z0-9._%+-]+@example\.(com|org|net)", v):
        err(f"{nid}: email outside example domains: {v!r}")
    if t == "URL" and not re.fullmatch(r"(https?://)?(www\.)?example\.(com|org|net)(/\S*)?", v):
        err(f"{nid}: url outside example domains: {v!r}")
    if t == "IPADDR" and not private_ip(v):
        err(f"{nid}: non-private ip: {v!r}")
    if t == "SSN" and not (v.startswith("9") or v.startswith("000-") or v.startswith("qq")):
        err(f"{nid}: SSN not fictional-shaped: {v!r}")


def main():
    raw = open(PATH, "rb").read()
    notes = [json.loads(line) for line in raw.decode("utf-8").splitlines() if line.strip()]
    type_n, label_n, genre_n = collections.Counter(), collections.Counter(), collections.Counter()
    country_n = collections.Counter()
    lower_n = 0
    for i, nt in enumerate(notes):
        nid = nt.get("id")
        if nid != f"dev142-{i + 1:04d}":
            err(f"line {i + 1}: id {nid!r} out of order")
        if set(nt) != {"id", "text", "spans", "meta"}:
            err(f"{nid}: keys {sorted(nt)}")
        m = nt["meta"]
        if m.get("source") != "dev142-en" or not m.get("genre") or "country" not in m or \
                not isinstance(m.get("lowercase"), bool):
            err(f"{nid}: bad meta {m}")
        text = nt["text"]
        genre_n[m["genre"]] += 1
        country_n[m["country"]] += 1
        if m["lowercase"]:
            lower_n += 1
            if text != text.lower():
                err(f"{nid}: lowercase note has upper-case characters")
        prev_end = -1
        covered = [False] * len(text)
        for s in sorted(nt["spans"], key=lambda x: (x["start"], x["end"])):
            if set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{nid}: span keys {sorted(s)}")
            a, b, t = s["start"], s["end"], s["type"]
            if t not in TYPES:
                err(f"{nid}: unknown type {t}")
                continue
            if s["label"] != TYPES[t]:
                err(f"{nid}: label {s['label']} for {t}")
            if not (0 <= a < b <= len(text)) or text[a:b] != s["text"]:
                err(f"{nid}: offsets {a}-{b} do not match {s['text']!r}")
                continue
            if a < prev_end:
                err(f"{nid}: overlapping span at {a}")
            prev_end = max(prev_end, b)
            v = s["text"]
            lead_ok = v[0] == "(" and ")" in v
            tail_ok = v[-1] == ")" and "(" in v
            if (v[0] in BAD_EDGE and not lead_ok) or (v[-1] in BAD_EDGE and not tail_ok):
                err(f"{nid}: span edge whitespace/punctuation {v!r}")
            if v.endswith(".") and not re.search(r"((\b\w\.)+|\b(Inc|Co|Ltd|Jr|St)\.)$", v, re.I):
                err(f"{nid}: span ends with full stop {v!r}")
            check_contact(nid, s)
            type_n[t] += 1
            label_n[s["label"]] += 1
            for k in range(a, b):
                covered[k] = True
        # leak check: an identifier-like value appearing elsewhere in the note without a span
        seen = set()
        for s in nt["spans"]:
            v = s["text"]
            if s["type"] in ID_LIKE and len(v) >= 6 and v not in seen:
                seen.add(v)
                for mm in re.finditer(re.escape(v), text):
                    if not any(covered[mm.start():mm.end()]):
                        err(f"{nid}: unannotated repeat of {s['type']} {v!r}")
            elif s["type"] in ("PATIENT", "DOCTOR", "FAMILY") and len(v) >= 8 and " " in v and v not in seen:
                seen.add(v)
                for mm in re.finditer(r"\b" + re.escape(v) + r"\b", text):
                    if not any(covered[mm.start():mm.end()]):
                        warnings.append(f"{nid}: unannotated repeat of name {v!r}")
    n, n_sp = len(notes), sum(type_n.values())
    share = lower_n / n if n else 0
    print(f"notes: {n}\nspans: {n_sp}\nlowercase notes: {lower_n} ({share:.3f})")
    print("countries: " + ", ".join(f"{k} {v}" for k, v in sorted(country_n.items())))
    print("\nlabels:")
    for k, v in sorted(label_n.items(), key=lambda x: -x[1]):
        print(f"  {k:<12}{v:>6}")
    print("\nfine types:")
    for t in TYPES:
        print(f"  {t:<16}{type_n[t]:>6}")
    print("\ngenres:")
    for g, v in sorted(genre_n.items()):
        print(f"  {g:<28}{v:>5}")
    if n < MIN_NOTES:
        err(f"only {n} notes")
    if n_sp < MIN_SPANS:
        err(f"only {n_sp} spans")
    for t in TYPES:
        if type_n[t] < MIN_PER_TYPE:
            err(f"type {t} has {type_n[t]} spans")
    if sum(1 for v in genre_n.values() if v >= MIN_PER_GENRE) < MIN_GENRES:
        err("fewer than 10 genres with 30+ notes")
    if not 0.14 <= share <= 0.20:
        err(f"lowercase share {share:.3f} not about 1/6")
    print(f"\nmd5(notes.jsonl): {hashlib.md5(raw).hexdigest()}")
    print(f"min fine-type count: {min(type_n[t] for t in TYPES)}")
    if warnings:
        print(f"\nwarnings: {len(warnings)}")
        for w in warnings[:10]:
            print("  " + w)
    if errors:
        print(f"\nFAILED: {len(errors)} errors")
        for e in errors[:40]:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
