"""Validate bench/dev93_en/notes.jsonl. Exits non-zero on any problem. Standard library only."""
import collections
import ipaddress
import json
import os
import re
import sys

PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")

# the guideline's table: fine type -> category
CAT = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES = 900, 6000, 15, 10
MIN_NEG_TOTAL, MIN_NEG_PER_KIND = 2000, 50
NEG_KINDS_REQUIRED = ["drug", "lab", "vital", "cred", "dx", "time", "icd", "score", "word"]
EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")
TITLES = ("dr", "dr.", "mr", "mr.", "mrs", "mrs.", "ms", "ms.", "miss", "prof", "prof.", "nurse")
CREDS = ("md", "rn", "rgn", "np", "pa-c", "mbbs", "mpharm", "mcsp", "mbchb", "frcs", "mrcgp")

errors = []


def err(msg):
    errors.append(msg)


def cls(ch):
    if ch.isdigit():
        return "d"
    if ch.isalpha():
        return "a"
    return None


def domain_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in EXAMPLE_DOMAINS)


def contact_ok(t, v):
    if t in ("PHONE", "FAX"):
        dg = re.sub(r"\D", "", v)
        return len(dg) <= 6 or "55501" in dg
    if t == "EMAIL":
        m = re.fullmatch(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+)", v)
        return bool(m) and domain_ok(m.group(1))
    if t == "URL":
        host = re.sub(r"^https?://", "", v, flags=re.I).split("/")[0]
        return domain_ok(host)
    if t == "IPADDR":
        try:
            a = ipaddress.ip_address(v)
        except ValueError:
            return False
        return any(a in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))
    if t == "SSN":
        n = re.sub(r"[\s-]", "", v).upper()
        return n.startswith(("QQ", "000", "9"))
    return True


def main():
    if not os.path.exists(PATH):
        print("missing", PATH)
        return 1
    raw = open(PATH, "rb").read()
    try:
        raw.decode("ascii")
    except UnicodeDecodeError:
        err("file is not ASCII")
    lines = raw.decode("utf-8", "replace").splitlines()
    types = collections.Counter()
    genres = collections.Counter()
    negk = collections.Counter()
    lower = short = 0
    nspans = 0
    for ln, line in enumerate(lines, 1):
        try:
            r = json.loads(line)
        except json.JSONDecodeError as e:
            err(f"line {ln}: bad JSON {e}")
            continue
        if not isinstance(r, dict) or set(r) != {"id", "text", "spans", "meta"}:
            err(f"line {ln}: keys {sorted(r) if isinstance(r, dict) else type(r)}")
            continue
        rid, text, spans, meta = r["id"], r["text"], r["spans"], r["meta"]
        if rid != f"dev93-en-{ln:04d}":
            err(f"line {ln}: id {rid!r} not sequential")
        if not isinstance(text, str) or not text.strip():
            err(f"{rid}: empty text")
            continue
        if not text.isascii():
            err(f"{rid}: non-ASCII text")
        if not isinstance(meta, dict) or meta.get("source") != "dev93-en" or not meta.get("genre"):
            err(f"{rid}: meta source/genre")
            continue
        genres[meta["genre"]] += 1
        if text == text.lower():
            lower += 1
        if len(text) < 400:
            short += 1
        if not isinstance(spans, list):
            err(f"{rid}: spans not a list")
            continue
        prev_end = -1
        covered = [False] * len(text)
        for s in spans:
            if not isinstance(s, dict) or set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{rid}: span keys {s}")
                continue
            a, b, t, lab, st = s["start"], s["end"], s["type"], s["label"], s["text"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err(f"{rid}: bad offsets {s}")
                continue
            if t not in CAT:
                err(f"{rid}: unknown type {t}")
                continue
            if lab != CAT[t]:
                err(f"{rid}: label {lab} != {CAT[t]} for {t}")
            if text[a:b] != st:
                err(f"{rid}: text mismatch {text[a:b]!r} != {st!r}")
            if a < prev_end:
                err(f"{rid}: spans unsorted or overlapping at {a}")
            prev_end = b
            for i in range(a, b):
                covered[i] = True
            nspans += 1
            types[t] += 1
            # edges
            if st != st.strip():
                err(f"{rid}: whitespace at edge {st!r}")
            if st[0] in ".,;:!?\"')]}>#*" or (st[0] in "([" and t not in ("PHONE", "FAX")):
                err(f"{rid}: punctuation at start {st!r}")
            if st[-1] in ",;:!?\"'([{<-/":
                err(f"{rid}: punctuation at end {st!r}")
            if st[-1] == ")" and "(" not in st:
                err(f"{rid}: unbalanced ) at end {st!r}")
            if st[-1] == "." and not re.search(r"(^|[\s.])[A-Za-z]\.$", st):
                err(f"{rid}: full stop at end {st!r}")
            if a > 0 and cls(text[a - 1]) and cls(text[a - 1]) == cls(text[a]):
                err(f"{rid}: span starts inside a word/number {text[max(0, a - 5):b]!r}")
            if b < len(text) and cls(text[b]) and cls(text[b]) == cls(text[b - 1]):
                err(f"{rid}: span ends inside a word/number {text[a:b + 5]!r}")
            low = st.lower()
            if t in ("PATIENT", "DOCTOR", "FAMILY") and low.split()[0] in TITLES and len(low.split()) > 1:
                err(f"{rid}: title inside name span {st!r}")
            if t in ("PATIENT", "DOCTOR", "FAMILY") and re.search(r"[ ,](" + "|".join(map(re.escape, CREDS)) + r")$", low):
                err(f"{rid}: credential inside name span {st!r}")
            if not contact_ok(t, st):
                err(f"{rid}: {t} value outside fictional range {st!r}")
        # hard negatives
        for hn in meta.get("hard_negatives", []):
            if not (isinstance(hn, list) and len(hn) == 3):
                err(f"{rid}: bad hard_negative {hn}")
                continue
            a, b, k = hn
            if not (0 <= a < b <= len(text)):
                err(f"{rid}: hard negative out of range {hn}")
                continue
            if any(covered[a:b]):
                err(f"{rid}: hard negative overlaps a span {text[a:b]!r}")
            negk[k] += 1
        # every other occurrence of an annotated name (4+ letters) must be annotated or a declared negative
        negmask = [False] * len(text)
        for a, b, _ in meta.get("hard_negatives", []):
            for i in range(a, b):
                negmask[i] = True
        names = {s["text"] for s in spans if s["type"] in ("PATIENT", "DOCTOR", "FAMILY") and len(s["text"]) >= 4}
        for nmv in names:
            for m in re.finditer(r"(?<![A-Za-z])" + re.escape(nmv) + r"(?![A-Za-z])", text):
                if not any(covered[m.start():m.end()]) and not any(negmask[m.start():m.end()]):
                    err(f"{rid}: unannotated occurrence of {nmv!r} at {m.start()}")
    n = len(lines)
    if n < MIN_NOTES:
        err(f"only {n} notes (< {MIN_NOTES})")
    if nspans < MIN_SPANS:
        err(f"only {nspans} spans (< {MIN_SPANS})")
    for t in CAT:
        if types[t] < MIN_PER_TYPE:
            err(f"type {t}: {types[t]} spans (< {MIN_PER_TYPE})")
    if len(genres) < MIN_GENRES:
        err(f"only {len(genres)} genres (< {MIN_GENRES})")
    total_neg = sum(negk.values())
    if total_neg < MIN_NEG_TOTAL:
        err(f"only {total_neg} hard negatives (< {MIN_NEG_TOTAL})")
    for k in NEG_KINDS_REQUIRED:
        if negk[k] < MIN_NEG_PER_KIND:
            err(f"hard negative kind {k}: {negk[k]} (< {MIN_NEG_PER_KIND})")
    if n and lower / n < 0.25:
        err(f"lower-case share {lower / n:.2f} < 0.25")
    if n and short / n < 0.6:
        err(f"share under 400 chars {short / n:.2f} < 0.6")
    print(f"notes {n}  spans {nspans}  genres {len(genres)}  hard negatives {total_neg}  "
          f"lower-case {lower} ({lower / max(n, 1):.0%})  under 400 chars {short} ({short / max(n, 1):.0%})")
    print("per type: " + ", ".join(f"{t} {types[t]}" for t in CAT))
    print("per genre: " + ", ".join(f"{g} {c}" for g, c in sorted(genres.items())))
    print("hard negatives: " + ", ".join(f"{k} {c}" for k, c in sorted(negk.items())))
    if errors:
        for e in errors[:60]:
            print("ERROR", e)
        print(f"{len(errors)} problem(s)")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
