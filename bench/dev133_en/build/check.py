"""Validate bench/dev133_en/notes.jsonl; exit 1 on any problem. Run from bench/dev133_en."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30
LC_LO, LC_HI = 0.12, 0.22
OPEN_P = set("\"'([{,;:.!?")
CLOSE_P = set("\"',;:)]}!?")
MARKERS = "\ue000\ue001\ue002"

WD_FULL = re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b", re.I)
WD_ABBR_CI = re.compile(r"\b(mon|tues?|wed|thu|thurs?|fri)\b", re.I)
WD_ABBR_CS = re.compile(r"\b(Sat|Sun)\b")
EMAIL = re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)+")
URL = re.compile(r"(https?://\S+|\bwww\.\S+|\b[\w-]+(\.[\w-]+)*\.(com|org|net|edu|gov|io)\b)", re.I)
IP = re.compile(r"(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])")
DATE_FULL = re.compile(r"(?<![\d/.-])(\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{1,2}-\d{1,2})(?![\d/-])")
DATE_MD = re.compile(r"(?<![\d/.])(\d{1,2})/(\d{1,2})(?![\d/])")
MONTH_YEAR = re.compile(r"\b(january|february|march|april|june|july|august|september|october|november|december)\s+\d{1,2}?,?\s*\d{4}\b", re.I)
PHONE555 = re.compile(r"(?<!\d)555[-. ]?\d{4}(?!\d)")

# hard-negative detectors (counted outside gold spans)
HN = {
    "measure": (re.compile(r"\b\d+(\.\d+)?\s?(mg/dL|mmol/L|mg|mcg|g|mL|kg|cm|mm|%|U/L|ng/mL|mmHg|units|IU|K/uL|g/dL|mL/min/1\.73m2|pg/mL)\b", re.I), 4000),
    "clock": (re.compile(r"\b\d{1,2}:\d{2}\b|\b[01]\d[0-5]\d\b(?= )"), 700),
    "drug": (re.compile(r"\b(clobetasol|triamcinolone|tacrolimus|doxycycline|methotrexate|dupilumab|latanoprost|timolol|fluticasone|"
                        r"hydroxychloroquine|adalimumab|allopurinol|metformin|insulin|levothyroxine|pantoprazole|mesalamine|"
                        r"lisinopril|furosemide|tamsulosin|finasteride|epinephrine|cetirizine|gabapentin|oxycodone|lidocaine|"
                        r"prednisone|omeprazole|montelukast|semaglutide|sevelamer|bupivacaine|propofol|albuterol)\b", re.I), 1200),
    "code": (re.compile(r"\b[A-Z]\d{2}(\.\d{1,4})?\b|\bCPT \d{5}\b", re.I), 1200),
    "eponym": (re.compile(r"\b(Mohs|Koebner|Nikolsky|Snellen|Goldmann|Schirmer|Weber|Rinne|Dix-Hallpike|Epley|Mallampati|Heberden|"
                          r"Bouchard|Gottron|Phalen|Tinel|Baker's|Chvostek|Trousseau|Hashimoto's|Graves'|Crohn's|Barrett's|Sjogren's|"
                          r"Raynaud's|Meniere's|Fuchs'|Gleason|Foley|Peyronie's|Addison's|Cushing's|Grover's|Fitzpatrick|Breslow|"
                          r"Kemp|Patrick|Spurling|Lhermitte|Waddell|Amsler|Humphrey|Valsalva|Child-Pugh|Murphy|Samter|Quincke|"
                          r"Berger|Alport|Cockcroft-Gault|Kimmelstiel-Wilson|Hertel|Ishihara|Seidel|Marcus Gunn|Reinke's|Gaenslen)\b", re.I), 450),
    "score": (re.compile(r"\b(PASI|DAS28|CDAI|IPSS|SHIM|ACT score|Oswestry|PHQ-9|ORT score|PEG score|MELD|ASA class|BMI|Lund-Mackay|TI-RADS|FRAX)\b", re.I), 300),
    "nameword": (re.compile(r"\b(brown|white|black|green|gray|rose|stone|bell|iris|hope|faith|grace|may|will|page|long|strong|rich|wood|cook|ward|hill|summer)\b", re.I), 850),
}


def fail(msgs, m):
    msgs.append(m)


def edge_ok(text, s, e):
    v = text[s:e]
    if not v or v != v.strip():
        return "whitespace edge"
    if v[0] in OPEN_P and not (v[0] == "(" and ")" in v):
        return "starts with punctuation"
    if v[-1] in CLOSE_P and not (v[-1] == ")" and "(" in v) and not (v[-1] == "'" and v.endswith("s'")):
        return "ends with punctuation"
    if v[-1] == "." and not re.search(r"(^|[\s.])([A-Za-z]{1,4}\.)+$", v):
        return "ends with full stop"
    if s > 0 and text[s - 1].isalnum() and v[0].isalnum():
        return "starts inside a word"
    if e < len(text) and text[e].isalnum():
        a, b = v[-1], text[e]
        if (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit()):
            return "ends inside a word/number"
    return None


def main():
    msgs = []
    recs = []
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                recs.append(json.loads(line))
            except json.JSONDecodeError as ex:
                fail(msgs, f"line {ln}: bad JSON {ex}")
    types, genres, hn = collections.Counter(), collections.Counter(), collections.Counter()
    nspans, nlower = 0, 0
    for i, d in enumerate(recs, 1):
        rid = d.get("id")
        if set(d) != {"id", "text", "spans", "meta"}:
            fail(msgs, f"{rid}: keys {sorted(d)}")
            continue
        if rid != f"dev133-{i:04d}":
            fail(msgs, f"{rid}: expected dev133-{i:04d}")
        text, meta = d["text"], d["meta"]
        if not isinstance(text, str) or not text.strip():
            fail(msgs, f"{rid}: empty text")
            continue
        if any(ch in text for ch in MARKERS):
            fail(msgs, f"{rid}: marker left in text")
        if set(meta) != {"source", "genre", "lowercase", "country"} or meta["source"] != "dev133-en" \
                or not isinstance(meta["lowercase"], bool) or meta["country"] != "US" or not meta["genre"]:
            fail(msgs, f"{rid}: bad meta {meta}")
            continue
        genres[meta["genre"]] += 1
        if meta["lowercase"]:
            nlower += 1
            if text != text.lower():
                fail(msgs, f"{rid}: lowercase note has upper case")
        mask = [False] * len(text)
        prev_end = -1
        for sp in d["spans"]:
            if set(sp) != {"start", "end", "label", "type", "text"}:
                fail(msgs, f"{rid}: span keys {sorted(sp)}")
                continue
            s, e, t = sp["start"], sp["end"], sp["type"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                fail(msgs, f"{rid}: bad offsets {s},{e}")
                continue
            if LABEL.get(t) != sp["label"]:
                fail(msgs, f"{rid}: type {t} label {sp['label']}")
            if text[s:e] != sp["text"]:
                fail(msgs, f"{rid}: span text mismatch at {s}")
            if s < prev_end:
                fail(msgs, f"{rid}: spans unsorted or overlapping at {s}")
            prev_end = e
            why = edge_ok(text, s, e)
            if why:
                fail(msgs, f"{rid}: {t} {text[s:e]!r} {why}")
            v = text[s:e]
            if t in ("PHONE", "FAX"):
                core = re.split(r"\s*(ext\.?|x|extension)\s*\d+$", v, flags=re.I)[0]
                dg = re.sub(r"\D", "", core)
                if len(dg) >= 7 and dg[-7:-4] != "555":
                    fail(msgs, f"{rid}: non-fictional phone {v!r}")
            if t == "EMAIL" and not re.fullmatch(r"[\w.+-]+@([\w-]+\.)*example\.(com|org|net)", v, re.I):
                fail(msgs, f"{rid}: e-mail outside example domains {v!r}")
            if t == "URL":
                host = re.sub(r"^https?://", "", v, flags=re.I).split("/")[0]
                if not re.fullmatch(r"([\w-]+\.)*example\.(com|org|net)", host, re.I):
                    fail(msgs, f"{rid}: URL outside example domains {v!r}")
            if t == "IPADDR":
                o = [int(x) for x in v.split(".")]
                if not (len(o) == 4 and all(0 <= x <= 255 for x in o) and (o[0] == 10 or (o[0] == 172 and 16 <= o[1] <= 31)
                                                                         or (o[0] == 192 and o[1] == 168))):
                    fail(msgs, f"{rid}: IP outside private ranges {v!r}")
            if t == "SSN":
                dg = re.sub(r"\D", "", v)
                if len(dg) != 9 or not (dg.startswith("9") or dg.startswith("000")):
                    fail(msgs, f"{rid}: SSN not in fictional range {v!r}")
            types[t] += 1
            nspans += 1
            for k in range(s, e):
                mask[k] = True
        # unannotated look-alikes: blank out gold spans, then search
        rest = "".join("\x00" if mk else ch for ch, mk in zip(text, mask))
        checks = [("e-mail", EMAIL), ("URL", URL), ("IP", IP), ("numeric date", DATE_FULL), ("555 phone", PHONE555),
                  ("weekday", WD_FULL), ("weekday", WD_ABBR_CI), ("month-year date", MONTH_YEAR)]
        if not meta["lowercase"]:
            checks.append(("weekday", WD_ABBR_CS))
        for name, rx in checks:
            for mt in rx.finditer(rest):
                if "\x00" not in mt.group(0):
                    fail(msgs, f"{rid}: unannotated {name} {mt.group(0)!r}")
        for mt in DATE_MD.finditer(rest):
            a, b = int(mt.group(1)), int(mt.group(2))
            if 1 <= a <= 12 and 1 <= b <= 31 and b not in (5, 10):
                fail(msgs, f"{rid}: unannotated m/d date {mt.group(0)!r}")
        for k, (rx, _) in HN.items():
            hn[k] += sum(1 for mt in rx.finditer(rest) if "\x00" not in mt.group(0))
    n = len(recs)
    if n < MIN_NOTES:
        fail(msgs, f"only {n} notes")
    if nspans < MIN_SPANS:
        fail(msgs, f"only {nspans} spans")
    for t in LABEL:
        if types[t] < MIN_PER_TYPE:
            fail(msgs, f"type {t}: {types[t]} < {MIN_PER_TYPE}")
    big = [g for g, k in genres.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        fail(msgs, f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    share = nlower / n if n else 0
    if not LC_LO <= share <= LC_HI:
        fail(msgs, f"lower-case share {share:.3f}")
    for k, (_, lo) in HN.items():
        if hn[k] < lo:
            fail(msgs, f"hard negatives {k}: {hn[k]} < {lo}")
    print(f"notes {n}, spans {nspans}, genres {len(genres)} (min {min(genres.values()) if genres else 0}/genre), "
          f"lower-case {nlower} ({share:.3f})")
    print("per type: " + ", ".join(f"{t} {types[t]}" for t in sorted(types, key=types.get)))
    print("hard negatives: " + ", ".join(f"{k} {v}" for k, v in hn.items()))
    if msgs:
        for x in msgs[:60]:
            print("FAIL", x)
        print(f"{len(msgs)} problem(s)")
        sys.exit(1)
    print("check passed")


if __name__ == "__main__":
    main()
