"""Locale-specific formats: phones, postcodes, identifiers, plates.

All numbers are random.  Phones stay in fictional ranges: UK Ofcom drama
ranges, Australian ACMA fictional ranges (0491 570 xxx mobiles, 0X 5550 xxxx
landlines), North American 555-01xx, and for every other country a local
layout built around a 555 01xx block.
"""
import string

from pools import TOWNS, COUNTIES, REGIONS, STREET_WORDS, STREET_SUFFIX, LOCAL_STREETS

UP = "ABCDEFGHJKLMNPRSTUVWXYZ"


def D(r, n, first_nonzero=False):
    s = "".join(r.choice(string.digits) for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = str(r.randint(1, 9)) + s[1:]
    return s


def L(r, n, alphabet=UP):
    return "".join(r.choice(alphabet) for _ in range(n))


def x2(r):
    return "%02d" % r.randint(0, 99)


def x3(r):
    return "%03d" % r.randint(0, 999)


# ---------------------------------------------------------------------------
class Locale:
    code = ""
    country = []          # COUNTRY surface forms
    gp_word = "GP"
    emergency = "999"
    helpline = "111"
    title_dot = 0.1       # probability of "Dr." rather than "Dr"
    date_styles = None
    origins = {}
    staff_origins = {}

    def __init__(self):
        self.towns = TOWNS[self.code]
        self.counties = COUNTIES.get(self.code, [])
        self.regions = REGIONS.get(self.code, [])

    # -- places --------------------------------------------------------
    def town(self, r):
        return r.choice(self.towns)

    def region(self, r):
        if not self.regions:
            return None
        full, abbr = r.choice(self.regions)
        return full if r.random() < 0.5 else abbr

    def street(self, r):
        sfx = STREET_SUFFIX["uk"]
        base = "%d %s %s" % (r.randint(1, 180), r.choice(STREET_WORDS), r.choice(sfx))
        if r.random() < 0.2:
            base = "Flat %d, %s" % (r.randint(1, 24), base)
        return base

    def postcode(self, r, region=None):
        raise NotImplementedError

    # -- phones --------------------------------------------------------
    def landline(self, r, intl=False):
        raise NotImplementedError

    def mobile(self, r, intl=False):
        raise NotImplementedError

    # -- identifiers (label, value) -------------------------------------
    def patient_id(self, r, person=None):       # MRN-type national patient number
        raise NotImplementedError

    def hosp_no(self, r):                        # MRN
        return (r.choice(["Hosp No", "Hospital no.", "MRN", "Unit no."]),
                L(r, 1) + D(r, 7))

    def plan(self, r, person=None):              # HEALTHPLAN or None
        return None

    def natid(self, r, person=None):             # SSN
        raise NotImplementedError

    def doc_reg(self, r):                        # LICENSE
        raise NotImplementedError

    def nurse_reg(self, r):                      # LICENSE
        raise NotImplementedError

    def dl(self, r, person=None):                # LICENSE
        return D(r, 9)

    def plate(self, r):                          # VEHICLE
        raise NotImplementedError


# ---------------------------------------------------------------------------
class GB(Locale):
    helpline = "NHS 111"
    code = "en-GB"
    country = ["United Kingdom", "UK", "England"]
    origins = {"british": 46, "indian": 12, "polish": 6, "yoruba": 5, "igbo": 4,
               "irish": 5, "somali_arabic": 4, "filipino": 3, "scottish": 4, "kenyan": 2,
               "nigerian_word": 2}
    staff_origins = {"british": 35, "indian": 15, "irish": 8, "igbo": 6, "yoruba": 6,
                     "filipino": 6, "polish": 4, "scottish": 5, "chinese_sg": 3,
                     "somali_arabic": 3, "nguni_sotho": 2, "kenyan": 3, "afrikaans": 2}
    PC_AREAS = ["KX", "MQ", "HV", "BZ", "FJ", "WQ", "LQ", "GZ", "NJ", "YV"]

    def postcode(self, r, region=None):
        inward = "ABDEFGHJLNPQRSTUWXYZ"
        out = r.choice(self.PC_AREAS) + str(r.randint(1, 19))
        return "%s %d%s" % (out, r.randint(1, 9), L(r, 2, inward))

    def landline(self, r, intl=False):
        k = r.randint(0, 3)
        if k == 0:
            loc, i = "01632 960" + x3(r), None
            i = "+44 1632 " + loc[6:]
        elif k == 1:
            tail = x3(r)
            loc, i = "020 7946 0" + tail, "+44 20 7946 0" + tail
        elif k == 2:
            tail = x3(r)
            loc, i = "0113 496 0" + tail, "+44 113 496 0" + tail
        else:
            tail = x3(r)
            loc, i = "0117 496 0" + tail, "+44 (0)117 496 0" + tail
        return i if intl else loc

    def mobile(self, r, intl=False):
        tail = x3(r)
        if intl:
            return r.choice(["+44 7700 900", "+44 (0)7700 900", "+447700 900"]) + tail
        return r.choice(["07700 900", "07700900"]) + tail

    def patient_id(self, r, person=None):
        v = "%s %s %s" % (D(r, 3, True), D(r, 3), D(r, 4))
        if r.random() < 0.15:
            v = v.replace(" ", "")
        return (r.choice(["NHS No", "NHS number", "NHS no.", "NHS"]), v)

    def plan(self, r, person=None):
        return (r.choice(["membership no.", "policy no.", "member number"]),
                L(r, 2) + D(r, 6))

    def natid(self, r, person=None):
        v = "QQ %s %s %s %s" % (D(r, 2), D(r, 2), D(r, 2), r.choice("ABCD"))
        if r.random() < 0.4:
            v = v.replace(" ", "")
        return (r.choice(["NI number", "NINO", "National Insurance no."]), v)

    def doc_reg(self, r):
        return ("GMC", D(r, 7, True))

    def nurse_reg(self, r):
        return ("NMC PIN", "%s%s%s%s" % (D(r, 2), L(r, 1), D(r, 4), r.choice("ACDEO")))

    def dl(self, r, person=None):
        sur = "".join(c for c in (person.surname if person else "SMITH").upper()
                      if c.isascii() and c.isalpha())
        sur = (sur + "99999")[:5]
        ini = (person.given[0] if person else "J").upper()
        if not ini.isascii():
            ini = "X"
        return "%s%s%s%s9%s" % (sur, D(r, 6), ini, r.choice(UP), L(r, 2) + D(r, 1))

    def plate(self, r):
        return "%s%02d %s" % (L(r, 2, "ABCDEFGHKLMNOPRSVWY"), r.choice([19, 20, 21, 22, 23,
                                                                        69, 70, 71, 72, 73, 15, 66]),
                              L(r, 3))


class SCT(GB):
    helpline = "NHS 24 on 111"
    code = "en-GB-SCT"
    country = ["Scotland", "UK", "United Kingdom"]
    origins = {"scottish": 45, "british": 25, "polish": 8, "indian": 8, "irish": 5,
               "igbo": 4, "somali_arabic": 3, "filipino": 2}
    PC_AREAS = ["KQ", "ZB", "VH", "QY", "XM"]

    def landline(self, r, intl=False):
        tail = x3(r)
        area = r.choice(["131", "141", "1632"])
        if area == "1632":
            loc, i = "01632 960" + tail, "+44 1632 960" + tail
        else:
            loc, i = "0%s 496 0%s" % (area, tail), "+44 %s 496 0%s" % (area, tail)
        return i if intl else loc

    def patient_id(self, r, person=None):
        if person is not None and getattr(person, "dob", None):
            d = person.dob
            v = "%02d%02d%02d%s" % (d.day, d.month, d.year % 100, D(r, 4))
        else:
            v = D(r, 10)
        return (r.choice(["CHI", "CHI No", "CHI number"]), v)


class IE(Locale):
    helpline = "the GP out-of-hours co-op"
    code = "en-IE"
    country = ["Ireland", "Republic of Ireland"]
    origins = {"irish": 58, "british": 5, "polish": 12, "yoruba": 6, "igbo": 5,
               "filipino": 5, "indian": 7, "nigerian_word": 2}
    staff_origins = {"irish": 45, "indian": 14, "filipino": 10, "british": 6, "igbo": 6,
                     "yoruba": 5, "somali_arabic": 4, "polish": 4, "kenyan": 3, "afrikaans": 3}
    RK = ["K47", "R93", "H62", "A91", "V35", "P72", "W34", "F56", "Y21", "T45"]

    def postcode(self, r, region=None):
        return "%s %s" % (r.choice(self.RK), L(r, 1, "ACDEFHKNPRTVWXY") + D(r, 1) +
                          L(r, 1, "ACDEFHKNPRTVWXY") + D(r, 1))

    def landline(self, r, intl=False):
        area = r.choice(["01", "021", "091", "061", "051"])
        tail = x2(r)
        return ("+353 %s 555 01%s" % (area[1:], tail)) if intl else ("%s 555 01%s" % (area, tail))

    def mobile(self, r, intl=False):
        p = r.choice(["083", "085", "086", "087", "089"])
        tail = x2(r)
        return ("+353 %s 555 01%s" % (p[1:], tail)) if intl else ("%s 555 01%s" % (p, tail))

    def patient_id(self, r, person=None):
        return (r.choice(["IHI", "Individual Health Identifier"]), D(r, 10, True))

    def hosp_no(self, r):
        return (r.choice(["MRN", "Hospital no.", "Chart no."]), D(r, 7, True))

    def plan(self, r, person=None):
        if r.random() < 0.5:
            return ("GMS medical card no.", D(r, 7) + L(r, 1))
        return ("member no.", D(r, 8, True))

    def natid(self, r, person=None):
        return ("PPSN", D(r, 7) + L(r, 1, "ABCDEFGHJKLMNPQRSTVWX") + r.choice(["", "A", "W"]))

    def doc_reg(self, r):
        return ("IMC reg. no.", D(r, 6, True))

    def nurse_reg(self, r):
        return ("NMBI PIN", D(r, 6, True))

    def dl(self, r, person=None):
        return D(r, 3) + D(r, 3) + D(r, 3)

    def plate(self, r):
        return "%d%d-%s-%d" % (r.choice([15, 17, 19, 21, 22, 23, 24]), r.choice([1, 2]),
                               r.choice(["D", "C", "G", "L", "WX", "KY", "MO", "TN", "SO"]),
                               r.randint(10, 29999))


class AU(Locale):
    helpline = "healthdirect"
    code = "en-AU"
    country = ["Australia"]
    emergency = "000"
    origins = {"british": 44, "irish": 8, "indian": 10, "chinese_sg": 5, "filipino": 5,
               "pacific": 5, "maori": 4, "somali_arabic": 3, "kenyan": 3, "afrikaans": 4,
               "polish": 3, "nguni_sotho": 2}
    staff_origins = {"british": 40, "indian": 15, "chinese_sg": 8, "filipino": 8, "irish": 8,
                     "afrikaans": 5, "igbo": 4, "kenyan": 4, "maori": 3, "french_ca": 2}
    PC = {"New South Wales": "2", "NSW": "2", "Victoria": "3", "VIC": "3", "Queensland": "4",
          "QLD": "4", "South Australia": "5", "SA": "5", "Western Australia": "6", "WA": "6",
          "Tasmania": "7", "TAS": "7"}

    def street(self, r):
        base = "%d %s %s" % (r.randint(1, 240), r.choice(STREET_WORDS),
                             r.choice(STREET_SUFFIX["au"]))
        if r.random() < 0.2:
            base = "Unit %d/%s" % (r.randint(1, 30), base) if r.random() < 0.5 else \
                "%d/%s" % (r.randint(1, 30), base)
        return base

    def postcode(self, r, region=None):
        return self.PC.get(region, r.choice("234567")) + D(r, 3)

    def landline(self, r, intl=False):
        a = r.choice(["02", "03", "07", "08"])
        tail = D(r, 4)
        return ("+61 %s 5550 %s" % (a[1], tail)) if intl else ("(%s) 5550 %s" % (a, tail))

    def mobile(self, r, intl=False):
        tail = x3(r)
        return ("+61 491 570 " + tail) if intl else ("0491 570 " + tail)

    def patient_id(self, r, person=None):
        if r.random() < 0.3:
            return ("IHI", "8003 60%s %s %s" % (D(r, 2), D(r, 4), D(r, 4)))
        return (r.choice(["UR", "URN", "UR no."]), D(r, r.choice([6, 7]), True))

    def hosp_no(self, r):
        return (r.choice(["UR", "MRN"]), D(r, 7, True))

    def plan(self, r, person=None):
        k = r.random()
        if k < 0.6:
            v = "%d%s %s %d" % (r.randint(2, 6), D(r, 3), D(r, 5), r.randint(1, 9))
            if r.random() < 0.5:
                v += "/%d" % r.randint(1, 4)
            return (r.choice(["Medicare", "Medicare no.", "Medicare card"]), v)
        if k < 0.8:
            return ("DVA file no.", r.choice(["N", "V", "Q"]) + L(r, 1) + D(r, 6))
        return ("health fund member no.", D(r, 8, True))

    def natid(self, r, person=None):
        return ("Centrelink CRN", "%s %s %s%s" % (D(r, 3), D(r, 3), D(r, 3), L(r, 1)))

    def doc_reg(self, r):
        if r.random() < 0.6:
            return ("AHPRA", "MED000" + D(r, 7))
        return ("Prescriber no.", D(r, 7, True))

    def nurse_reg(self, r):
        return ("AHPRA", "NMW000" + D(r, 7))

    def dl(self, r, person=None):
        return D(r, r.choice([8, 9]), True)

    def plate(self, r):
        if r.random() < 0.5:
            return L(r, 3) + D(r, 2) + L(r, 1)
        return D(r, 1, True) + L(r, 2) + D(r, 1) + L(r, 2)


class NZ(Locale):
    helpline = "Healthline"
    code = "en-NZ"
    country = ["New Zealand", "Aotearoa", "NZ"]
    emergency = "111"
    origins = {"british": 40, "maori": 25, "pacific": 14, "indian": 7, "chinese_sg": 4,
               "afrikaans": 4, "filipino": 4, "irish": 2}
    staff_origins = {"british": 38, "maori": 12, "indian": 12, "pacific": 6, "filipino": 8,
                     "irish": 6, "afrikaans": 6, "chinese_sg": 6, "nguni_sotho": 3,
                     "scottish": 3}
    NHI_L = "ABCDEFGHJKLMNPQRSTUVWXYZ"

    def street(self, r):
        base = "%d %s %s" % (r.randint(1, 300), r.choice(STREET_WORDS),
                             r.choice(["Street", "Road", "Place", "Crescent", "Terrace",
                                       "Avenue", "Drive"]))
        if r.random() < 0.2:
            base = "%d%s %s" % (r.randint(1, 99), r.choice("ABC"), base.split(" ", 1)[1])
        return base

    def postcode(self, r, region=None):
        return D(r, 4, True)

    def landline(self, r, intl=False):
        a = r.choice(["09", "03", "04", "06", "07"])
        tail = x2(r)
        return ("+64 %s 555 01%s" % (a[1], tail)) if intl else ("(%s) 555 01%s" % (a, tail))

    def mobile(self, r, intl=False):
        p = r.choice(["021", "022", "027"])
        tail = x2(r)
        return ("+64 %s 555 01%s" % (p[1:], tail)) if intl else ("%s 555 01%s" % (p, tail))

    def patient_id(self, r, person=None):
        return ("NHI", L(r, 3, self.NHI_L) + D(r, 4))

    def hosp_no(self, r):
        return ("NHI", L(r, 3, self.NHI_L) + D(r, 2) + L(r, 2, self.NHI_L))

    def plan(self, r, person=None):
        if r.random() < 0.5:
            return ("Community Services Card no.", D(r, 10, True))
        return ("insurance member no.", D(r, 8, True))

    def natid(self, r, person=None):
        return ("IRD no.", "%s-%s-%s" % (D(r, 3, True), D(r, 3), D(r, 3)))

    def doc_reg(self, r):
        return ("MCNZ", D(r, 5, True))

    def nurse_reg(self, r):
        return ("NCNZ", D(r, 6, True))

    def dl(self, r, person=None):
        return L(r, 2) + D(r, 6)

    def plate(self, r):
        return L(r, 3) + D(r, 3)


class CA(Locale):
    helpline = "Health811"
    code = "en-CA"
    country = ["Canada"]
    gp_word = "family physician"
    emergency = "911"
    title_dot = 0.75
    origins = {"british": 40, "french_ca": 24, "indian": 12, "filipino": 6, "chinese_sg": 4,
               "somali_arabic": 4, "igbo": 3, "polish": 5, "irish": 2}
    staff_origins = {"british": 35, "french_ca": 20, "indian": 14, "chinese_sg": 8,
                     "filipino": 8, "igbo": 5, "somali_arabic": 4, "polish": 3, "irish": 3}
    PC_FIRST = {"Ontario": "KLMNP", "ON": "KLMNP", "British Columbia": "V", "BC": "V",
                "Nova Scotia": "B", "NS": "B", "Manitoba": "R", "MB": "R", "Alberta": "T",
                "AB": "T", "Quebec": "GHJ", "QC": "GHJ"}

    def street(self, r):
        base = "%d %s %s" % (r.randint(1, 2400), r.choice(STREET_WORDS),
                             r.choice(STREET_SUFFIX["ca"]))
        if r.random() < 0.25:
            base = "%s, Unit %d" % (base, r.randint(101, 1804)) if r.random() < 0.5 else \
                "%d-%s" % (r.randint(101, 1804), base)
        return base

    def postcode(self, r, region=None):
        first = r.choice(self.PC_FIRST.get(region, "KLMVTBRGHJ"))
        al = "ABCEGHJKLMNPRSTVWXYZ"
        return "%s%d%s %d%s%d" % (first, r.randint(0, 9), r.choice(al), r.randint(0, 9),
                                  r.choice(al), r.randint(0, 9))

    def landline(self, r, intl=False):
        a = r.choice(["613", "416", "604", "902", "204", "403", "514"])
        tail = x2(r)
        if intl:
            return r.choice(["+1 %s 555 01%s", "+1-%s-555-01%s"]) % (a, tail)
        return r.choice(["(%s) 555-01%s", "%s-555-01%s", "1-%s-555-01%s"]) % (a, tail)

    def mobile(self, r, intl=False):
        return self.landline(r, intl)

    def patient_id(self, r, person=None):
        return (r.choice(["MRN", "Chart #", "MRN#"]), D(r, 7, True))

    hosp_no = patient_id

    def plan(self, r, person=None, region=None):
        reg = region or (person.region if person is not None and getattr(person, "region", None)
                         else r.choice(["ON", "BC", "NS", "MB", "AB", "QC"]))
        if reg in ("Ontario", "ON"):
            return ("OHIP #", "%s-%s-%s-%s" % (D(r, 4, True), D(r, 3), D(r, 3), L(r, 2)))
        if reg in ("British Columbia", "BC"):
            return ("PHN", "9%s %s %s" % (D(r, 3), D(r, 3), D(r, 3)))
        if reg in ("Nova Scotia", "NS"):
            return ("MSI #", D(r, 10, True))
        if reg in ("Manitoba", "MB"):
            return ("PHIN", D(r, 9, True))
        if reg in ("Alberta", "AB"):
            return ("AHCIP #", "%s-%s" % (D(r, 5, True), D(r, 4)))
        return ("RAMQ", "%s %s %s" % (L(r, 4), D(r, 4), D(r, 4)))

    def natid(self, r, person=None):
        return ("SIN", "%s %s %s" % (D(r, 3, True), D(r, 3), D(r, 3)))

    def doc_reg(self, r):
        return (r.choice(["CPSO #", "CPSO", "College licence #"]), D(r, r.choice([5, 6]), True))

    def nurse_reg(self, r):
        return ("CNO reg. #", D(r, 7, True))

    def dl(self, r, person=None):
        return "%s%s-%s-%s" % (L(r, 1), D(r, 4), D(r, 5), D(r, 5))

    def plate(self, r):
        return "%s %s" % (L(r, 4), D(r, 3))


class SG(Locale):
    helpline = "the polyclinic after-hours line"
    code = "en-SG"
    country = ["Singapore"]
    emergency = "995"
    origins = {"chinese_sg": 55, "malay": 20, "indian": 15, "filipino": 7, "british": 3}
    staff_origins = {"chinese_sg": 50, "malay": 15, "indian": 20, "filipino": 10, "british": 5}

    def street(self, r):
        return "Blk %d %s, #%02d-%d" % (r.randint(101, 999), r.choice(LOCAL_STREETS[self.code]),
                                        r.randint(2, 25), r.randint(10, 480))

    def postcode(self, r, region=None):
        return D(r, 6, True)

    def landline(self, r, intl=False):
        tail = x2(r)
        return ("+65 6555 01" + tail) if intl else ("6555 01" + tail)

    def mobile(self, r, intl=False):
        tail = x2(r)
        p = r.choice(["8", "9"])
        return ("+65 %s555 01%s" % (p, tail)) if intl else ("%s555 01%s" % (p, tail))

    def patient_id(self, r, person=None):
        return (r.choice(["MRN", "Case no.", "HRN"]), D(r, 8, True))

    hosp_no = patient_id

    def plan(self, r, person=None):
        return ("IP policy no.", L(r, 2) + D(r, 8))

    def natid(self, r, person=None):
        if r.random() < 0.8:
            return ("NRIC", r.choice("ST") + D(r, 7) + L(r, 1, "ABCDEFGHIZJ"))
        return ("FIN", r.choice("FGM") + D(r, 7) + L(r, 1, "KLMNPQRTUWX"))

    def doc_reg(self, r):
        return ("MCR", "M" + D(r, 5) + L(r, 1))

    def nurse_reg(self, r):
        return ("SNB reg.", "R" + D(r, 6) + L(r, 1))

    def dl(self, r, person=None):
        return r.choice("ST") + D(r, 7) + L(r, 1)

    def plate(self, r):
        return "S" + L(r, 2, "BCDEFGHJKLMNPRSTUXYZ") + D(r, r.choice([3, 4]), True) + L(r, 1)


class IN(Locale):
    helpline = "108 ambulance"
    code = "en-IN"
    country = ["India"]
    emergency = "112"
    origins = {"indian": 100}
    staff_origins = {"indian": 100}
    ST = {"Karnataka": "KA", "Tamil Nadu": "TN", "Kerala": "KL", "Maharashtra": "MH",
          "West Bengal": "WB", "Punjab": "PB"}

    def street(self, r):
        return "%s %d, %s" % (r.choice(["No.", "Flat", "H.No.", "Door No."]), r.randint(1, 880),
                              r.choice(LOCAL_STREETS[self.code]))

    def postcode(self, r, region=None):
        return D(r, 6, True)

    def landline(self, r, intl=False):
        a = r.choice(["080", "044", "022", "033", "0484"])
        tail = x2(r)
        return ("+91 %s 2555 01%s" % (a[1:], tail)) if intl else ("%s 2555 01%s" % (a, tail))

    def mobile(self, r, intl=False):
        tail = x3(r)
        p = r.choice(["98", "94", "99", "70"])
        return ("+91 %s555 01%s" % (p, tail)) if intl else ("%s555 01%s" % (p, tail))

    def patient_id(self, r, person=None):
        if r.random() < 0.4:
            return ("ABHA no.", "%s-%s-%s-%s" % (D(r, 2, True), D(r, 4), D(r, 4), D(r, 4)))
        return (r.choice(["UHID", "UHID No.", "IP No."]), L(r, 2) + D(r, 8))

    def hosp_no(self, r):
        return (r.choice(["UHID", "MRD No."]), L(r, 3) + D(r, 7))

    def plan(self, r, person=None):
        if r.random() < 0.5:
            return ("PM-JAY ID", L(r, 2) + D(r, 9))
        return ("policy no.", "P/%s/01/%d/%s" % (D(r, 6), r.randint(2019, 2026), D(r, 6)))

    def natid(self, r, person=None):
        return ("Aadhaar", "%d%s %s %s" % (r.randint(2, 9), D(r, 3), D(r, 4), D(r, 4)))

    def doc_reg(self, r):
        return (r.choice(["KMC Reg. No.", "TNMC Reg. No.", "Reg. No.", "MCI Reg."]),
                D(r, 5, True))

    def nurse_reg(self, r):
        return ("RNRM Reg. No.", D(r, 6, True))

    def dl(self, r, person=None):
        return "%s%02d %d%s" % (r.choice(list(self.ST.values())), r.randint(1, 60),
                                r.randint(2008, 2024), D(r, 7))

    def plate(self, r):
        return "%s %02d %s %s" % (r.choice(list(self.ST.values())), r.randint(1, 60), L(r, 2),
                                  D(r, 4, True))


class NG(Locale):
    helpline = "the state ambulance line"
    code = "en-NG"
    country = ["Nigeria"]
    emergency = "112"
    origins = {"yoruba": 34, "igbo": 34, "hausa": 20, "nigerian_word": 12}
    staff_origins = {"yoruba": 38, "igbo": 38, "hausa": 18, "nigerian_word": 6}

    def street(self, r):
        return "%d, %s" % (r.randint(1, 120), r.choice(LOCAL_STREETS[self.code])) \
            if r.random() < 0.6 else "No. %d %s" % (r.randint(1, 120),
                                                   r.choice(LOCAL_STREETS[self.code]))

    def postcode(self, r, region=None):
        return D(r, 6, True)

    def landline(self, r, intl=False):
        tail = x2(r)
        a = r.choice(["01", "09", "02"])
        return ("+234 %s 555 01%s" % (a[1:], tail)) if intl else ("%s 555 01%s" % (a, tail))

    def mobile(self, r, intl=False):
        p = r.choice(["0803", "0806", "0813", "0705", "0909"])
        tail = x2(r)
        return ("+234 %s 555 01%s" % (p[1:], tail)) if intl else ("%s 555 01%s" % (p, tail))

    def patient_id(self, r, person=None):
        return (r.choice(["Hosp. No.", "Hospital No.", "Folder No."]),
                "%s/%s/%02d" % (L(r, 2), D(r, 5), r.randint(15, 25)))

    hosp_no = patient_id

    def plan(self, r, person=None):
        if r.random() < 0.5:
            return ("NHIA no.", D(r, 8, True))
        return ("HMO enrolee ID", "%s/%s/%s" % (L(r, 3), D(r, 5), r.choice("ABC")))

    def natid(self, r, person=None):
        return ("NIN", D(r, 11, True))

    def doc_reg(self, r):
        return ("MDCN", "MDCN/R/" + D(r, 5, True))

    def nurse_reg(self, r):
        return ("NMCN", "RN" + D(r, 6))

    def dl(self, r, person=None):
        return L(r, 3) + D(r, 5) + L(r, 2) + D(r, 2)

    def plate(self, r):
        return "%s %s %s" % (L(r, 3), D(r, 3, True), L(r, 2))


class KE(Locale):
    helpline = "the county ambulance"
    code = "en-KE"
    country = ["Kenya"]
    emergency = "999"
    origins = {"kenyan": 88, "somali_arabic": 6, "indian": 6}
    staff_origins = {"kenyan": 85, "indian": 8, "somali_arabic": 7}

    def street(self, r):
        if r.random() < 0.35:
            return "P.O. Box %d" % r.randint(10, 9999)
        return "House %d, %s" % (r.randint(1, 90), r.choice(LOCAL_STREETS[self.code]))

    def postcode(self, r, region=None):
        return D(r, 5)

    def landline(self, r, intl=False):
        tail = x2(r)
        a = r.choice(["020", "057", "051"])
        return ("+254 %s 555 01%s" % (a[1:], tail)) if intl else ("%s 555 01%s" % (a, tail))

    def mobile(self, r, intl=False):
        p = r.choice(["0722", "0711", "0733", "0701"])
        tail = x2(r)
        return ("+254 %s 555 01%s" % (p[1:], tail)) if intl else ("%s 555 01%s" % (p, tail))

    def patient_id(self, r, person=None):
        return (r.choice(["IP No.", "OP No.", "Hosp. No."]), "%s/%d" % (D(r, 6, True),
                                                                        r.randint(2018, 2026)))

    hosp_no = patient_id

    def plan(self, r, person=None):
        return (r.choice(["SHA no.", "NHIF no.", "SHA member no."]), D(r, 8, True))

    def natid(self, r, person=None):
        return (r.choice(["ID No.", "National ID"]), D(r, 8, True))

    def doc_reg(self, r):
        return ("KMPDC", "A" + D(r, 4, True))

    def nurse_reg(self, r):
        return ("NCK", D(r, 5, True))

    def dl(self, r, person=None):
        return "DL" + D(r, 7)

    def plate(self, r):
        return "K%s %s%s" % (L(r, 2, "ABCDE"), D(r, 3, True), L(r, 1))


class ZA(Locale):
    helpline = "the clinic after-hours line"
    code = "en-ZA"
    country = ["South Africa", "RSA"]
    emergency = "10177"
    origins = {"nguni_sotho": 55, "afrikaans": 25, "british": 10, "indian": 7,
               "somali_arabic": 3}
    staff_origins = {"nguni_sotho": 45, "afrikaans": 25, "indian": 15, "british": 10,
                     "igbo": 5}

    def street(self, r):
        s = "%d %s" % (r.randint(1, 400), r.choice(LOCAL_STREETS[self.code]))
        if r.random() < 0.2:
            s = "Unit %d, %s" % (r.randint(1, 60), s)
        return s

    def postcode(self, r, region=None):
        return D(r, 4)

    def landline(self, r, intl=False):
        a = r.choice(["021", "011", "031", "012"])
        tail = x2(r)
        return ("+27 %s 555 01%s" % (a[1:], tail)) if intl else ("%s 555 01%s" % (a, tail))

    def mobile(self, r, intl=False):
        p = r.choice(["082", "083", "072", "071", "060"])
        tail = x2(r)
        return ("+27 %s 555 01%s" % (p[1:], tail)) if intl else ("%s 555 01%s" % (p, tail))

    def patient_id(self, r, person=None):
        return (r.choice(["Folder no.", "Hosp no.", "File no."]), D(r, 8, True))

    hosp_no = patient_id

    def plan(self, r, person=None):
        return (r.choice(["Medical aid no.", "Scheme member no."]), D(r, 9, True))

    def natid(self, r, person=None):
        if person is not None and getattr(person, "dob", None):
            d = person.dob
            g = r.randint(5000, 9999) if person.sex == "m" else r.randint(0, 4999)
            body = "%02d%02d%02d%04d08" % (d.year % 100, d.month, d.day, g)
        else:
            body = D(r, 12)
        # Luhn check digit
        tot = 0
        for i, ch in enumerate(reversed(body)):
            n = int(ch)
            if i % 2 == 0:
                n *= 2
                if n > 9:
                    n -= 9
            tot += n
        return ("ID no.", body + str((10 - tot % 10) % 10))

    def doc_reg(self, r):
        return ("HPCSA", "MP " + D(r, 7))

    def nurse_reg(self, r):
        return ("SANC", D(r, 8, True))

    def dl(self, r, person=None):
        return D(r, 4) + D(r, 4) + L(r, 2) + D(r, 2)

    def plate(self, r):
        if r.random() < 0.5:
            return "%s %02d %s GP" % (L(r, 2), r.randint(10, 99), L(r, 2))
        return "CA %s-%s" % (D(r, 3, True), D(r, 3))


LOCALES = {c.code: c() for c in (GB, SCT, IE, AU, NZ, CA, SG, IN, NG, KE, ZA)}

FOREIGN_COUNTRIES = ["Portugal", "Spain", "Poland", "Philippines", "Pakistan",
                     "United Arab Emirates", "Qatar", "Saudi Arabia", "Ghana", "Uganda",
                     "Tanzania", "Zimbabwe", "Malaysia", "Indonesia", "Thailand", "Sri Lanka",
                     "Bangladesh", "Fiji", "Samoa", "Tonga", "USA", "Germany", "France",
                     "Netherlands", "Greece", "Cyprus", "Turkey", "Brazil", "Malawi",
                     "Botswana", "Somalia", "Ethiopia", "Jamaica", "Trinidad and Tobago",
                     "Vietnam", "Egypt", "Morocco", "Italy", "Romania", "Lithuania"]
