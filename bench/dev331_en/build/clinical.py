"""Clinical (non-PHI) content for inherited cardiac conditions notes.

Everything here is a hard negative: diagnoses with eponyms, genes, HGVS
variants, drugs and doses, device models, measurements, scores, criteria.
"""

CONDS = {
    "HCM": dict(
        name="hypertrophic cardiomyopathy", abbr="HCM",
        genes=[("MYBPC3", "NM_000256.3", ["c.1504C>T p.(Arg502Trp)", "c.2373dupG p.(Trp792Valfs*41)",
                                          "c.3330+2T>G", "c.1458-1G>A", "c.2827C>T p.(Arg943Ter)"]),
               ("MYH7", "NM_000257.4", ["c.1208G>A p.(Arg403Gln)", "c.2167C>T p.(Arg723Cys)",
                                        "c.1988G>A p.(Arg663His)", "c.4130C>T p.(Thr1377Met)"]),
               ("TNNT2", "NM_001001430.3", ["c.236T>A p.(Ile79Asn)", "c.274C>T p.(Arg92Trp)"]),
               ("TNNI3", "NM_000363.5", ["c.433C>T p.(Arg145Trp)", "c.485G>A p.(Arg162Gln)"]),
               ("MYL2", "NM_000432.4", ["c.173G>A p.(Arg58Gln)"]),
               ("TPM1", "NM_001018005.2", ["c.523G>A p.(Asp175Asn)"])],
        meds=["bisoprolol 5 mg OD", "bisoprolol 2.5 mg once daily", "verapamil MR 120 mg OD",
              "mavacamten 5 mg daily", "disopyramide MR 250 mg BD", "metoprolol succinate 50 mg daily",
              "apixaban 5 mg BD"],
        features=["maximal LV wall thickness of {mwt} mm in the basal anteroseptum",
                  "asymmetric septal hypertrophy (septum {mwt} mm, posterior wall 9 mm)",
                  "resting LVOT gradient {grad} mmHg rising to {grad2} mmHg with Valsalva",
                  "systolic anterior motion of the mitral valve with mild posteriorly directed MR",
                  "patchy mid-wall LGE in the hypertrophied segments"],
        risk="HCM Risk-SCD 5-year estimate {risk}%"),
    "DCM": dict(
        name="dilated cardiomyopathy", abbr="DCM",
        genes=[("TTN", "NM_001267550.2", ["c.59926+1G>A", "c.84043C>T p.(Gln28015Ter)", "c.95134delA p.(Thr31712Leufs*9)"]),
               ("LMNA", "NM_170707.4", ["c.1130G>A p.(Arg377His)", "c.16C>T p.(Gln6Ter)", "c.568C>T p.(Arg190Trp)"]),
               ("RBM20", "NM_001134363.3", ["c.1907G>A p.(Arg636His)"]),
               ("FLNC", "NM_001458.5", ["c.5669-1delG", "c.7251+1G>A"]),
               ("PLN", "NM_002667.5", ["c.40_42delAGA p.(Arg14del)"]),
               ("DSP", "NM_004415.4", ["c.5851C>T p.(Arg1951Ter)"])],
        meds=["sacubitril/valsartan 49/51 mg BD", "ramipril 5 mg OD", "bisoprolol 7.5 mg OD",
              "eplerenone 25 mg OD", "dapagliflozin 10 mg OD", "furosemide 40 mg mane",
              "spironolactone 25 mg daily", "ivabradine 5 mg BD"],
        features=["LVEF {ef}% with global hypokinesis", "LVEDV indexed {edvi} mL/m2",
                  "mid-wall septal LGE (Yamada-pattern absent)", "first-degree AV block (PR 236 ms)",
                  "non-sustained VT on ambulatory monitoring"],
        risk="estimated 5-year risk of life-threatening VA {risk}% (DCM/LMNA calculator)"),
    "ARVC": dict(
        name="arrhythmogenic right ventricular cardiomyopathy", abbr="ARVC",
        genes=[("PKP2", "NM_004572.4", ["c.2146-1G>C", "c.1237C>T p.(Arg413Ter)", "c.235C>T p.(Arg79Ter)"]),
               ("DSG2", "NM_001943.5", ["c.137G>A p.(Arg46Gln)"]),
               ("DSC2", "NM_024422.6", ["c.1660C>T p.(Gln554Ter)"]),
               ("DSP", "NM_004415.4", ["c.273+5G>A", "c.1339C>T p.(Gln447Ter)"]),
               ("TMEM43", "NM_024334.3", ["c.1073C>T p.(Ser358Leu)"])],
        meds=["bisoprolol 5 mg OD", "sotalol 80 mg BD", "flecainide 100 mg BD", "nadolol 40 mg OD"],
        features=["T-wave inversion V1-V3", "epsilon wave in V1", "RV dilatation with RVEDVi {edvi} mL/m2",
                  "RV dyskinetic free-wall aneurysm", "{pvc} PVCs/24 h of LBBB superior axis morphology"],
        risk="ARVC risk calculator 5-year sustained VA risk {risk}%"),
    "LQTS": dict(
        name="long QT syndrome", abbr="LQTS",
        genes=[("KCNQ1", "NM_000218.3", ["c.569G>A p.(Arg190Gln)", "c.1032G>A p.(Ala344=)", "c.760G>A p.(Val254Met)"]),
               ("KCNH2", "NM_000238.4", ["c.1841C>T p.(Ala614Val)", "c.2775dupG p.(Pro926Alafs*14)", "c.1681G>A p.(Ala561Thr)"]),
               ("SCN5A", "NM_198056.3", ["c.5387_5395del p.(Lys1796_Pro1798del)"])],
        meds=["nadolol 40 mg BD", "nadolol 1 mg/kg/day", "propranolol 40 mg TDS", "mexiletine 200 mg TDS",
              "propranolol MR 80 mg BD"],
        features=["QTc {qtc} ms (Bazett)", "notched T waves in V2-V4", "broad-based T waves",
                  "QTc {qtc2} ms at 4 min recovery", "Schwartz score {score}"],
        risk="1-2-3-LQTS risk estimate {risk}% at 5 years"),
    "BrS": dict(
        name="Brugada syndrome", abbr="BrS",
        genes=[("SCN5A", "NM_198056.3", ["c.4813+3_4813+6dupGGGT", "c.1100G>A p.(Arg367His)", "c.2893C>T p.(Arg965Cys)"])],
        meds=["quinidine 200 mg BD", "paracetamol promptly for fever"],
        features=["spontaneous type 1 pattern in V2 (high lead position)", "coved ST elevation 3 mm in V1",
                  "type 2 saddleback pattern at standard lead position", "positive ajmaline challenge",
                  "Shanghai score {score}"],
        risk="Sieira score {score}"),
    "CPVT": dict(
        name="catecholaminergic polymorphic ventricular tachycardia", abbr="CPVT",
        genes=[("RYR2", "NM_001035.3", ["c.6737C>T p.(Ser2246Leu)", "c.14876G>A p.(Arg4959Gln)", "c.1258C>T p.(Arg420Trp)"]),
               ("CASQ2", "NM_001232.4", ["c.98A>G p.(Tyr33Cys)"]),
               ("CALM2", "NM_001743.6", ["c.389A>G p.(Asp130Gly)"])],
        meds=["nadolol 80 mg OD", "flecainide 50 mg BD", "nadolol 40 mg BD"],
        features=["bigeminal PVCs from {hr} bpm", "bidirectional VT couplets at peak exercise",
                  "polymorphic ventricular ectopy resolving within 1 min of recovery"],
        risk="no validated risk score"),
    "LVNC": dict(
        name="left ventricular non-compaction", abbr="LVNC",
        genes=[("MYH7", "NM_000257.4", ["c.2711G>A p.(Arg904His)"]), ("ACTC1", "NM_005159.5", ["c.301G>A p.(Glu101Lys)"])],
        meds=["ramipril 2.5 mg OD", "bisoprolol 2.5 mg OD"],
        features=["NC/C ratio 2.6 in diastole (Petersen criteria)", "LVEF {ef}%"],
        risk="not applicable"),
    "Fabry": dict(
        name="Anderson-Fabry disease", abbr="AFD",
        genes=[("GLA", "NM_000169.3", ["c.644A>G p.(Asn215Ser)", "c.337T>C p.(Phe113Leu)"])],
        meds=["agalsidase beta 1 mg/kg fortnightly", "migalastat 123 mg alternate days"],
        features=["low native T1 ({t1} ms)", "basal inferolateral LGE", "short PR interval"],
        risk="Mainz Severity Score Index {score}"),
    "ATTR": dict(
        name="hereditary transthyretin amyloid cardiomyopathy", abbr="ATTRv-CM",
        genes=[("TTR", "NM_000371.4", ["c.424G>A p.(Val142Ile)", "c.148G>A p.(Val50Met)"])],
        meds=["tafamidis 61 mg OD", "furosemide 40 mg OD"],
        features=["Perugini grade 2 uptake on DPD scintigraphy", "elevated ECV {ecv}%", "apical sparing on strain"],
        risk="NAC stage II"),
}
COND_KEYS = sorted(CONDS)
COND_WEIGHTS = {"ARVC": 10, "ATTR": 4, "BrS": 12, "CPVT": 6, "DCM": 16, "Fabry": 3,
                "HCM": 26, "LQTS": 18, "LVNC": 3}

ACMG = ["pathogenic (class 5)", "likely pathogenic (class 4)", "a variant of uncertain significance (class 3)"]

ICD_MODELS = ["Medtronic Cobalt XT VR", "Medtronic Visia AF MRI", "Boston Scientific EMBLEM MRI S-ICD",
              "Boston Scientific Resonate EL ICD", "Abbott Gallant VR", "Abbott Neutrino NxT",
              "Biotronik Rivacor 7 VR-T", "Biotronik Acticor 7 DR-T", "Medtronic Aurora EV-ICD"]
LEAD_MODELS = ["Sprint Quattro Secure 6935M", "Reliance 4-Front", "Durata 7122Q", "EMBLEM 3501 electrode",
               "Plexa ProMRI S 65", "Epsila EV 1501"]
ILR_MODELS = ["Reveal LINQ II", "Confirm Rx", "BIOMONITOR IIIm", "LUX-Dx"]
HOLTER_MODELS = ["Zio XT patch", "Spacelabs Lifecard CF", "BardyDx CAM", "Philips DigiTrak XT",
                 "Schiller MT-101", "GE SEER 1000"]
SCANNERS = ["Siemens MAGNETOM Aera 1.5T", "Philips Ingenia 3.0T", "GE SIGNA Artist 1.5T",
            "Siemens MAGNETOM Vida 3T", "Canon Vantage Orian 1.5T"]
EXERCISE_SYSTEMS = ["GE CASE V6.7", "Schiller CARDIOVIT CS-200", "Mortara XScribe", "Nasiff CardioCard"]

QT_DRUGS = ["clarithromycin", "ondansetron", "domperidone", "citalopram", "haloperidol",
            "methadone", "sotalol", "hydroxychloroquine", "azithromycin"]
BRUGADA_AVOID = ["flecainide", "amitriptyline", "lithium", "propofol infusion", "bupivacaine", "cocaine",
                 "excess alcohol"]

EPONYM_NEG = ["Bazett", "Fridericia", "Bruce protocol", "modified Bruce", "Valsalva", "Holter",
              "Sokolow-Lyon", "Romhilt-Estes", "Cornell voltage", "Marfan syndrome", "Noonan syndrome",
              "Danon disease", "Pompe disease", "Wolff-Parkinson-White", "Naxos disease",
              "Carvajal syndrome", "Romano-Ward", "Jervell and Lange-Nielsen", "Andersen-Tawil",
              "Timothy syndrome", "Duchenne muscular dystrophy", "Emery-Dreifuss", "Friedreich ataxia"]

COUNSEL = [
    "autosomal dominant inheritance with a 50% chance of passing the variant to each child",
    "incomplete penetrance and variable expressivity even within one family",
    "the option of predictive genetic testing for adult relatives after counselling",
    "insurance implications of predictive testing (moratorium/code of practice discussed)",
    "reproductive options including prenatal diagnosis and PGT-M",
    "that a negative predictive test would allow discharge from screening",
    "the role of cascade screening in first-degree relatives",
    "psychological impact of a genetic diagnosis and available support",
]

SPORT = [
    "He/she may continue low- to moderate-intensity recreational exercise; avoid competitive burst sports for now.",
    "We discussed shared decision-making around competitive sport in line with the 2020 ESC sports cardiology guidance.",
    "Avoid swimming alone and diving until beta-blockade is established.",
    "No restriction on recreational activity; maintain hydration and avoid dehydration in hot weather.",
]

SYMPTOMS = ["exertional chest tightness", "palpitations on climbing stairs", "a presyncopal episode while standing",
            "breathlessness NYHA class II", "no cardiac symptoms", "an unexplained syncope at rest",
            "a seizure-like episode triggered by an alarm clock", "post-exertional light-headedness",
            "occasional ectopic beats", "syncope while swimming"]

COD_SCD = ["sudden arrhythmic death syndrome (structurally normal heart)", "hypertrophic cardiomyopathy at autopsy",
           "arrhythmogenic cardiomyopathy with fibro-fatty replacement of the RV",
           "idiopathic left ventricular fibrosis", "unexplained drowning", "myocarditis (uncertain)",
           "dilated cardiomyopathy", "sudden unexpected death in epilepsy queried"]

RELS_1 = [("mother", "F"), ("father", "M"), ("brother", "M"), ("sister", "F"), ("son", "M"), ("daughter", "F")]
RELS_2 = [("maternal aunt", "F"), ("maternal uncle", "M"), ("paternal aunt", "F"), ("paternal uncle", "M"),
          ("maternal grandmother", "F"), ("paternal grandfather", "M"), ("half-brother", "M"),
          ("cousin", "F"), ("cousin", "M"), ("nephew", "M"), ("niece", "F")]


def pick_cond(ctx):
    w = [COND_WEIGHTS[k] for k in COND_KEYS]
    key = ctx.r.choices(COND_KEYS, weights=w)[0]
    c = CONDS[key]
    gene, tx, variants = ctx.ch(c["genes"])
    return dict(key=key, name=c["name"], abbr=c["abbr"], gene=gene, tx=tx,
                variant=ctx.ch(variants), cls=ctx.ch(ACMG[:2] if ctx.p(0.8) else ACMG),
                meds=c["meds"], features=c["features"], risk=c["risk"])


def fill(ctx, s):
    vals = dict(mwt=ctx.r.randint(15, 31), grad=ctx.r.randint(12, 60), grad2=ctx.r.randint(50, 110),
                risk="%.1f" % (ctx.r.randint(12, 95) / 10.0), ef=ctx.r.randint(22, 48),
                edvi=ctx.r.randint(110, 165), pvc=ctx.r.randint(800, 14000), qtc=ctx.r.randint(462, 532),
                qtc2=ctx.r.randint(470, 540), score="%.1f" % (ctx.r.randint(5, 90) / 10.0),
                hr=ctx.r.randint(105, 140), t1=ctx.r.randint(860, 930), ecv=ctx.r.randint(35, 62))
    return s.format(**vals)


def feature(ctx, cond, k=2):
    fs = ctx.r.sample(cond["features"], min(k, len(cond["features"])))
    return [fill(ctx, f) for f in fs]


def meds(ctx, cond, k=2):
    base = ctx.r.sample(cond["meds"], min(k, len(cond["meds"])))
    extra = ctx.r.sample(["atorvastatin 20 mg nocte", "levothyroxine 50 micrograms OD",
                          "omeprazole 20 mg OD", "salbutamol inhaler PRN", "sertraline 50 mg OD",
                          "vitamin D 1000 units daily",
                          "amlodipine 5 mg OD", "metformin 500 mg BD"], ctx.r.randint(0, 2))
    if not extra and k > 1 and ctx.p(0.3):
        extra = ["nil else"]
    return base + extra


def ecg(ctx, cond=None):
    hr = ctx.r.randint(48, 96)
    pr = ctx.r.randint(118, 210)
    qrs = ctx.r.randint(78, 124)
    qt = ctx.r.randint(360, 470)
    key = cond["key"] if cond else ""
    qtc = ctx.r.randint(462, 540) if key == "LQTS" else ctx.r.randint(390, 455)
    axis = ctx.r.randint(-45, 95)
    return dict(hr=hr, pr=pr, qrs=qrs, qt=qt, qtc=qtc, qtcf=qtc - ctx.r.randint(3, 18), axis=axis)


def bp(ctx):
    return "%d/%d" % (ctx.r.randint(102, 152), ctx.r.randint(60, 94))


ECHO = {
    "HCM": ["asymmetric septal hypertrophy, IVSd {mwt} mm, LVOT gradient {grad} mmHg at rest",
            "max wall thickness {mwt} mm (apical variant), no LVOT obstruction, LVEF 68%",
            "concentric LVH {mwt} mm, SAM with LVOT gradient {grad2} mmHg on Valsalva, LA 46 mm"],
    "DCM": ["dilated LV (LVIDd 64 mm), LVEF {ef}% by Simpson's biplane, moderate functional MR",
            "LVEF {ef}%, GLS -11%, grade II diastolic dysfunction"],
    "ARVC": ["RVOT PLAX 36 mm, RV free-wall regional akinesia, TAPSE 14 mm",
             "mildly dilated RV with preserved LV function, FAC 31%"],
    "LQTS": ["structurally normal heart, LVEF 63%", "normal biventricular size and function"],
    "BrS": ["structurally normal heart", "normal study, no RV abnormality"],
    "CPVT": ["structurally normal heart, LVEF 60%", "normal echocardiogram"],
    "LVNC": ["prominent LV trabeculation, NC/C ratio 2.3, LVEF {ef}%"],
    "Fabry": ["concentric LVH {mwt} mm with papillary muscle hypertrophy, LVEF 60%"],
    "ATTR": ["concentric LVH {mwt} mm, granular sparkling, apical sparing strain pattern, LVEF 50%"],
}

CMRF = {
    "HCM": ["septal thickness {mwt} mm, patchy mid-wall LGE {ecv}% of LV mass in the hypertrophied segments",
            "apical HCM with apical aneurysm, no thrombus; LGE at the apex"],
    "DCM": ["LVEDVi {edvi} mL/m2, LVEF {ef}%, mid-wall septal LGE", "LVEF {ef}%, no LGE, normal T1"],
    "ARVC": ["RVEDVi {edvi} mL/m2, RVEF 38%, regional RV dyskinesia; LGE inferolateral LV (left-dominant)",
             "RV normal size, small area of subepicardial LGE in the basal inferolateral wall"],
    "LQTS": ["normal biventricular volumes and function, no LGE"],
    "BrS": ["structurally normal heart, no LGE, RVEF 55%"],
    "CPVT": ["normal study, no myocardial fibrosis"],
    "LVNC": ["NC/C ratio 2.6 in diastole (Petersen criteria), LVEF {ef}%, no LGE"],
    "Fabry": ["native T1 {t1} ms (low), basal inferolateral LGE"],
    "ATTR": ["diffuse subendocardial LGE, ECV {ecv}%, difficult nulling"],
}


def echo_find(ctx, cond):
    return fill(ctx, ctx.ch(ECHO[cond["key"]]))


def cmr_find(ctx, cond):
    return fill(ctx, ctx.ch(CMRF[cond["key"]]))


def an(num):
    s = str(num)
    return "an" if s.startswith("8") or num in (11, 18) else "a"
