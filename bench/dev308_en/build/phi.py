"""Single-pass note writer and surface formatters for dev308_en.

A note is written by appending pieces to a Doc. A piece is a plain string
(not PHI), a (value, TYPE) tuple (a PHI span, whose offset is remembered at
the moment it is appended), or a list of pieces. No string search is ever
done afterwards."""

LABEL_OF = {
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


class Doc:
    def __init__(self):
        self.buf = []
        self.n = 0
        self.spans = []

    def w(self, *items):
        for it in items:
            self._item(it)
        return self

    def ln(self, *items):
        self.w(*items)
        self._add("\n")
        return self

    def _add(self, s):
        self.buf.append(s)
        self.n += len(s)

    def _item(self, it):
        if it is None:
            return
        if isinstance(it, str):
            self._add(it)
        elif isinstance(it, tuple):
            val, typ = it
            if val is None or val == "":
                return
            if typ is None:
                self._add(val)
                return
            if typ not in LABEL_OF:
                raise ValueError("bad type " + typ)
            if val != val.strip():
                raise ValueError("span with edge space: %r" % val)
            self.spans.append((self.n, self.n + len(val), typ))
            self._add(val)
        else:
            for x in it:
                self._item(x)

    def text(self):
        return "".join(self.buf)


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def fmt_date(d, style):
    """Render a datetime.date in a named style (all ASCII)."""
    D, M, Y = d.day, d.month, d.year
    mon = MONTHS[M - 1]
    mo3 = mon[:3]
    wd = WEEKDAYS[d.weekday()]
    if style == "dmy":
        return "%02d/%02d/%d" % (D, M, Y)
    if style == "dmy2":
        return "%02d/%02d/%02d" % (D, M, Y % 100)
    if style == "dmy_dot":
        return "%02d.%02d.%d" % (D, M, Y)
    if style == "d_mon_y":
        return "%d %s %d" % (D, mo3, Y)
    if style == "d-mon-y":
        return "%02d-%s-%d" % (D, mo3, Y)
    if style == "DMONY":
        return "%02d%s%d" % (D, mo3.upper(), Y)
    if style == "D-MON-Y":
        return "%02d-%s-%d" % (D, mo3.upper(), Y)
    if style == "d_month_y":
        return "%d %s %d" % (D, mon, Y)
    if style == "dth_month_y":
        return "%s %s %d" % (ordinal(D), mon, Y)
    if style == "iso":
        return "%d-%02d-%02d" % (Y, M, D)
    if style == "ymd_slash":
        return "%d/%02d/%02d" % (Y, M, D)
    if style == "mdy":
        return "%02d/%02d/%d" % (M, D, Y)
    if style == "mdy_short":
        return "%d/%d/%02d" % (M, D, Y % 100)
    if style == "mdy_nopad":
        return "%d/%d/%d" % (M, D, Y)
    if style == "month_d_y":
        return "%s %d, %d" % (mon, D, Y)
    if style == "mon_d_y":
        return "%s %d, %d" % (mo3, D, Y)
    # weekday forms
    if style == "wd_dm":
        return "%s %02d/%02d" % (wd[:3], D, M)
    if style == "wd_md":
        return "%s %d/%d" % (wd[:3], M, D)
    if style == "wday_d_month":
        return "%s %d %s" % (wd, D, mon)
    if style == "wday_dth_month_y":
        return "%s %s %s %d" % (wd, ordinal(D), mon, Y)
    if style == "wday_month_d_y":
        return "%s, %s %d, %d" % (wd, mon, D, Y)
    if style == "wd_dmy":
        return "%s %02d/%02d/%d" % (wd[:3], D, M, Y)
    if style == "wd_mdy":
        return "%s %02d/%02d/%02d" % (wd[:3], M, D, Y % 100)
    if style == "wd_d-mon":
        return "%s %02d-%s" % (wd[:3], D, mo3)
    # partial forms
    if style == "dm":
        return "%02d/%02d" % (D, M)
    if style == "md":
        return "%d/%d" % (M, D)
    if style == "d_mon":
        return "%d %s" % (D, mo3)
    if style == "mon_d":
        return "%s %d" % (mo3, D)
    if style == "month_y":
        return "%s %d" % (mon, Y)
    if style == "mon-y":
        return "%s-%d" % (mo3, Y)
    if style == "mm/yyyy":
        return "%02d/%d" % (M, Y)
    if style == "year":
        return "%d" % Y
    if style == "weekday":
        return wd
    if style == "wd3":
        return wd[:3]
    raise ValueError(style)


FULL_STYLES = {
    "GB": ["dmy", "dmy", "d_mon_y", "d-mon-y", "DMONY", "d_month_y", "dth_month_y", "dmy2", "dmy_dot", "iso"],
    "IE": ["dmy", "dmy", "d_mon_y", "d-mon-y", "D-MON-Y", "d_month_y", "dth_month_y", "dmy2", "iso"],
    "AU": ["dmy", "dmy", "d_mon_y", "d-mon-y", "DMONY", "d_month_y", "dmy2", "iso"],
    "US": ["mdy", "mdy", "mdy_short", "mdy_nopad", "month_d_y", "mon_d_y", "D-MON-Y", "DMONY", "iso"],
    "CA": ["iso", "iso", "month_d_y", "mon_d_y", "d-mon-y", "D-MON-Y", "ymd_slash", "dmy"],
}
WD_STYLES = {
    "GB": ["wd_dm", "wday_d_month", "wday_dth_month_y", "wd_dmy", "wd_d-mon"],
    "IE": ["wd_dm", "wday_d_month", "wday_dth_month_y", "wd_dmy"],
    "AU": ["wd_dm", "wday_d_month", "wd_dmy", "wd_d-mon"],
    "US": ["wd_md", "wday_month_d_y", "wd_mdy"],
    "CA": ["wd_md", "wday_month_d_y", "wd_d-mon"],
}
SHORT_STYLES = {
    "GB": ["dm", "d_mon"], "IE": ["dm", "d_mon"], "AU": ["dm", "d_mon"],
    "US": ["md", "mon_d"], "CA": ["mon_d", "md"],
}

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")
