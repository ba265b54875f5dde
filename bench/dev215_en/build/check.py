"""Validate /work/main/bench/dev215_en/notes.jsonl. Exit status 1 on any error.

Checks: ids, offsets, sorting/overlap, labels and types, span boundaries,
size requirements, lower-case notes, fictional contact details.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

TYPE2LABEL = {
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
MIN_NOTES = 330
MIN_NOTES_SHORT = 600
MIN_SPANS = 8000
MIN_TYPES = 29
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30
FICT_DOMAINS = ("example.com", "example.org", "example.net")

EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s)>\]]+", re.I)
IP_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])")


def private_ip(s):
    m = IP_RE.fullmatch(s)
    if not m:
        return False
    a, b = int(m.group(1)), int(m.group(2))
    if any(int(x) > 255 for x in m.groups()):
        return False
    return a == 10 or (a == 192 and b == 168) or (a == 172 and 16 <= b <= 31)


def host_ok(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def url_host(u):
    u = re.sub(r"^https?://", "", u, flags=re.I)
    return re.split(r"[/?#:]", u, maxsplit=1)[0]


def main():
    errs = []

    def err(msg):
        errs.append(msg)

    notes = []
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                err("line %d: bad JSON (%s)" % (ln, e))
    type_count = {}
    genre_count = {}
    n_spans = 0
    total_len = 0
    n_lower = 0
    for i, rec in enumerate(notes):
        nid = rec.get("id")
        want = "dev215-%04d" % (i + 1)
        if nid != want:
            err("%s: expected id %s" % (nid, want))
        keys = sorted(rec.keys())
        if keys != ["id", "meta", "spans", "text"]:
            err("%s: unexpected fields %s" % (nid, keys))
        text = rec.get("text", "")
        total_len += len(text)
        meta = rec.get("meta", {})
        if meta.get("source") != "dev215-en":
            err("%s: bad meta.source" % nid)
        if not meta.get("genre"):
            err("%s: missing genre" % nid)
        if meta.get("country") not in ("UK", "US"):
            err("%s: bad country" % nid)
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: lowercase must be bool" % nid)
        genre_count[meta.get("genre")] = genre_count.get(meta.get("genre"), 0) + 1
        if meta.get("lowercase"):
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case characters" % nid)
        prev_end = -1
        prev_start = -1
        for sp in rec.get("spans", []):
            n_spans += 1
            s, e, lab, typ, st = (sp.get("start"), sp.get("end"), sp.get("label"),
                                  sp.get("type"), sp.get("text"))
            if sorted(sp.keys()) != ["end", "label", "start", "text", "type"]:
                err("%s: span fields %s" % (nid, sorted(sp.keys())))
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != st:
                err("%s: text mismatch at %d-%d: %r vs %r" % (nid, s, e, text[s:e], st))
            if s < prev_start:
                err("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                err("%s: overlapping spans at %d" % (nid, s))
            prev_start, prev_end = s, e
            if typ not in TYPE2LABEL:
                err("%s: unknown type %r" % (nid, typ))
            elif TYPE2LABEL[typ] != lab:
                err("%s: label %r does not match type %r" % (nid, lab, typ))
            type_count[typ] = type_count.get(typ, 0) + 1
            if st != st.strip():
                err("%s: span with outer whitespace %r" % (nid, st))
            if st and (st[-1] in ",;:\"'([" or st[0] in ",;:\"')]."):
                err("%s: span with outer punctuation %r" % (nid, st))
            if st.count("(") != st.count(")"):
                err("%s: unbalanced brackets in span %r" % (nid, st))
            if st.endswith(".") and not re.search(r"(?:\b[A-Za-z]\.|\bSt\.|\bInc\.|\bU\.S\.A\.)$",
                                                  st, re.I):
                err("%s: span ends with a full stop %r" % (nid, st))
            if s > 0 and text[s - 1].isalnum() and typ not in ("AGE",):
                err("%s: span starts inside a word %r" % (nid, st))
            if e < len(text) and text[e].isalnum() and typ not in ("AGE", "PATIENT"):
                err("%s: span ends inside a word %r" % (nid, st))
            # fictional contacts
            if typ in ("PHONE", "FAX"):
                dg = re.sub(r"\D", "", st)
                if len(dg) >= 7 and "555" not in dg:
                    err("%s: phone not in 555 range %r" % (nid, st))
            elif typ == "EMAIL":
                m = EMAIL_RE.fullmatch(st)
                if not m or not host_ok(m.group(1)):
                    err("%s: non-fictional email %r" % (nid, st))
            elif typ == "URL":
                if not host_ok(url_host(st)):
                    err("%s: non-fictional URL %r" % (nid, st))
            elif typ == "IPADDR":
                if not private_ip(st):
                    err("%s: non-private IP %r" % (nid, st))
            elif typ == "SSN":
                dg = re.sub(r"\D", "", st)
                if len(dg) != 9 or not (dg[0] == "9" or dg.startswith("000")):
                    err("%s: SSN not in 9xx/000 range %r" % (nid, st))
        # contacts anywhere in the text, annotated or not
        for m in EMAIL_RE.finditer(text):
            if not host_ok(m.group(1)):
                err("%s: non-fictional email in text %r" % (nid, m.group(0)))
        for m in URL_RE.finditer(text):
            if not host_ok(url_host(m.group(0).rstrip(".,;"))):
                err("%s: non-fictional URL in text %r" % (nid, m.group(0)))
        for m in IP_RE.finditer(text):
            if not private_ip(m.group(0)):
                err("%s: non-private IP-like string %r" % (nid, m.group(0)))
    n = len(notes)
    mean_len = total_len / n if n else 0
    need = MIN_NOTES_SHORT if mean_len < 1200 else MIN_NOTES
    if n < need:
        err("only %d notes (need %d at mean length %.0f)" % (n, need, mean_len))
    if n_spans < MIN_SPANS:
        err("only %d spans (need %d)" % (n_spans, MIN_SPANS))
    rich = [t for t in sorted(type_count) if type_count[t] >= MIN_PER_TYPE]
    if len(rich) < MIN_TYPES:
        err("only %d types with >=%d spans: %s" % (len(rich), MIN_PER_TYPE, rich))
    big = [g for g in sorted(genre_count) if genre_count[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >=%d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / n if n else 0
    if not 0.12 <= frac <= 0.22:
        err("lower-case share %.3f is not about one in six" % frac)
    print("notes: %d  spans: %d  mean length: %.0f  lower-case: %d" % (
        n, n_spans, mean_len, n_lower))
    print("genres: " + ", ".join("%s=%d" % (g, genre_count[g]) for g in sorted(genre_count)))
    print("types: " + ", ".join("%s=%d" % (t, type_count[t]) for t in sorted(type_count)))
    if errs:
        for e in errs[:60]:
            print("ERROR:", e)
        print("%d error(s)" % len(errs))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
