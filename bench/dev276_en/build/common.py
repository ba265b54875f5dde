"""Shared note fragments: department headers, patient blocks, sign-offs."""
from builder import P
import phi
import clinical as CL

DEPT_NAMES = {
    "UK": ["Medical Illustration", "Department of Medical Illustration", "Clinical Photography Service",
           "Medical Photography & Illustration"],
    "US": ["Clinical Photography", "Department of Biomedical Photography", "Medical Media Services",
           "Clinical Imaging & Photography"],
    "AU": ["Clinical Photography", "Medical Illustration Unit", "Clinical Media Services"],
    "CA": ["Medical Photography", "Biomedical Communications", "Clinical Photography Services"],
}


def dept(rng, c):
    return rng.choice(DEPT_NAMES[c.country])


def header(n, rng, c, title, with_addr=None):
    style = rng.randint(0, 3)
    if style == 0:
        n.ln(P(c.hosp, "HOSPITAL"), " - ", dept(rng, c))
    elif style == 1:
        n.ln(P(c.trust, "HOSPITAL"))
        n.ln(dept(rng, c), ", ", P(c.hosp, "HOSPITAL"))
    elif style == 2:
        n.ln(dept(rng, c).upper(), " | ", P(c.hosp, "HOSPITAL"))
    else:
        n.ln(dept(rng, c))
        n.ln(P(c.hosp, "HOSPITAL"), rng.choice([", ", " - "]), P(c.building, "LOCATION_OTHER"))
    if with_addr or (with_addr is None and rng.random() < 0.35):
        n.ln(c.site_addr_inline())
        if rng.random() < 0.7:
            n.ln("Tel ", P(c.dept_phone, "PHONE"), rng.choice(["  Fax ", " | Fax: ", "   F: "]),
                 P(c.dept_fax, "FAX"))
    n.ln(title)
    n.ln(rng.choice(["=" * len(title), "-" * len(title), ""]))


def pt_ident(n, rng, c, compact=False):
    """Patient identification block (name, DOB, record numbers)."""
    name = c.pt.ph(rng.choice(["LF", "LFU", "lf", "full", "fml", "lfm"]))
    if compact:
        n.ln("Pt: ", name, " | DOB ", c.dob_ph(), " (", c.age_ph(), ") | ", c.mrn_label, " ", P(c.mrn, "MRN"))
        return
    n.ln("Patient name: ", name)
    r = rng.random()
    if r < 0.6:
        n.ln("DOB: ", c.dob_ph(), "   Age: ", c.age_ph(), "   Sex: ", c.sex)
    else:
        n.ln("Date of birth ", c.dob_ph(), " (", c.age_ph(), c.sex.lower() if rng.random() < 0.3 else "",
             ")")
    lab, seg = c.nat_id()
    n.ln(c.mrn_label, ": ", P(c.mrn, "MRN"), "    ", lab, ": ", seg)
    if c.ssn and rng.random() < 0.22:
        n.ln(c.ssn_label, ": ", P(c.ssn, "SSN"))
    if rng.random() < 0.45:
        n.ln("Address: ", c.addr_inline())
    if rng.random() < 0.3:
        n.ln("Contact: ", P(c.phone if rng.random() < 0.5 else c.mobile, "PHONE"))


def sign(n, rng, c, person, role=None, with_date=True):
    style = rng.randint(0, 4)
    if style == 0:
        n.ln(person.ph("full"), ", ", person.cred)
        if role:
            n.ln(role)
    elif style == 1:
        n.ln("Signed: ", person.ph(rng.choice(["full", "init", "fml"])), "  ", role or "")
    elif style == 2:
        n.ln("-- ", person.ph("initials_nd"), " ", role or "")
    elif style == 3:
        n.ln(rng.choice(["Regards,", "Kind regards,", "Thanks,", "Many thanks"]))
        n.ln(person.ph(rng.choice(["full", "first"])))
        if role:
            n.ln(role)
    else:
        n.ln("Electronically signed by ", person.ph(rng.choice(["full", "LF", "fml"])), ", ", person.cred)
    if with_date:
        n.ln("Date: ", c.d(), " ", "%02d:%02d" % (rng.randint(7, 19), rng.randint(0, 59)))


def time(rng):
    return "%02d:%02d" % (rng.randint(7, 19), rng.randint(0, 59))


def relation_seg(rng, c):
    """e.g. 'her daughter Beth Lowe' -> segments."""
    poss = rng.choice(["her", "his", "their", "pt's"]) if c.age >= 16 else rng.choice(["", "child's"])
    poss = (poss + " ") if poss else ""
    return [poss + c.nok_rel + " ", c.nok.ph(rng.choice(["full", "first", "full"]))]


def staff_ref(rng, person, styles=None):
    return person.ref(rng, styles)


def hn_lines(n, rng, k=1):
    for _ in range(k):
        n.ln(CL.hn(rng))


def phone_seg(rng, c, which="phone"):
    return P(getattr(c, which), "PHONE")


def maybe(rng, p):
    return rng.random() < p


def extra_date(rng, c, lo, hi, style=None):
    return phi.D(rng, c.days(rng.randint(lo, hi)), c.country, style)
