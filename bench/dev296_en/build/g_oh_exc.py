"""Genres: staff occupational health clearance; exception report (hours or missed education)."""
import pools as P
import core as C
from core import name, plus
from common import D, Dv, phone_line, signature, letterhead, art, kin, clin_line, patient_ref, VITALS, SCORES, LABS, DRUGS

OH_NAMES = {"UK": "Occupational Health & Wellbeing Service", "IE": "Occupational Health Department",
            "AU": "Staff Health and Wellbeing Unit", "US": "Employee Health Services", "CA": "Occupational Health & Safety"}


def occ_health(n, ctx):
    rng, c = n.rng, n.c
    emp = ctx.person()
    if rng.random() < 0.3:
        emp.title = "Mr" if emp.sex == "M" else rng.choice(["Ms", "Mrs"])
    ohn = ctx.person(title="")
    ohn.title = rng.choice(["Sister", "Mr", "Ms", "Nurse"]) if ohn.sex == "F" else rng.choice(["Mr", "Charge Nurse"])
    ohp = ctx.person()
    age = rng.randint(23, 64)
    birth = C.dob(rng, age, ctx.d0)
    k = rng.randrange(3)
    if k == 2:
        return _oh_letter(n, ctx, emp, ohn, ohp, age, birth)
    n.ln((ctx.body, "HOSPITAL"), " - ", OH_NAMES[c])
    n.w((ctx.building, "LOCATION_OTHER"), ", ", (ctx.hosp, "HOSPITAL"), "   ")
    phone_line(n, "Tel ")
    if rng.random() < 0.6:
        n.w("   ")
        phone_line(n, "Fax ", typ="FAX")
    n.ln("")
    n.ln("Email: ", ("%s@%s" % (rng.choice(["occhealth", "oh.referrals", "employee.health", "staffhealth"]), ctx.dom), "EMAIL"))
    n.ln("")
    n.ln(rng.choice(["PRE-PLACEMENT HEALTH CLEARANCE", "OCCUPATIONAL HEALTH CLEARANCE - NEW STARTER",
                     "Health Clearance Certificate (Medical Staff)", "PRE-EMPLOYMENT HEALTH ASSESSMENT OUTCOME"]))
    n.ln("")
    n.ln("OH record no.: ", (C.code(rng, rng.choice(["OH", "EH", "OHS"]), 6), "MRN"),
         "    Employee no.: ", (C.code(rng, "", 8), "IDNUM"))
    n.w("Name: ")
    name(n, emp, rng.choice(["LASTFIRST", "full", "tfull"]))
    n.w("    DOB: ")
    D(n, birth, "num")
    n.ln("    Age: ", (str(age), "AGE"))
    n.ln("Post: ", rng.choice(P.GRADES[c]), " - ", ctx.spec, "    EPP: ", rng.choice(["Yes", "No", "Yes (surgical)"]))
    n.w("Address: ")
    C.address(n, c)
    n.ln("")
    n.ln("Mobile: ", (C.phone(rng, c, "mob"), "PHONE"))
    if c == "US":
        n.ln("Health plan: ", (rng.choice(P.HEALTH_INSURERS["US"]), "ORGANIZATION"), " member ID ", (C.alnum(rng, 3) + C.digits(rng, 9), "HEALTHPLAN"),
             ", group ", (C.digits(rng, 6), "HEALTHPLAN"))
    elif c == "AU" and rng.random() < 0.6:
        n.ln("Medicare card: ", ("%s %s %s" % (C.digits(rng, 4), C.digits(rng, 5), rng.randint(1, 9)), "HEALTHPLAN"))
    elif c == "UK" and rng.random() < 0.5:
        n.ln("NHS number: ", (C.nhs_number(rng), "MRN"))
    if rng.random() < 0.7:
        gp = ctx.person()
        n.w("PCP: " if c == "US" else "Family physician: " if c == "CA" else "GP: ")
        name(n, gp, rng.choice(["tinit", "tfull", "tlast"]))
        n.ln(", ", (rng.choice(P.GP_PRACTICES[c]), "HOSPITAL"), ", ", (rng.choice(P.TOWNS[c]), "CITY"))
    if rng.random() < 0.6:
        rw, rel = kin(ctx)
        n.w("Next of kin: ")
        name(n, rel, rng.choice(["full", "first"]), "FAMILY")
        n.w(" (", rw, ")")
        if rng.random() < 0.5:
            job = rng.choice(P.PROFESSIONS)
            n.w(", ", (job, "PROFESSION"))
        n.ln(", tel ", (C.phone(rng, c), "PHONE"))
    n.ln("")
    n.ln("IMMUNISATION AND SCREENING")
    d = plus(ctx.d0, -rng.randint(1, 20))
    n.w("  Hepatitis B: ", rng.choice(["3-dose course completed ", "booster given ", "course completed (Engerix B) "]))
    D(n, plus(d, -rng.randint(200, 3000)), rng.choice(["monyear", "year", "num"]))
    n.w("; anti-HBs ", str(rng.choice([12, 88, 145, 245, 410, 1000])), " mIU/mL (")
    D(n, d, "num")
    n.ln(", lab no. ", (C.alnum(rng, 2) + C.digits(rng, 7), "IDNUM"), ")")
    n.ln("  MMR: ", rng.choice(["2 documented doses", "measles and rubella IgG positive", "1 dose given today (MMR II)"]))
    n.ln("  Varicella: ", rng.choice(["positive history", "VZV IgG positive", "IgG negative - 2 doses Varivax arranged"]))
    n.w("  TB: ", rng.choice(["BCG scar seen; ", "no BCG scar; ", "previous BCG (history); "]))
    n.w(rng.choice(["QuantiFERON-TB Gold Plus", "T-SPOT.TB", "IGRA", "TST 4 mm"]), " negative ")
    D(n, d, rng.choice(["num", "short"]))
    n.ln("")
    if rng.random() < 0.7:
        n.w("  EPP bloods (IVS): HIV Ab neg, HCV Ab neg, HBsAg neg - specimen ")
        n.w((C.code(rng, rng.choice(["V", "S", "IVS"]) + str(d.year % 100), 6), "IDNUM"))
        n.ln("; photo ID checked at venepuncture")
    n.ln("  Influenza: ", rng.choice(["given this season", "declined (form signed)", "given"]), "; COVID-19: ",
         rng.choice(["primary course + booster", "declined", "up to date"]))
    n.ln("  Respirator fit test: ", rng.choice(["3M 1863+", "3M Aura 1862+", "Alpha Solway 3030V", "Moldex 2555"]), " ",
         rng.choice(["PASS (Portacount, fit factor 200+)", "FAIL", "PASS (qualitative, Bitrex)"]))
    if rng.random() < 0.35:
        n.ln("  Radiation worker: personal dosimeter issued, badge serial ", (C.code(rng, rng.choice(["TLD", "OSL", "DB"]), 7), "DEVICE"))
    n.ln("")
    oc = rng.randrange(4)
    n.ln("OUTCOME: ", ["Fit for the role.", "Fit for the role including exposure-prone procedures.",
                       "Fit with adjustments - see below.", "Clearance pending - awaiting EPP results from the reference laboratory."][oc])
    if oc == 2:
        n.ln("  Adjustments: ", rng.choice(["no more than 3 consecutive night shifts for 3 months", "access to rest room and breaks every 4 h",
                                             "avoid latex (use nitrile); latex allergy", "phased return: 50% hours weeks 1-2"]))
        n.w("  Review: ")
        D(n, plus(ctx.d0, rng.randint(30, 90)), rng.choice(["num", "long", "monyear"]))
        n.ln("")
    n.ln("")
    n.w("Assessed by: ")
    name(n, ohn, rng.choice(["full", "tfull", "tlast"]))
    n.w(", ", rng.choice(["RN, SCPHN (OH)", "Occupational Health Nurse Adviser", "RN, COHN", "OH Nurse"]), "   ")
    D(n, ctx.d0, rng.choice(["num", "long"]))
    n.ln("")
    if rng.random() < 0.6:
        n.w("Reviewed by: ")
        name(n, ohp, rng.choice(["tfull", "tinit"]))
        n.ln(", ", rng.choice(["Consultant Occupational Physician", "MD, MPH, Employee Health Physician", "MFOM"]))
    n.w("Clearance sent to: ")
    name(n, ctx.staff(), "full")
    n.ln(" (", rng.choice(P.WORKFORCE_ROLES[:6]), ") via ", (C.url(rng, "oh/clearance/" + C.digits(rng, 6)), "URL") if rng.random() < 0.3 else "secure e-mail")
    n.ln("This certificate contains no clinical information and may be shared with the recruiting manager.")


def _oh_letter(n, ctx, emp, ohn, ohp, age, birth):
    rng, c = n.rng, n.c
    mgr = ctx.person()
    letterhead(n, ctx, ctx.body)
    n.ln("")
    n.ln("PRIVATE AND CONFIDENTIAL - MANAGEMENT REFERRAL REPORT")
    n.w("Our ref: ", (C.code(rng, "OH", 6), "MRN"), "    Date: ")
    D(n, ctx.d0, rng.choice(["long", "num"]))
    n.ln("")
    n.ln("")
    n.w("To: ")
    name(n, mgr, rng.choice(["tfull", "tinit"]))
    n.ln(", ", rng.choice(["Clinical Director", "College Tutor", "Director of Medical Education", "Nurse Unit Manager", "Service Lead"]))
    n.w("Re: ")
    name(n, emp, rng.choice(["tfull", "full"]))
    n.w(", DOB ")
    D(n, birth, "num")
    n.ln(", employee no. ", (C.digits(rng, 8), "IDNUM"))
    n.ln("")
    n.w("Dear ")
    name(n, mgr, "tlast")
    n.ln(",")
    n.ln("")
    n.w("Thank you for your referral dated ")
    D(n, plus(ctx.d0, -rng.randint(7, 30)), rng.choice(["long", "ord", "num"]))
    n.w(". I saw ")
    name(n, emp, "tlast")
    n.w(" in clinic at ", (ctx.building, "LOCATION_OTHER"), " on ")
    D(n, plus(ctx.d0, -rng.randint(1, 6)), rng.choice(["wdlong", "weekday", "ord"]))
    n.w(". ", "She" if emp.sex == "F" else "He", " has been absent from work since ")
    D(n, plus(ctx.d0, -rng.randint(20, 90)), rng.choice(["long", "ord", "num"]))
    n.w(" with ", rng.choice(["a musculoskeletal condition", "a stress-related illness", "a post-operative recovery",
                               "a respiratory illness", "a condition affecting sleep"]),
        ". I have consent to share this report; clinical details are withheld.")
    n.ln("")
    n.ln("")
    n.ln("Opinion:")
    n.w("1. Fit to return on a phased basis from ")
    D(n, plus(ctx.d0, rng.randint(5, 21)), rng.choice(["wdlong", "long", "num"]))
    n.ln(": week 1 50% of hours (day shifts only), week 2 75%, full duties from week 4.")
    n.ln("2. ", rng.choice(["No on-call or night shifts for 6 weeks.", "Avoid lifting over 10 kg for 6 weeks.",
                             "No exposure-prone procedures until reviewed.", "Supernumerary for the first two shifts."]))
    law = {"UK": "the disability provisions of the Equality Act", "US": "the ADA", "AU": "the Disability Discrimination Act",
           "CA": "the duty to accommodate under the provincial human rights code", "IE": "the Employment Equality Acts"}[c]
    n.ln("3. In my opinion ", law, " ", rng.choice(["are likely to apply", "are unlikely to apply", "may apply"]).replace("are", "is" if c in ("US", "CA") else "are"), ".")
    n.ln("4. A stress risk assessment and a supportive meeting with the rota coordinator are recommended.")
    n.ln("")
    if rng.random() < 0.5:
        rw, rel = kin(ctx)
        n.w("I understand that ", "her" if emp.sex == "F" else "his", " ", rw, ", ")
        name(n, rel, "first", "FAMILY")
        job = rng.choice(P.PROFESSIONS)
        n.w(", who works as ", art(job), " ", (job, "PROFESSION"), ", is providing support at home. ")
    n.w("I will review ")
    name(n, emp, "tlast")
    n.w(" on ")
    D(n, plus(ctx.d0, rng.randint(28, 42)), rng.choice(["long", "wdshort", "num"]))
    n.ln(" by telephone.")
    n.ln("")
    n.ln("Yours sincerely,")
    n.ln("")
    name(n, ohp, "tfull")
    n.ln("")
    n.ln(rng.choice(["Consultant Occupational Physician", "Specialty Doctor, Occupational Medicine", "Occupational Physician, MFOM"]))
    n.w("cc: ")
    name(n, emp, "tfull")
    n.w("; GP, ", (rng.choice(P.GP_PRACTICES[c]), "HOSPITAL"))
    n.ln("")
    n.w("Typed by: ")
    name(n, ohn, "initials")
    n.w("/")
    name(n, ohp, "initials")
    n.ln("")


# =================================================================== exception report
EDU = ["Grand Round", "protected FY teaching", "weekly regional teaching", "simulation session", "departmental M&M",
       "IMT teaching day", "journal club", "ultrasound training list", "clinic (training opportunity)", "theatre list (training)"]


def exception_report(n, ctx):
    rng, c = n.rng, n.c
    tr = ctx.person()
    es = ctx.person()
    gosw = ctx.person()
    d = plus(ctx.d0, -rng.randint(1, 10))
    if c in ("US", "CA"):
        return _duty_hours(n, ctx, tr, es, gosw, d)
    edu = rng.random() < 0.35
    title = {"UK": "EXCEPTION REPORT", "IE": "NCHD WORKING HOURS - EXCEPTION / EWTD BREACH REPORT",
             "AU": "UNROSTERED OVERTIME CLAIM / EXCEPTION REPORT"}[c]
    n.ln((ctx.body, "HOSPITAL"))
    n.ln(title, " - ", "Educational opportunity missed" if edu else rng.choice(["Hours and rest", "Hours/rest", "Additional hours worked"]))
    n.w("Reference: ", (C.code(rng, rng.choice(["ER", "EXR", "UOT"]) + "-" + str(d.year % 100), 5), "IDNUM"), "    Submitted: ")
    D(n, plus(d, rng.randint(0, 3)), rng.choice(["num", "short"]))
    n.ln(" %02d:%02d" % (rng.randint(0, 23), rng.randint(0, 59)))
    n.ln("")
    n.w("Doctor: ")
    name(n, tr, rng.choice(["tfull", "full", "lastfirst"]))
    lbl, num = C.reg_number(rng, c)
    n.ln("    Grade: ", ctx.grade(), "    ", lbl, " ", (num, "LICENSE"))
    if c == "AU":
        n.ln("Payroll no.: ", (C.digits(rng, 7), "IDNUM"), "    Cost centre: ", rng.choice(["4410-ED", "5120-MED", "6230-SURG"]))
    n.ln("Rota/work schedule: ", ctx.spec, " ", rng.choice(["ward cover", "on-call", "day rota", "post-take"]),
         " at ", (ctx.hosp, "HOSPITAL"))
    n.w("Date of exception: ")
    D(n, d, rng.choice(["wdlong", "wd", "num", "wdshort"]))
    n.ln("")
    s_h = rng.choice([8, 9, 13, 17])
    ex = rng.choice([45, 60, 90, 105, 150, 195, 240])
    n.ln("Rostered: %02d:00-%02d:00    Actual finish: %02d:%02d    Additional time: %dh%02d" % (
        s_h, s_h + 9 if s_h < 15 else s_h + 4, (s_h + 9 + ex // 60) % 24, ex % 60, ex // 60, ex % 60))
    n.ln("")
    n.ln("Details:")
    if edu:
        n.w("I was unable to attend ", rng.choice(EDU), " on ")
        D(n, d, rng.choice(["weekday", "daymon", "ord"]))
        n.w(" because ", rng.choice(["I was the only doctor covering ", "two colleagues were off sick on "]),
            (ctx.ward, "HOSPITAL"), " and ")
        patient_ref(n, ctx)
        n.w(" ", rng.choice(["deteriorated", "needed an urgent review", "required a CT-guided transfer", "was peri-arrest"]), ". ")
        n.w(clin_line(rng), " ")
        n.ln("This is the ", rng.choice(["second", "third", "fourth"]), " session missed this rotation.")
    else:
        n.w("Ward cover on ", (ctx.ward, "HOSPITAL"), " with ", rng.choice(["one FY1 short", "no registrar on site", "a vacant SHO slot unfilled by locum"]), ". ")
        n.w("At about ", "%02d:%02d" % (s_h + 7, rng.choice([10, 25, 40, 55])), " ")
        patient_ref(n, ctx, rich=True)
        n.w(" became unwell: ", rng.choice(VITALS), "; ", rng.choice(LABS), ". ")
        n.w(rng.choice(["I started ", "We gave "]), rng.choice(DRUGS), " and ", rng.choice(["referred to ICU", "discussed with the medical registrar",
                                                                                             "completed the sepsis six", "arranged a CTPA"]), ". ")
        if rng.random() < 0.5:
            n.w("A second patient (")
            patient_ref(n, ctx)
            n.w(") needed a ", rng.choice(["DNACPR discussion with family", "death verification", "cannula and bloods", "TTO rewrite"]), ". ")
        n.ln("Handover to the night team was delayed and I left at the time above. I had no break.")
    n.ln("")
    if rng.random() < 0.6:
        n.ln("Hours this week:")
        n.ln("  Date        Rostered      Actual")
        for i in range(rng.randint(3, 5)):
            dd = plus(d, i - 2)
            n.w("  ")
            D(n, dd, rng.choice(["wd", "num"]) if i == 0 else "wd")
            a1 = rng.choice([8, 9])
            n.ln("   %02d:00-%02d:00   %02d:00-%02d:%02d" % (a1, a1 + 9, a1, a1 + 9 + rng.randint(0, 3), rng.choice([0, 15, 30, 45])))
    if rng.random() < 0.5:
        n.w("Previous reports this rotation: ")
        for i in range(rng.randint(1, 3)):
            if i:
                n.w(", ")
            n.w((C.code(rng, "ER-" + str(d.year % 100), 5), "IDNUM"), " (")
            D(n, plus(d, -rng.randint(7, 80)), rng.choice(["num", "daymon3"]))
            n.w(")")
        n.ln("")
    n.ln("Immediate safety concern: ", rng.choice(["No", "No", "Yes - discussed with consultant on call"]))
    n.ln("Outcome requested: ", rng.choice(["TOIL", "Payment for additional hours", "Work schedule review", "Educational opportunity rescheduled"]))
    n.ln("")
    n.w("Educational supervisor: ")
    name(n, es, rng.choice(["tfull", "tinit"]))
    n.w(" - reviewed ")
    D(n, plus(d, rng.randint(3, 9)), rng.choice(["num", "short"]))
    n.ln("")
    n.ln("Comments: ", rng.choice(["Agreed. TOIL of %d hours to be taken within 4 weeks." % rng.randint(1, 4),
                                   "Agreed; rota gap escalated to the Clinical Director.",
                                   "Discussed at meeting; pattern of late finishes on Fridays noted.",
                                   "Agreed. Payment at the relevant rate authorised."]))
    n.w("Guardian of Safe Working Hours: " if c == "UK" else "NCHD Lead / Medical Workforce: " if c == "IE" else "JMO Manager: ")
    name(n, gosw, rng.choice(["tfull", "tlast", "full"]))
    if rng.random() < 0.5:
        n.w(" - ", rng.choice(["breach of 13 h maximum shift length; fine levied", "no breach of safe working limits",
                               "EWTD 24-hour limit exceeded; escalated", "noted; monitoring"]))
    n.ln("")
    if rng.random() < 0.6:
        n.w("Work schedule review: meeting held ")
        D(n, plus(d, rng.randint(7, 20)), rng.choice(["num", "short", "wdshort"]))
        n.ln(" with the trainee, ", rng.choice(["rota coordinator", "clinical lead", "college tutor"]), " and medical workforce. ",
             rng.choice(["Level 1 review - no change to the work schedule.", "Additional FY1 added to the Friday late shift.",
                         "Ward cover to be split between two doctors after 17:00.", "Teaching moved to protected Thursday afternoon slot."]))
    n.w("System log: report created by ", (tr.user(rng), "USERNAME"), " from ", (C.ipaddr(rng), "IPADDR") if rng.random() < 0.4 else "mobile app")
    n.ln("")
    n.ln("This report will be included in the quarterly Guardian report; individual doctors are not identified in the board summary."
         if c == "UK" else "Aggregate data are reported to the medical workforce committee quarterly.")


def _duty_hours(n, ctx, tr, es, pd, d):
    rng, c = n.rng, n.c
    n.ln((ctx.hosp, "HOSPITAL"), " Graduate Medical Education" if c == "US" else " Postgraduate Medical Education")
    n.ln(rng.choice(["DUTY HOUR VIOLATION REPORT", "Resident Duty Hours Exception", "WORK HOURS OVERAGE REPORT"]))
    n.w("Report #: ", (C.code(rng, "DH" + str(d.year), 4), "IDNUM"), "    Logged in MedHub: ")
    D(n, plus(d, 1), rng.choice(["num2", "num", "iso"]))
    n.ln("")
    n.ln("")
    n.w("Resident: ")
    n.w((tr.full(), "DOCTOR"), ", ", rng.choice(["MD", "DO"]), "  (", rng.choice(["PGY-1", "PGY-2", "PGY-3", "PGY-4"]), ", ",
        rng.choice(P.SPECIALTIES_US), ")")
    n.ln("")
    n.ln("Pager: ", (C.bleep(rng), "PHONE"), "    Email: ", (tr.email(rng, ctx.dom), "EMAIL"))
    n.w("Date(s): ")
    D(n, d, rng.choice(["wd", "num", "long", "wdlong"]))
    if rng.random() < 0.5:
        n.w(" - ")
        D(n, plus(d, 1), rng.choice(["wd", "num"]))
    n.ln("")
    n.ln("Violation: ", rng.choice(["Exceeded 24+4 continuous hours (28.5 h)", "Less than 8 h off between shifts (6.5 h)",
                                    "80-hour weekly average exceeded (82.3 h)", "Less than 14 h off after 24-hour call"]))
    n.ln("")
    n.ln("Resident explanation:")
    n.w("Post-call, stayed to ", rng.choice(["complete transfer of ", "manage ", "give handoff on ", "talk with family of "]))
    patient_ref(n, ctx, rich=True)
    n.w(" - ", rng.choice(["rapid response", "code blue", "massive transfusion", "new STEMI"]), "; ", clin_line(rng), " ")
    if rng.random() < 0.5:
        n.w("Family (")
        rw, rel = kin(ctx)
        n.w(rw, " ")
        name(n, rel, rng.choice(["full", "first"]), "FAMILY")
        n.w(") arrived at ")
        n.w("%d:%02d and needed an update. " % (rng.randint(7, 11), rng.choice([5, 20, 45])))
    n.ln("Patient care reason; no fatigue-related events.")
    n.ln("")
    n.ln("Schedule context: ", rng.choice(["q4 call on wards", "night float 6 nights", "ICU rotation, 24-hour call q4", "ED 12-hour shifts"]),
         "; hours logged in the 4 weeks before the event: ", str(rng.randint(240, 330)), ".")
    n.ln("Fatigue mitigation offered: ", rng.choice(["call room and taxi voucher", "strategic nap", "post-call transport", "declined"]), ".")
    n.ln("")
    n.w("Program director review: ")
    name(n, pd, rng.choice(["tfull", "full"]))
    n.w(", ")
    D(n, plus(d, rng.randint(2, 8)), rng.choice(["num", "num2"]))
    n.ln("")
    n.ln("Action: ", rng.choice(["Justified - patient care; no further action", "Night float handoff time moved to 06:30",
                                  "Discussed at PEC; chief residents to audit sign-out", "Resident given post-call day off"]))
    n.w("Reported to DIO: ")
    name(n, es, rng.choice(["tfull", "full"]))
    n.ln("")
