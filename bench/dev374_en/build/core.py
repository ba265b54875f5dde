"""core.py -- note builder, label table, date/age formatting and fictional
contact / identifier generators for the dev374_en set.

All randomness comes from the single random.Random instance that make.py
creates and passes in; nothing here iterates over an unordered container.
"""
import datetime
import re

TYPE_LABEL = {
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

_PH = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


class Note:
    """Accumulates text pieces; PHI offsets are recorded as each piece lands."""

    def __init__(self, lower=False):
        self.buf = []
        self.pos = 0
        self.spans = []
        self.lower = lower

    def _put(self, s):
        if self.lower:
            s = s.lower()
        self.buf.append(s)
        self.pos += len(s)
        return s

    def v(self, item):
        """item: str (plain), (text, TYPE) tuple (PHI), or list of items."""
        if item is None:
            return
        if isinstance(item, str):
            self._put(item)
        elif isinstance(item, tuple):
            txt, typ = item
            if not txt or typ not in TYPE_LABEL:
                raise ValueError("bad PHI piece %r" % (item,))
            start = self.pos
            s = self._put(txt)
            self.spans.append({"start": start, "end": self.pos,
                               "label": TYPE_LABEL[typ], "type": typ, "text": s})
        elif isinstance(item, list):
            for x in item:
                self.v(x)
        else:
            raise TypeError(repr(item))

    def add(self, *items):
        for it in items:
            self.v(it)
        return self

    def w(self, tpl, **kw):
        """Template with {key} slots, filled from kw as the note is written."""
        parts = _PH.split(tpl)
        for i, seg in enumerate(parts):
            if i % 2 == 0:
                if seg:
                    self._put(seg)
            else:
                self.v(kw[seg])
        return self

    def text(self):
        return "".join(self.buf)


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]


def _ord(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fmt_date(d, style):
    m, mo3, wd = MONTHS[d.month - 1], MONTHS[d.month - 1][:3], WEEKDAYS[d.weekday()]
    y2 = "%02d" % (d.year % 100)
    table = {
        "dmy": "%02d/%02d/%d" % (d.day, d.month, d.year),
        "dmy_nz": "%d/%d/%d" % (d.day, d.month, d.year),
        "dmy2": "%02d/%02d/%s" % (d.day, d.month, y2),
        "dmy_dot": "%02d.%02d.%s" % (d.day, d.month, y2),
        "dmy_dash": "%02d-%02d-%d" % (d.day, d.month, d.year),
        "d_mon_y": "%d %s %d" % (d.day, mo3, d.year),
        "d_month_y": "%d %s %d" % (d.day, m, d.year),
        "dth_month_y": "%s %s %d" % (_ord(d.day), m, d.year),
        "d_mon_y_dash": "%02d-%s-%d" % (d.day, mo3, d.year),
        "D_MON_Y": "%02d-%s-%d" % (d.day, mo3.upper(), d.year),
        "mdy": "%02d/%02d/%d" % (d.month, d.day, d.year),
        "mdy_short": "%d/%d/%s" % (d.month, d.day, y2),
        "mdy_long": "%d/%d/%d" % (d.month, d.day, d.year),
        "month_d_y": "%s %d, %d" % (m, d.day, d.year),
        "mon_d_y": "%s %d, %d" % (mo3, d.day, d.year),
        "iso": d.isoformat(),
        "ymd_compact": "%d%02d%02d" % (d.year, d.month, d.day),
        "wk_dmy": "%s %02d/%02d/%d" % (wd[:3], d.day, d.month, d.year),
        "wk_full": "%s %d %s %d" % (wd, d.day, m, d.year),
        "wk_dth": "%s %s %s" % (wd, _ord(d.day), m),
        "wk_us": "%s, %s %d, %d" % (wd, m, d.day, d.year),
        "wk_mdy": "%s %d/%d" % (wd[:3], d.month, d.day),
        "wk_dm": "%s %d/%d" % (wd[:3], d.day, d.month),
        "d_month": "%d %s" % (d.day, m),
        "month_d": "%s %d" % (m, d.day),
        "month_y": "%s %d" % (m, d.year),
        "mon_y": "%s %d" % (mo3, d.year),
        "year": "%d" % d.year,
        "weekday": wd,
        "mm_yyyy": "%02d/%d" % (d.month, d.year),
    }
    return table[style]


def add_days(d, n):
    return d + datetime.timedelta(days=n)


_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
         "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
         "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
         "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return _ONES[n]
    t, o = divmod(n, 10)
    return _TENS[t] + ("" if o == 0 else "-" + _ONES[o])


# ---------------------------------------------------------------- helpers
DIG = "0123456789"
UPP = "ABCDEFGHJKLMNPRSTUVWXYZ"


def digits(r, n):
    return "".join(r.choice(DIG) for _ in range(n))


def letters(r, n, pool=UPP):
    return "".join(r.choice(pool) for _ in range(n))


# ---------------------------------------------------------------- phones
# Every number generated here contains the digits 555.
US_AREAS = ["216", "312", "402", "414", "503", "512", "602", "614", "615", "704",
            "720", "757", "804", "816", "907", "919", "971"]
CA_AREAS = ["204", "236", "306", "403", "416", "506", "519", "604", "613", "709",
            "780", "867", "902", "905"]
GB_AREAS = ["0113", "0114", "0115", "0116", "0117", "0118", "0121", "0131",
            "0141", "0151", "0161", "0191", "0292", "0238", "0247", "0289"]
AU_AREAS = ["02", "03", "07", "08"]
NZ_AREAS = ["03", "04", "06", "07", "09"]
IE_AREAS = ["01", "021", "091", "061", "051", "074", "094", "066"]


def phone(r, cc, kind="land"):
    if cc in ("US", "CA"):
        a = r.choice(US_AREAS if cc == "US" else CA_AREAS)
        if kind == "pager" and r.random() < 0.5:
            return "555-" + digits(r, 4)
        n = "555", "01" + digits(r, 2)
        st = r.randrange(6)
        if st == 0:
            return "(%s) %s-%s" % (a, n[0], n[1])
        if st == 1:
            return "%s-%s-%s" % (a, n[0], n[1])
        if st == 2:
            return "%s.%s.%s" % (a, n[0], n[1])
        if st == 3:
            return "+1 %s %s %s" % (a, n[0], n[1])
        if st == 4:
            return "(%s) %s-%s" % (a, n[0], digits(r, 4))
        return "%s %s %s" % (a, n[0], n[1])
    if cc == "GB":
        if kind == "pager":
            return r.choice(["555", "5555", "0555"]) + digits(r, 1)
        if kind == "mobile":
            p = "07" + r.choice(["700", "712", "734", "759", "783", "811", "846", "908", "956"])
            rest = "555" + digits(r, 3)
            st = r.randrange(4)
            return [p + " " + rest, p + rest, "+44 " + p[1:] + " " + rest,
                    p + " " + rest[:3] + " " + rest[3:]][st]
        a = r.choice(GB_AREAS)
        tail = "0" + digits(r, 3)
        st = r.randrange(5)
        return [a + " 555 " + tail, "(" + a + ") 555 " + tail,
                "+44 (0)" + a[1:] + " 555 " + tail, a + "-555-" + tail,
                a + " 555" + tail][st]
    if cc == "AU":
        if kind == "pager":
            return "555" + digits(r, 2)
        if kind == "mobile":
            p = "04" + digits(r, 2)
            rest = "555 " + digits(r, 3)
            return r.choice([p + " " + rest, "+61 " + p[1:] + " " + rest])
        a = r.choice(AU_AREAS)
        return r.choice(["(%s) 5550 %s" % (a, digits(r, 4)),
                         "%s 5550 %s" % (a, digits(r, 4)),
                         "+61 %s 5550 %s" % (a[1:], digits(r, 4))])
    if cc == "NZ":
        if kind == "pager":
            return "555" + digits(r, 2)
        if kind == "mobile":
            p = r.choice(["021", "022", "027", "029"])
            return r.choice(["%s 555 %s" % (p, digits(r, 4)),
                             "+64 %s 555 %s" % (p[1:], digits(r, 4))])
        a = r.choice(NZ_AREAS)
        return r.choice(["(%s) 555 %s" % (a, digits(r, 4)),
                         "%s-555 %s" % (a, digits(r, 4)),
                         "+64 %s 555 %s" % (a[1:], digits(r, 4))])
    if cc == "IE":
        if kind == "pager":
            return "555" + digits(r, 1)
        if kind == "mobile":
            p = r.choice(["083", "085", "086", "087", "089"])
            return r.choice(["%s 555 %s" % (p, digits(r, 4)),
                             "%s-555%s" % (p, digits(r, 4)),
                             "+353 %s 555 %s" % (p[1:], digits(r, 4))])
        a = r.choice(IE_AREAS)
        return r.choice(["(%s) 555 %s" % (a, digits(r, 4)),
                         "%s 555 %s" % (a, digits(r, 4)),
                         "+353 %s 555 %s" % (a[1:], digits(r, 4))])
    raise ValueError(cc)


def extension(r):
    return r.choice([" ext. ", " ext ", " x", " Ext. "]) + r.choice(["2", "4", "5", "7"]) + digits(r, 3)


def private_ip(r):
    k = r.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (r.randrange(256), r.randrange(256), r.randrange(1, 255))
    if k == 1:
        return "172.%d.%d.%d" % (r.randrange(16, 32), r.randrange(256), r.randrange(1, 255))
    return "192.168.%d.%d" % (r.randrange(256), r.randrange(1, 255))


EX_DOMAINS = ["example.org", "example.com", "example.net"]


def slug(s):
    out = []
    for ch in s.lower():
        if ch.isalnum() and ch.isascii():
            out.append(ch)
        elif ch in " -'" and out and out[-1] != "-":
            out.append("-")
    return "".join(out).strip("-").replace("--", "-")


# ---------------------------------------------------------------- postcodes
GB_OUT = ["LS", "BD", "HX", "M", "SK", "BS", "CF", "NE", "SR", "EH", "G", "B", "NG",
          "LE", "S", "YO", "HU", "DN", "TS", "PR", "BB", "L", "CH", "WA", "OL", "EX", "PL"]
CA_FIRST = "ABCEGHJKLMNPRSTVXY"
CA_OTHER = "ABCEGHJKLMNPRSTVWXYZ"
IE_KEYS = ["D02", "D08", "D15", "D24", "T12", "T23", "H91", "V94", "A92", "F94", "X91",
           "R95", "P85", "W23"]
IE_CH = "ACDEFHKNPRTVWXY0123456789"


def postcode(r, cc, state=None):
    if cc == "GB":
        o = r.choice(GB_OUT) + str(r.randrange(1, 30))
        return o + " " + digits(r, 1) + letters(r, 2, "ABDEFGHJLNPQRSTUWXYZ")
    if cc == "US":
        z = digits(r, 5)
        return z if r.random() < 0.85 else z + "-" + digits(r, 4)
    if cc == "CA":
        return (r.choice(CA_FIRST) + digits(r, 1) + r.choice(CA_OTHER) + " " +
                digits(r, 1) + r.choice(CA_OTHER) + digits(r, 1))
    if cc == "AU":
        first = {"NSW": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7",
                 "NT": "08", "ACT": "26"}.get(state, "2")
        return first + digits(r, 4 - len(first))
    if cc == "NZ":
        return digits(r, 4)
    if cc == "IE":
        return r.choice(IE_KEYS) + " " + "".join(r.choice(IE_CH) for _ in range(4))
    raise ValueError(cc)
