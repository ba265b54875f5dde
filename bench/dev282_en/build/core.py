"""Note builder and entity factories (author 282).

A Note collects text pieces; PHI pieces record their span while the text is
being appended, so offsets are computed in one pass and never searched for.
"""
import re

import phi
import pools_people as PP
import pools_places as PL

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
_KEY = re.compile(r"\{(\w+)\}")


class Note:
    def __init__(self, lower=False, rng=None, messy=False):
        self.lower = lower
        self.parts = []
        self.spans = []
        self.pos = 0
        self.rng = rng
        self.messy = messy

    def t(self, s):
        """Append plain (non-PHI) text; 'messy' notes get irregular spacing."""
        if s and self.messy and self.rng.random() < 0.25:
            k = self.rng.randrange(4)
            if k == 0:
                s = s.replace(": ", ":", 1)
            elif k == 1:
                s = s.replace("\n", "  \n", 1)
            elif k == 2:
                s = s.replace("   ", "\t", 1)
            else:
                s = s.replace(" ", "  ", 1)
        self._app(s)

    def _app(self, s):
        if not s:
            return
        if self.lower:
            low = s.lower()
            assert len(low) == len(s), s
            s = low
        self.parts.append(s)
        self.pos += len(s)

    def p(self, s, typ):
        assert typ in TYPE2LABEL, typ
        assert s and s == s.strip(), repr(s)
        start = self.pos
        self._app(s)
        self.spans.append({"start": start, "end": self.pos, "label": TYPE2LABEL[typ], "type": typ,
                           "text": self.parts[-1]})

    def add(self, x):
        if x is None:
            return
        if isinstance(x, str):
            self.t(x)
        elif isinstance(x, tuple):
            self.p(x[0], x[1])
        else:
            for y in x:
                self.add(y)

    def f(self, tmpl, **kw):
        bits = _KEY.split(tmpl)
        for i, b in enumerate(bits):
            if i % 2 == 0:
                assert "{" not in b and "}" not in b, tmpl
                self.t(b)
            else:
                self.add(kw[b])

    def text(self):
        return "".join(self.parts)


# ------------------------------------------------------------------ numbers
_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    t, o = divmod(n, 10)
    return _TENS[t] + ("" if o == 0 else "-" + _ONES[o])


# ------------------------------------------------------------------ people
BLOCK_INITIALS = {"MD", "PA", "RN", "DO", "NP", "OT", "PT", "IV", "QA", "QC", "QP", "PN", "BD", "OD", "CD",
                  "GP", "EM", "SC", "IM", "ED", "ID", "DR", "MR", "MS", "NB", "AM", "PM", "ST", "OR", "NA",
                  "NO", "PO", "PR", "SR", "HR", "BP", "CT", "MA", "OK", "AS", "IT", "IS", "UK", "US", "CA"}


class Person:
    def __init__(self, rng, sex=None):
        self.sex = sex or rng.choice("FM")
        pool = PP.FEMALE_NAMES if self.sex == "F" else PP.MALE_NAMES
        self.first = rng.choice(pool)
        self.middle = rng.choice(pool) if rng.random() < 0.45 else None
        self.last = rng.choice(PP.SURNAME_LIST)
        if rng.random() < 0.06:
            self.last = rng.choice(PP.SURNAME_LIST) + "-" + self.last.replace(" ", "")
        self.title = rng.choice(PP.TITLES_F if self.sex == "F" else PP.TITLES_M)
        if rng.random() < 0.04:
            self.title = "Mx"

    def initials(self, mid=False):
        s = self.first[0] + (self.middle[0] if (mid and self.middle) else "") + self.last.replace("'", "")[0]
        return s.upper()

    @property
    def full(self):
        return f"{self.first} {self.last}"


def pname(rng, person, typ, style=None):
    """Surface form of a patient/family name as a Frag (titles outside)."""
    pe = person
    styles = ["full", "full", "full_mid", "last_first", "LAST_FIRST", "title_last", "title_last",
              "title_full", "init_last", "first", "last_init", "LAST_first_mid"]
    style = style or rng.choice(styles)
    if style == "full":
        return [(pe.full, typ)]
    if style == "full_mid":
        m = f" {pe.middle[0]}. " if pe.middle else " "
        return [(pe.first + m + pe.last, typ)]
    if style == "last_first":
        return [(f"{pe.last}, {pe.first}", typ)]
    if style == "LAST_FIRST":
        return [(f"{pe.last.upper()}, {pe.first.upper()}", typ)]
    if style == "LAST_first_mid":
        m = f" {pe.middle[0]}" if pe.middle else ""
        return [(f"{pe.last.upper()}, {pe.first}{m}", typ)]
    if style == "title_last":
        return [pe.title + " ", (pe.last, typ)]
    if style == "title_full":
        return [pe.title + " ", (pe.full, typ)]
    if style == "init_last":
        return [(f"{pe.first[0]}. {pe.last}", typ)]
    if style == "first":
        return [(pe.first, typ)]
    if style == "last":
        return [(pe.last, typ)]
    if style == "last_init":
        return [(f"{pe.last} {pe.first[0]}", typ)]
    if style == "initials":
        i = pe.initials(True)
        if i in BLOCK_INITIALS:
            return [(f"{pe.first[0]}. {pe.last}", typ)]
        return [(rng.choice([i, ".".join(i) + "."]), typ)]
    raise ValueError(style)


ROLE_CREDS = {
    "pharmacist": {"UK": ["MPharm", "MRPharmS", "PgDip", "MPharm IP"], "US": ["PharmD", "RPh", "PharmD, BCOP", "PharmD, BCNSP"],
                   "AU": ["BPharm", "MClinPharm", "BPharm FANZCAP"], "CA": ["BScPhm", "PharmD", "RPh"], "IE": ["MPharm", "MPSI"]},
    "technician": {"UK": ["ACPT", "PTPT", "RPhT"], "US": ["CPhT", "CSPT"], "AU": ["Cert IV"], "CA": ["RPhT"], "IE": ["Dip. Pharm Tech"]},
    "doctor": {"UK": ["MBChB", "MRCP", "FRCR", "MBBS"], "US": ["MD", "DO", "MD, PhD"], "AU": ["MBBS", "FRACP"], "CA": ["MD", "FRCPC"], "IE": ["MB BCh", "MRCPI"]},
    "nurse": {"UK": ["RN", "RGN"], "US": ["RN", "RN, OCN", "NP"], "AU": ["RN", "CNS"], "CA": ["RN"], "IE": ["RGN", "CNM2"]},
}
ROLE_WORD = {"pharmacist": ["Pharmacist", "Oncology Pharmacist", "Aseptic Pharmacist", "Accredited Checking Pharmacist",
                            "Clinical Pharmacist", "Principal Pharmacist", "Pharmacist (QA)"],
             "technician": ["ATO", "Pharmacy Technician", "Senior Technician", "Aseptic Operator", "Production Technician", "Assistant Technical Officer"],
             "doctor": ["Consultant Oncologist", "Haematology Registrar", "SpR", "Fellow", "Attending", "Consultant Haematologist", "Oncology SHO"],
             "nurse": ["Chemo Nurse", "CNS", "Staff Nurse", "Nurse in charge", "Charge Nurse", "Day Unit Sister"],
             "porter": ["Porter", "Transport Assistant"], "driver": ["Driver", "Courier"], "clerk": ["Ward Clerk", "Pharmacy Clerk", "Admin"],
             "monitor": ["CRA", "Clinical Research Associate", "Monitor"]}


class Staff:
    def __init__(self, rng, country, role, domain):
        self.p = Person(rng)
        self.role = role
        self.country = country
        self.rolename = rng.choice(ROLE_WORD[role])
        if role == "doctor" and country in ("US", "CA"):
            self.rolename = rng.choice(["Attending", "Heme/Onc Fellow", "Oncology Attending", "Resident", "Staff Oncologist"])
        elif role == "pharmacist" and country == "US" and rng.random() < 0.5:
            self.rolename = rng.choice(["Oncology Pharmacist", "IV Room Pharmacist", "Clinical Pharmacist Specialist"])
        self.cred = rng.choice(ROLE_CREDS[role][country]) if role in ROLE_CREDS else None
        self.user = phi.username(rng, self.p.first, self.p.last)
        self.bleep = phi.bleep(rng)
        self.email = phi.email(rng, self.p.first, self.p.last, domain)
        if role in ("pharmacist", "technician", "doctor", "nurse"):
            if country == "US" and role == "doctor":
                kind = rng.choice(["NPI", "DEA", "Lic #"])
                self.lic = (kind, phi.us_doctor_licence(rng, self.p.last, kind))
            else:
                self.lic = phi.licence(rng, country, role)
        else:
            self.lic = None
        self.bio = phi.bioid(rng)

    def ini(self):
        i = self.p.initials()
        if i in BLOCK_INITIALS:
            i = self.p.initials(True)
            if i in BLOCK_INITIALS or len(i) == 2:
                clean = "".join(ch for ch in self.p.last if ch.isalpha())
                i = (self.p.first[0] + clean[:2]).upper()
        return i


def sname(rng, st, style=None):
    """Surface form of a staff name as a Frag (titles/credentials outside)."""
    pe = st.p
    styles = ["full", "full_cred", "init_last", "initials", "last_first", "role_full"]
    if st.role == "doctor":
        styles += ["dr_last", "dr_last", "dr_full"]
    style = style or rng.choice(styles)
    T = "DOCTOR"
    if style == "full":
        return [(pe.full, T)]
    if style == "full_cred":
        if st.cred:
            return [(pe.full, T), rng.choice([", ", " "]) + st.cred]
        return [(pe.full, T), f" ({st.rolename})"]
    if style == "role_full":
        return [(pe.full, T), f" ({st.rolename})"]
    if style == "init_last":
        return [(f"{pe.first[0]}. {pe.last}", T)]
    if style == "initials":
        return [(st.ini(), T)]
    if style == "last_first":
        return [(f"{pe.last.upper()}, {pe.first}", T)]
    if style == "dr_last":
        return [rng.choice(["Dr ", "Dr. ", "Dr "]), (pe.last, T)]
    if style == "dr_full":
        return [rng.choice(["Dr ", "Dr. "]), (pe.full, T)]
    if style == "first":
        return [(pe.first, T)]
    if style == "last":
        return [(pe.last, T)]
    raise ValueError(style)


# ------------------------------------------------------------------ places
def postcode(rng, country, region=None, town=None):
    L = phi.letters
    D = phi.digits
    if country == "UK":
        area = PL.UK_POST_AREAS[[t for t, _ in PL.UK_TOWNS].index(town)] if town else L(rng, 2)
        return f"{area}{rng.randrange(1, 20)} {rng.randrange(1, 10)}{L(rng, 2)}"
    if country == "US":
        return PL.US_ZIP_PREFIX.get(region, "4") + D(rng, 3) + (f"-{D(rng, 4)}" if rng.random() < 0.1 else "")
    if country == "AU":
        f = PL.AU_POST_FIRST[region]
        return f + D(rng, 4 - len(f))
    if country == "CA":
        a = rng.choice(PL.CA_POST_FIRST[region])
        return f"{a}{D(rng, 1)}{L(rng, 1)} {D(rng, 1)}{L(rng, 1)}{D(rng, 1)}"
    return None


class Address:
    def __init__(self, rng, country, town=None):
        self.country = country
        num = rng.randrange(1, 400) if country != "US" else rng.randrange(10, 9900)
        street = f"{rng.choice(PL.STREET_STEMS)} {rng.choice(PL.STREET_SUFFIX[country])}"
        unit = ""
        if rng.random() < 0.3:
            unit = rng.choice(PL.UNITS[country]).format(n=rng.randrange(1, 40), l=rng.choice("ABCD"))
        if country == "US" and unit and not unit.startswith("#"):
            self.street = f"{num} {street}, {unit.rstrip(', ')}"
        elif country == "US" and unit:
            self.street = f"{num} {street} {unit.strip()}"
        else:
            self.street = f"{unit}{num} {street}"
        if country == "UK":
            self.city, self.state = town or rng.choice(PL.UK_TOWNS)
            self.zip = postcode(rng, country, town=self.city)
        elif country == "US":
            self.city, self.state, self.state_long = town or rng.choice(PL.US_CITIES)
            self.zip = postcode(rng, country, self.state)
        elif country == "AU":
            self.city, self.state, self.state_long = town or rng.choice(PL.AU_TOWNS)
            self.zip = postcode(rng, country, self.state)
        elif country == "CA":
            self.city, self.state, self.state_long = town or rng.choice(PL.CA_CITIES)
            self.zip = postcode(rng, country, self.state)
        else:
            self.city, self.state, key = town or rng.choice(PL.IE_TOWNS)
            self.zip = f"{key} {rng.choice(phi.UP)}{phi.digits(rng, 1)}{rng.choice(phi.UP)}{phi.digits(rng, 1)}"
        self.cname = rng.choice(PL.COUNTRY_NAMES[country])

    def frag(self, rng, sep=", ", with_country=None):
        c = self.country
        wc = rng.random() < 0.2 if with_country is None else with_country
        out = [(self.street, "STREET"), sep]
        if c == "UK":
            out += [(self.city, "CITY")]
            if rng.random() < 0.5:
                out += [sep, (self.state, "CITY")]
            out += [sep if sep != ", " else rng.choice([", ", " "]), (self.zip, "ZIP")]
        elif c == "US":
            out += [(self.city, "CITY"), ", ", (self.state, "STATE"), " ", (self.zip, "ZIP")]
        elif c == "AU":
            out += [(self.city, "CITY"), " ", (self.state, "STATE"), " ", (self.zip, "ZIP")]
        elif c == "CA":
            out += [(self.city, "CITY"), ", ", (self.state, "STATE"), rng.choice([" ", "  "]), (self.zip, "ZIP")]
        else:
            out += [(self.city, "CITY"), sep, "Co. ", (self.state, "CITY"), " ", (self.zip, "ZIP")]
        if wc:
            out += [sep, (self.cname, "COUNTRY")]
        return out


_TOWNS = {"UK": PL.UK_TOWNS, "US": PL.US_CITIES, "AU": PL.AU_TOWNS, "CA": PL.CA_CITIES, "IE": PL.IE_TOWNS}
_GENERIC = ["Ardmore Vale", "Highgate Fields", "Larkfield", "Crossmead", "Eastbrook", "Westwold", "Greystone", "Riverside"]


def stems(country):
    return sorted({t[0] for t in _TOWNS[country]}) + _GENERIC


def fill(rng, pattern, country):
    pool = stems(country)
    p = rng.choice(pool)
    q = rng.choice([s for s in pool if s != p])
    s = rng.choice(PL.SAINTS)
    return pattern.format(p=p, q=q, s=s)


def ward_name(rng, country):
    pat = rng.choice(PL.WARD_PATTERNS[country])
    aus = {"Banksia", "Waratah", "Jacaranda", "Acacia", "Lyrebird", "Ibis"}
    pool = PL.WARD_STEMS if country == "AU" else [w for w in PL.WARD_STEMS if w not in aus]
    return pat.format(t=rng.choice(pool), n=rng.randrange(1, 12), l=rng.choice("ABCDEF"),
                      d=rng.choice(["North", "South", "East", "West", "Tower"]), d1=rng.choice("NSEW"))


class Site:
    """A hospital with its pharmacy; contact points and staff are drawn lazily."""

    def __init__(self, rng, country):
        self.country = country
        self.hospital = fill(rng, rng.choice(PL.HOSP_PATTERNS[country]), country)
        self.system = fill(rng, rng.choice(PL.SYSTEM_PATTERNS[country]), country)
        stem = self.hospital.split()[0] if not self.hospital.startswith(("St", "Royal", "Mercy", "Our", "Sacred")) else self.hospital.split()[1]
        self.domain = phi.mail_domain(rng, stem)
        self.addr = Address(rng, country)
        for t in _TOWNS[country]:
            if t[0] in self.hospital or t[0] in self.system:
                self.addr = Address(rng, country, town=t)
                break
        self.phone = phi.phone(rng, country, "land")
        self.fax = phi.phone(rng, country, "land")
        self.wards = [ward_name(rng, country) for _ in range(4)]
        self.compounder = rng.choice(PL.COMPOUNDERS[country])
        self.cdomain = phi.mail_domain(rng, self.compounder.split()[0])
        self.building = rng.choice(PL.BUILDINGS)
        self.gp = fill(rng, rng.choice(PL.GP_PATTERNS[country]), country)
        self.ip = phi.ipaddr(rng)


class Patient:
    def __init__(self, rng, country, when, age_range=(19, 91)):
        self.p = Person(rng)
        self.country = country
        self.age = rng.randrange(*age_range)
        import datetime
        born_year = when.year - self.age
        self.dob = datetime.date(born_year, rng.randrange(1, 13), rng.randrange(1, 29))
        if (self.dob.month, self.dob.day) > (when.month, when.day):
            self.age -= 1
        self.mrn = phi.mrn(rng, country)
        self.nhs = phi.nhs_number(rng) if country == "UK" else None
        self.hp = phi.healthplan(rng, country)
        self.ssn = phi.ssn(rng, country)
        self.acct = phi.account(rng)
        self.addr = Address(rng, country)
        self.phone = phi.phone(rng, country)
        self.mobile = phi.phone(rng, country, "mobile")
        self.email = phi.email(rng, self.p.first, self.p.last, rng.choice(["example.com", "example.net", "mail.example.org"]))
        self.nok = Person(rng)
        self.nok.last = self.p.last if rng.random() < 0.6 else self.nok.last
        fem = ["wife", "partner", "daughter", "mother", "sister", "niece", "carer", "neighbour", "friend",
               "granddaughter", "daughter-in-law", "aunt", "flatmate"]
        mal = ["husband", "partner", "son", "father", "brother", "nephew", "carer", "neighbour", "friend",
               "grandson", "son-in-law", "uncle", "flatmate"]
        self.nok_rel = rng.choice(fem if self.nok.sex == "F" else mal)
        self.nok_phone = phi.phone(rng, country)
        self.job = rng.choice(PP.PROFESSIONS)
        self.employer = rng.choice(PL.EMPLOYERS)
        self.weight = round(rng.uniform(42, 118), 1)
        self.height = rng.randrange(148, 196)
        self.insurer = rng.choice(PL.INSURERS[country])

    def id_line(self, rng):
        """Main record identifier with its label: (label, value, type)."""
        c = self.country
        if c == "UK":
            if rng.random() < 0.55:
                return rng.choice(["NHS No", "NHS No.", "NHS number", "NHS"]), self.nhs, "MRN"
            return rng.choice(["Hosp No", "Hospital No.", "MRN", "H/N", "RXN"]), self.mrn, "MRN"
        if c == "AU":
            return rng.choice(["URN", "UR", "UR No.", "MRN"]), self.mrn, "MRN"
        if c == "IE":
            return rng.choice(["MRN", "Hosp No.", "Chart No"]), self.mrn, "MRN"
        return rng.choice(["MRN", "MRN#", "Med Rec #", "Chart #"]), self.mrn, "MRN"

    def plan_line(self, rng):
        c = self.country
        lab = {"US": ["Member ID", "Ins ID", "Policy #", "Medicaid ID", "Subscriber ID"],
               "AU": ["Medicare", "Medicare No", "Medicare #"], "CA": ["OHIP", "Health Card", "PHN", "HCN"],
               "IE": ["GMS No", "Medical Card", "DPS No"], "UK": ["Policy No", "Membership No"]}[c]
        return rng.choice(lab), self.hp

    def ssn_label(self, rng):
        return {"US": ["SSN", "SS#", "Soc Sec No"], "CA": ["SIN"], "IE": ["PPSN", "PPS No"], "AU": ["TFN"],
                "UK": ["Ref"]}[self.country]


def age_frag(rng, age):
    """Age forms; span is the number only."""
    c = rng.randrange(10)
    a = str(age)
    if c == 0:
        return [(a, "AGE"), "-year-old"]
    if c == 1:
        return [(a, "AGE"), " yo"]
    if c == 2:
        return [(a, "AGE"), "y"]
    if c == 3:
        return [(a, "AGE"), " yrs"]
    if c == 4:
        return ["aged ", (a, "AGE")]
    if c == 5:
        return [(a, "AGE"), "yo"]
    if c == 6:
        return [(a, "AGE"), " years"]
    if c == 7:
        return ["Age ", (a, "AGE")]
    if c == 8:
        return [(words(age) if age < 100 else a, "AGE"), " years old"]
    return [(a, "AGE"), " Y"]
