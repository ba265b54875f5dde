"""PHI value generation, span markers and the single-pass offset assembler."""
import datetime as dt
from pools import *

S, SEP, E = "\ue000", "\ue001", "\ue002"

LABEL = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
         "AGE": "AGE", "DATE": "DATE", "STREET": "LOCATION", "CITY": "LOCATION",
         "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
         "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
         "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
         "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID", "PHONE": "CONTACT",
         "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
         "PROFESSION": "PROFESSION"}


def P(t, v):
    """Wrap one PHI value in private-use markers."""
    v = str(v)
    assert t in LABEL, t
    assert v and v == v.strip() and S not in v and E not in v, (t, v)
    return S + t + SEP + v + E


def assemble(s):
    """One left-to-right pass: strip markers, emit text and spans."""
    out, spans, pos, i, n = [], [], 0, 0, len(s)
    while i < n:
        c = s[i]
        if c == S:
            j = s.index(SEP, i)
            k = s.index(E, j)
            t = s[i + 1:j].upper()
            v = s[j + 1:k]
            spans.append({"start": pos, "end": pos + len(v), "label": LABEL[t],
                          "type": t, "text": v})
            out.append(v)
            pos += len(v)
            i = k + 1
            # a value ending in an abbreviation full stop absorbs the sentence stop
            if v.endswith(".") and i < n and s[i] == ".":
                i += 1
        elif c in (SEP, E):
            raise ValueError("stray marker")
        else:
            out.append(c)
            pos += 1
            i += 1
    return "".join(out), spans


def num_words(n):
    if n < 20:
        return NUM_WORDS[n]
    t, u = divmod(n, 10)
    if n >= 100:
        return "one hundred" + ("" if n == 100 else " " + num_words(n - 100))
    return TENS[t] + ("" if u == 0 else "-" + NUM_WORDS[u])


class Person:
    def __init__(self, first, mid, last, sex):
        self.first, self.mid, self.last, self.sex = first, mid, last, sex

    def title(self, r):
        if self.sex == "F":
            return r.choice(["Ms.", "Mrs.", "Ms", "Mrs", "Miss"])
        return r.choice(["Mr.", "Mr"])


class Gen:
    def __init__(self, rng):
        self.r = rng

    def ch(self, seq):
        return self.r.choice(seq)

    def p(self, x):
        return self.r.random() < x

    def ri(self, a, b):
        return self.r.randint(a, b)

    def digits(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def letters(self, n, alpha="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.r.choice(alpha) for _ in range(n))

    # ------------------------------------------------------------ people
    def person(self, sex=None):
        sex = sex or self.ch("FM")
        first = self.ch(GIVEN_F if sex == "F" else GIVEN_M)
        last = self.ch(SURNAMES)
        if self.p(0.08):
            last = last + "-" + self.ch(SURNAMES)
        mid = self.ch(MID_INITIALS) if self.p(0.45) else None
        return Person(first, mid, last, sex)

    def name(self, pr, typ, form=None):
        """Marked name; titles and credentials stay outside the span."""
        r = self.r
        forms = ["full", "full", "first_last", "last", "title", "lf", "LF", "fi", "init",
                 "f_last", "first"]
        form = form or r.choice(forms)
        m = pr.mid
        if form == "full":
            v = pr.first + (" " + m + ("." if self.p(0.6) else "") if m else "") + " " + pr.last
        elif form == "first_last":
            v = pr.first + " " + pr.last
        elif form == "last":
            v = pr.last
        elif form == "first":
            v = pr.first
        elif form == "nick":
            v = NICK.get(pr.first, pr.first)
        elif form == "lf":
            v = pr.last + ", " + pr.first + (" " + m if m and self.p(0.5) else "")
        elif form == "LF":
            v = (pr.last + ", " + pr.first + (" " + m if m else "")).upper()
        elif form == "LFnc":
            v = (pr.last + " " + pr.first).upper()
        elif form == "fi":
            v = pr.first + " " + pr.last[0] + "."
        elif form == "init":
            a, b = pr.first[0], pr.last[0]
            v = r.choice([a + "." + b + ".", a + b, a + ". " + b + ".",
                          a + (m or "") + b])
        elif form == "lowinit":
            v = (pr.first[0] + pr.last[0]).lower()
        elif form == "f_last":
            v = pr.first[0] + ". " + pr.last
        elif form == "title":
            return pr.title(r) + " " + P(typ, pr.last)
        elif form == "dr":
            return r.choice(["Dr.", "Dr", "Dr."]) + " " + P(typ, r.choice(
                [pr.last, pr.last, pr.first + " " + pr.last, pr.first[0] + ". " + pr.last]))
        elif form == "cred":
            v = r.choice([pr.first + " " + pr.last, pr.first + " " + (m + ". " if m else "") + pr.last,
                          pr.first[0] + ". " + pr.last])
            return P(typ, v) + r.choice([", ", " "]) + self.ch(MD_CREDS)
        elif form == "lfcred":
            return P(typ, pr.last + ", " + pr.first) + " " + self.ch(CREDS)
        else:
            raise ValueError(form)
        return P(typ, v)

    def staff(self, pr, cred=None):
        """Clinician reference in one of many staff forms."""
        r = self.r
        k = r.randint(0, 7)
        if k == 0:
            return self.name(pr, "DOCTOR", "dr")
        if k == 1:
            return P("DOCTOR", pr.first + " " + pr.last) + ", " + (cred or self.ch(MD_CREDS))
        if k == 2:
            return P("DOCTOR", pr.last + ", " + pr.first) + " " + (cred or self.ch(MD_CREDS))
        if k == 3:
            return P("DOCTOR", pr.first[0] + ". " + pr.last) + " " + (cred or self.ch(MD_CREDS))
        if k == 4:
            return (cred or self.ch(["RN", "NP", "PA", "MD"])) + " " + P("DOCTOR", pr.first + " " + pr.last)
        if k == 5:
            return "Dr. " + P("DOCTOR", pr.first + " " + pr.last)
        if k == 6:
            return P("DOCTOR", pr.first + " " + pr.last)
        return P("DOCTOR", pr.last.upper() + ", " + pr.first.upper()) + " " + (cred or "MD")

    # ------------------------------------------------------------ dates
    def date_between(self, a, b):
        return a + dt.timedelta(days=self.r.randint(0, (b - a).days))

    def fd(self, d, style):
        mo, da, y = d.month, d.day, d.year
        wd = d.weekday()
        return {
            "mdy": f"{mo:02d}/{da:02d}/{y}", "mdy1": f"{mo}/{da}/{y}",
            "mdys": f"{mo}/{da}/{y % 100:02d}", "iso": f"{y}-{mo:02d}-{da:02d}",
            "dash": f"{mo:02d}-{da:02d}-{y}", "long": f"{MONTHS[mo-1]} {da}, {y}",
            "dmy": f"{da} {MONTHS[mo-1]} {y}", "abbr": f"{MON_ABBR[mo-1]} {da}, {y}",
            "abbr2": f"{MON_ABBR[mo-1]}. {da}, {y}" if MON_ABBR[mo-1] != "May" else f"May {da}, {y}",
            "md": f"{mo}/{da}", "mon_d": f"{MONTHS[mo-1]} {da}", "mabd": f"{MON_ABBR[mo-1]} {da}",
            "mon_y": f"{MONTHS[mo-1]} {y}", "y": f"{y}", "wd_md": f"{WD_ABBR[wd]} {mo}/{da}",
            "wd_long": f"{WEEKDAYS[wd]}, {MONTHS[mo-1]} {da}, {y}", "wd": WEEKDAYS[wd],
            "wd_mon_d": f"{WEEKDAYS[wd]} {MONTHS[mo-1]} {da}",
            "dmon": f"{da:02d}-{MON_ABBR[mo-1].upper()}-{y}", "ord": self._ord(da),
            "mon": MONTHS[mo - 1], "m_y": f"{mo}/{y}", "mdy0": f"{mo:02d}/{da:02d}/{y % 100:02d}",
        }[style]

    @staticmethod
    def _ord(n):
        suf = "th" if 11 <= n % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
        return f"{n}{suf}"

    FULL = ["mdy", "mdy", "mdy1", "mdys", "iso", "long", "dmy", "abbr", "abbr2", "dash",
            "dmon", "wd_long", "mdy0"]
    SHORT = ["md", "mon_d", "mabd", "wd_md", "wd", "wd_mon_d", "md"]

    def D(self, d, style=None, full=False):
        if style is None:
            pool = self.FULL if full else self.FULL + self.SHORT
            style = self.ch(pool)
        return P("DATE", self.fd(d, style))

    def holiday(self):
        return P("DATE", self.ch(HOLIDAYS))

    # ------------------------------------------------------------ ages
    ATTR = ["yo_hy", "yo_hy", "yo_hy", "yo", "yoc", "y/o", "yr", "words"]

    def age(self, a, sex=None, form=None, attr=False):
        r = self.r
        if attr and form is None:
            form = r.choice(self.ATTR)
        sx = sex or "F"
        forms = ["yo_hy", "yo_hy", "yo", "yoc", "y/o", "sexc", "words", "yr", "years old",
                 "age", "aged", "sex_sp", "yearold"]
        form = form or r.choice(forms)
        v = str(a)
        if form == "yo_hy":
            return P("AGE", v) + "-year-old"
        if form == "yo":
            return P("AGE", v) + " yo"
        if form == "yoc":
            return P("AGE", v) + "yo"
        if form == "y/o":
            return P("AGE", v) + " y/o"
        if form == "sexc":
            return P("AGE", v) + sx
        if form == "sex_sp":
            return P("AGE", v) + " " + sx
        if form == "words":
            w = num_words(a)
            if attr:
                return P("AGE", w) + "-year-old"
            return r.choice(["aged " + P("AGE", w), P("AGE", w) + "-year-old",
                             P("AGE", w) + " years of age"])
        if form == "yr":
            return P("AGE", v) + r.choice(["-yr-old", " yr old"] if attr else ["-yr-old", " yr old", " yrs", "y"])
        if form == "years old":
            return P("AGE", v) + " years old"
        if form == "age":
            return "age " + P("AGE", v)
        if form == "aged":
            return "aged " + P("AGE", v)
        return "a " + P("AGE", v) + " year old"

    # ------------------------------------------------------------ places
    def street(self, unit=None):
        r = self.r
        v = f"{r.randint(2, 9899)} {self.ch(STREET_DIR)}{self.ch(STREET_CORE)} {self.ch(STREET_SUFFIX)}"
        if unit or (unit is None and self.p(0.3)):
            v += r.choice([", ", " "]) + self.ch(UNIT_FORMS).format(
                n=r.randint(1, 40), l=self.ch("ABCDEF"))
        return v

    def city(self):
        if self.p(0.22):
            return self.ch(CITY_TWO)
        return self.ch(CITY_A) + self.ch(CITY_B)

    def county(self):
        return self.city() + " " + self.ch(COUNTY_SUFFIX)

    def state(self):
        return self.ch(STATES)

    def zip(self):
        z = f"{self.ri(1, 99):02d}{self.digits(3)}"
        if self.p(0.2):
            z += "-" + self.digits(4)
        return z

    def address(self):
        st = self.state()
        return {"street": self.street(), "city": self.city(), "state": st,
                "zip": self.zip()}

    def addr_line(self, a, sep=", ", abbr=None):
        st = a["state"][1] if (abbr if abbr is not None else self.p(0.75)) else a["state"][0]
        return (P("STREET", a["street"]) + sep + P("CITY", a["city"]) + ", " +
                P("STATE", st) + " " + P("ZIP", a["zip"]))

    def hospital(self):
        f = self.ch(HOSP_FORMS)
        return f.format(p=self.ch(HOSP_PLACE), s=self.ch(SAINTS))

    def clinic(self):
        f = self.ch(CLINIC_FORMS)
        return f.format(p=self.ch(HOSP_PLACE + CITY_TWO), c=self.city(),
                        n=self.ch(SURNAMES), n2=self.ch(SURNAMES))

    def facility(self):
        return self.ch(FACILITY_FORMS).format(p=self.ch(HOSP_PLACE), n=self.ch(SURNAMES))

    def pharmacy(self):
        return self.ch(PHARM_FORMS).format(p=self.ch(HOSP_PLACE), c=self.city(),
                                           n=self.ch(SURNAMES))

    def unit(self):
        return self.ch(UNIT_NAMES).format(n=self.ch(SURNAMES + HOSP_PLACE), k=self.ri(2, 9))

    def building(self):
        return self.ch(BUILDINGS).format(n=self.ch(SURNAMES + HOSP_PLACE))

    def room(self):
        r = self.r
        return self.ch([f"{r.randint(2, 9)}{r.randint(1, 40):02d}", f"{r.randint(2, 9)}{r.randint(1, 40):02d}{self.ch('ABCD')}",
                        f"{self.ch('NSEW')}{r.randint(100, 699)}", f"{r.randint(1, 36)}"])

    def employer(self):
        return self.ch(EMP_FORMS).format(w=self.ch(EMP_WORD), k=self.ch(EMP_KIND),
                                         n=self.ch(SURNAMES), c=self.city())

    def school(self):
        return self.ch(SCHOOL_FORMS).format(c=self.city(), p=self.ch(HOSP_PLACE),
                                            n=self.ch(SURNAMES))

    def church(self):
        return self.ch(CHURCH_FORMS).format(c=self.city(), s=self.ch(SAINTS),
                                            n=self.ch(["El", "Shalom", "Israel", "Torah"]))

    # ------------------------------------------------------------ identifiers
    def mrn(self):
        r = self.r
        return self.ch([self.digits(8), "00" + self.digits(6), self.digits(7),
                        "E" + self.digits(7), "MR" + self.digits(6),
                        f"{self.digits(3)}-{self.digits(2)}-{self.digits(2)}",
                        self.letters(2) + self.digits(6)])

    def account(self):
        return self.ch([f"{self.digits(4)}-{self.digits(4)}", "V" + self.digits(9),
                        str(self.ri(1, 9)) + self.digits(9), "A" + self.digits(8),
                        "FIN" + self.digits(8), self.digits(10), f"{self.digits(3)}-{self.digits(6)}"])

    def healthplan(self):
        r = self.r
        return self.ch([self.letters(3) + self.digits(6), "W" + self.digits(9),
                        f"{r.randint(1, 9)}{self.letters(2)}{r.randint(0, 9)}-{self.letters(2)}{r.randint(0, 9)}-{self.letters(2)}{self.digits(2)}",
                        self.digits(11) + "A", "H" + self.digits(9),
                        f"{self.letters(1)}{self.digits(8)}", f"{self.digits(4)}-{self.digits(3)}-{self.digits(2)}",
                        "MCD" + self.digits(8) + self.letters(1)])

    def ssn(self):
        lead = self.ch(["9", "9", "000"])
        if lead == "9":
            s = "9" + self.digits(2)
        else:
            s = "000"
        g, t = self.digits(2), self.digits(4)
        return self.ch([f"{s}-{g}-{t}", f"{s}-{g}-{t}", f"{s} {g} {t}", f"{s}{g}{t}"])

    def npi(self):
        return self.ch("12") + self.digits(9)

    def dea(self):
        return self.letters(2, "ABFGMP") + self.digits(7)

    def license(self):
        k = self.ri(0, 4)
        if k == 0:
            return "NPI", self.npi()
        if k == 1:
            return "DEA", self.dea()
        if k == 2:
            return "Med Lic", self.ch(["MD", "ME", "G", "A"]) + self.digits(5 + self.ri(0, 1))
        if k == 3:
            return "DL", self.letters(1) + f"{self.digits(3)}-{self.digits(4)}-{self.digits(4)}"
        return "RN Lic", "RN" + self.digits(7)

    def device(self):
        return self.ch([self.letters(3) + self.digits(6), f"SN{self.digits(8)}",
                        f"{self.digits(4)}-{self.letters(2)}-{self.digits(4)}",
                        self.letters(2) + self.digits(7) + self.letters(1),
                        f"{self.letters(3)}-{self.digits(5)}-{self.letters(1)}"])

    def plate(self):
        return self.ch([f"{self.ri(1, 9)}{self.letters(3)}{self.digits(3)}",
                        f"{self.letters(3)}-{self.digits(4)}", f"{self.letters(3)} {self.digits(3)}",
                        f"{self.digits(3)} {self.letters(3)}"])

    def vin(self):
        alpha = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return self.ch("1245J3") + "".join(self.ch(alpha) for _ in range(16))

    def bioid(self):
        return self.ch(["FP-", "BIO-", "PV-", "IR-", "VP-", "FPT"]) + self.digits(self.ri(5, 7))

    def idnum(self):
        y = self.ri(16, 25)
        return self.ch([f"S{y}-{self.digits(4)}", f"RAD-20{y}-{self.digits(5)}",
                        f"ORD{self.digits(8)}", f"SP-{y}-{self.digits(6)}",
                        f"REQ {self.digits(7)}", f"L{self.digits(7)}", f"ACC{self.digits(7)}",
                        f"CY{y}-{self.digits(5)}", f"{self.letters(2)}{self.digits(8)}",
                        f"MB-{self.digits(6)}", f"C{y}-{self.digits(3)}"])

    # ------------------------------------------------------------ contact
    def phone(self, ext=None):
        r = self.r
        a = f"{self.ri(2, 9)}{self.digits(2)}"
        while a[1:] == "11" or a == "555":
            a = f"{self.ri(2, 9)}{self.digits(2)}"
        last = f"01{self.digits(2)}" if self.p(0.7) else self.digits(4)
        f = r.randint(0, 6)
        v = [f"({a}) 555-{last}", f"{a}-555-{last}", f"{a}.555.{last}", f"{a} 555 {last}",
             f"+1 {a}-555-{last}", f"1-{a}-555-{last}", f"({a})555-{last}"][f]
        if ext or (ext is None and self.p(0.12)):
            v += self.ch([" ext. ", " ext ", " x", " x"]) + self.digits(self.ri(2, 4))
        return v

    def pager(self):
        return self.ch([f"{self.ri(1, 9)}-{self.digits(4)}", self.digits(5), self.digits(4),
                        f"{self.ri(2, 9)}{self.digits(2)}-555-{self.digits(4)}"])

    def email(self, pr=None, org=False):
        r = self.r
        dom = self.ch(["example.com", "example.org", "example.net", "mail.example.com",
                       "health.example.org", "clinic.example.net", "portal.example.org"])
        if pr is None:
            loc = self.ch(["referrals", "frontdesk", "records", "billing", "scheduling",
                           "nurseline", "release.info", "intake"])
        else:
            f, l = pr.first.lower().replace("'", ""), pr.last.lower().replace("'", "")
            loc = self.ch([f"{f}.{l}", f"{f[0]}{l}", f"{f}{l[0]}{self.ri(1, 99)}",
                           f"{f}_{l}", f"{l}.{f[0]}", f"{f}{self.ri(60, 99)}"])
        return f"{loc}@{dom}"

    def url(self):
        host = self.ch(["www.example.org", "portal.example.com", "mychart.example.net",
                        "www.example.com", "telehealth.example.org", "example.net",
                        "records.example.org", "pay.example.com"])
        path = self.ch(["", "/portal", "/patients/forms", "/visit/" + self.digits(6),
                        "/billing", "/records-request", "/join/" + self.letters(6).lower(),
                        "/education/heart-failure", "/pay"])
        return self.ch(["https://", "http://", ""]) + host + path if not host.startswith("www") or self.p(0.5) else host + path

    def ip(self):
        r = self.r
        k = r.randint(0, 2)
        if k == 0:
            return f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
        if k == 1:
            return f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
        return f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"

    def username(self, pr):
        f, l = pr.first.lower().replace("'", "").replace("-", ""), pr.last.lower().replace("'", "").replace("-", "")
        return self.ch([f[0] + l, f[0] + l + str(self.ri(1, 9)), f + "." + l, l + f[0],
                        (l[:5] + f[0]).upper(), f + l[0] + str(self.ri(10, 99)), f[0] + l[:6] + "01"])
