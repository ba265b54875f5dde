"""Validate dev105_en/notes.jsonl.  Exits non-zero on any problem.

    cd bench/dev105_en && python3 build/check.py
"""
import ipaddress
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATH = os.path.join(ROOT, "notes.jsonl")

CATEGORY = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30
LOWER_SHARE = (0.14, 0.20)
FICTIONAL_DOMAINS = ("example.com", "example.org", "example.net")

# unannotated hard negatives: category -> (regex, minimum count over the set)
HARD_NEG = {
    "lab_analyte": (r"\b(Na|K|Cl|HCO3|Urea|Cr|eGFR|Hb|WCC|Plt|HbA1c|Chol|HDL|LDL|TG|ALT|ALP|Bili|Alb|TSH|fT4|CRP|"
                    r"Ferritin|B12|Folate|Vit D|ACR|PSA|INR|Glucose|Mg)\b", 2000),
    "vital_sign": (r"\b(BP|HR|RR|SpO2|sats|pulse|temp|T)\s+\d", 700),
    "drug": (r"\b(atorvastatin|simvastatin|metformin|ramipril|perindopril|amlodipine|bisoprolol|apixaban|rivaroxaban|"
             r"warfarin|salbutamol|Fostair|Symbicort|tiotropium|Trelegy|montelukast|levothyroxine|omeprazole|"
             r"lansoprazole|sertraline|citalopram|mirtazapine|paracetamol|ibuprofen|co-codamol|gliclazide|"
             r"empagliflozin|dapagliflozin|sitagliptin|insulin|NovoRapid|furosemide|spironolactone|doxycycline|"
             r"amoxicillin|prednisolone|folic acid|ferrous fumarate|colecalciferol|alendronic acid|tamsulosin|"
             r"finasteride|methotrexate|hydroxychloroquine|gabapentin|amitriptyline|naproxen|Avamys|Epaderm|GTN|"
             r"aspirin|clopidogrel|nitrofurantoin|fluoxetine|pregabalin|Seretide|Ventolin|carbocisteine|semaglutide|"
             r"indapamide|losartan|candesartan|methadone|buprenorphine|oxycodone|hydroxocobalamin)\b", 1000),
    "unit": (r"\d\s*(mmol/L|umol/L|mmol/mol|g/L|x10\^9/L|mg/L|U/L|ug/L|ng/L|nmol/L|pmol/L|mU/L|mg/mmol|"
             r"mL/min/1\.73m2|mg|mcg|micrograms|units|kg|cm|bpm|mmHg|L/min|ppb|%|kg/m2|mL|L)\b", 2000),
    "score": (r"\b(QRISK3|PHQ-9|GAD-7|CAT|mMRC|MRC|ACT|NEWS2|CHA2DS2-VASc|ORBIT|AUDIT-C|6-CIT|EPDS|FeverPAIN|"
              r"Centor|Wells|MUST|FRAX|Waterlow|Rockwood CFS|MMSE)\b", 220),
    "eponym": (r"\b(Parkinson's|Bell's|Crohn's|Hashimoto's|Graves'|Addison's|Cushing's|Alzheimer's|Barrett's|"
               r"Raynaud's|Dupuytren's|Osgood-Schlatter|Baker's|Meniere's|Sjogren's|Down syndrome|Wilson's|Paget's|"
               r"Hodgkin|Tourette|Asperger|Still's|Babinski|Murphy's|Kernig's|Romberg|Trendelenburg|Phalen's|"
               r"Tinel's|Homan's|Foley|Guedel|Valsalva|Epley|Lachman|McMurray|Rovsing's|Hallpike|Snellen|Schober's)",
               230),
    "credential": (r"(?<![\w-])(MRCGP|FRCP|MRCP|FRCS|MBChB|MB BS|DRCOG|DFSRH|MICGP|MRCPI|FRCPI|MB BCh BAO|DCH|"
                   r"FRACGP|FRACP|FRACS|MBBS|FRNZCGP|DipObst|RN|RGN|RM|NP|MSc)(?![\w-])", 300),
    "clinical_code": (r"\([A-Z]\d\d(\.\d{1,2})?\)|ICD-10 [A-Z]\d\d|(SCTID|SNOMED) \d{6,9}|\[[0-9A-Z][0-9A-Za-z]{1,4}\.*\]|"
                      r"^[0-9A-Z][0-9A-Za-z]{1,3}\.+ |Code: [0-9A-Z][0-9A-Za-z]{1,3}\.+", 350),
    "clock_time": (r"(?<![\d:])([01]\d|2[0-3]):[0-5]\d(?![\d:])", 450),
    "word_that_is_a_name": (r"\b(will|hope|grace|faith|joy|rose|dawn|bell's|walker|page|price|black|brown|green|white|"
                            r"young|sharp|long|small|best|power|fields?|wells|cook|frost|snow|stone|little|friend|love|"
                            r"rich|wise|mark|moody|cross|baker's)\b", 500),
    "table_row_number": (r"^(\| )?\d{1,2}(\t|,| \| |  +|\) |\. )", 1000),
}
UNANNOTATED_FORBIDDEN = {
    "email-like": r"[\w.+-]+@[\w-]+(\.[\w-]+)+",
    "url-like": r"https?://|\bwww\.|\b[\w-]+\.(com|org|net)\b",
    "ip-like": r"(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])",
    "555-phone-like": r"(?<!\d)555(?!\d)|(?<!\d)5550(?!\d)",
}
MONTHS = ("january february march april may june july august september october november december "
          "jan feb mar apr jun jul aug sep oct nov dec monday tuesday wednesday thursday friday saturday sunday "
          "mon tue wed thu fri sat sun christmas easter boxing new year's st patrick's st stephen's anzac australia "
          "waitangi matariki day monday").split()
NUMWORDS = set("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
               "sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred "
               "and".split())


def classes(ch):
    if ch.isalpha():
        return "a"
    if ch.isdigit():
        return "d"
    return None


def edge_problems(text, s, e, typ):
    v = text[s:e]
    out = []
    if not v:
        return ["empty span"]
    if v != v.strip():
        out.append("whitespace at edge")
    if "\n" in v or "\t" in v:
        out.append("line break/tab inside span")
    first, last = v[0], v[-1]
    if not (first.isalnum() or first == "+" or (first == "(" and ")" in v)):
        out.append(f"bad first char {first!r}")
    if last == ".":
        # only a trailing initial ("Maria K.", "J.S.") may keep its full stop
        if not (len(v) >= 2 and v[-2].isalpha() and (len(v) == 2 or not v[-3].isalpha())):
            out.append("trailing full stop")
    elif last == ")":
        if "(" not in v:
            out.append("unbalanced ')'")
    elif not last.isalnum():
        out.append(f"bad last char {last!r}")
    if s > 0 and classes(text[s - 1]) and classes(text[s - 1]) == classes(text[s]):
        out.append("start inside a word/number")
    if e < len(text) and classes(text[e]) and classes(text[e]) == classes(text[e - 1]):
        out.append("end inside a word/number")
    return out


def type_sanity(v, typ):
    lv = v.lower()
    if typ == "AGE":
        if lv.isdigit():
            return int(lv) <= 120
        return all(w in NUMWORDS for w in re.split(r"[ -]", lv))
    if typ == "DATE":
        return bool(re.search(r"\d", lv)) or any(w in lv.split() for w in MONTHS) or lv in MONTHS
    if typ in ("PHONE", "FAX"):
        digits = re.sub(r"\D", "", v)
        if len(digits) >= 7:
            groups = re.findall(r"\d+", v)
            return any(g == "555" or g.startswith("5550") for g in groups)
        return len(digits) >= 3
    if typ == "EMAIL":
        mm = re.fullmatch(r"[\w.+-]+@([\w.-]+)", lv)
        return bool(mm) and any(mm.group(1) == d or mm.group(1).endswith("." + d) for d in FICTIONAL_DOMAINS)
    if typ == "URL":
        host = re.sub(r"^https?://", "", lv).split("/")[0]
        return any(host == d or host.endswith("." + d) for d in FICTIONAL_DOMAINS)
    if typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            return False
        return any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))
    if typ == "SSN":
        return v.startswith("9") or v.startswith("000")
    return True


def main():
    errors = []

    def err(msg):
        errors.append(msg)

    recs = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                recs.append(json.loads(line))
            except json.JSONDecodeError as ex:
                err(f"line {ln}: bad JSON {ex}")
    type_counts, genre_counts = {}, {}
    n_spans = n_lower = 0
    hard = {k: 0 for k in HARD_NEG}
    for i, rec in enumerate(recs, 1):
        rid = rec.get("id")
        if set(rec) != {"id", "text", "spans", "meta"}:
            err(f"{rid}: keys {sorted(rec)}")
            continue
        if rid != f"dev105-en-{i:04d}":
            err(f"line {i}: id {rid} not sequential")
        text, spans, meta = rec["text"], rec["spans"], rec["meta"]
        if not isinstance(text, str) or not text.strip():
            err(f"{rid}: empty text")
            continue
        if any(0xE000 <= ord(ch) <= 0xF8FF for ch in text):
            err(f"{rid}: private-use marker left in text")
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase"} or meta.get("source") != "dev105-en" or not isinstance(meta.get("genre"), str) \
                or not meta.get("genre") or not isinstance(meta.get("lowercase"), bool):
            err(f"{rid}: bad meta {meta}")
            continue
        genre_counts[meta["genre"]] = genre_counts.get(meta["genre"], 0) + 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err(f"{rid}: marked lowercase but has upper case")
        prev_end = -1
        mask = list(text)
        for sp in spans:
            if set(sp) != {"start", "end", "label", "type", "text"}:
                err(f"{rid}: span keys {sorted(sp)}")
                continue
            s, e, typ = sp["start"], sp["end"], sp["type"]
            if typ not in CATEGORY:
                err(f"{rid}: unknown type {typ}")
                continue
            if sp["label"] != CATEGORY[typ]:
                err(f"{rid}: label {sp['label']} for {typ}")
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err(f"{rid}: bad offsets {s},{e}")
                continue
            if text[s:e] != sp["text"]:
                err(f"{rid}: text mismatch at {s}: {text[s:e]!r} vs {sp['text']!r}")
            if s < prev_end:
                err(f"{rid}: unsorted/overlapping span at {s}")
            prev_end = e
            for p in edge_problems(text, s, e, typ):
                err(f"{rid}: {typ} {text[s:e]!r}: {p}")
            if not type_sanity(text[s:e], typ):
                err(f"{rid}: {typ} value fails range/format rule: {text[s:e]!r}")
            type_counts[typ] = type_counts.get(typ, 0) + 1
            n_spans += 1
            for k in range(s, e):
                mask[k] = "\x00"
        masked = "".join(mask)
        for name, rx in UNANNOTATED_FORBIDDEN.items():
            for mm in re.finditer(rx, masked, flags=re.I):
                err(f"{rid}: unannotated {name} {mm.group(0)!r}")
        for cat, (rx, _) in HARD_NEG.items():
            hard[cat] += len(re.findall(rx, masked, flags=re.I | re.M))
    n = len(recs)
    if n < MIN_NOTES:
        err(f"only {n} notes (< {MIN_NOTES})")
    if n_spans < MIN_SPANS:
        err(f"only {n_spans} spans (< {MIN_SPANS})")
    for t in CATEGORY:
        if type_counts.get(t, 0) < MIN_PER_TYPE:
            err(f"type {t}: {type_counts.get(t, 0)} spans (< {MIN_PER_TYPE})")
    if len(genre_counts) < MIN_GENRES:
        err(f"only {len(genre_counts)} genres")
    for g, k in genre_counts.items():
        if k < MIN_PER_GENRE:
            err(f"genre {g}: {k} notes (< {MIN_PER_GENRE})")
    share = n_lower / max(n, 1)
    if not (LOWER_SHARE[0] <= share <= LOWER_SHARE[1]):
        err(f"lower-case share {share:.3f} outside {LOWER_SHARE}")
    for cat, (_, mn) in HARD_NEG.items():
        if hard[cat] < mn:
            err(f"hard negatives {cat}: {hard[cat]} unannotated (< {mn})")

    print(f"notes {n}, spans {n_spans}, genres {len(genre_counts)}, lower-case {n_lower} ({share:.3f})")
    print("per type: " + ", ".join(f"{t} {type_counts.get(t, 0)}" for t in CATEGORY))
    print("per genre: " + ", ".join(f"{g} {k}" for g, k in sorted(genre_counts.items())))
    print("unannotated hard negatives: " + ", ".join(f"{k} {v}" for k, v in hard.items()))
    if errors:
        for x in errors[:60]:
            print("ERROR", x)
        print(f"FAIL: {len(errors)} problem(s)")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
