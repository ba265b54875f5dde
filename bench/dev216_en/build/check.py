"""Validate dev216_en/notes.jsonl against the label guideline and the set's size rules.

Usage: python3 build/check.py   (exit status 0 = all checks passed)
"""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

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
FICT_DOMAINS = ("example.com", "example.org", "example.net")
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_TYPES, MIN_PER_TYPE = 8000, 29, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30

# surnames/first names that are also ordinary lower-case words (only skipped in lower-cased notes)
COMMON_WORDS = ("walker", "white", "brown", "bell", "hall", "king", "young", "grace", "ruby", "jade", "rose", "bay")

errors = []


def err(msg):
    errors.append(msg)


def fictional_host(host):
    host = host.lower().split(":")[0]
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def url_host(u):
    u = re.sub(r"^[a-z]+://", "", u.lower())
    return u.split("/")[0]


def private_ip(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return False
    return any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))


def check_span(rid, text, s, prev_end):
    keys = sorted(s.keys())
    if keys != ["end", "label", "start", "text", "type"]:
        err("%s: span keys %s" % (rid, keys))
        return prev_end
    st, en, typ, lab, val = s["start"], s["end"], s["type"], s["label"], s["text"]
    if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
        err("%s: bad offsets %r" % (rid, s))
        return prev_end
    if text[st:en] != val:
        err("%s: offset text mismatch %r vs %r" % (rid, text[st:en], val))
    if st < prev_end:
        err("%s: spans unsorted/overlapping at %d" % (rid, st))
    if typ not in TYPE_LABEL:
        err("%s: unknown type %s" % (rid, typ))
    elif TYPE_LABEL[typ] != lab:
        err("%s: label %s wrong for type %s" % (rid, lab, typ))
    if val != val.strip():
        err("%s: span has outer whitespace %r" % (rid, val))
    if val[-1] in ",;:!?\"'" or (val[-1] == ")" and "(" not in val):
        err("%s: span ends with punctuation %r" % (rid, val))
    if val[-1] == "." and typ not in ("PATIENT", "DOCTOR", "FAMILY"):
        err("%s: span ends with full stop %r" % (rid, val))
    if val[0] in ",;:.!?\"')" or (val[0] == "(" and ")" not in val):
        err("%s: span starts with punctuation %r" % (rid, val))
    if val.count("(") != val.count(")"):
        err("%s: unbalanced brackets %r" % (rid, val))
    low = val.lower()
    if typ in ("DOCTOR", "PATIENT", "FAMILY") and re.match(r"^(dr|mr|mrs|ms|miss|prof)\.?\s", low):
        err("%s: title inside name %r" % (rid, val))
    if typ in ("PHONE", "FAX") and "555" not in re.sub(r"\D", "", val):
        err("%s: non-fictional phone/fax %r" % (rid, val))
    if typ == "EMAIL" and (val.count("@") != 1 or val.split("@")[1].lower() not in FICT_DOMAINS):
        err("%s: non-fictional email %r" % (rid, val))
    if typ == "URL" and not fictional_host(url_host(val)):
        err("%s: non-fictional URL %r" % (rid, val))
    if typ == "IPADDR" and not private_ip(val):
        err("%s: non-private IP %r" % (rid, val))
    if typ == "SSN":
        d = re.sub(r"\D", "", val)
        if not (d.startswith("9") or d.startswith("000")):
            err("%s: SSN-like number not 9xx/000 %r" % (rid, val))
    if typ == "AGE" and not re.match(r"^(\d{1,3}(;\d{1,2})?|[a-z]+(-[a-z]+)?)$", low):
        err("%s: odd AGE %r" % (rid, val))
    return en


def covered(spans, a, b):
    for s in spans:
        if s["start"] <= a and b <= s["end"]:
            return True
    return False


def check_note(i, line):
    try:
        r = json.loads(line)
    except json.JSONDecodeError as e:
        err("line %d: bad JSON %s" % (i + 1, e))
        return None
    if sorted(r.keys()) != ["id", "meta", "spans", "text"]:
        err("line %d: keys %s" % (i + 1, sorted(r.keys())))
        return None
    rid = r["id"]
    if rid != "dev216-%04d" % (i + 1):
        err("line %d: id %s out of sequence" % (i + 1, rid))
    text = r["text"]
    m = r["meta"]
    if sorted(m.keys()) != ["country", "genre", "lowercase", "source"]:
        err("%s: meta keys %s" % (rid, sorted(m.keys())))
    if m.get("source") != "dev216-en":
        err("%s: meta.source" % rid)
    if m.get("country") not in ("Australia", "Ireland"):
        err("%s: meta.country %r" % (rid, m.get("country")))
    if not isinstance(m.get("lowercase"), bool):
        err("%s: meta.lowercase not bool" % rid)
    if m.get("lowercase") and text != text.lower():
        err("%s: lowercase note has upper-case characters" % rid)
    prev = 0
    for s in r["spans"]:
        prev = check_span(rid, text, s, prev)
    # fictional contacts anywhere in the text, annotated or not
    for em in re.findall(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)", text):
        if em.lower() not in FICT_DOMAINS:
            err("%s: e-mail domain in text %s" % (rid, em))
    for h in re.findall(r"(?:https?://|www\.)([\w.-]+)", text, flags=re.I):
        if not fictional_host(h):
            err("%s: URL host in text %s" % (rid, h))
    for ip in re.findall(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])", text):
        if not private_ip(ip):
            err("%s: public IP-like string in text %s" % (rid, ip))
    # every occurrence: a name or place string that is annotated once must be annotated everywhere
    seen = []
    for s in r["spans"]:
        if s["type"] in ("PATIENT", "DOCTOR", "FAMILY", "CITY", "HOSPITAL", "ORGANIZATION", "COUNTRY", "STREET") \
                and len(s["text"]) >= 4 and s["text"] not in seen:
            seen.append(s["text"])
    for v in seen:
        if m.get("lowercase") and v in COMMON_WORDS:
            continue  # e.g. surname 'walker' vs 'cam walker' in a lower-cased note
        for mm in re.finditer(r"(?<!\w)" + re.escape(v) + r"(?!\w)", text):
            if not covered(r["spans"], mm.start(), mm.end()):
                err("%s: unannotated occurrence of %r at %d" % (rid, v, mm.start()))
    return r


def main():
    with open(PATH, encoding="utf-8") as f:
        lines = f.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    recs = [x for x in (check_note(i, l) for i, l in enumerate(lines)) if x is not None]
    n = len(recs)
    mean = sum(len(r["text"]) for r in recs) / max(1, n)
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        err("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    types = collections.Counter(s["type"] for r in recs for s in r["spans"])
    nsp = sum(types.values())
    if nsp < MIN_SPANS:
        err("only %d spans" % nsp)
    good_types = [t for t in sorted(types) if types[t] >= MIN_PER_TYPE]
    if len(good_types) < MIN_TYPES:
        err("only %d types with >= %d spans" % (len(good_types), MIN_PER_TYPE))
    genres = collections.Counter(r["meta"]["genre"] for r in recs)
    good_genres = [g for g in sorted(genres) if genres[g] >= MIN_PER_GENRE]
    if len(good_genres) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(good_genres), MIN_PER_GENRE))
    nlow = sum(1 for r in recs if r["meta"]["lowercase"])
    if not (0.12 <= nlow / max(1, n) <= 0.22):
        err("lower-case share %.3f not about one in six" % (nlow / max(1, n)))
    print("notes %d | spans %d | mean length %.0f chars | lower-case %d | types %d | genres %d" %
          (n, nsp, mean, nlow, len(types), len(genres)))
    for t in sorted(types, key=lambda x: (-types[x], x)):
        print("  %-15s %5d" % (t, types[t]))
    for g in sorted(genres):
        print("  %-30s %4d" % (g, genres[g]))
    if errors:
        for e in errors[:60]:
            print("ERROR", e)
        print("%d error(s)" % len(errors))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
