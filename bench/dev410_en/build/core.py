"""Note builder and per-note case generator for dev410_en.

Every PHI value is appended through Doc.__call__ as a (TYPE, value) tuple, so its
offsets are recorded at the moment it is written (single pass, no searching).
"""
import datetime as _dt

import pools as P

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"


class Doc:
    """Accumulates text; strings are plain, (TYPE, value) tuples are PHI."""

    def __init__(self, rng, lower=False):
        self.rng = rng
        self.lower = lower
        self.parts = []
        self.pos = 0
        self.spans = []

    def __call__(self, *items):
        for it in items:
            if isinstance(it, tuple):
                typ, val = it
                if typ not in LABEL:
                    raise ValueError(typ)
                val = str(val)
                if self.lower:
                    val = val.lower()
                if not val or val != val.strip():
                    raise ValueError("bad PHI value %r" % val)
                self.spans.append({"start": self.pos, "end": self.pos + len(val),
                                   "label": LABEL[typ], "type": typ, "text": val})
            else:
                val = it.lower() if self.lower else it
            self.parts.append(val)
            self.pos += len(val)
        return self

    def typo(self, s, p=0.05):
        """Plain text with an occasional transposition typo."""
        if self.rng.random() < p:
            words = s.split(" ")
            cand = [i for i, w in enumerate(words) if len(w) > 5 and w.isalpha()]
            if cand:
                i = self.rng.choice(cand)
                w = words[i]
                j = self.rng.randrange(1, len(w) - 2)
                words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
                s = " ".join(words)
        self(s)

    def text(self):
        return "".join(self.parts)


# ---------------------------------------------------------------- random helpers
def digits(rng, n):
    return "".join(rng.choice(DIG) for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice(UPPER) for _ in range(n))


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def chance(rng, p):
    return rng.random() < p


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, first, last, middle="", title="", role=""):
        self.first, self.last, self.middle = first, last, middle
        self.title, self.role = title, role

    def full(self):
        return self.first + " " + self.last

    def form(self, rng, kind=None):
        kinds = ["full", "full", "last_first", "init_last", "mid", "upper"]
        k = kind or pick(rng, kinds)
        if k == "full":
            return self.full()
        if k == "last_first":
            return self.last + ", " + self.first
        if k == "upper":
            return self.last.upper() + ", " + self.first.upper()
        if k == "init_last":
            return self.first[0] + ". " + self.last
        if k == "mid":
            return self.first + " " + (self.middle or pick(rng, "ACEJLMRS")) + ". " + self.last
        if k == "first":
            return self.first
        if k == "last":
            return self.last
        if k == "initials":
            return self.first[0] + self.last[0]
        if k == "dotinit":
            return self.first[0] + "." + self.last[0] + "."
        raise ValueError(k)

    def username(self, rng):
        f = self.first.lower().replace("-", "").replace("'", "")
        l = self.last.lower().replace("-", "").replace("'", "").replace(" ", "")
        k = rng.randrange(4)
        if k == 0:
            return f[0] + l + digits(rng, 1)
        if k == 1:
            return l[:6] + f[:2]
        if k == 2:
            return f + "." + l
        return (f[0] + l[:5]).upper() + digits(rng, 2)

    def email(self, rng, domain=None):
        f = self.first.lower().replace("-", "").replace("'", "")
        l = self.last.lower().replace("-", "").replace("'", "").replace(" ", "")
        dom = domain or pick(rng, ["example.org", "example.net", "example.com"])
        k = rng.randrange(3)
        if k == 0:
            return f + "." + l + "@" + dom
        if k == 1:
            return f[0] + l + "@" + dom
        return f + l + digits(rng, 2) + "@" + dom


class Namer:
    """Draws names without repeating a first or last name inside one note."""

    def __init__(self, rng):
        self.rng = rng
        self.used = set()

    def _draw(self, seq):
        for _ in range(200):
            v = pick(self.rng, seq)
            if v not in self.used:
                self.used.add(v)
                return v
        raise RuntimeError("pool exhausted")

    def person(self, female=None, title="", role=""):
        if female is None:
            female = chance(self.rng, 0.55)
        first = self._draw(P.FEMALE if female else P.MALE)
        last = self._draw(P.SURNAMES)
        mid = pick(self.rng, UPPER) if chance(self.rng, 0.4) else ""
        return Person(first, last, mid, title, role)


# ---------------------------------------------------------------- dates
def rand_date(rng, y0=2021, y1=2025):
    start = _dt.date(y0, 1, 1).toordinal()
    end = _dt.date(y1, 12, 20).toordinal()
    return _dt.date.fromordinal(rng.randint(start, end))


def shift(d, days):
    return _dt.date.fromordinal(d.toordinal() + days)


def fdate(rng, c, d, style=None):
    """Format a date the way the country usually writes it."""
    if style is None:
        style = pick(rng, ["num", "num", "num", "long", "mon"])
    dd, mm, yy = d.day, d.month, d.year
    mon = MONTHS[mm - 1]
    if style == "num":
        if c == "US":
            return pick(rng, ["%02d/%02d/%d" % (mm, dd, yy), "%d/%d/%d" % (mm, dd, yy),
                              "%d/%d/%02d" % (mm, dd, yy % 100)])
        if c == "CA":
            return pick(rng, ["%d-%02d-%02d" % (yy, mm, dd), "%d/%02d/%02d" % (yy, mm, dd)])
        return pick(rng, ["%02d/%02d/%d" % (dd, mm, yy), "%02d/%02d/%02d" % (dd, mm, yy % 100),
                          "%d.%d.%d" % (dd, mm, yy)])
    if style == "long":
        if c in ("US", "CA"):
            return "%s %d, %d" % (mon, dd, yy)
        return pick(rng, ["%d %s %d" % (dd, mon, yy), "%d%s %s %d" % (dd, _th(dd), mon, yy)])
    if style == "mon":
        if c == "US":
            return "%s %d, %d" % (mon[:3], dd, yy)
        return pick(rng, ["%02d-%s-%d" % (dd, mon[:3], yy), "%d %s %d" % (dd, mon[:3], yy),
                          "%02d-%s-%02d" % (dd, mon[:3].upper(), yy % 100)])
    if style == "wk":
        wd = DAYS[d.weekday()]
        if c in ("US", "CA"):
            return pick(rng, ["%s, %s %d" % (wd, mon, dd), "%s %d/%d" % (wd[:3], mm, dd)])
        return pick(rng, ["%s %d %s" % (wd, dd, mon), "%s %d/%d" % (wd[:3], dd, mm)])
    if style == "short":
        if c in ("US", "CA"):
            return "%d/%d" % (mm, dd)
        return "%d/%d" % (dd, mm)
    if style == "monyr":
        return pick(rng, ["%s %d" % (mon, yy), "%s %d" % (mon[:3], yy)])
    if style == "yr":
        return str(yy)
    raise ValueError(style)


def _th(n):
    if 10 <= n % 100 <= 20:
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def ftime(rng):
    return "%02d:%02d" % (rng.randrange(24), rng.randrange(60))


def clinic_time(rng):
    return "%02d:%s" % (rng.randint(8, 16), pick(rng, ["00", "15", "30", "45"]))


NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
            "eighteen", "nineteen"]
TENS = {2: "twenty", 3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty",
        9: "ninety"}


def age_words(n):
    if n < 20:
        return NUMWORDS[n]
    t, u = divmod(n, 10)
    return TENS[t] + ("-" + NUMWORDS[u] if u else "")


# ---------------------------------------------------------------- contacts
GB_AREAS = ["0113", "01603", "01793", "01228", "0118", "01225", "0161", "01749", "01202", "01482",
            "01304", "01392", "01524", "01244", "01582", "01772", "01924", "01473", "01743", "01872",
            "01539", "01432", "01248", "029", "01792", "01978", "01382", "01463", "0141", "01324", "028"]


def phone(rng, c, mobile=False):
    if c == "GB":
        if mobile:
            return pick(rng, ["07700 555 " + digits(rng, 3), "07%s 555%s" % (digits(rng, 3), digits(rng, 3)),
                              "+44 7700 555 " + digits(rng, 3)])
        return pick(rng, GB_AREAS) + " 555 " + digits(rng, 4)
    if c in ("US", "CA"):
        a = pick(rng, ["617", "937", "330", "541", "843", "903", "407", "512", "602", "608", "919", "208", "509",
                       "517", "518", "508", "401", "802", "304", "207", "402", "601", "765", "810", "218", "253"]
                 if c == "US" else ["613", "519", "705", "807", "506", "902", "403", "250", "306", "204", "819", "709"])
        n = "0" + digits(rng, 3)
        return pick(rng, ["(%s) 555-%s" % (a, n), "%s-555-%s" % (a, n), "%s.555.%s" % (a, n)])
    if c == "AU":
        if mobile:
            return pick(rng, ["04%s 555 %s" % (digits(rng, 2), digits(rng, 3)),
                              "+61 4%s 555 %s" % (digits(rng, 2), digits(rng, 3))])
        return "(0%s) 5550 %s" % (pick(rng, ["2", "3", "7", "8"]), digits(rng, 4))
    if c == "IE":
        if mobile:
            return pick(rng, ["08%s 555 %s" % (pick(rng, "35679"), digits(rng, 4)),
                              "+353 8%s 555 %s" % (pick(rng, "35679"), digits(rng, 4))])
        return pick(rng, ["0%s 555 %s" % (pick(rng, ["91", "90", "71", "46", "45", "65", "66", "56", "21", "61", "51"]), digits(rng, 4)),
                          "(0%s) 555 %s" % (pick(rng, ["91", "44", "94", "74"]), digits(rng, 4))])
    if c == "NZ":
        if mobile:
            return pick(rng, ["021 555 " + digits(rng, 3), "027 555 " + digits(rng, 4),
                              "+64 21 555 " + digits(rng, 3)])
        return pick(rng, ["(0%s) 555 %s" % (pick(rng, "34679"), digits(rng, 4)),
                          "0%s 555 %s" % (pick(rng, "34679"), digits(rng, 4))])
    raise ValueError(c)


def ext(rng):
    return pick(rng, ["555", "2555", "3555", "5550", "5551"])[:4] + digits(rng, 1)


def bleep(rng):
    return pick(rng, ["555", "2555", "6555", "555"]) + digits(rng, 1)


def url(rng, path=None):
    host = pick(rng, ["www.example.org", "example.org", "www.example.net", "example.net",
                      "www.example.com", "example.com"])
    pre = pick(rng, ["", "", "https://", "http://"]) if host.startswith("www") else pick(rng, ["https://", ""])
    p = path or pick(rng, ["maternity/anaesthesia", "obs-anaes/epidural", "labour-analgesia",
                           "patient-info/pdph", "women/birth/pain-relief", "feedback"])
    return pre + host + "/" + p


def ipaddr(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randrange(256), rng.randrange(1, 255))
    return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))


# ---------------------------------------------------------------- identifiers
def mrn(rng, c):
    if c == "GB":
        return pick(rng, [pick(rng, "HKRJ") + digits(rng, 7), digits(rng, 8), "RX" + digits(rng, 6)])
    if c == "US":
        return pick(rng, [digits(rng, 8), "E" + digits(rng, 7), digits(rng, 3) + "-" + digits(rng, 5)])
    if c == "AU":
        return pick(rng, [digits(rng, 7), "UR" + digits(rng, 6)])
    if c == "CA":
        return pick(rng, [digits(rng, 7), "M" + digits(rng, 8)])
    if c == "IE":
        return pick(rng, [digits(rng, 7), "MN" + digits(rng, 6)])
    return pick(rng, [digits(rng, 7), "H" + digits(rng, 6)])


def healthplan(rng, c):
    """National or insurer number of a health-plan beneficiary."""
    if c == "GB":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 4))
    if c == "US":
        return pick(rng, [letters(rng, 3) + digits(rng, 6), "W" + digits(rng, 9), "BHP-" + digits(rng, 8)])
    if c == "AU":
        return "9%s %s %s" % (digits(rng, 3), digits(rng, 5), digits(rng, 1)) + pick(rng, ["", "-1", "-2"])
    if c == "CA":
        return "9%s-%s-%s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3)) + pick(rng, ["", "-" + letters(rng, 2)])
    if c == "IE":
        return pick(rng, ["9" + digits(rng, 7), "ML-" + digits(rng, 7), "9" + digits(rng, 5) + "W"])
    return letters(rng, 3) + digits(rng, 4)


def ssn(rng, c):
    if c == "US":
        return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    if c == "CA":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if c == "IE":
        return "9" + digits(rng, 6) + letters(rng, 1) + pick(rng, ["", "A"])
    return "000 " + digits(rng, 3) + " " + digits(rng, 3)


def account(rng, c):
    return pick(rng, ["%d-%s" % (rng.randint(2021, 2025), digits(rng, 7)), digits(rng, 4) + "-" + digits(rng, 4),
                      "V" + digits(rng, 9), "EP" + digits(rng, 7), digits(rng, 10)])


def license_(rng, c, role="doc"):
    if role == "mw":
        if c == "GB":
            return digits(rng, 2) + letters(rng, 1) + digits(rng, 4) + letters(rng, 1)
        if c == "AU":
            return "NMW000" + digits(rng, 7)
        return digits(rng, 6)
    if c == "GB":
        return digits(rng, 7)
    if c == "US":
        return "1" + digits(rng, 9)
    if c == "AU":
        return "MED000" + digits(rng, 7)
    if c == "CA":
        return digits(rng, 5)
    if c == "IE":
        return digits(rng, 6)
    return digits(rng, 5)


def dea(rng):
    return pick(rng, "ABFM") + letters(rng, 1) + digits(rng, 7)


def license_label(c, role="doc"):
    if role == "mw":
        return {"GB": "NMC PIN", "AU": "AHPRA", "IE": "NMBI PIN", "NZ": "NCNZ no.", "US": "RN lic.",
                "CA": "CNO reg."}[c]
    return {"GB": "GMC", "US": "NPI", "AU": "AHPRA", "CA": "CPSO", "IE": "IMC", "NZ": "MCNZ"}[c]


def device_id(rng):
    return pick(rng, [digits(rng, 2) + letters(rng, 1) + digits(rng, 7), "SN" + digits(rng, 8),
                      "MED-" + digits(rng, 5), letters(rng, 3) + "-" + digits(rng, 6), digits(rng, 4) + "-" + digits(rng, 4)])


def idnum(rng, kind="lab"):
    y = str(rng.randint(21, 25))
    if kind == "lab":
        return pick(rng, ["BT" + y + "-" + digits(rng, 6), y + "H" + digits(rng, 6), "G" + digits(rng, 8),
                          "SP-" + y + "-" + digits(rng, 5)])
    if kind == "incident":
        return pick(rng, [digits(rng, 6), "IR-20" + y + "-" + digits(rng, 5), "W" + digits(rng, 6)])
    if kind == "order":
        return pick(rng, ["ORD" + digits(rng, 7), digits(rng, 9)])
    return letters(rng, 2) + "-" + digits(rng, 6)


def vehicle(rng, c):
    if c == "GB":
        return letters(rng, 2) + digits(rng, 2) + " " + letters(rng, 3)
    if c == "US":
        return digits(rng, 1) + letters(rng, 3) + digits(rng, 3)
    if c == "AU":
        return letters(rng, 3) + "-" + digits(rng, 3)
    if c == "CA":
        return letters(rng, 4) + " " + digits(rng, 3)
    if c == "IE":
        return "%s-%s-%s" % (rng.randint(151, 242), pick(rng, ["G", "WH", "SO", "MH", "KE", "CE", "KY", "D"]), digits(rng, 4))
    return letters(rng, 3) + digits(rng, 3)


def bioid(rng):
    return pick(rng, ["FP-" + digits(rng, 5), "BIO" + digits(rng, 6), "FPT-" + digits(rng, 4) + "-" + letters(rng, 2)])


# ---------------------------------------------------------------- addresses
def street(rng, c, unit=True):
    n = str(rng.randint(1, 240))
    stem = pick(rng, P.STREET_STEMS)
    suf = pick(rng, P.STREET_SUFFIX[c])
    base = n + " " + stem + " " + suf
    r = rng.random() if unit else 1.0
    if c == "US" and r < 0.3:
        return base + pick(rng, [", Apt ", " Apt ", " Unit #"]) + str(rng.randint(1, 40)) + pick(rng, ["", "B", "C"])
    if c == "AU" and r < 0.3:
        return "Unit " + str(rng.randint(1, 12)) + "/" + base
    if c == "GB" and r < 0.25:
        return "Flat " + str(rng.randint(1, 20)) + ", " + base
    if c == "IE" and r < 0.25:
        return "Apt " + str(rng.randint(1, 30)) + ", " + base
    return base


def postcode(rng, c, seed):
    if c == "GB":
        area = seed + (str(rng.randint(1, 28)) if seed != "M" else "33")
        return area + " " + digits(rng, 1) + "".join(rng.choice("ABDEFGHJLNPQRSTUWXYZ") for _ in range(2))
    if c == "US":
        return seed + digits(rng, 2) + (pick(rng, ["", "", "-" + digits(rng, 4)]))
    if c == "CA":
        return seed + " " + digits(rng, 1) + pick(rng, "ABCEGHJKLMNPRSTVWXYZ") + digits(rng, 1)
    if c == "IE":
        return seed + " " + pick(rng, "ACDEFHKNPRTVWXY") + digits(rng, 1) + pick(rng, "ACDEFHKNPRTVWXY") + digits(rng, 1)
    return seed


class Addr:
    def __init__(self, rng, c, near=None, unit=True):
        places = P.PLACES[c]
        if near is not None and chance(rng, 0.6):
            place = near.place
        elif near is not None:
            same = [p for p in places if p[1] == near.region]
            place = pick(rng, same if len(same) > 1 and chance(rng, 0.7) else places)
        else:
            place = pick(rng, places)
        self.place = place
        town, region, seed = place
        self.street = street(rng, c, unit)
        self.town = town
        self.region = region
        self.zip = postcode(rng, c, seed)
        self.suburb = pick(rng, P.SUBURBS[town]) if town in P.SUBURBS and chance(rng, 0.5) else ""
        self.country = {"GB": pick(rng, ["United Kingdom", "UK", "England"]), "US": pick(rng, ["USA", "United States"]),
                        "AU": "Australia", "CA": "Canada", "IE": "Ireland", "NZ": "New Zealand"}[c]
        self.c = c

    def region_full(self):
        if self.c == "AU" and self.region == "WA":
            return "Western Australia"
        return P.STATE_FULL.get(self.region, self.region)


def write_addr(D, a, style="line", country=False):
    """Write an address as separate spans: street, town, region, postcode."""
    c = a.c
    sep = ", " if style == "line" else "\n"
    D(("STREET", a.street), sep)
    if a.suburb:
        D(("CITY", a.suburb), sep)
    reg = a.region_full() if c in ("US", "CA", "AU") and chance(D.rng, 0.15) else a.region
    if c == "US":
        D(("CITY", a.town), ", ", ("STATE", reg), " ", ("ZIP", a.zip))
    elif c == "CA":
        D(("CITY", a.town), " ", ("STATE", reg), "  ", ("ZIP", a.zip))
    elif c == "AU":
        D(("CITY", a.town.upper() if style != "line" else a.town), " ", ("STATE", reg), " ", ("ZIP", a.zip))
    elif c == "IE":
        D(("CITY", a.town), sep, "Co. ", ("CITY", a.region), sep, ("ZIP", a.zip))
    elif c == "NZ":
        D(("CITY", a.town), " ", ("ZIP", a.zip))
    else:
        D(("CITY", a.town), sep)
        if style != "line" or a.town != a.region:
            D(("CITY", a.region), sep)
        D(("ZIP", a.zip))
    if country:
        D(sep, ("COUNTRY", a.country))
