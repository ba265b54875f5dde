"""Shared headers, letterheads, signatures and audit footers for dev239_en notes."""
import pools as P


def site_addr(c):
    """street address of the treating site (memoised per note)"""
    if "saddr" not in c.memo:
        rng = c.rng
        stem = rng.choice(P.STREET_STEMS)
        if c.cc == "US":
            city, state, ab, zp, county = rng.choice(P.US_PLACES)
            st = "%d %s %s" % (rng.randint(100, 9800), stem, rng.choice(["Boulevard", "Parkway", "Avenue", "Drive", "Road"]))
            if rng.random() < 0.4:
                st += rng.choice([", Suite ", ", Ste ", " Suite "]) + str(rng.randint(100, 450))
            c.memo["saddr"] = [(st, "STREET"), "\n", (city, "CITY"), ", ", (ab, "STATE"), " ", (zp + "%02d" % rng.randint(1, 99), "ZIP")]
        elif c.cc == "UK":
            town, county, area = rng.choice(P.UK_PLACES)
            st = "%s %s" % (stem, rng.choice(["Road", "Lane", "Way", "Street"]))
            z = "%s%d %d%s%s" % (area, rng.randint(1, 20), rng.randint(1, 9), rng.choice("ABDEFGHJLNPQRSTUWXYZ"), rng.choice("ABDEFGHJLNPQRSTUWXYZ"))
            c.memo["saddr"] = [(st, "STREET"), ", ", (town, "CITY"), " ", (z, "ZIP")]
        else:
            city, region, pc, subs = rng.choice(P.NZ_PLACES)
            st = "%d %s %s" % (rng.randint(1, 300), stem, rng.choice(["Road", "Street", "Drive"]))
            c.memo["saddr"] = [(st, "STREET"), ", ", (rng.choice(subs), "CITY"), ", ", (city, "CITY"), " ", (pc + "%02d" % rng.randint(10, 99), "ZIP")]
    return c.memo["saddr"]


def letterhead(c, b, dept, site=None):
    site = site or c.H()
    if c.p(0.5):
        b.line(site)
        b.line(dept)
    else:
        b.line(dept.upper() if c.p(0.5) else dept, " | ", site)
    b.line(site_addr(c))
    parts = ["Tel ", c.phone("site", "land")]
    if c.p(0.8):
        parts += ["  Fax ", c.fax("site")]
    b.line(*parts)
    if c.p(0.45):
        b.line(c.r("Email: ", "E: ", ""), c.org_email(c.r("bariatrics", "wls.admin", "weightclinic", "obesity.service",
                                                          "bariatric-referrals")), c.r("   ", "  |  "), c.url())
    b.add("\n")


def pt_id(c):
    if c.cc == "UK":
        return [c.r("NHS No: ", "NHS number: ", "NHS#: "), c.nhs()]
    if c.cc == "NZ":
        return [c.r("NHI: ", "NHI ", "NHI No. "), c.nhi()]
    return [c.r("MRN: ", "MRN ", "MR#: ", "Med Rec No: "), c.mrn()]


def demo_header(c, b, date_label="Date of visit", extra=True):
    """patient demographic block in one of several layouts"""
    v = c.ri(0, 4)
    dd = c.dt(c.d0)
    if v == 0:
        b.line("Patient: ", c.P(c.r("full", "fml")), "    DOB: ", c.dt(c.dob), "    ", pt_id(c))
        b.line(date_label, ": ", dd)
    elif v == 1:
        b.line("NAME: ", c.P(c.r("LF", "LFM")), c.r(" | ", "   "), "DOB ", c.dnum(c.dob), " (", c.age_items(f="yrs"),
               ")", c.r(" | ", "   "), pt_id(c))
        b.line(date_label.upper(), ": ", dd)
        if extra and c.p(0.6):
            b.line("Encounter #: ", c.acct())
    elif v == 2:
        b.line("Name:      ", c.P("lf"))
        b.line("DOB:       ", c.dt(c.dob), ["  Age: ", c.age_items(f="bare")] if c.p(0.5) else [])
        b.line(pt_id(c))
        if c.cc == "UK" and c.p(0.4):
            b.line("Hosp No:   ", c.mrn())
        b.line(date_label + ":  ", dd)
    elif v == 3:
        b.line(c.P("full"), ", ", c.dt(c.dob), ", ", c.age_items(f="yF"))
        b.line(pt_id(c), "   ", date_label, " ", dd)
    else:
        b.line("Pt: ", c.P(c.r("LF", "lf", "full")), " | ", c.age_items(f="yF"), " | ", pt_id(c), " | ",
               c.r("Seen ", "Visit ", "DOS "), dd)
        if extra and c.p(0.5):
            b.line("Acct: ", c.acct(), "   Loc: ", c.H("clinic"))
    if extra and c.p(0.35):
        b.line("Address: ", c.addr_items())
    if extra and c.p(0.3):
        b.line(c.r("Phone: ", "Mob: ", "Contact: "), c.phone("pt"))
    if extra and c.cc != "NZ" and c.p(0.12 if c.cc == "US" else 0.07):
        b.line("SSN: " if c.cc == "US" else c.r("NI No: ", "NINO: "), c.ssn())
    b.add("\n")


def letter_re(c, b):
    """letter-style RE: block (UK/NZ clinic letters, US correspondence)"""
    b.line(c.r("Re: ", "RE: ", "Patient: "), c.r([c.title, " "], []), c.P(c.r("full", "fml")), ", ",
           c.r("DOB ", "D.O.B. ", "born "), c.dt(c.dob))
    b.line(pt_id(c))
    if c.p(0.75):
        b.line(c.addr_items())
    b.add("\n")


def sign(c, b, role, when=True, lic=False, letter=None):
    d = c.doc(role)
    v = c.ri(0, 3)
    if letter is False and v == 1:
        v = c.r(0, 2, 3)
    elif letter is True:
        v = 1
    if v == 0:
        b.line("Electronically signed by ", c.D(role, c.r("full_cred", "fml_cred")),
               [" on ", c.dt(c.d0), " at %02d:%02d" % (c.ri(7, 19), c.ri(0, 59))] if when else [])
    elif v == 1:
        b.line(c.r("Kind regards,", "Yours sincerely,", "Regards,", "Thanks,"))
        b.add("\n")
        b.line(c.D(role, "plain") if c.p(0.5) else [c.dtitle(role), (d.form("full"), "DOCTOR")])
        b.line(c.cred(role))
    elif v == 2:
        b.line("-- ", c.D(role, c.r("full_cred", "t_last")))
    else:
        pg = [c.r(" / ", " | ", "  "), "bleep " if c.cc == "UK" else c.r("pager ", "pgr "), c.pager()] if c.p(0.6) else []
        b.line((d.form(c.r("full", "fil")), "DOCTOR"), " ", c.cred(role), pg)
    if lic:
        if c.cc == "US":
            b.line("NPI: ", c.npi(role), c.r("", ["   Lic# ", c.reg(role)]))
        elif c.cc == "UK":
            b.line(c.r("GMC ", "GMC No. ", "Reg: "), c.reg(role))
        else:
            b.line(c.r("MCNZ ", "Reg no. ", "APC "), c.reg(role))


def audit(c, b, role="nurse"):
    """EHR audit footer: username, date, sometimes workstation IP"""
    v = c.ri(0, 3)
    t = " %02d:%02d" % (c.ri(6, 22), c.ri(0, 59))
    if v == 0:
        b.line("Last edited by: ", c.user(role), " ", c.dt(c.d0, "iso"), t)
    elif v == 1:
        b.line("[audit] user=", c.user(role), " ws=", c.ip(), " ts=", c.dt(c.d0, "iso"), t)
    elif v == 2:
        b.line("Created by ", c.user(role), " | Modified ", c.dt(c.d0), t, " | Workstation ", c.ip())
    else:
        b.line("Note entered by ", c.D(role, "plain"), " (", c.user(role), ")")


def cc_list(c, b, roles):
    b.add("\n", c.r("cc: ", "CC: ", "Copy to: ", "c.c. "))
    first = True
    for r in roles:
        if not first:
            b.add("; ")
        first = False
        if r == "gp":
            b.add(c.D("gp", c.r("t_full", "t_last", "full_cred")), ", ", c.H("clinic"))
        elif r == "pt":
            b.add(c.r("Patient", "patient", "the patient"))
        else:
            b.add(c.D(r))
    b.add("\n")
