"""Invented PHI value generators, per locale.  Contact data only from fictional ranges:
UK Ofcom drama numbers (020 7946 0xxx, 0161 496 0xxx, 0113 496 0xxx, 07700 900xxx), Australian
0491 570 xxx, North American 555-01xx, an invented 555 block elsewhere; e-mail and web only on
example.com / example.org / example.net; IP addresses only in private ranges.
"""
import datetime as dt
import string

import pools
from doc import S, Person

LETTERS = string.ascii_uppercase
PC_IN = "ABDEFGHJLNPQRSTUWXYZ"  # UK inward letters


def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def wchoice(rng, d):
    keys = list(d.keys())
    tot = sum(d[k] for k in keys)
    r = rng.random() * tot
    for k in keys:
        r -= d[k]
        if r < 0:
            return k
    return keys[-1]


# ---------------------------------------------------------------- identifiers shared across locales
def nhs_style(rng, fmt=None):
    """10-digit number beginning 999 with a valid modulus-11 check digit."""
    while True:
        body = "999" + digits(rng, 6)
        tot = sum(int(c) * w for c, w in zip(body, range(10, 1, -1)))
        chk = 11 - tot % 11
        if chk == 11:
            chk = 0
        if chk == 10:
            continue
        num = body + str(chk)
        break
    fmt = fmt or rng.choice(["sp", "sp", "sp", "plain", "dash"])
    if fmt == "sp":
        return "%s %s %s" % (num[:3], num[3:6], num[6:])
    if fmt == "dash":
        return "%s-%s-%s" % (num[:3], num[3:6], num[6:])
    return num


def ni_number(rng):
    d = digits(rng, 6)
    suf = rng.choice("ABCD")
    if rng.random() < 0.6:
        return "QQ %s %s %s %s" % (d[:2], d[2:4], d[4:], suf)
    return "QQ%s%s" % (d, suf)


def us_ssn(rng):
    return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))


def vin(rng):
    chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(rng.choice(chars) for _ in range(17))


def ip_private(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))


def email_for(rng, given, surname, domain=None):
    g = given.lower().replace("'", "").replace(" ", "").replace("-", "")
    s = surname.lower().replace("'", "").replace(" ", "").replace("-", "")
    dom = domain or rng.choice(["example.com", "example.org", "example.net", "nhs.example.net",
                                "mail.example.com", "health.example.org"])
    local = rng.choice(["%s.%s" % (g, s), "%s%s" % (g[0], s), "%s.%s%d" % (g, s, rng.randrange(1, 99)),
                        "%s_%s" % (s, g[0]), "%s%s" % (g, s[:3])])
    return "%s@%s" % (local, dom)


def username_for(rng, given, surname):
    g = given.lower().replace("'", "").replace(" ", "").replace("-", "")
    s = surname.lower().replace("'", "").replace(" ", "").replace("-", "")
    return rng.choice(["%s%s" % (g[0], s), "%s%s%d" % (g[0], s, rng.randrange(1, 20)), "%s.%s" % (g, s),
                       "%s%s" % (s[:5], g[0]), "%s_%s" % (g, s[0]), "%s%s%02d" % (s[:4], g[:2], rng.randrange(100))])


def slug(x):
    return "".join(c for c in x.lower() if c.isalnum())


def org_url(rng, name):
    sl = slug(name)[:18]
    return rng.choice(["www.%s.example.org" % sl, "https://www.example.org/%s" % sl,
                       "www.example.net/%s" % sl, "https://%s.example.com" % sl,
                       "http://www.example.com/%s/contact" % sl])


def device_serial(rng):
    k = rng.randrange(6)
    if k == 0:
        return "%s%s" % ("".join(rng.choice(LETTERS) for _ in range(3)), digits(rng, 6))
    if k == 1:
        return "SN%s-%s" % (digits(rng, 4), digits(rng, 4))
    if k == 2:
        return "%s%sH" % ("".join(rng.choice(LETTERS) for _ in range(2)), digits(rng, 7))
    if k == 3:
        return "%s-%s-%s" % (digits(rng, 3), "".join(rng.choice(LETTERS) for _ in range(2)), digits(rng, 5))
    if k == 4:
        return "PJN%s" % digits(rng, 6)
    return "%s%s%s" % (rng.choice(LETTERS), digits(rng, 8), rng.choice(LETTERS))


def bioid(rng, kind="any"):
    """biometric identifiers: fingerprint, DNA profile, iris, palm-vein, voiceprint references"""
    if kind == "any":
        kind = rng.choice(["fp", "fp", "dna", "iris", "palm", "voice"])
    if kind == "fp":
        return rng.choice(["FP-%s" % digits(rng, 5), "FPT%s" % digits(rng, 7), "F%s-%s" % (digits(rng, 2), digits(rng, 6))])
    if kind == "dna":
        return rng.choice(["DNA-%s-%s" % (digits(rng, 2), digits(rng, 5)), "DN%s%s" % (digits(rng, 6), rng.choice(LETTERS))])
    if kind == "iris":
        return "IRX%s%s" % (rng.choice(LETTERS), digits(rng, 5))
    if kind == "palm":
        return "PV-%s-%s" % ("".join(rng.choice(LETTERS) for _ in range(2)), digits(rng, 4))
    return "VP%s" % digits(rng, 8)


def accession(rng):
    k = rng.randrange(5)
    if k == 0:
        return "%s%02d-%s" % (rng.choice(["H", "S", "C", "M", "B"]), rng.randrange(19, 27), digits(rng, 5))
    if k == 1:
        return "%s%s" % (rng.choice(["LAB", "ORD", "REQ", "SPN"]), digits(rng, 7))
    if k == 2:
        return "%s/%s" % (digits(rng, 2), digits(rng, 6))
    if k == 3:
        return "X%s%s" % (digits(rng, 6), rng.choice(LETTERS))
    return "%s%s" % (digits(rng, 4), digits(rng, 4))


def account(rng):
    k = rng.randrange(4)
    if k == 0:
        return "ENC-%s" % digits(rng, 8)
    if k == 1:
        return "%s-%s" % (digits(rng, 4), digits(rng, 4))
    if k == 2:
        return "ATT%s" % digits(rng, 7)
    return "V%s" % digits(rng, 9)


def uk_driving_licence(rng, surname, dob, sex):
    s = (surname.upper().replace("'", "").replace(" ", "").replace("-", "") + "99999")[:5]
    yy = dob.year % 100
    mm = dob.month + (50 if sex == "F" else 0)
    return "%s%d%02d%02d%d%s%s%s" % (s, yy // 10, mm, dob.day, yy % 10,
                                       "".join(rng.choice(LETTERS) for _ in range(2)), rng.choice("9"),
                                       "".join(rng.choice(LETTERS) for _ in range(2)))


def uk_plate(rng, nir=False):
    if nir:
        return "%s%s %s" % ("".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXY") for _ in range(2)), "Z",
                            str(rng.randrange(100, 9999)))
    age = rng.choice(["12", "15", "16", "17", "18", "19", "20", "21", "22", "23", "24", "63", "65", "66",
                      "67", "68", "69", "70", "71", "72", "73"])
    a = "".join(rng.choice("ABCDEFGHJKLMNOPRSTUVWXY") for _ in range(2))
    b = "".join(rng.choice("ABCDEFGHJKLMNOPRSTUVWXYZ") for _ in range(3))
    return "%s%s %s" % (a, age, b)


# ---------------------------------------------------------------- locale base
class Locale:
    code = "XX"
    country = ""
    meta = ""
    region_kind = "county"   # what the region field is
    nation_label = None

    def __init__(self, rng):
        self.rng = rng

    # places
    def town(self):
        return self.rng.choice(pools.TOWNS[self.code])

    def street(self):
        rng = self.rng
        name = "%s %s" % (rng.choice(pools.STREET_WORDS), rng.choice(pools.STREET_SUFFIX["UK"]))
        n = rng.randrange(1, 220)
        k = rng.random()
        if k < 0.12:
            return "Flat %d, %d %s" % (rng.randrange(1, 30), n, name)
        if k < 0.17:
            return "%d%s %s" % (n, rng.choice("ab"), name)
        if k < 0.21:
            return "%s Cottage, %s" % (rng.choice(pools.TREES), name)
        return "%d %s" % (n, name)

    def region(self):
        return self.rng.choice(pools.COUNTIES[self.code])

    def office_street(self):
        rng = self.rng
        if rng.random() < 0.3:
            return "%s House, %d %s Street" % (rng.choice(pools.STREET_WORDS), rng.randrange(1, 120), rng.choice(pools.STREET_WORDS))
        return "%d %s %s" % (rng.randrange(1, 120), rng.choice(pools.STREET_WORDS),
                             rng.choice(["Street", "Road", "Square", "Place", "Quay", "Row"]))

    def region_type(self):
        return "CITY"  # county is annotated CITY per the guideline (town, city, county)

    def postcode(self):
        rng = self.rng
        area = rng.choice(pools.UK_PC_AREAS[self.code])
        dist = rng.randrange(1, 30) if len(area) == 2 else rng.randrange(1, 60)
        return "%s%d %d%s%s" % (area, dist, rng.randrange(1, 10), rng.choice(PC_IN), rng.choice(PC_IN))

    def address(self, with_region=None):
        a = {"street": self.street(), "town": self.town(), "postcode": self.postcode(), "region": None}
        if with_region is None:
            with_region = self.rng.random() < 0.35
        if with_region:
            a["region"] = self.region()
        return a

    def addr_frags(self, a, sep=", ", style=None):
        out = [S("STREET", a["street"]), sep, S("CITY", a["town"])]
        if a.get("region"):
            out += [sep, S(self.region_type(), a["region"])]
        out += [sep if sep != ", " else ", " if self.rng.random() < 0.6 else " ", S("ZIP", a["postcode"])]
        return out

    # contacts
    def phone(self, kind="land"):
        rng = self.rng
        if kind == "mobile" or (kind == "land" and rng.random() < 0.25):
            n = "%03d" % rng.randrange(0, 1000)
            return rng.choice(["07700 900%s" % n, "07700 900 %s" % n, "07700900%s" % n, "+44 7700 900%s" % n])
        n = "%03d" % rng.randrange(0, 1000)
        k = rng.randrange(3)
        if k == 0:
            return rng.choice(["020 7946 0%s" % n, "(020) 7946 0%s" % n, "+44 20 7946 0%s" % n,
                               "0207 946 0%s" % n])
        if k == 1:
            return rng.choice(["0161 496 0%s" % n, "(0161) 496 0%s" % n, "+44 161 496 0%s" % n,
                               "01614960%s" % n])
        return rng.choice(["0113 496 0%s" % n, "(0113) 496 0%s" % n, "+44 113 496 0%s" % n, "0113 4960%s" % n])

    def phone_ext(self):
        p = self.phone("land")
        if p.startswith("07") or p.startswith("+44 7"):
            return p
        return p + self.rng.choice([" ext %d" % self.rng.randrange(2000, 8999), " ext. %d" % self.rng.randrange(100, 999),
                                    " x%d" % self.rng.randrange(2000, 8999)])

    def bleep(self):
        return self.rng.choice(["%d" % self.rng.randrange(1000, 9999), "%d" % self.rng.randrange(100, 999),
                                "%d-%d" % (self.rng.randrange(1, 9), self.rng.randrange(1000, 9999))])

    # ids
    def health_id(self):
        """(label, value, type) for the national health identifier"""
        return ("NHS No", nhs_style(self.rng), "MRN")

    def hosp_no(self):
        rng = self.rng
        k = rng.randrange(4)
        if k == 0:
            return "%s%s" % ("".join(rng.choice(LETTERS) for _ in range(3)), digits(rng, 7))
        if k == 1:
            return "%s%s" % (rng.choice(LETTERS), digits(rng, 6))
        if k == 2:
            return "%s" % digits(rng, 8)
        return "%s%s%s" % (rng.choice(LETTERS), digits(rng, 6), rng.choice(LETTERS))

    def nat_id(self):
        """(label, value) social security / national insurance; type SSN"""
        return ("NI No", ni_number(self.rng))

    def insurance(self):
        """(label, value) HEALTHPLAN"""
        rng = self.rng
        return (rng.choice(["Policy No", "Policy number", "Membership No"]),
                "%s%s" % ("".join(rng.choice(LETTERS) for _ in range(rng.choice([2, 3]))), digits(rng, 7)))

    def doc_licence(self):
        return ("GMC No", digits(self.rng, 7))

    def nurse_licence(self):
        rng = self.rng
        return ("NMC PIN", "%s%s%s%s" % (digits(rng, 2), rng.choice(LETTERS), digits(rng, 4), rng.choice("ABCDEFGH")))

    def para_licence(self):
        return ("HCPC", "PA%s" % digits(self.rng, 5 + self.rng.randrange(2)))

    def drive_licence(self, person, dob):
        return uk_driving_licence(self.rng, person.surname, dob, person.sex)

    def plate(self):
        return uk_plate(self.rng)

    # organisations
    def trust(self):
        rng = self.rng
        r = rng.choice(pools.REGION_WORDS)
        return rng.choice(["%s NHS Foundation Trust" % r, "%s Teaching Hospitals NHS Trust" % r,
                           "%s Hospitals NHS Foundation Trust" % r, "%s Healthcare NHS Trust" % r])

    def mh_trust(self):
        r = self.rng.choice(pools.REGION_WORDS)
        return self.rng.choice(["%s Partnership NHS Foundation Trust" % r, "%s Mental Health NHS Trust" % r,
                                "%s Care NHS Foundation Trust" % r])

    def ambulance_service(self):
        r = self.rng.choice(pools.REGION_WORDS)
        return "%s Ambulance Service NHS Trust" % r

    def council(self, town=None):
        t = town or self.town()
        return self.rng.choice(["%s Borough Council" % t, "%s City Council" % t, "%s County Council" % t,
                                "%s Metropolitan Borough Council" % t])

    def police(self):
        r = self.rng.choice(pools.REGION_WORDS)
        return self.rng.choice(["%s Constabulary" % r, "%s Police" % r])

    def hospital(self, town=None):
        rng = self.rng
        t = town or self.town()
        return rng.choice(["%s General Hospital" % t, "Royal %s Infirmary" % t, "%s Community Hospital" % t,
                           "St %s's Hospital" % rng.choice(pools.SAINTS), "%s District General Hospital" % t,
                           "%s University Hospital" % t, "St. %s's Hospital" % rng.choice(pools.SAINTS),
                           "%s Memorial Hospital" % rng.choice(pools.WARD_PEOPLE)])

    def practice(self, town=None):
        rng = self.rng
        t = town or self.town()
        return rng.choice(["%s Surgery" % rng.choice(pools.STREET_WORDS), "%s Medical Practice" % t,
                           "The %s Practice" % rng.choice(pools.TREES), "%s Health Centre" % t,
                           "%s Road Surgery" % rng.choice(pools.STREET_WORDS), "%s Medical Centre" % t,
                           "%s Lane Surgery" % rng.choice(pools.STREET_WORDS), "%s Group Practice" % t])

    def care_home(self):
        rng = self.rng
        return rng.choice(["%s Court Care Home" % rng.choice(pools.TREES), "%s House Nursing Home" % rng.choice(pools.STREET_WORDS),
                           "The %s" % rng.choice(["Laurels", "Cedars", "Beeches", "Willows", "Firs", "Limes", "Hollies"]),
                           "%s Lodge" % rng.choice(pools.STREET_WORDS), "%s Manor Residential Home" % rng.choice(pools.TREES),
                           "%s View Care Centre" % rng.choice(pools.STREET_WORDS)])

    def pharmacy(self):
        rng = self.rng
        return rng.choice(["%s Pharmacy" % rng.choice(pools.STREET_WORDS), "%s Chemist" % rng.choice(pools.TREES),
                           "%s Late Night Pharmacy" % self.town()])

    def hospice(self):
        return "%s Hospice" % self.rng.choice(pools.SAINTS + pools.TREES)

    def mh_unit(self):
        rng = self.rng
        return rng.choice(["%s House" % rng.choice(pools.WARD_PEOPLE), "%s Centre" % rng.choice(pools.SAINTS),
                           "%s Mental Health Unit" % self.town(), "The %s Unit" % rng.choice(pools.TREES),
                           "%s Psychiatric Unit" % self.town()])

    def ward(self):
        rng = self.rng
        if rng.random() < 0.7:
            return "%s %s" % (rng.choice(pools.WARD_PEOPLE), rng.choice(["Ward", "Ward", "Ward", "Unit", "Suite"]))
        return rng.choice(pools.WARD_OTHER)

    def ooh_service(self):
        return "%s Urgent Treatment Centre" % self.town()

    # employers, schools, churches: half generic, half named after a local town
    def employer(self):
        rng = self.rng
        if rng.random() < 0.45:
            return rng.choice(pools.EMPLOYERS)
        t = self.town()
        return rng.choice(["%s Borough Council" % t, "%s Logistics" % t, "%s Building Supplies" % t, "%s Co-operative Dairy" % t,
                           "%s Bus Company" % t, "%s Leisure Centre" % t, "%s Engineering Ltd" % t, "%s Care Services" % t,
                           "%s Timber Yard" % t, "%s Golf Club" % t, "%s Motors" % t, "%s Hotel" % t, "%s Packaging plc" % t])

    def school(self):
        rng = self.rng
        t = self.town()
        return rng.choice(["%s Primary School" % t, "%s High School" % t, "St %s's RC Primary School" % rng.choice(pools.SAINTS),
                           "%s Academy" % t, "%s Community College" % t, "%s Infant School" % t] + self.school_extra(t))

    def school_extra(self, t):
        return ["%s Church of England Primary" % t]

    def church(self):
        rng = self.rng
        t = self.town()
        return rng.choice(["St %s's Church" % rng.choice(pools.SAINTS), "%s Methodist Church" % t, "%s Baptist Church" % t,
                           "%s Mosque" % t, "Gurdwara Sahib %s" % t, "%s Kingdom Hall" % t, "%s Parish Church" % t,
                           "%s Pentecostal Church" % t, "%s Synagogue" % t])

    def emergency(self):
        return "999"

    def police_title(self):
        return self.rng.choice(["PC", "DC", "Sgt", "PS"])

    def licence_name(self):
        return "General Medical Council"

    def date_styles(self):
        return ["dmy", "dmy", "dmy", "dmy_nz", "dmy_short", "dmy_dot", "long_ord", "long_ord", "long",
                "long", "mon_short", "mon_long", "mon_sp", "upper_mon", "iso", "dmy_dash", "long_of"]


class ENG(Locale):
    code = "ENG"
    meta = "en-GB-ENG"
    country = "England"


class SCT(Locale):
    code = "SCT"
    meta = "en-GB-SCT"
    country = "Scotland"

    def school_extra(self, t):
        return ["%s Academy" % t, "%s Grammar School" % t]

    def health_id(self):
        return ("CHI", nhs_style(self.rng, fmt=self.rng.choice(["plain", "plain", "sp"])), "MRN")

    def street(self):
        rng = self.rng
        name = "%s %s" % (rng.choice(pools.STREET_WORDS), rng.choice(pools.STREET_SUFFIX["SCT"]))
        n = rng.randrange(1, 200)
        if rng.random() < 0.2:
            return "Flat %d/%d, %d %s" % (rng.randrange(0, 4), rng.randrange(1, 4), n, name)
        return "%d %s" % (n, name)

    def trust(self):
        r = self.rng.choice(pools.REGION_WORDS)
        return "NHS %s" % r

    mh_trust = trust

    def ambulance_service(self):
        return "%s Ambulance Service" % self.rng.choice(["Highland and Islands", "Lowland", "Caledonian Coast",
                                                         "North Forth"])

    def council(self, town=None):
        t = town or self.town()
        return "%s Council" % t

    def hospital(self, town=None):
        rng = self.rng
        t = town or self.town()
        return rng.choice(["%s Royal Hospital" % t, "Royal %s Infirmary" % t, "%s Community Hospital" % t,
                           "St %s's Hospital" % rng.choice(pools.SAINTS), "%s General Hospital" % t,
                           "%s Cottage Hospital" % t])

    def ooh_service(self):
        return "%s Out of Hours Centre" % self.town()


class WLS(Locale):
    code = "WLS"
    meta = "en-GB-WLS"
    country = "Wales"

    def school_extra(self, t):
        return ["Ysgol Gynradd %s" % t, "Ysgol %s" % t]

    def street(self):
        rng = self.rng
        if rng.random() < 0.35:
            return "%d %s" % (rng.randrange(1, 120), rng.choice(pools.WELSH_STREETS))
        return Locale.street(self)

    def trust(self):
        r = self.rng.choice(["Tywi", "Dyfi Valley", "Severn Marches", "Caradon", "Glyndwr Coast", "Teifi"])
        return "%s University Health Board" % r

    mh_trust = trust

    def ambulance_service(self):
        return "%s Ambulance Service NHS Trust" % self.rng.choice(["Cymru West", "Dyfi", "Teifi and Tywi"])

    def hospital(self, town=None):
        rng = self.rng
        t = town or self.town()
        return rng.choice(["Ysbyty %s" % t, "%s General Hospital" % t, "%s Community Hospital" % t,
                           "Ysbyty %s" % rng.choice(["Gwynfor", "Aneurin", "Glan Tywi", "Cwm Derwen", "Bryn Celyn"]),
                           "St %s's Hospital" % rng.choice(["Teilo", "Padarn", "Gwenfrewi", "David"])])

    def council(self, town=None):
        t = town or self.town()
        return "%s County Borough Council" % t


class NIR(Locale):
    code = "NIR"
    meta = "en-GB-NIR"
    country = "Northern Ireland"

    def school_extra(self, t):
        return ["%s Integrated College" % t, "St %s's Primary School" % self.rng.choice(pools.SAINTS)]

    def health_id(self):
        return ("H&C No", nhs_style(self.rng), "MRN")

    def phone(self, kind="land"):
        if kind == "land" and self.rng.random() < 0.6:
            kind = "mobile"
        return Locale.phone(self, kind)

    def postcode(self):
        rng = self.rng
        return "BT%d %d%s%s" % (rng.randrange(1, 95), rng.randrange(1, 10), rng.choice(PC_IN), rng.choice(PC_IN))

    def trust(self):
        r = self.rng.choice(["Mourne and Lagan", "Foyle Valley", "Sperrin", "Lough Neagh", "Antrim Coast"])
        return "%s Health and Social Care Trust" % r

    mh_trust = trust

    def ambulance_service(self):
        return "Ulster Coast Ambulance Service"

    def plate(self):
        return uk_plate(self.rng, nir=True)

    def council(self, town=None):
        t = town or self.town()
        return "%s District Council" % t

    def hospital(self, town=None):
        rng = self.rng
        t = town or self.town()
        return rng.choice(["%s Area Hospital" % t, "%s Royal Hospital" % t, "%s Community Hospital" % t,
                           "Mater %s Hospital" % t, "St %s's Hospital" % rng.choice(pools.SAINTS)])


class IE(Locale):
    code = "IE"
    meta = "en-IE"
    country = "Ireland"

    def school_extra(self, t):
        return ["%s National School" % t, "Scoil %s" % self.rng.choice(["Bhride", "Mhuire", "Eanna", "Chiarain"]), "%s Community School" % t]

    def emergency(self):
        return self.rng.choice(["999", "112"])

    def police_title(self):
        return self.rng.choice(["Garda", "Sergeant", "Detective Garda"])

    def licence_name(self):
        return "Irish Medical Council"

    def postcode(self):
        rng = self.rng
        chars = "ACDEFHKNPRTVWXY0123456789"
        return "%s %s" % (rng.choice(pools.EIR_KEYS), "".join(rng.choice(chars) for _ in range(4)))

    def address(self, with_region=None):
        a = Locale.address(self, with_region=True if with_region is None else with_region)
        if self.rng.random() < 0.25:
            a["postcode"] = None
        return a

    def addr_frags(self, a, sep=", ", style=None):
        out = [S("STREET", a["street"]), sep, S("CITY", a["town"])]
        if a.get("region"):
            out += [sep, S("CITY", a["region"])]
        if a.get("postcode"):
            out += [sep, S("ZIP", a["postcode"])]
        return out

    def phone(self, kind="land"):
        rng = self.rng
        n = "%03d" % rng.randrange(0, 1000)
        if kind == "mobile" or (kind == "land" and rng.random() < 0.4):
            p = rng.choice(["083", "085", "086", "087", "089"])
            return rng.choice(["%s 555 0%s" % (p, n), "+353 %s 555 0%s" % (p[1:], n), "%s-5550%s" % (p, n)])
        a = rng.choice(["01", "021", "091", "061", "071", "065", "066"])
        return rng.choice(["(%s) 555 0%s" % (a, n), "%s 555 0%s" % (a, n), "+353 %s 555 0%s" % (a[1:], n)])

    def health_id(self):
        rng = self.rng
        if rng.random() < 0.5:
            return ("MRN", digits(rng, 7), "MRN")
        return ("Hospital No", "%s%s" % (rng.choice("HKMT"), digits(rng, 6)), "MRN")

    def nat_id(self):
        rng = self.rng
        return ("PPSN", "%s%s%s" % (digits(rng, 7), rng.choice("ABCDEFGHJKLMNPTWX"), rng.choice(["", "A", "W", "H"])))

    def insurance(self):
        rng = self.rng
        if rng.random() < 0.5:
            return ("Medical Card No", "%s%s%s" % (digits(rng, 6), rng.choice(LETTERS), rng.choice(LETTERS)))
        return ("Policy No", "CRB-%s-%s" % (digits(rng, 4), digits(rng, 5)))

    def doc_licence(self):
        return ("IMC No", digits(self.rng, 6))

    def nurse_licence(self):
        return ("NMBI PIN", digits(self.rng, 6))

    def para_licence(self):
        return ("PHECC Reg", "%d-%s" % (self.rng.randrange(1, 9), digits(self.rng, 5)))

    def drive_licence(self, person, dob):
        return "%s" % digits(self.rng, 9)

    def plate(self):
        rng = self.rng
        return "%d%s-%s-%s" % (rng.randrange(12, 25), rng.choice(["1", "2", ""]),
                               rng.choice(["D", "C", "G", "KY", "MO", "CE", "LK", "WX", "SO", "TS"]),
                               str(rng.randrange(1, 99999)))

    def trust(self):
        r = self.rng.choice(["Shannon Valley", "Western Lakes", "Corrib", "South Munster", "Boyne"])
        return "%s Hospital Group" % r

    mh_trust = trust

    def ambulance_service(self):
        return "%s Ambulance Service" % self.rng.choice(["Western Lakes", "Munster Coast", "Midland Plains"])

    def council(self, town=None):
        t = town or self.town()
        return "%s County Council" % t

    def police(self):
        return "%s Garda Division" % self.town()

    def hospital(self, town=None):
        rng = self.rng
        t = town or self.town()
        return rng.choice(["University Hospital %s" % t, "%s Regional Hospital" % t, "Mater %s" % t,
                           "St %s's Hospital" % rng.choice(["Enda", "Kieran", "Brigid", "Columba"]),
                           "%s General Hospital" % t, "%s Community Nursing Unit" % t])

    def practice(self, town=None):
        rng = self.rng
        t = town or self.town()
        return rng.choice(["%s Medical Centre" % t, "%s Family Practice" % t, "The %s Clinic" % rng.choice(pools.TREES),
                           "%s Primary Care Centre" % t, "%s Street Surgery" % rng.choice(pools.STREET_WORDS)])

    def ooh_service(self):
        return rng_choice_safe(self.rng, ["%s Doc" % self.town(), "%s Out of Hours Co-op" % self.town()])


def rng_choice_safe(rng, seq):
    return rng.choice(seq)


class AU(Locale):
    code = "AU"
    meta = "en-AU"
    country = "Australia"

    def school_extra(self, t):
        return ["%s Public School" % t, "%s State High School" % t]

    def emergency(self):
        return "000"

    def police_title(self):
        return self.rng.choice(["Constable", "Senior Constable", "Detective Sergeant"])

    def licence_name(self):
        return "AHPRA"

    def __init__(self, rng):
        Locale.__init__(self, rng)
        self.st = rng.choice(pools.AU_STATES)

    def street(self):
        rng = self.rng
        name = "%s %s" % (rng.choice(pools.STREET_WORDS), rng.choice(pools.STREET_SUFFIX["AU"]))
        n = rng.randrange(1, 300)
        if rng.random() < 0.2:
            return "Unit %d, %d %s" % (rng.randrange(1, 20), n, name)
        if rng.random() < 0.1:
            return "%d/%d %s" % (rng.randrange(1, 20), n, name)
        return "%d %s" % (n, name)

    def region(self):
        return self.st[0] if self.rng.random() < 0.75 else self.st[1]

    def region_type(self):
        return "STATE"

    def postcode(self):
        pre = self.st[2]
        return pre + digits(self.rng, 4 - len(pre))

    def address(self, with_region=None):
        a = Locale.address(self, with_region=True)
        return a

    def addr_frags(self, a, sep=", ", style=None):
        out = [S("STREET", a["street"]), sep, S("CITY", a["town"]), " ", S("STATE", a["region"]), " ",
               S("ZIP", a["postcode"])]
        return out

    def phone(self, kind="land"):
        rng = self.rng
        n = "%03d" % rng.randrange(6, 160)
        return rng.choice(["0491 570 %s" % n, "0491570%s" % n, "+61 491 570 %s" % n, "0491 570 %s" % n])

    def health_id(self):
        rng = self.rng
        if rng.random() < 0.6:
            return ("URN", digits(rng, rng.choice([6, 7])), "MRN")
        return ("MRN", "%s%s" % (rng.choice(["WC", "MC", "PE"]), digits(rng, 6)), "MRN")

    def medicare(self):
        rng = self.rng
        return "%d%s %s %d" % (rng.randrange(2, 7), digits(rng, 3), digits(rng, 5), rng.randrange(1, 6))

    def nat_id(self):
        rng = self.rng
        return ("CRN", "%s %s %s%s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3), rng.choice(LETTERS)))

    def insurance(self):
        rng = self.rng
        k = rng.randrange(3)
        if k == 0:
            return ("Medicare No", self.medicare())
        if k == 1:
            return ("DVA File No", "%s%s%s" % (rng.choice(["N", "V", "Q", "W"]), rng.choice(["X", "SM", "SS"]),
                                              digits(rng, 6)))
        return ("Fund member No", "%s" % digits(rng, 8))

    def doc_licence(self):
        return ("AHPRA", "MED000%s" % digits(self.rng, 7))

    def nurse_licence(self):
        return ("AHPRA", "NMW000%s" % digits(self.rng, 7))

    def para_licence(self):
        return ("AHPRA", "PAR000%s" % digits(self.rng, 7))

    def provider_no(self):
        rng = self.rng
        return "%s%s%s" % (digits(rng, 6), rng.choice("0123456789ABCDEFGHJKLMNPQRTUWXY"), rng.choice("ABFHJKLTWXY"))

    def drive_licence(self, person, dob):
        return digits(self.rng, self.rng.choice([8, 9, 10]))

    def plate(self):
        rng = self.rng
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        return rng.choice(["%s%s-%s" % ("".join(rng.choice(L) for _ in range(3)), "", digits(rng, 3)),
                           "%s%s%s%s" % (digits(rng, 1), "".join(rng.choice(L) for _ in range(3)), digits(rng, 2),
                                         rng.choice(L)),
                           "%s %s" % ("".join(rng.choice(L) for _ in range(3)), digits(rng, 3))])

    def trust(self):
        r = self.rng.choice(["Coastal Downs", "Harbourlands", "Gidgee Plains", "Murrumbee", "Red Ochre"])
        return self.rng.choice(["%s Local Health District" % r, "%s Health Service" % r, "%s Health" % r])

    mh_trust = trust

    def ambulance_service(self):
        return "%s Ambulance" % self.rng.choice(["Coastal Downs", "Red Ochre", "Southern Ranges"])

    def council(self, town=None):
        t = town or self.town()
        return self.rng.choice(["%s Shire Council" % t, "City of %s" % t])

    def police(self):
        return "%s Police Station" % self.town()

    def hospital(self, town=None):
        rng = self.rng
        t = town or self.town()
        return rng.choice(["%s Base Hospital" % t, "%s District Hospital" % t, "%s Hospital" % t,
                           "Royal %s Hospital" % t, "%s Multipurpose Service" % t,
                           "St %s's Private Hospital" % rng.choice(pools.SAINTS)])

    def practice(self, town=None):
        rng = self.rng
        t = town or self.town()
        return rng.choice(["%s Medical Centre" % t, "%s Family Practice" % t, "%s Street Clinic" % rng.choice(pools.STREET_WORDS),
                           "%s Aboriginal Medical Service" % t, "%s GP Super Clinic" % t])

    def care_home(self):
        rng = self.rng
        return rng.choice(["%s Gardens Aged Care" % rng.choice(["Banksia", "Grevillea", "Waratah", "Jacaranda", "Bottlebrush"]),
                           "%s Lodge Residential Aged Care" % rng.choice(pools.STREET_WORDS),
                           "%s Village Hostel" % self.town()])

    def ooh_service(self):
        return "%s After Hours GP Clinic" % self.town()

    def date_styles(self):
        return ["dmy", "dmy", "dmy", "dmy_nz", "dmy_short", "long", "long", "mon_sp", "mon_long", "iso",
                "long_ord", "dmy_dot", "upper_mon"]


class NZ(Locale):
    code = "NZ"
    meta = "en-NZ"
    country = "New Zealand"

    def school_extra(self, t):
        return ["%s School" % t, "Te Kura o %s" % t, "%s Intermediate" % t]

    def emergency(self):
        return "111"

    def police_title(self):
        return self.rng.choice(["Constable", "Sergeant", "Detective"])

    def licence_name(self):
        return "Medical Council of New Zealand"

    def street(self):
        rng = self.rng
        name = "%s %s" % (rng.choice(pools.STREET_WORDS + ["Kowhai", "Rimu", "Totara", "Pohutukawa", "Manuka"]),
                          rng.choice(pools.STREET_SUFFIX["NZ"]))
        n = rng.randrange(1, 300)
        if rng.random() < 0.2:
            return "%d%s %s" % (n, rng.choice("ABC"), name)
        if rng.random() < 0.1:
            return "%d/%d %s" % (rng.randrange(1, 9), n, name)
        return "%d %s" % (n, name)

    def region(self):
        return self.rng.choice(pools.NZ_REGIONS)

    def region_type(self):
        return "STATE"

    def postcode(self):
        return "%d%s" % (self.rng.randrange(1, 10), digits(self.rng, 3))

    def addr_frags(self, a, sep=", ", style=None):
        out = [S("STREET", a["street"]), sep, S("CITY", a["town"])]
        if a.get("region"):
            out += [sep, S("STATE", a["region"])]
        out += [" ", S("ZIP", a["postcode"])]
        return out

    def phone(self, kind="land"):
        rng = self.rng
        n = "%03d" % rng.randrange(0, 1000)
        if kind == "mobile" or (kind == "land" and rng.random() < 0.35):
            p = rng.choice(["021", "022", "027"])
            return rng.choice(["%s 555 0%s" % (p, n), "+64 %s 555 0%s" % (p[1:], n)])
        a = rng.choice(["03", "04", "06", "07", "09"])
        return rng.choice(["(%s) 555 0%s" % (a, n), "%s 555 0%s" % (a, n), "+64 %s 555 0%s" % (a[1:], n)])

    def health_id(self):
        rng = self.rng
        L = "ABCDEFGHJKLMNPQRSTUVWXYZ"
        if rng.random() < 0.5:
            v = "%s%s" % ("".join(rng.choice(L) for _ in range(3)), digits(rng, 4))
        else:
            v = "%s%s%s" % ("".join(rng.choice(L) for _ in range(3)), digits(rng, 2),
                            "".join(rng.choice(L) for _ in range(2)))
        return ("NHI", v, "MRN")

    def nat_id(self):
        return ("IRD No", "%s-%s-%s" % (digits(self.rng, 3), digits(self.rng, 3), digits(self.rng, 3)))

    def insurance(self):
        rng = self.rng
        if rng.random() < 0.6:
            return ("ACC claim No", "%s%s" % (rng.choice(["10", "11", "20"]), digits(rng, 8)))
        return ("Member No", "KHC%s" % digits(rng, 7))

    def doc_licence(self):
        return ("MCNZ", digits(self.rng, 5))

    def nurse_licence(self):
        return ("NCNZ", "%s" % digits(self.rng, 6))

    def para_licence(self):
        return ("PCNZ", "%s" % digits(self.rng, 5))

    def drive_licence(self, person, dob):
        rng = self.rng
        return "%s%s" % ("".join(rng.choice(LETTERS) for _ in range(2)), digits(rng, 6))

    def plate(self):
        rng = self.rng
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        return "%s%s" % ("".join(rng.choice(L) for _ in range(3)), digits(rng, 3))

    def trust(self):
        r = self.rng.choice(["Harbourlands", "Southern Alps", "Kowhai Coast", "Rangitoto", "Central Plateau"])
        return self.rng.choice(["%s District Health Board" % r, "%s Health District" % r])

    mh_trust = trust

    def ambulance_service(self):
        return "%s Ambulance Trust" % self.rng.choice(["Southern Alps", "Kowhai Coast", "Northern Hills"])

    def council(self, town=None):
        t = town or self.town()
        return "%s District Council" % t

    def police(self):
        return "%s Police" % self.town()

    def hospital(self, town=None):
        rng = self.rng
        t = town or self.town()
        return rng.choice(["%s Hospital" % t, "%s Base Hospital" % t, "%s Public Hospital" % t,
                           "%s Rural Hospital" % t])

    def practice(self, town=None):
        rng = self.rng
        t = town or self.town()
        return rng.choice(["%s Medical Centre" % t, "%s Health Centre" % t, "%s Family Doctors" % t,
                           "%s Hauora" % t, "%s Street Medical" % rng.choice(pools.STREET_WORDS)])

    def care_home(self):
        rng = self.rng
        return rng.choice(["%s Rest Home" % rng.choice(["Kowhai", "Rimu", "Totara", "Manuka", "Pohutukawa"]),
                           "%s Lifecare" % self.town(), "%s Retirement Village" % rng.choice(pools.STREET_WORDS)])

    def ooh_service(self):
        return "%s Accident and Medical" % self.town()

    def date_styles(self):
        return ["dmy", "dmy", "dmy_nz", "dmy_nz", "dmy_short", "long", "long", "mon_sp", "iso", "long_ord",
                "mon_long", "upper_mon"]


class CA(Locale):
    code = "CA"
    meta = "en-CA"
    country = "Canada"

    def school_extra(self, t):
        return ["%s Public School" % t, "Ecole %s" % t, "%s Collegiate Institute" % t]

    def emergency(self):
        return "911"

    def police_title(self):
        return self.rng.choice(["Constable", "Sgt.", "Det."])

    def licence_name(self):
        return "College of Physicians and Surgeons"

    def __init__(self, rng):
        Locale.__init__(self, rng)
        self.pv = rng.choice(pools.CA_PROV[:9] + [pools.CA_PROV[0]] * 3)

    def street(self):
        rng = self.rng
        name = "%s %s" % (rng.choice(pools.STREET_WORDS), rng.choice(pools.STREET_SUFFIX["CA"]))
        n = rng.randrange(1, 4000)
        if rng.random() < 0.2:
            return "%d-%d %s" % (rng.randrange(101, 1800), n, name)
        if rng.random() < 0.1:
            return "%d %s, Apt %d" % (n, name, rng.randrange(1, 40))
        return "%d %s" % (n, name)

    def region(self):
        return self.pv[0] if self.rng.random() < 0.7 else self.pv[1]

    def region_type(self):
        return "STATE"

    def postcode(self):
        rng = self.rng
        L = "ABCEGHJKLMNPRSTVWXYZ"
        return "%s%d%s %d%s%d" % (rng.choice(self.pv[2]), rng.randrange(10), rng.choice(L), rng.randrange(10),
                                  rng.choice(L), rng.randrange(10))

    def address(self, with_region=None):
        return Locale.address(self, with_region=True)

    def addr_frags(self, a, sep=", ", style=None):
        return [S("STREET", a["street"]), sep, S("CITY", a["town"]), " " if sep == ", " else sep,
                S("STATE", a["region"]), "  " if self.rng.random() < 0.3 else " ", S("ZIP", a["postcode"])]

    def phone(self, kind="land"):
        rng = self.rng
        a = rng.choice(["416", "613", "604", "902", "204", "780", "709", "506", "705", "807"])
        n = "01%02d" % rng.randrange(100)
        return rng.choice(["(%s) 555-%s" % (a, n), "%s-555-%s" % (a, n), "%s.555.%s" % (a, n), "+1 %s 555 %s" % (a, n)])

    def phone_ext(self):
        return self.phone() + " ext. %d" % self.rng.randrange(100, 9999)

    def health_id(self):
        return ("MRN", "%s%s" % (self.rng.choice(["", "M", "H"]), digits(self.rng, 7)), "MRN")

    def nat_id(self):
        return ("SIN", "9%s %s %s" % (digits(self.rng, 2), digits(self.rng, 3), digits(self.rng, 3)))

    def insurance(self):
        rng = self.rng
        if self.pv[0] == "ON" or rng.random() < 0.4:
            return ("Health card", "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3),
                                                    "".join(rng.choice(LETTERS) for _ in range(2))))
        return ("PHN", "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3)))

    def doc_licence(self):
        return ("CPSO #", digits(self.rng, 5 + self.rng.randrange(2)))

    def nurse_licence(self):
        return ("CNO Reg #", digits(self.rng, 8))

    def para_licence(self):
        return ("Paramedic Reg #", "%s" % digits(self.rng, 6))

    def drive_licence(self, person, dob):
        rng = self.rng
        s = (person.surname.upper().replace("'", "").replace(" ", "").replace("-", ""))[0]
        return "%s%s-%s-%s" % (s, digits(rng, 4), digits(rng, 5), digits(rng, 5))

    def plate(self):
        rng = self.rng
        L = "ABCDEFGHJKLMNPRSTVWXYZ"
        return rng.choice(["%s %s" % ("".join(rng.choice(L) for _ in range(4)), digits(rng, 3)),
                           "%s%s %s" % (digits(rng, 1), "".join(rng.choice(L) for _ in range(2)), digits(rng, 3))])

    def trust(self):
        r = self.rng.choice(["Lakeland", "Boreal", "Fundy Shore", "Georgian Hills", "Prairie Rivers"])
        return self.rng.choice(["%s Health Sciences Centre" % r, "%s Health Authority" % r, "%s Health Network" % r])

    mh_trust = trust

    def ambulance_service(self):
        return "%s Paramedic Services" % self.town()

    def council(self, town=None):
        t = town or self.town()
        return self.rng.choice(["Town of %s" % t, "%s Municipal Office" % t])

    def police(self):
        return "%s Police Service" % self.town()

    def hospital(self, town=None):
        rng = self.rng
        t = town or self.town()
        return rng.choice(["%s General Hospital" % t, "%s District Memorial Hospital" % t, "Hopital de %s" % t,
                           "%s Regional Health Centre" % t, "St. %s's Hospital" % rng.choice(pools.SAINTS)])

    def practice(self, town=None):
        rng = self.rng
        t = town or self.town()
        return rng.choice(["%s Family Health Team" % t, "%s Medical Clinic" % t, "%s Community Health Centre" % t,
                           "%s Walk-In Clinic" % t])

    def care_home(self):
        rng = self.rng
        return rng.choice(["%s Long-Term Care Home" % rng.choice(pools.TREES), "%s Manor" % self.town(),
                           "Residence %s" % rng.choice(pools.SAINTS)])

    def ooh_service(self):
        return "%s After-Hours Clinic" % self.town()

    def date_styles(self):
        return ["iso", "iso", "iso", "us_long", "us_short", "dmy", "long", "mon_long", "upper_mon", "dmy_short"]


LOCALES = {"ENG": ENG, "SCT": SCT, "WLS": WLS, "NIR": NIR, "IE": IE, "AU": AU, "NZ": NZ, "CA": CA}
LOCALE_WEIGHTS = {"ENG": 26, "SCT": 11, "WLS": 10, "NIR": 8, "IE": 11, "AU": 13, "NZ": 10, "CA": 11}


# ---------------------------------------------------------------- people
def make_person(rng, loc_code, role, sex=None, origin=None, title=None):
    origin = origin or wchoice(rng, pools.ORIGIN_WEIGHTS[loc_code])
    males, females, surs = pools.NAMES[origin]
    sex = sex or rng.choice("MF")
    given = rng.choice(males if sex == "M" else females)
    # surnames sometimes from a different origin (mixed families)
    if rng.random() < 0.15:
        o2 = wchoice(rng, pools.ORIGIN_WEIGHTS[loc_code])
        surs = pools.NAMES[o2][2]
    surname = rng.choice(surs)
    middle = ""
    if rng.random() < (0.6 if role == "PATIENT" else 0.4):
        middle = rng.choice(males if sex == "M" else females)
        if middle == given:
            middle = ""
    nick = None
    if given in pools.NICKNAMES and rng.random() < 0.7:
        nick = rng.choice(pools.NICKNAMES[given])
    elif rng.random() < 0.08:
        nick = rng.choice(pools.GENERIC_NICKS)
    if title is None:
        if role == "DOCTOR":
            title = "Dr"
        elif sex == "M":
            title = "Mr"
        else:
            title = rng.choice(["Mrs", "Mrs", "Ms", "Miss"])
    return Person(role, given, surname, sex, middle=middle, nick=nick, title=title)


def rand_date(rng, start, end):
    span = (end - start).days
    return start + dt.timedelta(days=rng.randrange(max(span, 1)))
