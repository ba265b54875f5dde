"""Validate bench/dev131_en/notes.jsonl. Exits non-zero on any problem. Standard library only."""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATH = os.path.join(HERE, "notes.jsonl")
TYPE_LABEL = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
              "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
              "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
              "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
              "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
              "IPADDR": "CONTACT", "PROFESSION": "PROFESSION"}
COUNTRIES = {"US", "Canada", "Australia", "New Zealand"}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30
BAD_START = set(" \t\n\r,.;:!?\"')]}[{-/")
BAD_END = set(" \t\n\r,;:!?\"'([{-/")
DOMAIN = re.compile(r"^(?:[a-z0-9-]+\.)*example\.(?:com|org|net)$", re.I)
PRIVATE = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]

MUST_COVER = {
    "email": re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"),
    "url": re.compile(r"(?:https?://|www\.)\S+|\b[\w.-]*example\.(?:com|org|net)\b\S*", re.I),
    "ip": re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b"),
    "numeric date": re.compile(r"\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b"),
    "555 phone": re.compile(r"(?<!\d)555[\s.-]?\d{3,4}(?!\d)|(?<!\d)5550\s\d{4}(?!\d)"),
    "weekday": re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:mon|tue|wed|thu|fri|sat|sun)\s\d{1,2}/\d{1,2}\b", re.I),
}
DRUGS = ("metformin atorvastatin rosuvastatin lisinopril perindopril amlodipine metoprolol levothyroxine salbutamol albuterol "
         "fluticasone budesonide sertraline escitalopram paracetamol acetaminophen ibuprofen naproxen amoxicillin cephalexin "
         "empagliflozin semaglutide insulin apixaban warfarin omeprazole pantoprazole cetirizine loratadine montelukast "
         "hydrochlorothiazide losartan gabapentin prednisone methylphenidate levonorgestrel medroxyprogesterone allopurinol "
         "colchicine tiotropium furosemide spironolactone melatonin nicotine clotrimazole mupirocin hydrocortisone emollient").split()
NEG = {
    "measurement": (re.compile(r"\b\d+(?:\.\d+)?\s?(?:mg|mcg|g|kg|lb|mL|L|mmHg|bpm|cm|units|IU|°C|°F|mmol/L|mg/dL|umol/L|"
                               r"g/L|g/dL|U/L|ug/L|nmol/L|pmol/L|mIU/L|ng/mL|mg/L|kg/m2|min)\b|\b\d+(?:\.\d+)?%", re.I), 3000),
    "blood pressure": (re.compile(r"\b\d{2,3}/\d{2,3}\b"), 250),
    "clock time": (re.compile(r"\b\d{1,2}:\d{2}\b"), 500),
    "drug": (re.compile(r"\b(?:" + "|".join(DRUGS) + r")\b", re.I), 800),
    "score/eponym": (re.compile(r"\b(?:PHQ-9|GAD-7|AUDIT-C|EPDS|K10|CHA2DS2-VASc|MMSE|MoCA|ASQ-3|Epworth|DASS-21|FRAX|Braden|"
                                r"Waterlow|ACT|SCAT6|Morse|AUSDRISK|Apgars?|Lachman|McMurray|Tinel|Phalen|Babinski|Romberg|"
                                r"Ortolani|Barlow|Galeazzi|Neer|Spurling|Trendelenburg|Kernig|Homans|Ishihara|Snellen|"
                                r"\w+'s (?:disease|sign|cyst|syndrome|palsy|phenomenon|thyroiditis|contracture|dementia))\b", re.I), 400),
    "code": (re.compile(r"\b(?:ICD-10 [A-Z]\d{2}(?:\.\w+)?|CPT \d{5}|MBS item \d+|OHIP [A-Z]\d{3}|SNOMED \d+|LOINC [\d-]+|HCPCS \w+|READ \w+)", re.I), 80),
    "name-like word": (re.compile(r"\b(?:may|will|hope|rose|grace|mark|young|brown|summer|frost|snow|stone|long|little|price|"
                                  r"sharp|wood|faith|rich|hunter|pearl|ivy|brook|sterling|daisy|baker's|bell's)\b", re.I), 200),
}

errors = []


def err(msg):
    errors.append(msg)


def main():
    if not os.path.exists(PATH):
        print("missing notes.jsonl"); sys.exit(1)
    lines = open(PATH, encoding="utf-8").read().split("\n")
    if lines and lines[-1] == "": lines.pop()
    type_n, genre_n, neg_n = collections.Counter(), collections.Counter(), collections.Counter()
    n_low = n_spans = 0
    for ln, line in enumerate(lines, 1):
        try:
            row = json.loads(line)
        except Exception as e:
            err(f"line {ln}: bad JSON {e}"); continue
        if set(row) != {"id", "text", "spans", "meta"}: err(f"line {ln}: keys {sorted(row)}"); continue
        rid, text, spans, meta = row["id"], row["text"], row["spans"], row["meta"]
        if rid != f"dev131-{ln:04d}": err(f"line {ln}: id {rid!r} not sequential")
        if not isinstance(text, str) or not text.strip(): err(f"{rid}: empty text"); continue
        if re.search("[\ue000-\uf8ff]", text): err(f"{rid}: private-use marker left in text")
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase", "country"}: err(f"{rid}: meta keys"); continue
        if meta["source"] != "dev131-en": err(f"{rid}: source")
        if not isinstance(meta["genre"], str) or not meta["genre"]: err(f"{rid}: genre")
        if not isinstance(meta["lowercase"], bool): err(f"{rid}: lowercase not bool")
        if meta["country"] not in COUNTRIES: err(f"{rid}: country {meta['country']}")
        genre_n[meta["genre"]] += 1
        if meta["lowercase"]:
            n_low += 1
            if text != text.lower(): err(f"{rid}: lowercase note has upper case")
        if not isinstance(spans, list) or not spans: err(f"{rid}: no spans"); continue
        covered = bytearray(len(text))
        prev_end = -1
        for sp in spans:
            if set(sp) != {"start", "end", "label", "type", "text"}: err(f"{rid}: span keys {sorted(sp)}"); continue
            s, e, t, lab, v = sp["start"], sp["end"], sp["type"], sp["label"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)): err(f"{rid}: bad offsets {s},{e}"); continue
            if TYPE_LABEL.get(t) != lab: err(f"{rid}: label/type {lab}/{t}")
            if text[s:e] != v: err(f"{rid}: span text mismatch at {s}")
            if s < prev_end: err(f"{rid}: spans unsorted or overlapping at {s}")
            prev_end = e
            n_spans += 1
            type_n[t] += 1
            for i in range(s, e): covered[i] = 1
            # edges
            if v[0] in BAD_START and not (v[0] == "(" and t in ("PHONE", "FAX")): err(f"{rid}: {t} span starts with {v[0]!r}")
            if v[-1] in BAD_END or v[-1] == ")" and v.count("(") < v.count(")") + 0 and not t in ("PHONE", "FAX"):
                err(f"{rid}: {t} span ends with {v[-1]!r}")
            if v[-1] == "." and not re.search(r"(?:^|[^A-Za-z])[A-Za-z]\.$", v): err(f"{rid}: {t} span ends with full stop")
            if v[-1] == ")" : err(f"{rid}: {t} span ends with ')'")
            a, b = (text[s - 1] if s else " "), v[0]
            if (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit()): err(f"{rid}: {t} span starts inside a word/number")
            a, b = v[-1], (text[e] if e < len(text) else " ")
            if (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit()): err(f"{rid}: {t} span ends inside a word/number")
            # fictional contact data
            digits = re.sub(r"\D", "", v)
            if t in ("PHONE", "FAX") and len(digits) >= 7 and "555" not in digits: err(f"{rid}: {t} without 555: {v}")
            if t == "EMAIL":
                mm = re.fullmatch(r"[\w.+-]+@([\w.-]+)", v)
                if not mm or not DOMAIN.match(mm.group(1)): err(f"{rid}: e-mail outside example domains: {v}")
            if t == "URL":
                host = re.sub(r"^https?://", "", v, flags=re.I).split("/")[0].split("?")[0]
                if not DOMAIN.match(host): err(f"{rid}: URL outside example domains: {v}")
            if t == "IPADDR":
                try:
                    ip = ipaddress.ip_address(v)
                    if not any(ip in n for n in PRIVATE): err(f"{rid}: public IP {v}")
                except ValueError:
                    err(f"{rid}: bad IP {v}")
            if t == "SSN" and not (digits.startswith("9") or digits.startswith("000")): err(f"{rid}: SSN range {v}")
        # unannotated PHI-like strings
        for name, rx in MUST_COVER.items():
            for mt in rx.finditer(text):
                if any(ch.isalnum() and not covered[i] for i, ch in enumerate(mt.group(), mt.start())):
                    err(f"{rid}: unannotated {name}-like string at {mt.start()}")
        for name, (rx, _) in NEG.items():
            for mt in rx.finditer(text):
                if not any(covered[mt.start():mt.end()]):
                    neg_n[name] += 1
    n = len(lines)
    if n < MIN_NOTES: err(f"only {n} notes")
    if n_spans < MIN_SPANS: err(f"only {n_spans} spans")
    for t in TYPE_LABEL:
        if type_n[t] < MIN_PER_TYPE: err(f"type {t}: {type_n[t]} spans < {MIN_PER_TYPE}")
    big = [g for g, k in genre_n.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES: err(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    share = n_low / n if n else 0
    if not 0.12 <= share <= 0.22: err(f"lower-case share {share:.3f}")
    for name, (_, lo) in NEG.items():
        if neg_n[name] < lo: err(f"hard negatives {name}: {neg_n[name]} < {lo}")
    print(f"notes {n}, spans {n_spans}, lower-case {n_low} ({share:.3f}), genres {len(genre_n)}")
    print("per type: " + ", ".join(f"{t} {type_n[t]}" for t in TYPE_LABEL))
    print("genres: " + ", ".join(f"{g} {k}" for g, k in sorted(genre_n.items())))
    print("hard negatives (unannotated): " + ", ".join(f"{k} {v}" for k, v in neg_n.items()) + f"; total {sum(neg_n.values())}")
    if errors:
        for e in errors[:60]: print("ERROR", e)
        print(f"{len(errors)} problem(s)"); sys.exit(1)
    print("check passed")


if __name__ == "__main__":
    main()
