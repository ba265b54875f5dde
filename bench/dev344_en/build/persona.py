"""Country formats and the per-note case (patient, staff, sites, identifiers)."""
import unicodedata

from core import (pick, chance, digits, letters, wpick, fmt_date, add_days, rand_date,
                  age_on, S)
import pools_names as PN
import pools_places as PP

DATE_STYLES = {
    "UK": ["num", "num", "abbr", "long", "dot", "dash"],
    "US": ["num", "num", "nshort", "abbr", "long"],
    "IE": ["num", "num", "abbr", "long", "dash"],
    "CA": ["iso", "iso", "abbr", "long"],
    "AU": ["num", "num", "abbr", "long"],
    "NZ": ["num", "num", "abbr", "long"],
    "ZA": ["num", "iso", "abbr", "long"],
    "SG": ["num", "abbr", "dash"],
}

_TR = {"ł": "l", "Ł": "L", "ø": "o", "ß": "ss", "'": "", " ": "", "-": ""}


def ascii_fold(s):
    out = []
    for ch in s:
        ch = _TR.get(ch, ch)
        out.append(ch)
    s = "".join(out)
    s = unicodedata.normalize("NFKD", s)
    return "".join(ch for ch in s if not unicodedata.combining(ch) and ord(ch) < 128)


# ---------------------------------------------------------------- contacts
_AREA = {
    "US": ["216", "312", "412", "503", "608", "614", "615", "704", "717", "802", "919", "971"],
    "CA": ["204", "306", "403", "416", "506", "514", "604", "705", "782", "819", "902"],
    "UK": ["01632", "0113", "0161", "0117", "01865", "0191", "01223", "029", "0131", "01524"],
    "IE": ["01", "021", "091", "061", "066", "074", "051", "071"],
    "AU": ["02", "03", "07", "08"],
    "NZ": ["09", "04", "03", "07", "06"],
    "ZA": ["021", "011", "031", "012", "041"],
}


def phone(rng, cc, kind="land"):
    r4 = "%04d" % rng.randint(100, 9999)
    if cc in ("US", "CA"):
        a = pick(rng, _AREA[cc])
        if kind == "pager":
            return "555-" + "%04d" % rng.randint(100, 199)
        fmtn = rng.randint(0, 3)
        num = ["(%s) 555-%s" % (a, r4), "%s-555-%s" % (a, r4), "%s.555.%s" % (a, r4),
               "+1 %s 555 %s" % (a, r4)][fmtn]
        return num
    if kind == "pager":
        return "555" + str(rng.randint(1, 9)) + ("" if chance(rng, 0.5) else str(rng.randint(0, 9)))
    if cc == "UK":
        if kind == "mob":
            return "07%s 555 %s" % (digits(rng, 3), digits(rng, 3))
        a = pick(rng, _AREA["UK"])
        if a == "029":
            return "029 %s555 %s" % (rng.randint(2, 9), digits(rng, 3))
        if len(a) == 5:
            return "%s 555%s" % (a, digits(rng, 3))
        return "%s 555 %s" % (a, r4)
    if cc == "IE":
        if kind == "mob":
            m = pick(rng, ["083", "085", "086", "087", "089"])
            return pick(rng, ["%s 555 %s", "%s-555-%s"]) % (m, r4) if chance(rng, 0.8) else \
                "+353 %s 555 %s" % (m[1:], r4)
        a = pick(rng, _AREA["IE"])
        return pick(rng, ["(%s) 555 %s", "%s 555 %s"]) % (a, r4)
    if cc == "AU":
        if kind == "mob":
            return "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
        a = pick(rng, _AREA["AU"])
        return pick(rng, ["(%s) 5550 %s", "(%s) 9555 %s", "%s 8555 %s"]) % (a, r4)
    if cc == "NZ":
        if kind == "mob":
            return pick(rng, ["021", "022", "027", "029"]) + " 555 " + r4
        a = pick(rng, _AREA["NZ"])
        return pick(rng, ["(%s) 555 %s", "%s 555 %s"]) % (a, r4)
    if cc == "ZA":
        if kind == "mob":
            return pick(rng, ["082", "072", "083", "079", "061"]) + " 555 " + r4
        a = pick(rng, _AREA["ZA"])
        k = rng.randint(0, 2)
        if k == 2:
            return "+27 %s 555 %s" % (a[1:], r4)
        return ["%s 555 %s", "(%s) 555-%s"][k] % (a, r4)
    if cc == "SG":
        if kind == "mob":
            return pick(rng, ["9555 ", "8555 "]) + r4
        return pick(rng, ["6555 ", "+65 6555 "]) + r4
    raise ValueError(cc)


def ext(rng):
    return pick(rng, [" ext. ", " ext ", " x", " Ext "]) + str(rng.randint(2000, 7999))


DOMAINS = ["example.org", "example.com", "example.net", "health.example.org",
           "clinic.example.com", "mail.example.com", "mhs.example.net"]
CC_DOMAINS = {"UK": ["nhs.example.net", "trust.example.org"], "IE": ["hse.example.org"],
              "AU": ["health.example.com"], "NZ": ["tewhatu.example.org"], "CA": ["ahs.example.net"],
              "US": ["example.com"], "ZA": ["example.net"], "SG": ["example.org"]}


def email_for(rng, first, last, domain=None, cc=None):
    if domain is None and cc is not None and chance(rng, 0.6):
        domain = pick(rng, CC_DOMAINS[cc])
    f = ascii_fold(first).lower()
    l = ascii_fold(last).lower()
    style = rng.randint(0, 4)
    loc = [f + "." + l, f[0] + l, f + "." + l + str(rng.randint(1, 99)), l + "." + f[0], f + "_" + l][style]
    return loc + "@" + (domain or pick(rng, DOMAINS))


def ip(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(2, 254))
    if k == 1:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(2, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(2, 254))


def username(rng, person):
    f = ascii_fold(person.first).lower()
    l = ascii_fold(person.last).lower()
    k = rng.randint(0, 5)
    return [f[0] + l, f + "." + l, l[:6] + f[0] + str(rng.randint(1, 9)), f[0] + l + str(rng.randint(1, 99)),
            (l + f[0]).upper(), f[:3] + l[:3] + str(rng.randint(10, 99))][k]


# ---------------------------------------------------------------- addresses
def postcode(rng, cc):
    if cc == "UK":
        a = letters(rng, rng.randint(1, 2), "ABCDEGHKLMNPRSTWY")
        return "%s%d %d%s" % (a, rng.randint(1, 29), rng.randint(1, 9), letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
    if cc == "US":
        z = digits(rng, 5, True)
        return z + ("-" + digits(rng, 4) if chance(rng, 0.15) else "")
    if cc == "CA":
        L = "ABCEGHJKLMNPRSTVXY"
        return "%s%d%s %d%s%d" % (letters(rng, 1, L), rng.randint(0, 9), letters(rng, 1, L),
                                  rng.randint(0, 9), letters(rng, 1, L), rng.randint(0, 9))
    if cc == "IE":
        L = "ACDEFHKNPRTVWXY"
        return "%s%02d %s%d%s%d" % (letters(rng, 1, L), rng.randint(10, 99), letters(rng, 1, L),
                                    rng.randint(0, 9), letters(rng, 1, L), rng.randint(0, 9))
    if cc in ("AU", "NZ", "ZA"):
        return "%04d" % rng.randint(200, 9899)
    if cc == "SG":
        return "%06d" % rng.randint(100000, 829999)
    raise ValueError(cc)


def street(rng, cc):
    if cc == "SG":
        blk = rng.randint(100, 899)
        return "Blk %d %s %s, #%02d-%d" % (blk, pick(rng, PP.SG_STREETS), pick(rng, PP.STREET_SUFFIX["SG"]),
                                           rng.randint(2, 20), rng.randint(10, 399))
    base = pick(rng, PP.STREET_BASES) + " " + pick(rng, PP.STREET_SUFFIX[cc])
    n = rng.randint(1, 240)
    r = rng.random()
    if cc in ("US",):
        if r < 0.25:
            return "%d %s, Apt %d%s" % (n * 7 % 9000 + 10, base, rng.randint(1, 30), pick(rng, ["", "B", "C"]))
        return "%d %s" % (n * 7 % 9000 + 10, base)
    if cc == "CA" and r < 0.2:
        return "%d-%d %s" % (rng.randint(101, 1504), n * 3, base)
    if cc in ("AU", "NZ") and r < 0.25:
        return "%d/%d %s" % (rng.randint(1, 12), n, base)
    if cc in ("UK", "IE") and r < 0.2:
        return "Flat %d, %d %s" % (rng.randint(1, 14), n, base)
    if cc in ("UK", "IE") and r < 0.27:
        return "%d %s" % (rng.randint(1, 40), pick(rng, PP.TREES) + " " + pick(rng, ["Court", "House", "Lodge"])) \
            + ", " + base
    return "%d %s" % (n, base)


class Address:
    def __init__(self, rng, cc):
        self.cc = cc
        self.street = street(rng, cc)
        self.city = pick(rng, PP.TOWNS[cc])
        self.suburb = pick(rng, PP.TOWNS[cc]) if cc in ("NZ", "ZA") and chance(rng, 0.6) else None
        if self.suburb == self.city:
            self.suburb = None
        self.region = pick(rng, PP.REGIONS[cc]) if PP.REGIONS[cc] else None
        self.zip = postcode(rng, cc)
        self.show_region = cc in ("US", "CA", "AU", "IE") or (cc in ("UK", "ZA") and chance(rng, 0.3))

    def frag(self, sep=", ", country=False):
        """Address as fragments; sep ', ' for one line or '\\n' for a letter block."""
        cc = self.cc
        out = [S("STREET", self.street), sep]
        if self.suburb:
            out += [S("CITY", self.suburb), sep]
        if cc == "SG":
            out += [S("COUNTRY", "Singapore"), " ", S("ZIP", self.zip)]
        elif cc in ("US", "CA", "AU"):
            out += [S("CITY", self.city), (", " if sep == ", " and cc != "AU" else " "),
                    S("STATE", self.region), "  " if cc == "CA" and sep != ", " else " ", S("ZIP", self.zip)]
        elif cc == "IE":
            out += [S("CITY", self.city), sep, S("CITY", self.region), sep, S("ZIP", self.zip)]
        elif cc in ("NZ",):
            out += [S("CITY", self.city), " ", S("ZIP", self.zip)]
        else:
            out += [S("CITY", self.city)]
            if self.show_region and self.region:
                out += [sep, S("STATE" if cc == "ZA" else "CITY", self.region)]
            out += [sep, S("ZIP", self.zip)]
        if country:
            out += [sep, S("COUNTRY", PP.COUNTRY_NAME[cc])]
        return out

    def short(self):
        return [S("CITY", self.suburb or self.city)]


# ---------------------------------------------------------------- identifiers
def mrn(rng, cc):
    k = rng.randint(0, 4)
    if cc == "UK":
        return [letters(rng, 1) + digits(rng, 6), "RX" + digits(rng, 6), digits(rng, 8),
                letters(rng, 2) + digits(rng, 5) + letters(rng, 1), "H" + digits(rng, 7)][k]
    if cc == "US":
        return [digits(rng, 8), "%s-%s" % (digits(rng, 3), digits(rng, 5)), "E" + digits(rng, 9),
                digits(rng, 7), "MR" + digits(rng, 7)][k]
    if cc == "AU":
        return ["URN " + digits(rng, 7), digits(rng, 7), "UR" + digits(rng, 6), digits(rng, 8), "MRN" + digits(rng, 6)][k]
    return [digits(rng, 7), letters(rng, 1) + digits(rng, 7), digits(rng, 3) + "-" + digits(rng, 4),
            digits(rng, 8), letters(rng, 2) + digits(rng, 6)][k]


def healthplan(rng, cc, dob=None):
    """Returns (label, value) for the national health/insurance number."""
    if cc == "UK":
        if chance(rng, 0.12) and dob:
            return "CHI No", "%02d%02d%02d%s" % (dob.day, dob.month, dob.year % 100, digits(rng, 4))
        return "NHS No", "%s %s %s" % (digits(rng, 3, True), digits(rng, 3), digits(rng, 4))
    if cc == "US":
        if chance(rng, 0.3):
            return "Medicaid ID", letters(rng, 2) + digits(rng, 8)
        return "Member ID", letters(rng, 3) + digits(rng, 9)
    if cc == "IE":
        return "GMS No", digits(rng, 7) + letters(rng, 1)
    if cc == "CA":
        if chance(rng, 0.5):
            return "OHIP", "%s-%s-%s-%s" % (digits(rng, 4, True), digits(rng, 3), digits(rng, 3), letters(rng, 2))
        return "PHN", "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
    if cc == "AU":
        return "Medicare No", "%s %s %s" % (rng.randint(2, 6) * 1000 + rng.randint(0, 999), digits(rng, 5),
                                           rng.randint(1, 5))
    if cc == "NZ":
        return "NHI", letters(rng, 3, "ABCDEFGHJKLMNPRSTUVWXYZ") + digits(rng, 4)
    if cc == "ZA":
        return "Medical aid no", digits(rng, 9, True)
    if cc == "SG":
        return "CHAS No", "C" + digits(rng, 9, True)
    raise ValueError(cc)


def ssn(rng, cc):
    """(label, value) or None. All values start with 9 or 000 (fictional ranges)."""
    if cc == "US":
        if chance(rng, 0.15):
            return "SSN", "000-%s-%s" % (digits(rng, 2), digits(rng, 4))
        return "SSN", "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    if cc == "CA":
        return "SIN", "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if cc == "IE":
        return "PPSN", "9%s%s" % (digits(rng, 6), letters(rng, 1, "ABCDEFHKTW"))
    if cc == "ZA":
        return "ID No", "9%s" % digits(rng, 12)
    return None


LIC = {
    ("UK", "doc"): ("GMC No", lambda r: digits(r, 7, True)),
    ("UK", "nurse"): ("NMC PIN", lambda r: "%s%s%s%s" % (digits(r, 2), letters(r, 1), digits(r, 4), letters(r, 1))),
    ("UK", "pharm"): ("GPhC", lambda r: "20" + digits(r, 5)),
    ("US", "doc"): ("NPI", lambda r: "1" + digits(r, 9)),
    ("US", "nurse"): ("NPI", lambda r: "1" + digits(r, 9)),
    ("US", "pharm"): ("RPh Lic", lambda r: "RPH." + digits(r, 6)),
    ("IE", "doc"): ("IMC No", lambda r: digits(r, 6, True)),
    ("IE", "nurse"): ("NMBI PIN", lambda r: digits(r, 6, True)),
    ("IE", "pharm"): ("PSI Reg", lambda r: digits(r, 5, True)),
    ("CA", "doc"): ("CPSO #", lambda r: digits(r, 5, True)),
    ("CA", "nurse"): ("CNO #", lambda r: digits(r, 8, True)),
    ("CA", "pharm"): ("OCP #", lambda r: digits(r, 6, True)),
    ("AU", "doc"): ("AHPRA", lambda r: "MED000" + digits(r, 7)),
    ("AU", "nurse"): ("AHPRA", lambda r: "NMW000" + digits(r, 7)),
    ("AU", "pharm"): ("AHPRA", lambda r: "PHA000" + digits(r, 7)),
    ("NZ", "doc"): ("MCNZ", lambda r: digits(r, 5, True)),
    ("NZ", "nurse"): ("NCNZ", lambda r: digits(r, 6, True)),
    ("NZ", "pharm"): ("PCNZ", lambda r: digits(r, 5, True)),
    ("ZA", "doc"): ("HPCSA", lambda r: "MP " + digits(r, 7)),
    ("ZA", "nurse"): ("SANC", lambda r: digits(r, 8, True)),
    ("ZA", "pharm"): ("SAPC", lambda r: "P" + digits(r, 5)),
    ("SG", "doc"): ("MCR", lambda r: "M" + digits(r, 5) + letters(r, 1)),
    ("SG", "nurse"): ("SNB", lambda r: "R" + digits(r, 7)),
    ("SG", "pharm"): ("PRN", lambda r: "P" + digits(r, 5) + letters(r, 1)),
}


def dea(rng):
    return letters(rng, 1, "ABFM") + letters(rng, 1) + digits(rng, 7)


def vehicle(rng, cc):
    if cc == "UK":
        return "%s%02d %s" % (letters(rng, 2, "ABCDEFGHKLMNOPRSVWY"), rng.randint(10, 74), letters(rng, 3))
    if cc == "IE":
        return "%d-%s-%d" % (rng.randint(10, 24) * 10 + rng.randint(1, 2), pick(rng, ["C", "D", "G", "KY", "L", "MO", "WX"]),
                             rng.randint(100, 99999))
    if cc == "US":
        return digits(rng, 1, True) + letters(rng, 3) + digits(rng, 3)
    if cc == "CA":
        return letters(rng, 4) + " " + digits(rng, 3)
    if cc == "AU":
        return letters(rng, 3) + "-" + digits(rng, 3) if chance(rng, 0.5) else "1" + letters(rng, 2) + digits(rng, 1) + letters(rng, 2)
    if cc == "NZ":
        return letters(rng, 3) + digits(rng, 3)
    if cc == "ZA":
        return letters(rng, 2) + " " + digits(rng, 2) + " " + letters(rng, 2) + " GP"
    return "S" + letters(rng, 2) + digits(rng, 4) + letters(rng, 1)


def device_sn(rng):
    k = rng.randint(0, 4)
    return [letters(rng, 2) + digits(rng, 6), "SN-" + digits(rng, 8), digits(rng, 4) + "-" + letters(rng, 1) + digits(rng, 5),
            letters(rng, 3) + digits(rng, 4) + letters(rng, 1), digits(rng, 10, True)][k]


def bioid(rng):
    return pick(rng, ["FP-", "BIO-", "FPT", "PV-", "IRS-"]) + digits(rng, rng.randint(5, 8))


def sample_id(rng, year, k=None):
    if k is None:
        k = rng.randint(0, 3)
    y = year % 100
    return ["S%02d-%s" % (y, digits(rng, 5)), "%02dH%s" % (y, digits(rng, 6)),
            "LAB%s" % digits(rng, 7), "A%s%s" % (y, digits(rng, 6))][k]


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, first, last, sex, typ, middle=None, role=None, cred=None, lic=None):
        self.first, self.last, self.sex, self.typ = first, last, sex, typ
        self.middle = middle
        self.role, self.cred, self.lic = role, cred, lic

    def full(self):
        return S(self.typ, self.first + " " + self.last)

    def fml(self):
        if self.middle:
            return S(self.typ, "%s %s. %s" % (self.first, self.middle, self.last))
        return self.full()

    def lf(self):
        return S(self.typ, self.last + ", " + self.first)

    def up(self):
        return S(self.typ, (self.last + ", " + self.first + (" " + self.middle if self.middle else "")).upper())

    def ln(self):
        return S(self.typ, self.last)

    def fn(self):
        return S(self.typ, self.first)

    def fi(self):
        return S(self.typ, self.first[0] + ". " + self.last)

    def ini(self, dots=False):
        a = self.first[0] + self.last[0]
        if dots:
            a = self.first[0] + "." + self.last[0] + "."
        return S(self.typ, a.upper())

    def dr(self, full=True):
        return ["Dr ", self.full() if full else self.ln()]


def make_person(rng, cc, typ, sex=None, origin=None):
    if origin is None:
        origin = wpick(rng, PN.COUNTRY_ORIGINS[cc])
    if sex is None:
        sex = "F" if chance(rng, 0.5) else "M"
    pool = PN.FEMALE[origin] if sex == "F" else PN.MALE[origin]
    first = pick(rng, pool)
    so = origin if chance(rng, 0.8) else wpick(rng, PN.COUNTRY_ORIGINS[cc])
    last = pick(rng, PN.SURN[so])
    if "bin " in last or "binti " in last:
        last = ("binti " if sex == "F" else "bin ") + last.split(" ", 1)[1]
    mid = None
    if chance(rng, 0.3):
        mid = pick(rng, "ABCDEFGHJKLMNPRSTW")
    return Person(first, last, sex, typ, middle=mid)


def staff(rng, cc, kind, role, used):
    for _ in range(30):
        p = make_person(rng, cc, "DOCTOR")
        if p.first not in used and p.last not in used:
            break
    used.append(p.first)
    used.append(p.last)
    p.role = role
    lab, gen = LIC[(cc, kind)]
    p.lic_label = lab
    p.lic = gen(rng)
    p.kind = kind
    return p
