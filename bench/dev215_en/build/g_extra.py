"""Own genres: genetics referral letter; insurance pre-authorization request;
patient portal secure-message thread."""
import clinical as C
import common as K
import famhx as F
import fmt
import pools as P
from fmt import fname


def _bloods(d, c):
    r = c.rng
    rows = [("Hb", "%d g/L" % r.randint(95, 168), "115-165"),
            ("WCC", "%.1f x10^9/L" % r.uniform(3.2, 12.5), "4.0-11.0"),
            ("Plt", "%d x10^9/L" % r.randint(120, 450), "150-400"),
            ("Creatinine", "%d umol/L" % r.randint(45, 180), "45-90"),
            ("eGFR", "%d mL/min/1.73m2" % r.randint(28, 110), ">60"),
            ("HbA1c", "%d mmol/mol" % r.randint(31, 78), "<42"),
            ("Total chol", "%.1f mmol/L" % r.uniform(3.1, 11.2), "<5.0"),
            ("LDL-C", "%.1f mmol/L" % r.uniform(1.4, 8.9), "<3.0"),
            ("Ferritin", "%d ug/L" % r.randint(15, 1500), "15-300"),
            ("CK", "%d U/L" % r.randint(40, 9000), "25-200"),
            ("TSH", "%.2f mU/L" % r.uniform(0.3, 9.5), "0.27-4.2"),
            ("CA-125", "%d kU/L" % r.randint(5, 90), "<35")]
    d.t("Test | Result | Ref range\n")
    for row in r.sample(rows, r.randint(4, 7)):
        d.t(" | ".join(row) + "\n")


def referral_letter(c):
    r = c.rng
    area = r.choice(["cancer", "cancer", "cardiac", "paeds", "adult"])
    k = K.Case(c, child=area == "paeds")
    d = c.doc()
    prac = c.practice()
    gp = c.staff()
    d.p("HOSPITAL", prac)
    d.t("\n")
    c.put_addr(d, c.address(org=True), style=r.choice(["inline", "lines"]))
    d.t("\nTel: ")
    d.p("PHONE", c.phone())
    d.t("   Fax: ")
    d.p("FAX", c.landline())
    if r.random() < 0.5:
        d.t("\n")
        d.p("EMAIL", c.email(base=fmt.slug(prac)[:16].strip(".")))
    d.t("\n\nDate: ")
    d.date(k.ref)
    if c.uk:
        d.t("\ne-Referral UBRN: ")
        d.p("IDNUM", "%s %s %s" % (fmt.digits(r, 4), fmt.digits(r, 4), fmt.digits(r, 4)))
        d.t("   Priority: " + r.choice(["Routine", "Routine", "Urgent"]) + "\n")
    else:
        d.t("\nReferral #: ")
        d.p("IDNUM", "REF-" + fmt.digits(r, 7))
        d.t("   Priority: " + r.choice(["Routine", "Urgent", "STAT"]) + "\n")
    d.t("\nTo: " + r.choice(["Clinical Genetics", "The Duty Genetic Counsellor" if c.uk
                             else "The Intake Genetic Counselor",
                             "Medical Genetics Intake"]) + ", ")
    d.p("HOSPITAL", c.service())
    d.t("\n\n" + r.choice(["Dear Colleague,", "Dear Genetics Team,", "Dear " + c.dr() + " "]))
    if d.buf[-1].endswith(" "):
        d.p("DOCTOR", c.staff()["last"])
        d.t(",")
    d.t("\n\n")
    d.t("Re: ")
    d.p("PATIENT", fname(k.p, r.choice(["fl", "fmidl", "LF"])))
    d.t("  DOB: ")
    d.date(k.dob)
    d.t("\n")
    if c.uk:
        d.t("NHS Number: ")
        d.p("MRN", k.nhs)
    else:
        d.t("MRN: ")
        d.p("MRN", k.mrn)
        d.t("   Insurance: ")
        d.p("ORGANIZATION", r.choice(P.INSURERS))
        d.t(" #")
        d.p("HEALTHPLAN", c.member())
    d.t("\n")
    c.put_addr(d, k.addr)
    d.t("   Tel: ")
    d.p("PHONE", k.mobile)
    d.t("\n\n")
    child = area == "paeds"
    d.t("I would be grateful if you could see this ")
    d.p("AGE", str(k.age))
    d.t("-year-old ")
    if not child and r.random() < 0.6:
        d.p("PROFESSION", k.prof)
        d.t(" ")
    else:
        d.t(k.woman(child) + " ")
    d.t(r.choice(["who ", "whom I saw today and who "]))
    fam = F.make_family(c, k.p, k.age, k.ref, area)
    aff = [f for f in fam if f["dx"]]
    if aff:
        f = aff[0]
        d.t("is worried about " + k.her() + " family history: " + k.her() + " " +
            F.rel_label(f) + " ")
        F.put_name(d, c, f, r.choice(["f", "fl"]))
        d.t(" had " + f["dx"][0][0] + " at ")
        d.p("AGE", str(f["dx"][0][1]))
        if len(aff) > 1:
            g = aff[1]
            d.t(" and " + k.her() + " " + F.rel_label(g) + " had " + g["dx"][0][0] + " at ")
            d.p("AGE", str(g["dx"][0][1]))
        d.t(". ")
    else:
        d.t("has " + r.choice(["developmental concerns", "a raised CK", "an abnormal ECG",
                               "multiple renal cysts"]) + ". ")
    if r.random() < 0.5:
        rel = c.person(last=k.p["last"])
        d.t(r.choice(["A cousin, ", "Her sister-in-law, " if k.sex == "F" else "His brother-in-law, ",
                      "A relative, "]))
        d.p("FAMILY", fname(rel, "fl"))
        d.t(", was apparently found to carry a " + C.pick_variant(r, area)[0] +
            " variant at a clinic in ")
        if r.random() < 0.3:
            d.p("COUNTRY", r.choice(P.COUNTRIES))
        else:
            d.p("CITY", c.address()["city"])
        d.t(" but we do not have a copy of the report. ")
    d.t(r.choice(["I would value your advice regarding testing and screening.",
                  "Please assess whether genetic testing is appropriate.",
                  "The family are keen to know about risks to the children."]) + "\n\n")
    d.t("PMH:\n")
    for x in r.sample(["Hypertension", "Asthma", "Appendicectomy", "Depression",
                       "Type 2 diabetes", "Hypothyroidism", "Migraine", "GORD",
                       "Benign breast cyst", "Colonic polyps", "Gestational diabetes"],
                      r.randint(1, 4)):
        d.t("- " + x)
        if r.random() < 0.4:
            d.t(" (")
            d.date(fmt.add_days(k.ref, -r.randint(200, 6000)), "y")
            d.t(")")
        d.t("\n")
    d.t("\nMedications:\n")
    for m in r.sample(C.MEDS, r.randint(1, 4)):
        d.t("- " + m + "\n")
    d.t("\nAllergies: " + r.choice(["NKDA", "penicillin (rash)", "none known",
                                   "latex"]) + "\n")
    d.t("\nObservations: BP %d/%d, pulse %d, BMI %.1f\n\nRecent bloods (" % (
        r.randint(104, 162), r.randint(60, 98), r.randint(55, 100), r.uniform(18.5, 39)))
    d.date(fmt.add_days(k.ref, -r.randint(3, 60)))
    d.t("):\n")
    _bloods(d, c)
    if r.random() < 0.3:
        d.t("\nInterpreter required: " + r.choice(["Polish", "Urdu", "Spanish", "Somali",
                                                  "Bengali", "Vietnamese", "Arabic"]) + ".\n")
    d.t("\nYours sincerely,\n\n" + c.dr() + " ")
    d.p("DOCTOR", fname(gp, r.choice(["fl", "fml"])))
    d.t("\n" + (r.choice(["General Practitioner", "GP Partner", "Salaried GP"]) if c.uk
                else r.choice(["MD, Family Medicine", "DO, OB/GYN", "MD, Internal Medicine"])))
    d.t("\n" + ("GMC No: " if c.uk else "NPI: "))
    d.p("LICENSE", c.gmc() if c.uk else fmt.npi(r))
    d.t("\n")
    if r.random() < 0.5:
        d.t("Dictated by ")
        d.p("DOCTOR", fname(gp, "ini2"))
        d.t(", typed by ")
        d.p("DOCTOR", fname(c.staff(), "ini_low"))
        d.t("\n")
    return d


CPT = ["81162", "81163", "81432", "81435", "81292", "81295", "81298", "81317",
       "81479", "81403", "81413", "81415", "81416"]
ICD = ["Z80.3 (family history of breast cancer)", "Z80.41 (family history of ovarian cancer)",
       "Z15.01 (genetic susceptibility to breast cancer)", "C50.912 (breast cancer, left)",
       "Z82.49 (family history of ischemic heart disease)", "I42.1 (obstructive HCM)",
       "Z84.81 (family history of carrier of genetic disease)", "C18.7 (sigmoid colon cancer)",
       "E78.01 (familial hypercholesterolemia)", "Z31.430 (genetic testing of female)"]


def preauth(c):
    r = c.rng
    area = r.choice(["cancer", "cancer", "cardiac", "paeds", "adult"])
    child = area == "paeds"
    k = K.Case(c, child=child)
    d = c.doc()
    ins = r.choice(P.INSURERS)
    d.t(r.choice(["PRIOR AUTHORIZATION REQUEST - GENETIC TESTING",
                  "LETTER OF MEDICAL NECESSITY", "Pre-Certification Request: Molecular Genetic Test"]))
    d.t("\n\nTo: ")
    d.p("ORGANIZATION", ins)
    d.t(", " + r.choice(["Utilization Management", "Precertification Dept.",
                         "Medical Review Unit"]) + "\nFax: ")
    d.p("FAX", c.landline())
    d.t("   Phone: ")
    d.p("PHONE", fmt.with_ext(r, c.phone()) if r.random() < 0.4 else c.phone())
    d.t("\nDate of request: ")
    d.date(k.ref)
    d.t("\nPA reference #: ")
    d.p("IDNUM", "PA" + fmt.digits(r, 9))
    d.t("\n\nPATIENT INFORMATION\nName: ")
    d.p("PATIENT", fname(k.p, r.choice(["LF", "fl", "lf"])))
    d.t("\nDOB: ")
    d.date(k.dob)
    d.t("   Sex: " + k.sex + "\n")
    if k.ssn and r.random() < 0.6:
        d.t("SSN: ")
        d.p("SSN", k.ssn)
        d.t("\n")
    d.t("Member ID: ")
    d.p("HEALTHPLAN", c.member())
    d.t("   Group #: ")
    d.p("HEALTHPLAN", c.group())
    d.t("\n")
    if child or r.random() < 0.4:
        sub = c.person()
        d.t("Subscriber: ")
        d.p("FAMILY", fname(sub, "fl"))
        d.t(" (" + ("parent" if child else r.choice(["spouse", "domestic partner"])) +
            "), employer ")
        d.p("ORGANIZATION", r.choice(P.EMPLOYERS))
        d.t("\n")
    d.t("Address: ")
    c.put_addr(d, k.addr)
    d.t("\nPhone: ")
    d.p("PHONE", k.home)
    d.t("\n\nORDERING PROVIDER\n")
    prov = c.staff()
    d.p("DOCTOR", fname(prov, r.choice(["fl", "fml"])))
    d.t(", " + r.choice(["MD", "MD, PhD", "DO", "MS, CGC (on behalf of ordering MD)"]))
    d.t("\nNPI: ")
    d.p("LICENSE", fmt.npi(r))
    if r.random() < 0.5:
        d.t("   State license: ")
        d.p("LICENSE", fmt.letters(r, 1) + fmt.digits(r, 6))
    d.t("\n")
    d.p("HOSPITAL", c.service())
    d.t(", ")
    c.put_addr(d, c.address(org=True))
    d.t("\nTel ")
    d.p("PHONE", c.phone())
    d.t("  Fax ")
    d.p("FAX", c.landline())
    d.t("\nEncounter #: ")
    d.p("ACCOUNT", c.account())
    d.t("\n\nPERFORMING LABORATORY\n")
    lab = r.choice(P.COMPANY_LABS)
    d.p("ORGANIZATION", lab)
    d.t("  CLIA: ")
    d.p("LICENSE", "%02dD%07d" % (r.randint(1, 52), r.randint(0, 9999999)))
    d.t("  Lab NPI: ")
    d.p("LICENSE", fmt.npi(r))
    d.t("\n\nTEST REQUESTED\n")
    from g_consult import panel_name
    d.t(panel_name(c, area) + "\nCPT: " + ", ".join(sorted(r.sample(CPT, r.randint(1, 3)))))
    d.t("\nICD-10: " + "; ".join(r.sample(ICD, r.randint(1, 3))) + "\n")
    d.t("\nCLINICAL SUMMARY\n")
    d.p("PATIENT", fname(k.p, r.choice(["fl", "l"])) if r.random() < 0.5 else k.p["last"])
    d.t(" is a ")
    d.p("AGE", str(k.age))
    d.t("-year-old " + k.woman(child) + " ")
    fam = F.make_family(c, k.p, k.age, k.ref, area)
    aff = [f for f in fam if f["dx"]]
    if r.random() < 0.4 and not child:
        ago = r.randint(0, max(0, min(10, k.age - 20)))
        d.t("with a personal history of " + r.choice(C.CANCERS) + " diagnosed at ")
        d.p("AGE", str(k.age - ago))
        d.t(" (")
        d.date(fmt.add_days(k.ref, -365 * ago - r.randint(20, 300)), r.choice(["my", "y", None]))
        d.t(")")
    else:
        d.t("with no personal history of the condition")
    d.t(". Family history:\n")
    for f in (aff or fam)[:4]:
        F.write_prose(d, c, f, k.ref, k.Her())
        d.t("\n")
    d.t("\nMEDICAL NECESSITY\n")
    d.t(r.choice([
        "The patient meets NCCN Genetic/Familial High-Risk Assessment criteria (v2.2024). ",
        "Testing is consistent with the payer's medical policy MP-2.045 (Genetic Testing for "
        "Hereditary Cardiomyopathy). ",
        "Testing meets ACMG/ACOG guidance for carrier screening. ",
        "The result will directly determine surveillance and eligibility for risk-reducing "
        "surgery. "]))
    d.t("Results will change management as follows: " + r.choice([
        "annual breast MRI and consideration of RRSO",
        "cascade testing of at-risk relatives and ICD decision",
        "initiation of high-intensity statin and testing of children",
        "early intervention services and avoidance of an extended diagnostic odyssey"]) + ".\n")
    d.t("\nPeer-to-peer contact: ")
    d.p("DOCTOR", fname(prov, "fl"))
    d.t(" at ")
    d.p("PHONE", c.phone())
    d.t(" or ")
    d.p("EMAIL", c.email(prov))
    d.t("\n")
    if r.random() < 0.5:
        d.t("\nCall log: ")
        d.date(fmt.add_days(k.ref, r.randint(1, 6)))
        d.t(" " + fmt.ftime(r, 9, 16, "ampm") + " spoke with reviewer ")
        d.p("DOCTOR", fname(c.staff(), r.choice(["fl", "fi"])))
        d.t(", RN - " + r.choice(["approved", "pended for clinical notes",
                                  "denied; appeal to follow", "approved for 1 unit"]))
        d.t(", auth # ")
        d.p("IDNUM", fmt.letters(r, 1) + fmt.digits(r, 8))
        d.t("\n")
    d.t("\nSigned: ")
    d.p("DOCTOR", fname(prov, r.choice(["fl", "il"])))
    d.t("   Date: ")
    d.date(k.ref)
    d.t("\nAttachments: pedigree, clinic note, pathology report\n")
    return d


PT_MSGS = [
    "hi, i got the letter about my results but i dont understand what VUS means. does it mean "
    "i have the gene or not?",
    "Hello, my sister wants to get tested too. she lives in {city}. can she be seen at your "
    "clinic or does she need her own referral?",
    "Hi there I have been waiting 8 weeks for my results, is there any update? thanks",
    "Could you send the report to my new oncologist please, I moved last month.",
    "my son is 18 now and wants to know if he should be tested, can we book something",
    "I need a copy of my results for my insurance company, is that ok?",
    "Quick question - do I need to fast before the blood test on {date}?",
]


def portal_thread(c):
    r = c.rng
    area = r.choice(["cancer", "cardiac", "paeds", "adult", "cancer"])
    k = K.Case(c, child=False)
    d = c.doc()
    d.t(r.choice(["PATIENT PORTAL - SECURE MESSAGES", "MyGenetics Portal: message thread export",
                  "Secure messaging transcript", "Patient portal conversation log"]) + "\n")
    d.t("Portal: ")
    d.p("URL", c.url(r.choice(["/portal", "/mychart/messages", "/secure/inbox", "/login"])))
    d.t("\nService: ")
    d.p("HOSPITAL", c.service())
    d.t("\nAccount holder: ")
    d.p("PATIENT", fname(k.p, r.choice(["fl", "LF", "fml"])))
    d.t(" (user ")
    uname = c.username(k.p) if r.random() < 0.5 else fmt.slug(k.p["first"])[:6] + \
        fmt.digits(r, 2)
    d.p("USERNAME", uname)
    d.t(")   DOB: ")
    d.date(k.dob)
    d.t("\n" + ("NHS No: " if c.uk else "MRN: "))
    d.p("MRN", k.nhs if c.uk else k.mrn)
    d.t("   Registered email: ")
    d.p("EMAIL", k.email)
    d.t("\nLast login: ")
    t = fmt.add_days(k.ref, r.randint(0, 4))
    d.date(t)
    d.t(" " + fmt.ftime(r, 6, 23) + " from ")
    d.p("IPADDR", fmt.private_ip(r))
    d.t("\nThread ID: ")
    d.p("IDNUM", "MSG-" + fmt.digits(r, 8))
    d.t("   Subject: " + r.choice(["Question about my results", "Testing for my sister",
                                   "Appointment", "Letter for insurance", "Re: your referral"]))
    d.t("\n\n")
    gc = c.staff()
    cur = k.ref
    nmsg = r.randint(3, 6)
    fam_names = [c.person() for _ in range(2)]
    for i in range(nmsg):
        from_pt = i % 2 == 0
        cur = fmt.add_days(cur, r.choice([0, 1, 1, 2, 3]))
        d.t("[")
        d.date(cur)
        d.t(" " + fmt.ftime(r, 7, 22) + "] ")
        if from_pt:
            d.p("PATIENT", fname(k.p, r.choice(["fl", "f"])))
            d.t(" wrote:\n")
            msg = r.choice(PT_MSGS)
            pre, _, rest = msg.partition("{")
            d.t(pre)
            if rest:
                key, _, post = rest.partition("}")
                if key == "city":
                    d.p("CITY", c.address()["city"])
                else:
                    d.date(fmt.add_days(cur, r.randint(3, 20)))
                d.t(post)
            if r.random() < 0.5:
                d.t(r.choice(["", ".", " -"]) + " " +
                    r.choice(["my number is ", "you can call me on ", "ring me on "]))
                d.p("PHONE", k.mobile)
            if r.random() < 0.4:
                f = fam_names[i % 2]
                d.t(" " + r.choice(["also my cousin ", "btw my aunt ", "my brother-in-law "]))
                d.p("FAMILY", fname(f, r.choice(["f", "fl"])))
                d.t(" " + r.choice(["had the same test at ", "was seen at ", "is booked at "]))
                d.p("HOSPITAL", c.hospital())
                d.t(r.choice([" last year", "", " in the spring"]))
            d.t("\n" + r.choice(["thanks", "Thank you", "cheers", "", "Many thanks"]) + "\n")
            if r.random() < 0.3:
                d.p("PATIENT", fname(k.p, r.choice(["nick", "f", "ini"])))
                d.t("\n")
            d.t("\n")
        else:
            d.p("DOCTOR", fname(gc, r.choice(["fl", "fl", "fml"])))
            d.t(", " + c.gc_cred() + " wrote:\n")
            d.t("Dear ")
            if r.random() < 0.6:
                d.p("PATIENT", k.p["first"])
            else:
                d.t(c.title(k.p) + " ")
                d.p("PATIENT", k.p["last"])
            d.t(",\n" + r.choice([
                "Thank you for your message. A VUS is a change whose effect we cannot yet "
                "interpret; it does not change your care. ",
                "Your relatives can be tested for the familial variant; they should ask their "
                "GP to refer them and quote our family number " if c.uk else
                "Your relatives can be tested for the familial variant; they can contact us "
                "directly and quote our family number ",
                "Your sample was received and the laboratory expects to report within 4 weeks. ",
                "We can send a copy of the report; please confirm the address it should go to. "]))
            if d.buf[-1].endswith("number "):
                d.p("IDNUM", k.famno)
                d.t(". ")
            if r.random() < 0.5:
                d.t("You can also call the team on ")
                d.p("PHONE", fmt.with_ext(r, c.phone()) if r.random() < 0.4 else c.phone())
                d.t(". ")
            if r.random() < 0.4:
                d.t("I have booked a video appointment on ")
                d.date(fmt.add_days(cur, r.randint(4, 30)))
                d.t(" at " + fmt.ftime(r, 9, 16) + "; the link is ")
                d.p("URL", c.url("/visit/" + fmt.digits(r, 6)))
                d.t(". ")
            d.t("\nBest wishes,\n")
            d.p("DOCTOR", fname(gc, r.choice(["f", "fl"])))
            d.t("\n\n")
    d.t("-- audit --\n")
    d.t("Message read by ")
    d.p("USERNAME", c.username(gc))
    d.t(" on ")
    d.date(cur)
    d.t(" from ")
    d.p("IPADDR", fmt.private_ip(r))
    if r.random() < 0.3:
        d.t("; identity verified with " + r.choice(["voiceprint", "face match", "fingerprint"]) +
            " ID ")
        d.p("BIOID", c.bioid())
    d.t("\n")
    return d
