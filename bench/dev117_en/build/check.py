"""Validate ../notes.jsonl; exit non-zero on any problem. Standard library only; scores nothing."""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "notes.jsonl")

TYPES = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
         "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
         "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
         "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
         "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
         "IPADDR": "CONTACT", "PROFESSION": "PROFESSION"}

MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30
LOWER_SHARE = (0.12, 0.22)

# unannotated hard negatives: category -> (regex, minimum count outside spans)
HARD = {
    "lab_values": (r"\b(?:Hb|WCC|Plt|Neut|Na|K|Urea|Creat|eGFR|CRP|HbA1c|ALT|ALP|Bili|Alb|INR|TSH|Trop T|Ferritin|Adj Ca|Mg|Lactate|D-dimer|B12|Chol|Glucose|ANC|Li level|Clozapine level)[ ,:\t|]+\d", 1000),
    "vitals": (r"\b(?:BP \d{2,3}/\d{2,3}|HR \d+|RR \d+|SpO2 \d+%|T \d\d\.\d|CBG \d)", 1000),
    "drug_doses": (r"\b\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)? ?(?:mg|mcg|g|units|ml|L)\b", 700),
    "sigs": (r"\b(?:OD|BD|TDS|QDS|PRN|ON|nocte|mane|OM)\b", 1000),
    "scores": (r"\b(?:PHQ-9|GAD-7|MMSE|AMTS|4AT|Waterlow|MUST|Braden|CURB-65|Wells score|CHA2DS2-VASc|HAS-BLED|Rockwood CFS|Barthel|Glasgow-Blatchford|ABCD2|NIHSS|AUDIT-C|HoNOS|Epworth|MoCA|NEWS2|GCS|Pain score|BMI) \d", 350),
    "eponyms": (r"\b(?:Parkinson|Crohn|Alzheimer|Graves|Hashimoto|Babinski|Foley|Bell|Addison|Cushing|Raynaud|Barrett|Murphy|Kernig|Romberg|Baker|Colles|Dupuytren|Hodgkin|Guillain|Meniere|Sjogren|Wernicke|Korsakoff|Paget|Osgood|Hartmann|Whipple|Trendelenburg|Tinel|Phalen|Lachman|McMurray|Down|Asperger|Wolff|Hunter|Virchow|Cheyne|Guthrie|Glasgow)(?:'s|'|-| syndrome| disease| lymphoma| gait| test| Coma)", 250),
    "credentials": (r"(?:,? )(?:MRCGP|MICGP|MRCP|MRCPI|FRCP|FRCS|FRCSI|FRCEM|MRCS|MRCPsych|FRCPsych|MB BCh BAO|MBBS|DRCOG|RGN|RMN|RN|RSCN|RNLD|NMP|BSc)\b", 180),
    "icd10": (r"\b[A-TV-Z]\d\d\.\d\b", 400),
    "clock_times": (r"\b(?:[01]\d|2[0-3])(?::|\.)?[0-5]\d(?:hrs)?\b", 1000),
    "acts_regulations": (r"\b(?:Act (?:19|20)\d\d|Regulations (?:19|20)\d\d|Civil Procedure Rules|UK GDPR|Schedule 2)\b", 200),
    "public_service_numbers": (r"\b(?:999|111|112|116 123|116 111|50808|85258)\b", 250),
    "durations_shorthand": (r"\b\d{1,2}/(?:7|52|12)\b", 150),
    "name_like_words": (r"\b(?:will|hope|grace|frank|mark|marked|rose|may|ward|iris|green|white|young|bell|baker|bakery|joy|faith|church|page|long|hill|wood|dawn|bill|king|hunter|moody)\b", 700),
    "public_institutions": (r"\b(?:NHS|HSE|DVLA|NDLS|Tusla|MASH|Ombudsman|Information Commissioner|Data Protection Commission|Mental Health Commission|GMC|IMC|NMC|NMBI)\b", 300),
}

problems = []


def err(msg):
    problems.append(msg)


def digits_of(s):
    return re.sub(r"\D", "", s)


def ok_contact(typ, v):
    if typ in ("PHONE", "FAX"):
        if len(digits_of(v)) >= 7 and not re.search(r"(?:^|\D)555", v):
            return False
        return True
    if typ == "EMAIL":
        return re.fullmatch(r"[A-Za-z0-9._%+-]+@example\.(?:com|org|net)", v, re.I) is not None
    if typ == "URL":
        m = re.fullmatch(r"(?:https?://)?([A-Za-z0-9.-]+)(?:/\S*)?", v)
        if not m:
            return False
        host = m.group(1).lower()
        return any(host == d or host.endswith("." + d) for d in ("example.com", "example.org", "example.net"))
    if typ == "IPADDR":
        try:
            a = ipaddress.ip_address(v)
        except ValueError:
            return False
        return any(a in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))
    if typ == "SSN":
        return v.startswith("9") or v.startswith("000")
    return True


def edge_ok(text, s, e):
    v = text[s:e]
    if v != v.strip():
        return "whitespace at edge"
    if s > 0:
        a, b = text[s - 1], text[s]
        if (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit()):
            return "start inside a word/number"
    if e < len(text):
        a, b = text[e - 1], text[e]
        if (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit()):
            return "end inside a word/number"
    if v[0] in "\"'[{,;:.!?" or (v[0] == "(" and ")" not in v):
        return "leading punctuation"
    if v[-1] in "\"'],;:!?" or (v[-1] == ")" and "(" not in v):
        return "trailing punctuation"
    if v[-1] == "." and not re.search(r"(?:^|[\s.])[^\W\d_]{1,3}\.$", v):
        return "trailing full stop"
    return None


def main():
    if not os.path.exists(PATH):
        print("notes.jsonl missing")
        return 2
    rows = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as ex:
                err(f"line {ln}: bad JSON {ex}")
    type_counts = collections.Counter()
    genre_counts = collections.Counter()
    hard_counts = collections.Counter()
    n_lower = 0
    n_spans = 0
    for i, r in enumerate(rows):
        rid = r.get("id")
        if set(r) != {"id", "text", "spans", "meta"}:
            err(f"{rid}: keys {sorted(r)}")
            continue
        if rid != f"dev117-en-{i + 1:04d}":
            err(f"row {i + 1}: id {rid} not sequential")
        text, spans, meta = r["text"], r["spans"], r["meta"]
        if not isinstance(text, str) or not text:
            err(f"{rid}: empty text")
            continue
        if not isinstance(meta, dict) or meta.get("source") != "dev117-en" or not meta.get("genre") \
                or not isinstance(meta.get("lowercase"), bool):
            err(f"{rid}: bad meta {meta}")
            continue
        genre_counts[meta["genre"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err(f"{rid}: lowercase note has upper-case characters")
        if any(0xE000 <= ord(c) <= 0xF8FF for c in text):
            err(f"{rid}: private-use marker left in text")
        prev_end = 0
        covered = [None] * len(text)
        for sp in spans:
            if set(sp) != {"start", "end", "label", "type", "text"}:
                err(f"{rid}: span keys {sorted(sp)}")
                continue
            s, e, t = sp["start"], sp["end"], sp["type"]
            if t not in TYPES:
                err(f"{rid}: unknown type {t}")
                continue
            if sp["label"] != TYPES[t]:
                err(f"{rid}: label {sp['label']} for {t}")
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err(f"{rid}: bad offsets {s},{e}")
                continue
            if text[s:e] != sp["text"]:
                err(f"{rid}: text mismatch at {s}")
            if s < prev_end:
                err(f"{rid}: unsorted or overlapping span at {s}")
            prev_end = e
            why = edge_ok(text, s, e)
            if why:
                err(f"{rid}: {t} {sp['text']!r}: {why}")
            if not ok_contact(t, sp["text"]):
                err(f"{rid}: {t} {sp['text']!r} outside fictional ranges")
            for k in range(s, e):
                covered[k] = t
            type_counts[t] += 1
            n_spans += 1

        def outside(m):
            return all(covered[k] is None for k in range(m.start(), m.end()))

        def inside_contact(m):
            return all(covered[k] in ("EMAIL", "URL", "IPADDR") for k in range(m.start(), m.end()))

        # no unannotated e-mail, URL or IP-like strings
        for rx in (r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", r"(?:https?://|www\.)\S+",
                   r"\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|ie|uk|io)\b", r"\b\d{1,3}(?:\.\d{1,3}){3}\b"):
            for m in re.finditer(rx, text, re.I):
                if not inside_contact(m):
                    err(f"{rid}: unannotated contact-like string {m.group()!r}")
        # no unannotated identifier-like long digit runs or phone-like numbers
        for m in re.finditer(r"\d{6,}|\b0\d{2,4}[ -]?\d{3}[ -]?\d{3,4}\b|\+\d{2,3} \d", text):
            if not all(covered[k] is not None for k in range(m.start(), m.end())):
                err(f"{rid}: unannotated identifier-like number {m.group()!r}")
        # a multi-word PHI value must not also occur unannotated in the same note
        seen_vals = {sp["text"] for sp in spans if " " in sp["text"] and sp["type"] in
                     ("PATIENT", "DOCTOR", "FAMILY", "HOSPITAL", "ORGANIZATION", "STREET")}
        for v in seen_vals:
            for m in re.finditer(r"(?<!\w)" + re.escape(v) + r"(?!\w)", text):
                if outside(m):
                    err(f"{rid}: {v!r} also occurs unannotated")
        for cat, (rx, _) in HARD.items():
            hard_counts[cat] += sum(1 for m in re.finditer(rx, text, re.I) if outside(m))

    # totals
    if len(rows) < MIN_NOTES:
        err(f"only {len(rows)} notes (< {MIN_NOTES})")
    if n_spans < MIN_SPANS:
        err(f"only {n_spans} spans (< {MIN_SPANS})")
    for t in TYPES:
        if type_counts[t] < MIN_PER_TYPE:
            err(f"type {t}: {type_counts[t]} spans (< {MIN_PER_TYPE})")
    big = [g for g, n in genre_counts.items() if n >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    share = n_lower / max(1, len(rows))
    if not (LOWER_SHARE[0] <= share <= LOWER_SHARE[1]):
        err(f"lower-case share {share:.3f} outside {LOWER_SHARE}")
    for cat, (_, mn) in HARD.items():
        if hard_counts[cat] < mn:
            err(f"hard negatives {cat}: {hard_counts[cat]} (< {mn})")

    print(f"notes {len(rows)}  spans {n_spans}  genres {len(genre_counts)}  lower-case {n_lower} ({share:.1%})")
    print("per type: " + ", ".join(f"{t} {type_counts[t]}" for t in TYPES))
    print("per genre: " + ", ".join(f"{g} {n}" for g, n in sorted(genre_counts.items())))
    print("unannotated hard negatives: " + ", ".join(f"{k} {v}" for k, v in hard_counts.items())
          + f"; total {sum(hard_counts.values())}")
    if problems:
        for m in problems[:60]:
            print("PROBLEM:", m)
        print(f"FAIL: {len(problems)} problem(s)")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
