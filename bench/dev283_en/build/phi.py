"""PHI formatters: people, names in many surface forms, dates, contacts,
addresses. Every function takes the shared random.Random(283) object.
Functions return *items* for notebuilder.Note.add().
"""
import datetime as dt

import pools_names as PN
import pools_places as PP

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


class Person:
    def __init__(self, first, middle, last, sex):
        self.first, self.middle, self.last, self.sex = first, middle, last, sex

    @property
    def full(self):
        return "%s %s" % (self.first, self.last)


def new_person(rng, sex=None, last=None):
    if sex is None:
        sex = rng.choice("FM")
    first = rng.choice(PN.FIRST_F if sex == "F" else PN.FIRST_M)
    middle = rng.choice(PN.MIDDLE_INITIALS) if rng.random() < 0.45 else None
    return Person(first, middle, last or rng.choice(PN.SURNAMES), sex)


def title_for(p, rng):
    if p.sex == "M":
        return rng.choice(["Mr", "Mr", "Mr.", "MR"])
    return rng.choice(["Mrs", "Ms", "Miss", "Mrs.", "Ms."])


def _initials(p, dots=True):
    letters = [p.first[0], p.last[0]]
    if dots:
        return ".".join(letters) + "."
    return "".join(letters)


def name_forms(p, typ, form, rng, title=None):
    """Return items for person p as a span of fine type typ in the given form."""
    if form == "full":
        return [(p.full, typ)]
    if form == "fml":
        mid = (" %s. " % p.middle) if p.middle else " "
        return [(p.first + mid + p.last, typ)]
    if form == "lf":
        return [("%s, %s" % (p.last, p.first), typ)]
    if form == "LF":
        mid = (" " + p.middle) if p.middle else ""
        return [("%s, %s%s" % (p.last.upper(), p.first.upper(), mid), typ)]
    if form == "LFm":
        return [("%s %s" % (p.last.upper(), p.first), typ)]
    if form == "title_last":
        return [(title or title_for(p, rng)) + " ", (p.last, typ)]
    if form == "title_full":
        return [(title or title_for(p, rng)) + " ", (p.full, typ)]
    if form == "init_last":
        sep = rng.choice([". ", " ", "."])
        return [(p.first[0] + sep + p.last, typ)]
    if form == "initials":
        return [(_initials(p, rng.random() < 0.5), typ)]
    if form == "first":
        return [(p.first, typ)]
    if form == "last":
        return [(p.last, typ)]
    if form == "nick":
        return [(PN.NICKNAMES.get(p.first, p.first), typ)]
    if form == "first_init":
        return [("%s %s." % (p.first, p.last[0]), typ)]
    raise ValueError(form)


PATIENT_FORMS = ["full", "full", "fml", "lf", "LF", "LF", "title_last", "title_last",
                 "title_full", "init_last", "initials", "first", "LFm", "first_init"]


def pt(p, rng, form=None):
    return name_forms(p, "PATIENT", form or rng.choice(PATIENT_FORMS), rng)


def staff(p, rng, form=None, role="eng"):
    """Staff names (type DOCTOR). Titles and credentials are outside the span."""
    if form is None:
        form = rng.choice(["full", "full", "init_last", "title_last", "cred", "fml", "first"])
    if form == "title_last":
        if role == "doc":
            t = rng.choice(["Dr", "Dr.", "Dr", "Prof"])
        elif role == "nurse":
            t = rng.choice(["Sister", "S/N", "Charge Nurse", "Nurse", "CN"]) if p.sex == "F" \
                else rng.choice(["Charge Nurse", "S/N", "CN", "Nurse"])
        else:
            t = title_for(p, rng)
        return [t + " ", (p.last, "DOCTOR")]
    if form == "cred":
        cred = {"doc": ["MD", "MBBS", "FRCA", "DO"], "nurse": ["RN", "RGN", "CNS", "NP"],
                "pharm": ["PharmD", "MRPharmS", "RPh"],
                "eng": ["IEng", "CEng", "CBET", "BEng", "MIPEM", "CCE"]}.get(role, ["BSc"])
        return [(p.full, "DOCTOR"), rng.choice([", ", " ", ", "]) + rng.choice(cred)]
    return name_forms(p, "DOCTOR", form, rng)


def username(p, rng):
    f, l = p.first.lower(), "".join(ch for ch in p.last.lower() if ch.isalpha())
    f = "".join(ch for ch in f if ch.isalpha())
    style = rng.randrange(6)
    if style == 0:
        return f[0] + l[:8]
    if style == 1:
        return "%s.%s" % (f, l)
    if style == 2:
        return "%s%s%d" % (f[0], l[:6], rng.randint(1, 9))
    if style == 3:
        return "%s_%s" % (l[:7], f[0])
    if style == 4:
        return "%s%s" % (f[:3], l[:3])
    return (f[0] + l[:7]).upper()


def email(p, rng, dom=None):
    f = "".join(ch for ch in p.first.lower() if ch.isalpha())
    l = "".join(ch for ch in p.last.lower() if ch.isalpha())
    local = rng.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s_%s%d" % (f, l[:4], rng.randint(1, 99)),
                        "%s.%s" % (l, f[0])])
    return "%s@%s" % (local, dom or rng.choice(["example.com", "example.org", "example.net"]))


def org_email(rng, box, sub=None):
    dom = rng.choice(["example.org", "example.com", "example.net"])
    if sub:
        dom = sub + "." + dom
    return "%s@%s" % (box, dom)


# ---------------------------------------------------------------- dates

def rand_date(rng, y0=2019, y1=2025):
    start = dt.date(y0, 1, 1).toordinal()
    end = dt.date(y1, 10, 31).toordinal()
    return dt.date.fromordinal(rng.randint(start, end))


def shift(d, days):
    return d + dt.timedelta(days=days)


def dob_for_age(rng, ref, age):
    m, d = rng.randint(1, 12), rng.randint(1, 28)
    y = ref.year - age if (m, d) <= (ref.month, ref.day) else ref.year - age - 1
    return dt.date(y, m, d)


def fmt_date(d, country, rng, style=None):
    us = country == "US"
    if style is None:
        style = rng.choice(["num", "num", "num", "iso", "dmy_text", "mdy_text", "dmon",
                            "num2", "dot" if country != "US" else "num", "wk_text"])
    if style == "num":
        if us:
            return rng.choice(["%d/%d/%d", "%02d/%02d/%d"]) % (d.month, d.day, d.year)
        return rng.choice(["%02d/%02d/%d", "%d/%d/%d"]) % (d.day, d.month, d.year)
    if style == "num2":
        if us:
            return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
        return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
    if style == "iso":
        return d.isoformat()
    if style == "dmy_text":
        m = MONTHS[d.month - 1]
        return rng.choice(["%d %s %d" % (d.day, m, d.year), "%d %s %d" % (d.day, m[:3], d.year),
                           "%d %s. %d" % (d.day, m[:3], d.year) if d.month != 5 else "%d May %d" % (d.day, d.year)])
    if style == "mdy_text":
        m = MONTHS[d.month - 1]
        return rng.choice(["%s %d, %d" % (m, d.day, d.year), "%s %d %d" % (m[:3], d.day, d.year)])
    if style == "dmon":
        m = MONTHS[d.month - 1][:3].upper()
        return rng.choice(["%02d-%s-%d" % (d.day, m, d.year), "%02d-%s-%02d" % (d.day, m.title(), d.year % 100),
                           "%02d%s%d" % (d.day, m, d.year)])
    if style == "dot":
        return "%02d.%02d.%d" % (d.day, d.month, d.year)
    if style == "compact":
        return "%d%02d%02d" % (d.year, d.month, d.day)
    if style == "wk_text":
        wd = WEEKDAYS[d.weekday()]
        if us:
            return rng.choice(["%s, %s %d, %d" % (wd, MONTHS[d.month - 1], d.day, d.year),
                               "%s %d/%d" % (wd[:3], d.month, d.day)])
        return rng.choice(["%s %d %s %d" % (wd, d.day, MONTHS[d.month - 1], d.year),
                           "%s %02d/%02d" % (wd[:3], d.day, d.month)])
    if style == "month_year":
        return rng.choice(["%s %d" % (MONTHS[d.month - 1], d.year), "%s %d" % (MONTHS[d.month - 1][:3], d.year),
                           "%02d/%d" % (d.month, d.year)])
    if style == "short":  # no year
        if us:
            return "%d/%d" % (d.month, d.day)
        return rng.choice(["%d/%d" % (d.day, d.month), "%d %s" % (d.day, MONTHS[d.month - 1][:3])])
    if style == "year":
        return str(d.year)
    raise ValueError(style)


def date(d, country, rng, style=None):
    return (fmt_date(d, country, rng, style), "DATE")


def clock(rng):
    return rng.choice(["%02d:%02d", "%d:%02d", "%02d:%02d", "%02d.%02d", "%02d:%02dh"]) % (rng.randint(6, 22), rng.randint(0, 59))


# ---------------------------------------------------------------- contacts

UK_AREAS = ["0113", "0114", "0117", "0121", "0131", "0141", "0151", "0161", "0191",
            "01904", "01223", "01632", "028 90", "029 20", "01392"]
AU_AREAS = ["02", "03", "07", "08"]


def phone(rng, country, kind="main"):
    """kind: main | mobile | ext | pager. All numbers contain 555."""
    if kind == "ext":
        return rng.choice(["555%d", "555%02d"]) % rng.randint(0, 9 if rng.random() < 0.5 else 99)
    if kind == "pager":
        return rng.choice(["555-%04d", "555%d", "555 %03d"]) % rng.randint(1, 999)
    if country in ("US", "CA"):
        a = rng.choice([216, 248, 303, 319, 412, 503, 612, 614, 713, 802, 859, 402, 505, 608]
                       if country == "US" else [905, 416, 604, 780, 514, 902, 204, 306, 709, 613])
        n = rng.randint(100, 199)
        return rng.choice(["(%d) 555-%04d", "%d-555-%04d", "%d.555.%04d", "+1 %d 555 %04d",
                           "1-%d-555-%04d"]) % (a, n)
    if country == "UK":
        if kind == "mobile" or (kind == "any" and rng.random() < 0.3):
            return rng.choice(["07700 555%03d", "07700 555 %03d", "+44 7700 555%03d"]) % rng.randint(0, 999)
        a = rng.choice(UK_AREAS)
        n = rng.randint(0, 9999)
        if rng.random() < 0.2:
            return "+44 %s 555 %04d" % (a.lstrip("0"), n)
        return rng.choice(["%s 555 %04d", "%s 555%04d", "(%s) 555 %04d"]) % (a, n)
    # AU
    if kind == "mobile" or (kind == "any" and rng.random() < 0.3):
        return rng.choice(["0491 555 %03d", "0412 555 %03d", "+61 491 555 %03d"]) % rng.randint(0, 999)
    a = rng.choice(AU_AREAS)
    n = rng.randint(0, 9999)
    fmt = rng.choice(["(%s) 5550 %04d", "%s 5555 %04d", "+61 %s 5550 %04d"])
    return fmt % (a.lstrip("0") if fmt.startswith("+") else a, n)


def phone_ext(rng, country):
    base = phone(rng, country)
    return base + rng.choice([" ext. %d", " ext %d", " x%d", " extn %d"]) % rng.randint(200, 7999)


def ipaddr(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(2, 254))
    if k == 1:
        return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(2, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(2, 254))


def mac(rng):
    sep = rng.choice([":", "-"])
    return sep.join("%02X" % rng.randint(0, 255) for _ in range(6))


def url(rng, path_kind="generic"):
    host = rng.choice(["www.example.org", "portal.example.com", "cmms.example.net",
                       "fsn.example.com", "equipment.example.org", "www.example.net",
                       "loans.example.org", "support.example.com"])
    paths = {
        "generic": ["", "/contact", "/equipment-library", "/returns", "/home-oxygen"],
        "wo": ["/wo/%d" % rng.randint(10000, 99999), "/jobs?id=%d" % rng.randint(10000, 99999)],
        "fsn": ["/fsn/%d" % rng.randint(100, 999), "/notices/response-form",
                "/safety/customer-reply"],
        "portal": ["/patient/device-support", "/rma/new", "/service/track"],
    }[path_kind]
    scheme = rng.choice(["https://", "https://", "http://", ""])
    if not scheme and not host.startswith("www"):
        scheme = "https://"
    return scheme + host + rng.choice(paths)


# ---------------------------------------------------------------- addresses

def _postcode(rng, country):
    L = "ABCDEFGHJKLMNPRSTUWXYZ"
    if country == "UK":
        out = rng.choice(["KE", "MB", "TW", "LV", "BF", "HM", "PW", "EY", "CB", "GS", "NQ", "DM"])
        return "%s%d %d%s%s" % (out, rng.randint(1, 29), rng.randint(0, 9), rng.choice(L), rng.choice(L))
    if country == "US":
        z = "%05d" % rng.randint(10000, 99950)
        return z + ("-%04d" % rng.randint(1, 9999) if rng.random() < 0.2 else "")
    if country == "AU":
        return "%04d" % rng.choice([rng.randint(2000, 2999), rng.randint(3000, 3999), rng.randint(4000, 4899),
                                    rng.randint(5000, 5799), rng.randint(6000, 6799), rng.randint(7000, 7470)])
    fsa = rng.choice("ABCEGHJKLMNPRSTVXY") + str(rng.randint(0, 9)) + rng.choice("ABCEGHJKLMNPRSTVWXYZ")
    return "%s %d%s%d" % (fsa, rng.randint(0, 9), rng.choice("ABCEGHJKLMNPRSTVWXYZ"), rng.randint(0, 9))


def new_address(rng, country):
    num = rng.randint(1, 2400 if country == "US" else 240)
    street = "%d %s %s" % (num, rng.choice(PP.STREET_NAMES), rng.choice(PP.STREET_SUFFIX[country]))
    if rng.random() < 0.22:
        unit = rng.choice(PP.UNIT_FORMS[country]).format(n=rng.choice([str(rng.randint(1, 30)), "%d%s" % (rng.randint(1, 9), rng.choice("ABCD"))]))
        if unit.endswith("/"):
            street = unit + street
        elif country == "UK":
            street = unit + ", " + street
        else:
            street = street + ", " + unit
    a = {"street": street, "city": rng.choice(PP.CITIES[country]), "zip": _postcode(rng, country),
         "country": country, "county": None, "state": None, "state_abbr": None}
    if country == "UK":
        if rng.random() < 0.45:
            a["county"] = rng.choice(PP.UK_COUNTIES)
    else:
        st = rng.choice(PP.STATES[country])
        a["state"], a["state_abbr"] = st
    return a


def address(a, rng, multiline=False, with_country=False, abbr=None):
    """Items for an address; parts split per guideline."""
    sep = "\n" if multiline else ", "
    out = [(a["street"], "STREET"), sep, (a["city"], "CITY")]
    c = a["country"]
    if c == "UK":
        if a["county"]:
            out += [sep, (a["county"], "CITY")]
        out += [sep if multiline or rng.random() < 0.5 else " ", (a["zip"], "ZIP")]
    else:
        use_abbr = abbr if abbr is not None else rng.random() < 0.8
        st = a["state_abbr"] if use_abbr else a["state"]
        out += [", " if (c != "AU" or rng.random() < 0.5) and not multiline else (" " if not multiline else ", "),
                (st, "STATE"), rng.choice([" ", "  "]) if c != "CA" else " ", (a["zip"], "ZIP")]
    if with_country:
        out += [sep, (rng.choice(PP.COUNTRY_NAME[c]), "COUNTRY")]
    return out
