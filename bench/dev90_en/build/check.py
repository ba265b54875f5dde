"""Validate bench/dev90_en/notes.jsonl; exit non-zero on any problem. Standard library only."""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
NOTES = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")

# the guideline's fine types and their categories
TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES = 900, 6000, 15, 10
MIN_NEGATIVES, MIN_NEG_KINDS = 1500, 10

EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")
CREDENTIALS = {"md", "rn", "np", "pa-c", "mbbs", "do", "pharmd", "lpn", "bsn", "fnp-c", "cma", "aprn", "rph",
               "dnp", "dpt", "mrcgp", "msn"}
NOT_PHI_WORDS = CREDENTIALS | {"icu", "ed", "er", "cardiology", "radiology", "peds", "na", "k", "cl", "bun", "cr",
                               "hgb", "plt", "inr", "hr", "rr", "spo2", "bp", "gcs", "nyha", "foley", "babinski",
                               "parkinson's", "crohn's", "apgar", "fda", "cdc"}
TITLE_RE = re.compile(r"^(dr|mr|mrs|ms|miss|prof)\.?\s", re.I)
INITIAL_END_RE = re.compile(r"(?:^|[\s.])[A-Za-z]\.$")

errors = []


def err(msg):
    errors.append(msg)


def same_class(a, b):
    return (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit())


def domain_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in EXAMPLE_DOMAINS)


def ip_ok(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return False
    return any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))


def phone_ok(s):
    d = re.sub(r"\D", "", re.split(r"\s*(?:ext\.?|x\.?)\s*\d+$", s, flags=re.I)[0])
    if len(d) >= 7:
        return "55501" in d
    return 3 <= len(d) <= 6  # internal pager / extension numbers


def contact_ok(typ, t):
    if typ in ("PHONE", "FAX"):
        return phone_ok(t)
    if typ == "EMAIL":
        m = re.fullmatch(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+)", t)
        return bool(m) and domain_ok(m.group(1))
    if typ == "URL":
        m = re.match(r"(?:https?://)?([A-Za-z0-9.-]+)", t)
        return bool(m) and domain_ok(m.group(1))
    if typ == "IPADDR":
        return ip_ok(t)
    if typ == "SSN":
        return bool(re.fullmatch(r"9\d\d-\d\d-\d{4}|000-\d\d-\d{4}|qq \d\d \d\d \d\d [a-d]", t, re.I))
    return True


def main():
    if not os.path.exists(NOTES):
        print("missing", NOTES)
        return 1
    type_counts = collections.Counter()
    genres = collections.Counter()
    neg_kinds = collections.Counter()
    n_spans = n_negs = n_short = n_long = n_lower = 0
    n = 0
    with open(NOTES, encoding="utf-8") as f:
        lines = f.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    for ln, line in enumerate(lines, 1):
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            err(f"line {ln}: bad JSON {e}")
            continue
        n += 1
        where = f"line {ln}"
        if not isinstance(rec, dict) or set(rec) != {"id", "text", "spans", "meta"}:
            err(f"{where}: keys {sorted(rec) if isinstance(rec, dict) else type(rec)}")
            continue
        rid, text, spans, meta = rec["id"], rec["text"], rec["spans"], rec["meta"]
        exp = f"dev90-en-{n:04d}"
        if rid != exp:
            err(f"{where}: id {rid!r} != {exp}")
        where = rid
        if not isinstance(text, str) or not text.strip():
            err(f"{where}: empty text")
            continue
        if not text.isascii():
            err(f"{where}: non-ASCII text")
        if not isinstance(meta, dict) or meta.get("source") != "dev90-en":
            err(f"{where}: meta.source")
            continue
        g = meta.get("genre")
        if not isinstance(g, str) or not g:
            err(f"{where}: meta.genre missing")
        genres[g] += 1
        if len(text) < 400:
            n_short += 1
        if len(text) >= 1500:
            n_long += 1
        is_lower = text == text.lower()
        if bool(meta.get("lowercase")) and not is_lower:
            err(f"{where}: meta.lowercase but text has capitals")
        n_lower += bool(meta.get("lowercase"))
        if not isinstance(spans, list):
            err(f"{where}: spans not a list")
            continue
        prev_end = -1
        covered = []
        for s in spans:
            if not isinstance(s, dict) or set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{where}: span keys {s}")
                continue
            st, en, lab, typ, t = s["start"], s["end"], s["label"], s["type"], s["text"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err(f"{where}: bad offsets {s}")
                continue
            if typ not in TYPES:
                err(f"{where}: unknown type {typ}")
                continue
            if TYPES[typ] != lab:
                err(f"{where}: label {lab} != {TYPES[typ]} for {typ}")
            if text[st:en] != t:
                err(f"{where}: text mismatch {text[st:en]!r} != {t!r}")
                continue
            if st < prev_end:
                err(f"{where}: spans unsorted or overlapping at {st}")
            prev_end = en
            covered.append((st, en))
            type_counts[typ] += 1
            n_spans += 1
            if t != t.strip() or "\n" in t or "\t" in t:
                err(f"{where}: whitespace at span edge or inside line break {t!r}")
            first, last = t[0], t[-1]
            if not (first.isalnum() or (first in "(+" and typ in ("PHONE", "FAX"))):
                err(f"{where}: span starts with punctuation {t!r}")
            if not (last.isalnum() or (last == "." and INITIAL_END_RE.search(t) and typ in ("PATIENT", "DOCTOR", "FAMILY"))):
                err(f"{where}: span ends with punctuation {t!r}")
            if st > 0 and same_class(text[st - 1], text[st]):
                err(f"{where}: span starts inside a word/number {text[max(0, st - 5):en]!r}")
            if en < len(text) and same_class(text[en - 1], text[en]):
                err(f"{where}: span ends inside a word/number {text[st:en + 5]!r}")
            if lab == "NAME" and typ != "USERNAME":
                if TITLE_RE.match(t):
                    err(f"{where}: title inside name span {t!r}")
                if re.search(r",?\s(MD|RN|NP|DO|PA-C|MBBS|PharmD)$", t, re.I):
                    err(f"{where}: credential inside name span {t!r}")
            initials = lab == "NAME" and len(t) <= 3 and t.isalpha()  # staff initials such as bp/ca are PHI
            if t.lower() in NOT_PHI_WORDS and typ not in ("STATE",) and not initials:
                err(f"{where}: non-PHI word annotated {t!r}")
            if not contact_ok(typ, t):
                err(f"{where}: contact/ID value not in a fictional range: {typ} {t!r}")

        def is_covered(a, b):
            return any(cs <= a and b <= ce for cs, ce in covered)

        # contact-looking strings anywhere must be fictional and annotated
        for m in re.finditer(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]*[A-Za-z0-9]", text):
            if not domain_ok(m.group().split("@", 1)[1]) or not is_covered(*m.span()):
                err(f"{where}: e-mail not fictional or not annotated {m.group()!r}")
        for m in re.finditer(r"(?:https?://|www\.)\S*[A-Za-z0-9/]", text):
            if not is_covered(*m.span()):
                err(f"{where}: URL not annotated {m.group()!r}")
        for m in re.finditer(r"(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])", text):
            if not ip_ok(m.group()) or not is_covered(*m.span()):
                err(f"{where}: IP not private or not annotated {m.group()!r}")
        for m in re.finditer(r"(?<![\w-])(?:\(\d{3}\)\s?|\d{3}[-. ])?\d{3}[-. ]\d{4}(?![\w-])", text):
            if "555" in m.group() and not is_covered(*m.span()):
                err(f"{where}: phone number not annotated {m.group()!r}")
            if "555" in m.group() and not phone_ok(m.group()):
                err(f"{where}: phone not in 555-01xx {m.group()!r}")
        # hard negatives recorded while composing: must be present and unannotated
        negs = meta.get("hard_negatives", [])
        for hn in negs:
            a, b = hn["start"], hn["end"]
            if text[a:b] != hn["text"]:
                err(f"{where}: hard negative mismatch {hn}")
            if any(a < ce and cs < b for cs, ce in covered):
                err(f"{where}: hard negative overlaps a span {hn}")
            neg_kinds[hn["kind"]] += 1
            n_negs += 1

    if n < MIN_NOTES:
        err(f"only {n} notes (< {MIN_NOTES})")
    if n_spans < MIN_SPANS:
        err(f"only {n_spans} spans (< {MIN_SPANS})")
    for t in TYPES:
        if type_counts[t] < MIN_PER_TYPE:
            err(f"type {t}: {type_counts[t]} spans (< {MIN_PER_TYPE})")
    if len(genres) < MIN_GENRES:
        err(f"only {len(genres)} genres")
    if n_negs < MIN_NEGATIVES or len(neg_kinds) < MIN_NEG_KINDS:
        err(f"hard negatives: {n_negs} of {len(neg_kinds)} kinds (need {MIN_NEGATIVES} / {MIN_NEG_KINDS})")
    if n and n_short / n < 0.6:
        err(f"only {n_short}/{n} notes under 400 characters")
    if n and not 0.25 <= n_lower / n <= 0.45:
        err(f"lower-case share {n_lower}/{n} outside 25-45%")
    if n_long < 10:
        err(f"only {n_long} long notes (>= 1500 chars)")

    print(f"notes {n}, spans {n_spans}, genres {len(genres)}, hard negatives {n_negs}, "
          f"under-400 {n_short}, long {n_long}, lower-case {n_lower}")
    for t in TYPES:
        print(f"  {TYPES[t]:<11} {t:<15} {type_counts[t]}")
    for g, k in sorted(genres.items()):
        print(f"  genre {g}: {k}")
    print("  negative kinds:", dict(sorted(neg_kinds.items())))
    if errors:
        for e in errors[:60]:
            print("ERROR", e)
        print(f"{len(errors)} problem(s)")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
