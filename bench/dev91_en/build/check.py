"""Validate bench/dev91_en/notes.jsonl; exit non-zero on any problem."""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES = 330, 8000, 15, 10
MIN_NEG_TOTAL, MIN_NEG_PER_KIND = 3000, 30
NEG_KINDS = ["lab", "vital", "drug", "eponym", "score", "icd", "time", "measure", "number", "wordname",
             "credential", "role", "dept", "model"]
EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")
PRIVATE_NETS = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
BAD_START = set("\"'([{,.;:!?-/_|")
BAD_END = set("\"')]},;:!?-/_|")

problems = []


def bad(nid, msg):
    problems.append(f"{nid}: {msg}")


def domain_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in EXAMPLE_DOMAINS)


def ip_ok(v):
    try:
        a = ipaddress.ip_address(v)
    except ValueError:
        return False
    return any(a in n for n in PRIVATE_NETS)


def contact_ok(t, v):
    if t in ("PHONE", "FAX"):
        d = re.sub(r"\D", "", v)
        return len(d) <= 6 or "55501" in d
    if t == "EMAIL":
        return "@" in v and domain_ok(v.rsplit("@", 1)[1])
    if t == "URL":
        host = re.sub(r"^[a-z]+://", "", v.lower()).split("/")[0].split("?")[0]
        return domain_ok(host)
    if t == "IPADDR":
        return ip_ok(v)
    if t == "SSN":
        u = v.upper()
        return bool(re.fullmatch(r"(9\d\d[- ]\d\d[- ]\d{4}|000[- ]\d\d[- ]\d{4}|9\d{8})", u)
                    or re.fullmatch(r"[DFIQUV][A-Z] ?\d\d ?\d\d ?\d\d ?[A-D]", u))
    return True


def edge_inside(a, b):
    return (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit())


def main():
    if not os.path.exists(PATH):
        print("missing", PATH)
        return 1
    rows = []
    with open(PATH, "rb") as fh:
        raw = fh.read()
    try:
        raw.decode("ascii")
    except UnicodeDecodeError:
        print("notes.jsonl is not ASCII")
        return 1
    for ln, line in enumerate(raw.decode("ascii").split("\n"), 1):
        if not line.strip():
            continue
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as e:
            bad(f"line {ln}", f"bad JSON {e}")
    types = collections.Counter()
    genres = collections.Counter()
    lower_by_genre = collections.Counter()
    negs_by_kind = collections.Counter()
    nspans = 0
    for i, r in enumerate(rows, 1):
        nid = r.get("id", f"row{i}") if isinstance(r, dict) else f"row{i}"
        if not isinstance(r, dict) or set(r) != {"id", "text", "spans", "meta"}:
            bad(nid, "top-level keys must be id,text,spans,meta")
            continue
        if r["id"] != f"dev91-en-{i:04d}":
            bad(nid, f"id out of sequence (expected dev91-en-{i:04d})")
        text, spans, meta = r["text"], r["spans"], r["meta"]
        if not isinstance(text, str) or not text.strip():
            bad(nid, "empty text")
            continue
        if any(ord(ch) > 126 or (ord(ch) < 32 and ch != "\n") for ch in text):
            bad(nid, "non-printable-ASCII character in text")
        if not isinstance(meta, dict) or meta.get("source") != "dev91-en" or not meta.get("genre"):
            bad(nid, "meta.source / meta.genre")
            continue
        genres[meta["genre"]] += 1
        if meta.get("lowercase"):
            if text != text.lower():
                bad(nid, "meta.lowercase but text has capitals")
            lower_by_genre[meta["genre"]] += 1
        if not isinstance(spans, list):
            bad(nid, "spans not a list")
            continue
        prev_end = -1
        cover = [False] * len(text)
        for s in spans:
            if not isinstance(s, dict) or set(s) != {"start", "end", "label", "type", "text"}:
                bad(nid, f"span keys {s}")
                continue
            st, en, t = s["start"], s["end"], s["type"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                bad(nid, f"bad offsets {s}")
                continue
            v = text[st:en]
            if v != s["text"]:
                bad(nid, f"span text mismatch {s}")
            if t not in LABEL or s["label"] != LABEL[t]:
                bad(nid, f"label/type {s['label']}/{t}")
            if st < prev_end:
                bad(nid, f"overlap or unsorted at {st}")
            prev_end = en
            if v != v.strip() or "\n" in v:
                bad(nid, f"whitespace at edge / newline in {v!r}")
            if v[0] in BAD_START and not (v[0] == "(" and t in ("PHONE", "FAX") and ")" in v):
                bad(nid, f"leading punctuation {v!r} ({t})")
            if v[-1] in BAD_END and not (v[-1] == ")" and "(" in v):
                bad(nid, f"trailing punctuation {v!r} ({t})")
            if v[-1] == ".":
                ok = len(v) >= 2 and v[-2].isalpha() and (len(v) == 2 or not v[-3].isalpha())
                if not ok:
                    bad(nid, f"trailing full stop {v!r}")
            if st > 0 and edge_inside(text[st - 1], text[st]):
                bad(nid, f"span starts inside a word/number {text[max(0, st - 5):en]!r}")
            if en < len(text) and edge_inside(text[en - 1], text[en]):
                bad(nid, f"span ends inside a word/number {text[st:en + 5]!r}")
            if not contact_ok(t, v):
                bad(nid, f"non-fictional {t} {v!r}")
            for k in range(st, en):
                cover[k] = True
            types[t] += 1
            nspans += 1
        # hard negatives recorded in meta must be unannotated
        negs = meta.get("hard_negatives", [])
        negcover = [False] * len(text)
        for ng in negs:
            a, b, kind = ng
            if not (0 <= a < b <= len(text)):
                bad(nid, f"bad negative {ng}")
                continue
            if any(cover[a:b]):
                bad(nid, f"hard negative overlaps a span: {text[a:b]!r}")
            for k in range(a, b):
                negcover[k] = True
            negs_by_kind[kind] += 1
        # fictional contact data anywhere in the text (annotated or not)
        for m in re.finditer(r"[\w.+-]+@([\w.-]+)", text):
            if not domain_ok(m.group(1).rstrip(".")):
                bad(nid, f"e-mail outside example domains {m.group(0)!r}")
        for m in re.finditer(r"(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])", text):
            if not ip_ok(m.group(0)):
                bad(nid, f"public-looking IP {m.group(0)!r}")
        for m in re.finditer(r"(?:https?://|www\.)([\w.-]+)", text):
            if not domain_ok(m.group(1).rstrip(".")):
                bad(nid, f"URL outside example domains {m.group(0)!r}")
        # consistency (mixed-case notes): a multi-character PHI string must not also occur unannotated
        if not meta.get("lowercase"):
            seen = {s["text"] for s in spans if len(s["text"]) >= 4 and not s["text"].isdigit()}
            for v in seen:
                for m in re.finditer(r"(?<![A-Za-z0-9])" + re.escape(v) + r"(?![A-Za-z0-9])", text):
                    if not any(cover[m.start():m.end()]) and not any(negcover[m.start():m.end()]):
                        bad(nid, f"PHI string {v!r} also occurs unannotated at {m.start()}")
    # corpus-level requirements
    if len(rows) < MIN_NOTES:
        bad("corpus", f"only {len(rows)} notes (< {MIN_NOTES})")
    if nspans < MIN_SPANS:
        bad("corpus", f"only {nspans} spans (< {MIN_SPANS})")
    for t in LABEL:
        if types[t] < MIN_PER_TYPE:
            bad("corpus", f"type {t}: {types[t]} spans (< {MIN_PER_TYPE})")
    if len(genres) < MIN_GENRES:
        bad("corpus", f"only {len(genres)} genres")
    for g, n in genres.items():
        if lower_by_genre[g] * 2 < n:
            bad("corpus", f"genre {g}: only {lower_by_genre[g]}/{n} notes lower case")
    total_negs = sum(negs_by_kind.values())
    if total_negs < MIN_NEG_TOTAL:
        bad("corpus", f"only {total_negs} hard negatives")
    for k in NEG_KINDS:
        if negs_by_kind[k] < MIN_NEG_PER_KIND:
            bad("corpus", f"hard negative kind {k}: {negs_by_kind[k]}")
    print(f"notes {len(rows)}  spans {nspans}  genres {len(genres)}  hard negatives {total_negs}")
    print("types:", ", ".join(f"{t} {types[t]}" for t in LABEL))
    print("genres:", ", ".join(f"{g} {n} ({lower_by_genre[g]} lower)" for g, n in sorted(genres.items())))
    print("negatives:", ", ".join(f"{k} {n}" for k, n in sorted(negs_by_kind.items())))
    if problems:
        print(f"\n{len(problems)} PROBLEM(S):")
        for p in problems[:80]:
            print("  " + p)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
