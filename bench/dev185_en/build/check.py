"""Validate dev185_en/notes.jsonl (author 185).

Usage: python3 build/check.py [notes.jsonl] [--rebuild]
  --rebuild  also rebuilds the set twice (PYTHONHASHSEED=0 and =4242) into a temporary
             folder and compares md5 with the file on disk.
Exit status 0 when every check passes.
"""
import collections
import hashlib
import ipaddress
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_LO, LOWER_HI = 0.12, 0.22
COUNTRIES = ("US", "CA", "AU")
EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")
TITLE_RE = re.compile(r"^(dr|mr|mrs|ms|miss|prof)\.?\s", re.I)
CRED_RE = re.compile(r",?\s(md|do|rn|mbbs|pt|dpt|ot|lpn|phd|mph)$", re.I)
TIME_RE = re.compile(r"\d{1,2}:\d{2}|\d{4} hrs")
LABEL_PREFIX_RE = re.compile(r"^(mrn|ssn|sin|dob|npi|dea|acct|tel|ph|fax|pager|claim|no\.|#|id)\b[:#\s]", re.I)
AGE_WORDS = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
             "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty",
             "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred"}


def fail(errs, msg):
    if len(errs) < 200:
        errs.append(msg)


def check_span(errs, nid, text, sp, lower):
    keys = sorted(sp.keys())
    if keys != ["end", "label", "start", "text", "type"]:
        fail(errs, "%s: span keys %s" % (nid, keys))
        return
    s, e, typ, lab = sp["start"], sp["end"], sp["type"], sp["label"]
    if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
        fail(errs, "%s: bad offsets %r" % (nid, sp))
        return
    val = text[s:e]
    if val != sp["text"]:
        fail(errs, "%s: span text mismatch %r vs %r" % (nid, val, sp["text"]))
    if typ not in TYPE_LABEL:
        fail(errs, "%s: unknown type %s" % (nid, typ))
    elif TYPE_LABEL[typ] != lab:
        fail(errs, "%s: type %s has label %s, expected %s" % (nid, typ, lab, TYPE_LABEL[typ]))
    if val != val.strip():
        fail(errs, "%s: span with outer whitespace %r" % (nid, val))
    if val[-1] in ",;:" or val[0] in ",;:.":
        fail(errs, "%s: span with outer punctuation %r" % (nid, val))
    for op, cl in ("()", "[]", "<>", '""'):
        if val.count(op) != val.count(cl) if op != cl else val.count(op) % 2:
            fail(errs, "%s: unbalanced %s in span %r" % (nid, op + cl, val))
    if val[0] in "\"'" or val[-1] in "\"'":
        fail(errs, "%s: quote at span edge %r" % (nid, val))
    if lower and val != val.lower():
        fail(errs, "%s: upper case in lower-case note span %r" % (nid, val))
    low = val.lower()
    if typ in ("PATIENT", "DOCTOR", "FAMILY"):
        if TITLE_RE.match(val) or CRED_RE.search(val) or val.endswith("'s"):
            fail(errs, "%s: title/credential/possessive inside name %r" % (nid, val))
    if typ == "AGE":
        if not (val.isdigit() or all(w in AGE_WORDS for w in low.split("-"))):
            fail(errs, "%s: AGE span not a bare number %r" % (nid, val))
    if typ == "DATE" and TIME_RE.search(val):
        fail(errs, "%s: time of day inside DATE %r" % (nid, val))
    if TYPE_LABEL.get(typ) in ("ID", "CONTACT") and LABEL_PREFIX_RE.match(val):
        fail(errs, "%s: label inside identifier span %r" % (nid, val))
    if typ == "EMAIL" and not (re.fullmatch(r"[a-z0-9._%+-]+@[a-z0-9.-]+", low) and low.endswith(EXAMPLE_DOMAINS)):
        fail(errs, "%s: email not on an example domain %r" % (nid, val))
    if typ == "URL" and not re.search(r"(^|[./])example\.(com|org|net)(/|$)", low):
        fail(errs, "%s: URL not on an example domain %r" % (nid, val))
    if typ == "IPADDR":
        try:
            if not ipaddress.ip_address(val).is_private:
                fail(errs, "%s: public IP %r" % (nid, val))
        except ValueError:
            fail(errs, "%s: invalid IP %r" % (nid, val))
    if typ in ("PHONE", "FAX") and "555" not in val.replace(" ", "").replace("-", "").replace(".", ""):
        fail(errs, "%s: phone outside 555 range %r" % (nid, val))
    if typ == "SSN" and not re.match(r"^(9|000)", val):
        fail(errs, "%s: SSN not starting 9xx/000 %r" % (nid, val))
    return val


def check_file(path):
    errs = []
    raw = open(path, "rb").read()
    if b"\r" in raw:
        fail(errs, "CR characters present (use LF line ends)")
    if not raw.endswith(b"\n"):
        fail(errs, "file does not end with a newline")
    try:
        data = raw.decode("utf-8")
    except UnicodeDecodeError:
        return ["file is not UTF-8"], None
    lines = data.split("\n")[:-1]
    notes = []
    for i, line in enumerate(lines, 1):
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as ex:
            fail(errs, "line %d: invalid JSON (%s)" % (i, ex))
            continue
        if json.dumps(rec, ensure_ascii=False) != line:
            fail(errs, "line %d: not in canonical serialisation" % i)
        notes.append(rec)
    type_c = collections.Counter()
    genre_c = collections.Counter()
    country_c = collections.Counter()
    n_lower = 0
    n_spans = 0
    chars = 0
    for k, rec in enumerate(notes, 1):
        if not isinstance(rec, dict) or list(rec.keys()) != ["id", "text", "spans", "meta"]:
            fail(errs, "note %d: top-level keys must be id, text, spans, meta" % k)
            continue
        nid = rec["id"]
        if nid != "dev185-%04d" % k:
            fail(errs, "note %d: id %r not sequential" % (k, nid))
        text = rec["text"]
        meta = rec["meta"]
        if not isinstance(text, str) or not text.strip():
            fail(errs, "%s: empty text" % nid)
            continue
        if not isinstance(meta, dict) or sorted(meta.keys()) != ["country", "genre", "lowercase", "source"]:
            fail(errs, "%s: meta keys %r" % (nid, meta))
            continue
        if meta["source"] != "dev185-en":
            fail(errs, "%s: meta.source %r" % (nid, meta["source"]))
        if meta["country"] not in COUNTRIES:
            fail(errs, "%s: meta.country %r" % (nid, meta["country"]))
        if not isinstance(meta["lowercase"], bool):
            fail(errs, "%s: meta.lowercase not bool" % nid)
        lower = meta["lowercase"] is True
        if lower:
            n_lower += 1
            if text != text.lower():
                fail(errs, "%s: lowercase note has upper-case text" % nid)
        elif text == text.lower():
            fail(errs, "%s: note marked mixed-case but has no capitals" % nid)
        genre_c[meta["genre"]] += 1
        country_c[meta["country"]] += 1
        chars += len(text)
        prev_end = -1
        prev_start = -1
        for sp in rec["spans"]:
            if not isinstance(sp, dict):
                fail(errs, "%s: span not an object" % nid)
                continue
            check_span(errs, nid, text, sp, lower)
            if isinstance(sp.get("start"), int):
                if sp["start"] < prev_start:
                    fail(errs, "%s: spans not sorted at %r" % (nid, sp))
                if sp["start"] < prev_end:
                    fail(errs, "%s: overlapping span %r" % (nid, sp))
                prev_start, prev_end = sp["start"], sp.get("end", sp["start"])
            type_c[sp.get("type")] += 1
            n_spans += 1
    stats = {"notes": len(notes), "spans": n_spans, "types": type_c, "genres": genre_c, "countries": country_c,
             "lower": n_lower, "mean_chars": chars / max(1, len(notes))}
    need = MIN_NOTES if stats["mean_chars"] >= 1200 else MIN_NOTES_SHORT
    if len(notes) < need:
        fail(errs, "only %d notes (need %d at mean %.0f chars)" % (len(notes), need, stats["mean_chars"]))
    if n_spans < MIN_SPANS:
        fail(errs, "only %d spans (need %d)" % (n_spans, MIN_SPANS))
    for t in sorted(TYPE_LABEL):
        if type_c[t] < MIN_PER_TYPE:
            fail(errs, "type %s only %d times (need %d)" % (t, type_c[t], MIN_PER_TYPE))
    big = [g for g in sorted(genre_c) if genre_c[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        fail(errs, "only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    share = n_lower / max(1, len(notes))
    if not LOWER_LO <= share <= LOWER_HI:
        fail(errs, "lower-case share %.3f outside [%.2f, %.2f]" % (share, LOWER_LO, LOWER_HI))
    return errs, stats


def md5(path):
    return hashlib.md5(open(path, "rb").read()).hexdigest()


def rebuild_check(path):
    errs = []
    with tempfile.TemporaryDirectory(prefix="dev185_check_") as tmp:
        sums = []
        for seed in ("0", "4242"):
            out = os.path.join(tmp, "notes_%s.jsonl" % seed)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
            subprocess.run([sys.executable, os.path.join(HERE, "make.py"), out], check=True, env=env,
                           stdout=subprocess.DEVNULL)
            sums.append(md5(out))
    if sums[0] != sums[1]:
        fail(errs, "rebuilds differ between PYTHONHASHSEED values: %s" % sums)
    if sums[0] != md5(path):
        fail(errs, "rebuild md5 %s differs from %s (%s)" % (sums[0], path, md5(path)))
    return errs


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    path = args[0] if args else os.path.join(ROOT, "notes.jsonl")
    errs, stats = check_file(path)
    if "--rebuild" in sys.argv:
        errs += rebuild_check(path)
    if stats:
        print("notes %d  spans %d  mean chars %.0f  lower-case %d (%.1f%%)" % (
            stats["notes"], stats["spans"], stats["mean_chars"], stats["lower"], 100.0 * stats["lower"] / max(1, stats["notes"])))
        print("countries: " + ", ".join("%s %d" % (k, stats["countries"][k]) for k in sorted(stats["countries"])))
        print("genres:")
        for g in sorted(stats["genres"]):
            print("  %-36s %d" % (g, stats["genres"][g]))
        print("types:")
        for t in sorted(TYPE_LABEL, key=lambda x: (TYPE_LABEL[x], x)):
            print("  %-8s %-15s %d" % (TYPE_LABEL[t], t, stats["types"][t]))
    print("md5 %s" % md5(path))
    if errs:
        print("FAILED (%d problems):" % len(errs))
        for e in errs:
            print("  - " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
