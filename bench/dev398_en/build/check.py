"""Validates bench/dev398_en/notes.jsonl and README.md; with --rebuild [DIR]
rebuilds twice (PYTHONHASHSEED=1 and 2) and requires byte-identical output.
Prints counts and ends with OK or FAIL."""
import collections
import json
import os
import re
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from core import LABEL  # noqa: E402

NOTES = os.path.join(ROOT, "notes.jsonl")
README = os.path.join(ROOT, "README.md")
ALLOWED_DOMAINS = ("example.com", "example.org", "example.net")
HARD_NEG = [r"Pouch of Douglas", r"Manchester repair", r"Oxford Scale", r"Bristol stool", r"Lloyd-Davies",
            r"Palmer's point", r"Trendelenburg", r"Clermont-Ferrand", r"Allen-Masters", r"Fitz-Hugh-Curtis",
            r"Cooper's ligament", r"Foley", r"Veress", r"Hasson", r"Sims", r"Cusco", r"Gellhorn", r"Hodge",
            r"Valsalva", r"Burch", r"Carnett's", r"Mirena", r"Zoladex", r"Visanne", r"Ryeqo", r"Vesicare",
            r"Betmiga", r"Vagifem", r"Ovestin", r"Bulkamid", r"Enzian", r"rASRM", r"POP-Q", r"ICIQ",
            r"CA-125", r"NICE NG\d+", r"ESHRE 2022", r"ICS", r"BSGE", r"BSUG", r"RCOG", r"Rome IV",
            r"St Mark's \(Vaizey\)", r"Oswestry", r"Edinburgh scale", r"Parkinson's", r"Crohn's",
            r"Hashimoto's", r"Raynaud's", r"Ehlers-Danlos", r"Hunner", r"Clavien-Dindo", r"MHRA",
            r"Cumberlege", r"Laborie", r"Squeezy", r"the Knack", r"Day Surgery Unit", r"Main Theatres",
            r"Interceed", r"Moviprep", r"REF \d", r"Modified Oxford", r"FREDA", r"Movicol", r"Dermovate"]
# names that are also ordinary words or eponym parts (Palmer's point, Lloyd-Davies):
# their ordinary uses are intended hard negatives
WORD_NAMES = set("hope joy grace rose summer dawn april june faith patience charity olive pearl ruby violet "
                 "hazel daisy ivy holly heather amber crystal comfort gift precious blessing baker cook mason "
                 "hunter frost wood marsh brook hill bishop page lane young white black green long sharp bird "
                 "fox swift king bell rich love moody strong wise best church banks cross day knight little "
                 "field savage winter summers noble fisher porter carter turner cooper hardy gentle sweet "
                 "bright dale ford stone rivers power walker will art guy drew mark bill frank ray lee brown ward "
                 "may iris sky chase forrest rusty street glass bath palmer lloyd davies long".split())
LEAK_TYPES = {"PATIENT", "DOCTOR", "FAMILY", "USERNAME", "STREET", "HOSPITAL", "ORGANIZATION",
              "MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID",
              "IDNUM", "PHONE", "FAX", "EMAIL", "URL", "IPADDR"}


def private_ip(s):
    p = [int(x) for x in s.split(".")]
    if len(p) != 4 or any(x > 255 for x in p):
        return False
    return p[0] == 10 or (p[0] == 172 and 16 <= p[1] <= 31) or (p[0] == 192 and p[1] == 168)


def host_of(u):
    u = re.sub(r"^[a-z]+://", "", u.lower())
    return u.split("/")[0]


def check_notes(path, errs):
    notes = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                errs.append("line %d: bad JSON %s" % (ln, e))
    types = collections.Counter()
    labels = collections.Counter()
    genres = collections.Counter()
    countries = collections.Counter()
    hardneg = collections.Counter()
    nlower = 0
    total_chars = 0
    leaks = 0
    for i, n in enumerate(notes):
        nid = n.get("id")
        if nid != "dev398-%04d" % (i + 1):
            errs.append("bad id at %d: %r" % (i, nid))
        if sorted(n) != ["id", "meta", "spans", "text"]:
            errs.append("%s: fields %s" % (nid, sorted(n)))
        t = n["text"]
        total_chars += len(t)
        m = n["meta"]
        if sorted(m) != ["country", "genre", "lowercase", "source"] or m["source"] != "dev398-en":
            errs.append("%s: bad meta" % nid)
        genres[m["genre"]] += 1
        countries[m["country"]] += 1
        if m["lowercase"]:
            nlower += 1
            if t != t.lower():
                errs.append("%s: lowercase flag but upper-case text" % nid)
        elif t == t.lower():
            errs.append("%s: all lower but flag false" % nid)
        prev_end = 0
        covered = [False] * len(t)
        for s in n["spans"]:
            if sorted(s) != ["end", "label", "start", "text", "type"]:
                errs.append("%s: span fields" % nid)
                continue
            a, b, ty = s["start"], s["end"], s["type"]
            if not (0 <= a < b <= len(t)):
                errs.append("%s: bad offsets %s" % (nid, s))
                continue
            if a < prev_end:
                errs.append("%s: overlap/unsorted at %d" % (nid, a))
            prev_end = b
            v = t[a:b]
            if v != s["text"]:
                errs.append("%s: text mismatch %r vs %r" % (nid, v, s["text"]))
            if ty not in LABEL or LABEL[ty] != s["label"]:
                errs.append("%s: bad label/type %s/%s" % (nid, s["label"], ty))
            if v != v.strip():
                errs.append("%s: whitespace edge %r" % (nid, v))
            bad_start = v[0] in "\"'([{,.;:" and not (v[0] == "(" and ")" in v)
            bad_end = v[-1] in "\"'([{,;:]}" or (v[-1] == ")" and "(" not in v)
            if bad_start or bad_end:
                errs.append("%s: punctuation edge %r" % (nid, v))
            if v.endswith(".") and not re.search(r"(^|[\s.])[A-Za-z]\.$", v) and not v.endswith("Co."):
                errs.append("%s: trailing full stop %r" % (nid, v))
            types[ty] += 1
            labels[LABEL.get(ty, "?")] += 1
            for k in range(a, b):
                covered[k] = True
            lv = v.lower()
            if ty in ("PHONE", "FAX") and "555" not in v:
                errs.append("%s: phone without 555 %r" % (nid, v))
            if ty == "EMAIL" and lv.split("@")[-1] not in ALLOWED_DOMAINS:
                errs.append("%s: email domain %r" % (nid, v))
            if ty == "URL" and host_of(v) not in ALLOWED_DOMAINS + tuple("www." + x for x in ALLOWED_DOMAINS):
                errs.append("%s: url host %r" % (nid, v))
            if ty == "IPADDR" and not private_ip(v):
                errs.append("%s: public IP %r" % (nid, v))
            if ty == "SSN" and not (v.startswith("9") or v.startswith("000")):
                errs.append("%s: SSN not 9/000 %r" % (nid, v))
        # contacts outside spans must still be fictional
        for mm in re.finditer(r"[\w.+-]+@[\w.-]+", t):
            if mm.group(0).rstrip(".").split("@")[-1].lower() not in ALLOWED_DOMAINS:
                errs.append("%s: stray e-mail %r" % (nid, mm.group(0)))
        # repeated PHI values left unannotated
        for s in n["spans"]:
            v = s["text"]
            if s["type"] not in LEAK_TYPES or len(v) < 3 or v.lower() in WORD_NAMES:
                continue
            for mm in re.finditer(r"(?<![\w])" + re.escape(v) + r"(?![\w])", t):
                if not all(covered[mm.start():mm.end()]):
                    leaks += 1
                    errs.append("%s: unannotated repeat %r (%s) at %d" % (nid, v, s["type"], mm.start()))
        for pat in HARD_NEG:
            rx = r"(?<![\w])" + (pat.lower() if m["lowercase"] else pat) + r"(?![\w])"
            for mm in re.finditer(rx, t):
                hardneg[pat] += 1
                if any(covered[mm.start():mm.end()]):
                    errs.append("%s: hard negative %r inside a span" % (nid, mm.group(0)))
    return notes, types, labels, genres, countries, hardneg, nlower, total_chars


def check_readme(errs):
    if not os.path.exists(README):
        errs.append("README.md missing")
        return
    lines = open(README, encoding="utf-8").read().split("\n")
    if lines[0] != "# dev398_en: independent English clinical PHI evaluation set":
        errs.append("README line 1")
    if len(lines) < 2 or lines[1] != "> **Status:** written for a decision; not yet scored. Never trained on.":
        errs.append("README line 2")
    if "Conventions chosen where the guideline leaves room:" not in lines:
        errs.append("README conventions line missing")
    else:
        k = lines.index("Conventions chosen where the guideline leaves room:")
        if not any(x.startswith("- ") for x in lines[k + 1:]):
            errs.append("README has no convention bullets")


def check_modules(errs):
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py"):
            sz = os.path.getsize(os.path.join(HERE, fn))
            if sz >= 30 * 1024:
                errs.append("module %s is %d bytes" % (fn, sz))


def rebuild(dest, errs):
    created = not os.path.exists(dest)
    os.makedirs(dest, exist_ok=True)
    ref = open(NOTES, "rb").read()
    try:
        for seed in ("1", "2"):
            out = os.path.join(dest, "seed" + seed)
            env = dict(os.environ)
            env["PYTHONHASHSEED"] = seed
            env["PYTHONDONTWRITEBYTECODE"] = "1"
            subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out],
                           check=True, env=env, stdout=subprocess.DEVNULL)
            got = open(os.path.join(out, "notes.jsonl"), "rb").read()
            if got != ref:
                errs.append("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
            else:
                print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))
            shutil.rmtree(out)
    finally:
        if created:
            shutil.rmtree(dest, ignore_errors=True)


def main(argv):
    errs = []
    check_modules(errs)
    notes, types, labels, genres, countries, hardneg, nlower, chars = check_notes(NOTES, errs)
    check_readme(errs)
    n = len(notes)
    nspans = sum(types.values())
    mean = chars / float(max(1, n))
    print("notes: %d   spans: %d   mean chars: %.0f   lower-case: %d (%.1f%%)" % (n, nspans, mean, nlower, 100.0 * nlower / max(1, n)))
    print("countries: " + ", ".join("%s %d" % kv for kv in sorted(countries.items())))
    print("genres:")
    for g, k in sorted(genres.items()):
        print("  %-34s %d" % (g, k))
    print("labels: " + ", ".join("%s %d" % kv for kv in sorted(labels.items())))
    print("types:")
    for t in sorted(LABEL):
        print("  %-15s %d" % (t, types[t]))
    print("hard-negative mentions (never inside a span): %d across %d patterns" % (sum(hardneg.values()), len(hardneg)))
    need = 600 if mean < 1200 else 330
    if n < need:
        errs.append("only %d notes (need %d)" % (n, need))
    if nspans < 8000:
        errs.append("only %d spans" % nspans)
    for t in sorted(LABEL):
        if types[t] < 15:
            errs.append("type %s only %d" % (t, types[t]))
    if sum(1 for g in genres if genres[g] >= 30) < 10:
        errs.append("fewer than 10 genres with 30+ notes")
    if not (0.12 <= nlower / float(max(1, n)) <= 0.22):
        errs.append("lower-case share off: %d/%d" % (nlower, n))
    if sum(hardneg.values()) < 300:
        errs.append("too few hard negatives")
    if "--rebuild" in argv:
        k = argv.index("--rebuild")
        dest = argv[k + 1] if k + 1 < len(argv) else "/tmp/dev398_tmp"
        rebuild(dest, errs)
    for e in errs[:60]:
        print("ERROR: " + e)
    if len(errs) > 60:
        print("... %d more errors" % (len(errs) - 60))
    print("OK" if not errs else "FAIL")
    return 0 if not errs else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
