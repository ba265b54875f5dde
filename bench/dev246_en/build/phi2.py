"""Places, contacts and identifiers for dev246_en (author 246); re-exported by phi."""
import pools_names as PN  # noqa: F401
import pools_places as PP


# ---------------------------------------------------------------- places
def city(c):
    return ("CITY", c.city[0])


def state(c, full=None):
    if c.country == "UK":
        return ("CITY", c.city[1]) if c.city[1] else None
    full = c.ch(0.3) if full is None else full
    return ("STATE", c.city[2] if full else c.city[1])


def zipcode(c):
    if c.country == "US":
        return ("ZIP", c.city[3] + "%02d" % c.ri(1, 99))
    if c.country == "CA":
        fsa = c.pk(c.city[3].split())
        return ("ZIP", fsa + " " + "%d%s%d" % (c.ri(0, 9), c.pk("ABCEGHJKLMNPRSTVWXYZ"), c.ri(0, 9)))
    area = c.city[2]
    if area in ("NW", "SE", "SW", "EC"):
        dist = str(c.ri(1, 11))
    else:
        dist = str(c.ri(1, 30))
    return ("ZIP", area + dist + " " + str(c.ri(1, 9)) + c.pk("ABDEFGHJLNPQRSTUWXYZ") + c.pk("ABDEFGHJLNPQRSTUWXYZ"))


def street_name(c):
    if c.country == "US" and c.ch(0.25):
        base = c.pk(PP.ORDINAL_STREETS)
    else:
        base = c.pk(PP.STREET_WORDS)
    types = PP.STREET_TYPES_US if c.country == "US" else PP.STREET_TYPES_CA if c.country == "CA" else PP.STREET_TYPES_UK
    nm = base + " " + c.pk(types)
    if c.country == "US" and c.ch(0.3):
        nm = c.pk(PP.US_DIRS) + " " + nm
    if c.country == "CA" and c.ch(0.15):
        nm = nm + " " + c.pk(["East", "West", "E", "W", "N"])
    return nm


def street(c, unit=None):
    nm = street_name(c)
    num = str(c.pk([c.ri(1, 99), c.ri(100, 999), c.ri(100, 4999), c.ri(1000, 19999)]))
    s = num + " " + nm
    if unit is None:
        unit = c.ch(0.35)
    if unit:
        if c.country == "UK":
            s = c.pk(["Flat ", "Flat ", "Unit "]) + str(c.ri(1, 40)) + c.pk(["", "", "A", "B"]) + ", " + s
        else:
            s = s + c.pk([", Apt ", " Apt ", " #", ", Unit ", " Unit ", ", Suite "]) + str(c.ri(1, 60)) + c.pk(["", "", "", "B", "C"])
    return ("STREET", s)


def cross(c):
    a = street_name(c)
    b = street_name(c)
    return ("STREET", a + c.pk([" and ", " & ", " / ", " at "]) + b)


def address(c, unit=None, nl=False):
    sep = "\n" if nl else ", "
    out = [street(c, unit), sep, city(c)]
    if c.country == "UK":
        if c.city[1] and c.ch(0.3):
            out += [", ", ("CITY", c.city[1])]
        out += [c.pk([" ", ", "]), zipcode(c)]
    else:
        out += [", ", state(c, c.ch(0.15)), c.pk([" ", "  "]), zipcode(c)]
    return out


def country_p(c, name=None):
    return ("COUNTRY", name or c.pk(PP.COUNTRIES))


def nation(c):
    """Home country of the service."""
    if c.country == "US":
        return ("COUNTRY", c.pk(["USA", "United States", "US"]))
    if c.country == "CA":
        return ("COUNTRY", "Canada")
    return ("COUNTRY", c.city[4] if c.ch(0.6) else c.pk(["UK", "United Kingdom"]))


def hospital(c, psych=False):
    if psych:
        suf = {"US": ["Behavioral Health Center", "Psychiatric Hospital"], "CA": ["Mental Health Centre", "Centre for Mental Health"],
               "UK": ["Psychiatric Unit", "Mental Health Unit", "Hospital"]}[c.country]
    else:
        suf = PP.HOSP_SUFFIX_US if c.country == "US" else PP.HOSP_SUFFIX_CA if c.country == "CA" else PP.HOSP_SUFFIX_UK
    return ("HOSPITAL", c.pk(PP.HOSP_STEMS) + " " + c.pk(suf))


def clinic(c, suffix=None):
    suf = suffix or c.pk(PP.CLINIC_SUFFIX)
    if c.country == "UK" and suf == "Community Health Center":
        suf = "Health Centre"
    return ("HOSPITAL", c.pk(PP.CLINIC_STEMS) + " " + suf)


def ward(c):
    return ("HOSPITAL", c.pk(PP.WARDS))


def van(c):
    return ("HOSPITAL", c.pk(PP.VAN_NAMES) + c.pk(["", "", " " + str(c.ri(1, 4)), " " + c.pk(["North", "East", "West"])]))


def pharmacy(c):
    return ("HOSPITAL", c.pk(PP.PHARMACY))


def scs(c):
    return ("HOSPITAL", c.pk(PP.SCS_SITES))


def shelter(c):
    suf = c.pk(PP.SHELTER_SUFFIX)
    if suf[:3] in ("Wom", "Men") and (suf[0] == "W") != (c.pt.sex == "F"):
        suf = "Shelter"
    if c.country == "US":
        suf = suf.replace("Centre", "Center")
    return ("ORGANIZATION", c.pk(PP.SHELTER_STEMS) + " " + suf)


def agency(c):
    return ("ORGANIZATION", c.pk(PP.AGENCY))


def employer(c):
    return ("ORGANIZATION", c.pk(PP.EMPLOYERS))


def building(c):
    return ("LOCATION_OTHER", c.pk(PP.HOUSING_BLDGS))


def landmark(c):
    return ("LOCATION_OTHER", c.pk(PP.LANDMARKS))


def hood(c):
    h = c.pk(PP.NEIGHBOURHOODS)
    if h.startswith("the "):
        return ["the ", ("LOCATION_OTHER", h[4:])]
    return ("LOCATION_OTHER", h)


def bed(c):
    return ("LOCATION_OTHER", c.pk([str(c.ri(1, 120)), str(c.ri(1, 60)) + c.pk("ABCD"), c.pk("ABCDE") + "-" + str(c.ri(1, 40))]))


def room(c):
    return ("LOCATION_OTHER", c.pk([str(c.ri(100, 499)), str(c.ri(1, 30)) + c.pk(["", "A", "B"]), str(c.ri(2, 8)) + str(c.ri(10, 40))]))


def profession(c):
    return ("PROFESSION", c.pk(PP.PROFESSIONS))


# ---------------------------------------------------------------- contacts
def phone_str(c, mobile=False, landline=False):
    if c.country == "UK":
        if mobile or (not landline and c.ch(0.4)):
            return c.pk(["07700 555%03d" % c.ri(0, 999), "+44 7700 555 %03d" % c.ri(0, 999), "07700555%03d" % c.ri(0, 999)])
        ac = c.city[3]
        tail = "555 %04d" % c.ri(100, 199) if len(ac) == 4 else "555%03d" % c.ri(100, 199)
        if ac == "020" or ac == "029" or ac == "028" or ac == "023" or ac == "024":
            tail = "7555 %04d" % c.ri(100, 199) if c.ch(0.5) else "555 %04d" % c.ri(100, 199)
        return c.pk(["%s %s" % (ac, tail), "+44 %s %s" % (ac[1:], tail)])
    ac = c.city[4] if c.ch(0.8) else c.pk(["503", "206", "312", "213", "800"] if c.country == "US" else ["604", "416", "250", "780"])
    last = "%04d" % c.ri(100, 199)
    return c.pk(["(%s) 555-%s" % (ac, last), "%s-555-%s" % (ac, last), "%s.555.%s" % (ac, last),
                 "%s 555 %s" % (ac, last), "555-%s" % last, "1-%s-555-%s" % (ac, last), "+1 %s 555 %s" % (ac, last)])


def phone(c, ext=None):
    s = phone_str(c)
    if ext is None:
        ext = c.ch(0.12)
    if ext:
        s += c.pk([" ext. ", " x", " ext ", " x "]) + str(c.ri(10, 4999))
    return ("PHONE", s)


def cell(c):
    return ("PHONE", phone_str(c, mobile=True))


def pager(c):
    return ("PHONE", c.pk(["555-0%03d" % c.ri(100, 199), "%s-555-0%03d" % (c.city[4] if c.country != "UK" else "0161", c.ri(100, 199))]))


def fax(c):
    return ("FAX", phone_str(c, landline=True))


_DOM = ["example.com", "example.org", "example.net"]


def email_pt(c, p=None):
    p = p or c.pt
    g, s = p.given.lower(), p.sur.lower().replace("'", "").replace(" ", "")
    fmt = c.pk(["%s.%s%d", "%s%s%d", "%s_%s", "%s.%s", "%s%s"])
    local = fmt % ((g, s, c.ri(1, 99)) if fmt.count("%") == 3 else (g, s))
    if c.ch(0.2) and p.nick:
        local = p.nick.lower() + str(c.ri(60, 99))
    return ("EMAIL", _ascii(local) + "@" + c.pk(_DOM))


def email_staff(c, s):
    fmt = c.pk(["%s.%s", "%s%s", "%s_%s"])
    local = fmt % (s.given[0].lower() if c.ch(0.6) else s.given.lower(), s.sur.lower().replace("'", ""))
    return ("EMAIL", _ascii(local) + "@" + c.pk(_DOM))


def email_generic(c):
    return ("EMAIL", c.pk(["intake", "referrals", "outreach", "streetmed", "housing", "vitalrecords.requests",
                           "idclinic", "respite", "records", "harmreduction", "benefits"]) + "@" + c.pk(_DOM))


def _ascii(s):
    tr = {"é": "e", "è": "e", "ë": "e", "á": "a", "í": "i", "ó": "o", "ú": "u", "ñ": "n", "ö": "o", "ü": "u",
          "ç": "c", "â": "a", "ô": "o", "-": "", " ": "", "'": ""}
    return "".join(tr.get(ch, ch) for ch in s)


def url(c):
    host = c.pk(["www.example.org", "www.example.com", "example.net", "portal.example.org", "https://example.org",
                 "https://www.example.net", "http://beds.example.com", "referrals.example.org"])
    path = c.pk(["", "/beds", "/referral", "/harmreduction", "/id-help", "/portal/login", "/clients/%d" % c.ri(1000, 99999),
                 "/forms/ce-intake", "/naloxone", "/resources/shelters", "/telehealth/room%d" % c.ri(1, 40),
                 "/appointments?c=%d" % c.ri(10000, 99999)])
    return ("URL", host + path)


def ip(c):
    return ("IPADDR", c.pk(["10.%d.%d.%d" % (c.ri(0, 255), c.ri(0, 255), c.ri(1, 254)),
                            "192.168.%d.%d" % (c.ri(0, 20), c.ri(2, 254)),
                            "172.%d.%d.%d" % (c.ri(16, 31), c.ri(0, 255), c.ri(1, 254))]))


def username(c, p):
    g, s = _ascii(p.given.lower()), _ascii(p.sur.lower().replace("'", ""))
    return ("USERNAME", c.pk([g[0] + s, g[0] + s + str(c.ri(1, 9)), s + "_" + g[0], g + "." + s[:3],
                              g[:2] + s[:4] + str(c.ri(10, 99)), s[:5] + g[0]]))


def handle(c, p=None):
    p = p or c.pt
    base = _ascii((p.nick or p.given).lower()) + c.pk([".", "_", ""]) + _ascii(p.sur.lower()[:4]) + str(c.ri(1, 99))
    return ("USERNAME", c.pk(["@", ""]) + base)


# ---------------------------------------------------------------- identifiers
def dig(c, n):
    return "".join(str(c.ri(0, 9)) for _ in range(n))


def let(c, n):
    return "".join(c.pk("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))


def mrn(c):
    if c.country == "UK":
        v = c.pk([let(c, 1) + dig(c, 7), "K" + dig(c, 7), dig(c, 8), let(c, 2) + dig(c, 6)])
    else:
        v = c.pk([dig(c, 8), "E" + dig(c, 7), "00" + dig(c, 6), dig(c, 3) + "-" + dig(c, 4), "M" + dig(c, 7),
                  dig(c, 7), dig(c, 2) + "-" + dig(c, 2) + "-" + dig(c, 3)])
    return ("MRN", v)


def ssn(c, partial=False):
    if c.country == "US":
        if partial:
            return ("SSN", dig(c, 4))
        p = c.pk(["9" + dig(c, 2), "000"])
        return ("SSN", c.pk(["%s-%s-%s", "%s %s %s", "%s%s%s"]) % (p, dig(c, 2), dig(c, 4)))
    if c.country == "CA":
        if partial:
            return ("SSN", dig(c, 3))
        p = c.pk(["9" + dig(c, 2), "000"])
        return ("SSN", c.pk(["%s %s %s", "%s-%s-%s", "%s%s%s"]) % (p, dig(c, 3), dig(c, 3)))
    pre = c.pk(["TN", "ZZ", "BG", "GB", "NK", "KN", "NT"])
    d = dig(c, 6)
    return ("SSN", c.pk(["%s %s %s %s %s", "%s%s%s%s%s"]) % (pre, d[:2], d[2:4], d[4:], c.pk("ABCD")))


def healthplan(c, kind=None):
    if c.country == "US":
        v = c.pk([let(c, 2) + dig(c, 8), "%s%s-%s%s-%s" % (c.ri(1, 9), let(c, 2), dig(c, 1), let(c, 2), dig(c, 2) + let(c, 2)),
                  "W" + dig(c, 10), dig(c, 9) + let(c, 1), "MCD" + dig(c, 8), let(c, 3) + dig(c, 9)])
    elif c.country == "CA":
        prov = c.city[1]
        if prov == "ON":
            v = "%s-%s-%s-%s" % (dig(c, 4), dig(c, 3), dig(c, 3), let(c, 2))
        elif prov == "BC":
            v = "9%s %s %s" % (dig(c, 3), dig(c, 3), dig(c, 3))
        elif prov == "QC":
            v = "%s %s %s" % (let(c, 4), dig(c, 4), dig(c, 4))
        elif prov == "AB":
            v = "%s-%s" % (dig(c, 5), dig(c, 4))
        else:
            v = dig(c, 9)
    else:
        if c.city[4] == "Scotland" and c.ch(0.5):
            d = c.pt.dob
            v = "%02d%02d%02d%s" % (d.day, d.month, d.year % 100, dig(c, 4))
        else:
            v = c.pk(["999 %s %s" % (dig(c, 3), dig(c, 4)), "999%s" % dig(c, 7), "999-%s-%s" % (dig(c, 3), dig(c, 4))])
    return ("HEALTHPLAN", v)


def account(c):
    return ("ACCOUNT", c.pk([dig(c, 4) + "-" + dig(c, 4), dig(c, 9), "V" + dig(c, 7), "ACC-%d-%s" % (c.date.year, dig(c, 6)),
                             dig(c, 3) + "-" + dig(c, 7), "E" + dig(c, 8), dig(c, 10)]))


def dl(c):
    if c.country == "UK":
        s = c.pt.sur.upper().replace("'", "").replace("-", "")[:5].ljust(5, "9")
        return ("LICENSE", s + dig(c, 6) + let(c, 2) + dig(c, 1) + let(c, 2))
    return ("LICENSE", c.pk([let(c, 1) + dig(c, 7), dig(c, 7), dig(c, 9), let(c, 1) + dig(c, 3) + "-" + dig(c, 4) + "-" + dig(c, 4),
                             let(c, 1) + dig(c, 4) + "-" + dig(c, 5) + "-" + dig(c, 5)]))


def npi(c):
    if c.country == "UK":
        return ("LICENSE", c.pk([str(c.ri(6, 7)) + dig(c, 6), dig(c, 2) + let(c, 1) + dig(c, 4) + let(c, 1)]))
    if c.country == "CA":
        return ("LICENSE", c.pk([dig(c, 5), dig(c, 6), "R" + dig(c, 5)]))
    return ("LICENSE", c.pk(["1" + dig(c, 9), "2" + dig(c, 9), let(c, 2) + dig(c, 7)]))


def certificate(c):
    return ("LICENSE", c.pk(["%d-%s" % (c.pt.dob.year, dig(c, 6)), dig(c, 3) + "-" + dig(c, 2) + "-" + dig(c, 6),
                             let(c, 1) + dig(c, 8), "BC-" + dig(c, 7), dig(c, 11)]))


def device(c):
    return ("DEVICE", c.pk(["GLM" + dig(c, 7), let(c, 1) + dig(c, 1) + let(c, 1) + "-" + dig(c, 5) + "-" + let(c, 1),
                            dig(c, 2) + " " + dig(c, 6) + " " + dig(c, 6) + " " + dig(c, 1), "SN" + dig(c, 8),
                            let(c, 3) + dig(c, 6), "EM-" + dig(c, 5), dig(c, 15), let(c, 2) + "-" + dig(c, 4) + "-" + dig(c, 4)]))


def plate(c):
    if c.country == "UK":
        return ("VEHICLE", c.pk(["%s%02d %s", "%s%02d%s"]) % (let(c, 2), c.ri(10, 24) + c.pk([0, 50]), let(c, 3)))
    if c.country == "CA":
        return ("VEHICLE", c.pk([let(c, 4) + " " + dig(c, 3), let(c, 2) + dig(c, 1) + " " + dig(c, 2) + let(c, 1), dig(c, 3) + " " + let(c, 3)]))
    return ("VEHICLE", c.pk([dig(c, 1) + let(c, 3) + dig(c, 3), let(c, 3) + " " + dig(c, 4), let(c, 3) + "-" + dig(c, 4), dig(c, 3) + " " + let(c, 3)]))


def vin(c):
    ch = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return ("VEHICLE", "".join(c.pk(ch) for _ in range(17)))


def bioid(c):
    return ("BIOID", c.pk(["FP-" + dig(c, 5), "BIO-" + dig(c, 5) + "-" + c.pk("LR"), "PV-" + dig(c, 4), "IR-" + dig(c, 5),
                           "FPT" + dig(c, 7), "BX" + dig(c, 6) + let(c, 1)]))


def hmis(c):
    if c.country == "US":
        return ("IDNUM", c.pk([dig(c, 6), dig(c, 7), "CE-%d-%s" % (c.date.year, dig(c, 5)), "H" + dig(c, 6)]))
    if c.country == "CA":
        return ("IDNUM", c.pk([dig(c, 5), dig(c, 6), "HF-" + dig(c, 6)]))
    return ("IDNUM", c.pk([dig(c, 6), "CH" + dig(c, 6), dig(c, 5)]))


def idnum(c):
    return ("IDNUM", c.pk(["SPM-%02d-%s" % (c.date.year % 100, dig(c, 5)), "A%02d-%s" % (c.date.year % 100, dig(c, 6)),
                           "REF-" + dig(c, 6), dig(c, 8), let(c, 2) + "-" + dig(c, 6), "R" + dig(c, 7),
                           "%s-%s" % (dig(c, 4), dig(c, 4)), "Q%d-%s" % (c.date.year, dig(c, 4))]))


def kit(c):
    return ("IDNUM", c.pk(["NX-%02d-%s" % (c.date.year % 100, dig(c, 4)), "K" + dig(c, 5), dig(c, 6), "NLX" + dig(c, 5)]))


def participant_code(c):
    return ("IDNUM", c.pk([let(c, 4) + dig(c, 2), let(c, 2) + dig(c, 2) + let(c, 2) + dig(c, 2), let(c, 3) + "-" + dig(c, 4)]))


def passport(c):
    return ("IDNUM", c.pk([let(c, 1) + dig(c, 8), dig(c, 9), let(c, 2) + dig(c, 7)]))


def claimref(c):
    if c.country == "UK":
        return ("IDNUM", c.pk([dig(c, 4) + " " + dig(c, 4) + " " + dig(c, 4), dig(c, 10), let(c, 2) + dig(c, 7) + let(c, 1)]))
    if c.country == "CA":
        return ("IDNUM", c.pk([dig(c, 7), dig(c, 3) + "-" + dig(c, 3) + "-" + dig(c, 3), let(c, 1) + dig(c, 8)]))
    return ("IDNUM", c.pk(["CASE-" + dig(c, 6), dig(c, 9), let(c, 2) + "-" + dig(c, 7), dig(c, 3) + "-" + dig(c, 4) + "-" + dig(c, 2)]))
