"""Invented people, addresses, contacts and identifiers for dev308_en."""
import datetime

import pools as P
from phi import fmt_date, FULL_STYLES, WD_STYLES, SHORT_STYLES

UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"


def digits(rng, n):
    return "".join(rng.choice(DIG) for _ in range(n))


def letters(rng, n, alpha=UPPER):
    return "".join(rng.choice(alpha) for _ in range(n))


class Person:
    def __init__(self, rng, sex=None):
        self.sex = sex or rng.choice(["M", "F"])
        pool = P.FIRST_M if self.sex == "M" else P.FIRST_F
        self.first = rng.choice(pool)
        self.last = rng.choice(P.SURNAMES)
        self.middle = rng.choice(pool) if rng.random() < 0.35 else ""

    # ---- surface forms (values only; titles are written outside) ----
    def full(self):
        return self.first + " " + self.last

    def full_mid(self):
        if self.middle:
            return "%s %s. %s" % (self.first, self.middle[0], self.last)
        return self.full()

    def last_first(self, upper=False):
        s = "%s, %s" % (self.last, self.first)
        if self.middle:
            s += " " + self.middle[0]
        return s.upper() if upper else s

    def init_last(self):
        return "%s. %s" % (self.first[0], self.last)

    def first_init(self):
        return "%s %s." % (self.first, self.last[0])

    def initials(self, style="plain"):
        parts = [self.first[0]] + ([self.middle[0]] if self.middle else []) + [self.last[0]]
        if style == "plain":
            return "".join(parts)
        if style == "dots":
            return ".".join(parts) + "."
        if style == "dash":
            if len(parts) == 2:
                parts = [parts[0], "-", parts[1]]
                return "".join(parts)
            return "-".join(parts)
        if style == "lower":
            return "".join(parts).lower()
        raise ValueError(style)

    def title(self):
        if self.sex == "M":
            return "Mr"
        return "Ms" if self.last[0] < "M" else "Miss" if self.first[0] < "F" else "Mrs"


def user_name(rng, p):
    f, l = p.first.lower(), p.last.lower().replace("'", "").replace(" ", "").replace(".", "")
    style = rng.randrange(6)
    if style == 0:
        return f[0] + l
    if style == 1:
        return "%s.%s" % (f, l)
    if style == 2:
        return f[0] + l[:6] + digits(rng, 1)
    if style == 3:
        return l + f[0]
    if style == 4:
        return "%s_%s" % (rng.choice(["crp", "rn", "dm", "pharm", "qa"]), f[0] + l[:5])
    return f[:3] + l[:3] + digits(rng, 2)


def email_local(rng, p):
    f, l = p.first.lower(), p.last.lower().replace("'", "").replace(" ", "").replace(".", "")
    return rng.choice(["%s.%s" % (f, l), f[0] + l, "%s%s" % (f, digits(rng, 2)),
                       "%s.%s%s" % (f, l[0], digits(rng, 2)), "%s_%s" % (l, f[0])])


def priv_ip(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(0, 255), rng.randrange(0, 255), rng.randrange(2, 254))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(0, 255), rng.randrange(2, 254))
    return "192.168.%d.%d" % (rng.randrange(0, 255), rng.randrange(2, 254))


# ---------------------------------------------------------------- geography
def street(rng, c, plain=False):
    num = str(rng.randrange(1, 240))
    stem = rng.choice(P.STREET_STEMS)
    suf = rng.choice(P.STREET_SUFFIX[c])
    if c in ("US", "CA", "AU") and suf in P.SUFFIX_ABBR and rng.random() < 0.4:
        suf = P.SUFFIX_ABBR[suf]
    base = "%s %s %s" % (num, stem, suf)
    r = 1.0 if plain else rng.random()
    if r < 0.15:
        if c in ("GB", "IE"):
            return "Flat %d, %s" % (rng.randrange(1, 12), base)
        if c == "AU":
            return "%d/%s" % (rng.randrange(1, 20), base)
        return "%s, Apt %d%s" % (base, rng.randrange(1, 40), rng.choice(["", "A", "B", "C"]))
    if r < 0.22 and c in ("GB", "IE"):
        return "%d %s %s" % (rng.randrange(1, 90), rng.choice(["Rose", "Ivy", "Yew"]) + " Cottages, " + stem, suf)
    return base


def postcode(rng, c, st=None):
    if c == "GB":
        area = rng.choice(["LS", "BD", "HX", "NR", "CT", "EX", "PR", "CH", "SO", "LE", "TA", "NE", "OX", "GU", "CM", "WF", "YO"])
        return "%s%d %d%s" % (area, rng.randrange(1, 29), rng.randrange(1, 10), letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
    if c == "US":
        z = digits(rng, 5)
        if rng.random() < 0.15:
            z += "-" + digits(rng, 4)
        return z
    if c == "CA":
        first = {"ON": "KLMNP", "QC": "GHJ", "BC": "V", "AB": "T", "MB": "R", "NS": "B", "SK": "S", "NB": "E"}[st]
        al = "ABCEGHJKLMNPRSTVWXYZ"
        return "%s%d%s %d%s%d" % (rng.choice(first), rng.randrange(10), rng.choice(al), rng.randrange(10), rng.choice(al), rng.randrange(10))
    if c == "AU":
        return P.AU_PC_FIRST[st] + digits(rng, 3)
    if c == "IE":
        rk = rng.choice(["A", "D", "H", "K", "N", "P", "R", "T", "V", "W", "X", "Y"]) + digits(rng, 2)
        return rk + " " + "".join(rng.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4))
    raise ValueError(c)


class Address:
    def __init__(self, rng, c, town=None, plain=False):
        self.c = c
        self.street = street(rng, c, plain)
        self.city = town or rng.choice(P.TOWNS[c])
        self.region = ""
        self.state = ""
        self.state_abbr = ""
        if c in ("GB", "IE"):
            self.region = rng.choice(P.REGIONS[c]) if (c == "IE" or rng.random() < 0.6) else ""
            self.zip = postcode(rng, c)
        else:
            self.state, self.state_abbr = rng.choice(P.STATES[c])
            self.zip = postcode(rng, c, self.state_abbr)
        self.country = {"GB": "United Kingdom", "US": "USA", "CA": "Canada", "AU": "Australia", "IE": "Ireland"}[c]

    def region_item(self, rng):
        if self.c == "IE":
            return (rng.choice(["Co. ", "County ", "Co "]) + self.region, "CITY") if self.region else None
        return (self.region, "CITY") if self.region else None

    def items(self, rng, sep=", ", country=False, abbr=None):
        """Pieces of a one-line (sep=', ') or multi-line (sep='\\n') address."""
        out = [(self.street, "STREET"), sep, (self.city, "CITY")]
        if self.c in ("GB", "IE"):
            reg = self.region_item(rng)
            if reg and rng.random() < 0.7:
                out += [sep, reg]
            out += [sep, (self.zip, "ZIP")]
        else:
            if abbr is None:
                abbr = rng.random() < 0.75
            st = self.state_abbr if abbr else self.state
            out += [", " if sep == "\n" and rng.random() < 0.6 else sep, (st, "STATE"), " " if self.c != "CA" or rng.random() < 0.5 else "  ", (self.zip, "ZIP")]
        if country:
            out += [sep, (self.country, "COUNTRY")]
        return out


# ---------------------------------------------------------------- contacts
def phone(rng, c, kind="land"):
    if c == "GB":
        if kind == "mob":
            core = "07%s 555%s" % (digits(rng, 3), digits(rng, 3))
            return rng.choice([core, core.replace(" ", ""), "+44 " + core[1:]])
        area = rng.choice(["0113", "0114", "0115", "0116", "0117", "0118", "0121", "0131", "0141", "0161", "0191"])
        core = "%s 555 %s" % (area, digits(rng, 4))
        return rng.choice([core, core, "(%s) %s" % (area, core[5:]), "+44 %s" % core[1:]])
    if c in ("US", "CA"):
        area = rng.choice(["617", "614", "512", "410", "215", "785", "402", "608", "416", "613", "604", "403", "204", "902", "306", "506"])
        line = digits(rng, 4)
        return rng.choice(["(%s) 555-%s" % (area, line), "%s-555-%s" % (area, line), "%s.555.%s" % (area, line), "+1 %s 555 %s" % (area, line)])
    if c == "AU":
        if kind == "mob":
            core = "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
            return rng.choice([core, "+61 " + core[1:]])
        ar = rng.choice(["02", "03", "07", "08"])
        core = "5550 %s" % digits(rng, 4)
        return rng.choice(["(%s) %s" % (ar, core), "%s %s" % (ar, core), "+61 %s %s" % (ar[1], core)])
    if c == "IE":
        if kind == "mob":
            core = "08%s 555 %s" % (rng.choice("35679"), digits(rng, 4))
            return rng.choice([core, "+353 " + core[1:]])
        ar = rng.choice(["01", "021", "091", "061", "066", "094"])
        core = "555 %s" % digits(rng, 4)
        return rng.choice(["(%s) %s" % (ar, core), "%s %s" % (ar, core), "+353 %s %s" % (ar[1:], core)])
    raise ValueError(c)


def with_ext(rng, ph):
    return ph + rng.choice([" ext. ", " ext ", " x", " Ext "]) + str(rng.randrange(2, 9999))


def internal_ext(rng):
    return "555" + digits(rng, 1)


# ---------------------------------------------------------------- identifiers
def natid(rng, c):
    if c == "GB":
        return "%s%s %s %s %s %s" % (rng.choice("DFIQUV"), rng.choice("ABCEGHJKLMNPRSTWXYZ"), digits(rng, 2), digits(rng, 2), digits(rng, 2), rng.choice("ABCD"))
    if c == "IE":
        return "9%s%s" % (digits(rng, 6), rng.choice(["A", "B", "T", "TA", "W", "H"]))
    if c == "US":
        pre = rng.choice(["9" + digits(rng, 2), "000"])
        return "%s-%s-%s" % (pre, digits(rng, 2), digits(rng, 4))
    if c == "CA":
        return rng.choice(["9%s %s %s", "9%s-%s-%s"]) % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if c == "AU":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    raise ValueError(c)


NATID_LABEL = {"GB": "NI number", "IE": "PPSN", "US": "SSN", "CA": "SIN", "AU": "TFN"}
HEALTH_LABEL = {"GB": "NHS no.", "IE": "Medical card no.", "US": "Member ID", "CA": "Health card no.", "AU": "Medicare no."}


def health_no(rng, c):
    if c == "GB":
        return "%s %s %s" % (rng.choice(["4", "6", "9"]) + digits(rng, 2), digits(rng, 3), digits(rng, 4))
    if c == "IE":
        return digits(rng, 7) + rng.choice("ABCDEFGHJK")
    if c == "US":
        return letters(rng, 3) + digits(rng, 6)
    if c == "CA":
        return rng.choice(["%s-%s-%s-%s", "%s %s %s %s"]) % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))
    if c == "AU":
        return "%s %s %s" % (rng.choice("23456") + digits(rng, 3), digits(rng, 5), rng.choice("12345"))
    raise ValueError(c)


def driving_licence(rng, c, p):
    if c == "GB":
        sur = (p.last.upper().replace("'", "").replace(" ", "").replace(".", "") + "99999")[:5]
        return "%s%s%s9%s" % (sur, digits(rng, 6), p.first[0] + (p.middle[0] if p.middle else "9"), letters(rng, 2))
    if c == "US":
        return rng.choice([letters(rng, 1) + digits(rng, 7), digits(rng, 9), "%s%s-%s-%s" % (letters(rng, 1), digits(rng, 3), digits(rng, 4), digits(rng, 4))])
    if c == "CA":
        return "%s%s-%s-%s" % (p.last[0].upper(), digits(rng, 4), digits(rng, 5), digits(rng, 5))
    if c == "AU":
        return digits(rng, rng.choice([8, 9]))
    return digits(rng, 9)


def clin_licence(rng, c, role):
    """(label, value) for a clinician's registration."""
    if role == "doc":
        if c == "GB":
            return "GMC", rng.choice("4567") + digits(rng, 6)
        if c == "IE":
            return "IMC reg.", digits(rng, 6)
        if c == "US":
            if rng.random() < 0.7:
                return "NPI", "1" + digits(rng, 9)
            return "DEA", letters(rng, 2) + digits(rng, 7)
        if c == "CA":
            return rng.choice(["CPSO", "CPSBC", "CPSA"]) + " no.", digits(rng, 5)
        return "AHPRA", "MED000" + digits(rng, 7)
    if c == "GB":
        return "NMC PIN", "%s%s%s%s" % (digits(rng, 2), rng.choice("ABCDEFGHIJ"), digits(rng, 4), rng.choice("ABCDEFGHJKLMNPRSTVW"))
    if c == "IE":
        return "NMBI PIN", digits(rng, 6)
    if c == "US":
        return "RN lic.", "RN" + digits(rng, 7)
    if c == "CA":
        return "CNO reg.", digits(rng, 7)
    return "AHPRA", "NMW000" + digits(rng, 7)


def plate(rng, c):
    if c == "GB":
        return "%s%02d %s" % (letters(rng, 2, "ABCDEFGHKLMNOPRSVWY"), rng.choice([19, 20, 21, 22, 23, 68, 69, 70, 71, 72, 73, 17, 18]), letters(rng, 3, "ABCDEFGHJKLMNOPRSTUVWXYZ"))
    if c == "US":
        return rng.choice([digits(rng, 1) + letters(rng, 3) + digits(rng, 3), letters(rng, 3) + "-" + digits(rng, 4)])
    if c == "CA":
        return letters(rng, 4) + " " + digits(rng, 3)
    if c == "AU":
        return rng.choice([digits(rng, 1) + letters(rng, 3) + " " + digits(rng, 3), letters(rng, 3) + "-" + digits(rng, 2) + letters(rng, 1)])
    return "%d-%s-%s" % (rng.choice([151, 161, 171, 181, 191, 201, 211, 222, 231, 232, 241]), rng.choice(["D", "C", "G", "KY", "L", "MO", "WW", "KE", "MH"]), digits(rng, rng.choice([4, 5])))


def bank_account(rng, c):
    if c == "GB":
        return digits(rng, 8)
    if c == "IE":
        return "IE%s %s %s %s %s %s" % (digits(rng, 2), rng.choice(["HBSN", "KCUB", "CMBK", "LDST"]), digits(rng, 4), digits(rng, 4), digits(rng, 4), digits(rng, 2))
    if c == "AU":
        return digits(rng, 4) + " " + digits(rng, 4)
    if c == "CA":
        return digits(rng, 7)
    return digits(rng, rng.choice([10, 12]))


def sort_code(rng, c):
    """Branch identifiers: written but NOT labelled (see README)."""
    if c == "GB":
        return "%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 2))
    if c == "AU":
        return "%s-%s" % (digits(rng, 3), digits(rng, 3))
    if c == "CA":
        return "%s-%s" % (digits(rng, 5), digits(rng, 3))
    if c == "US":
        return "0" + digits(rng, 8)
    return ""


def bioid(rng):
    k = rng.randrange(5)
    if k == 0:
        return "FP-%s" % digits(rng, 7)
    if k == 1:
        return "PV-%s-%s" % (digits(rng, 4), digits(rng, 1))
    if k == 2:
        return "IR%s" % digits(rng, 6)
    if k == 3:
        return "BIO-%s-%s" % (digits(rng, 5), rng.choice("LRF"))
    return "FV3-%s" % digits(rng, 5)


def device_sn(rng, kind):
    if kind == "telemetry":
        return rng.choice(["TX4-%s" % digits(rng, 6), "SVX%s" % digits(rng, 7), "CT20-%s%s" % (letters(rng, 2), digits(rng, 4))])
    if kind == "holter":
        return rng.choice(["H3-%s" % digits(rng, 7), "LS24-%s" % digits(rng, 5)])
    if kind == "pump":
        return rng.choice(["PMP-%s" % digits(rng, 5), "IP3%s" % digits(rng, 6)])
    if kind == "abpm":
        return "ABP-%s-%s" % (digits(rng, 4), digits(rng, 2))
    if kind == "actigraph":
        return "ACT%s" % digits(rng, 7)
    return "CGM-%s%s" % (digits(rng, 1), letters(rng, 5))


def add_days(d, n):
    return d + datetime.timedelta(days=n)


class DateStyle:
    def __init__(self, rng, c):
        self.c = c
        self.full = rng.choice(FULL_STYLES[c])
        self.wd = rng.choice(WD_STYLES[c])
        self.short = rng.choice(SHORT_STYLES[c])
        self.rng = rng

    def f(self, d, style=None):
        return (fmt_date(d, style or self.full), "DATE")

    def w(self, d):
        return (fmt_date(d, self.wd), "DATE")

    def s(self, d):
        return (fmt_date(d, self.short), "DATE")

    def any(self, d):
        r = self.rng.random()
        if r < 0.6:
            return self.f(d)
        if r < 0.8:
            return self.w(d)
        return self.s(d)
