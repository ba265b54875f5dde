"""Validate bench/dev396_en/notes.jsonl; optionally rebuild twice and compare bytes.

usage: python3 build/check.py [--rebuild [DIR]]     (DIR defaults to /tmp/dev396_tmp)
Prints counts and ends with a line OK or FAIL.
"""
import argparse
import collections
import ipaddress
import json
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")
README = os.path.join(ROOT, "README.md")

# written out again here from the guideline, independent of the generator
GUIDE = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"], "AGE": ["AGE"], "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"], "PROFESSION": ["PROFESSION"],
}
TYPE2LABEL = {t: lab for lab, ts in GUIDE.items() for t in ts}
PRIVATE = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
EMAIL_RE = re.compile(r"^[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+\.)*example\.(com|org|net)$")
URL_HOST_RE = re.compile(r"^(https?://)?([A-Za-z0-9-]+\.)*example\.(com|org|net)(/\S*)?$")
ANY_EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
ANY_IP = re.compile(r"(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])")
ANY_WEB = re.compile(r"example\.(com|org|net)")
NAME_TYPES = ("PATIENT", "FAMILY", "DOCTOR")
# country names: any occurrence outside a span is an error (the set uses none as a non-PHI word)
COUNTRIES = ["England", "Scotland", "Wales", "Ireland", "United Kingdom", "Poland", "Romania", "Lithuania",
             "Ukraine", "Slovakia", "Hungary", "Latvia", "Pakistan", "India", "Bangladesh", "Sri Lanka", "China",
             "Hong Kong", "South Korea", "Japan", "Taiwan", "Nigeria", "Ghana", "Sierra Leone", "Somalia",
             "Ethiopia", "Eritrea", "Kenya", "Sudan", "Syria", "Iraq", "Lebanon", "Yemen", "Jordan", "Egypt",
             "Mexico", "Guatemala", "Colombia", "El Salvador", "Honduras", "Brazil", "Venezuela", "Jamaica",
             "Haiti", "France", "Belgium", "Vietnam", "Philippines", "Samoa", "Tonga", "Fiji", "Niue",
             "Cook Islands", "Italy", "Greece", "Cyprus", "Malta", "South Africa", "Zimbabwe", "Australia",
             "New Zealand", "Canada", "USA", "Afghanistan", "Guinea", "Mali"]
# hard negatives counted outside spans (drugs, devices, eponyms, scores, guidelines, services, roles)
HARD_NEG = ["salbutamol", "Ventolin", "Clenil", "Seretide", "Flixotide", "Symbicort", "Fostair", "Qvar",
            "montelukast", "cetirizine", "EpiPen", "Jext", "Emerade", "Anapen", "adrenaline", "desmopressin",
            "DDAVP", "Desmomelt", "Movicol", "MiraLAX", "levetiracetam", "Keppra", "valproate", "Buccolam",
            "midazolam", "Baqsimi", "GlucaGen", "Omnipod", "Dexcom", "FreeStyle Libre", "t:slim", "MiniMed",
            "NovoPen", "Gardasil", "Revaxis", "Nimenrix", "Fluenz", "Priorix", "Boostrix", "Adacel",
            "MenQuadfi", "Menactra", "Recombivax", "Flucelvax", "Tetravac", "Malem", "Rodger", "Pjama", "Seca",
            "Keeler", "Amplivox", "Kamplex", "Spot Vision", "Plusoptix", "Volumatic", "AeroChamber", "Hedrin",
            "Doublebase", "Lucozade", "Bristol Stool", "Vincent's curtsey", "Mongolian blue spot", "Gillick",
            "Fraser", "NICE", "BTS/SIGN", "SDQ", "RCADS", "PHQ-9", "GAD-7", "SCOFF", "CY-BOCS", "CRIES-8",
            "MARSIPAN", "logMAR", "HOTV", "UK90", "RCPCH", "CDC", "WHO", "Childline", "Kids Helpline",
            "Youthline", "Kids Help Phone", "Papyrus", "Winston's Wish", "Operation Encompass",
            "Keeping Children Safe", "Working Together", "Children First", "Children Act", "FGM Act", "CPOMS",
            "SystmOne", "RiO", "ChatHealth", "Yellow Card", "VAERS", "MASH", "Tusla", "Oranga Tamariki",
            "Early Help", "Head of Year", "SENCo", "DSL", "CAMHS", "Green Book", "Natasha's Law", "RIDDOR",
            "Steri-Strips", "Snapchat", "Instagram", "TikTok", "Minecraft", "Roblox", "Mum", "Dad", "Mom"]
MIN_TYPE = 15


def covered(spans, a, b):
    return any(s["start"] <= a and b <= s["end"] for s in spans)


def check_span_edges(t):
    if t != t.strip():
        return "whitespace edge"
    if t[0] in ".,;:!?\"')]" or (t[0] == "(" and ")" not in t) or t[0] == "[":
        return "leading punctuation"
    if t[-1] in ",;:!?\"'([" or (t[-1] == ")" and "(" not in t):
        return "trailing punctuation"
    if t[-1] == "." and t.count(".") < 2:
        return "trailing full stop"
    return None


def validate(path, errors, warnings):
    notes = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                errors.append("line %d: bad JSON (%s)" % (ln, e))
    for i, n in enumerate(notes, 1):
        nid = n.get("id")
        if set(n) != {"id", "text", "spans", "meta"}:
            errors.append("%s: fields %s" % (nid, sorted(n)))
            continue
        if nid != "dev396-%04d" % i:
            errors.append("note %d: id %r" % (i, nid))
        text, spans, meta = n["text"], n["spans"], n["meta"]
        if set(meta) != {"source", "genre", "lowercase", "country"} or meta["source"] != "dev396-en" \
                or not isinstance(meta["lowercase"], bool) or not meta["genre"] or not meta["country"]:
            errors.append("%s: bad meta %r" % (nid, meta))
        if meta.get("lowercase") is True and text != text.lower():
            errors.append("%s: lowercase note has upper case" % nid)
        if meta.get("lowercase") is False and text == text.lower():
            errors.append("%s: cased note is entirely lower case" % nid)
        prev_end, prev_start = 0, -1
        for s in spans:
            if set(s) != {"start", "end", "label", "type", "text"}:
                errors.append("%s: span fields %s" % (nid, sorted(s)))
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                errors.append("%s: bad offsets %r" % (nid, s))
                continue
            if text[a:b] != s["text"]:
                errors.append("%s: text mismatch at %d: %r vs %r" % (nid, a, text[a:b], s["text"]))
            if s["type"] not in TYPE2LABEL or TYPE2LABEL[s["type"]] != s["label"]:
                errors.append("%s: label/type %s/%s" % (nid, s["label"], s["type"]))
            if a < prev_start:
                errors.append("%s: spans not sorted at %d" % (nid, a))
            if a < prev_end:
                errors.append("%s: overlap at %d" % (nid, a))
            prev_start, prev_end = a, max(prev_end, b)
            bad = check_span_edges(s["text"])
            if bad:
                errors.append("%s: %s in %r" % (nid, bad, s["text"]))
            t, v = s["type"], s["text"]
            if t in ("PHONE", "FAX") and "555" not in v:
                errors.append("%s: %s without 555: %r" % (nid, t, v))
            if t == "EMAIL" and not EMAIL_RE.match(v):
                errors.append("%s: e-mail domain %r" % (nid, v))
            if t == "URL" and not URL_HOST_RE.match(v):
                errors.append("%s: URL host %r" % (nid, v))
            if t == "IPADDR":
                try:
                    ip = ipaddress.ip_address(v)
                    if not any(ip in net for net in PRIVATE):
                        errors.append("%s: public IP %r" % (nid, v))
                except ValueError:
                    errors.append("%s: bad IP %r" % (nid, v))
            if t == "SSN":
                digits = re.sub(r"\D", "", v)
                if not (digits.startswith("9") or digits.startswith("000")):
                    errors.append("%s: SSN-like number %r" % (nid, v))
        # contact-like strings anywhere in the text must sit inside a span
        for rx, what in ((ANY_EMAIL, "e-mail"), (ANY_IP, "IP"), (ANY_WEB, "web address")):
            for m in rx.finditer(text):
                if not covered(spans, m.start(), m.end()):
                    errors.append("%s: unannotated %s %r" % (nid, what, m.group(0)))
        for m in re.finditer("555", text):
            if not covered(spans, m.start(), m.end()):
                errors.append("%s: unannotated 555 near %r" % (nid, text[max(0, m.start() - 15):m.end() + 15]))
        for cn in COUNTRIES:
            flags = re.IGNORECASE if meta.get("lowercase") else 0
            for m in re.finditer(r"(?<![\w-])" + re.escape(cn) + r"(?![\w-])", text, flags):
                if not covered(spans, m.start(), m.end()):
                    errors.append("%s: unannotated country %r at %d" % (nid, cn, m.start()))
        # every further occurrence of an annotated name must be annotated too
        names = sorted({s["text"] for s in spans if s["type"] in NAME_TYPES and len(s["text"]) >= 3})
        for nm in names:
            flags = re.IGNORECASE if meta.get("lowercase") else 0
            for m in re.finditer(r"(?<![\w@.])" + re.escape(nm) + r"(?![\w@])", text, flags):
                if not covered(spans, m.start(), m.end()):
                    msg = "%s: unannotated repeat of %r at %d" % (nid, nm, m.start())
                    (warnings if meta.get("lowercase") else errors).append(msg)
    return notes


def stats(notes):
    st = collections.OrderedDict()
    st["notes"] = len(notes)
    st["spans"] = sum(len(n["spans"]) for n in notes)
    st["mean_chars"] = sum(len(n["text"]) for n in notes) / max(len(notes), 1)
    st["lower"] = sum(1 for n in notes if n["meta"]["lowercase"])
    st["labels"] = collections.Counter(s["label"] for n in notes for s in n["spans"])
    st["types"] = collections.Counter(s["type"] for n in notes for s in n["spans"])
    st["genres"] = collections.Counter(n["meta"]["genre"] for n in notes)
    st["countries"] = collections.Counter(n["meta"]["country"] for n in notes)
    hn = collections.Counter()
    for n in notes:
        low = n["meta"]["lowercase"]
        for term in HARD_NEG:
            rx = r"(?<![\w])" + re.escape(term.lower() if low else term) + r"(?![\w])"
            for m in re.finditer(rx, n["text"]):
                if not covered(n["spans"], m.start(), m.end()):
                    hn[term] += 1
    st["hard_neg"] = hn
    return st


def requirements(st, errors):
    if st["notes"] < 330:
        errors.append("fewer than 330 notes")
    if st["mean_chars"] < 1200 and st["notes"] < 600:
        errors.append("mean note shorter than 1,200 characters and fewer than 600 notes")
    if st["spans"] < 8000:
        errors.append("fewer than 8,000 spans")
    for t in sorted(TYPE2LABEL):
        if st["types"].get(t, 0) < MIN_TYPE:
            errors.append("type %s only %d times" % (t, st["types"].get(t, 0)))
    big = [g for g, c in sorted(st["genres"].items()) if c >= 30]
    if len(big) < 10:
        errors.append("only %d genres with 30+ notes" % len(big))
    if sum(st["hard_neg"].values()) < 300:
        errors.append("fewer than 300 listed hard negatives")
    share = st["lower"] / max(st["notes"], 1)
    if not 0.12 <= share <= 0.22:
        errors.append("lower-case share %.3f not about one in six" % share)


def check_files(errors):
    for dp, dn, fns in os.walk(HERE):
        for fn in sorted(fns):
            if fn.endswith(".py") and os.path.getsize(os.path.join(dp, fn)) >= 30 * 1024:
                errors.append("module %s is 30 KB or more" % fn)
    if not os.path.exists(README):
        errors.append("README.md missing")
        return
    with open(README, encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    if lines[0] != "# dev396_en: independent English clinical PHI evaluation set":
        errors.append("README line 1")
    if len(lines) < 2 or lines[1] != "> **Status:** written for a decision; not yet scored. Never trained on.":
        errors.append("README line 2")
    if "Conventions chosen where the guideline leaves room:" not in lines:
        errors.append("README conventions line missing")
    else:
        i = lines.index("Conventions chosen where the guideline leaves room:")
        if not any(x.startswith("- ") for x in lines[i + 1:]):
            errors.append("README has no convention bullets")


def rebuild(dirpath, errors):
    created = not os.path.exists(dirpath)
    os.makedirs(dirpath, exist_ok=True)
    with open(NOTES, "rb") as fh:
        ref = fh.read()
    try:
        for seed in ("1", "2"):
            out = os.path.join(dirpath, "notes_hashseed%s.jsonl" % seed)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
            r = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            if r.returncode != 0:
                errors.append("rebuild with PYTHONHASHSEED=%s failed: %s" % (seed, r.stderr.decode()[-400:]))
                continue
            with open(out, "rb") as fh:
                same = fh.read() == ref
            print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
            if not same:
                errors.append("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
    finally:
        if created:
            shutil.rmtree(dirpath, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rebuild", nargs="?", const="/tmp/dev396_tmp", default=None, metavar="DIR")
    ap.add_argument("--notes", default=NOTES)
    ap.add_argument("--show-warnings", action="store_true")
    args = ap.parse_args()
    errors, warnings = [], []
    notes = validate(args.notes, errors, warnings)
    st = stats(notes)
    requirements(st, errors)
    check_files(errors)
    if args.rebuild:
        rebuild(args.rebuild, errors)
    print("notes: %d   spans: %d   mean chars: %.0f   lower-case: %d (%.1f%%)" % (
        st["notes"], st["spans"], st["mean_chars"], st["lower"], 100.0 * st["lower"] / max(st["notes"], 1)))
    print("labels: " + ", ".join("%s %d" % (k, v) for k, v in sorted(st["labels"].items())))
    print("types: " + ", ".join("%s %d" % (k, st["types"].get(k, 0)) for k in sorted(TYPE2LABEL)))
    print("genres: " + ", ".join("%s %d" % (k, v) for k, v in sorted(st["genres"].items())))
    print("countries: " + ", ".join("%s %d" % (k, v) for k, v in sorted(st["countries"].items())))
    print("hard negatives (listed terms outside spans): %d occurrences of %d terms" % (
        sum(st["hard_neg"].values()), len(st["hard_neg"])))
    print("warnings (lower-case repeats, informational): %d" % len(warnings))
    if args.show_warnings:
        for w in warnings[:50]:
            print("  " + w)
    for e in errors[:60]:
        print("ERROR " + e)
    if len(errors) > 60:
        print("... %d more errors" % (len(errors) - 60))
    print("OK" if not errors else "FAIL")
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main())
