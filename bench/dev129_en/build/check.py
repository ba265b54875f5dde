"""Validate notes.jsonl of dev129_en. Exit status 1 on any problem. Run from bench/dev129_en."""
import ipaddress
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "notes.jsonl")

# type -> label, as in docs/annotation_guideline.md
LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
ID_TYPES = {t for t, l in LABEL.items() if l == "ID"}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_SHARE = (0.12, 0.22)
COUNTRIES = {"US", "UK", "IN", "PH"}

BAD_START = set(".,;:!?)]}\"'-/@#")
BAD_END = set(",;:!?([{\"'-/@#")
ABBR_OK = {"st", "inc", "ltd", "co", "corp", "ave", "rd", "jr", "sr", "ma", "sto", "sta", "brgy", "blvd"}

MON = r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
RX = {
    "email": (re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"), {"EMAIL"}),
    "url": (re.compile(r"(?:https?://|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net)\b(?:/\S*)?", re.I), {"URL", "EMAIL"}),
    "ip": (re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.]*\d)"), {"IPADDR"}),
    "date": (re.compile(r"(?<![\d/.-])(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{1,2}/\d{1,2})(?![\d/]|\.\d)"),
             {"DATE", "STREET", "IPADDR"} | ID_TYPES),
    "phone555": (re.compile(r"(?<![\w])\+?[\d(][\d ().-]{5,}\d"), {"PHONE", "FAX", "IPADDR", "STREET"} | ID_TYPES),
    "weekday": (re.compile(r"\b(?:mon|tues?|wed|thu|thurs?|fri|sat|sun)(?:day)?s?\b|\bwednesdays?\b|\bsaturdays?\b|"
                           r"\bthursdays?\b|\btuesdays?\b", re.I), {"DATE"}),
    "monthday": (re.compile(r"\b%s\.?\s\d{1,2}(?:st|nd|rd|th)?\b|\b\d{1,2}(?:st|nd|rd|th)?\s%s\b" % (MON, MON), re.I),
                 set(LABEL)),  # "CARTER, APRIL 20 y/o" is a name plus an age, still annotated
}

# hard-negative lexicons (written for the checker, independent of the generator)
DRUG_WORDS = ("paracetamol ibuprofen amoxicillin co-amoxiclav cetirizine salbutamol atorvastatin losartan omeprazole "
              "pantoprazole levothyroxine insulin sertraline metoprolol furosemide prednisolone azithromycin "
              "montelukast metformin amlodipine mefenamic cefuroxime lisinopril gabapentin naproxen tramadol "
              "loratadine ondansetron fluoxetine warfarin apixaban clopidogrel doxycycline nitrofurantoin "
              "ranitidine domperidone telmisartan glimepiride sitagliptin budesonide hydroxyzine acetaminophen "
              "albuterol simvastatin carbocisteine ascorbic ferrous folic vitamin zinc aspirin").split()
SYMPTOM_WORDS = ("fever cough rash headache dizziness vomiting loose motions chest pain breath sore throat body back "
                 "diarrhea diarrhoea nausea wheezing itching swelling burning palpitations runny nose lbm joint "
                 "ear toothache fatigue blurred numbness cramps chills heartburn constipation insomnia tummy").split()
NAMELIKE = ("will hope grace mark bill joy rose faith brown green white frank art dawn ivy holly amber penny rusty "
            "jack chase baker lovely honey angel sunny precious cherry baby bishop cook stone fox long little young "
            "rich pearl violet robin").split()
NEG_RX = {
    "drug": (re.compile(r"\b(?:" + "|".join(map(re.escape, DRUG_WORDS)) + r")\b", re.I), 500),
    "dose": (re.compile(r"\b\d+(?:\.\d+)?\s?(?:mg|mcg|ml|units|g|kg|mmol/L|mg/dL|%)(?![\w])", re.I), 500),
    "clock": (re.compile(r"\b\d{1,2}[:.]\d{2}\s?(?:am|pm)?\b|\b\d{1,2}\s?(?:am|pm)\b|\b\d{4}hrs\b", re.I), 400),
    "symptom": (re.compile(r"\b(?:" + "|".join(SYMPTOM_WORDS) + r")\b", re.I), 500),
    "namelike": (re.compile(r"\b(?:" + "|".join(NAMELIKE) + r")\b", re.I), 300),
    "duration": (re.compile(r"\b\d+\s(?:days|weeks|hours|months)\b|\ba (?:week|fortnight)\b", re.I), 200),
    "vital": (re.compile(r"\b(?:BP|HR|RR|SpO2|GCS|RBS|temp)\s\d", re.I), 300),
}
MIN_NEG_TOTAL = 3000

errors = []


def err(msg):
    errors.append(msg)


def covered(spans, a, b, types):
    return any(s["start"] < b and a < s["end"] and s["type"] in types for s in spans)


def outside(spans, a, b):
    return not any(s["start"] < b and a < s["end"] for s in spans)


def check_edges(nid, text, s):
    a, b, t, v = s["start"], s["end"], s["type"], s["text"]
    first, last = text[a], text[b - 1]
    if first.isspace() or last.isspace():
        err(f"{nid}: whitespace edge {v!r}")
    if first in BAD_START or (first == "(" and t not in ("PHONE", "FAX")) or (first == "+" and t not in ("PHONE", "FAX")):
        err(f"{nid}: bad start char {v!r}")
    if last in BAD_END or (last == ")" and "(" not in v):
        err(f"{nid}: bad end char {v!r}")
    if last == ".":
        tok = re.split(r"[\s.]", v[:-1])[-1].lower()
        if not (len(tok) == 1 or tok in ABBR_OK):
            err(f"{nid}: span ends with full stop {v!r}")
        if b < len(text) and text[b] == ".":
            err(f"{nid}: double full stop after {v!r}")
    if LABEL.get(t) == "NAME" and v.endswith("'s"):
        err(f"{nid}: possessive inside name {v!r}")
    for x, y in ((text[a - 1] if a > 0 else "", first), (last, text[b] if b < len(text) else "")):
        if x and y and ((x.isalpha() and y.isalpha()) or (x.isdigit() and y.isdigit())):
            err(f"{nid}: edge inside a word/number {v!r}")


def check_contact(nid, s):
    t, v = s["type"], s["text"]
    if t in ("PHONE", "FAX"):
        if len(re.sub(r"\D", "", v)) >= 7 and "555" not in v:
            err(f"{nid}: phone without 555 block {v!r}")
    elif t == "EMAIL":
        if not re.fullmatch(r"[^@\s]+@(?:[a-z0-9-]+\.)*example\.(?:com|org|net)", v, re.I):
            err(f"{nid}: e-mail outside example domains {v!r}")
    elif t == "URL":
        if not re.fullmatch(r"(?:https?://)?(?:[a-z0-9-]+\.)*example\.(?:com|org|net)(?:/\S*)?", v, re.I):
            err(f"{nid}: URL outside example domains {v!r}")
    elif t == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
            nets = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
            if not any(ip in n for n in nets):
                err(f"{nid}: public IP {v!r}")
        except ValueError:
            err(f"{nid}: bad IP {v!r}")
    elif t == "SSN":
        d = re.sub(r"\D", "", v)
        if not (d.startswith("9") or d.startswith("000")):
            err(f"{nid}: SSN-like value not starting with 9/000 {v!r}")


def check_unannotated(nid, text, spans):
    for name, (rx, types) in RX.items():
        for m in rx.finditer(text):
            a, b = m.start(), m.end()
            g = m.group(0)
            while b > a and text[b - 1] in ".,;:)!?'\"":
                b -= 1
            g = text[a:b]
            if name == "phone555":
                free = "".join(ch for i, ch in enumerate(g, a) if ch.isdigit() and outside(spans, i, i + 1))
                if len(free) < 7 or "555" not in free:
                    continue
            if name == "date" and re.fullmatch(r"\d{1,2}/10", g) and re.search(r"(pain|score)\s*$", text[max(0, a - 8):a], re.I):
                continue
            if not covered(spans, a, b, types):
                err(f"{nid}: unannotated {name}-like string {g!r}")


def main():
    if not os.path.exists(PATH):
        print("notes.jsonl missing")
        return 1
    rows = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"line {ln}: bad JSON {e}")
    type_n, genre_n = Counter(), Counter()
    neg_n = Counter()
    n_lower = 0
    for i, row in enumerate(rows, 1):
        if not isinstance(row, dict) or set(row) != {"id", "text", "spans", "meta"}:
            err(f"row {i}: keys {sorted(row) if isinstance(row, dict) else type(row)}")
            continue
        nid, text, spans, meta = row["id"], row["text"], row["spans"], row["meta"]
        if nid != f"dev129-{i:04d}":
            err(f"row {i}: id {nid!r} not sequential")
        if not isinstance(text, str) or not text.strip():
            err(f"{nid}: empty text")
            continue
        if any(ch in text for ch in "\ue000\ue001\ue002"):
            err(f"{nid}: marker left in text")
        if not isinstance(meta, dict) or meta.get("source") != "dev129-en" or not isinstance(meta.get("genre"), str) \
                or not isinstance(meta.get("lowercase"), bool) or meta.get("country") not in COUNTRIES:
            err(f"{nid}: bad meta {meta}")
            continue
        genre_n[meta["genre"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err(f"{nid}: lowercase note has capitals")
        if not isinstance(spans, list):
            err(f"{nid}: spans not a list")
            continue
        prev_end = 0
        for s in spans:
            if not isinstance(s, dict) or set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{nid}: bad span keys {s}")
                continue
            a, b, t = s["start"], s["end"], s["type"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err(f"{nid}: bad offsets {s}")
                continue
            if t not in LABEL or s["label"] != LABEL[t]:
                err(f"{nid}: label/type mismatch {s}")
            if text[a:b] != s["text"]:
                err(f"{nid}: text mismatch {s}")
            if a < prev_end:
                err(f"{nid}: unsorted or overlapping span {s}")
            prev_end = max(prev_end, b)
            type_n[t] += 1
            if "\n" in s["text"]:
                err(f"{nid}: line break inside span {s}")
            check_edges(nid, text, s)
            check_contact(nid, s)
        check_unannotated(nid, text, spans)
        for k, (rx, _) in NEG_RX.items():
            neg_n[k] += sum(1 for m in rx.finditer(text) if outside(spans, m.start(), m.end()))
    n_sp = sum(type_n.values())
    if len(rows) < MIN_NOTES:
        err(f"only {len(rows)} notes (< {MIN_NOTES})")
    if n_sp < MIN_SPANS:
        err(f"only {n_sp} spans (< {MIN_SPANS})")
    for t in LABEL:
        if type_n[t] < MIN_PER_TYPE:
            err(f"type {t}: {type_n[t]} spans (< {MIN_PER_TYPE})")
    big = [g for g, n in genre_n.items() if n >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    share = n_lower / max(len(rows), 1)
    if not LOWER_SHARE[0] <= share <= LOWER_SHARE[1]:
        err(f"lower-case share {share:.3f} outside {LOWER_SHARE}")
    for k, (_, mn) in NEG_RX.items():
        if neg_n[k] < mn:
            err(f"hard negatives {k}: {neg_n[k]} (< {mn})")
    if sum(neg_n.values()) < MIN_NEG_TOTAL:
        err(f"hard negatives total {sum(neg_n.values())} (< {MIN_NEG_TOTAL})")
    print(f"notes {len(rows)}, spans {n_sp}, genres {len(genre_n)} (min {min(genre_n.values()) if genre_n else 0}), "
          f"lower-case share {share:.3f}")
    print("per type: " + ", ".join(f"{t}={type_n[t]}" for t in sorted(LABEL, key=lambda x: type_n[x])))
    print("hard negatives: " + ", ".join(f"{k}={v}" for k, v in neg_n.items()) + f", total={sum(neg_n.values())}")
    if errors:
        for e in errors[:60]:
            print("ERROR", e)
        print(f"{len(errors)} problem(s)")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
