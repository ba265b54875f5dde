"""PHI value generators and the per-note Case (patient + people + places)."""
import datetime as dt

import pools as PL
from core import P, pick, chance

MON = ["January", "February", "March", "April", "May", "June", "July", "August",
       "September", "October", "November", "December"]
DAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"


def digits(rng, k):
    return "".join(rng.choice(DIG) for _ in range(k))


def letters(rng, k):
    return "".join(rng.choice(LETTERS) for _ in range(k))


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


# ---------------------------------------------------------------- dates
UK_DATE_STYLES = ["dmy", "dmy", "dmy", "dmy2", "d_mon_y", "d_month_y", "dot", "nth_month",
                  "wd_dm", "wday_d_month", "dm", "iso", "dd-MON-yyyy", "d_mon"]
US_DATE_STYLES = ["mdy", "mdy", "mdy", "mdy2", "month_d_y", "mon_d", "wd_md", "md", "iso",
                  "mdy_dash", "month_d", "mon_d_y", "wday_month_d"]


def fmt_date(d, style):
    m, y, dd = d.month, d.year, d.day
    wd = DAY[d.weekday()]
    if style == "dmy":
        return "%02d/%02d/%d" % (dd, m, y)
    if style == "dmy2":
        return "%d/%d/%02d" % (dd, m, y % 100)
    if style == "d_mon_y":
        return "%d %s %d" % (dd, MON[m - 1][:3], y)
    if style == "d_month_y":
        return "%d %s %d" % (dd, MON[m - 1], y)
    if style == "dot":
        return "%02d.%02d.%02d" % (dd, m, y % 100)
    if style == "nth_month":
        return "%s %s" % (ordinal(dd), MON[m - 1])
    if style == "wd_dm":
        return "%s %d/%d" % (wd[:3], dd, m)
    if style == "wday_d_month":
        return "%s %d %s" % (wd, dd, MON[m - 1])
    if style == "dm":
        return "%d/%d" % (dd, m)
    if style == "iso":
        return "%d-%02d-%02d" % (y, m, dd)
    if style == "dd-MON-yyyy":
        return "%02d-%s-%d" % (dd, MON[m - 1][:3].upper(), y)
    if style == "d_mon":
        return "%d %s" % (dd, MON[m - 1][:3])
    if style == "mdy":
        return "%02d/%02d/%d" % (m, dd, y)
    if style == "mdy2":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "month_d_y":
        return "%s %d, %d" % (MON[m - 1], dd, y)
    if style == "mon_d":
        return "%s %d" % (MON[m - 1][:3], dd)
    if style == "mon_d_y":
        return "%s %d, %d" % (MON[m - 1][:3], dd, y)
    if style == "wd_md":
        return "%s %d/%d" % (wd[:3], m, dd)
    if style == "md":
        return "%d/%d" % (m, dd)
    if style == "mdy_dash":
        return "%02d-%02d-%d" % (m, dd, y)
    if style == "month_d":
        return "%s %d" % (MON[m - 1], dd)
    if style == "wday_month_d":
        return "%s, %s %d" % (wd, MON[m - 1], dd)
    raise ValueError(style)


def full_date_style(uk, rng):
    """A style that always carries the year (for DOB etc.)."""
    if uk:
        return pick(rng, ["dmy", "dmy", "d_mon_y", "d_month_y", "dd-MON-yyyy", "dmy", "iso"])
    return pick(rng, ["mdy", "mdy", "month_d_y", "mdy_dash", "mdy", "iso", "mon_d_y"])


# ---------------------------------------------------------------- phones
UK_AREAS = ["0113 496 0", "0114 496 0", "0115 496 0", "0116 496 0", "0117 496 0",
            "0118 496 0", "0121 496 0", "0161 496 0", "0151 496 0", "020 7946 0",
            "01632 960 "]


def uk_phone(rng, mobile=None):
    if mobile is None:
        mobile = chance(rng, 0.45)
    if mobile:
        v = "07700 900" + digits(rng, 3)
        r = rng.random()
        if r < 0.2:
            v = v.replace(" ", "")
        elif r < 0.3:
            v = "+44 7700 900" + v[-3:]
        return v
    a = pick(rng, UK_AREAS)
    v = a + digits(rng, 3)
    if a == "01632 960 ":
        v = "01632 960" + digits(rng, 3)
    if chance(rng, 0.15):
        v = v.replace(" ", "")
    return v


def us_phone(rng):
    area = pick(rng, ["212", "617", "508", "413", "401", "860", "518", "585", "937",
                      "330", "419", "616", "309", "608", "515", "316", "918", "915",
                      "520", "505", "208", "509", "541", "559", "423", "865", "478"])
    line = "01" + digits(rng, 2)
    r = rng.random()
    if r < 0.45:
        return "(%s) 555-%s" % (area, line)
    if r < 0.75:
        return "%s-555-%s" % (area, line)
    if r < 0.85:
        return "%s.555.%s" % (area, line)
    if r < 0.93:
        return "1-%s-555-%s" % (area, line)
    return "555-%s" % line


def phone(rng, uk, ext=False):
    v = uk_phone(rng) if uk else us_phone(rng)
    if ext:
        v += pick(rng, [" ext. ", " x", " ext ", " Ext "]) + digits(rng, rng.choice([3, 4]))
    return v


def fax(rng, uk):
    return uk_phone(rng, False) if uk else us_phone(rng)


def bleep(rng):
    return pick(rng, [digits(rng, 4), "4-" + digits(rng, 4), digits(rng, 5)])


# ---------------------------------------------------------------- ids
def nhs_no(rng):
    d = "999" + digits(rng, 7)
    return pick(rng, [d[:3] + " " + d[3:6] + " " + d[6:], d, d[:3] + "-" + d[3:6] + "-" + d[6:]])


def uk_hosp_no(rng):
    return pick(rng, ["RX" + digits(rng, 7), "K" + digits(rng, 6), "CBH" + digits(rng, 7),
                      "M" + digits(rng, 7), letters(rng, 1) + digits(rng, 6) + letters(rng, 1)])


def us_mrn(rng):
    return pick(rng, [digits(rng, 8), "00" + digits(rng, 6), digits(rng, 7),
                      "E" + digits(rng, 9), digits(rng, 4) + "-" + digits(rng, 4)])


def ssn(rng):
    if chance(rng, 0.8):
        return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    return "000-%s-%s" % (digits(rng, 2), digits(rng, 4))


def ni_no(rng):
    v = "QQ" + digits(rng, 6) + pick(rng, "ABCD")
    if chance(rng, 0.6):
        v = "QQ %s %s %s %s" % (v[2:4], v[4:6], v[6:8], v[8])
    return v


def plan_id(rng):
    return pick(rng, [letters(rng, 3) + digits(rng, 6), "W" + digits(rng, 9),
                      digits(rng, 1) + letters(rng, 2) + digits(rng, 1) + "-" + letters(rng, 2)
                      + digits(rng, 1) + "-" + letters(rng, 2) + digits(rng, 2),
                      "H" + digits(rng, 8) + "01", letters(rng, 2) + digits(rng, 9)])


def group_no(rng):
    return pick(rng, [digits(rng, 5), "GRP-" + digits(rng, 5), digits(rng, 6) + "-" + digits(rng, 3)])


def account(rng, uk):
    if uk:
        return pick(rng, ["VW-" + digits(rng, 2) + "-" + digits(rng, 5), "EP" + digits(rng, 8),
                          digits(rng, 10), "SP" + digits(rng, 7)])
    return pick(rng, [digits(rng, 10), "FIN " + digits(rng, 9), "V" + digits(rng, 8),
                      digits(rng, 4) + "-" + digits(rng, 4), "HAH" + digits(rng, 7)]).replace("FIN ", "")


def npi(rng):
    return "1" + digits(rng, 9)


def dea(rng, family):
    return pick(rng, "ABFM") + family[0].upper() + digits(rng, 7)


def gmc(rng):
    return digits(rng, 7)


def nmc(rng):
    return digits(rng, 2) + letters(rng, 1) + digits(rng, 4) + letters(rng, 1)


def hcpc(rng):
    return pick(rng, ["PA", "PH", "OT"]) + digits(rng, 6)


def state_lic(rng, st):
    return pick(rng, [st + "-RN-" + digits(rng, 6), "MD" + digits(rng, 6), digits(rng, 7),
                      "APRN." + digits(rng, 5)])


def driver_lic(rng, uk, family):
    if uk:
        s = (family.upper().replace("'", "").replace(" ", "").replace("-", "") + "99999")[:5]
        return s + digits(rng, 6) + letters(rng, 2) + digits(rng, 1) + letters(rng, 2)
    return pick(rng, [letters(rng, 1) + digits(rng, 3) + "-" + digits(rng, 4) + "-" + digits(rng, 4),
                      letters(rng, 1) + digits(rng, 7), digits(rng, 9)])


def serial(rng, kind):
    if kind == "oxi":
        return pick(rng, ["SN" + digits(rng, 9), "OX-" + digits(rng, 6), "5" + digits(rng, 7) + "A",
                          letters(rng, 2) + digits(rng, 2) + "-" + digits(rng, 5)])
    if kind == "bp":
        return pick(rng, [digits(rng, 8) + "LF", "BP" + digits(rng, 7), "H" + digits(rng, 9)])
    if kind == "hub":
        return pick(rng, ["HUB-" + letters(rng, 2) + digits(rng, 2) + "-" + digits(rng, 4),
                          "GW" + digits(rng, 10), "VL-" + digits(rng, 4) + "-" + letters(rng, 3)])
    if kind == "tab":
        return pick(rng, ["DMPX" + digits(rng, 4) + letters(rng, 4), "R58N" + digits(rng, 3) + letters(rng, 4),
                          "F9F" + letters(rng, 2) + digits(rng, 5) + letters(rng, 2)])
    if kind == "imei":
        return "35" + digits(rng, 13)
    if kind == "mac":
        return ":".join(pick(rng, ["00", "1A", "3C", "7F", "B8", "D4", "E2"]) if i < 3 else
                        rng.choice("0123456789ABCDEF") + rng.choice("0123456789ABCDEF") for i in range(6))
    if kind == "pump":
        return pick(rng, ["PMP-" + digits(rng, 6), "BX" + digits(rng, 7), digits(rng, 4) + "-" + digits(rng, 5)])
    if kind == "ecg":
        return pick(rng, ["PATCH-" + letters(rng, 2) + digits(rng, 6), "ZP" + digits(rng, 8)])
    if kind == "temp":
        return pick(rng, ["TH" + digits(rng, 6), "T-" + digits(rng, 5) + letters(rng, 1)])
    if kind == "scale":
        return pick(rng, ["WS" + digits(rng, 7), "SC-" + digits(rng, 6)])
    if kind == "pacer":
        return pick(rng, ["PJN" + digits(rng, 6), "RNB" + digits(rng, 6) + "H"])
    if kind == "conc":
        return pick(rng, ["OC" + digits(rng, 8), "C5-" + digits(rng, 6)])
    raise ValueError(kind)


def plate(rng, uk):
    if uk:
        return "%s%s %s" % (letters(rng, 2), pick(rng, ["19", "69", "20", "70", "21", "71", "22", "72", "23", "73"]),
                            letters(rng, 3))
    return pick(rng, [digits(rng, 1) + letters(rng, 3) + digits(rng, 3), letters(rng, 3) + "-" + digits(rng, 4),
                      letters(rng, 3) + " " + digits(rng, 3), digits(rng, 3) + " " + letters(rng, 3)])


def vin(rng):
    ch = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(rng.choice(ch) for _ in range(17))


def bioid(rng):
    return pick(rng, ["FP-" + digits(rng, 5), "BIO-" + digits(rng, 4) + "-" + letters(rng, 1),
                      "PV-" + digits(rng, 8), "FID" + digits(rng, 6), "VP-" + letters(rng, 2) + digits(rng, 5),
                      "RET-" + digits(rng, 6)])


def idnum(rng, kind):
    if kind == "lab":
        return pick(rng, [digits(rng, 2) + "L" + digits(rng, 6), "S" + digits(rng, 2) + "-" + digits(rng, 4),
                          "H," + digits(rng, 7), digits(rng, 10)]).replace("H,", "H")
    if kind == "order":
        return pick(rng, ["ORD-" + digits(rng, 7), digits(rng, 9), "RX" + digits(rng, 7)])
    if kind == "track":
        return pick(rng, [digits(rng, 4) + " " + digits(rng, 4) + " " + digits(rng, 4),
                          "SMC" + digits(rng, 8), "1Z" + letters(rng, 3) + digits(rng, 11)])
    if kind == "incident":
        return pick(rng, ["IR-" + digits(rng, 4) + "-" + digits(rng, 4), "DX" + digits(rng, 6),
                          "INC" + digits(rng, 7)])
    if kind == "ref":
        return pick(rng, ["REF-" + digits(rng, 5), "VWR/" + digits(rng, 2) + "/" + digits(rng, 4),
                          "UBRN " + digits(rng, 12), "R" + digits(rng, 8)]).replace("UBRN ", "")
    if kind == "case":
        return pick(rng, ["SG/" + digits(rng, 2) + "/" + digits(rng, 4), "CASE-" + digits(rng, 6),
                          "AS" + digits(rng, 7)])
    if kind == "rx":
        return pick(rng, [digits(rng, 7), "RX-" + digits(rng, 6), "EPS" + digits(rng, 6) + letters(rng, 2)])
    if kind == "ticket":
        return pick(rng, ["TKT-" + digits(rng, 6), "#" + digits(rng, 5), "SR" + digits(rng, 7)]).replace("#", "")
    if kind == "auth":
        return pick(rng, ["PA" + digits(rng, 8), "AUTH-" + digits(rng, 7), letters(rng, 2) + digits(rng, 8)])
    if kind == "cad":
        return pick(rng, ["CAD " + digits(rng, 6), "E" + digits(rng, 7), digits(rng, 2) + "-" + digits(rng, 6)]
                    ).replace("CAD ", "")
    raise ValueError(kind)


def ip(rng):
    r = rng.random()
    if r < 0.45:
        return "192.168.%d.%d" % (rng.randrange(0, 5), rng.randrange(2, 254))
    if r < 0.8:
        return "10.%d.%d.%d" % (rng.randrange(0, 255), rng.randrange(0, 255), rng.randrange(2, 254))
    return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(0, 255), rng.randrange(2, 254))


def slug(s):
    return "".join(ch for ch in s.lower() if ch.isalnum())


# ---------------------------------------------------------------- people
class Person(object):
    def __init__(self, rng, sex=None, role=None, uk=True):
        self.sex = sex or pick(rng, "FM")
        self.given = pick(rng, PL.GIVEN_F if self.sex == "F" else PL.GIVEN_M)
        self.family = pick(rng, PL.SURNAMES)
        self.middle = letters(rng, 1) if chance(rng, 0.45) else ""
        self.role = role
        self.uk = uk
        self.title = self._title(rng)

    def _title(self, rng):
        dot = "" if self.uk else "."
        if self.sex == "F":
            t = pick(rng, ["Mrs", "Mrs", "Ms", "Miss"])
            return t if t == "Miss" else t + dot
        return "Mr" + dot

    @property
    def full(self):
        return self.given + " " + self.family

    @property
    def initials(self):
        return self.given[0] + self.family[0]


def name_forms(p, typ, rng, forms=None):
    """Return text pieces for a random surface form of person p."""
    f = pick(rng, forms or ["full", "full", "title_sur", "sur_comma", "given", "caps_comma",
                            "title_full", "init_sur", "sur", "mid", "given_init", "initials"])
    G, F = p.given, p.family
    if f == "full":
        return P(typ, G + " " + F)
    if f == "mid":
        return P(typ, G + " " + (p.middle or "J") + ". " + F)
    if f == "title_sur":
        return [p.title + " ", P(typ, F)]
    if f == "title_full":
        return [p.title + " ", P(typ, G + " " + F)]
    if f == "sur_comma":
        return P(typ, F + ", " + G)
    if f == "caps_comma":
        return P(typ, F.upper() + ", " + G.upper() + ((" " + p.middle) if p.middle else ""))
    if f == "caps":
        return P(typ, (G + " " + F).upper())
    if f == "given":
        return P(typ, G)
    if f == "sur":
        return P(typ, F)
    if f == "init_sur":
        return P(typ, G[0] + ". " + F)
    if f == "given_init":
        return P(typ, G + " " + F[0] + ".")
    if f == "initials":
        if (G[0] + F[0]).upper() in BAD_INI:
            return P(typ, G[0] + "." + F[0] + ".")
        return P(typ, pick(rng, [G[0] + "." + F[0] + ".", G[0] + F[0]]))
    if f == "nick":
        return P(typ, PL.NICK.get(G, G))
    raise ValueError(f)


ROLES_UK = [("Dr", "", "consultant"), ("Dr", "", "registrar"), ("", "ANP", "ANP"),
            ("", "ACP", "ACP"), ("", "RN", "nurse"), ("", "RGN", "nurse"), ("", "Band 6 RN", "nurse"),
            ("", "Pharmacist", "pharmacist"), ("", "HCA", "HCA"), ("", "Physio", "physio"),
            ("", "OT", "OT"), ("", "Paramedic", "paramedic")]
ROLES_US = [("Dr.", "MD", "attending"), ("Dr.", "DO", "attending"), ("", "NP", "NP"),
            ("", "FNP-C", "NP"), ("", "PA-C", "PA"), ("", "RN", "nurse"), ("", "BSN, RN", "nurse"),
            ("", "PharmD", "pharmacist"), ("", "CMA", "MA"), ("", "PT", "PT"), ("", "LCSW", "SW"),
            ("", "Paramedic", "paramedic")]


class Clin(Person):
    def __init__(self, rng, uk, kind=None):
        Person.__init__(self, rng, uk=uk)
        roles = ROLES_UK if uk else ROLES_US
        if kind:
            cands = [r for r in roles if r[2] == kind]
            r = pick(rng, cands)
        else:
            r = pick(rng, roles)
        self.title, self.cred, self.kind = r
        self.username = pick(rng, [slug(self.given)[0] + slug(self.family)[:7],
                                   slug(self.given) + "." + slug(self.family),
                                   slug(self.family)[:6] + digits(rng, 2),
                                   (slug(self.given)[0] + slug(self.family)[:5] + digits(rng, 1))])
        dom = pick(rng, ["example.nhs.test", "example.org", "nhs.example.net"] if uk else
                   ["example.org", "example.com", "health.example.net"])
        self.email = slug(self.given) + "." + slug(self.family) + "@" + dom
        if uk:
            self.lic = (("GMC", gmc(rng)) if self.title == "Dr" else
                        ("HCPC", hcpc(rng)) if self.kind in ("paramedic", "physio", "OT") else
                        ("GPhC", digits(rng, 7)) if self.kind == "pharmacist" else ("NMC PIN", nmc(rng)))
        else:
            self.lic = (("NPI", npi(rng)) if self.kind in ("attending", "NP", "PA", "pharmacist") else
                        ("License #", state_lic(rng, "XX")))
        self.dea = dea(rng, self.family)
        self.bleep = bleep(rng)

    def ref(self, rng, forms=None):
        """Random reference to this clinician, titles/credentials outside the span."""
        f = pick(rng, forms or ["title_sur", "full_cred", "full", "init_cred", "sur", "given",
                                "title_full", "full_cred", "initials"])
        G, F = self.given, self.family
        if f == "title_sur":
            if self.title:
                return [self.title + " ", P("DOCTOR", F)]
            return [P("DOCTOR", G + " " + F), " (" + self.cred + ")"]
        if f == "title_full":
            if self.title:
                return [self.title + " ", P("DOCTOR", G + " " + F)]
            return [P("DOCTOR", G + " " + F), ", " + self.cred]
        if f == "full_cred":
            if self.title and not self.uk:
                return [P("DOCTOR", G + " " + F), ", " + self.cred]
            if self.title:
                return [self.title + " ", P("DOCTOR", G + " " + F)]
            return [P("DOCTOR", G + " " + F), pick(rng, [" ", ", "]) + self.cred]
        if f == "full":
            return P("DOCTOR", G + " " + F)
        if f == "init_cred":
            if self.title and (self.uk or chance(rng, 0.5)):
                return [self.title + " ", P("DOCTOR", G[0] + ". " + F)]
            return [P("DOCTOR", G[0] + ". " + F), " " + (self.cred or self.title)]
        if f == "sur":
            return [(self.title + " ") if self.title else "", P("DOCTOR", F)]
        if f == "given":
            return P("DOCTOR", G)
        if f == "initials":
            if (G[0] + F[0]).upper() in BAD_INI:
                return P("DOCTOR", G + " " + F)
            return P("DOCTOR", pick(rng, [G[0] + F[0], G[0] + "." + F[0] + ".", (G[0] + F[0]).lower()]))
        raise ValueError(f)

    def sign(self, rng):
        """A signature block line."""
        if self.title and not self.uk:
            return [P("DOCTOR", self.given + " " + self.family), ", " + self.cred]
        if self.title:
            return [self.title + " ", P("DOCTOR", self.given + " " + self.family)]
        return [P("DOCTOR", self.given + " " + self.family), ", " + self.cred]


REL_F = ["wife", "daughter", "sister", "niece", "granddaughter", "partner", "neighbour",
         "daughter-in-law", "friend", "mother"]
REL_M = ["husband", "son", "brother", "nephew", "grandson", "partner", "neighbour",
         "son-in-law", "friend", "lodger"]


KIN_SAME = ("wife", "husband", "daughter", "son", "sister", "brother", "granddaughter", "grandson")
BAD_INI = ("GP", "AM", "PM", "ED", "MD", "PA", "RN", "OT", "PT", "NP", "DR", "SW", "BP", "HR", "RR", "CT",
           "MS", "IV", "PO", "OD", "BD", "VW", "DO", "RA", "HB", "MR", "NG", "PE", "DM", "AF", "CP")


class Case(object):
    """Everything one note may say about one patient."""

    def __init__(self, rng, uk):
        self.rng = rng
        self.uk = uk
        self.country = "UK" if uk else "US"
        self.pt = Person(rng, uk=uk)
        self.age = rng.choice([rng.randrange(48, 80), rng.randrange(70, 95), rng.randrange(78, 101)])
        self.base = dt.date(2024, 1, 1) + dt.timedelta(days=rng.randrange(0, 560))
        self.dob = dt.date(self.base.year - self.age, 1, 1) + dt.timedelta(days=rng.randrange(0, 360))
        if (self.dob.month, self.dob.day) > (self.base.month, self.base.day):
            self.dob = self.dob - dt.timedelta(days=366)
        self.ds = full_date_style(uk, rng)       # this author's main date style
        self.ds_short = pick(rng, ["dm", "d_mon", "wd_dm", "nth_month", "dmy"] if uk else
                             ["md", "mon_d", "wd_md", "month_d", "mdy2"])
        if uk:
            self.town, self.county, pc = pick(rng, PL.UK_VILLAGES if chance(rng, 0.3) else PL.UK_TOWNS)
            self.zip = "%s%d %d%s" % (pc, rng.randrange(1, 30), rng.randrange(1, 10), letters(rng, 2))
            self.state = None
            self.street = "%d %s %s" % (rng.randrange(1, 180), pick(rng, PL.STREET_NAMES), pick(rng, PL.UK_ST_SUFFIX))
            if chance(rng, 0.2):
                self.street = pick(rng, PL.UK_FLAT) + ", " + self.street
            self.hospital = pick(rng, PL.UK_HOSPITALS)
            self.vw = pick(rng, PL.UK_VW)
            self.gp_site = pick(rng, PL.UK_PRACTICES)
            self.pharmacy = pick(rng, PL.UK_PHARMACIES)
            self.ward = pick(rng, PL.UK_WARDS)
            self.carehome = pick(rng, PL.UK_CAREHOMES)
            self.employer = pick(rng, PL.UK_EMPLOYERS)
            self.church = pick(rng, PL.UK_CHURCH)
            self.agency = pick(rng, PL.UK_CARE_AGENCY)
            self.council = pick(rng, PL.UK_COUNCILS)
            self.building = pick(rng, PL.UK_BUILDINGS)
            self.landmark = pick(rng, PL.LANDMARKS_UK)
            self.mrn = uk_hosp_no(rng)
            self.nhs = nhs_no(rng)
            self.ssn = ni_no(rng)
            self.plan = None
            self.group = None
            self.holidays = PL.HOLIDAYS_UK
        else:
            self.town, self.state, self.state_name, zp = pick(rng, PL.US_CITIES)
            self.county = pick(rng, PL.US_COUNTIES)
            self.zip = zp + digits(rng, 2)
            if chance(rng, 0.15):
                self.zip += "-" + digits(rng, 4)
            self.street = "%d %s %s" % (rng.randrange(10, 9900), pick(rng, PL.STREET_NAMES), pick(rng, PL.US_ST_SUFFIX))
            if chance(rng, 0.25):
                self.street += ", " + pick(rng, PL.US_UNIT)
            self.hospital = pick(rng, PL.US_HOSPITALS)
            self.vw = pick(rng, PL.US_HAH)
            self.gp_site = pick(rng, PL.US_CLINICS)
            self.pharmacy = pick(rng, PL.US_PHARMACIES)
            self.ward = pick(rng, PL.US_UNITS)
            self.carehome = pick(rng, PL.US_SNF)
            self.employer = pick(rng, PL.US_EMPLOYERS)
            self.church = pick(rng, PL.US_CHURCH)
            self.agency = pick(rng, PL.US_CARE_AGENCY)
            self.council = pick(rng, PL.US_AGENCIES)
            self.building = pick(rng, PL.US_BUILDINGS)
            self.landmark = pick(rng, PL.LANDMARKS_US)
            self.mrn = us_mrn(rng)
            self.nhs = None
            self.ssn = ssn(rng)
            self.plan = plan_id(rng)
            self.group = group_no(rng)
            self.payer = pick(rng, ["Medicare", "Medicare Advantage", "Medicaid", "commercial PPO",
                                    "Medicare + supplemental"])
            self.holidays = PL.HOLIDAYS_US
        self.phone = phone(rng, uk)
        self.mobile = uk_phone(rng, True) if uk else us_phone(rng)
        self.email = pick(rng, [slug(self.pt.given) + "." + slug(self.pt.family), slug(self.pt.given)[0] + slug(self.pt.family) + digits(rng, 2),
                                slug(self.pt.family) + digits(rng, 4)]) + "@" + pick(rng, ["example.com", "example.net", "mail.example.org", "example.co.test"])
        self.username = pick(rng, [slug(self.pt.given)[0] + slug(self.pt.family)[:6] + digits(rng, 2),
                                   slug(self.pt.given) + "_" + slug(self.pt.family)[:4],
                                   "pt" + digits(rng, 6), slug(self.pt.family) + "." + digits(rng, 3)])
        self.account = account(rng, uk)
        self.prof = pick(rng, PL.PROFESSIONS)
        self.retired = self.age >= 66 or chance(rng, 0.2)
        self.born_in = pick(rng, PL.COUNTRIES)
        nsex = pick(rng, "FM")
        self.nok = Person(rng, sex=nsex, uk=uk)
        self.nok_rel = pick(rng, REL_F if nsex == "F" else REL_M)
        if self.nok_rel in KIN_SAME and chance(rng, 0.7):
            self.nok.family = self.pt.family
        self.nok_phone = phone(rng, uk)
        self.nok_prof = pick(rng, PL.PROFESSIONS)
        self.carer = Person(rng, uk=uk)
        self.team = [Clin(rng, uk, "consultant" if uk else "attending"),
                     Clin(rng, uk, "ANP" if uk else "NP"),
                     Clin(rng, uk, "nurse"), Clin(rng, uk, "nurse"),
                     Clin(rng, uk, "pharmacist"),
                     Clin(rng, uk, "HCA" if uk else "MA"),
                     Clin(rng, uk, "paramedic"),
                     Clin(rng, uk, "registrar" if uk else "PA")]
        self.gp = Clin(rng, uk, "consultant" if uk else "attending")
        self.team_phone = fax(rng, uk)
        self.team_fax = fax(rng, uk)
        self.team_email = pick(rng, ["virtualward", "vw.hub", "hah.team", "remote.monitoring", "acutecare.home"]) + \
            "@" + pick(rng, ["example.nhs.test", "example.org"] if uk else ["example.org", "example.com", "hospital.example.net"])
        self.portal = pick(rng, ["https://portal.example.org/vw/", "https://myhealth.example.net/rm/",
                                 "www.example.org/remote-care/", "https://app.vitals.example.com/p/",
                                 "https://careathome.example.test/pt/"]) + digits(rng, 5)
        self.devices = {k: serial(rng, k) for k in ["oxi", "bp", "hub", "tab", "imei", "temp", "scale", "ecg", "pump", "mac"]}
        self.ip = ip(rng)
        self.bio = bioid(rng)
        self.plate = plate(rng, uk)
        self.nok_plate = plate(rng, uk)

    # ---- convenience ----------------------------------------------------
    def date(self, offset=0, style=None):
        return P("DATE", fmt_date(self.base + dt.timedelta(days=offset), style or self.ds))

    def sdate(self, offset=0):
        return P("DATE", fmt_date(self.base + dt.timedelta(days=offset), self.ds_short))

    def rdate(self, offset=0):
        rng = self.rng
        st = pick(rng, UK_DATE_STYLES if self.uk else US_DATE_STYLES)
        return P("DATE", fmt_date(self.base + dt.timedelta(days=offset), st))

    def dob_p(self, style=None):
        return P("DATE", fmt_date(self.dob, style or full_date_style(self.uk, self.rng)))

    def name(self, forms=None):
        return name_forms(self.pt, "PATIENT", self.rng, forms)

    def nok_name(self, forms=None):
        return name_forms(self.nok, "FAMILY", self.rng, forms or ["full", "given", "given", "title_sur", "full"])

    def age_p(self, form=None):
        """Age with its usual wrapping text; only the number is PHI."""
        rng = self.rng
        a = str(self.age)
        sx = self.pt.sex
        f = form or pick(rng, ["yo", "year-old", "yoX", "aX", "aged", "y", "yrs", "words", "year-old", "X"])
        if f == "yo":
            return [P("AGE", a), " yo"]
        if f == "year-old":
            return [P("AGE", a), "-year-old"]
        if f == "yoX":
            return [P("AGE", a), "yo " + sx]
        if f == "aX":
            return [P("AGE", a), sx]
        if f == "aged":
            return ["aged ", P("AGE", a)]
        if f == "y":
            return [P("AGE", a), "y"]
        if f == "yrs":
            return [P("AGE", a), " yrs"]
        if f == "X":
            return [P("AGE", a), " " + sx]
        if f == "words":
            if 60 <= self.age <= 100:
                return ["aged ", P("AGE", PL.WORDS_NUM[self.age - 60])]
            return [P("AGE", a), "-year-old"]
        raise ValueError(f)

    def addr(self, sep=", ", country=False):
        pcs = [P("STREET", self.street), sep, P("CITY", self.town)]
        if self.uk:
            if chance(self.rng, 0.4):
                pcs += [sep, P("CITY", self.county)]
            pcs += [sep, P("ZIP", self.zip)]
            if country:
                pcs += [sep, P("COUNTRY", pick(self.rng, ["United Kingdom", "UK", "England"]))]
        else:
            pcs += [", ", P("STATE", self.state if chance(self.rng, 0.8) else self.state_name), " ", P("ZIP", self.zip)]
            if country:
                pcs += [sep, P("COUNTRY", pick(self.rng, ["USA", "United States"]))]
        return pcs

    def ptel(self):
        return P("PHONE", self.phone)

    def clin(self, i):
        return self.team[i % len(self.team)]

    def hol(self):
        return P("DATE", pick(self.rng, self.holidays))

    def hospital_id(self):
        """Primary patient identifier label + value pieces."""
        rng = self.rng
        if self.uk:
            if chance(rng, 0.55):
                return [pick(rng, ["NHS No: ", "NHS number ", "NHS#: ", "NHS no. "]), P("MRN", self.nhs)]
            return [pick(rng, ["Hosp No: ", "Hospital no. ", "MRN ", "RXN: ", "Unit no: "]), P("MRN", self.mrn)]
        return [pick(rng, ["MRN: ", "MRN# ", "MR#: ", "Med Rec No. ", "MRN "]), P("MRN", self.mrn)]
