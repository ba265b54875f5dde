"""Generate bench/dev116_en/notes.jsonl and README.md (deterministic, random.Random(116))."""
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import Case, strip_markers  # noqa: E402
from genres import GENRES  # noqa: E402

OUT_DIR = os.path.dirname(HERE)
NOTES_PER_GENRE = 30
SOURCE = "dev116-en"


ARTICLE_RE = re.compile("\\b([Aa]) (?=\ue000\\d\\d\ue001(?:[aeioAEIO]|8|11\\b|18\\b|11-|18-))")


def fix_articles(marked):
    """'a' -> 'an' before a PHI value that starts with a vowel sound (on the marked text)."""
    return ARTICLE_RE.sub(lambda mo: mo.group(1) + "n ", marked)


def build():
    rng = random.Random(116)
    order = [g for g in GENRES for _ in range(NOTES_PER_GENRE)]
    rng.shuffle(order)
    n = len(order)
    lower_idx = sorted(rng.sample(range(n), round(n / 6)))
    lower = set(lower_idx)
    notes = []
    for i, g in enumerate(order):
        case = Case(rng)
        marked = fix_articles(GENRES[g](case))
        lc = i in lower
        if lc:
            marked = marked.lower()      # lower-case before offsets are computed
        text, spans = strip_markers(marked)
        notes.append({
            "id": "dev116-en-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]}
                      for s in spans],
            "meta": {"source": SOURCE, "genre": g, "lowercase": lc},
        })
    return notes


def write_readme(notes):
    rows = {}
    for nt in notes:
        g = nt["meta"]["genre"]
        r = rows.setdefault(g, [0, 0, 0, 0])
        r[0] += 1
        r[1] += len(nt["spans"])
        r[2] += 1 if nt["meta"]["lowercase"] else 0
        r[3] += len(nt["text"])
    types = {}
    for nt in notes:
        for s in nt["spans"]:
            types[s["type"]] = types.get(s["type"], 0) + 1
    tot = [sum(r[k] for r in rows.values()) for k in range(4)]
    L = ["# dev116_en: independent English clinical PHI evaluation set",
         "> **Status:** written for a decision; not yet scored. Never trained on.",
         "",
         "## How it was written",
         "",
         "Written from two inputs only: the project's annotation guideline (`docs/annotation_guideline.md`) and the "
         "task brief. No other file of the repository was opened, listed or searched; no web, code or document "
         "search was used; the project's software was not run, and nothing has been scored against this set.",
         "",
         "Notes are synthetic United States clinical and administrative documents produced by a template generator. "
         "Each PHI value is wrapped in private-use marker characters while the note is assembled; one left-to-right "
         "pass strips the markers and records the offsets (values are never searched for in the finished text). "
         "About one note in six is lower-cased as a whole before offsets are computed.",
         "",
         "## Values",
         "",
         "- Every name, street, city, county, hospital, clinic, ward, employer, insurer, law firm, landmark and "
         "identifier format is invented for this set (state and country names are real place names).",
         "- Telephone and fax numbers of seven or more digits all use the `555` exchange with `01xx` line numbers; "
         "e-mail and web addresses use only `example.com`, `example.org` and `example.net`; IP addresses lie in "
         "10/8, 172.16/12 and 192.168/16; SSN-like numbers start with `9` or `000`.",
         "- Hard negatives are left unannotated: lab analytes, values, units and reference ranges; vitals; drugs with "
         "doses and sigs; ICD-10 and CPT/HCPCS codes; clinical scores; eponyms; credentials after names; clock "
         "times; names of laws and regulations; public service numbers (911, 988, 711, 211, 311); and ordinary uses "
         "of words that are also names in the pools (will, hope, grace, walker, stone, bell, ...).",
         "",
         "## Annotation calls",
         "",
         "Judgement calls made where the guideline leaves room (all from the guideline's type definitions):",
         "",
         "- Attorneys, police officers, workplace supervisors and HR contacts are `FAMILY` (\"any other person\"); "
         "records custodians, coordinators, scribes, transcriptionists and payer reviewers are `DOCTOR` (staff).",
         "- Insurers, law firms and employers are `ORGANIZATION`; pharmacies, wards and named units are `HOSPITAL`; "
         "the county in a court caption is `CITY`; rooms, beds and landmarks are `LOCATION_OTHER`.",
         "- Billing/claim accounts and encounter numbers are `ACCOUNT`; accession, order, requisition, case, "
         "authorisation, reference, invoice and job numbers are `IDNUM`; NPI, DEA, medical and driver's licences are "
         "`LICENSE`; implant and pump serials are `DEVICE`; plates and VINs are `VEHICLE`; fingerprint, iris, "
         "palm-vein and voiceprint IDs are `BIOID`; typist/clinician initials (`TL/jk`) are `DOCTOR`.",
         "- Device model names (Medtronic Azure, Alaris), CPT/HCPCS codes and public numbers are not annotated.",
         "",
         "## Limits",
         "",
         "- Template-generated: clinical content within a note is not always medically coherent (diagnoses, drugs "
         "and findings are drawn independently); the set tests PHI detection, not clinical plausibility.",
         "- Single annotator by construction (the generator); no second-annotator agreement was measured.",
         "",
         "## Files",
         "",
         "- `notes.jsonl`: one note per line, `{id, text, spans[{start,end,label,type,text}], meta{source,genre,lowercase}}`.",
         "- `build/make.py`: the generator (Python 3.11, standard library, all randomness from `random.Random(116)`); "
         "`build/common.py` (markers, pools, renderers), `build/hardneg.py` (hard negatives), `build/genres.py` (templates).",
         "- `build/check.py`: validator; exits non-zero on any problem (shape, ids, offsets, edges, overlap, "
         "label/type agreement, minimum counts, fictional contact ranges, unannotated contact-like strings, "
         "hard-negative counts, lower-case share).",
         "",
         "Rebuild and check: `python3 build/make.py && python3 build/check.py` from this folder.",
         "",
         "## Genres",
         "",
         "| genre | notes | spans | lower-case | chars |",
         "|---|---|---|---|---|"]
    for g in GENRES:
        r = rows[g]
        L.append("| %s | %d | %d | %d | %d |" % (g, r[0], r[1], r[2], r[3]))
    L.append("| **total** | %d | %d | %d | %d |" % tuple(tot))
    L += ["", "## Spans per type", "", "| type | label | spans |", "|---|---|---|"]
    from common import CATEGORY
    for t in CATEGORY:
        L.append("| %s | %s | %d |" % (t, CATEGORY[t], types.get(t, 0)))
    L.append("")
    with open(os.path.join(OUT_DIR, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(L))


def main():
    notes = build()
    with open(os.path.join(OUT_DIR, "notes.jsonl"), "w", encoding="utf-8") as f:
        for nt in notes:
            f.write(json.dumps(nt, ensure_ascii=False) + "\n")
    write_readme(notes)
    print("notes %d, spans %d" % (len(notes), sum(len(n["spans"]) for n in notes)))


if __name__ == "__main__":
    main()
