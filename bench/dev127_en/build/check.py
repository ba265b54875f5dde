"""Validate bench/dev127_en/notes.jsonl.  Run from bench/dev127_en:  python3 build/check.py
Exits non-zero on any problem."""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")

# fine type -> coarse label, as in docs/annotation_guideline.md
LABEL = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
         "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
         "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
         "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
         "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
         "IPADDR": "CONTACT", "PROFESSION": "PROFESSION"}
COUNTRIES = {"US", "UK", "NZ", "ZA"}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30
LOWER_SHARE = (0.12, 0.22)
ABBR_END = {"inc", "co", "ltd", "st", "jr", "sr", "ave", "rd", "dr", "ln", "ct", "blvd", "pl", "bros"}
OPEN_P = set("([{\"'.,;:!?-/")
CLOSE_P = set(")]}\"',;:!?-/([{")

LEAKS = {
    "email": re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"),
    "url": re.compile(r"(?:https?://|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net)\b", re.I),
    "ip": re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])"),
    "numeric date": re.compile(r"(?<![\d/.-])\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}(?![\d/])"),
    "555 phone": re.compile(r"(?<!\d)555[-. ]?\d{3,4}(?!\d)"),
    "weekday": re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b"
                          r"|\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.?,?\s+\d", re.I),
}

HARDNEG = {  # pattern, minimum count in unannotated text
    "dose": (r"\b\d+(?:\.\d+)?(?:/\d+)?\s?(?:mg|mcg|ml)\b", 1500),
    "score": (r"\b(?:PHQ-9|GAD-7|AUDIT-C|AUDIT|COWS|CIWA-Ar|K10|HoNOS|BPRS|DAST-10|CORE-10|PCL-5|GAF|SOWS|EPDS|SDS|"
              r"Y-BOCS|ASRS|HAM-D|YMRS|MMSE|MoCA|GASS)\b", 500),
    "clock time": (r"\b(?:[01]?\d|2[0-3]):[0-5]\d|\b\d{4}hrs\b", 1000),
    "legal code": (r"\b(?:section|s\.)\s?\d+|\bAct\b|\b5150\b|\bCTO\b|\bMHCA\b|\bCFR\b", 200),
    "diagnostic code": (r"\b[FZ]\d{2}(?:\.\d+)?\b", 200),
    "eponym": (r"\b(?:Wernicke|Korsakoff|Capgras|Cotard|Ganser|Munchausen|Tourette|Asperger|Cl[ée]rambault|"
               r"Parkinson\w*|Beck|Likert|Gillick|Caldicott|Maslow|Hodgkin|Crohn|Addison|Cushing|Alzheimer|"
               r"Huntington|Lewy|Epworth|Glasgow|Romberg|Ekbom|Bell|Raynaud|Down|Babinski|Baker|Marchman|"
               r"Tarasoff|Fisher-Price)\b", 100),
    "name-like word": (r"\b(?:will|hope|hopeful|faith|grace|joy|rose|mark|marked|bill|frank|ward|brown|green|stone|"
                       r"sunny|chase|field|bank|holly|daisy|gray|rocky|little|young|best)\b", 400),
    "duration": (r"\b\d{1,2}/(?:7|52|12)\b", 100),
    "vital/lab": (r"\b(?:BP|HR|RR|SpO2|BMI|BAC|GGT|ALT|MCV|QTc|eGFR|HbA1c|CDT|BGL|Na)\b", 300),
    "public body": (r"\b(?:Medicaid|Medicare|CDC|SAMHSA|FDA|DWP|NHS|NICE|CQC|DVLA|ACC|Pharmac|SASSA|SAPS|"
                    r"Work and Income|Home Affairs|Universal Credit|SSI|SNAP)\b", 50),
}
HARDNEG_TOTAL = 4000

errors = []


def err(msg):
    errors.append(msg)


def contact_ok(t, v):
    if t in ("PHONE", "FAX"):
        digits = re.sub(r"\D", "", v.split(" ext")[0].split(" x")[0])
        if len(digits) >= 7 and not re.search(r"(?:^|\D)555", v):
            return "7+ digit number without a 555 block"
    elif t == "EMAIL":
        if not re.fullmatch(r"[\w.+-]+@(?:[a-z0-9-]+\.)*example\.(?:com|org|net)", v, re.I):
            return "e-mail outside example.com/org/net"
    elif t == "URL":
        host = re.sub(r"^https?://", "", v, flags=re.I).split("/")[0]
        if not re.fullmatch(r"(?:[a-z0-9-]+\.)*example\.(?:com|org|net)", host, re.I):
            return "URL outside example.com/org/net"
    elif t == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            return "not an IP address"
        if not any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")):
            return "IP outside private ranges"
    elif t == "SSN":
        if v[0].isdigit():
            if not (v.startswith("9") or v.startswith("000")):
                return "SSN-like number not starting with 9 or 000"
        elif v[0].upper() not in "DFIQUV":
            return "NI-style number with an issued prefix letter"
    return None


def edge_problem(text, s, e, t):
    v = text[s:e]
    if v[0].isspace() or v[-1].isspace():
        return "edge on whitespace"
    if "\n" in v:
        return "span crosses a line break"
    a, z = v[0], v[-1]
    if a in OPEN_P and not (t in ("PHONE", "FAX") and a in "(+"):
        return f"starts with punctuation {a!r}"
    if not (a.isalnum() or a in "(+"):
        return f"starts with {a!r}"
    if z in CLOSE_P and not (z == ")" and "(" in v):
        return f"ends with punctuation {z!r}"
    if z == ".":
        tok = re.split(r"[\s.]", v[:-1])[-1]
        if not (len(tok) == 1 and tok.isalpha()) and tok.lower() not in ABBR_END:
            return "ends with a full stop that is not part of an abbreviation or initial"
    elif not z.isalnum():
        return f"ends with {z!r}"
    if s > 0:
        p = text[s - 1]
        if (p.isalpha() and a.isalpha()) or (p.isdigit() and a.isdigit()):
            return "starts inside a word or number"
    if e < len(text):
        q = text[e]
        if (q.isalpha() and z.isalpha()) or (q.isdigit() and z.isdigit()):
            return "ends inside a word or number"
    return None


def main():
    if not os.path.exists(PATH):
        print("notes.jsonl missing")
        sys.exit(1)
    rows = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as ex:
                err(f"line {ln}: bad JSON ({ex})")
    types = collections.Counter()
    genres = collections.Counter()
    hard = collections.Counter()
    nspans = nlower = 0
    for i, r in enumerate(rows):
        rid = r.get("id") if isinstance(r, dict) else None
        where = rid or f"row {i + 1}"
        if not isinstance(r, dict) or set(r) != {"id", "text", "spans", "meta"}:
            err(f"{where}: keys must be id, text, spans, meta")
            continue
        if rid != f"dev127-{i + 1:04d}":
            err(f"{where}: id out of sequence (expected dev127-{i + 1:04d})")
        text, spans, meta = r["text"], r["spans"], r["meta"]
        if not isinstance(text, str) or not text.strip() or not isinstance(spans, list):
            err(f"{where}: text must be a non-empty string and spans a list")
            continue
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase", "country"}:
            err(f"{where}: meta must have source, genre, lowercase, country")
            continue
        if meta["source"] != "dev127-en" or not isinstance(meta["genre"], str) or not meta["genre"] \
                or not isinstance(meta["lowercase"], bool) or meta["country"] not in COUNTRIES:
            err(f"{where}: bad meta {meta}")
        genres[meta["genre"]] += 1
        if meta["lowercase"]:
            nlower += 1
            if text != text.lower():
                err(f"{where}: marked lowercase but text has capitals")
        if any(ch in text for ch in "\ue000\ue001\ue002"):
            err(f"{where}: marker characters left in text")
        prev_end = -1
        mask = list(text)
        for sp in spans:
            if not isinstance(sp, dict) or set(sp) != {"start", "end", "label", "type", "text"}:
                err(f"{where}: span keys must be start, end, label, type, text")
                continue
            s, e, t = sp["start"], sp["end"], sp["type"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err(f"{where}: bad offsets {s}-{e}")
                continue
            if t not in LABEL or sp["label"] != LABEL[t]:
                err(f"{where}: label/type {sp['label']}/{t} not in the guideline")
            if text[s:e] != sp["text"]:
                err(f"{where}: text[{s}:{e}] != span text {sp['text']!r}")
            if s < prev_end:
                err(f"{where}: spans unsorted or overlapping at {s}")
            prev_end = e
            p = edge_problem(text, s, e, t)
            if p:
                err(f"{where}: {t} {text[s:e]!r}: {p}")
            p = contact_ok(t, text[s:e])
            if p:
                err(f"{where}: {t} {text[s:e]!r}: {p}")
            types[t] += 1
            nspans += 1
            for k in range(s, e):
                mask[k] = "\u2588"
        rest = "".join(mask)
        for name, rx in LEAKS.items():
            for mt in rx.finditer(rest):
                err(f"{where}: unannotated {name}-like string {mt.group(0)!r}")
        for name, (pat, _) in HARDNEG.items():
            hard[name] += len(re.findall(pat, rest, re.I))
    n = len(rows)
    if n < MIN_NOTES:
        err(f"only {n} notes (< {MIN_NOTES})")
    if nspans < MIN_SPANS:
        err(f"only {nspans} spans (< {MIN_SPANS})")
    for t in LABEL:
        if types[t] < MIN_PER_TYPE:
            err(f"type {t}: {types[t]} spans (< {MIN_PER_TYPE})")
    big = [g for g, k in genres.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    share = nlower / n if n else 0
    if not LOWER_SHARE[0] <= share <= LOWER_SHARE[1]:
        err(f"lower-case share {share:.3f} outside {LOWER_SHARE}")
    for name, (_, mn) in HARDNEG.items():
        if hard[name] < mn:
            err(f"hard negatives '{name}': {hard[name]} (< {mn})")
    if sum(hard.values()) < HARDNEG_TOTAL:
        err(f"hard negatives total {sum(hard.values())} (< {HARDNEG_TOTAL})")

    print(f"notes {n}, spans {nspans}, genres {len(genres)} (min {min(genres.values()) if genres else 0} notes), "
          f"lower-case {nlower} ({share:.3f})")
    print("per type: " + ", ".join(f"{t} {types[t]}" for t in sorted(LABEL, key=lambda x: types[x])))
    print("hard negatives: " + ", ".join(f"{k} {v}" for k, v in hard.items()) + f"; total {sum(hard.values())}")
    if errors:
        for e in errors[:60]:
            print("ERROR", e)
        print(f"{len(errors)} problem(s)")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
