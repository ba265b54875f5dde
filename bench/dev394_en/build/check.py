"""Validate bench/dev394_en (notes.jsonl, README.md, build/) and optionally rebuild.

    python3 check.py [--rebuild [DIR]]     (DIR defaults to /tmp/dev394_tmp)

Prints counts and ends with a line OK or FAIL.
"""
import argparse
import collections
import ipaddress
import json
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")
README = os.path.join(ROOT, "README.md")
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)
from doc import LABEL, TYPES  # noqa: E402

GENRES = ["id_clinic_letter", "ed_returning_traveller_fever", "malaria_film_lab_report", "id_ward_round", "opat_review",
          "telephone_results_log", "public_health_notification", "microbiology_consult", "discharge_summary",
          "pretravel_consultation", "rabies_pep_record", "migrant_health_screening", "tropical_mdt_minutes"]
COUNTRIES = {"UK", "US", "CA", "AU", "NZ", "IE"}
README_L1 = "# dev394_en: independent English clinical PHI evaluation set"
README_L2 = "> **Status:** written for a decision; not yet scored. Never trained on."
CONV = "Conventions chosen where the guideline leaves room:"
EDGE_LEAD = set(" \t\n,;:.()[]{}\"'")
EDGE_TAIL = set(" \t\n,;:()[]{}\"'")
# ordinary words / place-like words that are also names in the pools: a bare lower-case or
# sentence-initial occurrence of these is a hard negative, not a missed span
ORDINARY = set("""day long young strong rich moss reed fields marsh hill lane black banks church booth frost winter knight
bishop sharp waters rivers brook swift stone hardy gray bond cross green white brown wood bell ford price fox cook baker
mason hunter hope faith joy rose may june april summer dawn ivy ruby amber violet grace will mark bill frank grant chase
drew glen dale clay miles dean gene penny holly heather robin crystal sandy sunny pearl blessing precious favour paris
florence georgia sydney jordan chad dallas austin rocky london reading bath wells mobile normal orange victoria sale
nelson hastings derby hamilton surrey hope carter fletcher parsons walker hall johnson wilson murphy baker bell
parkinson graves turner addison hunter fleming lister ross manson nightingale seacole jenner cavell christmas glasgow
bristol manchester""".split())
PHONE_LIKE = re.compile(r"\+?\(?\d[\d ().-]{5,}\d")


def err(errs, msg):
    errs.append(msg)


def check_readme(errs):
    if not os.path.exists(README):
        err(errs, "README.md missing")
        return
    lines = open(README, encoding="utf-8").read().split("\n")
    if lines[0] != README_L1:
        err(errs, "README line 1 wrong")
    if len(lines) < 2 or lines[1] != README_L2:
        err(errs, "README line 2 wrong")
    if CONV not in lines:
        err(errs, "README lacks conventions line")
    else:
        i = lines.index(CONV)
        bullets = [ln for ln in lines[i + 1:] if ln.startswith("- ")]
        if len(bullets) < 5:
            err(errs, "README: too few convention bullets")


def check_modules(errs):
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py") and os.path.getsize(os.path.join(HERE, fn)) >= 30 * 1024:
            err(errs, "module too large: " + fn)


def private_ip(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return False
    return any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))


def check_contact(sp, errs, nid):
    t, ty = sp["text"], sp["type"]
    if ty in ("PHONE", "FAX") and "555" not in t:
        err(errs, "%s: %s without 555: %r" % (nid, ty, t))
    if ty == "EMAIL" and not re.fullmatch(r"[^@\s]+@([a-z0-9-]+\.)*example\.(com|org|net)", t.lower()):
        err(errs, "%s: bad e-mail %r" % (nid, t))
    if ty == "URL":
        m = re.match(r"^(?:https?://)?([^/?#]+)", t.lower())
        if not m or not re.fullmatch(r"([a-z0-9-]+\.)*example\.(com|org|net)", m.group(1)):
            err(errs, "%s: bad URL %r" % (nid, t))
    if ty == "IPADDR" and not private_ip(t):
        err(errs, "%s: non-private IP %r" % (nid, t))
    if ty == "SSN" and not (t.startswith("9") or t.startswith("000")):
        err(errs, "%s: SSN-like value must start with 9 or 000: %r" % (nid, t))


def covered(spans, a, b):
    return any(s["start"] <= a and b <= s["end"] for s in spans)


def check_note(n, idx, errs, warn):
    nid = n.get("id")
    if set(n) != {"id", "text", "spans", "meta"}:
        err(errs, "%s: bad keys %s" % (nid, sorted(n)))
        return
    if nid != "dev394-%04d" % (idx + 1):
        err(errs, "bad id %r at line %d" % (nid, idx + 1))
    text, spans, meta = n["text"], n["spans"], n["meta"]
    if set(meta) != {"source", "genre", "lowercase", "country"}:
        err(errs, "%s: bad meta keys" % nid)
        return
    if meta["source"] != "dev394-en" or meta["genre"] not in GENRES or meta["country"] not in COUNTRIES:
        err(errs, "%s: bad meta values %r" % (nid, meta))
    if not isinstance(meta["lowercase"], bool):
        err(errs, "%s: lowercase not bool" % nid)
    if meta["lowercase"] != (text == text.lower()):
        err(errs, "%s: lowercase flag does not match text" % nid)
    prev_end, prev_start = 0, -1
    for sp in spans:
        if set(sp) != {"start", "end", "label", "type", "text"}:
            err(errs, "%s: bad span keys" % nid)
            continue
        a, b, ty = sp["start"], sp["end"], sp["type"]
        if ty not in LABEL or LABEL[ty] != sp["label"]:
            err(errs, "%s: bad label/type %s/%s" % (nid, sp["label"], ty))
        if not (0 <= a < b <= len(text)):
            err(errs, "%s: offsets out of range" % nid)
            continue
        if text[a:b] != sp["text"]:
            err(errs, "%s: text mismatch at %d" % (nid, a))
        if a < prev_start:
            err(errs, "%s: spans not sorted" % nid)
        if a < prev_end:
            err(errs, "%s: overlapping spans at %d" % (nid, a))
        prev_end, prev_start = b, a
        t = sp["text"]
        lead_ok = t[0] == "(" and ")" in t[1:]
        tail_ok = t[-1] == ")" and "(" in t[:-1]
        if (t[0] in EDGE_LEAD and not lead_ok) or (t[-1] in EDGE_TAIL and not tail_ok):
            err(errs, "%s: span edge whitespace/punctuation %r" % (nid, t))
        if t.endswith(".") and not re.search(r"(?:^|[\s.])[A-Za-z]\.$", t):
            err(errs, "%s: span ends with full stop %r" % (nid, t))
        check_contact(sp, errs, nid)
    # leaks: contact-looking strings outside spans
    for m in re.finditer(r"@|https?://|www\.|example\.(?:com|org|net)", text):
        if not covered(spans, m.start(), m.end()):
            err(errs, "%s: unannotated contact-like text at %d: %r" % (nid, m.start(), text[m.start() - 10:m.end() + 10]))
    for m in PHONE_LIKE.finditer(text):
        if "555" in m.group(0) and not any(s["start"] < m.end() and m.start() < s["end"] for s in spans):
            err(errs, "%s: unannotated 555 number %r" % (nid, m.group(0)))
    # every occurrence of an annotated name / place / identifier string should be annotated
    low = meta["lowercase"]
    seen = set()
    for sp in spans:
        t = sp["text"]
        if sp["type"] in ("DATE", "AGE", "LOCATION_OTHER", "PROFESSION") or len(t) < 4 or t in seen:
            continue
        seen.add(t)
        if t.lower() in ORDINARY:
            continue
        pat = re.compile(r"(?<![\w])" + re.escape(t) + r"(?![\w])", re.I if low else 0)
        for m in pat.finditer(text):
            if not covered(spans, m.start(), m.end()):
                warn.append("%s: unannotated repeat of %s %r at %d" % (nid, sp["type"], t, m.start()))


def rebuild(dirpath, errs):
    created = not os.path.exists(dirpath)
    os.makedirs(dirpath, exist_ok=True)
    want = open(NOTES, "rb").read()
    try:
        for seed in ("1", "2"):
            out = os.path.join(dirpath, "rebuild_%s.jsonl" % seed)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
            subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                           stdout=subprocess.DEVNULL)
            same = open(out, "rb").read() == want
            print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
            if not same:
                err(errs, "rebuild with PYTHONHASHSEED=%s differs" % seed)
            os.remove(out)
    finally:
        if created:
            shutil.rmtree(dirpath, ignore_errors=True)


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--rebuild", nargs="?", const="/tmp/dev394_tmp", default=None, metavar="DIR")
    args = ap.parse_args(argv)
    errs, warn = [], []
    check_readme(errs)
    check_modules(errs)
    notes = []
    with open(NOTES, encoding="utf-8") as fh:
        for i, line in enumerate(fh):
            try:
                notes.append(json.loads(line))
            except ValueError:
                err(errs, "line %d not JSON" % (i + 1))
    for i, n in enumerate(notes):
        check_note(n, i, errs, warn)
    n_notes = len(notes)
    spans = [s for n in notes for s in n["spans"]]
    mean_len = sum(len(n["text"]) for n in notes) / max(1, n_notes)
    by_type = collections.Counter(s["type"] for s in spans)
    by_label = collections.Counter(s["label"] for s in spans)
    by_genre = collections.Counter(n["meta"]["genre"] for n in notes)
    by_country = collections.Counter(n["meta"]["country"] for n in notes)
    n_lower = sum(1 for n in notes if n["meta"]["lowercase"])
    print("notes: %d   spans: %d   mean length: %.0f chars   lower-case notes: %d (%.1f%%)" % (
        n_notes, len(spans), mean_len, n_lower, 100.0 * n_lower / max(1, n_notes)))
    print("genres:", ", ".join("%s %d" % (g, by_genre[g]) for g in sorted(by_genre)))
    print("countries:", ", ".join("%s %d" % (c, by_country[c]) for c in sorted(by_country)))
    print("labels:", ", ".join("%s %d" % (k, by_label[k]) for k in sorted(by_label)))
    print("types:", ", ".join("%s %d" % (k, by_type[k]) for k in TYPES))
    need = 600 if mean_len < 1200 else 330
    if n_notes < need:
        err(errs, "too few notes: %d < %d" % (n_notes, need))
    if len(spans) < 8000:
        err(errs, "too few spans: %d" % len(spans))
    for t in TYPES:
        if by_type[t] < 15:
            err(errs, "type %s only %d times" % (t, by_type[t]))
    if sum(1 for g in by_genre if by_genre[g] >= 30) < 10:
        err(errs, "fewer than 10 genres with 30+ notes")
    share = n_lower / max(1, n_notes)
    if not 0.12 <= share <= 0.22:
        err(errs, "lower-case share %.3f not about 1/6" % share)
    for w in warn[:40]:
        print("WARN", w)
    if warn:
        err(errs, "%d unannotated repeats of annotated strings" % len(warn))
    if args.rebuild:
        rebuild(args.rebuild, errs)
    for e in errs[:60]:
        print("ERROR", e)
    print("FAIL" if errs else "OK")
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main())
