"""Identifier and contact generators.  Every contact is fictional: telephone numbers carry a
555 block, e-mail and web addresses use example.com/.org/.net, IP addresses are private,
US social security numbers start with 9 or 000 and UK National Insurance numbers use the
never-issued QQ prefix.  UK NHS numbers are drawn from the 999 test range."""
from core import rng, pick, chance

DIG = "0123456789"
UP = "ABCDEFGHJKLMNPRSTUVWXYZ"
US_AREAS = ["910", "254", "931", "719", "915", "253", "706", "757", "760", "580", "785",
            "315", "912", "850", "228", "937", "520", "505", "509", "207", "907", "812",
            "304", "618", "936", "517", "318", "808", "865"]
UK_AREAS = [("01748", 3), ("01252", 3), ("01206", 3), ("01980", 3), ("01752", 3), ("023", 4),
            ("01993", 3), ("01343", 3), ("01874", 3), ("028", 4), ("01924", 3), ("0191", 3),
            ("0151", 3), ("0161", 3), ("0121", 3), ("01792", 3), ("029", 4), ("0141", 3),
            ("0131", 3), ("0113", 3), ("01302", 3), ("01482", 3), ("01603", 3)]


def nd(n):
    return "".join(pick(DIG) for _ in range(n))


def nl(n):
    return "".join(pick(UP) for _ in range(n))


def phone(country, ext=False):
    if country == "US":
        a = pick(US_AREAS)
        x = "01%02d" % rng.randint(0, 99)
        f = pick(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "%s 555 %s", "1-%s-555-%s", "+1 %s 555 %s"])
        s = f % (a, x)
        if ext:
            s += pick([" ext. ", " x", " ext ", " Ext. "]) + nd(pick([3, 4]))
        return s
    if chance(0.3):
        s = "07700 555%s" % nd(3) if chance(0.5) else "07%d 555 %s" % (rng.randint(400, 999), nd(3))
        return s
    a, k = pick(UK_AREAS)
    if k == 4:
        s = "%s 5555 %s" % (a, nd(4)) if chance(0.6) else "%s 555%s %s" % (a, nd(1), nd(4))
    else:
        s = "%s 555 %s" % (a, nd(4)) if len(a) == 4 else "%s 555%s" % (a, nd(3))
    if chance(0.15):
        s = "+44 " + s[1:]
    if ext:
        s += pick([" ext ", " ext. ", " x"]) + nd(4)
    return s


def pager():
    return pick(["555-01%02d" % rng.randint(0, 99), "5-55%s" % nd(2), "555%s" % nd(1)])


def email(first, last, domain=None):
    dom = domain or pick(["example.com", "example.org", "example.net", "mail.example.com",
                          "va.example.org", "nhs.example.net", "mod.example.org"])
    f = first.split()[0].lower()
    l = last.lower().replace("'", "").replace(" ", "").replace(".", "")
    loc = pick([f + "." + l, f[0] + l, l + "." + f[0], f + "_" + l + nd(2), f + l[0] + nd(3),
                l + nd(2)])
    return loc + "@" + dom


def generic_email(dept, domain=None):
    return dept + "@" + (domain or pick(["example.org", "example.net", "example.com"]))


def url(kind="portal"):
    host = pick(["www.example.org", "portal.example.net", "myhealth.example.com",
                 "telehealth.example.org", "www.example.com", "secure.example.net"])
    path = pick(["/portal", "/vvc/room/" + nd(5), "/messages", "/veterans/login",
                 "/appointments/" + nd(6), "/forms/dd2796", "/claims/status",
                 "/selfhelp/ptsd-coach", "/prison-health/release", "/pay"])
    pre = pick(["https://", "https://", "http://", ""])
    return pre + host + path


def ip():
    r = rng.random()
    if r < 0.4:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if r < 0.75:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))


def ssn():
    a = pick(["9%s" % nd(2), "000"])
    if a != "000" and chance(0.1):
        a = "000"
    f = pick(["%s-%s-%s", "%s-%s-%s", "%s %s %s", "%s%s%s"])
    return f % (a, "%02d" % rng.randint(1, 99), "%04d" % rng.randint(1, 9999))


def ni():
    f = pick(["QQ %s %s %s %s", "QQ%s%s%s%s"])
    return f % (nd(2), nd(2), nd(2), pick("ABCD"))


def nhs():
    while True:
        body = "999" + nd(6)
        tot = sum(int(c) * (10 - i) for i, c in enumerate(body))
        chk = 11 - tot % 11
        if chk == 11:
            chk = 0
        if chk == 10:
            continue
        s = body + str(chk)
        return pick(["%s %s %s" % (s[:3], s[3:6], s[6:]), s, "%s-%s-%s" % (s[:3], s[3:6], s[6:])])


def mrn(country):
    if country == "US":
        return pick([nd(7), nd(8), "%s-%s" % (nd(3), nd(5)), "MR" + nd(7), nd(6)])
    return pick(["RH" + nd(6), nd(8), "K" + nd(7), "D" + nd(6) + pick(UP)])


def icn():
    return "10%s" % nd(8) + "V" + nd(6)


def service_no(country):
    if country == "US":
        return nd(10)  # DoD ID / EDIPI
    return pick(["30" + nd(6), "25" + nd(6), "2" + nd(7), "56" + nd(4), "D" + nd(6) + pick("ABCD"),
                 "P0" + nd(6) + pick("LMNR"), "3" + nd(7)])


def prison_no(country):
    if country == "US":
        return pick(["%s-%s" % (nd(5), nd(3)), nd(6), nd(7),
                     "%s%s" % (pick(["A", "K", "T"]), nd(6))])
    return "%s%s%s" % (pick("ABG"), nd(4), nl(2))


def pnc():
    return "%s/%s%s" % (nd(2), nd(6 + rng.randint(0, 1)), pick(UP))


def claim_no():
    return pick(["C-%s %s %s" % (nd(2), nd(3), nd(3)), nd(9), "C%s" % nd(8),
                 "WP/%s/%s" % (nd(4), nd(5)), "AFCS-%s-%s" % (nd(2), nd(6))])


def accession():
    return pick(["S%s-%s" % (nd(2), nd(5)), "LAB-%s" % nd(7), "%s%s" % (nl(2), nd(8)),
                 "ACC %s-%s" % (nd(4), nd(4)), "H%s/%s" % (nd(2), nd(5))])


def order_no():
    return pick(["ORD-%s" % nd(7), "RX#%s" % nd(7), "%s" % nd(9), "REF-%s" % nd(6),
                 "C%s" % nd(7), "#%s" % nd(8)])


def case_no():
    return pick(["%s/%s" % (nd(4), nd(5)), "CR-%s-%s" % (nd(2), nd(5)), "T%s%s" % (nd(4), nd(4)),
                 "%s-CR-%s" % (nd(2), nd(5)), "MOJ/%s/%s" % (nd(2), nd(4))])


def tricare():
    return pick([nd(11), nd(11), "TRI%s" % nd(9), "%s%s" % (nl(3), nd(9))])


def mbi():
    return "%d%s%s-%s%s%s-%s%s%s%s" % (rng.randint(1, 9), pick(UP), pick(UP + DIG), nd(1), pick(UP),
                                       pick(UP + DIG), pick(UP), pick(UP), nd(1), nd(1))


def healthplan(country):
    if country == "US":
        return pick([tricare(), mbi(), "%s%s" % (nl(3), nd(9)), "MCD" + nd(8), "W" + nd(9)])
    return pick(["AXA-%s" % nd(8), "BUPA %s" % nd(8), "VHP%s" % nd(7), "SPMS-%s" % nd(6)])


def account():
    return pick(["%s-%s" % (nd(4), nd(4)), "ENC%s" % nd(8), "V%s" % nd(9), "%s" % nd(10),
                 "A%s-%s" % (nd(5), nd(2)), "FIN %s" % nd(9)])


def npi():
    while True:
        base = "1" + nd(8)
        s = "80840" + base
        tot = 0
        for i, c in enumerate(reversed(s)):
            v = int(c)
            if i % 2 == 0:
                v *= 2
                if v > 9:
                    v -= 9
            tot += v
        chk = (10 - tot % 10) % 10
        return base + str(chk)


def dea(last):
    l = last.replace("'", "").replace(" ", "")[0].upper()
    d = [int(c) for c in nd(6)]
    chk = (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10
    return pick("ABFM") + l + "".join(map(str, d)) + str(chk)


def gmc():
    return nd(7)


def nmc():
    return "%s%s%s%s" % (nd(2), pick(UP), nd(4), pick("EOSWN"))


def state_license(st):
    return pick(["%s %s" % (st, nd(6)), "%s-%s" % (nd(4), nd(5)), "MD%s" % nd(6), "RN%s" % nd(7)])


def drivers_us():
    return pick(["%s%s-%s-%s" % (pick(UP), nd(3), nd(4), nd(4)), nd(9), "%s%s" % (pick(UP), nd(7)),
                 "%s%s" % (nl(2), nd(6))])


def drivers_uk(last, dob, sex):
    sn = (last.upper().replace("'", "").replace(" ", "").replace("-", "") + "99999")[:5]
    y = "%02d" % (dob.year % 100)
    m = dob.month + (50 if sex == "F" else 0)
    return "%s%s%02d%02d%s%s%s%s%s" % (sn, y[0], m, dob.day, y[1], nl(2), nd(1), nl(1), nl(1))


VIN_CH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def vin():
    vals = {}
    for i, c in enumerate("ABCDEFGH"):
        vals[c] = i + 1
    for c, v in zip("JKLMN", range(1, 6)):
        vals[c] = v
    vals["P"] = 7
    vals["R"] = 9
    for c, v in zip("STUVWXYZ", range(2, 10)):
        vals[c] = v
    for c in DIG:
        vals[c] = int(c)
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    chars = [pick(["1", "2", "3", "5", "J", "K", "W"])] + [pick(VIN_CH) for _ in range(16)]
    chars[9] = pick("EFGHJKLMNP")
    tot = sum(vals[c] * w[i] for i, c in enumerate(chars))
    r = tot % 11
    chars[8] = "X" if r == 10 else str(r)
    return "".join(chars)


def plate(country):
    if country == "US":
        return pick(["%d%s%s" % (rng.randint(1, 9), nl(3), nd(3)), "%s-%s" % (nl(3), nd(4)),
                     "%s %s" % (nl(3), nd(4)), "%s%s%s" % (nd(3), nl(2), nd(1))])
    return "%s%s %s" % (nl(2), "%02d" % pick([15, 65, 16, 66, 17, 67, 18, 68, 19, 69, 20, 70, 21, 71]), nl(3))


def device_sn(kind):
    if kind == "cpap":
        return pick(["2%s" % nd(10), "R%s" % nd(9), "22%s%s" % (nd(3), nd(6))])
    if kind == "hearing":
        return pick(["%s%s%s" % (nd(4), nl(2), nd(4)), "HA-%s-%s" % (nd(4), nd(3))])
    if kind == "cardiac":
        return pick(["%s%s" % (nl(3), nd(6)), "RNB%s" % nd(6), "%s%s" % (nd(2), nl(1) + nd(6))])
    if kind == "tag":
        return pick(["EM-%s" % nd(6), "GPS%s" % nd(7), "TAG %s-%s" % (nd(3), nd(4))])
    if kind == "pump":
        return pick(["NG%s%s" % (nd(7), pick(UP)), "PMP-%s" % nd(8)])
    if kind == "prosthesis":
        return pick(["%s%s-%s" % (nd(1), nl(1), nd(6)), "KN%s%s" % (nd(2), nd(6)), "C%s" % nd(8)])
    if kind == "glucometer":
        return pick(["GX%s" % nd(8), "%s%s" % (nl(2), nd(7))])
    return pick(["W%s" % nd(8), "%s-%s" % (nl(3), nd(6))])


def bioid(kind):
    if kind == "finger":
        return pick(["FP-%s" % nd(5), "FPR%s" % nd(7), "IDENT-%s%s" % (nd(6), pick(UP))])
    if kind == "dna":
        return pick(["DNA-%s-%s" % (nd(4), nd(5)), "AF%s%s" % (nd(2), nd(7)), "%s%s-D" % (nl(1), nd(8))])
    if kind == "iris":
        return pick(["IR-%s" % nd(5), "IRIS%s" % nd(6)])
    return pick(["BIO-%s" % nd(7), "BM%s" % nd(8)])


def username(first, last, style=None):
    f = first.split()[0]
    l = last.replace("'", "").replace(" ", "").replace(".", "").replace("-", "")
    s = style or pick(["va", "dot", "init", "num", "upper"])
    if s == "va":
        return "VHA%s%s%s" % (pick(["FAY", "TAC", "ALB", "SPO", "AUG", "DAY", "TUC", "BIL"]),
                              l.upper()[:6], f.upper()[:1])
    if s == "dot":
        return (f + "." + l).lower()
    if s == "init":
        return (f[0] + l).lower() + nd(1)
    if s == "num":
        return (l[:5] + f[0]).lower() + nd(2)
    return (l[:4] + f[:2]).upper() + nd(3)
