"""Note builder with single-pass span bookkeeping, and date / age formatting."""
import datetime

LABEL_OF = {
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


class Note:
    """Pieces are appended in order; a PHI piece is a (value, TYPE) tuple and its
    offsets are recorded at the moment it is appended."""

    def __init__(self):
        self.parts = []
        self.pos = 0
        self.spans = []

    def _t(self, s):
        self.parts.append(s)
        self.pos += len(s)

    def w(self, *pieces):
        for x in pieces:
            if x is None or x == "":
                continue
            if isinstance(x, str):
                self._t(x)
            elif isinstance(x, list):
                self.w(*x)
            else:
                v, ty = x
                if ty is None:
                    self._t(v)
                    continue
                if ty not in LABEL_OF:
                    raise ValueError(ty)
                start = self.pos
                self._t(v)
                self.spans.append((start, self.pos, ty))
        return self

    def ln(self, *pieces):
        self.w(*pieces)
        self._t("\n")
        return self

    def text(self):
        return "".join(self.parts)


MON = ["January", "February", "March", "April", "May", "June", "July", "August",
       "September", "October", "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fmt_date(d, style):
    y, m, dd = d.year, d.month, d.day
    mon = MON[m - 1]
    wd = WD[d.weekday()]
    f = {
        "dmy": "%02d/%02d/%04d" % (dd, m, y),
        "dmy_nz": "%d/%d/%04d" % (dd, m, y),
        "dmy2": "%02d/%02d/%02d" % (dd, m, y % 100),
        "dmy_dot": "%02d.%02d.%04d" % (dd, m, y),
        "dmy_dot2": "%d.%d.%02d" % (dd, m, y % 100),
        "d_mon_y": "%d %s %d" % (dd, mon[:3], y),
        "d_month_y": "%d %s %d" % (dd, mon, y),
        "dth_month_y": "%s %s %d" % (ordinal(dd), mon, y),
        "d_mon_y_dash": "%02d-%s-%d" % (dd, mon[:3], y),
        "D_MON_Y": "%02d-%s-%d" % (dd, mon[:3].upper(), y),
        "DMONY": "%02d%s%d" % (dd, mon[:3].upper(), y),
        "iso": "%04d-%02d-%02d" % (y, m, dd),
        "mdy": "%02d/%02d/%04d" % (m, dd, y),
        "mdy_short": "%d/%d/%02d" % (m, dd, y % 100),
        "mdy_dash": "%02d-%02d-%04d" % (m, dd, y),
        "month_d_y": "%s %d, %d" % (mon, dd, y),
        "mon_d_y": "%s %d, %d" % (mon[:3], dd, y),
        "wd_dm": "%s %d/%d" % (wd[:3], dd, m),
        "wd_md": "%s %d/%d" % (wd[:3], m, dd),
        "wd_d_month": "%s %d %s" % (wd, dd, mon),
        "wd_full": "%s %d %s %d" % (wd, dd, mon, y),
        "wd_full_us": "%s, %s %d, %d" % (wd, mon, dd, y),
        "wd_dmy": "%s %02d/%02d/%04d" % (wd[:3], dd, m, y),
        "dm": "%d/%d" % (dd, m),
        "md": "%d/%d" % (m, dd),
        "d_mon": "%d %s" % (dd, mon[:3]),
        "mon_d": "%s %d" % (mon[:3], dd),
        "month_y": "%s %d" % (mon, y),
        "mon_y": "%s %d" % (mon[:3], y),
        "y": "%d" % y,
        "wd": wd,
    }
    return f[style]


def add_days(d, n):
    return d + datetime.timedelta(days=n)


ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")


def age_pieces(a, style):
    """Return pieces for an age; only the number (or number word) is PHI."""
    A = ("%d" % a, "AGE")
    if style == "yo":
        return [A, "yo"]
    if style == "y/o":
        return [A, " y/o"]
    if style == "F":
        return [A, "F"]
    if style == "sF":
        return [A, " F"]
    if style == "aged":
        return ["aged ", A]
    if style == "yrs":
        return [A, " yrs"]
    if style == "yearold":
        return [A, "-year-old"]
    if style == "words":
        return [(words(a), "AGE"), "-year-old"]
    if style == "aged_words":
        return ["aged ", (words(a), "AGE")]
    if style == "paren":
        return ["(", A, ")"]
    return [A]


def gest(days, style):
    w, d = divmod(days, 7)
    return {"plus": "%d+%d" % (w, d), "plus40": "%d+%d/40" % (w, d),
            "wd": "%dw%dd" % (w, d), "weeks": "%d weeks %d days" % (w, d),
            "plusw": "%d+%d wks" % (w, d)}[style]
