"""Write ../README.md from ../notes.jsonl (statistics) plus the annotation calls."""
import collections
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
NAMES = {"memory_clinic_initial_assessment": "memory clinic initial assessment", "collateral_history": "collateral history",
         "neuroimaging_report": "neuroimaging report", "diagnosis_disclosure_letter": "diagnosis disclosure letter",
         "cognitive_enhancer_review": "cognitive enhancer review", "care_home_liaison_visit": "care home liaison visit",
         "capacity_assessment": "capacity assessment", "lpa_sdm_correspondence": "LPA / SDM correspondence",
         "bpsd_care_plan": "BPSD care plan", "driving_assessment_referral": "driving assessment referral",
         "inpatient_discharge_summary": "old-age psychiatry discharge summary (own genre)",
         "community_nurse_contact_notes": "community nurse contact notes (own genre)"}
ORDER = ["PATIENT", "DOCTOR", "FAMILY", "USERNAME", "AGE", "DATE", "STREET", "CITY", "STATE", "ZIP", "COUNTRY",
         "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER", "MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE",
         "VEHICLE", "BIOID", "IDNUM", "PHONE", "FAX", "EMAIL", "URL", "IPADDR", "PROFESSION"]

CALLS = [
    "NHS, CHI and Canadian provincial health card numbers are `HEALTHPLAN`; hospital/chart/local record numbers are `MRN`; UK National Insurance numbers (fictional `QQ` prefix) and SINs (starting with 9) are `SSN`.",
    "Professional registration numbers (GMC, NMC, HCPC, GPhC, CPSO, CMQ, CNO, social work) and driving licence numbers are `LICENSE`.",
    "Encounter/episode/visit numbers, interpreter bookings, bank account endings and motor-insurance policy numbers are `ACCOUNT`; accession, report, prescription, transcription job, court, OPG/LPA, PGT, DoLS, safeguarding, licensing-case and solicitor references are `IDNUM`.",
    "Scanner, implant, GPS-tracker and telecare-pendant serials are `DEVICE` (model names are not PHI); facial-recognition, fingerprint, palm-vein and voiceprint enrolment IDs are `BIOID`.",
    "All health and social-care workers (care-home and agency care staff, social workers, advocates, interpreters, dementia advisers, typists' initials in `AO/kt` reference lines) are `DOCTOR`; relatives, neighbours, friends and solicitors are `FAMILY`.",
    "Named clinics, memory services, wards, GP practices, care homes, day centres, pharmacies and named community teams are `HOSPITAL`; NHS trusts/health authorities, employers, schools, churches, banks, care agencies, telecare providers, law firms, insurers and driving-assessment centres are `ORGANIZATION`, with any place name inside them left unsplit.",
    "Named halls and libraries where groups meet, and room, bed and bay numbers, are `LOCATION_OTHER`; a street name without a house number is `STREET`; UK counties are `CITY`; England, Scotland, Wales, Northern Ireland, the UK and Canada are `COUNTRY`.",
    "Weekdays are `DATE` even when recurring (`on [Wednesdays]`); a holiday with its year is one span (`[Christmas 2021]`); seasons stay outside (`the summer of [2020]`).",
    "Decade ages (`in her [80s]`), school-leaving ages and a wrong age stated by the patient are `AGE`; years of education are not.",
    "Patients' and relatives' occupations are `PROFESSION`; clinicians' job titles are not. Clinic switchboard, fax, email, web and bleep numbers are annotated like any contact.",
    "Not PHI: statute names with places or years (`Mental Capacity Act 2005`, `Adults with Incapacity (Scotland) Act 2000`, `Civil Code of Quebec`), public bodies and national charities (DVLA, SAAQ, Office of the Public Guardian, Court of Protection, Curateur public, Alzheimer's Society, Age UK), test and eponym names (Montreal Cognitive Assessment, Addenbrooke's, Glasgow Coma Scale, Bristol stool chart, Banks v Goodfellow), ICD-10 and drug-plan codes, car and device models, TV programmes.",
]


def main():
    notes = [json.loads(l) for l in open(os.path.join(HERE, "..", "notes.jsonl"), encoding="utf-8")]
    lengths = [len(x["text"]) for x in notes]
    genres = collections.Counter(x["meta"]["genre"] for x in notes)
    countries = collections.Counter(x["meta"]["country"] for x in notes)
    types = collections.Counter(s["type"] for x in notes for s in x["spans"])
    nspans = sum(types.values())
    lower = sum(1 for x in notes if x["meta"]["lowercase"])
    para = (
        "Author 231 wrote this set alone, consulting only `docs/annotation_guideline.md` and no other project file, "
        "and invented every template, name, place, organisation and identifier format. "
        "Domain: memory clinics, dementia care and old-age psychiatry in the United Kingdom (England, Scotland, Wales, "
        "Northern Ireland) and Canada (several provinces); %d notes are UK and %d Canadian. "
        "The set has %d notes with a mean length of %d characters (range %d-%d); %d notes (about one in six) are entirely "
        "lower-cased, as some hospital exports are. It holds %d PHI spans. "
        "Genres (notes): %s. "
        "Spans per type: %s. "
        "All contact details are fictional (555-01xx North American numbers, Ofcom drama ranges for UK numbers, "
        "example.com/.org/.net and .test domains, private IP ranges). Built by `build/make.py` "
        "(standard library, random.Random(231), byte-identical across hash seeds) and validated by `build/check.py`. "
        "Annotation calls made where the guideline leaves room:"
    ) % (countries["UK"], countries["CA"], len(notes), round(sum(lengths) / len(lengths)), min(lengths), max(lengths),
         lower, nspans,
         ", ".join("%s %d" % (NAMES.get(g, g), k) for g, k in sorted(genres.items())),
         ", ".join("%s %d" % (t, types[t]) for t in ORDER))
    out = ["# dev231_en: independent English clinical PHI evaluation set",
           "> **Status:** written for a decision; not yet scored. Never trained on.",
           "",
           para,
           ""]
    out += ["- " + c for c in CALLS]
    with open(os.path.join(HERE, "..", "README.md"), "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(out) + "\n")
    print("README written")


if __name__ == "__main__":
    main()
