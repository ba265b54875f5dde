"""Per-note context: country profile, people, places, identifiers, dates."""
import datetime

import pools
from common import (P, add_days, age_on, chance, digits, fmt_date, fmt_long,
                    letters, pick)

NICK = {"Robert": "Bob", "William": "Bill", "Margaret": "Peggy", "Elizabeth": "Liz",
        "Patricia": "Trish", "Michael": "Mick", "Richard": "Dick", "Thomas": "Tommy",
        "Christopher": "Chris", "Deborah": "Debbie", "Jennifer": "Jenny", "Kathleen": "Kath",
        "Andrew": "Andy", "Stephen": "Steve", "Frederick": "Fred", "Reginald": "Reg",
        "Bernard": "Bernie", "Dimitrios": "Jim", "Nikos": "Nick", "Giuseppe": "Joe",
        "Wojciech": "Wojtek", "Oluwaseun": "Seun", "Chukwuemeka": "Emeka", "Francesca": "Fran",
        "Rebecca": "Becky", "Susan": "Sue", "Barbara": "Babs", "Wilhelmina": "Mina"}


class Person:
    def __init__(self, rng, sex=None, typ="PATIENT", last=None):
        self.sex = sex or pick(rng, ["F", "M"])
        self.first = pick(rng, pools.FEMALE if self.sex == "F" else pools.MALE)
        self.last = last or pick(rng, pools.SURNAMES)
        self.mid = pick(rng, pools.MIDDLE_INITIALS) if chance(rng, 0.45) else ""
        self.typ = typ
        self.title = ""

    def keys(self, pre, dot=""):
        t, f, l, m = self.typ, self.first, self.last, self.mid
        ti = self.title
        full = f + " " + l
        fi = f.replace("-", " ").split()[0][0]
        li = l.replace("'", "").replace("-", " ").split()[-1][0]
        k = {
            pre: P(full, t), pre + "_f": P(f, t), pre + "_l": P(l, t),
            pre + "_fml": P("%s %s. %s" % (f, m, l) if m else full, t),
            pre + "_lf": P("%s, %s" % (l, f), t),
            pre + "_LF": P("%s, %s" % (l.upper(), f.upper() if m == "" else f.upper() + " " + m), t),
            pre + "_il": P("%s. %s" % (fi, l), t),
            pre + "_ini": P(fi + li, t), pre + "_inl": P((fi + li).lower(), t),
            pre + "_idot": P("%s.%s." % (fi, li), t),
            pre + "_title": ti,
            pre + "_tl": [ti + " ", P(l, t)] if ti else P(l, t),
            pre + "_tf": [ti + " ", P(full, t)] if ti else P(full, t),
            pre + "_til": [ti + " ", P("%s. %s" % (fi, l), t)] if ti else P("%s. %s" % (fi, l), t),
            pre + "_nick": P(NICK.get(f, f), t),
        }
        return k


# ------------------------------------------------------------ country data
def _postcode(rng, c, town):
    if c == "UK":
        return "%s%d %d%s" % (town[2], rng.randrange(1, 28), rng.randrange(1, 10),
                              letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
    if c == "IE":
        return "%s %s" % (town[2], letters(rng, 4, "ACDEFHKNPRTVWXY0123456789"))
    if c in ("AU", "NZ"):
        return town[-1]
    if c == "CA":
        return "%s %d%s%d" % (town[3], rng.randrange(10), letters(rng, 1, "ABCEGHJKLMNPRSTVXY"), rng.randrange(10))
    z = town[3] + digits(rng, 2)
    return z + ("-" + digits(rng, 4) if chance(rng, 0.15) else "")


def _street(rng, c):
    if c in ("AU", "NZ"):
        root = pick(rng, pools.AU_NZ_ROOTS + pools.STREET_ROOTS)
    elif c in ("US", "CA"):
        root = pick(rng, pools.NA_ROOTS + pools.STREET_ROOTS)
    else:
        root = pick(rng, pools.STREET_ROOTS)
    suf = pick(rng, pools.STREET_SUFFIX[c])
    n = str(rng.randrange(1, 240))
    if c == "UK":
        s = "%s %s %s" % (n, root, suf)
        if chance(rng, 0.15):
            s = "Flat %d, %s" % (rng.randrange(1, 30), s)
    elif c == "IE":
        s = "%s %s %s" % (n, root, suf) if chance(rng, 0.7) else "%s %s, %s Road" % (
            n, pick(rng, pools.STREET_ROOTS), pick(rng, pools.ORG_ROOTS).split()[0])
    elif c == "AU":
        s = "%s %s %s" % (n, root, suf)
        if chance(rng, 0.2):
            s = "%d/%s" % (rng.randrange(1, 20), s)
    elif c == "NZ":
        s = "%s %s %s" % (n, root, suf)
        if chance(rng, 0.15):
            s = "%d%s %s %s" % (rng.randrange(1, 90), pick(rng, "AB"), root, suf)
    elif c == "CA":
        s = "%s %s %s" % (n, root, suf)
        if chance(rng, 0.2):
            s = "%d-%s" % (rng.randrange(101, 2400), s)
    else:
        s = "%s %s %s" % (str(rng.randrange(10, 9800)), root, suf)
        if chance(rng, 0.2):
            s += ", %s %d%s" % (pick(rng, ["Apt", "Apt.", "Unit", "#"]), rng.randrange(1, 40), pick(rng, ["", "B", "C"]))
            s = s.replace("# ", "#")
    return s


TOWNS = {"UK": pools.UK_TOWNS, "IE": pools.IE_TOWNS, "AU": pools.AU_TOWNS,
         "NZ": pools.NZ_TOWNS, "CA": pools.CA_TOWNS, "US": pools.US_TOWNS}


class Address:
    def __init__(self, rng, c):
        self.c = c
        town = pick(rng, TOWNS[c])
        self._town = town
        self.street = P(_street(rng, c), "STREET")
        self.town = P(town[0], "CITY")
        self.zip = P(_postcode(rng, c, town), "ZIP")
        self.region = None
        if c == "UK":
            self.region = P(town[1], "CITY") if chance(rng, 0.45) else None
        elif c == "IE":
            self.region = P(("Co. " if chance(rng, 0.8) else "County ") + town[1], "CITY") \
                if town[0] != town[1] or chance(rng, 0.3) else None
        elif c in ("AU", "CA", "US"):
            self.region = P(town[1] if chance(rng, 0.9) else town[2], "STATE")
        elif c == "NZ":
            self.region = P(town[1], "STATE") if chance(rng, 0.15) and town[0] != town[1] else None

    def lines(self, sep=", ", country=None):
        c = self.c
        out = [self.street, sep, self.town]
        if c in ("UK", "IE", "NZ"):
            if self.region:
                out += [sep, self.region]
            out += [sep if c != "NZ" else " ", self.zip]
        elif c == "AU":
            out += [" ", self.region, " ", self.zip]
        elif c == "CA":
            out += [", ", self.region, "  " if sep == "\n" else " ", self.zip]
        else:
            out += [", ", self.region, " ", self.zip]
        if country:
            out += [sep, P(country, "COUNTRY")]
        return out


def phone(rng, c, kind="land"):
    """Fictional numbers: every one contains 555."""
    if kind == "bleep":
        return pick(rng, ["555%d" % rng.randrange(10), "%d555" % rng.randrange(1, 10),
                          "555%02d" % rng.randrange(100)])
    if c == "UK":
        if kind == "mob":
            return pick(rng, ["07%s 555 %s", "07%s 555%s"]) % (digits(rng, 3), digits(rng, 3))
        code = pick(rng, ["113", "114", "161", "117", "121", "191", "151", "115", "116", "1228", "1392", "1603", "1904", "1473"])
        if len(code) == 3:
            s = "0%s 555 %s" % (code, digits(rng, 4))
        else:
            s = "0%s 555%s" % (code, digits(rng, 3))
        if kind == "switch" and chance(rng, 0.3):
            s = "+44 " + s[1:]
    elif c == "IE":
        if kind == "mob":
            s = "08%d 555 %s" % (pick(rng, [3, 5, 6, 7, 9]), digits(rng, 4))
        else:
            code = pick(rng, ["01", "021", "061", "091", "051", "066", "071", "094", "056", "059"])
            s = pick(rng, ["(%s) 555 %s", "%s 555 %s"]) % (code, digits(rng, 4))
        if kind == "switch" and chance(rng, 0.3):
            s = "+353 " + s.replace("(", "").replace(")", "")[1:]
    elif c == "AU":
        if kind == "mob":
            s = "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
        else:
            s = "(0%d) %s555 %s" % (pick(rng, [2, 3, 7, 8]), rng.randrange(1, 10), digits(rng, 4)) if chance(rng, 0.5) \
                else "(0%d) 5550 %s" % (pick(rng, [2, 3, 7, 8]), digits(rng, 4))
    elif c == "NZ":
        if kind == "mob":
            s = "02%d 555 %s" % (pick(rng, [1, 2, 7, 9]), digits(rng, 4))
        else:
            s = pick(rng, ["(0%d) 555 %s", "0%d 555 %s"]) % (pick(rng, [3, 4, 6, 7, 9]), digits(rng, 4))
    else:
        ac = pick(rng, ["416", "613", "905", "604", "403", "902", "306"] if c == "CA" else
                  ["614", "312", "608", "734", "508", "860", "518", "804", "919", "813", "402", "503", "505", "802"])
        s = pick(rng, ["(%s) 555-%s", "%s-555-%s", "%s.555.%s"]) % (ac, "01" + digits(rng, 2))
    if kind == "direct" and chance(rng, 0.25):
        s += pick(rng, [" ext %s", " ext. %s", " x%s"]) % digits(rng, 4)
    return s


def email(rng, local, dom):
    return "%s@%s" % (local, dom)


def slug(name):
    out = "".join(ch for ch in name.lower() if ch.isalnum() or ch == " ")
    return "".join(w[0] for w in out.split()) if len(out.split()) > 2 else out.replace(" ", "")


def ip(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))


def org_name(rng, forms, c=None):
    f = pick(rng, forms)
    return f.format(r=pick(rng, pools.ORG_ROOTS), s=pick(rng, pools.SAINTS),
                    sn=pick(rng, pools.SURNAMES), w=pick(rng, pools.WARD_NAMES))


def hospital(rng, c):
    return org_name(rng, pools.HOSP_FORMS[c])


def abbrev(name):
    ws = [w for w in name.replace("'s", "").replace(".", "").split() if w[0].isupper()]
    return "".join(w[0] for w in ws) if len(ws) >= 2 else None


# ------------------------------------------------------------ identifiers
def ids(rng, c):
    """Return dict of patient identifiers for country c."""
    d = {}
    if c == "UK":
        d["mrn_lbl"] = pick(rng, ["Hosp No", "Hospital No.", "MRN", "Unit No", "Case No"])
        d["mrn"] = P(pick(rng, ["%s%s" % (letters(rng, 1), digits(rng, 7)), "%s%s" % (letters(rng, 2), digits(rng, 6)),
                                digits(rng, 8)]), "MRN")
        scot = chance(rng, 0.15)
        d["nat_lbl"] = "CHI" if scot else pick(rng, ["NHS No", "NHS Number", "NHS no."])
        d["nat"] = P(digits(rng, 10) if scot else "%d%s %s %s" % (
            rng.randrange(4, 8), digits(rng, 2), digits(rng, 3), digits(rng, 4)), "MRN")
        d["hp_lbl"], d["hp"] = ("Policy no", P(letters(rng, 2) + digits(rng, 7), "HEALTHPLAN")) if chance(rng, 0.15) else ("", None)
        d["ssn"] = None
    elif c == "IE":
        d["mrn_lbl"] = pick(rng, ["MRN", "Hospital No", "Chart No"])
        d["mrn"] = P(digits(rng, pick(rng, [6, 7])), "MRN")
        d["nat_lbl"], d["nat"] = "", None
        if chance(rng, 0.5):
            d["hp_lbl"], d["hp"] = "Medical Card No", P(digits(rng, 7) + letters(rng, 1), "HEALTHPLAN")
        else:
            d["hp_lbl"], d["hp"] = "Insurer membership no", P(digits(rng, 8), "HEALTHPLAN")
        d["ssn"] = P("9%s%s" % (digits(rng, 6), letters(rng, pick(rng, [1, 2]), "ABCDEFGHJKLMNPQRSTVWX")), "SSN") if chance(rng, 0.45) else None
        d["ssn_lbl"] = "PPSN"
    elif c == "AU":
        d["mrn_lbl"] = pick(rng, ["UR", "URN", "UR No", "MRN"])
        d["mrn"] = P(digits(rng, pick(rng, [6, 7, 8])), "MRN")
        d["nat_lbl"], d["nat"] = "", None
        d["hp_lbl"] = "Medicare"
        d["hp"] = P("%d%s %s %d" % (rng.randrange(2, 7), digits(rng, 3), digits(rng, 5), rng.randrange(1, 10)) +
                    ("/%d" % rng.randrange(1, 5) if chance(rng, 0.4) else ""), "HEALTHPLAN")
        d["ssn"] = None
    elif c == "NZ":
        d["mrn_lbl"] = "NHI"
        d["mrn"] = P(letters(rng, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + digits(rng, 4), "MRN")
        d["nat_lbl"], d["nat"] = "", None
        d["hp_lbl"], d["hp"] = ("ACC claim no", P(digits(rng, 11), "HEALTHPLAN")) if chance(rng, 0.3) else ("", None)
        d["ssn"] = None
    elif c == "CA":
        d["mrn_lbl"] = pick(rng, ["MRN", "Chart #", "Hosp #"])
        d["mrn"] = P(pick(rng, [digits(rng, 7), "M" + digits(rng, 7)]), "MRN")
        d["nat_lbl"], d["nat"] = "", None
        d["hp_lbl"] = pick(rng, ["Health card", "HCN", "PHN"])
        d["hp"] = P(pick(rng, ["%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2)),
                               "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))]), "HEALTHPLAN")
        d["ssn"] = P("9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3)), "SSN") if chance(rng, 0.15) else None
        d["ssn_lbl"] = "SIN"
    else:
        d["mrn_lbl"] = pick(rng, ["MRN", "MRN#", "Med Rec #"])
        d["mrn"] = P(digits(rng, pick(rng, [7, 8, 9])), "MRN")
        d["nat_lbl"], d["nat"] = "", None
        d["hp_lbl"] = pick(rng, ["Member ID", "Ins ID", "Subscriber ID"])
        d["hp"] = P(letters(rng, 3) + digits(rng, pick(rng, [6, 8, 9])), "HEALTHPLAN")
        d["ssn"] = P("9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4)), "SSN") if chance(rng, 0.4) else None
        d["ssn_lbl"] = pick(rng, ["SSN", "SS#"])
    if "ssn_lbl" not in d:
        d["ssn_lbl"] = ""
    d["acct_lbl"] = {"UK": "Episode No", "IE": "Episode No", "AU": "Episode", "NZ": "Event No",
                     "CA": "Visit #", "US": pick(rng, ["Acct #", "FIN", "CSN", "Encounter #"])}[c]
    d["acct"] = P(pick(rng, [digits(rng, 9), "E" + digits(rng, 8), "%s-%s" % (digits(rng, 4), digits(rng, 5))]), "ACCOUNT")
    return d


def licence(rng, c, role):
    if c == "UK":
        if role == "nurse":
            return "NMC PIN", "%s%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 4), letters(rng, 1))
        if role == "phys":
            return "HCPC", "CS" + digits(rng, 5)
        return "GMC", str(rng.randrange(3000000, 7999999))
    if c == "IE":
        return ("NMBI PIN", digits(rng, 6)) if role == "nurse" else ("MCRN", digits(rng, 6))
    if c == "AU":
        pre = {"nurse": "NMW", "phys": "PHY"}.get(role, "MED")
        return "AHPRA", pre + "000" + digits(rng, 7)
    if c == "NZ":
        return ("NCNZ", digits(rng, 6)) if role == "nurse" else ("MCNZ", digits(rng, 5))
    if c == "CA":
        return ("CNO Reg", digits(rng, 7)) if role == "nurse" else ("CPSO #", digits(rng, 5))
    if role == "nurse":
        return "RN Lic", letters(rng, 2) + digits(rng, 6)
    return pick(rng, [("NPI", "1" + digits(rng, 9)), ("DEA", letters(rng, 2) + digits(rng, 7))])


DR_CRED = {"UK": ["FRCA", "MB ChB FRCA", "MBBS FRCA", "FRCA FFICM"], "IE": ["FCAI", "MB BCh FCAI"],
           "AU": ["FANZCA", "MBBS FANZCA"], "NZ": ["FANZCA", "MBChB FANZCA"],
           "CA": ["MD FRCPC", "MD, FRCPC"], "US": ["MD", "DO", "MD, FASA"]}
NURSE_CRED = {"UK": ["RGN", "RN", "Sister"], "IE": ["RGN", "CNM2", "CNS"], "AU": ["RN", "CNC", "CNS"],
              "NZ": ["RN", "CNS"], "CA": ["RN", "RN BScN"], "US": ["RN", "BSN, RN", "NP"]}


def build(rng, c, cd, min_age=0):
    """Build the context dict for one note. cd is the clinic/encounter date."""
    x = {"_c": c, "_cd": cd}
    style = pick(rng, __import__("common").DATE_STYLES[c])
    x["_style"] = style
    dr = "Dr." if c == "US" or (c == "CA" and chance(rng, 0.6)) or chance(rng, 0.12) else "Dr"
    # patient
    pt = Person(rng)
    age = rng.randrange(19, 94)
    if chance(rng, 0.6):
        age = rng.randrange(55, 92)
    if age < min_age:
        age = rng.randrange(min_age, 95)
    dob = datetime.date(cd.year - age - 1, rng.randrange(1, 13), rng.randrange(1, 29))
    dob = add_days(dob, rng.randrange(0, 360))
    age = age_on(dob, cd)
    if pt.sex == "M":
        pt.title = "Mr"
    else:
        pt.title = pick(rng, ["Mrs", "Ms", "Miss"] if age < 70 else ["Mrs", "Mrs", "Ms", "Miss"])
    if c in ("US", "CA") and chance(rng, 0.5):
        pt.title += "."
    x.update(pt.keys("pt"))
    x["_pt"] = pt
    x["_age"] = age
    x["_dob"] = dob
    x["age"] = P(str(age), "AGE")
    x["dob"] = P(fmt_date(dob, style), "DATE")
    x["cd"] = P(fmt_date(cd, style), "DATE")
    x["cd_long"] = P(fmt_long(cd, c), "DATE")
    m = pt.sex == "M"
    x.update({"he": "he" if m else "she", "He": "He" if m else "She", "his": "his" if m else "her",
              "His": "His" if m else "Her", "him": "him" if m else "her", "sx": "M" if m else "F",
              "sex": "male" if m else "female", "gman": "gentleman" if m else "lady",
              "man": "man" if m else "woman", "Sex": "Male" if m else "Female"})
    # address and contacts
    a = Address(rng, c)
    x["_addr"] = a
    x["addr1"] = a.lines(", ")
    x["addr_ml"] = a.lines("\n")
    x["pt_street"], x["pt_town"], x["pt_zip"] = a.street, a.town, a.zip
    x["pt_tel"] = P(phone(rng, c, "land"), "PHONE")
    x["pt_mob"] = P(phone(rng, c, "mob"), "PHONE")
    dom = pick(rng, ["example.com", "example.net", "example.org", "mail.example.com"])
    sep = pick(rng, [".", "_", ""])
    x["pt_email"] = P("%s%s%s%s@%s" % (pt.first.lower().replace(" ", "").replace("-", ""), sep,
                                     pt.last.lower().replace(" ", "").replace("'", ""),
                                     pick(rng, ["", str(rng.randrange(1, 99))]), dom), "EMAIL")
    x.update(ids(rng, c))
    # hospital and service
    h = hospital(rng, c)
    x["hosp"] = P(h, "HOSPITAL")
    ab = abbrev(h)
    x["hosp_ab"] = P(ab, "HOSPITAL") if ab else P(h, "HOSPITAL")
    h2 = hospital(rng, c)
    while h2 == h:
        h2 = hospital(rng, c)
    x["hosp2"] = P(h2, "HOSPITAL")
    x["hosp_any"] = lambda: P(hospital(rng, c), "HOSPITAL")
    ha = Address(rng, c)
    cn = {"UK": ["United Kingdom", "UK"], "IE": ["Ireland"], "AU": ["Australia"], "NZ": ["New Zealand"],
          "CA": ["Canada"], "US": ["USA", "United States"]}[c]
    x["country_nm"] = P(pick(rng, cn), "COUNTRY")
    x["hosp_addr"] = ha.lines(", ")
    x["hosp_addr_ml"] = ha.lines("\n", country=x["country_nm"].text if chance(rng, 0.3) else None)
    x["hosp_town"] = ha.town
    x["_hosp_town"] = ha.town.text
    sl = slug(h)
    x["_slug"] = sl
    x["hosp_tel"] = P(phone(rng, c, "switch"), "PHONE")
    x["pac_tel"] = P(phone(rng, c, "direct"), "PHONE")
    x["pac_fax"] = P(phone(rng, c, "land"), "FAX")
    edom = pick(rng, ["%s.example.org", "%s.example.net", "health.example.org", "%s-health.example.com"])
    edom = edom % sl if "%s" in edom else edom
    x["_edom"] = edom
    x["pac_email"] = P(pick(rng, ["preassessment", "preop.clinic", "pac", "preop-enquiries", "anaesthesia.preop"]) + "@" + edom, "EMAIL")
    x["url"] = P(pick(rng, ["www.%s/preop", "https://www.%s/patients/surgery", "%s/fasting",
                            "https://%s/anaesthesia/leaflets", "www.%s/prehab"]) % edom, "URL")
    x["ward"] = P(org_name(rng, pools.WARD_FORMS), "HOSPITAL")
    x["bldg"] = P(org_name(rng, pools.BUILDING_FORMS), "LOCATION_OTHER")
    x["room"] = P(str(rng.randrange(1, 15)) + pick(rng, ["", "", "", "A", "B"]), "LOCATION_OTHER")
    x["bed"] = P(str(rng.randrange(1, 30)), "LOCATION_OTHER")
    x["bay"] = P(str(rng.randrange(1, 8)), "LOCATION_OTHER")
    x["theatre_no"] = P(str(rng.randrange(1, 16)), "LOCATION_OTHER")
    fn = pick(rng, pools.FEMALE + pools.MALE).lower().replace(" ", "").replace("-", "")
    sn = pick(rng, pools.SURNAMES).lower().replace(" ", "").replace("'", "")
    x["user"] = P([fn[0] + sn + str(rng.randrange(1, 99)), fn[0] + "." + sn, sn[:6] + fn[0],
                   fn + "." + sn, "%s%s%02d" % (fn[:3], sn[:3], rng.randrange(100))][rng.randrange(5)], "USERNAME")
    x["ip"] = P(ip(rng), "IPADDR")
    # staff
    staff = {}
    for key, role in (("a1", "anaes"), ("a2", "anaes"), ("s1", "surg"), ("n1", "nurse"), ("n2", "nurse"),
                      ("gp", "gp"), ("ph", "pharm"), ("sec", "sec"), ("phys", "phys"), ("card", "dr"),
                      ("dsn", "nurse"), ("hca", "sec")):
        p = Person(rng, typ="DOCTOR")
        if role in ("anaes", "gp", "dr"):
            p.title = "Prof" if (key == "a1" and chance(rng, 0.08)) else dr
        elif role == "surg":
            if c in ("UK", "IE", "AU", "NZ") and chance(rng, 0.75):
                p.title = "Mr" if p.sex == "M" else pick(rng, ["Ms", "Miss", "Mrs"])
            else:
                p.title = dr
        elif role == "nurse":
            p.title = "Sr" if (c in ("UK", "IE") and p.sex == "F" and chance(rng, 0.2)) else ""
        x.update(p.keys(key))
        staff[key] = p
        lbl, val = licence(rng, c, {"nurse": "nurse", "phys": "phys"}.get(role, "dr"))
        x[key + "_lic_lbl"] = lbl
        x[key + "_lic"] = P(val, "LICENSE")
        x[key + "_bleep"] = P(phone(rng, c, "bleep"), "PHONE")
        x[key + "_email"] = P("%s.%s@%s" % (p.first.lower().replace(" ", "").replace("-", ""),
                                            p.last.lower().replace(" ", "").replace("'", ""), edom), "EMAIL")
    x["_staff"] = staff
    x["a1_cred"] = pick(rng, DR_CRED[c])
    x["n1_cred"] = pick(rng, NURSE_CRED[c])
    x["n2_cred"] = pick(rng, NURSE_CRED[c])
    gp_prac = org_name(rng, pools.PRACTICE_FORMS[c])
    x["gp_prac"] = P(gp_prac, "HOSPITAL")
    ga = Address(rng, c)
    if chance(rng, 0.6):
        ga.town, ga.region, ga.zip = a.town, a.region, P(_postcode(rng, c, a._town), "ZIP")
    x["gp_addr"] = ga.lines(", ")
    x["gp_addr_ml"] = ga.lines("\n")
    x["gp_tel"] = P(phone(rng, c, "land"), "PHONE")
    x["gp_fax"] = P(phone(rng, c, "land"), "FAX")
    x["gp_email"] = P("%s@%s" % (pick(rng, ["reception", "admin", "referrals", "practice.manager"]),
                                 slug(gp_prac) + "." + pick(rng, ["example.org", "example.net", "example.com"])), "EMAIL")
    x["pharmacy"] = P(org_name(rng, pools.PHARMACY_FORMS), "HOSPITAL")
    x["carehome"] = P(org_name(rng, pools.CAREHOME_FORMS), "HOSPITAL")
    # family
    kin = Person(rng, typ="FAMILY", last=pt.last if chance(rng, 0.6) else None)
    x.update(kin.keys("kin"))
    x["kin_rel"] = pick(rng, pools.RELATIONS_F if kin.sex == "F" else pools.RELATIONS_M)
    x["kin_tel"] = P(phone(rng, c, pick(rng, ["mob", "land", "mob"])), "PHONE")
    kin2 = Person(rng, typ="FAMILY", last=pt.last if chance(rng, 0.5) else None)
    x.update(kin2.keys("kin2"))
    x["kin2_rel"] = pick(rng, pools.RELATIONS_F if kin2.sex == "F" else pools.RELATIONS_M)
    x["kin2_tel"] = P(phone(rng, c, "mob"), "PHONE")
    x["kin_age"] = P(str(max(18, age + rng.randrange(-30, 8))), "AGE")
    # work
    x["employer"] = P(org_name(rng, pools.EMPLOYER_FORMS), "ORGANIZATION")
    x["insurer"] = P(pick(rng, pools.INSURERS[c]), "ORGANIZATION")
    x["agency"] = P(org_name(rng, pools.CARE_AGENCIES), "ORGANIZATION")
    x["church"] = P(org_name(rng, pools.CHURCHES), "ORGANIZATION")
    if age >= 67 and chance(rng, 0.75):
        x["_retired"] = True
        x["prof"] = P(pick(rng, pools.RETIRED_FROM), "PROFESSION")
        x["occ"] = ["retired ", x["prof"]]
        x["occ_s"] = ["retired ", x["prof"]]
    else:
        x["_retired"] = False
        x["prof"] = P(pick(rng, pools.PROFESSIONS), "PROFESSION")
        x["occ"] = pick(rng, [["works as a ", x["prof"]], ["works as a ", x["prof"], " at ", x["employer"]],
                              ["employed as a ", x["prof"], " by ", x["employer"]], [x["prof"]]])
        x["occ_s"] = [x["prof"]]
        if x["occ"][0] in ("works as a ", "employed as a ") and x["prof"].text[0] in "aeiou":
            x["occ"] = [x["occ"][0][:-2] + "an "] + list(x["occ"][1:])
    x["kin_prof"] = P(pick(rng, pools.PROFESSIONS), "PROFESSION")
    x["abroad"] = lambda: P(pick(rng, pools.COUNTRIES_ABROAD), "COUNTRY")
    x["town_any"] = lambda: P(pick(rng, TOWNS[c])[0], "CITY")
    # dates
    x["yr"] = lambda: P(str(rng.randrange(max(dob.year + 16, cd.year - 30), cd.year)), "DATE")
    x["yr_recent"] = lambda: P(str(rng.randrange(cd.year - 6, cd.year + 1)), "DATE")
    x["past"] = lambda: P(fmt_date(add_days(cd, -rng.randrange(5, 700)), style), "DATE")
    x["monyr"] = lambda: P(pick(rng, ["%s %d", "%s %d"]) % (
        __import__("common").MONTHS[rng.randrange(12)][:pick(rng, [3, 12])], rng.randrange(cd.year - 8, cd.year + 1)), "DATE")
    opd = add_days(cd, rng.randrange(7, 70))
    while opd.weekday() >= 5:
        opd = add_days(opd, 1)
    x["_opd"] = opd
    x["opd"] = P(fmt_date(opd, style), "DATE")
    x["opd_long"] = P(fmt_long(opd, c), "DATE")
    x["dr"] = dr
    return x


def dP(x, d):
    """Date P in the note's style."""
    return P(fmt_date(d, x["_style"]), "DATE")


def dLong(x, d):
    return P(fmt_long(d, x["_c"]), "DATE")
