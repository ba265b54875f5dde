"""PHI generators: people, dates, contacts and identifiers (all fictional)."""
import datetime as dt
import pools as P

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UP = "ABCDEFGHJKLMNPRSTUVWXYZ"
UPALL = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
DIG = "0123456789"

NUMWORDS = {60: "sixty", 70: "seventy", 80: "eighty", 90: "ninety", 100: "one hundred"}
ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def age_words(n):
    if n == 100:
        return "one hundred"
    t = (n // 10) * 10
    tens = {20: "twenty", 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty", 70: "seventy",
            80: "eighty", 90: "ninety"}[t]
    return tens if n % 10 == 0 else tens + "-" + ONES[n % 10]


def digits(rng, n):
    return "".join(rng.choice(DIG) for _ in range(n))


def letters(rng, n, alpha=UP):
    return "".join(rng.choice(alpha) for _ in range(n))


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


# ---------------------------------------------------------------- dates
US_DSTYLES = ["us_slash", "us_slash", "us_short", "us_nz", "us_abbr", "us_long", "iso", "dmy_abbr"]
UK_DSTYLES = ["uk_slash", "uk_slash", "uk_short", "uk_dot", "uk_abbr", "uk_long", "iso", "dmy_abbr"]


def fdate(d, style):
    m, dd, y = d.month, d.day, d.year
    mon = MONTHS[m - 1]
    if style == "us_slash":
        return "%02d/%02d/%04d" % (m, dd, y)
    if style == "us_nz":
        return "%d/%d/%04d" % (m, dd, y)
    if style == "us_short":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "us_ny":
        return "%d/%d" % (m, dd)
    if style == "us_abbr":
        return "%s %d, %d" % (mon[:3], dd, y)
    if style == "us_long":
        return "%s %d, %d" % (mon, dd, y)
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, dd)
    if style == "dmy_abbr":
        return "%02d-%s-%04d" % (dd, mon[:3], y)
    if style == "DMY_ABBR":
        return "%02d-%s-%04d" % (dd, mon[:3].upper(), y)
    if style == "uk_slash":
        return "%02d/%02d/%04d" % (dd, m, y)
    if style == "uk_short":
        return "%02d/%02d/%02d" % (dd, m, y % 100)
    if style == "uk_dot":
        return "%02d.%02d.%02d" % (dd, m, y % 100)
    if style == "uk_ny":
        return "%02d/%02d" % (dd, m)
    if style == "uk_abbr":
        return "%d %s %d" % (dd, mon[:3], y)
    if style == "uk_long":
        return "%d %s %d" % (dd, mon, y)
    if style == "uk_ord":
        return "%s %s" % (ordinal(dd), mon)
    if style == "month_year":
        return "%s %d" % (mon, y)
    if style == "year":
        return "%d" % y
    if style == "wd_us":
        return "%s %d/%d" % (WDAYS[d.weekday()][:3], m, dd)
    if style == "wd_uk":
        return "%s %02d/%02d" % (WDAYS[d.weekday()][:3], dd, m)
    if style == "wd_long_uk":
        return "%s %s %s" % (WDAYS[d.weekday()], ordinal(dd), mon)
    if style == "wd_long_us":
        return "%s, %s %d" % (WDAYS[d.weekday()], mon, dd)
    if style == "weekday":
        return WDAYS[d.weekday()]
    raise ValueError(style)


def short_style(country):
    return "us_ny" if country == "US" else "uk_ny"


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, rng, sex=None, last=None):
        self.sex = sex or rng.choice(["F", "M"])
        self.first = rng.choice(P.FEMALE if self.sex == "F" else P.MALE)
        self.middle = None
        if rng.random() < 0.45:
            self.middle = rng.choice(P.FEMALE if self.sex == "F" else P.MALE)
        self.last = last or rng.choice(P.SURNAMES)
        if self.sex == "F":
            self.title = rng.choice(["Mrs", "Mrs", "Ms", "Miss"])
        else:
            self.title = "Mr"
        self.nick = P.NICK.get(self.first)

    def mi(self):
        return self.middle[0] if self.middle else None

    def form(self, style):
        f, l = self.first, self.last
        if style == "full":
            return "%s %s" % (f, l)
        if style == "fml":
            return "%s %s. %s" % (f, self.mi(), l) if self.middle else "%s %s" % (f, l)
        if style == "fmidl":
            return "%s %s %s" % (f, self.middle, l) if self.middle else "%s %s" % (f, l)
        if style == "lf":
            return "%s, %s" % (l, f)
        if style == "LF":
            s = "%s, %s" % (l.upper(), f.upper())
            return s + (" " + self.mi().upper() if self.middle else "")
        if style == "LFi":
            return "%s %s" % (l.upper(), f[0])
        if style == "last":
            return l
        if style == "LAST":
            return l.upper()
        if style == "first":
            return f
        if style == "nick":
            return self.nick or f
        if style == "init":
            return "%s.%s." % (f[0], l[0])
        if style == "INIT":
            return "%s%s" % (f[0], l[0])
        if style == "fi_last":
            return "%s. %s" % (f[0], l)
        if style == "first_li":
            return "%s %s." % (f, l[0])
        raise ValueError(style)


def name(person, typ, style):
    return [(person.form(style), typ)]


def titled(person, typ, us=False, dot=None):
    t = person.title
    if (dot or (dot is None and us)) and t != "Miss":
        t += "."
    return [t + " ", (person.last, typ)]


class Staff(Person):
    """Clinician or ward staff with a role, credential and registration number."""

    def __init__(self, rng, country, role):
        Person.__init__(self, rng)
        self.role = role
        self.country = country
        if role == "doctor":
            self.cred = rng.choice(["MD", "MD", "DO"]) if country == "US" else rng.choice(["", "MBChB", "MRCP", "FRCS"])
            self.lic = npi(rng) if country == "US" else gmc(rng)
            self.lic_label = "NPI" if country == "US" else "GMC"
        elif role == "nurse":
            self.cred = rng.choice(["RN", "RN", "RN, BSN", "LPN"]) if country == "US" else rng.choice(["RN", "RGN", "RN", "Staff Nurse"])
            self.lic = rn_license(rng) if country == "US" else nmc_pin(rng)
            self.lic_label = "RN Lic #" if country == "US" else "NMC PIN"
        elif role == "hca":
            self.cred = rng.choice(["CNA", "PCT", "NA"]) if country == "US" else rng.choice(["HCA", "HCSW", "NA"])
            self.lic = None
            self.lic_label = None
        else:
            self.cred = {"physio": "PT" if country == "US" else "Physiotherapist",
                         "pharm": "PharmD" if country == "US" else "Pharmacist",
                         "ot": "OTR/L" if country == "US" else "OT",
                         "tvn": "CWOCN" if country == "US" else "TVN",
                         "outreach": "RN" if country == "US" else "CCOT"}.get(role, "")
            self.lic = hcpc(rng) if country == "UK" else rn_license(rng)
            self.lic_label = "HCPC" if country == "UK" else "Lic #"
        self.user = username(rng, self)


def username(rng, p):
    f, l = p.first.lower(), p.last.lower()
    for ch in "'- ":
            l = l.replace(ch, "")
            f = f.replace(ch, "")
    l = ascii_fold(l)
    f = ascii_fold(f)
    k = rng.randrange(6)
    if k == 0:
        return f[0] + l + rng.choice(["", "2", "3", "01", "7"])
    if k == 1:
        return l + f[0]
    if k == 2:
        return f + "." + l
    if k == 3:
        return (f[0] + l[:6]).upper() + digits(rng, 2)
    if k == 4:
        return l[:5] + "_" + f[0] + digits(rng, 1)
    return f[:3] + l[:3] + digits(rng, 3)


FOLD = {"ł": "l", "ś": "s", "ń": "n", "ó": "o", "ą": "a", "ę": "e", "ż": "z", "ź": "z", "ć": "c",
        "ü": "u", "ö": "o", "ä": "a", "ø": "o", "é": "e", "è": "e", "ê": "e", "ë": "e", "ç": "c",
        "ñ": "n", "ú": "u", "í": "i", "á": "a", "ã": "a", "ô": "o", "î": "i", "ß": "ss"}


def ascii_fold(s):
    return "".join(FOLD.get(c, c) for c in s)


# ---------------------------------------------------------------- contacts
US_AREA = ["412", "614", "216", "317", "608", "414", "262", "217", "309", "734", "616", "269",
           "517", "574", "860", "978", "413", "315", "585", "716", "503", "541", "612", "651"]
UK_AREA = ["0113", "0114", "0115", "0116", "0117", "0118", "0121", "0131", "0141", "0151",
           "0161", "0191", "01904", "01632", "01223", "01392", "01603", "01752", "01865",
           "01244", "01482", "01524", "01772", "01792", "01872"]


def phone(rng, country, mobile=None, ext=False, style=None):
    if country == "US":
        a = rng.choice(US_AREA)
        n = digits(rng, 4)
        st = style if style is not None else rng.randrange(6)
        s = ["(%s) 555-%s" % (a, n), "%s-555-%s" % (a, n), "%s.555.%s" % (a, n),
             "+1 %s 555 %s" % (a, n), "%s 555 %s" % (a, n), "(%s) 555-%s" % (a, n)][st]
        if ext:
            s += rng.choice([" ext. ", " x", " ext "]) + digits(rng, rng.choice([3, 4]))
        return s
    if mobile is None:
        mobile = rng.random() < 0.5
    if mobile:
        pre = rng.choice(["07700", "07911", "07802", "07456", "07384", "07590"])
        n = digits(rng, 3)
        st = style if style is not None else rng.randrange(4)
        return ["%s 555%s" % (pre, n), "%s 555 %s" % (pre, n), "+44 %s 555 %s" % (pre[1:], n),
                "%s555%s" % (pre, n)][st]
    a = rng.choice(UK_AREA)
    n = digits(rng, 4 if len(a) == 4 else 3)
    st = style if style is not None else rng.randrange(4)
    s = ["%s 555 %s" % (a, n), "(%s) 555 %s" % (a, n), "%s 555%s" % (a, n),
         "+44 %s 555 %s" % (a[1:], n)][st]
    if ext:
        s += rng.choice([" ext ", " ext. ", " x"]) + digits(rng, 4)
    return s


def bleep(rng, country):
    if country == "UK":
        return digits(rng, 4)
    k = rng.randrange(3)
    return [digits(rng, 1) + "-" + digits(rng, 4), digits(rng, 5), "(%s) 555-%s" % (rng.choice(US_AREA), digits(rng, 4))][k]


def email_for(rng, p, domain=None):
    dom = domain or rng.choice(["example.com", "example.org", "example.net"])
    f = ascii_fold(p.first.lower()).replace("'", "").replace(" ", "")
    l = ascii_fold(p.last.lower()).replace("'", "").replace(" ", "")
    k = rng.randrange(5)
    loc = [f + "." + l, f[0] + l, f + l[:1] + digits(rng, 2), l + "." + f + digits(rng, 1), f + "_" + l][k]
    return loc + "@" + dom


def ward_email(rng, ward):
    w = ward.lower().replace(" ", "").replace("'", "")
    return rng.choice([w + ".nurses", w + ".office", "nic." + w, w + "-coordinator"]) + "@" + \
        rng.choice(["example.org", "example.net", "example.com"])


def url(rng, topic):
    dom = rng.choice(["example.org", "example.com", "example.net"])
    k = rng.randrange(5)
    if k == 0:
        return "www.%s/%s" % (dom, topic)
    if k == 1:
        return "https://%s.%s" % (rng.choice(["portal", "mychart", "patients", "myrecord"]), dom)
    if k == 2:
        return "https://www.%s/%s" % (dom, topic)
    if k == 3:
        return "http://intranet.%s/%s" % (dom, topic)
    return "%s/%s" % (dom, topic)


def ip(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))


# ---------------------------------------------------------------- identifiers
def mrn(rng, country):
    if country == "US":
        k = rng.randrange(4)
        return [digits(rng, 8), "00" + digits(rng, 6), digits(rng, 7), "E" + digits(rng, 7)][k]
    k = rng.randrange(4)
    return [letters(rng, 1) + digits(rng, 7), "RX" + letters(rng, 1) + digits(rng, 7),
            letters(rng, 1) + digits(rng, 6), digits(rng, 3) + letters(rng, 1) + digits(rng, 4)][k]


def nhs(rng):
    if rng.random() < 0.7:
        return "999 %s %s" % (digits(rng, 3), digits(rng, 4))
    return "999" + digits(rng, 7)


def account(rng, country):
    k = rng.randrange(5)
    if country == "US":
        return [digits(rng, 10), digits(rng, 4) + "-" + digits(rng, 4), "V" + digits(rng, 8),
                "E" + digits(rng, 6) + "-" + digits(rng, 4), "FIN" + digits(rng, 9)][k]
    return ["EP" + digits(rng, 7), "ADM-" + digits(rng, 2) + "-" + digits(rng, 6), digits(rng, 9),
            "SPL" + digits(rng, 8), "IP" + digits(rng, 8)][k]


def ssn(rng, country):
    if country == "US":
        pre = rng.choice(["9" + digits(rng, 2), "000"])
        if rng.random() < 0.8:
            return "%s-%s-%s" % (pre, digits(rng, 2), digits(rng, 4))
        return pre + digits(rng, 6)
    body = digits(rng, 6)
    suf = rng.choice("ABCD")
    if rng.random() < 0.6:
        return "QQ %s %s %s %s" % (body[:2], body[2:4], body[4:], suf)
    return "QQ%s%s" % (body, suf)


def member_id(rng):
    k = rng.randrange(5)
    return [letters(rng, 3) + digits(rng, 6), "W" + digits(rng, 10), letters(rng, 2) + digits(rng, 9),
            digits(rng, 3) + letters(rng, 2) + digits(rng, 5), "H" + digits(rng, 8) + "-01"][k]


def mbi(rng):
    A = "ACDEFGHJKMNPQRTUVWXY"
    s = digits(rng, 1).replace("0", "1") + rng.choice(A) + rng.choice(A + DIG) + digits(rng, 1) + \
        rng.choice(A) + rng.choice(A + DIG) + digits(rng, 1) + rng.choice(A) + rng.choice(A) + digits(rng, 2)
    return s if rng.random() < 0.5 else "%s-%s-%s" % (s[:4], s[4:7], s[7:])


def group_no(rng):
    return rng.choice(["GRP-", "", "G"]) + digits(rng, rng.choice([5, 6]))


def uk_policy(rng):
    return rng.choice(["MHI-", "APH", "TMC/"]) + digits(rng, 7)


def npi(rng):
    return "1" + digits(rng, 9)


def gmc(rng):
    return rng.choice("34567") + digits(rng, 6)


def nmc_pin(rng):
    return digits(rng, 2) + letters(rng, 1, "ABCDEFGHIJKLMNOPQRSTUVWXY") + digits(rng, 4) + letters(rng, 1, "ABCDEFGHIJKLMNOPQRSTUVWXY")


def rn_license(rng):
    k = rng.randrange(3)
    return ["RN" + digits(rng, 6), "RN-" + digits(rng, 4) + "-" + digits(rng, 5), digits(rng, 7)][k]


def hcpc(rng):
    return rng.choice(["PH", "OT", "PA", "RA"]) + digits(rng, 6)


def dea(rng):
    return letters(rng, 2, "ABFGM" + UP) + digits(rng, 7)


def device_sn(rng, kind):
    table = {
        "pump": lambda: rng.choice([digits(rng, 9), "SN" + digits(rng, 8), "IP-" + digits(rng, 6)]),
        "asset": lambda: rng.choice(["BME-" + digits(rng, 6), "EBME" + digits(rng, 5), "AT" + digits(rng, 7)]),
        "ppm": lambda: letters(rng, 3) + digits(rng, 6),
        "icd": lambda: letters(rng, 3) + digits(rng, 6) + letters(rng, 1),
        "vac": lambda: "VKC-" + digits(rng, 6),
        "tele": lambda: rng.choice(["TX-", "T", "TEL"]) + digits(rng, 4),
        "mattress": lambda: "MAT" + digits(rng, 6),
        "sensor": lambda: "BS-" + digits(rng, 5),
        "syringe": lambda: "SD" + digits(rng, 7),
        "hearing": lambda: "HA" + digits(rng, 7),
        "glucometer": lambda: "GM-" + digits(rng, 5),
        "insulin": lambda: "IPX" + digits(rng, 7),
        "cgm": lambda: letters(rng, 2) + digits(rng, 8),
        "oxygen": lambda: "OC" + digits(rng, 6),
    }
    return table[kind]()


def vehicle(rng, country):
    if country == "UK":
        return letters(rng, 2, "ABCDEFGHKLMNOPRSVWY") + digits(rng, 2) + " " + letters(rng, 3, "ABCDEFGHJKLMNOPRSTUVWXYZ")
    k = rng.randrange(4)
    if k == 3:
        return letters(rng, 1, "123456789ABCDEFGHJKLMNPRSTUVWXYZ") + "".join(
            rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(16))
    return [digits(rng, 1) + letters(rng, 3) + digits(rng, 3), letters(rng, 3) + "-" + digits(rng, 4),
            letters(rng, 3) + " " + digits(rng, 3)][k]


def bioid(rng, kind=None):
    pre = {"palm": ["PV-", "PALM-", "PV"], "finger": ["FP-", "BIO-", "FPT"]}.get(kind, ["PV-", "FP-", "PALM-", "BIO-", "IRIS-"])
    return rng.choice(pre) + digits(rng, rng.choice([5, 6, 7]))


def idnum(rng, kind):
    y = digits(rng, 2)
    table = {
        "specimen": lambda: rng.choice(["S%s-%s" % (y, digits(rng, 4)), "SP" + digits(rng, 8), "%s:%s" % (letters(rng, 1), digits(rng, 7))]),
        "order": lambda: rng.choice(["ORD-" + digits(rng, 8), digits(rng, 9), "OR" + digits(rng, 7)]),
        "datix": lambda: rng.choice(["DX-20%s-%s" % (y, digits(rng, 5)), "W" + digits(rng, 6), "IR" + digits(rng, 6)]),
        "incident": lambda: rng.choice(["IR-" + digits(rng, 6), "SE" + digits(rng, 5), "RL-" + digits(rng, 7)]),
        "property": lambda: rng.choice(["PROP-" + digits(rng, 5), "PB" + digits(rng, 6)]),
        "transport": lambda: rng.choice(["TB-" + digits(rng, 5), "PTS" + digits(rng, 7), "RX" + letters(rng, 2) + digits(rng, 5)]),
        "blood": lambda: rng.choice(["BT%s-%s" % (y, digits(rng, 5)), "XM" + digits(rng, 7)]),
        "xray": lambda: rng.choice(["RAD-" + digits(rng, 7), "ACC" + digits(rng, 8), "CT%s%s" % (y, digits(rng, 6))]),
        "safeguard": lambda: rng.choice(["SG-" + digits(rng, 4), "ASC/" + digits(rng, 6), "MASH-" + digits(rng, 5)]),
        "dols": lambda: "DOLS-%s-%s" % (y, digits(rng, 4)),
        "referral": lambda: rng.choice(["REF-" + digits(rng, 6), "R" + digits(rng, 8), "RF" + digits(rng, 7)]),
        "ubrn": lambda: digits(rng, 4) + " " + digits(rng, 4) + " " + digits(rng, 4),
        "auth": lambda: rng.choice(["PA" + digits(rng, 8), "AUTH-" + digits(rng, 6), digits(rng, 3) + "-" + digits(rng, 5)]),
        "photo": lambda: rng.choice(["WP-" + digits(rng, 6), "IMG" + digits(rng, 7), "PH-" + digits(rng, 5)]),
        "rrt": lambda: rng.choice(["RRT-" + digits(rng, 5), "MET" + digits(rng, 6), "EV-" + digits(rng, 6)]),
        "cd": lambda: rng.choice(["CD" + digits(rng, 5), "BK" + digits(rng, 3) + "/" + digits(rng, 3)]),
        "rx": lambda: rng.choice(["RX" + digits(rng, 8), "TTO-" + digits(rng, 6), "EP" + letters(rng, 2) + digits(rng, 6)]),
        "case": lambda: rng.choice(["CASE-" + digits(rng, 6), "SW" + digits(rng, 6)]),
        "bed": lambda: rng.choice(["BR-" + digits(rng, 6), "BM" + digits(rng, 7)]),
        "ecg": lambda: rng.choice(["ECG-" + digits(rng, 7), "MUSE" + digits(rng, 6)]),
        "equip": lambda: rng.choice(["EQ-" + digits(rng, 6), "LOAN" + digits(rng, 5)]),
    }
    return table[kind]()


# ---------------------------------------------------------------- addresses
def street(rng, country):
    nm = rng.choice(P.STREET_NAMES)
    if country == "US":
        s = "%d %s %s" % (rng.randrange(2, 9900), nm, rng.choice(P.US_SUFFIX))
        r = rng.random()
        if r < 0.15:
            s += ", Apt " + rng.choice([digits(rng, 1), digits(rng, 2) + rng.choice("ABC"), digits(rng, 3)])
        elif r < 0.22:
            s += " Unit " + digits(rng, 2)
        return s
    s = "%d %s %s" % (rng.randrange(1, 240), nm, rng.choice(P.UK_SUFFIX))
    r = rng.random()
    if r < 0.15:
        s = "Flat %d, %s" % (rng.randrange(1, 30), s)
    elif r < 0.22:
        s = "%s Cottage, %s" % (rng.choice(["Rose", "Ivy", "Mill", "Forge", "Orchard"]), s)
    return s


def zipcode(rng, country):
    if country == "US":
        z = digits(rng, 5)
        return z + "-" + digits(rng, 4) if rng.random() < 0.15 else z
    area = letters(rng, rng.choice([1, 2, 2]), "BCDEGHKLMNPRSTWY")
    k = rng.randrange(5)
    if k == 0:
        district = "%d%s" % (rng.randrange(1, 10), letters(rng, 1, "ABEHJKMNPRW"))
    elif k in (1, 2):
        district = str(rng.randrange(1, 10))
    else:
        district = str(rng.randrange(10, 30))
    return "%s%s %d%s" % (area, district, rng.randrange(1, 10), letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))


class Address:
    def __init__(self, rng, country):
        self.country = country
        self.street = street(rng, country)
        if country == "US":
            self.city = rng.choice(P.US_CITIES)
            st = rng.choice(P.US_STATES)
            self.state_full, self.state = st
        else:
            self.city = rng.choice(P.UK_TOWNS)
            self.state = self.state_full = rng.choice(P.UK_REGIONS)
        self.zip = zipcode(rng, country)

    def pieces(self, rng, style=None):
        st = style if style is not None else rng.randrange(4)
        if self.country == "US":
            stt = self.state if st != 3 else self.state_full
            return [(self.street, "STREET"), ", ", (self.city, "CITY"), ", ", (stt, "STATE"), " ", (self.zip, "ZIP")]
        if st == 0:
            return [(self.street, "STREET"), ", ", (self.city, "CITY"), ", ", (self.state, "STATE"), " ", (self.zip, "ZIP")]
        if st == 1:
            return [(self.street, "STREET"), ", ", (self.city, "CITY"), ", ", (self.zip, "ZIP")]
        if st == 2:
            return [(self.street, "STREET"), ", ", (self.city, "CITY"), ". ", (self.zip, "ZIP")]
        return [(self.street, "STREET"), ", ", (self.city, "CITY"), ", ", (self.state, "STATE"), ", ", (self.zip, "ZIP")]
