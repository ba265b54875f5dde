"""Validate ../notes.jsonl. Exits non-zero on any problem. Standard library only, self-contained."""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATH = os.path.join(HERE, "notes.jsonl")

CAT = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID",
    "BIOID": "ID", "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30
LOWER_SHARE = (0.28, 0.39)

# unannotated hard negatives: category -> (regex, minimum count outside spans)
DRUGS = ("olanzapine|sertraline|clozapine|lorazepam|zopiclone|paracetamol|lithium carbonate|aripiprazole|paliperidone|"
         "haloperidol|mirtazapine|quetiapine|metformin|apixaban|warfarin|donepezil|levodopa|furosemide|amlodipine|"
         "morphine sulfate|midazolam|lactulose|movicol|thiamine|naltrexone|buprenorphine|methadone|enoxaparin|"
         "fluoxetine|venlafaxine|adcal-d3|senna|zuclopenthixol|flupentixol|risperidone")
CREDS = ("MD|RN|RMN|RGN|DO|NP|LCSW|MSW|RPN|MBChB|MRCPsych|FRANZCP|OTR/L|DPT|CCC-SLP|BSW|DipSW|MCSP|MRCSLT|DipCOT|"
         "PMHNP-BC|EN|RSW|MBBS|PhD|PT|OT Reg\\.|S-LP\\(C\\)|BOccThy|BPhty")
NEG = {
    "lab": (r"\b(na|k|cl|bun|urea|cr|egfr|hgb|hb|plt|wbc|crp|inr|li|tsh|alt|hba1c|b12|alb|anc|glucose|clozapine level)"
            r" [<>]?\d", 1500),
    "vital": (r"\b(bp|hr|rr|spo2|t|temp|bm|wt|pulse) \d", 1200),
    "drug": (rf"\b({DRUGS})\b[^\n]{{0,20}}?\d+(\.\d+)? ?(mg|g|ml|sachets?|tab)\b", 1500),
    "score": (r"\b(phq-9|gad-7|mmse|moca|waterlow|braden|must|barthel|honos total|news2|gcs|k10|audit|core-10|"
              r"abbey pain scale|berg|tug|ciwa-ar|rockwood cfs|iddsi level|fois|4at|eq-5d vas) \d", 900),
    "eponym": (r"\b(parkinson's|alzheimer's|korsakoff|foley|babinski|huntington's|crohn's|hashimoto's|down syndrome|"
               r"tourette|raynaud's|doppler|romberg|bristol stool|lewy body|wernicke's|charcot|baker's cyst|bell's palsy|"
               r"guillain-barre|addison's|cushing's|m\u00e9ni\u00e8re's|asperger's|stevens-johnson|hartmann's|colles|"
               r"dupuytren's|trendelenburg|heberden's)", 300),
    "icd10": (r"\b([fgilejrzxn]\d{2}\.\d{1,2}|g20|i10)\b", 400),
    "clock_time": (r"\b\d{1,2}:\d{2}\b|\b\d{4} ?hrs\b", 2000),
    "word_name": (r"\b(will|hope|hopes|grace|faith|joy|rose|dawn|mark|marked|marks|frank|bill|pat|rich|baker's|king-size|"
                  r"young|hall|wood-burning|green|brown|black|white|little|cook|bell|frost|rice|moss)\b", 500),
}
MIN_CREDENTIAL_AFTER_NAME = 400
MIN_TABLE_NUMBERS = 1500

EMAIL_RE = re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)+")
URL_RE = re.compile(r"https?://|\bwww\.|\b[\w-]+\.(com|org|net|io|co|uk|au|ca|gov)\b", re.I)
IP_RE = re.compile(r"\b\d{1,3}(\.\d{1,3}){3}\b")
PHONE_RE = re.compile(r"\b\d{3}[-. ]555[-. ]\d{4}\b|\b555[- ]0\d{3}\b|\b5550 \d{4}\b|\b0\d{3,4} 555 \d{3,4}\b")
FULLDATE_RE = re.compile(r"\b\d{1,2}/\d{1,2}/\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}-[a-z]{3}-\d{4}\b", re.I)
CAL_RE = re.compile(r"\b(january|february|march|april|june|july|august|september|october|november|december|"
                    r"mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|mon|tue|tues|wed|thu|thur|"
                    r"thurs|fri|christmas|easter|thanksgiving|boxing day|anzac day|canada day|australia day|labor day|"
                    r"memorial day|victoria day)\b", re.I)
TITLE_RE = re.compile(r"^(mr|mrs|ms|miss|mx|dr|prof)\.?\s", re.I)
INITIAL_END_RE = re.compile(r"(^|[\s.])[A-Za-z]\.$")
BAD_START = set(" \t\n.,;:!?)]}\"'-/")
BAD_END = set(" \t\n,;:!?([{\"'-/")

errors = []


def err(msg):
    errors.append(msg)
    if len(errors) < 60:
        print("ERROR:", msg)


def fictional_ok(sp):
    t, v = sp["type"], sp["text"]
    if t in ("PHONE", "FAX"):
        if sum(ch.isdigit() for ch in v) >= 7 and not re.search(r"(?<!\d)555(?!\d)|(?<!\d)5550(?!\d)", v):
            return "phone/fax without 555 block"
    elif t == "EMAIL":
        if not re.fullmatch(r"[a-z0-9._+-]+@([a-z0-9-]+\.)*example\.(com|org|net)", v, re.I):
            return "e-mail outside example domains"
    elif t == "URL":
        host = re.sub(r"^https?://", "", v, flags=re.I).split("/")[0].lower()
        if not re.fullmatch(r"([a-z0-9-]+\.)*example\.(com|org|net)", host):
            return "URL outside example domains"
    elif t == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            return "bad IP"
        if not any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")):
            return "IP outside private ranges"
    elif t == "SSN":
        d = re.sub(r"\D", "", v)
        if not (d.startswith("9") or d.startswith("000")):
            return "SSN-like number not starting with 9 or 000"
    return None


def main():
    if not os.path.exists(PATH):
        err("notes.jsonl missing")
        return
    recs = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                recs.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"line {ln}: bad JSON {e}")
    type_n, genre_notes = collections.Counter(), collections.Counter()
    neg_n, total_spans, lower_n, cred_n, tabnum_n = collections.Counter(), 0, 0, 0, 0
    cred_re = re.compile(rf"^(,? |, | \()({CREDS})(?![\w])", re.I)
    for i, r in enumerate(recs, 1):
        rid = r.get("id")
        if set(r) != {"id", "text", "spans", "meta"}:
            err(f"{rid}: keys {sorted(r)}")
            continue
        if rid != f"dev103-en-{i:04d}":
            err(f"record {i}: id {rid} not sequential")
        text, spans, meta = r["text"], r["spans"], r["meta"]
        if not isinstance(text, str) or not text or not isinstance(spans, list) or not isinstance(meta, dict):
            err(f"{rid}: bad field types")
            continue
        if set(meta) != {"source", "genre", "lowercase"} or meta.get("source") != "dev103-en" \
                or not isinstance(meta.get("genre"), str) or not meta["genre"] or not isinstance(meta.get("lowercase"), bool):
            err(f"{rid}: bad meta {meta}")
            continue
        genre_notes[meta["genre"]] += 1
        if meta["lowercase"]:
            lower_n += 1
            if text != text.lower():
                err(f"{rid}: lowercase note has upper case")
        if re.search("[\ue000-\ue0ff]", text):
            err(f"{rid}: marker characters left in text")
        prev_end = -1
        mask = list(text)
        for sp in spans:
            if set(sp) != {"start", "end", "label", "type", "text"}:
                err(f"{rid}: span keys {sorted(sp)}")
                continue
            s, e, t = sp["start"], sp["end"], sp["type"]
            if t not in CAT:
                err(f"{rid}: unknown type {t}")
                continue
            if sp["label"] != CAT[t]:
                err(f"{rid}: label {sp['label']} != {CAT[t]} for {t}")
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err(f"{rid}: bad offsets {s},{e}")
                continue
            v = text[s:e]
            if v != sp["text"]:
                err(f"{rid}: text mismatch at {s}: {v!r} != {sp['text']!r}")
            if s < prev_end:
                err(f"{rid}: spans unsorted or overlapping at {s}")
            prev_end = e
            # edges
            if v != v.strip() or "\n" in v:
                err(f"{rid}: whitespace at edge/newline inside {v!r}")
            if v[0] in BAD_START and not (v[0] == "(" and t in ("PHONE", "FAX")):
                err(f"{rid}: bad start char {v!r}")
            if v[0] == "(" and t not in ("PHONE", "FAX"):
                err(f"{rid}: bad start char {v!r}")
            if v[-1] in BAD_END or (v[-1] == "." and not (CAT[t] == "NAME" and INITIAL_END_RE.search(v))) \
                    or (v[-1] == ")" and "(" not in v):
                err(f"{rid}: bad end char {v!r}")
            for a, b in ((s - 1, s), (e - 1, e)):
                if a >= 0 and b < len(text):
                    x, y = text[a], text[b]
                    if (x.isalpha() and y.isalpha()) or (x.isdigit() and y.isdigit()):
                        err(f"{rid}: edge inside a word/number at {b}: {text[max(0, a - 5):b + 5]!r}")
            if CAT[t] == "NAME" and TITLE_RE.match(v):
                err(f"{rid}: title inside name span {v!r}")
            if t == "DATE" and re.search(r"\d{1,2}:\d{2}", v):
                err(f"{rid}: time inside date span {v!r}")
            if t == "AGE" and not re.fullmatch(r"\d{1,3}|[a-z-]+", v, re.I):
                err(f"{rid}: odd age {v!r}")
            why = fictional_ok(sp)
            if why:
                err(f"{rid}: {why}: {v!r}")
            type_n[t] += 1
            total_spans += 1
            if CAT[t] == "NAME" and t != "USERNAME" and cred_re.match(text[e:e + 14]):
                cred_n += 1
            for k in range(s, e):
                mask[k] = "\x00"
        out = "".join(mask)
        for name, rx in (("e-mail", EMAIL_RE), ("URL", URL_RE), ("IP", IP_RE), ("phone", PHONE_RE),
                         ("full date", FULLDATE_RE), ("calendar word", CAL_RE)):
            m = rx.search(out)
            if m:
                err(f"{rid}: unannotated {name}-like string {m.group(0)!r}")
        for cat, (rx, _) in NEG.items():
            neg_n[cat] += len(re.findall(rx, out, re.I))
        for line in out.split("\n"):
            if line.count("|") >= 3 or line.count("\t") >= 2 or line.count(",") >= 4 or re.search(r"\S {2,}\S.* {2,}\S", line):
                tabnum_n += len(re.findall(r"(?<![\w.])\d+(\.\d+)?(?![\w.])", line))
    n = len(recs)
    print(f"notes {n}, spans {total_spans}, genres {len(genre_notes)}, lower-case {lower_n} ({lower_n / max(n, 1):.1%})")
    if n < MIN_NOTES:
        err(f"only {n} notes")
    if total_spans < MIN_SPANS:
        err(f"only {total_spans} spans")
    for t in CAT:
        if type_n[t] < MIN_PER_TYPE:
            err(f"type {t}: only {type_n[t]} spans")
    big = [g for g, k in genre_notes.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    for g, k in genre_notes.items():
        if k < MIN_PER_GENRE:
            err(f"genre {g}: only {k} notes")
    share = lower_n / max(n, 1)
    if not LOWER_SHARE[0] <= share <= LOWER_SHARE[1]:
        err(f"lower-case share {share:.2f} outside {LOWER_SHARE}")
    print("per type:", ", ".join(f"{t} {type_n[t]}" for t in CAT))
    print("hard negatives (unannotated):", ", ".join(f"{c} {neg_n[c]}" for c in NEG),
          f", credential_after_name {cred_n}, table_numbers {tabnum_n}")
    for cat, (_, lo) in NEG.items():
        if neg_n[cat] < lo:
            err(f"hard negatives {cat}: {neg_n[cat]} < {lo}")
    if cred_n < MIN_CREDENTIAL_AFTER_NAME:
        err(f"credentials after names: {cred_n} < {MIN_CREDENTIAL_AFTER_NAME}")
    if tabnum_n < MIN_TABLE_NUMBERS:
        err(f"unannotated numbers in tables: {tabnum_n} < {MIN_TABLE_NUMBERS}")


if __name__ == "__main__":
    main()
    if errors:
        print(f"FAILED: {len(errors)} problem(s)")
        sys.exit(1)
    print("OK")
