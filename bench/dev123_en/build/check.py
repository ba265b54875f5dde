#!/usr/bin/env python3
"""Validator for bench/dev123_en/notes.jsonl.  Exits non-zero on any problem.

Run from bench/dev123_en:  python3 build/check.py
Standard library only.
"""
import ipaddress
import json
import os
import re
import statistics
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")
GUIDELINE = os.path.join(ROOT, "..", "..", "docs", "annotation_guideline.md")

# fine type -> coarse label, as in docs/annotation_guideline.md
TYPES = {
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
GENRES_MIN = 10
PER_GENRE_MIN = 30
MIN_NOTES = 330
MIN_NOTES_IF_SHORT = 600
SHORT_MEDIAN_CHARS = 600
MIN_SPANS = 8000
MIN_PER_TYPE = 15
LOWER_SHARE = (0.12, 0.22)
COUNTRIES = {"US", "UK", "CA", "IE"}

# minimum counts of unannotated hard negatives (over the whole set)
HN_MIN = {
    "lab_analyte": 900,
    "vital_sign": 1000,
    "drug_dose": 1400,
    "score": 250,
    "code": 450,
    "clock_time": 400,
    "eponym": 200,
    "name_like_word": 250,
    "unit": 1000,
}
HN_TOTAL_MIN = 6000

problems = []


def bad(msg):
    problems.append(msg)


def guideline_types():
    """Cross-check TYPES against the guideline table when the file is present."""
    if not os.path.exists(GUIDELINE):
        return
    found = {}
    with open(GUIDELINE, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"\|\s*([A-Z]+)\s*\|\s*`([A-Z_]+)`\s*\|", line)
            if m:
                found[m.group(2)] = m.group(1)
    if found and found != TYPES:
        bad(f"type table differs from guideline: {sorted(set(found.items()) ^ set(TYPES.items()))}")


def is_initial_dot(s):
    # "J.S.", "Maria K.", "A.B." : a trailing full stop that belongs to a single-letter initial
    return len(s) >= 2 and s[-1] == "." and s[-2].isalpha() and (len(s) == 2 or not s[-3].isalpha())


def check_edges(t, sp, where):
    s, e, typ = sp["start"], sp["end"], sp["type"]
    v = t[s:e]
    if not v or v != v.strip():
        bad(f"{where}: whitespace at span edge {v!r}")
        return
    first, last = v[0], v[-1]
    if not (first.isalnum() or (typ in ("PHONE", "FAX") and first in "(+")):
        bad(f"{where}: span starts with punctuation {v!r}")
    if not (last.isalnum() or is_initial_dot(v)):
        bad(f"{where}: span ends with punctuation {v!r}")
    if typ in ("PATIENT", "DOCTOR", "FAMILY") and re.search(r"['\u2019]s$", v):
        bad(f"{where}: possessive inside name span {v!r}")
    if "(" in v and ")" not in v or ")" in v and "(" not in v:
        bad(f"{where}: unbalanced bracket in span {v!r}")
    # no edge inside a word or a number
    if s > 0:
        a, b = t[s - 1], t[s]
        if (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit()):
            bad(f"{where}: span starts inside a token {t[max(0, s - 10):e]!r}")
        if b.isdigit() and a in ".," and s >= 2 and t[s - 2].isdigit():
            bad(f"{where}: span starts inside a number {t[max(0, s - 10):e]!r}")
        if b.isalnum() and a in "'-\u2019" and s >= 2 and t[s - 2].isalnum():
            bad(f"{where}: span starts inside a hyphenated/apostrophe word {t[max(0, s - 10):e]!r}")
    if e < len(t):
        c, d = t[e - 1], t[e]
        if (c.isalpha() and d.isalpha()) or (c.isdigit() and d.isdigit()):
            bad(f"{where}: span ends inside a token {t[s:e + 10]!r}")
        if c.isdigit() and d in ".," and e + 1 < len(t) and t[e + 1].isdigit():
            bad(f"{where}: span ends inside a number {t[s:e + 10]!r}")


DIG = re.compile(r"\d")
EMAIL_OK = re.compile(r"^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)*example\.(?:com|org|net)$", re.I)
URL_HOST = re.compile(r"^(?:https?://)?([A-Za-z0-9.-]+)(?:[/:?#].*)?$", re.I)
PRIVATE_NETS = [ipaddress.ip_network("10.0.0.0/8"), ipaddress.ip_network("172.16.0.0/12"),
                ipaddress.ip_network("192.168.0.0/16")]


def check_contact(sp, where):
    typ, v = sp["type"], sp["text"]
    if typ in ("PHONE", "FAX"):
        nd = len(DIG.findall(v))
        if nd >= 7 and not re.search(r"(?<!\d)555(?!\d)", v):
            bad(f"{where}: {typ} with {nd} digits lacks a 555 block: {v!r}")
    elif typ == "EMAIL":
        if not EMAIL_OK.match(v):
            bad(f"{where}: e-mail outside example.com/.org/.net: {v!r}")
    elif typ == "URL":
        m = URL_HOST.match(v)
        host = m.group(1).lower() if m else ""
        if not re.search(r"(?:^|\.)example\.(?:com|org|net)$", host):
            bad(f"{where}: URL outside example.com/.org/.net: {v!r}")
    elif typ == "IPADDR":
        try:
            a = ipaddress.ip_address(v)
            if not any(a in n for n in PRIVATE_NETS):
                bad(f"{where}: IP outside 10/8, 172.16/12, 192.168/16: {v!r}")
        except ValueError:
            bad(f"{where}: IPADDR not an address: {v!r}")
    elif typ == "SSN":
        if v[0].isdigit():
            if not (v.startswith("9") or v.startswith("000")):
                bad(f"{where}: numeric SSN-like value not starting with 9 or 000: {v!r}")
        elif v[0].upper() not in "DFIQUV":
            bad(f"{where}: NI-like value with an issuable first letter: {v!r}")


# strings that must never be left unannotated, with the types allowed to cover them
LEAK_PATTERNS = [
    ("email", re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+"), {"EMAIL"}),
    ("url", re.compile(r"(?i)\b(?:https?://|www\.)[^\s]*[^\s.,;:)\]'\"]|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|ie|ca|co\.uk|uk|us)\b(?:/[^\s]*[^\s.,;:)\]'\"])?"),
     {"URL", "EMAIL"}),
    ("ip", re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.]*\d)"), {"IPADDR"}),
    ("numeric_date", re.compile(r"(?<![\w/.-])(?:\d{1,2}([/.-])\d{1,2}\1\d{2,4}|\d{4}([/.-])\d{1,2}\2\d{1,2})(?![\w/-]|\.\d)"),
     {"DATE"}),
    ("phone555", re.compile(r"(?<!\d)555[ .-]?\d{3,4}(?!\d)"), {"PHONE", "FAX"}),
    ("phone_us", re.compile(r"\(\d{3}\)\s?\d{3}-\d{4}"), {"PHONE", "FAX"}),
    ("weekday", re.compile(r"(?i)\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|"
                           r"thu|thur|thurs|fri|sat|sun)\b"), {"DATE"}),
]

HN_PATTERNS = {
    "lab_analyte": re.compile(
        r"(?i)\b(?:hba1c|egfr|creatinine|cholesterol|ldl|hdl|triglycerides|tsh|free t4|alt|alp|bilirubin|"
        r"ferritin|hb|wbc|platelets|potassium|sodium|urea|bun|acr|glucose|crp|vitamin d|vitamin b12|folate|urate|"
        r"psa|inr|fev1|fvc|feno|u&e)\b"),
    "vital_sign": re.compile(r"(?i)\b(?:bp|blood pressure|hr|pulse|p|rr|temp|spo2|sats|bmi|wt|weight|waist|peak flow)\b\s*:?\s*\d"),
    "drug_dose": re.compile(r"(?i)\b\d+(?:[.,]\d+)?(?:/\d+)?\s?(?:mg|mcg|micrograms|g|ml|units|puffs?|tablets?|%)\b"),
    "score": re.compile(r"(?i)\b(?:phq-9|gad-7|qrisk3|ascvd|framingham|cat score|cat|mmrc|mrc dyspnoea|act|audit-c|epworth|"
                        r"cha2ds2-vasc|orbit|frax|must|clinical frailty scale|moca|4at|wells score|curb-65|crb-65|"
                        r"feverpain|centor|waterlow|barthel|eq-5d|ipss|start back|acb score)\b"),
    "code": re.compile(r"\b[A-Z]\d{2}(?:\.\d{1,3})?\b|\bSNOMED \d{6,9}\b|\b[RM]\d[MR]\d\b", re.I),
    "clock_time": re.compile(r"(?<![\d:])(?:[01]?\d|2[0-3]):[0-5]\d(?![\d:])"),
    "eponym": re.compile(r"(?i)\b(?:murphy|babinski|romberg|tinel|phalen|homans|kernig|dix-hallpike|valsalva|heberden|"
                         r"bouchard|mcmurray|lachman|trendelenburg|finkelstein|rovsing|hawkins-kennedy|epley|schober|"
                         r"simmonds|thompson|weber|rinne|chvostek|cullen|grey turner|allen|parkinson|crohn|hashimoto|"
                         r"barrett|dupuytren|graves|addison|meniere|baker|bell|alzheimer|sjogren|hodgkin|"
                         r"osgood-schlatter|raynaud|brandt-daroff)(?:'s|')?"),
    "name_like_word": re.compile(r"(?i)\b(?:will|hope|frank|sharp|short|brown|green|white|stone|walker|field|wood|"
                                 r"hill|rose|marked|may|dawn|rich|long|young|grace|joy|sterling|bell|baker)\b"),
    "unit": re.compile(r"(?i)\b(?:mmol/mol|mmol/l|mg/dl|umol/l|mL/min/1\.73m2|u/l|mu/l|miu/l|g/l|g/dl|x10\^9/l|k/ul|"
                       r"ug/l|ng/ml|nmol/l|pg/ml|ng/l|mg/l|mg/mmol|mg/g|pmol/l|ng/dl|meq/l|mmhg|bpm|kg|lb|cm|ppb|l/min)(?![\w/])"),
}


def main():
    guideline_types()
    if not os.path.exists(NOTES):
        print(f"missing {NOTES}")
        sys.exit(1)
    rows = []
    with open(NOTES, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as ex:
                bad(f"line {ln}: invalid JSON: {ex}")
    type_counts = Counter()
    genre_counts = Counter()
    country_counts = Counter()
    hn = Counter()
    leak_counts = Counter()
    lower_n = 0
    lengths_by_genre = defaultdict(list)
    for i, r in enumerate(rows, 1):
        where = f"note {i}"
        if not isinstance(r, dict) or set(r) != {"id", "text", "spans", "meta"}:
            bad(f"{where}: keys must be id, text, spans, meta; got {sorted(r) if isinstance(r, dict) else type(r)}")
            continue
        want = f"dev123-{i:04d}"
        if r["id"] != want:
            bad(f"{where}: id {r['id']!r}, expected {want!r}")
        where = r["id"]
        t = r["text"]
        if not isinstance(t, str) or not t:
            bad(f"{where}: empty or non-string text")
            continue
        if any(ch in t for ch in "\ue000\ue001\ue002"):
            bad(f"{where}: marker characters left in text")
        meta = r["meta"]
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase", "country"}:
            bad(f"{where}: meta keys must be source, genre, lowercase, country")
            continue
        if meta["source"] != "dev123-en":
            bad(f"{where}: meta.source {meta['source']!r}")
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            bad(f"{where}: meta.genre missing")
        if not isinstance(meta["lowercase"], bool):
            bad(f"{where}: meta.lowercase must be bool")
        if meta["country"] not in COUNTRIES:
            bad(f"{where}: meta.country {meta['country']!r}")
        if meta["lowercase"]:
            lower_n += 1
            if t != t.lower():
                bad(f"{where}: marked lowercase but text has upper case")
        elif t == t.lower():
            bad(f"{where}: text entirely lower case but meta.lowercase is false")
        genre_counts[meta["genre"]] += 1
        country_counts[meta["country"]] += 1
        lengths_by_genre[meta["genre"]].append(len(t))
        spans = r["spans"]
        if not isinstance(spans, list):
            bad(f"{where}: spans must be a list")
            continue
        prev_end = -1
        prev_start = -1
        covered = []
        for sp in spans:
            if not isinstance(sp, dict) or set(sp) != {"start", "end", "label", "type", "text"}:
                bad(f"{where}: span keys must be start, end, label, type, text: {sp}")
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(t)):
                bad(f"{where}: bad offsets {sp}")
                continue
            if sp["type"] not in TYPES:
                bad(f"{where}: unknown type {sp['type']!r}")
                continue
            if TYPES[sp["type"]] != sp["label"]:
                bad(f"{where}: label {sp['label']!r} does not match type {sp['type']!r}")
            if t[s:e] != sp["text"]:
                bad(f"{where}: span text {sp['text']!r} != text[{s}:{e}] {t[s:e]!r}")
            if s < prev_start or (s == prev_start and e < prev_end):
                bad(f"{where}: spans not sorted at {s}")
            if s < prev_end:
                bad(f"{where}: overlapping spans at {s}")
            prev_start, prev_end = s, e
            type_counts[sp["type"]] += 1
            check_edges(t, sp, where)
            check_contact(sp, where)
            covered.append((s, e, sp["type"]))
        # unannotated leak patterns
        for name, pat, ok_types in LEAK_PATTERNS:
            for m in pat.finditer(t):
                ms, me = m.start(), m.end()
                inside = any(s <= ms and me <= e and ty in ok_types for s, e, ty in covered)
                if not inside:
                    # allow matches that lie wholly inside any span of an ID/contact type (e.g. a code in a URL)
                    if any(s <= ms and me <= e for s, e, _ in covered) and name in ("url", "ip", "phone555", "numeric_date"):
                        continue
                    leak_counts[name] += 1
                    bad(f"{where}: unannotated {name}-like string {t[max(0, ms - 15):me + 15]!r}")
        # hard negatives outside spans
        masked = list(t)
        for s, e, _ in covered:
            for k in range(s, e):
                masked[k] = "\u2588"
        masked = "".join(masked)
        for name, pat in HN_PATTERNS.items():
            hn[name] += len(pat.findall(masked))

    n = len(rows)
    nspans = sum(type_counts.values())
    if n < MIN_NOTES:
        bad(f"only {n} notes (< {MIN_NOTES})")
    short = [g for g, ls in lengths_by_genre.items() if statistics.median(ls) < SHORT_MEDIAN_CHARS]
    if short and n < MIN_NOTES_IF_SHORT:
        bad(f"short genres {short} present but only {n} notes (< {MIN_NOTES_IF_SHORT})")
    big = [g for g, k in genre_counts.items() if k >= PER_GENRE_MIN]
    if len(big) < GENRES_MIN:
        bad(f"only {len(big)} genres with >= {PER_GENRE_MIN} notes")
    if nspans < MIN_SPANS:
        bad(f"only {nspans} spans (< {MIN_SPANS})")
    for ty in TYPES:
        if type_counts[ty] < MIN_PER_TYPE:
            bad(f"type {ty}: {type_counts[ty]} spans (< {MIN_PER_TYPE})")
    share = lower_n / n if n else 0
    if not (LOWER_SHARE[0] <= share <= LOWER_SHARE[1]):
        bad(f"lower-case share {share:.3f} outside {LOWER_SHARE}")
    for name, k in HN_MIN.items():
        if hn[name] < k:
            bad(f"hard negatives {name}: {hn[name]} (< {k})")
    if sum(hn.values()) < HN_TOTAL_MIN:
        bad(f"hard negatives in total: {sum(hn.values())} (< {HN_TOTAL_MIN})")

    print(f"notes: {n}   spans: {nspans}   lower-case: {lower_n} ({share:.1%})")
    print("countries: " + ", ".join(f"{k} {v}" for k, v in sorted(country_counts.items())))
    print("genres:")
    for g, k in sorted(genre_counts.items()):
        print(f"  {g:<32}{k:>4}  median chars {int(statistics.median(lengths_by_genre[g]))}")
    print("types:")
    for ty in TYPES:
        print(f"  {TYPES[ty]:<12}{ty:<16}{type_counts[ty]:>6}")
    print(f"min per type: {min(type_counts[t] for t in TYPES)}")
    print("hard negatives (outside spans): " + ", ".join(f"{k} {hn[k]}" for k in HN_MIN) +
          f"; total {sum(hn.values())}")
    if problems:
        print(f"\nFAILED: {len(problems)} problem(s)")
        for p in problems[:80]:
            print("  - " + p)
        if len(problems) > 80:
            print(f"  ... and {len(problems) - 80} more")
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
