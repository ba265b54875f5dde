"""Note builder and PHI value generators for dev391 (stdlib only, one shared random.Random)."""
import datetime as dt
import re
import unicodedata

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
TYPOS = [("patient", "pateint"), ("received", "recieved"), ("colchicine", "colchicne"), ("allopurinol", "allopurnol"),
         ("swollen", "swolen"), ("advised", "advsied"), ("urate", "uarte"), ("appointment", "appt"), ("history", "hx"),
         ("review", "r/v"), ("symptoms", "sx"), ("prophylaxis", "prophylaxsis"), ("febuxostat", "febuxostate"),
         ("weight", "wieght"), ("with ", "w/ "), ("tolerating", "tolerting"), ("because", "bc"), ("definitely", "definately"),
         ("discussed", "d/w"), ("increase", "incr")]
TOK = re.compile(r"\{(?:([A-Z_]+):)?([A-Za-z0-9_]+)\}")


class Note:
    """Assembles a note piece by piece; every PHI piece records its own offsets as it is appended."""

    def __init__(self, rng, c, lower=False):
        self.rng, self.c, self.lower = rng, c, lower
        self.parts, self.n, self.spans = [], 0, []
        self.typo = 0.0

    def _add(self, s):
        if self.lower:
            low = s.lower()
            assert len(low) == len(s), s
            s = low
        self.parts.append(s)
        self.n += len(s)
        return s

    def t(self, s):
        if self.typo and s:
            for right, wrong in TYPOS:
                if right in s and self.rng.random() < self.typo:
                    s = s.replace(right, wrong, 1)
        self._add(s)

    def p(self, s, typ):
        s = str(s)
        assert typ in LABEL, typ
        assert s and s == s.strip(), repr(s)
        start = self.n
        s = self._add(s)
        self.spans.append({"start": start, "end": self.n, "label": LABEL[typ], "type": typ, "text": s})

    def f(self, tpl, **kw):
        pos = 0
        for m in TOK.finditer(tpl):
            self.t(tpl[pos:m.start()])
            typ, key = m.group(1), m.group(2)
            val = kw[key] if key in kw else self.c[key]
            if typ:
                self.p(val, typ)
            else:
                self.t(str(val))
            pos = m.end()
        self.t(tpl[pos:])

    def text(self):
        return "".join(self.parts)


# ---------------------------------------------------------------- small random helpers
def wchoice(rng, weights):
    keys = sorted(weights)
    return rng.choices(keys, weights=[weights[k] for k in keys])[0]


def digits(rng, k):
    return "".join(rng.choice("0123456789") for _ in range(k))


def letters(rng, k, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(alphabet) for _ in range(k))


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(ch for ch in s if ch.isascii() and (ch.isalnum() or ch in " -")).strip()


def slug(s):
    return re.sub(r"[^a-z0-9]+", "", ascii_fold(s).lower())


# ---------------------------------------------------------------- dates
MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
       "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
STYLES = {
    "GB": ["dmy/", "dmy/", "d Mon Y", "d Month Y", "d-Mon-Y", "dmy/y", "dmy."],
    "IE": ["dmy/", "dmy/", "d Mon Y", "d Month Y", "d-Mon-Y", "dmy/y"],
    "AU": ["dmy/", "dmy/", "d Mon Y", "d Month Y", "dmy/y", "d-Mon-Y"],
    "NZ": ["dmy/", "dmy/", "d Mon Y", "d Month Y", "dmy/y", "d.m.Y"],
    "US": ["mdy/", "mdy/", "mdy/y", "Month d, Y", "Mon d, Y", "iso"],
    "CA": ["iso", "iso", "d Mon Y", "Month d, Y", "dmy/", "Mon d, Y"],
}


def fmt_date(d, style):
    dd, mm, y = d.day, d.month, d.year
    if style == "dmy/":
        return "%02d/%02d/%d" % (dd, mm, y)
    if style == "dmy/y":
        return "%d/%d/%02d" % (dd, mm, y % 100)
    if style == "dmy.":
        return "%02d.%02d.%02d" % (dd, mm, y % 100)
    if style == "d.m.Y":
        return "%d.%d.%d" % (dd, mm, y)
    if style == "d Mon Y":
        return "%d %s %d" % (dd, MON[mm - 1][:3], y)
    if style == "d Month Y":
        return "%d %s %d" % (dd, MON[mm - 1], y)
    if style == "d-Mon-Y":
        return "%02d-%s-%d" % (dd, MON[mm - 1][:3], y)
    if style == "mdy/":
        return "%02d/%02d/%d" % (mm, dd, y)
    if style == "mdy/y":
        return "%d/%d/%02d" % (mm, dd, y % 100)
    if style == "Month d, Y":
        return "%s %d, %d" % (MON[mm - 1], dd, y)
    if style == "Mon d, Y":
        return "%s %d, %d" % (MON[mm - 1][:3], dd, y)
    if style == "iso":
        return "%d-%02d-%02d" % (y, mm, dd)
    raise ValueError(style)


def short_date(d, country):
    return ("%d/%d" % (d.month, d.day)) if country == "US" else ("%02d/%02d" % (d.day, d.month))


def wd_date(d, country, long=True):
    if country in ("US", "CA"):
        return "%s, %s %d, %d" % (WD[d.weekday()], MON[d.month - 1], d.day, d.year) if long else \
            "%s %d/%d" % (WD[d.weekday()][:3], d.month, d.day)
    return "%s %d %s %d" % (WD[d.weekday()], d.day, MON[d.month - 1], d.year) if long else \
        "%s %02d/%02d" % (WD[d.weekday()][:3], d.day, d.month)


def month_year(d, abbrev=False):
    return "%s %d" % (MON[d.month - 1][:3] if abbrev else MON[d.month - 1], d.year)


def add_days(d, k):
    return d + dt.timedelta(days=k)


# ---------------------------------------------------------------- contacts and identifiers
def phone(rng, cc, area, kind="land"):
    if cc in ("US", "CA"):
        alt = ["929", "347", "646", "786", "469"] if cc == "US" else ["647", "437", "778", "587", "343"]
        ac = area if kind != "mobile" else rng.choice([area, area] + alt)
        form = rng.choice(["({a}) 555-{n}", "{a}-555-{n}", "({a}) 555-{n}", "{a}.555.{n}"])
        return form.format(a=ac, n="01" + digits(rng, 2))
    if cc == "GB":
        if kind == "mobile":
            return "07%s%s 555%s" % (rng.choice("45789"), digits(rng, 2), digits(rng, 3))
        if kind == "intl":
            return "+44 %s 555 %s" % (area[1:], digits(rng, 4))
        return "%s 555 %s" % (area, digits(rng, 4))
    if cc == "AU":
        if kind == "mobile":
            return "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
        return rng.choice(["(%s) 5550 %s", "%s 5550 %s"]) % (area, digits(rng, 4))
    if cc == "NZ":
        if kind == "mobile":
            return "02%s 555 %s" % (rng.choice("1279"), digits(rng, 4))
        return rng.choice(["(%s) 555 %s", "%s 555 %s"]) % (area, digits(rng, 4))
    if cc == "IE":
        if kind == "mobile":
            return "08%s 555 %s" % (rng.choice("35679"), digits(rng, 4))
        return rng.choice(["(%s) 555 %s", "%s 555 %s"]) % (area, digits(rng, 4))
    raise ValueError(cc)


def with_ext(rng, num):
    return num + rng.choice([" ext. ", " ext ", " x", " Ext "]) + digits(rng, rng.choice([3, 4]))


def pager(rng, cc):
    return rng.choice(["555" + digits(rng, 1), "555" + digits(rng, 2), "6-555" + digits(rng, 1)]) if cc != "US" \
        else rng.choice(["555-" + digits(rng, 4), "(617) 555-" + digits(rng, 4)])


def private_ip(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(2, 254))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(2, 254))
    return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(2, 254))


def nhs_number(rng):
    while True:
        d = [rng.randint(0, 9) for _ in range(9)]
        if d[0] == 0:
            continue
        chk = 11 - sum(v * (10 - i) for i, v in enumerate(d)) % 11
        if chk == 11:
            chk = 0
        if chk == 10:
            continue
        s = "".join(map(str, d)) + str(chk)
        return "%s %s %s" % (s[:3], s[3:6], s[6:])


def nhi(rng):
    return letters(rng, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + digits(rng, 4)


def mrn(rng, cc):
    if cc == "GB":
        return rng.choice([letters(rng, 1) + digits(rng, 7), digits(rng, 8), "RX" + digits(rng, 6)])
    if cc == "US":
        return rng.choice([digits(rng, 8), "00" + digits(rng, 6), "E" + digits(rng, 7)])
    if cc == "AU":
        return rng.choice([digits(rng, 7), "0" + digits(rng, 6), "MR" + digits(rng, 6)])
    if cc == "CA":
        return rng.choice([digits(rng, 7), "H" + digits(rng, 7), digits(rng, 9)])
    if cc == "NZ":
        return nhi(rng)
    return rng.choice([digits(rng, 7), "0" + digits(rng, 6)])


def ssn(rng, cc):
    if cc == "US":
        if rng.random() < 0.75:
            return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
        return "000-%s-%s" % (digits(rng, 2), digits(rng, 4))
    if cc == "CA":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if cc == "IE":
        return "9%s%s" % (digits(rng, 6), rng.choice(["A", "B", "C", "D", "E", "F", "H", "K", "P", "T", "W"]))
    if cc == "NZ":
        return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if cc == "AU":
        return "9%s %s %s%s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3), rng.choice("ABCDHJKLT"))
    return "000 %s %s" % (digits(rng, 3), digits(rng, 4))


def healthplan(rng, cc, c):
    if cc == "US":
        return rng.choice([letters(rng, 3) + digits(rng, 6), "W" + digits(rng, 9), letters(rng, 2) + digits(rng, 8)])
    if cc == "CA":
        if c["pt_state"] == "ON":
            return "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))
        if c["pt_state"] == "QC":
            return "%s%s %s %s" % (ascii_fold(c["pt_last"]).upper().replace(" ", "")[:3].ljust(3, "X"),
                                   ascii_fold(c["pt_first"])[:1].upper(), digits(rng, 4), digits(rng, 4))
        return "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
    if cc == "AU":
        return "%s %s %s" % (rng.choice("23456") + digits(rng, 3), digits(rng, 5), rng.choice("12345"))
    if cc == "IE":
        return rng.choice([digits(rng, 8), digits(rng, 7) + letters(rng, 1)])
    if cc == "NZ":
        return "KS" + digits(rng, 7)
    return "AP" + digits(rng, 8)


def account(rng, cc):
    return rng.choice(["A%s-%s" % (digits(rng, 2), digits(rng, 6)), digits(rng, 9), "V" + digits(rng, 8),
                       "%s-%s" % (digits(rng, 4), digits(rng, 4)), "E" + digits(rng, 10)])


def accession(rng, prefix, year):
    return rng.choice(["%s%02d-%s" % (prefix, year % 100, digits(rng, 5)), "%s%02d/%s" % (prefix, year % 100, digits(rng, 6)),
                       "%s%s" % (prefix, digits(rng, 8))])


def licence(rng, cc, role):
    nurse = role in ("nurse", "diet", "educ", "sono", "sci", "pharm", "triage")
    if cc == "GB":
        if role == "pharm":
            return "2" + digits(rng, 6)
        if nurse:
            return "%s%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 4), letters(rng, 1))
        return rng.choice("34567") + digits(rng, 6)
    if cc == "US":
        return "1" + digits(rng, 9)
    if cc == "CA":
        return digits(rng, rng.choice([5, 6]))
    if cc == "AU":
        if role == "diet":
            return digits(rng, 6)
        return ("NMW" if nurse else ("PHA" if role == "pharm" else "MED")) + "000" + digits(rng, 7)
    if cc == "NZ":
        return digits(rng, 5 if not nurse else 6)
    return digits(rng, 6)


def dea(rng):
    a = rng.choice("ABFM") + letters(rng, 1)
    d = [rng.randint(0, 9) for _ in range(6)]
    chk = (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10
    return a + "".join(map(str, d)) + str(chk)


def vehicle(rng, cc):
    if cc == "GB":
        return "%s%02d %s" % (letters(rng, 2), rng.choice([15, 16, 17, 18, 19, 20, 21, 22, 66, 67, 68, 69, 70, 71, 72]), letters(rng, 3))
    if cc == "US":
        return rng.choice([digits(rng, 1) + letters(rng, 3) + digits(rng, 3), letters(rng, 3) + "-" + digits(rng, 4),
                           digits(rng, 1) + letters(rng, 2) + " " + digits(rng, 4)])
    if cc == "CA":
        return letters(rng, 4) + " " + digits(rng, 3)
    if cc == "AU":
        return rng.choice([letters(rng, 3) + "-" + digits(rng, 3), digits(rng, 1) + letters(rng, 2) + " " + digits(rng, 1) + letters(rng, 2)])
    if cc == "NZ":
        return letters(rng, 3) + digits(rng, 3)
    return "%d-%s-%s" % (rng.choice([151, 161, 171, 181, 191, 201, 211, 221, 231]), rng.choice(["D", "C", "G", "L", "KY", "WX"]), digits(rng, rng.choice([4, 5])))


def vin(rng):
    return rng.choice("123459JKLSVWYZ") + letters(rng, 2, "ABCDEFGHJKLMNPRSTUVWXYZ") + letters(rng, 5, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + \
        rng.choice("0123456789X") + letters(rng, 1, "ABCDEFGHJKLMNPRSTVWXY") + letters(rng, 1, "ABCDEFGHJKLMNPRSTUVWXYZ") + digits(rng, 6)


def device_sn(rng):
    return rng.choice([letters(rng, 3) + digits(rng, 6), "%s-%s-%s" % (digits(rng, 4), digits(rng, 4), digits(rng, 2)),
                       letters(rng, 2) + digits(rng, 7) + letters(rng, 1), "SN" + digits(rng, 9)])


def bioid(rng):
    return rng.choice(["FP-%s" % digits(rng, 5), "PV-%s" % digits(rng, 8), "IRIS-%s-%s" % (digits(rng, 4), digits(rng, 2)),
                       "VP-%s" % digits(rng, 6), "BIO%s" % digits(rng, 7)])


def username(rng, first, last):
    f, l = slug(first), slug(last)
    return rng.choice([f[:1] + l, f + "." + l, l + f[:1], f[:1] + l[:6], f + l[:1]]) + \
        rng.choice(["", "", "1", "2", "3", "01", "07", "_rh"])


def email_for(rng, first, last, domain):
    f, l = slug(first), slug(last)
    return rng.choice([f + "." + l, f[:1] + "." + l, f + l[:1], l + "." + f, f + "_" + l + digits(rng, 2)]) + "@" + domain
