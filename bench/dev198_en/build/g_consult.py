"""Genres: ID consult note, ID discharge summary (author 198)."""
import clinical as C
import common as K
import fakers as F
import pools

SCEN = ["mssa_bact", "mrsa_ie", "esbl_pyelo", "dfo", "crypto", "pjp", "cdi",
        "pji", "dtb", "candidemia"]


def _hpi(rng, n, country, pt, d, scen, hosp):
    age = F.age_pieces(rng, pt.age, pt.sex)
    name = rng.choice([pt.full(), pt.honor(rng, country), pt.full_mi(), pt.firstname()
                       if rng.random() < 0.2 else pt.honor(rng, country)])
    adm = F.shift(d, -rng.randint(1, 6))
    com = rng.sample(C.COMORBID, rng.randint(1, 3))
    n.add(name, " is a ", age, " with ", ", ".join(com), " who presented to ",
          hosp, rng.choice([" ED on ", " on ", " (via EMS) on "]), K.D(rng, adm, country))
    if scen == "mssa_bact":
        n.add(" with 5 days of low back pain, rigors and subjective fevers. Blood cultures "
              "from admission grew MSSA in 2/2 sets at 14 h. Repeat cultures on ",
              K.D(rng, F.shift(adm, 2), country, "short"),
              " remain positive. MRI L-spine shows L3-L4 discitis with a small right psoas "
              "collection (1.8 x 2.2 cm). No prosthetic material. Was started on vancomycin, "
              "switched to cefazolin once susceptibilities resulted.")
    elif scen == "mrsa_ie":
        n.add(". Reports injecting fentanyl and methamphetamine, shares equipment "
              "intermittently. Presented with dyspnoea, fever to 39.8 and R knee pain. BCx "
              "4/4 MRSA (vanc MIC 1). TTE: 1.4 cm mobile vegetation on the tricuspid valve "
              "with severe TR; CT chest with multiple cavitating septic emboli. Cardiothoracic "
              "surgery following.")
    elif scen == "esbl_pyelo":
        n.add(" with dysuria, R flank pain and fever to 38.9. UA >182 WBC/hpf, nitrite +. "
              "Urine and 1/2 blood cultures grew E. coli, ESBL-producing. Had received "
              "ciprofloxacin for a UTI in ", K.D(rng, F.shift(adm, -rng.randint(40, 200)),
                                                    country, "monyear"),
              ". CT A/P: R pyelonephritis without abscess or obstruction.")
    elif scen == "dfo":
        n.add(" with a non-healing L plantar 1st MTP ulcer (3 x 2.5 cm, probes to bone) and "
              "new erythema tracking to the mid-foot. X-ray with cortical erosion of the 1st "
              "metatarsal head; MRI confirms osteomyelitis. Podiatry plans partial 1st ray "
              "amputation. Bone biopsy sent for culture and histopathology.")
    elif scen == "crypto":
        n.add(" with 2 weeks of progressive headache, vomiting and blurred vision. Defaulted "
              "ART ", rng.choice(["about a year ago", "in ", "last year"]))
        if n.parts[-1] == "in ":
            n.add(K.D(rng, F.shift(adm, -rng.randint(200, 500)), country, "monyear"))
        n.add(". CD4 ", C.ri(rng, 4, 48), " cells/uL. Serum CrAg positive; LP opening pressure "
              "32 cmH2O, CSF India ink positive, CSF CrAg titre 1:1024, protein 0.9 g/L, "
              "glucose 1.8 mmol/L.")
    elif scen == "pjp":
        n.add(" with 3 weeks of dry cough, exertional dyspnoea and weight loss. New HIV "
              "diagnosis this admission (CD4 ", C.ri(rng, 9, 120), ", VL pending). Room air "
              "SpO2 86%, LDH 612. CXR bilateral ground-glass infiltrates. Induced sputum "
              "Pneumocystis PCR positive. Started TMP-SMX + prednisone.")
    elif scen == "cdi":
        n.add(" with 8-10 watery stools per day, abdominal cramping and WBC 19.8. C. difficile "
              "PCR and toxin EIA positive. This is the third episode (prior episodes treated "
              "with oral vancomycin and fidaxomicin). Received cephalexin for cellulitis 3 "
              "weeks ago.")
    elif scen == "pji":
        n.add(" with 4 days of R knee pain, swelling and fever, 14 months after R TKA. "
              "Arthrocentesis: 48,200 WBC, 92% PMN, crystals negative. Synovial fluid culture "
              "growing Streptococcus agalactiae (GBS). Orthopedics planning DAIR with "
              "polyethylene exchange.")
    elif scen == "dtb":
        n.add(" with 6 weeks of night sweats, 9 kg weight loss, productive cough and "
              "confusion for 2 days. HIV positive, CD4 ", C.ri(rng, 11, 160),
              ". Urine LAM positive; sputum Xpert MTB/RIF Ultra: MTB detected (low), "
              "rifampicin resistance not detected. CT brain: multiple ring-enhancing lesions "
              "consistent with tuberculomas.")
    else:
        n.add(" with fever on TPN via a tunnelled line after a complicated bowel resection. "
              "BCx 2/2 Candida glabrata (fluconazole SDD). Line removed ",
              K.D(rng, F.shift(adm, 3), country, "short"),
              ". Dilated fundoscopy pending. Repeat BCx after line removal no growth to date.")
    n.blank()


_PLAN = {
    "mssa_bact": ["MSSA bacteremia with L3-L4 vertebral osteomyelitis/discitis and psoas abscess.",
                  "- Continue cefazolin 2 g IV q8h; anticipate 6 weeks from first negative BCx",
                  "- IR drainage of psoas collection if amenable; send for culture",
                  "- TTE now; TEE given persistent bacteremia >72 h",
                  "- Repeat BCx q24-48h until cleared",
                  "- Weekly CBC, BMP, CRP/ESR while on therapy (OPAT referral)"],
    "mrsa_ie": ["Right-sided MRSA endocarditis with septic pulmonary emboli, R knee septic arthritis.",
                "- Continue vancomycin, target AUC 400-600; add ceftaroline if BCx positive >5 days",
                "- Ortho for R knee washout",
                "- Addiction medicine consult: start buprenorphine, naloxone kit at discharge",
                "- HIV, HCV Ab/RNA, HBV serologies sent",
                "- Duration: at least 6 weeks IV from first negative culture; discuss "
                "partial oral (POET-style) if stable"],
    "esbl_pyelo": ["ESBL E. coli pyelonephritis with bacteremia, hemodynamically stable.",
                   "- Change pip-tazo to ertapenem 1 g IV q24h",
                   "- Total 10-14 days; step down to PO once afebrile 48 h if TMP-SMX or "
                   "fosfomycin options reviewed (TMP-SMX R)",
                   "- Contact precautions per IPC policy",
                   "- No repeat BCx needed if clinically improving"],
    "dfo": ["L 1st metatarsal osteomyelitis in poorly controlled DM, moderate DFI.",
            "- Hold antibiotics until bone biopsy if stable; then empiric vancomycin + "
            "cefepime + metronidazole",
            "- If clean margins after amputation: 2-5 days post-op; residual osteo: 6 weeks",
            "- Vascular studies (ABI, TBI) and optimise glycaemic control",
            "- Will follow pathology and cultures"],
    "crypto": ["HIV-associated cryptococcal meningitis, raised ICP, CD4 <50.",
               "- Induction: single high-dose liposomal amphotericin B 10 mg/kg + flucytosine "
               "100 mg/kg/d + fluconazole 1200 mg/d x 14 days",
               "- Therapeutic LP daily until OP <20 cmH2O",
               "- Pre-hydration with 1 L NS and KCl/Mg supplementation",
               "- Defer ART for 4-6 weeks from start of antifungal therapy",
               "- Cotrimoxazole prophylaxis; screen for TB (urine LAM, Xpert)"],
    "pjp": ["Moderate-severe PJP, new HIV diagnosis.",
            "- TMP-SMX 15 mg/kg/d (TMP component) divided q8h x 21 days",
            "- Prednisone 40 mg BID x 5 d, then taper (PaO2 <70)",
            "- Start ART within 2 weeks once tolerating",
            "- G6PD, HLA-B*5701, genotype, hep B/C, RPR, CrAg, toxoplasma IgG sent",
            "- Secondary prophylaxis until CD4 >200 for 3 months"],
    "cdi": ["Second recurrence of C. difficile infection, non-severe (Cr baseline).",
            "- Fidaxomicin extended-pulsed regimen",
            "- Discuss bezlotoxumab / fecal microbiota-based therapy after course",
            "- Avoid unnecessary antibiotics and PPI; stop pantoprazole",
            "- Contact-plus precautions, soap-and-water hand hygiene"],
    "pji": ["Early acute hematogenous GBS prosthetic knee infection.",
            "- Post-DAIR: penicillin G or ceftriaxone 2 g IV q24h x 4-6 weeks",
            "- Then oral suppression (amoxicillin) for 3-6 months, revisit",
            "- Look for source: dental exam, skin, echo if persistent bacteremia",
            "- Weekly labs to ID clinic"],
    "dtb": ["Disseminated TB with CNS tuberculomas in advanced HIV.",
            "- Start RHZE by weight band + adjunctive dexamethasone",
            "- Plan 9-12 months total given CNS involvement",
            "- ART (TLD with dolutegravir 50 mg BD) at 4-8 weeks given CNS disease",
            "- Notify TB programme; contact tracing of household",
            "- Monitor LFTs at 2 and 4 weeks"],
    "candidemia": ["Candida glabrata candidemia, CVC-associated.",
                   "- Continue micafungin 100 mg IV daily",
                   "- 14 days from first negative BCx if no metastatic foci",
                   "- Ophthalmology exam; TTE",
                   "- Do not step down to fluconazole (SDD) unless MIC confirms"],
}


MICRO = {
    "mssa_bact": [("Blood culture x2", "S. aureus, oxacillin S"),
                  ("Blood culture x2 (repeat)", "GPC in clusters at 22 h")],
    "mrsa_ie": [("Blood culture x4", "MRSA, vanc MIC 1"),
                ("Synovial fluid, R knee", "MRSA, 3+ PMN")],
    "esbl_pyelo": [("Urine, clean catch", ">100,000 CFU/mL E. coli (ESBL)"),
                   ("Blood culture x2", "1/2 sets GNR, E. coli")],
    "dfo": [("Bone, L 1st MT head", "pending; Gram stain rare GPC"),
            ("Wound swab, L foot", "mixed flora incl. MSSA, Proteus mirabilis")],
    "crypto": [("CSF", "India ink positive; CrAg 1:1024; culture pending"),
               ("Blood culture (fungal)", "no growth to date")],
    "pjp": [("Induced sputum", "Pneumocystis jirovecii PCR detected"),
            ("Sputum Xpert MTB/RIF Ultra", "MTB not detected")],
    "cdi": [("Stool", "C. difficile GDH +, toxin +")],
    "pji": [("Synovial fluid, R knee", "Streptococcus agalactiae"),
            ("Blood culture x2", "no growth at 48 h")],
    "dtb": [("Sputum", "Xpert MTB/RIF Ultra: MTB detected low, RIF not detected"),
            ("Urine", "TB-LAM positive (grade 2)")],
    "candidemia": [("Blood culture, CVC", "Candida glabrata; fluconazole MIC 16 (SDD)"),
                   ("CVC tip", "Candida glabrata >15 CFU")],
}


SPOUSE = ("wife", "husband", "partner", "boyfriend", "girlfriend")

CUR = {
    "mssa_bact": ["cefazolin 2 g IV q8h (day 3)", "vancomycin -> cefazolin 2 g IV q8h"],
    "mrsa_ie": ["vancomycin IV per pharmacy (AUC 400-600)", "vancomycin + ceftaroline 600 mg q8h"],
    "esbl_pyelo": ["piperacillin-tazobactam 4.5 g IV q6h", "ceftriaxone 2 g IV q24h"],
    "dfo": ["none (held pending bone biopsy)", "vancomycin + cefepime + metronidazole"],
    "crypto": ["fluconazole 1200 mg daily (started at referring clinic)",
               "liposomal amphotericin B 3 mg/kg + flucytosine"],
    "pjp": ["TMP-SMX 15 mg/kg/d IV + prednisone", "TMP-SMX PO + prednisone 40 mg BID"],
    "cdi": ["oral vancomycin 125 mg QID", "fidaxomicin 200 mg PO BID"],
    "pji": ["ceftriaxone 2 g IV q24h", "vancomycin + cefepime (empiric)"],
    "dtb": ["RHZE (started yesterday) + cotrimoxazole", "none yet"],
    "candidemia": ["micafungin 100 mg IV daily", "fluconazole 800 mg load -> micafungin"],
}


def consult(rng, n, country):
    d = F.rand_date(rng)
    pt = F.new_patient(rng, country, d, 19, 84)
    scen = rng.choice(SCEN if country == "US" else SCEN + ["dtb", "crypto", "pjp"])
    hosp = K.hospital(rng, country)
    idoc = F.new_staff(rng, country, "MD")
    req = F.new_staff(rng, country, "MD")
    n.line(hosp)
    n.line(rng.choice(["INFECTIOUS DISEASES CONSULTATION", "Infectious Diseases Consult Note",
                       "ID CONSULT - INITIAL", "Inpatient Infectious Diseases Consultation"]))
    n.blank()
    K.header_ids(rng, n, country, pt, d)
    n.line("Date of service: ", K.D(rng, d, country), "   Location: ", K.ward(rng, country),
           ", ", K.room_bed(rng, country))
    n.line("Requesting physician: ", F.dr(rng, req, country),
           rng.choice([" (Hospital Medicine)", " (Internal Medicine)", " (Orthopaedics)",
                       " (General Surgery)", ""]))
    n.line("Reason for consultation: ", rng.choice([
        "positive blood cultures", "antibiotic recommendations", "fever in PWH",
        "osteomyelitis management", "HIV with OI", "recurrent infection"]))
    n.blank()
    n.line("HISTORY OF PRESENT ILLNESS:")
    _hpi(rng, n, country, pt, d, scen, hosp)
    if rng.random() < 0.5:
        n.line("History obtained from the patient and ",
               rng.choice(["chart review.", "the family at bedside.", "the primary team."]))
        n.blank()
    n.line("PMH: ", "; ".join(rng.sample(C.COMORBID, rng.randint(2, 4))))
    if rng.random() < 0.5:
        n.line("HIV diagnosed ", K.D(rng, F.shift(d, -rng.randint(400, 7000)), country,
                                     rng.choice(["year", "monyear"])),
               "; last CD4 ", C.ri(rng, 30, 900), ", VL ", rng.choice(["<20", "<50", "1,240",
                                                                       "88,000"]))
    n.line("Allergies: ", rng.choice(C.ALLERGIES))
    n.line("Current antimicrobials: ", rng.choice(CUR[scen]))
    n.blank()
    n.line("SOCIAL HISTORY:")
    rel, fp = K.relative(rng, country, pt)
    k = rng.randrange(3)
    if k == 0:
        n.add("Lives with ", rel, " ", fp.full(), " in ", (pt.addr["city"], "CITY"), ". ")
    elif k == 1:
        n.add("Lives alone in ", (pt.addr["city"], "CITY"), ", ",
              (pt.addr["stname"] if country == "ZA" else pt.addr["st"], "STATE"),
              "; ", rel if rel not in SPOUSE else "estranged " + rel, " ", fp.firstname(),
              " checks in daily. " if rel not in SPOUSE else " lives nearby. ")
    else:
        n.add("Stays with ", rel, " (", fp.full(), ", tel ",
              (F.phone(rng, country), "PHONE"), "). ")
    if rng.random() < 0.8:
        n.add(rng.choice(["Works as a ", "Employed as a ", "Formerly a ", "Occupation: "]),
              K.profession(rng, country))
        if rng.random() < 0.6:
            n.add(" at ", K.employer(rng, country))
        n.add(". ")
    n.add(rng.choice(["Smokes 1/2 ppd. ", "Never smoker. ",
                      ["Former smoker, quit ",
                       K.D(rng, F.shift(d, -rng.randint(400, 6000)), country, "year"), ". "],
                      "Drinks 6-8 beers on weekends. ", "Denies alcohol. "]))
    if rng.random() < 0.5:
        c, city = K.travel_place(rng)
        n.add("Travelled to ", (city, "CITY"), ", ", (c, "COUNTRY"), " in ",
              K.D(rng, F.shift(d, -rng.randint(30, 300)), country, "monyear"), ". ")
    else:
        n.add("No recent travel. ")
    n.add(rng.choice(["Dog at home.", "No pets.", "Keeps chickens.", "Cat at home.",
                      "No animal exposures."]))
    n.blank()
    n.blank()
    n.line("EXAM: ", C.vitals(rng, country))
    n.line(rng.choice(["Gen: ill-appearing, diaphoretic", "Gen: NAD, alert, conversant",
                       "Gen: cachectic, oriented x3", "Gen: drowsy but rousable"]))
    n.line(rng.choice(["CV: RRR, 3/6 holosystolic murmur LLSB", "CV: RRR, no murmur",
                       "CV: tachycardic, no murmur"]), "; ",
           rng.choice(["Lungs: bibasilar crackles", "Lungs: clear",
                       "Lungs: reduced BS R base"]))
    n.line(rng.choice(["Skin: no Janeway lesions or Osler nodes; track marks bilateral antecubital",
                       "Skin: PICC R basilic, site clean", "Skin: L foot ulcer with purulent base",
                       "Neuro: neck stiffness, Kernig negative, no focal deficit",
                       "Ext: R knee effusion, warm, limited ROM"]))
    n.blank()
    n.line("LABS (", K.D(rng, d, country, "short"), "): ", C.basic_labs(rng, country))
    n.line(C.lft(rng), "; ", C.inflam(rng))
    n.line("MICRO:")
    for i, (spec, res) in enumerate(MICRO[scen]):
        dd = F.shift(d, -rng.randint(0, 5))
        n.line("  ", K.D(rng, dd, country, rng.choice(["short", None])), "  ",
               spec, " (acc ", (F.accession(rng, dd.year), "IDNUM"), "): ", res)
    n.blank()
    n.line("ASSESSMENT AND RECOMMENDATIONS:")
    n.add(pt.honor(rng, country) if rng.random() < 0.6 else pt.initials(False),
          " is a ", (str(pt.age), "AGE"), rng.choice([" y/o ", " yo "]),
          "with:\n")
    for line in _PLAN[scen]:
        n.line(line)
    if scen not in ("crypto", "pjp", "dtb"):
        n.line("- HIV screen if not done in the last year")
    n.blank()
    k = rng.randrange(3)
    if k == 0:
        n.line("Recommendations discussed with ", F.dr(rng, req, country), " by phone.")
    elif k == 1:
        n.line("Discussed with the primary team and with the patient's ", rel, ", ",
               fp.full(), ", at bedside.")
    else:
        n.line("Will follow. Please page with questions: ", (F.phone(rng, country), "PHONE"))
    fellow = F.new_staff(rng, country, "MD")
    if rng.random() < 0.5:
        n.line("Seen with ID fellow ", fellow.full(), rng.choice([", MD", ", MBChB", ""]),
               ".")
    K.signature(rng, n, country, idoc, d, "Infectious Diseases")
    if rng.random() < 0.25:
        K.transcription(rng, n, country, d, idoc)


def discharge(rng, n, country):
    d = F.rand_date(rng)
    adm = F.shift(d, -rng.randint(4, 40))
    pt = F.new_patient(rng, country, adm, 20, 88)
    hosp = K.hospital(rng, country)
    att = F.new_staff(rng, country, "MD")
    idoc = F.new_staff(rng, country, "MD")
    pcp = F.new_staff(rng, country, "MD")
    n.line(hosp, " - ", rng.choice(["DISCHARGE SUMMARY", "Discharge Summary",
                                     "Hospital Discharge Summary (Medicine/ID)"]))
    K.header_ids(rng, n, country, pt, d, with_acct=True)
    n.line("Admitted: ", K.D(rng, adm, country), "    Discharged: ", K.D(rng, d, country))
    n.line("Attending: ", F.dr(rng, att, country))
    n.line("Consultants: Infectious Diseases (", F.dr(rng, idoc, country), ")",
           rng.choice(["; Cardiology", "; Orthopaedics", "; Nephrology", ""]))
    if rng.random() < 0.6:
        n.line("PCP: ", F.dr(rng, pcp, country), ", ", K.clinic(rng, country),
               ", fax ", (F.phone(rng, country), "FAX"))
    n.blank()
    dx = rng.choice(DX)
    n.line("PRINCIPAL DIAGNOSIS: ", dx[0])
    n.line("SECONDARY: ", "; ".join(rng.sample(C.COMORBID, rng.randint(1, 3))))
    n.blank()
    n.line("HOSPITAL COURSE:")
    n.add(pt.honor(rng, country), " (", (str(pt.age), "AGE"), "M" if pt.sex == "M" else "F",
          ") was admitted from ", rng.choice(["the ED", "clinic", "an outside hospital"]))
    if rng.random() < 0.4:
        n.add(" (", K.hospital(rng, country), ")")
    n.add(" with ", dx[2], ". ", dx[3], " on ",
          K.D(rng, F.shift(adm, rng.randint(1, 4)), country, rng.choice(["short", None])),
          ". ", dx[4], " Antimicrobials: ", dx[5], ".\n")
    if dx[1] == "PICC":
        n.line("PICC placed ", K.D(rng, F.shift(adm, rng.randint(2, 6)), country),
               " (R basilic, 4 Fr single lumen, ", rng.choice(["lot/serial ", "SN "]),
               (F.device_sn(rng, "PC"), "DEVICE"), "), tip at cavoatrial junction.")
    if rng.random() < 0.5:
        n.line("Last labs ", K.D(rng, F.shift(d, -1), country, "short"), ": ",
               C.basic_labs(rng, country))
    n.blank()
    n.line("DISCHARGE MEDICATIONS:")
    n.line("  - ", dx[5].split(",")[0].split(" then ")[-1].split(" + ")[0])
    for m in rng.sample(["acetaminophen 1 g PO q6h PRN", "ondansetron 4 mg PRN",
                         "atorvastatin 40 mg daily", "lisinopril 10 mg daily",
                         "insulin glargine 18 units qHS", "folic acid 1 mg daily",
                         "oxycodone 5 mg q6h PRN x 5 days", "naloxone 4 mg nasal spray PRN"],
                        rng.randint(1, 3)):
        n.line("  - ", m)
    if rng.random() < 0.5:
        n.line("  - ", rng.choice(C.ART_US if country == "US" else C.ART_ZA))
    n.line("  - ", rng.choice(["cotrimoxazole 960 mg daily", "pantoprazole 40 mg daily",
                               "metformin 1 g BID", "apixaban 5 mg BID", "pyridoxine 25 mg daily"]))
    n.blank()
    n.line("DISPOSITION: ", end_dispo(rng, n, country, pt))
    n.line("FOLLOW-UP:")
    fu = F.shift(d, rng.randint(5, 21))
    n.line("  - ID clinic (", K.clinic(rng, country), ") with ", F.dr(rng, idoc, country),
           " on ", K.D(rng, fu, country, rng.choice(["wd", "wdshort", None])), " at ",
           rng.choice(["9:30", "10:15", "13:00", "14:45"]), "; tel ",
           (F.phone(rng, country), "PHONE"))
    n.line("  - Weekly ", "CBC/diff, BMP" if country == "US" else "FBC, U&E, LFT",
           ", CRP, ESR; fax results to ",
           (F.phone(rng, country), "FAX"), rng.choice([" attn OPAT RN", ""]))
    if rng.random() < 0.5:
        rel, fp = K.relative(rng, country, pt)
        n.line("  - Emergency contact: ", fp.full(), " (", rel, ") ",
               (F.phone(rng, country), "PHONE"))
    n.line("Address on file: ", F.addr_pieces(rng, pt.addr, country))
    if rng.random() < 0.4:
        n.line("Insurance: ", K.insurer(rng, country), ", member ",
               (F.healthplan(rng, country), "HEALTHPLAN"))
    n.blank()
    if rng.random() < 0.3:
        n.line("Patient education: ", (F.url(rng, rng.choice(["opat/handbook", "picc-care",
                                                              "hiv-care/new", "tb-programme"])),
                                       "URL"))
    K.signature(rng, n, country, att, d)
    if rng.random() < 0.5:
        n.line("cc: ", F.dr(rng, pcp, country), "; ", F.dr(rng, idoc, country))


DX = [
    ("MSSA bacteremia with tricuspid valve endocarditis", "PICC", "fever, rigors and dyspnoea",
     "Blood cultures cleared", "TEE: 1.1 cm TV vegetation, no abscess.",
     "cefazolin 2 g IV q8h, planned 4 weeks from clearance"),
    ("Cryptococcal meningitis, HIV with CD4 <50", None, "headache, vomiting and confusion",
     "Opening pressure normalised after daily LPs", "CSF culture sterile at 2 weeks.",
     "liposomal amphotericin B + flucytosine, then fluconazole 800 mg daily"),
    ("ESBL Klebsiella liver abscess s/p IR drain", "drain", "RUQ pain and fever",
     "IR drain placed", "Repeat CT showed decreasing collection (6.1 -> 2.4 cm).",
     "meropenem then ertapenem 1 g IV q24h"),
    ("Pott's disease (TB spine T10-T11)", None, "back pain, night sweats and leg weakness",
     "Spinal decompression performed", "Cultures grew MTB, rifampicin susceptible.",
     "RHZE by weight band, pyridoxine"),
    ("Vertebral osteomyelitis, Streptococcus anginosus", "PICC", "back pain and fever",
     "Afebrile since", "MRI: L4-L5 discitis, no epidural abscess.",
     "ceftriaxone 2 g IV q24h for 6 weeks total"),
    ("Necrotising fasciitis L thigh, polymicrobial, s/p debridement x3", "PICC",
     "a rapidly spreading thigh wound", "Source control achieved",
     "Course complicated by AKI (peak Cr 2.4), recovered.",
     "vancomycin + pip-tazo + clindamycin, narrowed to ampicillin-sulbactam"),
    ("Disseminated histoplasmosis, advanced HIV", "PICC", "fever, pancytopenia and weight loss",
     "Defervesced", "Urine Histoplasma antigen >19 ng/mL; BM biopsy with yeast forms.",
     "liposomal amphotericin B x 2 weeks, then itraconazole 200 mg TID x 3 d then BID"),
    ("Pneumococcal meningitis", None, "fever, neck stiffness and confusion",
     "Mental status normalised", "CSF: 2,400 WBC, glucose <1 mmol/L; S. pneumoniae PCN S.",
     "ceftriaxone 2 g IV q12h + dexamethasone x 4 days, 10 days total"),
]


def end_dispo(rng, n, country, pt):
    k = rng.randrange(3)
    if k == 0:
        rel, fp = K.relative(rng, country, pt)
        return ["Home with ", rel, " ", fp.full(), "."]
    if k == 1:
        return ["Home with home health via ",
                (rng.choice(pools.HOME_AGENCIES), "ORGANIZATION"), "."]
    return ["Discharged to ", (rng.choice(pools.HOSPITALS_SISTERS), "HOSPITAL"),
            " for IV antibiotics."]
