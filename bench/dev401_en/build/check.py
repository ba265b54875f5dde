"""Validate bench/dev401_en/notes.jsonl and README.md; optionally rebuild twice and compare bytes.

usage: python3 build/check.py [--rebuild [DIR]]     (DIR defaults to /tmp/dev401_tmp)
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

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")
README = os.path.join(ROOT, "README.md")

LABELS = {
    "NAME": ("PATIENT", "DOCTOR", "FAMILY", "USERNAME"), "AGE": ("AGE",), "DATE": ("DATE",),
    "LOCATION": ("STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"),
    "ID": ("MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"),
    "CONTACT": ("PHONE", "FAX", "EMAIL", "URL", "IPADDR"), "PROFESSION": ("PROFESSION",),
}
LABEL_OF = {t: lab for lab in sorted(LABELS) for t in LABELS[lab]}
GENRES = ("fls_assessment", "dxa_report", "frax_summary", "clinic_letter", "zoledronate_infusion",
          "denosumab_log", "falls_assessment", "telephone_followup", "gp_recommendation", "ward_casefinding",
          "vertebral_fracture_report", "anabolic_request")
COUNTRIES = ("UK", "US", "CA", "AU", "NZ", "IE")
EDGE = set(",.;:!?\"'()[]{}<>")
DOMAINS = ("example.com", "example.org", "example.net")
HEAD1 = "# dev401_en: independent English clinical PHI evaluation set"
HEAD2 = "> **Status:** written for a decision; not yet scored. Never trained on."
CONV = "Conventions chosen where the guideline leaves room:"
MAX_MODULE = 30 * 1024


class Checker:
    def __init__(self):
        self.errors = []

    def err(self, msg):
        if len(self.errors) < 60:
            print("ERROR:", msg)
        self.errors.append(msg)


def edge_ok(v):
    if v[0] in EDGE and not (v[0] == "(" and ")" in v):
        return False
    if v[-1] in EDGE and not (v[-1] == ")" and "(" in v) and not re.search(r"(?:^|[\s.])[A-Za-z]\.$", v):
        return False
    return True


def host_ok(h):
    h = h.lower()
    return any(h == d or h == "www." + d for d in DOMAINS)


def check_contact(ck, nid, s):
    t, v = s["type"], s["text"]
    if t in ("PHONE", "FAX") and "555" not in v:
        ck.err("%s: %s without 555: %r" % (nid, t, v))
    if t == "EMAIL":
        m = re.fullmatch(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+)", v)
        if not m or m.group(1).lower() not in DOMAINS:
            ck.err("%s: e-mail domain not allowed: %r" % (nid, v))
    if t == "URL":
        m = re.match(r"(?:https?://)?([^/\s]+)", v)
        if not m or not host_ok(m.group(1)):
            ck.err("%s: URL host not allowed: %r" % (nid, v))
    if t == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
            nets = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
            if not any(ip in n for n in nets):
                ck.err("%s: public IP %r" % (nid, v))
        except ValueError:
            ck.err("%s: bad IP %r" % (nid, v))
    if t == "SSN":
        dig = re.sub(r"\D", "", v)
        if not (dig.startswith("9") or dig.startswith("000")):
            ck.err("%s: SSN-like number must start with 9 or 000: %r" % (nid, v))


def covered(spans, a, b, types):
    return any(s["start"] <= a and b <= s["end"] and s["type"] in types for s in spans)


def check_text_contacts(ck, r):
    """Contacts found in the text by pattern must lie inside a span of the right type."""
    text, spans, nid = r["text"], r["spans"], r["id"]
    for m in re.finditer(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[a-z]{2,}", text):
        if not covered(spans, m.start(), m.end(), ("EMAIL",)):
            ck.err("%s: unannotated e-mail %r" % (nid, m.group(0)))
    for m in re.finditer(r"(?:https?://|www\.)[^\s,;)]+", text):
        if not covered(spans, m.start(), m.end(), ("URL",)):
            ck.err("%s: unannotated URL %r" % (nid, m.group(0)))
    for m in re.finditer(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])", text):
        if not covered(spans, m.start(), m.end(), ("IPADDR",)):
            ck.err("%s: unannotated IP %r" % (nid, m.group(0)))
    for m in re.finditer(r"example\.(?:com|org|net)", text):
        if not covered(spans, m.start(), m.end(), ("EMAIL", "URL")):
            ck.err("%s: example domain outside a contact span" % nid)


def repeats(r):
    """Values with a digit that also occur unannotated elsewhere in the same note."""
    text, spans = r["text"], r["spans"]
    out = []
    seen = sorted(set(s["text"] for s in spans if re.search(r"\d", s["text"]) and len(s["text"]) >= 6))
    for v in seen:
        for m in re.finditer(re.escape(v), text):
            a, b = m.start(), m.end()
            if (a > 0 and text[a - 1].isalnum()) or (b < len(text) and text[b].isalnum()):
                continue
            if not any(s["start"] <= a and b <= s["end"] for s in spans):
                out.append(v)
    return out


def word_repeats(r):
    text, spans = r["text"], r["spans"]
    out = []
    vals = sorted(set(s["text"] for s in spans if s["type"] in ("PATIENT", "FAMILY", "CITY", "HOSPITAL", "STREET",
                                                                  "ORGANIZATION") and len(s["text"]) >= 4))
    for v in vals:
        for m in re.finditer(r"\b%s\b" % re.escape(v), text):
            if not any(s["start"] <= m.start() and m.end() <= s["end"] for s in spans):
                out.append(v)
    return out


def validate(ck, recs):
    ids_seen = []
    for i, r in enumerate(recs):
        nid = r.get("id")
        if sorted(r) != ["id", "meta", "spans", "text"]:
            ck.err("line %d: fields %s" % (i + 1, sorted(r)))
            continue
        if nid != "dev401-%04d" % (i + 1):
            ck.err("line %d: id %r" % (i + 1, nid))
        ids_seen.append(nid)
        text, meta = r["text"], r["meta"]
        if not isinstance(text, str) or not text:
            ck.err("%s: empty text" % nid)
        if sorted(meta) != ["country", "genre", "lowercase", "source"]:
            ck.err("%s: meta fields %s" % (nid, sorted(meta)))
            continue
        if meta["source"] != "dev401-en":
            ck.err("%s: source %r" % (nid, meta["source"]))
        if meta["genre"] not in GENRES:
            ck.err("%s: genre %r" % (nid, meta["genre"]))
        if meta["country"] not in COUNTRIES:
            ck.err("%s: country %r" % (nid, meta["country"]))
        if not isinstance(meta["lowercase"], bool):
            ck.err("%s: lowercase not bool" % nid)
        elif meta["lowercase"] and text != text.lower():
            ck.err("%s: marked lower case but has capitals" % nid)
        elif not meta["lowercase"] and text == text.lower():
            ck.err("%s: entirely lower case but not marked" % nid)
        prev_start, prev_end = -1, 0
        for s in r["spans"]:
            if sorted(s) != ["end", "label", "start", "text", "type"]:
                ck.err("%s: span fields %s" % (nid, sorted(s)))
                continue
            a, b, t = s["start"], s["end"], s["type"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                ck.err("%s: bad offsets %r" % (nid, s))
                continue
            if text[a:b] != s["text"]:
                ck.err("%s: text mismatch %r vs %r" % (nid, text[a:b], s["text"]))
            if t not in LABEL_OF or LABEL_OF[t] != s["label"]:
                ck.err("%s: label/type %s/%s" % (nid, s["label"], t))
            if a < prev_start:
                ck.err("%s: spans not sorted" % nid)
            if a < prev_end:
                ck.err("%s: overlapping spans at %d" % (nid, a))
            v = s["text"]
            if v != v.strip():
                ck.err("%s: whitespace at span edge %r" % (nid, v))
            elif not edge_ok(v):
                ck.err("%s: punctuation at span edge %r" % (nid, v))
            check_contact(ck, nid, s)
            prev_start, prev_end = a, max(prev_end, b)
        check_text_contacts(ck, r)
    if len(set(ids_seen)) != len(ids_seen):
        ck.err("duplicate ids")


def hard_negatives(recs):
    try:
        sys.path.insert(0, HERE)
        import clin
        terms = clin.HARD_NEG
    except Exception:  # pragma: no cover
        return 0, 0
    n = 0
    used = set()
    for r in recs:
        text = r["text"].lower()
        for term in terms:
            for m in re.finditer(re.escape(term.lower()), text):
                if not any(s["start"] < m.end() and m.start() < s["end"] for s in r["spans"]):
                    n += 1
                    used.add(term)
    return n, len(used)


def check_readme(ck, n_notes, n_spans):
    if not os.path.exists(README):
        ck.err("README.md missing")
        return
    lines = open(README, encoding="utf-8").read().split("\n")
    if lines[0] != HEAD1:
        ck.err("README line 1 wrong")
    if len(lines) < 2 or lines[1] != HEAD2:
        ck.err("README line 2 wrong")
    if CONV not in lines:
        ck.err("README lacks the conventions line")
    else:
        k = lines.index(CONV)
        if not any(l.startswith("- ") for l in lines[k + 1:]):
            ck.err("README conventions have no bullets")
    body = "\n".join(lines)
    for val in (n_notes, n_spans):
        if str(val) not in body and "{:,}".format(val) not in body:
            ck.err("README does not state %d" % val)


def rebuild(ck, outdir):
    created = not os.path.exists(outdir)
    os.makedirs(outdir, exist_ok=True)
    want = open(NOTES, "rb").read()
    made = []
    try:
        for seed in ("1", "2"):
            out = os.path.join(outdir, "rebuild_seed%s.jsonl" % seed)
            made.append(out)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
            p = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            if p.returncode != 0:
                ck.err("rebuild with PYTHONHASHSEED=%s failed: %s" % (seed, p.stderr[-500:]))
                continue
            same = open(out, "rb").read() == want
            print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
            if not same:
                ck.err("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
    finally:
        if created:
            shutil.rmtree(outdir, ignore_errors=True)
        else:
            for f in made:
                if os.path.exists(f):
                    os.remove(f)


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--rebuild", nargs="?", const="/tmp/dev401_tmp", default=None, metavar="DIR")
    args = ap.parse_args(argv)
    ck = Checker()
    recs = []
    with open(NOTES, encoding="utf-8") as fh:
        for i, line in enumerate(fh):
            try:
                recs.append(json.loads(line))
            except ValueError:
                ck.err("line %d is not JSON" % (i + 1))
    validate(ck, recs)
    n = len(recs)
    spans = [s for r in recs for s in r["spans"]]
    mean_len = sum(len(r["text"]) for r in recs) / max(1, n)
    by_type = collections.Counter(s["type"] for s in spans)
    by_label = collections.Counter(s["label"] for s in spans)
    by_genre = collections.Counter(r["meta"]["genre"] for r in recs)
    by_country = collections.Counter(r["meta"]["country"] for r in recs)
    lower = sum(1 for r in recs if r["meta"]["lowercase"])
    print("notes: %d   mean length: %.0f chars   spans: %d" % (n, mean_len, len(spans)))
    print("lower-case notes: %d (%.1f%%)" % (lower, 100.0 * lower / max(1, n)))
    print("per label: " + ", ".join("%s %d" % (k, by_label[k]) for k in sorted(by_label)))
    print("per type: " + ", ".join("%s %d" % (k, by_type[k]) for k in sorted(by_type)))
    print("per genre: " + ", ".join("%s %d" % (k, by_genre[k]) for k in sorted(by_genre)))
    print("per country: " + ", ".join("%s %d" % (k, by_country[k]) for k in sorted(by_country)))
    hn, hterms = hard_negatives(recs)
    print("hard-negative occurrences outside spans: %d (%d distinct terms)" % (hn, hterms))
    rep = [v for r in recs for v in repeats(r)]
    if rep:
        ck.err("identifier-like values repeated without a span: %s" % rep[:10])
    wrep = collections.Counter(v for r in recs if not r["meta"]["lowercase"] for v in word_repeats(r))
    print("word values also seen unannotated in the same note (review): %s" % sorted(wrep.items())[:20])
    if n < 330 or (mean_len < 1200 and n < 600):
        ck.err("too few notes: %d (mean length %.0f)" % (n, mean_len))
    if len(spans) < 8000:
        ck.err("too few spans: %d" % len(spans))
    for t in sorted(LABEL_OF):
        if by_type[t] < 15:
            ck.err("type %s only %d times" % (t, by_type[t]))
    if sum(1 for g in sorted(by_genre) if by_genre[g] >= 30) < 10:
        ck.err("fewer than 10 genres with 30+ notes")
    if not 0.13 <= lower / max(1, n) <= 0.21:
        ck.err("lower-case share %.3f not about one in six" % (lower / max(1, n)))
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py") and os.path.getsize(os.path.join(HERE, fn)) >= MAX_MODULE:
            ck.err("module %s is 30 KB or more" % fn)
    check_readme(ck, n, len(spans))
    if args.rebuild:
        rebuild(ck, args.rebuild)
    print("errors: %d" % len(ck.errors))
    print("OK" if not ck.errors else "FAIL")
    return 0 if not ck.errors else 1


if __name__ == "__main__":
    sys.exit(main())
