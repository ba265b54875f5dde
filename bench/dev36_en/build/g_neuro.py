"""Neurology and stroke unit."""
import datetime as dt

from phi import M, cap
import blocks as B
import common
import pools as P

GENRE = "neurology_stroke"
G = "neuro"


def _agency(c):
    return {"UK": "DVLA", "IE": "NDLS", "AU": "the state licensing authority", "NZ": "NZTA",
            "US": "the DMV", "CA": "the Ministry of Transportation"}[c.loc]


def stroke(c):
    r = c.r
    c.setup_patient(48, 93)
    common.setup(c, G)
    common.sub_role(c, "stroke")
    adm = c.visit - dt.timedelta(days=r.randint(3, 14))
    c.adm, c.dis = adm, c.visit
    side = r.choice(["left", "right"])
    other = "right" if side == "left" else "left"
    vessel = r.choice(["M1", "proximal M2", "distal ICA/M1", "M2 superior division", "M1/M2 junction"])
    nihss = r.randint(4, 22)
    lkw = f"{r.randint(5, 23):02d}:{r.choice(['00', '15', '30', '45', '10', '50'])}"
    wit = c.new_family(r.choice(["wife", "husband", "daughter", "son", "neighbour" if c.uk else "neighbor"]))
    if (wit.rel == "wife" and c.pt.sex == "F") or (wit.rel == "husband" and c.pt.sex == "M"):
        wit.rel = "partner"
    c.family.append(wit)
    wake = r.random() < 0.35
    where = r.choice(["at home", "at home", f"at {M('LOCATION_OTHER', c.ch(P.LANDMARKS).replace('the ', ''))}",
                      f"while shopping at {M('LOCATION_OTHER', c.ch(P.LANDMARKS).replace('the ', ''))}"])
    lysis = r.random() < 0.6
    ect = r.random() < 0.5 and vessel != "proximal M2"
    drug = r.choice(["tenecteplase 0.25 mg/kg", "alteplase 0.9 mg/kg", "tenecteplase 25 mg"])
    dtn = r.randint(22, 71)
    hpi = []
    occl = "left" if other == "right" else "right"
    if wake:
        hpi.append(f"{c.P('full')} is {c.a_age_phrase_long()} who was last seen well by {c.his} {wit.rel} {c.F(wit)} "
                   f"at {lkw} on {c.date(adm - dt.timedelta(days=1))} and woke on {c.date(adm)} with {other}-sided weakness "
                   f"and {'expressive dysphasia' if other == 'right' else 'dysarthria and left-sided neglect'}.")
    else:
        hpi.append(f"{c.P('full')}, {c.age_phrase()}, developed sudden-onset {other}-sided facial droop and {other} arm weakness "
                   f"{where} on {c.date(adm)} at {lkw}, witnessed by {c.his} {wit.rel} {c.F(wit, 'full')}, who called an ambulance.")
    hpi.append(f"On arrival to the ED at {M('HOSPITAL', c.hosp['name'])} NIHSS was {nihss}. "
               f"CT head showed no haemorrhage, ASPECTS {r.randint(6, 10)}; CTA demonstrated occlusion of the {occl} {vessel}"
               + (f"; CT perfusion core {r.randint(5, 40)} mL with mismatch volume {r.randint(40, 140)} mL." if r.random() < 0.6 else "."))
    if lysis:
        hpi.append(f"Thrombolysed with {drug} at {r.randint(0, 23):02d}:{r.randint(0, 59):02d} (door-to-needle {dtn} min).")
    if ect:
        hpi.append(f"Transferred to {M('HOSPITAL', c.hosp2['name'])} for mechanical thrombectomy under {c.S(c.new_staff('doc'), 'dr_full')}; "
                   f"mTICI {r.choice(['2b', '2c', '3'])} after {r.randint(1, 3)} pass{'es' if r.random() < 0.6 else ''}. "
                   f"Repatriated to {M('HOSPITAL', c.ward)} on {c.date(adm + dt.timedelta(days=r.randint(1, 2)))}.")
    if r.random() < 0.3:
        hpi.append(f"{c.His} car (registration {M('VEHICLE', c.L.plate())}) was left at the scene; {c.his} {wit.rel} has been asked to collect it.")
    af = r.random() < 0.45
    course = []
    d1 = adm + dt.timedelta(days=1)
    course.append(f"MRI brain on {c.date(d1)} confirmed an acute {occl} MCA territory infarct "
                  f"{r.choice(['involving the insula and frontal operculum', 'in the corona radiata and caudate', 'with small cortical satellite infarcts', 'without haemorrhagic transformation'])}.")
    if af:
        course.append(f"Telemetry captured paroxysmal AF on {c.sdate(d1 + dt.timedelta(days=1))}; apixaban 5 mg BD commenced on day {r.randint(3, 7)} after repeat imaging.")
    else:
        sn = c.serial(c.ch(["RLA", "", "SN"]))
        course.append(f"Telemetry and 72 h Holter unremarkable. An implantable loop recorder was inserted on "
                      f"{c.date(c.visit - dt.timedelta(days=1))} (serial no. {M('DEVICE', sn)}) for cryptogenic stroke work-up; "
                      f"remote monitoring enrolled.")
    slt = c.new_staff("rn")
    course.append(f"Swallow assessed by SLT ({c.S(slt, 'full')}): {r.choice(['IDDSI level 6 diet, mildly thick fluids', 'normal diet and thin fluids', 'NBM initially, now soft diet'])}. "
                  f"Physio and OT input on {M('HOSPITAL', c.ward)}, bed {M('LOCATION_OTHER', c.bed)}.")
    course.append(f"Echocardiogram {c.date(d1 + dt.timedelta(days=r.randint(1, 3)))}: {r.choice(['LVEF 55%, no thrombus, no PFO on bubble study', 'mildly dilated LA, EF 50%', 'normal biventricular function'])}.")
    mrs = r.randint(1, 4)
    imp = (f"Acute ischaemic stroke, {occl} MCA territory"
           + (", cardioembolic (new AF)" if af else ", cryptogenic (ESUS)") + f". Discharge mRS {mrs}.")
    meds = (["apixaban 5 mg BD"] if af else ["aspirin 75 mg OD (14 days) then clopidogrel 75 mg OD"]) + \
        [f"atorvastatin {r.choice([40, 80])} mg nocte", r.choice(["ramipril 2.5 mg OD", "amlodipine 5 mg OD", "perindopril 4 mg mane"]),
         r.choice(["omeprazole 20 mg OD", "lansoprazole 30 mg OD", "paracetamol 1 g QDS PRN"])]
    if c.loc == "US":
        meds = [m.replace("BD", "BID").replace("OD", "daily").replace("QDS", "QID") for m in meds]
    plan = [f"Stroke clinic with {c.S(c.cons, 'dr_last')} on {c.date(c.future(35, 60))}.",
            f"Not to drive for at least one month; {c.he} does not need to notify {_agency(c)} unless residual deficit persists.",
            f"Community stroke team referral sent {c.sdate(c.visit)}; contact {B.tel(c)}.",
            f"BP target <130/80; lipids and HbA1c with the GP in 6 weeks."]
    d = {"dept": r.choice(["Stroke Service", "Department of Neurology", "Acute Stroke Unit", "Neurosciences"]),
         "clinic": "Stroke Unit", "title": "Stroke Unit Discharge Summary", "reason": "Acute ischaemic stroke",
         "dx": [imp, f"Hypertension (since {c.yr(c.past_year(3, 20))})", r.choice(["Type 2 diabetes", "Hypercholesterolaemia", "Previous TIA", "CKD stage 3a"])],
         "hpi": hpi, "course": course, "imp": imp, "meds": meds, "plan": plan, "inpatient": True,
         "pmh": [f"Hypertension, diagnosed {c.yr(c.past_year(3, 20))}", r.choice(["Type 2 diabetes on metformin", "Hypercholesterolaemia", "Osteoarthritis of knees"]),
                 r.choice([f"Right TKR {c.yr(c.past_year(2, 15))}", f"Appendicectomy {c.yr(c.past_year(20, 45))}", "Gout"])],
         "exam": f"{r.choice(['GCS 15', 'GCS 14 (E4 V4 M6)', 'Alert'])}. {cap(other)} UMN facial weakness, {other} arm MRC {r.randint(1, 4)}/5, leg {r.randint(2, 5)}/5. "
                 f"{r.choice(['Expressive dysphasia.', 'Dysarthria.', 'Left visual inattention.', 'No sensory loss.'])} Plantar {r.choice(['extensor', 'upgoing'])} on the {other}.",
         "results": [f"Cholesterol {round(r.uniform(3.6, 7.2), 1)} mmol/L, LDL {round(r.uniform(1.8, 4.9), 1)}, HbA1c {r.randint(36, 78)} mmol/mol",
                     f"CT head/CTA {c.date(adm)} - accession {M('IDNUM', c.accession('rad'))}"],
         "special": ["stroke_proforma"], "nihss": nihss, "lkw": lkw, "side": other, "lysis": lysis, "drug": drug,
         "dtn": dtn, "ect": ect, "vessel": vessel, "wake": wake}
    return d


def tia(c):
    r = c.r
    c.setup_patient(45, 90)
    common.setup(c, G)
    common.sub_role(c, "tia")
    ev = c.past(2, 12)
    sym = r.choice(["transient loss of vision in the left eye like a curtain coming down, lasting about 5 minutes",
                    "right arm and hand weakness with word-finding difficulty for 20 minutes",
                    "left face and arm numbness lasting approximately 40 minutes",
                    "slurred speech and right facial droop that resolved within an hour"])
    sten = r.choice([None, None, r.randint(50, 90)])
    surgeon = c.new_staff("doc")
    hpi = [f"Thank you for referring {c.P('titlefull')}, {c.a_age_phrase_long()}, who on {c.date(ev)} experienced {sym}. "
           f"{c.He} was seen in the ED at {M('HOSPITAL', c.hosp['name'])} the same {r.choice(['day', 'evening'])} and loaded with aspirin 300 mg.",
           f"ABCD2 score {r.randint(2, 6)}. No previous similar episodes. {c.He} is a {r.choice(['non-smoker', 'current smoker', 'former smoker'])}."]
    res = [f"CT head {c.date(ev)}: no acute abnormality, {r.choice(['mild small vessel change', 'no established infarct'])}.",
           f"ECG: sinus rhythm {r.randint(58, 88)} bpm."]
    if sten:
        res.append(f"Carotid duplex {c.date(ev + dt.timedelta(days=r.randint(1, 4)))}: {sten}-{min(sten + 19, 99)}% "
                   f"{r.choice(['left', 'right'])} ICA stenosis (report {M('IDNUM', c.accession('rad'))}).")
    else:
        res.append(f"Carotid duplex {c.date(ev + dt.timedelta(days=r.randint(1, 4)))}: <50% stenosis bilaterally.")
    res.append(f"MRI DWI {c.date(ev + dt.timedelta(days=r.randint(1, 6)))}: {r.choice(['no acute infarct', 'small punctate DWI lesion in the left frontal cortex'])}.")
    plan = [f"Clopidogrel 75 mg once daily long term; atorvastatin 80 mg.",
            f"Target BP <130/80, home monitoring."]
    if sten:
        plan.append(f"Referred urgently to {r.choice(['Mr', 'Ms', 'Dr'])}{c.dot} {M('DOCTOR', surgeon.last)}, vascular surgeon at "
                    f"{M('HOSPITAL', c.hosp2['name'])}, for consideration of carotid endarterectomy; clinic booked for {c.date(c.future(3, 10))}.")
    plan.append(f"24-hour Holter booked for {c.date(c.future(5, 20))}.")
    plan.append(f"Driving: {c.he} should not drive for one month from {c.date(ev)}.")
    return {"dept": r.choice(["TIA Clinic", "Neurovascular Clinic", "Stroke and TIA Service"]), "clinic": "Rapid Access TIA Clinic",
            "title": "TIA Clinic Review", "reason": "Suspected TIA",
            "dx": [r.choice(["Transient ischaemic attack", "Minor stroke (NIHSS 1)", "Amaurosis fugax"]) + f" on {c.date(ev)}"]
                  + ([f"{r.choice(['Left', 'Right'])} ICA stenosis ({sten}%)"] if sten else []) + ["Hypertension"],
            "hpi": hpi, "results": res, "plan": plan, "imp": "Probable TIA in the anterior circulation.",
            "meds": ["clopidogrel 75 mg OD", "atorvastatin 80 mg ON", r.choice(["amlodipine 5 mg OD", "ramipril 5 mg OD", "indapamide 2.5 mg OD"])],
            "pmh": ["Hypertension", r.choice(["Hyperlipidaemia", "Type 2 diabetes", "Obesity (BMI 34)", "Migraine with aura"])],
            "exam": f"BP {r.randint(130, 178)}/{r.randint(70, 100)}. Pulse regular. No carotid bruits. Neurological examination normal today.",
            "fhx": B.fhx(c, [(r.choice(["father", "mother"]), "stroke")]), "special": []}


def epilepsy(c):
    r = c.r
    c.setup_patient(18, 70)
    common.setup(c, G)
    ev = c.past(14, 70)
    wit = c.new_family(r.choice(["partner", "flatmate" if c.uk else "roommate", "friend", "wife", "husband"]))
    if (wit.rel == "wife" and c.pt.sex == "F") or (wit.rel == "husband" and c.pt.sex == "M"):
        wit.rel = "partner"
    c.family.append(wit)
    org = M("ORGANIZATION", c.ch(P.ORGS_EMPLOYER))
    driving = r.random() < 0.5
    hpi = [f"{c.P('first')} attends with {c.his} {wit.rel} {c.F(wit)} following a first generalised tonic-clonic seizure on "
           f"{c.date(ev)} ({c.wday(ev)}) at work ({org}), where {c.he} works as {c.an(c.profession)} {M('PROFESSION', c.profession)}.",
           f"{c.F(wit)} did not witness the onset, but colleagues described {c.him} going stiff and shaking for about two minutes, "
           f"with tongue biting and urinary incontinence, followed by 20 minutes of confusion. "
           f"{r.choice(['There had been significant sleep deprivation the week before.', 'No alcohol or drug use.', 'There were two episodes of déjà vu earlier that month.'])}"]
    if driving:
        plate = c.L.plate()
        hpi.append(f"The event happened while {c.he} was driving into the car park; the vehicle (registration {M('VEHICLE', plate)}) "
                   f"struck a bollard at low speed. Police attended (incident ref {M('IDNUM', c.ch(['IR', 'INC', 'PR']) + c.digits(7))}).")
    res = [f"EEG {c.date(ev + dt.timedelta(days=r.randint(7, 30)))}: {r.choice(['normal awake and drowsy record', 'left temporal sharm waves'.replace('sharm', 'sharp'), 'generalised 3-4 Hz polyspike-wave discharges on photic stimulation'])} "
           f"(study {M('IDNUM', 'EEG' + c.digits(5))}).",
           f"MRI brain epilepsy protocol {c.date(ev + dt.timedelta(days=r.randint(10, 40)))}: {r.choice(['normal', 'left mesial temporal sclerosis', 'no structural lesion'])}."]
    dl = c.L.driver_lic(c.pt)
    plan = [f"Start levetiracetam 250 mg BD for two weeks, then 500 mg BD." if r.random() < 0.6 else "Lamotrigine titration as per schedule given.",
            f"Driving: advised not to drive and to notify {_agency(c)} (licence no. {M('LICENSE', dl)}); this is documented and was understood.",
            f"Epilepsy nurse specialist {c.S(c.nurse, 'full')} will phone in two weeks; direct line {B.tel(c, ext=r.random() < 0.4)}.",
            "Safety advice given: showers not baths, no swimming alone, no working at heights."]
    return {"dept": r.choice(["First Seizure Clinic", "Epilepsy Service", "Department of Neurology"]), "clinic": "First Seizure Clinic",
            "title": "First Seizure Clinic", "reason": "First seizure",
            "dx": [f"First unprovoked generalised tonic-clonic seizure, {c.date(ev)}", r.choice(["Probable juvenile myoclonic epilepsy", "Focal epilepsy, left temporal", "Epilepsy, type to be determined"])],
            "hpi": hpi, "results": res, "plan": plan, "imp": "Likely new-onset epilepsy.",
            "meds": ["levetiracetam 500 mg BD", r.choice(["sertraline 50 mg OD", "no regular medications"] + (["combined oral contraceptive"] if c.pt.sex == "F" else []))],
            "pmh": [r.choice(["Febrile convulsions as a child", "Head injury age " + M('AGE', r.randint(8, 17)), "Nil significant"]), "Asthma"],
            "exam": "Normal neurological examination. Lateral tongue bite healing.",
            "fhx": B.fhx(c, [(r.choice(["cousin", "uncle", "sister"]), "epilepsy")]), "special": []}


def ms(c):
    r = c.r
    c.setup_patient(22, 62, sex=r.choice("FFFM"))
    common.setup(c, G)
    dx_y = c.past_year(2, 15)
    rel1 = c.between(dx_y, margin=150)
    last_inf = c.past(100, 190)
    dmt = r.choice(["ocrelizumab", "natalizumab", "ofatumumab", "dimethyl fumarate", "cladribine"])
    mri = [c.past(400, 800), c.past(20, 120)]
    unit = r.choice(["Hazel Day Unit", "Neurology Day Case Unit", "Bluebell Unit", "Infusion Suite 3"])
    hpi = [f"I reviewed {c.P('title')} in the MS clinic today. {c.He} was diagnosed with relapsing-remitting MS in {c.yr(dx_y)} "
           f"after an episode of {r.choice(['optic neuritis', 'transverse myelitis', 'brainstem syndrome with diplopia'])}. "
           f"{c.His} last relapse was in {c.my(rel1)} ({r.choice(['sensory symptoms in both legs', 'right-sided ataxia', 'Lhermitte phenomenon'])}), treated with oral methylprednisolone.",
           f"{c.He} has been on {dmt} since {c.my(c.between(dx_y, margin=120))}"
           + (f", last infusion at {M('HOSPITAL', unit)} on {c.date(last_inf)}." if dmt in ('ocrelizumab', 'natalizumab') else "."),
           f"Currently reports {r.choice(['fatigue that limits work', 'urinary urgency', 'heat sensitivity', 'no new symptoms'])}. "
           f"Works as {c.an(c.profession)} {M('PROFESSION', c.profession)}{', reduced to three days a week' if r.random() < 0.4 else ''}."]
    res = [f"MRI brain and C-spine {c.date(mri[1])}: {r.choice(['no new or enlarging T2 lesions compared with', 'one new juxtacortical lesion compared with', 'stable lesion load compared with'])} "
           f"{c.date(mri[0])}; no gadolinium enhancement.",
           f"{'JCV index ' + str(round(r.uniform(0.1, 3.2), 2)) if dmt == 'natalizumab' else 'IgG ' + str(round(r.uniform(5.5, 12), 1)) + ' g/L'}, "
           f"lymphocytes {round(r.uniform(0.6, 2.5), 1)} ({c.date(c.past(5, 40))})."]
    plan = [f"Continue {dmt}; next {'infusion booked for ' + c.date(c.future(20, 90)) if dmt in ('ocrelizumab', 'natalizumab') else 'bloods in three months'}.",
            f"Annual MRI due {c.my(c.future(200, 380))}.",
            f"MS nurses ({c.S(c.nurse, 'full')}) on {B.tel(c)} or {M('EMAIL', c.email_for(c.nurse, c.hosp['domain']))}.",
            "Pelvic floor physio referral for urgency."]
    return {"dept": r.choice(["MS Service", "Department of Neurology", "Neuroimmunology Clinic"]), "clinic": "MS Clinic",
            "title": "MS Clinic Review", "reason": "MS follow-up",
            "dx": [f"Relapsing-remitting multiple sclerosis (diagnosed {c.yr(dx_y)})", f"EDSS {r.choice(['1.5', '2.0', '2.5', '3.0', '3.5', '4.0'])}"],
            "hpi": hpi, "results": res, "plan": plan, "imp": "Clinically and radiologically stable MS.",
            "meds": [dmt, "vitamin D 1000 IU daily", r.choice(["amantadine 100 mg BD", "oxybutynin 5 mg BD", "pregabalin 75 mg BD"])],
            "pmh": [r.choice(["Depression", "Migraine", "Iron deficiency"]), f"Optic neuritis {c.yr(dx_y)}"],
            "exam": f"Visual acuity 6/{r.choice([6, 9, 12])} both eyes. Mild pyramidal weakness {r.choice(['left', 'right'])} leg. Walks unaided >500 m.",
            "special": []}


def parkinson(c):
    r = c.r
    c.setup_patient(55, 86)
    common.setup(c, G)
    dx_y = c.past_year(4, 16)
    dbs = r.random() < 0.55
    carer = c.new_family("wife" if c.pt.sex == "M" else r.choice(["husband", "daughter"]))
    c.family.append(carer)
    hpi = [f"{c.P('titlefull')} ({c.age_phrase()}) was reviewed with {c.his} {carer.rel} {c.F(carer)}. "
           f"Parkinson's disease was diagnosed in {c.yr(dx_y)} presenting with {r.choice(['a right hand rest tremor', 'left arm stiffness and micrographia', 'reduced arm swing'])}.",
           f"{c.F(carer)} reports {r.choice(['two falls since the last visit, both in the evening', 'vivid dreams and shouting in sleep', 'worsening wearing-off about three hours after each dose', 'freezing in doorways'])}."]
    if dbs:
        sn = c.serial(c.ch(["NZK", "SC", "PC", "AB"]))
        hpi.append(f"Bilateral STN deep brain stimulation was implanted at {M('HOSPITAL', c.hosp2['name'])} on {c.date(c.past(400, 2000))} by "
                   f"{c.S(c.new_staff('doc'), 'dr_full')}. Rechargeable IPG, serial {M('DEVICE', sn)}; patient programmer serial {M('DEVICE', c.serial())}.")
    res = [f"Settings today: L {round(r.uniform(1.5, 3.5), 1)} V / 60 us / 130 Hz, R {round(r.uniform(1.5, 3.5), 1)} V / 60 us / 130 Hz." if dbs else
           f"DaTSCAN {c.date(c.past(800, 2500))}: reduced putaminal uptake bilaterally.",
           f"Lying BP {r.randint(120, 160)}/{r.randint(70, 90)}, standing {r.randint(95, 125)}/{r.randint(55, 75)} at 3 minutes."]
    plan = [f"Co-careldopa {r.choice(['25/100', '12.5/50'])} increased to five times daily.",
            "Falls clinic referral; OT home assessment.",
            f"PD nurse {c.S(c.nurse, 'full')} to follow up by phone on {c.date(c.future(10, 30))}.",
            f"Review in {r.choice(['4', '6'])} months."]
    return {"dept": r.choice(["Movement Disorders Clinic", "Parkinson's Service", "Department of Neurology"]),
            "clinic": "Movement Disorders Clinic", "title": "Movement Disorders Review", "reason": "Parkinson's disease review",
            "dx": [f"Idiopathic Parkinson's disease (diagnosed {c.yr(dx_y)})", "Motor fluctuations", r.choice(["REM sleep behaviour disorder", "Orthostatic hypotension", "Constipation"])]
                  + ([f"Bilateral STN DBS ({c.yr(c.past_year(1, 6))})"] if dbs else []),
            "hpi": hpi, "results": res, "plan": plan, "imp": "Advancing PD with motor fluctuations.",
            "meds": ["co-careldopa 25/100 five times daily", "rasagiline 1 mg OD", r.choice(["macrogol 1 sachet OD", "melatonin 2 mg ON", "entacapone 200 mg with each dose"])],
            "pmh": ["Benign prostatic hyperplasia" if c.pt.sex == "M" else "Osteoporosis", "Depression"],
            "exam": f"Hypomimia. Rest tremor {r.choice(['right', 'left'])} hand, cogwheel rigidity. Shuffling gait with reduced arm swing. Pull test {r.randint(1, 4)} steps.",
            "special": []}


def headache(c):
    r = c.r
    c.setup_patient(18, 60, sex=r.choice("FFM"))
    common.setup(c, G)
    hd = r.randint(10, 26)
    hpi = [f"{c.P('first')} is {c.art_age()} {c.AGE()}-year-old {M('PROFESSION', c.profession)} with chronic migraine since age {M('AGE', r.randint(11, 25))}. "
           f"Headache diary shows {hd} headache days per month, {r.randint(6, hd)} of them migrainous, with {r.choice(['visual aura', 'photophobia and vomiting', 'osmophobia'])}.",
           f"Previous preventers: propranolol (fatigue), amitriptyline (weight gain), topiramate (paraesthesia). "
           f"Triptan use {r.randint(4, 14)} days/month. Symptoms worse since {c.my(c.past(120, 500))}."]
    plan = [r.choice(["Apply for CGRP monoclonal antibody (erenumab 70 mg monthly).", "OnabotulinumtoxinA per PREEMPT protocol, first session booked.",
                      "Start candesartan 4 mg, titrate to 16 mg."]),
            "Limit acute treatments to <10 days per month to avoid medication overuse.",
            f"Headache nurse clinic {c.date(c.future(40, 100))}."]
    return {"dept": "Headache Clinic", "clinic": "Headache Clinic", "title": "Headache Clinic", "reason": "Chronic migraine",
            "dx": ["Chronic migraine " + r.choice(["with aura", "without aura"]), "Medication overuse headache (possible)"],
            "hpi": hpi, "results": [f"MRI brain {c.date(c.past(60, 700))}: normal."], "plan": plan,
            "imp": "Chronic migraine, inadequately controlled.", "meds": ["sumatriptan 50 mg PRN", "naproxen 500 mg PRN"],
            "pmh": ["Anxiety", r.choice((["PCOS"] if c.pt.sex == "F" else []) + ["IBS", "Nil else"])], "exam": "Fundi normal. No focal deficit. BMI " + str(r.randint(20, 36)) + ".",
            "fhx": B.fhx(c, [("mother", "migraine")]), "special": []}


def neuropathy(c):
    r = c.r
    c.setup_patient(40, 85)
    common.setup(c, G)
    ncs = c.past(10, 60)
    hpi = [f"{c.P('title')} presents with {r.choice(['numbness and burning in both feet', 'tingling in the hands, worse at night', 'progressive foot drop on the left'])} "
           f"since {c.my(c.past(150, 800))}. {c.He} {r.choice(['is a retired', 'works as ' + c.an(c.profession)])} {M('PROFESSION', c.profession)}. "
           f"{r.choice(['Type 2 diabetes for 15 years.', 'Drinks around 40 units of alcohol a week.', 'Previous chemotherapy with oxaliplatin.', 'No diabetes.'])}"]
    res = [f"Nerve conduction studies {c.date(ncs)} ({c.S(c.new_staff('doc'), 'dr_full')}): {r.choice(['length-dependent axonal sensorimotor polyneuropathy', 'bilateral moderate carpal tunnel syndrome', 'left common peroneal neuropathy at the fibular head'])}.",
           f"B12 {r.randint(110, 600)} ng/L, folate normal, HbA1c {r.randint(38, 80)}, SPEP: {r.choice(['no paraprotein', 'IgM kappa band 3 g/L'])} ({c.date(ncs - dt.timedelta(days=r.randint(3, 30)))})."]
    return {"dept": "Neuromuscular Clinic", "clinic": "Neuromuscular Clinic", "title": "Neuromuscular Clinic", "reason": "Neuropathy",
            "dx": ["Peripheral neuropathy", r.choice(["Type 2 diabetes mellitus", "Alcohol excess", "B12 deficiency"])],
            "hpi": hpi, "results": res, "plan": ["Duloxetine 30 mg OD.", "Podiatry referral.", f"Review {c.date(c.future(60, 150))}."],
            "imp": "Sensorimotor polyneuropathy.", "meds": ["metformin 1 g BD", "duloxetine 30 mg OD"], "pmh": ["T2DM", "Hypertension"],
            "exam": "Reduced pinprick to mid-shin, absent ankle jerks, vibration lost at the toes. Romberg positive.", "special": []}


SUBS = [(stroke, 5), (tia, 3), (epilepsy, 3), (ms, 2), (parkinson, 2), (headache, 1), (neuropathy, 1)]


def build(c):
    fns = [f for f, w in SUBS for _ in range(w)]
    f = c.ch(fns)
    d = f(c)
    d["sub"] = f.__name__
    return d
