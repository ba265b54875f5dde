"""Validate bench/dev116_en/notes.jsonl. Exits non-zero on any problem."""
import ipaddress
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# The guideline's fine types and their categories (copied from docs/annotation_guideline.md).
CATEGORY = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
SOURCE = "dev116-en"
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30
LOWER_SHARE = (0.14, 0.20)
EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")
PRIVATE_NETS = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
ABBR_END = ("jr.", "sr.", "inc.", "co.", "st.", "ave.")
CRED_RE = re.compile(r",? (?:MD|DO|RN|NP|PA-C|PharmD|LPN|CNA|LCSW|MSW|APRN|PT|OTR/L|Esq\.)\b", re.I)
CRED_TOKENS = {"md", "do", "rn", "np", "pa-c", "pharmd", "lpn", "cna", "lcsw", "msw", "aprn", "dpt", "ccm", "bsn", "esq."}

# unannotated hard negatives: category -> (regex, minimum count outside spans)
HARD_NEG = {
    "lab_analyte": (r"\b(?:Sodium|Potassium|Chloride|CO2|BUN|Creatinine|Glucose|Calcium|Magnesium|WBC|Hemoglobin|"
                    r"Hematocrit|Platelets|INR|Troponin I|AST|ALT|Alk Phos|Total bilirubin|Albumin|HbA1c|TSH|"
                    r"Lactate|BNP|LDL|CRP|Lipase|Ki-67|HER2)\b", 700),
    "lab_value_unit": (r"\b\d+(?:\.\d+)?\s?(?:mg/dL|mmol/L|g/dL|K/uL|U/L|ng/mL|pg/mL|mIU/L|mg/L|mmHg|mL|mGy-cm|cm|mm|kg|%)(?![A-Za-z])", 600),
    "ref_range": (r"(?<![\d/.-])\d+(?:\.\d+)?-\d+(?:\.\d+)?(?![\d/.-])", 550),
    "vitals": (r"\b(?:BP|HR|RR|SpO2|Temp|O2 sat|VS|bpm)\b", 380),
    "drug_dose": (r"\b\d+(?:\.\d+)?\s(?:mg|mcg|g|units)\s(?:PO|IV|SC|IM|neb)\b", 700),
    "sig": (r"\b(?:daily|BID|TID|QID|q\d+h|PRN|nightly|at bedtime)\b", 800),
    "icd10": (r"\b[A-Z]\d{2}\.\d{1,4}[A-Z]?\b|\bI10\b", 550),
    "score": (r"\b(?:GCS|NIHSS|Wells score|PHQ-9|CHA2DS2-VASc|HAS-BLED|ASA class|Apgar|Braden|Morse|CURB-65|MELD|"
              r"Mallampati|GAD-7|MoCA|Barthel|Aldrete|RASS|CIWA|HEART score|ECOG|NYHA|Child-Pugh|Gleason|"
              r"Nottingham|Fleischner|AHI)\b", 300),
    "eponym": (r"\b(?:Murphy|Babinski|Foley|Parkinson|Homans|Baker's cyst|Bell's palsy|Graves|Hodgkin|McBurney|"
               r"Kernig|Brudzinski|Romberg|Crohn|Hashimoto|Barrett|Cushing|Raynaud|Tinel|Phalen|Trendelenburg|"
               r"Addison|Alzheimer|Wolff-Parkinson-White|Virchow|Lachman|McMurray|Spurling|Hoffmann|"
               r"Guillain-Barre|Marsh 3a|Breslow|Clark level|Medtronic Azure|Alaris|Sigma|Pyxis)\b", 230),
    "clock_time": (r"\b(?:[01]?\d|2[0-3]):[0-5]\d\b", 500),
    "law": (r"\b(?:HIPAA|CFR|FMLA|Americans with Disabilities Act|ERISA|EMTALA|No Surprises Act|"
            r"Social Security Act|COBRA|Cures Act|Privacy Rule|ADA)\b", 140),
    "public_number": (r"\b(?:911|988|711|211|311)\b", 110),
    "code_cpt": (r"\b(?:CPT|HCPCS)\b", 45),
    "name_word": (r"\b(?:will|hope|grace|walker|stone|bell|baker|king|young|cook|faith|rose|joy|dawn|mark|drew|"
                  r"hunter|love|swift|church|marsh|fox|hale|river)\b", 240),
}

EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
URL_RE = re.compile(r"(?:https?://|www\.)\S+|\b[A-Za-z0-9-]+\.(?:com|org|net|edu|gov|io)\b(?:/\S*)?", re.I)
IP_RE = re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])")
PHONE_RE = re.compile(r"(?<!\d)(?:\+1[ .-]?)?(?:\(\d{3}\)\s?|\d{3}[-. ])\d{3}[-. ]\d{4}(?!\d)")
SSN_RE = re.compile(r"(?<!\d)\d{3}-\d{2}-\d{4}(?!\d)")

errors = []


def err(msg):
    errors.append(msg)


def covered(spans, a, b):
    return any(s["start"] <= a and b <= s["end"] for s in spans)


def overlaps(spans, a, b):
    return any(s["start"] < b and a < s["end"] for s in spans)


def cls(ch):
    if ch.isalpha():
        return "L"
    if ch.isdigit():
        return "D"
    return None


def check_edges(nid, text, s):
    v = s["text"]
    t = s["type"]
    if v != v.strip():
        err("%s: span %r has surrounding whitespace" % (nid, v))
        return
    first, last = v[0], v[-1]
    if not (first.isalnum() or (t in ("PHONE", "FAX") and first in "(+")):
        err("%s: span %r starts with punctuation" % (nid, v))
    if not last.isalnum():
        ok = False
        if last == ".":
            low = v.lower()
            if re.search(r"(?:^|[^a-z])[a-z]\.$", low) or low.endswith(ABBR_END):
                ok = True
        if not ok:
            err("%s: span %r ends with punctuation" % (nid, v))
    a, b = s["start"], s["end"]
    if a > 0 and cls(text[a - 1]) and cls(text[a - 1]) == cls(text[a]):
        err("%s: span %r starts inside a word/number" % (nid, v))
    if b < len(text) and cls(text[b]) and cls(text[b]) == cls(text[b - 1]):
        err("%s: span %r ends inside a word/number" % (nid, v))


def check_contact(nid, s):
    v, t = s["text"], s["type"]
    if t in ("PHONE", "FAX"):
        digits = re.sub(r"\D", "", v)
        if len(digits) >= 7 and "555" not in digits:
            err("%s: %s %r not in the fictional 555 range" % (nid, t, v))
    elif t == "EMAIL":
        dom = v.rsplit("@", 1)[-1].lower()
        if "@" not in v or not any(dom == d or dom.endswith("." + d) for d in EXAMPLE_DOMAINS):
            err("%s: e-mail %r outside example domains" % (nid, v))
    elif t == "URL":
        host = re.sub(r"^[a-z]+://", "", v.lower()).split("/")[0]
        if not any(host == d or host.endswith("." + d) for d in EXAMPLE_DOMAINS):
            err("%s: URL %r outside example domains" % (nid, v))
    elif t == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
            if not any(ip in n for n in PRIVATE_NETS):
                err("%s: IP %r not private" % (nid, v))
        except ValueError:
            err("%s: bad IP %r" % (nid, v))
    elif t == "SSN":
        if not (v.startswith("9") or v.startswith("000")):
            err("%s: SSN %r not in a fictional range" % (nid, v))


def main():
    if not os.path.exists(PATH):
        print("missing %s" % PATH)
        sys.exit(1)
    notes = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("line %d: bad JSON %s" % (ln, e))
    type_counts = Counter()
    genre_notes = Counter()
    hn_counts = Counter()
    cred_after = 0
    n_lower = 0
    total_spans = 0
    hn_res = {k: re.compile(p, re.I if k in ("name_word",) else 0) for k, (p, _) in HARD_NEG.items()}
    hn_res_ci = {k: re.compile(p, re.I) for k, (p, _) in HARD_NEG.items()}
    for i, nt in enumerate(notes, 1):
        exp = "dev116-en-%04d" % i
        if not isinstance(nt, dict) or set(nt) != {"id", "text", "spans", "meta"}:
            err("note %d: wrong keys" % i)
            continue
        nid = nt["id"]
        if nid != exp:
            err("note %d: id %r, expected %r" % (i, nid, exp))
        text, spans, meta = nt["text"], nt["spans"], nt["meta"]
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % nid)
            continue
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase"}:
            err("%s: bad meta keys" % nid)
            continue
        if meta["source"] != SOURCE:
            err("%s: meta.source %r" % (nid, meta["source"]))
        if not isinstance(meta["genre"], str) or not re.fullmatch(r"[a-z_]+", meta["genre"]):
            err("%s: bad genre" % nid)
        if not isinstance(meta["lowercase"], bool):
            err("%s: meta.lowercase not bool" % nid)
        genre_notes[meta["genre"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err("%s: marked lower-case but has upper-case letters" % nid)
        elif text == text.lower():
            err("%s: not marked lower-case but is all lower-case" % nid)
        if not isinstance(spans, list):
            err("%s: spans not a list" % nid)
            continue
        prev_end = -1
        for s in spans:
            if not isinstance(s, dict) or set(s) != {"start", "end", "label", "type", "text"}:
                err("%s: bad span keys %r" % (nid, s))
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err("%s: bad offsets %r" % (nid, s))
                continue
            if s["type"] not in CATEGORY:
                err("%s: unknown type %r" % (nid, s["type"]))
                continue
            if s["label"] != CATEGORY[s["type"]]:
                err("%s: label %r does not match type %r" % (nid, s["label"], s["type"]))
            if text[a:b] != s["text"]:
                err("%s: text[%d:%d]=%r != %r" % (nid, a, b, text[a:b], s["text"]))
                continue
            if a < prev_end:
                err("%s: spans unsorted or overlapping at %d" % (nid, a))
            prev_end = b
            check_edges(nid, text, s)
            check_contact(nid, s)
            if s["type"] in ("PATIENT", "DOCTOR", "FAMILY"):
                last_tok = s["text"].split()[-1].lower()
                if last_tok in CRED_TOKENS and len(s["text"].split()) > 1:
                    err("%s: credential inside name span %r" % (nid, s["text"]))
            if s["type"] == "DOCTOR" and CRED_RE.match(text, b):
                cred_after += 1
            if s["type"] == "AGE" and not re.fullmatch(r"\d{1,3}|[a-z]+(?:-[a-z]+)?(?: hundred(?: [a-z-]+)?)?", s["text"].lower()):
                err("%s: odd AGE %r" % (nid, s["text"]))
            type_counts[s["type"]] += 1
            total_spans += 1
        # every occurrence of a distinctive value is annotated
        for s in spans:
            v = s["text"]
            if (s["label"] == "NAME" and " " in v) or (re.search(r"\d", v) and len(v) >= 6):
                for mo in re.finditer(r"(?<![A-Za-z0-9])%s(?![A-Za-z0-9])" % re.escape(v), text):
                    if not covered(spans, mo.start(), mo.end()):
                        err("%s: unannotated occurrence of %r at %d" % (nid, v, mo.start()))
        # contact-like strings outside spans
        for rx, what in ((EMAIL_RE, "e-mail"), (URL_RE, "URL"), (IP_RE, "IP"), (PHONE_RE, "phone"), (SSN_RE, "SSN")):
            for mo in rx.finditer(text):
                if not covered(spans, mo.start(), mo.end()) and not (what == "URL" and covered(spans, mo.start(), mo.end() - 1)):
                    err("%s: unannotated %s-like string %r" % (nid, what, mo.group()))
        # hard negatives outside spans; none may overlap a span
        for k, rx in (hn_res_ci if meta["lowercase"] else hn_res).items():
            for mo in rx.finditer(text):
                if overlaps(spans, mo.start(), mo.end()):
                    if k in ("drug_dose", "clock_time", "icd10", "lab_value_unit"):
                        err("%s: hard negative %s %r overlaps a span" % (nid, k, mo.group()))
                    continue
                hn_counts[k] += 1
    # minimum counts
    n = len(notes)
    if n < MIN_NOTES:
        err("only %d notes (< %d)" % (n, MIN_NOTES))
    if total_spans < MIN_SPANS:
        err("only %d spans (< %d)" % (total_spans, MIN_SPANS))
    for t in CATEGORY:
        if type_counts[t] < MIN_PER_TYPE:
            err("type %s has %d spans (< %d)" % (t, type_counts[t], MIN_PER_TYPE))
    big = [g for g, k in genre_notes.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    for g, k in genre_notes.items():
        if k < MIN_PER_GENRE:
            err("genre %s has only %d notes" % (g, k))
    share = n_lower / n if n else 0
    if not (LOWER_SHARE[0] <= share <= LOWER_SHARE[1]):
        err("lower-case share %.3f outside %s" % (share, LOWER_SHARE))
    for k, (_, lo) in HARD_NEG.items():
        if hn_counts[k] < lo:
            err("hard negative %s: %d (< %d)" % (k, hn_counts[k], lo))
    if cred_after < 500:
        err("credentials after clinician names: %d (< 500)" % cred_after)

    print("notes %d | spans %d | genres %d | lower-case %d (%.3f)" % (n, total_spans, len(genre_notes), n_lower, share))
    print("genres: " + ", ".join("%s=%d" % kv for kv in sorted(genre_notes.items())))
    print("types: " + ", ".join("%s=%d" % (t, type_counts[t]) for t in CATEGORY))
    print("hard negatives (unannotated): " + ", ".join("%s=%d" % (k, hn_counts[k]) for k in HARD_NEG)
          + ", credential_after_name=%d, total=%d" % (cred_after, sum(hn_counts.values()) + cred_after))
    if errors:
        for e in errors[:60]:
            print("ERROR " + e)
        print("FAILED: %d problem(s)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
