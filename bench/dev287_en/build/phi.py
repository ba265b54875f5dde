"""PHI surface-form formatters: names, dates, ages, contacts, identifiers,
addresses.  Functions return strings (values) or lists of Note items."""

import datetime
import unicodedata

from core import pick, wpick, chance
import pools_names as PN
import pools_places as PP

# ---------------------------------------------------------------- people


class Person:
    def __init__(self, first, last, sex, middle=""):
        self.first = first
        self.last = last
        self.sex = sex
        self.middle = middle

    def full(self):
        return "%s %s" % (self.first, self.last)

    def initials(self):
        return self.first[0] + self.last[0]


def person(rng, country, sex=None):
    sex = sex or pick(rng, ["F", "M"])
    loc_f = PN.LOCAL_FIRST.get(country, {}).get(sex, [])
    loc_s = PN.LOCAL_SURNAMES.get(country, [])
    base_f = PN.FEMALE if sex == "F" else PN.MALE
    first = pick(rng, loc_f) if (loc_f and chance(rng, 0.3)) else pick(rng, base_f)
    last = pick(rng, loc_s) if (loc_s and chance(rng, 0.3)) else pick(rng, PN.SURNAMES)
    middle = pick(rng, base_f)[0] if chance(rng, 0.3) else ""
    return Person(first, last, sex, middle)


def title(rng, p, country):
    dot = "." if country in ("US", "CA") and chance(rng, 0.8) else ""
    if p.sex == "F":
        return pick(rng, ["Mrs", "Ms", "Miss", "Mrs", "Ms"]) + dot
    return "Mr" + dot


def name_form(rng, p, style=None):
    """Surface forms of one person's name (the whole string is one span)."""
    styles = ["full", "full", "full", "last_first", "LAST_first", "init_last", "first",
              "last", "mid", "first_init", "nick"]
    st = style or pick(rng, styles)
    if st == "full":
        return p.full()
    if st == "last_first":
        return "%s, %s" % (p.last, p.first)
    if st == "LAST_first":
        return "%s, %s" % (p.last.upper(), p.first.upper() if chance(rng, 0.5) else p.first)
    if st == "LAST_first_mi":
        return "%s, %s %s" % (p.last.upper(), p.first.upper(), p.middle or "A")
    if st == "init_last":
        return "%s. %s" % (p.first[0], p.last)
    if st == "first":
        return p.first
    if st == "last":
        return p.last
    if st == "mid":
        return "%s %s. %s" % (p.first, p.middle or "J", p.last) if p.middle else p.full()
    if st == "first_init":
        return "%s %s." % (p.first, p.last[0])
    if st == "initials":
        return p.initials()
    if st == "dotted":
        return "%s.%s." % (p.first[0], p.last[0])
    if st == "nick":
        return PN.NICKNAMES.get(p.first, p.first)
    if st == "surname_init":
        return "%s %s" % (p.last, p.first[0])
    if st == "upper":
        return p.full().upper()
    raise ValueError(st)


def ascii_slug(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(ch for ch in s if ord(ch) < 128)
    return "".join(ch for ch in s.lower() if ch.isalnum())


def username(rng, p):
    f, l = ascii_slug(p.first), ascii_slug(p.last)
    return pick(rng, [f[0] + l, f + "." + l, l + f[0], f[0] + l + str(rng.randint(1, 9)),
                      (f[:3] + l[:3]).upper(), "na_" + f[0] + l, l[:6] + f[:2],
                      f + l[0] + str(rng.randint(10, 99))])


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DY = [d[:3] for d in DAYS]


def rand_date(rng, start=(2022, 1, 1), end=(2025, 6, 30)):
    a = datetime.date(*start).toordinal()
    b = datetime.date(*end).toordinal()
    return datetime.date.fromordinal(rng.randint(a, b))


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fmt_date(rng, d, country, style=None):
    dmy = country != "US"
    if style is None:
        if country == "US":
            style = wpick(rng, [("num", 6), ("num2", 2), ("short_us", 2), ("long_us", 2),
                                ("iso", 1), ("ora", 1), ("wk_num", 1), ("nodash", 1)])
        elif country == "CA":
            style = wpick(rng, [("iso", 4), ("num", 3), ("long_us", 2), ("long", 1),
                                ("short", 1), ("wk_long", 1), ("ora", 1)])
        else:
            style = wpick(rng, [("num", 7), ("num2", 2), ("short", 2), ("long", 2), ("ord", 1),
                                ("dots", 1), ("iso", 1), ("wk_num", 1), ("wk_long", 1), ("ora", 1)])
    D, M, Y = d.day, d.month, d.year
    if style == "num":
        return ("%02d/%02d/%d" % (D, M, Y)) if dmy else ("%02d/%02d/%d" % (M, D, Y))
    if style == "num2":
        return ("%d/%d/%02d" % (D, M, Y % 100)) if dmy else ("%d/%d/%02d" % (M, D, Y % 100))
    if style == "nodash":
        return "%d/%d/%d" % ((D, M, Y) if dmy else (M, D, Y))
    if style == "dots":
        return "%02d.%02d.%s" % (D, M, pick(rng, [str(Y), "%02d" % (Y % 100)]))
    if style == "iso":
        return "%d-%02d-%02d" % (Y, M, D)
    if style == "short":
        return "%d %s %d" % (D, MON[M - 1], Y)
    if style == "long":
        return "%d %s %d" % (D, MONTHS[M - 1], Y)
    if style == "ord":
        return "%s %s %d" % (ordinal(D), pick(rng, [MONTHS[M - 1], MON[M - 1]]), Y)
    if style == "short_us":
        return "%s %d, %d" % (MON[M - 1], D, Y)
    if style == "long_us":
        return "%s %d, %d" % (MONTHS[M - 1], D, Y)
    if style == "ora":
        return "%02d-%s-%d" % (D, MON[M - 1].upper() if chance(rng, 0.5) else MON[M - 1], Y)
    if style == "wk_num":
        return "%s %s" % (DY[d.weekday()], fmt_date(rng, d, country, "num"))
    if style == "wk_long":
        if dmy:
            return "%s %d %s %d" % (DAYS[d.weekday()], D, MONTHS[M - 1], Y)
        return "%s, %s %d, %d" % (DAYS[d.weekday()], MONTHS[M - 1], D, Y)
    if style == "dm":
        return ("%02d/%02d" % (D, M)) if dmy else ("%d/%d" % (M, D))
    if style == "wk_dm":
        return "%s %s" % (DY[d.weekday()], fmt_date(rng, d, country, "dm"))
    if style == "dmon":
        return ("%d %s" % (D, MON[M - 1])) if dmy else ("%s %d" % (MON[M - 1], D))
    if style == "monyear":
        return "%s %d" % (pick(rng, [MONTHS[M - 1], MON[M - 1]]), Y)
    if style == "year":
        return str(Y)
    if style == "weekday":
        return DAYS[d.weekday()]
    raise ValueError(style)


def years_ago(rng, d, lo, hi):
    return datetime.date(d.year - rng.randint(lo, hi), rng.randint(1, 12), rng.randint(1, 28))


def age_at(dob, d):
    return d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))


_UNITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_TENS = {2: "twenty", 3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy",
         8: "eighty", 9: "ninety"}


def age_words(a):
    if a < 20 or a > 99:
        return str(a)
    t, u = divmod(a, 10)
    return _TENS[t] + ("" if u == 0 else "-" + _UNITS[u])


def age_items(rng, age, sex, style=None):
    """List of items: the age number is the span, the rest plain text."""
    st = style or pick(rng, ["yo", "y/o", "-year-old", "aged", "sexletter", "yrs", "ynum",
                             "words", "Age:", "yoa"])
    a = str(age)
    if st == "yo":
        return [(a, "AGE"), pick(rng, [" yo", "yo", " y.o."])]
    if st == "y/o":
        return [(a, "AGE"), pick(rng, [" y/o", "y/o"])]
    if st == "-year-old":
        return [(a, "AGE"), "-year-old"]
    if st == "aged":
        return ["aged ", (a if chance(rng, 0.8) else age_words(age), "AGE")]
    if st == "sexletter":
        return [(a, "AGE"), pick(rng, [" ", ""]), sex]
    if st == "yrs":
        return [(a, "AGE"), pick(rng, [" yrs", " years", "yrs"])]
    if st == "ynum":
        return [(a, "AGE"), pick(rng, ["y", " y"])]
    if st == "words":
        return [(age_words(age), "AGE"), " years old"]
    if st == "Age:":
        return ["Age: ", (a, "AGE")]
    if st == "yoa":
        return [(a, "AGE"), " years of age"]
    raise ValueError(st)


# ---------------------------------------------------------------- contacts
_AREA = {
    "US": ["216", "312", "414", "503", "602", "614", "704", "801", "919", "612", "720", "317"],
    "CA": ["416", "604", "613", "514", "403", "902", "204", "306", "506", "709", "780"],
}


def _d(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def phone(rng, country, mobile=False, ext=False):
    if country in ("US", "CA"):
        a, last = pick(rng, _AREA[country]), "01" + _d(rng, 2)
        v = pick(rng, ["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "+1 %s 555 %s", "1-%s-555-%s"])
        v = v % (a, last)
        if ext:
            v += pick(rng, [" ext. ", " x", " ext ", " x."]) + _d(rng, rng.randint(3, 4))
        return v
    if country == "UK":
        if mobile:
            return pick(rng, ["07700 555%s", "07700 555 %s", "+44 7700 555%s"]) % _d(rng, 3)
        a = pick(rng, ["0113", "0114", "0117", "0121", "0131", "0141", "0151", "0161", "0191",
                       "01632", "01904", "01223"])
        v = pick(rng, ["%s 555 %s", "(%s) 555 %s", "%s 555%s"]) % (a, _d(rng, 4))
        if chance(rng, 0.15):
            v = "+44 (0)" + v.replace("(", "").replace(")", "")[1:]
        if ext:
            v += pick(rng, [" ext ", " ext. ", " x"]) + _d(rng, 4)
        return v
    if country == "AU":
        if mobile:
            return pick(rng, ["04%s 555 %s", "04%s555%s", "+61 4%s 555 %s"]) % (_d(rng, 2), _d(rng, 3))
        a = pick(rng, ["02", "03", "07", "08"])
        v = pick(rng, ["(%s) 5550 %s", "%s 5550 %s", "%s 5551 %s", "+61 %s 5550 %s"])
        if v.startswith("+61"):
            v = v % (a[1], _d(rng, 4))
        else:
            v = v % (a, _d(rng, 4))
        if ext:
            v += " ext " + _d(rng, 4)
        return v
    # IE
    if mobile:
        return pick(rng, ["08%s 555 %s", "08%s-555%s", "+353 8%s 555 %s"]) % (pick(rng, "3567"), _d(rng, 4))
    a = pick(rng, ["01", "021", "091", "061", "051", "066", "071", "074"])
    v = pick(rng, ["(%s) 555 %s", "%s 555 %s", "%s-555%s"]) % (a, _d(rng, 4))
    if ext:
        v += " ext. " + _d(rng, 4)
    return v


def internal_ext(rng):
    return pick(rng, ["555%d", "%d555", "%d-555%d", "555%d%d", "5-55%d%d"]).replace(
        "%d", "{}").format(*[rng.randint(0, 9) for _ in range(2)])


_EMAIL_DOMAINS = ["example.org", "example.net", "example.com"]


def email_person(rng, p):
    f, l = ascii_slug(p.first), ascii_slug(p.last)
    local = pick(rng, ["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s_%s" % (f, l),
                       "%s.%s%d" % (f, l, rng.randint(1, 99)), "%s%s" % (l, f[0])])
    return "%s@%s" % (local, pick(rng, _EMAIL_DOMAINS))


def email_role(rng, hosp=None, local=None):
    tag = ascii_slug(hosp.split()[0])[:8] if hosp else pick(rng, ["trust", "hsvc", "lhd"])
    if local == "orders":
        local = pick(rng, ["orders", "customerservice", "hef.orders", "deliveries", "accounts"])
    local = local or pick(rng, ["dietkitchen", "catering.helpdesk", "nutrition.dietetics",
                       "patientexperience", "allergen.safety", "hef.team", "foodservices",
                       "diet.office", "pals", "complaints"])
    return "%s.%s@%s" % (local, tag, pick(rng, _EMAIL_DOMAINS))


def url(rng, hosp=None):
    slug = ascii_slug(hosp.split()[0]) if hosp else pick(rng, ["menus", "nutrition"])
    host = pick(rng, ["www.example.org", "example.net", "www.example.com", "example.org"])
    path = pick(rng, ["/%s/menus", "/%s/allergens", "/mealorder/%s", "/%s/patient-dining",
                      "/hef/%s/reorder", "/%s/feedback", "/portal/%s/diet"]) % slug
    pre = pick(rng, ["https://", "http://", "", "https://"])
    if not pre and not host.startswith("www."):
        pre = "https://"
    return pre + host + path


def ipaddr(rng):
    r = rng.random()
    if r < 0.45:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(1, 254))
    if r < 0.75:
        return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(1, 254))


# ---------------------------------------------------------------- identifiers
_UP = "ABCDEFGHJKLMNPQRSTUVWXYZ"


def _L(rng, n):
    return "".join(pick(rng, _UP) for _ in range(n))


def mrn(rng, country):
    if country == "UK":
        return pick(rng, ["RX%s" % _d(rng, 7), "%s%s" % (_L(rng, 1), _d(rng, 6)),
                          "%s%s" % (_L(rng, 2), _d(rng, 6)), "K%s" % _d(rng, 7)])
    if country == "IE":
        return pick(rng, [_d(rng, 7), "%s%s" % (_d(rng, 6), _L(rng, 1)), "0" + _d(rng, 6)])
    if country == "AU":
        return pick(rng, [_d(rng, 7), "%s-%s" % (_d(rng, 3), _d(rng, 4)), "UR" + _d(rng, 6)])
    if country == "CA":
        return pick(rng, [_d(rng, 7), "M%s" % _d(rng, 8), "%s-%s" % (_d(rng, 2), _d(rng, 6))])
    return pick(rng, ["%08d" % rng.randint(0, 99999999), "E%s" % _d(rng, 7),
                      "%s-%s-%s" % (_d(rng, 3), _d(rng, 3), _d(rng, 3))])


def mrn_label(rng, country):
    return pick(rng, {"UK": ["Hosp No", "Hospital No.", "Hosp. no", "Unit No", "PAS No", "MRN"],
                      "IE": ["MRN", "Chart No.", "Hosp No", "H/N"],
                      "AU": ["UR", "UR No.", "URN", "MRN"],
                      "CA": ["MRN", "Chart #", "Hosp #", "MR#"],
                      "US": ["MRN", "MR#", "Med Rec #", "MRN#"]}[country])


def healthplan(rng, country):
    """(label, value)."""
    if country == "UK":
        v = "9%s" % _d(rng, 9)
        return (pick(rng, ["NHS No", "NHS number", "NHS No.", "NHS#"]),
                pick(rng, ["%s %s %s" % (v[:3], v[3:6], v[6:]), v]))
    if country == "IE":
        return pick(rng, [("Medical Card No", "%s%s" % (_d(rng, 7), _L(rng, 1))),
                          ("GMS No", _d(rng, 8)), ("IHI", _d(rng, 10)),
                          ("VHI member no", "%s %s" % (_d(rng, 4), _d(rng, 5)))])
    if country == "AU":
        v = "%d%s" % (rng.randint(2, 6), _d(rng, 9))
        return pick(rng, [("Medicare No", "%s %s %s" % (v[:4], v[4:9], v[9])),
                          ("Medicare", "%s %s %s/%d" % (v[:4], v[4:9], v[9], rng.randint(1, 5))),
                          ("DVA No", "N%s%s" % (pick(rng, "XVWQ"), _d(rng, 6))),
                          ("Health fund member no", _d(rng, 8))])
    if country == "CA":
        return pick(rng, [("OHIP", "%s-%s-%s-%s" % (_d(rng, 4), _d(rng, 3), _d(rng, 3), _L(rng, 2))),
                          ("PHN", "9%s %s %s" % (_d(rng, 3), _d(rng, 3), _d(rng, 3))),
                          ("Health Card #", "%s %s %s" % (_d(rng, 4), _d(rng, 3), _d(rng, 3))),
                          ("RAMQ", "%s %s %s" % (_L(rng, 4), _d(rng, 4), _d(rng, 4)))])
    return pick(rng, [("Member ID", "%s%s" % (_L(rng, 3), _d(rng, 9))),
                      ("Medicare ID", "%d%s%d%s%d%s" % (rng.randint(1, 9), _L(rng, 1), rng.randint(0, 9),
                                                        _L(rng, 2), rng.randint(0, 9), _d(rng, 4))),
                      ("Policy #", "W%s" % _d(rng, 9)), ("Group #", _d(rng, 6)),
                      ("Medicaid #", "%s%s" % (_L(rng, 2), _d(rng, 8)))])


def ssn(rng, country):
    """(label, value); every value's digits start with 9 or 000."""
    if country == "UK":
        return (pick(rng, ["NI No", "NINO", "National Insurance No"]),
                "QQ %s %s %s %s" % ("9" + _d(rng, 1), _d(rng, 2), _d(rng, 2), pick(rng, "ABCD")))
    if country == "IE":
        return ("PPSN", "9%s%s" % (_d(rng, 6), pick(rng, ["A", "T", "W", "TA", "WA"])))
    if country == "CA":
        return ("SIN", pick(rng, ["9%s %s %s", "9%s-%s-%s"]) % (_d(rng, 2), _d(rng, 3), _d(rng, 3)))
    if country == "AU":
        return ("TFN", "9%s %s %s" % (_d(rng, 2), _d(rng, 3), _d(rng, 3)))
    return (pick(rng, ["SSN", "SS#", "Social Security No."]),
            pick(rng, ["9%s-%s-%s" % (_d(rng, 2), _d(rng, 2), _d(rng, 4)),
                       "000-%s-%s" % (_d(rng, 2), _d(rng, 4)), "9%s" % _d(rng, 8)]))


def account(rng, country):
    return pick(rng, ["%s-%s" % (_d(rng, 4), _d(rng, 4)), "V%s" % _d(rng, 9), _d(rng, 10),
                      "ENC%s" % _d(rng, 8), "%s%s" % (_L(rng, 2), _d(rng, 7)), _d(rng, 8)])


def license_no(rng, country, kind=None):
    """(label, value) for professional / other licences and certificates."""
    kinds = {"UK": ["HCPC", "GMC", "NMC", "FH"], "IE": ["CORU", "IMC", "NMBI", "FH"],
             "AU": ["APD", "AHPRA", "FH"], "CA": ["CDO", "CPSO", "FH"],
             "US": ["NPI", "DEA", "CDR", "FH", "DL"]}[country]
    k = kind or pick(rng, kinds)
    return {
        "HCPC": ("HCPC reg", "DT0%s" % _d(rng, 5)), "GMC": ("GMC", _d(rng, 7)),
        "NMC": ("NMC PIN", "%s%s%s" % (_d(rng, 2), _L(rng, 1), _d(rng, 4) + _L(rng, 1))),
        "CORU": ("CORU reg", "DI0%s" % _d(rng, 5)), "IMC": ("IMC", _d(rng, 6)),
        "NMBI": ("NMBI PIN", _d(rng, 6)), "APD": ("APD no.", "%s" % _d(rng, 5)),
        "AHPRA": ("AHPRA", "MED000%s" % _d(rng, 7)), "CDO": ("CDO reg #", _d(rng, 4)),
        "CPSO": ("CPSO #", _d(rng, 5)), "NPI": ("NPI", "1%s" % _d(rng, 9)),
        "DEA": ("DEA", "%s%s" % (_L(rng, 2), _d(rng, 7))), "CDR": ("CDR #", _d(rng, 6)),
        "FH": (pick(rng, ["Food Hygiene L2 cert", "Food Safety cert no.", "FH cert"]),
               "FH-%d-%s" % (rng.randint(2019, 2024), _d(rng, 5))),
        "DL": ("DL#", "%s%s" % (_L(rng, 1), _d(rng, 7))),
        "DRIVER": ("licence no.", "%s%s" % (_L(rng, 5), _d(rng, 6))),
    }[k]


def device_serial(rng, kind="pump"):
    if kind == "pump":
        return pick(rng, ["IF6-%s" % _d(rng, 6), "EFG%s" % _d(rng, 7), "SN%s%s" % (_L(rng, 2), _d(rng, 6)),
                          "%s-%s-%s" % (_d(rng, 2), _L(rng, 2), _d(rng, 5))])
    if kind == "tablet":
        return pick(rng, ["MT-TAB-%s" % _d(rng, 4), "TAB%s" % _d(rng, 6), "HHT-%s" % _d(rng, 5)])
    if kind == "probe":
        return pick(rng, ["TP-%s" % _d(rng, 5), "PRB%s" % _d(rng, 6), "%s%s" % (_L(rng, 3), _d(rng, 5))])
    if kind == "logger":
        return pick(rng, ["DL-%s" % _d(rng, 6), "WL%s" % _d(rng, 7)])
    return "SN %s" % _d(rng, 8)


def vehicle(rng, country):
    if country == "UK":
        return "%s%02d %s" % (_L(rng, 2), rng.randint(10, 74), _L(rng, 3))
    if country == "IE":
        return "%d-%s-%s" % (rng.randint(141, 242), pick(rng, ["D", "C", "G", "KY", "L", "WX", "MO"]),
                             _d(rng, rng.randint(3, 5)))
    if country == "AU":
        return pick(rng, ["%s-%s" % (_L(rng, 3), _d(rng, 3)), "%d%s %d%s" % (rng.randint(1, 9), _L(rng, 2),
                                                                           rng.randint(1, 9), _L(rng, 2))])
    if country == "CA":
        return pick(rng, ["%s %s" % (_L(rng, 4), _d(rng, 3)), "%s%s%s" % (_L(rng, 2), _d(rng, 3), _L(rng, 1))])
    return pick(rng, ["%d%s%s" % (rng.randint(1, 9), _L(rng, 3), _d(rng, 3)), "%s-%s" % (_L(rng, 3), _d(rng, 4))])


def vin(rng):
    return "1%s%s" % (_L(rng, 4), _d(rng, 12))


def bioid(rng):
    return pick(rng, ["FP-%s" % _d(rng, 5), "BIO%s" % _d(rng, 6), "FPT-%s-%s" % (_L(rng, 2), _d(rng, 4)),
                      "PV%s" % _d(rng, 7)])


def idnum(rng, kind):
    y = rng.randint(2022, 2025)
    return {
        "incident": pick(rng, ["IR-%d-%s" % (y, _d(rng, 4)), "W%s" % _d(rng, 6), "DX%s" % _d(rng, 5),
                               "INC%s" % _d(rng, 7), "%d/%s" % (y, _d(rng, 5))]),
        "complaint": pick(rng, ["C/%d/%s" % (y, _d(rng, 4)), "COMP-%s" % _d(rng, 5),
                                "PE%s" % _d(rng, 6), "FB-%d-%s" % (y, _d(rng, 3))]),
        "order": pick(rng, ["SD-%d-%s" % (y, _d(rng, 4)), "DO%s" % _d(rng, 7), "ORD-%s" % _d(rng, 6),
                            "%s" % _d(rng, 9)]),
        "req": pick(rng, ["REQ-%s" % _d(rng, 6), "PO-%s" % _d(rng, 7), "RQ%s" % _d(rng, 5),
                          "HEF/%d/%s" % (y, _d(rng, 4))]),
        "referral": pick(rng, ["REF-%s" % _d(rng, 6), "ER%s" % _d(rng, 7), "%s-DIET" % _d(rng, 6)]),
        "rx": pick(rng, ["RX-%s" % _d(rng, 7), "P%s" % _d(rng, 6), "FP10-%s" % _d(rng, 6)]),
        "delivery": pick(rng, ["DN-%s" % _d(rng, 6), "CON%s" % _d(rng, 8), "%s-%s" % (_L(rng, 2), _d(rng, 7))]),
        "call": pick(rng, ["TEL-%s" % _d(rng, 6), "CALL%s" % _d(rng, 5)]),
        "tray": pick(rng, ["TT%s" % _d(rng, 6), "T-%s" % _d(rng, 5)]),
    }[kind]


# ---------------------------------------------------------------- addresses
def address(rng, country, town=None):
    """dict of parts: street, city, state (may be ''), zip, country."""
    st = PP.STATES[country]
    s = pick(rng, st)
    return {"street": PP.street(rng, country), "city": town or pick(rng, PP.TOWNS[country]),
            "state_full": s[0], "state_abbr": s[1] or s[0], "zip": PP.postcode(rng, country),
            "country": pick(rng, PP.COUNTRY_NAMES[country]), "cc": country}


def addr_items(rng, a, multiline=False, with_country=None, abbr=None):
    """Note items for an address, split into parts."""
    cc = a["cc"]
    sep = "\n" if multiline else ", "
    it = [(a["street"], "STREET"), sep, (a["city"], "CITY")]
    if cc in ("US", "CA", "AU"):
        use_abbr = abbr if abbr is not None else chance(rng, 0.75)
        stv = a["state_abbr"] if use_abbr else a["state_full"]
        it += [pick(rng, [", ", " "]) if not multiline else ", ", (stv, "STATE"),
               pick(rng, ["  ", " "]), (a["zip"], "ZIP")]
    elif cc == "IE":
        if chance(rng, 0.6):
            it += [sep, pick(rng, ["Co. ", "Co ", "County "]), (a["state_full"], "CITY")]
        it += [sep, (a["zip"], "ZIP")]
    else:
        if chance(rng, 0.35):
            it += [sep, (a["state_full"], "CITY")]
        it += [sep if multiline else pick(rng, [", ", " ", "  "]), (a["zip"], "ZIP")]
    wc = with_country if with_country is not None else chance(rng, 0.12)
    if wc:
        it += [sep, (a["country"], "COUNTRY")]
    return it
