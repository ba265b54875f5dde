"""Country-specific identifier, contact and date formats.

Every generated phone, fax or pager number contains 555; e-mail and web
addresses use example.com/.org/.net only; IP addresses are private; numbers
shaped like social-security numbers start with 9 or 000.
"""
import datetime as dt

UP = "ABCDEFGHJKLMNPRSTUVWXYZ"
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def dg(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def lt(rng, n, alpha=UP):
    return "".join(alpha[rng.randrange(len(alpha))] for _ in range(n))


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


# ---------------------------------------------------------------- dates
def fmt_date(rng, cc, d, style=None):
    us = cc == "US"
    if style is None:
        if cc == "US":
            style = pick(rng, ["num", "num", "long", "short", "num2", "num1"])
        elif cc == "CA":
            style = pick(rng, ["iso", "iso", "long", "short", "num"])
        else:
            style = pick(rng, ["num", "num", "long", "short", "dash", "num2", "dot"])
    m, y, day = d.month, d.year, d.day
    if style == "num":
        return ("%02d/%02d/%d" % (m, day, y)) if us else ("%02d/%02d/%d" % (day, m, y))
    if style == "num1":
        return "%d/%d/%d" % (m, day, y) if us else "%d/%d/%d" % (day, m, y)
    if style == "num2":
        return ("%d/%d/%02d" % (m, day, y % 100)) if us else ("%02d/%02d/%02d" % (day, m, y % 100))
    if style == "long":
        return ("%s %d, %d" % (MONTHS[m - 1], day, y)) if us or cc == "CA" else (
            "%d %s %d" % (day, MONTHS[m - 1], y))
    if style == "short":
        return ("%s %d, %d" % (MONTHS[m - 1][:3], day, y)) if us or cc == "CA" else (
            "%d %s %d" % (day, MONTHS[m - 1][:3], y))
    if style == "dash":
        return "%02d-%s-%d" % (day, MONTHS[m - 1][:3], y)
    if style == "dot":
        return "%02d.%02d.%d" % (day, m, y)
    if style == "iso":
        return "%d-%02d-%02d" % (y, m, day)
    if style == "monyear":
        return "%s %d" % (MONTHS[m - 1], y)
    if style == "mon3year":
        return "%s-%02d" % (MONTHS[m - 1][:3], y % 100)
    if style == "year":
        return str(y)
    if style == "daymon":
        return ("%d/%d" % (m, day)) if us else ("%d/%d" % (day, m))
    if style == "wd":
        wd = WDAYS[d.weekday()]
        if us or cc == "CA":
            return "%s, %s %d, %d" % (wd, MONTHS[m - 1], day, y)
        return "%s %d %s %d" % (wd, day, MONTHS[m - 1], y)
    if style == "wdshort":
        wd = WDAYS[d.weekday()][:3]
        return ("%s %d/%d" % (wd, m, day)) if us else ("%s %d/%d" % (wd, day, m))
    if style == "daymonth":
        return ("%s %d" % (MONTHS[m - 1], day)) if us or cc == "CA" else ("%d %s" % (day, MONTHS[m - 1]))
    raise ValueError(style)


def add_days(d, n):
    return d + dt.timedelta(days=n)


# ---------------------------------------------------------------- contacts
GB_AREAS = {"Halifax": "01422", "Huddersfield": "01484", "Wakefield": "01924", "Harrogate": "01423",
            "Rotherham": "01709", "Doncaster": "01302", "Bolton": "01204", "Wigan": "01942",
            "Stockport": "0161", "Oldham": "0161", "Reading": "0118", "Bath": "01225",
            "Wells": "01749", "Street": "01458", "Sale": "0161", "Hope": "01433", "Truro": "01872",
            "Exeter": "01392", "Norwich": "01603", "Ipswich": "01473", "Carlisle": "01228",
            "Kendal": "01539", "Gateshead": "0191", "Sunderland": "0191", "Durham": "0191",
            "Lincoln": "01522", "Boston": "01205", "Chester": "01244", "Derby": "01332",
            "Barnsley": "01226", "Keighley": "01535", "Redruth": "01209", "Paisley": "0141",
            "Kilmarnock": "01563", "Dundee": "01382", "Perth": "01738", "Inverness": "01463",
            "Stirling": "01786", "Falkirk": "01324", "Ayr": "01292", "Dumfries": "01387",
            "Elgin": "01343", "Motherwell": "01698", "Kirkcaldy": "01592", "Wrexham": "01978",
            "Swansea": "01792", "Llanelli": "01554", "Bangor": "01248", "Newport": "01633",
            "Aberystwyth": "01970", "Merthyr Tydfil": "01685", "Bridgend": "01656", "Rhyl": "01745"}
IE_AREAS = {"Cork": "022", "Kerry": "066", "Clare": "065", "Meath": "046", "Westmeath": "090",
            "Sligo": "071", "Donegal": "074", "Tipperary": "052", "Mayo": "094", "Offaly": "057",
            "Louth": "041", "Kildare": "045", "Wicklow": "01", "Galway": "091", "Limerick": "061",
            "Dublin": "01"}
AU_AREAS = {"VIC": "03", "NSW": "02", "QLD": "07", "WA": "08", "SA": "08", "TAS": "03", "NT": "08"}
NZ_AREAS = {"Waikato": "07", "Bay of Plenty": "07", "Northland": "09", "Tairawhiti": "06",
            "Hawke's Bay": "06", "Manawatu-Whanganui": "06", "Nelson": "03", "Southland": "03",
            "Otago": "03", "Canterbury": "03", "Wellington": "04", "Auckland": "09"}
NA_AREAS = {"ON": ["905", "289", "705", "807", "613", "416"], "NS": ["902"], "NB": ["506"],
            "SK": ["306"], "AB": ["403", "587"], "BC": ["250", "604", "778"], "NL": ["709"],
            "PE": ["902"], "MB": ["204"], "QC": ["819", "450"], "OH": ["937", "419", "330"],
            "MI": ["810", "517"], "PA": ["570", "814"], "AL": ["251"], "OK": ["918"], "ID": ["208"],
            "WA": ["509"], "CA": ["559"], "OR": ["541"], "WI": ["608"], "CO": ["303", "720"],
            "TX": ["903"], "NC": ["704", "980"], "MS": ["601"], "MA": ["508"], "ME": ["207"],
            "VT": ["802"], "SC": ["843"], "MN": ["218"], "MT": ["406"]}


def phone(rng, cc, town, region, mobile=False):
    if cc == "GB":
        if mobile:
            return pick(rng, ["07%s 555%s", "07%s 555 %s"]) % (dg(rng, 3), dg(rng, 3))
        a = GB_AREAS.get(town, "0113")
        if len(a) == 4:
            return pick(rng, ["%s 555 %s", "(%s) 555 %s"]) % (a, dg(rng, 4))
        return pick(rng, ["%s 555%s", "(%s) 555%s", "%s 555 %s"]) % (a, dg(rng, 3))
    if cc == "IE":
        if mobile:
            return pick(rng, ["08%s 555 %s", "+353 8%s 555 %s"]) % (pick(rng, "35679"), dg(rng, 4))
        a = IE_AREAS.get(region, "01")
        return pick(rng, ["(%s) 555 %s", "%s 555 %s"]) % (a, dg(rng, 4))
    if cc == "AU":
        if mobile:
            return pick(rng, ["04%s 555 %s", "04%s555%s", "+61 4%s 555 %s"]) % (dg(rng, 2), dg(rng, 3))
        a = AU_AREAS.get(region, "03")
        return pick(rng, ["(%s) %s555 %s", "%s %s555 %s"]) % (a, dg(rng, 1), dg(rng, 4)) if rng.random() < 0.5 \
            else pick(rng, ["(%s) 5550 %s", "%s 5550 %s"]) % (a, dg(rng, 4))
    if cc == "NZ":
        if mobile:
            return pick(rng, ["021 555 %s", "027 555 %s", "022 555 %s", "+64 21 555 %s"]) % dg(rng, 4)
        a = NZ_AREAS.get(region, "09")
        return pick(rng, ["(%s) 555 %s", "%s 555 %s", "%s-555 %s"]) % (a, dg(rng, 4))
    area = pick(rng, NA_AREAS.get(region, ["555"]))
    line = "01" + dg(rng, 2) if rng.random() < 0.7 else dg(rng, 4)
    return pick(rng, ["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "(%s) 555 %s"]) % (area, line)


def with_ext(rng, num):
    return num + pick(rng, [" ext 4%s", " ext. 2%s", " x5%s", " extn 3%s"]) % dg(rng, 3)


def pager(rng, cc):
    if cc in ("US", "CA"):
        return pick(rng, ["555-%s" % dg(rng, 4), "555%s" % dg(rng, 2), "555-1%s" % dg(rng, 3)])
    return "555" + dg(rng, 1 + rng.randrange(2))


def email_person(rng, first, last):
    f = first.lower().replace(" ", "").replace("'", "").replace("-", "")
    la = last.lower().replace(" ", "").replace("'", "").replace("-", "")
    dom = pick(rng, ["example.org", "example.net", "example.com"])
    form = rng.randrange(5)
    if form == 0:
        return "%s.%s@%s" % (f, la, dom)
    if form == 1:
        return "%s%s@%s" % (f[0], la, dom)
    if form == 2:
        return "%s.%s%s@%s" % (f, la, dg(rng, 2), dom)
    if form == 3:
        return "%s_%s@%s" % (la, f[0], dom)
    return "%s%s%s@%s" % (f, la[:3], dg(rng, 2), dom)


def email_dept(rng):
    box = pick(rng, ["bronchiectasis.clinic", "resp.secretaries", "airways.team", "opat.nurses",
                     "lungfunction", "resp.physio", "chestclinic.admin", "micro.results",
                     "respiratory.cns", "research.respiratory"])
    return "%s@%s" % (box, pick(rng, ["example.org", "example.net", "example.com"]))


def url(rng, kind="clinic"):
    host = pick(rng, ["www.example.org", "example.org", "www.example.net", "portal.example.com",
                      "myhealth.example.org", "trials.example.net"])
    path = {"clinic": ["/bronchiectasis", "/respiratory/airway-clearance", "/resp/leaflets/acbt.pdf",
                       "/chest-clinic/sputum", "/services/opat"],
            "portal": ["/login", "/messages", "/patient/portal", "/inbox/thread"],
            "trial": ["/airwave3", "/study/neb-ab", "/ecrf", "/participants/visit"]}[kind]
    scheme = pick(rng, ["https://", "https://", "http://", ""])
    if scheme == "" and not host.startswith("www"):
        scheme = "https://"
    return scheme + host + pick(rng, path)


def ip(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), 1 + rng.randrange(254))
    if k == 1:
        return "172.%d.%d.%d" % (16 + rng.randrange(16), rng.randrange(256), 1 + rng.randrange(254))
    return "192.168.%d.%d" % (rng.randrange(256), 1 + rng.randrange(254))


# ---------------------------------------------------------------- postcodes
def postcode(rng, cc, seed):
    if cc == "GB":
        return "%s%d %d%s" % (seed, 1 + rng.randrange(9), rng.randrange(10), lt(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
    if cc == "IE":
        return "%s %s" % (seed, lt(rng, 1, "ACDEFHKNPRTVWXY") + dg(rng, 1) + lt(rng, 1, "ACDEFHKNPRTVWXY") + dg(rng, 1))
    if cc in ("AU", "NZ"):
        return seed
    if cc == "CA":
        return "%s%s %d%s%d" % (seed, lt(rng, 1, "ABCEGHJKLMNPRSTVXY"), rng.randrange(10),
                                lt(rng, 1, "ABCEGHJKLMNPRSTVXY"), rng.randrange(10))
    z = seed + dg(rng, 2)
    return z + ("-" + dg(rng, 4) if rng.random() < 0.25 else "")


# ---------------------------------------------------------------- identifiers
def mrn(rng, cc):
    if cc == "GB":
        return pick(rng, [lt(rng, 1) + dg(rng, 7), dg(rng, 8), "RX" + dg(rng, 6), lt(rng, 1) + dg(rng, 6)])
    if cc == "IE":
        return pick(rng, [dg(rng, 7), "0" + dg(rng, 6)])
    if cc == "AU":
        return pick(rng, [dg(rng, 7), dg(rng, 6), "0" + dg(rng, 7)])
    if cc == "NZ":
        return pick(rng, [dg(rng, 7), "H" + dg(rng, 6)])
    if cc == "CA":
        return pick(rng, [dg(rng, 8), "M" + dg(rng, 7), dg(rng, 7)])
    return pick(rng, [dg(rng, 8), "00" + dg(rng, 7), "E" + dg(rng, 8)])


def health_no(rng, cc, sub, region, dob):
    """(label, value) of the national / provincial health or insurance number."""
    if cc == "GB":
        if sub == "SCT":
            return ("CHI", "%02d%02d%02d%s" % (dob.day, dob.month, dob.year % 100, dg(rng, 4)))
        v = "9" + dg(rng, 9)
        return ("NHS No", pick(rng, [v[:3] + " " + v[3:6] + " " + v[6:], v, v[:3] + "-" + v[3:6] + "-" + v[6:]]))
    if cc == "IE":
        return pick(rng, [("Medical Card No", dg(rng, 7) + lt(rng, 1)), ("GMS No", dg(rng, 8)),
                          ("IHI", dg(rng, 10))])
    if cc == "AU":
        return ("Medicare No", "%s %s %s" % ("2" + dg(rng, 3), dg(rng, 5), dg(rng, 1)))
    if cc == "NZ":
        return ("NHI", pick(rng, [lt(rng, 3) + dg(rng, 4), lt(rng, 3) + dg(rng, 2) + lt(rng, 2)]))
    if cc == "CA":
        if region == "ON":
            return ("OHIP", "%s-%s-%s-%s" % (dg(rng, 4), dg(rng, 3), dg(rng, 3), lt(rng, 2)))
        if region == "BC":
            return ("PHN", "9%s %s %s" % (dg(rng, 3), dg(rng, 3), dg(rng, 3)))
        if region == "AB":
            return ("AHCIP", "%s-%s" % (dg(rng, 5), dg(rng, 4)))
        if region == "QC":
            return ("RAMQ", "%s %s %s" % (lt(rng, 4), dg(rng, 4), dg(rng, 4)))
        return ("Health Card No", "%s %s %s" % (dg(rng, 4), dg(rng, 3), dg(rng, 3)))
    return pick(rng, [("Member ID", lt(rng, 3) + dg(rng, 6)), ("Member ID", "W" + dg(rng, 9)),
                      ("Medicare MBI", "%d%s%s%d-%s%s%d-%s%s%d%d" % (
                          1 + rng.randrange(9), lt(rng, 1), lt(rng, 1), rng.randrange(10),
                          lt(rng, 1), lt(rng, 1), rng.randrange(10), lt(rng, 1), lt(rng, 1),
                          rng.randrange(10), rng.randrange(10)))])


def ssn(rng, cc):
    """(label, value) or None; values start with 9 or 000."""
    if cc == "US":
        return ("SSN", pick(rng, ["9%s-%s-%s" % (dg(rng, 2), dg(rng, 2), dg(rng, 4)),
                                  "000-%s-%s" % (dg(rng, 2), dg(rng, 4))]))
    if cc == "CA":
        return ("SIN", pick(rng, ["9%s %s %s", "9%s-%s-%s"]) % (dg(rng, 2), dg(rng, 3), dg(rng, 3)))
    if cc == "IE":
        return ("PPSN", "9" + dg(rng, 6) + lt(rng, 1) + pick(rng, ["", "A", "W"]))
    if cc == "AU":
        return ("Centrelink CRN", "9%s %s %s%s" % (dg(rng, 2), dg(rng, 3), dg(rng, 3), lt(rng, 1)))
    return None


def group_no(rng):
    return pick(rng, ["GRP-" + dg(rng, 5), dg(rng, 6), lt(rng, 2) + dg(rng, 4)])


def account(rng, cc):
    return pick(rng, ["E" + dg(rng, 9), "%d-%s" % (2019 + rng.randrange(7), dg(rng, 7)), dg(rng, 10),
                      "V" + dg(rng, 8), "ENC" + dg(rng, 7), dg(rng, 4) + "-" + dg(rng, 4)])


def licence(rng, cc, role):
    """(label, value) for a clinician's registration / licence number."""
    if cc == "GB":
        return {"doctor": ("GMC", dg(rng, 7)), "nurse": ("NMC PIN", dg(rng, 2) + lt(rng, 1) + dg(rng, 4) + lt(rng, 1)),
                "physio": ("HCPC", "PH" + dg(rng, 6)), "pharm": ("GPhC", "20" + dg(rng, 5)),
                "radio": ("GMC", dg(rng, 7)), "sci": ("HCPC", "CS" + dg(rng, 5))}[role]
    if cc == "IE":
        return {"doctor": ("MCRN", dg(rng, 6)), "nurse": ("NMBI PIN", dg(rng, 6)),
                "physio": ("CORU", "PT" + dg(rng, 6)), "pharm": ("PSI Reg", dg(rng, 5)),
                "radio": ("MCRN", dg(rng, 6)), "sci": ("CORU", "MS" + dg(rng, 6))}[role]
    if cc == "AU":
        pre = {"doctor": "MED", "nurse": "NMW", "physio": "PHY", "pharm": "PHA", "radio": "MED",
               "sci": "MED"}[role]
        if role == "doctor" and rng.random() < 0.4:
            return ("Provider No", dg(rng, 6) + lt(rng, 2, "ABCDEFGHJKLTWXY"))
        return ("AHPRA", pre + "000" + dg(rng, 7))
    if cc == "NZ":
        return {"doctor": ("MCNZ", dg(rng, 5)), "nurse": ("NCNZ", dg(rng, 6)),
                "physio": ("PBNZ", dg(rng, 5)), "pharm": ("PCNZ", dg(rng, 5)),
                "radio": ("MCNZ", dg(rng, 5)), "sci": ("HPI-CPN", dg(rng, 2) + lt(rng, 4))}[role]
    if cc == "CA":
        return {"doctor": pick(rng, [("CPSO", dg(rng, 5)), ("Billing No", dg(rng, 6)), ("CPSBC", dg(rng, 5))]),
                "nurse": ("CNO Reg", dg(rng, 7)), "physio": ("Physio Reg", dg(rng, 5)),
                "pharm": ("OCP", dg(rng, 6)), "radio": ("CPSO", dg(rng, 5)),
                "sci": ("CSMLS", dg(rng, 6))}[role]
    return {"doctor": pick(rng, [("NPI", "1" + dg(rng, 9)), ("DEA", lt(rng, 2) + dg(rng, 7))]),
            "nurse": ("RN Lic", "RN" + dg(rng, 6)), "physio": ("PT Lic", "PT" + dg(rng, 6)),
            "pharm": ("RPh Lic", "RPH" + dg(rng, 5)), "radio": ("NPI", "1" + dg(rng, 9)),
            "sci": ("Lic", "CLS" + dg(rng, 5))}[role]


def serial(rng, kind):
    return {"eflow": "EF" + dg(rng, 7), "ineb": "INB-" + dg(rng, 6), "compressor": "PC" + dg(rng, 2) + "-" + dg(rng, 5),
            "spiro": pick(rng, ["SN " + dg(rng, 8), dg(rng, 2) + "-" + dg(rng, 6)]),
            "conc": "OC" + dg(rng, 8), "vest": "V" + dg(rng, 3) + "-" + dg(rng, 4),
            "oxi": "OX" + lt(rng, 2) + dg(rng, 5), "picc": "PL" + dg(rng, 7),
            "hub": "HUB-" + lt(rng, 2) + dg(rng, 4), "pump": "IP" + dg(rng, 6)}[kind]


def plate(rng, cc):
    if cc == "GB":
        return "%s%02d %s" % (lt(rng, 2), rng.randrange(10, 73), lt(rng, 3))
    if cc == "IE":
        return "%d-%s-%s" % (rng.randrange(12, 25) * 10 + 1 + rng.randrange(2), pick(rng, ["C", "D", "G", "KY", "MO", "TS", "LH"]), dg(rng, 4 + rng.randrange(2)))
    if cc == "AU":
        return pick(rng, ["%s%s%s" % (dg(rng, 1), lt(rng, 3), dg(rng, 2)), "%s-%s" % (lt(rng, 3), dg(rng, 3))])
    if cc == "NZ":
        return lt(rng, 3) + dg(rng, 3)
    if cc == "CA":
        return "%s %s" % (lt(rng, 4), dg(rng, 3))
    return dg(rng, 1) + lt(rng, 3) + dg(rng, 3)


def bioid(rng, kind):
    return {"voice": "VP-" + dg(rng, 6), "finger": "FP-" + dg(rng, 5), "palm": "PV" + lt(rng, 2) + dg(rng, 5)}[kind]


def idnum(rng, kind, year):
    yy = year % 100
    return {"lab": pick(rng, ["M%02d.%s" % (yy, dg(rng, 7)), "%02dM%s" % (yy, dg(rng, 6)),
                              "SP-%02d-%s" % (yy, dg(rng, 6)), "MB%s" % dg(rng, 8)]),
            "rad": pick(rng, ["RAD%02d%s" % (yy, dg(rng, 6)), "CT-%02d-%s" % (yy, dg(rng, 7)), "ACC" + dg(rng, 8)]),
            "order": pick(rng, ["ORD-" + dg(rng, 7), "OR" + dg(rng, 8), dg(rng, 9)]),
            "ubrn": "%s %s %s" % (dg(rng, 4), dg(rng, 4), dg(rng, 4)),
            "participant": "%s-%s-%s" % (lt(rng, 1) + dg(rng, 1), dg(rng, 3), dg(rng, 4)),
            "rand": "R" + dg(rng, 4), "kit": "K-" + dg(rng, 5),
            "mdt": "MDT/%02d/%s" % (yy, dg(rng, 4)), "call": "TR-%02d%s-%s" % (yy, dg(rng, 4), dg(rng, 4)),
            "rx": "RX-" + dg(rng, 8), "ref": "REF-%d-%s" % (year, dg(rng, 5)),
            "lf": "LF%02d-%s" % (yy, dg(rng, 5)), "opat": "OPAT-%02d-%s" % (yy, dg(rng, 4)),
            "afb": "AFB-%02d-%s" % (yy, dg(rng, 5))}[kind]
