#!/usr/bin/env python3
"""Validate bench/dev114_en/notes.jsonl. Exits non-zero on any problem. Standard library only; self-contained."""
import collections
import json
import os
import re
import sys

PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30
LOWER_SHARE = (0.12, 0.22)
SAFE_DOMAINS = {"example.com", "example.org", "example.net"}

# unannotated hard negatives: category -> (regex, minimum count outside spans)
NEG = {
    "lab analyte with value": (r"\b(?:Na|K|Cl|HCO3|Urea|Creat|eGFR|ACR|HbA1c|Hb|WCC|Plt|INR|TSH|Total chol|LDL|HDL|TG|ALT|GGT|"
                               r"Ferritin|CRP|Vit D|B12|Alb|Glucose|Uric acid|ASOT|ESR)\b(?: \([^)\n]*\))?[:,|\t ]+[<>]?\d", 1100),
    "vital sign with value": (r"\b(?:BP|HR|RR|SpO2|T|Temp|BGL|wt|Weight|Blood pressure|pulse|temperature|respiratory rate)\b:? \d", 1300),
    "drug with dose": (r"\b[a-z][a-z/ -]{3,40}? \d+(?:\.\d+)?(?:/\d+(?:\.\d+)?)? ?(?:mg|mcg|g|units|IU|MU|mL)\b", 1000),
    "unit after number": (r"\d ?(?:mmol/L|umol/L|g/L|mg/mmol|mL/min/1\.73m2|x10\^9/L|U/L|mg/L|mmHg|bpm|kg|cm|°C|%|mg|mcg|IU)(?![A-Za-z])", 1900),
    "clinical score": (r"\b(?:K10|AUDIT-C|PHQ-9|GAD-7|NEWS|CURB-65|MMSE|RUDAS|EPDS|CHA2DS2-VASc|HAS-BLED|Waterlow|Braden|Morse|"
                       r"Barthel|GCS|Apgar|Abbey pain scale|absolute CVD risk)\b", 450),
    "eponym": (r"\b(?:Parkinson|Bell|Crohn|Hashimoto|Alzheimer|Graves|Baker|Osgood-Schlatter|Sydenham|Heberden|Dupuytren|"
               r"Hodgkin|Cushing|Addison|Raynaud|Barrett|Meniere|Wernicke|Korsakoff|Sjogren|Colles|Down|Paget|Babinski|"
               r"Murphy|Kernig|Tinel|Phalen|Romberg|Rinne|Weber|Trendelenburg|Homans|Ortolani|Barlow|Brudzinski|Foley|Holter|Snellen|"
               r"Glasgow|Wells|Ottawa|Epley|Jones|Doppler|Guthrie|Valsalva|Hartmann)(?:'s|')?\s(?:disease|palsy|thyroiditis|"
               r"dementia|cyst|chorea|nodes|contracture|lymphoma|syndrome|phenomenon|oesophagus|encephalopathy|fracture|sign|"
               r"test|catheter|monitor|chart|Coma|score|ankle|manoeuvre|criteria|card|solution|arranged|used|reviewed|negative|"
               r"positive|equivocal|noted|and)\b", 400),
    "credential after name": (r"(?:,| )(?:MBBS|FRACGP|FACRRM|MBChB|FRNZCGP|MD|CCFP|FRACP|FRACS|FRCPC|RN|RAN|RM|CNC|NP|RPN|LPN|"
                              r"AHP|AHW|CHR|BPharm|MPS|RPh|BScPharm|Kaiawhina)\b", 600),
    "ICD-10 code": (r"\b[A-TV-Z]\d\d(?:\.\d{1,2})?\b(?=\)|\]|:)", 300),
    "clock time": (r"\b(?:[01]?\d|2[0-3]):[0-5]\d\b|\b(?:[01]\d|2[0-3])[0-5]\d ?(?:hrs|h)\b", 600),
    "shorthand duration": (r"\b\d{1,2}/(?:7|52|12)\b", 300),
    "name-like ordinary word": (r"\b(?:will|hope|grace|joy|summer|dawn|patience|frank|grant|mason|hunter|baker|brown|green|white|long|"
                                r"short|strong|swift|little|young|stone|frost|snow|day|bush|field|rose|fair|best|small|page|bell|"
                                r"moon|sweet|wood|hill|marsh|banks|church|jones|down|weber|wells|barrett)\b", 450),
}
ICD_RE = re.compile(r"^[A-TV-Z]\d\d(?:\.\d{1,2})?$", re.I)
TIME_RE = re.compile(r"\b\d{1,2}:\d\d\b|\b\d{4} ?hrs?\b")
CRED = {"MD", "RN", "NP", "RM", "MBBS", "FRACGP", "FACRRM", "CNC", "RAN", "AHP", "BPHARM", "MPS", "DO", "PA", "CCFP"}
TITLES = ("dr ", "dr. ", "mr ", "mr. ", "mrs ", "mrs. ", "ms ", "ms. ", "miss ", "prof ", "prof. ")
NUMWORD = re.compile(r"^(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
                     r"sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|and|[- ])+$")

AUDIT_TYPES = {"PATIENT", "DOCTOR", "FAMILY", "USERNAME", "CITY", "STREET", "HOSPITAL", "ORGANIZATION", "MRN",
               "HEALTHPLAN", "PHONE", "FAX", "EMAIL", "SSN", "IDNUM", "LICENSE", "PROFESSION", "COUNTRY"}
# words that are names in some notes and ordinary English in others (deliberate hard negatives)
ORDINARY_WORDS = {"will", "bill", "pat", "hope", "grace", "faith", "joy", "rose", "dawn", "summer", "ivy", "pearl", "amber",
                  "robin", "sunny", "merry", "patience", "honey", "rusty", "sonny", "chip", "buck", "hunter", "mason",
                  "sterling", "frank", "grant", "drew", "chase", "major", "baker", "king", "cook", "bird", "brown", "green",
                  "white", "wood", "hill", "little", "young", "long", "strong", "swift", "fox", "stone", "frost", "snow",
                  "day", "knight", "church", "marsh", "banks", "bush", "moon", "love", "sweet", "small", "best", "page",
                  "bell", "field", "rivers", "mills", "shepherd", "walker", "potter", "glass", "cleaner", "baker", "artist"}

problems = []


def bad(msg):
    problems.append(msg)


def edge_ok(text, s, e, val):
    if val != val.strip() or not val:
        return "whitespace at edge"
    if val[0] in ".,;:!?\"')]}" or val[-1] in ",;:!?\"'([{":
        return "punctuation at edge"
    if val.endswith(")") and "(" not in val:
        return "unbalanced ) at end"
    if val.startswith("(") and ")" not in val:
        return "unbalanced ( at start"
    if val.endswith(".") and not re.search(r"(?:^|[^A-Za-z])[A-Za-z]\.$", val):
        return "full stop at end (not an initial)"
    if val.lower().endswith("'s"):
        return "possessive inside span"
    if s > 0:
        a, b = text[s - 1], text[s]
        if (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit()):
            return "start edge inside a word/number"
    if e < len(text):
        a, b = text[e - 1], text[e]
        if (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit()):
            return "end edge inside a word/number"
    return None


def contact_ok(t, val):
    v = val.lower()
    if t in ("PHONE", "FAX"):
        blocks = re.findall(r"\d+", v)
        if sum(len(b) for b in blocks) >= 7:
            if not any(b == "555" or b.startswith("5550") or (len(b) >= 7 and "555" in b[2:7]) for b in blocks):
                return "phone/fax of 7+ digits without a 555 block"
    elif t == "EMAIL":
        m = re.fullmatch(r"[a-z0-9._%+-]+@([a-z0-9.-]+)", v)
        if not m or m.group(1) not in SAFE_DOMAINS:
            return "e-mail not on example.com/org/net"
    elif t == "URL":
        m = re.match(r"^(?:https?://)?(?:www\.)?([a-z0-9.-]+)", v)
        if not m or m.group(1) not in SAFE_DOMAINS:
            return "URL not on example.com/org/net"
    elif t == "IPADDR":
        m = re.fullmatch(r"(\d+)\.(\d+)\.(\d+)\.(\d+)", v)
        if not m or any(int(x) > 255 for x in m.groups()):
            return "not an IPv4 address"
        a, b = int(m.group(1)), int(m.group(2))
        if not (a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)):
            return "IP outside private ranges"
    elif t == "SSN":
        d = re.sub(r"\D", "", v)
        if not (d.startswith("9") or d.startswith("000")):
            return "SSN-like number not starting with 9 or 000"
    return None


def main():
    try:
        lines = open(PATH, encoding="utf-8").read().splitlines()
    except OSError as exc:
        print(f"FAIL: cannot read {PATH}: {exc}")
        return 2
    notes = []
    for i, line in enumerate(lines, 1):
        try:
            notes.append(json.loads(line))
        except json.JSONDecodeError as exc:
            bad(f"line {i}: bad JSON: {exc}")
    type_counts, genre_notes, genre_spans = collections.Counter(), collections.Counter(), collections.Counter()
    neg_counts = collections.Counter()
    n_spans = n_lower = 0
    for i, n in enumerate(notes, 1):
        nid = n.get("id") if isinstance(n, dict) else None
        where = f"{nid or '#' + str(i)}"
        if not isinstance(n, dict) or set(n) != {"id", "text", "spans", "meta"}:
            bad(f"{where}: keys must be id,text,spans,meta")
            continue
        if nid != f"dev114-en-{i:04d}":
            bad(f"{where}: id not sequential (expected dev114-en-{i:04d})")
        text, spans, meta = n["text"], n["spans"], n["meta"]
        if not isinstance(text, str) or not text.strip() or not isinstance(spans, list) or not isinstance(meta, dict):
            bad(f"{where}: bad field types")
            continue
        if any(0xE000 <= ord(c) <= 0xF8FF for c in text):
            bad(f"{where}: private-use marker left in text")
        if set(meta) != {"source", "genre", "lowercase"} or meta.get("source") != "dev114-en" \
                or not isinstance(meta.get("genre"), str) or not meta["genre"] or not isinstance(meta.get("lowercase"), bool):
            bad(f"{where}: bad meta {meta}")
            continue
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                bad(f"{where}: meta.lowercase but text has upper case")
        genre_notes[meta["genre"]] += 1
        mask = [False] * len(text)
        prev_end = -1
        for sp in spans:
            if not isinstance(sp, dict) or set(sp) != {"start", "end", "label", "type", "text"}:
                bad(f"{where}: span keys {sp}")
                continue
            s, e, t, lab, val = sp["start"], sp["end"], sp["type"], sp["label"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                bad(f"{where}: bad offsets {s}-{e}")
                continue
            if t not in TYPES:
                bad(f"{where}: unknown type {t}")
                continue
            if TYPES[t] != lab:
                bad(f"{where}: label {lab} does not match type {t}")
            if text[s:e] != val:
                bad(f"{where}: text[{s}:{e}]={text[s:e]!r} != {val!r}")
                continue
            if s < prev_end:
                bad(f"{where}: spans unsorted or overlapping at {s}")
            prev_end = max(prev_end, e)
            msg = edge_ok(text, s, e, val)
            if msg:
                bad(f"{where}: {t} {val!r}: {msg}")
            msg = contact_ok(t, val)
            if msg:
                bad(f"{where}: {t} {val!r}: {msg}")
            # sanity: values that must never be annotated
            if ICD_RE.match(val) and t not in ("ZIP", "MRN", "IDNUM", "VEHICLE", "DEVICE", "LICENSE", "HEALTHPLAN", "ACCOUNT", "BIOID"):
                bad(f"{where}: {t} {val!r} looks like an ICD-10 code")
            if t in ("DATE", "AGE") and TIME_RE.search(val):
                bad(f"{where}: {t} {val!r} contains a clock time")
            if val.upper() in CRED:
                bad(f"{where}: {t} {val!r} is a credential")
            if t in ("PATIENT", "DOCTOR", "FAMILY") and val.lower().startswith(TITLES):
                bad(f"{where}: {t} {val!r} has its title inside")
            if t in ("PATIENT", "DOCTOR", "FAMILY") and re.search(r",\s*(?:MD|RN|NP|MBBS|FRACGP)$", val):
                bad(f"{where}: {t} {val!r} has a credential inside")
            if t == "AGE" and not (val.isdigit() or NUMWORD.match(val.lower())):
                bad(f"{where}: AGE {val!r} is not a bare number")
            for k in range(s, e):
                mask[k] = True
            type_counts[t] += 1
            genre_spans[meta["genre"]] += 1
            n_spans += 1

        def outside(m):
            return not any(mask[m.start():m.end()])

        # every occurrence annotated: a span value seen elsewhere in the note outside any span is a miss
        for sp in spans:
            val = sp.get("text", "")
            if sp.get("type") not in AUDIT_TYPES or len(val) < 4 or val.lower() in ORDINARY_WORDS:
                continue
            if meta["lowercase"] and val.isalpha():
                continue
            for m in re.finditer(r"(?<![\w])" + re.escape(val) + r"(?![\w])", text):
                if outside(m):
                    bad(f"{where}: {sp['type']} {val!r} also occurs unannotated at {m.start()}")
                    break

        # no unannotated contact-like strings
        for rx, what in ((r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", "e-mail"), (r"\b(?:https?://|www\.)\S+", "URL"),
                         (r"\b[\w-]+\.(?:com|org|net)\b", "domain"), (r"(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])", "IP"),
                         (r"(?<!\d)5550(?!\d)|(?<!\d)555[ .-]\d{3,4}(?!\d)", "phone")):
            for m in re.finditer(rx, text):
                if outside(m):
                    bad(f"{where}: unannotated {what}-like string {m.group(0)!r}")
        for cat, (rx, _) in NEG.items():
            flags = 0 if cat in ("drug with dose", "ICD-10 code", "credential after name") and not meta["lowercase"] else re.I
            for m in re.finditer(rx, text, flags):
                if outside(m):
                    neg_counts[cat] += 1
    # totals
    if len(notes) < MIN_NOTES:
        bad(f"only {len(notes)} notes (< {MIN_NOTES})")
    if n_spans < MIN_SPANS:
        bad(f"only {n_spans} spans (< {MIN_SPANS})")
    for t in TYPES:
        if type_counts[t] < MIN_PER_TYPE:
            bad(f"type {t}: {type_counts[t]} spans (< {MIN_PER_TYPE})")
    big = [g for g, c in genre_notes.items() if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        bad(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    share = n_lower / max(1, len(notes))
    if not (LOWER_SHARE[0] <= share <= LOWER_SHARE[1]):
        bad(f"lower-case share {share:.3f} outside {LOWER_SHARE}")
    for cat, (_, mn) in NEG.items():
        if neg_counts[cat] < mn:
            bad(f"hard negatives '{cat}': {neg_counts[cat]} (< {mn})")

    print(f"notes {len(notes)}, spans {n_spans}, genres {len(genre_notes)}, lower-case {n_lower} ({share:.1%})")
    print("per type: " + ", ".join(f"{t} {type_counts[t]}" for t in TYPES))
    print("per genre: " + ", ".join(f"{g} {genre_notes[g]}/{genre_spans[g]}" for g in sorted(genre_notes)))
    print("unannotated hard negatives: " + ", ".join(f"{c} {neg_counts[c]}" for c in NEG) +
          f" (total {sum(neg_counts.values())})")
    if problems:
        for p in problems[:60]:
            print("PROBLEM:", p)
        print(f"FAIL: {len(problems)} problem(s)")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
