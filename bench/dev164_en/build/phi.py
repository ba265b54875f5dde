"""PHI value generators for dev164_en. Every function takes the shared random.Random."""
import datetime

import pools_names as PN
import pools_places as PP

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WDAY]
NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
            "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(n):
    if n < 20:
        return NUMWORDS[n]
    t, u = divmod(n, 10)
    return TENS[t] + ("" if u == 0 else "-" + NUMWORDS[u])


def wpick(rng, pairs):
    tot = sum(w for _, w in pairs)
    x = rng.random() * tot
    for v, w in pairs:
        x -= w
        if x < 0:
            return v
    return pairs[-1][0]


class Person:
    def __init__(self, first, last, sex, middle="", origin=""):
        self.first, self.last, self.sex, self.middle, self.origin = first, last, sex, middle, origin

    def full(self):
        return self.first + " " + self.last

    def fml(self):
        return self.first + (" " + self.middle[0] + ". " if self.middle else " ") + self.last

    def inits(self, dots=True):
        a, b = self.first[0], self.last.replace("O'", "").replace("Mac ", "M").replace("Ni ", "N")[0]
        return a + "." + b + "." if dots else a + b

    def title(self, rng):
        if self.sex == "M":
            return "Mr"
        return rng.choice(["Ms", "Mrs", "Miss", "Ms"])

    def variant(self, rng, style=None):
        """Return (prefix_text, name_value) – prefix is a title kept outside the span."""
        style = style or rng.choice(["full", "full", "full", "last_t", "first", "caps", "lastfirst", "fml"])
        if style == "full":
            return "", self.full()
        if style == "fml":
            return "", self.fml()
        if style == "last_t":
            return self.title(rng) + " ", self.last
        if style == "first":
            return "", self.first
        if style == "caps":
            return "", self.last.upper() + ", " + self.first
        if style == "lastfirst":
            return "", self.last + ", " + self.first
        if style == "inits":
            return "", self.inits()
        if style == "finit":
            return "", self.first[0] + ". " + self.last
        if style == "firstinit":
            return "", self.first + " " + self.last[0] + "."
        return "", self.full()


def person(rng, country, sex=None, origin=None):
    sex = sex or rng.choice(["M", "F"])
    origin = origin or wpick(rng, PN.ORIGIN_MIX[country])
    first = rng.choice(PN.FIRST[origin][sex])
    last = rng.choice(PN.LAST[origin])
    if last == "Ni Bhriain" and sex == "M":
        last = "O'Brien"
    middle = ""
    if rng.random() < 0.3:
        middle = rng.choice(PN.FIRST[wpick(rng, PN.ORIGIN_MIX[country])][sex])
    return Person(first, last, sex, middle, origin)


def staff(rng, country):
    return person(rng, country)


# ---------------------------------------------------------------- dates
def rand_date(rng, lo=(2023, 1, 1), hi=(2025, 6, 30)):
    a = datetime.date(*lo).toordinal()
    b = datetime.date(*hi).toordinal()
    return datetime.date.fromordinal(rng.randint(a, b))


def shift(d, days):
    return d + datetime.timedelta(days=days)


def dob_for_age(rng, ref, age):
    y = ref.year - age
    d = datetime.date(y, 1, 1) + datetime.timedelta(days=rng.randint(0, 364))
    if (d.month, d.day) > (ref.month, ref.day):
        d = datetime.date(y - 1, d.month, min(d.day, 28))
    return d


def age_on(dob, ref):
    return ref.year - dob.year - ((ref.month, ref.day) < (dob.month, dob.day))


def ordinal(n):
    if 11 <= n % 100 <= 13:
        return str(n) + "th"
    return str(n) + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


DATE_STYLES = ["uk", "uk", "uk", "uk2", "dot", "long", "abbr", "ord", "iso", "dash", "nozero"]


def fdate(d, style):
    if style == "uk":
        return "%02d/%02d/%04d" % (d.day, d.month, d.year)
    if style == "uk2":
        return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
    if style == "dot":
        return "%02d.%02d.%04d" % (d.day, d.month, d.year)
    if style == "long":
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == "abbr":
        return "%d %s %d" % (d.day, MON3[d.month - 1], d.year)
    if style == "ord":
        return "%s %s %d" % (ordinal(d.day), MONTHS[d.month - 1], d.year)
    if style == "iso":
        return d.isoformat()
    if style == "dash":
        return "%02d-%s-%04d" % (d.day, MON3[d.month - 1], d.year)
    if style == "nozero":
        return "%d/%d/%d" % (d.day, d.month, d.year)
    if style == "short":
        return "%02d/%02d" % (d.day, d.month)
    if style == "dshort":
        return "%d %s" % (d.day, MON3[d.month - 1])
    if style == "wd":
        return "%s %02d/%02d" % (WD3[d.weekday()], d.day, d.month)
    if style == "wdlong":
        return "%s %d %s %d" % (WDAY[d.weekday()], d.day, MONTHS[d.month - 1], d.year)
    if style == "wdabbr":
        return "%s %d %s" % (WD3[d.weekday()], d.day, MON3[d.month - 1])
    if style == "my":
        return "%s %d" % (MONTHS[d.month - 1], d.year)
    if style == "mys":
        return "%s %d" % (MON3[d.month - 1], d.year)
    if style == "y":
        return str(d.year)
    if style == "compact":
        return "%02d%02d%02d" % (d.day, d.month, d.year % 100)
    return d.isoformat()


def time_str(rng, style="colon"):
    h, m = rng.randint(0, 23), rng.choice([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 12, 47, 8])
    if style == "colon":
        return "%02d:%02d" % (h, m)
    if style == "hrs":
        return "%02d%02dhrs" % (h, m)
    if style == "plain":
        return "%02d%02d" % (h, m)
    hh = h % 12 or 12
    return "%d.%02d%s" % (hh, m, "am" if h < 12 else "pm")


HOLIDAYS = {"UK": ["Christmas", "Boxing Day", "New Year's Eve", "Easter", "Bonfire Night", "Eid", "Diwali",
                   "Christmas Day", "the August bank holiday"],
            "IE": ["Christmas", "St Patrick's Day", "Easter", "St Stephen's Day", "New Year's Eve", "Halloween",
                   "the October bank holiday"],
            "AU": ["Christmas", "Australia Day", "Anzac Day", "Easter", "Boxing Day", "New Year's Eve",
                   "the Queen's Birthday long weekend", "Melbourne Cup day"]}


# ---------------------------------------------------------------- contact
def phone(rng, country, kind=None):
    kind = kind or rng.choice(["land", "mob", "mob"])
    d = lambda n: "".join(str(rng.randint(0, 9)) for _ in range(n))
    if country == "UK":
        if kind == "mob":
            return rng.choice(["07555 %s" % d(6), "07555 %s %s" % (d(3), d(3)), "+44 7555 %s" % d(6),
                               "07%s 555%s" % (d(3), d(3))])
        area = rng.choice(["0161", "0113", "01632", "01524", "0191", "01492", "0131", "01273", "0114"])
        return rng.choice(["%s 555 %s" % (area, d(4)), "(%s) 555 %s" % (area, d(4)), "%s555%s" % (area, d(4))])
    if country == "IE":
        if kind == "mob":
            return rng.choice(["08%d 555 %s" % (rng.choice([3, 5, 6, 7, 9]), d(4)),
                               "+353 8%d 555 %s" % (rng.choice([3, 5, 6, 7]), d(4)),
                               "08%d-555%s" % (rng.choice([5, 7]), d(4))])
        area = rng.choice(["021", "01", "091", "061", "066", "074", "056", "094"])
        return rng.choice(["(%s) 555 %s" % (area, d(4)), "%s 555 %s" % (area, d(4)), "+353 %s 555 %s" %
                           (area[1:], d(4))])
    if kind == "mob":
        return rng.choice(["04%s 555 %s" % (d(2), d(3)), "04%s555%s" % (d(2), d(3)),
                           "+61 4%s 555 %s" % (d(2), d(3))])
    area = rng.choice(["02", "03", "07", "08"])
    return rng.choice(["(%s) 5550 %s" % (area, d(4)), "%s 5550 %s" % (area, d(4)), "(%s) 555%d %s" % (area, rng.randint(0, 9), d(4))])


def ext_phone(rng, country):
    return phone(rng, country, "land") + rng.choice([" ext ", " ext. ", " x", " extn "]) + str(rng.randint(2000, 7999))


def bleep(rng):
    return rng.choice([str(rng.randint(1000, 8999)), "%d-%d" % (rng.randint(1, 9), rng.randint(1000, 9999))])


def email(rng, country, p=None, generic=None):
    dom = rng.choice(["example.org", "example.net", "example.com", "mail.example.com",
                      {"UK": "nhs.example.net", "IE": "hse.example.net", "AU": "health.example.org"}[country]])
    if p is None:
        return (generic or rng.choice(["crisis.team", "mhlt.referrals", "cmht.admin", "ward.clerk",
                                      "mha.office", "spa.triage", "tribunal.admin"])) + "@" + dom
    f, l = p.first.lower().replace("'", ""), p.last.lower().replace("'", "").replace(" ", "")
    local = rng.choice([f + "." + l, f[0] + l, f + l + str(rng.randint(1, 99)), f + "_" + l, l + "." + f[0]])
    return local + "@" + dom


def url(rng):
    host = rng.choice(["www.example.org", "www.example.net", "example.com", "portal.example.org",
                       "meet.example.net", "video.example.com", "https://www.example.org", "https://attend.example.net"])
    path = rng.choice(["/recovery-college", "/crisis", "/j/%d" % rng.randint(10000000, 99999999),
                       "/hearing/%d" % rng.randint(1000, 9999), "/carers", "/safety-plan", "/room/ward%d" %
                       rng.randint(1, 30), "/self-referral", "/appointments?id=%d" % rng.randint(10000, 99999), ""])
    return host + path


def ip(rng):
    return rng.choice(["10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254)),
                       "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254)),
                       "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))])


def username(rng, p):
    f, l = p.first.lower().replace("'", ""), p.last.lower().replace("'", "").replace(" ", "")
    return rng.choice([f[0] + l, f[0] + l + str(rng.randint(1, 9)), f + "." + l, (l[:5] + f[0]).upper() + "01",
                       l + f[0] + str(rng.randint(10, 99)), f[0] + "." + l])


# ---------------------------------------------------------------- address
def street(rng, country, plain=False):
    base = rng.choice(PP.STREET_BASE)
    suf = rng.choice(PP.STREET_SUFFIX[country])
    n = rng.randint(1, 240)
    if plain:
        return "%d %s %s" % (n, base, suf)
    if country == "AU":
        if rng.random() < 0.3:
            return "%d/%d %s %s" % (rng.randint(1, 24), n, base, suf)
        return "%d %s %s" % (n, base, suf)
    if country == "IE" and rng.random() < 0.35:
        return "%d %s" % (rng.randint(1, 120), rng.choice(PP.ESTATES_IE))
    s = "%d %s %s" % (n, base, suf)
    r = rng.random()
    if r < 0.15:
        s = "Flat %d, %s" % (rng.randint(1, 30), s)
    elif r < 0.22:
        s = s + ", Flat %d%s" % (rng.randint(1, 9), rng.choice(["", "A", "B"]))
    return s


def postcode(rng, country):
    L = "ABCDEFGHJKLMNPRSTUWXY"
    if country == "UK":
        return "%s%s%d %d%s%s" % (rng.choice("BCGHKLMNPSTW"), rng.choice(L), rng.randint(1, 29), rng.randint(1, 9),
                                  rng.choice(L), rng.choice(L))
    if country == "IE":
        return "%s%02d %s%d%s%d" % (rng.choice("ADEFHKNPRTVWXY"), rng.randint(12, 98), rng.choice(L),
                                    rng.randint(1, 9), rng.choice(L), rng.randint(1, 9))
    return "%d" % rng.randint(2000, 7999)


def town(rng, country):
    return rng.choice(PP.TOWNS[country])


def county(rng, country):
    return rng.choice(PP.COUNTIES[country]) if PP.COUNTIES[country] else ""


def state(rng, country):
    return rng.choice(PP.STATES[country])


# ---------------------------------------------------------------- identifiers
def dig(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def mrn(rng, country):
    if country == "UK":
        return rng.choice(["RIO%s" % dig(rng, 7), "K%s" % dig(rng, 7), "MH%s" % dig(rng, 6), dig(rng, 7),
                           "PAR-%s" % dig(rng, 6)])
    if country == "IE":
        return rng.choice([dig(rng, 7), "0%s" % dig(rng, 6), "MRN%s" % dig(rng, 6), "%s-%s" % (dig(rng, 2), dig(rng, 5))])
    return rng.choice([dig(rng, 7), "0%s" % dig(rng, 6), "S%s" % dig(rng, 7), "UR%s" % dig(rng, 6)])


def healthplan(rng, country):
    """NHS number / Medicare / medical card / fund membership – the national or insured cover number."""
    if country == "UK":
        n = "9" + dig(rng, 9)
        return rng.choice([n[:3] + " " + n[3:6] + " " + n[6:], n, n[:3] + "-" + n[3:6] + "-" + n[6:]])
    if country == "IE":
        return rng.choice(["%s%s" % (dig(rng, 7), rng.choice("ABCDEFGHKLMNPRSTW")), "GMS %s" % dig(rng, 6),
                           "%sM" % dig(rng, 8)])
    n = str(rng.randint(2, 6)) + dig(rng, 9)
    return rng.choice([n[:4] + " " + n[4:9] + " " + n[9], n, n[:4] + " " + n[4:9] + " " + n[9] + "-" +
                       str(rng.randint(1, 5))])


def fund_no(rng):
    return rng.choice(["HHF%s" % dig(rng, 7), dig(rng, 8), "WBH-%s" % dig(rng, 6)])


def ssn(rng, country):
    if country == "UK":
        return "%s%s %s %s %s %s" % (rng.choice("DFQUV"), rng.choice("ABCEHJKLMNPRSTWXYZ"), dig(rng, 2),
                                     dig(rng, 2), dig(rng, 2), rng.choice("ABCD"))
    if country == "IE":
        return "9%s%s" % (dig(rng, 6), rng.choice(["T", "TA", "W", "H", "A", "B"]))
    return "9%s %s %s%s" % (dig(rng, 2), dig(rng, 3), dig(rng, 3), rng.choice("ABCHJKLMNPST"))


def account(rng):
    return rng.choice(["EP%s" % dig(rng, 8), "SP%s" % dig(rng, 7), dig(rng, 9), "%s-%s" % (dig(rng, 4), dig(rng, 4)),
                       "ENC%s" % dig(rng, 7), "V%s" % dig(rng, 8)])


def license_no(rng, country, role="doc"):
    if country == "UK":
        if role == "doc":
            return rng.choice(["%d%s" % (rng.randint(3, 7), dig(rng, 6))])
        if role == "nurse":
            return "%s%s%s%s" % (dig(rng, 2), rng.choice("ABCDEFGHIJKLY"), dig(rng, 4), rng.choice("ENSOW"))
        if role == "sw":
            return "SW%s" % dig(rng, 6)
        if role == "psy":
            return "PYL%s" % dig(rng, 5)
        return "%s%s%s%s%s" % ("".join(rng.choice("ABCDEFGHKLMNPRSTW") for _ in range(5)), dig(rng, 6),
                               rng.choice("ABCDEFGHJK"), rng.choice("ABCDEFGHJK"), dig(rng, 1) +
                               rng.choice("ABCDEFGHJK") + rng.choice("ABCDEFGHJK"))
    if country == "IE":
        if role == "doc":
            return dig(rng, 6)
        if role == "drive":
            return "%s%s" % (dig(rng, 3), dig(rng, 6))
        return dig(rng, 6)
    if role == "doc":
        return "MED000%s" % dig(rng, 7)
    if role == "nurse":
        return "NMW000%s" % dig(rng, 7)
    if role == "psy":
        return "PSY000%s" % dig(rng, 7)
    if role == "presc":
        return dig(rng, 7)
    return "%s" % dig(rng, rng.choice([8, 9]))


def device_id(rng, kind):
    if kind == "imei":
        return "35-%s-%s-%s" % (dig(rng, 6), dig(rng, 6), dig(rng, 1))
    if kind == "gps":
        return "GT-%s" % dig(rng, 6)
    if kind == "bwc":
        return rng.choice(["BWC-%s" % dig(rng, 5), "AX%s-%s" % (dig(rng, 1), dig(rng, 5))])
    if kind == "sensor":
        return "VM-%s" % dig(rng, 7)
    if kind == "cgm":
        return "%s%s" % ("".join(rng.choice("0123456789ABCDEFGHJKLMNPQRTUVWXYZ") for _ in range(10)), "")
    if kind == "alarm":
        return "PA-%s" % dig(rng, 4)
    if kind == "ecg":
        return "SN %s" % dig(rng, 8)
    return "%s-%s" % (dig(rng, 4), dig(rng, 4))


def plate(rng, country):
    L = "ABCDEFGHJKLMNPRSTUVWXYZ"
    if country == "UK":
        return "%s%s%02d %s%s%s" % (rng.choice(L), rng.choice(L), rng.choice([15, 16, 17, 18, 19, 65, 66, 67, 68, 69, 70,
                                                                               20, 71, 21]),
                                    rng.choice(L), rng.choice(L), rng.choice(L))
    if country == "IE":
        return "%02d-%s-%d" % (rng.choice([8, 12, 141, 152, 161, 171, 182, 191, 201, 211, 222]),
                             rng.choice(["C", "KY", "G", "MO", "L", "T", "DL", "WX", "KK", "CE", "D"]),
                             rng.randint(100, 29999))
    return rng.choice(["%s%s%s%d%d%s" % (rng.choice(L), rng.choice(L), rng.choice(L), rng.randint(0, 9),
                                         rng.randint(0, 9), rng.choice(L)),
                       "%d%s%s %d%s%s" % (rng.randint(1, 9), rng.choice(L), rng.choice(L), rng.randint(1, 9),
                                          rng.choice(L), rng.choice(L)),
                       "%s%s%s-%s" % (rng.choice(L), rng.choice(L), rng.choice(L), dig(rng, 3))])


def bioid(rng):
    return rng.choice(["FP-%s" % dig(rng, 6), "LS%s/%s" % (dig(rng, 2), dig(rng, 5)), "BIO-%s" % dig(rng, 7),
                       "DNA%s" % dig(rng, 7), "IR-%s" % dig(rng, 5)])


def idnum(rng, kind):
    if kind == "police":
        return rng.choice(["%s-%s" % (dig(rng, 2), dig(rng, 6)), "CAD %s" % dig(rng, 4), "%s/%s/%s" %
                           (dig(rng, 2), dig(rng, 5), dig(rng, 2)), "PUL-%s" % dig(rng, 6)])
    if kind == "tribunal":
        return rng.choice(["MP/20%d/%s" % (rng.randint(23, 25), dig(rng, 5)), "MHT/%s/%s" % (dig(rng, 2), dig(rng, 4)),
                           "T%s" % dig(rng, 7), "20%d-%s" % (rng.randint(23, 25), dig(rng, 5))])
    if kind == "datix":
        return rng.choice(["W%s" % dig(rng, 6), "DX-%s" % dig(rng, 5), "IR%s" % dig(rng, 6)])
    if kind == "ambulance":
        return rng.choice([dig(rng, 11), "INC-%s" % dig(rng, 7)])
    if kind == "lab":
        return rng.choice(["H%s.%s" % (dig(rng, 2), dig(rng, 7)), "S%s-%s" % (dig(rng, 2), dig(rng, 5)),
                           "%sL%s" % (dig(rng, 2), dig(rng, 6))])
    if kind == "cloz":
        return rng.choice(["%s" % dig(rng, 6), "Z%s" % dig(rng, 5), "CPMS-%s" % dig(rng, 6)])
    if kind == "safeg":
        return rng.choice(["SG-%s-%s" % (dig(rng, 2), dig(rng, 5)), "MASH%s" % dig(rng, 6), "CP/%s" % dig(rng, 5)])
    if kind == "referral":
        return rng.choice(["REF-%s" % dig(rng, 6), "%s %s %s" % (dig(rng, 4), dig(rng, 4), dig(rng, 4)),
                           "R%s" % dig(rng, 7)])
    if kind == "custody":
        return rng.choice(["%s/%s" % (dig(rng, 2), dig(rng, 5)), "CR%s" % dig(rng, 6)])
    if kind == "court":
        return rng.choice(["T20%d%s" % (rng.randint(18, 25), dig(rng, 4)), "%s/%s" % (dig(rng, 4), dig(rng, 2))])
    if kind == "homeoffice":
        return rng.choice(["H%s" % dig(rng, 7), "MHCS %s" % dig(rng, 5)])
    if kind == "rx":
        return rng.choice(["RX%s" % dig(rng, 7), dig(rng, 10)])
    return "%s" % dig(rng, 8)


def org(rng, country, kind="employer", age=30):
    if kind == "school":
        return rng.choice(PP.SCHOOLS[country]["school" if age < 18 else "college"])
    if kind == "housing":
        return rng.choice(PP.HOUSING[country])
    if kind == "faith":
        return rng.choice(PP.FAITH[country])
    if kind == "any":
        return rng.choice(PP.EMPLOYERS[country] + PP.CLUBS[country] + PP.FAITH[country] +
                          PP.SCHOOLS[country]["college"])
    return rng.choice(PP.EMPLOYERS[country])


def landmark(rng, country):
    return rng.choice(PP.LANDMARKS[country])
