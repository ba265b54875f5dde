"""Genre: home oxygen order forms (HOOF, CMS-484 CMN, AU/CA/IE program forms)."""
import phi
import clinical as CL
import common as CM
from case import name, doc_ref
from nb import Note, P

GENRE = "order_form"


def _x(rng, p=0.5):
    return "[x]" if rng.random() < p else "[ ]"


def uk(rng, cs, n):
    conc, poc, cyl = CL.equipment(rng, cs.c)
    fl, hr = CL.flow(rng), CL.hours(rng)
    d_dx, d_long, icd = CL.dx(rng)
    n.ln(rng.choice(["HOME OXYGEN ORDER FORM (HOOF)", "Home Oxygen Order Form - HOOF Part B", "HOOF v7.2  -  ORDER TO SUPPLIER"]),
         "                 Page 1 of ", str(rng.choice([2, 3])))
    n.ln("Order type: ", _x(rng), " New  ", _x(rng), " Amendment  [ ] Removal   Urgency: ",
         rng.choice(["Standard (3 working days)", "Next day", "4-hour EMERGENCY", "Standard"]))
    n.ln("To: ", P(cs.supplier, "ORGANIZATION"), "   Fax ", P(cs.sup_fax, "FAX"),
         rng.choice(["", "   secure email: "]) and "")
    if rng.random() < 0.6:
        n.ln("Secure email: ", P(phi.org_email(rng, cs.slug), "EMAIL"))
    n.ln("Date of order: ", cs.d(rng), "     Order ref: ", P(cs.order, "IDNUM"))
    n.ln("")
    n.ln("SECTION 1  PATIENT DETAILS")
    n.ln("Title: ", cs.pt.title, "   Surname: ", P(cs.pt.last.upper(), "PATIENT"), "   Forename(s): ",
         P(cs.pt.first + ((" " + cs.pt.mi) if cs.pt.mi else ""), "PATIENT"))
    n.ln("DOB: ", cs.dob_s(rng), "   Sex: ", cs.pt.sex, "   NHS No: ", P(cs.nhs, "MRN"))
    n.ln("Address: ", P(cs.street, "STREET"), ", ", P(cs.town, "CITY"))
    n.ln("Postcode: ", P(cs.postcode, "ZIP"), "      Tel: ", P(cs.home_phone, "PHONE"), "   Mobile: ", P(cs.mobile, "PHONE"))
    n.ln("Alternative contact: ", cs.rel, " - ", cs.fam_name(rng, "full"), "  ", P(cs.fam_phone, "PHONE"))
    n.ln("Access / parking: ", rng.choice(["key safe by back door (code with district nurses)", "ground floor, ramp at side",
                                           "2nd floor flat, no lift, 28 steps", "parking on street only", "gate is stiff, dog in garden - please ring first"]))
    n.ln("GP: ", doc_ref(rng, cs.gp), "   Practice: ", P(cs.practice, "HOSPITAL"), "   Tel: ", P(cs.gp_phone, "PHONE"))
    n.ln("")
    n.ln("SECTION 2  CLINICAL")
    n.ln("Primary diagnosis: ", d_long, " (", icd, ")")
    units = "kPa"
    g = CL.abg_set(rng, units)
    n.ln("Qualifying ABG on air: PaO2 ", g["pO2"], " kPa, PaCO2 ", g["pCO2"], " kPa on ", cs.d(rng, offset=-rng.randint(2, 20)),
         rng.choice(["", " (second sample 3/52 apart, stable)"]))
    n.ln("Smoking status: ", CM.smoking(rng, cs))
    n.ln("IHORM completed: ", rng.choice(["Yes", "Yes", "Pending"]), "  on ", cs.d(rng, offset=-rng.randint(0, 6)),
         "   Consent to share with Fire & Rescue: ", rng.choice(["Yes", "Yes", "No", "Declined"]))
    n.ln("")
    n.ln("SECTION 3  ORDER")
    n.ln("LTOT  ", _x(rng, 0.8), "  Flow ", fl, " l/min  for ", hr, " hrs/day  via static concentrator (", conc, ")")
    n.ln("Ambulatory ", _x(rng), "  ", rng.choice(["portable concentrator, pulse setting " + str(rng.randint(1, 4)),
                                                   "cylinders: %d x %s" % (rng.randint(2, 8), cyl), "none"]))
    n.ln("NOT (nocturnal) ", _x(rng, 0.2), "   Palliative ", _x(rng, 0.15), "   Cluster headache ", "[ ]")
    n.ln("Humidification: ", rng.choice(["No", "Yes - bubble humidifier", "No"]), "   Interface: ",
         rng.choice(CL.DELIVERY), "   Backup cylinder: ", rng.choice(["1 x " + cyl, "none", "2 x ZA"]))
    n.ln("Tubing length: ", rng.choice(["15 m", "10 m + 5 m extension", "standard"]), "   Firebreaks: yes")
    n.ln("")
    n.ln("SECTION 4  CLINICIAN")
    n.ln("Name: ", name(rng, cs.nurse, "DOCTOR", rng.choice(["full", "fml"])), "   Designation: ",
         rng.choice(["HOS Specialist Nurse", "Clinical Nurse Specialist (HOSAR)", "Respiratory Physiologist", "Consultant"]))
    n.ln("Base: ", P(cs.hosp, "HOSPITAL"), "   Tel: ", P(cs.hosp_phone, "PHONE"), "   Fax: ", P(cs.hosp_fax, "FAX"))
    if rng.random() < 0.5:
        lab, val = phi.license_for(rng, "UK")
        n.ln(lab, ": ", P(val, "LICENSE"))
    n.ln("Signature: ", rng.choice(["[signed]", "/s/", "e-signed"]), "   Date: ", cs.d(rng))
    n.ln("-- for supplier use: account no ", P(cs.acct, "ACCOUNT"), " / received ", cs.d(rng, offset=rng.randint(0, 1), style="short"),
         " ", CM.clock(rng))


def us(rng, cs, n):
    fl = CL.flow(rng)
    g = CL.abg_set(rng, "mmHg")
    d_dx, d_long, icd = CL.dx(rng)
    n.ln(rng.choice(["CERTIFICATE OF MEDICAL NECESSITY", "CMN - CMS-484 OXYGEN", "DME ORDER / CMN: HOME OXYGEN"]))
    n.ln("Form CMS-484 (oxygen)   Certification: ", rng.choice(["INITIAL", "REVISED", "RECERTIFICATION"]), " ", cs.d(rng, style="num"))
    n.ln("SECTION A")
    n.ln("PATIENT NAME, ADDRESS, TELEPHONE and MBI")
    n.ln(cs.pt_name(rng, "LFU"))
    n.ln(P(cs.street, "STREET"))
    n.ln(P(cs.town, "CITY"), ", ", P(cs.region[1], "STATE"), " ", P(cs.postcode, "ZIP"))
    n.ln("(", P(cs.home_phone, "PHONE"), ")   MBI ", P(cs.mbi, "HEALTHPLAN"))
    n.ln("SUPPLIER NAME, ADDRESS, TELEPHONE and NSC or NPI #")
    n.ln(P(cs.supplier, "ORGANIZATION"), "  ", P(cs.sup_phone, "PHONE"), "  NPI ", P(phi.npi(rng), "LICENSE"))
    n.ln("PLACE OF SERVICE: 12   HCPCS: E1390 ", rng.choice(["E0431", "E1392", "E0443", "E0434"]), "   PT DOB ", cs.dob_s(rng),
         "  Sex ", cs.pt.sex, "  HT ", str(rng.randint(58, 75)), " in  WT ", str(rng.randint(98, 290)), " lbs")
    n.ln("PHYSICIAN NAME, ADDRESS, TELEPHONE and NPI")
    n.ln(name(rng, cs.cons, "DOCTOR", rng.choice(["LFU", "full", "fml"])), ", ", cs.cons.cred, "  ", P(cs.hosp, "HOSPITAL"),
         "  ", P(cs.hosp_phone, "PHONE"), "  NPI ", P(phi.npi(rng), "LICENSE"))
    n.ln("SECTION B  (Est. length of need: ", rng.choice(["99", "12", "99 (lifetime)", "6"]), " months)   Dx: ", icd, rng.choice(["", ", I27.23", ", G47.33"]))
    n.ln("1a. Result of most recent test: ", g["pO2"], " mmHg  / ", g["SaO2"], "%")
    n.ln("1b. Date of test: ", cs.d(rng, offset=-rng.randint(1, 28), style=rng.choice(["num", "nopad", "num2"])))
    n.ln("1c. Test: ", rng.choice(["(1) ABG", "(2) oximetry", "(1) arterial blood gas (room air, at rest)"]))
    n.ln("2. Test performed: ", rng.choice(["(1) outpatient, chronic stable state", "(2) within 2 days prior to discharge",
                                            "(3) under other circumstances"]))
    n.ln("3. Condition: ", rng.choice(["(1) at rest", "(2) during exercise", "(3) during sleep"]))
    n.ln("4. Portable oxygen required? ", rng.choice(["Y", "N"]), "   5. Flow rate ", fl, " LPM   ",
         rng.choice(["X (not on room air)", "", ""]))
    n.ln("6. Test on ≥4 LPM: ", rng.choice(["N/A", "PaO2 61 mmHg"]), "   7. Dependent edema/cor pulmonale: ", rng.choice(["Y", "N"]),
         "   8. Hct >56%: ", rng.choice(["N", "Y"]))
    n.ln("SECTION C  Equipment: concentrator ", rng.choice(CL.CONCENTRATORS), ", ", rng.choice(CL.POCS), ", ", rng.choice(CL.CYLINDERS["US"]), " x ", str(rng.randint(2, 12)))
    n.ln("SECTION D  I certify that the medical necessity ... is true, accurate and complete.")
    n.ln("Physician signature ", rng.choice(["(e-signed)", "on file", "________"]), "   Date ", cs.d(rng, offset=rng.randint(0, 3), style="num"))
    n.ln("")
    n.ln("Secondary insurance: ", rng.choice(["Medigap Plan G", "Medicaid", "Medicare Advantage (HMO)", "employer retiree plan"]),
         "  Member ID ", P(cs.member, "HEALTHPLAN"), "  Group ", P(cs.group, "HEALTHPLAN"))
    if rng.random() < 0.5:
        n.ln("SSN (legacy intake field): ", P(cs.ssn, "SSN"))
    n.ln("Intake: ", name(rng, cs.clerk, "DOCTOR", "full"), " / order # ", P(cs.order, "IDNUM"), " / acct ", P(cs.acct, "ACCOUNT"))


def au(rng, cs, n):
    conc, poc, cyl = CL.equipment(rng, "AU")
    g = CL.abg_set(rng, "mmHg")
    fl, hr = CL.flow(rng), CL.hours(rng)
    n.ln(rng.choice(["DOMICILIARY OXYGEN APPLICATION", "Home Oxygen Service - Prescription & Application",
                     "DOMICILIARY OXYGEN & RESPIRATORY SUPPORT SCHEME - ORDER"]))
    n.ln("Application type: ", rng.choice(["New", "Renewal", "Change of prescription"]), "      Date: ", cs.d(rng))
    n.ln("")
    n.ln("1. APPLICANT")
    n.ln("Family name: ", P(cs.pt.last, "PATIENT"), "    Given name(s): ", P(cs.pt.first, "PATIENT"))
    n.ln("DOB: ", cs.dob_s(rng), "   Age: ", P(str(cs.age), "AGE"), "   Sex: ", cs.pt.sex)
    n.ln("Address: ", cs.addr(rng, with_region=True))
    n.ln("Phone (H): ", P(cs.home_phone, "PHONE"), "   (M): ", P(cs.mobile, "PHONE"))
    n.ln("Medicare No: ", P(cs.medicare_au, "HEALTHPLAN"), "   IHI: ", P(cs.ihi, "MRN"))
    if rng.random() < 0.5:
        n.ln("DVA file no: ", P(cs.dva, "HEALTHPLAN"), " (", rng.choice(["Gold", "White"]), " card)")
    n.ln("Pension/concession card CRN: ", P(cs.crn, "HEALTHPLAN"))
    n.ln("Hospital UR: ", P(cs.mrn, "MRN"), "  (", P(cs.hosp, "HOSPITAL"), ")")
    n.ln("Next of kin: ", cs.fam_name(rng, "full"), " (", cs.rel, ") ", P(cs.fam_phone, "PHONE"))
    n.ln("")
    n.ln("2. CLINICAL ELIGIBILITY")
    n.ln("Diagnosis: ", CL.dx(rng)[1])
    n.ln("ABG on room air at rest (", cs.d(rng, offset=-rng.randint(1, 21), style="num"), "): PaO2 ", g["pO2"], " mmHg, PaCO2 ",
         g["pCO2"], " mmHg, pH ", g["pH"])
    n.ln("Criteria met: ", rng.choice(["PaO2 <= 55 mmHg", "PaO2 56-59 mmHg with polycythaemia/RHF", "nocturnal desaturation, T<88% > 30%"]))
    n.ln("Non-smoker for >= 6 months confirmed: ", rng.choice(["Yes", "Yes (CO 2 ppm)", "Yes - spouse declaration"]))
    n.ln("")
    n.ln("3. PRESCRIPTION")
    n.ln("Continuous: ", fl, " L/min x ", hr, " h/day via ", conc, "   Ambulatory: ", rng.choice([poc, cyl + " cylinders", "nil"]))
    n.ln("Supplier: ", P(cs.supplier, "ORGANIZATION"), "  ph ", P(cs.sup_phone, "PHONE"))
    n.ln("")
    n.ln("4. PRESCRIBER")
    n.ln(name(rng, cs.cons, "DOCTOR", "drfull"), "  ", cs.cons.cred, "   Provider No. ", P(phi.license_for(rng, "AU")[1], "LICENSE"))
    n.ln(P(cs.hosp, "HOSPITAL"), " Respiratory Dept   ph ", P(cs.hosp_phone, "PHONE"), "  fax ", P(cs.hosp_fax, "FAX"))
    n.ln("Signed: ______  ", cs.d(rng))
    n.ln("Office use: app no ", P(cs.order, "IDNUM"))


def ca(rng, cs, n):
    g = CL.abg_set(rng, "mmHg")
    fl, hr = CL.flow(rng), CL.hours(rng)
    prov = cs.region[1]
    n.ln(rng.choice(["HOME OXYGEN PROGRAM - APPLICATION FOR FUNDING", "Home Oxygen Program (HOP) - Initial Application",
                     "ASSISTIVE DEVICES / HOME OXYGEN - PRESCRIPTION"]))
    n.ln("Part 1 - Applicant Information")
    n.ln("Last name: ", P(cs.pt.last, "PATIENT"), "   First name: ", P(cs.pt.first, "PATIENT"),
         "   Health number & version: ", P(cs.hc_ca, "HEALTHPLAN"))
    n.ln("Date of birth (YYYY/MM/DD): ", P("%04d/%02d/%02d" % (cs.dob.year, cs.dob.month, cs.dob.day), "DATE"), "   Sex: ", cs.pt.sex)
    n.ln("Address: ", P(cs.street, "STREET"), "   City: ", P(cs.town, "CITY"), "   Prov: ", P(prov, "STATE"),
         "   Postal code: ", P(cs.postcode, "ZIP"))
    n.ln("Phone: ", P(cs.home_phone, "PHONE"), "   Alt: ", P(cs.fam_phone, "PHONE"), " (", cs.rel, ")")
    n.ln("Language: ", rng.choice(["English", "French", "English/French", "Punjabi (interpreter)", "Cree"]))
    n.ln("Part 2 - Medical Eligibility")
    n.ln("Test: ", rng.choice(["ABG", "ABG", "oximetry (exertional)", "overnight oximetry"]), "  date ", cs.d(rng, offset=-rng.randint(1, 30), style="iso"),
         "  on room air at rest: PaO2 ", g["pO2"], " mmHg  SaO2 ", g["SaO2"], "%")
    n.ln("Diagnosis: ", CL.dx(rng)[1])
    n.ln("Smoking: ", CM.smoking(rng, cs))
    n.ln("Prescription: ", fl, " LPM, ", hr, " hr/day; portable: ", rng.choice(["yes", "no"]), "; flow at exertion ", str(rng.randint(2, 5)), " LPM")
    n.ln("Part 3 - Prescriber")
    n.ln(name(rng, cs.cons, "DOCTOR", "drfull"), "  ", cs.cons.cred, "  ", rng.choice(["CPSO #", "Billing #", "Licence no."]),
         " ", P(phi.digits(rng, 5), "LICENSE"))
    n.ln(P(cs.hosp, "HOSPITAL"), "  tel ", P(cs.hosp_phone, "PHONE"), "  fax ", P(cs.hosp_fax, "FAX"))
    n.ln("Part 4 - Vendor")
    n.ln(P(cs.supplier, "ORGANIZATION"), "  ", P(cs.sup_phone, "PHONE"), "   client acct ", P(cs.acct, "ACCOUNT"))
    n.ln("Applicant consent to release of information: signed ", cs.d(rng, style=rng.choice(["iso", "long"])))
    if rng.random() < 0.3:
        n.ln("SIN (only if no health card): ", P(cs.sin, "SSN"))


def ie(rng, cs, n):
    conc, poc, cyl = CL.equipment(rng, "IE")
    g = CL.abg_set(rng, "kPa")
    fl, hr = CL.flow(rng), CL.hours(rng)
    n.ln(rng.choice(["HSE HOME OXYGEN PRESCRIPTION / ORDER FORM", "Home Oxygen Prescription - Long Term Oxygen Therapy",
                     "OXYGEN ORDER - COMMUNITY HEALTH ORGANISATION"]))
    n.ln("Date: ", cs.d(rng), "     Ref: ", P(cs.order, "IDNUM"))
    n.ln("Patient: ", cs.pt_name(rng, rng.choice(["full", "LF"])), "   DOB: ", cs.dob_s(rng))
    n.ln("Address: ", cs.addr(rng, with_region=True))
    n.ln("Phone: ", P(cs.home_phone, "PHONE"), "   Mobile: ", P(cs.mobile, "PHONE"))
    n.ln("Medical card: ", P(cs.gms, "HEALTHPLAN"), "   PPSN: ", P(cs.ppsn, "SSN"), "   MRN: ", P(cs.mrn, "MRN"))
    n.ln("GP: ", doc_ref(rng, cs.gp), ", ", P(cs.practice, "HOSPITAL"))
    n.ln("Diagnosis: ", CL.dx(rng)[1], "   ABG (air): pH ", g["pH"], " pO2 ", g["pO2"], " pCO2 ", g["pCO2"], " kPa")
    n.ln("Oxygen: ", fl, " L/min, ", hr, " hrs/day, ", conc, "; ambulatory ", rng.choice([poc, cyl, "nil"]))
    n.ln("Smoking: ", CM.smoking(rng, cs))
    n.ln("Home risk assessment: ", rng.choice(["done", "booked", "done - see attached"]), "   Supplier: ", P(cs.supplier, "ORGANIZATION"))
    n.ln("Prescriber: ", name(rng, cs.cons, "DOCTOR", "drfull"), "  MCRN ", P(phi.digits(rng, 6), "LICENSE"), "  ", P(cs.hosp, "HOSPITAL"))
    n.ln("Bleep ", P(phi.phone(rng, "IE", "pager"), "PHONE"), "   Fax ", P(cs.hosp_fax, "FAX"))


def gen(rng, cs):
    n = Note()
    {"UK": uk, "US": us, "AU": au, "CA": ca, "IE": ie}[cs.c](rng, cs, n)
    if rng.random() < 0.5:
        n.ln("")
        n.w(CM.audit(rng, cs))
    return n
