"""Note builder and PHI value formatters.  Every random choice goes through the
single random.Random(348) created in make.py and passed in as `rng`."""
import datetime as dt
import pools as PL

LABEL = {
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
    """Assembles a note piece by piece; PHI pieces are (type, value) tuples and
    their offsets are recorded at the moment they are appended."""

    def __init__(self, lower=False):
        self.buf, self.spans, self.pos, self.lower = [], [], 0, lower

    def _put(self, s):
        if self.lower:
            s = s.lower()
        self.buf.append(s)
        self.pos += len(s)
        return s

    def w(self, *pieces):
        for p in pieces:
            if p is None or p == "":
                continue
            if isinstance(p, (int, float)):
                p = str(p)
            if isinstance(p, str):
                self._put(p)
            elif isinstance(p, tuple):
                typ, val = p
                start = self.pos
                s = self._put(val)
                self.spans.append({"start": start, "end": self.pos, "label": LABEL[typ],
                                   "type": typ, "text": s})
            else:
                self.w(*p)
        return self

    def ln(self, *pieces):
        self.w(*pieces)
        self._put("\n")
        return self

    def text(self):
        return "".join(self.buf)


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def chance(rng, p):
    return rng.random() < p


def wpick(rng, weights):
    keys = sorted(weights)
    tot = sum(weights[k] for k in keys)
    r = rng.random() * tot
    for k in keys:
        r -= weights[k]
        if r < 0:
            return k
    return keys[-1]


DIG = "0123456789"
UPP = "ABCDEFGHJKLMNPRSTUVWXYZ"


def dd(rng, n):
    return "".join(pick(rng, DIG) for _ in range(n))


def ll(rng, n):
    return "".join(pick(rng, UPP) for _ in range(n))


# ---------------------------------------------------------------- persons
class Person:
    def __init__(self, first, last, mid, sex):
        self.first, self.last, self.mid, self.sex = first, last, mid, sex

    @property
    def full(self):
        return self.first + " " + self.last


def make_person(rng, c, sex=None):
    origin = wpick(rng, PL.ORIGIN_WEIGHTS[c])
    males, females, surnames = PL.NAMES[origin]
    sex = sex or pick(rng, "MF")
    first = pick(rng, males if sex == "M" else females)
    if chance(rng, 0.2):
        surnames = PL.NAMES[pick(rng, PL.ORIGINS)][2]
    last = pick(rng, surnames)
    if chance(rng, 0.08):
        last = last + "-" + pick(rng, PL.NAMES[pick(rng, PL.ORIGINS)][2]).replace(" ", "")
    mid = pick(rng, UPP) if chance(rng, 0.45) else ""
    return Person(first, last, mid, sex)


def ptitle(rng, p):
    if p.sex == "M":
        return "Mr"
    return pick(rng, ["Mrs", "Ms", "Ms", "Miss"])


def nm(rng, p, typ, style=None):
    """A name in one of many written forms; titles stay outside the span."""
    styles = ["full", "full", "fml", "lf", "LF", "title_last", "title_full", "first",
              "init", "fi_last", "last", "first_li"]
    style = style or pick(rng, styles)
    mi = (p.mid + ". ") if p.mid else ""
    if style == "full":
        return [(typ, p.full)]
    if style == "fml":
        return [(typ, p.first + " " + mi + p.last)]
    if style == "lf":
        return [(typ, p.last + ", " + p.first)]
    if style == "LF":
        return [(typ, (p.last + ", " + p.first + (" " + p.mid if p.mid else "")).upper())]
    if style == "title_last":
        return [ptitle(rng, p) + " ", (typ, p.last)]
    if style == "title_full":
        return [ptitle(rng, p) + " ", (typ, p.full)]
    if style == "first":
        return [(typ, p.first)]
    if style == "init":
        a, b = p.first[0], p.last[0]
        return [(typ, pick(rng, [a + "." + b + ".", a + b, a + "." + p.mid + "." + b + "."
                                 if p.mid else a + b]))]
    if style == "fi_last":
        return [(typ, p.first[0] + ". " + p.last)]
    if style == "first_li":
        return [(typ, p.first + " " + p.last[0] + ".")]
    return [(typ, p.last)]


def initials(p):
    return p.first[0] + (p.mid or "") + p.last[0]


def doc(rng, p, style=None):
    """Clinician reference with title outside."""
    style = style or pick(rng, ["dr_last", "dr_full", "full", "fi_last", "dr_last", "dr_fi"])
    if style == "dr_last":
        return [pick(rng, ["Dr ", "Dr. ", "Dr "]), ("DOCTOR", p.last)]
    if style == "dr_full":
        return [pick(rng, ["Dr ", "Dr. "]), ("DOCTOR", p.full)]
    if style == "dr_fi":
        return ["Dr ", ("DOCTOR", p.first[0] + " " + p.last)]
    if style == "fi_last":
        return [("DOCTOR", p.first[0] + ". " + p.last)]
    if style == "mr_last":
        return [("Mr " if p.sex == "M" else pick(rng, ["Ms ", "Miss "])), ("DOCTOR", p.last)]
    return [("DOCTOR", p.full)]


def uname(rng, p):
    f = p.first.lower().replace("-", "").replace("'", "").replace(" ", "")
    la = p.last.lower().replace("-", "").replace("'", "").replace(" ", "")
    return pick(rng, [f[0] + la + dd(rng, 1), f + "." + la, la + f[0], f[0] + la[:6] + dd(rng, 2),
                      f + "_" + la[:3] + dd(rng, 2), la[:5] + f[:2] + dd(rng, 1)])


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def rdate(rng, a, b):
    return dt.date.fromordinal(rng.randint(a.toordinal(), b.toordinal()))


def addd(d, days):
    return d + dt.timedelta(days=days)


def _ord(n):
    return str(n) + ("th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fdate(rng, d, c, style=None):
    us = c == "US"
    if style is None:
        if c == "US":
            style = pick(rng, ["mdy", "mdy", "mdy2", "long", "iso", "abbr"])
        elif c == "CA":
            style = pick(rng, ["iso", "iso", "long", "abbr", "dmy", "mdy"])
        else:
            style = pick(rng, ["dmy", "dmy", "dmy2", "dlong", "abbr", "dot", "ord", "iso", "dmon"])
    m, y = d.month, d.year
    if style == "dmy":
        return "%02d/%02d/%d" % (d.day, m, y)
    if style == "dmy2":
        return "%d/%d/%02d" % (d.day, m, y % 100)
    if style == "mdy":
        return "%02d/%02d/%d" % (m, d.day, y)
    if style == "mdy2":
        return "%d/%d/%02d" % (m, d.day, y % 100)
    if style == "iso":
        return d.isoformat()
    if style == "long":
        return "%s %d, %d" % (MONTHS[m - 1], d.day, y)
    if style == "dlong":
        return "%d %s %d" % (d.day, MONTHS[m - 1], y)
    if style == "abbr":
        return "%02d-%s-%d" % (d.day, MONTHS[m - 1][:3], y)
    if style == "dmon":
        return "%d %s %d" % (d.day, MONTHS[m - 1][:3], y)
    if style == "dot":
        return "%02d.%02d.%02d" % (d.day, m, y % 100)
    if style == "ord":
        return "%s %s %d" % (_ord(d.day), MONTHS[m - 1], y)
    if style == "wd":
        if us:
            return "%s, %s %d, %d" % (WDAYS[d.weekday()], MONTHS[m - 1], d.day, y)
        return "%s %d %s %d" % (WDAYS[d.weekday()], d.day, MONTHS[m - 1], y)
    if style == "wds":
        if us:
            return "%s %d/%d" % (WDAYS[d.weekday()][:3], m, d.day)
        return "%s %d/%d" % (WDAYS[d.weekday()][:3], d.day, m)
    if style == "short":
        return ("%d/%d" % (m, d.day)) if us else ("%d/%d" % (d.day, m))
    if style == "dm":
        return ("%s %d" % (MONTHS[m - 1][:3], d.day)) if us else ("%d %s" % (d.day, MONTHS[m - 1][:3]))
    if style == "my":
        return pick(rng, ["%s %d" % (MONTHS[m - 1], y), "%s %d" % (MONTHS[m - 1][:3], y),
                          "%02d/%d" % (m, y)])
    if style == "y":
        return str(y)
    raise ValueError(style)


def D(rng, d, c, style=None):
    return ("DATE", fdate(rng, d, c, style))


NUMW = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def numword(n):
    if n < 20:
        return NUMW[n]
    t, u = divmod(n, 10)
    return TENS[t] + ("-" + NUMW[u] if u else "")


def age_of(dob, d):
    return d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))


def agep(rng, age, sex=None, style=None):
    """Age phrase: only the number is the span."""
    sx = sex or "M"
    style = style or pick(rng, ["yo", "yearold", "yo2", "sex", "aged", "yrs", "yearold", "word",
                                "sexsp", "y"])
    a = str(age)
    if style == "yo":
        return [("AGE", a), " yo"]
    if style == "yo2":
        return [("AGE", a), "yo"]
    if style == "yearold":
        return [("AGE", a), "-year-old"]
    if style == "word":
        return [("AGE", numword(age) if age < 100 else a), "-year-old"]
    if style == "sex":
        return [("AGE", a), sx]
    if style == "sexsp":
        return [("AGE", a), " " + sx]
    if style == "aged":
        return ["aged ", ("AGE", a)]
    if style == "yrs":
        return [("AGE", a), " yrs"]
    return [("AGE", a), "y"]


# ---------------------------------------------------------------- contacts
AREA = {"US": ["617", "312", "216", "412", "713", "404", "612", "303", "206", "919", "973", "415"],
        "CA": ["416", "604", "403", "902", "204", "613", "514", "306", "709", "506", "780"],
        "UK3": ["113", "114", "115", "116", "117", "118", "121", "131", "141", "151", "161", "191"],
        "UK4": ["1223", "1392", "1752", "1904", "1482", "1603", "1332", "1524", "1228", "1872"],
        "IE": ["1", "21", "91", "61", "51", "66", "74", "94", "45", "41", "504"],
        "AU": ["2", "3", "7", "8"], "NZ": ["9", "7", "4", "3", "6"]}


def phone(rng, c, kind="land"):
    if c in ("US", "CA"):
        a = pick(rng, AREA[c])
        tail = dd(rng, 4)
        s = pick(rng, ["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "+1 %s 555 %s", "1-%s-555-%s",
                       "(%s) 555-%s"]) % (a, tail)
        if kind == "ext":
            s += pick(rng, [" ext. ", " x", " ext "]) + dd(rng, 4)
        return s
    if c == "UK":
        if kind == "mobile":
            return pick(rng, ["07%s 555%s", "07%s 555 %s", "+44 7%s 555%s"]) % (dd(rng, 3), dd(rng, 3))
        if chance(rng, 0.6):
            s = pick(rng, ["0%s 555 %s", "(0%s) 555 %s", "+44 %s 555 %s", "0%s 555%s"]) % (
                pick(rng, AREA["UK3"]), dd(rng, 4))
        else:
            s = pick(rng, ["0%s 555%s", "(0%s) 555%s", "0%s 555 %s"]) % (pick(rng, AREA["UK4"]), dd(rng, 3))
        if kind == "ext":
            s += pick(rng, [" ext ", " ext. ", " x"]) + dd(rng, 4)
        return s
    if c == "IE":
        if kind == "mobile":
            return pick(rng, ["08%s 555 %s", "+353 8%s 555 %s", "08%s-555%s"]) % (
                pick(rng, "35679"), dd(rng, 4))
        a = pick(rng, AREA["IE"])
        s = pick(rng, ["(0%s) 555 %s", "0%s 555 %s", "+353 %s 555 %s", "0%s-555%s"]) % (a, dd(rng, 4))
        if kind == "ext":
            s += pick(rng, [" ext ", " x"]) + dd(rng, 4)
        return s
    if c == "AU":
        if kind == "mobile":
            return pick(rng, ["04%s 555 %s", "+61 4%s 555 %s", "04%s555%s"]) % (dd(rng, 2), dd(rng, 3))
        a = pick(rng, AREA["AU"])
        s = pick(rng, ["(0%s) 5550 %s", "0%s 5550 %s", "+61 %s 5550 %s", "(0%s) 5551 %s"]) % (a, dd(rng, 4))
        if kind == "ext":
            s += pick(rng, [" ext ", " x"]) + dd(rng, 4)
        return s
    # NZ
    if kind == "mobile":
        return pick(rng, ["02%s 555 %s", "+64 2%s 555 %s", "02%s-555-%s"]) % (pick(rng, "1279"), dd(rng, 4))
    a = pick(rng, AREA["NZ"])
    s = pick(rng, ["(0%s) 555 %s", "0%s 555 %s", "+64 %s 555 %s", "0%s-555 %s"]) % (a, dd(rng, 4))
    if kind == "ext":
        s += pick(rng, [" ext ", " x"]) + dd(rng, 4)
    return s


def pager(rng, c):
    if c in ("US", "CA"):
        return pick(rng, ["(%s) 555-%s" % (pick(rng, AREA[c]), dd(rng, 4)), "555-" + dd(rng, 4),
                          "4-555" + dd(rng, 1)])
    return pick(rng, ["555" + dd(rng, 1), dd(rng, 1) + "555", "555" + dd(rng, 2), "#555" + dd(rng, 1)])


MAILDOM = ["example.com", "example.net", "example.org", "mail.example.com", "inbox.example.net",
           "post.example.org", "home.example.net"]


def _slug(s):
    return "".join(ch for ch in s.lower() if ch.isalnum())


def email_person(rng, p):
    f, la = _slug(p.first), _slug(p.last)
    loc = pick(rng, [f + "." + la, f[0] + "." + la, f + la + dd(rng, 2), la + "." + f[0],
                     f + "_" + la, f + dd(rng, 4), la + f[0] + dd(rng, 2)])
    return loc + "@" + pick(rng, MAILDOM)


def email_staff(rng, p, h):
    f, la = _slug(p.first), _slug(p.last)
    loc = pick(rng, [f + "." + la, f[0] + la, f + "." + la + dd(rng, 1)])
    return loc + "@" + h["dom"]


def email_dept(rng, h, what=None):
    what = what or pick(rng, ["ibd.advice", "ibdnurses", "gastro.secretaries", "infusion.unit",
                              "ibd-team", "biologics", "ibd.pharmacy"])
    return what + "@" + h["dom"]


def url(rng, host=None, path=None):
    host = host or pick(rng, ["portal.example.org", "www.example.com", "myhealth.example.net",
                              "ibd.example.org", "track.example.com", "apps.example.net"])
    path = path if path is not None else pick(rng, ["/ibd/p/" + dd(rng, 6), "/login",
                                                    "/track?ref=" + ll(rng, 2) + dd(rng, 6),
                                                    "/results/" + dd(rng, 7), "/infusion/book"])
    return pick(rng, ["https://", "https://", "http://", ""]) + host + path


def ipaddr(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randrange(256), rng.randrange(1, 255))
    return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))


# ---------------------------------------------------------------- identifiers
def mrn(rng, c):
    f = {"UK": [lambda: pick(rng, "KHMRJ") + dd(rng, 7), lambda: "RX" + ll(rng, 1) + dd(rng, 6),
                lambda: dd(rng, 8), lambda: "H" + dd(rng, 6) + ll(rng, 1)],
         "IE": [lambda: dd(rng, 7), lambda: dd(rng, 6), lambda: "0" + dd(rng, 6)],
         "US": [lambda: dd(rng, 8), lambda: "E" + dd(rng, 7), lambda: "00" + dd(rng, 6),
                lambda: dd(rng, 3) + "-" + dd(rng, 2) + "-" + dd(rng, 2)],
         "CA": [lambda: dd(rng, 7), lambda: "M" + dd(rng, 8), lambda: dd(rng, 4) + "-" + dd(rng, 4)],
         "AU": [lambda: dd(rng, 6), lambda: dd(rng, 7), lambda: "0" + dd(rng, 6)],
         "NZ": [lambda: dd(rng, 7), lambda: "H" + dd(rng, 6)]}[c]
    return pick(rng, f)()


def hid(rng, c, dob):
    """National health / insurance identifier: (label, value)."""
    if c == "UK":
        if chance(rng, 0.15):
            return "CHI", "%02d%02d%02d%s" % (dob.day, dob.month, dob.year % 100, dd(rng, 4))
        v = "9" + dd(rng, 9)
        return pick(rng, ["NHS No", "NHS number", "NHS"]), pick(rng, [v[:3] + " " + v[3:6] + " " + v[6:], v,
                                                                       v[:3] + "-" + v[3:6] + "-" + v[6:]])
    if c == "IE":
        return pick(rng, [("Medical Card No", dd(rng, 7) + ll(rng, 1)), ("IHI", dd(rng, 10)),
                          ("GMS No", dd(rng, 6) + ll(rng, 1))])
    if c == "US":
        return pick(rng, [("Member ID", ll(rng, 3) + dd(rng, 9)), ("Member ID", "W" + dd(rng, 9)),
                          ("Subscriber ID", dd(rng, 3) + ll(rng, 2) + dd(rng, 4)),
                          ("Medicare MBI", "%s%s%s-%s%s-%s" % (dd(rng, 1), ll(rng, 1), ll(rng, 1) + dd(rng, 1),
                                                                 ll(rng, 2), dd(rng, 1), ll(rng, 2) + dd(rng, 2)))])
    if c == "CA":
        return pick(rng, [("OHIP", "%s-%s-%s-%s" % (dd(rng, 4), dd(rng, 3), dd(rng, 3), ll(rng, 2))),
                          ("PHN", "9%s %s %s" % (dd(rng, 3), dd(rng, 3), dd(rng, 3))),
                          ("AHCIP", dd(rng, 5) + "-" + dd(rng, 4)),
                          ("RAMQ", ll(rng, 4) + " " + dd(rng, 4) + " " + dd(rng, 4))])
    if c == "AU":
        return pick(rng, [("Medicare", "%s %s %s" % (dd(rng, 4), dd(rng, 5), dd(rng, 1))),
                          ("Medicare No", dd(rng, 10)), ("DVA", "N" + ll(rng, 1) + dd(rng, 6))])
    return pick(rng, [("NHI", "".join(pick(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(3)) + dd(rng, 4)),
                      ("NHI", ll(rng, 3) + dd(rng, 2) + ll(rng, 2))])


def ssn(rng, c):
    if c == "US":
        return "SSN", pick(rng, ["9%s-%s-%s" % (dd(rng, 2), dd(rng, 2), dd(rng, 4)),
                                 "000-%s-%s" % (dd(rng, 2), dd(rng, 4)), "9" + dd(rng, 8)])
    if c == "IE":
        return "PPSN", "9" + dd(rng, 6) + ll(rng, 1) + pick(rng, ["", "A", "W"])
    if c == "CA":
        return "SIN", pick(rng, ["9%s %s %s", "9%s-%s-%s"]) % (dd(rng, 2), dd(rng, 3), dd(rng, 3))
    return None


def license(rng, c, role="doc"):
    if role == "nurse":
        return {"UK": ("NMC PIN", dd(rng, 2) + ll(rng, 1) + dd(rng, 4) + ll(rng, 1)),
                "IE": ("NMBI PIN", dd(rng, 6)), "US": ("RN Lic", "RN" + dd(rng, 7)),
                "CA": ("CNO Reg", dd(rng, 8)), "AU": ("AHPRA", "NMW000" + dd(rng, 7)),
                "NZ": ("NCNZ", dd(rng, 6))}[c]
    if role == "pharm":
        return {"UK": ("GPhC", "20" + dd(rng, 5)), "IE": ("PSI Reg", dd(rng, 5)),
                "US": ("RPh Lic", "RPH." + dd(rng, 6)), "CA": ("OCP", dd(rng, 6)),
                "AU": ("AHPRA", "PHA000" + dd(rng, 7)), "NZ": ("PCNZ", dd(rng, 5))}[c]
    if c == "UK":
        return "GMC", pick(rng, "3456789") + dd(rng, 6)
    if c == "IE":
        return "IMC", dd(rng, 6)
    if c == "US":
        return pick(rng, [("NPI", "1" + dd(rng, 9)), ("DEA", ll(rng, 2) + dd(rng, 7)),
                          ("State Lic", "MD" + dd(rng, 6))])
    if c == "CA":
        return pick(rng, [("CPSO", dd(rng, 5)), ("CPSBC", dd(rng, 5)), ("CPSA", dd(rng, 6))])
    if c == "AU":
        return pick(rng, [("Prescriber No", dd(rng, 7)), ("AHPRA", "MED000" + dd(rng, 7)),
                          ("Provider No", dd(rng, 6) + ll(rng, 2))])
    return "MCNZ", dd(rng, 5)


def driver_lic(rng, c, p):
    if c == "UK":
        return (_slug(p.last).upper() + "99999")[:5] + dd(rng, 6) + ll(rng, 2) + dd(rng, 1) + ll(rng, 2)
    return {"IE": dd(rng, 9), "US": ll(rng, 1) + dd(rng, 7),
            "CA": ll(rng, 1) + dd(rng, 4) + "-" + dd(rng, 5) + "-" + dd(rng, 5),
            "AU": dd(rng, 8), "NZ": ll(rng, 2) + dd(rng, 6)}[c]


def acct(rng):
    return pick(rng, [dd(rng, 4) + "-" + dd(rng, 4), "V" + dd(rng, 8), dd(rng, 10), "ENC" + dd(rng, 7),
                      "FIN" + dd(rng, 8), dd(rng, 3) + "-" + dd(rng, 6) + "-" + dd(rng, 2), "AC" + dd(rng, 6)])


def idnum(rng, kind, d=None):
    y = str(d.year % 100) if d else dd(rng, 2)
    f = {"acc": lambda: pick(rng, [ll(rng, 2) + y + "-" + dd(rng, 6), "S" + y + "-" + dd(rng, 5),
                                   y + ll(rng, 1) + dd(rng, 6), dd(rng, 10)]),
         "hist": lambda: pick(rng, ["H" + y + "/" + dd(rng, 5), "SP-" + y + "-" + dd(rng, 5),
                                    ll(rng, 1) + y + "." + dd(rng, 5)]),
         "order": lambda: pick(rng, ["ORD-" + dd(rng, 7), "OR" + dd(rng, 8), dd(rng, 9)]),
         "ref": lambda: pick(rng, ["REF" + dd(rng, 6), "R-" + y + "-" + dd(rng, 5), dd(rng, 8) + ll(rng, 1)]),
         "call": lambda: pick(rng, ["AL-" + str(d.year if d else 2024) + "-" + dd(rng, 5), "TC" + dd(rng, 6),
                                    "#" + dd(rng, 6)]),
         "pa": lambda: pick(rng, ["PA" + dd(rng, 9), ll(rng, 3) + "-" + dd(rng, 7), dd(rng, 11)]),
         "rx": lambda: pick(rng, ["RX-" + dd(rng, 6), "HC" + dd(rng, 7), ll(rng, 2) + "/" + dd(rng, 6)]),
         "mdt": lambda: pick(rng, ["MDT-" + y + "-" + dd(rng, 4), "M" + dd(rng, 5)]),
         "msg": lambda: pick(rng, ["MSG-" + dd(rng, 8), dd(rng, 9), "T" + dd(rng, 7)]),
         "endo": lambda: pick(rng, ["EN" + y + "-" + dd(rng, 5), "GI-" + dd(rng, 7), dd(rng, 8)]),
         "rad": lambda: pick(rng, ["RAD" + dd(rng, 7), "XR-" + y + "-" + dd(rng, 6), "IMG" + dd(rng, 8)]),
         }[kind]
    return f()


def device_sn(rng, kind="pump"):
    return {"pump": lambda: pick(rng, [dd(rng, 8), ll(rng, 3) + dd(rng, 6), "SN" + dd(rng, 2) + ll(rng, 1) + dd(rng, 5),
                                       "8004" + dd(rng, 5)]),
            "fridge": lambda: pick(rng, ["FR" + dd(rng, 6) + "-" + ll(rng, 2), "LFZ-" + dd(rng, 7), dd(rng, 4) + "-" + ll(rng, 4)]),
            "logger": lambda: pick(rng, ["TL-" + dd(rng, 7), "DL" + dd(rng, 8), "TMP" + ll(rng, 2) + dd(rng, 5)]),
            "imei": lambda: "35" + dd(rng, 13),
            "pen": lambda: pick(rng, ["PEN-" + ll(rng, 1) + dd(rng, 6), "AI" + dd(rng, 9)]),
            "asset": lambda: pick(rng, ["EBME " + dd(rng, 5), "MED-" + dd(rng, 6), "A" + dd(rng, 7)]),
            }[kind]()


def plate(rng, c):
    return {"UK": lambda: ll(rng, 2) + dd(rng, 2) + " " + ll(rng, 3),
            "IE": lambda: pick(rng, ["%02d" % rng.randint(12, 24), "%02d%d" % (rng.randint(13, 24), rng.randint(1, 2))])
            + "-" + pick(rng, ["D", "C", "KY", "G", "MO", "KE", "WW", "L", "T"]) + "-" + dd(rng, rng.randint(3, 5)),
            "US": lambda: pick(rng, [dd(rng, 1) + ll(rng, 3) + dd(rng, 3), ll(rng, 3) + "-" + dd(rng, 4), ll(rng, 3) + " " + dd(rng, 4)]),
            "CA": lambda: pick(rng, [ll(rng, 4) + " " + dd(rng, 3), ll(rng, 2) + dd(rng, 1) + "-" + dd(rng, 2) + ll(rng, 1)]),
            "AU": lambda: pick(rng, [ll(rng, 2) + dd(rng, 2) + ll(rng, 2), ll(rng, 3) + "-" + dd(rng, 3), dd(rng, 1) + ll(rng, 3) + dd(rng, 3)]),
            "NZ": lambda: ll(rng, 3) + dd(rng, 3)}[c]()


def bioid(rng, kind):
    return {"palm": lambda: "PV-" + dd(rng, 6), "voice": lambda: "VP" + dd(rng, 7),
            "finger": lambda: pick(rng, ["FP-" + dd(rng, 5), "BIO-" + ll(rng, 1) + dd(rng, 6)]),
            "face": lambda: "FACE-" + ll(rng, 2) + dd(rng, 5)}[kind]()


# ---------------------------------------------------------------- addresses
UKPC = ["LS", "BD", "HX", "YO", "NE", "CA", "DE", "NG", "LN", "PE", "NR", "CB", "CO", "CM", "ME",
        "CT", "TN", "EX", "PL", "TR", "BA", "GL", "SN", "OX", "CH", "WA", "PR", "BB", "ST", "KY",
        "PH", "LL"]
EIR = ["A94", "D04", "D08", "T12", "V92", "H91", "W91", "R95", "X91", "F23", "A67", "C15", "V94"]
CAPC = {"NS": "B", "ON": "KLMNP", "QC": "GHJ", "BC": "V", "AB": "T", "MB": "R", "NB": "E",
        "SK": "S", "NL": "A"}
AUPC = {"NSW": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7", "ACT": "26"}
PCL = "ABDEFGHJLNPQRSTUWXYZ"


def postcode(rng, c, st=None):
    if c == "UK":
        return pick(rng, UKPC) + str(rng.randint(1, 29)) + " " + dd(rng, 1) + "".join(pick(rng, PCL) for _ in range(2))
    if c == "IE":
        return pick(rng, EIR) + " " + "".join(pick(rng, UPP + DIG) for _ in range(4))
    if c == "US":
        z = dd(rng, 5)
        return z + ("-" + dd(rng, 4) if chance(rng, 0.2) else "")
    if c == "CA":
        a = pick(rng, CAPC.get(st, "K"))
        return a + dd(rng, 1) + pick(rng, PCL) + pick(rng, [" ", " ", ""]) + dd(rng, 1) + pick(rng, PCL) + dd(rng, 1)
    if c == "AU":
        p = AUPC.get(st, "2")
        return p + dd(rng, 4 - len(p))
    return dd(rng, 4)


def address(rng, c):
    t = pick(rng, PL.TOWNS[c])
    a = {"city": t[0], "country": PL.COUNTRY_NAME[c]}
    if c in ("UK", "IE"):
        a["county"], a["st"], a["stfull"] = t[1], None, None
    elif c == "NZ":
        a["county"], a["st"], a["stfull"] = None, t[1], t[1]
    else:
        a["county"], a["st"], a["stfull"] = None, t[1], t[2]
    num = str(rng.randint(1, 240))
    sn = pick(rng, PL.STREET_NAMES) + " " + pick(rng, PL.STREET_SUFFIX[c])
    k = rng.random()
    if k < 0.62:
        st = num + " " + sn
    elif k < 0.72:
        st = {"UK": "Flat %d, " % rng.randint(1, 30), "IE": "Apt %d, " % rng.randint(1, 60),
              "US": "", "CA": "Unit %d-" % rng.randint(101, 1904), "AU": "Unit %d/" % rng.randint(1, 40),
              "NZ": "Flat %d, " % rng.randint(1, 12)}[c] + num + " " + sn
        if c == "US":
            st = num + " " + sn + pick(rng, [", Apt ", " Apt ", ", Unit ", " #"]) + str(rng.randint(1, 40)) + pick(rng, ["", "B", "C"])
    elif k < 0.82:
        st = pick(rng, PL.BUILDING_NAMES) + ", " + num + " " + sn
    elif k < 0.9 and c in ("AU", "NZ"):
        st = "%d/%s %s" % (rng.randint(1, 20), num, sn)
    else:
        st = num + pick(rng, ["A", "B", ""]) + " " + sn
    a["street"] = st
    a["zip"] = postcode(rng, c, a["st"])
    return a


def addr(rng, a, c, sep=", ", country=False, full_state=None):
    """Address as pieces: [street], [city], [county/state] [zip] ([country])."""
    out = [("STREET", a["street"]), sep, ("CITY", a["city"])]
    if c == "UK":
        if chance(rng, 0.5):
            out += [sep, ("CITY", a["county"])]
        out += [sep, ("ZIP", a["zip"])]
    elif c == "IE":
        if chance(rng, 0.7):
            out += [sep, pick(rng, ["Co. ", "Co ", "County "]), ("CITY", a["county"])]
        if chance(rng, 0.85):
            out += [sep, ("ZIP", a["zip"])]
    elif c == "NZ":
        if chance(rng, 0.4):
            out += [sep, ("STATE", a["st"])]
        out += [" ", ("ZIP", a["zip"])]
    else:
        fs = full_state if full_state is not None else chance(rng, 0.2)
        out += [", " if sep == ", " else sep, ("STATE", a["stfull"] if fs else a["st"]), pick(rng, [" ", "  "]),
                ("ZIP", a["zip"])]
    if country:
        out += [sep, ("COUNTRY", a["country"])]
    return out
