"""Validate bench/dev403_en/notes.jsonl (and optionally rebuild it twice).

    python3 build/check.py [--rebuild [DIR]]      (DIR defaults to /tmp/dev403_tmp)

Prints counts and ends with a line OK or FAIL.
"""

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
NOTES = os.path.join(ROOT, "notes.jsonl")
README = os.path.join(ROOT, "README.md")
sys.path.insert(0, HERE)
from core import LABEL, TYPES  # noqa: E402

COUNTRIES = ["Australia", "Canada", "Ireland", "New Zealand", "United Kingdom", "United States"]
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s)]+", re.I)
IP_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])")
D555_RE = re.compile(r"(?<![\w.])\d*555\d*(?![\w])")
EX_DOMAINS = ("example.com", "example.org", "example.net")
NAMEISH = ("PATIENT", "DOCTOR", "FAMILY", "CITY", "HOSPITAL", "ORGANIZATION", "STREET", "MRN",
           "HEALTHPLAN", "SSN", "IDNUM", "LICENSE", "DEVICE", "VEHICLE", "EMAIL", "PHONE")
# designed hard negatives: names that are also ordinary words may recur unannotated as words
WORDNAMES = ["nurse", "hope", "grace", "faith", "rose", "joy", "dawn", "may", "june", "april", "will",
             "mark", "bill", "frank", "guy", "page", "wood", "day", "hill", "young", "green", "brown",
             "white", "black", "small", "strong", "little", "bell", "stone", "field", "banks", "hunter",
             "baker", "cook", "fisher", "mason", "carter", "king", "knight", "bond", "winter", "frost",
             "snow", "fox", "lamb", "bull", "sharp", "sweet", "wise", "friend", "noble", "hardy",
             "rich", "patience", "pearl", "ruby", "iris", "holly", "ivy", "amber", "summer", "crystal",
             "chase", "ray", "drew", "dale", "glen", "cliff", "lance", "miles", "grant", "sonny", "rusty",
             "bowen", "parkinson", "darwin", "victoria", "reading", "bath", "surrey", "nelson",
             "lincoln", "chester", "durham", "kent", "preston", "lancaster", "marsh", "rivers", "moody",
             "weaver", "gardener", "shepherd", "painter", "lee", "long", "sun", "gill", "walsh", "ward",
             "park", "grove", "heather", "violet", "willow", "autumn", "sky", "savannah", "florence"]
# hard negatives counted outside spans (whole word, case-insensitive), grouped for the report
HARD_NEG = {
    "drug/device names": ["adalimumab", "etanercept", "infliximab", "certolizumab", "ustekinumab", "secukinumab",
                          "ixekizumab", "brodalumab", "bimekizumab", "guselkumab", "tildrakizumab", "risankizumab",
                          "spesolimab", "methotrexate", "ciclosporin", "acitretin", "apremilast", "deucravacitinib",
                          "Humira", "Amgevita", "Imraldi", "Hyrimoz", "Yuflyma", "Idacio", "Hulio", "Enbrel",
                          "Benepali", "Erelzi", "Remicade", "Inflectra", "Remsima", "Cimzia", "Stelara", "Wezenla",
                          "Pyzchiva", "Uzpruvo", "Cosentyx", "Taltz", "Kyntheum", "Siliq", "Bimzelx", "Tremfya",
                          "Ilumetri", "Ilumya", "Skyrizi", "Otezla", "Sotyktu", "Skilarence", "Dovobet", "Enstilar",
                          "Wynzora", "Dermovate", "Clobex", "Sebco", "Cocois", "Protopic", "Diprosalic", "Epaderm",
                          "Hydromol", "Doublebase", "Cetraben", "Zerobase", "Dermol", "CeraVe", "Shingrix",
                          "Pneumovax", "Paxlovid", "Waldmann", "Daavlin", "Dermalight", "Philips", "Exorex", "Capasal"],
    "eponyms": ["Koebner", "Auspitz", "Munro", "Kogoj", "Wood's", "Fitzpatrick", "Nikolsky", "Darier's", "Wickham",
                "Woronoff", "Zumbusch", "Crohn's", "Hashimoto's", "Raynaud's", "Parkinson's", "Hodgkin", "Heberden's",
                "Beau's", "Civatte", "Pautrier", "Sézary", "Michel's", "Achilles", "Bowen's", "Ziehl-Neelsen", "Gram",
                "Mantoux", "Lund", "Browder", "Waterlow", "Wells", "Bristol", "Stevens-Johnson", "Addison's",
                "Cushingoid", "Gillick", "Fraser", "Berlin", "Norwegian", "CASPAR", "Moderna", "Pfizer"],
    "scores/labs/units": ["PASI", "DLQI", "CDLQI", "BSA", "NAPSI", "PSSI", "sPGA", "PEST", "HAQ-DI", "PHQ-9",
                          "GAD-7", "NRS", "FBC", "CBC", "U&E", "LFT", "LFTs", "ALT", "ALP", "CRP", "eGFR", "HbA1c",
                          "WCC", "IGRA", "QFT-Plus", "QuantiFERON-TB", "CXR", "VZV", "HIV", "mJ/cm2", "J/cm2", "MED",
                          "GCS", "NEWS2", "RegiSCAR", "SNOMED", "NB-UVB", "PUVA", "TL01", "8-MOP"],
    "guidelines/registries/bodies": ["NICE", "BAD", "BADBIR", "AAD-NPF", "NPF", "CADTH", "PBS", "Pharmac",
                                     "HSE", "IAD", "ACD", "NZDS", "MHRA", "FDA", "TGA", "HPRA", "Medsafe", "CARM",
                                     "WHO-UMC", "Green Book", "Yellow Card", "MedWatch", "EAP", "ICB"],
    "departments/roles/look-alikes": ["Dermatology", "Rheumatology", "Pathology", "Phototherapy Unit",
                                      "Gastroenterology", "Neurology", "Infectious Diseases", "Nurse Specialist",
                                      "Consultant", "CNS", "Bath PUVA", "Apple Watch", "Patient Support Programme",
                                      "Talking Therapies", "Treatment Room", "Customer services", "Teams"],
}
README_L1 = "# dev403_en: independent English clinical PHI evaluation set"
README_L2 = "> **Status:** written for a decision; not yet scored. Never trained on."


def private_ip(s):
    try:
        a, b, c, d = [int(x) for x in s.split(".")]
    except ValueError:
        return False
    if max(a, b, c, d) > 255:
        return False
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def url_ok(s):
    host = re.sub(r"^https?://", "", s.lower())
    host = re.sub(r"^www\.", "", host).split("/")[0]
    return host in EX_DOMAINS or any(host.endswith("." + d) for d in EX_DOMAINS)


def covered(spans, a, b, types=None):
    for s in spans:
        if s["start"] <= a and b <= s["end"] and (types is None or s["type"] in types):
            return True
    return False


def count_hard_neg(n, counter):
    t = n["text"]
    for grp in sorted(HARD_NEG):
        for w in HARD_NEG[grp]:
            for mm in re.finditer(r"(?<!\w)" + re.escape(w.lower()) + r"(?!\w)", t.lower()):
                if not covered(n["spans"], mm.start(), mm.end()):
                    counter[grp] += 1


def check_note(n, idx, errs, warn, info):
    nid = "dev403-%04d" % idx
    if list(n.keys()) != ["id", "text", "spans", "meta"]:
        errs.append("%s: fields %s" % (nid, list(n.keys())))
    if n.get("id") != nid:
        errs.append("%s: id %r" % (nid, n.get("id")))
    t = n["text"]
    m = n["meta"]
    if sorted(m.keys()) != ["country", "genre", "lowercase", "source"] or m["source"] != "dev403-en":
        errs.append("%s: meta %r" % (nid, m))
    if m.get("country") not in COUNTRIES or not isinstance(m.get("lowercase"), bool):
        errs.append("%s: meta values" % nid)
    if m.get("lowercase") and t != t.lower():
        errs.append("%s: lowercase note has capitals" % nid)
    if not m.get("lowercase") and t == t.lower():
        errs.append("%s: note marked mixed-case is all lower" % nid)
    prev_end = -1
    for s in n["spans"]:
        if list(s.keys()) != ["start", "end", "label", "type", "text"]:
            errs.append("%s: span keys %s" % (nid, list(s.keys())))
            continue
        a, b, typ, val = s["start"], s["end"], s["type"], s["text"]
        if typ not in LABEL or LABEL[typ] != s["label"]:
            errs.append("%s: bad label/type %s/%s" % (nid, s["label"], typ))
        if not (0 <= a < b <= len(t)) or t[a:b] != val:
            errs.append("%s: offsets %d-%d %r" % (nid, a, b, val))
            continue
        if a < prev_end:
            errs.append("%s: overlap/unsorted at %d" % (nid, a))
        prev_end = b
        if val != val.strip():
            errs.append("%s: whitespace edge %r" % (nid, val))
        if val[-1] in ",;:!?\"'(" or (val[-1] == ")" and "(" not in val):
            errs.append("%s: trailing punctuation %r" % (nid, val))
        if val[-1] == "." and not re.search(r"(^|[\s.])\w\.$", val):
            errs.append("%s: trailing full stop %r" % (nid, val))
        if val[0] in ",;:.!?\"')" or (val[0] == "(" and typ not in ("PHONE", "FAX")):
            errs.append("%s: leading punctuation %r" % (nid, val))
        if typ in ("PHONE", "FAX") and "555" not in val:
            errs.append("%s: phone/fax without 555 %r" % (nid, val))
        if typ == "EMAIL" and not re.fullmatch(r"[^@\s]+@(example\.com|example\.org|example\.net)", val.lower()):
            errs.append("%s: email domain %r" % (nid, val))
        if typ == "URL" and not url_ok(val):
            errs.append("%s: url domain %r" % (nid, val))
        if typ == "IPADDR" and not private_ip(val):
            errs.append("%s: public ip %r" % (nid, val))
        if typ == "SSN" and not (val.startswith("9") or val.startswith("000")):
            errs.append("%s: ssn prefix %r" % (nid, val))
    spans = n["spans"]
    # contact-like strings anywhere in the text must be annotated and fictional
    for mm in EMAIL_RE.finditer(t):
        if not covered(spans, mm.start(), mm.end(), ("EMAIL",)):
            errs.append("%s: unannotated email %r" % (nid, mm.group()))
    for mm in URL_RE.finditer(t):
        e = mm.end()
        while e > mm.start() and t[e - 1] in ".,;:":
            e -= 1
        if not covered(spans, mm.start(), e, ("URL",)):
            errs.append("%s: unannotated url %r" % (nid, t[mm.start():e]))
    for mm in IP_RE.finditer(t):
        if not covered(spans, mm.start(), mm.end(), ("IPADDR",)):
            errs.append("%s: unannotated ip %r" % (nid, mm.group()))
    for mm in D555_RE.finditer(t):
        if not covered(spans, mm.start(), mm.end()):
            errs.append("%s: unannotated 555 number %r" % (nid, mm.group()))
    # every other occurrence of an annotated value must be annotated too
    seen = sorted({s["text"] for s in spans if s["type"] in NAMEISH and len(s["text"]) >= 4})
    for val in seen:
        for mm in re.finditer(r"(?<!\w)" + re.escape(val) + r"(?!\w)", t):
            if not covered(spans, mm.start(), mm.end()):
                ctx = t[max(0, mm.start() - 25):mm.end() + 25].replace("\n", " ")
                if val.lower() in WORDNAMES:
                    info.append("%s: word-name %r as ordinary word in ...%s..." % (nid, val, ctx))
                else:
                    warn.append("%s: unannotated repeat %r in ...%s..." % (nid, val, ctx))


def rebuild(dirpath, errs):
    created = not os.path.isdir(dirpath)
    os.makedirs(dirpath, exist_ok=True)
    ref = open(NOTES, "rb").read()
    try:
        for seed in ("1", "2"):
            out = os.path.join(dirpath, "notes_seed%s.jsonl" % seed)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
            subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out],
                           env=env, check=True, stdout=subprocess.DEVNULL)
            same = open(out, "rb").read() == ref
            print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
            if not same:
                errs.append("rebuild with PYTHONHASHSEED=%s differs" % seed)
            os.remove(out)
    finally:
        if created:
            shutil.rmtree(dirpath, ignore_errors=True)


def main(argv):
    errs, warn, info = [], [], []
    lines = open(NOTES, encoding="utf-8").read().split("\n")
    if lines[-1] != "":
        errs.append("file does not end with a newline")
    notes = []
    for i, line in enumerate(lines[:-1], 1):
        try:
            notes.append(json.loads(line))
        except ValueError:
            errs.append("line %d is not JSON" % i)
    hn = collections.Counter()
    for i, n in enumerate(notes, 1):
        check_note(n, i, errs, warn, info)
        count_hard_neg(n, hn)
    tcount = collections.Counter(s["type"] for n in notes for s in n["spans"])
    lcount = collections.Counter(s["label"] for n in notes for s in n["spans"])
    gcount = collections.Counter(n["meta"]["genre"] for n in notes)
    ccount = collections.Counter(n["meta"]["country"] for n in notes)
    nspans = sum(tcount.values())
    mean = sum(len(n["text"]) for n in notes) / max(1, len(notes))
    lower = sum(1 for n in notes if n["meta"]["lowercase"])
    print("notes: %d   spans: %d   mean length: %.0f chars   lower-case notes: %d (%.1f%%)" % (
        len(notes), nspans, mean, lower, 100.0 * lower / max(1, len(notes))))
    print("genres:")
    for g in sorted(gcount):
        print("  %-36s %d" % (g, gcount[g]))
    print("countries: " + ", ".join("%s %d" % (k, ccount[k]) for k in sorted(ccount)))
    print("labels: " + ", ".join("%s %d" % (k, lcount[k]) for k in sorted(lcount)))
    print("types:")
    for t in TYPES:
        print("  %-15s %d" % (t, tcount[t]))
    need_notes = 600 if mean < 1200 else 330
    if len(notes) < need_notes:
        errs.append("only %d notes (need %d)" % (len(notes), need_notes))
    if nspans < 8000:
        errs.append("only %d spans" % nspans)
    for t in TYPES:
        if tcount[t] < 15:
            errs.append("type %s only %d times" % (t, tcount[t]))
    big = [g for g in gcount if gcount[g] >= 30]
    if len(big) < 10:
        errs.append("only %d genres with >= 30 notes" % len(big))
    share = lower / max(1, len(notes))
    if not (0.13 <= share <= 0.21):
        errs.append("lower-case share %.3f not about 1/6" % share)
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py") and os.path.getsize(os.path.join(HERE, fn)) >= 30 * 1024:
            errs.append("module %s is 30 KB or more" % fn)
    if os.path.exists(README):
        rl = open(README, encoding="utf-8").read().split("\n")
        if rl[0] != README_L1 or rl[1] != README_L2:
            errs.append("README header lines differ")
        if "Conventions chosen where the guideline leaves room:" not in rl:
            errs.append("README lacks the conventions line")
    else:
        errs.append("README.md missing")
    if "--rebuild" in argv:
        i = argv.index("--rebuild")
        d = argv[i + 1] if i + 1 < len(argv) and not argv[i + 1].startswith("--") else "/tmp/dev403_tmp"
        rebuild(d, errs)
    print("hard negatives outside spans: %d (%s)" % (sum(hn.values()), ", ".join(
        "%s %d" % (g, hn[g]) for g in sorted(hn))))
    print("hard-negative word-names left unannotated as ordinary words: %d" % len(info))
    for w in warn[:40]:
        print("WARN " + w)
    if len(warn) > 40:
        print("WARN ... %d more" % (len(warn) - 40))
    for e in errs[:60]:
        print("ERROR " + e)
    if len(errs) > 60:
        print("ERROR ... %d more" % (len(errs) - 60))
    if warn:
        errs.append("%d unannotated repeats" % len(warn))
    print("OK" if not errs else "FAIL")
    return 0 if not errs else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
