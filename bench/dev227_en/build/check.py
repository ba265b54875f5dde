"""Validate bench/dev227_en/notes.jsonl.  Exit status 1 on any failure.

Usage: python3 check.py [path]      (default ../notes.jsonl)
"""
import collections
import json
import os
import re
import sys

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
UK_FICTION = ("1134960", "1144960", "1154960", "1164960", "1174960", "1184960", "1214960", "1314960",
              "1414960", "1514960", "1614960", "2079460", "2920180", "1632960", "7700900")
EMAIL_OK = re.compile(r"@([a-z0-9.-]+\.)?(example\.(com|org|net)|[a-z0-9-]+\.test)$|@example\.(com|org|net)$|\.test$")
URL_HOST = re.compile(r"^(?:https?://)?([^/?]+)")


def private_ip(s):
    p = [int(x) for x in s.split(".")]
    return len(p) == 4 and (p[0] == 10 or (p[0] == 192 and p[1] == 168) or (p[0] == 172 and 16 <= p[1] <= 31))


def fictional_host(h):
    h = h.lower()
    return h.endswith(".test") or any(h == d or h.endswith("." + d) for d in ("example.com", "example.org", "example.net"))


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                                                               "notes.jsonl")
    errs = []

    def err(m):
        if len(errs) < 60:
            print("ERROR:", m)
        errs.append(m)

    notes = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except Exception as e:  # noqa
                err("line %d does not parse: %s" % (ln, e))
    types = collections.Counter()
    genres = collections.Counter()
    lens = []
    nlow = 0
    ids = set()
    for i, n in enumerate(notes):
        nid = n.get("id")
        if nid != "dev227-%04d" % (i + 1):
            err("id out of order at line %d: %r" % (i + 1, nid))
        if nid in ids:
            err("duplicate id %r" % nid)
        ids.add(nid)
        t = n.get("text")
        if not isinstance(t, str) or not t.strip():
            err("%s: empty text" % nid)
            continue
        lens.append(len(t))
        m = n.get("meta", {})
        if set(m) != {"source", "genre", "lowercase", "country"}:
            err("%s: bad meta keys %r" % (nid, sorted(m)))
        if m.get("source") != "dev227-en":
            err("%s: bad source" % nid)
        if m.get("country") not in ("Canada", "United Kingdom"):
            err("%s: bad country" % nid)
        genres[m.get("genre")] += 1
        low = m.get("lowercase")
        if low is True:
            nlow += 1
            if any(c.isupper() for c in t):
                err("%s: lowercase note has upper-case letters" % nid)
        elif low is not False:
            err("%s: lowercase flag not boolean" % nid)
        prev_end = -1
        prev_start = -1
        for s in n.get("spans", []):
            if set(s) != {"start", "end", "label", "type", "text"}:
                err("%s: bad span keys %r" % (nid, sorted(s)))
                continue
            a, b, ty = s["start"], s["end"], s["type"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(t)):
                err("%s: span out of range %r" % (nid, s))
                continue
            if a < prev_start:
                err("%s: spans not sorted at %d" % (nid, a))
            if a < prev_end:
                err("%s: overlapping spans at %d" % (nid, a))
            prev_start, prev_end = a, b
            if t[a:b] != s["text"]:
                err("%s: span text mismatch %r vs %r" % (nid, t[a:b], s["text"]))
            if ty not in TYPES or TYPES[ty] != s["label"]:
                err("%s: bad label/type %s/%s" % (nid, s["label"], ty))
            v = s["text"]
            if v != v.strip():
                err("%s: span with surrounding whitespace %r" % (nid, v))
            if "\n" in v:
                err("%s: span crosses a line %r" % (nid, v))
            if (v[0] in ",;:)[]\"'" or v[-1] in ",;:([]\"'" or (v[0] == "(" and ")" not in v)
                    or (v[-1] == ")" and "(" not in v)):
                err("%s: span takes in punctuation %r" % (nid, v))
            if low and any(c.isupper() for c in v):
                err("%s: upper case in lowercase span %r" % (nid, v))
            types[ty] += 1
            # fictional contact details
            if ty in ("PHONE", "FAX"):
                dg = re.sub(r"\D", "", v)
                if "555" not in dg and not any(u in dg for u in UK_FICTION) and not re.fullmatch(r"\d{5}", dg):
                    err("%s: non-fictional-looking phone %r" % (nid, v))
            elif ty == "EMAIL":
                if not fictional_host(v.split("@")[-1]):
                    err("%s: non-fictional email %r" % (nid, v))
            elif ty == "URL":
                h = URL_HOST.match(v).group(1)
                if not fictional_host(h):
                    err("%s: non-fictional url %r" % (nid, v))
            elif ty == "IPADDR":
                if not private_ip(v):
                    err("%s: non-private ip %r" % (nid, v))
            elif ty == "SSN":
                dg = v.replace(" ", "").replace("-", "").upper()
                if not (dg.startswith("9") or dg.startswith("000") or dg.startswith("QQ")):
                    err("%s: SSN not in fictional range %r" % (nid, v))
    nn = len(notes)
    tot = sum(types.values())
    mean = sum(lens) / float(len(lens)) if lens else 0.0
    need = MIN_NOTES_SHORT if mean < 1200 else MIN_NOTES
    if nn < need:
        err("only %d notes (need %d at mean length %.0f)" % (nn, need, mean))
    if tot < MIN_SPANS:
        err("only %d spans" % tot)
    for ty in TYPES:
        if types[ty] < MIN_PER_TYPE:
            err("type %s has %d spans (< %d)" % (ty, types[ty], MIN_PER_TYPE))
    big = [g for g, c in genres.items() if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = nlow / float(nn) if nn else 0
    if not 0.12 <= frac <= 0.22:
        err("lower-cased fraction %.3f not about 1/6" % frac)
    print("notes %d  spans %d  mean length %.0f  min %d  max %d  lowercase %d" % (nn, tot, mean, min(lens), max(lens), nlow))
    cc = collections.Counter(n["meta"]["country"] for n in notes)
    print("countries:", dict(sorted(cc.items())))
    print("genres:")
    for g, c in sorted(genres.items()):
        print("  %-42s %d" % (g, c))
    print("spans per type:")
    for ty in TYPES:
        print("  %-15s %d" % (ty, types[ty]))
    if errs:
        print("FAILED with %d error(s)" % len(errs))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
