"""PHI surface-form formatters (dates, phones, identifiers, contacts).

Every function takes an explicit random.Random(260)-derived rng.
All phone/fax numbers contain 555; e-mail/URL hosts are example.com/.org/.net;
IPs are private; SSN-like numbers start with 9 or 000.
"""
import datetime as dt
import string

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UP = string.ascii_uppercase
DIG = string.digits


def digits(rng, k):
    return "".join(rng.choice(DIG) for _ in range(k))


def letters(rng, k, pool=UP):
    return "".join(rng.choice(pool) for _ in range(k))


def fill(rng, pat):
    """'#' -> digit, '@' -> capital letter, '?' -> letter without I/O."""
    out = []
    for c in pat:
        if c == "#":
            out.append(rng.choice(DIG))
        elif c == "@":
            out.append(rng.choice(UP))
        elif c == "?":
            out.append(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ"))
        else:
            out.append(c)
    return "".join(out)


def rand_date(rng, start, end):
    span = (end - start).days
    return start + dt.timedelta(days=rng.randint(0, span))


def add_days(d, k):
    return d + dt.timedelta(days=k)


def weekday_after(d, k):
    """Move d forward by k days then onto the next weekday (Mon-Fri)."""
    d = d + dt.timedelta(days=k)
    while d.weekday() >= 5:
        d = d + dt.timedelta(days=1)
    return d


US_STYLES = ["us_slash", "us_slash", "us_nopad", "us_short", "us_long", "us_mon", "iso", "caps", "us_long"]
INTL_STYLES = ["uk_slash", "uk_slash", "dmy_mon", "dmy_long", "iso", "caps", "dot", "ordinal", "dmy_mon"]


def date_style(rng, country):
    return rng.choice(US_STYLES if country == "US" else INTL_STYLES)


def fmt_date(d, style):
    m, y, day = d.month, d.year, d.day
    mon = MONTHS[m - 1]
    if style == "us_slash":
        return "%02d/%02d/%04d" % (m, day, y)
    if style == "us_nopad":
        return "%d/%d/%04d" % (m, day, y)
    if style == "us_short":
        return "%d/%d/%02d" % (m, day, y % 100)
    if style == "us_long":
        return "%s %d, %d" % (mon, day, y)
    if style == "us_mon":
        return "%s %d %d" % (mon[:3], day, y)
    if style == "uk_slash":
        return "%02d/%02d/%04d" % (day, m, y)
    if style == "uk_short":
        return "%d/%d/%02d" % (day, m, y % 100)
    if style == "dmy_mon":
        return "%d %s %d" % (day, mon[:3], y)
    if style == "dmy_long":
        return "%d %s %d" % (day, mon, y)
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, day)
    if style == "caps":
        return "%02d-%s-%04d" % (day, mon[:3].upper(), y)
    if style == "dot":
        return "%02d.%02d.%04d" % (day, m, y)
    if style == "ordinal":
        suf = "th" if 11 <= day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
        return "%d%s %s %d" % (day, suf, mon, y)
    if style == "compact":
        return "%04d%02d%02d" % (y, m, day)
    if style == "mon_year":
        return "%s %d" % (mon, y)
    if style == "mon3_year":
        return "%s-%02d" % (mon[:3], y % 100)
    if style == "mm_yyyy":
        return "%02d/%04d" % (m, y)
    if style == "year":
        return "%d" % y
    if style == "wk_us":
        return "%s, %s %d, %d" % (WEEKDAYS[d.weekday()], mon, day, y)
    if style == "wk_uk":
        return "%s %d %s %d" % (WEEKDAYS[d.weekday()], day, mon, y)
    if style == "wk_short_us":
        return "%s %d/%d" % (WEEKDAYS[d.weekday()][:3], m, day)
    if style == "wk_short_uk":
        return "%s %d/%d" % (WEEKDAYS[d.weekday()][:3], day, m)
    if style == "day_mon":
        return "%d %s" % (day, mon[:3])
    if style == "mon_day":
        return "%s %d" % (mon[:3], day)
    if style == "md":
        return "%d/%d" % (m, day)
    if style == "dm":
        return "%d/%d" % (day, m)
    raise ValueError(style)


def weekday_style(country):
    return "wk_us" if country == "US" else "wk_uk"


# ---------------------------------------------------------------- phones
def phone(rng, country, kind="land"):
    if country in ("US", "CA"):
        if country == "US":
            area = rng.choice(["617", "713", "832", "212", "718", "305", "312", "206", "651", "404", "602", "313",
                               "571", "919", "201", "973", "614", "480", "503", "610", "559", "510", "978"])
        else:
            area = rng.choice(["416", "905", "604", "403", "780", "204", "902", "647", "306", "506", "450", "250"])
        line = "01" + digits(rng, 2) if rng.random() < 0.75 else digits(rng, 4)
        form = rng.randint(0, 5)
        if form == 0:
            return "(%s) 555-%s" % (area, line)
        if form == 1:
            return "%s-555-%s" % (area, line)
        if form == 2:
            return "%s.555.%s" % (area, line)
        if form == 3:
            return "+1 %s 555 %s" % (area, line)
        if form == 4:
            return "1-%s-555-%s" % (area, line)
        return "(%s)555-%s" % (area, line)
    if country == "UK":
        if kind == "mobile" or rng.random() < 0.3:
            return rng.choice(["07700 555%s", "07700 555 %s", "+44 7700 555%s"]) % digits(rng, 3)
        code = rng.choice(["0116", "01274", "01582", "0121", "024", "029", "0141", "0161", "020"])
        form = rng.randint(0, 2)
        if form == 2:
            return "+44 %s 555 %s" % (code[1:], digits(rng, 4))
        return ["%s 555 %s", "%s 5550 %s"][form] % (code, digits(rng, 4))
    if country == "AU":
        if kind == "mobile" or rng.random() < 0.3:
            return rng.choice(["04%s 555 %s", "+61 4%s 555 %s"]) % (digits(rng, 2), digits(rng, 3))
        code = rng.choice(["02", "03", "07", "08"])
        form = rng.randint(0, 2)
        if form == 2:
            return "+61 %s 5550 %s" % (code[1:], digits(rng, 4))
        return ["(%s) 5550 %s", "%s 5550 %s"][form] % (code, digits(rng, 4))
    if country == "NZ":
        if kind == "mobile" or rng.random() < 0.3:
            return rng.choice(["021 555 %s", "022 555 %s", "+64 21 555 %s"]) % digits(rng, 4)
        return rng.choice(["(09) 555 %s", "09 555 %s", "+64 4 555 %s", "(03) 555 %s"]) % digits(rng, 4)
    # abroad: pattern string supplied as country
    return fill(rng, country)


def extension(rng):
    return rng.choice([" ext. ", " ext ", " x", " Ext "]) + str(rng.randint(2, 499))


def pager(rng):
    return rng.choice(["555-" + digits(rng, 4), "5-55" + digits(rng, 2), "555" + digits(rng, 2)])


# ---------------------------------------------------------------- web
DOMAINS = ["example.com", "example.org", "example.net"]


def slug(s):
    out = []
    for c in s.lower():
        if c.isascii() and c.isalnum():
            out.append(c)
        elif c in " -'.&" and out and out[-1] != "-":
            out.append("-")
    r = "".join(out).strip("-")
    return r or "clinic"


def ascii_fold(s):
    table = {"á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u", "ñ": "n", "ç": "c", "ã": "a", "õ": "o", "ê": "e",
             "è": "e", "ł": "l", "ś": "s", "ą": "a", "ę": "e", "ż": "z", "ń": "n", "ü": "u", "ö": "o", "ò": "o"}
    return "".join(table.get(c, table.get(c.lower(), c)) for c in s)


def email_person(rng, given, family):
    g = "".join(ch for ch in ascii_fold(given).lower() if ch.isalpha())
    f = "".join(ch for ch in ascii_fold(family).lower() if ch.isalpha())
    form = rng.randint(0, 5)
    local = [g + "." + f, g[0] + f, f + "." + g + str(rng.randint(1, 99)), g + f[:3] + str(rng.randint(70, 99)),
             g + "_" + f, f + g[0] + str(rng.randint(1, 9))][form]
    return local + "@" + rng.choice(["mail.", "", "", "inbox."]) + rng.choice(DOMAINS)


def email_clinic(rng, clinic_name):
    local = rng.choice(["frontdesk", "reception", "immigration", "bookings", "results", "civilsurgeon", "panel",
                        "tbscreen", "admin", "medicals", "records"])
    host = "-".join(slug(clinic_name).split("-")[:2])
    return local + "@" + host + "." + rng.choice(DOMAINS)


def url_clinic(rng, clinic_name):
    host = "-".join(slug(clinic_name).split("-")[:3])
    pre = rng.choice(["www.", "https://www.", "https://", "portal.", "https://book."])
    path = rng.choice(["", "/immigration-medicals", "/book", "/portal/login", "/results", "/visa-medicals/faq",
                       "/appointments?ref=" + digits(rng, 6)])
    return pre + host + "." + rng.choice(DOMAINS) + path


def ip(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if k == 1:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))


# ---------------------------------------------------------------- identifiers
def ssn_us(rng):
    first = rng.choice(["9" + digits(rng, 2), "000"])
    return rng.choice(["%s-%s-%s", "%s %s %s", "%s%s%s"]) % (first, digits(rng, 2), digits(rng, 4))


def sin_ca(rng):
    return rng.choice(["9%s %s %s", "9%s-%s-%s"]) % (digits(rng, 2), digits(rng, 3), digits(rng, 3))


def passport(rng, country):
    pats = {"Philippines": ["P#######@", "P#######@"], "India": ["@#######"], "China": ["E########", "EA#######"],
            "Vietnam": ["C#######", "N#######"], "Nigeria": ["A########", "B########"], "Mexico": ["G########"],
            "Ukraine": ["@@######", "FX######"], "Pakistan": ["@@#######"], "Nepal": ["PA#######", "#######"],
            "Bangladesh": ["@@#######"], "South Korea": ["M########"], "Brazil": ["@@######"]}
    return fill(rng, rng.choice(pats.get(country, ["@#######", "@@######", "#########"])))


def a_number(rng):
    d = digits(rng, 9)
    return rng.choice(["A" + d, "A-%s-%s-%s" % (d[:3], d[3:6], d[6:]), "A%s %s %s" % (d[:3], d[3:6], d[6:]),
                       "A0" + d[1:]])


def uscis_receipt(rng):
    return rng.choice(["IOE", "MSC", "NBC", "EAC", "WAC", "LIN", "SRC", "IOE"]) + digits(rng, 10)


def uci(rng):
    return rng.choice(["%s-%s-%s" % (digits(rng, 2), digits(rng, 4), digits(rng, 4)), digits(rng, 8),
                       "%s-%s" % (digits(rng, 4), digits(rng, 4))])


def ime_number(rng):
    return rng.choice(["IME ", "", "E"]).strip() + digits(rng, 10)


def hap_id(rng):
    return digits(rng, rng.choice([8, 10, 12]))


def trn(rng):
    return "EGO" + letters(rng, 3) + digits(rng, 4)


def gwf(rng):
    return "GWF0" + digits(rng, 8)


def inz_client(rng):
    return digits(rng, 9)


def case_number(rng, dest):
    if dest == "CA":
        return rng.choice(["B" + digits(rng, 9), "E" + digits(rng, 9), "W" + digits(rng, 9)])
    if dest == "AU":
        return rng.choice(["BCC" + digits(rng, 7), "EGO" + digits(rng, 7)])
    if dest == "UK":
        return rng.choice(["UKVI-" + digits(rng, 7), "GWF0" + digits(rng, 8)])
    if dest == "NZ":
        return digits(rng, 10)
    return uscis_receipt(rng)


def mrn(rng):
    return fill(rng, rng.choice(["########", "IM-######", "CHT ######", "MR#######", "00######", "@@-#####",
                                 "PAT-####-###", "#######"]))


def accession(rng, yy):
    return fill(rng, rng.choice(["CXR-%02d-#####" % yy, "RAD%02d##-####" % yy, "XR%02d######" % yy,
                                 "ACC ########", "R-%02d-######" % yy, "DX#######"]))


def specimen(rng, yy):
    return fill(rng, rng.choice(["SP%02d-#####" % yy, "L%02d########" % yy, "S%02d-####" % yy, "##@######",
                                 "MB%02d-######" % yy, "QFT-%02d-####" % yy]))


def order_no(rng):
    return fill(rng, rng.choice(["ORD-######", "REQ########", "#########", "OR-####-####"]))


def account(rng, yy):
    return fill(rng, rng.choice(["INV-20%02d-#####" % yy, "####-####", "R-######", "ACCT########",
                                 "V%02d######" % yy, "ENC-#######", "#######"]))


def healthplan(rng, dest):
    if dest == "US":
        return fill(rng, rng.choice(["@@@#########", "W#########", "###########@", "H#########", "@@#####@"]))
    if dest == "AU":
        return rng.choice(["%s %s %s" % (digits(rng, 4), digits(rng, 5), digits(rng, 1)),
                           "OVHC-" + digits(rng, 8), digits(rng, 10)])
    if dest == "CA":
        return rng.choice(["%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2)),
                           "IFHP " + digits(rng, 8), digits(rng, 10)])
    if dest == "UK":
        return "%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 4))
    return fill(rng, rng.choice(["@@@####", "???####"]))


def med_license(rng, dest):
    if dest == "US":
        return fill(rng, rng.choice(["MD-#######", "@######", "####-#####", "ME######", "DO-#####"]))
    if dest == "AU":
        return "MED000" + digits(rng, 7)
    if dest == "UK":
        return digits(rng, 7)
    if dest == "CA":
        return fill(rng, rng.choice(["#####", "CPSO ######", "######"])).replace("CPSO ", "")
    if dest == "NZ":
        return digits(rng, 5)
    return fill(rng, rng.choice(["PMC-#####", "###-#####", "@@ #####", "MDC/####/##"]))


def npi(rng):
    return "1" + digits(rng, 9)


def dea(rng):
    return letters(rng, 2) + digits(rng, 7)


def panel_id(rng):
    return fill(rng, rng.choice(["PP-#####", "#####", "PNL####", "@@#####"]))


def tb_cert(rng, code):
    return fill(rng, rng.choice(["TBC/%s/##/######" % code, "%s-TB-########" % code, "UKTB%s#######" % code]))


def driver_licence(rng, dest):
    if dest == "US":
        return fill(rng, rng.choice(["@###-####-####", "@#######", "########", "@@#######"]))
    if dest == "CA":
        return fill(rng, rng.choice(["@####-#####-#####", "#########"]))
    if dest == "AU":
        return fill(rng, rng.choice(["#########", "########"]))
    if dest == "UK":
        return fill(rng, "@@@@@######@@#@@")
    return fill(rng, "@@######")


def clia(rng):
    return digits(rng, 2) + "D" + digits(rng, 7)


def device_serial(rng):
    return fill(rng, rng.choice(["@@@######", "SN####-####-@", "#######", "@@##@#####", "####@######"]))


def plate(rng, dest):
    pats = {"US": ["#@@@###", "@@@-####", "@@@ ####"], "CA": ["@@@@ ###", "@@@ ###"], "AU": ["@@@-###", "#@@-#@@", "@@##@@"],
            "UK": ["@@## @@@"], "NZ": ["@@@###"]}
    return fill(rng, rng.choice(pats.get(dest, ["@@@ ####"])))


def vin(rng):
    pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(rng.choice(pool) for _ in range(17))


def bioid(rng):
    return fill(rng, rng.choice(["FP-#####", "BIO-####-####", "BCR ##########", "FIN-@@-######", "IRT-######",
                                 "BRP#########", "BIOM########"]))


def username(rng, given, family):
    g = "".join(ch for ch in ascii_fold(given).lower() if ch.isalpha())
    f = "".join(ch for ch in ascii_fold(family).lower() if ch.isalpha())
    return rng.choice([g[0] + f[:7], g + "." + f[:6], f[:6] + g[0] + str(rng.randint(1, 9)), g[:4] + "_" + f[:4],
                       "dr." + f[:8], f[:5] + str(rng.randint(10, 99))])


def interp_id(rng):
    return fill(rng, rng.choice(["#####", "ID ######", "INT-####"])).replace("ID ", "")


def zip_code(rng, dest):
    if dest == "US":
        z = digits(rng, 5)
        return z if rng.random() < 0.8 else z + "-" + digits(rng, 4)
    if dest == "CA":
        return fill(rng, "@#@ #@#")
    if dest in ("AU", "NZ"):
        return digits(rng, 4)
    if dest == "UK":
        return fill(rng, rng.choice(["@@# #@@", "@@## #@@", "@# #@@"]))
    return fill(rng, dest)


ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(a):
    if a < 20:
        return ONES[a]
    t, o = divmod(a, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")
