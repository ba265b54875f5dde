"""Note builder (single-pass offsets) and PHI value formatters for dev266_en."""
import datetime
import re

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


class Ph:
    """A PHI value to be appended as one span."""
    __slots__ = ("text", "typ")

    def __init__(self, text, typ):
        if typ not in LABEL:
            raise ValueError(typ)
        self.text = text
        self.typ = typ


_TMPL = re.compile(r"\{(\w+)\}")


class Note:
    """Collects text pieces; spans are recorded at append time (single pass)."""

    def __init__(self, lower=False):
        self.lower = lower
        self.buf = []
        self.pos = 0
        self.spans = []

    def _put(self, s):
        if self.lower:
            t = s.lower()
            if len(t) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            s = t
        self.buf.append(s)
        self.pos += len(s)
        return s

    def add(self, *items):
        for it in items:
            if it is None or it == "":
                continue
            if isinstance(it, str):
                self._put(it)
            elif isinstance(it, Ph):
                if not it.text or it.text != it.text.strip():
                    raise ValueError("bad PHI text %r" % it.text)
                start = self.pos
                s = self._put(it.text)
                self.spans.append({"start": start, "end": self.pos, "label": LABEL[it.typ],
                                   "type": it.typ, "text": s})
            elif isinstance(it, (list, tuple)):
                self.add(*it)
            else:
                raise TypeError(type(it))
        return self

    def f(self, tmpl, **kw):
        parts = _TMPL.split(tmpl)
        for i, part in enumerate(parts):
            if i % 2 == 0:
                self.add(part)
            else:
                self.add(kw[part])
        return self

    def ln(self, *items):
        self.add(*items)
        self.add("\n")
        return self

    def text(self):
        return "".join(self.buf)


# ---------------------------------------------------------------- helpers

def dig(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def up(rng, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(alphabet) for _ in range(n))


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def wpick(rng, pairs):
    tot = sum(w for _, w in pairs)
    x = rng.random() * tot
    for v, w in pairs:
        x -= w
        if x < 0:
            return v
    return pairs[-1][0]


# ---------------------------------------------------------------- dates

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DAY3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fdate(rng, d, country, style=None):
    """Format a date (value only, no label)."""
    us = country == "US"
    if style is None:
        if us:
            style = wpick(rng, [("num", 5), ("num2", 3), ("long", 2), ("abbr", 2), ("iso", 1),
                                ("dash", 1)])
        elif country == "CA":
            style = wpick(rng, [("iso", 4), ("long", 3), ("abbr", 2), ("num", 2), ("dash", 1)])
        else:
            style = wpick(rng, [("num", 6), ("num2", 2), ("long", 2), ("abbr", 2), ("ord", 2),
                                ("dot", 1), ("dash", 1)])
    D, M, Y = d.day, d.month, d.year
    if style == "num":
        return ("%02d/%02d/%d" % (M, D, Y)) if us else ("%02d/%02d/%d" % (D, M, Y))
    if style == "num2":
        if us:
            return pick(rng, ["%d/%d/%02d" % (M, D, Y % 100), "%d/%d/%d" % (M, D, Y)])
        return pick(rng, ["%02d/%02d/%02d" % (D, M, Y % 100), "%d/%d/%d" % (D, M, Y)])
    if style == "iso":
        return "%d-%02d-%02d" % (Y, M, D)
    if style == "long":
        return ("%s %d, %d" % (MONTHS[M - 1], D, Y)) if us or (country == "CA" and rng.random() < .7) \
            else ("%d %s %d" % (D, MONTHS[M - 1], Y))
    if style == "abbr":
        return ("%s %d, %d" % (MON3[M - 1], D, Y)) if us or country == "CA" \
            else pick(rng, ["%d %s %d" % (D, MON3[M - 1], Y), "%d %s %02d" % (D, MON3[M - 1], Y % 100)])
    if style == "ord":
        return ("%s %s, %d" % (MONTHS[M - 1], ordinal(D), Y)) if us \
            else "%s %s %d" % (ordinal(D), MONTHS[M - 1], Y)
    if style == "dot":
        return pick(rng, ["%02d.%02d.%d" % (D, M, Y), "%d.%d.%02d" % (D, M, Y % 100)])
    if style == "dash":
        return pick(rng, ["%02d-%s-%d" % (D, MON3[M - 1], Y), "%02d-%s-%d" % (D, MON3[M - 1].upper(), Y),
                          "%02d-%s-%02d" % (D, MON3[M - 1], Y % 100)])
    if style == "short":  # day and month only
        if us:
            return pick(rng, ["%d/%d" % (M, D), "%s %d" % (MON3[M - 1], D)])
        return pick(rng, ["%d/%d" % (D, M), "%02d/%02d" % (D, M), "%d %s" % (D, MON3[M - 1]),
                          "%s %s" % (ordinal(D), MONTHS[M - 1])])
    if style == "wk":
        w = d.weekday()
        if us:
            return pick(rng, ["%s, %s %d, %d" % (DAYS[w], MONTHS[M - 1], D, Y),
                              "%s %d/%d" % (DAY3[w], M, D), "%s %d/%d/%02d" % (DAY3[w], M, D, Y % 100)])
        return pick(rng, ["%s %s %s" % (DAYS[w], ordinal(D), MONTHS[M - 1]),
                          "%s %02d/%02d/%d" % (DAY3[w], D, M, Y),
                          "%s %d/%d" % (DAY3[w], D, M), "%s %d %s %d" % (DAYS[w], D, MONTHS[M - 1], Y)])
    if style == "month":
        return pick(rng, ["%s %d" % (MONTHS[M - 1], Y), "%s %d" % (MON3[M - 1], Y),
                          "%s-%02d" % (MON3[M - 1], Y % 100), "%02d/%d" % (M, Y)])
    if style == "year":
        return str(Y)
    raise ValueError(style)


def fdob(rng, d, country):
    return fdate(rng, d, country, pick(rng, ["num", "num", "num", "abbr", "long", "iso"]
                                       if country != "CA" else ["iso", "iso", "long", "num"]))


def ftime(rng):
    h = rng.randint(7, 18)
    m = pick(rng, [0, 5, 10, 15, 20, 30, 40, 45, 50, 55])
    return pick(rng, ["%02d:%02d" % (h, m), "%02d%02d" % (h, m), "%02d:%02dh" % (h, m),
                      "%d:%02d %s" % ((h - 1) % 12 + 1, m, "am" if h < 12 else "pm")])


def tseq(rng, k):
    """k increasing times of day in one consistent style."""
    st = rng.randint(0, 2)
    t = rng.randint(8 * 60, 16 * 60)
    out = []
    for _ in range(k):
        h, m = divmod(t, 60)
        out.append(["%02d:%02d" % (h, m), "%02d%02d" % (h, m), "%02d:%02d:%02d" % (h, m, rng.randint(0, 59))][st])
        t += rng.randint(1, 25)
    return out


def shift(d, days):
    return d + datetime.timedelta(days=days)


# ---------------------------------------------------------------- phones

def phone(rng, country, kind="land"):
    if country in ("US", "CA"):
        area = "%d%s" % (rng.randint(2, 9), dig(rng, 2))
        line = "01%s" % dig(rng, 2)
        if kind == "toll":
            area = pick(rng, ["800", "866", "877", "888"])
        return pick(rng, ["(%s) 555-%s" % (area, line), "%s-555-%s" % (area, line),
                          "%s.555.%s" % (area, line), "+1 %s 555 %s" % (area, line),
                          "1-%s-555-%s" % (area, line), "(%s)555-%s" % (area, line)])
    if country == "AU":
        if kind == "mob":
            a, b = "4" + dig(rng, 2), dig(rng, 3)
            return pick(rng, ["0%s 555 %s" % (a, b), "+61 %s 555 %s" % (a, b), "0%s555%s" % (a, b)])
        if kind == "toll":
            return "1300 555 %s" % dig(rng, 3)
        st = pick(rng, ["2", "3", "7", "8"])
        r = dig(rng, 4)
        return pick(rng, ["(0%s) 5550 %s" % (st, r), "0%s 5550 %s" % (st, r), "+61 %s 5550 %s" % (st, r)])
    # UK
    if kind == "mob":
        a, b = "7" + dig(rng, 3), dig(rng, 3)
        return pick(rng, ["0%s 555%s" % (a, b), "0%s 555 %s" % (a, b), "+44 %s 555%s" % (a, b),
                          "0%s555%s" % (a, b)])
    if kind == "toll":
        return pick(rng, ["0300 555 %s" % dig(rng, 4), "0800 555 %s" % dig(rng, 4)])
    if rng.random() < .5:
        a = "01%s" % dig(rng, 3)
        b = dig(rng, 3)
        return pick(rng, ["%s 555%s" % (a, b), "%s 555 %s" % (a, b), "(%s) 555%s" % (a, b)])
    a = pick(rng, ["0113", "0114", "0115", "0117", "0118", "0121", "0131", "0141", "0151",
                   "0161", "0191", "028", "029", "020"])
    if len(a) == 3:
        return "%s %s555 %s" % (a, rng.randint(3, 9), dig(rng, 4))
    return pick(rng, ["%s 555 %s" % (a, dig(rng, 4)), "%s555%s" % (a, dig(rng, 4))])


def ext(rng):
    return pick(rng, [" ext. %s" % dig(rng, 4), " ext %s" % dig(rng, 4), " x%s" % dig(rng, 3),
                      " Ext: %s" % dig(rng, 4)])


def bleep(rng):
    return pick(rng, ["555%d" % rng.randint(0, 9), "4-555%d" % rng.randint(0, 9),
                      "555-%s" % dig(rng, 2), "#555%d" % rng.randint(0, 9), "%d555" % rng.randint(1, 9)])


# ---------------------------------------------------------------- identifiers

def mrn(rng, country):
    if country == "UK":
        return pick(rng, ["RX%s" % dig(rng, 7), "K%s" % dig(rng, 7), "%s%s" % (dig(rng, 7), up(rng, 1)),
                          "J%s" % dig(rng, 6), "H%s" % dig(rng, 8), "BRK-%s" % dig(rng, 6)])
    if country == "US":
        return pick(rng, ["%s" % dig(rng, 8), "00%s" % dig(rng, 6), "E%s" % dig(rng, 7),
                          "%s-%s" % (dig(rng, 4), dig(rng, 3)), "MR%s" % dig(rng, 7)])
    if country == "AU":
        return pick(rng, ["%s" % dig(rng, 7), "0%s" % dig(rng, 6), "%s%s" % (up(rng, 2), dig(rng, 6))])
    return pick(rng, ["%s" % dig(rng, 8), "H%s" % dig(rng, 7), "%s-%s" % (dig(rng, 3), dig(rng, 5))])


MRN_LABELS = {"UK": ["Hosp No", "Hospital No.", "MRN", "Hosp. no", "Unit No", "PAS No"],
              "US": ["MRN", "MR#", "Med Rec #", "MRN"],
              "AU": ["UR", "URN", "UR No.", "MRN"],
              "CA": ["MRN", "Chart #", "Hosp #", "MRN"]}


def healthplan(rng, country, kind=None):
    """Return (label, value)."""
    if country == "UK":
        if kind == "chi" or (kind is None and rng.random() < .1):
            return ("CHI", "%s%s" % (rng.randint(0, 2), dig(rng, 9)))
        v = "9%s%s" % (dig(rng, 2), dig(rng, 7))
        v = pick(rng, ["%s %s %s" % (v[:3], v[3:6], v[6:]), v, "%s-%s-%s" % (v[:3], v[3:6], v[6:])])
        return (pick(rng, ["NHS No", "NHS number", "NHS No.", "NHS#"]), v)
    if country == "US":
        k = kind or pick(rng, ["member", "member", "medicaid", "medicare", "policy"])
        if k == "medicaid":
            return ("Medicaid ID", "%s%s" % (up(rng, 2), dig(rng, 8)))
        if k == "medicare":
            return ("MBI", "%d%s%d-%s%d-%s%d%d" % (rng.randint(1, 9), up(rng, 2), rng.randint(0, 9),
                                                 up(rng, 2), rng.randint(0, 9), up(rng, 2),
                                                 rng.randint(0, 9), rng.randint(0, 9)))
        if k == "group":
            return ("Group #", "%s" % pick(rng, [dig(rng, 6), "G" + dig(rng, 5)]))
        if k == "policy":
            return ("Policy #", "%s-%s" % (up(rng, 3), dig(rng, 9)))
        return (pick(rng, ["Member ID", "Member #", "Subscriber ID"]), "%s%s" % (up(rng, 3), dig(rng, 9)))
    if country == "AU":
        if kind == "dva" or (kind is None and rng.random() < .12):
            return ("DVA", "%s%s" % (pick(rng, ["N", "V", "Q", "W"]) + up(rng, 1), dig(rng, 6)))
        v = "%d%s %s %d" % (rng.randint(2, 6), dig(rng, 3), dig(rng, 5), rng.randint(1, 9))
        return (pick(rng, ["Medicare No", "Medicare", "Medicare #", "Medicare card"]), v)
    k = kind or pick(rng, ["ohip", "ohip", "bc", "ab", "qc"])
    if k == "bc":
        return ("PHN", "9%s %s %s" % (dig(rng, 3), dig(rng, 3), dig(rng, 3)))
    if k == "ab":
        return ("AHCIP", "%s-%s" % (dig(rng, 5), dig(rng, 4)))
    if k == "qc":
        return ("RAMQ", "%s %s %s" % (up(rng, 4), dig(rng, 4), dig(rng, 4)))
    return (pick(rng, ["OHIP", "OHIP #", "Health card"]),
            "%s-%s-%s-%s" % (dig(rng, 4), dig(rng, 3), dig(rng, 3), up(rng, 2)))


def account(rng, country):
    lab = pick(rng, ["Enc #", "CSN", "FIN", "Visit #", "Episode No", "Acct No", "Encounter",
                     "Billing ref", "Attendance ID", "Contact ID"])
    val = pick(rng, ["%s" % dig(rng, 10), "%s-%s" % (dig(rng, 4), dig(rng, 4)),
                     "V%s" % dig(rng, 8), "%d-%s" % (rng.randint(2019, 2025), dig(rng, 7)),
                     "EP%s" % dig(rng, 7), "100%s" % dig(rng, 7)])
    return lab, val


def ssn(rng, country):
    if country == "US":
        return pick(rng, ["9%s-%s-%s" % (dig(rng, 2), dig(rng, 2), dig(rng, 4)),
                          "000-%s-%s" % (dig(rng, 2), dig(rng, 4)),
                          "9%s%s%s" % (dig(rng, 2), dig(rng, 2), dig(rng, 4))])
    return pick(rng, ["9%s %s %s" % (dig(rng, 2), dig(rng, 3), dig(rng, 3)),
                      "9%s-%s-%s" % (dig(rng, 2), dig(rng, 3), dig(rng, 3)),
                      "000 %s %s" % (dig(rng, 3), dig(rng, 3))])


SSN_LABEL = {"US": ["SSN", "SS#", "Social Security No."], "CA": ["SIN", "Social Insurance No."],
             "AU": ["TFN", "Tax File No."], "UK": ["SSN"]}


def slt_license(rng, country):
    if country == "UK":
        return pick(rng, [("HCPC", "SL%s" % dig(rng, 5)), ("HCPC Reg", "SL%s" % dig(rng, 6)),
                          ("HCPC no.", "SL%s" % dig(rng, 5))])
    if country == "US":
        return pick(rng, [("NPI", "1%s" % dig(rng, 9)), ("ASHA #", dig(rng, 8)),
                          ("Lic #", "SLP.%s" % dig(rng, 6)), ("State License", "SP%s" % dig(rng, 5))])
    if country == "AU":
        return pick(rng, [("SPA member no.", dig(rng, 5)), ("Medicare Provider No", "%s%s" % (dig(rng, 6), up(rng, 2))),
                          ("CPSP", "SP%s" % dig(rng, 5))])
    return pick(rng, [("CASLPO Reg. #", dig(rng, 4)), ("Reg. No.", "SLP-%s" % dig(rng, 5)),
                      ("SAC #", dig(rng, 6))])


def dr_license(rng, country):
    if country == "UK":
        return ("GMC", dig(rng, 7))
    if country == "US":
        return pick(rng, [("NPI", "1%s" % dig(rng, 9)), ("DEA", "%s%s" % (up(rng, 2), dig(rng, 7)))])
    if country == "AU":
        return pick(rng, [("Prescriber No", dig(rng, 7)), ("AHPRA", "MED000%s" % dig(rng, 7))])
    return pick(rng, [("CPSO #", dig(rng, 5)), ("Billing No", dig(rng, 6))])


def vehicle(rng, country):
    if country == "UK":
        return pick(rng, ["%s%s %s%s" % (up(rng, 2), dig(rng, 2), up(rng, 3), ""),
                          "%s%s%s" % (up(rng, 2), dig(rng, 2), up(rng, 3))])
    if country == "US":
        return pick(rng, ["%d%s%s" % (rng.randint(1, 9), up(rng, 3), dig(rng, 3)),
                          "%s-%s" % (up(rng, 3), dig(rng, 4)), "%s %s" % (up(rng, 3), dig(rng, 4))])
    if country == "AU":
        return pick(rng, ["%s-%s%s" % (up(rng, 3), dig(rng, 2), up(rng, 1)), "%s%s%s" % (dig(rng, 1), up(rng, 3), dig(rng, 3)),
                          "%s %s" % (up(rng, 3), dig(rng, 3))])
    return pick(rng, ["%s %s" % (up(rng, 4), dig(rng, 3)), "%s%s %s" % (up(rng, 3), dig(rng, 1), dig(rng, 3))])


def vin(rng):
    return up(rng, 3, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + dig(rng, 2) + \
        up(rng, 6, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + dig(rng, 6)


def ip(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if k == 1:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))


def serial(rng, kind="aac"):
    if kind == "aac":
        return pick(rng, ["TD%s-%s" % (dig(rng, 3), dig(rng, 7)), "SN%s%s" % (up(rng, 2), dig(rng, 8)),
                          "%s%s%s" % (up(rng, 4), dig(rng, 4), up(rng, 4)), "GP13-%s" % dig(rng, 6),
                          "%s-%s-%s" % (up(rng, 2), dig(rng, 4), dig(rng, 5)), "DMP%s%s" % (up(rng, 3), dig(rng, 6))])
    if kind == "scope":
        return pick(rng, ["%s" % dig(rng, 7), "2%s" % dig(rng, 6), "VN%s" % dig(rng, 6),
                          "NE-%s" % dig(rng, 5), "%s%s" % (up(rng, 1), dig(rng, 7))])
    if kind == "asset":
        return pick(rng, ["AT-%s" % dig(rng, 6), "ASSET %s" % dig(rng, 5), "EQ%s" % dig(rng, 7),
                          "CES-%s" % dig(rng, 5)])
    if kind == "valve":
        return pick(rng, ["LOT %s" % dig(rng, 6), "%s%s" % (up(rng, 1), dig(rng, 8)), "%s-%s" % (dig(rng, 5), dig(rng, 2))])
    return "%s%s" % (up(rng, 3), dig(rng, 8))


def bioid(rng):
    return pick(rng, ["VP-%s-%s" % (dig(rng, 5), up(rng, 1)), "VB%s" % dig(rng, 7),
                      "FP-%s" % dig(rng, 5), "VPR%s%s" % (dig(rng, 4), up(rng, 2)),
                      "BIO-%s-%s" % (up(rng, 2), dig(rng, 6)), "vx%s" % dig(rng, 8)])


def idnum(rng, kind):
    if kind == "acc":
        return pick(rng, ["RAD%s-%s" % (dig(rng, 2), dig(rng, 6)), "XF%s" % dig(rng, 8),
                          "%s%s" % (up(rng, 2), dig(rng, 9)), "FL-%s-%s" % (dig(rng, 4), dig(rng, 5))])
    if kind == "ref":
        return pick(rng, ["REF/%d/%s" % (rng.randint(2019, 2025), dig(rng, 5)), "R%s" % dig(rng, 7),
                          "SLT-%s" % dig(rng, 6), "%s-%s" % (up(rng, 3), dig(rng, 6))])
    if kind == "ubrn":
        return "%s %s %s" % (dig(rng, 4), dig(rng, 4), dig(rng, 4))
    if kind == "loan":
        return pick(rng, ["LN-%d-%s" % (rng.randint(2019, 2025), dig(rng, 4)), "LOAN%s" % dig(rng, 6),
                          "EL/%s/%s" % (dig(rng, 3), dig(rng, 4)), "AAC-%s" % dig(rng, 5)])
    if kind == "order":
        return pick(rng, ["ORD%s" % dig(rng, 8), "%s" % dig(rng, 9), "OR-%s" % dig(rng, 7)])
    if kind == "session":
        return pick(rng, ["%s-%s-%s" % (up(rng, 3, "abcdefghjkmnpqrstuvwxyz"), dig(rng, 4), up(rng, 3, "abcdefghjkmnpqrstuvwxyz")),
                          "%s" % dig(rng, 11), "TH%s" % dig(rng, 7)])
    if kind == "case":
        return pick(rng, ["SG-%s-%s" % (dig(rng, 2), dig(rng, 4)), "CASE %s" % dig(rng, 6),
                          "IR%s" % dig(rng, 6), "DATIX %s" % dig(rng, 6)])
    return "%s%s" % (up(rng, 2), dig(rng, 7))
