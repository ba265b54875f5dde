"""Build bench/dev184_en/notes.jsonl and README.md (deterministic: random.Random(184), no hash-order iteration).

Usage: python3 build/make.py [OUT_DIR]   (default: bench/dev184_en)
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from phi import LABEL  # noqa: E402
import g_ob  # noqa: E402
import g_pp  # noqa: E402
import g_fert  # noqa: E402
import g_gyn  # noqa: E402
import g_misc  # noqa: E402

OUT_DIR = os.path.dirname(HERE)
PER_GENRE = 32
GENRES = [
    ("prenatal_visit", g_ob.prenatal),
    ("ultrasound_report", g_ob.ultrasound),
    ("fertility_ivf_note", g_fert.rei_note),
    ("embryology_lab_log", g_fert.embryology),
    ("colposcopy_leep_note", g_gyn.colpo),
    ("postpartum_followup", g_pp.postpartum),
    ("gyn_clinic_schedule", g_gyn.schedule),
    ("patient_portal_thread", g_gyn.portal),
    ("genetic_counseling_letter", g_misc.gc_letter),
    ("insurance_preauth_fertility", g_fert.preauth),
    ("ld_discharge_summary", g_misc.discharge),
    ("nurse_telephone_triage", g_misc.triage),
    ("andrology_semen_analysis", g_fert.semen),
]
TRAIL_PUNCT = ",;:)]}\"'"


def validate(text, spans):
    assert text.isascii(), "non-ASCII text"
    last = 0
    for s, e, typ in spans:
        v = text[s:e]
        assert s >= last, "overlap/unsorted at %d" % s
        assert v and v == v.strip(), "whitespace boundary %r" % v
        assert v[-1] not in TRAIL_PUNCT, "trailing punctuation %r" % v
        assert v[-1] != "." or typ in ("PATIENT", "DOCTOR", "FAMILY") and len(v) > 1 and v[-2].isalpha(), v
        last = e


def build():
    rng = random.Random(184)
    order = []
    for name, fn in GENRES:
        order.extend([(name, fn)] * PER_GENRE)
    rng.shuffle(order)
    n = len(order)
    # about one note in six lower-cased, spread evenly over the genres
    total_low = round(n / 6)
    base = total_low // len(GENRES)
    extra = total_low - base * len(GENRES)
    lower_set = [False] * n
    for gi, (name, _) in enumerate(GENRES):
        idx = [i for i in range(n) if order[i][0] == name]
        for i in rng.sample(idx, base + (1 if gi < extra else 0)):
            lower_set[i] = True
    rows = []
    for i, (gname, fn) in enumerate(order):
        nb, genre = fn(rng)
        assert genre == gname
        text = nb.text()
        spans = sorted(nb.spans)
        validate(text, spans)
        low = lower_set[i]
        if low:
            t2 = text.lower()
            assert len(t2) == len(text)
            text = t2
        rows.append({
            "id": "dev184-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s, "end": e, "label": LABEL[typ], "type": typ, "text": text[s:e]} for s, e, typ in spans],
            "meta": {"source": "dev184-en", "genre": genre, "lowercase": low, "country": "US"},
        })
    return rows


def stats(rows):
    per_type, per_genre = {}, {}
    for r in rows:
        per_genre[r["meta"]["genre"]] = per_genre.get(r["meta"]["genre"], 0) + 1
        for sp in r["spans"]:
            per_type[sp["type"]] = per_type.get(sp["type"], 0) + 1
    return per_type, per_genre


def write_readme(rows, out_dir=OUT_DIR):
    per_type, per_genre = stats(rows)
    nspans = sum(per_type.values())
    nlow = sum(1 for r in rows if r["meta"]["lowercase"])
    mean_len = sum(len(r["text"]) for r in rows) / len(rows)
    lines = [
        "# dev184_en: independent English clinical PHI evaluation set",
        "> **Status:** written for a decision; not yet scored. Never trained on.",
        "",
        "Author 184 wrote this set alone, from `docs/annotation_guideline.md` only (no other bench set, code, template or data "
        "of the repository was read). Domain: obstetrics, gynaecology and fertility clinics in the United States "
        "(all notes `country: US`). Every name, place, organisation, number and contact is invented by the author's own "
        "generators (phones in 555-01xx, e-mail and web addresses on example.com/.org/.net, private IP ranges, SSNs starting "
        "9xx or 000). Span offsets are recorded while each note is assembled.",
        "",
        "Rebuild with `python3 build/make.py` (standard library only, `random.Random(184)`; output is byte-identical for any "
        "`PYTHONHASHSEED`) and validate with `python3 build/check.py`.",
        "",
        "%d notes, %d spans, mean note length %d characters, %d notes (%.1f%%) entirely lower-cased." % (
            len(rows), nspans, mean_len, nlow, 100.0 * nlow / len(rows)),
        "",
        "Genres (notes): " + ", ".join("%s (%d)" % (g, per_genre[g]) for g in sorted(per_genre)) + ". Besides the ten requested "
        "genres the author chose three more: ld_discharge_summary, nurse_telephone_triage and andrology_semen_analysis.",
        "",
        "Judgment calls where the guideline leaves room: insurers and reference/pathology labs are ORGANIZATION, pharmacies and "
        "named units are HOSPITAL, counties are CITY, implant/IUD lot and equipment serial numbers are DEVICE, a bare "
        "4-digit desk extension is PHONE, donor, cycle, thread, authorization and dictation job numbers are IDNUM, "
        "authorization validity dates and relatives' ages are tagged like any other DATE and AGE.",
        "",
        "| type | label | spans |",
        "|---|---|---|",
    ]
    for t in sorted(per_type):
        lines.append("| %s | %s | %d |" % (t, LABEL[t], per_type[t]))
    with open(os.path.join(out_dir, "README.md"), "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines) + "\n")


def main():
    out_dir = sys.argv[1] if len(sys.argv) > 1 else OUT_DIR
    rows = build()
    with open(os.path.join(out_dir, "notes.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n")
    write_readme(rows, out_dir)
    per_type, per_genre = stats(rows)
    print("notes %d spans %d" % (len(rows), sum(per_type.values())))


if __name__ == "__main__":
    main()
