"""Per-country vocabulary of the death-certification systems, clinical grades, specialties, relations."""

SYSV = {
    "GB": dict(coroner="coroner", coroner_t="HM Senior Coroner", cert="MCCD",
               reviewer="Medical Examiner", officer="Medical Examiner Officer",
               reg="register office", crem="Form Cremation 4", pid="NHS No.", sid="Hosp No.",
               lic="GMC", nlic="NMC PIN", acct="Spell No."),
    "SC": dict(coroner="Procurator Fiscal", coroner_t="Procurator Fiscal", cert="MCCD (Form 11)",
               reviewer="DCRS Medical Reviewer", officer="DCRS Review Officer",
               reg="registration office", crem="cremation application (Form A1)", pid="CHI",
               sid="Hosp No.", lic="GMC", nlic="NMC PIN", acct="Episode No."),
    "IE": dict(coroner="Coroner", coroner_t="Coroner", cert="MCCD", reviewer="reviewing consultant",
               officer="bereavement liaison officer", reg="Civil Registration Office",
               crem="cremation certificate (Form B)", pid="MRN", sid="PPSN", lic="IMC", nlic="NMBI PIN",
               acct="Episode No."),
    "US": dict(coroner="Medical Examiner", coroner_t="Medical Examiner", cert="death certificate",
               reviewer="Medical Examiner", officer="decedent affairs coordinator",
               reg="Office of Vital Records", crem="cremation authorization", pid="MRN", sid="SSN",
               lic="License", nlic="RN License", acct="FIN"),
    "CA": dict(coroner="Coroner", coroner_t="Regional Supervising Coroner",
               cert="Medical Certificate of Death (Form 16)", reviewer="physician reviewer",
               officer="decedent affairs coordinator", reg="Vital Statistics", crem="coroner's cremation certificate",
               pid="MRN", sid="Health Card", lic="CPSO", nlic="CNO Reg", acct="Visit No."),
    "AU": dict(coroner="Coroner", coroner_t="State Coroner", cert="Medical Certificate of Cause of Death",
               reviewer="hospital mortality reviewer", officer="coronial liaison nurse",
               reg="Registry of Births, Deaths and Marriages", crem="cremation certificate (Form 3)",
               pid="UR No.", sid="Medicare No.", lic="AHPRA", nlic="AHPRA", acct="Encounter No."),
    "NZ": dict(coroner="Coroner", coroner_t="Coroner", cert="MCCD (HP4720)",
               reviewer="mortality review clinician", officer="coronial liaison officer",
               reg="Births, Deaths and Marriages (DIA)", crem="Form B certificate", pid="NHI",
               sid="ACC claim", lic="MCNZ", nlic="NCNZ", acct="Event No."),
}

GRADES = {
    "GB": ["FY1", "FY2", "CT1", "CT2", "IMT2", "ST3", "ST5", "SpR", "clinical fellow"],
    "SC": ["FY1", "FY2", "CT2", "ST4", "specialty doctor"],
    "IE": ["intern", "SHO", "registrar", "SpR", "NCHD"],
    "US": ["PGY-1", "PGY-2", "PGY-3", "hospitalist", "resident", "fellow"],
    "CA": ["PGY-1", "PGY-2", "PGY-3", "hospitalist", "resident"],
    "AU": ["intern", "RMO", "HMO", "registrar", "advanced trainee"],
    "NZ": ["house officer", "RMO", "registrar", "SMO"],
}
SPECS = ["Care of the Elderly", "Acute Medicine", "Respiratory Medicine", "Cardiology", "Gastroenterology",
         "Oncology", "General Surgery", "Stroke Medicine", "Renal Medicine", "Palliative Medicine",
         "Haematology", "Neurology", "Orthopaedics", "Intensive Care", "Emergency Medicine"]
RELS = ["daughter", "son", "wife", "husband", "partner", "niece", "nephew", "sister", "brother",
        "granddaughter", "grandson", "daughter-in-law", "son-in-law", "friend", "neighbour"]
