"""Country-specific formats: dates, phones, postcodes, identifiers."""
import datetime

MON = ["January", "February", "March", "April", "May", "June", "July", "August",
       "September", "October", "November", "December"]
WKD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
LET = "ABCDEFGHJKLMNPRSTUVWXYZ"
ALNUM = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"


def digits(rng, k):
    return "".join(rng.choice("0123456789") for _ in range(k))


def letters(rng, k, pool=LET):
    return "".join(rng.choice(pool) for _ in range(k))


def fmt_date(cc, d, style):
    dd, mm, yy = d.day, d.month, d.year
    mon, mo = MON[mm - 1], MON[mm - 1][:3]
    us = cc == "US"
    ca = cc == "CA"
    if style == "num":
        if us:
            return "%02d/%02d/%04d" % (mm, dd, yy)
        if ca:
            return "%04d-%02d-%02d" % (yy, mm, dd)
        return "%02d/%02d/%04d" % (dd, mm, yy)
    if style == "ns":
        if us:
            return "%d/%d/%02d" % (mm, dd, yy % 100)
        if ca:
            return "%04d/%02d/%02d" % (yy, mm, dd)
        return "%d/%d/%02d" % (dd, mm, yy % 100)
    if style == "short":
        if us or ca:
            return "%s %d, %d" % (mo, dd, yy)
        return "%d %s %d" % (dd, mo, yy)
    if style == "long":
        if us or ca:
            return "%s %d, %d" % (mon, dd, yy)
        return "%d %s %d" % (dd, mon, yy)
    if style == "dash":
        return "%02d-%s-%04d" % (dd, mo, yy)
    if style == "dot":
        return "%02d.%02d.%02d" % (dd, mm, yy % 100) if not us else "%02d.%02d.%02d" % (mm, dd, yy % 100)
    if style == "dm":
        if us:
            return "%d/%d" % (mm, dd)
        if ca:
            return "%s %d" % (mo, dd)
        return "%d/%d" % (dd, mm)
    if style == "dmon":
        if us or ca:
            return "%s %d" % (mo, dd)
        return "%d %s" % (dd, mo)
    if style == "my":
        return "%s %d" % (mon, yy)
    if style == "mys":
        return "%s %d" % (mo, yy)
    if style == "mynum":
        return "%02d/%d" % (mm, yy)
    if style == "y":
        return str(yy)
    if style == "wk":
        w = WKD[d.weekday()]
        if us:
            return "%s, %s %d, %d" % (w, mon, dd, yy)
        if ca:
            return "%s, %s %d, %d" % (w, mon, dd, yy)
        return "%s %d %s %d" % (w, dd, mon, yy)
    if style == "wks":
        w = WKD[d.weekday()][:3]
        return "%s %s" % (w, fmt_date(cc, d, "num" if not ca else "short"))
    if style == "wkonly":
        return WKD[d.weekday()]
    raise ValueError(style)


def add_days(d, k):
    return d + datetime.timedelta(days=k)


def weekday(d):
    """Move a Saturday or Sunday to the following Monday."""
    wd = d.weekday()
    return d + datetime.timedelta(days=7 - wd) if wd >= 5 else d


def phone(rng, cc, kind="land"):
    if cc in ("US", "CA"):
        area = rng.choice(["216", "412", "614", "919", "404", "615", "502", "317", "414", "612",
                           "402", "918", "505", "520", "916", "503", "303", "210", "713", "508",
                           "401", "860", "716", "973", "205", "603"] if cc == "US" else
                          ["905", "416", "613", "204", "306", "403", "780", "604", "250", "902",
                           "506", "709", "519", "807", "819"])
        line = "01" + digits(rng, 2)
        form = rng.choice(["({a}) 555-{l}", "{a}-555-{l}", "{a}.555.{l}", "({a}) 555-{l}"])
        return form.replace("{a}", area).replace("{l}", line)
    if cc == "UK":
        if kind == "mob":
            return "07" + digits(rng, 3) + " 555 " + digits(rng, 3)
        area = rng.choice(["0113", "0114", "01274", "01603", "01392", "01752", "01332", "0118",
                           "0115", "0116", "01482", "0191", "01228", "01772", "01782", "01473",
                           "01872", "01225", "01452", "01905", "01522", "01904", "01423", "01245",
                           "01622", "01582", "01902", "0161", "01942", "01224", "01463", "029"])
        return area + " 555 " + digits(rng, 4 if len(area) <= 4 else 3)
    if cc == "AU":
        if kind == "mob":
            return "04" + digits(rng, 2) + " 555 " + digits(rng, 3)
        return "(0" + rng.choice("2378") + ") " + rng.choice("3456789") + "555 " + digits(rng, 4)
    if cc == "NZ":
        if kind == "mob":
            return "02" + rng.choice("1279") + " 555 " + digits(rng, 4)
        return "(0" + rng.choice("34679") + ") 555 " + digits(rng, 4)
    if cc == "IE":
        if kind == "mob":
            return "08" + rng.choice("35679") + " 555 " + digits(rng, 4)
        area = rng.choice(["01", "021", "061", "091", "071", "074", "041", "046", "090", "044",
                           "056", "051", "053", "066", "065", "094"])
        return "(" + area + ") 555 " + digits(rng, 4)
    raise ValueError(cc)


def ext(rng):
    return rng.choice(["ext ", "ext. ", "x", "Ext "]) + rng.choice(["555", "5550", "5551", "2555",
                                                                   "5553", "4555", "5558"])


def bleep(rng):
    return rng.choice(["5551", "5552", "5554", "5557", "5559", "1555", "3555", "6555", "8555"])


def postcode(rng, cc, pre):
    if cc == "UK":
        if len(pre) == 1:
            out = pre + str(rng.randint(1, 35))
        else:
            out = pre + str(rng.randint(1, 29))
        return out + " " + str(rng.randint(1, 9)) + letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ")
    if cc == "US":
        return pre + digits(rng, 2)
    if cc in ("AU", "NZ"):
        return pre
    if cc == "CA":
        return pre + rng.choice("ABCEGHJKLMNPRSTVXY") + " " + str(rng.randint(1, 9)) + \
            rng.choice("ABCEGHJKLMNPRSTVWXYZ") + str(rng.randint(0, 9))
    if cc == "IE":
        return pre + " " + rng.choice("ACDEFHKNPRTVWXY") + digits(rng, 1) + \
            rng.choice("ACDEFHKNPRTVWXY") + digits(rng, 1)
    raise ValueError(cc)


def mrn(rng, cc):
    if cc == "UK":
        return rng.choice(["K", "R", "H", "M"]) + digits(rng, 7) if rng.random() < 0.5 else \
            rng.choice(["RVK", "TGH", "HBY", "KMR"]) + digits(rng, 6)
    if cc == "US":
        return rng.choice([digits(rng, 8), "00" + digits(rng, 7), digits(rng, 3) + "-" +
                           digits(rng, 2) + "-" + digits(rng, 3)])
    if cc == "AU":
        return digits(rng, rng.choice([6, 7, 8]))
    if cc == "CA":
        return rng.choice([digits(rng, 7), "H" + digits(rng, 7)])
    if cc == "NZ":
        return "H" + digits(rng, 6)
    if cc == "IE":
        return digits(rng, 7) if rng.random() < 0.6 else "H" + digits(rng, 6)
    raise ValueError(cc)


def healthno(rng, cc, prov=""):
    """(label, value) of the public health-plan number."""
    if cc == "UK":
        return (rng.choice(["NHS No", "NHS number", "NHS no.", "NHS"]),
                "9" + digits(rng, 2) + " " + digits(rng, 3) + " " + digits(rng, 4))
    if cc == "AU":
        return (rng.choice(["Medicare No", "Medicare", "Medicare no."]),
                rng.choice("2345") + digits(rng, 3) + " " + digits(rng, 5) + " " + digits(rng, 1))
    if cc == "CA":
        if prov == "ON":
            return ("OHIP", digits(rng, 4) + "-" + digits(rng, 3) + "-" + digits(rng, 3) + "-" +
                    letters(rng, 2))
        return ("PHN", "9" + digits(rng, 3) + " " + digits(rng, 3) + " " + digits(rng, 3))
    if cc == "NZ":
        return ("NHI", letters(rng, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + digits(rng, 4))
    if cc == "IE":
        return (rng.choice(["Medical card no.", "GMS no.", "Medical Card"]),
                digits(rng, 7) + rng.choice("ABCDEFGHKLMNPTWX"))
    if cc == "US":
        return (rng.choice(["Member ID", "Member #", "Ins ID", "Subscriber ID"]),
                letters(rng, 3) + digits(rng, rng.choice([6, 8, 9])))
    raise ValueError(cc)


def ssn(rng, cc):
    if cc == "US":
        area = "9" + digits(rng, 2) if rng.random() < 0.8 else "000"
        return ("SSN", area + "-" + digits(rng, 2) + "-" + digits(rng, 4))
    if cc == "CA":
        return ("SIN", "9" + digits(rng, 2) + " " + digits(rng, 3) + " " + digits(rng, 3))
    if cc == "IE":
        return ("PPSN", "9" + digits(rng, 6) + rng.choice("ABCDEFGHKLMTW"))
    return None


def account(rng, cc):
    if cc == "US":
        return (rng.choice(["FIN", "CSN", "Acct #", "Encounter #", "Visit #"]), digits(rng, 9))
    if cc == "CA":
        return (rng.choice(["Encounter #", "Visit no.", "Acct"]), digits(rng, 8))
    if cc == "AU":
        return (rng.choice(["Visit no.", "Episode", "Enc no."]), digits(rng, 8))
    if cc == "NZ":
        return (rng.choice(["Event no.", "Encounter"]), "E" + digits(rng, 7))
    if cc == "IE":
        return (rng.choice(["Episode no.", "Visit ID"]), digits(rng, 8))
    return (rng.choice(["Episode no.", "Attendance no.", "Spell"]), digits(rng, 8))


def license(rng, cc, role, prov=""):
    """(label, value) for a clinician's registration / licence number."""
    if role == "nurse":
        if cc == "UK":
            return ("NMC PIN", digits(rng, 2) + rng.choice("ABCDEFGHIJ") + digits(rng, 4) +
                    rng.choice("EOSNW"))
        if cc == "AU":
            return ("AHPRA", "NMW000" + digits(rng, 7))
        if cc == "IE":
            return ("NMBI PIN", digits(rng, 6))
        if cc == "NZ":
            return ("NCNZ", digits(rng, 6))
        if cc == "CA":
            return ("Reg #", digits(rng, 7))
        return ("RN Lic #", "RN" + digits(rng, 7))
    if role == "pharm":
        if cc == "UK":
            return ("GPhC", "20" + digits(rng, 5))
        if cc == "AU":
            return ("AHPRA", "PHA000" + digits(rng, 7))
        return ("Reg no.", digits(rng, 6))
    if cc == "UK":
        return ("GMC", rng.choice("4567") + digits(rng, 6))
    if cc == "IE":
        return ("IMC", digits(rng, 6))
    if cc == "AU":
        return (rng.choice(["AHPRA", "Prescriber no.", "Provider no."]),
                rng.choice(["MED000" + digits(rng, 7), digits(rng, 7), digits(rng, 6) + "JX"]))
    if cc == "NZ":
        return ("MCNZ", digits(rng, 5))
    if cc == "CA":
        col = {"ON": "CPSO", "AB": "CPSA", "BC": "CPSBC", "MB": "CPSM", "SK": "CPSS",
               "NS": "CPSNS"}.get(prov, "Licence")
        return (col + " #", digits(rng, 5 + (col == "CPSO")))
    # US
    k = rng.random()
    if k < 0.6:
        return ("NPI", "1" + digits(rng, 9))
    if k < 0.85:
        return ("DEA", rng.choice("ABFM") + letters(rng, 1) + digits(rng, 7))
    return ("Med Lic #", rng.choice(["MD", "DO", "A"]) + digits(rng, 6))


def accession(rng, yy):
    return rng.choice(["H%02d-%s" % (yy, digits(rng, 6)),
                       "%02d:%s%s" % (yy, letters(rng, 2), digits(rng, 6)),
                       "SP-%02d-%s" % (yy, digits(rng, 5)),
                       "B%02d%s" % (yy, digits(rng, 7)),
                       "LAB%s" % digits(rng, 8)])


def plate(rng, cc):
    if cc == "UK":
        return letters(rng, 2) + rng.choice(["19", "69", "20", "70", "21", "71", "22", "72", "23",
                                             "73", "17", "67"]) + " " + letters(rng, 3)
    if cc == "US":
        return rng.choice([digits(rng, 1) + letters(rng, 3) + digits(rng, 3),
                           letters(rng, 3) + "-" + digits(rng, 4), letters(rng, 3) + " " +
                           digits(rng, 3)])
    if cc == "AU":
        return rng.choice([digits(rng, 1) + letters(rng, 3) + digits(rng, 3),
                           letters(rng, 3) + "-" + digits(rng, 3), letters(rng, 2) + "-" +
                           digits(rng, 2) + "-" + letters(rng, 2)])
    if cc == "NZ":
        return letters(rng, 3) + digits(rng, 3)
    if cc == "CA":
        return letters(rng, 4) + " " + digits(rng, 3)
    return digits(rng, 3) + "-" + rng.choice(["C", "D", "G", "L", "MH", "KY", "WX"]) + "-" + \
        digits(rng, rng.choice([4, 5]))


def ip(rng):
    k = rng.random()
    if k < 0.45:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(2, 254))
    if k < 0.7:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(2, 254))
    return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(2, 254))
