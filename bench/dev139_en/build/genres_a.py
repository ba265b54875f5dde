"""Genres: portal messages, refill requests, prior authorization, insurance appeals, billing statements."""
import pools as P
import phi as H
import neg as N
import blocks as B


def _D(d, style=None, rng=None):
    return ("DATE", H.fd(d, style or rng.choice(H.FULL_STYLES)))


SYMPT = ["dizzy spells in the mornings", "a dry cough that won't quit", "stomach upset and loose stools", "really bad headaches",
         "leg cramps at night", "trouble sleeping", "swelling in my ankles", "a rash on my arms"]


def portal(rng, d, C):
    proxy = rng.random() < 0.25
    nurse = C.nurse
    d.t(rng.choice(["PATIENT PORTAL MESSAGE\n", "Patient Advice Request\n", "Portal Message - Patient Medical Advice\n",
                    "MyHealth Secure Message\n"]))
    d.t("From: ")
    B.pt_name(d, rng, C, ("full", "FULLUP", "lf"))
    if proxy:
        d.t(" (proxy: ").p("FAMILY", H.nm(C.rel, "full")).t(", " + C.reltype + ")")
    d.t("\nTo: ")
    if rng.random() < 0.6:
        d.t("Dr. ").p("DOCTOR", C.pcp["last"]).t("'s Care Team")
    else:
        d.p("DOCTOR", H.nm(C.pcp, "full")).t(", " + C.cred + " - Pool: ").p("HOSPITAL", C.clinic).t(" Clinical Staff")
    d.t("\nSent: ").p("DATE", H.fd(C.today, rng.choice(["mdy", "wd_long", "mdy_n", "abbr"]))).t(" " + N.clock(rng, "12"))
    subj = rng.randrange(8)
    d.t("\nSubject: " + ["Side effects from new med", "Question about my labs", "Need a work note", "Travel shots?",
                         "Reschedule my physical", "Sports form for my son", "Blood pressure readings", "Medication question"][subj])
    d.t("\nMRN: ").p("MRN", C.mrn).t("\n\n")
    first = C.pt["first"]
    drug = rng.choice(N.MEDS)[0]
    greet = rng.choice(["Hi Dr. ", "Hello Dr. ", "Dr. ", "Good morning Dr. "])
    d.t(greet).p("DOCTOR", C.pcp["last"]).t(",\n")
    if proxy:
        d.t("This is ").p("FAMILY", C.rel["first"]).t(", ").p("PATIENT", first).t("'s %s, writing for %s. " % (
            C.reltype, "her" if C.pt["sex"] == "F" else "him"))
    if subj == 0:
        d.t("I started the %s on " % drug).p("DATE", H.fd(B.before(rng, C.today, 4, 20), rng.choice(["md", "mon_d", "wd"])))
        d.t(" and I've been having %s ever since. I work as a " % rng.choice(SYMPT)).p("PROFESSION", C.prof).t(" at ").p("ORGANIZATION", C.emp)
        d.t(" and I can't be feeling like this on the job. Should I stop it? My ").t(rng.choice(["wife", "husband", "sister", "daughter"]) + " ")
        d.p("FAMILY", rng.choice(P.FEMALE + P.MALE)).t(" thinks I should call. " + N.neg_sentence(rng, "pt") + "\n")
    elif subj == 1:
        d.t("I saw my results posted on ").p("DATE", H.fd(B.before(rng, C.today, 1, 6), rng.choice(["mdy_n", "wd", "md"])))
        d.t(". My A1c was %.1f - is that bad? Back in " % (rng.randrange(62, 95) / 10)).p("DATE", H.fd(B.before(rng, C.today, 90, 300), rng.choice(["my", "mon"])))
        d.t(" it was %.1f. Also my LDL is %d and it says H next to it. Do I need a statin now? My dad had a heart attack at " % (
            rng.randrange(56, 80) / 10, rng.randrange(110, 190)))
        d.p("AGE", str(rng.randrange(44, 70))).t(" and I turned ").p("AGE", str(C.age)).t(" in ").p("DATE", H.fd(C.dob, "mon")).t(".\n")
    elif subj == 2:
        w1 = B.before(rng, C.today, 2, 5)
        d.t("I was out sick ").p("DATE", H.fd(w1, "wd")).t(" and ").p("DATE", H.fd(B.after(rng, w1, 1, 2), "wd"))
        d.t(" with fever and body aches. My supervisor ").p("FAMILY", H.nm(H.person(rng), rng.choice(["full", "first"])))
        d.t(" at ").p("ORGANIZATION", C.emp).t(" needs a doctor's note before I can go back. Can you fax it to HR at ")
        d.p("FAX", H.phone(rng, False)).t(" or email it to ").p("EMAIL", "hr@" + rng.choice(P.EMAIL_DOMAINS)).t("? I'm a ")
        d.p("PROFESSION", C.prof).t(" so I can't work from home.\n")
    elif subj == 3:
        ctry = rng.choice(P.COUNTRIES)
        d.t("I'm flying to ").p("COUNTRY", ctry).t(" on ").p("DATE", H.fd(B.after(rng, C.today, 20, 70), rng.choice(["mdy_n", "mon_d", "mon_ord"])))
        d.t(" to visit my %s " % rng.choice(["grandmother", "brother", "aunt", "cousin"])).p("FAMILY", rng.choice(P.FEMALE + P.MALE))
        d.t(" in ").p("CITY", rng.choice(P.TOWNS)).t(". Do I need any shots? I had hep A years ago I think. I'll be back ")
        d.p("DATE", H.fd(B.after(rng, C.today, 80, 110), rng.choice(["md", "mon_d"]))).t(".\n")
    elif subj == 4:
        d.t("Can I move my physical from ").p("DATE", H.fd(B.after(rng, C.today, 5, 30), rng.choice(["mdy_n", "wd_md", "mon_d"])))
        d.t(" to sometime after ").p("DATE", rng.choice(P.HOLIDAYS)).t("? My %s " % C.reltype).p("FAMILY", H.nm(C.rel, "first"))
        d.t(" is having surgery at ").p("HOSPITAL", C.hosp).t(" that week and I'm driving. Room ").p("LOCATION_OTHER", "%d%s" % (rng.randrange(200, 680), rng.choice(["", "A", "B"])))
        d.t(" if anyone needs to reach me there.\n")
    elif subj == 5:
        kid = H.person(rng, "M", C.pt["last"])
        d.t("My son ").p("FAMILY", kid["first"]).t(" (he's ").p("AGE", str(rng.randrange(11, 17))).t(") needs his sports physical form signed for ")
        d.p("ORGANIZATION", rng.choice(P.SCHOOLS)).t(" by ").p("DATE", H.fd(B.after(rng, C.today, 3, 20), rng.choice(["wd_mon", "md", "mon_d"])))
        d.t(". Coach ").p("FAMILY", rng.choice(P.SURNAMES)).t(" said he can't practice without it. Can I upload it here?\n")
    elif subj == 6:
        d.t("Here are my readings from this week like you asked:\n")
        day = B.before(rng, C.today, 6, 8)
        for i in range(rng.randrange(3, 6)):
            dd = B.after(rng, day, i, i + 1)
            d.p("DATE", H.fd(dd, rng.choice(["wd_md", "md"]))).t("  %d/%d  pulse %d\n" % (rng.randrange(124, 162), rng.randrange(72, 98), rng.randrange(60, 92)))
        d.t("Cuff is the one my %s got me, serial " % C.reltype).p("DEVICE", H.device(rng)).t(" if that matters.\n")
    else:
        d.t("Can I take %s with my %s? The pharmacist at " % (drug, rng.choice(N.MEDS)[0])).p("HOSPITAL", C.pharm)
        d.t(" (").p("DOCTOR", rng.choice(P.FEMALE + P.MALE)).t(") said to ask you. " + N.neg_sentence(rng, "pt") + "\n")
    d.t(rng.choice(["Thanks,\n", "Thank you!\n", "thx\n", "Sincerely,\n"]))
    d.p("FAMILY", C.rel["first"]) if proxy else B.pt_name(d, rng, C, ("first", "full"))
    d.t("\n\n")
    if rng.random() < 0.85:
        rd = B.after(rng, C.today, 1, 3)
        d.t(rng.choice(["--- Reply ---\n", "RE: ", "Staff reply:\n"]))
        ncred = rng.choice(["RN", "RN", "LPN", "CMA"])
        d.t("From: ").p("DOCTOR", H.nm(nurse, rng.choice(["full", "lf"]))).t(rng.choice([", ", " "]) + ncred)
        d.t("  Sent: ").p("DATE", H.fd(rd, rng.choice(["mdy", "mdy_n"]))).t(" " + N.clock_biz(rng) + "\n")
        d.t("Hi ").p("FAMILY" if proxy else "PATIENT", C.rel["first"] if proxy else first).t(",\n")
        d.t("Dr. ").p("DOCTOR", C.pcp["last"]).t(" reviewed your message. ")
        d.t(rng.choice(["Please continue the medication for now and ", "We would like you to ", "Dr. says it is fine; please "]))
        d.t(rng.choice(["schedule a visit", "come in for a BP check", "do a video visit", "stop by the lab"]))
        d.t(" - we have an opening on ").p("DATE", H.fd(B.after(rng, rd, 1, 10), rng.choice(["wd_md", "wd_mon", "mdy_n"])))
        d.t(" at " + N.clock_biz(rng) + ". Call us at ").p("PHONE", C.cphone).t(" or book at ").p("URL", C.curl).t(".\n")
        if rng.random() < 0.5:
            d.t(N.neg_sentence(rng, "staff") + "\n")
        d.p("DOCTOR", H.nm(nurse, rng.choice(["full", "first"]))).t(rng.choice([", " + ncred + "\n", "\n"]))
        d.p("HOSPITAL", C.clinic).t("\n")
    if rng.random() < 0.45:
        d.t("\n[Audit] msg ").p("IDNUM", H.idnum(rng, "ticket")).t(" created by portal user ").p("USERNAME", H.username(rng, C.rel if proxy else C.pt))
        d.t(" from IP ").p("IPADDR", H.ip(rng))
        if rng.random() < 0.35:
            d.t(" (biometric login, %s " % rng.choice(["face template", "fingerprint key"])).p("BIOID", H.bioid(rng, rng.choice(["face", "finger"]))).t(")")
        d.t("; read by ").p("USERNAME", H.username(rng, C.pcp)).t("\n")


def refill(rng, d, C):
    m = rng.choice(N.MEDS)
    if rng.random() < 0.5:
        d.t(rng.choice(["RX RENEWAL REQUEST (electronic)\n", "REFILL AUTHORIZATION REQUEST\n", "Pharmacy Refill Request - eRx\n"]))
        d.t("Received: ").p("DATE", H.fd(C.today, rng.choice(["mdy", "mdy_n", "iso"]))).t(" " + N.clock(rng) + "\n\n")
        d.t("FROM PHARMACY: ").p("HOSPITAL", C.pharm).t("\n  ")
        B.addr(d, rng, H.street(rng, False), rng.choice(P.TOWNS), C.st, H.zipc(rng), ", ")
        d.t("\n  Ph ").p("PHONE", C.pphone).t("   Fax ").p("FAX", C.pfax).t("\n")
        d.t("  Pharmacist: ").p("DOCTOR", H.nm(H.person(rng), rng.choice(["full", "fi"]))).t(", RPh\n\n")
        d.t("PATIENT: ").p("PATIENT", H.nm(C.pt, rng.choice(["LF", "LFs", "lf"]))).t("   DOB: ").p("DATE", H.fd(C.dob, "mdy"))
        d.t("   Sex: %s\n" % C.pt["sex"])
        d.t("Address: ")
        B.addr(d, rng, C.street, C.city, C.st, C.zip, ", ")
        d.t("\nPhone: ").p("PHONE", C.cell).t("\n\n")
        d.t("Medication requested: %s %s\nSig: %s\n" % m)
        d.t("Qty: %d   Days supply: %d   Refills requested: %d\n" % (rng.choice([30, 60, 90, 180]), rng.choice([30, 90]), rng.randrange(1, 4)))
        d.t("Last filled: ").p("DATE", H.fd(B.before(rng, C.today, 25, 95), rng.choice(["mdy", "mdy_s"])))
        d.t("   Rx #: ").p("IDNUM", H.idnum(rng, "rx")).t("   Written: ").p("DATE", H.fd(B.before(rng, C.today, 120, 380), "mdy")).t("\n")
        d.t("Prescriber: ")
        B.doc_name(d, rng, C.pcp, C.cred, "full_cred")
        d.t("   NPI ").p("LICENSE", C.npi)
        if rng.random() < 0.6:
            d.t("   DEA ").p("LICENSE", H.dea(rng, C.pcp["last"]))
        d.t("\n\n--- Clinic action ---\n")
    else:
        d.t(rng.choice(["TELEPHONE ENCOUNTER - Medication Refill\n", "Phone Note: refill\n", "RX REQUEST (phone)\n"]))
        d.p("DATE", H.fd(C.today, rng.choice(["mdy", "mdy_n", "wd_md"]))).t(" " + N.clock(rng) + "  Taken by: ")
        d.p("DOCTOR", H.nm(C.clerk, rng.choice(["full", "fl_", "first"]))).t(" (front desk)\n")
        if rng.random() < 0.5:
            d.t("Caller: self\n")
        else:
            d.t("Caller: ").p("FAMILY", H.nm(C.rel, rng.choice(["full", "first"]))).t(" (%s)\n" % C.reltype)
        d.t("Callback #: ").p("PHONE", C.cell).t("   OK to leave detailed VM: %s\n" % rng.choice(["Y", "N", "yes"]))
        d.t("Pt: ")
        B.pt_name(d, rng, C)
        d.t("  DOB ").p("DATE", H.fd(C.dob, rng.choice(["mdy", "mdy_n"]))).t("  MRN ").p("MRN", C.mrn).t("\n")
        d.t("Requesting refill of:\n")
        B.med_list(d, rng, rng.randrange(1, 4), False)
        d.t("Pharmacy: ").p("HOSPITAL", C.pharm).t(" - ").p("PHONE", C.pphone).t("\n")
        pr = "She" if C.pt["sex"] == "F" else "He"
        d.t("%s reports out of meds since " % pr).p("DATE", H.fd(B.before(rng, C.today, 1, 5), rng.choice(["wd", "md"])))
        if rng.random() < 0.3:
            d.t("; flying to ").p("COUNTRY", rng.choice(P.COUNTRIES)).t(" ").p("DATE", H.fd(B.after(rng, C.today, 2, 9), rng.choice(["wd", "md"])))
            d.t(" for %d weeks - requests vacation override / 90-day supply" % rng.randrange(2, 9))
        elif rng.random() < 0.6:
            d.t("; leaving for ").p("CITY", rng.choice(P.TOWNS)).t(", ").p("STATE", H.state(rng, True)).t(" on ")
            d.p("DATE", H.fd(B.after(rng, C.today, 2, 9), rng.choice(["wd", "md", "mon_d"]))).t(" for %s's %s" % (
                rng.choice(["granddaughter", "nephew", "sister"]), rng.choice(["graduation", "wedding", "funeral"])))
        d.t(". Last OV ").p("DATE", H.fd(B.before(rng, C.today, 40, 400), rng.choice(["mdy_n", "my3"]))).t(".\n")
        d.t("Routed to: ").p("DOCTOR", H.nm(C.nurse, "full")).t(", RN\n\n")
    rv = B.after(rng, C.today, 0, 2)
    d.p("DATE", H.fd(rv, rng.choice(["mdy_n", "md"]))).t(" " + N.clock(rng, "24c") + " ")
    d.p("DOCTOR", H.nm(C.nurse, rng.choice(["fi", "full", "INI"]))).t(rng.choice([", RN: ", " RN - ", ": "]))
    last_a1c = B.before(rng, C.today, 30, 260)
    d.t("Last OV ").p("DATE", H.fd(B.before(rng, C.today, 60, 300), rng.choice(["mdy_n", "mdy_s"])))
    d.t(". Last labs ").p("DATE", H.fd(last_a1c, rng.choice(["mdy_n", "md", "my3"]))).t(": A1c %.1f%%, Cr %.2f, K %.1f. " % (
        rng.randrange(58, 92) / 10, rng.randrange(60, 140) / 100, rng.randrange(36, 52) / 10))
    k = rng.randrange(3)
    if k == 0:
        d.t("Meets refill protocol. Approved x %d days with %d RF. " % (rng.choice([30, 90]), rng.randrange(0, 4)))
    elif k == 1:
        d.t("Overdue for visit - 30 day supply only, pt must schedule. Appt made for ")
        d.p("DATE", H.fd(B.after(rng, C.today, 5, 30), rng.choice(["wd_md", "mdy_n"]))).t(". ")
    else:
        d.t("Controlled substance - forwarded to provider; PDMP checked, no concerns. ")
    d.t(N.neg_sentence(rng, "word") + "\n")
    d.t("Sent to ").p("HOSPITAL", C.pharm).t(" via eRx; confirmation ").p("IDNUM", H.idnum(rng, "order")).t(".\n")
    if rng.random() < 0.6:
        B.sign(d, rng, C, npi=False)


def prior_auth(rng, d, C):
    drugs = [("semaglutide 1 mg/0.75 mL pen", "E11.65", "metformin", "empagliflozin"),
             ("dupilumab 300 mg/2 mL", "L20.9", "triamcinolone 0.1% cream", "tacrolimus ointment"),
             ("adalimumab 40 mg/0.4 mL", "K50.00", "mesalamine", "azathioprine"),
             ("CPAP E0601 with heated humidifier", "G47.33", "positional therapy", "weight loss program"),
             ("MRI lumbar spine w/o contrast (CPT 72148)", "M54.50", "physical therapy", "meloxicam"),
             ("lisdexamfetamine 30 mg", "F90.2", "methylphenidate ER", "atomoxetine"),
             ("rosuvastatin 20 mg (non-formulary)", "E78.2", "atorvastatin", "simvastatin"),
             ("continuous glucose monitor (Dexcom G7)", "E11.65", "fingerstick testing QID", "insulin glargine")]
    drug, icd, t1, t2 = rng.choice(drugs)
    d.t(rng.choice(["PRIOR AUTHORIZATION REQUEST\n", "Prior Authorization / Coverage Determination Request\n",
                    "PHARMACY PRIOR AUTHORIZATION FORM\n", "Precertification Request - Outpatient\n"]))
    d.t("To: ").p("ORGANIZATION", rng.choice([C.ins] * 3 + P.PBMS)).t(" - Utilization Management   Fax: ").p("FAX", H.phone(rng, False)).t("\n")
    d.t("Date submitted: ").p("DATE", H.fd(C.today, rng.choice(["mdy", "long", "mdy_n"])))
    d.t(rng.choice(["   Urgency: Standard\n", "   URGENT (72h)\n", "\n"]))
    d.t("\nMEMBER INFORMATION\n")
    B.demo(d, rng, C, ["name", "dob", "mem", "grp", "phone"], sep="\n")
    d.t("\nPRESCRIBER INFORMATION\nName: ")
    B.doc_name(d, rng, C.pcp, C.cred, "full_cred")
    d.t("\nPractice: ").p("HOSPITAL", C.clinic).t("\nNPI: ").p("LICENSE", C.npi)
    if rng.random() < 0.5:
        d.t("   State Lic: ").p("LICENSE", H.lic(rng))
    d.t("\nPhone: ").p("PHONE", C.cphone).t("   Fax: ").p("FAX", C.cfax).t("\nContact: ").p("DOCTOR", H.nm(C.ma, "full")).t(rng.choice([", CMA (PA coordinator)", ", referral coordinator", ""]))
    d.t(" ext. %d\n" % rng.randrange(200, 499))
    d.t("\nREQUEST\nItem: %s\nDiagnosis: %s\n" % (drug, icd))
    d.t("Previous therapies:\n")
    s1 = B.before(rng, C.today, 300, 900)
    e1 = B.after(rng, s1, 60, 200)
    d.t("  1. %s  " % t1).p("DATE", H.fd(s1, rng.choice(["mdy_n", "my_num", "my3"]))).t(" - ").p("DATE", H.fd(e1, rng.choice(["mdy_n", "my_num", "my3"])))
    d.t("  %s\n" % rng.choice(["inadequate response", "GI intolerance", "failed", "partial response"]))
    d.t("  2. %s  " % t2).p("DATE", H.fd(B.after(rng, e1, 5, 30), rng.choice(["my3", "my_num"]))).t(" - present  %s\n" % rng.choice(["inadequate response", "ongoing", "side effects (rash)"]))
    d.t("Pertinent results: ")
    res = {"E11.65": lambda: "A1c %.1f%%" % (rng.randrange(72, 110) / 10), "L20.9": lambda: "EASI %d" % rng.randrange(16, 40),
           "K50.00": lambda: "CRP %.1f mg/L" % (rng.randrange(60, 400) / 10), "G47.33": lambda: "AHI %d/h" % rng.randrange(15, 60),
           "M54.50": lambda: "ODI %d%%" % rng.randrange(30, 70), "F90.2": lambda: "Vanderbilt %d/18" % rng.randrange(10, 18),
           "E78.2": lambda: "LDL %d mg/dL" % rng.randrange(130, 210)}[icd]
    for i in range(rng.randrange(1, 4)):
        d.t(res() + " (").p("DATE", H.fd(B.before(rng, C.today, 20 + 90 * i, 90 + 90 * i), rng.choice(["md", "mdy_s", "my3"]))).t("); ")
    d.t("BMI %.1f; %s\n" % (rng.randrange(270, 420) / 10, rng.choice(N.screens(rng))))
    d.t("\nLETTER OF MEDICAL NECESSITY\n")
    d.p("PATIENT", H.nm(C.pt, "full")).t(" is %s " % H.art(C.age)).p("AGE", str(C.age)).t(rng.choice(["-year-old ", " y/o ", " year old "]))
    d.t(("woman" if C.pt["sex"] == "F" else "man") + " followed at our practice since ").p("DATE", H.fd(B.before(rng, C.today, 700, 4000), rng.choice(["y", "my"])))
    d.t(". " + rng.choice(N.EPONYM_SENT) + " Despite adherence to %s and %s, disease remains uncontrolled. " % (t1, t2))
    if rng.random() < 0.6:
        d.t(("She" if C.pt["sex"] == "F" else "He") + " works as a ").p("PROFESSION", C.prof).t(" and has missed %d days of work since " % rng.randrange(3, 30))
        d.p("DATE", H.fd(B.before(rng, C.today, 40, 200), rng.choice(["mon", "my", "mon_d"]))).t(". ")
    d.t("Seen by ")
    B.doc_name(d, rng, C.specdoc, style="drfull")
    d.t(" at ").p("HOSPITAL", C.spec).t(" on ").p("DATE", H.fd(B.before(rng, C.today, 10, 90), rng.choice(["mdy_n", "long"]))).t(", who concurs. ")
    d.t("Medicare/Medicaid criteria not applicable; commercial policy criteria met.\n")
    B.sign(d, rng, C)
    d.t("\n=== PAYER RESPONSE ===\n")
    d.t("Case #: ").p("IDNUM", H.idnum(rng, "pa", C.today.year)).t("   Received ").p("DATE", H.fd(B.after(rng, C.today, 0, 2), "mdy"))
    d.t(" " + N.clock(rng, "24c") + "\n")
    if rng.random() < 0.65:
        d.t("Determination: APPROVED  Effective ").p("DATE", H.fd(C.today, "mdy")).t(" through ").p("DATE", H.fd(B.after(rng, C.today, 180, 366), "mdy")).t("\n")
    else:
        d.t("Determination: DENIED - step therapy not met. Appeal rights enclosed; submit within 60 days of ").p("DATE", H.fd(B.after(rng, C.today, 1, 4), "mdy")).t(".\n")
    d.t("Reviewer: ")
    B.doc_name(d, rng, H.person(rng), "MD", "drfull")
    d.t(", Medical Director\nQuestions: ").p("PHONE", H.phone(rng, True)).t("  ").p("URL", H.url(rng, "plan", rng.choice(["bluestem", "keystone", "cardinal", "summitshield"]))).t("\n")


def appeal(rng, d, C):
    B.header(d, rng, C)
    d.t("\n").p("DATE", H.fd(C.today, rng.choice(["long", "long", "mdy"]))).t("\n\n")
    d.p("ORGANIZATION", C.ins).t("\nAttn: " + rng.choice(["Appeals Department", "Grievances & Appeals Unit", "Provider Appeals"]) + "\n")
    B.addr(d, rng, H.pobox(rng), rng.choice(P.TOWNS), H.state(rng, False), H.zipc(rng), "\n")
    d.t("\nVia fax: ").p("FAX", H.phone(rng, False)).t("\n\n")
    svc = B.before(rng, C.today, 20, 120)
    d.t("RE: " + rng.choice(["Level 1 Provider Appeal", "Request for Reconsideration", "Expedited Appeal", "Second-level appeal"]) + "\n")
    d.t("Member: ").p("PATIENT", H.nm(C.pt, rng.choice(["full", "fml"]))).t("\nDOB: ").p("DATE", H.fd(C.dob, "mdy"))
    d.t("\nMember ID: ").p("HEALTHPLAN", C.mem).t("   Group: ").p("HEALTHPLAN", C.grp)
    d.t("\nClaim #: ").p("ACCOUNT", H.account(rng, "claim")).t("\nDenial reference: ").p("IDNUM", H.idnum(rng, rng.choice(["appeal", "pa"])))
    d.t("\nDate of service: ").p("DATE", H.fd(svc, "mdy"))
    if rng.random() < 0.4:
        d.t(" - ").p("DATE", H.fd(B.after(rng, svc, 1, 5), "mdy"))
    item = rng.choice(["CPT 99214-25 with 96127 (denied as bundled)", "Zoster vaccine 90750 (denied - age limit)",
                       "CT abdomen/pelvis 74177", "sleep study 95810", "semaglutide (Part D)", "ER visit (deemed non-emergent)",
                       "physical therapy visits 13-20", "continuous glucose monitor supplies A4239"])
    d.t("\nDenied service: %s\n\n" % item)
    k = rng.randrange(3)
    if k == 2:
        d.t("Dear Dr. ").p("DOCTOR", rng.choice(P.SURNAMES)).t(":\n\n")
    else:
        d.t(["To Whom It May Concern:\n\n", "Dear Appeals Reviewer:\n\n"][k])
    t = H.title(C.pt)
    d.t("I am writing on behalf of my patient, %s " % t).p("PATIENT", C.pt["last"]).t(", %s " % H.art(C.age)).p("AGE", str(C.age))
    d.t(rng.choice(["-year-old ", " year old "]))
    d.p("PROFESSION", C.prof).t(", to request reconsideration of the denial dated ").p("DATE", H.fd(B.after(rng, svc, 10, 30), rng.choice(["long", "mdy"])))
    d.t(". ")
    d.t("She" if C.pt["sex"] == "F" else "He")
    d.t(" has " + rng.choice(N.PROBLEMS)[0].lower() + " and " + rng.choice(N.PROBLEMS)[0].lower() + ". ")
    d.t("On ").p("DATE", H.fd(svc, rng.choice(["long", "mon_d", "mdy_n"]))).t(" %s presented to " % ("she" if C.pt["sex"] == "F" else "he"))
    d.p("HOSPITAL", rng.choice([C.clinic, C.hosp, rng.choice(P.URGENT)])).t(" with " + rng.choice(
        ["acute RLQ pain and fever of 101.8 F", "chest pressure radiating to the left arm", "new ataxia; Romberg positive",
         "worsening daytime somnolence, Epworth 16", "A1c 10.2% despite maximal oral therapy"]) + ". ")
    if rng.random() < 0.6:
        d.t("Prior to this, ").p("DOCTOR", H.nm(C.specdoc, "full")).t(" of ").p("HOSPITAL", C.spec).t(" documented " + rng.choice(N.EPONYM_SENT).lower() + " ")
    d.t("The service was medically necessary and consistent with USPSTF/ACIP guidance. ")
    if rng.random() < 0.5:
        d.t("Without it %s cannot safely continue working for " % ("she" if C.pt["sex"] == "F" else "he")).p("ORGANIZATION", C.emp).t(". ")
    d.t("Enclosed are office notes from ").p("DATE", H.fd(B.before(rng, svc, 100, 400), "mdy_n")).t(" through ").p("DATE", H.fd(svc, "mdy_n"))
    d.t(", the EOB, and the specialist consult.\n\n")
    d.t("Please contact ").p("DOCTOR", H.nm(C.ma, "full")).t(" in our office at ").p("PHONE", H.phone(rng, True, C.area)).t(" or ")
    d.p("EMAIL", H.staff_email(rng, C.ma)).t(" with questions.\n\n")
    d.t("Sincerely,\n")
    B.sign(d, rng, C)
    d.t("Enclosures (%d)\ncc: " % rng.randrange(2, 6)).p("PATIENT", H.nm(C.pt, "full")).t(", ")
    B.addr(d, rng, C.street, C.city, C.st, C.zip, ", ")
    d.t("\n")


def billing(rng, d, C):
    guar_self = C.age >= 18 and rng.random() < 0.6
    g = C.pt if guar_self else C.rel
    d.t(rng.choice(["PATIENT STATEMENT\n", "STATEMENT OF ACCOUNT\n", "Billing Statement - Please Retain For Your Records\n"]))
    d.p("HOSPITAL", C.clinic).t(" Billing Office\nRemit to: ")
    B.addr(d, rng, H.pobox(rng), C.ccity, C.st, C.czip, ", ")
    d.t("\nBilling questions: ").p("PHONE", H.phone(rng, rng.random() < 0.4, C.area)).t(" (M-F 8:00-4:30)\n\n")
    sd = C.today
    d.t("Statement date: ").p("DATE", H.fd(sd, "mdy")).t("    Account #: ").p("ACCOUNT", C.acct)
    d.t("\nPayment due by: ").p("DATE", H.fd(B.after(rng, sd, 21, 31), rng.choice(["mdy", "long"]))).t("\n\n")
    d.t("Guarantor: ")
    d.p("PATIENT" if guar_self else "FAMILY", H.nm(g, rng.choice(["FULLUP", "full", "LFs"])))
    if rng.random() < 0.3:
        d.t("   SSN ").p("SSN", H.ssn(rng))
    d.t("\n")
    B.addr(d, rng, C.street, C.city, C.st, C.zip, "\n")
    d.t("\n\nPatient: ").p("PATIENT", H.nm(C.pt, rng.choice(["full", "LF"]))).t("   DOB ").p("DATE", H.fd(C.dob, "mdy")).t("\n")
    d.t("Insurance: ").p("ORGANIZATION", C.ins).t("  ID ").p("HEALTHPLAN", C.mem).t("\n\n")
    d.t("%-11s %-36s %-7s %9s %9s %9s %9s\n" % ("DOS", "Description", "Code", "Charge", "Ins Pd", "Adj", "Pt Resp"))
    tot = 0.0
    dos = B.before(rng, sd, 20, 150)
    for i in range(rng.randrange(2, 6)):
        code, desc = rng.choice(N.CPT)
        ch = rng.randrange(2500, 32000) / 100
        ins = round(ch * rng.uniform(0.3, 0.7), 2)
        adj = round(ch * rng.uniform(0.05, 0.25), 2)
        pr = max(0.0, round(ch - ins - adj, 2))
        tot += pr
        d.p("DATE", H.fd(dos, "mdy")).t(" %-36s %-7s %9.2f %9.2f %9.2f %9.2f\n" % (desc[:36], code, ch, ins, adj, pr))
        if rng.random() < 0.4:
            dos = B.after(rng, dos, 1, 40)
    d.t("\nClaim ").p("ACCOUNT", H.account(rng, "claim")).t(" processed by ").p("ORGANIZATION", C.ins).t(" on ").p("DATE", H.fd(B.after(rng, dos, 10, 30), "mdy_n")).t(".\n")
    d.t("AMOUNT DUE: $%.2f\n" % tot)
    d.t(N.neg_sentence(rng, "bill") + "\n")
    d.t("Pay online: ").p("URL", H.url(rng, "pay")).t("  (statement code ").p("ACCOUNT", H.account(rng, "inv")).t(")\n")
    if rng.random() < 0.3:
        d.t("Financial assistance: ask about our sliding fee scale. Medicare and Medicaid accepted.\n")
    d.t("\nACCOUNT NOTES\n")
    nd = sd
    for i in range(rng.randrange(2, 5)):
        nd = B.after(rng, nd, 3, 20)
        who = H.person(rng)
        d.p("DATE", H.fd(nd, rng.choice(["mdy_n", "md", "mdy_s"]))).t(" ")
        k = rng.randrange(5)
        if k == 0:
            d.t("Called guarantor at ").p("PHONE", C.phone).t(", LVM re balance.")
        elif k == 1:
            d.t("Pt's %s " % C.reltype).p("FAMILY", H.nm(C.rel, rng.choice(["full", "first"]))).t(" called; payment plan $%d/mo starting " % rng.choice([20, 25, 40, 50]))
            d.p("DATE", H.fd(B.after(rng, nd, 5, 30), rng.choice(["md", "mdy_n", "mon_ord"]))).t(".")
        elif k == 2:
            d.t("Statement returned mail; new addr verified: ").p("STREET", H.street(rng)).t(", ").p("CITY", rng.choice(P.TOWNS)).t(".")
        elif k == 3:
            d.t("Resubmitted to secondary (Medicaid) with corrected modifier; ins ref ").p("IDNUM", H.idnum(rng, "ticket")).t(".")
        else:
            d.t("Pt paid $%.2f by card via portal; conf # " % (rng.randrange(1000, 15000) / 100)).p("IDNUM", H.idnum(rng, "order")).t(".")
        d.t(" -").p("DOCTOR", H.nm(who, rng.choice(["INI", "fl_", "fi"]))).t("\n")
