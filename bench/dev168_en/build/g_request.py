"""Genre: imaging request and protocol note."""
import phi as H
import pools as P

# ------------------------------------------------------------ request/protocol
PROTOCOLS = (
    ("CT abdomen/pelvis with IV contrast", "Portal venous phase 65 s, 100 mL Omnipaque 350 at 3 mL/s, "
     "1 L oral water. 2.5 mm slices, coronal MPR.", "?collection post laparotomy, CRP 212"),
    ("CT pulmonary angiogram", "Bolus tracking on main PA, trigger 100 HU, 60 mL Omnipaque 350 at "
     "4.5 mL/s via 18G antecubital.", "?PE, Wells 5, D-dimer raised"),
    ("MRI brain with contrast", "Sag T1, ax T2, FLAIR, DWI, SWI, post-gad 3D T1 MPRAGE. 0.1 mmol/kg "
     "gadoterate.", "?metastases, known NSCLC"),
    ("MRI prostate (bpMRI)", "Small FOV T2 3 planes, DWI b1400, no contrast. Buscopan 20 mg IV "
     "unless contraindicated.", "PSA 8.9, PSA density 0.18"),
    ("CT KUB", "Low-dose non-contrast, prone if stone at VUJ. 120 kV, ref mAs 40.",
     "?renal colic, haematuria"),
    ("MR liver with hepatobiliary contrast", "Primovist 10 mL, 20 min HBP. Dynamic arterial phase with "
     "test bolus.", "LI-RADS characterisation of 2.1 cm lesion seg VII"),
    ("CT head and CTA circle of Willis", "Non-con head then CTA arch to vertex, 70 mL Omnipaque 350, "
     "bolus tracking on aortic arch.", "?SAH, thunderclap headache 6 h"),
    ("US renal tract", "Bladder pre/post void, bilateral renal lengths.", "AKI, creat 248"),
    ("MRI cardiac with stress perfusion", "Adenosine 140 mcg/kg/min, gadobutrol 0.05 mmol/kg x2, "
     "LGE at 10 min.", "?ischaemia, atypical chest pain"),
    ("CT colonography", "Faecal tagging with Gastrografin 50 mL x2, CO2 insufflation, prone and "
     "supine.", "Incomplete colonoscopy, change in bowel habit"),
)


def _vetting(n, c, proto):
    rng = n.rng
    n.ln("\n--- RADIOLOGY USE ONLY ---")
    n.w("Vetted/justified by: ")
    n.staff(c, rng.choice(("dr_l", "dr_fl", "fl_cred")))
    if n.country == "UK":
        n.t(" (IR(ME)R practitioner)")
    n.w("  on ", n.dstr(n.ref), "\n")
    n.ln("Protocol: ", proto[1])
    mod = proto[0][:2]
    n.w("Scanner: ", rng.choice({"CT": ("CT1", "CT2", "CT3"), "MR": ("MR1", "MR2 (3T)"),
                                 "US": ("US4", "US2")}[mod]),
        "   Slot: ", n.dstr(H.plus(n.ref, rng.randrange(0, 10))), " ", n.tm("colon"), "\n")
    if rng.random() < 0.6:
        n.w("Images to: ", rng.choice(("3D lab workstation", "cardiac workstation",
                                       "PACS archive")), " ", (H.ip(rng), "IPADDR"), "\n")
    if rng.random() < 0.5:
        n.w("RIS action by user ", (c["user"], "USERNAME"), "\n")


def request_uk(n, pt, proto):
    rng = n.rng
    n.ln("REQUEST FOR IMAGING EXAMINATION")
    n.ln((n.site["name"], "HOSPITAL"), " - Imaging Department, ", (rng.choice(P.BUILDINGS),
                                                                   "LOCATION_OTHER"))
    n.ln("Request No: ", (H.order_no(rng), "IDNUM"), "    Received: ", n.dstr(n.ref), " ",
         n.tm("colon"))
    n.t("\nSurname: ")
    n.p(pt["p"].r("LU"), "PATIENT")
    n.w("    Forename: ", (pt["p"].first, "PATIENT"), "    Title: ",
        "Mr" if pt["sex"] == "M" else "Mrs", "\n")
    n.ln("DOB: ", n.dstr(pt["dob"]), "    Hosp No: ", (pt["mrn"], "MRN"), "    NHS No: ",
         (pt["nhs"], "MRN"))
    n.t("Address: ")
    n.addr(pt["addr"], "one")
    n.w("\nTel: ", (pt["phone"], "PHONE"), "\n")
    n.t("Location: ")
    n.ward()
    n.t(", ")
    n.room()
    n.t("\n")
    c = H.make_clin(rng, "UK")
    n.t("Requested by: ")
    n.staff(c, rng.choice(("dr_fl", "fl", "Lf")))
    n.w(" (", rng.choice(("FY1", "FY2", "CT1", "ST3", "SpR", "ACP")), ")  bleep ",
        (c["pager"], "PHONE"), "\n")
    con = H.make_clin(rng, "UK")
    n.t("Consultant: ")
    n.staff(con, "dr_l")
    n.t("\n")
    n.ln("Examination requested: ", proto[0])
    n.t("Clinical information: ")
    n.age(pt["age"], pt["sex"], mode=rng.choice(("yo", "agesex", "year")))
    if pt["prof"] and rng.random() < 0.4:
        n.t(", ")
        n.prof(pt)
    n.ln(". ", proto[2], ".")
    n.ln("Question: ", rng.choice(("exclude collection", "stage", "characterise", "?cause")))
    n.w("eGFR: %d mL/min/1.73m2 (" % rng.randrange(25, 110), n.dstr(H.plus(n.ref, -1)), ")\n")
    if pt["sex"] == "F" and 14 < pt["age"] < 55:
        n.w("Pregnancy: LMP ", n.dstr(H.plus(n.ref, -rng.randrange(5, 30))), ", not pregnant\n")
    if rng.random() < 0.4:
        n.w("Next of kin: ")
        n.rel(pt, "fl")
        n.w(" (", pt["relation"], ") ", (H.phone(rng, "UK", "mobile"), "PHONE"), "\n")
    n.ln("Transport: ", rng.choice(("bed", "chair", "walking")), ", O2 ",
         rng.choice(("2 L NC", "room air", "28% venturi")))
    n.ln("Diabetic on metformin: ", rng.choice(("no", "yes - omit 48 h post contrast if eGFR < 30",
                                                "n/a")), "   Infection risk: ",
         rng.choice(("none known", "MRSA positive", "CPE contact", "COVID neg")))
    if rng.random() < 0.6:
        o = n.other_site()
        n.w("Previous imaging: ", rng.choice(("CT", "MRI", "US", "CXR")), " ",
            n.dstr(H.plus(n.ref, -rng.randrange(30, 800))), " at ", (o["name"], "HOSPITAL"),
            " - please import\n")
    _vetting(n, H.make_clin(rng, "UK"), proto)
    if rng.random() < 0.5:
        rad = H.make_clin(rng, "UK", "tech")
        n.t("Radiographer: ")
        n.staff(rad, "fl_cred")
        n.w(" (HCPC ", (rad["lic"], "LICENSE"), ")\n")


def request_us(n, pt, proto):
    rng = n.rng
    n.ln("IMAGING ORDER / PROTOCOL WORKSHEET - ", (n.site["name"], "HOSPITAL"))
    n.ln("Order #: ", (H.order_no(rng), "IDNUM"), "   Priority: ", rng.choice(("STAT", "Routine",
                                                                                "ASAP", "Urgent")))
    n.ln("Ordered: ", n.dstr(n.ref), " ", n.tm())
    n.pid_block(pt, "line")
    n.ln("Acct: ", (pt["acct"], "ACCOUNT"))
    if rng.random() < 0.6:
        n.ln("Payer: ", (rng.choice(P.INSURERS), "ORGANIZATION"), "   Member ID ", (pt["hp"],
                                                                                "HEALTHPLAN"),
             "   Prior auth ", (H.order_no(rng), "IDNUM"))
    c = H.make_clin(rng, "US")
    n.t("Ordering: ")
    n.staff(c, rng.choice(("fl_cred", "Lf", "dr_fl")))
    n.w("  NPI ", (c["lic"], "LICENSE"), "  pager ", (c["pager"], "PHONE"), "\n")
    n.ln("Exam: ", proto[0])
    n.w("Reason: ")
    n.age(pt["age"], pt["sex"], mode="agesex")
    icd = {"CT abdomen/pelvis": "T81.49XA", "CT pulmonary": "R07.89", "MRI brain": "C34.90",
           "MRI prostate": "R97.20", "CT KUB": "N20.0", "MR liver": "K76.89", "CT head": "R51.9",
           "US renal": "N17.9", "MRI cardiac": "R07.9", "CT colonography": "R19.4"}
    code = [v for k, v in sorted(icd.items()) if proto[0].startswith(k)]
    n.ln(" ", proto[2], ". ICD-10 ", code[0] if code else "R69")
    n.w("Creatinine %.2f mg/dL on " % (rng.randrange(60, 180) / 100.0), n.dstr(H.plus(n.ref, -1),
                                                                           "us_md"), "; ")
    n.ln("allergies: ", rng.choice(("NKDA", "iodinated contrast (hives) - premedicate per 13-h "
                                    "prednisone protocol", "penicillin", "shellfish (not a "
                                    "contraindication)")))
    if rng.random() < 0.5:
        n.w("Pt location: ")
        n.room()
        n.w(", ")
        n.ward()
        n.t("\n")
    n.ln("Metformin: ", rng.choice(("no", "yes - hold 48 h", "n/a")), "   Weight: %d lb   "
         "Pregnancy: %s" % (rng.randrange(100, 300), "N/A (male)" if pt["sex"] == "M" else
                            rng.choice(("neg urine hCG", "post-menopausal", "declined"))))
    if rng.random() < 0.5:
        n.w("Prior: ", rng.choice(("CT A/P", "MRI", "US")), " ", n.dstr(H.plus(
            n.ref, -rng.randrange(20, 900))), " (acc ", (H.accession(rng, "US"), "IDNUM"), ")\n")
    if rng.random() < 0.4:
        n.w("Implanted device: ", rng.choice(("insulin pump", "loop recorder (Reveal LINQ)",
                                               "neurostimulator")), " S/N ",
            (H.serial(rng), "DEVICE"), " - remove pump before scan\n")
    _vetting(n, H.make_clin(rng, "US"), proto)
    t = H.make_clin(rng, "US", "tech")
    if proto[0].startswith("MR"):
        agent = "%.1f mL gadobutrol" % (rng.randrange(50, 110) / 10.0)
    elif proto[0].startswith("US"):
        agent = "no contrast"
    else:
        agent = "%d mL Omnipaque 350" % rng.choice((60, 75, 80, 100))
    n.t("\nTech note: Pt arrived %s. %dG IV %s, %s, no reaction. Tech: " % (
        n.tm("colon"), rng.choice((18, 20, 22)), rng.choice(("R AC", "L forearm", "L hand")),
        agent))
    n.staff(t, "fl_cred")
    if rng.random() < 0.5:
        n.w(" ARRT ", (t["lic"], "LICENSE"))
    n.t("\n")


def request_mri_safety(n, pt, proto):
    rng = n.rng
    n.ln("MRI SAFETY SCREENING & PROTOCOL NOTE")
    n.w("Patient: ")
    n.pt_name(pt)
    n.w("   ", "MRN" if n.country == "US" else "Hosp No", ": ", (pt["mrn"], "MRN"), "   DOB ",
        n.dstr(pt["dob"]), "\n")
    n.ln("Scheduled: ", n.dstr(H.plus(n.ref, 2)), " ", n.tm("colon"), " at ", (n.site["name"],
                                                                             "HOSPITAL"))
    n.w("Weight %d kg. Height %d cm. " % (rng.randrange(45, 130), rng.randrange(150, 195)))
    n.ln("Claustrophobia: ", rng.choice(("mild - oral lorazepam 1 mg", "no", "yes, wide-bore 70 cm")))
    n.t("Screening form completed by ")
    if rng.random() < 0.5:
        n.w("patient's ", pt["relation"], " ")
        n.rel(pt, "fl")
        n.t(" (patient aphasic)")
    else:
        n.t("patient")
    n.w(" on ", n.dstr(n.ref), ".\n")
    dev = rng.choice(("Pacemaker generator", "Neurostimulator IPG", "Cochlear implant processor",
                      "Programmable shunt valve", "ICD generator"))
    n.w("Implant: ", dev, " - manufacturer card sighted, serial ", (H.serial(rng), "DEVICE"))
    if rng.random() < 0.5:
        n.w("; leads serial ", (H.serial(rng), "DEVICE"))
    n.ln(". MR Conditional 1.5T, B1+rms <= 2.8 uT.")
    if dev in ("Pacemaker generator", "ICD generator", "Neurostimulator IPG"):
        n.w("Manufacturer field engineer (", (rng.choice(("Cardiac Rhythm Solutions Ltd", "Medisys Field Services",
                               "NeuroPace Support Co")), "ORGANIZATION"), ") tel ",
            (H.phone(rng, n.country), "PHONE"), " to attend.\n")
    n.ln("Exam: ", proto[0], ". ", proto[1])
    c = H.make_clin(rng, n.country)
    n.t("Approved by MR safety expert ")
    n.staff(c, "dr_fl")
    n.w(" ", n.dstr(n.ref), ". Contact via ", (c["email"], "EMAIL"), "\n")


def gen_request(n):
    rng = n.rng
    pt = H.make_patient(rng, n.country, n.site, n.ref)
    proto = rng.choice(PROTOCOLS)
    while "prostate" in proto[0] and pt["sex"] == "F":
        proto = rng.choice(PROTOCOLS)
    if rng.random() < 0.3:
        request_mri_safety(n, pt, proto)
    elif n.country == "UK":
        request_uk(n, pt, proto)
    else:
        request_us(n, pt, proto)
