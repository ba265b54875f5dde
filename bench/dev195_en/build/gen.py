"""Formatters and generators for fictional identifiers, contacts, dates and names."""
import datetime as dt

from nb import V

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WDS = [w[:3] for w in WD]

_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_TENS = {6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety"}


def age_words(n):
    if n >= 100:
        r = n - 100
        return "one hundred" + ("" if r == 0 else " and " + _ONES[r] if r < 10 else " and ten")
    t, o = divmod(n, 10)
    return _TENS[t] + ("" if o == 0 else "-" + _ONES[o])


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


FULL_STYLES = ["dmy", "dmy", "dmy", "dmy2", "dot", "d_mon_y", "d_mon_y", "d_month_y", "d_month_y",
               "ord", "iso", "dash_mon", "dash_MON"]


def fmt_date(d, style):
    if style == "dmy":
        return "%02d/%02d/%04d" % (d.day, d.month, d.year)
    if style == "dmy_nz":
        return "%d/%d/%04d" % (d.day, d.month, d.year)
    if style == "dmy2":
        return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
    if style == "dot":
        return "%02d.%02d.%04d" % (d.day, d.month, d.year)
    if style == "d_mon_y":
        return "%d %s %d" % (d.day, MON[d.month - 1], d.year)
    if style == "d_month_y":
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == "ord":
        return "%s %s %d" % (ordinal(d.day), MONTHS[d.month - 1], d.year)
    if style == "iso":
        return d.isoformat()
    if style == "dash_mon":
        return "%02d-%s-%d" % (d.day, MON[d.month - 1], d.year)
    if style == "dash_MON":
        return "%02d-%s-%d" % (d.day, MON[d.month - 1].upper(), d.year)
    if style == "wd_long":
        return "%s %d %s %d" % (WD[d.weekday()], d.day, MONTHS[d.month - 1], d.year)
    if style == "wd_comma":
        return "%s, %d %s %d" % (WD[d.weekday()], d.day, MONTHS[d.month - 1], d.year)
    if style == "wd_short":
        return "%s %02d/%02d/%04d" % (WDS[d.weekday()], d.day, d.month, d.year)
    if style == "wd_dm":
        return "%s %02d/%02d" % (WDS[d.weekday()], d.day, d.month)
    if style == "dm":
        return "%02d/%02d" % (d.day, d.month)
    if style == "d_mon":
        return "%d %s" % (d.day, MON[d.month - 1])
    if style == "ord_month":
        return "%s %s" % (ordinal(d.day), MONTHS[d.month - 1])
    if style == "my":
        return "%s %d" % (MONTHS[d.month - 1], d.year)
    if style == "mon_y":
        return "%s %d" % (MON[d.month - 1], d.year)
    if style == "mm_yyyy":
        return "%02d/%04d" % (d.month, d.year)
    if style == "y":
        return "%d" % d.year
    if style == "month":
        return MONTHS[d.month - 1]
    if style == "weekday":
        return WD[d.weekday()]
    raise ValueError(style)


def art(word):
    return "an" if word[:1].lower() in "aeiou" else "a"


def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(pool) for _ in range(n))


# ---------------------------------------------------------------- contacts (all fictional)
def phone(rng, country, kind="land", area=None):
    """Every number carries a 555 group."""
    if country == "UK":
        if kind == "mobile":
            pre = "07" + digits(rng, 3)
            local = "555" + digits(rng, 3)
            st = rng.randrange(4)
            if st == 0:
                return "%s %s" % (pre, local)
            if st == 1:
                return "%s %s %s" % (pre, local[:3], local[3:])
            if st == 2:
                return "+44 %s %s" % (pre[1:], local)
            return "%s-%s" % (pre, local)
        area = area or rng.choice(["01423", "0161", "01204", "0113", "01603"])
        loclen = 11 - len(area)
        local = "555" + digits(rng, loclen - 3)
        st = rng.randrange(5)
        if st == 0:
            return "%s %s" % (area, local)
        if st == 1:
            return "(%s) %s" % (area, local)
        if st == 2:
            return "+44 (0)%s %s" % (area[1:], local)
        if st == 3 and loclen == 7:
            return "%s %s %s" % (area, local[:3], local[3:])
        return "%s-%s" % (area, local)
    # Australia
    if kind == "mobile":
        pre = "04" + digits(rng, 2)
        local = "555 " + digits(rng, 3)
        st = rng.randrange(3)
        if st == 0:
            return "%s %s" % (pre, local)
        if st == 1:
            return "+61 %s %s" % (pre[1:], local)
        return pre + local.replace(" ", "")
    if kind == "1300":
        return "1300 555 " + digits(rng, 3)
    area = area or rng.choice(["02", "03", "07", "08"])
    local = "5550 " + digits(rng, 4)
    st = rng.randrange(4)
    if st == 0:
        return "(%s) %s" % (area, local)
    if st == 1:
        return "%s %s" % (area, local)
    if st == 2:
        return "+61 %s %s" % (area[1:], local)
    return area + local.replace(" ", "")


def extension(rng):
    return rng.choice([" ext ", " ext. ", " x", " extn "]) + digits(rng, rng.choice([3, 4]))


def bleep(rng):
    return "555" + digits(rng, 1)


DOMAINS = ["example.com", "example.org", "example.net"]


def email(rng, local, sub=None):
    dom = rng.choice(DOMAINS)
    if sub:
        dom = sub + "." + dom
    return "%s@%s" % (local, dom)


def slug(s):
    out = []
    for ch in s.lower():
        if ch.isalnum():
            out.append(ch)
        elif ch in " -&/":
            out.append("-")
    txt = "".join(out)
    while "--" in txt:
        txt = txt.replace("--", "-")
    return txt.strip("-")


def url(rng, name):
    sl = slug(name)
    st = rng.randrange(5)
    dom = rng.choice(DOMAINS)
    if st == 0:
        return "www.%s/%s" % (dom, sl)
    if st == 1:
        return "https://www.%s/%s" % (dom, sl)
    if st == 2:
        return "%s.%s" % (sl.replace("-", ""), dom)
    if st == 3:
        return "https://portal.%s/%s/family" % (dom, sl)
    return "http://%s.%s/contact" % (sl.replace("-", ""), dom)


def ip(rng):
    st = rng.randrange(3)
    if st == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if st == 1:
        return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))


# ---------------------------------------------------------------- identifiers
def nhs_number(rng):
    """10-digit NHS number in the 999 test range with a valid modulus-11 check digit."""
    while True:
        body = "999" + digits(rng, 6)
        tot = sum(int(ch) * (10 - i) for i, ch in enumerate(body))
        chk = 11 - tot % 11
        if chk == 11:
            chk = 0
        if chk == 10:
            continue
        num = body + str(chk)
        st = rng.randrange(4)
        if st == 3:
            return num
        if st == 2:
            return "%s-%s-%s" % (num[:3], num[3:6], num[6:])
        return "%s %s %s" % (num[:3], num[3:6], num[6:])


def ni_number(rng):
    """National Insurance style number with a never-issued first letter (D F I Q U V)."""
    a = rng.choice("DFIQUV") + rng.choice("ABCEGHJKLMNPRSTWXYZ")
    d = digits(rng, 6)
    s = rng.choice("ABCD")
    if rng.random() < 0.5:
        return "%s %s %s %s %s" % (a, d[:2], d[2:4], d[4:], s)
    return a + d + s


def crn(rng):
    d = "9" + digits(rng, 8)
    s = rng.choice("ABCHJKLMNPRSTVWXY")
    if rng.random() < 0.5:
        return "%s %s %s%s" % (d[:3], d[3:6], d[6:], s)
    return d + s


def medicare(rng):
    d = str(rng.randrange(2, 7)) + digits(rng, 9)
    st = rng.randrange(3)
    if st == 0:
        return "%s %s %s" % (d[:4], d[4:9], d[9])
    if st == 1:
        return "%s %s %s/%d" % (d[:4], d[4:9], d[9], rng.randrange(1, 4))
    return d


def dva(rng):
    return rng.choice("NVQSWT") + "X" + digits(rng, 6)


def hosp_no(rng, country):
    if country == "UK":
        st = rng.randrange(4)
        if st == 0:
            return "K" + digits(rng, 6)
        if st == 1:
            return "H" + digits(rng, 7)
        if st == 2:
            return rng.choice(["RXH", "MGH", "RPI", "QAH"]) + digits(rng, 6)
        return "0" + digits(rng, 7)
    st = rng.randrange(3)
    if st == 0:
        return digits(rng, 7)
    if st == 1:
        return "00" + digits(rng, 6)
    return rng.choice(["MR", "UR"]) + digits(rng, 6)


def resident_id(rng):
    return rng.choice(["R-", "RES", "R", "RID-"]) + digits(rng, rng.choice([4, 5]))


def fund_no(rng):
    return rng.choice(["", "", "CH ", "HM-"]) + digits(rng, 8)


def mac_id(rng):
    return "AC" + digits(rng, 8)


def council_id(rng):
    return rng.choice(["", "LAS-", "SC"]) + digits(rng, 7)


def account(rng):
    st = rng.randrange(5)
    if st == 0:
        return digits(rng, 2) + "-" + digits(rng, 4)
    if st == 1:
        return "E" + digits(rng, 8)
    if st == 2:
        return "V" + digits(rng, 7)
    if st == 3:
        return "ACC-" + digits(rng, 6)
    return digits(rng, 9)


def accession(rng, year):
    st = rng.randrange(4)
    yy = "%02d" % (year % 100)
    if st == 0:
        return "%s%s-%s" % (yy, rng.choice("BHMCX"), digits(rng, 5))
    if st == 1:
        return "LAB-%d-%s" % (year, digits(rng, 6))
    if st == 2:
        return "H%s.%s" % (yy, digits(rng, 5))
    return "%s:%s:%s" % (yy, letters(rng, 2), digits(rng, 4))


def incident_ref(rng):
    return rng.choice(["W", "INC-", "IR", "DX"]) + digits(rng, rng.choice([5, 6]))


def gmc(rng):
    return rng.choice("67") + digits(rng, 6)


def nmc(rng):
    return digits(rng, 2) + rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") + digits(rng, 4) + rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ")


def ahpra(rng, prof="MED"):
    return prof + "000" + digits(rng, 7)


def prescriber(rng):
    return digits(rng, 7)


def gphc(rng):
    return "20" + digits(rng, 5)


def hcpc(rng, pre="PH"):
    return pre + digits(rng, rng.choice([5, 6]))


def uk_licence(rng, last, first, dob):
    sur = "".join(ch for ch in last.upper() if ch.isalpha())[:5].ljust(5, "9")
    y = "%d" % (dob.year % 100 // 10)
    mm = dob.month
    return "%s%s%02d%02d%d%s%s9%s" % (sur, y, mm, dob.day, dob.year % 10, first[0].upper(),
                                      letters(rng, 1), letters(rng, 2))


def au_licence(rng):
    return digits(rng, rng.choice([8, 9, 10]))


def device_serial(rng, kind):
    if kind == "pacemaker":
        return rng.choice(["PJN", "RXK", "CBM", "SJX"]) + digits(rng, 6)
    if kind == "hearing":
        return rng.choice(["HA", "SV", ""]) + digits(rng, 2) + "-" + digits(rng, 5)
    if kind == "asset":
        return rng.choice(["AST-", "MT-", "WC-", "EQ"]) + digits(rng, 5)
    if kind == "pendant":
        return "PND-" + digits(rng, 5)
    if kind == "syringe":
        return digits(rng, 8)
    if kind == "sensor":
        return "SM" + digits(rng, 4) + "-" + letters(rng, 2)
    return letters(rng, 2) + digits(rng, 6)


def vehicle(rng, country):
    if country == "UK":
        return "%s%s %s" % (letters(rng, 2, "ABCDEFGHKLMNOPRSVWY"), digits(rng, 2), letters(rng, 3, "ABCDEFGHJKLMNOPRSTUVWXYZ"))
    st = rng.randrange(3)
    if st == 0:
        return "%d%s %s" % (rng.randrange(1, 10), letters(rng, 3), digits(rng, 3))
    if st == 1:
        return "%s-%s" % (letters(rng, 3), digits(rng, 3))
    return "%s %s" % (digits(rng, 3), letters(rng, 3))


def bioid(rng):
    st = rng.randrange(4)
    if st == 0:
        return "FP-" + digits(rng, 5)
    if st == 1:
        return "BIO-%s-%s" % (digits(rng, 4), letters(rng, 2))
    if st == 2:
        return "FT" + digits(rng, 6)
    return "PV-" + digits(rng, 6)


def username(rng, first, last):
    fl = "".join(ch for ch in last.lower() if ch.isalpha())
    fi = "".join(ch for ch in first.lower() if ch.isalpha())
    st = rng.randrange(5)
    suf = rng.choice(["", "", "1", "2", "01", "07", "22"])
    if st == 0:
        return fi[0] + fl + suf
    if st == 1:
        return fi + "." + fl
    if st == 2:
        return fl[:6] + fi[0] + suf
    if st == 3:
        return (fi[0] + fl[:7]).upper() + suf
    return fi[:3] + fl[:3] + suf


def ukpostcode(rng, area):
    dist = str(rng.randrange(1, 20))
    if rng.random() < 0.1:
        dist += rng.choice("ABEW")
    return "%s%s %d%s" % (area, dist, rng.randrange(10), letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))


def v(typ, s):
    return V(typ, s)
