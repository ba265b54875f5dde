"""Validate bench/dev431_en (notes.jsonl, README.md, build modules).

usage: python3 build/check.py [--rebuild DIR]
The last line printed starts with OK or FAIL.
"""
import sys

sys.dont_write_bytecode = True

import ast  # noqa: E402
import collections  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import re  # noqa: E402
import subprocess  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")
README = os.path.join(ROOT, "README.md")

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
REQUIRED_GENRES = ["community_nursing_referral", "initial_home_assessment", "wound_assessment_chart",
                   "catheter_care_record", "insulin_administration_record", "end_of_life_care_plan",
                   "equipment_request", "caseload_handover", "visit_log", "letter_to_gp"]
COUNTRIES = {"UK", "IE", "AU", "NZ", "CA", "US"}
ALLOWED_DOMAINS = ("example.com", "example.org", "example.net")
EDGE_PUNCT = set(" \t\n\r,;:!?\"'()[]{}<>.-/")
TITLE_RE = re.compile(r"^(Dr|Mr|Mrs|Ms|Miss|Prof|Fr|Sr)\b\.?\s", re.I)
LABEL_IN_ID = re.compile(r"^(MRN|NHS|CHI|Lot|LOT|SN|Serial|Acct|ID|UR|NHI|PPSN|SIN|SSN|NPI|DEA)\b[:#\s]", re.I)
HARD_NEG = ["Foley", "Waterlow", "Braden", "Barthel", "Aquacel", "Mepilex", "Allevyn", "Inadine", "NovoRapid",
            "Lantus", "Humulin", "Abasaglar", "Optiflo", "Bard", "Coloplast", "McKinley", "T34", "Doppler", "ABPI",
            "HbA1c", "eGFR", "NEWS2", "Bristol", "Edmonton", "Karnofsky", "Richmond", "Oxford", "Parkinson's",
            "Alzheimer's", "Addison's", "Crohn's", "Hartmann's", "NICE", "Medicare", "ReSPECT", "DNACPR", "Datix",
            "SystmOne", "EMIS", "mmol/L", "PRN", "QDS", "BD", "TDS", "SC", "Gold Standards Framework", "MUST",
            "Rockwood", "K-Two", "Coban", "Smith & Nephew", "Dickman", "Instillagel", "FreeStyle Libre",
            "Accu-Chek", "KwikPen", "FlexPen", "GlucoGel", "TWOC", "CSU", "VOED", "GP", "OOH", "Homans'",
            "Stemmer's", "Buerger's", "Cheyne-Stokes", "Manchester Triage", "OASIS", "CMS", "Medicaid",
            "Metformin", "Apixaban", "Furosemide", "Oramorph", "Midazolam", "Levomepromazine", "Glycopyrronium",
            "Morphine sulfate", "Haloperidol", "Kaltostat", "Iodoflex", "Cavilon", "Prontosan", "Sorbact",
            "Abbey pain scale", "4AT", "AMTS", "MoCA", "PHQ-9", "Norton", "Tissue Viability", "Urology",
            "Out of Hours", "NHS", "HSE", "Eliquis", "Lasix", "Jardiance"]


# deliberate homographs: a PHI value that is also an ordinary or clinical word elsewhere in the same note
# ("Mobile" the city vs "Mobile hoist", "Foley" the surname vs "Foley catheter")
HOMOGRAPHS = {"Mobile", "Reading", "Bath", "Deal", "March", "Orange", "Nelson", "Hamilton", "Victoria", "Foley",
              "Parkinson", "Australia"}  # "Australia-modified Karnofsky" beside a patient born in Australia


def fail(errors, msg):
    if len(errors) < 400:
        errors.append(msg)
    else:
        errors.append("...")


def covered(spans, a, b):
    return any(s["start"] < b and a < s["end"] for s in spans)


def check_notes(errors, info):
    notes = []
    with open(NOTES, encoding="utf-8") as fh:
        raw = fh.read()
    if not raw.endswith("\n"):
        fail(errors, "notes.jsonl must end with a newline")
    for ln, line in enumerate(raw.split("\n")[:-1], 1):
        try:
            notes.append(json.loads(line))
        except ValueError as e:
            fail(errors, "line %d: bad JSON %s" % (ln, e))
    types = collections.Counter()
    labels = collections.Counter()
    genres = collections.Counter()
    countries = collections.Counter()
    lower = 0
    total_chars = 0
    hardneg = 0
    email_re = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
    url_re = re.compile(r"(?:https?://|www\.)[^\s)\]>,;]+")
    ip_re = re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])")
    phone_re = re.compile(r"(?<![\w/.-])(?:\(\d{2,5}\) ?|\d{2,5}[ .-])\d{3,4}[ .-]\d{3,4}(?![\w/.-])")
    hn_re = re.compile(r"(?<![\w])(" + "|".join(re.escape(h) for h in HARD_NEG) + r")(?![\w])")
    for i, n in enumerate(notes):
        nid = "dev431-%04d" % (i + 1)
        if list(n.keys()) != ["id", "text", "spans", "meta"]:
            fail(errors, "%s: keys %s" % (nid, list(n.keys())))
            continue
        if n["id"] != nid:
            fail(errors, "%s: id %s out of sequence" % (nid, n["id"]))
        m = n["meta"]
        if sorted(m.keys()) != ["country", "genre", "lowercase", "source"] or m["source"] != "dev431-en":
            fail(errors, "%s: bad meta %s" % (nid, m))
        if m.get("country") not in COUNTRIES or not isinstance(m.get("lowercase"), bool):
            fail(errors, "%s: bad meta values" % nid)
        text = n["text"]
        if not isinstance(text, str) or not text.strip():
            fail(errors, "%s: empty text" % nid)
            continue
        total_chars += len(text)
        genres[m["genre"]] += 1
        countries[m["country"]] += 1
        if m["lowercase"]:
            lower += 1
            if text != text.lower():
                fail(errors, "%s: lowercase note has capitals" % nid)
        spans = n["spans"]
        prev_end = -1
        prev_start = -1
        for s in spans:
            if list(s.keys()) != ["start", "end", "label", "type", "text"]:
                fail(errors, "%s: span keys %s" % (nid, list(s.keys())))
                continue
            a, b, t = s["start"], s["end"], s["type"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                fail(errors, "%s: bad offsets %s" % (nid, s))
                continue
            if a < prev_start or a < prev_end:
                fail(errors, "%s: spans unsorted/overlapping at %d" % (nid, a))
            prev_start, prev_end = a, b
            if t not in TYPES or TYPES[t] != s["label"]:
                fail(errors, "%s: bad label/type %s/%s" % (nid, s["label"], t))
            v = text[a:b]
            if v != s["text"]:
                fail(errors, "%s: span text mismatch %r vs %r" % (nid, v, s["text"]))
            if "\n" in v or v != v.strip():
                fail(errors, "%s: whitespace at span edge/newline %r" % (nid, v))
            if v[0] in EDGE_PUNCT and not (v[0] == "(" and t in ("PHONE", "FAX")):
                fail(errors, "%s: leading punctuation %r" % (nid, v))
            if v[-1] in EDGE_PUNCT and not (v[-1] == "." and TYPES[t] == "NAME" and re.search(r"(?:^|[\s.])[A-Za-z]\.$", v)):
                fail(errors, "%s: trailing punctuation %r" % (nid, v))
            if t != "AGE":
                if a > 0 and text[a - 1].isalnum() or b < len(text) and text[b].isalnum():
                    fail(errors, "%s: span not on word boundary %r" % (nid, v))
            if TYPES[t] == "NAME" and (TITLE_RE.match(v) or v.endswith("'s")):
                fail(errors, "%s: title or possessive inside name %r" % (nid, v))
            if TYPES[t] == "ID" and LABEL_IN_ID.match(v):
                fail(errors, "%s: label inside identifier %r" % (nid, v))
            if t in ("PHONE", "FAX") and "555" not in v:
                fail(errors, "%s: phone/fax without 555 %r" % (nid, v))
            if t == "EMAIL" and v.lower().split("@")[-1] not in ALLOWED_DOMAINS:
                fail(errors, "%s: e-mail domain %r" % (nid, v))
            if t == "URL":
                host = re.sub(r"^https?://", "", v.lower()).split("/")[0]
                if not any(host == d or host.endswith("." + d) for d in ALLOWED_DOMAINS):
                    fail(errors, "%s: URL host %r" % (nid, v))
            if t == "IPADDR" and not private_ip(v):
                fail(errors, "%s: IP not private %r" % (nid, v))
            if t == "SSN":
                digits = re.sub(r"[^0-9A-Za-z]", "", v)
                if not (digits.startswith("9") or digits.startswith("000")):
                    fail(errors, "%s: SSN-like value must start with 9 or 000: %r" % (nid, v))
            types[t] += 1
            labels[s["label"]] += 1
        # free-text scans: every contact-looking string must be a conforming span
        for rx, want in ((email_re, "EMAIL"), (url_re, "URL"), (ip_re, "IPADDR"), (phone_re, None)):
            for mm in rx.finditer(text):
                hit = [s for s in spans if s["start"] <= mm.start() and mm.end() <= s["end"]]
                if want and not any(s["type"] == want for s in hit):
                    fail(errors, "%s: unannotated %s %r" % (nid, want, mm.group(0)))
                if want is None and not hit:
                    fail(errors, "%s: phone-like number outside spans %r" % (nid, mm.group(0)))
        # consistency: a name/place value seen as PHI must be PHI wherever it recurs
        if not m["lowercase"]:
            seen = set()
            for s in spans:
                if TYPES[s["type"]] in ("NAME", "LOCATION") and len(s["text"]) >= 4 and s["text"] not in seen \
                        and s["text"] not in HOMOGRAPHS:
                    seen.add(s["text"])
                    for mm in re.finditer(r"(?<!\w)" + re.escape(s["text"]) + r"(?!\w)", text):
                        if not covered(spans, mm.start(), mm.end()):
                            fail(errors, "%s: %r occurs outside any span" % (nid, s["text"]))
        for mm in hn_re.finditer(text if not m["lowercase"] else ""):
            if not covered(spans, mm.start(), mm.end()):
                hardneg += 1
    info.update(notes=len(notes), spans=sum(types.values()), types=types, labels=labels, genres=genres,
                countries=countries, lower=lower, mean=total_chars / max(1, len(notes)), hardneg=hardneg)
    # size rules
    N = len(notes)
    if N < 330:
        fail(errors, "fewer than 330 notes")
    if info["mean"] < 1200 and N < 600:
        fail(errors, "mean under 1,200 chars needs 600 notes")
    if info["spans"] < 8000:
        fail(errors, "fewer than 8,000 spans")
    for t in sorted(TYPES):
        if types[t] < 15:
            fail(errors, "type %s only %d times" % (t, types[t]))
    big = [g for g in sorted(genres) if genres[g] >= 30]
    if len(big) < 10:
        fail(errors, "only %d genres with 30+ notes" % len(big))
    for g in REQUIRED_GENRES:
        if genres[g] < 30:
            fail(errors, "required genre %s has %d notes" % (g, genres[g]))
    if len(genres) < 12:
        fail(errors, "need the 10 given genres plus at least 2 own")
    share = lower / max(1, N)
    if not 0.13 <= share <= 0.21:
        fail(errors, "lower-case share %.3f not about one in six" % share)
    if hardneg < 2000:
        fail(errors, "only %d hard-negative mentions outside spans" % hardneg)


def private_ip(v):
    try:
        p = [int(x) for x in v.split(".")]
    except ValueError:
        return False
    if len(p) != 4 or any(x > 255 for x in p):
        return False
    return p[0] == 10 or (p[0] == 172 and 16 <= p[1] <= 31) or (p[0] == 192 and p[1] == 168)


def check_modules(errors):
    stdlib = set(sys.stdlib_module_names)
    local = {f[:-3] for f in os.listdir(HERE) if f.endswith(".py")}
    for f in sorted(os.listdir(HERE)):
        path = os.path.join(HERE, f)
        if os.path.isdir(path):
            if f == "__pycache__":
                continue
            fail(errors, "unexpected folder build/%s" % f)
            continue
        if os.path.getsize(path) >= 30 * 1024:
            fail(errors, "module %s is 30 KB or more" % f)
        if not f.endswith(".py"):
            continue
        src = open(path, encoding="utf-8").read()
        for node in ast.walk(ast.parse(src)):
            mods = []
            if isinstance(node, ast.Import):
                mods = [a.name.split(".")[0] for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                mods = [(node.module or "").split(".")[0]]
            for mname in mods:
                if mname not in stdlib and mname not in local:
                    fail(errors, "%s imports non-stdlib %s" % (f, mname))
        if f != "make.py" and re.search(r"^import random|random\.Random\(", src, re.M) and f != "check.py":
            fail(errors, "%s creates its own randomness" % f)
        if re.search(r"\brandom\.(random|randint|choice|shuffle|sample)\(", src):
            fail(errors, "%s uses module-level random" % f)
    mk = open(os.path.join(HERE, "make.py"), encoding="utf-8").read()
    if len(re.findall(r"=\s*random\.Random\(431\)", mk)) != 1 or len(re.findall(r"random\.Random\(", mk)) != 2:
        fail(errors, "make.py must create exactly one random.Random(431)")


def check_readme(errors, info):
    if not os.path.exists(README):
        fail(errors, "README.md missing")
        return
    lines = open(README, encoding="utf-8").read().split("\n")
    if lines[0] != "# dev431_en: independent English clinical PHI evaluation set":
        fail(errors, "README line 1 wrong")
    if len(lines) < 2 or lines[1] != "> **Status:** written for a decision; not yet scored. Never trained on.":
        fail(errors, "README line 2 wrong")
    try:
        k = lines.index("Conventions chosen where the guideline leaves room:")
    except ValueError:
        fail(errors, "README lacks the conventions line")
        return
    bullets = [x for x in lines[k + 1:] if x.startswith("- ")]
    if len(bullets) < 5:
        fail(errors, "README lists fewer than 5 conventions")
    para = " ".join(x for x in lines[2:k] if x.strip())
    if not para:
        fail(errors, "README paragraph missing")
    flat = para.replace(",", "")
    for label, num in [("notes", info["notes"]), ("spans", info["spans"])]:
        if "%d %s" % (num, label) not in flat:
            fail(errors, "README does not state %d %s" % (num, label))
    for t, num in sorted(info["types"].items()):
        if "%s %d" % (t, num) not in flat:
            fail(errors, "README count for %s (%d) missing" % (t, num))
    for lab, num in sorted(info["labels"].items()):
        if "%s %d" % (lab, num) not in flat:
            fail(errors, "README count for label %s (%d) missing" % (lab, num))
    for g, num in sorted(info["genres"].items()):
        if "%s %d" % (g, num) not in flat:
            fail(errors, "README count for genre %s (%d) missing" % (g, num))


def rebuild(errors, out_dir):
    made = not os.path.isdir(out_dir)
    os.makedirs(out_dir, exist_ok=True)
    ref = open(NOTES, "rb").read()
    outs = []
    for seed in ("1", "2"):
        out = os.path.join(out_dir, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        r = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out], env=env,
                           capture_output=True, text=True)
        if r.returncode != 0:
            fail(errors, "rebuild with PYTHONHASHSEED=%s failed: %s" % (seed, r.stderr[-500:]))
            continue
        outs.append(out)
        if open(out, "rb").read() != ref:
            fail(errors, "rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: byte-identical" % seed)
    for out in outs:
        os.remove(out)
    if made and not os.listdir(out_dir):
        os.rmdir(out_dir)


def main(argv):
    errors, info = [], {}
    check_notes(errors, info)
    check_modules(errors)
    check_readme(errors, info)
    if "--rebuild" in argv:
        rebuild(errors, argv[argv.index("--rebuild") + 1])
    print("notes %d, spans %d, mean %.0f chars, lower-case %d, hard negatives outside spans %d" % (
        info["notes"], info["spans"], info["mean"], info["lower"], info["hardneg"]))
    print("genres: " + ", ".join("%s %d" % kv for kv in sorted(info["genres"].items())))
    print("countries: " + ", ".join("%s %d" % kv for kv in sorted(info["countries"].items())))
    print("labels: " + ", ".join("%s %d" % kv for kv in sorted(info["labels"].items())))
    print("types: " + ", ".join("%s %d" % kv for kv in sorted(info["types"].items())))
    for e in errors:
        print("ERROR " + e)
    if errors:
        print("FAIL: %d problem(s)" % len(errors))
        return 1
    print("OK: %d notes, %d spans, all checks passed" % (info["notes"], info["spans"]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
