"""Genre 8: OCR text of scanned forms (consent, death certificate, registration), with OCR noise.

OCR = True tells make.py to pass the rendered segments through markers.ocr_noise()."""
import pools
import values as V
import comments as C
from markers import m, ljust

LAYOUTS = ["consent-procedure", "consent-release", "death-certificate", "registration"]
OCR = True

PROCEDURES = [("Left total knee arthroplasty", "27447"), ("Colonoscopy with possible polypectomy", "45378"),
              ("Insertion of dual-chamber permanent pacemaker", "33208"), ("Cardioversion, elective", "92960"),
              ("Laparoscopic cholecystectomy", "47562"), ("Cystoscopy and TURP", "52601"),
              ("Upper GI endoscopy with biopsy", "43239"), ("Transfusion of blood products", "36430")]


def blank(rng):
    return rng.choice(["_" * rng.randint(4, 14), "", " " * rng.randint(1, 3)])


def consent_procedure(ctx):
    rng = ctx.rng
    proc, cpt = rng.choice(PROCEDURES)
    surg = ctx.attending
    L = [m("HOSPITAL", ctx.hosp.upper()), ctx.hosp_addr(), "Tel " + m("PHONE", ctx.hosp_phone), "",
         "CONSENT TO OPERATION / PROCEDURE AND ANAESTHESIA" if ctx.loc != "US" else "INFORMED CONSENT FOR PROCEDURE",
         "Form CN-%d (rev. %s)     Page 1 of 2" % (rng.randint(100, 900), rng.choice("ABCDE")), ""]
    L.append("Patient name: %s%s   MRN: %s   DOB: %s" % (blank(rng), ctx.ptname(rng.choice(["fl", "fml", "L,F"])), m("MRN", ctx.mrn),
                                                         ctx.D(ctx.pt.dob)))
    L.append("Ward/Unit: %s   Bed: %s   %s: %s" % (m("HOSPITAL", ctx.ward), m("LOCATION_OTHER", ctx.bed), ctx.natplan_label(),
                                                  m("HEALTHPLAN", ctx.natplan)))
    L.append("")
    L.append("1. Procedure: %s (CPT %s), %s side marked." % (proc, cpt, rng.choice(["left", "right", "N/A -"])))
    L.append("2. Responsible clinician: %s   Grade: %s" % (ctx.doc(surg, rng.choice(["fl", "l"])), rng.choice(["Consultant", "Attending", "Registrar"])))
    L.append("3. I, %s, confirm that the nature, benefits and risks (bleeding, infection, DVT/PE, anaesthetic risk, need for further surgery) have been explained to me." % ctx.ptname("fl"))
    L.append("4. I consent / do not consent to the use of tissue for teaching and research: [x] yes [ ] no")
    L.append("5. I consent to the transfusion of blood products if required: [x] yes [ ] no")
    L.append("")
    L.append("Patient signature: (signed)   Date: %s   Time: %s" % (ctx.D(ctx.enc), V.rand_time(rng, 7, 18)))
    fm = ctx.family[0]
    if rng.random() < 0.5:
        L.append("If patient unable to sign - substitute decision-maker: %s   Relationship: %s   Phone: %s" % (
            V.nm(fm, "FAMILY", "fl"), fm.relation, m("PHONE", fm.phone)))
        L.append("Address of substitute decision-maker: %s" % ctx.addr_line())
    else:
        L.append("If patient unable to sign - substitute decision-maker: %s   Relationship: %s" % (blank(rng) or "N/A", "____"))
    if rng.random() < 0.5:
        interp = rng.choice(ctx.staff["clerk"])
        L.append("Interpreter: %s   Language: %s   Accreditation no: %s" % (
            V.nm(interp, "DOCTOR", "fl"), rng.choice(["Vietnamese", "Polish", "Punjabi", "Arabic", "Spanish", "Cantonese"]),
            m("LICENSE", V.digits(rng, 6))))
    if rng.random() < 0.45:
        L.append("Identity confirmed: wristband + %s scan, template %s" % (rng.choice(["fingerprint", "palm-vein", "iris"]),
                                                                          m("BIOID", V.bioid(rng))))
    w = rng.choice(ctx.staff["nurse"])
    L.append("Witness: %s %s   Date: %s" % (V.nm(w, "DOCTOR", rng.choice(["fl", "f.l"])), w.cred, ctx.D(ctx.enc)))
    L.append("")
    L.append("CLINICIAN STATEMENT: I have explained the procedure and the alternatives to the patient.")
    L.append("Name: %s   Pager/bleep: %s   Signature: (signed)   Date: %s" % (ctx.doc(surg, "fl"), m("PHONE", surg.pager), ctx.D(ctx.enc)))
    L.append("")
    L.append("Page 2 of 2")
    L.append("SPECIFIC RISKS DISCUSSED: " + ", ".join(rng.sample(["bleeding requiring transfusion", "infection", "perforation",
                                                                   "damage to adjacent structures", "DVT/PE", "pneumothorax",
                                                                   "lead displacement", "stroke", "conversion to open procedure",
                                                                   "post-operative delirium", "urinary retention"], 5)) + ".")
    an = ctx.staff["physician"][2]
    L.append("ANAESTHESIA: %s   Anaesthetist: %s   ASA grade %d   Weight %d kg   Fasting from 00:00" % (
        rng.choice(["General", "Spinal", "Sedation", "Regional block + sedation"]), ctx.doc(an, rng.choice(["fl", "l"])),
        rng.randint(1, 4), rng.randint(48, 130)))
    L.append("Current anticoagulant: %s   Last dose: %s" % (rng.choice(["apixaban 5 mg", "warfarin", "none", "clopidogrel 75 mg"]),
                                                          ctx.D(ctx.day(-rng.randint(1, 5)))))
    L.append("Allergies: %s   Pacemaker/ICD: %s   Latex allergy: %s" % (rng.choice(pools.ALLERGIES)[0], rng.choice(["No", "Yes - see device card"]),
                                                                       rng.choice(["No", "Yes"])))
    L.append("Patient information leaflet given: [x]  Copy of consent given to patient: [x]")
    L.append("Confirmation of consent on day of procedure (if signed in advance): confirmed by %s on %s" % (
        ctx.doc(surg, rng.choice(["l", "f.l"])), ctx.D(ctx.day(rng.randint(1, 14)))))
    L.append("")
    for c in C.comments(ctx, "consent", rng.randint(1, 2)):
        L.append("Note: " + c)
    L.append("Scanned by %s on %s   Batch %s" % (m("USERNAME", rng.choice(ctx.staff["clerk"]).username), ctx.D(ctx.day(1)),
                                                m("IDNUM", "SCN" + V.digits(rng, 8))))
    return L


def consent_release(ctx):
    rng = ctx.rng
    L = [m("HOSPITAL", ctx.hosp) + " - Health Information Management", "AUTHORIZATION FOR RELEASE OF PROTECTED HEALTH INFORMATION", ""]
    L.append("Patient: %s   Date of birth: %s   Age: %s" % (ctx.ptname(rng.choice(["fl", "L,F"])), ctx.D(ctx.pt.dob), ctx.A("num")))
    L.append("Address: %s" % ctx.addr_line(with_country=rng.random() < 0.4))
    L.append("Phone: %s   Email: %s   MRN: %s" % (m("PHONE", ctx.phone_home), m("EMAIL", ctx.email), m("MRN", ctx.mrn)))
    if ctx.loc == "US" and rng.random() < 0.6:
        L.append("SSN (last 4 not accepted - full number required): %s" % m("SSN", ctx.ssn))
    L.append("")
    L.append("I authorize: %s" % m("HOSPITAL", ctx.hosp))
    recips = [("insurer", ctx.insurer, "ORGANIZATION"), ("attorney", rng.choice(["Hartley & Osei LLP", "Fenwick Legal Services",
                                                                                  "Brennan Kowalczyk Solicitors"]), "ORGANIZATION"),
              ("doctor", ctx.clinic, "HOSPITAL"), ("employer", ctx.employer, "ORGANIZATION")]
    r = rng.choice(recips)
    L.append("To release information to: %s" % m(r[2], r[1]))
    L.append("Recipient address: %s" % ctx.hosp_addr())
    L.append("Recipient fax: %s   Attention: %s" % (m("FAX", V.phone(rng, ctx.loc)), V.nm(ctx.person(), "FAMILY", "fl")))
    a, b = ctx.day(-rng.randint(200, 900)), ctx.day(-rng.randint(0, 30))
    L.append("Information to be released: [x] Discharge summary [x] Lab results [ ] Psychotherapy notes [x] Imaging reports")
    L.append("Dates of service: from %s to %s" % (ctx.D(a), ctx.D(b)))
    L.append("Purpose: %s" % rng.choice(["insurance claim", "legal proceedings", "continuing care", "personal use", "workers' compensation"]))
    L.append("This authorization expires on: %s" % ctx.D(ctx.day(rng.randint(90, 365))))
    L.append("")
    L.append("I understand that I may revoke this authorization at any time by writing to the Health Information")
    L.append("Management department, except to the extent that action has already been taken in reliance on it.")
    L.append("Information disclosed under this authorization may be re-disclosed by the recipient and may no longer")
    L.append("be protected by privacy law (e.g. 45 CFR 164.508; Privacy Act 1988; PHIPA s.29). Treatment will not be")
    L.append("conditioned on signing. Sensitive information (HIV, substance use, mental health) requires initials: ____")
    L.append("")
    L.append("Signature of patient or legal representative: (signed)   Date: %s" % ctx.D(ctx.enc))
    if rng.random() < 0.5:
        fm = ctx.family[0]
        L.append("Printed name of representative: %s   Relationship: %s" % (V.nm(fm, "FAMILY", "fl"), fm.relation))
    L.append("")
    L.append("FOR HIM USE: Request %s  Processed by %s (%s)  Date sent %s  Pages %d" % (
        m("IDNUM", V.ref_no(rng, "ROI")), V.nm(ctx.staff["clerk"][0], "DOCTOR", "fl"), m("USERNAME", ctx.staff["clerk"][0].username),
        ctx.D(ctx.day(rng.randint(1, 10))), rng.randint(3, 80)))
    L.append("Fee waived per %s" % ctx.doc(ctx.staff["physician"][2], "fl"))
    for c in C.comments(ctx, "audit", 1):
        L.append("Note: " + c)
    return L


def death_cert(ctx):
    rng = ctx.rng
    loc = ctx.loc
    title = {"US": "CERTIFICATE OF DEATH", "UK": "MEDICAL CERTIFICATE OF CAUSE OF DEATH", "CA": "MEDICAL CERTIFICATE OF DEATH",
             "AU": "MEDICAL CERTIFICATE OF CAUSE OF DEATH"}[loc]
    L = [title, "File number: %s      Registration district: %s" % (m("IDNUM", V.ref_no(rng, "DC")),
                                                                    m("CITY", rng.choice(pools.LOCALES[loc]["cities"])[0])), ""]
    p = ctx.pt
    L.append("1. Decedent's legal name: %s" % m("PATIENT", (p.first + " " + (p.middle + " " if p.middle else "") + p.last).upper()))
    L.append("2. Sex: %s     3. %s: %s" % ({"M": "Male", "F": "Female"}[ctx.sex], ctx.ssn_label() if loc != "UK" else "NHS number",
                                           m("SSN", ctx.ssn) if loc != "UK" else m("HEALTHPLAN", ctx.natplan)))
    L.append("4. Age (years): %s     5. Date of birth: %s" % (m("AGE", ctx.age), ctx.D(p.dob)))
    if rng.random() < 0.5:
        L.append("6. Birthplace: %s, %s" % (m("CITY", rng.choice(pools.LOCALES[loc]["cities"])[0]), m("STATE", ctx.state_name)))
    else:
        L.append("6. Birthplace: %s" % m("COUNTRY", rng.choice(pools.OTHER_COUNTRIES)))
    L.append("7. Usual residence: %s" % ctx.addr_line(with_country=True))
    fms = ctx.family
    spouse = ctx.person(last=p.last)
    ms = rng.choice(["Married", "Widowed", "Divorced", "Married"])
    L.append("8. Marital status: %s     9. Surviving spouse/partner: %s" % (ms, V.nm(spouse, "FAMILY", "fl") if ms == "Married" else "N/A"))
    L.append("10. Father's name: %s     11. Mother's maiden name: %s" % (V.nm(ctx.person(sex="M", last=p.last), "FAMILY", "fl"),
                                                                        V.nm(ctx.person(sex="F"), "FAMILY", "fl")))
    L.append("12. Usual occupation: %s     Kind of industry: %s     Employer: %s" % (
        m("PROFESSION", ctx.profession), rng.choice(pools.INDUSTRIES), m("ORGANIZATION", ctx.employer)))
    inf = fms[0]
    L.append("13. Informant: %s   Relationship: %s   Phone: %s" % (V.nm(inf, "FAMILY", "fl"), inf.relation, m("PHONE", inf.phone)))
    L.append("    Informant address: %s" % ctx.addr_line(street=ctx.street_line(), zp=ctx.postcode()))
    dod = ctx.enc
    L.append("14. Place of death: %s - %s, %s" % (rng.choice(["Hospital inpatient", "Emergency department", "Nursing home", "Residence"]),
                                                 m("HOSPITAL", rng.choice([ctx.hosp, ctx.care_home])), m("CITY", ctx.hosp_city[0])))
    L.append("15. Date of death: %s     Time: %s     Pronounced by: %s" % (
        ctx.D(dod, rng.choice([ctx.dstyle, "d month y" if loc != "US" else "month d, y"])), V.rand_time(rng),
        ctx.nurse(rng.choice(["fl", "f.l"]))))
    L.append("16. Hospital record no: %s   Last attended by: %s on %s" % (m("MRN", ctx.mrn), ctx.doc(ctx.staff["physician"][3], "fl"),
                                                                       ctx.D(ctx.day(-rng.randint(1, 60)))))
    L.append("17. Education: %s   Tobacco contributed to death: %s   Pregnancy status: %s" % (
        rng.choice(["High school graduate", "Bachelor's degree", "Some college", "8th grade or less", "Trade certificate"]),
        rng.choice(["No", "Probably", "Unknown"]), "Not applicable" if ctx.sex == "M" else rng.choice(["Not pregnant within past year", "Unknown"])))
    L.append("")
    L.append("CAUSE OF DEATH                                           Approx. interval onset to death")
    injury = rng.random() < 0.35
    if injury:
        causes = [("Traumatic brain injury", "hours"), ("Blunt force trauma to head", "hours"), ("Motor vehicle collision", "hours")]
    else:
        causes = rng.sample([("Cardiogenic shock", "2 days"), ("Acute myocardial infarction", "3 days"),
                             ("Aspiration pneumonia", "5 days"), ("Metastatic non-small cell lung cancer", "8 months"),
                             ("Sepsis secondary to urinary tract infection", "4 days"), ("Alzheimer's disease", "6 years"),
                             ("Parkinson's disease", "10 years"), ("Ischaemic cardiomyopathy", "5 years")], 3)
    for lab, (c, iv) in zip(["Part I (a)", "       (b)", "       (c)"], causes):
        L.append(ljust("%s %s" % (lab, c), 57) + iv)
    L.append("Part II  %s" % rng.choice(["Type 2 diabetes mellitus; chronic kidney disease stage 3", "COPD; atrial fibrillation",
                                         "Hypertension", "None"]))
    L.append("Autopsy: %s   Referred to coroner/medical examiner: %s   Manner: %s" % (
        rng.choice(["No", "Yes"]), "Yes" if injury else "No", "Accident" if injury else "Natural"))
    if injury:
        inj = ctx.day(-rng.randint(0, 3))
        L.append("Date of injury: %s   Place of injury: highway near %s, %s" % (
            ctx.D(inj), m("LOCATION_OTHER", rng.choice(pools.LANDMARK_CLEAN)), m("CITY", rng.choice(pools.LOCALES[loc]["cities"])[0])))
        L.append("Transport injury: decedent was %s; vehicle registration %s; other vehicle %s" % (
            rng.choice(["driver", "passenger", "pedestrian"]), m("VEHICLE", V.plate(rng, loc)), m("VEHICLE", V.plate(rng, loc))))
        L.append("Coroner's case number: %s" % m("IDNUM", V.ref_no(rng, "COR")))
    L.append("")
    L.append("Disposition: %s at %s, %s" % (rng.choice(["Burial", "Cremation", "Entombment"]), m("LOCATION_OTHER", rng.choice(pools.CEMETERIES)),
                                           m("CITY", rng.choice(pools.LOCALES[loc]["cities"])[0])))
    L.append("Funeral director: %s   Licence no: %s" % (m("ORGANIZATION", rng.choice(pools.FUNERAL_HOMES)), m("LICENSE", "FD" + V.digits(rng, 5))))
    cert = ctx.attending
    lab, lv = ctx.lic_label_value(cert)
    L.append("")
    L.append("Certifier: %s   %s: %s" % (ctx.doc(cert, "fl"), lab, m("LICENSE", lv)))
    L.append("Certifier address: %s   Tel: %s" % (ctx.hosp_addr(), m("PHONE", cert.phone)))
    L.append("Date certified: %s     I last saw the deceased alive on %s" % (ctx.D(ctx.day(1)), ctx.D(ctx.day(-rng.randint(0, 3)))))
    L.append("Registrar: %s   Date registered: %s" % (V.nm(ctx.person(), "FAMILY", rng.choice(["fl", "f.l"])), ctx.D(ctx.day(rng.randint(2, 8)))))
    return L


def registration(ctx):
    rng = ctx.rng
    loc = ctx.loc
    p = ctx.pt
    f = lambda k, v: ljust(k + ":", 22) + v  # noqa: E731
    L = [m("HOSPITAL", ctx.clinic.upper()), "NEW PATIENT REGISTRATION FORM", "Please print clearly in BLOCK CAPITALS", ""]
    L.append(f("Title", ctx.title(p)) + "   Surname: " + m("PATIENT", p.last.upper()) + "   First name: " + m("PATIENT", p.first.upper()))
    if p.middle:
        L.append(f("Middle name/initial", m("PATIENT", p.middle)))
    L.append(f("Date of birth", ctx.D(p.dob, rng.choice(["us" if loc == "US" else "dmy", "iso"]))) + "   Age: " + ctx.A("num") +
             "   Sex: " + ctx.sex)
    L.append(f("Address", m("STREET", ctx.street.upper())))
    L.append(f("Suburb/Town", m("CITY", ctx.city.upper())) + "   State: " + m("STATE", (ctx.state_abbr or ctx.state_name).upper()) +
             "   Postcode: " + m("ZIP", ctx.zip))
    L.append(f("Country of birth", m("COUNTRY", rng.choice(pools.OTHER_COUNTRIES + pools.LOCALES[loc]["country"][:1]))))
    L.append(f("Home phone", m("PHONE", ctx.phone_home)) + "   Mobile: " + m("PHONE", ctx.phone_mobile))
    L.append(f("Work phone", m("PHONE", V.with_ext(rng, V.phone(rng, loc)))) + "   Email: " + m("EMAIL", ctx.email))
    L.append(f("Preferred contact", rng.choice(["[x] mobile [ ] email [ ] post", "[ ] mobile [x] email [ ] post"])))
    L.append(f(ctx.natplan_label(), m("HEALTHPLAN", ctx.natplan)) + "   " + ctx.ssn_label() + ": " + m("SSN", ctx.ssn))
    L.append("")
    fm = ctx.family[0]
    L.append("EMERGENCY CONTACT")
    L.append(f("Name", V.nm(fm, "FAMILY", "FL")) + "   Relationship: " + fm.relation.upper())
    L.append(f("Phone", m("PHONE", fm.phone)))
    L.append("")
    L.append("EMPLOYMENT")
    L.append(f("Occupation", m("PROFESSION", ctx.profession)) + "   Employer: " + m("ORGANIZATION", ctx.employer))
    L.append("")
    L.append("INSURANCE")
    L.append(f("Insurer / fund", m("ORGANIZATION", ctx.insurer)) + "   Member no: " + m("HEALTHPLAN", ctx.member))
    L.append(f("Group / policy", m("HEALTHPLAN", ctx.group)) + "   Subscriber: " + (V.nm(fm, "FAMILY", "fl") if rng.random() < 0.4 else "SELF"))
    L.append("")
    L.append("PREVIOUS DOCTOR / PHARMACY")
    L.append(f("Previous GP", ctx.doc(ctx.staff["physician"][2], rng.choice(["fl", "l"])) + ", " +
               m("HOSPITAL", rng.choice([c for c in pools.CLINICS[loc] if c != ctx.clinic]))))
    L.append(f("Pharmacy", m("HOSPITAL", ctx.pharm)) + "   Phone: " + m("PHONE", V.phone(rng, loc)))
    L.append("")
    L.append("MEDICAL HISTORY (tick all that apply)")
    conds = ["Diabetes", "High blood pressure", "Asthma/COPD", "Heart disease", "Stroke", "Cancer", "Kidney disease",
             "Depression/anxiety", "Epilepsy", "Hepatitis", "Thyroid disease", "Arthritis"]
    row = []
    for c in conds:
        row.append("[%s] %s" % ("x" if rng.random() < 0.25 else " ", c))
        if len(row) == 4:
            L.append("  " + "   ".join(row))
            row = []
    meds = rng.sample(pools.drugs_for(loc), rng.randint(1, 3))
    L.append(f("Current medications", "; ".join("%s %s %s" % (d[0], d[1], d[5].lower()) for d in meds)))
    al = rng.choice(pools.ALLERGIES)
    L.append(f("Allergies", "%s - %s" % (al[0], al[1]) if rng.random() < 0.7 else "none known"))
    L.append(f("Family history", "Father - %s, died aged %s; Mother - %s at %s" % (
        rng.choice(["heart attack", "bowel cancer", "stroke", "emphysema"]), m("AGE", rng.randint(48, 88)),
        rng.choice(["type 2 diabetes diagnosed", "breast cancer", "dementia diagnosed", "hip fracture"]), m("AGE", rng.randint(40, 85)))))
    L.append(f("Smoking", rng.choice(["never", "ex-smoker", "current - 10/day", "vapes"])) + "   Alcohol: " +
             rng.choice(["none", "1-2 drinks/week", "daily", "socially"]))
    L.append("")
    L.append("IDENTIFICATION / PARKING / CHECK-IN")
    L.append(f("Photo ID", "Driver licence no. " + m("LICENSE", V.driver_licence(rng, loc, p)) + "  issued " +
               m("STATE", (ctx.state_abbr or ctx.state_name))))
    if rng.random() < 0.7:
        L.append(f("Parking permit", "Plate " + m("VEHICLE", V.plate(rng, loc)) + "  " +
                   rng.choice(["silver Toyota Corolla", "blue Ford Ranger", "white Honda CR-V", "red Mazda 3", "black VW Golf"])))
    if rng.random() < 0.7:
        L.append(f("Biometric check-in", rng.choice(["palm-vein", "fingerprint", "face"]) + " enrolment ID " + m("BIOID", V.bioid(rng)) +
                   "   consent [x]"))
    L.append("")
    L.append("I confirm the above is correct.  Signature: (signed)   Date: " + ctx.D(ctx.enc))
    L.append("")
    L.append("FOR OFFICE USE: MRN assigned %s   Account %s   Entered by %s on %s" % (
        m("MRN", ctx.mrn), m("ACCOUNT", ctx.acct), m("USERNAME", rng.choice(ctx.staff["clerk"]).username), ctx.D(ctx.enc, "iso")))
    L.append("Registered with " + ctx.doc(ctx.staff["physician"][1], rng.choice(["fl", "l"])) + " - first appt " + ctx.D(ctx.day(rng.randint(2, 21))))
    return L


def make_case(rng, loc, layout):
    if layout == "death-certificate":
        return V.Case(rng, loc, min_age=40)
    if layout == "registration" and rng.random() < 0.15:
        return V.Case(rng, loc, min_age=18, max_age=30)
    return V.Case(rng, loc)


def build(ctx, layout):
    if layout == "consent-procedure":
        L = consent_procedure(ctx)
    elif layout == "consent-release":
        L = consent_release(ctx)
    elif layout == "death-certificate":
        L = death_cert(ctx)
    else:
        L = registration(ctx)
    return "\n".join(L) + "\n"
