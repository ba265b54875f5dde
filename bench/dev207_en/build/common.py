"""Shared blocks: letterheads, patient banners, signatures, audit lines, clinical filler."""
import pools as P


def ch(r, *opts):
    return r.choice(opts)


def letterhead(b, c, name=None, url=0.4, email=0.3):
    r = c.r
    name = name or c.clinic
    a = c.site
    if r.random() < 0.5:
        b((name.upper() if r.random() < 0.4 else name, "HOSPITAL"), "\n")
        b(c.addr_pc(a), "\n")
    else:
        b((name, "HOSPITAL"), " | ", c.addr_pc(a), "\n")
    b(ch(r, "Ph: ", "Tel: ", "Phone ", "T: "), c.P(ext=False), ch(r, "  Fax: ", " | Fax ", "   F: "), c.F(), "\n")
    if r.random() < url:
        b(ch(r, "Web: ", "", "Online: "), c.url(), "\n")
    if r.random() < email:
        b(ch(r, "Email: ", "E: "), c.email(local=ch(r, "urology", "reception", "admin.urology", "continence",
                                                       "mens.health", "referrals")), "\n")
    b("\n")


def banner(b, c, pt, age, dob, mode=None, addr=0.4, hp=0.5, ssn=0.22, acct=0.5, phone=0.3):
    """Patient identification block; varied layouts."""
    r = c.r
    mode = mode or r.choice(["ehr", "label", "au", "line"] if not c.us else ["ehr", "label", "line", "ehr"])
    sx = "M" if pt.sex == "M" else "F"
    if mode == "ehr":
        b("Patient: ", (pt.form(ch(r, "LFM", "LF", "lfm")), "PATIENT"), "    MRN: ", c.mrn(),
          "    DOB: ", c.D(dob, ch(r, None, "num", "iso")), " (", (str(age), "AGE"), ch(r, " y", " yrs", "y", " yo"), ")",
          "    Sex: ", sx, "\n")
        if r.random() < acct:
            b(ch(r, "Acct #: ", "Encounter: ", "CSN: ", "Visit #: "), c.acct(), "    ")
        b(ch(r, "Date of service: ", "Visit date: ", "DOS: "), c.D(c.visit), "\n")
    elif mode == "label":
        b("--------------------------------------------\n")
        b((pt.form("FL" if r.random() < 0.5 else "LFM"), "PATIENT"), "\n")
        b(ch(r, "UR ", "MRN ", "Hosp No. ", "URN: ") if not c.us else ch(r, "MRN ", "MR# ", "Med Rec: "), c.mrn(), "   ",
          "DOB ", c.D(dob, "num"), "   ", (str(age), "AGE"), sx, "\n")
        if r.random() < addr:
            b(c.addr_pc(c.home), "\n")
        b("--------------------------------------------\n")
    elif mode == "au":
        b("Name: ", c.ptitle(pt), " ", (pt.form(ch(r, "full", "fml", "lf")), "PATIENT"), "\n")
        b(ch(r, "UR No: ", "URN: ", "MRN: "), c.mrn(), "    D.O.B.: ", c.D(dob), "    Age: ", (str(age), "AGE"), "\n")
        if r.random() < addr:
            b("Address: ", c.addr_pc(c.home), "\n")
        if r.random() < hp:
            b("Medicare No: ", c.hp(), ch(r, "", "   Ref 1", "   IRN 2"), "\n")
            if r.random() < 0.35:
                b("Private fund: ", (c.insurer, "ORGANIZATION"), "  Member No: ", c.hp_fund(), "\n")
        if r.random() < ssn * 1.5:
            b("Centrelink CRN: ", c.ssn(), "\n")
        if r.random() < phone:
            b("Mobile: ", c.P("mob"), "\n")
    else:  # line
        b((pt.form(ch(r, "fml", "full", "LF")), "PATIENT"), " | ", (str(age), "AGE"), ch(r, " yo ", "yo ", " y/o ", "-year-old "),
          "male" if pt.sex == "M" else "female", " | DOB ", c.D(dob), " | ", ch(r, "MRN ", "UR " if not c.us else "MR# ", "ID "), c.mrn(), "\n")
    if mode != "au":
        if r.random() < addr * 0.6 and mode != "label":
            b("Address: ", c.addr_pc(c.home), "\n")
        if r.random() < phone * 0.7:
            b(ch(r, "Home ph: ", "Phone: ", "Cell: ", "Contact: "), c.P("mob" if not c.us else "land", ext=False), "\n")
        if c.us:
            if r.random() < hp:
                b("Insurance: ", (c.insurer, "ORGANIZATION"), "  Member ID: ", c.hp())
                if r.random() < 0.5:
                    b("  Group: ", c.group())
                b("\n")
            if r.random() < ssn:
                b("SSN: ", c.ssn(), "\n")
        elif r.random() < hp * 0.6:
            b("Medicare: ", c.hp(), "\n")
    b("\n")


def dr(c, p, style="full", title=True):
    """Doctor name pieces with title outside the span."""
    r = c.r
    if style == "full":
        return [c.drt + " " if title else "", (p.form(ch(r, "full", "full", "fml")), "DOCTOR")]
    if style == "last":
        return [c.drt + " ", (p.form("last"), "DOCTOR")]
    if style == "prof":
        return [ch(r, "A/Prof ", "Prof ", "Prof. ") if not c.us else "Prof. ", (p.form("full"), "DOCTOR")]
    return [(p.form(style), "DOCTOR")]


def staff(c, p, role):
    r = c.r
    return [(p.form(ch(r, "full", "full", "fi", "fil")), "DOCTOR"), ", " if r.random() < 0.6 else " ", c.cred(role, p)]


def signature(b, c, p, role="uro", closing=True, lic=0.5, esign=0.5, audit=0.3, title=None):
    r = c.r
    if closing:
        b(ch(r, "Yours sincerely,", "Kind regards,", "Regards,", "Sincerely,", "With best wishes,"), "\n\n")
    b((p.form(ch(r, "full", "fml", "full")), "DOCTOR"), ch(r, ", ", " "), c.cred(role, p), "\n")
    b(title or ch(r, "Consultant Urologist", "Urologist", "Attending Urologist", "Urological Surgeon",
                  "Visiting Medical Officer, Urology") if role == "uro" else title or "", "\n" if (title or role == "uro") else "")
    if r.random() < lic:
        if c.us:
            k = r.randint(0, 3)
            b(["NPI: ", "NPI ", "DEA# ", "State license "][k], c.npi() if k < 2 else (c.dea() if k == 2 else c.lic()), "\n")
        else:
            k = r.randint(0, 2)
            b(["Provider No: ", "AHPRA reg: ", "Prescriber No: "][k], c.prov() if k == 0 else (c.ahpra("MED") if k == 1 else ("%07d" % r.randint(0, 9999999), "LICENSE")), "\n")
    if r.random() < esign:
        b(ch(r, "Electronically signed by ", "E-signed: ", "Authenticated by "), (p.form("full"), "DOCTOR"),
          " on ", c.D(c.visit), " ", c.tm(), "\n")
    if r.random() < audit:
        audit_line(b, c, p)


def audit_line(b, c, p):
    r = c.r
    k = r.randint(0, 3)
    if k == 0:
        b("[audit] user=", c.user(p), " ws=", c.ip(), " ts=", c.D(c.visit, "iso"), "T", c.tm(), "\n")
    elif k == 1:
        b("Last edited by ", c.user(p), " from ", c.ip(), " at ", c.tm(), " ", c.D(c.visit), "\n")
    elif k == 2:
        b("Document created by user ", c.user(p), " on ", c.D(c.visit), "\n")
    else:
        b("Signed in as: ", c.user(p), " | Terminal ", c.ip(), "\n")


def typist(b, c, doc, typ):
    r = c.r
    b((doc.form("init2"), "DOCTOR"), "/", (typ.form("low2"), "DOCTOR"), "  D: ", c.D(c.visit, "num2"),
      "  T: ", c.D(c.ahead(0, 3), "num2"), "\n")


def cc_block(b, c, gp, extra=None, addr=None):
    r = c.r
    b("\ncc: ", dr(c, gp), ", ", (c.gp_practice, "HOSPITAL"))
    if r.random() < 0.5:
        b(", ", c.addr_pc(addr or c.addr(near=c.home)))
    b("\n")
    if r.random() < 0.35:
        b("    Fax: ", c.F(), "\n")
    if extra is not None:
        b("    ", dr(c, extra), ch(r, " (Cardiology)", " (Oncology)", " (Nephrology)", " (Endocrinology)", ""), "\n")


def social(b, c, pt, prob_job=0.8, prob_fam=0.6, prob_ctry=0.25):
    """Social history sentence(s) with profession, family, birthplace, employer."""
    r = c.r
    him = "He" if pt.sex == "M" else "She"
    out = []
    if r.random() < prob_job:
        k = r.randint(0, 4)
        job = (r.choice(P.PROFESSIONS), "PROFESSION")
        if k == 0:
            b(him, " is a retired ", job, ". ")
        elif k == 1:
            b(him, " works as a ", job, (" for ", (r.choice(P.EMPLOYERS), "ORGANIZATION")) if r.random() < 0.6 else "", ". ")
        elif k == 2:
            b("Occupation: ", job, ". ")
        elif k == 3:
            b("Works full time as a ", job, ". ")
        else:
            b("Previously a ", job, " with ", (r.choice(P.EMPLOYERS), "ORGANIZATION"), ", now retired. ")
    if r.random() < prob_ctry:
        ctry = r.choice(P.BIRTH_COUNTRIES)
        y = c.visit.year - r.randint(15, 50)
        b("Born in ", (ctry, "COUNTRY"), ", moved to ", "the " if c.us else "", ("United States" if c.us else "Australia", "COUNTRY"),
          " in ", (str(y), "DATE"), ". ")
        if ctry in P.LANGUAGES and r.random() < 0.5:
            b(P.LANGUAGES[ctry], " interpreter ", ch(r, "used", "offered, declined", "booked for next visit"), ". ")
    if r.random() < prob_fam:
        rel, f = c.relative(pt)
        k = r.randint(0, 2)
        if k == 0:
            b("Lives with his " if pt.sex == "M" else "Lives with her ", rel, " ", (f.form(ch(r, "first", "full")), "FAMILY"),
              " in ", (c.home["city"], "CITY"), ". ")
        elif k == 1:
            b(ch(r, "Attended with ", "Accompanied today by "), rel, " ", (f.form(ch(r, "first", "full")), "FAMILY"),
              (", a ", (r.choice(P.FAM_PROFESSIONS), "PROFESSION"), ",") if r.random() < 0.3 else "", " who ", ch(r, "helped with the history.", "is supportive.", "drives him to appointments." if pt.sex == "M" else "drives her to appointments."), " ")
        else:
            b("Next of kin: ", (f.form("full"), "FAMILY"), " (", rel, ")", (", ph ", c.P("mob" if not c.us else "land", ext=False)) if r.random() < 0.5 else "", ". ")
    b(ch(r, "Non-smoker.", "Ex-smoker, quit %d years ago (%d pack-years)." % (r.randint(2, 30), r.randint(5, 40)),
         "Current smoker, %d/day." % r.randint(5, 25), "Never smoked. Alcohol %d standard drinks/week." % r.randint(0, 20),
         "Smokes %d cigarettes a day; drinks socially." % r.randint(3, 15)), "\n")


MEDS_M = ["tamsulosin 0.4 mg nocte", "finasteride 5 mg daily", "dutasteride 0.5 mg daily",
          "silodosin 8 mg daily", "tadalafil 5 mg daily", "solifenacin 5 mg daily", "mirabegron 50 mg daily",
          "oxybutynin 5 mg BD", "trimethoprim 150 mg nocte", "nitrofurantoin 50 mg nocte",
          "metformin 1 g BD", "atorvastatin 40 mg nocte", "perindopril 5 mg mane", "amlodipine 5 mg daily",
          "apixaban 5 mg BD", "aspirin 100 mg daily", "pantoprazole 40 mg daily", "paracetamol 1 g QID PRN",
          "potassium citrate 1080 mg TDS", "allopurinol 300 mg daily", "sildenafil 50 mg PRN",
          "vibegron 75 mg daily", "lisinopril 10 mg daily", "metoprolol succinate 47.5 mg daily",
          "warfarin as per INR", "desmopressin 25 mcg nocte", "testosterone undecanoate 1000 mg IM q12w",
          "cranberry capsules daily", "methenamine hippurate 1 g BD", "vaginal estriol cream twice weekly"]


MALE_ONLY = ("tamsulosin", "finasteride", "dutasteride", "silodosin", "tadalafil", "sildenafil", "testosterone")


def meds(b, c, n=None, header="Medications:", sex="M"):
    r = c.r
    n = n or r.randint(2, 6)
    pool = [m for m in MEDS_M if (not m.startswith(MALE_ONLY) if sex == "F" else "estriol" not in m)]
    ms = r.sample(pool, n)
    b(header, "\n")
    bullet = ch(r, "- ", "  * ", "  ", "  %d. ")
    for i, m in enumerate(ms):
        b(bullet % (i + 1) if "%" in bullet else bullet, m, "\n")


def vitals(c):
    r = c.r
    return "BP %d/%d, HR %d, T %.1f, RR %d, SpO2 %d%% RA" % (
        r.randint(108, 168), r.randint(62, 96), r.randint(52, 104), r.uniform(36.1, 37.8), r.randint(12, 20), r.randint(93, 100))


def renal(c):
    r = c.r
    if c.us:
        return "Cr %.2f mg/dL, eGFR %d, BUN %d, K %.1f" % (r.uniform(0.7, 1.9), r.randint(34, 99), r.randint(8, 34), r.uniform(3.5, 5.3))
    return "Cr %d umol/L, eGFR %d, Urea %.1f, K %.1f" % (r.randint(60, 170), r.randint(34, 99), r.uniform(3.0, 12.0), r.uniform(3.5, 5.3))


def urine(c):
    r = c.r
    return ch(r, "MSU: no growth.", "MSU: E. coli >10^8/L, sensitive to nitrofurantoin and cefalexin.",
              "UA: leuk +, nitrite neg, blood 2+.", "Urine dip: NAD.", "MSU: mixed growth, likely contaminant.",
              "Urine microscopy: RBC %d x10^6/L, WBC %d x10^6/L, no casts." % (r.randint(0, 200), r.randint(0, 120)),
              "UA: blood trace, protein neg, glucose neg, SG 1.0%02d." % r.randint(5, 30))
