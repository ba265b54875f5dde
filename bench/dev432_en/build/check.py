"""Validate bench/dev432_en: notes.jsonl, README.md, build modules.

usage: python3 build/check.py [--rebuild DIR] [--stats]

--rebuild DIR  rebuild the set twice (PYTHONHASHSEED=1 and =2) into DIR and
               require both outputs byte-identical to notes.jsonl.
--stats        print the counts used in the README.
The last line printed starts with OK or FAIL.
"""
import argparse
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")
README = os.path.join(ROOT, "README.md")

TYPE_LABEL = {
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
LABELS = ["NAME", "AGE", "DATE", "LOCATION", "ID", "CONTACT", "PROFESSION"]
REQUIRED_GENRES = [
    "consultation record", "new medicine service interview",
    "discharge medicines service referral", "emergency supply record",
    "controlled drugs register entry", "vaccination record", "minor ailment consultation",
    "pharmacist referral to GP", "blister pack and dosette record", "incident report",
]
COUNTRIES = ["AU", "CA", "IE", "UK", "US"]
EX_DOMAINS = ["example.com", "example.org", "example.net"]
README_L1 = "# dev432_en: independent English clinical PHI evaluation set"
README_L2 = "> **Status:** written for a decision; not yet scored. Never trained on."
CONV_LINE = "Conventions chosen where the guideline leaves room:"

HARD_NEG = [
    "amlodipine", "ramipril", "atorvastatin", "metformin", "apixaban", "Eliquis", "Xarelto",
    "Fostair", "Ventolin", "Trelegy", "Symbicort", "Zomorph", "Longtec", "OxyContin",
    "methadone", "Subutex", "Espranor", "Prenoxad", "Shingrix", "Comirnaty", "Spikevax",
    "Fluad", "Flucelvax", "Havrix", "Typhim", "Malarone", "Levonelle", "ellaOne",
    "Parkinson's", "Alzheimer's", "Crohn's", "Raynaud's", "Addison's", "Meniere's",
    "Graves'", "Hashimoto's", "Barrett's", "Paget's", "Bell's", "Cushing's",
    "FeverPAIN", "Centor", "CHA2DS2-VASc", "HAS-BLED", "QRISK3", "Glasgow", "Edinburgh",
    "Manchester", "Leicester", "St George's", "Addenbrooke's", "Nottingham", "Rome IV",
    "Bristol", "London Chest", "Ottawa", "MoCA", "NYHA", "Wells score", "Epworth",
    "Accu-Chek", "FreeStyle Libre", "Dexcom", "Omron", "Medtronic", "Microlife",
    "AeroChamber", "Volumatic", "Easyhaler", "Turbohaler", "Ellipta", "Respimat",
    "eGFR", "HbA1c", "INR", "CRP", "ALT", "TSH", "SpO2", "mmol/L", "mmHg", "umol/L",
    "NICE", "BTS/SIGN", "Green Book", "UKMEC", "BNF", "MHRA", "GPhC", "LFPSE",
    "PharmOutcomes", "NHSmail", "SCR", "EPS", "PMR", "CPCS", "Cardiology", "Respiratory",
    " od", " bd", " BD", " OD", " TDS", " QDS", " prn", " ON", "nocte", "mane", "PGD",
    "MRPharmS", "MPSI", "RPh", "PharmD", "Schedule 2", "Schedule 3", "CDAO",
]


def fail(msgs, m):
    msgs.append(m)


def private_ip(s):
    try:
        ip = ipaddress.IPv4Address(s)
    except ValueError:
        return False
    return any(ip in ipaddress.IPv4Network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))


def url_ok(u):
    host = re.sub(r"^https?://", "", u).split("/")[0].lower()
    return any(host == d or host.endswith("." + d) for d in EX_DOMAINS)


def email_ok(e):
    m = re.fullmatch(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+)", e)
    if not m:
        return False
    dom = m.group(1).lower()
    return any(dom == d or dom.endswith("." + d) for d in EX_DOMAINS)


def covered(spans, s, e):
    for sp in spans:
        if sp["start"] <= s and e <= sp["end"]:
            return True
    return False


def check_notes(errs):
    notes = []
    with open(NOTES, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError:
                fail(errs, "line %d: not JSON" % ln)
    for k, n in enumerate(notes):
        nid = n.get("id")
        if list(n.keys()) != ["id", "text", "spans", "meta"]:
            fail(errs, "%s: keys %r" % (nid, list(n.keys())))
            continue
        if nid != "dev432-%04d" % (k + 1):
            fail(errs, "%s: id out of sequence" % nid)
        t = n["text"]
        meta = n["meta"]
        if sorted(meta.keys()) != ["country", "genre", "lowercase", "source"]:
            fail(errs, "%s: meta keys" % nid)
            continue
        if meta["source"] != "dev432-en" or meta["country"] not in COUNTRIES or \
                not isinstance(meta["lowercase"], bool) or not meta["genre"]:
            fail(errs, "%s: bad meta %r" % (nid, meta))
        if meta["lowercase"] and t != t.lower():
            fail(errs, "%s: lowercase note has capitals" % nid)
        if not meta["lowercase"] and t == t.lower():
            fail(errs, "%s: mixed-case note has no capitals" % nid)
        if "{" in t or "}" in t:
            fail(errs, "%s: template brace leaked" % nid)
        last = 0
        for sp in n["spans"]:
            if list(sp.keys()) != ["start", "end", "label", "type", "text"]:
                fail(errs, "%s: span keys %r" % (nid, list(sp.keys())))
                continue
            s, e, typ, lab, val = sp["start"], sp["end"], sp["type"], sp["label"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(t)):
                fail(errs, "%s: bad offsets %r" % (nid, sp))
                continue
            if s < last:
                fail(errs, "%s: spans unsorted or overlapping at %d" % (nid, s))
            last = e
            if t[s:e] != val:
                fail(errs, "%s: span text mismatch %r vs %r" % (nid, t[s:e], val))
            if TYPE_LABEL.get(typ) != lab:
                fail(errs, "%s: bad label/type %s/%s" % (nid, lab, typ))
            if val != val.strip() or "\n" in val:
                fail(errs, "%s: whitespace in span %r" % (nid, val))
            if not (val[0].isalnum() or val[0] in "(+") or not val[-1].isalnum():
                fail(errs, "%s: punctuation at span edge %r" % (nid, val))
            low = val.lower()
            if typ in ("PHONE", "FAX") and "555" not in val:
                fail(errs, "%s: phone without 555 %r" % (nid, val))
            if typ == "EMAIL" and not email_ok(val):
                fail(errs, "%s: e-mail not example.* %r" % (nid, val))
            if typ == "URL" and not url_ok(val):
                fail(errs, "%s: URL not example.* %r" % (nid, val))
            if typ == "IPADDR" and not private_ip(val):
                fail(errs, "%s: IP not private %r" % (nid, val))
            if typ == "SSN" and not (val.startswith("9") or val.startswith("000")):
                fail(errs, "%s: SSN-like value not 9/000 %r" % (nid, val))
            # every other occurrence of a distinctive value is annotated too
            if (" " in val and lab == "NAME") or (sum(c.isdigit() for c in val) >= 6):
                for m in re.finditer(re.escape(val), t):
                    a, b = m.start(), m.end()
                    if (a > 0 and t[a - 1].isalnum()) or (b < len(t) and t[b].isalnum()):
                        continue
                    if not covered(n["spans"], a, b):
                        fail(errs, "%s: unannotated repeat of %r at %d" % (nid, val, a))
            del low
        # contact look-alikes outside spans
        for m in re.finditer(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[a-z]{2,}", t):
            if not covered(n["spans"], m.start(), m.end()):
                fail(errs, "%s: e-mail outside a span %r" % (nid, m.group()))
        for m in re.finditer(r"(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])", t):
            if not covered(n["spans"], m.start(), m.end()):
                fail(errs, "%s: IP-like outside a span %r" % (nid, m.group()))
        for m in re.finditer(r"(https?://|www\.)\S+", t):
            if not covered(n["spans"], m.start(), m.end() - (1 if m.group()[-1] in ".,)" else 0)):
                fail(errs, "%s: URL outside a span %r" % (nid, m.group()))
        for m in re.finditer(r"555", t):
            if not covered(n["spans"], m.start(), m.end()):
                fail(errs, "%s: '555' outside any span (unannotated phone?) at %d" % (nid, m.start()))
        for m in re.finditer(r"(?<!\d)\d{3}-\d{2}-\d{4}(?!\d)", t):
            v = m.group()
            if not (v.startswith("9") or v.startswith("000")):
                fail(errs, "%s: SSN-shaped number not 9/000 %r" % (nid, v))
    return notes


def stats(notes):
    st = {}
    st["notes"] = len(notes)
    st["chars"] = sum(len(n["text"]) for n in notes)
    st["mean"] = st["chars"] / max(1, len(notes))
    st["spans"] = sum(len(n["spans"]) for n in notes)
    st["lower"] = sum(1 for n in notes if n["meta"]["lowercase"])
    st["types"] = collections.Counter(sp["type"] for n in notes for sp in n["spans"])
    st["labels"] = collections.Counter(sp["label"] for n in notes for sp in n["spans"])
    st["genres"] = collections.Counter(n["meta"]["genre"] for n in notes)
    st["countries"] = collections.Counter(n["meta"]["country"] for n in notes)
    hn = 0
    for n in notes:
        t = n["text"]
        for term in HARD_NEG:
            for m in re.finditer(re.escape(term.lower()), t.lower()):
                if not covered(n["spans"], m.start(), m.end()):
                    hn += 1
    st["hardneg"] = hn
    return st


def check_counts(st, errs):
    if st["notes"] < 330:
        fail(errs, "fewer than 330 notes")
    if st["mean"] < 1200 and st["notes"] < 600:
        fail(errs, "mean note under 1,200 characters needs at least 600 notes")
    if st["spans"] < 8000:
        fail(errs, "fewer than 8,000 spans (%d)" % st["spans"])
    for typ in sorted(TYPE_LABEL):
        if st["types"][typ] < 15:
            fail(errs, "type %s only %d times" % (typ, st["types"][typ]))
    big = [g for g in sorted(st["genres"]) if st["genres"][g] >= 30]
    if len(big) < 12:
        fail(errs, "fewer than 12 genres with 30+ notes")
    for g in REQUIRED_GENRES:
        if st["genres"][g] < 30:
            fail(errs, "required genre %r has %d notes" % (g, st["genres"][g]))
    share = st["lower"] / max(1, st["notes"])
    if not 0.14 <= share <= 0.19:
        fail(errs, "lower-case share %.3f not about one in six" % share)
    if st["hardneg"] < 1000:
        fail(errs, "only %d hard-negative mentions" % st["hardneg"])


def check_readme(st, errs):
    if not os.path.exists(README):
        fail(errs, "README.md missing")
        return
    lines = open(README, encoding="utf-8").read().split("\n")
    if lines[0] != README_L1:
        fail(errs, "README line 1 wrong")
    if len(lines) < 2 or lines[1] != README_L2:
        fail(errs, "README line 2 wrong")
    if CONV_LINE not in lines:
        fail(errs, "README lacks the conventions line")
        return
    i = lines.index(CONV_LINE)
    bullets = [l for l in lines[i + 1:] if l.startswith("- ")]
    if len(bullets) < 5:
        fail(errs, "README has too few convention bullets")
    para = "\n".join(lines[2:i])
    flat = para.replace(",", "")

    def has(label, value):
        return re.search(r"(?<![A-Z_])%s\D{0,3}%d(?!\d)" % (re.escape(label), value), flat) is not None

    if not re.search(r"(?<!\d)%d notes" % st["notes"], flat):
        fail(errs, "README note count does not match (%d)" % st["notes"])
    if not re.search(r"(?<!\d)%d spans" % st["spans"], flat):
        fail(errs, "README span count does not match (%d)" % st["spans"])
    for typ in sorted(TYPE_LABEL):
        if not has(typ, st["types"][typ]):
            fail(errs, "README count for %s does not match (%d)" % (typ, st["types"][typ]))
    for lab in LABELS:
        if not has(lab, st["labels"][lab]):
            fail(errs, "README count for label %s does not match (%d)" % (lab, st["labels"][lab]))
    for g in sorted(st["genres"]):
        if not re.search(r"%s\D{0,3}%d(?!\d)" % (re.escape(g), st["genres"][g]), flat):
            fail(errs, "README count for genre %r does not match" % g)


def check_modules(errs):
    for name in sorted(os.listdir(HERE)):
        if name.endswith(".py"):
            size = os.path.getsize(os.path.join(HERE, name))
            if size >= 30 * 1024:
                fail(errs, "module %s is %d bytes (>= 30 KB)" % (name, size))


def rebuild(dirpath, errs):
    os.makedirs(dirpath, exist_ok=True)
    ref = open(NOTES, "rb").read()
    for seed in ("1", "2"):
        out = os.path.join(dirpath, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        r = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if r.returncode != 0:
            fail(errs, "rebuild with PYTHONHASHSEED=%s failed: %s" % (seed, r.stderr.decode()[-300:]))
            continue
        if open(out, "rb").read() != ref:
            fail(errs, "rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: identical" % seed)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rebuild", metavar="DIR")
    ap.add_argument("--stats", action="store_true")
    args = ap.parse_args()
    errs = []
    notes = check_notes(errs)
    st = stats(notes)
    check_counts(st, errs)
    check_modules(errs)
    if args.stats:
        print("notes %d, chars %d, mean %.0f, spans %d, lower %d (%.1f%%), hard negatives %d" % (
            st["notes"], st["chars"], st["mean"], st["spans"], st["lower"], 100.0 * st["lower"] / st["notes"],
            st["hardneg"]))
        print("genres: " + ", ".join("%s %d" % (g, st["genres"][g]) for g in sorted(st["genres"])))
        print("countries: " + ", ".join("%s %d" % (c, st["countries"][c]) for c in sorted(st["countries"])))
        print("labels: " + ", ".join("%s %d" % (l, st["labels"][l]) for l in LABELS))
        print("types: " + ", ".join("%s %d" % (t, st["types"][t]) for t in sorted(TYPE_LABEL)))
    check_readme(st, errs)
    if args.rebuild:
        rebuild(args.rebuild, errs)
    for e in errs[:60]:
        print("ERROR: " + e)
    if len(errs) > 60:
        print("... %d more errors" % (len(errs) - 60))
    if errs:
        print("FAIL: %d problem(s)" % len(errs))
        sys.exit(1)
    print("OK: %d notes, %d spans, %d genres, all %d types >= 15, lower-case %d, rebuild %s" % (
        st["notes"], st["spans"], len(st["genres"]), len(TYPE_LABEL), st["lower"],
        "identical" if args.rebuild else "not requested"))


if __name__ == "__main__":
    main()
