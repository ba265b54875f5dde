"""Validate bench/dev418_en (notes.jsonl, README.md, build modules).

usage: python3 build/check.py [--rebuild DIR] [--stats]
The last line printed starts with OK or FAIL.
"""
import sys

sys.dont_write_bytecode = True

import collections
import ipaddress
import json
import os
import re
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")
README = os.path.join(ROOT, "README.md")

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
COUNTRIES = {"US", "UK", "CA", "AU", "IE", "NZ"}
DOMAINS = {"example.com", "example.org", "example.net"}
README_L1 = "# dev418_en: independent English clinical PHI evaluation set"
README_L2 = "> **Status:** written for a decision; not yet scored. Never trained on."
CONV_LINE = "Conventions chosen where the guideline leaves room:"
# single-token values that are also ordinary words; in lower-case notes their
# unannotated occurrences as words are expected and only counted, not failed
COMMON = {"will", "may", "june", "april", "hope", "grace", "joy", "faith", "rose", "ivy", "hazel",
          "amber", "holly", "heather", "robin", "crystal", "pearl", "ruby", "violet", "daisy",
          "autumn", "sky", "honor", "patience", "mercy", "willow", "iris", "summer", "dawn",
          "bill", "mark", "frank", "rich", "rob", "pat", "hunter", "forest", "sonny", "earl",
          "duke", "guy", "chase", "cash", "colt", "reed", "clay", "dale", "glen", "heath",
          "rusty", "wade", "miles", "drew", "green", "hall", "wood", "baker", "hill", "cook",
          "rice", "young", "shepherd", "moss", "page", "lane", "marsh", "field", "frost",
          "stone", "winter", "summers", "love", "king", "little", "short", "fox", "swan", "bird",
          "hart", "strong", "sharp", "church", "bishop", "pope", "knight", "mason", "carter",
          "fisher", "miller", "booth", "wells", "brooks", "waters", "rivers", "lake", "bush",
          "gold", "silver", "salt", "bull", "lamb", "kettle", "reading", "bury", "sale",
          "orange", "mobile", "independence", "jack", "white", "brown", "victoria"}
SCAN_TYPES = {"PATIENT", "DOCTOR", "FAMILY", "USERNAME", "HOSPITAL", "ORGANIZATION", "STREET",
              "CITY", "MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE",
              "BIOID", "IDNUM", "PHONE", "FAX", "EMAIL", "URL", "IPADDR"}


def private_ip(v):
    try:
        ip = ipaddress.IPv4Address(v)
    except ValueError:
        return False
    return any(ip in ipaddress.IPv4Network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))


def url_host(v):
    v = re.sub(r"^https?://", "", v)
    return v.split("/")[0]


def check_notes(notes, errs, warns):
    ids_seen = []
    for ln, nt in enumerate(notes, 1):
        where = "line %d" % ln
        if set(nt) != {"id", "text", "spans", "meta"}:
            errs.append("%s: keys %s" % (where, sorted(nt)))
            continue
        ids_seen.append(nt["id"])
        t = nt["text"]
        m = nt["meta"]
        if set(m) != {"source", "genre", "lowercase", "country"} or m["source"] != "dev418-en" \
                or not isinstance(m["lowercase"], bool) or m["country"] not in COUNTRIES or not m["genre"]:
            errs.append("%s: bad meta %r" % (where, m))
        if m.get("lowercase") and t != t.lower():
            errs.append("%s: lowercase note has upper case" % where)
        prev_end = -1
        covered = [False] * len(t)
        for sp in nt["spans"]:
            if set(sp) != {"start", "end", "label", "type", "text"}:
                errs.append("%s: span keys %s" % (where, sorted(sp)))
                continue
            s, e, ty, lab, v = sp["start"], sp["end"], sp["type"], sp["label"], sp["text"]
            if ty not in LABEL or LABEL[ty] != lab:
                errs.append("%s: bad label/type %s/%s" % (where, lab, ty))
            if not (0 <= s < e <= len(t)) or t[s:e] != v:
                errs.append("%s: offsets/text mismatch %r" % (where, v))
                continue
            if s < prev_end:
                errs.append("%s: overlap or unsorted at %d" % (where, s))
            prev_end = e
            for i in range(s, e):
                covered[i] = True
            if v != v.strip() or "\n" in v:
                errs.append("%s: whitespace in span %r" % (where, v))
            if not (v[0].isalnum() or (ty in ("PHONE", "FAX") and v[0] in "(+")):
                errs.append("%s: span starts with punctuation %r" % (where, v))
            if not v[-1].isalnum():
                ok_init = LABEL[ty] == "NAME" and v[-1] == "." and re.search(r"(^|[\s.])[A-Za-z]\.$", v)
                if not ok_init:
                    errs.append("%s: span ends with punctuation %r" % (where, v))
            if s > 0 and (t[s - 1].isalnum()) and ty not in ("AGE",):
                errs.append("%s: span glued to previous char %r" % (where, t[max(0, s - 5):e]))
            if e < len(t) and t[e].isalnum() and ty not in ("AGE",):
                errs.append("%s: span glued to next char %r" % (where, t[s:e + 5]))
            if ty in ("PHONE", "FAX") and "555" not in v:
                errs.append("%s: phone without 555 %r" % (where, v))
            if ty == "EMAIL":
                mm = re.fullmatch(r"[a-z0-9._%+-]+@([a-z0-9.-]+)", v.lower())
                if not mm or mm.group(1) not in DOMAINS:
                    errs.append("%s: bad email %r" % (where, v))
            if ty == "URL" and url_host(v.lower()) not in DOMAINS:
                errs.append("%s: bad url %r" % (where, v))
            if ty == "IPADDR" and not private_ip(v):
                errs.append("%s: non-private ip %r" % (where, v))
            if ty == "SSN" and not (v.startswith("9") or v.startswith("000")):
                errs.append("%s: SSN not 9/000 %r" % (where, v))
        # contacts must never appear unannotated
        for pat, what in ((r"[\w+-][\w.+-]*@[\w-]+(?:\.[\w-]+)+", "email"), (r"\b\d{1,3}(?:\.\d{1,3}){3}\b", "ip"),
                          (r"example\.(?:com|org|net)", "domain"), (r"555", "555")):
            for mm in re.finditer(pat, t):
                if not all(covered[mm.start():mm.end()]):
                    errs.append("%s: unannotated %s %r" % (where, what, t[max(0, mm.start() - 10):mm.end() + 10]))
        # every occurrence of an annotated value must itself be annotated
        vals = {(sp["type"], sp["text"]) for sp in nt["spans"] if sp["type"] in SCAN_TYPES}
        for sp in nt["spans"]:
            if sp["type"] in ("PATIENT", "DOCTOR", "FAMILY"):
                for tok in re.split(r"[\s,]+", sp["text"]):
                    if len(tok) >= 3 and not tok.endswith("."):
                        vals.add((sp["type"], tok))
        vals = sorted(vals)
        for ty, v in vals:
            if len(v) < 3 or (ty in ("CITY",) and len(v) < 4):
                continue
            for mm in re.finditer(r"(?<![\w@./-])" + re.escape(v) + r"(?![\w@-])", t):
                if all(covered[mm.start():mm.end()]):
                    continue
                if v.lower() in COMMON and m.get("lowercase"):
                    warns.append("%s: common-word value %r unannotated at %d" % (nt["id"], v, mm.start()))
                    continue
                errs.append("%s (%s): unannotated occurrence of %s %r" % (where, nt["id"], ty, v))
    exp = ["dev418-%04d" % i for i in range(1, len(notes) + 1)]
    if ids_seen != exp:
        errs.append("ids not sequential dev418-0001..")


def stats(notes):
    st = {"notes": len(notes), "spans": 0, "chars": 0, "lower": 0,
          "type": collections.Counter(), "label": collections.Counter(),
          "genre": collections.Counter(), "country": collections.Counter()}
    for nt in notes:
        st["spans"] += len(nt["spans"])
        st["chars"] += len(nt["text"])
        st["lower"] += 1 if nt["meta"]["lowercase"] else 0
        st["genre"][nt["meta"]["genre"]] += 1
        st["country"][nt["meta"]["country"]] += 1
        for sp in nt["spans"]:
            st["type"][sp["type"]] += 1
            st["label"][sp["label"]] += 1
    st["mean"] = st["chars"] / max(1, len(notes))
    return st


def check_size(st, errs):
    need = 600 if st["mean"] < 1200 else 330
    if st["notes"] < need:
        errs.append("only %d notes (need %d)" % (st["notes"], need))
    if st["spans"] < 8000:
        errs.append("only %d spans" % st["spans"])
    for ty in sorted(LABEL):
        if st["type"][ty] < 15:
            errs.append("type %s only %d" % (ty, st["type"][ty]))
    big = [g for g in sorted(st["genre"]) if st["genre"][g] >= 30]
    if len(big) < 10:
        errs.append("only %d genres with >=30 notes" % len(big))
    share = st["lower"] / max(1, st["notes"])
    if not 0.13 <= share <= 0.21:
        errs.append("lower-case share %.3f not about 1/6" % share)


def check_modules(errs):
    for fn in sorted(os.listdir(HERE)):
        p = os.path.join(HERE, fn)
        if fn.endswith(".py") and os.path.getsize(p) >= 30 * 1024:
            errs.append("module %s is %d bytes (>= 30 KB)" % (fn, os.path.getsize(p)))
    for need in ("make.py", "check.py"):
        if not os.path.exists(os.path.join(HERE, need)):
            errs.append("missing build/%s" % need)


def check_readme(st, errs):
    if not os.path.exists(README):
        errs.append("README.md missing")
        return
    lines = open(README, encoding="utf-8").read().split("\n")
    if len(lines) < 4 or lines[0] != README_L1 or lines[1] != README_L2:
        errs.append("README first two lines wrong")
    if CONV_LINE not in lines:
        errs.append("README lacks conventions line")
    else:
        i = lines.index(CONV_LINE)
        bullets = [ln for ln in lines[i + 1:] if ln.startswith("- ")]
        if len(bullets) < 5:
            errs.append("README has too few convention bullets")
    body = "\n".join(lines)
    for k, v in [("notes", st["notes"]), ("spans", st["spans"])]:
        if "%d %s" % (v, k) not in body:
            errs.append("README does not state '%d %s'" % (v, k))
    for ty in sorted(st["type"]):
        if "%s %d" % (ty, st["type"][ty]) not in body:
            errs.append("README count for %s (%d) missing" % (ty, st["type"][ty]))
    for lab in sorted(st["label"]):
        if "%s %d" % (lab, st["label"][lab]) not in body:
            errs.append("README count for label %s (%d) missing" % (lab, st["label"][lab]))
    for g in sorted(st["genre"]):
        if "%s %d" % (g, st["genre"][g]) not in body:
            errs.append("README count for genre %s missing" % g)


def rebuild(dest, errs):
    os.makedirs(dest, exist_ok=True)
    ref = open(NOTES, "rb").read()
    for seed in ("1", "2"):
        out = os.path.join(dest, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        r = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out],
                           env=env, capture_output=True, text=True)
        if r.returncode != 0:
            errs.append("rebuild (PYTHONHASHSEED=%s) failed: %s" % (seed, r.stderr[-500:]))
            continue
        if open(out, "rb").read() != ref:
            errs.append("rebuild under PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%s)" % (seed, out))


def main(argv):
    errs, warns = [], []
    notes = []
    with open(NOTES, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as ex:
                errs.append("line %d: bad json %s" % (i, ex))
    check_notes(notes, errs, warns)
    st = stats(notes)
    check_size(st, errs)
    check_modules(errs)
    if "--no-readme" not in argv:
        check_readme(st, errs)
    if "--rebuild" in argv:
        rebuild(argv[argv.index("--rebuild") + 1], errs)
    print("notes %d, spans %d, mean length %.0f chars, lower-case %d (%.1f%%)" % (
        st["notes"], st["spans"], st["mean"], st["lower"], 100.0 * st["lower"] / max(1, st["notes"])))
    if "--stats" in argv:
        print("genres:", ", ".join("%s %d" % (g, st["genre"][g]) for g in sorted(st["genre"])))
        print("countries:", ", ".join("%s %d" % (c, st["country"][c]) for c in sorted(st["country"])))
        print("labels:", ", ".join("%s %d" % (k, st["label"][k]) for k in sorted(st["label"])))
        print("types:", ", ".join("%s %d" % (k, st["type"][k]) for k in sorted(st["type"])))
    print("common-word values left unannotated as ordinary words: %d" % len(warns))
    for w in warns[:5]:
        print("  note:", w)
    for e in errs[:60]:
        print("ERROR:", e)
    if errs:
        print("FAIL: %d problem(s)" % len(errs))
        return 1
    print("OK: %d notes, %d spans, %d types, %d genres; all checks passed" % (
        st["notes"], st["spans"], len(st["type"]), len(st["genre"])))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
