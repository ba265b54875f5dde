"""Validate bench/dev102_en/notes.jsonl. Exits non-zero on any problem.

Checks: JSON shape, sequential ids, meta, label/type agreement, offsets and span
text, ordering and overlap, edge rules, minimum counts (notes, spans, per type,
genres, notes per genre), fictional contact ranges, no unannotated contact-like
strings or long digit runs, minimum counts of unannotated hard negatives per
category, and the lower-case share.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID",
    "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
GENRES = {"opd_case_sheet", "ward_progress_note", "referral_letter", "discharge_card", "lab_report", "antenatal_card", "prescription",
          "medical_certificate", "insurance_claim_form", "health_camp_register", "community_home_visit", "casualty_mlc_note"}

MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30
LOWER_SHARE = (0.13, 0.21)

NEG = {  # category -> (regex, minimum unannotated matches); case-insensitive
    "lab_analyte_value": (r"\b(?:Hb|Hgb|TLC|WBC|Plt|Platelets|PCV|MCV|ESR|Na|K|Cl|HCO3|BUN|Urea|Cr|Creatinine|RBS|FBS|PPBS|HbA1c|INR|PT|"
                          r"T\. Bili|SGPT|SGOT|ALT|AST|ALP|Albumin|CRP|TSH|Uric acid|Lactate|Trop I|Ca|Mg|CD4|eGFR|GRBS)\b[\s|,:\-\t]{1,12}\d", 2200),
    "qualitative_lab": (r"\b(?:MP \(smear\)|RDT malaria|Widal|HIV|HBsAg|HCV Ab|VDRL|Urine albumin|Urine sugar|Dengue NS1|Sputum AFB|GeneXpert|"
                        r"Blood group|RPR|Urine ketones|Mantoux|Stool ova)\b", 200),
    "vital_sign": (r"\b(?:BP|HR|PR|RR|SpO2|T|Temp|pulse|Wt|Ht|BMI|MUAC|GRBS|FHR)\b:?\s*\d", 1300),
    "drug_dose": (r"\b\d+(?:\.\d+)?(?:/\d+)?\s?(?:mg|g|mcg|ml|IU|units|mg/kg)\b", 1100),
    "drug_form": (r"\b(?:Tab|Cap|Inj|Syp|Neb|Inh|Oint)\.?\s+[A-Za-z]", 750),
    "unit": (r"(?:mmol/L|mg/dL|g/dL|mmHg|bpm|/min|U/L|x10\^9/L|/cumm|mm/hr|ng/mL|mIU/L)", 1200),
    "score": (r"\b(?:GCS|NEWS2|Wells|APGAR|CURB-65|qSOFA|MMSE|Bishop score|Child-Pugh|NYHA|Killip|ASA|MEWS|CHA2DS2-VASc|HAS-BLED|"
              r"PHQ-9|Braden|Morse|mRS|NIHSS|Barthel|VAS|GAD-7|Centor|TIMI|Alvarado|Rankin|Glasgow-Blatchford)\b", 300),
    "eponym": (r"\b(?:Parkinson|Babinski|Foley|Kernig|Murphy|McBurney|Hodgkin|Cushing|Addison|Graves|Bell|Down syndrome|Crohn|Ryle|"
               r"Pfannenstiel|Baker|Colles|Homans|Stevens-Johnson|Guillain-Barre|Burkitt|Kaposi|Hashimoto|Alzheimer|Wilms|Pott|Bartholin|"
               r"Kussmaul|Cheyne-Stokes|Trendelenburg|Rovsing|Tinel|Phalen|Lachman|Romberg|Allen|Valsalva|Hirschsprung|Meckel|Fallot|Ishihara|King's College)", 280),
    "credential": (r"\b(?:MBBS|MD|MS|FRCS|FCPS|MCPS|MRCP|FWACS|FWACP|FMCOG|FMCP|MB;BS|MBChB|MB ChB|MMed|RN|RM|SRN|BSN|BScN|BPharm|B\.Pharm|DGO|DCH|DNB|DM|"
                   r"FGCPS|FCP|FCS|FPCP|DPPS|FPOGS|RMT|KRCHN|MRCOG|BAMS|RPh)\b", 500),
    "icd10": (r"\b[A-TV-Z]\d{2}(?:\.\d{1,2})?\b", 300),
    "clock_time": (r"\b(?:[01]?\d|2[0-3])[:.][0-5]\d(?:\s?(?:hrs|am|pm))?\b|\b\d{4}h\b|\b\d{1,2} (?:am|pm)\b", 700),
    "table_row_number": (r"(?m)^(?:\| ?\d{1,2} ?\||\d{1,2}[,\t]|\d{1,2}\s{2,}|\d{1,2}\. |\d{1,2}\) )", 1600),
    "department": (r"\b(?:OPD|Casualty|Medicine|Surgery|OBG|Paediatrics|ICU|MICU|HDU|NICU|Labour Room|Orthopaedics|ENT|A&E|ED|CCU|"
                   r"Cardiology|Nephrology|Neurology|Obstetrics|Psychiatry)\b", 200),
    "public_body": (r"\b(?:WHO|UNICEF|MOH|ESIC|CGHS|PM-JAY|NHIS|NHIF|SHA|PhilHealth|DOH|NCDC|CDC|NACO|NTEP|KEMSA|NHI|NHIA|NHF|JADEP|MediShield|CHAS)\b", 90),
    "obstetric_or_duration": (r"\bG\d+P\d+|\b\d+\s?(?:days|weeks|wks|months|yrs)\b|\bx \d/\d{1,2}\b|\bsince \d+ (?:year|days)", 230),
    "word_as_non_name": (r"\b(?:will|hope|hopes|grace|baker's|king's|king-size|blessing|precious|faith|joy|mercy|patience|gift|comfort|green|brown|"
                         r"rose|small|frank|young|sterling)\b", 110),
}

EMAIL_RE = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
URL_RE = re.compile(r"(?:https?://|www\.)\S+|\b[\w-]+\.(?:com|org|net)\b", re.I)
IP_RE = re.compile(r"\b\d{1,3}(?:\.\d{1,3}){3}\b")
LONGNUM_RE = re.compile(r"\d{7,}")
PHONE555_RE = re.compile(r"\b555[\s-]?\d{3,4}\b")


def fictional_ip(v):
    try:
        a = [int(x) for x in v.split(".")]
    except ValueError:
        return False
    if len(a) != 4 or any(x > 255 for x in a):
        return False
    return a[0] == 10 or (a[0] == 172 and 16 <= a[1] <= 31) or (a[0] == 192 and a[1] == 168)


def host_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in ("example.com", "example.org", "example.net"))


def main():
    errs = []

    def err(msg):
        if len(errs) < 200:
            errs.append(msg)

    rows = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"line {ln}: bad JSON {e}")
    type_count = collections.Counter()
    genre_notes = collections.Counter()
    neg_count = collections.Counter()
    n_lower = 0
    n_spans = 0
    for i, r in enumerate(rows):
        rid = r.get("id")
        if set(r) != {"id", "text", "spans", "meta"}:
            err(f"{rid}: keys {sorted(r)}")
            continue
        if rid != f"dev102-en-{i + 1:04d}":
            err(f"{rid}: id out of sequence (expected dev102-en-{i + 1:04d})")
        text, spans, meta = r["text"], r["spans"], r["meta"]
        if not isinstance(text, str) or not text.strip():
            err(f"{rid}: empty text")
            continue
        if not isinstance(meta, dict) or meta.get("source") != "dev102-en" or meta.get("genre") not in GENRES or not isinstance(meta.get("lowercase"), bool):
            err(f"{rid}: bad meta {meta}")
            continue
        genre_notes[meta["genre"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err(f"{rid}: marked lowercase but text is not")
        if any(ch in text for ch in "\ue000\ue001\ue002"):
            err(f"{rid}: marker character left in text")
        prev_end = -1
        for s in spans:
            if set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{rid}: span keys {sorted(s)}")
                continue
            st, en, lab, typ, val = s["start"], s["end"], s["label"], s["type"], s["text"]
            if typ not in TYPES:
                err(f"{rid}: unknown type {typ}")
                continue
            if TYPES[typ] != lab:
                err(f"{rid}: label {lab} does not match type {typ}")
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err(f"{rid}: bad offsets {st},{en}")
                continue
            if text[st:en] != val:
                err(f"{rid}: text[{st}:{en}]={text[st:en]!r} != {val!r}")
            if st < prev_end:
                err(f"{rid}: spans unsorted or overlapping at {st}")
            prev_end = en
            # edge rules
            if val != val.strip() or "\n" in val:
                err(f"{rid}: whitespace/newline at edge or inside {val!r}")
            if val[0] in ",.;:)]}\"'!?" or val[-1] in ",;:([{\"'!?":
                err(f"{rid}: punctuation at span edge {val!r}")
            if val[0] == "(" and ")" not in val:
                err(f"{rid}: unbalanced bracket {val!r}")
            if val[-1] == ")" and "(" not in val:
                err(f"{rid}: unbalanced bracket {val!r}")
            if val[-1] == "." and not re.search(r"(?:^|[^A-Za-z])[A-Za-z]\.$", val):
                err(f"{rid}: span ends with a full stop that is not an initial {val!r}")
            for a, b in ((st - 1, st), (en - 1, en)):
                if a < 0 or b >= len(text):
                    continue
                x, y = text[a], text[b]
                if (x.isalpha() and y.isalpha()) or (x.isdigit() and y.isdigit()):
                    err(f"{rid}: span edge inside a word/number {text[max(0, a - 8):b + 8]!r}")
            # fictional contact data
            digits = re.sub(r"\D", "", val)
            if typ in ("PHONE", "FAX") and len(digits) >= 7 and "555" not in digits:
                err(f"{rid}: phone/fax without 555 block {val!r}")
            if typ == "EMAIL":
                m = re.fullmatch(r"[\w.+-]+@([\w.-]+)", val)
                if not m or not host_ok(m.group(1)):
                    err(f"{rid}: e-mail not on example domains {val!r}")
            if typ == "URL":
                host = re.sub(r"^https?://", "", val, flags=re.I).split("/")[0].split("?")[0]
                if not host_ok(host):
                    err(f"{rid}: URL not on example domains {val!r}")
            if typ == "IPADDR" and not fictional_ip(val):
                err(f"{rid}: IP not in private ranges {val!r}")
            if typ == "SSN" and not (val.startswith("9") or val.startswith("000")):
                err(f"{rid}: national number must start with 9 or 000 {val!r}")
            type_count[typ] += 1
            n_spans += 1
        # unannotated text (spans masked out)
        chars = list(text)
        for s in spans:
            for k in range(s["start"], s["end"]):
                chars[k] = "\u2588"
        masked = "".join(chars)
        for rx, what in ((EMAIL_RE, "e-mail"), (URL_RE, "URL"), (IP_RE, "IP"), (LONGNUM_RE, "7+ digit number"), (PHONE555_RE, "phone-like")):
            for m in rx.finditer(masked):
                err(f"{rid}: unannotated {what}: {m.group(0)!r}")
        for cat, (rx, _) in NEG.items():
            neg_count[cat] += len(re.findall(rx, masked, flags=re.I))

    # global minima
    if len(rows) < MIN_NOTES:
        err(f"only {len(rows)} notes (< {MIN_NOTES})")
    if n_spans < MIN_SPANS:
        err(f"only {n_spans} spans (< {MIN_SPANS})")
    for t in TYPES:
        if type_count[t] < MIN_PER_TYPE:
            err(f"type {t}: {type_count[t]} spans (< {MIN_PER_TYPE})")
    big = [g for g, n in genre_notes.items() if n >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    for g, n in genre_notes.items():
        if n < MIN_PER_GENRE:
            err(f"genre {g}: {n} notes (< {MIN_PER_GENRE})")
    share = n_lower / max(1, len(rows))
    if not (LOWER_SHARE[0] <= share <= LOWER_SHARE[1]):
        err(f"lower-case share {share:.3f} outside {LOWER_SHARE}")
    for cat, (_, mn) in NEG.items():
        if neg_count[cat] < mn:
            err(f"hard negatives '{cat}': {neg_count[cat]} (< {mn})")

    print(f"notes {len(rows)}  spans {n_spans}  genres {len(genre_notes)}  lower-case {n_lower} ({share:.1%})")
    print("spans per type: " + ", ".join(f"{t} {type_count[t]}" for t in sorted(TYPES, key=lambda x: -type_count[x])))
    print("notes per genre: " + ", ".join(f"{g} {n}" for g, n in sorted(genre_notes.items())))
    print("unannotated hard negatives: " + ", ".join(f"{c} {neg_count[c]}" for c in NEG))
    if errs:
        print(f"\nFAILED: {len(errs)} problem(s) (first 200 shown)")
        for e in errs:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
