"""Country-specific fictional contact numbers, postcodes and identifiers.

Every phone/fax/pager number contains 555; SSN-like numbers start with 9 or
000; e-mail and web addresses use example.com/.org/.net; IP addresses are
private.
"""
UP = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"


def digits(rng, n):
    return "".join(rng.choice(DIG) for _ in range(n))


def letters(rng, n, alpha=UP):
    return "".join(rng.choice(alpha) for _ in range(n))


def region(c):
    return "UK" if c in ("ENG", "SCO", "WAL", "NI") else c


# phones ------------------------------------------------------------------
UK_AREAS_TEL = {"ENG": ["0113", "0114", "0115", "0116", "0117", "0118",
                         "0121", "0151", "0161", "0191", "01632", "01904",
                         "01752", "01482", "01274", "01332"],
                 "SCO": ["0131", "0141", "01224", "01382", "01592", "01463",
                         "01738"],
                 "WAL": ["029", "01970", "01248", "01597", "01267", "01492"],
                 "NI": ["028"]}
IE_AREAS = ["01", "021", "091", "061", "051", "066", "071", "074", "094",
            "098", "090", "045", "057", "053", "065", "096"]
CA_AREAS = {"ON": ["416", "613", "705", "519", "905"], "BC": ["604", "250"],
            "AB": ["403", "780"], "MB": ["204"], "SK": ["306"], "NS": ["902"],
            "NB": ["506"], "QC": ["514", "418", "819"]}
AU_AREAS = {"NSW": "02", "VIC": "03", "TAS": "03", "QLD": "07", "SA": "08",
            "WA": "08", "NT": "08"}
NZ_AREAS = {"Northland": "09", "Waikato": "07", "Bay of Plenty": "07",
            "Hawke's Bay": "06", "Taranaki": "06", "Canterbury": "03",
            "Otago": "03", "Southland": "03"}
ZA_AREAS = {"GP": ["011", "012"], "KZN": ["031", "033"], "WC": ["021"],
            "EC": ["041", "043"], "FS": ["051"]}


def area_code(rng, c, state=None, idx=0):
    """Landline area code for a place, so one note's numbers agree."""
    r = region(c)
    if r == "UK":
        al = UK_AREAS_TEL[c]
        return al[idx % len(al)]
    if r == "IE":
        return IE_AREAS[idx % len(IE_AREAS)]
    if r == "US":
        ac = str(rng.randint(2, 9)) + str(rng.randint(0, 8)) + str(rng.randint(0, 9))
        return ac if ac[1:] != "11" else ac[0] + "24"
    if r == "CA":
        return rng.choice(CA_AREAS[state[1]])
    if r == "AU":
        return AU_AREAS[state[1]]
    if r == "NZ":
        return NZ_AREAS[state[0]]
    return rng.choice(ZA_AREAS[state[1]])


def phone(rng, c, mobile=None, ext=False, area=None):
    if mobile is None:
        mobile = rng.random() < 0.35
    r = region(c)
    if r == "UK":
        if mobile:
            s = rng.choice(["07700 555", "07700 555 ", "07781 555", "07912 555"])
            s += digits(rng, 3)
        else:
            ac = area or rng.choice(UK_AREAS_TEL[c])
            if ac == "028":
                s = "028 " + rng.choice(["9", "3", "7"]) + "555 " + digits(rng, 4)
            elif ac == "029":
                s = "029 2555 " + digits(rng, 4)
            elif len(ac) == 4:
                s = ac + " 555 " + digits(rng, 4)
            else:
                s = ac + rng.choice([" 555", " 555 "]) + digits(rng, 3)
        if rng.random() < 0.08:
            s = "+44 " + s[1:]
    elif r == "IE":
        if mobile:
            s = "08" + rng.choice("35679") + " 555 " + digits(rng, 4)
        else:
            ac = area or rng.choice(IE_AREAS)
            s = rng.choice(["(%s) 555 " % ac, "%s 555 " % ac]) + digits(rng, 4)
        if rng.random() < 0.08:
            s = "+353 " + s.replace("(", "").replace(")", "")[1:]
    elif r in ("US", "CA"):
        ac = area or area_code(rng, "US")
        if mobile and r == "US" and rng.random() < 0.5:
            ac = area_code(rng, "US")
        last = "01" + digits(rng, 2)
        fm = rng.randrange(4)
        if fm == 0 or fm == 3:
            s = "(%s) 555-%s" % (ac, last)
        elif fm == 1:
            s = "%s-555-%s" % (ac, last)
        else:
            s = "%s.555.%s" % (ac, last)
        if rng.random() < 0.06:
            s = "+1 " + s.replace("(", "").replace(")", "")
    elif r == "AU":
        if mobile:
            s = "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
        else:
            s = "(%s) 555%s %s" % (area or "02", digits(rng, 1), digits(rng, 4))
        if rng.random() < 0.06:
            s = "+61 " + s.replace("(", "").replace(")", "")[1:]
    elif r == "NZ":
        if mobile:
            s = "02%s 555 %s" % (rng.choice("127"), digits(rng, 4))
        else:
            s = "(%s) 555 %s" % (area or "09", digits(rng, 4))
    else:  # ZA
        if mobile:
            s = "0%s 555 %s" % (rng.choice(["82", "83", "72", "79", "61"]),
                                digits(rng, 4))
        else:
            s = "%s 555 %s" % (area or "021", digits(rng, 4))
    if ext:
        s += rng.choice([" ext ", " ext. ", " x", " Ext "]) + digits(rng, 4)
    return s


def pager(rng, c):
    r = region(c)
    if r in ("US", "CA"):
        return rng.choice(["555-0", "555-1"]) + digits(rng, 3)
    return "555" + digits(rng, 1)


# postcodes -----------------------------------------------------------------
INWARD = "ABDEFGHJLNPQRSTUWXYZ"
UK_AREAS = {"ENG": ["KV", "BX", "HW", "LD", "YR", "TQ", "NR", "CW", "ST",
                    "DE", "LA", "WF", "HG", "BD", "PR"],
            "SCO": ["KY", "AB", "IV", "PH", "DD", "KA", "DG"],
            "WAL": ["LL", "SA", "CF", "NP", "SY", "LD"],
            "NI": ["BT"]}


def postcode(rng, c, state=None, idx=None):
    r = region(c)
    if r == "UK":
        al = UK_AREAS[c]
        area = al[idx % len(al)] if idx is not None else rng.choice(al)
        dist = str(rng.randint(1, 49 if c == "NI" else 29))
        return "%s%s %d%s" % (area, dist, rng.randint(0, 9),
                              letters(rng, 2, INWARD))
    if r == "IE":
        key = rng.choice(["H91", "V94", "T12", "F92", "P31", "X91", "R95",
                          "F26", "V92", "A63", "N37", "E45", "D08", "D15"])
        return key + " " + rng.choice("ACDEFHKNPRTVWXY") + "".join(
            rng.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(3))
    if r == "US":
        z = (state[2] if state else "4") + digits(rng, 4)
        if rng.random() < 0.12:
            z += "-" + digits(rng, 4)
        return z
    if r == "CA":
        first = rng.choice(state[2] if state else "KLMN")
        return "%s%d%s %d%s%d" % (first, rng.randint(0, 9), rng.choice(UP),
                                  rng.randint(0, 9), rng.choice(UP),
                                  rng.randint(0, 9))
    if r == "AU":
        first = state[2] if state else "2"
        if first == "0":
            return "08" + digits(rng, 2)
        return first + digits(rng, 3)
    return str(rng.randint(1000, 9899))  # NZ, ZA


# national / record identifiers -------------------------------------------
def nhs_number(rng):
    while True:
        d = [9] + [rng.randrange(10) for _ in range(8)]
        tot = sum(x * (10 - i) for i, x in enumerate(d))
        ch = 11 - tot % 11
        if ch == 11:
            ch = 0
        if ch == 10:
            continue
        s = "".join(str(x) for x in d + [ch])
        return rng.choice(["%s %s %s" % (s[:3], s[3:6], s[6:]), s,
                           "%s %s %s" % (s[:3], s[3:6], s[6:])])


def chi_number(rng, dob):
    return "%02d%02d%02d%s" % (dob.day, dob.month, dob.year % 100,
                               digits(rng, 4))


def hospital_number(rng, c):
    r = region(c)
    if r == "UK":
        return rng.choice([letters(rng, 1) + digits(rng, 7),
                           "RX" + digits(rng, 7), digits(rng, 8),
                           letters(rng, 1) + digits(rng, 6) + letters(rng, 1)])
    if r == "IE":
        return rng.choice([digits(rng, 7), "MRN" + digits(rng, 6),
                           digits(rng, 6)])
    if r == "US":
        return rng.choice(["00" + digits(rng, 6), "E" + digits(rng, 7),
                           digits(rng, 9)])
    if r == "CA":
        return rng.choice(["M" + digits(rng, 7), digits(rng, 8)])
    if r == "AU":
        return rng.choice([digits(rng, 7), "UR" + digits(rng, 6)])
    if r == "NZ":
        return letters(rng, 3) + digits(rng, 4)   # NHI style
    return rng.choice(["F" + digits(rng, 7), digits(rng, 8)])


def ssn(rng, c, dob=None):
    r = region(c)
    if r == "US":
        return rng.choice(["9%s-%s-%s" % (digits(rng, 2), digits(rng, 2),
                                         digits(rng, 4)),
                           "000-%s-%s" % (digits(rng, 2), digits(rng, 4))])
    if r == "IE":
        return "9" + digits(rng, 6) + rng.choice(UP) + rng.choice(["", "A", "W"])
    if r == "CA":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if r == "AU":
        return "9%s %s %s%s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3),
                                rng.choice("ABCDEFGHJK"))
    if r == "ZA":
        return "9" + digits(rng, 12)
    return "000 " + digits(rng, 3) + " " + digits(rng, 3)


def healthplan(rng, c):
    r = region(c)
    if r == "US":
        return rng.choice([letters(rng, 3) + digits(rng, 6),
                           "W" + digits(rng, 9),
                           digits(rng, 4) + letters(rng, 1) + digits(rng, 5),
                           letters(rng, 2) + digits(rng, 9)])
    if r == "CA":
        return rng.choice(["%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3),
                                            digits(rng, 3), letters(rng, 2)),
                           "9%s %s %s" % (digits(rng, 3), digits(rng, 3),
                                          digits(rng, 3))])
    if r == "AU":
        return "%s %s %s" % (rng.choice("23456") + digits(rng, 3),
                             digits(rng, 5), rng.randint(1, 5))
    if r == "IE":
        return digits(rng, 7) + rng.choice(UP)
    if r == "ZA":
        return digits(rng, 9)
    if r == "UK":
        return letters(rng, 2) + digits(rng, 7)
    return digits(rng, 8)


def group_number(rng):
    return rng.choice(["GRP-" + digits(rng, 6), digits(rng, 7),
                       letters(rng, 1) + digits(rng, 5)])


def staff_licence(rng, c, role):
    r = region(c)
    if r == "UK":
        if role == "optom":
            return "01-" + digits(rng, 5)
        if role == "nurse":
            return digits(rng, 2) + letters(rng, 1) + digits(rng, 4) + \
                rng.choice("EOSWN")
        return str(rng.randint(3, 7)) + digits(rng, 6)
    if r == "IE":
        return digits(rng, 6)
    if r == "US":
        return "1" + digits(rng, 9)
    if r == "CA":
        return digits(rng, 5)
    if r == "AU":
        return {"optom": "OPT000", "nurse": "NMW000"}.get(role, "MED000") + \
            digits(rng, 7)
    if r == "NZ":
        return digits(rng, 5)
    return "MP " + digits(rng, 7)


def grader_cert(rng):
    return rng.choice(["DRS-%s-%s" % (digits(rng, 4), digits(rng, 4)),
                       "L3DRS/%s" % digits(rng, 6),
                       "CERT-%s" % digits(rng, 7)])


def driving_licence(rng, c, surname, first, dob, female):
    r = region(c)
    if r == "UK" and c != "NI":
        sn = "".join(ch for ch in surname.upper() if ch.isalpha())[:5]
        sn = (sn + "99999")[:5]
        m = dob.month + (50 if female else 0)
        return "%s%d%02d%02d%d%s9%s" % (sn, (dob.year // 10) % 10, m,
                                        dob.day, dob.year % 10,
                                        first[0].upper() + "9",
                                        letters(rng, 2) + digits(rng, 2))
    if r in ("UK", "AU", "NZ"):
        return rng.choice([digits(rng, 8), letters(rng, 2) + digits(rng, 6)])
    if r == "US":
        return rng.choice([letters(rng, 1) + digits(rng, 3) + "-" +
                           digits(rng, 4) + "-" + digits(rng, 4),
                           letters(rng, 2) + digits(rng, 6)])
    if r == "CA":
        return letters(rng, 1) + digits(rng, 4) + "-" + digits(rng, 5) + \
            "-" + digits(rng, 5)
    return digits(rng, 12)


def plate(rng, c):
    r = region(c)
    if r == "UK":
        if c == "NI":
            return "%s %s" % (letters(rng, 3), digits(rng, 4))
        return "%s%02d %s" % (letters(rng, 2), rng.choice([14, 16, 17, 19, 21,
                                                           22, 64, 66, 68, 70,
                                                           71, 73]),
                              letters(rng, 3))
    if r == "IE":
        return "%s-%s-%s" % (rng.choice(["191", "202", "211", "12", "08",
                                         "221", "231"]),
                             rng.choice(["G", "D", "C", "KY", "MO", "DL", "T",
                                         "CE", "WX"]), digits(rng, rng.randint(3, 5)))
    if r == "US":
        return rng.choice([digits(rng, 1) + letters(rng, 3) + digits(rng, 3),
                           letters(rng, 3) + "-" + digits(rng, 4)])
    if r == "CA":
        return letters(rng, 4) + " " + digits(rng, 3)
    if r == "AU":
        return rng.choice([digits(rng, 1) + letters(rng, 2) + " " +
                           digits(rng, 1) + letters(rng, 2),
                           letters(rng, 3) + "-" + digits(rng, 3)])
    if r == "NZ":
        return letters(rng, 3) + digits(rng, 3)
    return "%s %s-%s" % (rng.choice(["CA", "ND", "GP", "EC"]), digits(rng, 3),
                         digits(rng, 3))


def device_serial(rng, kind="camera"):
    if kind == "camera":
        return rng.choice(["SN" + digits(rng, 7),
                           letters(rng, 3) + "-" + digits(rng, 6),
                           digits(rng, 2) + letters(rng, 2) + digits(rng, 5)])
    if kind == "pump":
        return rng.choice(["NG" + digits(rng, 7) + "H",
                           "PDM-" + digits(rng, 8)])
    if kind == "cgm":
        return rng.choice(["0M" + letters(rng, 2) + digits(rng, 5),
                           digits(rng, 2) + letters(rng, 3) + digits(rng, 4)])
    return letters(rng, 2) + digits(rng, 8)


def biometric(rng):
    return rng.choice(["FP-" + digits(rng, 5), "VB-" + digits(rng, 7),
                       "PV-" + digits(rng, 6), "BIO" + digits(rng, 8),
                       "FT-" + letters(rng, 2) + digits(rng, 5)])


def ipaddr(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254),
                                rng.randint(2, 254))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254),
                                 rng.randint(2, 254))
    return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(2, 254))


def event_id(rng):
    return rng.choice(["E" + digits(rng, 8), digits(rng, 9),
                       "SE-" + digits(rng, 7), "EV" + digits(rng, 7),
                       digits(rng, 4) + "-" + digits(rng, 5)])


def ref_id(rng, prefix=None, year=None):
    p = prefix or rng.choice(["REF", "RF", "DES", "SR", "HES", "TRK", "INV",
                              "LTR", "CASE"])
    y = year if year else rng.randint(2021, 2025)
    return rng.choice(["%s-%d-%s" % (p, y, digits(rng, 5)),
                       "%s/%02d/%s" % (p, y % 100, digits(rng, 4)),
                       "%s%s" % (p, digits(rng, 7))])


def image_id(rng):
    return rng.choice(["IMG-%s" % digits(rng, 8),
                       "%s.%s" % (digits(rng, 6), digits(rng, 4)),
                       "1.2.826.0.1.%s.%s" % (digits(rng, 7), digits(rng, 3))])


def ubrn(rng):
    return "%s %s %s" % (digits(rng, 4), digits(rng, 4), digits(rng, 4))


def username(rng, first, last):
    f = first.lower().replace("-", "")
    l = "".join(ch for ch in last.lower() if ch.isalpha())
    k = rng.randrange(6)
    if k == 0:
        return f[0] + l
    if k == 1:
        return "%s.%s" % (f, l)
    if k == 2:
        return f[0] + l + str(rng.randint(1, 9))
    if k == 3:
        return (l[:5] + f[0]).upper()
    if k == 4:
        return "%s_%s" % (f[0], l[:6])
    return l[:6] + f[:2] + str(rng.randint(10, 99))


def email_for(rng, first, last, domain=None):
    f = first.lower().replace("-", "")
    l = "".join(ch for ch in last.lower() if ch.isalpha())
    dom = domain or rng.choice(["example.com", "example.org", "example.net",
                                "mail.example.com", "nhs.example.net",
                                "health.example.org"])
    user = rng.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l),
                       "%s.%s%d" % (f, l, rng.randint(1, 99)),
                       "%s_%s" % (f, l[:4])])
    return "%s@%s" % (user, dom)


def slug(s):
    out = []
    for ch in s.lower():
        if ch.isalnum():
            out.append(ch)
        elif out and out[-1] != "-":
            out.append("-")
    return "".join(out).strip("-")
