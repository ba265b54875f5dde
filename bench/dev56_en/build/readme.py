"""Writes bench/dev56_en/README.md from the generated notes (counts are live)."""
import collections
import os

import pools
from seg import TYPE_LABEL

GENRE_DESC = {
    "discharge_summary": "Discharge summaries: face-sheet header, diagnoses, HPI, hospital course, discharge meds, follow-up, DD/DT footer",
    "history_physical": "Admission H&Ps: CC, HPI, PMH/PSH with years, social and family history, exam, labs, plan, code status/HCP",
    "progress_note": "Daily progress notes (1-3 days per note): SOAP, vitals, BMP/CBC panels dated, pagers, attending attestation",
    "cardiology": "Cardiology consults (devices with serials, ECG, echo) and cath/PCI reports (operators, hemodynamics, stent lots)",
    "operative_note": "Operative/procedure notes: surgeon/assistant/anesthesia lines, specimens, implants with lot/serial, POD dates",
    "radiology": "Radiology reports (1-2 exams): accession/order numbers, comparison dates, referring/ordering MDs, critical-result calls",
    "emergency": "ED records: registration block (address, phones, SSN, insurance, NOK), triage, HPI, ED course, dispo, scribe lines",
    "clinic_letter": "Outpatient follow-up letters: letterhead (phone/fax/URL), addressee, RE line, narrative, plan, cc with address",
}
LAYOUT_DESC = {
    "caps-headers": "ALL-CAPS section header on its own line, text below",
    "caps-inline": "ALL-CAPS header followed by text on the same line",
    "underlined": "ALL-CAPS header underlined with dashes",
    "title-case": "Title-case headers, text below",
    "soap-daily": "dated daily SOAP blocks (S/O/A/P), lab panels",
    "letter": "letterhead, date, addressee, salutation, paragraphs, signature, cc",
}


def write(set_dir, notes):
    by_type = collections.Counter(s["type"] for n in notes for s in n["spans"])
    by_label = collections.Counter(s["label"] for n in notes for s in n["spans"])
    gl = collections.Counter((n["meta"]["genre"], n["meta"]["layout"]) for n in notes)
    genres = collections.Counter(n["meta"]["genre"] for n in notes)
    gspans = collections.Counter()
    for n in notes:
        gspans[n["meta"]["genre"]] += len(n["spans"])
    locs = collections.Counter(n["meta"]["locale"] for n in notes)
    sizes = sorted(len(n["text"].encode("utf-8")) for n in notes)
    in_range = sum(1 for s in sizes if 1500 <= s <= 5000)
    nspans = sum(by_type.values())

    n_first = sum(len(m) + len(f) for m, f, s in pools.NAMES.values())
    n_last = sum(len(s) for m, f, s in pools.NAMES.values())

    L = []
    w = L.append
    w("# dev56_en: independent English clinical PHI evaluation set")
    w("> **Status (2026-11-26):** unscored; never trained on.")
    w("")
    w("%d synthetic English clinical notes, %d gold PHI spans. Every person, place, institution and identifier "
      "is invented." % (len(notes), nspans))
    w("")
    w("## How it was written")
    w("")
    w("- Written from `docs/annotation_guideline.md` and the dev56 genre list only. No other project file, "
      "no other bench set, no model output and no public de-identification corpus was read or searched.")
    w("- `build/make.py` generates `notes.jsonl` with `random.Random(56)` (standard library only, "
      "python3.11); it also rewrites this README, so the tables below are live counts.")
    w("- Offsets come from the generator: every PHI value is written through a marker "
      "(`build/seg.py`, `P(type, value)`); `render()` strips the markers and records `start`/`end`. "
      "No span is found by searching the finished text. Narrative templates use a small placeholder "
      "language (`build/tpl.py`) whose PHI placeholders expand to marked values.")
    w("- `build/check.py` validates the file (offsets, sorting, overlap, whitespace/punctuation edges, "
      "label/type agreement, fine-type coverage, unique ids) and exits non-zero on any problem.")
    w("- Modules: `pools.py` (hand-written value pools), `fake.py` (formats and identifiers), `ctx.py` "
      "(per-note people/places and marked helpers), `blocks.py` (headers, footers, social/family history), "
      "`clinical.py` (clinical filler and hard negatives), `genres1-3.py` (the eight genres).")
    w("")
    w("Size: %d of %d notes are 1.5-5 KB (min %d B, median %d B, max %d B)." % (
        in_range, len(notes), sizes[0], sizes[len(sizes) // 2], sizes[-1]))
    w("")
    w("## Sources of values")
    w("")
    w("All hand-written for this set (`build/pools.py`):")
    w("")
    w("- Names: %d first names and %d surnames in %d origin groups (%s). "
      "Patients, staff and relatives draw an origin by weight; surnames are distinct within a note except "
      "for relatives who share the patient's surname. "
      "A stop list (checked by make.py) keeps eponyms used in the text (Parkinson, Foley, Babinski, Swan, Ganz, "
      "Murphy, Kocher, Homans, ...) and the credential look-alike `Do` out of the pools, so eponyms are always "
      "negatives."
      % (n_first, n_last, len(pools.NAMES), ", ".join(pools.NAMES)))
    w("- Places: %d invented US towns, %d US counties, %d Canadian, %d British, %d Australian towns, "
      "%d street names; real states/provinces/countries; ZIPs/postcodes generated in the right shape."
      % (len(pools.US_TOWNS), len(pools.US_COUNTIES), len(pools.CA_TOWNS), len(pools.GB_TOWNS),
         len(pools.AU_TOWNS), len(pools.STREET_NAMES)))
    w("- Institutions: hospitals, practices, specialty clinics, rehab/SNFs and pharmacies built from %d "
      "invented place stems and saint names with %d patterns (none starts with \"Hospital\"); %d employers, "
      "%d schools, %d churches, %d insurers, %d EMS/ambulance services, %d landmarks; police "
      "departments per locale."
      % (len(pools.HOSP_PLACE), len(pools.HOSP_PATTERNS) + len(pools.CLINIC_PATTERNS) +
         sum(len(v) for v in pools.SPECIALTY_CLINIC.values()) + len(pools.REHAB_PATTERNS) +
         len(pools.PHARMACY_PATTERNS), len(pools.EMPLOYERS), len(pools.SCHOOLS), len(pools.CHURCHES),
         len(pools.INSURERS), sum(len(v) for v in pools.EMS_BY_LOCALE.values()), len(pools.LANDMARKS)))
    w("- Contacts: US/CA phones only in 555-0100..0199; UK 01632 960xxx, 020 7946 0xxx, 07700 900xxx; "
      "AU 0491 570 xxx; e-mail and web addresses only under example.org/.com/.net; IPs from 10/8, "
      "172.16/12 and 192.168/16.")
    w("- Identifiers: generated shapes (MRN, account/FIN/encounter, member/group/MBI-like numbers, "
      "SSNs with area 900-999, UK NI numbers with the QQ prefix, NPI, DEA with a valid check digit, "
      "state and driver's licences, device serials and lots, plates, VINs, biometric IDs, accession/"
      "specimen/order/job/claim numbers).")
    w("")
    w("## Genres and layouts")
    w("")
    w("| genre | notes | spans | content | layouts (notes) |")
    w("|---|---:|---:|---|---|")
    for g in GENRE_DESC:
        lays = ", ".join("%s (%d)" % (l, c) for (gg, l), c in sorted(gl.items()) if gg == g)
        w("| %s | %d | %d | %s | %s |" % (g, genres[g], gspans[g], GENRE_DESC[g], lays))
    w("")
    w("Layouts: " + "; ".join("`%s` = %s" % (k, v) for k, v in LAYOUT_DESC.items()) + ".")
    w("")
    w("## Locales")
    w("")
    w("The documents are in the US dictated-transcription style throughout; `meta.locale` is the locale "
      "of the care site and patient (addresses, phone ranges, date order, national identifiers).")
    w("")
    w("| locale | notes | what differs |")
    w("|---|---:|---|")
    notes_l = {"en-US": "MM/DD dates, SSN, member IDs", "en-CA": "province + A1A 1A1 postcodes, SIN as SSN, "
               "provincial health card as HEALTHPLAN", "en-GB": "DD/MM dates, counties, postcodes, NI number as SSN",
               "en-AU": "DD/MM dates, state + 4-digit postcode, Medicare number as HEALTHPLAN"}
    for k in ["en-US", "en-CA", "en-GB", "en-AU"]:
        w("| %s | %d | %s |" % (k, locs[k], notes_l[k]))
    w("")
    w("## Annotation choices where the guideline left room")
    w("")
    for line in CHOICES:
        w("- " + line)
    w("")
    w("## Span counts")
    w("")
    w("| label | type | spans |")
    w("|---|---|---:|")
    order = list(TYPE_LABEL)
    for t in order:
        w("| %s | %s | %d |" % (TYPE_LABEL[t], t, by_type.get(t, 0)))
    w("| | **total** | **%d** |" % nspans)
    w("")
    w("| label | spans |")
    w("|---|---:|")
    for lab in ["NAME", "AGE", "DATE", "LOCATION", "ID", "CONTACT", "PROFESSION"]:
        w("| %s | %d |" % (lab, by_label.get(lab, 0)))
    w("")
    w("## Files")
    w("")
    w("- `notes.jsonl`: one note per line, `{id, text, spans[{start,end,label,type,text}], meta{language, "
      "source, genre, locale, layout, ...}}`; extra meta keys name the scenario/procedure/exam used.")
    w("- `build/make.py` regenerates everything: `python3.11 build/make.py`; then `python3.11 build/check.py`.")
    with open(os.path.join(set_dir, "README.md"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(L) + "\n")


CHOICES = [
    "Dictation footers: both sets of initials are DOCTOR (clinician and transcriptionist): `[JK]/[lm]`. "
    "`DD:`/`DT:` dates are DATE; the time after them is not.",
    "Credentials (`MD`, `DO`, `FACC`, `FACS`, `RN`, `PA-C`, `PGY-2`) and titles (`Dr.`, `Mr.`, `Mrs.`) stay outside "
    "name spans. `LAST, FIRST M.` is one span and keeps the middle-initial full stop; so do initials such as `J.S.`.",
    "Name spans end with a full stop only when the last token is an initial.",
    "Police officers, supervisors, neighbours and dog owners named in ED notes are FAMILY (\"any other person\").",
    "Ages: every age of a person is AGE, including relatives' ages and ages at onset/death (`since age [12]`, "
    "`MI at age [52]`); `64F`/`64Y F` give `[64]`. Pack-years, durations and lab values are not ages.",
    "Dates: partial dates, bare years (`appendectomy [1998]`), month-year, weekdays (`[Tue 3/4]`, `on [Thursday]`) "
    "and holidays (`[Christmas]`, `the [Fourth of July]` with the article outside) are DATE; ranges are two spans; "
    "`POD #2 ([3/6])` marks only the date. Relatives' death years are DATE. Seasons are not used.",
    "Counties (`[Harlow County]`, UK counties) are CITY, as the guideline lists county under CITY.",
    "Named wards/units (`[Hartwell Unit]`) and rehab/SNF/pharmacy names are HOSPITAL; generic places "
    "(`ED`, `MICU`, `Main OR`, `PACU`) are not annotated; OR and room numbers are LOCATION_OTHER.",
    "Insurers, EMS agencies, police departments, churches, schools and employers are ORGANIZATION. "
    "Public programmes (Medicare, Medicaid) and device manufacturers/models (Medtronic Azure, Xience Sierra, "
    "Dexcom G6, ResMed AirSense 11) are not annotated.",
    "Device serial numbers and implant/stent lot numbers are DEVICE.",
    "Pagers and internal extensions are PHONE; an extension stays inside the phone span.",
    "Accession, order, specimen, transcription job, animal-control, workers' compensation claim and police "
    "badge numbers are IDNUM; NPI, DEA and driver's licence numbers are LICENSE; group numbers, member IDs, "
    "Canadian health card and Australian Medicare numbers are HEALTHPLAN; SIN (CA) and NI numbers (UK) are SSN.",
    "Professions are annotated for the patient and relatives only (also when the relative is a nurse or "
    "pharmacist); clinicians' roles are not.",
    "Country of origin, travel destinations and the country in an address are COUNTRY; `the` stays outside "
    "(`the [Philippines]`).",
    "Login names in e-signature lines are USERNAME; workstation IPs are IPADDR.",
]
