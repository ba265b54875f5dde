"""Per-note context: invented people, places, identifiers, each returned already marked as a span."""
import datetime
import pools as PL

LABEL = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
         "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
         "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
         "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
         "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
         "PROFESSION": "PROFESSION"}
MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
       "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
NUMW = {18: "eighteen", 19: "nineteen", 20: "twenty", 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty", 70: "seventy"}
ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def P(typ, val):
    assert typ in LABEL and val == val.strip() and val, (typ, val)
    return "\x01" + typ + "\x02" + val + "\x03"


def words(n):
    if n in NUMW:
        return NUMW[n]
    return NUMW[n // 10 * 10] + "-" + ONES[n % 10]


class Ctx:
    def __init__(self, rng, country):
        self.r = rng
        self.c = country
        r = rng
        self.sex = r.choice("FFFFFM") if True else "F"
        self.first = r.choice(PL.FIRST_F if self.sex == "F" else PL.FIRST_M)
        self.last = r.choice(PL.SUR)
        self.mid = r.choice("ABCDEFGHJKLMNPRSTW") if r.random() < 0.4 else ""
        self.title = r.choice(["Ms", "Mrs", "Miss", "Ms"]) if self.sex == "F" else "Mr"
        self.age = r.randint(19, 74)
        self.visit = datetime.date(2021, 1, 1) + datetime.timedelta(days=r.randint(0, 1700))
        self.dob = datetime.date(self.visit.year - self.age, r.randint(1, 12), r.randint(1, 28))
        if (self.dob.month, self.dob.day) > (self.visit.month, self.visit.day):
            self.dob = self.dob.replace(year=self.dob.year - 1)
        self.city = r.choice(PL.CITIES[country])
        self.docs = [self.person() for _ in range(4)]
        self.clinic_name = self.mk_clinic()
        self.prof = r.choice(PL.PROF)

    # ---------- people ----------
    def person(self):
        r = self.r
        return (r.choice(PL.FIRST_F + PL.FIRST_M), r.choice(PL.SUR))

    def pt(self, form=None):
        r = self.r
        f, l = self.first, self.last
        form = form or r.choice(["full", "full", "title", "title", "title", "first", "caps", "init", "fl", "sfirst", "mid"])
        if form == "full":
            return P("PATIENT", f + " " + l)
        if form == "mid":
            return P("PATIENT", f + " " + (self.mid or "J") + ". " + l)
        if form == "title":
            return r.choice([self.title + " ", self.title + ". " if self.c == "US" else self.title + " "]) + P("PATIENT", l)
        if form == "first":
            return P("PATIENT", f)
        if form == "caps":
            return P("PATIENT", l.upper() + ", " + f.upper() + (" " + self.mid if self.mid else ""))
        if form == "sfirst":
            return P("PATIENT", l + ", " + f)
        if form == "init":
            return P("PATIENT", r.choice([f[0] + "." + l[0] + ".", f[0] + l[0], f[0] + ". " + l]))
        if form == "fl":
            return P("PATIENT", f + " " + l[0] + ".")
        raise ValueError(form)

    def doc(self, i=0, form=None):
        r = self.r
        f, l = self.docs[i]
        form = form or r.choice(["dr", "dr", "drfull", "rn", "np", "plain", "init"])
        if form == "dr":
            return r.choice(["Dr ", "Dr. ", "Dr "]) + P("DOCTOR", l)
        if form == "drfull":
            return r.choice(["Dr ", "Dr. "]) + P("DOCTOR", f + " " + l)
        if form == "rn":
            cred = {"UK": ["RGN", "RN", "NIP"], "AU": ["RN", "CN", "NP"], "US": ["RN", "BSN, RN", "PA-C"]}[self.c]
            return P("DOCTOR", f + " " + l) + r.choice([", ", " "]) + r.choice(cred)
        if form == "np":
            return r.choice(["Nurse ", "NP ", "Sister ", "Prof. "]) + P("DOCTOR", r.choice([l, f + " " + l]))
        if form == "plain":
            return P("DOCTOR", f + " " + l)
        if form == "init":
            return P("DOCTOR", (f[0] + l[0]).lower() if r.random() < 0.5 else f[0] + "." + l[0] + ".")
        if form == "sig":
            return P("DOCTOR", f + " " + l)
        raise ValueError(form)

    def fam(self):
        rel = self.r.choice(PL.RELS)
        pool = PL.FIRST_M if rel in ("husband", "son", "brother", "fiance") else \
            PL.FIRST_F if rel in ("wife", "daughter", "mother", "sister", "aunt") else PL.FIRST_F + PL.FIRST_M
        f, l = self.r.choice(pool), self.r.choice(PL.SUR)
        if rel in ("husband", "wife", "daughter", "son") and self.r.random() < 0.5:
            l = self.last
        name = self.r.choice([f, f + " " + l, f + " " + l])
        return rel, P("FAMILY", name)

    def user(self, i=0):
        f, l = self.docs[i]
        r = self.r
        u = r.choice([f[0].lower() + l.lower()[:7], f.lower() + "." + l.lower()[:6], l.lower()[:5] + str(r.randint(1, 99)),
                      f.lower()[:4] + "_" + l[0].lower(), "admin_" + f.lower()[:5]])
        return P("USERNAME", u.replace("'", ""))

    def prof_m(self):
        return P("PROFESSION", self.prof)

    # ---------- ages ----------
    def agem(self, style=None):
        a = self.age
        s = style or self.r.choice(["yo", "year", "sex", "aged", "y", "words"])
        sx = self.sex
        if s == "yo":
            return P("AGE", str(a)) + self.r.choice([" yo", "yo", " y/o"])
        if s == "year":
            return P("AGE", str(a)) + "-year-old"
        if s == "sex":
            return P("AGE", str(a)) + self.r.choice([sx, " " + sx, "/" + sx])
        if s == "aged":
            return "aged " + P("AGE", str(a))
        if s == "y":
            return P("AGE", str(a)) + "y"
        return "aged " + P("AGE", words(a)) if a < 80 else "aged " + P("AGE", str(a))

    # ---------- dates ----------
    def d(self, dt=None, style=None, off=None):
        r = self.r
        if dt is None:
            dt = self.visit
        if off is not None:
            dt = dt + datetime.timedelta(days=off)
        us = self.c == "US"
        s = style or r.choice(["num", "num", "num", "long", "short", "iso", "dot", "wd", "mon"])
        if s == "num":
            v = (f"{dt.month}/{dt.day}/{dt.year}" if r.random() < 0.5 else f"{dt.month:02d}/{dt.day:02d}/{dt.year}") if us \
                else (f"{dt.day:02d}/{dt.month:02d}/{dt.year}" if r.random() < 0.7 else f"{dt.day}/{dt.month}/{dt.year % 100:02d}")
        elif s == "long":
            v = f"{MON[dt.month-1]} {dt.day}, {dt.year}" if us else f"{dt.day} {MON[dt.month-1]} {dt.year}"
        elif s == "short":
            v = f"{MON[dt.month-1][:3]} {dt.day}, {dt.year}" if us else f"{dt.day} {MON[dt.month-1][:3]} {dt.year}"
        elif s == "iso":
            v = dt.isoformat()
        elif s == "dot":
            v = f"{dt.day:02d}.{dt.month:02d}.{dt.year % 100:02d}" if not us else f"{dt.month:02d}-{dt.day:02d}-{dt.year}"
        elif s == "wd":
            v = (f"{WD[dt.weekday()][:3]} {dt.month}/{dt.day}" if us else f"{WD[dt.weekday()]} {dt.day} {MON[dt.month-1]}")
        elif s == "mon":
            v = f"{MON[dt.month-1]} {dt.year}"
        elif s == "dm":
            v = f"{dt.month}/{dt.day}" if us else f"{dt.day}/{dt.month}"
        elif s == "ord":
            sfx = "th" if 10 < dt.day < 14 else {1: "st", 2: "nd", 3: "rd"}.get(dt.day % 10, "th")
            v = f"{dt.day}{sfx} {MON[dt.month-1]}"
        elif s == "year":
            v = str(dt.year)
        else:
            raise ValueError(s)
        return P("DATE", v)

    def dobm(self):
        return self.d(self.dob, self.r.choice(["num", "num", "long", "iso", "dot", "short"]))

    # ---------- places ----------
    def street(self):
        r = self.r
        s = f"{r.randint(1, 240)} {r.choice(PL.STREET_W)} {r.choice(PL.STREET_S[self.c])}"
        if r.random() < 0.25:
            s = r.choice(["Flat ", "Unit ", "Apt ", "Suite "])[:-1] + " " + str(r.randint(1, 40)) + ", " + s \
                if self.c != "US" else s + ", Apt " + str(r.randint(1, 40)) + r.choice(["", "B"])
        return P("STREET", s)

    def postcode(self, city=None):
        r = self.r
        city = city or self.city
        if self.c == "UK":
            return f"{city[1]}{r.randint(1, 28)} {r.randint(1, 9)}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}"
        if self.c == "AU":
            return f"{city[2] + r.randint(0, 9) * (0 if city[2] < 1000 else 1):04d}"
        z = f"{city[2]:03d}{r.randint(1, 99):02d}"
        return z + (f"-{r.randint(1000, 9999)}" if r.random() < 0.2 else "")

    def addr(self, sep=", ", city=None):
        r = self.r
        city = city or (self.city if r.random() < 0.7 else r.choice(PL.CITIES[self.c]))
        zp = P("ZIP", self.postcode(city))
        if self.c == "UK":
            mid = P("CITY", city[0]) + (", " + P("CITY", city[2]) if r.random() < 0.2 else "")
            return self.street() + sep + mid + sep + zp
        st = city[1] if r.random() < 0.85 else PL.STATE_FULL[city[1]]
        return self.street() + sep + P("CITY", city[0]) + (" " if self.c == "AU" else ", ") + P("STATE", st) + " " + zp

    def citym(self):
        return P("CITY", self.city[0])

    def mk_clinic(self):
        r = self.r
        return r.choice(PL.CLINIC_A) + " " + r.choice(PL.CLINIC_B)

    def clinic(self):
        return P("HOSPITAL", self.clinic_name)

    def hosp(self):
        r = self.r
        return P("HOSPITAL", r.choice(PL.HOSP).format(a=r.choice(PL.CLINIC_A), s=r.choice(PL.SAINTS)))

    def pharm(self):
        r = self.r
        return P("HOSPITAL", r.choice(PL.PHARM).format(a=r.choice(PL.CLINIC_A), s=r.choice(PL.SUR)))

    def org(self):
        r = self.r
        return P("ORGANIZATION", r.choice(PL.ORG_A) + " " + r.choice(PL.ORG_B))

    def room(self):
        r = self.r
        return r.choice(["Room ", "Treatment Room ", "Tx rm ", "Suite ", "Bay ", "Laser Room "]) + P(
            "LOCATION_OTHER", r.choice([str(r.randint(1, 9)), str(r.randint(1, 4)) + r.choice("ABC"), "L" + str(r.randint(1, 3))]))

    # ---------- contact ----------
    def phone(self, kind="PHONE", mobile=None):
        r = self.r
        c = self.c
        mob = r.random() < 0.5 if mobile is None else mobile
        if c == "UK":
            v = r.choice([f"07700 555 {r.randint(100, 999)}", f"+44 7700 555{r.randint(100, 999)}"]) if mob else \
                r.choice([f"{r.choice(PL.AREA['UK'])} 555 {r.randint(1000, 9999)}", f"+44 (0)20 5550 {r.randint(1000, 9999)}"])
        elif c == "AU":
            v = r.choice([f"04{r.randint(10, 99)} 555 {r.randint(100, 999)}", f"+61 4{r.randint(10, 99)} 555 {r.randint(100, 999)}"]) \
                if mob else r.choice([f"({r.choice(PL.AREA['AU'])}) 5550 {r.randint(1000, 9999)}", f"1300 555 {r.randint(100, 999)}"])
        else:
            a = r.choice(PL.AREA["US"])
            n = f"555-01{r.randint(0, 99):02d}"
            v = r.choice([f"({a}) {n}", f"{a}-{n}", f"{a}.{n.replace('-', '.')}", f"+1 {a} {n.replace('-', ' ')}"])
        if kind == "PHONE" and not mob and r.random() < 0.15:
            v += r.choice([" ext. ", " x", " ext "]) + str(r.randint(10, 499))
        return P(kind, v)

    def email(self, who="pt"):
        r = self.r
        if who == "pt":
            f, l = self.first.lower(), self.last.lower().replace("'", "")
            u = r.choice([f"{f}.{l}", f"{f[0]}{l}{r.randint(1, 99)}", f"{f}{r.randint(70, 99)}", f"{l}.{f[0]}"])
        else:
            u = r.choice(["reception", "bookings", "aftercare", "complaints", "accounts", "nurse.team"]) + "." + \
                self.clinic_name.split()[0].lower()
        return P("EMAIL", u + "@" + r.choice(["example.com", "example.org", "example.net"]))

    def url(self):
        r = self.r
        slug = self.clinic_name.split()[0].lower()
        return P("URL", r.choice([f"www.example.com/{slug}", f"https://example.org/{slug}/aftercare",
                                  f"example.net/{slug}/portal", f"https://www.example.com/{slug}/book?ref={r.randint(100, 999)}"]))

    def ip(self):
        r = self.r
        return P("IPADDR", r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                                     f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}",
                                     f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}"]))

    # ---------- identifiers ----------
    def mrn(self):
        r = self.r
        pre = "".join(w[0] for w in self.clinic_name.split()[:2]).upper()
        return P("MRN", r.choice([f"{pre}-{r.randint(1000, 99999):06d}", f"{r.randint(100000, 9999999):08d}",
                                  f"{pre}/{r.randint(19, 25)}/{r.randint(100, 9999)}", f"PT{r.randint(10000, 99999)}"]))

    def nhs(self):
        r = self.r
        return P("MRN", f"999 {r.randint(100, 999)} {r.randint(1000, 9999)}")

    def ssn(self):
        r = self.r
        if self.c == "UK":
            return P("SSN", f"QQ {r.randint(10, 99)} {r.randint(10, 99)} {r.randint(10, 99)} {r.choice('ABCD')}")
        return P("SSN", r.choice([f"9{r.randint(0, 99):02d}-{r.randint(10, 99)}-{r.randint(1000, 9999)}",
                                  f"000-{r.randint(10, 99)}-{r.randint(1000, 9999)}"]))

    def plan(self):
        r = self.r
        if self.c == "AU" and r.random() < 0.5:
            return P("HEALTHPLAN", f"{r.randint(2000, 6999)} {r.randint(10000, 99999)} {r.randint(1, 9)}")
        return P("HEALTHPLAN", r.choice([f"{r.choice(['XKZ', 'MMH', 'APH', 'LHP'])}{r.randint(100000, 999999)}",
                                         f"{r.randint(10000000, 99999999)}-{r.randint(1, 4):02d}", f"GRP-{r.randint(1000, 9999)}"]))

    def acct(self):
        r = self.r
        return P("ACCOUNT", r.choice([f"INV-{self.visit.year}-{r.randint(100, 9999):05d}", f"{r.randint(1000, 9999)}-{r.randint(1000, 9999)}",
                                      f"FA{r.randint(10000000, 99999999)}", f"AC{r.randint(100000, 999999)}"]))

    def lic(self, kind=None):
        r = self.r
        c = self.c
        kind = kind or ("doc")
        if kind == "dl":
            return P("LICENSE", {"UK": f"{self.last.upper()[:5].replace(chr(39), '')}{r.randint(100000, 999999)}{self.first[0]}9{r.choice('ABC')}{r.randint(10, 99)}",
                                 "AU": f"{r.randint(10000000, 99999999)}", "US": f"{self.last[0]}{r.randint(100, 999)}-{r.randint(1000, 9999)}-{r.randint(1000, 9999)}"}[c])
        if c == "UK":
            return P("LICENSE", r.choice([str(r.randint(6000000, 7999999)), f"{r.randint(10, 99)}{r.choice('ABCDEFGHIJ')}{r.randint(1000, 9999)}{r.choice('EOSW')}"]))
        if c == "AU":
            return P("LICENSE", r.choice(["MED000", "NMW000"]) + str(r.randint(1000000, 9999999)))
        return P("LICENSE", r.choice([str(r.randint(1000000000, 1999999999)), f"{r.choice('ABFM')}{r.choice('BCKLMR')}{r.randint(1000000, 9999999)}",
                                      f"ME{r.randint(10000, 99999)}"]))

    def dev(self):
        r = self.r
        return P("DEVICE", r.choice([f"{r.randint(1000000, 9999999)}-{r.randint(1, 99):03d}", f"SN{r.randint(100000, 999999)}",
                                     f"HP-{r.randint(1000000, 9999999)}", f"{r.choice(['GL', 'SP', 'CX'])}{r.randint(100, 999)}-{r.randint(10000, 99999)}"]))

    def veh(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTVWXY"
        v = {"UK": f"{r.choice(L)}{r.choice(L)}{r.randint(10, 24)} {r.choice(L)}{r.choice(L)}{r.choice(L)}",
             "AU": f"{r.randint(1, 9)}{r.choice(L)}{r.choice(L)}{r.choice(L)}-{r.randint(100, 999)}",
             "US": f"{r.randint(1, 9)}{r.choice(L)}{r.choice(L)}{r.choice(L)}{r.randint(100, 999)}"}[self.c]
        return P("VEHICLE", v)

    def bio(self):
        r = self.r
        return P("BIOID", r.choice([f"FST-{r.randint(1000, 9999)}-{r.choice('ABC')}", f"FP-{r.randint(10000, 99999)}",
                                    f"BIO{r.randint(100000, 999999)}", f"3DF-{r.randint(100000, 999999)}"]))

    def idn(self, pre=None):
        r = self.r
        pre = pre or r.choice(["CF", "PH", "REF", "CASE", "IMG", "HIST", "RX"])
        return P("IDNUM", r.choice([f"{pre}-{self.visit.year % 100}-{r.randint(100, 9999)}", f"{pre}{r.randint(100000, 999999)}",
                                    f"{pre}/{self.visit.year}/{r.randint(10, 999)}"]))

    # ---------- hard negatives ----------
    def batch(self):
        r = self.r
        return r.choice([f"C{r.randint(1000, 9999)}C{r.randint(1, 9)}", f"{r.randint(10, 99)}{r.choice('ABKLM')}{r.randint(1000, 9999)}",
                         f"H{r.randint(10, 99)}LA{r.randint(100, 999)}"])

    def expiry(self):
        r = self.r
        y = self.visit.year + r.randint(1, 2)
        return r.choice([f"{r.randint(1, 12):02d}/{y}", f"{y}-{r.randint(1, 12):02d}", f"{MON[r.randint(0, 11)][:3]} {y}"])

    def time(self):
        r = self.r
        h, m = r.randint(8, 19), r.choice([0, 5, 10, 15, 20, 30, 40, 45, 50])
        return r.choice([f"{h:02d}:{m:02d}", f"{h % 12 or 12}.{m:02d}{'pm' if h >= 12 else 'am'}", f"{h:02d}{m:02d}h"])

    def vitals(self):
        r = self.r
        return r.choice([f"BP {r.randint(100, 145)}/{r.randint(60, 92)}, HR {r.randint(58, 96)}, SpO2 {r.randint(95, 100)}%",
                         f"BP {r.randint(100, 145)}/{r.randint(60, 92)} P {r.randint(58, 96)} T {r.randint(360, 375) / 10}C",
                         f"HR {r.randint(58, 96)} reg, RR {r.randint(12, 18)}, BMI {r.randint(190, 320) / 10}"])
