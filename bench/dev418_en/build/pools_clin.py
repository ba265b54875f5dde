"""Clinical vocabulary and hard negatives for dev418_en (never PHI)."""

HA_MODELS = [
    ("Phonak", "Audéo Lumity L90-R"), ("Phonak", "Audéo Paradise P70-R"),
    ("Phonak", "Naída Lumity L70-UP"), ("Phonak", "Sky Lumity L90-RL"),
    ("Phonak", "Naída Marvel M-SP"), ("Phonak", "Bolero Marvel M-PR"),
    ("Oticon", "Intent 1 miniRITE R"), ("Oticon", "More 2 miniRITE T R"),
    ("Oticon", "Real 3 miniRITE R"), ("Oticon", "Play PX 1 miniRITE"),
    ("Oticon", "Zircon 1 miniRITE"), ("Oticon", "Spirit Zest"),
    ("Signia", "Pure Charge&Go 7IX"), ("Signia", "Styletto AX"),
    ("Signia", "Motion Charge&Go SP X"), ("Signia", "Insio Charge&Go AX ITC"),
    ("ReSound", "Nexia 9"), ("ReSound", "OMNIA 7 RIE"), ("Danalogic", "Ambio Smart"),
    ("Widex", "Moment Sheer 440"), ("Widex", "SmartRIC 330"),
    ("Starkey", "Genesis AI 24 RIC RT"), ("Starkey", "Evolv AI 2400 BTE"),
    ("Unitron", "Vivante V-R"), ("Bernafon", "Alpha XT 9 miniRITE"),
]
FIT_SW = {"Phonak": "Phonak Target 9.1", "Oticon": "Genie 2 (2024.1)", "Signia": "Connexx 9.13",
          "ReSound": "Smart Fit 1.18", "Danalogic": "Smart Fit 1.16", "Widex": "Compass GPS 4.9",
          "Starkey": "Pro Fit 2024", "Unitron": "TrueFit 5.6", "Bernafon": "Oasis nxt 2024.1"}
APPS = {"Phonak": "myPhonak", "Oticon": "Oticon Companion", "Signia": "Signia App",
        "ReSound": "ReSound Smart 3D", "Danalogic": "Danalogic Smart", "Widex": "Widex Moment app",
        "Starkey": "My Starkey", "Unitron": "Remote Plus", "Bernafon": "Bernafon App"}
COUPLINGS = ["closed dome 8 mm", "power dome 10 mm", "open dome 6 mm", "vented dome M",
             "SlimTip with 1.0 mm vent", "custom acrylic mould, 2 mm vent",
             "silicone skeleton mould, IROS vent", "receiver size M, double dome",
             "cShell", "Power receiver (P) with click sleeve"]
ACCESSORIES = ["Roger On iN", "Roger Touchscreen Mic", "Roger NeckLoop", "Roger Focus II",
               "TV Connector", "ConnectClip", "Mini Microphone 2+", "StreamLine Mic",
               "Multi Mic", "PartnerMic", "Roger Select iN", "TV Streamer 2"]
CI_IMPLANTS = ["Nucleus Profile Plus CI632 (Slim Modiolar)", "Nucleus Profile Plus CI622 (Slim Straight)",
               "Nucleus CI612 (Contour Advance)", "MED-EL SYNCHRONY 2 with FLEX28",
               "MED-EL SYNCHRONY 2 with FLEXSOFT", "Advanced Bionics HiRes Ultra 3D with HiFocus SlimJ",
               "Advanced Bionics HiRes Ultra 3D with HiFocus Mid-Scala"]
CI_PROC = ["Nucleus 8 (CP1110)", "Kanso 2 (CP1150)", "Nucleus 7 (CP1000)", "SONNET 2",
           "RONDO 3", "Naída CI M90", "Sky CI M90"]
BONE = ["Baha 6 Max", "Baha 5 SuperPower", "Osia 2", "Ponto 5 SuperPower", "BONEBRIDGE BCI 602",
        "ADHEAR", "Baha Attract"]

EQUIP = ["Interacoustics AC40", "Interacoustics Equinox", "Interacoustics Titan",
         "MAICO MA 42", "GSI AudioStar Pro", "Amplivox 270+", "Interacoustics Affinity Compact"]
TYMP_EQ = ["GSI TympStar Pro", "Interacoustics Titan", "Interacoustics AT235", "MAICO touchTymp MI 34",
           "Amplivox Otowave 102"]
OAE_EQ = ["Otodynamics Otoport Lite", "Otodynamics ILO292", "Interacoustics Titan (TEOAE440)",
          "Madsen AccuScreen", "Natus ALGO 5", "MAICO easyScreen", "GSI Corti"]
VERIF = ["Audioscan Verifit 2", "Aurical Freefit", "Interacoustics Affinity Compact REM440"]
VEST_EQ = ["Interacoustics VisualEyes 525 VNG", "EyeSeeCam vHIT", "ICS Impulse vHIT",
           "Otometrics ICS Chartr 200", "Interacoustics Eclipse VEMP", "TRV chair"]

DRUGS = [
    ("betahistine", "16 mg tds"), ("betahistine", "24 mg bd"), ("prochlorperazine", "5 mg tds prn"),
    ("Buccastem (prochlorperazine)", "3 mg buccal bd prn"), ("cinnarizine", "15 mg tds prn"),
    ("Ciprodex (ciprofloxacin/dexamethasone)", "4 drops bd x 7/7"), ("Otomize spray", "1 spray tds"),
    ("Sofradex", "3 drops tds x 7 days"), ("ofloxacin 0.3% ear drops", "10 drops od x 7/7"),
    ("sodium bicarbonate ear drops", "2-3 drops bd x 5 days"), ("olive oil drops", "2 drops nocte"),
    ("fluticasone nasal spray (Flixonase)", "2 sprays each nostril od"),
    ("mometasone nasal spray", "2 sprays od"), ("amoxicillin", "500 mg tds x 5/7"),
    ("co-amoxiclav", "625 mg tds"), ("prednisolone", "60 mg od x 7 days then taper"),
    ("amlodipine", "5 mg od"), ("atorvastatin", "20 mg nocte"), ("metformin", "500 mg bd"),
    ("ramipril", "5 mg od"), ("levothyroxine", "100 mcg od"), ("omeprazole", "20 mg od"),
    ("sertraline", "50 mg mane"), ("amitriptyline", "10 mg nocte"), ("melatonin", "2 mg nocte"),
    ("furosemide", "40 mg od"), ("aspirin", "75 mg od"), ("apixaban", "5 mg bd"),
    ("gabapentin", "300 mg tds"), ("lisinopril", "10 mg daily"), ("losartan", "50 mg daily"),
    ("Synthroid", "88 mcg daily"), ("Lipitor", "40 mg qhs"), ("Eliquis", "5 mg BID"),
    ("hydrochlorothiazide", "25 mg daily"), ("tamsulosin", "400 mcg od"),
    ("cetirizine", "10 mg od prn"), ("paracetamol", "1 g qds prn"), ("ibuprofen", "400 mg tds prn"),
    ("diazepam", "2 mg prn (max 3 days)"), ("ondansetron", "4 mg q8h prn"),
    ("Otovent autoinflation", "3x daily"), ("ginkgo biloba (OTC)", "120 mg daily"),
]
PAED_DRUGS = [("Calpol (paracetamol 120 mg/5 mL)", "5 mL qds prn"),
              ("Nurofen for Children", "5 mL tds prn"), ("amoxicillin 250 mg/5 mL", "5 mL tds x 5/7"),
              ("Otovent", "3x daily"), ("cetirizine 1 mg/mL", "5 mL od")]
OTOTOXIC = ["gentamicin", "cisplatin", "carboplatin", "vancomycin", "tobramycin",
            "amikacin", "furosemide", "hydroxychloroquine", "quinine", "high-dose aspirin"]

PMH = ["T2DM", "hypertension", "hypercholesterolaemia", "AF on anticoagulation",
       "IHD - CABG x3", "hypothyroidism", "CKD stage 3", "COPD", "asthma",
       "migraine with aura", "OSA on CPAP", "GORD", "depression", "anxiety",
       "osteoarthritis", "BPH", "Parkinson's disease", "mild cognitive impairment",
       "Alzheimer's dementia", "previous CVA", "Hashimoto's thyroiditis", "Crohn's disease",
       "rheumatoid arthritis", "Raynaud's phenomenon", "glaucoma", "macular degeneration",
       "Paget's disease of bone", "sickle cell trait", "previous TIA", "psoriasis"]
SYNDROMES = ["Usher syndrome type 2", "Pendred syndrome (SLC26A4)", "Waardenburg syndrome type 1",
             "Treacher Collins syndrome", "CHARGE syndrome", "Down syndrome", "Alport syndrome",
             "Stickler syndrome", "Jervell and Lange-Nielsen syndrome", "Goldenhar spectrum",
             "congenital CMV", "GJB2 (connexin 26) biallelic variants", "enlarged vestibular aqueduct",
             "Mondini dysplasia", "auditory neuropathy spectrum disorder"]
EPONYM_TESTS = ["Rinne", "Weber", "Romberg", "Unterberger", "Dix-Hallpike", "supine roll test",
                "head impulse test", "Fukuda stepping test", "Hennebert sign", "Tullio phenomenon"]
MANOEUVRES = ["Epley manoeuvre", "Semont manoeuvre", "Gufoni manoeuvre", "BBQ roll (Lempert)",
              "Brandt-Daroff exercises"]

SCALES_AD = ["HHIE-S", "SSQ12", "COSI", "APHAB", "IOI-HA", "GHABP (Glasgow Hearing Aid Benefit Profile)",
             "HHIA", "SADL"]
SCALES_TIN = ["THI", "TFI", "HADS", "GAD-7", "PHQ-9", "ISI", "Hyperacusis Questionnaire (Khalfa)",
              "Tinnitus Functional Index", "Mini-TQ"]
SPEECH_TESTS = ["BKB sentences (Bamford-Kowal-Bench)", "AB word lists (Arthur Boothroyd)",
                "CNC words", "AzBio sentences", "QuickSIN", "BKB-SIN", "HINT", "LiSN-S",
                "Digit Triplet Test", "CUNY sentences", "Words-in-Noise (WIN)"]
PAED_TESTS = ["McCormick Toy Discrimination Test", "Manchester Junior Words", "Ling 6 sounds",
              "PEACH", "LittlEARS", "CAP-II", "SIR", "ESP (Early Speech Perception)",
              "visual reinforcement audiometry (VRA)", "play audiometry", "Distraction test"]
GUIDELINES = ["NICE NG98 (2018)", "NICE TA566 (2019)", "BSA Recommended Procedure (2018)",
              "JCIH 2019 Position Statement", "ASHA 2005 manual audiometry guidelines",
              "AAA Pediatric Amplification guideline (2013)", "NHSP surveillance guidance (2012)",
              "BSA Practice Guidance: Tinnitus in Adults (2021)", "Bárány Society ICVD (2015)",
              "AAO-HNS 1995 Ménière's criteria", "ANSI S3.6-2018", "ISO 7029:2017",
              "modified Hughson-Westlake procedure", "EHDI 1-3-6 benchmarks",
              "BAA Service Quality Standards (2022)", "NAL-NL2", "DSL v5.0 (child)", "CAM2B"]
TIN_THERAPIES = ["CBT for tinnitus", "Tinnitus Retraining Therapy (TRT)", "sound therapy (Zen programme)",
                 "Widex Zen fractal tones", "notch therapy", "progressive tinnitus management (PTM)",
                 "mindfulness-based stress reduction", "Lenire bimodal device (discussed, not funded)"]
LABS = [("FBC", "normal"), ("U&E", "Na 139, K 4.2, Cr 88"), ("TSH", "2.1 mU/L"), ("HbA1c", "52 mmol/mol"),
        ("ESR", "8 mm/h"), ("CRP", "<5 mg/L"), ("B12", "312 ng/L"), ("ferritin", "45 ug/L"),
        ("lipids", "TC 4.8"), ("syphilis serology", "negative"), ("ANA", "negative"),
        ("glucose", "5.6 mmol/L")]
IMAGING = ["MRI IAMs (T2 CISS)", "MRI brain and IAMs with gadolinium", "HRCT temporal bones",
           "CT petrous temporal bones", "MRI IAM fast-spin echo"]
ABBREV_NEG = ["PTA", "4FA", "SRT", "WRS", "UCL", "LDL", "MCL", "ABR", "ASSR", "CAEP", "TEOAE",
              "DPOAE", "AABR", "BOA", "VRA", "ECV", "MEP", "SC", "ART", "SNHL", "CHL", "OME",
              "AOM", "ETD", "BPPV", "VM", "PPPD", "SSNHL", "ANSD", "IAM", "CPA", "SPL", "HL",
              "nHL", "REM", "REAR", "REIG", "RECD", "SII", "MPO", "BTE", "RIC", "ITE", "CIC",
              "CROS", "BiCROS", "DSL", "NAL", "CI", "BCHD", "MDT", "ToD", "SENCO", "EHCP", "IEP"]
