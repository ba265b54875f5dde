"""Fictional PHI value generators for dev422_en (country-aware). Contacts always carry 555; see README."""
import datetime as dt

from doc import P
import pools_places as PL

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
HOLIDAYS = {"US": ["Thanksgiving", "Christmas", "Labor Day", "the Fourth of July", "Memorial Day", "New Year's Day"],
            "UK": ["Christmas", "Boxing Day", "Easter", "the August bank holiday", "New Year's Day"],
            "CA": ["Thanksgiving", "Christmas", "Canada Day", "Victoria Day", "Boxing Day"],
            "AU": ["Christmas", "Australia Day", "Anzac Day", "Easter", "Boxing Day"],
            "IE": ["Christmas", "St Stephen's Day", "Easter", "St Patrick's Day", "the June bank holiday"],
            "NZ": ["Christmas", "Waitangi Day", "Matariki", "Easter", "Labour Weekend"]}
OTHER_FEASTS = ["Eid", "Diwali", "Ramadan", "Hanukkah", "Lunar New Year", "Passover"]

_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
         "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    t, o = divmod(n, 10)
    return _TENS[t] + ("-" + _ONES[o] if o else "")


def rdate(rng, a, b):
    """uniform date between two dates"""
    return a + dt.timedelta(days=rng.randint(0, (b - a).days))


def plus(d, days):
    return d + dt.timedelta(days=days)


def years_between(a, b):
    y = b.year - a.year
    if (b.month, b.day) < (a.month, a.day):
        y -= 1
    return y


DMY = {"UK", "IE", "AU", "NZ"}


def fmt_date(rng, d, country, style=None):
    if style is None:
        if country == "US":
            style = rng.choice(["num", "num", "num", "long", "short", "num0", "iso", "dmon"])
        elif country == "CA":
            style = rng.choice(["iso", "iso", "long", "num", "short", "dmon"])
        else:
            style = rng.choice(["num", "num", "num", "long", "long", "short", "dmon", "dot", "iso"])
    dm = country in DMY or (country == "CA" and style == "num" and rng.random() < 0.5)
    M, D, Y = d.month, d.day, d.year
    if style == "num":
        return "%d/%d/%d" % ((D, M, Y) if dm else (M, D, Y)) if rng.random() < 0.3 else \
            "%02d/%02d/%d" % ((D, M, Y) if dm else (M, D, Y))
    if style == "num0":
        return "%02d/%02d/%02d" % ((D, M, Y % 100) if dm else (M, D, Y % 100))
    if style == "dot":
        return "%02d.%02d.%d" % (D, M, Y)
    if style == "iso":
        return "%d-%02d-%02d" % (Y, M, D)
    if style == "dmon":
        return "%02d-%s-%d" % (D, MONTHS[M - 1][:3], Y)
    if style == "long":
        return ("%d %s %d" % (D, MONTHS[M - 1], Y)) if (country in DMY) else ("%s %d, %d" % (MONTHS[M - 1], D, Y))
    if style == "short":
        return ("%d %s %d" % (D, MONTHS[M - 1][:3], Y)) if (country in DMY) else ("%s %d, %d" % (MONTHS[M - 1][:3], D, Y))
    if style == "wk":
        w = WEEKDAYS[d.weekday()]
        return ("%s %d %s %d" % (w, D, MONTHS[M - 1], Y)) if country in DMY else ("%s, %s %d, %d" % (w, MONTHS[M - 1], D, Y))
    if style == "wks":
        w = WEEKDAYS[d.weekday()][:3]
        return ("%s %d/%d" % (w, D, M)) if country in DMY else ("%s %d/%d" % (w, M, D))
    if style == "dm":
        return ("%d %s" % (D, MONTHS[M - 1])) if country in DMY else ("%s %d" % (MONTHS[M - 1], D))
    if style == "my":
        return "%s %d" % (MONTHS[M - 1], Y) if rng.random() < 0.8 else "%s %d" % (MONTHS[M - 1][:3], Y)
    if style == "y":
        return str(Y)
    if style == "wd":
        return WEEKDAYS[d.weekday()]
    raise ValueError(style)


def D(rng, d, country, style=None):
    return P(fmt_date(rng, d, country, style), "DATE")


# ---------------------------------------------------------------- contacts
US_AREAS = ["614", "937", "419", "217", "309", "608", "920", "734", "517", "508", "978", "401", "860", "518", "585",
            "716", "570", "610", "804", "540", "919", "828", "912", "478", "813", "352", "865", "423", "918", "316",
            "402", "515", "208", "509", "253", "541", "916", "559", "661", "520", "480", "505", "915", "806", "210"]
CA_AREAS = ["905", "519", "613", "705", "807", "902", "506", "306", "204", "403", "250", "709", "819", "782"]


def phone(rng, country, kind="land"):
    r4 = "%04d" % rng.randint(0, 9999)
    if country in ("US", "CA"):
        a = rng.choice(US_AREAS if country == "US" else CA_AREAS)
        line = "%04d" % rng.randint(100, 199)
        fmt = rng.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "(%s) 555-%s", "%s 555 %s", "+1 %s 555 %s"])
        return fmt % (a, line)
    if country == "UK":
        if kind == "mob":
            return rng.choice(["07700 555 %03d", "07700555%03d", "+44 7700 555 %03d"]) % rng.randint(0, 999)
        ac = rng.choice(["0113", "0114", "0161", "0117", "0121", "0191", "0115", "01632", "029", "0141", "028"])
        if len(ac) == 3:
            return "%s 555%d %s" % (ac, rng.randint(0, 9), r4)
        if len(ac) == 4:
            return "%s 555 %s" % (ac, r4)
        return "%s 555%s" % (ac, r4[:3])
    if country == "AU":
        if kind == "mob":
            return "04%02d 555 %03d" % (rng.randint(0, 99), rng.randint(0, 999))
        return "(0%s) 5550 %s" % (rng.choice("2378"), r4)
    if country == "IE":
        if kind == "mob":
            return "08%s 555 %s" % (rng.choice("5679"), r4)
        return "(0%s) 555 %s" % (rng.choice(["1", "21", "91", "61", "51", "71"]), r4)
    if country == "NZ":
        if kind == "mob":
            return "02%s 555 %s" % (rng.choice("127"), r4)
        return "(0%s) 555 %s" % (rng.choice("34679"), r4)
    raise ValueError(country)


def ext(rng):
    return rng.choice(["ext. 555%d", "ext 555%d", "x555%d", "extn 555%d"]) % rng.randint(0, 9)


def pager(rng):
    return rng.choice(["555-%04d" % rng.randint(0, 9999), "555%d" % rng.randint(0, 9), "555%d" % rng.randint(0, 9),
                       "555 %03d" % rng.randint(0, 999)])


def ip(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))
    return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))


DOMAINS = ["example.com", "example.org", "example.net"]


def slug(s):
    out = []
    for ch in s.lower():
        if ch.isascii() and ch.isalnum():
            out.append(ch)
        elif ch in " -'.":
            out.append("")
        else:
            out.append({"ś": "s", "á": "a", "í": "i", "ó": "o", "ú": "u", "é": "e", "ü": "u"}.get(ch, ""))
    return "".join(out)


def email(rng, first, last, dom=None):
    f, l = slug(first), slug(last)
    local = rng.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s_%s%d" % (f, l, rng.randint(1, 99)),
                        "%s.%s%d" % (l, f[0], rng.randint(1, 9)), "%s%s" % (f, l[:3])])
    return "%s@%s" % (local, dom or rng.choice(DOMAINS))


def username(rng, first, last):
    f, l = slug(first), slug(last)
    return rng.choice(["%s%s" % (f[0], l[:7]), "%s%s%d" % (f[0], l[:6], rng.randint(1, 9)), "%s.%s" % (f, l),
                       "%s_%s" % (l[:6], f[0]), "%s%s" % (f[:3], l[:3])])


# ---------------------------------------------------------------- identifiers
L26 = "ABCDEFGHJKLMNPRSTUVWXYZ"


def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice(L26) for _ in range(n))


def mrn(rng, country):
    if country == "US":
        return rng.choice([digits(rng, 8), "00" + digits(rng, 6), "E" + digits(rng, 7), digits(rng, 3) + "-" + digits(rng, 5)])
    if country == "UK":
        return rng.choice(["RX" + digits(rng, 7), letters(rng, 1) + digits(rng, 6), "K" + digits(rng, 7)])
    if country == "CA":
        return rng.choice(["H" + digits(rng, 7), digits(rng, 9), "MRN" + digits(rng, 6)])
    if country == "AU":
        return digits(rng, 7)
    if country == "IE":
        return digits(rng, 7)
    return letters(rng, 3) + digits(rng, 4)   # NZ NHI


def national(rng, country):
    """national health-service patient number, annotated as MRN (see README)"""
    if country == "UK":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 4))
    if country == "IE":
        return digits(rng, 7) + letters(rng, 1)  # IHI-like
    if country == "NZ":
        return letters(rng, 3) + digits(rng, 4)
    return digits(rng, 10)


def healthplan(rng, country):
    if country == "US":
        return rng.choice([letters(rng, 3) + digits(rng, 6), "W" + digits(rng, 9), "MCD" + digits(rng, 8) + letters(rng, 1),
                           "9" + digits(rng, 2) + "-" + digits(rng, 2) + "-" + digits(rng, 4) + "A", "ZGP" + digits(rng, 9)])
    if country == "CA":
        return "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))
    if country == "AU":
        return "%s %s %s" % (rng.choice("23456") + digits(rng, 3), digits(rng, 5), rng.choice("123456789"))
    if country == "IE":
        return digits(rng, 8) + letters(rng, 1)
    if country == "NZ":
        return "SC" + digits(rng, 8)
    return "HH-" + digits(rng, 7)


def group_no(rng):
    return rng.choice(["GRP-" + digits(rng, 5), digits(rng, 6), letters(rng, 2) + digits(rng, 4)])


def account(rng):
    return rng.choice([digits(rng, 4) + "-" + digits(rng, 4), "V" + digits(rng, 9), "FIN" + digits(rng, 8),
                       digits(rng, 10), "HAR " + digits(rng, 8), "ENC-" + digits(rng, 7), "A" + digits(rng, 8)])


def ssn(rng, country):
    if country == "CA":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if rng.random() < 0.75:
        return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    return "000-%s-%s" % (digits(rng, 2), digits(rng, 4))


def license(rng, country, kind="doc"):
    if kind == "dea":
        return letters(rng, 2) + digits(rng, 7)
    if kind == "dl":
        if country == "US":
            return rng.choice([letters(rng, 1) + digits(rng, 3) + "-" + digits(rng, 4) + "-" + digits(rng, 4), digits(rng, 9),
                               letters(rng, 1) + digits(rng, 7)])
        if country == "UK":
            return letters(rng, 5) + digits(rng, 6) + letters(rng, 2) + digits(rng, 1) + letters(rng, 2)
        if country == "AU":
            return digits(rng, 8)
        if country == "CA":
            return letters(rng, 1) + digits(rng, 4) + "-" + digits(rng, 5) + "-" + digits(rng, 5)
        return letters(rng, 2) + digits(rng, 6)
    if kind == "hcpc":
        return rng.choice(["PH", "OR", "OT", "SL"]) + digits(rng, 6)
    if country == "US":
        return "1" + digits(rng, 9)   # NPI
    if country == "UK":
        return digits(rng, 7)         # GMC
    if country == "IE":
        return digits(rng, 6)         # IMC
    if country == "AU":
        return "MED000" + digits(rng, 7)
    if country == "CA":
        return digits(rng, 5)
    return digits(rng, 5)


def serial(rng, kind="gen"):
    if kind == "vent":
        return rng.choice(["2" + digits(rng, 10), "TV" + digits(rng, 6), "VIV" + digits(rng, 6), "SN" + digits(rng, 8)])
    if kind == "cardiac":
        return rng.choice(["RNB" + digits(rng, 6) + "H", "PJN" + digits(rng, 6), digits(rng, 8), "SRP" + digits(rng, 6) + "S"])
    if kind == "pump":
        return rng.choice(["SP" + digits(rng, 7), digits(rng, 4) + "-" + digits(rng, 4), "C" + digits(rng, 8)])
    if kind == "chair":
        return rng.choice(["PM" + digits(rng, 8), "Q7-" + digits(rng, 6), letters(rng, 2) + digits(rng, 7)])
    return rng.choice([letters(rng, 3) + digits(rng, 6), digits(rng, 4) + "-" + digits(rng, 4), "S" + digits(rng, 9)])


def plate(rng, country):
    if country == "UK":
        return "%s%02d %s" % (letters(rng, 2), rng.choice([15, 16, 17, 18, 19, 20, 21, 22, 23, 66, 67, 68, 69, 70, 71, 72]), letters(rng, 3))
    if country == "US":
        return rng.choice([digits(rng, 1) + letters(rng, 3) + digits(rng, 3), letters(rng, 3) + "-" + digits(rng, 4),
                           letters(rng, 3) + " " + digits(rng, 3)])
    if country == "CA":
        return letters(rng, 4) + " " + digits(rng, 3)
    if country == "AU":
        return digits(rng, 1) + letters(rng, 3) + digits(rng, 3) if rng.random() < 0.5 else letters(rng, 3) + "-" + digits(rng, 2) + letters(rng, 1)
    if country == "IE":
        return "%d-%s-%d" % (rng.choice([191, 192, 201, 211, 222, 231, 241, 152, 162]), rng.choice(["G", "C", "D", "L", "KY", "MO", "SO", "WX"]), rng.randint(10, 9999))
    return letters(rng, 3) + digits(rng, 3)


def vin(rng):
    ch = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return rng.choice(["1", "2", "3", "J", "W", "S", "V"]) + "".join(rng.choice(ch) for _ in range(16))


def bioid(rng):
    return rng.choice(["FP-" + digits(rng, 5), "PV-" + digits(rng, 7), "VP" + digits(rng, 6), "IR-" + letters(rng, 2) + digits(rng, 5),
                       "BIO-" + digits(rng, 6), "FPT" + digits(rng, 8)])


def idnum(rng, kind="acc", year=None):
    yy = "%02d" % ((year or 2020) % 100)
    if kind == "acc":
        return rng.choice(["S%s-%s" % (yy, digits(rng, 4)), "NP%s-%s" % (yy, digits(rng, 5)), "A" + digits(rng, 8),
                           "MB%s/%s" % (yy, digits(rng, 4))])
    if kind == "ncs":
        return rng.choice(["NCS-%s-%s" % (yy, digits(rng, 4)), "EMG%s%s" % (yy, digits(rng, 5)), "NP-" + digits(rng, 6)])
    if kind == "gen":
        return rng.choice(["GEN-%s-%s" % (digits(rng, 4), digits(rng, 5)), "G%s-%s" % (yy, digits(rng, 6)),
                           "MGL" + digits(rng, 7), "DNA%s/%s" % (yy, digits(rng, 5))])
    if kind == "order":
        return rng.choice(["ORD " + digits(rng, 7), "RX" + digits(rng, 8), digits(rng, 9), "PO-" + digits(rng, 6)])
    if kind == "sleep":
        return rng.choice(["PSG-%s-%s" % (yy, digits(rng, 4)), "SL" + digits(rng, 6), "OX%s%s" % (yy, digits(rng, 4))])
    if kind == "echo":
        return rng.choice(["ECH" + digits(rng, 7), "CMR-%s-%s" % (yy, digits(rng, 4)), "HT" + digits(rng, 6)])
    if kind == "trial":
        return "%s-%s" % (digits(rng, 3), digits(rng, 4))
    if kind == "track":
        return letters(rng, 2) + digits(rng, 9) + "GB"
    return letters(rng, 2) + digits(rng, 6)


# ---------------------------------------------------------------- places
def place(rng, country):
    """(street, city, region, region_abbr, postcode)"""
    name = rng.choice(PL.STREET_NAMES)
    num = rng.randint(1, 240)
    if country == "US":
        city, st = rng.choice(PL.US_CITIES)
        num = rng.randint(10, 9899)
        s = "%d %s%s %s" % (num, (rng.choice(PL.US_DIRS) + " ") if rng.random() < 0.3 else "", name, rng.choice(PL.SUFFIX_US))
        if rng.random() < 0.3:
            s += rng.choice([", Apt %d%s" % (rng.randint(1, 30), rng.choice("ABCD")), " Unit %d" % rng.randint(1, 60),
                             ", #%d" % rng.randint(100, 999)])
        z = "%05d" % rng.randint(1001, 99950)
        if rng.random() < 0.15:
            z += "-%04d" % rng.randint(1, 9999)
        return s, city, st, PL.US_ABBR[st], z
    if country == "UK":
        city, county = rng.choice(PL.UK_CITIES)
        s = "%d %s %s" % (num, name, rng.choice(PL.SUFFIX_UK))
        if rng.random() < 0.2:
            s = "Flat %d, %s" % (rng.randint(1, 12), s)
        out = PL.UK_POST[city]
        z = "%s%d %d%s" % (out, rng.randint(1, 29), rng.randint(1, 9), "".join(rng.choice("ABDEFGHJLNPQRSTUWXYZ") for _ in range(2)))
        return s, city, county, county, z
    if country == "CA":
        city, pv = rng.choice(PL.CA_CITIES)
        s = "%d %s %s" % (rng.randint(10, 4999), name, rng.choice(["Street", "Avenue", "Road", "Crescent", "Drive", "Boulevard"]))
        if rng.random() < 0.25:
            s = "%d-%s" % (rng.randint(100, 1808), s)
        z = "%s%d%s %d%s%d" % (rng.choice(PL.CA_FSA[pv]), rng.randint(0, 9), rng.choice("ABCEGHJKLMNPRSTVWXYZ"),
                                rng.randint(0, 9), rng.choice("ABCEGHJKLMNPRSTVWXYZ"), rng.randint(0, 9))
        return s, city, pv, PL.CA_ABBR[pv], z
    if country == "AU":
        city, stt = rng.choice(PL.AU_CITIES)
        s = "%d %s %s" % (num, name, rng.choice(["Street", "St", "Road", "Rd", "Avenue", "Parade", "Court", "Crescent"]))
        if rng.random() < 0.25:
            s = "Unit %d/%s" % (rng.randint(1, 20), s)
        pre = PL.AU_PC[stt]
        z = pre + digits(rng, 4 - len(pre))
        return s, city, stt, PL.AU_ABBR[stt], z
    if country == "IE":
        city, prov = rng.choice(PL.IE_CITIES)
        s = "%d %s %s" % (num, name, rng.choice(["Road", "Street", "Park", "Grove", "Avenue", "Lawn", "Drive"]))
        z = "%s %s" % (PL.IE_EIR[city], "".join(rng.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4)))
        return s, city, prov, prov, z
    city, reg = rng.choice(PL.NZ_CITIES)
    s = "%d %s %s" % (num, name, rng.choice(["Street", "Road", "Place", "Terrace", "Crescent", "Avenue"]))
    return s, city, reg, reg, "%04d" % rng.randint(1010, 9893)


def hospital(rng, country, kind="hosp"):
    stem = rng.choice(PL.HOSP_STEMS)
    if kind == "hosp":
        if rng.random() < 0.3:
            return "%s %s" % (rng.choice(PL.SAINTS), rng.choice(["Hospital", "University Hospital", "Medical Center" if country in ("US", "CA") else "General Hospital"]))
        types = PL.HOSP_TYPES_US if country in ("US", "CA") else PL.HOSP_TYPES_UK
        return "%s %s" % (stem, rng.choice(types))
    if kind == "nm":
        s = rng.choice(PL.NM_CENTRES if country == "US" else PL.NM_CENTRES[:5]).format(s=stem)
        return s.replace("Centre", "Center") if country == "US" else s
    if kind == "practice":
        s = rng.choice(PL.PRACTICE_FMT).format(s=stem)
        return s.replace("Centre", "Center") if country == "US" else s
    if kind == "pharmacy":
        return rng.choice(PL.PHARMACY_FMT).format(s=stem)
    raise ValueError(kind)
