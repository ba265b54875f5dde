"""Validate bench/dev421_en/notes.jsonl and README.md.

Usage: python3 build/check.py [--rebuild DIR]
With --rebuild the set is rebuilt twice (PYTHONHASHSEED=1 and 2) into DIR and
both outputs must be byte-identical to notes.jsonl. Last line: OK ... or FAIL ...
"""
import collections
import ipaddress
import json
import os
import re
import string
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")
README = os.path.join(ROOT, "README.md")

# independent copy of the guideline's label/type table
LABELS = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION",
                 "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE2LABEL = {t: l for l in sorted(LABELS) for t in LABELS[l]}
COUNTRIES = {"GB", "US", "AU", "IE", "CA", "NZ"}
ALLOWED_DOMAINS = ("example.com", "example.org", "example.net")

# not-PHI look-alikes the set is meant to contain (counted outside spans)
HARD_NEG = [
    "NEWS2", "CFS", "Rockwood", "Clinical Frailty Scale", "4AT", "AMTS", "MRC dyspnoea", "CURB-65",
    "Borg", "Waterlow", "MUST", "Barthel", "Glasgow Coma Scale", "GCS", "Bristol stool", "Abbey pain",
    "PHQ-9", "Edmonton Frail", "Braden", "Wells score", "qSOFA", "Morse", "Tinetti", "Nottingham EADL",
    "Epworth", "NYHA", "Charlson", "Paddington", "Rockall", "Manchester Triage", "Karnofsky", "ECOG",
    "Norton", "Ottawa", "Geneva score", "San Francisco Syncope", "Timed Up and Go",
    "NICE NG191", "NICE NG115", "NICE NG106", "BTS", "GOLD 2024", "GOLD 3", "ESC HF", "KDIGO",
    "BSAC", "Sepsis-3", "SIGN 167", "IDSA", "AHA/ACC/HFSA", "COPD-X",
    "Cheyne-Stokes", "Kussmaul", "Trendelenburg", "Homan's", "Murphy's sign", "Babinski", "Foley",
    "Venturi", "Yankauer", "Luer", "Hartmann's", "Guedel", "Korotkoff", "Gram", "Parkinson's",
    "Alzheimer's", "Addison's", "Graves'", "Bell's palsy", "Hodgkin lymphoma", "Crohn's", "Paget's",
    "Dupuytren's", "Baker's cyst", "Raynaud's", "Sjogren's", "Charcot", "Hickman", "Port-a-Cath",
    "PowerPICC", "Powerglide", "Groshong", "Biopatch", "Tegaderm", "StatLock", "Bionector",
    "Nonin", "Masimo", "MightySat", "Omron", "Braun ThermoScan", "Withings", "Biobeat",
    "Current Health", "Doccla", "Docobo", "Huma", "Luscii", "Dorey", "CADD-Solis", "Baxter",
    "Easypump", "Vitalograph", "Welch Allyn", "Accu-Chek", "Medtronic", "Clinell", "iPad",
    "Samsung Galaxy", "Trelegy", "Ellipta", "Salbutamol", "Albuterol", "Carbocisteine",
    "Prednisolone", "Doxycycline", "Apixaban", "Adcal-D3", "Alendronic", "Amoxicillin",
    "Clarithromycin", "Ramipril", "Levothyroxine", "Paracetamol", "Acetaminophen", "Tylenol",
    "Atorvastatin", "Dexamethasone", "Metformin", "Clenil", "Amlodipine", "Dalteparin",
    "Remdesivir", "Furosemide", "Furoscix", "Bisoprolol", "Entresto", "Dapagliflozin",
    "Spironolactone", "Edoxaban", "Allopurinol", "Madopar", "Sinemet", "Donepezil", "Sertraline",
    "Laxido", "MiraLAX", "Nitrofurantoin", "Lantus", "Gliclazide", "Memantine", "Mirtazapine",
    "Senna", "Gentamicin", "Ertapenem", "Teicoplanin", "Ceftriaxone", "Daptomycin", "Meropenem",
    "Flucloxacillin", "Tazocin", "Piperacillin", "NovoRapid", "Levemir", "Clopidogrel",
    "Baclofen", "Oxybutynin", "Epimax", "Omeprazole", "Ondansetron", "Aquacel", "K-Two",
    "Acapella", "midazolam", "morphine", "SDEC", "AMU", "MAU", "CDU", "ACVPU", "SpO2", "eGFR",
    "CRP", "WCC", "NT-proBNP", "HbA1c", "U&E", "FBC", "LFT", "VBG", "ABG", "CXR", "USS", "MRI",
    "ECHO", "TDS", "QDS", "BD", "OD", "PRN", "ReSPECT", "TEP", "DNACPR", "LPA", "EMIS", "Datix",
    "MS Teams", "Attend Anywhere", "mmol/L", "umol/L", "x10^9/L", "ESBL", "MRSA", "E. coli",
    "Klebsiella", "FEV1", "ICD", "PICC", "VIP score", "Hartford nomogram", "PINCH ME",
]
UNIQUE_NEG = ["NEWS2", "Glasgow Coma Scale", "Foley", "Parkinson's", "Bell's palsy", "Venturi",
              "Hickman", "Nonin", "Masimo", "Doccla", "Trelegy", "Furosemide", "CURB-65",
              "Rockwood", "Paddington", "San Francisco Syncope", "Epworth", "NICE NG191"]

PHONEISH = re.compile(r"\(?\d{2,5}\)?[ .-]?555[ .-]?\d{3,4}")
EMAILISH = re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)+")
URLISH = re.compile(r"(https?://|www\.)\S+")
IPISH = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")
INITIAL_END = re.compile(r"(^|[\s.])[A-Za-z]\.$")


def outside(text, spans):
    mask = [True] * len(text)
    for s in spans:
        for i in range(s["start"], s["end"]):
            mask[i] = False
    return mask


def check_notes(errs, info):
    recs = []
    with open(NOTES, encoding="utf-8") as fh:
        raw = fh.read()
    if not raw.endswith("\n"):
        errs.append("notes.jsonl does not end with a newline")
    for ln, line in enumerate(raw.splitlines(), 1):
        try:
            recs.append(json.loads(line))
        except ValueError as e:
            errs.append("line %d: bad JSON (%s)" % (ln, e))
    types = collections.Counter()
    labels = collections.Counter()
    genres = collections.Counter()
    countries = collections.Counter()
    hard = collections.Counter()
    nlower = 0
    total_len = 0
    for i, r in enumerate(recs, 1):
        nid = r.get("id")
        if set(r) != {"id", "text", "spans", "meta"}:
            errs.append("%s: keys %s" % (nid, sorted(r)))
            continue
        if nid != "dev421-%04d" % i:
            errs.append("id %s out of sequence (expected dev421-%04d)" % (nid, i))
        m = r["meta"]
        if set(m) != {"source", "genre", "lowercase", "country"}:
            errs.append("%s: meta keys %s" % (nid, sorted(m)))
            continue
        if m["source"] != "dev421-en":
            errs.append("%s: source %r" % (nid, m["source"]))
        if m["country"] not in COUNTRIES:
            errs.append("%s: country %r" % (nid, m["country"]))
        if not isinstance(m["lowercase"], bool) or not isinstance(m["genre"], str):
            errs.append("%s: meta types" % nid)
        text = r["text"]
        total_len += len(text)
        genres[m["genre"]] += 1
        countries[m["country"]] += 1
        if m["lowercase"]:
            nlower += 1
            if text != text.lower():
                errs.append("%s: lowercase note has upper case" % nid)
        prev_end = -1
        for s in r["spans"]:
            if set(s) != {"start", "end", "label", "type", "text"}:
                errs.append("%s: span keys %s" % (nid, sorted(s)))
                continue
            st, en, t = s["start"], s["end"], s["type"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                errs.append("%s: bad offsets %r" % (nid, s))
                continue
            if st < prev_end:
                errs.append("%s: span %d-%d overlaps or unsorted" % (nid, st, en))
            prev_end = en
            v = text[st:en]
            if v != s["text"]:
                errs.append("%s: text mismatch %r vs %r" % (nid, v, s["text"]))
            if TYPE2LABEL.get(t) != s["label"]:
                errs.append("%s: label/type %s/%s" % (nid, s["label"], t))
            if v != v.strip() or "\n" in v:
                errs.append("%s: whitespace in span %r" % (nid, v))
            first, last = v[0], v[-1]
            if first in string.punctuation and not (first == "(" and ")" in v):
                errs.append("%s: leading punctuation %r (%s)" % (nid, v, t))
            if last in string.punctuation:
                ok = (last == ")" and "(" in v) or \
                     (last == "." and s["label"] == "NAME" and INITIAL_END.search(v))
                if not ok:
                    errs.append("%s: trailing punctuation %r (%s)" % (nid, v, t))
            if t != "AGE":
                if st > 0 and text[st - 1].isalnum():
                    errs.append("%s: span %r glued to previous char" % (nid, v))
                if en < len(text) and text[en].isalnum():
                    errs.append("%s: span %r glued to next char" % (nid, v))
            check_value(errs, nid, t, v)
            types[t] += 1
            labels[s["label"]] += 1
        # scans over text outside spans
        mask = outside(text, r["spans"])
        for rx, what in ((PHONEISH, "phone-like"), (EMAILISH, "e-mail-like"), (URLISH, "url-like"),
                         (IPISH, "ip-like")):
            for mo in rx.finditer(text):
                a, b = mo.start(), mo.end()
                while a < b and text[a] in "([.,;:" and not (text[a] == "(" and ")" in text[a:b]):
                    a += 1
                while b > a and text[b - 1] in ")].,;:" and \
                        not (text[b - 1] == ")" and "(" in text[a:b - 1]):
                    b -= 1
                if any(mask[a:b]):
                    errs.append("%s: %s text outside a span: %r" % (nid, what, text[a:b]))
        low = text.lower()
        for term in HARD_NEG:
            tl = term.lower()
            pat = re.compile(r"(?<![A-Za-z0-9])" + re.escape(tl) + r"(?![A-Za-z0-9])")
            for mo in pat.finditer(low):
                if all(mask[mo.start():mo.end()]):
                    hard[term] += 1
        for s in r["spans"]:
            sl = s["text"].lower()
            for term in UNIQUE_NEG:
                if term.lower() in sl:
                    errs.append("%s: hard negative %r inside span %r" % (nid, term, s["text"]))
    info.update(recs=recs, types=types, labels=labels, genres=genres, countries=countries,
                hard=hard, nlower=nlower, total_len=total_len)


def check_value(errs, nid, t, v):
    if t in ("PHONE", "FAX"):
        parts = re.split(r"\s*(?:ext\.?|x)\s*", v)
        for p in parts:
            if "555" not in p:
                errs.append("%s: %s without 555: %r" % (nid, t, v))
    elif t == "EMAIL":
        dom = v.rsplit("@", 1)[-1].lower()
        if dom not in ALLOWED_DOMAINS:
            errs.append("%s: e-mail domain %r" % (nid, v))
    elif t == "URL":
        host = re.sub(r"^https?://", "", v.lower()).split("/", 1)[0]
        if not any(host == d or host.endswith("." + d) for d in ALLOWED_DOMAINS):
            errs.append("%s: url host %r" % (nid, v))
    elif t == "IPADDR":
        try:
            if not ipaddress.ip_address(v).is_private or v.startswith("127.") or \
                    v.startswith("169.254."):
                errs.append("%s: IP not in 10/8, 172.16/12, 192.168/16: %r" % (nid, v))
            elif not (v.startswith("10.") or v.startswith("192.168.") or
                      (v.startswith("172.") and 16 <= int(v.split(".")[1]) <= 31)):
                errs.append("%s: IP outside allowed ranges: %r" % (nid, v))
        except ValueError:
            errs.append("%s: bad IP %r" % (nid, v))
    elif t == "SSN":
        digits = re.sub(r"\D", "", v)
        if not (digits.startswith("9") or digits.startswith("000")):
            errs.append("%s: SSN-like number not starting 9/000: %r" % (nid, v))


def check_size(errs, info):
    recs = info["recs"]
    n = len(recs)
    nspans = sum(info["types"].values())
    mean = info["total_len"] / max(1, n)
    need = 600 if mean < 1200 else 330
    if n < need:
        errs.append("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    if nspans < 8000:
        errs.append("only %d spans" % nspans)
    for t in sorted(TYPE2LABEL):
        if info["types"][t] < 15:
            errs.append("type %s only %d times" % (t, info["types"][t]))
    big = [g for g in sorted(info["genres"]) if info["genres"][g] >= 30]
    if len(big) < 10:
        errs.append("only %d genres with >=30 notes" % len(big))
    share = info["nlower"] / max(1, n)
    if not 0.14 <= share <= 0.20:
        errs.append("lower-case share %.3f not about 1/6" % share)
    nhard = sum(info["hard"].values())
    if nhard < 2000 or len(info["hard"]) < 120:
        errs.append("hard negatives too few: %d hits, %d distinct" % (nhard, len(info["hard"])))
    info.update(n=n, nspans=nspans, mean=mean, share=share, nhard=nhard)


def check_modules(errs):
    for name in sorted(os.listdir(HERE)):
        if name.endswith(".py"):
            size = os.path.getsize(os.path.join(HERE, name))
            if size >= 30 * 1024:
                errs.append("module %s is %d bytes (>= 30 KB)" % (name, size))


def check_readme(errs, info):
    if not os.path.exists(README):
        errs.append("README.md missing")
        return
    with open(README, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    if len(lines) < 2 or lines[0] != "# dev421_en: independent English clinical PHI evaluation set":
        errs.append("README line 1 wrong")
    if len(lines) < 2 or lines[1] != "> **Status:** written for a decision; not yet scored. " \
                                     "Never trained on.":
        errs.append("README line 2 wrong")
    body = "\n".join(lines)
    key = "Conventions chosen where the guideline leaves room:"
    if key not in lines:
        errs.append("README lacks the conventions line")
    else:
        after = lines[lines.index(key) + 1:]
        bullets = [x for x in after if x.startswith("- ")]
        if len(bullets) < 5:
            errs.append("README has too few convention bullets")
    for num in (info.get("n"), info.get("nspans")):
        if num is not None and ("{:,}".format(num) not in body and str(num) not in body):
            errs.append("README does not state %s" % num)
    for t in sorted(TYPE2LABEL):
        if "%s %d" % (t, info["types"][t]) not in body:
            errs.append("README count for %s missing or stale" % t)
    for g in sorted(info["genres"]):
        if "%s (%d)" % (g, info["genres"][g]) not in body:
            errs.append("README count for genre %s missing or stale" % g)


def rebuild(errs, outdir):
    os.makedirs(outdir, exist_ok=True)
    with open(NOTES, "rb") as fh:
        ref = fh.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ, PYTHONHASHSEED=seed)
        res = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), out], env=env,
                             capture_output=True, text=True)
        if res.returncode != 0:
            errs.append("rebuild (PYTHONHASHSEED=%s) failed: %s" % (seed, res.stderr[-500:]))
            continue
        with open(out, "rb") as fh:
            if fh.read() != ref:
                errs.append("rebuild under PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
            else:
                print("rebuild PYTHONHASHSEED=%s: byte-identical" % seed)


def main():
    errs = []
    info = {}
    args = sys.argv[1:]
    check_notes(errs, info)
    check_size(errs, info)
    check_modules(errs)
    check_readme(errs, info)
    if args and args[0] == "--rebuild":
        if len(args) < 2:
            errs.append("--rebuild needs DIR")
        else:
            rebuild(errs, args[1])
    print("notes %d, spans %d, mean length %.0f, lower-case share %.3f, hard-negative hits %d "
          "(%d distinct)" % (info["n"], info["nspans"], info["mean"], info["share"], info["nhard"],
                             len(info["hard"])))
    print("genres: " + ", ".join("%s (%d)" % (g, info["genres"][g]) for g in sorted(info["genres"])))
    print("countries: " + ", ".join("%s %d" % (c, info["countries"][c])
                                    for c in sorted(info["countries"])))
    print("labels: " + ", ".join("%s %d" % (l, info["labels"][l]) for l in sorted(info["labels"])))
    print("types: " + ", ".join("%s %d" % (t, info["types"][t]) for t in sorted(info["types"])))
    for e in errs[:60]:
        print("ERROR: " + e)
    if errs:
        print("FAIL: %d problem(s)" % len(errs))
        sys.exit(1)
    print("OK: %d notes, %d spans, all checks passed" % (info["n"], info["nspans"]))


if __name__ == "__main__":
    main()
