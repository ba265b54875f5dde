"""Validate bench/dev98_en/notes.jsonl.  Exits non-zero on any problem.  Standard library only,
self-contained (does not import the generator).  Run from bench/dev98_en:  python3 build/check.py"""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30
LOWER_SHARE = (0.14, 0.20)  # about one in six
EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")

# words that are also names in the set; they must also occur as ordinary (unannotated) words
WORD_NAMES = ["will", "hope", "grace", "joy", "faith", "rose", "dawn", "pearl", "sunny", "ivy", "frank", "mark",
              "bill", "rusty", "clay", "baker", "king", "young", "long", "white", "brown", "green", "hill", "cook",
              "price", "rice", "banks", "small", "strong", "sharp", "walker", "page", "wood", "little", "moody",
              "gray", "major", "swift"]

I = re.IGNORECASE
HARD_NEG = {  # category: (regex, minimum unannotated matches in the whole set)
    "lab analytes": (re.compile(r"\b(Na|K|Cl|CO2|BUN|Cr|Glu|Ca|eGFR|WBC|Hgb|Hct|Plt|MCV|HbA1c|TSH|LDL|HDL|TG|AST|ALT|INR|Mg|UACR|"
                                r"Vit D 25-OH|BNP|Ferritin|PSA)\b", I), 3300),
    "lab values with units/ranges": (re.compile(r"\b\d+(\.\d+)?\s?(mmol/L|mg/dL|g/dL|K/uL|U/L|mIU/L|ng/mL|pg/mL|mg/g|fL|"
                                                r"mL/min/1\.73m2)|\b\d+(\.\d+)?-\d+(\.\d+)?\b", I), 1200),
    "vitals": (re.compile(r"\b(BP|HR|RR|SpO2|O2 sat|Temp|T|Pulse|Resp|Wt|Weight|BMI|pain)\b:?\s*\d", I), 1200),
    "drugs and sigs": (re.compile(r"\b(metformin|lisinopril|atorvastatin|amlodipine|levothyroxine|insulin|apixaban|albuterol|"
                                  r"sertraline|gabapentin|omeprazole|hydrochlorothiazide|furosemide|tiotropium|semaglutide|"
                                  r"empagliflozin|losartan|carvedilol|prednisone|amoxicillin|cephalexin|ibuprofen|"
                                  r"acetaminophen|montelukast|fluticasone|tamsulosin|allopurinol|metoprolol|rosuvastatin|"
                                  r"duloxetine|pantoprazole|warfarin|spironolactone|buspirone|cyclobenzaprine|"
                                  r"nitrofurantoin|budesonide|vitamin D3|ondansetron|carbidopa|dupilumab|adalimumab)\b", I), 1500),
    "sig abbreviations": (re.compile(r"\b(PO|BID|TID|QID|qHS|qAM|PRN|SC|IM|q\d+h|daily|weekly)\b", I), 2000),
    "units": (re.compile(r"\b\d+(\.\d+)?\s?(mg|mcg|mL|g|kg|lb|bpm|mmHg|units|IU|L/min|cmH2O|min|h|s|cm|V|ohm|mV)\b|\d%", I), 2500),
    "scores": (re.compile(r"\b(PHQ-9|GAD-7|GCS|NEWS2|Wells score|CHA2DS2-VASc|HAS-BLED|Braden|Morse Fall Scale|MoCA|AUDIT-C|"
                          r"STOP-BANG|Epworth|APGAR|Centor|PEG scale)\b", I), 350),
    "eponyms": (re.compile(r"\b(Parkinson's|Babinski|Foley|Baker's|Bell's|Homans|Murphy's|McMurray|Lachman|Phalen's|Tinel's|"
                           r"Romberg|Ottawa|Epley|Valsalva|Raynaud's|Hashimoto's|Crohn's|Trendelenburg|Barrett's|"
                           r"Dupuytren's|Graves'|Cushing's|Alzheimer's|Meniere's|Osgood-Schlatter|CoaguChek)", I), 400),
    "ICD-10 codes": (re.compile(r"\b[A-TV-Z]\d{2}\.[0-9A-Z]{1,4}\b", I), 900),
    "clock times": (re.compile(r"\b\d{1,2}:\d{2}\b"), 1500),
    "table row/order numbers": (re.compile(r"(?m)^(\|\s*)?\d{1,2}(\s*\||,|\t|\)|\.\s|\s{2,})"), 2200),
    "device models / tests": (re.compile(r"\b(Azure XT DR|Assurity MRI|Accolade MRI|Micra AV|DDDR|Auto-CPAP|CGM)\b", I), 45),
    "name-words used as ordinary words": (re.compile(r"\b(" + "|".join(WORD_NAMES) + r")\b", I), 450),
}
CRED_RE = re.compile(r"^(,\s?|\s)(MD|DO|NP|PA-C|FNP-BC|RN|LPN|MA|CMA|PharmD|PT|LCSW|RD|BSN|CDCES)\b", I)
MIN_CREDENTIALS = 600
MIN_EACH_WORD_NAME = 3  # each name-word must also appear this often unannotated

# strings that must never occur outside a span
LEAK_RES = {
    "e-mail-like": re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)+"),
    "URL-like": re.compile(r"(https?://\S+|\bwww\.\S+|\b[\w-]+(\.[\w-]+)*\.(com|org|net|edu|gov)\b\S*)", I),
    "IP-like": re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b"),
    "phone-like": re.compile(r"(\(\d{3}\)\s?|\b\d{3}[-. ])\d{3}[-. ]\d{4}\b|\b555[-.]\d{4}\b"),
    "SSN-like": re.compile(r"\b\d{3}-\d{2}-\d{4}\b"),
    "date-like": re.compile(r"\b\d{1,2}/\d{1,2}/\d{2,4}\b|\b(19|20)\d{2}-\d{2}-\d{2}\b"),
}

errors = []


def err(msg):
    errors.append(msg)
    if len(errors) <= 60:
        print("ERROR:", msg)


def covered(spans_iv, a, b, full=True):
    """Is [a,b) inside one span (full) / overlapping any span (not full)?"""
    for s, e in spans_iv:
        if full and s <= a and b <= e:
            return True
        if not full and s < b and a < e:
            return True
    return False


def phone_ok(v):
    main = re.split(r"\s*(?:ext\.?|x)\s*\d+$", v, flags=I)[0]
    d = re.sub(r"\D", "", main)
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


def host_ok(v):
    h = re.sub(r"^[a-z]+://", "", v.lower()).split("/")[0].split("?")[0]
    return any(h == d or h.endswith("." + d) for d in EXAMPLE_DOMAINS)


def edge_ok(text, sp):
    a, b, t, typ = sp["start"], sp["end"], sp["text"], sp["type"]
    if t != t.strip():
        return "whitespace at edge"
    first, last = t[0], t[-1]
    if not first.isalnum() and not (typ in ("PHONE", "FAX") and first in "(+"):
        return f"starts with {first!r}"
    if not last.isalnum():
        ok_initial = last == "." and TYPE_LABEL[typ] == "NAME" and re.search(r"(^|[\s.])[A-Za-z]\.$", t)
        if not ok_initial:
            return f"ends with {last!r}"

    def same(x, y):
        return (x.isalpha() and y.isalpha()) or (x.isdigit() and y.isdigit())
    if a > 0 and same(text[a - 1], text[a]):
        return "starts inside a word/number"
    if b < len(text) and same(text[b - 1], text[b]):
        return "ends inside a word/number"
    return None


def main():
    if not os.path.exists(PATH):
        print("missing", PATH)
        return 1
    notes = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"line {ln}: bad JSON {e}")
    type_count = collections.Counter()
    genre_notes = collections.Counter()
    hard = collections.Counter()
    word_plain = collections.Counter()
    word_rx = re.compile(r"\b(" + "|".join(WORD_NAMES) + r")\b", I)
    creds = 0
    n_lower = 0
    n_spans = 0
    for k, n in enumerate(notes, 1):
        nid = n.get("id")
        if set(n) != {"id", "text", "spans", "meta"}:
            err(f"{nid}: keys {sorted(n)}")
            continue
        if nid != f"dev98-en-{k:04d}":
            err(f"line {k}: id {nid!r} not sequential")
        text, spans, meta = n["text"], n["spans"], n["meta"]
        if not isinstance(text, str) or not text.strip():
            err(f"{nid}: empty text")
            continue
        if re.search("[\ue000-\uf8ff]", text):
            err(f"{nid}: private-use marker left in text")
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase"}:
            err(f"{nid}: meta keys")
            continue
        if meta["source"] != "dev98-en":
            err(f"{nid}: meta.source {meta['source']!r}")
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            err(f"{nid}: meta.genre")
        genre_notes[meta["genre"]] += 1
        if not isinstance(meta["lowercase"], bool):
            err(f"{nid}: meta.lowercase not bool")
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err(f"{nid}: lowercase note has upper case")
        elif text == text.lower():
            err(f"{nid}: note marked not lowercase has no upper case")
        prev_end = -1
        iv = []
        for sp in spans:
            if not isinstance(sp, dict) or set(sp) != {"start", "end", "label", "type", "text"}:
                err(f"{nid}: span keys {sp}")
                continue
            a, b = sp["start"], sp["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err(f"{nid}: bad offsets {sp}")
                continue
            if sp["type"] not in TYPE_LABEL:
                err(f"{nid}: unknown type {sp['type']}")
                continue
            if sp["label"] != TYPE_LABEL[sp["type"]]:
                err(f"{nid}: label {sp['label']} != {TYPE_LABEL[sp['type']]} for {sp['type']}")
            if text[a:b] != sp["text"]:
                err(f"{nid}: text mismatch {sp}")
                continue
            if a < prev_end:
                err(f"{nid}: spans unsorted or overlapping at {a}")
            prev_end = b
            why = edge_ok(text, sp)
            if why:
                err(f"{nid}: edge rule ({why}) {sp['type']} {sp['text']!r}")
            v, typ = sp["text"], sp["type"]
            if typ in ("PHONE", "FAX") and not phone_ok(v):
                err(f"{nid}: non-fictional {typ} {v!r}")
            if typ == "EMAIL" and not (re.fullmatch(r"[\w.+-]+@[\w.-]+", v) and host_ok(v.split("@")[1])):
                err(f"{nid}: e-mail outside example domains {v!r}")
            if typ == "URL" and not host_ok(v):
                err(f"{nid}: URL outside example domains {v!r}")
            if typ == "IPADDR" and not ip_ok(v):
                err(f"{nid}: IP outside private ranges {v!r}")
            if typ == "SSN":
                d = re.sub(r"\D", "", v)
                if len(d) != 9 or not (d.startswith("9") or d.startswith("000")):
                    err(f"{nid}: SSN not in fictional range {v!r}")
            if typ == "DOCTOR" and CRED_RE.match(text[b:b + 12]):
                creds += 1
            type_count[typ] += 1
            iv.append((a, b))
        n_spans += len(spans)
        # nothing contact/ID/date-like outside spans
        for what, rx in LEAK_RES.items():
            for m in rx.finditer(text):
                if not covered(iv, m.start(), m.end(), full=False):
                    err(f"{nid}: unannotated {what} string {m.group(0)!r}")
        # every occurrence annotated: name tokens and digit-bearing values seen in a span
        lowset = set(WORD_NAMES)
        checked = set()
        for sp in spans:
            vals = []
            if sp["type"] in ("PATIENT", "DOCTOR", "FAMILY"):
                vals = [t for t in re.findall(r"[A-Za-z']+", sp["text"]) if len(t) >= 4 and t.lower() not in lowset]
            elif re.search(r"\d", sp["text"]) and len(sp["text"]) >= 5:
                vals = [sp["text"]]
            for v in vals:
                key = v.lower()
                if key in checked:
                    continue
                checked.add(key)
                for m in re.finditer(r"(?<![A-Za-z0-9])" + re.escape(v) + r"(?![A-Za-z0-9])", text, I):
                    if not covered(iv, m.start(), m.end(), full=False):
                        err(f"{nid}: unannotated occurrence of span value {v!r} at {m.start()}")
        for m in word_rx.finditer(text):
            if not covered(iv, m.start(), m.end(), full=False):
                word_plain[m.group(1).lower()] += 1
        # hard negatives (counted only outside spans)
        for cat, (rx, _) in HARD_NEG.items():
            for m in rx.finditer(text):
                if not covered(iv, m.start(), m.end(), full=False):
                    hard[cat] += 1
    # ---------------------------------------------------------------- totals
    if len(notes) < MIN_NOTES:
        err(f"only {len(notes)} notes (< {MIN_NOTES})")
    if n_spans < MIN_SPANS:
        err(f"only {n_spans} spans (< {MIN_SPANS})")
    for t in TYPE_LABEL:
        if type_count[t] < MIN_PER_TYPE:
            err(f"type {t}: {type_count[t]} spans (< {MIN_PER_TYPE})")
    big = [g for g, c in genre_notes.items() if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    share = n_lower / max(1, len(notes))
    if not (LOWER_SHARE[0] <= share <= LOWER_SHARE[1]):
        err(f"lower-case share {share:.3f} outside {LOWER_SHARE}")
    for cat, (_, mn) in HARD_NEG.items():
        if hard[cat] < mn:
            err(f"hard negatives '{cat}': {hard[cat]} (< {mn})")
    for w in WORD_NAMES:
        if word_plain[w] < MIN_EACH_WORD_NAME:
            err(f"name-word {w!r} used unannotated only {word_plain[w]} times (< {MIN_EACH_WORD_NAME})")
    if creds < MIN_CREDENTIALS:
        err(f"credentials after names: {creds} (< {MIN_CREDENTIALS})")

    print(f"notes {len(notes)}  spans {n_spans}  genres {len(genre_notes)}  lower-case {n_lower} ({share:.3f})")
    print("genres: " + ", ".join(f"{g}={c}" for g, c in sorted(genre_notes.items())))
    print("types:  " + ", ".join(f"{t}={type_count[t]}" for t in TYPE_LABEL))
    print("hard negatives (unannotated): " + ", ".join(f"{c}={hard[c]}" for c in HARD_NEG) + f", credentials={creds}")
    if errors:
        print(f"FAIL: {len(errors)} problem(s)")
        return 1
    print("PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
