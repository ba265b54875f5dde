#!/usr/bin/env python3
"""Validate bench/dev110_en/notes.jsonl. Exits 1 on any problem, 0 when everything holds.
Standard library only; independent of make.py (it re-derives everything from the file)."""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATH = os.path.join(HERE, "notes.jsonl")

CATEGORY = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
assert len(CATEGORY) == 29

MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 330, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_SHARE = (0.13, 0.21)  # "about one note in six"

I = re.I
HARD_NEG = {  # category: (regex, flags, minimum unannotated matches)
    "lab": (r"\b(Na|K|Cl|CO2|BUN|Cr|Glu|Hgb|Hct|WBC|Plt|INR|Alb|Mg|Ca|TSH|HbA1c|BNP|CRP|Phos|prealbumin)\b:?\s*\d", I, 1500),
    "vital": (r"\b(T|HR|RR|BP|SpO2|O2 sat|P|R|temp|pulse|resp|VS)\b:?\s*\d", I, 1000),
    "drug_dose": (r"\b[a-z][a-z-]+\s\d+(?:\.\d+)?(?:-\d+)?\s?(?:mg|mcg|units|g|mEq|mg/mL)\b", I, 1000),
    "score": (r"\b(Braden|Morse|BIMS|PHQ-9|GCS|MMSE|MoCA|PAINAD|Berg|Norton|Barthel|GDS|MNA|PPS|FAST|KPS|TUG|Tinetti|SLUMS|FOIS|PAS|IDDSI)\b", I, 1000),
    "eponym": (r"\b(Parkinson's|Alzheimer's|Babinski|Foley|Hoyer|Homans|Baker's|Trendelenburg|Bell's|Kennedy|Cheyne-Stokes|Romberg|"
               r"Heberden's|Dupuytren's|Colles|Hashimoto's|Raynaud's|Graves'|Sjogren's|Meniere's|Addison's|Kernig|Tinel|Crohn's|"
               r"Barrett's|Lewy|Guillain-Barre|Coumadin|Santyl|Tinetti|Allen)", I, 300),
    "credential": (r"\b(MD|DO|RN|LPN|LVN|CNA|NP|APRN|PA-C|FNP-C|DPT|PTA|OTR/L|COTA|CCC-SLP|SLP|LCSW|MSW|LMSW|PharmD|RPh|BSN|WCC|"
                   r"CWOCN|DON|MDiv|BCC|PhD|EMT-P)\b", 0, 1000),
    "icd10": (r"\b[A-TV-Z]\d{2}\.[0-9A-Z]{1,4}\b", I, 300),
    "clock_time": (r"\b(?:[01]?\d|2[0-3]):[0-5]\d\b", 0, 1500),
    "wound_measure": (r"\b\d+(?:\.\d+)?\s*(?:cm\s*)?x\s*\d+(?:\.\d+)?(?:\s*(?:cm\s*)?x\s*\d+(?:\.\d+)?)?\s*cm\b", I, 400),
    "name_homograph": (r"\b(will|hope|grace|king|baker|page|short|strong|young|best|rich|bell|stone|miles|price|love|mark|"
                       r"frank|rose|joy|faith|may|wood|hunt|cook|bill|frost|day|dawn|small|brooks|hill|sharp|swift|winter|fields)\b", I, 300),
}
MIN_HARD_NEG_TOTAL = 10000

CRED_TOKENS = {"MD", "DO", "RN", "LPN", "LVN", "CNA", "NP", "PA", "PT", "OT", "DPT", "PTA", "SLP", "COTA", "MSW",
               "LCSW", "DON", "BSN", "WCC", "PHD", "RPH", "APRN"}
LAB_TOKENS = {"NA", "K", "CL", "BUN", "CR", "HGB", "PLT", "INR", "WBC", "HCT", "TSH", "BNP", "CRP", "GLU", "ALB", "MG", "CA"}
TITLE_RE = re.compile(r"^(Dr|Mr|Mrs|Ms|Miss|Prof)\b\.?\s", I)
CRED_END_RE = re.compile(r"[,\s](MD|DO|RN|LPN|NP|PT|OT|CNA|PhD|DPT)$", I)
EMAIL_RE = re.compile(r"^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)*example\.(?:com|org|net)$", I)
URL_HOST_RE = re.compile(r"^(?:https?://)?((?:[A-Za-z0-9-]+\.)*example\.(?:com|org|net))(?:/[^\s]*)?$", I)

UNANNOT_BAD = {  # patterns that must not appear outside spans
    "email-like": re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"),
    "url-like": re.compile(r"(?:https?://|www\.)\S+|\b[\w-]+\.(?:com|org|net|edu|gov|io)\b", I),
    "ip-like": re.compile(r"\b\d{1,3}(?:\.\d{1,3}){3}\b"),
    "phone-like": re.compile(r"\b\d{3}[-.]\d{4}\b|\(\d{3}\)\s?\d{3}|\b555\b"),
    "ssn-like": re.compile(r"\b\d{3}-\d{2}-\d{4}\b"),
}

problems = []


def bad(msg):
    problems.append(msg)


def is_letter(ch):
    return ch.isalpha()


def splits_token(a, b):
    """True when the boundary between characters a and b is inside a word or a number."""
    return (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit())


def phone_ok(v):
    core = re.split(r"\s*(?:ext\.?|x)\s*\d+$", v, flags=I)[0]
    d = re.sub(r"\D", "", core)
    if len(d) < 7:
        return True
    if len(d) == 11 and d[0] == "1":
        d = d[1:]
    if len(d) == 10:
        return d[3:6] == "555"
    if len(d) == 7:
        return d[:3] == "555"
    return "5550" in d


def ip_ok(v):
    try:
        a = ipaddress.ip_address(v)
    except ValueError:
        return False
    return any(a in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))


def main():
    if not os.path.exists(PATH):
        print("missing notes.jsonl")
        return 1
    notes = []
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except json.JSONDecodeError as e:
                bad(f"line {ln}: bad JSON {e}")
    type_n = collections.Counter()
    genre_n = collections.Counter()
    neg_n = collections.Counter()
    n_spans = n_lower = 0
    for k, r in enumerate(notes, 1):
        rid = r.get("id")
        if set(r) != {"id", "text", "spans", "meta"}:
            bad(f"{rid}: keys {sorted(r)}")
            continue
        if rid != f"dev110-en-{k:04d}":
            bad(f"line {k}: id {rid} not sequential")
        text, spans, meta = r["text"], r["spans"], r["meta"]
        if not isinstance(text, str) or not text.strip():
            bad(f"{rid}: empty text")
            continue
        if "\ue000" in text or "\ue001" in text or any(0xE100 <= ord(c) <= 0xE1FF for c in text):
            bad(f"{rid}: marker characters left in text")
        if not isinstance(meta, dict) or meta.get("source") != "dev110-en" or not isinstance(meta.get("genre"), str) \
                or not meta.get("genre") or not isinstance(meta.get("lowercase"), bool):
            bad(f"{rid}: bad meta {meta}")
            continue
        genre_n[meta["genre"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                bad(f"{rid}: marked lowercase but text has capitals")
        prev_end = -1
        mask = list(text)
        for s in spans:
            if set(s) != {"start", "end", "label", "type", "text"}:
                bad(f"{rid}: span keys {sorted(s)}")
                continue
            a, b, t, lab, st = s["start"], s["end"], s["type"], s["label"], s["text"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                bad(f"{rid}: bad offsets {a},{b}")
                continue
            if t not in CATEGORY:
                bad(f"{rid}: unknown type {t}")
                continue
            if CATEGORY[t] != lab:
                bad(f"{rid}: label {lab} for type {t}")
            if text[a:b] != st:
                bad(f"{rid}: text[{a}:{b}]={text[a:b]!r} != {st!r}")
            if a < prev_end:
                bad(f"{rid}: spans unsorted or overlapping at {a}")
            prev_end = b
            type_n[t] += 1
            n_spans += 1
            # edges
            if st != st.strip():
                bad(f"{rid}: whitespace at span edge {st!r}")
            if not (st[0].isalnum() or (st[0] == "(" and t in ("PHONE", "FAX"))):
                bad(f"{rid}: span starts with punctuation {st!r}")
            if not st[-1].isalnum():
                if not (st[-1] == "." and re.search(r"(?:^|[\s.])\w{1,3}\.$", st)):
                    bad(f"{rid}: span ends with punctuation {st!r}")
            if a > 0 and splits_token(text[a - 1], text[a]):
                bad(f"{rid}: span start inside a word/number {text[max(0, a - 5):b]!r}")
            if b < len(text) and splits_token(text[b - 1], text[b]):
                bad(f"{rid}: span end inside a word/number {text[a:b + 5]!r}")
            # type-specific shape
            if CATEGORY[t] == "NAME" and t != "USERNAME":
                if TITLE_RE.match(st):
                    bad(f"{rid}: title inside name span {st!r}")
                if CRED_END_RE.search(st):
                    bad(f"{rid}: credential inside name span {st!r}")
                if st.upper() in CRED_TOKENS or st.upper() in LAB_TOKENS:
                    bad(f"{rid}: name span is a credential/lab token {st!r}")
            if t == "AGE" and not re.fullmatch(r"\d{1,3}|[a-z]+(?:[- ][a-z]+)*", st, I):
                bad(f"{rid}: odd AGE span {st!r}")
            if t == "DATE" and re.search(r"\d:\d\d", st):
                bad(f"{rid}: time of day inside DATE {st!r}")
            if t in ("PHONE", "FAX") and not phone_ok(st):
                bad(f"{rid}: non-fictional phone/fax {st!r}")
            if t == "EMAIL" and not EMAIL_RE.match(st):
                bad(f"{rid}: e-mail not on example.com/.org/.net {st!r}")
            if t == "URL" and not URL_HOST_RE.match(st):
                bad(f"{rid}: URL not on example.com/.org/.net {st!r}")
            if t == "IPADDR" and not ip_ok(st):
                bad(f"{rid}: IP outside private ranges {st!r}")
            if t == "SSN":
                d = re.sub(r"\D", "", st)
                if len(d) != 9 or not (d.startswith("9") or d.startswith("000")):
                    bad(f"{rid}: SSN-like value not starting 9/000 {st!r}")
            for i in range(a, b):
                mask[i] = "\x00"
        masked = "".join(mask)
        for name, rx in UNANNOT_BAD.items():
            for m in rx.finditer(masked):
                bad(f"{rid}: unannotated {name} {m.group(0)!r}")
        for cat, (rx, fl, _) in HARD_NEG.items():
            neg_n[cat] += len(re.findall(rx, masked, fl))
    # totals
    n = len(notes)
    if n < MIN_NOTES:
        bad(f"only {n} notes (< {MIN_NOTES})")
    if n_spans < MIN_SPANS:
        bad(f"only {n_spans} spans (< {MIN_SPANS})")
    for t in CATEGORY:
        if type_n[t] < MIN_PER_TYPE:
            bad(f"type {t}: {type_n[t]} spans (< {MIN_PER_TYPE})")
    big = [g for g, c in genre_n.items() if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        bad(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    for g, c in genre_n.items():
        if c < MIN_PER_GENRE:
            bad(f"genre {g}: {c} notes (< {MIN_PER_GENRE})")
    share = n_lower / n if n else 0
    if not (LOWER_SHARE[0] <= share <= LOWER_SHARE[1]):
        bad(f"lower-case share {share:.3f} outside {LOWER_SHARE}")
    for cat, (_, _, mn) in HARD_NEG.items():
        if neg_n[cat] < mn:
            bad(f"hard negatives {cat}: {neg_n[cat]} (< {mn})")
    if sum(neg_n.values()) < MIN_HARD_NEG_TOTAL:
        bad(f"hard negatives total {sum(neg_n.values())} (< {MIN_HARD_NEG_TOTAL})")

    print(f"notes {n}, spans {n_spans}, genres {len(genre_n)}, lower-case {n_lower} ({share:.3f})")
    print("per type: " + ", ".join(f"{t} {type_n[t]}" for t in CATEGORY))
    print("per genre: " + ", ".join(f"{g} {c}" for g, c in sorted(genre_n.items())))
    print("unannotated hard negatives: " + ", ".join(f"{c} {neg_n[c]}" for c in HARD_NEG) + f"; total {sum(neg_n.values())}")
    if problems:
        for p in problems[:60]:
            print("PROBLEM:", p)
        print(f"FAIL: {len(problems)} problem(s)")
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
