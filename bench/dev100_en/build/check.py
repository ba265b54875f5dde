"""Validate bench/dev100_en/notes.jsonl. Exits non-zero on any problem.

Checks: JSON shape, sequential ids, meta, label/type agreement, span text and
offsets, order and overlap, edge rules, minimum counts (notes, spans, types,
genres, notes per genre), fictional contact ranges, no unannotated
e-mail/URL/IP-like or 555-phone-like strings, minimum counts of unannotated hard
negatives per category, and the lower-case share."""
import collections
import ipaddress
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
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30
LOWER_SHARE = (0.45, 0.55)

# minimum unannotated hard negatives per category (whole set)
MIN_NEG = {"lab": 1500, "vital": 1500, "drug": 1000, "score": 500, "eponym": 400, "credential": 150,
           "icd10": 200, "clock_time": 1500, "unit": 2500, "word_as_word": 200, "table_number": 12000}

ANALYTES = ["Na", "K", "Cl", "HCO3", "Urea", "BUN", "Cr", "eGFR", "Hb", "Hgb", "WCC", "Plt", "INR", "APTT", "CRP",
            "Mg", "PO4", "Ca", "Alb", "ALT", "AST", "ALP", "GGT", "Bili", "Lactate", "Trop", "HbA1c", "BGL", "TSH",
            "Ferritin", "Lipase", "CK", "D-dimer", "pH", "pCO2", "Neut", "MCV", "Fibrinogen"]
RE_LAB = re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(a) for a in ANALYTES) + r") [<>]?\d", re.I)
RE_VITAL = re.compile(r"(?<![\w-])(?:HR|RR|BP|SpO2|T|Temp|MAP) \d", re.I)
DRUGS = ["paracetamol", "oxycodone", "enoxaparin", "metoprolol", "frusemide", "furosemide", "ceftriaxone",
         "piperacillin", "vancomycin", "apixaban", "atorvastatin", "pantoprazole", "insulin", "metformin",
         "amlodipine", "perindopril", "ondansetron", "macrogol", "docusate", "flucloxacillin", "gentamicin",
         "prednisolone", "salbutamol", "ipratropium", "potassium chloride", "magnesium sulfate", "thiamine",
         "morphine", "haloperidol", "quetiapine", "levetiracetam", "heparin", "sodium chloride", "hartmann's",
         "glucose 5%", "plasma-lyte", "amoxicillin", "doxycycline", "warfarin", "clopidogrel", "aspirin",
         "tramadol", "gabapentin", "sertraline", "melatonin", "cholecalciferol", "lactulose", "fentanyl"]
RE_DRUG = re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(d) for d in DRUGS) + r")", re.I)
SCORES = ["GCS", "NEWS2", "qSOFA", "Wells", "CURB-65", "APGAR", "Waterlow", "Braden", "MUST", "Morse",
          "CHA2DS2-VASc", "HAS-BLED", "MMSE", "MoCA", "4AT", "Barthel", "ASA", "ECOG", "CFS", "Glasgow-Blatchford",
          "ADDS", "MEWS", "Padua", "FRAT", "Norton", "PEWS", "RASS", "Rockwood", "Caprini"]
RE_SCORE = re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(s) for s in SCORES) + r") -?\d", re.I)
EPONYMS = ["Parkinson", "Alzheimer", "Foley", "Babinski", "Murphy's", "Cushing", "Addison", "Crohn", "Hashimoto",
           "Bell's", "Baker's", "Trendelenburg", "Kernig", "Romberg", "Hill-Sachs", "Colles", "Barrett's", "Graves",
           "Wernicke", "Raynaud", "Whipple", "Nissen", "Hickman", "Mallory-Weiss", "Meckel", "Hodgkin", "Tinel",
           "Phalen", "Lachman", "Thomas splint", "Jackson-Pratt", "Ryle's", "Yankauer", "Guedel", "Hartmann's",
           "Paget", "Dupuytren", "Sjogren", "Guillain-Barre", "Wood's lamp", "Homans", "Cheyne-Stokes", "Kussmaul",
           "Korsakoff", "Zimmer"]
RE_EPONYM = re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(e) for e in EPONYMS) + r")", re.I)
CREDS = ["MD", "RN", "EN", "CNS", "NP", "FRACP", "MBBS", "MRCP", "FRCS", "RGN", "RPN", "FRCSI", "FRACS", "BPharm",
         "APAM", "MBChB", "MB BCh BAO", "BPhty", "BOccThy", "MSW", "APD", "CPSP", "CNM", "NUM", "CN", "HCA", "AIN",
         "SHO", "RMO", "FY1", "intern", "OT", "PT", "SW", "SLP", "Dietitian"]
RE_CRED_AFTER = re.compile(r"^,? ?\(?(?:" + "|".join(re.escape(c) for c in CREDS) + r")(?![\w])", re.I)
RE_ICD = re.compile(r"(?<![\w])[A-TV-Z]\d{2}\.\d{1,2}(?![\w])", re.I)
RE_TIME = re.compile(r"(?<![\d:/.])(?:[01]\d|2[0-3]):[0-5]\d(?![\d:])|(?<!\d)(?:[01]\d|2[0-3])[0-5]\dh(?!\w)")
RE_UNIT = re.compile(r"\d ?(?:mmol/L|mg|mL|g/L|U/L|umol/L|kg|mcg|units|g|L|ng/L|mmHg|%|x10\^9/L|mL/hr|mL/min|fL|s)(?![\w])", re.I)
WORD_NAMES = ["will", "hope", "frank", "green", "white", "best", "page", "ward", "young", "sharp", "mark", "pat",
              "brown", "king", "baker's", "bell's", "grace", "rose", "joy", "faith", "chase", "hill"]
RE_WORDNAME = re.compile(r"(?<![\w'-])(?:" + "|".join(re.escape(w) for w in WORD_NAMES) + r")(?![\w-])", re.I)
RE_NUMBER = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.])")

RE_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
RE_URL = re.compile(r"(?:https?://|www\.)\S+|(?<![@\w])[\w-]+\.(?:com|org|net|io|au|nz|uk|ie)(?![\w])", re.I)
RE_IP = re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])")
RE_PHONE555 = re.compile(r"(?<!\d)555\d?[ -]\d{3,4}(?!\d)")

EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")
LEAD_BAD = set(".,;:!?'\"])}>-/#")
TRAIL_BAD = set(",;:!?'\"([{<-/#")
LEXICON = {x.lower() for x in ANALYTES + SCORES + CREDS + DRUGS} | {"hr", "rr", "bp", "spo2", "temp", "map",
                                                                   "icu", "ed", "hdu", "ccu", "nbm", "iv", "po"}


def domain_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in EXAMPLE_DOMAINS)


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
                err(f"line {ln}: bad JSON {e}")
    per_type = collections.Counter()
    per_genre = collections.Counter()
    neg = collections.Counter()
    n_spans = 0
    n_lower = 0
    wordname_spans = 0
    for i, r in enumerate(rows, 1):
        rid = r.get("id") if isinstance(r, dict) else None
        if not isinstance(r, dict) or set(r) != {"id", "text", "spans", "meta"}:
            err(f"row {i}: keys {sorted(r) if isinstance(r, dict) else type(r)}")
            continue
        if rid != f"dev100-en-{i:04d}":
            err(f"row {i}: id {rid!r} not sequential")
        text, spans, meta = r["text"], r["spans"], r["meta"]
        if not isinstance(text, str) or not text.strip():
            err(f"{rid}: empty text")
            continue
        if any(c in text for c in "\ue000\ue001\ue002"):
            err(f"{rid}: marker characters left in text")
        if not isinstance(meta, dict) or meta.get("source") != "dev100-en" or not isinstance(meta.get("genre"), str) \
                or not meta.get("genre") or not isinstance(meta.get("lowercase"), bool):
            err(f"{rid}: bad meta {meta}")
            continue
        per_genre[meta["genre"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err(f"{rid}: meta.lowercase but text has upper case")
        elif text == text.lower():
            err(f"{rid}: meta.lowercase false but text entirely lower case")
        if not isinstance(spans, list):
            err(f"{rid}: spans not a list")
            continue
        prev_end = -1
        mask = list(text)
        for s in spans:
            if not isinstance(s, dict) or set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{rid}: span keys {s}")
                continue
            a, b, t = s["start"], s["end"], s["type"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err(f"{rid}: bad offsets {s}")
                continue
            if t not in CATEGORY:
                err(f"{rid}: unknown type {t}")
                continue
            if s["label"] != CATEGORY[t]:
                err(f"{rid}: label {s['label']} != category of {t}")
            v = text[a:b]
            if v != s["text"]:
                err(f"{rid}: text[{a}:{b}]={v!r} != {s['text']!r}")
            if a < prev_end:
                err(f"{rid}: span {a}-{b} unsorted or overlapping")
            prev_end = b
            n_spans += 1
            per_type[t] += 1
            # ---- edge rules
            if v != v.strip():
                err(f"{rid}: whitespace at span edge {v!r}")
            if v[0] in LEAD_BAD or (v[0] == "(" and t not in ("PHONE", "FAX")):
                err(f"{rid}: bad leading char {v!r}")
            if v[-1] in TRAIL_BAD or (v[-1] == ")" and "(" not in v):
                err(f"{rid}: bad trailing char {v!r}")
            if v[-1] == "." and not re.search(r"(?:^|[^A-Za-z])[A-Za-z]\.$", v):
                err(f"{rid}: trailing full stop not an initial {v!r}")
            for x, y in ((a - 1, a), (b - 1, b)):
                if 0 <= x and y < len(text):
                    cx, cy = text[x], text[y]
                    if (cx.isalpha() and cy.isalpha()) or (cx.isdigit() and cy.isdigit()):
                        err(f"{rid}: span edge inside a word/number {text[max(0, a - 5):b + 5]!r}")
            # ---- type-specific value checks
            if t == "AGE" and not re.fullmatch(r"\d{1,3}|[a-z]+(?:[- ][a-z]+)*", v, re.I):
                err(f"{rid}: odd AGE {v!r}")
            if t == "DATE" and re.search(r"\d{1,2}:\d{2}", v):
                err(f"{rid}: time inside DATE {v!r}")
            if t in ("PHONE", "FAX"):
                if sum(c.isdigit() for c in v) >= 7 and not re.search(r"(?<!\d)555", v):
                    err(f"{rid}: phone/fax without 555 block {v!r}")
            if t == "EMAIL" and not (RE_EMAIL.fullmatch(v) and domain_ok(v.split("@")[1])):
                err(f"{rid}: e-mail not on example domains {v!r}")
            if t == "URL":
                host = re.sub(r"^https?://", "", v, flags=re.I).split("/")[0].split("?")[0]
                if not domain_ok(host):
                    err(f"{rid}: URL not on example domains {v!r}")
            if t == "IPADDR":
                try:
                    ipa = ipaddress.ip_address(v)
                    if not any(ipa in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")):
                        err(f"{rid}: IP not private {v!r}")
                except ValueError:
                    err(f"{rid}: bad IP {v!r}")
            if t == "SSN":
                dg = re.sub(r"\D", "", v)
                if not (dg.startswith("9") or dg.startswith("000")):
                    err(f"{rid}: SSN-like number not starting 9/000 {v!r}")
            if t in ("PATIENT", "DOCTOR", "FAMILY"):
                if v.lower() in LEXICON and not (v.isalpha() and len(v) <= 3):
                    err(f"{rid}: name span collides with clinical lexicon {v!r}")
                if re.fullmatch(r"[a-z]+", v, re.I) is None and any(w in v.lower().split() for w in ("dr", "mr", "mrs", "ms", "prof")):
                    err(f"{rid}: title inside name span {v!r}")
                if v.split()[0].lower() in ("will", "hope", "grace", "frank", "faith", "joy", "rose", "baker", "king",
                                            "ward", "page", "bell", "hill", "wood", "green", "brown", "white", "young",
                                            "sharp", "best", "fox", "mark", "bill", "pat") or \
                        v.split()[-1].lower().strip(",") in ("baker", "king", "ward", "page", "bell", "hill", "wood",
                                                            "green", "brown", "white", "young", "sharp", "best", "fox",
                                                            "hope", "grace", "bishop", "mason", "carter", "lane"):
                    wordname_spans += 1
            if t not in ("PATIENT", "DOCTOR", "FAMILY", "USERNAME") and v.lower() in LEXICON:
                err(f"{rid}: span collides with clinical lexicon {v!r} ({t})")
            for k in range(a, b):
                mask[k] = " "
            # credential right after a staff name
            if t == "DOCTOR" and RE_CRED_AFTER.match(text[b:b + 14]):
                neg["credential"] += 1
        masked = "".join(mask)
        # ---- nothing contact-like left unannotated
        for rx, what in ((RE_EMAIL, "e-mail"), (RE_URL, "URL"), (RE_IP, "IP"), (RE_PHONE555, "555 phone")):
            m = rx.search(masked)
            if m:
                err(f"{rid}: unannotated {what}-like string {m.group(0)!r}")
        # ---- hard negatives (outside spans)
        neg["lab"] += len(RE_LAB.findall(masked))
        neg["vital"] += len(RE_VITAL.findall(masked))
        neg["drug"] += len(RE_DRUG.findall(masked))
        neg["score"] += len(RE_SCORE.findall(masked))
        neg["eponym"] += len(RE_EPONYM.findall(masked))
        neg["icd10"] += len(RE_ICD.findall(masked))
        neg["clock_time"] += len(RE_TIME.findall(masked))
        neg["unit"] += len(RE_UNIT.findall(masked))
        neg["word_as_word"] += len(RE_WORDNAME.findall(masked))
        neg["table_number"] += len(RE_NUMBER.findall(masked))
    # ---- set-level minimums
    if len(rows) < MIN_NOTES:
        err(f"only {len(rows)} notes (< {MIN_NOTES})")
    if n_spans < MIN_SPANS:
        err(f"only {n_spans} spans (< {MIN_SPANS})")
    for t in CATEGORY:
        if per_type[t] < MIN_PER_TYPE:
            err(f"type {t}: {per_type[t]} spans (< {MIN_PER_TYPE})")
    big = [g for g, n in per_genre.items() if n >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    for g, n in per_genre.items():
        if n < MIN_PER_GENRE:
            err(f"genre {g}: {n} notes (< {MIN_PER_GENRE})")
    share = n_lower / max(1, len(rows))
    if not LOWER_SHARE[0] <= share <= LOWER_SHARE[1]:
        err(f"lower-case share {share:.3f} outside {LOWER_SHARE}")
    for k, m in MIN_NEG.items():
        if neg[k] < m:
            err(f"hard negatives {k}: {neg[k]} (< {m})")
    if wordname_spans < 50:
        err(f"only {wordname_spans} name spans using ordinary-word names (< 50)")

    print(f"notes {len(rows)}  spans {n_spans}  genres {len(per_genre)}  lower-case share {share:.3f}")
    print("per genre: " + ", ".join(f"{g} {n}" for g, n in sorted(per_genre.items())))
    print("per type:  " + ", ".join(f"{t} {per_type[t]}" for t in CATEGORY))
    print("unannotated hard negatives: " + ", ".join(f"{k} {neg[k]}" for k in MIN_NEG)
          + f"; ordinary-word name spans {wordname_spans}")
    if errs:
        print(f"FAIL: {len(errs)} problem(s)")
        for e in errs:
            print("  " + e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
