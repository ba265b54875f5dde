"""Identifier and contact formats per country (all invented, contacts fictional)."""
import re

AREA = {
    "GB": ["0113", "0114", "0116", "0117", "0121", "0131", "0141", "0151", "0161", "0191",
           "01632", "01904", "01223", "01792", "01228", "01524", "01392", "029"],
    "IE": ["01", "021", "091", "061", "051", "071", "074", "094", "066", "053"],
    "US": ["614", "503", "802", "207", "616", "512", "404", "303", "319", "612", "602",
           "505", "859", "608", "215", "617", "919", "804", "402"],
    "CA": ["416", "613", "604", "780", "902", "204", "306", "514", "506", "250"],
    "AU": ["02", "03", "07", "08"],
    "NZ": ["03", "04", "06", "07", "09"],
}


def pat(r, spec):
    """A -> capital letter (no I/O/Q), 9 -> digit, backslash escapes, other characters literal."""
    out, esc = [], False
    for ch in spec:
        if esc:
            out.append(ch)
            esc = False
        elif ch == "\\":
            esc = True
        elif ch == "A":
            out.append(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ"))
        elif ch == "9":
            out.append(r.choice("0123456789"))
        else:
            out.append(ch)
    return "".join(out)


def postcode(r, cc, state_abbr=None):
    if cc == "GB":
        area = r.choice(["HX", "LS", "BD", "NE", "CF", "EH", "KY", "PL", "TR", "SO", "BS",
                         "M", "L", "B", "SA", "LL", "YO", "CA", "LA", "DH", "G", "AB"])
        return "%s%d %d%s" % (area, r.randint(1, 29), r.randint(0, 9), pat(r, "AA"))
    if cc == "IE":
        return r.choice("ADEFHKNPRTVWXY") + pat(r, "99 A9A9")
    if cc == "US":
        z = "%05d" % r.randint(10000, 99899)
        return z + ("-%04d" % r.randint(0, 9999) if r.random() < 0.2 else "")
    if cc == "CA":
        L = "ABCEGHJKLMNPRSTVXY"
        return "%s%d%s %d%s%d" % (r.choice(L), r.randint(0, 9), r.choice(L),
                                  r.randint(0, 9), r.choice(L), r.randint(0, 9))
    if cc == "AU":
        first = {"NSW": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7"}
        return first.get(state_abbr, "2") + "%03d" % r.randint(0, 999)
    return "%04d" % r.randint(100, 9899)


def phone(r, cc, kind="land", ac=None):
    """Every number carries 555."""
    d4 = "%04d" % r.randint(0, 9999)
    ac = ac or r.choice(AREA[cc])
    if cc == "GB":
        if kind == "mob":
            return r.choice(["07{m} 555 {k}", "07{m} 555{k}", "+44 7{m} 555 {k}"]).format(
                m="%03d" % r.randint(400, 999), k=d4[:3])
        if len(ac) == 5:
            return r.choice(["{a} 555{k}", "{a} 555 {k}", "({a}) 555{k}"]).format(a=ac, k=d4[:3])
        return r.choice(["{a} 555 {n}", "{a} 555 {n}", "{a}-555-{n}", "({a}) 555 {n}",
                         "+44 {b} 555 {n}", "{a}555{n}"]).format(a=ac, b=ac[1:], n=d4)
    if cc == "IE":
        if kind == "mob":
            return r.choice(["08{m} 555 {n}", "08{m}-555{n}", "+353 8{m} 555 {n}"]).format(
                m=r.choice("3567"), n=d4)
        return r.choice(["({a}) 555 {n}", "{a} 555 {n}", "{a}-555{n}", "+353 {b} 555 {n}"]).format(
            a=ac, b=ac[1:], n=d4)
    if cc in ("US", "CA"):
        return r.choice(["({a}) 555-{n}", "{a}-555-{n}", "{a}.555.{n}", "1-{a}-555-{n}",
                         "+1 {a} 555 {n}", "({a}) 555-{n}"]).format(a=ac, n=d4)
    if cc == "AU":
        if kind == "mob":
            return r.choice(["04{m} 555 {k}", "04{m}555{k}", "+61 4{m} 555 {k}"]).format(
                m="%02d" % r.randint(0, 99), k=d4[:3])
        return r.choice(["({a}) 5550 {n}", "{a} 5550 {n}", "{a} 5551 {n}", "+61 {b} 5550 {n}"]).format(
            a=ac, b=ac[1:], n=d4)
    if kind == "mob":
        return r.choice(["02{m} 555 {n}", "02{m}-555-{n}", "+64 2{m} 555 {n}"]).format(
            m=r.choice("127"), n=d4)
    return r.choice(["({a}) 555 {n}", "{a} 555 {n}", "{a}-555 {n}", "+64 {b} 555 {n}"]).format(
        a=ac, b=ac[1:], n=d4)


def ext(r):
    return r.choice([" ext. %d" % r.randint(200, 7999), " x%d" % r.randint(2000, 7999),
                     " ext %d" % r.randint(100, 999)])


def bleep(r, cc):
    if cc in ("GB", "IE"):
        return r.choice(["555%d" % r.randint(0, 9), "555%02d" % r.randint(0, 99),
                         "555-%03d" % r.randint(0, 999)])
    return r.choice(["555-%04d" % r.randint(0, 9999), "555%04d" % r.randint(0, 9999)])


def private_ip(r):
    k = r.random()
    if k < 0.4:
        return "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))
    if k < 0.7:
        return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))
    return "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254))


MRN_FORMS = {"GB": ["A9999999", "RX9999999", "K9999999", "9999999", "H999999"],
             "IE": ["9999999", "999999", "A999999"],
             "US": ["99999999", "E9999999", "999-9999"],
             "CA": ["M999999999", "9999999", "99-999-999"],
             "AU": ["9999999", "999999", "UR999999"],
             "NZ": ["AAA9999"]}


def mrn(r, cc):
    return pat(r, r.choice(MRN_FORMS[cc]))


def nhs(r, scot, dob):
    if scot:
        return "%02d%02d%02d%s" % (dob.day, dob.month, dob.year % 100, pat(r, "9999"))
    return pat(r, r.choice(["999 999 9999", "9999999999", "999-999-9999", "999 999 9999"]))


def ssn(r, cc):
    """SSN-like numbers always start with 9 or 000."""
    if cc == "US":
        return r.choice(["9" + pat(r, "99-99-9999"), "9" + pat(r, "99-99-9999"),
                         "000-" + pat(r, "99-9999"), "9" + pat(r, "99999999")])
    if cc == "CA":
        return "9" + pat(r, r.choice(["99 999 999", "99-999-999", "99999999"]))
    return "9" + pat(r, "999999") + r.choice("ABCDFHKTWX") + r.choice(["", "", "A", "W"])


def healthplan(r, cc):
    return pat(r, r.choice({"US": ["AAA999999999", "W999999999", "9AA9-AA9-AA99", "99999999A"],
                            "CA": ["9999-999-999-AA", "9999 999 999", "99999-9999"],
                            "AU": ["9999 99999 9", "9999999999", "99999999"],
                            "GB": ["HH-9999-9999", "AA99999999"],
                            "IE": ["999999A", "99999999"],
                            "NZ": ["AA999999"]}[cc]))


def license(r, cc, doc, pharm):
    if cc == "GB":
        return ("GMC", pat(r, "9999999")) if doc else (
            ("GPhC", "20" + pat(r, "99999")) if pharm else ("NMC PIN", pat(r, "99A9999A")))
    if cc == "IE":
        return ("IMC", pat(r, "999999")) if doc else (
            ("PSI", pat(r, "9999")) if pharm else ("NMBI", pat(r, "999999")))
    if cc == "US":
        return r.choice([("NPI", "1" + pat(r, "999999999")), ("DEA", pat(r, "AA9999999"))]) if doc else (
            ("RPh Lic", pat(r, "RPH99999")) if pharm else ("RN Lic", pat(r, "RN999999")))
    if cc == "CA":
        return ("CPSO", pat(r, "99999")) if doc else (
            ("OCP", pat(r, "999999")) if pharm else ("CNO Reg", pat(r, "99999999")))
    if cc == "AU":
        return ("AHPRA", ("MED000" if doc else "PHA000" if pharm else "NMW000") + pat(r, "9999999"))
    return ("MCNZ", pat(r, "99999")) if doc else (
        ("PCNZ", pat(r, "99999")) if pharm else ("NCNZ", pat(r, "999999")))


def driving(r, cc, last, first, mid, dob, sex):
    if cc == "GB":
        s = re.sub(r"[^A-Z]", "", last.upper())[:5].ljust(5, "9")
        return "%s%d%02d%02d%d%s%s9%s" % (s, dob.year % 100 // 10, dob.month + (50 if sex == "F" else 0),
                                         dob.day, dob.year % 10, first[0], mid, pat(r, "AA"))
    return pat(r, {"IE": "999999999", "US": "A999-9999-9999", "CA": "A9999-99999-99999",
                   "AU": "99999999", "NZ": "AA999999"}[cc])


def plate(r, cc):
    if cc == "IE":
        return "%d-%s-%d" % (r.randint(12, 24) * 10 + r.choice([1, 2]),
                             r.choice(["C", "D", "G", "KY", "MO", "WX", "L"]), r.randint(10, 99999))
    return pat(r, r.choice({"GB": ["AA99 AAA"], "US": ["9AAA999", "AAA 9999", "999 AAA"],
                            "CA": ["AAAA 999", "AAA 999", "999 AAA"],
                            "AU": ["9AA 9AA", "AAA99A", "AAA-999"], "NZ": ["AAA999"]}[cc]))


def device_serial(r, kind):
    return pat(r, r.choice({"picc": ["PX9999999", "99AA99999", "AA9999999"],
                            "port": ["99A999999", "SN99999999", "PT-99999-A"],
                            "pump": ["9999AA99", "\\AP-99999", "CP99999999"],
                            "thermo": ["TH-99999", "99999-AA"],
                            "pacer": ["PJN999999", "AAA999999A"]}[kind]))


def bioid(r, kind):
    return pat(r, {"voice": r.choice(["VP-999999", "VB99999999"]),
                   "palm": r.choice(["PV-99999", "PVS-999-999"]),
                   "finger": r.choice(["FP-99999", "FPT999999"]),
                   "face": r.choice(["FT-999999", "F\\ACE-99999"])}[kind])
