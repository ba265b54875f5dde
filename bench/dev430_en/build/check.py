"""Validate bench/dev430_en (notes.jsonl, README.md, build modules).

python3 check.py [--rebuild DIR]

With --rebuild DIR the set is rebuilt twice into DIR, under PYTHONHASHSEED=1 and 2,
and both outputs must be byte-identical to notes.jsonl.  The last line printed
starts with OK or FAIL.
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

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
REQUIRED_GENRES = [
    "opat_referral_form", "acceptance_assessment", "home_iv_administration_record", "line_insertion_care_record",
    "weekly_bloods_drug_level_review", "virtual_mdt_minutes", "adverse_event_report", "patient_education_checklist",
    "discharge_from_opat_letter", "telephone_checkin_log",
]
COUNTRIES = {"UK", "US", "CA", "AU", "IE"}
ALLOWED_DOMAINS = {"example.com", "example.org", "example.net"}
PUNCT = set("\"'()[]{}<>,;:.!?-/\\|*_~`")
# words that are both names/places in the pools and ordinary words or eponyms in the notes
ORDINARY = {
    "will", "hope", "rose", "may", "june", "grace", "joy", "faith", "summer", "ivy", "hazel", "violet", "holly",
    "pearl", "ruby", "crystal", "dawn", "robin", "sunny", "autumn", "precious", "charity", "frank", "hunter",
    "mason", "duke", "major", "royal", "rich", "bill", "jack", "baker", "cook", "hill", "wood", "king", "bishop",
    "sharp", "best", "love", "bell", "young", "green", "brown", "little", "moody", "field", "church", "page",
    "fox", "wolf", "frost", "stone", "marsh", "black", "white", "swift", "fisher", "carpenter", "butcher",
    "shepherd", "gold", "wise", "short", "long", "lamb", "bird", "savage", "angel", "power", "hale", "cross",
    "chip", "buddy", "sonny", "reading", "bath", "orange", "mobile", "comfort", "blessing", "jordan", "georgia",
    "virginia", "carolina", "sydney", "paris", "brooklyn", "florence", "austin", "dallas", "lincoln", "chester",
    "park", "kim", "li", "lin", "gill", "power", "mere", "koa", "wei", "jun", "thi", "jae", "bao", "hao",
    "victoria", "jackson", "van", "nightingale", "parsons", "salem", "erie", "truro", "perth", "bangor", "springfield",
}
HARD_NEG = [
    "Duke", "Osler", "Janeway", "Roth spots", "Charcot", "Glasgow Coma", "Braden", "Waterlow", "Bristol stool",
    "Naranjo", "Cockcroft-Gault", "CKD-EPI", "Wells score", "Karnofsky", "Oxford knee", "Harris hip", "Barthel",
    "IDSA", "BSAC", "ESC 2023", "OVIVA", "POET", "Gram", "Kirby-Bauer", "Hickman", "Seldinger", "Baker's cyst",
    "Sherlock 3CG", "StatLock", "SecurAcath", "Grip-Lok", "Tegaderm", "IV3000", "BioPatch", "CADD", "Baxter",
    "Homepump", "Easypump", "Dosi-Fuser", "Accufuser", "Sapphire", "PowerPICC", "Groshong", "Vygon", "Arrow",
    "Wagner", "Cierny-Mader", "NEWS2", "CTCAE", "RegiSCAR", "Stevens-Johnson", "Jarisch-Herxheimer", "Trendelenburg",
    "Homans", "Tinel", "Allen test", "Rockwood", "Clinical Frailty Scale", "MUST score", "Morse Fall", "ECOG",
    "vancomycin", "teicoplanin", "daptomycin", "ceftriaxone", "ertapenem", "flucloxacillin", "cefazolin",
    "benzylpenicillin", "ceftazidime", "piperacillin", "gentamicin", "tobramycin", "amikacin", "micafungin",
    "dalbavancin", "linezolid", "rifampicin", "Rocephin", "Cubicin", "Targocid", "Invanz", "Tazocin", "Ancef",
    "Crystapen", "Xydalba", "Lantus", "Symbicort", "Ventolin", "Laxido", "Fortisip", "CRP", "ESR", "eGFR", "ALT",
    "ALP", "Hb", "WCC", "CK", "VIP", "ANTT", "MHRA", "FDA", "TGA", "HPRA", "Health Canada", "NHS",
    "Infectious Diseases", "Microbiology", "Orthopaedics", "Cardiology", "Vascular Access", "MRSA", "MSSA", "PICC",
    "Port-a-Cath", "mg/kg", "mmol/L", "q8h", "BD", "OD", "TDS", "QDS", "PRN",
]

_fail = []
_warn = []


def fail(msg):
    _fail.append(msg)


def overlaps(spans, a, b):
    for s in spans:
        if s["start"] < b and a < s["end"]:
            return True
    return False


def inside(spans, a, b, types=None):
    for s in spans:
        if s["start"] <= a and b <= s["end"] and (types is None or s["type"] in types):
            return True
    return False


def edge_ok(sp):
    t, typ = sp["text"], sp["type"]
    if t != t.strip() or not t:
        return False
    if t[0] in PUNCT and not (typ in ("PHONE", "FAX") and t[0] == "(") and not (typ == "PHONE" and t[0] == "#"):
        return False
    if t[-1] in PUNCT:
        # initials such as "Maria K." or "J.S." may end in a full stop
        if t[-1] == "." and typ in ("PATIENT", "DOCTOR", "FAMILY") and re.search(r"(^|[\s.])\w\.$", t):
            return True
        return False
    return True


def contact_ok(sp):
    t, typ = sp["text"].lower(), sp["type"]
    if typ in ("PHONE", "FAX"):
        return "555" in t
    if typ == "EMAIL":
        m = re.fullmatch(r"[a-z0-9._%+-]+@([a-z0-9.-]+)", t)
        return bool(m) and m.group(1) in ALLOWED_DOMAINS
    if typ == "URL":
        m = re.match(r"(?:https?://)?([a-z0-9.-]+)", t)
        host = m.group(1) if m else ""
        return host in ALLOWED_DOMAINS or (host.startswith("www.") and host[4:] in ALLOWED_DOMAINS)
    if typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(t)
        except ValueError:
            return False
        return any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))
    if typ == "SSN":
        return t.startswith("9") or t.startswith("000")
    return True


MON = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*"
DATE_RES = [re.compile(p, re.I) for p in (
    r"\b\d{1,2}/\d{1,2}/\d{2,4}\b", r"\b\d{4}-\d{2}-\d{2}\b", r"\b\d{1,2} " + MON + r" \d{4}\b",
    MON + r" \d{1,2}, \d{4}\b", r"\b\d{1,2}-" + MON + r"-\d{2}\b")]
YEAR_RE = re.compile(r"(?<![\w.-])(?:19|20)\d{2}(?![\w])")
# years allowed outside spans: guideline/trial editions, and stock expiry MM/YYYY
YEAR_OK = r"(idsa|esc|aha|bsac|nice|recommendations|guideline|statement)[^\n]{0,30}$"
PHONE_RE = re.compile(r"(?<![\w.])(?:\(?\d{2,5}\)?[ .-]?)?555[ .-]?\d{3,4}\b")
LEAK_RES = {"email": re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+"), "digits7": re.compile(r"\b\d{7,}\b"),
            "ip": re.compile(r"\b(?:10|172|192)\.\d{1,3}\.\d{1,3}\.\d{1,3}\b"),
            "domain": re.compile(r"example\.(?:org|com|net)", re.I)}


def check_note(n, idx, stats):
    keys = list(n.keys())
    if keys != ["id", "text", "spans", "meta"]:
        fail("%s: top-level keys %r" % (n.get("id"), keys))
        return
    nid = n["id"]
    if nid != "dev430-%04d" % (idx + 1):
        fail("%s: id out of sequence (expected dev430-%04d)" % (nid, idx + 1))
    text, spans, meta = n["text"], n["spans"], n["meta"]
    if sorted(meta.keys()) != ["country", "genre", "lowercase", "source"]:
        fail("%s: meta keys %r" % (nid, sorted(meta)))
        return
    if meta["source"] != "dev430-en":
        fail("%s: source %r" % (nid, meta["source"]))
    if meta["country"] not in COUNTRIES:
        fail("%s: country %r" % (nid, meta["country"]))
    if not isinstance(meta["lowercase"], bool):
        fail("%s: lowercase not bool" % nid)
    if meta["lowercase"] and text != text.lower():
        fail("%s: lowercase note has upper-case letters" % nid)
    if not meta["lowercase"] and text == text.lower():
        fail("%s: note all lower case but meta.lowercase false" % nid)
    prev_end = -1
    prev_start = -1
    for sp in spans:
        if list(sp.keys()) != ["start", "end", "label", "type", "text"]:
            fail("%s: span keys %r" % (nid, list(sp.keys())))
            continue
        a, b = sp["start"], sp["end"]
        if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
            fail("%s: bad offsets %r" % (nid, sp))
            continue
        if text[a:b] != sp["text"]:
            fail("%s: span text mismatch %r vs %r" % (nid, text[a:b], sp["text"]))
        if sp["type"] not in TYPE2LABEL or TYPE2LABEL[sp["type"]] != sp["label"]:
            fail("%s: bad label/type %s/%s" % (nid, sp["label"], sp["type"]))
        if a < prev_start:
            fail("%s: spans not sorted at %d" % (nid, a))
        if a < prev_end:
            fail("%s: overlapping spans at %d" % (nid, a))
        prev_start, prev_end = a, b
        if not edge_ok(sp):
            fail("%s: span edge has blank/punctuation %r" % (nid, sp["text"]))
        if not contact_ok(sp):
            fail("%s: contact rule broken %s %r" % (nid, sp["type"], sp["text"]))
        stats["type"][sp["type"]] += 1
        stats["label"][sp["label"]] += 1
    # unannotated PHI-looking material
    for rx in DATE_RES:
        for m in rx.finditer(text):
            if not inside(spans, m.start(), m.end(), {"DATE"}):
                fail("%s: unannotated date %r" % (nid, m.group()))
    for m in YEAR_RE.finditer(text):
        if overlaps(spans, m.start(), m.end()):
            continue
        before = text[max(0, m.start() - 40):m.start()].lower()
        if text[m.start() - 1:m.start()] == "/" or re.search(YEAR_OK, before):
            continue
        fail("%s: bare year outside spans %r (...%s)" % (nid, m.group(), before[-25:]))
    for m in PHONE_RE.finditer(text):
        if not overlaps(spans, m.start(), m.end()):
            fail("%s: unannotated 555 number %r" % (nid, m.group()))
    for name, rx in sorted(LEAK_RES.items()):
        for m in rx.finditer(text):
            if not overlaps(spans, m.start(), m.end()):
                fail("%s: unannotated %s %r" % (nid, name, m.group()))
    # every name token / place annotated somewhere must be annotated everywhere in the note
    seen = set()
    for sp in spans:
        if sp["type"] in ("PATIENT", "DOCTOR", "FAMILY"):
            toks = re.findall(r"[A-Za-z][A-Za-z'-]{2,}", sp["text"])
        elif sp["type"] in ("CITY", "HOSPITAL", "ORGANIZATION", "COUNTRY", "STREET"):
            toks = [sp["text"]] if len(sp["text"]) >= 4 else []
        else:
            toks = []
        for tok in toks:
            key = tok.lower()
            if key in ORDINARY or key in seen:
                continue
            seen.add(key)
            for m in re.finditer(r"(?<![\w'])" + re.escape(tok) + r"(?![\w'])", text, re.I):
                if not overlaps(spans, m.start(), m.end()):
                    fail("%s: %r annotated elsewhere but not at %d" % (nid, tok, m.start()))
    # hard negatives never annotated as a whole span
    for sp in spans:
        initials = sp["label"] == "NAME" and len(sp["text"]) <= 3
        if sp["text"].lower() in stats["hn_lower"] and not initials:
            fail("%s: hard negative annotated as PHI %r" % (nid, sp["text"]))
    low = text.lower()
    for term in HARD_NEG:
        c = len(re.findall(r"(?<![\w])" + re.escape(term.lower()) + r"(?![\w])", low))
        stats["hn"][term] += c


def check_modules():
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py"):
            size = os.path.getsize(os.path.join(HERE, fn))
            if size >= 30 * 1024:
                fail("module %s is %d bytes (>= 30 KB)" % (fn, size))


def check_readme(n_notes, n_spans, stats):
    if not os.path.exists(README):
        fail("README.md missing")
        return
    lines = open(README, encoding="utf-8").read().split("\n")
    if lines[0] != "# dev430_en: independent English clinical PHI evaluation set":
        fail("README line 1 wrong")
    if len(lines) < 2 or lines[1] != "> **Status:** written for a decision; not yet scored. Never trained on.":
        fail("README line 2 wrong")
    body = "\n".join(lines)
    if "Conventions chosen where the guideline leaves room:" not in lines:
        fail("README lacks the conventions line")
    else:
        i = lines.index("Conventions chosen where the guideline leaves room:")
        bullets = [l for l in lines[i + 1:] if l.startswith("- ")]
        if len(bullets) < 5:
            fail("README has too few convention bullets")
    for label, num in [("notes", n_notes), ("spans", n_spans)]:
        if not re.search(r"\b%s\b %s" % (format(num, ","), label), body) and not re.search(r"\b%d\b %s" % (num, label), body):
            fail("README does not state %d %s" % (num, label))
    for typ, c in sorted(stats["type"].items()):
        if not re.search(r"`?%s`?\s*[:=]?\s*%s\b" % (typ, format(c, ",")), body) and \
                not re.search(r"`?%s`?\s*[:=]?\s*%d\b" % (typ, c), body):
            fail("README count for %s (%d) missing or wrong" % (typ, c))
    for g, c in sorted(stats["genre"].items()):
        if not re.search(r"`?%s`?\s*[(:=]?\s*%d\b" % (re.escape(g), c), body):
            fail("README count for genre %s (%d) missing" % (g, c))


def rebuild(dirpath):
    os.makedirs(dirpath, exist_ok=True)
    ref = open(NOTES, "rb").read()
    for seed in ("1", "2"):
        out = os.path.join(dirpath, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        r = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out], env=env,
                           capture_output=True, text=True)
        if r.returncode != 0:
            fail("rebuild (PYTHONHASHSEED=%s) failed: %s" % (seed, r.stderr[-500:]))
            continue
        if open(out, "rb").read() != ref:
            fail("rebuild (PYTHONHASHSEED=%s) differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: identical" % seed)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rebuild", metavar="DIR")
    args = ap.parse_args()
    check_modules()
    if not os.path.exists(NOTES):
        print("FAIL notes.jsonl missing")
        return 1
    stats = {"type": collections.Counter(), "label": collections.Counter(), "genre": collections.Counter(),
             "country": collections.Counter(), "hn": collections.Counter(),
             "hn_lower": {t.lower() for t in HARD_NEG if t.lower() not in ORDINARY}}
    notes = []
    with open(NOTES, encoding="utf-8") as f:
        for i, line in enumerate(f):
            try:
                notes.append(json.loads(line))
            except ValueError:
                fail("line %d is not JSON" % (i + 1))
    for i, n in enumerate(notes):
        check_note(n, i, stats)
        stats["genre"][n["meta"]["genre"]] += 1
        stats["country"][n["meta"]["country"]] += 1
    n_notes = len(notes)
    n_spans = sum(len(n["spans"]) for n in notes)
    mean_len = sum(len(n["text"]) for n in notes) / max(1, n_notes)
    n_lower = sum(1 for n in notes if n["meta"]["lowercase"])
    if n_notes < 330 or (mean_len < 1200 and n_notes < 600):
        fail("too few notes: %d (mean length %.0f)" % (n_notes, mean_len))
    if n_spans < 8000:
        fail("too few spans: %d" % n_spans)
    for typ in sorted(TYPE2LABEL):
        if stats["type"][typ] < 15:
            fail("type %s only %d times" % (typ, stats["type"][typ]))
    big = [g for g, c in stats["genre"].items() if c >= 30]
    if len(big) < 10:
        fail("only %d genres with >= 30 notes" % len(big))
    for g in REQUIRED_GENRES:
        if stats["genre"][g] < 30:
            fail("required genre %s has %d notes" % (g, stats["genre"][g]))
    if len([g for g in stats["genre"] if g not in REQUIRED_GENRES and stats["genre"][g] >= 30]) < 2:
        fail("fewer than two own genres")
    share = n_lower / max(1, n_notes)
    if not 0.13 <= share <= 0.21:
        fail("lower-case share %.3f not about one in six" % share)
    hn_total = sum(stats["hn"].values())
    hn_terms = sum(1 for t in HARD_NEG if stats["hn"][t] > 0)
    if hn_total < 2000 or hn_terms < 0.8 * len(HARD_NEG):
        fail("hard negatives too thin: %d hits, %d/%d terms" % (hn_total, hn_terms, len(HARD_NEG)))
    check_readme(n_notes, n_spans, stats)
    if args.rebuild:
        rebuild(args.rebuild)
    print("notes %d  spans %d  mean length %.0f  lower-case %d (%.1f%%)" % (n_notes, n_spans, mean_len, n_lower, 100 * share))
    print("genres: " + ", ".join("%s %d" % (g, c) for g, c in sorted(stats["genre"].items())))
    print("countries: " + ", ".join("%s %d" % (g, c) for g, c in sorted(stats["country"].items())))
    print("labels: " + ", ".join("%s %d" % (g, c) for g, c in sorted(stats["label"].items())))
    print("types: " + ", ".join("%s %d" % (g, c) for g, c in sorted(stats["type"].items())))
    print("hard-negative hits: %d over %d/%d terms" % (hn_total, hn_terms, len(HARD_NEG)))
    for msg in _fail[:60]:
        print("  - " + msg)
    if len(_fail) > 60:
        print("  ... %d more" % (len(_fail) - 60))
    if _fail:
        print("FAIL %d problem(s)" % len(_fail))
        return 1
    print("OK dev430_en: %d notes, %d spans, all checks passed" % (n_notes, n_spans))
    return 0


if __name__ == "__main__":
    sys.exit(main())
