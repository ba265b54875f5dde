"""Validate bench/dev111_en/notes.jsonl; exit non-zero on any problem.

Self-contained (standard library only).  Checks: JSON shape, sequential ids, meta,
label/type categories, offsets, ordering/overlap, span edge rules, minimum counts,
fictional contact ranges, no unannotated e-mail/URL/IP/phone-like strings, minimum
counts of unannotated hard negatives per category, lower-case share, and that no
annotated name token is left unannotated elsewhere in its note.
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
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
assert len(CATEGORY) == 29

MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 330, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_SHARE = (0.13, 0.21)  # about one in six

# name-like ordinary words (used both as annotated names and as unannotated words)
NAME_WORDS = {"grace", "hope", "joy", "faith", "rose", "dawn", "iris", "ivy", "summer", "amber",
              "crystal", "sunny", "mercy", "honor", "will", "mark", "ray", "guy", "art", "bill",
              "hunter", "frank", "chase", "miles", "sonny", "rusty", "baker", "king", "cook",
              "young", "hall", "field", "rice", "bishop", "mason", "brown", "white", "green",
              "long", "wise", "best", "sharp", "bond", "stone", "hill", "little", "strong",
              "small", "hart", "fox", "lamb", "marsh", "mills"}

MONTH_RE = r"(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"
WEEKDAY_RE = r"(mon|tue|wed|thu|fri|sat|sun)"
HOLIDAY_RE = r"(christmas|thanksgiving|new year|canada day|labou?r day|easter|memorial day|victoria day)"

NUMBER_WORDS = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
                "eighteen", "nineteen", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
                "eighty", "ninety", "hundred", "and"}

HARD_NEG = {
    "lab": (re.compile(r"(?i)(?<![\w/])(Na|K|Cl|HCO3|BUN|Cr|Glu|Ca|Mg|Phos|WBC|Hgb|Hct|Plt|INR|PTT|AST|ALT|ALP|T bili|Alb|"
                       r"Lactate|Trop|BNP|CRP|Procal|Ferritin|LDH|TSH|A1c|Fibrinogen)\b[ \t:|,]*\d"), 1400),
    "vital": (re.compile(r"(?i)\b(HR|RR|BP|SpO2|Temp|T|MAP)\b[ :]*\d"), 1200),
    "drug_dose": (re.compile(r"(?i)\b(vancomycin|piperacillin-tazobactam|cefazolin|ceftriaxone|meropenem|metronidazole|heparin|"
                             r"enoxaparin|apixaban|metoprolol tartrate|amlodipine|furosemide|pantoprazole|insulin glargine|"
                             r"norepinephrine|vasopressin|propofol|fentanyl|dexmedetomidine|hydromorphone|morphine|"
                             r"levetiracetam|atorvastatin|aspirin|clopidogrel|ondansetron|dexamethasone|pembrolizumab|"
                             r"carboplatin|paclitaxel|micafungin|acyclovir|trimethoprim-sulfamethoxazole|haloperidol|"
                             r"lorazepam|glycopyrrolate|midazolam|gabapentin|tacrolimus|warfarin|alteplase|rifampin|"
                             r"daptomycin|linezolid)\s+(AUC\s+)?\d[\d.]*\s*(mg|mcg|g|units|mL|DS|SS)?"), 1000),
    "score": (re.compile(r"(?i)\b(GCS|SOFA|qSOFA|APACHE II|NIHSS|ECOG|RASS|CAM-ICU|mRS|KPS|PPS|CHA2DS2-VASc|HAS-BLED|"
                         r"LACE index|MELD-Na|Braden|CURB-65|Morse)\b"), 600),
    "eponym": (re.compile(r"(?i)\b(Parkinson'?s?|Babinski|Foley|Romberg|Hoffmann|Homans|Kernig|Brudzinski|Glasgow|Swan-Ganz|"
                          r"Bell's|Baker's|Hashimoto|Cushing's|Addison's|Crohn's|Guillain-Barr\w|Alzheimer'?s?|Horner|"
                          r"Trendelenburg|Seldinger|Murphy's|Virchow|Gleason|Breslow|Clark level|Bethesda|Papanicolaou|"
                          r"Gram stain|Cockcroft-Gault|Janeway|Nottingham)\b"), 450),
    "icd10": (re.compile(r"(?i)\b[a-tv-z]\d{2}\.[0-9a-z]{1,4}\b"), 300),
    "clock_time": (re.compile(r"\b([01]\d|2[0-3]):[0-5]\d\b"), 950),
    "protocol": (re.compile(r"(?i)\b((HALCYON|LUMEN|KESTREL|ORBIT|TESSERA|VANTAGE|NIMBUS|SOLACE|CADENCE|PRISM)-\d{3}|"
                            r"IRB protocol \d{4}-\d{4})\b"), 100),
    "numeric_range": (re.compile(r"(?<![\w/.-])\d+(\.\d+)?-\d+(\.\d+)?(?![\w/.-])"), 550),
    "name_word_ordinary": (re.compile(r"(?i)\b(" + "|".join(sorted(NAME_WORDS)) + r")\b"), 600),
}
CRED_AFTER_NAME = re.compile(r"^,? ?\(?(MD|DO|RN|NP|PA-C|PA\(ASCP\)|PharmD|RPh|MSW|RRT|CRNA|CCRP|MBBS)\b", re.I)
MIN_CRED = 800
MIN_NAME_WORD_ANNOTATED = 500

EMAIL_RE = re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)+")
URL_RE = re.compile(r"(?i)\b(https?://\S+|www\.\S+|[\w-]+(\.[\w-]+)*\.(com|org|net)(/\S*)?)")
IP_RE = re.compile(r"(?<![\w.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\w.]*\d)")
PHONE_LIKE = re.compile(r"(?<![\w-])(\(?\d{3}\)?[-. ])?\d{3}[-. ]\d{4}(?![\w-])")
FICT_DOMAIN = re.compile(r"(?i)^([\w-]+\.)*example\.(com|org|net)$")


def bad_edge(a, b):
    return (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit())


def private_ip(s):
    p = [int(x) for x in s.split(".")]
    if any(x > 255 for x in p):
        return False
    return p[0] == 10 or (p[0] == 172 and 16 <= p[1] <= 31) or (p[0] == 192 and p[1] == 168)


def main():
    errs = []

    def err(msg):
        if len(errs) < 200:
            errs.append(msg)

    rows = []
    src = sys.argv[1] if len(sys.argv) > 1 else PATH
    with (sys.stdin if src == "-" else open(src, encoding="utf-8")) as f:
        for ln, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except Exception as e:  # noqa: BLE001
                err(f"line {ln}: bad JSON {e}")
    type_count = collections.Counter()
    genre_notes = collections.Counter()
    hard = collections.Counter()
    cred = 0
    name_word_annot = 0
    lower_n = 0
    n_spans = 0
    for i, row in enumerate(rows, 1):
        rid = row.get("id")
        if set(row) != {"id", "text", "spans", "meta"}:
            err(f"{rid}: keys {sorted(row)}")
            continue
        if rid != f"dev111-en-{i:04d}":
            err(f"line {i}: id {rid} not sequential")
        text, spans, meta = row["text"], row["spans"], row["meta"]
        if not isinstance(text, str) or not isinstance(spans, list) or not isinstance(meta, dict):
            err(f"{rid}: bad field types")
            continue
        if meta.get("source") != "dev111-en" or not isinstance(meta.get("genre"), str) or not meta["genre"] \
                or not isinstance(meta.get("lowercase"), bool) or set(meta) != {"source", "genre", "lowercase"}:
            err(f"{rid}: bad meta {meta}")
        genre_notes[meta.get("genre")] += 1
        if meta.get("lowercase"):
            lower_n += 1
            if text != text.lower():
                err(f"{rid}: lowercase note has upper case")
        elif text == text.lower():
            err(f"{rid}: note flagged mixed case is all lower case")
        covered = [False] * len(text)
        prev_end = 0
        name_tokens = set()
        for s in spans:
            n_spans += 1
            if set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{rid}: span keys {sorted(s)}")
                continue
            st, en, lab, typ, val = s["start"], s["end"], s["label"], s["type"], s["text"]
            if typ not in CATEGORY:
                err(f"{rid}: unknown type {typ}")
                continue
            if CATEGORY[typ] != lab:
                err(f"{rid}: label {lab} for {typ}")
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err(f"{rid}: bad offsets {st},{en}")
                continue
            if text[st:en] != val:
                err(f"{rid}: text mismatch {val!r} vs {text[st:en]!r}")
            if st < prev_end:
                err(f"{rid}: span {st}-{en} unsorted or overlapping")
            prev_end = en
            type_count[typ] += 1
            for k in range(st, en):
                covered[k] = True
            # edges
            if val != val.strip():
                err(f"{rid}: whitespace edge {val!r}")
            if st > 0 and bad_edge(text[st - 1], text[st]):
                err(f"{rid}: start inside word/number {text[max(0, st - 5):en]!r}")
            if en < len(text) and bad_edge(text[en - 1], text[en]):
                err(f"{rid}: end inside word/number {text[st:en + 5]!r}")
            if val[-1] in ",;:!?\"'" or val[0] in "\"'[{,;:.":
                err(f"{rid}: punctuation edge {val!r}")
            if val.endswith(".") and not re.search(r"(^|[\s.])\w\.$", val):
                err(f"{rid}: trailing full stop {val!r}")
            for o, c in ("()", "[]"):
                if val.count(o) != val.count(c):
                    err(f"{rid}: unbalanced brackets {val!r}")
            if val.startswith("(") and typ not in ("PHONE", "FAX"):
                err(f"{rid}: leading bracket {val!r}")
            low = val.lower()
            # per-type shape
            digits = re.sub(r"\D", "", val)
            if typ == "AGE" and not (val.isdigit() or all(w in NUMBER_WORDS for w in re.split(r"[- ]", low))):
                err(f"{rid}: AGE shape {val!r}")
            if typ == "DATE" and not (re.search(r"\d", val) or re.search(MONTH_RE, low) or re.search(WEEKDAY_RE, low)
                                      or re.search(HOLIDAY_RE, low)):
                err(f"{rid}: DATE shape {val!r}")
            if typ == "DATE" and re.search(r"\d:\d", val):
                err(f"{rid}: time of day inside DATE {val!r}")
            if typ in ("PHONE", "FAX"):
                main_part = re.split(r"(?i)\s*(ext\.?|x)\s*\d+$", val)[0]
                md = re.sub(r"\D", "", main_part)
                if len(md) >= 7 and "555" not in md:
                    err(f"{rid}: non-fictional phone {val!r}")
                if len(digits) < 4:
                    err(f"{rid}: phone too short {val!r}")
            if typ == "EMAIL":
                m = re.fullmatch(r"[\w.+-]+@([\w.-]+)", val)
                if not m or not FICT_DOMAIN.match(m.group(1)):
                    err(f"{rid}: e-mail not on example domains {val!r}")
            if typ == "URL":
                host = re.sub(r"(?i)^https?://", "", val).split("/")[0].split("?")[0]
                if not FICT_DOMAIN.match(host):
                    err(f"{rid}: URL not on example domains {val!r}")
            if typ == "IPADDR" and not (re.fullmatch(r"\d{1,3}(\.\d{1,3}){3}", val) and private_ip(val)):
                err(f"{rid}: IP not private {val!r}")
            if typ == "SSN" and not (val.startswith("9") or val.startswith("000")):
                err(f"{rid}: SSN not in fictional range {val!r}")
            if typ in ("MRN", "SSN", "ACCOUNT", "IDNUM", "HEALTHPLAN", "DEVICE", "LICENSE", "BIOID", "VEHICLE") \
                    and not re.search(r"\d", val):
                err(f"{rid}: identifier without digits {val!r}")
            if typ in ("PATIENT", "DOCTOR", "FAMILY"):
                if re.search(r"\d", val):
                    err(f"{rid}: digit in name {val!r}")
                for tok in re.findall(r"[^\W\d_]+(?:['-][^\W\d_]+)*", val):
                    if tok.lower() in NAME_WORDS:
                        name_word_annot += 1
                    elif len(tok) >= 3:
                        name_tokens.add(tok.lower())
                after = text[en:en + 14]
                if CRED_AFTER_NAME.match(after):
                    cred += 1
        # unannotated name tokens elsewhere in the note
        low_text = text.lower()
        for tok in name_tokens:
            for m in re.finditer(r"(?<![\w'])" + re.escape(tok) + r"(?![\w])", low_text):
                if not any(covered[m.start():m.end()]):
                    err(f"{rid}: name token {tok!r} unannotated at {m.start()}")
        # contact-like strings outside spans

        def outside(m):
            return not any(covered[m.start():m.end()])

        for rx, what in ((EMAIL_RE, "e-mail"), (URL_RE, "URL"), (IP_RE, "IP"), (PHONE_LIKE, "phone")):
            for m in rx.finditer(text):
                if outside(m):
                    err(f"{rid}: unannotated {what}-like string {m.group(0)!r}")
        if "555" in text:
            for m in re.finditer(r"555", text):
                if outside(m) and re.search(r"555[-. ]\d{4}|\d[-. ]555", text[max(0, m.start() - 2):m.end() + 6]):
                    err(f"{rid}: unannotated 555 number near {text[max(0, m.start() - 8):m.end() + 8]!r}")
        for cat, (rx, _) in HARD_NEG.items():
            for m in rx.finditer(text):
                if outside(m):
                    hard[cat] += 1
    # global minimums
    if len(rows) < MIN_NOTES:
        err(f"only {len(rows)} notes (< {MIN_NOTES})")
    if n_spans < MIN_SPANS:
        err(f"only {n_spans} spans (< {MIN_SPANS})")
    for t in CATEGORY:
        if type_count[t] < MIN_PER_TYPE:
            err(f"type {t}: {type_count[t]} spans (< {MIN_PER_TYPE})")
    big = [g for g, n in genre_notes.items() if n >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    share = lower_n / max(1, len(rows))
    if not (LOWER_SHARE[0] <= share <= LOWER_SHARE[1]):
        err(f"lower-case share {share:.3f} outside {LOWER_SHARE}")
    for cat, (_, mn) in HARD_NEG.items():
        if hard[cat] < mn:
            err(f"hard negatives {cat}: {hard[cat]} (< {mn})")
    if cred < MIN_CRED:
        err(f"credentials after names: {cred} (< {MIN_CRED})")
    if name_word_annot < MIN_NAME_WORD_ANNOTATED:
        err(f"annotated name-word tokens: {name_word_annot} (< {MIN_NAME_WORD_ANNOTATED})")

    print(f"notes {len(rows)}  spans {n_spans}  genres {len(genre_notes)}  lower-case {lower_n} ({share:.3f})")
    print("per type: " + ", ".join(f"{t} {type_count[t]}" for t in CATEGORY))
    print("per genre: " + ", ".join(f"{g} {n}" for g, n in sorted(genre_notes.items())))
    print("unannotated hard negatives: " + ", ".join(f"{k} {hard[k]}" for k in HARD_NEG)
          + f", credential_after_name {cred}; annotated name-word tokens {name_word_annot}")
    if errs:
        print(f"FAIL: {len(errs)} problem(s) (first 200 shown)")
        for e in errs:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
