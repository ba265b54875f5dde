"""Reusable PHI-bearing fragments: references to people, addresses, headers, signatures."""
import datetime

import case as casemod
import phi
from doc import P


def dt(rng, c, date, style="any"):
    return P(phi.date(rng, date, c.c, style), "DATE")


def plus(date, days):
    return date + datetime.timedelta(days=days)


def tm(rng, c):
    return phi.time_of_day(rng, c.c)


# ------------------------------------------------------------------ people
def title_for(rng, p):
    if p.sex == "M":
        return rng.choice(["Mr ", "Mr. "])
    return rng.choice(["Mrs ", "Ms ", "Ms. ", "Miss ", "Mrs. ", "Ms "])


def mum_ref(rng, c, formal=False):
    m = c.mum
    r = rng.random()
    if formal or r < 0.3:
        return [title_for(rng, m), P(rng.choice([m.last, m.full(), m.form(rng, "init")]), "PATIENT")]
    if r < 0.55:
        return [m.nm(rng, "full")]
    if r < 0.8:
        return [m.nm(rng, "first")]
    if r < 0.9 and m.nick:
        return [m.nm(rng, "nick")]
    return [rng.choice(["mum ", "mother ", "Mum "]), "(", m.nm(rng, "first"), ")"]


def baby_ref(rng, c, formal=False):
    b = c.baby
    r = rng.random()
    if formal:
        r = rng.choice([0.05, 0.2, 0.5])
    if r < 0.12:
        return [rng.choice(["Baby ", "Baby Boy " if b.sex == "M" else "Baby Girl ", "BB ", "Infant "]), P(b.last, "PATIENT")]
    if r < 0.22:
        return ["Baby of ", c.mum.nm(rng, rng.choice(["full", "LF", "lf"]))]
    if r < 0.55:
        return [b.nm(rng, rng.choice(["full", "full", "fml"]))]
    return [b.nm(rng, "first")]


def partner_ref(rng, c):
    p = c.partner
    if p is None:
        return ["her mother ", c.gran.nm(rng, "first")]
    rel = rng.choice(["partner", "husband" if p.sex == "M" else "wife", "baby's father" if p.sex == "M" else "partner",
                      "partner", "dad" if p.sex == "M" else "partner"])
    return [rel + " ", p.nm(rng, rng.choice(["first", "first", "full"]))]


def staff_ref(rng, s, style=None):
    """Reference to a clinician with title/credential outside the span."""
    if style is None:
        style = rng.choice(["dr", "cred", "plain", "init", "first"])
    is_doc = s.role in ("General Practitioner", "Family Physician") or "Paed" in s.role or "Pediatric" in s.role or s.role == "Neonatologist"
    if is_doc and style in ("dr", "cred", "plain", "init", "first"):
        r = rng.random()
        if r < 0.6:
            return [rng.choice(["Dr ", "Dr. ", "Dr "]), P(rng.choice([s.last, s.full(), s.form(rng, "init")]), "DOCTOR")]
        if r < 0.85:
            return [s.nm(rng, "full"), ", " + s.creds if s.creds else ""]
        return [s.nm(rng, "init"), " (" + s.role + ")"]
    if style == "dr":
        style = "cred"
    if style == "cred":
        return [s.nm(rng, rng.choice(["full", "full", "fml"])), (rng.choice([", ", " "]) + s.creds) if s.creds else ""]
    if style == "plain":
        return [s.nm(rng, "full")]
    if style == "init":
        return [s.nm(rng, "init")]
    if style == "first":
        return [s.nm(rng, "first")]
    return [s.nm(rng, "full")]


def doctor_ref(rng, s):
    return [rng.choice(["Dr ", "Dr. ", "Dr "]), P(rng.choice([s.last, s.full(), s.form(rng, "init")]), "DOCTOR")]


# ------------------------------------------------------------------ addresses
def address(rng, d, a, multiline=None, with_country=False):
    if multiline is None:
        multiline = rng.random() < 0.4
    sep = "\n" if multiline else ", "
    d.add(P(a.street, "STREET"), sep, P(a.city, "CITY"))
    if a.country == "UK":
        if a.county and rng.random() < 0.45:
            d.add(sep if multiline else ", ", P(a.county, "CITY"))
        d.add(sep if multiline else " " if rng.random() < 0.3 else ", ", P(a.zip, "ZIP"))
    elif a.country == "US":
        st = a.state_abbr if rng.random() < 0.85 else a.state
        d.add(", ", P(st, "STATE"), " " if rng.random() < 0.8 else "  ", P(a.zip, "ZIP"))
    elif a.country == "AU":
        st = a.state_abbr if rng.random() < 0.8 else a.state
        d.add(" " if rng.random() < 0.5 else ", ", P(st, "STATE"), " ", P(a.zip, "ZIP"))
    elif a.country == "CA":
        st = a.state_abbr if rng.random() < 0.8 else a.state
        d.add(", " if rng.random() < 0.6 else " ", P(st, "STATE"), "  " if rng.random() < 0.5 else " ", P(a.zip, "ZIP"))
    else:  # NZ
        if rng.random() < 0.3:
            d.add(", ", P(a.state, "STATE"))
        d.add(" ", P(a.zip, "ZIP"))
    if with_country:
        name = {"UK": "United Kingdom", "US": "USA", "AU": "Australia", "NZ": "New Zealand", "CA": "Canada"}[a.country]
        d.add(sep, P(name, "COUNTRY"))


def city_state(rng, d, a):
    d.add(P(a.city, "CITY"))
    if a.country in ("US", "AU", "CA"):
        d.add(", ", P(a.state_abbr if rng.random() < 0.7 else a.state, "STATE"))
    elif a.country == "UK" and a.county and rng.random() < 0.3:
        d.add(", ", P(a.county, "CITY"))


# ------------------------------------------------------------------ ids
def nat_id(rng, d, c, who="mum", label=True):
    val = c.mum_nat if who == "mum" else c.baby_nat
    if label:
        d.add(c.nat_label, rng.choice([": ", " ", ": "]))
    d.add(P(val, c.nat_type))


def mrn_label(rng):
    return rng.choice(["MRN", "MRN:", "Hosp No", "Hospital no.", "UR", "URN", "Unit No", "MR#", "Record #"])


# ------------------------------------------------------------------ headers & signatures
def dyad_header(rng, d, c, date, style=None):
    if style is None:
        style = rng.choice(["table", "inline", "caps"])
    if style == "table":
        d.line("Mother:   {}    DOB: {}    {} {}", c.mum.nm(rng, rng.choice(["full", "LF", "lf", "fml"])),
               dt(rng, c, c.mum_dob, "full"), mrn_label(rng), P(c.mum_mrn, "MRN"))
        d.line("Infant:   {}    DOB: {}    {} {}", c.baby.nm(rng, rng.choice(["full", "LF", "lf"])),
               dt(rng, c, c.birth, "full"), mrn_label(rng), P(c.baby_mrn, "MRN"))
    elif style == "inline":
        d.f("Pt: {} ({}", c.mum.nm(rng, rng.choice(["full", "fml", "lf"])), adult_age(rng, c))
        d.line(")  MRN {}  | Baby {} DOB {}", P(c.mum_mrn, "MRN"), c.baby.nm(rng, rng.choice(["first", "full"])),
               dt(rng, c, c.birth, "any"))
    else:
        d.line("PATIENT: {}   D.O.B. {}", c.mum.nm(rng, "LF"), dt(rng, c, c.mum_dob, "num"))
        d.f("{} ", c.nat_label)
        d.line("{}   BABY: {}", P(c.mum_nat, c.nat_type), c.baby.nm(rng, "LF"))
    d.line("Date: {}", dt(rng, c, date, rng.choice(["full", "wd", "full"])))


def adult_age(rng, c):
    return casemod.adult_age_items(rng, c.mum_age)


def signature(rng, d, c, s, date=None, lic=True, contact=True, lead=None):
    if lead is None:
        lead = rng.choice(["Signed: ", "", "-- ", "Electronically signed by ", "Seen by: ", "", "Thanks, "])
    d.add(lead)
    d.add(staff_ref(rng, s, rng.choice(["cred", "cred", "plain", "dr"])))
    if s.role and rng.random() < 0.6:
        d.add(rng.choice([", ", " - ", "\n"]), s.role)
    if date is not None:
        d.add(rng.choice([" ", "  ", " on "]), dt(rng, c, date, rng.choice(["num", "iso", "dash"])), " ", tm(rng, c))
    d.nl()
    if lic and s.lic and rng.random() < 0.75:
        d.line("{} {}", casemod.lic_label(rng, s.lic_kind), P(s.lic, "LICENSE"))
    if contact and rng.random() < 0.7:
        r = rng.random()
        if r < 0.4:
            d.line("{} {}", rng.choice(["Ph", "Tel", "Phone:", "Direct line"]), P(phi.phone_ext(rng, c.c) if rng.random() < 0.4 else phi.phone(rng, c.c, "land"), "PHONE"))
        elif r < 0.7:
            d.line("{}", P(phi.email_staff(rng, s.first, s.last, c.hosp), "EMAIL"))
        else:
            d.line("{} {} | {}", c.word("bleep").capitalize(), P(phi.pager(rng), "PHONE"),
                   P(phi.email_staff(rng, s.first, s.last, c.hosp), "EMAIL"))


def letterhead(rng, d, c, site, addr=None, fax=True, web=True):
    d.line("{}", P(site, "HOSPITAL"))
    if rng.random() < 0.5:
        d.line(rng.choice(["Infant Feeding Team", "Lactation Services", "Breastfeeding Support Service",
                           "Women's & Children's Directorate", "Tongue-tie Clinic", "Maternity Services"]))
    a = addr or c.hosp_addr
    address(rng, d, a, multiline=rng.random() < 0.5)
    d.nl()
    d.f("{} {}", rng.choice(["Tel", "T:", "Ph:", "Phone"]), P(c.hosp_phone, "PHONE"))
    if fax:
        d.f("{}{} {}", rng.choice(["   ", " | ", "\n"]), rng.choice(["Fax", "F:", "Fax:"]), P(c.hosp_fax, "FAX"))
    d.nl()
    if web and rng.random() < 0.6:
        d.line("{}  {}", P(phi.email_service(rng, site), "EMAIL"), P(phi.url(rng, site), "URL"))


HOLIDAYS = {
    "UK": ["Christmas", "Christmas Day", "Boxing Day", "New Year's Day", "Easter", "Good Friday", "Easter Monday"],
    "US": ["Thanksgiving", "Christmas", "Labor Day", "the Fourth of July", "Memorial Day", "New Year's Eve"],
    "AU": ["Christmas", "Boxing Day", "Australia Day", "Anzac Day", "Easter", "New Year's Day"],
    "NZ": ["Christmas", "Waitangi Day", "Matariki", "Anzac Day", "Boxing Day", "Easter"],
    "CA": ["Canada Day", "Thanksgiving", "Christmas", "Victoria Day", "Boxing Day", "New Year's Day"],
}


def holiday(rng, c):
    """Holiday mention; the leading article 'the' stays outside the span."""
    h = rng.choice(HOLIDAYS[c.c])
    if h.startswith("the "):
        return ["the ", P(h[4:], "DATE")]
    return [P(h, "DATE")]


def weekday(rng, c, date):
    return P(phi.date(rng, date, c.c, "weekday"), "DATE")
