"""Validate bench/dev95_en/notes.jsonl. Exits non-zero on any problem."""
import collections
import json
import os
import re
import sys

PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")

# the guideline's categories and fine types (written out here independently of the generator)
CATEGORY = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES = 330, 8000, 15, 10

# hard negatives that must appear, unannotated
NEG_GROUPS = {
    "labs": r"\b(?:Na|K|Cl|CO2|BUN|Cr|Glu|Hgb|Hct|Plt|WBC|INR|PTT|Mg|Phos|Ca|Lactate|BNP|ALT|AST|HbA1c|TSH|CRP|eGFR)\b",
    "vitals": r"\b(?:HR|RR|SpO2|BP|Temp|T|pulse|resp|sat)\b\s*\d",
    "drugs": r"\b(?:metoprolol|apixaban|heparin|furosemide|insulin|atorvastatin|pantoprazole|acetaminophen|hydromorphone|"
             r"ondansetron|vancomycin|piperacillin|ceftriaxone|amiodarone|norepinephrine|propofol|sevelamer|epoetin|"
             r"levothyroxine|lisinopril|metformin|prednisone|enoxaparin|potassium chloride|magnesium sulfate|albuterol|"
             r"levetiracetam|carbidopa|warfarin|cefazolin)\b",
    "units_doses": r"\b\d+(?:\.\d+)?\s?(?:mg|mcg|g|mL|units|mEq|mmol/L|mg/dL|kg|L|mmHg|bpm|mL/h|mL/min)\b",
    "scores": r"\b(?:GCS|NYHA|APGAR|RASS|Braden|Morse|CHA2DS2-VASc|HAS-BLED|ASA|ECOG|qSOFA|NIHSS|Killip|CURB-65|Mallampati|ESI)\b",
    "eponyms": r"\b(?:Foley|Parkinson's|Parkinson|Crohn's|Crohn|Babinski|Murphy's|Homans|Hodgkin|Bell's|Graves|Cushing's|"
               r"Swan-Ganz|Kussmaul|Glasgow|Trendelenburg|Wilson's|Alzheimer's|Hashimoto|Brudzinski|Kernig|Tinel)\b",
    "credentials": r"(?<=[,\s])(?:MD|RN|NP|PA-C|MBBS|DO|RRT|CNA|PharmD|CRNA|LPN|FRCPC|CCT)\b",
    "icd10": r"\b[A-TV-Z]\d{2}(?:\.\d{1,4}[A-Z]?)?\b(?=\))",
    "times": r"\b(?:[01]\d|2[0-3]):[0-5]\d\b",
    "word_names": r"\b(?:Will|May|Hope|hope|Grace|Mark|Bill|Rose|Joy)\b",
}
NEG_MIN = {"labs": 300, "vitals": 300, "drugs": 200, "units_doses": 300, "scores": 150, "eponyms": 150,
           "credentials": 200, "icd10": 40, "times": 500, "word_names": 60}
NOT_PHI = {"icu", "ed", "md", "rn", "np", "do", "pa", "foley", "bun", "na", "k", "cr", "hgb", "inr", "gcs", "nyha",
           "micu", "sicu", "or", "pacu", "cardiology", "parkinson", "babinski", "crohn", "fda", "cdc", "als", "dm"}

PHONE_OK = re.compile(r"555[-. ]?01\d\d")
EMAIL_OK = re.compile(r"^[a-z0-9._+-]+@(?:[a-z0-9-]+\.)*example\.(?:com|org|net)$", re.I)
URL_OK = re.compile(r"^(?:https?://)?(?:[a-z0-9-]+\.)*example\.(?:com|org|net)(?:/[A-Za-z0-9._/-]*[A-Za-z0-9])?$", re.I)
INITIAL_DOT_END = re.compile(r"(?:^|[\s.])[A-Za-z]\.$")


def private_ip(s):
    try:
        a, b, c, d = (int(x) for x in s.split("."))
    except ValueError:
        return False
    if not all(0 <= x <= 255 for x in (a, b, c, d)):
        return False
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def cls(ch):
    if ch.isalpha():
        return "a"
    if ch.isdigit():
        return "d"
    return None


def main():
    errs = []

    def err(nid, msg):
        errs.append(f"{nid}: {msg}")

    notes = []
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"line {ln}", f"bad JSON {e}")
    type_count = collections.Counter()
    genre_count = collections.Counter()
    neg_count = collections.Counter()
    lower_n = 0
    lengths = []
    for i, n in enumerate(notes, 1):
        nid = n.get("id", f"#{i}")
        if set(n) != {"id", "text", "spans", "meta"}:
            err(nid, f"keys {sorted(n)}")
            continue
        if n["id"] != f"dev95-en-{i:04d}":
            err(nid, "id not sequential")
        meta, text, spans = n["meta"], n["text"], n["spans"]
        if not isinstance(meta, dict) or meta.get("source") != "dev95-en":
            err(nid, "meta.source")
        if not meta.get("genre"):
            err(nid, "meta.genre missing")
        genre_count[meta.get("genre")] += 1
        if not isinstance(text, str) or not text:
            err(nid, "text")
            continue
        if not text.isascii():
            err(nid, "non-ASCII text")
        if text == text.lower():
            lower_n += 1
        lengths.append(len(text))
        prev_end = -1
        covered = bytearray(len(text))
        for s in spans:
            if set(s) != {"start", "end", "label", "type", "text"}:
                err(nid, f"span keys {sorted(s)}")
                continue
            st, en, t, lab, val = s["start"], s["end"], s["type"], s["label"], s["text"]
            if t not in CATEGORY:
                err(nid, f"unknown type {t}")
                continue
            if CATEGORY[t] != lab:
                err(nid, f"label {lab} for {t}")
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err(nid, f"bad offsets {st},{en}")
                continue
            if text[st:en] != val:
                err(nid, f"text mismatch {val!r} vs {text[st:en]!r}")
            if st < prev_end:
                err(nid, f"overlap/unsorted at {st}")
            prev_end = en
            for k in range(st, en):
                covered[k] = 1
            type_count[t] += 1
            if val != val.strip():
                err(nid, f"whitespace edge {val!r}")
            first_ok = val[0].isalnum() or (t in ("PHONE", "FAX") and val[0] in "(+")
            last_ok = val[-1].isalnum() or (t in ("PATIENT", "DOCTOR", "FAMILY") and INITIAL_DOT_END.search(val))
            if not first_ok or not last_ok:
                err(nid, f"punctuation edge {t} {val!r}")
            if st > 0 and cls(text[st - 1]) and cls(text[st - 1]) == cls(text[st]):
                err(nid, f"start inside word {t} {text[max(0, st - 5):en]!r}")
            if en < len(text) and cls(text[en]) and cls(text[en]) == cls(text[en - 1]):
                err(nid, f"end inside word {t} {text[st:en + 5]!r}")
            if val.lower() in NOT_PHI and not ((t == "STATE" and val.lower() in ("pa", "or", "md"))
                                                or (CATEGORY[t] == "NAME" and val.lower() in ("parkinson", "foley"))):
                err(nid, f"generic term annotated {val!r}")
            # fictional contact ranges
            digits = re.sub(r"\D", "", val)
            if t == "FAX" and not PHONE_OK.search(val):
                err(nid, f"fax not in 555-01xx {val!r}")
            if t == "PHONE" and len(digits) >= 7 and not PHONE_OK.search(val):
                err(nid, f"phone not in 555-01xx {val!r}")
            if t == "EMAIL" and not EMAIL_OK.match(val):
                err(nid, f"email not on example domains {val!r}")
            if t == "URL" and not URL_OK.match(val):
                err(nid, f"url not on example domains {val!r}")
            if t == "IPADDR" and not private_ip(val):
                err(nid, f"ip not private {val!r}")
            if t == "SSN" and not (digits.startswith("9") or digits.startswith("000")):
                err(nid, f"ssn not in invalid range {val!r}")
        # whole-text scan for contact-like strings outside the allowed ranges
        for m in re.finditer(r"[\w.+-]+@[\w.-]+\w", text):
            if not EMAIL_OK.match(m.group()):
                err(nid, f"stray email {m.group()!r}")
        for m in re.finditer(r"\b(?:https?://|www\.)\S+", text):
            if "example." not in m.group():
                err(nid, f"stray url {m.group()!r}")
        for m in re.finditer(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b", text):
            if not private_ip(m.group()):
                err(nid, f"stray ip {m.group()!r}")
        for m in re.finditer(r"\(?\b\d{3}\)?[-. ]\d{3}[-. ]\d{4}\b", text):
            if not PHONE_OK.search(m.group()):
                err(nid, f"stray phone-like {m.group()!r}")
        # hard negatives: count only occurrences outside every span
        for g, rx in NEG_GROUPS.items():
            for m in re.finditer(rx, text, 0 if g in ("word_names",) else re.I if g in ("drugs", "eponyms") else 0):
                if not any(covered[m.start():m.end()]):
                    neg_count[g] += 1
    total_spans = sum(type_count.values())
    if len(notes) < MIN_NOTES:
        errs.append(f"only {len(notes)} notes")
    if total_spans < MIN_SPANS:
        errs.append(f"only {total_spans} spans")
    for t in CATEGORY:
        if type_count[t] < MIN_PER_TYPE:
            errs.append(f"type {t}: only {type_count[t]} spans")
    if len(genre_count) < MIN_GENRES:
        errs.append(f"only {len(genre_count)} genres")
    for g, k in NEG_MIN.items():
        if neg_count[g] < k:
            errs.append(f"hard negatives {g}: only {neg_count[g]} (need {k})")
    share = lower_n / max(1, len(notes))
    if not 0.12 <= share <= 0.30:
        errs.append(f"lower-case share {share:.2f} outside 0.12-0.30")

    print(f"notes {len(notes)}  spans {total_spans}  genres {len(genre_count)}  lower-case {lower_n} ({share:.0%})")
    print(f"length min {min(lengths)} median {sorted(lengths)[len(lengths) // 2]} max {max(lengths)}; "
          f">=1500 chars: {sum(x >= 1500 for x in lengths)}")
    print("per type: " + ", ".join(f"{t} {type_count[t]}" for t in CATEGORY))
    print("per genre: " + ", ".join(f"{g} {k}" for g, k in sorted(genre_count.items())))
    print("hard negatives (unannotated): " + ", ".join(f"{g} {neg_count[g]}" for g in NEG_GROUPS)
          + f"; total {sum(neg_count.values())}")
    if errs:
        print(f"\n{len(errs)} problem(s):")
        for e in errs[:80]:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
