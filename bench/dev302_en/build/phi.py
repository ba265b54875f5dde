"""Fictional PHI value factories and the per-note 'case' (cast of people,
places, identifiers) for the five countries."""
import datetime as dt

import pools as P

CC_META = {"UK": "United Kingdom", "IE": "Ireland", "AU": "Australia",
           "CA": "Canada", "US": "United States"}
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
LET = "ABCDEFGHJKLMNPRSTUVWXYZ"


def dg(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def lt(rng, n, pool=LET):
    return "".join(rng.choice(pool) for _ in range(n))


def nz(rng, n):
    return str(rng.randint(1, 9)) + dg(rng, n - 1)


def ordinal(n):
    if 11 <= n % 100 <= 13:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
         "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return _ONES[n]
    t, o = divmod(n, 10)
    return _TENS[t] + ("-" + _ONES[o] if o else "")


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, first, middle, last, sex):
        self.first, self.middle, self.last, self.sex = first, middle, last, sex

    def name(self, form):
        f, m, l = self.first, self.middle, self.last
        if form == "full":
            return f + " " + l
        if form == "fml":
            return "%s %s. %s" % (f, m[0], l) if m else f + " " + l
        if form == "fmfull":
            return "%s %s %s" % (f, m, l) if m else f + " " + l
        if form == "LF":
            return "%s, %s" % (l.upper(), f.upper())
        if form == "LFM":
            return "%s, %s %s" % (l.upper(), f.upper(), m[0]) if m else "%s, %s" % (l.upper(), f.upper())
        if form == "Lf":
            return "%s, %s" % (l, f)
        if form == "last":
            return l
        if form == "LAST":
            return l.upper()
        if form == "first":
            return f
        if form == "init":
            return "%s.%s." % (f[0], l[0])
        if form == "init2":
            return f[0] + l[0]
        if form == "fil":
            return "%s. %s" % (f[0], l)
        if form == "fli":
            return "%s %s." % (f, l[0])
        raise ValueError(form)


def person(rng, sex=None):
    sex = sex or rng.choice("MF")
    first = rng.choice(P.MALE if sex == "M" else P.FEMALE)
    mid = ""
    if rng.random() < 0.45:
        mid = rng.choice(P.MIDDLE_M if sex == "M" else P.MIDDLE_F)
    return Person(first, mid, rng.choice(P.SURNAMES), sex)


def title(rng, p):
    if p.sex == "M":
        return rng.choice(["Mr", "Mr", "Mr."])
    return rng.choice(["Ms", "Mrs", "Miss", "Ms."])


def username(rng, p):
    last = "".join(ch for ch in p.last.lower() if ch.isalpha())
    pat = rng.choice(P.USERNAME_PAT)
    return pat.format(f=p.first[0].lower(), l=last[0], last=last,
                      first=p.first.lower(), d=str(rng.randint(1, 99)))


# ---------------------------------------------------------------- dates
PRIMARY = {
    "UK": ["dmy/", "dmy/", "dmy/s", "dMony", "d-Mon-y", "dmy."],
    "IE": ["dmy/", "dmy/", "dMony", "dmy-", "d-Mon-y"],
    "AU": ["dmy/", "dmy/", "dmy/s", "dMony", "dmy."],
    "CA": ["iso", "iso", "dMony", "Mond,y", "dmy/"],
    "US": ["mdy/", "mdy/", "mdy/s", "Mond,y", "mdy-"],
}
NARR = {
    "UK": ["wd dmy", "Weekday dth Month", "dthMonthy", "dm", "dMonthy", "wd d Mon"],
    "IE": ["wd dmy", "Weekday dth Month", "dthMonthy", "dm", "dMonthy"],
    "AU": ["wd dmy", "Weekday d Month", "dMonthy", "dm", "wd d Mon"],
    "CA": ["Monthd,y", "Weekday, Month d", "wd Mon d", "dMonthy", "iso"],
    "US": ["wd md", "Monthd,y", "Weekday, Month d", "md", "Mond"],
}


def fdate(d, style):
    D, M, Y = d.day, d.month, d.year
    mon, month = MONTHS[M - 1][:3], MONTHS[M - 1]
    wd, wdl = WEEKDAYS[d.weekday()][:3], WEEKDAYS[d.weekday()]
    f = {
        "dmy/": "%02d/%02d/%d" % (D, M, Y), "dmy/s": "%d/%d/%02d" % (D, M, Y % 100),
        "dmy.": "%02d.%02d.%d" % (D, M, Y), "dmy-": "%02d-%02d-%d" % (D, M, Y),
        "dMony": "%d %s %d" % (D, mon, Y), "dMonthy": "%d %s %d" % (D, month, Y),
        "dthMonthy": "%s %s %d" % (ordinal(D), month, Y), "d-Mon-y": "%02d-%s-%d" % (D, mon, Y),
        "d-Mon-yy": "%02d-%s-%02d" % (D, mon, Y % 100), "mdy/": "%02d/%02d/%d" % (M, D, Y),
        "mdy/s": "%d/%d/%02d" % (M, D, Y % 100), "mdy-": "%02d-%02d-%d" % (M, D, Y),
        "Monthd,y": "%s %d, %d" % (month, D, Y), "Mond,y": "%s %d, %d" % (mon, D, Y),
        "iso": "%d-%02d-%02d" % (Y, M, D), "wd dmy": "%s %02d/%02d/%d" % (wd, D, M, Y),
        "Weekday dth Month": "%s %s %s" % (wdl, ordinal(D), month),
        "Weekday d Month": "%s %d %s" % (wdl, D, month),
        "Weekday, Month d": "%s, %s %d" % (wdl, month, D), "wd Mon d": "%s %s %d" % (wd, mon, D),
        "wd md": "%s %d/%d" % (wd, M, D), "wd d Mon": "%s %d %s" % (wd, D, mon),
        "dm": "%02d/%02d" % (D, M), "md": "%d/%d" % (M, D), "Mond": "%s %d" % (mon, D),
        "Month y": "%s %d" % (month, Y), "Mon y": "%s %d" % (mon, Y), "y": str(Y),
        "dMONy": "%02d%s%d" % (D, mon.upper(), Y),
    }
    return f[style]


# ---------------------------------------------------------------- contacts
def phone(rng, cc, kind=None):
    kind = kind or rng.choice(["land", "mob", "mob"])
    if cc == "UK":
        if kind == "mob":
            return rng.choice(["07%s 555%s" % (dg(rng, 3), dg(rng, 3)), "07%s 555 %s" % (dg(rng, 3), dg(rng, 3)),
                               "+44 7%s 555%s" % (dg(rng, 3), dg(rng, 3))])
        a = rng.choice(["0161", "0113", "0117", "0121", "0114", "01632", "01904", "01452"])
        return rng.choice(["%s 555 %s" % (a, dg(rng, 4)), "%s 555%s" % (a, dg(rng, 4)), "(%s) 555 %s" % (a, dg(rng, 4))])
    if cc == "IE":
        if kind == "mob":
            return rng.choice(["08%s 555 %s" % (rng.choice("35679"), dg(rng, 4)),
                               "+353 8%s 555 %s" % (rng.choice("35679"), dg(rng, 4))])
        a = rng.choice(["01", "021", "091", "045", "061", "071", "053"])
        return rng.choice(["%s 555 %s" % (a, dg(rng, 4)), "(%s) 555 %s" % (a, dg(rng, 4))])
    if cc == "AU":
        if kind == "mob":
            return rng.choice(["04%s 555 %s" % (dg(rng, 2), dg(rng, 3)), "+61 4%s 555 %s" % (dg(rng, 2), dg(rng, 3))])
        return rng.choice(["(0%s) 5550 %s" % (rng.choice("2378"), dg(rng, 4)),
                           "0%s 5550 %s" % (rng.choice("2378"), dg(rng, 4))])
    a = rng.choice(["416", "613", "604", "403", "902", "204", "306"] if cc == "CA" else
                   ["614", "412", "313", "503", "404", "602", "414", "512", "502", "612", "720", "314"])
    n = "01" + dg(rng, 2)
    return rng.choice(["(%s) 555-%s" % (a, n), "%s-555-%s" % (a, n), "%s.555.%s" % (a, n),
                       "+1 %s 555 %s" % (a, n), "(%s) 555-%s" % (a, n)])


def ext(rng, ph):
    return ph + rng.choice([" ext. ", " ext ", " x", " Ext "]) + dg(rng, rng.choice([3, 4]))


def pager(rng):
    return rng.choice(["555-%s" % dg(rng, 4), "555%s" % dg(rng, 2), "555 %s" % dg(rng, 3)])


def email(rng, p, dom=None):
    dom = dom or rng.choice(["example.org", "example.com", "example.net", "custodyhealth.example.org",
                             "hospital.example.net", "health.example.org", "mail.example.com"])
    last = "".join(ch for ch in p.last.lower() if ch.isalpha())
    loc = rng.choice(["%s.%s" % (p.first.lower(), last), "%s%s" % (p.first[0].lower(), last),
                      "%s.%s%d" % (p.first.lower(), last, rng.randint(1, 99)), "%s_%s" % (last, p.first[0].lower())])
    return loc + "@" + dom


def generic_email(rng, stem):
    return "%s@%s" % (stem, rng.choice(["example.org", "example.net", "example.com", "nhs.example.net",
                                         "hse.example.org", "justicehealth.example.org"]))


def url(rng, path):
    host = rng.choice(["www.example.org", "portal.example.net", "referrals.example.org",
                       "www.example.com", "custody.example.net"])
    return rng.choice(["https://", "https://", "", "http://"]) + host + "/" + path


def ipaddr(rng):
    k = rng.random()
    if k < 0.45:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(2, 254))
    if k < 0.75:
        return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(2, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(2, 254))


# ---------------------------------------------------------------- places
def town(rng, cc):
    return rng.choice(P.TOWNS[cc])


def street(rng, cc):
    k = rng.random()
    name = rng.choice(P.STREET_NAMES) + " " + rng.choice(P.STREET_SUFFIX[cc])
    if k < 0.15:
        return "Flat %d, %s" % (rng.randint(1, 40), rng.choice(P.ESTATES))
    if k < 0.3 and cc in ("CA", "US", "AU"):
        return rng.choice(["%d/%d %s" % (rng.randint(1, 20), rng.randint(2, 300), name) if cc == "AU"
                           else "%d %s, Apt %d" % (rng.randint(10, 9999), name, rng.randint(1, 40))])
    if k < 0.38 and cc == "IE":
        return "%d %s" % (rng.randint(1, 120), name)
    return "%d %s" % (rng.randint(1, 400 if cc != "US" else 9999), name)


def postcode(rng, cc, region_abbr=None):
    if cc == "UK":
        return rng.choice(["%s%d %d%s" % (lt(rng, 2), rng.randint(1, 29), rng.randint(0, 9), lt(rng, 2)),
                           "%s%d %d%s" % (lt(rng, 1), rng.randint(1, 9), rng.randint(0, 9), lt(rng, 2))])
    if cc == "IE":
        return "%s%s %s" % (lt(rng, 1, "ADEFHKNPRTVWXY"), dg(rng, 2), "".join(rng.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4)))
    if cc == "AU":
        first = {"NSW": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7", "NT": "08", "ACT": "26"}[region_abbr]
        return first + dg(rng, 4 - len(first))
    if cc == "CA":
        first = {"ON": "KLMNP", "BC": "V", "AB": "T", "MB": "R", "NS": "B", "SK": "S", "NB": "E", "NL": "A"}[region_abbr]
        return "%s%d%s %d%s%d" % (rng.choice(first), rng.randint(0, 9), lt(rng, 1, "ABCEGHJKLMNPRSTVWXYZ"),
                                  rng.randint(0, 9), lt(rng, 1, "ABCEGHJKLMNPRSTVWXYZ"), rng.randint(0, 9))
    z = dg(rng, 5)
    return z if rng.random() < 0.8 else z + "-" + dg(rng, 4)


def address(rng, cc):
    a = {"street": street(rng, cc), "town": town(rng, cc)}
    reg = rng.choice(P.REGIONS[cc])
    if cc in ("UK", "IE"):
        a["region"], a["rabbr"], a["rtype"] = reg, reg, "CITY"
    else:
        a["region"], a["rabbr"], a["rtype"] = reg[0], reg[1], "STATE"
    a["pc"] = postcode(rng, cc, a["rabbr"])
    return a


def addr_writer(rng, cc, a, block=False, with_region=None, country=None):
    """Return a function(doc) that writes the address with its parts split."""
    if with_region is None:
        with_region = cc in ("AU", "CA", "US") or rng.random() < 0.5
    abbr = cc in ("AU", "CA", "US") and rng.random() < 0.8
    sep = "\n" if block else ", "

    def w(doc):
        doc.p(a["street"], "STREET").t(sep).p(a["town"], "CITY")
        if cc in ("AU",):
            doc.t(" " if not block else "\n")
            doc.p(a["rabbr"] if abbr else a["region"], "STATE").t(" ").p(a["pc"], "ZIP")
        elif cc in ("CA", "US"):
            doc.t(", ").p(a["rabbr"] if abbr else a["region"], "STATE").t("  " if block else " ").p(a["pc"], "ZIP")
        elif cc == "IE":
            if with_region:
                doc.t(sep + "Co. ").p(a["region"], "CITY")
            doc.t(sep).p(a["pc"], "ZIP")
        else:
            if with_region:
                doc.t(sep).p(a["region"], "CITY")
            doc.t(sep).p(a["pc"], "ZIP")
        if country:
            doc.t(sep).p(country, "COUNTRY")
    return w


# ---------------------------------------------------------------- identifiers
def nhs_no(rng):
    return "%s %s %s" % (nz(rng, 3), dg(rng, 3), dg(rng, 4))


def health_id(rng, cc):
    """(label, value, type) of the main health-system number."""
    if cc == "UK":
        return (rng.choice(["NHS No", "NHS number", "NHS No."]), nhs_no(rng), "MRN")
    if cc == "IE":
        return (rng.choice(["Medical card no", "GMS no", "Medical Card"]), "%s%s" % (dg(rng, 7), lt(rng, 1)), "HEALTHPLAN")
    if cc == "AU":
        return (rng.choice(["Medicare no", "Medicare", "Medicare card"]), "%s %s %s" % (nz(rng, 4), dg(rng, 5), nz(rng, 1)), "HEALTHPLAN")
    if cc == "CA":
        return (rng.choice(["Health card", "OHIP", "PHN", "Health card no"]),
                rng.choice(["%s-%s-%s-%s" % (nz(rng, 4), dg(rng, 3), dg(rng, 3), lt(rng, 2)), "9%s %s %s" % (dg(rng, 3), dg(rng, 3), dg(rng, 3))]),
                "HEALTHPLAN")
    return (rng.choice(["Medicaid ID", "Member ID", "Insurance ID"]),
            rng.choice(["%s%s" % (lt(rng, 3), dg(rng, 9)), "%s%s" % (lt(rng, 2), dg(rng, 8)), dg(rng, 11)]), "HEALTHPLAN")


def ssn(rng, cc):
    if cc == "US":
        return ("SSN", rng.choice(["9%s-%s-%s" % (dg(rng, 2), dg(rng, 2), dg(rng, 4)), "000-%s-%s" % (dg(rng, 2), dg(rng, 4))]))
    if cc == "IE":
        return ("PPSN", "9%s%s" % (dg(rng, 6), rng.choice(["A", "T", "TA", "W", "H"])))
    if cc == "CA":
        return ("SIN", "9%s %s %s" % (dg(rng, 2), dg(rng, 3), dg(rng, 3)))
    if cc == "AU":
        return ("Centrelink CRN", "9%s %s %s%s" % (dg(rng, 2), dg(rng, 3), dg(rng, 3), lt(rng, 1)))
    return ("NI No", "000 %s %s" % (dg(rng, 3), dg(rng, 3)))


def mrn(rng, cc):
    return rng.choice({"UK": ["RX%s" % dg(rng, 6), "K%s" % dg(rng, 7), "H%s" % dg(rng, 6)],
                       "IE": [dg(rng, 7), "MRN%s" % dg(rng, 6), "00%s" % dg(rng, 6)],
                       "AU": ["%s" % dg(rng, 7), "UR%s" % dg(rng, 6), "MR%s" % dg(rng, 6)],
                       "CA": ["%s" % dg(rng, 8), "M%s" % dg(rng, 7), "%s-%s" % (dg(rng, 3), dg(rng, 4))],
                       "US": ["%s" % dg(rng, 8), "E%s" % dg(rng, 7), "%s-%s-%s" % (dg(rng, 2), dg(rng, 2), dg(rng, 4))]}[cc])


def hcr_no(rng):
    return rng.choice(["HCR-%s" % dg(rng, 6), "CHR%s" % dg(rng, 7), "MED-%s-%s" % (dg(rng, 2), dg(rng, 5))])


def account(rng, yy):
    return rng.choice(["ED-%02d-%s" % (yy, dg(rng, 6)), "V%s" % dg(rng, 8), "ATT%s" % dg(rng, 7),
                       "ENC-%s" % dg(rng, 7), "%s/%02d" % (dg(rng, 6), yy), "EP%s" % dg(rng, 8)])


def custody_no(rng, cc, yy):
    return {"UK": lambda: rng.choice(["%s/%s/%02d" % (lt(rng, 2), dg(rng, 5), yy), "%s-%s-%02d" % (lt(rng, 3), dg(rng, 5), yy),
                                      "CR %02d/%s" % (yy, dg(rng, 6))]),
            "IE": lambda: "C%s/%02d" % (dg(rng, 5), yy),
            "AU": lambda: rng.choice(["WH%02d-%s" % (yy, dg(rng, 5)), "CR-%s" % dg(rng, 7)]),
            "CA": lambda: rng.choice(["20%02d-%s" % (yy, dg(rng, 6)), "PR%s" % dg(rng, 7)]),
            "US": lambda: rng.choice(["B%02d-%s" % (yy, dg(rng, 6)), "20%02d%s" % (yy, dg(rng, 6)), "BK-%s" % dg(rng, 7)])}[cc]()


def incident_no(rng, cc, yy):
    return {"UK": lambda: rng.choice(["%s/%02d" % (dg(rng, 5), yy), "LOG %s-%s" % (dg(rng, 4), dg(rng, 4))]),
            "IE": lambda: dg(rng, 8),
            "AU": lambda: "QP%02d%s" % (yy, dg(rng, 8)) if rng.random() < 0.5 else "E%s" % dg(rng, 8),
            "CA": lambda: "%02d-%s" % (yy, dg(rng, 6)),
            "US": lambda: "%02d-%s" % (yy, dg(rng, 6))}[cc]()


def pnc_id(rng, yy):
    return "%02d/%s%s" % (yy, dg(rng, 6), lt(rng, 1))


def clin_reg(rng, cc, role):
    """(label, value) of a clinician registration (LICENSE)."""
    if cc == "UK":
        if role == "doc":
            return ("GMC", nz(rng, 7))
        if role == "para":
            return ("HCPC", "PA" + dg(rng, 5))
        return ("NMC PIN", "%s%s%s%s" % (dg(rng, 2), lt(rng, 1), dg(rng, 4), lt(rng, 1)))
    if cc == "IE":
        return ("IMC", nz(rng, 6)) if role == "doc" else ("NMBI PIN", nz(rng, 6))
    if cc == "AU":
        return ("AHPRA", ("MED000" if role == "doc" else "NMW000") + dg(rng, 7))
    if cc == "CA":
        return ("CPSO", nz(rng, 5)) if role == "doc" else ("CNO reg", nz(rng, 7))
    if role == "doc":
        return rng.choice([("NPI", "1" + dg(rng, 9)), ("DEA", lt(rng, 2) + dg(rng, 7)), ("Lic", "MD-" + dg(rng, 6))])
    return ("RN Lic", "RN" + dg(rng, 6))


def driving_licence(rng, cc, p):
    if cc == "UK":
        s = "".join(ch for ch in p.last.upper() if ch.isalpha())[:5].ljust(5, "9")
        return "%s%s%s%s%s" % (s, dg(rng, 6), p.first[0], lt(rng, 1), dg(rng, 2) + lt(rng, 2))
    if cc == "IE":
        return dg(rng, 9)
    if cc == "AU":
        return dg(rng, 8)
    if cc == "CA":
        return "%s%s-%s-%s" % (p.last[0].upper(), dg(rng, 4), dg(rng, 5), dg(rng, 5))
    return "%s%s" % (lt(rng, 1), dg(rng, 8))


def plate(rng, cc):
    if cc == "UK":
        return "%s%02d %s" % (lt(rng, 2), rng.choice([16, 19, 21, 66, 69, 70, 71, 18, 22]), lt(rng, 3))
    if cc == "IE":
        return "%d-%s-%s" % (rng.choice([151, 162, 181, 191, 202, 221, 231, 12]), rng.choice(["KE", "MH", "C", "G", "WX", "D", "LH"]), nz(rng, rng.choice([4, 5])))
    if cc == "AU":
        return rng.choice(["%s%s" % (lt(rng, 3), dg(rng, 3)), "%s%s-%s" % (dg(rng, 1), lt(rng, 2), dg(rng, 2) + lt(rng, 1)), "%s %s" % (lt(rng, 3), dg(rng, 3))])
    if cc == "CA":
        return rng.choice(["%s %s" % (lt(rng, 4), dg(rng, 3)), "%s %s" % (lt(rng, 3), dg(rng, 3))])
    return rng.choice(["%d%s%s" % (rng.randint(1, 9), lt(rng, 3), dg(rng, 3)), "%s %s" % (lt(rng, 3), dg(rng, 4))])


def vin(rng):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


def serial(rng, kind):
    return {"breath": lambda: rng.choice(["ARJ%s" % dg(rng, 5), "BM7-%s" % dg(rng, 5), "SN %s%s" % (lt(rng, 2), dg(rng, 6))]),
            "gluco": lambda: rng.choice(["GR2%s" % dg(rng, 7), "GM-%s-%s" % (lt(rng, 1), dg(rng, 5))]),
            "pump": lambda: "PMP%s%s" % (lt(rng, 2), dg(rng, 6)),
            "tag": lambda: "EMT-%s" % dg(rng, 7),
            "bwv": lambda: "BWV%s" % dg(rng, 6),
            "cgm": lambda: "%s%s" % (lt(rng, 3), dg(rng, 8)),
            "oxi": lambda: "OX200-%s" % dg(rng, 5),
            "defib": lambda: "AED-%s%s" % (lt(rng, 2), dg(rng, 5)),
            "pacer": lambda: "PJN%s" % dg(rng, 6)}[kind]()


def bioid(rng, kind, yy):
    return {"fp": lambda: rng.choice(["FP-%02d-%s" % (yy, dg(rng, 6)), "LS%s" % dg(rng, 8), "%s%s" % (lt(rng, 2), dg(rng, 7))]),
            "dna": lambda: rng.choice(["DNA%02d%s" % (yy, dg(rng, 6)), "%s%s%s" % (lt(rng, 1), dg(rng, 7), lt(rng, 1)), "BC-%s" % dg(rng, 8)]),
            "photo": lambda: "IMG-%02d-%s" % (yy, dg(rng, 6)),
            "palm": lambda: "PP%s" % dg(rng, 7)}[kind]()


def idnum(rng, kind, yy):
    return {"seal": lambda: rng.choice(["%s%s" % (lt(rng, 2), dg(rng, 6)), "SEAL %s" % dg(rng, 7)]).split(" ")[-1],
            "exhibit": lambda: "%s/%d" % (lt(rng, 2) + lt(rng, 1), rng.randint(1, 12)),
            "lab": lambda: "L%02d-%s" % (yy, dg(rng, 5)),
            "ref": lambda: "LD-%02d-%s" % (yy, dg(rng, 4)),
            "order": lambda: "ORD%s" % dg(rng, 7),
            "court": lambda: "%02d/%s" % (yy, dg(rng, 5)),
            "datix": lambda: "W%s" % dg(rng, 6)}[kind]()
