"""Own genres: paediatric ED attendance summary to GP, laboratory report to practice,
maternal postnatal check in general practice."""
import datetime as dt
import pools as P
import phi as H
import neg as N
import blocks as B
from phi import D, Doc


def td(n):
    return dt.timedelta(days=n)


US_INSURERS = ["Blue Meridian Health Plan", "Cascade Mutual", "Keystone Family Health"]


def ed_summary(r):
    k = B.make_case(r, age_m=(0, 200))
    c, v = k["c"], k["visit"]
    d = Doc()
    hosp = k["hosp"]
    d.ln(("HOSPITAL", hosp))
    d.ln(r.choice(["Paediatric Emergency Department", "Children's Emergency Department", "Emergency Department (Paediatrics)"]),
         " - ", r.choice(["Discharge Summary to GP", "ED Attendance Summary", "Electronic Discharge Notification"]))
    d.ln("Tel ", ("PHONE", H.phone(r, c, "land")), "   Fax ", ("FAX", H.phone(r, c, "land")))
    d.ln("")
    d.ln(f"{'Name:':<14}", B.pt(r, k, r.choice(["upper", "lf", "full"])))
    d.ln(f"{'DOB:':<14}", D(r, k["dob"], r.choice(["num", "mon", "upper"])), "   Age: ", B.age(r, k, "short"))
    d.ln(f"{'Hosp no:':<14}", ("MRN", k["mrn"]), "   ", k["hid"][0], ": ", (k["hid"][2], k["hid"][1]))
    d.ln(f"{'Attendance:':<14}", ("ACCOUNT", H.account(r)))
    d.ln(f"{'Address:':<14}", H.addr_items(r, k["addr"]))
    d.ln(f"{'GP:':<14}", B.doc(r, k["gp"], "title_full"), ", ", ("HOSPITAL", k["pr"]["name"]))
    if r.random() < 0.35:
        ins, no = H.private_cover(r, c)
        d.ln(f"{'Funding:':<14}", r.choice([[k["hp"][0], " ", ("HEALTHPLAN", k["hp"][1])], [ins, " ", ("HEALTHPLAN", no)]]))
    visitor = r.random() < 0.2
    if visitor:
        st = r.choice(P.US_STATES)
        d.ln(f"{'Visitor:':<14}", "Tourist from ", ("STATE", st[0] if r.random() < 0.5 else st[1]), ", ",
             ("COUNTRY", r.choice(["USA", "United States"])), " - home address ", ("STREET", H.street(r, "AU")), ", ",
             ("CITY", r.choice(["Maple Falls", "Cedar Bluff", "Pinecrest"])), ", ", ("STATE", st[1]), " ",
             ("ZIP", H.digits(r, 5)))
        d.ln(f"{'Insurance:':<14}", r.choice(US_INSURERS), " member ID ", ("HEALTHPLAN", f"{H.letters(r, 3)}{H.digits(r, 9)}"),
             ", group ", ("HEALTHPLAN", H.digits(r, 6)), ". Parent SSN ", ("SSN", H.us_ssn(r)), " for billing; CPT 99284.")
    d.ln("")
    arr = r.choice(["walk-in", "ambulance", "GP referral", "car (parents)"])
    d.ln("Arrived: ", D(r, v, r.choice(["num", "iso", "mon"])), " ", N.clock(r, 0, 23), " by ", arr, "   Triage: ",
         r.choice(["ATS 3", "ATS 4", "ATS 2"] if c in ("AU", "NZ") else ["MTS orange", "MTS yellow", "MTS green"]), "   Location: ",
         r.choice(["cubicle ", "Resus bay ", "Paeds bay ", "bed "]), ("LOCATION_OTHER", str(r.randint(1, 14))))
    if arr == "ambulance":
        d.ln("Ambulance incident no: ", ("IDNUM", H.digits(r, 9)), ", crew callsign ", r.choice(["Alpha", "Kilo", "Delta"]), H.digits(r, 2))
    who = r.choice(["mum", "mum", "dad", "gran"])
    wp = {"mum": k["mum"], "dad": k["partner"], "gran": k["gran"]}[who]
    wrel = {"mum": "mother", "dad": k["partner"]["rel"], "gran": k["gran"]["rel"]}[who]
    d.ln("Accompanied by: ", wrel, " ", B.fam(r, wp, r.choice(["first", "full"])))
    d.ln("")
    m = k["age"][1]
    pcs = [("fever and lethargy", "febrile illness, likely viral", "R50.9", 0, 200),
           ("difficulty breathing", "bronchiolitis (RSV +ve)", "J21.0", 0, 18),
           ("difficulty breathing", "acute asthma, moderate", "J45.9", 36, 200),
           ("seizure at home", "simple febrile convulsion", "R56.0", 6, 66),
           ("fall from trampoline", "supracondylar fracture L elbow", "S42.41", 36, 144),
           ("ingestion", "accidental ingestion of paracetamol - level below treatment line", "T39.1", 12, 60),
           ("rash", "urticaria - likely viral", "L50.9", 0, 200), ("abdominal pain", "non-specific abdominal pain", "R10.4", 36, 200),
           ("head injury", "minor head injury, CT not indicated (PECARN)", "S09.9", 0, 200)]
    pc = r.choice([p for p in pcs if p[3] <= m <= p[4]])
    d.ln("Presenting complaint: ", pc[0], ".")
    setting = "nursery" if m < 60 else "school"
    d.ln("HPC: ", "Per " + wrel + ", ", ("PATIENT", k["pt"]["first"]), " was ",
         [r.choice(["playing at ", "with friends at "]), ("LOCATION_OTHER", r.choice(P.LANDMARKS))] if r.random() < 0.3 and m > 36 else
         [r.choice(["well until ", f"at {setting} on ", "at nan's on "]), D(r, v - td(r.randint(0, 2)), "wday")],
         ". ", N.duration(r), " history. ", N.exam(r, 1, k["age"][1]))
    if r.random() < 0.2:
        d.ln("Devices: ", r.choice(["VP shunt (programmable valve), serial ", "cochlear implant processor, serial ",
                                    "insulin pump, serial ", "home oxygen concentrator, serial "]), ("DEVICE", H.device_sn(r)),
             r.choice(["", " - checked, functioning", " - company informed"]), ".")
    if pc[0] == "head injury" and r.random() < 0.6:
        d.ln("Mechanism: rear-seat passenger (booster seat) in car reg ", ("VEHICLE", H.plate(r, c)),
             ", low-speed RTC on ", ("STREET", H.street(r, c).split(", ")[-1]), "; police on scene.")
    d.ln("Obs at triage: ", N.vitals(r, k["age"][2]), ". ", r.choice(N.SCORES[:4]), ".")
    d.ln("Examination: ", N.exam(r, r.randint(2, 4), k["age"][1]))
    if r.random() < 0.6:
        d.ln("Investigations:")
        B.lab_table(r, d, k, r.randint(3, 6))
    d.ln("")
    d.ln("Diagnosis: ", pc[1], r.choice(["", " (ICD-10 " + pc[2] + ")", " [" + pc[2] + "]"]))
    d.ln("Treatment in ED: ", "; ".join(f"{a} {b}" for a, b in N.meds(r, r.randint(1, 2))))
    if r.random() < 0.65:
        d.ln("Discharged: ", D(r, v + td(r.choice([0, 0, 1])), r.choice(["num", "short", "dm"])), " ", N.clock(r, 0, 23), " ",
             r.choice(["home with parents", "home", "home, safety-net leaflet given"]))
    else:
        d.ln("Admitted to ", ("HOSPITAL", k["ward"]), " under ", B.doc(r, k["paed"], "title_full"), ", bed ",
             ("LOCATION_OTHER", str(r.randint(1, 24))), ".")
    d.ln("GP actions: ", "fracture clinic follow-up arranged" if "fracture" in pc[1] else
         r.choice(["none", "please review in 48h", "please ensure imms up to date", "HV to be informed - 3rd attendance in 6 months"]), ".")
    if "fracture" in pc[1]:
        d.ln("Fracture clinic ", D(r, v + td(r.randint(3, 10)), r.choice(["wk", "wdm", "num"])), " at ", N.clock(r, 0, 23), ", ",
             ("HOSPITAL", hosp), " outpatients, room ", ("LOCATION_OTHER", r.choice(["7", "11", "B2"])), ".")
    d.ln("")
    reg = H.staff(r, c, "PAED")
    d.ln("Clinician: ", B.doc(r, reg, "title_full"), r.choice([" (ST4 Paeds)", " (ED registrar)", " (CT2)", " (PEM consultant)"]),
         "  ", reg["lic"][0], " ", ("LICENSE", reg["lic"][1]), "  bleep ", ("PHONE", H.bleep(r)))
    d.ln("Senior review: ", B.doc(r, k["paed"], r.choice(["title_full", "title_last"])))
    if r.random() < 0.5:
        d.ln("Sent electronically to ", ("EMAIL", k["pr"]["email"]), " ", D(r, v + td(1), "num"), " ", N.clock(r, 0, 23))
    if r.random() < 0.4:
        B.audit(r, d, k, reg)
    return d, k


PANELS = ["FBC", "U&E", "coeliac", "urine", "bloodspot", "throat", "resp", "stool", "sweat"]


def lab_report(r):
    panel = r.choice(PANELS)
    k = B.make_case(r, age_m=(0, 0) if panel == "bloodspot" else (3, 200))
    c, v = k["c"], k["visit"]
    d = Doc()
    lab = r.choice([f"{k['hosp']} Pathology", f"{r.choice(P.FAC_STEMS)} Laboratory Services",
                    f"{H.town(r, c)} Regional Laboratory", "Clearwater Pathology"])
    d.ln(("HOSPITAL", lab), r.choice(["", " - Clinical Biochemistry", " - Microbiology", " - Haematology"]))
    la = H.address(r, c)
    d.ln(H.addr_items(r, la), r.choice(["   Enquiries ", "   Ph "]), ("PHONE", H.phone(r, c, "land")))
    if r.random() < 0.4:
        d.ln("Results online: ", ("URL", H.url_org(r, lab)))
    d.ln("=" * 60)
    d.ln(f"{'Patient':<12}", ("PATIENT", f"{k['pt']['last'].upper()}, {k['pt']['first']}"), "   Sex ", k["pt"]["sex"])
    d.ln(f"{'DOB':<12}", D(r, k["dob"], r.choice(["num", "mon", "upper"])), "   Age ", B.age(r, k, "short"))
    d.ln(f"{'MRN':<12}", ("MRN", k["mrn"]), "   ", k["hid"][0], " ", (k["hid"][2], k["hid"][1]))
    if c == "AU" and r.random() < 0.7:
        d.ln(f"{'Medicare':<12}", ("HEALTHPLAN", k["hp"][1]))
    d.ln(f"{'Requester':<12}", B.doc(r, k["gp"], r.choice(["title_full", "init_last"])), " / ", ("HOSPITAL", k["pr"]["name"]))
    d.ln(f"{'Lab no':<12}", ("IDNUM", H.idnum(r, "lab")), "   Order ", ("IDNUM", f"ORD-{H.digits(r, 6)}"))
    col = v - td(r.randint(0, 3))
    d.ln(f"{'Collected':<12}", D(r, col, r.choice(["num", "mon", "upper"])), " ", N.clock(r), "   Received ",
         D(r, col + td(r.choice([0, 1])), r.choice(["num", "short"])), " ", N.clock(r))
    d.ln(f"{'Reported':<12}", D(r, col + td(r.choice([1, 2])), r.choice(["num", "mon"])), " ", N.clock(r))
    d.ln("Clinical details: ", {"FBC": "tired, pale", "U&E": "vomiting, ?dehydration", "coeliac": "?coeliac, poor weight gain",
                                "urine": "fever ?UTI", "bloodspot": "routine newborn screening", "throat": "sore throat 5/7",
                                "resp": "cough, ?RSV", "stool": "D&V, nursery outbreak", "sweat": "recurrent chest infections, ?CF"}[panel])
    d.ln("-" * 60)
    if panel in ("FBC", "U&E", "coeliac"):
        B.lab_table(r, d, k, r.randint(4, 8), with_ids=False)
    elif panel == "urine":
        d.ln("URINE MC&S   specimen: ", r.choice(["clean catch", "bag", "MSU"]))
        d.ln("WBC >100 x10^6/L, RBC 10-100, epithelial cells few")
        d.ln("Culture: >10^8 cfu/L Escherichia coli")
        d.ln("Sensitivities: amoxicillin R, nitrofurantoin S, trimethoprim R, cefalexin S, co-amoxiclav S")
    elif panel == "bloodspot":
        d.ln("NEWBORN BLOODSPOT SCREENING   card ", ("IDNUM", H.idnum(r, "nbs")))
        d.ln("Sampled day ", str(r.randint(5, 8)), "  Birth weight ", str(r.randint(2100, 4400)), " g  Gestation ", N.gest(r))
        for t in ["PKU", "CHT (TSH)", "CF (IRT)", "MCADD", "Sickle cell", "MSUD", "IVA", "GA1", "HCU"]:
            d.ln(f"  {t:<14}", r.choice(["Not suspected", "Not suspected", "Not suspected", "Repeat required"]))
        d.ln("Mother: ", ("FAMILY", H.full(k["mum"])), ", DOB ", D(r, v - td(k["mum"]["age"] * 365 + r.randint(0, 360)), "num"))
    elif panel == "throat":
        d.ln("THROAT SWAB: Group A Streptococcus isolated. Penicillin sensitive.")
    elif panel == "resp":
        d.ln("RESPIRATORY PCR: RSV DETECTED. Influenza A/B, SARS-CoV-2, hMPV not detected.")
    elif panel == "stool":
        d.ln("FAECES: Norovirus GII detected. Salmonella, Shigella, Campylobacter, E. coli O157 not isolated.")
    else:
        d.ln("SWEAT TEST: chloride ", str(r.randint(10, 70)), " mmol/L (ref <30). Weight of sweat ", str(r.randint(80, 200)), " mg.")
    d.ln("-" * 60)
    sci = H.person(r)
    d.ln("Comment: ", r.choice(["Results phoned to ", "Please repeat in 2 weeks - discussed with ", "Authorised by ", "Reviewed by "]),
         r.choice([["Dr ", ("DOCTOR", k["gp"]["last"])], [("DOCTOR", H.full(sci)), ", BMS"]]), " at ",
         N.clock(r), ".")
    d.ln("Validated: ", ("DOCTOR", f"{sci['first'][0]}.{sci['last']}"), r.choice([" (Clinical Scientist)", " BMS", " (Consultant Microbiologist)"]))
    d.ln("Copy to: ", ("HOSPITAL", k["pr"]["name"]), " - ", r.choice(["inbox ", "EDI mailbox ", "HL7 endpoint "]),
         ("IPADDR", H.ip(r)) if r.random() < 0.4 else ("EMAIL", k["pr"]["email"]))
    if r.random() < 0.3:
        d.ln("Previous result ", D(r, v - td(r.randint(40, 500)), r.choice(["num", "my"])), ": ", r.choice(["similar", "normal", "tTG 21 U/mL"]))
    return d, k


def postnatal(r):
    k = B.make_case(r, age_m=(1, 2))
    c, v = k["c"], k["visit"]
    d = Doc()
    mum, baby = k["mum"], k["pt"]
    mum["age"] = r.randint(18, 44)
    mdob = v - td(int(mum["age"] * 365.25) + r.randint(10, 350))
    d.ln(r.choice(["6 WEEK POSTNATAL CHECK (MOTHER)", "Postnatal review - maternal", "Maternal postnatal check"]))
    d.ln(("HOSPITAL", k["pr"]["name"]), "  ", D(r, v, r.choice(["num", "long", "wk"])), "  ", N.clock(r))
    d.ln("Patient: ", ("PATIENT", H.full(mum)), "  DOB ", D(r, mdob, r.choice(["num", "mon"])), "  Age ", ("AGE", str(mum["age"])))
    lab, val, typ = k["hid"]
    d.ln(lab, ": ", (typ, H.health_id(r, c, k["sub"])[1]), "   Tel ", ("PHONE", mum["mob"]))
    d.ln("Clinician: ", B.doc(r, k["gp2"], "title_full"))
    d.ln("")
    d.ln("Delivered ", D(r, k["dob"], r.choice(["num", "long", "dm"])), " at ", ("HOSPITAL", k["hosp"]), ", ",
         r.choice(["SVD", "emergency LSCS for fetal distress", "elective LSCS", "forceps"]), " at ", N.gest(r),
         ". G", str(r.randint(1, 4)), "P", str(r.randint(1, 3)), ". EBL ", str(r.randint(200, 1500)), " ml.")
    d.ln("Baby ", ("FAMILY", baby["first"]), " (", "boy" if baby["sex"] == "M" else "girl",
         "), ", B.age(r, k, "short"), " old today, ", r.choice(["breastfeeding well", "formula fed", "mixed feeding"]),
         "; baby check done same appt by ", B.doc(r, k["gp2"], "title_last"), ".")
    d.ln("Partner ", B.fam(r, k["partner"], "first"), r.choice([" back at work as ", " is ", " works as "]),
         B.job(k["partner"]["job"]), r.choice([" at ", " for "]), ("ORGANIZATION", k["partner"]["emp"]), ".")
    d.ln("")
    d.ln("Mood: EPDS ", str(r.randint(1, 18)), ". ", r.choice(["Sleeping when baby sleeps.", "Tearful most days.",
                                                              "Anxious about returning to work."]),
         " Support from ", r.choice(["her mum ", "sister ", "mother-in-law "]), ("FAMILY", k["gran"]["first"]) if k["gran"]["sex"] == "F"
         else ("FAMILY", r.choice(P.ADULT_F)), ".")
    d.ln("BP ", f"{r.randint(100, 148)}/{r.randint(60, 96)}", ", BMI ", str(round(r.uniform(20, 38), 1)),
         ". Lochia settled. Perineum healed. Wound: ", r.choice(["n/a", "healed", "small area of granulation"]), ".")
    d.ln("Contraception: ", r.choice(["POP (desogestrel 75mcg OD)", "Nexplanon - booked", "condoms", "LNG-IUS at 6/52"]),
         ". Cervical screening due ", D(r, v + td(r.randint(30, 700)), r.choice(["my", "y"])), ".")
    d.ln("Occupation: ", ("PROFESSION", mum["job"]), ", ", ("ORGANIZATION", mum["emp"]), "; maternity leave until ",
         D(r, v + td(r.randint(60, 300)), r.choice(["my", "long", "num"])), ".")
    if r.random() < 0.35:
        lab_, val_ = H.ssn(r, c)
        d.ln("Maternity benefit form completed - ", lab_, " ", ("SSN", val_), ".")
    if r.random() < 0.5:
        d.ln("Med cert / fit note: not required. Employer HR contact ", ("EMAIL", H.email_org(r, mum["emp"])), ".")
    if r.random() < 0.4:
        d.ln("Maternal health summary emailed to ", ("EMAIL", mum["email"]), " at mum's request.")
    if r.random() < 0.3:
        d.ln(r.choice(["Gestational diabetes", "Pre-eclampsia", "Obstetric cholestasis"]), " in pregnancy - HbA1c ",
             r.choice(["at 13/52", "in 3/12", "annually"]), ". ", N.PLANS[r.randrange(len(N.PLANS))])
    d.ln("Coded: ", r.choice(["Postnatal examination (Read 62R..)", "SNOMED 384634009", "ICPC-2 W18"]))
    d.ln(B.doc(r, k["gp2"], r.choice(["init", "title_full"])))
    return d, k
