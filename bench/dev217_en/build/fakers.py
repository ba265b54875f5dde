"""Value generators for dev217_en: people, dates, contacts, identifiers, addresses.

Every function takes the shared random.Random(217) instance explicitly.
"""
import datetime

import pools_people as PP
import pools_places as PL

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, rng, country, sex=None, last=None):
        self.country = country
        self.sex = sex or rng.choice(["M", "F"])
        self.first = rng.choice(PP.FIRST[country][self.sex])
        self.last = last or rng.choice(PP.LAST[country])
        self.mid = rng.choice(PP.MIDDLE_INITIALS) if rng.random() < 0.35 else ""
        self.nick = PP.NICK.get(self.first, "")

    def full(self):
        return self.first + " " + self.last

    def fml(self):
        if self.mid:
            return "%s %s. %s" % (self.first, self.mid, self.last)
        return self.full()

    def initials(self, style="dots"):
        parts = [self.first[0], self.mid, self.last[0]] if self.mid else [self.first[0], self.last[0]]
        parts = [p for p in parts if p]
        if style == "dots":
            return ".".join(parts) + "."
        if style == "dash":
            return "-".join(parts)
        if style == "fl3":   # three letters as in CRFs: first, middle or '-', last
            return self.first[0] + (self.mid or "-") + self.last[0]
        return "".join(parts)

    def title(self):
        if self.sex == "M":
            return "Mr."
        return "Mrs." if self.first[-1] in "aie" else "Ms."

    def variant(self, rng, styles=None):
        """A written form of the name (the span text)."""
        styles = styles or ["full", "full", "fml", "last_first", "upper", "first_init",
                            "init_last", "first"]
        s = rng.choice(styles)
        if s == "full":
            return self.full()
        if s == "fml":
            return self.fml()
        if s == "last_first":
            return self.last + ", " + self.first
        if s == "upper":
            return (self.last + ", " + self.first + (" " + self.mid if self.mid else "")).upper()
        if s == "first_init":
            return self.first + " " + self.last[0] + "."
        if s == "init_last":
            return self.first[0] + ". " + self.last
        if s == "first":
            return self.first
        if s == "last":
            return self.last
        if s == "nick":
            return self.nick or self.first
        return self.full()


def title_of(p, country):
    t = p.title()
    if country != "US":
        t = t.rstrip(".")
    return t


def staff(rng, country, n=1):
    """n distinct staff members."""
    out, seen = [], []
    while len(out) < n:
        p = Person(rng, country)
        if p.last in seen:
            continue
        seen.append(p.last)
        out.append(p)
    return out


# ---------------------------------------------------------------- dates
def rand_date(rng, y0=2022, y1=2025):
    start = datetime.date(y0, 1, 1).toordinal()
    end = datetime.date(y1, 6, 30).toordinal()
    return datetime.date.fromordinal(rng.randint(start, end))


def dob(rng, age, ref):
    y = ref.year - age
    try:
        d = datetime.date(y, rng.randint(1, 12), rng.randint(1, 28))
    except ValueError:
        d = datetime.date(y, 1, 15)
    if (d.month, d.day) > (ref.month, ref.day):
        d = datetime.date(y - 1, d.month, d.day)
    return d


def age_at(b, ref):
    return ref.year - b.year - ((ref.month, ref.day) < (b.month, b.day))


def plus(d, days):
    return d + datetime.timedelta(days=days)


DATE_STYLES = {
    "US": ["mdy_slash", "mdy_slash", "dmy_dash_mon", "mdy_long", "iso", "mdy_short", "dmonY"],
    "UK": ["dmy_slash", "dmy_slash", "dmy_dash_mon", "d_month_y", "iso", "d_mon_y", "dmonY"],
    "IN": ["dmy_slash", "dmy_dash", "dmy_dot", "dmy_dash_mon", "d_month_y", "dmonY"],
}


def fmt_date(d, style):
    if style == "mdy_slash":
        return "%02d/%02d/%d" % (d.month, d.day, d.year)
    if style == "mdy_short":
        return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
    if style == "dmy_slash":
        return "%02d/%02d/%d" % (d.day, d.month, d.year)
    if style == "dmy_dash":
        return "%02d-%02d-%d" % (d.day, d.month, d.year)
    if style == "dmy_dot":
        return "%02d.%02d.%d" % (d.day, d.month, d.year)
    if style == "dmy_dash_mon":
        return "%02d-%s-%d" % (d.day, MON[d.month - 1], d.year)
    if style == "dmonY":
        return "%02d%s%d" % (d.day, MON[d.month - 1].upper(), d.year)
    if style == "mdy_long":
        return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
    if style == "d_month_y":
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == "d_mon_y":
        return "%d %s %02d" % (d.day, MON[d.month - 1], d.year % 100)
    if style == "iso":
        return d.isoformat()
    if style == "wk_long":
        return "%s, %s %d, %d" % (WEEKDAYS[d.weekday()], MONTHS[d.month - 1], d.day, d.year)
    if style == "wk_short_us":
        return "%s %d/%d" % (WEEKDAYS[d.weekday()][:3], d.month, d.day)
    if style == "wk_uk":
        return "%s %d %s" % (WEEKDAYS[d.weekday()], d.day, MONTHS[d.month - 1])
    if style == "month_year":
        return "%s %d" % (MONTHS[d.month - 1], d.year)
    if style == "mon_year":
        return "%s-%d" % (MON[d.month - 1], d.year)
    if style == "year":
        return str(d.year)
    if style == "md_short":
        return "%d/%d" % (d.month, d.day)
    if style == "dm_short":
        return "%d/%d" % (d.day, d.month)
    if style == "d_month":
        return "%d %s" % (d.day, MONTHS[d.month - 1])
    if style == "month_d":
        return "%s %d" % (MONTHS[d.month - 1], d.day)
    raise ValueError(style)


def date_style(rng, country):
    return rng.choice(DATE_STYLES[country])


def short_style(country):
    return "md_short" if country == "US" else "dm_short"


AGE_WORDS = {19: "nineteen", 23: "twenty-three", 31: "thirty-one", 38: "thirty-eight",
             42: "forty-two", 47: "forty-seven", 52: "fifty-two", 56: "fifty-six",
             61: "sixty-one", 64: "sixty-four", 67: "sixty-seven", 70: "seventy",
             73: "seventy-three", 78: "seventy-eight", 81: "eighty-one", 86: "eighty-six",
             89: "eighty-nine", 92: "ninety-two"}


# ---------------------------------------------------------------- contacts
US_AREAS = ["937", "253", "912", "505", "517", "316", "508", "208", "423", "559", "585",
            "608", "918", "804", "225", "402", "803", "509", "919", "801", "330", "203"]
UK_AREAS = ["0161", "01423", "01603", "01792", "0141", "01392", "01332", "028", "01242",
            "01582", "01902", "01228", "01382", "0118", "0191", "01248", "01473", "01204",
            "0116", "01872"]
IN_STD = ["020", "0712", "040", "0522", "0141", "0422", "0674", "0821", "0484", "079",
          "0731", "0265", "0891", "0161", "0361", "0824", "0416", "0612", "0471", "0253",
          "033", "080"]


def phone(rng, country, kind="any", ext=False):
    r4 = "%04d" % rng.randint(100, 199)   # 555-0100..0199 fictional block
    if country == "US":
        a = rng.choice(US_AREAS)
        s = rng.choice(["({}) 555-{}", "{}-555-{}", "{}.555.{}", "+1 {} 555 {}", "1-{}-555-{}"])
        v = s.format(a, r4)
        if ext:
            v += rng.choice([" ext. ", " x", " ext ", " x."]) + str(rng.randint(2, 4999))
        return v
    if country == "UK":
        if kind == "mobile" or (kind == "any" and rng.random() < 0.3):
            return rng.choice(["07700 555{}", "+44 7700 555{}", "07700 555 {}"]).format(
                "%03d" % rng.randint(100, 999))
        a = rng.choice(UK_AREAS)
        if rng.random() < 0.3:
            v = "+44 (0)%s 555 %s" % (a[1:], r4)
        else:
            v = "%s 555 %s" % (a, r4)
        if ext:
            v += rng.choice([" ext. ", " ext ", " x"]) + str(rng.randint(2000, 7999))
        return v
    # India
    if kind == "mobile" or (kind == "any" and rng.random() < 0.5):
        first = rng.choice(["98", "97", "99", "94", "88", "70"])
        tail = "%05d" % rng.randint(0, 99999)
        return rng.choice(["+91 {}555 {}", "{}555{}", "+91-{}555-{}", "0{}555 {}"]).format(first, tail)
    std = rng.choice(IN_STD)
    sub_len = 10 - (len(std) - 1)
    sub = "555" + digits(rng, sub_len - 3)
    v = rng.choice(["{}-{}", "({}) {}", "+91 {} {}", "{} {}"]).format(
        std[1:] if False else std, sub)
    if v.startswith("+91 0"):
        v = "+91 " + v[5:]
    if ext:
        v += rng.choice([" extn. ", " Ext ", " x"]) + str(rng.randint(200, 899))
    return v


def pager(rng):
    return rng.choice(["555-%04d", "555%04d", "#555-%04d"]) % rng.randint(1000, 9999)


def slug(s):
    out = "".join(ch for ch in s.lower() if ch.isalnum() or ch == " ")
    return out.replace(" ", "")


DOMAINS = ["example.org", "example.com", "example.net"]


def email(rng, p=None, org=None):
    dom = rng.choice(DOMAINS)
    if org and rng.random() < 0.5:
        dom = slug(org.split()[0])[:12] + "." + dom
    if p is None:
        local = rng.choice(["crc.site", "pv.safety", "trials.office", "research.pharmacy",
                            "ctu.admin", "safety.desk", "studyteam", "monitoring"])
        if rng.random() < 0.5:
            local += str(rng.randint(10, 399))
        return local + "@" + dom
    f, l = slug(p.first), slug(p.last)
    local = rng.choice(["{f}.{l}", "{f0}{l}", "{l}.{f0}", "{f}{l}{n}", "{f}_{l}"]).format(
        f=f, l=l, f0=f[0], n=rng.randint(1, 99))
    return local + "@" + dom


def username(rng, p):
    f, l = slug(p.first), slug(p.last)
    return rng.choice(["{f0}{l}", "{f}.{l}", "{l}{f0}{n}", "{f0}{l}_crc", "{f}{n}",
                       "{l}.{f0}"]).format(f=f, l=l, f0=f[0], n=rng.randint(1, 99))


def url(rng, kind="portal"):
    dom = rng.choice(DOMAINS)
    sub = {"portal": ["econsent", "portal", "trials", "pay", "edc", "ctms"],
           "site": ["www", "research", "ctu"]}[kind]
    host = rng.choice(sub) + "." + dom
    path = rng.choice(["", "/login", "/study/%d" % rng.randint(100, 999), "/s/%05d" % rng.randint(0, 99999),
                       "/participants", "/consent/v%d" % rng.randint(2, 6)])
    pre = rng.choice(["https://", "https://", "http://", ""])
    if pre == "" and not host.startswith("www"):
        pre = "https://"
    return pre + host + path


def ipaddr(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if k == 1:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))


# ---------------------------------------------------------------- identifiers
def digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(n))


def mrn(rng, country):
    if country == "US":
        return rng.choice(["%s" % digits(rng, 8), "MRN-%s" % digits(rng, 7), "%s-%s" % (digits(rng, 3), digits(rng, 5)),
                           "E%s" % digits(rng, 7)])
    if country == "UK":
        if rng.random() < 0.6:   # NHS-number style, 9xx block
            return rng.choice(["9%s %s %s", "9%s%s%s"]) % (digits(rng, 2), digits(rng, 3), digits(rng, 4))
        return "%s%s" % (letters(rng, 1), digits(rng, 7))
    return rng.choice(["UHID-%d-%s" % (rng.randint(2015, 2024), digits(rng, 7)),
                       "CR/%d/%s" % (rng.randint(2019, 2024), digits(rng, 6)),
                       "%s%s" % (letters(rng, 2), digits(rng, 8)), "MRD %s" % digits(rng, 6)])


def ssn(rng, country):
    if country == "US":
        a = rng.choice(["9%s" % digits(rng, 2), "000"])
        return rng.choice(["{}-{}-{}", "{} {} {}", "{}{}{}"]).format(a, digits(rng, 2), digits(rng, 4))
    # India: Aadhaar-style, 9xxx block
    return rng.choice(["9%s %s %s", "9%s-%s-%s"]) % (digits(rng, 3), digits(rng, 4), digits(rng, 4))


def healthplan(rng, country):
    if country == "US":
        return rng.choice(["%s%s" % (letters(rng, 3), digits(rng, 9)), "W%s" % digits(rng, 8),
                           "%s-%s-%s" % (digits(rng, 1) + letters(rng, 3), letters(rng, 2) + digits(rng, 1),
                                         letters(rng, 2) + digits(rng, 2)),
                           "GRP %s" % digits(rng, 6)])
    if country == "UK":
        return rng.choice(["%s %s %s" % (digits(rng, 4), digits(rng, 4), digits(rng, 2)),
                           "AXA-%s" % digits(rng, 8)])
    return rng.choice(["PMJ%s" % (letters(rng, 2) + digits(rng, 5)), "%s" % digits(rng, 10),
                       "ESIC-%s" % digits(rng, 10), "CGHS/%s" % digits(rng, 7)])


def account(rng, country, kind="visit"):
    if kind == "bank":
        if country == "IN":
            return digits(rng, rng.choice([11, 12, 14]))
        return digits(rng, 8) if country == "UK" else digits(rng, rng.choice([9, 10, 12]))
    if kind == "card":
        return "%s %s %s %s" % (digits(rng, 4), digits(rng, 4), digits(rng, 4), digits(rng, 4)) \
            if rng.random() < 0.4 else "xxxx-%s" % digits(rng, 4)
    return rng.choice(["%s-%s" % (digits(rng, 4), digits(rng, 4)), "ENC%s" % digits(rng, 8),
                       "V%s" % digits(rng, 9), "IP/%d/%s" % (rng.randint(2022, 2025), digits(rng, 5))])


def license_no(rng, country, kind="med"):
    if kind == "npi":
        return digits(rng, 10)
    if kind == "dea":
        return letters(rng, 2) + digits(rng, 7)
    if kind == "dl":
        if country == "US":
            return letters(rng, 1) + digits(rng, 3) + "-" + digits(rng, 4) + "-" + digits(rng, 4)
        if country == "UK":
            return letters(rng, 5) + digits(rng, 6) + letters(rng, 2) + digits(rng, 1) + letters(rng, 2)
        return "%s%s %s" % (rng.choice(["MH", "KA", "TN", "GJ", "UP"]), digits(rng, 2), digits(rng, 11))
    if country == "US":
        return rng.choice(["MD%s" % digits(rng, 6), "%s-%s" % (digits(rng, 2), digits(rng, 6)),
                           "RN%s" % digits(rng, 7)])
    if country == "UK":
        return digits(rng, 7)
    return rng.choice(["%d/%02d/%s" % (rng.randint(1995, 2018), rng.randint(1, 12), digits(rng, 4)),
                       "%s-%s" % (rng.choice(["MMC", "KMC", "TNMC", "DMC/R"]), digits(rng, 5))])


def device_sn(rng):
    return rng.choice(["SN%s" % digits(rng, 7), "%s%s" % (letters(rng, 3), digits(rng, 6)),
                       "%s-%s" % (letters(rng, 2), digits(rng, 5)),
                       "%s%s%s" % (digits(rng, 1), letters(rng, 2), digits(rng, 6)),
                       "35%s %s %s" % (digits(rng, 4), digits(rng, 6), digits(rng, 1))])


def vehicle(rng, country, vin=False):
    if vin:
        return "1" + letters(rng, 4) + digits(rng, 2) + letters(rng, 1) + digits(rng, 2) + letters(rng, 1) + digits(rng, 6)
    if country == "US":
        return rng.choice(["%s%s%s" % (digits(rng, 1), letters(rng, 3), digits(rng, 3)),
                           "%s-%s" % (letters(rng, 3), digits(rng, 4)),
                           "%s %s" % (letters(rng, 3), digits(rng, 3))])
    if country == "UK":
        return "%s%s %s" % (letters(rng, 2), digits(rng, 2), letters(rng, 3))
    return "%s %02d %s %s" % (rng.choice(["MH", "KA", "TS", "GJ", "RJ", "KL", "UP"]),
                              rng.randint(1, 49), letters(rng, 2), digits(rng, 4))


def bioid(rng):
    return rng.choice(["FP-%s" % digits(rng, 5), "BIO-%s-%s" % (letters(rng, 2), digits(rng, 6)),
                       "IRS%s" % digits(rng, 6), "FPV%s" % digits(rng, 7),
                       "VP-%s" % digits(rng, 4)])


# ---------------------------------------------------------------- addresses
def address(rng, country):
    """Returns dict: street, city, state, zip, country_name, county (UK)."""
    if country == "US":
        c, st, ab, z = rng.choice(PL.US_PLACES)
        street = "%d %s" % (rng.randint(12, 9899), rng.choice(PL.US_STREETS))
        if rng.random() < 0.3:
            street += rng.choice([", Apt ", " Apt ", ", Unit ", " #"]) + rng.choice(["2B", "4C", "12", "310", "7"])
        return {"street": street, "city": c, "state": rng.choice([st, ab, ab]), "zip": z,
                "country": rng.choice(PL.COUNTRY_NAMES["US"]), "county": None}
    if country == "UK":
        t, county, pc, nation = rng.choice(PL.UK_PLACES)
        street = "%d %s" % (rng.randint(1, 240), rng.choice(PL.UK_STREETS))
        if rng.random() < 0.3:
            street = "Flat %d, %s" % (rng.randint(1, 24), street)
        return {"street": street, "city": t, "state": None, "zip": pc,
                "country": rng.choice([nation, "UK", "United Kingdom"]), "county": county}
    c, st, pin = rng.choice(PL.IN_PLACES)
    street = rng.choice([
        "Flat %d%s, %s, %s" % (rng.randint(1, 9), "%02d" % rng.randint(1, 12), rng.choice(PL.IN_BUILDINGS),
                               rng.choice(PL.IN_LOCALITIES)),
        "H.No. %d-%d, %s" % (rng.randint(1, 20), rng.randint(10, 400), rng.choice(PL.IN_LOCALITIES)),
        "%d, %s Road, %s" % (rng.randint(1, 300), rng.choice(["Station", "Temple", "MG", "Nehru", "Canal"]),
                             rng.choice(PL.IN_LOCALITIES)),
    ])
    return {"street": street, "city": c, "state": st, "zip": pin, "country": "India", "county": None}


def site_address(rng, country):
    """An institutional street line for a hospital or research unit."""
    a = address(rng, country)
    if country == "US":
        num, st = rng.randint(100, 4999), rng.choice(PL.US_STREETS)
        a["street"] = rng.choice(["%d %s" % (num, st), "%d %s, Suite %d" % (num, st, rng.randint(100, 640)),
                                  "%d %s, Building %s" % (num, st, rng.choice("ABCDE"))])
    elif country == "UK":
        a["street"] = rng.choice([rng.choice(PL.UK_STREETS), "Infirmary Square",
                                  "%d %s" % (rng.randint(1, 90), rng.choice(PL.UK_STREETS)),
                                  "Level %d, %s" % (rng.randint(1, 6), rng.choice(PL.UK_STREETS))])
    else:
        a["street"] = rng.choice([
            "Survey No. %d, %s Road, %s" % (rng.randint(10, 400), rng.choice(["Station", "Nehru", "MG", "Canal", "Ring"]),
                                            rng.choice(PL.IN_LOCALITIES)),
            "Plot %d, %s" % (rng.randint(1, 90), rng.choice(PL.IN_LOCALITIES)),
            "%d, Hospital Road, %s" % (rng.randint(1, 200), rng.choice(PL.IN_LOCALITIES))])
    return a


def addr_args(rng, a, with_country=False, multiline=False):
    """Argument list for Note.f/_emit rendering an address into spans."""
    nl = "\n" if multiline else ", "
    out = [("STREET", a["street"]), nl, ("CITY", a["city"])]
    if a["county"]:                      # UK: town, county, postcode
        if rng.random() < 0.6:
            out += [nl, ("CITY", a["county"])]
        out += [rng.choice([nl, " "]), ("ZIP", a["zip"])]
    elif a["country"] == "India":
        k = rng.randint(0, 2)
        if k == 0:
            out += [" - ", ("ZIP", a["zip"]), ", ", ("STATE", a["state"])]
        elif k == 1:
            out += [", ", ("STATE", a["state"]), " ", ("ZIP", a["zip"])]
        else:
            out += [" ", ("ZIP", a["zip"]), nl, ("STATE", a["state"])]
    else:
        out += [", ", ("STATE", a["state"]), " ", ("ZIP", a["zip"])]
    if with_country:
        out += [nl, ("COUNTRY", a["country"])]
    return out
