"""Span-recording document builder and PHI surface-form formatters.

Offsets are recorded in one pass while the note text is appended piece by
piece: nothing ever searches the finished text for a PHI string.
"""
import string

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class P:
    """A PHI value: text plus fine type."""
    __slots__ = ("text", "type")

    def __init__(self, text, typ):
        if typ not in LABEL:
            raise ValueError("bad type " + typ)
        if not text or text != text.strip():
            raise ValueError("bad phi text %r" % (text,))
        self.text = text
        self.type = typ

    def __repr__(self):
        return "P(%r,%s)" % (self.text, self.type)


def flat(x):
    """Plain text of a str / P / nested list."""
    if x is None:
        return ""
    if isinstance(x, str):
        return x
    if isinstance(x, P):
        return x.text
    return "".join(flat(y) for y in x)


def low(x):
    """Lower-case a str / P / list, keeping types (used for casual forms)."""
    if isinstance(x, str):
        return x.lower()
    if isinstance(x, P):
        return P(x.text.lower(), x.type)
    return [low(y) for y in x]


def up(x):
    if isinstance(x, str):
        return x.upper()
    if isinstance(x, P):
        return P(x.text.upper(), x.type)
    return [up(y) for y in x]


_FMT = string.Formatter()


class Doc:
    def __init__(self):
        self.parts = []
        self.spans = []
        self.pos = 0

    def add(self, x):
        if x is None:
            return self
        if isinstance(x, str):
            if x:
                self.parts.append(x)
                self.pos += len(x)
        elif isinstance(x, P):
            start = self.pos
            self.parts.append(x.text)
            self.pos += len(x.text)
            if self.spans and self.spans[-1][1] > start:
                raise ValueError("overlap")
            self.spans.append((start, self.pos, x.type))
        else:
            for y in x:
                self.add(y)
        return self

    def w(self, fmt, *args, **kw):
        """Write a format string whose fields are str, P or lists of both."""
        auto = 0
        for literal, field, spec, _conv in _FMT.parse(fmt):
            if literal:
                self.add(literal)
            if field is None:
                continue
            if field == "":
                val = args[auto]
                auto += 1
            elif field.isdigit():
                val = args[int(field)]
            else:
                val = kw[field]
            if isinstance(val, (int, float)) and not isinstance(val, bool):
                val = format(val, spec or "")
                spec = ""
            if spec and spec[0] in "<>" and spec[1:].isdigit():
                width = int(spec[1:])
                pad = " " * max(0, width - len(flat(val)))
                if spec[0] == ">":
                    self.add(pad)
                    self.add(val)
                else:
                    self.add(val)
                    self.add(pad)
            else:
                self.add(val)
        return self

    def ln(self, fmt="", *args, **kw):
        self.w(fmt, *args, **kw)
        self.add("\n")
        return self

    def finish(self, lower=False):
        text = "".join(self.parts)
        if lower:
            lo = text.lower()
            if len(lo) != len(text):
                raise ValueError("lower() changed length")
            text = lo
        spans = []
        for s, e, t in self.spans:
            spans.append({"start": s, "end": e, "label": LABEL[t], "type": t,
                          "text": text[s:e]})
        return text, spans


# ---------------------------------------------------------------- dates
MONTHS = ("January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _ord(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def dmy_first(country):
    return country != "US"


def date_str(d, style, country):
    """Surface form of a datetime.date; style names are generic."""
    dm = dmy_first(country)
    mon = MONTHS[d.month - 1]
    ab = mon[:3]
    wd = WEEKDAYS[d.weekday()]
    y2 = d.year % 100
    if style == "num":
        if country == "CA":
            return "%04d-%02d-%02d" % (d.year, d.month, d.day)
        return ("%02d/%02d/%04d" % (d.day, d.month, d.year)) if dm else \
            ("%02d/%02d/%04d" % (d.month, d.day, d.year))
    if style == "num_np":
        return ("%d/%d/%04d" % (d.day, d.month, d.year)) if dm else \
            ("%d/%d/%04d" % (d.month, d.day, d.year))
    if style == "num2":
        return ("%02d/%02d/%02d" % (d.day, d.month, y2)) if dm else \
            ("%d/%d/%02d" % (d.month, d.day, y2))
    if style == "dot":
        return "%02d.%02d.%02d" % (d.day, d.month, y2) if dm else "%02d.%02d.%04d" % (d.month, d.day, d.year)
    if style == "dash":
        return ("%02d-%02d-%04d" % (d.day, d.month, d.year)) if dm else \
            ("%02d-%02d-%04d" % (d.month, d.day, d.year))
    if style == "iso":
        return "%04d-%02d-%02d" % (d.year, d.month, d.day)
    if style == "long":
        return ("%d %s %d" % (d.day, mon, d.year)) if dm else ("%s %d, %d" % (mon, d.day, d.year))
    if style == "long_ord":
        return ("%s %s %d" % (_ord(d.day), mon, d.year)) if dm else ("%s %s, %d" % (mon, _ord(d.day), d.year))
    if style == "abbr":
        return ("%02d-%s-%04d" % (d.day, ab, d.year)) if dm else ("%s-%02d-%04d" % (ab, d.day, d.year))
    if style == "abbr_sp":
        return ("%d %s %d" % (d.day, ab, d.year)) if dm else ("%s %d, %d" % (ab, d.day, d.year))
    if style == "abbr2":
        return "%d %s %02d" % (d.day, ab, y2) if dm else "%s %d '%02d" % (ab, d.day, y2)
    if style == "sys":
        return "%02d%s%04d" % (d.day, ab.upper(), d.year)
    if style == "wk":
        return ("%s %d/%d" % (wd[:3], d.day, d.month)) if dm else ("%s %d/%d" % (wd[:3], d.month, d.day))
    if style == "wk_long":
        return ("%s %d %s %d" % (wd, d.day, mon, d.year)) if dm else ("%s, %s %d, %d" % (wd, mon, d.day, d.year))
    if style == "wk_num":
        return ("%s %02d/%02d/%04d" % (wd[:3], d.day, d.month, d.year)) if dm else \
            ("%s %02d/%02d/%04d" % (wd[:3], d.month, d.day, d.year))
    if style == "short":
        return ("%d/%d" % (d.day, d.month)) if dm else ("%d/%d" % (d.month, d.day))
    if style == "daymon":
        return ("%d %s" % (d.day, ab)) if dm else ("%s %d" % (ab, d.day))
    if style == "daymon_long":
        return ("%s %s" % (_ord(d.day), mon)) if dm else ("%s %s" % (mon, _ord(d.day)))
    if style == "monyear":
        return "%s %d" % (mon, d.year)
    if style == "monyear_ab":
        return "%s-%02d" % (ab, y2)
    if style == "monyear_num":
        return "%02d/%04d" % (d.month, d.year)
    if style == "year":
        return "%d" % d.year
    if style == "ordinal":
        return _ord(d.day)
    if style == "weekday":
        return wd
    raise ValueError(style)


FULL_STYLES = ("num", "num", "num", "num_np", "num2", "dot", "dash", "iso", "long",
               "long_ord", "abbr", "abbr_sp", "abbr2", "sys", "wk_long", "wk_num")


def D(d, style, country):
    return P(date_str(d, style, country), "DATE")


def Drand(rng, d, country, styles=FULL_STYLES):
    return D(d, rng.choice(styles), country)


def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def letters(rng, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(pool) for _ in range(n))


# ---------------------------------------------------------------- phones
US_AREA = ("216", "503", "313", "802", "859", "319", "505", "207", "414", "402", "404",
           "512", "612", "208", "302", "602", "919", "314", "303")
CA_AREA = ("416", "613", "519", "604", "250", "902", "204", "306", "780", "506", "709")
UK_AREA = ("0114", "0117", "0121", "0131", "0141", "0161", "0191", "01632", "01223",
           "01392", "01904", "029", "028")
AU_AREA = ("02", "03", "07", "08")
IE_AREA = ("021", "091", "061", "066", "071", "01", "051", "094")


def phone(rng, country, kind="land"):
    if country in ("US", "CA"):
        a = rng.choice(US_AREA if country == "US" else CA_AREA)
        n = "555-01" + digits(rng, 2) if rng.random() < 0.6 else "555-" + digits(rng, 4)
        f = rng.randrange(5)
        if f == 0:
            return "(%s) %s" % (a, n)
        if f == 1:
            return "%s-%s" % (a, n)
        if f == 2:
            return "%s.%s" % (a, n.replace("-", "."))
        if f == 3:
            return "+1 %s %s" % (a, n.replace("-", " "))
        return "1-%s-%s" % (a, n)
    if country == "UK":
        if kind == "mobile":
            return rng.choice(("07700 555", "07911 555", "07485 555")) + digits(rng, 3) \
                if rng.random() < 0.5 else "07%s 555 %s" % (digits(rng, 3), digits(rng, 3))
        a = rng.choice(UK_AREA)
        r = rng.random()
        if r < 0.15:
            return "+44 %s 555 %s" % (a[1:], digits(rng, 4))
        if r < 0.3:
            return "(%s) 555 %s" % (a, digits(rng, 4))
        return "%s 555 %s" % (a, digits(rng, 4))
    if country == "AU":
        if kind == "mobile":
            return "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
        a = rng.choice(AU_AREA)
        r = rng.random()
        if r < 0.2:
            return "+61 %s 5550 %s" % (a[1], digits(rng, 4))
        if r < 0.6:
            return "(%s) 5550 %s" % (a, digits(rng, 4))
        return "%s 5550 %s" % (a, digits(rng, 4))
    # IE
    if kind == "mobile":
        return "08%s 555 %s" % (rng.choice("3567"), digits(rng, 4))
    a = rng.choice(IE_AREA)
    r = rng.random()
    if r < 0.2:
        return "+353 %s 555 %s" % (a[1:], digits(rng, 4))
    if r < 0.5:
        return "(%s) 555 %s" % (a, digits(rng, 4))
    return "%s 555 %s" % (a, digits(rng, 4))


def phone_ext(rng, country):
    base = phone(rng, country)
    return base + rng.choice((" ext. ", " ext ", " x", " x ", " Ext ")) + digits(rng, rng.choice((3, 4)))


def internal(rng):
    """Bleep / extension-only internal numbers (always contain 555)."""
    return rng.choice(("555", "5550", "5551", "5552", "5558")) + digits(rng, rng.choice((1, 2)))


# ---------------------------------------------------------------- e-mail / web / ip
DOMAINS = ("example.org", "example.com", "example.net")


def slug(s):
    return "".join(c for c in s.lower() if c.isalnum())


def email(rng, first, last, org=None):
    f, l = slug(first), slug(last)
    local = rng.choice((f + "." + l, f[0] + l, f + l[:1], l + "." + f[0], f + "_" + l,
                        f[0] + "." + l + digits(rng, 2)))
    dom = rng.choice(DOMAINS)
    if org and rng.random() < 0.6:
        dom = slug(org)[:14] + "." + dom
    return local + "@" + dom


def dept_email(rng, org):
    box = rng.choice(("rt.physics", "radonc.bookings", "rtplanning", "brachy.team",
                      "oncology.nurses", "rt-reception", "mouldroom", "radiotherapy.admin"))
    return box + "@" + slug(org)[:14] + "." + rng.choice(DOMAINS)


def url(rng, org=None):
    host = rng.choice(("www.", "portal.", "", "myhealth.", "patients."))
    base = (slug(org)[:14] + "." if org and rng.random() < 0.6 else "") + rng.choice(DOMAINS)
    path = rng.choice(("/radiotherapy", "/rt-info", "/portal", "/myrecord/login",
                       "/patient-info/skin-care", "/brachytherapy", "/fertility", "",
                       "/radonc/telehealth", "/leaflets/rt-pelvis.pdf"))
    pre = rng.choice(("https://", "", "http://", "https://"))
    if pre == "" and host == "":
        host = "www."
    return pre + host + base + path


def ipaddr(rng):
    r = rng.randrange(3)
    if r == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if r == 1:
        return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))


# ---------------------------------------------------------------- identifiers
def mrn(rng, country):
    if country == "UK":
        return rng.choice(("K%s" % digits(rng, 7), "RX%s" % digits(rng, 6),
                           "H%s%s" % (digits(rng, 6), letters(rng, 1)), "%s" % digits(rng, 8),
                           "M%s" % digits(rng, 7)))
    if country == "US":
        return rng.choice(("00%s" % digits(rng, 6), "E%s" % digits(rng, 7), digits(rng, 9),
                           "MR-%s" % digits(rng, 7), "%s-%s" % (digits(rng, 3), digits(rng, 5))))
    if country == "AU":
        return rng.choice((digits(rng, 7), "U%s" % digits(rng, 6), "%s%s" % (letters(rng, 2), digits(rng, 6))))
    if country == "CA":
        return rng.choice(("%s-%s-%s" % (digits(rng, 1), digits(rng, 3), digits(rng, 3)),
                           digits(rng, 8), "T%s" % digits(rng, 7)))
    return rng.choice((digits(rng, 7), "%s%s" % (letters(rng, 1), digits(rng, 6)), "00%s" % digits(rng, 6)))


def healthplan(rng, country, dob=None, kind=None):
    """Return (label, value) for the country's health-plan identifier."""
    if country == "UK":
        if kind == "CHI" or (kind is None and rng.random() < 0.15 and dob):
            return "CHI", "%02d%02d%02d%s" % (dob.day, dob.month, dob.year % 100, digits(rng, 4))
        return rng.choice(("NHS No", "NHS Number", "NHS#")), "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 4))
    if country == "US":
        return rng.choice(("Member ID", "Ins ID", "Subscriber #", "Medicare MBI")), rng.choice(
            ("%s%s" % (letters(rng, 3), digits(rng, 6)), "W%s" % digits(rng, 9),
             "%s%s%s%s" % (digits(rng, 1), letters(rng, 2), digits(rng, 1), letters(rng, 1) + digits(rng, 5)),
             "%s-%s" % (letters(rng, 2), digits(rng, 7))))
    if country == "AU":
        if rng.random() < 0.2:
            return "DVA", "%s%s%s" % (rng.choice(("N", "V", "Q", "W")), letters(rng, 1), digits(rng, 6))
        return rng.choice(("Medicare No", "Medicare", "Medicare #")), "%s %s %s" % (
            rng.choice("23456") + digits(rng, 3), digits(rng, 5), digits(rng, 1))
    if country == "CA":
        r = rng.random()
        if r < 0.5:
            return rng.choice(("OHIP", "Health Card", "HCN")), "%s-%s-%s-%s" % (
                digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))
        if r < 0.8:
            return rng.choice(("PHN", "BC PHN")), "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
        return "MSI", "%s %s %s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3))
    r = rng.random()
    if r < 0.5:
        return rng.choice(("Medical Card No", "GMS No", "Med Card")), "%s%s" % (digits(rng, 7), letters(rng, 1))
    return rng.choice(("IHI", "Ins. Member No", "Policy No")), digits(rng, 10) if r < 0.75 else "VH%s" % digits(rng, 8)


def group_number(rng):
    return rng.choice(("GRP-%s" % digits(rng, 5), "%s-%s" % (digits(rng, 5), letters(rng, 1)), "G%s" % digits(rng, 6)))


def ssn(rng, country):
    """US SSN / Canadian SIN / Irish PPSN - always starting with 9 or 000."""
    if country == "US":
        if rng.random() < 0.2:
            return "000-%s-%s" % (digits(rng, 2), digits(rng, 4))
        return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    if country == "CA":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    return "9%s%s" % (digits(rng, 6), letters(rng, rng.choice((1, 2)), "ABCDEFGHWT"))


def account(rng):
    return rng.choice(("%s-%s" % (digits(rng, 4), digits(rng, 4)), "V%s" % digits(rng, 8),
                       "F%s" % digits(rng, 8), "ENC%s" % digits(rng, 9), digits(rng, 10),
                       "EP-%s" % digits(rng, 6), "A%s" % digits(rng, 7)))


def license_no(rng, country, role):
    if country == "US":
        if role == "doctor" and rng.random() < 0.3:
            return "DEA", "%s%s%s" % (rng.choice("ABFM"), letters(rng, 1), digits(rng, 7))
        return "NPI", "1" + digits(rng, 9)
    if country == "UK":
        if role == "doctor":
            return "GMC", rng.choice("4567") + digits(rng, 6)
        return "HCPC", ("RA" if role != "physicist" else "CS") + digits(rng, 5)
    if country == "AU":
        return "AHPRA", ("MED" if role == "doctor" else "MRP") + "000" + digits(rng, 7)
    if country == "CA":
        return ("CPSO" if role == "doctor" else "CMRTO"), digits(rng, 5)
    return ("IMC" if role == "doctor" else "CORU"), digits(rng, 6) if role == "doctor" else "RT" + digits(rng, 5)


def device_serial(rng, kind="cied"):
    if kind == "cied":
        return rng.choice(("%s%s" % (letters(rng, 3), digits(rng, 6)), "RNS%s%s" % (digits(rng, 6), letters(rng, 1)),
                           "%s" % digits(rng, 8), "PJN%s" % digits(rng, 6), "BLK%s-%s" % (digits(rng, 4), digits(rng, 3))))
    if kind == "source":
        return rng.choice(("D%s%s-%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 4)),
                           "IR%s" % digits(rng, 6), "%s-%s" % (digits(rng, 5), digits(rng, 2))))
    if kind == "linac":
        return rng.choice(("H%s" % digits(rng, 6), "%s" % digits(rng, 6), "SN%s" % digits(rng, 5),
                           "VHD-%s" % digits(rng, 5)))
    if kind == "dosimeter":
        return rng.choice(("%s" % digits(rng, 6), "DA%s%s" % (digits(rng, 8), letters(rng, 1)),
                           "%s-%s" % (digits(rng, 2), digits(rng, 4)), "OSL-%s" % digits(rng, 6)))
    return "%s%s" % (letters(rng, 2), digits(rng, 7))


def vehicle(rng, country):
    if country == "UK":
        return "%s%s %s" % (letters(rng, 2), digits(rng, 2), letters(rng, 3))
    if country == "US":
        return rng.choice(("%s%s%s" % (digits(rng, 1), letters(rng, 3), digits(rng, 3)),
                           "%s-%s" % (letters(rng, 3), digits(rng, 4))))
    if country == "AU":
        return rng.choice(("%s%s %s" % (digits(rng, 1), letters(rng, 3), digits(rng, 3)),
                           "%s%s%s" % (letters(rng, 3), digits(rng, 2), letters(rng, 1))))
    if country == "CA":
        return "%s %s" % (letters(rng, 4), digits(rng, 3))
    return "%s-%s-%s" % (rng.choice(("191", "221", "12", "08", "231", "202")),
                         rng.choice(("D", "C", "G", "KY", "WX", "MO", "L")), digits(rng, rng.choice((4, 5))))


def vin(rng):
    return letters(rng, 3, "ABCDEFGHJKLMNPRSTUVWXYZ123456789") + digits(rng, 2) + \
        letters(rng, 4) + digits(rng, 8)


def bioid(rng):
    return rng.choice(("PV-%s" % digits(rng, 7), "FR-%s-%s" % (digits(rng, 5), letters(rng, 1)),
                       "FP-%s" % digits(rng, 5), "IRIS-%s" % digits(rng, 6), "BIO%s" % digits(rng, 8)))


def idnum(rng, kind="acc"):
    if kind == "acc":
        return rng.choice(("CT%s-%s" % (digits(rng, 2), digits(rng, 6)), "RAD%s" % digits(rng, 7),
                           "ACC-%s" % digits(rng, 8), "%s%s" % (letters(rng, 2), digits(rng, 8))))
    if kind == "incident":
        return rng.choice(("DX%s" % digits(rng, 6), "RISQ-%s-%s" % (digits(rng, 2), digits(rng, 4)),
                           "IR-%s" % digits(rng, 6), "SAF-%s" % digits(rng, 5), "NIMS-%s" % digits(rng, 6)))
    if kind == "order":
        return rng.choice(("ORD%s" % digits(rng, 8), "RTR-%s-%s" % (digits(rng, 2), digits(rng, 4)),
                           "REQ%s" % digits(rng, 7), "PR-%s" % digits(rng, 6)))
    if kind == "trial":
        return rng.choice(("%s-%s" % (letters(rng, 3), digits(rng, 4)), "TR%s" % digits(rng, 6),
                           "%s/%s" % (digits(rng, 3), digits(rng, 4))))
    if kind == "specimen":
        return "%s%s-%s" % (rng.choice("SHBC"), digits(rng, 2), digits(rng, 5))
    if kind == "mould":
        return rng.choice(("MR-%s" % digits(rng, 5), "SH-%s" % digits(rng, 4), "M%s/%s" % (digits(rng, 2), digits(rng, 4))))
    if kind == "msg":
        return "MSG-%s" % digits(rng, 8)
    if kind == "ubrn":
        return "%s %s %s" % (digits(rng, 4), digits(rng, 4), digits(rng, 4))
    if kind == "permit":
        return "PK-%s" % digits(rng, 5)
    return "ID%s" % digits(rng, 7)


def username(rng, first, last, patient=False, role=None):
    f, l = slug(first), slug(last)
    if patient:
        return rng.choice((f + l[:4] + digits(rng, 2), f[0] + l[:7], f + "." + l, l + f[:1] + digits(rng, 3),
                           f + "_" + digits(rng, 4)))
    forms = [f[0] + l[:7], f[0] + l[:6] + str(rng.randrange(1, 9)), (f[0] + l[:7]).upper(), f + "." + l, l[:6] + f[:2]]
    if role == "rad":
        forms.append("rtt_" + f[0] + l[:6])
    elif role == "phys":
        forms.append("phys." + f[:1] + l[:5])
    elif role in ("cons", "reg"):
        forms.append("dr" + f[0] + l[:6])
    return rng.choice(forms)
