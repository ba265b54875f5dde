"""Build the dev182_en evaluation set (author 182).

Usage: python3 build/make.py [--out DIR]
Writes DIR/notes.jsonl and DIR/README.md (DIR defaults to bench/dev182_en).
Standard library only; all randomness from one random.Random(182).
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402

GENRES = [
    ("pharmacist_verification_queue", genres_a.verification_queue),
    ("iv_compounding_log", genres_a.iv_compounding),
    ("controlled_substance_discrepancy", genres_a.cs_discrepancy),
    ("antimicrobial_stewardship_review", genres_a.asp_review),
    ("admission_medication_reconciliation", genres_b.med_rec),
    ("adverse_drug_reaction_report", genres_b.adr_report),
    ("parenteral_nutrition_order", genres_b.pn_note),
    ("pharmacist_consult_note", genres_b.consult_note),
    ("nonformulary_request", genres_c.nonformulary),
    ("drug_recall_notification_log", genres_c.recall_log),
    ("discharge_medication_counseling", genres_c.discharge_counsel),
    ("pharmacokinetic_dosing_note", genres_c.pk_note),
    ("medication_safety_event_report", genres_c.safety_event),
]
PER_GENRE = 48
US_SHARE = 0.58


def build():
    rng = random.Random(182)
    order = []
    for gi in range(len(GENRES)):
        order.extend([gi] * PER_GENRE)
    rng.shuffle(order)
    total = len(order)
    lower_idx = sorted(rng.sample(range(total), round(total / 6)))
    lower_flags = [False] * total
    for i in lower_idx:
        lower_flags[i] = True
    notes = []
    for i, gi in enumerate(order):
        name, fn = GENRES[gi]
        country = "US" if rng.random() < US_SHARE else "CA"
        w = core.World(rng, country)
        n = core.Note(rng, typo_rate=pick_typo(rng))
        fn(w, n)
        text = n.text().rstrip()
        if lower_flags[i]:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower-casing changed length")
            text = low
        spans = []
        for start, end, typ in n.spans:
            if end > len(text):
                raise ValueError("span past end")
            spans.append({"start": start, "end": end, "label": core.TYPE_LABEL[typ], "type": typ,
                          "text": text[start:end]})
        notes.append({
            "id": "dev182-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev182-en", "genre": name, "lowercase": lower_flags[i], "country": country},
        })
    return notes


def pick_typo(rng):
    return 0.0 if rng.random() < 0.55 else 0.05


def readme(notes):
    type_counts = {}
    genre_counts = {}
    country_counts = {}
    nspans = 0
    chars = 0
    for nt in notes:
        chars += len(nt["text"])
        genre_counts[nt["meta"]["genre"]] = genre_counts.get(nt["meta"]["genre"], 0) + 1
        country_counts[nt["meta"]["country"]] = country_counts.get(nt["meta"]["country"], 0) + 1
        for s in nt["spans"]:
            nspans += 1
            type_counts[s["type"]] = type_counts.get(s["type"], 0) + 1
    nlow = sum(1 for nt in notes if nt["meta"]["lowercase"])
    out = []
    out.append("# dev182_en: independent English clinical PHI evaluation set")
    out.append("> **Status:** written for a decision; not yet scored. Never trained on.")
    out.append("")
    out.append(
        "Author 182 wrote this set alone, from `docs/annotation_guideline.md` only (no other bench set, code, "
        "template or data of the repository was read). Domain: hospital pharmacy and medication safety in the "
        "United States and Canada. All names, places, numbers and contacts are invented (phones in 555 ranges, "
        "e-mail and web addresses on example.com/.org/.net, private IP ranges, SSNs beginning 9xx or 000). "
        "Rebuild with `python3 build/make.py` (Python 3.11 standard library, `random.Random(182)`, output "
        "byte-identical under any `PYTHONHASHSEED`) and validate with `python3 build/check.py` "
        "(add `--determinism` to rebuild twice under different hash seeds in /tmp and compare md5).")
    out.append("")
    out.append("%d notes, %d spans, mean note length %d characters, %d notes (%.1f%%) entirely lower-cased. "
               "Countries: %s." % (len(notes), nspans, chars // len(notes), nlow, 100.0 * nlow / len(notes),
                                   ", ".join("%s %d" % (k, country_counts[k]) for k in sorted(country_counts))))
    out.append("")
    out.append("Genres: " + "; ".join("%s %d" % (k, genre_counts[k]) for k in sorted(genre_counts)) + ".")
    out.append("")
    out.append("Spans per type: " + "; ".join("%s %d" % (k, type_counts[k]) for k in sorted(type_counts)) + ".")
    out.append("")
    out.append(
        "Annotation choices where the guideline is silent: every calendar date in a note is DATE (including "
        "beyond-use dates of patient-specific preparations); drug lot numbers, NDCs and product names are not "
        "PHI; named nursing units and wards (`4 West`, `Fenwick 3`) and community pharmacies are HOSPITAL; "
        "insurers, employers and assistance programmes are ORGANIZATION; automated-cabinet, pump and hood "
        "serials/station IDs are DEVICE; order, Rx, label, case and report numbers are IDNUM; cabinet log-ins are "
        "USERNAME and biometric template IDs are BIOID; pager and extension numbers are PHONE.")
    return "\n".join(out) + "\n"


def main():
    out_dir = os.path.dirname(HERE)
    args = sys.argv[1:]
    if args[:1] == ["--out"] and len(args) > 1:
        out_dir = args[1]
    os.makedirs(out_dir, exist_ok=True)
    notes = build()
    with open(os.path.join(out_dir, "notes.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for nt in notes:
            f.write(json.dumps(nt, ensure_ascii=False) + "\n")
    with open(os.path.join(out_dir, "README.md"), "w", encoding="utf-8", newline="\n") as f:
        f.write(readme(notes))
    print("wrote %d notes to %s" % (len(notes), out_dir))


if __name__ == "__main__":
    main()
