"""Clinical vocabulary: diagnoses, drugs, devices, scales (the hard negatives)."""

# key: (long description, short, LAHSAL, palate involved, lip involved, alveolus involved)
CLEFTS = [
    ("left unilateral complete cleft lip and palate", "L UCLP", "....HSAL", True, True, True),
    ("right unilateral complete cleft lip and palate", "R UCLP", "LAHS....", True, True, True),
    ("bilateral complete cleft lip and palate", "BCLP", "LAHSAL", True, True, True),
    ("bilateral cleft lip and palate (complete right, incomplete left)", "BCLP", "LAHSal", True, True, True),
    ("isolated cleft palate (hard and soft)", "CP", "..HS..", True, False, False),
    ("isolated cleft of the soft palate", "CP (soft)", "...S..", True, False, False),
    ("submucous cleft palate", "SMCP", "...s..", True, False, False),
    ("left incomplete cleft lip", "L CL", ".....l", False, True, False),
    ("right complete cleft lip and alveolus", "R CLA", "LA....", False, True, True),
    ("left cleft lip and alveolus", "L CLA", "....AL", False, True, True),
    ("bilateral incomplete cleft lip", "BCL", "l....l", False, True, False),
]

SYNDROMES = [None, None, None, None, None, None, "Pierre Robin sequence", "22q11.2 deletion syndrome",
             "Van der Woude syndrome", "Stickler syndrome (type 1)", "Treacher Collins syndrome",
             "Pierre Robin sequence", None, None]

PAL_SURG = ["Sommerlad intravelar veloplasty", "Furlow double-opposing Z-plasty",
            "two-flap palatoplasty (Bardach)", "von Langenbeck repair with IVVP",
            "soft palate repair (Sommerlad)"]
LIP_SURG = ["Millard rotation-advancement repair", "Fisher anatomical subunit repair",
            "modified Millard repair with McComb nasal dissection", "Delaire functional lip repair",
            "Mulliken bilateral lip repair", "Noordhoff modification"]
SECONDARY = ["Hynes pharyngoplasty", "buccinator myomucosal flap", "palatal fistula repair",
             "re-repair of soft palate (Sommerlad)", "lip revision", "posterior pharyngeal wall augmentation"]

FEED_KIT = ["Medela SpecialNeeds feeder", "Dr Brown's Specialty Feeding System with one-way valve",
            "Pigeon cleft palate nurser (peristaltic teat)", "Mead Johnson cleft lip/palate nurser",
            "NUK orthodontic teat with squeezy bottle", "Haberman feeder", "Tommee Tippee bottle with soft squeezy wall",
            "Philips Avent Natural bottle", "Lansinoh squeezy bottle"]
MILKS = ["expressed breast milk (EBM)", "Aptamil First Infant Milk", "SMA Pro First Infant Milk",
         "Cow & Gate 1", "Similac 360 Total Care", "Enfamil Infant", "Nutramigen LGG",
         "Infatrini", "SMA Gold Prem 2", "Kendamil Classic First"]
PUMPS = ["Medela Symphony", "Ameda Platinum", "Spectra S1", "Medela Freestyle Flex"]

HEARING_AIDS = ["Phonak Sky Lumity M-PR", "Oticon Play PX miniRITE", "Phonak Naida Lumity P-PR",
                "Signia Motion Charge&Go X", "Oticon Ruby 2", "ReSound Nexia 9"]
BONE_AIDS = ["Cochlear Baha 6 Max on softband", "Oticon Ponto 5 SuperPower on softband",
             "MED-EL ADHEAR adhesive system"]
TUBES = ["Shah grommets", "Goode T-tubes", "Sheehy collar button tubes", "Armstrong beveled tubes",
         "Paparella type 1 tubes"]

DRUGS = [
    # name, dose, route, freq, note
    ("Paracetamol", "15 mg/kg", "PO", "QDS", "max 60 mg/kg/day"),
    ("Ibuprofen", "5 mg/kg", "PO", "TDS", "with feeds"),
    ("Co-amoxiclav", "0.25 ml/kg of 125/31 suspension", "PO", "TDS", "5 days"),
    ("Amoxicillin", "125 mg", "PO", "TDS", "5 days"),
    ("Morphine sulfate (Oramorph)", "50 micrograms/kg", "PO", "4-hourly PRN", "breakthrough only"),
    ("Chlorhexidine 0.2% mouthwash", "10 ml", "rinse", "BD", "after ABG"),
    ("Gaviscon Infant", "1 dose (half sachet)", "with feeds", "PRN", "max 6/day"),
    ("Omeprazole", "1 mg/kg", "PO", "OD", "dispersible"),
    ("Vitamin D (Abidec)", "0.3 ml", "PO", "OD", ""),
    ("Cefuroxime", "50 mg/kg", "IV", "at induction", "single dose"),
    ("Dexamethasone", "0.15 mg/kg", "IV", "at induction", "PONV"),
    ("Ondansetron", "0.1 mg/kg", "IV", "PRN", ""),
    ("Lactulose", "2.5 ml", "PO", "BD", ""),
    ("Infacol (simeticone)", "0.5 ml", "PO", "before feeds", ""),
    ("Chloramphenicol 0.5% eye drops", "1 drop", "topical", "QDS", ""),
    ("Ciprofloxacin 0.3% ear drops", "4 drops", "aural", "BD", "7 days"),
    ("Sofradex", "2 drops", "aural", "TDS", "5 days"),
    ("Levobupivacaine 0.25% with adrenaline 1:200,000", "up to 0.8 ml/kg", "infiltration", "once", ""),
    ("Clonidine", "1 microgram/kg", "IV", "once", ""),
    ("Fentanyl", "1 microgram/kg", "IV", "titrated", ""),
    ("Sevoflurane", "", "inhaled", "induction", ""),
    ("Propofol", "3 mg/kg", "IV", "induction", ""),
    ("Atracurium", "0.5 mg/kg", "IV", "once", ""),
    ("Melatonin", "2 mg", "PO", "nocte", ""),
    ("Cetirizine", "2.5 mg", "PO", "OD", ""),
    ("Fluoride varnish (Duraphat 22,600 ppm)", "", "topical", "3-monthly", ""),
    ("Colgate Duraphat 2800 ppm toothpaste", "", "topical", "BD", ""),
]
US_DRUGS = {"Paracetamol": "Acetaminophen (Tylenol)", "Co-amoxiclav": "Amoxicillin-clavulanate (Augmentin)",
            "Morphine sulfate (Oramorph)": "Morphine oral solution", "Infacol (simeticone)": "Mylicon (simethicone)",
            "Vitamin D (Abidec)": "Poly-Vi-Sol"}
UK_ONLY = {"Gaviscon Infant", "Sofradex", "Colgate Duraphat 2800 ppm toothpaste",
           "Fluoride varnish (Duraphat 22,600 ppm)"}
INFANT_ONLY = {"Gaviscon Infant", "Vitamin D (Abidec)", "Infacol (simeticone)", "Omeprazole", "Lactulose"}


def home_drugs(country, years, rng, k):
    """Outpatient medicines fitting the country and the child's age, with local names."""
    pool = [d for d in DRUGS[:16] + DRUGS[23:25]
            if (years < 2 or d[0] not in INFANT_ONLY) and not (country == "US" and d[0] in UK_ONLY)
            and d[2] != "IV" and d[2] != "rinse"]
    out = []
    for d in rng.sample(pool, min(k, len(pool))):
        name = US_DRUGS.get(d[0], d[0]) if country == "US" else d[0]
        out.append((name,) + tuple(d[1:]))
    return out

SCALES_PSY = ["Strengths and Difficulties Questionnaire (SDQ)", "CLEFT-Q appearance scales",
              "Derriford Appearance Scale (DAS-24)", "RCADS", "Edinburgh Postnatal Depression Scale (EPDS)",
              "Warwick-Edinburgh Mental Wellbeing Scale (WEMWBS)", "GAD-7", "PHQ-9",
              "Hospital Anxiety and Depression Scale (HADS)", "Spence Children's Anxiety Scale",
              "Paediatric Index of Emotional Distress (PI-ED)", "Parenting Stress Index (PSI-4-SF)"]
SPEECH_TESTS = ["CAPS-A", "GOS.SP.ASS.'98", "DEAP", "Goldman-Fristoe Test of Articulation 3 (GFTA-3)",
                "Preschool Language Scales 5 (PLS-5)", "CELF-5", "CELF Preschool-3", "Renfrew Action Picture Test",
                "Derbyshire Language Scheme",
                "Pittsburgh Weighted Speech Scale", "Americleft Speech Protocol",
                "South Tyneside Assessment of Phonology (STAP)"]
SPEECH_FEATURES = ["hypernasality (mild)", "hypernasality (moderate)", "hypernasality (severe)",
                   "audible nasal emission", "nasal turbulence", "glottal articulation on plosives",
                   "backing of alveolars to velar (/t/ -> [k])", "pharyngeal fricatives",
                   "active nasal fricatives on /s/", "weak pressure consonants",
                   "double articulation", "lateralisation of /s/ and /z/", "palatalisation",
                   "nasal realisation of fricatives", "hyponasality (mild)",
                   "gliding of liquids (/r/ -> [w]), age-appropriate", "fronting of velars"]
ORTHO = {
    "appliances": ["quad helix", "Hyrax rapid maxillary expander", "upper removable appliance with midline screw",
                   "Twin Block", "Delaire-type reverse-pull facemask", "upper and lower fixed appliances (3M Victory)",
                   "Damon Q self-ligating brackets", "Nance button", "transpalatal arch",
                   "NAM appliance (Grayson-type)", "lip tape and Dynacleft strips", "Essix retainer",
                   "bonded retainer 3-3", "Hawley retainer with pontic"],
    "wires": ["0.014 NiTi", "0.016 NiTi", "0.018 SS", "0.019x0.025 HANT", "0.019x0.025 SS",
              "0.016x0.022 NiTi", "0.017x0.025 TMA"],
    "scores": ["Goslon Yardstick 2", "Goslon Yardstick 3", "Goslon Yardstick 4", "5-Year-Olds' Index 3",
               "5-Year-Olds' Index 2", "Modified Huddart/Bodenham score -6", "Modified Huddart/Bodenham score -11",
               "IOTN DHC 5p", "IOTN AC 7", "PAR score 34", "Bergland grade II", "Kindelan grade 1",
               "Kindelan grade 2", "Bergland grade I", "Eurocleft yardstick 3"],
}
AUDIO = {
    "tymp": ["type A", "type B (flat), normal ECV", "type C (-180 daPa)", "type C (-250 daPa)",
             "type B, large ECV (patent grommet)", "type As", "type B (flat)"],
    "tests": ["VRA (visual reinforcement audiometry)", "play audiometry", "pure tone audiometry (PTA)",
              "McCormick Toy Discrimination Test", "Manchester Picture Test", "ABR (tone-pip)",
              "TEOAE", "DPOAE", "BKB sentence test", "Parents' Evaluation of Aural/Oral Performance (PEACH)"],
}
MISC_NEG = [
    "Apgar 9 at 5 min", "Glasgow Coma Scale 15/15", "WHO Surgical Safety Checklist", "Denver II screen",
    "Bayley-III", "Griffiths III", "UK-WHO growth chart", "Oxford grade 4/5 power", "FLACC 2/10",
    "Mallampati not assessable", "Cormack-Lehane grade 1", "Boyle-Davis gag", "Dingman gag",
    "Kilner-Doughty mouth gag", "RAE tube", "Tisseel fibrin sealant", "Surgicel", "Vicryl Rapide 6/0",
    "PDS 5/0", "Monocryl 5/0", "Prolene 6/0", "Steri-Strips", "Karl Storz nasendoscope",
    "Olympus ENF-XP scope", "GE Voluson E10", "Philips IntelliVue MX450", "Dräger Babylog VN500",
    "Bair Hugger", "Nellcor sensor", "Mepitel", "Kaltostat", "Cardiff Acuity Cards",
    "Kay Pictures", "Sheridan-Gardiner", "NICE NG98 (2018)", "Eurocleft", "Americleft",
    "ACPA Standards (2019)", "Gillick competence", "Fraser guidelines",
    "ASA II", "Pierre Robin", "Stickler", "Moro reflex", "Babinski", "Epstein pearls",
    "Simonart's band", "Tessier 7 cleft", "Veau class III", "Kernahan striped Y",
]
CLEFT_PHRASES = {
    "lip_protocol": "lip repair is usually done at around 3 months, palate at 6-12 months",
    "abg_protocol": "alveolar bone graft is timed to canine root development, typically between 8 and 11 years",
}
FETAL_FINDINGS = [
    "unilateral cleft lip on the left, alveolus appears involved, palate not clearly visualised",
    "unilateral cleft lip on the right with a probable alveolar gap; secondary palate not assessable",
    "bilateral cleft lip with premaxillary protrusion; palate involvement likely",
    "left-sided cleft lip; nose shows flattening of the ala; palate views limited by fetal position",
    "midline defect of upper lip suspected; differential includes median cleft - rescan arranged",
    "right cleft lip, no obvious alveolar notch on axial views",
]
