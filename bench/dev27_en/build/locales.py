"""Locale-specific formatters for dev27_en. Every function takes a random.Random."""
import datetime as dt
import string
import pools as P

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UP = string.ascii_uppercase
DIG = string.digits


def digits(r, n):
    return "".join(r.choice(DIG) for _ in range(n))


def letters(r, n):
    return "".join(r.choice(UP) for _ in range(n))


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


class Locale:
    code = "US"
    dmy = False
    region_type = "STATE"

    def __init__(self, r):
        self.r = r

    # ---------- dates
    def date(self, d, style=None):
        r = self.r
        styles = self.date_styles()
        s = style if style is not None else r.choice(styles)
        return s(d)

    def date_short(self, d):  # day+month only
        if self.dmy:
            return self.r.choice([f"{d.day}/{d.month}", f"{d.day:02d}/{d.month:02d}", f"{d.day} {MONTHS[d.month-1][:3]}",
                                  f"{ordinal(d.day)} {MONTHS[d.month-1]}"])
        return self.r.choice([f"{d.month}/{d.day}", f"{MONTHS[d.month-1][:3]} {d.day}", f"{MONTHS[d.month-1]} {d.day}"])

    def date_wd(self, d):
        w = WD[d.weekday()]
        if self.dmy:
            return self.r.choice([f"{w[:3]} {d.day}/{d.month}", f"{w} {d.day} {MONTHS[d.month-1]}",
                                  f"{w[:3]} {d.day:02d}/{d.month:02d}/{d.year}", f"{w} {ordinal(d.day)} {MONTHS[d.month-1]} {d.year}"])
        return self.r.choice([f"{w[:3]} {d.month}/{d.day}", f"{w}, {MONTHS[d.month-1]} {d.day}, {d.year}",
                              f"{w[:3]} {d.month:02d}/{d.day:02d}/{d.year}"])

    def date_styles(self):
        if self.dmy:
            return [lambda d: f"{d.day:02d}/{d.month:02d}/{d.year}", lambda d: f"{d.day}/{d.month}/{d.year}",
                    lambda d: f"{d.day} {MONTHS[d.month-1]} {d.year}", lambda d: f"{d.day:02d}-{MONTHS[d.month-1][:3]}-{d.year}",
                    lambda d: f"{d.day:02d}.{d.month:02d}.{d.year % 100:02d}", lambda d: f"{d.day} {MONTHS[d.month-1][:3]} {d.year}",
                    lambda d: f"{d.day:02d}/{d.month:02d}/{d.year % 100:02d}"]
        return [lambda d: f"{d.month:02d}/{d.day:02d}/{d.year}", lambda d: f"{d.month}/{d.day}/{d.year % 100:02d}",
                lambda d: f"{MONTHS[d.month-1]} {d.day}, {d.year}", lambda d: f"{MONTHS[d.month-1][:3]} {d.day}, {d.year}",
                lambda d: f"{d.year}-{d.month:02d}-{d.day:02d}", lambda d: f"{d.month}/{d.day}/{d.year}"]

    # ---------- places
    def town(self):
        r = self.r
        x = r.random()
        base = r.choice(P.TOWN_A) + r.choice(P.TOWN_B)
        if x < 0.2:
            return r.choice(P.TOWN_PRE) + base
        if x < 0.35:
            return base + r.choice(P.TOWN_SUF)
        return base

    def street(self):
        r = self.r
        s = f"{r.randint(2, 2899)} {r.choice(P.STREET_A)} {r.choice(self.street_types())}"
        if r.random() < 0.2:
            s += r.choice([f", Apt {r.randint(1, 40)}{r.choice(['', 'B', 'C'])}", f" #{r.randint(100, 999)}", f", Unit {r.randint(1, 12)}"])
        return s

    def street_types(self):
        return P.STREET_US

    def hospital(self, town=None):
        r = self.r
        t = town or self.town()
        return r.choice([f"{t} General Hospital", f"{t} Regional Medical Center", f"St. {r.choice(P.SAINTS)}'s Hospital",
                         f"{r.choice(P.SURNAMES)} Memorial Hospital", f"{t} Community Hospital", f"{t} University Medical Center",
                         f"Mercy {t} Hospital"])

    def gp(self):
        r = self.r
        return r.choice([f"{self.town()} Family Practice", f"{r.choice(P.STREET_A)} Primary Care", f"{r.choice(P.SURNAMES)} Family Medicine",
                         f"{self.town()} Health Clinic"])

    def care_home(self):
        r = self.r
        return r.choice([f"{r.choice(P.STREET_A)} Manor", f"{r.choice(P.STREET_A)} Lodge", f"{self.town()} Care Home",
                         f"{r.choice(P.STREET_A)} House Nursing Home", f"{r.choice(P.STREET_A)} Gardens Assisted Living"])

    def rehab(self):
        r = self.r
        return r.choice([f"{self.town()} Rehabilitation Hospital", f"{r.choice(P.SURNAMES)} Rehabilitation Institute",
                         f"{self.town()} Spinal Cord Injury Center"])

    def ward(self):
        r = self.r
        return r.choice([f"{r.choice(P.WARD_NAMES)} Ward", f"Ward {r.randint(1, 40)}{r.choice(['', 'A', 'B', 'C', 'D'])}",
                         f"{r.choice(P.WARD_NAMES)} Unit", f"{r.randint(3, 12)} {r.choice(['East', 'West', 'North', 'South'])}"])

    def employer(self):
        r = self.r
        return f"{r.choice(P.EMPLOYER_A)} {r.choice(P.EMPLOYER_B)}"

    def school(self):
        r = self.r
        return r.choice([f"{self.town()} High School", f"{self.town()} Elementary School", f"{r.choice(P.STREET_A)} Middle School"])

    def state(self):
        return self.r.choice(self.states())

    def states(self):
        return ["MA", "OH", "NY", "TX", "CA", "IL", "PA", "MN", "GA", "WA", "CO", "OR", "MI", "NC", "AZ", "WI",
                "Ohio", "Texas", "Minnesota", "Oregon", "Georgia", "Vermont"]

    def zip(self):
        r = self.r
        z = f"{r.randint(1, 99):02d}{digits(r, 3)}"
        return z + (f"-{digits(r, 4)}" if r.random() < 0.2 else "")

    def country(self):
        return self.r.choice(["USA", "United States", "U.S.A."])

    # ---------- contact
    def phone(self):
        r = self.r
        a = r.choice(["617", "312", "614", "503", "412", "720", "919", "608", "213", "404", "971", "512"])
        n = f"01{r.randint(0, 99):02d}"
        s = r.choice([f"({a}) 555-{n}", f"{a}-555-{n}", f"{a}.555.{n}", f"+1 {a} 555 {n}", f"1-{a}-555-{n}"])
        if r.random() < 0.12:
            s += r.choice([f" ext. {r.randint(10, 9999)}", f" x{r.randint(100, 999)}", f" ext {r.randint(2, 99)}"])
        return s

    def pager(self):
        r = self.r
        return r.choice([f"{r.randint(1, 9)}-{digits(r, 4)}", f"{digits(r, 5)}", f"#{digits(r, 4)}"])

    def fax(self):
        return self.phone().split(" ext")[0].split(" x")[0]

    def mobile(self):
        return self.phone()

    def tld(self):
        return ".org"

    def email(self, given, family, org):
        r = self.r
        dom = "".join(ch for ch in org.lower() if ch.isalnum())[:14]
        g = "".join(ch for ch in given.lower() if ch.isalpha())
        f = "".join(ch for ch in family.lower() if ch.isalpha())
        u = r.choice([f"{g}.{f}", f"{g[0]}{f}", f"{f}.{g[0]}", f"{g}{f[0]}{r.randint(1, 99)}"])
        return f"{u}@{dom}{self.tld()}"

    def pemail(self, given, family):
        r = self.r
        g = "".join(ch for ch in given.lower() if ch.isalpha())
        f = "".join(ch for ch in family.lower() if ch.isalpha())
        return r.choice([f"{g}.{f}{r.randint(1, 99)}@examplemail.com", f"{g[0]}{f}@mailbox-example.net",
                         f"{f}{g[:3]}@example.com", f"{g}_{f[:4]}{r.randint(60, 99)}@webpost.example"])

    def url(self, org):
        r = self.r
        dom = "".join(ch for ch in org.lower() if ch.isalnum())[:16]
        return r.choice([f"www.{dom}{self.tld()}/patients", f"https://portal.{dom}{self.tld()}/login",
                         f"https://{dom}{self.tld()}/referrals/{r.choice(['burns', 'trauma', 'spinal', 'hand', 'ortho'])}",
                         f"{dom}{self.tld()}/visitors", f"https://telehealth.{dom}{self.tld()}/room/{digits(r, 6)}"])

    # ---------- ids
    def mrn(self):
        r = self.r
        return r.choice([digits(r, 8), f"{digits(r, 3)}-{digits(r, 2)}-{digits(r, 2)}", f"E{digits(r, 7)}", digits(r, 7)])

    def mrn_label(self):
        return self.r.choice(["MRN", "MRN:", "MR#", "Med Rec #", "MRN #"])

    def natid(self):
        r = self.r
        return f"{r.randint(100, 899)}-{digits(r, 2)}-{digits(r, 4)}"

    def natid_label(self):
        return self.r.choice(["SSN", "SSN:", "Social Security #"])

    def plan(self):
        r = self.r
        return r.choice([f"{letters(r, 3)}{digits(r, 6)}", f"{digits(r, 1)}{letters(r, 2)}{digits(r, 1)}-{letters(r, 2)}{digits(r, 1)}-{letters(r, 2)}{digits(r, 2)}",
                         f"W{digits(r, 9)}", f"{letters(r, 2)}{digits(r, 8)}"])

    def plan_label(self):
        return self.r.choice(["Member ID", "Policy #", "Medicare MBI", "Medicaid ID", "Subscriber ID", "Insurance ID"])

    def group(self):
        return digits(self.r, self.r.choice([5, 6]))

    def account(self):
        r = self.r
        return r.choice([f"{digits(r, 4)}-{digits(r, 4)}", digits(r, 10), f"V{digits(r, 8)}", f"FIN {digits(r, 9)}"[4:]])

    def account_label(self):
        return self.r.choice(["Acct #", "Account:", "Encounter #", "FIN", "CSN", "Visit #"])

    def license(self):
        r = self.r
        return r.choice([f"{letters(r, 2)}{digits(r, 7)}", digits(r, 10), f"MD{digits(r, 6)}"])

    def license_label(self, v):
        if len(v) == 10 and v.isdigit():
            return "NPI"
        if v.startswith("MD"):
            return "State lic."
        return "DEA"

    def dl(self):
        r = self.r
        return r.choice([f"{letters(r, 1)}{digits(r, 8)}", f"{digits(r, 3)}-{digits(r, 3)}-{digits(r, 3)}", f"{letters(r, 1)}{digits(r, 3)}-{digits(r, 4)}-{digits(r, 4)}"])

    def plate(self):
        r = self.r
        return r.choice([f"{r.randint(1, 9)}{letters(r, 3)}{digits(r, 3)}", f"{letters(r, 3)}-{digits(r, 4)}", f"{letters(r, 3)} {digits(r, 4)}"])

    def ip(self):
        r = self.r
        return r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                         f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                         f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"])

    def prof_reg(self):
        return self.license()


class UK(Locale):
    code = "UK"
    dmy = True
    region_type = "CITY"

    def street_types(self):
        return P.STREET_UK

    def street(self):
        r = self.r
        x = r.random()
        if x < 0.15:
            return f"Flat {r.randint(1, 30)}, {r.choice(P.STREET_A)} Court"
        if x < 0.25:
            return f"{r.choice(P.STREET_A)} Cottage, {r.randint(1, 99)} {r.choice(P.STREET_A)} {r.choice(self.street_types())}"
        return f"{r.randint(1, 240)} {r.choice(P.STREET_A)} {r.choice(self.street_types())}"

    def hospital(self, town=None):
        r = self.r
        t = town or self.town()
        return r.choice([f"{t} General Hospital", f"Royal {t} Infirmary", f"{t} University Hospital",
                         f"St {r.choice(P.SAINTS)}'s Hospital", f"{t} District General", f"{t} Community Hospital",
                         f"Queen {r.choice(['Adela', 'Matilda', 'Isolde', 'Eleanor'])} Hospital"])

    def gp(self):
        r = self.r
        return r.choice([f"{r.choice(P.STREET_A)} Surgery", f"{self.town()} Medical Practice", f"{r.choice(P.STREET_A)} Health Centre",
                         f"The {r.choice(P.STREET_A)} Practice"])

    def rehab(self):
        r = self.r
        return r.choice([f"{self.town()} Regional Rehabilitation Unit", f"{self.town()} Spinal Injuries Centre",
                         f"{r.choice(P.SURNAMES)} Neurorehabilitation Centre"])

    def school(self):
        r = self.r
        return r.choice([f"{self.town()} Academy", f"St {r.choice(P.SAINTS)}'s Primary School", f"{self.town()} Grammar School"])

    def states(self):
        return ["West Yorkshire", "Norfolk", "Cumbria", "Kent", "Devon", "Lancashire", "Shropshire", "Durham"]

    def state(self):
        return self.r.choice(self.states())

    def zip(self):
        r = self.r
        a = r.choice(["LS", "M", "B", "NE", "BS", "CF", "EH", "G", "YO", "EX", "NR", "CA", "TN", "SY", "DH", "PR", "SW", "N"])
        return f"{a}{r.randint(1, 28)} {r.randint(0, 9)}{letters(r, 2)}"

    def country(self):
        return self.r.choice(["UK", "United Kingdom", "England", "Wales", "Scotland"])

    def phone(self):
        r = self.r
        return r.choice([f"07700 900{digits(r, 3)}", f"01632 960{digits(r, 3)}", f"020 7946 0{digits(r, 3)}",
                         f"0113 496 0{digits(r, 3)}", f"+44 7700 900{digits(r, 3)}", f"0161 496 0{digits(r, 3)}",
                         f"(01632) 960{digits(r, 3)}", f"07700900{digits(r, 3)}"])

    def pager(self):
        r = self.r
        return r.choice([digits(r, 4), f"{digits(r, 4)}", f"{r.randint(1, 9)}{digits(r, 3)}"])

    def fax(self):
        r = self.r
        return r.choice([f"01632 960{digits(r, 3)}", f"020 7946 0{digits(r, 3)}", f"0113 496 0{digits(r, 3)}"])

    def tld(self):
        return ".nhs.uk"

    def mrn(self):
        r = self.r
        return r.choice([f"{letters(r, 1)}{digits(r, 6)}", f"RX{digits(r, 7)}", digits(r, 8), f"{letters(r, 2)}{digits(r, 6)}"])

    def mrn_label(self):
        return self.r.choice(["Hosp No", "Hospital No:", "MRN", "Unit No.", "RXH No"])

    def nhs(self):
        r = self.r
        return f"{digits(r, 3)} {digits(r, 3)} {digits(r, 4)}" if r.random() < 0.8 else digits(r, 10)

    def natid(self):
        r = self.r
        return r.choice([f"QQ {digits(r, 2)} {digits(r, 2)} {digits(r, 2)} {r.choice('ABCD')}", f"QQ{digits(r, 6)}{r.choice('ABCD')}"])

    def natid_label(self):
        return self.r.choice(["NI No", "NINO", "National Insurance No."])

    def plan(self):
        r = self.r
        return r.choice([f"{letters(r, 2)}{digits(r, 7)}", f"{digits(r, 8)}-{digits(r, 2)}", f"PMI-{digits(r, 6)}"])

    def plan_label(self):
        return self.r.choice(["Private insurer policy no.", "Membership no.", "Policy no:"])

    def account(self):
        r = self.r
        return r.choice([f"{digits(r, 8)}", f"ENC{digits(r, 7)}", f"{digits(r, 4)}/{digits(r, 4)}"])

    def account_label(self):
        return self.r.choice(["Episode no.", "Spell ID", "Attendance no:", "Encounter"])

    def license(self):
        return digits(self.r, 7)

    def license_label(self, v):
        return self.r.choice(["GMC", "GMC No.", "GMC no:"])

    def dl(self):
        r = self.r
        return f"{letters(r, 5)}{digits(r, 6)}{letters(r, 2)}{r.randint(1, 9)}{letters(r, 2)}"

    def plate(self):
        r = self.r
        return r.choice([f"{letters(r, 2)}{r.randint(10, 73)} {letters(r, 3)}", f"{letters(r, 2)}{r.randint(10, 73)}{letters(r, 3)}"])

    def date_styles(self):
        return super().date_styles()


class CA(Locale):
    code = "CA"
    dmy = False

    def date_styles(self):
        return [lambda d: f"{d.year}-{d.month:02d}-{d.day:02d}", lambda d: f"{MONTHS[d.month-1]} {d.day}, {d.year}",
                lambda d: f"{d.day:02d}/{d.month:02d}/{d.year}", lambda d: f"{d.year}/{d.month:02d}/{d.day:02d}",
                lambda d: f"{d.day} {MONTHS[d.month-1][:3]} {d.year}", lambda d: f"{d.year}-{MONTHS[d.month-1][:3]}-{d.day:02d}"]

    def hospital(self, town=None):
        r = self.r
        t = town or self.town()
        return r.choice([f"{t} General Hospital", f"{t} Health Sciences Centre", f"Hôpital {t}",
                         f"St. {r.choice(P.SAINTS)}'s Hospital", f"{t} Regional Health Centre", f"{r.choice(P.SURNAMES)} Memorial Hospital"])

    def gp(self):
        r = self.r
        return r.choice([f"{self.town()} Family Health Team", f"{r.choice(P.STREET_A)} Medical Clinic", f"Clinique {self.town()}"])

    def states(self):
        return ["ON", "BC", "AB", "QC", "MB", "NS", "SK", "NB", "Ontario", "British Columbia", "Alberta", "Nova Scotia", "Manitoba"]

    def zip(self):
        r = self.r
        return f"{r.choice('ABCEGHJKLMNPRSTVXY')}{r.randint(0, 9)}{r.choice('ABCEGHJKLMNPRSTVWXYZ')} {r.randint(0, 9)}{r.choice('ABCEGHJKLMNPRSTVWXYZ')}{r.randint(0, 9)}"

    def country(self):
        return "Canada"

    def phone(self):
        r = self.r
        a = r.choice(["416", "604", "403", "613", "514", "902", "204", "780", "647", "306"])
        n = f"01{r.randint(0, 99):02d}"
        s = r.choice([f"({a}) 555-{n}", f"{a}-555-{n}", f"{a} 555 {n}", f"+1-{a}-555-{n}"])
        if r.random() < 0.1:
            s += f" poste {r.randint(100, 9999)}" if r.random() < 0.3 else f" ext. {r.randint(100, 9999)}"
        return s

    def tld(self):
        return ".ca"

    def mrn(self):
        r = self.r
        return r.choice([digits(r, 7), f"{letters(r, 1)}{digits(r, 7)}", f"{digits(r, 2)}-{digits(r, 6)}"])

    def mrn_label(self):
        return self.r.choice(["MRN", "Chart #", "Hospital #", "MRN:"])

    def natid(self):
        r = self.r
        return f"{r.randint(1, 7)}{digits(r, 2)} {digits(r, 3)} {digits(r, 3)}"

    def natid_label(self):
        return "SIN"

    def plan(self):
        r = self.r
        return r.choice([f"{digits(r, 4)}-{digits(r, 3)}-{digits(r, 3)}-{letters(r, 2)}", f"{digits(r, 10)}", f"{digits(r, 4)} {digits(r, 3)} {digits(r, 3)}",
                         f"{letters(r, 4)} {digits(r, 4)} {digits(r, 4)}"])

    def plan_label(self):
        return self.r.choice(["OHIP", "Health card #", "PHN", "RAMQ", "MSP #", "Alberta PHN"])

    def account(self):
        r = self.r
        return r.choice([digits(r, 9), f"{letters(r, 2)}{digits(r, 7)}"])

    def account_label(self):
        return self.r.choice(["Visit #", "Encounter #", "Acct"])

    def license(self):
        r = self.r
        return r.choice([digits(r, 5), digits(r, 6), f"{digits(r, 5)}-{digits(r, 1)}"])

    def license_label(self, v):
        return self.r.choice(["CPSO #", "CPSBC", "Lic. #", "CPSA reg."])

    def dl(self):
        r = self.r
        return f"{letters(r, 1)}{digits(r, 4)}-{digits(r, 5)}-{digits(r, 5)}"

    def plate(self):
        r = self.r
        return r.choice([f"{letters(r, 4)} {digits(r, 3)}", f"{letters(r, 2)}{digits(r, 1)}-{digits(r, 3)}", f"{digits(r, 3)} {letters(r, 3)}"])


class AU(Locale):
    code = "AU"
    dmy = True

    def street_types(self):
        return P.STREET_AU

    def hospital(self, town=None):
        r = self.r
        t = town or self.town()
        return r.choice([f"{t} Base Hospital", f"{t} Hospital", f"Royal {t} Hospital", f"{t} Health Service",
                         f"St {r.choice(P.SAINTS)}'s Private Hospital", f"{t} District Hospital"])

    def gp(self):
        r = self.r
        return r.choice([f"{self.town()} Medical Centre", f"{r.choice(P.STREET_A)} Family Practice", f"{self.town()} Superclinic"])

    def rehab(self):
        r = self.r
        return r.choice([f"{self.town()} Rehabilitation Centre", f"{self.town()} Spinal Injuries Unit", f"{r.choice(P.SURNAMES)} Brain Injury Unit"])

    def states(self):
        return ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "NT", "ACT", "New South Wales", "Victoria", "Queensland"]

    def zip(self):
        r = self.r
        return f"{r.choice([2, 3, 4, 5, 6, 7])}{digits(r, 3)}"

    def country(self):
        return self.r.choice(["Australia", "AUS"])

    def phone(self):
        r = self.r
        return r.choice([f"(0{r.choice([2, 3, 7, 8])}) 5550 {digits(r, 4)}", f"0491 570 {r.randint(100, 313)}",
                         f"+61 {r.choice([2, 3, 7, 8])} 5550 {digits(r, 4)}", f"0{r.choice([2, 3, 7, 8])} 5550 {digits(r, 4)}",
                         f"0491570{r.randint(100, 313)}"])

    def fax(self):
        r = self.r
        return f"(0{r.choice([2, 3, 7, 8])}) 5550 {digits(r, 4)}"

    def pager(self):
        r = self.r
        return digits(r, r.choice([3, 4]))

    def tld(self):
        return ".org.au"

    def mrn(self):
        r = self.r
        return r.choice([digits(r, 7), f"{digits(r, 6)}", f"{letters(r, 1)}{digits(r, 6)}"])

    def mrn_label(self):
        return self.r.choice(["UR", "UR No.", "URN", "MRN"])

    def natid(self):
        r = self.r
        return f"{digits(r, 3)} {digits(r, 3)} {digits(r, 3)}"

    def natid_label(self):
        return "TFN"

    def plan(self):
        r = self.r
        return r.choice([f"{r.randint(2, 6)}{digits(r, 3)} {digits(r, 5)} {r.randint(1, 9)}", f"{r.randint(2, 6)}{digits(r, 9)}",
                         f"{letters(r, 3)}{digits(r, 7)}"])

    def plan_label(self):
        return self.r.choice(["Medicare No.", "Medicare", "DVA Gold Card", "Health fund member no."])

    def account(self):
        r = self.r
        return r.choice([digits(r, 9), f"EP{digits(r, 7)}"])

    def account_label(self):
        return self.r.choice(["Episode No.", "Visit No.", "Account"])

    def license(self):
        r = self.r
        return f"MED{digits(r, 10)}"

    def license_label(self, v):
        return "AHPRA"

    def dl(self):
        r = self.r
        return digits(r, r.choice([8, 9, 10]))

    def plate(self):
        r = self.r
        return r.choice([f"{letters(r, 3)}-{digits(r, 3)}", f"{digits(r, 1)}{letters(r, 2)}{digits(r, 1)}{letters(r, 2)}", f"{letters(r, 3)} {digits(r, 2)}{letters(r, 1)}"])


class IE(Locale):
    code = "IE"
    dmy = True
    region_type = "CITY"

    def street_types(self):
        return P.STREET_UK

    def street(self):
        r = self.r
        x = r.random()
        if x < 0.25:
            return f"{r.randint(1, 120)} {r.choice(P.STREET_A)} Park"
        if x < 0.4:
            return f"Apt {r.randint(1, 60)}, {r.choice(P.STREET_A)} Quay"
        return f"{r.randint(1, 200)} {r.choice(P.STREET_A)} {r.choice(P.STREET_UK)}"

    def hospital(self, town=None):
        r = self.r
        t = town or self.town()
        return r.choice([f"{t} University Hospital", f"St {r.choice(P.SAINTS)}'s University Hospital", f"{t} Regional Hospital",
                         f"Mater {t} Hospital", f"{t} General Hospital"])

    def gp(self):
        r = self.r
        return r.choice([f"{self.town()} Medical Centre", f"{r.choice(P.STREET_A)} Family Practice", f"{r.choice(P.SURNAMES)} Medical Practice"])

    def rehab(self):
        r = self.r
        return r.choice([f"{self.town()} Rehabilitation Hospital", f"{self.town()} Spinal Unit"])

    def states(self):
        return ["Co. Cork", "Co. Galway", "Co. Kerry", "Co. Mayo", "Co. Donegal", "Co. Wexford", "Co. Meath", "Co. Clare", "County Tipperary", "Co. Limerick"]

    def zip(self):
        r = self.r
        return f"{r.choice(['A', 'D', 'H', 'T', 'V', 'F', 'R', 'P'])}{digits(r, 2)} {letters(r, 1)}{digits(r, 1)}{letters(r, 1)}{digits(r, 1)}"

    def country(self):
        return self.r.choice(["Ireland", "Republic of Ireland"])

    def phone(self):
        r = self.r
        return r.choice([f"(01) 555 01{digits(r, 2)}", f"087 555 01{digits(r, 2)}", f"+353 87 555 01{digits(r, 2)}", f"021 555 01{digits(r, 2)}",
                         f"085-555-01{digits(r, 2)}", f"091 555 01{digits(r, 2)}"])

    def fax(self):
        r = self.r
        return f"(0{r.choice([1, 21, 91, 61])}) 555 01{digits(r, 2)}"

    def pager(self):
        return digits(self.r, 3)

    def tld(self):
        return ".ie"

    def mrn(self):
        r = self.r
        return r.choice([digits(r, 7), f"{letters(r, 1)}{digits(r, 6)}", digits(r, 6)])

    def mrn_label(self):
        return self.r.choice(["MRN", "Hosp. No.", "Chart No."])

    def natid(self):
        r = self.r
        return f"{digits(r, 7)}{letters(r, 1)}{r.choice(['', 'A', 'W'])}"

    def natid_label(self):
        return self.r.choice(["PPSN", "PPS No."])

    def plan(self):
        r = self.r
        return r.choice([f"{digits(r, 6)}{letters(r, 1)}", f"{letters(r, 2)}{digits(r, 8)}", f"GMS {digits(r, 6)}"[4:]])

    def plan_label(self):
        return self.r.choice(["Medical card no.", "GMS No.", "Insurer membership no.", "DVC no."])

    def account(self):
        return digits(self.r, 8)

    def account_label(self):
        return self.r.choice(["Episode", "Attendance No.", "Encounter"])

    def license(self):
        return digits(self.r, 6)

    def license_label(self, v):
        return self.r.choice(["MCRN", "IMC No.", "NMBI PIN"])

    def dl(self):
        r = self.r
        return f"{digits(r, 3)}{digits(r, 6)}"

    def plate(self):
        r = self.r
        return f"{r.randint(12, 24)}{r.choice(['1', '2', ''])}-{r.choice(['D', 'C', 'G', 'KY', 'MO', 'WX', 'L'])}-{r.randint(1, 99999)}"


class NZ(Locale):
    code = "NZ"
    dmy = True

    def street_types(self):
        return P.STREET_AU

    def hospital(self, town=None):
        r = self.r
        t = town or self.town()
        return r.choice([f"{t} Hospital", f"{t} Base Hospital", f"Te Whare Ora {t}", f"{t} City Hospital", f"{t} Regional Hospital"])

    def gp(self):
        r = self.r
        return r.choice([f"{self.town()} Medical Centre", f"{r.choice(P.STREET_A)} Health", f"{self.town()} Family Doctors"])

    def rehab(self):
        r = self.r
        return r.choice([f"{self.town()} Spinal Unit", f"{self.town()} Rehabilitation Unit", f"{r.choice(P.STREET_A)} Rehab Centre"])

    def states(self):
        return ["Canterbury", "Waikato", "Otago", "Southland", "Northland", "Taranaki", "Hawke's Bay", "Manawatū-Whanganui", "Bay of Plenty"]

    def zip(self):
        return f"{self.r.randint(1, 9)}{digits(self.r, 3)}"

    def country(self):
        return self.r.choice(["New Zealand", "NZ", "Aotearoa"])

    def phone(self):
        r = self.r
        return r.choice([f"(0{r.choice([3, 4, 6, 7, 9])}) 555 01{digits(r, 2)}", f"021 555 01{digits(r, 2)}", f"027 555 01{digits(r, 2)}",
                         f"+64 21 555 01{digits(r, 2)}", f"0{r.choice([3, 9])}-555 01{digits(r, 2)}"])

    def fax(self):
        r = self.r
        return f"(0{r.choice([3, 4, 9])}) 555 01{digits(r, 2)}"

    def pager(self):
        return digits(self.r, 4)

    def tld(self):
        return ".org.nz"

    def mrn(self):
        r = self.r
        return f"{r.choice('ABCDEFGHJKLMNPRSTUVWXYZ')}{r.choice('ABCDEFGHJKLMNPRSTUVWXYZ')}{r.choice('ABCDEFGHJKLMNPRSTUVWXYZ')}{digits(r, 4)}"

    def mrn_label(self):
        return self.r.choice(["NHI", "NHI:", "NHI No."])

    def natid(self):
        r = self.r
        return f"{digits(r, 3)}-{digits(r, 3)}-{digits(r, 3)}"

    def natid_label(self):
        return "IRD"

    def plan(self):
        r = self.r
        return r.choice([f"{letters(r, 2)}{digits(r, 8)}", f"{digits(r, 8)}", f"{letters(r, 1)}{digits(r, 7)}"])

    def plan_label(self):
        return self.r.choice(["ACC claim no.", "ACC45 no.", "Southern Cross member no.", "ACC claim"])

    def account(self):
        return digits(self.r, 9)

    def account_label(self):
        return self.r.choice(["Event ID", "Encounter", "Visit No."])

    def license(self):
        return digits(self.r, 5)

    def license_label(self, v):
        return self.r.choice(["MCNZ", "MCNZ No.", "APC"])

    def dl(self):
        r = self.r
        return f"{letters(r, 2)}{digits(r, 6)}"

    def plate(self):
        r = self.r
        return r.choice([f"{letters(r, 3)}{digits(r, 3)}", f"{letters(r, 2)}{digits(r, 4)}", f"{r.randint(1, 9)}{letters(r, 3)}{digits(r, 2)}"])


LOCALES = {"US": Locale, "UK": UK, "CA": CA, "AU": AU, "IE": IE, "NZ": NZ}
