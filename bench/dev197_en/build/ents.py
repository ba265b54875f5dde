"""Entity generators and surface formats (names, dates, contacts, IDs, places)."""
import datetime as dt

import pools as PL
from core import P, R, ch, chance, ri, wchoice

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]
UP = "ABCDEFGHJKLMNPRSTUVWXYZ"
VINCH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
PCL = "ABCEGHJKLMNPRSTVWXYZ"


def digits(n):
    return "".join(str(R.randint(0, 9)) for _ in range(n))


def letters(n, pool=UP):
    return "".join(R.choice(pool) for _ in range(n))


def ascii_name(s):
    out = []
    for c in s.lower():
        if c.isalnum() and c.isascii():
            out.append(c)
    return "".join(out)


# ------------------------------------------------------------------ people
class Person:
    def __init__(self, ctx, typ, sex=None):
        self.typ = typ
        self.sex = sex or ch(["F", "M"])
        if ctx.ca:
            firsts = PL.CA_FIRST_F if self.sex == "F" else PL.CA_FIRST_M
            lasts, nicks = PL.CA_LAST, PL.CA_NICK
        else:
            firsts = PL.NZ_FIRST_F if self.sex == "F" else PL.NZ_FIRST_M
            lasts, nicks = PL.NZ_LAST, PL.NZ_NICK
        self.first = ch(firsts)
        self.last = ch(lasts)
        self.middle = ch(PL.MIDDLE) if chance(0.35) else None
        self.nick = nicks.get(self.first)
        if self.sex == "F":
            self.title = wchoice([("Ms", 5), ("Mrs", 3), ("Miss", 1)])
        else:
            self.title = "Mr"
        self.dot = ctx.ca and chance(0.5)

    # surface forms -------------------------------------------------------
    def full(self):
        return P(self.first + " " + self.last, self.typ)

    def full_mid(self):
        if self.middle:
            return P("%s %s %s" % (self.first, self.middle, self.last), self.typ)
        return self.full()

    def last_first(self, upper=None):
        if upper is None:
            upper = chance(0.6)
        s = "%s, %s" % (self.last, self.first)
        if self.middle and chance(0.5):
            s += " " + self.middle.rstrip(".")
        return P(s.upper() if upper else s, self.typ)

    def first_only(self):
        return P(self.first, self.typ)

    def nick_p(self):
        return P(self.nick, self.typ) if self.nick else None

    def last_only(self):
        return P(self.last, self.typ)

    def init_last(self):
        return P(self.first[0] + ". " + self.last, self.typ)

    def initials(self):
        parts = [self.first[0], self.last[0]]
        if chance(0.5):
            return P(".".join(parts) + ".", self.typ)
        return P("".join(parts), self.typ)

    def lower_initials(self):
        return P((self.first[0] + self.last[0]).lower(), self.typ)

    def titled(self):
        t = self.title + ("." if self.dot else "")
        return [t + " ", P(self.last, self.typ)]

    def titled_full(self):
        t = self.title + ("." if self.dot else "")
        return [t + " ", self.full()]

    def dr(self, full=None):
        t = "Dr." if self.dot else "Dr"
        if full is None:
            full = chance(0.5)
        return [t + " ", self.full() if full else P(self.last, self.typ)]

    def cred(self, c):
        return [self.full(), ", " + c] if chance(0.6) else [self.full(), " " + c]

    def any_ref(self):
        """A later mention in running text."""
        k = R.random()
        if self.typ == "DOCTOR":
            return self.dr(False) if k < 0.7 else self.dr(True)
        if k < 0.55:
            return self.titled()
        if k < 0.8:
            return self.first_only()
        return self.full()

    def username(self):
        k = R.random()
        f, l = ascii_name(self.first), ascii_name(self.last)
        if k < 0.3:
            u = f[0] + l
        elif k < 0.55:
            u = f + "." + l
        elif k < 0.75:
            u = l + f[0] + str(ri(1, 9))
        else:
            u = f[:3] + l[:4] + str(ri(10, 99))
        return P(u, "USERNAME")

    def email(self, dom=None):
        dom = dom or ch(["example.org", "example.com", "example.net",
                         "gi.example.org", "health.example.net"])
        f, l = ascii_name(self.first), ascii_name(self.last)
        k = R.random()
        if k < 0.5:
            u = f + "." + l
        elif k < 0.75:
            u = f[0] + l
        else:
            u = l + "." + f[0] + str(ri(1, 99))
        return P(u + "@" + dom, "EMAIL")


# ---------------------------------------------------------------- context
CA_AREA = {"ON": ["416", "647", "905", "613", "519", "705", "807", "289"],
           "BC": ["604", "250", "778"], "AB": ["403", "780", "587"],
           "QC": ["514", "450", "819", "418"], "MB": ["204"], "SK": ["306"],
           "NS": ["902"], "NB": ["506"], "NL": ["709"], "PE": ["902"]}
NZ_AREA = {"Auckland": "9", "Northland": "9", "Waikato": "7",
           "Bay of Plenty": "7", "Hawke's Bay": "6", "Taranaki": "6",
           "Manawatu-Whanganui": "6", "Wellington": "4", "Gisborne": "6",
           "Nelson": "3", "Marlborough": "3", "West Coast": "3",
           "Canterbury": "3", "Otago": "3", "Southland": "3"}

CA_DSTYLES = [("iso", 4), ("long_mdy", 3), ("abbr_mdy", 2), ("abbr_dmy", 2),
              ("ymd_slash", 1), ("slash_dmy", 1), ("lab", 1)]
NZ_DSTYLES = [("slash_dmy", 5), ("long_dmy", 3), ("abbr_dmy", 2), ("dot", 1),
              ("short_dmy", 1), ("iso", 1), ("lab", 1)]


class Ctx:
    def __init__(self, country):
        self.country = country
        self.ca = country == "Canada"
        if self.ca:
            self.prov = wchoice(list(zip(PL.CA_PROV_ORDER, PL.CA_PROV_WEIGHT)))
            hs = [h for h, p in PL.CA_HOSPITALS if p == self.prov]
            self.hosp_name = ch(hs) if hs else ch(PL.CA_HOSPITALS)[0]
            self.wards, self.clinics = PL.CA_WARDS, PL.CA_CLINICS
            self.pharm, self.labs = PL.CA_PHARM, PL.CA_LABS
            self.emps, self.insurers = PL.CA_EMPLOYERS, PL.CA_INSURERS
            self.dstyle = wchoice(CA_DSTYLES)
        else:
            self.prov = wchoice(list(zip(PL.NZ_REGION_ORDER, PL.NZ_REGION_WEIGHT)))
            hs = [h for h, p in PL.NZ_HOSPITALS if p == self.prov]
            self.hosp_name = ch(hs) if hs else ch(PL.NZ_HOSPITALS)[0]
            self.wards, self.clinics = PL.NZ_WARDS, PL.NZ_CLINICS
            self.pharm, self.labs = PL.NZ_PHARM, PL.NZ_LABS
            self.emps, self.insurers = PL.NZ_EMPLOYERS, PL.NZ_INSURERS
            self.dstyle = wchoice(NZ_DSTYLES)
        self.D0 = dt.date(2021, 1, 4) + dt.timedelta(days=ri(0, 1600))
        if self.D0.weekday() >= 5 and chance(0.85):
            self.D0 += dt.timedelta(days=2)
        self.hosp_addr = self.address()
        self.pt = Person(self, "PATIENT")
        self.age = wchoice([(ri(19, 39), 2), (ri(40, 64), 5), (ri(65, 84), 4),
                            (ri(85, 97), 1)])
        self.dob = self.D0 - dt.timedelta(days=365 * self.age + ri(5, 355) + self.age // 4)
        CUR["age"] = self.age

    # places ---------------------------------------------------------------
    def hospital(self):
        return P(self.hosp_name, "HOSPITAL")

    def other_hospital(self):
        pool = PL.CA_HOSPITALS if self.ca else PL.NZ_HOSPITALS
        name = self.hosp_name
        while name == self.hosp_name:
            name = ch(pool)[0]
        return P(name, "HOSPITAL")

    def clinic(self):
        return P(ch(self.clinics), "HOSPITAL")

    def ward(self):
        return P(ch(self.wards), "HOSPITAL")

    def pharmacy(self):
        return P(ch(self.pharm), "HOSPITAL")

    def employer(self):
        return P(ch(self.emps), "ORGANIZATION")

    def insurer(self):
        return P(ch(self.insurers), "ORGANIZATION")

    def lab(self):
        return P(ch(self.labs), "ORGANIZATION")

    def address(self, same_region=True):
        """Return dict of parts (P values or None)."""
        a = {}
        if self.ca:
            prov = self.prov if same_region else wchoice(
                list(zip(PL.CA_PROV_ORDER, PL.CA_PROV_WEIGHT)))
            city, let = ch(PL.CA_CITIES[prov])
            num = str(ri(2, 9999))
            st = "%s %s %s" % (num, ch(PL.CA_STREET_A), ch(PL.CA_STREET_B))
            if chance(0.25):
                unit = str(ri(1, 30)) + str(ri(0, 2)) + "%02d" % ri(1, 20) if chance(0.5) else str(ri(101, 2408))
                st = (unit + "-" + st) if chance(0.5) else (st + ", " + ch(PL.CA_UNIT).format(n=unit))
            pc = let + str(ri(0, 9)) + ch(PCL) + " " + str(ri(0, 9)) + ch(PCL) + str(ri(0, 9))
            a["street"] = P(st, "STREET")
            a["city"] = P(city, "CITY")
            a["prov"] = P(prov if chance(0.75) else PL.CA_PROV[prov], "STATE")
            a["pc"] = P(pc, "ZIP")
            a["suburb"] = None
            a["country"] = P("Canada", "COUNTRY")
        else:
            reg = self.prov if same_region else wchoice(
                list(zip(PL.NZ_REGION_ORDER, PL.NZ_REGION_WEIGHT)))
            city, pcs = ch(PL.NZ_REGIONS[reg])
            num = str(ri(1, 480))
            if chance(0.15):
                num = num + ch(["A", "B", "C"])
            st = "%s %s %s" % (num, ch(PL.NZ_STREET_A), ch(PL.NZ_STREET_B))
            if chance(0.2):
                flat = str(ri(1, 12))
                st = (flat + "/" + st) if chance(0.6) else ("Flat %s, %s" % (flat, st))
            a["street"] = P(st, "STREET")
            a["city"] = P(city, "CITY")
            a["prov"] = P(reg, "STATE")
            a["pc"] = P(ch(pcs), "ZIP")
            subs = PL.NZ_SUBURBS.get(city)
            a["suburb"] = P(ch(subs), "CITY") if subs and chance(0.4) else None
            a["country"] = P("New Zealand", "COUNTRY")
        return a

    def addr_line(self, a, prov=None, country=False):
        """One-line address as a value list."""
        out = [a["street"], ", "]
        if self.ca:
            out += [a["city"], ", ", a["prov"], " " if chance(0.7) else "  ", a["pc"]]
        else:
            if a["suburb"] is not None:
                out += [a["suburb"], ", "]
            out += [a["city"], " ", a["pc"]]
        if country:
            out += [", ", a["country"]]
        return out

    def addr_block(self, a, indent="", country=False):
        """Multi-line postal block."""
        out = [indent, a["street"], "\n"]
        if self.ca:
            out += [indent, a["city"], " ", a["prov"], "  ", a["pc"], "\n"]
        else:
            if a["suburb"] is not None:
                out += [indent, a["suburb"], "\n"]
            out += [indent, a["city"], " ", a["pc"], "\n"]
        if country:
            out += [indent, a["country"], "\n"]
        return out

    # dates ----------------------------------------------------------------
    def day(self, off):
        return self.D0 + dt.timedelta(days=off)

    def fmt(self, d, style=None):
        style = style or self.dstyle
        m = MONTHS[d.month - 1]
        if style == "iso":
            s = d.isoformat()
        elif style == "long_mdy":
            s = "%s %d, %d" % (m, d.day, d.year)
        elif style == "abbr_mdy":
            s = "%s %d, %d" % (m[:3], d.day, d.year)
        elif style == "abbr_dmy":
            s = "%02d-%s-%d" % (d.day, m[:3], d.year)
        elif style == "ymd_slash":
            s = "%d/%02d/%02d" % (d.year, d.month, d.day)
        elif style == "slash_dmy":
            s = "%02d/%02d/%d" % (d.day, d.month, d.year)
        elif style == "short_dmy":
            s = "%d/%d/%02d" % (d.day, d.month, d.year % 100)
        elif style == "dot":
            s = "%02d.%02d.%d" % (d.day, d.month, d.year)
        elif style == "long_dmy":
            s = "%d %s %d" % (d.day, m, d.year)
        elif style == "lab":
            s = "%02d-%s-%02d" % (d.day, m[:3].upper(), d.year % 100)
        elif style == "wk":
            w = WEEKDAYS[d.weekday()]
            if self.ca:
                s = "%s, %s %d, %d" % (w, m, d.day, d.year)
            else:
                s = "%s %d %s %d" % (w, d.day, m, d.year)
        elif style == "wk_short":
            w = WEEKDAYS[d.weekday()][:3]
            s = ("%s %d/%d" % (w, d.month, d.day)) if self.ca else ("%s %d/%d" % (w, d.day, d.month))
        elif style == "dm":
            s = ("%s %d" % (m[:3], d.day)) if self.ca else ("%d %s" % (d.day, m[:3]))
        elif style == "my":
            s = "%s %d" % (m if chance(0.6) else m[:3], d.year)
        elif style == "y":
            s = str(d.year)
        else:
            raise ValueError(style)
        return s

    def d(self, off=0, style=None):
        return P(self.fmt(self.day(off), style), "DATE")

    def dd(self, date, style=None):
        return P(self.fmt(date, style), "DATE")

    def dob_p(self, style=None):
        return P(self.fmt(self.dob, style), "DATE")

    def year_ago(self, lo, hi):
        return P(str(self.D0.year - ri(lo, hi)), "DATE")

    def holiday(self):
        if self.ca:
            h = ch(["Christmas", "Boxing Day", "Thanksgiving", "Canada Day",
                    "Easter", "Victoria Day", "Labour Day", "New Year's Day"])
        else:
            h = ch(["Christmas", "Boxing Day", "Waitangi Day", "Anzac Day",
                    "Easter", "Matariki", "Labour Weekend", "New Year's Day"])
        return P(h, "DATE")

    # contacts -------------------------------------------------------------
    def _num(self, mobile=False, tollfree=False):
        if self.ca:
            if tollfree:
                ac = ch(["800", "888", "866"])
            else:
                ac = ch(CA_AREA[self.prov])
            line = "01%02d" % ri(0, 99) if chance(0.7) else digits(4)
            k = R.random()
            if k < 0.4:
                s = "(%s) 555-%s" % (ac, line)
            elif k < 0.7:
                s = "%s-555-%s" % (ac, line)
            elif k < 0.8:
                s = "%s.555.%s" % (ac, line)
            elif k < 0.9:
                s = "1-%s-555-%s" % (ac, line)
            else:
                s = "+1 %s 555 %s" % (ac, line)
        else:
            if tollfree:
                return "0800 555 " + digits(3)
            line = digits(4)
            if mobile:
                pre = ch(["021", "022", "027", "029"])
                k = R.random()
                if k < 0.5:
                    s = "%s 555 %s" % (pre, line)
                elif k < 0.75:
                    s = "%s-555-%s" % (pre, line)
                else:
                    s = "+64 %s 555 %s" % (pre[1:], line)
            else:
                ac = NZ_AREA[self.prov]
                k = R.random()
                if k < 0.45:
                    s = "(0%s) 555 %s" % (ac, line)
                elif k < 0.75:
                    s = "0%s 555 %s" % (ac, line)
                elif k < 0.85:
                    s = "0%s-555-%s" % (ac, line)
                else:
                    s = "+64 %s 555 %s" % (ac, line)
        return s

    def phone(self, mobile=False, ext=None, tollfree=False):
        s = self._num(mobile, tollfree)
        if ext is None:
            ext = (not mobile) and chance(0.2)
        if ext:
            s += ch([" ext. ", " ext ", " x", " Ext. "]) + str(ri(2, 9999))
        return P(s, "PHONE")

    def fax(self):
        return P(self._num(), "FAX")

    def url(self, kind="site"):
        dom = ch(["example.org", "example.com", "example.net"])
        paths = {"site": ["/gi", "/liver-clinic", "/endoscopy", "/digestive-health",
                          "/patients/gi-prep", "/hepatology"],
                 "screen": ["/bowelscreening", "/fit", "/screening/bowel",
                            "/colon-check", "/bowel-screening/results"],
                 "prep": ["/colonoscopy-prep", "/bowel-prep", "/patients/gi-prep", "/endoscopy/prep-guide"],
                 "portal": ["/portal", "/myhealth", "/results", "/patient-portal/login",
                            "/mychart"]}
        p = ch(paths[kind])
        k = R.random()
        if k < 0.4:
            s = "www." + dom + p
        elif k < 0.8:
            s = "https://" + ch(["www.", "portal.", "", "my."]) + dom + p
        else:
            s = dom + p
        return P(s, "URL")

    def dept_email(self, stem):
        return P(stem + "@" + ch(["example.org", "example.net", "example.com"]), "EMAIL")

    def ip(self):
        k = R.random()
        if k < 0.4:
            s = "10.%d.%d.%d" % (ri(0, 255), ri(0, 255), ri(1, 254))
        elif k < 0.75:
            s = "192.168.%d.%d" % (ri(0, 255), ri(1, 254))
        else:
            s = "172.%d.%d.%d" % (ri(16, 31), ri(0, 255), ri(1, 254))
        return P(s, "IPADDR")

    # identifiers ----------------------------------------------------------
    def mrn(self):
        """Hospital record number (Canada) or NHI number (New Zealand)."""
        if self.ca:
            k = R.random()
            if k < 0.4:
                s = digits(8)
            elif k < 0.6:
                s = ch(["H", "M", "R"]) + digits(7)
            elif k < 0.8:
                s = digits(3) + "-" + digits(4) + "-" + digits(1)
            else:
                s = str(ri(100000, 9999999))
        else:
            s = letters(3, "ABCDEFGHJKLMNPRSTUVWXYZ") + digits(4)
        return P(s, "MRN")

    def mrn_label(self):
        if self.ca:
            return ch(["MRN", "MRN", "Chart #", "Hosp #", "MR#"])
        return ch(["NHI", "NHI", "NHI No."])

    def healthcard(self):
        """Provincial health card (Canada) or insurer member no. (NZ)."""
        if self.ca:
            p = self.prov
            if p == "ON":
                s = "%s-%s-%s-%s" % (digits(4), digits(3), digits(3), letters(2, "ABCDEFGHJKLMNPRSTVWXYZ"))
                lab = ch(["OHIP", "HCN", "Health Card"])
            elif p == "BC":
                s = "9%s %s %s" % (digits(3), digits(3), digits(3))
                lab = "PHN"
            elif p == "AB":
                s = "%s-%s" % (digits(5), digits(4))
                lab = ch(["AHCIP", "ULI", "PHN"])
            elif p == "QC":
                s = "%s %s %s" % (letters(4), digits(4), digits(4))
                lab = "RAMQ"
            elif p == "MB":
                s = digits(9)
                lab = "PHIN"
            elif p == "SK":
                s = digits(9)
                lab = "HSN"
            else:
                s = "%s %s %s" % (digits(4), digits(3), digits(3))
                lab = ch(["HCN", "MCP", "Health Card"])
            return lab, P(s, "HEALTHPLAN")
        k = R.random()
        if k < 0.15:
            return "ACC claim", P(ch(["1", "2"]) + digits(10), "HEALTHPLAN")
        if k < 0.6:
            return ch(["Private insurer no.", "Health insurance member no.", "Insurer ID"]), P(digits(4) + " " + digits(4), "HEALTHPLAN")
        return ch(["Insurance policy", "Health cover no."]), P(letters(2) + digits(7), "HEALTHPLAN")

    def policy(self):
        k = R.random()
        if k < 0.4:
            s = letters(3) + digits(6)
        elif k < 0.7:
            s = digits(5) + "-" + digits(3)
        else:
            s = "G" + digits(5) + "/" + digits(7)
        return P(s, "HEALTHPLAN")

    def ssn(self):
        sep = ch([" ", "-", "-", ""])
        head = "000" if chance(0.1) else "9" + digits(2)
        return P(head + sep + digits(3) + sep + digits(3), "SSN")

    def ssn_label(self):
        return ch(["SIN", "SIN", "Social Insurance No."]) if self.ca else ch(["IRD", "IRD number", "IRD no."])

    def account(self):
        k = R.random()
        y = self.D0.year
        if k < 0.25:
            s = "ENC-%d-%s" % (y, digits(7))
        elif k < 0.45:
            s = "V" + digits(8)
        elif k < 0.65:
            s = digits(4) + "-" + digits(4)
        elif k < 0.8:
            s = "%02d%s" % (y % 100, digits(8))
        else:
            s = "EV" + digits(6)
        return P(s, "ACCOUNT")

    def licence_no(self):
        """Medical / nursing registration number (value only) and its label."""
        if self.ca:
            lab = {"ON": "CPSO", "BC": "CPSBC", "AB": "CPSA", "QC": "CMQ",
                   "MB": "CPSM", "SK": "CPSS", "NS": "CPSNS", "NB": "CPSNB",
                   "NL": "CPSNL", "PE": "CPSPEI"}[self.prov]
            return lab, P(str(ri(10000, 129999)) if lab != "CMQ" else "1-%s" % digits(5), "LICENSE")
        return ch(["MCNZ", "MCNZ reg.", "Med Council No."]), P(str(ri(10000, 89999)), "LICENSE")

    def nurse_reg(self):
        if self.ca:
            return ch(["CNO #", "BCCNM", "CRNA reg", "Reg #"]), P(digits(7), "LICENSE")
        return ch(["NCNZ", "APC", "Nursing Council no."]), P(str(ri(100000, 399999)), "LICENSE")

    def drivers(self):
        if self.ca:
            p = self.prov
            if p == "ON":
                s = "%s%s-%s-%s" % (letters(1), digits(4), digits(5), digits(5))
            elif p == "QC":
                s = "%s%s-%s-%s" % (letters(1), digits(4), digits(6), digits(2))
            else:
                s = digits(ch([7, 9]))
        else:
            s = letters(2) + digits(6)
        return P(s, "LICENSE")

    def plate(self):
        if self.ca:
            p = self.prov
            if p == "ON":
                s = letters(4) + " " + digits(3)
            elif p == "BC":
                s = letters(2) + digits(1) + " " + digits(2) + letters(1)
            elif p == "AB":
                s = letters(3) + "-" + digits(4)
            elif p == "QC":
                s = letters(1) + digits(2) + " " + letters(3)
            else:
                s = letters(3) + " " + digits(3)
        else:
            s = letters(3) + digits(3) if chance(0.8) else letters(2) + digits(4)
        return P(s, "VEHICLE")

    def vin(self):
        return P("".join(R.choice(VINCH) for _ in range(17)), "VEHICLE")

    def bioid(self, kind=None):
        kind = kind or ch(["PV", "FP", "VB", "IR"])
        if kind == "VB":
            s = "VB-%s-%s" % (digits(4), digits(2))
        else:
            s = "%s-%s" % (kind, digits(6))
        return P(s, "BIOID")

    def scope_sn(self):
        k = R.random()
        if k < 0.5:
            s = digits(7)
        elif k < 0.8:
            s = digits(1) + letters(1) + digits(5)
        else:
            s = "K" + digits(7)
        return P(s, "DEVICE")

    def serial(self, pre=None):
        pre = pre or ch(["BX", "PC", "RX", "SN", "A", "K"])
        return P(pre + ch(["-", ""]) + digits(ri(5, 8)), "DEVICE")

    def lot(self):
        return P(digits(ri(7, 9)) if chance(0.6) else letters(1) + digits(7), "DEVICE")

    def accession(self, kind=None):
        y = self.D0.year % 100
        kind = kind or ch(["S", "GS", "SP", "H", "LN"])
        if kind == "S":
            s = "S%02d-%s" % (y, digits(5))
        elif kind == "GS":
            s = "GS%02d-%s" % (y, digits(5))
        elif kind == "SP":
            s = "SP-%d-%s" % (self.D0.year, digits(6))
        elif kind == "H":
            s = "H%02d/%s" % (y, digits(5))
        else:
            s = "%02d-%s" % (y, digits(6))
        return P(s, "IDNUM")

    def order_no(self):
        k = R.random()
        if k < 0.35:
            s = "REQ " + digits(7)
        elif k < 0.6:
            s = "ORD" + digits(7)
        elif k < 0.8:
            s = digits(10)
        else:
            s = "%s-%s" % (letters(2), digits(6))
        return P(s, "IDNUM")

    def referral_id(self):
        d = self.day(-ri(10, 90))
        return P("ER-%d%02d%02d-%s" % (d.year, d.month, d.day, digits(4)), "IDNUM")


# ------------------------------------------------------------ sign-offs
def staff_name(ctx, sex=None):
    p = Person(ctx, "DOCTOR", sex)
    while p.last == ctx.pt.last:
        p = Person(ctx, "DOCTOR", sex)
    return p


def family(ctx, sex=None):
    return Person(ctx, "FAMILY", sex)


CUR = {"age": 50}


def rel_word(p):
    """Relationship word for a relative of the current patient (age-plausible)."""
    pool = PL.REL_F if p.sex == "F" else PL.REL_M
    age = CUR["age"]
    if age >= 60:
        pool = [r for r in pool if r not in ("mother", "father", "aunt", "uncle")]
    if age < 40:
        pool = [r for r in pool if r not in ("granddaughter", "grandson")]
    return ch(pool)


def profession(no_retired=False):
    return P(ch(PL.PROFESSIONS), "PROFESSION")


def country_val(pool):
    c = ch(pool)
    if c.startswith("the "):
        return ["the ", P(c[4:], "COUNTRY")]
    return P(c, "COUNTRY")


def art(n):
    s = str(n)
    return "an" if s.startswith("8") or s in ("11", "18") else "a"


ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(n):
    if n < 20 or n > 99:
        return P(str(n), "AGE")
    w = TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else "")
    return P(w, "AGE")


def age_val(n):
    return P(str(n), "AGE")


def age_phrase(ctx, sexword=True):
    """Varied 'NN-year-old'-type expressions (value list)."""
    a = age_val(ctx.age)
    sx = ctx.pt.sex
    k = R.random()
    if k < 0.35:
        return [a, "-year-old " + ("woman" if sx == "F" else "man")]
    if k < 0.5:
        return [a, " yo " + sx]
    if k < 0.6:
        return [a, "yo " + ("female" if sx == "F" else "male")]
    if k < 0.7:
        return [a, sx]
    if k < 0.8:
        return [a, " y/o " + ("F" if sx == "F" else "M")]
    if k < 0.9:
        return [a, " year old " + ("lady" if sx == "F" else "gentleman")]
    return [a, "-year-old " + ("female" if sx == "F" else "male")]
