"""Validate bench/dev426_en/notes.jsonl (and README, module sizes).

usage: python3 build/check.py [--rebuild DIR]

With --rebuild DIR the set is rebuilt twice into DIR under PYTHONHASHSEED=1
and PYTHONHASHSEED=2 and both outputs must be byte-identical to notes.jsonl.
The last line printed starts with OK or FAIL."""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
NOTES = os.path.join(SET, "notes.jsonl")

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
EX_DOMAINS = ("example.com", "example.org", "example.net")
INITIAL_END = re.compile(r"(?:^|[\s.])[A-Za-z]\.$")
EMAIL_RE = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
URL_RE = re.compile(r"(?:https?://|www\.)\S+|\b[\w.-]*example\.(?:com|org|net)/\S*")
IP_RE = re.compile(r"(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])")
PHONE_RE = re.compile(r"\(?\+?\d[\d ()]{1,6}\)?[ .-]?555[ .-]?\d{3,4}\b")
# hard negatives that must never be annotated (counted in the text)
HARD_NEG = ["Glasgow Coma", "Richmond Agitation", "Hartford nomogram", "Foley", "Seldinger", "Hartmann's", "NEWS2",
            "qSOFA", "SOFA", "APACHE II", "Sepsis Six", "SEP-1", "Surviving Sepsis", "NICE", "KDIGO", "CURB-65", "Waterlow",
            "Charcot", "Stevens-Johnson", "Parkinson", "Alzheimer", "Addison", "Crohn", "Guillain", "Gram", "BacT/ALERT",
            "MALDI-TOF", "VITEK", "BioFire", "Alaris", "Omnicell", "PrisMax", "Airvo", "Optiflow", "Hamilton C6",
            "Vygon", "Arrow", "PowerPICC", "Medtronic", "Boston Scientific", "ResMed", "Tazocin", "Zosyn", "Unasyn",
            "co-amoxiclav", "meropenem", "vancomycin", "gentamicin", "noradrenaline", "norepinephrine", "ceftriaxone",
            "Chelsea Critical Care", "Hogan", "CAM-ICU", "RASS", "4AT", "ICNARC", "CCMDS", "Start Smart", "MEWS", "ADDS",
            "INEWS", "SEPSIS KILLS", "Between the Flags", "Cockcroft-Gault", "LRINEC", "Lantus", "Eliquis", "Fortisip",
            "Nutrison", "Flexi-Seal", "MRSA", "ESBL", "E. coli", "Klebsiella", "Pseudomonas", "Candida", "Listeria",
            "IDSA", "Bruker", "GeneXpert", "EPMA", "PALS", "H@N", "ReSPECT", "DNACPR", "HFNO", "CVVHDF", "CFS", "ICU", "HDU",
            "AMU", "ED", "PICC", "MAP", "INR", "CRP", "PCT", "eGFR", "mmol/L", "mcg/kg/min"]
NAME_TYPES = ("PATIENT", "DOCTOR", "FAMILY")
RECUR_TYPES = ("PATIENT", "DOCTOR", "FAMILY", "HOSPITAL", "ORGANIZATION", "STREET")
MIN_TYPE = 15
# single-token names that are also ordinary words of clinical English: their
# unannotated recurrences ("Ward 7", "Day 3", "Hope") are genuine hard negatives
COMMON_WORDS = {"ward", "nurse", "day", "long", "short", "head", "hope", "may", "love", "grace", "bath", "mark", "will",
                "frank", "bill", "joy", "banks", "bell", "wood", "hill", "brown", "green", "black", "white", "young",
                "sharp", "fox", "swan", "baker", "cook", "mason", "marsh", "moss", "stone", "rivers", "lamb", "bird",
                "frost", "snow", "winter", "walker", "waters", "fields", "blood", "payne", "gentle", "kent", "hull",
                "derby", "wells", "richmond", "sterling", "banner", "grant", "faith", "rose", "june", "april", "summer",
                "autumn", "ivy", "holly", "dawn", "crystal", "ruby", "pearl", "amber", "honey", "precious", "blessing",
                "charity", "patience", "mercy", "violet", "olive", "hazel", "iris", "daisy", "poppy", "guy", "jack",
                "rusty", "dale", "cliff", "glen", "wade", "chase", "hunter", "miles", "royal", "rich", "earl", "park",
                "lee", "le", "li", "head", "hamilton", "reading", "orange", "chester", "lincoln", "london", "york"}


def edge_problem(v, typ):
    if not v or v != v.strip():
        return "blank edge"
    if "\n" in v:
        return "newline"
    if not v[0].isalnum() and not (typ in ("PHONE", "FAX") and v[0] in "(+"):
        return "leading punctuation"
    if not v[-1].isalnum():
        if not (v[-1] == "." and typ in NAME_TYPES and INITIAL_END.search(v)):
            return "trailing punctuation"
    return ""


def covered(spans, a, b, types=None):
    for s in spans:
        if s["start"] <= a and b <= s["end"] and (types is None or s["type"] in types):
            return True
    return False


def check_notes(errs):
    stats = {"types": collections.Counter(), "labels": collections.Counter(), "genres": collections.Counter(),
             "countries": collections.Counter(), "lower": 0, "chars": 0, "spans": 0, "notes": 0, "hardneg": 0,
             "hardneg_terms": set()}
    seen_ids = set()
    with open(NOTES, encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    for ln, line in enumerate(lines, 1):
        try:
            n = json.loads(line)
        except ValueError as e:
            errs.append("line %d: bad JSON %s" % (ln, e))
            continue
        if list(n.keys()) != ["id", "text", "spans", "meta"]:
            errs.append("line %d: keys %s" % (ln, list(n.keys())))
            continue
        nid, text, spans, meta = n["id"], n["text"], n["spans"], n["meta"]
        if nid != "dev426-%04d" % ln or nid in seen_ids:
            errs.append("line %d: id %s" % (ln, nid))
        seen_ids.add(nid)
        if set(meta) != {"source", "genre", "lowercase", "country"} or meta["source"] != "dev426-en":
            errs.append("%s: meta %s" % (nid, meta))
        if not isinstance(meta.get("lowercase"), bool):
            errs.append("%s: lowercase not bool" % nid)
        if meta.get("lowercase"):
            stats["lower"] += 1
            if text != text.lower():
                errs.append("%s: lowercase note has upper case" % nid)
        stats["notes"] += 1
        stats["chars"] += len(text)
        stats["genres"][meta.get("genre")] += 1
        stats["countries"][meta.get("country")] += 1
        prev_end = -1
        for s in spans:
            if list(s.keys()) != ["start", "end", "label", "type", "text"]:
                errs.append("%s: span keys %s" % (nid, list(s.keys())))
                continue
            a, b, typ = s["start"], s["end"], s["type"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                errs.append("%s: offsets %s" % (nid, s))
                continue
            if a < prev_end:
                errs.append("%s: overlap/unsorted at %d" % (nid, a))
            prev_end = b
            if text[a:b] != s["text"]:
                errs.append("%s: text mismatch %r vs %r" % (nid, text[a:b], s["text"]))
            if LABEL.get(typ) != s["label"]:
                errs.append("%s: label/type %s/%s" % (nid, s["label"], typ))
            why = edge_problem(s["text"], typ)
            if why:
                errs.append("%s: %s in %r (%s)" % (nid, why, s["text"], typ))
            stats["types"][typ] += 1
            stats["labels"][s["label"]] += 1
            stats["spans"] += 1
            check_value(nid, s["text"], typ, errs)
        leak_scan(nid, text, spans, errs)
        if not meta.get("lowercase"):
            recurrence(nid, text, spans, errs)
        for term in HARD_NEG:
            pat = re.escape(term.lower() if meta.get("lowercase") else term)
            for m in re.finditer(r"(?<![A-Za-z0-9])" + pat + r"(?![A-Za-z0-9])", text):
                if covered(spans, m.start(), m.end(), ("URL", "EMAIL", "USERNAME")):
                    continue
                if covered(spans, m.start(), m.end()):
                    errs.append("%s: hard negative %r inside a span" % (nid, term))
                else:
                    stats["hardneg"] += 1
                    stats["hardneg_terms"].add(term)
    return stats


def check_value(nid, v, typ, errs):
    low = v.lower()
    if typ in ("PHONE", "FAX") and "555" not in v:
        errs.append("%s: contact without 555: %r" % (nid, v))
    elif typ == "EMAIL":
        dom = low.rsplit("@", 1)[-1]
        if dom not in EX_DOMAINS:
            errs.append("%s: e-mail domain %r" % (nid, v))
    elif typ == "URL":
        host = re.sub(r"^https?://", "", low).split("/")[0]
        if not any(host == d or host.endswith("." + d) for d in EX_DOMAINS):
            errs.append("%s: URL host %r" % (nid, v))
    elif typ == "IPADDR":
        try:
            if not ipaddress.ip_address(v).is_private or not (v.startswith("10.") or v.startswith("192.168.") or
                                                               ipaddress.ip_address(v) in ipaddress.ip_network("172.16.0.0/12")):
                errs.append("%s: IP not private %r" % (nid, v))
        except ValueError:
            errs.append("%s: bad IP %r" % (nid, v))
    elif typ == "SSN":
        dg = re.sub(r"\D", "", v)
        if not (dg.startswith("9") or dg.startswith("000")):
            errs.append("%s: SSN-like not 9/000: %r" % (nid, v))
    elif typ == "AGE":
        if not (v.isdigit() and 0 < int(v) < 120):
            errs.append("%s: odd age %r" % (nid, v))
    elif typ == "DATE":
        if not re.search(r"\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun", low):
            errs.append("%s: odd date %r" % (nid, v))


def leak_scan(nid, text, spans, errs):
    for m in EMAIL_RE.finditer(text):
        if not covered(spans, m.start(), m.end(), ("EMAIL",)):
            errs.append("%s: e-mail not annotated %r" % (nid, m.group()))
    for m in URL_RE.finditer(text):
        val = m.group().rstrip(".,;)")
        if not covered(spans, m.start(), m.start() + len(val), ("URL",)):
            errs.append("%s: URL not annotated %r" % (nid, val))
    for m in IP_RE.finditer(text):
        if not covered(spans, m.start(), m.end(), ("IPADDR",)):
            errs.append("%s: IP not annotated %r" % (nid, m.group()))
    for m in PHONE_RE.finditer(text):
        a, b = m.start(), m.end()
        while a < b and not text[a].isalnum() and text[a] not in "(+":
            a += 1
        if not (covered(spans, a, b) or (text[a] == "(" and covered(spans, a + 1, b))):
            errs.append("%s: phone-like not annotated %r" % (nid, text[a:b]))


def recurrence(nid, text, spans, errs):
    """A PHI string that recurs elsewhere in the same note must be annotated there too."""
    vals = sorted({s["text"] for s in spans if s["type"] in RECUR_TYPES and len(s["text"]) >= 3
                   and s["text"].lower() not in COMMON_WORDS})
    for v in vals:
        for m in re.finditer(r"(?<![\w'-])" + re.escape(v) + r"(?![\w-])", text):
            if not covered(spans, m.start(), m.end()):
                errs.append("%s: %r recurs unannotated at %d" % (nid, v, m.start()))


def check_readme(errs, stats):
    path = os.path.join(SET, "README.md")
    if not os.path.exists(path):
        errs.append("README.md missing")
        return
    lines = open(path, encoding="utf-8").read().split("\n")
    if lines[0] != "# dev426_en: independent English clinical PHI evaluation set":
        errs.append("README line 1")
    if len(lines) < 2 or lines[1] != "> **Status:** written for a decision; not yet scored. Never trained on.":
        errs.append("README line 2")
    body = "\n".join(lines)
    if "\nConventions chosen where the guideline leaves room:\n" not in body:
        errs.append("README conventions line")
    else:
        tail = body.split("\nConventions chosen where the guideline leaves room:\n", 1)[1]
        if not [ln for ln in tail.split("\n") if ln.startswith("- ")]:
            errs.append("README: no convention bullets")
    for needle in ["%d notes" % stats["notes"], "%d spans" % stats["spans"]]:
        if needle not in body:
            errs.append("README does not state %r" % needle)
    for t, k in sorted(stats["types"].items()):
        if "%s %d" % (t, k) not in body:
            errs.append("README type count %s %d missing" % (t, k))


def check_modules(errs):
    for name in sorted(os.listdir(HERE)):
        p = os.path.join(HERE, name)
        if name.endswith(".py") and os.path.getsize(p) >= 30 * 1024:
            errs.append("module %s is %d bytes (>= 30 KB)" % (name, os.path.getsize(p)))


def rebuild(dest, errs):
    ref = open(NOTES, "rb").read()
    for seed in ("1", "2"):
        out = os.path.join(dest, "hashseed" + seed)
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        res = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), out], env=env,
                             capture_output=True, text=True)
        if res.returncode != 0:
            errs.append("rebuild PYTHONHASHSEED=%s failed: %s" % (seed, res.stderr[-500:]))
            continue
        got = open(os.path.join(out, "notes.jsonl"), "rb").read()
        if got != ref:
            errs.append("rebuild PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: byte-identical (%d bytes)" % (seed, len(got)))


def main(argv):
    errs = []
    stats = check_notes(errs)
    n = stats["notes"]
    mean = stats["chars"] / max(1, n)
    if n < 330 or (mean < 1200 and n < 600):
        errs.append("too few notes: %d (mean %.0f chars)" % (n, mean))
    if stats["spans"] < 8000:
        errs.append("too few spans: %d" % stats["spans"])
    for t in sorted(LABEL):
        if stats["types"][t] < MIN_TYPE:
            errs.append("type %s only %d" % (t, stats["types"][t]))
    big = [g for g, k in stats["genres"].items() if k >= 30]
    if len(big) < 10 or len(big) != len(stats["genres"]):
        errs.append("genres: %s" % dict(stats["genres"]))
    share = stats["lower"] / max(1, n)
    if not 0.13 <= share <= 0.20:
        errs.append("lower-case share %.3f" % share)
    if stats["hardneg"] < 300:
        errs.append("only %d hard-negative mentions" % stats["hardneg"])
    check_readme(errs, stats)
    check_modules(errs)
    if "--rebuild" in argv:
        i = argv.index("--rebuild")
        if i + 1 >= len(argv):
            errs.append("--rebuild needs DIR")
        else:
            rebuild(argv[i + 1], errs)
    print("notes %d, spans %d, mean chars %.0f, lower-case %d (%.1f%%)" % (n, stats["spans"], mean, stats["lower"], 100 * share))
    print("genres: " + ", ".join("%s %d" % (g, k) for g, k in sorted(stats["genres"].items())))
    print("countries: " + ", ".join("%s %d" % (g, k) for g, k in sorted(stats["countries"].items())))
    print("labels: " + ", ".join("%s %d" % (g, k) for g, k in sorted(stats["labels"].items())))
    print("types: " + ", ".join("%s %d" % (g, k) for g, k in sorted(stats["types"].items())))
    print("hard-negative mentions (unannotated): %d over %d terms" % (stats["hardneg"], len(stats["hardneg_terms"])))
    for e in errs[:60]:
        print("  - " + e)
    if len(errs) > 60:
        print("  ... %d more" % (len(errs) - 60))
    if errs:
        print("FAIL: %d problem(s)" % len(errs))
        return 1
    print("OK: %d notes, %d spans, %d types, %d genres" % (n, stats["spans"], len(stats["types"]), len(stats["genres"])))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
