"""Writes README.md for dev58_en from the generated notes (counts are computed, not typed)."""
import collections

import pools
from markers import CATEGORY

GENRE_DESC = {
    "cda_text": "Plain-text CDA / continuity-of-care documents: header (patient, guardian or emergency contact, author, "
                "custodian, encounter, coverage), problems with ICD-10, medications with sigs, allergies, results table, "
                "vitals, immunizations (CVX), social history, plan of care, signature/transcription lines",
    "hl7v2": "HL7 v2 message dumps (MSH/EVN/PID/PD1/NK1/PV1/ROL/ORC/OBR/OBX/NTE/SPM/AL1/DG1/GT1/IN1/TXA, MSA acks) with "
             "pipe, caret, tilde and ampersand separators, free-text NTE and TX lines, engine headers",
    "lab_cumulative": "Laboratory cumulative reports (aligned columns, reference ranges, H/L/HH/LL/C flags, accession and "
                      "collector-initial rows, collected/received/verified lines) and microbiology culture/susceptibility reports",
    "flowsheet_mar": "Nursing MAR exports (tabular and CSV), vital-sign flowsheets, glucose/insulin charts with initials "
                     "columns and initials legends",
    "referral_form": "Referral forms, prior-authorization / pre-approval requests and accident / workplace-injury claim "
                     "reports rendered to field: value text",
    "audit_log": "EHR access audit extracts (CSV, fixed-width, JSON lines) and break-the-glass review reports",
    "device_report": "Pacemaker and ICD interrogations, CGM ambulatory glucose profiles, insulin-pump downloads, mobile "
                     "cardiac telemetry summaries",
    "ocr_form": "OCR text of scanned procedure consents, release-of-information authorizations, death certificates and "
                "registration forms, with OCR spacing/case/character noise",
}

CHOICES = [
    "HL7 timestamps `YYYYMMDDHHMM[SS][+ZZZZ]`: only the first 8 digits are the DATE span; time of day and zone stay "
    "outside. ISO date-times `2019-03-14T10:22:01Z`: only `2019-03-14`. Short column headers of cumulative reports "
    "(`14-Mar`, `3/14`, `Mar-14`) and weekday+date cells (`Thu 3/14/2019`) are one DATE span each.",
    "A bare year tied to the patient (year moved, year quit smoking, onset year) is DATE; holidays are DATE without a "
    "leading `the`.",
    "HL7 names `LAST^FIRST^M` are one span (the internal `^` stays inside); prefix and degree components (`^^^DR^MD`) "
    "stay outside. HL7 addresses are split per component (STREET, CITY, STATE, ZIP, COUNTRY); country codes `USA`, "
    "`GBR`, `CAN`, `AUS` are COUNTRY also in MSH-17. Assigning-authority codes (`MPI`, `PAS`, `NHS`, `CMS`) are not PHI.",
    "Every staff member (physicians, nurses, lab scientists, pharmacists, device technicians, clerks, interpreters employed "
    "by the hospital, privacy officers, payer medical reviewers) is DOCTOR, also as initials in table cells (`JR`, `PNM`) "
    "and lower-case typist initials (`jk`). Other people (relatives, carers, case managers, supervisors, registrars, "
    "`Attention:` recipients) are FAMILY.",
    "User names in logs and HL7 XCN identifiers are USERNAME, also upper-cased (`JSMITH2`); patient-portal user names too.",
    "Workstation / host names in audit logs, bedside monitors, CGM readers, glucose and ketone meter serials are DEVICE. "
    "Device model names and model numbers (`Azure XT DR MRI SureScan`, `W1DR01`, lead model `5076`) are not PHI.",
    "US SSN, UK National Insurance number, Canadian SIN and Australian Centrelink CRN are SSN. NHS number, provincial "
    "health-card numbers, Australian Medicare number and US Medicare MBI are HEALTHPLAN (national beneficiary numbers), "
    "as are insurer member, group and policy numbers.",
    "Encounter, visit, financial and guarantor account numbers are ACCOUNT. Accession, specimen, order (placer/filler), "
    "referral, authorization, claim, police-report, coroner, ambulance, document, HL7 message-control, transmission, "
    "enrolment, scan-batch, privacy-ticket and warranty-case numbers and a provider TIN are IDNUM.",
    "NPI, DEA, state licence, GMC/NMC/HCPC, AHPRA and Medicare provider numbers, CPSO/college numbers, driver's licences, "
    "interpreter accreditation, funeral-director licence and laboratory accreditation certificates (CLIA, UKAS, IQMH, "
    "NATA numbers) are LICENSE.",
    "Named wards and units (`Kestrel Ward`, `4 West`, `Ward 12`), GP practices, clinics, pharmacies, care homes, pathology "
    "labs and monitoring centres are HOSPITAL; departments and specialties (`ICU`, `Cardiology`, `DEVICE CLINIC`) are not "
    "annotated. Hospital names keep their form as written, e.g. upper case without apostrophe in HL7.",
    "Insurers, motor insurers, employers, schools, churches, law firms and funeral homes are ORGANIZATION; public "
    "programmes and agencies (NHS, Medicare, Medicaid, CMS) are not annotated.",
    "Room and bed values (`412`, `B`, combined `412-B`), landmarks and cemeteries are LOCATION_OTHER; a leading `the` stays "
    "outside. `Subscriber: Self` is not PHI.",
    "AGE is the number only (`71` in `71Y/F`, `7` in `7 months`, `sixty-three` in `sixty-three-year-old`); ages of "
    "relatives in family history (`died aged 61`) are AGE too.",
    "PHONE includes extensions (`(01632) 960622 ext 1401`); bare internal extensions, pagers and bleeps are PHONE. "
    "Phone numbers inside HL7 XTN fields are the first component only.",
    "PROFESSION is the occupation of the patient or of a relative; `retired` stays outside. Industry words "
    "(`construction`) are not annotated.",
    "Generic department e-mail addresses (`privacy@...`) are EMAIL; URLs never take a trailing slash or punctuation.",
    "OCR notes: the span covers the value as it appears after OCR noise (letter O for zero, doubled inner spaces, "
    "lower- or upper-cased names and postcodes); the noise never moves a span edge.",
    "Hard negatives left unannotated on purpose: LOINC and local test codes, analyte names and abbreviations, units, "
    "reference ranges, flags, drug names/doses/sigs, ICD-10, CPT and CVX codes, OIDs, HL7 segment and table codes, "
    "eponyms (Foley, Glasgow, Wenckebach, Parkinson's), device models, meter models, times of day, durations, "
    "episode numbers, form numbers, years in statute names (`Privacy Act 1988`), HL7 version `2.5.1`.",
]


def write(path, notes, genres, seed):
    by_type = collections.Counter()
    by_label = collections.Counter()
    genre_notes = collections.Counter()
    genre_spans = collections.Counter()
    layouts = collections.defaultdict(collections.Counter)
    locales = collections.Counter()
    sizes = []
    for n in notes:
        g = n["meta"]["genre"]
        genre_notes[g] += 1
        genre_spans[g] += len(n["spans"])
        layouts[g][n["meta"]["layout"]] += 1
        locales[n["meta"]["locale"]] += 1
        sizes.append(len(n["text"].encode("utf-8")))
        for s in n["spans"]:
            by_type[s["type"]] += 1
            by_label[s["label"]] += 1
    total = sum(by_type.values())
    in_range = sum(1 for x in sizes if 1500 <= x <= 5000)
    firsts = sum(len(v[0]) + len(v[1]) for v in pools.NAMES.values())
    lasts = sum(len(v[2]) for v in pools.NAMES.values())

    L = ["# dev58_en: independent English clinical PHI evaluation set",
         "> **Status (2026-11-26):** unscored; never trained on.",
         "",
         "%d synthetic English notes, %d gold PHI spans, in `notes.jsonl` (one JSON object per line: `id`, `text`, "
         "`spans` with `start`, `end`, `label`, `type`, `text`, and `meta` with `language`, `source`, `genre`, `locale`, "
         "`layout`). Genre focus: structured and machine-exported clinical text mixed with free-text comments." % (len(notes), total),
         "",
         "## How it was written",
         "",
         "- Written from `docs/annotation_guideline.md` and the dev58 genre list only; no other bench set, model output, "
         "training data or public de-identification corpus was read or used.",
         "- `build/make.py` generates everything with `random.Random(%d)`; it is deterministic (standard library only, "
         "python3.11). Regenerate with `python3.11 build/make.py`, validate with `python3.11 build/check.py` "
         "(run from this directory; check exits non-zero on any problem)." % seed,
         "- Offsets come from the generator: every PHI value is written through `markers.m(type, value)`, which wraps it in "
         "private-use delimiters; `markers.render()` strips the delimiters and records each span's start/end while building "
         "the plain text. No string search after the fact. OCR noise is applied per segment before rendering, so noisy "
         "values keep exact spans.",
         "- Modules: `markers.py` (markers, rendering, OCR noise), `pools.py` (hand-written value pools and clinical "
         "vocabulary), `values.py` (identifier/phone/date formatters, per-note `Case` with patient, relatives, staff, places), "
         "`comments.py` (free-text comment templates), `g_*.py` (one module per genre), `readme.py` (this file).",
         "",
         "## Sources of values",
         "",
         "- All names, towns, streets, hospitals, clinics, pharmacies, labs, employers, insurers, funeral homes, cemeteries "
         "and landmarks are invented, hand-written pools in `build/pools.py`. States, provinces, counties and countries are "
         "real generic regions.",
         "- Person names: %d first names and %d surnames in %d origin groups (%s); weighted per locale, with about 20%% "
         "mixed-origin first/last combinations. The `word_like` group holds names that are also words or places "
         "(Hope, Grace, Will, Baker, Street, Lane, Bishop ...)." % (firsts, lasts, len(pools.NAMES), ", ".join(
             "%s %d+%d" % (k, len(v[0]) + len(v[1]), len(v[2])) for k, v in pools.NAMES.items())),
         "- Identifiers are random strings in realistic shapes: US SSNs in the never-issued 9xx area, UK NI numbers with an "
         "invalid `Q` prefix letter, Canadian SINs starting with 0, NHS numbers in the 999 test range, random MBI/health-card/"
         "Medicare shapes, NPI/DEA/licence/accession/order/device-serial/VIN/plate shapes.",
         "- Phones only from fictional ranges: US/CA `NXX-555-01xx`; UK Ofcom drama ranges (01632 960xxx, 020 7946 0xxx, "
         "0113-0161 496 0xxx, 07700 900xxx); AU 0491 570 xxx and 02 5550 / 03 7010 / 07 5550 / 08 5550. E-mails and URLs use "
         "example.org/.com/.net; IP addresses are from 10/8, 172.16/12 and 192.168/16.",
         "- Clinical vocabulary (hard negatives): LOINC-like codes and analytes, units and ranges, drugs with sigs, "
         "ICD-10, CPT, CVX codes, organisms and antibiotics, device model names and model numbers, eponyms.",
         "",
         "## Genres and layouts",
         "",
         "| genre | what | layouts (notes) | notes | spans |",
         "|---|---|---|---:|---:|"]
    for g, _, _ in genres:
        lay = ", ".join("`%s` (%d)" % (k, v) for k, v in sorted(layouts[g].items()))
        L.append("| `%s` | %s | %s | %d | %d |" % (g, GENRE_DESC[g], lay, genre_notes[g], genre_spans[g]))
    L += ["",
          "Locales: " + ", ".join("%s %d" % (k, locales[k]) for k in ("US", "UK", "CA", "AU")) + " notes. Locale drives "
          "date order (US month-first, others day-first), units (US conventional, others SI), phone ranges, postcode "
          "shapes, national identifiers, drug names (acetaminophen/paracetamol), credentials and licence types.",
          "",
          "Note sizes (UTF-8 bytes): min %d, median %d, max %d; %d of %d notes (%.0f%%) are 1.5-5 KB." % (
              min(sizes), sorted(sizes)[len(sizes) // 2], max(sizes), in_range, len(sizes), 100.0 * in_range / len(sizes)),
          "",
          "## Annotation choices where the guideline left room",
          ""]
    for c in CHOICES:
        L.append("- " + c)
    L += ["",
          "## Span counts",
          "",
          "| label | type | spans |",
          "|---|---|---:|"]
    for lab in ["NAME", "AGE", "DATE", "LOCATION", "ID", "CONTACT", "PROFESSION"]:
        for typ, cat in CATEGORY.items():
            if cat == lab:
                L.append("| %s | %s | %d |" % (lab, typ, by_type[typ]))
    L.append("| **all** | | **%d** |" % total)
    L += ["", "By label: " + ", ".join("%s %d" % (lab, by_label[lab]) for lab in
                                        ["NAME", "AGE", "DATE", "LOCATION", "ID", "CONTACT", "PROFESSION"]) + ".", ""]
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("\n".join(L))
