"""Note builder and per-note context for dev253_en. Offsets are recorded while pieces are appended."""
import datetime as dt
import pools as P

LABEL = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE",
         "DATE": "DATE", "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
         "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
         "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
         "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT",
         "URL": "CONTACT", "IPADDR": "CONTACT", "PROFESSION": "PROFESSION"}

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


class Note:
    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.spans = []
        self.n = 0

    def _t(self, s):
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.n += len(s)
        return s

    def add(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                self._t(it)
            elif isinstance(it, tuple):
                typ, val = it
                if typ == "PROFESSION" and val.startswith("retired "):
                    # guideline: `retired [teacher]` - the word retired stays outside
                    self._t("retired ")
                    val = val[len("retired "):]
                assert val == val.strip() and val, (typ, val)
                start = self.n
                s = self._t(val)
                self.spans.append({"start": start, "end": self.n, "label": LABEL[typ], "type": typ, "text": s})
            else:
                self.add(*it)
        return self

    def text(self):
        return "".join(self.parts)


def ordinal(d):
    return "th" if 11 <= d % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


def fmt_date(d, style):
    m, dd, y = d.month, d.day, d.year
    mon, mo3 = MONTHS[m - 1], MONTHS[m - 1][:3]
    return {
        "us": f"{m:02d}/{dd:02d}/{y}", "us_short": f"{m}/{dd}/{y % 100:02d}", "us_nz": f"{m}/{dd}/{y}",
        "iso": f"{y}-{m:02d}-{dd:02d}", "eu": f"{dd:02d}/{m:02d}/{y}", "eu_dot": f"{dd:02d}.{m:02d}.{y}",
        "long_us": f"{mon} {dd}, {y}", "abbr_us": f"{mo3} {dd}, {y}", "long_eu": f"{dd} {mon} {y}",
        "ord_eu": f"{dd}{ordinal(dd)} {mon} {y}", "dmy_abbr": f"{dd:02d}-{mo3}-{y}", "upper": f"{dd:02d}{mo3.upper()}{y}",
        "eu_abbr": f"{dd} {mo3} {y}", "month_year": f"{mon} {y}", "mo3_year": f"{mo3} {y}", "year": f"{y}",
        "m_y": f"{m}/{y}", "wk_us": f"{WDAYS[d.weekday()][:3]} {m}/{dd}", "wk_long": f"{WDAYS[d.weekday()]}, {mon} {dd}, {y}",
        "wk_eu": f"{WDAYS[d.weekday()]} {dd} {mon}", "md": f"{m}/{dd}", "d_mon": f"{dd} {mo3}", "mon_d": f"{mon} {dd}",
        "weekday": WDAYS[d.weekday()],
    }[style]


FULL_STYLES = {"US": ["us", "us", "us_short", "us_nz", "long_us", "abbr_us", "iso", "dmy_abbr", "upper"],
               "CA": ["iso", "iso", "eu", "long_us", "abbr_us", "dmy_abbr", "us", "eu_abbr"],
               "IE": ["eu", "eu", "long_eu", "ord_eu", "dmy_abbr", "eu_dot", "eu_abbr", "iso"]}
PHONE_AREAS = {"US": ["614", "412", "518", "231", "612", "719", "503", "859", "802", "505", "413", "817"],
               "CA": ["807", "450", "204", "902", "306", "403", "604", "519", "418", "506", "709", "613"],
               "IE": ["21", "61", "91", "1", "51", "44", "46", "66", "49", "90"]}


class Ctx:
    """Everything one note knows about its patient and care team."""

    def __init__(self, rng, country, today):
        self.r = rng
        self.country = country
        self.today = today
        r = rng
        self.sex = r.choice("MF")
        self.given = r.choice(P.GIVEN_M if self.sex == "M" else P.GIVEN_F)
        self.surname = r.choice(P.SURNAMES)
        self.middle = r.choice("ABCDEFGHJKLMNPRSTW")
        self.age = r.randint(28, 97)
        self.dob = dt.date(today.year - self.age, r.randint(1, 12), r.randint(1, 28))
        if (self.dob.month, self.dob.day) > (today.month, today.day):
            self.dob = self.dob.replace(year=self.dob.year - 1)
        self.device = r.choice(P.DEVICES)
        self.implant = today - dt.timedelta(days=r.randint(40, 3650))
        self.place = r.choice(P.PLACES[country])
        self.home = self.address()
        self.hosp = self.hospital()
        self.clinic_name = r.choice(P.HOSP_PREFIX) + " " + r.choice(P.CLINIC_SUFFIX)
        self.clinic_addr = self.address(r.choice(P.PLACES[country]))
        self.ep = self.person()
        self.nurse = self.person()
        self.gp = self.person()
        self.gp_practice = r.choice(P.HOSP_PREFIX) + " " + r.choice(P.GP_PRACTICE)
        self.rel = r.choice(["wife", "husband", "daughter", "son", "partner", "sister", "brother", "niece",
                             "neighbour", "carer", "son-in-law", "granddaughter"])
        male = self.rel in ("husband", "son", "brother", "son-in-law")
        female = self.rel in ("wife", "daughter", "sister", "niece", "granddaughter")
        fg = r.choice(P.GIVEN_M if male else P.GIVEN_F if female else P.GIVEN_M + P.GIVEN_F)
        self.fam = (fg, r.choice(P.SURNAMES))
        self.he, self.his = ("He", "his") if self.sex == "M" else ("She", "her")
        self.prof = r.choice(P.PROFESSIONS)
        self.employer = r.choice(P.EMPLOYERS)
        self.mrn = self.mk_mrn()
        self.serial = self.mk_serial(self.device[2])
        self.lead_serials = [self.mk_serial(r.choice(["PJN", "LFF", "BBL", "CWG", "TPL", "RQ"])) for _ in range(3)]

    def use(self, kinds):
        """Re-pick the implanted device among the given kinds (keeps genre plausible)."""
        opts = [d for d in P.DEVICES if d[1] in kinds]
        self.device = self.r.choice(opts)
        self.serial = self.mk_serial(self.device[2])

    def indication(self):
        k = self.device[1]
        pool = P.INDICATIONS
        if k == "ILR":
            pool = [x for x in pool if any(w in x for w in ("syncope", "stroke", "palpitations"))]
        elif "PM" in k or k == "CRT-P":
            pool = [x for x in pool if any(w in x for w in ("block", "sinus", "brady", "CHB", "Mobitz"))]
        else:
            pool = [x for x in pool if not any(w in x for w in ("block", "sinus", "brady", "CHB", "Mobitz", "stroke", "palpitations"))]
        return self.r.choice(pool)

    # ---- people -------------------------------------------------------------
    def person(self):
        r = self.r
        g = r.choice(P.GIVEN_M + P.GIVEN_F)
        return (g, r.choice(P.SURNAMES))

    def pt(self, style=None):
        """Patient name parts: title stays outside the span."""
        r = self.r
        g, s, m = self.given, self.surname, self.middle
        style = style or r.choice(["full", "full", "title", "title", "given", "mid", "init_sur", "sur_first"])
        ttl = r.choice(["Mr. ", "Mr "] if self.sex == "M" else ["Mrs. ", "Ms ", "Mrs ", "Ms. "])
        if style == "full":
            return [("PATIENT", f"{g} {s}")]
        if style == "title":
            return [ttl, ("PATIENT", s)]
        if style == "title_full":
            return [ttl, ("PATIENT", f"{g} {s}")]
        if style == "given":
            return [("PATIENT", P.NICK.get(g, g))]
        if style == "mid":
            return [("PATIENT", f"{g} {m}. {s}")]
        if style == "init_sur":
            return [("PATIENT", f"{g[0]}. {s}")]
        if style == "given_init":
            return [("PATIENT", f"{g} {s[0]}.")]
        if style == "initials":
            return [("PATIENT", r.choice([f"{g[0]}.{s[0]}.", f"{g[0]}{s[0]}", f"{g[0]}.{m}.{s[0]}."]))]
        if style == "upper":
            return [("PATIENT", f"{s.upper()}, {g.upper()} {m}")]
        return [("PATIENT", f"{s}, {g}")]

    def doc(self, who=None, style=None, typ="DOCTOR"):
        r = self.r
        g, s = who or self.ep
        style = style or r.choice(["dr", "dr", "drnodot", "md", "full", "init", "cred"])
        if style == "dr":
            return ["Dr. ", (typ, s)]
        if style == "drnodot":
            return ["Dr ", (typ, s)]
        if style == "drfull":
            return ["Dr. ", (typ, f"{g} {s}")]
        if style == "md":
            return [(typ, f"{g} {s}"), r.choice([", MD", " MD", ", FRCPC", ", MRCPI", ", DO"])]
        if style == "init":
            return [(typ, f"{g[0]}. {s}")]
        if style == "cred":
            return [(typ, f"{g} {s}"), r.choice([", RN", " RN", ", CCDS", ", NP", " (cardiac physiologist)", ", CEPS"])]
        return [(typ, f"{g} {s}")]

    def fam_name(self):
        g, s = self.fam
        return [("FAMILY", self.r.choice([g, f"{g} {s}", g, f"{g} {self.surname}"]))]

    # ---- places ---------------------------------------------------------------
    def address(self, place=None):
        r = self.r
        city, st, stfull, pc = place or self.place
        kinds = P.ST_KINDS[self.country]
        if self.country == "IE":
            street = r.choice([f"{r.randint(1, 88)} {r.choice(P.STREETS)} {r.choice(kinds)}",
                               f"{r.choice(P.STREETS)} House, {r.choice(P.STREETS)} {r.choice(kinds)}",
                               f"Apt {r.randint(1, 40)}, {r.choice(P.STREETS)} Court"])
            zc = f"{pc} {r.choice('ACDEFHKNPRTVWXY')}{r.randint(1, 9)}{r.choice('ACDEFHKNPRTVWXY')}{r.randint(0, 9)}"
        elif self.country == "CA":
            street = f"{r.randint(2, 9890)} {r.choice(P.STREETS)} {r.choice(kinds)}" + r.choice(["", "", f", Unit {r.randint(1, 30)}"])
            L = "ABCEGHJKLMNPRSTVXY"
            zc = f"{pc}{r.randint(0, 9)}{r.choice(L)} {r.randint(0, 9)}{r.choice(L)}{r.randint(0, 9)}"
        else:
            street = f"{r.randint(10, 9999)} {r.choice(P.STREETS)} {r.choice(kinds)}" + r.choice(["", "", f", Apt {r.randint(1, 40)}{r.choice('ABC')}"])
            zc = f"{pc}{r.randint(100, 999)}"
        return {"street": street, "city": city, "state": st, "statefull": stfull, "zip": zc}

    def addr_parts(self, a, sep=", ", country=False):
        out = [("STREET", a["street"]), sep, ("CITY", a["city"])]
        if self.country == "IE":
            out += [sep, ("CITY", a["state"]), sep, ("ZIP", a["zip"])]
        else:
            out += [", ", ("STATE", a["state"]), "  " if self.r.random() < 0.2 else " ", ("ZIP", a["zip"])]
        if country:
            out += [sep, ("COUNTRY", {"US": self.r.choice(["USA", "United States"]), "CA": "Canada", "IE": "Ireland"}[self.country])]
        return out

    def hospital(self):
        return self.r.choice(P.HOSP_PREFIX) + " " + self.r.choice(P.HOSP_SUFFIX[self.country])

    # ---- dates ------------------------------------------------------------------
    def d(self, date, style=None):
        return ("DATE", fmt_date(date, style or self.r.choice(FULL_STYLES[self.country])))

    def ago(self, lo, hi):
        return self.today - dt.timedelta(days=self.r.randint(lo, hi))

    def ahead(self, lo, hi):
        return self.today + dt.timedelta(days=self.r.randint(lo, hi))

    # ---- contacts -----------------------------------------------------------------
    def phone(self, ext=None):
        r = self.r
        a = r.choice(PHONE_AREAS[self.country])
        last = f"01{r.randint(0, 99):02d}"
        if self.country == "IE":
            s = r.choice([f"({'0' + a}) 555 {last}", f"+353 {a} 555 {last}", f"0{a}-555{last}",
                          f"08{r.choice('3567')} 555 {last}"])
        else:
            s = r.choice([f"({a}) 555-{last}", f"{a}-555-{last}", f"{a}.555.{last}", f"+1 {a} 555 {last}",
                          f"1-{a}-555-{last}"])
        if ext or (ext is None and r.random() < 0.15):
            s += r.choice([f" ext. {r.randint(100, 9999)}", f" x{r.randint(100, 9999)}", f" ext {r.randint(10, 999)}"])
        return s

    def pager(self):
        return self.r.choice([f"{self.r.randint(2, 8)}-{self.r.randint(1000, 9999)}", f"{self.r.randint(1000, 9999)}",
                              f"{self.r.randint(10000, 99999)}"])

    def email(self, who=None):
        r = self.r
        g, s = who or (self.given, self.surname)
        s2 = s.replace("'", "").replace(" ", "").lower()
        user = r.choice([f"{g.lower()}.{s2}", f"{g[0].lower()}{s2}", f"{s2}{r.randint(1, 99)}", f"{g.lower()}_{s2[:4]}"])
        user = user.replace("é", "e").replace("á", "a")
        return user + "@" + r.choice(["example.com", "example.org", "example.net", "mail.example.com", "hsx.example.org"])

    def url(self):
        r = self.r
        host = r.choice(["www.example.org", "portal.example.net", "devices.example.com", "www.example.com",
                         "heartclinic.example.org", "myhealth.example.net"])
        path = r.choice(["", "/device-clinic", "/remote", "/portal/login", "/pacing/patients", "/icd-info",
                         f"/p/{r.randint(1000, 99999)}"])
        return r.choice(["https://", "http://", ""]) + host + path

    def ip(self):
        r = self.r
        return r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                         f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}",
                         f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}"])

    # ---- identifiers ------------------------------------------------------------------
    def digits(self, k):
        return "".join(str(self.r.randint(0, 9)) for _ in range(k))

    def letters(self, k):
        return "".join(self.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(k))

    def mk_mrn(self):
        r = self.r
        return r.choice([self.digits(8), "00" + self.digits(6), f"H{self.digits(7)}", f"{self.letters(1)}{self.digits(6)}",
                         f"{self.digits(3)}-{self.digits(4)}", f"MR{self.digits(7)}", self.digits(7)])

    def mk_serial(self, pre):
        r = self.r
        return r.choice([f"{pre}{self.digits(6)}", f"{pre}{self.digits(6)}{r.choice('SHGR')}", f"{pre}-{self.digits(7)}",
                         self.digits(6), f"{self.digits(8)}"])

    def ssn(self):
        r = self.r
        if self.country == "US":
            return r.choice([f"9{self.digits(2)}-{self.digits(2)}-{self.digits(4)}", f"000-{self.digits(2)}-{self.digits(4)}"])
        if self.country == "CA":
            return f"9{self.digits(2)} {self.digits(3)} {self.digits(3)}"
        return f"9{self.digits(6)}{self.letters(1)}" + r.choice(["", "A", "W"])

    def healthplan(self):
        r = self.r
        if self.country == "US":
            return r.choice([f"{self.letters(3)}{self.digits(6)}", f"{self.digits(1)}{self.letters(2)}{self.digits(1)}-{self.letters(2)}{self.digits(1)}-{self.letters(2)}{self.digits(2)}",
                             f"W{self.digits(9)}", f"GRP-{self.digits(5)}"])
        if self.country == "CA":
            return r.choice([f"{self.digits(4)}-{self.digits(3)}-{self.digits(3)}-{self.letters(2)}",
                             f"{self.surname[:3].upper()}{self.given[0].upper()} {self.digits(4)} {self.digits(4)}", f"9 {self.digits(3)} {self.digits(3)} {self.digits(3)}"])
        return r.choice([f"{self.digits(7)}{self.letters(1)}", f"GMS {self.digits(8)}", f"CH-{self.digits(8)}"])

    def account(self):
        r = self.r
        return r.choice([f"{self.digits(4)}-{self.digits(4)}", f"V{self.digits(8)}", f"{self.today.year}-{self.digits(6)}",
                         f"FIN{self.digits(8)}", f"ENC-{self.digits(7)}", self.digits(9)])

    def license(self, kind=None):
        r = self.r
        kind = kind or r.choice(["NPI", "DEA", "LIC"])
        if kind == "NPI":
            return "NPI", f"1{self.digits(9)}"
        if kind == "DEA":
            return "DEA", f"{self.letters(2)}{self.digits(7)}"
        if kind == "DL":
            return "Driver's licence", r.choice([f"{self.letters(1)}{self.digits(4)}-{self.digits(5)}-{self.digits(5)}",
                                                  f"{self.digits(3)}-{self.digits(3)}-{self.digits(3)}", f"{self.letters(2)}{self.digits(7)}"])
        return {"US": "State lic.", "CA": "CPSO #", "IE": "IMC no."}[self.country], self.digits(r.choice([5, 6]))

    def vehicle(self, kind=None):
        r = self.r
        if kind == "VIN":
            return "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))
        if self.country == "IE":
            return f"{r.randint(12, 24)}{r.choice(['1', '2', ''])}-{r.choice(['D', 'C', 'G', 'KY', 'WH', 'LK', 'MH'])}-{r.randint(10, 99999)}"
        if self.country == "CA":
            return f"{self.letters(4)} {self.digits(3)}"
        return r.choice([f"{r.randint(1, 9)}{self.letters(3)}{self.digits(3)}", f"{self.letters(3)}-{self.digits(4)}"])

    def bioid(self):
        r = self.r
        return r.choice([f"FP-{self.digits(5)}", f"BIO-{self.digits(4)}-{self.digits(4)}", f"VP{self.digits(6)}",
                         f"FID-{self.letters(2)}{self.digits(5)}"])

    def idnum(self, kind):
        r = self.r
        return {"tx": r.choice([f"TX-{self.digits(8)}", f"{self.digits(10)}", f"RT{self.digits(7)}"]),
                "alert": r.choice([f"AL-{self.digits(6)}", f"ALR{self.digits(7)}"]),
                "case": r.choice([f"REG-{self.today.year}-{self.digits(5)}", f"C{self.digits(6)}"]),
                "order": r.choice([f"ORD{self.digits(8)}", f"{self.digits(7)}"]),
                "acc": r.choice([f"S{self.today.year % 100}-{self.digits(5)}", f"XR{self.digits(7)}", f"MR-{self.digits(6)}"]),
                "ra": r.choice([f"RA-{self.digits(7)}", f"RMA{self.digits(6)}"]),
                "ticket": r.choice([f"MSG-{self.digits(6)}", f"PM{self.digits(7)}", f"TT{self.digits(6)}"]),
                }[kind]

    def username(self, who=None):
        r = self.r
        g, s = who or (self.given, self.surname)
        s2 = s.replace("'", "").replace(" ", "").lower()
        return r.choice([f"{g[0].lower()}{s2}{r.randint(1, 9)}", f"{s2}.{g[0].lower()}", f"{g.lower()}{r.randint(10, 99)}",
                         f"{g[0].lower()}{s2[:5]}"]).replace("é", "e")

    def age_parts(self, style=None):
        r = self.r
        a = str(self.age)
        sx = self.sex
        style = style or r.choice(["yo", "yo2", "year", "sx", "sx2", "aged"])
        if style == "yo":
            return [("AGE", a), " yo "]
        if style == "yo2":
            return [("AGE", a), "yo "]
        if style == "year":
            return [("AGE", a), "-year-old "]
        if style == "sx":
            return [("AGE", a), " " + sx + " "]
        if style == "sx2":
            return [("AGE", a), sx + " "]
        return ["aged ", ("AGE", a), " "]
