"""Shared PHI-bearing blocks: letterheads, patient banners, signatures, footers."""
import core as C
import pools as P

UK_DEPTS = ["Department of Respiratory Medicine", "Respiratory Physiology Service", "Sleep and Ventilation Service",
            "Chest Clinic", "Lung Function Laboratory", "Respiratory Assessment Unit",
            "Thoracic Oncology Service", "Integrated Respiratory Team"]
US_DEPTS = ["Division of Pulmonary, Critical Care & Sleep Medicine", "Pulmonary Function Laboratory",
            "Sleep Disorders Center", "Interventional Pulmonology", "Pulmonary Rehabilitation Program",
            "Department of Medicine - Pulmonary"]


def letterhead(b, ctx, s, dept=None):
    r = ctx.r
    dept = dept or r.choice(UK_DEPTS if ctx.uk else US_DEPTS)
    if r.random() < 0.5:
        b(dept, "\n", (s["name"], "HOSPITAL"), "\n")
    else:
        b((s["name"], "HOSPITAL"), "\n", dept, "\n")
    b(C.addr_items(ctx, s, style=r.choice(["line", "lines"])), "\n")
    if ctx.uk and r.random() < 0.15:
        b(("United Kingdom", "COUNTRY"), "\n")
    sep = r.choice(["  ", " | ", "\n"])
    b(r.choice(["Tel: ", "Tel ", "Telephone: ", "Phone: "]), (s["phone"], "PHONE"))
    if r.random() < 0.7:
        b(sep, r.choice(["Fax: ", "Fax ", "F: "]), (s["fax"], "FAX"))
    b("\n")
    if r.random() < 0.35:
        b(r.choice(["Email: ", "E-mail: "]), (dept_email(ctx, s), "EMAIL"), "\n")
    if r.random() < 0.2:
        b(r.choice(["Web: ", "", "www: "]), (s["url"], "URL"), "\n")
    b("\n")


def dept_email(ctx, s):
    r = ctx.r
    loc = r.choice(["resp.secretaries", "lungfunction", "sleep.service", "respiratory.admin", "pulm.referrals",
                    "sleeplab", "copd.team", "chest.clinic"])
    slug = "".join(ch for ch in s["name"].lower() if ch.isalpha())[:8]
    return r.choice(["%s@%s.example.org" % (loc, slug), "%s@example.org" % loc, "%s.%s@example.net" % (slug, loc)])


def banner(b, ctx, pt, style=None, extra=True):
    """Patient identification block in one of several layouts."""
    r = ctx.r
    style = style if style is not None else r.randint(0, 4)
    if ctx.uk:
        if style == 0:
            b("Re: ", pt.n(r.choice(["fl", "fml", "LFc"])), r.choice(["  ", ", "]), "DOB: ", ctx.D(pt.dob),
              r.choice(["  ", ", "]), "NHS No: ", (pt.nhs, "MRN"))
            if r.random() < 0.6:
                b(r.choice(["  ", ", "]), r.choice(["Hosp No: ", "Unit No: ", "MRN: "]), (pt.mrn, "MRN"))
            b("\n")
            if extra:
                b(C.addr_items(ctx, pt.addr, style="line"), "\n")
        elif style == 1:
            b("Patient name:   ", pt.n(r.choice(["LFc", "LF", "lf"])), "\n")
            b("Date of birth:  ", ctx.D(pt.dob), " (", (str(pt.age), "AGE"), r.choice([" yrs)", " years)", "y)"]), "\n")
            b("NHS number:     ", (pt.nhs, "MRN"), "\n")
            b("Hospital no:    ", (pt.mrn, "MRN"), "\n")
            if extra:
                b("Address:        ", C.addr_items(ctx, pt.addr, style="line"), "\n")
                b("Telephone:      ", (pt.phone, "PHONE"))
                if r.random() < 0.5:
                    b(" / ", (pt.mobile, "PHONE"))
                b("\n")
        elif style == 2:
            b("Name: ", pt.title, " ", pt.n("fl"), "    D.O.B. ", ctx.D(pt.dob), "    Unit no: ", (pt.mrn, "MRN"), "\n")
            if extra:
                b(C.addr_items(ctx, pt.addr, style="line"), "\n")
        elif style == 3:
            b(pt.n("LF"), " | ", ctx.D(pt.dob), " | ", (str(pt.age), "AGE"), pt.sex, " | NHS ", (pt.nhs, "MRN"),
              " | ", (pt.mrn, "MRN"), "\n")
        else:
            b("RE: ", pt.title, " ", pt.n(r.choice(["fl", "fml"])), "\n")
            b("DOB ", ctx.D(pt.dob), "; NHS ", (pt.nhs, "MRN"), "\n")
            if extra:
                b(C.addr_items(ctx, pt.addr, style="lines"), "\n")
        return
    if style == 0:
        b("RE: ", pt.n(r.choice(["LF", "LFc"])), "   DOB: ", ctx.D(pt.dob), "   MRN: ", (pt.mrn, "MRN"), "\n")
        if extra and r.random() < 0.6:
            b(C.addr_items(ctx, pt.addr, style="line"), "\n")
    elif style == 1:
        b("Patient: ", pt.n(r.choice(["fil", "fl", "fml"])), "\n")
        b("DOB: ", ctx.D(pt.dob), " (", (str(pt.age), "AGE"), r.choice([" y.o.)", " yo)", " years)"]), "\n")
        b("MRN: ", (pt.mrn, "MRN"), r.choice(["   Acct#: ", "   Encounter: ", "   FIN: "]),
          (C.digits(r, r.choice([8, 10, 11])), "ACCOUNT"), "\n")
        if extra:
            b("Insurance: ", (pt.ins["name"], "ORGANIZATION"), "   Member ID: ", (pt.ins["member"], "HEALTHPLAN"))
            if r.random() < 0.6:
                b("   Group #: ", (pt.ins["group"], "HEALTHPLAN"))
            b("\n")
            b("Address: ", C.addr_items(ctx, pt.addr, style="line"), "\n")
            b("Phone: ", (pt.phone, "PHONE"), "\n")
    elif style == 2:
        b("Name: ", pt.n("lfm"), "  Sex: ", pt.sex, "  Age: ", (str(pt.age), "AGE"), "  DOB: ", ctx.D(pt.dob), "\n")
        b("MRN: ", (pt.mrn, "MRN"), "  Visit #: ", ("V" + C.digits(r, 9), "ACCOUNT"), "\n")
    elif style == 3:
        b(pt.n("LF"), " | MRN ", (pt.mrn, "MRN"), " | DOB ", ctx.D(pt.dob), " | ", (str(pt.age), "AGE"),
          pt.sex, "\n")
    else:
        b("Patient Name: ", pt.n("fml"), "\nDate of Birth: ", ctx.D(pt.dob), "\nMedical Record #: ", (pt.mrn, "MRN"), "\n")
        if extra:
            b("SSN: ", (pt.ssn, "SSN"), "\n")
            b("Primary Insurance: ", (pt.ins["name"], "ORGANIZATION"), " (ID ", (pt.ins["member"], "HEALTHPLAN"), ")\n")


def gp_block(b, ctx, gp):
    r = ctx.r
    b(C.dr(ctx), (C.nm(gp.p, r.choice(["il0", "fl", "il"])), "DOCTOR"), "\n", (gp.practice, "HOSPITAL"), "\n")
    b(C.addr_items(ctx, gp.addr, style="lines"), "\n\n")


def clin_name(ctx, c, style=None):
    return (C.nm(c, style or ctx.r.choice(["fl", "fl", "il0", "fil"])), "DOCTOR")


UK_ROLES = ["Consultant Respiratory Physician", "Consultant in Respiratory and Sleep Medicine",
            "Specialty Registrar (ST5) Respiratory Medicine", "Associate Specialist, Respiratory",
            "Consultant Chest Physician"]
US_CREDS = ["MD", "MD", "DO", "MD, FCCP", "MD, MPH", "MD, PhD"]


def signature(b, ctx, c, role=None, creds=None, lic=None):
    r = ctx.r
    if ctx.uk:
        b(r.choice(["Yours sincerely,\n\n\n", "Yours sincerely\n\n", "Kind regards,\n\n", "With best wishes,\n\n\n"]))
        if r.random() < 0.5:
            b("Dr ", clin_name(ctx, c, r.choice(["fl", "il0", "fil"])))
        else:
            b(clin_name(ctx, c, r.choice(["fl", "fil"])), " ", creds or r.choice(["MBChB MRCP", "MB BS FRCP",
                                                                                 "BM BCh PhD FRCP", "MBBCh MD MRCP"]))
        b("\n", role or r.choice(UK_ROLES), "\n")
        if lic or r.random() < 0.45:
            b("GMC ", r.choice(["No. ", "number ", ""]), (C.gmc(r), "LICENSE"), "\n")
        return
    b(r.choice(["Sincerely,\n\n", "Regards,\n\n", "Thank you for this referral.\n\n"]))
    b(clin_name(ctx, c, r.choice(["fl", "fil"])), ", ", creds or r.choice(US_CREDS), "\n")
    b(role or r.choice(["Pulmonary & Critical Care Medicine", "Sleep Medicine", "Pulmonary Medicine"]), "\n")
    if lic or r.random() < 0.45:
        b("NPI: ", (C.npi(r), "LICENSE"), "\n")


def esign(b, ctx, c, creds, when=None, user=None):
    r = ctx.r
    when = when or ctx.date
    b(r.choice(["Electronically signed by ", "E-signed: ", "Authenticated by "]), clin_name(ctx, c, "fl"), ", ",
      creds, " on ", ctx.D(when), " at %02d:%02d" % (r.randint(7, 21), r.randint(0, 59)))
    if user or r.random() < 0.3:
        b(" (user: ", (C.username(ctx, c), "USERNAME"), ")")
    b("\n")


def typist(b, ctx, c):
    r = ctx.r
    t = C.person(ctx)
    b(r.choice(["Ref: ", "Our ref: ", ""]), (C.nm(c, "INI"), "DOCTOR"), "/", (C.nm(t, "INI").lower(), "DOCTOR"))
    b(r.choice(["\n", "   "]), "D: ", ctx.D(ctx.date), "  T: ", ctx.D(ctx.ahead(1, 6)), "\n")


def cc_block(b, ctx, pt, gp=None, others=None):
    r = ctx.r
    b("cc: ")
    items = []
    if gp is not None:
        items.append([C.dr(ctx), (C.nm(gp.p, r.choice(["il0", "fl"])), "DOCTOR"), ", ", (gp.practice, "HOSPITAL")])
    if r.random() < 0.6:
        items.append([pt.title, " ", pt.n(r.choice(["fl", "il0", "l"])), r.choice([" (patient)", " - patient", ""])])
    for o in others or []:
        items.append(o)
    if not items:
        items.append(["Patient"])
    for i, it in enumerate(items):
        if i:
            b(r.choice(["\n    ", "; "]))
        b(it)
    b("\n")


def kin_line(ctx, pt):
    r = ctx.r
    return [r.choice(["NOK: ", "Next of kin: ", "Emergency contact: "]), pt.kn(r.choice(["fl", "fl", "f"])),
            " (", pt.kin_rel, ") ", (pt.kin_phone, "PHONE")]


def origin(ctx, pt):
    """Country of birth / migration sentence (COUNTRY, DATE spans)."""
    r = ctx.r
    home = r.choice(["UK", "United Kingdom"]) if ctx.uk else r.choice(["US", "United States", "USA"])
    c = r.choice(P.COUNTRIES)
    k = r.randint(0, 3)
    if k == 0:
        return ["Born in ", (c, "COUNTRY"), ", moved to the ", (home, "COUNTRY"), " in ",
                (str(pt.dob.year + r.randint(5, 40)), "DATE"), ". "]
    if k == 1:
        return ["Originally from ", (c, "COUNTRY"), "; last visited ", ctx.D(ctx.ago(90, 900), r.choice(["My", "Y"])), ". "]
    if k == 2:
        return ["Emigrated from ", (c, "COUNTRY"), " aged ", (str(r.randint(4, 35)), "AGE"), ". "]
    return ["Recent travel to ", (c, "COUNTRY"), " (returned ", ctx.D(ctx.ago(10, 80)), "). "]
