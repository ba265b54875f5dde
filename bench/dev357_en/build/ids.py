"""Identifier, postcode and licence generators, mixed into core.Ctx (author 357).
Every value is random and fictional; SSN-like values start with 9 or 000."""
import re

US_ZIP = {"OH": "43", "TX": "75", "OR": "97", "GA": "30", "MI": "48", "AZ": "85", "VT": "05",
          "IA": "50", "FL": "33", "MN": "55", "VA": "22", "NV": "89", "ME": "04", "KS": "66",
          "IL": "60", "CO": "80"}
AU_ZIP = {"NSW": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7", "ACT": "26", "NT": "08"}
CA_ZIP = {"ON": "KLMNP", "BC": "V", "AB": "T", "QC": "GHJ", "NS": "B", "MB": "R", "SK": "S", "NB": "E"}


class IdMixin:
    def zipc(self, state=None):
        c, d, L = self.c, self.dig, self.let
        if c == "UK":
            return f"{L(self.ri(1, 2), 'BCDEGHKLMNPRSTWY')}{self.ri(1, 29)} {self.ri(1, 9)}{L(2, 'ABDEFGHJLNPQRSTUWXYZ')}"
        if c == "IE":
            return f"{L(1, 'ACDEFHKNPRTVWXY')}{d(2)} {L(1)}{d(1)}{L(1)}{d(1)}"
        if c == "AU":
            p = AU_ZIP.get(state[1], "2") if state else str(self.ri(2, 7))
            return p + d(4 - len(p))
        if c == "NZ":
            return f"{self.ri(1, 9)}{d(3)}"
        if c == "CA":
            first = self.ch(CA_ZIP.get(state[1], "KLMNP")) if state else L(1, "ABCEGHJKLMNPRSTVXY")
            return f"{first}{d(1)}{L(1)} {d(1)}{L(1)}{d(1)}"
        p = US_ZIP.get(state[1], "4") if state else str(self.ri(1, 9))
        z = p + d(5 - len(p))
        return z + (f"-{d(4)}" if self.maybe(0.2) else "")

    def lic(self, role):
        c, d = self.c, self.dig
        if c == "UK":
            return {"nurse": f"{d(2)}{self.let(1)}{d(4)}{self.let(1, 'ABCDEOSW')}",
                    "optom": f"01-{d(5)}", "pharm": f"20{d(5)}", "tech": f"OR{d(5)}"}.get(
                role, f"{self.ri(3, 7)}{d(6)}")
        if c == "IE":
            return {"nurse": f"{self.ri(1, 2)}{d(5)}", "optom": f"OP{d(6)}"}.get(role, f"4{d(5)}")
        if c == "AU":
            pre = {"nurse": "NMW", "optom": "OPT", "pharm": "PHA"}.get(role, "MED")
            if role in ("cons", "gp") and self.maybe(0.4):
                return f"{d(6)}{self.let(1)}"
            return f"{pre}000{d(7)}"
        if c == "NZ":
            return {"nurse": f"{d(2)}-{d(5)}", "optom": f"OPT{d(4)}"}.get(role, d(5))
        if c == "CA":
            return {"nurse": f"{d(7)}", "optom": f"OD-{d(4)}"}.get(role, f"{self.ri(6, 9)}{d(4)}")
        if role in ("cons", "reg", "gp") and self.maybe(0.25):
            return f"{self.ch('ABFM')}{self.let(1)}{d(7)}"
        if role == "nurse":
            return f"RN{d(7)}"
        return f"1{d(9)}"

    def lic_label(self, p):
        c = self.c
        if c == "UK":
            return {"nurse": "NMC PIN", "optom": "GOC", "pharm": "GPhC", "tech": "HCPC"}.get(p.kind, "GMC")
        if c == "IE":
            return {"nurse": "NMBI PIN", "optom": "CORU Reg"}.get(p.kind, "IMC No")
        if c == "AU":
            return "Provider No" if re.fullmatch(r"\d{6}[A-Z]", p.lic) else "AHPRA"
        if c == "NZ":
            return {"nurse": "NCNZ", "optom": "OBNZ"}.get(p.kind, "MCNZ")
        if c == "CA":
            return {"nurse": "CNO Reg", "optom": "Licence"}.get(p.kind, "CPSO")
        if p.lic.startswith("RN"):
            return "License"
        return "DEA" if p.lic[:1].isalpha() else "NPI"

    def mrn(self):
        c, d = self.c, self.dig
        if c == "UK":
            return self.ch([f"RX{d(7)}", f"K{d(6)}", f"H{d(7)}", f"{d(8)}", f"M{d(6)}{self.let(1)}"])
        if c == "IE":
            return self.ch([f"{d(6)}", f"{d(7)}", f"MRN{d(6)}"])
        if c == "AU":
            return self.ch([f"{d(7)}", f"UR{d(6)}", f"{d(8)}"])
        if c == "NZ":
            return self.ch([f"{d(7)}", f"H{d(6)}"])
        return self.ch([f"{d(8)}", f"{d(3)}-{d(3)}-{d(3)}", f"E{d(7)}", f"{d(10)}"])

    def mrn_label(self):
        return self.ch({"UK": ["Hosp No", "Hospital No.", "Hosp. number", "RX No", "MRN"],
                        "IE": ["MRN", "Hospital No", "Chart No"], "AU": ["URN", "UR", "MRN"],
                        "NZ": ["Hospital No", "MRN"], "CA": ["MRN", "Chart #", "Hosp #"],
                        "US": ["MRN", "MRN#", "Med Rec #", "Chart #"]}[self.c])

    def natid(self, dob):
        """National health number (NHS, CHI, NHI, IHI) - annotated as MRN (see README)."""
        c, d = self.c, self.dig
        if c == "UK":
            if self.maybe(0.2):
                return ("CHI", f"{dob.day:02d}{dob.month:02d}{dob.year % 100:02d}{d(4)}")
            return ("NHS No", self.ch([f"{d(3)} {d(3)} {d(4)}", f"{d(10)}", f"{d(3)}-{d(3)}-{d(4)}"]))
        if c == "NZ":
            return ("NHI", f"{self.let(3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{d(4)}")
        if c == "IE" and self.maybe(0.35):
            return ("IHI", f"{d(4)} {d(4)} {d(4)} {d(4)}")
        return None

    def hplan(self):
        c, d = self.c, self.dig
        if c == "AU":
            return (self.ch(["Medicare No", "Medicare", "DVA No"]), f"{self.ri(2, 6)}{d(3)} {d(5)} {d(1)}"
                    + self.ch(["", f"-{self.ri(1, 5)}", f" / {self.ri(1, 5)}"]))
        if c == "CA":
            return self.ch([("OHIP", f"{d(4)}-{d(3)}-{d(3)}-{self.let(2)}"),
                            ("PHN", f"9{d(3)} {d(3)} {d(3)}"), ("Health Card", f"{d(10)}")])
        if c == "IE":
            return self.ch([("Medical Card No", f"{d(7)}{self.let(1)}"), ("GMS No", f"{d(6)}"),
                            ("Policy No", f"{self.let(2)}{d(8)}")])
        if c == "NZ":
            return self.ch([("ACC claim", f"{self.let(2)}{d(5)}"), ("Policy No", f"SL{d(7)}")])
        if c == "UK":
            return self.ch([("Membership No", f"{d(8)}{self.let(1)}"), ("Policy No", f"{self.let(3)}{d(7)}"),
                            ("Pre-auth", f"PA-{d(6)}")])
        return self.ch([("Member ID", f"{self.let(3)}{d(9)}"), ("Medicare MBI",
                        f"{self.ri(1, 9)}{self.let(2)}{d(1)}-{self.let(2)}{d(1)}-{self.let(2)}{d(2)}"),
                        ("Group #", f"GRP-{d(6)}"), ("Policy #", f"{self.let(1)}{d(8)}")])

    def ssn(self):
        c, d = self.c, self.dig
        if c == "US":
            return ("SSN", self.ch([f"9{d(2)}-{d(2)}-{d(4)}", f"000-{d(2)}-{d(4)}", f"9{d(8)}"]))
        if c == "CA":
            return ("SIN", self.ch([f"9{d(2)} {d(3)} {d(3)}", f"9{d(2)}-{d(3)}-{d(3)}"]))
        if c == "IE":
            return ("PPSN", f"9{d(6)}{self.let(1, 'ABCDEFGHKLMPTW')}" + self.ch(["", "A", "W"]))
        if c == "AU":
            return ("TFN", f"9{d(2)} {d(3)} {d(3)}")
        if c == "NZ":
            return ("IRD No", f"9{d(1)}-{d(3)}-{d(3)}")
        return ("NI No", f"000{d(6)}")

    def acct(self):
        d = self.dig
        return self.ch([f"{d(4)}-{d(4)}", f"ENC{d(8)}", f"{d(9)}", f"V{d(7)}", f"EP-{d(6)}",
                        f"F{d(8)}", f"{self.let(2)}{d(7)}", f"INV-{d(6)}"])

    def idnum(self, kind):
        d, y = self.dig, self.today.year % 100
        return {
            "oct": self.ch([f"OCT-{d(7)}", f"IMG{y:02d}{d(6)}", f"ACC{d(8)}", f"{d(4)}-{d(5)}"]),
            "inc": self.ch([f"W{d(6)}", f"INC-{self.today.year}-{d(4)}", f"DTX{d(6)}", f"IR{y:02d}/{d(4)}"]),
            "ref": self.ch([f"{d(4)} {d(4)} {d(4)}", f"REF-{d(7)}", f"ERS{d(9)}", f"R{y:02d}-{d(5)}"]),
            "spec": self.ch([f"M{y:02d}.{d(6)}", f"MB-{d(7)}", f"{y:02d}:{self.let(1)}{d(5)}", f"S{y:02d}-{d(4)}"]),
            "ord": self.ch([f"ORD{d(8)}", f"{d(9)}", f"RX-{d(6)}", f"PO-{d(7)}"]),
            "consent": self.ch([f"CF-{d(6)}", f"CON{y:02d}{d(5)}", f"{d(6)}/{self.let(2)}"]),
            "yc": self.ch([f"YC-{d(7)}", f"GB-MHRA-{d(8)}"] if self.c == "UK" else [f"AER{d(7)}", f"MW{d(7)}", f"ADR-{d(6)}"]),
            "case": self.ch([f"VC{y:02d}-{d(4)}", f"C{d(6)}", f"TR-{d(6)}"]),
            "interp": self.ch([f"INT-{d(6)}", f"LB{d(7)}", f"{d(5)}-{self.let(1)}"]),
        }[kind]

    def device(self):
        d = self.dig
        return self.ch([f"{d(4)}-{d(4)}", f"HRA-{d(2)}-{d(4)}", f"SN{d(8)}", f"{self.let(2)}{d(6)}",
                        f"{d(3)}{self.let(1)}{d(5)}", f"AST-{d(6)}", f"TL-{d(5)}"])

    def vehicle(self, vin=False):
        c, d, L = self.c, self.dig, self.let
        if vin:
            return f"{self.ri(1, 5)}{L(2)}{d(1)}{L(1)}{d(2)}{L(1)}{d(2)}{L(1)}{d(6)}"
        return {"UK": f"{L(2)}{d(2)} {L(3)}",
                "IE": f"{self.ri(12, 24)}{self.ch(['1', '2'])}-{self.ch(['D', 'C', 'G', 'MO', 'KY', 'WX'])}-{d(self.ri(3, 5))}",
                "AU": self.ch([f"{L(3)}-{d(3)}", f"{d(1)}{L(2)}{d(1)}{L(2)}", f"{L(3)}{d(2)}{L(1)}"]),
                "NZ": f"{L(3)}{d(3)}", "CA": self.ch([f"{L(4)} {d(3)}", f"{L(2)}{d(1)} {d(1)}{L(2)}"]),
                "US": self.ch([f"{d(1)}{L(3)}{d(3)}", f"{L(3)}-{d(4)}", f"{L(3)} {d(3)}"])}[c]

    def bio(self):
        d = self.dig
        return self.ch([f"FP-{d(5)}", f"BIO-{d(6)}", f"PV-{d(4)}", f"FPT{d(7)}", f"VP-{d(5)}"])
