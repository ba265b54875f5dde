"""Validate dev101_en/notes.jsonl. Exits non-zero on any problem. Standard library only; self-contained."""
import ipaddress
import json
import os
import re
import sys
from collections import Counter, defaultdict

PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")

LABEL = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE",
         "DATE": "DATE", "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
         "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
         "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID",
         "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
         "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
         "PROFESSION": "PROFESSION"}
assert len(LABEL) == 29

MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30
LOWER_SHARE = (0.13, 0.21)
FICTIONAL_DOMAINS = ("example.com", "example.org", "example.net")
PRIVATE_NETS = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]

# minimum UNANNOTATED hard negatives per category (whole set)
HN_PATTERNS = {
    "lab_analyte": r"\b(?:na|k|cl|hco3|bun|cr|glu|hgb|hct|plt|inr|wbc|ptt|lactate|troponin|bnp|ast|alt|"
                   r"alk phos|t bili|albumin|lipase|tsh|a1c|phos)\b",
    "lab_value_or_range": r"(?<![\w.])\d+(?:\.\d+)?-\d+(?:\.\d+)?(?![\w/])|<\d+",
    "vital": r"\b(?:hr|rr|bp|spo2|tmax|t|temperature|heart rate|blood pressure|respiratory rate|map|sbp|dbp|"
             r"fio2|peep|etco2|uop)\b(?=[\s:,]*\d)",
    "drug": r"\b(?:metoprolol|apixaban|furosemide|insulin|lisinopril|atorvastatin|piperacillin|vancomycin|"
            r"ceftriaxone|azithromycin|pantoprazole|heparin|enoxaparin|acetaminophen|oxycodone|ondansetron|"
            r"lorazepam|levetiracetam|carbidopa|prednisone|albuterol|potassium chloride|magnesium sulfate|"
            r"amlodipine|metformin|tamsulosin|sertraline|thiamine|folic acid|warfarin|senna|polyethylene glycol|"
            r"docusate|diltiazem|amiodarone|spironolactone|methimazole|hydrocortisone|lactulose|rifaximin|"
            r"cefepime|meropenem|haloperidol|norepinephrine|propofol|fentanyl|vasopressin|dexmedetomidine|"
            r"cefazolin|etomidate|rocuronium|lidocaine|iohexol|hydromorphone)\b",
    "dose_unit": r"\b\d+(?:\.\d+)?\s?(?:mg|mcg|g|meq|units|ml|mmol/l|mg/dl|g/dl|k/ul|u/l|pg/ml|ng/l|"
                 r"mcg/kg/min|mcg/h|mcg/kg/h|units/h|units/min|kg|cm|mm|sec|l)(?![a-z])",
    "sig": r"\b(?:po|iv|sc|bid|tid|daily|qhs|q\d+h|prn|x1|neb|qpm|ac/hs)\b",
    "score": r"\b(?:gcs|news2|wells score|cha2ds2-vasc|has-bled|meld-na|curb-65|rass|braden|morse fall scale|"
             r"ciwa-ar|phq-9|nihss|sofa|qsofa|child-pugh|heart score|ecog|caprini|padua|glasgow-blatchford|"
             r"apgar|bishop score|fisher grade|asa class|mallampati|audit-c|cam-icu)\b",
    "eponym": r"\b(?:foley|babinski|murphy's|kernig|brudzinski|chvostek|trousseau|homans|swan-ganz|whipple|"
              r"nissen|trendelenburg|valsalva|kussmaul|cheyne-stokes|seldinger|baker's|wood's|mallory-weiss|"
              r"romberg|hoffmann|tinel|parkinson's|bell's|graves'|crohn's|hodgkin|barrett's|wernicke|"
              r"addison's|cushing's|alzheimer's|guillain-barre|glasgow|sweet syndrome|dupuytren)",
    "icd10": r"\b[a-z]\d{2}\.[0-9a-z]{1,4}\b|(?<=[(\[ ])[a-z]\d{2}(?=[)\]])",
    "clock_time": r"\b(?:[01]\d|2[0-3]):[0-5]\d\b",
    "relative_or_duration": r"\b(?:hd#\s?\d+|pod \d+|x\d+d|\d+ days|\d+ weeks|\d+ yrs|\d+ years|overnight|"
                            r"this morning|this afternoon|2-4 weeks|in \d+ months)\b",
    "ordinary_word_name": r"\b(?:will|hope|hopes|hopeful|grace|frank|mark|marked|walker|cook|baker's|rose|brown|"
                          r"white|green|long-term|page|bell|stone|strong|sharp|best|wells|foley|murphy's|graves'|"
                          r"fields|iris|ivy|dawn|rice|miles|cash|young|faith|bill|wood's|fisher|bishop|swift|joy|jack)\b",
    "generic_role_or_dept": r"\b(?:the nurse|attending|resident|case manager|social worker|cardiology|nephrology|"
                            r"icu|micu|ed|pacu|or|neurology|pharmacy|radiology|pathology|medicine|hospitalist|"
                            r"gastroenterology|palliative care|medicaid|medicare)\b",
}
HN_MIN = {"lab_analyte": 2000, "lab_value_or_range": 1300, "vital": 1000, "drug": 1100, "dose_unit": 2200,
          "sig": 1800, "score": 380, "eponym": 520, "icd10": 570, "clock_time": 1250,
          "relative_or_duration": 200, "ordinary_word_name": 480, "generic_role_or_dept": 500,
          "credential_after_name": 700, "table_number": 9000}

EMAIL_RE = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
URL_RE = re.compile(r"(?:https?://|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|edu|gov|io)\b", re.I)
IP_RE = re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])")
PHONE_RE = re.compile(r"(?<!\d)(?:\(\d{3}\)\s?|\d{3}[-. ])\d{3}[-. ]\d{4}(?!\d)|(?<![\d-])555-\d{4}(?!\d)")
SSN_RE = re.compile(r"(?<![\d-])\d{3}-\d{2}-\d{4}(?![\d-])")
CRED_RE = re.compile(r",? (?:md|do|rn|np|pa-c|pharmd|lcsw|crna|rrt|rt\(r\))\b", re.I)
STATES = {"alabama": "al", "alaska": "ak", "arizona": "az", "arkansas": "ar", "california": "ca", "colorado": "co",
          "connecticut": "ct", "delaware": "de", "florida": "fl", "georgia": "ga", "hawaii": "hi", "idaho": "id",
          "illinois": "il", "indiana": "in", "iowa": "ia", "kansas": "ks", "kentucky": "ky", "louisiana": "la",
          "maine": "me", "maryland": "md", "massachusetts": "ma", "michigan": "mi", "minnesota": "mn",
          "mississippi": "ms", "missouri": "mo", "montana": "mt", "nebraska": "ne", "nevada": "nv",
          "new hampshire": "nh", "new jersey": "nj", "new mexico": "nm", "new york": "ny", "north carolina": "nc",
          "north dakota": "nd", "ohio": "oh", "oklahoma": "ok", "oregon": "or", "pennsylvania": "pa",
          "rhode island": "ri", "south carolina": "sc", "south dakota": "sd", "tennessee": "tn", "texas": "tx",
          "utah": "ut", "vermont": "vt", "virginia": "va", "washington": "wa", "west virginia": "wv",
          "wisconsin": "wi", "wyoming": "wy"}
MONTHS = "jan feb mar apr may jun jul aug sep oct nov dec".split()
WEEKDAYS = "mon tue wed thu fri sat sun".split()
HOLIDAYS = ("christmas", "thanksgiving", "new year", "easter", "labor day", "memorial day", "halloween",
            "fourth of july")
NUM_WORDS = ("one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
             "seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred").split()

errors = []


def err(msg):
    errors.append(msg)


def fictional_phone(v):
    v = re.split(r"\s*(?:ext\.?|x)\s*(?=\d)", v, flags=re.I)[0]
    d = re.sub(r"\D", "", v)
    if len(d) < 7:
        return True
    if len(d) == 11 and d[0] == "1":
        d = d[1:]
    if len(d) == 10:
        return d[3:6] == "555"
    if len(d) == 7:
        return d[:3] == "555"
    return "5550" in d


def host_ok(h):
    h = h.lower()
    return any(h == dom or h.endswith("." + dom) for dom in FICTIONAL_DOMAINS)


def same_class(a, b):
    return (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit())


def check_span_value(nid, s):
    t, v, lv = s["type"], s["text"], s["text"].lower()
    if t in ("PHONE", "FAX") and not fictional_phone(v):
        err(f"{nid}: non-fictional {t} {v!r}")
    if t in ("PHONE", "FAX") and not re.search(r"\d{3}", v):
        err(f"{nid}: {t} without digits {v!r}")
    if t == "EMAIL":
        m = re.fullmatch(r"[\w.+-]+@([\w.-]+)", v)
        if not m or not host_ok(m.group(1)):
            err(f"{nid}: e-mail off the example domains {v!r}")
    if t == "URL":
        m = re.match(r"(?:https?://)?([\w.-]+)", v)
        if not m or not host_ok(m.group(1)):
            err(f"{nid}: URL off the example domains {v!r}")
    if t == "IPADDR":
        try:
            a = ipaddress.ip_address(v)
            if not any(a in n for n in PRIVATE_NETS):
                err(f"{nid}: IP outside private ranges {v!r}")
        except ValueError:
            err(f"{nid}: bad IP {v!r}")
    if t == "SSN" and not (re.fullmatch(r"\d{3}-\d{2}-\d{4}", v) and (v[0] == "9" or v.startswith("000"))):
        err(f"{nid}: SSN not in fictional range {v!r}")
    if t == "AGE" and not (v.isdigit() or all(p in NUM_WORDS for p in re.split(r"[- ]", lv))):
        err(f"{nid}: odd AGE {v!r}")
    if t == "ZIP" and not re.fullmatch(r"\d{5}(?:-\d{4})?", v):
        err(f"{nid}: odd ZIP {v!r}")
    if t == "STATE" and lv not in STATES and lv not in STATES.values():
        err(f"{nid}: odd STATE {v!r}")
    if t == "DATE" and not (re.search(r"\d", v) or any(m in lv for m in MONTHS) or any(w in lv for w in WEEKDAYS)
                            or any(h in lv for h in HOLIDAYS)):
        err(f"{nid}: odd DATE {v!r}")
    if t == "DATE" and re.search(r"\d{1,2}:\d{2}", v):
        err(f"{nid}: time of day inside DATE {v!r}")
    if t in ("PATIENT", "DOCTOR", "FAMILY") and re.match(r"(?i)(?:dr|mr|mrs|ms|prof)\.?\s", v):
        err(f"{nid}: title inside name {v!r}")
    if t in ("PATIENT", "DOCTOR", "FAMILY") and re.search(r"(?i),?\s(?:md|rn|do|np|pa-c|pharmd|lcsw|crna)$", v):
        err(f"{nid}: credential inside name {v!r}")


def main():
    try:
        lines = open(PATH, encoding="utf-8").read().splitlines()
    except OSError as e:
        print(f"FAIL: cannot read {PATH}: {e}")
        return 1
    n_notes = n_spans = n_lower = 0
    per_type, per_genre = Counter(), Counter()
    hn = Counter()
    for i, line in enumerate(lines):
        try:
            row = json.loads(line)
        except json.JSONDecodeError as e:
            err(f"line {i + 1}: bad JSON {e}")
            continue
        if set(row) != {"id", "text", "spans", "meta"}:
            err(f"line {i + 1}: keys {sorted(row)}")
            continue
        nid, text, spans, meta = row["id"], row["text"], row["spans"], row["meta"]
        if nid != f"dev101-en-{i + 1:04d}":
            err(f"line {i + 1}: id {nid!r} not sequential")
        if not isinstance(text, str) or not text.strip():
            err(f"{nid}: empty text")
            continue
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase"}:
            err(f"{nid}: meta keys")
            continue
        if meta["source"] != "dev101-en":
            err(f"{nid}: meta.source {meta['source']!r}")
        if not isinstance(meta["genre"], str) or not re.fullmatch(r"[a-z_]+", meta["genre"]):
            err(f"{nid}: meta.genre {meta['genre']!r}")
        if not isinstance(meta["lowercase"], bool):
            err(f"{nid}: meta.lowercase not bool")
        if meta["lowercase"] and text != text.lower():
            err(f"{nid}: marked lower-case but has capitals")
        if not meta["lowercase"] and text == text.lower():
            err(f"{nid}: all lower-case but not marked")
        if re.search(r"[\ue000-\uf8ff]", text):
            err(f"{nid}: private marker left in text")
        n_notes += 1
        n_lower += int(meta["lowercase"])
        per_genre[meta["genre"]] += 1
        prev_end = -1
        mask = list(text)
        for s in spans:
            if not isinstance(s, dict) or set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{nid}: span keys {s}")
                continue
            a, b, t = s["start"], s["end"], s["type"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err(f"{nid}: bad offsets {s}")
                continue
            if t not in LABEL:
                err(f"{nid}: unknown type {t}")
                continue
            if s["label"] != LABEL[t]:
                err(f"{nid}: label {s['label']} != {LABEL[t]} for {t}")
            if text[a:b] != s["text"]:
                err(f"{nid}: text mismatch {text[a:b]!r} != {s['text']!r}")
            if a < prev_end:
                err(f"{nid}: spans unsorted or overlapping at {a}")
            prev_end = b
            v = text[a:b]
            if v != v.strip():
                err(f"{nid}: whitespace at span edge {v!r}")
            if "\n" in v:
                err(f"{nid}: newline inside span {v!r}")
            first_ok = v[0].isalnum() or (t in ("PHONE", "FAX") and v[0] in "(+")
            last_ok = v[-1].isalnum() or (v[-1] == "." and re.search(r"(?:^|[\s.])\w\.$", v) is not None)
            if not first_ok or not last_ok:
                err(f"{nid}: punctuation at span edge {t} {v!r}")
            if a > 0 and same_class(text[a - 1], text[a]):
                err(f"{nid}: span starts inside a word/number {text[max(0, a - 5):b]!r}")
            if b < len(text) and same_class(text[b - 1], text[b]):
                err(f"{nid}: span ends inside a word/number {text[a:b + 5]!r}")
            check_span_value(nid, s)
            per_type[t] += 1
            n_spans += 1
            for k in range(a, b):
                mask[k] = "\x00"
            if LABEL[t] == "NAME" and t != "USERNAME" and CRED_RE.match(text, b):
                hn["credential_after_name"] += 1
        masked = "".join(mask)
        low = masked.lower()
        # nothing contact-like may stay unannotated
        for rx, what in ((EMAIL_RE, "e-mail"), (URL_RE, "URL"), (IP_RE, "IP"), (PHONE_RE, "phone"), (SSN_RE, "SSN")):
            for m in rx.finditer(masked):
                err(f"{nid}: unannotated {what}-like string {m.group(0)!r}")
        for cat, pat in HN_PATTERNS.items():
            hn[cat] += len(re.findall(pat, low))
        for ln in masked.split("\n"):
            if "|" in ln or "\t" in ln or ln.count(",") >= 3:
                hn["table_number"] += len(re.findall(r"(?<![\w.])[-+]?\d+(?:\.\d+)?(?![\w])", ln))
    # set-level minimums
    if n_notes < MIN_NOTES:
        err(f"only {n_notes} notes (< {MIN_NOTES})")
    if n_spans < MIN_SPANS:
        err(f"only {n_spans} spans (< {MIN_SPANS})")
    for t in LABEL:
        if per_type[t] < MIN_PER_TYPE:
            err(f"type {t}: {per_type[t]} spans (< {MIN_PER_TYPE})")
    big = [g for g, n in per_genre.items() if n >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    for g, n in per_genre.items():
        if n < MIN_PER_GENRE:
            err(f"genre {g}: {n} notes (< {MIN_PER_GENRE})")
    share = n_lower / max(1, n_notes)
    if not (LOWER_SHARE[0] <= share <= LOWER_SHARE[1]):
        err(f"lower-case share {share:.3f} outside {LOWER_SHARE}")
    for cat, mn in HN_MIN.items():
        if hn[cat] < mn:
            err(f"hard negatives {cat}: {hn[cat]} (< {mn})")

    print(f"notes {n_notes}  spans {n_spans}  genres {len(per_genre)}  lower-case {n_lower} ({share:.1%})")
    print("per genre: " + ", ".join(f"{g}={n}" for g, n in sorted(per_genre.items())))
    print("per type:  " + ", ".join(f"{t}={per_type[t]}" for t in LABEL))
    print("unannotated hard negatives: " + ", ".join(f"{c}={hn[c]} (min {HN_MIN[c]})" for c in HN_MIN))
    if errors:
        by = defaultdict(int)
        for e in errors[:60]:
            print("ERROR", e)
        print(f"FAIL: {len(errors)} problem(s)")
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
