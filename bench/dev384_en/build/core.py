"""Note builder with single-pass offsets, plus generators for fictional identifiers.

Every random draw goes through the one random.Random(384) created in make.py
and handed down as `rng`.
"""
import datetime

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


TYPOS = [("accommodation", "accomodation"), ("advised", "advsied"), ("appointment", "appointmnet"),
         ("breastfeeding", "breastfeding"), ("discussed", "dicussed"), ("feeding", "feeing"),
         ("received", "recieved"), ("reports", "reprots"), ("separated", "seperated"),
         ("weight", "wieght"), ("should", "shoudl"), ("because", "becuase"), ("tomorrow", "tommorow")]


class Note:
    """Assemble a note piece by piece; PHI offsets are recorded as pieces land.

    With typo_rng set, literal (non-PHI) pieces occasionally carry a natural
    misspelling; PHI values are never altered.
    """

    def __init__(self, lower=False, typo_rng=None, typo_p=0.0):
        self.lower = lower
        self.parts = []
        self.spans = []
        self.pos = 0
        self.negs = 0
        self.typo_rng = typo_rng
        self.typo_p = typo_p

    def _typo(self, s):
        for right, wrong in TYPOS:
            if right in s and self.typo_rng.random() < self.typo_p:
                s = s.replace(right, wrong, 1)
        return s

    def _add(self, s):
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)
        return s

    def w(self, *items):
        for it in items:
            if it is None or it == "":
                continue
            if isinstance(it, (str, int, float)):
                it = str(it)
                if self.typo_rng is not None and self.typo_p:
                    it = self._typo(it)
                self._add(it)
                continue
            typ, val = it
            if isinstance(val, tuple):  # nested (type, value) passed through
                typ, val = val
            if typ == "NEG":
                self._add(str(val))
                self.negs += 1
                continue
            if typ not in TYPE2LABEL:
                raise ValueError("unknown type %r" % typ)
            val = str(val)
            if val != val.strip() or not val:
                raise ValueError("PHI value with edge whitespace: %r" % val)
            start = self.pos
            got = self._add(val)
            self.spans.append({"start": start, "end": self.pos, "label": TYPE2LABEL[typ],
                               "type": typ, "text": got})

    def text(self):
        return "".join(self.parts)


def mk(typ):
    return lambda v: (typ, v)


PT, DR, FM, UN = mk("PATIENT"), mk("DOCTOR"), mk("FAMILY"), mk("USERNAME")
AG, DT = mk("AGE"), mk("DATE")
ST, CI, SA, ZP, CO = mk("STREET"), mk("CITY"), mk("STATE"), mk("ZIP"), mk("COUNTRY")
HO, OR, LO = mk("HOSPITAL"), mk("ORGANIZATION"), mk("LOCATION_OTHER")
MR, SS, HP, AC, LI = mk("MRN"), mk("SSN"), mk("HEALTHPLAN"), mk("ACCOUNT"), mk("LICENSE")
DV, VE, BI, ID = mk("DEVICE"), mk("VEHICLE"), mk("BIOID"), mk("IDNUM")
PH, FX, EM, UR, IP = mk("PHONE"), mk("FAX"), mk("EMAIL"), mk("URL"), mk("IPADDR")
PR = mk("PROFESSION")
N = mk("NEG")


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def chance(rng, p):
    return rng.random() < p


def digits(rng, k):
    return "".join(str(rng.randrange(10)) for _ in range(k))


LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"


def letters(rng, k, alphabet=LETTERS):
    return "".join(pick(rng, alphabet) for _ in range(k))


# ---------------------------------------------------------------- dates
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
         "October", "November", "December"]
WD = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WEEKDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

STYLES = {
    "DMY": ["dmy", "dmy", "dmy2", "dmon", "dmonth", "dot"],
    "MDY": ["mdy", "mdy", "mdy2", "monthd"],
    "CA": ["iso", "iso", "monthd", "dmy", "mdy"],
}


def country_styles(ck):
    if ck == "US":
        return STYLES["MDY"]
    if ck == "CA":
        return STYLES["CA"]
    return STYLES["DMY"]


def fmt_date(d, style):
    if style == "dmy":
        return "%02d/%02d/%d" % (d.day, d.month, d.year)
    if style == "dmy2":
        return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
    if style == "dot":
        return "%02d.%02d.%02d" % (d.day, d.month, d.year % 100)
    if style == "dmon":
        return "%d %s %d" % (d.day, MON[d.month - 1], d.year)
    if style == "dmonth":
        return "%d %s %d" % (d.day, MONTH[d.month - 1], d.year)
    if style == "mdy":
        return "%02d/%02d/%d" % (d.month, d.day, d.year)
    if style == "mdy2":
        return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
    if style == "monthd":
        return "%s %d, %d" % (MONTH[d.month - 1], d.day, d.year)
    if style == "iso":
        return "%d-%02d-%02d" % (d.year, d.month, d.day)
    if style == "wd_dm":
        return "%s %d/%d" % (WD[d.weekday()], d.day, d.month)
    if style == "wd_md":
        return "%s %d/%d" % (WD[d.weekday()], d.month, d.day)
    if style == "weekday_full":
        return "%s %d %s" % (WEEKDAY[d.weekday()], d.day, MONTH[d.month - 1])
    if style == "weekday_us":
        return "%s, %s %d" % (WEEKDAY[d.weekday()], MONTH[d.month - 1], d.day)
    if style == "month_year":
        return "%s %d" % (MONTH[d.month - 1], d.year)
    if style == "dm":
        return "%d/%d" % (d.day, d.month)
    if style == "md":
        return "%d/%d" % (d.month, d.day)
    if style == "d_mon":
        return "%d %s" % (d.day, MON[d.month - 1])
    raise ValueError(style)


def plus(d, days):
    return d + datetime.timedelta(days=days)


def workday(d):
    """Move a Saturday or Sunday appointment to the following Monday."""
    wd = d.weekday()
    return d + datetime.timedelta(days=(7 - wd) if wd >= 5 else 0)


def rand_date(rng, y0, y1):
    start = datetime.date(y0, 1, 1).toordinal()
    end = datetime.date(y1, 12, 31).toordinal()
    return datetime.date.fromordinal(rng.randrange(start, end + 1))


def rand_time(rng, lo=8, hi=18):
    h = rng.randrange(lo, hi)
    m = pick(rng, [0, 0, 5, 10, 15, 20, 30, 30, 40, 45, 50])
    return h, m


def fmt_time(rng, h, m, style=None):
    style = style or pick(rng, ["colon", "colon", "dot", "hrs", "ampm"])
    if style == "colon":
        return "%02d:%02d" % (h, m)
    if style == "dot":
        return "%02d.%02d" % (h, m)
    if style == "hrs":
        return "%02d%02dhrs" % (h, m)
    hh = h if h <= 12 else h - 12
    return "%d:%02d %s" % (hh, m, "am" if h < 12 else "pm")


# ---------------------------------------------------------------- contacts
UK_AREA = ["0113", "0114", "0115", "0116", "0117", "0118", "0121", "0131", "0141", "0151", "0161",
           "0191", "01224", "01382", "01452", "01603", "01642", "01752", "029", "028", "01792"]


def phone(rng, ck, kind="mobile"):
    if ck in ("ENG", "SCO", "WAL", "NIR"):
        if kind == "mobile":
            return pick(rng, ["07%s 555 %s", "07%s 555%s", "07%s-555-%s"]) % (digits(rng, 3), digits(rng, 3))
        ac = pick(rng, UK_AREA)
        if len(ac) == 3:
            return "%s 555%s %s" % (ac, digits(rng, 1), digits(rng, 4))
        if len(ac) == 4:
            return pick(rng, ["%s 555 %s", "(%s) 555 %s"]) % (ac, digits(rng, 4))
        return "%s 555%s" % (ac, digits(rng, 3))
    if ck == "IE":
        if kind == "mobile":
            return "08%s 555 %s" % (pick(rng, "35679"), digits(rng, 4))
        return pick(rng, ["(01) 555 %s", "021 555 %s", "091 555 %s", "061 555 %s"]) % digits(rng, 4)
    if ck == "AU":
        if kind == "mobile":
            return pick(rng, ["04%s 555 %s", "04%s555%s"]) % (digits(rng, 2), digits(rng, 3))
        return "(0%s) 5555 %s" % (pick(rng, "23478"), digits(rng, 4))
    if ck == "NZ":
        if kind == "mobile":
            return "02%s 555 %s" % (pick(rng, "0127"), digits(rng, 4))
        return "(0%s) 555 %s" % (pick(rng, "34679"), digits(rng, 4))
    area = str(rng.randrange(201, 990))
    while "0" == area[1] and area[2] == "0":
        area = str(rng.randrange(201, 990))
    return pick(rng, ["(%s) 555-%s", "%s-555-%s", "%s.555.%s"]) % (area, "01" + digits(rng, 2))


def with_ext(rng, num):
    return num + pick(rng, [" ext 2%s", " ext. 4%s", " x3%s", " extn 5%s"]) % digits(rng, 3)


def bleep(rng):
    return "555" + digits(rng, 1)


def _slug(s):
    out = []
    for ch in s.lower():
        if ch.isalnum() and ch.isascii():
            out.append(ch)
    return "".join(out)


PERSONAL_DOMAINS = ["example.com", "mail.example.com", "example.net", "inbox.example.org",
                    "example.org"]
WORK_DOMAINS = ["nhs.example.net", "health.example.org", "hse.example.org", "hv.example.net",
                "chn.example.org", "phn.example.com"]


def email(rng, first, last, work=False):
    f, l = _slug(first) or "x", _slug(last) or "y"
    if work:
        local = pick(rng, ["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s.%s%s" % (f, l, digits(rng, 1))])
        return "%s@%s" % (local, pick(rng, WORK_DOMAINS))
    local = pick(rng, ["%s.%s" % (f, l), "%s%s%s" % (f, l, digits(rng, 2)), "%s_%s" % (f, l),
                       "%s%s" % (f[0], l), "%s.%s%s" % (l, f, digits(rng, 2))])
    return "%s@%s" % (local, pick(rng, PERSONAL_DOMAINS))


def team_email(rng, stem):
    s = _slug(stem) or "team"
    return "%s.%s@%s" % (s, pick(rng, ["hvteam", "0-19", "healthvisiting", "cfhn", "phn", "wellchild"]),
                         pick(rng, WORK_DOMAINS))


def url(rng, kind="leaflet"):
    host = pick(rng, ["www.example.org", "www.example.net", "bookings.example.net",
                      "parents.example.org", "www.example.com", "portal.example.com"])
    path = {
        "leaflet": pick(rng, ["/safe-sleep", "/infant-feeding/responsive-bottle-feeding",
                              "/vitamin-d", "/leaflets/tongue-tie", "/postnatal-wellbeing",
                              "/asq/parents", "/feeding/expressing"]),
        "booking": "/hv/book/%s" % digits(rng, 4),
        "video": "/room/hv-%s" % digits(rng, 3),
        "portal": "/records/%s" % digits(rng, 6),
    }[kind]
    scheme = pick(rng, ["", "", "https://"]) if host.startswith("www") else "https://"
    return scheme + host + path


def ipaddr(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))


# ---------------------------------------------------------------- identifiers
def nhs_number(rng):
    while True:
        ds = [9, 9, 9] + [rng.randrange(10) for _ in range(6)]
        c = 11 - sum(d * (10 - i) for i, d in enumerate(ds)) % 11
        c = 0 if c == 11 else c
        if c != 10:
            ds.append(c)
            s = "".join(str(x) for x in ds)
            return pick(rng, ["%s %s %s" % (s[:3], s[3:6], s[6:]), s, "%s-%s-%s" % (s[:3], s[3:6], s[6:])])


def chi_number(rng, dob, female):
    g = rng.randrange(5) * 2 + (0 if female else 1)
    return "%02d%02d%02d%s%d%d" % (dob.day, dob.month, dob.year % 100, digits(rng, 2), g, rng.randrange(10))


def national_id(rng, ck, dob=None, female=True):
    """The country's health-record number, labelled MRN in this set."""
    if ck in ("ENG", "WAL"):
        return "NHS No", nhs_number(rng)
    if ck == "SCO":
        return "CHI", chi_number(rng, dob, female)
    if ck == "NIR":
        return "H&C No", "3" + digits(rng, 2) + " " + digits(rng, 3) + " " + digits(rng, 4)
    if ck == "IE":
        return "HRN", digits(rng, 7)
    if ck == "AU":
        return "IHI", "8003 60" + digits(rng, 2) + " " + digits(rng, 4) + " " + digits(rng, 4)
    if ck == "NZ":
        return "NHI", letters(rng, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + digits(rng, 4)
    return "MRN", digits(rng, 8)


def local_mrn(rng, ck):
    if ck in ("ENG", "WAL", "SCO", "NIR"):
        return pick(rng, ["RX%s", "K%s", "M%s", "%s"]) % digits(rng, 6)
    if ck == "US":
        return digits(rng, 8)
    return digits(rng, 7)


def healthplan(rng, ck):
    """(label text, value) or None where the country has no plan number in use."""
    if ck == "AU":
        return "Medicare", "%d%s %s %d" % (rng.randrange(2, 7), digits(rng, 3), digits(rng, 5), rng.randrange(1, 10))
    if ck == "CA":
        return pick(rng, ["OHIP", "Health card", "PHN"]), digits(rng, 4) + "-" + digits(rng, 3) + "-" + digits(rng, 3) + "-" + letters(rng, 2)
    if ck == "US":
        return pick(rng, ["Medicaid ID", "Member ID", "CHIP ID"]), pick(rng, ["MCD", "TX", "WA", "GA"]) + digits(rng, 9)
    if ck == "IE":
        return pick(rng, ["Medical card no.", "GP visit card"]), digits(rng, 7) + letters(rng, 1)
    if ck == "NZ":
        return "Community Services Card", digits(rng, 4) + " " + digits(rng, 4) + " " + digits(rng, 2)
    return "Healthy Start ref", "HS" + digits(rng, 8)


def ssn(rng, ck):
    if ck == "US":
        return "SSN", pick(rng, ["9" + digits(rng, 2), "000"]) + "-" + digits(rng, 2) + "-" + digits(rng, 4)
    if ck == "CA":
        return "SIN", "9" + digits(rng, 2) + " " + digits(rng, 3) + " " + digits(rng, 3)
    if ck == "IE":
        return "PPSN", "9" + digits(rng, 6) + letters(rng, 1) + pick(rng, ["", "A", "W"])
    if ck == "AU":
        return "TFN", "9" + digits(rng, 2) + " " + digits(rng, 3) + " " + digits(rng, 3)
    if ck == "NZ":
        return "IRD no.", "9" + digits(rng, 1) + "-" + digits(rng, 3) + "-" + digits(rng, 3)
    return None


def license_no(rng, ck, role="nurse"):
    if ck in ("ENG", "SCO", "WAL", "NIR"):
        if role == "doctor":
            return "GMC", digits(rng, 7)
        return "NMC PIN", "%s%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 4), letters(rng, 1))
    if ck == "IE":
        return ("MCRN", digits(rng, 6)) if role == "doctor" else ("NMBI PIN", digits(rng, 6))
    if ck == "AU":
        return "AHPRA", ("MED" if role == "doctor" else "NMW") + "000" + digits(rng, 7)
    if ck == "NZ":
        return ("MCNZ", digits(rng, 5)) if role == "doctor" else ("NCNZ APC", digits(rng, 6))
    if ck == "CA":
        return ("CPSO #", digits(rng, 5)) if role == "doctor" else ("CNO Reg #", digits(rng, 8))
    return ("NPI", pick(rng, ["1", "2"]) + digits(rng, 9)) if role == "doctor" else ("RN Lic #", "RN" + digits(rng, 6))


def driving_licence(rng, ck, last):
    if ck in ("ENG", "SCO", "WAL", "NIR"):
        s = (_slug(last).upper() + "99999")[:5]
        return s + digits(rng, 6) + letters(rng, 2) + digits(rng, 1) + letters(rng, 2)
    if ck == "US":
        return letters(rng, 1) + digits(rng, 3) + "-" + digits(rng, 4) + "-" + digits(rng, 4)
    if ck == "AU":
        return digits(rng, 8)
    return letters(rng, 1) + digits(rng, 4) + "-" + digits(rng, 5) + "-" + digits(rng, 5)


def plate(rng, ck):
    if ck in ("ENG", "SCO", "WAL"):
        return letters(rng, 2) + digits(rng, 2) + " " + letters(rng, 3)
    if ck == "NIR":
        return letters(rng, 3) + " " + digits(rng, 4)
    if ck == "IE":
        return "%s-%s-%s" % (pick(rng, ["191", "212", "221", "231", "242", "161"]),
                             pick(rng, ["D", "C", "G", "L", "MH", "KY", "WX"]), digits(rng, 4))
    if ck == "AU":
        return pick(rng, ["%s-%s", "%s %s"]) % (letters(rng, 3), digits(rng, 3))
    if ck == "NZ":
        return letters(rng, 3) + digits(rng, 3)
    if ck == "CA":
        return letters(rng, 4) + " " + digits(rng, 3)
    return digits(rng, 1) + letters(rng, 3) + digits(rng, 3)


def device_serial(rng):
    return pick(rng, ["SN%s-%s", "%s%s", "PMP-%s%s", "M%s/%s"]) % (digits(rng, 4), digits(rng, 5))


def bioid(rng, kind="finger"):
    pre = {"foot": ["FP-", "FTP", "NBF-"], "finger": ["FP-", "BIO-", "FPR"], "voice": ["VP-", "VPR"],
           "iris": ["IR-", "BIO-"]}[kind]
    return pick(rng, pre) + digits(rng, 6)


def ref(rng, prefix=None):
    prefix = prefix or pick(rng, ["REF", "CH", "EV", "REQ", "SG", "C"])
    return pick(rng, ["%s-%s-%s", "%s%s/%s", "%s %s-%s"]) % (prefix, digits(rng, 2), digits(rng, 5))


def username(rng, first, last):
    f, l = _slug(first) or "u", _slug(last) or "x"
    return pick(rng, ["%s%s%s" % (f[0], l, digits(rng, 1)), "%s.%s" % (f, l), "%s%s" % (l[:6], f[0]),
                      "%s_%s" % (f[0], l), "%s%s" % (f[:3], l[:3])])
