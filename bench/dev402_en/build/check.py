"""Validates bench/dev402_en/notes.jsonl and README.md; optionally rebuilds.

    python3 build/check.py [--rebuild [DIR]]

With --rebuild (default DIR /tmp/dev402_tmp) the set is rebuilt twice into DIR
under PYTHONHASHSEED=1 and =2; both must be byte-identical to notes.jsonl. DIR
is removed afterwards if this script created it. Last line printed: OK or FAIL.
"""
import collections
import ipaddress
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
from pools_names import WORD_NAMES  # noqa: E402

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE",
    "DATE": "DATE", "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT",
    "URL": "CONTACT", "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
DOMAINS = ("example.com", "example.org", "example.net")
# surnames in the pools that are also eponyms used in the notes (hard negatives)
EPONYM_NAMES = {"campbell", "williams", "young", "fisher", "wells", "hill", "walker", "chi", "george"}
NAME_PARTICLES = {"de", "van", "der", "te", "ni", "mac", "le", "la"}
HARD_TERMS = ["Pseudomonas", "Haemophilus", "colistimethate", "tobramycin", "azithromycin", "ciprofloxacin",
              "ceftazidime", "Promixin", "Cayston", "Bramitob", "eFlow", "I-neb", "Acapella", "Aerobika", "Flutter",
              "ACBT", "FEV1", "FVC", "CRP", "mMRC", "BSI", "GLI", "BTS", "NICE", "ATS/ERS", "EUCAST", "Kartagener",
              "Mounier-Kuhn", "Young's syndrome", "Sjogren", "Ziehl-Neelsen", "Gram", "Murray-Washington", "Bartlett",
              "Reiff", "Bhalla", "Wells score", "Chester step", "Glasgow Coma", "Manchester Triage", "Bristol stool",
              "Papworth", "London Chest", "Hartford", "Lady Windermere", "St George's", "Leicester Cough",
              "Fisher & Paykel", "Hill-Rom", "Geneva", "Sherlock 3CG", "Seldinger", "Crohn", "Raynaud", "Barrett",
              "Respiratory Medicine", "Microbiology", "Physiotherapy", "Radiology", "Lung Function", "salbutamol",
              "Symbicort", "Trelegy", "carbocisteine", "hypertonic saline", "Aspergillus", "Mycobacterium",
              "Stenotrophomonas", "Achromobacter", "Klebsiella", "Moraxella", "Staphylococcus", "mg/L", "cfu/mL",
              "QOL-B", "CAT ", "SpO2", "Vyntus", "Vitalograph", "SOMATOM", "Aquilion", "Easypump", "Baxter",
              "Hounsfield", "Fleischner", "Quantiferon", "Pneumovax", "Nijmegen", "Hoover", "Valsalva"]
MIN_TYPE = 15
MIN_SPANS = 8000


def bad(msgs, m):
    if len(msgs) < 60:
        print("  problem: " + m)
    msgs.append(m)


def covered(spans, a, b):
    for s in spans:
        if s["start"] <= a and b <= s["end"]:
            return True
    return False


def private_ip(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return False
    nets = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
    return any(ip in n for n in nets)


def check_note(n, i, msgs, stats):
    want = "dev402-%04d" % (i + 1)
    if n.get("id") != want:
        bad(msgs, "id %r != %s" % (n.get("id"), want))
    if sorted(n) != ["id", "meta", "spans", "text"]:
        bad(msgs, "%s: fields %s" % (want, sorted(n)))
    t, spans, meta = n["text"], n["spans"], n["meta"]
    if sorted(meta) != ["country", "genre", "lowercase", "source"] or meta["source"] != "dev402-en":
        bad(msgs, "%s: meta %s" % (want, meta))
    if meta["lowercase"] is True and t != t.lower():
        bad(msgs, "%s: lowercase note has capitals" % want)
    if meta["lowercase"] is False and t == t.lower():
        bad(msgs, "%s: mixed-case note has no capitals" % want)
    if "{" in t or "}" in t:
        bad(msgs, "%s: template brace left in text" % want)
    prev = 0
    for s in spans:
        if sorted(s) != ["end", "label", "start", "text", "type"]:
            bad(msgs, "%s: span fields %s" % (want, sorted(s)))
            continue
        a, b, ty, tx = s["start"], s["end"], s["type"], s["text"]
        if ty not in LABEL or LABEL[ty] != s["label"]:
            bad(msgs, "%s: label/type %s/%s" % (want, s["label"], ty))
        if not (0 <= a < b <= len(t)) or t[a:b] != tx:
            bad(msgs, "%s: offsets %d-%d do not give %r" % (want, a, b, tx))
        if a < prev:
            bad(msgs, "%s: spans unsorted or overlapping at %d" % (want, a))
        prev = b
        if tx != tx.strip():
            bad(msgs, "%s: whitespace at span edge %r" % (want, tx))
        opener = tx[:1] == "(" and ty in ("PHONE", "FAX") and ")" in tx
        if (tx[:1] in "([{\"'.,;:" and not opener) or (tx[-1:] in ",;:!?)]}\"'" or (tx.endswith(".") and not re.search(r"\b[A-Za-z]\.$", tx))):
            bad(msgs, "%s: punctuation at span edge %r" % (want, tx))
        low = tx.lower()
        if ty in ("PHONE", "FAX") and "555" not in tx:
            bad(msgs, "%s: %s without 555: %r" % (want, ty, tx))
        if ty == "EMAIL" and not any(low.endswith("@" + d) for d in DOMAINS):
            bad(msgs, "%s: email domain %r" % (want, tx))
        if ty == "URL":
            host = re.sub(r"^https?://", "", low).split("/")[0]
            if not any(host == d or host.endswith("." + d) for d in DOMAINS):
                bad(msgs, "%s: url host %r" % (want, tx))
        if ty == "IPADDR" and not private_ip(tx):
            bad(msgs, "%s: ip not private %r" % (want, tx))
        if ty == "SSN" and not (tx.startswith("9") or tx.startswith("000")):
            bad(msgs, "%s: SSN-like number %r" % (want, tx))
        stats["type"][ty] += 1
        stats["label"][s["label"]] += 1
    # contacts and identifiers that escaped annotation
    for m in re.finditer(r"[\w.+-]+@[\w.-]+", t):
        if not covered(spans, m.start(), m.end()):
            bad(msgs, "%s: unannotated e-mail %r" % (want, m.group()))
    for m in re.finditer(r"(?:https?://|www\.)[^\s<>()\[\],;]+|\bexample\.(?:com|org|net)[^\s<>()\[\],;]*", t):
        if not covered(spans, m.start(), m.end() - (1 if m.group()[-1] in ".:" else 0)):
            bad(msgs, "%s: unannotated url %r" % (want, m.group()))
    for m in re.finditer(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])", t):
        if not covered(spans, m.start(), m.end()):
            bad(msgs, "%s: unannotated ip-like %r" % (want, m.group()))
    for m in re.finditer(r"555", t):
        if not covered(spans, m.start(), m.end()):
            bad(msgs, "%s: unannotated 555 number near %r" % (want, t[max(0, m.start() - 15):m.end() + 15]))
    # repeated PHI strings must be annotated everywhere in the note
    seen = set()
    for s in spans:
        ty, tx = s["type"], s["text"]
        toks = []
        if ty in ("PATIENT", "FAMILY", "DOCTOR"):
            toks = [w for w in re.split(r"[\s,]+", tx) if len(w) >= 3 and not w.endswith(".")]
        elif ty in ("STREET", "HOSPITAL", "ORGANIZATION", "EMAIL", "URL", "USERNAME", "PHONE", "FAX"):
            toks = [tx] if len(tx) >= 4 else []
        elif LABEL[ty] == "ID" and len(tx) >= 5:
            toks = [tx]
        for w in toks:
            lw = w.lower()
            if lw in seen or lw in WORD_NAMES or lw in EPONYM_NAMES or lw in NAME_PARTICLES:
                continue
            seen.add(lw)
            pat = r"(?<![A-Za-z0-9])" + re.escape(w) + r"(?![A-Za-z0-9])"
            for m in re.finditer(pat, t):
                if not covered(spans, m.start(), m.end()):
                    bad(msgs, "%s: %s %r also occurs unannotated at %d" % (want, ty, w, m.start()))
    # hard negatives outside spans
    for term in HARD_TERMS:
        for m in re.finditer(re.escape(term.lower()), t.lower()):
            if not covered(spans, m.start(), m.end()):
                stats["hardneg"] += 1
    stats["genre"][meta["genre"]] += 1
    stats["country"][meta["country"]] += 1
    stats["lower"] += 1 if meta["lowercase"] else 0
    stats["chars"] += len(t)
    stats["spans"] += len(spans)


def check_readme(msgs, stats, nnotes):
    path = os.path.join(ROOT, "README.md")
    if not os.path.exists(path):
        bad(msgs, "README.md missing")
        return
    lines = open(path, encoding="utf-8").read().split("\n")
    if lines[0] != "# dev402_en: independent English clinical PHI evaluation set":
        bad(msgs, "README line 1")
    if len(lines) < 2 or lines[1] != "> **Status:** written for a decision; not yet scored. Never trained on.":
        bad(msgs, "README line 2")
    if "Conventions chosen where the guideline leaves room:" not in lines:
        bad(msgs, "README conventions line missing")
    else:
        k = lines.index("Conventions chosen where the guideline leaves room:")
        if sum(1 for ln in lines[k + 1:] if ln.startswith("- ")) < 5:
            bad(msgs, "README has too few convention bullets")
    body = "\n".join(lines)
    for must in ("%d notes" % nnotes, "%d spans" % stats["spans"]):
        if must not in body:
            bad(msgs, "README does not state %r" % must)
    for ty in sorted(LABEL):
        if "%s %d" % (ty, stats["type"][ty]) not in body:
            bad(msgs, "README count for %s missing or stale" % ty)


def rebuild(dirpath, msgs):
    created = not os.path.exists(dirpath)
    os.makedirs(dirpath, exist_ok=True)
    ref = open(os.path.join(ROOT, "notes.jsonl"), "rb").read()
    try:
        for seed in ("1", "2"):
            out = os.path.join(dirpath, "notes_hash%s.jsonl" % seed)
            env = dict(os.environ)
            env["PYTHONHASHSEED"] = seed
            env["PYTHONDONTWRITEBYTECODE"] = "1"
            r = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            if r.returncode != 0:
                bad(msgs, "rebuild (PYTHONHASHSEED=%s) failed: %s" % (seed, r.stderr.decode()[-400:]))
                continue
            same = open(out, "rb").read() == ref
            print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
            if not same:
                bad(msgs, "rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
    finally:
        if created:
            shutil.rmtree(dirpath, ignore_errors=True)


def main(argv):
    msgs = []
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py") and os.path.getsize(os.path.join(HERE, fn)) >= 30 * 1024:
            bad(msgs, "module %s is 30 KB or larger" % fn)
    notes = [json.loads(ln) for ln in open(os.path.join(ROOT, "notes.jsonl"), encoding="utf-8")]
    stats = {"type": collections.Counter(), "label": collections.Counter(), "genre": collections.Counter(),
             "country": collections.Counter(), "lower": 0, "chars": 0, "spans": 0, "hardneg": 0}
    for i, n in enumerate(notes):
        check_note(n, i, msgs, stats)
    nn = len(notes)
    mean = stats["chars"] / max(1, nn)
    need = 600 if mean < 1200 else 330
    if nn < need:
        bad(msgs, "only %d notes (need %d)" % (nn, need))
    if stats["spans"] < MIN_SPANS:
        bad(msgs, "only %d spans" % stats["spans"])
    for ty in sorted(LABEL):
        if stats["type"][ty] < MIN_TYPE:
            bad(msgs, "type %s only %d" % (ty, stats["type"][ty]))
    big = [g for g in sorted(stats["genre"]) if stats["genre"][g] >= 30]
    if len(big) < 10:
        bad(msgs, "only %d genres with 30+ notes" % len(big))
    share = stats["lower"] / max(1, nn)
    if not 0.12 <= share <= 0.22:
        bad(msgs, "lower-case share %.3f" % share)
    if stats["hardneg"] < 500:
        bad(msgs, "only %d hard-negative occurrences" % stats["hardneg"])
    check_readme(msgs, stats, nn)
    print("notes %d, mean length %.0f chars, spans %d, lower-case %d (%.1f%%), hard-negative hits %d" % (
        nn, mean, stats["spans"], stats["lower"], 100 * share, stats["hardneg"]))
    print("genres: " + ", ".join("%s %d" % (g, stats["genre"][g]) for g in sorted(stats["genre"])))
    print("countries: " + ", ".join("%s %d" % (g, stats["country"][g]) for g in sorted(stats["country"])))
    print("labels: " + ", ".join("%s %d" % (g, stats["label"][g]) for g in sorted(stats["label"])))
    print("types: " + ", ".join("%s %d" % (g, stats["type"][g]) for g in sorted(LABEL)))
    if "--rebuild" in argv:
        k = argv.index("--rebuild")
        d = argv[k + 1] if len(argv) > k + 1 and not argv[k + 1].startswith("-") else "/tmp/dev402_tmp"
        rebuild(d, msgs)
    print("problems: %d" % len(msgs))
    print("OK" if not msgs else "FAIL")
    return 0 if not msgs else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
