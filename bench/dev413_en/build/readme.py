"""README.md for dev413_en, written from the built notes."""
import re

from pools_places import OCCUPATIONS as OCC

# non-PHI terms counted as hard negatives when they occur outside spans
HARDNEG = [
    "Babinski", "Hoffmann", "Romberg", "Lhermitte", "Waddell", "Lasegue", "Spurling", "Schober",
    "Trendelenburg", "Brown-Sequard", "Tinel", "Phalen", "Patrick", "McKenzie", "Modic", "Pfirrmann",
    "Schizas", "Meyerding", "Goutallier", "Baastrup", "Tarlov", "Schmorl", "Bosniak", "Oswestry",
    "Keele", "STarT Back", "Nurick", "mJOA", "EQ-5D", "NEWS2", "PHQ-9", "4AT", "ASA", "ODI", "NRS",
    "Parkinson", "Crohn", "Graves", "Paget", "Bell's", "Raynaud", "Dupuytren", "Barrett", "Hodgkin",
    "Meniere", "Sjogren", "Hashimoto", "Addison", "Montgomery", "Lanarkshire", "Mental Capacity Act",
    "NICE", "GIRFT", "BASS", "SBNS", "GMC guidance", "ACR", "WHO", "NASS", "AO Spine", "MCG", "InterQual",
    "Jackson table", "Wilson frame", "Andrews frame", "Kerrison", "Penfield", "Caspar", "Smith-Robinson",
    "O-arm", "C-arm", "Floseal", "Surgicel", "DuraSeal", "Dermabond", "Vicryl", "Monocryl", "Prolene",
    "Redivac", "Foley", "Flowtron", "TEDs", "Aspen collar", "Mepore", "Quincke", "Whitacre", "Omnipaque",
    "Depo-Medrone", "Kestrel", "Ardent", "Corvid", "Cirrus-C", "Tarn-C", "Meridian", "Larkspur", "Osteon",
    "Skyra", "Tesla", "STIR", "pregabalin", "gabapentin", "amitriptyline", "duloxetine", "naproxen",
    "co-codamol", "oxycodone", "paracetamol", "acetaminophen", "enoxaparin", "apixaban", "rivaroxaban",
    "tamsulosin", "triamcinolone", "levobupivacaine", "dexamethasone", "cefuroxime", "cefazolin",
    "tranexamic", "Laxido", "ondansetron", "HbA1c", "eGFR", "CRP", "INR", "WCC", "Hb ", "PVR",
    "ICD-10", "CPT", "REF", "MRI", "SLR", "EHL", "PR:", "CES", "ACDF", "TLIF", "TFESI", "PCA", "TTO",
    "Spinal Outpatients", "Day Surgery Unit", "Radiology", "Physiotherapy", "Neurosurgery", "Orthopaedic",
    "FRCS", "FRACS", "FRCSC", "FRCSI", "FRCR", "MD", "RN", "PA-C", "CNS", "APP", "Medicare", "ACC",
]


def hardneg_count(notes):
    tot = 0
    pats = [re.compile(re.escape(t.lower())) for t in HARDNEG]
    for n in notes:
        low = n["text"].lower()
        mask = [False] * len(low)
        for s in n["spans"]:
            for i in range(s["start"], s["end"]):
                mask[i] = True
        for p in pats:
            for m in p.finditer(low):
                if not any(mask[m.start():m.end()]):
                    tot += 1
    return tot


CONVENTIONS = """\
- National patient numbers (NHS number, Scottish CHI, NZ NHI) are tagged MRN, like hospital, unit, chart and UR numbers.
- Insurance and public-plan numbers (US member and group numbers, Medicare MBI and Australian Medicare numbers, OHIP/PHN health cards, Irish medical card, private fund membership numbers, NZ ACC and workers' compensation claim numbers) are HEALTHPLAN.
- SSN covers US SSNs (also masked, e.g. 9XX-XX-1234), Canadian SINs and Irish PPSNs; every one starts with 9.
- Episode, spell, attendance, visit, encounter, FIN and billing numbers are ACCOUNT.
- Accession, order, e-RS UBRN, referral, MDT case, consent-form, specimen, registry, authorisation and third-party claim references are IDNUM.
- Professional registration numbers (GMC, NMC, HCPC, AHPRA, Medicare provider number, MCNZ, APC, IMC, CORU, CPSO, NPI, DEA) are LICENSE.
- Implant LOT and serial numbers and pacemaker or stimulator serials are DEVICE; catalogue REF numbers and model names (e.g. Kestrel PS, Cirrus-C, Floseal) identify a model, not a device, and are not PHI.
- Palm-vein or fingerprint template IDs are BIOID; vehicle registrations and VINs in parking or accident context are VEHICLE.
- Named wards and units (Kingfisher Ward, Ward 22, 4 West) are HOSPITAL; departments and generic places (Spinal Outpatients, Day Surgery Unit, theatres, Radiology) are not PHI. Bed, bay, room and theatre numbers are LOCATION_OTHER with the number only; named leisure centres, parks, churches or retail parks used as places are LOCATION_OTHER.
- UK and Irish counties are CITY (the guideline puts county under CITY); the Irish "Co." prefix is kept inside the span ("Co. Kerry"). US states, Canadian provinces, Australian states and NZ regions are STATE, names and abbreviations alike (so "Baltimore, MD" has a STATE but "MD" after a name does not).
- England, Scotland, Ireland and other nations named as places are COUNTRY; nationality or language adjectives ("Polish interpreter") are not annotated.
- Insurers and employers are ORGANIZATION; guideline issuers, professional bodies and public institutions (NICE, GIRFT, BASS, SBNS, NASS, AO Spine, WHO, GMC, ACC as an institution) and device manufacturers' model names are not PHI.
- Every member of staff is DOCTOR: surgeons, registrars, radiologists, physiotherapists, nurses, pharmacists, coordinators, secretaries and typists (also initials such as "DD/jk" and owner initials in action tables), professional interpreters and insurer reviewers. A relative acting for the patient, or a patient's manager named as a person, is FAMILY.
- PROFESSION is the occupation of the patient or a relative only ("retired [teacher]", "works as a [nurse]"); the words "retired", "works as" stay outside; clinicians' job titles are never PROFESSION.
- Ages: the number only, including compact forms such as "[54]M" and words such as "[seventy-two]"; relatives' ages too.
- Dates: a year alone tied to the patient (year of a previous operation) and month-year onsets are DATE; guideline, legislation and leaflet years (NICE NG59 2016, Mental Capacity Act 2005) are not. Times of day, POD/Day numbers and durations are outside.
- Phone spans keep extensions; bleep and pager numbers are PHONE; "Tel", "bleep", "Fax" labels stay outside.
- Titles stay outside names, including the UK surgical "Mr/Ms"; initials keep their dots ("[F.S.]").
- ICD-10 and CPT codes, catalogue numbers, leaflet codes, scores and scale values are not PHI.
- Lower-case notes are lower-cased as a whole, PHI included; typos are only ever introduced in non-PHI text.
"""


def render(notes, genres):
    from collections import Counter
    n = len(notes)
    nspans = sum(len(x["spans"]) for x in notes)
    mean_len = sum(len(x["text"]) for x in notes) / n
    low = sum(1 for x in notes if x["meta"]["lowercase"])
    gc = Counter(x["meta"]["genre"] for x in notes)
    cc = Counter(x["meta"]["country"] for x in notes)
    lc = Counter(s["label"] for x in notes for s in x["spans"])
    tc = Counter(s["type"] for x in notes for s in x["spans"])
    hn = hardneg_count(notes)
    cname = {"UK": "United Kingdom", "US": "United States", "CA": "Canada", "AU": "Australia",
             "NZ": "New Zealand", "IE": "Ireland"}
    par = (
        "Written by author 413 working only from docs/annotation_guideline.md (no other project file, "
        "evaluation set, code, model or data was consulted), this set covers spinal surgery for "
        "degenerative spine disease: lumbar disc prolapse, stenosis, degenerative spondylolisthesis, "
        "synovial cysts, cervical radiculopathy and myelopathy, and the cauda equina pathway, with "
        "decompression, fusion, ACDF, nerve-root injections and spinal MRI. Notes come from "
        + ", ".join("%s (%d)" % (cname[c], cc[c]) for c in sorted(cc))
        + ", each with its own identifier, phone, postcode and date formats. There are %d notes, mean "
          "length %d characters, with %d PHI spans; %d notes (%.1f%%) are entirely lower case. Genres: "
        % (n, round(mean_len), nspans, low, 100.0 * low / n)
        + ", ".join("%s %d" % (g, gc[g]) for g in sorted(gc))
        + " (implant_record, funding_preauth_request and nerve_root_injection_note are the author's own "
          "additions). Pools were built for this set: person names of many origins (Anglo, Irish, Scottish "
          "and Welsh, South and East Asian, South-East Asian, African, Arabic, Turkish and Persian, Eastern "
          "and Southern European, Latino, Maori and Pacific, French-Canadian) including names that are "
          "ordinary words (Hope, Will, Baker, Nurse, Frost), real towns including word-like ones (Reading, "
          "Bath, Street, March, Deal, Hope, Orange, Florence), invented streets, hospitals, practices, wards, "
          "employers, insurers, pharmacies, care homes and landmarks, and %d occupations. Hard negatives "
          "(drug, device-model and instrument names, eponymous signs and diseases, scores, lab abbreviations, "
          "units, guideline and legislation names with their years, department names, credentials, ICD-10, CPT "
          "and catalogue numbers) occur %d times outside spans by the lexicon in build/readme.py. Every phone, "
          "fax and pager number contains 555, e-mail and web addresses use only example.com, example.org or "
          "example.net, IP addresses are private (10/8, 172.16/12, 192.168/16) and SSN-like numbers start "
          "with 9. Build with `python3 build/make.py` (one random.Random(413), standard library only) and "
          "check with `python3 build/check.py`, which validates every note and span, the rules above and "
          "the counts, and rebuilds twice under PYTHONHASHSEED=1 and 2 into /tmp/dev413_tmp (or "
          "`--rebuild DIR`) requiring byte-identical output. Counts per label: "
        % (len(OCC), hn)
        + ", ".join("%s %d" % (l, lc[l]) for l in sorted(lc))
        + ". Counts per type: "
        + ", ".join("%s %d" % (t, tc[t]) for t in sorted(tc))
        + "."
    )
    return ("# dev413_en: independent English clinical PHI evaluation set\n"
            "> **Status:** written for a decision; not yet scored. Never trained on.\n\n"
            + par + "\n\nConventions chosen where the guideline leaves room:\n\n" + CONVENTIONS)
