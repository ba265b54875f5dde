"""Reusable header / signature blocks (dev221_en)."""
from phi import digits, letters, npi, med_license, dea


def health_card(rng, prov):
    if prov == "ON":
        return "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))
    if prov == "BC":
        return "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
    if prov == "QC":
        return "%s %s %s" % (letters(rng, 4), digits(rng, 4), digits(rng, 4))
    if prov == "AB":
        return "%s-%s" % (digits(rng, 5), digits(rng, 4))
    return digits(rng, 9)


def member_id(rng):
    k = rng.randrange(4)
    if k == 0:
        return letters(rng, 3) + digits(rng, 6)
    if k == 1:
        return "W" + digits(rng, 9)
    if k == 2:
        return "%s-%s-%s" % (letters(rng, 2), digits(rng, 4), digits(rng, 3))
    return digits(rng, 11)


def letterhead(d, c, style=None):
    rng = c.rng
    style = rng.randrange(4) if style is None else style
    a = c.clinic_addr
    if style == 0:
        d.f("{cl}\n{st}, {ci}, {sp} {z}\nTel {ph} | Fax {fx}\n\n", cl=(c.clinic, "HOSPITAL"),
            st=(a.street, "STREET"), ci=(a.city, "CITY"), sp=(a.st, "STATE"), z=(a.zip, "ZIP"),
            ph=(c.clinic_phone, "PHONE"), fx=(c.clinic_fax, "FAX"))
    elif style == 1:
        d.f("{cl}\n{st}\n{ci}, {sp}  {z}{co}\nP: {ph}   F: {fx}\n{url}\n\n", cl=(c.clinic.upper(), "HOSPITAL"),
            co=["  ", ("USA" if c.country == "US" else "Canada", "COUNTRY")] if rng.random() < 0.3 else "",
            st=(a.street, "STREET"), ci=(a.city, "CITY"), sp=(a.st, "STATE"), z=(a.zip, "ZIP"),
            ph=(c.clinic_phone, "PHONE"), fx=(c.clinic_fax, "FAX"), url=(c.clinic_url, "URL"))
    elif style == 2:
        d.f("{cl} | {ci}, {sp} | ph {ph}\n", cl=(c.clinic, "HOSPITAL"), ci=(a.city, "CITY"),
            sp=(a.stfull, "STATE"), ph=(c.clinic_phone, "PHONE"))
        d.t("-" * rng.choice((40, 60, 72)) + "\n")
    else:
        d.f("{cl}\nOccupational Medicine Department\n{st} * {ci} {sp} {z}\n(phone) {ph}  (fax) {fx}\n\n",
            cl=(c.clinic, "HOSPITAL"), st=(a.street, "STREET"), ci=(a.city, "CITY"), sp=(a.st, "STATE"),
            z=(a.zip, "ZIP"), ph=(c.clinic_phone, "PHONE"), fx=(c.clinic_fax, "FAX"))


def pt_header(d, c, style=None, with_emp=True):
    rng = c.rng
    style = rng.randrange(4) if style is None else style
    if style == 0:
        d.f("Patient: {n}    DOB: {dob}    Age: {a}    Sex: {s}\nMRN: {m}    Acct #: {ac}    DOS: {v}\n",
            n=c.pt.n("lfm"), dob=c.d(c.dob), a=c.agev("n"), s=c.sexw(True), m=(c.mrn, "MRN"),
            ac=(c.acct, "ACCOUNT"), v=c.d(c.visit))
    elif style == 1:
        d.f("NAME: {n}\nDOB: {dob} ({a}y)\nCHART#: {m}\nVISIT#: {ac}\nDATE OF SERVICE: {v}\n",
            n=c.pt.n("LF2"), dob=c.d(c.dob, "us" if c.country == "US" else "iso"), a=c.agev("n"),
            m=(c.mrn, "MRN"), ac=(c.acct, "ACCOUNT"), v=c.d(c.visit))
    elif style == 2:
        d.f("Pt: {n}, {a} y/o {s}, DOB {dob}, MRN {m}\nSeen {v}\n", n=c.pt.n("fl"), a=c.agev("n"),
            s=c.sexw(), dob=c.d(c.dob), m=(c.mrn, "MRN"), v=c.d(c.visit))
    else:
        d.f("Worker: {n}\nDate of birth: {dob}\nFile no.: {m}\nAppointment: {v}, {t}\n", n=c.pt.n("full"),
            dob=c.d(c.dob), m=(c.mrn, "MRN"), v=c.d(c.visit, "wd" if c.country == "US" else "dmy_l"), t=c.time())
    if with_emp:
        if rng.random() < 0.5:
            d.f("Employer: {e}    Job title: {j}\n", e=c.E(), j=(c.job, "PROFESSION"))
        else:
            d.f("Employer: {e} ({ci}, {sp})\nOccupation: {j}\n", e=c.E(), ci=(c.emp_addr.city, "CITY"),
                sp=(c.emp_addr.st, "STATE"), j=(c.job, "PROFESSION"))


def signature(d, c, who=None, date=None, style=None):
    rng = c.rng
    who = who or c.doc
    date = date or c.visit
    style = rng.randrange(6) if style is None else style
    if style == 0:
        d.f("\nElectronically signed by {s} on {dt} at {t}\n", s=who.sig(rng.choice(("fl", "full"))),
            dt=c.d(date), t=c.time())
    elif style == 1:
        d.f("\n\n______________________________\n{s}\n{cl}\n{lab}{np}\n", s=who.sig("full"),
            cl=(c.clinic, "HOSPITAL"), lab="NPI: " if c.country == "US" else "Reg. no. ",
            np=(npi(rng) if c.country == "US" else med_license(rng, c.st), "LICENSE"))
    elif style == 2:
        tr = c.ma
        d.f("\n{s}\nOccupational Medicine\n\nD: {d1}  T: {d2}\n{i1}/{i2}\n", s=who.sig("fl"), d1=c.d(date, "us_s" if c.country == "US" else "iso"),
            d2=c.d(date, "us_s" if c.country == "US" else "iso"), i1=who.n("INI"), i2=tr.n("ini"))
    elif style == 3:
        d.f("\nScribed by {m} in the presence of {dr}. I have reviewed and agree with the above.\n{s}\n",
            m=c.ma.n("fl"), dr=who.tl() if who.title().startswith("Dr") else who.n("fl"), s=who.sig("fl"))
    elif style == 4:
        if c.country == "CA":
            d.f("\n{s}\nLicence no. {l}\n", s=who.sig("fl"), l=(med_license(rng, c.st), "LICENSE"))
        else:
            d.f("\n{s}\nLic# {l}  DEA {de}\n", s=who.sig("fl"), l=(med_license(rng), "LICENSE"),
                de=(dea(rng, who.last), "LICENSE"))
    else:
        d.f("\n-- {s} ({d1})\n", s=who.sig(rng.choice(("fi", "fl", "LF"))), d1=c.d(date))


def confidentiality(d, c):
    rng = c.rng
    k = rng.randrange(4)
    if k == 0:
        d.t("\nCONFIDENTIAL: This document contains medical information protected by law. "
            "If received in error, notify the sender and destroy all copies.\n")
    elif k == 1:
        d.f("\nThis report is confidential and intended solely for {e}'s claims representative and the treating provider.\n",
            e=c.E())
    elif k == 2:
        d.f("\nQuestions? Call {cl} at {ph}.\n", cl=(c.clinic, "HOSPITAL"), ph=(c.clinic_phone, "PHONE"))
    else:
        d.t("\n[Page 1 of 1]\n")


def cc_line(d, c):
    rng = c.rng
    items = []
    d.t("\ncc: ")
    k = rng.randrange(3)
    if k == 0:
        d.f("{a}, {ins} (fax {fx})", a=c.adjuster.n("fl"), ins=(c.insurer, "ORGANIZATION"), fx=(c.adj_fax, "FAX"))
    elif k == 1:
        d.f("{h}, HR, {e}; file", h=c.hr.n("fl"), e=c.E())
    else:
        d.f("employer ({e}); {a} ({ae})", e=c.E(), a=c.adjuster.n("fi"), ae=(c.adj_email, "EMAIL"))
    d.t("\n")
    return items
