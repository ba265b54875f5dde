"""Genres: funding application (country-specific forms) and biologics
MDT meeting minutes."""

import datetime as dt

import clinical as CL
import pools_places as PP
from blocks import pt, doc, fam, addr, ids, contact, vals, signoff
from ctx import Case, make_person
from core import pick, chance, digits, letters, an, cap

FORM_TITLE = {
    "UK": ["HIGH COST DRUG FUNDING REQUEST - BIOLOGIC THERAPY FOR PSORIASIS",
           "Prior Approval Form: Biologic / Small Molecule for Severe Psoriasis (PbR-excluded drug)"],
    "US": ["PRIOR AUTHORIZATION REQUEST - SPECIALTY MEDICATION", "Pharmacy Prior Authorization Form - Biologic Agents"],
    "CA": ["SPECIAL AUTHORIZATION REQUEST - BIOLOGIC FOR PLAQUE PSORIASIS",
           "Exceptional Access Program (EAP) Request - Psoriasis Biologic"],
    "AU": ["PBS AUTHORITY APPLICATION - Severe chronic plaque psoriasis (Initial 1 - whole body)",
           "PBS Written Authority Required - Biological medicine for severe chronic plaque psoriasis"],
    "NZ": ["SPECIAL AUTHORITY APPLICATION - Severe chronic plaque psoriasis (initial)",
           "Pharmac Special Authority form - biologic for psoriasis"],
    "IE": ["HIGH TECH DRUG / MANAGED ACCESS APPLICATION - BIOLOGIC FOR PSORIASIS",
           "Managed Access Protocol Application Form - Psoriasis Biologics"],
}


def _prior_tx(b, c, r, start):
    """a short numbered list of prior treatments with dates"""
    d = c.before(900, 2600, start)
    used = []
    k = 0
    for i in range(r.randrange(2, 5)):
        if i == 0:
            name, reason = "NB-UVB phototherapy (%d tx)" % r.randrange(16, 36), pick(r, ["relapse within 3 months", "poor response"])
        else:
            o = pick(r, CL.ORALS if i < 3 else [(x[0], x[2]) for x in CL.BIOLOGICS])
            if o[0] in used:
                continue
            used.append(o[0])
            name, reason = o[0], pick(r, CL.STOP_REASONS)
        e = d + dt.timedelta(days=r.randrange(60, 120) if i == 0 else r.randrange(90, 500))
        if e >= start:
            e = start - dt.timedelta(days=15)
        k += 1
        b.t("  %d. %s  " % (k, name)).p(c.d(d, pick(r, ["my", "mys", c.ds])), "DATE").t(" - ")
        b.p(c.d(e, pick(r, ["my", "mys", c.ds])), "DATE").t("  (%s)\n" % reason)
        d = e + dt.timedelta(days=r.randrange(10, 90))
        if d >= start:
            break


def g_funding(b, c):
    r = b.rng
    v = vals(c)
    bio = CL.biologic(r)
    br = pick(r, bio[1])
    sub = c.visit
    pasi = round(r.uniform(10.2, 34), 1)
    dl = r.randrange(11, 29)
    b.t(pick(r, FORM_TITLE[c.c]) + "\n")
    ref = {"UK": "HCD-%d-%05d", "US": "PA-%d-%06d", "CA": "SA%d%06d", "AU": "AUTH-%d-%06d",
           "NZ": "SA%d-%05d", "IE": "MAP-%d-%05d"}[c.c] % (sub.year, r.randrange(1, 99999))
    b.t("Request ref: ").p(ref, "IDNUM").t("    Date submitted: ").p(c.d(sub), "DATE").t("\n")
    if c.c == "US":
        b.t("To: ").p(c.insurer, "ORGANIZATION").t(" Pharmacy Services   Fax: ").p(c.make_phone(national=True), "FAX")
        b.t("   Phone: ").p(c.make_phone(national=True), "PHONE").t("\n")
    elif c.c == "CA":
        if chance(r, 0.5):
            b.t("Insurer: ").p(c.insurer, "ORGANIZATION").t("   Fax ").p(c.make_phone(national=True), "FAX").t("\n")
        else:
            b.t("Ministry drug program - fax ").p(c.make_phone(national=True), "FAX").t("\n")
    elif c.c == "UK":
        b.t("Provider trust: ").p(c.hosp, "HOSPITAL").t("   Commissioner: Integrated Care Board (High Cost Drugs)\n")
    b.t("\nSECTION A - PATIENT\nName: ")
    pt(b, c, pick(r, ["LF", "full"]))
    b.t("   DOB: ").p(c.d(c.dob), "DATE").t("   Sex: %s\n" % v["sex"])
    if c.c == "US":
        b.t("%s: " % c.hp_label).p(c.hp, "HEALTHPLAN").t("   Group #: ").p(c.group, "HEALTHPLAN")
        if chance(r, 0.6):
            b.t("   SSN: ").p(c.ssn, "SSN")
        b.t("\n")
    elif c.c == "UK":
        b.t("%s: " % c.natid_label).p(c.natid, "MRN").t("   Hospital no: ").p(c.mrn, "MRN").t("\n")
    elif c.c == "NZ":
        b.t("NHI: ").p(c.natid, "MRN").t("\n")
    elif c.c == "AU":
        b.t("Medicare no: ").p(c.hp, "HEALTHPLAN").t("   Ref %d" % r.randrange(1, 5))
        if chance(r, 0.3):
            b.t("   DVA file no: ").p(pick(r, ["N", "V", "Q"]) + pick(r, ["X", "SM", ""]) + digits(r, 6), "HEALTHPLAN")
        b.t("\n")
    elif c.c == "CA":
        b.t("%s: " % c.hp_label).p(c.hp, "HEALTHPLAN")
        if chance(r, 0.6):
            b.t("   Plan certificate: ").p(letters(r, 2) + digits(r, 8), "HEALTHPLAN").t("   SIN: ").p(c.ssn, "SSN")
        b.t("\n")
    else:
        b.t("PPSN: ").p(c.ssn, "SSN").t("   %s " % c.hp_label).p(c.hp, "HEALTHPLAN").t("   MRN: ").p(c.mrn, "MRN").t("\n")
    b.t("Address: ")
    addr(b, c, "pt")
    b.t("\nPhone: ").p(c.phone, "PHONE").t("\n")
    if c.c == "US" and chance(r, 0.5):
        b.t("Subscriber: ")
        if c.rel in ("wife", "husband", "mother", "father"):
            fam(b, c, "full")
            b.t(" (%s), employer " % c.rel).p(c.employer, "ORGANIZATION")
        else:
            b.t("self, employer ").p(c.employer, "ORGANIZATION")
        b.t("\n")
    b.t("\nSECTION B - PRESCRIBER\n")
    b.t("Name: ")
    doc(b, c.cons, "dr_full")
    b.t("   Specialty: Dermatology\n")
    if c.c == "US":
        b.t("NPI: ").p("1" + digits(r, 9), "LICENSE").t("   DEA: ").p(letters(r, 2, "ABFGM") + digits(r, 7), "LICENSE")
        b.t("   State lic: ").p("MD" + digits(r, 6), "LICENSE").t("\n")
        b.t("Practice: ").p(c.hstem + " " + pick(r, PP.DERM_PRACTICE), "HOSPITAL").t("\n")
    else:
        lab, val = c.lic()
        b.t("%s: " % lab).p(val, "LICENSE")
        if c.c == "AU":
            b.t("   Prescriber no: ").p(digits(r, 7), "LICENSE")
        b.t("\nHospital: ").p(c.hosp, "HOSPITAL").t("\n")
    addr(b, c, "hosp")
    b.t("\nTel: ").p(c.dept_phone, "PHONE").t("   Fax: ").p(c.dept_fax, "FAX").t("   Email: ").p(c.dept_email, "EMAIL").t("\n")
    b.t("Contact for queries: ").p(c.cns.full(), "DOCTOR").t(pick(r, [" (CNS)", " (biologics coordinator)"])).t("\n\n")
    b.t("SECTION C - REQUEST\nDrug: %s (%s)   Regimen: %s\n" % (br, bio[0], bio[2]))
    if c.c == "US":
        b.t("Dx: L40.0 Psoriasis vulgaris   HCPCS/NDC on file   Qty: %s / 28 days\n" % pick(r, ["1 pen", "2 pens", "2 syringes"]))
        b.t("Dispensing specialty pharmacy: ").p(c.pharmacy if "Specialty" in c.pharmacy else c.pharmacy.replace(
            "Pharmacy", "Specialty Pharmacy").replace("Chemist", "Specialty Pharmacy"), "HOSPITAL").t("\n")
    elif c.c == "AU":
        b.t("Hospital/Section 100 or Section 85: Section 85   PBS item (streamlined): N/A - written authority\n")
    b.t("Request type: %s   Line of therapy: %s\n\n" % (pick(r, ["initial", "continuation", "switch"]), pick(r, ["1st biologic", "2nd biologic", "3rd biologic"])))
    b.t("SECTION D - CLINICAL CRITERIA (%s)\n" % pick(r, CL.GUIDE[c.c]))
    b1 = c.before(20, 45)
    b.t("Baseline PASI %.1f on " % pasi).p(c.d(b1), "DATE")
    if c.c in ("AU", "NZ"):
        b.t(" (within 1 month of application); repeat PASI %.1f on " % (pasi + r.uniform(-2, 2))).p(c.d(c.before(2, 19)), "DATE")
    b.t("\nDLQI %d   BSA %d%%   Sites: %s\n" % (dl, r.randrange(10, 45), pick(r, ["trunk, limbs", "scalp, hands, feet", "face, genitals, scalp", "extensive - all sites"])))
    b.t("Prior treatments:\n")
    _prior_tx(b, c, r, b1)
    q = c.before(20, 120)
    b.t("TB screen: IGRA negative ").p(c.d(q), "DATE").t(" (ref ").p(digits(r, 8), "IDNUM").t(");  Hep B/C, HIV negative\n")
    b.t("Contraindications to alternatives: %s\n" % pick(r, CL.COMORBID))
    if chance(r, 0.5):
        b.f("Impact: works as {a_occ} {PROFESSION:occ}; %s.\n" % pick(r, ["off sick 6 weeks", "unable to handle food at work",
                                                                      "risk of losing job", "hands affected - cannot grip tools"]), v)
    if c.c == "UK" and chance(r, 0.6):
        b.t("BADBIR registration: ").p(digits(r, 6), "IDNUM").t("\n")
    b.t("\nDECLARATION: I confirm the above is accurate and the patient meets the criteria.\nSigned: ")
    doc(b, c.cons, pick(r, ["full", "dr_init"]))
    b.t("   Date: ").p(c.d(sub), "DATE").t("\n")
    dec = pick(r, ["APPROVED", "Approved", "Pended - more info", "APPROVED 12 months"])
    b.t("\n--- For office use ---\nDecision: %s   " % dec)
    if c.c == "AU":
        b.t("Authority approval no: ").p(digits(r, 8), "IDNUM")
    elif c.c == "NZ":
        b.t("SA number: ").p(digits(r, 7), "IDNUM")
    else:
        b.t("Case #: ").p(pick(r, ["C", "PA", "Q"]) + digits(r, 8), "IDNUM")
    if dec.startswith("P"):
        b.t("   Requested: PASI photos and DLQI form; reply by ").p(c.d(c.after(10, 20)), "DATE").t("\n")
    else:
        b.t("   Valid ").p(c.d(c.after(2, 10)), "DATE").t(" to ").p(c.d(c.after(360, 370)), "DATE").t("\n")
    b.t("Reviewer: ").p(make_person(r, c.c, middle_p=0).full(), "DOCTOR").t(pick(r, [", PharmD", " (pharmacist)", ", RN reviewer"])).t("\n")


def _mdt_case(b, c, r, n, attendees):
    p = c if n == 1 else Case(r, c.c)
    bio = CL.biologic(r)
    prev = CL.biologic(r, exclude=bio[0])
    b.t("\n%d. " % n)
    pt(b, p, pick(r, ["full", "LF"]))
    b.t(" (").p(str(p.age), "AGE").t(pick(r, ["%s)" % ("M" if p.pt.sex == "M" else "F"), " yo)", ")"]))
    b.t("   %s: " % ("NHI" if c.c == "NZ" else pick(r, ["MRN", "Hosp no"]))).p(p.mrn, "MRN").t("\n")
    b.t("   Presented by: ")
    doc(b, pick(r, attendees[:3]), pick(r, ["dr_last", "dr_full"]))
    b.t("\n   %s. " % cap(pick(r, CL.PHENOTYPES)))
    b.t("Currently on %s since " % prev[0]).p(c.d(c.before(180, 900), "mys"), "DATE")
    b.t("; PASI %.1f -> %.1f, DLQI %d. " % (r.uniform(12, 30), r.uniform(3, 15), r.randrange(4, 22)))
    b.t(pick(r, ["Secondary loss of response. ", "Partial response, PsA active (Rheumatology input). ",
                 "Recurrent %s. " % CL.ae_reactions(r, prev[3]),
                 "Planning pregnancy in the next year. " if p.pt.sex == "F" and 20 < p.age < 44 else "Needle phobia. ",
                 "Weight increased to 128 kg - consider dose escalation. "]))
    if chance(r, 0.5):
        b.t("Works as %s " % an(p.occ)).p(p.occ, "PROFESSION").t(". ")
    if chance(r, 0.3):
        b.t("Lives in ").p(p.city, "CITY").t(" - %s. " % pick(r, ["long travel; prefers homecare", "transport issues",
                                                               "near satellite clinic"]))
    b.t("\n   Outcome: %s\n" % pick(r, [
        "switch to %s (%s) - funding form to be completed" % (bio[0], pick(r, bio[1])),
        "continue; optimise topicals and recheck PASI in 12 weeks",
        "dose-escalate per licence; review at 16 weeks",
        "switch to %s; Rheumatology agree (covers PsA)" % bio[0],
        "refer to tertiary psoriasis clinic for advice"]))
    b.t("   Action: ")
    doc(b, pick(r, attendees), "init")
    b.t(" to %s by " % pick(r, ["submit funding request", "inform patient and GP", "arrange bloods + IGRA",
                                 "book CNS training visit", "update homecare"])).p(c.d(c.after(5, 21)), "DATE").t("\n")


def g_mdt(b, c):
    r = b.rng
    cons2 = make_person(r, c.c, middle_p=0)
    coord = make_person(r, c.c, middle_p=0)
    mdate = c.visit
    attendees = [c.cons, cons2, c.reg, c.cns, c.pharm]
    b.t(pick(r, ["DERMATOLOGY BIOLOGICS MDT - MINUTES", "Psoriasis Biologics Multidisciplinary Meeting - Minutes",
                 "Regional Biologics MDT (Dermatology/Rheumatology)"]) + "\n")
    b.p(c.hosp, "HOSPITAL").t("\n")
    b.t("Date: ").p(c.d(mdate, pick(r, ["wd", c.ds])), "DATE").t("   %s\n" % pick(r, ["12:30-14:00", "13:00-14:30", "08:00-09:00"]))
    b.t("Venue: ")
    if chance(r, 0.7):
        b.t(pick(r, ["Seminar Room ", "Meeting Room ", "Room "])).p(str(r.randrange(1, 9)) + pick(r, ["", ".12", "B"]), "LOCATION_OTHER")
        b.t(", ").p(c.building, "LOCATION_OTHER").t(" + Teams\n")
    else:
        b.t("MS Teams only\n")
    b.t("Chair: ")
    doc(b, c.cons, "dr_full")
    b.t("   Minutes: ").p(coord.full(), "DOCTOR").t(" (MDT coordinator)\n")
    b.t("Present: ")
    doc(b, cons2, "dr_full")
    b.t(" (Consultant Dermatologist), ")
    doc(b, c.rheum, "dr_full")
    b.t(" (Rheumatology), ").p(c.pharm.full(), "DOCTOR").t(" (Biologics Pharmacist), ")
    b.p(c.cns.full(), "DOCTOR").t(" (CNS), ")
    doc(b, c.reg, "dr_full")
    b.t(" (StR)\n")
    if chance(r, 0.6):
        b.t("Apologies: ")
        doc(b, make_person(r, c.c, middle_p=0), "dr_full")
        b.t("\n")
    b.t("\nMatters arising: %s\n" % pick(r, [
        "biosimilar adalimumab switch programme - 87% switched.", "new ustekinumab biosimilar (Wezenla) on formulary.",
        "homecare capacity issues - see AOB.", "audit of PASI 90 at week 16 (BAD standards) to present next month."]))
    b.t("\nCASES DISCUSSED")
    for n in range(1, r.randrange(3, 6)):
        _mdt_case(b, c, r, n, attendees)
    b.t("\nAOB: ")
    b.p(c.homecare, "ORGANIZATION").t(" delivery failures x%d this month - " % r.randrange(2, 9))
    b.p(c.pharm.first, "DOCTOR").t(" to escalate to account manager ").p(make_person(r, c.c, middle_p=0).full(), "DOCTOR").t(".\n")
    b.t("Next meeting: ").p(c.d(c.wk(c.after(14, 35))), "DATE").t("\n")
    b.t("Minutes approved: ")
    doc(b, c.cons, "init")
    b.t("\n")
