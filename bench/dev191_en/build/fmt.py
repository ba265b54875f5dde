"""Per-note context: invented people, places, dates, contacts and identifiers."""
import datetime as dt

import pools as P
from common import ph

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
CA_LET = "ABCEGHJKLMNPRSTVWXYZ"
UK_LET = "ABDEFGHJLNPQRSTUWXYZ"
UC = "ABCDEFGHJKLMNPRSTUVWXYZ"


def an(word):
    return "an" if word[:1].lower() in "aeiou" else "a"


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


class Person:
    def __init__(self, first, last, sex, middle="", nick=None):
        self.first, self.last, self.sex, self.middle, self.nick = first, last, sex, middle, nick
        self.age = None
        self.dob = None
        self.cred = ""

    @property
    def full(self):
        return self.first + " " + self.last


class Ctx:
    CA_DSTYLES = ["iso", "mdy_long", "mdy_abbr", "dmy_abbr_dash", "iso_slash", "dmy_abbr", "mdy_slash"]
    UK_DSTYLES = ["dmy_slash", "dmy_long", "dmy_abbr", "dmy_dot", "dmy_ord", "dmy_abbr_dash", "dmy_slash2"]

    def __init__(self, rng, country):
        self.r = rng
        self.country = country
        self.uk = country == "UK"
        self.used_last = []
        r = rng
        self.dstyle = r.choice(self.UK_DSTYLES if self.uk else self.CA_DSTYLES)
        self.visit = self.rdate(dt.date(2021, 1, 4), dt.date(2025, 6, 27))
        # hospital
        if self.uk:
            self.town = r.choice(P.UK_TOWNS)
            self.H = r.choice(P.UK_HOSPITALS)
        else:
            self.town = r.choice(P.CA_CITIES)
            self.H = r.choice(P.CA_HOSPITALS)
        self.H2 = self.other_hospital()
        self.unit = r.choice(P.UK_UNITS if self.uk else P.CA_UNITS)
        self.haddr = self.make_addr(self.town, unit_ok=False)
        self.hphone = self.phone(self.town)
        self.hfax = self.phone(self.town)
        # patient
        self.pt = self.person()
        self.pt.age = r.choice([r.randint(24, 59), r.randint(50, 89), r.randint(55, 84), r.randint(60, 96)])
        self.pt.dob = self.dob_for(self.pt.age, self.visit)
        if r.random() < 0.3:
            nk = [n for f, n in P.NICKNAMES if f == self.pt.first]
            if nk:
                self.pt.nick = nk[0]
        self.ptown = self.town if r.random() < 0.6 else r.choice(
            [t for t in (P.UK_TOWNS if self.uk else P.CA_CITIES) if self.region(t) == self.region(self.town)])
        self.paddr = self.make_addr(self.ptown)
        self.pphone = self.phone(self.ptown)
        self.pmobile = self.mobile(self.ptown)
        self.mrn = self.make_mrn()
        self.hcn = self.make_hcn(self.pt, self.ptown)
        job = r.choice(P.PROFESSIONS)
        self.profession = job.replace("retired ", "")
        self.retired = job.startswith("retired ") or self.pt.age > 66
        # GP / family physician
        self.gp = self.person()
        self.gp_practice = r.choice(P.UK_PRACTICES if self.uk else P.CA_PRACTICES)
        self.gp_addr = self.make_addr(self.ptown, unit_ok=False)
        self.gp_phone = self.phone(self.ptown)
        self.gp_fax = self.phone(self.ptown)
        self.staff = {}

    def region(self, t):
        if not self.uk:
            return t[1]
        if t[2] in ("G", "EH", "AB", "DD", "IV", "PA"):
            return "SCO"
        if t[2] == "BT":
            return "NI"
        if t[2] in ("CF", "SA", "LL"):
            return "WAL"
        return "ENG"

    # ------------------------------------------------------------------ dates
    def rdate(self, a, b):
        return a + dt.timedelta(days=self.r.randint(0, (b - a).days))

    def dob_for(self, age, ref):
        hi = dt.date(ref.year - age, ref.month, min(ref.day, 28))
        lo = dt.date(ref.year - age - 1, ref.month, min(ref.day, 28)) + dt.timedelta(days=1)
        return self.rdate(lo, hi)

    def dfmt(self, d, style=None):
        s = style or self.dstyle
        if s == "any":
            s = self.r.choice(self.UK_DSTYLES if self.uk else self.CA_DSTYLES)
        m = MONTHS[d.month - 1]
        if s == "iso":
            return d.isoformat()
        if s == "iso_slash":
            return "%04d/%02d/%02d" % (d.year, d.month, d.day)
        if s == "mdy_long":
            return "%s %d, %d" % (m, d.day, d.year)
        if s == "mdy_abbr":
            return "%s %d, %d" % (m[:3], d.day, d.year)
        if s == "mdy_slash":
            return "%02d/%02d/%04d" % (d.month, d.day, d.year)
        if s == "dmy_abbr_dash":
            return "%02d-%s-%d" % (d.day, m[:3], d.year)
        if s == "DMY_UP":
            return "%02d-%s-%d" % (d.day, m[:3].upper(), d.year)
        if s == "dmy_abbr":
            return "%d %s %d" % (d.day, m[:3], d.year)
        if s == "dmy_slash":
            return "%02d/%02d/%04d" % (d.day, d.month, d.year)
        if s == "dmy_slash2":
            return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
        if s == "dmy_long":
            return "%d %s %d" % (d.day, m, d.year)
        if s == "dmy_dot":
            return "%02d.%02d.%04d" % (d.day, d.month, d.year)
        if s == "dmy_ord":
            return "%s %s %d" % (ordinal(d.day), m, d.year)
        if s == "my":
            return "%s %d" % (m, d.year)
        if s == "my_abbr":
            return "%s %d" % (m[:3], d.year)
        if s == "y":
            return str(d.year)
        if s == "dm":
            return ("%02d/%02d" % (d.day, d.month)) if self.uk else ("%s %d" % (m[:3], d.day))
        if s == "wd":
            if self.uk:
                return "%s %d %s" % (WDAYS[d.weekday()], d.day, m)
            return "%s, %s %d" % (WDAYS[d.weekday()], m, d.day)
        if s == "wd_short":
            if self.uk:
                return "%s %02d/%02d" % (WDAYS[d.weekday()][:3], d.day, d.month)
            return "%s %d/%d" % (WDAYS[d.weekday()][:3], d.month, d.day)
        if s == "wd_full":
            if self.uk:
                return "%s %d %s %d" % (WDAYS[d.weekday()], d.day, m, d.year)
            return "%s, %s %d, %d" % (WDAYS[d.weekday()], m, d.day, d.year)
        if s == "weekday":
            return WDAYS[d.weekday()]
        raise ValueError(s)

    def D(self, d, style=None):
        return ph(self.dfmt(d, style), "DATE")

    def days(self, d, n):
        return d + dt.timedelta(days=n)

    def time(self):
        return "%02d:%02d" % (self.r.randint(7, 19), self.r.choice([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 50, 55]))

    # ---------------------------------------------------------------- people
    def person(self, sex=None):
        r = self.r
        sex = sex or r.choice("FM")
        first = r.choice(P.FIRST_F if sex == "F" else P.FIRST_M)
        while True:
            last = r.choice(P.SURNAMES)
            if last not in self.used_last:
                break
        self.used_last.append(last)
        middle = r.choice(UC) if r.random() < 0.4 else ""
        return Person(first, last, sex, middle)

    def relative(self, rel):
        """A relative/friend whose sex fits the relation word."""
        fem = ("wife", "daughter", "sister", "mother", "niece", "granddaughter", "daughter-in-law", "aunt")
        mal = ("husband", "son", "brother", "father", "nephew", "grandson", "son-in-law", "uncle")
        sex = "F" if rel in fem else "M" if rel in mal else None
        p = self.person(sex)
        if rel in ("wife", "husband", "daughter", "son", "sister", "brother", "grandson", "granddaughter") and self.r.random() < 0.5:
            p.last = self.pt.last
        return p

    def clin(self, role):
        """A staff member for role, created once per note."""
        if role not in self.staff:
            p = self.person()
            p.cred = self.cred_for(role)
            self.staff[role] = p
        return self.staff[role]

    def cred_for(self, role):
        r = self.r
        if role in ("onc", "haem", "radonc", "path", "palli", "reg", "fellow", "gp2", "surg", "rad", "chair"):
            if self.uk:
                return r.choice({"onc": ["MBChB MRCP", "MBBS FRCP", "MD FRCP", "BM BCh PhD FRCP"],
                                 "haem": ["MBChB FRCP FRCPath", "MBBS MRCP FRCPath"],
                                 "radonc": ["MBChB FRCR", "MBBS FRCR MD"],
                                 "path": ["MBChB FRCPath", "MB BCh BAO FRCPath"],
                                 }.get(role, ["MBChB", "MBBS MRCP", "MB ChB"]))
            return r.choice({"onc": ["MD, FRCPC", "MD, MSc, FRCPC"],
                             "haem": ["MD, FRCPC", "MD, PhD, FRCPC"],
                             "radonc": ["MD, FRCPC", "MD, MSc, FRCPC"],
                             "path": ["MD, FRCPC", "MD, FCAP"],
                             }.get(role, ["MD", "MD, CCFP", "MD, FRCPC"]))
        if role in ("nurse", "cns", "triage", "nurse2", "coord"):
            return r.choice(["RGN", "RN", "RN, BSc (Hons)", "Band 7 CNS"] if self.uk else
                            ["RN", "RN, BScN", "RN, BScN, CON(C)", "RN, MN"])
        if role == "pharm":
            return r.choice(["MPharm", "MPharm IP"] if self.uk else ["RPh, BScPhm", "PharmD, RPh"])
        if role in ("rtt", "rtt2"):
            return r.choice(["BSc (Hons) Radiotherapy", "Therapeutic Radiographer"] if self.uk else
                            ["MRT(T)", "RTT, MRT(T)"])
        if role == "phys":
            return r.choice(["MSc, MIPEM", "PhD"] if self.uk else ["PhD, MCCPM", "MSc, MCCPM"])
        if role == "bms":
            return r.choice(["CSci", "BSc MSc", "FIBMS"] if self.uk else ["MLT", "ART", "MLT, BSc"])
        return ""

    def title(self, p):
        t = {"F": ["Mrs", "Ms", "Ms", "Miss"], "M": ["Mr"]}[p.sex]
        t = self.r.choice(t)
        return t if self.uk or t == "Miss" or self.r.random() < 0.3 else t + "."

    def dr(self):
        return "Dr" if self.uk or self.r.random() < 0.25 else "Dr."

    def nm(self, p, typ, style=None):
        """Name segment(s) of person p in a given style."""
        r = self.r
        s = style or r.choice(["full", "full", "fml", "lf", "title", "title", "first"])
        mid = (p.middle + ". ") if p.middle else ""
        if s == "full":
            return [ph(p.full, typ)]
        if s == "fml":
            return [ph(p.first + " " + mid + p.last, typ)]
        if s == "lf":
            return [ph(p.last + ", " + p.first, typ)]
        if s == "LF":
            return [ph(p.last.upper() + ", " + p.first.upper() + ((" " + p.middle) if p.middle else ""), typ)]
        if s == "Lf":
            return [ph(p.last.upper() + ", " + p.first, typ)]
        if s == "title":
            return [self.title(p) + " ", ph(p.last, typ)]
        if s == "title_full":
            return [self.title(p) + " ", ph(p.full, typ)]
        if s == "first":
            return [ph(p.nick or p.first, typ)] if r.random() < 0.5 else [ph(p.first, typ)]
        if s == "last":
            return [ph(p.last, typ)]
        if s == "init":
            return [ph(p.first[0] + ". " + p.last, typ)]
        if s == "init2":
            return [ph(p.first[0] + p.last, typ)]
        if s == "initials":
            return [ph(self.initials(p), typ)]
        if s == "initials_dot":
            return [ph(".".join(self.initials(p)) + ".", typ)]
        if s == "dr_full":
            return [self.dr() + " ", ph(p.full, typ)]
        if s == "dr_last":
            return [self.dr() + " ", ph(p.last, typ)]
        if s == "dr_init":
            return [self.dr() + " ", ph(p.first[0] + ". " + p.last, typ)]
        if s == "cred":
            return [ph(p.full, typ), (", " if not self.uk else " ") + p.cred if p.cred else ""]
        if s == "cred_comma":
            return [ph(p.full, typ), ", " + p.cred if p.cred else ""]
        raise ValueError(s)

    def initials(self, p):
        return p.first[0] + (p.middle or "") + p.last.replace("'", "")[0]

    def P(self, style=None):
        return self.nm(self.pt, "PATIENT", style)

    def Dr(self, role, style=None):
        return self.nm(self.clin(role), "DOCTOR", style or self.r.choice(["dr_full", "dr_last", "dr_full", "dr_init"]))

    # ------------------------------------------------------------ addresses
    def street(self, unit_ok=True):
        r = self.r
        num = str(r.choice([r.randint(1, 99), r.randint(1, 400), r.randint(100, 3999)]))
        nm = r.choice(P.STREET_WORDS) + " " + r.choice(P.UK_ST_TYPES if self.uk else P.CA_ST_TYPES)
        s = num + " " + nm
        if unit_ok and r.random() < 0.25:
            if self.uk:
                s = r.choice(["Flat %d, " % r.randint(1, 24), "Flat %d%s, " % (r.randint(1, 9), r.choice("ABC"))]) + s
            else:
                u = r.randint(101, 2408)
                s = r.choice(["%d-%s" % (u, s), "%s, Apt %d" % (s, u), "%s, Unit %d" % (s, r.randint(1, 40)),
                              "%s, Suite %d" % (s, u)])
        if not unit_ok and r.random() < 0.15 and not self.uk:
            s += ", Suite %d" % r.randint(100, 900)
        return s

    def postcode(self, town):
        r = self.r
        if self.uk:
            area = town[2]
            return "%s%d %d%s%s" % (area, r.randint(1, 28), r.randint(1, 9), r.choice(UK_LET), r.choice(UK_LET))
        first = town[4]
        return "%s%d%s %d%s%d" % (first, r.randint(0, 9), r.choice(CA_LET), r.randint(0, 9), r.choice(CA_LET),
                                  r.randint(0, 9))

    def make_addr(self, town, unit_ok=True):
        return {"street": self.street(unit_ok), "town": town, "pc": self.postcode(town)}

    def addr(self, a, style=None):
        """Address segments; style 'lines' or 'one'."""
        r = self.r
        style = style or r.choice(["lines", "one"])
        t = a["town"]
        sep = "\n" if style == "lines" else ", "
        out = [ph(a["street"], "STREET"), sep, ph(t[0], "CITY")]
        if self.uk:
            if t[1] and r.random() < 0.45:
                out += [sep, ph(t[1], "CITY")]
            out += [sep if style == "lines" else " " if r.random() < 0.3 else ", ", ph(a["pc"], "ZIP")]
            if r.random() < 0.08:
                out += [sep, ph(r.choice(["United Kingdom", "UK"]), "COUNTRY")]
        else:
            prov = t[2] if r.random() < 0.7 else t[1]
            out += [", " if r.random() < 0.8 else " ", ph(prov, "STATE"), r.choice(["  ", " "]), ph(a["pc"], "ZIP")]
            if r.random() < 0.08:
                out += [sep, ph("Canada", "COUNTRY")]
        return out

    def ctry(self, name):
        """Country segment; a leading article stays outside the span."""
        return ["the ", ph(name, "COUNTRY")] if name in P.THE_COUNTRIES else [ph(name, "COUNTRY")]

    def other_hospital(self):
        pool = P.UK_HOSPITALS if self.uk else P.CA_HOSPITALS
        return self.r.choice([h for h in pool if h != self.H])

    # -------------------------------------------------------------- contacts
    def phone(self, town=None, style=None):
        r = self.r
        town = town or self.town
        line = "%04d" % r.randint(100, 199) if r.random() < 0.7 else "%04d" % r.randint(0, 9999)
        if self.uk:
            code = town[3]
            if len(code) == 3:
                local = r.choice(["7", "3", "8"]) + "555 " + line
            elif len(code) == 4:
                local = "555 " + line
            else:
                local = "555" + line[1:]
                if r.random() < 0.5:
                    local = local[:3] + " " + local[3:]
            s = style or r.choice(["plain", "plain", "plain", "paren", "intl"])
            if s == "paren":
                return "(%s) %s" % (code, local)
            if s == "intl":
                return "+44 (0)%s %s" % (code[1:], local)
            return "%s %s" % (code, local)
        area = r.choice(town[3])
        s = style or r.choice(["paren", "dash", "dash", "dot", "intl", "one"])
        if s == "paren":
            return "(%s) 555-%s" % (area, line)
        if s == "dot":
            return "%s.555.%s" % (area, line)
        if s == "intl":
            return "+1 %s 555 %s" % (area, line)
        if s == "one":
            return "1-%s-555-%s" % (area, line)
        return "%s-555-%s" % (area, line)

    def mobile(self, town=None):
        r = self.r
        if self.uk:
            return r.choice(["07%d %s" % (r.randint(400, 999), "555" + "%03d" % r.randint(0, 999)),
                             "07%d 555 %03d" % (r.randint(400, 999), r.randint(0, 999))])
        return self.phone(town)

    def ext(self, num):
        r = self.r
        return num + r.choice([" ext. %d" % r.randint(2000, 7999), " x%d" % r.randint(2000, 7999),
                               " ext %d" % r.randint(100, 999)])

    def bleep(self):
        r = self.r
        if self.uk:
            return ["bleep ", ph(str(r.randint(1000, 8999)), "PHONE")]
        return [r.choice(["pager ", "pgr "]), ph(r.choice([str(r.randint(1000, 8999)), "%d-%04d" % (r.randint(2, 7), r.randint(0, 9999))]), "PHONE")]

    def email(self, p, dept=False):
        r = self.r
        dom = r.choice(["example.org", "example.com", "example.net", "nhs.example.net", "mail.example.org"]
                       if self.uk else ["example.org", "example.com", "example.net", "hospital.example.org"])
        if isinstance(dept, str):
            user = dept
        elif dept:
            user = r.choice(["oncology.referrals", "haem.secretaries", "rt.bookings", "aos.triage", "mdt.coordinator",
                             "chemo.dayunit", "cancer.research", "palliative.care", "bmt.office", "trials.office"])
        else:
            last = p.last.lower().replace("'", "").replace(" ", "")
            user = r.choice([p.first.lower().replace(" ", "") + "." + last, p.first[0].lower() + last,
                             last + str(r.randint(1, 99)), p.first.lower().replace(" ", "") + last[0]])
        return user + "@" + dom

    def username(self, p):
        r = self.r
        last = p.last.lower().replace("'", "").replace(" ", "").replace("-", "")
        return r.choice([p.first[0].lower() + last, p.first[0].lower() + last + str(r.randint(1, 9)),
                         last[:6] + p.first[0].lower(), (p.first[0] + last[:5]).upper()])

    def ip(self):
        r = self.r
        k = r.randint(0, 2)
        if k == 0:
            return "10.%d.%d.%d" % (r.randint(0, 254), r.randint(0, 254), r.randint(2, 254))
        if k == 1:
            return "192.168.%d.%d" % (r.randint(0, 254), r.randint(2, 254))
        return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 254), r.randint(2, 254))

    def url(self, kind="portal"):
        r = self.r
        dom = r.choice(["www.example.org", "example.org", "portal.example.net", "www.example.com", "trials.example.net"])
        path = {"portal": r.choice(["/mychart", "/patient-portal/login", "/myhealth", "/oncology/portal"]),
                "info": r.choice(["/cancer-info/chemotherapy", "/leaflets/neutropenic-sepsis", "/rt/skin-care",
                                  "/haematology/after-transplant", "/survivorship"]),
                "vc": r.choice(["/join/", "/meet/", "/vc/room/"]) + "%d" % r.randint(1000000, 9999999),
                "trial": "/trials/" + "%s-%d" % (r.choice(["LY", "BR", "LU", "MY", "GI"]), r.randint(10, 99))}[kind]
        pre = r.choice(["https://", "", "http://", "https://"]) if dom.startswith("www.") else "https://"
        return pre + dom + path

    # ----------------------------------------------------------- identifiers
    def digits(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def make_mrn(self):
        r = self.r
        if self.uk:
            return r.choice([r.choice("DKMRSH") + self.digits(7), "RX" + self.digits(7), self.digits(8),
                             r.choice(["RWH", "NCC", "SAH", "FRI"]) + self.digits(6)])
        return r.choice([self.digits(8), self.digits(4) + "-" + self.digits(4), r.choice("HKM") + self.digits(7),
                         self.digits(7), "00" + self.digits(6)])

    def make_hcn(self, p, town):
        r = self.r
        if self.uk:
            if town[2] in ("G", "EH", "AB", "DD", "IV", "PA"):
                d = p.dob
                return "%02d%02d%02d%s" % (d.day, d.month, d.year % 100, self.digits(4))
            if town[2] == "BT":
                return "999" + " " + self.digits(3) + " " + self.digits(4)
            return r.choice(["999 %s %s" % (self.digits(3), self.digits(4)), "999" + self.digits(7),
                             "999-%s-%s" % (self.digits(3), self.digits(4))])
        prov = town[2]
        if prov == "ON":
            return r.choice(["%s-%s-%s-%s" % (self.digits(4), self.digits(3), self.digits(3), r.choice(UC) + r.choice(UC)),
                             "%s %s %s %s" % (self.digits(4), self.digits(3), self.digits(3), r.choice(UC) + r.choice(UC))])
        if prov == "BC":
            return "9%s %s %s" % (self.digits(3), self.digits(3), self.digits(3))
        if prov == "AB":
            return "%s-%s" % (self.digits(5), self.digits(4))
        if prov == "QC":
            ln = (p.last.upper().replace("-", "").replace("'", "").replace(" ", "") + "XXX")[:3]
            mm = p.dob.month + (50 if p.sex == "F" else 0)
            return "%s%s %02d%02d %02d%s" % (ln, p.first[0].upper(), p.dob.year % 100, mm, p.dob.day, self.digits(2))
        if prov in ("NS", "NL"):
            return "%s %s %s" % (self.digits(4), self.digits(3), self.digits(3))
        return "%s %s %s" % (self.digits(3), self.digits(3), self.digits(3))

    def hcn_label(self):
        if self.uk:
            t = self.ptown[2]
            if t in ("G", "EH", "AB", "DD", "IV", "PA"):
                return "CHI"
            if t == "BT":
                return "H&C No"
            return self.r.choice(["NHS No", "NHS Number", "NHS no."])
        prov = self.ptown[2]
        return {"ON": "OHIP", "BC": "PHN", "AB": "AHCIP", "QC": "RAMQ", "MB": "PHIN", "SK": "HSN",
                "NS": "MSI", "NL": "MCP", "NB": "Medicare", "PE": "PEI Health No", "YT": "YHCIP"}.get(prov, "HCN")

    def ssn(self):
        r = self.r
        if self.uk:
            return r.choice(["QQ %s %s %s %s" % (self.digits(2), self.digits(2), self.digits(2), r.choice("ABCD")),
                             "QQ%s%s" % (self.digits(6), r.choice("ABCD"))])
        return r.choice(["9%s %s %s" % (self.digits(2), self.digits(3), self.digits(3)),
                         "9%s-%s-%s" % (self.digits(2), self.digits(3), self.digits(3)),
                         "000 %s %s" % (self.digits(3), self.digits(3))])

    def ssn_label(self):
        return self.r.choice(["NI No", "NI number", "National Insurance No"]) if self.uk else self.r.choice(["SIN", "SIN #"])

    def account(self):
        r = self.r
        return r.choice([self.digits(8), "%s-%s" % (self.digits(4), self.digits(4)), "V" + self.digits(9),
                         "ENC" + self.digits(7), self.digits(10), "EP" + self.digits(6)])

    def licence(self, role):
        r = self.r
        if self.uk:
            if role in ("nurse", "cns", "triage", "nurse2", "coord"):
                return "NMC", "%02d%s%04d%s" % (r.randint(0, 99), r.choice(UC), r.randint(0, 9999), r.choice("ACEOSWY"))
            if role == "pharm":
                return "GPhC", "20" + self.digits(5)
            if role in ("rtt", "rtt2"):
                return "HCPC", "RA" + self.digits(5)
            if role == "bms":
                return "HCPC", "BS" + self.digits(5)
            return r.choice(["GMC", "GMC No", "GMC no."]), r.choice("3467") + self.digits(6)
        prov = self.town[2]
        if role in ("nurse", "cns", "triage", "nurse2", "coord"):
            return r.choice(["Reg #", "Registration"]), self.digits(7)
        if role == "pharm":
            return "Lic #", self.digits(5)
        if role in ("rtt", "rtt2"):
            return "MRT(T) Reg", self.digits(6)
        if role == "bms":
            return "Cert #", self.digits(6)
        body = {"ON": "CPSO", "BC": "CPSBC", "AB": "CPSA", "QC": "CMQ", "MB": "CPSM", "SK": "CPSS",
                "NS": "CPSNS", "NB": "CPSNB", "NL": "CPSNL", "PE": "CPSPEI"}.get(prov, "Licence")
        return body + r.choice([" #", " No.", ""]), self.digits(r.choice([5, 6]))

    def driver_licence(self, p):
        r = self.r
        if self.uk:
            ln = (p.last.upper().replace("'", "").replace(" ", "").replace("-", "") + "99999")[:5]
            d = p.dob
            mm = d.month + (50 if p.sex == "F" else 0)
            return "%s%d%02d%02d%d%s%s9%s" % (ln, (d.year % 100) // 10, mm, d.day, d.year % 10, p.first[0],
                                              p.middle or "9", r.choice(UC) + r.choice(UC))
        return "%s%s-%s-%s" % (p.last[0].upper(), self.digits(4), self.digits(5), self.digits(5))

    def device_sn(self):
        r = self.r
        return r.choice(["%s%s" % ("".join(r.choice(UC) for _ in range(3)), self.digits(6)),
                         "%s-%s-%s" % ("".join(r.choice(UC) for _ in range(3)), self.digits(4), self.digits(4)),
                         self.digits(8), "SN" + self.digits(7), "%s%s%s" % (self.digits(2), r.choice(UC), self.digits(6))])

    def vehicle(self):
        r = self.r
        if self.uk:
            return "%s%s%02d %s" % (r.choice(UK_LET), r.choice(UK_LET), r.choice([r.randint(10, 24), r.randint(60, 74)]),
                                    "".join(r.choice(UK_LET) for _ in range(3)))
        return r.choice(["%s %s" % ("".join(r.choice(UC) for _ in range(4)), self.digits(3)),
                         "%s%s %s%s" % ("".join(r.choice(UC) for _ in range(2)), self.digits(1), self.digits(2), r.choice(UC)),
                         "%s %s" % (self.digits(3), "".join(r.choice(UC) for _ in range(3)))])

    def bioid(self):
        r = self.r
        return r.choice(["PV-" + self.digits(7), "FP-" + self.digits(5), "BIO-%s%s" % (self.digits(2), "".join(r.choice(UC) for _ in range(4))),
                         "PVS%s" % self.digits(8), "FACE-%s-%s" % (self.digits(3), self.digits(4))])

    def accession(self, pre=None, when=None):
        r = self.r
        y = (when or self.visit).year % 100
        pre = pre or r.choice(["S", "H", "BM", "C", "HA", "FC", "CG", "M"])
        return r.choice(["%s%02d-%s" % (pre, y, self.digits(5)), "%s%02d/%s" % (pre, y, self.digits(6)),
                         "%s-%02d-%s" % (pre, y, self.digits(4)), "%s%s" % (pre, self.digits(8))])
