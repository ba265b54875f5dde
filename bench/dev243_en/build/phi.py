"""Note builder and PHI surface-form generators for dev243_en (author 243).

A note is assembled from pieces: plain strings, (value, TYPE) tuples for PHI, or
lists of pieces. Offsets are recorded while appending, never by searching text.
"""
import datetime
import re

import pools as P

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
TYPES = sorted(LABEL)
_PH = re.compile(r"\{(\w+)\}")


class Doc:
    def __init__(self):
        self.buf = []
        self.n = 0
        self.spans = []

    def add(self, v):
        if v is None:
            return
        if isinstance(v, str):
            self.buf.append(v)
            self.n += len(v)
        elif isinstance(v, tuple):
            s, typ = v
            if typ is None:
                self.add(s)
                return
            if not s or s != s.strip():
                raise ValueError("bad span value %r" % (s,))
            self.spans.append({"start": self.n, "end": self.n + len(s), "label": LABEL[typ],
                               "type": typ, "text": s})
            self.buf.append(s)
            self.n += len(s)
        elif isinstance(v, list):
            for x in v:
                self.add(x)
        else:
            raise TypeError(repr(v))

    def w(self, tpl, **kw):
        """Append template text; {key} placeholders take pieces from kw (callables are called)."""
        pos = 0
        for m in _PH.finditer(tpl):
            self.add(tpl[pos:m.start()])
            v = kw[m.group(1)]
            if callable(v):
                v = v()
            if isinstance(v, str) and "{" in v:
                self.w(v, **kw)  # a chosen phrase may itself hold placeholders
            else:
                self.add(v)
            pos = m.end()
        self.add(tpl[pos:])

    def text(self):
        return "".join(self.buf)


_ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen " \
        "sixteen seventeen eighteen nineteen".split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def words(n):
    if n < 20:
        return _ONES[n]
    t, o = divmod(n, 10)
    return _TENS[t] + ("" if o == 0 else "-" + _ONES[o])


MONTHS = "January February March April May June July August September October November December".split()
WDAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()


def ordinal(d):
    if 10 <= d % 100 <= 20:
        return "%dth" % d
    return "%d%s" % (d, {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


def fmt_date(dt, style):
    d, m, y = dt.day, dt.month, dt.year
    mon, ab = MONTHS[m - 1], MONTHS[m - 1][:3]
    wd = WDAYS[dt.weekday()]
    f = {
        "dmy_slash": "%02d/%02d/%d" % (d, m, y), "dmy_nz": "%d/%d/%d" % (d, m, y),
        "dmy_long": "%d %s %d" % (d, mon, y), "dmy_abbr": "%d %s %d" % (d, ab, y),
        "dmy_dash": "%02d-%s-%d" % (d, ab, y), "dmy_caps": "%02d-%s-%02d" % (d, ab.upper(), y % 100),
        "dmy_short": "%02d/%02d/%02d" % (d, m, y % 100), "ord": "%s %s %d" % (ordinal(d), mon, y),
        "dmy_dot": "%02d.%02d.%d" % (d, m, y), "mdy_slash": "%02d/%02d/%d" % (m, d, y),
        "mdy_nz": "%d/%d/%d" % (m, d, y), "mdy_long": "%s %d, %d" % (mon, d, y),
        "mdy_abbr": "%s %d, %d" % (ab, d, y), "mdy_short": "%d/%d/%02d" % (m, d, y % 100),
        "mdy_dash": "%02d-%02d-%d" % (m, d, y), "iso": "%d-%02d-%02d" % (y, m, d),
        "my_long": "%s %d" % (mon, y), "my_abbr": "%s %d" % (ab, y), "my_num": "%02d/%d" % (m, y),
        "my_apos": "%s '%02d" % (ab, y % 100), "y": "%d" % y,
        "md_us": "%d/%d" % (m, d), "md_uk": "%d/%d" % (d, m), "dm_long": "%d %s" % (d, mon),
        "md_long": "%s %d" % (mon, d), "dm_ord": "%s %s" % (ordinal(d), mon), "d_ord": ordinal(d),
        "wd_uk": "%s %d %s %d" % (wd, d, mon, y), "wd_us": "%s, %s %d, %d" % (wd, mon, d, y),
        "wds_uk": "%s %02d/%02d" % (wd[:3], d, m), "wds_us": "%s %d/%d" % (wd[:3], m, d),
        "wd": wd, "mon": mon,
    }
    return f[style]


FULL = {"UK": ["dmy_slash"] * 5 + ["dmy_long"] * 3 + ["dmy_abbr", "dmy_dash", "dmy_short", "ord", "dmy_dot", "dmy_nz"],
        "US": ["mdy_slash"] * 4 + ["mdy_nz"] * 3 + ["mdy_long", "mdy_long", "mdy_abbr", "mdy_short", "mdy_dash", "iso"],
        "CA": ["iso"] * 4 + ["mdy_long", "dmy_long", "dmy_slash", "mdy_abbr", "dmy_caps", "dmy_abbr", "mdy_slash"]}
PARTIAL = {"UK": ["my_long", "my_abbr", "my_num", "dm_long", "dm_ord", "md_uk", "y", "my_apos"],
           "US": ["my_long", "my_abbr", "my_num", "md_long", "md_us", "y", "my_apos"],
           "CA": ["my_long", "my_abbr", "md_long", "dm_long", "y", "my_num"]}
WD = {"UK": ["wd_uk", "wds_uk"], "US": ["wd_us", "wds_us"], "CA": ["wd_us", "wd_uk", "wds_us"]}


class Person:
    def __init__(self, given, family, middle=None, title=None, cred=None, role=None):
        self.given, self.family, self.middle = given, family, middle
        self.title, self.cred, self.role = title, cred, role

    def initials(self, dots=True):
        parts = [self.given[0], self.family[0]]
        return ".".join(parts) + "." if dots else "".join(parts)


def name_pieces(p, typ, style, title=None):
    """Return pieces for a person's name; titles stay outside the span."""
    g, f, mid = p.given, p.family, p.middle
    t = title if title is not None else p.title
    if style == "full":
        return (g + " " + f, typ)
    if style == "full_mid":
        return ("%s %s %s" % (g, (mid[0] + ".") if mid else g[0] + ".", f) if mid else g + " " + f, typ)
    if style == "full_mid_long":
        return ("%s %s %s" % (g, mid, f) if mid else g + " " + f, typ)
    if style == "given":
        return (g, typ)
    if style == "family":
        return (f, typ)
    if style == "title_family":
        return [t + " ", (f, typ)] if t else (f, typ)
    if style == "title_full":
        return [t + " ", (g + " " + f, typ)] if t else (g + " " + f, typ)
    if style == "last_first":
        return (f + ", " + g, typ)
    if style == "last_first_caps":
        return ((f + ", " + g + ((" " + mid[0]) if mid else "")).upper(), typ)
    if style == "caps_full":
        return ((g + " " + f).upper(), typ)
    if style == "init_family":
        return (g[0] + ". " + f, typ)
    if style == "init_family_nodot":
        return (g[0] + " " + f, typ)
    if style == "given_init":
        return (g + " " + f[0] + ".", typ)
    if style == "initials":
        return (p.initials(True), typ)
    if style == "initials_nodot":
        return (p.initials(False), typ)
    if style == "family_init":
        return (f + " " + g[0], typ)
    raise KeyError(style)


def rand_digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def rand_letters(rng, n, alpha="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(alpha) for _ in range(n))


UK_AREA_CODES = ["020", "0113", "0161", "0117", "0121", "0131", "0141", "01273", "01392", "0191", "028", "01603",
                 "01865", "01224", "029", "0114"]
US_AREA = ["503", "541", "206", "253", "510", "559", "520", "505", "303", "612", "608", "734", "847", "802", "508",
           "401", "860", "607", "585", "828", "919", "912", "404", "512", "915", "410", "804", "412", "319", "402",
           "406", "208", "775", "808", "907", "352", "502"]
CA_AREA = ["416", "647", "613", "905", "519", "705", "807", "514", "819", "604", "250", "403", "780", "306", "204",
           "902", "506", "709", "867"]


def phone(rng, country, mobile=False):
    last = "01" + rand_digits(rng, 2) if rng.random() < 0.7 else rand_digits(rng, 4)
    if country == "UK":
        if mobile:
            return rng.choice(["07700 555%s", "07700 555 %s", "+44 7700 555%s", "07911 555%s"]) % last
        ac = rng.choice(UK_AREA_CODES)
        r = rng.random()
        if r < 0.2:
            return "+44 %s 555 %s" % (ac[1:], last)
        if r < 0.35:
            return "(%s) 555 %s" % (ac, last)
        return "%s 555 %s" % (ac, last)
    ac = rng.choice(US_AREA if country == "US" else CA_AREA)
    f = rng.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "+1 %s 555 %s", "1-%s-555-%s", "(%s)555-%s"])
    return f % (ac, last)


def with_ext(rng, num):
    r = rng.random()
    if r < 0.15:
        return num + rng.choice([" ext. ", " x", " ext ", " extn "]) + rand_digits(rng, rng.choice([3, 4]))
    return num


def ipaddr(rng):
    r = rng.random()
    if r < 0.4:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if r < 0.75:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))


def slug(s):
    return re.sub(r"[^a-z0-9]+", "-", s.lower()).strip("-")


def street(rng, country):
    base = rng.choice(P.STREETS)
    num = rng.choice([rng.randint(1, 99), rng.randint(1, 400), rng.randint(100, 9999)])
    if country == "UK":
        s = "%d %s %s" % (min(num, 240), base, rng.choice(P.ST_UK))
        r = rng.random()
        if r < 0.2:
            s = "Flat %d, %s" % (rng.randint(1, 24), s)
        elif r < 0.28:
            s = "%s House, %s" % (rng.choice(P.TREES), s)
        return s
    suf = rng.choice(P.ST_US if country == "US" else P.ST_CA)
    s = "%d %s%s %s" % (num, rng.choice(["", "", "", "N ", "S ", "East ", "W "]), base, suf)
    r = rng.random()
    if r < 0.2:
        s += rng.choice([", Apt %d", " Apt %d", ", Unit %d", " #%d", ", Suite %d"]) % rng.randint(1, 1800)
    elif r < 0.3 and country == "CA":
        s = "%d-%s" % (rng.randint(101, 2404), s)
    return s


CA_FSA1 = {"ON": "KLMNP", "QC": "GHJ", "BC": "V", "AB": "T", "SK": "S", "MB": "R", "NS": "B", "NB": "E", "PE": "C",
           "NL": "A", "YT": "Y", "NT": "X"}
US_ZIP = {"OH": (430, 459), "OR": (970, 979), "WA": (980, 994), "CA": (900, 961), "AZ": (850, 865), "NM": (870, 884),
          "CO": (800, 816), "MN": (550, 567), "WI": (530, 549), "MI": (480, 499), "IL": (600, 629), "VT": (50, 59),
          "MA": (10, 27), "RI": (28, 29), "CT": (60, 69), "NY": (100, 149), "NC": (270, 289), "GA": (300, 319),
          "TX": (750, 799), "MD": (206, 219), "VA": (220, 246), "PA": (150, 196), "IA": (500, 528), "NE": (680, 693),
          "MT": (590, 599), "ID": (832, 838), "NV": (889, 898), "HI": (967, 968), "AK": (995, 999), "FL": (320, 349),
          "KY": (400, 427)}
UK_PC = {"Leeds": "LS", "Halifax": "HX", "Harrowfield": "HG", "Brighton": "BN", "Lewes": "BN", "Norwich": "NR",
         "Thornbury": "BS", "Stroud": "GL", "Exeter": "EX", "Ivybridge": "PL", "Truro": "TR", "Kendal": "LA", "Carlisle": "CA",
         "Wigan": "WN", "Stockport": "SK", "Salford": "M", "Bootle": "L", "Gateshead": "NE", "Sunderland": "SR", "Luton": "LU",
         "Reading": "RG", "Oxford": "OX", "Banbury": "OX", "Ipswich": "IP", "Colchester": "CO", "Chelmsford": "CM",
         "Maidstone": "ME", "Margate": "CT", "Swindon": "SN", "Taunton": "TA", "Dundee": "DD", "Paisley": "PA",
         "Inverness": "IV", "Swansea": "SA", "Wrexham": "LL", "Lisburn": "BT", "Newry": "BT", "Hexham": "NE",
         "Glenrowan Bridge": "PR", "Millbrook Green": "ST", "Saltmarsh": "LN", "Netherby": "DE", "Coldharbour": "RH",
         "Kingsmere": "SO"}


def postcode(rng, country, where=None):
    """Invented postcode shaped like the region's (where: UK town, US state or CA province abbreviation)."""
    if country == "UK":
        a = UK_PC.get(where) or rng.choice(P.UK_AREA)
        return "%s%d %d%s" % (a, rng.randint(1, 28), rng.randint(0, 9), rand_letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
    if country == "US":
        lo, hi = US_ZIP.get(where, (100, 999))
        z = "%03d%s" % (rng.randint(lo, hi), rand_digits(rng, 2))
        return z + ("-" + rand_digits(rng, 4) if rng.random() < 0.15 else "")
    first = rng.choice(CA_FSA1.get(where, "KLMNPVT"))
    fsa = "%s%d%s" % (first, rng.randint(0, 9), rng.choice("ABCEGHJKLMNPRSTVWXYZ"))
    return "%s %d%s%d" % (fsa, rng.randint(0, 9), rng.choice("ABCEGHJKLMNPRSTVWXYZ"), rng.randint(0, 9))


def hospital(rng, kind):
    pl, tr, sa, su = rng.choice(P.PLACES), rng.choice(P.TREES), rng.choice(P.SAINTS), rng.choice(P.SUR)
    pats = {
        "gic": ["%s Gender Identity Clinic" % pl, "%s Gender Health Program" % pl, "%s Centre for Gender Wellbeing" % pl,
                "The %s Clinic" % tr, "%s Trans Health Service" % pl, "%s Gender Service" % pl,
                "%s Gender Affirming Care Clinic" % pl, "%s Centre for Transgender Health" % pl],
        "hosp": ["%s General Hospital" % pl, "St %s's Hospital" % sa, "St. %s's Medical Center" % sa,
                 "%s Memorial Hospital" % su, "%s Royal Infirmary" % pl, "%s University Hospital" % pl,
                 "%s Regional Medical Centre" % pl, "%s Health Sciences Centre" % pl, "%s Community Hospital" % pl],
        "gp": ["%s Medical Practice" % tr, "%s Surgery" % pl, "%s Health Centre" % pl, "%s Family Medicine" % pl,
               "%s Primary Care" % pl, "The %s Practice" % tr, "%s Community Health Centre" % pl,
               "%s Family Health Team" % pl],
        "pharm": ["%s Pharmacy" % su, "%s Community Pharmacy" % pl, "%s Chemist" % pl, "%s Drug Mart" % pl,
                  "%s Apothecary" % tr, "%s Pharmacy & Wellness" % pl],
        "surg": ["%s Gender Surgery Unit" % pl, "%s Centre for Reconstructive Surgery" % pl,
                 "%s Plastic Surgery Associates" % su, "%s Clinic for Gender Confirmation Surgery" % pl,
                 "%s Surgical Centre" % pl, "%s Aesthetic & Reconstructive Institute" % pl],
        "fert": ["%s Fertility Centre" % pl, "%s Reproductive Medicine Unit" % pl, "%s Assisted Conception Unit" % pl,
                 "%s Fertility Partners" % su, "%s Centre for Reproductive Health" % pl],
        "mh": ["%s Community Mental Health Team" % pl, "%s Counselling Service" % pl, "%s Psychology Associates" % su,
               "%s Behavioral Health" % pl, "%s Wellbeing Centre" % tr],
        "ward": ["%s Ward" % tr, "%s Unit" % tr, "%s Suite" % tr],
        "slt": ["%s Voice Clinic" % pl, "%s Speech and Language Therapy Service" % pl, "%s Voice & Communication Centre" % pl],
    }
    return rng.choice(pats[kind])


def org(rng, kind):
    pl, su = rng.choice(P.PLACES), rng.choice(P.SUR)
    if kind == "employer":
        r = rng.random()
        if r < 0.5:
            s = "%s %s" % (rng.choice(P.COMPANIES_A), rng.choice(P.COMPANIES_B))
        elif r < 0.75:
            s = "%s & %s %s" % (su, rng.choice(P.SUR), rng.choice(P.COMPANIES_B))
        else:
            s = "%s %s" % (pl, rng.choice(P.COMPANIES_B))
        suf = rng.choice(P.COMPANIES_SUF)
        return s + (" " + suf if suf else "")
    if kind == "school":
        return rng.choice(P.UNI_KIND).replace("{P}", pl).replace("{S}", rng.choice(P.SAINTS))
    if kind == "group":
        return rng.choice(P.GROUPS)
    if kind == "insurer":
        return rng.choice(P.INSURERS)
    raise KeyError(kind)
