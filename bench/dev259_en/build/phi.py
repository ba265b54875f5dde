"""Span-recording document builder and PHI surface-form formatters (dev259_en)."""
import datetime
import re

LABEL_OF = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class Phi:
    __slots__ = ("value", "type")

    def __init__(self, value, typ):
        if typ not in LABEL_OF:
            raise ValueError("bad type %r" % typ)
        if not value or value != value.strip():
            raise ValueError("bad PHI value %r" % value)
        self.value = value
        self.type = typ

    def __repr__(self):
        return "Phi(%r,%r)" % (self.value, self.type)


_FIELD = re.compile(r"\{(\w+)\}")


class Doc:
    """Accumulates text pieces and records span offsets in one pass."""

    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.pos = 0
        self.spans = []

    def _put(self, s):
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)
        return s

    def w(self, *items):
        for it in items:
            if it is None or it == "":
                continue
            if isinstance(it, str):
                self._put(it)
            elif isinstance(it, Phi):
                start = self.pos
                s = self._put(it.value)
                self.spans.append({"start": start, "end": self.pos, "label": LABEL_OF[it.type],
                                   "type": it.type, "text": s})
            elif isinstance(it, (list, tuple)):
                self.w(*it)
            elif isinstance(it, int):
                self._put(str(it))
            else:
                raise TypeError(repr(it))
        return self

    def f(self, tpl, **kw):
        pieces = _FIELD.split(tpl)
        for i, piece in enumerate(pieces):
            if i % 2 == 0:
                self.w(piece)
            else:
                self.w(kw[piece])
        return self

    def line(self, tpl="", **kw):
        self.f(tpl, **kw)
        self._put("\n")
        return self

    def text(self):
        return "".join(self.parts)


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

US_STYLES = ["us_slash", "us_short", "month_d_y", "mon_d_y", "iso", "dmy_mon", "us_slash"]
INTL_STYLES = ["uk_slash", "d_mon_y", "d_month_y", "iso", "dmy_mon", "dot", "uk_slash", "d_mon_y"]


def _ord(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def fmt_date(d, style):
    m, y, dd = d.month, d.year, d.day
    mon = MONTHS[m - 1][:3]
    if style == "us_slash":
        return "%02d/%02d/%04d" % (m, dd, y)
    if style == "us_short":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "uk_slash":
        return "%02d/%02d/%04d" % (dd, m, y)
    if style == "uk_short":
        return "%d/%d/%02d" % (dd, m, y % 100)
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, dd)
    if style == "dmy_mon":
        return "%02d-%s-%04d" % (dd, mon, y)
    if style == "d_mon_y":
        return "%d %s %04d" % (dd, mon, y)
    if style == "d_month_y":
        return "%d %s %04d" % (dd, MONTHS[m - 1], y)
    if style == "month_d_y":
        return "%s %d, %04d" % (MONTHS[m - 1], dd, y)
    if style == "mon_d_y":
        return "%s %d %04d" % (mon, dd, y)
    if style == "mon_d":
        return "%s %d" % (mon, dd)
    if style == "d_mon":
        return "%d %s" % (dd, mon)
    if style == "ordinal":
        return "%s %s" % (_ord(dd), MONTHS[m - 1])
    if style == "ordinal_y":
        return "%s %s %d" % (_ord(dd), MONTHS[m - 1], y)
    if style == "dot":
        return "%02d.%02d.%02d" % (dd, m, y % 100)
    if style == "compact":
        return "%02d%s%02d" % (dd, mon.upper(), y % 100)
    if style == "compact4":
        return "%02d%s%04d" % (dd, mon.upper(), y)
    if style == "wk_md":
        return "%s %d/%d" % (WEEKDAYS[d.weekday()][:3], m, dd)
    if style == "wk_dm":
        return "%s %d/%d" % (WEEKDAYS[d.weekday()][:3], dd, m)
    if style == "wk_full_us":
        return "%s, %s %d, %04d" % (WEEKDAYS[d.weekday()], MONTHS[m - 1], dd, y)
    if style == "wk_full_uk":
        return "%s %d %s %04d" % (WEEKDAYS[d.weekday()], dd, MONTHS[m - 1], y)
    if style == "wk_d_mon":
        return "%s %d %s" % (WEEKDAYS[d.weekday()][:3], dd, mon)
    if style == "md":
        return "%d/%d" % (m, dd)
    if style == "dm":
        return "%d/%d" % (dd, m)
    if style == "month_y":
        return "%s %04d" % (MONTHS[m - 1], y)
    if style == "mon_y":
        return "%s-%02d" % (mon, y % 100)
    if style == "y":
        return "%04d" % y
    if style == "weekday":
        return WEEKDAYS[d.weekday()]
    if style == "bs":  # approximate Bikram Sambat rendering used on Nepali forms
        by = y + (57 if m >= 4 else 56)
        bm = (m + 8) % 12 + 1
        return "%04d/%02d/%02d" % (by, bm, min(dd, 30))
    raise ValueError(style)


def short_style(us):
    return "md" if us else "dm"


# ---------------------------------------------------------------- contacts
AREA = {"US": ["970", "435", "406", "907", "208", "303", "801", "509", "307", "603"],
        "CA": ["867", "250", "403", "780", "819", "604"],
        "UK": ["01539", "01397", "01479", "01286", "01766", "01687", "01854", "01768"],
        "NZ": ["03", "07", "04", "06"],
        "NP": ["1", "38", "61", "49"],
        "AU": ["02", "03"]}


def phone(rng, country, mobile=None):
    if mobile is None:
        mobile = rng.random() < 0.35
    d4 = "%04d" % rng.randint(100, 9999)
    if country in ("US", "CA"):
        a = rng.choice(AREA[country])
        n = "01%02d" % rng.randint(0, 99) if rng.random() < 0.7 else d4
        return rng.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "+1 %s 555 %s", "1-%s-555-%s",
                           "%s 555 %s"]) % (a, n)
    if country == "UK":
        if mobile:
            return rng.choice(["07700 555%03d", "07%d00 555 %03d", "+44 7700 555%03d"]).replace(
                "%d00", str(rng.randint(3, 9)) + "00") % rng.randint(100, 999)
        a = rng.choice(AREA["UK"])
        tail = "%03d" % rng.randint(100, 999)
        if rng.random() < 0.2:
            return "+44 %s 555%s" % (a[1:], tail)
        return rng.choice(["%s 555%s", "%s 555 %s", "(%s) 555 %s"]) % (a, tail)
    if country == "NZ":
        if mobile:
            return rng.choice(["021 555 %s", "027-555-%s", "+64 21 555 %s", "022 555%s"]) % d4
        a = rng.choice(AREA["NZ"])
        if rng.random() < 0.25:
            return "+64 %s 555 %s" % (a[1:], d4)
        return rng.choice(["%s 555 %s", "(%s) 555-%s"]) % (a, d4)
    if country == "NP":
        if mobile:
            return rng.choice(["+977 985 555 %s", "985-555-%s", "+977-985555%s", "98%d555%s"]).replace(
                "%d", str(rng.randint(0, 6)), 1) % ("%04d" % rng.randint(0, 9999))
        a = rng.choice(AREA["NP"])
        return rng.choice(["+977 %s 555 %s", "0%s-555%s", "+977-%s-555-%s"]) % (a, d4)
    if country == "AU":
        if mobile:
            return rng.choice(["0491 555 %03d", "0412 555 %03d", "+61 491 555 %03d"]) % rng.randint(0, 999)
        return rng.choice(["(02) 5550 %s", "03 5550 %s", "+61 2 5550 %s"]) % d4
    return "+%d 555 %s" % (rng.randint(30, 49), d4)


def satphone(rng):
    return rng.choice(["+8816 555 %05d" % rng.randint(0, 99999),
                       "+881 631 555 %03d" % rng.randint(0, 999),
                       "+870 772 555 %03d" % rng.randint(0, 999),
                       "008816 555 %05d" % rng.randint(0, 99999),
                       "+8816-555-%05d" % rng.randint(0, 99999)])


def with_ext(rng, num):
    return num + rng.choice([" ext. %d", " x%d", " ext %d", " extn %d"]) % rng.randint(10, 4999)


DOMAINS = ["example.com", "example.org", "example.net"]


def email(rng, first, last, org=None):
    f = re.sub(r"[^a-z]", "", first.lower()) or "user"
    l = re.sub(r"[^a-z]", "", last.lower()) or "x"
    local = rng.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s_%s%d" % (f, l, rng.randint(1, 99)),
                        "%s%s" % (f, l[0]), "%s.%s%d" % (f, l, rng.randint(70, 99)), "%s-%s" % (f, l)])
    dom = rng.choice(DOMAINS)
    if org and rng.random() < 0.6:
        sub = re.sub(r"[^a-z]", "", org.lower())[:12]
        dom = "%s.%s" % (sub, dom)
    return "%s@%s" % (local, dom)


def role_email(rng, org, role):
    sub = re.sub(r"[^a-z]", "", org.lower())[:14]
    return "%s@%s.%s" % (role, sub, rng.choice(DOMAINS))


def url(rng, org=None, path=None):
    sub = re.sub(r"[^a-z]", "", (org or "portal").lower())[:14]
    dom = rng.choice(DOMAINS)
    p = path or rng.choice(["portal", "claims", "referrals", "sar/incidents", "telemed", "forms/medical"])
    return rng.choice(["www.%s.%s/%s" % (sub, dom, p), "https://%s.%s/%s" % (sub, dom, p),
                       "https://www.%s/%s/%s" % (dom, sub, p), "http://%s.%s" % (sub, dom)])


def ipaddr(rng):
    k = rng.random()
    if k < 0.4:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if k < 0.75:
        return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))


def username(rng, first, last):
    f = re.sub(r"[^a-z]", "", first.lower()) or "u"
    l = re.sub(r"[^a-z]", "", last.lower()) or "x"
    return rng.choice(["%s%s" % (f[0], l), "%s%s%d" % (f[0], l, rng.randint(1, 9)), "%s.%s" % (f, l),
                       "%s_%s" % (l, f[0]), ("%s%s" % (f[0], l)).upper(), "%s%s" % (f[:3], l[:3])])


# ---------------------------------------------------------------- identifiers
LET = "ABCDEFGHJKLMNPRSTUVWXYZ"
HEX = "0123456789ABCDEF"


def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice(LET) for _ in range(n))


def mrn(rng, country):
    k = rng.randint(0, 5)
    if country == "NZ" and rng.random() < 0.6:
        return letters(rng, 3) + digits(rng, 4)  # NHI-style
    if country == "UK" and rng.random() < 0.4:
        return "%s %s %s" % ("9" + digits(rng, 2), digits(rng, 3), digits(rng, 4))  # NHS-number style
    if k == 0:
        return digits(rng, 8)
    if k == 1:
        return "%s%s" % (rng.choice(LET), digits(rng, 7))
    if k == 2:
        return "%s-%s" % (digits(rng, 3), digits(rng, 5))
    if k == 3:
        return "00" + digits(rng, 6)
    if k == 4:
        return "%s%s" % (rng.choice(["HP", "KH", "RA", "TC"]), digits(rng, 6))
    return digits(rng, 6)


def ssn(rng, country):
    if country == "CA":
        return rng.choice(["9%s %s %s", "9%s-%s-%s"]) % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if rng.random() < 0.2:
        return "000-%s-%s" % (digits(rng, 2), digits(rng, 4))
    return rng.choice(["9%s-%s-%s", "9%s %s %s", "9%s%s%s"]) % (digits(rng, 2), digits(rng, 2), digits(rng, 4))


def healthplan(rng, country):
    k = rng.randint(0, 5)
    if country == "CA" and k < 3:
        return "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
    if country == "AU" and k < 3:
        return "%s %s %s" % (digits(rng, 4), digits(rng, 5), digits(rng, 1))
    if k == 0:
        return letters(rng, 3) + digits(rng, 6)
    if k == 1:
        return "%s-%s-%s" % (letters(rng, 3), digits(rng, 4), digits(rng, 5))
    if k == 2:
        return "POL/%s/%s" % (digits(rng, 6), letters(rng, 3))
    if k == 3:
        return "%s%s-%s" % (letters(rng, 2), digits(rng, 7), digits(rng, 2))
    if k == 4:
        return "W" + digits(rng, 9)
    return "GRP-%s" % digits(rng, 5)


def account(rng):
    k = rng.randint(0, 5)
    if k == 0:
        return "%s-%s" % (digits(rng, 4), digits(rng, 4))
    if k == 1:
        return "ENC%s" % digits(rng, 9)
    if k == 2:
        return "INV-%s" % digits(rng, 6)
    if k == 3:
        return "CLM-%s-%s" % (digits(rng, 2), digits(rng, 6))
    if k == 4:
        return "V%s" % digits(rng, 8)
    return "%s%s" % (digits(rng, 3), letters(rng, 2) + digits(rng, 4))


def license_no(rng, kind, surname="Smith"):
    if kind == "NPI":
        return "1" + digits(rng, 9)
    if kind == "DEA":
        return rng.choice("ABFM") + letters(rng, 1) + digits(rng, 7)
    if kind == "GMC":
        return rng.choice("3467") + digits(rng, 6)
    if kind == "NMC":
        return "%s%s%s%s" % (digits(rng, 2), rng.choice(LET), digits(rng, 4), rng.choice("EOSW"))
    if kind == "MCNZ":
        return digits(rng, 5)
    if kind == "HCPC":
        return "PA" + digits(rng, 6)
    if kind == "NPMC":
        return digits(rng, 4 + rng.randint(0, 1))
    if kind == "CPS":
        return digits(rng, 5)
    if kind == "DL_UK":
        s = re.sub(r"[^A-Z]", "", surname.upper())[:5].ljust(5, "9")
        return "%s%s%s%s" % (s, digits(rng, 6), letters(rng, 2), digits(rng, 1) + letters(rng, 2))
    if kind == "DL_US":
        return rng.choice(LET) + digits(rng, 7 + rng.randint(0, 1))
    if kind == "DL_CA":
        return "%s-%s-%s" % (rng.choice(LET) + digits(rng, 4), digits(rng, 5), digits(rng, 5))
    if kind == "TIMS":
        return "%s-%s" % (digits(rng, 2), digits(rng, 7))
    if kind == "PERMIT":
        return "%s/%s" % (digits(rng, 4), rng.choice(["079-80", "080-81", "081-82", "2023", "2024"]))
    if kind == "PILOT":
        return "%s%s" % (rng.choice(["CPL(H) ", "ATPL(H) ", ""]), digits(rng, 6))
    return letters(rng, 2) + digits(rng, 6)


def device_id(rng, kind):
    if kind == "PLB":
        return "".join(rng.choice(HEX) for _ in range(15))
    if kind == "IMEI":
        return "30" + digits(rng, 13)
    if kind == "BEACON":
        return "%s-%s" % (digits(rng, 2), digits(rng, 6))
    if kind == "PACER":
        return letters(rng, 3) + digits(rng, 6)
    if kind == "PUMP":
        return "NG%s%s" % (digits(rng, 7), rng.choice(LET))
    if kind == "AED":
        return "%s-%s" % (digits(rng, 4), digits(rng, 5))
    if kind == "SKI":
        return "R-%s" % digits(rng, 5)
    if kind == "CGM":
        return "%s%s" % (digits(rng, 2), letters(rng, 1) + digits(rng, 7))
    return letters(rng, 2) + digits(rng, 7)


def plate(rng, country):
    if country == "UK":
        return "%s%s %s" % (letters(rng, 2), digits(rng, 2), letters(rng, 3))
    if country == "NZ":
        return letters(rng, 3) + digits(rng, 3)
    if country == "CA":
        return rng.choice(["%s %s", "%s-%s"]) % (letters(rng, 3), digits(rng, 3))
    if country == "AU":
        return "%s%s-%s" % (digits(rng, 1), letters(rng, 2), digits(rng, 3))
    if country == "NP":
        return "Ba %d Pa %s" % (rng.randint(1, 9), digits(rng, 4))
    return rng.choice(["%s%s%s", "%s-%s%s"]) % (digits(rng, 1), letters(rng, 3), digits(rng, 3))


def vin(rng):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


def aircraft_reg(rng, country):
    if country == "US":
        return "N%d%s" % (rng.randint(100, 999), letters(rng, 2))
    pre = {"CA": "C-G", "UK": "G-", "NZ": "ZK-", "NP": "9N-", "AU": "VH-"}.get(country, "ZK-")
    return pre + letters(rng, 3 if pre != "G-" else 4)


def bioid(rng, kind=None):
    kind = kind or rng.choice(["FP", "DVI", "IR", "PV"])
    if kind == "FP":
        return rng.choice(["FP-%s" % digits(rng, 5), "FPT%s" % digits(rng, 7)])
    if kind == "DVI":
        return "DVI-%s-%s" % (rng.randint(2016, 2024), digits(rng, 4))
    if kind == "IR":
        return "IR%s" % "".join(rng.choice(HEX) for _ in range(6))
    return "PV%s" % digits(rng, 6)


def idnum(rng, kind, year=None):
    yy = (year % 100) if year else rng.randint(16, 24)
    if kind == "MISSION":
        return rng.choice(["%02d-%04d" % (yy, rng.randint(1, 2999)),
                           "SAR-20%02d-%03d" % (yy, rng.randint(1, 999)),
                           "MRT/%02d/%03d" % (yy, rng.randint(1, 199)),
                           "LS%s" % digits(rng, 6), "INC%s" % digits(rng, 7), "%02d%04d" % (yy, rng.randint(1, 9999))])
    if kind == "PASSPORT":
        return rng.choice([letters(rng, 2) + digits(rng, 7), digits(rng, 9), rng.choice(LET) + digits(rng, 8)])
    if kind == "CASE":
        return rng.choice(["%s-%s" % (letters(rng, 3), digits(rng, 6)), "CAS%s" % digits(rng, 7),
                           "%s/%s/%s" % (letters(rng, 2), digits(rng, 2), digits(rng, 5))])
    if kind == "PCR":
        return rng.choice(["PCR%s" % digits(rng, 7), digits(rng, 10), "EP-%s" % digits(rng, 6)])
    if kind == "SPECIMEN":
        return "%s%02d-%s" % (rng.choice("SHMB"), rng.randint(16, 24), digits(rng, 5))
    if kind == "PASS":
        return rng.choice(["SP%s" % digits(rng, 8), digits(rng, 12), "%s-%s" % (digits(rng, 4), digits(rng, 4))])
    if kind == "BADGE":
        return str(rng.randint(100, 899))
    if kind == "ORDER":
        return "ORD%s" % digits(rng, 8)
    return letters(rng, 2) + digits(rng, 6)
