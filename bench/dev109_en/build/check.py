"""Validate dev109_en/notes.jsonl. Exits non-zero on any problem. Standard library only; self-contained."""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

CATEGORY = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES = 330
MIN_SPANS = 8000
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30
LOWER_SHARE = (0.45, 0.55)
LOWER_SHARE_GENRE = (0.35, 0.65)
SOURCE = "dev109-en"
EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")

I = re.I
DRUGS = ("metoprolol apixaban paracetamol acetaminophen enoxaparin insulin furosemide atorvastatin amlodipine "
         "ramipril lisinopril metformin omeprazole pantoprazole amoxicillin ceftriaxone piperacillin-tazobactam "
         "vancomycin morphine oxycodone ondansetron levothyroxine warfarin prednisolone salbutamol tiotropium "
         "sertraline gabapentin heparin thiamine lactulose senna bisoprolol clopidogrel aspirin spironolactone "
         "levetiracetam haloperidol dexamethasone levodopa hydrocortisone").split()
CREDS = r"(MD|DO|MBBS|MBChB|FRACP|FRCS|FRCPC|RN|RGN|EN|NP|CNS|RPN|LPN|PharmD|RPh|PA-C|PT|OT|SLP|RD)"

# hard-negative categories: regex, minimum unannotated count (all matches must lie outside spans)
NEG = {
    "lab_analyte_value": (re.compile(r"\b(na|k|cl|hco3|bun|cr|creat|urea|glu|hgb|hb|wbc|wcc|plt|inr|crp|alt|bili|"
                                     r"tsh|hba1c|egfr|lactate|mg|ferritin|trop i) \d", I), 900),
    "lab_reference_range": (re.compile(r"\(ref [<>]?\d[\d.]*(-\d[\d.]*)?\)", I), 150),
    "vital_sign": (re.compile(r"\b(hr|rr|bp|spo2|t) \d", I), 900),
    "drug_name": (re.compile(r"\b(" + "|".join(map(re.escape, DRUGS)) + r")\b", I), 700),
    "dose_unit": (re.compile(r"(?<![\w.])\d+(\.\d+)? ?(mg|mcg|g|ml|units|mmol/l|mmol|kg|ug/l|ng/l|u/l|g/dl|mg/l|%)(?!\w)", I), 1400),
    "sig_frequency": (re.compile(r"\b(bid|bd|tds|qds|qid|daily|nocte|mane|prn|q\d+h|once)\b", I), 500),
    "clinical_score": (re.compile(r"\b(gcs|news2|mews|ews|wells score|apgar|curb-65|cha2ds2-vasc|braden|waterlow|"
                                  r"morse fall score|must|asa|4at|pain score)\b", I), 350),
    "eponym": (re.compile(r"\b(parkinson's|babinski|foley|murphy's|glasgow coma|hickman|swan-ganz|colles|"
                          r"baker's cyst|bell's palsy|crohn's|cushing's|guillain-barre|down syndrome|hartmann's|"
                          r"alzheimer's|trendelenburg|romberg|kernig|homans|addison's|graves'|hashimoto's|whipple|"
                          r"nissen)", I), 200),
    "icd10_code": (re.compile(r"\b([a-z]\d{2}\.\d{1,3}|i10|g20)\b", I), 200),
    "clock_time": (re.compile(r"\b([01]\d|2[0-3]):[0-5]\d\b"), 2000),
    "table_row_number": (re.compile(r"^(\d{1,2})(?=\s*(\||,|\t|\)|\.\s|\s{2}))", re.M), 1000),
    "name_word_as_word": (re.compile(r"\b(will|hope|grace|joy|ivy|dawn|mark|frank|bell's|bell|walker|stone|little|"
                                     r"young|long|best|cross|green|brown|king|hill|baker's|rose|hopes)\b", I), 180),
}
NAME_WORDS = {"will", "hope", "grace", "faith", "joy", "rose", "june", "april", "ivy", "dawn", "mark", "bill", "frank",
              "guy", "baker", "king", "cook", "hill", "stone", "walker", "bell", "little", "young", "long", "best",
              "price", "cross", "green", "brown", "mason", "fox", "wise", "rich", "strong"}
MIN_NAME_WORD_SPANS = 150
MIN_CREDENTIAL_AFTER_NAME = 400

# categories that may legitimately sit inside PHI (bed numbers leading a census row, names that are words)
COUNT_ONLY = {"table_row_number", "name_word_as_word"}

# strings that must never be left unannotated
LEAK = {
    "email": re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)+"),
    "url": re.compile(r"(https?://|www\.)\S+|\b[\w-]+\.(com|org|net)\b", I),
    "ip": re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b"),
    "phone555": re.compile(r"\b555[\s.-]?\d{3,4}\b|\b5550\s?\d{4}\b"),
    "full_date": re.compile(r"\b\d{1,4}[/-]\d{1,2}[/-]\d{2,4}\b"),
    "weekday": re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b", I),
    "month_date": re.compile(r"\b(jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s\d{1,2}\b|"
                             r"\b\d{1,2}[\s-](jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\b", I),
    "ssn_like": re.compile(r"\b\d{3}-\d{2}-\d{4}\b"),
}


def main():
    errs = []

    def err(msg):
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
    genre_lower = collections.Counter()
    neg_count = collections.Counter()
    leak_count = collections.Counter()
    cred_after = 0
    name_word_spans = 0
    n_spans = 0
    n_lower = 0
    for k, r in enumerate(rows, 1):
        rid = r.get("id")
        if set(r) != {"id", "text", "spans", "meta"}:
            err(f"{rid}: keys {sorted(r)}")
            continue
        if rid != f"dev109-en-{k:04d}":
            err(f"{rid}: expected id dev109-en-{k:04d}")
        text, spans, meta = r["text"], r["spans"], r["meta"]
        if not isinstance(text, str) or not text.strip():
            err(f"{rid}: empty text")
            continue
        if not isinstance(meta, dict) or meta.get("source") != SOURCE or not isinstance(meta.get("genre"), str) \
                or not meta.get("genre") or not isinstance(meta.get("lowercase"), bool):
            err(f"{rid}: bad meta {meta}")
            continue
        genre_notes[meta["genre"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            genre_lower[meta["genre"]] += 1
            if text != text.lower():
                err(f"{rid}: meta.lowercase but text has upper case")
        elif text == text.lower():
            err(f"{rid}: not flagged lowercase but text is entirely lower case")
        if "\ue000" in text or "\ue001" in text or any(0xE000 <= ord(c) <= 0xF8FF for c in text):
            err(f"{rid}: private marker left in text")
        covered = [False] * len(text)
        prev_end = -1
        for s in spans:
            if set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{rid}: span keys {sorted(s)}")
                continue
            st, en, t = s["start"], s["end"], s["type"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err(f"{rid}: bad offsets {s}")
                continue
            if t not in CATEGORY:
                err(f"{rid}: unknown type {t}")
                continue
            if s["label"] != CATEGORY[t]:
                err(f"{rid}: label {s['label']} != category of {t}")
            v = text[st:en]
            if v != s["text"]:
                err(f"{rid}: text mismatch {v!r} != {s['text']!r}")
            if st < prev_end:
                err(f"{rid}: spans unsorted/overlapping at {st}")
            prev_end = en
            # edge rules
            if v != v.strip() or "\n" in v or "\t" in v:
                err(f"{rid}: whitespace at edge/inside {v!r}")
            if not (v[0].isalnum() or v[0] in "(+"):
                err(f"{rid}: span starts with punctuation {v!r}")
            if not v[-1].isalnum():
                if not (v[-1] == "." and re.search(r"(?:^|[\s.])[A-Za-z]\.$", v)):
                    err(f"{rid}: span ends with punctuation {v!r}")
            if st > 0:
                a, b = text[st - 1], text[st]
                if (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit()):
                    err(f"{rid}: span starts inside a word/number {text[max(0, st - 8):en]!r}")
            if en < len(text):
                a, b = text[en - 1], text[en]
                if (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit()):
                    err(f"{rid}: span ends inside a word/number {text[st:en + 8]!r}")
            # fictional contact ranges
            if t in ("PHONE", "FAX"):
                dg = re.sub(r"\D", "", v)
                if len(dg) >= 7 and "555" not in dg:
                    err(f"{rid}: phone/fax without 555 block {v!r}")
            elif t == "EMAIL":
                dom = v.rsplit("@", 1)[-1].lower()
                if "@" not in v or not any(dom == d or dom.endswith("." + d) for d in EXAMPLE_DOMAINS):
                    err(f"{rid}: e-mail outside example domains {v!r}")
            elif t == "URL":
                host = re.sub(r"^https?://", "", v.lower()).split("/")[0].split("?")[0]
                if not any(host == d or host.endswith("." + d) for d in EXAMPLE_DOMAINS):
                    err(f"{rid}: URL outside example domains {v!r}")
            elif t == "IPADDR":
                try:
                    ip = ipaddress.ip_address(v)
                    ok = any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))
                except ValueError:
                    ok = False
                if not ok:
                    err(f"{rid}: IP outside private ranges {v!r}")
            elif t == "SSN":
                if not (v.startswith("9") or v.startswith("000")):
                    err(f"{rid}: SSN-like number not starting with 9 or 000 {v!r}")
            elif t == "AGE":
                if v.isdigit() and not (0 < int(v) < 120):
                    err(f"{rid}: odd age {v!r}")
            if t in ("PATIENT", "DOCTOR", "FAMILY") and any(w in NAME_WORDS for w in re.findall(r"[a-z]+", v.lower())):
                name_word_spans += 1
            if t == "DOCTOR" and re.match(r",?\s" + CREDS + r"\b", text[en:en + 8], I):
                cred_after += 1
            for i in range(st, en):
                covered[i] = True
            type_count[t] += 1
            n_spans += 1

        def outside(m):
            return not any(covered[m.start():m.end()])

        for cat, (rx, _) in NEG.items():
            for m in rx.finditer(text):
                if outside(m):
                    neg_count[cat] += 1
                elif cat not in COUNT_ONLY:
                    err(f"{rid}: hard negative ({cat}) inside a span: {m.group(0)!r}")
        for cat, rx in LEAK.items():
            for m in rx.finditer(text):
                if outside(m):
                    leak_count[cat] += 1
                    err(f"{rid}: unannotated {cat}-like string {text[max(0, m.start() - 15):m.end() + 15]!r}")

    # minimum counts
    if len(rows) < MIN_NOTES:
        err(f"notes {len(rows)} < {MIN_NOTES}")
    if n_spans < MIN_SPANS:
        err(f"spans {n_spans} < {MIN_SPANS}")
    for t in CATEGORY:
        if type_count[t] < MIN_PER_TYPE:
            err(f"type {t}: {type_count[t]} spans < {MIN_PER_TYPE}")
    big = [g for g, n in genre_notes.items() if n >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    share = n_lower / max(1, len(rows))
    if not LOWER_SHARE[0] <= share <= LOWER_SHARE[1]:
        err(f"lower-case share {share:.3f} outside {LOWER_SHARE}")
    for g, n in genre_notes.items():
        gs = genre_lower[g] / n
        if not LOWER_SHARE_GENRE[0] <= gs <= LOWER_SHARE_GENRE[1]:
            err(f"genre {g}: lower-case share {gs:.2f} outside {LOWER_SHARE_GENRE}")
    for cat, (_, mn) in NEG.items():
        if neg_count[cat] < mn:
            err(f"hard negatives {cat}: {neg_count[cat]} < {mn}")
    if cred_after < MIN_CREDENTIAL_AFTER_NAME:
        err(f"credentials after staff names: {cred_after} < {MIN_CREDENTIAL_AFTER_NAME}")
    if name_word_spans < MIN_NAME_WORD_SPANS:
        err(f"name spans using ordinary words: {name_word_spans} < {MIN_NAME_WORD_SPANS}")

    print(f"notes {len(rows)}  spans {n_spans}  lower-case share {share:.3f}")
    print("genres: " + ", ".join(f"{g}={n}" for g, n in sorted(genre_notes.items())))
    print("types:  " + ", ".join(f"{t}={type_count[t]}" for t in CATEGORY))
    print("hard negatives (unannotated): " + ", ".join(f"{c}={neg_count[c]}" for c in NEG)
          + f", credential_after_name={cred_after}; name-word name spans={name_word_spans}")
    if errs:
        for e in errs[:60]:
            print("ERROR", e)
        print(f"FAILED: {len(errs)} problem(s)")
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
