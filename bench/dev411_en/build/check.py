"""Validate bench/dev411_en/notes.jsonl and README.md.
Usage: python3 check.py [--rebuild [DIR]]   (DIR defaults to /tmp/dev411_tmp)
With --rebuild, make.py is run twice into DIR under PYTHONHASHSEED=1 and =2 and
both outputs must be byte-identical to notes.jsonl. Ends with a line OK or FAIL."""
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
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True
import doc  # noqa: E402

NOTES = os.path.join(ROOT, "notes.jsonl")
README = os.path.join(ROOT, "README.md")
GENRES = ["ipc_review_note", "outbreak_meeting_minutes", "screening_result_letter", "ward_closure_log",
          "root_cause_analysis_report", "contact_tracing_record", "isolation_decision_note",
          "microbiology_alert", "hand_hygiene_audit_report", "staff_exposure_follow_up",
          "interfacility_transfer_form", "outbreak_line_list"]
COUNTRIES = ["United Kingdom", "Ireland", "United States", "Canada", "Australia", "New Zealand"]
DOMAINS = ("example.com", "example.org", "example.net")
LINE1 = "# dev411_en: independent English clinical PHI evaluation set"
LINE2 = "> **Status:** written for a decision; not yet scored. Never trained on."
CONV = "Conventions chosen where the guideline leaves room:"
BAD_EDGE = set(" \t\n\r,;:!?\"'()[]{}<>")
INITIALS = re.compile(r"^([A-Za-z]\.){2,}$")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+")
URL_RE = re.compile(r"(https?://|www\.)[^\s)]+")
IP_RE = re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])")

errors = []


def err(msg):
    if len(errors) < 60:
        print("ERROR:", msg)
    errors.append(msg)


def covered(spans, a, b, types=None):
    for s in spans:
        if s["start"] <= a and b <= s["end"] and (types is None or s["type"] in types):
            return True
    return False


def check_span_value(nid, s):
    t, v = s["type"], s["text"]
    if v[0] in BAD_EDGE and not (t in ("PHONE", "FAX") and v[0] == "("):
        err("%s: span starts with punctuation %r" % (nid, v))
    if v[-1] in BAD_EDGE or (v[-1] == "." and not INITIALS.match(v)):
        err("%s: span ends with punctuation %r" % (nid, v))
    if "\n" in v:
        err("%s: newline inside span %r" % (nid, v))
    if t in ("PHONE", "FAX") and "555" not in v:
        err("%s: %s without 555 %r" % (nid, t, v))
    if t == "EMAIL":
        dom = v.rsplit("@", 1)[-1].lower()
        if dom not in DOMAINS:
            err("%s: e-mail domain %r" % (nid, v))
    if t == "URL":
        host = re.sub(r"^https?://", "", v.lower()).split("/")[0]
        if host not in DOMAINS and not (host.startswith("www.") and host[4:] in DOMAINS):
            err("%s: URL host %r" % (nid, v))
    if t == "IPADDR":
        try:
            if not ipaddress.ip_address(v).is_private or v.startswith("127.") or v.startswith("169.254."):
                err("%s: IP not in private ranges %r" % (nid, v))
            net_ok = any(ipaddress.ip_address(v) in ipaddress.ip_network(n)
                         for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))
            if not net_ok:
                err("%s: IP outside 10/8, 172.16/12, 192.168/16 %r" % (nid, v))
        except ValueError:
            err("%s: bad IP %r" % (nid, v))
    if t == "SSN":
        dg = re.sub(r"\D", "", v)
        if not (dg.startswith("9") or dg.startswith("000")):
            err("%s: SSN-like value must start with 9 or 000 %r" % (nid, v))


def check_notes():
    stats = {"notes": 0, "spans": 0, "chars": 0, "lower": 0}
    by_type, by_label = collections.Counter(), collections.Counter()
    by_genre, by_country = collections.Counter(), collections.Counter()
    if not os.path.exists(NOTES):
        err("notes.jsonl missing")
        return stats, by_type, by_label, by_genre, by_country
    with open(NOTES, encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    for i, line in enumerate(lines):
        try:
            n = json.loads(line)
        except ValueError:
            err("line %d: not JSON" % (i + 1))
            continue
        nid = "dev411-%04d" % (i + 1)
        if sorted(n) != ["id", "meta", "spans", "text"]:
            err("line %d: fields %r" % (i + 1, sorted(n)))
            continue
        if n["id"] != nid:
            err("line %d: id %r, expected %r" % (i + 1, n["id"], nid))
        text, spans, meta = n["text"], n["spans"], n["meta"]
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % nid)
            continue
        if not text.isascii():
            err("%s: non-ASCII text" % nid)
        if sorted(meta) != ["country", "genre", "lowercase", "source"]:
            err("%s: meta fields %r" % (nid, sorted(meta)))
            continue
        if meta["source"] != "dev411-en":
            err("%s: source %r" % (nid, meta["source"]))
        if meta["genre"] not in GENRES:
            err("%s: genre %r" % (nid, meta["genre"]))
        if meta["country"] not in COUNTRIES:
            err("%s: country %r" % (nid, meta["country"]))
        if not isinstance(meta["lowercase"], bool) or meta["lowercase"] != (text == text.lower()):
            err("%s: lowercase flag %r does not match text" % (nid, meta["lowercase"]))
        stats["notes"] += 1
        stats["chars"] += len(text)
        stats["lower"] += 1 if meta["lowercase"] else 0
        by_genre[meta["genre"]] += 1
        by_country[meta["country"]] += 1
        prev_end, prev_start = -1, -1
        for s in spans:
            if sorted(s) != ["end", "label", "start", "text", "type"]:
                err("%s: span fields %r" % (nid, sorted(s)))
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err("%s: bad offsets %r" % (nid, s))
                continue
            if text[a:b] != s["text"]:
                err("%s: text mismatch %r vs %r" % (nid, text[a:b], s["text"]))
            if s["type"] not in doc.LABEL or doc.LABEL[s["type"]] != s["label"]:
                err("%s: label/type %s/%s" % (nid, s["label"], s["type"]))
            if a < prev_start:
                err("%s: spans not sorted at %d" % (nid, a))
            if a < prev_end:
                err("%s: overlapping spans at %d" % (nid, a))
            prev_start, prev_end = a, b
            check_span_value(nid, s)
            by_type[s["type"]] += 1
            by_label[s["label"]] += 1
            stats["spans"] += 1
        # every e-mail, URL and IP-like string and every '555' must lie inside a span
        for m in EMAIL_RE.finditer(text):
            e = m.end()
            while e > m.start() and text[e - 1] in ".-":
                e -= 1
            if not covered(spans, m.start(), e, ("EMAIL",)):
                err("%s: unannotated e-mail %r" % (nid, text[m.start():e]))
        for m in URL_RE.finditer(text):
            e = m.end()
            while e > m.start() and text[e - 1] in ".,;":
                e -= 1
            if not covered(spans, m.start(), e, ("URL",)):
                err("%s: unannotated URL %r" % (nid, text[m.start():e]))
        for m in IP_RE.finditer(text):
            if not covered(spans, m.start(), m.end(), ("IPADDR",)):
                err("%s: unannotated IP-like %r" % (nid, m.group(0)))
        for m in re.finditer("555", text):
            if not covered(spans, m.start(), m.end()):
                err("%s: '555' outside any span at %d" % (nid, m.start()))
    return stats, by_type, by_label, by_genre, by_country


def check_sizes(stats, by_type, by_genre):
    n = stats["notes"]
    if not n:
        return
    mean = stats["chars"] / float(n)
    need = 600 if mean < 1200 else 330
    if n < need:
        err("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    if stats["spans"] < 8000:
        err("only %d spans (need 8000)" % stats["spans"])
    for t in doc.TYPES:
        if by_type[t] < 15:
            err("type %s only %d times (need 15)" % (t, by_type[t]))
    big = [g for g in sorted(by_genre) if by_genre[g] >= 30]
    if len(big) < 10:
        err("only %d genres with >=30 notes" % len(big))
    share = stats["lower"] / float(n)
    if not 0.12 <= share <= 0.22:
        err("lower-case share %.3f not about one in six" % share)


def check_modules():
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py"):
            size = os.path.getsize(os.path.join(HERE, fn))
            if size >= 30 * 1024:
                err("module %s is %d bytes (limit 30 KB)" % (fn, size))


def check_readme(stats):
    if not os.path.exists(README):
        err("README.md missing")
        return
    with open(README, encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    if len(lines) < 4 or lines[0] != LINE1:
        err("README line 1 wrong")
    if len(lines) < 4 or lines[1] != LINE2:
        err("README line 2 wrong")
    if CONV not in lines:
        err("README lacks the conventions line")
    else:
        k = lines.index(CONV)
        bullets = [ln for ln in lines[k + 1:] if ln.startswith("- ")]
        if len(bullets) < 3:
            err("README conventions: too few bullets")
    body = "\n".join(lines)
    for key in ("notes", "spans"):
        if "{:,}".format(stats[key]) not in body and str(stats[key]) not in body:
            err("README does not state the %s count %d" % (key, stats[key]))


def rebuild(target):
    created = not os.path.exists(target)
    os.makedirs(target, exist_ok=True)
    with open(NOTES, "rb") as fh:
        ref = fh.read()
    outs = []
    try:
        for seed in ("1", "2"):
            out = os.path.join(target, "notes_hashseed%s.jsonl" % seed)
            env = dict(os.environ)
            env["PYTHONHASHSEED"] = seed
            env["PYTHONDONTWRITEBYTECODE"] = "1"
            r = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            outs.append(out)
            if r.returncode != 0:
                err("rebuild (PYTHONHASHSEED=%s) failed: %s" % (seed, r.stderr.decode()[-400:]))
                continue
            with open(out, "rb") as fh:
                got = fh.read()
            if got != ref:
                err("rebuild (PYTHONHASHSEED=%s) differs from notes.jsonl" % seed)
            else:
                print("rebuild PYTHONHASHSEED=%s: byte-identical" % seed)
    finally:
        if created:
            shutil.rmtree(target, ignore_errors=True)
        else:
            for o in outs:
                if os.path.exists(o):
                    os.remove(o)


def main(argv):
    stats, by_type, by_label, by_genre, by_country = check_notes()
    check_sizes(stats, by_type, by_genre)
    check_modules()
    check_readme(stats)
    if "--rebuild" in argv:
        k = argv.index("--rebuild")
        target = argv[k + 1] if k + 1 < len(argv) and not argv[k + 1].startswith("--") else "/tmp/dev411_tmp"
        rebuild(target)
    else:
        print("rebuild skipped (use --rebuild [DIR])")
    n = max(stats["notes"], 1)
    print("notes: %d   spans: %d   mean length: %.0f chars   lower-case: %d (%.1f%%)" % (
        stats["notes"], stats["spans"], stats["chars"] / float(n), stats["lower"], 100.0 * stats["lower"] / n))
    print("genres: " + ", ".join("%s %d" % (g, by_genre[g]) for g in sorted(by_genre)))
    print("countries: " + ", ".join("%s %d" % (c, by_country[c]) for c in sorted(by_country)))
    print("labels: " + ", ".join("%s %d" % (l_, by_label[l_]) for l_ in sorted(by_label)))
    print("types: " + ", ".join("%s %d" % (t, by_type[t]) for t in doc.TYPES))
    print("errors: %d" % len(errors))
    print("OK" if not errors else "FAIL")
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
