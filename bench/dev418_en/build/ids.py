"""Identifier generators (fictional formats per country) for dev418_en."""


def mrn(x):
    c = x.c
    if c == "US":
        return x.ch(["00" + x.dig(6), x.dig(8), "E" + x.dig(7), "MR" + x.dig(7)])
    if c == "UK":
        return x.ch([x.let(1) + x.dig(7), x.let(3) + x.dig(6), x.dig(2) + x.let(1) + x.dig(5)])
    if c == "CA":
        return x.ch([x.dig(7), "H" + x.dig(7), "%s-%s-%s" % (x.dig(2), x.dig(2), x.dig(3))])
    if c == "AU":
        return x.ch([x.dig(6), x.dig(7), "UR" + x.dig(6)])
    if c == "IE":
        return x.ch([x.dig(6), x.dig(7), "M" + x.dig(6)])
    return nhi(x)


def nhs(x):
    """UK NHS number (10 digits, 3-3-4); treated as MRN."""
    return "%s %s %s" % (x.dig(3), x.dig(3), x.dig(4))


def nhi(x):
    """NZ National Health Index number (test-style Z prefix); treated as MRN."""
    return "Z" + x.let(2, "ABCDEFGHJKLMNPQRSTUVWXY") + x.dig(4)


def healthplan(x):
    c = x.c
    if c == "US":
        k = x.r.randint(0, 4)
        if k == 0:
            return x.let(3) + x.dig(9)
        if k == 1:
            return "W" + x.dig(9)
        if k == 2:  # MBI-like
            return "%s%s%s%s-%s%s%s-%s%s%s%s" % (
                x.r.randint(1, 9), x.let(1), x.aln(1), x.dig(1), x.let(1), x.aln(1),
                x.dig(1), x.let(2)[0], x.let(1), x.dig(1), x.dig(1))
        if k == 3:
            return "MA" + x.dig(8)
        return x.let(2) + x.dig(7) + "-0" + x.dig(1)
    if c == "CA":
        return x.ch(["%s-%s-%s-%s" % (x.dig(4), x.dig(3), x.dig(3), x.let(2)),
                     "9%s %s %s" % (x.dig(3), x.dig(3), x.dig(3)),
                     "%s-%s" % (x.dig(5), x.dig(4)),
                     "%s %s %s" % (x.let(4), x.dig(4), x.dig(4))])
    if c == "AU":
        return x.ch(["%s %s %s" % (x.dig(4), x.dig(5), x.r.randint(1, 5)),
                     x.ch("NVQWST") + "X" + x.dig(6),
                     x.dig(8)])
    if c == "IE":
        return x.ch([x.dig(7) + x.let(1), "MC" + x.dig(7), x.let(2) + x.dig(8)])
    if c == "NZ":
        return x.ch(["CSC" + x.dig(8), x.dig(9), "HI-" + x.dig(7)])
    return x.let(3) + x.dig(7)


def medicare_au(x):
    return "%s %s %s" % (x.ch("23456") + x.dig(3), x.dig(5), x.r.randint(1, 5))


def group_no(x):
    return x.ch(["GRP-" + x.dig(5), x.dig(6), x.let(1) + x.dig(5)])


def account(x):
    return x.ch(["%s-%s" % (x.dig(4), x.dig(4)), "V" + x.dig(8), x.dig(9),
                 "ENC" + x.dig(7), "INV-" + x.dig(5), "A" + x.dig(9),
                 "%s%s" % (x.let(2), x.dig(7))])


def idnum(x, kind=None):
    k = kind or x.ch(["ref", "order", "job", "acc", "case", "rma", "ubrn"])
    if k == "ubrn":
        return "%s %s %s" % (x.dig(4), x.dig(4), x.dig(4))
    if k == "order":
        return x.ch(["ORD" + x.dig(7), x.dig(8), "RQ-" + x.dig(6)])
    if k == "job":
        return x.ch(["J" + x.dig(6), "RJ-" + x.dig(5), "WO" + x.dig(7)])
    if k == "acc":
        return x.ch(["%s%s-%s" % (x.let(1), x.dig(2), x.dig(5)), "AUD" + x.dig(7), "G" + x.dig(2) + "-" + x.dig(4)])
    if k == "case":
        return x.ch(["NB-" + x.dig(6), x.dig(2) + "/" + x.dig(5), "CASE-" + x.dig(5)])
    if k == "rma":
        return x.ch(["RMA" + x.dig(7), "RA-" + x.dig(6)])
    if k == "claim":
        return x.ch(["CLM" + x.dig(8), x.let(2) + x.dig(8), "PA-" + x.dig(7)])
    if k == "track":
        return x.ch(["JD" + x.dig(16), x.let(2) + x.dig(9) + "GB", "TRK" + x.dig(10)])
    return x.ch(["REF-" + x.dig(6), "R" + x.dig(7), x.dig(3) + "-" + x.dig(5)])


def serial(x, kind="ha"):
    if kind == "ci":
        return x.ch([x.dig(6), x.dig(7), "SN" + x.dig(7)])
    if kind == "proc":
        return x.ch([x.dig(10), x.let(1) + x.dig(8), x.dig(4) + "-" + x.dig(6)])
    if kind == "acc":
        return x.ch([x.dig(4) + x.let(1) + x.dig(4), x.aln(9), "%s-%s" % (x.dig(4), x.dig(4))])
    return x.ch(["%s%s%s%s%s" % (x.dig(4), x.let(1), x.dig(1), x.let(1), x.aln(2)),
                 x.dig(8), x.dig(7), "%s-%s" % (x.dig(4), x.dig(4)),
                 x.let(2) + x.dig(7)])


def license(x, kind):
    """kind: npi, state, dea, hcpc_cs, hcpc_had, gmc, ahpra, provider, aud_au,
    caslpo, cpso, imc, mcnz, nzas, dl"""
    if kind == "npi":
        return "1" + x.dig(9)
    if kind == "state":
        return x.ch(["AUD." + x.dig(7), "AU" + x.dig(5), x.dig(6), "SLP-AUD " + x.dig(5)]).replace("SLP-AUD ", "SA")
    if kind == "dea":
        return x.let(2) + x.dig(7)
    if kind == "hcpc_cs":
        return "CS" + x.dig(5)
    if kind == "hcpc_had":
        return "HAD" + x.dig(5)
    if kind == "gmc":
        return x.dig(7)
    if kind == "ahpra":
        return "MED000" + x.dig(7)
    if kind == "provider":
        return x.dig(6) + x.let(1) + x.let(1)
    if kind == "aud_au":
        return x.dig(5)
    if kind in ("caslpo", "cpso", "imc", "mcnz"):
        return x.dig(5)
    if kind == "nzas":
        return "NZAS-" + x.dig(4)
    raise ValueError(kind)


def driver_licence(x, person=None):
    c = x.c
    if c == "UK" and person is not None:
        from core import asciify
        sur = (asciify(person.last).upper() + "99999")[:5]
        fi = asciify(person.first).upper()[:1]
        mi = (person.middle or "9")
        return "%s%s%s%s%s%s" % (sur, x.dig(6), fi, mi, x.dig(1), x.let(2))
    if c == "US":
        return x.let(1) + x.dig(7)
    if c == "CA":
        return "%s%s-%s-%s" % (x.let(1), x.dig(4), x.dig(5), x.dig(5))
    if c == "AU":
        return x.dig(9)
    if c == "IE":
        return x.dig(9)
    return x.let(2) + x.dig(6)


def ssn(x):
    c = x.c
    if c == "CA":
        return "9%s %s %s" % (x.dig(2), x.dig(3), x.dig(3))
    if c == "IE":
        return "9%s%s" % (x.dig(6), x.let(1, "ABCDEFGHKLMNPRTW"))
    return x.ch(["9%s-%s-%s" % (x.dig(2), x.dig(2), x.dig(4)),
                 "000-%s-%s" % (x.dig(2), x.dig(4))])


def vehicle(x, vin=False):
    if vin:
        return x.let(1, "123456789JKLSWYZ") + "".join(x.ch("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(16))
    c = x.c
    if c == "US":
        return x.ch([x.dig(1) + x.let(3) + x.dig(3), x.let(3) + "-" + x.dig(4), x.let(3) + " " + x.dig(4)])
    if c == "UK":
        return "%s%s %s" % (x.let(2), x.ch(["19", "21", "68", "70", "15", "23", "72", "17"]), x.let(3))
    if c == "AU":
        return x.ch([x.dig(1) + x.let(3) + " " + x.dig(3), x.let(3) + "-" + x.dig(3)])
    if c == "IE":
        return "%s-%s-%s" % (x.ch(["191", "202", "152", "221", "08", "11"]),
                             x.ch(["G", "C", "L", "W", "SO", "WH", "KK", "LH", "KY", "D", "MO"]),
                             x.dig(x.r.randint(3, 5)))
    if c == "CA":
        return x.let(4) + " " + x.dig(3)
    return x.let(3) + x.dig(3)


def bioid(x, kind):
    if kind == "fp":
        return "FP-" + x.dig(6)
    if kind == "palm":
        return "PV-" + x.dig(7)
    if kind == "voice":
        return "VP-" + x.aln(8)
    if kind == "foot":
        return "FTP-" + x.dig(5)
    if kind == "iris":
        return "IR" + x.dig(8)
    return "BIO-" + x.aln(6)
