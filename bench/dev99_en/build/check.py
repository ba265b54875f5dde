"""Validate /work/main/bench/dev99_en/notes.jsonl. Exits non-zero on any problem.

Standalone: standard library only, does not import the generator.
"""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATH = os.path.join(HERE, "notes.jsonl")

CATEGORY = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
            "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
            "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
            "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
            "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
            "IPADDR": "CONTACT", "PROFESSION": "PROFESSION"}
assert len(CATEGORY) == 29

MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 600, 8000, 15, 10, 30
LOWER_SHARE = (0.13, 0.21)
MIN_NEG = {"lab": 800, "vital": 900, "drug": 600, "unit": 1300, "score": 150, "eponym": 180, "credential": 270,
           "icd10": 200, "clock_time": 270, "table_number": 1800, "ordinary_word": 240}
MIN_NEG_TOTAL = 7000
FICT_DOMAINS = ("example.com", "example.org", "example.net")
PRIVATE_NETS = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
# ordinary English words that may also be names; exempt from the same-note consistency check
ORDINARY = set("""will bill frank mark hunter pat rich sonny chase miles art grace hope joy rose faith ivy dawn summer holly
sandy iris ruby baker king cook page bishop marsh fox young long little hall green white wood stone hill mills park
fisher short sharp best church bell parsons brown murphy walker may kim""".split())

OPEN_BAD = set(",;:!?\"')]}.-/ ")
CLOSE_BAD = set(",;:!?\"'([{-/ ")

NEG_RE = {
    "lab": re.compile(r"\b(?:Na|K|Cl|HCO3|BUN|Urea|Cr|Creat|eGFR|Glucose|Hgb|Hb|WBC|Plt|INR|CRP|ALT|AST|Alk phos|Bili|TSH|HbA1c|Mg|Lactate|Trop I|Ferritin|LDL|PSA)\b[\s,:|]*[<>]?\d", re.I),
    "vital": re.compile(r"\b(?:HR|RR|BP|SpO2|sats|T|Temp|P|pulse|Wt|BMI|pain|CBG|BG|Measure)\b[\s,:|]*\d", re.I),
    "drug": re.compile(r"\b(?:metoprolol|amlodipine|lisinopril|ramipril|atorvastatin|metformin|insulin|apixaban|warfarin|levothyroxine|amoxicillin|nitrofurantoin|salbutamol|albuterol|sertraline|omeprazole|paracetamol|acetaminophen|ibuprofen|prednisone|furosemide|gabapentin|montelukast|cetirizine|methylphenidate|budesonide|ondansetron|fluoxetine|enoxaparin|morphine|heparin|calpol|nurofen|tylenol|penicillin|codeine)\b", re.I),
    "unit": re.compile(r"\d\s?(?:mg|mcg|micrograms|g|mL|mmol/L|g/dL|g/L|mg/dL|mg/L|U/L|ng/L|ng/mL|ug/L|umol/L|mIU/L|units|kg|bpm|mmHg|C|F|%)(?![A-Za-z])", re.I),
    "score": re.compile(r"\b(?:GCS|NEWS2|Wells|APGAR|PHQ-9|GAD-7|CURB-65|MMSE|MoCA|CHA2DS2-VASc|HAS-BLED|Centor|qSOFA|Braden|Waterlow|PEWS|FRAX)\b", re.I),
    "eponym": re.compile(r"\b(?:Parkinson's|Babinski|Foley|Crohn's|Hashimoto's|Bell's palsy|Murphy's sign|Down syndrome|Alzheimer's|Raynaud's|Graves'|Addison's|Cushing's|Kernig's|Homans'|Guillain-Barre|Hodgkin|Wilms|Kawasaki|Osgood-Schlatter|Meniere's|Colles|Baker's cyst|Tourette|Asperger's|Barrett's|Dupuytren's|Sjogren's|Paget's|Hickman|Swan-Ganz|Glasgow|Apley's|Lachman|McMurray|Trendelenburg)", re.I),
    "credential": re.compile(r"(?:,\s|\s)(?:MD|DO|MBBS|MB BCh BAO|MRCGP|FRCPC|MRCP|RN|BSN|RGN|NP|FNP-C|NP-PHC|PA-C|PharmD|RPh|MPSI|MRPharmS|PT|DPT|MCSP|OTR/L|CMA|RPN|RM)\b", re.I),
    "icd10": re.compile(r"\b[A-TV-Z]\d\d(?:\.[0-9A-Z]{1,4})?\b", re.I),
    "clock_time": re.compile(r"\b(?:[01]?\d|2[0-3]):[0-5]\d\b"),
    "ordinary_word": re.compile(r"\b(?:will|hope|grace|joy|rose|frank|mark|bill|short|sharp|green|white|brown|little|long|young|best|page|park|walker|stone|summer|dawn|rich|chase|cook|king)\b", re.I),
}
EMAIL_RE = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
URL_RE = re.compile(r"(?:https?://|www\.)\S+|\b[\w-]+\.(?:com|org|net|ca|uk|ie|io)\b(?:/\S*)?", re.I)
IP_RE = re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])")
PHONE_RE = re.compile(r"(?<!\d)555[-. ]?\d{3,4}(?!\d)|(?<!\d)5550[ -]?\d{4}(?!\d)")


def table_lines(lines):
    """Indices of lines that belong to a pipe, tab, CSV or fixed-width table."""
    def csv_cols(line):
        bare = re.sub(r'"[^"]*"', "Q", line)
        return bare.count(",") if bare.count(",") >= 1 and ", " not in bare else 0

    def fixed(line):
        return len(re.findall(r"\S {2,}\S", line)) >= 1

    out = set()
    for i, line in enumerate(lines):
        if line.startswith("|") or "\t" in line:
            out.add(i)
        c = csv_cols(line)
        if c and ((i > 0 and csv_cols(lines[i - 1]) == c) or (i + 1 < len(lines) and csv_cols(lines[i + 1]) == c)):
            out.add(i)
        if fixed(line):
            for a in range(i - 2, i + 1):
                if all(0 <= j < len(lines) and fixed(lines[j]) for j in range(a, a + 3)):
                    out.add(i)
    return out


def cls(ch):
    return "a" if ch.isalpha() else "d" if ch.isdigit() else ""


def host_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def main():
    errors = []

    def err(msg):
        errors.append(msg)

    rows = []
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"line {ln}: bad JSON {e}")
    type_n = collections.Counter()
    genre_n = collections.Counter()
    neg = collections.Counter()
    lower_n = 0
    n_spans = 0
    for idx, r in enumerate(rows, 1):
        rid = r.get("id")
        if set(r) != {"id", "text", "spans", "meta"}:
            err(f"{rid}: keys {sorted(r)}")
            continue
        if rid != f"dev99-en-{idx:04d}":
            err(f"line {idx}: id {rid} not sequential")
        text, spans, meta = r["text"], r["spans"], r["meta"]
        if not isinstance(text, str) or not text or text != text.strip():
            err(f"{rid}: empty or unstripped text")
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase"} or meta.get("source") != "dev99-en" or not meta.get("genre") or not isinstance(meta.get("lowercase"), bool):
            err(f"{rid}: bad meta {meta}")
            continue
        genre_n[meta["genre"]] += 1
        if meta["lowercase"]:
            lower_n += 1
            if text != text.lower():
                err(f"{rid}: lowercase note has upper case")
        if any(0xE000 <= ord(ch) <= 0xF8FF for ch in text):
            err(f"{rid}: private-use marker left in text")
        covered = [False] * len(text)
        prev_end = -1
        for s in spans:
            if set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{rid}: span keys {sorted(s)}")
                continue
            a, b, t = s["start"], s["end"], s["type"]
            n_spans += 1
            type_n[t] += 1
            if t not in CATEGORY:
                err(f"{rid}: unknown type {t}")
            elif s["label"] != CATEGORY[t]:
                err(f"{rid}: label {s['label']} != category of {t}")
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err(f"{rid}: bad offsets {a},{b}")
                continue
            v = text[a:b]
            if v != s["text"]:
                err(f"{rid}: text mismatch {v!r} != {s['text']!r}")
            if a < prev_end:
                err(f"{rid}: spans unsorted or overlapping at {a}")
            prev_end = b
            for k in range(a, b):
                covered[k] = True
            # edges
            if v != v.strip():
                err(f"{rid}: whitespace at span edge {v!r}")
            if v[0] in OPEN_BAD and not (v[0] == "(" and t in ("PHONE", "FAX") and ")" in v):
                err(f"{rid}: span starts with punctuation {v!r}")
            if v[-1] in CLOSE_BAD:
                err(f"{rid}: span ends with punctuation {v!r}")
            if v[-1] == "." and not re.search(r"(?:^|[\s.])[A-Za-z]\.$", v):
                err(f"{rid}: span ends with a full stop {v!r}")
            if v[-1] == ")" and "(" not in v:
                err(f"{rid}: unbalanced ) in {v!r}")
            if a > 0 and cls(text[a - 1]) and cls(text[a - 1]) == cls(v[0]):
                err(f"{rid}: span starts inside a word/number {text[max(0, a - 5):b]!r}")
            if b < len(text) and cls(text[b]) and cls(text[b]) == cls(v[-1]):
                err(f"{rid}: span ends inside a word/number {text[a:b + 5]!r}")
            # fictional contact data
            digits = re.sub(r"\D", "", v)
            if t in ("PHONE", "FAX") and len(digits) >= 7 and "555" not in digits:
                err(f"{rid}: phone/fax without 555 block {v!r}")
            if t == "EMAIL":
                if v.count("@") != 1 or not host_ok(v.split("@")[1]):
                    err(f"{rid}: e-mail not on example domains {v!r}")
            if t == "URL":
                host = re.sub(r"^https?://", "", v, flags=re.I).split("/")[0]
                if not host_ok(host):
                    err(f"{rid}: URL not on example domains {v!r}")
            if t == "IPADDR":
                try:
                    ipa = ipaddress.ip_address(v)
                    if not any(ipa in n for n in PRIVATE_NETS):
                        err(f"{rid}: IP not private {v!r}")
                except ValueError:
                    err(f"{rid}: bad IP {v!r}")
            if t == "SSN" and not (digits.startswith("9") or digits.startswith("000")):
                err(f"{rid}: SSN-like number not starting with 9 or 000 {v!r}")
        # masked text: PHI replaced by NUL so offsets stay
        masked = "".join("\x00" if covered[k] else ch for k, ch in enumerate(text))
        for m in EMAIL_RE.finditer(masked):
            err(f"{rid}: unannotated e-mail-like {m.group(0)!r}")
        for m in URL_RE.finditer(masked):
            err(f"{rid}: unannotated URL-like {m.group(0)!r}")
        for m in IP_RE.finditer(masked):
            err(f"{rid}: unannotated IP-like {m.group(0)!r}")
        for m in PHONE_RE.finditer(masked):
            err(f"{rid}: unannotated phone-like {m.group(0)!r}")
        # same value annotated in one place must be annotated everywhere in the note
        seen = set()
        for s in spans:
            t, v = s["type"], s["text"]
            if CATEGORY.get(t) not in ("NAME", "LOCATION", "ID", "CONTACT") or t == "LOCATION_OTHER":
                continue
            if len(v) < 4 or v.lower() in ORDINARY or v.lower() in seen:
                continue
            seen.add(v.lower())
            pat = re.compile(r"(?<![A-Za-z0-9])" + re.escape(v) + r"(?![A-Za-z0-9])", re.I)
            for m in pat.finditer(text):
                if not all(covered[m.start():m.end()]):
                    err(f"{rid}: {t} value {v!r} also occurs unannotated at {m.start()}")
        # tables: no bare small numbers annotated; count unannotated numbers
        pos = 0
        lines = text.split("\n")
        tl = table_lines(lines)
        for li, line in enumerate(lines):
            if li in tl:
                for s in spans:
                    if pos <= s["start"] < pos + len(line) and re.fullmatch(r"\d{1,4}", s["text"]):
                        err(f"{rid}: bare number {s['text']!r} annotated in a table line")
                mline = masked[pos:pos + len(line)]
                neg["table_number"] += len(re.findall(r"(?<![\w.\x00])\d+(?:\.\d+)?(?![\w\x00])", mline))
            pos += len(line) + 1
        for k, rx in NEG_RE.items():
            if k == "credential":
                continue
            neg[k] += len(rx.findall(masked))
        # credentials right after a clinician's name
        for s in spans:
            if s["type"] == "DOCTOR":
                m = NEG_RE["credential"].match(masked, s["end"])
                if m:
                    neg["credential"] += 1
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
    for g, n in genre_n.items():
        if n < MIN_PER_GENRE:
            err(f"genre {g}: only {n} notes")
    share = lower_n / max(1, len(rows))
    if not LOWER_SHARE[0] <= share <= LOWER_SHARE[1]:
        err(f"lower-case share {share:.3f} outside {LOWER_SHARE}")
    for k, mn in MIN_NEG.items():
        if neg[k] < mn:
            err(f"hard negatives {k}: {neg[k]} (< {mn})")
    if sum(neg.values()) < MIN_NEG_TOTAL:
        err(f"hard negatives total {sum(neg.values())} (< {MIN_NEG_TOTAL})")
    print(f"notes {len(rows)}  spans {n_spans}  genres {len(genre_n)}  lower-case {lower_n} ({share:.3f})")
    print("per type: " + ", ".join(f"{t} {type_n[t]}" for t in sorted(CATEGORY, key=lambda x: type_n[x])))
    print("per genre: " + ", ".join(f"{g} {n}" for g, n in sorted(genre_n.items())))
    print("unannotated hard negatives: " + ", ".join(f"{k} {neg[k]}" for k in MIN_NEG) + f"  (total {sum(neg.values())})")
    if errors:
        for e in errors[:60]:
            print("ERROR", e)
        print(f"FAILED: {len(errors)} problem(s)")
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
