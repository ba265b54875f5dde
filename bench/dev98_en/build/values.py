"""Invented identifiers, contacts, places and people for one note (all fictional by construction)."""
import datetime as dt
import re
import string

from compose import P, D, Person, fmt_date, date_between
import pools as PL

UP = string.ascii_uppercase
VIN_CH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


class Ctx:
    def __init__(self, rng):
        self.rng = rng
        r = rng
        self.visit = date_between(r, dt.date(2019, 1, 2), dt.date(2025, 6, 27))
        self.state, self.st = r.choice(PL.STATES)
        self.city = r.choice(PL.CITIES)
        self.area = r.choice(PL.AREA_CODES)
        self.pt = self.new_person("PATIENT")
        self.age = r.choice([r.randint(19, 88), r.randint(30, 79), r.randint(45, 95), r.randint(2, 17)]) \
            if r.random() < 0.15 else r.randint(24, 91)
        self.dob = self.visit - dt.timedelta(days=365 * self.age + r.randint(1, 360))
        self.age = (self.visit - self.dob).days // 365
        self.sexw = "female" if self.pt.sex == "F" else "male"
        self.sexl = self.pt.sex
        self.mrn_v = self.mrn_value()
        self.clinic_v = self.clinic_name("primary")
        self.docs = [self.new_person("DOCTOR", cred=r.choice(PL.CREDENTIALS_MD)) for _ in range(3)]
        self.staff = [self.new_person("DOCTOR", cred=r.choice(PL.CREDENTIALS_STAFF)) for _ in range(4)]
        self.fam = [self.new_person("FAMILY") for _ in range(3)]
        self.rels = [r.choice(PL.REL_F if f.sex == "F" else PL.REL_M) for f in self.fam]
        if self.rels[1] == self.rels[0]:
            self.rels[1] = "friend"
        self.he = "she" if self.pt.sex == "F" else "he"
        self.profession = r.choice(PL.PROFESSIONS)
        self.employer = r.choice(PL.EMPLOYERS)

    # ------------------------------------------------ people
    def new_person(self, typ, cred=None):
        r = self.rng
        sex = r.choice("FM")
        if r.random() < 0.17:
            given = r.choice(PL.WORD_GIVEN_F if sex == "F" else PL.WORD_GIVEN_M)
        else:
            given = r.choice(PL.GIVEN_F if sex == "F" else PL.GIVEN_M)
        surname = r.choice(PL.WORD_SURNAMES) if r.random() < 0.2 else r.choice(PL.SURNAMES)
        middle = r.choice(UP.replace("X", "")) if r.random() < 0.45 else None
        return Person(typ, given, surname, middle, sex, cred, PL.NICKNAMES.get(given))

    @property
    def doc(self):
        return self.docs[0]

    # ------------------------------------------------ contacts
    def phone_value(self, area=None, ext=False):
        r = self.rng
        a = area or (self.area if r.random() < 0.7 else r.choice(PL.AREA_CODES))
        last = f"01{r.randint(0, 99):02d}" if r.random() < 0.8 else f"0{r.randint(100, 999)}"
        f = r.choice(["paren", "dash", "dash", "dot", "plus", "seven", "paren_nosp"])
        s = {"paren": f"({a}) 555-{last}", "dash": f"{a}-555-{last}", "dot": f"{a}.555.{last}",
             "plus": f"+1 {a} 555 {last}", "seven": f"555-{last}", "paren_nosp": f"({a})555-{last}"}[f]
        if ext:
            s += r.choice([" ext. ", " ext ", " x", " x"]) + str(r.randint(10, 4999))
        return s

    def phone(self, ext=None):
        if ext is None:
            ext = self.rng.random() < 0.15
        return P("PHONE", self.phone_value(ext=ext))

    def fax(self):
        return P("FAX", self.phone_value())

    def pager(self):
        r = self.rng
        return P("PHONE", r.choice([f"{r.randint(2, 8)}-{r.randint(1000, 9999)}", f"{r.randint(10000, 99999)}",
                                    f"{self.area}-555-{r.randint(100, 199):04d}"]))

    def ext(self):
        return "ext. " + P("PHONE", str(self.rng.randint(2000, 7999)))

    def email_value(self, person=None):
        r = self.rng
        p = person or self.pt
        dom = r.choice(["example.com", "example.org", "example.net", "mail.example.com", "patients.example.org"])
        g, s = re.sub(r"[^a-z]", "", p.given.lower()), re.sub(r"[^a-z]", "", p.surname.lower())
        user = r.choice([f"{g}.{s}", f"{g[0]}{s}", f"{g}{r.randint(1, 99)}", f"{s}.{g[0]}", f"{g}_{s}{r.randint(60, 99)}"])
        return f"{user}@{dom}"

    def email(self, person=None):
        return P("EMAIL", self.email_value(person))

    def url(self):
        r = self.rng
        slug = self.clinic_v.lower().replace(" ", "-").replace(".", "").replace("'", "").replace("&", "and")
        return P("URL", r.choice([f"https://portal.example.org/{slug}", f"www.example.com/{slug}",
                                  f"https://telehealth.example.net/room/{r.randint(1000, 99999)}",
                                  f"http://{slug}.example.org/patient-forms",
                                  f"https://example.com/visit?id={r.randint(100000, 999999)}",
                                  f"example.net/{slug}/billing"]))

    def ip(self):
        r = self.rng
        return P("IPADDR", r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                                     f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                                     f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"]))

    def username(self, person=None):
        r = self.rng
        p = person or self.pt
        g, s = re.sub(r"[^a-z]", "", p.given.lower()), re.sub(r"[^a-z]", "", p.surname.lower())
        return P("USERNAME", r.choice([f"{g[0]}{s}{r.randint(1, 9)}", f"{g[0]}{s[:5]}", f"{s[:6]}{g[0]}",
                                       f"{g}.{s[0]}", f"{g[:3]}{s[:3]}{r.randint(10, 99)}"]))

    # ------------------------------------------------ identifiers
    def mrn_value(self):
        r = self.rng
        return r.choice([f"{r.randint(0, 99999999):08d}", f"MRN-{r.randint(100000, 9999999)}",
                         f"E{r.randint(1000000, 9999999)}", f"{r.randint(100, 999)}-{r.randint(10, 99)}-{r.randint(10, 99)}",
                         f"{r.randint(1000000, 9999999)}"])

    def mrn(self):
        return P("MRN", self.mrn_v)

    def ssn(self):
        r = self.rng
        if r.random() < 0.8:
            v = f"9{r.randint(0, 99):02d}-{r.randint(10, 99)}-{r.randint(1000, 9999)}"
        else:
            v = f"000-{r.randint(10, 99)}-{r.randint(1000, 9999)}"
        if r.random() < 0.15:
            v = v.replace("-", "")
        return P("SSN", v)

    def member(self):
        r = self.rng
        return P("HEALTHPLAN", r.choice([
            "".join(r.choice(UP) for _ in range(3)) + str(r.randint(100000, 999999)),
            f"{r.randint(1, 9)}{r.choice(UP)}{r.choice(UP)}{r.randint(0, 9)}-{r.choice(UP)}{r.choice(UP)}{r.randint(0, 9)}-{r.choice(UP)}{r.choice(UP)}{r.randint(10, 99)}",
            f"W{r.randint(100000000, 999999999)}", f"MCD-{r.randint(10000000, 99999999)}"]))

    def group(self):
        r = self.rng
        return P("HEALTHPLAN", r.choice([f"{r.randint(0, 999999):06d}", f"GRP-{r.randint(1000, 99999)}",
                                         f"{r.choice(UP)}{r.randint(10000, 99999)}"]))

    def acct(self):
        r = self.rng
        return P("ACCOUNT", r.choice([f"{r.randint(1000, 9999)}-{r.randint(1000, 9999)}", f"A{r.randint(10000000, 99999999)}",
                                      f"ENC-{r.randint(100000, 9999999)}", f"{r.randint(100000000, 999999999)}",
                                      f"V{r.randint(1000000, 9999999)}"]))

    def npi(self):
        return P("LICENSE", f"{self.rng.choice('12')}{self.rng.randint(100000000, 999999999)}")

    def dea(self):
        r = self.rng
        return P("LICENSE", f"{r.choice('ABFM')}{r.choice(UP)}{r.randint(1000000, 9999999)}")

    def state_lic(self):
        r = self.rng
        return P("LICENSE", r.choice([f"{self.st}-{r.randint(10000, 99999)}", f"{r.choice(['MD', 'RN', 'DO', 'NP'])}{r.randint(100000, 999999)}",
                                      f"{r.randint(10, 99)}.{r.randint(100000, 999999)}"]))

    def dl(self):
        r = self.rng
        return P("LICENSE", r.choice([f"{r.choice(UP)}{r.randint(100, 999)}-{r.randint(1000, 9999)}-{r.randint(1000, 9999)}",
                                      f"{r.choice(UP)}{r.randint(10000000, 99999999)}", f"{r.randint(100000000, 999999999)}"]))

    def device(self):
        r = self.rng
        return P("DEVICE", r.choice(["".join(r.choice(UP) for _ in range(3)) + str(r.randint(100000, 999999)),
                                     f"SN{r.randint(10000000, 99999999)}",
                                     f"{r.randint(1000, 9999)}-{r.choice(UP)}{r.choice(UP)}{r.randint(1000, 9999)}",
                                     f"{r.randint(2, 9)}{r.choice(UP)}{r.randint(1000, 9999)}{r.choice(UP)}"]))

    def plate(self):
        r = self.rng
        return P("VEHICLE", r.choice([f"{r.randint(1, 9)}{''.join(r.choice(UP) for _ in range(3))}{r.randint(100, 999)}",
                                      f"{''.join(r.choice(UP) for _ in range(3))}-{r.randint(1000, 9999)}",
                                      f"{''.join(r.choice(UP) for _ in range(2))} {r.randint(10000, 99999)}"]))

    def vin(self):
        return P("VEHICLE", "".join(self.rng.choice(VIN_CH) for _ in range(17)))

    def bioid(self):
        r = self.rng
        return P("BIOID", r.choice([f"FP-{r.randint(10000, 99999)}", f"PV{r.randint(1000000, 9999999)}",
                                    f"VP-{r.randint(1000, 9999)}-{r.choice(UP)}", f"IRIS-{r.randint(100000, 999999)}",
                                    f"BIO{r.randint(10000, 99999)}{r.choice(UP)}"]))

    def idnum(self, kind="acc"):
        r = self.rng
        y = self.visit.year % 100
        v = {
            "acc": r.choice([f"S{y}-{r.randint(1000, 99999)}", f"L{r.randint(1000000, 9999999)}",
                             f"CH{y}{r.randint(10000, 99999)}", f"{y}-LAB-{r.randint(1000, 9999)}"]),
            "rx": r.choice([f"{r.randint(1000000, 9999999)}", f"RX{r.randint(100000, 999999)}", f"{r.randint(100, 999)}-{r.randint(10000, 99999)}"]),
            "case": r.choice([f"PA-{r.randint(100000, 999999)}", f"{r.randint(10, 99)}{r.choice(UP)}{r.randint(100000, 999999)}",
                              f"CASE {r.randint(1000, 9999)}-{r.randint(100, 999)}"]).replace("CASE ", "C"),
            "ref": f"REF{r.randint(100000, 999999)}",
            "order": f"ORD{r.randint(1000000, 9999999)}",
            "claim": f"WC-{self.visit.year}-{r.randint(10000, 99999)}",
            "reg": f"{r.randint(1000000, 9999999)}",
            "req": f"RQ{r.randint(10000, 99999)}",
        }[kind]
        return P("IDNUM", v)

    # ------------------------------------------------ places
    def clinic_name(self, kind="primary"):
        r = self.rng
        w = r.choice(PL.PLACE_WORDS)
        if kind == "primary":
            return f"{w} {r.choice(PL.CLINIC_KINDS)}"
        if kind == "urgent":
            return f"{w} {r.choice(PL.URGENT_KINDS)}"
        if kind == "specialty":
            return f"{w} {r.choice(PL.SPECIALTY_KINDS)}"
        if kind == "hospital":
            return r.choice([f"{w} {r.choice(PL.HOSPITAL_KINDS)}", f"{r.choice(PL.SAINTS)} {r.choice(PL.HOSPITAL_KINDS)}"])
        if kind == "pharmacy":
            return r.choice([f"{w} {r.choice(PL.PHARMACY_KINDS)}", f"{self.city} {r.choice(PL.PHARMACY_KINDS)}"])
        if kind == "homehealth":
            return f"{w} {r.choice(PL.HOMEHEALTH_KINDS)}"
        if kind == "snf":
            return f"{w} {r.choice(PL.SNF_KINDS)}"
        raise KeyError(kind)

    def H(self, kind="primary"):
        return P("HOSPITAL", self.clinic_name(kind))

    def clinic(self):
        return P("HOSPITAL", self.clinic_v)

    def street_value(self, unit=None):
        r = self.rng
        s = f"{r.randint(2, 9899)} {r.choice(PL.STREET_NAMES)} {r.choice(PL.STREET_SUFFIX)}"
        if unit or (unit is None and r.random() < 0.3):
            s += r.choice([", ", " "]) + r.choice(PL.UNITS)
        return s

    def address(self, one_line=True, city=None):
        r = self.rng
        city = city or (self.city if r.random() < 0.7 else r.choice(PL.CITIES))
        st = P("STATE", self.st if r.random() < 0.8 else self.state)
        z = P("ZIP", f"{r.randint(10000, 99999)}" + (f"-{r.randint(1000, 9999)}" if r.random() < 0.2 else ""))
        sep = ", " if one_line else "\n"
        return P("STREET", self.street_value()) + sep + P("CITY", city) + ", " + st + " " + z

    def org(self, kind=None):
        r = self.rng
        pool = {"employer": PL.EMPLOYERS, "school": PL.SCHOOLS, "church": PL.CHURCHES, "payer": PL.PAYERS,
                "community": PL.COMMUNITY}[kind or "employer"]
        return P("ORGANIZATION", r.choice(pool))

    def room(self):
        r = self.rng
        return P("LOCATION_OTHER", r.choice([str(r.randint(1, 14)), f"{r.randint(1, 4)}{r.randint(10, 40)}{r.choice('AB')}",
                                             f"{r.randint(100, 450)}", f"{r.choice(['A', 'B', 'C'])}{r.randint(1, 12)}"]))

    # ------------------------------------------------ misc
    def date(self, d=None, style=None):
        r = self.rng
        from compose import FULL_STYLES
        if style is None and d is self.dob:
            style = r.choice(["us", "us", "us1", "iso", "long", "abbr", "dmy", "dmy_sp", "us_short"])
        return D(d or self.visit, style or r.choice(FULL_STYLES))

    def past(self, lo=3, hi=900):
        return self.visit - dt.timedelta(days=self.rng.randint(lo, hi))

    def future(self, lo=3, hi=200):
        return self.visit + dt.timedelta(days=self.rng.randint(lo, hi))

    def age_str(self, style=None):
        """Age in one of many shorthand forms (only the number annotated)."""
        r = self.rng
        a = P("AGE", str(self.age))
        sx = self.sexl
        style = style or r.choice(["yo", "yo_nosp", "year_old", "sexsp", "slash", "y_o", "yom", "words", "aged", "sexnosp"])
        return {
            "yo": f"{a} yo {self.sexw}",
            "yo_nosp": f"{a}yo {sx}",
            "year_old": f"{a}-year-old {self.sexw}",
            "sexsp": f"{a} {sx}",
            "slash": f"{a}/{sx}",
            "y_o": f"{a} y/o {self.sexw}",
            "yom": f"{a} yo{'f' if sx == 'F' else 'm'}",
            "words": P("AGE", PL.age_words(self.age)) + f"-year-old {self.sexw}",
            "aged": f"{self.sexw} aged {a}",
            "sexnosp": f"{a}{sx}",
        }[style]
