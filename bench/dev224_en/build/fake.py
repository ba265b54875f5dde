"""Invented PHI value generators for dev224_en (stdlib only, driven by one RNG)."""
import datetime as dt
import pools as P

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
FOLD = {"Á": "A", "É": "E", "Í": "I", "Ó": "O", "Ú": "U", "á": "a", "é": "e", "í": "i",
        "ó": "o", "ú": "u", "ŷ": "y", "ó": "o"}
UPL = "ABCDEFGHJKLMNPRSTUVWXYZ"


def fold(s):
    return "".join(FOLD.get(c, c) for c in s)


def letters(s):
    return "".join(c for c in fold(s) if c.isalpha())


def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def L(rng, n=1, pool=UPL):
    return "".join(rng.choice(pool) for _ in range(n))


# ---------------------------------------------------------------- dates
def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


DATE_FULL = ["dmy", "dmy2", "dmy_nz", "dot", "dash", "d_mon_y", "d_mon_y_dash", "D_MON_Y",
             "d_month_y", "dth_month_y", "wk_full", "wk_short", "iso", "mdy", "dth_of"]
DATE_PART = ["d_m", "d_month", "dth_month", "month_y", "mon_y", "y", "wk_dm", "month"]


def fdate(d, fmt):
    m, y = d.month, d.year
    mon = MONTHS[m - 1]
    if fmt == "dmy":
        return "%02d/%02d/%04d" % (d.day, m, y)
    if fmt == "dmy2":
        return "%02d/%02d/%02d" % (d.day, m, y % 100)
    if fmt == "dmy_nz":
        return "%d/%d/%02d" % (d.day, m, y % 100)
    if fmt == "dot":
        return "%02d.%02d.%04d" % (d.day, m, y)
    if fmt == "dash":
        return "%02d-%02d-%04d" % (d.day, m, y)
    if fmt == "d_mon_y":
        return "%d %s %d" % (d.day, mon[:3], y)
    if fmt == "d_mon_y_dash":
        return "%02d-%s-%d" % (d.day, mon[:3], y)
    if fmt == "D_MON_Y":
        return "%02d-%s-%02d" % (d.day, mon[:3].upper(), y % 100)
    if fmt == "d_month_y":
        return "%d %s %d" % (d.day, mon, y)
    if fmt == "dth_month_y":
        return "%s %s %d" % (ordinal(d.day), mon, y)
    if fmt == "dth_of":
        return "%s of %s %d" % (ordinal(d.day), mon, y)
    if fmt == "wk_full":
        return "%s %d %s %d" % (DAYS[d.weekday()], d.day, mon, y)
    if fmt == "wk_short":
        return "%s %02d/%02d/%d" % (DAYS[d.weekday()][:3], d.day, m, y)
    if fmt == "iso":
        return "%04d-%02d-%02d" % (y, m, d.day)
    if fmt == "mdy":
        return "%s %d, %d" % (mon, d.day, y)
    if fmt == "d_m":
        return "%d/%d" % (d.day, m)
    if fmt == "d_month":
        return "%d %s" % (d.day, mon)
    if fmt == "dth_month":
        return "%s %s" % (ordinal(d.day), mon)
    if fmt == "month_y":
        return "%s %d" % (mon, y)
    if fmt == "mon_y":
        return "%s-%02d" % (mon[:3], y % 100)
    if fmt == "y":
        return str(y)
    if fmt == "wk_dm":
        return "%s %d/%d" % (DAYS[d.weekday()][:3], d.day, m)
    if fmt == "month":
        return mon
    if fmt == "weekday":
        return DAYS[d.weekday()]
    raise ValueError(fmt)


def D(d, fmt):
    return (fdate(d, fmt), "DATE")


def rand_date(rng, y0=2019, y1=2025):
    start = dt.date(y0, 1, 1).toordinal()
    end = dt.date(y1, 6, 30).toordinal()
    return dt.date.fromordinal(rng.randrange(start, end))


def plus(d, n):
    return d + dt.timedelta(days=n)


# ---------------------------------------------------------------- ages
_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("-" + _ONES[n % 10] if n % 10 else "")
    return "one hundred" + (" and " + words(n - 100) if n > 100 else "")


def A(n, as_words=False):
    return (words(n) if as_words else str(n), "AGE")


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, first, last, sex, typ, middle=""):
        self.first, self.last, self.sex, self.typ, self.middle = first, last, sex, typ, middle
        self.title = "Mr" if sex == "M" else "Mrs"
        self.nick = P.NICK.get(first, "")
        self.cred = ""
        self.role = ""
        self.reg = None
        self.bleep = ""
        self.email = ""
        self.user = ""
        self.phone = ""
        self.rel = ""

    def initials(self, dots=True):
        parts = [self.first] + ([self.middle] if self.middle else []) + self.last.replace("'", " ").split()
        ini = [letters(p)[0].upper() for p in parts if letters(p)]
        if dots:
            return ".".join(ini) + "."
        return "".join(ini)


def N(p, form="full"):
    """Name pieces: list of text and (value, type)."""
    t = p.typ
    f, l, m = p.first, p.last, p.middle
    if form == "full":
        return [(f + " " + l, t)]
    if form == "full_mid":
        return [(f + " " + (m + " " if m else "") + l, t)]
    if form == "first":
        return [(f, t)]
    if form == "last":
        return [(l, t)]
    if form == "nick":
        return [(p.nick or f, t)]
    if form == "title_last":
        return [p.title + " ", (l, t)]
    if form == "title_full":
        return [p.title + " ", (f + " " + l, t)]
    if form == "dr":
        return ["Dr ", (l, t)]
    if form == "dr_dot":
        return ["Dr. ", (f[0] + ". " + l, t)]
    if form == "dr_full":
        return ["Dr ", (f + " " + l, t)]
    if form == "dr_init":
        return ["Dr ", (f[0] + " " + l, t)]
    if form == "caps":
        return [(fold(l).upper() + ", " + fold(f).upper() + (" " + m[0] if m else ""), t)]
    if form == "last_first":
        return [(l + ", " + f, t)]
    if form == "init_last":
        return [(f[0] + ". " + l, t)]
    if form == "initials":
        return [(p.initials(True), t)]
    if form == "inits":
        return [(p.initials(False), t)]
    if form == "full_caps":
        return [(fold(f + " " + l).upper(), t)]
    if form == "first_init":
        return [(f + " " + letters(l)[0] + ".", t)]
    raise ValueError(form)


def pname(rng, country, sex):
    if country == "IE" or (country == "NI" and rng.random() < 0.6):
        fp = P.FIRST_M_IE if sex == "M" else P.FIRST_F_IE
        lp = P.LAST_IE if rng.random() < 0.85 else P.LAST_UK
    else:
        fp = P.FIRST_M_UK if sex == "M" else P.FIRST_F_UK
        lp = P.LAST_UK if rng.random() < 0.85 else P.LAST_IE
        if country == "SCO" and rng.random() < 0.3:
            fp = P.FIRST_M_IE if sex == "M" else P.FIRST_F_IE
    last = rng.choice(lp)
    if last.startswith("Ní ") and sex == "M":
        last = "Ó " + last[3:]
    if last.startswith("Ó ") and sex == "F" and rng.random() < 0.6:
        last = "Ní " + last[2:]
    return rng.choice(fp), last


def person(rng, country, typ, sex=None):
    sex = sex or rng.choice("MF")
    f, l = pname(rng, country, sex)
    mid = ""
    if rng.random() < 0.25:
        mid = rng.choice("ABCDEFGJKLMPRST") + "."
    p = Person(f, l, sex, typ, mid)
    if sex == "F":
        p.title = rng.choice(["Mrs", "Ms", "Mrs", "Miss"])
    return p


# ---------------------------------------------------------------- contact
IE_AREA = ["01", "021", "091", "061", "051", "090", "057", "065", "094", "074", "022", "052",
           "046", "042", "059", "056", "066", "053", "044", "096", "067", "045", "071", "049"]
UK_FICT = {"ENG": ["0161 496 0", "0113 496 0", "0114 496 0", "0115 496 0", "0116 496 0",
                   "0117 496 0", "0118 496 0", "0121 496 0", "020 7946 0", "01632 960"],
           "SCO": ["0131 496 0", "0141 496 0", "01632 960"],
           "WAL": ["029 2018 0", "01632 960"], "NI": ["028 9649 6", "01632 960"]}


def phone(rng, country, kind="land"):
    if country == "IE":
        if kind == "mobile":
            pre = rng.choice(["083", "085", "086", "087", "089"])
            form = rng.randrange(4)
            x = digits(rng, 3)
            if form == 0:
                return "%s 555 0%s" % (pre, x)
            if form == 1:
                return "%s-555-0%s" % (pre, x)
            if form == 2:
                return "+353 %s 555 0%s" % (pre[1:], x)
            return "%s5550%s" % (pre, x)
        a = rng.choice(IE_AREA)
        x = digits(rng, 3)
        form = rng.randrange(4)
        if form == 0:
            return "%s 555 0%s" % (a, x)
        if form == 1:
            return "(%s) 555 0%s" % (a, x)
        if form == 2:
            return "+353 %s 555 0%s" % (a[1:], x)
        return "%s-5550%s" % (a, x)
    if kind == "mobile":
        x = digits(rng, 3)
        return rng.choice(["07700 900%s", "07700900%s", "+44 7700 900%s", "07700 900 %s"]) % x
    pre = rng.choice(UK_FICT[country])
    num = pre + digits(rng, 3)
    if rng.random() < 0.15:
        num = "+44 " + num[1:]
    return num


def ext_phone(rng, country):
    return phone(rng, country) + rng.choice([" ext. ", " ext ", " x", " Ext "]) + digits(rng, 4)


def bleep(rng):
    return rng.choice(["%s", "%s", "#%s", "%s"]) % digits(rng, rng.choice([3, 4]))


def email(local, host):
    return "%s@%s" % (local, host)


def host_for(site):
    ws = [w for w in fold(site).lower().replace("'", "").replace("-", " ").split()
          if w not in ("university", "hospital", "general", "regional", "royal", "infirmary", "our", "lady", "of", "the",
                       "at", "and", "&", "unit", "centre", "service", "national", "st")]
    ws = ["".join(ch for ch in w if ch.isalnum()) for w in ws] or ["hosp"]
    if len("".join(ws)) <= 14:
        return "".join(ws)
    return ws[0] + "".join(w[0] for w in ws[1:])


def site_domain(rng, site):
    b = host_for(site)
    return rng.choice([b + ".example.org", b + ".example.net", b + ".nhs.test",
                       b + ".hse.test", "hosp-" + b + ".example.com"])


def staff_email(rng, p, dom):
    f = letters(p.first).lower()
    l = letters(p.last).lower()
    return email(rng.choice([f + "." + l, f[0] + l, l + "." + f[0], f + l[:1]]), dom)


def ip(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))


def username(rng, p):
    f = letters(p.first).lower()
    l = letters(p.last).lower()
    k = rng.randrange(6)
    return [f[0] + l, l + f[0] + str(rng.randrange(1, 9)), f + "." + l, (l[:5] + f[0]).upper(),
            f[0] + l[:6] + digits(rng, 2), "%s_%s" % (rng.choice(P.SLOGIN_HOST), f[0] + l)][k]


def url(rng, dom, topic):
    k = rng.randrange(4)
    if k == 0:
        return "https://www.%s/%s" % (dom, topic)
    if k == 1:
        return "www.%s/%s" % (dom, topic)
    if k == 2:
        return "http://%s/%s?id=%s" % (dom, topic, digits(rng, 5))
    return "https://portal.%s/%s" % (dom, topic)


# ---------------------------------------------------------------- identifiers
def nhs_no(rng):
    while True:
        ds = [9, 9, 9] + [rng.randrange(10) for _ in range(6)]
        s = sum(d * (10 - i) for i, d in enumerate(ds))
        c = 11 - s % 11
        if c == 11:
            c = 0
        if c != 10:
            ds.append(c)
            x = "".join(map(str, ds))
            return rng.choice(["%s %s %s", "%s %s %s", "%s-%s-%s", "%s%s%s"]) % (x[:3], x[3:6], x[6:])


def chi_no(rng, dob, sex):
    ninth = rng.randrange(0, 10, 2) if sex == "F" else rng.randrange(1, 10, 2)
    return "%02d%02d%02d%s%d%d" % (dob.day, dob.month, dob.year % 100, digits(rng, 2), ninth, rng.randrange(10))


def hc_no(rng):
    return "3%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 4))


def ppsn(rng):
    return "9" + digits(rng, 6) + L(rng, 1, "ABCDEFGHKLMNPRTW") + rng.choice(["", "", "A", "W"])


def ni_no(rng):
    d = digits(rng, 6)
    return rng.choice(["QQ %s %s %s %s", "QQ%s%s%s%s"]) % (d[:2], d[2:4], d[4:], rng.choice("ABCD"))


def us_ssn(rng):
    if rng.random() < 0.7:
        return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    return "000-%s-%s" % (digits(rng, 2), digits(rng, 4))


def mrn_maker(rng, country):
    k = rng.randrange(5)
    pre = L(rng, 1, "HKMRSW")
    if k == 0:
        return lambda r: digits(r, 7)
    if k == 1:
        return lambda r: pre + digits(r, 6)
    if k == 2:
        return lambda r: "%s%s" % (pre, digits(r, 7))
    if k == 3:
        return lambda r: digits(r, 2) + "-" + digits(r, 5)
    return lambda r: "RX" + L(r, 1) + digits(r, 7) if country != "IE" else "0" + digits(r, 6)


def account(rng):
    return rng.choice(["E%s", "ENC-%s", "V%s", "%s", "ACC%s", "EP/%s"]) % digits(rng, rng.choice([7, 8]))


def accession(rng, d):
    return rng.choice(["CT%02d-%s", "RAD%02d%s", "MR%02d/%s", "XR%02d-%s", "%02d.%s"]) % (d.year % 100, digits(rng, 6))


def specimen(rng, d):
    return rng.choice(["L%02d.%s", "%02dH%s", "BIO-%02d-%s", "S%02d-%s"]) % (d.year % 100, digits(rng, 6))


def refno(rng, pre, d):
    return "%s-%d-%s" % (pre, d.year, digits(rng, 4))


def insurance_no(rng):
    return rng.choice([digits(rng, 8), "M" + digits(rng, 7), digits(rng, 4) + "-" + digits(rng, 5),
                       L(rng, 3) + digits(rng, 6)])


def medical_card(rng):
    return rng.choice(["%s%s", "MC %s%s"]) % (digits(rng, 7), L(rng, 1, "ABCDEFGHJKLMNP"))


def reg_no(rng, country, kind):
    ie = country == "IE"
    if kind == "doc":
        return ("IMC", digits(rng, 6)) if ie else ("GMC", str(rng.randrange(2, 8)) + digits(rng, 6))
    if kind == "nurse":
        return ("NMBI PIN", digits(rng, 6)) if ie else ("NMC PIN", "%s%s%s%s" % (digits(rng, 2), L(rng, 1), digits(rng, 4), L(rng, 1)))
    pre = {"slt": ("SL", "SL"), "pt": ("PT", "PH"), "ot": ("OT", "OT"), "psy": ("PSI", "PYL"),
           "diet": ("DI", "DT"), "sw": ("SW", "SW"), "pharm": ("PSI", "PSI")}[kind]
    if ie:
        if kind == "psy":
            return ("PSI reg", digits(rng, 5))
        if kind == "pharm":
            return ("PSI reg", digits(rng, 5))
        return ("CORU reg", pre[0] + "0" + digits(rng, 5))
    if kind == "pharm":
        return ("GPhC", "20" + digits(rng, 5))
    return ("HCPC", pre[1] + rng.choice(["", " "]) + digits(rng, 5))


def driving_licence(rng, country, p, dob):
    if country == "IE":
        return digits(rng, 3) + digits(rng, 3) + digits(rng, 3) if rng.random() < 0.5 else "0" + digits(rng, 8)
    if country == "NI":
        return digits(rng, 8)
    s = letters(p.last).upper()[:5].ljust(5, "9")
    mm = dob.month + (50 if p.sex == "F" else 0)
    ini = (letters(p.first)[0] + (letters(p.middle)[0] if p.middle else "9")).upper()
    return "%s%d%02d%02d%d%s9%s" % (s, (dob.year // 10) % 10, mm, dob.day, dob.year % 10, ini, L(rng, 2, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"))


IE_REGCO = ["D", "C", "G", "L", "MO", "WH", "OY", "CE", "DL", "T", "MH", "LH", "CW", "KK",
            "KY", "WX", "KE", "WW", "W", "RN", "CN", "SO", "LS", "MN"]


def vehicle_reg(rng, country):
    if country == "IE":
        y = rng.choice(["08", "10", "12", "141", "152", "161", "171", "181", "191", "201", "211", "222", "231", "241"])
        return "%s-%s-%s" % (y, rng.choice(IE_REGCO), str(rng.randrange(1, 30000)))
    if country == "NI":
        return "%s%s %s" % (L(rng, 1), rng.choice(["IA", "IB", "IJ", "IL", "IW", "KZ", "LZ", "XZ", "DZ"]), digits(rng, 4))
    age = rng.choice(["12", "15", "16", "63", "66", "18", "19", "69", "20", "70", "21", "71", "22", "72", "23", "73"])
    return "%s%s %s" % (L(rng, 2, "ABCDEFGHKLMNOPRSVWY"), age, L(rng, 3, "ABCDEFGHJKLMNOPRSTUVWXYZ"))


def vin(rng):
    return rng.choice(["WVWZZZ", "VF1RFA", "SAJAA2", "WF0XXX", "JMZBK1", "TMBJG7"]) + \
        L(rng, 2, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + digits(rng, 9)


def device_serial(rng, kind):
    if kind == "ilr":
        return "RL%s%s%s" % (L(rng, 1), digits(rng, 6), L(rng, 1))
    if kind == "shunt":
        return rng.choice(["SV-%s", "PV%s", "%s-CV"]) % digits(rng, 7)
    if kind == "pump":
        return "NGV%s%s" % (digits(rng, 6), L(rng, 1))
    if kind == "pendant":
        return rng.choice(["TC-%s", "PND%s", "TL%s"]) % digits(rng, 6)
    if kind == "wheelchair":
        return rng.choice(["WC%s-%s", "%s/%s", "SN%s%s"]) % (digits(rng, 4), digits(rng, 4))
    if kind == "fes":
        return "FES-%s-%s" % (digits(rng, 2), digits(rng, 5))
    if kind == "hearing":
        return "%s%s" % (L(rng, 2), digits(rng, 8))
    if kind == "pacer":
        return "PJN%s" % digits(rng, 6)
    return "SN %s" % digits(rng, 8)


def bioid(rng):
    return rng.choice(["FP-" + digits(rng, 5), "BIO" + digits(rng, 7), "PV-" + digits(rng, 3) + "-" + digits(rng, 4),
                       "IRIS-" + digits(rng, 6), "FPT" + digits(rng, 6)])


# ---------------------------------------------------------------- addresses
def address(rng, country, near=None):
    town, county, pcs = rng.choice(P.TOWNS[country])
    if near:
        for (t2, c2, p2) in P.TOWNS[country]:
            if t2 == near:
                town, county, pcs = t2, c2, p2
    k = rng.random()
    if country == "IE" and k < 0.25:
        street = rng.choice(P.TOWNLAND)
    elif k < 0.45:
        street = "%d %s" % (rng.randrange(1, 120), rng.choice(P.ESTATE))
    elif k < 0.55:
        street = "Flat %d, %d %s" % (rng.randrange(1, 20), rng.randrange(1, 200), rng.choice(P.STREET_W))
    else:
        street = "%d %s" % (rng.randrange(1, 250), rng.choice(P.STREET_W))
    pre = rng.choice(pcs)
    if country == "IE":
        pc = pre + " " + L(rng, 1, "ACDEFHKNPRTVWXY") + digits(rng, 1) + L(rng, 1, "ACDEFHKNPRTVWXY") + digits(rng, 1)
    else:
        pc = pre + " " + digits(rng, 1) + L(rng, 2, "ABDEFGHJLNPQRSTUWXYZ")
    show = country in ("IE", "NI") or rng.random() < 0.3
    return {"street": street, "town": town, "county": county, "pc": pc, "country": country, "show_county": show}


def ADDR(a, style="line", with_county=None):
    """Address pieces split into STREET / CITY / ZIP."""
    sep = ", " if style == "line" else "\n"
    out = [(a["street"], "STREET"), sep, (a["town"], "CITY")]
    wc = with_county if with_county is not None else a.get("show_county", a["country"] in ("IE", "NI"))
    if wc and a["county"] != a["town"]:
        out += [sep, (a["county"], "CITY")]
    out += [sep if style != "line" or a["country"] != "IE" else ", ", (a["pc"], "ZIP")]
    return out


# ---------------------------------------------------------------- clinicians
ROLE_KIND = {"consultant": "doc", "registrar": "doc", "sho": "doc", "gp": "doc", "rehab_cons": "doc",
             "neurosurg": "doc", "radiologist": "doc", "anp": "nurse", "cns": "nurse", "nurse": "nurse",
             "slt": "slt", "pt": "pt", "ot": "ot", "psy": "psy", "diet": "diet", "sw": "sw",
             "pharm": "pharm", "esd": "pt", "hca": None, "clerk": None}


def clinician(rng, country, role, dom=None):
    p = person(rng, country, "DOCTOR")
    p.role = role
    kind = ROLE_KIND.get(role)
    if kind:
        p.reg = reg_no(rng, country, kind)
    if kind in ("doc", "psy"):
        p.title = "Dr"
    if role == "neurosurg" and country != "IE" and rng.random() < 0.6:
        p.title = "Mr" if p.sex == "M" else "Ms"
    p.bleep = bleep(rng)
    p.user = username(rng, p)
    if dom:
        p.email = staff_email(rng, p, dom)
    return p
