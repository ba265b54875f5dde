"""Country-aware generators of fictional identifiers, contacts, dates,
addresses and people.  Every call takes the single shared random.Random."""
import datetime as dt

from doc import P, J
import pools_people as PP
import pools_places as PL

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UK_LIKE = ("UK", "IE", "AU", "NZ", "ZA")
LET = "ABCDEFGHJKLMNPRSTUVWXYZ"


def dig(r, n):
    return "".join(str(r.randrange(10)) for _ in range(n))


def let(r, n, pool=LET):
    return "".join(r.choice(pool) for _ in range(n))


def wchoice(r, pairs):
    tot = sum(w for _, w in pairs)
    x = r.uniform(0, tot)
    acc = 0
    for v, w in pairs:
        acc += w
        if x <= acc:
            return v
    return pairs[-1][0]


def chance(r, p):
    return r.random() < p


# ---------------------------------------------------------------- contacts
def phone(r, c, mobile=None):
    if mobile is None:
        mobile = chance(r, 0.4)
    if c in ("US", "CA"):
        area = r.choice(["216", "412", "617", "303", "503", "512", "404", "612", "615", "919",
                         "602", "804", "314", "319", "502", "505", "207"] if c == "US" else
                        ["416", "604", "403", "514", "204", "902", "306", "506", "709", "613"])
        line = "01" + dig(r, 2)
        f = r.randrange(4)
        if f == 0:
            return "(%s) 555-%s" % (area, line)
        if f == 1:
            return "%s-555-%s" % (area, line)
        if f == 2:
            return "%s.555.%s" % (area, line)
        return "+1 %s 555 %s" % (area, line)
    if c == "UK":
        if mobile:
            return r.choice(["07700 555", "07911 555", "07456 555"]) + dig(r, 3)
        code = r.choice(["0161", "0113", "0151", "0117", "0114", "0191", "01632", "01865"])
        v = "%s 555 %s" % (code, dig(r, 4))
        return v if chance(r, 0.8) else "+44 " + v[1:]
    if c == "IE":
        if mobile:
            return r.choice(["087", "086", "085", "083"]) + " 555 " + dig(r, 4)
        code = r.choice(["01", "021", "091", "061", "066", "094", "071", "056"])
        v = "(%s) 555 %s" % (code, dig(r, 4)) if chance(r, 0.5) else "%s 555 %s" % (code, dig(r, 4))
        return v if chance(r, 0.85) else "+353 %s 555 %s" % (code[1:], dig(r, 4))
    if c == "AU":
        if mobile:
            return "04" + dig(r, 2) + " 555 " + dig(r, 3)
        code = r.choice(["02", "03", "07", "08"])
        v = "(%s) 5550 %s" % (code, dig(r, 4))
        return v if chance(r, 0.85) else "+61 %s 5550 %s" % (code[1:], dig(r, 4))
    if c == "NZ":
        if mobile:
            return r.choice(["021", "022", "027"]) + " 555 " + dig(r, 4)
        code = r.choice(["09", "07", "03", "04", "06"])
        return "(%s) 555 %s" % (code, dig(r, 4)) if chance(r, 0.7) else "+64 %s 555 %s" % (code[1], dig(r, 4))
    # ZA
    if mobile:
        return r.choice(["082", "083", "072", "076"]) + " 555 " + dig(r, 4)
    code = r.choice(["011", "021", "031", "041", "012"])
    return "%s 555 %s" % (code, dig(r, 4)) if chance(r, 0.8) else "+27 %s 555 %s" % (code[1:], dig(r, 4))


def ext(r, v):
    return v + r.choice([" ext. ", " ext ", " x", " Ext "]) + dig(r, 4)


def pager(r, c):
    if c in ("US", "CA"):
        return r.choice(["555-" + dig(r, 4), "555" + dig(r, 2), "555" + dig(r, 1)])
    return "555" + dig(r, r.choice([1, 2]))


EMAIL_DOMAINS = ["example.org", "example.net", "example.com"]


def email_of(r, first, last, kind="staff"):
    f = first.lower().replace(" ", "").replace("'", "")
    l = last.lower().replace(" ", "").replace("'", "")
    d = r.choice(EMAIL_DOMAINS)
    if kind == "staff":
        v = r.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s.%s" % (f[0], l)])
        if chance(r, 0.5):
            d = r.choice(["nhs.example.net", "health.example.org", "hospital.example.com",
                          "ph-centre.example.org", "hse.example.net", "clinic.example.com"])
    else:
        v = r.choice(["%s.%s%s" % (f, l, dig(r, 2)), "%s_%s" % (f, l[:3]), "%s%s" % (f, dig(r, 3)),
                      "%s.%s" % (f[0], l)])
    return v + "@" + d


def team_email(r):
    return r.choice(["ph.nurses", "pulmvascular", "ph-pharmacy", "phreferrals", "rhc.bookings",
                     "ph.homecare", "echo.lab", "ph-mdt", "transplant.office",
                     "shared.care"]) + "@" + r.choice(EMAIL_DOMAINS)


def url(r, kind="portal"):
    host = r.choice(["www.example.org", "portal.example.net", "www.example.com",
                     "homecare.example.com", "ph.example.org", "myhealth.example.net"])
    path = r.choice(["/ph", "/patient", "/pump-support", "/ph-clinic/resources", "/refer",
                     "/homecare/orders", "/track", "/login", "/6mwt-diary", ""])
    pre = r.choice(["", "https://", "http://"])
    return pre + host + path


def ipaddr(r):
    k = r.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (r.randrange(256), r.randrange(256), r.randrange(1, 255))
    if k == 1:
        return "172.%d.%d.%d" % (r.randrange(16, 32), r.randrange(256), r.randrange(1, 255))
    return "192.168.%d.%d" % (r.randrange(256), r.randrange(1, 255))


def username(r, first, last):
    f = first.lower().replace(" ", "").replace("'", "")
    l = last.lower().replace(" ", "").replace("'", "")
    return r.choice(["%s%s" % (f[0], l[:7]), "%s%s%s" % (f[0], l[:6], dig(r, 1)),
                     "%s.%s" % (f, l[:1]), "%s%s" % (l[:5], f[:2]), "u%s" % dig(r, 6),
                     "%s_%s" % (f[:3], l[:4])])


# ---------------------------------------------------------------- identifiers
def mrn(r, c):
    if c == "US":
        return r.choice([dig(r, 8), "MR" + dig(r, 7), "E" + dig(r, 9), "00" + dig(r, 7)])
    if c == "UK":
        return r.choice(["K" + dig(r, 6), "RX" + dig(r, 7), "B" + dig(r, 7), "M" + dig(r, 6) + "T"])
    if c == "IE":
        return r.choice([dig(r, 7), "0" + dig(r, 6), "H" + dig(r, 6)])
    if c == "CA":
        return r.choice([dig(r, 7), "H" + dig(r, 7), dig(r, 2) + "-" + dig(r, 6)])
    if c == "AU":
        return r.choice([dig(r, 7), "UR" + dig(r, 6), dig(r, 8)])
    if c == "NZ":
        return let(r, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + dig(r, 4)
    return r.choice(["H" + dig(r, 7), dig(r, 9), "GSH" + dig(r, 6)])


def national_no(r, c):
    """(type, label, value) of the national health identifier, if any."""
    if c == "UK":
        return ("MRN", "NHS No", "%s %s %s" % (dig(r, 3), dig(r, 3), dig(r, 4)))
    if c == "NZ":
        return ("MRN", "NHI", let(r, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + dig(r, 4))
    if c == "AU":
        return ("HEALTHPLAN", "Medicare No", "%s %s %s" % (dig(r, 4), dig(r, 5), dig(r, 1)))
    if c == "CA":
        return ("HEALTHPLAN", r.choice(["OHIP", "Health Card No", "PHN"]),
                "%s-%s-%s-%s" % (dig(r, 4), dig(r, 3), dig(r, 3), let(r, 2, "ABCDEFGHJKLMNPRSTVWXYZ")))
    if c == "IE":
        return ("HEALTHPLAN", r.choice(["Medical Card No", "GMS No"]), dig(r, 7) + let(r, 1, "ABCDEFGHJKLMNPRSTW"))
    if c == "ZA":
        return ("HEALTHPLAN", "Medical Aid No", dig(r, 9))
    return ("HEALTHPLAN", "Member ID", let(r, 3) + dig(r, 6))


def healthplan(r, c):
    if c == "US":
        return r.choice([let(r, 3) + dig(r, 6), "W" + dig(r, 9), dig(r, 1) + let(r, 2) + dig(r, 1)
                         + "-" + let(r, 2) + dig(r, 1) + "-" + let(r, 2) + dig(r, 2)])
    if c == "ZA":
        return dig(r, 9)
    if c == "AU":
        return "%s %s %s" % (dig(r, 4), dig(r, 5), dig(r, 1))
    return let(r, 2) + dig(r, 7)


def group_no(r):
    return r.choice(["GRP-" + dig(r, 5), dig(r, 6), "G" + dig(r, 7)])


def account(r):
    return r.choice(["ENC" + dig(r, 8), dig(r, 4) + "-" + dig(r, 4), "A" + dig(r, 9),
                     "EP" + dig(r, 7), "V" + dig(r, 8), dig(r, 10)])


def idnum(r, kind):
    y = str(r.randrange(19, 26))
    pre = {"acc": "RHC", "echo": "ECH", "6mw": "6MW", "ord": "ORD", "rx": "RX", "hc": "HC",
           "dlv": "DLV", "ref": "REF", "mdt": "MDT", "lab": "L", "gen": "GEN", "tx": "TX"}[kind]
    f = r.randrange(3)
    if f == 0:
        return "%s-%s-%s" % (pre, y, dig(r, 5))
    if f == 1:
        return "%s%s%s" % (pre, y, dig(r, 6))
    return "%s/%s/%s" % (pre, dig(r, 4), y)


def ssn(r, c):
    if c == "US":
        return r.choice(["9%s-%s-%s" % (dig(r, 2), dig(r, 2), dig(r, 4)),
                         "000-%s-%s" % (dig(r, 2), dig(r, 4))])
    if c == "IE":
        return "9" + dig(r, 6) + let(r, 1, "ABCDEFGHJKLMNPRSTW") + r.choice(["", "", "W", "A"])
    if c == "CA":
        return "9%s %s %s" % (dig(r, 2), dig(r, 3), dig(r, 3))
    return None


def ssn_label(c):
    return {"US": "SSN", "IE": "PPSN", "CA": "SIN"}.get(c, "SSN")


def license(r, c, role):
    """(label, value) for a clinician registration number."""
    if c == "US":
        if role == "pharm":
            return ("License #", "RPH." + dig(r, 6))
        if chance(r, 0.25) and role == "doc":
            return ("DEA", let(r, 2, "ABFM") + dig(r, 7))
        return ("NPI", "1" + dig(r, 9))
    if c == "UK":
        if role == "doc":
            return ("GMC", dig(r, 7))
        if role == "pharm":
            return ("GPhC", "20" + dig(r, 5))
        return ("NMC PIN", dig(r, 2) + let(r, 1) + dig(r, 4) + let(r, 1, "EONS"))
    if c == "IE":
        if role == "doc":
            return ("MCRN", dig(r, 6))
        if role == "pharm":
            return ("PSI Reg", dig(r, 5))
        return ("NMBI PIN", dig(r, 6))
    if c == "CA":
        if role == "doc":
            return (r.choice(["CPSO #", "CPSBC #", "Licence #"]), dig(r, 5))
        return ("Reg #", dig(r, 6))
    if c == "AU":
        pre = {"doc": "MED", "pharm": "PHA", "nurse": "NMW"}.get(role, "MED")
        return ("AHPRA", pre + "000" + dig(r, 7))
    if c == "NZ":
        return ("MCNZ" if role == "doc" else "APC", dig(r, 5))
    return ("HPCSA", r.choice(["MP", "MP0"]) + dig(r, 6))


def device_sn(r, kind="pump"):
    if kind == "pump":
        return r.choice(["CL" + dig(r, 7), dig(r, 3) + "-" + dig(r, 5), "RMP-" + dig(r, 6),
                         "SN" + dig(r, 8), let(r, 2) + dig(r, 6) + let(r, 1)])
    if kind == "o2":
        return r.choice(["OC-" + dig(r, 7), "ES" + dig(r, 6), dig(r, 4) + "-" + let(r, 2) + dig(r, 3)])
    if kind == "cath":
        return r.choice(["LOT " + dig(r, 6), dig(r, 8)])
    return "SN " + dig(r, 9)


def plate(r, c):
    if c == "UK":
        return let(r, 2) + dig(r, 2) + " " + let(r, 3)
    if c == "IE":
        return "%s-%s-%s" % (r.choice(["191", "201", "222", "231", "161", "08"]),
                             r.choice(["G", "C", "D", "KY", "MO", "L", "T", "WX"]), dig(r, r.choice([3, 4, 5])))
    if c == "US":
        return dig(r, 1) + let(r, 3) + dig(r, 3)
    if c == "CA":
        return let(r, 4) + " " + dig(r, 3)
    if c == "AU":
        return r.choice([let(r, 3) + "-" + dig(r, 3), dig(r, 1) + let(r, 2) + dig(r, 1) + let(r, 2)])
    if c == "NZ":
        return let(r, 3) + dig(r, 3)
    return let(r, 2) + " " + dig(r, 3) + "-" + dig(r, 3)


def bioid(r, kind=None):
    kind = kind or r.choice(["voice", "finger", "palm"])
    if kind == "voice":
        return r.choice(["VP-" + dig(r, 7), "VOX-" + dig(r, 6), "VB" + dig(r, 8)])
    if kind == "finger":
        return r.choice(["FP-" + dig(r, 5), "FPT" + dig(r, 7)])
    return r.choice(["PV" + dig(r, 8), "PALM-" + dig(r, 6)])


# ---------------------------------------------------------------- dates
def rdate(r, y0=2019, y1=2025):
    start = dt.date(y0, 1, 1).toordinal()
    end = dt.date(y1, 6, 30).toordinal()
    return dt.date.fromordinal(r.randrange(start, end))


def shift(d, days):
    return dt.date.fromordinal(d.toordinal() + days)


def _ord(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fdate(r, c, d, style=None):
    """Format a date the way the given country writes it."""
    if style is None:
        if c == "US":
            style = wchoice(r, [("num", 6), ("num2", 2), ("long", 3), ("short", 1), ("iso", 1)])
        elif c == "CA":
            style = wchoice(r, [("iso", 4), ("long", 3), ("dmy", 2), ("short", 1)])
        else:
            style = wchoice(r, [("dmy", 6), ("dlong", 4), ("dmon", 3), ("dmy2", 1), ("ord", 1)])
    m = MONTHS[d.month - 1]
    if style == "num":
        return "%02d/%02d/%d" % (d.month, d.day, d.year)
    if style == "num2":
        return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
    if style == "long":
        return "%s %d, %d" % (m, d.day, d.year)
    if style == "short":
        return "%s %d, %d" % (m[:3], d.day, d.year) if c in ("US", "CA") else "%d %s %d" % (d.day, m[:3], d.year)
    if style == "iso":
        return d.isoformat()
    if style == "dmy":
        return "%02d/%02d/%d" % (d.day, d.month, d.year)
    if style == "dmy2":
        return "%d/%d/%02d" % (d.day, d.month, d.year % 100)
    if style == "dlong":
        return "%d %s %d" % (d.day, m, d.year)
    if style == "dmon":
        return "%02d-%s-%d" % (d.day, m[:3], d.year)
    if style == "ord":
        return "%s %s %d" % (_ord(d.day), m, d.year)
    if style == "wday":
        if c in ("US", "CA"):
            return "%s, %s %d, %d" % (WDAYS[d.weekday()], m, d.day, d.year)
        return "%s %d %s %d" % (WDAYS[d.weekday()], d.day, m, d.year)
    if style == "wshort":
        if c in ("US", "CA"):
            return "%s %d/%d" % (WDAYS[d.weekday()][:3], d.month, d.day)
        return "%s %d/%d" % (WDAYS[d.weekday()][:3], d.day, d.month)
    if style == "dm":
        return "%d/%d" % (d.month, d.day) if c in ("US", "CA") else "%d/%d" % (d.day, d.month)
    if style == "monyr":
        return "%s %d" % (m, d.year)
    if style == "monyr_s":
        return "%s %d" % (m[:3], d.year)
    if style == "year":
        return str(d.year)
    if style == "daymon":
        return "%s %d" % (m, d.day) if c in ("US", "CA") else "%d %s" % (d.day, m)
    raise ValueError(style)


def D(r, c, d, style=None):
    return P("DATE", fdate(r, c, d, style))


# ---------------------------------------------------------------- people
class Person:
    pass


def _names(r, c, sex, origin=None):
    origin = origin or wchoice(r, PP.COUNTRY_ORIGINS[c])
    m, f, s = PP.NAMES[origin]
    first = r.choice(m if sex == "M" else f)
    last = r.choice(s)
    return first, last, origin


def person(r, c, sex=None, role="patient", origin=None):
    p = Person()
    p.c = c
    p.sex = sex or r.choice("MF")
    p.first, p.last, p.origin = _names(r, c, p.sex, origin)
    if chance(r, 0.12):  # double-barrelled or married surname
        p.last = p.last + "-" + _names(r, c, p.sex, p.origin)[1].split()[-1]
    p.mid = r.choice(PP.MIDDLE_INITIALS) if chance(r, 0.45) else None
    p.role = role
    dot = "." if c in ("US", "CA") else ""
    if p.sex == "M":
        p.title = "Mr" + dot
    else:
        p.title = r.choice(["Mrs", "Ms", "Ms", "Miss"]) + (dot if c in ("US", "CA") else "")
        if p.title.startswith("Miss"):
            p.title = "Miss"
    p.nick = PP.NICKNAMES.get(p.first)
    return p


def pname(p, form, typ=None):
    """Render a person's name as a composite piece (title kept outside)."""
    typ = typ or {"patient": "PATIENT", "doc": "DOCTOR", "family": "FAMILY"}.get(p.role, "DOCTOR")
    if form == "full":
        return P(typ, "%s %s" % (p.first, p.last))
    if form == "fullmid":
        if p.mid:
            return P(typ, "%s %s. %s" % (p.first, p.mid, p.last))
        return P(typ, "%s %s" % (p.first, p.last))
    if form == "title":
        return J(p.title + " ", P(typ, p.last))
    if form == "titlefull":
        return J(p.title + " ", P(typ, "%s %s" % (p.first, p.last)))
    if form == "last":
        return P(typ, p.last)
    if form == "first":
        return P(typ, p.first)
    if form == "nick":
        return P(typ, p.nick or p.first)
    if form == "caps":
        v = "%s, %s" % (p.last.upper(), p.first.upper())
        if p.mid:
            v += " " + p.mid
        return P(typ, v)
    if form == "lastfirst":
        return P(typ, "%s, %s" % (p.last, p.first))
    if form == "init":
        return P(typ, "%s.%s." % (p.first[0], p.last[0]))
    if form == "initlast":
        return P(typ, "%s. %s" % (p.first[0], p.last))
    if form == "initcap":
        return P(typ, "%s%s" % (p.first[0], p.last[0]))
    raise ValueError(form)


DOC_CRED = {
    "US": ["MD", "MD", "DO", "MD, FCCP", "MD, PhD", "MD, MPH"],
    "CA": ["MD, FRCPC", "MD", "MD, FRCPC"],
    "UK": ["MBChB FRCP", "MB BS MRCP", "FRCP PhD", "BM BCh FRCP", "MD FRCP"],
    "IE": ["MB FRCPI", "MB BCh BAO FRCPI", "MD FRCPI"],
    "AU": ["MBBS FRACP", "MBBS PhD FRACP", "FRACP"],
    "NZ": ["MBChB FRACP", "FRACP"],
    "ZA": ["MBChB FCP(SA)", "MBChB FCP(SA) Cert Pulm(SA)", "MMed"],
}


def clinician(r, c, role="doc"):
    p = person(r, c, role="doc")
    p.kind = role
    if role == "doc":
        p.title = ("Prof" if chance(r, 0.1) else "Dr") + ("." if c in ("US", "CA") and chance(r, 0.6) else "")
        p.cred = r.choice(DOC_CRED[c])
    elif role == "nurse":
        p.title = ""
        p.cred = r.choice({"US": ["RN", "RN, BSN", "MSN, APRN", "NP-C"], "CA": ["RN", "NP", "RN(EC)"]}.get(
            c, ["RGN", "RN", "CNS", "ANP", "RGN BSc"]))
    elif role == "pharm":
        p.title = ""
        p.cred = r.choice({"US": ["PharmD", "PharmD, BCPS", "RPh"], "CA": ["RPh", "BScPharm"]}.get(
            c, ["MPharm", "BPharm", "MPharm IP", "BPharm (Hons)"]))
    else:
        p.title = ""
        p.cred = r.choice(["BSc", "MSc", "RDCS", "CCT", "AECC", "BSc (Hons)", "MScR"])
    p.lic = license(r, c, role if role in ("doc", "pharm", "nurse") else "nurse")
    return p


# ---------------------------------------------------------------- addresses
def address(r, c, inst=False):
    """Return dict with pieces: street, town, region, zip and line forms."""
    a = {}
    num = str(r.randrange(1, 240))
    stem = r.choice(PL.STREET_STEMS)
    suf = r.choice(PL.STREET_SUFFIX[c])
    st = "%s %s %s" % (num, stem, suf)
    if c == "US" and not inst and chance(r, 0.3):
        st += r.choice([", Apt ", " Apt ", " #", ", Unit "]) + str(r.randrange(1, 40)) + r.choice(["", "B", "C"])
    if c == "AU" and not inst and chance(r, 0.3):
        st = "%d/%s" % (r.randrange(1, 20), st)
    if c == "UK" and not inst and chance(r, 0.2):
        st = "Flat %d, %s" % (r.randrange(1, 12), st)
    if c == "IE" and chance(r, 0.3):
        st = "%d %s %s" % (r.randrange(1, 60), stem, r.choice(["Park", "Grove", "Lawns", "Heights"]))
    a["street"] = st
    a["town"] = r.choice(PL.TOWNS[c].split("|"))
    sname, sab = r.choice(PL.STATES[c])
    a["state_name"] = sname
    a["state_ab"] = sab
    if c == "US":
        a["zip"] = dig(r, 5) + ("-" + dig(r, 4) if chance(r, 0.15) else "")
    elif c == "UK":
        a["zip"] = let(r, r.choice([1, 2]), "BCDEGHKLMNPRSTW") + str(r.randrange(1, 30)) + " " + \
            str(r.randrange(1, 10)) + let(r, 2, "ABDEFGHJLNPQRSTUWXYZ")
    elif c == "IE":
        a["zip"] = r.choice(["H91", "T12", "V94", "F23", "D08", "A92", "X35", "R95", "P85"]) + " " + \
            let(r, 1, "ACDEFHKNPRTVWXY") + dig(r, 1) + let(r, 1, "ACDEFHKNPRTVWXY") + dig(r, 1)
    elif c == "CA":
        L = "ABCEGHJKLMNPRSTVXY"
        a["zip"] = let(r, 1, L) + dig(r, 1) + let(r, 1, L) + " " + dig(r, 1) + let(r, 1, L) + dig(r, 1)
    else:
        a["zip"] = dig(r, 4)
    return a


def addr_lines(r, c, a, oneline=False, country=False):
    """Composite pieces for an address, split per guideline."""
    S = P("STREET", a["street"])
    T = P("CITY", a["town"])
    Z = P("ZIP", a["zip"])
    if c == "US":
        st = P("STATE", a["state_ab"] if chance(r, 0.85) else a["state_name"])
        lines = [J(S), J(T, ", ", st, " ", Z)]
    elif c == "CA":
        st = P("STATE", a["state_ab"] if chance(r, 0.8) else a["state_name"])
        lines = [J(S), J(T, " ", st, "  ", Z) if chance(r, 0.5) else J(T, ", ", st, " ", Z)]
    elif c == "AU":
        st = P("STATE", a["state_ab"])
        lines = [J(S), J(T, " ", st, " ", Z)]
    elif c == "UK":
        lines = [J(S), J(T)]
        if chance(r, 0.4):
            lines.append(J(P("CITY", a["state_name"])))
        lines.append(J(Z))
    elif c == "IE":
        lines = [J(S), J(T), J(P("CITY", "Co. " + a["state_name"]))]
        if chance(r, 0.7):
            lines.append(J(Z))
    elif c == "NZ":
        lines = [J(S), J(T, " ", Z)] if chance(r, 0.6) else [J(S), J(T), J(P("STATE", a["state_name"]), " ", Z)]
    else:
        lines = [J(S), J(T), J(P("STATE", a["state_name"]), ", ", Z)]
    if country:
        lines.append(J(P("COUNTRY", PL.COUNTRY_NAME[c] if c != "UK" or chance(r, 0.5) else "UK")))
    if oneline:
        out = []
        for i, ln in enumerate(lines):
            if i:
                out.append(", ")
            out.append(ln)
        return J(*out)
    return lines


def hospital(r, c, kind="centre"):
    pool = {"centre": PL.PH_CENTRES, "ref": PL.REFERRING}[kind][c]
    return r.choice(pool)


def practice(r, c):
    return "%s %s" % (r.choice(PL.PRACTICE_STEMS), r.choice(PL.PRACTICE_SUFFIX[c]))


def pharmacy(r, c):
    stem = r.choice(PL.PRACTICE_STEMS + [p.split()[0] for p in PL.TOWNS[c].split("|")])
    return "%s %s" % (stem, r.choice(PL.PHARMACY_SUFFIX))


# ---------------------------------------------------------------- patient bundle
def patient(r, c, ref_date, age=None, sex=None):
    p = person(r, c, sex=sex, role="patient")
    p.age = age if age is not None else wchoice(r, [(r.randrange(18, 35), 2), (r.randrange(35, 60), 4),
                                                    (r.randrange(60, 80), 4), (r.randrange(80, 93), 1)])
    yr = ref_date.year - p.age
    bd = dt.date(yr, r.randrange(1, 13), r.randrange(1, 29))
    if (bd.month, bd.day) > (ref_date.month, ref_date.day):
        bd = dt.date(yr - 1, bd.month, bd.day)
    p.dob = bd
    p.addr = address(r, c)
    p.tel = phone(r, c, mobile=False)
    p.mob = phone(r, c, mobile=True)
    p.email = email_of(r, p.first, p.last, kind="patient")
    p.mrn = mrn(r, c)
    p.nat = national_no(r, c)
    p.job = r.choice(PP.PROFESSIONS)
    p.retired = p.age >= 67 and chance(r, 0.8)
    return p


BLOOD = ("daughter", "son", "father", "mother", "sister", "brother", "granddaughter", "grandson",
         "niece", "nephew", "aunt", "uncle", "cousin")


def relative(r, c, pat, rel=None):
    if rel is None:
        rel, sx = r.choice(PP.RELATIONS)
    else:
        sx = dict(PP.RELATIONS).get(rel)
    if rel in ("wife", "husband") and chance(r, 0.9):
        rel, sx = ("wife", "F") if pat.sex == "M" else ("husband", "M")
    blood = rel in BLOOD
    same = blood or (rel in ("wife", "husband", "partner") and chance(r, 0.6))
    f = person(r, c, sex=sx, role="family", origin=pat.origin if same else None)
    if rel in BLOOD[:8] and chance(r, 0.75):
        f.last = pat.last
    elif rel in ("wife", "husband") and chance(r, 0.5):
        f.last = pat.last
    f.rel = rel
    f.tel = phone(r, c, mobile=True)
    return f
