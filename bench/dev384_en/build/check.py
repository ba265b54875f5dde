#!/usr/bin/env python3
"""Validate dev384_en/notes.jsonl and check that the build is reproducible.

usage: python3 build/check.py [--rebuild DIR] [--no-rebuild]

Checks fields, offsets, span text, order, overlaps, label/type pairs, span edges,
minimum counts, contact fictionality, module sizes, and that two rebuilds under
PYTHONHASHSEED=1 and PYTHONHASHSEED=2 are byte-identical to notes.jsonl.
Prints counts per label, type, genre and country, then a last line OK or FAIL.
"""
import collections
import ipaddress
import json
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
NOTES = os.path.join(SET, "notes.jsonl")

TYPE2LABEL = {
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
NAME_TYPES = {"PATIENT", "DOCTOR", "FAMILY"}
BAD_START = set("\"'`([{<.,;:!?-/|*")
BAD_END = set("\"'`)]}>.,;:!?-/|*")
FICT_DOMAINS = ("example.com", "example.org", "example.net")
OWN_GENRES = {"breast_pump_loan_record", "transfer_in_notification", "was_not_brought_letter"}

# Hard-negative lexicon: clinical words that look like names, places, codes or
# organisations but are not PHI.  Counted outside spans only.
HARD_NEG = [
    "Apgar", "Apgars", "Guthrie", "Moro", "Ortolani", "Barlow", "Hazelbaker", "Coryllos", "Bristol Tongue",
    "Edinburgh", "EPDS", "Whooley", "GAD-2", "GAD-7", "PHQ-9", "ASQ-3", "ASQ:SE-2", "NIPE", "AABR", "OAE",
    "Seca", "Tanita", "Marsden", "Medela", "Symphony", "Ardo", "Spectra", "Ameda", "Lansinoh", "Aptamil",
    "Kendamil", "Cow & Gate", "SMA", "Nutramigen", "Infacol", "Gaviscon", "Calpol", "Abidec", "Dalivit",
    "Sudocrem", "Metanium", "Oilatum", "Cetraben", "Epaderm", "Milton", "Maxi-Cosi", "Joie", "Cybex",
    "Tommee Tippee", "Dr Brown's", "Haakaa", "sertraline", "fluoxetine", "citalopram", "mirtazapine",
    "flucloxacillin", "Nystatin", "miconazole", "domperidone", "salbutamol", "cetirizine", "EpiPen",
    "hydrocortisone", "ferrous fumarate", "MenB", "MMR", "MMR2", "DTaP/IPV", "Hib/MenC", "PCV", "BCG",
    "Vit K", "Vitamin K", "Vitamin D", "von Willebrand", "Neville-Barnes", "Kielland's", "GBS", "SBR",
    "TTN", "CPAP", "NNU", "NICU", "SCBU", "LSCS", "EMCS", "SVD", "NVD", "GORD", "UK-WHO", "WHO", "CDC",
    "NICE", "NG75", "BFI", "UNICEF", "LATCH", "BTAT", "ATLFF", "TABBY", "Red Book", "Blue Book",
    "Healthy Start", "NCMP", "EHCP", "SENCO", "EYFS", "ADOS-2", "Makaton", "MASH", "DASH", "MARAC",
    "IDVA", "CP-IS", "CHIS", "Tusla", "Oranga Tamariki", "Children's Aid Society", "CPS", "DCJ",
    "Section 47", "Early Help", "Children's Social Care", "Talking Therapies", "healthdirect", "Healthline",
    "NHS 24", "111", "811", "999", "000", "112", "911", "SLT", "SCPHN", "RGN", "RPHN", "IBCLC", "RN", "BSN",
    "HV", "PHN", "CFHN", "WCTO", "CMW", "GP", "PCP", "MGM", "FOB", "EBM", "EBF", "OFC", "BW", "PAT",
    "EBME", "Ford Focus", "Transit", "Vauxhall Corsa", "Toyota Hilux", "Nissan Micra", "Dodge Ram",
    "Subaru Outback", "Was Not Brought", "National Breastfeeding Helpline", "B4 School Check",
    "Universal Plus", "Universal Partnership Plus", "Healthy Child Wales Programme",
    "Universal Health Visiting Pathway", "Healthy Babies Healthy Children", "Well Child Tamariki Ora",
    "Maternal Child Home Visiting", "e-RS", "UBRN", "IHI", "NHI", "CHI", "HRN", "Medicare", "Medicaid",
    "OHIP", "FIFO", "Mongolian", "Down", "Epstein pearls", "Christmas tree",
]


def hard_negatives(text, spans):
    covered = bytearray(len(text))
    for s in spans:
        for i in range(s["start"], s["end"]):
            covered[i] = 1
    total = 0
    per = collections.Counter()
    for term in HARD_NEG:
        for m in re.finditer(r"(?<![A-Za-z0-9])" + re.escape(term) + r"(?![A-Za-z0-9])", text, re.I):
            if not any(covered[m.start():m.end()]):
                total += 1
                per[term.lower()] += 1
    return total, per


def is_private_ip(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return False
    return any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))


def domain_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def check_contact(sp, errs, nid):
    t, v = sp["type"], sp["text"]
    if t in ("PHONE", "FAX") and "555" not in v:
        errs.append("%s: %s without 555: %r" % (nid, t, v))
    if t == "EMAIL":
        if v.count("@") != 1 or not domain_ok(v.split("@")[1]):
            errs.append("%s: e-mail not on example domains: %r" % (nid, v))
    if t == "URL":
        host = re.sub(r"^[a-z]+://", "", v, flags=re.I).split("/")[0]
        if not domain_ok(host):
            errs.append("%s: URL not on example domains: %r" % (nid, v))
    if t == "IPADDR" and not is_private_ip(v):
        errs.append("%s: IP not private: %r" % (nid, v))
    if t == "SSN" and not (v.startswith("9") or v.startswith("000")):
        errs.append("%s: SSN-like number not starting 9/000: %r" % (nid, v))


def check_edges(sp, text, errs, nid):
    v, t = sp["text"], sp["type"]
    if v != v.strip() or "\n" in v:
        errs.append("%s: whitespace at span edge or newline inside: %r" % (nid, v))
        return
    if v[0] in BAD_START and not (v[0] == "(" and t in ("PHONE", "FAX")) and not (v[0] == "+" and t in ("PHONE", "FAX")):
        errs.append("%s: punctuation at span start: %r" % (nid, v))
    if v[-1] in BAD_END:
        initial = t in NAME_TYPES and re.search(r"(^|[^A-Za-z])[A-Za-z]\.$", v)
        if not initial:
            errs.append("%s: punctuation at span end: %r" % (nid, v))
    s, e = sp["start"], sp["end"]
    if s > 0 and text[s - 1].isalnum():
        errs.append("%s: span starts inside a word: %r" % (nid, text[max(0, s - 5):e]))
    if e < len(text) and text[e].isalnum() and t != "AGE":
        errs.append("%s: span ends inside a word: %r" % (nid, text[s:e + 5]))
    if t == "AGE" and e < len(text) and text[e].isdigit():
        errs.append("%s: AGE ends inside a number: %r" % (nid, text[s:e + 5]))


def validate(path):
    errs = []
    notes = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as ex:
                errs.append("line %d: bad JSON (%s)" % (ln, ex))
    by_label, by_type, by_genre, by_country = (collections.Counter() for _ in range(4))
    nspans, nlower, total_len, negs = 0, 0, 0, 0
    neg_terms = collections.Counter()
    for i, o in enumerate(notes, 1):
        nid = o.get("id")
        if sorted(o.keys()) != ["id", "meta", "spans", "text"]:
            errs.append("%s: fields %r" % (nid, sorted(o.keys())))
            continue
        if nid != "dev384-%04d" % i:
            errs.append("note %d: id %r out of sequence" % (i, nid))
        text, spans, meta = o["text"], o["spans"], o["meta"]
        if not isinstance(text, str) or not text.strip():
            errs.append("%s: empty text" % nid)
            continue
        if not isinstance(meta, dict) or sorted(meta.keys()) != ["country", "genre", "lowercase", "source"]:
            errs.append("%s: meta fields %r" % (nid, meta))
            continue
        if meta["source"] != "dev384-en":
            errs.append("%s: source %r" % (nid, meta["source"]))
        if meta["lowercase"] is not (text == text.lower()):
            errs.append("%s: meta.lowercase wrong" % nid)
        nlower += meta["lowercase"] is True
        total_len += len(text)
        by_genre[meta["genre"]] += 1
        by_country[meta["country"]] += 1
        prev_end = -1
        prev_start = -1
        for sp in spans:
            if sorted(sp.keys()) != ["end", "label", "start", "text", "type"]:
                errs.append("%s: span fields %r" % (nid, sorted(sp.keys())))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                errs.append("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != sp["text"]:
                errs.append("%s: span text mismatch %r vs %r" % (nid, text[s:e], sp["text"]))
            if s < prev_start:
                errs.append("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                errs.append("%s: overlapping spans at %d" % (nid, s))
            prev_start, prev_end = s, max(prev_end, e)
            if TYPE2LABEL.get(sp["type"]) != sp["label"]:
                errs.append("%s: bad label/type %s/%s" % (nid, sp["label"], sp["type"]))
                continue
            check_edges(sp, text, errs, nid)
            check_contact(sp, errs, nid)
            by_label[sp["label"]] += 1
            by_type[sp["type"]] += 1
            nspans += 1
        k, per = hard_negatives(text, spans)
        negs += k
        neg_terms.update(per)
    stats = dict(notes=len(notes), spans=nspans, lower=nlower, mean=(total_len / float(len(notes)) if notes else 0),
                 by_label=by_label, by_type=by_type, by_genre=by_genre, by_country=by_country, negs=negs,
                 neg_terms=neg_terms)
    # minimum counts
    need = 600 if stats["mean"] < 1200 else 330
    if len(notes) < need:
        errs.append("only %d notes (need %d at mean length %.0f)" % (len(notes), need, stats["mean"]))
    if nspans < 8000:
        errs.append("only %d spans (need 8000)" % nspans)
    for t in sorted(TYPE2LABEL):
        if by_type[t] < 15:
            errs.append("type %s has %d spans (need 15)" % (t, by_type[t]))
    big = [g for g in sorted(by_genre) if by_genre[g] >= 30]
    if len(big) < 10:
        errs.append("only %d genres with >=30 notes" % len(big))
    share = nlower / float(len(notes)) if notes else 0
    if not 0.12 <= share <= 0.22:
        errs.append("lower-case share %.3f not about one in six" % share)
    if negs < 300:
        errs.append("only %d hard-negative occurrences" % negs)
    return errs, stats


def check_modules(errs):
    for name in sorted(os.listdir(HERE)):
        if name.endswith(".py"):
            size = os.path.getsize(os.path.join(HERE, name))
            if size >= 30 * 1024:
                errs.append("module %s is %d bytes (limit 30 KB)" % (name, size))


def rebuild(errs, outdir):
    created = not os.path.exists(outdir)
    os.makedirs(outdir, exist_ok=True)
    with open(NOTES, "rb") as fh:
        ref = fh.read()
    outs = []
    try:
        for seed in ("1", "2"):
            out = os.path.join(outdir, "rebuild_hashseed%s.jsonl" % seed)
            env = dict(os.environ)
            env["PYTHONHASHSEED"] = seed
            env["PYTHONDONTWRITEBYTECODE"] = "1"
            r = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), out], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            outs.append(out)
            if r.returncode != 0:
                errs.append("rebuild (PYTHONHASHSEED=%s) failed: %s" % (seed, r.stderr.decode()[-500:]))
                continue
            with open(out, "rb") as fh:
                got = fh.read()
            if got != ref:
                errs.append("rebuild under PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
            else:
                print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))
    finally:
        for out in outs:
            if os.path.exists(out):
                os.remove(out)
        if created:
            shutil.rmtree(outdir, ignore_errors=True)


def main(argv):
    outdir = "/tmp/dev384_tmp"
    do_rebuild = True
    i = 0
    while i < len(argv):
        if argv[i] == "--rebuild":
            if i + 1 < len(argv) and not argv[i + 1].startswith("--"):
                outdir = argv[i + 1]
                i += 1
        elif argv[i] == "--no-rebuild":
            do_rebuild = False
        i += 1
    errs, st = validate(NOTES)
    check_modules(errs)
    if do_rebuild:
        rebuild(errs, outdir)
    print("notes: %d  spans: %d  mean length: %.0f chars  lower-case: %d (%.1f%%)  hard negatives: %d" % (
        st["notes"], st["spans"], st["mean"], st["lower"], 100.0 * st["lower"] / max(1, st["notes"]), st["negs"]))
    print("\nper label:")
    for k in sorted(st["by_label"]):
        print("  %-14s %6d" % (k, st["by_label"][k]))
    print("\nper type:")
    for k in sorted(st["by_type"]):
        print("  %-14s %6d" % (k, st["by_type"][k]))
    print("\nper genre:")
    for k in sorted(st["by_genre"]):
        print("  %-26s %4d%s" % (k, st["by_genre"][k], "  (own genre)" if k in OWN_GENRES else ""))
    print("\nper country:")
    for k in sorted(st["by_country"]):
        print("  %-16s %4d" % (k, st["by_country"][k]))
    print("\nhard-negative terms found outside spans: %d distinct" % len(st["neg_terms"]))
    if errs:
        print("\n%d problem(s):" % len(errs))
        for e in errs[:60]:
            print("  " + e)
        print("FAIL")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
