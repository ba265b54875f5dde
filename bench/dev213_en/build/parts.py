"""Shared blocks: patient header, signatures, contact lines."""
import fmt
import pools as P


def hp_piece(c):
    return ("HEALTHPLAN", c.hp)


def demo_block(c, n, layout=None, addr=True, hp=True):
    """Patient identification block in one of several layouts."""
    r = c.rng
    if layout is None:
        layout = r.randint(0, 3)
    sexw = {"F": "Female", "M": "Male"}[c.sex]
    if layout == 0:
        n.w("Patient: ", c.PN(), "\n")
        n.w("DOB: ", c.DOB(), "   Age: ", ("AGE", str(c.age)), "   Sex: ", sexw, "\n")
        n.w(r.choice(["HRN: ", "MRN: ", "UR No: ", "Chart #: "]), ("MRN", c.mrn))
        if hp:
            n.w("   ", c.hp_label, ": ", hp_piece(c))
        n.w("\n")
        if addr:
            n.w("Address: ", c.ADDR(full_state=r.random() < 0.3), "\n")
    elif layout == 1:
        n.w("NAME: ", ("PATIENT", "%s, %s" % (c.pt.last.upper(), c.pt.first.upper())),
            "  DOB ", c.DOB(), " (", ("AGE", str(c.age)), "y)  ", c.sex, "\n")
        n.w("Record no. ", ("MRN", c.mrn))
        if hp:
            n.w(" | ", c.hp_label, " ", hp_piece(c))
        n.w("\n")
        if addr:
            n.w("Residence: ", ("STREET", c.house), ", ", ("CITY", c.comm), "\n")
    elif layout == 2:
        n.w("| Name | ", ("PATIENT", c.pt.full()), " |\n| DOB | ", c.DOB(), " |\n| Age/Sex | ",
            ("AGE", str(c.age)), "/", c.sex, " |\n| Clinic ID | ", ("MRN", c.mrn), " |\n")
        if hp:
            n.w("| ", c.hp_label, " | ", hp_piece(c), " |\n")
        if addr:
            n.w("| Community | ", ("CITY", c.comm), ", ", ("STATE", c.st), " |\n")
    else:
        n.w(("PATIENT", c.pt.full()), ", ", c.A("sexed") if c.age >= 2 else c.A(), ", DOB ", c.DOB(),
            ", ", r.choice(["ID ", "MRN ", "HRN "]), ("MRN", c.mrn), "\n")
        if addr:
            n.w("Lives at ", ("STREET", c.house), ", ", ("CITY", c.comm), "\n")


def clinic_contact(c, n, fax=True, email=False):
    r = c.rng
    n.w(r.choice(["Ph ", "Tel: ", "Phone: ", "P: "]), ("PHONE", c.cl_phone))
    if fax:
        n.w(r.choice(["  Fax ", " | Fax: ", "  F: "]), ("FAX", c.cl_fax))
    if email:
        n.w(r.choice(["  Email: ", " | "]), ("EMAIL", c.cl_email))
    n.w("\n")


def licence_for(c, clin):
    r = c.rng
    if c.au:
        if getattr(clin, "dr", False):
            return r.choice([("AHPRA ", ("LICENSE", fmt.ahpra(r, "MED"))),
                             ("Provider No. ", ("LICENSE", "%s%s" % (fmt.digits(r, 6), fmt.letters(r, 2)))),
                             ("Prescriber No ", ("LICENSE", fmt.digits(r, 7)))])
        return ("AHPRA ", ("LICENSE", fmt.ahpra(r, "PSY" if "Psych" in (clin.cred or "") else "NMW")))
    if getattr(clin, "dr", False):
        return r.choice([("CPSO #", ("LICENSE", fmt.digits(r, 5))), ("Licence ", ("LICENSE", fmt.lic_ca(r))),
                         ("Billing no. ", ("LICENSE", fmt.digits(r, 6)))])
    return r.choice([("Reg. # ", ("LICENSE", fmt.digits(r, 8))), ("Licence ", ("LICENSE", fmt.lic_ca(r)))])


def signature(c, n, clin, date=True, lic=None, user=None, place=None):
    """Signature block.  Credentials and titles stay outside the span."""
    r = c.rng
    if lic is None:
        lic = r.random() < 0.35
    if user is None:
        user = r.random() < 0.35
    n.w("\n", r.choice(["Signed: ", "", "-- ", "Electronically signed by "]))
    if getattr(clin, "dr", False):
        n.w(c.C(clin, r.choice(["dr", "dr", "cred"])))
    else:
        n.w(c.C(clin, r.choice(["cred", "cred", "init_cred", "cred"])))
    if clin.role:
        n.w(", ", clin.role)
    n.w("\n")
    if place:
        n.w(("HOSPITAL", place), "\n")
    if lic:
        lab, val = licence_for(c, clin)
        n.w(lab, val, "\n")
    if user:
        n.w(r.choice(["Entered by user ", "Login: ", "User ID: ", "EHR user "]),
            ("USERNAME", fmt.username(r, clin.first, clin.last)))
        if date:
            n.w(" on ", c.D(), " ", _tm(r))
        n.w("\n")
    elif date:
        n.w(c.D(), " ", _tm(r), "\n")


def _tm(r):
    return "%02d:%02d" % (r.randint(7, 22), r.randint(0, 59))


def cc_line(c, n, extra=None):
    r = c.rng
    n.w("cc: ", ("HOSPITAL", c.clinic))
    if r.random() < 0.5:
        n.w(" (fax ", ("FAX", c.cl_fax), ")")
    n.w("; ", c.C(c.doc, "dr"))
    if extra:
        n.w("; ", extra)
    n.w("\n")


def social(c, n, label=True):
    """A social history sentence with occupation, employer and family."""
    r = c.rng
    if label:
        n.w(r.choice(["Social: ", "SHx: ", "Social history: "]))
    rel = c.relative(r.choice(["partner", "wife", "husband", "mother", "grandmother", "daughter", "sister"]))
    k = r.randint(0, 3)
    if k == 0:
        n.w("Works as a ", ("PROFESSION", c.prof), " with ", ("ORGANIZATION", c.org),
            ". Lives with ", rel.role, " ", c.F(rel), " and %d others in a %d-bedroom house. " % (r.randint(2, 11), r.randint(2, 4)))
    elif k == 1:
        n.w("Lives at ", ("STREET", c.house), " with ", rel.role, " ", c.F(rel, "full"), " (a ",
            ("PROFESSION", r.choice(P.PROF_AU if c.au else P.PROF_CA)), "). Pt previously worked as a ",
            ("PROFESSION", c.prof), ". ")
    elif k == 2:
        n.w(("PROFESSION", c.prof[0].upper() + c.prof[1:]), " at ", ("ORGANIZATION", c.employer),
            ", %s. %s " % (r.choice(["fly-in fly-out 2 weeks on/1 off", "seasonal work", "full time", "part time"]),
                           r.choice(["Smokes 10/day.", "Ex-smoker.", "Non-smoker.", "Drinks on weekends in town."])),
            "Main support is ", rel.role, " ", c.F(rel), ". ")
    else:
        n.w("Unemployed, previously ", ("PROFESSION", c.prof), ". Spends time at ", ("CITY", c.outstation),
            " outstation during the dry season. " if c.au else " on the land over the summer. ", rel.role.capitalize(), " ", c.F(rel), " is carer. ")
    if r.random() < 0.15:
        n.w("Born in ", ("COUNTRY", r.choice(P.COUNTRIES_OTHER)), ", moved to ", ("CITY", c.comm), " as a child. ")
    n.w(r.choice(["Alcohol: nil.", "ETOH: occasional.", "Smokes tobacco, chews pituri occasionally." if c.au else "Smokes 1/2 ppd.",
                  "No illicit drugs.", "Cannabis most days."]), "\n")
