"""Validate bench/dev97_en/notes.jsonl; exit 1 on any problem. Standard library only."""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES = 330, 8000, 15, 10
LEAD_BAD = set("\"'([{,.;:!?-/|")
TRAIL_BAD = set("\"')]},.;:!?-/|")
EXAMPLE_HOST = re.compile(r"(^|\.)example\.(com|org|net)$", re.I)

# hard-negative cues: (category, regex, minimum unannotated occurrences in the whole set)
NEG = [
    ("lab", r"\b(Na|K|Cl|HCO3|BUN|Cr|Hgb|WBC|Plt|INR|ALT|AST|TSH|HbA1c|CRP|Glu|Lactate)\b", 1500),
    ("vitals", r"\b(BP \d|HR \d|RR \d|SpO2|T \d\d\.\d)", 800),
    ("drug_dose", r"\b\d[\d,./]* ?(mg|mcg|g|IU|units|mmol|mL)\b", 1200),
    ("score", r"\b(GCS|NYHA|APGAR|CURB-65|Wells|MEWS|Braden|ECOG|ASA)\b", 200),
    ("eponym", r"\b(Parkinson|Crohn|Foley|Babinski|Murphy|McBurney|Kernig|Pfannenstiel|Cushing|Graves|Hashimoto|"
               r"Bishop score|Glasgow|Homan|Hodgkin|Alzheimer|Bell|Down syndrome|Guillain|Trendelenburg|Whipple|"
               r"Addison|Wernicke|Kussmaul|Cheyne)", 250),
    ("credential", r"(?<=, )(MD|DO|NP|PA-C|RN|MBBS|MBChB|MRCP|RPh|BPharm|B\.Pharm|FWACS|DNB|PharmD)\b", 200),
    ("icd10", r"\(([A-TV-Z]\d\d(\.\d{1,3}[A-Z0-9]?)?)\)", 500),
    ("time", r"\b(\d{1,2}:\d\d( ?[ap]m)?|\d{4} hrs)\b", 650),
    ("ordinary_word", r"\b(Will|May|Hope|will|may|hope)\b", 300),
]
NOT_PHI_SPAN = re.compile(r"^(MD|RN|NP|DO|PA-C|MBBS|ICU|ED|Foley|Babinski|Parkinson|Crohn|GCS|NYHA|APGAR|BUN|INR|Na|K)$", re.I)


def main():
    errs = []

    def err(msg):
        if len(errs) < 200:
            errs.append(msg)

    notes = []
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"line {ln}: bad JSON {e}")
    types = collections.Counter()
    genres = collections.Counter()
    neg = collections.Counter()
    nspans = 0
    lower_notes = 0
    for i, n in enumerate(notes, 1):
        nid = n.get("id")
        if set(n) != {"id", "text", "spans", "meta"}:
            err(f"{nid}: keys {sorted(n)}")
            continue
        if nid != f"dev97-en-{i:04d}":
            err(f"line {i}: id {nid}")
        meta, text, spans = n["meta"], n["text"], n["spans"]
        if not isinstance(meta, dict) or meta.get("source") != "dev97-en" or not meta.get("genre"):
            err(f"{nid}: meta {meta}")
        else:
            genres[meta["genre"]] += 1
        if not isinstance(text, str) or not text:
            err(f"{nid}: empty text")
            continue
        if not text.isascii():
            err(f"{nid}: non-ASCII text")
        if any(ord(c) < 32 and c not in "\n\t" for c in text):
            err(f"{nid}: control character in text")
        if text == text.lower():
            lower_notes += 1
        prev_end = -1
        covered = [False] * len(text)
        for s in spans:
            if set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{nid}: span keys {sorted(s)}")
                continue
            a, b, t, lab, st = s["start"], s["end"], s["type"], s["label"], s["text"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err(f"{nid}: bad offsets {s}")
                continue
            if t not in LABEL or LABEL[t] != lab:
                err(f"{nid}: label/type {lab}/{t}")
            if text[a:b] != st:
                err(f"{nid}: text mismatch {s} vs {text[a:b]!r}")
            if a < prev_end:
                err(f"{nid}: unsorted or overlapping span at {a}")
            prev_end = b
            if st != st.strip():
                err(f"{nid}: whitespace at edge {st!r}")
            if st[0] in LEAD_BAD and not (st[0] == "(" and t in ("PHONE", "FAX")):
                err(f"{nid}: leading punctuation {st!r}")
            if st[-1] in TRAIL_BAD:
                if not (st[-1] == "." and re.search(r"(^|[^A-Za-z])[A-Za-z]\.$", st)):
                    err(f"{nid}: trailing punctuation {st!r}")
            for x, y in ((a - 1, a), (b - 1, b)):
                if 0 <= x and y < len(text):
                    cx, cy = text[x], text[y]
                    if (cx.isalpha() and cy.isalpha()) or (cx.isdigit() and cy.isdigit()):
                        err(f"{nid}: span edge inside a word/number {st!r} ({text[max(0, a - 5):b + 5]!r})")
            if NOT_PHI_SPAN.match(st) and not (lab == "NAME" and len(st) <= 3):
                err(f"{nid}: non-PHI token annotated {st!r}")
            digits = re.sub(r"\D", "", st)
            if t in ("PHONE", "FAX") and len(digits) >= 7 and "55501" not in digits:
                err(f"{nid}: phone outside fictional block {st!r}")
            if t == "EMAIL":
                m = re.fullmatch(r"[A-Za-z0-9._+-]+@([A-Za-z0-9.-]+)", st)
                if not m or not EXAMPLE_HOST.search(m.group(1)):
                    err(f"{nid}: e-mail not on example domains {st!r}")
            if t == "URL":
                host = re.sub(r"^https?://", "", st, flags=re.I).split("/")[0]
                if not EXAMPLE_HOST.search(host):
                    err(f"{nid}: URL not on example domains {st!r}")
            if t == "IPADDR":
                try:
                    ip = ipaddress.ip_address(st)
                    ok = any(ip in ipaddress.ip_network(net) for net in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))
                except ValueError:
                    ok = False
                if not ok:
                    err(f"{nid}: IP outside private ranges {st!r}")
            if t == "SSN" and not (digits.startswith("9") or digits.startswith("000")):
                err(f"{nid}: SSN-type value not in an invalid range {st!r}")
            for k in range(a, b):
                covered[k] = True
            types[t] += 1
            nspans += 1
        # contact-like strings anywhere in the text must be annotated and fictional
        for m in re.finditer(r"[A-Za-z0-9._+-]+@[A-Za-z0-9.-]+\.[a-z]{2,}", text):
            if not all(covered[m.start():m.end()]):
                err(f"{nid}: unannotated e-mail {m.group()!r}")
        for m in re.finditer(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b", text):
            if not all(covered[m.start():m.end()]):
                err(f"{nid}: unannotated IP-like string {m.group()!r}")
        for m in re.finditer(r"\b(www\.|https?://)\S+", text):
            if not covered[m.start()]:
                err(f"{nid}: unannotated URL {m.group()!r}")
        for cat, rx, _ in NEG:
            for m in re.finditer(rx, text, 0 if cat in ("ordinary_word",) else re.I):
                if not any(covered[m.start():m.end()]):
                    neg[cat] += 1
    if len(notes) < MIN_NOTES:
        err(f"only {len(notes)} notes (< {MIN_NOTES})")
    if nspans < MIN_SPANS:
        err(f"only {nspans} spans (< {MIN_SPANS})")
    for t in LABEL:
        if types[t] < MIN_PER_TYPE:
            err(f"type {t}: {types[t]} spans (< {MIN_PER_TYPE})")
    if len(genres) < MIN_GENRES:
        err(f"only {len(genres)} genres")
    for cat, _, need in NEG:
        if neg[cat] < need:
            err(f"hard negatives {cat}: {neg[cat]} (< {need})")
    if not (len(notes) / 9 <= lower_notes <= len(notes) / 4):
        err(f"lower-case notes {lower_notes} not about one in six")
    print(f"notes {len(notes)}  spans {nspans}  genres {len(genres)}  lower-case notes {lower_notes}")
    print("types: " + ", ".join(f"{t} {types[t]}" for t in LABEL))
    print("genres: " + ", ".join(f"{g} {c}" for g, c in sorted(genres.items())))
    print("hard negatives (unannotated): " + ", ".join(f"{c} {neg[c]}" for c, _, _ in NEG))
    if errs:
        print(f"{len(errs)} problem(s):")
        for e in errs:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
