"""Note builder (piece-based offsets) and invented PHI value generators for dev134_en."""
import datetime as dt
import re
import random
import string

import pools as P

R = random.Random(134)

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class Note:
    """Text is appended piece by piece; a tuple (TYPE, value) is a PHI piece whose span is
    recorded from the running offset at the moment it is appended."""

    def __init__(self, lower=False):
        self.buf, self.spans, self.n, self.lower = [], [], 0, lower

    def __call__(self, *pieces):
        for x in pieces:
            if x is None or x == "":
                continue
            if isinstance(x, str):
                s = x.lower() if self.lower else x
                self.buf.append(s)
                self.n += len(s)
            elif isinstance(x, list):
                self(*x)
            else:
                typ, val = x
                if typ is None:
                    self(val)
                    continue
                assert typ in LABEL, typ
                assert val and val == val.strip(), repr(val)
                s = val.lower() if self.lower else val
                assert len(s) == len(val)
                self.spans.append({"start": self.n, "end": self.n + len(s), "label": LABEL[typ],
                                   "type": typ, "text": s})
                self.buf.append(s)
                self.n += len(s)
        return self

    def ln(self, *pieces):
        return self(*pieces, "\n")

    def text(self):
        return "".join(self.buf)


def ch(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def digits(k):
    return "".join(R.choice(string.digits) for _ in range(k))


def letters(k, pool=string.ascii_uppercase):
    return "".join(R.choice(pool) for _ in range(k))


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, sex="F", last=None, first=None):
        self.sex = sex
        self.first = first or ch(P.FIRST_F if sex == "F" else P.FIRST_M)
        self.last = last or ch(P.SURNAMES)
        self.mid = ch(string.ascii_uppercase.replace("X", "")) if chance(0.45) else None
        self.mid_name = ch(P.FIRST_F if sex == "F" else P.FIRST_M) if chance(0.2) else None

    def nm(self, style="full"):
        f, l, m = self.first, self.last, self.mid
        if style == "full":
            return f + " " + l
        if style == "fml":
            return f + (" " + m + ". " if m else " ") + l
        if style == "fmname":
            return f + (" " + self.mid_name + " " if self.mid_name else " ") + l
        if style == "lf":
            return l + ", " + f
        if style == "LF":
            return (l + ", " + f + (" " + m if m else "")).upper()
        if style == "LFs":
            return (l + "," + f).upper()
        if style == "fi":
            return f[0] + ". " + l
        if style == "fi2":
            return f[0] + " " + l
        if style == "first":
            return f
        if style == "last":
            return l
        if style == "init":
            return f[0] + "." + l[0] + "."
        if style == "INIT":
            return f[0] + (m or "") + l[0]
        if style == "nick":
            return P.NICK.get(f, f)
        if style == "FULLUP":
            return (f + " " + l).upper()
        raise ValueError(style)

    def any(self, formal=False):
        if formal:
            return self.nm(ch(["full", "fml", "lf", "LF", "full", "fi"]))
        return self.nm(ch(["full", "full", "first", "last", "fml", "fi", "lf"]))

    def username(self):
        f, l = self.first.lower().replace("-", ""), self.last.lower().replace("'", "").replace(" ", "").replace("-", "")
        return ch([f[0] + l, f + "." + l, l + f[0] + digits(1), f[0] + l[:5] + digits(2), f + l[0] + digits(2),
                   l[:6] + f[:2]])


# ---------------------------------------------------------------- dates
def rand_date(a=dt.date(2021, 1, 4), b=dt.date(2025, 6, 27)):
    return a + dt.timedelta(days=R.randint(0, (b - a).days))


def _sfx(d):
    return "th" if 11 <= d <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


def fd(d, style, us):
    M, m3, wd = P.MONTHS[d.month - 1], P.MONTHS[d.month - 1][:3], P.WEEKDAYS[d.weekday()]
    if style == "num":
        return (f"{d.month:02d}/{d.day:02d}/{d.year}" if us else f"{d.day:02d}/{d.month:02d}/{d.year}")
    if style == "numshort":
        return (f"{d.month}/{d.day}/{d.year % 100:02d}" if us else f"{d.day}/{d.month}/{d.year % 100:02d}")
    if style == "numnz":
        return (f"{d.month}/{d.day}/{d.year}" if us else f"{d.day}/{d.month}/{d.year}")
    if style == "long":
        return f"{M} {d.day}, {d.year}" if us else f"{d.day} {M} {d.year}"
    if style == "abbr":
        return f"{m3} {d.day}, {d.year}" if us else f"{d.day} {m3} {d.year}"
    if style == "iso":
        return d.isoformat()
    if style == "dash":
        return f"{d.day:02d}-{m3}-{d.year}"
    if style == "DASH":
        return f"{d.day:02d}-{m3.upper()}-{d.year}"
    if style == "dot":
        return f"{d.day:02d}.{d.month:02d}.{d.year % 100:02d}" if not us else f"{d.month:02d}.{d.day:02d}.{d.year}"
    if style == "wk":
        return f"{wd}, {M} {d.day}, {d.year}" if us else f"{wd} {d.day} {M} {d.year}"
    if style == "wkshort":
        return f"{wd[:3]} {d.month}/{d.day}" if us else f"{wd[:3]} {d.day}/{d.month}"
    if style == "wknum":
        return f"{wd[:3]} {fd(d, 'num', us)}"
    if style == "md":
        return f"{d.month}/{d.day}" if us else f"{d.day}/{d.month}"
    if style == "ord":
        return f"{M} {d.day}{_sfx(d.day)}" if us else f"{d.day}{_sfx(d.day)} {M}"
    if style == "ordy":
        return f"{M} {d.day}{_sfx(d.day)}, {d.year}" if us else f"{d.day}{_sfx(d.day)} {M} {d.year}"
    if style == "dm":
        return f"{M} {d.day}" if us else f"{d.day} {M}"
    if style == "dm3":
        return f"{m3} {d.day}" if us else f"{d.day} {m3}"
    if style == "my":
        return f"{M} {d.year}"
    if style == "my3":
        return f"{m3} {d.year}"
    if style == "mynum":
        return f"{d.month:02d}/{d.year}"
    if style == "y":
        return str(d.year)
    if style == "month":
        return M
    if style == "wkday":
        return wd
    raise ValueError(style)


FORMAL = ["num", "num", "num", "long", "abbr", "iso", "dash", "numnz", "DASH"]
CASUAL = ["num", "numshort", "md", "dm", "dm3", "ord", "wkshort", "long", "abbr", "numnz", "wk"]


def addr(country):
    us = country == "US"
    a = {}
    num = str(R.randint(1, 2999) if us else R.randint(1, 240))
    root = ch(P.STREET_ROOTS)
    suf = ch(P.US_SUFFIX if us else P.UK_SUFFIX)
    street = f"{num} {root} {suf}"
    if us and chance(0.3):
        street += ch([", Apt ", " Apt ", " #", ", Unit ", ", Apt. "]) + ch([str(R.randint(1, 40)), f"{R.randint(1, 4)}{ch('ABCD')}"])
    if not us and chance(0.25):
        street = ch(["Flat ", "Flat "]) + str(R.randint(1, 30)) + ", " + street
    a["street"] = street
    a["city"] = ch(P.US_TOWNS if us else P.UK_TOWNS)
    if us:
        st = ch(P.US_STATES)
        a["state"], a["st"] = st
        a["zip"] = f"{R.randint(10000, 99899):05d}" + (f"-{digits(4)}" if chance(0.2) else "")
        a["county"] = ch(P.US_COUNTIES)
    else:
        a["county"] = ch(P.UK_COUNTIES)
        a["zip"] = (ch(["WX", "HM", "KL", "ZT", "QE", "TV", "GY", "OB"]) + str(R.randint(1, 29)) + " "
                    + str(R.randint(1, 9)) + letters(2, "ABDEFGHJLNPQRSTUWXYZ"))
    return a


def phone(country, kind="any"):
    if country == "US":
        ac = str(R.randint(201, 989))
        ln = ch(["01", "01", "0", "2", "4", "7", "8", "3"]) + digits(2 if True else 0)
        ln = (ln + digits(4))[:4]
        f = ch(["({a}) 555-{l}", "{a}-555-{l}", "{a}.555.{l}", "({a}) 555-{l}", "{a} 555 {l}", "+1 {a} 555 {l}",
                "1-{a}-555-{l}", "{a}-555-{l}"])
        s = f.format(a=ac, l=ln)
        if kind == "work" and chance(0.4):
            s += ch([" ext. ", " x", " ext "]) + digits(R.randint(2, 4))
        return s
    if kind == "mob" or (kind == "any" and chance(0.5)):
        return ch(["07700 555{d}", "07700 555 {d}", "07700555{d}", "+44 7700 555{d}", "07911 555 {d}", "07458 555{d}"]).format(d=digits(3))
    ac = ch(["0113", "0114", "0115", "0116", "0117", "0118", "0121", "0131", "0141", "0151", "0161", "0191", "01632", "01745",
             "01904", "01223", "01392", "01482", "01603"])
    tail = digits(4) if len(ac) == 4 else digits(3)
    s = ch(["{a} 555 {t}", "({a}) 555 {t}", "{a} 555{t}", "+44 {b} 555 {t}"]).format(a=ac, b=ac[1:], t=tail)
    if kind == "work" and chance(0.35):
        s += ch([" ext ", " ext. ", " x"]) + digits(4)
    return s


def bleep():
    return ch(["{0}", "#{0}", "{0}", "4-{1}", "{0}"]).format(digits(4), digits(4))


def email(p=None, org=False, box=None):
    dom = ch(["example.com", "example.org", "example.net"])
    if org:
        box = box or ch(["maternity.triage", "antenatal.clinic", "fertility.admin", "ward.clerk", "infantfeeding",
                  "safeguarding.team", "ultrasound.bookings", "gyn.secretaries", "labour.ward", "birth.centre",
                  "pnmh.referrals", "nicu.office"])
        return box + ch(["", "", "-" + ch(P.UK_TOWNS).lower().replace(" ", "")[:8]]) + "@" + dom
    f, l = p.first.lower().replace("-", ""), p.last.lower().replace("'", "").replace(" ", "").replace("-", "")
    box = ch([f + "." + l, f + l[0], f[0] + l, f + "_" + l + digits(2), l + f[0] + digits(2), f + digits(4),
              f + "." + l + digits(2)])
    return box + "@" + dom


def url(kind="any"):
    host = ch(["www.example.org", "www.example.com", "portal.example.com", "example.net", "www.example.net",
               "mychart.example.org", "maternity.example.org"])
    path = ch(["/maternity", "/antenatal-classes", "/leaflets/gestational-diabetes.pdf", "/mychart/login",
               "/infant-feeding", "/pnmh/self-referral", "/fertility/portal", "/badger-notes", "/pelvic-health",
               "/birth-choices", "/bfi/resources", "/safeguarding/referral-form", "/scan-bookings", "/wexmoor-mvp",
               "/feedback?ref=" + digits(5), "/video/" + letters(6, string.ascii_lowercase + string.digits)])
    return ch(["https://", "http://", "", ""]) + host + path


def ip():
    return ch([f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}",
               f"192.168.{R.randint(0, 255)}.{R.randint(1, 254)}",
               f"172.{R.randint(16, 31)}.{R.randint(0, 255)}.{R.randint(1, 254)}"])


def pat(t, **kw):
    """Fill {dN} and {LN}/{L} tokens with fresh random digits/letters per occurrence, then named keys."""
    t = re.sub(r"\{d(\d+)\}", lambda m: digits(int(m.group(1))), t)
    t = re.sub(r"\{L(\d*)\}", lambda m: letters(int(m.group(1) or 1)), t)
    return t.format(**kw) if "{" in t else t


def mrn(country):
    if country == "US":
        return pat(ch(["{d8}", "{d7}", "E{d7}", "M{d8}", "{d2}-{d3}-{d3}", "{d10}", "MR{d6}"]),
            d8=digits(8), d7=digits(7), d2=digits(2), d3=digits(3), d10=digits(10), d6=digits(6))
    return pat(ch(["{L}{d7}", "RX{d6}", "{L}{d6}{L2}", "H{d7}", "K{d6}", "{d8}"]),
        L=letters(1), L2=letters(1), d7=digits(7), d6=digits(6), d8=digits(8))


def nhs():
    return "9" + digits(2) + " " + digits(3) + " " + digits(4) if chance(0.8) else "9" + digits(9)


def ssn():
    return ch(["9{a}-{b}-{c}", "9{a}-{b}-{c}", "9{a} {b} {c}", "000-{b}-{c}"]).format(a=digits(2), b=digits(2), c=digits(4))


def nino():
    d = digits(6)
    return ch(["QQ {a} {b} {c} {s}", "QQ{d}{s}", "QQ {d} {s}"]).format(a=d[:2], b=d[2:4], c=d[4:], d=d, s=ch("ABCD"))


def healthplan():
    return pat(ch(["{L3}{d6}", "W{d9}", "MCD-{d7}-0{x}", "{d9}A", "{L2}{d8}", "HB{d7}", "{d5}-{d3}", "GRP-{d5}",
               "{L3}-{d3}-{d4}"]), L3=letters(3), L2=letters(2), d6=digits(6), d9=digits(9), d7=digits(7),
                                         x=R.randint(1, 4), d8=digits(8), d5=digits(5), d3=digits(3), d4=digits(4))


def account():
    return pat(ch(["{d4}-{d4}", "{d10}", "V{d8}", "FIN {d9}", "ENC{d8}", "{d3}{d6}", "A{d7}-{d2}", "HAR {d8}",
               "{d2}-{d7}"]), d4=digits(4), d10=digits(10), d8=digits(8), d9=digits(9), d3=digits(3),
                                    d6=digits(6), d7=digits(7), d2=digits(2))


def npi():
    return "1" + digits(9)


def dea():
    return ch("ABFM") + letters(1) + digits(7)


def gmc():
    return str(R.randint(3000000, 7999999))


def nmc():
    return digits(2) + letters(1) + digits(4) + letters(1)


def state_lic():
    return pat(ch(["MD.{d6}", "RN{d6}", "{L}{d5}", "CNM-{d5}", "{d2}-{d6}", "LIC{d7}"]),
        d6=digits(6), L=letters(1), d5=digits(5), d2=digits(2), d7=digits(7))


def drivers(country):
    if country == "US":
        return pat(ch(["{L}{d7}", "{L}{d3}-{d4}-{d4}", "{d9}", "{L}{d12}"]),
            L=letters(1), d7=digits(7), d3=digits(3), d4=digits(4), d9=digits(9), d12=digits(12))
    return letters(5) + digits(6) + letters(2) + digits(1) + letters(2)


def device():
    return pat(ch(["SN {L2}{d6}", "{L3}{d6}", "{d4}-{d2}-{d4}", "{L2}-{d5}-{L1}", "{d10}", "WX-{L3}-{d5}",
               "{L1}{d3}{L2}{d4}"]), L2=letters(2), L3=letters(3), L1=letters(1), d6=digits(6), d4=digits(4),
                                           d2=digits(2), d5=digits(5), d10=digits(10), d3=digits(3)).replace("SN ", "")


def vehicle(country, vin=False):
    if vin:
        return "".join(R.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))
    if country == "US":
        return pat(ch(["{d}{L3}{d3}", "{L3}-{d4}", "{L3} {d4}", "{d3} {L3}", "{L2}{d5}"]),
            d=R.randint(1, 9), L3=letters(3), d3=digits(3), d4=digits(4), L2=letters(2), d5=digits(5))
    return letters(2, "ABCDEFGHKLMNOPRSVWY") + digits(2) + " " + letters(3, "ABCDEFGHJKLMNOPRSTUVWXYZ")


def bioid():
    return pat(ch(["FP-{d5}", "BIO-{d5}-{L}", "IR{d6}", "FTP-{y}-{d4}", "VP{d7}", "PALM-{d6}", "BIOM{d6}"]),
        d5=digits(5), L=ch("FLR"), d6=digits(6), y=R.randint(2021, 2025), d4=digits(4), d7=digits(7))


def idnum(kind="acc"):
    y = R.randint(21, 25)
    f = {"acc": ["S{y}-{d4}", "US{y}-{d6}", "RAD{d8}", "ACC{d7}", "{L2}{y}{d6}", "A{d9}"],
         "spec": ["BB-{y}-{d5}", "H{y}/{d5}", "{y}P{d6}", "LAB{d8}", "SP-{d6}", "CG{d5}"],
         "order": ["ORD {d8}", "{d9}", "OR-{d7}", "REQ{d7}", "{d8}"],
         "case": ["SG/20{y}/{d4}", "CP-{d6}", "CASE {d7}", "MASH-{d5}", "{d2}-{d5}-SW", "INC-20{y}-{d4}"],
         "ubrn": ["{d4} {d4} {d4}"],
         "embryo": ["E{y}-{d3}-0{x}", "EMB-{d5}", "ICSI{y}-{d4}"]}[kind]
    return pat(ch(f), y=y, d4=digits(4), d6=digits(6), d8=digits(8), d7=digits(7), L2=letters(2),
                        d9=digits(9), d5=digits(5), d2=digits(2), d3=digits(3), x=R.randint(1, 8))


def hospital(country, town=None, county=None):
    t = town or ch(P.US_TOWNS if country == "US" else P.UK_TOWNS)
    c = county or ch(P.UK_COUNTIES)
    return ch(P.US_HOSP if country == "US" else P.UK_HOSP).format(t=t, c=c.replace("shire", ""))


def clinic(country, town=None):
    t = town or ch(P.US_TOWNS if country == "US" else P.UK_TOWNS)
    return ch(P.US_CLINIC if country == "US" else P.UK_CLINIC + P.UK_GP).format(t=t)


def gp(country, town=None):
    t = town or ch(P.US_TOWNS if country == "US" else P.UK_TOWNS)
    return ch(P.US_CLINIC[:3] + P.US_CLINIC[5:6] if country == "US" else P.UK_GP).format(t=t)


def ward(country):
    return ch(P.WARDS_US if country == "US" else P.WARDS_UK)


def age_word(a):
    return P.NUMWORDS.get(a, str(a))
