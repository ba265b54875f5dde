"""Per-note context (one invented patient world) and reusable document blocks."""
import datetime as dt
import pools as P
import phi as H
import neg as N

CREDS = ["MD", "MD", "DO", "NP", "FNP-C", "PA-C", "MD"]


class Ctx:
    pass


def ctx(rng, age_lo=18, age_hi=92, sex=None, today=None):
    C = Ctx()
    C.today = today or H.rdate(rng)
    age = rng.randrange(age_lo, age_hi + 1)
    C.dob = H.dob_for(rng, C.today, age)
    C.age = H.age_of(C.dob, C.today)
    C.pt = H.person(rng, sex)
    C.stfull, C.st = rng.choice(P.STATES)
    C.street, C.city, C.zip = H.street(rng), rng.choice(P.TOWNS), H.zipc(rng)
    C.area = rng.choice(P.AREA_CODES)
    C.phone, C.cell = H.phone(rng, False, C.area), H.phone(rng, False, C.area)
    C.email = H.email(rng, C.pt)
    C.mrn, C.acct, C.enc = H.mrn(rng), H.account(rng, "acct"), H.account(rng, "enc")
    C.ins, C.mem, C.grp = rng.choice(P.INSURERS), H.member(rng), H.group(rng)
    C.clinic = H.clinic(rng)
    C.cstreet, C.ccity, C.czip = H.street(rng, False) + rng.choice(["", ", Suite %d" % rng.randrange(100, 450)]), \
        rng.choice(P.TOWNS), H.zipc(rng)
    C.cphone, C.cfax = H.phone(rng, False, C.area), H.phone(rng, False, C.area)
    C.curl = H.url(rng, "portal")
    C.pcp = H.person(rng)
    C.cred = rng.choice(CREDS)
    C.npi = H.npi(rng)
    C.nurse, C.ma, C.clerk = H.person(rng), H.person(rng), H.person(rng)
    C.reltype = rng.choice(P.REL)
    C.rel = H.person(rng, P.REL_SEX.get(C.reltype),
                     C.pt["last"] if C.reltype in ("wife", "husband", "daughter", "son", "mother", "father",
                                                   "sister", "brother") and rng.random() < 0.7 else None)
    C.emp, C.prof = rng.choice(P.EMPLOYERS), rng.choice(P.PROFESSIONS)
    C.pharm, C.pphone, C.pfax = rng.choice(P.PHARMACIES), H.phone(rng, False, C.area), H.phone(rng, False, C.area)
    C.hosp = rng.choice(P.HOSPITALS)
    C.spec = rng.choice(P.SPECIALTY_SITES)
    C.specdoc = H.person(rng)
    return C


def before(rng, d, lo, hi):
    return d - dt.timedelta(days=rng.randrange(lo, hi))


def after(rng, d, lo, hi):
    return d + dt.timedelta(days=rng.randrange(lo, hi))


def doc_name(d, rng, p, cred=None, style=None):
    """Clinician with title/credential outside the span."""
    style = style or rng.choice(["drfull", "full_cred", "drlast", "full_cred", "fi_cred", "lf_cred"])
    cred = cred or rng.choice(CREDS)
    if style == "drfull":
        d.t("Dr. ").p("DOCTOR", H.nm(p, "full"))
    elif style == "drlast":
        d.t(rng.choice(["Dr. ", "Dr ", "Dr. "])).p("DOCTOR", p["last"])
    elif style == "full_cred":
        d.p("DOCTOR", H.nm(p, rng.choice(["full", "fml"]))).t(", " + cred)
    elif style == "fi_cred":
        d.p("DOCTOR", H.nm(p, "fi")).t(" " + cred)
    else:
        d.p("DOCTOR", H.nm(p, "lf")).t(" " + cred)
    return d


def pt_name(d, rng, C, styles=("full", "full", "LF", "lf", "fml", "LFs")):
    return d.p("PATIENT", H.nm(C.pt, rng.choice(styles)))


def addr(d, rng, street, city, st, z, sep=None, stfull=None):
    sep = sep if sep is not None else rng.choice([", ", "\n", ", "])
    d.p("STREET", street).t(sep).p("CITY", city).t(", ").p("STATE", stfull if stfull else st).t(" ").p("ZIP", z)
    return d


def header(d, rng, C, upper=None):
    name = C.clinic.upper() if (upper if upper is not None else rng.random() < 0.5) else C.clinic
    d.p("HOSPITAL", name).t("\n")
    addr(d, rng, C.cstreet, C.ccity, C.st, C.czip, rng.choice([", ", " | ", " - "]))
    d.t("\n" + rng.choice(["Tel ", "Phone: ", "P: ", "Ph "])).p("PHONE", C.cphone)
    d.t(rng.choice(["  Fax ", " | Fax: ", "  F: "])).p("FAX", C.cfax)
    if rng.random() < 0.4:
        d.t(rng.choice([" | ", "  "])).p("URL", C.curl)
    d.t("\n")
    return d


def demo(d, rng, C, fields, colon=": ", sep="\n"):
    for i, f in enumerate(fields):
        if i:
            d.t(sep)
        if f == "name":
            d.t(rng.choice(["Patient", "Patient Name", "Name", "Pt", "PATIENT"]) + colon)
            pt_name(d, rng, C)
        elif f == "dob":
            d.t(rng.choice(["DOB", "Date of Birth", "D.O.B.", "Birthdate"]) + colon).p("DATE", H.fd(C.dob, rng.choice(["mdy", "mdy", "mdy_n", "long", "iso", "dmy"])))
        elif f == "age":
            d.t(rng.choice(["Age", "Age/Sex"]) + colon).p("AGE", str(C.age)).t(rng.choice([" y", " yrs", "", " yo", "yo", "y"]))
            if rng.random() < 0.5:
                d.t(" " + C.pt["sex"])
        elif f == "sex":
            d.t("Sex" + colon + rng.choice([C.pt["sex"], "Female" if C.pt["sex"] == "F" else "Male"]))
        elif f == "mrn":
            d.t(rng.choice(["MRN", "MRN#", "Med Rec #", "Chart #", "Patient ID"]) + colon).p("MRN", C.mrn)
        elif f == "acct":
            d.t(rng.choice(["Acct", "Account #", "Acct No.", "Guarantor Acct"]) + colon).p("ACCOUNT", C.acct)
        elif f == "enc":
            d.t(rng.choice(["Encounter #", "CSN", "Visit #", "Enc"]) + colon).p("ACCOUNT", C.enc)
        elif f == "addr":
            d.t(rng.choice(["Address", "Addr", "Home Address"]) + colon)
            addr(d, rng, C.street, C.city, C.st, C.zip, ", ")
        elif f == "phone":
            d.t(rng.choice(["Phone", "Home", "Tel", "Home Ph"]) + colon).p("PHONE", C.phone)
        elif f == "cell":
            d.t(rng.choice(["Cell", "Mobile", "Cell Ph"]) + colon).p("PHONE", C.cell)
        elif f == "email":
            d.t(rng.choice(["Email", "E-mail"]) + colon).p("EMAIL", C.email)
        elif f == "ins":
            d.t(rng.choice(["Insurance", "Primary Ins", "Payer", "Plan"]) + colon).p("ORGANIZATION", C.ins)
        elif f == "mem":
            d.t(rng.choice(["Member ID", "Subscriber ID", "ID #", "Policy #", "Member #"]) + colon).p("HEALTHPLAN", C.mem)
        elif f == "grp":
            d.t(rng.choice(["Group #", "Group", "Grp"]) + colon).p("HEALTHPLAN", C.grp)
        elif f == "pcp":
            d.t(rng.choice(["PCP", "Primary Care", "Attending", "Provider"]) + colon)
            doc_name(d, rng, C.pcp, C.cred)
        elif f == "ssn":
            d.t(rng.choice(["SSN", "SS#", "Social Security #"]) + colon).p("SSN", H.ssn(rng))
        elif f == "emp":
            d.t(rng.choice(["Employer", "Employer Name", "Works at"]) + colon).p("ORGANIZATION", C.emp)
        elif f == "occ":
            d.t(rng.choice(["Occupation", "Job title", "Occ"]) + colon).p("PROFESSION", C.prof)
        elif f == "ec":
            d.t(rng.choice(["Emergency contact", "EC", "Contact"]) + colon).p("FAMILY", H.nm(C.rel, "full"))
            d.t(" (" + C.reltype + ") ").p("PHONE", H.phone(rng, False, C.area))
    d.t("\n")
    return d


def sign(d, rng, C, who=None, cred=None, when=None, npi=True):
    who = who or C.pcp
    cred = cred or C.cred
    k = rng.randrange(4)
    if k == 0:
        d.t("Electronically signed by ").p("DOCTOR", H.nm(who, rng.choice(["full", "fml"]))).t(", %s on " % cred)
        d.p("DATE", H.fd(when or C.today, rng.choice(["mdy", "mdy_n", "abbr"]))).t(" at " + N.clock(rng) + "\n")
    elif k == 1:
        d.t("\n______________________________\n").p("DOCTOR", H.nm(who, rng.choice(["full", "fml", "fmid"]))).t(", " + cred + "\n")
        if npi:
            d.t("NPI: ").p("LICENSE", C.npi).t("\n")
    elif k == 2:
        d.t("-- ").p("DOCTOR", H.nm(who, rng.choice(["full", "fi"]))).t(" " + cred + "\n")
    else:
        d.t("Signed: ").p("DOCTOR", H.nm(who, "lf")).t(" " + cred + "  ").p("DATE", H.fd(when or C.today, "mdy")).t(" " + N.clock(rng, "24c") + "\n")
    return d


def transcription(d, rng, C, who=None):
    who = who or C.pcp
    tr = H.person(rng)
    dd = when = C.today
    d.t("\nD: ").p("DATE", H.fd(dd, "mdy_s")).t("  T: ").p("DATE", H.fd(after(rng, when, 0, 3), "mdy_s"))
    d.t("\n").p("DOCTOR", H.nm(who, "INI")).t(rng.choice(["/", ":", "/"])).p("DOCTOR", H.nm(tr, "ini2"))
    if rng.random() < 0.5:
        d.t("  Job #").p("IDNUM", H.digits(rng, 6))
    d.t("\n")
    return d


def cc(d, rng, C, n=None):
    n = n or rng.randrange(1, 3)
    d.t(rng.choice(["cc: ", "CC: ", "cc "]))
    for i in range(n):
        if i:
            d.t("; ")
        if rng.random() < 0.5:
            doc_name(d, rng, H.person(rng), style="drfull")
            d.t(", ").p("HOSPITAL", rng.choice(P.SPECIALTY_SITES))
        else:
            d.t("Patient chart")
    d.t("\n")
    return d


def med_list(d, rng, n=None, numbered=True):
    n = n or rng.randrange(2, 7)
    for i, m in enumerate(N.meds(rng, n)):
        d.t(N.med_line(rng, i + 1 if numbered else None, m) + "\n")
    return d


def problem_list(d, rng, n=None):
    n = n or rng.randrange(2, 6)
    for desc, code in rng.sample(N.PROBLEMS, n):
        d.t(rng.choice(["- %s (%s)\n", "%s  [%s]\n", "* %s - %s\n"]) % (desc, code))
    return d


ELEM = ["Marlow Springs Elementary", "Sallow Creek Elementary", "St. Brendan's Catholic School", "Juniper Flats Montessori",
        "Halden Park Charter School"]
MIDDLE = ["Cedar Hollow Middle School", "Port Elsin Academy", "Redfern Christian Academy", "Halden Park Charter School"]
HIGH = ["East Brantley High School", "Pemberton Bluff High School", "Port Elsin Academy", "Redfern Christian Academy"]
DAYCARE = ["Little Sprouts Learning Center", "Bright Acorns Daycare of Velden", "Wee Wonders Preschool"]


def kids_ctx(rng, lo=5, hi=17):
    C = ctx(rng, lo, hi)
    if rng.random() < 0.5:
        C.clinic = rng.choice(P.CLINIC_STEMS) + rng.choice([" Pediatrics", " Children's Clinic", " Family Medicine"])
    C.parent = H.person(rng, None, C.pt["last"] if rng.random() < 0.75 else None)
    C.ptype = "mother" if C.parent["sex"] == "F" else "father"
    a = C.age
    if a < 5:
        C.school, C.grade = rng.choice(DAYCARE), "Pre-K"
    else:
        C.grade = "K" if a == 5 else H.ordn(min(a - 5, 12))
        C.school = rng.choice(ELEM if a <= 10 else MIDDLE if a <= 13 else HIGH)
    return C
