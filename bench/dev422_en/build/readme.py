"""Writes bench/dev422_en/README.md from the built notes (counts are computed, never typed by hand)."""
from collections import Counter

TITLE = "# dev422_en: independent English clinical PHI evaluation set"
STATUS = "> **Status:** written for a decision; not yet scored. Never trained on."

CONVENTIONS = [
    "Titles (Dr, Dr., Mr, Ms, Mrs, Miss, Master) and credentials or post-nominals (MD, RN, MRCP, FRCP, CNIM, CRFS) stay outside "
    "name spans; a job title after a name is outside too.",
    "Staff initials used as references (`CH/xt`, `D: ... T: ... ek`, `Our ref: <MRN>/ch`, `Cut-up: NB`) are DOCTOR spans; "
    "patient initials keep their dots inside the span.",
    "Named people outside the care team who are not relatives (teachers, HR or line managers) are FAMILY, the guideline's "
    "'any other person'.",
    "National health-service patient numbers (NHS number, NZ NHI, Irish IHI-style number) and hospital numbers are MRN; "
    "insurance numbers (US member and group numbers, Medicaid, Canadian provincial health card, Australian Medicare, private "
    "policy numbers) are HEALTHPLAN; the insurer's name is ORGANIZATION.",
    "A Canadian SIN is SSN (all SSN/SIN values start with 9 or 000).",
    "Named or numbered wards and units (`Linden Ward`, `Ward 4B`, `6 West`) are HOSPITAL with the word Ward inside; generic "
    "unit descriptions (`Infusion Suite`, `Neurology Day Unit`, `day beds`, `Pulmonary Function Laboratory`) are not PHI. "
    "Named clinics and services (`X Neuromuscular Centre`, `X Wheelchair Service`, `X Regional Genetics Service`), GP "
    "practices and pharmacies are HOSPITAL.",
    "Room, bed, bay, chair, pod and procedure-room identifiers are LOCATION_OTHER, value only (`Bay [12B]`, `bed [20]`, "
    "`Room: [EMG 2]`); named buildings and wings (`Lister Block`, `Fenwick Wing`) are LOCATION_OTHER.",
    "Companies serving the patient (home ventilation and equipment suppliers, orthotic labs, home infusion providers, "
    "reference genetics labs), employers, schools, charities and support groups, leisure centres and insurers are "
    "ORGANIZATION. Drug and device makers named as the maker of a product (Natus, ResMed, Philips, Medtronic, Abbott, "
    "iRhythm, CSL Behring) are not PHI.",
    "UK counties in addresses are CITY (the guideline puts counties under CITY); US states, Canadian provinces and "
    "Australian states are STATE, full names and postal abbreviations alike.",
    "Every date tied to the patient or their care is DATE, including clinic, typing, report, booking and MDT action due "
    "dates; a weekday with its date is one span; a date range is two spans; a year alone is DATE; holidays and festivals "
    "tied to the patient's plans (`over [Diwali]`) are DATE. Years inside the names of guidelines, standards and laws "
    "(`ESC 2021`, `GLI 2012`, `Equality Act 2010`) are not PHI. Times of day stay outside.",
    "Ages are the number only, also for infants in months (`[7]-month-old`) and in compact forms (`([27]y)`); ages at "
    "onset, at death and of relatives are AGE.",
    "Pager and bleep numbers and standalone extensions are PHONE, value only with the label outside (`bleep [5554]`, "
    "`ext [5553]`); an extension written after a number stays inside that number's span.",
    "Manufacturer lot or batch numbers of drugs and consumables are not PHI (they name a product batch, not a person); "
    "serial numbers of ventilators, cough-assist machines, pumps, ICDs and pacemakers, transmitters and wheelchairs are DEVICE.",
    "IP addresses of workstations, EMG stations, sessions and ventilator modems are IPADDR; e-signature logins and "
    "`Author:`/`Minutes:` user names are USERNAME.",
    "Study, accession, lab, specimen, order, sample, family (pedigree), document, employee, disabled-parking permit and "
    "courier tracking numbers are IDNUM; encounter, FIN, visit, billing and spell numbers are ACCOUNT.",
    "Voiceprint and fingerprint-template IDs are BIOID; vehicle plates and VINs are VEHICLE; prescriber numbers, NPI, DEA, "
    "GMC, IMC, AHPRA, CPSO, MCNZ and HCPC registrations are LICENSE.",
    "Occupations of the patient and of relatives are PROFESSION (value only: `works as a [bus driver]`); staff job titles "
    "are not PHI.",
    "Country names tied to the patient or family (origin, travel, where a relative lives) are COUNTRY.",
    "Score and scale names built from places or people (Hammersmith, North Star, Epworth, Oswestry, Glasgow, Brooke, Vignos, "
    "Berg, Borg, Manchester) and eponymous diseases and signs (Gowers', Becker, Bell's palsy, Wolff-Parkinson-White) are not "
    "PHI, even where the word is also a surname or town in the pools.",
    "URLs are one span from scheme or `www.` to the end of the path.",
    "Lower-case notes are lower-cased piece by piece while they are assembled, so every span is exact in the lower-cased text.",
]


def write_readme(notes, path, genre_order):
    n = len(notes)
    spans = [s for nt in notes for s in nt["spans"]]
    chars = sum(len(nt["text"]) for nt in notes)
    low = sum(1 for nt in notes if nt["meta"]["lowercase"])
    g = Counter(nt["meta"]["genre"] for nt in notes)
    ctry = Counter(nt["meta"]["country"] for nt in notes)
    lab = Counter(s["label"] for s in spans)
    typ = Counter(s["type"] for s in spans)
    genres = ", ".join("%s %d" % (k, g[k]) for k in genre_order)
    countries = ", ".join("%s %d" % (k, ctry[k]) for k in sorted(ctry))
    labels = ", ".join("%s %d" % (k, lab[k]) for k in sorted(lab))
    types = ", ".join("%s %d" % (k, typ[k]) for k in sorted(typ))
    para = (
        "Written by independent author 422 from the project's annotation guideline (`docs/annotation_guideline.md`, the only "
        "project file read) and the author's own knowledge of clinical English; no other bench set, code, model or data was "
        "opened. Domain: neuromuscular clinics (Duchenne and Becker, limb-girdle, facioscapulohumeral and Emery-Dreifuss "
        "dystrophies, myotonic dystrophy, spinal muscular atrophy, myasthenia gravis and LEMS, inflammatory myopathies, "
        "Charcot-Marie-Tooth, HNPP and CIDP, late-onset Pompe disease and MND), with respiratory and cardiac surveillance. "
        "Countries (meta.country): %s. The set has %d notes (mean %d characters) and %d spans; %d notes (%.1f%%) are entirely "
        "lower case. Genres (36 each, the last two chosen by the author): %s. Every name, address, hospital, practice, "
        "pharmacy, school, employer, charity, supplier and insurer comes from hand-built pools in `build/pools_names.py` "
        "(first names and surnames of many origins, including names that are ordinary words such as Hope, June, Mark, "
        "Baker, Bell, Ward, Rivers and Young) and `build/pools_places.py` (real towns with their states, provinces, counties "
        "and postcode shapes; invented institutions). Hard negatives are written in by the hundred from "
        "`build/pools_clinical.py`: drug and brand names with sigs (pyridostigmine/Mestinon, Evrysdi, Zolgensma, Privigen), "
        "eponyms (Gowers', Becker, Charcot-Marie-Tooth, Lambert-Eaton, Wolff-Parkinson-White), devices and makers (ResMed "
        "Stellar 150, Philips CoughAssist E70, Natus Keypoint, Medtronic Reveal LINQ), scores named after places or people "
        "(Hammersmith, North Star, Epworth, Oswestry, Glasgow, Brooke, Vignos), lab and vital abbreviations with values and "
        "ranges, units, guideline names with years (ESC 2021, GLI 2012, AASM 2012, ACMG/AMP 2015), generic departments and "
        "dosing shorthand (BD, TDS, qHS, PRN); plain text also carries deliberate typos. Contacts are fictional: every phone, "
        "fax, pager and extension contains 555, e-mails and URLs use only example.com, example.org or example.net, IP "
        "addresses are private (10/8, 172.16/12, 192.168/16) and SSN/SIN values start with 9 or 000. Build with `python3 "
        "build/make.py` (standard library only, one `random.Random(422)`, offsets recorded while each note is assembled); "
        "check with `python3 build/check.py`, and `python3 build/check.py --rebuild /tmp/dev422_tmp` also rebuilds the set "
        "under PYTHONHASHSEED=1 and 2 and requires byte-identical output. Counts per label: %s. Counts per type: %s."
    ) % (countries, n, round(chars / n), len(spans), low, 100.0 * low / n, genres, labels, types)
    lines = [TITLE, STATUS, "", para, "", "Conventions chosen where the guideline leaves room:", ""]
    lines += ["- " + cv for cv in CONVENTIONS]
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(lines) + "\n")
