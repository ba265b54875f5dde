"""Validate /work/main/bench/dev75_en/notes.jsonl; exit non-zero on any problem."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

CATEGORY = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
GENRES = {"gp_visit", "telephone_triage", "community_nursing", "pharmacy_call", "portal_message",
          "sms_reminder", "referral", "sick_note"}
ABBREV_END = {"st.", "rd.", "ave.", "dr.", "jr.", "sr.", "inc.", "ltd.", "co.", "mt."}
PHONE_OK = [
    re.compile(r"^1?\d{3}55501\d\d$"),                                          # US / Canada 555-01xx
    re.compile(r"^(?:0|44)(?:2079460|77009000?|1134960|1614960|1174960)\d{3}$"),  # UK drama ranges
    re.compile(r"^(?:0|61)(?:491570\d{3}|25550\d{4}|37010\d{4})$"),              # AU drama ranges
]


def phone_ok(v):
    core = re.split(r"\s*(?:ext\.?|x)\s*\d+$", v)[0]
    d = re.sub(r"\D", "", core)
    return any(p.match(d) for p in PHONE_OK)


def ip_ok(v):
    parts = v.split(".")
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 192 and b == 168) or (a == 172 and 16 <= b <= 31)


def main():
    errs = []
    by_label, by_type = collections.Counter(), collections.Counter()
    by_genre, by_genre_lower, layouts, locales = collections.Counter(), collections.Counter(), collections.Counter(), collections.Counter()
    ids = set()
    n_notes = n_spans = n_lower = 0

    def err(i, msg):
        errs.append(f"{i}: {msg}")

    with open(PATH, "rb") as f:
        raw = f.read()
    try:
        raw.decode("ascii")
    except UnicodeDecodeError as e:
        errs.append(f"file not ASCII: {e}")
    for ln, line in enumerate(raw.decode("ascii", "replace").splitlines(), 1):
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            errs.append(f"line {ln}: bad JSON {e}")
            continue
        n_notes += 1
        i = rec.get("id")
        if not isinstance(i, str) or not re.fullmatch(r"dev75-en-\d{4}", i):
            err(ln, f"bad id {i!r}")
        if i in ids:
            err(i, "duplicate id")
        ids.add(i)
        text = rec.get("text")
        if not isinstance(text, str) or not text:
            err(i, "empty text")
            continue
        if re.search(r"[\x00-\x09\x0b-\x1f\x7f]", text):
            err(i, "control character in text")
        meta = rec.get("meta", {})
        for k, want in (("language", "en"), ("source", "dev75-en")):
            if meta.get(k) != want:
                err(i, f"meta.{k} != {want}")
        if meta.get("genre") not in GENRES:
            err(i, f"bad genre {meta.get('genre')}")
        if meta.get("locale") not in ("US", "CA", "UK", "AU"):
            err(i, f"bad locale {meta.get('locale')}")
        if not meta.get("layout"):
            err(i, "no layout")
        by_genre[meta.get("genre")] += 1
        layouts[meta.get("layout")] += 1
        locales[meta.get("locale")] += 1
        if text == text.lower():
            n_lower += 1
            by_genre_lower[meta.get("genre")] += 1
        prev_end = -1
        prev_start = -1
        for s in rec.get("spans", []):
            n_spans += 1
            st, en, lab, ty, tx = s.get("start"), s.get("end"), s.get("label"), s.get("type"), s.get("text")
            if set(s) != {"start", "end", "label", "type", "text"}:
                err(i, f"span keys {sorted(s)}")
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err(i, f"bad offsets {s}")
                continue
            v = text[st:en]
            if v != tx:
                err(i, f"offset text mismatch {v!r} != {tx!r}")
            if ty not in CATEGORY:
                err(i, f"unknown type {ty}")
            elif CATEGORY[ty] != lab:
                err(i, f"label {lab} does not match type {ty}")
            by_label[lab] += 1
            by_type[ty] += 1
            if st < prev_start or (st == prev_start and en < prev_end):
                err(i, f"spans not sorted at {st}")
            if st < prev_end:
                err(i, f"overlap at {st}")
            prev_start, prev_end = st, en
            if v != v.strip():
                err(i, f"whitespace at edge {v!r}")
            if "\n" in v or "\r" in v:
                err(i, f"newline inside {v!r}")
            first, last = v[0], v[-1]
            if not (first.isalnum() or (first in "(+" and ty in ("PHONE", "FAX"))):
                err(i, f"bad first char {v!r} ({ty})")
            if not last.isalnum():
                tok = v.split()[-1].lower()
                initials = re.fullmatch(r"(?:[a-z]\.)+", tok) is not None
                if not (last == "." and (initials or tok in ABBREV_END)):
                    err(i, f"bad last char {v!r} ({ty})")
            before = text[st - 1] if st > 0 else " "
            after = text[en] if en < len(text) else " "
            for a, b in ((before, first), (last, after)):
                if (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit()):
                    err(i, f"span cuts a word/number {text[max(0, st - 5):en + 5]!r}")
            if ty == "SSN" and not (v.startswith("9") or v.upper().startswith("QQ")):
                err(i, f"SSN outside never-issued range {v!r}")
            if ty in ("PHONE", "FAX") and not phone_ok(v):
                err(i, f"phone not in a fictional range {v!r}")
            if ty == "EMAIL" and not re.fullmatch(r"[a-z0-9._%+-]+@(?:[a-z0-9-]+\.)*example\.(?:com|org|net)", v.lower()):
                err(i, f"email not on example domain {v!r}")
            if ty == "URL" and not re.search(r"example(?:-clinic)?\.(?:com|org|net)", v.lower()):
                err(i, f"url not on example domain {v!r}")
            if ty == "IPADDR" and not ip_ok(v):
                err(i, f"ip not private {v!r}")
    missing = [t for t in CATEGORY if by_type[t] == 0]
    if missing:
        errs.append(f"fine types not used: {missing}")
    if n_notes < 320:
        errs.append(f"only {n_notes} notes (< 320)")
    if n_spans < 8000:
        errs.append(f"only {n_spans} spans (< 8000)")
    for g in GENRES:
        tot, low = by_genre[g], by_genre_lower[g]
        if tot == 0 or abs(low - tot / 2) > max(2, tot * 0.1):
            errs.append(f"genre {g}: {low}/{tot} lower-case notes, not about half")

    print(f"notes: {n_notes}  spans: {n_spans}  all-lower-case notes: {n_lower}")
    print("by label:")
    for k, v in sorted(by_label.items()):
        print(f"  {k:12s} {v}")
    print("by type:")
    for k in CATEGORY:
        print(f"  {k:15s} {by_type[k]}")
    print("by genre (lower/total):", ", ".join(f"{g} {by_genre_lower[g]}/{by_genre[g]}" for g in sorted(GENRES)))
    print("by locale:", dict(sorted(locales.items())))
    print("by layout:", dict(sorted(layouts.items())))
    if errs:
        print(f"\n{len(errs)} problem(s):")
        for e in errs[:200]:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
