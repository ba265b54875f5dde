"""Glaucoma clinical content: findings, drops, fields, OCT, plans and hard negatives.

Everything written here is plain text except the dates tied to the patient, which go through
Note.p("DATE", ...).
"""
import datetime

DX = [
    ("POAG", "primary open angle glaucoma"), ("NTG", "normal tension glaucoma"),
    ("OHT", "ocular hypertension"), ("PXFG", "pseudoexfoliation glaucoma"),
    ("PDG", "pigment dispersion glaucoma"), ("CACG", "chronic angle closure glaucoma"),
    ("PACS", "primary angle closure suspect, post laser PI"), ("PAC", "primary angle closure"),
    ("GS", "glaucoma suspect (disc appearance)"), ("SIOHT", "steroid-induced ocular hypertension"),
    ("UG", "uveitic glaucoma"), ("POAG", "primary open angle glaucoma"),
    ("POAG", "primary open-angle glaucoma"), ("OHT", "ocular hypertension"),
]

# generic, brand, strength, UK frequency, US frequency
DRUGS = [
    ("Latanoprost", "Xalatan", "0.005%", "nocte", "qhs"),
    ("Bimatoprost", "Lumigan", "0.01%", "nocte", "qhs"),
    ("Travoprost", "Travatan", "0.004%", "nocte", "qhs"),
    ("Tafluprost", "Saflutan", "15 mcg/ml PF", "nocte", "qhs"),
    ("Latanoprost PF", "Monopost", "50 mcg/ml", "nocte", "qhs"),
    ("Latanoprostene bunod", "Vyzulta", "0.024%", "nocte", "qhs"),
    ("Timolol", "Timoptol", "0.25%", "BD", "BID"),
    ("Timolol LA", "Timoptol-LA", "0.5%", "mane", "qAM"),
    ("Dorzolamide", "Trusopt", "2%", "TDS", "TID"),
    ("Brinzolamide", "Azopt", "1%", "BD", "BID"),
    ("Brimonidine", "Alphagan", "0.2%", "BD", "BID"),
    ("Dorzolamide/timolol", "Cosopt", "2%/0.5%", "BD", "BID"),
    ("Brimonidine/timolol", "Combigan", "0.2%/0.5%", "BD", "BID"),
    ("Bimatoprost/timolol", "Ganfort", "0.3mg/5mg", "OD", "daily"),
    ("Latanoprost/timolol", "Xalacom", "", "OD", "daily"),
    ("Travoprost/timolol", "DuoTrav", "", "OD", "daily"),
    ("Brinzolamide/timolol", "Azarga", "", "BD", "BID"),
    ("Brinzolamide/brimonidine", "Simbrinza", "", "BD", "BID"),
    ("Netarsudil", "Rhopressa", "0.02%", "nocte", "qhs"),
    ("Netarsudil/latanoprost", "Roclanda", "", "nocte", "qhs"),
]

SYSTEMIC = ["asthma (salbutamol PRN)", "COPD on tiotropium", "T2DM, HbA1c 58 mmol/mol",
            "HTN on amlodipine 5 mg", "AF on apixaban", "hypothyroidism on levothyroxine",
            "Raynaud's phenomenon", "migraine", "sleep apnoea on CPAP", "Parkinson's disease",
            "rheumatoid arthritis on methotrexate", "bradycardia (HR 52)", "nil of note",
            "Sjögren's syndrome", "polymyalgia on prednisolone 7.5 mg", "CKD 3a (eGFR 48)",
            "gout on allopurinol", "depression on sertraline", "osteoarthritis hands"]

ALLERGY = ["NKDA", "penicillin (rash)", "sulfonamides", "brimonidine (follicular conjunctivitis)",
           "BAK-preserved drops (OSD)", "latex", "NKDA", "codeine (nausea)", "NKDA"]

SNELLEN = ["6/5", "6/6", "6/6", "6/7.5", "6/9", "6/9", "6/12", "6/18", "6/24", "6/36", "6/60"]
US_VA = ["20/20", "20/20", "20/25", "20/30", "20/30", "20/40", "20/50", "20/70", "20/100", "20/200"]
LOGMAR = ["-0.10", "0.00", "0.00", "0.10", "0.18", "0.20", "0.30", "0.48", "0.60", "0.78", "1.00"]

NEG_EXAM = [
    "Van Herick grade {vh} temporally.",
    "Gonioscopy (Zeiss 4-mirror): open to CBB 360 degrees, Shaffer grade {sh}, Sampaolesi line absent.",
    "Gonio (Goldmann 2-mirror): Spaeth D40r, moderate TM pigmentation.",
    "No Krukenberg spindle, no iris TIDs.",
    "Krukenberg spindle and mid-peripheral iris TIDs (pigment dispersion).",
    "PXF material on anterior lens capsule; phacodonesis nil.",
    "No KPs; Posner-Schlossman considered but no signs today.",
    "Drance haemorrhage at 7 o'clock on the disc.",
    "DDLS stage {ddls}; ISNT rule not obeyed.",
    "Peripapillary atrophy (beta zone) temporally.",
    "Amsler grid normal. Ishihara 17/17.",
    "Pelli-Robson 1.65 log units.",
    "CCT by Pachmeter {cct} um.",
    "ORA: CH 8.9 mmHg, IOPcc 21.4 mmHg.",
    "Fuchs endothelial guttata 1+, cornea otherwise clear.",
    "Iris: flat, no NVI. Lens: NS1.",
    "Schlemm's canal blood reflux on gonioscopy.",
    "Seidel negative.",
]
NEG_HX = [
    "Using Xal-Ease drop aid.", "Uses an Autosqueeze bottle aid.",
    "Reports redness with Lumigan, tolerating Monopost better.",
    "No haloes, no headaches.", "Drives - meets {auth} standard on Esterman today.",
    "Plays trumpet in a brass band - advised re IOP spikes with high-resistance wind instruments.",
    "Does yoga - advised to avoid prolonged head-down (Sirsasana) postures.",
    "Nocturnal hypotension query - BP 104/62 in clinic.",
    "Fhx: mother had glaucoma, registered SI.", "Fhx: nil known.",
    "Takes Fosamax and Calcichew, no steroid use.",
    "Had COVID-19 booster last month, no issues.",
    "Had Beclometasone nasal spray stopped by GP.",
    "Family history of glaucoma in a first-degree relative (father).",
]
NEG_CODE = [
    "ICD-10 H40.1131", "ICD-10 H40.11X2", "ICD-10 H40.051", "ICD-10 H40.2231",
    "SNOMED CT 77075001", "SNOMED CT 77075001 (POAG)", "OPCS-4 C60.1", "CPT 65855",
    "CPT 92083", "CPT 92133", "MBS item 42782", "HRG BZ89", "ICD-10 H40.10X1",
]
NEG_GUIDE = [
    "in line with {guide}", "as per EGS guidance (5th ed.)", "LiGHT trial evidence supports SLT first line",
    "OHTS risk calculator 5-year risk {pct}%", "Hodapp-Parrish-Anderson: {hpa}",
    "UKGTS protocol not applicable", "EMGT: each mmHg counts",
]


AUTH = {"GB": "DVLA", "IE": "NDLS", "AU": "Austroads", "NZ": "NZTA", "CA": "MTO", "US": "DMV"}
GUIDE = {"GB": "NICE NG81", "IE": "the HSE model of care", "AU": "NHMRC glaucoma guidelines",
         "NZ": "RANZCO guidance", "CA": "COS guidelines", "US": "AAO PPP"}


class Clin:
    def __init__(self, x):
        rng = x.rng
        self.x = x
        self.dx_abbr, self.dx = rng.choice(DX)
        self.lat = rng.choice(["B", "B", "B", "R", "L"])
        us = x.c in ("US", "CA")
        self.logmar = (not us) and rng.random() < 0.25
        self.usfmt = us
        if us or rng.random() < 0.12:
            self.E = {"R": "OD", "L": "OS", "B": "OU"}
        else:
            self.E = rng.choice([{"R": "RE", "L": "LE", "B": "BE"}, {"R": "R", "L": "L", "B": "B/E"},
                                 {"R": "RE", "L": "LE", "B": "both eyes"}])
        base = rng.randint(12, 24) if self.dx_abbr != "NTG" else rng.randint(10, 16)
        self.iop = {"R": base + rng.randint(-3, 3), "L": base + rng.randint(-3, 4)}
        if self.dx_abbr in ("OHT", "SIOHT"):
            self.iop = {k: v + 6 for k, v in sorted(self.iop.items())}
        self.iop_prev = {k: v + rng.randint(-2, 6) for k, v in sorted(self.iop.items())}
        self.target = rng.choice([14, 15, 16, 17, 18, 19, 21, 12])
        self.cct = {"R": rng.randint(488, 598), "L": 0}
        self.cct["L"] = self.cct["R"] + rng.randint(-12, 12)
        self.cdr = {"R": rng.choice([0.4, 0.5, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9]), "L": 0}
        self.cdr["L"] = min(0.95, max(0.3, round(self.cdr["R"] + rng.choice([-0.2, -0.1, 0, 0.1, 0.15]), 2)))
        self.rnfl = {"R": rng.randint(55, 98), "L": rng.randint(52, 98)}
        self.md = {"R": round(rng.uniform(-14, 0.8), 2), "L": round(rng.uniform(-16, 0.8), 2)}
        self.psd = {k: round(abs(v) * rng.uniform(0.4, 0.9) + 1.2, 2) for k, v in sorted(self.md.items())}
        self.vfi = {k: max(40, min(100, int(100 + v * 3.2))) for k, v in sorted(self.md.items())}
        self.va = {"R": rng.randint(0, 7), "L": rng.randint(0, 7)}
        n = rng.choice([0, 1, 1, 1, 2, 2, 3]) if self.dx_abbr not in ("GS", "PACS") else rng.choice([0, 0, 1])
        idx = list(range(len(DRUGS)))
        rng.shuffle(idx)
        self.meds = [DRUGS[i] for i in idx[:n]]
        self.med_eye = [self.lat if rng.random() < 0.8 else rng.choice("RLB") for _ in self.meds]
        self.systemic = [rng.choice(SYSTEMIC) for _ in range(rng.randint(1, 3))]
        self.allergy = rng.choice(ALLERGY)
        self.lens = rng.choice(["phakic", "phakic", "pseudophakic", "early NS cataract"])
        self.vh = rng.randint(1, 4)
        self.sh = rng.randint(2, 4) if self.dx_abbr not in ("PAC", "CACG", "PACS") else rng.randint(0, 2)
        self.stable = rng.random() < 0.6
        if self.stable:
            self.target = max(self.target, max(self.iop["R"], self.iop["L"]) + rng.randint(1, 3))
        else:
            self.target = max(10, min(self.target, max(self.iop["R"], self.iop["L"]) - rng.randint(1, 3)))

    # ---------------------------------------------------------------- small strings
    def e(self, k):
        return self.E[k]

    def freq(self, d):
        return d[4] if self.usfmt else d[3]

    def va_s(self, k):
        i = self.va[k]
        if self.usfmt:
            return US_VA[min(i, len(US_VA) - 1)]
        if self.logmar:
            return LOGMAR[i]
        return SNELLEN[i]

    def drug_s(self, i):
        d = self.meds[i]
        rng = self.x.rng
        name = d[0] if rng.random() < 0.55 else d[1]
        if rng.random() < 0.3 and d[1]:
            name = "%s (%s)" % (d[0], d[1])
        st = (" " + d[2]) if d[2] and rng.random() < 0.5 else ""
        return "%s%s %s %s" % (name, st, self.freq(d), self.e(self.med_eye[i]))

    def drops_inline(self):
        if not self.meds:
            return "no drops"
        return "; ".join(self.drug_s(i) for i in range(len(self.meds)))

    def iop_pair(self, prev=False):
        d = self.iop_prev if prev else self.iop
        return "%d/%d" % (d["R"], d["L"])

    def stage(self, k):
        md = self.md[k]
        return "early" if md > -6 else ("moderate" if md > -12 else "advanced")

    def fill(self, s):
        rng = self.x.rng
        return s.format(vh=self.vh, sh=self.sh, ddls=rng.randint(3, 7), cct=self.cct["R"],
                        auth=AUTH[self.x.c], guide=GUIDE[self.x.c],
                        pct=rng.randint(4, 28), hpa=rng.choice(["early", "moderate", "severe"]))

    def neg(self, n, pool="exam", k=1, sep=" "):
        rng = self.x.rng
        src = {"exam": NEG_EXAM, "hx": NEG_HX, "code": NEG_CODE, "guide": NEG_GUIDE}[pool]
        idx = list(range(len(src)))
        rng.shuffle(idx)
        for j in idx[:k]:
            n.t(sep + self.fill(src[j]))

    def code(self):
        return self.x.rng.choice(NEG_CODE)

    # ---------------------------------------------------------------- blocks
    def dx_line(self):
        rng = self.x.rng
        if self.lat == "B":
            eyes = rng.choice(["both eyes", self.e("B"), "bilateral"])
            st = "%s %s / %s %s" % (self.e("R"), self.stage("R"), self.e("L"), self.stage("L"))
        else:
            eyes = self.e(self.lat)
            st = self.stage(self.lat)
        d = self.dx if rng.random() < 0.6 else "%s (%s)" % (self.dx[0].upper() + self.dx[1:], self.dx_abbr)
        if d[0].islower():
            d = d[0].upper() + d[1:]
        return "%s %s - %s" % (d, eyes, st)

    def drops_list(self, n, bullet="- ", nl="\n"):
        if not self.meds:
            n.t(bullet + "Nil drops currently" + nl)
            return
        for i in range(len(self.meds)):
            n.t(bullet + self.drug_s(i) + nl)

    def table(self, n, method=None):
        rng = self.x.rng
        method = method or rng.choice(["GAT", "Goldmann", "iCare", "GAT", "Tono-Pen", "Perkins"])
        r, l = self.e("R"), self.e("L")
        w = 16
        rows = [("", r, l), ("VA" + rng.choice([" (cc)", " (sc)", " PH", ""]), self.va_s("R"), self.va_s("L")),
                ("IOP (%s)" % method, "%d" % self.iop["R"], "%d mmHg" % self.iop["L"]),
                ("CCT", "%d um" % self.cct["R"], "%d um" % self.cct["L"]),
                ("C:D (vert)", "%.2f" % self.cdr["R"], "%.2f" % self.cdr["L"])]
        if rng.random() < 0.6:
            rows.append(("Gonio", "Shaffer %d" % self.sh, "Shaffer %d" % self.sh))
        if rng.random() < 0.5:
            rows.append(("Lens", self.lens, self.lens))
        for a, b, c in rows:
            n.t(a.ljust(w) + (b.ljust(w) if len(b) < w - 1 else b + "  ") + c + "\n")

    def vf(self, n, detail=False):
        rng = self.x.rng
        prog = rng.choice(["24-2 SITA Standard", "24-2 SITA Fast", "24-2 SITA Faster", "10-2 SITA Standard",
                           "30-2 SITA Standard", "Octopus G-TOP", "24-2C SITA Faster"])
        n.t("Visual fields (%s): " % prog)
        parts = []
        for k in ("R", "L"):
            s = "%s MD %+.2f dB, PSD %.2f dB, VFI %d%%" % (self.e(k), self.md[k], self.psd[k], self.vfi[k])
            if detail:
                s += ", GHT %s" % rng.choice(["outside normal limits", "borderline", "within normal limits",
                                              "general reduction of sensitivity"])
                s += ", FL %d/%d, FP %d%%" % (rng.randint(0, 4), rng.randint(12, 20), rng.randint(0, 14))
            parts.append(s)
        n.t("; ".join(parts) + ". ")
        n.t(rng.choice(["Superior arcuate defect %s, nasal step %s." % (self.e("L"), self.e("R")),
                        "Inferior paracentral scotoma %s." % self.e(rng.choice("RL")),
                        "Reliable fields, no change on GPA.", "GPA: possible progression %s." % self.e("L"),
                        "Full fields both eyes.", "Early superior nasal step %s." % self.e("R"),
                        "Dense superior hemifield loss %s, threatening fixation." % self.e(rng.choice("RL"))]))

    def oct(self, n):
        rng = self.x.rng
        dev = rng.choice(["Cirrus", "Spectralis", "Topcon Maestro", "Cirrus 5000", "Spectralis GMPE"])
        n.t("OCT (%s): average RNFL %s %d um, %s %d um; " % (dev, self.e("R"), self.rnfl["R"],
                                                           self.e("L"), self.rnfl["L"]))
        n.t(rng.choice(["inferotemporal thinning %s (red sector)." % self.e("L"),
                        "superior and inferior thinning %s." % self.e("R"),
                        "within normal limits both eyes.", "no significant change vs previous (GPA stable).",
                        "BMO-MRW reduced inferotemporally %s." % self.e(rng.choice("RL")),
                        "GCL+IPL thinning inferiorly %s." % self.e("L")]))

    def history(self, n, since=None):
        rng = self.x.rng
        x = self.x
        opts = ["Reports good adherence with drops.", "Admits to missing the evening drop 2-3 times a week.",
                "Stinging and red eyes with current drops.", "No problems with drops.",
                "Finding it hard to get drops in - hands shaky.", "Ran out of drops for about 2 weeks.",
                "Vision subjectively stable.", "Notices some glare at night driving."]
        if not self.meds:
            opts = ["Not on any drops at present.", "Vision subjectively stable.", "No new symptoms.",
                    "Notices some glare at night driving.", "Asymptomatic."]
        n.t(rng.choice(opts) + " ")
        if since is not None and rng.random() < 0.7:
            n.t(rng.choice(["Drops started ", "Diagnosed ", "Under glaucoma service since "]))
            n.p("DATE", x.date(since, rng.choice(["my", "y", "my", None])))
            n.t(". ")
        self.neg(n, "hx", 1, "")
        n.t(" PMH: %s. Allergies: %s." % ("; ".join(self.systemic), self.allergy))

    def disc(self, n):
        rng = self.x.rng
        big = ["inferior notch", "thin NRR inferiorly", "bayoneting vessels", "pale, saucerised",
               "superior notch", "focal rim loss at 6 o'clock", "deep cup, laminar dot sign"]
        small = ["healthy NRR", "tilted, myopic", "healthy", "pink rim, ISNT obeyed", "small disc, full rim"]
        n.t("Discs: %s CDR %.2f %s, %s CDR %.2f %s." % (
            self.e("R"), self.cdr["R"], rng.choice(big if self.cdr["R"] >= 0.7 else small),
            self.e("L"), self.cdr["L"], rng.choice(big if self.cdr["L"] >= 0.7 else small)))

    def plan(self, n, bullet="- ", nl="\n"):
        rng = self.x.rng
        items = []
        if self.stable:
            items.append(rng.choice(["Continue current drops", "No change to treatment",
                                     "Continue %s" % (self.drug_s(0) if self.meds else "monitoring off treatment")]))
        else:
            items.append(rng.choice(["Add Cosopt %s %s" % ("BID" if self.usfmt else "BD", self.e(self.lat)),
                                     "Switch to preservative-free Monopost %s" % self.e(self.lat),
                                     "Offer SLT %s (LiGHT trial evidence discussed)" % self.e(self.lat),
                                     "List for trabeculectomy with MMC %s" % self.e(rng.choice("RL")),
                                     "Start Latanoprost 0.005%% %s %s" % ("qhs" if self.usfmt else "nocte", self.e(self.lat)),
                                     "Consider PreserFlo MicroShunt %s" % self.e(rng.choice("RL"))]))
        items.append("Target IOP %s%d mmHg" % (rng.choice(["<", "< ", "<=", "mid-teens, <"]), self.target))
        items.append(rng.choice(["Repeat HVF 24-2 and OCT RNFL next visit", "HVF 10-2 next visit",
                                 "Repeat fields x2 in 6 months (baseline)", "IOP phasing",
                                 "Check BP/HR with GP (beta-blocker)", "Drop technique checked by nurse"]))
        if rng.random() < 0.5:
            items.append(self.fill(rng.choice(NEG_GUIDE)))
        for it in items:
            n.t(bullet + it + nl)

    def summary(self):
        return "%s %s, on %s, IOP %s" % (self.dx_abbr, self.e(self.lat), self.drops_inline(), self.iop_pair())


def add_months(d, m):
    y = d.year + (d.month - 1 + m) // 12
    mo = (d.month - 1 + m) % 12 + 1
    return datetime.date(y, mo, min(d.day, 28))
