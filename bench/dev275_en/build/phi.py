"""Surface-form generators for PHI values.  Each returns a plain string; the
caller wraps it in doc.P with its fine type.  All contacts are fictional:
phones/faxes contain 555, mail and web use example.com/.org/.net, IPs are private,
SSN-like numbers start with 9 or 000."""
import re

MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
       "October", "November", "December"]
MON3 = [m[:3] for m in MON]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WD]


def _d(rng, k):
    return "".join(rng.choice("0123456789") for _ in range(k))


def _d1(rng, k):
    return rng.choice("123456789") + _d(rng, k - 1)


def _l(rng, k, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(pool) for _ in range(k))


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


# ---------------------------------------------------------------- dates
def date(rng, d, country, style="any"):
    us = country == "US"
    y, m, dd, w = d.year, d.month, d.day, d.weekday()
    if style == "any":
        style = rng.choice(["num", "num", "num", "text", "text", "iso", "short", "wd", "dash"])
    if style == "full":
        style = rng.choice(["num", "num", "num", "text", "text", "iso", "dash"])
    if style == "num":
        r = rng.random()
        if us:
            if r < 0.55:
                return "%02d/%02d/%d" % (m, dd, y)
            if r < 0.85:
                return "%d/%d/%d" % (m, dd, y)
            return "%d/%d/%02d" % (m, dd, y % 100)
        if r < 0.55:
            return "%02d/%02d/%d" % (dd, m, y)
        if r < 0.75:
            return "%d/%d/%02d" % (dd, m, y % 100)
        if r < 0.88:
            return "%02d.%02d.%d" % (dd, m, y)
        return "%d/%d/%d" % (dd, m, y)
    if style == "text":
        r = rng.random()
        if us or (country == "CA" and r < 0.5):
            return rng.choice(["%s %d, %d" % (MON[m - 1], dd, y), "%s %d, %d" % (MON3[m - 1], dd, y),
                               "%s. %d %d" % (MON3[m - 1], dd, y), "%s %d %d" % (MON[m - 1], dd, y)])
        return rng.choice(["%d %s %d" % (dd, MON3[m - 1], y), "%d %s %d" % (dd, MON[m - 1], y),
                           "%s %s %d" % (ordinal(dd), MON[m - 1], y), "%d %s %d" % (dd, MON[m - 1], y)])
    if style == "iso":
        return "%d-%02d-%02d" % (y, m, dd)
    if style == "dash":
        return rng.choice(["%02d-%s-%d" % (dd, MON3[m - 1], y), "%02d-%s-%02d" % (dd, MON3[m - 1].upper(), y % 100),
                           "%02d%s%d" % (dd, MON3[m - 1].upper(), y), "%d-%s-%d" % (dd, MON3[m - 1], y)])
    if style == "short":
        r = rng.random()
        if us:
            return rng.choice(["%d/%d" % (m, dd), "%s %d" % (MON3[m - 1], dd), "%02d/%02d" % (m, dd)])
        return rng.choice(["%d/%d" % (dd, m), "%d %s" % (dd, MON3[m - 1]), "%02d/%02d" % (dd, m),
                           "%s %s" % (ordinal(dd), MON3[m - 1])])
    if style == "wd":
        if us:
            return rng.choice(["%s %d/%d" % (WD3[w], m, dd), "%s, %s %d" % (WD3[w], MON3[m - 1], dd),
                               "%s, %s %d, %d" % (WD[w], MON[m - 1], dd, y), "%s %d/%d/%02d" % (WD3[w], m, dd, y % 100)])
        return rng.choice(["%s %d/%d" % (WD3[w], dd, m), "%s %d %s" % (WD[w], dd, MON[m - 1]),
                           "%s %s %s" % (WD[w], ordinal(dd), MON[m - 1]), "%s %02d/%02d/%d" % (WD3[w], dd, m, y),
                           "%s, %d %s %d" % (WD[w], dd, MON3[m - 1], y)])
    if style == "monthyear":
        return rng.choice(["%s %d" % (MON[m - 1], y), "%s %d" % (MON3[m - 1], y), "%s-%02d" % (MON3[m - 1], y % 100),
                           "%02d/%d" % (m, y)])
    if style == "year":
        return str(y)
    if style == "weekday":
        return rng.choice([WD[w], WD3[w]])
    if style == "month":
        return MON[m - 1]
    raise ValueError(style)


def time_of_day(rng, country):
    h = rng.randint(8, 18) if rng.random() < 0.93 else rng.randint(0, 23)
    mi = rng.choice([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 50, 55, 3, 17, 48])
    if country == "US" and rng.random() < 0.7:
        return "%d:%02d %s" % ((h % 12) or 12, mi, "AM" if h < 12 else "PM")
    return rng.choice(["%02d:%02d" % (h, mi), "%02d%02d" % (h, mi), "%02d:%02d" % (h, mi),
                       "%d.%02d%s" % ((h % 12) or 12, mi, "am" if h < 12 else "pm")])


# ---------------------------------------------------------------- ages
_ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen " \
        "sixteen seventeen eighteen nineteen".split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def words(n):
    if n < 20:
        return _ONES[n]
    t, o = divmod(n, 10)
    return _TENS[t] + ("-" + _ONES[o] if o else "")


# ---------------------------------------------------------------- phones
AREA_US = ["212", "303", "317", "402", "414", "503", "505", "512", "541", "608", "614", "615", "704",
           "720", "757", "802", "813", "828", "907", "919", "937", "971"]
AREA_CA = ["204", "250", "306", "403", "416", "506", "514", "519", "604", "613", "705", "780", "819",
           "867", "902", "905"]
AREA_UK = ["0113", "0114", "0115", "0116", "0117", "0121", "0131", "0141", "0151", "0161", "01223",
           "01392", "01482", "01524", "01603", "01632", "01752", "01872", "020", "029", "028"]
AREA_AU = ["02", "03", "07", "08"]
AREA_NZ = ["03", "04", "06", "07", "09"]


def phone(rng, country, kind="any"):
    if kind == "any":
        kind = rng.choice(["land", "mobile", "mobile", "land"])
    if country in ("US", "CA"):
        a = rng.choice(AREA_US if country == "US" else AREA_CA)
        n = _d(rng, 4)
        if kind == "tollfree":
            return rng.choice(["1-800-555-%s" % n, "(888) 555-%s" % n, "1 (877) 555-%s" % n])
        return rng.choice(["(%s) 555-%s" % (a, n), "%s-555-%s" % (a, n), "%s.555.%s" % (a, n),
                           "+1 %s 555 %s" % (a, n), "%s 555 %s" % (a, n), "(%s)555-%s" % (a, n),
                           "1-%s-555-%s" % (a, n)])
    if country == "UK":
        if kind == "mobile":
            p = "07" + _d(rng, 3)
            tail = _d(rng, 3)
            return rng.choice(["%s 555%s" % (p, tail), "%s 555 %s" % (p, tail), "+44 %s 555 %s" % (p[1:], tail),
                               "%s555%s" % (p, tail)])
        if kind == "tollfree":
            return rng.choice(["0800 555 %s" % _d(rng, 4), "0300 555 %s" % _d(rng, 4)])
        a = rng.choice(AREA_UK)
        n = _d(rng, 4)
        if a in ("020", "029", "028"):
            return rng.choice(["%s 7555 %s" % (a, n), "(%s) 3555 %s" % (a, n)])
        return rng.choice(["%s 555 %s" % (a, n), "(%s) 555 %s" % (a, n), "%s 555%s" % (a, n),
                           "+44 %s 555 %s" % (a[1:], n)])
    if country == "AU":
        if kind == "mobile":
            p = "04" + _d(rng, 2)
            t = _d(rng, 3)
            return rng.choice(["%s 555 %s" % (p, t), "%s555%s" % (p, t), "+61 %s 555 %s" % (p[1:], t)])
        if kind == "tollfree":
            return rng.choice(["1300 555 %s" % _d(rng, 3), "1800 555 %s" % _d(rng, 3)])
        a = rng.choice(AREA_AU)
        n = _d(rng, 4)
        return rng.choice(["(%s) 5550 %s" % (a, n), "%s 5550 %s" % (a, n), "+61 %s 5550 %s" % (a[1:], n)])
    if country == "NZ":
        if kind == "mobile":
            p = rng.choice(["021", "022", "027", "029"])
            t = _d(rng, 4)
            return rng.choice(["%s 555 %s" % (p, t), "%s555%s" % (p, t), "+64 %s 555 %s" % (p[1:], t)])
        if kind == "tollfree":
            return "0800 555 %s" % _d(rng, 3)
        a = rng.choice(AREA_NZ)
        n = _d(rng, 4)
        return rng.choice(["(%s) 555 %s" % (a, n), "%s 555 %s" % (a, n), "%s-555-%s" % (a, n),
                           "+64 %s 555 %s" % (a[1:], n)])
    raise ValueError(country)


def phone_ext(rng, country):
    base = phone(rng, country, "land")
    return base + rng.choice([" ext. %s" % _d1(rng, 4), " ext %s" % _d1(rng, 3), " x%s" % _d1(rng, 4),
                              " Ext: %s" % _d1(rng, 4)])


def pager(rng):
    return rng.choice(["555-%s" % _d(rng, 4), "5553%s" % _d(rng, 1), "555%s" % _d(rng, 2), "555 %s" % _d(rng, 3)])


# ---------------------------------------------------------------- mail / web / ip
def _slug(s):
    s = s.lower().replace("'", "").replace("&", "and")
    s = re.sub(r"[^a-z0-9]+", "-", s).strip("-")
    return s


def _ascii(s):
    tbl = str.maketrans("āēīōūéèêëáàâäóòôöúùûüíìîïçñ", "aeiou" + "eeee" + "aaaa" + "oooo" + "uuuu" + "iiii" + "cn")
    return s.translate(tbl)


def email_person(rng, first, last):
    f = _ascii(first).lower().replace(" ", "").replace("'", "").replace("-", "")
    la = _ascii(last).lower().replace(" ", "").replace("'", "").replace("-", "")
    dom = rng.choice(["example.com", "example.net", "example.org", "mail.example.com", "example.com"])
    local = rng.choice([f + "." + la, f + la[:1] + _d(rng, 2), f[:1] + la, f + "_" + la + _d(rng, 2),
                        la + "." + f, f + "." + la + str(rng.randint(80, 99)), "mum.of." + rng.choice(["2", "3", "twins"]) + "." + f,
                        f + "loves" + rng.choice(["coffee", "yoga", "dogs", "books"]), f + "." + la[:1] + ".mama"])
    return local + "@" + dom


def email_staff(rng, first, last, org):
    f = _ascii(first).lower().replace(" ", "").replace("'", "").replace("-", "")
    la = _ascii(last).lower().replace(" ", "").replace("'", "").replace("-", "")
    sub = _slug(_ascii(org)).split("-")[0]
    local = rng.choice([f + "." + la, f[:1] + la, f + "." + la + str(rng.randint(1, 9))])
    return local + "@" + rng.choice([sub + ".example.org", "example.org", sub + ".example.net", "health.example.org"])


def email_service(rng, org):
    sub = _slug(_ascii(org))
    short = sub.split("-")[0]
    if "milk" in sub or "lait" in sub or "waiu" in sub:
        local = rng.choice(["milkbank", "donor.coordinator", "donors", "dispatch", "milkbank.orders"])
    else:
        local = rng.choice(["infantfeeding", "lactation", "tonguetie.clinic", "bfsupport", "referrals", "pumploans",
                            "feedingteam", "breastfeeding.service", "reception", "admin"])
    return local + "@" + rng.choice([short + ".example.org", short + ".example.net", "example.org", short + ".example.com"])


def url(rng, org=None, kind="site"):
    sub = _slug(_ascii(org)) if org else rng.choice(["milkbank", "feedingsupport", "lactation", "babyfeeding"])
    short = sub.split("-")[0] if sub else "clinic"
    tld = rng.choice(["example.org", "example.org", "example.com", "example.net"])
    if kind == "portal":
        return rng.choice(["https://portal.%s/messages/%s" % (tld, _d(rng, 6)), "portal.%s/mychart" % tld,
                           "https://myhealth.%s/inbox" % tld, "https://%s.%s/patient-portal" % (short, tld)])
    if kind == "video":
        return rng.choice(["https://meet.%s/lc-room-%s" % (tld, _d(rng, 4)), "https://video.%s/join/%s" % (tld, _l(rng, 3) + _d(rng, 4)),
                           "meet.%s/%s" % (tld, short + "-" + _d(rng, 3))])
    return rng.choice(["www.%s/%s" % (tld, sub), "https://%s.%s" % (short, tld), "https://www.%s/%s/donate" % (tld, short),
                       "%s.%s/infant-feeding" % (short, tld), "http://%s/%s" % (tld, sub), "www.%s.%s" % (short, tld)])


def ip(rng):
    r = rng.random()
    if r < 0.4:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if r < 0.75:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))


def username(rng, first, last, staff=False):
    f = _ascii(first).lower().replace(" ", "").replace("'", "").replace("-", "")
    la = _ascii(last).lower().replace(" ", "").replace("'", "").replace("-", "")
    if staff:
        return rng.choice([f[:1] + la, f[:1] + la + str(rng.randint(1, 9)), la + f[:2], f + "." + la,
                           (f[:1] + la[:5]).upper(), "lc_" + la])
    return rng.choice([f + la[:1] + _d(rng, 2), f + "." + la, f + "_" + _d(rng, 4), "mama" + f, f[:1] + la + _d(rng, 2),
                       f + "bear" + _d(rng, 2), la + f[:1]])


# ---------------------------------------------------------------- identifiers
def mrn(rng, country):
    if country == "US":
        return rng.choice([_d(rng, 8), "E" + _d(rng, 7), "MR" + _d(rng, 7), _d(rng, 3) + "-" + _d(rng, 2) + "-" + _d(rng, 2)])
    if country == "UK":
        return rng.choice([_l(rng, 1) + _d(rng, 6), "RX" + _l(rng, 1) + _d(rng, 7), _d(rng, 2) + _l(rng, 1) + _d(rng, 5),
                           "H" + _d(rng, 7)])
    if country == "AU":
        return rng.choice([_d(rng, 7), _d(rng, 6), _d(rng, 3) + " " + _d(rng, 3), "0" + _d(rng, 7)])
    if country == "NZ":
        return rng.choice([_d(rng, 7), "KV" + _d(rng, 6)])
    return rng.choice(["H" + _d(rng, 7), _d(rng, 9), "M" + _d(rng, 6)])


def nhs_number(rng):
    return rng.choice(["9%s %s %s" % (_d(rng, 2), _d(rng, 3), _d(rng, 4)), "9" + _d(rng, 9),
                       "9%s-%s-%s" % (_d(rng, 2), _d(rng, 3), _d(rng, 4))])


def nhi(rng):
    letters = "ABCDEFGHJKLMNPQRSTUVWXYZ"
    if rng.random() < 0.75:
        return _l(rng, 3, letters) + _d(rng, 4)
    return _l(rng, 3, letters) + _d(rng, 2) + _l(rng, 2, letters)


def ssn(rng, country):
    if country == "US":
        return rng.choice(["9%s-%s-%s" % (_d(rng, 2), _d(rng, 2), _d(rng, 4)), "000-%s-%s" % (_d(rng, 2), _d(rng, 4)),
                           "9" + _d(rng, 8)])
    if country == "CA":
        return rng.choice(["9%s %s %s" % (_d(rng, 2), _d(rng, 3), _d(rng, 3)), "9%s-%s-%s" % (_d(rng, 2), _d(rng, 3), _d(rng, 3))])
    if country == "AU":
        return "9%s %s %s" % (_d(rng, 2), _d(rng, 3), _d(rng, 3))
    return "000 %s %s" % (_d(rng, 3), _d(rng, 4))


def healthplan(rng, country):
    if country == "US":
        return rng.choice([_l(rng, 3) + _d(rng, 6), "W" + _d(rng, 9), _d(rng, 9) + "A", "MCD-" + _d(rng, 8),
                           _l(rng, 2) + _d(rng, 7) + "-0" + _d(rng, 1), "G" + _d(rng, 6)])
    if country == "AU":
        return rng.choice(["%s %s %s" % (_d1(rng, 4), _d(rng, 5), _d(rng, 1)), "%s %s %s-%d" % (_d1(rng, 4), _d(rng, 5), _d(rng, 1), rng.randint(1, 5)),
                           _d1(rng, 10)])
    if country == "CA":
        return rng.choice(["%s-%s-%s-%s" % (_d1(rng, 4), _d(rng, 3), _d(rng, 3), _l(rng, 2)), "9%s %s %s" % (_d(rng, 3), _d(rng, 3), _d(rng, 3)),
                           "%s %s %s" % (_l(rng, 4), _d(rng, 4), _d(rng, 4))])
    return rng.choice(["CW" + _d(rng, 8), _l(rng, 2) + "-" + _d(rng, 6)])


def wic_id(rng):
    return rng.choice(["WIC" + _d(rng, 7), _d(rng, 10), "W-" + _d(rng, 6)])


def account(rng):
    return rng.choice([_d(rng, 4) + "-" + _d(rng, 4), "E" + _d(rng, 9), "V" + _d(rng, 8), "ENC-" + _d(rng, 7),
                       _d(rng, 10), _d(rng, 8), "C" + _d(rng, 9), "A" + _d(rng, 3) + "-" + _d(rng, 5)])


def loan_no(rng, y):
    return rng.choice(["LA-%d-%s" % (y, _d(rng, 4)), "PL%s" % _d(rng, 5), "HIRE-%s" % _d(rng, 5), "%d/%s" % (y % 100, _d(rng, 4))])


def receipt_no(rng):
    return rng.choice(["RCT-" + _d(rng, 6), "R" + _d(rng, 7), "INV-" + _d(rng, 5), "DEP" + _d(rng, 5)])


def license(rng, kind, country):
    if kind == "ibclc":
        return rng.choice(["L-" + _d(rng, 5), _d(rng, 2) + "-" + _d(rng, 6), "IBCLC-" + _d(rng, 6), _d1(rng, 8)])
    if kind == "npi":
        return "1" + _d(rng, 9)
    if kind == "nmc":
        return "%s%s%s%s" % (_d(rng, 2), _l(rng, 1), _d(rng, 4), _l(rng, 1))
    if kind == "gmc":
        return _d1(rng, 7)
    if kind == "ahpra":
        return rng.choice(["NMW", "MED", "MID", "NMW"])[0:3] + _d(rng, 10)
    if kind == "nznc":
        return _d1(rng, 5) + rng.choice(["", _d(rng, 1)])
    if kind == "mcnz":
        return _d1(rng, 5)
    if kind == "cpso":
        return _d1(rng, 5) + rng.choice(["", _d(rng, 1)])
    if kind == "cno":
        return _d(rng, 2) + _l(rng, 1) + _d(rng, 4)
    if kind == "provider_au":
        return _d1(rng, 6) + _l(rng, 1) + _l(rng, 1)
    if kind == "dl":
        if country == "US":
            return rng.choice([_l(rng, 1) + _d(rng, 7), _l(rng, 1) + _d(rng, 3) + "-" + _d(rng, 4) + "-" + _d(rng, 4), _d(rng, 9)])
        if country == "UK":
            return _l(rng, 5) + _d(rng, 6) + _l(rng, 2) + _d(rng, 1) + _l(rng, 2)
        if country == "AU":
            return rng.choice([_d(rng, 9), _d(rng, 3) + " " + _d(rng, 3) + " " + _d(rng, 3), _d(rng, 8)])
        if country == "NZ":
            return _l(rng, 2) + _d(rng, 6)
        return _l(rng, 1) + _d(rng, 4) + "-" + _d(rng, 5) + "-" + _d(rng, 5)
    raise ValueError(kind)


def serial(rng):
    return rng.choice([_l(rng, 2) + _d(rng, 6), _l(rng, 3) + "-" + _d(rng, 4) + "-" + _d(rng, 4), _d(rng, 2) + _l(rng, 1) + _d(rng, 7),
                       _d(rng, 9), _l(rng, 1) + _d(rng, 8), "LX" + _d(rng, 2) + "-" + _d(rng, 5)])


def serial_bare(rng):
    return rng.choice([_l(rng, 2) + _d(rng, 6), _l(rng, 3) + "-" + _d(rng, 4) + "-" + _d(rng, 4), _d(rng, 2) + _l(rng, 1) + _d(rng, 7),
                       _l(rng, 1) + _d(rng, 8), "LX" + _d(rng, 2) + "-" + _d(rng, 5), _d(rng, 10)])


def asset_tag(rng):
    return rng.choice(["A" + _d(rng, 6), _d(rng, 6), "BME-" + _d(rng, 5), "EQ" + _d(rng, 5), "PMP-" + _d(rng, 4)])


def plate(rng, country):
    if country == "UK":
        return "%s%d %s" % (_l(rng, 2), rng.choice([15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 65, 66, 67, 68, 69, 70, 71, 72, 73]), _l(rng, 3))
    if country == "US":
        return rng.choice([_d1(rng, 1) + _l(rng, 3) + _d(rng, 3), _l(rng, 3) + "-" + _d(rng, 4), _l(rng, 3) + " " + _d(rng, 3)])
    if country == "AU":
        return rng.choice([_d1(rng, 1) + _l(rng, 2) + " " + _d(rng, 1) + _l(rng, 2), _l(rng, 3) + _d(rng, 3), _l(rng, 3) + "-" + _d(rng, 2) + _l(rng, 1)])
    if country == "NZ":
        return _l(rng, 3) + _d(rng, 3)
    return rng.choice([_l(rng, 4) + " " + _d(rng, 3), _l(rng, 3) + " " + _d(rng, 3), _d(rng, 3) + " " + _l(rng, 3)])


def bioid(rng):
    return rng.choice(["DNA-" + _d(rng, 5) + "-" + _l(rng, 1), "GP-" + _d(rng, 5), "DR" + _d(rng, 7), "FP-" + _d(rng, 5),
                       "PV" + _d(rng, 6), "BIO-" + _l(rng, 2) + _d(rng, 4)])


def idnum(rng, kind, y=2024):
    yy = y % 100
    if kind == "batch":
        return rng.choice(["B%02d-%s" % (yy, _d(rng, 4)), "%d/%s" % (y, _d(rng, 3)), "%02d%s" % (yy, _d(rng, 5)),
                           "L%02d%s%s" % (yy, _l(rng, 1), _d(rng, 3))])
    if kind == "pool":
        return rng.choice(["P-%s" % _d(rng, 4), "POOL%02d-%s" % (yy, _d(rng, 3)), "PL%s" % _d(rng, 5)])
    if kind == "bottle":
        return rng.choice(["BTL-%s-%s" % (_d(rng, 5), _d(rng, 2)), "%s-%s" % (_d(rng, 6), _d(rng, 2)), "DM%s" % _d(rng, 7)])
    if kind == "specimen":
        return rng.choice(["SP%02d-%s" % (yy, _d(rng, 6)), "%s%s" % (_l(rng, 2), _d(rng, 8)), "S%02d-%s" % (yy, _d(rng, 5)),
                           "%02d%s%s" % (yy, _l(rng, 1), _d(rng, 6))])
    if kind == "accession":
        return rng.choice(["A%02d/%s" % (yy, _d(rng, 6)), "ACC-%s" % _d(rng, 7), "%02d-%s-%s" % (yy, _l(rng, 2), _d(rng, 5))])
    if kind == "incident":
        return rng.choice(["INC-%d-%s" % (y, _d(rng, 5)), "W%s" % _d(rng, 6), "IR%s" % _d(rng, 6), "DX%s" % _d(rng, 6)])
    if kind == "referral":
        return rng.choice(["REF-%s" % _d(rng, 6), "R%s" % _d(rng, 7), "%s %s %s" % (_d(rng, 4), _d(rng, 4), _d(rng, 4)),
                           "ER%s" % _d(rng, 8)])
    if kind == "order":
        return rng.choice(["ORD-%s" % _d(rng, 7), "RX%s" % _d(rng, 6), "%s" % _d(rng, 9), "PO-%s" % _d(rng, 5)])
    if kind == "message":
        return rng.choice(["MSG-%s" % _d(rng, 8), "%s" % _d(rng, 10), "M%s-%s" % (_d(rng, 4), _d(rng, 4))])
    if kind == "procedure":
        return rng.choice(["TT-%d-%s" % (y, _d(rng, 3)), "FR%s" % _d(rng, 5), "PROC-%s" % _d(rng, 6)])
    if kind == "interpreter":
        return rng.choice(["INT-%s" % _d(rng, 5), "%s" % _d(rng, 6), "I%s" % _d(rng, 5)])
    if kind == "case":
        return rng.choice(["CASE-%s" % _d(rng, 6), "C%s" % _d(rng, 7), "%s/%02d" % (_d(rng, 5), yy)])
    if kind == "tag":
        return rng.choice(["%s" % _d(rng, 5), "T-%s" % _d(rng, 4)])
    raise ValueError(kind)
