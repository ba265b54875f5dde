"""Shared blocks: letterheads, demographics, signatures, cc lists."""
import fmt
import pools as P


class Case:
    """The patient of one note with consistent demographics."""

    def __init__(self, c, age=None, sex=None, ref=None, child=False):
        r = c.rng
        self.ref = ref or c.visit_date()
        if age is None:
            age = r.randint(1, 15) if child else r.randint(19, 84)
        self.age = age
        self.p = c.person(sex)
        self.sex = self.p["sex"]
        self.dob = c.dob_for_age(age, self.ref)
        self.addr = c.address()
        self.mrn = c.mrn()
        self.nhs = c.nhs() if c.uk else None
        self.ssn = None if c.uk else fmt.ssn(r)
        self.home = c.phone()
        self.mobile = c.phone()
        self.email = c.email(self.p)
        self.famno = c.famno()
        self.labno = c.labno(self.ref.year)
        self.prof = r.choice(P.PROFESSIONS)
        self.employer = r.choice(P.EMPLOYERS)

    def she(self):
        return "she" if self.sex == "F" else "he"

    def her(self):
        return "her" if self.sex == "F" else "his"

    def Her(self):
        return self.her().capitalize()

    def She(self):
        return self.she().capitalize()

    def woman(self, child=False):
        if child:
            return "girl" if self.sex == "F" else "boy"
        return "woman" if self.sex == "F" else "man"


def letterhead(d, c, name=None, typ="HOSPITAL", site=None, fax=True,
               email=True, web=False):
    """Service name, host site, address, contact lines."""
    r = c.rng
    name = name or c.service()
    d.p(typ, name)
    d.t("\n")
    if site:
        d.p("HOSPITAL", site)
        d.t("\n")
    if r.random() < 0.4:
        d.p("LOCATION_OTHER", c.building())
        d.t(", ")
    a = c.address(org=True)
    c.put_addr(d, a, style=r.choice(["inline", "lines"]), county=False,
               country=r.random() < 0.15)
    d.t("\n")
    d.t(r.choice(["Tel: ", "Telephone: ", "Tel ", "Phone: "]))
    d.p("PHONE", c.phone())
    if fax:
        d.t(r.choice(["  Fax: ", " | Fax ", "\nFax: "]))
        d.p("FAX", c.landline())
    if email:
        d.t(r.choice(["\nEmail: ", "\nE-mail: ", "  ", "\n"]))
        d.p("EMAIL", c.email(base=fmt.slug(name)[:18].strip(".")))
    if web:
        d.t("\n")
        d.p("URL", c.url())
    d.t("\n")
    return a


def demo_block(d, c, k, variant=None, fields=None):
    """Patient demographics in one of several layouts."""
    r = c.rng
    variant = variant if variant is not None else r.randint(0, 3)
    fields = fields or ["name", "dob", "id", "addr"]
    if variant == 0:
        for f in fields:
            _field(d, c, k, f, "Patient name: ", "Date of birth: ", "\n")
    elif variant == 1:
        _field(d, c, k, "name", "Re: ", "", "")
        lab = r.choice([", DOB ", "  D.O.B. ", " (DOB: "])
        d.t(lab)
        d.date(k.dob)
        if lab.startswith(" ("):
            d.t(")")
        d.t("\n")
        for f in fields:
            if f not in ("name", "dob"):
                _field(d, c, k, f, "", "", "\n")
    elif variant == 2:
        d.t("PATIENT: ")
        d.p("PATIENT", fmt.fname(k.p, r.choice(["LF", "LFM"])))
        d.t("   DOB: ")
        d.date(k.dob)
        d.t("   Sex: " + k.sex + "\n")
        for f in fields:
            if f not in ("name", "dob"):
                _field(d, c, k, f, "", "", "\n")
    else:
        d.t("Name: ")
        d.p("PATIENT", fmt.fname(k.p, r.choice(["fl", "fml", "lf"])))
        d.t(" | DOB: ")
        d.date(k.dob)
        d.t(" | Age: ")
        d.p("AGE", str(k.age))
        d.t("\n")
        for f in fields:
            if f not in ("name", "dob"):
                _field(d, c, k, f, "", "", "\n")


def _field(d, c, k, f, nlab, dlab, end):
    r = c.rng
    if f == "name":
        d.t(nlab)
        d.p("PATIENT", fmt.fname(k.p, r.choice(["fl", "fml", "fmidl", "lf", "LF"])))
    elif f == "dob":
        d.t(dlab)
        d.date(k.dob)
    elif f == "id":
        if c.uk:
            d.t(r.choice(["NHS No: ", "NHS number: ", "NHS no. "]))
            d.p("MRN", k.nhs)
            d.t(r.choice(["   Hospital No: ", "  Hosp no: ", "\nMRN: ", "  Unit No: "]))
            d.p("MRN", k.mrn)
        else:
            d.t(r.choice(["MRN: ", "MRN ", "Medical Record #: ", "MR#: "]))
            d.p("MRN", k.mrn)
    elif f == "addr":
        d.t(r.choice(["Address: ", "Home address: ", "Addr: "]))
        c.put_addr(d, k.addr)
    elif f == "phone":
        d.t(r.choice(["Tel: ", "Phone: ", "Contact no: ", "Mobile: "]))
        d.p("PHONE", k.mobile)
    elif f == "email":
        d.t("Email: ")
        d.p("EMAIL", k.email)
    elif f == "fam":
        d.t(r.choice(["Family no: ", "Family ID: ", "Pedigree no. ", "Fam ref: "]))
        d.p("IDNUM", k.famno)
    elif f == "lab":
        d.t(r.choice(["Lab no: ", "Laboratory ref: ", "Lab ID: "]))
        d.p("IDNUM", k.labno)
    elif f == "ssn":
        d.t("SSN: ")
        d.p("SSN", k.ssn)
    d.t(end)


def sign(d, c, person, cred, contact=True, lic=False):
    """Signature block; credentials stay outside the name span."""
    r = c.rng
    d.t(r.choice(["\nYours sincerely,\n\n", "\nSigned: ", "\n\nElectronically signed by ",
                  "\nKind regards,\n\n", "\n-- \n"]))
    style = r.choice(["fl", "fl", "fml", "fl"])
    if r.random() < 0.3 and "Consultant" not in cred and "MD" not in cred:
        d.p("DOCTOR", fmt.fname(person, style))
    else:
        if r.random() < 0.35:
            d.t(c.dr() + " ")
        d.p("DOCTOR", fmt.fname(person, style))
    d.t(", " + cred if r.random() < 0.6 else "\n" + cred)
    if lic:
        if "ounsel" in cred or "CGC" in cred:
            d.t("\n" + r.choice(["GCRB reg. ", "GCRB No. "] if c.uk else ["ABGC #", "NPI "]))
            d.p("LICENSE", fmt.digits(r, 4) if c.uk else fmt.npi(r))
        else:
            d.t("\n" + r.choice(["GMC ", "GMC No. ", "GMC: "] if c.uk else
                                 ["NPI ", "NPI: ", "NPI #"]))
            d.p("LICENSE", c.gmc() if c.uk else fmt.npi(r))
    if contact:
        k = r.randint(0, 2)
        if k == 0:
            d.t("\nDirect line: ")
            d.p("PHONE", c.phone())
        elif k == 1:
            d.t("\n")
            d.p("EMAIL", c.email(person))
        else:
            d.t("\n" + r.choice(["Ext ", "ext. ", "Bleep ", "Pager "]))
            d.p("PHONE", str(r.randint(2000, 79999)))
    d.t("\n")


def cc_block(d, c, k, gp=None, practice=None):
    r = c.rng
    d.t(r.choice(["\ncc: ", "\nCopy to: ", "\nCC:\n", "\nc.c. "]))
    if gp is None:
        gp = c.person()
    d.t(c.dr() + " ")
    d.p("DOCTOR", fmt.fname(gp, r.choice(["fl", "il", "l"])))
    d.t(", ")
    d.p("HOSPITAL", practice or c.practice())
    if r.random() < 0.6:
        d.t(", ")
        c.put_addr(d, c.address(org=True), county=False)
    d.t("\n")
    if r.random() < 0.5:
        d.t(r.choice(["Patient: ", "Copy to patient: ", "cc patient - "]))
        d.p("PATIENT", fmt.fname(k.p, r.choice(["fl", "il"])))
        if r.random() < 0.5:
            d.t(", ")
            c.put_addr(d, k.addr)
        d.t("\n")
    if r.random() < 0.3:
        d.t("Dictated: ")
        d.date(fmt.add_days(k.ref, -r.randint(0, 3)))
        d.t("  Typed: ")
        d.date(fmt.add_days(k.ref, r.randint(0, 9)))
        d.t("  " + r.choice(["DD/", "Ref: ", "Typist: "]))
        d.p("DOCTOR", fmt.fname(c.person(), "ini_low"))
        d.t("\n")


def companion(c, k, child_ok=True):
    """A person attending with the patient, relation consistent with sex."""
    r = c.rng
    opts = [("husband" if k.sex == "F" else "wife", "M" if k.sex == "F" else "F"),
            ("partner", None), ("sister", "F"), ("brother", "M"), ("friend", None)]
    if child_ok and k.age >= 40:
        opts += [("daughter", "F"), ("son", "M")]
    rel, sx = r.choice(opts)
    return rel, c.person(sx)
