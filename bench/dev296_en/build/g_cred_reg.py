"""Genres: credentialing and privileging file summary; registration/licence verification record."""
import datetime as dt
import pools as P
import core as C
from core import name, plus
from common import D, Dv, phone_line, signature, letterhead, art, kin, PROCS

PRIVS = ["core hospital medicine privileges", "moderate sedation", "central venous catheter insertion",
         "arterial line placement", "lumbar puncture", "thoracentesis", "paracentesis", "endotracheal intubation",
         "procedural sedation (ASA I-III)", "point-of-care ultrasound", "fluoroscopy (non-interventional)",
         "laparoscopic cholecystectomy", "open inguinal hernia repair", "upper GI endoscopy", "colonoscopy with polypectomy",
         "epidural and spinal anaesthesia", "peripheral nerve blocks", "total hip arthroplasty", "hip hemiarthroplasty",
         "temporary transvenous pacing", "DC cardioversion", "bronchoscopy", "caesarean section", "operative vaginal delivery",
         "ECT (electroconvulsive therapy)", "robotic-assisted prostatectomy (proctored)"]
CLAIMS = ["alleged delay in diagnosis of appendicitis; closed without payment",
          "alleged failure to diagnose PE; dismissed", "retained guidewire after CVC; settled, no admission of liability",
          "wrong-level spinal injection; settled", "consent dispute (laparoscopic procedure); withdrawn"]


def credentialing(n, ctx):
    rng, c = n.rng, n.c
    doc = ctx.person()
    verifier = ctx.staff()
    chair = ctx.person()
    age = rng.randint(31, 66)
    birth = C.dob(rng, age, ctx.d0)
    if c in ("US", "CA"):
        _cred_na(n, ctx, doc, verifier, chair, age, birth)
    elif c == "UK" and rng.random() < 0.6:
        _cred_uk(n, ctx, doc, verifier, chair, age, birth)
    else:
        _cred_au_ie(n, ctx, doc, verifier, chair, age, birth)


def _training(n, ctx, doc, birth):
    rng, c = n.rng, n.c
    gy = birth.year + rng.randint(23, 27)
    if rng.random() < 0.45:
        school, cty = rng.choice(P.FOREIGN_SCHOOLS)
    else:
        school, cty = rng.choice(P.SCHOOLS[c]), P.HOME_COUNTRY[c]
    n.w("  Primary medical qualification: ", rng.choice(["MBBS", "MB BCh BAO", "MD", "MBChB", "DO"] if c == "US" else ["MBBS", "MBChB", "MB BCh BAO", "MD"]),
        ", ", (school, "ORGANIZATION"), ", ", (cty, "COUNTRY"), ", ")
    D(n, dt.date(gy, rng.randint(5, 7), 1), rng.choice(["year", "monyear", "mmyy"]))
    n.ln("")
    h = rng.choice(P.HOSPITALS[c])
    n.w("  ", rng.choice(["Residency", "Postgraduate training", "Specialty training"]), ": ", (h, "HOSPITAL"), ", ")
    D(n, dt.date(gy + 1, 7, 1), rng.choice(["mmyy", "monyear"]))
    n.w(" - ")
    D(n, dt.date(gy + rng.randint(4, 7), 6, 30), rng.choice(["mmyy", "monyear"]))
    n.ln("")
    if rng.random() < 0.6:
        h2 = rng.choice(P.HOSPITALS[c])
        n.w("  Fellowship: ", rng.choice(["Critical Care", "Interventional Cardiology", "Regional Anaesthesia", "Hand Surgery", "Hepatology", "Neonatology"]),
            ", ", (h2, "HOSPITAL"), ", ")
        D(n, dt.date(gy + 7, 7, 1), "year")
        n.w("-")
        D(n, dt.date(gy + 8, 6, 30), "year")
        n.ln("")
    if rng.random() < 0.35:
        n.w("  Gap in training/employment: ")
        D(n, dt.date(gy + 3, rng.randint(1, 6), 1), "mmyy")
        n.w(" to ")
        D(n, dt.date(gy + 3, rng.randint(8, 12), 1), "mmyy")
        n.ln(" - ", rng.choice(["parental leave", "research (no clinical duties)", "travel; letter of explanation on file",
                                 "caring for a relative; explanation accepted"]))
    return gy


def _cred_na(n, ctx, doc, verifier, chair, age, birth):
    rng, c = n.rng, n.c
    n.ln((ctx.hosp, "HOSPITAL"), rng.choice([" - Medical Staff Services", " - Medical Staff Office", " | Credentialing Department"]))
    n.ln(rng.choice(["CREDENTIALING FILE SUMMARY", "CREDENTIALS FILE REVIEW SUMMARY", "Application for Appointment - Summary Sheet"]),
         " (", rng.choice(["Initial appointment", "Reappointment", "Temporary privileges"]), ")")
    n.ln("File no. ", (C.code(rng, "CR-%d" % ctx.d0.year, 4), "IDNUM"))
    n.ln("")
    n.w("Practitioner: ")
    name(n, doc, rng.choice(["LASTFIRST", "lastfirst"]))
    n.ln(", ", rng.choice(["MD", "DO", "MD, PhD", "MBBS, FRCPC" if c == "CA" else "MD, FACS"]))
    n.w("DOB: ")
    D(n, birth, "num")
    n.ln("    Age: ", (str(age), "AGE"))
    n.ln("Department: ", rng.choice(P.SPECIALTIES_US), "    Category: ", rng.choice(["Active", "Courtesy", "Locum tenens", "Consulting"]))
    n.w("Home address: ")
    C.address(n, c)
    n.ln("")
    n.w("Cell: ", (C.phone(rng, c, "mob"), "PHONE"), "    Email: ", (doc.email(rng, C.email_domain(rng, c, True)), "EMAIL"))
    n.ln("")
    n.ln("")
    n.ln("IDENTIFIERS")
    if c == "US":
        n.ln("  SSN: ", (C.ssn(rng, c), "SSN"), "    NPI: ", (C.npi(rng), "LICENSE"), "    CAQH ProView ID: ", (C.digits(rng, 8), "IDNUM"))
        n.w("  DEA: ", (C.dea(rng), "LICENSE"), " (schedules 2, 2N, 3, 3N, 4, 5) exp ")
        D(n, C.rdate(rng, 2025, 2027), rng.choice(["num", "mmyy"]))
        n.ln("")
    else:
        lbl, num = C.reg_number(rng, c)
        n.ln("  SIN: ", (C.ssn(rng, c), "SSN"), "    ", lbl, " #", (num, "LICENSE"), "    Billing no.: ", (C.digits(rng, 6), "LICENSE"))
    n.ln("")
    n.ln("EDUCATION AND TRAINING (primary source verified)")
    gy = _training(n, ctx, doc, birth)
    n.ln("")
    n.ln("LICENSURE")
    for i in range(rng.randint(1, 3)):
        st = C.state(rng, c)
        n.w("  ", (st[0] if rng.random() < 0.4 else st[1], "STATE"), " #", (C.alnum(rng, 2) + C.digits(rng, 6), "LICENSE"), " - ",
            rng.choice(["active", "active", "active", "inactive (voluntary)", "expired"]), ", exp ")
        D(n, C.rdate(rng, 2025, 2028), rng.choice(["num", "mmyy"]))
        n.ln("; verified online ", rng.choice(["(board website)", "(FSMB)" if c == "US" else "(college register)", "(screenshot in file)"]))
    if c == "US":
        n.w("  Board certification: ", rng.choice(["ABIM", "ABEM", "ABA", "ABS", "ABFM", "ABP"]), " cert #", (C.digits(rng, 6), "LICENSE"), ", ")
        n.w("initial ")
        D(n, dt.date(gy + rng.randint(4, 9), 8, 1), "year")
        n.ln(", MOC current")
    else:
        n.ln("  Royal College certification: FRCPC, verified; CMPA membership type ", rng.choice(["12", "14", "73", "25"]), " (hard copy)")
    n.w("  ACLS card #", (C.code(rng, "", 10), "LICENSE"), " exp ")
    D(n, C.rdate(rng, 2025, 2027), "mmyy")
    n.ln("")
    n.ln("")
    n.ln("PROFESSIONAL LIABILITY")
    ins = rng.choice(P.INDEMNITY[c])
    n.ln("  Carrier: ", (ins, "ORGANIZATION"), "; policy # ", (C.alnum(rng, 3) + "-" + C.digits(rng, 7), "HEALTHPLAN"),
         rng.choice(["; $1M/$3M", "; $2M/$4M", "; occurrence"]))
    k = rng.randint(0, 2)
    if k == 0:
        n.ln("  Claims history: none reported in the last 10 years")
    for i in range(k):
        n.w("  Claim ", (C.code(rng, rng.choice(["CL", "BPM", "KPL"]), 6), "IDNUM"), " (")
        D(n, C.rdate(rng, 2014, 2021), rng.choice(["year", "mmyy"]))
        n.ln("): ", rng.choice(CLAIMS))
    n.ln("")
    n.ln("QUERIES AND BACKGROUND")
    if c == "US":
        n.w("  NPDB continuous query: enrolled; report # ", (C.digits(rng, 16), "IDNUM"), " dated ")
        D(n, plus(ctx.d0, -rng.randint(3, 20)), "num")
        n.ln(" - no reports")
        n.ln("  OIG LEIE / SAM.gov exclusions: no match    Medicare opt-out: no")
    else:
        n.w("  Certificate of professional conduct requested from each college; received ")
        D(n, plus(ctx.d0, -rng.randint(3, 20)), "iso")
        n.ln(" - no findings")
    if rng.random() < 0.7:
        n.ln("  Criminal background: fingerprint-based; fingerprint transaction ID ", (C.code(rng, "FP", 9), "BIOID"), " - clear")
    n.ln("  Health attestation signed; TB screening and influenza vaccination on file (Employee Health)")
    n.ln("")
    n.ln("PEER REFERENCES")
    for i in range(rng.randint(2, 3)):
        r = ctx.person()
        n.w("  ", str(i + 1), ". ")
        n.w((r.full(), "DOCTOR"), ", ", rng.choice(["MD", "DO", "MD, FACP"]), " - ", rng.choice(["Program Director", "Chief of Medicine", "Department Chair", "Section Head", "Medical Director"]),
            ", ", (rng.choice(P.HOSPITALS[c]), "HOSPITAL"), "; ")
        n.w(rng.choice(["excellent", "recommended without reservation", "recommended", "recommended with FPPE"]), " (received ")
        D(n, plus(ctx.d0, -rng.randint(1, 30)), rng.choice(["num", "num2"]))
        n.ln(")")
    n.ln("")
    n.ln("PRIVILEGES REQUESTED")
    for p in rng.sample(PRIVS, rng.randint(3, 6)):
        n.ln("  [x] ", p)
    n.ln("")
    n.w("FPPE: ", str(rng.choice([5, 6, 10])), " cases, proctor ")
    name(n, ctx.person(), rng.choice(["tfull", "tlast"]))
    n.ln("")
    n.w("Credentials Committee: ")
    D(n, plus(ctx.d0, rng.randint(10, 20)), rng.choice(["num", "long"]))
    n.w(" - recommended; MEC ")
    D(n, plus(ctx.d0, rng.randint(21, 35)), rng.choice(["num", "long"]))
    n.w("; Board ")
    D(n, plus(ctx.d0, rng.randint(36, 50)), rng.choice(["num", "long"]))
    n.ln("")
    n.w("Chair: ")
    n.ln((chair.full(), "DOCTOR"), ", MD")
    n.w("File verified by: ")
    name(n, verifier, "full")
    n.w(", CPCS, Credentialing Specialist, ")
    n.w("ext. ", (C.extnum(rng), "PHONE"))
    n.ln("")


def _cred_uk(n, ctx, doc, verifier, chair, age, birth):
    rng, c = n.rng, n.c
    priv = rng.choice([h for h in P.HOSPITALS["UK"] if "Park" in h or "Aldric" in h])
    doc.title = rng.choice(["Mr", "Miss", "Dr", "Ms", "Prof"]) if doc.sex == "F" else rng.choice(["Mr", "Dr", "Prof"])
    if doc.sex == "M" and doc.title in ("Miss", "Ms"):
        doc.title = "Mr"
    n.ln((priv, "HOSPITAL"))
    n.ln("PRACTISING PRIVILEGES - APPLICATION SUMMARY FOR MEDICAL ADVISORY COMMITTEE")
    n.w("MAC meeting: ")
    D(n, plus(ctx.d0, rng.randint(7, 30)), rng.choice(["long", "wdlong", "num"]))
    n.ln("    Application ref: ", (C.code(rng, "PP", 5), "IDNUM"))
    n.ln("")
    n.w("Applicant: ")
    name(n, doc, rng.choice(["tfull", "tfull", "full"]))
    n.ln(", ", rng.choice(["FRCS (Tr & Orth)", "FRCA", "FRCP", "FRCR", "FRCOG", "FRCS (Urol)", "MRCPsych"]))
    n.w("Date of birth: ")
    D(n, birth, rng.choice(["num", "long"]))
    n.ln("")
    n.w("GMC: ", (str(rng.randint(4000000, 7999999)), "LICENSE"), " - full registration with licence to practise; Specialist Register entry ")
    D(n, C.rdate(rng, 2008, 2020), rng.choice(["num", "short"]))
    n.ln("")
    nhs = rng.choice([h for h in P.HOSPITALS["UK"] if h != priv])
    n.w("Substantive NHS post: Consultant ", ctx.spec, ", ", (ctx.body, "HOSPITAL"), " (")
    n.ln((nhs, "HOSPITAL"), ")")
    n.w("Responsible Officer: ")
    name(n, ctx.person(), rng.choice(["tfull", "tinit"]))
    n.w("; last appraisal ")
    D(n, plus(ctx.d0, -rng.randint(30, 300)), rng.choice(["monyear", "num", "short"]))
    n.w("; revalidation due ")
    D(n, C.rdate(rng, 2025, 2029), rng.choice(["num", "monyear"]))
    n.ln("")
    n.ln("Training:")
    _training(n, ctx, doc, birth)
    ins = rng.choice(P.INDEMNITY["UK"])
    n.ln("Indemnity: ", (ins, "ORGANIZATION"), ", membership no. ", (C.digits(rng, 6), "HEALTHPLAN"),
         ", private practice cover category ", rng.choice(["B", "C", "D", "surgical high risk"]))
    n.w("Enhanced DBS: certificate ", (C.digits(rng, 12), "IDNUM"), ", issued ")
    D(n, plus(ctx.d0, -rng.randint(30, 700)), "num")
    n.ln("; update service subscriber")
    n.ln("Occupational health: Hep B sAb >100 mIU/mL; EPP clearance confirmed (IVS negative)")
    n.ln("")
    n.ln("Scope of practice requested:")
    for p in rng.sample(PRIVS, rng.randint(3, 5)):
        n.ln("  - ", p, rng.choice(["", " (OPCS W37.1)", " (OPCS T20.2)", " (OPCS H01.1)", " - day case only", ""]))
    n.ln("Anaesthetic support: will use own anaesthetist or hospital list; ASA I-III only; no paediatric cases under 16 years.")
    n.ln("")
    n.ln("References:")
    for i in range(2):
        r = ctx.person()
        n.w(" - ")
        name(n, r, rng.choice(["tfull", "tinit"]))
        n.w(", ", rng.choice(["Medical Director", "Clinical Director", "Divisional Director", "Consultant colleague"]), ", ", (rng.choice(P.HOSPITALS["UK"]), "HOSPITAL"))
        n.ln(" - satisfactory")
    n.ln("")
    n.w("Recommendation: grant for 2 years, subject to review of first 10 cases by ")
    name(n, chair, rng.choice(["tlast", "tfull"]))
    n.ln(" (MAC Chair).")
    n.w("Prepared by ")
    name(n, verifier, "full")
    n.w(", Medical Services Coordinator, ")
    D(n, ctx.d0, "num")
    n.ln("")


def _cred_au_ie(n, ctx, doc, verifier, chair, age, birth):
    rng, c = n.rng, n.c
    n.ln((ctx.body, "HOSPITAL"))
    n.ln(rng.choice(["Credentialing and Scope of Clinical Practice Committee", "Medical Credentialing Committee",
                     "Clinical Privileges Review Panel"]))
    n.ln("FILE SUMMARY - ", rng.choice(["initial appointment", "re-credentialing (5-yearly)", "change in scope"]))
    n.ln("")
    n.w("Name: ")
    name(n, doc, rng.choice(["tfull", "LASTFIRST", "full"]))
    n.w("    DOB: ")
    D(n, birth, "num")
    n.ln(" (", (str(age), "AGE"), rng.choice([" yrs", "y", " years"]), ")")
    lbl, num = C.reg_number(rng, c)
    n.ln(lbl, " registration: ", (num, "LICENSE"), " - ", rng.choice(["Specialist registration", "General and Specialist", "Specialist Division", "General Division"]),
         "; conditions: ", rng.choice(["nil", "nil", "nil", "supervised practice (see below)"]))
    if c == "AU":
        n.ln("Medicare provider number: ", (C.digits(rng, 6) + C.alnum(rng, 1) + rng.choice("ABFHJK"), "LICENSE"),
             "    Prescriber number: ", (C.digits(rng, 7), "LICENSE"))
        n.ln("Working With Children Check: ", (C.code(rng, "WWC", 7) + rng.choice("EV"), "IDNUM"), "    TFN: on payroll file")
    elif c == "IE":
        n.ln("Garda vetting: ", (C.code(rng, "", 8), "IDNUM"), "    PPSN: ", (C.ssn(rng, c), "SSN"))
    else:
        n.ln("Enhanced DBS: ", (C.digits(rng, 12), "IDNUM"), "    ESR assignment no. ", (C.digits(rng, 8) + "-" + str(rng.randint(1, 4)), "IDNUM"))
    n.w("Employer/Sites: ", (ctx.hosp, "HOSPITAL"))
    if rng.random() < 0.6:
        n.w(", ", (ctx.hosp2, "HOSPITAL"), " (outreach)")
    n.ln("")
    n.ln("")
    n.ln("Qualifications")
    _training(n, ctx, doc, birth)
    n.ln("  Fellowship: ", rng.choice({"AU": ["FRACP", "FACEM", "FANZCA", "FRACS", "FRANZCOG"], "IE": ["FRCPI", "FCAI", "FRCSI", "MICGP", "FCEM"],
                                       "UK": ["FRCP", "FRCA", "FRCS", "FRCEM", "MRCPsych"]}[c]), " - certificate sighted")
    n.ln("")
    n.ln("Scope of clinical practice requested")
    for p in rng.sample(PRIVS, rng.randint(3, 6)):
        n.ln("  * ", p)
    n.ln("")
    ins = rng.choice(P.INDEMNITY[c])
    n.ln("Indemnity: ", (ins, "ORGANIZATION"), " member no. ", (C.alnum(rng, 2) + C.digits(rng, 6), "HEALTHPLAN"))
    n.ln("Referees:")
    for i in range(rng.randint(2, 3)):
        r = ctx.person()
        n.w("  ")
        name(n, r, rng.choice(["tfull", "tinit", "full"]))
        n.w(", ", rng.choice(["Director of Emergency Medicine", "Head of Department", "Clinical Lead", "Director of Anaesthesia"]),
            ", ", (rng.choice(P.HOSPITALS[c]), "HOSPITAL"), ", ")
        phone_line(n, "ph ")
        n.ln("")
    n.ln("")
    n.w("Committee decision (")
    D(n, plus(ctx.d0, rng.randint(5, 40)), rng.choice(["num", "long", "short"]))
    n.ln("): ", rng.choice(["endorsed as requested", "endorsed with 3-month review of procedural logbook",
                             "endorsed; sedation scope deferred pending logbook"]))
    n.w("Chair: ")
    name(n, chair, rng.choice(["tfull", "tinit"]))
    n.w("    Secretariat: ")
    name(n, verifier, "full")
    n.ln("")
    n.w("Next review due: ")
    D(n, plus(ctx.d0, 365 * rng.choice([3, 5])), rng.choice(["monyear", "num"]))
    n.ln("")


# =================================================================== registration check
def registration_check(n, ctx):
    rng, c = n.rng, n.c
    subj = ctx.person()
    nurse = rng.random() < 0.3
    if nurse:
        subj.title = "Mr" if subj.sex == "M" else rng.choice(["Ms", "Mrs"])
    chk = ctx.staff()
    k = rng.randrange(2)
    hdr = rng.choice(["REGISTRATION AND LICENCE VERIFICATION RECORD", "Pre-employment Checks - Professional Registration",
                      "PRIMARY SOURCE VERIFICATION", "Licence Verification Log"])
    n.ln((ctx.body if rng.random() < 0.6 else ctx.hosp, "HOSPITAL"), " - ", rng.choice(["Medical Workforce", "HR Recruitment", "People Services", "Medical Staff Office"]))
    n.ln(hdr)
    n.ln("")
    n.w("Employee/applicant: ")
    name(n, subj, rng.choice(["full", "LASTFIRST", "tfull"]))
    n.w("    ", rng.choice(["Employee no. ", "Candidate ID ", "Applicant ref "]), (C.code(rng, rng.choice(["E", "C", "TRAC", ""]) , 7, ""), "IDNUM"))
    n.ln("")
    role = rng.choice(["Staff Nurse", "Registered Nurse", "Charge Nurse", "Clinical Nurse Specialist"]) if nurse else ctx.grade()
    n.w("Role: ", role, ", ", ctx.spec, "    Start date: ")
    D(n, plus(ctx.d0, rng.randint(7, 60)), rng.choice(["num", "long"]))
    n.ln("")
    n.w("Date of birth: ")
    D(n, C.dob(rng, rng.randint(24, 63), ctx.d0), "num")
    if c != "UK" and rng.random() < 0.6:
        n.w("    ", C.SSN_LABEL[c], ": ", (C.ssn(rng, c), "SSN"))
    n.ln("")
    n.ln("")
    lbl, num = C.reg_number(rng, c, "nurse" if nurse else "doc")
    rows = []
    regname = {"UK": "NMC register" if nurse else "GMC List of Registered Medical Practitioners",
               "IE": "NMBI register" if nurse else "Medical Council register", "AU": "Ahpra public register",
               "CA": "College public register", "US": "State board license lookup"}[c]
    when = plus(ctx.d0, rng.randint(0, 3))
    if k == 0:
        n.ln("1. ", regname)
        n.ln("   Registration number: ", (num, "LICENSE"))
        n.ln("   Status: ", rng.choice(["Registered with a licence to practise", "Registered - practising", "Active, unrestricted",
                                         "Registered; conditions apply (see notations)", "General registration"]))
        if c == "UK" and not nurse:
            n.ln("   Specialist Register: ", rng.choice(["yes - ", "no"]) + (ctx.spec if rng.random() < 0.5 else ""),
                 "    GP Register: no")
            n.ln("   Designated body: ", (ctx.body, "HOSPITAL"))
        if nurse and c == "UK":
            n.w("   Revalidation/renewal due: ")
            D(n, C.rdate(rng, 2025, 2027), rng.choice(["long", "num"]))
            n.ln("")
        else:
            n.w("   Expiry: ")
            D(n, C.rdate(rng, 2025, 2027), rng.choice(["num", "long", "monyear"]))
            n.ln("")
        n.ln("   Conditions/undertakings/warnings: ", rng.choice(["none", "none", "none", "none recorded", "warning on record (expires in 5 years) - referred to Medical Director"]))
        n.ln("   Source: ", (C.url(rng, "register/search?ref=" + num), "URL"))
        n.w("   Checked: ")
        D(n, when, rng.choice(["num", "long"]))
        n.w(" %02d:%02d by " % (rng.randint(8, 17), rng.randint(0, 59)))
        name(n, chk, "full")
        n.ln(" (user ", (chk.user(rng), "USERNAME"), ")")
        n.ln("   Evidence: screenshot saved to ESR/document ref ", (C.code(rng, "DOC", 7), "IDNUM"))
        n.ln("")
        _extra_checks(n, ctx, subj, chk, when, start=2)
    else:
        n.ln("| Check | Reference | Result | Date | By |")
        n.ln("|---|---|---|---|---|")
        n.w("| ", regname, " | ", (num, "LICENSE"), " | ", rng.choice(["verified", "verified - no conditions", "active"]), " | ")
        D(n, when, "num")
        n.w(" | ")
        name(n, chk, "initials")
        n.ln(" |")
        if c == "US":
            n.w("| NPI registry | ", (C.npi(rng), "LICENSE"), " | matched taxonomy | ")
            D(n, when, "num")
            n.w(" | ")
            name(n, chk, "initials")
            n.ln(" |")
            n.w("| DEA | ", (C.dea(rng), "LICENSE"), " | active | ")
            D(n, when, "num")
            n.w(" | ")
            name(n, chk, "initials")
            n.ln(" |")
            n.w("| NPDB | ", (C.digits(rng, 16), "IDNUM"), " | no reports | ")
            D(n, plus(when, 1), "num")
            n.w(" | ")
            name(n, chk, "initials")
            n.ln(" |")
        n.w("| Identity (passport) | ", (C.alnum(rng, 2) + C.digits(rng, 7), "IDNUM"), " | ", (rng.choice(P.PMQ_COUNTRIES + [P.HOME_COUNTRY[c]]), "COUNTRY"), " | ")
        D(n, when, "num")
        n.w(" | ")
        name(n, chk, "initials")
        n.ln(" |")
        if rng.random() < 0.7:
            n.w("| ", {"UK": "Enhanced DBS", "IE": "Garda vetting", "AU": "National police check", "CA": "Vulnerable sector check", "US": "Background check"}[c],
                " | ", (C.digits(rng, 12), "IDNUM"), " | clear | ")
            D(n, plus(when, rng.randint(2, 14)), "num")
            n.w(" | ")
            name(n, chk, "initials")
            n.ln(" |")
        n.w("| Life support (", rng.choice(["ALS", "ACLS", "BLS", "APLS"]), ") | ", (C.code(rng, rng.choice(["ALS", "RC", "AHA"]), 7), "LICENSE"), " | valid to ")
        D(n, C.rdate(rng, 2025, 2027), "mmyy")
        n.w(" | ")
        D(n, when, "num")
        n.w(" | ")
        name(n, chk, "initials")
        n.ln(" |")
        n.ln("")
        n.w("Key: ")
        name(n, chk, "initials")
        n.w(" = ")
        name(n, chk, "full")
        n.ln(", ", rng.choice(P.WORKFORCE_ROLES[:6]))
    n.ln("")
    if rng.random() < 0.5:
        n.ln("Registration history:")
        y = rng.randint(2008, 2018)
        nh = rng.randint(1, 3)
        for i in range(nh):
            cty = rng.choice(P.PMQ_COUNTRIES + [P.HOME_COUNTRY[c]])
            n.w("  ", rng.choice(["Full registration", "Provisional registration", "Limited registration", "Specialist registration"]), ", ",
                (cty, "COUNTRY"), ", ")
            D(n, C.rdate(rng, y, y), rng.choice(["year", "mmyy", "monyear"]))
            y += rng.randint(1, 4)
            n.w(" - ")
            if i == nh - 1 and rng.random() < 0.6:
                n.ln("present")
            else:
                D(n, C.rdate(rng, y, y), rng.choice(["year", "mmyy", "monyear"]))
                n.ln("")
        n.ln("")
    _reg_notes(n, ctx, subj, chk, when)
    oc = rng.randrange(4)
    n.w("Outcome: ", ["All checks complete - cleared to start.", "Cleared subject to sight of original ALS certificate on day 1.",
                      "On hold - awaiting right to work documentation.", "Cleared. Next registration check scheduled "][oc])
    if oc == 3:
        D(n, plus(when, 365), rng.choice(["num", "monyear"]))
        n.w(".")
    n.ln("")
    if rng.random() < 0.5:
        n.w("Verified by ")
        name(n, ctx.staff(), "full")
        n.w(", ", rng.choice(["Medical Staffing Manager", "Recruitment Lead", "Credentialing Manager"]), ", ")
        D(n, plus(when, 1), "num")
        n.ln("")


def _extra_checks(n, ctx, subj, chk, when, start):
    rng, c = n.rng, n.c
    i = start
    if c == "US":
        n.ln("%d. NPI / DEA" % i)
        n.ln("   NPI ", (C.npi(rng), "LICENSE"), " - active, taxonomy 207R00000X; DEA ", (C.dea(rng), "LICENSE"), " - active")
        i += 1
        n.ln("%d. OIG LEIE and SAM: no exclusions; state Medicaid exclusion list: clear" % i)
        i += 1
    if c in ("US", "CA", "AU") and rng.random() < 0.7:
        n.ln("%d. Criminal record check (fingerprint-based)" % i)
        n.w("   Biometric capture ref ", (C.code(rng, rng.choice(["FP", "LS", "BIO"]), 8), "BIOID"), " - result: no record; received ")
        D(n, plus(when, rng.randint(3, 12)), "num")
        n.ln("")
        i += 1
    n.ln("%d. Right to work / identity" % i)
    cty = rng.choice(P.PMQ_COUNTRIES + [P.HOME_COUNTRY[c]] * 3)
    n.ln("   Country of citizenship: ", (cty, "COUNTRY"), "    Passport no. ", (C.alnum(rng, 2) + C.digits(rng, 7), "IDNUM"))
    if cty != P.HOME_COUNTRY[c]:
        lbl = {"UK": "Share code ", "IE": "Stamp 4 / IRP no. ", "AU": "Visa grant no. ", "CA": "Work permit no. ", "US": "H-1B receipt no. "}[c]
        n.w("   ", lbl, (C.alnum(rng, 9), "IDNUM"), ", valid until ")
        D(n, C.rdate(rng, 2025, 2028), rng.choice(["num", "long"]))
        n.ln("")
    i += 1
    if rng.random() < 0.6:
        n.ln("%d. Professional indemnity" % i)
        n.ln("   ", (rng.choice(P.INDEMNITY[c]), "ORGANIZATION"), " membership ", (C.digits(rng, 7), "HEALTHPLAN"), " - confirmed by letter")


def _reg_notes(n, ctx, subj, chk, when):
    rng, c = n.rng, n.c
    items = rng.sample(range(6), rng.randint(1, 3))
    n.ln("Notes:")
    for k in items:
        n.w("- ")
        if k == 0:
            n.w("Name on register differs from passport (previous surname ", (rng.choice(P.SURNAMES), "DOCTOR"),
                "); marriage certificate sighted and copy filed.")
        elif k == 1:
            n.w("Employment reference from ", (rng.choice(P.HOSPITALS[c]), "HOSPITAL"), " outstanding; chased on ")
            D(n, plus(when, rng.randint(1, 6)), rng.choice(["num", "short", "wdshort"]))
            n.w(" via ", (ctx.staff().email(rng, C.email_domain(rng, c)), "EMAIL"), ".")
        elif k == 2:
            n.w("Candidate was registered in ", (rng.choice(P.PMQ_COUNTRIES), "COUNTRY"), " until ")
            D(n, C.rdate(rng, 2015, 2022), rng.choice(["year", "monyear"]))
            n.w("; certificate of good standing dated ")
            D(n, plus(when, -rng.randint(20, 80)), rng.choice(["num", "long"]))
            n.w(" received (valid 3 months).")
        elif k == 3:
            n.w("Mobile for queries: ", (C.phone(rng, c, "mob"), "PHONE"), "; personal e-mail ",
                (subj.email(rng, C.email_domain(rng, c, True)), "EMAIL"), ".")
        elif k == 4:
            n.w("Register checked again on day 1 (")
            D(n, plus(when, rng.randint(10, 40)), rng.choice(["num", "wd"]))
            n.w(") - no change. English language: OET grade B / IELTS 7.5 accepted.")
        else:
            n.w("Home address on file: ")
            C.address(n, c)
            n.w(".")
        n.ln("")
