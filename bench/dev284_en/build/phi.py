"""Surface formatters for PHI values (dates, contacts, identifiers).
Every phone / fax / pager / extension contains 555; e-mail and URL hosts are
example.com/.org/.net; IPs are private; SSN-like numbers start with 9."""
import datetime as dt
import unicodedata

from pools_places import AU_POST_FIRST

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WDAY3 = [w[:3] for w in WDAY]
DMY = ("UK", "IE", "AU")


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def date_str(rng, d, country, style=None, weekday=False):
    """A calendar date string in a style typical of the country."""
    if style is None:
        if country == "US":
            style = rng.choice(["mdy", "mdy", "mdy1", "mdy2", "long_us", "mon_us", "iso",
                                "dmonY"])
        elif country == "CA":
            style = rng.choice(["iso", "iso", "iso", "long_us", "dmy", "dmonthy", "mon_us"])
        else:
            style = rng.choice(["dmy", "dmy", "dmy", "dmy2", "dmyd", "dmony", "dmonthy",
                                "dth", "dmony_dash", "DMONY", "iso"])
    y, m, dd = d.year, d.month, d.day
    s = {
        "mdy": "%02d/%02d/%04d" % (m, dd, y),
        "mdy1": "%d/%d/%02d" % (m, dd, y % 100),
        "mdy2": "%d/%d/%04d" % (m, dd, y),
        "long_us": "%s %d, %d" % (MONTHS[m - 1], dd, y),
        "mon_us": "%s %d, %d" % (MON3[m - 1], dd, y),
        "iso": "%04d-%02d-%02d" % (y, m, dd),
        "dmonY": "%02d-%s-%04d" % (dd, MON3[m - 1].upper(), y),
        "dmy": "%02d/%02d/%04d" % (dd, m, y),
        "dmy2": "%02d/%02d/%02d" % (dd, m, y % 100),
        "dmyd": "%02d.%02d.%04d" % (dd, m, y),
        "dmony": "%d %s %d" % (dd, MON3[m - 1], y),
        "dmonthy": "%d %s %d" % (dd, MONTHS[m - 1], y),
        "dth": "%s %s %d" % (ordinal(dd), MONTHS[m - 1], y),
        "dmony_dash": "%02d-%s-%02d" % (dd, MON3[m - 1], y % 100),
        "DMONY": "%02d%s%04d" % (dd, MON3[m - 1].upper(), y),
        "dm": "%02d/%02d" % (dd, m),
        "md": "%d/%d" % (m, dd),
        "dmon": "%d %s" % (dd, MON3[m - 1]),
        "dmonth": "%s %s" % (ordinal(dd), MONTHS[m - 1]),
        "monthd": "%s %d" % (MONTHS[m - 1], dd),
        "compact": "%04d%02d%02d" % (y, m, dd),
    }[style]
    if weekday:
        wd = d.weekday()
        if style in ("long_us", "mon_us"):
            s = "%s, %s" % (WDAY[wd], s)
        elif style in ("dmonthy", "dth", "dmonth"):
            s = "%s %s" % (rng.choice([WDAY[wd], WDAY3[wd]]), s)
        else:
            s = "%s %s" % (WDAY3[wd], s)
    return s


def short_date(rng, d, country):
    """Day-and-month only form (no year)."""
    if country == "US":
        st = rng.choice(["md", "monthd"])
    elif country == "CA":
        st = rng.choice(["md", "monthd", "dmon"])
    else:
        st = rng.choice(["dm", "dmon", "dmonth"])
    return date_str(rng, d, country, st)


def time_str(rng, minutes, style=None):
    h, m = divmod(minutes % 1440, 60)
    style = style or rng.choice(["colon", "colon", "colon", "hhmm", "hrs", "ampm"])
    if style == "colon":
        return "%02d:%02d" % (h, m)
    if style == "sec":
        return "%02d:%02d:%02d" % (h, m, rng.randrange(60))
    if style == "hhmm":
        return "%02d%02d" % (h, m)
    if style == "hrs":
        return "%02d%02dhrs" % (h, m)
    hh = h % 12 or 12
    return "%d:%02d %s" % (hh, m, "AM" if h < 12 else "PM")


def duration_str(rng):
    return "%02d:%02d:%02d" % (0, rng.randrange(0, 16), rng.randrange(60))


# ---------------------------------------------------------------- contacts
US_AREAS = ["216", "503", "617", "412", "608", "919", "614", "207", "802", "319", "502",
            "615", "314", "804", "206", "317", "512", "602", "763", "970"]
CA_AREAS = ["416", "604", "403", "902", "514", "613", "204", "306", "506", "709", "250",
            "519", "780", "418"]
UK_AREAS = ["0113", "0114", "0115", "0116", "0117", "0118", "0121", "0131", "0141", "0151",
            "0161", "0191", "01632"]
IE_AREAS = ["01", "021", "091", "061", "051", "071", "074", "066", "094", "056"]
AU_AREAS = ["02", "03", "07", "08"]


def _d(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def phone(rng, country, mobile=None):
    if mobile is None:
        mobile = rng.random() < 0.4
    if country in ("US", "CA"):
        area = rng.choice(US_AREAS if country == "US" else CA_AREAS)
        last = "01" + _d(rng, 2) if rng.random() < 0.6 else _d(rng, 4)
        f = rng.randrange(6)
        if f == 0:
            return "(%s) 555-%s" % (area, last)
        if f == 1:
            return "%s-555-%s" % (area, last)
        if f == 2:
            return "%s.555.%s" % (area, last)
        if f == 3:
            return "+1 %s 555 %s" % (area, last)
        if f == 4:
            return "1-%s-555-%s" % (area, last)
        return "%s 555 %s" % (area, last)
    if country == "UK":
        if mobile:
            rest = _d(rng, 3)
            return rng.choice(["07700 555%s" % rest, "07700 555 %s" % rest,
                               "+44 7700 555%s" % rest, "077005 55%s" % rest])
        area = rng.choice(UK_AREAS)
        tail = _d(rng, 4) if len(area) == 4 else _d(rng, 3)
        return rng.choice(["%s 555 %s" % (area, tail), "%s 555%s" % (area, tail),
                           "+44 %s 555 %s" % (area[1:], tail)])
    if country == "IE":
        if mobile:
            pre = rng.choice(["083", "085", "086", "087", "089"])
            tail = _d(rng, 4)
            return rng.choice(["%s 555 %s" % (pre, tail), "%s-555%s" % (pre, tail),
                               "+353 %s 555 %s" % (pre[1:], tail)])
        area = rng.choice(IE_AREAS)
        tail = _d(rng, 4)
        return rng.choice(["(%s) 555 %s" % (area, tail), "%s 555 %s" % (area, tail),
                           "+353 %s 555 %s" % (area[1:], tail)])
    # AU
    if mobile:
        pre = "04" + _d(rng, 2)
        tail = _d(rng, 3)
        return rng.choice(["%s 555 %s" % (pre, tail), "%s555%s" % (pre, tail),
                           "+61 %s 555 %s" % (pre[1:], tail)])
    area = rng.choice(AU_AREAS)
    tail = _d(rng, 4)
    return rng.choice(["(%s) 5550 %s" % (area, tail), "%s 5550 %s" % (area, tail),
                       "+61 %s 5550 %s" % (area[1:], tail)])


def ext_num(rng, n=None):
    """Internal 4/5-digit extension or bleep number that contains 555."""
    n = n or rng.choice([4, 4, 4, 5])
    if n == 4:
        return rng.choice(["555" + _d(rng, 1), _d(rng, 1) + "555"])
    k = rng.randrange(3)
    if k == 0:
        return "555" + _d(rng, 2)
    if k == 1:
        return _d(rng, 1) + "555" + _d(rng, 1)
    return _d(rng, 2) + "555"


def us_pager(rng):
    k = rng.randrange(4)
    if k == 0:
        return "5-55" + _d(rng, 2)
    if k == 1:
        return "555-" + _d(rng, 4)
    if k == 2:
        return _d(rng, 1) + "-555" + _d(rng, 1)
    return "55" + _d(rng, 1) + "-555" + _d(rng, 1)


def phone_with_ext(rng, country):
    base = phone(rng, country, mobile=False)
    e = ext_num(rng)
    return rng.choice(["%s ext. %s" % (base, e), "%s x%s" % (base, e), "%s ext %s" % (base, e)])


def asciify(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if c.isascii() and (c.isalnum() or c in ".-"))


EMAIL_HOSTS = ["example.org", "example.com", "example.net", "mail.example.org",
               "health.example.net", "trust.example.org", "clinic.example.com"]


def email(rng, first, last):
    f, l = asciify(first).lower().replace("-", ""), asciify(last).lower().replace("-", "")
    l = l.replace(".", "")
    k = rng.randrange(5)
    local = [f + "." + l, f[0] + l, f + l[0], l + "." + f[0], f + "_" + l + _d(rng, 2)][k]
    return "%s@%s" % (local, rng.choice(EMAIL_HOSTS))


def mailbox(rng, name):
    return "%s@%s" % (name, rng.choice(EMAIL_HOSTS))


def url(rng, path):
    host = rng.choice(["https://recordings.example.org", "https://portal.example.net",
                       "www.example.com", "https://oncall.example.org",
                       "https://secure.example.com", "http://intranet.example.net"])
    return host + path


def ipaddr(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))


# ---------------------------------------------------------------- identifiers
def mrn(rng, country):
    if country == "UK":
        return rng.choice(["H" + _d(rng, 7), "K" + _d(rng, 6), "RM" + _d(rng, 7),
                           "0" + _d(rng, 7), "D" + _d(rng, 6) + "X"])
    if country == "IE":
        return rng.choice([_d(rng, 7), "0" + _d(rng, 6), "M" + _d(rng, 7)])
    if country == "US":
        return rng.choice(["00" + _d(rng, 6), _d(rng, 9), "E" + _d(rng, 7), "MR" + _d(rng, 8)])
    if country == "AU":
        return rng.choice([_d(rng, 7), "0" + _d(rng, 6), _d(rng, 6) + "-" + _d(rng, 1)])
    return rng.choice([_d(rng, 7), "H-" + _d(rng, 6), "M" + _d(rng, 8)])


def nhs_number(rng):
    return rng.choice(["9%s %s %s" % (_d(rng, 2), _d(rng, 3), _d(rng, 4)),
                       "9" + _d(rng, 9)])


def ssn(rng, country):
    if country == "CA":
        return rng.choice(["9%s %s %s" % (_d(rng, 2), _d(rng, 3), _d(rng, 3)),
                           "9%s-%s-%s" % (_d(rng, 2), _d(rng, 3), _d(rng, 3))])
    if country == "IE":
        return "9" + _d(rng, 6) + rng.choice(["T", "TA", "W", "H", "K"])
    return rng.choice(["9%s-%s-%s" % (_d(rng, 2), _d(rng, 2), _d(rng, 4)),
                       "9" + _d(rng, 8), "000-%s-%s" % (_d(rng, 2), _d(rng, 4))])


def _L(rng, n):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))


def healthplan(rng, country):
    if country == "US":
        return rng.choice([_L(rng, 3) + _d(rng, 6), "W" + _d(rng, 9), _L(rng, 1) + _d(rng, 8) + "01",
                           "%s-%s" % (_L(rng, 2), _d(rng, 7))])
    if country == "AU":
        return rng.choice(["%s %s %s" % ("2" + _d(rng, 3), _d(rng, 5), _d(rng, 1)),
                           "4" + _d(rng, 9)])
    if country == "CA":
        return rng.choice(["%s-%s-%s-%s" % (_d(rng, 4), _d(rng, 3), _d(rng, 3), _L(rng, 2)),
                           "9%s %s %s" % (_d(rng, 3), _d(rng, 3), _d(rng, 3))])
    if country == "IE":
        return rng.choice([_d(rng, 7) + _L(rng, 1), "GMS-" + _d(rng, 6)])
    return rng.choice(["HLX-" + _d(rng, 5), _L(rng, 2) + _d(rng, 7)])


def account(rng, country):
    return rng.choice(["CSN " + _d(rng, 10), "Acct " + _d(rng, 4) + "-" + _d(rng, 4),
                       "FIN " + _d(rng, 2) + "-" + _d(rng, 7), "Visit # V" + _d(rng, 8),
                       "Encounter " + _d(rng, 7), "Episode E" + _d(rng, 7),
                       "Billing acct " + _d(rng, 9)])


def split_label(s):
    """'CSN 123' -> ('CSN ', '123'); label stays outside the span."""
    i = s.rfind(" ")
    return s[:i + 1], s[i + 1:]


def license_num(rng, country, kind=None):
    """Returns (label, value)."""
    if country == "UK":
        kind = kind or rng.choice(["GMC", "GMC", "NMC"])
        if kind == "GMC":
            return "GMC", str(rng.randrange(3, 8)) + _d(rng, 6)
        return "NMC PIN", _d(rng, 2) + _L(rng, 1) + _d(rng, 4) + _L(rng, 1)
    if country == "IE":
        kind = kind or rng.choice(["IMC", "IMC", "NMBI"])
        if kind == "IMC":
            return "IMC no.", _d(rng, 6)
        return "NMBI PIN", _d(rng, 6)
    if country == "US":
        kind = kind or rng.choice(["NPI", "NPI", "DEA", "Lic"])
        if kind == "NPI":
            return "NPI", "1" + _d(rng, 9)
        if kind == "DEA":
            return "DEA", _L(rng, 2) + _d(rng, 7)
        return "State lic.", rng.choice(["MD", "RN", "DO"]) + _d(rng, 6)
    if country == "AU":
        return "AHPRA", rng.choice(["MED", "NMW", "PHA"]) + "000" + _d(rng, 7)
    return rng.choice(["CPSO #", "CPSBC", "Reg. no."]), _d(rng, 5)


def drivers_licence(rng, country):
    if country == "UK":
        return _L(rng, 5) + _d(rng, 6) + _L(rng, 2) + _d(rng, 1) + _L(rng, 2)
    if country == "US":
        return _L(rng, 1) + _d(rng, 3) + "-" + _d(rng, 4) + "-" + _d(rng, 4)
    if country == "AU":
        return _d(rng, 8)
    if country == "CA":
        return _L(rng, 1) + _d(rng, 4) + "-" + _d(rng, 5) + "-" + _d(rng, 5)
    return _d(rng, 3) + "-" + _d(rng, 6)


def device_id(rng, kind):
    if kind == "pager":
        return rng.choice(["TX7-" + _d(rng, 6), "SN" + _d(rng, 2) + _L(rng, 1) + _d(rng, 5),
                           "PGR-" + _d(rng, 5) + "-" + _d(rng, 2), _L(rng, 2) + _d(rng, 7)])
    if kind == "imei":
        return "%s %s %s %s" % (_d(rng, 2), _d(rng, 6), _d(rng, 6), _d(rng, 1))
    if kind == "asset":
        return rng.choice(["BME-" + _d(rng, 6), "ASSET" + _d(rng, 5), "EQ" + _d(rng, 7)])
    if kind == "mac":
        return ":".join("%02x" % rng.randrange(256) for _ in range(6))
    if kind == "implant":
        return _L(rng, 3) + _d(rng, 6)
    return "ZR" + _d(rng, 2) + _L(rng, 1) + _d(rng, 6)


def vehicle(rng, country):
    if country == "UK":
        return "%s%s %s" % (_L(rng, 2), _d(rng, 2), _L(rng, 3))
    if country == "IE":
        return "%s-%s-%s" % (rng.choice(["191", "182", "201", "222", "231", "152", "12"]),
                             rng.choice(["D", "C", "G", "KY", "L", "MO", "WX", "T"]), _d(rng, 4))
    if country == "US":
        return rng.choice([_d(rng, 1) + _L(rng, 3) + _d(rng, 3), _L(rng, 3) + "-" + _d(rng, 4)])
    if country == "AU":
        return rng.choice([_L(rng, 3) + "-" + _d(rng, 2) + _L(rng, 1), _d(rng, 1) + _L(rng, 3) + _d(rng, 3)])
    return rng.choice([_L(rng, 4) + " " + _d(rng, 3), _L(rng, 3) + "-" + _d(rng, 3)])


def vin(rng):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


def bioid(rng):
    return rng.choice(["FP-" + _d(rng, 5), "VP-" + _d(rng, 7), "BIO-" + _d(rng, 4) + "-" + _L(rng, 1),
                       "PV" + _d(rng, 6), "FT" + _d(rng, 8)])


def idnum(rng, kind):
    k = {
        "call": lambda: rng.choice(["C" + _d(rng, 7), "CR-" + _d(rng, 6), _d(rng, 8)]),
        "msg": lambda: rng.choice([_d(rng, 7), "M" + _d(rng, 8), "0x" + _d(rng, 6)]),
        "incident": lambda: rng.choice(["INC-" + _d(rng, 6), "W" + _d(rng, 6), "IR" + _d(rng, 5),
                                         "RM-" + _d(rng, 6), "SN" + _d(rng, 7)]),
        "accession": lambda: rng.choice([_L(rng, 1) + _d(rng, 2) + "-" + _d(rng, 5),
                                          _d(rng, 2) + _L(rng, 1) + _d(rng, 6), "ACC" + _d(rng, 7)]),
        "recording": lambda: rng.choice(["REC-" + _d(rng, 6), "R" + _d(rng, 9), "VR" + _d(rng, 7)]),
        "request": lambda: rng.choice(["SAR-" + _d(rng, 4), "RR" + _d(rng, 5), "FOI-" + _d(rng, 5),
                                        "REQ" + _d(rng, 6)]),
        "ticket": lambda: rng.choice(["RITM" + _d(rng, 7), "INC" + _d(rng, 7), "HD-" + _d(rng, 5)]),
        "cad": lambda: rng.choice(["CAD " + _d(rng, 6) + "-" + _d(rng, 4), _d(rng, 4) + "-" + _d(rng, 5)]),
        "collar": lambda: rng.choice([_d(rng, 4), "PC" + _d(rng, 4), _d(rng, 5)]),
        "triage": lambda: "MI-" + _d(rng, 3),
        "order": lambda: rng.choice(["ORD" + _d(rng, 7), "O" + _d(rng, 8)]),
        "police": lambda: rng.choice(["CAD" + _d(rng, 5), "OP-" + _d(rng, 6), _d(rng, 4) + "/" + _d(rng, 2)]),
    }[kind]
    return k()


def username(rng, first, last):
    f, l = asciify(first).lower().replace("-", ""), asciify(last).lower().replace("-", "").replace(".", "")
    k = rng.randrange(6)
    return [f[0] + l, f[0] + l + _d(rng, 1), f + "." + l, "swb." + l, l + f[0] + _d(rng, 2),
            "op" + _d(rng, 2) + "_" + f[0] + l[:5]][k]


def postcode(rng, country, state_abbr=None):
    if country == "UK":
        return "%s%d %d%s" % (rng.choice(["BK", "MW", "SX", "HW", "RD", "KT", "WX", "DN", "FN",
                                          "YF", "QB", "LT"]), rng.randrange(1, 20),
                              rng.randrange(10), _L(rng, 2))
    if country == "IE":
        return "%s%s %s" % (rng.choice(["D", "T", "H", "V", "F", "A", "R", "P", "X"]), _d(rng, 2),
                            "".join(rng.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4)))
    if country == "US":
        z = _d(rng, 5)
        return z if rng.random() < 0.8 else z + "-" + _d(rng, 4)
    if country == "AU":
        return AU_POST_FIRST.get(state_abbr or "NSW", "2") + _d(rng, 3)
    a = "ABCEGHJKLMNPRSTVXY"
    return "%s%d%s %d%s%d" % (rng.choice(a), rng.randrange(10), rng.choice(a), rng.randrange(10),
                              rng.choice(a), rng.randrange(10))
