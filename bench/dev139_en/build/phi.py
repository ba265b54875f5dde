"""Document builder and PHI value generators (all values invented / fictional by construction)."""
import datetime as dt
import re
import pools as P

LABEL = {}
for _lab, _types in [("NAME", "PATIENT DOCTOR FAMILY USERNAME"), ("AGE", "AGE"), ("DATE", "DATE"),
                     ("LOCATION", "STREET CITY STATE ZIP COUNTRY HOSPITAL ORGANIZATION LOCATION_OTHER"),
                     ("ID", "MRN SSN HEALTHPLAN ACCOUNT LICENSE DEVICE VEHICLE BIOID IDNUM"),
                     ("CONTACT", "PHONE FAX EMAIL URL IPADDR"), ("PROFESSION", "PROFESSION")]:
    for _t in _types.split():
        LABEL[_t] = _lab

_TOK = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


class Doc:
    """Builds one note in a single pass; spans are recorded as PHI pieces are appended."""

    def __init__(self, lower=False):
        self.parts, self.spans, self.n, self.lower = [], [], 0, lower
        self.ctx = {}

    def t(self, *xs):
        for x in xs:
            s = x.lower() if self.lower else x
            self.parts.append(s)
            self.n += len(s)
        return self

    def p(self, typ, val):
        s = val.lower() if self.lower else val
        if not s or s != s.strip():
            raise ValueError("bad span value %r" % (val,))
        self.spans.append({"start": self.n, "end": self.n + len(s), "label": LABEL[typ],
                           "type": typ, "text": s})
        self.parts.append(s)
        self.n += len(s)
        return self

    def f(self, tmpl, **kw):
        """Template with {KEY} markers; KEY maps (in kw, then self.ctx) to (TYPE, value) -> span,
        or to a plain string -> text, or to a callable(doc) -> emits itself."""
        pos = 0
        for m in _TOK.finditer(tmpl):
            if m.start() > pos:
                self.t(tmpl[pos:m.start()])
            k = m.group(1)
            v = kw[k] if k in kw else self.ctx[k]
            if isinstance(v, tuple):
                self.p(v[0], v[1])
            elif callable(v):
                v(self)
            else:
                self.t(v)
            pos = m.end()
        if pos < len(tmpl):
            self.t(tmpl[pos:])
        return self

    def text(self):
        return "".join(self.parts)


# ---------------------------------------------------------------- names
def person(rng, sex=None, last=None):
    sex = sex or rng.choice("FM")
    first = rng.choice(P.FEMALE if sex == "F" else P.MALE)
    mid = rng.choice(P.FEMALE if sex == "F" else P.MALE)
    return {"first": first, "mid": mid, "last": last or rng.choice(P.SURNAMES), "sex": sex}


def nm(p, style):
    f, m, l = p["first"], p["mid"], p["last"]
    return {"full": f + " " + l, "fml": "%s %s. %s" % (f, m[0], l), "lf": l + ", " + f,
            "LF": ("%s, %s %s" % (l, f, m[0])).upper(), "LFs": (l + ", " + f).upper(),
            "first": f, "last": l, "init": "%s.%s." % (f[0], l[0]), "INI": f[0] + m[0] + l[0],
            "fi": "%s. %s" % (f[0], l), "fl_": "%s %s." % (f, l[0]), "fmid": "%s %s %s" % (f, m, l),
            "lfm": "%s, %s %s." % (l, f, m[0]), "ini2": (f[0] + l[0]).lower(), "FULLUP": (f + " " + l).upper()}[style]


def title(p):
    return "Mr." if p["sex"] == "M" else "Ms."


# ---------------------------------------------------------------- dates and ages
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def rdate(rng, lo=dt.date(2019, 1, 2), hi=dt.date(2025, 6, 27)):
    return lo + dt.timedelta(days=rng.randrange((hi - lo).days))


def ordn(n):
    return str(n) + ("th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fd(d, style):
    M, m3 = MONTHS[d.month - 1], MONTHS[d.month - 1][:3]
    w = WD[d.weekday()]
    return {"mdy": "%02d/%02d/%d" % (d.month, d.day, d.year),
            "mdy_n": "%d/%d/%d" % (d.month, d.day, d.year),
            "mdy_s": "%d/%d/%02d" % (d.month, d.day, d.year % 100),
            "mdy_d": "%02d-%02d-%d" % (d.month, d.day, d.year),
            "long": "%s %d, %d" % (M, d.day, d.year), "abbr": "%s %d, %d" % (m3, d.day, d.year),
            "dmy": "%d %s %d" % (d.day, m3, d.year), "DMY": ("%02d%s%d" % (d.day, m3, d.year)).upper(),
            "iso": d.isoformat(), "md": "%d/%d" % (d.month, d.day), "mon_d": "%s %d" % (M, d.day),
            "mon_ord": "%s %s" % (M, ordn(d.day)), "wd_md": "%s %d/%d" % (w[:3], d.month, d.day),
            "wd_long": "%s, %s %d, %d" % (w, M, d.day, d.year), "wd": w, "wd_mon": "%s, %s %d" % (w, M, d.day),
            "my": "%s %d" % (M, d.year), "my3": "%s %d" % (m3, d.year), "my_num": "%02d/%d" % (d.month, d.year),
            "y": str(d.year), "mon": M, "d_mon": "%d %s" % (d.day, M)}[style]


FULL_STYLES = ["mdy", "mdy", "mdy", "mdy_n", "mdy_s", "long", "abbr", "dmy", "iso", "mdy_d"]


def anyd(rng, d):
    return fd(d, rng.choice(FULL_STYLES))


def dob_for(rng, today, age):
    d = today.replace(year=today.year - age, day=min(today.day, 28)) - dt.timedelta(days=rng.randrange(1, 360))
    return d


def age_of(dob, today):
    return today.year - dob.year - ((today.month, today.day) < (dob.month, dob.day))


_ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen " \
        "sixteen seventeen eighteen nineteen".split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def art(n):
    return "an" if n in (8, 11, 18) or 80 <= n <= 89 else "a"


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else "-" + _ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " " + words(n - 100))


# ---------------------------------------------------------------- contacts
def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def phone(rng, ext=None, area=None):
    a = area or rng.choice(P.AREA_CODES)
    line = "01%02d" % rng.randrange(100) if rng.random() < 0.7 else digits(rng, 4)
    s = rng.choice(["(%s) 555-%s", "%s-555-%s", "%s-555-%s", "%s.555.%s", "1-%s-555-%s", "+1 %s 555 %s",
                    "(%s)555-%s", "%s 555 %s"]) % (a, line)
    if ext is None:
        ext = rng.random() < 0.12
    if ext:
        s += rng.choice([" ext. %d", " x%d", " ext %d", " Ext. %d"]) % rng.randrange(10, 9999)
    return s


def intl_phone(rng, country):
    return {"Mexico": "+52 55 5550 %s", "United Kingdom": "+44 20 5550 %s", "Philippines": "+63 2 8555 %s",
            "India": "+91 98555 0%s", "Nigeria": "+234 803 555 %s", "Brazil": "+55 11 95550-%s",
            "Canada": "+1 604 555 %s", "Poland": "+48 555 120 %s", "Ghana": "+233 24 555 %s",
            "Vietnam": "+84 90 555 %s", "Haiti": "+509 3555 %s", "Guatemala": "+502 5550 %s", "Peru": "+51 1 555 %s",
            "Italy": "+39 06 555 %s", "Germany": "+49 30 5550 %s", "Ireland": "+353 1 555 %s", "Kenya": "+254 20 555 %s",
            "Jamaica": "+1 876 555 %s", "Colombia": "+57 1 555 %s"}.get(country, "+%d 555 %s %%s" % (rng.randrange(30, 99), digits(rng, 3))) % digits(rng, 4)


def email(rng, p):
    f, l = p["first"].lower().replace("'", "").replace("-", ""), p["last"].lower().replace("'", "").replace(" ", "").replace("-", "")
    user = rng.choice([f + "." + l, f[0] + l, f + l[0] + digits(rng, 2), l + "." + f[0], f + "_" + l + digits(rng, 2),
                       f + digits(rng, 4), l + f[0] + digits(rng, 1)])
    return user + "@" + rng.choice(P.EMAIL_DOMAINS)


def staff_email(rng, p, dom=None):
    return "%s.%s@%s" % (p["first"][0].lower(), p["last"].lower().replace("'", "").replace(" ", ""),
                         dom or rng.choice(P.EMAIL_DOMAINS))


def username(rng, p):
    f, l = p["first"].lower().replace("-", ""), p["last"].lower().replace("'", "").replace(" ", "").replace("-", "")
    return rng.choice([f[0] + l, f[0] + l + digits(rng, 1), f + "." + l, l + f[0] + digits(rng, 2),
                       f + l[:3] + digits(rng, 2), f[0] + l + "_" + digits(rng, 2), (f + "_" + l)[:14]])


def ip(rng):
    k = rng.random()
    if k < 0.4:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k < 0.75:
        return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))


def url(rng, kind="portal", slug=None):
    dom = rng.choice(P.EMAIL_DOMAINS)
    slug = slug or rng.choice(["cedarhollow", "mychart", "brightwater", "larkinfm", "haldenpc", "wexmoorhealth"])
    return {"portal": rng.choice(["https://portal.%s/%s", "www.%s/%s/portal", "https://%s/%s/login",
                                  "portal.%s/%s"]) % (dom, slug),
            "video": "https://visit.%s/j/%s" % (dom, digits(rng, 9)),
            "pay": rng.choice(["https://pay.%s/%s", "www.%s/%s/billpay", "%s/%s/pay"]) % (dom, slug),
            "form": "https://forms.%s/%s/roi-%s" % (dom, slug, digits(rng, 4)),
            "plan": rng.choice(["www.%s/%s/appeals", "https://members.%s/%s"]) % (dom, slug)}[kind]


# ---------------------------------------------------------------- identifiers
def _L(rng, n, al="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(al) for _ in range(n))


def mrn(rng):
    k = rng.randrange(6)
    return [lambda: "00" + digits(rng, 6), lambda: "E" + digits(rng, 7), lambda: digits(rng, 7),
            lambda: "%s-%s-%s" % (digits(rng, 4), digits(rng, 4), digits(rng, 1)), lambda: "HCH" + digits(rng, 6),
            lambda: digits(rng, 3) + "-" + digits(rng, 3) + "-" + digits(rng, 3)][k]()


def ssn(rng):
    if rng.random() < 0.75:
        s = "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    else:
        s = "000-%s-%s" % (digits(rng, 2), digits(rng, 4))
    return s.replace("-", " ") if rng.random() < 0.1 else s


def member(rng):
    k = rng.randrange(6)
    return [lambda: _L(rng, 3) + digits(rng, 6), lambda: _L(rng, 3) + digits(rng, 9),
            lambda: "W" + digits(rng, 9) + "01", lambda: "%s%s%s%s-%s%s%s-%s%s%s%s" % (
                digits(rng, 1), _L(rng, 1), _L(rng, 1), digits(rng, 1), _L(rng, 1), _L(rng, 1), digits(rng, 1),
                _L(rng, 1), _L(rng, 1), digits(rng, 1), digits(rng, 1)),
            lambda: "MC" + digits(rng, 8), lambda: "U" + digits(rng, 8) + "-0" + digits(rng, 1)][k]()


def group(rng):
    return rng.choice(["%s", "GRP-%s", "G%s", "%s-A"]) % digits(rng, rng.choice([5, 6, 7]))


def account(rng, kind="acct"):
    return {"acct": rng.choice(["%s-%s" % (digits(rng, 4), digits(rng, 4)), "A" + digits(rng, 10),
                                digits(rng, 9), "G" + digits(rng, 7)]),
            "enc": rng.choice(["ENC-%s-%s" % (digits(rng, 2), digits(rng, 7)), "V" + digits(rng, 11),
                               digits(rng, 10)]),
            "claim": rng.choice(["%s%s" % (digits(rng, 4), digits(rng, 9)), "CLM-" + digits(rng, 10),
                                 "%s-%s-%s" % (_L(rng, 2), digits(rng, 6), digits(rng, 3))]),
            "inv": rng.choice(["INV-%s" % digits(rng, 6), "ST" + digits(rng, 8)])}[kind]


def npi(rng):
    return rng.choice("12") + digits(rng, 9)


def dea(rng, last="M"):
    return rng.choice("ABFM") + last[0].upper() + digits(rng, 7)


def lic(rng):
    return rng.choice(["MD-%s" % digits(rng, 7), "RN.%s" % digits(rng, 6), "A%s" % digits(rng, 5),
                       "%s%s" % (_L(rng, 2), digits(rng, 6)), "DO%s" % digits(rng, 5)])


def dl(rng):
    return rng.choice(["%s%s-%s-%s" % (_L(rng, 1), digits(rng, 3), digits(rng, 4), digits(rng, 4)),
                       "%s%s" % (_L(rng, 1), digits(rng, 8)), digits(rng, 9),
                       "%s%s-%s-%s" % (_L(rng, 1), digits(rng, 2), digits(rng, 3), digits(rng, 3))])


def device(rng):
    return rng.choice(["%s%s%s" % (digits(rng, 1), _L(rng, 2), digits(rng, 7)), "E%s" % digits(rng, 10),
                       "%s-%s-%s" % (_L(rng, 2), digits(rng, 4), digits(rng, 4)),
                       "%s%s" % (_L(rng, 3), digits(rng, 6)), "SN%s%s" % (digits(rng, 6), _L(rng, 2)),
                       "%s-%s-%s-%s" % (digits(rng, 2), digits(rng, 6), digits(rng, 6), digits(rng, 1))])


def plate(rng):
    return rng.choice(["%s%s%s" % (digits(rng, 1), _L(rng, 3), digits(rng, 3)),
                       "%s-%s" % (_L(rng, 3), digits(rng, 4)), "%s %s" % (_L(rng, 2), digits(rng, 4)),
                       "%s%s" % (_L(rng, 3), digits(rng, 3))])


def vin(rng):
    al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return rng.choice("123459JKLSW") + "".join(rng.choice(al) for _ in range(16))


def bioid(rng, kind=None):
    kind = kind or rng.choice(["finger", "palm", "voice", "face"])
    return {"finger": rng.choice(["FP-%s" % digits(rng, 5), "FPR%s%s" % (digits(rng, 6), _L(rng, 1))]),
            "palm": rng.choice(["PALM-%s" % digits(rng, 7), "PV-%s-%s" % (_L(rng, 2), digits(rng, 6))]),
            "voice": rng.choice(["VP-%s-%s" % (digits(rng, 4), digits(rng, 2)), "VX%s" % digits(rng, 8)]),
            "face": rng.choice(["FT-%s-%s" % (_L(rng, 2), digits(rng, 5)), "FACE%s" % digits(rng, 7)])}[kind]


def idnum(rng, kind, year=None):
    y = year or rng.randrange(2019, 2026)
    return {"rx": rng.choice([digits(rng, 7), "RX%s" % digits(rng, 7), "%s-%s" % (digits(rng, 7), digits(rng, 2))]),
            "pa": rng.choice(["PA-%d-%s" % (y, digits(rng, 6)), "%s%s" % (_L(rng, 1), digits(rng, 9)),
                              "%s-%s" % (digits(rng, 4), digits(rng, 7))]),
            "appeal": rng.choice(["APL-%s-%s" % (digits(rng, 2), digits(rng, 5)), "GA%s" % digits(rng, 8)]),
            "acc": rng.choice(["S%s-%s" % (digits(rng, 2), digits(rng, 5)), "%s%s" % (_L(rng, 2), digits(rng, 8)),
                               "L%s" % digits(rng, 9)]),
            "order": rng.choice(["ORD%s" % digits(rng, 8), digits(rng, 8), "O-%s" % digits(rng, 7)]),
            "roi": rng.choice(["ROI-%s-%s" % (digits(rng, 2), digits(rng, 5)), "R%s" % digits(rng, 7),
                               "%s-ROI-%s" % (digits(rng, 4), digits(rng, 4))]),
            "ref": rng.choice(["REF-%s" % digits(rng, 8), "RF%s" % digits(rng, 6), "%s-%s" % (digits(rng, 3), digits(rng, 6))]),
            "case": rng.choice(["CV-%d-%s" % (y, digits(rng, 6)), "%s-%s" % (_L(rng, 2), digits(rng, 7)),
                                "WC%s" % digits(rng, 8)]),
            "ticket": rng.choice(["#%s" % digits(rng, 8), "T%s" % digits(rng, 7), "%s" % digits(rng, 9)]),
            "req": "REQ-%s" % digits(rng, 6), "cert": "%s%s" % (_L(rng, 2), digits(rng, 7)),
            "vis": "VIS-%s" % digits(rng, 6)}[kind]


# ---------------------------------------------------------------- places
def street(rng, unit=None):
    s = "%d %s %s" % (rng.choice([rng.randrange(1, 99), rng.randrange(100, 999), rng.randrange(1000, 99999)]),
                      rng.choice(P.STREET_NAMES), rng.choice(P.STREET_SUFFIX))
    if unit is None:
        unit = rng.random() < 0.25
    if unit:
        s += rng.choice([", Apt %s", " Apt %s", " #%s", ", Unit %s", ", Suite %s", " Lot %s"]) % rng.choice(
            [str(rng.randrange(1, 40)), "%d%s" % (rng.randrange(1, 9), rng.choice("ABCD")), str(rng.randrange(100, 420))])
    return s


def pobox(rng):
    return "PO Box %d" % rng.randrange(10, 9999)


def zipc(rng):
    z = "%05d" % rng.randrange(1000, 99950)
    return z + "-" + digits(rng, 4) if rng.random() < 0.15 else z


def state(rng, full=None):
    s = rng.choice(P.STATES)
    if full is None:
        full = rng.random() < 0.25
    return s[0] if full else s[1]


def clinic(rng):
    if rng.random() < 0.8:
        return rng.choice(P.CLINIC_STEMS) + " " + rng.choice(P.CLINIC_KINDS)
    return rng.choice(P.HOSPITALS)
