"""Shared document blocks: letterheads, applicant identity blocks,
signatures, e-mail headers."""
import phi
from cast import addr_line, addr_block, d

TEL = ["Tel: ", "Ph: ", "Phone ", "T: ", "Tel. ", "Telephone: "]
FAX = ["Fax: ", "F: ", "Fax ", "Facsimile: "]


def letterhead(n, rng, c, style=None):
    style = style if style is not None else rng.randint(0, 3)
    name = (c.name.upper(), "HOSPITAL") if rng.random() < 0.4 else (c.name, "HOSPITAL")
    if style == 0:
        n.line("{}", name)
        n.line("{}", addr_line(c.addr, rng))
        ph = c.phone + (phi.extension(rng) if rng.random() < 0.25 else "")
        n.line("{}{}   {}{}", rng.choice(TEL), (ph, "PHONE"), rng.choice(FAX), (c.fax, "FAX"))
        if rng.random() < 0.6:
            n.line("{} | {}", (c.email, "EMAIL"), (c.url, "URL"))
    elif style == 1:
        n.line("{} * {} * {}{}", name, addr_line(c.addr, rng, sep=", "), rng.choice(TEL), (c.phone, "PHONE"))
    elif style == 2:
        n.line("{}", name)
        n.line("{}", addr_block(c.addr, rng))
        n.line("{}{}", rng.choice(TEL), (c.phone, "PHONE"))
        n.line("{}{}", rng.choice(FAX), (c.fax, "FAX"))
        n.line("{}", (c.email, "EMAIL"))
    else:
        n.line("{}  |  {}", name, (c.url, "URL"))
        n.line("{}  tel {}  fax {}", addr_line(c.addr, rng), (c.phone, "PHONE"), (c.fax, "FAX"))
    n.line("-" * rng.choice([40, 60, 72]) if rng.random() < 0.6 else "")


def sex_word(rng, k):
    return rng.choice({"M": ["M", "Male", "male"], "F": ["F", "Female", "female"]}[k.sex])


def id_fields(k):
    """Destination-specific immigration identifiers: list of (label, value, type)."""
    if k.dest == "US":
        return [("A-Number", k.a_number, "IDNUM"), ("USCIS receipt #", k.receipt, "IDNUM")]
    if k.dest == "CA":
        return [("UCI", k.uci, "IDNUM"), ("IME No.", k.ime, "IDNUM")]
    if k.dest == "AU":
        return [("HAP ID", k.hap, "IDNUM"), ("TRN", k.trn, "IDNUM")]
    if k.dest == "UK":
        return [("GWF ref", k.gwf, "IDNUM"), ("UKVI case", k.case_no, "IDNUM")]
    return [("INZ client no.", k.inz, "IDNUM"), ("Application no.", k.case_no, "IDNUM")]


def applicant_block(n, rng, k, extra=True, with_home=True, home=None):
    nm = k.pt.any_form(rng, ("full", "caps_comma", "comma", "passport", "gmf"))
    n.line("{}{}", rng.choice(["Applicant: ", "Name: ", "Applicant name: ", "NAME (Surname, Given): ", "Patient: "]), nm)
    n.line("DOB: {}   Age: {}   Sex: {}", d(k, k.dob), (str(k.age), "AGE"), sex_word(rng, k))
    n.line("Country of birth: {}   Passport: {}", (k.birth_country, "COUNTRY"), (k.passport, "IDNUM"))
    for lab, val, typ in id_fields(k)[:rng.randint(1, 2)]:
        n.line("{}: {}", lab, (val, typ))
    if extra and rng.random() < 0.6:
        n.line("Clinic file #: {}", (k.mrn, "MRN"))
    if extra and k.dest in ("US", "CA") and home is None and rng.random() < 0.35:
        n.line("{} {}", "SSN" if k.dest == "US" else "SIN", (k.ssn if k.dest == "US" else k.sin, "SSN"))
    if with_home:
        a = home or k.home
        n.line("Address: {}", addr_line(a, rng))
        if rng.random() < 0.7:
            n.line("Contact: {}{}", (k.mobile if a is k.home else k.mobile_abroad, "PHONE"),
                   ["  /  ", (k.email, "EMAIL")] if rng.random() < 0.6 else "")


def signature(n, rng, who, clinic=None, lic=None, lic_label=None, date=None, k=None):
    n.line("")
    n.line(rng.choice(["Signed,", "Electronically signed by:", "Examining physician:", "Regards,", "", "Sincerely,"]))
    n.line("{}", who.dr(rng) if rng.random() < 0.5 else [who.form("full"), (", " + who.cred) if who.cred else ""])
    if lic:
        n.line("{}{}", lic_label or rng.choice(["Lic # ", "Licence no. ", "License: ", "Reg. no. "]), (lic, "LICENSE"))
    if clinic is not None and rng.random() < 0.6:
        n.line("{}", (clinic.name, "HOSPITAL"))
    if date is not None and k is not None:
        n.line("Date: {}", d(k, date))


def email_header(n, rng, k, frm, to, date, subject, cc=None):
    n.line("From: {}", frm)
    n.line("To: {}", to)
    if cc:
        n.line("Cc: {}", cc)
    wk = phi.fmt_date(date, "wk_us" if k.dest == "US" else "wk_uk")
    n.line("Sent: {} {}", (wk, "DATE"), "%d:%02d %s" % (rng.randint(1, 12), rng.randint(0, 59), rng.choice(["AM", "PM"])))
    n.line("Subject: {}", subject)
    n.line("")


def name_with_addr(person, addr):
    return [person, " <", addr, ">"]
