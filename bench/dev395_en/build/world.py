"""Country conventions, identifier formats, people, sites and dates."""

import datetime

import pools
from doc import pick, chance

COUNTRIES = [("UK", 30), ("US", 19), ("Australia", 14), ("Canada", 12),
             ("Ireland", 12), ("New Zealand", 13)]

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
DOW = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
       "Sunday"]

# vocabulary that differs between health systems
TERMS = {
    "UK": dict(gp="GP", practice="Surgery", pu="pressure ulcer",
               grade="Category", home="care home", nurse="district nurse",
               tvn="Tissue Viability Nurse", oedema="oedema",
               colour="colour", us=False, hp="NHS No", mrn="Hosp No",
               org="NHS Foundation Trust", team="District Nursing Team"),
    "US": dict(gp="PCP", practice="Family Practice", pu="pressure injury",
               grade="Stage", home="skilled nursing facility",
               nurse="home health nurse", tvn="WOC Nurse", oedema="edema",
               colour="color", us=True, hp="Member ID", mrn="MRN",
               org="Health System", team="Home Health Agency"),
    "Australia": dict(gp="GP", practice="Medical Centre",
                      pu="pressure injury", grade="Stage",
                      home="residential aged care facility",
                      nurse="community nurse", tvn="Wound CNC",
                      oedema="oedema", colour="colour", us=False,
                      hp="Medicare No", mrn="URN", org="Health Service",
                      team="Community Nursing Service"),
    "Canada": dict(gp="family physician", practice="Family Health Team",
                   pu="pressure injury", grade="Stage",
                   home="long-term care home", nurse="home care nurse",
                   tvn="NSWOC", oedema="edema", colour="colour", us=True,
                   hp="Health Card No", mrn="MRN", org="Health Centre",
                   team="Home and Community Care"),
    "Ireland": dict(gp="GP", practice="Medical Practice", pu="pressure ulcer",
                    grade="Category", home="nursing home",
                    nurse="public health nurse",
                    tvn="Clinical Nurse Specialist Tissue Viability",
                    oedema="oedema", colour="colour", us=False,
                    hp="GMS No", mrn="MRN", org="University Hospital",
                    team="Community Nursing Unit"),
    "New Zealand": dict(gp="GP", practice="Medical Centre",
                        pu="pressure injury", grade="Stage",
                        home="rest home", nurse="district nurse",
                        tvn="Wound Care CNS", oedema="oedema",
                        colour="colour", us=False, hp="NHI",
                        mrn="Hospital No", org="Hospital",
                        team="District Nursing Service"),
}


def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(pick(rng, alphabet) for _ in range(n))


# ---------------------------------------------------------------- contacts
def phone(rng, cc, mobile=None):
    if mobile is None:
        mobile = chance(rng, 0.35)
    if cc == "UK":
        if mobile:
            return pick(rng, ["07700 555", "07781 555", "07912 555"]) + digits(rng, 3)
        return "0" + pick(rng, ["113", "1423", "1539", "161", "1226", "1872",
                                "1434", "1522"]) + " 555 " + digits(rng, 4)
    if cc in ("US", "Canada"):
        area = pick(rng, ["614", "937", "419", "559", "520", "518", "478",
                          "208", "775", "503"] if cc == "US" else
                    ["613", "519", "705", "250", "403", "506", "902", "306"])
        fmt = rng.randrange(3)
        tail = "01" + digits(rng, 2)
        if fmt == 0:
            return "(%s) 555-%s" % (area, tail)
        if fmt == 1:
            return "%s-555-%s" % (area, tail)
        return "%s.555.%s" % (area, tail)
    if cc == "Australia":
        if mobile:
            return "04" + digits(rng, 2) + " 555 " + digits(rng, 3)
        return "(0" + pick(rng, ["2", "3", "7", "8"]) + ") 5550 " + digits(rng, 4)
    if cc == "Ireland":
        if mobile:
            return pick(rng, ["083", "085", "086", "087"]) + " 555 " + digits(rng, 4)
        return "0" + pick(rng, ["21", "61", "65", "66", "90", "44", "71"]) + " 555 " + digits(rng, 4)
    # New Zealand
    if mobile:
        return pick(rng, ["021", "022", "027"]) + " 555 " + digits(rng, 4)
    return "0" + pick(rng, ["3", "4", "6", "7", "9"]) + " 555 " + digits(rng, 4)


def extension(rng):
    return pick(rng, [" ext. ", " ext ", " x", " Ext "]) + digits(rng, 4)


def bleep(rng):
    return pick(rng, ["555", "5550", "5551", "555-0"]) + digits(rng, 2)


def email_for(rng, first, last):
    f = first.lower().replace(" ", "").replace("'", "")
    l = last.lower().replace(" ", "").replace("'", "")
    dom = pick(rng, ["example.org", "example.net", "example.com"])
    form = rng.randrange(4)
    if form == 0:
        local = f + "." + l
    elif form == 1:
        local = f[0] + "." + l
    elif form == 2:
        local = f[0] + l + digits(rng, 1)
    else:
        local = l + "." + f[0]
    return local + "@" + dom


def team_email(rng, what):
    return pick(rng, [what + "@", what + ".team@", what + ".referrals@"]) + \
        pick(rng, ["example.org", "example.net", "example.com"])


def url(rng, path=None):
    host = pick(rng, ["www.example.org", "www.example.net", "example.com",
                      "portal.example.org", "https://www.example.org",
                      "https://images.example.net", "http://example.com"])
    if path is None:
        path = pick(rng, ["tvn", "woundcare/leaflets", "legulcer",
                          "pressure-care", "footcare/advice",
                          "npwt/helpline", "compression-guide",
                          "images/upload", "referrals/tissue-viability"])
    return host + "/" + path


def ipaddr(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256),
                                rng.randrange(1, 255))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256),
                                 rng.randrange(1, 255))
    return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))


def username(rng, first, last):
    f = first.lower().replace(" ", "").replace("-", "")
    l = last.lower().replace(" ", "").replace("'", "")
    form = rng.randrange(4)
    if form == 0:
        return f[0] + l + str(rng.randrange(1, 9))
    if form == 1:
        return f + "." + l
    if form == 2:
        return l[:6] + f[:2]
    return f[0] + l[:5] + digits(rng, 2)


# ---------------------------------------------------------------- IDs
def nhs_number(rng):
    while True:
        d = [rng.randrange(10) for _ in range(9)]
        if d[0] == 0:
            continue
        s = sum(x * (10 - i) for i, x in enumerate(d))
        c = 11 - s % 11
        if c == 11:
            c = 0
        if c == 10:
            continue
        t = "".join(map(str, d)) + str(c)
        return t[:3] + " " + t[3:6] + " " + t[6:]


def healthplan(rng, cc):
    """(label, value) for the national health / insurance number."""
    if cc == "UK":
        if chance(rng, 0.2):
            return "CHI", digits(rng, 10)
        return pick(rng, ["NHS No", "NHS number", "NHS"]), nhs_number(rng)
    if cc == "US":
        k = rng.randrange(3)
        if k == 0:
            v = "%d%s%d-%s%d-%s%d%d" % (rng.randrange(1, 10), letters(rng, 2),
                                       rng.randrange(10), letters(rng, 2),
                                       rng.randrange(10), letters(rng, 2),
                                       rng.randrange(10), rng.randrange(10))
            return "Medicare MBI", v
        if k == 1:
            return "Member ID", letters(rng, 3) + digits(rng, 6)
        return "Policy #", letters(rng, 1) + digits(rng, 8)
    if cc == "Australia":
        if chance(rng, 0.2):
            return "DVA No", "N" + letters(rng, 1) + digits(rng, 6)
        return "Medicare No", "%s %s %s" % (str(rng.randrange(2, 7)) + digits(rng, 3),
                                           digits(rng, 5), digits(rng, 1))
    if cc == "Canada":
        if chance(rng, 0.5):
            return "OHIP", "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3),
                                            digits(rng, 3), letters(rng, 2))
        return "PHN", "9" + digits(rng, 3) + " " + digits(rng, 3) + " " + digits(rng, 3)
    if cc == "Ireland":
        if chance(rng, 0.5):
            return "GMS No", digits(rng, 7) + letters(rng, 1)
        return pick(rng, ["VHI member no", "Laya policy no"]), digits(rng, 8)
    return "NHI", letters(rng, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + digits(rng, 4)


def mrn(rng, cc):
    k = rng.randrange(3)
    if cc == "UK":
        return [letters(rng, 1) + digits(rng, 6), "RX" + digits(rng, 7),
                digits(rng, 8)][k]
    if cc == "US":
        return [digits(rng, 8), digits(rng, 3) + "-" + digits(rng, 2) + "-" + digits(rng, 2),
                "E" + digits(rng, 7)][k]
    if cc == "Australia":
        return [digits(rng, 7), digits(rng, 6), "MR" + digits(rng, 6)][k]
    if cc == "Canada":
        return [digits(rng, 7), "CR" + digits(rng, 6), digits(rng, 9)][k]
    if cc == "Ireland":
        return [digits(rng, 7), digits(rng, 6), "H" + digits(rng, 6)][k]
    return [letters(rng, 1) + digits(rng, 6), digits(rng, 7), "WH" + digits(rng, 5)][k]


def ssn(rng, cc):
    if cc == "US":
        if chance(rng, 0.3):
            return "000-" + digits(rng, 2) + "-" + digits(rng, 4)
        return "9" + digits(rng, 2) + "-" + digits(rng, 2) + "-" + digits(rng, 4)
    if cc in ("Canada", "Australia"):
        return "9" + digits(rng, 2) + " " + digits(rng, 3) + " " + digits(rng, 3)
    if cc == "Ireland":
        return "9" + digits(rng, 6) + letters(rng, 1)
    if cc == "New Zealand":
        return "9" + digits(rng, 1) + "-" + digits(rng, 3) + "-" + digits(rng, 3)
    return "000 " + digits(rng, 3) + " " + digits(rng, 3)


SSN_LABEL = {"US": "SSN", "Canada": "SIN", "Australia": "TFN",
             "Ireland": "PPSN", "New Zealand": "IRD no", "UK": "NI ref"}


def account(rng, cc):
    k = rng.randrange(4)
    if k == 0:
        return digits(rng, 8)
    if k == 1:
        return digits(rng, 4) + "-" + digits(rng, 4)
    if k == 2:
        return "V" + digits(rng, 9)
    return "ENC" + digits(rng, 7)


ACCOUNT_LABELS = ["Episode no", "Encounter #", "Visit No", "Acct", "FIN",
                  "Billing acct", "Contact ID", "Spell no"]


def license_for(rng, cc, role):
    doc = role in ("doctor", "surgeon")
    pod = role == "podiatrist"
    if role == "scientist":
        return {"UK": ("HCPC", "CS" + digits(rng, 5)), "US": ("ARDMS", digits(rng, 6)),
                "Australia": ("ASA", digits(rng, 5)), "Canada": ("CSVU", digits(rng, 5)),
                "Ireland": ("CORU", "MS" + digits(rng, 6)),
                "New Zealand": ("MSCNZ", digits(rng, 5))}[cc]
    if cc == "UK":
        if doc:
            return "GMC", digits(rng, 7)
        if pod:
            return "HCPC", "CH" + digits(rng, 5)
        return "NMC PIN", digits(rng, 2) + letters(rng, 1) + digits(rng, 4) + letters(rng, 1)
    if cc == "US":
        if doc:
            if chance(rng, 0.3):
                return "DEA", letters(rng, 2) + digits(rng, 7)
            return "NPI", pick(rng, ["1", "2"]) + digits(rng, 9)
        return pick(rng, ["RN Lic", "License #"]), "RN" + digits(rng, 6)
    if cc == "Australia":
        pre = "MED" if doc else ("POD" if pod else "NMW")
        return "AHPRA", pre + "000" + digits(rng, 7)
    if cc == "Canada":
        if doc:
            return "CPSO", digits(rng, 5)
        return pick(rng, ["CNO Reg", "Reg #"]), digits(rng, 7)
    if cc == "Ireland":
        if doc:
            return "IMC", digits(rng, 6)
        return "NMBI PIN", digits(rng, 6)
    if doc:
        return "MCNZ", digits(rng, 5)
    return "NCNZ", digits(rng, 6)


def idnum(rng, kind):
    if kind == "referral":
        return pick(rng, ["REF-", "TV", "R", "TVR/"]) + digits(rng, 6)
    if kind == "incident":
        return pick(rng, ["W", "INC-", "IR", "DX"]) + digits(rng, 6)
    if kind == "specimen":
        return digits(rng, 2) + pick(rng, ["M", "MB", "-M-"]) + digits(rng, 6)
    if kind == "order":
        return pick(rng, ["ORD", "OR-", "RQ"]) + digits(rng, 7)
    if kind == "image":
        return pick(rng, ["IMG-", "WP", "PH-"]) + digits(rng, 4) + "-" + digits(rng, 3)
    if kind == "safeguarding":
        return pick(rng, ["SG-", "ASC"]) + digits(rng, 6)
    if kind == "case":
        return pick(rng, ["CASE-", "C"]) + digits(rng, 6)
    return "N" + digits(rng, 7)


def device_serial(rng, kind="npwt"):
    if kind == "npwt":
        return pick(rng, ["VUL", "RNS", "PC7", "SN", "AVL"]) + digits(rng, 7)
    if kind == "asset":
        return pick(rng, ["CE-", "AST", "EQ"]) + digits(rng, 6)
    if kind == "lot":
        return digits(rng, 2) + letters(rng, 2) + digits(rng, 4)
    if kind == "camera":
        return letters(rng, 3) + digits(rng, 6)
    if kind == "doppler":
        return pick(rng, ["DX", "SD2-", "HD"]) + digits(rng, 6)
    return letters(rng, 2) + digits(rng, 8)


def vehicle(rng, cc):
    if cc == "UK":
        return letters(rng, 2) + digits(rng, 2) + " " + letters(rng, 3)
    if cc == "US":
        return str(rng.randrange(1, 10)) + letters(rng, 3) + digits(rng, 3)
    if cc == "Australia":
        return letters(rng, 3) + "-" + digits(rng, 3)
    if cc == "Canada":
        return letters(rng, 4) + " " + digits(rng, 3)
    if cc == "Ireland":
        return "%d-%s-%s" % (rng.randrange(12, 25) * 10 + rng.randrange(1, 3),
                             pick(rng, ["D", "C", "G", "KY", "LK", "MH", "TS"]),
                             digits(rng, rng.randrange(3, 6)))
    return letters(rng, 3) + digits(rng, 3)


def bioid(rng):
    return pick(rng, ["FP-", "BIO-", "PV", "FR-"]) + digits(rng, 5 + rng.randrange(3))


def postcode(rng, cc):
    if cc == "UK":
        area = pick(rng, ["LS", "HG", "LA", "SK", "S", "TR", "NE", "LN", "BL",
                          "B", "CA", "BD", "SY", "GL", "BA", "ML", "PA", "DD",
                          "IV", "LL", "SA", "BT", "DH", "YO", "DE"])
        return "%s%d %d%s" % (area, rng.randrange(1, 30), rng.randrange(10),
                              letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
    if cc == "US":
        return digits(rng, 5) if chance(rng, 0.8) else digits(rng, 5) + "-" + digits(rng, 4)
    if cc in ("Australia", "New Zealand"):
        return str(rng.randrange(1, 10)) + digits(rng, 3)
    if cc == "Canada":
        return "%s%d%s %d%s%d" % (letters(rng, 1, "ABCEGHJKLMNPRSTVXY"),
                                  rng.randrange(10), letters(rng, 1),
                                  rng.randrange(10), letters(rng, 1),
                                  rng.randrange(10))
    return "%s%s %s" % (pick(rng, ["V", "T", "P", "N", "F", "A", "R", "Y"]),
                        digits(rng, 2),
                        letters(rng, 1, "ACDEFHKNPRTVWXY") + digits(rng, 2) +
                        letters(rng, 1, "ACDEFHKNPRTVWXY"))


# ---------------------------------------------------------------- places
def street(rng, cc):
    stem = pick(rng, pools.STREET_STEMS)
    suf = pick(rng, pools.STREET_SUFFIX[cc])
    num = str(rng.randrange(1, 240))
    base = "%s %s %s" % (num, stem, suf)
    r = rng.random()
    if r < 0.12:
        if cc == "Australia" or cc == "New Zealand":
            return "%d/%s" % (rng.randrange(1, 12), base)
        if cc in ("US", "Canada"):
            return base + pick(rng, [", Apt ", ", Unit ", " #"]) + str(rng.randrange(1, 40)) + pick(rng, ["", "B", "A"])
        return "Flat %d, %s" % (rng.randrange(1, 20), base)
    return base


def address(rng, cc):
    a = {"street": street(rng, cc), "city": pick(rng, pools.CITIES[cc]),
         "zip": postcode(rng, cc), "state": None, "county": None}
    if cc in pools.STATES:
        a["state"] = pick(rng, pools.STATES[cc])
    if cc in pools.COUNTIES and chance(rng, 0.6):
        a["county"] = pick(rng, pools.COUNTIES[cc])
    return a


def site(rng, cc, kind):
    stem = pick(rng, pools.SITE_STEMS)
    t = TERMS[cc]
    if kind == "hospital":
        forms = ["%s General Hospital", "%s Community Hospital",
                 "%s District Hospital", "%s Royal Infirmary",
                 "%s Regional Medical Center" if t["us"] else "%s Regional Hospital",
                 "%s Memorial Hospital" if t["us"] else "%s Base Hospital"]
        name = pick(rng, forms) % stem
    elif kind == "practice":
        name = "%s %s" % (stem, pick(rng, [t["practice"], "Health Centre",
                                          "Medical Group", "Family Clinic"]))
    elif kind == "home":
        name = "%s %s" % (stem, pick(rng, ["House", "Lodge Nursing Home",
                                          "Manor", "Court Care Home",
                                          "Gardens Rest Home", "Aged Care",
                                          "Care Centre", "Residence"]))
    elif kind == "clinic":
        name = "%s %s" % (stem, pick(rng, ["Leg Ulcer Clinic", "Wound Clinic",
                                          "Health Centre", "Wellbeing Hub",
                                          "Community Clinic", "Polyclinic"]))
    elif kind == "pharmacy":
        name = "%s Pharmacy" % stem
    elif kind == "team":
        name = "%s %s" % (stem, pick(rng, ["District Nursing Team",
                                          "Community Nursing Hub",
                                          "Home Care Nursing", "Neighbourhood Team"]))
    else:
        name = stem
    a = address(rng, cc)
    return {"name": name, "addr": a, "phone": phone(rng, cc, False),
            "fax": phone(rng, cc, False), "stem": stem}


def ward(rng):
    if chance(rng, 0.5):
        return pick(rng, pools.WARD_NAMES) + pick(rng, [" Ward", " Unit", " ward"])
    return "Ward " + str(rng.randrange(1, 40)) + pick(rng, ["", "A", "B", "C"])


# ---------------------------------------------------------------- people
def person(rng, sex=None):
    if sex is None:
        sex = pick(rng, ["F", "M"])
    first = pick(rng, pools.FEMALE if sex == "F" else pools.MALE)
    last = pick(rng, pools.SURNAMES)
    return {"first": first, "last": last, "sex": sex,
            "mi": pick(rng, "ABCDEFGHJKLMNPRSTW")}


REL_F = ["wife", "daughter", "partner", "sister", "niece", "neighbour",
         "friend", "granddaughter", "daughter-in-law", "mother"]
REL_M = ["husband", "son", "partner", "brother", "nephew", "neighbour",
         "friend", "grandson", "son-in-law", "father"]


def dob_for(rng, when, age):
    """A birth date giving exactly `age` completed years on `when`."""
    day = when.day if not (when.month == 2 and when.day == 29) else 28
    anniv = datetime.date(when.year - age, when.month, day)
    return anniv - datetime.timedelta(days=rng.randrange(1, 360))


def patient(rng, cc, when):
    p = person(rng)
    age = pick(rng, [rng.randrange(45, 100), rng.randrange(60, 96),
                     rng.randrange(20, 104)])
    dob = dob_for(rng, when, age)
    p.update({
        "age": age, "dob": dob, "addr": address(rng, cc),
        "phone": phone(rng, cc, False), "mobile": phone(rng, cc, True),
        "mrn": mrn(rng, cc), "hp": healthplan(rng, cc),
        "ssn": ssn(rng, cc), "job": pick(rng, pools.OCCUPATIONS),
        "retired": age >= 66 and chance(rng, 0.8),
        "employer": pick(rng, pools.EMPLOYERS),
        "title": (pick(rng, ["Mrs", "Ms", "Miss", "Mrs"]) if p["sex"] == "F"
                  else "Mr"),
        "email": email_for(rng, p["first"], p["last"]),
        "nick": None,
    })
    if chance(rng, 0.12):
        p["nick"] = pick(rng, ["Peg", "Bunny", "Nan", "Topsy", "Mac", "Tiny",
                               "Snowy", "Ginger", "Nobby", "Chalky", "Dot",
                               "Lolly", "Smithy", "Bluey"])
    nok = person(rng)
    nok["rel"] = pick(rng, REL_F if nok["sex"] == "F" else REL_M)
    if nok["rel"] in ("wife", "husband") and nok["sex"] == p["sex"]:
        nok["rel"] = "partner"
    if nok["rel"] in ("mother", "father") and age > 55:
        nok["rel"] = "daughter" if nok["sex"] == "F" else "son"
    if nok["rel"] in ("daughter", "son", "sister", "brother") and chance(rng, 0.6):
        nok["last"] = p["last"]
    nok["phone"] = phone(rng, cc)
    p["nok"] = nok
    return p


ROLES = {
    "tvn": ["Tissue Viability Nurse Specialist", "TVN", "Clinical Nurse Specialist",
            "Tissue Viability Lead", "Wound Care Nurse"],
    "dn": ["Community Staff Nurse", "District Nursing Sister",
           "Registered Nurse", "Community Nurse", "Senior Staff Nurse"],
    "doctor": ["Consultant", "Registrar", "SHO", "Foundation doctor",
               "Attending", "Resident"],
    "surgeon": ["Consultant Vascular Surgeon", "Vascular Registrar",
                "Plastic Surgery Registrar"],
    "podiatrist": ["Podiatrist", "Senior Podiatrist", "Highly Specialist Podiatrist"],
    "hca": ["Healthcare Assistant", "Care Assistant", "Nursing Assistant"],
    "admin": ["Team Administrator", "Ward Clerk", "Medical Secretary"],
    "scientist": ["Clinical Vascular Scientist", "Vascular Technologist"],
}


def staff(rng, cc, role):
    s = person(rng)
    s["role"] = role
    s["title_role"] = pick(rng, ROLES[role])
    s["lic"] = license_for(rng, cc, role)
    s["email"] = email_for(rng, s["first"], s["last"])
    s["user"] = username(rng, s["first"], s["last"])
    s["bleep"] = bleep(rng)
    s["phone"] = phone(rng, cc, False)
    if role in ("doctor", "surgeon"):
        s["cred"] = pick(rng, {
            "UK": ["MBChB", "FRCS", "MRCP", "MB BCh", "FRCPath", "MBBS"],
            "Ireland": ["MB BCh BAO", "MRCPI", "FRCSI", "MB"],
            "US": ["MD", "DO", "MD, FACS"],
            "Canada": ["MD", "MD, FRCPC", "MD, FRCSC"],
            "Australia": ["MBBS", "FRACP", "FRACS", "FRCPA"],
            "New Zealand": ["MBChB", "FRACP", "FRACS", "FRCPA"]}[cc])
        s["pre"] = "Dr" if not (cc in ("UK", "Ireland") and role == "surgeon") else "Mr"
        if s["sex"] == "F" and s["pre"] == "Mr":
            s["pre"] = "Ms"
    elif role in ("hca", "admin"):
        s["cred"] = ""
        s["pre"] = ""
    elif role == "podiatrist":
        s["cred"] = pick(rng, ["BSc Pod", "DPM" if cc == "US" else "MChS", ""])
        s["pre"] = ""
    elif role == "scientist":
        s["cred"] = pick(rng, ["RVT", "CVS", "AVS"])
        s["pre"] = ""
    else:
        s["cred"] = pick(rng, {
            "UK": ["RN", "RGN", "RN BSc", "RN MSc", "RN (Adult)"],
            "Ireland": ["RGN", "RGN", "RANP", "RN MSc"],
            "US": ["RN", "RN, BSN", "RN, CWOCN", "LPN", "RN, CWS"],
            "Canada": ["RN", "RN, BScN", "RN, NSWOC", "RPN"],
            "Australia": ["RN", "RN, BN", "NP", "EN"],
            "New Zealand": ["RN", "RN, BN", "NP", "EN"]}[cc])
        s["pre"] = ""
    return s


def initials(p, dots=False):
    parts = (p["first"].replace("-", " ").split()[:1] + p["last"].split()[-1:])
    ini = [w[0].upper() for w in parts]
    return ".".join(ini) + "." if dots else "".join(ini)


# ---------------------------------------------------------------- dates
def rand_date(rng):
    start = datetime.date(2019, 1, 1)
    return start + datetime.timedelta(days=rng.randrange(0, 2370))


def fmt_date(rng, d, cc, style=None):
    if style is None:
        style = pick(rng, ["num", "num", "num", "long", "abbr", "num2", "dow"])
    us = cc == "US"
    if style == "iso" or (cc == "Canada" and style == "num" and chance(rng, 0.5)):
        return d.isoformat()
    if style == "num":
        if us:
            return "%d/%d/%d" % (d.month, d.day, d.year) if chance(rng, 0.5) \
                else "%02d/%02d/%d" % (d.month, d.day, d.year)
        return "%02d/%02d/%d" % (d.day, d.month, d.year)
    if style == "num2":
        if us:
            return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
        sep = pick(rng, ["/", ".", "-"])
        return "%02d%s%02d%s%02d" % (d.day, sep, d.month, sep, d.year % 100)
    if style == "long":
        if us or cc == "Canada":
            return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == "abbr":
        m = MONTHS[d.month - 1][:3]
        if us:
            return "%s %d %d" % (m, d.day, d.year)
        return pick(rng, ["%02d-%s-%d", "%d %s %d", "%02d %s %d"]) % (d.day, m, d.year)
    if style == "dow":
        w = DOW[d.weekday()]
        w = w[:3] if chance(rng, 0.5) else w
        if us:
            return "%s %d/%d" % (w, d.month, d.day)
        return "%s %d/%d" % (w, d.day, d.month) if chance(rng, 0.5) else \
            "%s %d %s" % (w, d.day, MONTHS[d.month - 1][:3])
    if style == "short":
        return "%d/%d" % ((d.month, d.day) if us else (d.day, d.month))
    if style == "wday":
        return DOW[d.weekday()]
    if style == "holiday":
        extra = {"US": ["Thanksgiving", "Fourth of July", "Labor Day"],
                 "Canada": ["Thanksgiving", "Canada Day", "Victoria Day"],
                 "Australia": ["Anzac Day", "Australia Day"],
                 "New Zealand": ["Waitangi Day", "Anzac Day"],
                 "Ireland": ["St Patrick's Day", "St Stephen's Day"],
                 "UK": ["Boxing Day", "Easter Monday", "Whit Monday"]}[cc]
        return pick(rng, ["Christmas", "Christmas Day", "New Year's Day", "Good Friday",
                          "Easter"] + extra)
    if style == "month":
        return "%s %d" % (MONTHS[d.month - 1], d.year)
    if style == "year":
        return str(d.year)
    raise ValueError(style)


def fmt_dob(rng, d, cc):
    return fmt_date(rng, d, cc, pick(rng, ["num", "num", "abbr", "long"]))


def days(n):
    return datetime.timedelta(days=n)
