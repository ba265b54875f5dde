"""Validate bench/dev13_en/notes.jsonl (stdlib only).

Checks: valid JSON per line, record shape, unique ids, span text == text[start:end],
spans sorted and non-overlapping, no whitespace/punctuation at span edges (a final
period is allowed only after an abbreviation or initial such as "St." or "K."),
spans not cutting through a token, label/type pairs from the annotation guideline,
every name/place string annotated wherever it recurs in the note (eponym uses such
as "Bell's palsy" or "Glasgow Coma Scale" excepted), minimum sizes. Prints counts per
label, per type, per genre and per locale. Exit status 1 on any problem.

Usage (from bench/dev13_en):  python3 build/check.py [path/to/notes.jsonl]
"""

import collections
import json
import os
import re
import sys

ALLOWED = {
    "NAME": {"PATIENT", "DOCTOR", "FAMILY", "USERNAME"},
    "AGE": {"AGE"},
    "DATE": {"DATE"},
    "LOCATION": {"STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"},
    "ID": {"MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"},
    "CONTACT": {"PHONE", "FAX", "EMAIL", "URL", "IPADDR"},
    "PROFESSION": {"PROFESSION"},
}
ALL_TYPES = sorted(t for ts in ALLOWED.values() for t in ts)
GENRES = {
    "discharge_summary", "progress_note", "emergency_department_note", "radiology_report", "operative_note",
    "nursing_shift_note", "medication_administration_record", "referral_letter", "telephone_encounter",
    "medication_reconciliation", "clinic_letter", "mdt_minutes",
}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 440, 12000, 3

BAD_START = set(" \t\r\n.,;:!?\"'’)]}>|/-")
BAD_END = set(" \t\r\n,;:!?\"'‘([{<|/-")
ABBREV_END = re.compile(r"(?:^|[\s.,'/-])(?:[A-Za-zÀ-ÿ]|St|Ave|Rd|Dr|Jr|Sr|Mt|Ft|Inc|Ltd|Co|Pty|No)\.$")
ID_RE = re.compile(r"^dev13-en-\d{4}$")

# Nouns that follow an eponym or a place-name-derived scale; an unannotated occurrence of
# an annotated name directly in front of one of these is the eponym, not the person/place.
EPONYM_NOUNS = (
    "disease|syndrome|sign|signs|score|scores|scale|test|catheter|monitor|criteria|rule|rules|classification|"
    "grade|formula|procedure|palsy|oesophagus|esophagus|thyroiditis|triage|stain|incision|manoeuvre|maneuver|"
    "position|phenomenon|lymphoma|ulcer|node|nodes|nodule|triad|fundoplication|fracture|cyst|tear|tube|line|"
    "drain|splint|wire|pin|blade|airway|forceps|chart|staging|stage|level|pupil|respiration|respirations|paresis|"
    "body|bodies|lesion|lesions|spots|contracture|deformity|sarcoma|tumour|tumor|shunt|operation|repair|"
    "technique|approach|method|reflex|index|questionnaire|inventory|system|protocol|solution|ankle|knee|hip|"
    "stool|coma|society|diverticulum|triangle|guidelines|fingers|sounds"
)
EPONYM_AFTER = re.compile(
    r"(?:'s|’s|'|’)?(?:[-\s]+(?:and\s+)?[A-Z0-9][\w'’-]*){0,3}?(?:'s|’s|'|’)?[\s-]+(?:%s)\b" % EPONYM_NOUNS,
    re.IGNORECASE)
# Text outside every span must not look like an unannotated date, e-mail, web address,
# long number or "title + name".
LEAK_PATTERNS = [
    ("month name", re.compile(r"\b(?:January|February|March|April|May|June|July|August|September|October|November|"
                              r"December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b")),
    ("weekday", re.compile(r"\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?\b|\b(?:tuesday|wednesday|thursday|saturday)\b", re.I)),
    ("e-mail/web address", re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+|\bwww\.|https?://")),
    ("long digit run", re.compile(r"\d{6,}")),
    ("title + name", re.compile(r"\b(?:Dr|Mr|Mrs|Ms|Miss|Prof)\.? [A-Z][a-z]+")),
]
RECUR_TYPES = {"PATIENT", "DOCTOR", "FAMILY", "CITY", "HOSPITAL", "ORGANIZATION", "COUNTRY", "STATE"}


def edge_problems(s):
    probs = []
    if not s:
        return ["empty span"]
    if s != s.strip():
        probs.append("whitespace at edge")
    if "\n" in s or "\t" in s or "|" in s:
        probs.append("newline/tab/pipe inside span")
    if s[0] in BAD_START:
        probs.append("starts with %r" % s[0])
    if s[0] == "(" and ")" not in s:
        probs.append("unbalanced '(' at start")
    if s[-1] in BAD_END:
        probs.append("ends with %r" % s[-1])
    if s[-1] == ")" and "(" not in s:
        probs.append("unbalanced ')' at end")
    if s[-1] == "." and not ABBREV_END.search(s):
        probs.append("ends with a full stop that is not an abbreviation")
    return probs


def _kind(ch):
    if ch.isdigit():
        return "d"
    if ch.isalpha():
        return "a"
    return None


def cuts_token(text, start, end):
    """True if the span starts or ends in the middle of a run of letters or of digits."""
    if start > 0:
        a, b = _kind(text[start - 1]), _kind(text[start])
        if a and a == b:
            return True
    if end < len(text):
        a, b = _kind(text[end - 1]), _kind(text[end])
        if a and a == b:
            return True
    return False


def check(path):
    errors = []
    ids = set()
    by_label, by_type, by_genre, by_locale = (collections.Counter() for _ in range(4))
    spans_by_genre = collections.Counter()
    eponym_hits = []
    n_notes = n_spans = 0
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            if not line.strip():
                errors.append("line %d: blank line" % ln)
                continue
            try:
                rec = json.loads(line)
            except json.JSONDecodeError as e:
                errors.append("line %d: invalid JSON (%s)" % (ln, e))
                continue
            where = "line %d" % ln
            if set(rec) != {"id", "text", "spans", "meta"}:
                errors.append("%s: keys %s" % (where, sorted(rec)))
                continue
            rid, text, spans, meta = rec["id"], rec["text"], rec["spans"], rec["meta"]
            where = "%s (%s)" % (where, rid)
            if not isinstance(rid, str) or not ID_RE.match(rid):
                errors.append("%s: bad id" % where)
            if rid in ids:
                errors.append("%s: duplicate id" % where)
            ids.add(rid)
            if not isinstance(text, str) or not text:
                errors.append("%s: empty text" % where)
                continue
            if not isinstance(meta, dict) or meta.get("language") != "en" or meta.get("source") != "dev13-en":
                errors.append("%s: bad meta %r" % (where, meta))
            genre = meta.get("genre") if isinstance(meta, dict) else None
            if genre not in GENRES:
                errors.append("%s: unknown genre %r" % (where, genre))
            n_notes += 1
            by_genre[genre] += 1
            by_locale[meta.get("locale")] += 1
            prev_end, prev_start = -1, -1
            covered = [False] * len(text)
            for k, sp in enumerate(spans):
                sw = "%s span %d" % (where, k)
                if set(sp) != {"start", "end", "label", "type", "text"}:
                    errors.append("%s: keys %s" % (sw, sorted(sp)))
                    continue
                s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
                if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                    errors.append("%s: bad offsets %r-%r" % (sw, s, e))
                    continue
                if text[s:e] != st:
                    errors.append("%s: text mismatch %r != %r" % (sw, text[s:e], st))
                if lab not in ALLOWED or typ not in ALLOWED[lab]:
                    errors.append("%s: label/type %s/%s not in guideline" % (sw, lab, typ))
                if s < prev_start or (s == prev_start and k):
                    errors.append("%s: spans not sorted" % sw)
                if s < prev_end:
                    errors.append("%s: overlaps previous span" % sw)
                prev_start, prev_end = s, max(prev_end, e)
                for pr in edge_problems(st):
                    errors.append("%s: %r %s" % (sw, st, pr))
                if cuts_token(text, s, e):
                    errors.append("%s: %r cuts through a token (%r)" % (sw, st, text[max(0, s - 5):e + 5]))
                for i in range(s, e):
                    covered[i] = True
                n_spans += 1
                by_label[lab] += 1
                by_type[typ] += 1
                spans_by_genre[genre] += 1
            for what, pat in LEAK_PATTERNS:
                for mo in pat.finditer(text):
                    if not any(covered[mo.start():mo.end()]):
                        ctx = text[max(0, mo.start() - 30):mo.end() + 30].replace("\n", " ")
                        errors.append("%s: unannotated %s %r: ...%s..." % (where, what, mo.group(0), ctx))
            # every occurrence of an annotated name/place string must itself be annotated
            seen = set()
            for sp in spans:
                st = sp.get("text", "")
                if sp.get("type") not in RECUR_TYPES or len(st) < 3 or st in seen:
                    continue
                seen.add(st)
                pat = re.compile(r"(?<![\w])" + re.escape(st) + r"(?![\w])")
                for mo in pat.finditer(text):
                    if all(covered[mo.start():mo.end()]):
                        continue
                    if any(covered[mo.start():mo.end()]):
                        continue  # part of a longer annotated value
                    if EPONYM_AFTER.match(text, mo.end()):
                        eponym_hits.append((rid, st, text[mo.start():mo.end() + 25].split("\n")[0]))
                        continue
                    ctx = text[max(0, mo.start() - 30):mo.end() + 30].replace("\n", " ")
                    errors.append("%s: unannotated recurrence of %s %r: ...%s..." % (where, sp["type"], st, ctx))
    if n_notes < MIN_NOTES:
        errors.append("only %d notes (< %d)" % (n_notes, MIN_NOTES))
    if n_spans < MIN_SPANS:
        errors.append("only %d spans (< %d)" % (n_spans, MIN_SPANS))
    for t in ALL_TYPES:
        if by_type[t] < MIN_PER_TYPE:
            errors.append("type %s appears %d times (< %d)" % (t, by_type[t], MIN_PER_TYPE))
    return errors, n_notes, n_spans, by_label, by_type, by_genre, by_locale, spans_by_genre, eponym_hits


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "notes.jsonl")
    errors, n_notes, n_spans, by_label, by_type, by_genre, by_locale, spans_by_genre, eponym_hits = check(path)
    print("notes: %d   spans: %d" % (n_notes, n_spans))
    print("\nper label:")
    for k, v in sorted(by_label.items(), key=lambda kv: -kv[1]):
        print("  %-12s %6d" % (k, v))
    print("\nper type:")
    for lab in ALLOWED:
        for t in sorted(ALLOWED[lab]):
            print("  %-10s %-15s %6d" % (lab, t, by_type[t]))
    print("\nper genre (notes / spans):")
    for g in sorted(by_genre):
        print("  %-34s %4d %6d" % (g, by_genre[g], spans_by_genre[g]))
    print("\nper locale (notes):")
    for loc in sorted(by_locale, key=str):
        print("  %-4s %4d" % (loc, by_locale[loc]))
    print("\nunannotated eponym/scale uses of a string annotated elsewhere in the same note: %d" % len(eponym_hits))
    for rid, st, snip in eponym_hits[:8]:
        print("  %s  %r in %r" % (rid, st, snip))
    if errors:
        print("\n%d PROBLEM(S):" % len(errors))
        for e in errors[:200]:
            print("  " + e)
        if len(errors) > 200:
            print("  ... %d more" % (len(errors) - 200))
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
