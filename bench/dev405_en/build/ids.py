"""Country-specific identifier, contact, address and date formats.

All phone, fax and pager numbers contain 555; SSN-like numbers start with 9
or 000; e-mail and URLs use example.com/.org/.net; IPs are private."""

import datetime

L = "ABCDEFGHJKLMNPRSTUVWXYZ"
D = "0123456789"


def dg(rng, n):
    return "".join(rng.choice(D) for _ in range(n))


def lt(rng, n):
    return "".join(rng.choice(L) for _ in range(n))


# ---------------------------------------------------------------- contacts
def phone(rng, c, kind="land"):
    """kind: land, mobile, bleep, ext"""
    if kind == "bleep":
        return rng.choice(["555", "5550", "5551"]) + dg(rng, 2)
    if c == "UK":
        if kind == "mobile":
            return "07700 555 " + dg(rng, 3)
        s = "0%s 555 %s" % (rng.choice(["113", "114", "117", "121", "161", "191", "1632", "1904", "292"]), dg(rng, 4))
    elif c in ("US", "CA"):
        area = rng.choice(["614", "937", "402", "316", "615", "502", "919", "208", "505",
                           "612", "207"] if c == "US" else
                          ["416", "905", "613", "204", "306", "403", "780", "604", "902", "506"])
        sty = rng.randrange(3)
        if sty == 0:
            s = "(%s) 555-%s" % (area, dg(rng, 4))
        elif sty == 1:
            s = "%s-555-%s" % (area, dg(rng, 4))
        else:
            s = "%s.555.%s" % (area, dg(rng, 4))
    elif c == "AU":
        if kind == "mobile":
            return "04%s 555 %s" % (dg(rng, 2), dg(rng, 3))
        s = "(0%s) 5550 %s" % (rng.choice("2378"), dg(rng, 4))
    elif c == "IE":
        if kind == "mobile":
            return "08%s 555 %s" % (rng.choice("3567"), dg(rng, 4))
        s = "(0%s) 555 %s" % (rng.choice(["1", "21", "91", "61", "51", "71"]), dg(rng, 4))
    else:  # NZ
        if kind == "mobile":
            return "02%s 555 %s" % (rng.choice("017"), dg(rng, 4))
        s = "(0%s) 555 %s" % (rng.choice("34679"), dg(rng, 4))
    if kind == "ext":
        s += rng.choice([" ext. ", " ext ", " x"]) + dg(rng, 4)
    return s


def email(rng, first, last, org=False, box=None):
    dom = rng.choice(["example.com", "example.org", "example.net"])
    f = first.lower().replace(" ", "").replace("'", "").replace("-", "")
    l_ = last.lower().replace(" ", "").replace("'", "").replace("-", "")
    if org:
        box = box or rng.choice(["snod.team", "donor.referrals", "tx.coordinators",
                          "hla.lab", "donorfamily", "odt.hub", "recovery.ops",
                          "family.aftercare", "incident.reports"])
        return "%s@%s" % (box, dom)
    sty = rng.randrange(4)
    if sty == 0:
        u = "%s.%s" % (f, l_)
    elif sty == 1:
        u = "%s%s" % (f[0], l_)
    elif sty == 2:
        u = "%s_%s%s" % (f, l_, dg(rng, 2))
    else:
        u = "%s.%s" % (f[0], l_)
    return "%s@%s" % (u, dom)


def username(rng, first, last):
    f = first.lower().replace(" ", "").replace("'", "").replace("-", "")
    l_ = last.lower().replace(" ", "").replace("'", "").replace("-", "")
    sty = rng.randrange(5)
    if sty == 0:
        return f[0] + l_ + dg(rng, 1)
    if sty == 1:
        return "%s.%s" % (f, l_)
    if sty == 2:
        return l_[:6] + f[:2]
    if sty == 3:
        return "%s_%s" % (f[0] + l_[0], dg(rng, 4))
    return f + l_[0] + dg(rng, 2)


def url(rng):
    host = rng.choice(["www.example.org", "www.example.com", "portal.example.net",
                       "donorfamily.example.org", "www.example.net"])
    path = rng.choice(["/donor-family-support", "/aftercare", "/offers/" + dg(rng, 6),
                       "/referral", "/remembrance", "/hla/results", "/book-of-remembrance",
                       "/bereavement", "/transplant/waitlist"])
    pre = rng.choice(["", "https://", "http://"])
    if pre == "" and not host.startswith("www."):
        pre = "https://"
    return pre + host + path


def ip(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))


# -------------------------------------------------------------- addresses
def postcode(rng, c):
    if c == "UK":
        return "%s%d %d%s" % (rng.choice(["LS", "S", "BD", "WF", "HG", "YO", "NR", "EX", "PL",
                                          "CF", "SA", "IV", "DD", "CA", "PR", "BL", "RG", "DE",
                                          "LE", "CV", "BT", "HU", "DN"]),
                              rng.randrange(1, 29), rng.randrange(10), lt(rng, 2))
    if c == "US":
        return dg(rng, 5) if rng.random() < 0.85 else dg(rng, 5) + "-" + dg(rng, 4)
    if c == "CA":
        return "%s%s%s %s%s%s" % (rng.choice("KLMNPRSTVBE"), rng.choice(D), rng.choice(L),
                                   rng.choice(D), rng.choice(L), rng.choice(D))
    if c == "AU":
        return rng.choice("234567") + dg(rng, 3)
    if c == "IE":
        return "%s%s%s %s" % (rng.choice(["D", "T", "H", "V", "F", "A", "R", "N"]),
                              dg(rng, 2)[0], dg(rng, 1), rng.choice(L) + dg(rng, 1) + rng.choice(L) + dg(rng, 1))
    return rng.choice("0123456789") + dg(rng, 3)


def street(rng, c, stems, suffixes):
    num = rng.choice([str(rng.randrange(1, 250)), str(rng.randrange(1, 60)),
                      str(rng.randrange(100, 9999))])
    st = "%s %s %s" % (num, rng.choice(stems), rng.choice(suffixes[c]))
    r = rng.random()
    if r < 0.12 and c in ("UK", "IE", "NZ"):
        st = rng.choice(["Flat %d, " % rng.randrange(1, 30), "Unit %d, " % rng.randrange(1, 20)]) + st
    elif r < 0.2 and c in ("US", "CA"):
        st += rng.choice([", Apt %d%s" % (rng.randrange(1, 40), rng.choice("ABCD")),
                          " Unit %d" % rng.randrange(100, 999)])
    elif r < 0.24 and c == "AU":
        st = "%d/%s" % (rng.randrange(1, 20), st)
    return st


# ------------------------------------------------------------ identifiers
def mrn(rng, c):
    if c == "UK":
        return rng.choice(["RX", "K", "H", "M", "RJ"]) + dg(rng, 7)
    if c == "US":
        return rng.choice([dg(rng, 8), "MR" + dg(rng, 7), dg(rng, 3) + "-" + dg(rng, 2) + "-" + dg(rng, 2)])
    if c == "CA":
        return rng.choice([dg(rng, 7), "H" + dg(rng, 8)])
    if c == "AU":
        return dg(rng, 6) + (dg(rng, 1) if rng.random() < 0.5 else "")
    if c == "IE":
        return rng.choice([dg(rng, 7), "00" + dg(rng, 6)])
    return lt(rng, 3) + dg(rng, 4)  # NZ NHI


def national_health(rng, c):
    """(label, value, type) of the national health identifier."""
    if c == "UK":
        return ("NHS No", "%s %s %s" % (dg(rng, 3), dg(rng, 3), dg(rng, 4)), "MRN")
    if c == "US":
        return ("Medicare MBI", "%s%s%s%s-%s%s%s-%s%s%s%s" % (
            rng.choice("123456789"), rng.choice(L), rng.choice(L + D), rng.choice(D),
            rng.choice(L), rng.choice(L + D), rng.choice(D), rng.choice(L), rng.choice(L),
            rng.choice(D), rng.choice(D)), "HEALTHPLAN")
    if c == "CA":
        return ("OHIP", "%s-%s-%s-%s" % (dg(rng, 4), dg(rng, 3), dg(rng, 3), lt(rng, 2)), "HEALTHPLAN")
    if c == "AU":
        return ("Medicare No", "%s %s %s" % (rng.choice("23456") + dg(rng, 3), dg(rng, 5), dg(rng, 1)),
                "HEALTHPLAN")
    if c == "IE":
        return ("Medical Card No", dg(rng, 8) + rng.choice(L), "HEALTHPLAN")
    return ("NHI", lt(rng, 3) + dg(rng, 4), "MRN")


def ssn(rng, c):
    """(label, value) of a social-security-like number (starts 9 or 000)."""
    if c == "US":
        pre = rng.choice(["9" + dg(rng, 2), "000"])
        return ("SSN", "%s-%s-%s" % (pre, dg(rng, 2), dg(rng, 4)))
    if c == "CA":
        return ("SIN", "9%s %s %s" % (dg(rng, 2), dg(rng, 3), dg(rng, 3)))
    if c == "AU":
        return ("TFN", "9%s %s %s" % (dg(rng, 2), dg(rng, 3), dg(rng, 3)))
    if c == "IE":
        return ("PPSN", "9" + dg(rng, 6) + rng.choice(L) + rng.choice(["", "A", "W"]))
    if c == "NZ":
        return ("IRD No", "9%s-%s-%s" % (dg(rng, 2), dg(rng, 3), dg(rng, 3)))
    return ("NI No", "000 " + dg(rng, 2) + " " + dg(rng, 2) + " " + rng.choice("ABCD"))


def insurer_id(rng, c):
    return rng.choice([lt(rng, 3) + dg(rng, 6), "W" + dg(rng, 9), dg(rng, 4) + "-" + dg(rng, 5),
                       lt(rng, 2) + "-" + dg(rng, 7)])


def licence(rng, c, nurse=False):
    """(label, value) of a clinician's registration / licence number."""
    if nurse:
        return {"UK": ("NMC PIN", dg(rng, 2) + rng.choice(L) + dg(rng, 4) + rng.choice("EOSW")),
                "US": ("RN Lic #", "RN" + dg(rng, 6)), "CA": ("CNO Reg", dg(rng, 7)),
                "AU": ("AHPRA", "NMW000" + dg(rng, 7)), "IE": ("NMBI PIN", dg(rng, 6)),
                "NZ": ("NCNZ", dg(rng, 6))}[c]
    if c == "UK":
        return ("GMC", dg(rng, 7))
    if c == "US":
        return rng.choice([("NPI", "1" + dg(rng, 9)), ("DEA", lt(rng, 2) + dg(rng, 7)),
                           ("Lic #", rng.choice(["MD", "D"]) + dg(rng, 6))])
    if c == "CA":
        return ("CPSO #", dg(rng, 5))
    if c == "AU":
        return ("AHPRA", "MED000" + dg(rng, 7))
    if c == "IE":
        return ("IMC No", dg(rng, 6))
    return ("MCNZ", dg(rng, 5))


def plate(rng, c):
    if c == "UK":
        return "%s%02d %s" % (lt(rng, 2), rng.choice([19, 20, 21, 22, 23, 69, 70, 71, 72, 73]), lt(rng, 3))
    if c == "US":
        return rng.choice([dg(rng, 1) + lt(rng, 3) + dg(rng, 3), lt(rng, 3) + "-" + dg(rng, 4), lt(rng, 3) + " " + dg(rng, 3)])
    if c == "CA":
        return rng.choice([lt(rng, 4) + " " + dg(rng, 3), lt(rng, 3) + "-" + dg(rng, 3)])
    if c == "AU":
        return rng.choice([lt(rng, 2) + dg(rng, 2) + lt(rng, 2), lt(rng, 3) + "-" + dg(rng, 3), dg(rng, 1) + lt(rng, 3) + dg(rng, 3)])
    if c == "IE":
        return "%s-%s-%s" % (rng.choice(["191", "201", "212", "221", "231", "242", "162"]),
                             rng.choice(["D", "C", "G", "L", "KY", "MO", "WW"]), dg(rng, rng.choice([4, 5])))
    return lt(rng, 3) + dg(rng, 3)


def tail(rng, c):
    pre = {"UK": "G-", "US": "N", "CA": "C-G", "AU": "VH-", "IE": "EI-", "NZ": "ZK-"}[c]
    if c == "US":
        return "N" + dg(rng, 3) + lt(rng, 2)
    if c == "CA":
        return pre + lt(rng, 3)
    return pre + lt(rng, 4 if c in ("UK",) else 3)


def serial(rng):
    return rng.choice([lt(rng, 3) + dg(rng, 6), "SN" + dg(rng, 8), lt(rng, 2) + "-" + dg(rng, 5) + "-" + lt(rng, 1),
                       dg(rng, 4) + lt(rng, 2) + dg(rng, 4)])


def bioid(rng, kind=None):
    pre = {"voice": ["VP-", "VB-", "VOX"], "finger": ["FP-", "FPT-", "BIO-"],
           "palm": ["PV-", "PALM-"], "iris": ["IRS-", "IR"]}
    kind = kind or rng.choice(sorted(pre))
    return rng.choice(pre[kind]) + dg(rng, rng.choice([5, 6])) + rng.choice(["", "-" + lt(rng, 1)])


def donor_id(rng, c):
    if c == "UK":
        return rng.choice([dg(rng, 6), "D" + dg(rng, 6)])
    if c == "US":
        return lt(rng, 3) + dg(rng, 3) + rng.choice(["", lt(rng, 1)])
    if c == "CA":
        return "DN-" + dg(rng, 6)
    if c == "AU":
        return "DL" + dg(rng, 5)
    if c == "IE":
        return "ODN" + dg(rng, 5)
    return "NZD-" + dg(rng, 4)


def ref_no(rng, year, prefix=None):
    p = prefix or rng.choice(["REF", "R", "INC", "OFF", "MR", "SPN", "TT", "CR"])
    return rng.choice(["%s-%d-%s" % (p, year, dg(rng, 5)), "%s%s" % (p, dg(rng, 7)),
                       "%s/%s/%s" % (p, str(year)[2:], dg(rng, 4))])


def account(rng):
    return rng.choice(["%s-%s" % (dg(rng, 4), dg(rng, 4)), "V" + dg(rng, 9), "ENC" + dg(rng, 8),
                       dg(rng, 10), "A" + dg(rng, 2) + "-" + dg(rng, 6)])


# -------------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def rand_date(rng, y0=2019, y1=2025):
    start = datetime.date(y0, 1, 1).toordinal()
    end = datetime.date(y1, 12, 31).toordinal()
    return datetime.date.fromordinal(rng.randrange(start, end + 1))


def fmt_date(rng, c, d, style=None):
    us = c == "US"
    styles = ["num", "num", "long", "short", "dash", "iso"]
    if style is None:
        style = rng.choice(styles)
    m = MONTHS[d.month - 1]
    if style == "num":
        if us:
            return "%02d/%02d/%d" % (d.month, d.day, d.year)
        return "%02d/%02d/%d" % (d.day, d.month, d.year)
    if style == "numshort":
        if us:
            return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
        return "%d/%d/%02d" % (d.day, d.month, d.year % 100)
    if style == "long":
        if us or (c == "CA" and rng.random() < 0.6):
            return "%s %d, %d" % (m, d.day, d.year)
        return "%d %s %d" % (d.day, m, d.year)
    if style == "short":
        if us:
            return "%s %d, %d" % (m[:3], d.day, d.year)
        return "%d %s %d" % (d.day, m[:3], d.year)
    if style == "dash":
        return "%02d-%s-%d" % (d.day, m[:3], d.year)
    if style == "iso":
        return d.isoformat()
    if style == "wd":  # weekday + date
        wd = WEEKDAYS[d.weekday()]
        if us:
            return "%s, %s %d" % (wd, m, d.day)
        return "%s %d %s" % (wd, d.day, m)
    if style == "wdshort":
        wd = WEEKDAYS[d.weekday()][:3]
        if us:
            return "%s %d/%d" % (wd, d.month, d.day)
        return "%s %d/%d" % (wd, d.day, d.month)
    if style == "daymonth":
        if us:
            return "%s %d" % (m, d.day)
        return "%d %s" % (d.day, m)
    if style == "monthyear":
        return "%s %d" % (m, d.year)
    if style == "ddmm":
        if us:
            return "%d/%d" % (d.month, d.day)
        return "%02d/%02d" % (d.day, d.month)
    raise ValueError(style)


def dob_for_age(rng, ref, age):
    days = rng.randrange(0, 365)
    try:
        b = ref.replace(year=ref.year - age)
    except ValueError:
        b = ref.replace(year=ref.year - age, day=28)
    return b - datetime.timedelta(days=days)
