"""Validator for dev73_en/notes.jsonl. Exits non-zero on any problem; prints counts."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

LABEL = {
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
MIN_NOTES, MIN_SPANS = 320, 8000
GENRES = {"discharge_summary", "transfer_of_care_letter", "nursing_home_admission", "rehab_admission",
          "home_care_referral", "medication_reconciliation", "portal_message_thread",
          "appointment_letter", "test_result_letter", "after_visit_summary", "goals_of_care_note",
          "interpreter_visit_note", "chaplaincy_note", "palliative_consult", "family_meeting_note",
          "patient_question", "nursing_handover"}
LOCALES = {"en-US", "en-GB", "en-CA", "en-NZ"}
# a final "." is allowed only when the last token is an initial or an abbreviation
ABBR_END = re.compile(r"(?:^|[\s,])(?:(?:[A-Za-z]\.)+|(?:St|Rd|Ave|Jr|Sr|Ltd|Inc|Co|Dr|Mt|Apt)\.)$", re.I)
EMAIL_OK = re.compile(r"^[a-z0-9._%+-]+@(?:[a-z0-9-]+\.)*example\.(?:com|org|net)$", re.I)
URL_OK = re.compile(r"^(?:https?://)?(?:[a-z0-9-]+\.)*example\.(?:com|org|net)(?:/[A-Za-z0-9._/-]*[A-Za-z0-9])?$", re.I)


def ip_private(s):
    p = s.split(".")
    if len(p) != 4 or not all(x.isdigit() and 0 <= int(x) <= 255 for x in p):
        return False
    a, b = int(p[0]), int(p[1])
    return a == 10 or (a == 192 and b == 168) or (a == 172 and 16 <= b <= 31)


def phone_fictional(s):
    d = re.sub(r"\D", "", re.split(r"\s*(?:ext\.?|x)\s*\d+$", s, flags=re.I)[0])
    if len(d) <= 5:  # internal extension / pager
        return True
    if d.startswith("1") and len(d) == 11:
        d = d[1:]
    if len(d) == 10 and d[3:8] == "55501":
        return True  # NANP 555-01xx
    if d.startswith("44"):
        d = "0" + d[2:]
    if d.startswith("64"):
        d = "0" + d[2:]
    uk = ("02079460", "07700900", "01134960", "01614960")
    if any(d.startswith(x) for x in uk):
        return True
    if re.match(r"^0(?:21|27|9|4)555\d{4}$", d):
        return True  # invented NZ 555 numbers
    return False


def cls(ch):
    if ch.isdigit():
        return "d"
    if ch.isalpha():
        return "a"
    return None


def main():
    errs = []
    by_label, by_type = collections.Counter(), collections.Counter()
    genres, locs, layouts = collections.Counter(), collections.Counter(), collections.Counter()
    ids = set()
    n_notes = 0
    with open(PATH, encoding="ascii") as fh:
        raw_lines = fh.read().split("\n")
    if raw_lines[-1] != "":
        errs.append("file must end with a newline")
    for ln, line in enumerate(raw_lines[:-1], 1):
        def err(msg):
            errs.append(f"line {ln}: {msg}")
        try:
            rec = json.loads(line)
        except Exception as e:  # noqa: BLE001
            err(f"bad JSON: {e}")
            continue
        n_notes += 1
        if set(rec) != {"id", "text", "spans", "meta"}:
            err(f"keys {sorted(rec)}")
            continue
        rid, text, spans, meta = rec["id"], rec["text"], rec["spans"], rec["meta"]
        if not re.fullmatch(r"dev73-en-\d{4}", rid) or rid != f"dev73-en-{ln:04d}":
            err(f"bad id {rid}")
        if rid in ids:
            err(f"duplicate id {rid}")
        ids.add(rid)
        if not isinstance(text, str) or not text.strip():
            err("empty text")
            continue
        if any(ord(ch) > 127 for ch in text):
            err("non-ASCII text")
        if any(ord(ch) < 32 and ch not in "\n\t" for ch in text):
            err("control character in text")
        if not (isinstance(meta, dict) and meta.get("language") == "en" and meta.get("source") == "dev73-en"
                and meta.get("genre") in GENRES and meta.get("locale") in LOCALES and meta.get("layout")):
            err(f"bad meta {meta}")
        else:
            genres[meta["genre"]] += 1
            locs[meta["locale"]] += 1
            layouts[meta["layout"]] += 1
        prev_end = -1
        prev_start = -1
        for sp in spans:
            if set(sp) != {"start", "end", "label", "type", "text"}:
                err(f"span keys {sorted(sp)}")
                continue
            s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            tag = f"{rid} [{s}:{e}] {typ} {st!r}"
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err(f"bad offsets {tag}")
                continue
            if text[s:e] != st:
                err(f"text mismatch {tag} vs {text[s:e]!r}")
            if typ not in LABEL:
                err(f"unknown type {tag}")
            elif LABEL[typ] != lab:
                err(f"label {lab} does not match type {tag}")
            if s < prev_start or (s == prev_start):
                err(f"unsorted {tag}")
            if s < prev_end:
                err(f"overlap {tag}")
            prev_end, prev_start = e, s
            if st != st.strip():
                err(f"whitespace at edge {tag}")
            if "\n" in st or "\r" in st:
                err(f"newline inside {tag}")
            first, last = st[0], st[-1]
            if not first.isalnum() and not (first in "(+" and typ in ("PHONE", "FAX")):
                err(f"leading punctuation {tag}")
            if not last.isalnum():
                if last == "." and ABBR_END.search(st):
                    pass
                else:
                    err(f"trailing punctuation {tag}")
            if first == "(" and ")" not in st:
                err(f"unbalanced bracket {tag}")
            if st.count("(") != st.count(")"):
                err(f"unbalanced brackets {tag}")
            # never cut a word or a number in two
            if s > 0 and cls(text[s - 1]) and cls(text[s - 1]) == cls(text[s]):
                err(f"cuts a word at start {tag}")
            if e < len(text) and cls(text[e]) and cls(text[e]) == cls(text[e - 1]):
                err(f"cuts a word at end {tag}")
            if s > 0 and text[s - 1] in "_@" or e < len(text) and text[e] in "_@":
                err(f"cuts a token {tag}")
            # value policies: invented/fictional ranges only
            if typ == "SSN" and not re.fullmatch(r"9\d\d-\d\d-\d{4}", st):
                err(f"SSN not in 9xx area {tag}")
            if typ == "EMAIL" and not EMAIL_OK.match(st):
                err(f"email not on example domain {tag}")
            if typ == "URL" and not URL_OK.match(st):
                err(f"url not on example domain {tag}")
            if typ == "IPADDR" and not ip_private(st):
                err(f"IP not private {tag}")
            if typ in ("PHONE", "FAX") and not phone_fictional(st):
                err(f"phone not in fictional range {tag}")
            if typ == "AGE" and not (st.isdigit() or re.fullmatch(r"[a-z]+(?:[- ][a-z]+)*", st.lower())):
                err(f"odd age {tag}")
            by_label[lab] += 1
            by_type[typ] += 1
    total = sum(by_type.values())
    missing = sorted(set(LABEL) - set(by_type))
    if missing:
        errs.append(f"fine types never used: {missing}")
    if n_notes < MIN_NOTES:
        errs.append(f"only {n_notes} notes (< {MIN_NOTES})")
    if total < MIN_SPANS:
        errs.append(f"only {total} spans (< {MIN_SPANS})")

    print(f"notes: {n_notes}   spans: {total}   types used: {len(by_type)}/29")
    print("\nper label:")
    for k, v in sorted(by_label.items(), key=lambda x: -x[1]):
        print(f"  {k:<12}{v:>6}")
    print("\nper type:")
    for k, v in sorted(by_type.items(), key=lambda x: -x[1]):
        print(f"  {k:<16}{v:>6}")
    print("\ngenres: " + ", ".join(f"{k} {v}" for k, v in sorted(genres.items())))
    print("locales: " + ", ".join(f"{k} {v}" for k, v in sorted(locs.items())))
    print("layouts: " + ", ".join(f"{k} {v}" for k, v in sorted(layouts.items())))
    if errs:
        print(f"\nFAILED: {len(errs)} problem(s)")
        for e in errs[:60]:
            print("  " + e)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
