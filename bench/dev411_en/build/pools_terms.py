"""Clinical vocabulary for the IPC domain. Everything here is NOT PHI and is used as
hard negatives: organisms (some named after people or places), drugs, products,
device models, scores, guideline names with years, departments and roles."""

ORGANISMS = {
    "MRSA": ["meticillin-resistant Staphylococcus aureus (MRSA)", "MRSA", "MRSA (spa type t032)"],
    "CPE": ["Klebsiella pneumoniae OXA-48", "Escherichia coli NDM", "Enterobacter cloacae KPC",
            "Klebsiella pneumoniae KPC", "Citrobacter freundii VIM", "E. coli OXA-48",
            "Serratia marcescens IMP"],
    "CDI": ["Clostridioides difficile (GDH+, toxin+)", "C. difficile toxin positive",
            "C. diff (PCR+, toxin EIA neg)", "Clostridioides difficile ribotype 027",
            "C. difficile ribotype 078"],
    "NORO": ["norovirus GII", "norovirus GI", "norovirus GII.4 Sydney"],
    "VRE": ["vancomycin-resistant Enterococcus faecium (VRE)", "VRE (vanA)", "E. faecium vanB"],
    "ESBL": ["ESBL-producing E. coli", "ESBL Klebsiella pneumoniae", "AmpC Enterobacter"],
    "CAURIS": ["Candida auris"],
    "FLU": ["influenza A(H3N2)", "influenza A(H1N1)pdm09", "influenza B", "RSV"],
    "COVID": ["SARS-CoV-2", "SARS-CoV-2 (Ct 24)"],
    "TB": ["Mycobacterium tuberculosis complex (smear positive)", "M. tuberculosis (AFB 2+)"],
    "MEASLES": ["measles (IgM positive)"],
    "SCABIES": ["crusted (Norwegian) scabies"],
    "IGAS": ["invasive group A Streptococcus (emm 1)"],
    "ACINETO": ["carbapenem-resistant Acinetobacter baumannii (CRAB)"],
}
ALERT_LABEL = {"MRSA": "MRSA", "CPE": "CPE", "CDI": "C. difficile", "NORO": "Norovirus",
               "VRE": "VRE", "ESBL": "ESBL", "CAURIS": "Candida auris", "FLU": "Influenza",
               "COVID": "COVID-19", "TB": "Pulmonary TB", "MEASLES": "Measles",
               "SCABIES": "Scabies", "IGAS": "iGAS", "ACINETO": "CRAB"}
SCREEN_SITES = ["nose", "throat", "groin", "perineum", "rectal swab", "faeces", "wound",
                "catheter urine (CSU)", "axilla", "PEG site", "sputum", "tracheostomy site"]
METHODS = ["MALDI-TOF", "Vitek 2", "GeneXpert Carba-R", "BD MAX Cdiff", "GDH/toxin EIA",
           "Xpert Norovirus", "chromogenic agar (MRSA Brilliance 2)", "disc diffusion (EUCAST)",
           "CLSI M100 breakpoints", "mCIM", "NG-Test CARBA 5", "Xpert MRSA NxG",
           "whole genome sequencing", "Gram stain", "Ziehl-Neelsen stain", "Auramine stain"]
ANTIBIOTICS = ["vancomycin", "fidaxomicin", "metronidazole", "meropenem", "ertapenem",
               "piperacillin-tazobactam (Tazocin)", "co-amoxiclav", "ceftriaxone",
               "ciprofloxacin", "clindamycin", "doxycycline", "linezolid", "daptomycin",
               "teicoplanin", "gentamicin", "amikacin", "ceftazidime-avibactam", "colistin",
               "fosfomycin", "nitrofurantoin", "trimethoprim", "flucloxacillin", "Augmentin",
               "cefalexin", "temocillin", "Zerbaxa", "tigecycline", "rifampicin"]
OTHER_DRUGS = ["omeprazole", "lansoprazole", "loperamide", "Movicol", "senna", "lactulose",
               "apixaban", "warfarin", "metformin", "insulin glargine", "bisoprolol",
               "furosemide", "paracetamol", "ondansetron", "Oramorph", "bezlotoxumab",
               "prednisolone", "dexamethasone", "oseltamivir (Tamiflu)", "Paxlovid"]
DECOLON = ["Octenisan body wash", "chlorhexidine 4% wash (Hibiscrub)", "mupirocin 2% nasal ointment",
           "Prontoderm nasal gel", "Naseptin cream", "octenidine nasal gel", "Bactroban"]
DISINFECT = ["Actichlor Plus 1,000 ppm av.Cl", "Chlorclean", "Tristel Fuse", "Clinell Universal wipes",
             "Clinell Clorox wipes", "Difficil-S", "hydrogen peroxide vapour (HPV)",
             "UV-C (Hyper Light)", "Bioquell HPV", "sodium hypochlorite 1000 ppm",
             "Oxivir Tb", "PDI Sani-Cloth Bleach", "Virkon"]
DEVICE_MODELS = ["Alaris GP pump", "BD Vacutainer", "Accu-Chek Inform II glucometer",
                 "Welch Allyn Connex monitor", "Hickman line", "PICC (Groshong)", "Foley catheter",
                 "Bard PowerPICC", "Flexi-Seal faecal management system", "Optiflow",
                 "Baxter Spectrum pump", "Omnicell cabinet", "Dinamap", "Freka PEG",
                 "Covidien Kangaroo pump", "Vernacare macerator", "Huntleigh Nimbus mattress"]
SCORES = ["NEWS2", "Bristol Stool Chart", "Glasgow Coma Scale", "Waterlow", "Braden",
          "CURB-65", "qSOFA", "Richmond Agitation-Sedation Scale", "Clinical Frailty Scale",
          "VIP score", "MUST", "Rockwood", "Barthel index", "Manchester Triage", "APACHE II",
          "Charlson index", "Wells score", "Norton scale", "4AT"]
GUIDELINES = ["WHO 5 Moments for Hand Hygiene (2009)", "NICE NG15 (2015)",
              "NICE QS61 (2014)", "UKHSA CPE toolkit (2013)", "Saving Lives HII 2 (2017)",
              "National Infection Prevention and Control Manual (NIPCM)",
              "CDC Core Infection Prevention and Control Practices (2017)",
              "SHEA/IDSA CDI guideline (2021 update)", "HPSC CPE guidance (2018)",
              "ACSQHC NSQHS Standard 3 (2nd ed., 2021)", "PHAC Routine Practices (2016)",
              "NZS 8134.3:2008", "IDSA/SHEA 2017 CDI guidelines", "ESCMID 2021 CDI update",
              "APIC Implementation Guide", "Health Protection Scotland CDI protocol (2017)",
              "HTM 01-04", "HBN 04-01", "ISO 15189:2022", "EPIC3 (2014)"]
DEPARTMENTS = ["Infection Prevention and Control", "Microbiology", "Occupational Health",
               "Facilities", "Estates", "Domestic Services", "Bed Management", "Patient Flow",
               "Pharmacy", "Clinical Governance", "Patient Safety", "Communications",
               "Site Team", "Health Protection", "Employee Health", "Epidemiology",
               "Environmental Services", "Sterile Services", "Portering", "Catering",
               "Quality and Risk", "Infectious Diseases"]
IPC_ROLES = ["IPC Nurse Specialist", "Lead IPC Nurse", "Infection Preventionist",
             "Consultant Microbiologist", "Clinical Nurse Manager", "Ward Manager", "Matron",
             "Charge Nurse", "Staff Nurse", "Domestic Supervisor", "Facilities Manager",
             "Director of Infection Prevention and Control", "Antimicrobial Pharmacist",
             "Occupational Health Nurse", "Consultant in Communicable Disease Control",
             "Nurse Unit Manager", "Clinical Nurse Consultant (IPC)", "Hospital Epidemiologist",
             "Bed Manager", "Associate Director of Nursing", "Patient Safety Lead",
             "Infectious Diseases Physician", "Registrar", "FY2", "Resident (PGY-2)"]
PUBLIC_BODIES = {"United Kingdom": ["UKHSA", "NHS England", "the HPT"],
                 "Ireland": ["HPSC", "HSE", "Department of Public Health"],
                 "United States": ["CDC", "NHSN", "the local health department"],
                 "Canada": ["PHAC", "public health unit", "CPSI"],
                 "Australia": ["ACSQHC", "the public health unit", "TGA"],
                 "New Zealand": ["ESR", "the Medical Officer of Health", "Te Whatu Ora"]}
SYSTEMS = ["ICNet", "Datix", "Epic", "Cerner", "TrakCare", "WinPath", "Telepath", "Meditech",
           "Sunquest", "RL Datix", "Riskman", "Safety Learning System", "Patientrack"]
SYMPTOMS = ["diarrhoea", "vomiting", "loose stools (type 6-7)", "nausea", "abdominal cramps",
            "fever 38.2", "rigors", "productive cough", "coryza", "sore throat", "rash"]
RAG = ["Red", "Amber", "Green"]
STAFF_GROUPS = ["RN", "HCA", "Doctor", "AHP", "Domestic", "Porter", "Student nurse",
                "Phlebotomist", "Consultant", "Volunteer"]
MOMENTS = ["Before patient contact", "Before aseptic task", "After body fluid exposure",
           "After patient contact", "After contact with surroundings"]
