"""Validate bench/dev416_en/notes.jsonl and optionally rebuild it twice.

usage: python3 build/check.py [--rebuild [DIR]]   (DIR defaults to /tmp/dev416_tmp)
Prints counts; the last line is OK or FAIL."""
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

from doc import LABEL_OF  # noqa: E402
from pools_names import WORD_NAMES  # noqa: E402

COUNTRIES = {"UK", "Ireland", "Australia", "New Zealand", "Canada", "USA"}
README_L1 = "# dev416_en: independent English clinical PHI evaluation set"
README_L2 = "> **Status:** written for a decision; not yet scored. Never trained on."
CONV = "Conventions chosen where the guideline leaves room:"
DOMAIN_RE = re.compile(r"example\.(?:com|org|net)")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
URLISH_RE = re.compile(r"(?:https?://|www\.)\S+|\b[a-z0-9-]+\.example\.(?:com|org|net)\S*|\bexample\.(?:com|org|net)/\S*", re.I)
IP_RE = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")
DATE_RES = [re.compile(r"\b\d{1,2}/\d{1,2}/\d{2,4}\b"), re.compile(r"\b\d{4}-\d{2}-\d{2}\b"),
            re.compile(r"\b\d{1,2}\.\d{1,2}\.\d{2}\b"), re.compile(r"\b\d{2}-\d{2}-\d{4}\b"),
            re.compile(r"\b\d{1,2}-(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-\d{2}\b", re.I),
            re.compile(r"\b(?:January|February|March|April|June|July|August|September|October|November|"
                       r"December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b", re.I)]
# hard negatives: must never fall inside a span; counted outside spans
HARD = ["Nexplanon", "Implanon NXT", "Jadelle", "Mirena", "Kyleena", "Jaydess", "Levosert", "Liletta",
        "Skyla", "Paragard", "T-Safe", "Nova-T", "Depo-Provera", "Sayana Press", "Depo-SubQ",
        "Cerazette", "Microgynon", "Rigevidon", "Levonelle", "ellaOne", "Plan B", "Postinor",
        "NorLevo", "ulipristal", "levonorgestrel", "desogestrel", "etonogestrel", "lidocaine",
        "Instillagel", "doxycycline", "ceftriaxone", "metronidazole", "carbamazepine", "rifampicin",
        "St John's wort", "sertraline", "levothyroxine", "salbutamol", "Cusco", "Pozzi", "Sims speculum",
        "Allis", "Tinel's", "Fraser guidelines", "FRASER:", "Gillick", "Pearl Index", "UKMEC", "US MEC", "NZMEC", "FSRH",
        "NICE", "BASHH", "SOGC", "ACOG", "CDC", "RANZCOG", "HEADSS", "PHQ", "NAAT", "HbA1c", "BMI",
        "mmHg", "mcg", "hCG", "LNG-IUD", "Cu-IUD", "DMPA", "UPSI", "LARC", "Crohn's", "Raynaud's",
        "Hashimoto's", "Gilbert's", "Ehlers-Danlos", "von Willebrand", "Wolff-Parkinson-White",
        "Radiology", "Gynaecology", "Ultrasound Dept", "Title X", "Snapchat",
        "Instagram", "TikTok", "WhatsApp", "Tusla", "Oranga Tamariki", "CPS", "e-RS", "EPS",
        "NHSmail", "Steri-Strip", "chlorhexidine", "Doppler", "Mobile Safari", "LoC SDI", "LoC IUT",
        "Your Contraception Guide", "Spotting the Signs", "SRHAD", "CAMHS", "ED", "GP", "PCP"]
NAME_TYPES = ("PATIENT", "DOCTOR", "FAMILY")
EXEMPT_TOKENS = set(w.lower() for w in WORD_NAMES) | {"nurse", "doctor", "sister", "mum", "park", "fraser", "camila", "yasmin"}


def private_ip(s):
    p = [int(x) for x in s.split(".")]
    if any(x > 255 for x in p):
        return False
    return p[0] == 10 or (p[0] == 172 and 16 <= p[1] <= 31) or (p[0] == 192 and p[1] == 168)


def bad_boundary(a, b):
    return a.isalnum() and b.isalnum() and a.isdigit() == b.isdigit()


def covered(spans, s, e):
    return any(sp["start"] <= s and e <= sp["end"] for sp in spans)


def overlaps(spans, s, e):
    return any(sp["start"] < e and s < sp["end"] for sp in spans)


def check_note(n, i, errs, hard_count):
    def err(msg):
        errs.append("%s: %s" % (n.get("id"), msg))
    if list(n.keys()) != ["id", "text", "spans", "meta"]:
        err("keys %r" % list(n.keys()))
    if n["id"] != "dev416-%04d" % (i + 1):
        err("id out of sequence")
    t = n["text"]
    m = n["meta"]
    if set(m) != {"source", "genre", "lowercase", "country"} or m["source"] != "dev416-en":
        err("meta %r" % m)
    if m["country"] not in COUNTRIES:
        err("country")
    if not isinstance(m["lowercase"], bool) or m["lowercase"] != (t == t.lower()):
        err("lowercase flag mismatch")
    sp = n["spans"]
    prev = 0
    for s in sp:
        a, b = s["start"], s["end"]
        if list(s.keys()) != ["start", "end", "label", "type", "text"]:
            err("span keys")
        if a < prev:
            err("overlap/unsorted at %d" % a)
        prev = b
        if not (0 <= a < b <= len(t)) or t[a:b] != s["text"]:
            err("offset mismatch %r" % s)
            continue
        if s["type"] not in LABEL_OF or LABEL_OF[s["type"]] != s["label"]:
            err("label/type %r" % s)
        v = s["text"]
        if v != v.strip():
            err("whitespace edge %r" % v)
        balanced = v.count("(") == v.count(")")
        if (v[0] in "\"'[{,;:." or v[-1] in ",;:]}\"'" or (v[0] == "(" and not balanced)
                or (v[-1] == ")" and not balanced)):
            err("punctuation edge %r" % v)
        if v.endswith(".") and not re.search(r"(?:(?:^|[\s.])[A-Za-z]|\b(?:Co|Ltd|Inc|St|Jr|Sr))\.$", v, re.I):
            err("trailing full stop %r" % v)
        if a > 0 and bad_boundary(t[a - 1], t[a]):
            err("starts mid-token %r" % v)
        if b < len(t) and bad_boundary(t[b - 1], t[b]):
            err("ends mid-token %r" % v)
        ty = s["type"]
        if ty in ("PHONE", "FAX") and "555" not in v:
            err("phone without 555 %r" % v)
        if ty == "EMAIL" and not re.fullmatch(r"[^@\s]+@example\.(?:com|org|net)", v):
            err("email domain %r" % v)
        if ty == "URL":
            hosts = re.findall(r"[a-z0-9-]+(?:\.[a-z0-9-]+)+", v.lower().split("/")[2] if "//" in v else v.lower().split("/")[0])
            if not hosts or not all(DOMAIN_RE.search(h) and h.endswith(DOMAIN_RE.search(h).group(0)) for h in hosts):
                err("url domain %r" % v)
        if ty == "IPADDR" and not (IP_RE.fullmatch(v) and private_ip(v)):
            err("ip %r" % v)
        if ty == "SSN" and not (v.startswith("9") or v.startswith("000")):
            err("ssn %r" % v)
    # whole-text contact scans
    for mo in EMAIL_RE.finditer(t):
        if not DOMAIN_RE.search(mo.group(0).split("@")[1]):
            err("foreign e-mail %r" % mo.group(0))
        if not covered(sp, mo.start(), mo.end()):
            err("unannotated e-mail %r" % mo.group(0))
    for mo in URLISH_RE.finditer(t):
        e = mo.end()
        while e > mo.start() and t[e - 1] in ".,;:)]\"'":
            e -= 1
        if "@" in t[max(0, mo.start() - 1):e]:
            continue
        if not covered(sp, mo.start(), e):
            err("unannotated url %r" % t[mo.start():e])
    for mo in IP_RE.finditer(t):
        if not covered(sp, mo.start(), mo.end()):
            err("unannotated ip-like %r" % mo.group(0))
    for rx in DATE_RES:
        for mo in rx.finditer(t):
            if not covered(sp, mo.start(), mo.end()):
                err("unannotated date-like %r" % mo.group(0))
    for mo in re.finditer(r"\b\d{3}[ .-]?555[ .-]?\d{3,4}\b|\b555[ -]\d{4}\b", t):
        if not overlaps(sp, mo.start(), mo.end()):
            err("unannotated phone-like %r" % mo.group(0))
    # every occurrence of an annotated value is annotated
    seen = set()
    for s in sp:
        v = s["text"]
        vals = [v]
        if s["type"] in NAME_TYPES:
            vals += [w for w in re.split(r"[\s,]+", v) if len(w) >= 3 and w.lower() not in EXEMPT_TOKENS]
        elif s["type"] in ("MRN", "HEALTHPLAN", "PHONE", "EMAIL", "IDNUM", "DEVICE", "LICENSE", "SSN",
                           "ACCOUNT", "VEHICLE", "BIOID", "USERNAME", "IPADDR"):
            pass
        else:
            continue
        for w in vals:
            if (w in seen) or len(w) < 3 or (s["type"] in NAME_TYPES and w.lower() in EXEMPT_TOKENS):
                continue
            seen.add(w)
            for mo in re.finditer(r"(?<![A-Za-z0-9])%s(?![A-Za-z0-9])" % re.escape(w), t):
                if not overlaps(sp, mo.start(), mo.end()):
                    err("unannotated repeat %r (%s)" % (w, s["type"]))
                    break
    # hard negatives
    low = t.lower()
    for h in HARD:
        for mo in re.finditer(r"(?<![A-Za-z0-9])%s(?![A-Za-z0-9])" % re.escape(h.lower() if m["lowercase"] else h),
                              low if m["lowercase"] else t):
            inside = [x for x in sp if x["start"] < mo.end() and mo.start() < x["end"]]
            if any(len(x["text"]) > 3 and not (len(h) <= 4 and x["label"] in ("ID", "CONTACT")) for x in inside):
                err("hard negative inside span %r" % h)
            else:
                hard_count[h] += 1


def check_readme(errs):
    p = os.path.join(ROOT, "README.md")
    if not os.path.exists(p):
        errs.append("README.md missing")
        return
    lines = open(p, encoding="utf-8").read().split("\n")
    if lines[0] != README_L1 or lines[1] != README_L2:
        errs.append("README first lines")
    if CONV not in lines:
        errs.append("README conventions line missing")
    else:
        k = lines.index(CONV)
        if not any(x.startswith("- ") for x in lines[k + 1:]):
            errs.append("README conventions without bullets")


def rebuild(dirpath, errs):
    created = not os.path.exists(dirpath)
    os.makedirs(dirpath, exist_ok=True)
    ref = open(os.path.join(ROOT, "notes.jsonl"), "rb").read()
    outs = []
    for seed in ("1", "2"):
        out = os.path.join(dirpath, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        r = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out], env=env,
                           capture_output=True, text=True)
        if r.returncode != 0:
            errs.append("rebuild failed: %s" % r.stderr[-500:])
            continue
        outs.append(out)
        same = open(out, "rb").read() == ref
        print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
        if not same:
            errs.append("rebuild with PYTHONHASHSEED=%s differs" % seed)
    if created:
        shutil.rmtree(dirpath)
    else:
        for o in outs:
            os.remove(o)


def main(argv):
    errs = []
    path = os.path.join(ROOT, "notes.jsonl")
    notes = [json.loads(x) for x in open(path, encoding="utf-8").read().split("\n") if x]
    hard = collections.Counter()
    for i, n in enumerate(notes):
        check_note(n, i, errs, hard)
    types = collections.Counter(s["type"] for n in notes for s in n["spans"])
    labels = collections.Counter(s["label"] for n in notes for s in n["spans"])
    genres = collections.Counter(n["meta"]["genre"] for n in notes)
    countries = collections.Counter(n["meta"]["country"] for n in notes)
    nl = sum(1 for n in notes if n["meta"]["lowercase"])
    nspans = sum(types.values())
    mean = sum(len(n["text"]) for n in notes) / max(1, len(notes))
    print("notes %d  spans %d  mean length %.0f chars  lower-case %d (%.1f%%)" %
          (len(notes), nspans, mean, nl, 100.0 * nl / max(1, len(notes))))
    print("labels: " + ", ".join("%s %d" % kv for kv in sorted(labels.items())))
    print("types: " + ", ".join("%s %d" % kv for kv in sorted(types.items())))
    print("genres: " + ", ".join("%s %d" % kv for kv in sorted(genres.items())))
    print("countries: " + ", ".join("%s %d" % kv for kv in sorted(countries.items())))
    print("hard negatives outside spans: %d occurrences of %d terms" % (sum(hard.values()), len(hard)))
    need = 600 if mean < 1200 else 330
    if len(notes) < need:
        errs.append("too few notes (%d < %d)" % (len(notes), need))
    if nspans < 8000:
        errs.append("too few spans")
    for ty in sorted(LABEL_OF):
        if types[ty] < 15:
            errs.append("type %s only %d" % (ty, types[ty]))
    if sum(1 for g in genres if genres[g] >= 30) < 10:
        errs.append("fewer than 10 genres with 30 notes")
    if not 0.13 <= nl / max(1, len(notes)) <= 0.20:
        errs.append("lower-case share off")
    if sum(hard.values()) < 300:
        errs.append("too few hard negatives")
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py") and os.path.getsize(os.path.join(HERE, fn)) >= 30 * 1024:
            errs.append("module %s over 30 KB" % fn)
    check_readme(errs)
    if "--rebuild" in argv:
        k = argv.index("--rebuild")
        d = argv[k + 1] if len(argv) > k + 1 and not argv[k + 1].startswith("--") else "/tmp/dev416_tmp"
        rebuild(d, errs)
    for e in errs[:60]:
        print("ERROR", e)
    if len(errs) > 60:
        print("... %d more errors" % (len(errs) - 60))
    print("OK" if not errs else "FAIL")
    return 0 if not errs else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
