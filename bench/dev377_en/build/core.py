"""Core helpers: the note builder (offsets recorded while assembling), dates,
people, addresses, identifiers and contacts. All randomness comes from the
single random.Random passed in by make.py."""
import datetime

import pools

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class Doc:
    """Assembles a note piece by piece. A piece is a plain str, a (TYPE, value)
    tuple for PHI, a list of pieces, or None. Offsets are taken as pieces land."""

    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.pos = 0
        self.spans = []

    def _add(self, s):
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)
        return s

    def w(self, *pieces):
        for p in pieces:
            if p is None:
                continue
            if isinstance(p, str):
                self._add(p)
            elif isinstance(p, tuple):
                typ, val = p
                if typ not in LABEL:
                    raise ValueError("bad type " + typ)
                start = self.pos
                s = self._add(val)
                self.spans.append({"start": start, "end": self.pos, "label": LABEL[typ], "type": typ, "text": s})
            else:
                self.w(*p)
        return self

    def ln(self, *pieces):
        self.w(*pieces)
        self._add("\n")
        return self

    def text(self):
        return "".join(self.parts)


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def wpick(rng, pairs):
    total = sum(w for _, w in pairs)
    r = rng.uniform(0, total)
    acc = 0
    for item, w in pairs:
        acc += w
        if r <= acc:
            return item
    return pairs[-1][0]


def chance(rng, p):
    return rng.random() < p


def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(pick(rng, alphabet) for _ in range(n))


# ---------------------------------------------------------------- dates
MONTHS = "January February March April May June July August September October November December".split()
WEEKDAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
DMY_STYLES = ["dmy", "dmy", "dmy", "d_mon_y", "d_month_y", "dd_mon_up", "dmy_dot", "dth_month_y", "iso", "dmy2"]
MDY_STYLES = ["mdy", "mdy", "mdy_np", "mdy2", "month_d_y", "mon_d_y", "iso"]
CA_STYLES = ["iso", "iso", "month_d_y", "mon_d_y", "d_mon_y", "dd_mon_up"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fmt_date(d, style):
    m, mon = MONTHS[d.month - 1], MONTHS[d.month - 1][:3]
    wd = WEEKDAYS[d.weekday()]
    f = {
        "dmy": "%02d/%02d/%04d" % (d.day, d.month, d.year),
        "dmy2": "%02d/%02d/%02d" % (d.day, d.month, d.year % 100),
        "dmy_np": "%d/%d/%04d" % (d.day, d.month, d.year),
        "d_mon_y": "%d %s %d" % (d.day, mon, d.year),
        "d_month_y": "%d %s %d" % (d.day, m, d.year),
        "dd_mon_up": "%02d-%s-%d" % (d.day, mon.upper(), d.year),
        "dmy_dot": "%02d.%02d.%04d" % (d.day, d.month, d.year),
        "dth_month_y": "%s %s %d" % (ordinal(d.day), m, d.year),
        "iso": "%04d-%02d-%02d" % (d.year, d.month, d.day),
        "mdy": "%02d/%02d/%04d" % (d.month, d.day, d.year),
        "mdy_np": "%d/%d/%04d" % (d.month, d.day, d.year),
        "mdy2": "%d/%d/%02d" % (d.month, d.day, d.year % 100),
        "month_d_y": "%s %d, %d" % (m, d.day, d.year),
        "mon_d_y": "%s %d, %d" % (mon, d.day, d.year),
        "wd_long_dmy": "%s %d %s %d" % (wd, d.day, m, d.year),
        "wd_long_mdy": "%s, %s %d, %d" % (wd, m, d.day, d.year),
        "wd_dm": "%s %d/%d" % (wd[:3], d.day, d.month),
        "wd_md": "%s %d/%d" % (wd[:3], d.month, d.day),
        "month_y": "%s %d" % (m, d.year),
        "mon_y": "%s %d" % (mon, d.year),
        "mm_yyyy": "%02d/%d" % (d.month, d.year),
        "year": "%d" % d.year,
        "d_month": "%d %s" % (d.day, m),
        "month_d": "%s %d" % (m, d.day),
        "weekday": wd,
    }
    return f[style]


def num_words(n):
    ones = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
            "fifteen sixteen seventeen eighteen nineteen").split()
    tens = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
    if n < 20:
        return ones[n]
    if n < 100:
        return tens[n // 10] + ("" if n % 10 == 0 else "-" + ones[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + num_words(n - 100))


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, first, last, sex, middle=None, origin=None):
        self.first, self.last, self.sex, self.middle, self.origin = first, last, sex, middle, origin

    @property
    def full(self):
        return self.first + " " + self.last

    @property
    def fml(self):
        return self.first + (" " + self.middle[0] + ". " if self.middle else " ") + self.last

    @property
    def initials(self):
        return (self.first[0] + (self.middle[0] if self.middle else "") + self.last.replace("'", "")[0]).upper()


def make_person(rng, country, sex=None, origin=None, last=None):
    if origin is None:
        origin = wpick(rng, pools.ORIGIN_WEIGHTS[country])
    males, females, surnames = pools.NAMES[origin]
    if sex is None:
        sex = pick(rng, "MF")
    first = pick(rng, males if sex == "M" else females)
    mid = None
    if chance(rng, 0.35):
        mid = pick(rng, males if sex == "M" else females)
        if mid == first:
            mid = None
    return Person(first, (last or pick(rng, surnames)).replace("_", " "), sex, mid, origin)


def title_for(rng, p, country):
    if p.sex == "M":
        t = "Mr"
    else:
        t = pick(rng, ["Mrs", "Ms", "Mrs", "Miss"])
    if country in ("US", "Canada") and chance(rng, 0.6):
        t += "."
    return t


# ---------------------------------------------------------------- contacts
UK_AREA = ["0113", "0114", "0121", "0161", "0191", "0117", "029", "028", "0131", "0141", "01274", "01422", "01904", "01392"]
AU_AREA = ["02", "03", "07", "08"]
NZ_AREA = ["03", "04", "06", "07", "09"]
IE_AREA = ["01", "021", "061", "091", "051", "071", "041", "042", "090", "066", "056"]
US_AREA = ["614", "937", "419", "412", "313", "616", "713", "210", "602", "404", "901", "704", "410", "804",
           "559", "312", "414", "502", "505", "973", "508", "860", "716"]
CA_AREA = ["416", "613", "905", "519", "705", "514", "204", "306", "403", "780", "604", "250", "902", "506", "709"]


def phone(rng, country, kind="land"):
    d4 = digits(rng, 4)
    if country in ("US", "Canada"):
        a = pick(rng, US_AREA if country == "US" else CA_AREA)
        line = "01" + digits(rng, 2)
        st = rng.randrange(5)
        return ["(%s) 555-%s" % (a, line), "%s-555-%s" % (a, line), "%s.555.%s" % (a, line),
                "+1 %s 555 %s" % (a, line), "%s 555 %s" % (a, line)][st]
    if country == "UK":
        if kind == "mobile":
            return pick(rng, ["07700 555%s" % digits(rng, 3), "07700 555 %s" % digits(rng, 3),
                              "+44 7700 555%s" % digits(rng, 3), "07700555%s" % digits(rng, 3)])
        a = pick(rng, UK_AREA)
        if len(a) == 5:
            return "%s 555%s" % (a, digits(rng, 3))
        if len(a) == 3:
            return "%s 2555 %s" % (a, d4)
        return pick(rng, ["%s 555 %s" % (a, d4), "%s 555%s" % (a, d4), "(%s) 555 %s" % (a, d4)])
    if country == "Australia":
        if kind == "mobile":
            n = digits(rng, 3)
            return pick(rng, ["04%s 555 %s" % (digits(rng, 2), n), "+61 4%s 555 %s" % (digits(rng, 2), n)])
        a = pick(rng, AU_AREA)
        return pick(rng, ["(%s) 5550 %s" % (a, d4), "%s 5550 %s" % (a, d4), "+61 %s 5550 %s" % (a[1], d4)])
    if country == "New Zealand":
        if kind == "mobile":
            return pick(rng, ["021 555 %s" % d4, "022 555 %s" % d4, "027 555 %s" % d4, "+64 21 555 %s" % d4])
        a = pick(rng, NZ_AREA)
        return pick(rng, ["(%s) 555 %s" % (a, d4), "%s-555 %s" % (a, d4), "%s 555 %s" % (a, d4)])
    if kind == "mobile":
        return pick(rng, ["087 555 %s" % d4, "086 555 %s" % d4, "085 555%s" % d4, "+353 87 555 %s" % d4])
    a = pick(rng, IE_AREA)
    return pick(rng, ["(%s) 555 %s" % (a, d4), "%s 555 %s" % (a, d4), "%s-555%s" % (a, d4)])


def ext(rng):
    return pick(rng, [" ext. 555%d" % rng.randrange(10), " ext 5%s" % digits(rng, 3), " x%s" % digits(rng, 4)])


def bleep(rng):
    return pick(rng, ["555%d" % rng.randrange(10), "555%s" % digits(rng, 2), "555-%s" % digits(rng, 2),
                      "5550%s" % digits(rng, 1)])


DOMAINS = ["example.com", "example.org", "example.net", "mail.example.com", "health.example.org",
           "kidney.example.net", "nhs.example.org", "clinic.example.com"]


def email_for(rng, p, kind="personal"):
    f = p.first.lower().replace(" ", "").replace("'", "")
    l = p.last.lower().replace(" ", "").replace("'", "")
    f = strip_accents(f)
    l = strip_accents(l)
    if kind == "personal":
        user = pick(rng, ["%s.%s" % (f, l), "%s%s%s" % (f, l, digits(rng, 2)), "%s%s" % (f[0], l),
                          "%s_%s" % (l, f), "%s%d" % (f, rng.randrange(40, 99))])
        return user + "@" + pick(rng, ["example.com", "example.net", "mail.example.com", "example.org"])
    user = pick(rng, ["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s.%s" % (f[0], l)])
    return user + "@" + pick(rng, WORK_DOMAINS.get(kind, WORK_DOMAINS["work"]))


WORK_DOMAINS = {"UK": ["nhs.example.org", "nhs.example.net", "example.org"], "Ireland": ["hse.example.org", "hospital.example.net", "example.org"],
                "US": ["health.example.org", "hospital.example.com", "example.org"], "Canada": ["health.example.org", "ahs.example.net", "example.org"],
                "Australia": ["health.example.org", "health.example.net", "example.org"], "New Zealand": ["health.example.org", "example.org", "health.example.net"],
                "work": ["health.example.org", "renal.example.net", "example.org", "hospital.example.com"]}


ACCENTS = str.maketrans("áéíóúàèìòùâêîôûäëïöüñçãõłśńźżęąćō", "aeiouaeiouaeiouaeiouncaolsnzzeaco")


def strip_accents(s):
    return s.translate(ACCENTS).replace("ā", "a").replace("ū", "u")


def username_for(rng, p):
    if getattr(p, "uname", None):
        return p.uname
    p.uname = _username(rng, p)
    return p.uname


def _username(rng, p):
    f = strip_accents(p.first.lower().replace("-", "").replace(" ", ""))
    l = strip_accents(p.last.lower().replace("'", "").replace(" ", ""))
    return pick(rng, [f[0] + l, f[0] + l + str(rng.randrange(2, 9)), f + "." + l, l + f[0], f[:3] + l[:3],
                      f[0] + l[:6] + digits(rng, 2)])


def ip_priv(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))


def url(rng, kind="portal"):
    host = pick(rng, ["www.example.org", "portal.example.com", "kidneycare.example.net", "www.example.net",
                      "patients.example.org", "akc.example.com", "telehealth.example.net"])
    path = {"portal": ["/login", "/myrecord", "/akc/portal", "/patient/home", ""],
            "edu": ["/kidney-options", "/learn/dialysis-choices", "/education/pd", "/modules/ckd-diet", "/videos/home-hd"],
            "video": ["/join/", "/vc/room/", "/meet/"]}[kind]
    p = pick(rng, path)
    if kind == "video":
        p += digits(rng, 6)
    pre = pick(rng, ["https://", "https://", "", "http://"])
    return pre + host + p


# ---------------------------------------------------------------- places
def street(rng, country):
    words = pools.STREET_WORDS + pools.NATIVE_STREET_WORDS[country]
    name = pick(rng, words) + " " + pick(rng, pools.STREET_SUFFIX[country])
    n = rng.randrange(1, 220)
    r = rng.random()
    if country == "UK":
        if r < 0.2:
            return "Flat %d, %d %s" % (rng.randrange(1, 30), n, name)
        return "%d %s" % (n, name)
    if country == "US":
        n = rng.randrange(100, 9900)
        if r < 0.15:
            return "%d %s, Apt %d%s" % (n, name, rng.randrange(1, 12), pick(rng, "ABCD"))
        if r < 0.25:
            return "%d %s %s" % (n, pick(rng, ["N", "S", "E", "W", "NW", "SE"]), name)
        return "%d %s" % (n, name)
    if country == "Canada":
        n = rng.randrange(10, 4000)
        if r < 0.2:
            return "%d-%d %s" % (rng.randrange(101, 1900), n, name)
        return "%d %s" % (n, name)
    if country in ("Australia", "New Zealand"):
        if r < 0.25:
            return "%d/%d %s" % (rng.randrange(1, 20), n, name)
        if r < 0.32:
            return "Unit %d, %d %s" % (rng.randrange(1, 20), n, name)
        return "%d %s" % (n, name)
    if r < 0.15:
        return "Apt %d, %s" % (rng.randrange(1, 40), name)
    return "%d %s" % (rng.randrange(1, 120), name)


def postcode_uk(rng, area):
    return "%s%d %d%s" % (area, rng.randrange(1, 20), rng.randrange(1, 10), letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))


def make_address(rng, country):
    a = {"country": country, "street": street(rng, country), "county": None, "state": None, "st": None}
    if country == "UK":
        t, county, area = pick(rng, pools.UK_TOWNS)
        a.update(city=t, county=county, zip=postcode_uk(rng, area))
    elif country == "US":
        t, s, ab, z = pick(rng, pools.US_CITIES)
        a.update(city=t, state=s, st=ab, zip=z + digits(rng, 2) + (("-" + digits(rng, 4)) if chance(rng, 0.15) else ""))
    elif country == "Canada":
        t, s, ab, z = pick(rng, pools.CA_CITIES)
        a.update(city=t, state=s, st=ab, zip="%s%d%s %d%s%d" % (z, rng.randrange(10), letters(rng, 1, "ABCEGHJKLMNPRSTVXY"),
                                                             rng.randrange(10), letters(rng, 1, "ABCEGHJKLMNPRSTVWXYZ"), rng.randrange(10)))
    elif country == "Australia":
        t, s, ab, z = pick(rng, pools.AU_TOWNS)
        a.update(city=t, state=s, st=ab, zip=z)
    elif country == "New Zealand":
        t, s, z = pick(rng, pools.NZ_TOWNS)
        a.update(city=t, state=s, st=s, zip=z)
    else:
        t, county, key = pick(rng, pools.IE_TOWNS)
        a.update(city=t, county=county, zip=key + " " + letters(rng, 4, "ACDEFHKNPRTVWXY0123456789"))
    return a


def addr_pieces(rng, a, style="line", upper=False):
    """Pieces for an address; county (UK/IE) is CITY, state/province/region is STATE."""
    U = (lambda s: s.upper()) if upper else (lambda s: s)
    c = a["country"]
    sep = "\n" if style == "block" else ", "
    out = [("STREET", U(a["street"])), sep, ("CITY", U(a["city"]))]
    if c == "UK":
        if a["county"] and chance(rng, 0.5):
            out += [sep, ("CITY", U(a["county"]))]
        out += [sep if style == "block" else " ", ("ZIP", U(a["zip"]))]
    elif c == "Ireland":
        if a["county"] != a["city"] or chance(rng, 0.3):
            out += [sep, "Co. ", ("CITY", U(a["county"]))]
        out += [sep, ("ZIP", U(a["zip"]))]
    elif c in ("US", "Canada"):
        st = a["st"] if chance(rng, 0.8) else a["state"]
        out += [", " if style != "block" or chance(rng, 0.5) else " ", ("STATE", U(st)), "  " if c == "Canada" and chance(rng, 0.5) else " ", ("ZIP", U(a["zip"]))]
    elif c == "Australia":
        st = a["st"] if chance(rng, 0.85) else a["state"]
        out += [" ", ("STATE", U(st)), " ", ("ZIP", U(a["zip"]))]
    else:
        if chance(rng, 0.4):
            out += [sep, ("STATE", U(a["state"]))]
        out += [" ", ("ZIP", U(a["zip"]))]
    return out


def hospital(rng, country, kind="hosp"):
    stems = pools.HOSP_STEMS_REGIONAL[country] + pools.HOSP_STEMS
    s = pick(rng, stems)
    if kind == "hosp":
        if chance(rng, 0.15):
            return "St %s's %s" % (pick(rng, pools.SAINTS), pick(rng, ["Hospital", "University Hospital", "Medical Center" if country == "US" else "General Hospital"]))
        return s + " " + pick(rng, pools.HOSP_SUFFIX[country])
    if kind == "practice":
        w = pick(rng, pools.STREET_WORDS + [s])
        return w + " " + pick(rng, pools.PRACTICE_SUFFIX[country])
    if kind == "pharmacy":
        return pick(rng, pools.STREET_WORDS) + pick(rng, [" Pharmacy", " Chemist", " Community Pharmacy", " Drug Store" if country in ("US", "Canada") else " Pharmacy"])
    if kind == "satellite":
        return s + pick(rng, [" Satellite Kidney Unit", " Dialysis Centre" if country != "US" else " Dialysis Center", " Renal Satellite Unit", " Kidney Centre"])
    if kind == "carehome":
        return pick(rng, pools.STREET_WORDS) + pick(rng, [" Lodge Care Home", " House Nursing Home", " Court Residential Home", " Gardens Aged Care" if country == "Australia" else " Manor Care Home"])
    if kind == "hospice":
        return pick(rng, pools.STREET_WORDS + [s]) + pick(rng, [" Hospice", " House Hospice", " Palliative Care Centre"])
    if kind == "ward":
        return pick(rng, ["%s Ward" % pick(rng, pools.WARD_WORDS), "Ward %d%s" % (rng.randrange(1, 40), pick(rng, ["", "A", "B"]))])
    raise ValueError(kind)


def organisation(rng, kind="employer"):
    s = pick(rng, pools.HOSP_STEMS + pools.STREET_WORDS)
    if kind == "employer":
        return pick(rng, pools.ORG_PATTERNS).format(s=s)
    if kind.startswith("job:"):
        for keys, pats in pools.EMPLOYER_BY_JOB:
            if any(k in kind for k in keys):
                return pick(rng, pats).format(s=s)
        return pick(rng, ["{s} Group", "{s} Services Ltd", "{s} Holdings", "{s} Trading Co"]).format(s=s)
    if kind == "church":
        return pick(rng, pools.CHURCH_PATTERNS).format(s=s, saint=pick(rng, pools.SAINTS))
    if kind == "support":
        return pick(rng, pools.SUPPORT_PATTERNS).format(s=s)
    raise ValueError(kind)


# ---------------------------------------------------------------- identifiers
def mrn(rng, country):
    if country == "UK":
        return pick(rng, ["%s%s" % (letters(rng, 1, "KMRHJ"), digits(rng, 7)), "RX%s" % digits(rng, 6), digits(rng, 8),
                          "%s %s" % (letters(rng, 1, "HN"), digits(rng, 6))])
    if country == "US":
        return pick(rng, [digits(rng, 8), "E" + digits(rng, 7), "%s-%s" % (digits(rng, 3), digits(rng, 5)), "MR" + digits(rng, 7)])
    if country == "Canada":
        return pick(rng, [digits(rng, 7), "H" + digits(rng, 6), "%s-%s" % (digits(rng, 2), digits(rng, 6))])
    if country == "Australia":
        return pick(rng, [digits(rng, 6), digits(rng, 7), "%s%s" % (letters(rng, 1, "MRS"), digits(rng, 6))])
    if country == "New Zealand":
        return pick(rng, [digits(rng, 7), "P" + digits(rng, 6)])
    return pick(rng, [digits(rng, 7), "0" + digits(rng, 6), "%s%s" % (letters(rng, 1, "BCT"), digits(rng, 6))])


def nhs_number(rng):
    while True:
        d = [9] + [rng.randrange(10) for _ in range(8)]
        s = sum(x * (10 - i) for i, x in enumerate(d))
        c = 11 - s % 11
        if c == 11:
            c = 0
        if c != 10:
            d.append(c)
            n = "".join(map(str, d))
            return n[:3] + " " + n[3:6] + " " + n[6:] if rng.random() < 0.7 else n


def healthplan(rng, country):
    """(label, value) for the national health-plan or insurance identifier."""
    if country == "UK":
        return (pick(rng, ["NHS No", "NHS number", "NHS No."]), nhs_number(rng))
    if country == "US":
        k = rng.randrange(3)
        if k == 0:
            al = "ACDEFGHJKMNPQRTUVWXY"
            v = "%d%s%s%d-%s%s%d-%s%s%d%d" % (rng.randrange(1, 10), letters(rng, 1, al), pick(rng, al + "0123456789"),
                                            rng.randrange(10), letters(rng, 1, al), pick(rng, al + "0123456789"),
                                            rng.randrange(10), letters(rng, 1, al), letters(rng, 1, al),
                                            rng.randrange(10), rng.randrange(10))
            return ("Medicare MBI", v)
        if k == 1:
            return ("Member ID", letters(rng, 3) + digits(rng, 6))
        return ("Medicaid ID", letters(rng, 2) + digits(rng, 5) + letters(rng, 1))
    if country == "Canada":
        k = rng.randrange(3)
        if k == 0:
            return ("OHIP", "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2)))
        if k == 1:
            return ("PHN", "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3)))
        return ("Health card", "%s %s %s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3)))
    if country == "Australia":
        if chance(rng, 0.2):
            return ("DVA No", "%s%s" % (pick(rng, ["NX", "VX", "QX", "N"]), digits(rng, 6)))
        return ("Medicare No", "%d%s %s %d" % (rng.randrange(2, 7), digits(rng, 3), digits(rng, 5), rng.randrange(1, 10))
                + pick(rng, ["", "-%d" % rng.randrange(1, 6)]))
    if country == "New Zealand":
        return ("NHI", letters(rng, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + digits(rng, 4))
    return (pick(rng, ["Medical card no", "GMS No", "Medical Card"]), digits(rng, 7) + letters(rng, 1, "ABCDEFGHKLMNPRTW"))


def ssn(rng, country):
    """(label, value) for a social-security-like number; digits start with 9 or 000."""
    if country == "US":
        a = pick(rng, ["9%s" % digits(rng, 2), "000"])
        return (pick(rng, ["SSN", "SS#", "Social Security No"]), "%s-%s-%s" % (a, digits(rng, 2), digits(rng, 4)))
    if country == "UK":
        return ("NI No", "%s %d%d %s %s %s" % (letters(rng, 2, "ABCEGHJKLMNPRSTWXYZ"), 9, rng.randrange(10),
                                              digits(rng, 2), digits(rng, 2), pick(rng, "ABCD")))
    if country == "Canada":
        return ("SIN", pick(rng, ["9%s %s %s", "9%s-%s-%s"]) % (digits(rng, 2), digits(rng, 3), digits(rng, 3)))
    if country == "Australia":
        return ("Centrelink CRN", "9%s %s %s%s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3), letters(rng, 1)))
    if country == "New Zealand":
        return ("MSD client no", "9%s-%s-%s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3)))
    return ("PPSN", "9%s%s" % (digits(rng, 6), letters(rng, pick(rng, [1, 2]), "ABCDEFGHKLMNPRTWX")))


def account(rng, country):
    return pick(rng, [("Encounter No", digits(rng, 9)), ("Visit No", "V" + digits(rng, 8)),
                      ("Acct", "%s-%s" % (digits(rng, 4), digits(rng, 4))), ("CSN", digits(rng, 10)),
                      ("Episode No", "EP" + digits(rng, 7)), ("Billing account", "BA-" + digits(rng, 8))])


def dea(rng):
    d = [rng.randrange(10) for _ in range(6)]
    c = ((d[0] + d[2] + d[4]) + 2 * (d[1] + d[3] + d[5])) % 10
    return pick(rng, "ABFM") + letters(rng, 1, "ABCDEFGHJKLMNPRSTW") + "".join(map(str, d)) + str(c)


def license_no(rng, country, role="doctor"):
    if country == "UK":
        return {"doctor": ("GMC", digits(rng, 7)), "nurse": ("NMC PIN", "%s%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 4), letters(rng, 1))),
                "dietitian": ("HCPC", "DT" + digits(rng, 6)), "pharmacist": ("GPhC", "20" + digits(rng, 5))}[role]
    if country == "US":
        if role == "doctor":
            return pick(rng, [("NPI", pick(rng, "12") + digits(rng, 9)), ("DEA", dea(rng))])
        return ("NPI", pick(rng, "12") + digits(rng, 9))
    if country == "Canada":
        return {"doctor": ("CPSO #", digits(rng, 5)), "nurse": ("CNO Reg", digits(rng, 7)),
                "dietitian": ("CDO Reg", digits(rng, 5)), "pharmacist": ("OCP #", digits(rng, 6))}[role]
    if country == "Australia":
        pre = {"doctor": "MED", "nurse": "NMW", "dietitian": "APD", "pharmacist": "PHA"}[role]
        if role == "dietitian":
            return ("APD No", digits(rng, 5))
        if role == "doctor" and chance(rng, 0.3):
            return ("Prescriber No", digits(rng, 7))
        return ("AHPRA", pre + "000" + digits(rng, 7))
    if country == "New Zealand":
        return {"doctor": ("MCNZ", digits(rng, 5)), "nurse": ("NCNZ", "%s-%s" % (digits(rng, 2), digits(rng, 5))),
                "dietitian": ("DBNZ reg", digits(rng, 4)), "pharmacist": ("PCNZ reg", digits(rng, 5))}[role]
    return {"doctor": ("IMC", digits(rng, 6)), "nurse": ("NMBI PIN", digits(rng, 6)),
            "dietitian": ("CORU reg", "DI" + digits(rng, 6)), "pharmacist": ("PSI reg", digits(rng, 5))}[role]


def device_sn(rng, kind="bp"):
    return {"bp": pick(rng, ["%s%s" % (digits(rng, 8), letters(rng, 2)), "BP-%s" % digits(rng, 7), "%sLF%s" % (digits(rng, 4), digits(rng, 5))]),
            "scale": "SC%s" % digits(rng, 8),
            "cycler": pick(rng, ["CLR%s" % digits(rng, 7), "HC%s-%s" % (digits(rng, 4), digits(rng, 4))]),
            "pacer": "%s%s" % (letters(rng, 3), digits(rng, 6)),
            "cgm": "%s%s" % (digits(rng, 1), letters(rng, 2) + digits(rng, 4) + letters(rng, 3)),
            "meter": "%s-%s" % (letters(rng, 2), digits(rng, 8)),
            "tablet": "TAB-%s" % digits(rng, 9)}[kind]


def plate(rng, country):
    if country == "UK":
        return "%s%02d %s" % (letters(rng, 2, "ABCDEFGHKLMNOPRSVWXY"), pick(rng, [15, 16, 65, 66, 18, 68, 19, 69, 21, 71, 22, 72]), letters(rng, 3, "ABCDEFGHJKLMNOPRSTUVWXYZ"))
    if country == "US":
        return pick(rng, ["%d%s%s" % (rng.randrange(1, 10), letters(rng, 3), digits(rng, 3)), "%s-%s" % (letters(rng, 3), digits(rng, 4))])
    if country == "Canada":
        return pick(rng, ["%s %s" % (letters(rng, 4), digits(rng, 3)), "%s%s %s" % (letters(rng, 2), digits(rng, 1), letters(rng, 3))])
    if country == "Australia":
        return pick(rng, ["%d%s %s" % (rng.randrange(1, 10), letters(rng, 3), digits(rng, 3)), "%s-%s%s" % (letters(rng, 3), digits(rng, 2), letters(rng, 1))])
    if country == "New Zealand":
        return letters(rng, 3) + digits(rng, 3)
    return "%d-%s-%s" % (pick(rng, [151, 161, 171, 181, 191, 201, 211, 221, 12, 10]), pick(rng, ["D", "C", "G", "L", "KY", "WX", "MO"]), digits(rng, pick(rng, [4, 5])))


def vin(rng):
    return letters(rng, 3, "ABCDEFGHJKLMNPRSTUVWXYZ123456789") + digits(rng, 1) + letters(rng, 5, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + digits(rng, 8)


def bioid(rng, kind=None):
    pre = {"finger": "FP-%s" % digits(rng, 6), "palm": "PV-%s" % digits(rng, 7), "face": "FT-%s" % letters(rng, 6, "0123456789ABCDEF"),
           "voice": "VPR-%s-%s" % (digits(rng, 4), letters(rng, 2))}
    if kind:
        return pre[kind]
    return pick(rng, ["FP-%s" % digits(rng, 6), "PV-%s" % digits(rng, 7), "FT-%s" % letters(rng, 6, "0123456789ABCDEF"),
                      "VPR-%s-%s" % (digits(rng, 4), letters(rng, 2)), "IRS%s" % digits(rng, 8), "BIO-%s" % digits(rng, 6)])


def accession(rng, country, d):
    yy = d.year % 100
    return pick(rng, ["%s%d-%s" % (pick(rng, "SBHC"), yy, digits(rng, 5)), "%dH%s" % (yy, digits(rng, 7)),
                      "LAB-%s" % digits(rng, 8), "%s%s" % (letters(rng, 2), digits(rng, 8)), "%s-%s" % (digits(rng, 3), digits(rng, 5))])
