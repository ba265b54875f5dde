"""Genres: gynaecology clinic letter, fertility clinic note, ultrasound report, safeguarding referral."""
import pools as P
from phi import (R, ch, chance, digits, phone, email, url, ip, idnum, device, bleep, Person, letters, hospital, addr,
                 fd, vehicle, bioid, mrn, npi, nmc, gmc, drivers, ssn)
import blocks as B
from blocks import ag, uk, td, art
import neg as N


def gyn_letter(c, n):
    us = c.us
    c.age = R.randint(19, 58)
    c.dob = B.years_before(c.visit, c.age) - td(R.randint(1, 360))
    n.ln(uk(c, ch(["Department of Obstetrics and Gynecology", "Division of Gynecology"]), ch(["Department of Gynaecology", "Gynaecology Outpatients", "Women's Health Directorate"])))
    n.ln(("HOSPITAL", c.hosp))
    c.street_line(n, c.hosp_addr, one_line=chance(0.5))
    n.ln()
    n.ln("Tel: ", ("PHONE", phone(c.c, "work")), *(["   Fax: ", ("FAX", phone(c.c, "fax"))] if chance(0.7) else []))
    if chance(0.5):
        n.ln("Email: ", ("EMAIL", email(org=True, box=ch(["gyn.secretaries", "gynae.admin", "womenshealth.appts", "gynaeoutpatients"]))))
    n.ln()
    n.ln("Our ref: ", ("DOCTOR", c.s["cons"].nm("INIT")), "/", ("DOCTOR", c.s["clerk"].nm("INIT").lower()),
         *(["/", ("MRN", c.mrn)] if chance(0.5) else []))
    n.ln("Clinic date: ", c.D(c.visit), "   Dictated: ", c.D(c.visit + td(R.randint(0, 2))), "   Typed: ", c.D(c.visit + td(R.randint(2, 9))))
    n.ln()
    n.ln(uk(c, "", "Private and Confidential"))
    n.ln("Dr ", c.DR("gpdoc", ch(["full", "fml", "fi"])))
    n.ln(("HOSPITAL", c.gp))
    c.street_line(n, addr(c.c), one_line=False)
    n.ln()
    n.ln()
    n.ln("Dear Dr ", c.DR("gpdoc", "last"), ",")
    n.ln()
    n("Re: ", c.PT(ch(["full", "FULLUP", "fml"])), ", DOB ", c.D(c.dob, ["num", "long"]))
    n.ln(*([", NHS No ", ("MRN", c.nhs)] if not us else [", MRN ", ("MRN", c.mrn)]))
    n("     ")
    c.street_line(n)
    n.ln()
    n.ln()
    dx, plan, cmp, proc = ch([
        ("Heavy menstrual bleeding; 4 cm intramural fibroid", "Hysteroscopy and Mirena insertion", "heavy periods with flooding and clots", "hysteroscopy"),
        ("Suspected endometriosis", "Diagnostic laparoscopy", "cyclical pelvic pain and dyspareunia", "laparoscopy"),
        ("Postmenopausal bleeding - endometrium 3 mm", "Reassurance; hysteroscopy if further bleeding", "a single episode of bleeding", "hysteroscopy"),
        ("PCOS", "Combined pill; lifestyle advice", "irregular cycles every 40-90 days", "a trial of medical treatment"),
        ("Pelvic organ prolapse (anterior)", "Ring pessary fitted", "a dragging sensation", "a pessary"),
        ("Simple ovarian cyst 4 cm", "Repeat USS in 3 months", "pelvic pain", "conservative management"),
        ("Chronic pelvic pain", "Diagnostic laparoscopy", "pelvic pain", "laparoscopy"),
        ("Secondary amenorrhoea", "Bloods and progestogen challenge", "no periods", "a trial of medical treatment")])
    n.ln("Diagnosis: " + dx)
    n.ln("Plan: " + plan)
    n.ln()
    n(f"I saw this {ch(['', 'pleasant ', 'very pleasant '])}", *ag(c.age, ch(["{}-year-old ", "{} year old "])),
      ch(["lady", "woman", "patient"]) + " in clinic today" + ch([", accompanied by her " + c.rel + " ", ". "]))
    if n.buf[-1].endswith(" ") and not n.buf[-1].endswith(". "):
        n(c.F(c.partner, "first"), ". ")
    n(ch(["She works as ", "She is "]) + art(c.occ), ("PROFESSION", c.occ))
    if chance(0.5):
        n(" at ", ("ORGANIZATION", c.employer))
    n.ln(". " + ch(["She was referred with ", "She describes ", "Her main complaint is "]) + cmp,
         *([" since ", c.D(c.visit - td(R.randint(60, 900)), ["my", "y", "month", "my3"])] if chance(0.7) and "single" not in cmp else []), ".")
    n.ln()
    n(ch(["LMP ", "Her last period was "]), c.D(c.visit - td(R.randint(3, 40)), ["num", "dm", "ord", "long"]), ". ")
    n("Cervical screening " + ch(["up to date, last ", "last performed ", "overdue, last "]), c.D(c.visit - td(R.randint(300, 1800)), ["my", "y", "my3"]),
      ch([", normal.", ", HPV negative.", ", borderline changes, colposcopy normal."]) + " ")
    n.ln(f"She is P{c.Pa}" + (ch([" (both SVD).", ", all vaginal deliveries.", "."]) if c.Pa else "."))
    if chance(0.5):
        fh = ch(["had a hysterectomy for fibroids in her forties", "has had ovarian cancer", "had endometriosis", "died of breast cancer aged "])
        n.ln("Her mother ", c.F(c.mother, "first"), " " + fh, *([("AGE", str(R.randint(45, 72)))] if fh.endswith("aged ") else []), ".")
    n.ln()
    n.ln("On examination:")
    for s_ in R.sample([g for g in N.GYN if "screening" not in g and "Pipelle" not in g and "inserted" not in g and "Hysteroscopy" not in g], R.randint(2, 4)):
        n.ln(s_)
    n.ln()
    if chance(0.7):
        n.ln("Investigations: pelvic ultrasound on ", c.D(c.visit - td(R.randint(10, 60)), ["num", "long", "dm"]), " at ", ("HOSPITAL", c.hosp2),
             " (ref ", ("IDNUM", idnum("acc")), "): " + ch(N.ULTRA[11:13] + ["Uterus anteverted, normal size.", "Bulky uterus with 4 cm posterior fibroid."]))
        if chance(0.4):
            n.ln(ch([N.LAB[1], N.LAB[3], N.LAB[6]] if not us else [N.LAB[8], N.LAB[3], N.LAB[6]]))
        n.ln()
    n.ln(ch(["We discussed the options and she would like to proceed with ", "After discussion we agreed on ", "Plan: "]) +
         proc + ". " +
         ch(["I have listed her", "She will be seen", "She is booked"]) + " for ", c.D(c.visit + td(R.randint(14, 120)), ["long", "num", "wk", "my"]),
         " at ", ("HOSPITAL", c.hosp if chance(0.6) else c.hosp2), ".")
    if chance(0.4):
        n.ln("Pre-op assessment: ", ("PHONE", phone(c.c, "work")), ". Patient information: ", ("URL", url()))
    n.ln()
    n.ln("Yours sincerely,")
    n.ln()
    n.ln(ch(["Dr ", "Mr ", "Miss ", "Dr "]), c.DR("cons", ch(["full", "fml"])))
    n.ln(uk(c, "Attending Gynecologist", "Consultant Gynaecologist"), *(["  GMC ", ("LICENSE", gmc())] if not us and chance(0.4) else []))
    if chance(0.5):
        n.ln(ch(["Dictated but not read", "Electronically approved"]), " - typed by ", c.DR("clerk", ch(["full", "fi", "first"])))
    B.cc(n, c, ("gpdoc",))


def fertility(c, n):
    us = c.us
    c.age = R.randint(24, 45)
    c.dob = B.years_before(c.visit, c.age) - td(R.randint(1, 360))
    p = c.partner
    n.ln(("HOSPITAL", ch(["Crescent Fertility Institute", "Riverbend Reproductive Medicine"]) if us else ch(["{t} Fertility Centre", "Hallmark Assisted Conception Unit", "Lotus Reproductive Clinic", "{t} Assisted Conception Unit"]).format(t=c.town)))
    n.ln(ch(["FERTILITY CONSULTATION", "IVF CYCLE REVIEW", "Assisted Conception - Follow-up", "New Patient - Subfertility", "EMBRYOLOGY SUMMARY"]))
    n.ln()
    n.ln("Patient: ", c.PT(ch(["LF", "full", "fml"])), "  DOB ", c.D(c.dob, ["num", "numnz"]), "  ", ("AGE", str(c.age)), "y  ",
         uk(c, "MRN ", "Unit no "), ("MRN", c.mrn))
    n.ln("Partner: ", c.F(p, ch(["LF", "full", "fml"])), "  DOB ", c.D(B.years_before(c.visit, c.partner_age) - td(R.randint(1, 300)), ["num", "numnz"]),
         "  ", ("AGE", str(c.partner_age)), "y", *(["  ", uk(c, "MRN ", "Unit no "), ("MRN", mrn(c.c))] if chance(0.6) else []))
    n.ln("Date: ", c.D(c.visit), "   Clinician: ", c.DR("cons", ch(["full", "fi"])), *(["   Nurse: ", c.DR("nurse", ch(["full", "first"]))] if chance(0.5) else []))
    if chance(0.75):
        n.ln("ID check: ", ch(["photo ID (driving licence ", "photo ID (driver's license "]), ("LICENSE", drivers(c.c)), ") and ",
             ch(["fingerprint ", "biometric ", "palm-vein "]), "ID ", ("BIOID", bioid()), " verified.")
    if us and chance(0.6):
        n.ln("Coverage: ", ("ORGANIZATION", c.insurer), " fertility benefit, member ", ("HEALTHPLAN", c.plan), ", auth ", ("IDNUM", idnum("order")))
    elif not us and chance(0.6):
        n.ln("Funding: NHS-funded cycle " + ch(["1 of 1", "2 of 3", "1 of 3"]) + ", ICB approval ref ", ("IDNUM", idnum("case")))
    n.ln()
    n.ln("History:")
    ttc = ch(["2 years", "18 months", "4 years", "since marriage in "])
    n.ln("  Trying to conceive " + ttc, c.D(c.visit - td(R.randint(400, 2500)), ["y", "my"]) if ttc.endswith("in ") else "", ". " + ch(["Regular 28-32 day cycles.", "Oligomenorrhoea.", "Cycles 26 days, regular.", "Amenorrhoea since stopping the pill."]))
    n.ln("  " + N.neg_inline("gyn"))
    n.ln("  She is " + art(c.occ), ("PROFESSION", c.occ), "; ", ch(["he", "partner"]) + " is " + art(c.partner_occ), ("PROFESSION", c.partner_occ),
         *([" at ", ("ORGANIZATION", c.partner_emp)] if chance(0.5) else []), ".")
    if chance(0.3):
        n.ln("  Previous cycle abroad in ", ("COUNTRY", ch(["Spain", "Greece", "Cyprus", "Czechia", "Mexico", "Portugal", "Turkey"])), ", ",
             c.D(c.visit - td(R.randint(200, 1500)), ["y", "my"]), "; " + ch(["donor eggs, negative.", "2 embryos transferred, miscarriage at 7 weeks.", "no records available."]))
    elif chance(0.4):
        n.ln("  Previous treatment at ", ("HOSPITAL", hospital(c.c)), " in ", c.D(c.visit - td(R.randint(200, 1500)), ["y", "my"]), ": " +
             ch(["3 cycles IUI, unsuccessful.", "1 IVF cycle, no frozen embryos.", "clomifene x 6 cycles.", "ICSI, biochemical pregnancy."]))
    n.ln()
    B.labs(n, c, "fert", when=c.visit - td(R.randint(5, 40)))
    for s in R.sample(N.FERT, R.randint(3, 5)):
        n.ln("  " + s)
    n.ln()
    if chance(0.6):
        n.ln("Cycle dates:")
        d0 = c.visit + td(R.randint(3, 30))
        n.ln("  Baseline scan: ", c.Dc(d0))
        n.ln("  Stimulation start: ", c.Dc(d0 + td(1)))
        n.ln("  Egg collection (planned): ", c.Dc(d0 + td(R.randint(10, 13))))
        if chance(0.6):
            n.ln("  Embryo transfer: ", c.Dc(d0 + td(R.randint(14, 18))), "  embryo ", ("IDNUM", idnum("embryo")))
        if chance(0.4):
            n.ln("  Incubator ", ("DEVICE", device()), ", dish ", ("IDNUM", idnum("embryo")))
        if chance(0.3):
            n.ln("  Sperm donor code ", ("IDNUM", "D-" + digits(4)), " (" + ch(["UK bank", "imported, HFEA approved"]) + ")")
        n.ln()
    n.ln("Plan: " + ch(["Proceed to IVF/ICSI.", "Ovulation induction with letrozole, tracking scans.", "IUI with partner sperm.", "Freeze-all, FET next cycle.",
                        "Refer for laparoscopy first.", "Weight loss to BMI < 30 before treatment."]))
    if chance(0.5):
        n.ln("Patient portal: ", ("URL", url()), "  login ", ("USERNAME", c.pt.username()), *(["  (last login from ", ("IPADDR", ip()), ")"] if chance(0.4) else []))
    n.ln("Contact: nurse line ", ("PHONE", phone(c.c, "work")), *(["; ", ("EMAIL", email(org=True, box=ch(["fertility.admin", "ivf.nurses", "acu.bookings"])))] if chance(0.5) else []))
    n.ln()
    if us:
        B.sign(n, c, "cons", role=ch(["MD", "MD, REI", "DO"]))
    else:
        n.ln(c.DR("cons", ch(["full", "fml"])), ", Consultant in Reproductive Medicine")
        if chance(0.5):
            n.ln("Embryologist: ", c.DR("emb", ch(["full", "fi"])), "   Witness: ", c.DR("nurse", ch(["full", "fi"])))


def ultrasound(c, n):
    us = c.us
    kind = ch(["dating", "anomaly", "growth", "growth", "pelvic", "early"])
    if kind == "dating":
        c.set_ga(11 * 7, 14 * 7)
    elif kind == "anomaly":
        c.set_ga(18 * 7, 21 * 7 + 6)
    elif kind == "growth":
        c.set_ga(26 * 7, 39 * 7)
    else:
        c.set_ga(5 * 7, 9 * 7)
    acc = idnum("acc")
    n.ln(("HOSPITAL", c.hosp if chance(0.7) else uk(c, c.town + " Imaging Center", c.town + " Fetal Medicine Unit")), " - ", uk(c, "Radiology", ch(["Ultrasound Department", "Fetal Medicine"])))
    n.ln({"dating": "DATING SCAN REPORT", "anomaly": uk(c, "DETAILED ANATOMY SURVEY", "FETAL ANOMALY SCAN (20 WEEKS)"), "growth": "FETAL GROWTH SCAN",
          "pelvic": "PELVIC ULTRASOUND (TA/TV)", "early": "EARLY PREGNANCY ASSESSMENT SCAN"}[kind])
    n.ln()
    rows = [("Patient", [c.PT(ch(["LF", "full"]))]), ("DOB", [c.D(c.dob, ["num"])]), (uk(c, "MRN", "Hospital no"), [("MRN", c.mrn)]),
            ("Accession", [("IDNUM", acc)]), ("Exam date", [c.D(c.visit), " " + N.tm_day()]),
            ("Referring", ["Dr ", c.DR(ch(["gpdoc", "cons", "reg"]), ch(["full", "fi", "last"]))]),
            ("Sonographer", [c.DR("sono", ch(["full", "fi", "INIT"]))])]
    if us:
        rows.insert(4, ("CPT", [{"dating": ch(["76801", "76813"]), "anomaly": ch(["76805", "76811"]), "growth": "76816", "pelvic": ch(["76856", "76830"]),
                                  "early": ch(["76817", "76801"])}[kind]]))
    if chance(0.5):
        rows.append(("Machine", [ch(["GE Voluson E10", "Samsung HERA W10", "Philips EPIQ Elite", "GE Voluson Expert 22"]), " SN ", ("DEVICE", device())]))
    if chance(0.4):
        rows.append(("Workstation", [("IPADDR", ip()), " / user ", ("USERNAME", c.s["sono"].username())]))
    for k, v in rows:
        n(k + ": ", *v, "\n")
    n.ln()
    n.ln("Indication: " + ch({"dating": ["Dating", "Dating + NT", "Uncertain LMP"], "anomaly": ["Routine anomaly scan", "Previous anomaly", "Maternal diabetes"],
                              "growth": ["Reduced fetal movements", "SFH < 10th centile", "Previous SGA", "GDM - growth", "Raised BP"],
                              "pelvic": ["Heavy menstrual bleeding", "Pelvic pain", "?Fibroids", "IUD check", "PMB"],
                              "early": ["PV bleeding", "Pain, ?ectopic", "Previous ectopic", "Reassurance - previous miscarriage"]}[kind]))
    if kind != "pelvic":
        n.ln("LMP: ", c.D(c.lmp), "   EDD by LMP: ", c.D(c.edd), *(["   EDD by scan: ", c.D(c.edd + td(R.randint(-6, 6)))] if chance(0.6) else []))
    else:
        n.ln("LMP: ", c.D(c.visit - td(R.randint(4, 30))), ". " + ch(["Day 9 of cycle.", "Postmenopausal.", "On Mirena."]))
    n.ln()
    n.ln("Findings:")
    pool = {"dating": N.ULTRA[:2] + N.ULTRA[6:7] + N.ULTRA[5:6], "anomaly": N.ULTRA[2:6] + N.ULTRA[7:8] + N.ULTRA[9:11], "growth": N.ULTRA[2:6] + N.ULTRA[9:11],
            "pelvic": N.ULTRA[11:13] + N.ULTRA[:1] + ["Uterus anteverted, 8.1 x 4.6 x 5.0 cm.", "Left ovary normal, 3 follicles.",
                                                    "No free fluid in the pouch of Douglas.", "IUD in correct position within the cavity."], "early": N.ULTRA[:1] + N.ULTRA[11:13]}[kind]
    for s in R.sample(pool, min(len(pool), R.randint(3, 5))):
        n.ln("  " + s)
    if kind == "growth":
        n.ln("| Parameter | Value | Centile |")
        n.ln("|---|---|---|")
        for p_, lo, hi in [("HC", 240, 340), ("AC", 210, 360), ("FL", 48, 76), ("EFW", 900, 4200)]:
            n.ln(f"| {p_} | {R.randint(lo, hi)} {'g' if p_ == 'EFW' else 'mm'} | {R.randint(1, 97)} |")
    if kind == "early":
        n.ln("  " + ch(["Single intrauterine gestation sac, yolk sac and fetal pole; FH seen.", "No IUP seen; PUL. Serum hCG advised.", "Missed miscarriage, CRL 9 mm, no FH."]))
    n.ln()
    n.ln(ch(["Impression:", "Conclusion:", "IMPRESSION"]))
    n.ln("  " + ch(["Singleton live intrauterine pregnancy, dates confirmed.", "Normal anatomy survey.", "EFW 9th centile, normal Dopplers - rescan 2 weeks.",
                    "LGA, AC > 97th centile.", "Normal pelvic ultrasound.", "Fibroid uterus.", "Pregnancy of unknown location."]))
    if chance(0.5):
        n.ln("  Follow-up scan booked ", c.D(c.visit + td(R.randint(7, 28)), ["wk", "wknum", "long", "num"]), " " + N.tm_day() + ".")
    n.ln()
    n.ln("Reported by: ", *(["Dr "] if chance(0.6) else []), c.DR(ch(["cons", "reg"]), ch(["full", "fml"])), ", ", c.D(c.visit + td(R.randint(0, 1)), ["num", "numshort", "dash"]), " " + N.tm())
    if us and chance(0.5):
        n.ln("Images and report available at ", ("URL", url()))
    if chance(0.4):
        n.ln("Copy to: ", ("HOSPITAL", c.gp), ", fax ", ("FAX", phone(c.c, "fax")))


def safeguarding(c, n):
    us = c.us
    c.set_ga(14 * 7, 36 * 7)
    case = idnum("case")
    ag_ = ch([a for a in (P.AGENCIES_US if us else P.AGENCIES_UK) if "Police" not in a and "Sheriff" not in a and "Constabulary" not in a])
    rk = "sw" if us else ch(["mw", "mw2", "sw"])
    n.ln(ch(["SAFEGUARDING REFERRAL", "MULTI-AGENCY REFERRAL FORM (MARF)", "Child Protection Referral - Unborn", "Safeguarding Adults and Children: Concern Form"])
         if not us else ch(["CHILD PROTECTIVE SERVICES REPORT - HOSPITAL SOCIAL WORK", "Mandated Reporter Referral", "Social Work Consult / CPS Report"]))
    n.ln("To: ", ("ORGANIZATION", ag_), "   Ref: ", ("IDNUM", case))
    n.ln("Date of referral: ", c.D(c.visit, ["num", "long", "wknum", "dot"]), "   Time: " + N.tm())
    n.ln()
    n.ln("REFERRER")
    n.ln("  Name: ", c.DR(rk, ch(["full", "fml"])), "  Role: " + uk(c, ch(["Hospital Social Worker, LCSW", "OB Social Work"]),
                                                                                                     ch(["Safeguarding Midwife", "Named Midwife for Safeguarding", "Community Midwife"])))
    n.ln("  Organisation: ", ("HOSPITAL", c.hosp), "  Tel: ", ("PHONE", phone(c.c, "work")), "  Email: ", ("EMAIL", email(c.s[rk])))
    n.ln()
    n.ln("SUBJECT")
    n.ln("  Name: ", c.PT(ch(["full", "fml", "LF"])), *(["  (also known as ", ("PATIENT", P.NICK[c.pt.first]), ")"] if c.pt.first in P.NICK else []))
    n.ln("  DOB: ", c.D(c.dob, ["num"]), " (", ("AGE", str(c.age)), ")   ", uk(c, "MRN: ", "NHS No: "), ("MRN", c.mrn if us else c.nhs))
    n("  Address: ")
    c.street_line(n)
    n.ln()
    if chance(0.6):
        n.ln("  Nationality: ", ("COUNTRY", c.country_of_birth), ch(["", "; immigration status uncertain", "; in country 2 years", "; refugee status"]))
    n.ln("  Phone: ", ("PHONE", c.mob), "   Language: " + c.lang + ch(["", " - interpreter used", " (good English)"]))
    n.ln("  Pregnancy: " + c.gas() + ", EDD ", c.D(c.edd), "  Booked at ", ("HOSPITAL", c.hosp2 if chance(0.3) else c.hosp))
    if us and chance(0.5):
        n.ln("  SSN: ", ("SSN", c.ssn), "   Medicaid ID: ", ("HEALTHPLAN", c.plan))
    elif not us and chance(0.3):
        n.ln("  NI number: ", ("SSN", c.ssn))
    n.ln()
    n.ln("HOUSEHOLD / SIGNIFICANT OTHERS")
    n.ln("  " + c.rel.title() + ": ", c.F(c.partner, ch(["full", "LF", "fmname"])), ", DOB ", c.D(B.years_before(c.visit, c.partner_age) - td(R.randint(1, 300)), ["num"]),
         *([", unemployed"] if chance(0.3) else [", works as " + art(c.partner_occ), ("PROFESSION", c.partner_occ)]), ".")
    if c.Pa:
        n.ln("  Child: ", ("FAMILY", c.child1.nm("full")), ", ", *ag(c.child1_age, ch(["{}", "aged {}", "{} years", "{}y"])), ", attends ",
             ("ORGANIZATION", ch(P.SCHOOLS[:2] + P.SCHOOLS[5:]) if c.child1_age >= 5 else ch(["Acorn Nursery", "Brambles Day Care"])), ".")
    ex = Person("M")
    if chance(0.6):
        n.ln("  Ex-partner: ", ("FAMILY", ex.nm(ch(["full", "fml"]))), *([" (", ("AGE", str(R.randint(19, 50))), ")"] if chance(0.5) else []),
             ", not living at address. " + ch(["Drives ", "Known vehicle: ", "Seen in "]), ch(["a grey hatchback ", "a white van ", "a black pickup "]),
             ("VEHICLE", vehicle(c.c)), ".")
        if chance(0.3):
            n.ln("  VIN on police record: ", ("VEHICLE", vehicle(c.c, vin=True)))
    mg = ch(["supportive", "estranged", "lives nearby", "lives in "])
    n.ln("  Maternal grandmother ", c.F(c.mother, ch(["full", "fml"])), ", ", ("PHONE", phone(c.c, "mob")), " - " + mg,
         *([("CITY", ch(P.US_TOWNS if us else P.UK_TOWNS))] if mg.endswith("in ") else []), ".")
    n.ln()
    n.ln("CONCERNS")
    d1 = c.visit - td(R.randint(2, 40))
    n("  ")
    n(c.PT(ch(["first", "last"])) if chance(0.7) else "Mother", " attended " + ch(["triage", "antenatal clinic", "ED", "her booking appointment"]) + " on ",
      c.D(d1, ["wk", "num", "long", "wkday", "ord"]), " with " + ch(["bruising to the left forearm", "a black eye", "her " + c.rel + " who answered all questions",
                                                                     "reduced fetal movements and visible distress"]) + ". ")
    n.ln("She disclosed that " + ch(["her " + c.rel + " had pushed her", "the ex-partner had come to the house", "she had been locked out overnight",
                                      "money is controlled by her " + c.rel]) + ch([" on ", " around "]), c.D(d1 - td(R.randint(1, 10)), ["wkday", "dm", "md", "wkshort", "ord"]), ".")
    if chance(0.6):
        n.ln("  Police attended ", ("LOCATION_OTHER", ch(P.LANDMARKS)), "; incident number ", ("IDNUM", idnum("case")), ", officer PC " if not us else ", Officer ",
             ("FAMILY", Person(ch("FM")).nm(ch(["last", "full"]))), *([" (badge ", ("IDNUM", digits(4)), ")"] if chance(0.5) else []), ".")
    n.ln("  " + N.neg_inline("safe"))
    n.ln("  " + N.neg_inline("psy"))
    n.ln()
    n.ln("AGENCIES INVOLVED")
    n.ln(uk(c, "  PCP: Dr ", "  GP: Dr "), c.DR("gpdoc", ch(["full", "fi"])), ", ", ("HOSPITAL", c.gp))
    if not us:
        n.ln("  Health visitor: ", c.DR("hv", ch(["full", "fi"])), "  ", ("PHONE", phone(c.c, "work")))
    n.ln("  Social worker: ", ("DOCTOR", Person(ch("FM")).nm(ch(["full", "fi"]))) if rk == "sw" else c.DR("sw", ch(["full", "fi"])), ", ", ("ORGANIZATION", ag_), *(["  ", ("EMAIL", email(c.s["sw"]))] if chance(0.5) else []))
    if chance(0.4):
        n.ln("  Support: ", ("ORGANIZATION", ch(P.CHARITIES)), ", worker ", ("FAMILY", Person("F").nm("full")))
    n.ln()
    n.ln("Consent to referral: " + ch(["Yes", "No - referral made in best interests of unborn", "Yes, verbal"]))
    n.ln("Referrer signature: ", c.DR(rk, ch(["full", "fi"])), "   ", c.D(c.visit, ["num", "numshort"]))
    if chance(0.5):
        n.ln("Submitted via ", ("URL", url()), " from ", ("IPADDR", ip()), " by user ", ("USERNAME", c.s[rk].username()))
