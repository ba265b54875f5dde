"""A 'case' bundles the invented people, places and identifiers of one note,
plus shared document furniture: letterheads, patient banners, sign-offs."""
import datetime

import phi
import pools
import regions as R
from notebuilder import P

START = datetime.date(2021, 1, 4)
END = datetime.date(2025, 6, 27)


class Case:
    pass


def pick_title(rng, country):
    r = rng.random()
    if r < 0.38:
        return "Mrs"
    if r < 0.75:
        return "Ms"
    if r < 0.88:
        return "Miss"
    if r < 0.95:
        return "Dr"
    return "Mx"


def make_case(rng, country, age_lo=45, age_hi=60):
    c = Case()
    c.country = country
    c.v = R.VOCAB[country]
    c.visit = phi.rand_date(rng, START, END)
    while c.visit.weekday() >= 5:
        c.visit = phi.add_days(c.visit, 1)
    age = rng.randint(age_lo, age_hi)
    c.dob = phi.add_days(c.visit, -(age * 365 + age // 4 + rng.randint(1, 360)))
    c.age = phi.years_between(c.dob, c.visit)
    c.pt = phi.new_person(rng, "PATIENT", True, pick_title(rng, country))
    c.addr = phi.new_addr(rng, country)
    c.home = R.phone(rng, country, "land")
    c.mobile = R.phone(rng, country, "mobile")
    c.email = c.pt.email(rng)
    c.mrn = R.mrn(rng, country)
    c.plan = R.national_plan(rng, country)
    c.ssn = R.ssn(rng, country)
    c.insurer = phi.insurer_name(rng)
    c.member = R.private_member(rng)
    c.group = R.group_no(rng)
    c.acct = rng.choice(["Acct #", "Encounter No.", "Visit ID", "Episode", "FIN", "Acct"]), \
        rng.choice([R.digits(rng, 9), "%s-%s" % (R.digits(rng, 4), R.digits(rng, 4)),
                    "E" + R.digits(rng, 8), "V" + R.digits(rng, 7)])
    c.hosp = phi.new_site(rng, country, "hospital" if rng.random() < 0.7 else "acute")
    c.acute = c.hosp if rng.random() < 0.4 else phi.new_site(rng, country, "acute")
    c.practice = phi.new_site(rng, country, "practice")
    c.pharmacy = phi.new_site(rng, country, "pharmacy", phi.Addr(phi.street(rng, country, 0.05), c.addr.city,
                                                                c.addr.region, c.addr.region_abbr,
                                                                R.postcode(rng, country, c.addr.region_abbr),
                                                                country))
    c.gp = phi.new_person(rng, "DOCTOR", rng.random() < 0.6, "Dr", rng.choice(phi.CREDS[country]))
    c.spec = phi.new_person(rng, "DOCTOR", rng.random() < 0.75, rng.choice(["Dr", "Dr", "Dr.", "Prof"]),
                            rng.choice(phi.CREDS[country]), rng.choice(phi.SPEC_ROLE[country]))
    if country == "US" and c.spec.title == "Prof":
        c.spec.title = "Dr."
    c.spec_lic = R.licence(rng, country, "doctor")
    c.gp_lic = R.licence(rng, country, "doctor")
    nf = rng.random() < 0.88
    c.nurse = phi.new_person(rng, "DOCTOR", nf, rng.choice(["Sister", "Ms", "", "", "Nurse"] if nf else
                                                            ["Mr", "", "Charge Nurse", ""]) or None,
                             phi.NURSE_CRED[country], phi.NURSE_ROLE[country])
    c.nurse_lic = R.licence(rng, country, "nurse")
    c.pharmacist = phi.new_person(rng, "DOCTOR", rng.random() < 0.6, None,
                                  {"UK": "MRPharmS", "IE": "MPSI", "AU": "BPharm", "CA": "RPh", "US": "PharmD"}[country])
    c.pharm_lic = R.licence(rng, country, "pharm")
    c.sec = phi.new_person(rng, "DOCTOR", rng.random() < 0.85)
    c.typist = (c.sec.first[0] + c.sec.last[0]).lower()
    pm = rng.random() < 0.78
    c.partner = phi.new_person(rng, "FAMILY", not pm, None, middle_p=0.0)
    if rng.random() < 0.8:
        c.partner.last = c.pt.last if rng.random() < 0.6 else c.partner.last
    c.partner_rel = ("husband" if rng.random() < 0.7 else "partner") if pm else rng.choice(["wife", "partner"])
    c.child = phi.new_person(rng, "FAMILY", rng.random() < 0.55, None, middle_p=0.0)
    c.child.last = c.pt.last
    c.child_rel = "daughter" if c.child.female else "son"
    c.profession = rng.choice(pools.PROFESSION)
    c.partner_prof = rng.choice(pools.PARTNER_PROFESSION)
    c.employer = phi.employer_name(rng, country, phi.town(rng, country))
    c.birth_country = rng.choice(pools.BIRTH_COUNTRY)
    c.travel_country = rng.choice(pools.TRAVEL_COUNTRY)
    c.hrt = c.v["hrt"]
    return c


def D(rng, c, d, style=None):
    return phi.D(rng, d, c.country, style)


# ---------------------------------------------------------------- furniture

def letterhead(n, rng, c, site=None, dept=None):
    s = site or c.hosp
    if rng.random() < 0.3:
        n.line(P("HOSPITAL", s.name.upper()))
    else:
        n.line(P("HOSPITAL", s.name))
    if dept:
        n.line(dept)
    lines = phi.addr_items(rng, s.addr, oneline=rng.random() < 0.45)
    for l in lines:
        n.line(l)
    k = rng.randint(0, 3)
    if k == 0:
        n.line("Tel: ", P("PHONE", s.phone), "   Fax: ", P("FAX", s.fax))
        n.line("Email: ", P("EMAIL", s.email))
    elif k == 1:
        n.line("T ", P("PHONE", s.phone), " | F ", P("FAX", s.fax), " | ", P("EMAIL", s.email),
               " | ", P("URL", s.url))
    elif k == 2:
        n.line("Appointments: ", P("PHONE", s.phone), " (option 2)")
        n.line("Secretaries: ", P("PHONE", R.phone(rng, c.country)), rng.choice(["", " (Mon-Thu 9-4)"]))
        n.line("Web: ", P("URL", s.url))
    else:
        n.line("Phone ", P("PHONE", s.phone), "  Facsimile ", P("FAX", s.fax))
    n.blank()


def pt_banner(n, rng, c, style=None):
    style = style if style is not None else rng.randint(0, 4)
    pt = c.pt
    if style == 0:
        n.line("Re: ", pt.t_full(), "  DOB: ", D(rng, c, c.dob, "num"))
        n.line("    ", c.plan[0], ": ", P("HEALTHPLAN", c.plan[1]), "   ", c.mrn[0], ": ", P("MRN", c.mrn[1]))
        n.line("    ", phi.addr_items(rng, c.addr, oneline=True))
    elif style == 1:
        n.line("Patient: ", pt.last_first(upper=True, mid=True))
        n.line("D.O.B.: ", D(rng, c, c.dob), " (", P("AGE", str(c.age)), rng.choice(["y)", " yrs)", ")"]))
        n.line(c.mrn[0], " ", P("MRN", c.mrn[1]), " | ", c.acct[0], " ", P("ACCOUNT", c.acct[1]))
    elif style == 2:
        n.line("RE: ", P("PATIENT", "%s %s" % (pt.first, pt.last.upper())), ", ", D(rng, c, c.dob, "long"))
        for l in phi.addr_items(rng, c.addr):
            n.line("    ", l)
        n.line("    ", c.plan[0], " ", P("HEALTHPLAN", c.plan[1]))
    elif style == 3:
        n.line("NAME: ", pt.last_first(upper=True), "    DOB: ", D(rng, c, c.dob, "num"),
               "    SEX: F")
        n.line(c.mrn[0].upper(), ": ", P("MRN", c.mrn[1]), "    ", c.plan[0].upper(), ": ",
               P("HEALTHPLAN", c.plan[1]))
        n.line("ADDRESS: ", phi.addr_items(rng, c.addr, oneline=True))
        n.line("TEL: ", P("PHONE", c.home), " / ", P("PHONE", c.mobile))
    else:
        n.line(pt.t_full(), " (", D(rng, c, c.dob, rng.choice(["num", "abbr", "dash"])), ")  ",
               c.mrn[0], " ", P("MRN", c.mrn[1]))
    n.blank()


def gp_address(n, rng, c):
    n.line(c.gp.t_full() if rng.random() < 0.7 else [c.gp.title + " ", c.gp.init_last()])
    n.line(P("HOSPITAL", c.practice.name))
    for l in phi.addr_items(rng, c.practice.addr):
        n.line(l)
    n.blank()


def dear_gp(rng, c):
    k = rng.randint(0, 3)
    if k == 0:
        return ["Dear ", c.gp.title, " ", P("DOCTOR", c.gp.last), ","]
    if k == 1:
        return ["Dear ", P("DOCTOR", c.gp.first), ","]
    if k == 2:
        return ["Dear Dr ", P("DOCTOR", c.gp.last)]
    return ["Dear Colleague,"]


def signoff(n, rng, c, who=None, dictated=True, cc=True):
    who = who or c.spec
    n.blank()
    n.line(rng.choice(["Yours sincerely,", "Yours sincerely", "Kind regards,", "With best wishes,",
                       "Sincerely,", "Best regards"]))
    n.blank()
    if rng.random() < 0.3:
        n.line("[electronically signed]")
    n.line(who.t_full() if who.title and rng.random() < 0.6 else who.full(), " ", who.cred or "")
    if who.role:
        n.line(who.role)
    if who is c.spec:
        n.line(c.spec_lic[0], ": ", P("LICENSE", c.spec_lic[1]))
    elif who is c.nurse:
        n.line(c.nurse_lic[0], " ", P("LICENSE", c.nurse_lic[1]))
    if dictated and rng.random() < 0.6:
        n.line(rng.choice(["Dictated but not checked to avoid delay", "Dictated, not read",
                           "Transcribed from dictation", "Letter typed from digital dictation"]),
               " ", D(rng, c, c.visit, "num"))
        n.line(P("DOCTOR", who.first[0] + who.last[0]), "/", P("DOCTOR", c.typist))
    if cc:
        n.blank()
        k = rng.randint(0, 2)
        if k == 0:
            n.line("cc: ", c.pt.t_full(), ", ", phi.addr_items(rng, c.addr, oneline=True))
        elif k == 1:
            n.line("cc: Patient")
            n.line("cc: ", c.gp.t_full(), ", ", P("HOSPITAL", c.practice.name))
        else:
            n.line("Copy to: patient (by email to ", P("EMAIL", c.email), ")")
