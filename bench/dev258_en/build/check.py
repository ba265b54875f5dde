"""Validate bench/dev258_en/notes.jsonl.

Usage (from bench/dev258_en):
    python3 build/check.py [--notes PATH] [--rebuild DIR]
--rebuild DIR rebuilds the set twice into DIR (PYTHONHASHSEED=1 and 2) and
checks both outputs are byte-identical to notes.jsonl."""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
COUNTRIES = {"US", "UK", "AU", "CA", "NZ", "IE"}
EX_DOMAINS = ("example.com", "example.org", "example.net")
ID_RE = re.compile(r"^dev258-\d{4}$")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
URLISH_RE = re.compile(r"(?:https?://|www\.)\S+|\b[a-z0-9.-]*example\.(?:com|org|net)\S*", re.I)
IP_RE = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")
BAD_START = "([{\"'<,;:."
BAD_END = ")]}\"'>,;:"


class Checker:
    def __init__(self):
        self.errors = []

    def err(self, msg):
        if len(self.errors) < 200:
            self.errors.append(msg)


def _host_ok(value):
    v = value.lower()
    if "@" in v:
        return v.rsplit("@", 1)[1] in EX_DOMAINS
    v = re.sub(r"^[a-z]+://", "", v)
    host = v.split("/", 1)[0].split("?", 1)[0]
    return any(host == d or host.endswith("." + d) for d in EX_DOMAINS)


def _covered(spans, s, e, types):
    for sp in spans:
        if sp["start"] <= s and e <= sp["end"] and sp["type"] in types:
            return True
    return False


def check_record(ck, lineno, rec, expected_id):
    rid = rec.get("id")
    where = "line %d (%s)" % (lineno, rid)
    if set(rec) != {"id", "text", "spans", "meta"}:
        ck.err("%s: fields %s" % (where, sorted(rec)))
        return
    if not isinstance(rid, str) or not ID_RE.match(rid):
        ck.err("%s: bad id" % where)
    if rid != expected_id:
        ck.err("%s: expected id %s" % (where, expected_id))
    text = rec["text"]
    if not isinstance(text, str) or not text.strip():
        ck.err("%s: empty text" % where)
        return
    meta = rec["meta"]
    if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase", "country"}:
        ck.err("%s: bad meta %r" % (where, meta))
        return
    if meta["source"] != "dev258-en":
        ck.err("%s: bad source" % where)
    if not isinstance(meta["genre"], str) or not meta["genre"]:
        ck.err("%s: bad genre" % where)
    if not isinstance(meta["lowercase"], bool):
        ck.err("%s: lowercase not bool" % where)
    if meta["country"] not in COUNTRIES:
        ck.err("%s: bad country %r" % (where, meta["country"]))
    if meta["lowercase"] and text != text.lower():
        ck.err("%s: lowercase note has upper-case characters" % where)
    spans = rec["spans"]
    if not isinstance(spans, list):
        ck.err("%s: spans not a list" % where)
        return
    prev_start, prev_end = -1, -1
    for sp in spans:
        if set(sp) != {"start", "end", "label", "type", "text"}:
            ck.err("%s: span fields %s" % (where, sorted(sp)))
            continue
        s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
        if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
            ck.err("%s: bad offsets %r" % (where, sp))
            continue
        if text[s:e] != st:
            ck.err("%s: span text mismatch %r vs %r" % (where, st, text[s:e]))
        if typ not in LABEL or LABEL[typ] != lab:
            ck.err("%s: bad label/type %s/%s" % (where, lab, typ))
        if st != st.strip():
            ck.err("%s: span with outer whitespace %r" % (where, st))
        balanced = st.count("(") == st.count(")") and st.count("[") == st.count("]")
        if (st[0] in BAD_START and not (st[0] in "([" and balanced)) or \
                (st[-1] in BAD_END and not (st[-1] in ")]" and balanced)):
            ck.err("%s: span takes in punctuation %r" % (where, st))
        if s < prev_start:
            ck.err("%s: spans not sorted at %d" % (where, s))
        if s < prev_end:
            ck.err("%s: overlapping spans at %d" % (where, s))
        prev_start, prev_end = s, max(prev_end, e)
        # rule 10: fictional contacts
        digits = re.sub(r"\D", "", st)
        if typ in ("PHONE", "FAX") and "555" not in digits:
            ck.err("%s: %s without 555: %r" % (where, typ, st))
        if typ in ("EMAIL", "URL") and not _host_ok(st):
            ck.err("%s: %s not on example domains: %r" % (where, typ, st))
        if typ == "EMAIL" and not EMAIL_RE.fullmatch(st):
            ck.err("%s: malformed email %r" % (where, st))
        if typ == "IPADDR":
            try:
                if not ipaddress.ip_address(st).is_private:
                    ck.err("%s: public IP %r" % (where, st))
            except ValueError:
                ck.err("%s: bad IP %r" % (where, st))
        if typ == "SSN" and not (digits.startswith("9") or digits.startswith("000")):
            ck.err("%s: SSN not starting 9/000: %r" % (where, st))
    # any contact-looking string in the text must be inside an annotated span
    for m in EMAIL_RE.finditer(text):
        if not _covered(spans, m.start(), m.end(), {"EMAIL"}):
            ck.err("%s: unannotated e-mail %r" % (where, m.group()))
        elif not _host_ok(m.group()):
            ck.err("%s: e-mail on non-example domain %r" % (where, m.group()))
    for m in URLISH_RE.finditer(text):
        val = m.group().rstrip(").,;>]\"'")
        if "@" in val:
            continue
        if not _covered(spans, m.start(), m.start() + len(val), {"URL", "EMAIL"}):
            ck.err("%s: unannotated URL %r" % (where, val))
    for m in IP_RE.finditer(text):
        if not _covered(spans, m.start(), m.end(), {"IPADDR"}):
            ck.err("%s: unannotated IP %r" % (where, m.group()))
    return spans


def check_file(path):
    ck = Checker()
    recs = []
    with open(path, "rb") as fh:
        raw = fh.read()
    if not raw.endswith(b"\n"):
        ck.err("file does not end with newline")
    for i, line in enumerate(raw.decode("utf-8").split("\n")[:-1], 1):
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as exc:
            ck.err("line %d: invalid JSON (%s)" % (i, exc))
            continue
        if not isinstance(rec, dict):
            ck.err("line %d: not an object" % i)
            continue
        check_record(ck, i, rec, "dev258-%04d" % i)
        recs.append(rec)
    # size rules (rule 8)
    n = len(recs)
    total = sum(len(r.get("spans", [])) for r in recs)
    mean_len = sum(len(r.get("text", "")) for r in recs) / max(n, 1)
    need = 600 if mean_len < 1200 else 330
    if n < need:
        ck.err("only %d notes (need %d, mean length %.0f)" % (n, need, mean_len))
    if total < 8000:
        ck.err("only %d spans (need 8000)" % total)
    types = collections.Counter(sp["type"] for r in recs for sp in r.get("spans", []))
    big_types = sorted(t for t, c in types.items() if c >= 15)
    if len(big_types) < 29:
        ck.err("only %d fine types with >=15 spans: %s" % (len(big_types), big_types))
    genres = collections.Counter(r["meta"]["genre"] for r in recs if isinstance(r.get("meta"), dict))
    big_genres = [g for g, c in genres.items() if c >= 30]
    if len(big_genres) < 10:
        ck.err("only %d genres with >=30 notes" % len(big_genres))
    n_lower = sum(1 for r in recs if r.get("meta", {}).get("lowercase") is True)
    share = n_lower / max(n, 1)
    if not 0.12 <= share <= 0.22:
        ck.err("lowercase share %.3f not about one in six" % share)
    labels = collections.Counter(sp["label"] for r in recs for sp in r.get("spans", []))
    stats = dict(notes=n, spans=total, mean_len=round(mean_len, 1), lowercase=n_lower,
                 genres=dict(sorted(genres.items())), labels=dict(sorted(labels.items())),
                 types=dict(sorted(types.items())),
                 countries=dict(sorted(collections.Counter(r["meta"]["country"] for r in recs).items())))
    return ck, stats, raw


def rebuild(dir_, ref_bytes):
    os.makedirs(dir_, exist_ok=True)
    errs = []
    for seed in ("1", "2"):
        out = os.path.join(dir_, "notes_seed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, cwd=ROOT, env=env,
                       stdout=subprocess.DEVNULL)
        with open(out, "rb") as fh:
            data = fh.read()
        if data != ref_bytes:
            errs.append("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: byte-identical (%d bytes)" % (seed, len(data)))
    return errs


def main(argv):
    path = os.path.join(ROOT, "notes.jsonl")
    if "--notes" in argv:
        path = argv[argv.index("--notes") + 1]
    ck, stats, raw = check_file(path)
    if "--rebuild" in argv:
        for e in rebuild(argv[argv.index("--rebuild") + 1], raw):
            ck.err(e)
    print(json.dumps(stats, indent=1))
    if ck.errors:
        print("FAILED: %d problem(s)" % len(ck.errors))
        for e in ck.errors:
            print("  - " + e)
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
