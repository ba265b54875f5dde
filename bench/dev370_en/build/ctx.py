"""Per-note case: people, places, identifiers, contacts and dates, all drawn from common.R."""
import datetime as dt
import unicodedata

import common as C
from common import ch, rn, pr, digits, letters, wch
import names as N
import places as P

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
COUNTRY_NAME = {"UK": ["United Kingdom", "UK"], "US": ["USA", "United States"],
                "AU": ["Australia"], "CA": ["Canada"], "IE": ["Ireland"],
                "NZ": ["New Zealand"]}
DONOR_COUNTRIES = ["Germany", "Poland", "United States", "United Kingdom", "Israel", "Spain",
                   "Canada", "Australia", "Netherlands", "Sweden", "Czech Republic", "Italy",
                   "Brazil", "Turkey", "France", "Portugal"]


def ascii_slug(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(ch_ for ch_ in s.lower() if ch_.isascii() and ch_.isalnum())


class Person:
    def __init__(self, first, last, sex, mid=""):
        self.first, self.last, self.sex, self.mid = first, last, sex, mid

    @property
    def full(self):
        return self.first + " " + self.last

    @property
    def fml(self):
        return self.first + (" " + self.mid + ". " if self.mid else " ") + self.last

    @property
    def init(self):
        return self.first[0] + ". " + self.last

    @property
    def init2(self):
        return self.first[0] + self.last[0]

    @property
    def lf(self):
        return self.last.upper() + ", " + self.first + (" " + self.mid if self.mid else "")

    @property
    def nick(self):
        return N.NICK.get(self.first, self.first)

    def any(self):
        return wch([(self.full, 5), (self.init, 2), (self.fml, 1)])


def person(country, sex=None, origin=None):
    origin = origin or wch(N.COUNTRY_ORIGINS[country])
    m, f, s = N.ORIGINS[origin]
    sex = sex or ch("MF")
    first = ch(m if sex == "M" else f)
    if pr(0.08):
        s = N.ORIGINS[wch(N.COUNTRY_ORIGINS[country])][2]
    last = ch(s)
    if pr(0.05):
        last = last + "-" + ch(N.ORIGINS[wch(N.COUNTRY_ORIGINS[country])][2])
    mid = ch(N.MIDDLE) if pr(0.35) else ""
    p = Person(first, last, sex, mid)
    p.origin = origin
    return p


class Addr:
    pass


def street(country):
    stems = P.STREET_STEMS + (P.AU_STEMS if country == "AU" else []) + (
        P.NZ_STEMS if country == "NZ" else [])
    stem = ch(stems)
    if country in ("US", "CA"):
        s = "%d %s %s" % (rn(10, 9899), stem, ch(P.SUFFIX_US))
        if pr(0.15):
            s = "%d %s %s" % (rn(100, 4999), ch(["W", "E", "N", "S"]),
                              ch(["4th St", "12th Ave", "31st Street", "7th Avenue", "2nd St"]))
        if pr(0.3):
            s += ch([", Apt ", " Apt ", ", Unit ", " #", ", Suite "]) + ch(
                [str(rn(1, 40)) + ch("ABCD"), str(rn(101, 2404))])
        return s
    suf = ch(P.SUFFIX_UK)
    if country == "AU" and pr(0.35):
        return "%s%d/%d %s %s" % (ch(["Unit ", "", "Apt "]), rn(1, 24), rn(2, 180), stem,
                                  ch(["St", "Street", "Rd", "Ave", "Cres", "Pde", "Crt"]))
    if country == "NZ" and pr(0.3):
        return "Flat %d, %d %s %s" % (rn(1, 6), rn(2, 240), stem, suf)
    if country in ("IE", "UK") and pr(0.1):
        return "%s, %s %s" % (ch(P.HOUSE_NAMES[country]), stem, suf)
    if country == "UK" and pr(0.15):
        return "Flat %d, %d %s %s" % (rn(1, 18), rn(1, 190), stem, suf)
    if country == "IE" and pr(0.15):
        return "Apt %d, %s %s" % (rn(1, 60), stem, ch(["Court", "Wood", "Park", "Meadows"]))
    return "%d %s %s" % (rn(1, 240), stem, suf)


def postcode(country, key):
    if country == "UK":
        return "%s%d %d%s" % (key, rn(1, 28) if len(key) > 1 else rn(1, 20), rn(1, 9),
                              letters(2, "ABDEFGHJLNPQRSTUWXYZ"))
    if country == "US":
        z = key + digits(2)
        return z + ("-" + digits(4) if pr(0.2) else "")
    if country == "CA":
        L = "ABCEGHJKLMNPRSTVXY"
        return "%s%d%s %d%s%d" % (key, rn(0, 9), letters(1, L), rn(0, 9), letters(1, L), rn(0, 9))
    if country == "IE":
        pool = "ACDEFHKNPRTVWXY0123456789"
        return key + " " + letters(4, pool)
    return key


def address(country):
    a = Addr()
    a.country = country
    a.street = street(country)
    a.locality = a.county = a.state = a.state_abbr = ""
    if country == "UK":
        town, county, key, locs = ch(P.UK_TOWNS)
        a.city = town
        a.locality = ch(locs) if pr(0.45) else ""
        a.county = county if (county and pr(0.35)) else ""
        a.zip = postcode("UK", key)
    elif country == "US":
        a.city, a.state_abbr, a.state, key = ch(P.US_TOWNS)
        a.zip = postcode("US", key)
    elif country == "AU":
        a.locality, a.state_abbr, a.state, a.zip, city = ch(P.AU_TOWNS)
        a.city = a.locality
        a.metro = city
    elif country == "CA":
        a.city, a.state_abbr, a.state, key = ch(P.CA_TOWNS)
        a.zip = postcode("CA", key)
    elif country == "IE":
        a.city, a.county, key = ch(P.IE_TOWNS)
        a.zip = postcode("IE", key)
    else:
        a.locality, a.city, a.state, a.zip = ch(P.NZ_TOWNS)
        if a.locality == a.city:
            a.locality = ""
    a.cname = ch(COUNTRY_NAME[country])
    return a


# ---- contacts -------------------------------------------------------------
UK_AREAS = ["0113", "0114", "0161", "0191", "0115", "0116", "0117", "0121", "0131", "0141",
            "01392", "01865", "01223", "029", "028", "024"]


def phone(country, kind="land"):
    if country == "UK":
        if kind == "mob":
            return ch(["07700 555%s" % digits(3), "07%s 555%s" % (digits(3), digits(3)),
                       "07%s 555 %s" % (digits(3), digits(3)), "+44 7%s 555%s" % (digits(3),
                                                                                digits(3))])
        if kind == "free":
            return "0800 555 " + digits(4)
        a = ch(UK_AREAS)
        if a == "020" or len(a) == 3:
            num = "%s 555%s %s" % (a, digits(1), digits(4))
        else:
            num = ch(["%s 555 %s", "(%s) 555 %s", "%s-555-%s"]) % (a, digits(4))
        if pr(0.1):
            num = "+44 " + num.replace("(", "").replace(")", "")[1:]
        return num
    if country in ("US", "CA"):
        ac = ch(["617", "412", "216", "313", "612", "303", "206", "503", "713", "615", "404",
                 "919", "410"] if country == "US" else
                ["416", "613", "905", "519", "514", "418", "604", "250", "403", "780", "306",
                 "204", "902", "709"])
        if kind == "free":
            ac = ch(["800", "888", "877"])
        n = digits(4)
        s = ch(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "%s 555 %s", "1-%s-555-%s",
                "+1 %s 555 %s"]) % (ac, n)
        if kind == "work" and pr(0.35):
            s += ch([" ext. ", " x", " ext ", " x"]) + digits(ch([2, 3, 4]))
        return s
    if country == "AU":
        if kind == "mob":
            return ch(["04%s 555 %s", "+61 4%s 555 %s", "04%s555%s"]) % (digits(2), digits(3))
        if kind == "free":
            return "1800 555 " + digits(3)
        return ch(["(0%s) 5550 %s", "0%s 5550 %s", "+61 %s 5550 %s"]) % (ch("2378"), digits(4))
    if country == "IE":
        if kind == "mob":
            return ch(["08%s 555 %s", "+353 8%s 555 %s"]) % (ch("35679"), digits(4))
        return ch(["(0%s) 555 %s", "0%s 555 %s", "+353 %s 555 %s"]) % (
            ch(["1", "21", "91", "61", "51", "66"]), digits(4))
    if kind == "mob":
        return ch(["02%s 555 %s", "+64 2%s 555 %s"]) % (ch("0179"), digits(3 + rn(0, 1)))
    if kind == "free":
        return "0800 555 " + digits(3)
    return ch(["(0%s) 555 %s", "0%s-555 %s", "+64 %s 555 %s"]) % (ch("34679"), digits(4))


def sibling(num):
    """Another number on the same exchange: the last four digits of the main part change."""
    main, sep, ext = num.partition(" x")
    if not sep:
        main, sep, ext = num.partition(" ext")
    pos = [i for i, ch_ in enumerate(main) if ch_.isdigit()][-4:]
    out = list(main)
    for i in pos:
        out[i] = str(C.R.randint(0, 9))
    return "".join(out)


def bleep():
    return ch(["555%d" % rn(1, 9), "%d555" % rn(1, 9), "555" + digits(2),
               "%d%d555" % (rn(1, 9), rn(0, 9))])


DOMAINS = ["example.org", "example.net", "example.com"]


def host_for(name):
    words = [w for w in name.replace("'", "").split() if w[0].isupper()]
    base = ascii_slug(words[0] if words[0] not in ("St", "St.", "Royal", "Mercy") or
                      len(words) < 2 else words[1])
    return base + "." + ch(DOMAINS[:2])


def email_person(p, host):
    f, l = ascii_slug(p.first), ascii_slug(p.last)
    return ch(["%s.%s", "%s%s", "%s.%s", "%s_%s"]) % (
        ch([f, f[0]]), l) + ("" if pr(0.8) else str(rn(1, 9))) + "@" + host


def email_generic(host):
    return ch(["bmt.latefx", "lateeffects", "bmt.coordinators", "bmtltfu", "haem.secretaries",
               "transplant.office", "survivorship", "cgvhd.clinic", "bmt-nurses",
               "vaccination.hub"]) + "@" + host


def email_patient(p):
    f, l = ascii_slug(p.first), ascii_slug(p.last)
    return ch(["%s.%s%s", "%s%s%s", "%s_%s%s"]) % (f, l, ch(["", str(rn(1, 99)), str(rn(60, 99))])) \
        + "@" + ch(["example.com", "mail.example.com", "example.net", "inbox.example.org"])


def url(host, kind="dept"):
    paths = {"dept": ["/bmt/late-effects", "/haematology/bmt", "/services/transplant",
                      "/ltfu", "/survivorship", "/bmt"],
             "portal": ["/portal", "/mychart/login", "/patient", "/myhealth", "/app/login"],
             "res": ["/resources/after-transplant", "/vaccines/post-hct", "/cgvhd-info",
                     "/fertility-after-bmt", "/leaflets/LE-014"]}
    pre = ch(["https://", "www.", "https://www.", "http://"])
    h = host
    if kind == "portal" and pr(0.6):
        h = ch(["portal.", "my.", "patients."]) + host
        pre = ch(["https://", "http://", ""])
    return pre + h + ch(paths[kind])


def ipaddr():
    k = rn(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rn(0, 254), rn(0, 254), rn(1, 254))
    if k == 1:
        return "172.%d.%d.%d" % (rn(16, 31), rn(0, 254), rn(1, 254))
    return "192.168.%d.%d" % (rn(0, 254), rn(1, 254))


# ---- identifiers ------------------------------------------------------------
def mrn(country):
    return {
        "UK": lambda: ch(["%s%s" % (letters(1), digits(7)), "RX%s" % digits(6), digits(8),
                          "%s%s" % (letters(2), digits(6))]),
        "US": lambda: ch([digits(8), "00" + digits(6), "E" + digits(7), digits(7)]),
        "AU": lambda: ch([digits(7), digits(6), "UR" + digits(6)]),
        "CA": lambda: ch([digits(7), "H" + digits(7), digits(9)]),
        "IE": lambda: ch([digits(7), "H" + digits(6), "MRN" + digits(6)]),
        "NZ": lambda: ch([digits(7), "W" + digits(6)]),
    }[country]()


def healthplan(country):
    """(label, value) for the national health number or insurer member number."""
    if country == "UK":
        n = "9" + digits(9) if pr(0.5) else str(rn(4, 6)) + digits(9)
        return ch(["NHS No", "NHS number", "NHS No."]), ch(
            [n[:3] + " " + n[3:6] + " " + n[6:], n, n[:3] + "-" + n[3:6] + "-" + n[6:]])
    if country == "US":
        k = rn(0, 3)
        if k == 0:
            return "Medicare MBI", "%d%s%s-%s%s%d-%s%d%d" % (
                rn(1, 9), letters(1), letters(1), letters(1), letters(1), rn(0, 9), letters(1),
                rn(0, 9), rn(0, 9))
        if k == 1:
            return "Member ID", letters(3) + digits(6)
        if k == 2:
            return "Policy #", ch(["W", "U", "H"]) + digits(9)
        return "Medicaid ID", digits(10)
    if country == "AU":
        n = digits(10)
        return ch(["Medicare No", "Medicare"]), ch(
            [n[:4] + " " + n[4:9] + " " + n[9], n[:4] + " " + n[4:9] + " " + n[9] + "/" +
             str(rn(1, 5)), n])
    if country == "CA":
        k = rn(0, 2)
        if k == 0:
            return "OHIP", "%s-%s-%s-%s" % (digits(4), digits(3), digits(3), letters(2))
        if k == 1:
            return "PHN", "9%s %s %s" % (digits(3), digits(3), digits(3))
        return "Health Card No", "%s %s %s" % (digits(4), digits(3), digits(3))
    if country == "IE":
        if pr(0.5):
            return "Medical card no", digits(7) + letters(1)
        return ch(["Member no", "Policy no"]), digits(8)
    return "NHI", letters(3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + digits(4)


def ssn(country):
    if country == "UK":
        return None
    if country == "US":
        return "SSN", ch(["9%s-%s-%s" % (digits(2), digits(2), digits(4)),
                          "000-%s-%s" % (digits(2), digits(4))])
    if country == "CA":
        return "SIN", ch(["9%s %s %s", "9%s-%s-%s"]) % (digits(2), digits(3), digits(3))
    if country == "AU":
        return "Centrelink CRN", "9%s %s %s%s" % (digits(2), digits(3), digits(3), letters(1))
    if country == "IE":
        return "PPSN", "9" + digits(6) + letters(1) + ch(["", "A", "W"])
    return "IRD", "9%s-%s-%s" % (digits(1), digits(3), digits(3))


def account():
    return ch(["%s" % digits(8), "V%s" % digits(8), "%s-%s" % (digits(4), digits(4)),
               "EP-%d-%s" % (rn(2019, 2025), digits(6)), "FIN %s" % digits(10),
               "ENC%s" % digits(7), "%s" % digits(10)])


def license(country, role):
    doc = role in ("doc", "cons")
    if country == "UK":
        return ("GMC", digits(7)) if doc else ("NMC PIN", "%02d%s%s%s" % (
            rn(0, 99), letters(1), digits(4), letters(1)))
    if country == "US":
        if doc:
            return ch([("NPI", "1" + digits(9)), ("DEA", letters(2) + digits(7)),
                       ("Lic #", "MD" + digits(6))])
        return ("RN Lic", "RN" + digits(7))
    if country == "AU":
        return ("AHPRA", ("MED" if doc else "NMW") + "000" + digits(7)) if pr(0.7) else (
            "Prescriber No", digits(7))
    if country == "CA":
        return ("CPSO #" if doc else "CNO #", digits(5 + rn(0, 1)))
    if country == "IE":
        return ("IMC No", digits(6)) if doc else ("NMBI PIN", digits(6))
    return ("MCNZ", digits(5)) if doc else ("NCNZ", digits(6))


def device_sn(kind):
    return {
        "ecp": lambda: ch(["CX%s-%s" % (digits(5), letters(2)), "UVX%s" % digits(7),
                           "ECP-%s-%s" % (digits(3), digits(4))]),
        "port": lambda: ch(["PP%s" % digits(8), "%s-%s" % (letters(3), digits(6)),
                            "SN%s%s" % (digits(6), letters(1))]),
        "spiro": lambda: ch(["SPH-%s" % digits(7), "HS%s%s" % (digits(2), digits(6)),
                             "%s%s" % (letters(2), digits(8))]),
        "cgm": lambda: letters(1) + "".join(ch("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")
                                            for _ in range(9)),
        "pump": lambda: "PMP-%s" % digits(6),
        "hearing": lambda: "HA%s-%s" % (digits(4), letters(1) + digits(3)),
    }[kind]()


def idnum(kind):
    y = rn(19, 25)
    return {
        "acc": lambda: ch(["CHM%d-%s" % (y, digits(5)), "%dH%s" % (y, digits(7)),
                           "M%d/%s" % (y, digits(5)), "HLA-%d-%s" % (y, digits(4))]),
        "spec": lambda: ch(["SP-%s-%s" % (digits(4), digits(4)), "%s%s" % (letters(2),
                                                                          digits(8)),
                            "S%d-%s" % (y, digits(5))]),
        "order": lambda: ch(["ORD-%s" % digits(7), "RQ%s" % digits(8), "%s" % digits(9)]),
        "donor": lambda: ch(["%s-%s-%s" % (digits(4), digits(4), digits(1)),
                             "D%s" % digits(8), "%s %s %s %s" % (digits(4), digits(4),
                                                                 digits(4), digits(4))]),
        "cryo": lambda: ch(["CRYO/%d/%s" % (rn(2006, 2023), digits(4)), "SB-%s" % digits(5),
                            "FC%s" % digits(6)]),
        "ref": lambda: ch(["REF-%s" % digits(6), "RF%s" % digits(7), "ERS %s" % digits(9)]),
        "study": lambda: ch(["LTFU-%s" % digits(4), "CIC %s" % digits(5),
                             "SURV-%d-%s" % (y, digits(3))]),
        "photo": lambda: "IMG-%s" % digits(7),
        "script": lambda: ch(["RX%s" % digits(8), "%s%s" % (letters(2), digits(7))]),
    }[kind]()


def username(p=None):
    if p is None:
        return ch(["ltfu_nurse%d" % rn(1, 9), "bmtcoord%d" % rn(1, 9), "lims_auto%d" % rn(1, 4)])
    f, l = ascii_slug(p.first), ascii_slug(p.last)
    return ch(["%s%s" % (f[0], l), "%s%s%d" % (f[0], l, rn(1, 9)), "%s.%s" % (f, l),
               "%s%s" % (l[:6].upper(), f[0].upper()), "%s_%s" % (f[:3], l[:4])])


def bioid(kind=None):
    opts = {"palm": ["PV-%s" % digits(5), "PVT-%s-%s" % (digits(4), digits(4)),
                     "PV%s" % digits(8)],
            "finger": ["FP-%s" % digits(5), "FPT%s" % digits(7)],
            "face": ["FT-%s-%s" % (letters(2), digits(6)), "BIO%s" % digits(7)],
            "iris": ["IRIS-%s-%s" % (digits(4), digits(3))]}
    return ch(opts[kind or ch(["palm", "finger", "face", "iris"])])


def vehicle(country):
    if country == "UK":
        return "%s%02d %s" % (letters(2, "ABCDEFGHKLMNOPRSVWY"), rn(10, 74), letters(3))
    if country == "US":
        return ch(["%d%s%s" % (rn(1, 9), letters(3), digits(3)), "%s-%s" % (letters(3),
                                                                           digits(4))])
    if country == "AU":
        return ch(["%d%s%s" % (rn(1, 9), letters(3), digits(3)), "%s-%s" % (letters(3),
                                                                           digits(3))])
    if country == "CA":
        return ch(["%s %s" % (letters(4), digits(3)), "%s%s" % (letters(3), digits(3))])
    if country == "IE":
        return "%d%d-%s-%s" % (rn(10, 24), rn(1, 2), ch(["D", "C", "G", "L", "KY", "MO", "WX"]),
                               digits(rn(3, 5)))
    return "%s%s" % (letters(3), digits(3))


# ---- dates ------------------------------------------------------------------
MONFMT = ["%d %s %d"]  # per-note choice, set by case.make_case


def wkday(d):
    """Move a weekend date to the following Monday."""
    while d.weekday() > 4:
        d += dt.timedelta(days=1)
    return d


def rdate(lo, hi):
    return lo + dt.timedelta(days=rn(0, (hi - lo).days))


def fdate(d, country, style):
    m, mm = MONTHS[d.month - 1], "%02d" % d.month
    us = country == "US"
    if style == "num":
        if country == "CA":
            return d.isoformat()
        return "%s/%s/%d" % (mm, "%02d" % d.day, d.year) if us else "%02d/%s/%d" % (d.day, mm,
                                                                                  d.year)
    if style == "num2":
        return "%d/%d/%s" % ((d.month, d.day, str(d.year)[2:]) if us else (d.day, d.month,
                                                                          str(d.year)[2:]))
    if style == "long":
        return "%s %d, %d" % (m, d.day, d.year) if us or country == "CA" else "%d %s %d" % (
            d.day, m, d.year)
    if style == "ord":
        suf = "th" if 11 <= d.day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
        return "%d%s %s %d" % (d.day, suf, m, d.year)
    if style == "mon":
        return "%s %d, %d" % (m[:3], d.day, d.year) if us else MONFMT[0] % (d.day, m[:3],
                                                                             d.year)
    if style == "iso":
        return d.isoformat()
    if style == "dot":
        return "%02d.%s.%s" % (d.day, mm, str(d.year)[2:])
    if style == "my":
        return ch(["%s %d" % (m, d.year), "%s %d" % (m[:3], d.year), "%s/%d" % (mm, d.year),
                   "%s-%s" % (m[:3], str(d.year)[2:])])
    if style == "dm":
        return "%d/%d" % ((d.month, d.day) if us else (d.day, d.month))
    if style == "wd":
        w = WDAYS[d.weekday()]
        if us:
            return ch(["%s, %s %d, %d" % (w, m, d.day, d.year), "%s %d/%d" % (w[:3], d.month,
                                                                           d.day)])
        return ch(["%s %d %s %d" % (w, d.day, m, d.year), "%s %02d/%s" % (w[:3], d.day, mm),
                   "%s %d %s" % (w, d.day, m)])
    if style == "dmon":
        return "%d %s" % (d.day, m[:3]) if not us else "%s %d" % (m[:3], d.day)
    raise ValueError(style)


DX = [
    ("acute myeloid leukaemia", "AML", 22), ("acute lymphoblastic leukaemia", "ALL", 12),
    ("Philadelphia-positive acute lymphoblastic leukaemia", "Ph+ ALL", 5),
    ("myelodysplastic syndrome", "MDS", 10), ("chronic myeloid leukaemia", "CML", 3),
    ("primary myelofibrosis", "PMF", 4), ("Hodgkin lymphoma (relapsed)", "HL", 4),
    ("diffuse large B-cell lymphoma", "DLBCL", 3), ("severe aplastic anaemia", "SAA", 7),
    ("sickle cell disease", "SCD", 4), ("beta thalassaemia major", "TM", 3),
    ("Fanconi anaemia", "FA", 2), ("mantle cell lymphoma", "MCL", 2),
    ("T-cell prolymphocytic leukaemia", "T-PLL", 1), ("chronic myelomonocytic leukaemia",
                                                      "CMML", 3),
    ("haemophagocytic lymphohistiocytosis", "HLH", 2),
    ("severe combined immunodeficiency", "SCID", 1), ("multiple myeloma", "MM", 2),
]
PAED_DX = ("AML", "ALL", "SAA", "SCD", "TM", "FA", "HLH", "SCID", "MDS")
COND = ["FluBu4", "FluMel", "BuCy", "Cy/TBI 12 Gy", "FluCy/ATG", "Flu/Treo", "FLAMSA-Bu",
        "FluBu2 + ATG", "Flu/TBI 2 Gy", "Cy/ATG", "BEAM then RIC FluMel", "TBF"]
PROPH = ["ciclosporin + MTX", "tacrolimus + MTX", "PTCy / tacrolimus / MMF (Baltimore regimen)",
         "PTCy / tacrolimus / MMF",
         "ciclosporin + MMF", "alemtuzumab + ciclosporin", "ATG / ciclosporin / MTX",
         "PTCy / sirolimus / MMF"]


def us_spell(country, s):
    if country in ("US", "CA"):
        for a, b in (("leukaemia", "leukemia"), ("anaemia", "anemia"),
                     ("haemophagocytic", "hemophagocytic"), ("thalassaemia", "thalassemia")):
            s = s.replace(a, b)
    return s
