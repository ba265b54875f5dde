"""People, places, contacts and identifiers per country; the per-note context."""
import pools
from common import P, fmt_date, rand_date, shift, dob_for_age, join

COUNTRIES = ["UK", "US", "AU", "CA", "NZ"]
LET = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"


def digits(rng, n):
    return "".join(rng.choice(DIG) for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice(LET) for _ in range(n))


def surname(rng):
    if rng.random() < 0.55:
        return rng.choice(pools.SURNAME_PRE) + rng.choice(pools.SURNAME_SUF)
    return rng.choice(pools.SURNAMES)


class Person:
    def __init__(self, rng, sex=None, last=None):
        self.sex = sex or rng.choice("MF")
        self.first = rng.choice(pools.FIRST_M if self.sex == "M" else pools.FIRST_F)
        self.last = last or surname(rng)
        self.mid = rng.choice(LET) if rng.random() < 0.35 else ""

    def form(self, rng, kind=None):
        f, l, m = self.first, self.last, self.mid
        kinds = ["full", "full", "last", "lastfirst", "init_last", "full_mi"]
        kind = kind or rng.choice(kinds)
        if kind == "full":
            return f"{f} {l}"
        if kind == "full_mi":
            return f"{f} {m}. {l}" if m else f"{f} {l}"
        if kind == "last":
            return l
        if kind == "first":
            return f
        if kind == "lastfirst":
            return f"{l}, {f}"
        if kind == "LASTFIRST":
            return f"{l.upper()}, {f.upper()}" + (f" {m}" if m else "")
        if kind == "init_last":
            return f"{f[0]}. {l}" if rng.random() < 0.6 else f"{f[0]} {l}"
        if kind == "initials":
            return rng.choice([f"{f[0]}.{l[0]}.", f"{f[0]}{l[0]}", f"{f[0]}{m}{l[0]}" if m else f"{f[0]}{l[0]}"])
        if kind == "lower_init":
            return (f[0] + l[0]).lower()
        if kind == "first_init":
            return f"{f} {l[0]}."
        raise ValueError(kind)

    def title(self, rng, c, doctor=False):
        dot = "." if (c in ("US", "CA") and rng.random() < 0.85) or rng.random() < 0.1 else ""
        if doctor:
            return "Dr" + dot
        if self.sex == "M":
            return "Mr" + dot
        return rng.choice(["Mrs", "Ms", "Ms", "Miss"]) + (dot if rng.random() < 0.9 else "")


# ---------------------------------------------------------------- places
def town(rng, c):
    a, b = pools.TOWN_PARTS[c]
    t = rng.choice(a) + rng.choice(b)
    if c == "UK" and rng.random() < 0.12:
        t = rng.choice(["Upper ", "Little ", "Great ", "North "]) + t
    return t


def street(rng, c):
    num = rng.randint(1, 240)
    name = rng.choice(pools.STREET_NAMES) + " " + rng.choice(pools.STREET_SUF[c])
    r = rng.random()
    if r < 0.15:
        unit = {"UK": f"Flat {rng.randint(1, 12)}, ", "US": "", "AU": f"Unit {rng.randint(1, 20)}/",
                "CA": f"Apt {rng.randint(101, 1204)}, ", "NZ": f"{rng.randint(1, 9)}/"}[c]
        if c == "US":
            return f"{num} {name}, Apt {rng.randint(1, 9)}{rng.choice('ABCD')}"
        return unit + f"{num} {name}"
    return f"{num} {name}"


def postcode(rng, c):
    if c == "UK":
        return f"{letters(rng, 2)}{rng.randint(1, 29)} {rng.randint(1, 9)}{letters(rng, 2)}"
    if c == "US":
        return digits(rng, 5) if rng.random() < 0.85 else f"{digits(rng, 5)}-{digits(rng, 4)}"
    if c == "CA":
        return f"{rng.choice('KLMNPRTV')}{rng.randint(0, 9)}{rng.choice(LET)} {rng.randint(0, 9)}{rng.choice(LET)}{rng.randint(0, 9)}"
    return f"{rng.randint(2, 9)}{digits(rng, 3)}" if c == "AU" else f"{rng.randint(1, 9)}{digits(rng, 3)}"


class Address:
    def __init__(self, rng, c):
        self.c = c
        self.street = street(rng, c)
        self.city = town(rng, c)
        self.zip = postcode(rng, c)
        if c == "UK":
            self.state = None
            self.county = rng.choice(pools.UK_COUNTIES) if rng.random() < 0.4 else None
        else:
            st = rng.choice(pools.STATES[c])
            self.state = st[1] if (c != "NZ" and rng.random() < 0.75) else st[0]
            self.county = None
        self.country = rng.choice(pools.COUNTRY_NAMES[c])

    def frag(self, rng, sep=", ", country=False, lines=False):
        s = "\n" if lines else sep
        out = [P(self.street, "STREET"), s, P(self.city, "CITY")]
        if self.c == "UK":
            if self.county:
                out += [s, P(self.county, "CITY")]
            out += [s if lines else " ", P(self.zip, "ZIP")]
        elif self.c == "NZ":
            out += [" ", P(self.zip, "ZIP")]
            if rng.random() < 0.4:
                out = out[:-2] + [s, P(self.state, "STATE"), " ", P(self.zip, "ZIP")]
        else:
            out += [", " if not lines else " ", P(self.state, "STATE"), " ", P(self.zip, "ZIP")]
        if country:
            out += [s, P(self.country, "COUNTRY")]
        return out


# ---------------------------------------------------------------- contacts
def phone(rng, c, mobile=False):
    if c == "UK":
        if mobile:
            return f"07{digits(rng, 3)} 555{digits(rng, 3)}" if rng.random() < 0.5 else f"07{digits(rng, 3)} 555 {digits(rng, 3)}"
        return rng.choice([f"0{rng.randint(113, 199)} 555 {digits(rng, 4)}",
                           f"01{digits(rng, 3)} 555{digits(rng, 3)}",
                           f"+44 {rng.randint(113, 199)} 555 {digits(rng, 4)}"])
    if c in ("US", "CA"):
        a = rng.choice(["617", "503", "802", "319", "614", "612", "512", "207", "414"] if c == "US"
                       else ["416", "604", "403", "902", "204", "306", "506", "613"])
        n = f"555-01{digits(rng, 2)}"
        return rng.choice([f"({a}) {n}", f"{a}-{n}", f"{a}.{n.replace('-', '.')}", f"+1 {a} {n}"])
    if c == "AU":
        if mobile:
            return f"04{digits(rng, 2)} 555 {digits(rng, 3)}"
        return rng.choice([f"(0{rng.choice('2378')}) 5550 {digits(rng, 4)}",
                           f"0{rng.choice('2378')} 5550 {digits(rng, 4)}",
                           f"+61 {rng.choice('2378')} 5550 {digits(rng, 4)}"])
    if mobile:
        return f"02{rng.choice('1279')} 555 {digits(rng, 4)}"
    return rng.choice([f"(0{rng.choice('34679')}) 555 {digits(rng, 4)}",
                       f"0{rng.choice('34679')} 555 {digits(rng, 4)}",
                       f"+64 {rng.choice('34679')} 555 {digits(rng, 4)}"])


def ext(rng, num):
    return num + rng.choice([f" ext. {digits(rng, 4)}", f" ext {digits(rng, 4)}", f" x{digits(rng, 4)}",
                             f" Ext {digits(rng, 4)}"])


def pager(rng, c):
    return rng.choice([f"555-{digits(rng, 4)}", f"555{digits(rng, 2)}", f"555 {digits(rng, 3)}"])


def email(rng, person=None, org=None):
    dom = rng.choice(["example.com", "example.org", "example.net"])
    if person is not None:
        f, l = person.first.lower().replace("-", ""), person.last.lower().replace("'", "").replace(" ", "")
        loc = rng.choice([f"{f}.{l}", f"{f[0]}{l}", f"{l}.{f[0]}", f"{f}{rng.randint(1, 99)}", f"{f}_{l}"])
        if org:
            dom = org.lower().split()[0].replace("'", "") + "." + dom
        return f"{loc}@{dom}"
    stem = (org or "clinic").lower().replace(" ", "").replace("'", "")[:14]
    return f"{rng.choice(['audiology', 'ci.team', 'hearing', 'tinnitus', 'implant.admin', 'referrals'])}.{stem}@{dom}"


def url(rng, org):
    stem = org.lower().replace(" ", "-").replace("'", "")[:24]
    dom = rng.choice(["example.org", "example.net", "example.com"])
    return rng.choice([f"www.{dom}/{stem}", f"https://{stem}.{dom}/patients", f"https://portal.{dom}/{stem}/login",
                       f"{dom}/{stem}/tinnitus", f"http://www.{dom}/hearing/{stem}"])


def ip(rng):
    r = rng.random()
    if r < 0.4:
        return f"10.{rng.randint(0, 254)}.{rng.randint(0, 254)}.{rng.randint(2, 254)}"
    if r < 0.7:
        return f"172.{rng.randint(16, 31)}.{rng.randint(0, 254)}.{rng.randint(2, 254)}"
    return f"192.168.{rng.randint(0, 254)}.{rng.randint(2, 254)}"


def username(rng, person=None, staff=False):
    if person is not None and (staff or rng.random() < 0.7):
        f, l = person.first.lower().replace("-", ""), person.last.lower().replace("'", "").replace(" ", "").replace("-", "")
        return rng.choice([f"{f[0]}{l}{rng.randint(1, 9)}", f"{f}.{l}", f"{l[:6]}{f[0]}", f"{f[0]}{l[:5]}"])
    return f"{rng.choice(pools.USER_STEMS)}{rng.randint(10, 99)}"


# ---------------------------------------------------------------- identifiers
def mrn(rng, c):
    return {"UK": lambda: rng.choice([f"{rng.choice('KRHMW')}{digits(rng, 7)}", f"RX{digits(rng, 6)}"]),
            "US": lambda: rng.choice([digits(rng, 8), f"{digits(rng, 3)}-{digits(rng, 2)}-{digits(rng, 3)}"]),
            "AU": lambda: digits(rng, 7),
            "CA": lambda: f"{rng.choice('MHT')}{digits(rng, 8)}",
            "NZ": lambda: f"{letters(rng, 2)}{digits(rng, 6)}"}[c]()


def healthplan(rng, c):
    if c == "UK":
        return f"{rng.randint(400, 999)} {digits(rng, 3)} {digits(rng, 4)}"
    if c == "US":
        return rng.choice([f"{letters(rng, 3)}{digits(rng, 6)}", f"{rng.randint(1, 9)}{letters(rng, 2)}{rng.randint(1, 9)}-{letters(rng, 2)}{rng.randint(1, 9)}-{letters(rng, 2)}{digits(rng, 2)}",
                           f"W{digits(rng, 9)}"])
    if c == "AU":
        return f"{rng.randint(2, 6)}{digits(rng, 3)} {digits(rng, 5)} {rng.randint(1, 9)}"
    if c == "CA":
        return f"{digits(rng, 4)}-{digits(rng, 3)}-{digits(rng, 3)}-{letters(rng, 2)}"
    return f"{letters(rng, 3)}{digits(rng, 4)}"


def hp_label(c):
    return {"UK": "NHS No", "US": "Member ID", "AU": "Medicare No", "CA": "Health Card", "NZ": "NHI"}[c]


def mrn_label(rng, c):
    return rng.choice({"UK": ["Hospital No", "Hosp no.", "MRN", "Unit No"], "US": ["MRN", "MR#", "Med Rec No"],
                       "AU": ["UR No", "UR", "MRN"], "CA": ["MRN", "Chart #", "Hospital #"],
                       "NZ": ["Hospital No", "Patient ID", "MRN"]}[c])


def ssn(rng, c):
    if c == "US":
        return f"9{digits(rng, 2)}-{digits(rng, 2)}-{digits(rng, 4)}" if rng.random() < 0.8 else f"000-{digits(rng, 2)}-{digits(rng, 4)}"
    return f"9{digits(rng, 2)} {digits(rng, 3)} {digits(rng, 3)}"


def account(rng):
    return rng.choice([f"{digits(rng, 4)}-{digits(rng, 4)}", f"AC{digits(rng, 7)}", digits(rng, 10),
                       f"ENC-{digits(rng, 8)}", f"V{digits(rng, 9)}"])


def license_for(rng, c, role):
    if c == "US":
        return rng.choice([("NPI", digits(rng, 10)), ("Lic #", f"AU{digits(rng, 5)}"), ("NPI", "1" + digits(rng, 9))])
    if c == "UK":
        if role == "surgeon":
            return ("GMC", rng.choice(["7", "6", "4"]) + digits(rng, 6))
        return ("HCPC", rng.choice(["CS", "HAD", "AS"]) + digits(rng, 5))
    if c == "AU":
        return ("AHPRA", ("MED" if role == "surgeon" else "AUD") + "000" + digits(rng, 7))
    if c == "CA":
        return (rng.choice(["CPSO #", "Reg. No."]), digits(rng, 5))
    return (rng.choice(["MCNZ", "Reg No"]), digits(rng, 5))


def device_sn(rng, kind="implant"):
    if kind == "implant":
        return rng.choice([digits(rng, 7), f"{digits(rng, 2)}{letters(rng, 1)}{digits(rng, 6)}", f"CI{digits(rng, 8)}"])
    if kind == "processor":
        return rng.choice([f"{digits(rng, 1)}{letters(rng, 1)}{digits(rng, 7)}", f"SP{digits(rng, 7)}", digits(rng, 9)])
    if kind == "aid":
        return rng.choice([f"{digits(rng, 4)}{letters(rng, 1)}{digits(rng, 4)}", f"{digits(rng, 10)}", f"HA-{digits(rng, 6)}"])
    return f"{digits(rng, 4)}{letters(rng, 2)}{digits(rng, 3)}"


def vehicle(rng, c):
    if c == "UK":
        return f"{letters(rng, 2)}{digits(rng, 2)} {letters(rng, 3)}"
    if c == "US":
        return rng.choice([f"{rng.randint(1, 9)}{letters(rng, 3)}{digits(rng, 3)}", f"{letters(rng, 3)}-{digits(rng, 4)}"])
    if c == "AU":
        return f"{rng.randint(1, 9)}{letters(rng, 2)}{rng.randint(1, 9)} {letters(rng, 2)}"
    if c == "CA":
        return f"{letters(rng, 4)} {digits(rng, 3)}"
    return f"{letters(rng, 3)}{digits(rng, 3)}"


def vin(rng):
    return "".join(rng.choice(LET + DIG) for _ in range(17))


def bioid(rng):
    return rng.choice([f"VP-{digits(rng, 5)}", f"FP-{digits(rng, 5)}", f"PV{digits(rng, 6)}", f"VB-{digits(rng, 3)}-{digits(rng, 3)}"])


def idnum(rng, kind):
    return {
        "ubrn": lambda: f"{digits(rng, 4)} {digits(rng, 4)} {digits(rng, 4)}",
        "order": lambda: f"ORD-{digits(rng, 6)}",
        "acc": lambda: f"AUD{rng.randint(19, 25)}-{digits(rng, 5)}",
        "case": lambda: f"TH-{rng.randint(2019, 2025)}-{digits(rng, 5)}",
        "rma": lambda: f"RMA{digits(rng, 7)}",
        "job": lambda: f"RJ-{digits(rng, 5)}",
        "ref": lambda: f"{letters(rng, 2)}/{digits(rng, 4)}/{rng.randint(19, 25)}",
        "claim": lambda: f"CLM{digits(rng, 8)}",
        "ticket": lambda: f"INC{digits(rng, 7)}",
        "specimen": lambda: f"S{rng.randint(19, 25)}-{digits(rng, 4)}",
    }[kind]()


# ---------------------------------------------------------------- organisations
def hospital(rng, c, town_name=None):
    w = rng.choice(pools.HOSP_WORDS)
    t = town_name or town(rng, c)
    forms = {
        "UK": [f"{w} General Hospital", f"{w} Royal Infirmary", f"St {rng.choice(pools.SAINTS)}'s Hospital",
               f"{t} University Hospital", f"{w} Community Hospital"],
        "US": [f"{w} Medical Center", f"{t} Memorial Hospital", f"St. {rng.choice(pools.SAINTS)} Regional Medical Center",
               f"{w} University Hospital"],
        "AU": [f"{t} Base Hospital", f"{w} Hospital", f"Royal {w} Hospital", f"{t} District Health Service"],
        "CA": [f"{w} Health Sciences Centre", f"{t} General Hospital", f"St. {rng.choice(pools.SAINTS)}'s Hospital"],
        "NZ": [f"{t} Hospital", f"{w} Hospital", f"{t} Public Hospital"],
    }[c]
    return rng.choice(forms)


def ci_centre(rng, c):
    w = rng.choice(pools.HOSP_WORDS)
    return rng.choice([f"{w} Auditory Implant Centre", f"{w} Cochlear Implant Programme" if c != "US" else f"{w} Cochlear Implant Program",
                       f"{w} Hearing Implant Service", f"{w} Ear Institute", f"{w} Centre for Hearing Implants" if c != "US" else f"{w} Center for Hearing Implants"])


def gp_practice(rng, c):
    w = rng.choice(pools.STREET_NAMES)
    return {"UK": rng.choice([f"{w} Lane Surgery", f"{w} Medical Practice", f"{w} Health Centre"]),
            "US": rng.choice([f"{w} Family Medicine", f"{w} Primary Care Associates"]),
            "AU": rng.choice([f"{w} Street Medical Centre", f"{w} Family Practice"]),
            "CA": rng.choice([f"{w} Family Health Team", f"{w} Medical Clinic"]),
            "NZ": rng.choice([f"{w} Medical Centre", f"{w} Health"])}[c]


def ha_clinic(rng):
    return rng.choice(pools.HA_CLINIC_WORDS) + rng.choice([" Hearing Centre", " Hearing Clinic", " Audiology", " Hearing Care"])


def employer(rng):
    a, b = pools.EMPLOYER_PARTS
    return rng.choice(a) + " " + rng.choice(b)


def school(rng):
    a, b = pools.SCHOOL_PARTS
    return rng.choice(a) + " " + rng.choice(b)


# ---------------------------------------------------------------- context
class Ctx:
    """Everything one note may mention; fields are plain strings / objects."""

    def __init__(self, rng, c):
        self.c = c
        used = []

        def person(sex=None, last=None):
            for _ in range(50):
                p = Person(rng, sex=sex, last=last)
                if last is not None or p.last not in used:
                    break
            used.append(p.last)
            return p
        self.pt = person()
        self.age = rng.choice([rng.randint(19, 45), rng.randint(46, 70), rng.randint(60, 88), rng.randint(71, 96)])
        self.visit = rand_date(rng, 2020, 2025)
        if self.visit.weekday() >= 5:
            self.visit = shift(self.visit, 7 - self.visit.weekday())
        self.dob = dob_for_age(rng, self.visit, self.age)
        self.addr = Address(rng, c)
        self.phone = phone(rng, c)
        self.mobile = phone(rng, c, mobile=True)
        self.email = email(rng, self.pt)
        self.mrn = mrn(rng, c)
        self.hp = healthplan(rng, c)
        self.ssn = ssn(rng, c)
        self.acct = account(rng)
        rel, sx = rng.choice(pools.RELATIONS)
        same = rel in ("daughter", "son", "sister", "brother", "granddaughter", "grandson", "wife", "husband") and rng.random() < 0.6
        self.rel = rel
        self.fam = person(sex=sx or rng.choice("MF"), last=self.pt.last if same else None)
        a = self.age
        span = {"wife": (a - 8, a + 5), "husband": (a - 5, a + 8), "partner": (a - 8, a + 8), "sister": (a - 10, a + 10),
                "brother": (a - 10, a + 10), "daughter": (a - 40, a - 20), "son": (a - 40, a - 20),
                "granddaughter": (a - 70, a - 45), "grandson": (a - 70, a - 45), "niece": (a - 40, a - 15)}.get(rel, (25, 80))
        lo, hi = max(8, span[0]), min(99, max(span[1], 9))
        self.fam_age = rng.randint(min(lo, hi), hi)
        self.fam_phone = phone(rng, c, mobile=True)
        rel2, sx2 = rng.choice(pools.RELATIONS)
        self.rel2 = rel2 if rel2 != rel else "friend"
        self.fam2 = person(sex=sx2 or rng.choice("MF"))
        self.working = self.age < 67 and rng.random() < 0.8
        self.job = rng.choice(pools.PROFESSIONS) if self.working else rng.choice(pools.RETIRED_PROFESSIONS)
        self.employer = employer(rng)
        self.school = school(rng)
        self.charity = rng.choice(pools.CHARITIES)
        self.ci = ci_centre(rng, c)
        self.hosp = hospital(rng, c)
        self.local_hosp = hospital(rng, c)
        self.gp_prac = gp_practice(rng, c)
        self.ha_clinic = ha_clinic(rng)
        self.hosp_addr = Address(rng, c)
        self.gp_addr = Address(rng, c)
        self.ward = rng.choice(pools.WARDS)
        self.building = rng.choice(pools.BUILDINGS)
        self.room = rng.choice([f"{rng.randint(1, 40)}", f"{rng.randint(1, 4)}.{rng.randint(10, 60)}", f"{rng.randint(100, 499)}{rng.choice('ABC')}", f"G{rng.randint(1, 20)}"])
        self.booth = str(rng.randint(1, 6))
        self.bed = str(rng.randint(1, 28))
        self.dr_surgeon = person()
        self.dr_reg = person()
        self.aud1 = person()
        self.aud2 = person()
        self.gp = person()
        self.nurse = person()
        self.rehab = person()
        self.psych = person()
        self.anaes = person()
        self.sec = person()
        self.sur_lic = license_for(rng, c, "surgeon")
        self.aud_lic = license_for(rng, c, "aud")
        self.ci_phone = phone(rng, c)
        self.ci_fax = phone(rng, c)
        self.ci_email = email(rng, None, self.ci.split()[0])
        self.ci_url = url(rng, self.ci.split()[0] + " " + self.ci.split()[-1])
        self.gp_phone = phone(rng, c)
        self.gp_fax = phone(rng, c)
        self.ear = rng.choice(["right", "left"])
        self.other = "left" if self.ear == "right" else "right"
        self.imp_sn = device_sn(rng, "implant")
        self.proc_sn = device_sn(rng, "processor")
        self.proc_sn2 = device_sn(rng, "processor")
        self.aid_sn = device_sn(rng, "aid")
        self.aid_sn2 = device_sn(rng, "aid")
        self.user = username(rng, self.pt)
        self.staff_user = username(rng, self.aud1, staff=True)
        self.ip = ip(rng)
        self.birth_country = rng.choice(pools.BIRTH_COUNTRIES)

    def title(self, rng, person=None, doctor=False):
        return (person or self.pt).title(rng, self.c, doctor)

    def d(self, rng, days=0, kind="full"):
        return P(fmt_date(rng, shift(self.visit, days), self.c, kind), "DATE")


def name(rng, person, typ, kind=None):
    return P(person.form(rng, kind), typ)


def sig_frag(rng, ctx, person, role_txt, lic=None):
    """A signature block for a clinician."""
    out = [P(person.form(rng, rng.choice(["full", "full", "full_mi", "init_last"])), "DOCTOR")]
    out.append(rng.choice([", ", " "]) + role_txt)
    if lic is not None:
        out += ["\n", lic[0], " ", P(lic[1], "LICENSE")]
    return out


def letterhead(rng, ctx, org=None, addr=None, fax=True, web=True):
    org = org or ctx.ci
    addr = addr or ctx.hosp_addr
    out = [P(org, "HOSPITAL"), "\n"]
    if rng.random() < 0.6 and org != ctx.hosp:
        out += [P(ctx.hosp, "HOSPITAL"), "\n"]
    out += addr.frag(rng, lines=rng.random() < 0.4) + ["\n"]
    out += [rng.choice(["Tel: ", "Tel ", "Phone: ", "T: "]), P(ctx.ci_phone, "PHONE")]
    if fax:
        out += [rng.choice(["  Fax: ", " | Fax ", "\nF: "]), P(ctx.ci_fax, "FAX")]
    mail = ctx.ci_email if org == ctx.ci else email(rng, None, org.split()[0])
    out += ["\n", rng.choice(["Email: ", "E: ", ""]), P(mail, "EMAIL")]
    if web:
        out += [rng.choice(["  Web: ", " | ", "\n"]), P(ctx.ci_url, "URL")]
    out.append("\n")
    return out


def pt_block(rng, ctx, fields=None):
    """Patient identification block, varied."""
    c = ctx.c
    fields = fields or ["name", "dob", "mrn", "hp", "addr"]
    lines = []
    for fld in fields:
        if fld == "name":
            lines.append([rng.choice(["Patient: ", "Name: ", "PATIENT: ", "Re: "]), name(rng, ctx.pt, "PATIENT", rng.choice(["LASTFIRST", "full", "lastfirst", "full_mi"]))])
        elif fld == "dob":
            lines.append([rng.choice(["DOB: ", "D.O.B. ", "Date of birth: ", "DOB "]), P(fmt_date(rng, ctx.dob, c, "dob"), "DATE"),
                          rng.choice([[" (", P(str(ctx.age), "AGE"), rng.choice([" yrs)", "y)", ")"])], ["  Age: ", P(str(ctx.age), "AGE")], ""])])
        elif fld == "mrn":
            lines.append([mrn_label(rng, c), ": ", P(ctx.mrn, "MRN")])
        elif fld == "hp":
            lines.append([hp_label(c), ": ", P(ctx.hp, "HEALTHPLAN")])
        elif fld == "addr":
            lines.append(["Address: ", ctx.addr.frag(rng)])
        elif fld == "phone":
            lines.append([rng.choice(["Tel: ", "Phone: ", "Home: "]), P(ctx.phone, "PHONE"), "  Mobile: ", P(ctx.mobile, "PHONE")])
        elif fld == "ssn":
            lines.append([("SSN: " if c == "US" else "SIN: "), P(ctx.ssn, "SSN")])
        elif fld == "acct":
            lines.append([rng.choice(["Acct: ", "Account No: ", "Encounter: ", "Visit #: "]), P(ctx.acct, "ACCOUNT")])
    sep = rng.choice(["\n", "\n", " | "])
    return join(lines, sep) + ["\n"]


def footer(rng, ctx, signer=None):
    """EHR-style footer lines (print stamps, e-signature, document ids)."""
    signer = signer or ctx.aud1
    opts = [
        ["Printed ", P(fmt_date(rng, ctx.visit, ctx.c, "num"), "DATE"), " ", f"{rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}",
         " by ", P(username(rng, signer, staff=True), "USERNAME")],
        ["Electronically signed by ", P(signer.form(rng, "full"), "DOCTOR"), " on ",
         P(fmt_date(rng, ctx.visit, ctx.c, "num"), "DATE"), f" at {rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}"],
        ["Doc ID: ", P(idnum(rng, "ref"), "IDNUM"), " | Page 1 of 1"],
        ["Last edited by ", P(username(rng, signer, staff=True), "USERNAME"), " (", P(signer.form(rng, "init_last"), "DOCTOR"), ")"],
        ["Encounter ", P(ctx.acct, "ACCOUNT"), " | ", mrn_label(rng, ctx.c), " ", P(ctx.mrn, "MRN")],
    ]
    k = rng.randint(1, 2)
    picks = rng.sample(range(len(opts)), k)
    out = ["\n---\n"]
    for i in sorted(picks):
        out += opts[i] + ["\n"]
    return out


SOFTWARE = {"Cochlear": "Custom Sound Pro", "AB": "SoundWave", "MEDEL": "MAESTRO"}
