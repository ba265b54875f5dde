"""Genres: lab-to-clinician letter; send-out / referral laboratory requisition."""
import phi
import pools
from base import Case, letterhead, footer
from common import Doc, P, pick, chance, add_days, fdate


LETTER_DEPT = {
    0: (["Chemical Pathology", "Clinical Biochemistry"], ["Consultant Chemical Pathologist", "Clinical Biochemist"]),
    1: (["Clinical Biochemistry", "Laboratory Medicine"], ["Clinical Biochemist", "Medical Director, Laboratory Services"]),
    2: (["Medical Microbiology", "Virology"], ["Consultant Microbiologist", "Medical Virologist"]),
    3: (["Medical Microbiology", "Microbiology"], ["Consultant Microbiologist", "Medical Microbiologist"]),
    4: (["Haematology", "Hematology"], ["Consultant Haematologist", "Hematopathologist"]),
    5: (["Clinical Biochemistry", "Laboratory Medicine"], ["Clinical Biochemist", "Laboratory Director"]),
    6: (["Toxicology", "Clinical Biochemistry"], ["Clinical Toxicologist", "Clinical Biochemist"]),
    7: (["Immunology", "Clinical Immunology"], ["Consultant Immunologist", "Clinical Scientist"]),
    8: (["Chemical Pathology", "Lipid Laboratory"], ["Consultant Chemical Pathologist", "Clinical Biochemist"]),
    9: (["Clinical Biochemistry", "Therapeutic Drug Monitoring"], ["Clinical Biochemist", "Clinical Scientist"]),
}
AUTHOR_CRED = {"US": [", MD", ", PhD, DABCC", ", MD, PhD", ", DO"], "CA": [", MD, FRCPC", ", PhD, FCACB", ", MD FRCPC"],
               "IE": [" MB FRCPath", " FRCPI", ", MB BCh BAO, FRCPath", " PhD"]}


def _scenario(case, doc, acc, k):
    rng = case.rng
    ref = [pick(rng, ["(accession ", "(lab no. ", "(our ref "]), P(acc, "IDNUM"), ")"]
    if k == 0:
        doc.add("Serum protein electrophoresis on the sample collected ", case.dp(case.when), " ", ref, " shows a monoclonal band in the gamma region, typed by immunofixation as IgG kappa, quantified at ",
                "%d g/L" % rng.randint(3, 32) if case.c != "US" else "%.1f g/dL" % rng.uniform(0.3, 3.2), ". Serum free light chains: kappa %d mg/L, lambda %d mg/L, ratio %.2f. " % (rng.randint(20, 400), rng.randint(6, 30), rng.uniform(1.7, 18)),
                "Given the calcium of %.2f mmol/L and creatinine %d umol/L we would suggest referral to " % (rng.uniform(2.2, 3.1), rng.randint(60, 240)),
                case.sp("hematology", "haematology"))
        if chance(rng, 0.5):
            doc.add(" (myeloma clinic, ", P(phi.hospital_name(rng, case.lab["addr"]["city"]), "HOSPITAL"), ")")
        doc.add(" and a skeletal survey/low-dose whole-body CT.\n")
    elif k == 1:
        doc.add("We have noted three consecutive potassium results above 6.5 mmol/L ", ref, " with low calcium and low ALP activity, consistent with EDTA contamination of the serum sample (order of draw). ",
                "The samples were drawn at ", P(phi.clinic_name(rng, case.lab["addr"]["city"], case.c, care=True), "HOSPITAL"), ". We would be grateful if the phlebotomy order of draw could be reviewed with your staff.\n")
    elif k == 2:
        doc.add("I am writing to let you know that the HIV-1/2 antigen/antibody screen on your patient was reactive and has been confirmed on a second sample ", ref,
                " (HIV-1 differentiation assay positive; viral load %d copies/mL). " % rng.randint(500, 600000),
                "As agreed by telephone on ", case.dp(add_days(case.when, rng.randint(2, 5))), ", an urgent appointment has been made with the ", pick(rng, ["ID clinic", "GUIDE clinic", "HIV service"]),
                ". Partner notification will be supported by the health adviser, ", case.st("ha", "nurse", pick(rng, ["full", "full_cred"])), ".\n")
    elif k == 3:
        doc.add("Legionella pneumophila serogroup 1 urinary antigen was POSITIVE ", ref, ". This is a notifiable disease and we have informed ", pick(rng, ["the Medical Officer of Health", "Public Health (Department of Public Health)", "the local health department"]),
                " on ", case.dp(add_days(case.when, 1)), ". Your patient reported ", pick(rng, ["recent travel to ", "staying at a hotel in ", "working on cooling towers in "]))
        doc.add(P(pick(rng, pools.COUNTRIES), "COUNTRY") if chance(rng, 0.6) else P(pick(rng, [x[0] for x in pools.US_PLACES]), "CITY"))
        doc.add(". Please send a lower respiratory sample for Legionella culture if possible.\n")
    elif k == 4:
        doc.add(case.sp("The hemoglobinopathy evaluation ", "The haemoglobinopathy screen "), ref,
                " shows HbA2 %.1f%% with MCV %d fL and MCH %.1f pg, consistent with " % (rng.uniform(3.6, 6.2), rng.randint(58, 72), rng.uniform(18, 24)),
                case.sp("beta-thalassemia trait. ", "beta-thalassaemia trait. "))
        p2 = phi.person(rng, case.c, "M" if case.sex == "F" else "F")
        doc.add("As your patient is ", pick(rng, ["pregnant (12+2 weeks)", "planning a pregnancy", "of reproductive age"]), ", we recommend testing of the partner, ",
                P(phi.pname(p2, pick(rng, ["full", "given"])), "FAMILY"), ", at the earliest opportunity.\n")
    elif k == 5:
        bad = "%.2f" % rng.uniform(0.01, 0.2)
        doc.add("Please note that the TSH result issued on ", case.dp(add_days(case.when, 1)), " ", ref, " was reported in error as ", bad,
                " mIU/L owing to a transcription error. The corrected result is %.2f mIU/L (reference 0.27-4.2). An amended report has been issued and the incident logged as " % rng.uniform(0.8, 3.9),
                P("QI-" + str(case.when.year) + "-" + phi.digits(rng, 4), "IDNUM"), ". We apologise for any inconvenience.\n")
    elif k == 6:
        emp = pick(rng, ["{w} Battery Recycling", "{w} Auto Body", "{w} Shipyard", "{w} Metal Works", "{w} Bridge Painting Co.",
                         "{w} Radiator Repair", "{w} Salvage Ltd"]).format(w=pick(rng, pools.INST_WORDS))
        doc.add("Blood lead ", ref, " was %d ug/dL (%.2f umol/L), above the action level. Your patient works as a " % (rng.randint(20, 70), rng.uniform(0.9, 3.4)),
                P(pick(rng, ["battery recycler", "painter", "sandblaster", "welder", "ceramic glazer", "radiator repairer"]), "PROFESSION"), " at ",
                P(emp, "ORGANIZATION"), ". Occupational exposure is likely; we suggest notification to the occupational health service and repeat testing with zinc protoporphyrin in 4 weeks.\n")
    elif k == 7:
        doc.add("Tissue transglutaminase IgA ", ref, " was >%d U/mL (>10x ULN) with normal total IgA. Endomyseal antibody was positive. " % rng.choice([100, 128, 200]),
                "Per current guidance this may allow a no-biopsy diagnosis in children; in adults we would recommend referral for duodenal biopsy while still on a gluten-containing diet.\n")
    elif k == 8:
        doc.add("LDL-cholesterol ", ref, " was %.1f mmol/L with a Dutch Lipid Clinic Network score of %d (probable FH). " % (rng.uniform(5.0, 9.5), rng.randint(6, 9)),
                "Cascade screening of first-degree relatives is recommended, including ")
        for i in range(rng.randint(1, 2)):
            if i:
                doc.add(" and ")
            rel = pick(rng, ["son", "daughter", "brother", "sister"])
            rp = phi.person(rng, case.c, "M" if rel in ("son", "brother") else "F")
            rp["surname"] = case.pat["surname"]
            doc.add(rel, " ", P(phi.pname(rp, pick(rng, ["given", "full"])), "FAMILY"), " (aged ", P(str(rng.randint(8, 45)), "AGE"), ")")
        doc.add(".\n")
    else:
        doc.add("Lithium level ", ref, " was %.2f mmol/L, taken %d h post dose. " % (rng.uniform(1.1, 2.4), rng.randint(6, 20)),
                "The recommended sampling time is 12 h post dose; results above 1.0 mmol/L warrant review of dose, renal function (eGFR %d) and interacting drugs (e.g. NSAIDs, ACE inhibitors, thiazides).\n" % rng.randint(25, 90))


def letter(rng, country):
    case = Case(rng, country)
    doc = Doc()
    acc = phi.accession(rng, pick(rng, ["CH", "IM", "M", "H", "L"]), case.when.year)
    k = rng.randint(0, 9)
    depts, titles = LETTER_DEPT[k]
    dept = pick(rng, depts)
    if k == 4:
        dept = case.sp("Hematology", "Haematology")
    letterhead(doc, case, dept)
    ldate = add_days(case.when, rng.randint(2, 14))
    doc.line(case.dp(ldate))
    doc.add("\n")
    doc.line(pick(rng, ["PRIVATE AND CONFIDENTIAL", "Confidential", "BY FAX AND POST", ""]))
    dr = case.who("gp")
    doc.line(pick(rng, ["Dr ", "Dr. "]), P(phi.pname(dr, pick(rng, ["full", "initial_last", "full_mi"])), "DOCTOR"))
    clinic = phi.clinic_name(rng, case.lab["addr"]["city"], country)
    doc.line(P(clinic, "HOSPITAL"))
    doc.line(phi.addr_parts(rng, phi.address(rng, country, business=True), multiline=True, with_country=False))
    if chance(rng, 0.35):
        doc.line("Fax: ", P(phi.phone(rng, country, ext=False), "FAX"))
    doc.add("\n")
    doc.add(pick(rng, ["Dear Dr ", "Dear Dr. ", "Dear Doctor "]), P(dr["surname"], "DOCTOR"), ",\n\n")
    r = rng.random()
    if r < 0.4:
        doc.line("Re: ", case.pn(pick(rng, ["full", "full_mi", "UPPER"])), ", DOB ", case.dob_p(), ", ", pick(rng, ["MRN", "Hospital No.", "Chart #"]), " ", P(case.mrn, "MRN"))
        if chance(rng, 0.5):
            doc.line("    ", phi.addr_parts(rng, phi.address(rng, country)))
    elif r < 0.7:
        doc.line("Re: ", case.pn("LAST_FIRST"), " (", case.age_p(), ") - ", pick(rng, ["unexpected result", "result requiring action", "amended report", "notifiable result"]))
    else:
        doc.line("RE: Your patient ", pick(rng, ["Mr ", "Mrs ", "Ms "]) if chance(rng, 0.3) else "", case.pn(pick(rng, ["surname", "full"])), ", date of birth ", case.dob_p())
    doc.add("\n")
    _scenario(case, doc, acc, k)
    doc.add("\n")
    if chance(rng, 0.5):
        doc.add("I would be happy to discuss ", pick(rng, ["your patient", "this result", "the case"]), "; I can be reached on ",
                P(phi.phone(rng, country), "PHONE"), pick(rng, [[""], [" or by e-mail at ", P(phi.email(rng, case.who("author")), "EMAIL")]]), ".\n\n")
    else:
        doc.add("Please do not hesitate to contact the laboratory duty ", pick(rng, ["biochemist", "microbiologist", "consultant"]), " on ",
                P(phi.phone(rng, country), "PHONE"), " if you have any questions.\n\n")
    doc.line(pick(rng, ["Yours sincerely,", "Kind regards,", "Yours faithfully,", "Sincerely,"]))
    doc.add("\n")
    au = case.who("author")
    doc.line(P(phi.pname(au, pick(rng, ["full", "full_mi"])), "DOCTOR"), pick(rng, AUTHOR_CRED[country]))
    t = pick(rng, titles)
    doc.line(t.replace("Haematologist", "Hematologist") if not case.uk else t)
    lic = {"US": ["License # ", "NPI "], "CA": ["CPSO # ", "CPSBC # ", "CPSA # "], "IE": ["IMC No. ", "IMC Reg. "]}[country]
    lab = pick(rng, lic)
    doc.line(lab, P(phi.npi(rng) if lab.startswith("NPI") else phi.med_licence(rng, country), "LICENSE"))
    if chance(rng, 0.35):
        doc.line("Dictated but not read. DD/", P(phi.pname(case.who("typist"), "initials_nodot").lower(), "DOCTOR"))
    if chance(rng, 0.5):
        cc = case.who("cc")
        doc.line("cc: ", pick(rng, [["Dr ", P(cc["surname"], "DOCTOR"), ", ", P(phi.clinic_name(rng, case.lab["addr"]["city"], country), "HOSPITAL")],
                                    ["Patient - ", case.pn("full"), ", ", phi.addr_parts(rng, phi.address(rng, country))],
                                    ["Medical records, ", P(phi.hospital_name(rng, case.lab["addr"]["city"]), "HOSPITAL")]]))
    footer(doc, case, acc, result=False)
    return doc


# ---------------------------------------------------------------------------- send-out
SENDOUTS = [("Heavy metals panel, whole blood (Pb, Hg, As, Cd)", "Royal blue K2EDTA, 6 mL, refrigerated", "T56.0X1A"),
            ("Anti-NMDA receptor antibody, CSF (IFA)", "CSF 1 mL, frozen", "G04.81"),
            ("Voriconazole level (LC-MS/MS), trough", "Serum 1 mL, frozen -20 C", "Z79.2"),
            ("Strongyloides IgG serology", "Serum 1 mL, refrigerated", "B78.9"),
            ("Trypanosoma cruzi antibody (Chagas)", "Serum 1 mL, refrigerated", "B57.2"),
            ("Whole exome sequencing, trio", "EDTA whole blood 4 mL x3 (proband + parents), ambient", "Q99.9"),
            ("Chromogranin A", "Serum 1 mL, frozen", "E34.0"), ("Plasma metanephrines", "EDTA plasma 2 mL, frozen", "E27.5"),
            ("ADAMTS13 activity and inhibitor", "3.2% citrate plasma, double-spun, frozen", "M31.1"),
            ("Paraneoplastic antibody panel, serum", "Serum 2 mL, refrigerated", "G13.0"),
            ("Bartonella henselae IgG/IgM", "Serum 1 mL, refrigerated", "A28.1"),
            ("Q fever (Coxiella burnetii) phase I/II IgG", "Serum 1 mL, refrigerated", "A78"),
            ("Brucella antibody (agglutination)", "Serum 1 mL, refrigerated", "A23.9"),
            ("Very long chain fatty acids", "EDTA plasma 1 mL, frozen", "E71.50"),
            ("Alpha-1 antitrypsin phenotype (Pi typing)", "Serum 1 mL, refrigerated", "E88.01"),
            ("Leptospira PCR, urine", "Urine 10 mL, refrigerated", "A27.9")]
ZOONOTIC = {"Q fever (Coxiella burnetii) phase I/II IgG": ["sheep farmer", "abattoir worker", "veterinarian"],
            "Brucella antibody (agglutination)": ["dairy farmer", "abattoir worker", "lab animal handler"],
            "Leptospira PCR, urine": ["sewage worker", "pig farmer", "landscaper"],
            "Heavy metals panel, whole blood (Pb, Hg, As, Cd)": ["battery recycler", "painter", "jeweller", "sandblaster"],
            "Bartonella henselae IgG/IgM": ["vet technician", "zookeeper"]}


CLIN = {"Heavy": "Abdominal pain, microcytic anaemia, basophilic stippling.", "Anti-NMDA": "Encephalopathy, orofacial dyskinesia ?autoimmune.",
        "Voriconazole": "On voriconazole 200 mg BD, raised ALT.", "Chromogranin": "Flushing, diarrhoea, liver lesions on CT.",
        "Plasma": "Episodic hypertension, headaches, palpitations.", "ADAMTS13": "Thrombocytopenia 14, schistocytes on film, LDH 1200.",
        "Paraneoplastic": "Subacute cerebellar ataxia, smoker.", "Bartonella": "Fever, regional lymphadenopathy, cat scratch.",
        "Q": "Fever, hepatitis, pneumonia.", "Brucella": "Undulant fever, sweats, arthralgia.", "Very": "Progressive gait disturbance, adrenal insufficiency.",
        "Alpha-1": "Emphysema age <45, liver disease.", "Leptospira": "Fever, myalgia, conjunctival suffusion, AKI.",
        "Strongyloides": "Eosinophilia, pre-transplant screen.", "Trypanosoma": "Cardiomyopathy, pre-transplant screen.",
        "Whole": "Global developmental delay, seizures."}


def sendout(rng, country):
    case = Case(rng, country)
    tests = rng.sample(SENDOUTS, rng.randint(1, 3))
    if tests[0][0].startswith("Whole exome"):
        case.dob = phi.add_days(case.when, -rng.randint(200, 12 * 365))
        case.age, case.unit = phi.age_unit(case.dob, case.when)
    doc = Doc()
    y = case.when.year
    ref = phi.institution(rng, country if chance(rng, 0.8) else pick(rng, ["US", "CA"]), "lab", pick(rng, ["mol", "tox", "micro", None]))
    doc.line(pick(rng, ["REFERENCE LABORATORY REQUISITION", "SEND-OUT TEST REQUEST", "Referral Laboratory Request Form", "SENDOUT MANIFEST / REQUISITION"]))
    doc.line("Referring laboratory: ", P(case.lab["name"], "HOSPITAL"), "   Client # ", P(phi.digits(rng, pick(rng, [5, 6, 7])), "ACCOUNT"))
    doc.line("  ", phi.addr_parts(rng, case.lab["addr"], with_country=False), "  Tel ", P(case.lab["phone"], "PHONE"), "  Fax ", P(case.lab["fax"], "FAX"))
    doc.line("Performing laboratory: ", P(ref["name"], "HOSPITAL"), ", ", P(ref["addr"]["city"], "CITY"),
             pick(rng, [[""], [", ", P(ref["addr"]["state"], "STATE") if ref["addr"]["country"] != "IE" else P(ref["addr"]["county"], "CITY")]]))
    doc.line("Send-out no.: ", P(phi.accession(rng, pick(rng, ["SO", "REF", "X"]), y), "IDNUM"), "   Original accession: ", P(phi.accession(rng, pick(rng, ["CH", "M", "L"]), y), "IDNUM"))
    doc.add("\n")
    doc.line("PATIENT")
    p = case.pat
    doc.line("  Last: ", P(p["surname"].upper(), "PATIENT"), "   First: ", P(p["given"].upper(), "PATIENT"), "   MI: ", P(p["middle"][0], "PATIENT"),
             "   Sex: ", case.sex, "   DOB: ", case.dob_p(), "   Age: ", case.age_p("{}") if case.unit == "y" else case.age_p())
    addr = phi.address(rng, country)
    doc.line("  Address: ", phi.addr_parts(rng, addr))
    doc.line("  Phone: ", P(phi.phone(rng, country, ext=False), "PHONE"), pick(rng, [[""], ["   Email: ", P(phi.email(rng, p), "EMAIL")]]))
    doc.line("  MRN: ", P(case.mrn, "MRN"), "   Encounter: ", P(case.acct, "ACCOUNT"))
    if country == "US":
        if chance(rng, 0.6):
            doc.line("  SSN: ", P(phi.ssn(rng, "US"), "SSN"))
        doc.line("BILLING: ", pick(rng, ["Insurance", "Client bill", "Patient bill", "Medicare"]))
        doc.line("  Primary insurance: ", P(phi.insurer_name(rng), "ORGANIZATION"), "   Member ID: ", P(phi.healthplan(rng, "US"), "HEALTHPLAN"),
                 "   Group #: ", P(phi.digits(rng, 6) if chance(rng, 0.5) else "G" + phi.digits(rng, 7), "HEALTHPLAN"))
        if chance(rng, 0.4):
            sub = phi.person(rng, country)
            sub["surname"] = p["surname"]
            doc.line("  Subscriber: ", P(phi.pname(sub, pick(rng, ["full", "LAST_FIRST"])), "FAMILY"), " (", pick(rng, ["spouse", "parent", "father", "mother"]),
                     ")  Subscriber DOB ", P(fdate(phi.make_dob(rng, case.when, 25, 80), case.hs), "DATE"), pick(rng, [[""], ["  Employer: ", P(phi.employer_name(rng), "ORGANIZATION")]]))
        if chance(rng, 0.3):
            doc.line("  ABN signed: Y   Prior auth #: ", P("PA" + phi.digits(rng, 8), "IDNUM"))
    elif country == "CA":
        doc.line("  Health card: ", P(phi.healthplan(rng, "CA"), "HEALTHPLAN"), pick(rng, [[""], ["   Version: ", phi.letters(rng, 2)]]), "   Billing: ", pick(rng, ["provincial plan", "hospital budget", "third party"]))
        if chance(rng, 0.2):
            doc.line("  Out-of-province: ", P(pick(rng, ["Nova Scotia", "Manitoba", "Alberta", "Quebec"]), "STATE"), " plan - reciprocal billing")
    else:
        doc.line("  PPSN: ", P(phi.ssn(rng, "IE"), "SSN"), pick(rng, [[""], ["   Medical card: ", P(phi.healthplan(rng, "IE"), "HEALTHPLAN")]]), "   Category: ", pick(rng, ["public", "private", "GMS"]))
    doc.add("\n")
    lic = None
    if chance(rng, 0.6):
        lic = ["  NPI ", P(phi.npi(rng), "LICENSE")] if country == "US" else ["  Reg # ", P(phi.med_licence(rng, country), "LICENSE")]
    doc.line("ORDERING CLINICIAN: ", case.st("orderer", "phys", pick(rng, ["full_cred", "last_first_cred", "dr_full"])), lic,
             "  Ph ", P(phi.phone(rng, country), "PHONE"))
    doc.add("\n")
    doc.line("TESTS REQUESTED")
    doc.line("Code      Test                                              Specimen / handling")
    for name, spec, icd in tests:
        doc.line(pick(rng, ["", "R"]) + phi.digits(rng, pick(rng, [4, 5, 7])), "  ", name.ljust(50), spec)
    doc.line("ICD-10: ", ", ".join(t[2] for t in tests))
    doc.add("\n")
    doc.add("Clinical information: ")
    name0 = tests[0][0]
    if name0 in ZOONOTIC and chance(rng, 0.8):
        doc.add(case.age_p(), " ", pick(rng, ["works as ", "occupation: ", "employed as "]), P(pick(rng, ZOONOTIC[name0]), "PROFESSION"),
                pick(rng, [[""], [" at ", P(phi.employer_name(rng), "ORGANIZATION")]]), "; ", pick(rng, ["fever and headache x2 wk.", "raised ALT, night sweats.", "abdominal pain, anaemia.", "exposure assessment."]))
    elif "Strongyloides" in name0 or "Chagas" in name0:
        doc.add("Born in ", P(pick(rng, pools.COUNTRIES), "COUNTRY"), ", in ", P(pick(rng, pools.COUNTRY_SELF[country]), "COUNTRY"), " since ",
                P(str(case.when.year - rng.randint(1, 30)), "DATE"), "; eosinophilia %.1f x10^9/L, pre-transplant screen." % rng.uniform(0.6, 3.5))
    elif "trio" in name0:
        m = phi.person(rng, country, "F")
        f = phi.person(rng, country, "M")
        f["surname"] = p["surname"]
        doc.add("Global developmental delay, seizures. Parents: mother ", P(phi.pname(m, pick(rng, ["full", "LAST_FIRST"])), "FAMILY"), " (DOB ",
                P(fdate(phi.make_dob(rng, case.when, 22, 45), case.hs), "DATE"), "), father ", P(phi.pname(f, pick(rng, ["full", "LAST_FIRST"])), "FAMILY"), ". Consent on file.")
    else:
        doc.add(CLIN.get(name0.split(" ")[0], "See attached clinic letter."))
    doc.add("\n")
    doc.line("Collected: ", case.dt(case.when), "  by ", case.st("phleb", "tech", pick(rng, ["initials", "full", "init_cred"])),
             "   Processed: ", pick(rng, ["spun, aliquoted, frozen", "refrigerated", "ambient"]))
    ship = add_days(case.when, rng.randint(0, 2))
    doc.line("Shipped: ", case.d(ship), " via ", P(phi.courier_name(rng), "ORGANIZATION") if chance(rng, 0.6) else pick(rng, ["FedEx Priority Overnight", "UPS", "Purolator", "DHL Medical Express"]),
             "  Tracking # ", P(phi.digits(rng, 12) if chance(rng, 0.6) else "1Z" + phi.letters(rng, 3) + phi.digits(rng, 11), "IDNUM"),
             "  Box ", str(rng.randint(1, 4)), " of ", str(rng.randint(4, 6)))
    doc.line("Packed by: ", case.un("packer") if chance(rng, 0.5) else case.st("packer", "tech", "full_cred"),
             "   Dry ice ", str(rng.randint(0, 5)), " kg (UN1845)   UN3373 Biological Substance, Category B")
    if chance(rng, 0.3):
        doc.line("Report results to: ", P(phi.email(rng, dept="sendouts"), "EMAIL"), " / fax ", P(case.lab["fax"], "FAX"))
    footer(doc, case, result=False)
    return doc
