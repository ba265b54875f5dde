"""A sepsis episode (vitals, labs, NEWS2, antimicrobials) and its plain-text
renderings. Nothing produced here is PHI."""
from pools_clin import SOURCES, abx_for, O2_INTL, O2_NA, FLUIDS_INTL, FLUIDS_NA

NA_COUNTRIES = ("US", "CA")
NON_BC = ["influenza", "Legionella", "HSV", "no organism", "mixed", "difficile"]
SENS_BY = [
    ("Candida", ["fluconazole S (MIC 1), micafungin S", "fluconazole SDD, echinocandin S"]),
    ("MRSA", ["MRSA: vanc S (MIC 1), linezolid S, doxy S", "MRSA: teic S, daptomycin S, clinda R"]),
    ("aureus", ["MSSA: fluclox S, clinda S, erythro R", "MSSA: pen R, fluclox S, doxy S"]),
    ("CoNS", ["methicillin R, vanc S, teic S"]), ("epidermidis", ["methicillin R, vanc S, teic S"]),
    ("faecium", ["amp R, vanc S, linezolid S"]), ("Enterococcus", ["amp S, vanc S, HLAR negative"]),
    ("Pseudomonas", ["pip-tazo S, ceftazidime S, cipro S, mero S", "pip-tazo R, mero S, amikacin S"]),
    ("Listeria", ["amoxicillin S (intrinsically cephalosporin R)"]), ("Neisseria", ["pen S, ceftriaxone S"]),
    ("Haemophilus", ["beta-lactamase negative, amoxicillin S"]), ("Bacteroides", ["metronidazole S, pip-tazo S"]),
    ("Strep", ["pen S, ceftriaxone S", "pen S, clinda S, erythro R"]), ("Kingella", ["pen S, ceftriaxone S"]),
]
GNB_SENS = ["sensitive to co-amoxiclav, gentamicin, ciprofloxacin", "resistant to amoxicillin and trimethoprim",
            "ESBL producer, sensitive to meropenem, amikacin, temocillin", "AmpC, cefepime S, pip-tazo R",
            "carbapenemase (OXA-48) detected - IPC informed", "pan-sensitive"]


def sens_for(rng, org):
    for key, opts in SENS_BY:
        if key in org:
            return rng.choice(opts)
    return rng.choice(GNB_SENS)


def news2(rr, spo2, o2, sbp, hr, cons, temp):
    s = 0
    s += 3 if rr <= 8 else 1 if rr <= 11 else 0 if rr <= 20 else 2 if rr <= 24 else 3
    s += 3 if spo2 <= 91 else 2 if spo2 <= 93 else 1 if spo2 <= 95 else 0
    s += 2 if o2 else 0
    s += 3 if sbp <= 90 else 2 if sbp <= 100 else 1 if sbp <= 110 else 0 if sbp <= 219 else 3
    s += 3 if hr <= 40 else 1 if hr <= 50 else 0 if hr <= 90 else 1 if hr <= 110 else 2 if hr <= 130 else 3
    s += 0 if cons == "A" else 3
    s += 3 if temp <= 35.0 else 1 if temp <= 36.0 else 0 if temp <= 38.0 else 1 if temp <= 39.0 else 2
    return s


class Episode:
    def __init__(self, rng, country):
        self.country = country
        self.na = country in NA_COUNTRIES
        self.us = country == "US"
        self.src = rng.choice(sorted(SOURCES))
        entry = SOURCES[self.src]
        self.dx = rng.choice(entry[0])
        self.org = rng.choice(entry[1])
        self.bc_org = self.org if not any(k in self.org for k in NON_BC) else rng.choice(
            ["Escherichia coli", "Klebsiella pneumoniae", "Staphylococcus aureus (MSSA)", "Streptococcus pneumoniae"])
        self.sens = sens_for(rng, self.bc_org)
        self.finding = entry[4]
        self.symptom = entry[5].replace("paracetamol", "Tylenol") if self.na else entry[5]
        self.abx = abx_for(self.src, country, rng)
        self.abx2 = abx_for(self.src, country, rng)
        self.fluid = rng.choice(FLUIDS_NA if self.na else FLUIDS_INTL)
        sev = rng.random()
        self.sev = sev
        self.hr = rng.randint(88, 142)
        self.sbp = rng.randint(72, 118) if sev > 0.3 else rng.randint(95, 128)
        self.dbp = max(35, self.sbp - rng.randint(30, 55))
        self.map = (self.sbp + 2 * self.dbp) // 3
        self.rr = rng.randint(18, 34)
        self.spo2 = rng.randint(87, 98)
        o2pool = O2_NA if self.na else O2_INTL
        self.o2 = rng.choice(o2pool)
        self.on_o2 = not ("air" in self.o2 or "RA" in self.o2)
        hypo = rng.random() < 0.12
        self.temp = round(rng.uniform(34.6, 35.9), 1) if hypo else round(rng.uniform(37.6, 40.1), 1)
        self.cons = rng.choice(["A", "A", "A", "A", "A", "C", "C", "V"])
        self.gcs = 15 if self.cons == "A" else rng.randint(11, 14) if self.cons == "C" else rng.randint(8, 12)
        self.news = news2(self.rr, self.spo2, self.on_o2, self.sbp, self.hr, self.cons, self.temp)
        self.uo = rng.choice([5, 10, 15, 20, 25, 30, 40])
        self.lact = round(rng.uniform(1.6, 9.8), 1)
        self.lact2 = round(max(0.8, self.lact - rng.uniform(-0.8, 3.5)), 1)
        self.wcc = round(rng.uniform(0.2, 3.5), 1) if self.src == "neutro" else round(rng.uniform(1.8, 31.5), 1)
        self.neut = round(self.wcc * rng.uniform(0.05 if self.src == "neutro" else 0.7, 0.92), 1)
        self.hb = rng.randint(78, 152)
        self.plt = rng.randint(31, 480)
        self.crp = rng.randint(45, 420)
        self.pct = round(rng.uniform(0.4, 68.0), 1)
        self.na_ = rng.randint(126, 149)
        self.k = round(rng.uniform(3.1, 6.2), 1)
        self.urea = round(rng.uniform(5.2, 31.0), 1)
        self.creat = rng.randint(68, 420)
        self.egfr = max(8, min(90, int(9000 / self.creat)))
        self.bili = rng.randint(6, 140) if self.src == "biliary" else rng.randint(5, 38)
        self.alt = rng.randint(12, 410)
        self.alb = rng.randint(19, 38)
        self.inr = round(rng.uniform(1.0, 2.4), 1)
        self.ph = round(rng.uniform(7.12, 7.41), 2)
        self.pco2 = round(rng.uniform(3.4, 7.9), 1)
        self.po2 = round(rng.uniform(6.8, 14.2), 1)
        self.hco3 = round(rng.uniform(11.0, 24.5), 1)
        self.be = round(self.hco3 - 24.0, 1)
        self.glu = round(rng.uniform(4.1, 19.8), 1)
        self.norad = round(rng.choice([0.05, 0.08, 0.1, 0.12, 0.15, 0.2, 0.25, 0.3, 0.4]), 2)
        self.icu_days = rng.randint(2, 19)
        self.vent_days = rng.randint(0, self.icu_days)
        self.rrt = rng.random() < 0.3
        self.sofa = rng.randint(3, 14)
        self.apache = rng.randint(9, 31)
        self.cfs = rng.randint(2, 7)

    # ---------- renderings ----------
    def temp_s(self):
        if self.us and self.temp:
            return "%.1f F" % (self.temp * 9 / 5 + 32)
        return "%.1fC" % self.temp

    def cons_s(self):
        return {"A": "Alert", "C": "New confusion", "V": "Responds to voice"}[self.cons]

    def vitals(self, rng, style=0):
        if style == 0:
            return ("RR %d, SpO2 %d%% %s, HR %d, BP %d/%d (MAP %d), T %s, ACVPU %s"
                    % (self.rr, self.spo2, self.o2, self.hr, self.sbp, self.dbp, self.map, self.temp_s(), self.cons))
        if style == 1:
            return ("HR %d  BP %d/%d  RR %d  SpO2 %d%% %s  T %s  GCS %d"
                    % (self.hr, self.sbp, self.dbp, self.rr, self.spo2, self.o2, self.temp_s(), self.gcs))
        return ("T %s, P %d, BP %d/%d, R %d, sats %d%% %s, %s"
                % (self.temp_s(), self.hr, self.sbp, self.dbp, self.rr, self.spo2, self.o2, self.cons_s().lower()))

    def ews_name(self):
        c = self.country
        return {"US": "MEWS", "CA": "NEWS", "AU": "ADDS", "IE": "INEWS", "NZ": "EWS", "GB": "NEWS2"}[c]

    def labs(self, rng, ranges=True):
        rows = []
        if self.na:
            rows = [
                ("WBC", "%.1f" % self.wcc, "K/uL", "4.0-11.0"), ("Hgb", "%.1f" % (self.hb / 10), "g/dL", "12.0-16.0"),
                ("Plt", "%d" % self.plt, "K/uL", "150-400"), ("Na", "%d" % self.na_, "mEq/L", "135-145"),
                ("K", "%.1f" % self.k, "mEq/L", "3.5-5.1"), ("BUN", "%d" % int(self.urea * 2.8), "mg/dL", "7-20"),
                ("Cr", "%.2f" % (self.creat / 88.4), "mg/dL", "0.6-1.2"), ("Glucose", "%d" % int(self.glu * 18), "mg/dL", "70-99"),
                ("T bili", "%.1f" % (self.bili / 17.1), "mg/dL", "0.2-1.2"), ("Albumin", "%.1f" % (self.alb / 10), "g/dL", "3.5-5.0"),
                ("Lactate", "%.1f" % self.lact, "mmol/L", "0.5-2.0"), ("Procalcitonin", "%.1f" % self.pct, "ng/mL", "<0.5"),
                ("INR", "%.1f" % self.inr, "", "0.9-1.1"),
            ]
            if self.country == "CA":
                rows[1] = ("Hgb", "%d" % self.hb, "g/L", "120-160")
                rows[6] = ("Creat", "%d" % self.creat, "umol/L", "50-110")
        else:
            rows = [
                ("Hb", "%d" % self.hb, "g/L", "130-180"), ("WCC", "%.1f" % self.wcc, "x10^9/L", "4.0-11.0"),
                ("Neut", "%.1f" % self.neut, "x10^9/L", "2.0-7.5"), ("Plt", "%d" % self.plt, "x10^9/L", "150-400"),
                ("Na", "%d" % self.na_, "mmol/L", "133-146"), ("K", "%.1f" % self.k, "mmol/L", "3.5-5.3"),
                ("Urea", "%.1f" % self.urea, "mmol/L", "2.5-7.8"), ("Creat", "%d" % self.creat, "umol/L", "59-104"),
                ("eGFR", "%d" % self.egfr, "mL/min/1.73m2", ">90"), ("CRP", "%d" % self.crp, "mg/L", "<5"),
                ("Bili", "%d" % self.bili, "umol/L", "<21"), ("ALT", "%d" % self.alt, "U/L", "<41"),
                ("Alb", "%d" % self.alb, "g/L", "35-50"), ("INR", "%.1f" % self.inr, "", "0.8-1.2"),
                ("Lactate", "%.1f" % self.lact, "mmol/L", "<2.0"),
            ]
        out = []
        for name, val, unit, rng_ in rows:
            flag = ""
            try:
                lo_hi = rng_.replace("<", "").replace(">", "").split("-")
                v = float(val)
                if rng_.startswith("<") and v >= float(lo_hi[0]):
                    flag = " H"
                elif rng_.startswith(">") and v <= float(lo_hi[0]):
                    flag = " L"
                elif len(lo_hi) == 2:
                    flag = " L" if v < float(lo_hi[0]) else " H" if v > float(lo_hi[1]) else ""
            except ValueError:
                flag = ""
            if ranges:
                out.append("  %-14s %7s%-2s %-14s (%s)" % (name, val, flag, unit, rng_))
            else:
                out.append("%s %s%s" % (name, val, flag.strip() and "*" or ""))
        return out

    def labs_inline(self, rng):
        if self.na:
            return ("WBC %.1f, Hgb %.1f, Plt %d, Cr %.2f (baseline ~0.9), lactate %.1f -> %.1f, PCT %.1f"
                    % (self.wcc, self.hb / 10, self.plt, self.creat / 88.4, self.lact, self.lact2, self.pct))
        return ("Hb %d, WCC %.1f (neut %.1f), plt %d, CRP %d, urea %.1f, creat %d, lactate %.1f -> %.1f"
                % (self.hb, self.wcc, self.neut, self.plt, self.crp, self.urea, self.creat, self.lact, self.lact2))

    def gas(self):
        if self.us:
            return ("ABG pH %.2f / pCO2 %d / pO2 %d / HCO3 %.0f, BE %.1f, lactate %.1f"
                    % (self.ph, int(self.pco2 * 7.5), int(self.po2 * 7.5), self.hco3, self.be, self.lact))
        return ("VBG pH %.2f, pCO2 %.1f kPa, HCO3 %.1f, BE %.1f, lact %.1f, glu %.1f"
                % (self.ph, self.pco2, self.hco3, self.be, self.lact, self.glu))

    def pressor(self):
        name = "norepinephrine" if self.na else "noradrenaline"
        return "%s %.2f mcg/kg/min" % (name, self.norad)
