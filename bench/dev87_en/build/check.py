"""Validate bench/dev87_en/notes.jsonl. Exits non-zero on any problem. Standard library only."""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# the guideline's categories and fine types
CATEGORY = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES = 330, 8000, 15, 10

# hard-negative families counted outside spans (all must stay unannotated)
HARD_NEG = {
    "lab": r"\b(?:Na|K|Cl|Urea|BUN|Cr|Creat|eGFR|Hb|Hgb|WCC|Plt|Neut|INR|CRP|ALT|ALP|Bili|Alb|HbA1c|Mg|TSH|"
           r"ferritin|B12|Troponin|D-dimer|lactate)\b",
    "vitals": r"\b(?:HR|RR|SpO2|BP|sats|temp|NEWS2|CBG|FHR|fhr|bp|hr|rr|spo2)\b",
    "drug": r"\b(?:Ramipril|Amlodipine|Atorvastatin|Metformin|Bisoprolol|Apixaban|Furosemide|Paracetamol|"
            r"Omeprazole|Lansoprazole|Levothyroxine|Sertraline|Mirtazapine|Gliclazide|Codeine|Salbutamol|"
            r"Clopidogrel|Aspirin|Enoxaparin|Co-amoxiclav|Amoxicillin|Doxycycline|Prednisolone|Olanzapine|"
            r"Quetiapine|Lithium|Clozapine|Aripiprazole|Zopiclone|Morphine|Oramorph|Ondansetron|Cyclizine|"
            r"Tramadol|Allopurinol|Tamsulosin|Ferrous|Folic|Warfarin|Digoxin|Spironolactone|Insulin|Labetalol|"
            r"Nifedipine|Senna|Lactulose|Macrogol|Donepezil|Levodopa|Gabapentin|Pregabalin|Cefalexin|"
            r"Nitrofurantoin|Fluoxetine|GTN|Glucagon|midazolam|oxycodone|bupivacaine|cefuroxime|Syntometrine)\b",
    "score": r"\b(?:GCS|NYHA|Apgar|APGAR|Bishop score|CURB-65|Wells score|Rockwood|Waterlow|MUST|Barthel|4AT|"
             r"ABCD2|Glasgow-Blatchford|Braden|CHA2DS2-VASc|qSOFA|HoNOS|EPDS|ASA|ACE-III|ATS|"
             r"Manchester Triage)\b",
    "eponym": r"\b(?:Parkinson's|Crohn's|Foley|Babinski|Murphy's|Alzheimer's|Bell's palsy|Hartmann's|Colles|"
              r"Pfannenstiel|Cushing's|Addison's|Graves'|Raynaud's|Hodgkin|Down syndrome|Wolff-Parkinson-White|"
              r"Barrett's|Meniere's|Dupuytren's|Paget's|Sjogren's|Romberg|Kernig's|Trendelenburg|Homan's|"
              r"Rovsing's|Cullen's|Chvostek|Phalen's|Lachman|Guthrie|Calot|Exeter|Kiwi|NEXUS)",
    "credential": r"\b(?:MBBS|MRCP|FRCP|FRCS|MRCGP|MB ChB|MBChB|FRACP|FRACS|FRCPI|FRCSI|FRANZCP|FRACGP|FRNZCGP|"
                  r"MRCPsych|FRCPsych|MICGP|MB BCh BAO|DRCOG|RN|RM|ODP|MPharm|MD|PhD|EMT|ECA|FY1|ST3|CT1|FY2)\b",
    "icd10": r"\b[A-TV-Z]\d\d(?:\.\d{1,2})\b",
    "time": r"\b(?:[01]\d|2[0-3]):[0-5]\d\b",
    "measure": r"\b\d+(?:\.\d+)?\s?(?:mg|mL|g|mmol/L|mmol/mol|cm|mm|kg|units|micrograms|mcg|ng/L|umol/L|g/L|ppm|km/h|%)\b",
    "wordlike": r"\b(?:Will|May|Hope|Grace|Mark|Rose|Joy|Bill|Frank|Sandy|Olive|Amber|Summer|will|may|hope)\b",
    "public_body": r"\b(?:First-tier Tribunal|Mental Health Review Tribunal|Mental Health Tribunal|Mental Health Act|"
                   r"DVLA|NICE|CQC|MHRA|UKHSA|HIQA|HSE|TGA|PBS|PHARMAC|NZTA|Medsafe|Austroads|RSA|"
                   r"Coroner|Safeguarding Adults Board)\b",
}
MIN_HARD_NEG_TOTAL = 5000
MIN_HARD_NEG_EACH = 60
# these must never fall inside an annotated span
CODED = {"ZIP", "MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM",
         "EMAIL", "URL", "USERNAME"}
STRICT = ["lab", "drug", "eponym", "icd10", "time", "measure", "public_body"]

TITLES = ("Dr ", "Dr. ", "Mr ", "Mr. ", "Mrs ", "Ms ", "Miss ", "Prof ", "Prof. ", "Sister ", "nurse ", "dr ")
CREDS = (" MD", " RN", " MBBS", " NP", " PA-C", " MRCP", " FRCS", ",")
AGE_WORDS = re.compile(r"^(?:\d{1,3}|[a-z]+(?:-[a-z]+)?(?: hundred(?: and [a-z]+(?:-[a-z]+)?)?)?)$", re.I)
EXAMPLE_DOMAIN = re.compile(r"(?:^|\.)example\.(?:com|org|net)$", re.I)


def err(problems, nid, msg):
    problems.append(f"{nid}: {msg}")


def is_initial_dot(v):
    # 'Maria K.', 'J.S.', 'K.': a trailing full stop that belongs to an initial
    return len(v) >= 2 and v[-1] == "." and v[-2].isalpha() and (len(v) == 2 or v[-3] in " .")


def phone_ok(v):
    main = re.split(r"\s*(?:ext\.?|x)\s*\d+$", v, flags=re.I)[0]
    d = re.sub(r"\D", "", main)
    if len(d) <= 6:  # internal bleep / extension only
        return True
    return "55501" in d


def ssn_ok(v):
    if re.fullmatch(r"(?:9\d\d|000)-\d\d-\d{4}", v):
        return True
    if re.fullmatch(r"[DFIQUV][A-Z] ?\d\d ?\d\d ?\d\d ?[A-D]", v, re.I):  # NI prefix never issued
        return True
    if re.fullmatch(r"000[ -]\d{3}[ -]\d{3}[A-Z]?", v, re.I):  # 000-prefixed CRN / client-number style
        return True
    m = re.fullmatch(r"(\d{7})([A-W])", v, re.I)  # PPS-style with a wrong check letter
    if m:
        tot = sum(int(x) * w for x, w in zip(m.group(1), range(8, 1, -1)))
        return "WABCDEFGHIJKLMNOPQRSTUV"[tot % 23] != m.group(2).upper()
    return False


def url_host(v):
    u = re.sub(r"^https?://", "", v, flags=re.I)
    return u.split("/")[0]


def main():
    problems = []
    if not os.path.exists(PATH):
        print("missing notes.jsonl")
        return 1
    rows = []
    with open(PATH, "rb") as f:
        raw = f.read()
    try:
        raw.decode("ascii")
    except UnicodeDecodeError:
        problems.append("file is not ASCII")
    for ln, line in enumerate(raw.decode("utf-8", "replace").split("\n"), 1):
        if not line.strip():
            if ln != len(raw.decode("utf-8", "replace").split("\n")):
                problems.append(f"line {ln}: blank line")
            continue
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as e:
            problems.append(f"line {ln}: bad JSON {e}")
    type_counts = collections.Counter()
    genres = collections.Counter()
    neg_counts = collections.Counter()
    lower_notes = 0
    long_notes = 0
    n_spans = 0
    for k, r in enumerate(rows, 1):
        nid = r.get("id") if isinstance(r, dict) else None
        want = f"dev87-en-{k:04d}"
        if not isinstance(r, dict) or set(r) != {"id", "text", "spans", "meta"}:
            err(problems, want, "object must have exactly id, text, spans, meta")
            continue
        if nid != want:
            err(problems, want, f"id out of sequence: {nid}")
        text, spans, meta = r["text"], r["spans"], r["meta"]
        if not isinstance(text, str) or not text.strip():
            err(problems, nid, "empty text")
            continue
        if not text.isascii():
            err(problems, nid, "non-ASCII text")
        if not isinstance(meta, dict) or meta.get("source") != "dev87-en" or not meta.get("genre"):
            err(problems, nid, "meta.source must be dev87-en and meta.genre present")
        else:
            genres[meta["genre"]] += 1
        if text == text.lower():
            lower_notes += 1
        if 1500 <= len(text) <= 4000:
            long_notes += 1
        if not isinstance(spans, list):
            err(problems, nid, "spans not a list")
            continue
        prev_end = -1
        prev_start = -1
        covered = [False] * len(text)
        cover_type = [None] * len(text)
        for s in spans:
            if not isinstance(s, dict) or set(s) != {"start", "end", "label", "type", "text"}:
                err(problems, nid, f"bad span keys {s}")
                continue
            a, b, lab, typ, v = s["start"], s["end"], s["label"], s["type"], s["text"]
            if typ not in CATEGORY:
                err(problems, nid, f"unknown type {typ}")
                continue
            if CATEGORY[typ] != lab:
                err(problems, nid, f"label {lab} wrong for {typ}")
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err(problems, nid, f"bad offsets {a}-{b}")
                continue
            if text[a:b] != v:
                err(problems, nid, f"text mismatch at {a}: {text[a:b]!r} != {v!r}")
            if a < prev_start or a < prev_end:
                err(problems, nid, f"spans unsorted or overlapping at {a}")
            prev_start, prev_end = a, b
            for i in range(a, b):
                covered[i] = True
                cover_type[i] = typ
            type_counts[typ] += 1
            n_spans += 1
            # edges
            if v != v.strip():
                err(problems, nid, f"whitespace at edge {v!r}")
            first_ok = v[0].isalnum() or (typ in ("PHONE", "FAX") and v[0] in "(+")
            last_ok = v[-1].isalnum() or is_initial_dot(v)
            if not first_ok or not last_ok:
                err(problems, nid, f"punctuation at edge {v!r} ({typ})")
            before = text[a - 1] if a > 0 else " "
            after = text[b] if b < len(text) else " "
            if (before.isalpha() and v[0].isalpha()) or (before.isdigit() and v[0].isdigit()):
                err(problems, nid, f"span starts inside a word/number {text[max(0, a - 5):b]!r}")
            if (after.isalpha() and v[-1].isalpha()) or (after.isdigit() and v[-1].isdigit()):
                err(problems, nid, f"span ends inside a word/number {text[a:b + 5]!r}")
            if "\n" in v:
                err(problems, nid, f"newline inside span {v!r}")
            # type-specific
            if CATEGORY[typ] == "NAME" and typ != "USERNAME":
                if v.startswith(TITLES) or v.endswith(CREDS):
                    err(problems, nid, f"title/credential inside name {v!r}")
            if typ == "AGE" and not AGE_WORDS.match(v):
                err(problems, nid, f"age span not a bare number {v!r}")
            if typ == "DATE" and re.search(r"\d\d:\d\d", v):
                err(problems, nid, f"time inside date {v!r}")
            if typ in ("PHONE", "FAX") and not phone_ok(v):
                err(problems, nid, f"phone outside fictional block {v!r}")
            if typ == "EMAIL":
                m = re.fullmatch(r"[\w.+-]+@([\w.-]+)", v)
                if not m or not EXAMPLE_DOMAIN.search(m.group(1)):
                    err(problems, nid, f"email not on example domains {v!r}")
            if typ == "URL" and not EXAMPLE_DOMAIN.search(url_host(v)):
                err(problems, nid, f"url not on example domains {v!r}")
            if typ == "IPADDR":
                try:
                    ip = ipaddress.ip_address(v)
                    nets = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
                    if not any(ip in n for n in nets):
                        err(problems, nid, f"ip not private {v}")
                except ValueError:
                    err(problems, nid, f"bad ip {v}")
            if typ == "SSN" and not ssn_ok(v):
                err(problems, nid, f"ssn not in an invalid/never-issued range {v!r}")
        # hard negatives outside spans; strict families must never be inside a span
        for fam, pat in HARD_NEG.items():
            for m in re.finditer(pat, text):
                inside = any(covered[m.start():m.end()])
                # random alphanumeric values (codes, postcodes, logins) may contain lab-like letters
                coded = any(cover_type[i] in CODED for i in range(m.start(), m.end()))
                if inside and fam in STRICT and len(m.group(0)) > 2 and not coded:
                    err(problems, nid, f"hard negative {fam} {m.group(0)!r} inside a span")
                elif not inside:
                    neg_counts[fam] += 1
        # every occurrence annotated: identifiers, contacts and full names must not recur unannotated
        seen = set()
        for s in spans:
            v, typ = s["text"], s["type"]
            strong = CATEGORY[typ] in ("ID", "CONTACT") or (CATEGORY[typ] == "NAME" and " " in v and len(v) >= 7)
            if not strong or len(v) < 5 or v in seen:
                continue
            seen.add(v)
            for m in re.finditer(r"(?<![A-Za-z0-9/])" + re.escape(v) + r"(?![A-Za-z0-9])", text):
                if not all(covered[m.start():m.end()]):
                    err(problems, nid, f"unannotated repeat of {typ} {v!r}")
    if len(rows) < MIN_NOTES:
        problems.append(f"only {len(rows)} notes (< {MIN_NOTES})")
    if n_spans < MIN_SPANS:
        problems.append(f"only {n_spans} spans (< {MIN_SPANS})")
    for t in CATEGORY:
        if type_counts[t] < MIN_PER_TYPE:
            problems.append(f"type {t}: {type_counts[t]} spans (< {MIN_PER_TYPE})")
    if len(genres) < MIN_GENRES:
        problems.append(f"only {len(genres)} genres (< {MIN_GENRES})")
    for fam in HARD_NEG:
        if neg_counts[fam] < MIN_HARD_NEG_EACH:
            problems.append(f"hard negatives {fam}: {neg_counts[fam]} (< {MIN_HARD_NEG_EACH})")
    if sum(neg_counts.values()) < MIN_HARD_NEG_TOTAL:
        problems.append(f"hard negatives total {sum(neg_counts.values())} (< {MIN_HARD_NEG_TOTAL})")
    if lower_notes < len(rows) // 8:
        problems.append(f"only {lower_notes} all-lower-case notes")
    if long_notes < 30:
        problems.append(f"only {long_notes} notes of 1,500-4,000 characters")

    print(f"notes {len(rows)}  spans {n_spans}  genres {len(genres)}  lower-case notes {lower_notes}  "
          f"notes 1500-4000 chars {long_notes}")
    print("genres: " + ", ".join(f"{g} {n}" for g, n in sorted(genres.items())))
    print("types: " + ", ".join(f"{t} {type_counts[t]}" for t in CATEGORY))
    print("hard negatives outside spans: " + ", ".join(f"{f} {neg_counts[f]}" for f in HARD_NEG)
          + f"  (total {sum(neg_counts.values())})")
    if problems:
        print(f"\n{len(problems)} problem(s):")
        for p in problems[:60]:
            print("  " + p)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
