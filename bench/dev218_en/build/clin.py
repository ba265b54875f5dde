"""Clinical (non-PHI) content for dev218: scenarios, vitals, labs, ABGs, ventilation, drugs."""

SCEN = [
    dict(key="cap", us="septic shock secondary to community-acquired pneumonia",
         uk="septic shock secondary to CAP (RLL)", short="CAP / septic shock", vent=True, press=True, rrt=False,
         hpi=["3 days of productive cough, fevers and rigors", "progressive dyspnoea and confusion",
              "SpO2 82% on RA on arrival of EMS", "CXR dense RLL consolidation with parapneumonic effusion"],
         pmh=["COPD (FEV1 54% predicted)", "T2DM on metformin", "HTN", "ex-smoker 40 pack-years"],
         abx_us=["ceftriaxone 2 g IV q24h", "azithromycin 500 mg IV daily", "vancomycin per pharmacy"],
         abx_uk=["co-amoxiclav 1.2 g IV TDS", "clarithromycin 500 mg IV BD"], mods=dict(wbc=2.0, lact=2.5, cr=1.8, crp=3),
         micro="Sputum: Streptococcus pneumoniae, pen-sensitive; urinary pneumococcal Ag positive"),
    dict(key="uro", us="urosepsis with septic shock (E. coli bacteraemia)", uk="urosepsis, E. coli bacteraemia",
         short="urosepsis", vent=False, press=True, rrt=False,
         hpi=["dysuria and flank pain for 2 days", "hypotensive 78/40 despite 2 L crystalloid",
              "rigors at home, found drowsy by family"],
         pmh=["recurrent UTIs", "CKD stage 3a", "AF on apixaban", "hypothyroidism"],
         abx_us=["piperacillin-tazobactam 4.5 g IV q6h"], abx_uk=["Tazocin 4.5 g IV TDS", "gentamicin 5 mg/kg stat"],
         mods=dict(wbc=1.8, lact=2.2, cr=2.2, crp=2.5), micro="Blood cultures 2/2 E. coli, ESBL negative"),
    dict(key="lap", us="feculent peritonitis s/p emergency laparotomy and Hartmann's procedure",
         uk="faecal peritonitis post emergency laparotomy / Hartmann's procedure", short="post-laparotomy",
         vent=True, press=True, rrt=False,
         hpi=["perforated sigmoid diverticulum on CT", "taken to OR overnight", "4 quadrant contamination",
              "open abdomen avoided, sheath closed"],
         pmh=["diverticular disease", "obesity (BMI 38)", "OSA on CPAP", "HTN"],
         abx_us=["piperacillin-tazobactam 4.5 g IV q6h", "fluconazole 400 mg IV daily"],
         abx_uk=["Tazocin 4.5 g IV TDS", "metronidazole 500 mg IV TDS"], mods=dict(wbc=1.6, lact=3, cr=1.5, crp=3.5),
         micro="Peritoneal fluid: mixed coliforms, Bacteroides"),
    dict(key="ards", us="severe ARDS secondary to influenza A pneumonia", uk="severe ARDS, influenza A",
         short="flu ARDS", vent=True, press=False, rrt=False,
         hpi=["influenza A PCR positive", "failed HFNC 60 L/min FiO2 1.0", "bilateral infiltrates, P/F ratio 78",
              "proned for 16 h cycles"],
         pmh=["asthma (mild)", "obesity", "no regular meds"],
         abx_us=["oseltamivir 75 mg PO BID", "ceftriaxone 2 g IV daily", "linezolid 600 mg IV q12h"],
         abx_uk=["oseltamivir 75 mg NG BD", "co-amoxiclav 1.2 g IV TDS"], mods=dict(wbc=1.2, lact=1.3, pf=0.3, crp=2.5),
         micro="Influenza A (H3) PCR positive; MRSA screen negative"),
    dict(key="dka", us="severe DKA", uk="severe DKA", short="DKA", vent=False, press=False, rrt=False,
         hpi=["polyuria and vomiting for 48 h", "missed insulin doses", "Kussmaul respirations on arrival",
              "pH 6.94, ketones 7.2"],
         pmh=["T1DM since childhood", "depression", "previous DKA admissions x3"],
         abx_us=[], abx_uk=[], mods=dict(glu=4.5, ph=-0.4, hco3=-16, k=1.2, lact=1.5),
         micro="Urine culture negative"),
    dict(key="ohca", us="out-of-hospital cardiac arrest, VF, ROSC after 22 min",
         uk="OOHCA (VF arrest), ROSC at 22 min", short="post-arrest", vent=True, press=True, rrt=False,
         hpi=["witnessed collapse, bystander CPR", "3 shocks by EMS before ROSC", "STEMI excluded on angiogram",
              "targeted temperature management, normothermia 36-37.5 C"],
         pmh=["HTN", "hyperlipidaemia", "smoker 20/day", "FHx of sudden cardiac death"],
         abx_us=[], abx_uk=[], mods=dict(lact=3, trop=40, ph=-0.15, cr=1.3), micro="Nil significant"),
    dict(key="ugib", us="variceal upper GI bleed, hemorrhagic shock", uk="variceal UGIB, haemorrhagic shock",
         short="variceal bleed", vent=True, press=True, rrt=False,
         hpi=["large-volume haematemesis at home", "Hb 58 on arrival", "massive transfusion protocol activated",
              "OGD: grade 3 oesophageal varices, banded x5"],
         pmh=["alcohol-related cirrhosis (Child-Pugh C)", "ascites", "previous hepatic encephalopathy"],
         abx_us=["ceftriaxone 1 g IV daily", "octreotide 50 mcg/h"], abx_uk=["Tazocin 4.5 g IV TDS", "terlipressin 2 mg QDS"],
         mods=dict(hb=0.45, plt=0.4, inr=2.0, alt=1.5, bili=4), micro="Ascitic tap: PMN 90, culture no growth"),
    dict(key="trauma", us="polytrauma after MVC (R hemopneumothorax, grade III splenic laceration, pelvic fx)",
         uk="polytrauma after RTC (R haemopneumothorax, splenic lac, pelvic #)", short="polytrauma",
         vent=True, press=True, rrt=False,
         hpi=["restrained driver, high-speed collision", "prolonged extrication", "R chest drain in ED",
              "splenic embolisation by IR"],
         pmh=["nil significant"], abx_us=["cefazolin 2 g IV q8h"], abx_uk=["co-amoxiclav 1.2 g IV TDS"],
         mods=dict(hb=0.6, lact=2.5, ck=8), micro="Nil"),
    dict(key="se", us="convulsive status epilepticus", uk="status epilepticus", short="status epilepticus",
         vent=True, press=False, rrt=False,
         hpi=["recurrent GTCS without recovery", "lorazepam 4 mg x2 and fosphenytoin by EMS",
              "intubated for ongoing seizures", "cEEG: burst suppression achieved"],
         pmh=["epilepsy (juvenile myoclonic)", "alcohol excess", "non-adherence"],
         abx_us=[], abx_uk=[], mods=dict(ck=5, lact=2.5), micro="CSF: WCC 2, protein 0.4, HSV PCR negative"),
    dict(key="panc", us="severe acute gallstone pancreatitis", uk="severe acute pancreatitis (gallstone)",
         short="pancreatitis", vent=False, press=True, rrt=True,
         hpi=["epigastric pain radiating to back", "lipase > 3000", "Ranson 5, modified Glasgow score 4",
              "CT: necrosis < 30%"],
         pmh=["cholelithiasis", "obesity", "HTN"], abx_us=[], abx_uk=[],
         mods=dict(lip=30, cr=2.5, crp=3, ca=-0.5), micro="Nil"),
    dict(key="copd", us="acute hypercapnic respiratory failure, AECOPD", uk="type 2 respiratory failure, IECOPD",
         short="AECOPD", vent="niv", press=False, rrt=False,
         hpi=["increasing dyspnoea and sputum purulence", "pH 7.21, PaCO2 high on arrival",
              "started on BiPAP in ED", "drowsy but rousable"],
         pmh=["COPD (GOLD 4)", "home O2 2 L", "cor pulmonale", "previous NIV x2"],
         abx_us=["doxycycline 100 mg PO BID", "prednisone 40 mg daily"], abx_uk=["doxycycline 200 mg then 100 mg OD",
                                                                                 "prednisolone 30 mg OD"],
         mods=dict(co2=2, ph=-0.15), micro="Sputum: Haemophilus influenzae"),
    dict(key="ich", us="spontaneous intracerebral hemorrhage with IVH", uk="spontaneous ICH with IVH",
         short="ICH", vent=True, press=True, rrt=False,
         hpi=["sudden headache then collapse", "GCS 5 on arrival", "CT: 60 mL L basal ganglia bleed, IVH, hydrocephalus",
              "EVD placed by neurosurgery"],
         pmh=["poorly controlled HTN", "alcohol excess"], abx_us=[], abx_uk=[], mods=dict(na=1.05), micro="Nil"),
    dict(key="od", us="acetaminophen overdose with acute liver failure", uk="paracetamol overdose, acute liver failure",
         short="ALF", vent=True, press=True, rrt=True,
         hpi=["staggered ingestion over 36 h", "NAC infusion started", "INR 6.2, lactate 5.1",
              "meets King's College criteria"],
         pmh=["depression", "previous self-harm"], abx_us=[], abx_uk=[],
         mods=dict(alt=80, inr=5, lact=3, cr=2.5, glu=0.6), micro="Nil"),
    dict(key="nf", us="necrotizing fasciitis R thigh, s/p debridement", uk="necrotising fasciitis R thigh post debridement",
         short="nec fasc", vent=True, press=True, rrt=False,
         hpi=["rapidly spreading erythema and pain out of proportion", "LRINEC 9", "radical debridement in OR",
              "relook planned in 24 h"],
         pmh=["T2DM (HbA1c 88)", "PVD", "obesity"], abx_us=["meropenem 1 g IV q8h", "clindamycin 900 mg IV q8h",
                                                         "vancomycin per pharmacy"],
         abx_uk=["meropenem 1 g IV TDS", "clindamycin 1.2 g IV QDS", "IVIG discussed with micro"],
         mods=dict(wbc=2.2, cr=1.8, ck=4, crp=3.5, lact=2.5), micro="Tissue: Streptococcus pyogenes (GAS)"),
    dict(key="asthma", us="near-fatal asthma", uk="life-threatening asthma", short="asthma", vent=True, press=False,
         rrt=False, hpi=["silent chest in ED", "magnesium 2 g IV, nebs back-to-back", "intubated for exhaustion",
                         "high airway pressures, permissive hypercapnia"],
         pmh=["brittle asthma", "previous ICU admission", "smoker"], abx_us=[], abx_uk=[],
         mods=dict(co2=2.2, ph=-0.2), micro="Nil"),
    dict(key="aki", us="AKI with severe hyperkalemia and metabolic acidosis", uk="AKI stage 3, hyperkalaemia",
         short="AKI/hyperK", vent=False, press=False, rrt=True,
         hpi=["poor oral intake and diarrhoea", "K 7.8 with peaked T waves", "calcium gluconate, insulin-dextrose",
              "anuric, CVVHDF started"],
         pmh=["CKD 3b", "HTN", "heart failure (EF 35%)", "on ramipril and spironolactone"], abx_us=[], abx_uk=[],
         mods=dict(k=1.7, cr=5, bun=3, hco3=-10, ph=-0.18), micro="Stool: C. difficile toxin negative"),
    dict(key="cs", us="cardiogenic shock after anterior STEMI, Impella CP", uk="cardiogenic shock post anterior STEMI",
         short="cardiogenic shock", vent=True, press=True, rrt=False,
         hpi=["LAD occlusion, PCI with 2 DES", "LVEF 15% on echo", "mechanical circulatory support inserted in cath lab",
              "SCAI stage D"],
         pmh=["T2DM", "ex-smoker", "HTN"], abx_us=[], abx_uk=[], mods=dict(lact=3, trop=80, cr=1.6),
         micro="Nil"),
    dict(key="gbs", us="Guillain-Barre syndrome with respiratory failure", uk="Guillain-Barre syndrome, ventilatory failure",
         short="GBS", vent=True, press=False, rrt=False,
         hpi=["ascending weakness over 6 days", "FVC fell to 12 mL/kg", "areflexic, bulbar weakness",
              "IVIG 0.4 g/kg/day started"],
         pmh=["recent diarrhoeal illness", "no PMH"], abx_us=[], abx_uk=[], mods=dict(), micro="Campylobacter serology pending"),
]

BRAIN_INJURY = {"ich", "ohca", "trauma"}

NORMAL = dict(na=139, k=4.1, cl=103, hco3=24, bun=16, cr=0.9, glu=110, wbc=8.5, hb=12.8, plt=240, inr=1.1,
              lact=1.0, alt=28, bili=0.8, crp=8, ca=9.0, mg=2.0, phos=3.4, alb=3.6, lip=40, ck=150, trop=0.01,
              ph=7.40, co2=40, pf=1.0, hco3a=24)


def labs(scen, rng, day=0):
    v = dict(NORMAL)
    m = scen["mods"]
    rec = max(0.35, 1.0 - 0.15 * day)
    for k, f in m.items():
        if k in ("ph", "hco3"):
            v[k] = v[k] + f * rec
        elif k == "ca":
            v[k] = v[k] + f * 2 * rec
        elif k in v:
            v[k] = v[k] * (1 + (f - 1) * rec) if f >= 1 else v[k] * (f + (1 - f) * (1 - rec))
    for k in list(v):
        if k == "ph":
            v[k] = v[k] + rng.uniform(-0.03, 0.03)
        else:
            v[k] = v[k] * (1 + rng.uniform(-0.07, 0.07))
    v["ph"] = round(max(6.85, min(7.55, v["ph"])), 2)
    v["hco3a"] = v["hco3"]
    return v


def fmt_bmp_us(v):
    return "Na %d, K %.1f, Cl %d, HCO3 %d, BUN %d, Cr %.2f, Glu %d" % (
        v["na"], v["k"], v["cl"], v["hco3"], v["bun"], v["cr"], v["glu"])


def fmt_cbc_us(v):
    return "WBC %.1f / Hgb %.1f / Hct %.1f / Plt %d" % (v["wbc"], v["hb"], v["hb"] * 3, v["plt"])


def fishbone_us(v):
    a = "%d" % v["na"]
    b = "%d" % v["cl"]
    c = "%d" % v["bun"]
    d = "%.1f" % v["k"]
    e = "%d" % v["hco3"]
    f = "%.1f" % v["cr"]
    return (" %-5s| %-5s| %-5s/\n" % (a, b, c) + "-------+------+-------< %d\n" % v["glu"] +
            " %-5s| %-5s| %-5s\\\n" % (d, e, f))


def fmt_uk_bloods(v):
    return ("Hb %d, WCC %.1f, Plt %d, Na %d, K %.1f, Ur %.1f, Cr %d, CRP %d, Bili %d, ALT %d, Alb %d, INR %.1f" % (
        v["hb"] * 10, v["wbc"], v["plt"], v["na"], v["k"], v["bun"] * 0.357, v["cr"] * 88.4, v["crp"] * 10,
        v["bili"] * 17.1, v["alt"], v["alb"] * 10, v["inr"]))


def fmt_lfts_us(v):
    return "AST %d ALT %d ALP %d Tbili %.1f Alb %.1f INR %.1f Lipase %d" % (
        v["alt"] * 1.2, v["alt"], 90, v["bili"], v["alb"], v["inr"], v["lip"])


def fmt_extra(v, country):
    if country == "US":
        return "Lactate %.1f mmol/L; Mg %.1f; Phos %.1f; iCa %.2f; Trop-I %.2f ng/mL; CK %d" % (
            v["lact"], v["mg"], v["phos"], v["ca"] / 8.0, v["trop"], v["ck"])
    return "Lactate %.1f; Mg %.2f; PO4 %.2f; adj Ca %.2f; hs-TnT %d ng/L; CK %d" % (
        v["lact"], v["mg"] / 2.43, v["phos"] / 3.1, v["ca"] / 4.0, v["trop"] * 1000, v["ck"])


def lab_rows(v, country):
    """(label, value string) rows for a trend table."""
    if country == "US":
        return [("WBC", "%.1f" % v["wbc"]), ("Hgb", "%.1f" % v["hb"]), ("Plt", "%d" % v["plt"]),
                ("Na", "%d" % v["na"]), ("K", "%.1f" % v["k"]), ("HCO3", "%d" % v["hco3"]),
                ("BUN", "%d" % v["bun"]), ("Cr", "%.2f" % v["cr"]), ("Lactate", "%.1f" % v["lact"]),
                ("INR", "%.1f" % v["inr"])]
    return [("Hb", "%d" % (v["hb"] * 10)), ("WCC", "%.1f" % v["wbc"]), ("Plt", "%d" % v["plt"]),
            ("Na", "%d" % v["na"]), ("K", "%.1f" % v["k"]), ("Urea", "%.1f" % (v["bun"] * 0.357)),
            ("Creat", "%d" % (v["cr"] * 88.4)), ("CRP", "%d" % (v["crp"] * 10)), ("Lac", "%.1f" % v["lact"]),
            ("INR", "%.1f" % v["inr"])]


def abg(scen, rng, country, k=0):
    v = labs(scen, rng, k)
    pco2 = NORMAL["co2"] * (1 + (scen["mods"].get("co2", 1) - 1) * max(0.3, 1 - 0.2 * k)) * rng.uniform(0.9, 1.1)
    if scen["key"] == "dka":
        pco2 = 18 + 6 * k
    pao2 = rng.uniform(58, 120) * (0.7 if scen["key"] == "ards" else 1)
    fio2 = rng.choice([0.35, 0.4, 0.5, 0.6, 0.8, 1.0]) if scen["vent"] else rng.choice([0.21, 0.28, 0.35, 0.4])
    be = (v["hco3"] - 24) * 1.1
    if country == "US":
        return dict(ph="%.2f" % v["ph"], pco2="%d" % pco2, po2="%d" % pao2, hco3="%d" % v["hco3"],
                    be="%+.1f" % be, lac="%.1f" % v["lact"], fio2="%.2f" % fio2, k="%.1f" % v["k"])
    return dict(ph="%.2f" % v["ph"], pco2="%.1f" % (pco2 / 7.5), po2="%.1f" % (pao2 / 7.5), hco3="%d" % v["hco3"],
                be="%+.1f" % be, lac="%.1f" % v["lact"], fio2="%.2f" % fio2, k="%.1f" % v["k"])


def abg_line(a, country):
    u = "mmHg" if country == "US" else "kPa"
    return "pH %s / PaCO2 %s / PaO2 %s %s / HCO3 %s / BE %s / lac %s on FiO2 %s" % (
        a["ph"], a["pco2"], a["po2"], u, a["hco3"], a["be"], a["lac"], a["fio2"])


def vitals(scen, rng, day=0):
    sick = max(0.2, 1 - 0.2 * day)
    hr = int(rng.uniform(80, 125) * (0.8 + 0.2 * sick))
    sbp = int(rng.uniform(85, 135) - 15 * sick * (1 if scen["press"] else 0))
    dbp = int(sbp * rng.uniform(0.5, 0.62))
    mapv = int((sbp + 2 * dbp) / 3)
    rr = int(rng.uniform(14, 30))
    spo2 = int(rng.uniform(89, 99))
    temp = round(rng.uniform(36.2, 38.9), 1)
    return dict(hr=hr, sbp=sbp, dbp=dbp, map=mapv, rr=rr, spo2=spo2, t=temp, uo=int(rng.uniform(15, 90)),
                cvp=int(rng.uniform(4, 16)), gcs=rng.choice([3, 6, 9, 11, 13, 14, 15]))


def vitals_line(v, country, rng):
    r = rng.randrange(3)
    tf = "%.1f C" % v["t"] if country == "UK" or rng.random() < 0.5 else "%.1f F" % (v["t"] * 9 / 5 + 32)
    if r == 0:
        return "T %s  HR %d  BP %d/%d (MAP %d)  RR %d  SpO2 %d%%" % (tf, v["hr"], v["sbp"], v["dbp"], v["map"], v["rr"], v["spo2"])
    if r == 1:
        return "HR %d SR, BP %d/%d, MAP %d, RR %d, sats %d%%, temp %s, UO %d mL/h" % (
            v["hr"], v["sbp"], v["dbp"], v["map"], v["rr"], v["spo2"], tf, v["uo"])
    return "Tmax %s | HR %d | BP %d/%d | MAP %d | RR %d | SpO2 %d%% | CVP %d" % (
        tf, v["hr"], v["sbp"], v["dbp"], v["map"], v["rr"], v["spo2"], v["cvp"])


def vent_line(scen, rng, country):
    if scen["vent"] == "niv":
        return "BiPAP IPAP %d / EPAP %d, FiO2 %.2f, RR %d, Vt ~%d mL" % (
            rng.choice([14, 16, 18, 20, 22]), rng.choice([5, 6, 8]), rng.choice([0.28, 0.35, 0.4]),
            rng.randrange(16, 28), rng.randrange(380, 560))
    if not scen["vent"]:
        return rng.choice(["HFNC 40 L/min FiO2 0.45", "NC 2 L/min", "Venturi 35%", "RA", "HFNO 50 L/min, FiO2 0.4",
                           "simple face mask 5 L"])
    peep = rng.choice([5, 8, 10, 12, 14, 16])
    fio2 = rng.choice([0.3, 0.35, 0.4, 0.5, 0.6, 0.7, 0.8])
    if rng.random() < 0.55:
        vt = rng.randrange(360, 520, 10)
        pplat = peep + rng.randrange(10, 17)
        return "%s VT %d mL (6 mL/kg PBW), RR %d, PEEP %d, FiO2 %.2f; Pplat %d, DP %d, Cstat %d" % (
            "AC/VC" if country == "US" else "CMV/VC", vt, rng.randrange(14, 30), peep, fio2, pplat, pplat - peep,
            int(vt / max(1, pplat - peep)))
    return "%s Pinsp %d above PEEP %d, RR %d, FiO2 %.2f, Vte %d-%d mL, Ti 1.0 s" % (
        "PC-AC" if country == "US" else "BIPAP (PC)", rng.randrange(12, 24), peep, rng.randrange(14, 28), fio2,
        rng.randrange(340, 420), rng.randrange(430, 520))


DRUGS = {
    "US": dict(nora="norepinephrine", epi="epinephrine", para="acetaminophen", ppi="pantoprazole 40 mg IV daily",
               vte="heparin 5000 units SC q8h", sed=["propofol 30 mcg/kg/min", "fentanyl 50 mcg/h",
                                                     "dexmedetomidine 0.6 mcg/kg/h", "midazolam 2 mg/h"],
               misc=["chlorhexidine 0.12% oral rinse BID", "senna 8.6 mg PO qHS", "docusate 100 mg BID",
                     "insulin regular sliding scale", "atorvastatin 40 mg daily", "thiamine 100 mg daily",
                     "famotidine 20 mg IV BID", "potassium chloride per protocol", "magnesium sulfate 2 g IV PRN",
                     "enoxaparin 40 mg SC daily", "polyethylene glycol 17 g daily", "metoprolol tartrate 12.5 mg BID"]),
    "UK": dict(nora="noradrenaline", epi="adrenaline", para="paracetamol", ppi="omeprazole 40 mg IV OD",
               vte="dalteparin 5000 units SC OD", sed=["propofol 2% 10 mL/h", "alfentanil 0.5 mg/h",
                                                        "clonidine 1 mcg/kg/h", "midazolam 2 mg/h",
                                                        "morphine 2 mg/h"],
               misc=["chlorhexidine 0.2% mouthwash QDS", "senna 15 mg ON", "lactulose 10 mL BD",
                     "VRIII per protocol", "atorvastatin 20 mg ON", "Pabrinex 2 pairs TDS",
                     "ranitidine 50 mg IV TDS", "Sando-K per protocol", "magnesium sulfate 20 mmol IV",
                     "enoxaparin 40 mg SC OD", "Movicol 1 sachet BD", "bisoprolol 1.25 mg OD",
                     "Hartmann's solution 80 mL/h"]),
}


def infusions(scen, rng, country):
    d = DRUGS[country]
    out = []
    if scen["press"]:
        out.append("%s %.2f mcg/kg/min" % (d["nora"], rng.choice([0.04, 0.08, 0.12, 0.18, 0.25, 0.32])))
        if rng.random() < 0.35:
            out.append("vasopressin 0.03 units/min")
    if scen["vent"] is True:
        out += rng.sample(d["sed"], 2)
    if scen["key"] == "dka":
        out.append("insulin infusion 0.1 units/kg/h (FRIII)" if country == "UK" else "insulin drip 0.1 units/kg/h")
    if scen["key"] == "od":
        out.append("acetylcysteine 100 mg/kg over 16 h")
    if scen["key"] == "cs":
        out.append("dobutamine 5 mcg/kg/min")
    if scen["key"] == "ich":
        out.append("nicardipine 5 mg/h" if country == "US" else "labetalol 1 mg/min")
    if scen["key"] == "ugib":
        out.append("octreotide 50 mcg/h" if country == "US" else "terlipressin 2 mg 6-hourly")
    if rng.random() < 0.3:
        out.append("furosemide 10 mg/h" if country == "US" else "furosemide 10 mg/h (target -1 L)")
    return out


def med_list(scen, rng, country):
    d = DRUGS[country]
    out = list(scen["abx_us"] if country == "US" else scen["abx_uk"])
    out += [d["ppi"], d["vte"], "%s 1 g %s q6h" % (d["para"], "IV" if rng.random() < 0.5 else "PO/NG")]
    out += rng.sample(d["misc"], rng.randrange(3, 7))
    if scen["key"] == "se":
        out.append("levetiracetam 1500 mg IV BD" if country == "UK" else "levetiracetam 1500 mg IV q12h")
    if scen["key"] in ("cap", "copd", "ards") and rng.random() < 0.5:
        out.append("hydrocortisone 50 mg IV q6h" if country == "US" else "hydrocortisone 50 mg IV QDS")
    return out


LOOKALIKE = [
    "GCS 15 (E4V5M6)", "RASS -2, CAM-ICU negative", "RASS 0, CAM-ICU positive (features 1, 2 and 4)",
    "Babinski downgoing bilaterally", "no Kernig or Brudzinski sign", "no Murphy's sign",
    "Cheyne-Stokes pattern overnight", "Foley draining clear urine", "Swan-Ganz not indicated",
    "Mallampati 3", "Cormack-Lehane grade 2 view", "Allen test normal", "Trendelenburg for line",
    "Bair Hugger on", "on Hamilton C6 ventilator", "Servo-u in PRVC", "Prismaflex circuit changed",
    "Alaris pumps checked", "Glasgow-Blatchford score 12", "CURB-65 of 3", "APACHE II 23", "SOFA 9",
    "NEWS2 7", "qSOFA 2", "Wells score low", "Child-Pugh C, MELD 27", "Braden 12", "Waterlow 20",
    "Morse fall score 45", "CPOT 2", "BPS 4", "Clinical Frailty Scale 4", "MRC sum score 36/60",
    "Murray lung injury score 3.0", "Berlin criteria met", "Richmond Agitation-Sedation Scale target -1 to 0",
    "PHQ-9 deferred", "Rockall 6", "HAS-BLED 3", "CHA2DS2-VASc 4", "Parkland formula not applicable",
    "Sengstaken tube on standby", "Ringer's lactate bolus 500 mL", "Guedel airway removed",
    "Macintosh 4 blade, bougie", "PiCCO calibrated: CI 2.1", "LiDCO: SVV 14%", "Berg balance deferred",
]

PMH_LOOK = ["Parkinson's disease", "Addison's disease", "Cushing's syndrome (iatrogenic)", "Hashimoto's thyroiditis",
            "Crohn's disease", "Barrett's oesophagus", "Bell's palsy (remote)", "Raynaud's", "Dupuytren's contracture",
            "Paget's disease of bone", "Meniere's disease", "Graves' disease", "Sjogren's syndrome",
            "Wolff-Parkinson-White (ablated)", "Takotsubo cardiomyopathy (recovered)", "Hodgkin lymphoma in remission",
            "Alzheimer's dementia (mild)", "Huntington's (FHx, untested)", "Down syndrome", "Marfan syndrome",
            "Wernicke's encephalopathy previously", "Conn's syndrome", "Gilbert's syndrome"]

ALLERGIES = ["NKDA", "NKDA", "NKDA", "penicillin (rash)", "sulfa (hives)", "codeine (vomiting)", "latex",
             "vancomycin (red man)", "morphine (itch)", "ACE inhibitor (angioedema)", "shellfish", "NKA"]

LINES = [("R IJ CVC, triple lumen", "R IJ quad-lumen CVC"), ("L radial arterial line", "L radial art line"),
         ("R femoral arterial line", "R femoral arterial line"), ("ETT 7.5 @ 23 cm at lips", "ETT 8.0 at 22 cm lips"),
         ("OGT, placement confirmed on CXR", "NGT, pH 4.5 aspirate"), ("Foley catheter", "urinary catheter (IDC)"),
         ("R subclavian CVC", "L IJ CVC"), ("L IJ dialysis catheter (Quinton)", "R femoral Vascath"),
         ("R chest tube 28 Fr to -20 cm H2O", "R ICD 28Fr on low suction"), ("PIV x2 (18 G L AC, 20 G R hand)",
                                                                             "PVC x2"),
         ("R PICC, 5 Fr double lumen", "L basilic PICC"), ("EVD at 10 cmH2O", "EVD set at 15 cm")]
