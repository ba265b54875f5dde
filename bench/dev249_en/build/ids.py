"""Addresses, organisations, contact details and identifiers (dev249_en).

All phone numbers contain 555, e-mail/URLs use example.com/.org/.net, IPs are
private ranges, SSN-type values start with 9 or 000."""

import pools_places as PP
from core import Ph  # noqa: F401

UP = "ABCDEFGHJKLMNPRSTUVWXYZ"
UPX = "ABDEFGHJLNPQRSTUWXYZ"   # UK inward-code letters


def dg(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def lt(rng, n, pool=UP):
    return "".join(rng.choice(pool) for _ in range(n))


# ---------------------------------------------------------------- addresses
class Addr:
    pass


def make_addr(rng, country, town=None):
    a = Addr()
    a.country = country
    stem = rng.choice(PP.STREET_STEMS)
    num = rng.randint(1, 240)
    if country == "UK":
        t = town or rng.choice(PP.UK_TOWNS)
        a.city, a.region, area = t
        a.region_abbr = None
        street = "%s %s" % (stem, rng.choice(PP.UK_SUFFIX))
        r = rng.random()
        if r < 0.15:
            a.street = "Flat %d, %d %s" % (rng.randint(1, 24), num, street)
        elif r < 0.22:
            a.street = "%d %s, %s" % (rng.randint(1, 40), rng.choice(PP.BUILDINGS), "%d %s" % (num, street))
        elif r < 0.27:
            a.street = "%d%s %s" % (num, rng.choice("ab"), street)
        else:
            a.street = "%d %s" % (num, street)
        a.zip = "%s%d %d%s" % (area, rng.randint(1, 29), rng.randint(1, 9), lt(rng, 2, UPX))
        a.country_name = rng.choice(PP.COUNTRY_NAME["UK"][:2])
    elif country == "AU":
        t = town or rng.choice(PP.AU_TOWNS)
        a.city, a.region_abbr, a.region, pc = t
        street = "%s %s" % (stem, rng.choice(PP.AU_SUFFIX))
        r = rng.random()
        if r < 0.25:
            a.street = "%d/%d %s" % (rng.randint(1, 18), num, street)
        elif r < 0.33:
            a.street = "Unit %d, %d %s" % (rng.randint(1, 30), num, street)
        elif r < 0.37:
            a.street = "Lot %d %s" % (rng.randint(2, 90), street)
        else:
            a.street = "%d %s" % (num, street)
        a.zip = "%04d" % (pc + rng.choice([0, 0, 0, 1, 2, 5]))
        a.country_name = rng.choice(PP.COUNTRY_NAME["AU"])
    else:
        t = town or rng.choice(PP.CA_TOWNS)
        a.city, a.region_abbr, a.region, fl = t
        street = "%s %s%s" % (stem, rng.choice(PP.CA_SUFFIX), rng.choice(PP.CA_DIR))
        num = rng.randint(10, 9800)
        r = rng.random()
        if r < 0.2:
            a.street = "%d-%d %s" % (rng.randint(101, 1504), num, street)
        elif r < 0.3:
            a.street = "Unit %d, %d %s" % (rng.randint(1, 40), num, street)
        elif r < 0.36:
            a.street = "#%d %d %s" % (rng.randint(101, 420), num, street)
        else:
            a.street = "%d %s" % (num, street)
        a.zip = "%s%d%s %d%s%d" % (fl, rng.randint(0, 9), lt(rng, 1), rng.randint(0, 9),
                                   lt(rng, 1), rng.randint(0, 9))
        a.country_name = rng.choice(PP.COUNTRY_NAME["CA"])
    return a


def addr(rng, a, style=None, country_line=None):
    """Address pieces: street, city, region, postcode, optional country."""
    S = Ph(a.street, "STREET")
    C = Ph(a.city, "CITY")
    Z = Ph(a.zip, "ZIP")
    cl = country_line if country_line is not None else rng.random() < 0.12
    tail = [", ", Ph(a.country_name, "COUNTRY")] if cl else []
    if a.country == "UK":
        s = style or rng.choice(["comma", "comma", "county", "lines", "nocity"])
        if s == "comma":
            return [S, ", ", C, ", " if rng.random() < 0.5 else " ", Z] + tail
        if s == "county":
            return [S, ", ", C, ", ", Ph(a.region, "CITY"), ", ", Z] + tail
        if s == "lines":
            out = [S, "\n", C, "\n", Ph(a.region, "CITY"), "\n", Z]
            return out + (["\n", Ph(a.country_name, "COUNTRY")] if cl else [])
        return [S, ", ", Z]
    R = Ph(a.region_abbr if rng.random() < 0.8 else a.region, "STATE")
    if a.country == "AU":
        s = style or rng.choice(["one", "one", "comma", "lines"])
        if s == "one":
            return [S, ", ", C, " ", R, " ", Z] + tail
        if s == "comma":
            return [S, ", ", C, ", ", R, ", ", Z] + tail
        return [S, "\n", C, " ", R, " ", Z] + (["\n", Ph(a.country_name, "COUNTRY")] if cl else [])
    s = style or rng.choice(["one", "one", "lines", "two"])
    if s == "one":
        return [S, ", ", C, ", ", R, " ", Z] + tail
    if s == "two":
        return [S, ", ", C, " ", R, "  ", Z] + tail
    return [S, "\n", C, ", ", R, "\n", Z] + (["\n", Ph(a.country_name, "COUNTRY")] if cl else [])


# ---------------------------------------------------------------- organisations
def _fill(rng, pat, sur=None):
    return pat.format(s=rng.choice(PP.HOSP_STEMS), w=rng.choice(PP.WORDS),
                      saint=rng.choice(PP.SAINTS), sur=sur or "Hartley",
                      t=rng.choice(PP.WARD_TREES), n=rng.randint(1, 34), l=rng.choice("ABCD"))


def hospital(rng, country):
    pat = {"UK": PP.UK_HOSP_PAT, "AU": PP.AU_HOSP_PAT, "CA": PP.CA_HOSP_PAT}[country]
    return _fill(rng, rng.choice(pat))


def practice(rng, country):
    pat = {"UK": PP.UK_GP_PAT, "AU": PP.AU_GP_PAT, "CA": PP.CA_GP_PAT}[country]
    return _fill(rng, rng.choice(pat))


def ward(rng):
    return _fill(rng, rng.choice(PP.WARD_PAT))


def clinic(rng, kind=None):
    pats = {"seating": PP.CLINIC_PAT[:3], "falls": PP.CLINIC_PAT[3:],
            "nursing": ["{s} District Nursing Team", "{s} Community Nursing", "{s} Tissue Viability Service",
                        "{s} Home Nursing Service"]}.get(kind, PP.CLINIC_PAT)
    return _fill(rng, rng.choice(pats))


def equip_org(rng, country):
    pats = PP.EQUIP_PAT[:4]
    pats = pats + ([PP.EQUIP_PAT[4]] if country == "UK" else [])
    pats = pats + ([PP.EQUIP_PAT[5]] if country == "AU" else [])
    pats = pats + ([PP.EQUIP_PAT[6]] if country == "CA" else [])
    return _fill(rng, rng.choice(pats))


def telecare_org(rng):
    return _fill(rng, rng.choice(PP.TELECARE_PAT))


def council(rng, country):
    pat = {"UK": PP.COUNCIL_UK, "AU": PP.COUNCIL_AU, "CA": PP.COUNCIL_CA}[country]
    return _fill(rng, rng.choice(pat))


def housing(rng):
    return _fill(rng, rng.choice(PP.HOUSING_PAT))


def agency(rng):
    return _fill(rng, rng.choice(PP.CARE_AGENCY_PAT))


def builder(rng, sur):
    return _fill(rng, rng.choice(PP.BUILDER_PAT), sur)


def employer(rng):
    return _fill(rng, rng.choice(PP.EMPLOYER_PAT))


def church(rng):
    return _fill(rng, rng.choice(PP.CHURCH_PAT))


# ---------------------------------------------------------------- contacts
UK_AREAS = ["0113", "0114", "0161", "0121", "0117", "01904", "01482", "01752", "01865", "029",
            "0131", "0141", "01224", "028", "01422", "01535", "01226", "01524", "01772"]
AU_AREAS = ["02", "03", "07", "08"]
CA_AREAS = ["250", "604", "778", "403", "587", "306", "204", "807", "705", "613", "905", "519",
            "416", "819", "506", "902", "709", "867"]


def phone(rng, country, kind="land", fmt=None):
    r = fmt if fmt is not None else rng.randint(0, 3)
    if country == "UK":
        if kind == "mob":
            n = "07%d%02d 555%s" % (rng.randint(4, 9), rng.randint(0, 99), dg(rng, 3))
            return n if r != 3 else "+44 " + n[1:]
        area = rng.choice(UK_AREAS)
        if len(area) == 3:
            tail = "5550 %s" % dg(rng, 4)
        elif len(area) == 4:
            tail = "555 0%s" % dg(rng, 3)
        else:
            tail = "555%s" % dg(rng, 3)
        if r == 3:
            return "+44 %s %s" % (area[1:], tail)
        if r == 2:
            return "(%s) %s" % (area, tail)
        return "%s %s" % (area, tail)
    if country == "AU":
        if kind == "mob":
            n = "04%d%d 555 %s" % (rng.randint(0, 9), rng.randint(0, 9), dg(rng, 3))
            return n if r != 3 else "+61 " + n[1:]
        area = rng.choice(AU_AREAS)
        if r == 3:
            return "+61 %s 5550 %s" % (area[1], dg(rng, 4))
        if r == 2:
            return "%s 5550 %s" % (area, dg(rng, 4))
        return "(%s) 5550 %s" % (area, dg(rng, 4))
    area = rng.choice(CA_AREAS)
    t = "01%s" % dg(rng, 2)
    if r == 0:
        return "(%s) 555-%s" % (area, t)
    if r == 1:
        return "%s-555-%s" % (area, t)
    if r == 2:
        return "%s.555.%s" % (area, t)
    return "1-%s-555-%s" % (area, t)


def ext(rng, num):
    k = rng.random()
    if k < 0.75:
        return num
    return num + rng.choice([" ext. ", " ext ", " x", " Ext "]) + dg(rng, rng.choice([3, 4]))


def email(rng, first, last, org_like=False):
    dom = rng.choice(["example.com", "example.org", "example.net"])
    f = first.lower().replace(" ", "").replace("'", "")
    s = last.lower().replace(" ", "").replace("'", "")
    if org_like:
        box = rng.choice(["equipment.requests", "ot.referrals", "telecare", "dfg.team", "seating",
                          "cesreturns", "intake", "community.ot", "recalls", "wheelchairs"])
        sub = rng.choice(["", "", "nhs.", "health.", "council.", "care."])
        return "%s@%s%s" % (box, sub, dom)
    k = rng.randint(0, 4)
    if k == 0:
        return "%s.%s@%s" % (f, s, dom)
    if k == 1:
        return "%s%s@%s" % (f[0], s, dom)
    if k == 2:
        return "%s.%s%s@%s" % (f, s, dg(rng, 2), dom)
    if k == 3:
        return "%s_%s@%s" % (s, f[0], dom)
    return "%s%s%s@%s" % (f, s[0], dg(rng, 2), dom)


def url(rng):
    dom = rng.choice(["example.org", "example.com", "example.net"])
    host = rng.choice(["www.", "https://www.", "https://portal.", "http://", "https://"])
    path = rng.choice(["/equipment/returns", "/dfg/apply", "/telecare", "/ot-selfreferral",
                       "/recalls/notice?ref=%s" % dg(rng, 5), "/seating/clinic",
                       "/carers/training", "/portal/login", "/hoist-safety", "",
                       "/case/%s" % dg(rng, 6), "/feedback"])
    return host + dom + path


def ip(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "192.168.%d.%d" % (rng.randint(0, 20), rng.randint(2, 250))
    if k == 1:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(2, 250))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(2, 250))


def username(rng, p):
    g = p.given.lower().replace(" ", "").replace("-", "")
    s = p.surname.lower().replace(" ", "").replace("'", "").replace("-", "")
    k = rng.randint(0, 5 if p.role in ("ot", "assist") else 4)
    return [g[0] + s, g[0] + s + dg(rng, 1), g + "." + s, s + g[0] + dg(rng, 2),
            (s[:6] + g[0]).upper(), "ot_" + g[0] + s][k]


# ---------------------------------------------------------------- identifiers
SCOT = ("Ayrshire", "Lanarkshire", "Fife", "Moray", "Dumfriesshire", "Angus")


def mrn(rng, country, dob=None, region=None):
    if country == "UK":
        k = rng.randint(0, 4)
        if k <= 1:
            return "nhs", "%s %s %s" % (str(rng.randint(4, 9)) + dg(rng, 2), dg(rng, 3), dg(rng, 4))
        if k == 2:
            return "nhs", dg(rng, 10)
        if k == 3 and dob is not None and region in SCOT:
            return "chi", "%02d%02d%02d%s" % (dob.day, dob.month, dob.year % 100, dg(rng, 4))
        return "hosp", rng.choice(["RX", "K", "M", "H", "RTH"]) + dg(rng, rng.choice([6, 7]))
    if country == "AU":
        return "ur", rng.choice(["", "", "0", "UR"]) + dg(rng, rng.choice([6, 7]))
    return "mrn", rng.choice(["", "H", "M", "00"]) + dg(rng, 7)


def client_id(rng):
    return rng.choice(["", "C", "CL-", "", "100"]) + dg(rng, rng.choice([6, 7]))


def healthplan(rng, country, prov=None):
    if country == "AU":
        k = rng.randint(0, 4)
        if k <= 1:
            return "Medicare", "%s %s %s" % (str(rng.randint(2, 6)) + dg(rng, 3), dg(rng, 5), dg(rng, 1)) + \
                (("/" + str(rng.randint(1, 4))) if rng.random() < 0.4 else "")
        if k == 2:
            return "DVA", rng.choice(["V", "N", "Q", "W", "S", "T"]) + rng.choice(["X", "SM", "", "X"]) + dg(rng, 6)
        if k == 3:
            return "NDIS", "43" + dg(rng, 7)
        return "PHI", dg(rng, 8)
    if country == "CA":
        p = prov or "ON"
        if p == "ON":
            return "OHIP", "%s-%s-%s-%s" % (dg(rng, 4), dg(rng, 3), dg(rng, 3), lt(rng, 2))
        if p == "BC":
            return "PHN", "9%s %s %s" % (dg(rng, 3), dg(rng, 3), dg(rng, 3))
        if p == "AB":
            return "AHCIP", "%s-%s" % (dg(rng, 5), dg(rng, 4))
        if p == "QC":
            return "RAMQ", "%s %s %s" % (lt(rng, 4), dg(rng, 4), dg(rng, 4))
        if p in ("NS", "NB", "NL", "PE"):
            return "HCN", dg(rng, rng.choice([9, 10, 12]))
        return "PHIN", dg(rng, 9)
    return "policy", rng.choice(["BX", "AX", "SH", "WPA-"]) + dg(rng, 7)


def ssn(rng, country):
    if country == "CA":
        f = rng.choice(["%s %s %s", "%s-%s-%s", "%s%s%s"])
        return "SIN", f % ("9" + dg(rng, 2), dg(rng, 3), dg(rng, 3))
    head = "9" + dg(rng, 2) if rng.random() < 0.7 else "000"
    return "SSN", "%s-%s-%s" % (head, dg(rng, 2), dg(rng, 4))


def account(rng):
    return rng.choice(["TC-", "AC", "", "INV-", "V", "ENC", "", "CT-"]) + dg(rng, rng.choice([6, 7, 8]))


def idnum(rng, kind="ref"):
    y = rng.randint(21, 25)
    if kind == "order":
        return rng.choice(["ORD", "PO-", "", "SO"]) + dg(rng, 7)
    if kind == "job":
        return rng.choice(["J", "JOB-", "WO-", "WO"]) + dg(rng, 6)
    if kind == "dfg":
        return rng.choice(["DFG/%d/" % y, "HA-%d-" % y, "MOD%d-" % y, "HAG-"]) + dg(rng, 4)
    if kind == "incident":
        return rng.choice(["DX", "IR-", "INC", "W"]) + dg(rng, rng.choice([5, 6]))
    if kind == "docket":
        return rng.choice(["DN ", "DN", "CN", "DEL-"]) + dg(rng, 8)
    return rng.choice(["REF", "R-", "", "RF", "SR", "OTR-"]) + dg(rng, rng.choice([6, 7]))


def device(rng, kind="serial"):
    if kind == "asset":
        return rng.choice(["", "EQ", "A", "AST-", "CES"]) + dg(rng, rng.choice([6, 7, 8]))
    if kind == "imei":
        return "%s %s %s %s" % (dg(rng, 2), dg(rng, 6), dg(rng, 6), dg(rng, 1))
    if kind == "pendant":
        return rng.choice(["PD-", "PT", "RX-", "P"]) + dg(rng, 6)
    return "%s%s-%s" % (lt(rng, rng.choice([2, 3])), dg(rng, 4), dg(rng, rng.choice([5, 6])))


def license_(rng, country, kind="ot"):
    if kind == "ot":
        if country == "UK":
            return "HCPC", "OT" + rng.choice(["", " ", "0"]) + dg(rng, 5)
        if country == "AU":
            return "AHPRA", "OCC000" + dg(rng, 7)
        return "Reg. #", rng.choice(["G", "C-", "", "OT-"]) + dg(rng, 5)
    if kind == "drive":
        if country == "UK":
            return "driving licence", "%s%s%s" % (lt(rng, 5), dg(rng, 6), lt(rng, 2)) + dg(rng, 1) + lt(rng, 2)
        if country == "AU":
            return "licence no.", dg(rng, rng.choice([8, 9]))
        return "DL", "%s%s-%s-%s" % (lt(rng, 1), dg(rng, 4), dg(rng, 5), dg(rng, 5))
    if kind == "badge":
        return "Blue Badge", "%s %s %s" % (lt(rng, 2), dg(rng, 4), dg(rng, 4))
    if kind == "trade":
        return rng.choice(["Gas Safe reg", "electrical licence", "contractor licence"]), dg(rng, 6)
    return "provider no.", dg(rng, 6) + lt(rng, 1) + lt(rng, 1)


def vehicle(rng, country, kind="plate"):
    if kind == "vin":
        pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return "".join(rng.choice(pool) for _ in range(17))
    if country == "UK":
        return "%s%02d %s" % (lt(rng, 2), rng.randint(10, 24), lt(rng, 3))
    if country == "AU":
        return rng.choice(["%s%s-%s" % (dg(rng, 1), lt(rng, 3), dg(rng, 3)),
                           "%s %s" % (lt(rng, 3), dg(rng, 3)), "%s%s%s" % (lt(rng, 2), dg(rng, 2), lt(rng, 2))])
    return rng.choice(["%s %s" % (lt(rng, 4), dg(rng, 3)), "%s %s" % (lt(rng, 3), dg(rng, 3)),
                       "%s%s %s" % (dg(rng, 3), lt(rng, 1), lt(rng, 3))])


def bioid(rng, kind=None):
    pre = {"fp": ["FP-", "FPR-", "FPT", "FP"], "voice": ["VP-", "VPR-", "VOX"], "palm": ["PV-", "PALM-"]}.get(
        kind, ["FP-", "FPR-", "VP-", "PV-", "BIO-", "FPT"])
    return rng.choice(pre) + dg(rng, rng.choice([5, 6]))
