"""Validate bench/dev89_en/notes.jsonl; exit non-zero on any problem."""
import collections
import json
import os
import re
import sys

PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")

# category of each fine type, as in docs/annotation_guideline.md
LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID",
    "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_HARD_NEG = 330, 8000, 15, 10, 1500
EDGE_PUNCT = set(".,;:!?()[]{}\"'`-/|#*")
EX_DOMAINS = ("example.com", "example.org", "example.net")

HARD_NEG = re.compile(
    r"\b(?:Na|K|Cl|HCO3|BUN|Cr|eGFR|Glucose|Hgb|WBC|Plt|INR|HbA1c|TSH|ALT|Trop-I|CRP|Mg|LDL|Ferritin|B12|Lactate|a1c|ldl|trop) [<>]?\d"
    r"|\b(?:HR|RR|SpO2|BP|T|P|R|O2 sat|Temp|Wt) \d"
    r"|\b(?:GCS|NYHA class|PHQ-9|GAD-7|Berg Balance|MMSE|TUG|CTAS|AUDIT-C|FIM motor|6MWT|phq9|gad7|tug|gcs) ?\w|\bberg \d+/56"
    r"|\b(?:Parkinson's|Crohn's|Foley|Babinski|Murphy's|Homans|Romberg|Hashimoto|Bell's palsy|Barrett's|Kernig|Brudzinski|"
    r"Allen test|Phalen|Tinel|Trendelenburg|Alzheimer's|Graves|McMurray|Lachman|Mantoux|Glasgow|Hunter's syndrome|Cushingoid)"
    r"|\([A-Z]\d\d(?:\.\d+[A-Z]?)?\)"
    r"|, (?:MD|RN|RPN|NP|PA-C|MBBS|RPh|PCP|ACP|LPN|DO|PT|SLP|OT Reg\.)\b"
    r"|\b(?:metoprolol|apixaban|metformin|atorvastatin|ramipril|furosemide|levothyroxine|hydromorphone|acetaminophen|"
    r"sertraline|quetiapine|insulin glargine|salbutamol|tiotropium|pantoprazole|amlodipine|donepezil|warfarin|gabapentin|"
    r"ceftriaxone|enoxaparin|lorazepam|polyethylene glycol|vitamin D3|bisoprolol|empagliflozin|nitroglycerin|ondansetron|"
    r"isoniazid|rifampin|pyridoxine|lithium|escitalopram|prednisone|asa|ntg) \d+(?:\.\d+)? ?(?:mg|mcg|g|units|IU)\b"
    r"|\b\d{2}:\d{2}\b"
    r"|\b\d+(?:\.\d+)?-\d+(?:\.\d+)? (?:mmol/L|umol/L|g/L|U/L|pmol/L|ug/L|mU/L|x10)",
    re.IGNORECASE)
ORDINARY = re.compile(r"\b(?:will|may|hope|mark|bill|rose|grace|joy|frost|hunter's|dean's)\b", re.IGNORECASE)
UNANNOTATED_CONTACT = re.compile(
    r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:www\.|https?://)\S*[^\s.,;:)]|\bexample\.(?:com|org|net)(?:\S*[^\s.,;:)])?|\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b"
    r"|\b555[-. ]01\d\d\b")
PRIVATE_IP = re.compile(r"^(?:10\.\d+\.\d+\.\d+|172\.(?:1[6-9]|2\d|3[01])\.\d+\.\d+|192\.168\.\d+\.\d+)$")
POSTAL = re.compile(r"^([A-Z])\d([A-Z]) ?\d([A-Z])\d$", re.IGNORECASE)
TITLE = re.compile(r"^(?:dr|mr|mrs|ms|prof|mx)\.?\s", re.IGNORECASE)
CRED_TAIL = re.compile(r",?\s(?:MD|RN|RPN|NP|PA-C|MBBS|DO|RPh|PT|OT|SLP|LPN)$", re.IGNORECASE)


def cls(ch):
    return "a" if ch.isalpha() else ("d" if ch.isdigit() else None)


def main():
    errs = []
    err = errs.append
    rows = []
    with open(PATH, encoding="ascii", errors="strict") as f:
        for ln, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except Exception as e:  # noqa: BLE001
                err(f"line {ln}: bad JSON {e}")
    per_type = collections.Counter()
    genres = collections.Counter()
    lower_notes = 0
    hard_neg = ordinary = 0
    for n, r in enumerate(rows, 1):
        rid = r.get("id")
        if set(r) != {"id", "text", "spans", "meta"}:
            err(f"{rid}: keys {sorted(r)}")
            continue
        if rid != f"dev89-en-{n:04d}":
            err(f"{rid}: expected dev89-en-{n:04d}")
        t, spans, meta = r["text"], r["spans"], r["meta"]
        if not isinstance(t, str) or not t or not t.isascii():
            err(f"{rid}: text empty or not ASCII")
            continue
        if not isinstance(meta, dict) or meta.get("source") != "dev89-en" or not meta.get("genre"):
            err(f"{rid}: meta {meta}")
        else:
            genres[meta["genre"]] += 1
        if t == t.lower():
            lower_notes += 1
        prev_end = -1
        covered = [False] * len(t)
        for s in spans:
            if set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{rid}: span keys {sorted(s)}")
                continue
            a, b, ty, st = s["start"], s["end"], s["type"], s["text"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(t)):
                err(f"{rid}: bad offsets {s}")
                continue
            if ty not in LABEL or s["label"] != LABEL[ty]:
                err(f"{rid}: label/type {s['label']}/{ty}")
            if t[a:b] != st:
                err(f"{rid}: text mismatch {s}")
            if a < prev_end:
                err(f"{rid}: overlap or unsorted at {a}")
            prev_end = b
            for i in range(a, b):
                covered[i] = True
            per_type[ty] += 1
            if st != st.strip():
                err(f"{rid}: whitespace at edge {st!r}")
            if st[0] in EDGE_PUNCT and not (ty in ("PHONE", "FAX") and st[0] == "("):
                err(f"{rid}: leading punctuation {st!r} {ty}")
            if st[-1] in EDGE_PUNCT and not (st[-1] == "." and re.search(r"(?:^|[^A-Za-z])[A-Za-z]\.$", st) and ty in ("PATIENT", "DOCTOR", "FAMILY")):
                err(f"{rid}: trailing punctuation {st!r} {ty}")
            if a > 0 and cls(t[a - 1]) and cls(t[a - 1]) == cls(t[a]):
                err(f"{rid}: span starts inside a word/number {t[max(0, a - 5):b]!r}")
            if b < len(t) and cls(t[b]) and cls(t[b]) == cls(t[b - 1]):
                err(f"{rid}: span ends inside a word/number {t[a:b + 5]!r}")
            if LABEL.get(ty) == "NAME" and ty != "USERNAME":
                if TITLE.search(st) or CRED_TAIL.search(st):
                    err(f"{rid}: title/credential inside name {st!r}")
            if ty == "AGE" and not re.fullmatch(r"\d{1,3}|[a-z -]+", st, re.IGNORECASE):
                err(f"{rid}: age form {st!r}")
            # fictional contact ranges
            if ty in ("PHONE", "FAX"):
                digits = re.sub(r"\D", "", st.split("x")[0].split("ext")[0])
                if len(digits) >= 10 and not re.search(r"555[-. ]?01\d\d", st):
                    err(f"{rid}: phone outside 555-01xx {st!r}")
                if 7 <= len(digits) < 10:
                    err(f"{rid}: 7-9 digit phone {st!r}")
            if ty == "EMAIL" and not st.lower().split("@")[-1].endswith(EX_DOMAINS):
                err(f"{rid}: email domain {st!r}")
            if ty == "URL":
                host = re.sub(r"^https?://", "", st.lower()).split("/")[0].split("?")[0]
                if not (host in EX_DOMAINS or host.endswith(tuple("." + d for d in EX_DOMAINS))):
                    err(f"{rid}: url host {st!r}")
            if ty == "IPADDR" and not PRIVATE_IP.match(st):
                err(f"{rid}: ip {st!r}")
            if ty == "SSN" and not re.match(r"^(?:9\d\d|000)[- ]", st):
                err(f"{rid}: SSN/SIN not in invalid range {st!r}")
            if ty == "ZIP":
                m = POSTAL.match(st)
                if not m or not (st[0].upper() in "WZ" or set(st.upper()) & set("DFIOQU")):
                    err(f"{rid}: postal code not fictional Canadian shape {st!r}")
        # unannotated contact-like strings
        for m in UNANNOTATED_CONTACT.finditer(t):
            if not all(covered[m.start():m.end()]):
                err(f"{rid}: unannotated contact-like {m.group()!r}")
        # annotate-every-occurrence: multi-word names and long non-name values
        for s in spans:
            st, ty = s["text"], s["type"]
            if ty in ("AGE", "DATE", "PROFESSION") or len(st) < 5:
                continue
            if LABEL[ty] == "NAME" and ty != "USERNAME" and " " not in st:
                continue
            for m in re.finditer(r"(?<![A-Za-z0-9])" + re.escape(st) + r"(?![A-Za-z0-9])", t):
                if not all(covered[m.start():m.end()]):
                    err(f"{rid}: unannotated repeat of {st!r} ({ty})")
        # hard negatives: must stay outside spans
        for m in HARD_NEG.finditer(t):
            if any(covered[m.start():m.end()]):
                # allowed only where lower-case initials happen to look like a lab or vital label ("mg 85yo m")
                hit = [s for s in spans if s["start"] < m.end() and m.start() < s["end"]]
                short = [s for s in hit if s["type"] in ("PATIENT", "DOCTOR", "FAMILY") and len(s["text"]) <= 3 and s["text"].islower()]
                if not short or any(s not in short and s["type"] != "AGE" for s in hit):
                    err(f"{rid}: hard negative inside a span {m.group()!r}")
            else:
                hard_neg += 1
        for m in ORDINARY.finditer(t):
            if not any(covered[m.start():m.end()]):
                ordinary += 1
    total = sum(per_type.values())
    if len(rows) < MIN_NOTES:
        err(f"only {len(rows)} notes")
    if total < MIN_SPANS:
        err(f"only {total} spans")
    for ty in LABEL:
        if per_type[ty] < MIN_PER_TYPE:
            err(f"type {ty}: only {per_type[ty]} spans")
    if len(genres) < MIN_GENRES:
        err(f"only {len(genres)} genres")
    if hard_neg < MIN_HARD_NEG:
        err(f"only {hard_neg} unannotated hard negatives")
    if ordinary < 100:
        err(f"only {ordinary} ordinary-word look-alikes")
    if not (len(rows) / 8 <= lower_notes <= len(rows) / 4):
        err(f"lower-case notes {lower_notes} of {len(rows)}: outside 1/8..1/4")
    print(f"notes {len(rows)}  spans {total}  genres {len(genres)}  lower-case {lower_notes}  "
          f"hard negatives {hard_neg}  ordinary look-alikes {ordinary}")
    for ty in LABEL:
        print(f"  {LABEL[ty]:<10} {ty:<15} {per_type[ty]}")
    for g, k in sorted(genres.items()):
        print(f"  genre {g:<22} {k}")
    if errs:
        for e in errs[:60]:
            print("ERROR", e)
        print(f"{len(errs)} problem(s)")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
