"""Note builder and PHI surface-form formatters for dev264_en.

Doc records spans while the text is appended, so offsets are computed in a
single pass and the finished text is never searched.
"""
import datetime as _dt

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION",
    "ZIP": "LOCATION", "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION",
    "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID",
    "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class Doc:
    """Accumulates text pieces; tuples (TYPE, value) become gold spans."""

    def __init__(self, lower=False):
        self.parts = []
        self.spans = []
        self.pos = 0
        self.lower = lower

    def _text(self, s):
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def _phi(self, typ, val):
        if self.lower:
            val = val.lower()
        if not val or val != val.strip():
            raise ValueError("bad PHI value %r" % (val,))
        if typ not in LABEL:
            raise ValueError("bad type %r" % (typ,))
        start = self.pos
        self.parts.append(val)
        self.pos += len(val)
        self.spans.append({"start": start, "end": self.pos,
                           "label": LABEL[typ], "type": typ, "text": val})

    def w(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                self._text(it)
            elif isinstance(it, tuple):
                self._phi(it[0], it[1])
            elif isinstance(it, int):
                self._text(str(it))
            elif isinstance(it, list):
                self.w(*it)
            else:
                raise TypeError(it)
        return self

    def ln(self, *items):
        self.w(*items)
        self._text("\n")
        return self

    def text(self):
        return "".join(self.parts)


# ------------------------------------------------------------------ digits
def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def letters(rng, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(alphabet) for _ in range(n))


# ------------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


DMY_STYLES = ["dd/mm/yyyy", "dd/mm/yyyy", "d/m/yy", "dd.mm.yy", "d Mon yyyy",
              "d Month yyyy", "dth Month yyyy", "dd-Mon-yyyy", "wd dd/mm/yyyy",
              "Weekday d Month", "d Mon", "dth Month", "Mon yyyy", "yyyy-mm-dd"]
MDY_STYLES = ["mm/dd/yyyy", "mm/dd/yyyy", "m/d/yy", "m/d", "Month d, yyyy",
              "Mon d, yyyy", "wd m/d", "yyyy-mm-dd", "dd-MON-yyyy",
              "mm-dd-yyyy", "Weekday, Month d", "Month yyyy", "Month dth"]
CA_STYLES = ["yyyy-mm-dd", "yyyy-mm-dd", "Month d, yyyy", "dd/mm/yyyy",
             "dd-Mon-yyyy", "yyyy/mm/dd", "Mon d", "wd Mon d", "Month yyyy"]


def fdate(d, style):
    mon = MONTHS[d.month - 1]
    wd = WEEKDAYS[d.weekday()]
    s = {
        "dd/mm/yyyy": "%02d/%02d/%d" % (d.day, d.month, d.year),
        "d/m/yy": "%d/%d/%02d" % (d.day, d.month, d.year % 100),
        "dd.mm.yy": "%02d.%02d.%02d" % (d.day, d.month, d.year % 100),
        "d Mon yyyy": "%d %s %d" % (d.day, mon[:3], d.year),
        "d Month yyyy": "%d %s %d" % (d.day, mon, d.year),
        "dth Month yyyy": "%s %s %d" % (ordinal(d.day), mon, d.year),
        "dd-Mon-yyyy": "%02d-%s-%d" % (d.day, mon[:3], d.year),
        "dd-MON-yyyy": "%02d-%s-%d" % (d.day, mon[:3].upper(), d.year),
        "wd dd/mm/yyyy": "%s %02d/%02d/%d" % (wd[:3], d.day, d.month, d.year),
        "Weekday d Month": "%s %d %s" % (wd, d.day, mon),
        "d/m": "%d/%d" % (d.day, d.month),
        "d Mon": "%d %s" % (d.day, mon[:3]),
        "wd dd/mm": "%s %02d/%02d" % (wd[:3], d.day, d.month),
        "wd d Mon": "%s %d %s" % (wd[:3], d.day, mon[:3]),
        "dth Month": "%s %s" % (ordinal(d.day), mon),
        "Mon yyyy": "%s %d" % (mon[:3], d.year),
        "Month yyyy": "%s %d" % (mon, d.year),
        "yyyy-mm-dd": "%d-%02d-%02d" % (d.year, d.month, d.day),
        "yyyy/mm/dd": "%d/%02d/%02d" % (d.year, d.month, d.day),
        "mm/dd/yyyy": "%02d/%02d/%d" % (d.month, d.day, d.year),
        "m/d/yy": "%d/%d/%02d" % (d.month, d.day, d.year % 100),
        "m/d": "%d/%d" % (d.month, d.day),
        "Month d, yyyy": "%s %d, %d" % (mon, d.day, d.year),
        "Mon d, yyyy": "%s %d, %d" % (mon[:3], d.day, d.year),
        "Mon d": "%s %d" % (mon[:3], d.day),
        "wd m/d": "%s %d/%d" % (wd[:3], d.month, d.day),
        "wd Mon d": "%s %s %d" % (wd[:3], mon[:3], d.day),
        "mm-dd-yyyy": "%02d-%02d-%d" % (d.month, d.day, d.year),
        "Weekday, Month d": "%s, %s %d" % (wd, mon, d.day),
        "Month dth": "%s %s" % (mon, ordinal(d.day)),
        "ddmmyy": "%02d%02d%02d" % (d.day, d.month, d.year % 100),
        "weekday": wd,
        "wd": wd[:3],
        "year": str(d.year),
        "month": mon,
    }[style]
    return s


def styles_for(country):
    if country == "US":
        return MDY_STYLES
    if country == "CA":
        return CA_STYLES
    return DMY_STYLES


NODAY = ("Mon yyyy", "Month yyyy", "year", "month", "weekday", "wd")


def appt_styles(country):
    return [x for x in styles_for(country) if x not in NODAY]


def wd_style(country):
    return {"US": "wd m/d", "CA": "wd Mon d"}.get(country, "wd dd/mm")


def numeric_style(country):
    return {"US": "mm/dd/yyyy", "CA": "yyyy-mm-dd"}.get(country, "dd/mm/yyyy")


def short_style(country):
    return {"US": "m/d", "CA": "Mon d"}.get(country, "d Mon")


# ---------------------------------------------------------------- contacts
UK_AREAS = ["0113", "0114", "0115", "0116", "0117", "0118", "0121", "0131",
            "0141", "0151", "0161", "0191", "01632", "01904", "01223",
            "01865", "01273", "01482", "020"]
US_AREAS = ["614", "503", "612", "804", "404", "602", "608", "215", "303",
            "617", "313", "512", "919", "206", "312", "410", "801", "615",
            "319", "802"]
CA_AREAS = ["416", "647", "604", "403", "204", "902", "306", "506", "709", "613"]
AU_AREAS = ["02", "03", "07", "08"]


def phone(rng, country, kind="land"):
    """Return a fictional number that always contains 555."""
    if country == "UK":
        if kind == "mobile":
            return rng.choice(["07700 555%s", "07700 555 %s", "077005 55%s"]) % digits(rng, 3)
        a = rng.choice(UK_AREAS)
        if a == "020":
            return "020 %s 555%s" % (rng.choice(["7946", "8123", "3300"]), digits(rng, 1))
        if len(a) == 5:
            return "%s 555%s" % (a, digits(rng, 3))
        return rng.choice(["%s 555 %s", "%s 555%s", "(%s) 555 %s"]) % (a, digits(rng, 4))
    if country == "AU":
        if kind == "mobile":
            return rng.choice(["04%s 555 %s", "04%s555%s"]) % (digits(rng, 2), digits(rng, 3))
        a = rng.choice(AU_AREAS)
        k = rng.randrange(3)
        if k == 0:
            return "(%s) 5550 %s" % (a, digits(rng, 4))
        if k == 1:
            return "%s 5550 %s" % (a, digits(rng, 4))
        return "+61 %s 5550 %s" % (a[1], digits(rng, 4))
    areas = CA_AREAS if country == "CA" else US_AREAS
    a = rng.choice(areas)
    d4 = "01" + digits(rng, 2)
    return rng.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "+1 %s 555 %s",
                       "(%s) 555-%s"]) % (a, d4)


def extension(rng):
    return rng.choice([" ext. ", " ext ", " x", " Ext "]) + "5" + digits(rng, 3)


def bleep(rng):
    return rng.choice(["555", "5550", "555"]) + digits(rng, 1)


def email(rng, first, last, kind="staff"):
    f = first.lower().replace(" ", "").replace("'", "")
    l = last.lower().replace(" ", "").replace("'", "")
    f = _ascii(f)
    l = _ascii(l)
    dom = rng.choice(["example.org", "example.com", "example.net",
                      "nhs.example.org", "health.example.net", "mail.example.com"])
    if kind == "staff":
        local = rng.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s.%s" % (l, f[0])])
    else:
        local = rng.choice(["%s%s" % (f, digits(rng, 2)), "%s_%s" % (f, l[:3]),
                            "%s.%s%s" % (f[0], l, digits(rng, 1)), "%sxo%s" % (f, digits(rng, 2))])
        dom = rng.choice(["example.com", "example.net", "example.org"])
    return "%s@%s" % (local, dom)


def _ascii(s):
    table = {"é": "e", "è": "e", "ê": "e", "ë": "e", "á": "a", "à": "a",
             "í": "i", "ï": "i", "ó": "o", "ö": "o", "ô": "o", "ú": "u",
             "ü": "u", "ñ": "n", "ç": "c", "ş": "s", "ś": "s", "ø": "o",
             "-": ""}
    return "".join(table.get(ch, ch) for ch in s)


def url(rng, stem):
    stem = "".join(ch for ch in _ascii(stem.lower()) if ch.isalnum()) or "edservice"
    return rng.choice([
        "https://portal.example.org/%s" % stem,
        "www.example.net/%s/telehealth" % stem,
        "https://meet.example.com/r/%s%s" % (stem[:4], digits(rng, 4)),
        "http://%s.example.org/mealsupport" % stem,
        "https://example.org/%s/referrals" % stem,
        "www.%s.example.com" % stem,
    ])


def ipaddr(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))


# --------------------------------------------------------------- identifiers
def mrn(rng, country):
    if country == "UK":
        return rng.choice(["%s%s" % (rng.choice("KHRMTS"), digits(rng, 7)),
                           "RX%s" % digits(rng, 6), digits(rng, 8)])
    if country == "AU":
        return rng.choice([digits(rng, 7), "0" + digits(rng, 6), "MR%s" % digits(rng, 6)])
    if country == "CA":
        return rng.choice(["H%s" % digits(rng, 7), digits(rng, 8),
                           "%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))])
    return rng.choice(["00%s" % digits(rng, 6), "E%s" % digits(rng, 7),
                       digits(rng, 9), "M%s" % digits(rng, 7)])


def nhs_number(rng):
    return "%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 4))


def healthplan(rng, country):
    if country == "AU":
        return rng.choice(["%s %s %s" % (digits(rng, 4), digits(rng, 5), digits(rng, 1)),
                           "%s%s" % (digits(rng, 10), "/" + str(rng.randrange(1, 6)))])
    if country == "CA":
        return rng.choice(["%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2)),
                           "%s %s %s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3)),
                           "%s %s" % (digits(rng, 4), digits(rng, 6))])
    if country == "UK":
        return "%s-%s-%s" % (letters(rng, 3), digits(rng, 4), digits(rng, 3))
    return rng.choice(["%s%s" % (letters(rng, 3), digits(rng, 6)),
                       "W%s" % digits(rng, 9), "%s-%s" % (letters(rng, 2), digits(rng, 8)),
                       "HP%s" % digits(rng, 7)])


def account(rng):
    return rng.choice(["%s" % digits(rng, 10), "%s-%s" % (digits(rng, 4), digits(rng, 4)),
                       "V%s" % digits(rng, 8), "EP%s" % digits(rng, 7),
                       "%s-%s-%s" % (digits(rng, 3), digits(rng, 3), digits(rng, 4)),
                       "F%s" % digits(rng, 8)])


def license_no(rng, country, role):
    if role == "other":
        return rng.choice(["%s%s" % (letters(rng, 2), digits(rng, 6)), "%s-%s" % (digits(rng, 3), digits(rng, 4)),
                           "R%s" % digits(rng, 7)])
    if country == "UK":
        if role in ("nurse",):
            return "%s%s%s%s" % (digits(rng, 2), rng.choice("ABCDEFGHIJ"), digits(rng, 4), rng.choice("ABCDEFGHJKLMNOPQRSTUVWXYZ"))
        if role == "dietitian":
            return "DT%s" % digits(rng, 6)
        if role == "psych":
            return "PYL%s" % digits(rng, 5)
        return digits(rng, 7)
    if country == "AU":
        pre = {"nurse": "NMW", "psych": "PSY", "dietitian": "APD"}.get(role, "MED")
        if pre == "APD":
            return "APD %s" % digits(rng, 5)
        return "%s000%s" % (pre, digits(rng, 7))
    if country == "CA":
        return rng.choice(["%s" % digits(rng, 5), "CPSO %s" % digits(rng, 5),
                           "%s-%s" % (digits(rng, 2), digits(rng, 4))]) if role == "doctor" \
            else digits(rng, 7)
    if role == "doctor":
        return rng.choice(["%s" % ("1" + digits(rng, 9)),
                           "%s%s" % (rng.choice(["AB", "BR", "FM", "MK"]), digits(rng, 7))])
    return "%s.%s" % (rng.choice(["RN", "LD", "LP"]), digits(rng, 6))


def device_sn(rng):
    return rng.choice(["S%s" % digits(rng, 8), "%s%s" % (letters(rng, 2), digits(rng, 7)),
                       "%s-%s" % (digits(rng, 4), digits(rng, 5)),
                       "BME-%s" % digits(rng, 6),
                       "%s%s%s" % (digits(rng, 2), letters(rng, 3), digits(rng, 5)),
                       "0M%s" % letters(rng, 8, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789")])


def vehicle(rng, country):
    if rng.random() < 0.2:
        return letters(rng, 17, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789")
    if country == "UK":
        return "%s%s %s" % (letters(rng, 2), digits(rng, 2), letters(rng, 3))
    if country == "AU":
        return rng.choice(["%s %s" % (digits(rng, 1) + letters(rng, 2), digits(rng, 1) + letters(rng, 2)),
                           "%s-%s" % (letters(rng, 3), digits(rng, 3))])
    if country == "CA":
        return "%s %s" % (letters(rng, 4), digits(rng, 3))
    return rng.choice(["%s%s%s" % (digits(rng, 1), letters(rng, 3), digits(rng, 3)),
                       "%s-%s" % (letters(rng, 3), digits(rng, 4))])


def bioid(rng, kind=None):
    if kind == "voice":
        return rng.choice(["VP-%s" % digits(rng, 5), "VOX%s" % digits(rng, 6)])
    if kind == "finger":
        return rng.choice(["FP-%s" % digits(rng, 5), "FPT%s" % digits(rng, 6)])
    if kind == "palm":
        return "PV-%s" % digits(rng, 5)
    if kind == "face":
        return "FR-%s-%s" % (digits(rng, 4), digits(rng, 2))
    return rng.choice(["FP-%s" % digits(rng, 5), "PV-%s" % digits(rng, 5),
                       "BIO-%s-%s" % (digits(rng, 4), letters(rng, 1)),
                       "IR%s" % digits(rng, 6), "FR-%s-%s" % (digits(rng, 4), digits(rng, 2)),
                       "VP-%s" % digits(rng, 5)])


def idnum(rng, kind="lab"):
    if kind == "lab":
        return rng.choice(["%s%s%s" % (digits(rng, 2), rng.choice("HBMC"), digits(rng, 6)),
                           "SPEC%s" % digits(rng, 7), "%s-%s" % (letters(rng, 1) + digits(rng, 2), digits(rng, 5)),
                           "ACC%s" % digits(rng, 8)])
    if kind == "order":
        return rng.choice(["ORD-%s" % digits(rng, 8), "%s" % digits(rng, 9), "RQ%s" % digits(rng, 6)])
    if kind == "ref":
        return rng.choice(["REF-%s" % digits(rng, 6), "%s/%s" % (letters(rng, 3), digits(rng, 5)),
                           "CR%s" % digits(rng, 7), "%s %s %s" % (digits(rng, 4), digits(rng, 4), digits(rng, 4))])
    if kind == "mha":
        return rng.choice(["MHA/%s/%s" % (digits(rng, 2), digits(rng, 4)), "MHA-%s" % digits(rng, 6),
                           "T%s" % digits(rng, 6)])
    if kind == "upn":
        return "%s%s" % (rng.choice("ABCDEFGHJKLMNPRT"), digits(rng, 12))
    if kind == "safeg":
        return rng.choice(["SG-%s-%s" % (digits(rng, 2), digits(rng, 4)), "MASH%s" % digits(rng, 6)])
    if kind == "police":
        return rng.choice(["CAD %s" % digits(rng, 4), "INC-%s" % digits(rng, 7), "P%s" % digits(rng, 8)])
    if kind == "ecg":
        return rng.choice(["ECG%s" % digits(rng, 7), "%s" % digits(rng, 8)])
    return "%s%s" % (letters(rng, 2), digits(rng, 6))


def ssn(rng, country):
    if country == "US":
        return rng.choice(["9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4)),
                           "000-%s-%s" % (digits(rng, 2), digits(rng, 4))])
    if country == "CA":
        return rng.choice(["9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3)),
                           "9%s-%s-%s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))])
    if country == "AU":
        return "9%s %s %s%s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3), rng.choice("ABCHJKLMNPRSTX"))
    return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))


def username(rng, first, last):
    f = _ascii(first.lower().replace("'", "").replace(" ", ""))
    l = _ascii(last.lower().replace("'", "").replace(" ", ""))
    return rng.choice(["%s%s%s" % (f[0], l[:7], rng.randrange(1, 9)), "%s.%s" % (l, f[0]),
                       "%s%s" % (l[:6].upper(), f[0].upper()), "%s_%s" % (f, l[:4]),
                       "%s%s" % (f[:3], l[:3])])


def zipcode(rng, country):
    if country == "US":
        z = digits(rng, 5)
        if z[0] == "0":
            z = "4" + z[1:]
        return z if rng.random() < 0.85 else z + "-" + digits(rng, 4)
    if country == "AU":
        return rng.choice("234567") + digits(rng, 3)
    if country == "CA":
        L = "ABCEGHJKLMNPRSTVXY"
        return "%s%s%s %s%s%s" % (rng.choice(L), digits(rng, 1), rng.choice(L),
                                  digits(rng, 1), rng.choice(L), digits(rng, 1))
    out = rng.choice(["KB", "HV", "LW", "RX", "TD", "SN", "BF", "WM", "NE", "CR"])
    return "%s%d %d%s" % (out, rng.randrange(1, 30), rng.randrange(1, 10), letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))


def add_days(d, n):
    return d + _dt.timedelta(days=n)
