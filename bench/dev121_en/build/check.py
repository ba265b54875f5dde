#!/usr/bin/env python3
"""Validate bench/dev121_en/notes.jsonl; exit non-zero on any problem.

Checks: JSON shape, sequential ids, meta, label/type agreement, offsets, sorted and
non-overlapping spans, span-edge rules from docs/annotation_guideline.md, minimum
counts, fictional contact ranges, no unannotated e-mail/URL/IP/date/phone-like
strings, minimum counts of unannotated hard negatives, lower-case share.
Standard library only. Prints a summary; never scores anything.
"""
import collections
import json
import os
import re
import sys

CATEGORY = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
MIN_NOTES = 330
MIN_SPANS = 8000
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30
LOWER_SHARE = (0.45, 0.55)

I = re.IGNORECASE
HARD_NEG = {
    # category: (regex on span-masked text, minimum unannotated matches)
    "lab_analyte_value": (re.compile(
        r"\b(na|k|cl|hco3|bun|ur|cr|hgb|hb|wcc|plt|inr|aptt|crp|lac|mg|po4|ca|alt|bili|alb|trop|egfr|ph|pco2|be|"
        r"glu|bnp|lipase)\s+-?\d", I), 1600),
    "vital_sign": (re.compile(r"\b(hr|rr|bp|spo2|t|map|uo)\s+\d", I), 1800),
    "drug": (re.compile(
        r"\b(metoprolol|paracetamol|enoxaparin|ceftriaxone|pip-tazo|furosemide|morphine|oxycodone|ondansetron|"
        r"noradrenaline|propofol|fentanyl|insulin|kcl|mgso4|amoxicillin|apixaban|atorvastatin|pantoprazole|"
        r"salbutamol|prednisolone|vancomycin|gentamicin|haloperidol|heparin|dexamethasone|suxamethonium|"
        r"rocuronium|midazolam|ketamine|lactulose|aspirin|clopidogrel|metformin|tazocin|tinzaparin|digoxin|"
        r"thiamine)\b", I), 900),
    "unit_dose": (re.compile(r"\b\d+(\.\d+)?\s?(mg|mcg|g|ml|l|mmol|units|kg|cm|ng/l|kpa|mmol/l|ml/h|mg/kg)\b", I), 1650),
    "score": (re.compile(
        r"\b(gcs|news2?|mews|wells|curb-65|qsofa|apache ii|asa|rass|cam-icu|waterlow|braden|morse|mallampati|"
        r"rockall|cha2ds2-vasc|has-bled|sofa|q-adds|cormack-lehane)\b", I), 400),
    "eponym": (re.compile(
        r"\b(foley|babinski|murphy's|parkinson's|crohn's|hartmann's|whipple's|trendelenburg|guedel|macintosh|"
        r"seldinger|allen's|baker's|bishop score|wood's|hickman|swan-ganz|addison's|graves'|bell's|kussmaul|"
        r"cheyne-stokes|hashimoto's|alzheimer's|cushing's|meckel's|barrett's|paget's|raynaud's|wernicke's|"
        r"korsakoff)", I), 280),
    "icd10_code": (re.compile(r"\b[a-z]\d{2}\.[0-9a-z]{1,4}\b", I), 360),
    "clock_time": (re.compile(r"(?<![\d/])([01]\d|2[0-3]):?[0-5]\d(h\b| hrs\b)?(?![\d/])"), 1250),
    "credential": (re.compile(
        r"\u2588,? (md|rn|do|mbbs|frca|fanzca|fracp|mrcp|cns|en|rgn|anum|cn|np|pa-c|crna|bsn rn)\b", I), 270),
    "ordinary_word_name_lookalike": (re.compile(
        r"\b(will|hope|grace|porter|fields|best|strong|young|stone|bishop|baker's|king|rose|may|cook|mason|"
        r"frost|ivy|sunny)\b", I), 300),
}
LEAK = {
    "email": re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+"),
    "url": re.compile(r"(https?://|www\.)|\b[\w-]+\.(com|org|net)\b", I),
    "ip": re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b"),
    "date_numeric": re.compile(r"\b\d{1,2}/\d{1,2}/\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b"),
    "phone_555": re.compile(r"555[ .-]?\d{3,4}\b"),
    "weekday": re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun)\b", I),
}


def edge_ok(text, s, e):
    probs = []
    t = text[s:e]
    if not t or t != t.strip():
        probs.append("whitespace at edge")
    if "\n" in t:
        probs.append("newline inside span")
    if s > 0:
        a, b = text[s - 1], text[s]
        if (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit()):
            probs.append("start inside word/number")
    if e < len(text):
        a, b = text[e - 1], text[e]
        if (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit()):
            probs.append("end inside word/number")
    if t and not (t[0].isalnum() or t[0] in "(+#"):
        probs.append("leading punctuation")
    if t and t[-1] in ",;:!?\"'])}":
        probs.append("trailing punctuation")
    if t.endswith(".") and not re.search(r"(^|[^A-Za-z])[A-Za-z]\.$", t):
        probs.append("trailing full stop")
    return probs


def fictional_contact(sp):
    t, v = sp["type"], sp["text"]
    if t in ("PHONE", "FAX"):
        if len(re.sub(r"\D", "", v)) >= 7 and "555" not in re.sub(r"\D", "", v):
            return "phone/fax of 7+ digits without 555 block"
    if t == "EMAIL" and not re.fullmatch(r"[\w.+-]+@([\w-]+\.)*example\.(com|org|net)", v, I):
        return "e-mail outside example.com/org/net"
    if t == "URL":
        host = re.sub(r"^https?://", "", v, flags=I).split("/")[0].split("?")[0]
        if not re.fullmatch(r"([\w-]+\.)*example\.(com|org|net)", host, I):
            return "URL outside example domains"
    if t == "IPADDR":
        try:
            o = [int(x) for x in v.split(".")]
        except ValueError:
            return "bad IP"
        if len(o) != 4 or any(x > 255 for x in o):
            return "bad IP"
        if not (o[0] == 10 or (o[0] == 172 and 16 <= o[1] <= 31) or (o[0] == 192 and o[1] == 168)):
            return "IP outside private ranges"
    if t == "SSN":
        d = re.sub(r"\D", "", v)
        if not (d.startswith("9") or d.startswith("000")):
            return "SSN not starting 9 or 000"
    return None


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(os.path.dirname(here), "notes.jsonl")
    errors = []

    def err(msg):
        if len(errors) < 200:
            errors.append(msg)
        else:
            errors.append(None)

    recs = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                recs.append(json.loads(line))
            except json.JSONDecodeError as ex:
                err(f"line {ln}: bad JSON {ex}")
    type_counts = collections.Counter()
    genre_notes = collections.Counter()
    neg_counts = collections.Counter()
    n_spans = 0
    n_lower = 0
    for idx, r in enumerate(recs, 1):
        rid = r.get("id")
        if set(r) != {"id", "text", "spans", "meta"}:
            err(f"{rid}: keys {sorted(r)}")
            continue
        if rid != f"dev121-en-{idx:04d}":
            err(f"line {idx}: id {rid} not sequential")
        text, spans, meta = r["text"], r["spans"], r["meta"]
        if not isinstance(text, str) or not text.strip():
            err(f"{rid}: empty text")
            continue
        if any(c in text for c in "\ue000\ue001\ue002"):
            err(f"{rid}: marker character left in text")
        if not isinstance(meta, dict) or meta.get("source") != "dev121-en" or not meta.get("genre") \
                or not isinstance(meta.get("lowercase"), bool):
            err(f"{rid}: bad meta {meta}")
            continue
        genre_notes[meta["genre"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err(f"{rid}: lowercase note has upper-case characters")
        elif text == text.lower():
            err(f"{rid}: note not flagged lowercase but has no upper case")
        prev_end = -1
        prev_start = -1
        for sp in spans:
            if set(sp) != {"start", "end", "label", "type", "text"}:
                err(f"{rid}: span keys {sorted(sp)}")
                continue
            s, e, t = sp["start"], sp["end"], sp["type"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err(f"{rid}: bad offsets {s}-{e}")
                continue
            if t not in CATEGORY:
                err(f"{rid}: unknown type {t}")
            elif sp["label"] != CATEGORY[t]:
                err(f"{rid}: label {sp['label']} does not match type {t}")
            if text[s:e] != sp["text"]:
                err(f"{rid}: text mismatch at {s}-{e}: {text[s:e]!r} vs {sp['text']!r}")
            if s < prev_start or s < prev_end:
                err(f"{rid}: spans unsorted or overlapping at {s}")
            prev_start, prev_end = s, e
            for p in edge_ok(text, s, e):
                err(f"{rid}: {p}: {text[max(0, s - 10):e + 10]!r} [{sp['text']!r} {t}]")
            fc = fictional_contact(sp)
            if fc:
                err(f"{rid}: {fc}: {sp['text']!r}")
            type_counts[t] += 1
            n_spans += 1
        # mask annotated spans, then look for leaks and count hard negatives
        chars = list(text)
        for sp in spans:
            for k in range(sp["start"], sp["end"]):
                chars[k] = "\u2588"
        masked = "".join(chars)
        for name, rx in LEAK.items():
            for m in rx.finditer(masked):
                err(f"{rid}: unannotated {name}-like string {m.group(0)!r} in "
                    f"{masked[max(0, m.start() - 20):m.end() + 20]!r}")
        for name, (rx, _) in HARD_NEG.items():
            neg_counts[name] += len(rx.findall(masked))

    n = len(recs)
    if n < MIN_NOTES:
        err(f"only {n} notes (< {MIN_NOTES})")
    if n_spans < MIN_SPANS:
        err(f"only {n_spans} spans (< {MIN_SPANS})")
    for t in CATEGORY:
        if type_counts[t] < MIN_PER_TYPE:
            err(f"type {t}: {type_counts[t]} spans (< {MIN_PER_TYPE})")
    big = [g for g, k in genre_notes.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    share = n_lower / n if n else 0
    if not (LOWER_SHARE[0] <= share <= LOWER_SHARE[1]):
        err(f"lower-case share {share:.3f} outside {LOWER_SHARE}")
    for name, (_, mn) in HARD_NEG.items():
        if neg_counts[name] < mn:
            err(f"hard negatives {name}: {neg_counts[name]} unannotated (< {mn})")

    print(f"notes {n}, spans {n_spans}, genres {len(genre_notes)} ({len(big)} with >= {MIN_PER_GENRE}), "
          f"lower-case share {share:.3f}")
    print("per type: " + ", ".join(f"{t} {type_counts[t]}" for t in CATEGORY))
    print("genres: " + ", ".join(f"{g} {k}" for g, k in sorted(genre_notes.items())))
    print("unannotated hard negatives: " + ", ".join(f"{k} {neg_counts[k]}" for k in HARD_NEG))
    real = [e for e in errors if e is not None]
    if real:
        for e in real:
            print("ERROR", e)
        if None in errors:
            print("ERROR ... more problems not shown")
        print("CHECK FAILED")
        sys.exit(1)
    print("CHECK PASSED")


if __name__ == "__main__":
    main()
