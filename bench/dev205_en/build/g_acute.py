"""Own genres: diabetes fitness-to-drive assessment; DKA discharge summary."""
import fakers as F
import pools
import blocks as B

DRIVE_PROFS = {
    "IE": ["HGV driver", "bus driver", "taxi driver", "delivery van driver", "farmer", "sales rep"],
    "IN": ["lorry driver", "auto-rickshaw driver", "cab driver", "school bus driver", "ambulance driver", "tempo driver"],
    "US": ["long-haul truck driver", "school bus driver", "Uber driver", "delivery driver", "dump truck operator", "forklift operator"],
}


def driving(rng, c, nb):
    pt = F.Patient(rng, c, 19, 79)
    pt.prof = rng.choice(DRIVE_PROFS[c])
    doc = F.Staff(rng, c, "doc")
    st = pt.ds
    form = {"IE": "Driver Licence Medical Report (D501) - diabetes section", "IN": "Form 1-A Medical Certificate (Transport licence) - diabetes annexure",
            "US": "Insulin-Treated Diabetes Mellitus Assessment (MCSA-5870)"}[c]
    nb.ln(rng.choice(["DIABETES & DRIVING - FITNESS TO DRIVE ASSESSMENT", "Fitness to Drive: Diabetes Review", "DRIVING MEDICAL - DIABETES"]))
    nb.ln("Form: ", form)
    site = rng.choice(pools.HOSPITALS[c] + pools.PRACTICES[c])
    nb.ln("Assessed at: ", (site, "HOSPITAL"))
    nb.f("Date of examination: {0}\n", F.D(pt.visit, c, st))
    nb.blank()
    nb.ln("APPLICANT")
    nb.ln("  Name: ", pt.pick(rng, ["lastfirst", "full", "fl"]))
    nb.ln("  DOB: ", F.D(pt.dob, c, st), "   Age: ", (str(pt.age), "AGE"))
    nb.ln("  Address: ", F.addr_pieces(pt.addr, c, rng))
    nb.ln("  Phone: ", (pt.phone, "PHONE"))
    nb.ln("  ", {"IE": "Driving licence no: ", "IN": "DL No.: ", "US": "CDL #: "}[c], (F.driving_license(rng, c), "LICENSE"),
          "   Category: ", rng.choice({"IE": ["B", "C, CE (Group 2)", "D (Group 2)", "B, W"], "IN": ["LMV-NT", "LMV, Transport", "HGMV", "MCWG, LMV"],
                                        "US": ["Class A", "Class B", "Class C (passenger)"]}[c]))
    nv = rng.randint(1, 3)
    nb.t("  Vehicle registration(s): ")
    for i in range(nv):
        if i:
            nb.t("; ")
        nb.t((F.vehicle(rng, c), "VEHICLE"))
    nb.blank()
    nb.f("  Occupation: {0}", (pt.prof, "PROFESSION"))
    if rng.random() < 0.7:
        nb.f(", employed by {0}", (rng.choice(pools.EMPLOYERS[c]), "ORGANIZATION"))
        if rng.random() < 0.4:
            sup = F.Person(rng, c, "FAMILY")
            nb.f(" (line manager {0})", sup.pick(rng, ["fl", "tlast"]))
    nb.blank()
    extra = []
    if rng.random() < 0.5:
        extra.append("ssn")
    if rng.random() < 0.3:
        extra.append(rng.choice(["bio", "mrn", "plan", "cob"]))
    if extra:
        B.id_lines(nb, rng, pt, extra)
    nb.blank()
    nb.ln("DIABETES")
    dx = F.shift(pt.visit, -rng.randint(400, 9000))
    t1 = rng.random() < 0.4
    nb.f("  Type: {0}   Diagnosed: {1}\n", "Type 1" if t1 else "Type 2", F.D(dx, c, rng.choice(["year", "monyear", st])))
    ins = t1 or rng.random() < 0.5
    nb.ln("  Treatment: ", rng.choice(["basal-bolus insulin (glargine + aspart)", "insulin pump (CSII)", "degludec + lispro"]) if t1 else
          (rng.choice(["basal insulin + metformin", "premixed insulin BD"]) if ins else rng.choice(["metformin + gliclazide", "metformin + empagliflozin", "diet only"])))
    if ins:
        nb.f("  Insulin started: {0}\n", F.D(F.shift(dx, rng.randint(0, 3000)) if not t1 else dx, c, rng.choice(["monyear", st])))
    nb.ln("  Glucose monitoring: ", rng.choice(["CGM (Dexcom G7) with alerts", "FreeStyle Libre 2 with alarms", "SMBG 4x/day, meter memory reviewed",
                                                   "SMBG before driving and every 2 h of driving"]))
    if rng.random() < 0.5:
        nb.f("  Meter/sensor serial checked: {0}\n", (rng.choice([F.meter_serial(rng), F.cgm_serial(rng)]), "DEVICE"))
    nb.ln("  Last HbA1c: ", "%d mmol/mol" % rng.randint(44, 90) if c == "IE" else "%.1f%%" % rng.uniform(6.0, 10.5))
    nb.blank()
    nb.ln("HYPOGLYCAEMIA" if c != "US" else "HYPOGLYCEMIA")
    sev = rng.randint(0, 2)
    if sev == 0:
        nb.ln("  Severe hypoglycaemia (needing help of another person) in last 12 months: none.")
    elif sev == 1:
        e = F.shift(pt.visit, -rng.randint(30, 330))
        rel, word = F.relative(rng, pt)
        nb.f("  One severe episode on {0} - found by {1} {2}, glucagon given; no driving involved.\n", F.D(e, c, st),
             word, rel.pick(rng, ["first", "fl"]))
    else:
        e1 = F.shift(pt.visit, -rng.randint(150, 330))
        e2 = F.shift(e1, rng.randint(20, 120))
        nb.f("  Two severe episodes ({0} and {1}); second at the wheel near {2} - vehicle stopped safely.\n", F.D(e1, c, st), F.D(e2, c, st),
             (pt.addr["city"], "CITY"))
    nb.f("  Awareness: Gold score {0}/7; {1}\n", str(rng.randint(1, 6)), rng.choice(["warning symptoms at ~%s" % ("3.5" if c == "IE" else "65 mg/dL"), "reduced awareness, CGM alarms set", "full awareness"]))
    nb.f("  CGM (last 90 days): TBR < {0} {1}%, < {2} {3}%\n", "3.9" if c == "IE" else "70", "%.1f" % rng.uniform(0, 7), "3.0" if c == "IE" else "54", "%.1f" % rng.uniform(0, 2))
    nb.blank()
    nb.ln("COMPLICATIONS")
    ret = F.shift(pt.visit, -rng.randint(20, 400))
    nb.f("  Retinal screening {0}: {1}. Visual acuity R 6/{2} L 6/{3}", F.D(ret, c, st), rng.choice(["no retinopathy", "background retinopathy", "treated PDR (PRP)"]),
         rng.choice(["5", "6", "9", "12"]), rng.choice(["5", "6", "9", "12"]))
    if c == "US":
        nb.t(" (20/20 equiv)")
    nb.blank()
    nb.ln("  Fields (Esterman): ", rng.choice(["meets standard", "not tested - referred", "meets Group 2 standard"]))
    nb.ln("  Neuropathy: ", rng.choice(["none", "mild distal sensory, pedal control normal", "LOPS both feet; brake reaction checked"]))
    nb.blank()
    nb.ln("OPINION")
    nb.ln("  ", rng.choice(["Fit to drive - 3-year licence recommended.", "Fit to drive Group 1; 1-year review for Group 2.",
                             "Not currently fit - repeat assessment after 3 months of stable CGM data.", "Fit, subject to glucose check before every journey.",
                             "Fit to drive; annual review while on insulin."]))
    nb.ln("  Advised: carry fast-acting glucose in vehicle; check glucose before driving and every 2 h; stop if < ",
          "5 mmol/L." if c == "IE" else "90 mg/dL.")
    if rng.random() < 0.4:
        nb.f("  Copy to employer occupational health: {0}, fax {1}\n", (rng.choice(["OccuCare Ltd", "WorkWell Health Services", "Sentinel Occupational Health", "Kaveri OH Unit"]), "ORGANIZATION"),
             (F.phone(rng, c, mobile=False), "FAX"))
    nb.blank()
    nb.ln("Examining doctor: ", doc.sig(rng))
    nb.ln({"IE": "Medical Council reg. no: ", "IN": "Registration No.: ", "US": "National Registry #: "}[c], (F.digits(rng, 6) if c != "IN" else F.med_license(rng, c), "LICENSE"))
    if c == "US":
        nb.ln("NPI: ", (F.npi(rng), "LICENSE"))
    nb.ln("Practice stamp: ", (site, "HOSPITAL"), ", ", F.addr_pieces(B.facility_addr(rng, c), c, rng), "  Tel ", (F.phone(rng, c, mobile=False), "PHONE"))
    nb.ln("Signed and dated: ", F.D(pt.visit, c, rng.choice([st, "num"])))
    return "diabetes_driving_assessment", pt


def dka_discharge(rng, c, nb):
    pt = F.Patient(rng, c, 16, 78)
    hosp = rng.choice(pools.HOSPITALS[c])
    ward = rng.choice(pools.WARDS[c])
    cons = F.Staff(rng, c, "doc")
    jr = F.Staff(rng, c, "doc")
    dsn = F.Staff(rng, c, "staff", creds=["CNS", "RN", "CDE"] if c != "US" else ["RN, CDCES", "CDCES"])
    st = pt.ds
    los = rng.randint(2, 9)
    adm = F.shift(pt.visit, -los)
    kind = rng.choice(["new", "omission", "sglt2", "infection", "new"])
    B.hosp_header(nb, rng, c, hosp, None, fax=rng.random() < 0.6)
    nb.ln("=" * 52)
    nb.ln(rng.choice(["DISCHARGE SUMMARY", "Inpatient Discharge Summary", "DISCHARGE LETTER - ACUTE MEDICINE"]))
    nb.ln("=" * 52)
    nb.f("Patient: {0}    DOB: {1}    Sex: {2}\n", pt.pick(rng, ["lastfirst", "full"]), F.D(pt.dob, c, st), pt.sex)
    nb.f("{0}{1}    {2}{3}\n", rng.choice(["MRN: ", "Hosp No: ", "UHID: " if c == "IN" else "MRN "]), (pt.mrn, "MRN"),
         rng.choice(["Encounter: ", "Admission No: ", "IP No. " if c == "IN" else "Visit #: "]), (F.account(rng, c), "ACCOUNT"))
    nb.f("Admitted: {0}   Discharged: {1}   Ward: {2}, bed {3}\n", F.D(adm, c, st), F.D(pt.visit, c, st), (ward, "HOSPITAL"),
         (str(rng.randint(1, 32)) + rng.choice(["", "", "A", "B"]), "LOCATION_OTHER"))
    nb.f("Consultant: {0}    Discharging doctor: {1}\n", cons.ref(rng), jr.ref(rng))
    if rng.random() < 0.5:
        B.id_lines(nb, rng, pt, [rng.choice(["plan", "ssn", "addr", "phone", "bio", "cob"])])
    gp = F.Staff(rng, c, "doc")
    nb.f("{0}: {1}, {2}\n", "PCP" if c == "US" else "GP", gp.ref(rng), (rng.choice(pools.PRACTICES[c]), "HOSPITAL"))
    nb.blank()
    diag = {"new": "Diabetic ketoacidosis (severe) - new presentation of type 1 diabetes",
            "omission": "Diabetic ketoacidosis (moderate) secondary to insulin omission",
            "sglt2": "Euglycaemic DKA associated with SGLT2 inhibitor (dapagliflozin) after laparoscopic cholecystectomy" if c != "US" else "Euglycemic DKA associated with SGLT2 inhibitor",
            "infection": "DKA precipitated by community-acquired pneumonia"}[kind]
    nb.ln("Principal diagnosis: ", diag)
    nb.ln("Secondary: ", ", ".join(rng.sample(["AKI stage 1 (resolved)", "hypokalaemia during treatment", "coffee-ground vomiting, settled",
                                                 "hypoglycaemia x1 on FRIII", "depression", "cannabis use", "HbA1c %s" % ("118 mmol/mol" if c == "IE" else "12.9%")], rng.randint(1, 3))))
    nb.blank()
    nb.ln("PRESENTATION")
    ap = B.age_piece(rng, pt.age, rng.choice(["year-old", "yo", "y/o"]))
    nb.f("{0} {1} presented to ED on {2} with ", ap, pt.sexw(rng), F.D(adm, c, rng.choice(["wk", st, "daymon"])))
    if kind == "infection":
        nb.t(rng.choice(["breathlessness, fever and productive cough", "4 days of cough, pleuritic pain and vomiting"]))
    elif kind == "sglt2":
        nb.t(rng.choice(["nausea, malaise and tachypnoea on day 2 post-op", "abdominal pain and vomiting 3 days after surgery"]))
    else:
        nb.t(rng.choice(["3 days of polyuria, polydipsia and vomiting", "abdominal pain, vomiting and Kussmaul breathing", "drowsiness and vomiting",
                         "weight loss of 6 kg, thirst and vomiting"]))
    if rng.random() < 0.5:
        rel, word = F.relative(rng, pt)
        nb.f(", brought in by {0} {1}", word, rel.pick(rng, ["first", "fl"]))
    nb.ln(".")
    if kind == "omission":
        nb.f("Reports running out of insulin while {0}. ", rng.choice([["travelling in ", F.country_piece(rng.choice(pools.COUNTRIES_ABROAD[c]))], "between jobs", ["at college in ", (pt.addr["city"], "CITY")]]))
        nb.ln("")
    if rng.random() < 0.5:
        nb.f("Works as a~ {0}.\n", (pt.prof, "PROFESSION"))
    nb.blank()
    nb.ln("ADMISSION BLOODS")
    gl = rng.uniform(11, 38) if kind != "sglt2" else rng.uniform(7, 12)
    nb.ln("pH %.2f  HCO3 %.1f mmol/L  BE -%d  Lactate %.1f" % (rng.uniform(6.9, 7.25), rng.uniform(4, 14), rng.randint(10, 24), rng.uniform(1, 4)))
    nb.ln("Ketones %.1f mmol/L  Glucose %s  Na %d  K %.1f  Cl %d  Urea %.1f  Creat %d" % (
        rng.uniform(3.2, 7.8), "%.1f mmol/L" % gl if c == "IE" else "%d mg/dL" % (gl * 18), rng.randint(126, 146), rng.uniform(3.8, 6.4),
        rng.randint(96, 112), rng.uniform(4, 18), rng.randint(70, 220)))
    if rng.random() < 0.6:
        nb.f("Lab accession {0}; VBG {1}\n", (F.accession(rng), "IDNUM"), "%02d:%02d" % (rng.randint(0, 23), rng.randint(0, 59)))
    nb.blank()
    nb.ln("PROGRESS")
    nb.ln("Hour  pH    HCO3  Ketones  K+   Glucose")
    for hr in [0, 2, 4, 8, 12, 18]:
        if rng.random() < 0.25 and hr not in (0, 18):
            continue
        f = hr / 18.0
        nb.ln("%-5d %.2f  %-5.1f %-8.1f %.1f  %s" % (hr, 7.05 + 0.33 * f, 6 + 16 * f, 6 - 5.6 * f, rng.uniform(3.3, 5.4),
                                                      "%.1f" % (20 - 12 * f) if c == "IE" else "%d" % ((20 - 12 * f) * 18)))
    nb.t("Treated with FRIII 0.1 units/kg/h and 0.9% saline with KCl as per ", rng.choice(["ADA protocol", "hospital DKA pathway"] if c == "US" else ["JBDS protocol", "hospital DKA pathway"]))
    nb.f("; {0} resolved at {1} h. ", "DKA", str(rng.randint(10, 26)))
    if rng.random() < 0.5:
        nb.f("Stepped down from HDU ({0}) on day 2. ", ["bed ", (str(rng.randint(1, 12)), "LOCATION_OTHER")])
    nb.f("Reviewed by DSN {0} on {1}: ", dsn.ref(rng), F.D(F.shift(adm, rng.randint(1, los)), c, rng.choice(["daymon", "dm", st])))
    nb.t(rng.choice(["pen technique, sick day rules, ketone testing taught", "commenced Libre 2; hypo management", "insulin titration and driving advice"]))
    nb.ln(".")
    if rng.random() < 0.6:
        nb.f("Blood ketone meter issued (SN {0}).\n", (F.meter_serial(rng), "DEVICE"))
    nb.blank()
    nb.ln("DISCHARGE MEDICATIONS")
    for m in rng.sample(["Insulin glargine %d units at 22:00" % rng.randint(10, 30), "Insulin aspart %d-%d units with meals" % (rng.randint(3, 6), rng.randint(7, 12)),
                         "Dapagliflozin - STOPPED (do not restart)" if kind == "sglt2" else "Metformin 500 mg BD", "Amoxicillin 500 mg TDS x 3 days" if kind == "infection" else "Omeprazole 20 mg OD",
                         "Glucose gel / hypo kit"], rng.randint(3, 5)):
        nb.ln("- ", m)
    nb.f("Supplies dispensed by {0}.\n", (rng.choice(pools.PHARMACIES[c]), "HOSPITAL"))
    nb.blank()
    nb.ln("FOLLOW-UP")
    nb.f("- Diabetes clinic {0} (appointment sent)\n", F.D(F.shift(pt.visit, rng.randint(10, 42)), c, st))
    nb.f("- DSN phone call {0} on {1}\n", F.D(F.shift(pt.visit, rng.randint(1, 4)), c, rng.choice(["wkshort", st])), (pt.phone, "PHONE"))
    nb.ln("- ", "GP" if c != "US" else "PCP", ": please check U&E in 1 week.")
    nb.blank()
    nb.ln(jr.sig(rng), rng.choice([" (SHO)", " (Registrar)", " (Resident)", " (Intern)"]), " for ", cons.ref(rng))
    if rng.random() < 0.5:
        nb.ln(rng.choice(["Bleep ", "Pager "]), (F.short_pager(rng), "PHONE"))
    nb.ln("Electronically signed ", F.D(pt.visit, c, "iso"), " ", "%02d:%02d" % (rng.randint(9, 20), rng.randint(0, 59)))
    return "dka_discharge_summary", pt
