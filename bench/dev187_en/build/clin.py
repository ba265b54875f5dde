"""Clinical (non-PHI) content generators for dev187_en: scenarios, meds, bloods, vitals, ECG, echo lines."""

SCEN = {
    "nstemi": dict(dx="NSTEMI", long="non-ST-elevation myocardial infarction",
                   pc="central chest tightness radiating to the left arm, lasting about {m} minutes",
                   plan=["Continue DAPT (aspirin plus {p2y12}) for 12 months, then aspirin monotherapy",
                         "High-intensity statin; target LDL <1.4 mmol/L, add ezetimibe if not achieved",
                         "Refer to cardiac rehabilitation phase III",
                         "Repeat echo in 3 months to reassess LV function"],
                   meds=["aspirin", "p2y12", "atorva80", "bisoprolol", "ramipril", "gtn", "ppi"]),
    "stemi_inf": dict(dx="inferior STEMI", long="inferior ST-elevation myocardial infarction",
                      pc="sudden severe retrosternal pain with sweating and vomiting",
                      plan=["DAPT for 12 months (aspirin and {p2y12})", "Titrate bisoprolol to resting HR 55-60 bpm",
                            "Staged PCI to residual LAD disease within 6 weeks", "Cardiac rehabilitation referral made"],
                      meds=["aspirin", "p2y12", "atorva80", "bisoprolol", "ramipril", "gtn", "ppi"]),
    "stemi_ant": dict(dx="anterior STEMI", long="anterior ST-elevation myocardial infarction",
                      pc="crushing central chest pain at rest with breathlessness",
                      plan=["DAPT for 12 months", "Start sacubitril/valsartan once BP allows; stop ramipril 36 h before",
                            "LifeVest not required; repeat echo at 6-8 weeks re ICD candidacy",
                            "Eplerenone started; check U&E in 1 week"],
                      meds=["aspirin", "p2y12", "atorva80", "bisoprolol", "ramipril", "eplerenone", "gtn", "ppi"]),
    "angina": dict(dx="stable angina", long="chronic coronary syndrome with stable exertional angina",
                   pc="exertional chest tightness walking uphill, relieved by rest within {m} minutes",
                   plan=["CT coronary angiography requested", "Start bisoprolol 2.5 mg OD and GTN spray PRN",
                         "Atorvastatin 80 mg nocte", "Review with results"],
                   meds=["aspirin", "atorva80", "bisoprolol", "gtn", "ismn"]),
    "af": dict(dx="atrial fibrillation", long="persistent atrial fibrillation",
               pc="palpitations and reduced exercise tolerance for {w} weeks",
               plan=["Anticoagulation with {doac} (CHA2DS2-VASc {cha}, ORBIT {orbit})",
                     "Rate control with bisoprolol; target resting HR <110 bpm",
                     "Consider DC cardioversion after 3 weeks of uninterrupted anticoagulation",
                     "Echo requested; TSH normal"],
               meds=["doac", "bisoprolol", "ramipril", "atorva20"]),
    "hfref": dict(dx="HFrEF", long="heart failure with reduced ejection fraction (LVEF {ef}%)",
                  pc="progressive exertional breathlessness, orthopnoea (3 pillows) and ankle swelling",
                  plan=["Up-titrate sacubitril/valsartan to 97/103 mg BD as BP allows",
                        "Continue dapagliflozin 10 mg OD", "Daily weights; increase furosemide by 40 mg if weight up >2 kg in 3 days",
                        "Repeat echo after 3 months of optimal therapy re ICD/CRT"],
                  meds=["entresto", "bisoprolol", "eplerenone", "dapa", "furosemide"]),
    "hfpef": dict(dx="HFpEF", long="heart failure with preserved ejection fraction",
                  pc="breathlessness on minimal exertion and bilateral leg oedema",
                  plan=["Continue empagliflozin 10 mg OD", "Diuretic titration per weights", "BP control",
                        "Screen for cardiac amyloid: DPD scan requested"],
                  meds=["empa", "furosemide", "amlodipine", "candesartan"]),
    "as": dict(dx="severe aortic stenosis", long="severe calcific aortic stenosis (AVA {ava} cm2, mean gradient {mg} mmHg)",
               pc="exertional breathlessness and two episodes of presyncope",
               plan=["Discussed at Heart Team MDT", "CT TAVI work-up requested", "Dental review before valve intervention",
                     "Avoid vasodilators; GTN withheld"],
               meds=["aspirin", "atorva20", "furosemide", "lansoprazole"]),
    "mr": dict(dx="severe mitral regurgitation", long="severe primary mitral regurgitation (P2 prolapse, flail segment)",
               pc="fatigue and breathlessness on climbing one flight of stairs",
               plan=["Refer for surgical mitral valve repair", "TOE to define anatomy", "Coronary angiography pre-op"],
               meds=["bisoprolol", "ramipril", "furosemide"]),
    "chb": dict(dx="complete heart block", long="complete heart block with broad complex escape rhythm",
                pc="two blackouts without warning and bradycardia to {hr} bpm",
                plan=["Dual-chamber pacemaker implantation", "Wound check at 7-10 days", "Device clinic at 6 weeks",
                      "No driving for 1 week post implant (DVLA guidance)"],
                meds=["aspirin", "atorva20", "amlodipine"]),
    "vt": dict(dx="ventricular tachycardia", long="sustained monomorphic ventricular tachycardia on ischaemic substrate",
               pc="palpitations and collapse with VT at {hr} bpm terminated by DC cardioversion",
               plan=["Secondary prevention ICD", "Amiodarone loading then 200 mg OD; TFTs and LFTs 6-monthly",
                     "Must not drive for 6 months after ICD for secondary prevention", "Consider VT ablation if recurrent"],
               meds=["amiodarone", "bisoprolol", "ramipril", "atorva80", "aspirin"]),
    "syncope": dict(dx="syncope", long="recurrent syncope, probable reflex (vasovagal) mechanism",
                    pc="three episodes of transient loss of consciousness on standing, with prodrome",
                    plan=["Implantable loop recorder offered", "Tilt-table test", "Increase fluid and salt intake",
                          "Counter-pressure manoeuvres taught"],
                    meds=["amlodipine", "lansoprazole"]),
    "svt": dict(dx="AVNRT", long="paroxysmal supraventricular tachycardia, likely AVNRT",
                pc="sudden-onset regular palpitations at around {hr} bpm, terminated by Valsalva",
                plan=["Electrophysiology study and ablation offered", "Pill-in-the-pocket verapamil not advised",
                      "Modified Valsalva manoeuvre taught"],
                meds=["bisoprolol"]),
    "peri": dict(dx="acute pericarditis", long="acute idiopathic pericarditis",
                 pc="pleuritic chest pain worse lying flat and relieved sitting forward",
                 plan=["Ibuprofen 600 mg TDS with PPI cover for 2 weeks then taper", "Colchicine 500 micrograms BD for 3 months",
                       "Avoid strenuous exercise for 3 months", "CRP in 2 weeks"],
                 meds=["colchicine", "ibuprofen", "ppi"]),
    "hcm": dict(dx="hypertrophic cardiomyopathy", long="hypertrophic cardiomyopathy (max wall thickness {mwt} mm)",
                pc="exertional chest pain and breathlessness, with a family history of sudden death",
                plan=["HCM Risk-SCD {scd}% at 5 years", "Cardiac MRI requested", "First-degree relatives offered screening",
                      "Genetic testing sent"],
                meds=["bisoprolol"]),
}
SCEN_KEYS = sorted(SCEN)

MEDS = {
    "aspirin": ["Aspirin 75 mg OD", "Aspirin 75mg once daily", "aspirin 75 mg od"],
    "p2y12": ["Ticagrelor 90 mg BD", "Clopidogrel 75 mg OD", "Prasugrel 10 mg OD", "Ticagrelor 90mg twice daily"],
    "atorva80": ["Atorvastatin 80 mg nocte", "Atorvastatin 80mg ON", "Rosuvastatin 20 mg OD"],
    "atorva20": ["Atorvastatin 20 mg nocte", "Atorvastatin 40 mg ON", "Simvastatin 40 mg nocte"],
    "bisoprolol": ["Bisoprolol 2.5 mg OD", "Bisoprolol 5 mg OD", "Bisoprolol 1.25mg OD", "Metoprolol 25 mg BD"],
    "ramipril": ["Ramipril 2.5 mg BD", "Ramipril 5 mg OD", "Perindopril 4 mg OD", "Lisinopril 10 mg OD"],
    "eplerenone": ["Eplerenone 25 mg OD", "Spironolactone 25 mg OD"],
    "gtn": ["GTN spray 400 micrograms PRN", "GTN 400mcg SL PRN"],
    "ppi": ["Lansoprazole 15 mg OD", "Omeprazole 20 mg OD", "Pantoprazole 40mg OD"],
    "lansoprazole": ["Lansoprazole 30 mg OD"],
    "ismn": ["Isosorbide mononitrate MR 30 mg OM", "Ranolazine 375 mg BD"],
    "doac": ["Apixaban 5 mg BD", "Rivaroxaban 20 mg OD with evening meal", "Edoxaban 60 mg OD", "Apixaban 2.5mg BD"],
    "entresto": ["Sacubitril/valsartan 49/51 mg BD", "Sacubitril/valsartan 24/26 mg BD", "Entresto 97/103 mg BD"],
    "dapa": ["Dapagliflozin 10 mg OD", "Empagliflozin 10 mg OD"],
    "empa": ["Empagliflozin 10 mg OD"],
    "furosemide": ["Furosemide 40 mg OM", "Furosemide 80 mg OM", "Bumetanide 1 mg OM", "Furosemide 40mg BD (8am + 2pm)"],
    "amlodipine": ["Amlodipine 5 mg OD", "Amlodipine 10mg OD"],
    "candesartan": ["Candesartan 8 mg OD", "Losartan 50 mg OD"],
    "amiodarone": ["Amiodarone 200 mg OD", "Amiodarone 200mg TDS for 1 week, then BD for 1 week, then OD"],
    "colchicine": ["Colchicine 500 micrograms BD"],
    "ibuprofen": ["Ibuprofen 600 mg TDS"],
}
EXTRA_MEDS = ["Metformin 500 mg BD", "Metformin 1 g BD", "Levothyroxine 100 micrograms OD", "Allopurinol 100 mg OD",
              "Tiotropium 18 micrograms inh OD", "Salbutamol inhaler PRN", "Paracetamol 1 g QDS PRN",
              "Sertraline 50 mg OD", "Gliclazide 80 mg BD", "Insulin glargine 18 units nocte", "Tamsulosin 400 micrograms ON",
              "Vitamin D3 1000 units OD", "Alendronic acid 70 mg weekly", "Folic acid 5 mg OD", "Pregabalin 75 mg BD",
              "Semaglutide 1 mg SC weekly", "Latanoprost eye drops ON", "Mirtazapine 15 mg ON"]
COMORB = ["type 2 diabetes mellitus (HbA1c {a1c} mmol/mol)", "hypertension", "hypercholesterolaemia",
          "CKD stage 3a (eGFR {egfr})", "COPD (FEV1 {fev}% predicted)", "current smoker, {py} pack-years",
          "ex-smoker, {py} pack-years", "obstructive sleep apnoea on CPAP", "hypothyroidism", "previous TIA",
          "peripheral arterial disease", "gout", "obesity (BMI {bmi} kg/m2)", "osteoarthritis of both knees",
          "previous DVT", "benign prostatic hyperplasia", "depression", "iron deficiency anaemia",
          "paroxysmal AF", "hiatus hernia", "type 1 diabetes", "psoriasis"]
ALLERGIES = ["NKDA", "No known drug allergies", "Penicillin (rash)", "Codeine (vomiting)", "Iodinated contrast (urticaria) - premedicate",
             "Sulfa drugs (rash)", "Latex", "Clarithromycin (QT prolongation)", "NKDA", "Nil known"]


def fill(c, s, ef=None):
    return s.format(m=c.ri(10, 45), w=c.ri(2, 10), hr=c.ri(28, 44) if "heart block" in s or "bradycardia" in s else c.ri(150, 220),
                    p2y12=c.ch(["ticagrelor", "clopidogrel", "prasugrel"]),
                    doac=c.ch(["apixaban", "rivaroxaban", "edoxaban"]), cha=c.ri(1, 6), orbit=c.ri(0, 4),
                    ef=ef or c.ri(20, 38), ava=c.uf(0.5, 0.95, 2), mg=c.ri(40, 68), mwt=c.ri(16, 28),
                    scd=c.uf(1.5, 7.5, 1), a1c=c.ri(48, 86), egfr=c.ri(45, 59), fev=c.ri(38, 78), py=c.ri(10, 60),
                    bmi=c.uf(30.5, 41.0, 1))


def scen_pick(c, allowed=None):
    k = c.ch(allowed or SCEN_KEYS)
    return k, SCEN[k]


def comorbs(c, n=None, sex=None):
    n = c.ri(1, 5) if n is None else n
    pool = [x for x in COMORB if not (sex == "F" and "prostat" in x)]
    out = c.sample(pool, n)
    if any(x.startswith("current smoker") for x in out):
        out = [x for x in out if not x.startswith("ex-smoker")]
    return [fill(c, x) for x in out]


def med_list(c, sc, extra=None):
    out = [c.ch(MEDS[k]) for k in sc["meds"]]
    n = c.ri(0, 3) if extra is None else extra
    out += c.sample(EXTRA_MEDS, n)
    return out


def vitals_line(c, sick=False):
    hr = c.ri(88, 124) if sick else c.ri(52, 84)
    sbp = c.ri(96, 118) if sick else c.ri(108, 162)
    return c.ch([
        "HR %d bpm, BP %d/%d mmHg, RR %d, SpO2 %d%% on %s, Temp %.1f °C" % (hr, sbp, c.ri(55, 92), c.ri(12, 24), c.ri(91, 99),
                                                                      c.ch(["room air", "RA", "2 L NC"]), c.uf(36.1, 37.9)),
        "BP %d/%d, pulse %d %s, sats %d%% RA, RR %d, T %.1f" % (sbp, c.ri(55, 92), hr, c.ch(["reg", "irreg irreg", "regular"]),
                                                            c.ri(92, 99), c.ri(12, 22), c.uf(36.0, 37.6)),
        "Pulse %d/min, BP %d/%d mmHg (L arm), SpO2 %d%%, RR %d" % (hr, sbp, c.ri(55, 92), c.ri(93, 99), c.ri(12, 24)),
    ])


BLOODS = [("Hb", "g/L", (98, 162), "130-170"), ("WCC", "x10^9/L", (4.1, 13.8), "4.0-11.0"),
          ("Plt", "x10^9/L", (140, 420), "150-400"), ("Na", "mmol/L", (129, 144), "133-146"),
          ("K", "mmol/L", (3.4, 5.6), "3.5-5.3"), ("Urea", "mmol/L", (3.9, 16.8), "2.5-7.8"),
          ("Creat", "umol/L", (62, 196), "59-104"), ("eGFR", "mL/min/1.73m2", (28, 90), ">60"),
          ("CRP", "mg/L", (1, 64), "<5"), ("Mg", "mmol/L", (0.62, 1.02), "0.7-1.0"),
          ("hs-TnT", "ng/L", (8, 2400), "<14"), ("NT-proBNP", "pg/mL", (90, 9800), "<400"),
          ("HbA1c", "mmol/mol", (36, 82), "<42"), ("Total chol", "mmol/L", (2.8, 6.9), "<5.0"),
          ("LDL", "mmol/L", (0.9, 4.6), "<1.8"), ("TSH", "mU/L", (0.5, 4.6), "0.27-4.2"),
          ("INR", "", (0.9, 3.4), "0.8-1.2"), ("ALT", "U/L", (9, 88), "<41"), ("Ferritin", "ug/L", (14, 420), "30-400"),
          ("TSAT", "%", (9, 38), "20-50")]


def blood_val(c, b):
    lo, hi = b[2]
    if isinstance(lo, float) or isinstance(hi, float):
        return "%.1f" % c.uf(lo, hi, 1) if hi < 20 else "%.1f" % c.uf(lo, hi, 1)
    return str(c.ri(lo, hi))


def bloods_pick(c, n=None):
    core = BLOODS[:8]
    rest = c.sample(BLOODS[8:], c.ri(2, 6) if n is None else n)
    return core + rest


def bloods_inline(c, n=None):
    return ", ".join("%s %s" % (b[0], blood_val(c, b)) for b in bloods_pick(c, n))


def bloods_table(c, n=None):
    rows = bloods_pick(c, n)
    w = max(len(b[0]) for b in rows) + 2
    lines = ["%-*s %-8s %-14s %s" % (w, "Test", "Result", "Units", "Ref range")]
    for b in rows:
        v = blood_val(c, b)
        flag = ""
        lines.append("%-*s %-8s %-14s %s%s" % (w, b[0], v, b[1], b[3], flag))
    return "\n".join(lines)


def ecg_line(c, k=None):
    opts = {
        "af": ["AF with controlled ventricular rate %d bpm, normal axis, no acute ST changes" % c.ri(70, 105),
               "Atrial fibrillation, ventricular rate %d, LBBB" % c.ri(80, 140)],
        "chb": ["Complete heart block, ventricular escape %d bpm, QRS %d ms" % (c.ri(28, 42), c.ri(120, 160))],
        "stemi_inf": ["Sinus rhythm %d bpm, Q waves II, III, aVF, T-wave inversion inferiorly" % c.ri(55, 80)],
        "stemi_ant": ["Sinus rhythm, QS complexes V1-V4, persistent ST elevation V2-V3 (LV aneurysm pattern?)"],
        "peri": ["Sinus tachycardia %d bpm, widespread saddle-shaped ST elevation, PR depression" % c.ri(100, 118)],
        "hcm": ["Sinus rhythm, LVH by voltage criteria with deep T-wave inversion V4-V6"],
        "svt": ["Sinus rhythm at rest, no pre-excitation, PR %d ms" % c.ri(130, 190)],
    }
    gen = ["Sinus rhythm %d bpm, PR %d ms, QRS %d ms, QTc %d ms, normal axis" % (c.ri(52, 88), c.ri(140, 210), c.ri(84, 118), c.ri(400, 470)),
           "SR %d bpm, 1st degree AV block (PR %d ms), RBBB" % (c.ri(50, 80), c.ri(210, 280)),
           "Sinus bradycardia %d bpm, otherwise normal" % c.ri(45, 58),
           "Sinus rhythm, left axis deviation, poor R-wave progression, no acute changes"]
    return c.ch(opts.get(k, gen) + (gen[:1] if k not in opts else []))


def echo_brief(c, ef=None):
    ef = ef or c.ri(25, 65)
    return c.ch(["LVEF %d%% (Simpson's biplane), %s" % (ef, c.ch(["no significant valve disease", "mild MR", "moderate TR, RVSP %d mmHg" % c.ri(30, 55)])),
                 "%s LV systolic function (EF ~%d%%), %s" % ("Good" if ef >= 52 else "Impaired" if ef >= 36 else "Severely impaired", ef,
                                                             c.ch(["normal RV", "RV mildly impaired (TAPSE %d mm)" % c.ri(12, 17), "LA dilated"])),
                 "EF %d%%, regional wall motion abnormality in the %s territory" % (ef, c.ch(["LAD", "RCA", "circumflex"]))])


def exam_line(c, k):
    base = ["HS I + II + 0", "HS normal, no murmurs", "JVP not raised", "chest clear", "no peripheral oedema",
            "radial access site clean, no haematoma", "bibasal fine crackles", "mild pitting oedema to the ankles"]
    extra = {"as": "ejection systolic murmur 3/6 radiating to the carotids, soft S2",
             "mr": "pansystolic murmur at apex radiating to axilla", "hfref": "JVP +4 cm, bibasal crackles, pitting oedema to mid-shin",
             "hcm": "ejection systolic murmur louder on Valsalva", "peri": "pericardial rub at left sternal edge",
             "af": "irregularly irregular pulse"}
    if k not in ("nstemi", "stemi_inf", "stemi_ant", "angina"):
        base = [b for b in base if "access site" not in b]
    items = c.sample(base, 3)
    if k in extra:
        items.insert(0, extra[k])
    return "; ".join(items)


CORONARIES = ["LMS", "proximal LAD", "mid LAD", "D1", "proximal Cx", "OM1", "mid RCA", "distal RCA", "PDA", "ramus"]
STENTS = ["Xience Sierra", "Resolute Onyx", "Synergy XD", "Orsiro", "Promus Elite", "Onyx Frontier", "Ultimaster Nagomi"]


def stenosis_findings(c, n=None):
    n = c.ri(1, 4) if n is None else n
    segs = c.sample(CORONARIES, n)
    return [(s, c.ch([50, 60, 70, 80, 90, 95, 99, 100])) for s in segs]


def culprit_findings(c, k):
    """Culprit lesion first, then 0-2 bystander lesions in other segments."""
    cul = {"stemi_inf": (c.ch(["mid RCA", "distal RCA", "proximal Cx"]), 100), "stemi_ant": (c.ch(["proximal LAD", "mid LAD"]), 100),
           "nstemi": (c.ch(["mid LAD", "OM1", "mid RCA", "proximal Cx", "D1"]), c.ch([90, 95, 99]))}.get(k)
    if cul is None:
        return stenosis_findings(c)
    others = [s for s in CORONARIES if s != cul[0] and s != "LMS" and s[-3:] != cul[0][-3:]]
    return [cul] + [(s, c.ch([30, 40, 50, 60, 70])) for s in c.sample(others, c.ri(0, 2))]


def stent_line(c, seg):
    return "%s %.2f x %d mm to %s, post-dilated with %.2f NC balloon at %d atm" % (
        c.ch(STENTS), c.ch([2.5, 2.75, 3.0, 3.5, 4.0]), c.ch([12, 15, 18, 22, 26, 28, 33, 38]), seg,
        c.ch([3.0, 3.25, 3.5, 4.0, 4.5]), c.ri(14, 22))


DEVICES = {
    "ppm": ["Medtronic Azure XT DR MRI", "Abbott Assurity MRI", "Boston Scientific Accolade MRI", "Biotronik Enitra 8 DR-T",
            "Medtronic Azure S SR MRI", "Biotronik Edora 8 DR"],
    "icd": ["Medtronic Cobalt XT DR", "Boston Scientific Resonate EL ICD", "Abbott Gallant DR", "Biotronik Rivacor 7 VR-T"],
    "crt": ["Medtronic Cobalt XT HF CRT-D", "Abbott Gallant HF", "Boston Scientific Resonate X4 CRT-D", "Medtronic Percepta Quad CRT-P"],
    "ilr": ["Medtronic LINQ II", "Abbott Jot Dx", "Biotronik BioMonitor III"],
}
LEADS = ["Medtronic CapSureFix Novus 5076", "Abbott Tendril STS 2088TC", "Boston Scientific Ingevity+", "Biotronik Solia S 60",
         "Medtronic Sprint Quattro Secure 6947", "Abbott Durata 7122Q", "Medtronic Attain Performa 4598"]
VALVES = ["Edwards SAPIEN 3 Ultra %d mm" , "Medtronic Evolut PRO+ %d mm", "Edwards Inspiris Resilia %d mm",
          "Carpentier-Edwards Perimount Magna Ease %d mm", "St Jude Regent mechanical %d mm", "Abbott Epic %d mm",
          "Physio II annuloplasty ring %d mm"]
