"""Build dev180_en/notes.jsonl (and README.md) deterministically.

Usage: python3 build/make.py
All randomness comes from one random.Random(180). Output does not depend on PYTHONHASHSEED.
"""
import datetime
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import clin  # noqa: E402
import core  # noqa: E402
import ctxmod  # noqa: E402
import persona  # noqa: E402
import g_visit  # noqa: E402
import g_proc  # noqa: E402
import g_admin  # noqa: E402
import g_results  # noqa: E402
import g_comm  # noqa: E402

OUT_DIR = os.path.dirname(HERE)
SEED = 180
PER_GENRE = 50

# genre -> (builder, specialty weights)
ALL3 = [("derm", 1), ("eye", 1), ("ent", 1)]
GENRES = [
    ("new_patient_note", g_visit.new_patient, ALL3),
    ("follow_up_note", g_visit.follow_up, ALL3),
    ("procedure_note", g_proc.procedure, ALL3),
    ("clinic_schedule_checkin", g_admin.schedule, ALL3),
    ("pathology_result_letter", g_results.path_letter, [("derm", 15), ("ent", 3), ("eye", 2)]),
    ("referral_letter", g_admin.referral, ALL3),
    ("prior_authorization", g_admin.prior_auth, ALL3),
    ("portal_message_thread", g_comm.portal_thread, ALL3),
    ("visual_field_audiology_report", g_results.test_report, [("eye", 1), ("ent", 1)]),
    ("surgical_consent_preop", g_proc.consent_preop, ALL3),
    ("telephone_triage_note", g_comm.phone_triage, ALL3),
    ("teleconsult_econsult", g_comm.econsult, [("derm", 13), ("eye", 7)]),
    ("driver_vision_form", g_comm.driver_vision, [("eye", 1)]),
]
AGE_BY_PROB = {"ome": (1, 8), "tons": (4, 38), "acne": (13, 29), "ad": (6, 70),
               "ar": (8, 65), "voice": (18, 70), "scc": (38, 92), "bcc": (35, 95),
               "ak": (45, 95), "nevus": (18, 80), "cat": (52, 95), "amd": (58, 97),
               "dme": (30, 85), "poag": (40, 95), "snhl": (45, 93), "hcq": (25, 75),
               "thy": (20, 80), "crs": (18, 80), "sept": (16, 75), "ssnhl": (25, 85),
               "cer": (5, 96), "hs": (16, 60), "ptosis": (50, 90), "keloid": (12, 60)}
LOWER_SHARE = 1.0 / 6.0


def build_note(rng, genre, fn, spec_w):
    spec = core.wpick(rng, spec_w)
    clinic = persona.Clinic(rng, spec)
    visit = core.rand_date(rng, datetime.date(2022, 1, 3), datetime.date(2025, 6, 27))
    if visit.weekday() >= 5:
        visit = core.add_days(visit, 7 - visit.weekday())
    probs = clin.BY_SPEC[spec]
    if genre == "driver_vision_form":
        probs = [p for p in probs if p["key"] in ("cat", "poag", "amd", "dme", "ptosis", "pvd")]
    if genre == "teleconsult_econsult" and spec == "eye":
        probs = [p for p in probs if p["key"] in ("dme", "amd", "hcq")]
    prob = core.pick(rng, probs)
    age_rng = AGE_BY_PROB.get(prob["key"])
    if genre == "driver_vision_form":
        age_rng = (17, 88)
    pt = persona.Patient(rng, visit, spec, clinic, age_rng=age_rng)
    docs = clinic.docs
    if genre == "surgical_consent_preop" or (genre == "procedure_note" and spec == "eye"):
        docs = [d for d in clinic.docs if d.is_dr() and d.cred != "OD"]
        if not docs:
            surgeon = persona.Clinician(rng, spec)
            surgeon.cred = core.pick(rng, ["MD", "MD", "DO", "MD, FACS"])
            clinic.docs.append(surgeon)
            docs = [surgeon]
    doc = core.pick(rng, docs)
    ctx = ctxmod.build_ctx(rng, spec, visit, clinic, pt, doc)
    ctx["_obj"]["prob"] = prob
    nb = fn(rng, ctx)
    return nb.text().rstrip() + "\n", nb.spans, spec


def main():
    rng = random.Random(SEED)
    order = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(order)
    n = len(order)
    n_lower = int(round(n * LOWER_SHARE))
    lower = [False] * n
    for i in rng.sample(range(n), n_lower):
        lower[i] = True
    lines = []
    stats = {"types": {}, "genres": {}, "spans": 0, "lower": 0, "chars": 0, "spec": {}}
    for i, (genre, fn, spec_w) in enumerate(order):
        text, spans, spec = build_note(rng, genre, fn, spec_w)
        if lower[i]:
            low = text.lower()
            if len(low) != len(text):
                raise SystemExit("lower() changed length in note %d" % (i + 1))
            text = low
        out_spans = []
        for s in spans:
            st = text[s["start"]:s["end"]]
            if not lower[i] and st != s["text"]:
                raise SystemExit("offset mismatch in note %d: %r" % (i + 1, s))
            out_spans.append({"start": s["start"], "end": s["end"], "label": s["label"],
                              "type": s["type"], "text": st})
            stats["types"][s["type"]] = stats["types"].get(s["type"], 0) + 1
        rec = {"id": "dev180-%04d" % (i + 1), "text": text, "spans": out_spans,
               "meta": {"source": "dev180-en", "genre": genre, "lowercase": lower[i],
                        "country": "US"}}
        lines.append(json.dumps(rec, ensure_ascii=False))
        stats["genres"][genre] = stats["genres"].get(genre, 0) + 1
        stats["spec"][spec] = stats["spec"].get(spec, 0) + 1
        stats["spans"] += len(out_spans)
        stats["lower"] += 1 if lower[i] else 0
        stats["chars"] += len(text)
    with open(os.path.join(OUT_DIR, "notes.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(lines) + "\n")
    write_readme(n, stats)
    print("notes %d  spans %d  lower %d  mean chars %.0f" % (
        n, stats["spans"], stats["lower"], stats["chars"] / float(n)))


def write_readme(n, stats):
    tl = sorted(core.TYPE2LABEL)
    rows = "\n".join("| %s | %s | %d |" % (core.TYPE2LABEL[t], t, stats["types"].get(t, 0))
                     for t in sorted(tl, key=lambda t: (core.TYPE2LABEL[t], t)))
    genres = ", ".join("`%s` (%d)" % (g, stats["genres"][g]) for g in sorted(stats["genres"]))
    spec = ", ".join("%s %d" % (k, stats["spec"][k]) for k in sorted(stats["spec"]))
    txt = (
        "# dev180_en: independent English clinical PHI evaluation set\n"
        "> **Status:** written for a decision; not yet scored. Never trained on.\n"
        "\n"
        "Author 180 wrote this set alone, from `docs/annotation_guideline.md` only: no other file "
        "of the repository (no other bench set, code, template or data) was read. All templates, "
        "name and place pools and formats are invented for this set. The domain is outpatient "
        "dermatology, ophthalmology and ear-nose-throat clinics in the United States "
        "(country `US` for every note; specialties: %s). Every contact is fictional: phone and fax "
        "numbers use 555-01xx, e-mail and web addresses use example.com/.org/.net, IP addresses "
        "are private-range, SSNs start with 9 or 000.\n"
        "\n"
        "Rebuild with `python3 build/make.py` (Python 3.11 standard library, seed "
        "`random.Random(180)`; output is byte-identical for any `PYTHONHASHSEED`) and validate "
        "with `python3 build/check.py`. Span offsets are recorded while each note is assembled.\n"
        "\n"
        "Notes: %d, spans: %d, entirely lower-cased notes: %d (%.1f%%), mean note length %.0f "
        "characters.\n"
        "\n"
        "Genres: %s. Besides the ten requested genres, the author added "
        "`telephone_triage_note`, `teleconsult_econsult` (teledermatology / teleretinal "
        "store-and-forward) and `driver_vision_form` (state driver vision report).\n"
        "\n"
        "Conventions where the guideline leaves a choice: for rooms, lanes, booths and bays only "
        "the number is marked (`Exam [4]`); a leading `the` stays outside country and holiday "
        "spans; clinic staff, interpreters, pharmacists and pathologists are `DOCTOR`; pharmacies "
        "and pathology labs are `HOSPITAL`; insurers, benefit managers, employers and schools are "
        "`ORGANIZATION`; NPI, DEA, state and driver's licence numbers are `LICENSE`; specimen, "
        "prior-authorisation, iPLEDGE, consult, thread and interpreter numbers are `IDNUM`; "
        "implant, hearing-aid and instrument serials are `DEVICE`; palm-vein and fingerprint "
        "check-in IDs are `BIOID`; clock times (including 24-hour `1958`) are not marked.\n"
        "\n"
        "| label | type | spans |\n|---|---|---|\n%s\n"
    ) % (spec, n, stats["spans"], stats["lower"], 100.0 * stats["lower"] / n,
         stats["chars"] / float(n), genres, rows)
    with open(os.path.join(OUT_DIR, "README.md"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(txt)


if __name__ == "__main__":
    main()
