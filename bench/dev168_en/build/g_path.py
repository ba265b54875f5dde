"""Genres: histopathology report, specimen reception log."""
import phi as H
import pools as P

# (specimen, clinical, macro, micro, diagnosis, snomed, sex)
CASES = (
    ("Right hemicolectomy", "Caecal mass on colonoscopy, anaemia",
     "Right hemicolectomy 285 mm with 60 mm terminal ileum. Ulcerated tumour 45 x 38 mm in the caecum, "
     "10 mm from the ileocaecal valve. Distal margin 140 mm. Blocks: A1-A4 tumour, A5 margins, A6-A12 "
     "lymph nodes.",
     "Moderately differentiated adenocarcinoma invading through muscularis propria into pericolic fat "
     "(pT3). 2 of 18 lymph nodes involved (pN1a). EMVI present. Margins clear; CRM 12 mm. "
     "MMR immunohistochemistry: MLH1, PMS2, MSH2, MSH6 retained (proficient).",
     "Adenocarcinoma of caecum, pT3 pN1a, R0. TNM 8th edition.", "T-67100 M-81403", "X"),
    ("Left breast wide local excision with sentinel node", "Screen-detected 14 mm mass, B5b core",
     "Orientated WLE 62 x 48 x 30 mm, sutures: long lateral, short superior. Firm tumour 16 mm, "
     "9 mm from the deep margin. Sentinel node x2 received separately.",
     "Invasive carcinoma of no special type, Nottingham grade 2 (3+2+2), 16 mm. DCIS intermediate "
     "grade comprises < 5%. Margins: nearest deep 8 mm. LVI not seen. Sentinel nodes 0/2. "
     "ER 8/8 (Allred), PR 6/8, HER2 IHC 1+ (negative).",
     "Invasive breast carcinoma NST, grade 2, pT1c pN0(sn), ER positive, HER2 negative.",
     "T-04020 M-85003", "F"),
    ("Prostate, 12 TRUS/transperineal cores", "PSA 9.4, PI-RADS 4 lesion left PZ",
     "Twelve cores labelled 1-12, 8 to 17 mm, submitted entirely in blocks A-L.",
     "Acinar adenocarcinoma in 4 of 12 cores (cores 5, 6, 7, 9), max 7 mm (45% of core). "
     "Gleason score 3+4=7, grade group 2, pattern 4 approx 20%. Perineural invasion present. "
     "No intraductal carcinoma.",
     "Prostatic acinar adenocarcinoma, Gleason 3+4=7 (GG2), left-sided.", "T-92000 M-81403", "M"),
    ("Skin, left upper back, excision", "Changing pigmented lesion 9 mm, ?melanoma",
     "Skin ellipse 24 x 11 mm to depth 6 mm bearing a variegated pigmented lesion 8 mm. "
     "Tip to tip in 4 blocks.",
     "Superficial spreading malignant melanoma, Breslow thickness 1.2 mm, Clark level IV, "
     "mitoses 3/mm2, no ulceration, no microsatellites. Peripheral margin 2.4 mm, deep 3.1 mm.",
     "Malignant melanoma pT2a. Wider excision and SLNB discussion recommended.",
     "T-02480 M-87433", "X"),
    ("Appendix", "RIF pain, raised WCC, CT appendicitis",
     "Appendix 72 mm long, 11 mm diameter, serosa dull with fibrinous exudate. Tip and base blocked.",
     "Transmural neutrophilic inflammation with mucosal ulceration and serositis. No neoplasia. "
     "No granulomas; no Enterobius vermicularis.",
     "Acute suppurative appendicitis with periappendicitis.", "T-66000 M-41000", "X"),
    ("Right lung, pleural biopsies (VATS)", "Unilateral effusion, pleural thickening, asbestos exposure",
     "Multiple tan fragments aggregating 28 x 20 x 6 mm. All embedded (A1-A3).",
     "Sheets of epithelioid cells invading adipose tissue. Calretinin, WT1 and D2-40 positive; "
     "Ber-EP4, claudin-4 and TTF-1 negative. BAP1 nuclear loss; MTAP lost.",
     "Malignant mesothelioma, epithelioid type.", "T-29000 M-90523", "M"),
    ("Gallbladder", "Biliary colic, cholelithiasis on US",
     "Gallbladder 88 x 32 mm, wall 3 mm, containing 14 faceted yellow stones up to 9 mm.",
     "Chronic cholecystitis with Rokitansky-Aschoff sinuses. No dysplasia.",
     "Chronic cholecystitis and cholelithiasis.", "T-63000 M-43000", "X"),
    ("Left cervical lymph node excision", "Night sweats, 8 kg weight loss, neck mass",
     "Lymph node 31 x 22 x 15 mm, fish-flesh cut surface. Fresh tissue to flow cytometry.",
     "Effaced architecture with nodules separated by collagen bands containing lacunar and "
     "Hodgkin Reed-Sternberg cells: CD30+, CD15+, PAX5 weak, CD45-. EBER ISH positive.",
     "Classical Hodgkin lymphoma, nodular sclerosis subtype.", "T-C4000 M-96633", "X"),
    ("Cervix, LLETZ", "HSIL on cytology, HPV 16 positive",
     "LLETZ 22 x 18 x 9 mm, os identified, inked and serially sliced into 8 blocks.",
     "CIN 3 involving glands, completely excised; ectocervical margin 1.5 mm, endocervical 4 mm. "
     "No CGIN. No invasion.", "CIN 3, completely excised.", "T-83200 M-80772", "F"),
    ("Left kidney, partial nephrectomy", "Incidental 32 mm enhancing renal mass",
     "Partial nephrectomy 48 x 36 x 30 mm with a well-circumscribed golden tumour 31 mm. "
     "Parenchymal margin inked blue.",
     "Clear cell renal cell carcinoma, WHO/ISUP grade 2, no sarcomatoid or rhabdoid features, "
     "no necrosis. Confined to kidney. Parenchymal margin clear by 2 mm.",
     "Clear cell RCC, ISUP 2, pT1a.", "T-71000 M-83103", "X"),
    ("Endometrial pipelle biopsy", "Post-menopausal bleeding, ET 11 mm",
     "Fragments of tan tissue 15 x 10 x 3 mm in aggregate, all embedded.",
     "Endometrioid adenocarcinoma, FIGO grade 1. p53 wild-type pattern. MMR proteins retained.",
     "Endometrioid carcinoma, low grade.", "T-84000 M-83803", "F"),
)


MOLEC = ("RAS/BRAF and MMR", "OncotypeDX", "Decipher genomic classifier", "BRAF V600",
         None, "CDKN2A FISH", None, "IG/TCR clonality", "HPV genotyping", "VHL sequencing",
         "POLE sequencing")


def _pt_for(n, case):
    rng = n.rng
    while True:
        pt = H.make_patient(n.rng, n.country, n.site, n.ref)
        if case[6] in ("X", pt["sex"]) and pt["age"] >= 18:
            return pt
        if rng.random() < 0.02:
            return pt


def _clinical(n, pt, case, label=True):
    rng = n.rng
    if label:
        n.t("Clinical details: ")
        if rng.random() < 0.5:
            n.age(pt["age"], pt["sex"], mode=rng.choice(("yo", "agesex", "year")))
            n.t(". ")
    n.t(case[1])
    if pt["prof"] and ("asbestos" in case[1] or rng.random() < 0.25):
        n.t(". ")
        n.prof(pt, rng.choice(("Occupation: ", "Former ", "Works as " + (
            "an " if pt["prof"][0] in "aeiou" else "a "))))
        if rng.random() < 0.4:
            n.w(" at ", (rng.choice(P.EMPLOYERS), "ORGANIZATION"))
    if rng.random() < 0.3:
        n.w(". Previous biopsy ", (H.path_no(rng, n.country), "IDNUM"), " (",
            n.dstr(H.plus(n.ref, -rng.randrange(30, 700))), ")")
    n.t(".\n")


def histo_uk(n, pt, case):
    rng = n.rng
    s = n.site
    n.ln("Department of Cellular Pathology")
    n.ln((s["name"], "HOSPITAL"), ", ", (s["addr"]["street"], "STREET"), ", ",
         (s["addr"]["city"], "CITY"), " ", (s["addr"]["zip"], "ZIP"))
    n.ln("Tel ", (s["phone"], "PHONE"), "   Fax ", (s["fax"], "FAX"))
    n.t("\n")
    lab = H.path_no(rng, "UK")
    n.ln("Lab No: ", (lab, "IDNUM"), "        Report status: ", rng.choice(("FINAL", "Authorised",
                                                                            "SUPPLEMENTARY")))
    n.w("Surname: ", (pt["p"].r("LU"), "PATIENT"), "   Forename(s): ",
        (pt["p"].first + (" " + pt["p"].middle if rng.random() < 0.4 else ""), "PATIENT"), "\n")
    n.ln("DOB: ", n.dstr(pt["dob"]), "   Sex: ", pt["sex"], "   Hosp No: ", (pt["mrn"], "MRN"),
         "   NHS: ", (pt["nhs"], "MRN"))
    n.t("Source: ")
    if rng.random() < 0.3:
        n.p(rng.choice(P.UK_PRACTICES), "HOSPITAL")
    else:
        n.ward()
    con = H.make_clin(rng, "UK")
    n.t("    Consultant: ")
    n.staff(con, rng.choice(("dr_l", "Lf")))
    n.t("\n")
    n.ln("Taken: ", n.dstr(H.plus(n.ref, -2)), "   Received: ", n.dstr(H.plus(n.ref, -1)),
         "   Reported: ", n.dstr(H.plus(n.ref, rng.randrange(2, 9))))
    n.ln("\nSpecimen: ", case[0])
    _clinical(n, pt, case)
    n.ln("\nMacroscopy:\n", case[2])
    n.ln("\nMicroscopy:\n", case[3])
    n.ln("\nConclusion:\n", case[4])
    n.ln("SNOMED: ", case[5])
    mol = MOLEC[CASES.index(case)]
    if mol and rng.random() < 0.45:
        n.w("\nBlock ", rng.choice(("A3", "A2", "B1", "1C")), " sent to ",
            (rng.choice(P.REF_LABS), "ORGANIZATION"), " for ", mol,
            ", ref ", (H.order_no(rng), "IDNUM"), ". Supplementary report to follow.\n")
    if rng.random() < 0.4:
        n.w("Discussed at ", rng.choice(("colorectal", "breast", "urology", "skin", "lung")),
            " MDT ", n.dstr(H.plus(n.ref, rng.randrange(5, 15))), ".\n")
    path = H.make_clin(rng, "UK")
    n.t("\nReported by: ")
    n.staff(path, rng.choice(("dr_fl", "fml_cred")))
    n.w(", Consultant Histopathologist", [" (GMC ", (path["lic"], "LICENSE"), ")"]
        if rng.random() < 0.5 else "", "\n")
    if rng.random() < 0.5:
        reg = H.make_clin(rng, "UK")
        n.t("Cut-up: ")
        n.staff(reg, rng.choice(("fL", "ini")))
        n.t(" (ST3)   ")
        bms = H.make_clin(rng, "UK", "sci")
        n.t("BMS: ")
        n.staff(bms, "ini")
        n.t("\n")
    if rng.random() < 0.5:
        n.ln("Authorised electronically by ", (path["user"], "USERNAME"), " on ",
             n.dstr(H.plus(n.ref, 3)), " ", n.tm("colon"))


def histo_us(n, pt, case):
    rng = n.rng
    s = n.site
    n.ln("SURGICAL PATHOLOGY REPORT")
    n.ln((s["name"], "HOSPITAL"), " Department of Pathology and Laboratory Medicine")
    n.addr(s["addr"], "one")
    n.ln("   CLIA ", (s["clia"], "LICENSE"))
    acc = H.path_no(rng, "US")
    n.t("\n")
    n.ln("Accession: ", (acc, "IDNUM"), "      Case type: Surgical")
    n.pid_block(pt, rng.choice(("kv", "caps", "line")), extra=("acct",) if rng.random() < 0.5
                else ())
    sur = H.make_clin(rng, "US")
    n.t("Submitting physician: ")
    n.staff(sur, rng.choice(("fl_cred", "Lf")))
    n.t("\n")
    if rng.random() < 0.5:
        n.t("Copy to: ")
        n.staff(H.make_clin(rng, "US"), "dr_fl")
        n.w(", ", (rng.choice(P.US_CLINICS), "HOSPITAL"), "  Fax ", (H.phone(rng, "US"), "FAX"),
            "\n")
    n.ln("Collected: ", n.dstr(n.ref), "   Received: ", n.dstr(n.ref), " ", n.tm("colon"),
         "   Signed out: ", n.dstr(H.plus(n.ref, rng.randrange(1, 6))))
    n.ln("\nFINAL DIAGNOSIS:\n", case[0].upper(), ":\n  - ", case[4])
    if rng.random() < 0.4:
        n.t("\nINTRAOPERATIVE CONSULTATION:\nFS1: ")
        n.w(rng.choice(("Positive for carcinoma", "Benign", "Margin negative")), ". Called to ")
        n.staff(sur, "dr_l")
        n.w(" in OR ", (str(rng.randrange(1, 22)), "LOCATION_OTHER"), " at ", n.tm("colon"), " by ")
        n.staff(H.make_clin(rng, "US"), "dr_l")
        n.t(".\n")
    n.t("\nCLINICAL HISTORY: ")
    n.age(pt["age"], pt["sex"], mode=rng.choice(("yo", "year", "y/o")))
    n.t(" " + ("man" if pt["sex"] == "M" else "woman") + ". ")
    _clinical(n, pt, case, label=False)
    n.ln("\nGROSS DESCRIPTION:\nReceived in formalin labeled with the patient's name and MRN. ",
         case[2].replace("tumour", "tumor"))
    n.ln("\nMICROSCOPIC DESCRIPTION:\n", case[3].replace("tumour", "tumor"))
    mol = MOLEC[CASES.index(case)]
    if mol and rng.random() < 0.45:
        n.w("\nSendout: block to ", (rng.choice(P.REF_LABS), "ORGANIZATION"),
            " for ", mol, "; requisition ", (H.order_no(rng), "IDNUM"), ".\n")
    path = H.make_clin(rng, "US")
    n.t("\nI attest that I personally reviewed the slides and the diagnosis.\n")
    n.t("Electronically signed out by ")
    n.staff(path, "fml_cred")
    n.w(" on ", n.dstr(H.plus(n.ref, 2)), " ", n.tm("colon"), "\n")
    if rng.random() < 0.5:
        n.ln("Pathologist NPI ", (path["lic"], "LICENSE"), " | Client services ",
             (s["phone"], "PHONE"), " | ", (s["url"], "URL"))
    n.ln("CPT: 88307 x1, 88342 x%d" % rng.randrange(1, 5))


def gen_histo(n):
    rng = n.rng
    case = rng.choice(CASES)
    pt = _pt_for(n, case)
    if n.country == "UK":
        histo_uk(n, pt, case)
    else:
        histo_us(n, pt, case)


# ---------------------------------------------------------- specimen reception
SPEC_US = (("lavender EDTA", "CBC"), ("gold SST", "BMP"), ("gold SST", "CMP, lipase"),
           ("lt blue citrate", "PT/INR, aPTT"), ("gray", "glucose"), ("urine cup", "UA reflex cx"),
           ("BCx aerobic/anaerobic", "blood cx"), ("formalin jar", "surg path"),
           ("gold SST", "lipid panel"), ("lavender", "HbA1c"), ("eSwab", "MRSA PCR"),
           ("CSF tubes 1-4", "cell count, gluc, prot, cx"), ("pink EDTA", "type & screen"),
           ("stool cup", "C. diff PCR"), ("24 h urine jug", "protein/creat"),
           ("mint PST", "hs-troponin"))
SPEC = (("EDTA FBC", "FBC"), ("SST", "U&E, LFT"), ("SST", "TFT"), ("citrate", "coag screen"),
        ("fluoride", "glucose"), ("urine MSU", "M/C/S"), ("blood culture x2", "BC"),
        ("histo pot", "histology"), ("SST", "lipid profile"), ("EDTA", "HbA1c"),
        ("swab", "MRSA screen"), ("CSF x3", "micro/biochem"), ("EDTA pink", "G&S"),
        ("stool", "C. diff toxin"), ("24 h urine", "protein"), ("lithium heparin", "troponin"))
REJECT = ("unlabelled sample", "DOB mismatch between form and tube", "haemolysed",
          "insufficient volume", "addressograph label on tube (G&S)", "leaking container",
          "expired tube", "sample > 4 h old for K+", "wrong tube type", "no request form")


def _src(n):
    rng = n.rng
    if n.country == "UK":
        return rng.choice(P.UK_PRACTICES + P.UK_WARDS)
    return rng.choice(P.US_CLINICS + P.US_UNITS)


def reception_table(n, staff):
    rng = n.rng
    us = n.country == "US"
    cols = (("Time", 7), ("Lab No", 14), ("Patient", 26), ("DOB", 12), ("ID", 13),
            ("Source", 30), ("Spec", 18), ("Tests", 14), ("Rec by", 8))
    n.ln("".join(c.ljust(w) for c, w in cols))
    n.ln("-" * sum(w for _, w in cols))
    for tm in n.times(rng.randrange(8, 15), n.shift):
        pt = H.make_patient(rng, n.country, n.site, n.ref)
        sp = rng.choice(SPEC_US if us else SPEC)
        st = rng.choice(staff)
        n.cell(tm, None, 7)
        n.cell(H.lab_no(rng), "IDNUM", 14)
        n.cell(pt["p"].r(rng.choice(("LF", "Lf"))), "PATIENT", 26)
        n.cell(H.fmt_date(pt["dob"], n.ds), "DATE", 12)
        n.cell(pt["mrn"] if us or rng.random() < 0.5 else pt["nhs"], "MRN", 13)
        n.cell(_src(n), "HOSPITAL", 30)
        n.cell(sp[0], None, 18)
        n.cell(sp[1], None, 14)
        n.p(st["p"].r("INI"), "DOCTOR")
        n.t("\n")


def reception_csv(n, staff):
    rng = n.rng
    n.ln("received_dt,lab_no,surname,forename,dob,sex,hosp_no,location,container,test_set,"
         "received_by,status")
    for tm in n.times(rng.randrange(8, 15), n.shift):
        pt = H.make_patient(rng, n.country, n.site, n.ref)
        sp = rng.choice(SPEC_US if n.country == "US" else SPEC)
        st = rng.choice(staff)
        n.w(n.dstr(n.ref, "iso"), " ", tm, ",", (H.lab_no(rng).replace(",", ""),
                                                           "IDNUM"), ",",
            (pt["p"].last.upper(), "PATIENT"), ",", (pt["p"].first, "PATIENT"), ",",
            n.dstr(pt["dob"], "iso"), ",", pt["sex"], ",", (pt["mrn"], "MRN"), ",")
        src = _src(n)
        if "," in src:
            n.w('"', (src, "HOSPITAL"), '"')
        else:
            n.p(src, "HOSPITAL")
        n.w(",", sp[0], ",", sp[1].replace(",", ";"), ",", (st["user"], "USERNAME"), ",")
        n.ln(rng.choice(("BOOKED", "BOOKED", "BOOKED", "ON HOLD", "REJECTED", "BOOKED")))


def reception_bullets(n, staff):
    rng = n.rng
    for tm in n.times(rng.randrange(6, 11), n.shift):
        pt = H.make_patient(rng, n.country, n.site, n.ref)
        sp = rng.choice(SPEC_US if n.country == "US" else SPEC)
        n.w("- ", tm, " ", (H.lab_no(rng), "IDNUM"), " ")
        n.pt_name(pt, rng.choice(("LF", "Lf", "FLU")))
        n.w(" ", n.dstr(pt["dob"]), " ", sp[0], " (", sp[1], ") from ", (_src(n), "HOSPITAL"),
            "\n")


def gen_reception(n):
    rng = n.rng
    us = n.country == "US"
    staff = [H.make_clin(rng, n.country, rng.choice(("sci", "phleb"))) for _ in range(3)]
    n.ln("SPECIMEN RECEPTION LOG - ", rng.choice(("Central Specimen Reception", "Pathology Hub",
                                                  "Lab Accessioning", "Specimen Processing")))
    n.ln((n.site["name"], "HOSPITAL"), ", ", (rng.choice(P.BUILDINGS), "LOCATION_OTHER"),
         ", ", rng.choice(("ground floor", "level 2", "basement")))
    n.shift = rng.choice((7, 15, 23))
    n.ln("Date: ", n.dstr(n.ref), "    Shift: %02d:00-%02d:00" % (n.shift, (n.shift + 8) % 24))
    n.t("Staff on shift: ")
    for j, st in enumerate(staff):
        if j:
            n.t("; ")
        n.staff(st, rng.choice(("fl_cred", "fl", "f_l")))
        n.w(" [", (st["user"], "USERNAME"), "]")
    n.t("\n\nCOURIER ARRIVALS\n")
    for tm in n.times(rng.randrange(1, 4), n.shift):
        n.w(tm, "  ", (rng.choice(P.COURIERS), "ORGANIZATION"), "  vehicle ",
            (H.plate(rng, n.country), "VEHICLE"), "  from ",
            (rng.choice(P.UK_PRACTICES if n.country == "UK" else P.US_CLINICS) if rng.random() < 0.7
             else n.other_site()["name"], "HOSPITAL"),
            "  bags %d  box temp %.1f C\n" % (rng.randrange(1, 9), rng.randrange(20, 90) / 10.0))
    n.t("\nSAMPLES BOOKED\n")
    r = rng.random()
    if r < 0.4:
        reception_table(n, staff)
    elif r < 0.75:
        reception_csv(n, staff)
    else:
        reception_bullets(n, staff)
    n.t("\nREJECTED / ON HOLD\n")
    for _ in range(rng.randrange(1, 4)):
        pt = H.make_patient(rng, n.country, n.site, n.ref)
        n.w("* ", (H.lab_no(rng), "IDNUM"), " ")
        n.pt_name(pt)
        n.w(" - ", rng.choice(REJECT), ". Phoned ")
        n.p(_src(n), "HOSPITAL")
        n.w(" on ", (H.internal(rng) if rng.random() < 0.6 else H.phone(rng, n.country), "PHONE"),
            ", spoke to ")
        n.staff(H.make_clin(rng, n.country, "nurse"), rng.choice(("fl_cred", "fl", "f_l")))
        n.t(rng.choice(("; repeat requested.\n", "; sample discarded after 7 days.\n",
                        "; clinician to re-bleed.\n")))
    if rng.random() < 0.5:
        a, b = n.times(2, n.shift)
        n.w("\nLIS downtime ", a, "-", b, "; interface engine ",
            (H.ip(rng), "IPADDR"), " restarted by IT. Manual labels used.\n")
    n.t("Signed off: ")
    n.staff(staff[0], "fl")
    n.t("\n")
