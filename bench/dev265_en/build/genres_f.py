"""Genres (author's own): liver transplant assessment referral; inpatient
discharge summary after decompensation."""
import blocks as B
import clinical as C
import phi
import pools_places as PP
from notebuilder import Note
from people import Ctx, make_person

TX_CENTRES = {"UK": ["Kingsmere Liver Transplant Unit", "Northgate Institute of Liver Studies", "Calder Valley Transplant Centre"],
              "US": ["Sutter Creek Transplant Institute", "Prairie Hills Abdominal Transplant Center", "Cedarcrest Liver Transplant Program"],
              "AU": ["Banksia Park Liver Transplant Unit", "Warrigal Liver Transplant Service"],
              "CA": ["Maplehurst Multi-Organ Transplant Program", "Lac-Vert Liver Transplant Centre"]}
CARE_HOMES = ["Larkspur Lodge Nursing Home", "Willowmere Care Centre", "Hillcrest Aged Care", "Bayside Manor Residential Care",
              "St Oswin's Nursing Home", "Cedar Grove Long-Term Care"]


def gen_transplant(rng, country, lower):
    n = Note(lower)
    ctx = Ctx(rng, country)
    aet = rng.choice(["ALD", "ALD", "HCV", "MASLD", "PBC", "AIH", "HBV", "MetALD"])
    centre = rng.choice(TX_CENTRES[country])
    cpl = ctx.place()
    n.t(rng.choice(["REFERRAL FOR LIVER TRANSPLANT ASSESSMENT", "Liver Transplant Referral Form", "LT EVALUATION REFERRAL"]), "\n\n")
    n.t("To: ", (centre, "HOSPITAL"), ", ", (cpl[0], "CITY"), "   Fax: ", (phi.phone(rng, country, False), "FAX"),
        "   Email: ", (phi.dept_email(rng, phi.slug(centre.split()[0]), "tx"), "EMAIL"), "\n")
    n.t("From: ", ctx.D(ctx.cons, rng.choice(["Dr_full", "Dr_F_last", "full_cred"])), ", ", (ctx.hosp, "HOSPITAL"), "   Tel ",
        (phi.phone_ext(rng, country), "PHONE"), "\n")
    n.t("Date of referral: ", ctx.d(ctx.visit), "    ")
    if country == "UK":
        n.t("e-RS UBRN: ", (phi.ubrn(rng), "IDNUM"))
    else:
        n.t("Referral ID: ", ("TXR-" + phi.digits(rng, 6), "IDNUM"))
    n.t("\n\nPATIENT DETAILS\n")
    n.t("Name: ", ctx.P(rng.choice(["full", "fml", "LAST_first"])), "    Sex: ", ctx.sex, "    DOB: ", ctx.dob_p(),
        "    Age: ", (str(ctx.age), "AGE"), "\n")
    n.t("Address: ", ctx.addr_pieces(), "\n")
    n.t("Home: ", (ctx.pt_phone, "PHONE"), "   Mobile: ", (ctx.pt_mobile, "PHONE"), "   Email: ", (ctx.pt_email, "EMAIL"), "\n")
    n.t(ctx.mrn_label(), " ", (ctx.mrn, "MRN"), "   ", ctx.hp_label(), " ", (ctx.hp, "HEALTHPLAN"), "\n")
    if country in ("US", "CA") or rng.random() < 0.3:
        lab = {"US": "SSN", "CA": "SIN", "UK": "NI No.", "AU": "Centrelink CRN"}[country]
        n.t(lab, ": ", (ctx.ssn, "SSN"), "\n")
    if country == "US":
        ins = rng.choice(PP.INSURERS)
        n.t("Primary insurance: ", (ins, "ORGANIZATION"), ", member ", (phi.healthplan(rng, country), "HEALTHPLAN"),
            ", group ", (phi.group_no(rng), "HEALTHPLAN"), "\n")
    h = rng.randint(150, 192)
    wt = rng.uniform(48, 118)
    n.t("Height %d cm  Weight %.1f kg (dry weight est. %.0f kg)  BMI %.1f  Blood group %s\n\n" % (
        h, wt, wt - rng.uniform(2, 9), wt / (h / 100.0) ** 2, rng.choice(["O Rh+", "A Rh+", "B Rh-", "AB Rh+", "O neg"])))
    n.t("INDICATION\n")
    n.t(C.aet_text(rng, aet), " with ", rng.choice(["refractory ascites", "recurrent HE", "HCC within Milan criteria",
                                                     "recurrent variceal bleeding despite TIPSS", "intractable pruritus",
                                                     "hepatopulmonary syndrome (PaO2 7.8 kPa)"]), ".\n")
    n.t(C.scores(rng, "decompensated"), "\n")
    n.t("Complications timeline:\n")
    d = phi.add_days(ctx.visit, -rng.randint(500, 1500))
    for ev in rng.sample(["first decompensation - ascites", "SBP (E. coli)", "variceal bleed - banded x4", "grade 3 HE, ITU admission",
                          "AKI-HRS, terlipressin", "TIPSS inserted", "HCC - MWA seg VI", "alcohol-related hepatitis (Maddrey 48)"], rng.randint(2, 4)):
        d = phi.add_days(d, rng.randint(40, 300))
        n.t("  - ", (phi.month_year(rng, d), "DATE"), ": ", ev, "\n")
    if aet in ("ALD", "MetALD") or rng.random() < 0.3:
        abst = phi.add_days(ctx.visit, -rng.randint(190, 1200))
        n.t("\nALCOHOL\nAbstinent since ", ctx.d(abst, alt=True), " (self-report, ", rng.choice(["PEth < 10 ng/mL x3", "urine EtG negative monthly",
                                                                                          "collateral from wife", "breathalyser at each visit"]), "). ")
        n.t("Engaged with ", (rng.choice(PP.SERVICES), "HOSPITAL"), "; keyworker ", ctx.D(make_person(rng, staff=True), "full"), ". ")
        n.t("Relapse prevention: ", rng.choice(["acamprosate", "baclofen", "none"]), ". Addiction psychiatry review ",
            ctx.dshort(phi.add_days(ctx.visit, -rng.randint(10, 60))), ": low relapse risk (HRAR %d).\n" % rng.randint(0, 6))
    n.t("\nPSYCHOSOCIAL\n")
    i = rng.randint(0, 1)
    n.t("Lives with ", ctx.rel(i), " ", ctx.F(i, "full"), " (", (phi.phone(rng, country, True), "PHONE"), ") who will be main carer. ")
    j = 2 if i == 0 else 0
    n.t("Additional support: ", ctx.rel(j), " ", ctx.F(j, "first"), ", ", (str(rng.randint(19, 60)), "AGE"), ", lives in ",
        (ctx.place()[0], "CITY"), ". ")
    n.t(rng.choice(["Previously worked as ", "Former "]), (ctx.job, "PROFESSION"), rng.choice([" until ", "; medically retired "]),
        (str(ctx.visit.year - rng.randint(0, 6)), "DATE"), ". ")
    tail = rng.choice(["own car (", "relies on ", "community transport"])
    n.t("Transport: ", tail)
    if tail.endswith("("):
        n.t("reg ", (phi.plate(rng, country), "VEHICLE"), "), ", ctx.rel(i), " drives")
    elif tail.endswith("on "):
        n.t(ctx.rel(i))
    sm = rng.choice(["never", "ex - quit ", "current 10/day - cessation referral", "vapes"])
    n.t(". Smoking: ", sm)
    if sm.endswith("quit "):
        n.t((str(ctx.visit.year - rng.randint(1, 12)), "DATE"))
    n.t(".\n")
    n.t("\nWORK-UP TO DATE\n")
    n.t("Echo ", ctx.d(phi.add_days(ctx.visit, -rng.randint(10, 90))), ": EF %d%%, RVSP %d mmHg, bubble study %s.\n" % (
        rng.randint(50, 68), rng.randint(22, 48), rng.choice(["negative", "late shunting", "not done"])))
    n.t("CPET: AT %.1f mL/kg/min, VO2 peak %.1f.  ECG: SR.  Spirometry FEV1 %.1f L.\n" % (rng.uniform(8, 15), rng.uniform(12, 24), rng.uniform(1.6, 3.9)))
    n.t("Serology: CMV IgG %s, EBV IgG +, VZV IgG +, HIV neg, HBsAg neg, anti-HBc %s, HCV Ab %s, Toxo %s, Syphilis neg.\n" % (
        rng.choice(["+", "-"]), rng.choice(["neg", "pos"]), rng.choice(["neg", "pos (RNA neg post-SVR)"]), rng.choice(["neg", "pos"])))
    n.t("Dental review: ", rng.choice(["done", "pending", "edentulous"]), ". Dietitian: handgrip %d kg, sarcopenia (L3 SMI low).\n" % rng.randint(14, 38))
    n.t("\nCurrent medications: ", "; ".join(C.meds_list(rng, aet, "decompensated")), ".\n")
    n.t("\nPatient and family aware of referral and agree. Patient consents to sharing records with ", (centre, "HOSPITAL"), ".\n\n")
    n.t("Referring consultant: ", ctx.D(ctx.cons, rng.choice(["Dr_full", "full_cred"])))
    lab, val = phi.license_for(rng, country, "doctor")
    n.t("   ", lab, " ", (val, "LICENSE"), "\n")
    n.t("Contact via secretary ", ctx.D(ctx.sec, "full"), " ", (phi.phone_ext(rng, country), "PHONE"), "\n")
    return n, ctx


def gen_discharge(rng, country, lower):
    n = Note(lower)
    ctx = Ctx(rng, country)
    adm = ctx.visit
    los = rng.randint(3, 28)
    dis = phi.add_days(adm, los)
    ward = rng.choice(PP.WARDS)
    fy = make_person(rng, staff=True)
    kind = rng.choice(["ah", "bleed", "sbp", "he", "aki"])
    n.t((ctx.hosp, "HOSPITAL"), "\n", rng.choice(["DISCHARGE SUMMARY", "Inpatient Discharge Letter", "Transfer of Care Summary",
                                                 "Discharge Summary - Gastroenterology/Hepatology"]), "\n\n")
    B.demo_header(n, ctx, rng.choice([0, 1, 3]))
    B.gp_line(n, ctx)
    n.t("Admitted: ", ctx.d(adm), "   Discharged: ", ctx.d(dis), "   LOS %d days\n" % los)
    n.t("Ward: ", (ward, "HOSPITAL"))
    if rng.random() < 0.6:
        n.t(", bed ", (str(rng.randint(1, 30)), "LOCATION_OTHER"))
    n.t("   Consultant: ", ctx.D(ctx.cons, rng.choice(["Dr_full", "Dr_F_last", "Prof_last"])), "\n")
    if rng.random() < 0.5:
        n.t(ctx.acct_label(), " ", (ctx.acct, "ACCOUNT"), "\n")
    n.t("\nPRINCIPAL DIAGNOSIS\n")
    dx = {"ah": "Severe alcohol-related hepatitis (Maddrey DF %d, GAHS %d, MELD %d)" % (rng.randint(33, 88), rng.randint(8, 11), rng.randint(21, 34)),
          "bleed": "Acute oesophageal variceal haemorrhage (Glasgow-Blatchford %d, Child-Pugh C10)" % rng.randint(9, 17),
          "sbp": "Spontaneous bacterial peritonitis (ascitic PMN %d/mm3)" % rng.randint(260, 3400),
          "he": "Grade 3 hepatic encephalopathy (West Haven), precipitated by constipation/UTI",
          "aki": "AKI stage 2 - hepatorenal syndrome (HRS-AKI), International Club of Ascites criteria met"}[kind]
    n.t(dx, "\nCoding: ", rng.choice(["K70.30 / I85.11", "K76.7 / K70.30", "K65.2 / K74.60", "K72.90 / F10.20", "K70.11"]),
        "\nBackground: ", C.aet_text(rng, rng.choice(["ALD", "HCV+ALD", "MASLD", "MetALD", "HCV", "ALD"])), " cirrhosis.\n\n")
    n.t("HOSPITAL COURSE\n")
    he = ctx.he()
    n.t(ctx.P(rng.choice(["title_last", "first", "full"])), " (", B.age_piece(rng, ctx.age, ctx.sex), ") presented via ED ",
        rng.choice(["with", "after a fall with", "brought in by ambulance with"]), " ",
        {"ah": "jaundice and ascites after heavy drinking", "bleed": "haematemesis", "sbp": "fever and abdominal pain",
         "he": "confusion", "aki": "oliguria and rising creatinine"}[kind], ". ")
    if kind == "ah":
        n.t("Started prednisolone 40 mg OD on ", ctx.dshort(phi.add_days(adm, 1)), " after infection screen; Lille score at day 7 %.2f (%s). " % (
            rng.uniform(0.1, 0.8), rng.choice(["responder", "non-responder - steroids stopped"])))
        n.t("Enteral feeding via NG (", rng.choice(["Fresubin", "Nutrison Energy", "Ensure TwoCal"]), "). ")
    elif kind == "bleed":
        n.t("Terlipressin + ceftriaxone; OGD on ", ctx.dshort(phi.add_days(adm, rng.randint(0, 1))), " - ", rng.choice(C.VARICES),
            ", %d bands applied. " % rng.randint(3, 6))
        if rng.random() < 0.4:
            n.t("Rebleed day 3 - Danis stent placed, then pre-emptive TIPSS ", ctx.dshort(phi.add_days(adm, 4)), ". ")
        n.t("Transfused %d units RBC (restrictive threshold Hb 70). " % rng.randint(1, 4))
    elif kind == "sbp":
        n.t(C.ascitic_results(rng), " Culture: ", rng.choice(["E. coli (ESBL)", "Klebsiella pneumoniae", "no growth", "Strep viridans"]), ". ")
    elif kind == "he":
        n.t("Lactulose titrated, phosphate enemas, rifaximin started. CT head ", ctx.dshort(adm), ": no bleed. ")
    else:
        n.t("Diuretics stopped, albumin 1 g/kg x2 days, terlipressin infusion 2 mg/24 h; creatinine peak %d, discharge %d. " % (
            rng.randint(180, 390), rng.randint(90, 170)))
    if rng.random() < 0.4:
        n.t("Stepped up to ", rng.choice(["ITU", "HDU", "the liver HDU"]), " on ", ctx.dshort(phi.add_days(adm, 1)),
            ", back to ", (rng.choice(PP.WARDS), "HOSPITAL"), " bed ", (str(rng.randint(1, 30)), "LOCATION_OTHER"), ". ")
    if rng.random() < 0.6:
        n.t("Seen by alcohol liaison (", ctx.D(ctx.nurse2, "full"), "). ")
    if rng.random() < 0.5:
        i = rng.randint(0, 2)
        n.t("Family meeting ", ctx.dshort(phi.add_days(adm, rng.randint(2, los))), " with ", ctx.rel(i), " ", ctx.F(i, "full"),
            " - ceiling of care discussed; ", rng.choice(["full escalation", "not for ITU", "DNACPR in place (ReSPECT form)"]), ". ")
    n.t("\n\nKEY RESULTS\n")
    C.bloods_table(n, ctx, [adm, phi.add_days(adm, los // 2), dis], "decompensated")
    n.t("\nMEDICATION CHANGES\n")
    for m in rng.sample(["STARTED carvedilol 3.125 mg BD", "STARTED rifaximin 550 mg BD", "STARTED lactulose 20 mL TDS",
                         "STOPPED propranolol", "STOPPED spironolactone (hyponatraemia)", "STARTED thiamine 100 mg TDS",
                         "STARTED prednisolone 40 mg - stop date ", "STARTED co-trimoxazole 960 mg OD lifelong",
                         "STOPPED omeprazole", "REDUCED furosemide to 20 mg"], rng.randint(2, 4)):
        n.t("  ", m)
        if m.endswith("stop date "):
            n.t(ctx.d(phi.add_days(dis, rng.randint(5, 20))))
        n.t("\n")
    n.t("\nFOLLOW-UP\n")
    n.t("- Hepatology clinic ", ctx.d(phi.add_days(dis, rng.randint(14, 42))), " (", ctx.D(ctx.cons, "Dr_last"), ")\n")
    n.t("- GP: U&E and LFT in 1 week; ", rng.choice(["weight daily, call if > 2 kg gain", "review diuretic dose", "check Na"]), "\n")
    if rng.random() < 0.4:
        n.t("- Booked LVP at ", (rng.choice(PP.DAY_UNITS), "HOSPITAL"), " ", ctx.dshort(phi.add_days(dis, rng.randint(7, 14))), "\n")
    dest = rng.random()
    n.t("\nDischarged to: ")
    if dest < 0.7:
        n.t("usual residence, ", ctx.addr_pieces())
    else:
        ch = rng.choice(CARE_HOMES)
        pl = ctx.place()
        n.t((ch, "HOSPITAL"), ", ", (ctx.street(), "STREET"), ", ", (pl[0], "CITY"), " (", rng.choice(["interim placement", "step-down bed", "new placement"]), ")")
    n.t("\n\nCompleted by: ", ctx.D(fy, rng.choice(["Dr_full", "Dr_F_last"])), " (", rng.choice(["FY1", "FY2", "Resident", "PGY-1", "RMO", "Intern"]),
        "), bleep ", (phi.bleep(rng), "PHONE"), "\n")
    B.esign(n, ctx, fy, dis)
    return n, ctx
