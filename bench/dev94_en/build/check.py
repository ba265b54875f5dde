"""Validate bench/dev94_en/notes.jsonl; exit non-zero on any problem."""
import collections
import ipaddress
import sys
sys.dont_write_bytecode = True
import json  # noqa: E402
import os
import re
import sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATH = os.path.join(HERE, "notes.jsonl")

CAT = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
DOMAINS = ("example.com", "example.org", "example.net")
PRIVATE = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
NEG_KINDS_REQUIRED = {"lab": 300, "vital": 300, "drug": 100, "sig": 100, "eponym": 50, "cred": 100, "icd": 30,
                      "score": 100, "time": 300, "measure": 100, "word": 100, "dept": 50, "device_model": 30,
                      "proc": 30}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES = 330, 8000, 15, 10

errors = []


def err(nid, msg):
    errors.append(f"{nid}: {msg}")


def same_class(a, b):
    return (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit())


def edge_ok(t, s):
    v = s["text"]
    first_ok = v[0].isalnum() or (s["type"] in ("PHONE", "FAX") and v[0] in "(+")
    if v[-1].isalnum():
        last_ok = True
    elif v[-1] == "." and len(v) >= 2 and v[-2].isalpha() and (len(v) == 2 or not v[-3].isalpha()):
        last_ok = True  # trailing initial, e.g. "Maria K." / "J.S."
    else:
        last_ok = False
    return first_ok, last_ok


def contact_ok(s):
    v, typ = s["text"], s["type"]
    if typ in ("PHONE", "FAX"):
        main = re.split(r"\s*(?:ext\.?|x)\s*(?=\d)", v, maxsplit=1, flags=re.I)[0] if re.search(r"\d{3}", v) else v
        d = re.sub(r"\D", "", main)
        if typ == "PHONE" and len(d) <= 6:
            return True  # internal extension / pager
        return len(d) >= 7 and d[-7:-4] == "555" and d[-4:-2] == "01"
    if typ == "EMAIL":
        m = re.fullmatch(r"[a-z0-9._+-]+@([a-z0-9.-]+)", v, re.I)
        return bool(m) and m.group(1).lower() in DOMAINS
    if typ == "URL":
        m = re.match(r"(?:https?://)?([^/?#]+)", v, re.I)
        h = m.group(1).lower() if m else ""
        return any(h == dd or h.endswith("." + dd) for dd in DOMAINS)
    if typ == "IPADDR":
        try:
            a = ipaddress.ip_address(v)
        except ValueError:
            return False
        return any(a in n for n in PRIVATE)
    if typ == "SSN":
        d = re.sub(r"\D", "", v)
        if len(d) != 9:
            return False
        if re.fullmatch(r"\d{3}-\d{2}-\d{4}", v):
            return d[0] == "9" or d.startswith("000")
        if re.fullmatch(r"\d{3} \d{3} \d{3}", v):
            return d[0] == "0"  # Canadian SIN: first digit 0 is never issued
        return False
    return True


def main():
    if not os.path.exists(PATH):
        print("missing", PATH)
        return 1
    raw = open(PATH, "rb").read()
    try:
        raw.decode("ascii")
    except UnicodeDecodeError:
        errors.append("file is not ASCII")
    lines = raw.decode("utf-8", "replace").splitlines()
    type_count = collections.Counter()
    genres = collections.Counter()
    lower_by_genre = collections.Counter()
    neg_count = collections.Counter()
    lab_regex_hits = 0
    total_spans = 0
    LAB_RE = re.compile(r"\b(?:Na|K|Cl|BUN|Cr|Hgb|Hb|Plt|INR|WBC|HR|RR|SpO2|BP|T)[ :=]\d", re.I)
    for i, line in enumerate(lines, 1):
        want = f"dev94-en-{i:04d}"
        try:
            r = json.loads(line)
        except json.JSONDecodeError as e:
            err(want, f"bad json {e}")
            continue
        if not isinstance(r, dict) or set(r) != {"id", "text", "spans", "meta"}:
            err(want, f"bad keys {sorted(r) if isinstance(r, dict) else type(r)}")
            continue
        nid, t, spans, meta = r["id"], r["text"], r["spans"], r["meta"]
        if nid != want:
            err(nid, f"id out of sequence, expected {want}")
        if not isinstance(t, str) or not t.strip():
            err(nid, "empty text")
            continue
        if not t.isascii():
            err(nid, "non-ASCII text")
        if not isinstance(meta, dict) or meta.get("source") != "dev94-en":
            err(nid, "meta.source")
            continue
        g = meta.get("genre")
        if not g:
            err(nid, "meta.genre missing")
        genres[g] += 1
        is_lower = t == t.lower()
        if meta.get("lowercase") is not None and bool(meta["lowercase"]) != is_lower:
            err(nid, "meta.lowercase disagrees with text")
        lower_by_genre[g] += is_lower
        if not isinstance(spans, list):
            err(nid, "spans not a list")
            continue
        prev_end = 0
        for s in spans:
            if not isinstance(s, dict) or set(s) != {"start", "end", "label", "type", "text"}:
                err(nid, f"bad span keys {s}")
                continue
            a, b, typ = s["start"], s["end"], s["type"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(t)):
                err(nid, f"bad offsets {s}")
                continue
            if typ not in CAT:
                err(nid, f"unknown type {typ}")
                continue
            if s["label"] != CAT[typ]:
                err(nid, f"label {s['label']} != {CAT[typ]} for {typ}")
            if t[a:b] != s["text"]:
                err(nid, f"text mismatch {s}")
                continue
            if a < prev_end:
                err(nid, f"unsorted or overlapping span {s}")
            prev_end = b
            v = s["text"]
            if v != v.strip() or "\n" in v:
                err(nid, f"whitespace at edge / newline in {s}")
            f_ok, l_ok = edge_ok(t, s)
            if not (f_ok and l_ok):
                err(nid, f"punctuation at span edge {s}")
            if a > 0 and same_class(t[a - 1], t[a]):
                err(nid, f"span starts inside a word/number {s} ctx={t[max(0, a - 5):b]!r}")
            if b < len(t) and same_class(t[b - 1], t[b]):
                err(nid, f"span ends inside a word/number {s} ctx={t[a:b + 5]!r}")
            if not contact_ok(s):
                err(nid, f"non-fictional contact/identifier value {s}")
            type_count[typ] += 1
            total_spans += 1
        # unannotated contact data left in text
        masked = list(t)
        for s in spans:
            for k in range(s["start"], s["end"]):
                masked[k] = "#"
        m_text = "".join(masked)
        for pat, what in ((r"[\w.+-]+@[\w-]+\.[a-z]{2,}", "e-mail"), (r"\b(?:\d{1,3}\.){3}\d{1,3}\b", "ip"),
                          (r"\b555[-. ]?01\d\d\b", "phone"), (r"\(?\b\d{3}\)?[-. ]\d{3}[-. ]\d{4}\b", "phone-like number"),
                          (r"\+\d{1,3}[ -]\d", "international number"), (r"example\.(?:com|org|net)", "url")):
            for m in re.finditer(pat, m_text, re.I):
                err(nid, f"unannotated {what}: {m.group(0)!r}")
        # hard negatives recorded at composition time must stay outside every span
        negs = meta.get("hard_negatives", [])
        for n in negs:
            na, nb = n["start"], n["end"]
            if not (0 <= na < nb <= len(t)):
                err(nid, f"bad negative offsets {n}")
                continue
            if any(na < s["end"] and s["start"] < nb for s in spans):
                err(nid, f"hard negative overlaps a span {n} {t[na:nb]!r}")
            neg_count[n["kind"]] += 1
        lab_regex_hits += sum(1 for m in LAB_RE.finditer(m_text))
    n_notes = len(lines)
    if n_notes < MIN_NOTES:
        errors.append(f"only {n_notes} notes (< {MIN_NOTES})")
    if total_spans < MIN_SPANS:
        errors.append(f"only {total_spans} spans (< {MIN_SPANS})")
    for typ in CAT:
        if type_count[typ] < MIN_PER_TYPE:
            errors.append(f"type {typ}: {type_count[typ]} spans (< {MIN_PER_TYPE})")
    if len(genres) < MIN_GENRES:
        errors.append(f"only {len(genres)} genres")
    for g, n in genres.items():
        if lower_by_genre[g] * 2 < n:
            errors.append(f"genre {g}: {lower_by_genre[g]}/{n} lower-case (< half)")
    for k, mn in NEG_KINDS_REQUIRED.items():
        if neg_count[k] < mn:
            errors.append(f"hard negatives {k}: {neg_count[k]} (< {mn})")
    if lab_regex_hits < 1000:
        errors.append(f"only {lab_regex_hits} unannotated lab/vital values found by regex")
    print(f"notes {n_notes}  spans {total_spans}  genres {len(genres)}  lower-case {sum(lower_by_genre.values())}")
    print("types:", ", ".join(f"{k} {type_count[k]}" for k in CAT))
    print("genres:", ", ".join(f"{g} {n} ({lower_by_genre[g]} lc)" for g, n in sorted(genres.items())))
    print("hard negatives:", sum(neg_count.values()), dict(sorted(neg_count.items())), "| regex lab/vital hits:", lab_regex_hits)
    if errors:
        print(f"\n{len(errors)} PROBLEMS")
        for e in errors[:60]:
            print("  ", e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
