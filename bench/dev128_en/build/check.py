"""Validate bench/dev128_en/notes.jsonl; exit 1 on any problem."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
NOTES = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")
GUIDE = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(HERE))), "docs",
                     "annotation_guideline.md")

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE",
    "DATE": "DATE", "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION",
    "ZIP": "LOCATION", "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION",
    "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID",
    "BIOID": "ID", "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT",
    "URL": "CONTACT", "IPADDR": "CONTACT", "PROFESSION": "PROFESSION"}

MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 330, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_SHARE = (0.12, 0.22)

problems = []


def bad(msg):
    problems.append(msg)


def guideline_types():
    if not os.path.exists(GUIDE):
        return None
    out = {}
    for line in open(GUIDE, encoding="utf-8"):
        m = re.match(r"\|\s*([A-Z]+)\s*\|\s*`([A-Z_]+)`\s*\|", line)
        if m:
            out[m.group(2)] = m.group(1)
    return out


ABBREV_END = re.compile(r"(?:^|[^A-Za-z])[A-Za-z]{1,3}\.$")


def edge_ok(text, sp):
    s, e, v, t = sp["start"], sp["end"], sp["text"], sp["type"]
    if v != v.strip():
        return "whitespace at edge"
    f, l = v[0], v[-1]
    if not f.isalnum():
        if not (t in ("PHONE", "FAX") and (f == "+" or (f == "(" and v[1:2].isdigit()))):
            return "starts with punctuation"
    if not l.isalnum():
        if not (l == "." and ABBREV_END.search(v)):
            return "ends with punctuation"
    if s > 0:
        p = text[s - 1]
        if p.isalnum() and f.isalnum() and p.isdigit() == f.isdigit():
            return "starts inside a word/number"
    if e < len(text):
        n = text[e]
        if n.isalnum() and l.isalnum() and n.isdigit() == l.isdigit():
            return "ends inside a word/number"
    return None


def contact_ok(sp):
    t, v = sp["type"], sp["text"]
    low = v.lower()
    if t in ("PHONE", "FAX"):
        if sum(ch.isdigit() for ch in v) >= 7 and not re.search(r"(?<!\d)555(?!\d)", v):
            return "phone/fax with 7+ digits lacks a 555 block"
    elif t == "EMAIL":
        if not re.fullmatch(r"[a-z0-9._%+-]+@(?:[a-z0-9-]+\.)*example\.(?:com|org|net)", low):
            return "e-mail outside example.com/org/net"
    elif t == "URL":
        host = re.sub(r"^https?://", "", low).split("/")[0]
        if not re.fullmatch(r"(?:[a-z0-9-]+\.)*example\.(?:com|org|net)", host):
            return "URL host outside example.com/org/net"
    elif t == "IPADDR":
        m = re.fullmatch(r"(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})", v)
        if not m:
            return "IP malformed"
        a, b = int(m.group(1)), int(m.group(2))
        if any(int(x) > 255 for x in m.groups()):
            return "IP octet > 255"
        if not (a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)):
            return "IP outside private ranges"
    elif t == "SSN":
        d = re.sub(r"\D", "", v)
        if len(d) != 9 or not (d.startswith("9") or d.startswith("000")):
            return "SSN not 9 digits starting 9 or 000"
    return None


MON = "jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec"
LEAKS = {
    "email": r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+",
    "url": r"\b(?:https?://|www\.)\S+|\b[\w.-]*example\.(?:com|org|net)\b",
    "ip": r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b",
    "numeric-date": (r"\b\d{1,2}[/-]\d{1,2}[/-](?:\d{4}|\d{2})\b|\b(?:19|20)\d{2}-\d{2}-\d{2}\b"
                     r"|\b\d{1,2}-(?:" + MON + r")-\d{2,4}\b"),
    "555-phone": r"(?<!\d)555[-. ]?\d{4}(?!\d)",
    "weekday": (r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b"
                r"|\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.?\s+\d{1,2}/\d{1,2}\b"),
}

DRUGS = ("metoprolol|lisinopril|amlodipine|atorvastatin|rosuvastatin|metformin|insulin|apixaban|"
         "warfarin|heparin|enoxaparin|aspirin|clopidogrel|furosemide|hydrochlorothiazide|"
         "spironolactone|pantoprazole|omeprazole|ondansetron|acetaminophen|oxycodone|"
         "hydromorphone|morphine|ketorolac|gabapentin|sertraline|escitalopram|trazodone|"
         "levothyroxine|prednisone|methylprednisolone|albuterol|ceftriaxone|vancomycin|"
         "piperacillin|azithromycin|doxycycline|cephalexin|cefazolin|lorazepam|propofol|fentanyl|"
         "famotidine|carvedilol|diltiazem|amiodarone|digoxin|tamsulosin|senna|docusate")
HARD_NEG = {
    "clock time": (r"\b(?:[01]?\d|2[0-3]):[0-5]\d\b|\b(?:[01]\d|2[0-3])[0-5]\d(?=\s*(?:$|\n|\)|;|,| received| removed))", 1000),
    "dose/unit": (r"\b\d+(?:\.\d+)?\s?(?:mg|mcg|units|meq|ml|g|mg/dl|mmhg|bpm|kg|cm|mm|%)(?![a-z])", 3000),
    "ratio (bp, score, acuity)": (r"\b\d{1,3}/\d{1,3}\b", 450),
    "lab value": (r"\b(?:na|k|cl|hco3|bun|cr|glucose|wbc|hgb|hct|plt|inr|lactate|troponin|bnp|"
                  r"hba1c|tsh|ast|alt|albumin|mg|phos|crp|esr|lipase|ldl|egfr)\s[<\d]", 1400),
    "drug name": (r"\b(?:" + DRUGS + r")", 1400),
    "eponym": (r"\b(?:babinski|murphy sign|mcburney|homans|romberg|kernig|tinel|phalen|lachman|"
               r"mcmurray|kussmaul|virchow|osler|janeway|allen test|dix-hallpike|weber midline|rinne|"
               r"rovsing|trousseau|chvostek|hoffmann sign|spurling|foley|glasgow|mallampati|"
               r"parkinson|hodgkin|cushing|graves|crohn|bell's|addison|hashimoto|barrett|raynaud|"
               r"guillain|alzheimer|down syndrome|whipple|nissen|roux|meniere|sjogren|paget|"
               r"wilson disease|seldinger|mayo stand|jackson-pratt|bovie|kocher|lugol|pfannenstiel|"
               r"trendelenburg|swan-ganz|hartmann|gram stain|gleason|breslow|clark level|giemsa|"
               r"fleischner|nottingham)", 400),
    "score": (r"\b(?:cha2ds2-vasc|has-bled|phq-9|gad-7|nihss|braden|morse fall|wells score|"
              r"curb-65|meld|asa class|rass|ciwa|cows|mmse|moca|ecog|karnofsky|timi|heart score|"
              r"apgar|esi|bi-rads|lung-rads)\b", 350),
    "diagnosis/procedure code": (r"\b[a-z]\d{2}\.\d{1,4}[a-z]?\b|\bi10\b|\br55\b|\b99\d{3}\b", 450),
    "name-like ordinary word": (r"\b(?:frank|brown|white|green|rose|will|mark|hopes?|grace|joy|stone|"
                                r"bill|summer|frost|little|field|price|short|sharp|swift|best|cross|"
                                r"gray|wood|may|major|faith|young|hunter's|wade|chase)\b", 400),
    "role/credential/department": (r"\b(?:md|rn|np|pa-c|pharmd|lpn|icu|ed|pacu|sicu|micu|"
                                   r"cardiology|nephrology|oncology|neurology|attending|resident|"
                                   r"nurse|pt|ot)\b", 1200),
}
MIN_HARD_NEG_TOTAL = 10000


def main():
    gt = guideline_types()
    if gt is not None:
        if gt != TYPE2LABEL:
            bad(f"type/label map differs from guideline: {sorted(set(gt.items()) ^ set(TYPE2LABEL.items()))}")
    if len(TYPE2LABEL) != 29:
        bad("expected 29 fine types")
    rows = []
    with open(NOTES, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as ex:
                bad(f"line {ln}: invalid JSON ({ex})")
    types = collections.Counter()
    genres = collections.Counter()
    nlower = 0
    nspans = 0
    leaks = collections.Counter()
    hard = collections.Counter()
    for i, r in enumerate(rows):
        rid = r.get("id")
        if set(r) != {"id", "text", "spans", "meta"}:
            bad(f"{rid}: keys {sorted(r)}")
            continue
        if rid != f"dev128-{i + 1:04d}":
            bad(f"row {i + 1}: id {rid} not sequential")
        text, spans, meta = r["text"], r["spans"], r["meta"]
        if not isinstance(text, str) or not text.strip():
            bad(f"{rid}: empty text")
            continue
        if any(ch in text for ch in "\ue000\ue001\ue002"):
            bad(f"{rid}: marker left in text")
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase", "country"}:
            bad(f"{rid}: meta keys")
            continue
        if meta["source"] != "dev128-en" or not isinstance(meta["genre"], str) or \
                not isinstance(meta["lowercase"], bool) or meta["country"] != "US":
            bad(f"{rid}: meta values {meta}")
        genres[meta["genre"]] += 1
        if meta["lowercase"]:
            nlower += 1
            if text != text.lower():
                bad(f"{rid}: lowercase note has upper-case letters")
        elif text == text.lower():
            bad(f"{rid}: note not flagged lowercase but has no capitals")
        prev_end = -1
        mask = list(text)
        for sp in spans:
            if set(sp) != {"start", "end", "label", "type", "text"}:
                bad(f"{rid}: span keys {sorted(sp)}")
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                bad(f"{rid}: bad offsets {s}-{e}")
                continue
            if text[s:e] != sp["text"]:
                bad(f"{rid}: span text mismatch at {s}")
            if sp["type"] not in TYPE2LABEL:
                bad(f"{rid}: unknown type {sp['type']}")
            elif TYPE2LABEL[sp["type"]] != sp["label"]:
                bad(f"{rid}: label {sp['label']} wrong for {sp['type']}")
            if s < prev_end:
                bad(f"{rid}: spans unsorted or overlapping at {s}")
            prev_end = e
            why = edge_ok(text, sp) or contact_ok(sp)
            if why:
                bad(f"{rid}: {sp['type']} {sp['text']!r}: {why}")
            types[sp["type"]] += 1
            nspans += 1
            for k in range(s, e):
                mask[k] = "\x00"
        masked = "".join(mask)
        low = masked.lower()
        for name, rx in LEAKS.items():
            for m in re.finditer(rx, low):
                leaks[name] += 1
                bad(f"{rid}: unannotated {name}-like string {m.group(0)!r}")
        for name, (rx, _) in HARD_NEG.items():
            hard[name] += len(re.findall(rx, low))
    n = len(rows)
    if n < MIN_NOTES:
        bad(f"only {n} notes (< {MIN_NOTES})")
    if nspans < MIN_SPANS:
        bad(f"only {nspans} spans (< {MIN_SPANS})")
    for t in TYPE2LABEL:
        if types[t] < MIN_PER_TYPE:
            bad(f"type {t}: {types[t]} spans (< {MIN_PER_TYPE})")
    big = [g for g, k in genres.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        bad(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    share = nlower / n if n else 0
    if not (LOWER_SHARE[0] <= share <= LOWER_SHARE[1]):
        bad(f"lower-case share {share:.3f} outside {LOWER_SHARE}")
    for name, (_, lo) in HARD_NEG.items():
        if hard[name] < lo:
            bad(f"hard negatives '{name}': {hard[name]} (< {lo})")
    if sum(hard.values()) < MIN_HARD_NEG_TOTAL:
        bad(f"hard negatives total {sum(hard.values())} (< {MIN_HARD_NEG_TOTAL})")

    print(f"notes {n}, spans {nspans}, genres {len(genres)} (min {min(genres.values()) if genres else 0} each), "
          f"lower-case {nlower} ({share:.3f})")
    print("per type: " + ", ".join(f"{t} {types[t]}" for t in sorted(types, key=types.get)))
    print("hard negatives: " + ", ".join(f"{k} {v}" for k, v in hard.items()) + f"; total {sum(hard.values())}")
    if problems:
        for p in problems[:60]:
            print("PROBLEM:", p)
        print(f"FAILED: {len(problems)} problem(s)")
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
