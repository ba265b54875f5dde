"""Per-note profile: invented patient, staff, places and identifiers, plus
surface-form helpers that return marked strings."""
import datetime as dt
import unicodedata

from phi import P
import pools as PL

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
HOLIDAYS = {"CA": ["Christmas", "Canada Day", "Thanksgiving", "Boxing Day", "Easter Monday"],
            "AU": ["Christmas", "Australia Day", "Anzac Day", "Boxing Day", "Easter"],
            "NZ": ["Christmas", "Waitangi Day", "Anzac Day", "Boxing Day", "Matariki"],
            "ZA": ["Christmas", "Heritage Day", "Freedom Day", "Youth Day", "Easter"]}


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + words(n - 100))


def ascii_slug(s):
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()
    return "".join(c for c in s.lower() if c.isalnum())


class Person:
    def __init__(self, r, sex=None, surname=None):
        self.sex = sex or r.choice("MF")
        self.first = r.choice(PL.GIVEN_F if self.sex == "F" else PL.GIVEN_M)
        self.last = surname or r.choice(PL.SURNAMES)
        self.mid = r.choice("ABCDEFGHJKLMNPRSTW")

    def initials(self):
        return self.first[0] + self.last[0]


class Ctx:
    def __init__(self, r, region):
        self.r = r
        self.region = region
        R = self.R = PL.REGIONS[region]
        self.pt = Person(r)
        self.sex = self.pt.sex
        self.age = r.choice([r.randint(17, 45), r.randint(40, 80), r.randint(70, 97)])
        self.base = dt.date(2019, 1, 1) + dt.timedelta(days=r.randint(0, 2370))
        self.dob = self.base - dt.timedelta(days=self.age * 365 + r.randint(10, 350))
        self.state = r.choice(R["states"])
        self.city = r.choice(R["cities"])
        self.hospital = r.choice(R["hospitals"])
        self.clinic = r.choice(R["clinics"])
        self.ward = r.choice(PL.WARDS)
        self.fam_rel = r.choice(PL.RELATIONS)
        self.fam = Person(r, surname=self.pt.last if r.random() < 0.5 else None)
        self.prof = r.choice(PL.PROFESSIONS)
        self.employer = r.choice(PL.EMPLOYERS)
        self.staff = [Person(r) for _ in range(6)]
        self.mrn_v = self._mrn()
        self.street_v = self._street()
        self.zip_v = self._zip()
        self.phone_v = self.phone()
        self.mobile_v = self.phone(mobile=True)
        self.email_v = self.email(self.pt)
        self.hp_v = self._hp()
        self.ssn_v = self._ssn()
        self.country_origin = r.choice(["Samoa", "Fiji", "Philippines", "India", "Zimbabwe",
                                        "Vietnam", "Lebanon", "Poland", "Somalia", "Tonga",
                                        "Korea", "Greece", "Ireland", "Scotland", "Malawi",
                                        "Sri Lanka", "China", "Mozambique"])

    # ----- names -----------------------------------------------------------
    def title(self, p):
        t = {"M": ["Mr"], "F": ["Mrs", "Ms", "Miss"]}[p.sex]
        t = self.r.choice(t + ["Mx"] if self.r.random() < 0.05 else t)
        return t + ("." if self.r.random() < 0.35 else "")

    def name(self, p, typ, form=None):
        r = self.r
        forms = ["full", "full", "title", "title", "lastfirst", "first", "mid", "init_last",
                 "caps", "initials", "first_init"]
        f = form or r.choice(forms)
        if f == "full":
            return P(typ, f"{p.first} {p.last}")
        if f == "title":
            return self.title(p) + " " + P(typ, p.last)
        if f == "lastfirst":
            return P(typ, f"{p.last}, {p.first}")
        if f == "caps":
            return P(typ, f"{p.last.upper()}, {p.first.upper()} {p.mid}")
        if f == "first":
            if p.first in PL.NICK and r.random() < 0.5:
                return P(typ, PL.NICK[p.first])
            return P(typ, p.first)
        if f == "mid":
            return P(typ, f"{p.first} {p.mid}. {p.last}")
        if f == "init_last":
            return P(typ, f"{p.first[0]}. {p.last}")
        if f == "initials":
            return P(typ, r.choice([f"{p.first[0]}.{p.last[0]}.", p.initials()]))
        if f == "first_init":
            return P(typ, f"{p.first} {p.last[0]}.")
        if f == "last":
            return P(typ, p.last)
        raise ValueError(f)

    def ptn(self, form=None):
        return self.name(self.pt, "PATIENT", form)

    def famn(self, form=None):
        return self.name(self.fam, "FAMILY", form or self.r.choice(["full", "first", "first", "title", "full"]))

    def other(self, form=None):
        return self.name(Person(self.r), "FAMILY", form or self.r.choice(["full", "title", "first"]))

    def doc(self, i=None, form=None, cred=None):
        """A staff member reference; credentials (if any) stay outside."""
        r = self.r
        p = self.staff[i] if i is not None else r.choice(self.staff)
        f = form or r.choice(["dr", "dr", "drfull", "full_cred", "init_cred", "lastfirst", "last", "role"])
        if f == "dr":
            return r.choice(["Dr ", "Dr. ", "Dr "]) + P("DOCTOR", p.last)
        if f == "drfull":
            return r.choice(["Dr ", "Dr. ", "Prof ", "Prof. "]) + P("DOCTOR", f"{p.first} {p.last}")
        if f == "full_cred":
            return P("DOCTOR", f"{p.first} {p.last}") + ", " + (cred or r.choice(self.creds()))
        if f == "init_cred":
            return P("DOCTOR", f"{p.first[0]}. {p.last}") + " " + (cred or r.choice(self.creds()))
        if f == "lastfirst":
            return P("DOCTOR", f"{p.last.upper()}, {p.first}")
        if f == "last":
            return P("DOCTOR", p.last)
        if f == "role":
            return r.choice(PL.STAFF_ROLES) + " " + P("DOCTOR", r.choice([p.first, f"{p.first} {p.last}"]))
        if f == "initials":
            return P("DOCTOR", p.initials().lower())
        if f == "full":
            return P("DOCTOR", f"{p.first} {p.last}")
        raise ValueError(f)

    def creds(self):
        import negs
        return negs.CREDS[self.region]

    def user(self, p=None):
        r = self.r
        p = p or r.choice(self.staff)
        a, b = ascii_slug(p.first), ascii_slug(p.last)
        u = r.choice([a[0] + b, a + "." + b, b + a[0] + str(r.randint(1, 9)), a[0] + b[:6] + "01",
                      b + "_" + a[0], a[:3] + b[:3]])
        return P("USERNAME", u)

    # ----- ages ------------------------------------------------------------
    def age_s(self, a=None, form=None):
        r = self.r
        a = self.age if a is None else a
        sx = self.sex
        f = form or r.choice(["yo", "yo2", "yF", "slash", "year", "words", "aged", "y", "yo2"])
        if f == "yo":
            return P("AGE", str(a)) + r.choice([" yo", " y/o", " yr old", " years old"])
        if f == "yo2":
            return P("AGE", str(a)) + "yo"
        if f == "yF":
            return P("AGE", str(a)) + " " + sx
        if f == "slash":
            return P("AGE", str(a)) + "/" + sx
        if f == "year":
            return P("AGE", str(a)) + "-year-old"
        if f == "words":
            return P("AGE", words(a)) + "-year-old"
        if f == "aged":
            return "aged " + P("AGE", r.choice([str(a), words(a)]))
        if f == "y":
            return P("AGE", str(a)) + "y"
        raise ValueError(f)

    # ----- dates -----------------------------------------------------------
    def day(self, offset=0):
        return self.base + dt.timedelta(days=offset)

    def date(self, d=None, form=None):
        r = self.r
        d = d or self.base
        if form is None:
            if self.region == "CA":
                form = r.choice(["iso", "iso", "mdy_long", "dmy_mon", "mon_d", "dmy_slash"])
            else:
                form = r.choice(["dmy", "dmy", "dmy_long", "dmy_mon", "dmy2", "wd_short", "d_m",
                                 "wd_long", "dmy_dot" if self.region == "ZA" else "dmy", "ymd_slash" if self.region == "ZA" else "dmy"])
        m = MONTHS[d.month - 1]
        wd = DAYS[d.weekday()]
        v = {
            "iso": f"{d:%Y-%m-%d}",
            "mdy_long": f"{m} {d.day}, {d.year}",
            "dmy_mon": f"{d.day:02d}-{m[:3].upper()}-{d.year}",
            "mon_d": f"{m[:3]} {d.day}",
            "dmy_slash": f"{d.day:02d}/{d.month:02d}/{d.year}",
            "dmy": f"{d.day:02d}/{d.month:02d}/{d.year}",
            "dmy_long": f"{d.day} {m} {d.year}",
            "dmy2": f"{d.day}/{d.month}/{d.year % 100:02d}",
            "wd_short": f"{wd[:3]} {d.day}/{d.month}",
            "d_m": f"{d.day}/{d.month}",
            "wd_long": f"{wd} {d.day} {m} {d.year}",
            "dmy_dot": f"{d.day:02d}.{d.month:02d}.{d.year}",
            "ymd_slash": f"{d:%Y/%m/%d}",
            "month_year": f"{m} {d.year}",
            "mon_year": f"{m[:3]} {d.year}",
            "year": f"{d.year}",
            "weekday": wd,
            "wd_abbr": wd[:3],
            "month": m,
        }[form]
        return P("DATE", v)

    def dob_s(self):
        return self.date(self.dob, r_form(self))

    def rng_dates(self, a, b):
        """A range is two spans."""
        f = "iso" if self.region == "CA" else self.r.choice(["d_m", "dmy", "dmy_long"])
        sep = self.r.choice(["-", " - ", " to ", "–"]) if f != "iso" else self.r.choice([" to ", " - "])
        return self.date(self.day(a), f) + sep + self.date(self.day(b), f)

    def holiday(self):
        return P("DATE", self.r.choice(HOLIDAYS[self.region]))

    # ----- places ----------------------------------------------------------
    def _street(self):
        r = self.r
        n = r.randint(2, 488)
        base = f"{n} {r.choice(PL.STREET_NAMES)} {r.choice(PL.STREET_SUFFIX)}"
        k = r.random()
        if self.region == "AU" and k < 0.3:
            return f"Unit {r.randint(1, 12)}/{base}"
        if self.region == "NZ" and k < 0.3:
            return f"Flat {r.randint(1, 6)}, {base}"
        if self.region == "CA" and k < 0.3:
            return f"{r.randint(101, 2409)}-{base}"
        if k < 0.4:
            return f"{base}, Apt {r.randint(1, 40)}"
        return base

    def _zip(self):
        r = self.r
        if self.region == "CA":
            L = "ABCEGHJKLMNPRSTVXY"
            return f"{r.choice(L)}{r.randint(0,9)}{r.choice(L)} {r.randint(0,9)}{r.choice(L)}{r.randint(0,9)}"
        return f"{r.randint(1000, 9899):04d}"

    def street(self):
        return P("STREET", self.street_v)

    def addr(self, sep=", "):
        r = self.r
        st = r.choice([P("STATE", self.state[1]), P("STATE", self.state[0])])
        if self.region == "NZ":
            return P("STREET", self.street_v) + sep + P("CITY", self.city) + " " + P("ZIP", self.zip_v)
        if self.region == "ZA":
            return P("STREET", self.street_v) + sep + P("CITY", self.city) + sep + st + sep + P("ZIP", self.zip_v)
        return P("STREET", self.street_v) + sep + P("CITY", self.city) + r.choice([" ", sep]) + st + " " + P("ZIP", self.zip_v)

    def city_s(self):
        return P("CITY", self.city)

    def state_s(self):
        return P("STATE", self.r.choice(self.state))

    def country(self):
        return P("COUNTRY", self.R["country"])

    def hosp(self, which=None):
        return P("HOSPITAL", which or self.hospital)

    def room(self):
        r = self.r
        f = r.randint(0, 4)
        if f == 0:
            return "room " + P("LOCATION_OTHER", f"{r.randint(1, 9)}{r.randint(0, 3)}{r.randint(1, 9)}{r.choice(['', 'A', 'B'])}")
        if f == 1:
            return "bed " + P("LOCATION_OTHER", str(r.randint(1, 32)))
        if f == 2:
            return "Bay " + P("LOCATION_OTHER", str(r.randint(1, 8))) + ", Bed " + P("LOCATION_OTHER", str(r.randint(1, 6)))
        if f == 3:
            return "Rm " + P("LOCATION_OTHER", f"{r.randint(1, 4)}.{r.randint(10, 48)}")
        return "cubicle " + P("LOCATION_OTHER", str(r.randint(1, 24)))

    # ----- identifiers -----------------------------------------------------
    def _mrn(self):
        r = self.r
        return r.choice([f"{r.randint(0, 99999999):08d}", f"{r.randint(1000000, 9999999)}",
                         f"{r.choice(['KGH', 'WCB', 'SPH', 'AVH', 'WRH'])}-{r.randint(100000, 999999)}",
                         f"{r.randint(10, 99)}{r.randint(1000, 9999)}{r.choice('ABCDEFGH')}"])

    def mrn(self):
        return P("MRN", self.mrn_v)

    def _hp(self):
        r = self.r
        g = self.region
        if g == "AU":
            return f"{r.randint(2000, 6999)} {r.randint(10000, 99999)} {r.randint(1, 9)}"
        if g == "CA":
            return f"{r.randint(1000, 9999)}-{r.randint(100, 999)}-{r.randint(100, 999)}-{r.choice(['KT', 'AB', 'MX', 'PL'])}"
        if g == "ZA":
            return f"{r.choice(['PHS', 'PMS', 'KMA'])}{r.randint(1000000, 9999999)}"
        return f"{r.choice(['SSI', 'KSI'])}-{r.randint(100000, 999999)}-{r.randint(10, 99)}"

    def hp(self):
        return P("HEALTHPLAN", self.hp_v)

    def _ssn(self):
        r = self.r
        g = self.region
        if g == "CA":
            return f"9{r.randint(10, 99)} {r.randint(100, 999)} {r.randint(100, 999)}"
        if g == "AU":
            return f"9{r.randint(10, 99)} {r.randint(100, 999)} {r.randint(100, 999)}"
        if g == "NZ":
            return f"9{r.randint(0, 9)}-{r.randint(100, 999)}-{r.randint(100, 999)}"
        pre = r.choice(["9", "000"])
        rest = "".join(str(r.randint(0, 9)) for _ in range(13 - len(pre)))
        return pre + rest

    def ssn(self):
        return P("SSN", self.ssn_v)

    def acct(self):
        r = self.r
        return P("ACCOUNT", r.choice([f"{r.randint(1000, 9999)}-{r.randint(1000, 9999)}",
                                      f"V{r.randint(10000000, 99999999)}", f"ENC-{r.randint(100000, 999999)}",
                                      f"INV{r.randint(20000, 99999)}", f"{r.randint(100000000, 999999999)}"]))

    def idnum(self, kind=None):
        r = self.r
        y = self.base.year % 100
        return P("IDNUM", r.choice([f"S{y}-{r.randint(1000, 99999)}", f"{r.choice('HCM')}{y}{r.randint(100000, 999999)}",
                                    f"ACC-{r.randint(10000000, 99999999)}", f"CLM/{self.base.year}/{r.randint(1000, 9999)}",
                                    f"R{r.randint(100000, 999999)}", f"{r.randint(10, 99)}/{r.randint(1000, 99999)}/{self.base.year}",
                                    f"ORD{r.randint(1000000, 9999999)}", f"CAS-{r.randint(10000, 99999)}"]))

    def license(self):
        r = self.r
        g = self.region
        opts = {"CA": [f"CPS-{r.randint(10000, 99999)}", f"{r.choice('ABDFGHKLMPRSTW')}{r.randint(1000, 9999)}-{r.randint(10000, 99999)}-{r.randint(10, 99)}"],
                "AU": [f"MED{r.randint(1000000000, 9999999999)}", f"NMW{r.randint(1000000000, 9999999999)}", f"{r.randint(100000000, 999999999)}",
                       f"{r.randint(2000000, 4999999)}{r.choice('ABCDEFHJKLX')}"],
                "NZ": [f"MCNZ {r.randint(10000, 99999)}", f"{r.choice(['DL', 'DA', 'EK', 'FH'])}{r.randint(100000, 999999)}"],
                "ZA": [f"MP {r.randint(100000, 999999)}", f"PS {r.randint(10000, 99999)}", f"{r.randint(1000, 9999)}{r.randint(10000000, 99999999)}"]}[g]
        return P("LICENSE", r.choice(opts))

    def device(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTVWXYZ"
        return P("DEVICE", r.choice([f"{r.choice(L)}{r.choice(L)}{r.choice(L)}{r.randint(100000, 999999)}",
                                     f"SN{r.randint(10000000, 99999999)}", f"{r.randint(1, 9)}{r.choice(L)}{r.choice(L)}-{r.randint(10000, 99999)}",
                                     f"{r.randint(100000000000, 999999999999)}", f"AX-{r.randint(1000, 9999)}-{r.choice(L)}{r.randint(10, 99)}"]))

    def vehicle(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        g = self.region
        vin = "".join(r.choice(L + "0123456789") for _ in range(17))
        plate = {"CA": f"{r.choice(L)}{r.choice(L)}{r.choice(L)}{r.choice(L)} {r.randint(100, 999)}",
                 "AU": f"{r.randint(1, 9)}{r.choice(L)}{r.choice(L)}{r.choice(L)}{r.randint(100, 999)}",
                 "NZ": f"{r.choice(L)}{r.choice(L)}{r.choice(L)}{r.randint(100, 999)}",
                 "ZA": f"{r.choice(['CA', 'ND', 'CY', 'CF'])} {r.randint(100, 999)}-{r.randint(100, 999)}"}[g]
        return P("VEHICLE", r.choice([plate, plate, vin]))

    def bioid(self):
        r = self.r
        return P("BIOID", r.choice([f"FP-{r.randint(10000, 99999)}", f"BIO{r.randint(100000, 999999)}",
                                    f"IRS-{r.randint(1000, 9999)}-{r.randint(10, 99)}", f"PV{r.randint(10000000, 99999999)}",
                                    f"VP-{r.randint(100000, 999999)}"]))

    # ----- contact ---------------------------------------------------------
    def phone(self, mobile=False, ext=False):
        r = self.r
        g = self.region
        d4 = f"{r.randint(0, 9999):04d}"
        d3 = f"{r.randint(0, 999):03d}"
        if g == "CA":
            ac = r.choice(["416", "604", "902", "306", "204", "587", "613"])
            v = r.choice([f"({ac}) 555-{d4}", f"{ac}-555-{d4}", f"{ac}.555.{d4}", f"+1 {ac} 555 {d4}"])
        elif g == "AU":
            if mobile:
                v = r.choice([f"04{r.randint(10, 99)} 555 {d3}", f"+61 4{r.randint(10, 99)} 555 {d3}"])
            else:
                v = r.choice([f"(0{r.choice('2378')}) 5550 {d4}", f"0{r.choice('2378')} 5550 {d4}", f"+61 {r.choice('2378')} 5550 {d4}"])
        elif g == "NZ":
            if mobile:
                v = r.choice([f"02{r.choice('1127')} 555 {d4}", f"+64 2{r.choice('17')} 555 {d4}"])
            else:
                v = r.choice([f"(0{r.choice('34679')}) 555 {d4}", f"0{r.choice('34679')}-555 {d4}", f"+64 {r.choice('34679')} 555 {d4}"])
        else:
            if mobile:
                v = r.choice([f"0{r.choice(['82', '72', '83', '61'])} 555 {d4}", f"+27 {r.choice(['82', '72', '83'])} 555 {d4}"])
            else:
                v = r.choice([f"0{r.choice(['21', '11', '31', '41', '51'])} 555 {d4}", f"0{r.choice(['21', '11', '31'])}-555-{d4}"])
        if ext:
            v += r.choice([f" ext. {r.randint(100, 9999)}", f" x{r.randint(100, 9999)}", f" ext {r.randint(100, 9999)}"])
        return v

    def tel(self, mobile=False, ext=False, typ="PHONE"):
        return P(typ, self.phone(mobile, ext))

    def pager(self):
        r = self.r
        return P("PHONE", r.choice([f"{r.randint(1, 9)}-{r.randint(1000, 9999)}", f"{r.randint(1000, 9999)}",
                                    f"{r.randint(100, 999)}"]))

    def email(self, p, org=False):
        r = self.r
        a, b = ascii_slug(p.first), ascii_slug(p.last)
        dom = r.choice(["example.com", "example.org", "example.net"])
        local = r.choice([f"{a}.{b}", f"{a[0]}{b}", f"{a}{r.randint(1, 99)}", f"{b}.{a[0]}", f"{a}_{b}{r.randint(70, 99)}"])
        return local + "@" + dom

    def mail(self, p=None):
        return P("EMAIL", self.email(p or self.pt) if p is not None else self.email_v)

    def url(self):
        r = self.r
        dom = r.choice(["example.com", "example.org", "example.net"])
        pre = r.choice(["https://", "https://www.", "www.", "http://"])
        path = r.choice([f"/portal/msg/{r.randint(10000, 99999)}", "/clinic/booking", f"/forms/{r.randint(100, 999)}",
                         f"/rehab/plan?id={r.randint(1000, 9999)}", "/mh/crisis-plan", f"/results/{r.randint(100000, 999999)}",
                         "/patients/upload", ""])
        return P("URL", pre + dom + path)

    def ip(self):
        r = self.r
        return P("IPADDR", r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                                     f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                                     f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"]))

    # ----- misc ------------------------------------------------------------
    def prof_s(self, prof=None):
        return P("PROFESSION", prof or self.prof)

    def org(self, name=None):
        return P("ORGANIZATION", name or self.employer)


def r_form(ctx):
    if ctx.region == "CA":
        return ctx.r.choice(["iso", "mdy_long", "dmy_mon"])
    return ctx.r.choice(["dmy", "dmy_long", "dmy_mon", "dmy"])
