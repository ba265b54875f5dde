"""People, addresses and the per-note event context."""
import datetime as dt

import phi
import pools_names as PN
import pools_places as PP

OCCUPATIONS = [
    "scaffolder", "student nurse", "bar worker", "electrician", "primary school teacher",
    "delivery driver", "software developer", "plasterer", "barista", "accountant",
    "chef", "hairdresser", "warehouse operative", "firefighter", "postal worker",
    "care assistant", "university student", "apprentice joiner", "dental nurse",
    "solicitor", "HGV driver", "farm labourer", "graphic designer", "retail assistant",
    "bricklayer", "lifeguard", "call centre agent", "mechanic", "civil engineer",
    "tattoo artist", "roofer", "pharmacy technician", "sous chef", "security guard",
    "bus driver", "paralegal", "personal trainer", "landscape gardener", "journalist",
    "line cook", "rideshare driver", "oil rig worker", "FIFO miner", "tradie",
    "nail technician", "steward", "merchandise seller", "festival litter picker",
    "sound engineer", "photographer", "retired teacher", "retired miner",
]

ROLES = {
    "UK": [("Dr", "event doctor", "GMC"), ("", "paramedic", "HCPC"), ("", "paramedic", "HCPC"),
           ("", "staff nurse", "NMC"), ("", "ECA", None), ("", "EMT", None),
           ("", "first aider", None), ("", "welfare lead", None), ("", "control loggist", None),
           ("", "medical manager", None), ("Dr", "clinical lead", "GMC"), ("", "ACP", "HCPC")],
    "US": [("Dr.", "medical director", "NPI"), ("", "paramedic", "STATE"), ("", "EMT-B", "STATE"),
           ("", "EMT", "STATE"), ("", "RN", "STATE"), ("", "PA-C", "NPI"),
           ("", "ATC", "STATE"), ("", "dispatcher", None), ("Dr.", "event physician", "NPI"),
           ("", "harm reduction volunteer", None), ("", "NP", "NPI")],
    "AU": [("Dr", "event medical officer", "AHPRA_MED"), ("", "paramedic", "AHPRA_PAR"),
           ("", "RN", "AHPRA_NMW"), ("", "first responder", None), ("", "welfare volunteer", None),
           ("", "medical coordinator", None), ("Dr", "senior medical officer", "AHPRA_MED"),
           ("", "intensive care paramedic", "AHPRA_PAR")],
}


EQUIV = {
    "UK": {"RN": "staff nurse", "event medical officer": "event doctor", "EMT-B": "ECA",
           "medical director": "clinical lead", "event physician": "event doctor",
           "first responder": "first aider", "welfare volunteer": "welfare lead",
           "harm reduction volunteer": "welfare lead", "medical coordinator": "medical manager",
           "senior medical officer": "clinical lead", "intensive care paramedic": "paramedic",
           "dispatcher": "control loggist", "NP": "ACP", "ATC": "first aider"},
    "US": {"staff nurse": "RN", "event doctor": "event physician", "ECA": "EMT-B",
           "clinical lead": "medical director", "event medical officer": "event physician",
           "first aider": "EMT", "first responder": "EMT", "welfare lead": "harm reduction volunteer",
           "welfare volunteer": "harm reduction volunteer", "control loggist": "dispatcher",
           "medical manager": "dispatcher", "ACP": "NP", "medical coordinator": "dispatcher",
           "senior medical officer": "medical director", "intensive care paramedic": "paramedic"},
    "AU": {"staff nurse": "RN", "event doctor": "event medical officer", "ECA": "first responder",
           "EMT": "first responder", "EMT-B": "first responder", "clinical lead": "senior medical officer",
           "medical director": "senior medical officer", "event physician": "event medical officer",
           "first aider": "first responder", "welfare lead": "welfare volunteer",
           "harm reduction volunteer": "welfare volunteer", "control loggist": "medical coordinator",
           "medical manager": "medical coordinator", "dispatcher": "medical coordinator",
           "ACP": "intensive care paramedic", "NP": "RN", "ATC": "first responder"},
}


class Person:
    pass


def _name(rng, sex=None):
    if sex is None:
        sex = rng.choice("MF")
    first = rng.choice(PN.MALE if sex == "M" else PN.FEMALE)
    last = rng.choice(PN.SURNAMES)
    middle = rng.choice(PN.MALE if sex == "M" else PN.FEMALE) if rng.random() < 0.45 else ""
    return sex, first, middle, last


def address(rng, country, house=True):
    a = Person()
    num = str(rng.randint(1, 240))
    st = "%s %s" % (rng.choice(PP.STREET_WORDS), rng.choice(PP.STREET_SUFFIX[country]))
    a.street = "%s %s" % (num, st)
    if house and rng.random() < 0.2:
        a.street = rng.choice(PP.HOUSE_NAMES) + ", " + a.street
    a.street_name = st
    a.city = rng.choice(PP.TOWNS[country])
    if country == "UK":
        a.state = rng.choice(PP.COUNTIES_UK)
        a.state_abbr = a.state
        a.zip = (phi.letters(rng, rng.choice([1, 2])) + str(rng.randint(1, 29)) + " " +
                 str(rng.randint(1, 9)) + phi.letters(rng, 2))
    elif country == "AU":
        a.state, a.state_abbr = rng.choice(PP.STATES["AU"])
        a.zip = str(rng.randint(2000, 7999))
    else:
        a.state, a.state_abbr = rng.choice(PP.STATES["US"])
        a.zip = phi.digits(rng, 5) + (("-" + phi.digits(rng, 4)) if rng.random() < 0.15 else "")
    a.country = rng.choice(PP.COUNTRY_NAME[country])
    a.full_state = rng.random() < 0.2
    a.cc = country
    return a


def addr_inline(a, with_state=True, with_country=False):
    """'12 Elm Road, Ashcombe, Caddonshire AB1 2CD' as a list piece."""
    out = [("STREET", a.street), ", ", ("CITY", a.city)]
    if a.cc == "UK":
        if with_state:
            out += [", ", ("CITY", a.state)]
        out += [" ", ("ZIP", a.zip)]
    else:
        if with_state:
            st = a.state if a.full_state else a.state_abbr
            out += [", " if a.cc == "US" or a.full_state else " ", ("STATE", st)]
        out += [" ", ("ZIP", a.zip)]
    if with_country:
        out += [", ", ("COUNTRY", a.country)]
    return out


def addr_block(a, sep="\n"):
    out = [("STREET", a.street), sep, ("CITY", a.city)]
    if a.cc == "UK":
        out += [sep, ("CITY", a.state), sep, ("ZIP", a.zip.upper())]
    else:
        out += [", " if a.cc == "US" else " ", ("STATE", a.state_abbr), " ", ("ZIP", a.zip)]
    return out


def make_patient(rng, country, d0, kind="festival"):
    p = Person()
    p.sex, p.first, p.middle, p.last = _name(rng)
    lo, hi = {"festival": (16, 38), "stadium": (9, 78), "marathon": (19, 71),
              "motorsport": (17, 64), "public": (4, 88)}.get(kind, (16, 80))
    if rng.random() < 0.15:
        lo, hi = 14, 17
    p.age = rng.randint(lo, hi)
    p.dob = phi.dob_for_age(rng, p.age, d0)
    p.addr = address(rng, country)
    p.phone = phi.phone(rng, country, "mobile")
    p.email = phi.email(rng, p.first, p.last)
    p.mrn = phi.mrn(rng, country)
    p.nhs = phi.nhs_number(rng)
    p.medicare = phi.medicare(rng)
    p.ssn = phi.ssn(rng)
    p.plan = phi.healthplan(rng, country)
    p.job = rng.choice(OCCUPATIONS)
    p.employer = rng.choice(PP.EMPLOYERS)
    p.wristband = phi.wristband(rng)
    p.foreign = rng.choice(PP.FOREIGN) if rng.random() < 0.18 else None
    p.he = "he" if p.sex == "M" else "she"
    p.his = "his" if p.sex == "M" else "her"
    p.him = "him" if p.sex == "M" else "her"
    p.sx = p.sex if rng.random() < 0.7 else ("male" if p.sex == "M" else "female")
    return p


def make_staff(rng, country, role=None):
    s = Person()
    s.sex, s.first, s.middle, s.last = _name(rng)
    roles = ROLES[country]
    if role is not None:
        cands = [r for r in roles if r[1] == role]
        if not cands:
            alt = EQUIV.get(country, {}).get(role, role)
            cands = [r for r in roles if r[1] == alt] or [("", alt, None)]
        r = cands[0]
    else:
        r = rng.choice(roles)
    s.title, s.role, reg = r
    s.reg_kind = reg
    s.reg = None
    if reg == "GMC":
        s.reg_label, s.reg = "GMC", phi.gmc(rng)
    elif reg == "HCPC":
        s.reg_label, s.reg = "HCPC", phi.hcpc(rng)
    elif reg == "NMC":
        s.reg_label, s.reg = "NMC PIN", phi.nmc(rng)
    elif reg == "NPI":
        s.reg_label, s.reg = "NPI", phi.npi(rng)
    elif reg == "STATE":
        s.reg_label, s.reg = rng.choice(["Lic#", "State cert", "EMS lic."]), phi.state_lic(rng)
    elif reg and reg.startswith("AHPRA"):
        s.reg_label, s.reg = "AHPRA", phi.ahpra(rng, reg.split("_")[1])
    s.cred = {"GMC": "MBChB", "HCPC": "", "NMC": "RN", "NPI": "MD", "STATE": ""}.get(reg, "")
    if country == "US" and s.role in ("medical director", "event physician"):
        s.cred = rng.choice(["MD", "DO", "MD, FACEP"])
    if country == "US" and s.role in ("paramedic", "EMT", "EMT-B", "RN", "PA-C", "NP", "ATC"):
        s.cred = {"paramedic": "NRP", "EMT": "EMT", "EMT-B": "EMT-B", "RN": "RN",
                  "PA-C": "PA-C", "NP": "FNP-C", "ATC": "ATC"}[s.role]
    if country == "AU" and s.title == "Dr":
        s.cred = rng.choice(["MBBS", "MBBS FACEM", "MD FACRRM"])
    s.phone = phi.phone(rng, country, "mobile")
    s.email = phi.email(rng, s.first, s.last)
    s.user = phi.username(rng, s.first, s.last)
    s.init = s.first[0] + s.last[0]
    s.callsign = rng.choice(["Medic ", "Alpha ", "Echo ", "Mike ", "Rover ", "Bravo "]) + str(rng.randint(1, 12))
    return s


REL_SEX = {"mum": "F", "mother": "F", "dad": "M", "father": "M", "wife": "F", "husband": "M",
           "sister": "F", "brother": "M", "girlfriend": "F", "boyfriend": "M", "daughter": "F",
           "son": "M", "aunt": "F", "uncle": "M", "grandmother": "F", "grandad": "M",
           "stepmum": "F", "stepdad": "M", "nan": "F"}


def make_other(rng, country, sex=None, rel=None):
    if sex is None and rel is not None:
        sex = REL_SEX.get(rel)
    f = Person()
    f.sex, f.first, f.middle, f.last = _name(rng, sex)
    f.phone = phi.phone(rng, country, "mobile")
    f.email = phi.email(rng, f.first, f.last)
    return f


# -------------------------------------------------------------- name forms
def title_of(rng, p, country):
    if p.sex == "M":
        t = "Mr"
    else:
        t = rng.choice(["Ms", "Mrs", "Miss", "Ms"])
    return t + ("." if country == "US" else "")


def nm(rng, p, typ, form=None):
    """A name of person p as a span piece (no title)."""
    forms = ["full", "full", "full", "fml", "lf", "LF", "last", "first", "fi_last",
             "first_li", "init"]
    if form is None:
        form = rng.choice(forms)
    mid = p.middle
    if form == "fml":
        v = "%s %s. %s" % (p.first, mid[0], p.last) if mid else "%s %s" % (p.first, p.last)
    elif form == "fmfull":
        v = "%s %s %s" % (p.first, mid, p.last) if mid else "%s %s" % (p.first, p.last)
    elif form == "full":
        v = "%s %s" % (p.first, p.last)
    elif form == "lf":
        v = "%s, %s" % (p.last, p.first)
    elif form == "LF":
        v = "%s, %s" % (p.last.upper(), p.first.upper() if rng.random() < 0.5 else p.first)
        if mid and rng.random() < 0.4:
            v += " " + mid[0].upper()
    elif form == "last":
        v = p.last
    elif form == "LAST":
        v = p.last.upper()
    elif form == "first":
        v = p.first
    elif form == "nick":
        v = PN.NICK.get(p.first, p.first)
    elif form == "fi_last":
        v = "%s. %s" % (p.first[0], p.last)
    elif form == "first_li":
        v = "%s %s." % (p.first, p.last[0])
    elif form == "init":
        v = rng.choice(["%s.%s." % (p.first[0], p.last[0]), "%s%s" % (p.first[0], p.last[0])])
    elif form == "initlow":
        v = ("%s%s" % (p.first[0], p.last[0])).lower()
    else:
        raise ValueError(form)
    return (typ, v)


def titled(rng, p, typ, country, form=None):
    """'Mr [Smith]' / 'Ms [Ana Ruiz]' or plain name."""
    form = form or rng.choice(["last", "last", "full"])
    return [title_of(rng, p, country) + " ", nm(rng, p, typ, form)]


def staff_ref(rng, s, form=None):
    """'Dr [Okafor]', '[Sian Pritchard], paramedic', '[A. Rees] (HCPC PA12345)' ..."""
    form = form or rng.choice(["title_last", "full_role", "full_cred", "full", "full_reg", "fi_last"])
    t = s.title
    if form == "title_last" and t:
        return [t + " ", ("DOCTOR", s.last)]
    if form == "title_full" and t:
        return [t + " ", ("DOCTOR", "%s %s" % (s.first, s.last))]
    if form == "full_role":
        return [("DOCTOR", "%s %s" % (s.first, s.last)), " (" + s.role + ")"]
    if form == "full_cred" and s.cred:
        return [("DOCTOR", "%s %s" % (s.first, s.last)), ", " + s.cred]
    if form == "full_reg" and s.reg:
        return [t + " " if t else "", ("DOCTOR", "%s %s" % (s.first, s.last)), " (%s " % s.reg_label,
                ("LICENSE", s.reg), ")"]
    if form == "fi_last":
        return [t + " " if t else "", ("DOCTOR", "%s. %s" % (s.first[0], s.last))]
    return [t + " " if t else "", ("DOCTOR", "%s %s" % (s.first, s.last))]


# -------------------------------------------------------------- context
class Ctx:
    pass


KIND_MONTHS = {"UK": {"festival": (6, 8), "marathon": (4, 10), "motorsport": (4, 9),
                      "stadium": (1, 12), "public": (1, 12)},
               "US": {"festival": (5, 9), "marathon": (3, 11), "motorsport": (3, 10),
                      "stadium": (1, 12), "public": (1, 12)},
               "AU": {"festival": (1, 3), "marathon": (5, 9), "motorsport": (2, 11),
                      "stadium": (3, 9), "public": (1, 12)}}


def make_ctx(rng, country, kind):
    c = Ctx()
    c.country = country
    c.kind = kind
    m0, m1 = KIND_MONTHS[country][kind]
    if country == "AU" and kind == "festival" and rng.random() < 0.4:
        m0, m1 = 11, 12
    year = rng.randint(2019, 2025)
    month = rng.randint(m0, m1)
    c.d0 = dt.date(year, month, rng.randint(1, 28))
    c.event = rng.choice([e for e in PP.EVENT_NAMES[kind] if PP.EVENT_COUNTRY.get(e, country) == country])
    c.venue = rng.choice(PP.VENUES[kind][country])
    c.venue_addr = address(rng, country, house=False)
    c.provider = rng.choice(PP.MED_PROVIDERS[country])
    c.organiser = rng.choice(PP.ORGANISERS)
    c.security = rng.choice(PP.SECURITY)
    c.ambulance = rng.choice(PP.AMBULANCE[country])
    c.police = rng.choice(PP.POLICE[country])
    c.hosp = hospital(rng, country)
    c.hosp2 = hospital(rng, country)
    while c.hosp2.name == c.hosp.name:
        c.hosp2 = hospital(rng, country)
    c.stage = rng.choice(PP.STAGES)
    c.ed = {"UK": "A&E", "US": "ED", "AU": "ED"}[country]
    c.gp = {"UK": "GP", "US": "PCP", "AU": "GP"}[country]
    return c


def hospital(rng, country):
    h = Person()
    if rng.random() < 0.3:
        h.name = rng.choice(PP.NAMED_HOSP[country])
    else:
        h.name = rng.choice(PP.HOSP_PATTERNS[country]).format(t=rng.choice(PP.TOWNS[country]))
    h.addr = address(rng, country, house=False)
    h.phone = phi.phone(rng, country, "land")
    h.fax = phi.phone(rng, country, "land")
    h.ward = rng.choice(PP.WARDS)
    return h


def practice(rng, country):
    return rng.choice(PP.PRACTICE_PATTERNS[country]).format(
        t=rng.choice(PP.TOWNS[country]), s=rng.choice(PP.STREET_WORDS))
