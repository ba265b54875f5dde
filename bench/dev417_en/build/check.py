"""Validate bench/dev417_en/notes.jsonl (and README.md), optionally rebuilding twice
under different hash seeds and requiring byte-identical output.

    python3 build/check.py [--rebuild [DIR]]     (DIR defaults to /tmp/dev417_tmp)

Prints counts and ends with a line OK or FAIL."""
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
sys.path.insert(0, HERE)
from doc import TYPE_LABEL  # noqa: E402

README_L1 = "# dev417_en: independent English clinical PHI evaluation set"
README_L2 = "> **Status:** written for a decision; not yet scored. Never trained on."
CONV_LINE = "Conventions chosen where the guideline leaves room:"

# values that are also ordinary words or appear inside intended hard negatives
# (eponyms, scale and classification names): an uncovered occurrence is allowed
COMMON = set("""rose hope faith joy grace iris ivy dawn summer april june may amber jade ruby
pearl heather holly hazel violet olive skye crystal autumn honey star mark bill will frank
grant miles chase hunter rich sonny rex dale glen cliff rocky clay reed wade jack guy ray bob
art herb dean baker cook bishop mason page fuller black white green brown young long hill lane
wood bell price banks sterling hale little moody bird fox rice small strong sharp cross day
best waters marsh stone swift hardy frost winter knight king gay mayes cannon church street
sale deal ware reading bath wells bury mold diss trim swords normal mobile liberty
independence paradise sunshine bright orange providence columbia victoria elizabeth logan
regina hamilton nelson lincoln jackson madison eureka phoenix buffalo banff bristol glasgow
oxford edmonton surrey halifax angus""".split())
EPONYM_AFTER = re.compile(r"^(?:'s)?\s+(?:stool|Coma|Frail|classification|MEST|score|sign|"
                          r"Clinic|Scale|criteria)", re.I)
COVER_TYPES = {"PATIENT", "DOCTOR", "FAMILY", "USERNAME", "HOSPITAL", "ORGANIZATION", "STREET",
               "CITY", "MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE",
               "BIOID", "IDNUM", "PHONE", "FAX", "EMAIL", "URL", "IPADDR", "COUNTRY"}
ABBR_END = ("Inc.", "Ltd.", "Co.", "Jr.", "Sr.", "St.")
MONTHS = "January February March April June July August September October November December"
WEEKDAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday"
DATE_WORDS = re.compile(r"\b(?:%s)\b" % "|".join((MONTHS + " " + WEEKDAYS).split()), re.I)
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s)]+|\b[a-z0-9-]+\.(?:com|org|net)/[^\s)]*")
IP_RE = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")
ALLOWED_DOMAIN = re.compile(r"(?:^|[.@/])example\.(?:com|org|net)(?:$|/)")


def err(errors, msg):
    if len(errors) < 60:
        print("ERROR:", msg)
    errors.append(msg)


def edge_ok(s):
    if s[0] in ",;:.!?\"'" or s[-1] in ",;:!?\"'":
        return False
    for a, b in ("()", "[]", "{}"):
        if s.count(a) != s.count(b):
            return False
    if s.endswith("."):
        last = s.split()[-1]
        if not (last.lower() in [x.lower() for x in ABBR_END] or
                re.search(r"(?:^|[ .])[A-Za-z]\.$", s)):
            return False
    return True


def covered(spans, a, b):
    return any(sp["start"] <= a and b <= sp["end"] for sp in spans)


def check_note(n, i, errors, stats):
    nid = "dev417-%04d" % (i + 1)
    if list(n.keys()) != ["id", "text", "spans", "meta"]:
        err(errors, "%s: top-level fields %r" % (nid, list(n.keys())))
        return
    if n["id"] != nid:
        err(errors, "id %r should be %s" % (n["id"], nid))
    t, spans, meta = n["text"], n["spans"], n["meta"]
    if sorted(meta.keys()) != ["country", "genre", "lowercase", "source"]:
        err(errors, "%s: meta keys %r" % (nid, sorted(meta.keys())))
    if meta.get("source") != "dev417-en":
        err(errors, "%s: source" % nid)
    if not isinstance(meta.get("lowercase"), bool):
        err(errors, "%s: lowercase not bool" % nid)
    if meta.get("lowercase") and t != t.lower():
        err(errors, "%s: lowercase note has capitals" % nid)
    if not meta.get("lowercase") and t == t.lower():
        err(errors, "%s: note marked mixed case is all lower" % nid)
    prev_end = -1
    prev_start = -1
    for sp in spans:
        if list(sp.keys()) != ["start", "end", "label", "type", "text"]:
            err(errors, "%s: span fields %r" % (nid, list(sp.keys())))
            continue
        a, b, ty = sp["start"], sp["end"], sp["type"]
        if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(t)):
            err(errors, "%s: bad offsets %r" % (nid, sp))
            continue
        if t[a:b] != sp["text"]:
            err(errors, "%s: text mismatch %r vs %r" % (nid, t[a:b], sp["text"]))
        if ty not in TYPE_LABEL or TYPE_LABEL[ty] != sp["label"]:
            err(errors, "%s: label/type %s/%s" % (nid, sp["label"], ty))
        if a < prev_start:
            err(errors, "%s: spans not sorted" % nid)
        if a < prev_end:
            err(errors, "%s: overlap at %d" % (nid, a))
        prev_start, prev_end = a, b
        s = sp["text"]
        if s != s.strip() or not edge_ok(s):
            err(errors, "%s: bad span edge %r (%s)" % (nid, s, ty))
        if ty in ("PHONE", "FAX") and "555" not in s:
            err(errors, "%s: phone without 555 %r" % (nid, s))
        if ty == "EMAIL" and not re.search(r"@example\.(com|org|net)$", s):
            err(errors, "%s: e-mail domain %r" % (nid, s))
        if ty == "URL" and not ALLOWED_DOMAIN.search(s):
            err(errors, "%s: URL domain %r" % (nid, s))
        if ty == "IPADDR":
            try:
                if not ipaddress.ip_address(s).is_private or s.startswith("127."):
                    err(errors, "%s: public IP %r" % (nid, s))
                ip = ipaddress.ip_address(s)
                nets = [ipaddress.ip_network(x) for x in ("10.0.0.0/8", "172.16.0.0/12",
                                                          "192.168.0.0/16")]
                if not any(ip in net for net in nets):
                    err(errors, "%s: IP outside RFC1918 %r" % (nid, s))
            except ValueError:
                err(errors, "%s: bad IP %r" % (nid, s))
        if ty == "SSN" and not (s.startswith("9") or s.startswith("000")):
            err(errors, "%s: SSN-like number %r" % (nid, s))
        if ty == "AGE" and not re.fullmatch(r"\d{1,3}|[a-z-]+", s.lower()):
            err(errors, "%s: odd age %r" % (nid, s))
        stats["type"][ty] += 1
        stats["label"][sp["label"]] += 1
    # every occurrence of a PHI value must be annotated
    seen = set()
    values = []
    for sp in spans:
        values.append((sp["text"], sp["type"]))
        if sp["type"] in ("PATIENT", "DOCTOR", "FAMILY"):
            for tok in re.split(r"[\s,]+", sp["text"]):
                tok = tok.strip(".")
                if len(tok) >= 4 and "." not in tok:
                    values.append((tok, sp["type"]))
    for s, ty in values:
        if ty not in COVER_TYPES or (s, ty) in seen:
            continue
        seen.add((s, ty))
        if len(s) < 3 or s.lower() in COMMON or (ty in TYPE_LABEL and TYPE_LABEL[ty] == "ID"
                                                  and len(s) < 5):
            continue
        for m in re.finditer(r"(?<![A-Za-z0-9])%s(?![A-Za-z0-9])" % re.escape(s), t):
            if covered(spans, m.start(), m.end()):
                continue
            if EPONYM_AFTER.match(t[m.end():m.end() + 20]):
                stats["eponym"] += 1
                continue
            err(errors, "%s: unannotated occurrence of %s %r at %d" % (nid, ty, s, m.start()))
    # month / weekday names, e-mails, URLs and IPs outside spans
    for m in DATE_WORDS.finditer(t):
        if not covered(spans, m.start(), m.end()):
            err(errors, "%s: date word outside span %r" % (nid, m.group(0)))
    for rx, what in ((EMAIL_RE, "e-mail"), (URL_RE, "URL"), (IP_RE, "IP")):
        for m in rx.finditer(t):
            if not covered(spans, m.start(), m.end()):
                err(errors, "%s: %s outside span %r" % (nid, what, m.group(0)))


def check_readme(errors, notes_n, spans_n):
    if not os.path.exists(README):
        err(errors, "README.md missing")
        return
    lines = open(README, encoding="utf-8").read().split("\n")
    if lines[0] != README_L1:
        err(errors, "README line 1")
    if len(lines) < 2 or lines[1] != README_L2:
        err(errors, "README line 2")
    if CONV_LINE not in lines:
        err(errors, "README conventions line missing")
    else:
        k = lines.index(CONV_LINE)
        if not any(x.startswith("- ") for x in lines[k + 1:]):
            err(errors, "README has no convention bullets")
    body = "\n".join(lines)
    for num, what in ((notes_n, "notes"), (spans_n, "spans")):
        if "{:,}".format(num) not in body and str(num) not in body:
            err(errors, "README does not state %d %s" % (num, what))


def rebuild(dirpath, errors):
    created = not os.path.exists(dirpath)
    os.makedirs(dirpath, exist_ok=True)
    ref = open(NOTES, "rb").read()
    try:
        for seed in ("1", "2"):
            out = os.path.join(dirpath, "notes_seed%s.jsonl" % seed)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
            r = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out",
                                out], env=env, capture_output=True, text=True)
            if r.returncode != 0:
                err(errors, "rebuild with PYTHONHASHSEED=%s failed: %s" % (seed, r.stderr[-500:]))
                continue
            same = open(out, "rb").read() == ref
            print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
            if not same:
                err(errors, "rebuild with PYTHONHASHSEED=%s differs" % seed)
    finally:
        if created:
            shutil.rmtree(dirpath, ignore_errors=True)
        else:
            for seed in ("1", "2"):
                p = os.path.join(dirpath, "notes_seed%s.jsonl" % seed)
                if os.path.exists(p):
                    os.remove(p)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rebuild", nargs="?", const="/tmp/dev417_tmp", default=None)
    args = ap.parse_args()
    errors = []
    stats = {"type": collections.Counter(), "label": collections.Counter(), "eponym": 0}
    for f in sorted(os.listdir(HERE)):
        if f.endswith(".py") and os.path.getsize(os.path.join(HERE, f)) >= 30 * 1024:
            err(errors, "module %s is 30 KB or more" % f)
    notes = []
    with open(NOTES, encoding="utf-8") as fh:
        for ln, line in enumerate(fh):
            try:
                notes.append(json.loads(line))
            except ValueError:
                err(errors, "line %d is not JSON" % (ln + 1))
    for i, n in enumerate(notes):
        check_note(n, i, errors, stats)
    nn = len(notes)
    ns = sum(len(n["spans"]) for n in notes)
    mean = sum(len(n["text"]) for n in notes) / max(1, nn)
    genres = collections.Counter(n["meta"]["genre"] for n in notes)
    countries = collections.Counter(n["meta"]["country"] for n in notes)
    low = sum(1 for n in notes if n["meta"]["lowercase"])
    print("notes: %d   spans: %d   mean length: %.0f chars   lower-case: %d (%.1f%%)" % (
        nn, ns, mean, low, 100.0 * low / max(1, nn)))
    print("genres:")
    for g in sorted(genres):
        print("  %-32s %d" % (g, genres[g]))
    print("countries: " + ", ".join("%s %d" % (c, countries[c]) for c in sorted(countries)))
    print("labels: " + ", ".join("%s %d" % (k, stats["label"][k])
                                 for k in sorted(stats["label"])))
    print("types:")
    for ty in sorted(TYPE_LABEL):
        print("  %-15s %d" % (ty, stats["type"][ty]))
    print("eponym/scale-name occurrences left unannotated by design: %d" % stats["eponym"])
    if nn < 330 or (mean < 1200 and nn < 600):
        err(errors, "too few notes")
    if ns < 8000:
        err(errors, "too few spans")
    for ty in sorted(TYPE_LABEL):
        if stats["type"][ty] < 15:
            err(errors, "type %s has %d < 15" % (ty, stats["type"][ty]))
    if sum(1 for g in genres if genres[g] >= 30) < 10:
        err(errors, "fewer than 10 genres with >= 30 notes")
    if not 0.12 <= low / max(1, nn) <= 0.22:
        err(errors, "lower-case share %.3f not about one in six" % (low / max(1, nn)))
    check_readme(errors, nn, ns)
    if args.rebuild:
        rebuild(args.rebuild, errors)
    print("%d error(s)" % len(errors))
    print("OK" if not errors else "FAIL")
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main())
