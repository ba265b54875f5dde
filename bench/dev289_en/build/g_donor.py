"""Genres: donor screening records; donor-conceived offspring register correspondence."""
import ctx
import phi
import pools
import clinical as cl
from ctx import nm, staff_nm, addr_pieces, age_pieces
from gcommon import D, Dn, letterhead, banner, sign

EYES = ["blue", "brown", "hazel", "green", "grey"]
HAIR = ["dark brown", "black", "blond", "light brown", "red", "auburn"]
ETH = ["White British", "White Irish", "White other (Polish)", "Mixed White/Black Caribbean", "Indian", "Pakistani", "Chinese",
       "Black African (Nigerian)", "Filipino", "Greek Cypriot", "Lebanese", "Vietnamese", "Maori/European", "Hispanic", "Ashkenazi Jewish"]
REL_ILL = [("maternal grandfather", "MI", 58, 84), ("paternal grandmother", "breast cancer", 49, 88), ("maternal grandmother", "stroke", 66, 95),
           ("paternal grandfather", "COPD", 62, 90), ("maternal uncle", "RTA", 19, 55), ("paternal aunt", "ovarian cancer", 44, 79),
           ("father", "T2DM (alive)", 50, 72), ("mother", "hypothyroidism (alive)", 46, 70)]


def _fam_hist(d, rng, c):
    d.t("Family history (3 generations):\n")
    for rel, cond, lo, hi in rng.sample(REL_ILL, rng.randint(2, 4)):
        if "alive" in cond:
            d.w("  - ", rel, ": ", cond, ", now ", (str(rng.randint(lo, hi)), "AGE"), "\n")
        else:
            d.w("  - ", rel, ": ", cond, rng.choice([", died aged ", ", d. at ", ", dx at "]), (str(rng.randint(lo, hi)), "AGE"), "\n")
    d.t("  - no known heritable conditions, learning disability, or consanguinity\n")


def screening_summary(d, rng, c):
    p, ref = c.p, c.ref
    code = phi.donor_code(rng, c.country)
    egg = p.sex == "F"
    d.w(rng.choice(["DONOR SCREENING SUMMARY", "Gamete Donor Assessment Record", "Donor eligibility worksheet", "DONOR FILE - medical screening"]),
        " (", "egg" if egg else "sperm", " donor)\n")
    d.w((rng.choice([c.clinic, c.bank]), "HOSPITAL"), "   ", c.centre_lic[0], " ", (c.centre_lic[1], "LICENSE"), "\n\n")
    d.w("Donor code: ", (code, "IDNUM"), "   Name: ", nm(rng, p, "PATIENT", rng.choice(["upper_lf", "full", "last_first"])), "\n")
    d.w("DOB: ", D(rng, c, p.dob, "num"), "   Age at screening: ", (str(p.age), "AGE"), "   Sex: ", "F" if egg else "M", "\n")
    d.w("Ethnicity: ", rng.choice(ETH), "   Height ", str(rng.randint(155, 196)), " cm   Weight ", str(rng.randint(52, 98)), " kg   Eyes ", rng.choice(EYES), "   Hair ", rng.choice(HAIR), "\n")
    d.w("Occupation: ", (c.prof, "PROFESSION"))
    if rng.random() < 0.6:
        d.w("   Education: ", rng.choice(["BSc", "MSc", "degree", "A levels", "diploma"]), ", ", (rng.choice([e for e in pools.EMPLOYERS if "Univ" in e or "College" in e]), "ORGANIZATION"))
    d.t("\n")
    if rng.random() < 0.5:
        d.w("ID verified: ", rng.choice(["passport", "driving licence"]), " + photo capture, biometric ref ", (phi.bioid(rng, rng.choice(["face", "fp"])), "BIOID"), "\n")
    d.w("Contact: ", (c.phone, "PHONE"), " / ", (c.email, "EMAIL"), "\n")
    if rng.random() < 0.35:
        d.w(phi.ssn_label(c.country), " (compensation payments): ", (c.ssn, "SSN"), "\n")
    d.w("GP: ", staff_nm(rng, c.st["gp"], "title_last"), ", ", (c.gp_practice, "HOSPITAL"), " (GP letter received ", D(rng, c, phi.shift(ref, rng.randint(5, 30)), "num"), ")\n\n")
    mh = rng.choice(["nil significant", "childhood asthma, resolved", "hay fever; appendicectomy ", "mild eczema", "myopia -3.5 D"])
    d.w("Medical history: ", mh, (str(ref.year - rng.randint(2, 12)), "DATE") if mh.endswith(" ") else None, "\n")
    _fam_hist(d, rng, c)
    d.t("\nScreening bloods (drawn ")
    d.w(D(rng, c, ref, "num"), "):\n")
    for ln in cl.serology(rng):
        d.t("  " + ln + "\n")
    d.t("Genetics:\n")
    for ln in cl.genetics(rng, p.sex):
        d.t("  " + ln + "\n")
    if egg:
        d.t("Ovarian reserve: " + cl.hormone_line(rng, "F") + "\n")
    else:
        d.t("Semen: " + cl.semen_block(rng, "line") + "; test thaw recovery %d%%\n" % rng.randint(30, 70))
    d.w("\nQuarantine: 180 days; re-test due ", D(rng, c, phi.shift(ref, 182), "num"), " (HIV/HBV/HCV/syphilis/HTLV). Family limit: ",
        str(rng.choice([10, 10, 6, 5])), " families.\n")
    d.w("Implications counselling: ", D(rng, c, phi.shift(ref, rng.randint(-20, 20)), "num"), " with ", staff_nm(rng, c.st["counsellor"], "full_cred"), "\n")
    d.w("Outcome: ", rng.choice(["ACCEPTED", "ACCEPTED - pending re-test", "DEFERRED (travel to Zika area 2/12 ago)", "DECLINED (carrier status + family history)"]),
        " - ", staff_nm(rng, c.st["consultant"], "title_full"), ", ", Dn(rng, c, phi.shift(ref, rng.randint(7, 40))), "\n")


def counselling_note(d, rng, c):
    p, ref = c.p, c.ref
    cn = c.st["counsellor"]
    d.w(rng.choice(["Implications counselling - prospective donor", "DONOR COUNSELLING SESSION NOTE", "Counselling record (known/identity-release donor)"]), "\n")
    d.w("Date: ", D(rng, c, ref), "   Session ", str(rng.randint(1, 2)), " of 2   Counsellor: ", staff_nm(rng, cn, "full_cred"), "\n")
    d.w("Client: ", nm(rng, p, "PATIENT", "full"), " (", age_pieces(rng, p.age, p.sex, "sexchar"), "), donor code ", (phi.donor_code(rng, c.country), "IDNUM"), "\n\n")
    kids = []
    if rng.random() < 0.6:
        for _ in range(rng.randint(1, 2)):
            kids.append((rng.choice(ctx.FEMALE + ctx.MALE), rng.randint(1, 12)))
    if rng.random() < 0.5:
        d.w((p.first, "PATIENT"), " attended alone. ")
    else:
        d.w((p.first, "PATIENT"), " attended with ", c.rel, end_piece(rng, c), ". ")
    d.w("Works as a ", (c.prof, "PROFESSION"), rng.choice([" and is studying part-time", "", " (shift work)"]), ". ")
    if kids:
        d.t("Has children: ")
        for i, (k, a) in enumerate(kids):
            if i:
                d.t(" and ")
            d.w((k, "FAMILY"), " (", (str(a), "AGE"), ")")
        d.t(". We discussed how and when they might be told about the donation, and that donor-conceived offspring would be their genetic half-siblings. ")
    d.t(rng.choice(["Motivation is altruistic; a friend had treatment with donor eggs. ", "Reports wanting to help others after seeing a colleague struggle with infertility. ",
                    "Initially interested in compensation but understands limits (expenses only). "]))
    d.t("Explored identity release: from 18 the donor-conceived person may apply for the donor's name, date of birth and last known address. ")
    d.w("Discussed possible contact in future, including via consumer DNA testing, which means anonymity cannot be promised. ")
    if rng.random() < 0.5:
        d.w("Known-donor arrangement: intended recipient is ", nm(rng, ctx.person(rng, ref=ref), "FAMILY", "full"),
            ", a ", rng.choice(["friend", "colleague", "sister-in-law", "cousin"]), " living in ", (rng.choice(pools.PLACES[c.country])[0], "CITY"), ". ")
    d.t("Goodwill message and pen portrait drafted.\n\n")
    rw = rng.choice(["no concerns", "low mood in ", "partner ambivalent - suggested joint session"])
    if rw.endswith(" "):
        d.w("Risk/wellbeing: ", rw, (str(ref.year - rng.randint(1, 5)), "DATE"), ", now well, GP aware\n")
    else:
        d.w("Risk/wellbeing: ", rw, "\n")
    d.w("Plan: second session ", D(rng, c, phi.shift(ref, rng.randint(7, 21)), rng.choice(["wd", "short"])), "; ", rng.choice(["proceed to screening", "reflect before deciding", "proceed"]), ".\n")
    d.w("\n", staff_nm(rng, cn, rng.choice(["full", "first"])), "\n")


def end_piece(rng, c):
    if rng.random() < 0.4:
        return [" (", nm(rng, c.partner, "FAMILY", "first"), ")"]
    return ""


def donor_application(d, rng, c):
    p, ref = c.p, c.ref
    d.w(rng.choice(["Online donor enquiry - submission", "DONOR APPLICATION FORM (web)", "Become a donor: application"]), "\n")
    d.w("Submission ID: ", (phi.ref_no(rng, "APP"), "IDNUM"), "   Received ", D(rng, c, ref, "iso"), " ", phi.tod(rng, "24"), " from ", (phi.ipaddr(rng), "IPADDR"), "\n")
    d.w("Portal username: ", (c.user, "USERNAME"), "\n\n")
    d.w("Full name: ", (p.first + (" " + p.middle if p.middle else "") + " " + p.last, "PATIENT"), "\n")
    d.w("Date of birth: ", D(rng, c, p.dob, "num"), "\nAddress: ", addr_pieces(rng, c.addr, "line", with_country=True), "\n")
    d.w("Mobile: ", (c.phone, "PHONE"), "\nEmail: ", (c.email, "EMAIL"), "\n")
    d.w("Country of birth: ", (rng.choice(pools.FOREIGN_COUNTRIES + pools.COUNTRY_NAMES[c.country]), "COUNTRY"), "\n")
    d.w("Occupation: ", (c.prof, "PROFESSION"), "\nEmployer: ", (c.employer, "ORGANIZATION"), "\n")
    if rng.random() < 0.6:
        d.w("For expenses reimbursement - ", phi.ssn_label(c.country), ": ", (c.ssn, "SSN"), "\n")
    d.t("Height/weight: %d cm / %d kg   Smoker: %s\n" % (rng.randint(150, 198), rng.randint(50, 100), rng.choice(["no", "no", "vape"])))
    d.t("Have you donated before? %s\n" % rng.choice(["No", "Yes - blood donor", "Yes - at another clinic (details below)"]))
    d.t("Adopted? %s   Know both biological parents' medical history? %s\n" % (rng.choice(["No", "No", "Yes"]), rng.choice(["Yes", "Partly"])))
    d.t("How did you hear about us? %s\n\n" % rng.choice(["Instagram", "friend", "university careers fair", "podcast", "GP surgery poster"]))
    d.w("Triage (", staff_nm(rng, c.st["admin"], "first"), ", ", c.st["admin"].job, ", ", Dn(rng, c, phi.shift(ref, rng.randint(1, 4))), "): ",
        rng.choice(["meets initial criteria - invite to info evening", "BMI >30 - decline with explanation",
                    "age outside 18-35 range for egg donors - decline" if p.sex == "F" else "age outside 18-41 range for sperm donors - decline",
                    "meets criteria; phone screen booked"]), "\n")


def donor_screening(rng, d, c):
    rng.choice([screening_summary, screening_summary, counselling_note, donor_application])(d, rng, c)


# ---------------------------------------------------------------------------
MATERNITY = {"UK": ["Queen Adela Infirmary", "Thornfield Women's Hospital", "St Aldric's Hospital", "Royal Elstow Hospital"],
             "US": ["St. Bartholomew Medical Center", "Northfield University Hospital", "Mercy Valley Medical Center"],
             "AU": ["Ironbark Women's Hospital", "St Evangeline's Private Hospital", "Flinders Crest Hospital"],
             "CA": ["St. Ambrose Health Centre", "St. Lucien Hospital", "Grace Harbour Maternity"],
             "IE": ["St Brendan's University Hospital", "Lee Valley University Hospital", "Coombe View Maternity"]}
REGISTERS = {"UK": "the HFEA Register", "US": "the bank's Donor Identity Release Program", "AU": "the state donor register",
             "CA": "the clinic's donor registry", "IE": "the National Donor-Conceived Person Register"}


def register_applicant_letter(d, rng, c):
    p, ref = c.p, c.ref
    donor = ctx.person(rng, "M" if rng.random() < 0.8 else "F", ref, 40, 66)
    byear = c.p.dob.year
    tx_clinic = rng.choice(pools.CLINICS[c.country])
    d.w(rng.choice(["Donor Information Service", "Donor Register Team", "Identity Release Office"]), "\n")
    d.w("Tel ", (phi.phone(rng, c.country, mobile=False), "PHONE"), "  ", (phi.email(rng, local=rng.choice(["register", "donorinfo", "otr.enquiries"])), "EMAIL"), "\n\n")
    d.w(D(rng, c, ref, rng.choice(["long", "ord"])), "\n\n", rng.choice(["PRIVATE & CONFIDENTIAL\n", "Private - addressee only\n", ""]))
    _hd = nm(rng, p, "PATIENT", rng.choice(["title_full", "full"]))
    d.w(_hd, "\n", addr_pieces(rng, c.addr, "block"), "\n\n")
    d.w("Our reference: ", (phi.ref_no(rng, rng.choice(["OTR", "DIR", "REG"])), "IDNUM"), "\n\n")
    d.w("Dear ", nm(rng, p, "PATIENT", rng.choice(["first", "title_last"])), ",\n\n")
    d.w("Thank you for your application, received on ", D(rng, c, phi.shift(ref, -rng.randint(20, 60))), ", for information held on ", REGISTERS[c.country], ". ")
    d.w("We have confirmed your identity (", rng.choice(["passport", "driving licence", "birth certificate and utility bill"]), ") and you attended a counselling session with ",
        staff_nm(rng, c.st["counsellor"], "full"), " on ", D(rng, c, phi.shift(ref, -rng.randint(5, 15))), ".\n\n")
    d.w("Our records show that you were conceived following treatment at ", (tx_clinic, "HOSPITAL"), " in ", ((str(byear - 1)), "DATE"), " using donated ",
        "sperm" if donor.sex == "M" else "eggs", " from donor ", (phi.donor_code(rng, c.country), "IDNUM"), ".\n\n")
    idrel = rng.random() < 0.6
    d.t("Non-identifying information provided by your donor:\n")
    d.w("  Year of birth: ", (str(byear - 1 - rng.randint(19, 38)), "DATE"), "\n  Height: %d cm   Eyes: %s   Hair: %s\n" % (rng.randint(160, 195), rng.choice(EYES), rng.choice(HAIR)))
    d.w("  Occupation at time of donation: ", (rng.choice(pools.PROFESSIONS), "PROFESSION"), "\n  Ethnic group: ", rng.choice(ETH), "\n")
    d.t("  Interests: %s\n" % rng.choice(["rock climbing, jazz piano", "football, cooking", "reading, hill walking", "sailing and photography"]))
    d.t("  Goodwill message: \"%s\"\n\n" % rng.choice(["I hope you have a happy life.", "I donated because friends struggled to have children.", "Wishing you all the best."]))
    if idrel:
        d.w("As your donor registered as identifiable, we can also tell you that the donor's name is ", nm(rng, donor, "FAMILY", "first_mid_last"),
            " and that his last known address is " if donor.sex == "M" else " and that her last known address is ",
            addr_pieces(rng, ctx.address(rng, c.country), "line"), ". ")
        d.t("We would strongly recommend using our intermediary service before making contact.\n\n")
    else:
        d.t("Your donor donated before identity release applied and has not re-registered as identifiable.\n\n")
    ns = rng.randint(0, 9)
    d.t("There are %d other people (%s) born as a result of this donor's donations. " % (ns, "%d male, %d female" % (ns // 2, ns - ns // 2)))
    if ns and rng.random() < 0.5:
        sib = ctx.person(rng, ref=ref, amin=18, amax=32)
        d.w("One of them, ", (sib.first, "FAMILY"), ", has joined the sibling link and consented to share contact details: ", (phi.email(rng, sib.first, sib.last), "EMAIL"), ". ")
    d.t("\n\nIf you would like further support, please contact us. We enclose a leaflet on the donor sibling link.\n\n")
    sign(d, rng, c, c.st["admin"])


def register_donor_letter(d, rng, c):
    c.p = ctx.person(rng, None, c.ref, 40, 62)
    p, ref = c.p, c.ref
    d.w(rng.choice(["Donor Register - notification to donor", "Identity release notification"]), "\n")
    d.w(D(rng, c, ref, "long"), "\n\nConfidential\n")
    d.w(nm(rng, p, "PATIENT", "title_full"), "\n", addr_pieces(rng, c.addr, "block", with_country=rng.random() < 0.3), "\n\n")
    d.w("Donor code: ", (phi.donor_code(rng, c.country), "IDNUM"), "   Our ref: ", (phi.ref_no(rng, "DN"), "IDNUM"), "\n\n")
    d.w("Dear ", nm(rng, p, "PATIENT", "title_last"), ",\n\n")
    d.w("You donated ", "sperm" if p.sex == "M" else "eggs", " at ", (rng.choice(pools.CLINICS[c.country] + pools.SPERM_BANKS[c.country]), "HOSPITAL"),
        " between ", (str(ref.year - rng.randint(19, 24)), "DATE"), " and ", (str(ref.year - rng.randint(17, 18)), "DATE"), ". ")
    d.t("We are writing because a person conceived using your donation, who is now an adult, has applied for identifying information about you. ")
    d.t("Under the law that applied when you registered, this information will be released to them. We are required to let you know before it is released.\n\n")
    d.t("The applicant is %s. " % rng.choice(["female", "male", "non-binary"]))
    d.w("The applicant was born in ", (str(ref.year - rng.randint(18, 22)), "DATE"), ". ")
    if rng.random() < 0.5:
        d.w("They have asked us to pass on a message and their first name, ", (rng.choice(ctx.FEMALE + ctx.MALE), "FAMILY"), ". ")
    d.t("You do not have to agree to contact. ")
    d.w("Please check the address we hold for you is correct. If you have moved, contact us on ", (phi.phone(rng, c.country, mobile=False, ext=rng.random() < 0.3), "PHONE"),
        " or at ", (phi.url(rng, "/donors/update"), "URL"), ".\n\n")
    d.w("Support is available from our counsellor, ", staff_nm(rng, c.st["counsellor"], "full_cred"), ".\n\n")
    sign(d, rng, c, c.st["admin"])


def register_application(d, rng, c):
    p, ref = c.p, c.ref
    d.w(rng.choice(["Application for donor information (applicant aged 16+)", "REGISTER APPLICATION - DONOR-CONCEIVED PERSON", "Form OTR-1: applicant details"]), "\n")
    d.w("Received: ", D(rng, c, ref, "num"), "   Case no: ", (phi.ref_no(rng, "CASE"), "IDNUM"), "\n\n")
    d.w("Applicant: ", nm(rng, p, "PATIENT", "full"), "\nOther names used: ", [(rng.choice(ctx.SURN), "PATIENT")] if rng.random() < 0.3 else "none", "\n")
    d.w("Date of birth: ", D(rng, c, p.dob), "   Age: ", (str(p.age), "AGE"), "\n")
    d.w("Place of birth: ", (rng.choice(MATERNITY[c.country]), "HOSPITAL"), ", ", (rng.choice(pools.PLACES[c.country])[0], "CITY"), "\n")
    d.w("Birth certificate no.: ", (phi.letters(rng, 3) + " " + phi.digits(rng, 6), "IDNUM"), "\n")
    d.w("Address: ", addr_pieces(rng, c.addr, "line"), "\nPhone: ", (c.phone, "PHONE"), "   Email: ", (c.email, "EMAIL"), "\n")
    d.w("Legal parents: ", nm(rng, c.mother, "FAMILY", "full"), " and ", (rng.choice(ctx.MALE + ctx.FEMALE) + " " + (c.p.last if rng.random() < 0.6 else rng.choice(ctx.SURN)), "FAMILY"), "\n")
    d.w("Clinic where treated (if known): ", (rng.choice(pools.CLINICS[c.country]), "HOSPITAL"), ", approx ", (str(p.dob.year - 1), "DATE"), "\n")
    d.t("Information requested: [X] non-identifying  [%s] identifying  [X] number/sex/year of birth of donor-conceived siblings\n" % rng.choice(["X", " "]))
    d.t("DNA test results held? %s\n" % rng.choice(["no", "yes"]))
    if d.buf[-1].endswith("yes\n"):
        d.w("  Kit/profile ID: ", (phi.bioid(rng, "dna"), "BIOID"), "  (consumer test; possible half-sibling match ", (rng.choice(ctx.FEMALE + ctx.MALE) + " " + rng.choice(ctx.SURN)[0] + ".", "FAMILY"), ")\n")
    d.w("\nCounselling offered: ", rng.choice(["accepted", "declined", "accepted - booked"]), " (", staff_nm(rng, c.st["counsellor"], "full"), ")\n")
    d.w("Checked by: ", staff_nm(rng, c.st["admin"], "init_last"), "  ID verified ", D(rng, c, phi.shift(ref, rng.randint(1, 10)), "num"), "\n")


def donor_register(rng, d, c):
    rng.choice([register_applicant_letter, register_applicant_letter, register_donor_letter, register_application])(d, rng, c)
