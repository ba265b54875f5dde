"""Validate bench/dev419_en/notes.jsonl (and the build) against the set's rules.
Usage: python3 build/check.py [--rebuild DIR]
The last line printed starts with OK or FAIL."""
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")
README = os.path.join(ROOT, "README.md")

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
COUNTRIES = {"UK", "US", "IE", "CA", "AU"}
OK_DOMAINS = ("example.com", "example.org", "example.net")
LEAD_PUNCT = set(".,;:!?'\"-)]}/")
TRAIL_PUNCT = set(".,;:!?'\"-([{/")
INITIAL_END = re.compile(r"(^|[\s.])[A-Za-z]\.$")
HARD_NEG = [
    "medtronic", "abbott", "boston scientific", "biotronik", "microport", "azure", "micra", "carelink", "merlin.net", "latitude",
    "reveal linq", "linq ii", "confirm rx", "emblem", "cobalt", "gallant", "assurity", "accolade", "edora", "rivacor",
    "capsurefix", "tendril", "sprint quattro", "durata", "attain", "quartet", "carto", "ensite", "rhythmia", "farapulse",
    "thermocool", "arctic front", "pentaray", "soundstar", "acunav", "bisoprolol", "apixaban", "rivaroxaban", "edoxaban",
    "dabigatran", "warfarin", "amiodarone", "flecainide", "sotalol", "digoxin", "diltiazem", "verapamil", "entresto",
    "furosemide", "atorvastatin", "midodrine", "fludrocortisone", "propofol", "midazolam", "fentanyl", "lidocaine",
    "cefazolin", "flucloxacillin", "chlorhexidine", "cha2ds2-vasc", "has-bled", "ehra", "nyha", "san francisco syncope rule",
    "canadian syncope risk score", "egsys", "oesil", "calgary syncope symptom score", "boston syncope criteria",
    "glasgow", "wenckebach", "mobitz", "brugada", "wolff-parkinson-white", "parkinson's disease", "holter", "valsalva",
    "koch's triangle", "bachmann", "his bundle", "purkinje", "bazett", "bruce protocol", "westminster protocol",
    "italian protocol", "newcastle protocol", "vasis", "optivol", "heartlogic", "nice ng196", "esc 2021", "esc 2018",
    "dvla", "ndls", "mvp", "safer", "ddd", "vvi", "inr", "egfr", "nt-probnp", "tsh", "hba1c", "crp", "spo2", "mmhg",
    "bpm", "ohms", "mv", "ms", "bd", "od", "tds", "prn", "nocte", "mane", "bid", "qhs", "icd", "crt-d", "ppm", "ilr",
    "dccv", "toe", "pvi", "cti", "avnrt", "nsvt", "lbbb", "rbbb", "lvef", "md", "rn", "frcp", "ccds", "finapres", "zio",
    "spacelabs", "tyrx", "dermabond", "monocryl", "vicryl", "steri-strips", "perclose", "graves' disease", "paget's disease",
]
NEVER_IN_SPAN = ["medtronic", "biotronik", "boston scientific", "apixaban", "bisoprolol", "warfarin", "amiodarone",
                 "cha2ds2-vasc", "holter", "carelink", "latitude", "merlin.net", "dvla", "ecg", "mmhg"]


def private_ip(s):
    parts = s.split(".")
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def host_of(url):
    u = re.sub(r"^[a-z]+://", "", url.lower())
    return u.split("/")[0]


def dom_ok(host):
    return any(host == d or host.endswith("." + d) for d in OK_DOMAINS)


def check_notes(path, errs, stats):
    recs = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                recs.append(json.loads(line))
            except ValueError as e:
                errs.append("line %d: bad JSON (%s)" % (ln, e))
    ids = set()
    for i, r in enumerate(recs):
        where = r.get("id", "line %d" % (i + 1))
        if sorted(r) != ["id", "meta", "spans", "text"]:
            errs.append("%s: keys %s" % (where, sorted(r)))
            continue
        if r["id"] != "dev419-%04d" % (i + 1) or r["id"] in ids:
            errs.append("%s: bad or duplicate id" % where)
        ids.add(r["id"])
        m = r["meta"]
        if sorted(m) != ["country", "genre", "lowercase", "source"] or m["source"] != "dev419-en" \
                or not isinstance(m["lowercase"], bool) or m["country"] not in COUNTRIES or not m["genre"]:
            errs.append("%s: bad meta %r" % (where, m))
        t = r["text"]
        if m.get("lowercase") and t != t.lower():
            errs.append("%s: lowercase note has upper case" % where)
        prev_end = -1
        covered = []
        for sp in r["spans"]:
            if sorted(sp) != ["end", "label", "start", "text", "type"]:
                errs.append("%s: span keys %s" % (where, sorted(sp)))
                continue
            s, e, ty = sp["start"], sp["end"], sp["type"]
            if ty not in LABEL or LABEL[ty] != sp["label"]:
                errs.append("%s: bad label/type %s/%s" % (where, sp["label"], ty))
            if not (0 <= s < e <= len(t)) or t[s:e] != sp["text"]:
                errs.append("%s: offsets %d-%d do not give %r" % (where, s, e, sp["text"]))
                continue
            if s < prev_end:
                errs.append("%s: spans unsorted/overlapping at %d" % (where, s))
            prev_end = e
            v = sp["text"]
            if v != v.strip() or "\n" in v:
                errs.append("%s: blank at span edge %r" % (where, v))
            if v[0] in LEAD_PUNCT or (v[0] == "(" and ")" not in v):
                errs.append("%s: leading punctuation %r" % (where, v))
            if v[-1] in TRAIL_PUNCT or (v[-1] == ")" and "(" not in v):
                if not (v[-1] == "." and INITIAL_END.search(v)):
                    errs.append("%s: trailing punctuation %r" % (where, v))
            lv = v.lower()
            if ty in ("PHONE", "FAX") and "555" not in v:
                errs.append("%s: phone/fax without 555 %r" % (where, v))
            if ty == "EMAIL" and ("@" not in v or not dom_ok(lv.split("@")[-1])):
                errs.append("%s: e-mail domain %r" % (where, v))
            if ty == "URL" and not dom_ok(host_of(lv)):
                errs.append("%s: URL domain %r" % (where, v))
            if ty == "IPADDR" and not private_ip(v):
                errs.append("%s: public IP %r" % (where, v))
            if ty == "SSN" and not (v.startswith("9") or v.startswith("000")):
                errs.append("%s: SSN-like number %r" % (where, v))
            for w in (NEVER_IN_SPAN if ty not in ("URL", "EMAIL") else []):
                if re.search(r"(?<![a-z])" + re.escape(w) + r"(?![a-z])", lv):
                    errs.append("%s: non-PHI term %r inside span %r" % (where, w, v))
            covered.append((s, e))
            stats["type"][ty] = stats["type"].get(ty, 0) + 1
            stats["label"][sp["label"]] = stats["label"].get(sp["label"], 0) + 1
        # every occurrence of an identifier/contact value must be annotated
        starts = set(s for s, _ in covered)
        for sp in r["spans"]:
            if sp["label"] in ("ID", "CONTACT") and len(sp["text"]) >= 6:
                for mm in re.finditer(re.escape(sp["text"]), t):
                    if mm.start() not in starts:
                        errs.append("%s: unannotated repeat of %r at %d" % (where, sp["text"], mm.start()))
        # hard negatives outside spans
        mask = list(t.lower())
        for s, e in covered:
            for j in range(s, e):
                mask[j] = "\0"
        plain = "".join(mask)
        for w in HARD_NEG:
            stats["hardneg"] += len(re.findall(r"(?<![a-z0-9])" + re.escape(w) + r"(?![a-z0-9])", plain))
        stats["genre"][m.get("genre")] = stats["genre"].get(m.get("genre"), 0) + 1
        stats["country"][m.get("country")] = stats["country"].get(m.get("country"), 0) + 1
        stats["chars"] += len(t)
        stats["spans"] += len(r["spans"])
        stats["lower"] += 1 if m.get("lowercase") else 0
    stats["notes"] = len(recs)


def check_size(errs, stats):
    n = stats["notes"]
    mean = stats["chars"] / float(n) if n else 0
    stats["mean"] = mean
    need = 600 if mean < 1200 else 330
    if n < need:
        errs.append("only %d notes (need %d)" % (n, need))
    if stats["spans"] < 8000:
        errs.append("only %d spans" % stats["spans"])
    for ty in sorted(LABEL):
        if stats["type"].get(ty, 0) < 15:
            errs.append("type %s only %d times" % (ty, stats["type"].get(ty, 0)))
    big = [g for g in sorted(stats["genre"]) if stats["genre"][g] >= 30]
    if len(big) < 10:
        errs.append("only %d genres with >= 30 notes" % len(big))
    share = stats["lower"] / float(n) if n else 0
    if not (0.13 <= share <= 0.21):
        errs.append("lower-case share %.3f not about one in six" % share)
    if stats["hardneg"] < 1000:
        errs.append("only %d hard-negative mentions" % stats["hardneg"])


def check_build(errs):
    for dirpath, dirnames, files in os.walk(ROOT):
        dirnames.sort()
        for f in sorted(files):
            if f.endswith(".py"):
                p = os.path.join(dirpath, f)
                if os.path.getsize(p) >= 30 * 1024:
                    errs.append("module %s is %d bytes (>= 30 KB)" % (p, os.path.getsize(p)))
    for need in ("make.py", "check.py"):
        if not os.path.exists(os.path.join(HERE, need)):
            errs.append("missing build/%s" % need)


def check_readme(errs, stats):
    if not os.path.exists(README):
        errs.append("README.md missing")
        return
    lines = open(README, encoding="utf-8").read().split("\n")
    if lines[0] != "# dev419_en: independent English clinical PHI evaluation set":
        errs.append("README line 1 wrong")
    if len(lines) < 2 or lines[1] != "> **Status:** written for a decision; not yet scored. Never trained on.":
        errs.append("README line 2 wrong")
    body = "\n".join(lines)
    if "Conventions chosen where the guideline leaves room:" not in lines:
        errs.append("README lacks the conventions line")
    else:
        k = lines.index("Conventions chosen where the guideline leaves room:")
        bullets = [x for x in lines[k + 1:] if x.startswith("- ")]
        if len(bullets) < 5:
            errs.append("README has too few convention bullets")
    for token in ("%d notes" % stats["notes"], "%d spans" % stats["spans"]):
        if token not in body:
            errs.append("README does not state %r" % token)
    for ty in sorted(stats["type"]):
        if "%s %d" % (ty, stats["type"][ty]) not in body:
            errs.append("README count for %s missing/stale" % ty)


def rebuild(dirname, errs):
    os.makedirs(dirname, exist_ok=True)
    ref = open(NOTES, "rb").read()
    for seed in ("1", "2"):
        out = os.path.join(dirname, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        res = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if res.returncode != 0:
            errs.append("rebuild with PYTHONHASHSEED=%s failed: %s" % (seed, res.stderr.decode()[-500:]))
            continue
        if open(out, "rb").read() != ref:
            errs.append("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%s)" % (seed, out))


def main(argv):
    errs = []
    stats = {"type": {}, "label": {}, "genre": {}, "country": {}, "chars": 0, "spans": 0, "lower": 0, "hardneg": 0, "notes": 0}
    if not os.path.exists(NOTES):
        print("FAIL: notes.jsonl missing")
        return 1
    check_notes(NOTES, errs, stats)
    check_size(errs, stats)
    check_build(errs)
    check_readme(errs, stats)
    if "--rebuild" in argv:
        rebuild(argv[argv.index("--rebuild") + 1], errs)
    print("notes %d, spans %d, mean length %.0f chars, lower-case %d (%.1f%%), hard-negative mentions %d"
          % (stats["notes"], stats["spans"], stats["mean"], stats["lower"], 100.0 * stats["lower"] / max(1, stats["notes"]), stats["hardneg"]))
    print("genres: " + ", ".join("%s %d" % (g, stats["genre"][g]) for g in sorted(stats["genre"])))
    print("countries: " + ", ".join("%s %d" % (g, stats["country"][g]) for g in sorted(stats["country"])))
    print("labels: " + ", ".join("%s %d" % (g, stats["label"][g]) for g in sorted(stats["label"])))
    print("types: " + ", ".join("%s %d" % (g, stats["type"][g]) for g in sorted(stats["type"])))
    for e in errs[:60]:
        print("ERROR " + e)
    if errs:
        print("FAIL: %d problem(s)" % len(errs))
        return 1
    print("OK: %d notes, %d spans, all checks passed" % (stats["notes"], stats["spans"]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
