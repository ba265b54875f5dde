"""Validate bench/dev118_en/notes.jsonl. Exits non-zero on any problem.

Usage (from bench/dev118_en):  python3 build/check.py
"""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from phi import CATEGORY  # noqa: E402

PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30
LOWER_SHARE = (0.20, 0.30)
DOMAINS = {"example.com", "example.org", "example.net"}
BAD_EDGE = set(" \t\n\r,;:()[]{}\"'<>|")

# Unannotated hard negatives: category -> (regex, minimum count in text outside spans)
NEG = {
    "lab value with unit": (r"\b\d+(?:\.\d+)?\s?(?:mmol/L|umol/L|g/L|mg/L|x10\^9/L|mIU/L|U/L|ng/L|ug/L|pmol/L|nmol/L|fL|mmol/mol|mL/min/1\.73m2|mg/L FEU|mmHg)", 800),
    "lab reference range": (r"\((?:<\d+(?:\.\d+)?|\d+(?:\.\d+)?-\d+(?:\.\d+)?)\)|,(?:<\d+|\d+(?:\.\d+)?-\d+(?:\.\d+)?)$", 250),
    "vital sign": (r"\b(?:BP \d{2,3}/\d{2,3}|HR \d{2,3}|RR \d{1,2}|SpO2 \d{2,3}%|sats \d{2,3}%|T(?:emp)? \d{2}\.\d)", 1000),
    "drug with dose": (r"\b[a-z]+(?: [a-z]+)? \d+(?:\.\d+)? (?:mg|mcg|g|units) (?:PO|IV|SC|SL|PR|IM|INH|NG)\b", 550),
    "clinical score": (r"\b(?:GCS|PHQ-9|GAD-7|K10|MMSE|MoCA|NIHSS|Braden|Waterlow|AUDIT|EPDS|HoNOS|ECOG|Barthel|DASS-21|Oswestry|CURB-65|Wells|Morse falls|CFS|TUG|BMI) [E\d]", 450),
    "eponym": (r"\b(?:Baker's|Parkinson's|Babinski|Foley|Hartmann's|Colles|Bell's|Graves'|Addison's|Hodgkin|Cushing's|Glasgow|Apgar|Whipple|Murphy's|McMurray|Lachman|Phalen's|Tinel's|Trendelenburg|Kernig's|Crohn's|Alzheimer's|Barrett's|Raynaud's|Guillain-Barre|Hashimoto's|Wernicke's|Korsakoff|Dupuytren's|Osgood-Schlatter|Ludwig's|Meniere's|Paget's|Romberg|Kussmaul|Cheyne-Stokes|Hickman|Swan-Ganz|Thomas test|Finkelstein's|Simmonds|Spurling's|Weber and Rinne|King-Devick|Down syndrome|Tourette|Asperger|Sjogren's|Wilson's)", 330),
    "credential after name": (r"(?:,| ) ?(?:MBChB|MBBS|FRACP|FRACGP|FRNZCGP|FRANZCP|FACEM|FRCPC|FRCSC|FRCPA|CCFP|FCP\(SA\)|FCPsych\(SA\)|FCS\(SA\)|FCEM\(SA\)|FCPath\(SA\)|RN|EN|RPN|NP|BPhty|BOccThy|BScPT|NZROT|APD|RD(?:\(SA\))?|MSW|MPsych|PhD|MD|BOT|BSc Physio)\b", 450),
    "ICD-10 code": (r"\b[A-Z]\d{2}\.\d\b", 250),
    "clock time": (r"\b(?:[01]?\d|2[0-3]):[0-5]\d\b|\b(?:[01]\d|2[0-3])[0-5]\dh\b", 850),
    "Act or regulation": (r"\bAct\b", 90),
    "public service number": (r"(?:call|line|via|Crisis line) (?:000|111|911|811|988|10177|112|1737|13 11 14)\b", 100),
    "ordinary word that is also a name": (r"\b(?:Will|will|Hope|hope|hopes|Grace|Baker's|King-Devick|Young|Frost|page|Page|Wood|Walker|Little|Strong|Best|Bell|bell|Summer|Dawn|Cook-chill|field|lane|Faith|Joy|Rose|Hunter-gatherer|Bishop|Mason|Love|nurse)\b", 330),
}
# Strings that must never be annotated as PHI (span text equal to one of these shapes).
NOT_PHI_SPAN = [
    ("clock time", re.compile(r"^(?:[01]?\d|2[0-3]):[0-5]\d$|^(?:[01]\d|2[0-3])[0-5]\dh$")),
    ("ICD-10 code", re.compile(r"^[A-Z]\d{2}\.\d$", re.I)),
    ("credential", re.compile(r"^(?:MD|RN|EN|NP|FRACP|FRCPC|MBChB|MBBS|FRANZCP|FACEM|PhD)$", re.I)),
    ("lab/vital value", re.compile(r"^\d+(?:\.\d+)?\s?(?:mmol/L|g/L|mg|mcg|%|mmHg|kg|U/L)$", re.I)),
    ("public service number", re.compile(r"^(?:000|111|911|811|988|10177|112|1737|13 11 14)$")),
]
LEAK = [
    ("e-mail-like", re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")),
    ("URL-like", re.compile(r"https?://|\bwww\.|\b[\w-]+\.(?:com|org|net)\b", re.I)),
    ("IP-like", re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")),
]
AGE_WORD = re.compile(r"^(?:\d{1,3}|[a-z]+(?:-[a-z]+)?(?: hundred(?: and [a-z-]+)?)?)$", re.I)


def main():
    errs = []

    def err(msg):
        if len(errs) < 200:
            errs.append(msg)
        else:
            errs.append("...")

    rows = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"line {ln}: bad JSON: {e}")
    type_n = collections.Counter()
    genre_n = collections.Counter()
    neg_n = collections.Counter()
    n_spans = n_lower = 0
    for i, row in enumerate(rows, 1):
        rid = row.get("id") if isinstance(row, dict) else None
        where = f"note {i} ({rid})"
        if not isinstance(row, dict) or set(row) != {"id", "text", "spans", "meta"}:
            err(f"{where}: keys must be id, text, spans, meta")
            continue
        if rid != f"dev118-en-{i:04d}":
            err(f"{where}: id not sequential")
        text, spans, meta = row["text"], row["spans"], row["meta"]
        if not isinstance(text, str) or not text.strip():
            err(f"{where}: empty text")
            continue
        if not isinstance(meta, dict) or meta.get("source") != "dev118-en" or not isinstance(meta.get("genre"), str) \
                or not meta.get("genre") or not isinstance(meta.get("lowercase"), bool):
            err(f"{where}: bad meta {meta}")
            continue
        genre_n[meta["genre"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err(f"{where}: meta.lowercase but text has upper case")
        elif text == text.lower():
            err(f"{where}: lower-case text but meta.lowercase is false")
        if "\ue000" in text or "\ue001" in text:
            err(f"{where}: marker character left in text")
        if not isinstance(spans, list):
            err(f"{where}: spans not a list")
            continue
        prev_end = -1
        mask = list(text)
        for s in spans:
            n_spans += 1
            if not isinstance(s, dict) or set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{where}: span keys {s}")
                continue
            a, b, typ, lab, st = s["start"], s["end"], s["type"], s["label"], s["text"]
            if typ not in CATEGORY:
                err(f"{where}: unknown type {typ}")
                continue
            type_n[typ] += 1
            if lab != CATEGORY[typ]:
                err(f"{where}: label {lab} != category of {typ}")
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err(f"{where}: bad offsets {a}-{b}")
                continue
            if text[a:b] != st:
                err(f"{where}: text[{a}:{b}]={text[a:b]!r} != {st!r}")
            if a < prev_end:
                err(f"{where}: spans unsorted or overlapping at {a}")
            prev_end = b
            # edges
            lead_ok = st[0] == "(" and ")" in st  # e.g. (617) 555-0182
            trail_ok = st[-1] == ")" and "(" in st
            if (st[0] in BAD_EDGE and not lead_ok) or (st[-1] in BAD_EDGE and not trail_ok):
                err(f"{where}: span edge is whitespace/punctuation: {st!r}")
            if st.endswith(".") and not re.search(r"(?:^|[\s.])[A-Za-z]\.$", st):
                err(f"{where}: span ends with a full stop: {st!r}")
            if a > 0 and ((text[a - 1].isalpha() and st[0].isalpha()) or (text[a - 1].isdigit() and st[0].isdigit())):
                err(f"{where}: span starts inside a word/number: {text[max(0, a - 5):b]!r}")
            if b < len(text) and ((text[b].isalpha() and st[-1].isalpha()) or (text[b].isdigit() and st[-1].isdigit())):
                err(f"{where}: span ends inside a word/number: {text[a:b + 5]!r}")
            for what, rx in NOT_PHI_SPAN:
                if rx.match(st) and not (typ == "PHONE" and what == "public service number" and False):
                    if typ in ("PHONE",) and re.fullmatch(r"\d{3,4}", st) and what != "clock time":
                        # short pager/extension numbers are PHI; only flag exact public numbers
                        if st in ("000", "111", "911", "811", "988", "112", "1737"):
                            err(f"{where}: public service number annotated: {st!r}")
                        continue
                    err(f"{where}: {what} annotated as {typ}: {st!r}")
            # type-specific value checks
            digits = re.findall(r"\d+", st)
            if typ in ("PHONE", "FAX") and sum(len(d) for d in digits) >= 7:
                if not any(d.startswith("555") for d in digits):
                    err(f"{where}: {typ} not in fictional 555 range: {st!r}")
            if typ == "EMAIL":
                m = re.fullmatch(r"[\w.+-]+@([\w.-]+)", st)
                if not m or m.group(1).lower() not in DOMAINS:
                    err(f"{where}: e-mail not on example domains: {st!r}")
            if typ == "URL":
                host = re.sub(r"^(?:https?://)?(?:www\.)?", "", st.lower()).split("/")[0].split("?")[0]
                if host not in DOMAINS:
                    err(f"{where}: URL not on example domains: {st!r}")
            if typ == "IPADDR":
                try:
                    ip = ipaddress.ip_address(st)
                    if not any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")):
                        err(f"{where}: IP not private: {st}")
                except ValueError:
                    err(f"{where}: bad IP {st!r}")
            if typ == "SSN":
                d = "".join(digits)
                if not (d.startswith("9") or d.startswith("000")):
                    err(f"{where}: SSN-like number not starting with 9/000: {st!r}")
            if typ == "AGE" and not AGE_WORD.match(st):
                err(f"{where}: odd AGE value {st!r}")
            for k in range(a, b):
                mask[k] = "\x00"
        masked = "".join(mask)
        for what, rx in LEAK:
            for m in rx.finditer(masked):
                err(f"{where}: unannotated {what} string {m.group(0)!r}")
        for cat, (rx, _) in NEG.items():
            neg_n[cat] += len(re.findall(rx, masked, flags=re.M | (re.I if meta["lowercase"] else 0)))

    # corpus-level minimums
    if len(rows) < MIN_NOTES:
        err(f"only {len(rows)} notes (< {MIN_NOTES})")
    if n_spans < MIN_SPANS:
        err(f"only {n_spans} spans (< {MIN_SPANS})")
    for t in CATEGORY:
        if type_n[t] < MIN_PER_TYPE:
            err(f"type {t}: {type_n[t]} spans (< {MIN_PER_TYPE})")
    big = [g for g, n in genre_n.items() if n >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    share = n_lower / max(1, len(rows))
    if not (LOWER_SHARE[0] <= share <= LOWER_SHARE[1]):
        err(f"lower-case share {share:.3f} outside {LOWER_SHARE}")
    for cat, (_, mn) in NEG.items():
        if neg_n[cat] < mn:
            err(f"hard negatives '{cat}': {neg_n[cat]} (< {mn})")

    print(f"notes {len(rows)}  spans {n_spans}  genres {len(genre_n)} ({len(big)} with >= {MIN_PER_GENRE})  lower-case {n_lower} ({share:.1%})")
    print("per type: " + ", ".join(f"{t} {type_n[t]}" for t in CATEGORY))
    print("hard negatives (unannotated): " + ", ".join(f"{k} {v}" for k, v in neg_n.items()) + f"; total {sum(neg_n.values())}")
    if errs:
        print(f"FAIL: {len(errs)} problem(s)")
        for e in errs[:60]:
            print("  " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
