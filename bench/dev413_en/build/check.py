"""Validates bench/dev413_en and rebuilds it twice to prove determinism.

Usage: python3 build/check.py [--rebuild DIR]   (DIR defaults to /tmp/dev413_tmp)
Prints counts and ends with a line OK or FAIL.
"""
import sys

sys.dont_write_bytecode = True

import json  # noqa: E402
import os  # noqa: E402
import re  # noqa: E402
import shutil  # noqa: E402
import subprocess  # noqa: E402
from collections import Counter  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import readme  # noqa: E402
from doc import LABELS  # noqa: E402

GENRES = {"spinal_clinic_letter", "mri_spine_report", "operative_note", "cauda_equina_referral",
          "spinal_mdt_outcome", "physio_triage_note", "consent_discussion", "ward_round_note",
          "discharge_summary", "telephone_review", "implant_record", "funding_preauth_request",
          "nerve_root_injection_note"}
COUNTRIES = {"UK", "US", "CA", "AU", "NZ", "IE"}
LINE1 = "# dev413_en: independent English clinical PHI evaluation set"
LINE2 = "> **Status:** written for a decision; not yet scored. Never trained on."
DOMAINS = ("example.com", "example.org", "example.net")
MONTHS = "January|February|March|April|June|July|August|September|October|November|December"
YEAR_OK = ["nice", "act ", "act)", " v ", "girft", "bass", "who ", "acr ", "leaflet", "code of rights", "rev.",
           "whitaker", "hughes", "updated", "guidance", "standards", "guidelines", "appropriateness",
           "(v4", "ng59", "ng89", "policy", "explained (", "2015)", "lanarkshire"]

errors = []


def err(msg):
    if len(errors) < 60:
        print("ERROR:", msg)
    errors.append(msg)


def private_ip(s):
    try:
        p = [int(x) for x in s.split(".")]
    except ValueError:
        return False
    if len(p) != 4 or any(x < 0 or x > 255 for x in p):
        return False
    return p[0] == 10 or (p[0] == 172 and 16 <= p[1] <= 31) or (p[0] == 192 and p[1] == 168)


def url_ok(u):
    host = re.sub(r"^[a-z]+://", "", u.lower()).split("/")[0].split("?")[0]
    return any(host == d or host.endswith("." + d) for d in DOMAINS)


def check_span(nid, text, s):
    st, en, typ, val = s["start"], s["end"], s["type"], s["text"]
    if text[st:en] != val:
        err("%s: offsets do not match text %r" % (nid, val))
        return
    if LABELS.get(typ) != s["label"]:
        err("%s: bad label/type %s/%s" % (nid, s["label"], typ))
    if val != val.strip() or not val:
        err("%s: whitespace at span edge %r" % (nid, val))
    if val[0] in ",.;:!?\"')" or val[-1] in ",;:!?\"'(":
        err("%s: punctuation at span edge %r" % (nid, val))
    if val.endswith(".") and not (typ in ("PATIENT", "DOCTOR", "FAMILY") and re.search(r"(^|[\s.])[A-Za-z]\.$", val)):
        err("%s: trailing full stop %r" % (nid, val))
    if st > 0 and text[st - 1].isalnum():
        err("%s: span starts inside a word %r" % (nid, val))
    if en < len(text) and text[en].isalnum() and typ != "AGE":
        err("%s: span ends inside a word %r" % (nid, val))
    if typ in ("PHONE", "FAX") and "555" not in val:
        err("%s: contact number without 555 %r" % (nid, val))
    if typ == "EMAIL" and not re.fullmatch(r"[a-z0-9._%+-]+@(example\.(com|org|net))", val.lower()):
        err("%s: e-mail outside example domains %r" % (nid, val))
    if typ == "URL" and not url_ok(val):
        err("%s: URL outside example domains %r" % (nid, val))
    if typ == "IPADDR" and not private_ip(val):
        err("%s: IP not private %r" % (nid, val))
    if typ == "SSN" and not (val.startswith("9") or val.startswith("000")):
        err("%s: SSN-like number not starting with 9/000 %r" % (nid, val))


def leaks(nid, text, spans, lower):
    mask = bytearray(len(text))
    for s in spans:
        for i in range(s["start"], s["end"]):
            mask[i] = 1

    def outside(m):
        return not any(mask[m.start():m.end()])
    pats = [("email", r"[\w.+-]+@[\w-]+\.[\w.]+"), ("ip", r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b"),
            ("555", r"\d*555\d{3,}|\d{3,}555\d*|555[- ]\d{2,}|\d[- ]555\b"), ("date", r"\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b"), ("iso", r"\b\d{4}-\d{2}-\d{2}\b"),
            ("weekday", r"\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b"),
            ("url", r"(https?://|www\.)\S+")]
    if not lower:
        pats.append(("month", r"\b(%s)\b" % MONTHS))
    for name, p in pats:
        for m in re.finditer(p, text):
            if outside(m):
                err("%s: unannotated %s-like text %r" % (nid, name, m.group(0)))
    for m in re.finditer(r"\b(19[3-9]\d|20[0-3]\d)\b(?!-\d)", text):
        if outside(m):
            win = text[max(0, m.start() - 80):m.start() + 6].lower()
            if not any(tok in win for tok in YEAR_OK):
                err("%s: unannotated year %r in %r" % (nid, m.group(0), win))
    # every other occurrence of a multi-word or digit-bearing PHI value must be annotated too
    single = 0
    vals = sorted({s["text"] for s in spans})
    for v in vals:
        if len(v) < 3 or re.fullmatch(r"\d{4}", v):
            continue  # bare years are covered by the year check above
        for m in re.finditer(r"(?<![A-Za-z0-9])" + re.escape(v) + r"(?![A-Za-z0-9])", text):
            if not any(mask[m.start():m.end()]):
                if " " in v or any(ch.isdigit() for ch in v):
                    err("%s: PHI value %r also occurs unannotated" % (nid, v))
                else:
                    single += 1
    return single


def validate(path):
    notes = []
    with open(path, encoding="utf-8") as fh:
        for i, line in enumerate(fh):
            n = json.loads(line)
            notes.append(n)
            nid = "dev413-%04d" % (i + 1)
            if set(n) != {"id", "text", "spans", "meta"} or n["id"] != nid:
                err("%s: bad keys or id %r" % (nid, n.get("id")))
                continue
            m = n["meta"]
            if set(m) != {"source", "genre", "lowercase", "country"} or m["source"] != "dev413-en" \
                    or m["genre"] not in GENRES or m["country"] not in COUNTRIES or not isinstance(m["lowercase"], bool):
                err("%s: bad meta %r" % (nid, m))
            t = n["text"]
            if m["lowercase"] != (t == t.lower()):
                err("%s: lowercase flag does not match text" % nid)
            prev = -1
            for s in n["spans"]:
                if set(s) != {"start", "end", "label", "type", "text"}:
                    err("%s: bad span keys" % nid)
                    continue
                if not (isinstance(s["start"], int) and isinstance(s["end"], int) and 0 <= s["start"] < s["end"] <= len(t)):
                    err("%s: bad offsets" % nid)
                    continue
                if s["start"] < prev:
                    err("%s: spans unsorted or overlapping at %d" % (nid, s["start"]))
                prev = s["end"]
                check_span(nid, t, s)
    return notes


def main(argv):
    rebuild_dir = "/tmp/dev413_tmp"
    if "--rebuild" in argv:
        i = argv.index("--rebuild")
        if i + 1 < len(argv) and not argv[i + 1].startswith("--"):
            rebuild_dir = argv[i + 1]
    path = os.path.join(ROOT, "notes.jsonl")
    notes = validate(path)
    single = 0
    for n in notes:
        single += leaks(n["id"], n["text"], n["spans"], n["meta"]["lowercase"])
    N = len(notes)
    spans = [s for n in notes for s in n["spans"]]
    mean_len = sum(len(n["text"]) for n in notes) / max(1, N)
    low = sum(1 for n in notes if n["meta"]["lowercase"])
    gc = Counter(n["meta"]["genre"] for n in notes)
    cc = Counter(n["meta"]["country"] for n in notes)
    lc = Counter(s["label"] for s in spans)
    tc = Counter(s["type"] for s in spans)
    hn = readme.hardneg_count(notes)
    print("notes %d, spans %d, mean length %.0f chars, lower-case %d (%.1f%%)" % (N, len(spans), mean_len, low, 100.0 * low / max(1, N)))
    print("genres: " + ", ".join("%s %d" % (g, gc[g]) for g in sorted(gc)))
    print("countries: " + ", ".join("%s %d" % (c, cc[c]) for c in sorted(cc)))
    print("labels: " + ", ".join("%s %d" % (x, lc[x]) for x in sorted(lc)))
    print("types: " + ", ".join("%s %d" % (x, tc[x]) for x in sorted(tc)))
    print("hard-negative term occurrences outside spans: %d; single-word PHI look-alikes left unannotated: %d" % (hn, single))
    if N < 330 or (mean_len < 1200 and N < 600):
        err("too few notes")
    if len(spans) < 8000:
        err("too few spans")
    for t in sorted(LABELS):
        if tc[t] < 15:
            err("type %s has only %d spans" % (t, tc[t]))
    if sum(1 for g in gc if gc[g] >= 30) < 10:
        err("fewer than 10 genres with 30 notes")
    if not (0.12 <= low / max(1, N) <= 0.22):
        err("lower-case share off one in six")
    if hn < 300:
        err("too few hard negatives")
    # README
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as fh:
        rl = fh.read().split("\n")
    if rl[0] != LINE1 or rl[1] != LINE2:
        err("README header lines wrong")
    if "Conventions chosen where the guideline leaves room:" not in rl:
        err("README lacks the conventions line")
    else:
        after = rl[rl.index("Conventions chosen where the guideline leaves room:") + 1:]
        if sum(1 for x in after if x.startswith("- ")) < 5:
            err("README has too few convention bullets")
    # module sizes
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py") and os.path.getsize(os.path.join(HERE, fn)) >= 30 * 1024:
            err("module %s is 30 KB or more" % fn)
    # rebuild twice
    created = not os.path.exists(rebuild_dir)
    with open(path, "rb") as fh:
        ref = fh.read()
    with open(os.path.join(ROOT, "README.md"), "rb") as fh:
        ref_md = fh.read()
    try:
        for seed in ("1", "2"):
            out = os.path.join(rebuild_dir, "hashseed%s" % seed)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
            r = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out-dir", out], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            if r.returncode != 0:
                err("rebuild failed: " + r.stderr[-500:])
                continue
            with open(os.path.join(out, "notes.jsonl"), "rb") as fh:
                same = fh.read() == ref
            with open(os.path.join(out, "README.md"), "rb") as fh:
                same_md = fh.read() == ref_md
            print("rebuild PYTHONHASHSEED=%s: notes.jsonl %s, README.md %s" % (
                seed, "identical" if same else "DIFFERENT", "identical" if same_md else "DIFFERENT"))
            if not same or not same_md:
                err("rebuild with PYTHONHASHSEED=%s differs" % seed)
            shutil.rmtree(out)
    finally:
        if created and os.path.exists(rebuild_dir):
            shutil.rmtree(rebuild_dir)
    print("errors: %d" % len(errors))
    print("OK" if not errors else "FAIL")
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
