"""PHI value generators and surface-form helpers for dev228_en."""
import datetime
import unicodedata

import pools as PL
from doc import P

MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
       "October", "November", "December"]
MON3 = [m[:3] for m in MON]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DAY3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
DAY4 = ["Mon", "Tues", "Wed", "Thurs", "Fri", "Sat", "Sun"]

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + words(n - 100))


def ordn(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def fdate(d, st):
    y2 = "%02d" % (d.year % 100)
    if st == "dmy":
        return "%02d/%02d/%d" % (d.day, d.month, d.year)
    if st == "dmy_s":
        return "%d/%d/%s" % (d.day, d.month, y2)
    if st == "dmy_s4":
        return "%d/%d/%d" % (d.day, d.month, d.year)
    if st == "dot":
        return "%02d.%02d.%d" % (d.day, d.month, d.year)
    if st == "dot_s":
        return "%d.%d.%s" % (d.day, d.month, y2)
    if st == "dash":
        return "%02d-%02d-%d" % (d.day, d.month, d.year)
    if st == "d_mon_y":
        return "%d %s %d" % (d.day, MON3[d.month - 1], d.year)
    if st == "long":
        return "%d %s %d" % (d.day, MON[d.month - 1], d.year)
    if st == "ord":
        return "%s %s %d" % (ordn(d.day), MON[d.month - 1], d.year)
    if st == "ord_of":
        return "%s of %s" % (ordn(d.day), MON[d.month - 1])
    if st == "iso":
        return d.isoformat()
    if st == "caps":
        return "%02d%s%d" % (d.day, MON3[d.month - 1].upper(), d.year)
    if st == "dmon_y2":
        return "%02d-%s-%s" % (d.day, MON3[d.month - 1], y2)
    if st == "wk_long":
        return "%s %d %s %d" % (DAYS[d.weekday()], d.day, MON[d.month - 1], d.year)
    if st == "wk_comma":
        return "%s, %d %s" % (DAYS[d.weekday()], d.day, MON[d.month - 1])
    if st == "wk_short":
        return "%s %d/%d" % (DAY4[d.weekday()], d.day, d.month)
    if st == "dm":
        return "%d/%d" % (d.day, d.month)
    if st == "d_mon":
        return "%d %s" % (d.day, MON3[d.month - 1])
    if st == "d_month":
        return "%d %s" % (d.day, MON[d.month - 1])
    if st == "mon_y":
        return "%s %d" % (MON[d.month - 1], d.year)
    if st == "mon3_y":
        return "%s %d" % (MON3[d.month - 1], d.year)
    if st == "mon_y2":
        return "%s-%s" % (MON3[d.month - 1], y2)
    if st == "y":
        return str(d.year)
    if st == "wk":
        return DAYS[d.weekday()]
    if st == "wk3":
        return DAY3[d.weekday()]
    raise ValueError(st)


FULL_STYLES = ["dmy", "dmy", "dmy", "dmy_s", "dmy_s4", "dot", "dash", "d_mon_y", "long", "ord",
               "iso", "caps", "dmon_y2", "wk_long"]
SHORT_STYLES = ["dm", "d_mon", "d_month", "wk_short", "ord_of", "wk_comma", "dmy_s"]
PART_STYLES = ["mon_y", "mon3_y", "y", "mon_y2"]


def D(d, st):
    return P(fdate(d, st), "DATE")


def add_days(d, n):
    return d + datetime.timedelta(days=n)


def slug(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(ch for ch in s if not unicodedata.combining(ch))
    return "".join(ch for ch in s.lower() if ch.isalnum())


def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n, alpha="ABCDEFGHJKLMNPQRSTUVWXYZ"):
    return "".join(rng.choice(alpha) for _ in range(n))


# ---------------------------------------------------------------- ages
def age_piece(rng, age, sex, style=None):
    a = P(str(age), "AGE")
    st = style or rng.choice(["yo", "yo_s", "yo_slash", "yr", "yr", "aged", "mf", "mf_s", "yrs",
                              "y", "words", "yr_old_sp"])
    sx = "M" if sex == "M" else "F"
    if st == "yo":
        return [a, "yo"]
    if st == "yo_s":
        return [a, " yo"]
    if st == "yo_slash":
        return [a, " y/o"]
    if st == "yr":
        return [a, "-year-old"]
    if st == "yr_old_sp":
        return [a, " year old"]
    if st == "aged":
        return ["aged ", a]
    if st == "mf":
        return [a, sx]
    if st == "mf_s":
        return [a, " " + sx]
    if st == "yrs":
        return [a, " yrs"]
    if st == "y":
        return [a, "y"]
    if st == "words":
        return ["aged ", P(words(age), "AGE")]
    raise ValueError(st)


# ---------------------------------------------------------------- phones
def _tail(rng):
    return "01%02d" % rng.randrange(100)


def phone(rng, country, kind="land", area=None, fmt=None):
    t = _tail(rng)
    if kind == "mob":
        pre = rng.choice(["083", "085", "086", "087", "089"] if country == "IE" else ["021", "022", "027", "029"])
    else:
        pre = area or ("021" if country == "IE" else "03")
    cc = "+353" if country == "IE" else "+64"
    f = fmt if fmt is not None else rng.randrange(5)
    if f == 0:
        return "%s 555 %s" % (pre, t)
    if f == 1:
        return "(%s) 555 %s" % (pre, t) if kind != "mob" else "%s-555-%s" % (pre, t)
    if f == 2:
        return "%s %s 555 %s" % (cc, pre[1:], t)
    if f == 3:
        return "%s-555%s" % (pre, t)
    return "%s555%s" % (pre, t) if kind == "mob" else "%s 555%s" % (pre, t)


def ext(rng):
    return rng.choice(["ext. ", "ext ", "x", "Ext "]) + digits(rng, rng.choice([3, 4]))


def ipaddr(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))


# ---------------------------------------------------------------- identifiers
def ppsn(rng):
    return "9" + digits(rng, 6) + letters(rng, 1, "ABCDEFGHKLMNPRTWX") + rng.choice(["", "", "A", "W", "T"])


def ird(rng):
    return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))


def nhi(rng):
    return "Z" + letters(rng, 2, "ABCDEFGHJKLMNPRSTUVWXYZ") + digits(rng, 4)


def gms(rng):
    return rng.choice([digits(rng, 7) + letters(rng, 1), "%s-%s" % (digits(rng, 4), digits(rng, 4)),
                       digits(rng, 6) + letters(rng, 2)])


def csc(rng):
    return "%s %s %s" % (digits(rng, 4), digits(rng, 4), digits(rng, 2))


def insure(rng):
    return rng.choice(["HI" + digits(rng, 8), digits(rng, 8), "%s %s" % (digits(rng, 4), digits(rng, 4)),
                       "MBR-" + digits(rng, 7), letters(rng, 3) + digits(rng, 6)])


def plate(rng, country):
    if country == "IE":
        yr = rng.choice(["08", "11", "141", "152", "161", "171", "182", "191", "201", "211", "222", "231", "241"])
        co = rng.choice(["C", "KY", "G", "D", "L", "W", "T", "MO", "CE", "WX", "LK", "KK", "OY"])
        return "%s-%s-%d" % (yr, co, rng.randrange(1, 40000))
    return letters(rng, 3, "ABCDEFGHJKLMNPRSTUVWXYZ") + str(rng.randrange(100, 1000))


def serial(rng):
    return rng.choice(["%s-%s" % (digits(rng, 2), digits(rng, 6)), "SD-" + digits(rng, 4),
                       letters(rng, 3) + digits(rng, 6) + letters(rng, 1), digits(rng, 4) + "-" + digits(rng, 5),
                       "A" + digits(rng, 7)])


def bioid(rng):
    return rng.choice(["FP-", "PV-", "VP-", "BIO-", "FPR-"]) + digits(rng, 5)


def accession(rng, year):
    y = "%02d" % (year % 100)
    return rng.choice([y + "H" + digits(rng, 6), "B%s-%s" % (y, digits(rng, 5)), "LAB" + digits(rng, 7),
                       "%s-%s" % (y, digits(rng, 6)), "SP%s%s" % (y, digits(rng, 5))])


def account(rng):
    return rng.choice(["EP" + digits(rng, 7), "E" + digits(rng, 8), "%s-%s" % (digits(rng, 4), digits(rng, 4)),
                       "V" + digits(rng, 6), "ENC-" + digits(rng, 6), digits(rng, 9)])


# ---------------------------------------------------------------- persons
def new_person(rng, country, sex=None, group=None, sur=None):
    sex = sex or rng.choice("MF")
    if country == "IE":
        group = group or ("ie" if rng.random() < 0.88 else "oth")
        pools = {"ie": (PL.IE_M, PL.IE_F, PL.IE_SUR), "oth": (PL.IE_OTHER_M, PL.IE_OTHER_F, PL.IE_OTHER_SUR)}
    else:
        if group is None:
            r = rng.random()
            group = "pk" if r < 0.55 else "mo" if r < 0.8 else "pa" if r < 0.9 else "as"
        pools = {"pk": (PL.NZ_M, PL.NZ_F, PL.NZ_SUR), "mo": (PL.MAORI_M, PL.MAORI_F, PL.MAORI_SUR),
                 "pa": (PL.PASI_M, PL.PASI_F, PL.PASI_SUR), "as": (PL.ASIAN_M, PL.ASIAN_F, PL.ASIAN_SUR)}
    m, f, s = pools[group]
    given = rng.choice(m if sex == "M" else f)
    surname = sur or rng.choice(s)
    if surname == "Ní Bhriain" and sex == "M":
        surname = "Ó Briain"
    mid = rng.choice("ABCDEFGHJKLMNPRST") if rng.random() < 0.35 else ""
    nicks = PL.NICK.get(given, [])
    p = {"given": given, "sur": surname, "sex": sex, "mid": mid, "group": group,
         "nick": rng.choice(nicks) if nicks and rng.random() < 0.6 else "",
         "title": "Mr" if sex == "M" else rng.choice(["Mrs", "Mrs", "Ms", "Miss"])}
    return p


def full(p):
    return p["given"] + " " + p["sur"]


def initials(p, dots=True):
    parts = [p["given"][0]] + ([p["mid"]] if p.get("mid") else []) + [p["sur"].replace("'", "")[0]]
    return ".".join(parts) + "." if dots else "".join(parts)


def nm(p, t, form, rng=None):
    """Surface form of a person's name as a list of pieces (titles outside the span)."""
    g, s = p["given"], p["sur"]
    if form == "full":
        return [P(g + " " + s, t)]
    if form == "full_mid":
        return [P(g + " " + (p["mid"] + ". " if p["mid"] else "") + s, t)]
    if form == "given":
        return [P(g, t)]
    if form == "sur":
        return [P(s, t)]
    if form == "nick":
        return [P(p["nick"] or g, t)]
    if form == "title_sur":
        return [p["title"] + " ", P(s, t)]
    if form == "title_full":
        return [p["title"] + " ", P(g + " " + s, t)]
    if form == "caps":
        return [P(s.upper() + ", " + g.upper() + (" " + p["mid"] if p["mid"] else ""), t)]
    if form == "caps_full":
        return [P((g + " " + s).upper(), t)]
    if form == "comma":
        return [P(s + ", " + g, t)]
    if form == "init_sur":
        return [P(g[0] + ". " + s, t)]
    if form == "init_sur_nd":
        return [P(g[0] + " " + s, t)]
    if form == "initials":
        return [P(initials(p), t)]
    if form == "initials_nd":
        return [P(initials(p, False), t)]
    if form == "dr_sur":
        return ["Dr ", P(s, t)]
    if form == "dr_full":
        return [rng.choice(["Dr ", "Dr. "]) if rng else "Dr ", P(g + " " + s, t)]
    raise ValueError(form)


def pt_ref(rng, p, formal=True):
    """A varied in-text reference to the patient."""
    opts = ["title_sur", "title_sur", "given", "full", "sur"] if formal else ["given", "given", "nick", "title_sur"]
    return nm(p, "PATIENT", rng.choice(opts))


ROLES_IE = [("consultant", "Dr", ["MB BCh BAO FRCPI", "MB FRCPI", "MD FRCPI", "MRCPI"], "MCRN"),
            ("registrar", "Dr", ["MB MRCPI", "MB BCh", "MRCPI"], "MCRN"),
            ("sho", "Dr", ["MB BCh BAO", "MB"], "MCRN"),
            ("cns", "", ["CNS", "RGN, CNS", "RGN MSc"], "NMBI PIN"),
            ("anp", "", ["RANP", "RANP MSc"], "NMBI PIN"),
            ("nurse", "", ["RGN", "RGN", "SN"], "NMBI PIN"),
            ("nurse", "", ["RGN", "RPN"], "NMBI PIN"),
            ("hca", "", ["HCA"], ""),
            ("chaplain", "", ["Chaplain", "Pastoral Care"], ""),
            ("sw", "", ["MSW", "Medical Social Worker"], "CORU reg."),
            ("pharm", "", ["MPSI", "Pharmacist"], "PSI reg."),
            ("bereave", "", ["Bereavement Coordinator", "Bereavement Support"], ""),
            ("community", "", ["CNS", "RGN, CNS (Community)"], "NMBI PIN"),
            ("community", "", ["CNS", "RGN"], "NMBI PIN"),
            ("clerk", "", ["Ward Clerk", "Admin"], "")]
ROLES_NZ = [("consultant", "Dr", ["MBChB FAChPM", "FRACP FAChPM", "MBChB FRACP"], "MCNZ"),
            ("registrar", "Dr", ["MBChB", "MBChB, Reg"], "MCNZ"),
            ("sho", "Dr", ["MBChB", "HO"], "MCNZ"),
            ("cns", "", ["CNS", "RN CNS", "RN PGDip"], "NCNZ"),
            ("anp", "", ["NP", "NP MN"], "NCNZ"),
            ("nurse", "", ["RN", "RN", "EN"], "NCNZ"),
            ("nurse", "", ["RN"], "NCNZ"),
            ("hca", "", ["HCA", "Kaiāwhina"], ""),
            ("chaplain", "", ["Chaplain", "Spiritual Care"], ""),
            ("sw", "", ["RSW", "Social Worker"], "SWRB"),
            ("pharm", "", ["Pharmacist", "MPS"], "PCNZ"),
            ("bereave", "", ["Bereavement Coordinator", "Family Support"], ""),
            ("community", "", ["CNS", "RN (Community)"], "NCNZ"),
            ("community", "", ["RN", "CNS"], "NCNZ"),
            ("clerk", "", ["Admin", "Ward Clerk"], "")]


def staff_member(rng, country, role, title, creds, licl, domain):
    p = new_person(rng, country)
    p["role"] = role
    p["title"] = title or p["title"]
    p["is_dr"] = bool(title)
    p["cred"] = rng.choice(creds)
    p["lic_label"] = licl
    if licl in ("MCRN", "MCNZ"):
        p["lic"] = digits(rng, rng.choice([5, 6]))
    elif licl:
        p["lic"] = rng.choice(["", "", "1"]) + digits(rng, 5 + rng.randrange(2))
    else:
        p["lic"] = ""
    p["bleep"] = digits(rng, rng.choice([3, 4]))
    p["user"] = rng.choice([slug(p["given"])[0] + slug(p["sur"]), slug(p["sur"]) + slug(p["given"])[0],
                            slug(p["given"])[0] + "." + slug(p["sur"]), slug(p["given"])[:3] + slug(p["sur"])[:3] + digits(rng, 2),
                            slug(p["sur"])[:6] + digits(rng, 1)])
    p["email"] = rng.choice([slug(p["given"]) + "." + slug(p["sur"]), slug(p["given"])[0] + slug(p["sur"])]) + "@" + domain
    p["dstyle"] = rng.choice(["dmy", "dmy", "dmy_s", "dot", "d_mon_y", "long", "dash", "iso", "dmy_s4"])
    p["abbr"] = rng.random() < 0.5
    p["sig"] = rng.randrange(6)
    return p


def make_site(rng, country, name, kind, staff=True, tt=None):
    if country == "IE":
        town, county, rk, area, prov = tt or rng.choice(PL.IE_TOWNS)
        zipc = rk + " " + letters(rng, 1, "ACDEFHKNPRTVWXY") + digits(rng, 1) + letters(rng, 2, "ACDEFHKNPRTVWXY0123456789")
        street = "%s %s" % (rng.randrange(1, 60), rng.choice(PL.IE_STREETS)) if rng.random() < 0.5 else rng.choice(PL.IE_STREETS)
        region = county
    else:
        town, region, pcs, area = tt or rng.choice(PL.NZ_TOWNS)
        zipc = rng.choice(pcs)
        street = "%d %s" % (rng.randrange(1, 400), rng.choice(PL.NZ_STREETS))
        prov = region
    base = slug(name.replace("Hospice", "").replace("Specialist Palliative Care Unit", "").replace("Hospital", ""))[:16]
    tld = rng.choice(["example.org", "example.net", "test", "example.com"])
    domain = base + "." + tld if tld == "test" else base + "." + tld
    s = {"name": name, "kind": kind, "country": country, "town": town, "region": region, "zip": zipc,
         "street": street, "area": area, "prov": prov,
         "phone": phone(rng, country, "land", area), "fax": phone(rng, country, "land", area),
         "domain": domain, "url": rng.choice(["www.", "https://www.", "https://", ""]) + domain + rng.choice(["", "/", "/palliative", "/services"]),
         "short": name.split(" Hospice")[0].split(" Specialist")[0].split(" Palliative")[0],
         "mrn_fmt": rng.randrange(4), "staff": []}
    if staff:
        roles = ROLES_IE if country == "IE" else ROLES_NZ
        for rep in range(2):
            for role, title, creds, licl in roles:
                if rep == 1 and role in ("clerk", "pharm", "chaplain", "bereave", "sw") and rng.random() < 0.5:
                    continue
                s["staff"].append(staff_member(rng, country, role, title, creds, licl, domain))
    return s


def mrn(rng, site):
    f = site["mrn_fmt"]
    if f == 0:
        return digits(rng, 7)
    if f == 1:
        return "H" + digits(rng, 6)
    if f == 2:
        return "%s-%s" % (digits(rng, 3), digits(rng, 4))
    return "0" + digits(rng, 7)


def pick_staff(rng, site, roles):
    c = [s for s in site["staff"] if s["role"] in roles]
    return rng.choice(c)
