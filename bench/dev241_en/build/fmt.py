"""Surface forms for PHI values and the per-note case file (author 241)."""
import datetime as dt

import pools as PL
import pools2 as P2

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")


def _first_text(p):
    if isinstance(p, str):
        return p
    if isinstance(p, tuple) and len(p) == 2 and isinstance(p[1], str) and p[0].isupper():
        return p[1]
    for q in p:
        t = _first_text(q)
        if t:
            return t
    return ""


def art(pieces):
    """'a' or 'an' before the given text or pieces"""
    s = _first_text(pieces).lower()
    num = ""
    for ch in s:
        if not ch.isdigit():
            break
        num += ch
    if num:
        n = int(num)
        return "an" if n in (8, 11, 18) or 80 <= n <= 89 else "a"
    if s.startswith(("hgv", "hour", "honest")):
        return "an"
    if s.startswith(("uni", "use", "eu", "one", "u-")):
        return "a"
    return "an" if s[:1] in ("a", "e", "i", "o", "u") else "a"


def ordsuf(n):
    if 10 <= n % 100 <= 20:
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


# ----------------------------------------------------------------- dates
def date_str(rng, d, country, style=None):
    if style is None:
        style = rng.choice({"US": ["us1", "us1", "us2", "us3", "long", "long", "mon", "iso", "dmy3"],
                            "UK": ["uk1", "uk1", "uk2", "ukl", "ukl", "ukord", "uk3", "ukdot", "dmy3"],
                            "CA": ["iso", "iso", "long", "long", "uk1", "mon", "dmy3", "isoslash"]}[country])
    y, m, dd = d.year, d.month, d.day
    return {
        "us1": "%02d/%02d/%d" % (m, dd, y), "us2": "%d/%d/%d" % (m, dd, y), "us3": "%d/%d/%02d" % (m, dd, y % 100),
        "long": "%s %d, %d" % (MONTHS[m - 1], dd, y), "mon": "%s %d, %d" % (MON3[m - 1], dd, y),
        "iso": "%d-%02d-%02d" % (y, m, dd), "isoslash": "%d/%02d/%02d" % (y, m, dd),
        "dmy3": "%02d-%s-%d" % (dd, MON3[m - 1], y), "uk1": "%02d/%02d/%d" % (dd, m, y),
        "uk2": "%d/%d/%02d" % (dd, m, y % 100), "ukl": "%d %s %d" % (dd, MONTHS[m - 1], y),
        "ukord": "%d%s %s %d" % (dd, ordsuf(dd), MONTHS[m - 1], y), "uk3": "%d %s %d" % (dd, MON3[m - 1], y),
        "ukdot": "%02d.%02d.%d" % (dd, m, y),
        "usdash": "%02d-%02d-%d" % (m, dd, y),
    }[style]


def date_num(d, country):
    """compact numeric form typical of forms/tables"""
    if country == "US":
        return "%02d/%02d/%d" % (d.month, d.day, d.year)
    if country == "UK":
        return "%02d/%02d/%d" % (d.day, d.month, d.year)
    return "%d-%02d-%02d" % (d.year, d.month, d.day)


def date_wk(rng, d, country):
    wd = WDAYS[d.weekday()]
    c = rng.randrange(4)
    if c == 0:
        return "%s, %s %d, %d" % (wd, MONTHS[d.month - 1], d.day, d.year) if country != "UK" else \
            "%s %d %s %d" % (wd, d.day, MONTHS[d.month - 1], d.year)
    if c == 1:
        return "%s %d/%d" % (wd[:3], d.month, d.day) if country == "US" else "%s %d/%d" % (wd[:3], d.day, d.month)
    if c == 2:
        return "%s %s" % (wd, date_str(rng, d, country))
    return "%s %d %s" % (wd[:3], d.day, MON3[d.month - 1])


def month_year(rng, d):
    c = rng.randrange(4)
    if c == 0:
        return "%s %d" % (MONTHS[d.month - 1], d.year)
    if c == 1:
        return "%s %d" % (MON3[d.month - 1], d.year)
    if c == 2:
        return "%02d/%d" % (d.month, d.year)
    return "%s '%02d" % (MON3[d.month - 1], d.year % 100)


def rand_date(rng, y0, y1):
    a = dt.date(y0, 1, 1).toordinal()
    b = dt.date(y1, 12, 28).toordinal()
    return dt.date.fromordinal(rng.randint(a, b))


def add_days(d, n):
    return dt.date.fromordinal(d.toordinal() + n)


# ----------------------------------------------------------------- people
_USED = {}


class Person:
    def __init__(self, first, last, mid, sex):
        self.first, self.last, self.mid, self.sex = first, last, mid, sex

    def full(self):
        return "%s %s" % (self.first, self.last)

    def title(self, rng):
        t = self.ttl
        if t != "Miss" and rng.random() < 0.4:
            t += "."
        return t

    def initials(self):
        return "".join(p[0] for p in (self.first, self.last))


def new_person(rng, sex=None):
    for _ in range(200):
        s = sex or rng.choice("MF")
        first = rng.choice(PL.MALE if s == "M" else PL.FEMALE)
        last = rng.choice(PL.SURNAMES)
        if (first, last) not in _USED:
            break
    _USED[(first, last)] = 1
    p = Person(first, last, rng.choice(PL.MIDDLE_INITIALS), s)
    p.ttl = "Mr" if s == "M" else rng.choice(["Ms", "Ms", "Mrs", "Miss"])
    return p


def name_form(rng, p, form=None):
    """One span value for a person.  Titles/credentials are never inside."""
    if form is None:
        form = rng.choice(["full", "full", "full", "mid", "lastfirst", "caps", "init_last", "first_init",
                           "fml"])
    f, l, m = p.first, p.last, p.mid
    return {
        "full": "%s %s" % (f, l), "mid": "%s %s. %s" % (f, m, l), "midnodot": "%s %s %s" % (f, m, l),
        "lastfirst": "%s, %s" % (l, f), "lastfirstm": "%s, %s %s." % (l, f, m),
        "caps": "%s, %s %s" % (l.upper(), f.upper(), m), "capsfull": "%s %s" % (f.upper(), l.upper()),
        "init_last": "%s. %s" % (f[0], l), "init_last_nodot": "%s %s" % (f[0], l),
        "first_init": "%s %s." % (f, l[0]), "fml": "%s %s. %s" % (f, m, l),
        "last": l, "first": f, "LAST": l.upper(), "initials": "%s.%s." % (f[0], l[0]),
        "initials_nodot": "%s%s" % (f[0], l[0]), "lowinit": ("%s%s%s" % (f[0], m, l[0])).lower(),
    }[form]


def title_last(rng, p, dotted=None):
    t = p.title(rng)
    if dotted is False:
        t = t.rstrip(".")
    return [t + " ", ("PATIENT", p.last)]


def doc_ref(rng, p, cred="MD", form=None):
    """pieces for a clinician reference, title/credential outside the span"""
    c = rng.randrange(6) if form is None else form
    if c == 0:
        return ["Dr. ", ("DOCTOR", name_form(rng, p, "full"))]
    if c == 1:
        return ["Dr ", ("DOCTOR", p.last)]
    if c == 2:
        return [("DOCTOR", name_form(rng, p, rng.choice(["full", "mid"]))), ", " + cred]
    if c == 3:
        return [("DOCTOR", name_form(rng, p, "init_last")), " " + cred]
    if c == 4:
        return ["Dr. ", ("DOCTOR", p.last)]
    return ["Dr ", ("DOCTOR", name_form(rng, p, rng.choice(["full", "init_last"])))]


def age_pieces(rng, age, sex):
    c = rng.randrange(11)
    sx = "M" if sex == "M" else "F"
    noun = {"M": rng.choice(["man", "male", "gentleman"]), "F": rng.choice(["woman", "female", "lady"])}[sx]
    if c == 0:
        return [("AGE", str(age)), "-year-old " + noun]
    if c == 1:
        return [("AGE", str(age)), " yo " + sx]
    if c == 2:
        return [("AGE", str(age)), "yo " + noun]
    if c == 3:
        return [("AGE", str(age)), sx]
    if c == 4:
        return [("AGE", str(age)), " y/o " + noun]
    if c == 5:
        return [("AGE", words(age)), "-year-old " + noun]
    if c == 6:
        return [noun + " aged ", ("AGE", str(age))]
    if c == 7:
        return [("AGE", str(age)), " year old " + noun]
    if c == 8:
        return [("AGE", str(age)), sx.lower()]
    if c == 9:
        return [("AGE", str(age)), " " + sx]
    return [("AGE", str(age)), "-yr-old " + noun]


# ----------------------------------------------------------------- contact
def _area(rng, country):
    if country == "UK":
        return rng.choice(["0113", "0114", "0115", "0116", "0117", "0121", "0151", "0161", "0191", "01204",
                           "01302", "01482", "01603", "01752", "01904", "020", "029", "0131", "0141"])
    return str(rng.choice([212, 216, 248, 269, 312, 313, 330, 412, 414, 419, 502, 515, 517, 602, 608,
                           614, 616, 702, 706, 717, 813, 865, 904, 937, 403, 416, 519, 604, 613,
                           705, 780, 807, 902, 905]))


def phone(rng, country, ext=None):
    a = _area(rng, country)
    tail = "01%02d" % rng.randrange(100)
    if country == "UK":
        c = rng.randrange(3)
        if c == 0:
            s = "%s 555 %s" % (a, tail)
        elif c == 1:
            s = "+44 %s 555 %s" % (a[1:], tail)
        else:
            s = "+44 (0)%s 555 %s" % (a[1:], tail)
    else:
        c = rng.randrange(5)
        if c == 0:
            s = "(%s) 555-%s" % (a, tail)
        elif c == 1:
            s = "%s-555-%s" % (a, tail)
        elif c == 2:
            s = "%s.555.%s" % (a, tail)
        elif c == 3:
            s = "1-%s-555-%s" % (a, tail)
        else:
            s = "+1 %s 555 %s" % (a, tail)
    if ext or (ext is None and rng.random() < 0.15):
        s += rng.choice([" ext. ", " x", " ext ", " Ext "]) + str(rng.randint(2, 4999))
    return s


def email(rng, p=None, stem=None):
    dom = rng.choice(["example.com", "example.org", "example.net"])
    if p is not None:
        f, l = p.first.lower(), p.last.lower().replace(" ", "").replace("'", "")
        local = rng.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s_%s" % (f, l[0]), "%s.%s%d" % (f[0], l, rng.randint(1, 99))])
    else:
        local = stem or rng.choice(["claims", "records", "ime.bookings", "reports", "medicolegal",
                                    "rtw.team", "intake", "disability.unit", "casemgmt", "roi"])
    return "%s@%s" % (local, dom)


def url(rng):
    dom = rng.choice(["example.com", "example.org", "example.net"])
    host = rng.choice(["www.", "portal.", "claims.", "secure.", "", "records."])
    path = rng.choice(["/ime-portal", "/upload", "/claims/status", "/rtw", "/patient/login", "/forms/aps",
                       "/secure/docs", "", "/referrals/new", "/evidence?ref=%d" % rng.randint(1000, 99999)])
    pre = rng.choice(["https://", "", "http://", "https://"])
    return pre + host + dom + path


def ipaddr(rng):
    c = rng.randrange(3)
    if c == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(1, 254))
    if c == 1:
        return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(1, 254))


def username(rng, p):
    f, l = p.first.lower(), p.last.lower().replace(" ", "").replace("'", "").replace("-", "")
    base = rng.choice([f[0] + l, f + "." + l, l + f[0], f[0] + p.mid.lower() + l, f + l[0]])
    return base[:12] + rng.choice(PL.USER_SUFFIX)


# ----------------------------------------------------------------- identifiers
def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(pool) for _ in range(n))


def ssn(rng, country):
    if country == "US":
        if rng.random() < 0.8:
            s = "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
        else:
            s = "000-%s-%s" % (digits(rng, 2), digits(rng, 4))
        return s if rng.random() < 0.8 else s.replace("-", "")
    if country == "UK":
        s = "QQ %s %s %s %s" % (digits(rng, 2), digits(rng, 2), digits(rng, 2), rng.choice("ABCD"))
        return s if rng.random() < 0.6 else s.replace(" ", "")
    s = "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    return s if rng.random() < 0.6 else s.replace(" ", "-")


def mrn(rng):
    c = rng.randrange(5)
    return [digits(rng, 8), "H" + digits(rng, 7), "%s-%s" % (letters(rng, 1), digits(rng, 6)),
            "MR" + digits(rng, 6), digits(rng, 3) + "-" + digits(rng, 3) + "-" + digits(rng, 2)][c]


def healthplan(rng, country, kind=None):
    if country == "UK" and (kind == "nhs" or (kind is None and rng.random() < 0.5)):
        return "%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 4))
    if country == "CA" and (kind == "prov" or (kind is None and rng.random() < 0.5)):
        return "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))
    c = rng.randrange(5)
    return ["LTD-" + digits(rng, 6), "%s%s" % (letters(rng, 3), digits(rng, 6)),
            "%s-%s-%s" % (digits(rng, 4), digits(rng, 4), digits(rng, 2)), "GRP " + digits(rng, 5),
            "%s%s%s-%s" % (digits(rng, 1), letters(rng, 2), digits(rng, 1), letters(rng, 2) + digits(rng, 2))][c]


def claim_no(rng, country):
    y = rng.randint(15, 24)
    c = rng.randrange(6)
    if country == "CA" and c < 2:
        return digits(rng, 8)
    return ["WC-20%d-%s" % (y, digits(rng, 6)), "%s-%d-%s" % (digits(rng, 4), y, digits(rng, 5)),
            "CLM%s" % digits(rng, 8), "%s%s" % (letters(rng, 2), digits(rng, 7)),
            "%d-%s-%s" % (y, digits(rng, 6), digits(rng, 2)), "DI-%s-%s" % (digits(rng, 5), letters(rng, 1))][c]


def file_ref(rng, initials="XX"):
    c = rng.randrange(5)
    return ["%s/%s/%s" % (initials.upper(), digits(rng, 5), rng.choice(["RTA", "EL", "PL", "IME", "CN"])),
            "IME-%s" % digits(rng, 6), "%s%s-%s" % (letters(rng, 1), digits(rng, 2), digits(rng, 4)),
            "MLR-%s-%s" % (digits(rng, 4), digits(rng, 3)), "%s.%s" % (digits(rng, 5), digits(rng, 3))][c]


def court_no(rng, country):
    if country == "UK":
        return rng.choice(["%s%s%s" % (letters(rng, 1), digits(rng, 2), letters(rng, 2)) + digits(rng, 3),
                           "QB-20%d-%s" % (rng.randint(18, 24), digits(rng, 6))])
    if country == "CA":
        return "CV-%d-%s-00%s" % (rng.randint(18, 24), digits(rng, 5), digits(rng, 2))
    return "%d-CV-%s" % (rng.randint(2018, 2024), digits(rng, 5))


def account(rng):
    c = rng.randrange(4)
    return ["%s-%s" % (digits(rng, 4), digits(rng, 4)), "INV-%s" % digits(rng, 5), "A" + digits(rng, 9),
            "%s%s" % (digits(rng, 6), letters(rng, 2))][c]


def license_no(rng, country, kind=None):
    if kind is None:
        kind = rng.choice({"US": ["npi", "state", "dea"], "UK": ["gmc", "hcpc", "gmc"],
                           "CA": ["cpso", "cpso", "cpo"]}[country])
    if kind == "npi":
        return "1" + digits(rng, 9)
    if kind == "dea":
        return letters(rng, 2) + digits(rng, 7)
    if kind == "state":
        return rng.choice(["MD-%s" % digits(rng, 5), "G%s" % digits(rng, 5), "%s%s" % (letters(rng, 2), digits(rng, 6))])
    if kind == "gmc":
        return digits(rng, 7)
    if kind == "hcpc":
        return rng.choice(["PH", "OT", "PYL"]) + digits(rng, 6)
    if kind == "cpso":
        return digits(rng, 5)
    if kind == "cpo":
        return digits(rng, 4) + letters(rng, 1)
    if kind == "dl":
        if country == "UK":
            return letters(rng, 5) + digits(rng, 6) + letters(rng, 2) + digits(rng, 1) + letters(rng, 2)
        return "%s%s-%s-%s" % (letters(rng, 1), digits(rng, 4), digits(rng, 5), digits(rng, 5))
    raise ValueError(kind)


def device_sn(rng):
    c = rng.randrange(5)
    return ["SN" + digits(rng, 8), "%s-%s-%s" % (letters(rng, 2), digits(rng, 5), letters(rng, 1)),
            letters(rng, 3) + digits(rng, 6), "%s%s" % (digits(rng, 2), letters(rng, 2) + digits(rng, 4)),
            "T7-" + digits(rng, 6)][c]


def plate(rng, country):
    if country == "UK":
        return "%s%02d %s" % (letters(rng, 2), rng.choice([14, 15, 16, 17, 18, 19, 64, 65, 66, 67, 68, 69]), letters(rng, 3))
    if country == "CA":
        return "%s %s" % (letters(rng, 4), digits(rng, 3))
    return rng.choice(["%s%s%s" % (digits(rng, 1), letters(rng, 3), digits(rng, 3)), "%s-%s" % (letters(rng, 3), digits(rng, 4))])


def vin(rng):
    return letters(rng, 1, "123459JKLSWY") + letters(rng, 10, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + digits(rng, 6)


def bioid(rng):
    c = rng.randrange(4)
    return ["FP-%s" % digits(rng, 5), "BIO-%s-%s" % (digits(rng, 4), letters(rng, 2)), "VP%s" % digits(rng, 6),
            "PV-%s" % digits(rng, 6)][c]


def idnum(rng):
    c = rng.randrange(5)
    return ["REQ-%s" % digits(rng, 6), "%s%d-%s" % (letters(rng, 1), rng.randint(15, 24), digits(rng, 4)),
            "ORD%s" % digits(rng, 7), "%s-%s" % (digits(rng, 3), digits(rng, 5)), "ROI-%s" % digits(rng, 5)][c]


# ----------------------------------------------------------------- places, orgs
def place(rng, country):
    return rng.choice({"US": PL.US_PLACES, "UK": PL.UK_PLACES, "CA": PL.CA_PLACES}[country])


def street(rng, country, unit=None):
    w = rng.choice(PL.STREET_WORDS)
    n = rng.randint(2, 4800) if country != "UK" else rng.randint(1, 240)
    if country == "US":
        s = "%d %s %s" % (n, w, rng.choice(PL.US_SUFFIX))
        if unit or (unit is None and rng.random() < 0.25):
            s += rng.choice([", Apt ", " Apt. ", ", Unit ", " #", ", Suite "]) + rng.choice([str(rng.randint(1, 40)), "%d%s" % (rng.randint(1, 9), rng.choice("ABCD"))])
        return s
    if country == "UK":
        s = "%d %s %s" % (n, w, rng.choice(PL.UK_SUFFIX))
        if unit or (unit is None and rng.random() < 0.2):
            s = rng.choice(["Flat %d, " % rng.randint(1, 30), "Flat %d%s, " % (rng.randint(1, 9), rng.choice("ABC")), "Unit %d, " % rng.randint(1, 12)]) + s
        return s
    s = "%d %s %s" % (n, w, rng.choice(PL.CA_SUFFIX))
    if unit or (unit is None and rng.random() < 0.25):
        s = rng.choice(["%d-" % rng.randint(101, 2408), "Unit %d, " % rng.randint(1, 30)]) + s
    return s


def zipcode(rng, country, pl):
    if country == "US":
        z = pl[3] + digits(rng, 2)
        return z if rng.random() < 0.85 else z + "-" + digits(rng, 4)
    if country == "UK":
        return "%s%d %d%s" % (pl[2], rng.randint(1, 29), rng.randint(1, 9), letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
    return "%s%d%s %d%s%d" % (pl[3], rng.randint(0, 9), letters(rng, 1, "ABCEGHJKLMNPRSTVWXYZ"),
                             rng.randint(0, 9), letters(rng, 1, "ABCEGHJKLMNPRSTVWXYZ"), rng.randint(0, 9))


def state_of(rng, country, pl, full=None):
    if country == "US":
        return pl[2] if (full or (full is None and rng.random() < 0.2)) else pl[1]
    if country == "UK":
        return pl[1]
    return pl[2] if (full or (full is None and rng.random() < 0.3)) else pl[1]


def hospital(rng, country, pl=None):
    c = rng.random()
    suf = rng.choice({"US": P2.HOSP_SUFFIX_US, "UK": P2.HOSP_SUFFIX_UK, "CA": P2.HOSP_SUFFIX_CA}[country])
    if c < 0.15:
        return "%s %s" % (rng.choice(P2.SAINTS), rng.choice(["Hospital", "Medical Center" if country == "US" else "Hospital", "Health Centre" if country != "US" else "Clinic"]))
    if c < 0.35 and pl is not None:
        return "%s %s" % (pl[0], suf)
    return "%s %s" % (rng.choice(PL.PLACE_WORDS), suf)


def hospital_acute(rng, country, pl=None):
    suf = rng.choice({"US": ["General Hospital", "Medical Center", "Regional Medical Center", "Community Hospital", "Memorial Hospital"],
                      "UK": ["General Hospital", "Royal Infirmary", "District General Hospital", "University Hospital"],
                      "CA": ["General Hospital", "Health Sciences Centre", "Memorial Hospital", "Regional Health Centre"]}[country])
    if pl is not None and rng.random() < 0.3:
        return "%s %s" % (pl[0], suf)
    if rng.random() < 0.12:
        return "%s Hospital" % rng.choice(P2.SAINTS)
    return "%s %s" % (rng.choice(PL.PLACE_WORDS), suf)


def gp_practice(rng, country, pl=None):
    suf = rng.choice({"US": ["Family Practice", "Family Medicine", "Primary Care", "Internal Medicine Associates"],
                      "UK": ["Surgery", "Medical Practice", "Health Centre", "Medical Centre", "Group Practice"],
                      "CA": ["Family Health Team", "Medical Clinic", "Family Practice", "Community Health Centre"]}[country])
    if pl is not None and rng.random() < 0.25:
        return "%s %s" % (pl[0], suf)
    return "%s %s" % (rng.choice(PL.PLACE_WORDS + PL.STREET_WORDS), suf)


def employer(rng, country):
    c = rng.random()
    if c < 0.5:
        base = "%s %s" % (rng.choice(P2.ORG_INITIAL), rng.choice(P2.ORG_SUFFIX))
    elif c < 0.8:
        base = "%s %s" % (rng.choice(PL.PLACE_WORDS), rng.choice(P2.ORG_SUFFIX))
    else:
        base = "%s & %s %s" % (rng.choice(PL.SURNAMES), rng.choice(PL.SURNAMES), rng.choice(P2.ORG_SUFFIX))
    form = rng.choice(P2.ORG_FORM[country])
    return base + (" " + form if form else "")


def insurer(rng):
    return "%s %s" % (rng.choice(P2.INSURER_A), rng.choice(P2.INSURER_B))


def lawfirm(rng):
    a, b = rng.choice(PL.SURNAMES), rng.choice(PL.SURNAMES)
    return rng.choice(["%s %s %s" % (a, b, rng.choice(P2.LAW_FORM)), "%s & %s %s" % (a, b, rng.choice(P2.LAW_FORM)),
                       "%s %s" % (a, rng.choice(P2.LAW_FORM))])


def prof(rng):
    return rng.choice(P2.PROFESSIONS)


# ----------------------------------------------------------------- case file
REGION = {"lumbar": "lower back", "cervical": "neck", "shoulder": "shoulder", "knee": "knee", "wrist": "wrist",
          "ankle": "ankle", "elbow": "elbow", "head": "head", "psych": "head and neck", "hand": "hand",
          "hip": "hip", "thoracic": "mid back", "foot": "feet"}


def cap1(s):
    return s[:1].upper() + s[1:]


class Case:
    pass


def new_case(rng, country):
    c = Case()
    c.country = country
    c.pt = new_person(rng)
    c.exam = rand_date(rng, 2016, 2024)
    if c.exam.weekday() >= 5:
        c.exam = add_days(c.exam, 7 - c.exam.weekday())
    c.dob = rand_date(rng, 1952, 2001)
    if c.dob.year > c.exam.year - 19:
        c.dob = dt.date(c.exam.year - rng.randint(19, 40), c.dob.month, min(c.dob.day, 28))
    c.age = c.exam.year - c.dob.year - ((c.exam.month, c.exam.day) < (c.dob.month, c.dob.day))
    c.doi = add_days(c.exam, -rng.randint(40, 1400))
    c.pl = place(rng, country)
    c.street = street(rng, country)
    c.zip = zipcode(rng, country, c.pl)
    c.employer = employer(rng, country)
    c.prof = prof(rng)
    c.insurer = insurer(rng)
    c.claim = claim_no(rng, country)
    c.policy = healthplan(rng, country)
    c.ssn = ssn(rng, country)
    c.mrn = mrn(rng)
    c.ref = file_ref(rng, c.pt.initials())
    c.examiner = new_person(rng)
    c.clinic = hospital(rng, country, c.pl)
    c.cpl = place(rng, country)
    c.cstreet = street(rng, country)
    c.czip = zipcode(rng, country, c.cpl)
    c.treater = new_person(rng)
    c.treat_site = hospital(rng, country, c.pl)
    c.acute = hospital_acute(rng, country, c.pl)
    c.gp = new_person(rng)
    c.physio = new_person(rng)
    c.adjuster = new_person(rng)
    c.lawyer = new_person(rng)
    c.firm = lawfirm(rng)
    c.rel = rng.choice(P2.RELATIONS)
    c.relp = new_person(rng, sex="F" if c.rel in ("wife", "mother", "daughter", "sister", "fiancee", "aunt", "grandmother") else
                        ("M" if c.rel in ("husband", "father", "son", "brother", "stepfather", "son-in-law") else None))
    c.rel_prof = prof(rng)
    c.supervisor = new_person(rng)
    c.dx = rng.choice(P2.BODY_DX)
    c.region = REGION[c.dx[0]]
    c.vendor = rng.choice(P2.IME_VENDOR)
    c.birth_country = rng.choice(PL.COUNTRIES) if rng.random() < 0.35 else None
    c.sex = c.pt.sex
    return c


def he(c, cap=False):
    w = "he" if c.sex == "M" else "she"
    return w.capitalize() if cap else w


def his(c, cap=False):
    w = "his" if c.sex == "M" else "her"
    return w.capitalize() if cap else w


def him(c):
    return "him" if c.sex == "M" else "her"
