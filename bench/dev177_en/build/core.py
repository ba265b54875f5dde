"""Note builder and PHI surface-form generators for dev177_en.

Offsets are recorded while pieces are appended (single pass); nothing is searched afterwards.
"""
import datetime
import re

import clin as C
import pools as P

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
TOKEN = re.compile(r"\{(\w+)\}")
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
         "October", "November", "December"]
WD = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
AU_AREA = {"NSW": "02", "ACT": "02", "VIC": "03", "TAS": "03", "QLD": "07", "SA": "08", "WA": "08", "NT": "08"}
US_AREA = {"MT": "406", "WY": "307", "ND": "701", "MN": "218", "OR": "541", "WA": "509", "AZ": "928",
           "TX": "806", "MO": "417", "KY": "270", "AL": "334", "ME": "207", "VT": "802", "CO": "970",
           "SD": "605", "IN": "812", "FL": "352", "GA": "478", "PA": "814", "KS": "785"}
LET = "ABCDEFGHJKLMNPRSTUVWXYZ"


class Note:
    def __init__(self, rng, country, lower):
        self.r = rng
        self.c = country
        self.lower = lower
        self.parts = []
        self.spans = []
        self.pos = 0
        self.v = {}

    # ---- assembly -------------------------------------------------------
    def t(self, s):
        if not s:
            return
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def p(self, s, typ):
        if typ not in TYPES:
            raise ValueError(typ)
        if not s or s != s.strip() or s[-1] in ",;:":
            raise ValueError("bad span %r" % s)
        start = self.pos
        self.t(s)
        self.spans.append({"start": start, "end": self.pos, "label": TYPES[typ], "type": typ,
                           "text": self.parts[-1]})

    def w(self, val):
        if val is None:
            return
        if isinstance(val, str):
            self.t(val)
        elif isinstance(val, tuple):
            self.p(val[0], val[1])
        elif isinstance(val, list):
            for x in val:
                self.w(x)
        elif callable(val):
            self.w(val())
        else:
            self.t(str(val))

    def x(self, tmpl, **kw):
        pos = 0
        for m in TOKEN.finditer(tmpl):
            self.t(tmpl[pos:m.start()])
            key = m.group(1)
            self.w(kw[key] if key in kw else self.v[key])
            pos = m.end()
        self.t(tmpl[pos:])

    def text(self):
        return "".join(self.parts)

    # ---- random helpers -------------------------------------------------
    def ch(self, seq):
        return self.r.choice(seq)

    def coin(self, p=0.5):
        return self.r.random() < p

    def d(self, k):
        return "".join(self.r.choice("0123456789") for _ in range(k))

    def L(self, k):
        return "".join(self.r.choice(LET) for _ in range(k))

    # ---- dates ----------------------------------------------------------
    def fdate(self, dt, style=None):
        us = self.c == "US"
        if style is None:
            style = self.ch(["num", "num", "num", "short", "mon", "iso", "num2"])
        d, m, y = dt.day, dt.month, dt.year
        if style == "num":
            return ("%02d/%02d/%d" % (m, d, y)) if us else ("%02d/%02d/%d" % (d, m, y))
        if style == "num2":
            return ("%d/%d/%02d" % (m, d, y % 100)) if us else ("%d/%d/%02d" % (d, m, y % 100))
        if style == "short":
            return ("%d/%d" % (m, d)) if us else ("%d/%d" % (d, m))
        if style == "mon":
            if us:
                return "%s %d, %d" % (self.ch([MON[m - 1], MONTH[m - 1]]), d, y)
            return self.ch(["%d %s %d" % (d, MON[m - 1], y), "%02d-%s-%d" % (d, MON[m - 1].upper(), y),
                            "%d %s %d" % (d, MONTH[m - 1], y)])
        if style == "iso":
            return "%d-%02d-%02d" % (y, m, d)
        if style == "wd":
            a = WD[dt.weekday()]
            return ("%s %d/%d" % (a, m, d)) if us else ("%s %d/%d" % (a, d, m))
        if style == "wdl":
            a = WDAY[dt.weekday()]
            if us:
                return "%s, %s %d, %d" % (a, MONTH[m - 1], d, y)
            return "%s %d %s %d" % (a, d, MONTH[m - 1], y)
        if style == "dm":
            return ("%s %d" % (MON[m - 1], d)) if us else ("%d %s" % (d, MON[m - 1]))
        if style == "my":
            return "%s %d" % (self.ch([MON[m - 1], MONTH[m - 1]]), y)
        if style == "y":
            return str(y)
        raise ValueError(style)

    def dt(self, dt, style=None):
        return (self.fdate(dt, style), "DATE")

    # ---- contacts -------------------------------------------------------
    def phone(self, kind="land", ext=False):
        c = self.c
        if c == "AU":
            st = self.v.get("_state", "VIC")
            if kind == "mob":
                s = "04%s 555 %s" % (self.d(2), self.d(3))
            else:
                a = AU_AREA.get(st, "03")
                s = self.ch(["(%s) 5550 %s" % (a, self.d(4)), "%s 5550 %s" % (a, self.d(4)),
                             "%s5550%s" % (a, self.d(4))])
        elif c == "NZ":
            if kind == "mob":
                s = "%s 555 %s" % (self.ch(["021", "022", "027"]), self.d(self.ch([3, 4])))
            else:
                a = self.ch(["03", "04", "06", "07", "09"])
                s = self.ch(["(%s) 555 %s" % (a, self.d(4)), "%s 555 %s" % (a, self.d(4)),
                             "%s-555-%s" % (a, self.d(4))])
        else:
            a = US_AREA.get(self.v.get("_state", "MT"), "406")
            n = "01" + self.d(2)
            s = self.ch(["(%s) 555-%s" % (a, n), "%s-555-%s" % (a, n), "%s.555.%s" % (a, n),
                         "%s 555 %s" % (a, n)])
        if ext:
            s += self.ch([" ext %s" % self.d(3), " x%s" % self.d(4), " ext. %s" % self.d(4)])
        return s

    def email(self, f=None, l=None, role=None):
        dom = self.ch(["example.org", "example.com", "example.net"])
        if role:
            return "%s@%s" % (role, dom)
        f2 = re.sub(r"[^a-z]", "", f.lower())
        l2 = re.sub(r"[^a-z]", "", l.lower())
        return self.ch(["%s.%s@%s" % (f2, l2, dom), "%s%s@%s" % (f2[0], l2, dom),
                        "%s.%s%s@%s" % (f2, l2, self.d(1), dom), "%s_%s@%s" % (l2, f2[0], dom)])

    def user(self, f, l):
        f2 = re.sub(r"[^a-z]", "", f.lower())
        l2 = re.sub(r"[^a-z]", "", l.lower())
        return self.ch(["%s%s%s" % (f2[0], l2, self.d(1)), "%s.%s" % (f2, l2), "%s%s" % (l2[:6], f2[:2]),
                        "%s%s%s" % (f2[0], l2[:7], self.d(2)), "%s_%s" % (f2, l2[0])])

    def ip(self):
        return self.ch(["10.%d.%d.%d" % (self.r.randint(0, 254), self.r.randint(0, 254), self.r.randint(2, 254)),
                        "192.168.%d.%d" % (self.r.randint(0, 254), self.r.randint(2, 254)),
                        "172.%d.%d.%d" % (self.r.randint(16, 31), self.r.randint(0, 254), self.r.randint(2, 254))])

    def url(self, path=None):
        host = self.ch(["transfers.example.org", "www.example.net", "portal.example.com", "pts.example.org",
                        "ops.example.net", "www.example.org"])
        path = path or self.ch(["referral", "booking/new", "case", "pts/request", "retrieval", "claims",
                                "crew/roster", "fleet/defects"])
        return self.ch(["https://%s/%s" % (host, path), "%s/%s" % (host, path)])

    # ---- identifiers ----------------------------------------------------
    def mrn(self):
        if self.c == "NZ":
            return self.L(3) + self.d(4)
        if self.c == "AU":
            return self.ch([self.d(7), self.d(6), "0" + self.d(7), "U" + self.d(6)])
        return self.ch([self.d(8), "00" + self.d(7), "E" + self.d(7), self.d(3) + "-" + self.d(3) + "-" + self.d(3)])

    def hplan(self, kind=None):
        c = self.c
        if c == "AU":
            k = kind or self.ch(["medicare", "medicare", "dva", "amb", "fund"])
            if k == "medicare":
                return "%s %s %s" % (self.ch("23456") + self.d(3), self.d(5), self.d(1)) + \
                    self.ch(["", "-" + self.ch("12345"), " / " + self.ch("1234")])
            if k == "dva":
                return self.ch("NVQWST") + "X" + self.d(6)
            if k == "amb":
                return "AM" + self.d(7)
            return self.ch(["WHF ", "BHM-", ""]) + self.d(8)
        if c == "NZ":
            return self.ch(["KHC-", "AMI", "P"]) + self.d(9)
        k = kind or self.ch(["member", "member", "mbi", "medicaid"])
        if k == "mbi":
            an = LET + "0123456789"
            return "%s%s%s%s-%s%s%s-%s%s%s" % (self.ch("123456789"), self.L(1), self.ch(an), self.d(1),
                                               self.L(1), self.ch(an), self.d(1), self.L(2), self.d(1), self.d(1))
        if k == "medicaid":
            return self.ch(["MA", "MC", "HC"]) + self.d(8)
        return self.L(3) + self.d(6) + self.ch(["", "01", "-02"])

    def group(self):
        return self.ch(["", "GRP-", "G"]) + self.d(6)

    def ssn(self):
        if self.coin(0.85):
            return "9%s-%s-%s" % (self.d(2), self.d(2), self.d(4))
        return "000-%s-%s" % (self.d(2), self.d(4))

    def account(self):
        return self.ch(["%s-%s" % (self.d(4), self.d(4)), "V" + self.d(8), self.d(10), "ENC" + self.d(7),
                        "INV-%s-%s" % (self.d(4), self.d(5)), "A" + self.d(3) + "-" + self.d(5)])

    def reg(self, kind="para"):
        c = self.c
        if c == "AU":
            pre = {"para": "PAR", "nurse": "NMW", "doc": "MED"}[kind]
            return pre + "000" + self.d(7)
        if c == "NZ":
            return self.d(5)
        if kind == "doc":
            return self.ch(["1" + self.d(9), self.L(2) + self.d(7)])
        return self.ch(["P" + self.d(6), self.d(6), "E" + self.d(7), "P-" + self.d(5)])

    def dl(self):
        if self.c == "AU":
            return self.ch([self.d(9), "%s %s %s" % (self.d(3), self.d(3), self.d(3)), self.d(8)])
        if self.c == "NZ":
            return self.L(2) + self.d(6)
        return self.ch([self.L(1) + self.d(3) + "-" + self.d(4) + "-" + self.d(4), self.d(9), self.L(1) + self.d(7)])

    def device(self):
        return self.ch([self.d(8), self.L(2) + self.d(7), self.L(3) + self.d(6), "%s-%s" % (self.d(4), self.d(5)),
                        self.L(1) + self.d(2) + self.L(1) + "-" + self.d(6), "SN" + self.d(9)])

    def plate(self):
        c = self.c
        if c == "AU":
            return self.ch([self.L(3) + self.d(3), "%s%s-%s" % (self.d(1), self.L(2), self.d(1) + self.L(2)),
                            "%s %s" % (self.d(3), self.L(3)), "%s %s %s" % (self.L(2), self.d(2), self.L(2))])
        if c == "NZ":
            return self.ch([self.L(3) + self.d(3), self.L(2) + self.d(4), self.d(1) + self.L(2) + self.d(3)])
        return self.ch([self.d(1) + self.L(3) + self.d(3), self.L(3) + "-" + self.d(4), self.d(2) + "-" + self.d(4) + self.L(1)])

    def vin(self):
        al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return "".join(self.r.choice(al) for _ in range(17))

    def aircraft(self):
        if self.c == "AU":
            return "VH-" + self.L(3)
        if self.c == "NZ":
            return "ZK-" + self.L(3)
        return "N" + self.d(3) + self.L(2)

    def fleet(self):
        return self.ch(["", "F", "A"]) + self.d(4)

    def bioid(self):
        return self.ch(["FP-" + self.d(5), "BIO-" + self.d(6), "FPT" + self.d(5) + "-" + self.d(1), "PV-" + self.d(5),
                        "RS-" + self.d(4), "BT" + self.d(7)])

    def caseno(self, kind="inc"):
        ev = self.v.get("_ev", datetime.date(2024, 1, 1))
        ymd = "%02d%02d%02d" % (ev.year % 100, ev.month, ev.day)
        if kind == "inc":
            return self.ch(["INC" + ymd + self.d(4), ymd + "-" + self.d(4), "E" + ymd + self.d(3),
                            "%d-%s" % (ev.year, self.d(6))])
        if kind == "pcr":
            return self.ch([self.d(9), "PCR-" + self.d(8), "ePCR" + self.d(7)])
        if kind == "tc":
            return self.ch(["TC-%02d-%s" % (ev.year % 100, self.d(5)), "T" + ymd + self.d(3), "PTC" + self.d(6)])
        if kind == "bk":
            return self.ch(["BK-" + self.d(6), "PTS" + self.d(6), "B%s/%s" % (ymd, self.d(3))])
        if kind == "ret":
            return self.ch(["RM%02d-%s" % (ev.year % 100, self.d(4)), "MSN-" + self.d(5), "R" + ymd + "-" + self.d(2)])
        if kind == "aud":
            return "CA-%d-%s" % (ev.year, self.d(4))
        if kind == "ir":
            return self.ch(["IR-" + self.d(6), "RSK%s" % self.d(5), "SE-%d-%s" % (ev.year, self.d(4))])
        if kind == "auth":
            return self.ch(["PA" + self.d(8), "AUTH-" + self.d(7), self.d(3) + "-" + self.d(6)])
        return self.d(8)


# ---- case generation ----------------------------------------------------

def person(r, sex=None):
    sex = sex or r.choice("MF")
    f = r.choice(P.FIRST_M if sex == "M" else P.FIRST_F)
    l = r.choice(P.SURNAMES)
    m = r.choice("ABCDEFGHJKLMNPRSTW")
    return {"f": f, "l": l, "m": m, "sex": sex}


def fmt_name(p, style, typ):
    """Return pieces for a name with titles outside the span."""
    f, l, m = p["f"], p["l"], p["m"]
    if style == "full":
        return [(f + " " + l, typ)]
    if style == "fml":
        return [("%s %s. %s" % (f, m, l), typ)]
    if style == "LF":
        return [("%s, %s" % (l.upper(), f.upper()), typ)]
    if style == "Lf":
        return [("%s, %s" % (l, f), typ)]
    if style == "LFm":
        return [("%s, %s %s" % (l.upper(), f.upper(), m), typ)]
    if style == "first":
        return [(f, typ)]
    if style == "last":
        return [(l, typ)]
    if style == "init":
        return [("%s.%s." % (f[0], l[0]), typ)]
    if style == "init2":
        return [("%s%s" % (f[0], l[0]), typ)]
    if style == "fl":
        return [("%s. %s" % (f[0], l), typ)]
    if style == "fL":
        return [("%s %s." % (f, l[0]), typ)]
    if style == "title":
        t = "Mr" if p["sex"] == "M" else p.get("mt", "Mrs")
        return [t + " ", (l, typ)]
    if style == "dr":
        return ["Dr ", (l, typ)]
    if style == "drfull":
        return ["Dr ", (f + " " + l, typ)]
    raise ValueError(style)


def make_case(n):
    """Fill n.v with a consistent set of case facts for one note."""
    r = n.r
    c = n.c
    v = n.v
    ev = datetime.date(2022, 1, 1) + datetime.timedelta(days=r.randint(0, 1400))
    v["_ev"] = ev
    city, state, zipc = r.choice(P.PLACES[c])
    v["_state"] = state
    sc = r.choice(C.SCEN)
    v["_scen"] = sc
    age = r.randint(sc["a"][0], sc["a"][1])
    pt = person(r, sc["sex"])
    pt["mt"] = r.choice(["Mrs", "Ms", "Miss", "Ms"])
    fits = [it for it in C.IFT if C.ift_ok(it, age, pt["sex"])]
    v["_ift"] = r.choice(fits) if fits else C.IFT[6]
    dob = ev - datetime.timedelta(days=age * 365 + r.randint(age // 4 + 1, age // 4 + 360))
    v["_pt"] = pt
    v["_age"] = age
    v["_dob"] = dob
    v["pf"] = (pt["f"], "PATIENT")
    v["pl"] = (pt["l"], "PATIENT")
    v["pfull"] = (pt["f"] + " " + pt["l"], "PATIENT")
    v["pLF"] = ("%s, %s" % (pt["l"].upper(), pt["f"]), "PATIENT")
    v["pinit"] = ("%s.%s." % (pt["f"][0], pt["l"][0]), "PATIENT")
    v["ptitle"] = fmt_name(pt, "title", "PATIENT")
    v["pany"] = lambda: fmt_name(pt, n.ch(["full", "fml", "LF", "Lf", "title", "full", "LFm"]), "PATIENT")
    v["pref"] = lambda: fmt_name(pt, n.ch(["title", "first", "last", "title", "init"]), "PATIENT")
    v["sx"] = pt["sex"]
    v["sexw"] = "male" if pt["sex"] == "M" else "female"
    v["he"] = "he" if pt["sex"] == "M" else "she"
    v["his"] = "his" if pt["sex"] == "M" else "her"
    v["age"] = (str(age), "AGE")
    v["_adult"] = age >= 18
    v["dob"] = lambda: n.dt(dob, n.ch(["num", "num", "mon", "iso", "num2"]))
    v["evd"] = lambda: n.dt(ev, n.ch(["num", "num", "mon", "iso", "num2", "wd", "wdl"]))
    v["city"] = (city, "CITY")
    v["state"] = (state, "STATE")
    v["statefull"] = (P.STATE_FULL.get(state, state), "STATE")
    v["zip"] = (zipc, "ZIP")
    num = str(r.choice([r.randint(1, 99), r.randint(100, 999), r.randint(1000, 4999)]))
    stn = r.choice(P.STREET_NAMES) + " " + r.choice(P.STREET_TYPES[c])
    unit = r.random()
    if unit < 0.15:
        street = ("%d/%s %s" % (r.randint(1, 24), num, stn)) if c != "US" else \
            ("%s %s Apt %d%s" % (num, stn, r.randint(1, 40), r.choice("ABCD")))
    elif unit < 0.22:
        street = ("Unit %d, %s %s" % (r.randint(1, 12), num, stn)) if c != "US" else \
            ("%s %s, Unit %d" % (num, stn, r.randint(100, 420)))
    else:
        street = "%s %s" % (num, stn)
    v["street"] = (street, "STREET")
    if c == "NZ":
        v["addr"] = [v["street"], ", ", v["city"], " ", v["zip"]]
    elif c == "AU":
        v["addr"] = [v["street"], ", ", v["city"], " ", v["state"], " ", v["zip"]]
    else:
        v["addr"] = [v["street"], ", ", v["city"], ", ", v["state"], " ", v["zip"]]
    v["pphone"] = (n.phone("land"), "PHONE")
    v["pmob"] = (n.phone("mob"), "PHONE")
    if age < 16:
        rel = r.choice(["mother", "father", "mum", "dad", "grandmother", "aunt"])
    else:
        rels = [x for x in P.RELATIONS if not ((x in ("granddaughter", "grandson") and age < 60) or
                                                (x in ("daughter", "son") and age < 38) or
                                                (x in ("mother", "father") and age > 75))]
        rel = r.choice(rels)
    nok = person(r, P.REL_SEX.get(rel))
    nok["l"] = pt["l"] if r.random() < 0.6 else nok["l"]
    v["_nok"] = nok
    v["rel"] = rel
    v["nok"] = lambda: fmt_name(nok, n.ch(["full", "first", "full", "fl"]), "FAMILY")
    v["nokfull"] = (nok["f"] + " " + nok["l"], "FAMILY")
    v["nokf"] = (nok["f"], "FAMILY")
    v["nokph"] = (n.phone(n.ch(["mob", "land"])), "PHONE")
    v["prof"] = (r.choice(P.PROFESSIONS), "PROFESSION")
    hs = list(P.HOSPITALS[c])
    r.shuffle(hs)
    v["h1"] = (hs[0], "HOSPITAL")
    v["h2"] = (hs[1], "HOSPITAL")
    v["h3"] = (hs[2], "HOSPITAL")
    v["ward"] = (r.choice(P.WARDS_BY[c]), "HOSPITAL")
    v["home"] = (r.choice(P.CARE_HOMES[c]), "HOSPITAL")
    v["clinic"] = (r.choice(P.CLINICS[c]), "HOSPITAL")
    v["org"] = (r.choice(P.ORGS[c]), "ORGANIZATION")
    v["torg"] = (r.choice(P.TRANSPORT_ORGS[c]), "ORGANIZATION")
    v["ins"] = (r.choice(P.INSURERS[c]), "ORGANIZATION")
    v["land"] = (r.choice(P.LANDMARKS), "LOCATION_OTHER")
    v["cty"] = ({"AU": "Australia", "NZ": "New Zealand", "US": "USA"}[c], "COUNTRY")
    v["abroad"] = (r.choice(P.COUNTRIES_VISIT), "COUNTRY")
    staff = [person(r) for _ in range(8)]
    v["_staff"] = staff
    for i, s in enumerate(staff):
        v["s%d" % i] = (s["f"] + " " + s["l"], "DOCTOR")
        v["s%dl" % i] = (s["l"], "DOCTOR")
        v["s%df" % i] = (s["f"], "DOCTOR")
        v["s%dfl" % i] = ("%s. %s" % (s["f"][0], s["l"]), "DOCTOR")
        v["s%di" % i] = ("%s%s" % (s["f"][0], s["l"][0]), "DOCTOR")
        v["s%du" % i] = (n.user(s["f"], s["l"]), "USERNAME")
        v["s%dreg" % i] = (n.reg("para"), "LICENSE")
        v["s%dem" % i] = (n.email(s["f"], s["l"]), "EMAIL")
    v["mrn"] = (n.mrn(), "MRN")
    v["hp"] = (n.hplan(), "HEALTHPLAN")
    v["acct"] = (n.account(), "ACCOUNT")
    v["ssn"] = (n.ssn(), "SSN")
    v["inc"] = (n.caseno("inc"), "IDNUM")
    v["pcr"] = (n.caseno("pcr"), "IDNUM")
    v["rego"] = (n.plate(), "VEHICLE")
    v["fleet"] = (n.fleet(), "VEHICLE")
    v["ip"] = (n.ip(), "IPADDR")
    v["sexc"] = pt["sex"]
    v["rl"] = "plate" if c == "US" else "rego"
    v["km"] = "mi" if c == "US" else "km"
    v["mrnlab"] = {"AU": "URN", "NZ": "NHI", "US": "MRN"}[c]
    v["cs"] = n.ch(["Medic ", "Unit ", "Ambulance ", "A", "M"] if c == "US" else ["A", "Car ", "MICA ", "ICP ", "Unit "]) + \
        str(r.randint(1, 60))
    return v


def hhmm(r, h=None, m=None, colon=False):
    h = r.randint(0, 23) if h is None else h
    m = r.randint(0, 59) if m is None else m
    return ("%02d:%02d" if colon else "%02d%02d") % (h, m)


def times(r, k, colon=False, start=None, span=None):
    """k increasing times of day (strings) within one day."""
    if start is None:
        t = r.randint(0, 23 * 60 - k * 25)
    else:
        t = start + r.randint(0, span or 30)
    out = []
    for _ in range(k):
        out.append(("%02d:%02d" if colon else "%02d%02d") % (t // 60, t % 60))
        t = (t + r.randint(2, 22)) % (24 * 60)
    return out


def vitals(r, sick=False):
    hr = r.randint(95, 140) if sick else r.randint(60, 100)
    sbp = r.randint(80, 110) if sick and r.random() < 0.5 else r.randint(105, 175)
    dbp = r.randint(45, min(100, sbp - 25))
    rr = r.randint(20, 32) if sick else r.randint(12, 20)
    sp = r.randint(86, 95) if sick else r.randint(94, 100)
    gcs = r.choice([15, 15, 15, 14, 13, 10]) if sick else 15
    bgl = round(r.uniform(3.5, 11.5), 1)
    temp = round(r.uniform(35.8, 38.9), 1)
    return {"hr": hr, "bp": "%d/%d" % (sbp, dbp), "rr": rr, "sp": sp, "gcs": gcs, "bgl": bgl, "temp": temp,
            "pain": r.randint(0, 10)}
