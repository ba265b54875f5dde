"""Validate bench/dev96_en/notes.jsonl; exit non-zero on any problem."""
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
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID",
    "BIOID": "ID", "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_HARD_NEG = 330, 8000, 15, 10, 3000

HARD_NEG = re.compile(
    r"\b(Na|K|Cl|Urea|BUN|Cr|Creat|eGFR|Hb|Hgb|WCC|Plt|CRP|INR|ALT|Mg|HR|RR|SpO2|BP|T|GCS|NEWS2|NYHA|Apgar|ASA|"
    r"PHQ-9|GAD-7|Waterlow|Foley|Parkinson|Crohn|Babinski|Hartmann|Bell|Graves|Addison|Glasgow|MD|RN|RGN|NP|PA-C|"
    r"MBBS|FRCP|FRCS|mg|mcg|mL|mmol/L|bpm|[A-TV-Z]\d{2}\.\d|\d+/7|\d+/52|\d+/12|will|may|hope|Will|May|Hope)\b")
# Tokens that are never generated as PHI here (credentials, eponyms, lab and score names). Short initials such as
# "HR" or "MD" can be a staff member's real initials, and Hope/May/Will are real given names, so they are not listed.
NEVER_PHI = {"pa-c", "mbbs", "frcp", "frcs", "rgn", "foley", "babinski", "parkinson", "crohn", "hartmann", "glasgow",
             "icu", "gcs", "inr", "spo2", "egfr", "crp", "news2", "nyha", "apgar", "waterlow"}
OPEN_BAD = set(" \t\n,.;:!?\"')]}")
CLOSE_BAD = set(" \t\n,;:!?\"'([{")

errors = []


def err(msg):
    errors.append(msg)


def fictional_contact(sp):
    v, typ = sp["text"].lower(), sp["type"]
    if typ in ("PHONE", "FAX"):
        main = re.split(r"ext|x", v)[0]
        digits = re.sub(r"\D", "", main)
        if len(digits) <= 5:
            return typ == "PHONE"  # internal bleep / extension only
        return "55501" in digits
    if typ == "EMAIL":
        m = re.fullmatch(r"[a-z0-9._%+-]+@([a-z0-9.-]+)", v)
        return bool(m) and re.fullmatch(r"(?:[a-z0-9-]+\.)*example\.(?:com|org|net)", m.group(1)) is not None
    if typ == "URL":
        host = re.sub(r"^https?://", "", v).split("/")[0]
        return re.fullmatch(r"(?:[a-z0-9-]+\.)*example\.(?:com|org|net)", host) is not None
    if typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            return False
        return any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))
    if typ == "SSN":
        s = v.replace(" ", "")
        return s.startswith("qq") or s.startswith("000") or re.fullmatch(r"9\d\d-\d\d-\d{4}", s) is not None
    return True


def edge_ok(text, sp):
    s, e, v = sp["start"], sp["end"], sp["text"]
    if v[0] in OPEN_BAD:
        return False
    if v[0] == "(" and not (sp["type"] in ("PHONE", "FAX") and re.match(r"\(\d+\)", v)):
        return False
    if v[-1] in CLOSE_BAD:
        return False
    if v[-1] == ")" and "(" not in v:
        return False
    if v[-1] == "." and not re.search(r"(?:^|[^A-Za-z])[A-Za-z]\.$", v):
        return False
    # no edge inside a word or number: same-class alphanumerics may not touch across an edge
    def same(a, b):
        return (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit())
    if s > 0 and same(text[s - 1], v[0]):
        return False
    if e < len(text) and same(v[-1], text[e]):
        return False
    return True


def main():
    counts, genres, total, hard_neg, lower = collections.Counter(), collections.Counter(), 0, 0, 0
    with open(PATH, "rb") as f:
        raw = f.read()
    try:
        raw.decode("ascii")
    except UnicodeDecodeError:
        err("file is not ASCII")
    lines = raw.decode("ascii", "replace").splitlines()
    for n, line in enumerate(lines, 1):
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            err(f"line {n}: bad JSON {e}")
            continue
        if set(obj) != {"id", "text", "spans", "meta"}:
            err(f"line {n}: keys {sorted(obj)}")
            continue
        if obj["id"] != f"dev96-en-{n:04d}":
            err(f"line {n}: id {obj['id']}")
        meta, text, spans = obj["meta"], obj["text"], obj["spans"]
        if not isinstance(text, str) or not text.strip():
            err(f"{obj['id']}: empty text")
            continue
        if not text.isascii():
            err(f"{obj['id']}: non-ASCII text")
        if meta.get("source") != "dev96-en" or not meta.get("genre"):
            err(f"{obj['id']}: meta {meta}")
        genres[meta.get("genre")] += 1
        if meta.get("lowercase"):
            lower += 1
            if text != text.lower():
                err(f"{obj['id']}: marked lowercase but is not")
        prev_end = -1
        covered = []
        for sp in spans:
            if set(sp) != {"start", "end", "label", "type", "text"}:
                err(f"{obj['id']}: span keys {sorted(sp)}")
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err(f"{obj['id']}: bad offsets {sp}")
                continue
            if text[s:e] != sp["text"]:
                err(f"{obj['id']}: text mismatch {sp}")
            if sp["type"] not in LABEL or LABEL[sp["type"]] != sp["label"]:
                err(f"{obj['id']}: bad label/type {sp}")
            if s < prev_end:
                err(f"{obj['id']}: unsorted or overlapping at {s}")
            prev_end = e
            if not edge_ok(text, sp):
                err(f"{obj['id']}: bad edge {sp['type']} {sp['text']!r} ctx {text[max(0, s - 8):e + 8]!r}")
            if not fictional_contact(sp):
                err(f"{obj['id']}: non-fictional {sp['type']} {sp['text']!r}")
            if sp["text"].lower() in NEVER_PHI:
                err(f"{obj['id']}: non-PHI token annotated {sp['text']!r}")
            counts[sp["type"]] += 1
            covered.append((s, e))
            total += 1
        for m in HARD_NEG.finditer(text):
            if not any(s < m.end() and m.start() < e for s, e in covered):
                hard_neg += 1
    nn = len(lines)
    if nn < MIN_NOTES:
        err(f"only {nn} notes")
    if total < MIN_SPANS:
        err(f"only {total} spans")
    for typ in LABEL:
        if counts[typ] < MIN_PER_TYPE:
            err(f"type {typ}: only {counts[typ]} spans")
    if len(genres) < MIN_GENRES:
        err(f"only {len(genres)} genres")
    if hard_neg < MIN_HARD_NEG:
        err(f"only {hard_neg} unannotated hard negatives")
    if not (0.12 <= lower / max(nn, 1) <= 0.3):
        err(f"lower-case share {lower}/{nn} out of range")
    print(f"notes {nn}  spans {total}  genres {len(genres)}  lowercase {lower}  hard negatives {hard_neg}")
    for typ in LABEL:
        print(f"  {typ:15s} {counts[typ]}")
    for g, k in sorted(genres.items()):
        print(f"  genre {g:20s} {k}")
    if errors:
        for x in errors[:60]:
            print("ERROR", x)
        print(f"{len(errors)} errors")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
