"""Validate ../notes.jsonl for dev119_en; exit non-zero on any problem. Standard library only."""
import collections
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from phi import TYPES  # noqa: E402  (the guideline's 29 fine types -> category)

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATH = os.path.join(HERE, "notes.jsonl")
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30
LOWER_SHARE = (0.13, 0.21)
FICT_DOMAINS = ("example.com", "example.org", "example.net")

# unannotated hard negatives: category -> (regex, minimum count outside spans)
HARD_NEG = {
    "lab": (r"\b(Na|K|Cl|CO2|BUN|Cr|Glucose|HbA1c|WBC|Hgb|Plt|ALT|AST|TSH|INR|LDL|Troponin I|Lipase|Mg|Hct|BNP|Lactate|Cholinesterase|Ferritin|BG)\b[,:|\t ]+[<>]?\d", 700),
    "vital": (r"\b(BP|HR|RR|T|SpO2|Wt|BMI|IOP)\b:? \d", 1000),
    "drug_dose": (r"\b[a-z][a-z-]+(?: [A-Z]{2,3})? \d+(?:\.\d+)?(?:-\d+)? ?(?:mg|mcg|units|g|mEq|mL|%)\b", 600),
    "unit_value": (r"\d(?:\.\d+)? ?(?:mg/dL|mmol/L|K/uL|g/dL|U/L|ng/mL|pg/mL|mIU/L|mmHg|kg|cm|mm|L/min)\b", 500),
    "score": (r"\b(PHQ-9|PHQ-2|GAD-7|GCS|AUDIT-C|Morse fall score|Braden|CURB-65|NIHSS|EPDS|MMSE|C-SSRS|Wells score|Mallampati|ASQ|Apgars?)\b", 300),
    "eponym": (r"\b(Foley|Babinski|Homans|Murphy's|Snellen|Ishihara|Bell's|Baker's|Parkinson's|Hashimoto's|Tanner|Leopold|McMurray|Osgood-Schlatter|Kussmaul|Trendelenburg|Romberg|Kernig|Brudzinski|Allen|Valsalva|Down|Graves|Crohn's)\b", 300),
    "credential": (r"(?:,| ) ?(MD|DO|NP|PA-C|FNP-C|RN|LPN|DDS|DMD|RDH|OD|CNM|LCSW|CHW|MA|CP-C|EMT-P)\b", 600),
    "icd10": (r"\b[A-Z]\d{2}(?:\.[0-9A-Z]{1,4})?\b", 800),
    "clock_time": (r"\b(?:[01]\d|2[0-3]):[0-5]\d\b", 800),
    "ordinary_word_name": (r"\b(will|hope|hopes|grace|baker's|rose|marked|little|young|long-acting|green|white|stone|kidney stone|price|page|cooks|strong|sharp|frank|faith|cross-cover|king-size|mark|rich|hill)\b", 300),
}
# strings that must never occur outside an annotation
FORBID_UNANNOTATED = {
    "email": r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+",
    "url": r"(?:https?://|www\.)\S+|\bexample\.(?:com|org|net)\b",
    "ip": r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b",
    "ssn_like": r"\b\d{3}-\d{2}-\d{4}\b",
    "phone_like": r"\b\d{3}[-. ]\d{4}\b|\(\d{3}\)",
    "long_number": r"\b\d{6,}\b",
    "full_date": r"\b\d{1,2}/\d{1,2}/\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b",
    "month_day": r"\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}\b",
    "weekday": r"\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?\b",
    "age_like": r"\b\d{1,3} ?(?:yo|y/o|yrs? old)\b|\b\d{1,3}-year-old\b",
}

errors = []


def err(msg):
    errors.append(msg)


def outside(text, spans):
    """Text with every annotated span blanked, so regexes only see unannotated material."""
    chars = list(text)
    for s in spans:
        for i in range(s["start"], s["end"]):
            chars[i] = "\u0000"
    return "".join(chars)


def edge_ok(text, s):
    a, b = s["start"], s["end"]
    t = text[a:b]
    if not t or t != t.strip() or "\n" in t:
        return "whitespace/newline at edge or inside"
    if not (t[0].isalnum() or t[0] == "(" or t[0] == "+" or t[0] == "#"):
        return "bad first char"
    if not t[-1].isalnum():
        if not (t[-1] == "." and re.search(r"(?:^|[^A-Za-z])[A-Za-z]\.$", t)):
            return "bad last char (punctuation outside the value)"
    def same(x, y):
        return (x.isalpha() and y.isalpha()) or (x.isdigit() and y.isdigit())
    if a > 0 and same(text[a - 1], text[a]):
        return "start inside a word/number"
    if b < len(text) and same(text[b - 1], text[b]):
        return "end inside a word/number"
    return None


def contact_ok(s):
    t, typ = s["text"], s["type"]
    if typ in ("PHONE", "FAX"):
        main = re.split(r"\s*(?:ext\.?|x\.?)\s*\d+$", t)[0]
        d = re.sub(r"\D", "", main)
        if len(d) >= 7:
            if len(d) == 11 and d[0] == "1":
                d = d[1:]
            ok = (len(d) == 10 and d[3:6] == "555") or (len(d) == 7 and d[:3] == "555") or "5550" in d
            if not ok:
                return "phone/fax not in a fictional 555 range"
    if typ == "EMAIL":
        dom = t.rsplit("@", 1)[-1]
        if dom not in FICT_DOMAINS:
            return "e-mail not on example.com/org/net"
    if typ == "URL":
        host = re.sub(r"^https?://", "", t).split("/")[0]
        if not any(host == d or host.endswith("." + d) for d in FICT_DOMAINS):
            return "URL not on example.com/org/net"
    if typ == "IPADDR":
        o = [int(x) for x in t.split(".")]
        if len(o) != 4 or any(x > 255 for x in o) or not (o[0] == 10 or (o[0] == 172 and 16 <= o[1] <= 31) or (o[0] == 192 and o[1] == 168)):
            return "IP not in a private range"
    if typ == "SSN":
        d = re.sub(r"\D", "", t)
        if not (len(d) == 9 and (d[0] == "9" or d.startswith("000"))):
            return "SSN-like number must start with 9 or 000"
    return None


def main():
    if not os.path.exists(PATH):
        print("missing notes.jsonl")
        return 2
    rows = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"line {ln}: bad JSON: {e}")
    type_n = collections.Counter()
    genre_n = collections.Counter()
    neg_n = collections.Counter()
    n_spans = n_lower = 0
    for k, r in enumerate(rows, 1):
        rid = r.get("id")
        if set(r) != {"id", "text", "spans", "meta"}:
            err(f"{rid}: keys {sorted(r)}")
            continue
        if rid != "dev119-en-%04d" % k:
            err(f"{rid}: expected id dev119-en-{k:04d}")
        text, spans, meta = r["text"], r["spans"], r["meta"]
        if not isinstance(text, str) or not text.strip():
            err(f"{rid}: empty text")
            continue
        if not isinstance(meta, dict) or meta.get("source") != "dev119-en" or not meta.get("genre") or not isinstance(meta.get("lowercase"), bool):
            err(f"{rid}: bad meta {meta}")
            continue
        genre_n[meta["genre"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err(f"{rid}: lowercase note has upper-case characters")
        if any(0xE000 <= ord(ch) <= 0xF8FF for ch in text):
            err(f"{rid}: private-use marker left in text")
        prev_end = -1
        for s in spans:
            if set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{rid}: span keys {sorted(s)}")
                continue
            if s["type"] not in TYPES:
                err(f"{rid}: unknown type {s['type']}")
                continue
            if TYPES[s["type"]] != s["label"]:
                err(f"{rid}: label {s['label']} does not match type {s['type']}")
            if not (0 <= s["start"] < s["end"] <= len(text)):
                err(f"{rid}: offsets out of range {s}")
                continue
            if text[s["start"]:s["end"]] != s["text"]:
                err(f"{rid}: text mismatch {s}")
            if s["start"] < prev_end:
                err(f"{rid}: spans unsorted or overlapping at {s['start']}")
            prev_end = s["end"]
            e = edge_ok(text, s)
            if e:
                err(f"{rid}: {e}: {s['type']} {s['text']!r} ctx {text[max(0, s['start'] - 8):s['end'] + 8]!r}")
            e = contact_ok(s)
            if e:
                err(f"{rid}: {e}: {s['text']!r}")
            type_n[s["type"]] += 1
            n_spans += 1
        out = outside(text, spans)
        for name, rx in FORBID_UNANNOTATED.items():
            for m in re.finditer(rx, out, re.I):
                if "\u0000" in m.group(0):
                    continue
                err(f"{rid}: unannotated {name}: {m.group(0)!r}")
        for name, (rx, _) in HARD_NEG.items():
            neg_n[name] += sum(1 for m in re.finditer(rx, out, 0 if name in ("icd10",) else re.I) if "\u0000" not in m.group(0))
    # totals
    if len(rows) < MIN_NOTES:
        err(f"only {len(rows)} notes (< {MIN_NOTES})")
    if n_spans < MIN_SPANS:
        err(f"only {n_spans} spans (< {MIN_SPANS})")
    for t in TYPES:
        if type_n[t] < MIN_PER_TYPE:
            err(f"type {t}: {type_n[t]} spans (< {MIN_PER_TYPE})")
    if len(genre_n) < MIN_GENRES:
        err(f"only {len(genre_n)} genres")
    for g, n in genre_n.items():
        if n < MIN_PER_GENRE:
            err(f"genre {g}: {n} notes (< {MIN_PER_GENRE})")
    share = n_lower / max(1, len(rows))
    if not (LOWER_SHARE[0] <= share <= LOWER_SHARE[1]):
        err(f"lower-case share {share:.3f} outside {LOWER_SHARE}")
    for name, (_, mn) in HARD_NEG.items():
        if neg_n[name] < mn:
            err(f"hard negatives {name}: {neg_n[name]} (< {mn})")
    print(f"notes {len(rows)}  spans {n_spans}  genres {len(genre_n)}  lower-case {n_lower} ({share:.3f})")
    print("per type: " + ", ".join(f"{t} {type_n[t]}" for t in TYPES))
    print("per genre: " + ", ".join(f"{g} {n}" for g, n in sorted(genre_n.items())))
    print("unannotated hard negatives: " + ", ".join(f"{k} {v}" for k, v in neg_n.items()) + f" (total {sum(neg_n.values())})")
    if errors:
        for e in errors[:60]:
            print("ERROR", e)
        print(f"FAIL: {len(errors)} problem(s)")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
