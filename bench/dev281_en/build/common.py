"""Shared note fragments: letterheads, donor banners, signatures, ages."""
import clinical as K


def age(c, d, p, style=None):
    """Write the donor's age in one of many surface forms."""
    a = str(p.age)
    style = style or c.ch(["yo", "y", "aged", "Age:", "year-old", "sexletter", "yrs", "paren"])
    s = p.sex
    if style == "yo":
        d.w("{AGE} yo ", a)
    elif style == "y":
        d.w("{AGE}y ", a)
    elif style == "aged":
        d.w("aged {AGE} ", a)
    elif style == "Age:":
        d.w("Age: {AGE} ", a)
    elif style == "year-old":
        d.w("{AGE}-year-old ", a)
    elif style == "sexletter":
        d.w("{AGE}{_} ", a, s)
    elif style == "yrs":
        d.w("{AGE} yrs ", a)
    else:
        d.w("({AGE}) ", a)
    return d


def letterhead(c, d, centre=None, fax=True, web=True):
    centre = centre or c.centre()
    d.p(c.service, "ORGANIZATION").t("\n").p(centre, "HOSPITAL").t("\n")
    c.addr(d, style="line")
    d.t("\n").w("Tel {PHONE}", c.phone(c.ch(["land", "free"])))
    if fax and c.chance(0.7):
        d.w("  |  Fax {FAX}", c.phone("land"))
    d.t("\n")
    if web and c.chance(0.6):
        d.w("{EMAIL}  {URL}\n", c.email(org=True), c.url(""))
    return centre


def sig(c, d, st, doctor=False, lic=None, role=None):
    """Signature block: name span, credentials and role outside it."""
    form = c.ch(["full", "full", "fml"]) if not doctor else c.ch(["dr_full", "full", "fml"])
    d.nm(st, "DOCTOR", form)
    d.t(", %s\n" % st.cred if c.chance(0.8) else "\n")
    d.t((role or (c.ch(["Consultant in Transfusion Medicine", "Donor Medical Officer",
                        "Associate Specialist, Donor Medicine", "Medical Director"]) if doctor else st.role)) + "\n")
    if lic if lic is not None else c.chance(0.35):
        d.w("%s: {LICENSE}\n" % c.licence_label(doctor), c.staff_licence(doctor))
    return d


def donor_banner(c, d, p, extra=True, din=None):
    """A templated donor identity block (screen or form header)."""
    style = c.ch(["grid", "pipes", "lines"])
    nm_form = c.ch(["lf", "lfm", "lf_mixed", "full", "upper"])
    if style == "grid":
        d.t("Donor : ").nm(p, "PATIENT", nm_form).t("\n")
        d.w("Donor no : {MRN}      DOB : {DATE}  ", c.donor_no(), c.dob_str(p))
        age(c, d, p, "Age:")
        d.t("Sex: %s\n" % p.sex)
    elif style == "pipes":
        d.t("DONOR | ").nm(p, "PATIENT", nm_form)
        d.w(" | {MRN} | DOB {DATE} | ", c.donor_no(), c.dob_str(p))
        age(c, d, p, c.ch(["y", "yo", "paren", "sexletter"]))
        d.t("| %s\n" % c.ch(K.BLOOD_GROUPS))
    else:
        d.t("Name: ").nm(p, "PATIENT", nm_form)
        d.w("\nDonor ID: {MRN}\nDate of birth: {DATE} (", c.donor_no(), c.dob_str(p))
        d.w("{AGE})\n", str(p.age))
    if extra:
        if c.chance(0.75):
            d.t("Address: ")
            c.addr(d)
            d.t("\n")
        if c.chance(0.6):
            d.w("Mobile: {PHONE}", c.phone("mobile") if c.c not in ("US", "CA") else c.phone())
            if c.chance(0.5):
                d.w("   Email: {EMAIL}", c.email(p))
            d.t("\n")
        if c.chance(0.35):
            d.w("%s: {HEALTHPLAN}\n" % c.ch(c.health_id_label()), c.health_id())
    if din:
        d.w("DIN: {IDNUM}\n", din)
    return d


def greet(c, d, p):
    f = c.ch(["t_last", "t_last", "first", "t_full"])
    d.t("Dear ").nm(p, "PATIENT", f).t(",\n\n")


def ref_line(c, d, p, kind="Ref"):
    d.w("Our ref: {IDNUM}   Donor number: {MRN}\n", c.case_no(c.ch(["DN", "MED", "NOT", "DEF"])), c.donor_no())


def to_block(c, d, p):
    """Recipient address block of a letter."""
    d.nm(p, "PATIENT", c.ch(["t_full", "t_full", "full", "fml"])).t("\n")
    c.addr(d, style="block")
    d.t("\n\n")


def gp_cc(c, d, gp_doc=None):
    gp_doc = gp_doc or c.staff(doctor=True)
    d.t("cc: ").nm(gp_doc, "DOCTOR", c.ch(["dr_full", "dr_last", "dr_dot_last"]))
    d.w(", {HOSPITAL}, ", c.gp())
    c.addr(d)
    if c.chance(0.5):
        d.w("  Fax {FAX}", c.phone())
    d.t("\n")
    return gp_doc


def footer(c, d):
    if c.chance(0.7):
        d.t("\n%s  |  Page 1 of %d\n" % (c.ch(K.FORM_REFS), c.ch([1, 2, 2, 3])))
