"""PHI surface-form formatters (names, dates, ages, phones, ids, contacts)."""
import datetime

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WD]
UPL = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"
ALNUM = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"


def digits(rng, n):
    return "".join(rng.choice(DIG) for _ in range(n))


def letters(rng, n, pool=UPL):
    return "".join(rng.choice(pool) for _ in range(n))


def alnum(rng, n):
    return "".join(rng.choice(ALNUM) for _ in range(n))


# ------------------------------------------------------------------ names
class Person:
    def __init__(self, first, middle, last, sex, nick=None):
        self.first, self.middle, self.last, self.sex, self.nick = first, middle, last, sex, nick


def nm(p, style):
    f, m, l = p.first, p.middle, p.last
    if style == "full":
        return "%s %s" % (f, l)
    if style == "full_mid":
        return "%s %s. %s" % (f, m[0], l) if m else "%s %s" % (f, l)
    if style == "full_midname":
        return "%s %s %s" % (f, m, l) if m else "%s %s" % (f, l)
    if style == "lf":
        return "%s, %s" % (l, f)
    if style == "lf_mid":
        return "%s, %s %s" % (l, f, m[0]) if m else "%s, %s" % (l, f)
    if style == "LF":
        s = "%s, %s" % (l, f) + (" %s" % m[0] if m else "")
        return s.upper()
    if style == "FULLUP":
        return ("%s %s" % (f, l)).upper()
    if style == "LASTUP":
        return l.upper()
    if style == "il":
        return "%s. %s" % (f[0], l)
    if style == "il2":
        return "%s %s" % (f[0], l)
    if style == "last":
        return l
    if style == "first":
        return f
    if style == "nick":
        return p.nick or f
    if style == "init":
        return "%s.%s." % (f[0], l[0])
    if style == "init2":
        return "%s%s" % (f[0], l[0])
    if style == "init3":
        return ("%s%s%s" % (f[0], m[0], l[0])) if m else "%s%s" % (f[0], l[0])
    if style == "lf_init":
        return "%s %s" % (l, f[0])
    if style == "lower_init":
        return ("%s%s" % (f[0], l[0])).lower()
    raise ValueError(style)


def title_for(p, rng):
    if p.sex == "F":
        return rng.choice(["Ms", "Mrs", "Ms", "Miss", "Ms."])
    if p.sex == "M":
        return rng.choice(["Mr", "Mr", "Mr."])
    return rng.choice(["Mx", "Mx"])


# ------------------------------------------------------------------ dates
def _ord(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def dstr(d, style):
    y, m, dd = d.year, d.month, d.day
    if style == "dmy":
        return "%02d/%02d/%d" % (dd, m, y)
    if style == "dmy_np":
        return "%d/%d/%d" % (dd, m, y)
    if style == "dmy2":
        return "%02d/%02d/%02d" % (dd, m, y % 100)
    if style == "mdy":
        return "%d/%d/%d" % (m, dd, y)
    if style == "mdy_pad":
        return "%02d/%02d/%d" % (m, dd, y)
    if style == "mdy2":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "mdy_dash":
        return "%02d-%02d-%d" % (m, dd, y)
    if style == "iso":
        return "%d-%02d-%02d" % (y, m, dd)
    if style == "ymd_slash":
        return "%d/%02d/%02d" % (y, m, dd)
    if style == "d_mon_y":
        return "%d %s %d" % (dd, MON3[m - 1], y)
    if style == "d_month_y":
        return "%d %s %d" % (dd, MONTHS[m - 1], y)
    if style == "dth_month_y":
        return "%s %s %d" % (_ord(dd), MONTHS[m - 1], y)
    if style == "month_d_y":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if style == "mon_d_y":
        return "%s %d, %d" % (MON3[m - 1], dd, y)
    if style == "dmy_dot":
        return "%02d.%02d.%d" % (dd, m, y)
    if style == "d-mon-y":
        return "%02d-%s-%d" % (dd, MON3[m - 1], y)
    if style == "D-MON-Y":
        return ("%02d-%s-%d" % (dd, MON3[m - 1], y)).upper()
    if style == "dmony":
        return ("%02d%s%d" % (dd, MON3[m - 1], y)).upper()
    if style == "wd_dmy":
        return "%s %s" % (WD3[d.weekday()], dstr(d, "dmy"))
    if style == "wd_d_month_y":
        return "%s %d %s %d" % (WD[d.weekday()], dd, MONTHS[m - 1], y)
    if style == "wd_month_d_y":
        return "%s, %s %d, %d" % (WD[d.weekday()], MONTHS[m - 1], dd, y)
    if style == "wd_mdy":
        return "%s %d/%d/%d" % (WD3[d.weekday()], m, dd, y)
    if style == "dm":
        return "%d/%d" % (dd, m)
    if style == "md":
        return "%d/%d" % (m, dd)
    if style == "d_month":
        return "%d %s" % (dd, MONTHS[m - 1])
    if style == "month_d":
        return "%s %d" % (MONTHS[m - 1], dd)
    if style == "dth_month":
        return "%s %s" % (_ord(dd), MONTHS[m - 1])
    if style == "wd_dm":
        return "%s %d/%d" % (WD3[d.weekday()], dd, m)
    if style == "wd_md":
        return "%s %d/%d" % (WD3[d.weekday()], m, dd)
    if style == "month_y":
        return "%s %d" % (MONTHS[m - 1], y)
    if style == "mon_y":
        return "%s %d" % (MON3[m - 1], y)
    if style == "mm_y":
        return "%02d/%d" % (m, y)
    if style == "year":
        return "%d" % y
    if style == "weekday":
        return WD[d.weekday()]
    raise ValueError(style)


FULL_STYLES = {
    "UK": ["dmy", "dmy", "dmy", "d_mon_y", "d_month_y", "dth_month_y", "dmy_dot", "d-mon-y",
           "dmy2", "iso", "D-MON-Y", "dmy_np"],
    "AU": ["dmy", "dmy", "dmy_np", "d_mon_y", "d_month_y", "dmy2", "iso", "d-mon-y",
           "dth_month_y", "D-MON-Y"],
    "CA": ["iso", "iso", "month_d_y", "d_month_y", "mon_d_y", "dmy", "mdy_pad", "ymd_slash",
           "d_mon_y", "D-MON-Y"],
    "US": ["mdy", "mdy_pad", "mdy_pad", "month_d_y", "mon_d_y", "mdy2", "iso", "mdy_dash",
           "dmony", "mdy"],
}
SHORT = {"UK": ["dm", "d_month", "dth_month", "wd_dm"], "AU": ["dm", "d_month", "wd_dm"],
         "CA": ["month_d", "d_month", "md"], "US": ["md", "month_d", "wd_md"]}
LONG_WD = {"UK": "wd_d_month_y", "AU": "wd_d_month_y", "CA": "wd_month_d_y", "US": "wd_month_d_y"}


def date_any(rng, d, country):
    return dstr(d, rng.choice(FULL_STYLES[country]))


def date_short(rng, d, country):
    return dstr(d, rng.choice(SHORT[country]))


def rand_date(rng, start, end):
    span = (end - start).days
    return start + datetime.timedelta(days=rng.randint(0, span))


def add_days(d, n):
    return d + datetime.timedelta(days=n)


# ------------------------------------------------------------------ ages
_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    t, o = divmod(n, 10)
    return _TENS[t] + ("-" + _ONES[o] if o else "")


# ------------------------------------------------------------------ phones
UK_AREAS = ["0113", "0161", "0121", "0117", "0131", "0141", "0191", "0115", "0116", "0114",
            "01865", "01752", "01392", "01872", "01904", "01482", "01302", "01925", "01244",
            "01274", "01422", "01248", "01792", "01592", "01224", "01463", "01228", "01782",
            "020", "029", "024", "023"]


def phone(rng, country, area=None, mobile=False):
    if country in ("US", "CA"):
        ac = area or rng.choice(["212", "415", "646", "312"] if country == "US" else ["416", "604", "613", "403"])
        last = rng.choice(["01" + digits(rng, 2), "01" + digits(rng, 2), digits(rng, 4)])
        form = rng.randrange(7)
        if form == 0:
            return "(%s) 555-%s" % (ac, last)
        if form == 1:
            return "%s-555-%s" % (ac, last)
        if form == 2:
            return "%s.555.%s" % (ac, last)
        if form == 3:
            return "%s 555 %s" % (ac, last)
        if form == 4:
            return "+1 %s-555-%s" % (ac, last)
        if form == 5:
            return "1-%s-555-%s" % (ac, last)
        return "(%s)555-%s" % (ac, last)
    if country == "UK":
        if mobile:
            pre = "07" + rng.choice(["700", "911", "723", "812", "954", "460", "387"])
            sub = "555" + digits(rng, 3)
            form = rng.randrange(4)
            if form == 0:
                return "%s %s" % (pre, sub)
            if form == 1:
                return "%s %s %s" % (pre, sub[:3], sub[3:])
            if form == 2:
                return "+44 %s %s" % (pre[1:], sub)
            return pre + sub
        ac = area or rng.choice(UK_AREAS)
        n = 10 - len(ac) + 1
        sub = "555" + digits(rng, n - 3)
        if len(ac) == 3:
            s = "%s %s %s" % (ac, sub[:4], sub[4:])
        elif len(ac) == 4:
            s = "%s %s %s" % (ac, sub[:3], sub[3:])
        else:
            s = "%s %s" % (ac, sub)
        if rng.random() < 0.12:
            s = "+44 (0)" + s[1:]
        return s
    # AU
    if mobile:
        pre = "04" + digits(rng, 2)
        tail = digits(rng, 3)
        form = rng.randrange(4)
        if form == 0:
            return "%s 555 %s" % (pre, tail)
        if form == 1:
            return "%s555%s" % (pre, tail)
        if form == 2:
            return "+61 %s 555 %s" % (pre[1:], tail)
        return "%s-555-%s" % (pre, tail)
    ac = area or "02"
    form = rng.randrange(6)
    if form == 4:
        return "1300 555 %s" % digits(rng, 3)
    if form == 5:
        return "1800 555 %s" % digits(rng, 3)
    tail = "5550 %s" % digits(rng, 4)
    if form == 0:
        return "(%s) %s" % (ac, tail)
    if form == 1:
        return "%s %s" % (ac, tail)
    if form == 2:
        return "+61 %s %s" % (ac[1:], tail)
    return "%s %s" % (ac, tail.replace(" ", ""))


def ext(rng):
    return rng.choice([" ext. ", " ext ", " x", " Ext. ", " extn "]) + digits(rng, rng.choice([2, 3, 4]))


# ------------------------------------------------------------------ contacts
DOMAINS = ["example.com", "example.org", "example.net"]


def slug(s):
    out = []
    for ch in s.lower():
        if ch.isascii() and ch.isalnum():
            out.append(ch)
        elif out and out[-1] != "-":
            out.append("-")
    return "".join(out).strip("-")


def _ascii(s):
    table = {"é": "e", "É": "e", "è": "e", "ê": "e", "ë": "e", "ï": "i", "î": "i",
             "ô": "o", "ç": "c", "à": "a", "â": "a", "û": "u", "ü": "u", "ö": "o"}
    return "".join(table.get(c, c) for c in s)


def email_person(rng, p):
    f = slug(_ascii(p.first)).replace("-", "")
    l = slug(_ascii(p.last)).replace("-", "")
    form = rng.randrange(7)
    if form == 0:
        local = "%s.%s" % (f, l)
    elif form == 1:
        local = "%s%s" % (f[0], l)
    elif form == 2:
        local = "%s_%s%s" % (f, l, digits(rng, 2))
    elif form == 3:
        local = "%s%s%s" % (f, l[0], digits(rng, 2))
    elif form == 4:
        local = "%s.%s%s" % (l, f[0], digits(rng, 1))
    elif form == 5:
        local = "%s%s" % (f, rng.choice(["", "x", "_pain", "mum", "dad", "ny"])) + digits(rng, 2)
    else:
        local = "%s.%s" % (f[0], l)
    return "%s@%s" % (local, rng.choice(DOMAINS))


def email_org(rng, orgname, role=None):
    s = slug(_ascii(orgname))
    role = role or rng.choice(["admin", "referrals", "reception", "info", "pharmacy",
                               "prescriptions", "nurses", "enquiries"])
    form = rng.randrange(3)
    if form == 0:
        return "%s@%s" % (role, rng.choice(DOMAINS))
    if form == 1:
        return "%s.%s@%s" % (role, s.split("-")[0], rng.choice(DOMAINS))
    return "%s-%s@%s" % (s.split("-")[0], role, rng.choice(DOMAINS))


def email_staff(rng, p):
    f = slug(_ascii(p.first)).replace("-", "")
    l = slug(_ascii(p.last)).replace("-", "")
    return rng.choice(["dr.%s@%s", "%s." + f + "@%s"]) % (l, rng.choice(DOMAINS)) \
        if rng.random() < 0.5 else "%s.%s@%s" % (f, l, rng.choice(DOMAINS))


def url_org(rng, orgname):
    s = slug(_ascii(orgname))
    form = rng.randrange(6)
    dom = rng.choice(DOMAINS)
    if form == 0:
        return "www.%s/%s" % (dom, s)
    if form == 1:
        return "https://%s.%s" % (s.split("-")[0], dom)
    if form == 2:
        return "https://portal.%s/%s/login" % (dom, s.split("-")[0])
    if form == 3:
        return "%s/%s/refer" % (dom, s)
    if form == 4:
        return "https://www.%s/%s/patients" % (dom, s)
    return "http://%s.%s/book" % (s.replace("-", ""), dom)


def ip_private(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if k == 1:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))


def username(rng, p):
    f = slug(_ascii(p.first)).replace("-", "")
    l = slug(_ascii(p.last)).replace("-", "")
    form = rng.randrange(6)
    suf = rng.choice(["", "1", "2", "01", "72", "88", "99", "3", "84", "_"])
    if form == 0:
        return f[0] + l + suf.strip("_")
    if form == 1:
        return "%s.%s" % (f, l)
    if form == 2:
        return "%s_%s%s" % (f, l[:3], digits(rng, 2))
    if form == 3:
        return (l + f[0]).upper()
    if form == 4:
        return "%s%s" % (f, digits(rng, 4))
    return "%s%s" % (l[:5], f[:2])


# ------------------------------------------------------------------ identifiers
def mrn(rng, country):
    k = rng.randrange(8)
    if k == 0:
        return digits(rng, 8)
    if k == 1:
        return "CBM-%s" % digits(rng, 6)
    if k == 2:
        return rng.choice(["H", "K", "M", "MR"]) + digits(rng, 7)
    if k == 3:
        return "%s%s" % (letters(rng, 3), digits(rng, 5))
    if k == 4:
        return "%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    if k == 5:
        return "P%s" % digits(rng, 6)
    if k == 6:
        return "%s/%s" % (digits(rng, 4), digits(rng, 3))
    return "0" + digits(rng, 6)


def healthplan(rng, country):
    """Returns (label_text, value)."""
    if country == "UK":
        k = rng.randrange(3)
        if k < 2:
            v = "9" + digits(rng, 2) + " " + digits(rng, 3) + " " + digits(rng, 4)
            return (rng.choice(["NHS No", "NHS number", "NHS #", "NHS no."]), v if k == 0 else v.replace(" ", ""))
        return ("Policy no.", "%s%s" % (letters(rng, 2), digits(rng, 8)))
    if country == "AU":
        k = rng.randrange(4)
        if k < 2:
            v = "%s %s %s" % (rng.choice("23456") + digits(rng, 3), digits(rng, 5), rng.choice("12345"))
            return (rng.choice(["Medicare", "Medicare No", "Medicare #", "Medicare card"]), v if k == 0 else v.replace(" ", ""))
        if k == 2:
            return ("DVA No", "%s%s%s" % (rng.choice(["N", "V", "Q", "W"]), rng.choice(["X", "SS", "KM"]), digits(rng, 6)))
        return ("Health fund member no.", digits(rng, 8) + rng.choice(["", "01", "02"]))
    if country == "CA":
        k = rng.randrange(3)
        if k == 0:
            return ("OHIP", "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2)))
        if k == 1:
            return (rng.choice(["PHN", "BC PHN", "Health card"]), "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3)))
        return ("Group benefits cert.", "%s%s" % (letters(rng, 1), digits(rng, 9)))
    k = rng.randrange(4)
    if k == 0:
        return ("Member ID", "%s%s" % (letters(rng, 3), digits(rng, 6)))
    if k == 1:
        return ("Medicare MBI", "%s%s%s-%s%s%s-%s%s%s%s" % (
            rng.choice("123456789"), rng.choice(UPL), alnum(rng, 1), rng.choice(DIG), rng.choice(UPL),
            alnum(rng, 1), rng.choice(DIG), rng.choice(UPL), rng.choice(UPL), rng.choice(DIG)))
    if k == 2:
        return ("Medicaid ID", digits(rng, 10))
    return ("Policy #", "%s-%s" % (letters(rng, 2), digits(rng, 7)))


def ssn(rng, country):
    if country == "US":
        return ("SSN", "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4)))
    if country == "UK":
        pre = rng.choice(["QQ", "JT", "NX", "AB", "PW", "ZR", "KL"])
        v = "%s 9%s %s %s %s" % (pre, digits(rng, 1), digits(rng, 2), digits(rng, 2), rng.choice("ABCD"))
        return (rng.choice(["NI No", "NI number", "NINO"]), v if rng.random() < 0.6 else v.replace(" ", ""))
    if country == "CA":
        return ("SIN", "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3)))
    return ("Centrelink CRN", "9%s %s %s%s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3), rng.choice(UPL)))


def prescriber_reg(rng, country):
    """(label, value) list of professional registrations for a doctor."""
    if country == "UK":
        return [("GMC", digits(rng, 7))]
    if country == "AU":
        out = [("AHPRA", "MED000" + digits(rng, 7))]
        if rng.random() < 0.7:
            out.append(("Prescriber No", digits(rng, 7)))
        return out
    if country == "CA":
        prov = rng.choice(["CPSO", "CPSBC", "CPSA", "CMQ"])
        return [(prov, digits(rng, 5))]
    out = [("NPI", "1" + digits(rng, 9)), ("DEA", letters(rng, 2, "ABFGM") + digits(rng, 7))]
    if rng.random() < 0.6:
        out.append(("Lic", rng.choice(["MD.", "A", "G", "MD"]) + digits(rng, 6)))
    return out


def pharm_reg(rng, country):
    if country == "UK":
        return ("GPhC", "20" + digits(rng, 5))
    if country == "AU":
        return ("AHPRA", "PHA000" + digits(rng, 7))
    if country == "CA":
        return rng.choice([("OCP #", digits(rng, 6)), ("Lic", "R" + digits(rng, 5))])
    return ("RPh Lic", "RPH" + digits(rng, 6))


def driver_licence(rng, country, p):
    if country == "UK":
        l = "".join(c for c in _ascii(p.last).upper() if c.isalpha())[:5].ljust(5, "9")
        ini = "".join(c for c in _ascii(p.first[0] + (p.middle or "9")[0]).upper())
        return "%s%s%s9%s" % (l, digits(rng, 6), ini, letters(rng, 2))
    if country == "AU":
        return digits(rng, rng.choice([8, 9, 10]))
    if country == "CA":
        return "%s%s-%s-%s" % (_ascii(p.last)[0].upper(), digits(rng, 4), digits(rng, 5), digits(rng, 5))
    return rng.choice(["%s%s" % (letters(rng, 1), digits(rng, 7)), "%s-%s-%s" % (
        letters(rng, 1) + digits(rng, 3), digits(rng, 4), digits(rng, 4)), digits(rng, 9)])


def plate(rng, country):
    if country == "UK":
        return "%s%s %s" % (letters(rng, 2), digits(rng, 2), letters(rng, 3))
    if country == "AU":
        return rng.choice(["%s-%s" % (letters(rng, 3), digits(rng, 3)),
                           "%s%s%s%s" % (digits(rng, 1), letters(rng, 2), digits(rng, 1), letters(rng, 2)),
                           "%s %s" % (letters(rng, 3), digits(rng, 3))])
    if country == "CA":
        return "%s %s" % (letters(rng, 4), digits(rng, 3))
    return rng.choice(["%s%s%s" % (digits(rng, 1), letters(rng, 3), digits(rng, 3)),
                       "%s-%s" % (letters(rng, 3), digits(rng, 4))])


def vin(rng):
    return alnum(rng, 17).replace("O", "0").replace("Q", "9")


def device_serial(rng):
    k = rng.randrange(6)
    if k == 0:
        return "SN%s" % digits(rng, 8)
    if k == 1:
        return "%s%s" % (letters(rng, 3), digits(rng, 6))
    if k == 2:
        return "%s-%s-%s" % (digits(rng, 2), alnum(rng, 4), digits(rng, 5))
    if k == 3:
        return "VM2-%s" % digits(rng, 7)
    if k == 4:
        return "%s%s%s" % (letters(rng, 1), digits(rng, 4), letters(rng, 2) + digits(rng, 3))
    return "%s:%s:%s:%s" % tuple(alnum(rng, 2) for _ in range(4))


def bioid(rng):
    k = rng.randrange(5)
    if k == 0:
        return "FP-%s" % digits(rng, 5)
    if k == 1:
        return "PV%s" % digits(rng, 7)
    if k == 2:
        return "VB-%s-%s" % (alnum(rng, 4), digits(rng, 3))
    if k == 3:
        return "FT%s%s" % (letters(rng, 2), digits(rng, 6))
    return "IRS-%s" % digits(rng, 6)


def account(rng):
    k = rng.randrange(6)
    if k == 0:
        return "INV-%d-%s" % (rng.choice([2022, 2023, 2024, 2025]), digits(rng, 5))
    if k == 1:
        return "%s-%s" % (digits(rng, 4), digits(rng, 4))
    if k == 2:
        return "E%s" % digits(rng, 7)
    if k == 3:
        return "AC%s" % digits(rng, 6)
    if k == 4:
        return "V%s/%s" % (digits(rng, 5), digits(rng, 2))
    return digits(rng, 9)


def idnum(rng, kind):
    if kind == "rx":
        return rng.choice(["RX%s" % digits(rng, 7), "%s-%s" % (digits(rng, 6), digits(rng, 2)),
                           "Rx-%s" % digits(rng, 6), digits(rng, 8)])
    if kind == "sas":
        return rng.choice(["SAS-B-%s" % digits(rng, 6), "2%s-%s" % (digits(rng, 3), digits(rng, 6)),
                           "SB%s" % digits(rng, 7)])
    if kind == "registry":
        return rng.choice(["%s%s" % (letters(rng, 2), digits(rng, 8)), "MMP-%s" % digits(rng, 7),
                           "%s-%s-%s" % (digits(rng, 4), digits(rng, 4), digits(rng, 4))])
    if kind == "client":
        return rng.choice(["CL%s" % digits(rng, 7), "%s" % digits(rng, 9), "HC-%s" % digits(rng, 6)])
    if kind == "track":
        return rng.choice(["%s%s" % (letters(rng, 2), digits(rng, 9)) + "GB",
                           "1Z%s" % alnum(rng, 16), digits(rng, 12), "TRK-%s" % digits(rng, 8)])
    if kind == "ae":
        return rng.choice(["ADR-%s" % digits(rng, 7), "ADR %s" % digits(rng, 8),
                           "AE%s-%s" % (digits(rng, 2), digits(rng, 5)), "%s" % digits(rng, 8)])
    if kind == "lab":
        return rng.choice(["%s%s-%s" % (letters(rng, 1), digits(rng, 2), digits(rng, 5)),
                           "ACC%s" % digits(rng, 8), "%s/%s" % (digits(rng, 2), digits(rng, 6))])
    if kind == "passport":
        return rng.choice(["%s" % digits(rng, 9), "%s%s" % (letters(rng, 1), digits(rng, 7)),
                           "%s%s" % (letters(rng, 2), digits(rng, 7))])
    if kind == "case":
        return rng.choice(["C-%s" % digits(rng, 5), "MDT%s" % digits(rng, 4), "%s/%s" % (digits(rng, 3), digits(rng, 2))])
    if kind == "order":
        return rng.choice(["ORD-%s" % digits(rng, 7), "WO%s" % digits(rng, 6), "%s" % digits(rng, 7)])
    if kind == "ref":
        return rng.choice(["REF%s" % digits(rng, 6), "%s/%s" % (letters(rng, 3), digits(rng, 5)),
                           "%s-%s" % (digits(rng, 5), letters(rng, 2))])
    raise ValueError(kind)


def uk_postcode(rng):
    from pools_places import UK_PC_AREA
    a = rng.choice(UK_PC_AREA)
    dist = str(rng.randint(1, 28 if len(a) == 2 else 9))
    return "%s%s %d%s" % (a, dist, rng.randint(0, 9), letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))


def ca_postal(rng, first_letters):
    L = "ABCEGHJKLMNPRSTVWXYZ"
    return "%s%d%s %d%s%d" % (rng.choice(first_letters), rng.randint(0, 9), rng.choice(L),
                              rng.randint(0, 9), rng.choice(L), rng.randint(0, 9))
