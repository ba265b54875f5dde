"""Genres: hospital_letter and gp_referral."""
import pools
from core import P, join, article, place
from common import (setup, days, hid_item, ids_line, hosp_letterhead, gp_address_block, pt_re_block, signature,
                    cc_block, social_line, family_history_line, prof_phrase)
import clinical
import inpatient


# ------------------------------------------------------------------ clinic scenarios
def sc_pacing(c):
    r = c.r
    d_impl = days(c.date, -r.randint(200, 2400))
    sn = P(c.device_sn("pacemaker"), "DEVICE")
    model = r.choice(["Abbott Assurity MRI", "Boston Scientific Accolade", "Biotronik Enitra 8 DR-T", "Medtronic Azure XT DR"])
    h2 = c.hospital()
    body = c.f("I reviewed {pt_ts} in the pacing clinic today. {He} had {art} {model} dual-chamber pacemaker (serial number {sn}) implanted at {h2} on {d_impl} for symptomatic sick sinus syndrome. "
               "Since then {he} has had no further syncope. {He} reports occasional palpitations, usually in the evening.\n\n"
               "Device check today: battery longevity estimated {bat} years, atrial and ventricular lead parameters stable, {pct}% atrial pacing. "
               "There were {n} mode-switch episodes, the longest lasting {hrs} hours on {d_ep}, consistent with paroxysmal AF.\n",
               art=article(model), model=model, sn=sn, h2=h2.n(), d_impl=c.dt(d_impl), bat=str(r.randint(6, 12)), pct=str(r.randint(20, 90)),
               n=str(r.randint(2, 14)), hrs=str(r.randint(2, 19)), d_ep=c.dt(days(c.date, -r.randint(5, 60))))
    plan = [c.f("Given a CHA2DS2-VASc score of {s}, I have recommended anticoagulation and {he} is agreeable. Please start apixaban 5 mg BD.", s=str(r.randint(2, 5))),
            "Remote monitoring to continue; next in-person device check in 12 months.",
            c.f("If the home monitor shows a red alert, the cardiac physiology team can be reached on {tel}.", tel=c.PH(c.land()))]
    return "Cardiology (Pacing)", "Consultant Cardiologist", ["Sick sinus syndrome - dual-chamber PPM", "Paroxysmal atrial fibrillation", "Hypertension"], body, plan


def sc_hf(c):
    r = c.r
    d_echo = days(c.date, -r.randint(10, 60))
    hfn = c.staff("nurse")
    body = c.f("Thank you for asking me to see this {age}-year-old {man} with exertional breathlessness (NYHA II-III) and ankle swelling. "
               "{He} {occ_phr} and has noticed {he} can no longer manage the stairs at home without stopping.\n\n"
               "Echocardiogram on {d_echo} (ref {acc}) showed a dilated left ventricle with an ejection fraction of {ef}% and moderate functional mitral regurgitation. "
               "NT-proBNP was {bnp} ng/L.\n",
               occ_phr=prof_phrase(c), d_echo=c.dt(d_echo), acc=P(c.rad(d_echo.year), "IDNUM"), ef=str(r.randint(25, 38)), bnp=str(r.randint(900, 6000)))
    plan = ["Start ramipril 1.25 mg OD and bisoprolol 1.25 mg OD, uptitrating fortnightly.",
            "Add dapagliflozin 10 mg OD.",
            c.f("Referred to the heart failure nurse service - {nurse} will contact {him} directly (tel {tel}).", nurse=[hfn.full()], tel=c.PH(c.land())),
            c.f("Review in clinic on {d}.", d=c.dt(days(c.date, r.randint(40, 90))))]
    return "Cardiology", "Consultant Cardiologist", ["Heart failure with reduced ejection fraction", "Moderate functional MR", "Type 2 diabetes"], body, plan


def sc_copd_o2(c):
    r = c.r
    supplier = P(r.choice(["Airvale Home Oxygen Ltd", "OxyLine Homecare", "BreatheWell Medical Services", "Meridian Respiratory Supplies"]), "ORGANIZATION")
    sn = P(c.device_sn("o2"), "DEVICE")
    body = c.f("{pt_ts} attended the home oxygen assessment clinic. {He} has severe COPD (FEV1 {fev}% predicted) and has had {n} exacerbations in the past year, including an admission to {hosp} in {mon}.\n\n"
               "Resting SpO2 on air was {sat}%. ABG on air: pO2 {po2} kPa, pCO2 {pco2} kPa. {He} stopped smoking in {yr}.\n\n"
               "Long-term oxygen therapy was commenced today at 2 L/min via nasal cannula for at least 15 hours a day. The concentrator (serial {sn}) will be installed by {supplier}; their helpline is {tel}.\n",
               fev=str(r.randint(25, 45)), n=str(r.randint(2, 5)), mon=c.dt(days(c.date, -r.randint(60, 300)), "MMy"), sat=str(r.randint(84, 88)),
               po2="%.1f" % r.uniform(6.5, 7.3), pco2="%.1f" % r.uniform(5.5, 7.0), yr=c.dt(days(c.date, -r.randint(400, 4000)), "y"),
               sn=sn, supplier=supplier, tel=c.PH(c.land()))
    plan = ["Home oxygen risk assessment completed; no smokers in the household.",
            "Fire service home safety visit requested.",
            "Pulmonary rehabilitation referral made.",
            c.f("Repeat ABG in 3 months at the {hosp} respiratory clinic.")]
    return "Respiratory Medicine", "Consultant Respiratory Physician", ["COPD (GOLD 3)", "Chronic hypoxaemia - LTOT", "Ex-smoker"], body, plan


def sc_osa(c):
    r = c.r
    sn = P(c.device_sn("cpap"), "DEVICE")
    d_study = days(c.date, -r.randint(30, 120))
    occ = r.choice(["HGV driver", "taxi driver", "bus driver", "delivery driver", "van driver"])
    body = c.f("I saw {pt_ts} in the sleep clinic. {He} works as {art} {occ} for {emp}. Epworth score was {ess}/24. "
               "Home sleep study on {d_study} showed an AHI of {ahi} events/hour with a 4% ODI of {odi}, in keeping with moderate-severe obstructive sleep apnoea.\n\n"
               "{He} was issued with an auto-titrating CPAP machine today (serial no. {sn}) and shown how to fit the mask. "
               "We discussed driving at length: {he} must not drive while excessively sleepy and must inform the {dvla}. "
               "{His} {rel} {fam} was present and confirmed marked snoring and witnessed apnoeas.\n",
               art=article(occ), occ=c.PR(occ), emp=c.employer(), ess=str(r.randint(12, 21)), d_study=c.dt(d_study), ahi=str(r.randint(18, 55)),
               odi=str(r.randint(15, 50)), sn=sn, rel=c.nok.rel, fam=c.nok.giv())
    plan = ["CPAP compliance download in 4 weeks.", "Weight management advice given.",
            c.f("Sleep physiologist contact: {tel}.", tel=c.PH(c.land()))]
    return "Respiratory & Sleep Medicine", "Consultant Respiratory Physician", ["Obstructive sleep apnoea (moderate-severe)", "Obesity (BMI %d)" % r.randint(31, 44)], body, plan


def sc_pump(c):
    r = c.r
    sn = P(c.device_sn("pump"), "DEVICE")
    tx = P(c.device_sn("cgm"), "DEVICE")
    dn = c.staff("nurse")
    body = c.f("{pt_giv} attended the young adult diabetes clinic with {his} {rel}. {He} was diagnosed with type 1 diabetes aged {adx} and has been on an insulin pump since {yr}.\n\n"
               "Pump: Medtronic MiniMed 780G, serial {sn}. CGM transmitter ID {tx}. Time in range {tir}%, time below range {tbr}%. HbA1c {a1c} mmol/mol (previous {a1c2}).\n\n"
               "{He} {occ_phr}. We discussed managing glucose around shift work and alcohol.\n",
               rel=c.nok.rel, adx=c.A(r.randint(3, 14)), yr=c.dt(days(c.date, -r.randint(400, 2500)), "y"), sn=sn, tx=tx,
               tir=str(r.randint(52, 80)), tbr=str(r.randint(1, 6)), a1c=str(r.randint(52, 78)), a1c2=str(r.randint(55, 85)),
               occ_phr=prof_phrase(c, retired=False))
    plan = ["Basal rate reduced by 10% between 02:00 and 05:00.", "Carbohydrate ratio at breakfast changed to 1:8.",
            c.f("DSN follow-up with {dn} (e-mail {em}).", dn=dn.full(), em=P(c.staff_email(dn, c.hosp.domain), "EMAIL")),
            "Retinal screening due."]
    return "Diabetes & Endocrinology", "Consultant Endocrinologist", ["Type 1 diabetes on CSII", "Hypoglycaemia awareness intact"], body, plan


def sc_ra(c):
    r = c.r
    body = c.f("{pt_ts} returns to the rheumatology clinic for review of {his} seropositive rheumatoid arthritis, diagnosed in {yr}. "
               "{He} {occ_phr} at {emp} and has found the early morning stiffness (about {mins} minutes) difficult at work.\n\n"
               "On examination there were {sj} swollen and {tj} tender joints. DAS28-CRP {das}. Bloods on {d_b}: CRP {crp}, ALT {alt}, normal FBC.\n",
               yr=c.dt(days(c.date, -r.randint(300, 4000)), "y"), occ_phr=prof_phrase(c, retired=False), emp=c.employer(), mins=str(r.randint(30, 120)),
               sj=str(r.randint(1, 8)), tj=str(r.randint(2, 12)), das="%.1f" % r.uniform(2.4, 5.6), d_b=c.dt(days(c.date, -r.randint(3, 20))),
               crp=str(r.randint(3, 40)), alt=str(r.randint(14, 45)))
    plan = ["Increase methotrexate to 20 mg once weekly with folic acid 5 mg once weekly.",
            "IM Depo-Medrone 120 mg given today.",
            c.f("Monitoring bloods every 4 weeks for 3 months - please arrange at {practice}."),
            c.f("Rheumatology advice line: {tel}.", tel=c.PH(c.land()))]
    return "Rheumatology", "Consultant Rheumatologist", ["Seropositive rheumatoid arthritis", "Osteopenia"], body, plan


def sc_epilepsy(c):
    r = c.r
    colleague = c.person("FAMILY")
    lic = P(c.driving_licence(c.pt), "LICENSE")
    d_sz = days(c.date, -r.randint(10, 70))
    body = c.f("I saw {pt_giv} in the first seizure clinic. On {d_sz} {he} had a witnessed generalised tonic-clonic seizure at work ({emp}). "
               "{His} colleague, {col}, described {him} going stiff, then jerking of all four limbs for about {m} minutes, with tongue biting and incontinence.\n\n"
               "EEG ({eeg}) showed generalised spike-and-wave discharges. MRI brain ({mri}) was normal.\n\n"
               "We discussed the {dvla} regulations: {he} must not drive and must notify the {dvla}. {He} gave me {his} driving licence number ({lic}) for the {dvla} medical form.\n",
               d_sz=c.dt(d_sz), emp=c.employer(), col=colleague.full(), m=str(r.randint(1, 4)), eeg=P(c.rad(c.date.year), "IDNUM"),
               mri=P(c.rad(c.date.year), "IDNUM"), lic=lic)
    plan = ["Start levetiracetam 250 mg BD for 2 weeks, then 500 mg BD.", "Safety advice given (bathing, heights, swimming).",
            c.f("Epilepsy nurse specialist line {tel}.", tel=c.PH(c.land())), "Review in 3 months."]
    return "Neurology", "Consultant Neurologist", ["Idiopathic generalised epilepsy - first presentation"], body, plan


def sc_ibd(c):
    r = c.r
    d_col = days(c.date, -r.randint(14, 60))
    body = c.f("{pt_ts} was reviewed in the IBD clinic. {He} presented to you in {mon} with {n} weeks of bloody diarrhoea. "
               "Colonoscopy on {d_col} showed continuous inflammation to the splenic flexure (Mayo 2); biopsies (histology {hist}) confirmed chronic active colitis.\n\n"
               "Faecal calprotectin {fcp} µg/g. {He} currently opens {his} bowels {bo} times a day with some urgency.\n",
               mon=c.dt(days(c.date, -r.randint(60, 150)), "MMy"), n=str(r.randint(3, 10)), d_col=c.dt(d_col),
               hist=P(c.histo(d_col.year), "IDNUM"), fcp=str(r.randint(250, 1800)), bo=str(r.randint(3, 8)))
    plan = ["Mesalazine 4.8 g OD for 8 weeks then 2.4 g OD.", "Mesalazine 1 g suppositories ON for 4 weeks.",
            c.f("IBD helpline {tel} or e-mail {em}.", tel=c.PH(c.land()), em=P("ibd.nurses@" + c.hosp.domain if c.hosp.domain not in ("nhs.net", "hse.ie") else "ibdteam." + c.slug(c.hosp.name)[:10] + "@" + c.hosp.domain, "EMAIL")),
            "Review in 10 weeks with repeat calprotectin."]
    return "Gastroenterology", "Consultant Gastroenterologist", ["Ulcerative colitis (left-sided), new diagnosis"], body, plan


def sc_prostate(c):
    r = c.r
    d_mri = days(c.date, -r.randint(20, 50))
    d_bx = days(d_mri, r.randint(7, 18))
    body = c.f("I saw {pt_ts} with {his} {rel}, {nok_full}, to discuss the results of his recent investigations. PSA was {psa} ng/mL in {mon}.\n\n"
               "Multiparametric MRI prostate on {d_mri} (accession {acc}) showed a PI-RADS 4 lesion in the left peripheral zone. "
               "Transperineal biopsy on {d_bx} (pathology {hist}) showed Gleason 3+4=7 (Grade Group 2) adenocarcinoma in {k} of {n} cores.\n",
               psa="%.1f" % r.uniform(5.0, 14.0), mon=c.dt(days(d_mri, -r.randint(20, 60)), "MMy"), d_mri=c.dt(d_mri), acc=P(c.rad(d_mri.year), "IDNUM"),
               d_bx=c.dt(d_bx), hist=P(c.histo(d_bx.year), "IDNUM"), k=str(r.randint(2, 5)), n=str(r.randint(12, 24)))
    plan = ["Staging PSMA PET-CT requested.", "Discussed at the urology MDT; options of active surveillance, radical prostatectomy and radiotherapy were explained.",
            c.f("Urology CNS key worker: {cns}, tel {tel}.", cns=c.staff("nurse").full(), tel=c.PH(c.land()))]
    return "Urology", "Consultant Urological Surgeon", ["Prostate adenocarcinoma Gleason 3+4 (GG2)", "LUTS"], body, plan


def sc_knee(c):
    r = c.r
    d_xr = days(c.date, -r.randint(14, 90))
    h2 = c.hospital("community")
    body = c.f("Thank you for referring this {age}-year-old {occ_short} with a long history of right knee pain. {He} now walks less than {yd} yards and is woken by pain most nights despite regular co-codamol.\n\n"
               "Weight-bearing X-rays on {d_xr} ({acc}) show bone-on-bone medial compartment osteoarthritis with osteophytes.\n\n"
               "Examination: varus deformity, fixed flexion of {ff} degrees, range 5-{rom} degrees, stable ligaments.\n",
               occ_short=[("retired " if c.age >= 67 else ""), c.PR(c.occ)], yd=str(r.randint(50, 400)), d_xr=c.dt(d_xr),
               acc=P(c.rad(d_xr.year), "IDNUM"), ff=str(r.randint(5, 15)), rom=str(r.randint(85, 110)))
    plan = ["Listed for right total knee replacement; the risks and benefits were discussed and {he} wishes to proceed.",
            c.f("Pre-operative assessment at {h2}.", h2=h2.n()),
            "Please optimise blood pressure and HbA1c before surgery."]
    plan[0] = c.f(plan[0])
    return "Trauma & Orthopaedics", "Consultant Orthopaedic Surgeon", ["Right knee osteoarthritis", "Hypertension"], body, plan


def sc_memory(c):
    r = c.r
    d_ct = days(c.date, -r.randint(14, 60))
    plate = P(c.plate(), "VEHICLE")
    body = c.f("I saw {pt_ts} in the memory clinic accompanied by {his} {rel} {nok_giv}. Over the past {yrs} years the family have noticed increasing forgetfulness, repeating questions and getting lost driving to {town}.\n\n"
               "ACE-III score {ace}/100 (attention {att}/18, memory {mem}/26). CT head on {d_ct} ({acc}) showed generalised atrophy, more marked in the medial temporal lobes, with mild small vessel change.\n\n"
               "{He} is still driving. {His} {rel} tells me the car ({car}, registration {plate}) has new scrapes on both sides. "
               "I have advised {him} to stop driving and to inform the {dvla}, and documented this.\n",
               rel=c.nok.rel, yrs=str(r.randint(1, 4)), town=P(c.town(), "CITY"), ace=str(r.randint(58, 82)), att=str(r.randint(10, 17)),
               mem=str(r.randint(6, 18)), d_ct=c.dt(d_ct), acc=P(c.rad(d_ct.year), "IDNUM"),
               car=r.choice(["a silver Ford Focus", "a blue Toyota Yaris", "a red Skoda Octavia", "a grey Nissan Qashqai"]), plate=plate)
    plan = ["Diagnosis: Alzheimer's disease of moderate severity.", "Start donepezil 5 mg ON, increasing to 10 mg after 4 weeks if tolerated.",
            c.f("Dementia adviser {adv} will contact the family ({tel}).", adv=c.staff("nurse").full(), tel=c.PH(c.nok.tel)),
            "Lasting power of attorney discussed."]
    return "Old Age Psychiatry - Memory Assessment Service", "Consultant Psychiatrist", ["Alzheimer's disease", "Hypertension", "Hearing impairment"], body, plan


def sc_ida(c):
    r = c.r
    d_ogd = days(c.date, -r.randint(14, 40))
    body = c.f("{pt_ts} was referred with iron deficiency anaemia (Hb {hb} g/L, ferritin {fer}). "
               "OGD on {d_ogd} showed mild gastritis; duodenal biopsies ({hist}) were negative for coeliac disease. Colonoscopy the same day was normal to the caecum.\n\n"
               "{He} follows a largely vegetarian diet and has menorrhagia.\n" if c.pt.sex == "F" else
               "{pt_ts} was referred with iron deficiency anaemia (Hb {hb} g/L, ferritin {fer}). "
               "OGD on {d_ogd} showed mild gastritis; duodenal biopsies ({hist}) were negative for coeliac disease. Colonoscopy the same day was normal to the caecum.\n\n"
               "CT abdomen ({acc}) showed no renal or other mass.\n",
               hb=str(r.randint(78, 105)), fer=str(r.randint(3, 12)), d_ogd=c.dt(d_ogd), hist=P(c.histo(d_ogd.year), "IDNUM"), acc=P(c.rad(d_ogd.year), "IDNUM"))
    plan = ["IV iron (ferric carboxymaltose 1 g) given in the day unit today.", "Repeat FBC and ferritin in 8 weeks via GP.",
            "If Hb falls again, capsule endoscopy will be arranged."]
    return "Haematology", "Consultant Haematologist", ["Iron deficiency anaemia"], body, plan


def sc_ckd(c):
    r = c.r
    dates = sorted([days(c.date, -r.randint(20, 700)) for _ in range(3)])
    body = c.f("{pt_ts} attended the renal clinic for CKD review. {His} eGFR has fallen from {e1} ({d1}) to {e2} ({d2}) and {e3} ({d3}). Urine ACR {acr} mg/mmol.\n\n"
               "Blood pressure today {bp}. Renal ultrasound ({acc}) showed bilaterally small echogenic kidneys.\n",
               e1=str(r.randint(40, 55)), d1=c.dt(dates[0]), e2=str(r.randint(30, 40)), d2=c.dt(dates[1]), e3=str(r.randint(18, 30)), d3=c.dt(dates[2]),
               acr=str(r.randint(30, 250)), bp="%d/%d" % (r.randint(130, 170), r.randint(70, 95)), acc=P(c.rad(dates[2].year), "IDNUM"))
    plan = ["Start dapagliflozin 10 mg OD.", "Target BP <130/80; increase losartan to 100 mg OD.",
            "Renal dietitian referral (potassium).", "Discussed future renal replacement therapy options; not yet required.",
            c.f("Patient View / renal portal login issued - username {u}.", u=P(c.pt.uname(r), "USERNAME"))]
    return "Nephrology", "Consultant Nephrologist", ["CKD stage 4 (diabetic nephropathy)", "Type 2 diabetes", "Hypertension"], body, plan


def sc_hearing(c):
    r = c.r
    s1 = P(c.device_sn("hearing"), "DEVICE")
    s2 = P(c.device_sn("hearing"), "DEVICE")
    body = c.f("{pt_ts} was seen in the ENT/audiology clinic with bilateral hearing loss. Pure tone audiogram on {d} showed symmetrical moderate sensorineural loss, worse at high frequencies. Tympanometry normal.\n\n"
               "{He} was fitted today with bilateral behind-the-ear aids: right serial {s1}, left serial {s2}. {He} manages them well.\n",
               d=c.dt(days(c.date, -r.randint(7, 40))), s1=s1, s2=s2)
    plan = ["Audiology follow-up in 8 weeks.", c.f("Repairs and batteries: audiology drop-in, {bld}, Tuesday and Thursday mornings.", bld=c.building()),
            "No ENT follow-up required."]
    return "ENT & Audiology", "Consultant ENT Surgeon", ["Bilateral presbyacusis"], body, plan


def sc_thyroid(c):
    r = c.r
    d_us = days(c.date, -r.randint(14, 50))
    body = c.f("{pt_ts} was referred with a right-sided neck lump noticed in {mon}. Ultrasound on {d_us} ({acc}) showed a {mm} mm U3 nodule in the right lobe. "
               "FNA (cytology {cyt}) was Thy3f.\n\nThyroid function normal. No compressive symptoms; no family history of thyroid cancer. {He} {occ_phr}.\n",
               mon=c.dt(days(d_us, -r.randint(30, 90)), "MMy"), d_us=c.dt(d_us), acc=P(c.rad(d_us.year), "IDNUM"), mm=str(r.randint(14, 38)),
               cyt=P(c.histo(d_us.year), "IDNUM"), occ_phr=prof_phrase(c))
    plan = ["Discussed at the thyroid MDT - recommendation diagnostic right hemithyroidectomy.", "Consent and vocal cord check at pre-assessment.",
            c.f("Added to the waiting list on {d}.", d=c.dt(c.date))]
    return "Endocrine Surgery", "Consultant Endocrine Surgeon", ["Right thyroid nodule Thy3f"], body, plan


def sc_melanoma(c):
    r = c.r
    d_ex = days(c.date, -r.randint(14, 40))
    body = c.f("{pt_ts} attended to discuss the histology of the pigmented lesion excised from {his} {site} on {d_ex}. Histology ({hist}) shows a superficial spreading melanoma, Breslow thickness {br} mm, no ulceration, mitoses {mit}/mm2, margins clear (closest {mg} mm).\n\n"
               "{He} recalls significant sunburn while living in {country} and on holidays in {hol}.\n",
               site=r.choice(["upper back", "left calf", "right shoulder", "anterior chest"]), d_ex=c.dt(d_ex), hist=P(c.histo(d_ex.year), "IDNUM"),
               br="%.1f" % r.uniform(0.3, 1.9), mit=str(r.randint(0, 4)), mg="%.1f" % r.uniform(1, 4),
               country=place(r.choice(["Australia", "South Africa", "the United States", "Spain"]), "COUNTRY"), hol=_hol(c))
    plan = ["Wide local excision with 1 cm margins under local anaesthetic.", "Sentinel lymph node biopsy discussed.",
            c.f("Skin cancer CNS {cns} ({em}).", cns=c.staff("nurse").full(), em=P("skincancer.cns@" + (c.hosp.domain if c.hosp.domain not in ("nhs.net",) else "nhs.net"), "EMAIL"))]
    return "Dermatology", "Consultant Dermatologist", ["Superficial spreading melanoma pT1b"], body, plan


def _hol(c):
    h = c.r.choice(pools.HOLIDAY_COUNTRIES)
    return P(h, "STATE" if h == "Florida" else "COUNTRY")


SCENARIOS = [sc_pacing, sc_hf, sc_copd_o2, sc_osa, sc_pump, sc_ra, sc_epilepsy, sc_ibd, sc_prostate, sc_knee, sc_memory,
             sc_ida, sc_ckd, sc_hearing, sc_thyroid, sc_melanoma]
AGE_FOR = {sc_pump: (17, 32), sc_epilepsy: (18, 45), sc_osa: (30, 64), sc_ra: (28, 64), sc_memory: (68, 92), sc_knee: (55, 88),
           sc_prostate: (52, 80), sc_ibd: (19, 60), sc_pacing: (62, 94), sc_hf: (50, 90), sc_copd_o2: (55, 88), sc_ckd: (45, 85)}
SEX_FOR = {sc_prostate: "M"}


def hospital_letter(c):
    r = c.r
    sc = SCENARIOS[c.idx % len(SCENARIOS)] if r.random() < 0.8 else r.choice(SCENARIOS)
    kind = r.choices(["clinic", "discharge", "to_patient"], [60, 28, 12])[0]
    if kind == "discharge":
        return discharge_letter(c)
    setup(c, age_range=AGE_FOR.get(sc, (25, 90)), sex=SEX_FOR.get(sc))
    cons = c.staff("surgeon" if sc in (sc_knee, sc_prostate, sc_thyroid) else "consultant")
    sec = c.staff("sec")
    dept, role, diags, body, plan = sc(c)
    add = c.add
    add(hosp_letterhead(c, c.hosp, dept, secretary=sec))
    add("\n")
    if r.random() < 0.6:
        add("Our ref: ", cons.initials(dots=False), "/", sec.lower_initials(), "/", P(c.mrn_v, "MRN"), "\n")
    if r.random() < 0.5:
        add("Clinic date: ", c.dt(c.date), "\n", "Date typed: ", c.dt(days(c.date, r.randint(1, 12))), "\n\n")
    else:
        add(c.dl(days(c.date, r.randint(0, 10))), "\n\n")
    if kind == "to_patient":
        add(c.pt.title, " ", c.pt.full(), "\n")
        add(c.addr.block())
        add("\n")
        if c.hid:
            add(c.hid_label, ": ", P(c.hid, "MRN"), "   ")
        add(c.mrn_label, ": ", P(c.mrn_v, "MRN"), "   DOB: ", c.dt(c.dob), "\n\n")
        add("Dear ", c.pt.title, " ", c.pt.sur(), ",\n\n")
        add(r.choice(["I am writing to you directly, as we agreed in clinic, to summarise our discussion.", "Thank you for coming to see me in clinic. As promised, here is a summary of what we discussed."]), "\n\n")
    else:
        add(gp_address_block(c))
        add("\n")
        add(pt_re_block(c))
        add("\n")
        add("Dear ", c.gp.title, " ", c.gp.sur(), ",\n\n")
    # diagnoses
    add(r.choice(["Diagnoses:", "Diagnosis:", "DIAGNOSES", "Problems:"]), "\n")
    numbered = r.random() < 0.7
    for i, dgn in enumerate(diags):
        add("%d. %s\n" % (i + 1, dgn) if numbered else "- %s\n" % dgn)
    add("\n")
    if r.random() < 0.6:
        add(r.choice(["Current medication:", "Medication:", "Medications:"]), "\n")
        for m in clinical.med_list(c, r.randint(3, 7)):
            add(clinical.med_str(m), "\n")
        add("\n")
    add(body)
    add("\n")
    if r.random() < 0.35:
        add(social_line(c))
        add("\n")
    add(r.choice(["Plan:", "PLAN", "Management plan:", "Recommendations:"]), "\n")
    for i, p in enumerate(plan):
        add("%d. " % (i + 1), p, "\n")
    add("\n")
    if r.random() < 0.6:
        add(c.f(r.choice(["I have not arranged further follow-up at this stage but would be happy to see {him} again if needed.",
                          "I will see {him} again in clinic in 3 months.", "We will write separately with an appointment.",
                          "{He} is aware of the plan and was given written information."])), "\n\n")
    sig = signature(c, cons, role + ("" if r.random() < 0.6 else ", " + c.hosp.name), dictated=True)
    # the role line may contain the hospital name: annotate it
    if not sig[-1].endswith("\n"):
        sig.append("\n")
    add(_role_fix(c, sig, c.hosp.name))
    if kind == "to_patient":
        add("\ncc: ", c.gp.title, " ", c.gp.full(), ", ", c.practice.n(), ", ")
        add(c.practice.addr.inline(county=False), "\n")
    else:
        add(cc_block(c))


def _role_fix(c, items, hosp_name):
    """Turn a plain 'Role, Hospital Name' string into text + HOSPITAL span."""
    out = []
    for it in items:
        if isinstance(it, str) and hosp_name in it:
            a, b = it.split(hosp_name, 1)
            out += [a, P(hosp_name, "HOSPITAL"), b]
        else:
            out.append(it)
    return out


def discharge_letter(c):
    r = c.r
    setup(c, age_range=(40, 97))
    c.adm = days(c.date, -r.randint(3, 16))
    prob = inpatient.problem(c)
    cons = c.staff("consultant")
    jr = c.staff("fy")
    ward = c.ward()
    add = c.add
    uk = c.locale == "UK"
    title = r.choice(["DISCHARGE SUMMARY", "Discharge Letter", "INPATIENT DISCHARGE NOTIFICATION", "Immediate Discharge Document"])
    add(c.hosp.n(), "\n", title, "\n", "=" * len(title) if r.random() < 0.5 else "", "\n")
    layout = r.randrange(2)
    if layout == 0:
        add("Patient: ", c.pt.caps(), "    DOB: ", c.dt(c.dob), "  (", c.A(c.age), " yrs)\n")
        add(ids_line(c), "\n")
        add("Address: ", c.addr.inline(), "\n")
        add("GP: ", c.gp.title, " ", c.gp.ini_sur(), ", ", c.practice.n(), "\n")
        add("Admitted: ", c.dt(c.adm), "   Discharged: ", c.dt(c.date), "\n")
        add("Ward: ", ward, "    Consultant: ", cons.title, " ", cons.full(), "\n")
        if r.random() < 0.5:
            add("Episode no: ", P(c.episode(), "ACCOUNT"), "\n")
    else:
        add("| Name | ", c.pt.full(), " |\n")
        add("| Date of birth | ", c.dt(c.dob), " |\n")
        if c.hid:
            add("| ", c.hid_label, " | ", P(c.hid, "MRN"), " |\n")
        add("| ", c.mrn_label, " | ", P(c.mrn_v, "MRN"), " |\n")
        add("| Admission | ", c.dt(c.adm), " via ", r.choice(["ED", "AMU", "GP referral", "ambulance"]), " |\n")
        add("| Discharge | ", c.dt(c.date), " |\n")
        add("| Ward | ", ward, " |\n")
        add("| Consultant | ", cons.title, " ", cons.sur(), " |\n")
        add("| GP | ", c.gp.title, " ", c.gp.full(), " (", c.practice.n(), ") |\n")
    add("\n")
    add("Primary diagnosis: ", prob["dx"], "\n")
    pmh = clinical.pmh_list(c, r.randint(2, 5))
    add("Comorbidities: ", ", ".join(pmh), "\n\n")
    add("Presenting complaint: ", prob["pc"], ".\n\n")
    add("Clinical course:\n", prob["course"], "\n\n")
    if r.random() < 0.5:
        add(c.f("Discussed with {his} {rel} {fam} by telephone ({tel}) on {d}, who is happy with the discharge plan.",
                rel=c.nok.rel, fam=c.nok.full(), tel=c.PH(c.nok.tel), d=c.dt(days(c.date, -1))), "\n\n")
    add("Medications on discharge:\n")
    meds = clinical.med_list(c, r.randint(4, 9))
    for m in meds:
        status = r.choice(["unchanged", "unchanged", "unchanged", "NEW", "dose changed", "unchanged"])
        add("  ", clinical.med_str(m), " - ", status, "\n")
    add("Allergies: ", r.choice(clinical.ALLERGIES), "\n\n")
    add("Follow-up: ", prob["follow"], "\n")
    if r.random() < 0.5:
        add("Outpatient appointment: ", c.dt(days(c.date, r.randint(20, 70))), " at ", r.choice(["09:30", "10:15", "14:00", "11:45"]), ", ", c.hosp.n(), ".\n")
    add("\nActions for GP:\n- ", r.choice(["Repeat U&E in 1 week.", "Review BP and titrate medication.", "Please review medication in 2 weeks.", "Check FBC in 2 weeks."]), "\n")
    add("\n", "Completed by: ", jr.title, " ", jr.full(), " (", r.choice(["FY1", "FY2", "SHO", "CT1", "Intern" if not uk else "FY1"]), "), bleep ", c.bleep(), "\n")
    lab, num = c.reg_no("fy")
    add(lab, ": ", P(num, "LICENSE"), "\n")
    add("Date: ", c.dt(c.date), "\n")
    if r.random() < 0.5:
        add("Electronically signed by ", P(jr.uname(r), "USERNAME"), " ", c.dt(c.date), " ", "%02d:%02d" % (r.randint(8, 20), r.randint(0, 59)), "\n")
    add(cc_block(c))


# ------------------------------------------------------------------ GP referral
REFERRALS = [
    ("2WW suspected breast cancer", "Breast Surgery", "F", (30, 85),
     "{He} noticed a painless lump in the {side} breast on {d1}. Examination: {mm} mm hard, irregular mass at {clock} o'clock, not fixed to skin; no axillary nodes palpable. No nipple discharge. {His} {frel} had breast cancer aged {fage}."),
    ("2WW suspected lower GI cancer", "Colorectal Surgery", None, (50, 90),
     "{He} reports a change in bowel habit to looser stools for {wk} weeks with intermittent dark blood mixed in. Weight loss of {kg} kg since {mon}. FIT result {fit} µg Hb/g on {d1} (sample {lab}). Hb {hb} g/L, ferritin {fer}."),
    ("2WW suspected lung cancer", "Respiratory Medicine", None, (50, 88),
     "Persistent cough for {wk} weeks with two episodes of haemoptysis, the most recent on {d1}. {pack} pack-year ex-smoker. CXR on {d2} ({acc}) reported a {mm} mm right hilar mass."),
    ("Rapid access chest pain clinic", "Cardiology", None, (40, 80),
     "Exertional central chest tightness for {wk} weeks, relieved by rest within 5 minutes. Came on while walking up the hill to {lm}. ECG in surgery on {d1}: sinus rhythm, no acute changes. Lipids: TC {tc}."),
    ("TIA clinic - urgent", "Stroke Medicine", None, (45, 90),
     "On {d1} at about 10:00 {he} had sudden onset of left arm weakness and slurred speech lasting {mins} minutes, witnessed by {his} {frel2}. Now fully resolved. ABCD2 {abcd}. BP {bp}. Started aspirin 300 mg."),
    ("Knee pain - orthopaedic opinion", "Trauma & Orthopaedics", None, (45, 88),
     "Worsening left knee pain for {yrs} years. X-ray on {d2} ({acc}) shows moderate to severe tricompartmental OA. Has had physiotherapy at {hc} and an intra-articular steroid injection in {mon} with only short-lived benefit."),
    ("Heavy menstrual bleeding", "Gynaecology", "F", (30, 52),
     "Heavy menstrual bleeding with flooding and clots for {mth} months. Pelvic USS on {d2} ({acc}) shows a bulky uterus with a {mm} mm intramural fibroid. Hb {hb}. Tranexamic acid has not helped."),
    ("Memory assessment", "Memory Assessment Service", None, (65, 92),
     "{His} {frel3} is concerned about progressive short-term memory loss over {yrs} years: misplacing items, missing appointments and recently leaving the gas on. 6CIT {six}/28. Bloods including B12, folate and TFTs normal on {d1}."),
    ("Suspected skin cancer", "Dermatology", None, (35, 90),
     "Changing pigmented lesion on the {site} noticed by {his} {frel3} in {mon}. {mm} mm, asymmetrical, irregular border, two colours. Dermoscopy images uploaded to the teledermatology system by {user}."),
    ("Haematuria", "Urology", None, (45, 88),
     "Two episodes of painless visible haematuria, most recently on {d1}. MSU ({lab}) no growth. eGFR {egfr}. {pack} pack-year smoking history. {He} {occ_phr}."),
    ("Raised PSA", "Urology", "M", (50, 80),
     "PSA {psa} ng/mL on {d1}, previously {psa2} in {mon}. DRE: moderately enlarged, smooth, benign-feeling prostate. Mild LUTS. Father had prostate cancer at {fage}."),
    ("Inflammatory arthritis", "Rheumatology", None, (25, 70),
     "{wk} weeks of bilateral hand pain and swelling with 90 minutes of early-morning stiffness. Synovitis of MCPs 2-3 bilaterally. CRP {crp}, RF positive, anti-CCP pending (sample {lab}). {He} {occ_phr} at {emp} and is struggling at work."),
    ("Thyroid nodule", "Endocrine Surgery", None, (25, 75),
     "Painless left-sided neck swelling noticed in {mon}. USS on {d2} ({acc}) U3 nodule {mm} mm. TFTs normal. No family history of thyroid cancer."),
    ("Hearing loss", "ENT", None, (40, 90),
     "Gradual bilateral hearing loss, worse on the right, with tinnitus. Wax cleared by the practice nurse on {d1}. {He} {occ_phr} and was exposed to loud noise for many years."),
    ("Adult mental health - routine", "Community Mental Health Team", None, (18, 70),
     "Low mood, anhedonia and early-morning waking for {mth} months following {evt}. PHQ-9 {phq}, GAD-7 {gad}. Passive thoughts of death but no plans or intent. Sertraline started on {d1}, partial response. {He} {occ_phr}."),
    ("Paediatric - recurrent tonsillitis", "Paediatric ENT", None, (3, 14),
     "{pt_giv} has had {n} documented episodes of tonsillitis in the past year, the last on {d1}, missing significant time from {school}. Snores at night with witnessed pauses per {his} mother."),
]


def gp_referral(c):
    r = c.r
    ref = REFERRALS[c.idx % len(REFERRALS)] if r.random() < 0.85 else r.choice(REFERRALS)
    name, dept, sex, ages, hpc = ref
    setup(c, age_range=ages, sex=sex)
    uk = c.locale == "UK"
    add = c.add
    gp = c.gp
    pr = c.practice
    cons = c.staff("surgeon" if dept in ("Breast Surgery", "Colorectal Surgery", "Trauma & Orthopaedics", "Urology", "Endocrine Surgery", "ENT", "Paediatric ENT") else "consultant")
    # header
    style = r.randrange(3)
    if style == 0:
        add(pr.n(), "\n")
        add(pr.addr.block())
        add("Tel: ", c.PH(pr.tel), "   Fax: ", P(pr.fax, "FAX"), "\n", "Email: ", P(pr.email, "EMAIL"), "\n")
        if pr.web:
            add(P(pr.web, "URL"), "\n")
    elif style == 1:
        add(P(pr.name.upper(), "HOSPITAL"), " | ", pr.addr.inline(county=False), " | T ", c.PH(pr.tel), " | F ", P(pr.fax, "FAX"), "\n")
    else:
        add("From: ", gp.title, " ", gp.full(), ", ", pr.n(), "\n")
        add("      ", pr.addr.inline(), "\n")
        add("      Tel ", c.PH(pr.tel), "  Fax ", P(pr.fax, "FAX"), "  ", P(pr.email, "EMAIL"), "\n")
    add("\n")
    add("Date: ", c.dt(c.date) if r.random() < 0.6 else c.dl(c.date), "\n")
    if uk and r.random() < 0.8:
        add("e-RS UBRN: ", P(c.ubrn(), "IDNUM"), "\n")
    if not uk and r.random() < 0.6:
        add("Healthlink ref: ", P("HL" + c.digits(8), "IDNUM"), "\n")
    add("Priority: ", r.choice(["Urgent", "Routine", "Soon"]) if not name.startswith("2WW") else "Urgent - suspected cancer", "\n\n")
    add("To: ", cons.title, " ", cons.full() if r.random() < 0.5 else cons.sur(), "\n", dept, "\n", c.hosp.n(), "\n")
    if r.random() < 0.6:
        add(c.hosp.addr.inline(county=False), "\n")
    add("\n")
    # patient block
    pt = c.pt
    add(r.choice(["PATIENT DETAILS", "Patient details", "Re:"]), "\n")
    add("Name: ", pt.title, " ", pt.fullm(), "\n")
    add("DOB: ", c.dt(c.dob), " (", c.A(c.age), r.choice([" years)", "y)", " yrs)"]), "   Gender: ", r.choice(["Male", "Female"]) if False else ("Male" if pt.sex == "M" else "Female"), "\n")
    if c.hid:
        add(c.hid_label, ": ", P(c.hid, "MRN"), "\n")
    if not uk:
        if r.random() < 0.7:
            add("PPSN: ", P(c.ppsn(), "SSN"), "\n")
        if r.random() < 0.6:
            add(r.choice(["Medical card (GMS) no: ", "GMS No: ", "Medical Card: "]), P(c.gms(), "HEALTHPLAN"), "\n")
        elif r.random() < 0.7:
            add("Private insurance: ", c.insurer(), ", membership no. ", P(c.insurance_no(), "HEALTHPLAN"), "\n")
    elif r.random() < 0.25:
        add("Private cover: ", c.insurer(), " policy ", P(c.insurance_no(), "HEALTHPLAN"), "\n")
    if uk and r.random() < 0.12:
        add("NI number: ", P(c.nino(), "SSN"), "\n")
    add("Address: ", c.addr.inline(), "\n")
    if c.pt_tel:
        add("Home: ", c.PH(c.pt_tel), "   ")
    add("Mobile: ", c.PH(c.pt_mob), "\n")
    if r.random() < 0.5 and c.age >= 16:
        add("Email: ", P(c.patient_email(pt), "EMAIL"), "\n")
    add("NOK: ", c.nok.full(), " (", c.nok.rel, ") ", c.PH(c.nok.tel), "\n")
    if r.random() < 0.4 and pt.group in pools.GROUP_LANG:
        lang = r.choice(pools.GROUP_LANG[pt.group])
        add("Interpreter required: ", lang, "\n")
    add("\n")
    add("Dear ", r.choice(["Colleague", cons.title + " ", cons.title + " "]))
    last = c.d.parts[-1]
    if last.endswith(" "):
        add(cons.sur())
    add(",\n\n")
    add(c.f("Thank you for seeing this {age}-year-old {man} regarding: {reason}.\n\n", reason=name.lower() if not name.startswith("2WW") else name))
    d1 = days(c.date, -r.randint(3, 40))
    d2 = days(c.date, -r.randint(5, 60))
    kw = dict(side=r.choice(["left", "right"]), d1=c.dt(d1), d2=c.dt(d2), mm=str(r.randint(8, 45)), clock=str(r.randint(1, 12)),
              frel=r.choice(["mother", "sister", "maternal aunt"]), fage=c.A(r.randint(38, 75)), wk=str(r.randint(3, 12)), kg=str(r.randint(3, 12)),
              mon=c.dt(days(c.date, -r.randint(60, 200)), "MMy"), fit=str(r.randint(12, 400)), lab=P(c.lab(d1.year), "IDNUM"),
              hb=str(r.randint(82, 118)), fer=str(r.randint(4, 20)), pack=str(r.randint(10, 60)), acc=P(c.rad(d2.year), "IDNUM"),
              lm=c.landmark(), tc="%.1f" % r.uniform(4.5, 7.9), mins=str(r.randint(10, 50)), frel2=r.choice(["wife", "husband", "neighbour", "son"]),
              abcd=str(r.randint(3, 6)), bp="%d/%d" % (r.randint(140, 185), r.randint(80, 100)), yrs=str(r.randint(2, 6)),
              hc=c.hospital("community").n(), mth=str(r.randint(3, 14)), frel3=r.choice(["daughter", "son", "wife", "husband", "partner"]),
              six=str(r.randint(10, 20)), site=r.choice(["left shoulder", "back", "right shin", "scalp"]),
              user=P(c.staff("nurse").uname(r), "USERNAME"), egfr=str(r.randint(40, 90)), occ_phr=prof_phrase(c),
              psa="%.1f" % r.uniform(4.5, 15), psa2="%.1f" % r.uniform(2.0, 4.4), crp=str(r.randint(10, 60)), emp=c.employer(),
              evt=r.choice(["the death of %s %s" % ("his" if pt.sex == "M" else "her", r.choice(["mother", "father", "brother"])), "a relationship breakdown", "redundancy"]),
              phq=str(r.randint(14, 24)), gad=str(r.randint(8, 19)), n=str(r.randint(5, 9)), school=c.school())
    add(c.f(hpc, **kw), "\n\n")
    add("Past medical history:\n")
    with_years = r.random() < 0.6
    items = clinical.pmh_list(c, r.randint(2, 5)) if c.age >= 16 else ["Asthma (mild)", "Grommets"][:r.randint(1, 2)]
    yrs = []
    for item in items:
        yr = days(c.date, -r.randint(200, 7000))
        if yr < c.dob:
            yr = days(c.dob, 400)
        yrs.append(yr)
    for yr, item in sorted(zip(yrs, items)):
        add(c.dt(yr, "y"), " - ", item, "\n") if with_years else add("- ", item, "\n")
    add("\nCurrent medication:\n")
    for m in clinical.med_list(c, r.randint(2, 7) if c.age >= 16 else 1):
        add("  ", clinical.med_str(m), r.choice(["", "", " (repeat)", " (acute)"]), "\n")
    add("Allergies: ", r.choice(clinical.ALLERGIES), "\n\n")
    if c.age >= 16 and r.random() < 0.85:
        add("Social history: ")
        add(social_line(c))
    else:
        add("Social: ", social_line(c))
    if r.random() < 0.5:
        add("Family history: ", family_history_line(c), "\n")
    add("\n")
    if r.random() < 0.5:
        add(c.f(r.choice(["{He} is aware this is an urgent referral and is available at short notice.",
                          "{He} would prefer appointments after 2pm because of work commitments.",
                          "Please contact {him} on {mob} as {he} does not always answer the landline.",
                          "{His} {rel} {nok_giv} will accompany {him} to appointments."]), mob=c.PH(c.pt_mob), rel=c.nok.rel), "\n\n")
    add(r.choice(["Many thanks for your help.", "Thank you for your assessment.", "I would be grateful for your opinion and management.", "Thank you for seeing this patient."]), "\n\n")
    add(r.choice(["Yours sincerely,", "Yours faithfully,", "Regards,", "Kind regards,"]), "\n\n")
    add(gp.title, " ", gp.full(), "\n")
    lab, num = c.reg_no("gp")
    add(r.choice(["General Practitioner", "GP Principal", "Salaried GP", "GP Registrar" if uk else "GP Trainee"]), "   ", lab, " ", P(num, "LICENSE"), "\n")
    add(pr.n(), "\n")
    if r.random() < 0.4:
        add("Direct line: ", c.PH(c.land()), "\n")
    if r.random() < 0.35:
        add("Referral generated by ", P(gp.uname(r), "USERNAME"), " from clinical system on ", c.dt(c.date, "iso"))
        if r.random() < 0.4:
            add(" (workstation ", P(c.ip(), "IPADDR"), ")")
        add("\n")
