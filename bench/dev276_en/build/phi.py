"""PHI surface-form formatters. Every function takes an explicit rng
(a random.Random seeded once with 276 in make.py)."""
import unicodedata

from builder import P
import pools_names as PN

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WKD = [w[:3] for w in WEEKDAYS]
_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("-" + _ONES[o] if o else "")
    h, r = divmod(n, 100)
    return _ONES[h] + " hundred" + (" and " + num_words(r) if r else "")


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(ch for ch in s if not unicodedata.combining(ch))
    return "".join(ch for ch in s if ch.isascii() and ch.isalpha())


def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def letters(rng, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(pool) for _ in range(n))


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, rng, typ, country, sex=None, surname=None):
        self.typ = typ
        self.country = country
        self.sex = sex or rng.choice("FM")
        self.first = rng.choice(PN.FEMALE if self.sex == "F" else PN.MALE)
        self.last = surname or rng.choice(PN.SURNAMES)
        if surname is None and rng.random() < 0.05:
            other = rng.choice(PN.SURNAMES)
            if " " not in other and " " not in self.last and other != self.last:
                self.last = self.last + "-" + other
        r = rng.random()
        if r < 0.3:
            self.middle = rng.choice(PN.INITIAL_LETTERS)
        elif r < 0.4:
            self.middle = rng.choice(PN.FEMALE if self.sex == "F" else PN.MALE)
        else:
            self.middle = None
        if self.middle == self.first:
            self.middle = None
        self.nick = PN.NICKNAMES.get(self.first)
        dot = "." if country in ("US", "CA") else ""
        t = rng.choice(PN.TITLES_F if self.sex == "F" else PN.TITLES_M)
        self.title = t + dot if (rng.random() < 0.85 and t != "Miss") else t
        self.cred = rng.choice(PN.CREDS[country])
        self.dr = "Dr." if country in ("US", "CA") and rng.random() < 0.8 else "Dr"

    # plain string forms
    def full(self):
        return "%s %s" % (self.first, self.last)

    def fml(self):
        if not self.middle:
            return self.full()
        mid = self.middle + "." if len(self.middle) == 1 else self.middle
        return "%s %s %s" % (self.first, mid, self.last)

    def initials(self, dots=True, lower=False):
        parts = [self.first[0]] + ([self.middle[0]] if self.middle else []) + [self.last[0]]
        s = (".".join(parts) + ".") if dots else "".join(parts)
        return s.lower() if lower else s

    def form(self, style):
        if style == "full":
            return self.full()
        if style == "fml":
            return self.fml()
        if style == "lf":
            return "%s, %s" % (self.last, self.first)
        if style == "lfm":
            m = (" " + self.middle[0]) if self.middle else ""
            return "%s, %s%s" % (self.last, self.first, m)
        if style == "LF":
            return "%s, %s" % (self.last.upper(), self.first)
        if style == "LFU":
            return "%s, %s" % (self.last.upper(), self.first.upper())
        if style == "LFcaret":
            return "%s^%s" % (self.last.upper(), self.first.upper())
        if style == "first":
            return self.first
        if style == "nick":
            return self.nick or self.first
        if style == "last":
            return self.last
        if style == "init":
            return "%s. %s" % (self.first[0], self.last)
        if style == "init_nodot":
            return "%s %s" % (self.first[0], self.last)
        if style == "initials":
            return self.initials(True)
        if style == "initials_nd":
            return self.initials(False)
        if style == "initials_lc":
            return self.initials(False, True)
        if style == "firstinit":
            return "%s %s." % (self.first, self.last[0])
        raise ValueError(style)

    def ph(self, style):
        return P(self.form(style), self.typ)

    def ref(self, rng, styles=None):
        """A reference to the person, title/credential kept outside the span."""
        if self.typ == "PATIENT" or self.typ == "FAMILY":
            styles = styles or ["full", "full", "fml", "ttl", "ttl", "ttlfull", "first", "lf", "init"]
            st = rng.choice(styles)
            if st == "ttl":
                return [self.title + " ", self.ph("last")]
            if st == "ttlfull":
                return [self.title + " ", self.ph("full")]
            return [self.ph(st)]
        styles = styles or ["dr", "dr", "drfull", "fullcred", "full", "init", "fullcred"]
        st = rng.choice(styles)
        if st == "dr":
            return [self.dr + " ", self.ph("last")]
        if st == "drfull":
            return [self.dr + " ", self.ph("full")]
        if st == "fullcred":
            sep = rng.choice([", ", " "])
            return [self.ph(rng.choice(["full", "fml"])), sep + self.cred]
        if st == "titled":
            return [self.title + " ", self.ph("last")]
        if st == "titledfull":
            return [self.title + " ", self.ph("full")]
        return [self.ph(st)]


def pick_people(rng, n, typ, country):
    out = []
    used = set()
    while len(out) < n:
        p = Person(rng, typ, country)
        if p.last in used:
            continue
        used.add(p.last)
        out.append(p)
    return out


# ---------------------------------------------------------------- dates
DATE_STYLES = {
    "US": ["num", "num", "num", "num2", "long", "abbr", "iso", "wk", "upper"],
    "CA": ["iso", "iso", "num", "long", "abbr", "num2", "wk", "upper"],
    "UK": ["num", "num", "num", "long", "abbr", "num2", "dot", "wk", "ordinal", "upper"],
    "AU": ["num", "num", "num", "long", "abbr", "num2", "dot", "wk", "ordinal"],
}


def _dmy(country, rng):
    if country in ("UK", "AU"):
        return True
    if country == "CA":
        return rng.random() < 0.35
    return False


def _ord(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fmt_date(rng, d, country, style=None):
    style = style or rng.choice(DATE_STYLES[country])
    dmy = _dmy(country, rng)
    y, m, day = d.year, d.month, d.day
    if style == "num":
        pad = rng.random() < 0.7
        a, b = (day, m) if dmy else (m, day)
        f = "%02d/%02d/%d" if pad else "%d/%d/%d"
        if rng.random() < 0.12:
            f = f.replace("/", "-")
        return f % (a, b, y)
    if style == "num2":
        a, b = (day, m) if dmy else (m, day)
        return "%d/%d/%02d" % (a, b, y % 100)
    if style == "iso":
        return "%d-%02d-%02d" % (y, m, day)
    if style == "long":
        if dmy:
            return "%d %s %d" % (day, MONTHS[m - 1], y)
        return "%s %d, %d" % (MONTHS[m - 1], day, y)
    if style == "abbr":
        r = rng.random()
        if dmy:
            return ("%d-%s-%d" if r < 0.5 else "%d %s %d") % (day, MON[m - 1], y)
        return ("%s %d, %d" if r < 0.6 else "%d-%s-%d") % (
            (MON[m - 1], day, y) if r < 0.6 else (day, MON[m - 1], y))
    if style == "dot":
        return "%02d.%02d.%d" % (day, m, y) if rng.random() < 0.6 else "%d.%d.%02d" % (day, m, y % 100)
    if style == "upper":
        return ("%02d%s%d" if rng.random() < 0.5 else "%02d-%s-%02d") % (
            day, MON[m - 1].upper(), y if rng.random() < 0.5 else y % 100)
    if style == "wk":
        wd = d.weekday()
        r = rng.random()
        if r < 0.35:
            a, b = (day, m) if dmy else (m, day)
            return "%s %d/%d" % (WKD[wd], a, b)
        if r < 0.7:
            if dmy:
                return "%s %d %s %d" % (WEEKDAYS[wd], day, MONTHS[m - 1], y)
            return "%s, %s %d, %d" % (WEEKDAYS[wd], MONTHS[m - 1], day, y)
        a, b = (day, m) if dmy else (m, day)
        return "%s %02d/%02d/%d" % (WKD[wd], a, b, y)
    if style == "ordinal":
        if dmy:
            return "%s %s %d" % (_ord(day), MONTHS[m - 1], y) if rng.random() < 0.7 else "%s %s" % (_ord(day), MONTHS[m - 1])
        return "%s %s, %d" % (MONTHS[m - 1], _ord(day), y)
    if style == "dicom":
        return "%d%02d%02d" % (y, m, day)
    if style == "short":
        a, b = (day, m) if dmy else (m, day)
        return "%d/%d" % (a, b)
    if style == "dm":
        return "%d %s" % (day, MON[m - 1]) if dmy else "%s %d" % (MON[m - 1], day)
    if style == "monyear":
        return rng.choice(["%s %d" % (MONTHS[m - 1], y), "%s %d" % (MON[m - 1], y),
                           "%s-%02d" % (MON[m - 1], y % 100), "%02d/%d" % (m, y)])
    if style == "year":
        return str(y)
    raise ValueError(style)


def D(rng, d, country, style=None):
    return P(fmt_date(rng, d, country, style), "DATE")


def age_ph(rng, age, words_p=0.08):
    if rng.random() < words_p and age < 100:
        return P(num_words(age), "AGE")
    return P(str(age), "AGE")


def age_phrase(rng, age, sex):
    """A variety of age expressions; only the number is the span."""
    a = P(str(age), "AGE")
    sx = sex
    forms = [
        [a, "-year-old"], [a, " yo"], [a, "yo"], [a, " y/o"], [a, sx], [a, " ", sx],
        ["aged ", a], ["age ", a], [a, " yrs"], [a, " years old"], ["(", a, ")"],
        [a, "-yr-old"],
    ]
    if rng.random() < 0.06:
        return ["aged ", P(num_words(age), "AGE")]
    return rng.choice(forms)


# ---------------------------------------------------------------- phones
def _nanp(rng):
    area = rng.choice(["216", "503", "806", "478", "218", "928", "814", "508", "828", "269",
                       "719", "865", "715", "575", "207", "319", "613", "705", "250", "403",
                       "902", "204", "306", "506", "819", "709", "416", "604", "780", "343"])
    return area, "555", "01" + digits(rng, 2)


def phone(rng, country, kind="land"):
    """Returns a phone string containing 555."""
    if country in ("US", "CA"):
        a, b, c = _nanp(rng)
        if kind == "tollfree":
            return "1-800-555-0" + digits(rng, 3)
        r = rng.random()
        if r < 0.4:
            s = "(%s) %s-%s" % (a, b, c)
        elif r < 0.7:
            s = "%s-%s-%s" % (a, b, c)
        elif r < 0.82:
            s = "%s.%s.%s" % (a, b, c)
        elif r < 0.92:
            s = "+1 %s %s %s" % (a, b, c)
        else:
            s = "%s %s %s" % (a, b, c)
        if kind == "ext" or (kind == "land" and rng.random() < 0.15):
            s += rng.choice([" ext. ", " x", " ext ", " Ext "]) + digits(rng, rng.choice([2, 3, 4]))
        return s
    if country == "UK":
        if kind == "mobile":
            n = "07" + rng.choice(["700", "723", "812", "958", "441", "396"])
            return rng.choice(["%s 555 %s" % (n, digits(rng, 3)), "%s555%s" % (n, digits(rng, 3)),
                               "+44 %s 555 %s" % (n[1:], digits(rng, 3))])
        area = rng.choice(["0113", "0161", "0191", "0117", "0121", "01422", "01392", "01603",
                           "01227", "01539", "01743", "01823", "01522", "01592", "01248", "028 90"])
        if area.startswith("028"):
            s = "028 9555 " + digits(rng, 4)
        elif len(area) == 4:
            s = "%s %s %s" % (area, "555", digits(rng, 4))
        else:
            s = "%s %s" % (area, "555" + digits(rng, 3))
        if rng.random() < 0.15:
            s = "+44 " + s[1:]
        if kind == "ext" or (kind == "land" and rng.random() < 0.12):
            s += rng.choice([" ext ", " ext. ", " x"]) + digits(rng, 4)
        return s
    # AU
    if kind == "mobile":
        n = "04" + digits(rng, 2)
        return rng.choice(["%s 555 %s" % (n, digits(rng, 3)), "%s555%s" % (n, digits(rng, 3)),
                           "+61 %s 555 %s" % (n[1:], digits(rng, 3))])
    if kind == "tollfree":
        return "1300 555 " + digits(rng, 3)
    ac = rng.choice(["02", "03", "07", "08"])
    r = rng.random()
    if r < 0.45:
        s = "(%s) 5550 %s" % (ac, digits(rng, 4))
    elif r < 0.8:
        s = "%s 5550 %s" % (ac, digits(rng, 4))
    else:
        s = "+61 %s 5550 %s" % (ac[1], digits(rng, 4))
    if kind == "ext":
        s += " ext " + digits(rng, 3)
    return s


def mobile(rng, country):
    if country in ("US", "CA"):
        return phone(rng, country, "cell")
    return phone(rng, country, "mobile")


def ext_only(rng):
    return "555" + digits(rng, rng.choice([1, 2]))


def bleep(rng):
    return rng.choice(["555" + digits(rng, 1), "555" + digits(rng, 2), "555-" + digits(rng, 2)])


# ---------------------------------------------------------------- e-mail / web / net
DOMAINS = ["example.org", "example.net", "example.com"]


def email_for(rng, person=None, dept=None):
    dom = rng.choice(DOMAINS)
    if rng.random() < 0.5:
        dom = rng.choice(["nhs.", "health.", "mail.", "hosp.", "clinic.", ""]) + dom
    if person is not None:
        f, l = ascii_fold(person.first).lower(), ascii_fold(person.last).lower()
        local = rng.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s_%s" % (f, l),
                            "%s.%s%d" % (f, l, rng.randint(1, 99)), "%s%s" % (l, f[0])])
    else:
        local = rng.choice(["medical.illustration", "clinicalphotography", "medphoto",
                            "photo.requests", "ig.team", "records.release", "roi",
                            "woundcare.images", "dermphoto", "privacy.office", "pacs.support",
                            "safeguarding.photo", "mi.bookings", dept or "imaging.governance"])
    return "%s@%s" % (local, dom)


def url(rng, kind="portal"):
    dom = rng.choice(DOMAINS)
    tok = letters(rng, 3, "abcdefghjkmnpqrstuvwxyz") + digits(rng, 2) + letters(rng, 2, "abcdefghjkmnpqrstuvwxyz")
    opts = {
        "portal": ["https://portal.%s/images" % dom, "www.%s/medphoto" % dom,
                   "https://mychart.%s/photos" % dom, "https://patients.%s/login" % dom],
        "share": ["https://share.%s/s/%s" % (dom, tok), "https://files.%s/d/%s" % (dom, tok),
                  "https://transfer.%s/%s" % (dom, tok)],
        "pacs": ["https://pacs.%s/viewer?study=%s" % (dom, digits(rng, 6)),
                 "http://vna.%s:8080/wado" % dom, "https://imaging.%s/zfp" % dom],
        "form": ["https://forms.%s/photo-request" % dom, "www.%s/consent/clinical-images" % dom,
                 "https://intranet.%s/mi/request" % dom],
    }
    return rng.choice(opts[kind])


def ipaddr(rng):
    r = rng.random()
    if r < 0.45:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(2, 254))
    if r < 0.8:
        return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(2, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(2, 254))


def username(rng, person):
    f, l = ascii_fold(person.first).lower(), ascii_fold(person.last).lower()
    return rng.choice(["%s%s" % (f[0], l[:7]), "%s%s%d" % (f[0], l[:6], rng.randint(1, 9)),
                       "%s.%s" % (f, l), "u%s" % digits(rng, 7), "%s%s" % (l[:6], f[0]),
                       ("%s%s" % (f[0], l[:7])).upper(), "mi_%s" % l[:8], "%s_%s" % (f[:3], l[:3])])


# ---------------------------------------------------------------- identifiers
def nhs_number(rng):
    while True:
        ds = [rng.randint(0, 9) for _ in range(9)]
        if ds[0] == 0:
            continue
        tot = sum(d * (10 - i) for i, d in enumerate(ds))
        chk = 11 - tot % 11
        if chk == 11:
            chk = 0
        if chk == 10:
            continue
        s = "".join(map(str, ds)) + str(chk)
        return rng.choice(["%s %s %s" % (s[:3], s[3:6], s[6:]), s, "%s-%s-%s" % (s[:3], s[3:6], s[6:])])


def mrn(rng, country):
    if country == "US":
        return rng.choice(["00" + digits(rng, 6), "E" + digits(rng, 7), "MR-" + digits(rng, 7),
                           digits(rng, 4) + "-" + digits(rng, 3) + "-" + digits(rng, 2), digits(rng, 8)])
    if country == "UK":
        return rng.choice([rng.choice("KHDRMS") + digits(rng, 7), "RTI" + digits(rng, 7),
                           rng.choice("DHK") + "/" + digits(rng, 6), digits(rng, 7) + rng.choice("ABCX")])
    if country == "AU":
        return rng.choice([digits(rng, 7), "UR" + digits(rng, 6), "0" + digits(rng, 6), "M" + digits(rng, 7)])
    return rng.choice([digits(rng, 7), "CR" + digits(rng, 8), "H-" + digits(rng, 3) + "-" + digits(rng, 3),
                       "MRN" + digits(rng, 6)])


def ssn(rng, country):
    if country == "US":
        if rng.random() < 0.1:
            return "000-%s-%s" % (digits(rng, 2), digits(rng, 4))
        return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    if country == "CA":
        return rng.choice(["9%s %s %s", "9%s-%s-%s"]) % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if country == "UK":
        return rng.choice(["QQ %s %s %s %s", "QQ%s%s%s%s"]) % (
            digits(rng, 2), digits(rng, 2), digits(rng, 2), rng.choice("ABCD"))
    return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))


def healthplan(rng, country):
    """(label, value) pairs of health-plan / insurance numbers."""
    if country == "US":
        return rng.choice([("Member ID", letters(rng, 3) + digits(rng, 6)),
                           ("Policy #", letters(rng, 1) + digits(rng, 4) + "-" + digits(rng, 5)),
                           ("Subscriber ID", digits(rng, 9) + "-0" + digits(rng, 1)),
                           ("Medicaid ID", digits(rng, 2) + letters(rng, 3) + digits(rng, 5)),
                           ("Medicare MBI", digits(rng, 1) + letters(rng, 2) + digits(rng, 1) + "-" + letters(rng, 2) + digits(rng, 1) + "-" + letters(rng, 2) + digits(rng, 2))])
    if country == "AU":
        return rng.choice([("Medicare No", "%s %s %s" % (rng.choice("23456") + digits(rng, 3), digits(rng, 5), digits(rng, 1))),
                           ("Medicare", rng.choice("23456") + digits(rng, 9)),
                           ("DVA file no.", rng.choice(["N", "V", "Q", "W"]) + letters(rng, 1) + digits(rng, 6)),
                           ("Health fund member", digits(rng, 8))])
    if country == "CA":
        return rng.choice([("OHIP", "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))),
                           ("PHN", "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))),
                           ("Health card no.", digits(rng, 10)),
                           ("AHCIP", digits(rng, 5) + "-" + digits(rng, 4)),
                           ("RAMQ", letters(rng, 4) + " " + digits(rng, 4) + " " + digits(rng, 4))])
    return rng.choice([("Policy no.", letters(rng, 2) + digits(rng, 7)),
                       ("Membership no.", digits(rng, 8)),
                       ("Scheme ref", letters(rng, 3) + "-" + digits(rng, 6))])


def account(rng):
    return rng.choice(["V" + digits(rng, 8), "ENC-" + digits(rng, 7), digits(rng, 4) + "-" + digits(rng, 4),
                       "INV-" + digits(rng, 5), "FIN" + digits(rng, 9), "000" + digits(rng, 6),
                       "A" + digits(rng, 9), "HAR" + digits(rng, 8), "EP" + digits(rng, 7)])


def license_staff(rng, country):
    if country == "US":
        return rng.choice([("NPI", "1" + digits(rng, 9)), ("DEA", letters(rng, 2) + digits(rng, 7)),
                           ("Lic #", rng.choice(["MD", "RN", "NP"]) + "-" + digits(rng, 6))])
    if country == "UK":
        return rng.choice([("GMC", digits(rng, 7)), ("GMC No.", digits(rng, 7)),
                           ("NMC PIN", digits(rng, 2) + letters(rng, 1) + digits(rng, 4) + letters(rng, 1)),
                           ("HCPC reg", rng.choice(["PA", "CS", "OT", "PH"]) + digits(rng, 6))])
    if country == "AU":
        return rng.choice([("AHPRA", "MED000" + digits(rng, 7)), ("AHPRA reg", "NMW000" + digits(rng, 7)),
                           ("Provider No.", digits(rng, 6) + letters(rng, 2))])
    return rng.choice([("CPSO #", digits(rng, 5)), ("CNO reg", digits(rng, 7)),
                       ("CPSBC", digits(rng, 5)), ("Billing no.", digits(rng, 6))])


def driver_licence(rng, country, person=None):
    if country == "US":
        return letters(rng, 1) + digits(rng, 3) + "-" + digits(rng, 4) + "-" + digits(rng, 4)
    if country == "UK":
        stem = (ascii_fold(person.last).upper() + "99999")[:5] if person else letters(rng, 5)
        return stem + digits(rng, 6) + letters(rng, 2) + digits(rng, 1) + letters(rng, 2)
    if country == "AU":
        return rng.choice([digits(rng, 9), digits(rng, 3) + " " + digits(rng, 3) + " " + digits(rng, 3)])
    return letters(rng, 1) + digits(rng, 4) + "-" + digits(rng, 5) + "-" + digits(rng, 5)


def device_serial(rng, kind="camera"):
    if kind == "camera":
        return rng.choice([digits(rng, 7), "0" + digits(rng, 7), letters(rng, 2) + digits(rng, 6),
                           digits(rng, 2) + letters(rng, 1) + digits(rng, 5)])
    if kind == "usb":
        return rng.choice([digits(rng, 4) + "-" + letters(rng, 2) + digits(rng, 2), "KS" + digits(rng, 8)])
    return rng.choice([letters(rng, 3) + digits(rng, 6), letters(rng, 2) + digits(rng, 2) + "-" + digits(rng, 5),
                       "SN" + digits(rng, 8), letters(rng, 1) + digits(rng, 7) + letters(rng, 1)])


def vehicle(rng, country, vin=False):
    if vin:
        pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return "".join(rng.choice(pool) for _ in range(17))
    if country == "UK":
        return letters(rng, 2) + digits(rng, 2) + " " + letters(rng, 3)
    if country == "US":
        return rng.choice([digits(rng, 1) + letters(rng, 3) + digits(rng, 3), letters(rng, 3) + "-" + digits(rng, 4)])
    if country == "AU":
        return rng.choice([digits(rng, 1) + letters(rng, 2) + " " + digits(rng, 1) + letters(rng, 2),
                           letters(rng, 3) + "-" + digits(rng, 3)])
    return letters(rng, 4) + " " + digits(rng, 3)


def bioid(rng):
    return rng.choice(["FP-" + digits(rng, 5), "PV-" + digits(rng, 7), "IRIS-" + digits(rng, 4) + "-" + digits(rng, 2),
                       "FT-" + digits(rng, 4) + "-" + letters(rng, 1) + digits(rng, 1), "DNA-PR-" + digits(rng, 6),
                       "BIO" + digits(rng, 6), "VP-" + letters(rng, 2) + digits(rng, 5)])


def job_no(rng, country, year=None):
    yy = "%02d" % (year % 100) if year else rng.choice(["21", "22", "23", "24", "25"])
    return rng.choice(["MI-%s-%s" % (yy, digits(rng, 5)), "MI/%s/%s" % (yy, digits(rng, 5)),
                       "CP%s%s" % (yy, digits(rng, 5)), "PH-%s" % digits(rng, 6),
                       "J%s-%s" % (yy, digits(rng, 4)), "IMG%s%s" % (yy, digits(rng, 6))])


def accession(rng):
    return rng.choice(["ACC" + digits(rng, 10), "XC" + digits(rng, 8), digits(rng, 4) + "-" + digits(rng, 6),
                       "A" + digits(rng, 9), "VL" + digits(rng, 7)])


def dicom_uid(rng):
    return "1.2.826.0.1.%s.%s.%s.%s" % (digits(rng, 7), rng.randint(1, 9), digits(rng, 4), digits(rng, rng.choice([6, 8, 10])))


def req_no(rng):
    return rng.choice(["REQ-" + digits(rng, 6), "R" + digits(rng, 7), "ORD" + digits(rng, 8),
                       "IR-" + digits(rng, 5), "WR" + digits(rng, 6)])


def incident_no(rng):
    return rng.choice(["W" + digits(rng, 6), "INC-" + digits(rng, 6), "DX" + digits(rng, 7),
                       "RL-%s-%s" % (rng.choice(["2023", "2024", "2025"]), digits(rng, 5)), "IR" + digits(rng, 6)])


def sar_no(rng):
    return rng.choice(["SAR-%s-%s" % (rng.choice(["2023", "2024", "2025"]), digits(rng, 4)),
                       "ROI-" + digits(rng, 6), "FOI/" + digits(rng, 5), "DR" + digits(rng, 6),
                       "AR-" + digits(rng, 5)])


def crime_ref(rng, country):
    if country == "UK":
        return rng.choice(["CR/%s/%s" % (digits(rng, 7), rng.choice(["23", "24", "25"])),
                           "%s/%s/%s" % (digits(rng, 2), digits(rng, 5), rng.choice(["24", "25"]))])
    if country == "AU":
        return rng.choice(["E" + digits(rng, 8), "QP" + digits(rng, 10)])
    return rng.choice(["%s-%s" % (rng.choice(["2023", "2024", "2025"]), digits(rng, 6)),
                       "CN" + digits(rng, 8), "RMS-" + digits(rng, 7)])


def badge(rng):
    return rng.choice([digits(rng, 4), letters(rng, 2) + digits(rng, 4), "PC" + digits(rng, 4), digits(rng, 5)])


def ubrn(rng):
    return "%s %s %s" % (digits(rng, 4), digits(rng, 4), digits(rng, 4))
