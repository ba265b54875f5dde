"""Validate bench/dev92_en/notes.jsonl; exit non-zero on any problem."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATH = os.path.join(HERE, "notes.jsonl")

# label = the guideline's category of each fine type
CATEGORY = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES = 330, 8000, 15, 10

# hard-negative lexicon: these must occur in the text, outside every span, and never be annotated
NEG = {
    "labs": r"\b(?:Na|K|Cl|HCO3|BUN|Cr|Glu|Hgb|Hct|Plt|WBC|INR|Mg|Ca|AST|ALT|TSH|HbA1c|BNP|Lactate)\b",
    "vitals": r"\b(?:HR|RR|SpO2|BP|T|Temp|Pulse|Resp)\b",
    "drugs": r"\b(?:metoprolol|lisinopril|apixaban|atorvastatin|furosemide|insulin|metformin|levothyroxine|vancomycin|"
             r"cefepime|ceftriaxone|acetaminophen|oxycodone|morphine|hydromorphone|heparin|enoxaparin|haloperidol|"
             r"lorazepam|methimazole|hydrocortisone|warfarin|aspirin|senna|gabapentin)\b",
    "units_doses": r"\b\d+(?:\.\d+)? ?(?:mg|mcg|mL|units|g|kg|mmol/L|mg/dL|K/uL|g/dL)\b",
    "scores": r"\b(?:GCS|NYHA|ASA class|PPS|Karnofsky|Berg|Oswestry|ESAS|CURB-65|qSOFA|CHA2DS2-VASc|Bethesda|LEFS)\b",
    "eponyms": r"\b(?:Parkinson|Crohn|Foley|Babinski|Homans|Murphy|Graves|Hashimoto|Cushing|Addison|Bell|Alzheimer|"
               r"Barrett|Virchow|Kussmaul|Trendelenburg|Lachman|McMurray|Hoffmann|Romberg|Hodgkin|Whipple|Nissen|"
               r"Pfannenstiel|Kocher|Swan-Ganz|Jackson-Pratt|Glasgow|Hartmann|Rovsing|McBurney|Janeway|Osler|Hasson)\b",
    "credentials": r"\b(?:MD|RN|NP|PA-C|MBBS|DO|DPT|CRNA|PT)\b",
    "icd10": r"\b[A-Z]\d{2}\.\d{1,4}[A-Z]?\b",
    "times": r"\b(?:[01]\d|2[0-3]):[0-5]\d\b",
    "name_like_words": r"\b(?:Will|will|May|may|Hope|hope|Grace|Frank)\b",
}
NEG_MIN = {"labs": 300, "vitals": 300, "drugs": 200, "units_doses": 300, "scores": 100, "eponyms": 100,
           "credentials": 200, "icd10": 100, "times": 100, "name_like_words": 60}

EPONYM_CTX = re.compile(r"(?:'s|')? ?(?:sign|disease|syndrome|catheter|test|palsy|triad|gait|procedure|incision|"
                        r"drain|lymphoma|thyroiditis|point|technique|nodes|lesions|respirations|dementia|esophagus)", re.I)
PHONE_OK = re.compile(r"555[-. ]?01\d\d")
EMAIL_OK = re.compile(r"^[a-z0-9._%+-]+@example\.(?:com|org|net)$", re.I)
URL_OK = re.compile(r"^(?:https?://)?(?:[a-z0-9-]+\.)*example\.(?:com|org|net)(?:[/?].*)?$", re.I)
OPEN_P = set("([{\"'<,;:.!?-/")
CLOSE_P = set(")]}\"'>,;:!?-/")


def ip_ok(s):
    try:
        a = [int(x) for x in s.split(".")]
    except ValueError:
        return False
    if len(a) != 4 or any(not 0 <= x <= 255 for x in a):
        return False
    return a[0] == 10 or (a[0] == 172 and 16 <= a[1] <= 31) or (a[0] == 192 and a[1] == 168)


def same_class(a, b):
    return (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit())


def main():
    errs = []

    def err(msg):
        errs.append(msg)

    if not os.path.exists(PATH):
        print("missing notes.jsonl")
        return 1
    notes = []
    with open(PATH, "rb") as f:
        raw = f.read()
    try:
        raw.decode("ascii")
    except UnicodeDecodeError as e:
        err(f"file not ASCII: {e}")
    for ln, line in enumerate(raw.decode("ascii", "replace").splitlines(), 1):
        try:
            notes.append(json.loads(line))
        except json.JSONDecodeError as e:
            err(f"line {ln}: bad JSON {e}")
    types = collections.Counter()
    genres = collections.Counter()
    neg = collections.Counter()
    nspans = 0
    lower_n = 0
    for i, o in enumerate(notes, 1):
        nid = o.get("id")
        if set(o) != {"id", "text", "spans", "meta"}:
            err(f"{nid}: keys {sorted(o)}")
            continue
        if nid != f"dev92-en-{i:04d}":
            err(f"line {i}: id {nid} not sequential")
        t, spans, meta = o["text"], o["spans"], o["meta"]
        if not isinstance(t, str) or not t.strip():
            err(f"{nid}: empty text")
            continue
        if any(ord(ch) > 127 or (ord(ch) < 32 and ch != "\n") for ch in t):
            err(f"{nid}: non-ASCII or control character")
        if not isinstance(meta, dict) or meta.get("source") != "dev92-en" or not meta.get("genre"):
            err(f"{nid}: bad meta {meta}")
        else:
            genres[meta["genre"]] += 1
        if t == t.lower():
            lower_n += 1
        prev_end = -1
        mask = [False] * len(t)
        for s in spans:
            nspans += 1
            if set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{nid}: span keys {sorted(s)}")
                continue
            a, b, ty, lab, st = s["start"], s["end"], s["type"], s["label"], s["text"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(t)):
                err(f"{nid}: bad offsets {s}")
                continue
            if ty not in CATEGORY:
                err(f"{nid}: unknown type {ty}")
            elif CATEGORY[ty] != lab:
                err(f"{nid}: label {lab} != category of {ty}")
            types[ty] += 1
            if t[a:b] != st:
                err(f"{nid}: text mismatch {t[a:b]!r} != {st!r}")
            if a < prev_end:
                err(f"{nid}: spans unsorted or overlapping at {a}")
            prev_end = b
            for k in range(a, b):
                mask[k] = True
            if st != st.strip():
                err(f"{nid}: whitespace at span edge {st!r}")
            if st[0] in OPEN_P and not (ty in ("PHONE", "FAX") and re.match(r"^\(\d{3}\) ?\d", st)):
                err(f"{nid}: punctuation at span start {st!r}")
            if st[-1] in CLOSE_P or (st[-1] == "." and not re.search(r"(?:^|[\s.])[A-Za-z]\.$", st)):
                err(f"{nid}: punctuation at span end {st!r}")
            if a > 0 and same_class(t[a - 1], t[a]):
                err(f"{nid}: span starts inside a word/number {t[max(0, a - 5):b]!r}")
            if b < len(t) and same_class(t[b - 1], t[b]):
                err(f"{nid}: span ends inside a word/number {t[a:b + 5]!r}")
            # fictional contact data
            if ty in ("PHONE", "FAX"):
                digits = re.sub(r"\D", "", st)
                if not PHONE_OK.search(st) and len(digits) > 5:
                    err(f"{nid}: phone not in 555-01xx block {st!r}")
            if ty == "EMAIL" and not EMAIL_OK.match(st):
                err(f"{nid}: e-mail not on example domain {st!r}")
            if ty == "URL" and not URL_OK.match(st):
                err(f"{nid}: URL not on example domain {st!r}")
            if ty == "IPADDR" and not ip_ok(st):
                err(f"{nid}: IP not private {st!r}")
            if ty == "SSN" and not re.match(r"^(?:9\d\d|000)-\d\d-\d{4}$", st):
                err(f"{nid}: SSN not in invalid range {st!r}")
        # unannotated look-alikes anywhere in the text must also be fictional
        for mt in re.finditer(r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+", t):
            if not EMAIL_OK.match(mt.group()):
                err(f"{nid}: stray e-mail {mt.group()!r}")
        for mt in re.finditer(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b", t):
            if not ip_ok(mt.group()):
                err(f"{nid}: stray IP {mt.group()!r}")
        # hard negatives outside spans
        for cat, rx in NEG.items():
            for mt in re.finditer(rx, t):
                if any(mask[mt.start():mt.end()]):
                    if cat in ("credentials", "eponyms", "drugs", "scores", "labs"):
                        hit = [s for s in spans if s["start"] <= mt.start() < s["end"]]
                        # a surname such as Murphy or Bell is a name; flag only eponym/lab/credential use
                        used_as_term = cat != "eponyms" or EPONYM_CTX.match(t[mt.end():])
                        if hit and hit[0]["text"] == mt.group() and used_as_term:
                            err(f"{nid}: negative {mt.group()!r} annotated as {hit[0]['type']}")
                    continue
                neg[cat] += 1
    if len(notes) < MIN_NOTES:
        err(f"only {len(notes)} notes (< {MIN_NOTES})")
    if nspans < MIN_SPANS:
        err(f"only {nspans} spans (< {MIN_SPANS})")
    for ty in CATEGORY:
        if types[ty] < MIN_PER_TYPE:
            err(f"type {ty}: {types[ty]} spans (< {MIN_PER_TYPE})")
    if len(genres) < MIN_GENRES:
        err(f"only {len(genres)} genres")
    for cat, k in NEG_MIN.items():
        if neg[cat] < k:
            err(f"hard negatives {cat}: {neg[cat]} (< {k})")
    for e in errs[:60]:
        print("ERROR", e)
    print(f"notes {len(notes)}  spans {nspans}  genres {len(genres)}  lower-case notes {lower_n}")
    print("types:", dict(sorted(types.items())))
    print("genres:", dict(sorted(genres.items())))
    print("hard negatives outside spans:", dict(neg), "total", sum(neg.values()))
    if errs:
        print(f"FAILED: {len(errs)} problem(s)")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
