"""Per-note context: who, where, when and which identifiers, all invented on the fly."""
import datetime as dt
import string

import pools as P
from core import M, Person, Staff, fmt_date, US_STYLES, UK_STYLES, words

AREA = ["413", "614", "802", "505", "971", "319", "207", "608"]
REL_M = ["husband", "son", "brother", "father", "partner", "nephew", "grandson", "neighbour", "friend"]
REL_F = ["wife", "daughter", "sister", "mother", "partner", "niece", "granddaughter", "neighbor", "friend"]


class Ctx:
    def __init__(self, R, locale):
        self.R = R
        self.loc = locale  # "US" or "UK"
        self.uk = locale == "UK"
        self.pt = Person(R)
        y = R.randint(2019, 2026)
        self.adm = dt.date(y, R.randint(1, 12), R.randint(1, 28))
        r = R.random()
        if r < 0.08:
            self.age = R.randint(90, 103)
        elif r < 0.15:
            self.age = R.randint(19, 35)
        else:
            self.age = R.randint(36, 89)
        self.dob = dt.date(self.adm.year - self.age - 1, R.randint(1, 12), R.randint(1, 28))
        if (self.adm.month, self.adm.day) >= (self.dob.month, self.dob.day):
            self.dob = dt.date(self.dob.year + 1, self.dob.month, self.dob.day)
        self.age = self.adm.year - self.dob.year - ((self.adm.month, self.adm.day) < (self.dob.month, self.dob.day))
        hosp = P.UK_HOSPITALS if self.uk else P.US_HOSPITALS
        self.hosp = R.choice(hosp)
        self.hosp2 = R.choice([h for h in hosp if h != self.hosp])
        self.outside = R.choice(P.UK_PRACTICES if self.uk else P.US_PRACTICES)
        self.facility = R.choice(P.UK_FACILITIES if self.uk else P.US_FACILITIES)
        self.ward = R.choice(P.UK_WARDS if self.uk else P.US_WARDS)
        self.room = str(R.randint(2, 9)) + str(R.randint(0, 3)) + f"{R.randint(1, 40):02d}" + R.choice(["", "", "A", "B"])
        self.bed = str(R.randint(1, 28))
        st = R.choice(P.US_STATES)
        self.state_full, self.state = st
        self.city = R.choice(P.UK_TOWNS if self.uk else P.US_TOWNS)
        self.hcity = R.choice(P.UK_TOWNS if self.uk else P.US_TOWNS)
        self.styles = UK_STYLES if self.uk else US_STYLES
        self.main_style = R.choice(["uk", "uk_long", "dmon"] if self.uk else ["us", "us1", "dmon", "long"])
        self.staff = {}
        self.fam = []
        self.prof = R.choice(P.PROFESSIONS_UK + P.PROFESSIONS if self.uk else P.PROFESSIONS)
        self.employer = R.choice(P.EMPLOYERS)
        self.country = R.choice(P.COUNTRIES)
        self.lang = R.choice(P.LANGS)
        self._mrn = self.gen_mrn()
        self._acct = self.gen_acct()

    # ---------------------------------------------------------------- people
    ROLE_OF = {"rn": "RN", "rn2": "RN", "rn3": "RN", "charge": "RN", "circ": "RN", "pacu": "RN", "triage": "RN", "icurn": "RN",
               "rt": "RT", "pharm": "PharmD", "crna": "CRNA", "srna": "SRNA", "scrub": "CST", "chap": "chaplain",
               "scribe": "scribe", "interp": "interpreter", "transcriptionist": "MT", "pa": "PA"}

    def st(self, key, role=None):
        role = role or self.ROLE_OF.get(key, "MD")
        if key not in self.staff:
            s = Staff(self.R, role)
            # keep staff surnames distinct from the patient's to keep the gold unambiguous
            while s.last == self.pt.last or any(o.last == s.last for o in self.staff.values()):
                s = Staff(self.R, role)
            self.staff[key] = s
        return self.staff[key]

    def relative(self, i=0):
        while len(self.fam) <= i:
            p = Person(self.R, typ="FAMILY")
            old = self.age > 62
            if p.sex == "M":
                p.rel = self.R.choice(REL_M if self.pt.sex == "F" or self.R.random() < 0.6 else REL_M[1:])
            else:
                p.rel = self.R.choice(REL_F if self.pt.sex == "M" or self.R.random() < 0.6 else REL_F[1:])
            if old and p.rel in ("father", "mother"):
                p.rel = "son" if p.sex == "M" else "daughter"
            if p.rel in ("wife", "husband", "partner") or self.R.random() < 0.5:
                if p.rel not in ("friend", "neighbour", "neighbor", "partner"):
                    p.last = self.pt.last
            self.fam.append(p)
        return self.fam[i]

    # ---------------------------------------------------------------- dates
    def day(self, off=0):
        return self.adm + dt.timedelta(days=off)

    def d(self, off=0, style=None):
        return M("DATE", fmt_date(self.day(off), style or self.R.choice(self.styles)))

    def dm(self, off=0):
        return M("DATE", fmt_date(self.day(off), self.main_style))

    def dob_s(self, style=None):
        return M("DATE", fmt_date(self.dob, style or self.main_style))

    def past(self, yrs_min=1, yrs_max=15, style=None):
        y = self.adm.year - self.R.randint(yrs_min, yrs_max)
        if style is None:
            style = self.R.choice(["year", "year", "mon_year", "mon_y_short"] + (["uk"] if self.uk else ["us1"]))
        d = dt.date(y, self.R.randint(1, 12), self.R.randint(1, 28))
        return M("DATE", fmt_date(d, style))

    def seq_times(self, n, step=(3, 40)):
        R = self.R
        fmt = R.choice(["colon", "plain"])
        t = R.randint(6 * 60, 16 * 60)
        out = []
        for _ in range(n):
            h, m = (t // 60) % 24, t % 60
            out.append(f"{h:02d}:{m:02d}" if fmt == "colon" else f"{h:02d}{m:02d}")
            t += R.randint(*step)
        return out

    def time(self):
        h, m = self.R.randint(0, 23), self.R.choice([0, 5, 10, 12, 15, 20, 25, 30, 34, 40, 45, 48, 50, 55])
        f = self.R.random()
        if f < 0.45:
            return f"{h:02d}:{m:02d}"
        if f < 0.75:
            return f"{h:02d}{m:02d}"
        if f < 0.9:
            return f"{(h % 12) or 12}:{m:02d} {'AM' if h < 12 else 'PM'}"
        return f"{h:02d}{m:02d}h"

    # ---------------------------------------------------------------- ages
    def age_s(self, form=None, age=None):
        a = self.age if age is None else age
        sx = self.pt.sex
        form = form or self.R.choice(["yo", "yo", "nospace", "yF", "year", "year", "yr", "slash", "aged", "word"])
        if form == "yo":
            return f"{M('AGE', a)} yo"
        if form == "nospace":
            return f"{M('AGE', a)}yo"
        if form == "yF":
            return f"{M('AGE', a)}{sx}"
        if form == "year":
            return f"{M('AGE', a)}-year-old"
        if form == "yr":
            return f"{M('AGE', a)} yr old"
        if form == "slash":
            return f"{M('AGE', a)} y/o"
        if form == "aged":
            return f"aged {M('AGE', a)}"
        if form == "word":
            return f"{M('AGE', words(a))}-year-old"
        raise ValueError(form)

    # ---------------------------------------------------------------- contact
    def phone(self, style=None, typ="PHONE"):
        R = self.R
        n = f"{R.randint(100, 199) - 100:02d}"
        if self.uk and style != "us":
            s = R.random()
            if s < 0.35:
                v = f"020 7946 0{R.randint(0, 999):03d}"
            elif s < 0.65:
                v = f"07700 900{R.randint(0, 999):03d}"
            elif s < 0.85:
                v = f"0161 496 0{R.randint(0, 999):03d}"
            else:
                v = f"+44 20 7946 0{R.randint(0, 999):03d}"
        else:
            a = R.choice(AREA)
            s = R.random()
            if s < 0.35:
                v = f"({a}) 555-01{n}"
            elif s < 0.7:
                v = f"{a}-555-01{n}"
            elif s < 0.8:
                v = f"{a}.555.01{n}"
            elif s < 0.9:
                v = f"555-01{n}"
            else:
                v = f"1-{a}-555-01{n}"
            if typ == "PHONE" and R.random() < 0.12:
                v += R.choice([f" ext. {R.randint(2, 899)}", f" x{R.randint(100, 4999)}", f" ext {R.randint(10, 99)}"])
        return M(typ, v)

    def fax(self):
        R = self.R
        if self.uk:
            return M("FAX", R.choice([f"020 7946 0{R.randint(0, 999):03d}", f"0161 496 0{R.randint(0, 999):03d}"]))
        return self.phone(typ="FAX")

    def pager(self):
        R = self.R
        if self.uk:
            return M("PHONE", f"07700 900{R.randint(0, 999):03d}")
        return M("PHONE", R.choice([f"555-01{R.randint(0, 99):02d}", f"({R.choice(AREA)}) 555-01{R.randint(0, 99):02d}"]))

    def email_of(self, p):
        f, l = p.first.lower().replace("-", ""), p.last.lower().replace("'", "").replace("-", "")
        dom = self.R.choice(["example.com", "example.net", "example.org", "mail.example.com"])
        return M("EMAIL", self.R.choice([f"{f}.{l}@{dom}", f"{f}{l}{self.R.randint(1, 99)}@{dom}", f"{f[0]}{l}@{dom}"]))

    def url(self):
        R = self.R
        slug = self.hosp[2].lower()
        return M("URL", R.choice([
            f"https://portal.example.org/{slug}", f"www.example.com/{slug}/mychart", f"https://{slug}.example.net/patient",
            f"http://www.example.org/{slug}/discharge-info", f"https://telehealth.example.com/room/{R.randint(1000, 9999)}",
        ]))

    def ip(self):
        R = self.R
        return M("IPADDR", R.choice([
            f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}",
            f"192.168.{R.randint(0, 255)}.{R.randint(1, 254)}",
            f"172.{R.randint(16, 31)}.{R.randint(0, 255)}.{R.randint(1, 254)}",
        ]))

    # ---------------------------------------------------------------- places
    def street(self):
        R = self.R
        suf = R.choice(P.STREET_SUFFIX_UK if self.uk else P.STREET_SUFFIX_US)
        v = f"{R.randint(2, 4800) if not self.uk else R.randint(1, 220)} {R.choice(P.STREET_NAMES)} {suf}"
        if R.random() < 0.2:
            v += R.choice([f", Flat {R.randint(1, 20)}", f", Flat {R.randint(1, 9)}{R.choice('ABC')}"] if self.uk else
                          [f", Apt {R.randint(1, 40)}", f" Apt {R.randint(1, 12)}{R.choice('ABCD')}", f", Unit {R.randint(1, 9)}", f" #{R.randint(2, 30)}"])
        return M("STREET", v)

    def zip(self):
        R = self.R
        if self.uk:
            return M("ZIP", f"{R.choice(P.UK_PC_AREA)}{R.randint(1, 19)} {R.randint(1, 9)}{R.choice('ABDEFGHJLNPQRSTUWXYZ')}{R.choice('ABDEFGHJLNPQRSTUWXYZ')}")
        return M("ZIP", f"{R.randint(10000, 99950):05d}" + (f"-{R.randint(1000, 9999)}" if R.random() < 0.15 else ""))

    def address(self, city=None):
        city = city or self.city
        if self.uk:
            return f"{self.street()}, {M('CITY', city)}, {self.zip()}"
        st = self.state if self.R.random() < 0.85 else self.state_full
        return f"{self.street()}, {M('CITY', city)}, {M('STATE', st)} {self.zip()}"

    def H(self, form=None):
        form = form or self.R.choice([0, 0, 1, 2])
        return M("HOSPITAL", self.hosp[form])

    def H2(self, form=None):
        form = form or self.R.choice([0, 0, 1])
        return M("HOSPITAL", self.hosp2[form])

    def roomb(self):
        R = self.R
        if self.uk:
            return R.choice([f"{M('HOSPITAL', self.ward)}, bed {M('LOCATION_OTHER', self.bed)}",
                             f"{M('HOSPITAL', self.ward)} bay {M('LOCATION_OTHER', str(R.randint(1, 6)))} bed {M('LOCATION_OTHER', self.bed)}",
                             f"side room {M('LOCATION_OTHER', str(R.randint(1, 8)))} on {M('HOSPITAL', self.ward)}"])
        return R.choice([f"Rm {M('LOCATION_OTHER', self.room)}", f"room {M('LOCATION_OTHER', self.room)}",
                         f"Room {M('LOCATION_OTHER', self.room)}, bed {M('LOCATION_OTHER', R.choice('12'))}",
                         f"bed {M('LOCATION_OTHER', self.bed)}"])

    # ---------------------------------------------------------------- IDs
    def gen_mrn(self):
        R = self.R
        if self.uk:
            return R.choice([f"{R.choice('RKWN')}{R.randint(100000, 999999)}", f"H{R.randint(1000000, 9999999)}"])
        return R.choice([f"{R.randint(0, 99999999):08d}", f"{R.randint(1000000, 9999999)}", f"MR{R.randint(100000, 999999)}",
                         f"{R.randint(100, 999)}-{R.randint(10, 99)}-{R.randint(10, 99)}-{R.randint(0, 9)}"])

    def mrn(self):
        return M("MRN", self._mrn)

    def nhs(self):
        R = self.R
        return M("HEALTHPLAN", f"999 {R.randint(100, 999)} {R.randint(1000, 9999)}")

    def gen_acct(self):
        R = self.R
        return R.choice([f"{R.randint(1000, 9999)}-{R.randint(1000, 9999)}", f"A{R.randint(10000000, 99999999)}",
                         f"{R.randint(100000000, 999999999)}", f"V{R.randint(100000, 999999)}"])

    def acct(self):
        return M("ACCOUNT", self._acct)

    def csn(self):
        return M("ACCOUNT", str(self.R.randint(1000000000, 9999999999)))

    def ssn(self):
        R = self.R
        if self.uk:
            return M("SSN", f"QQ {R.randint(10, 99)} {R.randint(10, 99)} {R.randint(10, 99)} {R.choice('ABCD')}")
        return M("SSN", R.choice([f"9{R.randint(0, 99):02d}-{R.randint(10, 99)}-{R.randint(1000, 9999)}",
                                  f"9{R.randint(0, 99):02d} {R.randint(10, 99)} {R.randint(1000, 9999)}",
                                  f"9{R.randint(0, 99):02d}{R.randint(10, 99)}{R.randint(1000, 9999)}"]))

    def hp(self):
        R = self.R
        L = string.ascii_uppercase
        return M("HEALTHPLAN", R.choice([
            f"{R.choice(L)}{R.choice(L)}{R.choice(L)}{R.randint(100000, 999999)}",
            f"{R.randint(100000000, 999999999)}{R.choice(L)}",
            f"W{R.randint(10000000, 99999999)}-0{R.randint(1, 4)}",
            f"{R.choice(L)}{R.randint(1000, 9999)}-{R.randint(10000, 99999)}",
        ]))

    def group(self):
        return M("HEALTHPLAN", f"GRP-{self.R.randint(10000, 99999)}")

    def npi(self):
        return M("LICENSE", str(self.R.randint(1000000000, 1999999999)))

    def dea(self):
        R = self.R
        L = string.ascii_uppercase
        return M("LICENSE", f"{R.choice('ABFM')}{R.choice(L)}{R.randint(1000000, 9999999)}")

    def lic(self):
        R = self.R
        if self.uk:
            return M("LICENSE", R.choice([f"{R.randint(6000000, 7999999)}", f"{R.randint(10, 99)}{R.choice('ABCDEFGHIJ')}{R.randint(1000, 9999)}{R.choice('EOS')}"]))
        return M("LICENSE", R.choice([f"MD{R.randint(10000, 99999)}", f"RN-{R.randint(100000, 999999)}", f"{self.state}-{R.randint(20000, 89999)}"]))

    def dl(self):
        R = self.R
        L = string.ascii_uppercase
        return M("LICENSE", f"{R.choice(L)}{R.randint(100, 999)}-{R.randint(1000, 9999)}-{R.randint(1000, 9999)}")

    def serial(self):
        R = self.R
        L = string.ascii_uppercase
        return M("DEVICE", R.choice([
            f"{R.choice(L)}{R.choice(L)}{R.choice(L)}{R.randint(100000, 999999)}", f"SN{R.randint(10000000, 99999999)}",
            f"{R.randint(1000, 9999)}-{R.choice(L)}{R.randint(1000, 9999)}", f"{R.choice(L)}{R.randint(10, 99)}{R.choice(L)}{R.randint(10000, 99999)}",
        ]))

    def lot(self):
        return M("DEVICE", f"{self.R.choice(['LOT', 'L'])}{self.R.randint(100000, 999999)}")

    def plate(self):
        R = self.R
        L = "ABCDEFGHJKLMNPRSTVWXYZ"
        if self.uk:
            return M("VEHICLE", f"{R.choice(L)}{R.choice(L)}{R.randint(10, 74)} {R.choice(L)}{R.choice(L)}{R.choice(L)}")
        return M("VEHICLE", R.choice([f"{R.randint(1, 9)}{R.choice(L)}{R.choice(L)}{R.choice(L)}{R.randint(100, 999)}",
                                      f"{R.choice(L)}{R.choice(L)}{R.choice(L)}-{R.randint(1000, 9999)}"]))

    def vin(self):
        R = self.R
        chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return M("VEHICLE", "".join(R.choice(chars) for _ in range(17)))

    def bioid(self, kind=None):
        R = self.R
        if kind:
            pre = {"palm": "PV", "finger": "FP-", "iris": "IRIS", "voice": "VP-"}[kind]
            return M("BIOID", f"{pre}{R.randint(10000, 999999)}")
        return M("BIOID", R.choice([f"FP-{R.randint(10000, 99999)}", f"PV{R.randint(100000, 999999)}",
                                    f"BIO-{R.randint(1000, 9999)}-{R.randint(100, 999)}", f"IRIS{R.randint(10000, 99999)}"]))

    def acc(self, pre=None):
        R = self.R
        pre = pre or R.choice(["S", "SP", "CY", "H", "RAD", "CT", "XR", "MR", "US"])
        return M("IDNUM", R.choice([f"{pre}{self.adm.year % 100:02d}-{R.randint(1000, 99999)}", f"{pre}{R.randint(1000000, 9999999)}",
                                    f"{R.randint(10000000, 99999999)}"]))

    def order(self):
        return M("IDNUM", str(self.R.randint(100000000, 999999999)))

    def job(self):
        return M("IDNUM", str(self.R.randint(100000, 9999999)))
