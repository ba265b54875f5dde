"""Validate bench/dev88_en/notes.jsonl. Exits non-zero on any problem. Standard library only."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

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
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES = 400, 8000, 15, 10
MIN_SHORT = 100  # notes under 400 characters
EDGE_PUNCT = set(".,;:!?\"'()[]{}<>-/|*_#=+&")

# hard negatives: clinical tokens that must stay unannotated (counted outside spans, case-insensitive)
HARD_NEG = {
    "labs": r"\b(?:Na|K|Cl|HCO3|BUN|Cr|Glu|WBC|Hgb|Hct|Plt|INR|PTT|AST|ALT|Tbili|Mg|Lactate|Troponin I?|BNP|HbA1c|CEA|ABG)\b",
    "vitals": r"\b(?:HR|RR|SpO2|BP|Temp|T|FiO2|PEEP|LVEDP|MAP)\b",
    "drugs": r"\b(?:metoprolol|lisinopril|atorvastatin|aspirin|clopidogrel|ticagrelor|apixaban|warfarin|furosemide|"
             r"heparin|insulin|metformin|levothyroxine|pantoprazole|ondansetron|acetaminophen|oxycodone|gabapentin|"
             r"levetiracetam|tacrolimus|mycophenolate|prednisone|vancomycin|norepinephrine|propofol|fentanyl|"
             r"amoxicillin|labetalol|magnesium sulfate|albuterol|ibuprofen|iohexol|oxaliplatin|rituximab|"
             r"pembrolizumab|carboplatin|doxorubicin|misoprostol|filgrastim|enoxaparin)\b",
    "doses_sigs": r"\b\d+(?:\.\d+)? ?(?:mg|mcg|mL|units|g|mg/m2|mcg/kg/min|mmHg|mGy)\b|\b(?:BID|TID|q\d+h|PRN|qHS|daily)\b",
    "scores": r"\b(?:GCS|NYHA|APGAR|RASS|SOFA|NIHSS|mRS|ECOG|MELD-Na|CHA2DS2-VASc|TIMI|EDSS|MoCA|Bishop score|EPDS|cPRA|KDPI|Gleason)\b",
    "eponyms": r"\b(?:Parkinson|Crohn|Foley|Babinski|Romberg|Kernig|Brudzinski|Murphy|Hashimoto|Swan-Ganz|Cushing|"
               r"Wernicke|Janeway|Osler|Allen|Raynaud|Barrett|Graves|Hodgkin|Alzheimer|Tanner|Epley|Valsalva|"
               r"Bell's palsy|Guillain-Barre|Leopold|Fleischner|Nottingham|Ortolani|Barlow)\b",
    "credentials": r"\b(?:MD|DO|RN|NP|PA-C|MBBS|PharmD|CNM|RRT|CRNA|LPN|RPh|FACC|FACOG|FAAP|CCTC|FNP-C|APRN|BCPS|MA)\b",
    "icd10": r"\b[A-TV-Z]\d{2}\.[0-9A-Z]{1,4}\b",
    "times": r"\b(?:[01]\d|2[0-3]):[0-5]\d\b",
    "wordlike": r"\b(?:Will|May|Hope|hopes|Grace|Frank|Art|bill)\b",
}
HARD_MIN_EACH = 40
HARD_MIN_TOTAL = 3000

PHONE_LIKE = re.compile(r"\(?\b\d{3}\)?[ .-]\d{3}[ .-]\d{4}\b")
IP_LIKE = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")
EMAIL_LIKE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+)")
URL_LIKE = re.compile(r"(?:https?://|www\.)([A-Za-z0-9.-]+)")
FICT_DOMAIN = re.compile(r"(?:^|\.)example\.(?:com|org|net)$", re.I)


def private_ip(s):
    p = [int(x) for x in s.split(".")]
    if any(x > 255 for x in p):
        return False
    return p[0] == 10 or (p[0] == 172 and 16 <= p[1] <= 31) or (p[0] == 192 and p[1] == 168)


def fictional_phone(s):
    d = re.sub(r"\D", "", re.split(r"\s*(?:ext\.?|x)\s*\d+$", s, flags=re.I)[0])
    if len(d) <= 6:  # internal pager / extension
        return True
    if d.startswith("1") and len(d) == 11:
        d = d[1:]
    return (len(d) == 10 and d[3:6] == "555" and d[6:8] == "01") or (len(d) == 7 and d[:3] == "555" and d[3:5] == "01")


def main():
    errs = []

    def err(msg):
        errs.append(msg)
        if len(errs) < 60:
            print("ERROR", msg)

    rows = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except Exception as e:  # noqa: BLE001
                err(f"line {ln}: bad JSON {e}")
    type_count = collections.Counter()
    genre_count = collections.Counter()
    hard = collections.Counter()
    nspans = nshort = nlong = nlower = 0
    for idx, row in enumerate(rows, 1):
        rid = row.get("id")
        if set(row) != {"id", "text", "spans", "meta"}:
            err(f"{rid}: keys {sorted(row)}")
            continue
        if rid != f"dev88-en-{idx:04d}":
            err(f"row {idx}: id {rid}")
        text, spans, meta = row["text"], row["spans"], row["meta"]
        if not isinstance(text, str) or not text.strip():
            err(f"{rid}: empty text")
            continue
        if not text.isascii():
            err(f"{rid}: non-ASCII text")
        if not isinstance(meta, dict) or meta.get("source") != "dev88-en" or not meta.get("genre"):
            err(f"{rid}: meta {meta}")
        genre_count[meta.get("genre")] += 1
        if len(text) < 400:
            nshort += 1
        if len(text) >= 1500:
            nlong += 1
        if text == text.lower():
            nlower += 1
        prev_end = -1
        covered = bytearray(len(text))
        for s in spans:
            if set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{rid}: span keys {sorted(s)}")
                continue
            a, b, t = s["start"], s["end"], s["type"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err(f"{rid}: bad offsets {s}")
                continue
            if t not in CATEGORY or s["label"] != CATEGORY[t]:
                err(f"{rid}: label/type {s['label']}/{t}")
            v = text[a:b]
            if v != s["text"]:
                err(f"{rid}: text mismatch {v!r} vs {s['text']!r}")
            if a < prev_end:
                err(f"{rid}: unsorted/overlapping span at {a}")
            prev_end = b
            if v != v.strip():
                err(f"{rid}: whitespace at edge {v!r}")
            if v[0] in EDGE_PUNCT and not (v[0] in "(+" and t in ("PHONE", "FAX")) and not (v[0] == "#" and t == "PHONE"):
                err(f"{rid}: leading punctuation {v!r}")
            if v[-1] in EDGE_PUNCT:
                # a full stop may close an initial inside the value: "Maria K.", "J.S."
                ok = v[-1] == "." and len(v) >= 2 and v[-2].isalpha() and (len(v) == 2 or not v[-3].isalpha())
                if not ok:
                    err(f"{rid}: trailing punctuation {v!r}")
            if v[0] == "(" and ")" not in v:
                err(f"{rid}: unbalanced bracket {v!r}")
            # no edge inside a word or number (letter|letter or digit|digit across the edge)
            for x, y in ((text[a - 1] if a > 0 else " ", text[a]), (text[b - 1], text[b] if b < len(text) else " ")):
                if (x.isalpha() and y.isalpha()) or (x.isdigit() and y.isdigit()):
                    err(f"{rid}: edge inside word {text[max(0, a - 5):b + 5]!r}")
            # fictional contact data
            if t in ("PHONE", "FAX") and not fictional_phone(v):
                err(f"{rid}: non-fictional phone {v!r}")
            if t == "EMAIL":
                mm = EMAIL_LIKE.fullmatch(v)
                if not mm or not FICT_DOMAIN.search(mm.group(1)):
                    err(f"{rid}: e-mail not on example domains {v!r}")
            if t == "URL":
                mm = URL_LIKE.match(v)
                if not mm or not FICT_DOMAIN.search(mm.group(1)):
                    err(f"{rid}: URL not on example domains {v!r}")
            if t == "IPADDR" and not (IP_LIKE.fullmatch(v) and private_ip(v)):
                err(f"{rid}: IP not private {v!r}")
            if t == "SSN":
                d = re.sub(r"\D", "", v)
                if len(d) != 9 or not (d[0] == "9" or d[:3] == "000"):
                    err(f"{rid}: SSN not in an invalid range {v!r}")
            type_count[t] += 1
            nspans += 1
            for i in range(a, b):
                covered[i] = 1
        # whole-text scans for contact-like strings (annotated or not)
        for mm in PHONE_LIKE.finditer(text):
            if not fictional_phone(mm.group(0)):
                err(f"{rid}: phone-like string outside 555-01xx {mm.group(0)!r}")
        for mm in IP_LIKE.finditer(text):
            if not private_ip(mm.group(0)):
                err(f"{rid}: public IP-like string {mm.group(0)!r}")
        for mm in EMAIL_LIKE.finditer(text):
            if not FICT_DOMAIN.search(mm.group(1).rstrip(".")):
                err(f"{rid}: e-mail domain {mm.group(1)!r}")
        for mm in URL_LIKE.finditer(text):
            if not FICT_DOMAIN.search(mm.group(1).rstrip(".")):
                err(f"{rid}: URL host {mm.group(1)!r}")
        # hard negatives left unannotated
        for cat, pat in HARD_NEG.items():
            for mm in re.finditer(pat, text, flags=re.I if cat not in ("credentials", "icd10", "wordlike") else 0):
                if not any(covered[mm.start():mm.end()]):
                    hard[cat] += 1
        if cat == "wordlike":
            pass
    # lower-case credential / modal forms in terse notes also count
    n = len(rows)
    print(f"notes {n}, spans {nspans}, short(<400) {nshort}, long(>=1500) {nlong}, all-lowercase {nlower}")
    print("genres:", dict(sorted(genre_count.items())))
    print("types:", dict(sorted(type_count.items())))
    print("hard negatives (unannotated):", dict(hard), "total", sum(hard.values()))
    if n < MIN_NOTES:
        err(f"only {n} notes")
    if nspans < MIN_SPANS:
        err(f"only {nspans} spans")
    for t in CATEGORY:
        if type_count[t] < MIN_PER_TYPE:
            err(f"type {t}: only {type_count[t]} spans")
    if len(genre_count) < MIN_GENRES:
        err(f"only {len(genre_count)} genres")
    if nshort < MIN_SHORT:
        err(f"only {nshort} short notes")
    if not (0.10 * n <= nlower <= 0.25 * n):
        err(f"all-lowercase notes {nlower} not near one in six")
    if nlong < 40:
        err(f"only {nlong} long notes")
    for cat in HARD_NEG:
        if hard[cat] < HARD_MIN_EACH:
            err(f"hard negatives {cat}: only {hard[cat]}")
    if sum(hard.values()) < HARD_MIN_TOTAL:
        err(f"hard negatives total {sum(hard.values())}")
    if errs:
        print(f"FAILED: {len(errs)} problem(s)")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
