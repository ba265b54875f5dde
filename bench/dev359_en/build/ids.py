"""Identifier generators (values only; labels stay outside the span).

Each function takes the note's Ctx and returns (label_text, value) or a
value.  National numbers are in test ranges: NHS-style numbers start 999,
SSN/SIN/PPSN start with 9 or 000.
"""


def mrn(x):
    """hospital record number: (label, value)"""
    c, d = x.c, x.digits
    if c == "UK":
        return x.ch([("Hospital No", "RX" + d(7)), ("Hosp No", "K" + d(6)), ("MRN", d(8)),
                     ("Unit No", "M" + d(7)), ("Case note no", "H" + d(6)), ("Hospital number", d(3) + "-" + d(4))])
    if c == "IE":
        return x.ch([("MRN", d(7)), ("Hospital No", "H" + d(7)), ("Chart No", d(6)), ("MRN", "0" + d(6))])
    if c == "AU":
        return x.ch([("UR", d(7)), ("URN", d(6)), ("UR No", d(3) + "-" + d(3)), ("MRN", d(8))])
    if c == "NZ":
        return x.ch([("Hospital No", d(7)), ("Local ID", "L" + d(6))])
    if c == "CA":
        return x.ch([("MRN", d(7)), ("Chart #", d(6)), ("MRN", "H" + d(7)), ("Dossier no.", d(8))])
    return x.ch([("MRN", d(8)), ("MRN", "E" + d(7)), ("Med Rec #", d(3) + "-" + d(3) + "-" + d(3)), ("MR#", d(7))])


def national(x, dob=None):
    """national patient identifier treated as MRN; None where none is in use"""
    c, d = x.c, x.digits
    if c == "UK":
        if x.nation == "Scotland" and dob is not None:
            return ("CHI", "%02d%02d%02d%s" % (dob.day, dob.month, dob.year % 100, d(4)))
        if x.nation == "Northern Ireland":
            return ("H&C No", "999 " + d(3) + " " + d(4))
        return x.ch([("NHS No", "999 " + d(3) + " " + d(4)), ("NHS number", "999" + d(7)),
                     ("NHS No.", "999-" + d(3) + "-" + d(4))])
    if c == "AU":
        return ("IHI", "8003 60" + d(2) + " " + d(4) + " " + d(4))
    if c == "NZ":
        L = "ABCDEFGHJKLMNPQRSTUVWXYZ"
        if x.pr(0.6):
            return ("NHI", x.letters(3, L) + d(4))
        return ("NHI", x.letters(3, L) + d(2) + x.letters(2, L))
    return None


def healthplan(x):
    """(label, value) insurance / entitlement numbers"""
    c, d = x.c, x.digits
    if c == "UK":
        return x.ch([("Medical exemption certificate", d(3) + " " + d(3) + " " + d(3)),
                     ("MedEx no", "MX" + d(8)), ("PPC no", "PPC" + d(9)),
                     ("Membership no", "AHA-" + d(7))])
    if c == "IE":
        return x.ch([("Medical card no", d(7) + x.ch("ABCDHKLMNPRTW")), ("GMS no", d(6)),
                     ("DPS no", d(8)), ("Policy no", "CHC" + d(7))])
    if c == "AU":
        return x.ch([("Medicare", x.ch("23456") + d(3) + " " + d(5) + " " + d(1)),
                     ("Medicare No", x.ch("23456") + d(9)),
                     ("DVA", x.ch(["N", "V", "Q"]) + x.ch(["X", "SM", ""]) + d(6)),
                     ("Fund member no", d(8))])
    if c == "NZ":
        return x.ch([("CSC", d(4) + " " + d(4) + " " + d(4)), ("Policy no", "KHC-" + d(6)),
                     ("HUHC no", d(8))])
    if c == "CA":
        return x.ch([("OHIP", d(4) + " " + d(3) + " " + d(3) + " " + x.letters(2)),
                     ("Health card", d(4) + "-" + d(3) + "-" + d(3) + "-" + x.letters(2)),
                     ("PHN", "9" + d(3) + " " + d(3) + " " + d(3)),
                     ("AHCIP", d(5) + "-" + d(4)),
                     ("RAMQ", x.letters(4) + " " + d(4) + " " + d(4)),
                     ("Group plan cert.", "MB" + d(8))])
    return x.ch([("Member ID", x.letters(3) + d(9)), ("Member ID", d(3) + x.letters(2) + d(5)),
                 ("Policy #", x.letters(1) + d(8)), ("Medicaid ID", x.letters(2) + d(8)),
                 ("MBI", d(1) + x.letters(2, "ACDEFGHJKMNPQRTUVWXY") + d(1) + "-" +
                  x.letters(2, "ACDEFGHJKMNPQRTUVWXY") + d(1) + "-" + x.letters(2, "ACDEFGHJKMNPQRTUVWXY") + d(2)),
                 ("Subscriber ID", "W" + d(9))])


def group_no(x):
    return x.ch(["GRP-", "", "G"]) + x.digits(x.ch([5, 6]))


def ssn(x):
    c, d = x.c, x.digits
    if c == "US":
        return x.ch([("SSN", "9" + d(2) + "-" + d(2) + "-" + d(4)),
                     ("SSN", "000-" + d(2) + "-" + d(4)),
                     ("Social Security #", "9" + d(8)),
                     ("SS#", "9" + d(2) + " " + d(2) + " " + d(4))])
    if c == "CA":
        return x.ch([("SIN", "9" + d(2) + " " + d(3) + " " + d(3)), ("SIN", "9" + d(2) + "-" + d(3) + "-" + d(3)),
                     ("Social Insurance Number", "9" + d(8))])
    if c == "IE":
        return x.ch([("PPSN", "9" + d(6) + x.letters(1)), ("PPS No", "9" + d(6) + x.letters(1) + x.ch("AW")),
                     ("PPSN", "9" + d(6) + x.letters(1))])
    return None


def license(x, role):
    """(label, value) professional registration numbers"""
    c, d = x.c, x.digits
    if c == "UK":
        if role in ("cons", "reg", "gp", "path"):
            return ("GMC", d(7))
        if role == "diet":
            return ("HCPC", "DT" + d(6))
        if role == "rad":
            return ("HCPC", "RA" + d(6))
        if role == "pharm":
            return ("GPhC", "20" + d(5))
        return ("NMC PIN", d(2) + x.letters(1) + d(4) + x.letters(1))
    if c == "IE":
        if role in ("cons", "reg", "gp", "path"):
            return x.ch([("MCRN", d(6)), ("IMC Reg No", d(6))])
        if role == "diet":
            return ("CORU", "DI" + d(6))
        if role == "pharm":
            return ("PSI", d(5))
        return ("NMBI PIN", d(6))
    if c == "AU":
        if role in ("cons", "reg", "gp", "path"):
            return x.ch([("AHPRA", "MED" + d(10)), ("Prescriber No", d(7)), ("Provider No", d(6) + x.letters(2))])
        if role == "diet":
            return ("APD No", d(5))
        if role == "rad":
            return ("AHPRA", "MRP" + d(10))
        if role == "pharm":
            return ("AHPRA", "PHA" + d(10))
        return ("AHPRA", "NMW" + d(10))
    if c == "NZ":
        if role in ("cons", "reg", "gp", "path"):
            return ("MCNZ", d(5))
        if role == "diet":
            return ("NZDB reg", d(2) + "-" + d(3))
        return ("NCNZ", d(6))
    if c == "CA":
        if role in ("cons", "reg", "gp", "path"):
            return x.ch([("CPSO #", d(5)), ("CPSBC", d(5)), ("CPSA", d(6)), ("CMQ", d(5))])
        if role == "diet":
            return ("RD Reg. #", d(4))
        return ("CNO #", d(8))
    if role in ("cons", "reg", "gp", "path", "pcp"):
        return x.ch([("NPI", x.ch("12") + d(9)), ("NPI", x.ch("12") + d(9)),
                     ("DEA", x.letters(2, "ABFM") + d(7)), ("Lic #", "MD" + d(6))])
    if role == "diet":
        return x.ch([("CDR #", d(7)), ("LD Lic", "LD" + d(5))])
    return ("RN Lic", "RN" + d(7))


def driving_licence(x):
    c, d = x.c, x.digits
    if c == "UK":
        return x.letters(5) + d(6) + x.letters(2) + d(1) + x.letters(2)
    if c == "IE":
        return d(9)
    if c in ("AU", "NZ"):
        return x.letters(2) + d(6) if c == "NZ" else d(9)
    if c == "CA":
        return x.letters(1) + d(4) + "-" + d(5) + "-" + d(5)
    return x.letters(1) + d(7)


def device(x, kind):
    d = x.digits
    if kind == "pump":
        return x.ch(["NG" + d(7) + "H", "PT" + d(8), "SN" + d(9), d(3) + "-" + d(3) + "-" + d(3)])
    if kind == "cgm":
        return x.ch([d(1) + x.letters(2) + d(1) + x.letters(2), x.letters(3) + d(5), "8G" + x.letters(2) + d(2)])
    if kind == "capsule":
        return x.ch([d(1) + x.letters(1) + d(2) + "-" + d(5), "CE" + d(8), d(2) + x.letters(2) + d(6)])
    if kind == "scope":
        return x.ch([d(7), "2" + d(6), x.letters(1) + d(6)])
    if kind == "dxa":
        return x.ch([d(5), "DX" + d(6), "H" + d(6) + "A"])
    if kind == "meter":
        return x.ch([x.letters(3) + d(6), d(4) + "-" + x.letters(1) + d(3)])
    if kind == "tablet":
        return x.ch(["KIOSK-" + d(4), "TAB" + d(6)])
    if kind == "phone":
        return "IMEI " + d(15)
    raise ValueError(kind)


def vehicle(x):
    c, d = x.c, x.digits
    if x.pr(0.08):
        return x.letters(1, "123459JKLSW") + x.letters(16, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789")
    if c == "UK":
        return x.letters(2) + d(2) + " " + x.letters(3)
    if c == "IE":
        return x.ch(["15", "19", "21", "222", "231", "241", "12"]) + "-" + x.ch(["D", "C", "G", "KY", "MO", "L", "WX"]) + "-" + d(x.ch([4, 5]))
    if c == "AU":
        return x.ch([x.letters(3) + "-" + d(3), d(1) + x.letters(2) + "-" + d(1) + x.letters(2), x.letters(3) + d(2) + x.letters(1)])
    if c == "NZ":
        return x.letters(3) + d(3)
    if c == "CA":
        return x.ch([x.letters(4) + " " + d(3), x.letters(3) + " " + d(3), d(3) + " " + x.letters(3)])
    return x.ch([d(1) + x.letters(3) + d(3), x.letters(3) + "-" + d(4), d(3) + " " + x.letters(3)])


def bioid(x, kind=None):
    d = x.digits
    kind = kind or x.ch(["fp", "pv", "vp", "iris", "face"])
    if kind == "fp":
        return "FP-" + d(5)
    if kind == "pv":
        return "PV-" + d(4) + "-" + d(4)
    if kind == "vp":
        return "VP" + d(6)
    if kind == "iris":
        return "IRIS-" + d(5)
    return "BIO-" + "".join(x.ch("0123456789abcdef") for _ in range(8))


def idnum(x, kind):
    d = x.digits
    yy = "%02d" % x.ri(19, 25)
    if kind == "lab":
        return x.ch(["SER" + yy + "-" + d(6), yy + "S" + d(7), "IMM" + d(7), yy + "-" + d(7), "L" + d(9), "C" + yy + "/" + d(5)])
    if kind == "histo":
        return x.ch(["H" + yy + "/" + d(5), "S" + yy + "-" + d(4), "BX-" + yy + "-" + d(4), "SP" + yy + "-" + d(5), "P" + yy + "." + d(5)])
    if kind == "order":
        return x.ch(["OCS" + d(7), "ORD-" + d(7), d(8), "REQ" + d(6)])
    if kind == "ubrn":
        return "0001 " + d(4) + " " + d(4)
    if kind == "rx":
        return x.ch(["RX-" + d(6), "EPS " + x.letters(3, "ABCDEF0123456789") + d(3) + "-" + d(6) + "-" + d(5), d(6) + x.letters(1), "SA" + d(7)])
    if kind == "ref":
        return x.ch(["REF-" + yy + "-" + d(5), "GFP/" + "20" + yy + "/" + d(4), "CD" + d(6), "ER" + d(8)])
    if kind == "dxa":
        return x.ch(["DXA" + yy + "-" + d(5), "RAD" + d(8), "ACC " + d(9)])
    if kind == "endo":
        return x.ch(["END" + yy + "-" + d(5), "GI" + d(7)])
    if kind == "ticket":
        return x.ch(["MSG-" + d(7), "T" + d(6), "CASE-" + d(6)])
    if kind == "hla":
        return x.ch(["HLA" + yy + "-" + d(5), "MOL" + d(6)])
    raise ValueError(kind)


def account(x):
    d = x.digits
    c = x.c
    if c == "US":
        return x.ch([("Acct #", d(4) + "-" + d(4)), ("CSN", d(10)), ("Encounter #", "E" + d(9)),
                     ("Visit #", "V" + d(8)), ("Billing acct", d(9))])
    if c == "CA":
        return x.ch([("Visit #", d(9)), ("Encounter", "ENC" + d(7)), ("Acct", d(4) + "-" + d(5))])
    if c == "AU":
        return x.ch([("Episode", d(8)), ("Encounter", "EN" + d(7)), ("Invoice", "INV-" + d(6))])
    return x.ch([("Encounter no", "E" + d(8)), ("Episode no", d(9)), ("Attendance no", "A" + d(7)),
                 ("Visit ID", "V" + d(9)), ("Invoice no", "INV-" + d(6))])
