"""Fictional people, sites, identifiers, contacts and dates for one note."""
import datetime as dt

import pools_people as PP
import pools_places as PL

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
PC_LET = "ABDEFGHJLNPQRSTUWXYZ"

DATE_STYLES = {
    "GB": ["dmy", "dmy", "dlong", "dabbr", "ddash", "dmy2", "ddot"],
    "IE": ["dmy", "dlong", "dabbr", "ddash", "dmy"],
    "AU": ["dmy", "dmy", "dlong", "dabbr", "dmy1"],
    "US": ["mdy", "mdy", "mlong", "mdy1", "mabbr"],
    "CA": ["iso", "mlong", "dabbr", "iso", "mabbr"],
}


def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n, alpha=UPPER):
    return "".join(rng.choice(alpha) for _ in range(n))


def ascii_name(s):
    table = {"é": "e", "è": "e", "ç": "c", "ã": "a", "ó": "o", "á": "a", "í": "i", "ú": "u",
             "ö": "o", "ü": "u", "ł": "l", "ś": "s", "ń": "n"}
    out = "".join(table.get(ch, ch) for ch in s.lower())
    return "".join(ch for ch in out if ch.isalnum())


def fdate(d, style):
    if style == "dmy":
        return "%02d/%02d/%d" % (d.day, d.month, d.year)
    if style == "dmy1":
        return "%d/%d/%d" % (d.day, d.month, d.year)
    if style == "dmy2":
        return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
    if style == "dlong":
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == "dabbr":
        return "%d %s %d" % (d.day, MON[d.month - 1], d.year)
    if style == "ddash":
        return "%02d-%s-%d" % (d.day, MON[d.month - 1], d.year)
    if style == "ddot":
        return "%02d.%02d.%d" % (d.day, d.month, d.year)
    if style == "mdy":
        return "%02d/%02d/%d" % (d.month, d.day, d.year)
    if style == "mdy1":
        return "%d/%d/%d" % (d.month, d.day, d.year)
    if style == "mlong":
        return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
    if style == "mabbr":
        return "%s %d, %d" % (MON[d.month - 1], d.day, d.year)
    if style == "iso":
        return d.isoformat()
    if style == "dm":
        return "%02d/%02d" % (d.day, d.month)
    if style == "md":
        return "%d/%d" % (d.month, d.day)
    if style == "my":
        return "%s %d" % (MONTHS[d.month - 1], d.year)
    if style == "mony":
        return "%s %d" % (MON[d.month - 1], d.year)
    if style == "mmyy":
        return "%02d/%d" % (d.month, d.year)
    if style == "y":
        return str(d.year)
    if style == "wd_dmy":
        return "%s %02d/%02d/%d" % (WDAY[d.weekday()][:3], d.day, d.month, d.year)
    if style == "wd_long":
        return "%s %d %s %d" % (WDAY[d.weekday()], d.day, MONTHS[d.month - 1], d.year)
    if style == "wd_mlong":
        return "%s, %s %d, %d" % (WDAY[d.weekday()], MONTHS[d.month - 1], d.day, d.year)
    if style == "wd_dm":
        return "%s %d/%d" % (WDAY[d.weekday()][:3], d.day, d.month)
    if style == "wd_md":
        return "%s %d/%d" % (WDAY[d.weekday()][:3], d.month, d.day)
    if style == "wd":
        return WDAY[d.weekday()]
    if style == "dmon":
        return "%d %s" % (d.day, MON[d.month - 1])
    raise KeyError(style)


class Person:
    def __init__(self, first, last, typ, title="", middle="", sex="F", cred=""):
        self.first, self.last, self.typ = first, last, typ
        self.title, self.middle, self.sex, self.cred = title, middle, sex, cred

    def full(self):
        return (self.first + " " + self.last, self.typ)

    def fml(self):
        mid = self.middle[0] + "." if self.middle else ""
        return ((self.first + " " + mid + " " + self.last).replace("  ", " "), self.typ)

    def sur(self):
        return (self.last, self.typ)

    def fn(self):
        return (self.first, self.typ)

    def t_sur(self):
        return [self.title + " ", self.sur()] if self.title else [self.sur()]

    def t_full(self):
        return [self.title + " ", self.full()] if self.title else [self.full()]

    def caps(self):
        return (self.last.upper() + ", " + self.first, self.typ)

    def caps2(self):
        return (self.last.upper() + ", " + self.first.upper(), self.typ)

    def init(self, dots=False):
        parts = [self.first[0]] + [p[0] for p in self.last.replace("-", " ").split()
                                   if p[0].isupper()]
        if dots:
            return (".".join(parts) + ".", self.typ)
        return ("".join(parts), self.typ)

    def i_sur(self):
        return (self.first[0] + " " + self.last, self.typ)

    def i_dot_sur(self):
        return (self.first[0] + ". " + self.last, self.typ)

    def t_i_sur(self):
        return [self.title + " ", self.i_sur()] if self.title else [self.i_sur()]

    def signed(self):
        """Name plus credentials outside the span."""
        out = [self.full()]
        if self.cred:
            out.append(", " + self.cred)
        return out

    def username(self, rng):
        f, l = ascii_name(self.first), ascii_name(self.last)
        k = rng.randrange(5)
        if k == 0:
            u = f[0] + l + rng.choice(PP.USER_SUFFIX)
        elif k == 1:
            u = (l[:6] + f[0]).upper()
        elif k == 2:
            u = f + "." + l
        elif k == 3:
            u = f[0] + l[:5] + digits(rng, 2)
        else:
            u = letters(rng, 2).lower() + digits(rng, 5)
        return (u, "USERNAME")

    def email(self, rng, dom=None):
        dom = dom or rng.choice(["example.org", "example.net", "example.com"])
        f, l = ascii_name(self.first), ascii_name(self.last)
        u = rng.choice([f + "." + l, f[0] + l, f + l[0], l + "." + f])
        return (u + "@" + dom, "EMAIL")


class World:
    """Everything fictional one note may mention, for one country."""

    def __init__(self, rng, cc, sex="F", date_lo=(2016, 1, 1), date_hi=(2025, 6, 30),
                 age_lo=28, age_hi=88):
        self.rng, self.cc = rng, cc
        r = rng
        lo, hi = dt.date(*date_lo), dt.date(*date_hi)
        self.today = lo + dt.timedelta(days=r.randrange((hi - lo).days))
        while self.today.weekday() >= 5:
            self.today += dt.timedelta(days=1)
        age = r.randint(age_lo, age_hi)
        if r.random() < 0.5:
            age = max(age_lo, min(age_hi, int(r.gauss(58, 11))))
        self.dob = self.today - dt.timedelta(days=age * 365 + r.randrange(1, 360) + age // 4)
        self.age = self.age_at(self.today)
        self.style = r.choice(DATE_STYLES[cc])
        # patient
        if sex == "F":
            first = r.choice(PP.FEMALE_FIRST)
            title = r.choice(["Mrs", "Mrs", "Ms", "Ms", "Miss", "Mrs"])
        else:
            first = r.choice(PP.MALE_FIRST)
            title = "Mr"
        mid = r.choice(PP.MIDDLE) if r.random() < 0.35 else ""
        self.pt = Person(first, r.choice(PP.SURNAMES), "PATIENT", title, mid, sex)
        self.sex = sex
        self.nick = PP.NICKNAMES.get(first)
        self.addr = self.address()
        self.natid = self.national_id()
        self.mrn = self.make_mrn()
        self.plan = self.healthplan()
        self.pt_phone = self.phone()
        self.pt_mob = self.phone(mobile=True)
        self.pt_email = self.pt.email(r, "example.com")
        self.prof = r.choice(PL.PROFESSIONS)
        self.employer = r.choice(PL.EMPLOYERS)
        # next of kin
        if r.random() < 0.5 and sex == "F":
            rel = r.choice(["husband", "husband", "partner", "son", "brother"])
        else:
            rel = r.choice(PP.RELATIONS_F[:8] + ["son", "husband"])
        nsex = "M" if rel in PP.RELATIONS_M else "F"
        nfirst = r.choice(PP.MALE_FIRST if nsex == "M" else PP.FEMALE_FIRST)
        nlast = self.pt.last if rel in ("husband", "wife", "son", "daughter", "brother",
                                         "sister") and r.random() < 0.7 else r.choice(PP.SURNAMES)
        self.nok = Person(nfirst, nlast, "FAMILY", "", "", nsex)
        self.nok_rel = rel
        self.nok_phone = self.phone(mobile=True)
        self.nok_prof = r.choice(PL.PROFESSIONS)
        # care sites
        self.hosp = r.choice(PL.HOSPITALS[cc])
        self.hosp2 = r.choice([h for h in PL.HOSPITALS[cc] if h != self.hosp])
        self.centre = r.choice(PL.BREAST_CENTRES)
        self.ward = r.choice(PL.WARDS)
        self.building = r.choice(PL.BUILDINGS)
        self.hosp_addr = self.address(site=True)
        self.hosp_phone = self.phone()
        self.unit_phone = self.phone(ext=r.random() < 0.4)
        self.hosp_fax = (self.phone()[0], "FAX")
        self.unit_email = ("breastunit." + ascii_name(self.hosp.split()[0]) + "@" +
                           r.choice(["example.net", "example.org"]), "EMAIL")
        self.url = self.make_url()
        self.practice = r.choice(PL.PRACTICES[cc])
        self.gp_addr = self.address(site=True)
        self.gp_phone = self.phone()
        self.gp_fax = (self.phone()[0], "FAX")
        # clinicians
        self.cons = self.clin("surgeon")
        self.cons2 = self.clin("surgeon")
        self.plastic = self.clin("surgeon")
        self.reg = self.clin("doctor")
        self.fellow = self.clin("doctor")
        self.rad = self.clin("doctor")
        self.path = self.clin("doctor")
        self.onc = self.clin("doctor")
        self.anaes = self.clin("doctor")
        self.gp = self.clin("doctor")
        self.gen = self.clin("doctor")
        self.bcn = self.clin("nurse")
        self.bcn2 = self.clin("nurse")
        self.nurses = [self.clin("nurse") for _ in range(5)]
        self.sec = self.clin("staff")
        self.mdtc = self.clin("staff")
        self.fitter = self.clin("staff")
        self.typist = self.clin("staff")
        self.radiog = self.clin("nurse")

    # ---- dates ----------------------------------------------------------
    def age_at(self, d):
        a = d.year - self.dob.year - ((d.month, d.day) < (self.dob.month, self.dob.day))
        return a

    def days(self, n):
        return self.today + dt.timedelta(days=n)

    def wd(self, n):
        """Today + n days, moved forward to a weekday."""
        d = self.today + dt.timedelta(days=n)
        while d.weekday() >= 5:
            d += dt.timedelta(days=1)
        return d

    def date(self, d, style=None):
        return (fdate(d, style or self.style), "DATE")

    def short_style(self):
        return "md" if self.cc == "US" else "dm"

    # ---- people ---------------------------------------------------------
    def clin(self, kind):
        r, cc = self.rng, self.cc
        sex = "F" if r.random() < (0.85 if kind in ("nurse", "staff") else 0.55) else "M"
        first = r.choice(PP.FEMALE_FIRST if sex == "F" else PP.MALE_FIRST)
        mid = r.choice(PP.MIDDLE) if r.random() < 0.15 else ""
        last = r.choice(PP.SURNAMES)
        cred = ""
        if kind == "surgeon":
            if cc in ("GB", "IE"):
                title = "Mr" if sex == "M" else r.choice(["Miss", "Ms", "Mrs", "Miss"])
                if r.random() < 0.1:
                    title = "Prof"
                cred = {"GB": r.choice(["FRCS", "FRCS (Gen Surg)", "MD FRCS", "FRCS (Plast)"]),
                        "IE": "FRCSI"}[cc]
            else:
                title = "Dr"
                cred = {"AU": "FRACS", "US": r.choice(["MD, FACS", "MD", "DO"]),
                        "CA": "MD, FRCSC"}[cc]
        elif kind == "doctor":
            title = "Dr"
            cred = {"GB": r.choice(["MB ChB", "MRCP", "FRCR", "FRCPath", "MRCGP", "MBBS"]),
                    "IE": r.choice(["MRCPI", "FFR RCSI", "MICGP", "MB BCh BAO"]),
                    "AU": r.choice(["FRANZCR", "FRCPA", "FRACGP", "FRACP", "MBBS"]),
                    "US": r.choice(["MD", "DO", "MD, PhD"]),
                    "CA": r.choice(["MD, FRCPC", "MD, CCFP", "MD"])}[cc]
        elif kind == "nurse":
            title = ""
            cred = {"GB": r.choice(["RGN", "CNS", "Breast CNS", "RN"]),
                    "IE": r.choice(["RGN", "CNS", "RANP"]),
                    "AU": r.choice(["RN", "BCN", "CNC"]),
                    "US": r.choice(["RN", "RN, BSN", "APRN", "RN, OCN"]),
                    "CA": r.choice(["RN", "RN, BScN", "NP"])}[cc]
        else:
            title, cred = "", ""
        return Person(first, last, "DOCTOR", title, mid, sex, cred)

    def relative(self, rel):
        r = self.rng
        sex = "M" if rel in PP.RELATIONS_M or rel in ("uncle", "grandfather", "cousin (m)") else "F"
        first = r.choice(PP.MALE_FIRST if sex == "M" else PP.FEMALE_FIRST)
        last = self.pt.last if r.random() < 0.5 else r.choice(PP.SURNAMES)
        return Person(first, last, "FAMILY", "", "", sex)

    # ---- places ---------------------------------------------------------
    def street(self, site=False):
        r, cc = self.rng, self.cc
        num = str(r.randint(1, 240) if cc in ("GB", "IE") else r.randint(1, 2400))
        st = r.choice(PL.STREET_NAMES) + " " + r.choice(PL.STREET_TYPES[cc])
        s = num + " " + st
        if not site and r.random() < 0.15:
            unit = PL.UNIT_WORDS[cc]
            if cc == "AU" and r.random() < 0.5:
                s = "%d/%s" % (r.randint(1, 24), s)
            else:
                s = "%s %d, %s" % (unit, r.randint(1, 40), s)
        elif not site and cc == "GB" and r.random() < 0.08:
            s = r.choice(["Rose Cottage", "The Old Vicarage", "Hillcrest", "Orchard House",
                          "2 Mill Cottages"]) + ", " + st
        if site and r.random() < 0.4:
            s = r.choice(["Carr Lane", "Hospital Road", "Infirmary Street", "Moor Road",
                          "Park Drive", "Main Street"] if cc in ("GB", "IE") else
                         ["Pacific Highway", "Lakeshore Drive", "Hospital Road", "Main Street"])
            s = str(r.randint(1, 300)) + " " + s if cc not in ("GB", "IE") else s
        return s

    def postcode(self, state_abbr=None):
        r, cc = self.rng, self.cc
        if cc == "GB":
            area = r.choice(["WN", "S", "TA", "LA", "IP", "NE", "OL", "BL", "HX", "HD", "DN",
                             "LN", "PE", "TR", "BA", "SY", "HR", "WR", "ST", "SK", "WA", "PR",
                             "BB", "CA", "DL", "TS", "YO", "HG", "HU", "SA", "LL", "PA", "KA",
                             "DG", "PH", "FK", "IV", "DD", "CO", "CM", "SS", "LU", "SN", "RG"])
            return "%s%d %d%s" % (area, r.randint(1, 29), r.randint(0, 9), letters(r, 2, PC_LET))
        if cc == "IE":
            key = r.choice(["D04", "D08", "D12", "D15", "T12", "T23", "H91", "H54", "V94",
                            "X91", "F91", "N37", "R95", "Y35", "A92", "W23"])
            return key + " " + letters(r, 1, "ACDEFHKNPRTVWXY") + digits(r, 1) + \
                letters(r, 1, "ACDEFHKNPRTVWXY") + digits(r, 1)
        if cc == "AU":
            first = {"NSW": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7"}
            return first.get(state_abbr, "2") + digits(r, 3)
        if cc == "US":
            z = "%05d" % r.randint(1001, 99950)
            return z + ("-" + digits(r, 4) if r.random() < 0.2 else "")
        return "%s%d%s %d%s%d" % (letters(r, 1, "ABCEGHJKLMNPRSTVXY"), r.randint(0, 9),
                                  letters(r, 1, "ABCEGHJKLMNPRSTVWXYZ"), r.randint(0, 9),
                                  letters(r, 1, "ABCEGHJKLMNPRSTVWXYZ"), r.randint(0, 9))

    def address(self, site=False):
        r, cc = self.rng, self.cc
        a = {"street": self.street(site), "city": None, "state": None, "county": None}
        if cc in PL.STATE_CITIES:
            ab = r.choice(sorted(PL.STATE_CITIES[cc]))
            a["state"] = [t for t in PL.STATES[cc] if t[1] == ab][0]
            a["city"] = r.choice(PL.STATE_CITIES[cc][ab])
        else:
            a["city"] = r.choice(PL.CITIES[cc])
        if cc in PL.COUNTIES and r.random() < 0.3:
            a["county"] = r.choice(PL.COUNTIES[cc])
        a["zip"] = self.postcode(a["state"][1] if a["state"] else None)
        a["country"] = {"GB": "United Kingdom", "IE": "Ireland", "AU": "Australia",
                        "US": "USA", "CA": "Canada"}[cc]
        return a

    def addr_lines(self, a, country=False):
        """List of frags, one per line."""
        lines = [[(a["street"], "STREET")]]
        cc = self.cc
        if cc in ("AU", "US", "CA"):
            st = a["state"][1]
            sep = ", " if cc != "AU" else " "
            lines.append([(a["city"], "CITY"), sep, (st, "STATE"), "  " if cc == "CA" else " ",
                          (a["zip"], "ZIP")])
        else:
            lines.append([(a["city"], "CITY")])
            if a["county"]:
                lines.append([(a["county"], "CITY")])
            lines.append([(a["zip"], "ZIP")])
        if country:
            lines.append([(a["country"], "COUNTRY")])
        return lines

    def addr_block(self, a, country=False, sep="\n"):
        out = []
        for i, ln in enumerate(self.addr_lines(a, country)):
            if i:
                out.append(sep)
            out.append(ln)
        return out

    def addr_inline(self, a):
        cc = self.cc
        if cc in ("AU", "US", "CA"):
            return [(a["street"], "STREET"), ", ", (a["city"], "CITY"), " " if cc == "AU" else ", ",
                    (a["state"][1], "STATE"), " ", (a["zip"], "ZIP")]
        out = [(a["street"], "STREET"), ", ", (a["city"], "CITY")]
        if a["county"]:
            out += [", ", (a["county"], "CITY")]
        return out + [", " if self.rng.random() < 0.6 else " ", (a["zip"], "ZIP")]

    # ---- contacts -------------------------------------------------------
    def phone(self, mobile=False, ext=False, intl=False):
        r, cc = self.rng, self.cc
        if cc == "GB":
            if mobile:
                s = "07%s 555%s" % (digits(r, 3), digits(r, 3))
            else:
                area = r.choice(["0113", "0114", "0161", "0117", "0191", "0121", "0115", "0116",
                                 "0118", "0151", "01942", "01226", "01823", "01539", "01473"])
                tail = digits(r, 4) if len(area) == 4 else digits(r, 3)
                s = "%s 555 %s" % (area, tail)
                if r.random() < 0.15:
                    s = "(%s) 555 %s" % (area, tail)
                elif intl or r.random() < 0.05:
                    s = "+44 %s 555 %s" % (area[1:], tail)
        elif cc == "IE":
            if mobile:
                s = "08%s 555 %s" % (r.choice("3567"), digits(r, 4))
            else:
                area = r.choice(["01", "021", "091", "061", "051", "066", "071", "074", "090"])
                s = "%s 555 %s" % (area, digits(r, 4))
                if intl or r.random() < 0.05:
                    s = "+353 %s 555 %s" % (area[1:], digits(r, 4))
        elif cc == "AU":
            if mobile:
                s = "04%s 555 %s" % (digits(r, 2), digits(r, 3))
            else:
                area = r.choice(["02", "03", "07", "08"])
                s = "(%s) 5550 %s" % (area, digits(r, 4))
                if r.random() < 0.3:
                    s = "%s 5550 %s" % (area, digits(r, 4))
        else:
            area = r.choice(["614", "937", "419", "559", "253", "509", "208", "517", "309",
                             "814", "518", "315", "508", "860", "401", "218", "402", "918"]
                            if cc == "US" else
                            ["905", "519", "613", "705", "807", "506", "902", "403", "250",
                             "306", "204", "819"])
            tail = "01%s" % digits(r, 2)
            k = r.randrange(4)
            s = ["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "%s 555 %s"][k] % (area, tail)
            if intl:
                s = "+1 %s 555 %s" % (area, tail)
        if ext:
            s += r.choice([" ext ", " ext. ", " x", " Ext "]) + self.ext()
        return (s, "PHONE")

    def ext(self):
        r = self.rng
        return r.choice(["555" + digits(r, 1), digits(r, 1) + "555"])

    def bleep(self):
        r = self.rng
        return (r.choice(["555" + digits(r, 1), digits(r, 1) + "555", "0555" + digits(r, 1)]),
                "PHONE")

    def make_url(self):
        r = self.rng
        host = r.choice(["www.example.org", "www.example.net", "example.com", "www.example.com",
                         "https://www.example.org", "https://example.net"])
        path = r.choice(["/breast-reconstruction", "/breastcare/leaflets",
                         "/" + ascii_name(self.hosp.split()[0]) + "/breast-unit",
                         "/patientportal", "/pifu/breast", "/prosthesis-service",
                         "/lymphoedema/exercises", "/breast-surgery/after-your-operation"])
        return (host + path, "URL")

    def ip(self):
        r = self.rng
        k = r.randrange(3)
        if k == 0:
            s = "10.%d.%d.%d" % (r.randint(0, 254), r.randint(0, 254), r.randint(2, 254))
        elif k == 1:
            s = "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 254), r.randint(2, 254))
        else:
            s = "192.168.%d.%d" % (r.randint(0, 254), r.randint(2, 254))
        return (s, "IPADDR")

    # ---- identifiers ----------------------------------------------------
    def national_id(self):
        r, cc = self.rng, self.cc
        if cc == "GB":
            while True:
                ds = [9] + [r.randrange(10) for _ in range(8)]
                chk = 11 - sum(d * (10 - i) for i, d in enumerate(ds)) % 11
                chk = 0 if chk == 11 else chk
                if chk != 10:
                    break
            s = "".join(map(str, ds + [chk]))
            return (s[:3] + " " + s[3:6] + " " + s[6:] if r.random() < 0.8 else s, "SSN")
        if cc == "IE":
            return ("9" + digits(r, 6) + letters(r, 1, "ABCDEFGHKLMNPTVWX") +
                    ("A" if r.random() < 0.3 else ""), "SSN")
        if cc == "US":
            if r.random() < 0.1:
                return ("000-%s-%s" % (digits(r, 2), digits(r, 4)), "SSN")
            return ("9%s-%s-%s" % (digits(r, 2), digits(r, 2), digits(r, 4)), "SSN")
        if cc == "CA":
            return ("9%s %s %s" % (digits(r, 2), digits(r, 3), digits(r, 3)), "SSN")
        return None

    def make_mrn(self):
        r, cc = self.rng, self.cc
        pat = {"GB": ["RX%s" % digits(r, 7), "K%s" % digits(r, 6), "H%s" % digits(r, 7),
                      digits(r, 8), "M%s%s" % (digits(r, 6), letters(r, 1))],
               "IE": [digits(r, 7), "MRN%s" % digits(r, 6), digits(r, 6)],
               "AU": [digits(r, 7), digits(r, 6), "UR%s" % digits(r, 6)],
               "US": [digits(r, 8), "MR%s" % digits(r, 7), "%s-%s" % (digits(r, 3), digits(r, 5))],
               "CA": [digits(r, 7), "H%s" % digits(r, 7)]}[cc]
        return (r.choice(pat), "MRN")

    def mrn_label(self):
        return self.rng.choice({"GB": ["Hosp No", "Hospital No", "MRN", "Unit No", "RXN"],
                                "IE": ["MRN", "Hosp No", "Chart No"],
                                "AU": ["UR", "UR No", "MRN"],
                                "US": ["MRN", "MR#", "Med Rec #"],
                                "CA": ["MRN", "Chart #", "Hosp #"]}[self.cc])

    def natid_label(self):
        return {"GB": "NHS No", "IE": "PPSN", "US": "SSN", "CA": "SIN", "AU": ""}[self.cc]

    def healthplan(self):
        r, cc = self.rng, self.cc
        if cc == "AU":
            return ("%s %s %s" % (r.choice("23456") + digits(r, 3), digits(r, 5),
                                  digits(r, 1)), "HEALTHPLAN")
        if cc == "CA":
            return ("%s-%s-%s-%s" % (digits(r, 4), digits(r, 3), digits(r, 3), letters(r, 2)),
                    "HEALTHPLAN")
        if cc == "US":
            return (r.choice(["%s%s" % (letters(r, 3), digits(r, 6)), "W%s" % digits(r, 9),
                              "%s-%s" % (letters(r, 2), digits(r, 8))]), "HEALTHPLAN")
        return (r.choice(["HLX-%s" % digits(r, 7), digits(r, 8), "%s%s" % (letters(r, 2),
                                                                          digits(r, 7))]),
                "HEALTHPLAN")

    def plan_label(self):
        return {"GB": "Membership No", "IE": "Policy No", "AU": "Medicare No",
                "US": "Member ID", "CA": "Health Card No"}[self.cc]

    def license(self, kind="doctor"):
        r, cc = self.rng, self.cc
        if cc == "GB":
            if kind == "nurse":
                return "NMC PIN", (digits(r, 2) + letters(r, 1) + digits(r, 4) + letters(r, 1),
                                   "LICENSE")
            if kind == "hcpc":
                return "HCPC", ("RA" + digits(r, 6), "LICENSE")
            return "GMC", (r.choice("4567") + digits(r, 6), "LICENSE")
        if cc == "IE":
            if kind in ("nurse", "hcpc"):
                return "NMBI PIN", (digits(r, 6), "LICENSE")
            return "MCRN", (digits(r, 6), "LICENSE")
        if cc == "AU":
            pre = "NMW000" if kind in ("nurse", "hcpc") else "MED000"
            return "AHPRA", (pre + digits(r, 7), "LICENSE")
        if cc == "US":
            if kind == "dea":
                return "DEA", (letters(r, 2) + digits(r, 7), "LICENSE")
            if kind in ("nurse", "hcpc"):
                return "RN Lic", ("RN" + digits(r, 6), "LICENSE")
            return "NPI", ("1" + digits(r, 9), "LICENSE")
        if kind in ("nurse", "hcpc"):
            return "CNO Reg", (digits(r, 7), "LICENSE")
        return "CPSO", (digits(r, 5), "LICENSE")

    def account(self):
        r = self.rng
        return (r.choice(["E%d-%s" % (self.today.year, digits(r, 6)), digits(r, 9),
                          "V%s" % digits(r, 8), "ENC-%s" % digits(r, 7),
                          "%s-%s" % (digits(r, 4), digits(r, 4))]), "ACCOUNT")

    def accession(self, kind="rad"):
        r, y = self.rng, self.today.year % 100
        if kind == "rad":
            return (r.choice(["RAD%02d-%s" % (y, digits(r, 7)), "ACC%s" % digits(r, 8),
                              "BR%02d%s" % (y, digits(r, 6)), digits(r, 10)]), "IDNUM")
        if kind == "path":
            return (r.choice(["H%02d-%s" % (y, digits(r, 5)), "S%02d/%s" % (y, digits(r, 5)),
                              "BX%02d-%s" % (y, digits(r, 4)), "%s%02d-%s" % (
                                  r.choice("HSP"), y, digits(r, 6))]), "IDNUM")
        if kind == "mdt":
            return ("MDT-%d-%s" % (self.today.year, digits(r, 4)), "IDNUM")
        if kind == "ubrn":
            return ("%s %s %s" % (digits(r, 4), digits(r, 4), digits(r, 4)), "IDNUM")
        if kind == "order":
            return (r.choice(["ORD%s" % digits(r, 7), "REQ-%s" % digits(r, 6),
                              "%s%s" % (letters(r, 2), digits(r, 6))]), "IDNUM")
        return ("%s-%s" % (letters(r, 3), digits(r, 6)), "IDNUM")

    def serial(self, kind="implant"):
        r = self.rng
        if kind == "implant":
            return (r.choice(["%s-%s" % (digits(r, 8), digits(r, 3)), digits(r, 7),
                              "%s%s" % (digits(r, 2), letters(r, 1) + digits(r, 6)),
                              "SN%s" % digits(r, 9)]), "DEVICE")
        if kind == "lot":
            return (r.choice(["%s" % digits(r, 7), "L%s" % digits(r, 6),
                              "%s%s" % (letters(r, 2), digits(r, 5))]), "DEVICE")
        if kind == "doppler":
            return ("%s-%s" % (r.choice(["CS", "DP", "IDP"]), digits(r, 6)), "DEVICE")
        return ("%s%s" % (letters(r, 3), digits(r, 6)), "DEVICE")

    def vehicle(self):
        r, cc = self.rng, self.cc
        if cc == "GB":
            s = letters(r, 2, "ABCDEFGHKLMNOPRSVWY") + "%02d " % r.choice(
                [14, 15, 16, 17, 18, 19, 20, 21, 64, 65, 66, 67, 68, 69, 70, 71]) + letters(r, 3)
        elif cc == "IE":
            s = "%d%s-%s-%s" % (r.randint(12, 24), r.choice(["1", "2", ""]),
                                r.choice(["D", "C", "G", "L", "KY", "MO", "WX", "KK"]),
                                str(r.randint(100, 99999)))
        elif cc == "AU":
            s = r.choice([letters(r, 3) + "-" + digits(r, 3),
                          digits(r, 1) + letters(r, 2) + " " + digits(r, 1) + letters(r, 2)])
        elif cc == "US":
            s = r.choice([digits(r, 1) + letters(r, 3) + digits(r, 3), letters(r, 3) + " " +
                          digits(r, 4)])
        else:
            s = letters(r, 4) + " " + digits(r, 3)
        return (s, "VEHICLE")

    def bioid(self):
        r = self.rng
        return (r.choice(["FP-%s" % digits(r, 5), "BIO-%s" % digits(r, 6),
                          "PV-%s" % digits(r, 5), "FPT%s" % digits(r, 7)]), "BIOID")

    # ---- pronouns -------------------------------------------------------
    def pron(self):
        if self.sex == "F":
            return {"she": "she", "She": "She", "her": "her", "Her": "Her", "him": "her",
                    "lady": "lady", "woman": "woman"}
        return {"she": "he", "She": "He", "her": "his", "Her": "His", "him": "him",
                "lady": "gentleman", "woman": "man"}
