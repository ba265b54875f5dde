"""Validate bench/dev409_en (notes.jsonl, README.md, build/) and optionally rebuild.

Usage: python3 build/check.py [--rebuild [DIR]]   (DIR defaults to /tmp/dev409_tmp)

Prints counts and ends with a line OK or FAIL.
"""
import sys

sys.dont_write_bytecode = True

import argparse  # noqa: E402
import collections  # noqa: E402
import ipaddress  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import re  # noqa: E402
import shutil  # noqa: E402
import subprocess  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")
README = os.path.join(ROOT, "README.md")

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
COUNTRIES = {"UK", "US", "AU", "CA", "IE", "NZ"}
DOMAINS = ("example.com", "example.org", "example.net")
LEAD_BAD = set(" \t\n,;:!?\"'.)]}-/")
TRAIL_BAD = set(" \t\n,;:!?\"'([{-/")
# hard negatives: an uncovered copy of a PHI string is allowed inside these phrases
EXEMPT = ["Hamilton Depression", "Montreal Cognitive", "Nelson knife", "Best interests", "best interests",
          "Long-term", "Short-term", "Boston Naming", "Oxford Cognitive", "Sheffield Screening",
          "Nottingham Extended", "Mayo-Portland", "Victoria Day", "Brixton", "Frenchay", "Westmead",
          "Rivermead", "Addenbrooke", "Northwick Park", "Rookwood", "Mount Wilga", "Epworth", "Bristol stool",
          "Short sentences", "Ashworth Scale", "Ashworth elbow", "Hamilton Depression",
          "Fisher grade", "Bells cancellation", "Wheelchair Services", "Southern Cross"]

errors = []


def err(msg):
    if len(errors) < 60:
        print("ERROR:", msg)
    errors.append(msg)


def covered(spans, s, e):
    for sp in spans:
        if sp["start"] <= s and e <= sp["end"]:
            return True
    return False


def exempt(text, s, e):
    for ph in EXEMPT:
        lo = max(0, s - len(ph))
        i = text.find(ph, lo, e + len(ph))
        while i != -1 and i <= e:
            if i <= s and e <= i + len(ph):
                return True
            i = text.find(ph, i + 1, e + len(ph))
    return False


def check_span_shape(nid, text, sp):
    t = sp["text"]
    if t != t.strip():
        err("%s: whitespace at edge %r" % (nid, t))
    if "\n" in t:
        err("%s: newline inside span %r" % (nid, t))
    if t[0] in LEAD_BAD and not (t[0] == "(" and ")" in t):
        err("%s: bad leading char %r" % (nid, t))
    if t[-1] in TRAIL_BAD:
        err("%s: bad trailing char %r" % (nid, t))
    if t[-1] == ")" and "(" not in t:
        err("%s: unbalanced ) %r" % (nid, t))
    if t[-1] == "." and "." not in t[:-1] and not re.search(r"(^|[ .])[A-Za-z]\.$", t):
        err("%s: trailing full stop %r" % (nid, t))
    if t[0] == "(" and ")" not in t:
        err("%s: unbalanced ( %r" % (nid, t))
    typ = sp["type"]
    low = t.lower()
    if typ in ("PHONE", "FAX") and "555" not in t:
        err("%s: phone without 555 %r" % (nid, t))
    if typ == "EMAIL" and not re.fullmatch(r"[a-z0-9._%+-]+@example\.(com|org|net)", low):
        err("%s: bad email %r" % (nid, t))
    if typ == "URL":
        host = re.sub(r"^https?://", "", low).split("/")[0]
        if not any(host == d or host.endswith("." + d) for d in DOMAINS):
            err("%s: bad url host %r" % (nid, t))
    if typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(t)
            nets = [ipaddress.ip_network(x) for x in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
            if not any(ip in n for n in nets):
                err("%s: public IP %r" % (nid, t))
        except ValueError:
            err("%s: bad IP %r" % (nid, t))
    if typ == "SSN":
        dg = re.sub(r"\D", "", t)
        if not (dg.startswith("9") or dg.startswith("000")):
            err("%s: SSN not starting 9/000 %r" % (nid, t))


def check_leaks(nid, text, spans, lowercase):
    for pat, what in ((r"@", "at-sign"), (r"example\.(com|org|net)", "example domain"), (r"https?://|www\.", "url"),
                      (r"555", "555 number"), (r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b", "ip")):
        for m in re.finditer(pat, text):
            if not covered(spans, m.start(), m.end()):
                err("%s: uncovered %s at %d: %r" % (nid, what, m.start(), text[max(0, m.start() - 20):m.end() + 20]))
    # every other copy of an annotated string must be annotated too
    seen = set()
    for sp in spans:
        typ = sp["type"]
        if typ in ("AGE", "DATE", "LOCATION_OTHER"):
            continue
        cands = [sp["text"]]
        if typ in ("PATIENT", "FAMILY", "DOCTOR"):
            cands += [w for w in re.split(r"[ ,]+", sp["text"]) if len(w) >= 4]
        for cand in cands:
            if len(cand) < 4 or cand in seen:
                continue
            if lowercase and not re.search(r"\d", cand):
                continue
            seen.add(cand)
            for m in re.finditer(r"(?<![A-Za-z0-9])" + re.escape(cand) + r"(?![A-Za-z0-9])", text):
                if not covered(spans, m.start(), m.end()) and not exempt(text, m.start(), m.end()):
                    err("%s: unannotated copy of %s %r at %d: %r" % (nid, typ, cand, m.start(),
                                                                   text[max(0, m.start() - 25):m.end() + 25]))


def check_notes(path):
    notes = []
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except ValueError:
                err("line %d: not JSON" % i)
    for k, n in enumerate(notes, 1):
        nid = n.get("id")
        if set(n) != {"id", "text", "spans", "meta"}:
            err("%s: keys %r" % (nid, sorted(n)))
            continue
        if nid != "dev409-%04d" % k:
            err("bad id %r at %d" % (nid, k))
        m = n["meta"]
        if set(m) != {"source", "genre", "lowercase", "country"} or m["source"] != "dev409-en":
            err("%s: meta %r" % (nid, m))
        if m.get("country") not in COUNTRIES:
            err("%s: country %r" % (nid, m.get("country")))
        text = n["text"]
        if not isinstance(m.get("lowercase"), bool):
            err("%s: lowercase flag" % nid)
        elif m["lowercase"] and text != text.lower():
            err("%s: flagged lower case but has capitals" % nid)
        elif not m["lowercase"] and text == text.lower():
            err("%s: all lower case but not flagged" % nid)
        prev = -1
        for sp in n["spans"]:
            if set(sp) != {"start", "end", "label", "type", "text"}:
                err("%s: span keys %r" % (nid, sorted(sp)))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != sp["text"]:
                err("%s: text mismatch %r vs %r" % (nid, text[s:e], sp["text"]))
            if sp["type"] not in LABEL or LABEL[sp["type"]] != sp["label"]:
                err("%s: label/type %r/%r" % (nid, sp["label"], sp["type"]))
            if s < prev:
                err("%s: unsorted or overlapping span at %d" % (nid, s))
            prev = e
            check_span_shape(nid, text, sp)
        check_leaks(nid, text, n["spans"], m.get("lowercase"))
    return notes


def check_files():
    for name in sorted(os.listdir(HERE)):
        p = os.path.join(HERE, name)
        if os.path.isfile(p) and os.path.getsize(p) >= 30000:
            err("module too large: %s (%d bytes)" % (name, os.path.getsize(p)))
    for x in ("make.py", "check.py"):
        if not os.path.isfile(os.path.join(HERE, x)):
            err("missing build/" + x)
    try:
        lines = open(README, encoding="utf-8").read().split("\n")
    except OSError:
        err("README.md missing")
        return
    if lines[0] != "# dev409_en: independent English clinical PHI evaluation set":
        err("README line 1")
    if len(lines) < 2 or lines[1] != "> **Status:** written for a decision; not yet scored. Never trained on.":
        err("README line 2")
    if "Conventions chosen where the guideline leaves room:" not in lines:
        err("README conventions line missing")
    else:
        i = lines.index("Conventions chosen where the guideline leaves room:")
        bullets = [x for x in lines[i + 1:] if x.startswith("- ")]
        if len(bullets) < 5:
            err("README: too few convention bullets")


def stats(notes):
    tc = collections.Counter(sp["type"] for n in notes for sp in n["spans"])
    lc = collections.Counter(sp["label"] for n in notes for sp in n["spans"])
    gc = collections.Counter(n["meta"]["genre"] for n in notes)
    cc = collections.Counter(n["meta"]["country"] for n in notes)
    nsp = sum(tc.values())
    mean = sum(len(n["text"]) for n in notes) / max(1, len(notes))
    low = sum(1 for n in notes if n["meta"]["lowercase"])
    print("notes: %d  spans: %d  mean length: %.0f chars  lower-case notes: %d (%.1f%%)" %
          (len(notes), nsp, mean, low, 100.0 * low / max(1, len(notes))))
    print("genres:")
    for g in sorted(gc):
        print("  %-42s %d" % (g, gc[g]))
    print("countries: " + ", ".join("%s %d" % (k, cc[k]) for k in sorted(cc)))
    print("labels: " + ", ".join("%s %d" % (k, lc[k]) for k in sorted(lc)))
    print("types:")
    for t in sorted(LABEL):
        print("  %-15s %d" % (t, tc.get(t, 0)))
    need = 600 if mean < 1200 else 330
    if len(notes) < need:
        err("too few notes (%d < %d)" % (len(notes), need))
    if nsp < 8000:
        err("too few spans (%d)" % nsp)
    for t in sorted(LABEL):
        if tc.get(t, 0) < 15:
            err("type %s only %d times" % (t, tc.get(t, 0)))
    big = [g for g in sorted(gc) if gc[g] >= 30]
    if len(big) < 10:
        err("only %d genres with >= 30 notes" % len(big))
    share = low / max(1, len(notes))
    if not 0.12 <= share <= 0.22:
        err("lower-case share %.3f not about one in six" % share)


def rebuild(d):
    created = not os.path.exists(d)
    os.makedirs(d, exist_ok=True)
    ref = open(NOTES, "rb").read()
    outs = []
    try:
        for seed in ("1", "2"):
            out = os.path.join(d, "notes_hashseed%s.jsonl" % seed)
            outs.append(out)
            env = dict(os.environ)
            env["PYTHONHASHSEED"] = seed
            env["PYTHONDONTWRITEBYTECODE"] = "1"
            r = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], env=env,
                               capture_output=True, text=True)
            if r.returncode != 0:
                err("rebuild with PYTHONHASHSEED=%s failed: %s" % (seed, r.stderr[-500:]))
                continue
            same = open(out, "rb").read() == ref
            print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
            if not same:
                err("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
    finally:
        if created:
            shutil.rmtree(d, ignore_errors=True)
        else:
            for o in outs:
                if os.path.exists(o):
                    os.remove(o)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rebuild", nargs="?", const="/tmp/dev409_tmp", default=None, metavar="DIR")
    ap.add_argument("--notes", default=NOTES)
    a = ap.parse_args()
    notes = check_notes(a.notes)
    stats(notes)
    check_files()
    if a.rebuild:
        rebuild(a.rebuild)
    if errors:
        print("%d problem(s)" % len(errors))
        print("FAIL")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
