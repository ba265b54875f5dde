"""Validate bench/dev428_en/notes.jsonl and README.md.

Usage: python3 build/check.py [--rebuild DIR]
With --rebuild the set is rebuilt twice (PYTHONHASHSEED=1 and 2) into DIR and both
outputs must be byte-identical to notes.jsonl. The last line printed starts with OK or FAIL.
"""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True
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
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
REQUIRED_GENRES = [
    "antenatal_referral_counselling", "feeding_nurse_visit", "operation_note", "slt_assessment",
    "mdt_clinic_summary", "orthodontic_record", "audiology_followup", "clinical_psychology_letter",
    "letter_to_gp", "audit_data_form",
]
COUNTRIES = {"UK", "IE", "US", "CA", "AU", "NZ"}
DOMAINS = ("example.com", "example.org", "example.net")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s,;()]+|\b[a-z0-9-]+\.(?:com|org|net)/[^\s,;()]*", re.I)
IP_RE = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")
PLACEHOLDER_RE = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}")


def host_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in DOMAINS)


def url_host(u):
    u = re.sub(r"^https?://", "", u, flags=re.I)
    return u.split("/")[0]


def check_contact(typ, val, err):
    low = val.lower()
    if typ in ("PHONE", "FAX"):
        if "555" not in val:
            err("%s without 555: %r" % (typ, val))
        m = re.search(r"(?:ext\.?|x)\s*(\d+)\s*$", low)
        if m and "555" not in m.group(1):
            err("extension without 555: %r" % val)
    elif typ == "EMAIL":
        if "@" not in val or not host_ok(val.split("@", 1)[1]):
            err("bad email domain: %r" % val)
    elif typ == "URL":
        if not host_ok(url_host(val)):
            err("bad url host: %r" % val)
    elif typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(val)
        except ValueError:
            err("bad ip: %r" % val)
            return
        nets = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
        if not any(ip in n for n in nets):
            err("public ip: %r" % val)
    elif typ == "SSN":
        if not (val.startswith("9") or val.startswith("000")):
            err("SSN not starting with 9 or 000: %r" % val)


def edge_ok(typ, val):
    first, last = val[0], val[-1]
    if not (first.isalnum() or (typ in ("PHONE", "FAX") and first in "(+")):
        return False
    if last.isalnum():
        return True
    if last == "." and LABEL[typ] == "NAME" and len(val) >= 2 and val[-2].isalpha() and \
            (len(val) == 2 or not val[-3].isalpha()):
        return True
    return False


def validate(errors, stats):
    def err(msg):
        errors.append(msg)

    if not os.path.exists(NOTES):
        err("notes.jsonl missing")
        return
    raw = open(NOTES, "rb").read()
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError:
        err("notes.jsonl not utf-8")
        return
    if lines and lines[-1] == "":
        lines = lines[:-1]
    notes = []
    for i, line in enumerate(lines):
        try:
            notes.append(json.loads(line))
        except ValueError:
            err("line %d: bad json" % (i + 1))
    type_counts = collections.Counter()
    label_counts = collections.Counter()
    genre_counts = collections.Counter()
    lower_n = 0
    total_len = 0
    for i, n in enumerate(notes):
        nid = "dev428-%04d" % (i + 1)
        if set(n) != {"id", "text", "spans", "meta"}:
            err("%s: keys %s" % (nid, sorted(n)))
            continue
        if n["id"] != nid:
            err("id %r, expected %s" % (n["id"], nid))
        text = n["text"]
        total_len += len(text)
        meta = n["meta"]
        if set(meta) != {"source", "genre", "lowercase", "country"}:
            err("%s: meta keys %s" % (nid, sorted(meta)))
            continue
        if meta["source"] != "dev428-en":
            err("%s: source" % nid)
        if meta["country"] not in COUNTRIES:
            err("%s: country %r" % (nid, meta["country"]))
        if not isinstance(meta["lowercase"], bool):
            err("%s: lowercase not bool" % nid)
        genre_counts[meta["genre"]] += 1
        if meta["lowercase"]:
            lower_n += 1
            if text != text.lower():
                err("%s: lowercase note has upper case" % nid)
        elif text == text.lower():
            err("%s: note marked mixed case is all lower" % nid)
        if PLACEHOLDER_RE.search(text):
            err("%s: unfilled placeholder %r" % (nid, PLACEHOLDER_RE.search(text).group(0)))
        prev_end = -1
        covered = []
        for s in n["spans"]:
            if set(s) != {"start", "end", "label", "type", "text"}:
                err("%s: span keys %s" % (nid, sorted(s)))
                continue
            a, b, t = s["start"], s["end"], s["type"]
            if t not in LABEL:
                err("%s: unknown type %r" % (nid, t))
                continue
            if s["label"] != LABEL[t]:
                err("%s: label %r for type %r" % (nid, s["label"], t))
            if not (0 <= a < b <= len(text)):
                err("%s: bad offsets %d-%d" % (nid, a, b))
                continue
            if a < prev_end:
                err("%s: spans overlap or unsorted at %d" % (nid, a))
            prev_end = b
            val = text[a:b]
            if val != s["text"]:
                err("%s: span text mismatch %r vs %r" % (nid, val, s["text"]))
            if val != val.strip():
                err("%s: blank at span edge %r" % (nid, val))
            elif not edge_ok(t, val):
                err("%s: punctuation at span edge %r (%s)" % (nid, val, t))
            check_contact(t, val, lambda m: err("%s: %s" % (nid, m)))
            type_counts[t] += 1
            label_counts[LABEL[t]] += 1
            covered.append((a, b, t))
        # every e-mail, URL and IP address in the text is fictional and annotated

        def inside(a, b, typ):
            return any(x <= a and b <= y and t == typ for x, y, t in covered)
        for m in EMAIL_RE.finditer(text):
            if not host_ok(m.group(0).split("@", 1)[1]):
                err("%s: e-mail with bad domain in text %r" % (nid, m.group(0)))
            if not inside(m.start(), m.end(), "EMAIL"):
                err("%s: e-mail not annotated %r" % (nid, m.group(0)))
        for m in URL_RE.finditer(text):
            if "@" in text[max(0, m.start() - 1):m.start() + 1]:
                continue
            u = m.group(0).rstrip(".,;:!?'\"")
            if not host_ok(url_host(u)):
                err("%s: url with bad host in text %r" % (nid, u))
            if not inside(m.start(), m.start() + len(u), "URL"):
                err("%s: url not annotated %r" % (nid, u))
        for m in IP_RE.finditer(text):
            if not inside(m.start(), m.end(), "IPADDR"):
                err("%s: ip not annotated %r" % (nid, m.group(0)))
    n_notes = len(notes)
    n_spans = sum(type_counts.values())
    mean = total_len / n_notes if n_notes else 0
    stats.update(notes=n_notes, spans=n_spans, mean=mean, lower=lower_n, types=type_counts,
                 labels=label_counts, genres=genre_counts)
    if n_notes < 330:
        err("only %d notes" % n_notes)
    if mean < 1200 and n_notes < 600:
        err("mean length %.0f < 1200 needs 600 notes" % mean)
    if n_spans < 8000:
        err("only %d spans" % n_spans)
    for t in sorted(LABEL):
        if type_counts[t] < 15:
            err("type %s only %d times" % (t, type_counts[t]))
    big = [g for g in sorted(genre_counts) if genre_counts[g] >= 30]
    if len(big) < 10:
        err("only %d genres with >= 30 notes" % len(big))
    for g in REQUIRED_GENRES:
        if genre_counts[g] < 30:
            err("required genre %s has %d notes" % (g, genre_counts[g]))
    if len([g for g in big if g not in REQUIRED_GENRES]) < 2:
        err("fewer than two own genres with >= 30 notes")
    share = lower_n / n_notes if n_notes else 0
    if not (0.12 <= share <= 0.22):
        err("lower-case share %.3f not about one in six" % share)


def check_modules(errors):
    for name in sorted(os.listdir(HERE)):
        p = os.path.join(HERE, name)
        if name.endswith(".py") and os.path.getsize(p) >= 30 * 1024:
            errors.append("module %s is %d bytes (>= 30 KB)" % (name, os.path.getsize(p)))


def check_readme(errors, stats):
    if not os.path.exists(README):
        errors.append("README.md missing")
        return
    lines = open(README, encoding="utf-8").read().split("\n")
    if lines[0] != "# dev428_en: independent English clinical PHI evaluation set":
        errors.append("README line 1 wrong")
    if len(lines) < 2 or lines[1] != "> **Status:** written for a decision; not yet scored. Never trained on.":
        errors.append("README line 2 wrong")
    try:
        k = lines.index("Conventions chosen where the guideline leaves room:")
    except ValueError:
        errors.append("README lacks the conventions line")
        return
    bullets = [ln for ln in lines[k + 1:] if ln.startswith("- ")]
    if len(bullets) < 3:
        errors.append("README has too few convention bullets")
    body = "\n".join(lines[2:k])
    if not stats:
        return
    for key, word in (("notes", "notes"), ("spans", "spans")):
        if not re.search(r"\b%s\b[^.\n]{0,3}%s\b" % (format(stats[key], ","), word), body) and \
                not re.search(r"\b%d %s\b" % (stats[key], word), body):
            errors.append("README does not state %d %s" % (stats[key], word))
    for t, v in sorted(stats["types"].items()):
        if not re.search(r"\b%s %d\b" % (t, v), body):
            errors.append("README count for type %s (%d) missing" % (t, v))
    for lab, v in sorted(stats["labels"].items()):
        if not re.search(r"\b%s %d\b" % (lab, v), body):
            errors.append("README count for label %s (%d) missing" % (lab, v))
    for g, v in sorted(stats["genres"].items()):
        if not re.search(r"%s[^\n]{0,3}\b%d\b" % (re.escape(g), v), body):
            errors.append("README count for genre %s (%d) missing" % (g, v))


def rebuild(errors, outdir):
    os.makedirs(outdir, exist_ok=True)
    want = open(NOTES, "rb").read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        r = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if r.returncode != 0:
            errors.append("rebuild with PYTHONHASHSEED=%s failed: %s" % (seed, r.stderr.decode()[-300:]))
            continue
        if open(out, "rb").read() != want:
            errors.append("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: identical" % seed)


def main(argv):
    errors = []
    stats = {}
    validate(errors, stats)
    check_modules(errors)
    check_readme(errors, stats)
    if "--rebuild" in argv:
        i = argv.index("--rebuild")
        if i + 1 >= len(argv):
            errors.append("--rebuild needs a directory")
        else:
            rebuild(errors, argv[i + 1])
    if stats:
        print("notes %d, spans %d, mean length %.0f, lower-case %d" % (
            stats["notes"], stats["spans"], stats["mean"], stats["lower"]))
        print("genres: " + ", ".join("%s %d" % (g, v) for g, v in sorted(stats["genres"].items())))
        print("labels: " + ", ".join("%s %d" % (g, v) for g, v in sorted(stats["labels"].items())))
        print("types: " + ", ".join("%s %d" % (g, v) for g, v in sorted(stats["types"].items())))
    for e in errors[:60]:
        print("ERROR: " + e)
    if len(errors) > 60:
        print("... and %d more errors" % (len(errors) - 60))
    if errors:
        print("FAIL: %d problem(s)" % len(errors))
        return 1
    print("OK: %d notes, %d spans, all checks passed" % (stats["notes"], stats["spans"]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
