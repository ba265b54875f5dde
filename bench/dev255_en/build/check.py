"""Validate bench/dev255_en/notes.jsonl (author 255). Exit 1 on any failure; prints statistics."""
import collections
import json
import os
import re
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
NOTES = os.path.join(os.path.dirname(HERE), "notes.jsonl")
TYPES = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
         "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
         "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
         "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
         "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
         "IPADDR": "CONTACT", "PROFESSION": "PROFESSION"}
EDGE_BAD = set(" \t\n,;:()[]{}\"'!?")
errors = []


def err(msg):
    if len(errors) < 50:
        print("ERROR:", msg)
    errors.append(msg)


def main():
    raw = open(NOTES, "rb").read()
    if b"\r" in raw:
        err("carriage return in file")
    if not raw.endswith(b"\n"):
        err("file does not end with newline")
    lines = raw.decode("utf-8").split("\n")[:-1]
    recs = []
    for n, line in enumerate(lines, 1):
        try:
            recs.append(json.loads(line))
        except json.JSONDecodeError as e:
            err("line %d: invalid JSON %s" % (n, e))
    tcount, gcount, lens, nspans, nlower = collections.Counter(), collections.Counter(), [], 0, 0
    for i, x in enumerate(recs, 1):
        rid = x.get("id")
        if rid != "dev255-%04d" % i:
            err("bad id %r at %d" % (rid, i))
        if sorted(x.keys()) != ["id", "meta", "spans", "text"]:
            err("%s: fields %r" % (rid, sorted(x.keys())))
        t, m = x.get("text", ""), x.get("meta", {})
        if not isinstance(t, str) or not t:
            err("%s: empty text" % rid)
            continue
        lens.append(len(t))
        if sorted(m.keys()) != ["country", "genre", "lowercase", "source"]:
            err("%s: meta keys %r" % (rid, sorted(m.keys())))
        if m.get("source") != "dev255-en":
            err("%s: source" % rid)
        if m.get("country") not in ("GB", "IE", "CA"):
            err("%s: country" % rid)
        if not isinstance(m.get("lowercase"), bool):
            err("%s: lowercase not bool" % rid)
        if m.get("lowercase"):
            nlower += 1
            if t != t.lower():
                err("%s: lowercase note has upper case" % rid)
        gcount[m.get("genre")] += 1
        prev_end = -1
        prev_start = -1
        for s in x.get("spans", []):
            if sorted(s.keys()) != ["end", "label", "start", "text", "type"]:
                err("%s: span keys %r" % (rid, sorted(s.keys())))
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(t)):
                err("%s: bad offsets %r" % (rid, s))
                continue
            if t[a:b] != s["text"]:
                err("%s: span text mismatch %r vs %r" % (rid, t[a:b], s["text"]))
            if s["type"] not in TYPES or TYPES[s["type"]] != s["label"]:
                err("%s: bad label/type %s/%s" % (rid, s["label"], s["type"]))
            if a < prev_start:
                err("%s: spans not sorted" % rid)
            if a < prev_end:
                err("%s: overlapping spans at %d" % (rid, a))
            st = s["text"]
            lead_ok = st[0] == "(" and s["type"] in ("PHONE", "FAX") and ")" in st
            if (st[0] in EDGE_BAD and not lead_ok) or st[-1] in EDGE_BAD:
                err("%s: span edge whitespace/punctuation %r" % (rid, st))
            if st.endswith(".") and not re.search(r"(^|[\s.])\w\.$|St\.$", st):
                err("%s: span ends with full stop %r" % (rid, st))
            if m.get("lowercase") and st != st.lower():
                err("%s: upper case span in lowercase note" % rid)
            if s["type"] == "PHONE" or s["type"] == "FAX":
                if "555" not in st:
                    err("%s: phone without 555 %r" % (rid, st))
            if s["type"] == "EMAIL" and not re.search(r"@([a-z.]+\.)?example\.(com|org|net)$", st.lower()):
                err("%s: non-example email %r" % (rid, st))
            if s["type"] == "URL" and "example." not in st.lower():
                err("%s: non-example url %r" % (rid, st))
            if s["type"] == "IPADDR" and not re.match(r"^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)", st):
                err("%s: non-private IP %r" % (rid, st))
            if s["type"] == "SSN" and not (st.startswith("9") or st.startswith("000")):
                err("%s: SSN must start with 9 or 000 %r" % (rid, st))
            prev_end, prev_start = b, a
            tcount[s["type"]] += 1
            nspans += 1
    n = len(recs)
    mean = statistics.mean(lens) if lens else 0
    if n < 330 or (mean < 1200 and n < 600):
        err("too few notes: %d (mean length %.0f)" % (n, mean))
    if nspans < 8000:
        err("too few spans: %d" % nspans)
    for ty in sorted(TYPES):
        if tcount[ty] < 15:
            err("type %s only %d" % (ty, tcount[ty]))
    big = [g for g in sorted(gcount) if gcount[g] >= 30]
    if len(big) < 10:
        err("only %d genres with >=30 notes" % len(big))
    if not (n / 6 * 0.8 <= nlower <= n / 6 * 1.2):
        err("lower-cased notes %d not about one in six of %d" % (nlower, n))
    # determinism hints: build sources must not iterate sets or use unseeded randomness / hash()
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py") and fn != "check.py":
            src = open(os.path.join(HERE, fn), encoding="utf-8").read()
            if os.path.getsize(os.path.join(HERE, fn)) >= 30000:
                err("%s is over 30 KB" % fn)
            for pat in (r"\bset\(", r"\bhash\(", r"random\.random\(", r"random\.choice\(", r"Random\(\)",
                        r"time\.time\(", r"datetime\.now", r"date\.today", r"uuid"):
                if re.search(pat, src):
                    err("%s: determinism risk pattern %s" % (fn, pat))
            if "random.Random(" in src and "random.Random(255)" not in src:
                err("%s: Random not seeded with 255" % fn)
    print("notes %d  spans %d  lower %d  mean len %.0f  median %.0f  min %d  max %d" % (
        n, nspans, nlower, mean, statistics.median(lens), min(lens), max(lens)))
    print("genres:", ", ".join("%s %d" % (g, gcount[g]) for g in sorted(gcount)))
    print("types:", ", ".join("%s %d" % (ty, tcount[ty]) for ty in sorted(TYPES)))
    if errors:
        print("FAILED with %d errors" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
