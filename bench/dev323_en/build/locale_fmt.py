"""Country-specific surface formats: dates, phones (always containing 555),
postcodes, addresses, identifiers, licences, plates."""
import datetime

from doc import S, pick
import places

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
         "Sunday"]
US_SPELL = ("US", "CA")
LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"


def sp(cc, uk, us):
    return us if cc in US_SPELL else uk


def digits(rng, n, first=None):
    s = "".join(DIG[rng.randrange(10)] for _ in range(n))
    if first is not None:
        s = first + s[1:]
    return s


def letters(rng, n, pool=LETTERS):
    return "".join(pool[rng.randrange(len(pool))] for _ in range(n))


# ---------------------------------------------------------------- dates
def fmt_date(d, style, cc):
    dd, mm, yy = d.day, d.month, d.year
    mon = MONTHS[mm - 1]
    wd = WDAYS[d.weekday()]
    us = cc == "US"
    if style == "num":
        if us:
            return "%02d/%02d/%d" % (mm, dd, yy)
        if cc == "CA":
            return "%d-%02d-%02d" % (yy, mm, dd)
        if cc == "ZA":
            return "%d/%02d/%02d" % (yy, mm, dd)
        if cc == "IN":
            return "%02d-%02d-%d" % (dd, mm, yy)
        return "%02d/%02d/%d" % (dd, mm, yy)
    if style == "nums":
        return ("%d/%d/%d" % (mm, dd, yy)) if us else ("%d/%d/%d" % (dd, mm, yy))
    if style == "num2":
        return ("%d/%d/%02d" % (mm, dd, yy % 100)) if us else \
            ("%02d/%02d/%02d" % (dd, mm, yy % 100))
    if style == "long":
        return ("%s %d, %d" % (mon, dd, yy)) if cc in US_SPELL else \
            ("%d %s %d" % (dd, mon, yy))
    if style == "abbr":
        return ("%s %d, %d" % (mon[:3], dd, yy)) if cc in US_SPELL else \
            ("%02d-%s-%d" % (dd, mon[:3], yy))
    if style == "abbr2":
        return ("%d %s %d" % (dd, mon[:3], yy))
    if style == "iso":
        return "%d-%02d-%02d" % (yy, mm, dd)
    if style == "dot":
        return "%02d.%02d.%d" % (dd, mm, yy)
    if style == "wd":
        if cc == "CA":
            return "%s %s %d, %d" % (wd[:3], mon[:3], dd, yy)
        if us:
            return "%s %d/%d/%d" % (wd[:3], mm, dd, yy)
        return "%s %02d/%02d/%d" % (wd[:3], dd, mm, yy)
    if style == "wdlong":
        if cc in US_SPELL:
            return "%s, %s %d, %d" % (wd, mon, dd, yy)
        return "%s %d %s %d" % (wd, dd, mon, yy)
    if style == "wdshort":
        return ("%s %d/%d" % (wd[:3], mm, dd)) if us else \
            ("%s %d/%d" % (wd[:3], dd, mm))
    if style == "dm":
        return ("%d/%d" % (mm, dd)) if us else ("%d/%d" % (dd, mm))
    if style == "dmon":
        return ("%s %d" % (mon[:3], dd)) if cc in US_SPELL else \
            ("%d %s" % (dd, mon[:3]))
    if style == "my":
        return "%s %d" % (mon, yy)
    if style == "mys":
        return "%s %d" % (mon[:3], yy)
    if style == "mnum":
        return "%02d/%d" % (mm, yy)
    if style == "y":
        return "%d" % yy
    raise ValueError(style)


def D(d, style, cc):
    return S("DATE", fmt_date(d, style, cc))


def num_style(rng, cc):
    if cc == "US":
        return pick(rng, ["num", "num", "nums", "num2"])
    if cc == "CA":
        return pick(rng, ["num", "num", "long", "abbr"])
    return pick(rng, ["num", "num", "num", "abbr", "nums"])


def rand_date(rng, a, b):
    span = (b - a).days
    return a + datetime.timedelta(days=rng.randrange(span + 1))


# ---------------------------------------------------------------- phones
def _us_area(rng):
    while True:
        a = str(rng.randrange(2, 10)) + digits(rng, 2)
        if a != "555" and a[1:] != "11":
            return a


def phone(rng, cc, kind="land"):
    """kind: land, mob, fax, intl"""
    if cc in ("US", "CA"):
        a = _us_area(rng)
        last = "01" + digits(rng, 2) if rng.random() < 0.7 else digits(rng, 4)
        fmt = rng.randrange(5)
        if kind == "intl" or fmt == 4:
            return "+1 %s 555 %s" % (a, last)
        return ["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "(%s) 555-%s"][fmt] % (a, last)
    if cc == "UK":
        if kind == "mob":
            if rng.random() < 0.3:
                return "07700 555%s" % digits(rng, 3)
            return "07%s 555%s" % (digits(rng, 3), digits(rng, 3))
        if kind == "intl":
            return "+44 1%s 555 %s" % (digits(rng, 2), digits(rng, 4))
        if rng.random() < 0.5:
            return "01%s 555 %s" % (digits(rng, 2), digits(rng, 4))
        return "01%s 555%s" % (digits(rng, 3), digits(rng, 3))
    if cc == "IE":
        if kind == "mob":
            return "08%s 555 %s" % (pick(rng, "35679"), digits(rng, 4))
        if kind == "intl":
            return "+353 %s 555 %s" % (pick(rng, ["1", "21", "91", "61"]), digits(rng, 4))
        return pick(rng, ["(01) 555 %s", "01 555 %s", "021 555 %s",
                          "091 555 %s", "(061) 555 %s", "046 555 %s"]) % digits(rng, 4)
    if cc == "AU":
        if kind == "mob":
            return "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
        if kind == "intl":
            return "+61 4%s 555 %s" % (digits(rng, 2), digits(rng, 3))
        return pick(rng, ["(02) 5550 %s", "(03) 5550 %s", "07 5550 %s",
                          "(08) 5550 %s"]) % digits(rng, 4)
    if cc == "NZ":
        if kind == "mob":
            return pick(rng, ["021 555 %s", "027 555 %s", "022 555 %s",
                              "027-555 %s"]) % digits(rng, 4)
        if kind == "intl":
            return "+64 21 555 %s" % digits(rng, 4)
        return pick(rng, ["(09) 555 %s", "04 555 %s", "(07) 555 %s",
                          "03-555 %s", "(06) 555 %s"]) % digits(rng, 4)
    if cc == "ZA":
        if kind == "mob":
            return pick(rng, ["082 555 %s", "073 555 %s", "+27 83 555 %s",
                              "071 555 %s"]) % digits(rng, 4)
        return pick(rng, ["021 555 %s", "011 555 %s", "(031) 555 %s",
                          "012 555 %s", "+27 11 555 %s"]) % digits(rng, 4)
    if cc == "IN":
        if kind == "mob":
            return pick(rng, ["+91 98555 %s", "98555 %s", "+91 99555 %s",
                              "097555 %s"]) % digits(rng, 5)
        return pick(rng, ["080-2555-%s", "044 2555 %s", "(0484) 2555 %s",
                          "+91 80 2555 %s"]) % digits(rng, 4)
    raise ValueError(cc)


def phone_ext(rng, cc):
    base = phone(rng, cc, "land")
    if cc in ("US", "CA"):
        return base + pick(rng, [" ext. ", " x", " ext "]) + digits(rng, 4)
    return base + pick(rng, [" ext ", " ext. ", " extn "]) + digits(rng, 4)


def pager(rng, cc):
    """pager / bleep number (the label is written outside)."""
    if cc in ("US", "CA"):
        return pick(rng, ["555-%s" % digits(rng, 4),
                          "(%s) 555-%s" % (_us_area(rng), digits(rng, 4)),
                          "555%s" % digits(rng, 2)])
    return pick(rng, ["555%s" % digits(rng, 1), "555%s" % digits(rng, 2),
                      "555%s" % digits(rng, 1)])


# ---------------------------------------------------------------- postcodes
def postcode(rng, cc, region=None):
    if cc == "US":
        z = digits(rng, 5, first=str(rng.randrange(1, 10)))
        return z + ("-" + digits(rng, 4) if rng.random() < 0.2 else "")
    if cc == "UK":
        out = letters(rng, pick(rng, [1, 2, 2])) + str(rng.randrange(1, 30))
        return out + " " + str(rng.randrange(10)) + letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ")
    if cc == "IE":
        return (letters(rng, 1, "ACDEFHKNPRTVWXY") + digits(rng, 2) + " " +
                letters(rng, 1, "ACDEFHKNPRTVWXY") + digits(rng, 1) +
                letters(rng, 1, "ACDEFHKNPRTVWXY") + digits(rng, 1))
    if cc == "CA":
        L = "ABCEGHJKLMNPRSTVXY"
        return (letters(rng, 1, L) + digits(rng, 1) + letters(rng, 1, L) + " " +
                digits(rng, 1) + letters(rng, 1, L) + digits(rng, 1))
    if cc == "AU":
        first = {"NSW": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6",
                 "TAS": "7", "ACT": "2", "NT": "0"}.get(region or "", "2")
        return first + digits(rng, 3)
    if cc in ("NZ", "ZA"):
        return digits(rng, 4, first=str(rng.randrange(1, 10)))
    if cc == "IN":
        return digits(rng, 6, first=str(rng.randrange(1, 9)))
    raise ValueError(cc)


# ---------------------------------------------------------------- address
class Address:
    def __init__(self, cc, street, city, region, county, pc, country):
        self.cc = cc
        self.street = street
        self.city = city
        self.region = region  # (name, abbr) or None
        self.county = county
        self.pc = pc
        self.country = country

    def lines(self, rng, with_country=False, abbr=True):
        """List of lines; each line is a list of pieces (str / S)."""
        cc = self.cc
        out = [[S("STREET", self.street)]]
        reg = None
        if self.region:
            reg = S("STATE", self.region[1] if abbr else self.region[0])
        if cc in ("US", "CA", "AU"):
            sep = "  " if cc == "CA" and rng.random() < 0.5 else " "
            out.append([S("CITY", self.city), ", " if cc != "AU" else " ",
                        reg, sep, S("ZIP", self.pc)])
        elif cc == "UK":
            out.append([S("CITY", self.city)])
            if self.county:
                out.append([S("CITY", self.county)])
            out.append([S("ZIP", self.pc)])
        elif cc == "IE":
            out.append([S("CITY", self.city)])
            if self.county:
                out.append([S("CITY", self.county)])
            out.append([S("ZIP", self.pc)])
        elif cc in ("NZ", "ZA"):
            if self.region and rng.random() < 0.3:
                out.append([S("CITY", self.city), ", ", S("STATE", self.region[0])])
                out.append([S("ZIP", self.pc)])
            else:
                out.append([S("CITY", self.city), " ", S("ZIP", self.pc)])
        elif cc == "IN":
            out.append([S("CITY", self.city), " - ", S("ZIP", self.pc)])
            out.append([S("STATE", self.region[0])])
        if with_country:
            out.append([S("COUNTRY", self.country)])
        return out

    def one_line(self, rng, with_country=False, abbr=True):
        pieces = []
        for i, line in enumerate(self.lines(rng, with_country, abbr)):
            if i:
                pieces.append(", ")
            pieces.extend(line)
        return pieces

    def multi(self, rng, with_country=False, indent=""):
        pieces = []
        for line in self.lines(rng, with_country):
            pieces.append(indent)
            pieces.extend(line)
            pieces.append("\n")
        return pieces


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def street_line(rng, cc):
    base = pick(rng, places.STREET_BASE) if rng.random() < 0.6 else \
        pick(rng, places.STREET_LOCAL[cc])
    suf = pick(rng, places.STREET_SUFFIX[cc])
    if base.startswith("Rue ") or cc == "IE" and " " in base and rng.random() < 0.7:
        name = base
    else:
        name = base + " " + suf
    num = str(rng.randrange(1, 400 if cc in ("US", "CA") else 160))
    if cc in ("US", "CA") and rng.random() < 0.4:
        num = str(rng.randrange(100, 9900))
    r = rng.random()
    if cc == "US":
        s = num + " " + name
        if r < 0.25:
            s += pick(rng, [", Apt ", " Apt ", " #", ", Unit "]) + \
                str(rng.randrange(1, 40)) + pick(rng, ["", "B", "C", ""])
        return s
    if cc == "CA":
        if r < 0.2:
            return str(rng.randrange(1, 30)) + "-" + num + " " + name
        return num + " " + name
    if cc == "AU":
        if r < 0.3:
            return pick(rng, ["Unit ", ""]) + str(rng.randrange(1, 20)) + "/" + num + " " + name
        return num + " " + name
    if cc == "UK" or cc == "IE":
        if r < 0.2:
            return "Flat " + str(rng.randrange(1, 30)) + ", " + num + " " + name
        if r < 0.3:
            return pick(rng, ["Apartment ", "Apt "]) + str(rng.randrange(1, 60)) + ", " + name
        if r < 0.36:
            return pick(rng, ["Rose Cottage, ", "The Old Dairy, ", "Ivy House, ",
                              "Hillcrest, "]) + name
        return num + " " + name
    if cc == "NZ":
        if r < 0.25:
            return str(rng.randrange(1, 12)) + "/" + num + " " + name
        return num + pick(rng, ["", "", "A", "B"]) + " " + name
    if cc == "ZA":
        if r < 0.2:
            return "Unit " + str(rng.randrange(1, 40)) + ", " + pick(
                rng, ["Bosveld Estate", "Seaview Mews", "Villa Rosa", "Kiaat Court"]) + \
                ", " + num + " " + name
        return num + " " + name
    if cc == "IN":
        return pick(rng, ["Flat %d, " % rng.randrange(101, 905), "No. %d, " % rng.randrange(1, 300),
                          "#%d, " % rng.randrange(1, 300)]) + \
            pick(rng, ["Sai Residency", "Lotus Apartments", "Ganga Towers",
                       "Sunrise Enclave", "Kaveri Heights"]) + ", " + \
            ordinal(rng.randrange(1, 20)) + " " + \
            pick(rng, ["Cross", "Main"]) + ", " + pick(rng, places.STREET_LOCAL["IN"]) + " Road"
    raise ValueError(cc)


def make_address(rng, cc, city=None):
    city = city or pick(rng, places.CITIES[cc])
    region = pick(rng, places.REGIONS[cc]) if places.REGIONS[cc] else None
    county = None
    if cc == "IE" and rng.random() < 0.85:
        county = pick(rng, places.COUNTIES["IE"])
    if cc == "UK" and rng.random() < 0.3:
        county = pick(rng, places.COUNTIES["UK"])
    pc = postcode(rng, cc, region[1] if region else None)
    return Address(cc, street_line(rng, cc), city, region, county, pc,
                   pick(rng, places.COUNTRY_NAMES[cc]))


# ---------------------------------------------------------------- identifiers
def mrn(rng, cc):
    """(label, value) for the local hospital record number."""
    if cc == "US":
        return pick(rng, [("MRN", digits(rng, 8, "0")), ("MRN", digits(rng, 7)),
                          ("MR#", "E" + digits(rng, 7))])
    if cc == "UK":
        return pick(rng, [("Hospital No", letters(rng, 1) + digits(rng, 7)),
                          ("Hosp No", "RX" + digits(rng, 6)),
                          ("Unit No", digits(rng, 6, "2") + letters(rng, 1))])
    if cc == "IE":
        return pick(rng, [("MRN", digits(rng, 7, "0")), ("Chart No", digits(rng, 6)),
                          ("MRN", digits(rng, 8))])
    if cc == "CA":
        return pick(rng, [("MRN", digits(rng, 7)), ("Chart #", "MR" + digits(rng, 8))])
    if cc == "AU":
        return pick(rng, [("UR", digits(rng, 7)), ("URN", digits(rng, 8, "0")),
                          ("MRN", digits(rng, 6))])
    if cc == "NZ":
        return pick(rng, [("Hosp No", digits(rng, 7)), ("MRN", "W" + digits(rng, 6))])
    if cc == "ZA":
        return pick(rng, [("Hosp No", digits(rng, 8)),
                          ("Folder No", "%s/%s" % (digits(rng, 4, "2"), digits(rng, 5)))])
    if cc == "IN":
        return pick(rng, [("UHID", "%s-%s" % (digits(rng, 4, "2"), digits(rng, 7))),
                          ("CR No", digits(rng, 11, "2")), ("MRD No", digits(rng, 8))])
    raise ValueError(cc)


def national_health_no(rng, cc, dob=None):
    """National patient identifiers, annotated MRN. None where not used."""
    if cc == "UK":
        if dob is not None and rng.random() < 0.15:
            return ("CHI", "%02d%02d%02d%s" % (dob.day, dob.month, dob.year % 100, digits(rng, 4)))
        return ("NHS No", "999 %s %s" % (digits(rng, 3), digits(rng, 4)))
    if cc == "NZ":
        return ("NHI", letters(rng, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + digits(rng, 4))
    if cc == "IE" and rng.random() < 0.3:
        return ("IHI", digits(rng, 10, "9"))
    return None


def ssn(rng, cc):
    if cc == "US":
        return ("SSN", "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4)))
    if cc == "CA":
        return ("SIN", pick(rng, ["9%s %s %s", "9%s-%s-%s"]) % (digits(rng, 2), digits(rng, 3), digits(rng, 3)))
    if cc == "IE":
        return ("PPSN", "9" + digits(rng, 6) + letters(rng, pick(rng, [1, 2])))
    if cc == "AU":
        return ("TFN", "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3)))
    if cc == "NZ":
        return ("IRD no.", "9%s-%s-%s" % (digits(rng, 1), digits(rng, 3), digits(rng, 3)))
    if cc == "IN":
        return ("Aadhaar", "9%s %s %s" % (digits(rng, 3), digits(rng, 4), digits(rng, 4)))
    return None


def healthplan(rng, cc, region=None):
    """(label, value)"""
    if cc == "US":
        return pick(rng, [("Member ID", letters(rng, 3) + digits(rng, 9)),
                          ("Medicaid ID", digits(rng, 9, "4") + letters(rng, 1)),
                          ("Subscriber ID", "W" + digits(rng, 9)),
                          ("Group #", digits(rng, 5) + "-" + digits(rng, 3))])
    if cc == "CA":
        prov = region or "ON"
        if prov == "ON":
            return ("OHIP", "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2)))
        if prov == "BC":
            return ("PHN", "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3)))
        if prov == "QC":
            return ("RAMQ", "%s %s %s" % (letters(rng, 4), digits(rng, 4), digits(rng, 4)))
        return ("Health card", "%s-%s" % (digits(rng, 5), digits(rng, 4)))
    if cc == "AU":
        return pick(rng, [("Medicare", "%s %s %s" % (digits(rng, 4, str(rng.randrange(2, 7))), digits(rng, 5), digits(rng, 1))),
                          ("Medicare No", "%s%s/%s" % (digits(rng, 4, "2"), digits(rng, 6), rng.randrange(1, 6))),
                          ("Health fund member", digits(rng, 8))])
    if cc == "UK":
        return ("Policy no", "%s-%s" % (letters(rng, 2), digits(rng, 7)))
    if cc == "IE":
        return pick(rng, [("Medical card no", digits(rng, 7) + letters(rng, 1)),
                          ("GMS no", digits(rng, 8)),
                          ("Member no", "HH" + digits(rng, 7))])
    if cc == "NZ":
        return ("Policy", "%s-%s" % (letters(rng, 3), digits(rng, 6)))
    if cc == "ZA":
        return ("Medical aid no", letters(rng, 3) + digits(rng, 8))
    if cc == "IN":
        return ("Policy No", "%s/%s/%s" % (letters(rng, 3), digits(rng, 4, "2"), digits(rng, 6)))
    raise ValueError(cc)


def account(rng, cc):
    return pick(rng, [("Encounter #", digits(rng, 9, "4")), ("Visit No", "V" + digits(rng, 8)),
                      ("CSN", digits(rng, 10, "1")), ("Episode No", digits(rng, 7)),
                      ("Acct #", "%s-%s" % (digits(rng, 4), digits(rng, 4))),
                      ("FIN", digits(rng, 10))] if cc in ("US", "CA") else
                [("Episode No", digits(rng, 8)), ("Visit No", digits(rng, 9)),
                 ("Encounter No", "E" + digits(rng, 8)), ("Billing ref", "%s/%s" % (letters(rng, 2), digits(rng, 6))),
                 ("Admission No", digits(rng, 7, "7"))])


def accession(rng, prefix, year=None):
    yy = "%02d" % (year % 100) if year else digits(rng, 2, "2")
    return "%s%s-%s" % (prefix, yy, digits(rng, 5))


def licence(rng, cc, role="doctor"):
    """(label, value) professional registration, annotated LICENSE."""
    nurse = role == "nurse"
    if cc == "US":
        if nurse:
            return ("RN Lic", "RN" + digits(rng, 7))
        return pick(rng, [("NPI", digits(rng, 10, "1")), ("NPI", digits(rng, 10, "1")),
                          ("DEA", letters(rng, 2) + digits(rng, 7))])
    if cc == "UK":
        if nurse:
            return ("NMC PIN", "%s%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 4), letters(rng, 1)))
        return ("GMC", digits(rng, 7, str(rng.randrange(3, 8))))
    if cc == "IE":
        return ("NMBI PIN", digits(rng, 6)) if nurse else ("IMC", digits(rng, 6, "4"))
    if cc == "CA":
        return ("CNO #", digits(rng, 7)) if nurse else pick(rng, [("CPSO #", digits(rng, 5)), ("CPSBC", digits(rng, 5)), ("CMQ", digits(rng, 5))])
    if cc == "AU":
        return ("AHPRA", ("NMW" if nurse else "MED") + digits(rng, 10, "0"))
    if cc == "NZ":
        return ("NCNZ", digits(rng, 6)) if nurse else ("MCNZ", digits(rng, 5))
    if cc == "ZA":
        return ("SANC", digits(rng, 8, "1")) if nurse else ("HPCSA", "MP " + digits(rng, 7, "0"))
    if cc == "IN":
        return ("Reg. No", "%s/%s" % (digits(rng, 5), digits(rng, 4, "2"))) if nurse else \
            pick(rng, [("KMC Reg", digits(rng, 5)), ("TNMC Reg", digits(rng, 5)), ("MCI Reg", digits(rng, 6))])
    raise ValueError(cc)


def driving_licence(rng, cc, person=None):
    if cc == "US":
        return letters(rng, 1) + digits(rng, 3) + "-" + digits(rng, 4) + "-" + digits(rng, 4)
    if cc == "UK":
        sur = (person.last.upper().replace(" ", "").replace("'", "") + "99999")[:5] if person else letters(rng, 5)
        sur = "".join(c if "A" <= c <= "Z" else "9" for c in sur)
        return sur + digits(rng, 6) + letters(rng, 2) + digits(rng, 1) + letters(rng, 2)
    if cc == "IE":
        return digits(rng, 9)
    if cc == "CA":
        return "%s%s-%s-%s" % (letters(rng, 1), digits(rng, 4), digits(rng, 5), digits(rng, 5))
    if cc == "AU":
        return digits(rng, 8)
    if cc == "NZ":
        return letters(rng, 2) + digits(rng, 6)
    if cc == "ZA":
        return digits(rng, 10) + letters(rng, 2)
    if cc == "IN":
        return "%s%s %s" % (letters(rng, 2), digits(rng, 2), digits(rng, 11))
    raise ValueError(cc)


def plate(rng, cc):
    if cc == "US":
        return pick(rng, [digits(rng, 1, "7") + letters(rng, 3) + digits(rng, 3),
                          letters(rng, 3) + "-" + digits(rng, 4)])
    if cc == "UK":
        return letters(rng, 2) + digits(rng, 2) + " " + letters(rng, 3)
    if cc == "IE":
        return "%s-%s-%s" % (pick(rng, ["191", "202", "212", "231", "162", "181"]),
                             pick(rng, ["D", "C", "G", "MH", "KE", "WX", "L", "LH"]),
                             digits(rng, pick(rng, [4, 5])))
    if cc == "CA":
        return letters(rng, 4) + " " + digits(rng, 3)
    if cc == "AU":
        return pick(rng, [letters(rng, 3) + "-" + digits(rng, 3),
                          digits(rng, 1) + letters(rng, 3) + " " + digits(rng, 3)])
    if cc == "NZ":
        return letters(rng, 3) + digits(rng, 3)
    if cc == "ZA":
        return pick(rng, [letters(rng, 2) + " " + digits(rng, 2) + " " + letters(rng, 2) + " GP",
                          "CA " + digits(rng, 3) + "-" + digits(rng, 3),
                          "ND " + digits(rng, 6)])
    if cc == "IN":
        return "%s %s %s %s" % (pick(rng, ["KA", "TN", "KL", "MH", "TS"]), digits(rng, 2),
                                letters(rng, 2), digits(rng, 4))
    raise ValueError(cc)


def vin(rng):
    pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(pool[rng.randrange(len(pool))] for _ in range(17))


def private_ip(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))


EMAIL_DOMAINS = ["example.com", "example.org", "example.net"]


def _ascii(s):
    tr = {"á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u", "Á": "a", "É": "e",
          "Í": "i", "Ó": "o", "Ú": "u", "ā": "a", "ē": "e", "ī": "i", "ō": "o",
          "ū": "u", "Ō": "o", "Ā": "a", "ç": "c", "ê": "e", "è": "e", "ô": "o",
          "â": "a", "ñ": "n", "ł": "l", "ś": "s", "ż": "z", "ą": "a", "ę": "e",
          "ó": "o", "ń": "n", "ø": "o", "ä": "a", "ö": "o", "ü": "u", "ß": "ss",
          "ć": "c", "š": "s", "ž": "z", "õ": "o"}
    out = []
    for ch in s.lower():
        ch = tr.get(ch, ch)
        if ch.isalnum() and ch.isascii():
            out.append(ch)
        elif ch in " -'" and out and out[-1] != ".":
            pass
    return "".join(out)


def person_email(rng, person, sub=None):
    f, l = _ascii(person.first), _ascii(person.last)
    local = pick(rng, [f + "." + l, f[0] + l, f + l[0] + digits(rng, 2),
                       f + "_" + l, l + "." + f[0], f + digits(rng, 4, "1")])
    dom = pick(rng, EMAIL_DOMAINS)
    if sub:
        dom = sub + "." + dom
    return local + "@" + dom


def username(rng, person):
    f, l = _ascii(person.first), _ascii(person.last)
    return pick(rng, [f[0] + l, f[0] + l + digits(rng, 1), l[:6] + f[0],
                      f + "." + l, (f[0] + l[:5]).upper(), f[:3] + l[:3] + digits(rng, 2)])
