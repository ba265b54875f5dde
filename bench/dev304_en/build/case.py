"""A 'case' bundles every PHI value one document may need (patient, family,
clinicians, insurer staff, places, identifiers, contacts, dates) plus
helpers that render them in varied surface forms as fragments."""
import datetime as dt
import pools as P
from clinical import PROCS, proc_title
from core import R, F, ch, chance, wch, digits, letters, rdate, shift, workday

CUR = {"GB": "£", "IE": "€", "AU": "$", "NZ": "$", "CA": "$"}
ZLET = "ABDEFGHJLNPQRSTUWXYZ"


class Person:
    def __init__(self, first, last, sex, middle=None, title=None, cred=""):
        self.first, self.last, self.sex, self.middle = first, last, sex, middle
        self.title, self.cred = title, cred

    def name(self, style="full"):
        f, l, m = self.first, self.last, self.middle
        mi = m[0] if m else ""
        if style == "full":
            return "%s %s" % (f, l)
        if style == "fml":
            return "%s %s. %s" % (f, mi, l) if m else "%s %s" % (f, l)
        if style == "fmiddle":
            return "%s %s %s" % (f, m, l) if m else "%s %s" % (f, l)
        if style == "lf":
            return "%s, %s" % (l, f)
        if style == "LF":
            return "%s, %s" % (l.upper(), f)
        if style == "LFU":
            return ("%s, %s %s" % (l.upper(), f.upper(), mi)) if m else "%s, %s" % (l.upper(), f.upper())
        if style == "first":
            return f
        if style == "last":
            return l
        if style == "LAST":
            return l.upper()
        if style == "fi":
            return "%s. %s" % (f[0], l)
        if style == "fil":
            return "%s %s" % (f[0], l)
        if style == "init":
            return "%s.%s." % (f[0], l[0])
        if style == "initc":
            return "%s%s" % (f[0], l[0])
        if style == "nick":
            return P.NICKS.get(f, f)
        if style == "linit":
            return ("%s%s" % (f[0], l[0])).lower()
        if style == "fl_init":
            return "%s %s." % (f, l[0])
        raise KeyError(style)


def tdot(title, country):
    """Title with or without a full stop (Canadian documents prefer the stop)."""
    if title in ("Miss",):
        return title
    p = 0.75 if country == "CA" else 0.2
    return title + "." if chance(p) else title


PROC_SEX = {"turp": "M", "hyst": "F", "breast": "F"}
PROC_AGES = {"acl": (14, 55), "menisc": (14, 80), "fess": (10, 90), "physio": (10, 95), "mri": (12, 95),
             "biologic": (10, 80), "psych": (13, 90), "tkr": (45, 95), "thr": (40, 95), "hyst": (30, 62),
             "sleeve": (18, 64), "turp": (50, 95), "cataract": (45, 95), "breast": (30, 90),
             "ablation": (30, 85), "angio": (40, 90), "ctr": (25, 90), "discect": (20, 80), "colon": (25, 90),
             "varicose": (25, 85), "chemo": (25, 80), "cpap": (18, 95)}


CA_FACILITY = {"cpap": ["Port Alder Sleep Clinic"], "mri": ["Cedarholm Imaging Clinic", "Larchfield MRI"],
               "physio": ["Spruce Hollow Physiotherapy", "Tamarack Ridge Rehabilitation"],
               "biologic": ["Granite Shore Infusion Clinic"], "chemo": ["Granite Shore Infusion Clinic"],
               "discect": ["Maple Bend Surgical Centre", "Clinique Riviere-Clair"],
               "psych": ["Birchmount Falls Health Centre", "Clinique Riviere-Clair"]}


class Case:
    pass


def _sanitize(s):
    return "".join(ch_ for ch_ in s.lower() if ch_.isalnum())


def new_person(c, sex=None, kind="pt"):
    pool = c.country
    while True:
        sex = sex or ch(["F", "M"])
        firsts = (P.FEMALE if sex == "F" else P.MALE)
        fpool = firsts[pool] if (pool in firsts and chance(0.45)) else firsts["common"]
        spool = P.SURNAMES[pool] if (pool in P.SURNAMES and chance(0.5)) else P.SURNAMES["common"]
        first, last = ch(fpool), ch(spool)
        if last not in c.used and first not in c.used:
            break
        sex = None if kind == "any" else sex
    c.used.add(last)
    c.used.add(first)
    middle = None
    if chance(0.35):
        middle = ch((P.FEMALE if sex == "F" else P.MALE)["common"])
    return Person(first, last, sex, middle)


def pt_title(p, c):
    """A patient's or relative's courtesy title, fixed per person within a document."""
    if getattr(p, "ptitle", None):
        return p.ptitle
    if c.child and p is c.pt:
        p.ptitle = "Master" if p.sex == "M" else "Miss"
    elif p.sex == "M":
        p.ptitle = tdot("Mr", c.country)
    else:
        p.ptitle = tdot(wch([("Mrs", 4), ("Ms", 5), ("Miss", 1)]), c.country)
    return p.ptitle


# ------------------------------------------------------------ contacts
AREA = {"ON": ["416", "613", "705", "905"], "BC": ["604", "250"], "AB": ["403", "780"], "QC": ["514", "418", "450"],
        "SK": ["306"], "MB": ["204"], "NS": ["902"], "NB": ["506"], "NSW": ["2"], "ACT": ["2"], "VIC": ["3"], "TAS": ["3"],
        "QLD": ["7"], "SA": ["8"], "WA": ["8"], "NT": ["8"], "Auckland": ["9"], "Northland": ["9"], "Waikato": ["7"],
        "Bay of Plenty": ["7"], "Wellington": ["4"], "Canterbury": ["3"], "Otago": ["3"], "Southland": ["3"], "Nelson": ["3"],
        "Hawke's Bay": ["6"], "Taranaki": ["6"], "Manawatu-Whanganui": ["6"]}
REGION = [None]


def phone(country, kind="land", ext=False):
    if country == "GB":
        if kind == "mobile":
            s = "07%s 555 %s" % (ch(["700", "712", "823", "955", "481"]), digits(3))
        elif kind == "free":
            s = "%s 555 %s" % (ch(["0800", "0345", "0330"]), digits(4))
        elif kind == "intl":
            s = "+44 %s 555 %s" % (ch(["118", "113", "161", "1392", "20 7"]), digits(4))
        else:
            a = ch(["0118", "0121", "0113", "0161", "01392", "01223", "01603", "01772", "020 7", "01224"])
            s = ("020 7555 %s" % digits(4)) if a == "020 7" else ("%s 555 %s" % (a, digits(4)))
    elif country == "IE":
        if kind == "mobile":
            s = "08%s 555 %s" % (ch("35679"), digits(4))
        elif kind == "free":
            s = "1800 555 %s" % digits(3)
        elif kind == "intl":
            s = "+353 %s 555 %s" % (ch(["1", "21", "91", "61"]), digits(4))
        else:
            s = "%s 555 %s" % (ch(["01", "021", "091", "061", "051", "066", "074", "045"]), digits(4))
    elif country == "AU":
        if kind == "mobile":
            s = "04%s 555 %s" % (digits(2), digits(3))
        elif kind == "free":
            s = "%s 555 %s" % (ch(["1300", "1800"]), digits(3))
        elif kind == "intl":
            s = "+61 %s 5550 %s" % (ch("2378"), digits(4))
        else:
            s = ch(["(0%s) 5550 %s", "0%s 5550 %s"]) % (ch(AREA.get(REGION[0], "2378")), digits(4))
    elif country == "NZ":
        if kind == "mobile":
            s = "02%s 555 %s" % (ch("127"), digits(4))
        elif kind == "free":
            s = "0800 555 %s" % digits(3)
        elif kind == "intl":
            s = "+64 %s 555 %s" % (ch("34679"), digits(4))
        else:
            s = ch(["(0%s) 555 %s", "0%s 555 %s", "0%s-555 %s"]) % (ch(AREA.get(REGION[0], "34679")), digits(4))
    else:
        area = ch(AREA.get(REGION[0], ["416", "613", "604", "403", "514"]))
        if kind == "free":
            s = "1-%s-555-01%s" % (ch(["800", "888", "866"]), digits(2))
        elif kind == "intl":
            s = "+1 %s 555 01%s" % (area, digits(2))
        else:
            s = ch(["(%s) 555-01%s", "%s-555-01%s", "%s.555.01%s"]) % (area, digits(2))
    if ext:
        s += ch([" ext. ", " ext ", " x", " Ext. "]) + digits(ch([3, 4]))
    return s


def email_for(p, host, style=None):
    f, l = _sanitize(p.first), _sanitize(p.last)
    style = style or ch(["f.l", "fl", "f_l", "il", "l.f", "fl9"])
    local = {"f.l": f + "." + l, "fl": f + l, "f_l": f + "_" + l, "il": f[0] + l, "l.f": l + "." + f[0],
             "fl9": f + l[:4] + digits(2)}[style]
    return local + "@" + host


def personal_host():
    return ch(["example.com", "example.net", "example.org", "mail.example.com", "inbox.example.net"])


def private_ip():
    k = R.random()
    if k < 0.45:
        return "10.%d.%d.%d" % (R.randint(0, 254), R.randint(0, 254), R.randint(2, 254))
    if k < 0.75:
        return "172.%d.%d.%d" % (R.randint(16, 31), R.randint(0, 254), R.randint(2, 254))
    return "192.168.%d.%d" % (R.randint(0, 254), R.randint(2, 254))


def username(p, style=None):
    f, l = _sanitize(p.first), _sanitize(p.last)
    style = style or ch(["il", "il9", "f.l", "lf", "role"])
    return {"il": f[0] + l, "il9": f[0] + l[:6] + digits(2), "f.l": f + "." + l, "lf": l[:5] + f[0] + digits(1),
            "role": ch(["ncm_", "clm_", "pa_", "cs_"]) + f[0] + l[:6]}[style]


# ------------------------------------------------------------ places
def postcode(country, seed):
    if country == "GB":
        return "%s%d %d%s" % (seed, R.randint(1, 29), R.randint(1, 9), letters(2, ZLET))
    if country == "IE":
        key = "D%02d" % R.randint(1, 24) if seed == "D" else "%s%02d" % (seed, R.randint(12, 95))
        return "%s %s%s%s%s" % (key, letters(1, ZLET), R.randint(1, 9), letters(1, ZLET + "0123456789"),
                               R.randint(1, 9))
    if country == "AU":
        return seed + digits(3) if seed != "0" else "08" + digits(2)
    if country == "NZ":
        return seed + digits(2)
    return "%s%d%s %d%s%d" % (seed, R.randint(1, 9), letters(1, ZLET), R.randint(1, 9), letters(1, ZLET),
                              R.randint(1, 9))


def street_line(country):
    name = "%s %s" % (ch(P.STREET_NAMES), ch(P.STREET_SFX[country]))
    n = R.randint(1, 240)
    k = R.random()
    if country == "AU" and k < 0.3:
        return "%d/%d %s" % (R.randint(1, 12), n, name)
    if country == "CA" and k < 0.3:
        return "%s %d, %d %s" % (ch(["Apt", "Unit", "Suite"]), R.randint(101, 2208), n, name)
    if country == "CA" and k < 0.4:
        return "%d-%d %s" % (R.randint(101, 1804), n, name)
    if country in ("GB", "IE") and k < 0.2:
        return "%s %d, %d %s" % (ch(["Flat", "Apartment"]), R.randint(1, 24), n, name)
    if country == "IE" and k < 0.3:
        return "%d %s" % (R.randint(1, 60), ch(P.STREET_NAMES) + " " + ch(["Park", "Grove", "Court", "Lawn"]))
    return "%d %s" % (n, name)


def make_addr(country):
    town, region, seed = ch(P.TOWNS[country])
    return dict(street=street_line(country), town=town, region=region, zip=postcode(country, seed),
                country=country)


def region_type(country):
    return "CITY" if country in ("GB", "IE") else "STATE"


def addr_frag(a, mode="lines", country_line=False):
    """Render an address as a fragment; mode 'lines' (multi-line) or 'inline'."""
    cty = a["country"]
    sep = "\n" if mode == "lines" else ", "
    out = [("LOCATION_OTHER", a["building"]), (None, sep)] if a.get("building") else []
    out += [("STREET", a["street"]), (None, sep)]
    town = a["town"]
    rt = region_type(cty)
    if cty == "AU":
        if mode == "lines" and chance(0.6):
            town = town.upper()
        out += [("CITY", town), (None, " "), ("STATE", a["region"]), (None, " "), ("ZIP", a["zip"])]
    elif cty == "CA":
        out += [("CITY", town), (None, ", " if chance(0.6) else " "), ("STATE", a["region"]),
                (None, "  " if chance(0.5) else " "), ("ZIP", a["zip"])]
    elif cty == "NZ":
        if chance(0.4):
            out += [("CITY", town), (None, sep), ("STATE", a["region"]), (None, " "), ("ZIP", a["zip"])]
        else:
            out += [("CITY", town), (None, " "), ("ZIP", a["zip"])]
    elif cty == "IE":
        out += [("CITY", town), (None, sep), (rt, a["region"]), (None, sep), ("ZIP", a["zip"])]
    else:
        out += [("CITY", town), (None, sep)]
        if chance(0.5):
            out += [(rt, a["region"]), (None, sep)]
        out += [("ZIP", a["zip"])]
    if country_line:
        out += [(None, sep), ("COUNTRY", P.COUNTRY_NAME[cty][0])]
    return out


# ------------------------------------------------------------ doctors
CREDS = {
    "GB": {"surg": "FRCS", "phys": "FRCP", "gp": "MRCGP", "nurse": "RGN", "anaes": "FRCA"},
    "IE": {"surg": "FRCSI", "phys": "MRCPI", "gp": "MICGP", "nurse": "RGN", "anaes": "FCAI"},
    "AU": {"surg": "FRACS", "phys": "FRACP", "gp": "FRACGP", "nurse": "RN", "anaes": "FANZCA"},
    "NZ": {"surg": "FRACS", "phys": "FRACP", "gp": "FRNZCGP", "nurse": "RN", "anaes": "FANZCA"},
    "CA": {"surg": "MD, FRCSC", "phys": "MD, FRCPC", "gp": "MD, CCFP", "nurse": "RN", "anaes": "MD, FRCPC"},
}
SURG_SPECS = {"Trauma & Orthopaedics", "Spinal Surgery", "Hand Surgery", "General Surgery", "ENT", "Gynaecology",
              "Urology", "Breast Surgery", "Bariatric Surgery", "Vascular Surgery", "Ophthalmology"}


def make_doctor(c, role):
    p = new_person(c, kind="any")
    cty = c.country
    if role == "surg":
        if cty in ("GB", "IE", "NZ") and chance(0.65):
            p.title = ch(["Mr", "Mr", "Ms", "Miss"]) if p.sex == "F" else "Mr"
            if p.sex == "F" and p.title == "Mr":
                p.title = "Ms"
        elif chance(0.15):
            p.title = "A/Prof" if cty == "AU" else "Prof"
        else:
            p.title = "Dr"
    elif role == "nurse":
        p.title = None
    else:
        p.title = "Prof" if (role == "phys" and chance(0.08)) else "Dr"
    p.cred = CREDS[cty].get(role, "")
    return p


def licence(c):
    cty = c.country
    if cty == "GB":
        return "GMC", digits(7)
    if cty == "IE":
        return "IMC", str(R.randint(10000, 429999))
    if cty == "AU":
        return "AHPRA", "MED000" + digits(7)
    if cty == "NZ":
        return "MCNZ", str(R.randint(10000, 89999))
    body = {"ON": "CPSO", "BC": "CPSBC", "AB": "CPSA", "QC": "CMQ", "SK": "CPSS", "MB": "CPSM",
            "NS": "CPSNS", "NB": "CPSNB"}[c.addr["region"]]
    return body, str(R.randint(10000, 129999))


def provider_no(c):
    cty = c.country
    if cty == "AU":
        return "Medicare provider no.", digits(6) + ch("0123456789ABCDEFGHJK") + ch("ABCDEFHJKLTWXY")
    if cty == "CA":
        return "Billing no.", digits(6)
    if cty == "GB":
        return "Provider code", letters(2) + digits(5)
    if cty == "IE":
        return "Insurer provider no.", digits(5)
    return "Affiliated provider ID", "AP" + digits(5)


def dr(p, c, mode="formal"):
    """Fragment naming a clinician: titles and credentials outside the span."""
    if p.title and not getattr(p, "tshow", None):
        p.tshow = tdot(p.title, c.country)
    t = p.tshow if p.title else None
    if mode == "formal":
        if t:
            return F(t + " ", ("DOCTOR", p.name(ch(["last", "last", "full", "fi"]))))
        return F(("DOCTOR", p.name("full")))
    if mode == "full":
        return F((t + " ") if t else "", ("DOCTOR", p.name(ch(["full", "full", "fml"]))))
    if mode == "sig":
        return F(("DOCTOR", p.name(ch(["full", "fml", "full"]))), (", " + p.cred) if p.cred else "")
    if mode == "bare":
        return F(("DOCTOR", p.name(ch(["full", "full", "fi"]))))
    raise KeyError(mode)


def pt(c, mode="formal", p=None):
    p = p or c.pt
    if mode == "formal":
        return F(pt_title(p, c) + " ", ("PATIENT", p.name(ch(["last", "last", "last", "full"]))))
    if mode == "any":
        return F(("PATIENT", p.name(wch([("full", 5), ("first", 2), ("fml", 1), ("nick", 1)]))))
    return F(("PATIENT", p.name(mode)))


# ------------------------------------------------------------ the case
def make_case(country, settings=None):
    c = Case()
    REGION[0] = None
    c.country = country
    c.used = set()
    c.cur = CUR[country]
    ins = ch(P.INSURERS[country])
    c.ins_name, c.ins_short, c.ins_host = ins
    c.ins_addr = make_addr(country)
    k = R.randint(0, 2)
    if k == 0:
        c.ins_addr["street"] = "PO Box %d" % R.randint(100, 9999)
    elif k == 1:
        c.ins_addr["building"] = ch(P.BUILDINGS)
    c.ins_phone, c.ins_fax = phone(country, "free"), phone(country, "land")
    c.ins_url = ch(["www.", "https://www.", "https://members.", "portal."]) + c.ins_host + ch(
        ["", "/claims", "/preapproval", "/members", "/providers/login"])
    c.today = workday(rdate(dt.date(2023, 1, 9), dt.date(2025, 6, 20)))
    c.addr = make_addr(country)
    REGION[0] = c.addr["region"]
    c.pt = new_person(c)
    c.child = chance(0.08)
    c.age = R.randint(10, 17) if c.child else int(wch([(R.randint(19, 39), 3), (R.randint(40, 64), 5),
                                                      (R.randint(65, 91), 3)]))
    c.dob = c.today - dt.timedelta(days=365 * c.age + R.randint(20, 330) + c.age // 4)
    c.age = c.today.year - c.dob.year - ((c.today.month, c.today.day) < (c.dob.month, c.dob.day))
    c.pt_phone, c.pt_mobile = phone(country), phone(country, "mobile")
    c.pt_email = email_for(c.pt, personal_host())
    profs = [x for x in P.PROFESSIONS if not (
        (x in ("lorry driver", "HGV driver") and country not in ("GB", "IE")) or (x == "tradie" and country != "AU")
        or (x == "long-haul trucker" and country not in ("CA", "AU", "NZ")) or x.startswith("retired"))]
    c.profession = ch(profs)
    c.prof_pre = ""
    if c.age >= 68:
        c.prof_pre = "retired "  # outside the span, as in the guideline's "retired [teacher]"
    elif c.age < 18:
        c.profession = ch(["secondary school student", "school student", "student"])
    c.corporate = chance(0.5)
    c.employer = ch(P.EMPLOYERS[country])
    c.plan = ch(__import__("clinical").PLAN_NAMES[country])
    fsex = ch(["F", "M"])
    c.fam = new_person(c, fsex)
    c.fam.last = c.pt.last if chance(0.6) else c.fam.last
    if c.child:
        c.rel = "mother" if fsex == "F" else "father"
    else:
        c.rel = ch(P.RELATIONS_SPOUSE) if chance(0.7) else ch(P.RELATIONS_CHILD)
        if c.rel in ("wife", "husband"):
            c.rel = "wife" if fsex == "F" else "husband"
        if c.rel in ("daughter", "son"):
            c.rel = "daughter" if fsex == "F" else "son"
    c.fam_phone = phone(country, "mobile")
    c.holder_is_fam = c.child or chance(0.15)
    # identifiers
    ms = ch(["a", "b", "c", "d"])
    c.member_no = {"a": letters(2) + digits(7), "b": digits(8) + "/0" + str(R.randint(1, 4)),
                   "c": digits(3) + " " + digits(3) + " " + digits(3), "d": digits(7) + "-0" + str(R.randint(1, 4))}[ms]
    c.policy_no = ch(["P", "POL-", "HP", ""]) + digits(ch([6, 7, 8]))
    c.group_no = ch(["G", "GRP-", "", "CS"]) + digits(ch([4, 5, 6]))
    c.cert_no = digits(7) + "-0" + str(R.randint(1, 3))
    c.claim_no = ch(["CLM-", "C", "CL/", ""]) + "%d" % c.today.year + ch(["-", "/", ""]) + digits(6)
    c.preauth_no = ch(["PA", "PA-", "AUTH ", "PRE"]).replace("AUTH ", "AU") + digits(ch([6, 7, 8]))
    c.case_no = ch(["CM-", "CMR", "CASE-"]) + digits(6)
    c.complaint_no = ch(["CMP/", "COMP-", "CR"]) + digits(6)
    c.invoice_no = ch(["INV-", "INV", "", "TX"]) + digits(ch([6, 7]))
    c.acct_no = ch(["", "A", "ACC-"]) + digits(4) + "-" + digits(ch([4, 5]))
    c.bank_last4 = digits(4)
    c.mrn_label, c.mrn = {"GB": (ch(["Hospital No.", "Hosp No", "MRN"]), ch(["RH", "K", "PH"]) + digits(7)),
                          "IE": (ch(["MRN", "Hospital No."]), digits(7)),
                          "AU": (ch(["UR No.", "UR", "MRN"]), digits(ch([6, 7]))),
                          "NZ": (ch(["Hospital No.", "Patient ID"]), "P" + digits(7)),
                          "CA": (ch(["MRN", "Chart #"]), digits(ch([7, 9])))}[country]
    # national health-system numbers (see README conventions)
    if country == "GB":
        c.nat = ("MRN", "NHS No.", "9%s %s %s" % (digits(2), digits(3), digits(4)))
    elif country == "IE":
        c.nat = ("MRN", "IHI", "9" + digits(5) + "/" + digits(4)) if chance(0.3) else None
    elif country == "AU":
        c.nat = ("HEALTHPLAN", "Medicare No.", "%s%s %s %s" % (R.randint(2, 6), digits(3), digits(5), R.randint(1, 9)))
    elif country == "NZ":
        c.nat = ("MRN", "NHI", letters(3, "ABCDEFGHJKLMNPRSTUVWXYZ") + digits(4))
    else:
        c.nat = ("HEALTHPLAN", {"ON": "OHIP", "BC": "PHN", "AB": "AHCIP", "QC": "RAMQ"}.get(c.addr["region"], "Health card"),
                 "%s-%s-%s-%s" % (digits(4), digits(3), digits(3), letters(2)))
    c.tax = {"GB": None, "IE": ("PPSN", "9" + digits(6) + ch(["T", "W", "A", "H"]) + ch(["A", "", "W"])),
             "AU": ("TFN", "9%s %s %s" % (digits(2), digits(3), digits(3))),
             "NZ": ("IRD no.", "9%s-%s-%s" % (digits(1), digits(3), digits(3))),
             "CA": ("SIN", ch(["9%s-%s-%s", "9%s %s %s"]) % (digits(2), digits(3), digits(3)))}[country]
    # clinical
    procs = [p for p in PROCS if (country != "CA" or p["ca_ok"]) and PROC_SEX.get(p["key"], c.pt.sex) == c.pt.sex
             and PROC_AGES.get(p["key"], (18, 95))[0] <= c.age <= PROC_AGES.get(p["key"], (18, 95))[1]]
    if settings and country != "CA":
        narrowed = [p for p in procs if p["setting"] in settings]
        procs = narrowed or procs
    c.pr = ch(procs)
    c.proc = proc_title(c.pr)
    role = "surg" if c.pr["spec"] in SURG_SPECS else "phys"
    c.cons = make_doctor(c, role)
    c.cons_spec = c.pr["spec"]
    if c.pr["key"] == "physio":
        c.cons.title = None
        c.cons.cred = {"GB": "MCSP", "IE": "MISCP", "AU": "APAM", "NZ": "MPNZ", "CA": "PT"}[country]
    elif c.pr["key"] == "psych":
        c.cons.cred = {"GB": "MRCPsych", "IE": "MRCPsych", "AU": "FRANZCP", "NZ": "FRANZCP", "CA": "MD, FRCPC"}[country]
    c.lic_body, c.cons_lic = licence(c)
    c.prov_label, c.cons_prov = provider_no(c)
    c.cons_phone, c.cons_fax = phone(country, ext=chance(0.3)), phone(country)
    c.sec = new_person(c, "F" if chance(0.8) else "M")
    c.sec_email = email_for(c.sec, ch(["rooms.", "", "consult."]) + _sanitize(c.cons.last)[:10] + "." + personal_host())
    c.anaes = make_doctor(c, "anaes")
    c.anaes_lic = licence(c)[1]
    c.gp = make_doctor(c, "gp")
    t, s = ch(P.TOWNS[country])[0], ch(P.STREET_NAMES)
    c.gp_practice = ch(P.PRACTICE_FMT[country]).format(t=t, s=s)
    c.gp_addr = make_addr(country)
    c.gp_phone, c.gp_fax = phone(country), phone(country)
    c.pharmacy = ch(P.PHARMACY_FMT).format(t=ch(P.TOWNS[country])[0], s=ch(P.STREET_NAMES))
    c.physio_clinic = ch(P.PHYSIO_FMT).format(t=ch(P.TOWNS[country])[0], s=ch(P.STREET_NAMES))
    c.hosp = ch(P.HOSPITALS[country])
    if country == "CA":
        c.hosp = ch(CA_FACILITY.get(c.pr["key"], ["Fernwood Landing Medical Clinic", "Birchmount Falls Health Centre"]))
    c.hosp2 = ch([h for h in P.HOSPITALS[country] if h != c.hosp])
    c.imaging = ch(["Cedarholm Imaging Clinic", "Larchfield MRI"]) if country == "CA" else c.hosp2
    c.hosp_addr = make_addr(country)
    c.hosp_phone, c.hosp_fax = phone(country), phone(country)
    c.ward = ch(P.WARDS)
    c.room = ch(["%d" % R.randint(1, 48), "%d%s" % (R.randint(1, 4), digits(2)), "%s%d" % (ch("ABC"), R.randint(1, 30))])
    c.bed = str(R.randint(1, 28))
    c.building = ch(P.BUILDINGS)
    # insurer staff (staff names are DOCTOR by the guideline)
    c.ncm = new_person(c, "F" if chance(0.75) else "M")
    c.ncm.cred = CREDS[country]["nurse"]
    c.ncm_phone = phone(country, ext=chance(0.6))
    c.ncm_email = email_for(c.ncm, c.ins_host)
    c.ncm_user = username(c.ncm)
    c.assessor = new_person(c)
    c.assessor_user = username(c.assessor)
    c.adviser = make_doctor(c, "phys")
    c.adviser_lic = licence(c)[1]
    c.mgr = new_person(c)
    c.mgr_phone = phone(country, ext=chance(0.5))
    c.billing = new_person(c)
    c.billing_email = email_for(c.billing, "accounts." + ch(["example.org", "example.com", "example.net"]))
    c.portal_user = username(c.sec, ch(["il", "il9", "f.l"]))
    c.ip = private_ip()
    c.bioid = ch(["VP-", "VB", "VPR-", ""]) + digits(ch([8, 10])) if chance(0.5) else "%s-%s-%s" % (
        digits(4), digits(4), digits(2))
    c.dev_sn = letters(ch([1, 2, 3])) + digits(ch([6, 7, 8]))
    c.dev_sn2 = digits(4) + "-" + digits(4) + letters(1)
    c.plate = {"GB": "%s%02d %s" % (letters(2), R.randint(10, 74), letters(3)),
               "IE": "%s-%s-%s" % (ch(["191", "201", "212", "222", "231", "151", "08"]), ch(["D", "C", "G", "KY", "L", "WW", "MH"]), R.randint(100, 29999)),
               "AU": ch(["%s%s" % (letters(3), digits(3)), "%s%s%s" % (digits(1), letters(3), digits(3))]),
               "NZ": "%s%s" % (letters(3), digits(3)),
               "CA": "%s %s" % (letters(4), digits(3))}[country]
    c.plate2 = {"GB": "%s%02d %s" % (letters(2), R.randint(10, 74), letters(3)),
                "IE": "%s-%s-%s" % (ch(["182", "211", "161"]), ch(["D", "C", "LH"]), R.randint(100, 29999)),
                "AU": "%s%s" % (letters(3), digits(3)), "NZ": "%s%s" % (letters(3), digits(3)),
                "CA": "%s%s" % (letters(3), digits(4))}[country]
    c.dl = {"GB": (c.pt.last.upper().replace("'", "").replace(" ", "") + "99999")[:5] + digits(6) + letters(2) + digits(1) + letters(2),
            "IE": digits(9), "AU": digits(8), "NZ": letters(2) + digits(6),
            "CA": "%s%s-%s-%s" % (c.pt.last[0].upper(), digits(4), digits(5), digits(5))}[country]
    c.abroad = ch(P.ABROAD)
    c.abroad_hosp = ch(P.OVERSEAS_HOSP)
    # timeline
    T = c.today
    c.policy_start = rdate(T - dt.timedelta(days=365 * 12), T - dt.timedelta(days=200))
    c.onset = rdate(T - dt.timedelta(days=900), T - dt.timedelta(days=70))
    c.gp_first = shift(c.onset, 3, 50)
    c.referral = min(shift(c.gp_first, 14, 150), T - dt.timedelta(days=20))
    c.consult = workday(min(shift(c.referral, 7, 40), T - dt.timedelta(days=5)))
    c.inv_date = workday(shift(c.consult, 2, 20))
    if c.inv_date >= T:
        c.inv_date = workday(shift(c.consult, 1, 3))
    c.adm_future = workday(shift(T, 8, 45))
    c.adm = workday(T - dt.timedelta(days=R.randint(21, 120)))
    c.dis = c.adm + dt.timedelta(days=c.pr["los"] if c.pr["los"] < 25 else 21)
    c.claim_recv = workday(shift(c.dis, 3, 15))
    if c.claim_recv > T:
        c.claim_recv = T
    c.decision = workday(shift(c.claim_recv, 1, 10)) if c.claim_recv + dt.timedelta(days=10) < T else T
    c.accident = rdate(T - dt.timedelta(days=300), T - dt.timedelta(days=60))
    c.renewal = dt.date(T.year + 1, c.policy_start.month, min(c.policy_start.day, 28))
    return c
