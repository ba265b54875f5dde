"""Core helpers for dev203_en: offset-safe note builder, people, dates, contacts, identifiers."""
import datetime
import pools as P

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class Doc:
    """Accumulates text pieces; spans are recorded at append time (single pass)."""

    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.pos = 0
        self.spans = []

    def w(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                assert it.isascii(), it
                s = it.lower() if self.lower else it
                self.parts.append(s)
                self.pos += len(s)
            elif isinstance(it, list):
                self.w(*it)
            else:
                typ, val = it
                assert typ in TYPE_LABEL, typ
                assert val and val == val.strip() and val.isascii(), repr(val)
                s = val.lower() if self.lower else val
                start = self.pos
                self.parts.append(s)
                self.pos += len(s)
                self.spans.append({"start": start, "end": self.pos, "label": TYPE_LABEL[typ],
                                   "type": typ, "text": s})
        return self

    def text(self):
        return "".join(self.parts)


def S(typ, val):
    return (typ, val)


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, first, last, middle, sex):
        self.first, self.last, self.middle, self.sex = first, last, middle, sex
        self.nick = P.NICK.get(first)

    def initials(self):
        return self.first[0] + self.last[0].upper() if self.last[0].islower() else self.first[0] + self.last[0]


def person(r, sex=None):
    if sex is None:
        sex = r.choice("FM")
    first = r.choice(P.FEMALE if sex == "F" else P.MALE)
    last = r.choice(P.SURNAMES)
    middle = r.choice("ABCDEFGHJKLMNPRSTW") if r.random() < 0.55 else None
    return Person(first, last, middle, sex)


def nm(p, style):
    mid = p.middle
    if style == "full":
        return p.first + " " + p.last
    if style == "fullmid":
        return p.first + (" " + mid + ". " if mid else " ") + p.last
    if style == "fullmid_nodot":
        return p.first + (" " + mid + " " if mid else " ") + p.last
    if style == "lastfirst":
        return p.last + ", " + p.first
    if style == "lastfirstmid":
        return p.last + ", " + p.first + (" " + mid if mid else "")
    if style == "LASTFIRST":
        return p.last.upper() + ", " + p.first.upper() + (" " + mid if mid else "")
    if style == "LASTfirst":
        return p.last.upper() + ", " + p.first
    if style == "LAST_first_nocomma":
        return p.last.upper() + " " + p.first
    if style == "ilast":
        return p.first[0] + ". " + p.last
    if style == "ilast_nodot":
        return p.first[0] + " " + p.last
    if style == "lasti":
        return p.last + " " + p.first[0]
    if style == "last":
        return p.last
    if style == "first":
        return p.first
    if style == "nick":
        return p.nick or p.first
    if style == "initials":
        return p.first[0] + "." + p.last[0].upper() + "."
    if style == "initials_nodot":
        return p.first[0] + p.last[0].upper()
    if style == "firstl":
        return p.first + " " + p.last[0].upper() + "."
    raise ValueError(style)


PT_STYLES = ["full", "full", "fullmid", "lastfirst", "LASTFIRST", "LASTfirst", "lastfirstmid", "full"]


def title(p, country, dot=None):
    if p.sex == "M":
        t = "Mr"
    else:
        t = ["Mrs", "Ms", "Ms", "Miss"][len(p.first) % 4]
    if dot is None:
        dot = country == "CA"
    return t + ("." if dot and t != "Miss" else "")


def dr(country, r):
    if country == "CA":
        return r.choice(["Dr. ", "Dr. ", "Dr "])
    return r.choice(["Dr ", "Dr ", "Dr. "])


def he(p):
    return "he" if p.sex == "M" else "she"


def his(p):
    return "his" if p.sex == "M" else "her"


# ---------------------------------------------------------------- dates
MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
       "October", "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

AU_DSTYLES = ["dmy", "dmy", "d_mon_y", "d_month_y", "dmy_short", "dd_mon_yy", "dmy_dot", "DD_MON_YYYY"]
CA_DSTYLES = ["iso", "iso", "month_d_y", "mon_d_y", "d_mon_y", "DD_MON_YYYY", "ymd_slash", "dmy"]


def rdate(r, y0=2022, y1=2025):
    a = datetime.date(y0, 1, 1).toordinal()
    b = datetime.date(y1, 6, 30).toordinal()
    return datetime.date.fromordinal(r.randint(a, b))


def plus(d, n):
    return d + datetime.timedelta(days=n)


def dob_for(r, age, ref):
    y = ref.year - age
    doy = r.randint(1, 365)
    d = datetime.date(y, 1, 1) + datetime.timedelta(days=doy - 1)
    if (d.month, d.day) > (ref.month, ref.day):
        d = datetime.date(y - 1, d.month, d.day) if not (d.month == 2 and d.day == 29) else datetime.date(y - 1, 2, 28)
    return d


def life_date(r, c, min_age=16, y_min=1960):
    """A past date in the patient's life: after they turned min_age (and not before y_min), before c.date."""
    lo = max(datetime.date(max(c.dob.year + min_age, y_min), 1, 1).toordinal(), c.dob.toordinal() + 1)
    hi = c.date.toordinal() - 30
    if lo >= hi:
        lo = hi - 300
    return datetime.date.fromordinal(r.randint(lo, hi))


def fd(d, style):
    dd, mm, yy = d.day, d.month, d.year
    if style == "dmy":
        return "%02d/%02d/%d" % (dd, mm, yy)
    if style == "dmy_short":
        return "%d/%d/%02d" % (dd, mm, yy % 100)
    if style == "d_mon_y":
        return "%d %s %d" % (dd, MON[mm - 1][:3], yy)
    if style == "d_month_y":
        return "%d %s %d" % (dd, MON[mm - 1], yy)
    if style == "dd_mon_yy":
        return "%02d-%s-%02d" % (dd, MON[mm - 1][:3], yy % 100)
    if style == "dmy_dot":
        return "%02d.%02d.%d" % (dd, mm, yy)
    if style == "DD_MON_YYYY":
        return "%02d-%s-%d" % (dd, MON[mm - 1][:3].upper(), yy)
    if style == "iso":
        return "%d-%02d-%02d" % (yy, mm, dd)
    if style == "ymd_slash":
        return "%d/%02d/%02d" % (yy, mm, dd)
    if style == "month_d_y":
        return "%s %d, %d" % (MON[mm - 1], dd, yy)
    if style == "mon_d_y":
        return "%s %d, %d" % (MON[mm - 1][:3], dd, yy)
    if style == "wd_long":
        return "%s %d %s %d" % (WD[d.weekday()], dd, MON[mm - 1], yy)
    if style == "wd_long_ca":
        return "%s, %s %d, %d" % (WD[d.weekday()], MON[mm - 1], dd, yy)
    if style == "wd_short":
        return "%s %d/%d" % (WD[d.weekday()][:3], dd, mm)
    if style == "wd_short_ca":
        return "%s %s %d" % (WD[d.weekday()][:3], MON[mm - 1][:3], dd)
    if style == "d_mon":
        return "%d %s" % (dd, MON[mm - 1][:3])
    if style == "mon_d":
        return "%s %d" % (MON[mm - 1][:3], dd)
    if style == "dm":
        return "%d/%d" % (dd, mm)
    if style == "month_y":
        return "%s %d" % (MON[mm - 1], yy)
    if style == "mon_y":
        return "%s %d" % (MON[mm - 1][:3], yy)
    if style == "year":
        return str(yy)
    if style == "weekday":
        return WD[d.weekday()]
    raise ValueError(style)


def dstyle(r, country):
    return r.choice(AU_DSTYLES if country == "AU" else CA_DSTYLES)


def short_style(country):
    return "d_mon" if country == "AU" else "mon_d"


def hm(r, h0=7, h1=18):
    """24-h time; 19xx/20xx times are written with a colon so they never read as years."""
    h = r.randint(h0, h1)
    m = r.choice([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55])
    if h in (19, 20) or r.random() < 0.25:
        return "%02d:%02d" % (h, m)
    return "%02d%02d" % (h, m)


def hmc(h, m):
    return "%02d:%02d" % (h, m)


# ---------------------------------------------------------------- contacts
def _d(r, n):
    return "".join(str(r.randint(0, 9)) for _ in range(n))


def phone(r, c, kind=None):
    """c: Case (country, state, area)."""
    if kind is None:
        kind = r.choice(["land", "mob", "mob"])
    if c.country == "AU":
        if kind == "mob":
            a = "04" + _d(r, 2)
            b = "555" + " " + _d(r, 3)
            f = r.randint(0, 3)
            if f == 0:
                return a + " " + b
            if f == 1:
                return (a + b).replace(" ", "")
            if f == 2:
                return "+61 " + a[1:] + " " + b
            return a + "-" + b.replace(" ", "-")
        ac = P.AU_AREA[c.state]
        num = "555" + _d(r, 1) + " " + _d(r, 4)
        f = r.randint(0, 3)
        if f == 0:
            return "(" + ac + ") " + num
        if f == 1:
            return ac + " " + num
        if f == 2:
            return "+61 " + ac[1] + " " + num
        return ac + num.replace(" ", "")
    ac = c.area
    last = "01" + _d(r, 2)
    f = r.randint(0, 4)
    if f == 0:
        s = "(" + ac + ") 555-" + last
    elif f == 1:
        s = ac + "-555-" + last
    elif f == 2:
        s = ac + ".555." + last
    elif f == 3:
        s = "+1 " + ac + " 555 " + last
    else:
        s = "1-" + ac + "-555-" + last
    return s


def ext(r, s):
    x = r.choice(["ext. ", "ext ", "x", "Ext "])
    return s + " " + x + str(r.randint(200, 7999)) if not x == "x" else s + " x" + str(r.randint(200, 7999))


def pager(r):
    f = r.randint(0, 2)
    if f == 0:
        return "555-" + _d(r, 4)
    if f == 1:
        return "555" + _d(r, 2)
    return "555" + _d(r, 3)


def internal(r):
    return "555" + _d(r, 1)


def email(r, p, kind="person"):
    dom = r.choice(["example.com", "example.org", "example.net", "health.example.org",
                    "mail.example.com", "clinic.example.net"])
    f = r.randint(0, 3)
    first = p.first.lower().replace("-", "").replace("'", "")
    last = p.last.lower().replace(" ", "").replace("'", "").replace("-", "")
    if f == 0:
        u = first + "." + last
    elif f == 1:
        u = first[0] + last
    elif f == 2:
        u = first + "_" + last + str(r.randint(1, 99))
    else:
        u = last + "." + first[0]
    return u + "@" + dom


def org_email(r, org):
    base = "".join(ch for ch in org.lower() if ch.isalnum())[:14]
    box = r.choice(["admin", "reception", "referrals", "painclinic", "dsu", "periop", "bookings"])
    return box + "@" + base + "." + r.choice(["example.org", "example.com", "example.net"])


def url(r, org=None):
    path = r.choice(["pain-resources", "patient-info/after-anaesthesia", "day-surgery/discharge",
                     "persistent-pain/pacing", "portal/login", "epidural-care", "referrals/pain",
                     "tapering-opioids", "telehealth/join", "nerve-block-care"])
    base = r.choice(["example.org", "example.com", "example.net"])
    if org:
        base = "".join(ch for ch in org.lower() if ch.isalnum())[:12] + "." + base
    f = r.randint(0, 2)
    if f == 0:
        return "www." + base + "/" + path
    if f == 1:
        return "https://" + base + "/" + path
    return "https://www." + base + "/" + path


def ip(r):
    f = r.randint(0, 2)
    if f == 0:
        return "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(2, 254))
    if f == 1:
        return "192.168.%d.%d" % (r.randint(0, 255), r.randint(2, 254))
    return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(2, 254))


def username(r, p):
    f = r.randint(0, 3)
    last = "".join(ch for ch in p.last.lower() if ch.isalpha())
    first = "".join(ch for ch in p.first.lower() if ch.isalpha())
    if f == 0:
        return first[0] + last[:8] + r.choice(P.USER_SUFFIX)
    if f == 1:
        return first + "." + last
    if f == 2:
        return (last[:5] + first[:2]).upper() + _d(r, 2)
    return first[0] + last[0] + _d(r, 4)


# ---------------------------------------------------------------- identifiers
def mrn(r, country):
    if country == "AU":
        return r.choice([_d(r, 7), "00" + _d(r, 6), _d(r, 6), "UR" + _d(r, 6)])
    return r.choice([_d(r, 7), "M" + _d(r, 7), "H00" + _d(r, 5), _d(r, 3) + "-" + _d(r, 4)])


def account(r, country):
    f = r.randint(0, 4)
    if f == 0:
        return _d(r, 10)
    if f == 1:
        return "V" + _d(r, 9)
    if f == 2:
        return _d(r, 4) + "-" + _d(r, 4)
    if f == 3:
        return "EP" + _d(r, 8)
    return str(r.randint(20, 25)) + "-" + _d(r, 7)


def healthplan(r, c):
    """Returns (label text, value)."""
    if c.country == "AU":
        f = r.randint(0, 5)
        if f <= 2:
            return "Medicare", str(r.randint(2, 6)) + _d(r, 3) + " " + _d(r, 5) + " " + str(r.randint(1, 9))
        if f == 3:
            return "DVA", r.choice(["N", "V", "Q", "W", "S", "T"]) + "X" + _d(r, 6)
        if f == 4:
            return "Health fund member no.", _d(r, 8)
        return "Medicare No", str(r.randint(2, 6)) + _d(r, 9)
    prov = c.state
    if prov == "ON":
        return "OHIP", r.choice([_d(r, 4) + "-" + _d(r, 3) + "-" + _d(r, 3) + "-" + r.choice(["AB", "KT", "MX", "PL"]),
                                 _d(r, 10) + " " + r.choice(["AB", "HG", "ZR"])])
    if prov == "BC":
        return "PHN", "9" + _d(r, 3) + " " + _d(r, 3) + " " + _d(r, 3)
    if prov == "AB":
        return "AHCIP", _d(r, 5) + "-" + _d(r, 4)
    if prov == "QC":
        return "RAMQ", "".join(r.choice("ABCDEFGHLMNPRST") for _ in range(4)) + " " + _d(r, 4) + " " + _d(r, 4)
    return "Health card", _d(r, 9)


def fund_no(r):
    return r.choice([_d(r, 8), _d(r, 7) + r.choice("ABCDKM"), _d(r, 3) + "-" + _d(r, 6)])


def sin(r):
    first = r.choice(["9" + _d(r, 2), "9" + _d(r, 2), "000"])
    sep = r.choice([" ", "-", ""])
    return first + sep + _d(r, 3) + sep + _d(r, 3)


def crn(r):
    return "9" + _d(r, 2) + " " + _d(r, 3) + " " + _d(r, 3) + r.choice("ABCHKJ")


def license_(r, country, kind="doc"):
    if country == "AU":
        if kind == "presc":
            return _d(r, 7)
        if kind == "prov":
            return _d(r, 6) + r.choice("0123456789AB") + r.choice("ABFHJKLTWXY")
        if kind == "nurse":
            return "NMW000" + _d(r, 7)
        if kind == "drv":
            return _d(r, 8)
        return "MED000" + _d(r, 7)
    if kind == "drv":
        return r.choice(["S" + _d(r, 4) + "-" + _d(r, 5) + "-" + _d(r, 5), _d(r, 7)])
    if kind == "nurse":
        return "RN-" + _d(r, 7)
    return r.choice([_d(r, 5), _d(r, 6), "0" + _d(r, 5)])


def device(r):
    f = r.randint(0, 5)
    if f == 0:
        return "SN" + _d(r, 8)
    if f == 1:
        return _d(r, 2) + r.choice("ABCDEFGH") + "-" + _d(r, 6)
    if f == 2:
        return "BME-" + _d(r, 6)
    if f == 3:
        return r.choice(["CADD", "SAPH", "BBR", "ALR"]) + "-" + _d(r, 7)
    if f == 4:
        return "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3)) + _d(r, 6) + r.choice("HNRS")
    return "A" + _d(r, 5) + "-" + _d(r, 2)


def vin(r):
    al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(r.choice(al) for _ in range(17))


def plate(r, c):
    L = "ABCDEFGHJKLMNPRSTUVWXYZ"
    if c.country == "AU":
        st = c.state
        if st == "NSW":
            return "".join(r.choice(L) for _ in range(3)) + _d(r, 2) + r.choice(L)
        if st == "VIC":
            return _d(r, 1) + "".join(r.choice(L) for _ in range(2)) + _d(r, 1) + "".join(r.choice(L) for _ in range(2))
        if st == "QLD":
            return _d(r, 3) + "".join(r.choice(L) for _ in range(3))
        return _d(r, 1) + "".join(r.choice(L) for _ in range(3)) + _d(r, 3)
    if c.state == "ON":
        return "".join(r.choice(L) for _ in range(4)) + " " + _d(r, 3)
    if c.state == "BC":
        return "".join(r.choice(L) for _ in range(2)) + _d(r, 1) + " " + _d(r, 2) + r.choice(L)
    return "".join(r.choice(L) for _ in range(3)) + "-" + _d(r, 4)


def bioid(r):
    f = r.randint(0, 3)
    if f == 0:
        return "FP-" + _d(r, 5)
    if f == 1:
        return "BIO" + _d(r, 7)
    if f == 2:
        return "PV-" + _d(r, 4) + "-" + _d(r, 2)
    return "FPT" + _d(r, 6)


def idnum(r, kind):
    yy = str(r.randint(22, 25))
    if kind == "incident":
        return r.choice(["IMS-20" + yy + "-" + _d(r, 6), "RM" + _d(r, 6), "INC" + _d(r, 7), "SL-" + yy + "-" + _d(r, 5)])
    if kind == "acc":
        return r.choice([yy + "-LB-" + _d(r, 7), "S" + yy + "-" + _d(r, 5), "H" + yy + "C" + _d(r, 6)])
    if kind == "booking":
        return r.choice(["TB-" + _d(r, 6), "BK" + _d(r, 7), "WL" + _d(r, 6)])
    if kind == "order":
        return r.choice(["ORD" + _d(r, 8), _d(r, 9), "RX-" + _d(r, 6)])
    if kind == "claim":
        return r.choice([_d(r, 8), "WC" + _d(r, 7), "CLM-" + _d(r, 6), _d(r, 3) + "-" + _d(r, 5)])
    if kind == "claim_au":
        return r.choice(["CTP-" + _d(r, 6), "WC" + _d(r, 7), _d(r, 8), "C" + yy + "/" + _d(r, 5)])
    if kind == "ref":
        return r.choice(["REF-" + _d(r, 6), "R" + yy + "-" + _d(r, 5)])
    return "#" + _d(r, 6)


# ---------------------------------------------------------------- case
class Case:
    pass


def make_case(r, country, age_range=(18, 92), sex=None):
    c = Case()
    c.country = country
    c.pt = person(r, sex)
    c.age = r.randint(*age_range)
    c.date = rdate(r)
    c.dob = dob_for(r, c.age, c.date)
    c.ds = dstyle(r, country)
    if country == "AU":
        c.city, c.state, c.zip = r.choice(P.AU_PLACES)
        c.area = P.AU_AREA[c.state]
        c.hospital = r.choice(P.AU_HOSPITALS)
        c.ward = r.choice(P.AU_WARDS)
        c.gp_practice = r.choice(P.AU_GP)
        c.daycentre = r.choice(P.AU_DAY_CENTRES)
        c.painclinic = r.choice(P.AU_PAIN_CLINICS)
        c.pharm = r.choice(P.AU_PHARM)
        c.employer = r.choice(P.AU_EMPLOYERS)
        c.insurer = r.choice(P.AU_INSURERS)
        c.state_full = P.AU_STATE_FULL[c.state]
    else:
        c.city, c.state, fsa, c.area = r.choice(P.CA_PLACES)
        L = "ABCEGHJKLMNPRSTVWXYZ"
        c.zip = fsa + " " + str(r.randint(0, 9)) + r.choice(L) + str(r.randint(0, 9))
        c.hospital = r.choice(P.CA_HOSPITALS)
        c.ward = r.choice(P.CA_WARDS)
        c.gp_practice = r.choice(P.CA_GP)
        c.daycentre = r.choice(P.CA_DAY_CENTRES)
        c.painclinic = r.choice(P.CA_PAIN_CLINICS)
        c.pharm = r.choice(P.CA_PHARM)
        c.employer = r.choice(P.CA_EMPLOYERS)
        c.insurer = r.choice(P.CA_INSURERS)
        c.state_full = P.CA_PROV_FULL[c.state]
    c.street = street(r, country)
    c.mrn = mrn(r, country)
    c.acct = account(r, country)
    c.plan_label, c.plan = healthplan(r, c)
    c.phone = phone(r, c)
    c.nok_rel = r.choice(["wife", "husband", "partner", "daughter", "son", "mother", "sister", "brother",
                          "friend", "niece", "father", "neighbour", "partner", "daughter"])
    if c.age < 38 and c.nok_rel in ("daughter", "son"):
        c.nok_rel = r.choice(["mother", "father", "partner", "sister"])
    elif c.age > 72 and c.nok_rel in ("mother", "father"):
        c.nok_rel = r.choice(["daughter", "son", "niece"])
    if c.nok_rel == "wife" and c.pt.sex == "F" and r.random() < 0.7:
        c.nok_rel = "husband"
    elif c.nok_rel == "husband" and c.pt.sex == "M" and r.random() < 0.7:
        c.nok_rel = "wife"
    c.nok = rel_person(r, c.nok_rel, c.pt)
    c.nok_phone = phone(r, c, "mob")
    c.gp = person(r)
    c.prof = r.choice(P.PROFESSIONS)
    c.born = r.choice(P.COUNTRIES) if r.random() < 0.45 else None
    return c


FEM_REL = ("wife", "daughter", "mother", "sister", "niece", "aunt", "granddaughter")
MALE_REL = ("husband", "son", "father", "brother", "nephew", "uncle", "grandson")
KIN = FEM_REL + MALE_REL


def rel_person(r, rel, pt):
    sex = "F" if rel in FEM_REL else ("M" if rel in MALE_REL else None)
    p = person(r, sex)
    if rel in KIN and r.random() < 0.75:
        p.last = pt.last
    return p


def art(word):
    return "an " if word[:1].lower() in "aeiou" else "a "


def street(r, country):
    n = str(r.randint(1, 420))
    nm_ = r.choice(P.STREET_NAMES)
    if country == "AU":
        t = r.choice(P.AU_STREET_TYPES)
        if r.random() < 0.2:
            return str(r.randint(1, 24)) + "/" + n + " " + nm_ + " " + t
        if r.random() < 0.08:
            return "Unit " + str(r.randint(1, 12)) + ", " + n + " " + nm_ + " " + t
        return n + " " + nm_ + " " + t
    t = r.choice(P.CA_STREET_TYPES)
    suf = r.choice(["", "", "", " W", " E", " N", " S"])
    if r.random() < 0.2:
        return str(r.randint(101, 2408)) + "-" + n + " " + nm_ + " " + t + suf
    if r.random() < 0.08:
        return n + " " + nm_ + " " + t + suf + ", Apt " + str(r.randint(1, 30))
    return n + " " + nm_ + " " + t + suf


def addr(c, r, multiline=False, full_state=False, country_name=False):
    """Address items: street, city, state, zip (each a separate span)."""
    st = c.state_full if full_state else c.state
    items = [S("STREET", c.street), "\n" if multiline else ", ", S("CITY", c.city)]
    if c.country == "AU":
        items += [" ", S("STATE", st), " ", S("ZIP", c.zip)]
    else:
        items += [", ", S("STATE", st), "  " if r.random() < 0.5 else " ", S("ZIP", c.zip)]
    if country_name:
        items += ["\n" if multiline else ", ", S("COUNTRY", "Australia" if c.country == "AU" else "Canada")]
    return items


def staff(r, country):
    return person(r)


def dob_items(c, style=None):
    return S("DATE", fd(c.dob, style or c.ds))


def sex_word(p):
    return "M" if p.sex == "M" else "F"


_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
         "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    """Number (0-99) in English words, hyphenated: 74 -> seventy-four."""
    if n < 20:
        return _ONES[n]
    t, o = divmod(n, 10)
    return _TENS[t] + ("-" + _ONES[o] if o else "")


BUILDINGS = ["Harrington Building", "Kingsford Wing", "Gleeson Pavilion", "Banksia House", "McKellar Tower",
             "Riverside Annex", "Laurier Pavilion", "Tupper Wing", "Frontenac Building", "Cormorant House"]
HOLIDAYS = ["Christmas", "Christmas Eve", "Boxing Day", "Easter", "New Year's Day", "Good Friday"]
