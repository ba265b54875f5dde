"""Genres 5-7: social work note, pathology report, cardiology / echo report."""
from common import Ctx, DRUGS, rand_digits, rand_letters


def social_work(rng, code):
    c = Ctx(rng, code)
    d, loc, pt = c.d, c.loc, c.pt
    age = rng.randint(17, 95)
    dob = c.dob(age)
    hosp = loc.c("hospitals")
    sw = c.staff()
    ward_doc = c.staff()
    he, his = ("he", "his") if pt.sex == "M" else ("she", "her")
    d.ln((hosp, "HOSPITAL"), c.ch([" - Social Work Department", " | Medical Social Work", " — Hospital Social Services", ""]))
    d.ln(c.ch(["SOCIAL WORK ASSESSMENT", "SOCIAL WORK PROGRESS NOTE", "PSYCHOSOCIAL ASSESSMENT", "DISCHARGE PLANNING NOTE - SOCIAL WORK"]))
    d.ln("Client: ", pt.full_mid() if c.r() < 0.5 else pt.last_first(upper=c.r() < 0.4), "   DOB: ", loc.date(dob, "dob"),
         "   Age: ", (str(age), "AGE"))
    if c.r() < 0.5:
        nlab, nval, ntyp = loc.natid()
        d.ln(c.mrn_line(), "   ", nlab, ": ", (nval, ntyp))
    else:
        d.ln(c.mrn_line())
    d.ln("Address: ", loc.address(), c.ch(["", " (temporary)", " - housing association tenancy"]))
    d.ln("Phone: ", (loc.phone("mobile"), "PHONE"), *(["  Email: ", (loc.email(pt), "EMAIL")] if c.r() < 0.4 else []))
    ward = loc.c("wards")
    d.ln("Referral: from ", (ward, "HOSPITAL"), " (", ward_doc.titled(), ") on ", c.date(-rng.randint(1, 6), c.ch(["num", "wd_short", "daymonth"])),
         " re ", c.ch(["discharge planning", "safeguarding concern", "housing and finances", "carer breakdown", "adjustment to diagnosis",
                       "domestic abuse disclosure", "self-discharge risk"]), ".")
    d.ln("Date of contact: ", c.date(0, c.ch(["wd_long", "num", "long"])), ", ", c.time(), c.ch([", bedside", ", family room", ", by phone", ""]),
         *([" (room ", (str(rng.randint(1, 40)), "LOCATION_OTHER"), ")"] if c.r() < 0.4 else []))
    pres_rel, pres = c.relative()
    d.w("Present: client, ", pres_rel, " ", pres.full())
    if c.r() < 0.4:
        interp = c.staff()
        d.w(", interpreter ", interp.full(), " (", c.ch(["Arabic", "Tigrinya", "Polish", "Somali", "Cantonese", "Hausa", "Romanian"]), ")")
    d.ln(".")
    d.ln()
    d.ln("Household / family")
    d.w(pt.first(), " lives ", c.ch(["with ", "alone; nearest relative is "]), pres_rel, " ", pres.first())
    if c.r() < 0.6:
        d.w(" (", (str(rng.randint(16, 80)), "AGE"), ")")
    d.ln(c.ch([", who works as a ", ", a "]), c.prof(), c.ch([" at ", " with "]), c.org(), ".")
    for _ in range(rng.randint(1, 3)):
        sx = c.ch("FM")
        kid = c.fam(sx, same_surname=c.r() < 0.5)
        if age >= 62 and c.r() < 0.5:
            rel = "Grandson" if sx == "M" else "Granddaughter"
            kage = rng.randint(3, age - 40)
        elif age >= 30 and c.r() < 0.7:
            rel = "Son" if sx == "M" else "Daughter"
            kage = rng.randint(1, age - 18)
        else:
            rel = "Nephew" if sx == "M" else "Niece"
            kage = rng.randint(1, max(2, age - 10))
        d.w(rel, " ", kid.full() if c.r() < 0.5 else kid.first(), ", ", (str(kage), "AGE"))
        if kage < 18:
            d.ln(", attends ", (loc.c("schools"), "ORGANIZATION"), c.ch(["; school aware.", "; attendance poor.", "."]))
        else:
            k = c.r()
            if k < 0.4:
                d.ln(", lives in ", loc.other_city(), c.ch([", visits monthly.", ", limited contact.", "."]))
            elif k < 0.7:
                d.ln(", ", c.prof(), ", contact ", (loc.phone("mobile"), "PHONE"), ".")
            else:
                d.ln(", lives in ", c.country_other(), "; contact via WhatsApp.")
    d.ln()
    d.ln("Finances / employment")
    k = c.r()
    if k < 0.45:
        d.ln(pt.first(), " was employed as a ", c.prof(), " at ", c.org(), " until ", c.date(-rng.randint(30, 700), "monthyear"),
             c.ch(["; now on statutory sick pay.", "; dismissed.", "; employer holding post open."]))
    elif k < 0.75:
        d.ln("Retired ", c.prof(), ". Income: ", c.ch(["state pension + pension credit", "Social Security + SSI", "Centrelink Age Pension",
                                                       "CPP/OAS", "CPF payouts", "family support"]), ".")
    else:
        d.ln("Unemployed; ", c.ch(["UC claim in progress", "Medicaid application submitted", "JobSeeker payment", "Ontario Works",
                                  "ComCare assistance applied", "no income"]), ". Debts ~",
             c.ch(["$4,000", "£2,300", "€1,800", "N350,000", "S$5,200"]), ".")
    if c.r() < 0.5:
        hp_lab, hp_val = loc.healthplan()
        d.ln(hp_lab, ": ", (hp_val, "HEALTHPLAN"), c.ch([" (active)", " - verify eligibility", ""]))
    d.ln()
    d.ln("Housing")
    land = c.fam()
    d.ln(c.ch(["Tenant of ", "Rents from ", "Housing provider: "]),
         (c.ch(["Riverside Housing Trust", "Northmoor Homes", "Cedar Housing Co-operative", "Harbour Housing Association",
                "Greenstone Property Management"]), "ORGANIZATION") if c.r() < 0.6 else land.titled(),
         c.ch([". Stairs to front door (12). ", ". Damp and mould reported. ", ". Rent arrears. ", ". "]),
         "Landlord contact: ", land.full(), " ", (loc.phone(), "PHONE"), ".")
    if c.r() < 0.25:
        d.ln("Before admission was sleeping rough near the ", (loc.c("landmarks"), "LOCATION_OTHER"), c.ch([" for two weeks.", "; outreach team aware."]))
    d.ln()
    if c.r() < 0.5:
        d.ln("Safeguarding")
        perp_rel, perp = c.relative(sex="M")
        d.w("Client disclosed that ", perp_rel, " ", perp.first())
        if c.r() < 0.45:
            d.ln(" pushed ", "him" if pt.sex == "M" else "her", " on ", c.date(-rng.randint(3, 20), c.ch(["weekday", "daymonth", "wd_short"])),
                 c.ch([" during an argument about money.", ".", " and took the house keys."]))
        else:
            d.ln(c.ch([" takes " + his + " bank card.", " has been verbally aggressive.", " threatened to withhold medication."]))
        d.ln("Police reference ", (c.ch(["CAD", "INC", "Ref"]) + rand_digits(rng, 4) + "-" + rand_digits(rng, 2), "IDNUM"),
             "; ", c.ch(["Adult Safeguarding referral sent", "APS report filed", "MARAC referral completed", "case discussed with team lead"]),
             " (ref ", (rand_letters(rng, 2) + rand_digits(rng, 6), "IDNUM"), ").")
        d.ln()
    d.ln("Transport")
    nb = c.fam()
    d.ln(c.ch(["Neighbour ", "Friend ", "Church friend "]), nb.full(), c.ch([" can drive client home in ", " offered lifts in "]),
         c.ch(["her", "his"]), c.ch([" car (", " van ("]), (loc.plate(), "VEHICLE"), ")", c.ch(["; contact ", "; mobile "]),
         (loc.phone("mobile"), "PHONE"), ".")
    d.ln()
    d.ln("Contacts made")
    d.ln("| Date | Contact | Number | Outcome |")
    o = -rng.randint(2, 6)
    for _ in range(rng.randint(3, 5)):
        o += rng.randint(0, 2)
        k = c.r()
        row = ["| ", c.date(o, c.ch(["short", "num", "wd_short"])), " | "]
        if k < 0.3:
            prl, p = c.relative()
            row += [p.full(), " (", prl, ")", " | ", (loc.phone("mobile"), "PHONE")]
        elif k < 0.55:
            row += [(loc.c("homecare"), "HOSPITAL"), " | ", (loc.phone(), "PHONE")]
        elif k < 0.75:
            row += [(c.ch(["Riverside Housing Trust", "Northside Citizens Advice", "St Vincent's Food Bank", "Harbour Meals on Wheels",
                           "Westgate Carers Centre", "Bridgeway Debt Advice"]), "ORGANIZATION"),
                    " | ", (loc.phone_ext(), "PHONE")]
        else:
            p = c.staff()
            row += [p.titled(), " (", c.ch(["GP", "ward consultant", "CPN", "OT"]), ")", " | ", (loc.pager(), "PHONE") if c.r() < 0.5 else (loc.phone(), "PHONE")]
        row += [" | ", c.ch(["left message", "agreed", "declined", "assessment booked", "awaiting call back", "referral accepted"]), " |"]
        d.ln(*row)
    d.ln()
    k = c.r()
    if k < 0.3:
        d.ln("Plan: interim placement at ", (loc.c("carehomes"), "HOSPITAL"), " from ", c.date(rng.randint(2, 10), c.ch(["weekday", "wd_short", "num"])), ".")
    elif k < 0.55:
        d.ln("Plan: family meeting on ", c.date(rng.randint(2, 10), c.ch(["weekday", "wd_short", "num"])), " at ", c.time(9, 16), " with ",
             pres_rel, " ", pres.first(), ".")
    else:
        d.ln("Plan: ", c.ch(["POC 2x daily on discharge; home care package requested", "follow-up by community SW team",
                             "housing application submitted"]), "; review ", c.date(rng.randint(2, 10), c.ch(["weekday", "wd_short", "num"])), ".")
    d.ln()
    d.w(c.sign(sw, "social"), c.ch([", Medical Social Worker", ", Social Worker", ", Senior Practitioner"]))
    if c.r() < 0.5:
        lab, val = loc.license("social")
        d.w("  ", lab, " ", (val, "LICENSE"))
    d.ln()
    d.ln(c.ch(["Tel ", "Direct line ", "Ext "]), (loc.phone_ext() if c.r() < 0.6 else str(rng.randint(2000, 7999)), "PHONE"),
         *(["  ", (loc.email(sw, domain=loc.hosp_domain(hosp)), "EMAIL")] if c.r() < 0.5 else []))
    return d


PATH_SPECIMENS = [
    ("Right breast 10 o'clock core biopsy", "palpable mass, U4 on imaging.",
     "Invasive carcinoma of no special type, Nottingham grade 2 (3+2+1). ER 8/8, PR 6/8, HER2 1+ (negative). Ki-67 18%."),
    ("Prostate, TRUS biopsies x12", "raised PSA 9.4, PI-RADS 4 lesion.",
     "Acinar adenocarcinoma, Gleason score 3+4=7 (Grade Group 2) in 4/12 cores, max core length 6 mm. No PNI."),
    ("Skin, left upper back, excision", "changing pigmented lesion.",
     "Superficial spreading melanoma, Breslow thickness 1.2 mm, Clark level IV, no ulceration, mitoses 2/mm2. Margins clear (4 mm)."),
    ("Sigmoid colon, Hartmann's procedure", "change in bowel habit, mass on CT.",
     "Moderately differentiated adenocarcinoma, pT3 pN1a (1/17 nodes), EMVI negative, CRM clear (8 mm)."),
    ("Gallbladder, laparoscopic cholecystectomy", "RUQ pain, gallstones on USS.",
     "Chronic cholecystitis with cholelithiasis. No dysplasia or malignancy."),
    ("Endometrial pipelle", "PMB, ET 7 mm.", "Secretory endometrium. No atypical hyperplasia."),
    ("Lymph node, left cervical, excision", "neck lymphadenopathy, B symptoms.",
     "Classical Hodgkin lymphoma, nodular sclerosis subtype. Reed-Sternberg cells CD30+, CD15+."),
    ("Oesophagus, biopsies at 34 cm", "reflux, ?Barrett's.", "Barrett's oesophagus (intestinal metaplasia), no dysplasia."),
    ("Terminal ileum biopsies", "diarrhoea, raised faecal calprotectin.",
     "Active chronic ileitis with non-caseating granulomas, consistent with Crohn's disease."),
    ("Thyroid, right hemithyroidectomy", "thyroid nodule, Bethesda IV.",
     "Papillary thyroid carcinoma, classic type, 9 mm, pT1b, margins clear. Background Hashimoto's thyroiditis."),
    ("Appendix", "RIF pain, raised WCC.", "Acute suppurative appendicitis with periappendicitis."),
    ("Cervix, LLETZ", "HSIL on cytology.", "CIN 3 (HSIL), completely excised. Margins clear."),
]


def pathology(rng, code):
    c = Ctx(rng, code)
    d, loc, pt = c.d, c.loc, c.pt
    age = rng.randint(18, 93)
    dob = c.dob(age)
    hosp = loc.c("hospitals")
    req, path, cc = c.staff(), c.staff(), c.staff()
    yy = str(c.ref.year)[2:]
    acc = f"{c.ch(['S', 'H', 'SP', 'P'])}{yy}-{rng.randint(100, 99999)}"
    dept = c.ch(["Department of Cellular Pathology", "Anatomical Pathology", "Histopathology", "Surgical Pathology"])
    d.ln((hosp, "HOSPITAL"), " - ", dept)
    d.ln(c.ch(["SURGICAL PATHOLOGY REPORT", "HISTOPATHOLOGY REPORT", "PATHOLOGY REPORT"]))
    d.ln("Patient: ", pt.last_first(upper=True) if c.r() < 0.6 else pt.full_mid(), "   Sex: ", pt.sex, "   DOB: ", loc.date(dob, "dob"),
         "   Age: ", (str(age), "AGE"))
    d.ln(c.mrn_line(), *(["   NHS No: ", (loc.nhs(), "MRN")] if code == "uk" and c.r() < 0.7 else []),
         *(["   Visit: ", (loc.account(), "ACCOUNT")] if c.r() < 0.4 else []))
    d.ln(c.ch(["Accession No: ", "Lab No: ", "Accession #: ", "Case: "]), (acc, "IDNUM"),
         *(["   Specimen ID: ", (rand_letters(rng, 2) + rand_digits(rng, 7), "IDNUM")] if c.r() < 0.6 else []))
    d.ln("Location: ", (loc.c("wards"), "HOSPITAL") if c.r() < 0.4 else (loc.c("practices"), "HOSPITAL"))
    d.ln("Requesting clinician: ", req.titled(dot=c.r() < 0.5), c.ch(["", " (Colorectal)", " (Breast Surgery)", " (Urology)", " (Dermatology)"]),
         *(["   Copy to: ", cc.titled(), ", ", (loc.c("practices"), "HOSPITAL")] if c.r() < 0.6 else []))
    dc = -rng.randint(2, 10)
    d.ln("Collected: ", c.date(dc), " ", c.time(), "   Received: ", c.date(dc + rng.randint(0, 1)), "   Reported: ",
         c.date(0), *(["   Order #: ", ("ORD" + rand_digits(rng, 8), "IDNUM")] if c.r() < 0.4 else []))
    d.ln()
    spec, clin, dx = c.ch([x for x in PATH_SPECIMENS if not ((pt.sex == "M" and any(w in x[0] for w in ("Endometrial", "Cervix", "breast")))
                                                              or (pt.sex == "F" and "Prostate" in x[0]))])
    d.ln("CLINICAL DETAILS")
    d.ln(c.age_expr(age), c.ch([" with ", ", ", " - "]), clin,
         *([" Previous specimen ", (f"{c.ch(['S', 'H'])}{int(yy) - rng.randint(1, 4):02d}-{rng.randint(100, 99999)}", "IDNUM"), " (",
            c.date(-rng.randint(400, 1500), c.ch(["monthyear", "num"])), ")."] if c.r() < 0.5 else []))
    d.ln()
    d.ln("SPECIMEN")
    d.ln("A: ", spec)
    d.ln()
    d.ln("MACROSCOPY")
    lbl = c.ch(["full", "lf", "init"])
    d.w("Container A labelled \"")
    if lbl == "full":
        d.w(pt.full())
    elif lbl == "lf":
        d.w(pt.last_first(upper=True))
    else:
        d.w(pt.init_last())
    d.w(", ", loc.date(dob, "dob"), ", ", spec.split(",")[0].lower(), "\"")
    sl = spec.lower()
    if "core" in sl or "trus" in sl:
        macro = c.ch(["Two cores, 12 and 15 mm.", "Twelve cores, 8-16 mm, in labelled pots.", "Three cores, 10-14 mm."])
    elif "excision" in sl or "lletz" in sl:
        macro = c.ch(["Ellipse 32 x 14 x 6 mm, orientated with a suture.", "Ellipse of skin 41 x 17 x 8 mm.", "Cone 22 x 18 x 9 mm."])
    elif "biops" in sl or "pipelle" in sl:
        macro = c.ch(["Multiple fragments, aggregate 18 x 12 x 3 mm.", "Four fragments, 2-3 mm each.", "Scant fragments, all embedded."])
    else:
        macro = c.ch(["Resection specimen 220 mm with 40 mm stricturing tumour.", "Organ 95 x 40 x 28 mm, serosa dull.",
                      "Specimen 62 x 31 x 25 mm; serially sliced."])
    d.ln(c.ch([". Received in formalin.", " in formalin.", ", fresh."]), " ", macro)
    blocks = rng.randint(2, 5)
    d.w("Blocks: ")
    for i in range(blocks):
        d.w((f"{acc}-A{i + 1}", "IDNUM") if c.r() < 0.5 or i == 0 else f"A{i + 1}")
        d.w(", " if i < blocks - 1 else "")
    d.ln(". Grossed by ", c.staff().initials(c.ch(["AB", "ab"])), ".")
    d.ln()
    d.ln("MICROSCOPY / DIAGNOSIS")
    d.ln(dx)
    if c.r() < 0.4:
        d.ln("Immunohistochemistry performed on block ", (f"{acc}-A1", "IDNUM"), "; controls satisfactory.")
    d.ln()
    d.ln("COMMENT")
    mdt = rng.randint(3, 10)
    d.ln(c.ch(["Case reviewed with ", "Second opinion from ", "Discussed with "]), c.staff().titled(), c.ch([" (consultant histopathologist)", "", " who concurs"]),
         ". For discussion at the ", c.ch(["MDT", "tumour board", "MDM"]), " on ", c.date(c.workday(mdt), c.ch(["wd_long", "wd_short", "num"])), ".")
    if c.r() < 0.35:
        d.ln("Material sent for molecular testing to ", (c.ch(["Genomic Laboratory Hub", "Helix Molecular Diagnostics", "Westgen Reference Laboratory"]), "ORGANIZATION"),
             ", ref ", ("MOL-" + rand_digits(rng, 6), "IDNUM"), ".")
    d.ln()
    d.w("Reported by: ", c.sign(path, "path"), c.ch([", Consultant Histopathologist", ", Pathologist", ", Staff Pathologist"]))
    if c.r() < 0.5:
        lab, val = loc.license("doctor")
        d.w("  ", lab, " ", (val, "LICENSE"))
    d.ln()
    d.ln("Authorised: ", c.date(0, c.ch(["num", "abbr", "iso"])), " ", c.time(), c.ch(["", " (electronically signed)"]))
    d.ln("Lab enquiries: ", (loc.phone_ext(), "PHONE"), *(["   Fax: ", (loc.phone("land"), "FAX")] if c.r() < 0.5 else []))
    if c.r() < 0.4:
        d.ln("Transcribed by ", c.staff().initials(c.ch(["ab", "AB"])), " on ", c.date(0, "short"))
    return d


ECHO_ROWS = [
    ("LVIDd", "cm", 3.9, 5.9, "4.2-5.8"), ("LVIDs", "cm", 2.0, 4.4, "2.5-4.0"), ("IVSd", "cm", 0.6, 1.3, "0.6-1.0"),
    ("LVPWd", "cm", 0.6, 1.2, "0.6-1.0"), ("LVEF (Simpson's biplane)", "%", 25, 68, ">=52"), ("LVEF (Teichholz)", "%", 30, 70, ">=52"),
    ("LA volume index", "mL/m2", 16, 48, "<34"), ("Ao root", "cm", 2.6, 4.1, "<3.7"), ("MV E", "m/s", 0.5, 1.3, ""),
    ("MV A", "m/s", 0.3, 1.1, ""), ("E/A", "", 0.6, 2.4, "0.8-2.0"), ("E/e' (avg)", "", 6, 18, "<14"), ("DT", "ms", 140, 260, "160-240"),
    ("TAPSE", "mm", 13, 26, ">=17"), ("RV S'", "cm/s", 8, 15, ">=9.5"), ("TR Vmax", "m/s", 2.0, 3.6, "<2.8"), ("RVSP", "mmHg", 20, 55, "<35"),
    ("AV Vmax", "m/s", 1.1, 4.6, "<2.5"), ("AV mean gradient", "mmHg", 4, 48, "<20"), ("AVA (continuity)", "cm2", 0.7, 3.2, ">2.0"),
    ("GLS", "%", -22, -10, "<-18"), ("IVC", "cm", 1.2, 2.6, "<2.1"),
]

ECHO_SCENARIOS = [
    (["LV: dilated with severely impaired function (EF ~30%), global hypokinesis.", "Valves: moderate functional MR.",
      "RV mildly dilated, TAPSE 14 mm."],
     "1. Severely impaired LV systolic function (EF 30%). 2. Moderate functional MR. Consider GDMT optimisation and CRT assessment."),
    (["LV: normal size, mildly impaired systolic function, hypokinesis of the inferior wall.", "Valves: mild MR.",
      "RV normal. PASP estimated 32 mmHg. IVC collapses >50%."],
     "1. Mildly impaired LV function with inferior RWMA, in keeping with prior MI."),
    (["LV: concentric LVH, normal systolic function, grade II diastolic dysfunction.", "Valves: structurally normal.",
      "No pericardial effusion."],
     "1. HFpEF phenotype; LVH with diastolic dysfunction (E/e' 15)."),
    (["LV: normal size and function. No RWMA.", "Valves: trileaflet AV, heavily calcified, severe AS.", "RV normal."],
     "1. Severe AS (AVA 0.8 cm2, mean gradient 44 mmHg). Refer to heart team / TAVI clinic."),
    (["LV: normal size and function. No RWMA.", "Valves: structurally normal.",
      "Atrial septum intact on colour Doppler and agitated saline. McConnell's sign absent."],
     "1. Normal biventricular size and function. No source of embolism seen. Consider Holter / ILR."),
    (["LV: normal size and function.", "Valves: MV prolapse (P2) with moderate-severe eccentric MR.", "LA moderately dilated."],
     "1. Degenerative MR, moderate-severe. Consider TOE and surgical opinion."),
]

DEVICES = [("Medtronic Azure XT DR MRI", "pacemaker"), ("Boston Scientific Accolade", "pacemaker"), ("Abbott Assurity MRI", "pacemaker"),
           ("Medtronic Cobalt XT ICD", "ICD"), ("Biotronik Rivacor 7 VR-T", "ICD"), ("Reveal LINQ", "implantable loop recorder"),
           ("Boston Scientific EMBLEM S-ICD", "subcutaneous ICD"), ("Abbott HeartMate 3", "LVAD")]


def echo(rng, code):
    c = Ctx(rng, code)
    d, loc, pt = c.d, c.loc, c.pt
    age = rng.randint(20, 97)
    dob = c.dob(age)
    hosp = loc.c("hospitals")
    ref, reader, sono = c.staff(), c.staff(), c.staff()
    d.ln((hosp, "HOSPITAL"), c.ch([" - Echocardiography Laboratory", " | Cardiology Department", " — Non-invasive Cardiology", ""]))
    d.ln(c.ch(["TRANSTHORACIC ECHOCARDIOGRAM REPORT", "ECHOCARDIOGRAPHY REPORT", "TTE REPORT", "STRESS ECHO REPORT"]))
    d.ln("Name: ", pt.last_first(upper=c.r() < 0.5) if c.r() < 0.6 else pt.full(), "   ", c.mrn_line())
    d.ln("DOB: ", loc.date(dob, "dob"), "   Age: ", (str(age), "AGE"), "   Sex: ", pt.sex)
    ht = rng.randint(148, 196)
    wt = rng.randint(45, 140)
    bsa = round(((ht * wt) / 3600) ** 0.5, 2)
    d.ln("Height: ", str(ht), " cm   Weight: ", str(wt), " kg   BSA: ", str(bsa), " m2   BP: ", f"{rng.randint(95, 175)}/{rng.randint(55, 100)}",
         "   HR: ", str(rng.randint(48, 120)), " bpm   Rhythm: ", c.ch(["SR", "AF", "paced", "SR with PVCs"]))
    d.ln("Study date: ", c.date(0), "   ", c.ch(["Accession: ", "Study ID: ", "Acc #: "]), (c.ch(["EC", "TTE", "CV"]) + rand_digits(rng, 7), "IDNUM"),
         *(["   Encounter: ", (loc.account(), "ACCOUNT")] if c.r() < 0.5 else []))
    d.ln("Location: ", c.ch(["Echo room ", "Echo Lab ", "Bay "]), (str(rng.randint(1, 6)), "LOCATION_OTHER"),
         *(["   Inpatient: ", (loc.c("wards"), "HOSPITAL"), ", bed ", (str(rng.randint(1, 30)), "LOCATION_OTHER")] if c.r() < 0.4 else []))
    d.ln("Referring: ", ref.titled(), c.ch(["", " (GP)", " (cardiology)", " (oncology)"]), "   Sonographer: ",
         sono.initials("AB") if c.r() < 0.5 else sono.full(), c.ch(["", ", " + loc.cred("sonographer")]), "   Reporting: ", reader.titled())
    d.ln("Indication: ", c.ch(["dyspnoea, ?HF", "murmur", "pre-chemotherapy baseline (anthracycline)", "AF, assess LV", "syncope",
                               "follow-up AS", "post-MI LV function", "Kawasaki disease follow-up", "Marfan surveillance", "stroke, ?cardioembolic source"]),
         ". Image quality: ", c.ch(["good", "fair", "suboptimal (body habitus)"]), ".")
    d.ln()
    d.ln("MEASUREMENTS")
    d.ln("| Parameter | Value | Units | Normal |")
    d.ln("|---|---|---|---|")
    for name, unit, lo, hi, norm in rng.sample(ECHO_ROWS, rng.randint(9, 14)):
        v = round(rng.uniform(lo, hi), 1 if abs(hi) < 10 else 0)
        v = int(v) if abs(hi) >= 10 else v
        d.ln("| ", name, " | ", str(v), " | ", unit, " | ", norm, " |")
    findings, concl = c.ch(ECHO_SCENARIOS)
    d.ln()
    d.ln("FINDINGS")
    for line in findings:
        d.ln(line)
    if c.r() < 0.55:
        dev, kind = c.ch(DEVICES)
        sn = c.ch([rand_letters(rng, 3) + rand_digits(rng, 6) + c.ch(["", "H", "G", "S"]), rand_digits(rng, 8), rand_letters(rng, 2) + rand_digits(rng, 7)])
        snl = c.ch([", SN ", ", serial ", " (S/N "])
        d.ln("Device: ", dev, " ", kind, snl, (sn, "DEVICE"), ")" if "(" in snl else "",
             c.ch([", implanted ", "; implant date "]), c.date(-rng.randint(100, 2500), c.ch(["monthyear", "num"])), ". Lead seen in RV." if kind in ("pacemaker", "ICD") else ".")
    d.ln()
    d.ln("COMPARISON")
    d.ln(c.ch(["Compared with study of ", "Prior TTE dated ", "Versus echo at "]), c.date(-rng.randint(180, 1200), c.ch(["num", "monthyear", "abbr"])),
         *([" at ", (loc.c("hospitals"), "HOSPITAL")] if c.r() < 0.4 else []), c.ch([": no significant change.", ": findings broadly similar.", ": interval change as described above."]))
    d.ln()
    d.ln("CONCLUSION")
    d.ln(concl)
    d.ln()
    d.w("Electronically signed: ", c.sign(reader, "cardio"), " ", c.date(c.ch([0, 0, 1]), c.ch(["num", "abbr"])), " ", c.time())
    d.ln()
    if c.r() < 0.5:
        lab, val = loc.license("doctor")
        d.ln(lab, ": ", (val, "LICENSE"))
    d.ln("Sonographer: ", sono.full(), c.ch(["", ", " + loc.cred("sonographer")]))
    if c.r() < 0.6:
        d.ln("Echo lab: ", (loc.phone("land"), "PHONE"), *(["  Fax: ", (loc.phone("land"), "FAX")] if c.r() < 0.6 else []),
             *(["  Images: ", ("pacs." + loc.hosp_domain(hosp) + "/study/" + rand_digits(rng, 6), "URL")] if c.r() < 0.3 else []))
    if c.r() < 0.3:
        d.ln("Machine: Philips EPIQ CVx, SN ", (rand_letters(rng, 2) + rand_digits(rng, 8), "DEVICE"))
    return d
