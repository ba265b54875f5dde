"""Surface-form generators for PHI values.  Every function takes the shared
random.Random object; nothing here depends on hash order or the clock."""
import datetime as dt
import unicodedata

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
MON_ALT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WDS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WDS2 = ["Mon", "Tues", "Weds", "Thurs", "Fri", "Sat", "Sun"]

HOLIDAYS = {
    "US": ["Thanksgiving", "Christmas", "Labor Day", "Memorial Day", "New Year's Day", "July 4th", "Christmas Eve"],
    "UK": ["Christmas", "Boxing Day", "Easter Monday", "the August bank holiday", "New Year's Day", "Christmas Eve"],
    "AU": ["Christmas", "Anzac Day", "Australia Day", "Boxing Day", "Easter Monday", "the King's Birthday long weekend"],
    "CA": ["Canada Day", "Thanksgiving", "Christmas", "Victoria Day", "Boxing Day", "Family Day"],
    "NZ": ["Waitangi Day", "Christmas", "Anzac Day", "Matariki", "Boxing Day", "Easter Monday"],
}
HOLIDAYS_ANY = ["Eid", "Diwali", "Lunar New Year", "Nowruz", "Orthodox Easter", "Vesak"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def rand_date(rng, start=(2022, 1, 3), end=(2025, 6, 27)):
    a = dt.date(*start)
    b = dt.date(*end)
    return a + dt.timedelta(days=rng.randrange((b - a).days + 1))


def shift(d, days):
    return d + dt.timedelta(days=days)


def workday(d):
    while d.weekday() >= 5:
        d = d + dt.timedelta(days=1)
    return d


STYLE_WEIGHTS = {
    "US": ["mdy"] * 6 + ["mdy_np"] * 3 + ["mdy_short"] * 2 + ["month_d_y"] * 3 + ["mon_d_y"] * 2 + ["iso"] + ["wd_us"] + ["dmon_caps"],
    "UK": ["dmy"] * 6 + ["dmy_np"] * 2 + ["dmy_short"] * 2 + ["d_month_y"] * 3 + ["d_mon_y"] * 2 + ["d_mon_dash"] + ["wd_uk"] + ["dot"] + ["iso"] + ["dmon_caps"],
    "AU": ["dmy"] * 6 + ["dmy_np"] * 3 + ["dmy_short"] * 2 + ["d_month_y"] * 3 + ["d_mon_y"] * 2 + ["wd_uk"] + ["iso"] + ["dot"],
    "NZ": ["dmy"] * 6 + ["dmy_np"] * 3 + ["dmy_short"] * 2 + ["d_month_y"] * 3 + ["d_mon_y"] * 2 + ["wd_uk"] + ["iso"],
    "CA": ["iso"] * 5 + ["dmy"] * 2 + ["mdy"] * 2 + ["month_d_y"] * 3 + ["d_month_y"] + ["mon_d_y"] * 2 + ["wd_us"] + ["dmon_caps"],
}


def fmt_date(rng, d, country, style=None):
    st = style or rng.choice(STYLE_WEIGHTS[country])
    y, m, day = d.year, d.month, d.day
    if st == "mdy":
        return "%02d/%02d/%d" % (m, day, y)
    if st == "mdy_np":
        return "%d/%d/%d" % (m, day, y)
    if st == "mdy_short":
        return "%d/%d/%02d" % (m, day, y % 100)
    if st == "dmy":
        return "%02d/%02d/%d" % (day, m, y)
    if st == "dmy_np":
        return "%d/%d/%d" % (day, m, y)
    if st == "dmy_short":
        return "%d/%d/%02d" % (day, m, y % 100)
    if st == "iso":
        return d.isoformat()
    if st == "month_d_y":
        return "%s %d, %d" % (MONTHS[m - 1], day, y)
    if st == "mon_d_y":
        return rng.choice(["%s %d, %d", "%s. %d, %d", "%s %d %d"]) % (MON[m - 1], day, y)
    if st == "d_month_y":
        if rng.random() < 0.75:
            return "%d %s %d" % (day, MONTHS[m - 1], y)
        return "%s %s %d" % (ordinal(day), MONTHS[m - 1], y)
    if st == "d_mon_y":
        return "%d %s %d" % (day, rng.choice([MON, MON_ALT])[m - 1], y)
    if st == "d_mon_dash":
        return "%02d-%s-%d" % (day, MON[m - 1], y)
    if st == "dmon_caps":
        if rng.random() < 0.5:
            return "%02d%s%d" % (day, MON[m - 1].upper(), y)
        return "%02d-%s-%02d" % (day, MON[m - 1].upper(), y % 100)
    if st == "dot":
        return "%02d.%02d.%d" % (day, m, y)
    if st == "wd_uk":
        return rng.choice([
            "%s %d %s %d" % (WD[d.weekday()], day, MONTHS[m - 1], y),
            "%s %02d/%02d/%d" % (WDS2[d.weekday()], day, m, y),
            "%s %s %s" % (WD[d.weekday()], ordinal(day), MONTHS[m - 1]),
            "%s %d/%d" % (WDS[d.weekday()], day, m),
        ])
    if st == "wd_us":
        return rng.choice([
            "%s, %s %d, %d" % (WD[d.weekday()], MONTHS[m - 1], day, y),
            "%s %d/%d/%d" % (WDS[d.weekday()], m, day, y),
            "%s %d/%d" % (WDS[d.weekday()], m, day),
        ])
    raise ValueError(st)


def fmt_date_short(rng, d, country):
    """Day and month only (table cells, running logs)."""
    if country in ("US", "CA") and rng.random() < 0.8:
        return rng.choice(["%d/%d" % (d.month, d.day), "%02d/%02d" % (d.month, d.day), "%s %d" % (MON[d.month - 1], d.day)])
    return rng.choice(["%d/%d" % (d.day, d.month), "%02d/%02d" % (d.day, d.month), "%d %s" % (d.day, MON[d.month - 1]), ordinal(d.day) + " " + MONTHS[d.month - 1]])


def fmt_month_year(rng, d):
    return rng.choice(["%s %d" % (MONTHS[d.month - 1], d.year), "%s %d" % (MON[d.month - 1], d.year), "%02d/%d" % (d.month, d.year)])


def weekday_name(rng, d):
    return rng.choice([WD[d.weekday()], WD[d.weekday()], WDS[d.weekday()]])


def fmt_time(rng, h=None, m=None):
    h = rng.randrange(8, 18) if h is None else h
    m = rng.choice([0, 0, 15, 30, 45, 10, 20, 40, 5, 50]) if m is None else m
    st = rng.randrange(5)
    if st == 0:
        return "%02d:%02d" % (h, m)
    if st == 1:
        return "%02d%02d" % (h, m) + rng.choice(["", "h", " hrs"])
    if st == 2:
        return "%d:%02d %s" % ((h - 1) % 12 + 1, m, "pm" if h >= 12 else "am")
    if st == 3:
        return "%d.%02d%s" % ((h - 1) % 12 + 1, m, "pm" if h >= 12 else "am")
    return "%02d:%02d" % (h, m)


AGE_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
             "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
             "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(n):
    if n < 20:
        return AGE_WORDS[n]
    if n >= 100:
        return "one hundred" + ("" if n == 100 else " and " + age_words(n - 100))
    t, u = divmod(n, 10)
    return TENS[t] + ("" if u == 0 else "-" + AGE_WORDS[u])


def age_at(dob, d):
    return d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))


# ---------------------------------------------------------------- contacts

UK_AREAS = ["0113", "0114", "0115", "0116", "0117", "0118", "0121", "0131", "0141", "0151", "0161", "0191", "01632", "01904", "01274", "01482", "01792", "029"]
US_AREAS = ["612", "651", "763", "952", "206", "253", "425", "503", "971", "617", "508", "713", "832", "602", "480", "404", "678", "216", "614", "312", "773", "718", "347", "305", "801", "502", "919", "313", "720", "410"]
CA_AREAS = ["416", "647", "905", "604", "778", "403", "587", "514", "438", "204", "902", "306", "506", "709", "613", "780", "819"]
AU_AREAS = ["02", "03", "07", "08"]
NZ_AREAS = ["09", "04", "03", "07", "06"]


def _d(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def phone(rng, country, kind=None):
    kind = kind or rng.choice(["land", "land", "mobile", "land"])
    if country in ("US", "CA"):
        area = rng.choice(US_AREAS if country == "US" else CA_AREAS)
        if kind == "toll":
            area = rng.choice(["800", "888", "877", "866"])
        last = "01" + _d(rng, 2)
        st = rng.randrange(7)
        if st in (0, 1):
            return "(%s) 555-%s" % (area, last)
        if st == 2:
            return "%s-555-%s" % (area, last)
        if st == 3:
            return "%s.555.%s" % (area, last)
        if st == 4:
            return "+1 %s 555 %s" % (area, last)
        if st == 5:
            return "1-%s-555-%s" % (area, last)
        return "%s555%s" % (area, last)
    if country == "UK":
        if kind == "mobile":
            return rng.choice(["07700 555%s", "07%s 555%s" % (_d(rng, 3), "%s"), "+44 7700 555%s", "07700-555-%s"]) % _d(rng, 3)
        if kind == "toll":
            return rng.choice(["0800 555 %s", "0300 555 %s", "0345 555 %s"]) % _d(rng, 4)
        a = rng.choice(UK_AREAS)
        if len(a) == 5:
            return rng.choice(["%s 555%s" % (a, _d(rng, 3)), "(%s) 555 %s" % (a, _d(rng, 3))])
        if len(a) == 3:
            return "%s 555%s %s" % (a, _d(rng, 1), _d(rng, 4))
        return rng.choice(["%s 555 %s" % (a, _d(rng, 4)), "+44 (0)%s 555 %s" % (a[1:], _d(rng, 4)), "%s-555-%s" % (a, _d(rng, 4))])
    if country == "AU":
        if kind == "mobile":
            return rng.choice(["04%s 555 %s" % (_d(rng, 2), _d(rng, 3)), "+61 4%s 555 %s" % (_d(rng, 2), _d(rng, 3)), "04%s555%s" % (_d(rng, 2), _d(rng, 3))])
        if kind == "toll":
            return rng.choice(["1300 555 %s", "1800 555 %s"]) % _d(rng, 3)
        a = rng.choice(AU_AREAS)
        return rng.choice(["(%s) 5550 %s" % (a, _d(rng, 4)), "%s 5555 %s" % (a, _d(rng, 4)), "+61 %s 5550 %s" % (a[1], _d(rng, 4))])
    if country == "NZ":
        if kind == "mobile":
            return rng.choice(["021 555 %s", "027 555 %s", "022 555 %s", "+64 21 555 %s"]) % _d(rng, 4)
        if kind == "toll":
            return "0800 555 %s" % _d(rng, 3)
        a = rng.choice(NZ_AREAS)
        return rng.choice(["(%s) 555 %s" % (a, _d(rng, 4)), "%s-555 %s" % (a, _d(rng, 4)), "+64 %s 555 %s" % (a[1], _d(rng, 4))])
    raise ValueError(country)


def extension(rng):
    return rng.choice(["555%d" % rng.randrange(10), "555%02d" % rng.randrange(100), "555-%02d" % rng.randrange(100)])


def phone_ext(rng, country):
    return phone(rng, country, "land") + rng.choice([" ext. ", " ext ", " x", " x."]) + _d(rng, rng.choice([3, 4]))


def ascii_slug(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    s = s.replace("ł", "l").replace("Ł", "L").replace("ı", "i").replace("ŋ", "ng")
    return "".join(c for c in s.lower() if c.isascii() and c.isalnum())


EX_DOMAINS = ["example.com", "example.org", "example.net"]


def email(rng, first, last, org=None):
    f, l = ascii_slug(first), ascii_slug(last)
    local = rng.choice(["%s.%s" % (f, l), "%s%s" % (f[:1], l), "%s.%s%d" % (f, l, rng.randrange(1, 99)),
                        "%s_%s" % (l, f[:1]), "%s%d" % (f, rng.randrange(60, 99)), "%s.%s" % (f[:1], l)])
    if org:
        dom = "%s.%s" % (ascii_slug(org)[:14], rng.choice(EX_DOMAINS))
    else:
        dom = rng.choice(EX_DOMAINS + ["mail.example.com", "inbox.example.net"])
    return "%s@%s" % (local, dom)


def role_email(rng, org, role=None):
    role = role or rng.choice(["bookings", "interpreting", "admin", "accounts", "translations", "roster", "scheduling", "language.services", "pals", "feedback"])
    return "%s@%s.%s" % (role, ascii_slug(org)[:16], rng.choice(EX_DOMAINS))


def url(rng, org=None, path=None):
    slug = ascii_slug(org)[:18] if org else rng.choice(["interp", "langaccess", "portal", "vri"])
    host = rng.choice(["www.%s.example.org" % slug, "%s.example.com" % slug, "www.example.net/%s" % slug, "portal.%s.example.org" % slug])
    path = path if path is not None else rng.choice(["", "/book", "/bookings/new", "/feedback", "/timesheets", "/join/%s-%s" % (_d(rng, 3), _d(rng, 3)), "/docs/translation", "/client/login"])
    return rng.choice(["https://", "https://", "", "http://"]) + host + path


def ipaddr(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))


def username(rng, first, last):
    f, l = ascii_slug(first), ascii_slug(last)
    return rng.choice(["%s%s" % (f[:1], l[:7]), "%s.%s" % (f, l), "%s%s%d" % (l[:6], f[:1], rng.randrange(1, 9)),
                       ("%s%s" % (l[:5], f[:2])).upper(), "%s_%s" % (f[:3], l[:4]), "%s%d" % (l[:8], rng.randrange(10, 99))])


# ---------------------------------------------------------------- identifiers

LET = "ABCDEFGHJKLMNPRSTUVWXYZ"


def _L(rng, n):
    return "".join(rng.choice(LET) for _ in range(n))


def mrn(rng, country):
    if country == "UK":
        k = rng.randrange(3)
        if k == 0:
            return "%s%s" % (rng.choice(["K", "H", "RX", "M", "T"]), _d(rng, 7))
        if k == 1:
            return "%s%s" % (_L(rng, 1), _d(rng, 6))
        return _d(rng, 8)
    if country == "NZ":
        return _L(rng, 3) + _d(rng, 4)
    if country == "AU":
        return rng.choice(["%s", "UR%s", "%s"]) % _d(rng, rng.choice([6, 7, 8]))
    if country == "CA":
        return rng.choice(["%s", "C-%s", "H%s"]) % _d(rng, 7)
    return rng.choice(["%s", "E%s", "MR-%s", "%s"]) % _d(rng, rng.choice([7, 8, 9]))


def nhs_number(rng):
    d = "9" + _d(rng, 9)
    return rng.choice(["%s %s %s" % (d[:3], d[3:6], d[6:]), d, "%s-%s-%s" % (d[:3], d[3:6], d[6:])])


def healthplan(rng, country):
    if country == "US":
        return rng.choice(["%s%s" % (_L(rng, 3), _d(rng, 9)), "%s%s" % (_L(rng, 1), _d(rng, 10)), "%s-%s" % (_d(rng, 5), _d(rng, 6)), "MA%s" % _d(rng, 10)])
    if country == "AU":
        base = "%s %s %s" % ("2" + _d(rng, 3), _d(rng, 5), _d(rng, 1))
        return rng.choice([base, base + " " + str(rng.randrange(1, 6)), base.replace(" ", ""), "%s%s" % (_L(rng, 2), _d(rng, 6))])
    if country == "CA":
        return rng.choice(["%s-%s-%s-%s" % (_d(rng, 4), _d(rng, 3), _d(rng, 3), _L(rng, 2)), "9%s %s %s" % (_d(rng, 3), _d(rng, 3), _d(rng, 3)), "%s %s %s" % (_L(rng, 4), _d(rng, 4), _d(rng, 4))])
    if country == "NZ":
        return rng.choice(["KC-%s" % _d(rng, 7), "%s%s" % (_L(rng, 2), _d(rng, 8))])
    return "%s-%s" % (_L(rng, 3), _d(rng, 8))


def ssn(rng, country):
    if country == "US":
        return rng.choice(["9%s-%s-%s" % (_d(rng, 2), _d(rng, 2), _d(rng, 4)), "9%s%s" % (_d(rng, 2), _d(rng, 6)), "000-%s-%s" % (_d(rng, 2), _d(rng, 4))])
    if country == "CA":
        return rng.choice(["9%s %s %s" % (_d(rng, 2), _d(rng, 3), _d(rng, 3)), "9%s-%s-%s" % (_d(rng, 2), _d(rng, 3), _d(rng, 3))])
    if country == "UK":
        a = rng.choice(["JT", "NP", "SK", "AB", "WL", "ZR", "HE", "PX"])
        n = "9" + _d(rng, 5)
        c = rng.choice("ABCD")
        return rng.choice(["%s %s %s %s %s" % (a, n[:2], n[2:4], n[4:], c), "%s%s%s" % (a, n, c)])
    return "000 %s %s" % (_d(rng, 3), _d(rng, 3))


def account(rng):
    return rng.choice(["%s-%s" % (_d(rng, 4), _d(rng, 4)), "ACC-%s" % _d(rng, 6), "%s" % _d(rng, 10), "FIN%s" % _d(rng, 8),
                       "E%s" % _d(rng, 9), "%s%s" % (_L(rng, 2), _d(rng, 7)), "CL-%s-%s" % (_L(rng, 3), _d(rng, 4))])


def invoice_no(rng):
    return rng.choice(["INV-%d-%s" % (rng.randrange(2022, 2026), _d(rng, 5)), "INV%s" % _d(rng, 6), "%s/%s" % (_L(rng, 2), _d(rng, 5)), "T%s" % _d(rng, 7)])


def license_no(rng, body):
    b = body.upper()
    if "NPI" in b:
        return "1" + _d(rng, 9)
    if "AHPRA" in b:
        return rng.choice(["MED", "NMW", "PSY"]) + "000" + _d(rng, 7)
    if "NMC" in b:
        return "%s%s%s" % (_d(rng, 2), rng.choice(LET), _d(rng, 4)) + rng.choice("ABCDE")
    if "NAATI" in b:
        return "CPN" + "".join(rng.choice(LET + "23456789") for _ in range(6))
    if "GMC" in b or "MCNZ" in b or "CPSO" in b:
        return _d(rng, rng.choice([5, 6, 7]))
    if "DEA" in b:
        return _L(rng, 2) + _d(rng, 7)
    return rng.choice(["%s", "%s", "L%s", "%s"]) % _d(rng, rng.choice([4, 5, 6]))


def drivers_licence(rng, country):
    if country == "UK":
        return "%s%s%s%s" % (_L(rng, 5), _d(rng, 6), _L(rng, 2), _d(rng, 1) + _L(rng, 2))
    if country == "US":
        return _L(rng, 1) + _d(rng, 7)
    if country == "AU":
        return _d(rng, 9)
    if country == "CA":
        return "%s-%s-%s" % (_L(rng, 1) + _d(rng, 4), _d(rng, 5), _d(rng, 5))
    return _L(rng, 2) + _d(rng, 6)


def device_serial(rng, kind="aid"):
    if kind == "mac":
        return ":".join("%02X" % rng.randrange(256) for _ in range(6))
    if kind == "asset":
        return rng.choice(["IT-%s", "AST%s", "VRI-%s", "TAB-%s"]) % _d(rng, 6)
    if kind == "tablet":
        return "".join(rng.choice(LET + "0123456789") for _ in range(12))
    return rng.choice(["%s%s%s" % (_d(rng, 4), rng.choice(LET), _d(rng, 4)), "SN%s" % _d(rng, 8), "%s-%s" % (_d(rng, 4), _d(rng, 5)), "%s%s" % (_L(rng, 3), _d(rng, 7))])


def plate(rng, country):
    if country == "UK":
        return "%s%s %s" % (_L(rng, 2), rng.choice(["19", "69", "21", "71", "22", "72", "17", "66", "23"]), _L(rng, 3))
    if country == "US":
        return rng.choice(["%s%s%s" % (_d(rng, 1), _L(rng, 3), _d(rng, 3)), "%s-%s" % (_L(rng, 3), _d(rng, 4)), "%s %s" % (_L(rng, 3), _d(rng, 3))])
    if country == "AU":
        return rng.choice(["%s%s-%s" % (_L(rng, 2), _d(rng, 1), _L(rng, 2) + _d(rng, 1)), "%s-%s" % (_L(rng, 3), _d(rng, 3)), "1%s%s" % (_L(rng, 2), _d(rng, 1) + _L(rng, 2))])
    if country == "CA":
        return rng.choice(["%s %s" % (_L(rng, 4), _d(rng, 3)), "%s %s" % (_L(rng, 3), _d(rng, 3)), "%s%s%s" % (_d(rng, 1), _L(rng, 2), _d(rng, 3))])
    return "%s%s" % (_L(rng, 3), _d(rng, 3))


def vin(rng):
    chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(rng.choice(chars) for _ in range(17))


def bioid(rng):
    return rng.choice(["VP-%s-%s" % (_d(rng, 5), _L(rng, 1)), "FP-%s" % _d(rng, 6), "PV-%s-%s" % (_d(rng, 4), _d(rng, 2)),
                       "IR%s" % _d(rng, 7), "VBIO%s" % _d(rng, 6), "BIO-%s%s" % (_L(rng, 2), _d(rng, 5))])


def idnum(rng, kind):
    y = rng.randrange(22, 26)
    if kind == "booking":
        return rng.choice(["BKG-%s" % _d(rng, 7), "BK%s" % _d(rng, 6), "%s-%s" % (_L(rng, 2), _d(rng, 6)), "IB/%d/%s" % (y, _d(rng, 5)), "REQ%s" % _d(rng, 7), "J%s" % _d(rng, 6)])
    if kind == "job":
        return rng.choice(["TR-%d-%s" % (y, _d(rng, 4)), "JOB%s" % _d(rng, 6), "T%d%s" % (y, _d(rng, 5)), "DT-%s" % _d(rng, 5)])
    if kind == "call":
        return rng.choice(["%s-%s-%s" % (_d(rng, 4), _d(rng, 4), _d(rng, 2)), "C%s" % _d(rng, 9), "%s" % _d(rng, 11), "OPI-%s" % _d(rng, 7)])
    if kind == "complaint":
        return rng.choice(["PALS/%d/%s" % (y, _d(rng, 4)), "CMP-%s" % _d(rng, 5), "FB%d-%s" % (y, _d(rng, 4)), "PR-%d-%s" % (y, _d(rng, 5))])
    if kind == "interp":
        return rng.choice(["%s" % _d(rng, 5), "INT%s" % _d(rng, 4), "%s%s" % (_L(rng, 1), _d(rng, 5)), "%s" % _d(rng, 4)])
    if kind == "session":
        return rng.choice(["%s-%s" % (_L(rng, 3), _d(rng, 6)), "S%s" % _d(rng, 8), "%s%s%s" % (_d(rng, 3), _L(rng, 2), _d(rng, 4))])
    if kind == "ticket":
        return rng.choice(["INC%s" % _d(rng, 7), "RITM%s" % _d(rng, 7), "SR-%s" % _d(rng, 6)])
    if kind == "po":
        return rng.choice([_d(rng, 10), "P%s" % _d(rng, 8), "4500%s" % _d(rng, 6), "%s-%s" % (_d(rng, 4), _d(rng, 5))])
    if kind == "referral":
        return rng.choice(["REF-%s" % _d(rng, 6), "R%s" % _d(rng, 8), "%s %s %s" % (_d(rng, 4), _d(rng, 4), _d(rng, 4))])
    if kind == "order":
        return rng.choice(["ORD%s" % _d(rng, 7), "%s-%s" % (_L(rng, 1), _d(rng, 7))])
    return _d(rng, 8)


def street_number(rng):
    return str(rng.choice([rng.randrange(1, 40), rng.randrange(1, 200), rng.randrange(100, 9999)]))


def zip_code(rng, country):
    if country == "US":
        z = _d(rng, 5)
        return z if rng.random() < 0.8 else z + "-" + _d(rng, 4)
    if country == "UK":
        area = rng.choice(["LS", "BD", "M", "OL", "BB", "LE", "NG", "B", "WS", "NE", "SR", "DE", "LN", "CF", "ML", "CM", "BS", "SO", "CT", "HP", "WF", "HX"])
        return "%s%d %d%s" % (area, rng.randrange(1, 30), rng.randrange(10), _L(rng, 2))
    if country == "CA":
        return "%s%d%s %d%s%d" % (rng.choice("ABCEGHJKLMNPRSTVXY"), rng.randrange(10), rng.choice("ABCEGHJKLMNPRSTVWXYZ"), rng.randrange(10), rng.choice("ABCEGHJKLMNPRSTVWXYZ"), rng.randrange(10))
    if country == "AU":
        pre = rng.choice(["2", "3", "4", "5", "6", "7", "08", "26"])
        return pre + _d(rng, 4 - len(pre))
    return _d(rng, 4)
