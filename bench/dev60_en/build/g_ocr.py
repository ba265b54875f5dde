"""Genre 8: OCR text of scanned registration, consent, birth/death and accident/insurance claim forms.
Character, case and spacing noise is applied per segment by post(), so gold offsets stay exact."""
import pools as P
import values as V
from common import mrn_label, hcard_label, nid_label, licence_label, times, problems
from common import occupation
from markup import m, ljust, ocr_noise, map_segments

GENRE = "ocr_scanned_form"

BOX = ["[X]", "[x]", "|X|", "(X)", "☒", "[v]", "X"]
EMPTY = ["[ ]", "[  ]", "| |", "( )", "☐", "[_]", "O"]


def cb(r, on):
    return r.choice(BOX) if on else r.choice(EMPTY)


def fld(label, value, w=24, r=None):
    lead = label + ":" if (r is None or r.random() < 0.8) else label + " "
    return ljust(lead, w) + value


def registration(c):
    r = c.r
    d = c.day(0)
    L = [m("HOSPITAL", r.choice([c.clinic, c.hosp])),
         "NEW PATIENT REGISTRATION FORM            Office use: %s %s" % (mrn_label(c), m("MRN", c.mrn)), "_" * 64]
    L.append(fld("Surname", c.P("Last"), r=r) + "      " + fld("Given names", c.P("First"), 14, r))
    if c.pt.middle:
        L.append(fld("Middle name", m("PATIENT", c.pt.middle), r=r) + "      Previous surname: " + (m("PATIENT", V.make_person(r, c.loc).last) if c.sex == "F" and r.random() < 0.5 else "n/a"))
    L.append(fld("Date of birth", c.dob_s(r.choice(["dmy", "mdy", "d/m/y", "iso", "d.m.y"])), r=r) + "   Age " + m("AGE", str(c.age)) + "   Sex " + cb(r, c.sex == "M") + " M " + cb(r, c.sex == "F") + " F " + cb(r, False) + " X")
    L.append(fld("Country of birth", m("COUNTRY", r.choice(P.COUNTRIES + P.HOME_COUNTRY[c.loc])), r=r) + "   Language: " + r.choice(["English", "Portuguese", "Tagalog", "Arabic", "Vietnamese"]))
    L.append(fld("Address", m("STREET", c.addr.street_full()), r=r))
    if c.loc == "UK":
        L.append(fld("Town / County", m("CITY", c.addr.city) + ((" / " + m("CITY", c.addr.county)) if c.addr.county else ""), r=r) + "   Postcode " + m("ZIP", c.addr.zip))
    else:
        L.append(fld("City", m("CITY", c.addr.city), r=r) + "   State/Prov " + m("STATE", r.choice([c.addr.state_abbr, c.addr.state_name])) + "   Postcode " + m("ZIP", c.addr.zip))
    L.append(fld("Home phone", m("PHONE", c.phone), r=r) + "   Mobile " + m("PHONE", c.mobile))
    L.append(fld("Email", m("EMAIL", c.email), r=r))
    if c.age >= 18:
        L.append(fld("Occupation", m("PROFESSION", r.choice(P.PROFESSIONS)), r=r) + "   Employer " + m("ORGANIZATION", c.employer))
    else:
        L.append(fld("School", m("ORGANIZATION", r.choice(["Kessling Elementary School", "St. Bede's Primary School", "Wattle Creek Public School", "Grandbois Junior High"])), r=r)
                 + "   Parent occupation " + m("PROFESSION", r.choice(P.PROFESSIONS)))
    L.append(fld("Marital status", r.choice(["Married", "Single", "Widowed", "De facto", "Separated"]), r=r) + "   Preferred name " + c.P("nick"))
    L.append("Medical history: " + " ".join("%s %s" % (cb(r, r.random() < 0.3), x) for x in ["Diabetes", "Asthma", "Heart disease", "Stroke", "Cancer", "Hep B/C"]))
    if nid_label(c) and c.age >= 16:
        L.append(fld(nid_label(c), m("SSN", c.nid), r=r))
    L.append(fld(hcard_label(c), m("HEALTHPLAN", c.hcard), r=r) + (("   Exp " + c.D(c.day(r.randint(100, 900)), "mm/yyyy")) if c.loc in ("AU", "CA") else ""))
    L.append(fld("Driver licence", m("LICENSE", V.driver_licence(r, c.loc, c.pt)), r=r))
    L.append("")
    L.append("EMERGENCY CONTACT / NEXT OF KIN")
    L.append(fld("Name", c.F(0), r=r) + "   Relationship " + c.rels[0])
    L.append(fld("Phone", m("PHONE", c.fam_phone[0]), r=r) + "   Alt " + m("PHONE", V.phone(r, c.loc, ext=True)))
    L.append("")
    L.append("INSURANCE")
    L.append(fld("Insurer", m("ORGANIZATION", c.insurer), r=r) + "   Member no " + m("HEALTHPLAN", c.member))
    L.append(fld("Policy holder", r.choice([c.P("First Last"), c.F(0)]), r=r) + "   Group " + m("HEALTHPLAN", c.group))
    L.append("")
    L.append(fld("Usual GP / doctor", "Dr " + c.S(c.next_staff(), r.choice(["Last", "F. Last", "First Last"])), r=r) + "   Pharmacy " + m("HOSPITAL", r.choice(P.PHARMACIES[c.loc])))
    L.append(fld("Referred by", r.choice(["self", "friend " + c.F(3), "Dr " + c.S(c.next_staff(), "Last")]), r=r))
    if r.random() < 0.6:
        L.append("Biometric check-in enrolled " + cb(r, True) + "  palm vein ID " + m("BIOID", V.bioid(r)))
    L.append("")
    L.append("I consent to the practice contacting me by SMS/email. " + cb(r, True) + " Yes " + cb(r, False) + " No")
    L.append(fld("Signature", "__________________", r=r) + "   Date " + c.D(d, r.choice(["dmy", "mdy", "d/m/y"])))
    L.append("Entered by " + m("USERNAME", c.user(c.next_staff())) + " " + c.D(d, "iso") + "   scan ref " + m("IDNUM", V.idnum(r, "SC")))
    return "\n".join(L)


def consent(c):
    r = c.r
    d = c.day(0)
    surg = c.next_staff()
    L = [m("HOSPITAL", c.hosp), "CONSENT FORM %d - PATIENT AGREEMENT TO %s" % (r.randint(1, 4), r.choice(["SURGERY", "INVESTIGATION OR TREATMENT", "PROCEDURE AND ANAESTHESIA"])), ""]
    L.append("Patient label:  %s   %s %s   DOB %s   %s" % (c.P("LAST, FIRST"), mrn_label(c), m("MRN", c.mrn), c.dob_s(), m("HOSPITAL", c.ward)))
    L.append("")
    proc = r.choice(["Laparoscopic cholecystectomy", "Right total knee replacement", "Coronary angiogram +/- PCI", "Colonoscopy with polypectomy", "Insertion of dual-chamber pacemaker", "Cataract extraction, left eye"])
    L.append("Proposed procedure: %s" % proc)
    L.append("Side: %s   Anaesthesia: %s   Date: %s" % (r.choice(["Left", "Right", "N/A"]), r.choice(["GA", "sedation", "spinal", "LA"]), c.D(c.day(r.randint(0, 20)))))
    L.append("Intended benefits: relief of symptoms, diagnosis. Alternatives discussed: conservative management, watchful waiting.")
    L.append("Any extra procedures which may become necessary: %s" % r.choice(["blood transfusion", "stent insertion", "conversion to open procedure", "none anticipated"]))
    L.append("Information leaflet provided: " + cb(r, True) + " yes, leaflet code PIL-%03d (v%d.%d)" % (r.randint(1, 400), r.randint(1, 6), r.randint(0, 9)))
    L.append("Serious or frequently occurring risks: bleeding, infection, DVT/PE, damage to nearby structures, conversion to open, anaesthetic risks; %s" % r.choice(["Foley catheter may be needed.", "Trendelenburg positioning.", "1 in 1000 risk of perforation."]))
    L.append("Statement of health professional: I have explained the procedure to the patient.")
    L.append("Signed: ____________  Name: %s  Job title: %s  %s %s   Date %s" % (c.S(surg, r.choice(["First Last", "F. Last", "FIRST LAST"])), r.choice(["Consultant Surgeon", "Registrar", "Cardiologist"]), licence_label(c), m("LICENSE", c.lic(surg)), c.D(d)))
    L.append("Contact details (if patient wishes to discuss): %s" % c.ph(ext=True))
    L.append("")
    if r.random() < 0.5:
        L.append("Interpreter: %s (%s), booking ref %s" % (c.S(c.next_staff(), "First Last"), r.choice(["Portuguese", "Vietnamese", "Arabic", "Cantonese", "Polish"]), m("IDNUM", V.idnum(r, "INT"))))
    L.append("Statement of patient: I agree to the procedure described. " + cb(r, True) + " blood transfusion " + cb(r, r.random() < 0.5) + " tissue for research")
    L.append("Patient signature ____________  Name %s  Date %s" % (c.P(r.choice(["First Last", "FIRST LAST"])), c.D(d)))
    if c.age < 18 or c.age > 85 or r.random() < 0.4:
        L.append("Person with parental responsibility / substitute decision-maker: %s (%s), %s" % (c.F(0), c.rels[0], m("PHONE", c.fam_phone[0])))
    L.append("Witness: %s   Date %s" % (r.choice([c.F(2), c.S(c.next_staff(), "First Last")]), c.D(d)))
    L.append("Patient contact for pre-op call: %s (alt %s, %s %s)" % (m("PHONE", c.mobile), m("PHONE", c.fam_phone[1]), c.rels[1], c.F(1, "First")))
    L.append("Pre-assessment: %s, %s, %s   Allergies: %s" % (c.D(c.day(-r.randint(3, 20))), m("HOSPITAL", r.choice(P.WARDS)), c.S(c.next_staff(), "F. Last"), r.choice(["NKDA", "penicillin", "latex", "elastoplast"])))
    L.append("")
    L.append("Confirmation of consent (on day of procedure): confirmed by %s on %s at %s, room %s." % (c.S(c.next_staff(), "First Last"), c.D(c.day(r.randint(0, 20))), times(r), m("LOCATION_OTHER", "%d%s" % (r.randint(1, 20), r.choice(["", "A", "B"])))))
    L.append("Form ref %s / rev 2019-4 / scanned by %s" % (m("IDNUM", V.idnum(r, "CF")), m("USERNAME", c.user(c.next_staff()))))
    return "\n".join(L)


def birth(c):
    r = c.r
    c.age = 0
    dob = c.day(-r.randint(1, 5))
    c.dob = dob
    mother = V.make_person(r, c.loc, sex="F", origin=c.pt.origin)
    father = V.make_person(r, c.loc, sex="M", origin=c.pt.origin, last=c.pt.last)
    mid = c.next_staff()
    mage = r.randint(17, 44)
    reg = "%d/%06d" % (dob.year, r.randint(1, 999999)) if r.random() < 0.5 else "%s%s" % (V.letters(r, 2), V.digits(r, 7))
    L = [r.choice(["BIRTH REGISTRATION STATEMENT", "NOTIFICATION OF BIRTH", "CERTIFICATE OF LIVE BIRTH - WORKSHEET"]),
         "Registration no. %s     Hospital %s" % (m("LICENSE", reg), m("HOSPITAL", c.hosp)), "-" * 60, "CHILD"]
    L.append(fld("Family name", c.P("LAST"), r=r))
    L.append(fld("Given name(s)", m("PATIENT", c.pt.first + (" " + c.pt.middle if c.pt.middle else "")), r=r))
    L.append(fld("Sex", c.sexw(), r=r) + "   Plurality: single")
    L.append(fld("Date of birth", c.D(dob, r.choice(["d Month y", "Month d, y", "dmy", "mdy"])), r=r) + "   Time " + times(r))
    L.append(fld("Place of birth", m("HOSPITAL", c.hosp) + ", " + m("CITY", r.choice(P.CITIES[c.loc])), r=r))
    L.append(fld("Birth weight", "%d g" % r.randint(1800, 4600), r=r) + "   Gestation %d+%d weeks   Apgar %d/%d" % (r.randint(33, 41), r.randint(0, 6), r.randint(5, 9), r.randint(7, 10)))
    L.append(fld("Infant MRN", m("MRN", c.mrn), r=r) + "   Footprint record " + m("BIOID", "FPR-" + V.digits(r, 6)))
    L.append("")
    L.append("MOTHER")
    L.append(fld("Full name", m("FAMILY", mother.name("First Middle Last")), r=r))
    L.append(fld("Maiden surname", m("FAMILY", V.make_person(r, c.loc).last), r=r))
    mdob = dob - V.dt.timedelta(days=int(mage * 365.25) + r.randint(1, 360))
    L.append(fld("Date of birth / age", "%s  (%s)" % (c.D(mdob), m("AGE", str(mage))), r=r))
    L.append(fld("Birthplace", m("CITY", r.choice(P.CITIES[c.loc])) + ", " + m("COUNTRY", r.choice(P.COUNTRIES)), r=r))
    L.append(fld("Occupation", m("PROFESSION", r.choice(P.PROFESSIONS)), r=r))
    L.append(fld("Usual residence", c.addr.lines(), r=r))
    L.append(fld("Phone", m("PHONE", c.mobile), r=r))
    L.append("")
    L.append("FATHER / OTHER PARENT")
    L.append(fld("Full name", m("FAMILY", father.name("First Last")), r=r) + "   Age " + m("AGE", str(mage + r.randint(-3, 9))))
    L.append(fld("Occupation", m("PROFESSION", r.choice(P.PROFESSIONS)), r=r) + "   Birthplace " + m("COUNTRY", r.choice(P.COUNTRIES)))
    L.append("")
    L.append("PREGNANCY")
    L.append(fld("LMP / EDD", "%s / %s" % (c.D(dob - V.dt.timedelta(days=r.randint(250, 290))), c.D(dob + V.dt.timedelta(days=r.randint(-14, 20)))), r=r))
    L.append(fld("Antenatal care", "from week %d at %s" % (r.randint(6, 20), m("HOSPITAL", r.choice(P.CLINICS[c.loc]))), r=r))
    L.append(fld("Method of delivery", r.choice(["SVD", "LSCS (emergency)", "LSCS (elective)", "vacuum-assisted"]), r=r) + "   Blood group O pos, GBS neg")
    L.append("Vitamin K given " + cb(r, True) + "   Hep B vaccine " + cb(r, r.random() < 0.8) + "   Hearing screen " + cb(r, True) + " pass")
    L.append("Previous children of this relationship: %d (living %d)" % (r.randint(0, 3), r.randint(0, 3)))
    L.append("Attendant: %s, %s (%s %s)" % (c.S(mid, "First Last"), r.choice(["RM", "midwife", "MD", "CNM"]), licence_label(c), m("LICENSE", c.lic(mid))))
    L.append("Newborn screening card %s collected %s by %s" % (m("IDNUM", V.idnum(r, "NBS")), c.D(c.day(-r.randint(0, 1))), m("DOCTOR", c.next_staff().initials())))
    L.append("Informant signature ________  %s (%s)   Date %s" % (m("FAMILY", mother.name("First Last")), "mother", c.D(c.day(0))))
    return "\n".join(L)


def death(c):
    r = c.r
    if c.age < 30:
        c.age = r.randint(55, 101)
    dod = c.day(-r.randint(0, 3))
    c.dob = dod - V.dt.timedelta(days=int(c.age * 365.25) + r.randint(1, 360))
    cert = c.next_staff()
    inf = 0
    L = [r.choice(["MEDICAL CERTIFICATE OF CAUSE OF DEATH", "CERTIFICATE OF DEATH - MEDICAL PORTION", "DEATH REGISTRATION WORKSHEET"]),
         "Certificate no. %s    Coroner ref: %s" % (m("LICENSE", "%s%07d" % (r.choice(["D", "MC", ""]), r.randint(1, 9999999))), m("IDNUM", V.idnum(r, "COR-")) if r.random() < 0.4 else "not referred"), "-" * 62]
    L.append(fld("Name of deceased", c.P(r.choice(["First Middle Last", "LAST, FIRST"])), r=r))
    L.append(fld("Sex", c.sexw(), r=r) + "   Age at death " + m("AGE", str(c.age)) + r.choice([" years", " yrs", ""]))
    L.append(fld("Date of birth", c.dob_s(), r=r))
    L.append(fld("Date of death", c.D(dod, r.choice(["d Month y", "Month d, y", c.dstyle])), r=r) + "   Time " + times(r))
    L.append(fld("Place of death", r.choice([m("HOSPITAL", c.hosp) + ", " + m("HOSPITAL", c.ward), m("HOSPITAL", r.choice(P.CARE_HOMES[c.loc])), "usual residence"]), r=r))
    L.append(fld("Usual residence", c.addr.lines(country=r.random() < 0.3), r=r))
    L.append(fld("Occupation (usual)", m("PROFESSION", r.choice(P.PROFESSIONS)) + "   Industry: " + m("ORGANIZATION", r.choice(P.EMPLOYERS)), r=r))
    ms = r.choice(["married", "widowed", "never married", "divorced"])
    spouse = V.make_person(r, c.loc, sex="M" if c.sex == "F" else "F", last=c.pt.last if r.random() < 0.7 else None)
    L.append(fld("Marital status", ms, r=r) + "   Spouse " + (m("FAMILY", spouse.name(r.choice(["First Last", "First Middle Last"]))) if ms in ("married", "widowed") else "n/a"))
    L.append(fld("Birthplace", m("CITY", r.choice(P.CITIES[c.loc])) + ", " + m("COUNTRY", r.choice(P.COUNTRIES + P.HOME_COUNTRY[c.loc])), r=r))
    if nid_label(c):
        L.append(fld(nid_label(c), m("SSN", c.nid), r=r))
    L.append(fld("Father", m("FAMILY", V.make_person(r, c.loc, sex="M", last=c.pt.last).name("First Last")), r=r) + "   Mother " + m("FAMILY", V.make_person(r, c.loc, sex="F").name("First Last")))
    L.append("")
    L.append("CAUSE OF DEATH")
    p = problems(c, 3)
    L.append("  I (a) %s   interval %s" % (r.choice(["Cardiogenic shock", "Bronchopneumonia", "Metastatic adenocarcinoma of colon", "Intracerebral haemorrhage"]), r.choice(["hours", "2 days", "weeks"])))
    L.append("    (b) %s   interval %s" % (p[0][2], r.choice(["months", "years", "1 week"])))
    L.append("    (c) %s" % p[1][2])
    L.append("  II  %s (ICD-10 %s)" % (p[2][2], p[2][0]))
    L.append("Autopsy: %s   Referred to coroner/ME: %s" % (r.choice(["No", "Yes"]), r.choice(["No", "Yes"])))
    L.append("Circumstances: %s. Tobacco contributed: %s. Pregnant in last year: n/a." % (r.choice(["Expected death, palliative care in place", "Found unresponsive by " + c.rels[0] + " " + c.F(0, "First"), "Died in hospital after admission with sepsis", "Sudden collapse at home; CPR by paramedics"]), r.choice(["No", "Probably", "Unknown"])))
    L.append("Hospital record: %s %s   admitted %s   attending Dr %s" % (mrn_label(c), m("MRN", c.mrn), c.D(c.day(-r.randint(3, 20))), c.S(c.next_staff(), r.choice(["Last", "First Last"]))))
    L.append("Disposition: %s at %s, %s on %s" % (r.choice(["burial", "cremation", "entombment"]), m("LOCATION_OTHER", r.choice(["Greywater Hill Cemetery", "Kelderby Crematorium", "Mount Garrick Lawn Cemetery", "Cimetière Saint-Aurèle"])),
                                                m("CITY", r.choice(P.CITIES[c.loc])), c.D(c.day(r.randint(4, 12)))))
    L.append("Implanted device removed: %s" % r.choice(["n/a", "pacemaker, SN " + m("DEVICE", V.serial(r)), "none"]))
    L.append("")
    L.append("Informant: %s, %s of deceased, %s, %s" % (c.F(inf), c.rels[inf], m("PHONE", c.fam_phone[inf]), V.Address(r, c.loc).lines()))
    L.append("Funeral director: %s, %s" % (m("ORGANIZATION", r.choice(["Hartley & Sons Funerals", "Greywater Memorial Chapel", "Banksia Vale Funeral Services", "Maison funéraire Gauthier"])), c.ph()))
    L.append("Certifier: %s, %s  %s %s  %s" % (c.S(cert, "First Last"), c.deg(cert), licence_label(c), m("LICENSE", c.lic(cert)), c.ph()))
    L.append("Date certified: %s   Last seen alive by certifier: %s" % (c.D(c.day(0)), c.D(c.day(-r.randint(1, 14)))))
    return "\n".join(L)


def claim(c):
    r = c.r
    d = c.day(0)
    acc = c.day(-r.randint(2, 30))
    other = V.make_person(r, c.loc)
    witness = V.make_person(r, c.loc)
    ca = V.Address(r, c.loc)
    L = [m("ORGANIZATION", r.choice(P.AUTO_INSURERS + P.INSURERS[c.loc])),
         r.choice(["MOTOR ACCIDENT / PERSONAL INJURY CLAIM FORM", "ACCIDENT BENEFITS APPLICATION", "CLAIM FOR MEDICAL EXPENSES - ACCIDENT"]),
         "Claim no. %s     Policy no. %s     Received %s" % (m("IDNUM", V.idnum(r, "CLM")), m("HEALTHPLAN", V.letters(r, 3) + V.digits(r, 8)), c.D(d)), "=" * 62]
    L.append("PART A - CLAIMANT")
    L.append(fld("Name", c.P(r.choice(["First Middle Last", "LAST, FIRST", "First Last"])), r=r) + "   DOB " + c.dob_s() + "   Age " + m("AGE", str(c.age)))
    L.append(fld("Address", c.addr.lines(), r=r))
    L.append(fld("Phone / email", "%s / %s" % (m("PHONE", c.mobile), m("EMAIL", c.email)), r=r))
    L.append(fld("Driver licence no.", m("LICENSE", V.driver_licence(r, c.loc, c.pt)), r=r))
    L.append(fld("Occupation", occupation(c), r=r) + "   Employer " + m("ORGANIZATION", c.employer))
    L.append(fld("Employer phone", c.ph(ext=True), r=r) + "   Supervisor " + m("FAMILY", V.make_person(r, c.loc).name("First Last")))
    L.append("")
    L.append("PART B - ACCIDENT")
    L.append(fld("Date / time", c.D(acc, r.choice(["dmy", "mdy", "d Month y", "Weekday, Month d, y"])) + " " + times(r), r=r))
    L.append(fld("Location", "outside %s, %s" % (m("STREET", ca.street), m("CITY", ca.city)), r=r))
    L.append(fld("Your vehicle", "%d %s, rego/plate %s" % (r.randint(2004, 2023), r.choice(["Corvo Hatch", "Tamaris SUV", "Kestrel Ute", "Norden Wagon"]), m("VEHICLE", V.plate(r, c.loc))), r=r))
    L.append(fld("VIN", m("VEHICLE", V.vin(r)), r=r))
    L.append(fld("Other driver", m("FAMILY", other.name("First Last")) + ", plate " + m("VEHICLE", V.plate(r, c.loc)) + ", insurer " + m("ORGANIZATION", r.choice(P.AUTO_INSURERS)), r=r))
    L.append(fld("Witness", m("FAMILY", witness.name("First Last")) + "  " + m("PHONE", V.phone(r, c.loc)), r=r))
    L.append(fld("Police report no.", m("IDNUM", V.idnum(r, r.choice(["E", "P", "RPT-"]))), r=r) + "   Station " + m("CITY", r.choice(P.CITIES[c.loc])))
    L.append(fld("Description", r.choice(["rear-ended at lights, whiplash", "pedestrian struck at crossing", "T-bone at intersection, airbag deployed", "cyclist doored"]), r=r))
    L.append("")
    L.append("PART C - TREATMENT")
    L.append(fld("Ambulance", r.choice(["Yes", "No"]) + "   Taken to " + m("HOSPITAL", c.hosp), r=r))
    L.append(fld("Treating doctor", c.S(c.next_staff(), r.choice(["First Last", "F. Last"])) + ", " + m("HOSPITAL", c.clinic) + ", " + c.ph(), r=r))
    L.append(fld("Injuries", r.choice(["neck sprain (S13.4XXA), chest contusion", "fractured right radius (S52.501A)", "concussion (S06.0X0A), lacerations"]), r=r))
    L.append(fld("Time off work", "from %s to %s" % (c.D(acc), c.D(c.day(r.randint(1, 30)))), r=r))
    L.append("")
    L.append("PART D - PAYMENT")
    L.append(fld("Bank account", m("ACCOUNT", V.digits(r, r.choice([8, 9, 10]))), r=r) + "   Name on account " + c.P("First Last"))
    L.append("Declaration: I declare the information is true. Signed ________  Date " + c.D(d))
    L.append("Office use: assessor " + m("USERNAME", c.user(c.next_staff())) + "  batch " + m("IDNUM", V.digits(r, 7)))
    return "\n".join(L)


LAYOUTS = [("registration_form", registration), ("procedure_consent", consent), ("birth_registration", birth),
           ("death_certificate", death), ("accident_insurance_claim", claim)]

NOISE = {"registration_form": 0.025, "procedure_consent": 0.02, "birth_registration": 0.03, "death_certificate": 0.025,
         "accident_insurance_claim": 0.03}


def post(c, segs, layout):
    r = c.r
    k = r.random()
    if k < 0.25:
        segs = map_segments(segs, lambda s: s.upper(), lambda s, t: s.upper())
    elif k < 0.35:
        segs = map_segments(segs, lambda s: s.replace(":", " :").replace("  ", "   "))
    rate = NOISE.get(layout, 0.025) * r.choice([0.5, 1.0, 1.5])
    segs = ocr_noise(segs, r, rate)
    # scanner header / footer lines
    head = r.choice(["Scanned", "", "|  ", "~~ "])
    if head == "Scanned":
        # the scan date is a date tied to the patient's record
        d = V.fmt_date(c.day(r.randint(0, 5)), "iso")
        segs = [("Scanned ", None), (d, "DATE"), ("  pg 1/%d  ---\n" % r.randint(1, 3), None)] + segs
    elif head:
        segs = [(head.rstrip() + "\n", None)] + segs
    segs = segs + [("\n-- end of page --" if r.random() < 0.5 else "\n  . ,  ' ", None)]
    return segs
