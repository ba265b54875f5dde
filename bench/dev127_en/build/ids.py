"""Identifier generators (MRN, SSN-like, health plan, account, licence, device,
vehicle, biometric and other numbers), mixed into phi.Ctx. Values never contain
a 555 block so that they cannot be mistaken for the fictional phone numbers."""
from marks import m, ascii_fold


class IdMixin:
    # ---------- identifiers ----------
    def _id(self, gen):
        while True:
            v = gen()
            if "555" not in v:
                return v

    def _d(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def _L(self, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.r.choice(pool) for _ in range(n))

    def mrn(self):
        if "mrn" in self.cache:
            return self.cache["mrn"]
        r, c = self.r, self.c
        g = {"US": [lambda: self._d(8), lambda: "M" + self._d(7), lambda: f"{self._d(3)}-{self._d(2)}-{self._d(2)}"],
             "UK": [lambda: f"{self._d(3)} {self._d(3)} {self._d(4)}", lambda: self._L(2) + self._d(6),
                    lambda: self._d(10)],
             "NZ": [lambda: self._L(3, "ABCDEFGHJKLMNPRSTUVWXYZ") + self._d(4), lambda: self._L(3) + self._d(2) + self._L(2)],
             "ZA": [lambda: f"{self._L(2)} {self._d(7)}", lambda: self._d(9), lambda: f"{self._d(6)}/{self._d(2)}"]}[c]
        v = m("MRN", self._id(r.choice(g)))
        self.cache["mrn"] = v
        return v

    def ssn(self):
        r, c = self.r, self.c
        if c == "US":
            g = r.choice([lambda: f"9{self._d(2)}-{self._d(2)}-{self._d(4)}", lambda: f"000-{self._d(2)}-{self._d(4)}",
                          lambda: f"9{self._d(8)}"])
        elif c == "UK":
            g = lambda: f"{r.choice('DFIQUV')}{r.choice('DFIQUVO')} {self._d(2)} {self._d(2)} {self._d(2)} {r.choice('ABCD')}"
        elif c == "NZ":
            g = lambda: f"9{self._d(2)}-{self._d(3)}-{self._d(3)}"
        else:
            g = lambda: "9" + self._d(12)
        return m("SSN", self._id(g))

    def healthplan(self):
        r, c = self.r, self.c
        g = {"US": [lambda: self._L(3) + self._d(6), lambda: f"{self._L(2)}{self._d(8)}",
                    lambda: f"W{self._d(7)}-0{r.randint(1, 4)}", lambda: f"{self._d(9)}{self._L(1)}"],
             "UK": [lambda: f"{self._L(2)}-{self._d(6)}", lambda: f"POL{self._d(7)}"],
             "NZ": [lambda: f"{self._d(8)}", lambda: f"CSC {self._d(4)} {self._d(4)}", lambda: f"{self._L(2)}{self._d(6)}"],
             "ZA": [lambda: self._d(8), lambda: f"{self._d(9)}/0{r.randint(0, 4)}", lambda: f"{self._L(3)}{self._d(7)}"]}[c]
        return m("HEALTHPLAN", self._id(r.choice(g)))

    def account(self):
        r = self.r
        g = r.choice([lambda: f"{self._d(4)}-{self._d(4)}", lambda: f"E{self._d(9)}", lambda: f"V{self._d(7)}",
                      lambda: f"EP-{self._d(6)}", lambda: self._d(10), lambda: f"{self._d(2)}-{self._d(6)}-{self._d(2)}"])
        return m("ACCOUNT", self._id(g))

    def license(self, kind=None):
        r, c = self.r, self.c
        opts = {"US": {"NPI": lambda: "1" + self._d(9), "DEA": lambda: self._L(2) + self._d(7),
                       "state licence": lambda: f"{r.choice(['MD', 'RN', 'LCSW', 'LPC'])}{self._d(5)}",
                       "driver's license": lambda: f"{self._L(1)}{self._d(3)}-{self._d(4)}-{self._d(4)}"},
                "UK": {"GMC": lambda: self._d(7), "NMC PIN": lambda: f"{self._d(2)}{self._L(1)}{self._d(4)}{self._L(1)}",
                       "SWE reg": lambda: f"SW{self._d(6)}", "HCPC": lambda: f"PYL{self._d(5)}",
                       "driving licence": lambda: f"{ascii_fold(self.pt.surname).upper()[:5]:9<5}{self._d(6)}{self._L(1)}{self._d(2)}{self._L(2)}"},
                "NZ": {"MCNZ": lambda: self._d(5), "NCNZ": lambda: self._d(6), "SWRB": lambda: self._d(4),
                       "NZPB": lambda: f"{self._d(2)}-{self._d(5)}",
                       "driver licence": lambda: f"{self._L(2)}{self._d(6)}"},
                "ZA": {"HPCSA": lambda: f"{r.choice(['MP', 'PS', 'SW', 'OT'])} {self._d(7)}", "SANC": lambda: self._d(8),
                       "SACSSP": lambda: f"10-{self._d(5)}", "driver's licence": lambda: f"{self._d(4)}{self._d(4)}{self._L(4)}"}}[c]
        k = kind if kind in opts else r.choice(list(opts))
        return k, m("LICENSE", self._id(opts[k]))

    def device(self):
        r = self.r
        k = r.choice(["SCRAM bracelet SN", "GPS ankle monitor serial", "dispensing pump serial",
                      "breathalyser serial" if self.c != "US" else "breathalyzer serial", "phone IMEI",
                      "loan tablet asset tag", "alcohol monitor unit", "CGM transmitter SN", "hearing aid serial"])
        g = {"phone IMEI": lambda: self._d(15), "loan tablet asset tag": lambda: f"AT-{self._d(6)}"}.get(
            k, lambda: r.choice([f"{self._L(2)}{self._d(6)}", f"{self._L(3)}-{self._d(5)}-{self._L(1)}",
                                 f"SN{self._d(8)}", f"{self._d(3)}{self._L(2)}{self._d(4)}"]))
        return k, m("DEVICE", self._id(g))

    def vehicle(self):
        r, c = self.r, self.c
        if r.random() < 0.2:
            return "VIN", m("VEHICLE", self._id(lambda: self._L(3, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + self._d(2)
                                        + self._L(4, "ABCDEFGHJKLMNPRSTUVWXYZ") + self._d(8)))
        g = {"US": lambda: f"{r.randint(1, 9)}{self._L(3)}{self._d(3)}",
             "UK": lambda: f"{self._L(2)}{self._d(2)} {self._L(3)}",
             "NZ": lambda: f"{self._L(3)}{self._d(3)}",
             "ZA": lambda: r.choice([f"{self._L(3)} {self._d(3)} {r.choice(['GP', 'MP', 'L', 'NW'])}",
                                     f"CA {self._d(3)}-{self._d(3)}", f"N{r.choice('DU')} {self._d(5)}"])}[c]
        return "plate", m("VEHICLE", self._id(g))

    def bioid(self):
        r = self.r
        opts = {"palm-vein ID": lambda: f"PV-{self._d(6)}", "fingerprint template": lambda: f"FPT{self._d(7)}",
                "biometric enrolment ID": lambda: f"BIO-{self._d(4)}-{self._d(2)}", "iris scan ID": lambda: f"IR{self._d(7)}",
                "fingerprint ID": lambda: f"FP-{self._d(5)}", "DNA profile ref": lambda: f"DNA-{self._d(6)}",
                "facial template ID": lambda: f"FT{self._d(3)}{self._L(2)}", "voiceprint ID": lambda: f"VP{self._d(6)}"}
        k = r.choice(list(opts))
        g = opts[k]
        return k, m("BIOID", self._id(g))

    def idnum(self, kind=None):
        r = self.r
        opts = {"referral": lambda: f"REF-{self._d(6)}", "case": lambda: f"{self._L(2)}-{self._d(5)}-{self._d(2)}",
                "specimen": lambda: f"UDS-{self._d(7)}", "safeguarding": lambda: f"SG{self._d(6)}",
                "police": lambda: f"{self._d(2)}/{self._d(6)}/{self._d(2)}", "housing": lambda: f"HA-{self._d(7)}",
                "prescription": lambda: f"Rx{self._d(7)}", "tribunal": lambda: f"MHT/{self._d(4)}/{self._d(5)}",
                "claim": lambda: self._d(10), "order": lambda: f"ORD{self._d(8)}",
                "court": lambda: f"{self._d(2)}-{self._L(2)}-{self._d(4)}", "benefit": lambda: f"{self._L(1)}{self._d(8)}"}
        k = kind if kind in opts else r.choice(list(opts))
        return k, m("IDNUM", self._id(opts[k]))
