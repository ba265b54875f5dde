"""Fictional identifiers, contacts, dates and people for one note ("case")."""
import datetime

from doc import P
import pool_people as PP
import pool_places as PL

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"


def digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def wchoice(rng, weights):
    keys = sorted(weights)
    tot = sum(weights[k] for k in keys)
    x = rng.uniform(0, tot)
    for k in keys:
        x -= weights[k]
        if x <= 0:
            return k
    return keys[-1]


# ---------------------------------------------------------------- dates
def fmt_date(dt, style, country):
    dmy = country != "US"
    m, d, y = dt.month, dt.day, dt.year
    if style == "num":
        return ("%02d/%02d/%d" % (d, m, y)) if dmy else ("%02d/%02d/%d" % (m, d, y))
    if style == "num1":
        return ("%d/%d/%d" % (d, m, y)) if dmy else ("%d/%d/%d" % (m, d, y))
    if style == "num2":
        return ("%d/%d/%02d" % (d, m, y % 100)) if dmy else ("%d/%d/%02d" % (m, d, y % 100))
    if style == "dot":
        return "%02d.%02d.%d" % (d, m, y)
    if style == "long":
        return ("%d %s %d" % (d, MONTHS[m - 1], y)) if dmy else ("%s %d, %d" % (MONTHS[m - 1], d, y))
    if style == "short":
        return ("%02d-%s-%d" % (d, MONTHS[m - 1][:3], y)) if dmy else ("%s %d, %d" % (MONTHS[m - 1][:3], d, y))
    if style == "iso":
        return "%d-%02d-%02d" % (y, m, d)
    if style == "my":
        return "%s %d" % (MONTHS[m - 1], y)
    if style == "mony":
        return "%s %d" % (MONTHS[m - 1][:3], y)
    if style == "mmyy":
        return "%02d/%d" % (m, y)
    if style == "y":
        return str(y)
    if style == "dm":
        return ("%d %s" % (d, MONTHS[m - 1])) if dmy else ("%s %d" % (MONTHS[m - 1], d))
    if style == "wd":
        wd = WEEKDAYS[dt.weekday()]
        return ("%s %d %s %d" % (wd, d, MONTHS[m - 1], y)) if dmy else ("%s, %s %d, %d" % (wd, MONTHS[m - 1], d, y))
    if style == "wds":
        wd = WEEKDAYS[dt.weekday()][:3]
        return ("%s %d/%d" % (wd, d, m)) if dmy else ("%s %d/%d" % (wd, m, d))
    raise ValueError(style)


# ---------------------------------------------------------------- contacts
def phone(rng, country, kind="land"):
    if country in ("US", "CA"):
        area = rng.choice(["614", "520", "518", "919", "208", "251", "716", "541", "905",
                           "613", "902", "250", "306", "506", "819", "403", "608", "402"])
        num = "555-01%02d" % rng.randint(0, 99)
        f = rng.randint(0, 3)
        s = ["(%s) %s" % (area, num), "%s-%s" % (area, num),
             "%s.%s" % (area, num.replace("-", ".")), "+1 %s %s" % (area, num)][f]
    elif country == "UK":
        if kind == "mobile":
            s = rng.choice(["07555 %s" % digits(rng, 6), "07700 555%s" % digits(rng, 3),
                            "+44 7555 %s" % digits(rng, 6)])
        else:
            area = rng.choice(["0113", "0118", "01225", "01792", "01603", "0117", "0114",
                               "0161", "01772", "01332", "01392", "01473", "024", "029"])
            s = rng.choice(["%s 555 %s" % (area, digits(rng, 4)),
                            "%s 555%s" % (area, digits(rng, 4)),
                            "(%s) 555 %s" % (area, digits(rng, 4))])
    elif country == "AU":
        if kind == "mobile":
            s = "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
        else:
            s = rng.choice(["(0%d) 5550 %s" % (rng.choice([2, 3, 7, 8]), digits(rng, 4)),
                            "0%d 5550 %s" % (rng.choice([2, 3, 7, 8]), digits(rng, 4))])
    else:  # IE
        if kind == "mobile":
            s = "08%d 555 %s" % (rng.choice([3, 5, 6, 7]), digits(rng, 4))
        else:
            s = rng.choice(["(0%d) 555 %s" % (rng.choice([21, 61, 65, 66, 71, 91]), digits(rng, 4)),
                            "0%d 555 %s" % (rng.choice([1, 41, 45, 46]), digits(rng, 4))])
    if kind == "land" and rng.random() < 0.2:
        s += rng.choice([" ext. 555%d", " x555%d", " ext 555%d"]) % rng.randint(0, 9)
    return s


def bleep(rng):
    return rng.choice(["555%d", "5%d555", "555%02d"]) % rng.randint(0, 9)


def ip(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(2, 254))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(2, 254))
    return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(2, 254))


DOMAINS = ["example.org", "example.net", "example.com"]


def ascii_tok(s):
    out = []
    for ch in s.lower():
        if ch in "áàâä":
            ch = "a"
        elif ch in "éèê":
            ch = "e"
        elif ch in "íì":
            ch = "i"
        elif ch in "óòôö":
            ch = "o"
        elif ch in "úü":
            ch = "u"
        if ch.isalnum():
            out.append(ch)
    return "".join(out)


def email_for(rng, first, last):
    f, l = ascii_tok(first), ascii_tok(last)
    local = rng.choice(["%s.%s" % (f, l), "%s%s" % (f[:1], l), "%s_%s%d" % (f, l, rng.randint(1, 99)),
                        "%s.%s%d" % (f[:1], l, rng.randint(1, 9))])
    return "%s@%s" % (local, rng.choice(DOMAINS))


def team_email(rng):
    return "%s@%s" % (rng.choice(["achd.nurses", "congenital.cardiology", "achd.admin",
                                  "guch.team", "heart.transition", "cardiac.mri.bookings",
                                  "echo.lab", "pacing.clinic", "cardiac.obstetrics"]),
                      rng.choice(DOMAINS))


def url(rng):
    host = rng.choice(["www.example.org", "www.example.net", "portal.example.com",
                       "myheart.example.org", "www.example.com", "remote.example.net"])
    path = rng.choice(["/achd", "/achd/pregnancy", "/patients/fontan", "/portal/login",
                       "/heart/transition", "/pacing/remote", "/leaflets/endocarditis", "",
                       "/cardiology/achd-clinic", "/mychart"])
    return rng.choice(["https://", "", "http://"]) + host + path


# ---------------------------------------------------------------- identifiers
def mrn(rng, country):
    f = rng.randint(0, 3)
    if country == "UK":
        return [("%s%s" % (rng.choice("KRMNW"), digits(rng, 7))), "RX%s" % digits(rng, 6),
                digits(rng, 8), "%s%s" % (digits(rng, 7), rng.choice("ABKX"))][f]
    if country == "US":
        return [digits(rng, 8), "%s-%s-%s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3)),
                "E%s" % digits(rng, 7), digits(rng, 9)][f]
    if country == "CA":
        return [digits(rng, 7), "M%s" % digits(rng, 6), digits(rng, 8), "H%s" % digits(rng, 7)][f]
    if country == "AU":
        return [digits(rng, 7), "UR%s" % digits(rng, 6), digits(rng, 8), "MRN%s" % digits(rng, 6)][f]
    return [digits(rng, 7), "%s%s" % (digits(rng, 6), rng.choice("ABC")), digits(rng, 8),
            "H%s" % digits(rng, 6)][f]


def nhs_number(rng):
    return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 4))


def healthplan(rng, country):
    if country == "US":
        return rng.choice(["%s%s" % ("".join(rng.choice(LETTERS) for _ in range(3)), digits(rng, 6)),
                           "W%s" % digits(rng, 9), "%s-%s" % (digits(rng, 4), digits(rng, 5))])
    if country == "CA":
        return "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3),
                                "".join(rng.choice(LETTERS) for _ in range(2)))
    if country == "AU":
        return "%s %s %s" % (digits(rng, 4), digits(rng, 5), rng.randint(1, 9))
    if country == "IE":
        return "%s%s" % (digits(rng, 7), rng.choice(LETTERS))
    return "%s%s" % (rng.choice(["HL", "AP"]), digits(rng, 8))


def ssn(rng, country):
    if country == "US":
        return rng.choice(["9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4)),
                           "000-%s-%s" % (digits(rng, 2), digits(rng, 4))])
    if country == "CA":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if country == "IE":
        return "9%s%s" % (digits(rng, 6), rng.choice(["T", "W", "TA", "K"]))
    return "000 %s %s" % (digits(rng, 3), digits(rng, 3))


def account(rng, country):
    return rng.choice(["%s-%s" % (digits(rng, 4), digits(rng, 4)), "V%s" % digits(rng, 8),
                       "ENC%s" % digits(rng, 7), digits(rng, 10), "%s%s" % (rng.choice(["OP", "IP"]), digits(rng, 7))])


def license_no(rng, country, kind="doctor"):
    if country == "UK":
        return digits(rng, 7) if kind == "doctor" else "%s%s%s%s" % (digits(rng, 2), rng.choice(LETTERS), digits(rng, 4), rng.choice("EOCW"))
    if country == "US":
        if kind == "dea":
            return "%s%s%s" % (rng.choice("ABFM"), rng.choice(LETTERS), digits(rng, 7))
        return "1%s" % digits(rng, 9)
    if country == "CA":
        return digits(rng, 5)
    if country == "AU":
        return "MED%s" % digits(rng, 10) if kind == "doctor" else "NMW%s" % digits(rng, 10)
    return digits(rng, 6)


def license_label(country, kind="doctor"):
    if country == "UK":
        return "GMC" if kind == "doctor" else "NMC PIN"
    if country == "US":
        return "DEA" if kind == "dea" else "NPI"
    if country == "CA":
        return "CPSO #"
    if country == "AU":
        return "AHPRA"
    return "IMC No."


def device_serial(rng, maker):
    if maker == "Medtronic":
        return "%s%s%s" % (rng.choice(["RNB", "PJN", "BLF", "RLA"]), digits(rng, 6), rng.choice(["S", "H", ""]))
    if maker == "Boston Scientific":
        return digits(rng, 6)
    if maker == "Abbott":
        return digits(rng, 7)
    if maker == "Biotronik":
        return digits(rng, 8)
    return "%s%s" % ("".join(rng.choice(LETTERS) for _ in range(2)), digits(rng, 6))


def plate(rng, country):
    L = lambda n: "".join(rng.choice(LETTERS) for _ in range(n))
    if country == "UK":
        return "%s%02d %s" % (L(2), rng.choice([15, 16, 18, 19, 20, 21, 66, 68, 69, 70, 71, 72]), L(3))
    if country == "US":
        return "%d%s%s" % (rng.randint(1, 9), L(3), digits(rng, 3))
    if country == "CA":
        return "%s %s" % (L(4), digits(rng, 3))
    if country == "AU":
        return "%s%s %s%s" % (digits(rng, 1), L(2), digits(rng, 1), L(2))
    return "%d-%s-%s" % (rng.choice([151, 162, 171, 182, 191, 201, 212, 221]),
                         rng.choice(["D", "C", "G", "L", "KY", "MO", "SO", "WH"]), digits(rng, 4))


def vin(rng):
    chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(rng.choice(chars) for _ in range(17))


def bioid(rng):
    return rng.choice(["PV-%s" % digits(rng, 7), "FP-%s" % digits(rng, 5),
                       "BIO%s" % digits(rng, 8), "PVID %s-%s" % (digits(rng, 3), digits(rng, 4))])


def idnum(rng, kind):
    y = rng.randint(21, 25)
    table = {"echo": ["ECH%d-%s" % (y, digits(rng, 6)), "TTE%s" % digits(rng, 7), "US%d%s" % (y, digits(rng, 6))],
             "mri": ["MR%d-%s" % (y, digits(rng, 5)), "CMR%s" % digits(rng, 6), "RAD%s" % digits(rng, 8)],
             "cpet": ["CPX-%s" % digits(rng, 5), "EX%d/%s" % (y, digits(rng, 4))],
             "cath": ["CL%d-%s" % (y, digits(rng, 4)), "CATH%s" % digits(rng, 6)],
             "mdt": ["MDT/%d/%s" % (y, digits(rng, 3)), "SMDT-%s" % digits(rng, 5)],
             "order": ["ORD%s" % digits(rng, 8), "%s" % digits(rng, 9)],
             "lab": ["S%d-%s" % (y, digits(rng, 5)), "LAB%s" % digits(rng, 7), "%s%s" % (rng.choice("HBC"), digits(rng, 8))],
             "referral": ["%s %s %s" % (digits(rng, 4), digits(rng, 4), digits(rng, 4)), "REF-%s" % digits(rng, 6)],
             "ecg": ["ECG%s" % digits(rng, 7)],
             "device": ["PC%d-%s" % (y, digits(rng, 4)), "DEV%s" % digits(rng, 6)],
             "call": ["TC%s" % digits(rng, 6), "CALL-%s" % digits(rng, 5)],
             "rx": ["RX%s" % digits(rng, 7)]}
    return rng.choice(table[kind])


def username(rng, first, last):
    f, l = ascii_tok(first), ascii_tok(last)
    return rng.choice(["%s%s" % (f[:1], l), "%s%s%d" % (f[:1], l, rng.randint(1, 9)),
                       "%s.%s" % (f, l), "%s%s" % (l[:6], f[:2]), "%s_%s" % (f[:3], l[:4])])


UNITS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
         "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 10:
        return UNITS[n]
    if n < 20:
        return TEENS[n - 10]
    return TENS[n // 10] + ("-" + UNITS[n % 10] if n % 10 else "")


# ---------------------------------------------------------------- people
class Person(object):
    def __init__(self, first, last, sex, middle=""):
        self.first, self.last, self.sex, self.middle = first, last, sex, middle

    def full(self):
        return "%s %s" % (self.first, self.last)

    def full_mid(self):
        return "%s %s. %s" % (self.first, self.middle, self.last) if self.middle else self.full()

    def comma(self):
        return "%s, %s" % (self.last.upper(), self.first.upper())

    def comma_mixed(self):
        return "%s, %s" % (self.last, self.first)

    def init_last(self):
        return "%s %s" % (self.first[0], self.last)

    def initials(self):
        parts = (self.first.split() + self.last.replace("-", " ").split())
        return "".join(p[0].upper() for p in parts if p[:1].isalpha())[:3]


def person(rng, country, sex=None, origin=None, wordy=0.12):
    if sex is None:
        sex = rng.choice("FM")
    if origin is None:
        origin = wchoice(rng, PP.ORIGIN_WEIGHTS[country])
    firsts = PP.FEMALE if sex == "F" else PP.MALE
    if rng.random() < wordy:
        first = rng.choice(PP.WORD_FIRST_F if sex == "F" else PP.WORD_FIRST_M)
    else:
        first = rng.choice(firsts[origin])
    if rng.random() < wordy:
        last = rng.choice(PP.WORD_SURNAMES)
    elif rng.random() < 0.15:
        last = rng.choice(PP.SURNAME[rng.choice(sorted(PP.SURNAME))])
    else:
        last = rng.choice(PP.SURNAME[origin])
    middle = rng.choice(LETTERS) if rng.random() < 0.4 else ""
    return Person(first, last, sex, middle)


def address(rng, country):
    city, rab, rfull, seed = rng.choice(PL.CITIES[country])
    num = rng.randint(1, 240)
    street = "%d %s %s" % (num, rng.choice(PL.STREET_NAMES), rng.choice(PL.SUFFIX[country]))
    if rng.random() < 0.2:
        u = rng.choice(PL.UNIT[country]).format(n=rng.randint(1, 30))
        if u.endswith("/"):
            street = u + street
        elif country == "UK" or country == "IE":
            street = u + ", " + street
        else:
            street = street + ", " + u
    if country == "US":
        z = seed + digits(rng, 2)
        if rng.random() < 0.2:
            z += "-" + digits(rng, 4)
    elif country == "UK":
        z = "%s%d %d%s" % (seed, rng.randint(1, 19), rng.randint(1, 9),
                           "".join(rng.choice("ABDEFGHJLNPQRSTUWXYZ") for _ in range(2)))
    elif country == "CA":
        z = "%s %d%s%d" % (seed, rng.randint(1, 9), rng.choice("ABCEGHJKLMNPRSTVWXYZ"), rng.randint(0, 9))
    elif country == "AU":
        z = seed + digits(rng, 2)
    else:
        z = "%s %s%d%s%d" % (seed, rng.choice("ACDEFHKNPRTVWXY"), rng.randint(0, 9),
                             rng.choice("ACDEFHKNPRTVWXY"), rng.randint(10, 99))
    return {"street": street, "city": city, "rab": rab, "rfull": rfull, "zip": z}


def addr_items(a, country, sep="\n", state_full=False):
    """Items for an address block, split into its PHI parts."""
    st = P(a["street"], "STREET")
    ci = P(a["city"], "CITY")
    z = P(a["zip"], "ZIP")
    if country == "US":
        return [st, sep, ci, ", ", P(a["rfull"] if state_full else a["rab"], "STATE"), " ", z]
    if country == "CA":
        return [st, sep, ci, " ", P(a["rab"], "STATE"), "  ", z]
    if country == "AU":
        return [st, sep, ci, " ", P(a["rab"], "STATE"), " ", z]
    if country == "IE":
        return [st, sep, ci, sep, "Co. ", P(a["rfull"], "CITY"), sep, z]
    if a["city"] in ("Hope", "Wells") or state_full:
        return [st, sep, ci, sep, P(a["rfull"], "CITY"), sep, z]
    return [st, sep, ci, sep, z]
