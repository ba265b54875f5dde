"""Clinical content for congenital heart disease notes.  Nothing in this
module is PHI: diagnoses (many eponymous), procedures, drugs and doses,
measurements, scores, device models, lab values and ranges."""
from doc import pick, chance


def L(key, dx, short, procs, meds, echo, issues, mwho, anticoag=False,
      pacing=False, fetal=None):
    return dict(key=key, dx=dx, short=short, procs=procs, meds=meds,
                echo=echo, issues=issues, mwho=mwho, anticoag=anticoag,
                pacing=pacing, fetal=fetal)


LESIONS = [
    L("tof", "Tetralogy of Fallot", "ToF",
      [("complete repair (VSD patch closure, transannular patch)", 0.2, 1.0),
       ("percutaneous pulmonary valve implantation (Melody TPV 22)", 9, 30)],
      ["nil regular", "bisoprolol 2.5 mg OD"],
      ["moderate-severe pulmonary regurgitation, broad colour jet, diastolic flow reversal in the branch PAs",
       "RV dilated, TAPSE 1.7 cm, no residual VSD",
       "well-seated pulmonary valve, peak velocity 2.4 m/s, trivial PR"],
      ["exercise intolerance", "RV dilatation on CMR (RVEDVi 158 mL/m2)",
       "QRS duration 168 ms", "non-sustained VT on Holter"],
      "mWHO II", fetal="overriding aorta with a subaortic VSD and small pulmonary trunk; forward flow in the arterial duct"),
    L("tga", "Transposition of the great arteries (d-TGA) with intact ventricular septum", "TGA",
      [("balloon atrial septostomy (Rashkind)", 0.0, 0.01),
       ("arterial switch operation (Jatene) with Lecompte manoeuvre", 0.01, 0.05)],
      ["nil regular", "aspirin 75 mg OD"],
      ["mild supravalvar pulmonary stenosis, peak gradient 28 mmHg",
       "neo-aortic root 34 mm (Z +2.9), mild neo-aortic regurgitation",
       "good biventricular function, no regional wall motion abnormality"],
      ["neo-aortic root dilatation", "branch PA stenosis", "coronary ostial assessment due"],
      "mWHO II", fetal="great arteries arise in parallel; aorta from the right ventricle, restrictive foramen ovale not seen"),
    L("atrial_switch", "d-TGA, post Mustard atrial switch; systemic right ventricle", "TGA/Mustard",
      [("Mustard atrial switch", 0.4, 1.2), ("baffle stent for SVC baffle obstruction", 15, 35)],
      ["ramipril 2.5 mg OD", "bisoprolol 1.25 mg OD", "furosemide 40 mg OM"],
      ["systemic RV moderately impaired, FAC 28%", "moderate systemic (tricuspid) AV valve regurgitation",
       "unobstructed pulmonary venous pathway, mean gradient 3 mmHg"],
      ["sinus node dysfunction", "intra-atrial re-entrant tachycardia", "systemic RV failure"],
      "mWHO III", pacing=True),
    L("hlhs", "Hypoplastic left heart syndrome (mitral atresia / aortic atresia)", "HLHS",
      [("Norwood procedure with RV-PA (Sano) conduit", 0.01, 0.03),
       ("bidirectional cavopulmonary (Glenn) shunt", 0.3, 0.6),
       ("extracardiac Fontan completion (18 mm conduit, 4 mm fenestration)", 2.5, 4.5)],
      ["aspirin 5 mg/kg OD", "enalapril 0.1 mg/kg BD", "warfarin (INR target 2.0-3.0)", "sildenafil 1 mg/kg TDS"],
      ["good systemic RV function, mild tricuspid regurgitation",
       "unobstructed Fontan conduit with phasic low-velocity flow", "small right-to-left flow across the fenestration"],
      ["resting saturations 88-90%", "protein-losing enteropathy surveillance", "Fontan-associated liver disease screening"],
      "mWHO III-IV", anticoag=True,
      fetal="small left ventricle with no inflow, retrograde flow in the transverse arch, restrictive atrial septum to be excluded"),
    L("ta", "Tricuspid atresia with normally related great arteries", "TA",
      [("modified Blalock-Taussig shunt (3.5 mm)", 0.01, 0.05),
       ("bidirectional Glenn", 0.4, 0.8), ("lateral tunnel Fontan", 3, 5)],
      ["aspirin 75 mg OD", "warfarin (INR target 2.0-3.0)"],
      ["good LV function, EF 56%", "unobstructed Fontan pathway", "mild mitral regurgitation"],
      ["atrial flutter", "plastic bronchitis excluded"],
      "mWHO III", anticoag=True,
      fetal="no flow across the right AV junction, hypoplastic RV, VSD with normally related arteries"),
    L("avsd", "Complete atrioventricular septal defect (Rastelli type A), trisomy 21", "AVSD",
      [("complete AVSD repair (two-patch technique)", 0.25, 0.6),
       ("left AV valve repair (cleft closure)", 5, 20)],
      ["furosemide 1 mg/kg BD", "spironolactone 1 mg/kg BD", "captopril 0.5 mg/kg TDS"],
      ["moderate left AV valve regurgitation, no stenosis (mean gradient 4 mmHg)",
       "no residual atrial or ventricular shunt", "LV mildly dilated, EF 62%"],
      ["left AV valve regurgitation", "obstructive sleep apnoea", "hypothyroidism on levothyroxine"],
      "mWHO II-III", fetal="common atrioventricular valve with a primum ASD and inlet VSD; balanced ventricles"),
    L("vsd", "Perimembranous ventricular septal defect", "pmVSD",
      [("surgical VSD closure (Dacron patch)", 0.3, 1.5)],
      ["nil regular", "furosemide 1 mg/kg BD"],
      ["small restrictive perimembranous VSD, left-to-right, peak velocity 4.8 m/s",
       "no aortic valve prolapse, no AR", "normal LV size (LVIDd Z +0.6)"],
      ["endocarditis risk counselling", "tricuspid pouch partially closing the defect"],
      "mWHO I", fetal="small perimembranous VSD with left-to-right flow"),
    L("asd", "Secundum atrial septal defect", "ASD II",
      [("transcatheter ASD closure (Amplatzer Septal Occluder 18 mm)", 3, 12)],
      ["nil regular", "aspirin 75 mg OD for 6 months post device"],
      ["well-positioned septal occluder, no residual shunt", "RV no longer dilated", "normal biventricular function"],
      ["palpitations", "device erosion counselling"],
      "mWHO I"),
    L("coarct", "Coarctation of the aorta with bicuspid aortic valve", "CoA",
      [("coarctation repair (extended end-to-end anastomosis)", 0.01, 0.2),
       ("balloon dilatation and stenting of re-coarctation (CP stent 39 mm)", 8, 25)],
      ["amlodipine 5 mg OD", "nil regular", "losartan 50 mg OD"],
      ["no residual arch obstruction, descending aorta peak velocity 1.9 m/s without diastolic tail",
       "bicuspid aortic valve (fusion of right and left coronary cusps), mild AS, peak velocity 2.6 m/s",
       "ascending aorta 38 mm"],
      ["hypertension on ambulatory monitoring", "intracranial aneurysm screening discussed"],
      "mWHO II-III", fetal="ventricular disproportion with a small aortic isthmus; coarctation cannot be excluded"),
    L("as", "Congenital aortic stenosis (bicuspid valve)", "AS",
      [("balloon aortic valvuloplasty", 0.01, 2), ("Ross procedure", 8, 30)],
      ["nil regular", "aspirin 75 mg OD"],
      ["moderate aortic stenosis, peak velocity 3.8 m/s, mean gradient 31 mmHg",
       "mild-moderate AR", "LV hypertrophy, septum 12 mm"],
      ["exertional chest tightness", "neo-aortic root dilatation after Ross"],
      "mWHO II-III"),
    L("ps", "Valvar pulmonary stenosis", "PS",
      [("balloon pulmonary valvuloplasty", 0.05, 3)],
      ["nil regular"],
      ["mild residual pulmonary stenosis, peak gradient 22 mmHg", "mild PR", "normal RV size and function"],
      ["Noonan syndrome features (PTPN11 variant)"],
      "mWHO I"),
    L("ebstein", "Ebstein anomaly of the tricuspid valve", "Ebstein",
      [("cone reconstruction of the tricuspid valve", 4, 20)],
      ["nil regular", "flecainide 50 mg BD"],
      ["apical displacement of the septal leaflet 22 mm/m2", "moderate tricuspid regurgitation",
       "atrialised RV, functional RV mildly impaired"],
      ["Wolff-Parkinson-White pattern, accessory pathway ablated", "exercise intolerance"],
      "mWHO II-III", fetal="apically displaced septal tricuspid leaflet, severe TR and cardiomegaly (CT ratio 0.62)"),
    L("cctga", "Congenitally corrected TGA (levo-TGA) with VSD", "ccTGA",
      [("dual-chamber pacemaker for complete heart block", 5, 30)],
      ["ramipril 2.5 mg OD", "nil regular"],
      ["systemic RV mildly impaired", "moderate systemic AV valve regurgitation", "small residual VSD"],
      ["complete heart block", "systemic AV valve regurgitation"],
      "mWHO III", pacing=True, fetal="atrioventricular and ventriculo-arterial discordance; ventricular rate 58 bpm"),
    L("pda", "Patent arterial duct", "PDA",
      [("transcatheter duct occlusion (Amplatzer Duct Occluder II 4-4)", 0.8, 6)],
      ["nil regular"],
      ["no residual ductal flow", "normal LV dimensions", "no LPA or aortic flow acceleration"],
      ["discharge from follow-up planned"], "mWHO I"),
    L("truncus", "Common arterial trunk (truncus arteriosus type I), 22q11.2 deletion", "CAT",
      [("truncus repair with 12 mm RV-PA conduit (Contegra)", 0.02, 0.1),
       ("RV-PA conduit replacement (20 mm homograft)", 4, 12)],
      ["nil regular", "calcium carbonate supplement"],
      ["conduit peak velocity 3.6 m/s, moderate conduit regurgitation", "mild truncal valve regurgitation",
       "estimated RV pressure 55 mmHg + RAP"],
      ["hypocalcaemia", "speech and language delay", "conduit stenosis"],
      "mWHO II-III", fetal="single arterial trunk overriding a VSD with a dysplastic truncal valve"),
    L("tapvd", "Obstructed total anomalous pulmonary venous drainage (supracardiac)", "TAPVD",
      [("TAPVD repair", 0.0, 0.05)],
      ["nil regular", "sildenafil 0.5 mg/kg TDS"],
      ["unobstructed confluence-to-LA anastomosis, mean gradient 2 mmHg", "normal RV pressure"],
      ["pulmonary vein stenosis surveillance"], "mWHO II"),
    L("williams", "Williams syndrome with supravalvar aortic stenosis", "SVAS",
      [("supravalvar aortic stenosis repair (Doty repair)", 2, 10)],
      ["nil regular", "amlodipine 2.5 mg OD"],
      ["peak supravalvar gradient 36 mmHg", "mild branch PA stenosis", "normal LV function"],
      ["hypertension", "hypercalcaemia in infancy"], "mWHO II-III"),
    L("marfan", "Marfan syndrome (FBN1 pathogenic variant) with aortic root dilatation", "Marfan",
      [("valve-sparing aortic root replacement (David procedure)", 14, 35)],
      ["losartan 50 mg OD", "bisoprolol 5 mg OD"],
      ["aortic root 41 mm at the sinuses (Z +3.8)", "mitral valve prolapse with mild MR", "no AR"],
      ["ectopia lentis", "scoliosis", "aortic root growth 1 mm/year"], "mWHO IV if root > 45 mm"),
    L("mvr", "Shone complex (parachute mitral valve and coarctation), mechanical MVR", "Shone/MVR",
      [("coarctation repair", 0.01, 0.1), ("mechanical mitral valve replacement (On-X 25 mm)", 6, 25)],
      ["warfarin (INR target 2.5-3.5)", "bisoprolol 2.5 mg OD", "aspirin 75 mg OD"],
      ["well-functioning mechanical mitral valve, mean gradient 5 mmHg at HR 72", "no paravalvular leak", "LV EF 55%"],
      ["anticoagulation education", "prosthetic valve thrombosis risk in pregnancy"],
      "mWHO III", anticoag=True),
    L("eisenmenger", "Unrepaired large VSD with Eisenmenger syndrome", "Eisenmenger",
      [],
      ["bosentan 125 mg BD", "sildenafil 20 mg TDS", "ferrous fumarate 210 mg OD"],
      ["bidirectional shunting across a large non-restrictive VSD", "RV hypertrophy, systemic RV pressure",
       "RV function preserved, TAPSE 1.9 cm"],
      ["cyanosis, resting saturations 82%", "iron deficiency", "haemoptysis (single episode)"],
      "mWHO IV"),
    L("pa_vsd", "Pulmonary atresia with VSD and MAPCAs", "PA/VSD",
      [("unifocalisation and central shunt", 0.2, 1), ("complete repair with 16 mm RV-PA conduit", 1, 4)],
      ["aspirin 75 mg OD", "nil regular"],
      ["RV-PA conduit peak velocity 3.1 m/s", "estimated RV systolic pressure 60% systemic", "mild RV hypertrophy"],
      ["branch PA stenosis", "conduit replacement planning"],
      "mWHO III", fetal="no antegrade pulmonary flow, VSD with overriding aorta; collateral vessels from the descending aorta"),
    L("dorv", "Double-outlet right ventricle with subaortic VSD", "DORV",
      [("intraventricular tunnel repair", 0.3, 1.5)],
      ["nil regular"],
      ["unobstructed LV-to-aorta tunnel, peak velocity 1.5 m/s", "mild subpulmonary stenosis", "good ventricular function"],
      ["subaortic stenosis surveillance"], "mWHO II"),
]

BY_KEY = {l["key"]: l for l in LESIONS}
FETAL_KEYS = sorted(l["key"] for l in LESIONS if l["fetal"])
ANTICOAG_KEYS = sorted(l["key"] for l in LESIONS if l["anticoag"])
PACING_KEYS = sorted(l["key"] for l in LESIONS if l["pacing"])

EXTRA_FETAL = [
    ("fetal complete heart block (maternal anti-Ro/SSA antibodies)", "ventricular rate 54 bpm with AV dissociation on M-mode; mild pericardial effusion"),
    ("fetal supraventricular tachycardia", "1:1 AV conduction at 236 bpm, short VA interval; no hydrops"),
    ("multiple cardiac rhabdomyomas", "three echogenic masses in the ventricular septum and RV free wall, largest 9 mm; no inflow obstruction"),
    ("right aortic arch with aberrant left subclavian artery", "U-shaped vascular ring configuration on the 3VT view; intracardiac anatomy normal"),
    ("normal fetal heart", "four-chamber view, outflow tracts, 3VV and 3VT views normal; normal rhythm"),
]

SCORES_PREG = ["CARPREG II score %d (predicted cardiac event risk %d%%)",
               "ZAHARA score %.1f", "modified WHO class %s"]

DRUGS_EXTRA = ["atorvastatin 20 mg nocte", "omeprazole 20 mg OD", "levothyroxine 50 micrograms OD",
               "ferrous sulfate 200 mg OD", "cetirizine 10 mg PRN", "salbutamol inhaler PRN",
               "vitamin D 1000 units OD", "folic acid 5 mg OD", "sertraline 50 mg OD",
               "combined oral contraceptive (stopped)", "etonogestrel implant", "levonorgestrel IUS (Mirena)",
               "melatonin 2 mg nocte", "movicol 1 sachet OD"]

ECG = ["sinus rhythm, HR %d bpm, RBBB, QRS %d ms", "sinus rhythm %d bpm, QRS %d ms, normal axis",
       "atrial paced rhythm %d bpm, QRS %d ms", "sinus rhythm %d bpm, right axis deviation, RVH, QRS %d ms",
       "junctional rhythm %d bpm, QRS %d ms", "sinus rhythm %d bpm, first-degree AV block, QRS %d ms"]


def ecg(rng, key=None):
    opts = [e for e in ECG if "paced" not in e or key in PACING_KEYS]
    return pick(rng, opts) % (rng.randrange(58, 120), rng.randrange(80, 180))


def obs(rng, child=True, cyan=False):
    hr = rng.randrange(70, 130) if child else rng.randrange(55, 95)
    sbp = rng.randrange(88, 122) if child else rng.randrange(104, 142)
    dbp = rng.randrange(48, 78)
    sat = rng.randrange(78, 92) if cyan else rng.randrange(95, 101)
    return "HR %d bpm, BP %d/%d mmHg (right arm), SpO2 %d%% in air, RR %d" % (
        hr, sbp, dbp, sat, rng.randrange(14, 32) if child else rng.randrange(12, 20))


def growth_vals(rng, age_y):
    f = 0.88 + rng.random() * 0.26
    if age_y < 1:
        return (3.3 + age_y * 6.5) * f, 50 + age_y * 25
    if age_y < 13:
        return (2 * age_y + 8) * f, 75 + 6 * age_y + rng.randrange(-5, 6)
    if age_y < 18:
        return (45 + (age_y - 13) * 4) * f, 150 + (age_y - 13) * 4 + rng.randrange(-8, 12)
    return (58 + rng.random() * 35), 152 + rng.randrange(0, 40)


def bsa(w, h):
    return (w * h / 3600.0) ** 0.5


def growth(rng, age_y, vals=None):
    w, h = vals or growth_vals(rng, age_y)
    if age_y < 1:
        return "weight %.2f kg (%s centile), length %d cm" % (w, pick(rng, ["2nd", "9th", "25th", "50th", "75th"]), h)
    return "weight %.1f kg, height %d cm, BMI %.1f kg/m2" % (w, h, w / ((h / 100.0) ** 2))


MURMURS = ["2/6 ejection systolic murmur at the left upper sternal edge",
           "soft 1/6 systolic murmur, no diastolic component",
           "3/6 pansystolic murmur at the left lower sternal edge, no thrill",
           "to-and-fro murmur at the left upper sternal edge",
           "single second heart sound, no murmur", "crisp mechanical valve clicks",
           "heart sounds normal, no murmur", "continuous murmur at the left infraclavicular area"]


def exam(rng, cyan=False, key=None):
    if key == "mvr":
        s = "crisp mechanical valve clicks"
    else:
        s = pick(rng, [m for m in MURMURS if "mechanical" not in m])
    extra = pick(rng, ["no hepatomegaly", "liver edge 1 cm", "femoral pulses easily palpable",
                       "well-healed sternotomy scar", "chest clear", "no peripheral oedema",
                       "clubbing present" if cyan else "no clubbing"])
    return s + "; " + extra


def labs(rng, cc, cyan=False):
    si = cc not in ("US",)
    hb = rng.randrange(170, 215) if cyan else rng.randrange(112, 158)
    parts = []
    parts.append("Hb %d g/L" % hb if si else "Hgb %.1f g/dL" % (hb / 10.0))
    parts.append("plt %d" % rng.randrange(140, 390))
    parts.append("Na %d" % rng.randrange(134, 145))
    parts.append("K %.1f" % (rng.randrange(35, 51) / 10.0))
    parts.append(("creat %d umol/L" % rng.randrange(38, 95)) if si else ("Cr %.2f mg/dL" % (rng.randrange(40, 105) / 100.0)))
    if chance(rng, 0.6):
        parts.append("NT-proBNP %d ng/L (ref < 125)" % rng.randrange(40, 1900))
    if chance(rng, 0.5):
        parts.append(("ferritin %d ug/L" % rng.randrange(6, 140)) if si else ("ferritin %d ng/mL" % rng.randrange(6, 140)))
    if chance(rng, 0.4):
        parts.append("ALT %d U/L, GGT %d U/L" % (rng.randrange(12, 80), rng.randrange(14, 120)))
    if chance(rng, 0.3):
        parts.append("TSH %.1f mU/L" % (rng.randrange(5, 45) / 10.0))
    if chance(rng, 0.3):
        parts.append("albumin %d g/L" % rng.randrange(28, 46))
    return ", ".join(parts)


def echo_table(rng, bsa):
    """Rows of (measure, value, z) for a structured echo report."""
    rows = []

    def z():
        return "%+.1f" % (rng.randrange(-25, 35) / 10.0)
    rows.append(("IVSd", "%.1f cm" % (0.3 + bsa * 0.35 + rng.random() * 0.2), z()))
    rows.append(("LVIDd", "%.1f cm" % (1.8 + bsa * 1.6 + rng.random() * 0.5), z()))
    rows.append(("LVIDs", "%.1f cm" % (1.1 + bsa * 1.0 + rng.random() * 0.4), z()))
    rows.append(("LVPWd", "%.1f cm" % (0.3 + bsa * 0.3 + rng.random() * 0.2), z()))
    rows.append(("FS", "%d %%" % rng.randrange(24, 42), ""))
    rows.append(("EF (Simpson biplane)", "%d %%" % rng.randrange(42, 70), ""))
    rows.append(("Aortic annulus", "%.1f mm" % (8 + bsa * 9 + rng.random() * 3), z()))
    rows.append(("Aortic root (sinus)", "%.1f mm" % (12 + bsa * 13 + rng.random() * 4), z()))
    rows.append(("MPA", "%.1f mm" % (9 + bsa * 10 + rng.random() * 3), z()))
    rows.append(("TAPSE", "%.1f cm" % (0.9 + bsa * 0.6 + rng.random() * 0.5), z()))
    rows.append(("MV E/A", "%.1f" % (1.0 + rng.random() * 1.2), ""))
    rows.append(("E/e' (lateral)", "%.1f" % (5 + rng.random() * 8), ""))
    return rows


def cath_table(rng, fontan=False):
    rows = []
    if fontan:
        rows.append(("SVC", "%d" % rng.randrange(10, 17), "%d %%" % rng.randrange(55, 72)))
        rows.append(("IVC / Fontan conduit", "%d" % rng.randrange(10, 17), "%d %%" % rng.randrange(58, 74)))
        rows.append(("LPA", "%d" % rng.randrange(9, 16), "-"))
        rows.append(("RPA", "%d" % rng.randrange(9, 16), "-"))
        rows.append(("PCWP", "a %d, v %d, m %d" % (rng.randrange(6, 10), rng.randrange(7, 11), rng.randrange(5, 9)), "-"))
        rows.append(("Systemic ventricle", "%d/%d" % (rng.randrange(85, 110), rng.randrange(5, 12)), "-"))
        rows.append(("Aorta", "%d/%d (m %d)" % (rng.randrange(85, 110), rng.randrange(45, 60), rng.randrange(60, 80)), "%d %%" % rng.randrange(86, 95)))
    else:
        rows.append(("SVC", "-", "%d %%" % rng.randrange(62, 78)))
        rows.append(("RA", "a %d, v %d, m %d" % (rng.randrange(5, 10), rng.randrange(4, 9), rng.randrange(3, 8)), "%d %%" % rng.randrange(66, 82)))
        rows.append(("RV", "%d/%d" % (rng.randrange(25, 75), rng.randrange(3, 10)), "%d %%" % rng.randrange(66, 84)))
        rows.append(("MPA", "%d/%d (m %d)" % (rng.randrange(20, 45), rng.randrange(8, 16), rng.randrange(12, 28)), "%d %%" % rng.randrange(68, 86)))
        rows.append(("PCWP", "m %d" % rng.randrange(6, 14), "-"))
        rows.append(("LV", "%d/%d" % (rng.randrange(90, 125), rng.randrange(6, 14)), "-"))
        rows.append(("Desc Ao", "%d/%d (m %d)" % (rng.randrange(90, 125), rng.randrange(50, 70), rng.randrange(65, 85)), "%d %%" % rng.randrange(95, 100)))
    return rows


CATH_FOR = {"asd": [1], "pda": [2], "coarct": [3, 6], "tof": [4, 0], "truncus": [4, 0], "pa_vsd": [0, 9],
             "hlhs": [5, 6, 9], "ta": [5, 6, 9], "ps": [7], "tga": [8, 0], "eisenmenger": [6]}
CATH_INTERVENTIONS = [
    ("balloon dilatation of LPA stenosis", "Tyshak II 8 mm x 2 cm balloon, waist abolished at 6 atm", None),
    ("ASD device closure", "Amplatzer Septal Occluder 20 mm deployed after balloon sizing (stop-flow 18 mm)", "device"),
    ("PDA occlusion", "Amplatzer Piccolo Occluder 4-4 via antegrade approach", "device"),
    ("coarctation stenting", "CP stent 8-zig 34 mm on a 14 mm BIB balloon; gradient 24 -> 3 mmHg", "device"),
    ("percutaneous pulmonary valve implantation", "pre-stented with Andrastent 39 mm; Melody TPV 22 on 22 mm Ensemble", "device"),
    ("Fontan fenestration closure", "test occlusion with 10 mm sizing balloon, then Gore Cardioform 15 mm", "device"),
    ("diagnostic study only", "no intervention; pulmonary vasoreactivity testing with iNO 20 ppm", None),
    ("balloon pulmonary valvuloplasty", "Tyshak II 12 mm balloon (balloon:annulus 1.2); gradient 58 -> 14 mmHg", None),
    ("balloon atrial septostomy", "Miller-Edwards balloon, three pull-throughs, atrial septal defect 6 mm post", None),
    ("coil embolisation of aortopulmonary collateral", "two 0.035\" 5 mm x 5 cm coils; no residual flow", "device"),
]

PACE_DEVICES = [
    ("Medtronic Azure XT DR MRI", "W1DR01"), ("Abbott Assurity MRI", "PM2272"),
    ("Boston Scientific Accolade MRI DR", "L331"), ("Biotronik Edora 8 DR-T", "407145"),
    ("Medtronic Micra AV", "MC1AVR1"), ("Medtronic Cobalt XT VR ICD", "DVPA2D1"),
    ("Boston Scientific Emblem MRI S-ICD", "A219"), ("Abbott Gallant DR ICD", "CDDRA500Q"),
]
LEADS = [("Medtronic CapSureFix Novus 5076", "5076"), ("Abbott Tendril STS 2088TC", "2088TC"),
         ("Medtronic SelectSecure 3830", "3830"), ("Boston Scientific Ingevity+ 7841", "7841"),
         ("Medtronic CapSure Epi 4965 (epicardial)", "4965")]
INR_METERS = ["CoaguChek XS", "CoaguChek INRange", "CoaguChek Pro II", "microINR"]
OXIMETERS = ["Masimo Rad-5", "Nonin 9590 Onyx Vantage", "Nellcor PM10N"]
MONITORS = ["CareLink SmartSync", "Merlin@home transmitter", "Latitude NXT communicator",
            "MyCareLink Heart app", "CardioMessenger Smart"]

SYNDROMES = ["trisomy 21", "22q11.2 deletion syndrome", "Turner syndrome (45,X)", "Noonan syndrome",
             "Williams syndrome", "Alagille syndrome (JAG1)", "Holt-Oram syndrome", "CHARGE syndrome",
             "Kabuki syndrome", "no syndromic diagnosis (normal microarray)"]

NEG_EPONYMS = ["Kawasaki disease was excluded", "no Horner syndrome after the thoracotomy",
               "Down syndrome", "Glenn physiology", "Fontan circulation", "Blalock-Taussig shunt",
               "Valsalva manoeuvre terminated the tachycardia", "Wenckebach on Holter overnight",
               "Eisenmenger physiology", "Scimitar syndrome excluded on CT",
               "Raynaud phenomenon", "Bernoulli equation", "Doppler"]

EXERCISE = ["CPET: peak VO2 %d mL/kg/min (%d%% predicted), VE/VCO2 slope %d, no arrhythmia",
            "6-minute walk %d m, nadir SpO2 %d%%, Borg %d",
            "treadmill (Bruce) %d min, peak HR %d bpm, no ST change, BP response normal"]


def exercise(rng):
    k = rng.randrange(3)
    if k == 0:
        return EXERCISE[0] % (rng.randrange(18, 40), rng.randrange(45, 95), rng.randrange(26, 42))
    if k == 1:
        return EXERCISE[1] % (rng.randrange(320, 620), rng.randrange(78, 96), rng.randrange(2, 7))
    return EXERCISE[2] % (rng.randrange(6, 15), rng.randrange(150, 195))


def gest(rng, lo=18, hi=40):
    return "%d+%d" % (rng.randrange(lo, hi + 1), rng.randrange(7))


def blood_gas(rng):
    return "pH %.2f, pCO2 %.1f kPa, pO2 %.1f kPa, BE %+.1f, lactate %.1f mmol/L" % (
        7.18 + rng.random() * 0.24, 4.2 + rng.random() * 3.5, 2.8 + rng.random() * 4.0,
        -8 + rng.random() * 8, 0.9 + rng.random() * 5)


def infusions(rng, weight):
    out = ["alprostadil (PGE1) %d ng/kg/min" % pick(rng, [5, 10, 15, 20, 50])]
    if chance(rng, 0.4):
        out.append("milrinone 0.5 microgram/kg/min")
    if chance(rng, 0.3):
        out.append("adrenaline 0.05 microgram/kg/min")
    if chance(rng, 0.4):
        out.append("morphine 20 microgram/kg/h")
    out.append("maintenance fluids 10%% glucose at %d mL/kg/day" % pick(rng, [60, 80, 100]))
    return out


INR_DRUGS = ["amoxicillin 500 mg TDS for 5 days (dental abscess)", "clarithromycin started by GP",
             "prednisolone 30 mg OD (asthma flare)", "fluconazole single dose", "paracetamol regular for 1 week",
             "no new medicines", "no new medicines", "started cranberry juice (advised to stop)",
             "amiodarone loading", "carbamazepine dose increased"]

SCHOOL_SIGNS = ["looks blue or grey around the lips", "says the heart is racing or pounding",
                "faints or nearly faints", "complains of chest pain with exercise",
                "is unusually short of breath or cannot keep up", "is unusually pale, sweaty or floppy",
                "has a fit or loses consciousness"]


def dx_lower(les, first_part=True):
    dx = les["dx"].split(",")[0] if first_part else les["dx"]
    if dx.split(" ")[0] in ("Ebstein", "Williams", "Marfan"):
        return dx
    return dx[0].lower() + dx[1:]
