"""Validate bench/dev200_en/notes.jsonl (author 200).  Exit status 1 on any failure.

Usage: python3 build/check.py [path/to/notes.jsonl]
"""
import collections
import hashlib
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# label per fine type, as in docs/annotation_guideline.md
TYPE_LABEL = {
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
COUNTRIES = ["AU", "UK", "CA"]
FICT_DOMAINS = ["example.com", "example.org", "example.net"]
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS = 330, 600, 8000
MIN_TYPES, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 29, 15, 10, 30
OPEN_CLOSE = [("(", ")"), ("[", "]"), ("{", "}"), ('"', '"')]

errors = []


def err(msg):
    errors.append(msg)


def fictional_host(host):
    host = host.lower().split(":")[0]
    return any(host == dm or host.endswith("." + dm) for dm in FICT_DOMAINS)


def check_contact(nid, sp):
    t, typ = sp["text"], sp["type"]
    if typ in ("PHONE", "FAX"):
        digits = re.sub(r"\D", "", t)
        if "555" not in digits:
            err(f"{nid}: {typ} not in 555 range: {t!r}")
    elif typ == "EMAIL":
        if t.count("@") != 1 or not fictional_host(t.split("@")[1]):
            err(f"{nid}: e-mail not on example domains: {t!r}")
    elif typ == "URL":
        u = re.sub(r"^[a-z]+://", "", t.lower())
        if not fictional_host(u.split("/")[0]):
            err(f"{nid}: URL not on example domains: {t!r}")
    elif typ == "IPADDR":
        try:
            a = ipaddress.ip_address(t)
            ok = any(a in ipaddress.ip_network(n) for n in
                     ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))
        except ValueError:
            ok = False
        if not ok:
            err(f"{nid}: IP not private: {t!r}")
    elif typ == "SSN":
        digits = re.sub(r"\D", "", t)
        if not (digits.startswith("9") or digits.startswith("000")):
            err(f"{nid}: SSN-like number not 9xx/000: {t!r}")


def main(path):
    with open(path, "rb") as fh:
        raw = fh.read()
    md5 = hashlib.md5(raw).hexdigest()
    lines = raw.decode("utf-8").split("\n")
    if lines[-1] != "":
        err("file does not end with a newline")
    lines = [ln for ln in lines if ln != ""]
    notes = [json.loads(ln) for ln in lines]
    type_n = collections.Counter()
    genre_n = collections.Counter()
    country_n = collections.Counter()
    n_lower = 0
    total_len = 0
    total_spans = 0
    for i, n in enumerate(notes, 1):
        want = f"dev200-{i:04d}"
        nid = n.get("id")
        if nid != want:
            err(f"line {i}: id {nid!r} != {want!r}")
        if list(n.keys()) != ["id", "text", "spans", "meta"]:
            err(f"{nid}: fields {list(n.keys())}")
        text, spans, meta = n["text"], n["spans"], n["meta"]
        if not isinstance(text, str) or not text.strip():
            err(f"{nid}: empty text")
            continue
        total_len += len(text)
        if sorted(meta.keys()) != ["country", "genre", "lowercase", "source"]:
            err(f"{nid}: meta keys {sorted(meta.keys())}")
        if meta.get("source") != "dev200-en":
            err(f"{nid}: source {meta.get('source')!r}")
        if meta.get("country") not in COUNTRIES:
            err(f"{nid}: country {meta.get('country')!r}")
        if not isinstance(meta.get("lowercase"), bool):
            err(f"{nid}: lowercase not bool")
        genre_n[meta.get("genre")] += 1
        country_n[meta.get("country")] += 1
        if meta.get("lowercase"):
            n_lower += 1
            if text != text.lower():
                err(f"{nid}: lowercase note has upper-case characters")
        elif text == text.lower():
            err(f"{nid}: note marked mixed-case is entirely lower-case")
        prev_end = -1
        prev_start = -1
        covered = []
        for sp in spans:
            total_spans += 1
            if sorted(sp.keys()) != ["end", "label", "start", "text", "type"]:
                err(f"{nid}: span keys {sorted(sp.keys())}")
                continue
            s, e, typ = sp["start"], sp["end"], sp["type"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err(f"{nid}: bad offsets {s}-{e}")
                continue
            if text[s:e] != sp["text"]:
                err(f"{nid}: offset text mismatch {text[s:e]!r} != {sp['text']!r}")
            if typ not in TYPE_LABEL:
                err(f"{nid}: unknown type {typ!r}")
            elif sp["label"] != TYPE_LABEL[typ]:
                err(f"{nid}: label {sp['label']} wrong for {typ}")
            if s < prev_start:
                err(f"{nid}: spans not sorted at {s}")
            if s < prev_end:
                err(f"{nid}: overlapping spans at {s}")
            prev_start, prev_end = s, e
            t = sp["text"]
            if t != t.strip():
                err(f"{nid}: span with outer whitespace {t!r}")
            if t[-1] in ",;:!?" or t[0] in ",;:.!?'-":
                err(f"{nid}: span with outer punctuation {t!r}")
            for o, cl in OPEN_CLOSE:
                if (t.endswith(cl) and o not in t[:-1]) or (t.startswith(o) and cl not in t[1:]):
                    err(f"{nid}: unbalanced bracket/quote at span edge {t!r}")
            if t.endswith(".") and typ not in ("PATIENT", "DOCTOR", "FAMILY", "ORGANIZATION",
                                               "STREET", "HOSPITAL"):
                err(f"{nid}: span ends with full stop {t!r}")
            if typ != "AGE":
                if s > 0 and text[s - 1].isalnum():
                    err(f"{nid}: span starts mid-word {t!r}")
                if e < len(text) and text[e].isalnum():
                    err(f"{nid}: span ends mid-word {t!r}")
            type_n[typ] += 1
            check_contact(nid, sp)
            covered.append((s, e))
        # every occurrence of a longer span string must itself be annotated
        for sp in spans:
            t = sp["text"]
            if sp["type"] in ("AGE", "DATE") or len(t) < 4:
                continue
            pat = r"(?<![\w@./-])" + re.escape(t) + r"(?![\w@/-]|\.\w)"
            for m in re.finditer(pat, text, flags=re.IGNORECASE):
                if not any(a <= m.start() and m.end() <= b for a, b in covered):
                    err(f"{nid}: unannotated repeat of {sp['type']} {t!r} at {m.start()}")
    n_notes = len(notes)
    mean_len = total_len / max(1, n_notes)
    need = MIN_NOTES_SHORT if mean_len < 1200 else MIN_NOTES
    if n_notes < need:
        err(f"only {n_notes} notes (need {need})")
    if total_spans < MIN_SPANS:
        err(f"only {total_spans} spans (need {MIN_SPANS})")
    rich = [t for t in sorted(type_n) if type_n[t] >= MIN_PER_TYPE]
    if len(rich) < MIN_TYPES:
        err(f"only {len(rich)} types with >= {MIN_PER_TYPE} spans")
    big = [g for g in sorted(genre_n) if genre_n[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    frac = n_lower / max(1, n_notes)
    if not 0.12 <= frac <= 0.22:
        err(f"lower-case share {frac:.3f} is not about one in six")
    print(f"notes {n_notes}  spans {total_spans}  mean length {mean_len:.0f} chars  "
          f"lower-case {n_lower}  md5 {md5}")
    print("countries: " + ", ".join(f"{k} {country_n[k]}" for k in sorted(country_n)))
    print("genres: " + ", ".join(f"{k} {genre_n[k]}" for k in sorted(genre_n)))
    print("types: " + ", ".join(f"{k} {type_n[k]}" for k in sorted(type_n, key=lambda k: (-type_n[k], k))))
    if errors:
        for e in errors[:60]:
            print("ERROR", e)
        print(f"{len(errors)} error(s)")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else DEFAULT))
