"""Inpatient problems used by discharge letters, ward rounds and med rec."""
from core import P
from common import days


def problem(c, key=None):
    r = c.r
    keys = ["cap", "hf", "aki", "delirium", "nof", "cellulitis", "copd", "ugib", "stroke", "pancreatitis", "pe", "sepsis_uti"]
    if key is None:
        key = r.choice(keys)
    adm = c.adm
    rad = lambda: P(c.rad(adm.year), "IDNUM")
    lab = lambda: P(c.lab(adm.year), "IDNUM")
    d1 = c.dt(days(adm, 1))
    d2 = c.dt(days(adm, 2))
    if key == "cap":
        return dict(key=key, dx="Community-acquired pneumonia (right lower lobe), CURB-65 %d" % r.randint(1, 3),
                    pc="3 days of productive cough, fever and breathlessness",
                    course=c.f("Treated with IV co-amoxiclav and oral clarithromycin, stepped down to oral on day 3. CXR ({acc}) showed right lower zone consolidation. Repeat CRP fell from {a} to {b}. Blood cultures ({lab}) no growth. Mobilising with physiotherapy by {d2}.",
                               acc=rad(), lab=lab(), a=str(r.randint(180, 320)), b=str(r.randint(20, 60)), d2=d2),
                    s=["feels a bit better, cough still productive", "less breathless, ate breakfast", "slept poorly, coughing overnight"],
                    a="CAP improving", plan=["continue abx day {n}/5", "chase sputum culture", "repeat CRP/U&E tomorrow", "physio to review mobility", "IV to oral switch if afebrile 24h"],
                    follow="Repeat CXR in 6 weeks to confirm resolution.")
    if key == "hf":
        return dict(key=key, dx="Decompensated heart failure (HFrEF, LVEF %d%%)" % r.randint(20, 38),
                    pc="increasing breathlessness, orthopnoea and leg swelling over 2 weeks",
                    course=c.f("Offloaded with IV furosemide 80 mg BD; weight down {kg} kg over the admission. Echo ({acc}) showed severe LV systolic dysfunction. Reviewed by the heart failure nurse specialist on {d2}. Dapagliflozin started.",
                               acc=rad(), kg=str(r.randint(3, 9)), d2=d2),
                    s=["breathing easier, slept flat last night", "still some ankle oedema", "feels washed out"],
                    a="HFrEF - responding to diuresis", plan=["continue IV furosemide 80mg BD", "daily weights, strict fluid balance, 1.5L restriction", "U&E daily", "titrate bisoprolol when euvolaemic", "HF nurse referral"],
                    follow="Heart failure clinic in 4-6 weeks; GP to check U&E in 1 week.")
    if key == "aki":
        return dict(key=key, dx="Acute kidney injury stage 2 (pre-renal) on CKD 3a",
                    pc="vomiting and diarrhoea for 4 days, reduced oral intake, dizzy on standing",
                    course=c.f("ACE inhibitor and diuretic held. IV fluids. Creatinine peaked at {cr} on {d1} and improved to {cr2} by discharge. Renal USS ({acc}) no hydronephrosis.",
                               cr=str(r.randint(220, 380)), cr2=str(r.randint(100, 150)), d1=d1, acc=rad()),
                    s=["no further vomiting", "drinking better, passing urine", "tired"],
                    a="AKI improving", plan=["hold ramipril and furosemide", "IV fluids 1L 8-hourly", "repeat U&E", "strict input/output chart", "sick day rules leaflet before discharge"],
                    follow="GP to recheck U&E in 1 week and restart ramipril if creatinine stable.")
    if key == "delirium":
        return dict(key=key, dx="Hyperactive delirium secondary to urinary tract infection",
                    pc="acute confusion, agitation overnight and reduced mobility",
                    course=c.f("Treated for UTI with IV gentamicin then oral nitrofurantoin (MSU {lab}: E. coli). 4AT {a} on admission, {b} by day 4. Reviewed by the older persons' liaison team. Family reported {he} was back to baseline by {d2}.",
                               lab=lab(), a=str(r.randint(5, 10)), b=str(r.randint(0, 3)), d2=d2),
                    s=["more settled overnight per nursing staff", "oriented to person, not to time", "eating small amounts"],
                    a="delirium improving", plan=["delirium care bundle", "avoid sedation", "encourage fluids", "collateral history from family", "OT cognitive screen when settled"],
                    follow="GP to review cognition in 6-8 weeks; consider memory clinic referral if not back to baseline.")
    if key == "nof":
        return dict(key=key, dx="Left intracapsular neck of femur fracture - hemiarthroplasty",
                    pc="fall at home, unable to weight bear, shortened externally rotated left leg",
                    course=c.f("Hip X-ray ({acc}) confirmed a displaced intracapsular fracture. Underwent left hemiarthroplasty on {d1}. Post-op Hb {hb}, transfused 1 unit. Orthogeriatric review completed. Mobilising with a frame and one assist.",
                               acc=rad(), d1=d1, hb=str(r.randint(72, 88))),
                    s=["pain controlled", "sat out in chair", "a bit constipated"],
                    a="POD {pod} hemiarthroplasty, progressing", plan=["full weight bearing", "enoxaparin 28 days", "bone health - start Adcal, check vit D", "physio/OT", "check Hb"],
                    follow="Wound check and clips out at GP practice day 12-14; fracture clinic in 6 weeks.")
    if key == "cellulitis":
        return dict(key=key, dx="Cellulitis of the right lower leg",
                    pc="red, hot, swollen right shin for 3 days with fever",
                    course=c.f("IV flucloxacillin for 72 hours then oral. Erythema marked on {d1}; receded well. Doppler ({acc}) excluded DVT.", d1=d1, acc=rad()),
                    s=["leg less painful", "redness receding from marked line", "apyrexial overnight"],
                    a="cellulitis improving", plan=["continue IV flucloxacillin", "elevate leg", "mark erythema", "switch to oral tomorrow if improving"],
                    follow="Complete 7 days of oral antibiotics. District nurses for dressings.")
    if key == "copd":
        return dict(key=key, dx="Infective exacerbation of COPD",
                    pc="increased breathlessness and green sputum for 5 days",
                    course=c.f("Controlled oxygen (target 88-92%), nebulisers, prednisolone 30 mg and doxycycline. ABG on admission pH {ph}; did not need NIV. Sputum ({lab}) Haemophilus influenzae.", ph="7.3%d" % r.randint(2, 6), lab=lab()),
                    s=["breathing better", "still wheezy", "using nebs less"],
                    a="IECOPD improving", plan=["wean O2 to target 88-92%", "switch nebs to inhalers", "inhaler technique check", "pulmonary rehab referral", "complete pred 5 days"],
                    follow="COPD nurse follow-up in 2 weeks; pulmonary rehabilitation referral made.")
    if key == "ugib":
        return dict(key=key, dx="Upper GI bleed - duodenal ulcer (Forrest IIa)",
                    pc="coffee-ground vomiting and melaena",
                    course=c.f("Glasgow-Blatchford score {gbs}. OGD on {d1} showed a duodenal ulcer with visible vessel, treated with adrenaline and clips. CLO test ({lab}) positive - H. pylori eradication started. Transfused 2 units.", gbs=str(r.randint(8, 14)), d1=d1, lab=lab()),
                    s=["no further melaena", "eating light diet", "no abdominal pain"],
                    a="UGIB - stable post endoscopic therapy", plan=["IV PPI 72h then oral", "Hb daily", "H. pylori eradication", "stop naproxen permanently"],
                    follow="Repeat OGD in 8 weeks to confirm healing.")
    if key == "stroke":
        return dict(key=key, dx="Left MCA territory ischaemic stroke",
                    pc="sudden onset right arm weakness and expressive dysphasia",
                    course=c.f("CT head ({acc}) no haemorrhage; CT angiogram no large vessel occlusion. Outside thrombolysis window. Aspirin 300 mg for 2 weeks then clopidogrel. Swallow assessed by SALT on {d1}. Carotid dopplers ({acc2}) <50% stenosis.", acc=rad(), acc2=rad(), d1=d1),
                    s=["speech improving", "right arm power 4-/5", "managing soft diet"],
                    a="L MCA stroke, improving", plan=["SALT review", "physio/OT", "echo", "72h tape", "lipid profile, HbA1c", "check swallow before oral meds"],
                    follow="Stroke clinic in 6 weeks. Advised not to drive for 1 month.")
    if key == "pancreatitis":
        return dict(key=key, dx="Acute gallstone pancreatitis (Glasgow score %d)" % r.randint(1, 3),
                    pc="severe epigastric pain radiating to the back with vomiting",
                    course=c.f("Amylase {amy}. USS abdomen ({acc}) gallstones, CBD not dilated. Managed with IV fluids, analgesia and early enteral feeding. Discussed with the surgical team on {d2}; for interval cholecystectomy.", amy=str(r.randint(900, 3200)), acc=rad(), d2=d2),
                    s=["pain much better", "tolerating light diet", "bowels opened"],
                    a="gallstone pancreatitis settling", plan=["IV fluids", "analgesia", "LFTs daily", "surgical review re lap chole"],
                    follow="Surgical outpatients for cholecystectomy within 2 weeks as per pathway.")
    if key == "pe":
        return dict(key=key, dx="Acute pulmonary embolism (right lower lobe segmental)",
                    pc="pleuritic chest pain and breathlessness",
                    course=c.f("CTPA ({acc}) confirmed segmental PE, no RV strain. Started on apixaban. Wells score {w}. No provoking factor identified; age-appropriate cancer screening normal.", acc=rad(), w=str(r.randint(4, 8))),
                    s=["chest pain easing", "mobilising independently", "no haemoptysis"],
                    a="PE - stable on apixaban", plan=["apixaban 10mg BD 7 days then 5mg BD", "anticoagulation counselling", "outpatient PE clinic"],
                    follow="Anticoagulation for at least 3 months; PE clinic in 3 months.")
    return dict(key="sepsis_uti", dx="Urosepsis (E. coli bacteraemia)",
                pc="rigors, fever and loin pain",
                course=c.f("Sepsis six completed in ED. Blood cultures ({lab}) grew E. coli sensitive to co-amoxiclav. Renal USS ({acc}) no obstruction. Switched to oral antibiotics on {d2}.", lab=lab(), acc=rad(), d2=d2),
                s=["no further rigors", "eating and drinking", "loin pain better"],
                a="urosepsis, responding", plan=["IV abx until afebrile 48h", "fluids", "repeat bloods", "review cultures"],
                follow="Complete 14 days of antibiotics in total.")
