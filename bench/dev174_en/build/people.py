"""Facilities, staff, residents and families for dev174_en, plus how to render them."""
import datetime

import pools as PL
from core import (P, DR, FA, US, AG, DT, STR, CI, SA, ZP, HO, LO, MR, LI, PH, FX, EM, UR, IP, IDN,
                  phone, with_ext, digits, letters, fd, add_days, age_on, chance, hhmm)

MBI_L = "ACDEFGHJKMNPQRTUVWXY"


def street_addr(rng, unit_p=0.2):
    num = str(rng.choice([rng.randint(10, 99), rng.randint(100, 999), rng.randint(1000, 9899),
                          rng.randint(10000, 29999)]))
    s = "%s %s%s %s" % (num, rng.choice(PL.DIRS), rng.choice(PL.STREETS), rng.choice(PL.STREET_TYPES))
    if chance(rng, unit_p):
        u = rng.choice(PL.UNITS)
        s += (", " if chance(rng, 0.6) else " ") + u + ("" if u == "#" else " ") + \
            rng.choice([str(rng.randint(1, 40)), "%d%s" % (rng.randint(1, 4), rng.choice("ABCD"))])
    return s


def zipcode(rng, pre):
    z = pre + digits(rng, 2)
    if chance(rng, 0.12):
        z += "-" + digits(rng, 4)
    return z


def slug_of(name):
    out = []
    for ch in name.lower():
        if ch.isalnum():
            out.append(ch)
    return "".join(out)[:16]


def mk_user(rng, first, last):
    f = rng.choice([0, 1, 2, 3])
    if f == 0:
        u = (first[0] + last).lower()
    elif f == 1:
        u = (first + "." + last).lower()
    elif f == 2:
        u = (first[0] + last[:6]).lower() + str(rng.randint(1, 99))
    else:
        u = (last[:5] + first[:2]).upper()
    return u.replace("'", "")


LIC_PRE = {"pt": "PT", "pta": "PTA", "ot": "OT", "cota": "OTA", "slp": "SLP", "rd": "LD", "dtr": "CDM",
           "md": "MD", "np": "APRN", "pharm": "RPH", "admin": "NHA", "sw": "SW", "cna": "NA"}


def mk_staff(rng, role, cred, used, fac):
    while True:
        fem = chance(rng, 0.72)
        first = rng.choice(PL.STAFF_F if fem else PL.STAFF_M)
        last = rng.choice(PL.LAST)
        if (first, last) not in used:
            used.add((first, last))
            break
    s = {"first": first, "last": last, "mi": rng.choice("ABCDEFGHJKLMNPRSTW"), "role": role,
         "cred": cred, "user": mk_user(rng, first, last),
         "lic": LIC_PRE.get(role, cred.split(",")[0].split("/")[0] or "ST") + rng.choice(["", "-", "."]) + digits(rng, 6),
         "npi": "1" + digits(rng, 9), "dea": rng.choice("ABFM") + last[0].upper() + digits(rng, 7),
         "cell": phone(rng, fac["area"]), "bio": "FP-" + digits(rng, 5),
         "email": "%s%s@%s" % (first[0].lower(), last.lower().replace("'", ""), fac["domain"])}
    return s


ROLES = [("admin", 1, ["LNHA", "NHA"]), ("don", 1, ["RN, DON", "RN", "BSN, RN"]),
         ("adon", 1, ["RN", "LPN"]), ("mds", 1, ["RN, RAC-CT", "RN", "LPN, RAC-CT"]),
         ("unitmgr", 2, ["RN", "BSN, RN", "LPN"]), ("nurse", 9, ["RN", "LPN", "LPN", "LVN", "RN"]),
         ("cna", 12, ["CNA", "CNA", "CNA", "CMA", "STNA"]), ("md", 3, ["MD", "MD", "DO"]),
         ("np", 2, ["APRN", "FNP-C", "AGNP-C", "NP"]), ("wound", 1, ["RN, WCC", "LPN, WCC", "RN, CWOCN"]),
         ("pt", 2, ["PT, DPT", "DPT", "PT"]), ("pta", 1, ["PTA"]), ("ot", 1, ["OTR/L", "OTR"]),
         ("cota", 1, ["COTA/L", "COTA"]), ("slp", 1, ["MS, CCC-SLP", "CCC-SLP", "SLP"]),
         ("rd", 1, ["RD, LD", "RDN", "MS, RD"]), ("dtr", 1, ["DTR", "CDM, CFPP"]),
         ("sw", 2, ["MSW", "LSW", "LCSW", "BSW"]), ("act", 1, ["ADC", "CTRS", ""]),
         ("pharm", 1, ["PharmD", "RPh", "PharmD, BCGP"]), ("clerk", 1, ["", "HUC"]),
         ("sched", 1, [""]), ("rec", 1, [""]), ("chap", 1, ["", "MDiv"])]


def make_facility(rng):
    pre = rng.choice(PL.FAC_PRE)
    suf, kind = rng.choice(PL.FAC_SUF)
    city = rng.choice(PL.CITIES)
    slug = slug_of(pre)
    fac = {"name": pre + " " + suf, "short": pre, "kind": kind, "street": street_addr(rng, 0.0),
           "city": city[0], "county": city[1], "st": city[2], "state": city[3],
           "zip": zipcode(rng, city[4]), "area": city[5], "cityt": city,
           "domain": rng.choice(["%s.example.com", "%s.example.org", "%shealth.example.net"]) % slug}
    fac["phone"] = phone(rng, fac["area"])
    fac["fax"] = phone(rng, fac["area"])
    fac["url"] = rng.choice(["www.%s" % fac["domain"], "https://%s/family-portal" % fac["domain"],
                             "https://www.example.org/%s/visit" % slug, "%s/careers" % fac["domain"]])
    a = rng.choice([0, 1, 2])
    fac["ipb"] = ["10.%d.%d." % (rng.randint(0, 250), rng.randint(0, 250)),
                  "192.168.%d." % rng.randint(0, 250),
                  "172.%d.%d." % (rng.randint(16, 31), rng.randint(0, 250))][a]
    fac["units"] = rng.sample(PL.UNIT_NAMES, 3)
    hs = []
    while len(hs) < 3:
        h = rng.choice(PL.HOSP_A) + " " + rng.choice(PL.HOSP_B)
        if h not in hs:
            hs.append(h)
    fac["hosp"] = hs
    fac["ed_phone"] = phone(rng, fac["area"])
    fac["pharmacy"] = rng.choice(PL.PHARMACIES)
    fac["pharm_phone"] = phone(rng, fac["area"])
    fac["pharm_fax"] = phone(rng, fac["area"])
    fac["hospice"] = rng.choice(PL.HOSPICES)
    fac["dialysis"] = rng.choice(PL.DIALYSIS)
    fac["clinics"] = rng.sample(PL.CLINICS, 3)
    fac["amb"] = rng.choice(PL.AMBULANCE)
    fac["agency"] = rng.choice(PL.STAFFING)
    fac["vendors"] = rng.sample(PL.VENDORS, 2)
    fac["lab"] = rng.choice(["TruLab Diagnostics", "Keystone Reference Lab", "BioPath Mobile Lab",
                             "Heartland Clinical Laboratories", "Valley Outreach Lab"])
    fac["xray"] = rng.choice(["MobilexUSA Portable X-Ray", "Precision Mobile Imaging", "Sunrise Portable Imaging",
                              "TridentCare of the Valley"])
    fac["ccn"] = "%02d5%03d" % (rng.randint(1, 52), rng.randint(0, 999))
    fac["npi"] = "1" + digits(rng, 9)
    used = set()
    staff = {}
    for role, n, creds in ROLES:
        staff[role] = [mk_staff(rng, role, rng.choice(creds), used, fac) for _ in range(n)]
    fac["staff"] = staff
    return fac


def mbi(rng):
    L = MBI_L
    A = L + "0123456789"
    c = [str(rng.randint(1, 9)), rng.choice(L), rng.choice(A), str(rng.randint(0, 9)),
         rng.choice(L), rng.choice(A), str(rng.randint(0, 9)), rng.choice(L), rng.choice(L),
         str(rng.randint(0, 9)), str(rng.randint(0, 9))]
    s = "".join(c)
    if chance(rng, 0.5):
        s = s[:4] + "-" + s[4:7] + "-" + s[7:]
    return s


def ssn(rng):
    a = rng.choice(["9%02d" % rng.randint(0, 99), "000"])
    s = "%s-%s-%s" % (a, digits(rng, 2), digits(rng, 4))
    return s if chance(rng, 0.85) else s.replace("-", "")


def make_family(rng, r, n):
    fam = []
    for i in range(n):
        fem = chance(rng, 0.6)
        first = rng.choice(PL.FIRST_F if fem else PL.FIRST_M) if chance(rng, 0.5) else \
            rng.choice(PL.STAFF_F if fem else PL.STAFF_M)
        rel = rng.choice(PL.REL_F if fem else PL.REL_M)
        if r["sex"] == "F" and rel == "wife":
            rel = "daughter"
        if r["sex"] == "M" and rel == "husband":
            rel = "son"
        same = rel in ("son", "daughter", "husband", "wife", "brother", "grandson", "stepson")
        last = r["last"] if (same and chance(rng, 0.8)) else rng.choice(PL.LAST)
        f = {"first": first, "last": last, "rel": rel, "sex": "F" if fem else "M",
             "phone": phone(rng, r["area"] if chance(rng, 0.6) else None),
             "phone2": phone(rng), "email": "%s.%s%s@%s" % (
                 first.lower(), last.lower().replace("'", ""), rng.choice(["", "", str(rng.randint(1, 88))]),
                 rng.choice(PL.EMAIL_DOMAINS)),
             "prof": rng.choice(PL.REL_PROFESSIONS), "poa": i == 0,
             "age": None}
        fam.append(f)
    return fam


def make_resident(rng, fac, d):
    sex = "F" if chance(rng, 0.64) else "M"
    first = rng.choice(PL.FIRST_F if sex == "F" else PL.FIRST_M)
    last = rng.choice(PL.LAST)
    age = rng.choice([rng.randint(62, 79), rng.randint(78, 94), rng.randint(80, 92), rng.randint(90, 104)])
    dob = d - datetime.timedelta(days=int(age * 365.25) + rng.randint(1, 360))
    age = age_on(dob, d)
    city = fac["cityt"] if chance(rng, 0.65) else rng.choice(PL.CITIES)
    r = {"sex": sex, "first": first, "last": last, "mi": rng.choice("ABCDEFGHJKLMNPRSTVW"),
         "nick": PL.NICKS.get(first) if chance(rng, 0.7) else None,
         "dob": dob, "age": age, "admit": add_days(d, -rng.choice([rng.randint(2, 40), rng.randint(30, 400),
                                                               rng.randint(200, 2400)])),
         "mrn": rng.choice([digits(rng, 8), digits(rng, 6), fac["short"][:2].upper() + "-" + digits(rng, 6),
                            "R" + digits(rng, 7), "00" + digits(rng, 5)]),
         "ssn": ssn(rng), "mbi": mbi(rng),
         "mcd": rng.choice([digits(rng, 10), letters(rng, 2) + digits(rng, 8), digits(rng, 9) + letters(rng, 1)]),
         "supp": letters(rng, 3) + digits(rng, rng.choice([6, 8, 9])),
         "group": rng.choice(["GRP-", "G", ""]) + digits(rng, 5),
         "acct": rng.choice([digits(rng, 9), "A" + digits(rng, 7), "%s-%s" % (digits(rng, 4), digits(rng, 4))]),
         "room": "%d%02d%s" % (rng.randint(1, 3), rng.randint(1, 48), rng.choice(["-A", "-B", "A", "B", "", "-1", "-2"])),
         "unit": rng.choice(fac["units"]),
         "street": street_addr(rng), "city": city[0], "county": city[1], "st": city[2],
         "state": city[3], "zip": zipcode(rng, city[4]), "area": city[5],
         "country": rng.choice(PL.COUNTRIES) if chance(rng, 0.3) else None,
         "prof": rng.choice(PL.PROFESSIONS), "employer": rng.choice(PL.EMPLOYER_ORGS),
         "church": rng.choice(PL.CHURCHES) if chance(rng, 0.5) else None,
         "md": rng.choice(fac["staff"]["md"]), "np": rng.choice(fac["staff"]["np"]),
         "sn": rng.choice(["PJN", "RFX", "KCI", "MDT", "SN", "HA"]) + digits(rng, rng.choice([6, 7, 8]))}
    r["fam"] = make_family(rng, r, rng.choice([1, 2, 2, 3]))
    return r


# ------------------------------------------------------------ rendering

def pn(rng, r, style=None):
    """patient name markup; titles stay outside the span"""
    styles = ["full", "full", "fml", "lf", "LFM", "title", "title", "first", "init", "LF"]
    if r.get("nick"):
        styles.append("nick")
    st = style or rng.choice(styles)
    f, l, m = r["first"], r["last"], r["mi"]
    if st == "full":
        return P(f + " " + l)
    if st == "fml":
        return P("%s %s. %s" % (f, m, l))
    if st == "lf":
        return P(l + ", " + f)
    if st == "LF":
        return P((l + ", " + f).upper())
    if st == "LFM":
        return P(("%s, %s %s" % (l, f, m)).upper())
    if st == "title":
        t = rng.choice(["Mr. ", "Mr "]) if r["sex"] == "M" else rng.choice(["Mrs. ", "Ms. ", "Mrs ", "Ms "])
        return t + P(l)
    if st == "first":
        return P(f)
    if st == "init":
        return P(rng.choice(["%s.%s.", "%s%s", "%s. %s."]) % (f[0], l[0]))
    if st == "nick":
        return P(r["nick"])
    if st == "last":
        return P(l)
    raise ValueError(st)


def sn(rng, s, style=None):
    """staff name markup; credentials and titles outside the span"""
    st = style or rng.choice(["fullc", "fullc", "full", "initc", "lastc", "dr"])
    f, l, c = s["first"], s["last"], s["cred"]
    doc = s["role"] in ("md",) or "DPT" in c or "PharmD" in c
    if st == "dr" and not doc:
        st = "fullc"
    if st == "fullc":
        return DR(f + " " + l) + ((", " + c) if c else "")
    if st == "full":
        return DR(f + " " + l)
    if st == "fullnc":
        return DR(f + " " + l) + ((" " + c.split(",")[0]) if c else "")
    if st == "initc":
        return DR(f[0] + ". " + l) + ((", " + c) if c else "")
    if st == "lastc":
        return DR(l) + ((", " + c.split(",")[0]) if c else "")
    if st == "dr":
        return rng.choice(["Dr. ", "Dr ", "Dr. "]) + DR(l if chance(rng, 0.6) else f + " " + l)
    if st == "first":
        return DR(f)
    if st == "inits":
        return DR(f[0] + l[0])
    if st == "initsm":
        return DR(f[0] + s["mi"] + l[0])
    if st == "lf":
        return DR(l + ", " + f) + ((" " + c.split(",")[0]) if c else "")
    raise ValueError(st)


def famn(rng, f, style=None):
    st = style or rng.choice(["full", "full", "first", "title"])
    if st == "full":
        return FA(f["first"] + " " + f["last"])
    if st == "first":
        return FA(f["first"])
    if st == "title":
        t = "Mr. " if f["sex"] == "M" else rng.choice(["Mrs. ", "Ms. "])
        return t + FA(f["last"])
    if st == "lf":
        return FA(f["last"] + ", " + f["first"])
    raise ValueError(st)


def age_txt(rng, a, style=None):
    st = style or rng.choice(["yo", "y/o", "yof", "-year-old", " year old", "word", "yo_ns", "yoa"])
    if st == "yo":
        return AG(a) + " yo"
    if st == "yo_ns":
        return AG(a) + "yo"
    if st == "y/o":
        return AG(a) + " y/o"
    if st == "yof":
        return AG(a) + " y.o."
    if st == "-year-old":
        return AG(a) + "-year-old"
    if st == " year old":
        return AG(a) + " year old"
    if st == "yoa":
        return AG(a) + " yrs old"
    if st == "word":
        from core import words
        return AG(words(a)) + "-year-old"
    raise ValueError(st)


def sexc(r):
    return r["sex"]


def addr_line(rng, street, city, st, z, state_full=None):
    """address split into STREET, CITY, STATE, ZIP spans"""
    s = STR(street) + ", " + CI(city) + ", " + SA(state_full if state_full else st)
    if chance(rng, 0.85):
        s += " " + ZP(z)
    return s


def fac_header(rng, fac, d=None, ds="mdy"):
    st = rng.choice([0, 1, 2, 3])
    if st == 0:
        s = HO(fac["name"]) + "\n" + STR(fac["street"]) + " | " + CI(fac["city"]) + ", " + SA(fac["st"]) + \
            " " + ZP(fac["zip"]) + "\nPh " + PH(fac["phone"]) + "  Fax " + FX(fac["fax"]) + "\n"
    elif st == 1:
        s = HO(fac["name"].upper()) + " - " + CI(fac["city"]) + ", " + SA(fac["st"]) + "\n"
    elif st == 2:
        s = HO(fac["name"]) + "  *  Tel " + PH(fac["phone"]) + "  *  " + UR(fac["url"]) + "\n"
    else:
        s = "Facility: " + HO(fac["name"]) + " (CCN " + IDN(fac["ccn"]) + ")\n"
    return s


def banner(rng, r, fac, d, ds):
    st = rng.choice([0, 1, 2, 3, 4])
    if st == 0:
        return ("Resident: " + pn(rng, r, "LFM") + "   MRN: " + MR(r["mrn"]) + "   DOB: " + DT(fd(r["dob"], ds)) +
                "   Age: " + AG(r["age"]) + "   Sex: " + r["sex"] + "\nRoom: " + LO(r["room"]) + "   Unit: " +
                HO(r["unit"]) + "   Attending: " + sn(rng, r["md"], "dr") + "\n")
    if st == 1:
        return ("NAME: " + pn(rng, r, "LF") + " | RES ID " + MR(r["mrn"]) + " | DOB " + DT(fd(r["dob"], ds)) + " (" +
                AG(r["age"]) + "y) | RM " + LO(r["room"]) + "\n")
    if st == 2:
        return (pn(rng, r, "lf") + "  (" + MR(r["mrn"]) + ")  " + DT(fd(r["dob"], ds)) + "  " + AG(r["age"]) + " " +
                r["sex"] + "  " + HO(r["unit"]) + " " + LO(r["room"]) + "\n")
    if st == 3:
        return ("Pt: " + pn(rng, r, "full") + "\nDOB: " + DT(fd(r["dob"], ds)) + "\nMR#: " + MR(r["mrn"]) +
                "\nRm/Bed: " + LO(r["room"]) + "\nAdmit: " + DT(fd(r["admit"], ds)) + "\n")
    return ("Resident " + pn(rng, r, "fml") + ", Rm " + LO(r["room"]) + ", MRN " + MR(r["mrn"]) + ", DOB " +
            DT(fd(r["dob"], ds)) + "\n")


def print_footer(rng, fac, s, d, ds):
    st = rng.choice([0, 1, 2, 3])
    t = hhmm(rng, 6, 22, True)
    if st == 0:
        return ("Printed " + DT(fd(d, ds)) + " " + t + " by " + US(s["user"]) + " @ " +
                IP(fac["ipb"] + str(rng.randint(2, 254))) + "   Page 1 of " + str(rng.randint(1, 3)) + "\n")
    if st == 1:
        return ("-- CONFIDENTIAL: contains PHI -- " + HO(fac["name"]) + " -- pg 1\n")
    if st == 2:
        return ("Report generated in EHR | user: " + US(s["user"]) + " | " + DT(fd(d, ds)) + " " + t + "\n")
    return ("Page 1   Run " + DT(fd(d, ds)) + "  " + t + "   Workstation " + IP(fac["ipb"] + str(rng.randint(2, 254))) + "\n")


def esign(rng, s, d, ds, prefix="Electronically signed by"):
    t = hhmm(rng, 6, 22, True)
    st = rng.choice([0, 1, 2, 3])
    if st == 0:
        return prefix + " " + sn(rng, s, "fullc") + " on " + DT(fd(d, ds)) + " at " + t + "\n"
    if st == 1:
        return "Signed: " + sn(rng, s, "fullc") + "  " + DT(fd(d, ds)) + " " + t + "\n"
    if st == 2:
        return "-- " + sn(rng, s, "initc") + "  (" + US(s["user"]) + ")  " + DT(fd(d, ds)) + "\n"
    return "/s/ " + sn(rng, s, "fullnc") + " " + DT(fd(d, ds)) + " " + t + "\n"
