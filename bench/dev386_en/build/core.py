"""Note builder (single-pass offsets), formatters and case generation for dev386_en."""
import datetime as dt
import re

import names as NM
import places as PL

LABEL_OF = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class P:
    """A PHI value with its fine type."""
    __slots__ = ("v", "t")

    def __init__(self, v, t):
        if t not in LABEL_OF:
            raise ValueError(t)
        self.v = v
        self.t = t


_TOK = re.compile(r"\{([A-Za-z0-9_]+)\}")


class Note:
    """Append pieces; every PHI piece records its offsets at the moment it is appended."""

    def __init__(self, rng, lower=False):
        self.rng = rng
        self.lower = lower
        self.buf = []
        self.pos = 0
        self.spans = []
        self.ctx = {}
        self.typos = {}
        self.typo_rate = 0.0

    def add(self, s, typo=True):
        if not s:
            return
        if typo and self.typo_rate > 0:
            for k in sorted(self.typos):
                if k in s and self.rng.random() < self.typo_rate:
                    s = s.replace(k, self.typos[k], 1)
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            s = low
        self.buf.append(s)
        self.pos += len(s)

    def phi(self, v, t):
        start = self.pos
        self.add(v, typo=False)
        self.spans.append((start, self.pos, t))

    def put(self, x):
        if x is None:
            return
        if isinstance(x, str):
            self.add(x)
        elif isinstance(x, P):
            self.phi(x.v, x.t)
        elif isinstance(x, (list, tuple)):
            for y in x:
                self.put(y)
        elif callable(x):
            self.put(x())
        else:
            self.add(str(x))

    def t(self, tmpl, **kw):
        pos = 0
        for m in _TOK.finditer(tmpl):
            self.add(tmpl[pos:m.start()])
            key = m.group(1)
            self.put(kw[key] if key in kw else self.ctx[key])
            pos = m.end()
        self.add(tmpl[pos:])

    def finish(self):
        text = "".join(self.buf)
        spans = []
        for s, e, t in self.spans:
            spans.append({"start": s, "end": e, "label": LABEL_OF[t], "type": t, "text": text[s:e]})
        return text, spans


# ---------------------------------------------------------------- small random helpers
def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def wpick(rng, pairs):
    tot = sum(w for _, w in pairs)
    r = rng.uniform(0, tot)
    acc = 0
    for v, w in pairs:
        acc += w
        if r <= acc:
            return v
    return pairs[-1][0]


def chance(rng, p):
    return rng.random() < p


def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def letters(rng, n, alpha="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(alpha) for _ in range(n))


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

DMY_STYLES = ["dmy_slash", "dmy_slash", "dmy_long", "dmy_mon", "dmy_dash", "dmy_dot", "dmy_short", "iso"]
MDY_STYLES = ["mdy_slash", "mdy_slash", "mdy_long", "mdy_mon", "mdy_short", "iso"]


def fmt_date(d, style):
    dd, mm, yy = d.day, d.month, d.year
    if style == "dmy_slash":
        return "%02d/%02d/%d" % (dd, mm, yy)
    if style == "dmy_short":
        return "%d/%d/%02d" % (dd, mm, yy % 100)
    if style == "dmy_dot":
        return "%02d.%02d.%02d" % (dd, mm, yy % 100)
    if style == "dmy_long":
        return "%d %s %d" % (dd, MONTHS[mm - 1], yy)
    if style == "dmy_mon":
        return "%d %s %d" % (dd, MONTHS[mm - 1][:3], yy)
    if style == "dmy_dash":
        return "%02d-%s-%d" % (dd, MONTHS[mm - 1][:3], yy)
    if style == "iso":
        return "%d-%02d-%02d" % (yy, mm, dd)
    if style == "mdy_slash":
        return "%02d/%02d/%d" % (mm, dd, yy)
    if style == "mdy_short":
        return "%d/%d/%02d" % (mm, dd, yy % 100)
    if style == "mdy_long":
        return "%s %d, %d" % (MONTHS[mm - 1], dd, yy)
    if style == "mdy_mon":
        return "%s %d, %d" % (MONTHS[mm - 1][:3], dd, yy)
    if style == "ord":
        suf = "th" if 10 <= dd % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
        return "%d%s %s %d" % (dd, suf, MONTHS[mm - 1], yy)
    if style == "wd_dmy":
        return "%s %d %s %d" % (WDAYS[d.weekday()], dd, MONTHS[mm - 1], yy)
    if style == "wd_mdy":
        return "%s, %s %d, %d" % (WDAYS[d.weekday()], MONTHS[mm - 1], dd, yy)
    if style == "wd_short_dm":
        return "%s %d/%d" % (WDAYS[d.weekday()][:3], dd, mm)
    if style == "wd_short_md":
        return "%s %d/%d" % (WDAYS[d.weekday()][:3], mm, dd)
    if style == "dm":
        return "%d/%d" % (dd, mm)
    if style == "md":
        return "%d/%d" % (mm, dd)
    if style == "month_year":
        return "%s %d" % (MONTHS[mm - 1], yy)
    if style == "mon_year":
        return "%s %d" % (MONTHS[mm - 1][:3], yy)
    if style == "year":
        return "%d" % yy
    if style == "day_month":
        return "%d %s" % (dd, MONTHS[mm - 1][:3])
    raise ValueError(style)


def rand_date(rng, start, end):
    span = (end - start).days
    return start + dt.timedelta(days=rng.randrange(span + 1))


def add_days(d, n):
    return d + dt.timedelta(days=n)


def workday(d):
    while d.weekday() >= 5:
        d = d + dt.timedelta(days=1)
    return d


# ---------------------------------------------------------------- contacts
AREA = {
    "UK": ["0113", "0114", "0161", "0121", "0117", "0191", "0131", "0141"],
    "UK5": ["01422", "01423", "01904", "01244", "01392", "01603", "01772", "01332"],
    "US": ["217", "937", "419", "518", "585", "570", "610", "508", "978", "860", "804", "919", "912", "813",
           "208", "509", "541", "559", "520", "915", "806", "608", "218", "515", "402", "865", "859", "406"],
    "CA": ["905", "613", "705", "807", "450", "819", "902", "506", "204", "306", "403", "250", "709"],
    "AU": ["02", "03", "07", "08"],
    "IE": ["021", "091", "066", "065", "071", "074", "090", "046", "041", "01", "045", "056", "052", "053"],
    "NZ": ["09", "07", "06", "04", "03"],
}


def phone(rng, c, kind="land"):
    if c == "UK":
        if kind == "mobile":
            return pick(rng, ["07700 555%s", "07700 555 %s", "07911 555%s", "+44 7700 555%s"]) % digits(rng, 3)
        if chance(rng, 0.6):
            a = pick(rng, AREA["UK"])
            return pick(rng, ["%s 555 %s", "(%s) 555 %s", "%s 555%s"]) % (a, "0" + digits(rng, 3))
        return "%s 555%s" % (pick(rng, AREA["UK5"]), digits(rng, 3))
    if c in ("US", "CA"):
        a = pick(rng, AREA[c])
        n = "01" + digits(rng, 2)
        f = pick(rng, ["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "(%s) 555-%s", "+1 %s 555 %s"])
        return f % (a, n)
    if c == "AU":
        if kind == "mobile":
            return pick(rng, ["04%s 555 %s", "04%s555%s"]) % (digits(rng, 2), digits(rng, 3))
        return pick(rng, ["(%s) 555%s %s", "%s 555%s %s"]) % (pick(rng, AREA["AU"]), digits(rng, 1), digits(rng, 4))
    if c == "IE":
        if kind == "mobile":
            return pick(rng, ["08%s 555 %s", "+353 8%s 555 %s"]) % (pick(rng, "35679"), digits(rng, 4))
        return pick(rng, ["(%s) 555 %s", "%s 555%s"]) % (pick(rng, AREA["IE"]), digits(rng, 4))
    if c == "NZ":
        if kind == "mobile":
            return pick(rng, ["02%s 555 %s", "+64 2%s 555 %s"]) % (pick(rng, "12579"), digits(rng, 4))
        a = pick(rng, AREA["NZ"])
        if chance(rng, 0.2):
            return "+64 %s 555 %s" % (a[1:], digits(rng, 4))
        return pick(rng, ["(%s) 555 %s", "%s 555 %s"]) % (a, digits(rng, 4))
    raise ValueError(c)


def with_ext(rng, num):
    return num + pick(rng, [" ext %s", " ext. %s", " x%s", " ext %s"]) % digits(rng, rng.choice([3, 4]))


def bleep(rng):
    return pick(rng, ["555%s", "555-%s", "555 %s"]) % digits(rng, rng.choice([1, 2, 4]))


EMAIL_DOMAINS = ["example.com", "example.net", "example.org", "mail.example.com", "post.example.net", "home.example.org"]


def slug(s):
    return re.sub(r"[^a-z0-9]", "", s.lower())


def email_for(rng, first, last, domain=None):
    f, l = slug(first), slug(last)
    form = pick(rng, ["%s.%s", "%s%s", "%s_%s", "%s.%s%s", "%s%s%s"])
    if form.count("%s") == 3:
        local = form % (f, l, digits(rng, 2))
    else:
        local = form % ((f[:1] if chance(rng, 0.4) else f), l)
    return "%s@%s" % (local, domain or pick(rng, EMAIL_DOMAINS))


def site_email(rng, site_name):
    words = [slug(w) for w in site_name.split() if slug(w)]
    stem = words[0] if words else "clinic"
    return "%s@%s" % (pick(rng, ["audiology.%s" % stem, "%s.hearing" % stem, "tinnitus.%s" % stem,
                                   "%s-audiology" % stem, "admin.%s" % stem]),
                      pick(rng, ["example.org", "example.net", "nhs.example.org", "health.example.org"]))


def site_url(rng, site_name):
    stem = "-".join(slug(w) for w in site_name.split()[:2] if slug(w))
    base = pick(rng, ["www.%s.example.org" % stem, "%s.example.com" % stem, "https://www.%s.example.net" % stem])
    if chance(rng, 0.5):
        base += pick(rng, ["/tinnitus", "/audiology", "/hearing-aids/care", "/patients/portal", "/book",
                           "/resources/sound-therapy"])
    return base


def portal_url(rng):
    return pick(rng, ["https://portal.example.net/hearing/%s", "https://myhearing.example.com/login?u=%s",
                      "https://telehealth.example.org/session/%s", "https://connect.example.net/fit/%s"]) % (
        letters(rng, 2, "abcdefghjkmnpqrstuvwxyz") + digits(rng, 5))


def private_ip(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))


def username_for(rng, first, last):
    f, l = slug(first), slug(last)
    return pick(rng, ["%s%s" % (f[:1], l), "%s.%s" % (f, l), "%s%s%s" % (f[:1], l, digits(rng, 2)),
                      "%s_%s" % (l, f[:1]), "%s%s" % (f, digits(rng, 2))])


# ---------------------------------------------------------------- identifiers
def mrn(rng, c):
    return pick(rng, {
        "UK": ["%s%s" % (letters(rng, 1), digits(rng, 7)), "RX%s" % digits(rng, 6), digits(rng, 8)],
        "US": [digits(rng, 8), "%s-%s" % (digits(rng, 3), digits(rng, 5)), "MR%s" % digits(rng, 7)],
        "AU": [digits(rng, 7), "UR%s" % digits(rng, 6)],
        "CA": [digits(rng, 7), "H%s" % digits(rng, 7)],
        "IE": [digits(rng, 7), "%s%s" % (letters(rng, 1), digits(rng, 6))],
        "NZ": [digits(rng, 7)],
    }[c])


def national_id(rng, c):
    """NHS number (UK) / NHI (NZ): national patient identifiers, typed MRN."""
    if c == "UK":
        return pick(rng, ["9%s %s %s", "9%s%s%s", "9%s-%s-%s"]) % (digits(rng, 2), digits(rng, 3), digits(rng, 4))
    if c == "NZ":
        return letters(rng, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + digits(rng, 4)
    return None


def ssn(rng, c):
    if c == "US":
        if chance(rng, 0.8):
            return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
        return "000-%s-%s" % (digits(rng, 2), digits(rng, 4))
    if c == "CA":
        return pick(rng, ["9%s %s %s", "9%s-%s-%s"]) % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if c == "AU":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if c == "IE":
        return "9%s%s" % (digits(rng, 6), pick(rng, ["T", "W", "A", "TA", "H"]))
    if c == "NZ":
        return "9%s-%s-%s" % (digits(rng, 1), digits(rng, 3), digits(rng, 3))
    return None


def healthplan(rng, c):
    if c == "US":
        return pick(rng, [letters(rng, 3) + digits(rng, 6),
                          "%s%s%s-%s%s%s-%s%s%s%s" % tuple([digits(rng, 1), letters(rng, 1), letters(rng, 1) + digits(rng, 1),
                                                            letters(rng, 1), letters(rng, 1), digits(rng, 1),
                                                            letters(rng, 1), letters(rng, 1), digits(rng, 1), digits(rng, 1)]),
                          "W%s-%s" % (digits(rng, 6), digits(rng, 2))])
    if c == "AU":
        return pick(rng, ["%s%s %s %s" % (pick(rng, "23456"), digits(rng, 3), digits(rng, 5), digits(rng, 1)),
                          "%s%s%s" % (pick(rng, "23456"), digits(rng, 9), ""), "NX%s" % digits(rng, 6)])
    if c == "CA":
        return pick(rng, ["%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2)),
                          "%s %s %s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3))])
    if c == "IE":
        return pick(rng, ["%s%s" % (digits(rng, 7), letters(rng, 1)), "GMS %s" % digits(rng, 6)])
    if c == "UK":
        return pick(rng, ["AP-%s" % digits(rng, 6), "%s%s/%s" % (letters(rng, 2), digits(rng, 6), digits(rng, 2))])
    return pick(rng, ["%s%s" % (digits(rng, 8), letters(rng, 1)), "SX-%s" % digits(rng, 7)])


def clinician_license(rng, c, role):
    doc = role in ("ENT", "GP", "AVM")
    if c == "UK":
        return digits(rng, 7) if doc else pick(rng, ["AH%s", "HAD%s", "CS%s", "AH %s"]) % digits(rng, 5)
    if c == "US":
        return pick(rng, ["1%s" % digits(rng, 9), "AU.%s" % digits(rng, 7), "%s%s" % (letters(rng, 2), digits(rng, 7))]) \
            if doc else pick(rng, ["1%s" % digits(rng, 9), "AUD-%s" % digits(rng, 5), "AU%s" % digits(rng, 6)])
    if c == "AU":
        return ("MED%s" % digits(rng, 10)) if doc else pick(rng, ["AUD%s" % digits(rng, 6), "HSP-%s" % digits(rng, 5)])
    if c == "CA":
        return digits(rng, 5) if doc else pick(rng, ["A%s" % digits(rng, 4), "%s-%s" % (digits(rng, 4), digits(rng, 2))])
    if c == "IE":
        return digits(rng, 6) if doc else "HAD-%s" % digits(rng, 4)
    return digits(rng, 5) if doc else "NZAS-%s" % digits(rng, 4)


def drivers_licence(rng, c, last=""):
    if c == "UK":
        s = (slug(last).upper() + "99999")[:5]
        return "%s%s%s%s" % (s, digits(rng, 6), letters(rng, 2), digits(rng, 1) + letters(rng, 2))
    if c == "US":
        return pick(rng, ["%s%s-%s-%s" % (letters(rng, 1), digits(rng, 3), digits(rng, 4), digits(rng, 4)),
                          "%s%s" % (letters(rng, 1), digits(rng, 7))])
    if c == "CA":
        return "%s%s-%s-%s" % (letters(rng, 1), digits(rng, 4), digits(rng, 5), digits(rng, 5))
    if c == "AU":
        return digits(rng, rng.choice([8, 9]))
    if c == "IE":
        return "%s %s" % (digits(rng, 3), digits(rng, 6))
    return "%s%s" % (letters(rng, 2), digits(rng, 6))


def plate(rng, c):
    if c == "UK":
        return "%s%s %s" % (letters(rng, 2), digits(rng, 2), letters(rng, 3))
    if c == "US":
        return pick(rng, ["%s%s%s" % (digits(rng, 1), letters(rng, 3), digits(rng, 3)), "%s-%s" % (letters(rng, 3), digits(rng, 4))])
    if c == "AU":
        return pick(rng, ["%s-%s" % (letters(rng, 3), digits(rng, 3)), "%s%s %s" % (digits(rng, 1), letters(rng, 2), digits(rng, 1) + letters(rng, 2))])
    if c == "CA":
        return "%s %s" % (letters(rng, 4), digits(rng, 3))
    if c == "IE":
        return "%s-%s-%s" % (pick(rng, ["191", "201", "222", "231", "08", "12", "152"]), pick(rng, ["D", "C", "G", "KY", "L", "MH", "WX"]), digits(rng, rng.choice([4, 5])))
    return "%s%s" % (letters(rng, 3), digits(rng, 3))


def vin(rng):
    return letters(rng, 1, "123456JKLSWVZ") + letters(rng, 2, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + \
        "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(6)) + \
        letters(rng, 1, "ABCDEFGHJKLMNPRSTVWXY") + letters(rng, 1, "ABCDEFGHJKLMNPRSTUVWXYZ") + digits(rng, 6)


def serial(rng):
    return pick(rng, ["%s%s%s" % (digits(rng, 4), letters(rng, 1), digits(rng, 4)),
                      "%s%s%s" % (digits(rng, 2), letters(rng, 2), digits(rng, 5)),
                      "%s-%s" % (digits(rng, 4), digits(rng, 5)),
                      "HA-%s" % digits(rng, 7), digits(rng, 10), "%s%s" % (letters(rng, 3), digits(rng, 6))])


def bioid(rng, kind=None):
    kind = kind or pick(rng, ["voice", "finger", "palm", "face"])
    if kind == "voice":
        return pick(rng, ["VP-%s" % digits(rng, 6), "VB%s" % digits(rng, 7), "VOX-%s" % digits(rng, 5)])
    if kind == "finger":
        return pick(rng, ["FP-%s" % digits(rng, 5), "FPT%s-%s" % (digits(rng, 4), letters(rng, 1))])
    if kind == "palm":
        return "PV%s-%s" % (digits(rng, 4), digits(rng, 2))
    return pick(rng, ["FT-%s" % digits(rng, 6), "BIO-%s-%s" % (digits(rng, 5), letters(rng, 1))])


def account(rng):
    return pick(rng, ["INV-%s-%s" % (pick(rng, ["2022", "2023", "2024", "2025"]), digits(rng, 5)),
                      "%s-%s" % (digits(rng, 4), digits(rng, 4)), "V%s" % digits(rng, 8), "ENC-%s" % digits(rng, 7),
                      "%s%s" % (digits(rng, 9), ""), "AC%s" % digits(rng, 6)])


def idnum(rng, kind="ref"):
    if kind == "ubrn":
        return "%s %s %s" % (digits(rng, 4), digits(rng, 4), digits(rng, 4))
    if kind == "repair":
        return pick(rng, ["R-%s", "RJ%s", "REP/%s", "WO-%s"]) % digits(rng, 5)
    if kind == "loan":
        return pick(rng, ["LN-%s", "SG/%s", "LOAN-%s", "TSG%s"]) % digits(rng, 4)
    if kind == "form":
        return pick(rng, ["TQ-%s", "F%s", "QR-%s"]) % digits(rng, 4)
    if kind == "claim":
        return pick(rng, ["%s%s", "C%s-%s"]) % (digits(rng, 5), digits(rng, 3))
    if kind == "session":
        return pick(rng, ["RS-%s-%s", "TF%s%s", "SESS-%s%s"]) % (digits(rng, 4), digits(rng, 4))
    return pick(rng, ["AUD/%s/%s" % (digits(rng, 2), digits(rng, 4)), "%s%s" % (letters(rng, 2), digits(rng, 6)),
                      "REF-%s" % digits(rng, 6), "%s/%s" % (digits(rng, 5), digits(rng, 2)), "ORD%s" % digits(rng, 7)])


# ---------------------------------------------------------------- addresses
def postcode(rng, c, seed):
    if c == "UK":
        return "%s%d %d%s" % (seed, rng.randrange(1, 20), rng.randrange(10), letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
    if c == "US":
        z = seed + digits(rng, 2)
        return z + ("-" + digits(rng, 4) if chance(rng, 0.15) else "")
    if c == "AU" or c == "NZ":
        return seed[:-1] + str(int(seed[-1]) + rng.randrange(0, 3) if seed[-1] != "9" else seed[-1])[-1]
    if c == "CA":
        return "%s%d%s %d%s%d" % (seed, rng.randrange(10), letters(rng, 1, "ABCEGHJKLMNPRSTVXY"), rng.randrange(10),
                                  letters(rng, 1, "ABCEGHJKLMNPRSTVWXYZ"), rng.randrange(10))
    if c == "IE":
        return "%s %s" % (seed, "".join(rng.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4)))
    raise ValueError(c)


def street(rng, c):
    name = pick(rng, PL.STREET_NAMES)
    suf = pick(rng, PL.STREET_SUFFIX[c])
    num = str(rng.randrange(1, 220))
    if c in ("US", "CA") and chance(rng, 0.6):
        num = str(rng.randrange(100, 9800))
    base = "%s %s %s" % (num, name, suf)
    r = rng.random()
    if r < 0.12:
        if c == "UK" or c == "IE":
            return "Flat %d, %s" % (rng.randrange(1, 30), base)
        if c == "AU" or c == "NZ":
            return "%d/%s" % (rng.randrange(1, 20), base)
        return "%s, %s" % (base, pick(rng, ["Apt %d%s" % (rng.randrange(1, 30), pick(rng, ["", "B", "C"])),
                                             "Unit %d" % rng.randrange(100, 900), "Suite %d" % rng.randrange(100, 500)]))
    if r < 0.18 and c == "NZ":
        return "%s%s %s %s" % (num, pick(rng, ["A", "B"]), name, suf)
    if r < 0.25 and c == "IE":
        return "%d %s %s" % (rng.randrange(1, 90), name, suf)
    return base


def state_name(c, code):
    if c == "AU" and code == "WA":
        return "Western Australia"
    return PL.STATE_FULL.get(code, code)


def address(rng, c):
    town, region, seed = pick(rng, PL.TOWNS[c])
    return {"street": street(rng, c), "city": town, "region": region, "zip": postcode(rng, c, seed), "country": c}


def addr_pieces(rng, a, style="line", with_country=False):
    """Address as a list of str/P pieces, split into its parts."""
    c = a["country"]
    sep = "\n" if style == "block" else ", "
    out = [P(a["street"], "STREET"), sep, P(a["city"], "CITY")]
    if c == "UK":
        if chance(rng, 0.35):
            out += [sep, P(a["region"], "CITY")]
        out += [sep if style == "block" else " ", P(a["zip"], "ZIP")]
    elif c == "IE":
        out += [sep, P("Co. " + a["region"], "CITY")] if a["region"] != a["city"] else []
        out += [sep if style == "block" else " ", P(a["zip"], "ZIP")]
    elif c == "NZ":
        out += [" ", P(a["zip"], "ZIP")]
    else:
        reg = a["region"] if chance(rng, 0.85) else state_name(c, a["region"])
        out += [", " if c != "AU" else " ", P(reg, "STATE"), "  " if c == "CA" and chance(rng, 0.3) else " ", P(a["zip"], "ZIP")]
    if with_country:
        out += [sep, P(PL.COUNTRY_NAMES[c], "COUNTRY")]
    return out
