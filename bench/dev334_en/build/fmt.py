"""Country-specific formats: dates, phones, postcodes, identifiers."""
import datetime as dt

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UPP = "ABCDEFGHJKLMNPRSTUVWXYZ"


def wchoice(rng, pairs):
    total = sum(w for _, w in pairs)
    r = rng.random() * total
    acc = 0
    for v, w in pairs:
        acc += w
        if r < acc:
            return v
    return pairs[-1][0]


def pat(rng, s):
    """'#' digit, '@' capital letter, '%' digit 1-9, anything else literal."""
    out = []
    for ch in s:
        if ch == "#":
            out.append(str(rng.randint(0, 9)))
        elif ch == "%":
            out.append(str(rng.randint(1, 9)))
        elif ch == "@":
            out.append(rng.choice(UPP))
        else:
            out.append(ch)
    return "".join(out)


# ---------------------------------------------------------------- dates
US_LIKE = ("US",)


def fmt_date(d, cc, style):
    m, y = d.month, d.year
    mon, mo3 = MONTHS[m - 1], MONTHS[m - 1][:3]
    wd, wd3 = WDAYS[d.weekday()], WDAYS[d.weekday()][:3]
    if cc == "US":
        table = {
            "num": "%02d/%02d/%d" % (m, d.day, y),
            "short": "%d/%d/%02d" % (m, d.day, y % 100),
            "long": "%s %d, %d" % (mon, d.day, y),
            "abbr": "%s %d, %d" % (mo3, d.day, y),
            "iso": d.isoformat(),
            "dash": "%02d-%02d-%d" % (m, d.day, y),
            "wk": "%s, %s %d, %d" % (wd, mon, d.day, y),
            "wkshort": "%s %d/%d" % (wd3, m, d.day),
            "md": "%d/%d" % (m, d.day),
            "monthyear": "%s %d" % (mon, y),
        }
    elif cc == "CA":
        table = {
            "num": d.isoformat(),
            "short": d.isoformat(),
            "long": "%s %d, %d" % (mon, d.day, y),
            "abbr": "%d-%s-%d" % (d.day, mo3, y),
            "iso": d.isoformat(),
            "dash": "%d-%s-%d" % (d.day, mo3, y),
            "wk": "%s, %s %d, %d" % (wd, mon, d.day, y),
            "wkshort": "%s %s %d" % (wd3, mo3, d.day),
            "md": "%s %d" % (mo3, d.day),
            "monthyear": "%s %d" % (mon, y),
        }
    else:
        table = {
            "num": "%02d/%02d/%d" % (d.day, m, y),
            "short": "%d/%d/%02d" % (d.day, m, y % 100),
            "long": "%d %s %d" % (d.day, mon, y),
            "abbr": "%d %s %d" % (d.day, mo3, y),
            "iso": d.isoformat(),
            "dash": "%02d-%s-%d" % (d.day, mo3, y),
            "dot": "%02d.%02d.%d" % (d.day, m, y),
            "wk": "%s %d %s %d" % (wd, d.day, mon, y),
            "wkshort": "%s %02d/%02d" % (wd3, d.day, m),
            "md": "%02d/%02d" % (d.day, m),
            "monthyear": "%s %d" % (mon, y),
        }
    return table.get(style, table["num"])


def add_days(d, n):
    return d + dt.timedelta(days=n)


# ---------------------------------------------------------------- phones
def phone(rng, cc, kind="land"):
    if cc == "UK":
        if kind == "mob":
            return wchoice(rng, [(pat(rng, "07%## 555 ###"), 5), (pat(rng, "07%##555###"), 2),
                                 (pat(rng, "+44 7%## 555 ###"), 1)])
        return rng.choice([pat(rng, "01632 555 ###"), pat(rng, "0161 555 ####"), pat(rng, "0113 555 ####"),
                           pat(rng, "020 7555 ####"), pat(rng, "01524 555###"), pat(rng, "029 2555 ####"),
                           pat(rng, "01752 555###"), pat(rng, "0131 555 ####")])
    if cc == "IE":
        if kind == "mob":
            return rng.choice([pat(rng, "08%-555 ####"), pat(rng, "08% 555 ####"), pat(rng, "+353 8% 555 ####")])
        return rng.choice([pat(rng, "01 555 ####"), pat(rng, "091 555 ###"), pat(rng, "021 555 ####"),
                           pat(rng, "(045) 555 ###"), pat(rng, "065 555 ####")])
    if cc in ("US", "CA"):
        area = str(rng.randint(2, 9)) + pat(rng, "%#")
        if cc == "CA":
            area = rng.choice(["416", "604", "403", "902", "204", "613", "306", "514", "506", "780"])
        f = rng.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "(%s) 555-%s"])
        return f % (area, pat(rng, "01##"))
    if cc == "AU":
        if kind == "mob":
            return rng.choice([pat(rng, "04%# 555 ###"), pat(rng, "+61 4%# 555 ###"), pat(rng, "04%#555###")])
        return rng.choice([pat(rng, "(02) 5550 ####"), pat(rng, "(03) 5550 ####"), pat(rng, "(07) 5551 ####"),
                           pat(rng, "08 5550 ####")])
    if cc == "NZ":
        if kind == "mob":
            return rng.choice([pat(rng, "021 555 ###"), pat(rng, "022 555 ####"), pat(rng, "027 555 ####"),
                               pat(rng, "+64 21 555 ###")])
        return rng.choice([pat(rng, "(09) 555 ####"), pat(rng, "(07) 555 ####"), pat(rng, "03 555 ####"),
                           pat(rng, "(06) 555 ####")])
    if cc == "ZA":
        if kind == "mob":
            return rng.choice([pat(rng, "08% 555 ####"), pat(rng, "07% 555 ####"), pat(rng, "+27 8% 555 ####")])
        return rng.choice([pat(rng, "021 555 ####"), pat(rng, "011 555 ####"), pat(rng, "031 555 ####")])
    if cc == "SG":
        if kind == "mob":
            return rng.choice([pat(rng, "9555 ####"), pat(rng, "8555 ####"), pat(rng, "+65 9555 ####")])
        return rng.choice([pat(rng, "6555 ####"), pat(rng, "+65 6555 ####")])
    raise ValueError(cc)


def with_ext(rng, num, cc):
    if cc in ("US", "CA"):
        return num + rng.choice([" ext. ", " x", " ext "]) + pat(rng, "%##")
    return num + rng.choice([" ext ", " ext. ", " x"]) + pat(rng, "%###")


def pager(rng, cc):
    if cc in ("US", "CA"):
        return pat(rng, "555-0###")
    return pat(rng, "555#")


# ---------------------------------------------------------------- postcodes
def postcode(rng, cc):
    if cc == "UK":
        return rng.choice([pat(rng, "@@% %@@"), pat(rng, "@% %@@"), pat(rng, "@@%# %@@")])
    if cc == "IE":
        key = rng.choice(["W91", "H91", "T12", "P31", "F23", "Y35", "E91", "V94", "A63", "R35", "N91", "X35"])
        return key + " " + pat(rng, "@#@#")
    if cc == "US":
        z = pat(rng, "%####")
        return z + ("-" + pat(rng, "####") if rng.random() < 0.15 else "")
    if cc == "CA":
        return pat(rng, "@#@ #@#")
    if cc in ("AU", "NZ", "ZA"):
        return pat(rng, "%###")
    if cc == "SG":
        return pat(rng, "%#####")
    raise ValueError(cc)


# ---------------------------------------------------------------- identifiers
def ip_private(rng):
    r = rng.random()
    if r < 0.45:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(2, 254))
    if r < 0.75:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(2, 254))
    return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(2, 254))


def mrn(rng, cc):
    return {
        "UK": rng.choice(["RX#######", "@######", "########", "K0######"]),
        "IE": rng.choice(["#######", "00######", "H######"]),
        "US": rng.choice(["00######", "########", "MR-#######", "E#######"]),
        "CA": rng.choice(["@#######", "#######", "MRN########"]),
        "AU": rng.choice(["######", "UR######", "%#######"]),
        "NZ": rng.choice(["@@@####", "@@@##@@"]),
        "ZA": rng.choice(["########", "@@#######", "##-######"]),
        "SG": rng.choice(["@##########", "##-#######"]),
    }[cc]


def licence(rng, cc, nurse=False):
    if cc == "UK":
        return pat(rng, "##@####@") if nurse else pat(rng, "%######")
    if cc == "IE":
        return pat(rng, "%#####")
    if cc == "US":
        return pat(rng, "%#########")
    if cc == "CA":
        return pat(rng, "%####") if not nurse else pat(rng, "%#######")
    if cc == "AU":
        return ("NMW000" if nurse else "MED000") + pat(rng, "%######")
    if cc == "NZ":
        return pat(rng, "%####")
    if cc == "ZA":
        return ("PN " if nurse else "MP ") + pat(rng, "0######")
    if cc == "SG":
        return pat(rng, "M#####@") if not nurse else pat(rng, "R######@")
    raise ValueError(cc)


LIC_LABEL = {"UK": ("GMC No.", "NMC PIN"), "IE": ("IMC No.", "NMBI PIN"), "US": ("NPI", "NPI"),
             "CA": ("CPSO #", "CNO Reg #"), "AU": ("AHPRA", "AHPRA"), "NZ": ("MCNZ", "NCNZ"),
             "ZA": ("HPCSA", "SANC"), "SG": ("MCR", "SNB Reg")}


def dea(rng):
    return pat(rng, "@@") + pat(rng, "#######")


def ssn(rng, cc):
    if cc == "US":
        return pat(rng, "9##-##-####")
    if cc == "UK":
        return pat(rng, "QQ 9# ## ## ") + rng.choice("ABCD")
    if cc == "IE":
        return pat(rng, "9######") + rng.choice(UPP) + rng.choice(["", "A", "W"])
    if cc == "CA":
        return pat(rng, "9## ### ###")
    if cc == "SG":
        return "T000" + pat(rng, "####@")
    if cc == "AU":
        return pat(rng, "9## ### ###")
    if cc == "NZ":
        return pat(rng, "9##-###-###")
    return "000" + pat(rng, "##########")


def healthplan(rng, cc, region_abbr=""):
    if cc == "US":
        return rng.choice([pat(rng, "@@@#########"), pat(rng, "MA#########"), pat(rng, "@##########"),
                           pat(rng, "W#########")])
    if cc == "CA":
        if region_abbr == "BC":
            return pat(rng, "9### ### ###")
        if region_abbr == "ON":
            return pat(rng, "%###-###-###-@@")
        return pat(rng, "%## ### ###")
    if cc == "AU":
        return pat(rng, "%### ##### #")
    if cc == "IE":
        return pat(rng, "#######@")
    if cc == "ZA":
        return pat(rng, "%########")
    if cc == "UK":
        return pat(rng, "@@@########")
    if cc == "NZ":
        return pat(rng, "CSC-#######")
    return pat(rng, "MS-#######")
