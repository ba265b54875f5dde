"""Contact details and identifiers for dev244_en (all fictional: 555 numbers, example domains,
private IP ranges, SSNs starting 9 or 000, NHS numbers in the 999 test range)."""
from markers import M, clean_ascii


# ---------------------------------------------------------------- digits and ids
def digits(rng, n, first_nonzero=False):
    s = "".join(rng.choice("0123456789") for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = rng.choice("123456789") + s[1:]
    return s


def letters(rng, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(pool) for _ in range(n))


class IdMixin:
    # ------------------------------------------------------------ contact
    AREA_US = ["413", "508", "617", "401", "860", "518", "585", "973", "609", "412", "410", "804", "919", "843", "912",
               "850", "205", "901", "502", "614", "734", "616", "309", "608", "218", "402", "316", "918", "915", "505",
               "520", "208", "509", "541", "559", "916", "775", "801", "406", "701", "802", "207", "603", "501", "318"]
    AREA_UK = ["0161", "01204", "01772", "01484", "01302", "0191", "01228", "01244", "01782", "0121", "024", "0116",
               "01332", "01522", "01733", "01603", "01473", "01206", "0118", "01793", "01392", "01752", "023", "01273",
               "01622", "020", "01792", "01382", "0141", "01463", "028"]
    AREA_IE = ["01", "021", "061", "091", "066", "064", "065", "067", "052", "058", "053", "059", "056", "057", "090",
               "044", "046", "041", "042", "045", "071", "074", "049", "047", "094", "096"]

    def phone_str(self, mobile=False):
        rng = self.rng
        tail = f"01{rng.randint(0, 99):02d}"
        if self.us:
            a = rng.choice(self.AREA_US)
            f = rng.choice(["({a}) 555-{t}", "{a}-555-{t}", "{a}.555.{t}", "+1 {a} 555 {t}", "{a}-555-{t}", "1-{a}-555-{t}"])
            return f.format(a=a, t=tail)
        if self.c == "UK":
            if mobile:
                return rng.choice(["07700 555 {t}", "07{x} 555{y}", "+44 7{x} 555 {y}"]).format(
                    t=digits(rng, 3), x=digits(rng, 3), y=digits(rng, 3))
            a = rng.choice(self.AREA_UK)
            f = rng.choice(["{a} 555 {t}", "{a} 555{t}", "+44 {b} 555 {t}", "({a}) 555 {t}"])
            return f.format(a=a, b=a[1:], t=tail)
        if mobile:
            return rng.choice(["08{x} 555 {t}", "+353 8{x} 555 {t}", "08{x}-555{t}"]).format(x=rng.choice("35679"),
                                                                                             t=digits(rng, 4))
        a = rng.choice(self.AREA_IE)
        f = rng.choice(["({a}) 555 {t}", "{a} 555 {t}", "+353 {b} 555 {t}", "{a}-555{t}"])
        return f.format(a=a, b=a[1:], t=tail)

    def PH(self, mobile=False, ext=None):
        s = self.phone_str(mobile)
        if ext or (ext is None and not mobile and self.rng.random() < 0.12):
            s += self.rng.choice([" ext. ", " ext ", " x", " Ext "]) + digits(self.rng, 4, True)
        return M("PHONE", s)

    def FX(self):
        return M("FAX", self.phone_str())

    def bleep(self):
        return M("PHONE", self.rng.choice(["555", "4-555", "555-", "555"]) + digits(self.rng, self.rng.choice([1, 2])))

    def EM(self, p=None, generic=None):
        rng = self.rng
        dom = rng.choice(["example.org", "example.net", "example.com", "mail.example.org", "hospital.example.net",
                          "health.example.org"])
        if p is not None:
            g, s = clean_ascii(p.given), clean_ascii(p.surname)
            local = rng.choice([f"{g}.{s}", f"{g[0]}{s}", f"{s}.{g}", f"{g}{s[0]}{rng.randint(1, 99)}", f"{g}_{s}"])
        else:
            local = generic or rng.choice(["metabolic.team", "haemophilia.centre", "htc.nurses", "nbs.followup",
                                           "genetics.admin", "homecare.orders", "pharmacy.rare", "transition.clinic"])
        return M("EMAIL", f"{local}@{dom}")

    def URL(self, path=None):
        rng = self.rng
        host = rng.choice(["www.example.org", "portal.example.net", "www.example.com", "example.org", "https://www.example.net",
                           "https://pku.example.org", "https://bleedlog.example.com", "http://intranet.example.net"])
        path = path or rng.choice(["/carry-card", "/emergency-regimen", "/hemophilia/portal", "/pku/diet-app",
                                   "/telehealth/join", "/patient/login", "/nbs/resources", "/homecare/track",
                                   "/metabolic/sick-day", "/transition"])
        return M("URL", host + path)

    def IP(self):
        rng = self.rng
        k = rng.random()
        if k < 0.4:
            s = f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(2, 254)}"
        elif k < 0.75:
            s = f"192.168.{rng.randint(0, 255)}.{rng.randint(2, 254)}"
        else:
            s = f"172.{rng.randint(16, 31)}.{rng.randint(0, 255)}.{rng.randint(2, 254)}"
        return M("IPADDR", s)

    def USER(self, p):
        rng = self.rng
        g, s = clean_ascii(p.given), clean_ascii(p.surname)
        return M("USERNAME", rng.choice([f"{g[0]}{s[:7]}", f"{s[:6]}{g[0]}{rng.randint(1, 9)}", f"{g}.{s}",
                                         f"{g[0]}{s[0]}{rng.randint(100, 999)}", f"{s}{g[0]}".upper(), f"{g[:3]}{s[:3]}"]))

    # ------------------------------------------------------------ identifiers
    def MRN(self):
        rng = self.rng
        if self.us:
            return M("MRN", rng.choice([digits(rng, 8), "00" + digits(rng, 6), digits(rng, 7, True),
                                        "E" + digits(rng, 7), digits(rng, 3) + "-" + digits(rng, 2) + "-" + digits(rng, 2)]))
        if self.c == "UK":
            return M("MRN", rng.choice([letters(rng, 1) + digits(rng, 7), "RN" + digits(rng, 6),
                                        letters(rng, 3) + digits(rng, 6), digits(rng, 7, True)]))
        return M("MRN", rng.choice([digits(rng, 7), digits(rng, 6), "0" + digits(rng, 6), "H" + digits(rng, 6)]))

    def NHS(self):
        rng = self.rng
        sep = rng.choice([" ", " ", "", "-"])
        return M("MRN", f"999{sep}{digits(rng, 3)}{sep}{digits(rng, 4)}")

    def IHI(self):
        return M("MRN", "7" + digits(self.rng, 9))

    def NATID(self):
        """National health identifier line for UK/IE; MRN for US."""
        if self.c == "UK":
            return "NHS No: " + self.NHS()
        if self.c == "IE":
            return "IHI: " + self.IHI()
        return "MRN: " + self.MRN()

    def SSN(self):
        rng = self.rng
        if self.us:
            a = rng.choice(["9" + digits(rng, 2), "000"])
            s = rng.choice(["{a}-{b}-{c}", "{a}-{b}-{c}", "{a} {b} {c}", "{a}{b}{c}"])
            return M("SSN", s.format(a=a, b=digits(rng, 2), c=digits(rng, 4)))
        if self.c == "UK":
            p = rng.choice(["QQ", "ZZ", "BG", "GB", "NK", "KN", "TN", "NT"])
            d = digits(rng, 6)
            return M("SSN", rng.choice([f"{p}{d}{rng.choice('ABCD')}", f"{p} {d[:2]} {d[2:4]} {d[4:]} {rng.choice('ABCD')}"]))
        return M("SSN", "9" + digits(rng, 6) + rng.choice(["A", "B", "C", "D", "T", "W"]) + rng.choice(["", "", "A", "H"]))

    def HP(self):
        rng = self.rng
        if self.us:
            return M("HEALTHPLAN", rng.choice([letters(rng, 3) + digits(rng, 6), "W" + digits(rng, 9),
                                               digits(rng, 3) + letters(rng, 2) + digits(rng, 5),
                                               "MCD" + digits(rng, 8), letters(rng, 2) + "-" + digits(rng, 7),
                                               digits(rng, 11)]))
        if self.c == "UK":
            return M("HEALTHPLAN", rng.choice(["PH-" + digits(rng, 8), letters(rng, 2) + digits(rng, 6) + "/" + digits(rng, 2),
                                               digits(rng, 9)]))
        return M("HEALTHPLAN", rng.choice([digits(rng, 7) + letters(rng, 1), "GMS " + digits(rng, 6),
                                           digits(rng, 8), "LTI-" + digits(rng, 6), "DPS" + digits(rng, 7)]))

    def GROUP(self):
        return M("HEALTHPLAN", self.rng.choice(["GRP-", "", "G"]) + digits(self.rng, 5, True))

    def ACCT(self):
        rng = self.rng
        return M("ACCOUNT", rng.choice([digits(rng, 4) + "-" + digits(rng, 4), digits(rng, 10, True), "V" + digits(rng, 8),
                                        "ENC" + digits(rng, 7), digits(rng, 2) + "-" + digits(rng, 6),
                                        "CR-" + digits(rng, 5), letters(rng, 2) + digits(rng, 7)]))

    def LIC(self, kind):
        rng = self.rng
        if kind == "NPI":
            return M("LICENSE", "1" + digits(rng, 9))
        if kind == "DEA":
            return M("LICENSE", rng.choice("ABFM") + letters(rng, 1) + digits(rng, 7))
        if kind == "state":
            return M("LICENSE", rng.choice(["", "MD", "C", ""]) + digits(rng, 6, True))
        if kind == "GMC":
            return M("LICENSE", digits(rng, 7, True))
        if kind == "NMC":
            return M("LICENSE", digits(rng, 2) + letters(rng, 1) + digits(rng, 4) + letters(rng, 1))
        if kind == "GPhC":
            return M("LICENSE", "20" + digits(rng, 5))
        if kind == "IMC":
            return M("LICENSE", digits(rng, 6, True))
        if kind == "NMBI":
            return M("LICENSE", digits(rng, 6, True))
        if kind == "PSI":
            return M("LICENSE", digits(rng, 5, True))
        if kind == "HCPC":
            return M("LICENSE", rng.choice(["DT", "PH", "CS"]) + digits(rng, 6))
        if kind == "drive":
            return self.drive_lic()
        raise ValueError(kind)

    def drive_lic(self, p=None):
        rng = self.rng
        if self.us:
            return M("LICENSE", rng.choice([letters(rng, 1) + digits(rng, 3) + "-" + digits(rng, 4) + "-" + digits(rng, 4),
                                            digits(rng, 9), letters(rng, 1) + digits(rng, 7)]))
        if self.c == "UK":
            s = (clean_ascii(p.surname) if p else clean_ascii(rng.choice(["ashworth", "patel", "okafor"]))).upper()
            s = (s + "99999")[:5]
            return M("LICENSE", f"{s}{digits(rng, 6)}{(p.given[0] if p else 'A').upper()}{rng.choice('9ABCDEFG')}"
                                f"{digits(rng, 1)}{letters(rng, 2)}")
        return M("LICENSE", digits(rng, 9))

    def DEV(self):
        rng = self.rng
        return M("DEVICE", rng.choice([letters(rng, 3) + digits(rng, 6), digits(rng, 4) + "-" + digits(rng, 5),
                                       letters(rng, 2) + digits(rng, 2) + "-" + letters(rng, 1) + digits(rng, 5),
                                       "SN" + digits(rng, 8), digits(rng, 2) + letters(rng, 4) + digits(rng, 4)]))

    def VEH(self, plate=True):
        rng = self.rng
        if not plate:
            return M("VEHICLE", letters(rng, 1, "123456789JKLSTWZ") + letters(rng, 4, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") +
                     letters(rng, 12, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"))
        if self.us:
            return M("VEHICLE", rng.choice([digits(rng, 1, True) + letters(rng, 3) + digits(rng, 3),
                                            letters(rng, 3) + "-" + digits(rng, 4), letters(rng, 3) + " " + digits(rng, 3)]))
        if self.c == "UK":
            return M("VEHICLE", letters(rng, 2, "ABCDEFGHKLMNOPRSVWY") + f"{rng.choice([15, 16, 17, 18, 19, 20, 21, 22, 23, 65, 66, 67, 68, 69, 70, 71, 72, 73])} " +
                     letters(rng, 3, "ABCDEFGHJKLMNOPRSTUVWXYZ"))
        return M("VEHICLE", f"{rng.choice(['151', '162', '171', '182', '191', '201', '212', '221', '231', '10', '08'])}-"
                            f"{rng.choice(['D', 'C', 'G', 'KY', 'L', 'MO', 'WX', 'KE', 'T', 'W', 'MH'])}-"
                            f"{digits(rng, rng.choice([4, 5]), True)}")

    def BIO(self, kind=None):
        rng = self.rng
        pre = {"voice": ["VP-", "VB", "VOX-"], "finger": ["FP-", "FPT", "FP"], "palm": ["PV-", "PALM-"],
               "iris": ["IR-", "IRIS"]}.get(kind, ["FP-", "VP-", "PV-", "IR-", "BIO-", "FPT"])
        return M("BIOID", rng.choice(pre) + digits(rng, rng.choice([5, 6, 8])))

    def ID(self, kind="acc"):
        rng = self.rng
        y = f"{rng.randint(16, 25)}"
        if kind == "acc":
            return M("IDNUM", rng.choice([f"S{y}-{digits(rng, 4)}", f"{letters(rng, 2)}{y}-{digits(rng, 6)}",
                                          f"{y}{letters(rng, 1)}{digits(rng, 6)}", f"A{digits(rng, 9)}",
                                          f"LAB-{digits(rng, 7)}", f"{digits(rng, 2)}:{digits(rng, 7)}"]))
        if kind == "nbs":
            return M("IDNUM", rng.choice([f"{y}-{digits(rng, 6)}", f"NBS{digits(rng, 8)}", f"{digits(rng, 10)}",
                                          f"BS{y}{digits(rng, 5)}"]))
        if kind == "gen":
            return M("IDNUM", rng.choice([f"GEN{y}-{digits(rng, 5)}", f"R{y}-{letters(rng, 2)}{digits(rng, 4)}",
                                          f"MG{digits(rng, 6)}", f"{y}GL{digits(rng, 5)}"]))
        if kind == "order":
            return M("IDNUM", rng.choice([f"ORD-{digits(rng, 7)}", f"{digits(rng, 9)}", f"PO{digits(rng, 6)}"]))
        if kind == "rx":
            return M("IDNUM", rng.choice([f"{digits(rng, 7)}", f"RX{digits(rng, 8)}", f"{digits(rng, 3)}-{digits(rng, 5)}"]))
        if kind == "family":
            return M("IDNUM", rng.choice([f"F-{digits(rng, 4)}", f"FAM{digits(rng, 5)}", f"PED-{y}-{digits(rng, 3)}"]))
        if kind == "registry":
            return M("IDNUM", rng.choice([f"NHD{digits(rng, 6)}", f"{letters(rng, 2)}-{digits(rng, 5)}",
                                          f"REG{digits(rng, 6)}", f"{digits(rng, 8)}"]))
        if kind == "card":
            return M("IDNUM", rng.choice([f"EC-{digits(rng, 5)}", f"{letters(rng, 3)}/{digits(rng, 4)}",
                                          f"CC{y}{digits(rng, 4)}"]))
        if kind == "ubrn":
            return M("IDNUM", f"{digits(rng, 4)} {digits(rng, 4)} {digits(rng, 4)}")
        if kind == "case":
            return M("IDNUM", rng.choice([f"CASE-{y}-{digits(rng, 4)}", f"{digits(rng, 6)}", f"TKT{digits(rng, 7)}"]))
        raise ValueError(kind)
