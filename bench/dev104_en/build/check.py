"""Validate dev104_en/notes.jsonl. Exits non-zero on any problem. Standard library only; scores nothing."""
import ipaddress
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
PATH = os.path.join(ROOT, "notes.jsonl")

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
assert len(TYPES) == 29
GENRES = {"ed_physician_note", "triage_note", "ed_nursing_flowsheet_csv", "ems_run_sheet",
          "trauma_activation_record", "poison_control_call", "urgent_care_visit", "ed_discharge_instructions",
          "psychiatric_emergency_eval", "transfer_emtala_form", "ed_boarding_log", "sane_exam_documentation"}

MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30
LOWER_SHARE = (0.14, 0.20)

# hard-negative categories: regex, minimum unannotated matches in the whole set
I = re.IGNORECASE
NEG = {
    "lab": (re.compile(r"\b(?:Na|K|Cl|HCO3|BUN|Cr|Glu|WBC|Hgb|Hct|Plt|INR|PTT|Lactate|Lipase|AST|ALT|Troponin I|"
                       r"Mg|Ca|CK|TSH|BNP|EtOH)\s*:?\s*[<>]?\d", I), 1200),
    "vital": (re.compile(r"\b(?:HR|RR|BP|SpO2|T|Temp)\s*:?\s*\d", I), 2200),
    "drug_dose": (re.compile(r"\b(?:ondansetron|ibuprofen|acetaminophen|ceftriaxone|lorazepam|haloperidol|naloxone|"
                             r"aspirin|nitroglycerin|ketorolac|morphine|fentanyl|diphenhydramine|methylprednisolone|"
                             r"albuterol|metoprolol|lisinopril|metformin|atorvastatin|heparin|olanzapine|azithromycin|"
                             r"cephalexin|prednisone|famotidine|epinephrine|tranexamic acid|levetiracetam|"
                             r"potassium chloride|magnesium sulfate|metronidazole|levonorgestrel)\s+\d+(?:\.\d+)?\s*"
                             r"(?:mg|mcg|g|units|mEq)\b", I), 900),
    "score": (re.compile(r"\b(?:GCS|NEWS2|Wells|HEART score|ESI|CIWA-Ar|COWS|NIHSS|qSOFA|PERC|CURB-65|Centor|RASS|"
                         r"PHQ-9|C-SSRS|APGAR|ISS|RTS|PECARN|ABCD2|Canadian CT Head Rule|Revised Trauma Score)\b", I), 550),
    "eponym": (re.compile(r"\b(?:Murphy's|Babinski|Foley|Kernig|Brudzinski|Parkinson's|Bell's|Baker's|King-Devick|"
                          r"Colles|Wernicke's|McMurray|Tinel|Kussmaul|Cushing's|Beck's|Rovsing|Graves|Crohn's|"
                          r"Down syndrome|Lyme|Battle sign|Homans|Glasgow Coma|Rumack-Matthew|Hodgkin|Addison's|"
                          r"Alzheimer's|Ottawa|Romberg|Trendelenburg|Sellick|Mallampati|Allen test|Brown-Sequard)", I), 400),
    "icd10": (re.compile(r"\b[A-TV-Z]\d{2}\.[0-9A-Z]{1,4}\b", I), 380),
    "clock_time": (re.compile(r"(?<![\d:])(?:[01]\d|2[0-3]):[0-5]\d(?![\d:])"), 2300),
    "table_row_number": (re.compile(r"^(?:\d{1,2},|\| \d{1,2} \||\d{1,2}\t|\d{1,2} {2,})", re.M), 650),
    "word_like_name": (re.compile(r"\b(?:will|hope|grace|young|green|white|black|mark|page|rose|cook|baker|"
                                  r"king|bell|wood|frost|faith|joy)\b", I), 420),
}
CRED_AFTER = re.compile(r"(?:,\s*|\s)(?:MD|DO|RN|NP|PA-C|FNP-C|EMT-P|EMT|LCSW|LMHC|PharmD|SANE-A|SANE-P|BSN|CEN)\b", I)
MIN_CRED = 850
WORD_NAMES = {"will", "hope", "grace", "faith", "joy", "dawn", "rose", "summer", "iris", "ivy", "june", "sue",
              "mark", "bill", "hunter", "drew", "jack", "rich", "chase", "guy", "pat", "baker", "king", "young",
              "cook", "wood", "hill", "bell", "rice", "price", "love", "strong", "moody", "green", "white", "black",
              "page", "fox", "lamb", "hart", "wise", "short", "marsh", "frost", "sparrow"}
MIN_WORD_NAME_SPANS = 150

# strings that must always be inside an annotated span
MUST_COVER = {
    "email": re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"),
    "url": re.compile(r"(?:https?://|www\.)[\w./-]*[\w/]|\b[\w-]+\.(?:com|org|net)\b(?:/[\w./-]*\w)?", I),
    "ip": re.compile(r"(?<![\w.])\d{1,3}(?:\.\d{1,3}){3}(?![\w.])"),
    "phone10": re.compile(r"(?<![\w-])(?:\(\d{3}\)\s?|\d{3}[-. ])\d{3}[-. ]\d{4}(?![\w-])"),
    "phone7": re.compile(r"(?<![\w-])\d{3}-\d{4}(?![\d-])"),
    "ssn": re.compile(r"(?<![\w-])\d{3}-\d{2}-\d{4}(?![\w-])"),
}
NAME_INITIAL_END = re.compile(r"(?:^|[\s.])[A-Za-z]\.$")

errors = []


def err(msg):
    errors.append(msg)


def boundary_ok(a, b):
    return not ((a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit()))


def check_contact(nid, s):
    t, v = s["type"], s["text"]
    if t in ("PHONE", "FAX"):
        digits = re.sub(r"\D", "", v)
        if len(digits) >= 7 and not (re.search(r"555[-. ]?\d{4}", v) or "5550" in digits):
            err(f"{nid}: non-fictional {t} {v!r}")
    elif t == "EMAIL":
        if not re.fullmatch(r"[A-Za-z0-9._%+-]+@example\.(?:com|org|net)", v, I):
            err(f"{nid}: e-mail outside example domains {v!r}")
    elif t == "URL":
        host = re.sub(r"^https?://", "", v, flags=I).split("/")[0].lower()
        if host not in {f"{w}example.{d}" for w in ("", "www.") for d in ("com", "org", "net")}:
            err(f"{nid}: URL outside example domains {v!r}")
    elif t == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
            if not any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")):
                err(f"{nid}: IP outside private ranges {v!r}")
        except ValueError:
            err(f"{nid}: bad IP {v!r}")
    elif t == "SSN":
        if not (v.startswith("9") or v.startswith("000")):
            err(f"{nid}: SSN-like number not starting with 9 or 000 {v!r}")


def main():
    if not os.path.exists(PATH):
        print("notes.jsonl missing")
        return 1
    notes = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"line {ln}: bad JSON {e}")
    type_count = Counter()
    genre_notes = Counter()
    neg_count = Counter()
    cred_count = 0
    word_name_spans = 0
    lower_n = 0
    total_spans = 0
    for i, n in enumerate(notes, 1):
        nid = n.get("id")
        if set(n) != {"id", "text", "spans", "meta"}:
            err(f"{nid}: keys {sorted(n)}")
            continue
        if nid != f"dev104-en-{i:04d}":
            err(f"note {i}: id {nid!r} not sequential")
        text, spans, meta = n["text"], n["spans"], n["meta"]
        if not isinstance(text, str) or not text.strip() or not isinstance(spans, list):
            err(f"{nid}: bad text/spans")
            continue
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase"}:
            err(f"{nid}: meta keys")
            continue
        if meta["source"] != "dev104-en":
            err(f"{nid}: meta.source {meta['source']!r}")
        if meta["genre"] not in GENRES:
            err(f"{nid}: unknown genre {meta['genre']!r}")
        genre_notes[meta["genre"]] += 1
        if not isinstance(meta["lowercase"], bool):
            err(f"{nid}: lowercase not bool")
        if meta["lowercase"]:
            lower_n += 1
            if text != text.lower():
                err(f"{nid}: marked lower-case but text is not")
        elif text == text.lower():
            err(f"{nid}: text is all lower-case but not marked")
        cover = [None] * len(text)
        prev_end = -1
        prev_start = -1
        for s in spans:
            if set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{nid}: span keys {sorted(s)}")
                continue
            st, en, t, lab, v = s["start"], s["end"], s["type"], s["label"], s["text"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err(f"{nid}: bad offsets {st}-{en}")
                continue
            if t not in TYPES:
                err(f"{nid}: unknown type {t}")
                continue
            if TYPES[t] != lab:
                err(f"{nid}: label {lab} does not match type {t}")
            if text[st:en] != v:
                err(f"{nid}: text mismatch at {st}-{en}: {text[st:en]!r} vs {v!r}")
            if st < prev_end or st < prev_start:
                err(f"{nid}: spans unsorted/overlapping at {st}")
            prev_start, prev_end = st, en
            # edge rules
            if v != v.strip() or "\n" in v:
                err(f"{nid}: whitespace at edge or newline in {v!r}")
            first_ok = v[0].isalnum() or (t in ("PHONE", "FAX") and v[0] in "(+")
            last_ok = v[-1].isalnum() or (TYPES[t] == "NAME" and NAME_INITIAL_END.search(v) is not None)
            if not first_ok or not last_ok:
                err(f"{nid}: punctuation at span edge {v!r} ({t})")
            if st > 0 and not boundary_ok(text[st - 1], text[st]):
                err(f"{nid}: span start inside a word/number {text[max(0, st - 5):en]!r}")
            if en < len(text) and not boundary_ok(text[en - 1], text[en]):
                err(f"{nid}: span end inside a word/number {text[st:en + 5]!r}")
            check_contact(nid, s)
            for k in range(st, en):
                cover[k] = t
            type_count[t] += 1
            total_spans += 1
            if t == "DOCTOR" and CRED_AFTER.match(text, en):
                cred_count += 1
            if TYPES[t] == "NAME" and t != "USERNAME" and any(w.lower() in WORD_NAMES for w in re.split(r"[\s,.]+", v)):
                word_name_spans += 1
        # strings that must be annotated
        for kind, rx in MUST_COVER.items():
            for m in rx.finditer(text):
                if any(cover[k] is None for k in range(m.start(), m.end())):
                    err(f"{nid}: unannotated {kind}-like string {m.group()!r}")
        # hard negatives: matches entirely outside spans
        for cat, (rx, _) in NEG.items():
            for m in rx.finditer(text):
                if all(cover[k] is None for k in range(m.start(), m.end())):
                    neg_count[cat] += 1

    # global minimums
    if len(notes) < MIN_NOTES:
        err(f"only {len(notes)} notes (< {MIN_NOTES})")
    if total_spans < MIN_SPANS:
        err(f"only {total_spans} spans (< {MIN_SPANS})")
    for t in TYPES:
        if type_count[t] < MIN_PER_TYPE:
            err(f"type {t}: {type_count[t]} spans (< {MIN_PER_TYPE})")
    big = [g for g, k in genre_notes.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    share = lower_n / max(1, len(notes))
    if not (LOWER_SHARE[0] <= share <= LOWER_SHARE[1]):
        err(f"lower-case share {share:.3f} outside {LOWER_SHARE}")
    for cat, (_, mn) in NEG.items():
        if neg_count[cat] < mn:
            err(f"hard negatives {cat}: {neg_count[cat]} (< {mn})")
    if cred_count < MIN_CRED:
        err(f"credentials after clinician names: {cred_count} (< {MIN_CRED})")
    if word_name_spans < MIN_WORD_NAME_SPANS:
        err(f"name spans with ordinary-word names: {word_name_spans} (< {MIN_WORD_NAME_SPANS})")

    print(f"notes {len(notes)}  spans {total_spans}  genres {len(genre_notes)}  lower-case {lower_n} ({share:.1%})")
    print("notes per genre: " + ", ".join(f"{g}={k}" for g, k in sorted(genre_notes.items())))
    print("spans per type: " + ", ".join(f"{t}={type_count[t]}" for t in TYPES))
    print("unannotated hard negatives: " + ", ".join(f"{c}={neg_count[c]}" for c in NEG)
          + f", credential_after_name={cred_count}, word_name_spans={word_name_spans}")
    if errors:
        for e in errors[:60]:
            print("ERROR", e)
        print(f"FAIL: {len(errors)} problem(s)")
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
