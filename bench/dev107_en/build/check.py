"""Validate bench/dev107_en/notes.jsonl. Exits non-zero on any problem.

Usage (from bench/dev107_en):  python3 build/check.py
Stdlib only. Checks shape, ids, labels, offsets, edges, minimum counts, fictional contact
ranges, unannotated contact-like strings, and minimum counts of unannotated hard negatives.
"""
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
GENRES = {"cardiology_clinic", "oncology_consult", "endoscopy_report", "cath_lab_report", "dialysis_run_sheet",
          "obstetric_labour", "paediatric_clinic", "orthopaedic_clinic", "dermatology", "ophthalmology",
          "genetics_letter", "transplant_coordinator", "anaesthesia_preop"}

MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30
LOWER_SHARE = (0.14, 0.195)

# unannotated hard negatives: category -> (regex, minimum count outside every span)
LABS = r"Na|K|Cl|HCO3|BUN|Cr|Glu|Hgb|WBC|Plt|INR|ALT|AST|Alb|Ca|Mg|Phos|TSH|HbA1c|LDL|BNP|Trop I|ANC|Ferritin|PTH|eGFR|Lactate"
DRUGS = (r"metoprolol|bisoprolol|apixaban|rivaroxaban|atorvastatin|rosuvastatin|sacubitril/valsartan|spironolactone|"
         r"furosemide|amiodarone|digoxin|ramipril|nitroglycerin|dapagliflozin|empagliflozin|ivabradine|lisinopril|"
         r"metformin|levothyroxine|pantoprazole|amlodipine|aspirin|sertraline|gabapentin|insulin|acetaminophen|"
         r"tamsulosin|clopidogrel|warfarin|hydrochlorothiazide|prednisone|omeprazole|salbutamol|ondansetron|"
         r"dexamethasone|oxaliplatin|leucovorin|doxorubicin|cyclophosphamide|rituximab|vincristine|carboplatin|"
         r"pemetrexed|gemcitabine|nab-paclitaxel|propofol|heparin|iohexol|ticagrelor|epoetin alfa|iron sucrose|"
         r"calcitriol|sevelamer|oxytocin|bupivacaine|fentanyl|amoxicillin|naproxen|hydromorphone|enoxaparin|"
         r"celecoxib|alendronate|clobetasol|methotrexate|folic acid|adalimumab|tretinoin|doxycycline|tacrolimus|"
         r"isotretinoin|aflibercept|bevacizumab|ranibizumab|latanoprost|timolol|brimonidine|prednisolone|"
         r"mycophenolate mofetil|valganciclovir|TMP-SMX|nystatin|lidocaine|levodopa/carbidopa|Pen G")
NEG = {
    "lab": (r"\b(?:" + LABS + r")\b[\s|]*[<>]?\d", 1200),
    "vital": (r"\b(?:BP|HR|RR|T|Temp|SpO2|sat|Wt|weight|BMI|blood pressure|heart rate|respiratory rate|temperature)\s+\d", 1000),
    "drug": (r"\b(?:" + DRUGS + r")\b", 1300),
    "score": (r"\b(?:NYHA class|ECOG|GCS|Wells score|Wells criteria|APGAR|ASA(?: class)?|Mallampati|CHA2DS2-VASc|HAS-BLED|"
              r"Bishop score|Tanner stage|Karnofsky|MELD|STOP-BANG|RCRI|Kt/V|Fitzpatrick type|PASI|"
              r"Boston Bowel Prep Score|TIMI|Forrest|Kellgren-Lawrence grade|Frailty scale|cPRA|CCS)\b", 450),
    "eponym": (r"\b(?:Parkinson's|Babinski|Foley|Holter|Wenckebach|Sokolow-Lyon|Barrett|Mallory-Weiss|Lachman|"
               r"McMurray|Neer|Hawkins|Trendelenburg|Weber|Colles|Kellgren-Lawrence|Koebner|Koplik|Snellen|Amsler|"
               r"Goldmann|Marfan|Lynch|Baker's|Hill-Sachs|Bell's|Fick|Thomas test|Prague|Boston)\b", 300),
    "credential": (r"(?:,\s?|\s)(?:MD|DO|RN|NP|PA-C|FRCPC|FRCSC|FACC|RDCS|RCS|RCIS|CGC|CCGC|MSW|BSN|COA|RM|MBBS|PhD|MS|MSc)\b", 900),
    "icd10": (r"\b[A-TV-Z]\d{2}\.\d{1,4}\b|(?<=\()[A-TV-Z]\d{2}(?=\))", 400),
    "clock_time": (r"\b\d{1,2}:\d{2}\b|\b\d{4}h\b", 550),
    "table_row_number": (r"(?m)^(?:\|\s*)?\d{1,2}(?=\s*\||,|\t)", 250),
    "word_name_as_word": (r"\b(?:will|hope|hopes|grace|rose|little|white|stone|long|short|green|brown|fields|mark|"
                          r"marked|young|joy|faithful|frost|king-size)\b", 500),
    "table_number": (r"(?<![\w.:/-])\d+(?:\.\d+)?(?![\w:/-])", 8000),
}
# strings that must never be annotated
NEVER = re.compile(r"^(?:" + LABS + "|" + DRUGS + r"|MD|RN|DO|NP|PA-C|ICU|ED|NYHA|ECOG|GCS|APGAR|Foley|Babinski|Parkinson's)$", re.I)

EMAIL_RE = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", re.I)
URL_RE = re.compile(r"\b(?:https?://\S+|www\.\S+|[\w.-]+\.(?:com|org|net)\b\S*)", re.I)
IP_RE = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")
PHONE_RE = re.compile(r"\(?\b\d{3}\)?[-. ]\d{3}[-. ]\d{4}\b")
SSN_RE = re.compile(r"\b\d{3}-\d{2}-\d{4}\b")
PUNCT_START = set(",.;:!?)]}\"'/-")
PUNCT_END = set(",;:!?([{\"'/-)]}")


def cls(c):
    if c.isdigit():
        return "d"
    if c.isalpha():
        return "a"
    return None


def private_ip(v):
    p = [int(x) for x in v.split(".")]
    if any(x > 255 for x in p):
        return False
    return p[0] == 10 or (p[0] == 172 and 16 <= p[1] <= 31) or (p[0] == 192 and p[1] == 168)


def phone_ok(v):
    main = re.split(r"\s*(?:ext\.?|x\.?)\s*\d+$", v, flags=re.I)[0]
    d = re.sub(r"\D", "", main)
    if len(d) < 7:
        return True
    return d[-7:-4] == "555"


def main():
    errs = []

    def err(msg):
        if len(errs) < 60:
            print("ERROR:", msg)
        errs.append(msg)

    rows = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except Exception as e:  # noqa: BLE001
                err(f"line {ln}: bad JSON {e}")
    types = collections.Counter()
    genre_n = collections.Counter()
    neg = collections.Counter()
    nspans = 0
    nlower = 0
    for i, row in enumerate(rows, 1):
        rid = row.get("id")
        if set(row) != {"id", "text", "spans", "meta"}:
            err(f"{rid}: keys {sorted(row)}")
            continue
        if rid != f"dev107-en-{i:04d}":
            err(f"{rid}: expected dev107-en-{i:04d}")
        text, spans, meta = row["text"], row["spans"], row["meta"]
        if not isinstance(text, str) or not text.strip():
            err(f"{rid}: empty text")
            continue
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase"}:
            err(f"{rid}: meta keys")
            continue
        if meta["source"] != "dev107-en":
            err(f"{rid}: meta.source")
        if meta["genre"] not in GENRES:
            err(f"{rid}: genre {meta['genre']}")
        genre_n[meta["genre"]] += 1
        if not isinstance(meta["lowercase"], bool):
            err(f"{rid}: lowercase not bool")
        if meta["lowercase"]:
            nlower += 1
            if text != text.lower():
                err(f"{rid}: lowercase note has upper-case characters")
        elif text == text.lower():
            err(f"{rid}: non-lowercase note is all lower case")
        if "\ue000" in text or "\ue001" in text or any(0xE100 <= ord(c) <= 0xE1FF for c in text):
            err(f"{rid}: marker characters left in text")
        prev_end = 0
        covered = []
        for s in spans:
            if set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{rid}: span keys {sorted(s)}")
                continue
            a, b, t, lab, v = s["start"], s["end"], s["type"], s["label"], s["text"]
            if t not in CATEGORY:
                err(f"{rid}: unknown type {t}")
                continue
            if CATEGORY[t] != lab:
                err(f"{rid}: label {lab} for type {t}")
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err(f"{rid}: bad offsets {a},{b}")
                continue
            if text[a:b] != v:
                err(f"{rid}: text mismatch {text[a:b]!r} != {v!r}")
            if a < prev_end:
                err(f"{rid}: unsorted or overlapping span at {a}")
            prev_end = b
            covered.append((a, b))
            if v != v.strip():
                err(f"{rid}: whitespace at span edge {v!r}")
            if a > 0 and cls(text[a - 1]) and cls(text[a - 1]) == cls(text[a]):
                err(f"{rid}: span starts inside a word/number {text[max(0, a - 5):b]!r}")
            if b < len(text) and cls(text[b - 1]) and cls(text[b - 1]) == cls(text[b]):
                err(f"{rid}: span ends inside a word/number {text[a:b + 5]!r}")
            if v[0] in PUNCT_START or (v[0] in "(+#" and t not in ("PHONE", "FAX")):
                err(f"{rid}: span starts with punctuation {v!r}")
            if v[-1] in PUNCT_END:
                err(f"{rid}: span ends with punctuation {v!r}")
            if v[-1] == "." and not (len(v) >= 2 and v[-2].isalpha() and (len(v) == 2 or not v[-3].isalpha())):
                err(f"{rid}: span ends with a full stop that is not an initial {v!r}")
            if NEVER.match(v) and t != "STATE" and not (lab == "NAME" and len(v) <= 3):
                err(f"{rid}: never-PHI string annotated {v!r}")
            if re.fullmatch(r"\d{1,3}", v) and t not in ("AGE", "LOCATION_OTHER", "PHONE"):
                err(f"{rid}: short number annotated as {t} {v!r}")
            if t in ("PHONE", "FAX") and not phone_ok(v):
                err(f"{rid}: non-fictional phone {v!r}")
            if t == "EMAIL" and not re.search(r"@(?:[\w-]+\.)*example\.(?:com|org|net)$", v, re.I):
                err(f"{rid}: e-mail outside example domains {v!r}")
            if t == "URL" and not re.match(r"^(?:https?://)?(?:[\w-]+\.)*example\.(?:com|org|net)(?:[/?].*)?$", v, re.I):
                err(f"{rid}: URL outside example domains {v!r}")
            if t == "IPADDR" and not (IP_RE.fullmatch(v) and private_ip(v)):
                err(f"{rid}: IP not in a private range {v!r}")
            if t == "SSN":
                d = re.sub(r"\D", "", v)
                if not (d.startswith("9") or d.startswith("000")):
                    err(f"{rid}: SSN outside fictional range {v!r}")
            types[t] += 1
            nspans += 1

        def inside(x, y):
            return any(a < y and x < b for a, b in covered)

        for name, rx in (("e-mail", EMAIL_RE), ("URL", URL_RE), ("IP", IP_RE), ("phone", PHONE_RE), ("SSN", SSN_RE)):
            for mo in rx.finditer(text):
                if not inside(mo.start(), mo.end()):
                    err(f"{rid}: unannotated {name}-like string {mo.group(0)!r}")
        for cat, (rx, _) in NEG.items():
            for mo in re.finditer(rx, text, re.I):
                if not inside(mo.start(), mo.end()):
                    neg[cat] += 1

    n = len(rows)
    if n < MIN_NOTES:
        err(f"only {n} notes (< {MIN_NOTES})")
    if nspans < MIN_SPANS:
        err(f"only {nspans} spans (< {MIN_SPANS})")
    for t in CATEGORY:
        if types[t] < MIN_PER_TYPE:
            err(f"type {t}: {types[t]} spans (< {MIN_PER_TYPE})")
    big = [g for g, k in genre_n.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    share = nlower / n if n else 0
    if not (LOWER_SHARE[0] <= share <= LOWER_SHARE[1]):
        err(f"lower-case share {share:.3f} outside {LOWER_SHARE}")
    for cat, (_, mn) in NEG.items():
        if neg[cat] < mn:
            err(f"hard negatives {cat}: {neg[cat]} unannotated (< {mn})")

    print(f"notes {n}, spans {nspans}, genres {len(genre_n)} (>= {MIN_PER_GENRE} notes: {len(big)}), lower-case {nlower} ({share:.1%})")
    print("per type: " + ", ".join(f"{t} {types[t]}" for t in CATEGORY))
    print("per genre: " + ", ".join(f"{g} {k}" for g, k in sorted(genre_n.items())))
    print("unannotated hard negatives: " + ", ".join(f"{c} {neg[c]}" for c in NEG))
    if errs:
        print(f"FAIL: {len(errs)} problem(s)")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
