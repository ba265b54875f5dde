"""Clinical content for myeloma / AL amyloidosis notes: disease profiles, labs, regimens.

Nothing here is PHI; much of it is deliberately PHI-looking (eponyms, codes, scores, units).
"""

FISH = ["t(4;14)", "t(11;14)", "t(14;16)", "del(17p) in 28% of plasma cells", "gain 1q21 (3 copies)",
        "amp 1q21 (4+ copies)", "hyperdiploid, no high-risk lesions", "t(11;14) and gain 1q21",
        "del(1p32)", "standard risk (no t(4;14), t(14;16) or del(17p))", "t(4;14) with 1q gain",
        "del(13q) only"]
REGIMENS_1 = ["D-VRd", "VRd", "Dara-VTd", "VCd (CyBorD)", "Dara-Rd", "VRd-lite"]
REGIMENS_R = ["DVd", "KRd", "Isa-Pd", "Pom-dex", "Kd", "Dara-Pd", "teclistamab", "elranatamab",
              "Isa-Kd", "selinexor-Vd"]
BONE = ["lytic lesions in T7 and L2 with a pathological fracture of L1", "multiple small lytic lesions in the skull "
        "(pepper-pot) and both humeri", "no focal lesions on WB-MRI", "diffuse infiltration on WB-MRI, no focal "
        "lesions >5 mm", "two FDG-avid lesions (right 6th rib SUVmax 7.2, left ilium SUVmax 5.1)",
        "osteopenia only", "a lytic lesion of the right proximal femur (Mirels score 8)",
        "T11 wedge fracture treated with kyphoplasty"]
SYMPTOMS = ["back pain, now 2/10 on the numerical rating scale", "fatigue, able to walk the dog daily",
            "tingling in both feet to the ankles (CTCAE grade 1 peripheral neuropathy)",
            "constipation on bortezomib, settled with Laxido", "mild insomnia on dexamethasone days",
            "a dry cough since the last cycle, no fevers", "ankle oedema, worse in the evenings",
            "intermittent diarrhoea, likely lenalidomide-related", "two episodes of cold sores",
            "no new bony pain", "reduced appetite with 2 kg weight loss", "cramps in the calves at night"]
AMYLOID_ORGANS = ["heart", "kidney", "liver", "soft tissue (macroglossia)", "peripheral nerve", "autonomic nerve",
                  "GI tract"]
EPONYMS = ["Bence Jones proteinuria", "Congo red", "Waldenstrom macroglobulinaemia", "Durie-Salmon stage",
           "Cockcroft-Gault", "Karnofsky", "Hickman line", "Groshong catheter", "Mirels score", "Perugini grade",
           "Lambert-Eaton", "Sjogren's", "Raynaud's", "Kussmaul's sign", "Valsalva", "Gaucher cells",
           "Russell bodies", "Dutcher bodies", "Mott cells", "Wright-Giemsa", "Perls' stain",
           "Romanowsky", "Bragg", "Bristol stool chart", "Waterlow score", "Rockwood Clinical Frailty Scale"]


def r1(x):
    return ("%.1f" % x)


def r2(x):
    return ("%.2f" % x)


class Dz:
    """A patient's disease profile; units follow the country (US conventional, elsewhere SI)."""

    def __init__(self, c, kind="MM"):
        r = c.r
        self.c = c
        self.us = c.us
        self.kind = kind
        light = r.choice(["kappa", "kappa", "lambda"]) if kind == "MM" else r.choice(["lambda", "lambda", "kappa"])
        heavy = r.choice(["IgG", "IgG", "IgG", "IgA", "IgA", None, "IgD"] if kind == "MM" else
                         [None, None, "IgG", "IgA"])
        self.heavy, self.light = heavy, light
        self.iso = ("%s %s" % (heavy, light)) if heavy else ("%s light chain" % light)
        self.iso_short = ("%s-%s" % (heavy, light[0].upper())) if heavy else "%s LC" % light[0].upper()
        self.iss = r.choice(["I", "II", "II", "III"])
        self.riss = r.choice(["I", "II", "II", "III"])
        self.fish = r.choice(FISH)
        self.line = r.choice([1, 1, 1, 2, 2, 3, 4])
        self.dx_days = -r.randint(40, 900) if self.line == 1 else -r.randint(420, 2300)
        self.reg = r.choice(REGIMENS_1) if self.line == 1 else r.choice(REGIMENS_R)
        if kind == "AL":
            self.reg = r.choice(["Dara-CyBorD", "Dara-CyBorD", "CyBorD", "Dara-VCd", "bortezomib-dex"])
        self.cycle = r.randint(1, 8)
        self.bone = r.choice(BONE)
        self.pp0 = r.uniform(12, 62) if heavy else 0.0
        self.inv0 = r.uniform(180, 4200) if not heavy or r.random() < 0.6 else r.uniform(40, 700)
        self.uninv = r.uniform(3, 18)
        self.trend = r.choice(["resp", "resp", "resp", "plateau", "prog"])
        self.mayo = r.choice(["I", "II", "IIIa", "IIIb"])
        self.organs = sorted(set(r.sample(AMYLOID_ORGANS, r.randint(1, 3)) + (["heart"] if kind == "AL" and
                                                                              r.random() < 0.7 else [])))
        self.asct = r.random() < 0.45

    # --- unit-aware formatters
    def pp(self, gl):
        if gl <= 0.05:
            return "not detected"
        return ("%s g/dL" % r1(gl / 10)) if self.us else ("%s g/L" % r1(gl))

    def pp_num(self, gl):
        if gl <= 0.05:
            return "ND"
        return r1(gl / 10) if self.us else r1(gl)

    def pp_unit(self):
        return "g/dL" if self.us else "g/L"

    def flc_unit(self):
        return "mg/dL" if self.us else "mg/L"

    def flc(self, mgl):
        return r2(mgl / 10) if self.us else r1(mgl)

    def hb(self, gl):
        return ("%s g/dL" % r1(gl / 10)) if self.us else ("%d g/L" % round(gl))

    def cr(self, umol):
        return ("%s mg/dL" % r2(umol / 88.4)) if self.us else ("%d umol/L" % round(umol))

    def ca(self, mmol):
        return ("%s mg/dL" % r1(mmol * 4.008)) if self.us else ("%s mmol/L" % r2(mmol))

    def alb(self, gl):
        return ("%s g/dL" % r1(gl / 10)) if self.us else ("%d g/L" % round(gl))

    def bnp_unit(self):
        return "pg/mL" if self.us else "ng/L"

    # --- series
    def series(self, n):
        """n time points of (paraprotein g/L, involved FLC mg/L, uninvolved FLC mg/L)."""
        r = self.c.r
        out = []
        pp, inv = self.pp0, self.inv0
        for i in range(n):
            out.append((max(pp, 0.0), inv, self.uninv * r.uniform(0.8, 1.25)))
            if self.trend == "resp":
                pp *= r.uniform(0.35, 0.8)
                inv = max(inv * r.uniform(0.25, 0.75), r.uniform(8, 25))
            elif self.trend == "plateau":
                pp *= r.uniform(0.9, 1.08)
                inv *= r.uniform(0.85, 1.12)
            else:
                pp *= r.uniform(0.95, 1.35) if i > n // 2 else r.uniform(0.7, 0.95)
                inv *= r.uniform(1.05, 1.6) if i > n // 2 else r.uniform(0.6, 0.95)
            if pp < 1.0:
                pp = 0.0
        return out

    def ratio(self, inv, uninv):
        return (inv / uninv) if self.light == "kappa" else (uninv / inv)

    def kl(self, inv, uninv):
        """(kappa, lambda, ratio) strings."""
        k, l = (inv, uninv) if self.light == "kappa" else (uninv, inv)
        q = k / l
        return self.flc(k), self.flc(l), ("%.3f" % q if q < 0.1 else "%.2f" % q if q < 100 else "%.1f" % q)

    def response(self):
        return {"resp": self.c.r.choice(["VGPR", "PR", "CR (immunofixation negative)", "VGPR", "sCR"]),
                "plateau": "stable disease / plateau", "prog": "biochemical progression (IMWG)"}[self.trend]


def bloods(c, dz):
    """A typical FBC/biochem line set; returns a list of (name, value) tuples (all non-PHI)."""
    r = c.r
    hb = r.uniform(82, 142)
    rows = [("Hb", dz.hb(hb)), ("WCC", "%s x10^9/L" % r1(r.uniform(2.4, 9.8))),
            ("Neut", "%s x10^9/L" % r1(r.uniform(0.9, 6.2))), ("Plt", "%d x10^9/L" % r.randint(48, 380)),
            ("Creat", dz.cr(r.uniform(58, 260))), ("eGFR", "%d mL/min/1.73m2" % r.randint(18, 90)),
            ("Adj Ca", dz.ca(r.uniform(2.12, 2.84))), ("Alb", dz.alb(r.uniform(28, 44))),
            ("ALT", "%d U/L" % r.randint(9, 64)), ("B2M", "%s mg/L" % r1(r.uniform(1.8, 9.6))),
            ("LDH", "%d U/L" % r.randint(140, 420))]
    return rows


def neg_line(c):
    """One sentence of clinical filler dense with PHI-looking non-PHI."""
    return c.ch([
        "Urine Bence Jones protein positive at diagnosis; now negative on immunofixation.",
        "Fat pad aspirate: Congo red negative, no apple-green birefringence.",
        "No features to suggest Waldenstrom macroglobulinaemia (IgM normal, no MYD88 testing required).",
        "Durie-Salmon stage IIIA at presentation; ISS and R-ISS as above.",
        "CrCl (Cockcroft-Gault) 52 mL/min; no dose adjustment of lenalidomide required beyond 10 mg.",
        "Karnofsky 80%, ECOG 1, Rockwood Clinical Frailty Scale 4.",
        "Hickman line removed; PICC (Groshong) in situ, flushes well.",
        "Film: rouleaux ++, occasional plasma cells, no Dutcher bodies seen.",
        "Echo: EF 55%, no LVH; NT-proBNP 180 ng/L, hs-TnT 9 ng/L.",
        "IMWG criteria for progression not met; SLiM-CRAB negative.",
        "VTE risk (IMPEDE VTE score 4): aspirin 75 mg od continued.",
        "HBV core antibody negative, HCV Ab negative, HIV 1/2 Ag/Ab negative.",
        "Zoster prophylaxis: aciclovir 400 mg BD; PJP prophylaxis: co-trimoxazole 480 mg Mon/Wed/Fri.",
        "Blood bank informed: daratumumab interferes with the indirect antiglobulin test (DTT-treated cells).",
        "ICD-10 C90.0 multiple myeloma; SNOMED CT 109989006.",
        "G8 geriatric screening score 13; IMWG frailty index: intermediate fit.",
        "Weight 74.2 kg, height 168 cm, BSA 1.84 m2.",
        "Serum viscosity 1.9 cP (normal); no hyperviscosity symptoms.",
    ])
