"""A fictional case: patient, family, clinicians, care sites and identifiers,
with country-appropriate formats. All contacts are fictional (555 numbers,
example.* domains, private IP ranges, SSN-like numbers starting 9 or 000)."""
import datetime as dt
import unicodedata

import pools as P
from core import R, pick, chance, rint, digits, letters, alnum, add_days, rand_date, wkday

# ---------------------------------------------------------------- contacts
AREA = {"UK": ["0113", "0114", "0115", "0116", "0117", "0118", "01632", "01904", "01274", "0191"],
        "IE": ["01", "021", "061", "091", "066", "071", "051", "044"],
        "US": ["614", "503", "207", "317", "412", "617", "612", "303", "512", "404", "206", "608"],
        "CA": ["613", "416", "604", "902", "204", "403", "514", "306", "506"],
        "AU": ["02", "03", "07", "08"]}


def phone(c, kind="land"):
    if c == "UK":
        if kind == "mob":
            return pick(["07%s 555%s", "07%s 555 %s"]) % (digits(3), digits(3))
        a = pick(AREA["UK"])
        if len(a) == 5:
            return "%s 555%s" % (a, digits(3))
        return pick(["%s 555 %s", "(%s) 555 %s"]) % (a, digits(4))
    if c == "IE":
        if kind == "mob":
            return "08%s 555 %s" % (pick("35679"), digits(4))
        return pick(["%s 555 %s", "(%s) 555 %s"]) % (pick(AREA["IE"]), digits(4))
    if c in ("US", "CA"):
        a = pick(AREA[c])
        n = "01" + digits(2)
        return pick(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "(%s) 555-%s"]) % (a, n)
    if c == "AU":
        if kind == "mob":
            return "04%s 555 %s" % (digits(2), digits(3))
        return pick(["(%s) 5550 %s", "(%s) 9555 %s", "%s 5550 %s"]) % (pick(AREA["AU"]), digits(4))
    raise ValueError(c)


def intl(c):
    code = {"UK": "+44", "IE": "+353", "US": "+1", "CA": "+1", "AU": "+61"}[c]
    if c in ("US", "CA"):
        return "%s %s 555 01%s" % (code, pick(AREA[c]), digits(2))
    if c == "AU":
        return "%s %s 5550 %s" % (code, pick(["2", "3", "7", "8"]), digits(4))
    if c == "UK":
        return "%s %s 555 %s" % (code, pick(["113", "117", "191", "1904"]), digits(4))
    return "%s %s 555 %s" % (code, pick(["1", "21", "61", "91"]), digits(4))


def ext_phone(c):
    p = phone(c)
    if c in ("US", "CA"):
        return p + pick([" ext. ", " x", " ext ", " x"]) + digits(pick([3, 4]))
    return p + pick([" ext ", " ext. ", " extn "]) + digits(4)


def bleep():
    return pick(["555%s" % digits(1), "4-555%s" % digits(1), "555%s" % digits(2)])


DOMAINS = ["example.org", "example.com", "example.net"]


def fold(x):
    x = unicodedata.normalize("NFKD", x.lower())
    return "".join(ch for ch in x if ch.isascii() and (ch.isalnum() or ch == "-"))


def email(first, last, style=None):
    f = fold(first)
    l_ = fold(last)
    style = style or pick(["dot", "init", "num", "under"])
    if style == "dot":
        u = "%s.%s" % (f, l_)
    elif style == "init":
        u = "%s%s" % (f[0], l_)
    elif style == "under":
        u = "%s_%s%s" % (f, l_[:4], digits(2))
    else:
        u = "%s%s%s" % (f, l_[0], digits(2))
    return "%s@%s" % (u, pick(DOMAINS))


def generic_email(stem):
    return "%s@%s" % (stem, pick(DOMAINS))


def url(stem):
    host = pick(["www.example.org", "www.example.com", "portal.example.net", "example.org",
                 "clinic.example.com"])
    pre = pick(["", "https://", "", "https://"])
    return "%s%s/%s" % (pre, host, stem)


def ip():
    k = pick([0, 1, 2])
    if k == 0:
        return "10.%d.%d.%d" % (rint(0, 255), rint(0, 255), rint(2, 254))
    if k == 1:
        return "172.%d.%d.%d" % (rint(16, 31), rint(0, 255), rint(2, 254))
    return "192.168.%d.%d" % (rint(0, 255), rint(2, 254))


def username(first, last):
    f = fold(first)[:1]
    l_ = fold(last).replace("-", "")[:8]
    return pick(["%s%s" % (f, l_), "%s%s%d" % (f, l_, rint(1, 9)), "%s.%s" % (f, l_),
                 ("%s%s" % (f, l_)).upper()[:8], "%s_%s" % (l_, f)])


# ---------------------------------------------------------------- identifiers
def mrn(c):
    if c == "UK":
        return pick(["%s%s" % (letters(1), digits(7)), "RX%s %s" % (digits(1), digits(7)), digits(8)])
    if c == "IE":
        return pick([digits(7), "MRN%s" % digits(6), digits(6)])
    if c == "US":
        return pick([digits(8), "%s-%s" % (digits(3), digits(5)), "E" + digits(9)])
    if c == "CA":
        return pick([digits(7), "%s-%s" % (digits(4), digits(4)), "H" + digits(8)])
    return pick([digits(7), "UR" + digits(6), digits(6)])


def healthplan(c):
    """(label, value) of the national or insurance beneficiary number."""
    if c == "UK":
        return pick(["NHS No", "NHS number", "NHS No."]), "%s %s %s" % (pick("4679") + digits(2), digits(3), digits(4))
    if c == "IE":
        if chance(0.5):
            return "Medical Card No", "%s%s" % (digits(7), letters(1))
        return pick(["VHI policy no.", "Insurance policy"]), "%s%s" % (letters(2), digits(8))
    if c == "US":
        if chance(0.35):
            return "Medicare MBI", "%s%s%s-%s%s%s-%s%s%s%s" % (
                rint(1, 9), letters(1), alnum(1), digits(1), letters(1), alnum(1), digits(1), letters(1), letters(1), digits(1))
        return pick(["Member ID", "Subscriber ID", "Member #"]), "%s%s" % (letters(3), digits(9))
    if c == "CA":
        return pick(["OHIP", "Health card", "PHN", "Health Card No."]), pick(
            ["%s-%s-%s-%s" % (digits(4), digits(3), digits(3), letters(2)), "9%s %s %s" % (digits(3), digits(3), digits(3))])
    return pick(["Medicare No", "Medicare", "Medicare card"]), "%s %s %s" % (pick("2345") + digits(3), digits(5), rint(1, 5))


def ssn(c):
    if c == "US":
        return pick(["9%s-%s-%s" % (digits(2), digits(2), digits(4)), "000-%s-%s" % (digits(2), digits(4))])
    if c == "CA":
        return "9%s %s %s" % (digits(2), digits(3), digits(3))
    if c == "AU":
        return "9%s %s %s" % (digits(2), digits(3), digits(3))
    if c == "IE":
        return "9%s%s" % (digits(6), letters(pick([1, 2]), "ABCDEFGHTW"))
    return None


def account(c):
    return pick(["%s-%s" % (digits(4), digits(4)), "V%s" % digits(8), "ENC%s" % digits(7), digits(10),
                 "%s%s" % (letters(2), digits(7))])


def licence(c, role="doctor"):
    """(label, value)"""
    if c == "UK":
        if role == "nurse":
            return "NMC PIN", "%s%s%s%s" % (digits(2), letters(1), digits(4), letters(1))
        return "GMC", "%s%s" % (pick("4567"), digits(6))
    if c == "IE":
        if role == "nurse":
            return "NMBI PIN", digits(6)
        return pick(["IMC No.", "IMC"]), digits(6)
    if c == "US":
        if role == "nurse":
            return "RN Lic.", "RN%s" % digits(6)
        if chance(0.3):
            return "DEA", "%s%s%s" % (pick("ABFM"), letters(1), digits(7))
        return "NPI", "1" + digits(9)
    if c == "CA":
        if role == "nurse":
            return "CNO Reg.", digits(7)
        return pick(["CPSO", "CPSBC", "CPSNS", "Lic."]), digits(5)
    if role == "nurse":
        return "AHPRA", "NMW" + digits(10)
    return "AHPRA", "MED" + digits(10)


def device_serial(kind="ect"):
    if kind == "ect":
        return pick(["%s-%s" % (digits(2), digits(4)), "TX%s-%s" % (digits(1), digits(5)), "SN%s" % digits(7)])
    if kind == "tms":
        return pick(["%s%s-%s" % (digits(1), letters(1), digits(4)), "NS%s" % digits(6), "MV-%s" % digits(5)])
    return pick(["%s%s" % (letters(3), digits(6)), "AS-%s" % digits(5), "%s-%s" % (digits(4), alnum(4))])


def plate(c):
    if c == "UK":
        return "%s%s %s" % (letters(2), digits(2), letters(3))
    if c == "IE":
        return "%s-%s-%s" % (pick(["191", "202", "221", "231", "182", "171"]), pick(["C", "D", "G", "L", "KY", "MO", "WX"]), digits(pick([4, 5])))
    if c == "US":
        return pick(["%s%s%s" % (digits(1), letters(3), digits(3)), "%s %s" % (letters(3), digits(4))])
    if c == "CA":
        return "%s %s" % (letters(4), digits(3))
    return pick(["%s-%s" % (letters(3), digits(3)), "%s%s-%s%s" % (digits(1), letters(2), digits(1), letters(2)),
                 "%s%s %s" % (digits(1), letters(3), digits(3))])


def bioid():
    return pick(["FP-%s" % digits(6), "PV-%s" % digits(6), "BIO-%s-%s" % (letters(2), digits(5)),
                 "IR%s" % digits(7)])


def idnum(prefix=None):
    prefix = prefix or pick(["REF", "BK", "RQ", "CASE", ""])
    return "%s%s" % (prefix + ("-" if prefix and chance(0.6) else ""), digits(pick([5, 6, 7])))


# ---------------------------------------------------------------- names
def first_name(sex, c):
    g = pick(P.FIRST_GROUPS[c])
    if sex == "F":
        return pick(P.FIRST_F_G[g])
    if sex == "M":
        return pick(P.FIRST_M_G[g])
    return pick(P.FIRST_X)


def surname(c):
    return pick(P.SURN_BY_C[c])


class Person:
    def __init__(self, c, sex=None, role=None):
        self.sex = sex or pick(["F", "M"])
        self.first = first_name(self.sex, c)
        self.last = surname(c)
        self.mid = pick("ABCDEFGHJKLMNPRSTW") if chance(0.5) else ""
        self.role = role

    def full(self):
        return "%s %s" % (self.first, self.last)

    def init_last(self, dot=True):
        return ("%s. %s" if dot else "%s %s") % (self.first[0], self.last)

    def initials(self, dot=False):
        i = [self.first[0], self.last[0]]
        return ".".join(i) + "." if dot else "".join(i)

    def name(self, style=None):
        style = style or pick(["full", "full", "last", "init_last", "mid"])
        if style == "full":
            return self.full()
        if style == "last":
            return self.last
        if style == "first":
            return self.first
        if style == "init_last":
            return self.init_last(dot=chance(0.7))
        if style == "mid":
            return "%s %s. %s" % (self.first, self.mid or "J", self.last)
        if style == "lastfirst":
            return "%s, %s" % (self.last, self.first)
        if style == "LASTFIRST":
            return "%s, %s" % (self.last.upper(), self.first.upper())
        if style == "LASTFIRSTM":
            return "%s, %s %s" % (self.last.upper(), self.first.upper(), self.mid or "J")
        if style == "initials":
            return self.initials(dot=chance(0.5))
        raise ValueError(style)


def dr(p, c, style=None, seg_type="DOCTOR"):
    """'Dr Lee' / 'Dr. A. Lee' with the title outside the span."""
    t = "Dr. " if (c in ("US", "CA") and chance(0.7)) or chance(0.15) else "Dr "
    return [t, (p.name(style or pick(["last", "full", "init_last", "full"])), seg_type)]


CRED = {"UK": ["MRCPsych", "FRCPsych", "MBChB MRCPsych", "MB BS"], "IE": ["MRCPsych", "MB BCh BAO", "FRCPsych"],
        "US": ["MD", "DO", "MD, PhD"], "CA": ["MD, FRCPC", "MD", "MD, FRCPC"],
        "AU": ["FRANZCP", "MBBS FRANZCP", "MBBS"]}
CRED_AN = {"UK": ["FRCA", "MBChB FRCA"], "IE": ["FCAI", "MB FCAI"], "US": ["MD", "DO"], "CA": ["MD, FRCPC"],
           "AU": ["FANZCA", "MBBS FANZCA"]}


# ---------------------------------------------------------------- the case
class Case:
    def __init__(self, c):
        self.c = c
        self.cname = P.COUNTRY_NAMES[c]
        self.sex = pick(["F", "F", "M", "M", "F"])
        pt = Person(c, self.sex)
        self.pt = pt
        self.title = {"F": pick(["Mrs", "Ms", "Ms", "Miss"]), "M": "Mr"}[self.sex]
        if c in ("US", "CA") and chance(0.75):
            self.title += "."
        self.he, self.him, self.his = ("she", "her", "her") if self.sex == "F" else ("he", "him", "his")
        self.nick = None
        if chance(0.12):
            self.nick = pick(["Bex", "Nan", "Mags", "Bill", "Sandy", "Tommo", "Bobby", "Kit", "Dee", "Jonty"])
        self.age = pick([rint(19, 40), rint(41, 64), rint(41, 64), rint(65, 88), rint(65, 96)])
        self.d0 = wkday(rand_date(2019, 2025))
        born_year = self.d0.year - self.age
        bd = dt.date(born_year, rint(1, 12), rint(1, 28))
        if bd > dt.date(born_year, self.d0.month, min(self.d0.day, 28)):
            bd = dt.date(born_year - 1, bd.month, bd.day)
        self.dob = bd
        # address
        self.town = pick(P.TOWNS[c])
        self.street = street(c)
        self.region = region(c)
        self.zip = postcode(c)
        self.home_phone = phone(c)
        self.mobile = phone(c, "mob")
        self.email = email(pt.first, pt.last)
        self.mrn = mrn(c)
        self.hp_label, self.hp = healthplan(c)
        self.ssn = ssn(c)
        self.acct = account(c)
        self.prof = pick(P.PROFESSIONS)
        self.a_prof = art(self.prof)
        self.employer = pick(P.EMPLOYERS_ANY + P.EMPLOYERS_C[c])
        # family
        self.family = []
        for _ in range(rint(1, 3)):
            fsex = pick(["F", "M"])
            rel = pick(P.RELATIONS_F if fsex == "F" else P.RELATIONS_M)
            f = Person(c, fsex)
            if rel in ("daughter", "son", "mother", "father", "sister", "brother") and chance(0.6):
                f.last = pt.last
            if rel in ("wife", "husband") and chance(0.7):
                f.last = pt.last
            f.role = rel
            f.phone = phone(c, pick(["mob", "land"]))
            f.prof = pick(P.PROFESSIONS)
            f.a_prof = art(f.prof)
            self.family.append(f)
        self.nok = self.family[0]
        # staff
        self.psych = Person(c)
        self.psych2 = Person(c)
        self.anaes = Person(c)
        self.nurse = Person(c, pick(["F", "F", "M"]))
        self.nurse2 = Person(c, pick(["F", "M"]))
        self.odp = Person(c)
        self.junior = Person(c)
        self.psychol = Person(c)
        self.gp = Person(c)
        self.pharm = Person(c)
        self.sod = Person(c)
        # sites
        self.hosp = hospital(c)
        self.hosp2 = hospital(c)
        self.ward = "%s %s" % (pick(P.WARD_NAMES), pick(P.WARD_SUF))
        self.clinic = pick(P.CLINIC_PATTERNS).format(x=pick(P.CLINIC_X))
        self.team = pick(P.TEAM_PATTERNS[c]).format(t=pick(P.TOWNS[c]))
        self.practice = pick(P.PRACTICE_PATTERNS[c]).format(t=pick(P.TOWNS[c]), s=pick(P.STREET_NAMES))
        self.pharmacy = pick(P.PHARM_PATTERNS).format(t=pick(P.TOWNS[c]), s=pick(P.STREET_NAMES))
        self.hosp_town = pick(P.TOWNS[c])
        self.hosp_street = street(c)
        self.hosp_zip = postcode(c)
        self.hosp_phone = phone(c)
        self.hosp_fax = phone(c)
        self.gp_street = street(c)
        self.gp_town = pick(P.TOWNS[c])
        self.gp_zip = postcode(c)
        self.gp_phone = phone(c)
        self.gp_fax = phone(c)
        self.insurer = pick(P.INSURERS[c])

    def clinic_for(self, kind):
        if chance(0.5):
            return pick(P.CLINIC_KIND[kind]).format(x=pick(P.CLINIC_X))
        return self.clinic

    # --- segments
    def P(self, style=None):
        return (self.pt.name(style), "PATIENT")

    def T(self, style="last"):
        """Title + name, title outside."""
        return [self.title + " ", (self.pt.name(style), "PATIENT")]

    def addr(self, sep=", ", with_country=False):
        c = self.c
        segs = [(self.street, "STREET"), sep, (self.town, "CITY")]
        if c in ("US", "CA"):
            segs += [", ", (self.region[1] if chance(0.8) else self.region[0], "STATE"), " ", (self.zip, "ZIP")]
        elif c == "AU":
            segs += [" ", (self.region[1], "STATE"), " ", (self.zip, "ZIP")]
        elif c == "IE":
            if self.region:
                segs += [sep, "Co. ", (self.region, "CITY")]
            segs += [sep, (self.zip, "ZIP")]
        else:
            if self.region and chance(0.5):
                segs += [sep, (self.region, "CITY")]
            segs += [sep, (self.zip, "ZIP")]
        if with_country:
            segs += [sep, (pick([self.cname, self.cname, {"UK": "UK", "US": "USA", "IE": "Ireland", "CA": "Canada", "AU": "Australia"}[c]]), "COUNTRY")]
        return segs

    def site_addr(self, sep=", "):
        c = self.c
        segs = [(self.hosp_street, "STREET"), sep, (self.hosp_town, "CITY")]
        if c in ("US", "CA", "AU"):
            segs += [(", " if c != "AU" else " "), (self.region[1], "STATE"), " ", (self.hosp_zip, "ZIP")]
        else:
            segs += [sep, (self.hosp_zip, "ZIP")]
        return segs

    def dob_seg(self, style=None):
        return (fmt_dob(self), "DATE") if style is None else (fdate_(self.dob, self.c, style), "DATE")


def art(word):
    if word.startswith(("uni", "eu")):
        return "a "
    return "an " if word[0] in "aeiou" or word.startswith("HGV") else "a "


def fdate_(d, c, style):
    from core import fdate
    return fdate(d, c, style)


def fmt_dob(case):
    return fdate_(case.dob, case.c, pick(["num", "num", "long", "med", "num"]))


def street(c):
    num = str(pick([rint(1, 40), rint(1, 199), rint(2, 2999)]))
    name = pick(P.STREET_NAMES)
    suf = pick(P.STREET_SUF[c])
    if c == "US" and chance(0.6):
        suf = P.US_SUF_ABBR.get(suf, suf)
    if c == "IE" and chance(0.4):
        return "%s %s %s" % (num, pick(P.ESTATES_IE), suf)
    s = "%s %s %s" % (num, name, suf)
    if chance(0.15):
        s = pick(["Flat %d, " % rint(1, 12), "Unit %d/" % rint(1, 9), "Apt %d, " % rint(1, 30)]) + s
        if s.startswith("Unit") and c != "AU":
            s = s.replace("Unit", "Apt", 1).replace("/", ", ", 1)
        if c == "AU" and s.startswith("Unit"):
            s = s.replace("Unit ", "", 1)
    return s


def region(c):
    if c in P.REGIONS:
        return pick(P.REGIONS[c])
    if c == "IE":
        return pick(P.COUNTIES["IE"]) if chance(0.8) else None
    return pick(P.COUNTIES["UK"]) if chance(0.5) else None


def postcode(c):
    if c == "UK":
        return "%s%d %d%s" % (letters(pick([1, 2]), "BCDEGHKLMNPSTWY"), rint(1, 29), rint(1, 9), letters(2, "ABDEFGHJLNPQRSTUWXYZ"))
    if c == "IE":
        return "%s%s %s" % (pick("ADEFHKNPRTVWXY"), digits(2), alnum(4, "ACDEFHKNPRTVWXY0123456789"))
    if c == "US":
        return "%05d" % rint(1001, 99950)
    if c == "CA":
        L_ = "ABCEGHJKLMNPRSTVXY"
        return "%s%d%s %d%s%d" % (pick(L_), rint(0, 9), pick(L_), rint(0, 9), pick(L_), rint(0, 9))
    return str(rint(2000, 7999))


def hospital(c):
    if chance(0.45):
        return pick(P.HOSP_NAMED[c])
    return pick(P.HOSP_PATTERNS).format(t=pick(P.TOWNS[c]))


def course_dates(start, n, c):
    """Twice- or thrice-weekly ECT session dates from start."""
    pattern = pick([(0, 3), (1, 4), (0, 2, 4), (0, 3)])
    d = start - dt.timedelta(days=start.weekday())
    out = []
    while len(out) < n:
        for wd in pattern:
            x = d + dt.timedelta(days=wd)
            if x >= start and len(out) < n:
                out.append(x)
        d += dt.timedelta(days=7)
    return out, pattern


def next_day_in(d, sched):
    """First date on or after d whose weekday is in sched."""
    while d.weekday() not in sched:
        d = add_days(d, 1)
    return d
