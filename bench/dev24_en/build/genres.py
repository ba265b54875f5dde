"""Genre note writers. Each returns a marked string (see core.P)."""
from core import P, num_words
from blocks import (Case, header, letter_head, social, family_history, signature, cc_block, results_table,
                    meds_list, wordsage)
from pools import DRIVER_JOBS


def uk_spell(ctx, us, uk):
    return us if ctx.loc in ("US", "CA") else uk


# ------------------------------------------------------------------------------------------ urgent care
def urgent_care(ctx):
    r = ctx.r
    c = Case(ctx, 3, 80)
    pt = c.pt
    he, his, him = pt.pron()
    site = ctx.clinic()
    title = r.choice(["Urgent Care Visit", "Walk-in Clinic Note", "Urgent Care Centre — Clinician Note", "Minor Injury / Walk-in"])
    ins, mem, grp = ctx.healthplan()
    extra = [("Insurance", f"{P('ORGANIZATION', ins)} — Member ID {P('HEALTHPLAN', mem)}, Group {P('HEALTHPLAN', grp)}")] if ctx.loc == "US" else []
    s = header(ctx, c, title, extra)
    s += f"Clinic: {site}   Room {P('LOCATION_OTHER', str(r.randrange(1, 14)))}\n"
    s += f"Arrival: {c.vdate()} {r.randrange(8, 21):02d}:{r.randrange(0, 60):02d}   Triage RN: {ctx.doctor().full()}\n\n"
    scen = r.randrange(5)
    if c.age < 16 and scen in (1, 3):
        scen = r.choice([2, 4])
    fam, famname = None, None
    if c.age >= 18 and r.random() < 0.35:
        lab, lic = ctx.license(False)
        s += f"ID checked: {lab} {P('LICENSE', lic)}.\n"
    if c.age < 16:
        fam = ctx.person("FAMILY", sex="F")
        s += f"Accompanied by mother, {fam.full()} (contact {ctx.phone('mobile')}).\n"
    if scen == 0:
        veh = ctx.plate()
        s += (f"CC: neck pain after MVC.\n\nHPI: {c.age_phrase()} restrained driver in low-speed rear-end collision on "
              f"{ctx.D(c.vd, 'wd')} at the junction near {ctx.landmark()}. "
              f"{his.capitalize()} vehicle (plate {P('VEHICLE', veh)}) was struck from behind; airbags did not deploy. "
              f"Police report no. {P('IDNUM', ctx.accession('PR'))}. Ambulatory at scene. Neck stiffness onset 2 hours later. No paraesthesia, no LOC.\n")
        if r.random() < 0.5:
            s += f"Other driver's insurer claim ref {P('IDNUM', ctx.accession('CLM'))}; VIN on exchange form {P('VEHICLE', ctx.vin())}.\n"
        dx = "Cervical strain (whiplash), Canadian C-spine rule negative."
    elif scen == 1:
        org = ctx.org()
        s += (f"CC: laceration L hand.\n\nHPI: {c.age_phrase()}, works as a {ctx.prof()} at {org}; cut hand on sheet metal at work "
              f"this morning. Supervisor {ctx.person('FAMILY').full()} drove {him} in. Td last {ctx.D(ctx.days(c.vd, -r.randrange(400, 4000)), 'year')}.\n"
              f"Workers' comp claim #{P('IDNUM', ctx.accession('WC'))}.\n")
        dx = "3 cm laceration L thenar eminence, repaired with 5 x 4-0 nylon."
    elif scen == 2:
        s += (f"CC: sore throat, fever x3 days.\n\nHPI: {c.age_phrase()} with odynophagia, T max 38.9 at home. "
              f"Sick contacts at {ctx.school() if c.age < 18 else ctx.org()}. Travel: returned from {ctx.country()} on {ctx.D(ctx.days(c.vd, -r.randrange(3, 20)))}.\n"
              f"Rapid strep: positive (specimen {P('IDNUM', ctx.accession('RS'))}).\n")
        dx = "Streptococcal pharyngitis. Centor 4."
    elif scen == 3:
        s += (f"CC: dysuria.\n\nHPI: {c.age_phrase()}, 2 days frequency, urgency and suprapubic discomfort. No flank pain, no fever. "
              + (f"LMP {ctx.D(ctx.days(c.vd, -r.randrange(5, 25)))}. " if pt.sex == "F" else "") + f"Similar episode {ctx.D(ctx.days(c.vd, -r.randrange(60, 700)), 'monyear')}.\n"
              + f"UA dip: LE ++, nitrite +. Urine culture sent, req {P('IDNUM', ctx.accession('UC'))}.\n")
        dx = "Uncomplicated cystitis."
    else:
        s += (f"CC: ankle injury.\n\nHPI: {c.age_phrase()} inverted R ankle playing netball for {ctx.org()} on "
              f"{ctx.D(ctx.days(c.vd, -1), 'wd')}. Able to weight bear 4 steps. Ottawa ankle rules: tender posterior edge lateral malleolus.\n"
              f"X-ray R ankle (acc {P('IDNUM', ctx.accession('XR'))}): no fracture.\n")
        dx = "Lateral ankle sprain, grade II."
    s += f"\nPMH: {r.choice(['asthma', 'HTN', 'nil significant', 'T2DM on metformin', 'eczema', 'migraine'])}. Allergies: {r.choice(['NKDA', 'penicillin (rash)', 'sulfa', 'none known'])}.\n"
    s += f"Meds:\n{meds_list(ctx, ['ibuprofen 400 mg PRN', 'salbutamol inhaler PRN', 'metformin 500 mg BID', 'sertraline 50 mg daily', 'OCP', 'cetirizine 10 mg', 'lisinopril 10 mg daily'])}"
    soc, famp = social(ctx, c, 2)
    s += f"SH: {soc}\n"
    s += (f"\nExam: T {r.uniform(36.4, 38.9):.1f}  HR {r.randrange(60, 115)}  BP {r.randrange(100, 160)}/{r.randrange(60, 95)}  "
          f"SpO2 {r.randrange(94, 100)}%\n")
    s += f"\nAssessment: {dx}\n"
    s += (f"Plan: {r.choice(['analgesia, RICE, crutches', 'amoxicillin 500 mg TDS x10 days', 'nitrofurantoin 100 mg BD x5 days', 'soft collar not advised; mobilise, NSAIDs', 'wound care, suture removal in 10 days'])}. "
          f"Follow up with {c.gp_word} {c.gp.dr()} at {c.practice} ({ctx.phone('land')}) if not improving.\n")
    if r.random() < 0.6 and c.age >= 18:
        s += f"Work note provided for {ctx.org()}: off {ctx.D(c.vd)} to {ctx.D(ctx.days(c.vd, r.randrange(2, 7)))}.\n"
    if r.random() < 0.5:
        s += f"Rx sent to {ctx.pharmacy()} (ph {ctx.phone('land')}).\n"
    if r.random() < 0.4:
        s += f"Discharge summary sent to patient portal {ctx.url('portal')}; portal user {ctx.username(pt)}.\n"
    s += signature(ctx, c, role=r.choice(["PA-C", "FNP-C", "Urgent care physician", "Emergency physician"]))
    return s


# ------------------------------------------------------------------------------------------ virtual ward
def virtual_ward(ctx):
    r = ctx.r
    c = Case(ctx, 55, 97)
    pt = c.pt
    he, his, him = pt.pron()
    vw = P("HOSPITAL", r.choice(["Frailty Virtual Ward", "Heron Virtual Ward", "Hospital at Home — Kingfisher", "Kauri Virtual Ward", "Respiratory Virtual Ward Meadowbank", "Acute Care at Home Northgate"]))
    cond = r.choice(["COPD exacerbation", "heart failure decompensation", "community-acquired pneumonia", "cellulitis on IV antibiotics", "COVID-19 pneumonitis", "frailty with recurrent falls"])
    kit = ctx.serial(r.choice(["DM", "HUB", "TAB", "RPM"]))
    ox = ctx.serial("OX")
    nok = ctx.person("FAMILY")
    rel = r.choice(["daughter", "son", "wife", "husband", "niece", "neighbour"])
    title = r.choice(["Virtual Ward Daily Review", "Hospital at Home — Medical Review", "Virtual Ward Board Round Entry"])
    s = header(ctx, c, title, [("Virtual ward", vw), ("Day", str(r.randrange(1, 12)) + " of admission")])
    adm = ctx.days(c.vd, -r.randrange(1, 10))
    s += f"\nStepped down from {c.site} ({ctx.ward()}) on {ctx.D(adm)}; admitting consultant {c.doc.dr(full=True)}.\n"
    s += f"Diagnosis: {cond}.\n"
    if r.random() < 0.35:
        s += f"Resident at {ctx.carehome()} (room {P('LOCATION_OTHER', str(r.randrange(1, 60)))}); care home manager {ctx.person('FAMILY').full()} on {ctx.phone('land')}.\n"
    s += (f"Remote monitoring: hub {P('DEVICE', kit)}, pulse oximeter SN {P('DEVICE', ox)}; last sync from IP {ctx.ip()} "
          f"at {r.randrange(6, 11):02d}:{r.randrange(0, 60):02d}. Tablet login {ctx.username(pt)}.\n")
    s += "\nObservations (patient-entered):\n| Date | SpO2 | HR | RR | Temp | NEWS2 |\n|---|---|---|---|---|---|\n"
    for k in range(r.randrange(3, 6)):
        d = ctx.days(adm, k)
        s += f"| {ctx.D(d, 'short')} | {r.randrange(88, 98)}% | {r.randrange(60, 110)} | {r.randrange(14, 26)} | {r.uniform(36.1, 38.4):.1f} | {r.randrange(0, 6)} |\n"
    s += (f"\nVideo review via {ctx.url('video')} with {pt.titled()} and {his} {rel} {nok.first()}. "
          f"{pt.first()} reports {r.choice(['less breathless', 'better appetite', 'ongoing cough', 'sleeping poorly', 'legs less swollen'])}. "
          f"{nok.first_lc()} said \"{r.choice(['mum', 'dad', 'she', 'he'])} was up twice in the night\".\n")
    s += f"Bloods taken at home by {ctx.doctor().full()} (HCA) today, sample {P('IDNUM', ctx.accession('VW'))}.\n"
    s += results_table(ctx, c, [("CRP", "mg/L", 5, 180, "{:.0f}"), ("WCC", "", 4, 18, "{:.1f}"), ("Cr", "umol/L", 60, 190, "{:.0f}")], 2, back=max(2, (c.vd - adm).days + 1))
    s += (f"\nPlan: continue {r.choice(['IV ceftriaxone via community team', 'oral doxycycline', 'IV furosemide 80 mg BD', 'prednisolone 30 mg'])}; "
          f"recheck obs 16:00. Escalate to {c.site} SDEC if NEWS2 >= 5.\n")
    s += f"NOK: {nok.full()} ({rel}) — {ctx.phone('mobile')}; lives at {ctx.address()['line']}.\n"
    s += f"Key safe code held by {P('HOSPITAL', r.choice(['Wren Community Nursing Team', 'Northgate Home Care Team', 'Pūriri District Nursing']))}. Planned discharge from virtual ward {ctx.D(ctx.days(c.vd, r.randrange(1, 5)), 'wd')}.\n"
    s += f"{c.gp_word} informed: {c.gp.dr()} at {c.practice}.\n"
    s += signature(ctx, c, role=r.choice(["Virtual ward consultant", "ACP", "Hospital at Home physician"]))
    return s


# ------------------------------------------------------------------------------------------ endocrine
def endocrine(ctx):
    r = ctx.r
    c = Case(ctx, 8, 85)
    pt = c.pt
    he, his, him = pt.pron()
    t1 = c.age < 30 or r.random() < 0.4
    title = r.choice(["Diabetes Clinic Review", "Endocrinology Outpatient Note", "Young Adult Diabetes Clinic", "Endocrine Clinic Letter"]) if t1 else \
        r.choice(["Endocrinology Outpatient Note", "Diabetes Clinic Review", "Thyroid Clinic"])
    if r.random() < 0.4:
        s = letter_head(ctx, c, "Diabetes and Endocrinology")
        s += f"\nThank you for referring this {c.age_phrase()} whom I saw in clinic on {c.vdate()}.\n"
    else:
        s = header(ctx, c, title)
    dx_year = ctx.days(c.vd, -r.randrange(300, 9000))
    if t1:
        pump = r.choice(["Medtronic 780G", "Tandem t:slim X2", "Omnipod 5", "Ypsopump"])
        cgm = r.choice(["Dexcom G7", "Libre 3", "Guardian 4", "Dexcom G6"])
        s += (f"\nDiagnosis: type 1 diabetes since {ctx.D(dx_year, 'year')} (presented in DKA aged {ctx.age(r.randrange(2, max(3, c.age)))}).\n"
              f"Technology: {pump} pump SN {P('DEVICE', ctx.serial('NG'))}; {cgm} sensor, transmitter ID {P('DEVICE', ctx.serial(''))}. "
              f"Data uploaded to clinic account {ctx.username(pt)} on {ctx.url('portal')}.\n")
        s += (f"\nCGM 14-day summary ({ctx.D(ctx.days(c.vd, -14))} – {ctx.D(c.vd)}): TIR {r.randrange(35, 85)}%, TBR {r.randrange(0, 8)}%, "
              f"GMI {r.uniform(6.4, 9.5):.1f}%, CV {r.randrange(25, 45)}%.\n")
        if c.age < 18:
            mum = ctx.person("FAMILY", sex="F")
            s += (f"Attended with mum {mum.full()} ({ctx.email(mum)}); school: {ctx.school()} — school nurse {ctx.doctor().full()} has care plan. "
                  f"{pt.first()} is in year {r.randrange(3, 12)} and wants to go on the camp in {ctx.D(ctx.days(c.vd, r.randrange(20, 90)), 'monyear')}.\n")
        else:
            s += f"{pt.first()} {r.choice(['has had two hypos needing help from', 'lives with', 'is supported by'])} {his} partner {ctx.person('FAMILY').first()}.\n"
            if r.random() < 0.5:
                lab, lic = ctx.license(False)
                s += (f"Driving: holds licence ({lab} {P('LICENSE', lic)}); reminded of 5-to-drive rule and to notify "
                      f"{ctx.authority()} of any severe hypo.\n")
    else:
        s += (f"\nType 2 diabetes since {ctx.D(dx_year, 'monyear')}, complicated by {r.choice(['background retinopathy', 'microalbuminuria', 'peripheral neuropathy', 'no complications to date'])}. "
              f"Also {r.choice(['hypothyroidism (Hashimoto thyroiditis)', 'Graves disease treated with RAI', 'obesity (BMI 38)', 'NAFLD', 'primary hyperparathyroidism'])}.\n")
        s += f"Meds:\n{meds_list(ctx, ['metformin 1 g BD', 'semaglutide 1 mg weekly', 'empagliflozin 10 mg', 'gliclazide 80 mg BD', 'insulin glargine 24 units nocte', 'levothyroxine 100 mcg', 'atorvastatin 40 mg', 'ramipril 5 mg'])}"
    s += "\nResults:\n"
    s += results_table(ctx, c, [("HbA1c", "mmol/mol" if ctx.loc not in ("US", "CA", "IN") else "%", 6.0, 10.5, "{:.1f}"),
                                ("eGFR", "", 45, 110, "{:.0f}"), ("ACR", "mg/mmol", 0.5, 30, "{:.1f}")], r.randrange(2, 4))
    if r.random() < 0.5:
        s += f"TSH {r.uniform(0.3, 6):.2f} on {ctx.D(ctx.days(c.vd, -r.randrange(5, 90)))}, FT4 {r.uniform(9, 24):.1f}.\n"
    soc, famp = social(ctx, c, 2)
    s += f"\nSocial: {soc}\nFamily history: {family_history(ctx, c, ('type 2 diabetes', 'type 1 diabetes', 'thyroid disease', 'coeliac disease', 'MI'))}\n"
    s += (f"\nPlan:\n1. {r.choice(['Adjust ICR to 1:8 at breakfast', 'Increase semaglutide to 2 mg', 'Start dapagliflozin 10 mg', 'Basal reduced 10% overnight'])}.\n"
          f"2. Retinal screening due {ctx.D(ctx.days(c.vd, r.randrange(30, 200)), 'monyear')}.\n"
          f"3. Dietitian {ctx.doctor().full()} to review carb counting; DSN {ctx.doctor().first()} to call on {ctx.phone('mobile')}.\n"
          f"4. Review in clinic {ctx.D(ctx.days(c.vd, r.randrange(60, 180)))}.\n")
    s += signature(ctx, c, role=r.choice(["Consultant Endocrinologist", "Diabetes Specialist Registrar", "Endocrinology Fellow"]))
    if r.random() < 0.6:
        s += cc_block(ctx, c)
    return s


# ------------------------------------------------------------------------------------------ respiratory & sleep
def resp_sleep(ctx):
    r = ctx.r
    c = Case(ctx, 25, 88)
    pt = c.pt
    he, his, him = pt.pron()
    sleep = r.random() < 0.55
    s = header(ctx, c, "Sleep Clinic Review" if sleep else r.choice(["Respiratory Clinic", "Chest Clinic Follow-up", "ILD Clinic"]))
    job = r.choice(DRIVER_JOBS) if sleep and r.random() < 0.6 else r.choice(["teacher", "farmer", "welder", "nurse", "miner", "accountant", "baker"])
    s += f"\nReferred by {c.gp.dr()} ({c.practice}). {c.age_phrase()}, {P('PROFESSION', job)} for {ctx.org()}.\n"
    if sleep:
        cp = ctx.serial("RS")
        s += (f"\nHome sleep study {ctx.D(ctx.days(c.vd, -r.randrange(20, 120)))} (study no. {P('IDNUM', ctx.accession('PSG'))}): AHI {r.randrange(8, 70)}/h, "
              f"ODI {r.randrange(5, 60)}, nadir SpO2 {r.randrange(70, 90)}%. Epworth {r.randrange(4, 22)}/24.\n"
              f"CPAP: ResMed AirSense 11 AutoSet, serial {P('DEVICE', cp)}, issued {ctx.D(ctx.days(c.vd, -r.randrange(30, 400)))}. "
              f"Modem reporting to AirView; patient app login {ctx.email(pt)}.\n")
        st = ctx.pick_style()
        s += "\nDownload:\n| Period | Usage >4h | Median P | AHI | Leak 95% |\n|---|---|---|---|---|\n"
        for k in range(r.randrange(2, 4)):
            a = ctx.days(c.vd, -30 * (k + 1))
            b = ctx.days(a, 29)
            s += f"| {ctx.D(a, st)} – {ctx.D(b, st)} | {r.randrange(40, 99)}% | {r.uniform(7, 13):.1f} | {r.uniform(0.5, 8):.1f} | {r.randrange(5, 40)} L/min |\n"
        if job in DRIVER_JOBS:
            lab, lic = ctx.license(False)
            s += (f"\nDriving: {he} drives a {r.choice(['lorry', 'bus', 'taxi', 'van'])} (reg {P('VEHICLE', ctx.plate())}). {lab[0].upper() + lab[1:]} {P('LICENSE', lic)}. "
                  f"Advised not to drive until symptoms controlled; to inform the licensing authority. Employer contact {ctx.person('FAMILY').full()} aware.\n")
        bp = ctx.person("FAMILY")
        s += f"Bed partner {bp.first()} reports {r.choice(['loud snoring and witnessed apnoeas', 'much quieter nights', 'mask leak noise'])}.\n"
    else:
        s += (f"\nSpirometry {ctx.D(ctx.days(c.vd, -r.randrange(1, 40)))} (lab ref {P('IDNUM', ctx.accession('PFT'))}): FEV1 {r.uniform(0.8, 3.2):.2f} L "
              f"({r.randrange(30, 95)}% pred), FVC {r.uniform(1.5, 4.2):.2f} L, ratio {r.uniform(0.4, 0.8):.2f}. DLCO {r.randrange(30, 90)}%.\n"
              f"HRCT {ctx.D(ctx.days(c.vd, -r.randrange(20, 200)))} (acc {P('IDNUM', ctx.accession('CT'))}): {r.choice(['UIP pattern', 'centrilobular emphysema', 'bronchiectasis RLL', 'stable nodule 6 mm'])}.\n"
              f"Exacerbations since {ctx.D(ctx.days(c.vd, -365), 'monyear')}: {r.randrange(0, 5)}; last admission {c.site} {ctx.D(ctx.days(c.vd, -r.randrange(30, 300)))}.\n")
        if r.random() < 0.5:
            s += f"Home oxygen: concentrator SN {P('DEVICE', ctx.serial('OC'))} supplied by {P('ORGANIZATION', r.choice(['Aeris Homecare', 'Oxynova Home Services', 'BOC Healthcare Services']))}; fire risk discussed — {his} son {ctx.person('FAMILY', sex='M').first()} smokes in the house.\n"
        s += f"Occupational exposure: {r.choice(['asbestos in shipyard', 'silica at quarry', 'grain dust', 'birds (keeps pigeons)', 'none'])}.\n"
    s += f"\nPMH: {r.choice(['HTN, AF', 'obesity, T2DM', 'depression', 'GORD', 'hypothyroidism'])}.\n"
    s += f"Plan: {r.choice(['CPAP pressure range 8-14', 'refer for mandibular advancement device', 'start nintedanib, LFTs monthly', 'pulmonary rehab referral', 'repeat spirometry in 6 months'])}. Next review {ctx.D(ctx.days(c.vd, r.randrange(30, 200)))}.\n"
    if r.random() < 0.5:
        s += f"Sleep physiologist: {ctx.doctor().full()}, {ctx.phone_ext()}.\n"
    s += signature(ctx, c, role=r.choice(["Respiratory Consultant", "Sleep Physician", "Respiratory Registrar"]))
    if r.random() < 0.5:
        s += cc_block(ctx, c)
    return s


# ------------------------------------------------------------------------------------------ renal transplant
def renal_tx(ctx):
    r = ctx.r
    c = Case(ctx, 20, 78)
    pt = c.pt
    he, his, him = pt.pron()
    txd = ctx.days(c.vd, -r.randrange(30, 5000))
    living = r.random() < 0.5
    s = header(ctx, c, r.choice(["Renal Transplant Follow-up", "Transplant Clinic", "Kidney Transplant Outpatient Review"]),
               [("Transplant centre", ctx.hospital())])
    s += f"\nTransplant: {'live' if living else 'deceased'}-donor kidney transplant on {ctx.D(txd)} at {c.site}"
    if living:
        rel = r.choice(["sister", "brother", "wife", "husband", "friend", "cousin"])
        donor = ctx.person("FAMILY", sex="F" if rel in ("sister", "wife") else ("M" if rel in ("brother", "husband") else None))
        s += f"; donor {his} {rel} {donor.full()} (aged {ctx.age(r.randrange(25, 65))} at donation, donor MRN {P('MRN', ctx.mrn_raw())}).\n"
    else:
        s += f"; donor ID {P('IDNUM', ctx.accession('DD'))}, cold ischaemia {r.randrange(6, 22)} h.\n"
    s += (f"Primary disease: {r.choice(['IgA nephropathy', 'ADPKD', 'diabetic nephropathy', 'FSGS', 'reflux nephropathy', 'Alport syndrome'])}. "
          f"Previously on haemodialysis at {ctx.dialysis()} from {ctx.D(ctx.days(txd, -r.randrange(200, 2000)), 'monyear')}.\n"
          f"HLA mismatch {r.randrange(0, 3)}-{r.randrange(0, 3)}-{r.randrange(0, 3)}; tissue typing lab no {P('IDNUM', ctx.accession('HLA'))}.\n")
    s += "\nImmunosuppression:\n" + meds_list(ctx, ["tacrolimus (Advagraf) 4 mg mane", "mycophenolate mofetil 500 mg BD", "prednisolone 5 mg OD", "co-trimoxazole 480 mg OD", "valganciclovir 450 mg OD", "amlodipine 5 mg"])
    s += "\nBloods:\n"
    s += results_table(ctx, c, [("Creat", "umol/L", 90, 220, "{:.0f}"), ("Tac level", "ug/L", 4, 12, "{:.1f}"), ("BK PCR", "", 0, 3, "{:.0f}")], r.randrange(3, 5))
    s += (f"\nToday: BP {r.randrange(110, 160)}/{r.randrange(65, 95)}, wt {r.uniform(55, 110):.1f} kg. Graft non-tender.\n"
          f"{pt.titled()} reports good adherence; pharmacist {ctx.doctor().full()} reviewed pill box.\n")
    soc, famp = social(ctx, c, 3)
    s += f"Social: {soc}\n"
    if r.random() < 0.5:
        s += f"Travelling to {ctx.country()} over {P('DATE', r.choice(['Christmas', 'Easter', 'Diwali', 'Eid', 'New Year', 'Thanksgiving']))}; letter for insurer ({P('ORGANIZATION', r.choice(['Globetrek Travel Insurance', 'Wanderwise Cover']))}, policy {P('HEALTHPLAN', ctx.healthplan()[1])}) provided.\n"
    s += (f"\nPlan: tac target 5-8; repeat bloods {ctx.D(ctx.days(c.vd, r.randrange(7, 30)), 'wd')} at {ctx.clinic()}. "
          f"Transplant coordinator {ctx.doctor().full()} — {ctx.phone_ext()}, {ctx.team_email('renaltx.coordinators')}.\n")
    s += signature(ctx, c, role=r.choice(["Consultant Nephrologist", "Transplant Physician", "Renal Registrar"]))
    s += cc_block(ctx, c)
    return s


# ------------------------------------------------------------------------------------------ sexual & reproductive health
def sexual_health(ctx):
    r = ctx.r
    c = Case(ctx, 16, 60)
    pt = c.pt
    he, his, him = pt.pron()
    clinic_no = r.choice([f"GU{ctx.digits(6)}", f"{ctx.letters(2)}{ctx.digits(5)}", ctx.digits(7)])
    s = (f"{P('HOSPITAL', r.choice(['Castle Street Sexual Health', 'The Archway Clinic', 'Harbour Sexual Health Centre', 'Bramble Clinic', 'Kauri Sexual Health Service', 'Lotus Reproductive Health Centre']))} — "
         f"{r.choice(['SRH consultation', 'GUM attendance', 'Contraception review', 'STI screen'])}\n")
    s += (f"Clinic no: {P('MRN', clinic_no)}   Name given: {P('PATIENT', pt.given + ' ' + pt.surname[0] + '.')}   DOB: {c.dob()}   Age: {ctx.age(c.age)}\n"
          f"Attendance: {c.vdate()}   Episode {P('ACCOUNT', c.acct)}\n")
    s += f"Contact preference: SMS to {ctx.phone('mobile')} only; {r.choice(['no letters home', 'OK to leave voicemail', 'email OK: ' + ctx.email(pt)])}.\n\n"
    scen = r.randrange(3)
    if scen == 0:
        p1, p2 = ctx.person("FAMILY"), ctx.person("FAMILY")
        s += (f"Presenting: {c.age_phrase()}, {r.choice(['urethral discharge', 'dysuria', 'new partner screen', 'contact of chlamydia'])}.\n"
              f"Sexual history (last 3 months): 2 partners — regular partner {p1.first()} (last UPSI {ctx.D(ctx.days(c.vd, -r.randrange(1, 20)))}), "
              f"casual partner met via app ({P('USERNAME', r.choice(['sunnyd', 'harbourguy', 'kiwi_', 'matchpoint', 'blue_heron']) + str(r.randrange(10, 99)))}), "
              f"in {ctx.country()} on {ctx.D(ctx.days(c.vd, -r.randrange(20, 80)))}.\n"
              f"Works as {ctx.prof()}.\n")
        s += (f"Samples: NAAT {P('IDNUM', ctx.accession('GC'))}, HIV/syphilis serology {P('IDNUM', ctx.accession('SER'))}.\n"
              f"PN: provider referral for {p1.initials()}; {pt.first()} will tell {p1.first()} {'himself' if pt.sex == 'M' else 'herself'}.\n")
    elif scen == 1:
        lmp = ctx.days(c.vd, -r.randrange(5, 40))
        s += (f"Presenting: {c.age_phrase()} requesting {r.choice(['LARC', 'emergency contraception', 'implant removal', 'IUD check'])}. "
              f"LMP {ctx.D(lmp)}. G{r.randrange(0, 4)}P{r.randrange(0, 3)}. Cervical screening last {ctx.D(ctx.days(c.vd, -r.randrange(200, 1400)), 'monyear')}, normal.\n")
        dev = r.choice(["Nexplanon implant", "Mirena LNG-IUS", "Cu-IUD T380"])
        s += (f"{dev} inserted {ctx.D(c.vd)}, lot/serial {P('DEVICE', ctx.serial(''))}; fitted by {ctx.doctor().full()}, chaperone {ctx.doctor().first()}. "
              f"Removal due {ctx.D(ctx.days(c.vd, 365 * r.choice([3, 5, 8])), 'monyear')}.\n")
        if c.age < 18:
            s += f"Fraser competent. Attends {ctx.school()}; safeguarding screen negative. Lives with grandmother {ctx.person('FAMILY', sex='F').full()}.\n"
    else:
        s += (f"Presenting: PrEP follow-up. On TDF/FTC daily since {ctx.D(ctx.days(c.vd, -r.randrange(100, 900)), 'monyear')}. "
              f"Creatinine {r.randrange(70, 110)} on {ctx.D(ctx.days(c.vd, -r.randrange(80, 100)))}.\n"
              f"Partner {ctx.person('FAMILY', sex='M').full()} is HIV+ undetectable (attends {ctx.hospital()}).\n"
              f"Samples: {P('IDNUM', ctx.accession('HIV'))} (4th gen Ag/Ab), {P('IDNUM', ctx.accession('TP'))} (syphilis).\n")
    s += f"\nResults via {ctx.url('portal')} using code {P('IDNUM', ctx.letters(3) + ctx.digits(4))}.\n"
    s += f"Seen by: {ctx.doctor().full()} ({r.choice(['Health Adviser', 'SRH nurse', 'Specialty doctor'])}); reviewed with {c.doc.dr()}.\n"
    s += f"Entered by {ctx.username(ctx.doctor())} {ctx.D(c.vd)} {r.randrange(9, 18):02d}:{r.randrange(0, 60):02d}\n"
    return s


# ------------------------------------------------------------------------------------------ fertility
def fertility(ctx):
    r = ctx.r
    c = Case(ctx, 27, 44, sex="F")
    pt = c.pt
    partner = ctx.person("FAMILY", sex=r.choice("MMMF"))
    page = r.randrange(27, 50)
    clinic = P("HOSPITAL", r.choice(["Harbourside Fertility", "Aurora IVF Centre", "Kelmscott Reproductive Medicine Unit", "Tōtara Fertility", "Bloom IVF Clinic", "Cradle Assisted Conception Unit"]))
    s = f"{clinic}\n{r.choice(['Fertility Consultation', 'IVF Cycle Review', 'Egg Collection Record', 'Embryo Transfer Note'])}\n\n"
    s += (f"Patient: {pt.rev()}  DOB {c.dob()} ({ctx.age(c.age)})  ID {P('MRN', c.mrn)}\n"
          f"Partner: {partner.rev()}  DOB {ctx.D(ctx.dob_for_age(c.vd, page))} ({ctx.age(page)})  ID {P('MRN', ctx.mrn_raw())}\n"
          f"Cycle no: {P('IDNUM', 'CY' + ctx.digits(6))}   Date: {c.vdate()}\n")
    bio = r.choice(["fingerprint ID", "palm-vein ID", "biometric ref", "RFID/biometric witness ID"])
    s += (f"Identity check: {pt.first()} and {partner.first()} verified with {bio} {P('BIOID', r.choice(['FP-', 'PV-', 'BIO', 'WIT-']) + ctx.digits(5))} / "
          f"{P('BIOID', r.choice(['FP-', 'PV-', 'BIO', 'WIT-']) + ctx.digits(5))}; witnessed by {ctx.doctor().full()} (embryologist).\n\n")
    s += (f"History: trying to conceive since {ctx.D(ctx.days(c.vd, -r.randrange(400, 2000)), 'monyear')}. "
          f"AMH {r.uniform(2, 40):.1f} pmol/L ({ctx.D(ctx.days(c.vd, -r.randrange(20, 120)))}), AFC {r.randrange(3, 25)}. "
          f"LMP {ctx.D(ctx.days(c.vd, -r.randrange(2, 28)))}. Previous {r.choice(['ectopic at ' + ctx.hospital(), 'miscarriage at 8 weeks', 'nil pregnancies', 'IUI x3 at ' + ctx.clinic()])}.\n"
          f"{pt.first()} is a {ctx.prof()}; {partner.first()} works as a {ctx.prof()}.\n")
    if partner.sex == "M":
        s += f"Semen analysis {ctx.D(ctx.days(c.vd, -r.randrange(10, 80)))} (lab {P('IDNUM', ctx.accession('SA'))}): conc {r.randrange(2, 80)} M/mL, PR motility {r.randrange(10, 60)}%.\n"
    else:
        s += f"Donor sperm: donor code {P('IDNUM', 'D' + ctx.digits(4))} from {P('ORGANIZATION', r.choice(['Nordic Donor Bank', 'Harbour Cryobank', 'Southern Cross Sperm Bank']))}.\n"
    scen = r.randrange(2)
    if scen == 0:
        s += (f"\nStimulation: FSH 225 IU from {ctx.D(ctx.days(c.vd, -12), 'daymon')}, antagonist from day 6. Trigger {ctx.D(ctx.days(c.vd, -2), 'wd')} 21:30.\n"
              f"OPU {c.vdate()}: {r.randrange(3, 20)} oocytes; theatre {P('LOCATION_OTHER', str(r.randrange(1, 4)))}, recovery bay {P('LOCATION_OTHER', str(r.randrange(1, 8)))}. "
              f"Dish labels {P('IDNUM', ctx.accession('EMB'))}.\n")
    else:
        s += (f"\nFET: {r.choice(['natural', 'HRT'])} cycle. Embryo {P('IDNUM', 'E' + ctx.digits(5))} (day 5, 4AA) thawed and transferred {c.vdate()}. "
              f"Straw ID {P('IDNUM', ctx.accession('ST'))}; cryo tank {P('LOCATION_OTHER', str(r.randrange(1, 9)))}, canister {P('LOCATION_OTHER', r.choice('ABCDEF') + str(r.randrange(1, 7)))}.\n"
              f"Pregnancy test due {ctx.D(ctx.days(c.vd, 11), 'wd')}.\n")
    s += f"Funding: {r.choice(['self-funded', 'public funding cycle 1 of 2', 'insurance'])}"
    if ctx.loc in ("US", "IN", "AU", "CA"):
        ins, mem, grp = ctx.healthplan()
        s += f" — {P('ORGANIZATION', ins)} policy {P('HEALTHPLAN', mem)}"
    s += ".\n"
    s += f"Contact: {ctx.phone('mobile')} / {ctx.email(pt)}. Nurse coordinator {ctx.doctor().first()} {ctx.phone_ext()}.\n"
    s += signature(ctx, c, role=r.choice(["Fertility Specialist", "Consultant Gynaecologist (Reproductive Medicine)", "REI Fellow"]))
    return s


# ------------------------------------------------------------------------------------------ vascular
def vascular(ctx):
    r = ctx.r
    c = Case(ctx, 45, 92)
    pt = c.pt
    he, his, him = pt.pron()
    s = letter_head(ctx, c, "Vascular Surgery") if r.random() < 0.6 else header(ctx, c, "Vascular Surgery Clinic")
    s += f"\nSeen in the vascular clinic on {c.vdate()} with {his} {(rel := r.choice(['wife', 'daughter', 'son', 'husband']))} {ctx.person('FAMILY', sex='F' if rel in ('wife', 'daughter') else 'M').first()}.\n"
    scen = r.randrange(3)
    if scen == 0:
        s += (f"\nDiagnosis: infrarenal AAA, {r.uniform(4.5, 6.8):.1f} cm on CT angiogram {ctx.D(ctx.days(c.vd, -r.randrange(10, 60)))} (acc {P('IDNUM', ctx.accession('CTA'))}).\n"
              f"Surveillance: {r.uniform(4, 5):.1f} cm in {ctx.D(ctx.days(c.vd, -r.randrange(300, 800)), 'year')} via AAA screening at {ctx.clinic()}.\n")
        if r.random() < 0.5:
            s += (f"EVAR performed {ctx.D(ctx.days(c.vd, -r.randrange(40, 400)))}: Endurant II stent graft, main body SN {P('DEVICE', ctx.serial('EN'))}, "
                  f"contralateral limb SN {P('DEVICE', ctx.serial('EN'))}. No endoleak on duplex today.\n")
    elif scen == 1:
        s += (f"\nDiagnosis: {r.choice(['right', 'left'])} leg claudication at {r.randrange(50, 300)} m; ABPI {r.uniform(0.4, 0.9):.2f}. "
              f"Arterial duplex {ctx.D(ctx.days(c.vd, -r.randrange(5, 60)))} (ref {P('IDNUM', ctx.accession('VD'))}): SFA occlusion.\n"
              f"{pt.titled()} walks {his} dog around {ctx.landmark()} daily.\n")
    else:
        s += (f"\nDiagnosis: symptomatic carotid stenosis — TIA on {ctx.D(ctx.days(c.vd, -r.randrange(3, 14)), 'wd')}. "
              f"Carotid duplex: {r.randrange(50, 95)}% ICA stenosis. CEA listed for {ctx.D(ctx.days(c.vd, r.randrange(3, 14)))} at {ctx.hospital()}, "
              f"theatre list ref {P('IDNUM', ctx.accession('TL'))}.\n")
    s += f"\nPMH: {r.choice(['T2DM, HTN, ex-smoker', 'IHD with CABG', 'CKD 3b, AF on apixaban', 'COPD'])}.\n"
    soc, famp = social(ctx, c, 2)
    s += f"Social: {soc}\n"
    s += (f"\nPlan: {r.choice(['best medical therapy, supervised exercise', 'CT angiogram runoff', 'annual duplex surveillance', 'proceed to surgery'])}. "
          f"Preop assessment with nurse {ctx.doctor().full()} ({ctx.phone_ext()}).\n")
    s += signature(ctx, c, role=r.choice(["Consultant Vascular Surgeon", "Vascular Surgery Registrar", "Vascular Fellow"]))
    s += cc_block(ctx, c, famp)
    return s


# ------------------------------------------------------------------------------------------ ENT
def ent(ctx):
    r = ctx.r
    c = Case(ctx, 2, 90)
    pt = c.pt
    he, his, him = pt.pron()
    s = header(ctx, c, r.choice(["ENT Outpatient Clinic", "Otolaryngology Clinic Note", "ENT / Audiology Joint Clinic"]))
    if c.age < 16:
        par = ctx.person("FAMILY")
        s += f"\nAccompanied by {par.full()} ({'mum' if par.sex == 'F' else 'dad'}). School: {ctx.school()}, teacher {ctx.person('FAMILY').titled()} reports poor attention.\n"
    scen = r.randrange(3)
    if scen == 0 or c.age < 16:
        s += (f"\nHistory: recurrent otitis media with effusion; grommets inserted {ctx.D(ctx.days(c.vd, -r.randrange(200, 900)))} at {ctx.hospital()}.\n"
              f"Audiogram {ctx.D(ctx.days(c.vd, -r.randrange(0, 30)))} (test ref {P('IDNUM', ctx.accession('AUD'))}): bilateral conductive loss 30 dB. Tymps type B.\n")
    elif scen == 1:
        ha = ctx.serial("HA")
        s += (f"\nHistory: {c.age_phrase()}, presbyacusis, former {ctx.prof()}. Bilateral hearing aids: L SN {P('DEVICE', ha)}, R SN {P('DEVICE', ctx.serial('HA'))} "
              f"(fitted {ctx.D(ctx.days(c.vd, -r.randrange(100, 1500)), 'monyear')}). Now being assessed for cochlear implant.\n"
              f"{pt.titled()} says \"my {(rel := r.choice(['wife', 'husband', 'daughter']))} {ctx.person('FAMILY', sex='M' if rel == 'husband' else 'F').first_lc()} has to repeat everything\".\n")
    else:
        s += (f"\nHistory: {c.age_phrase()}, {r.choice(['hoarse voice 8 weeks', 'neck lump 4 weeks', 'unilateral nasal obstruction', 'recurrent tonsillitis'])}. "
              f"Smoker. Works as a {ctx.prof()}.\n"
              f"Flexible nasendoscopy today (scope {P('DEVICE', ctx.serial('ENF'))}, decon log {P('IDNUM', ctx.accession('DC'))}): {r.choice(['left vocal cord lesion', 'normal larynx', 'nasal polyps grade 2', 'enlarged tonsils'])}.\n"
              f"USS-guided FNA {ctx.D(ctx.days(c.vd, r.randrange(2, 14)))}, cytology {P('IDNUM', ctx.accession('CY'))}.\n")
    s += f"\nExamination: {r.choice(['TMs intact', 'wax R ear removed with microsuction', 'septal deviation to left', 'no cervical lymphadenopathy'])}.\n"
    s += (f"Plan: {r.choice(['listed for adenotonsillectomy', 'MRI IAMs to exclude vestibular schwannoma', 'urgent 2WW pathway', 'nasal steroid trial 3 months'])}. "
          f"Audiologist {ctx.doctor().full()} to see {ctx.D(ctx.days(c.vd, r.randrange(7, 60)), 'wd')}.\n")
    s += f"Booking team: {ctx.phone_ext()} · {ctx.url('info', 'ent')}\n"
    s += signature(ctx, c, role=r.choice(["Consultant ENT Surgeon", "ENT Registrar", "Specialty Doctor ENT"]))
    if r.random() < 0.6:
        s += cc_block(ctx, c)
    return s


# ------------------------------------------------------------------------------------------ dermatology
def dermatology(ctx):
    r = ctx.r
    c = Case(ctx, 4, 92)
    pt = c.pt
    he, his, him = pt.pron()
    s = header(ctx, c, r.choice(["Dermatology Clinic", "Skin Cancer Clinic", "Dermatology — Photo Review", "Teledermatology Triage"]))
    s += f"\nReferral from {c.gp.dr()} via {r.choice(['e-referral', 'teledermatology', 'fax'])} on {ctx.D(ctx.days(c.vd, -r.randrange(7, 60)))}, ref {r.choice(['UBRN ', 'no. ', ''])}{P('IDNUM', ctx.digits(12))}.\n"
    s += f"{c.age_phrase()}, {ctx.prof()}, {r.choice(['outdoor work', 'indoor work', 'lived in ' + ctx.country() + ' as a child', 'grew up in ' + ctx.country()])}. Skin type {r.choice(['I', 'II', 'III', 'IV', 'V'])}.\n"
    s += "\nLesions / photographs:\n"
    s += "| Site | Description | Photo ID | Taken |\n|---|---|---|---|\n"
    for k in range(r.randrange(2, 5)):
        site = r.choice(["L upper back", "R forearm", "scalp vertex", "L cheek", "R shin", "nasal tip", "chest", "L ear helix"])
        desc = r.choice(["irregular pigmented macule 9 mm", "pearly papule 5 mm", "scaly plaque", "keratotic nodule", "SK", "dysplastic naevus"])
        pid = r.choice([f"IMG-{ctx.digits(6)}", f"DP{ctx.digits(2)}-{ctx.digits(5)}", f"MP/{ctx.digits(5)}"])
        s += f"| {site} | {desc} | {P('IDNUM', pid)} | {ctx.D(ctx.days(c.vd, -r.randrange(0, 40)))} |\n"
    s += (f"\nDermoscopy images uploaded to {ctx.url('photo')} by medical photographer {ctx.doctor().full()}; "
          f"camera asset {P('DEVICE', ctx.serial('CAM'))}. Consent for photography signed {c.vdate()}.\n")
    if r.random() < 0.5:
        s += f"Photos also sent by {pt.first()} from home on {ctx.D(ctx.days(c.vd, -r.randrange(2, 20)))} ({ctx.email(pt)}).\n"
    s += (f"\nProcedure: {r.choice(['excision biopsy L upper back, 3 mm margins', 'shave biopsy', 'punch biopsy 4 mm', 'cryotherapy x3 AKs'])}. "
          f"Histology request {P('IDNUM', ctx.accession('H'))}.\n")
    s += f"Previous: {r.choice(['BCC excised', 'melanoma in situ', 'psoriasis on methotrexate', 'eczema'])} ({ctx.D(ctx.days(c.vd, -r.randrange(400, 4000)), 'year')}, {ctx.hospital()}).\n"
    s += f"Family history: {r.choice(['father', 'mother', 'brother'])} had melanoma aged {ctx.age(r.randrange(30, 80))}.\n"
    if r.random() < 0.5:
        s += f"Isotretinoin / methotrexate monitoring bloods {ctx.D(ctx.days(c.vd, -r.randrange(3, 30)))} — ALT normal.\n"
    s += f"Follow-up: results letter; skin check {ctx.D(ctx.days(c.vd, r.randrange(90, 365)), 'monyear')}.\n"
    s += signature(ctx, c, role=r.choice(["Consultant Dermatologist", "Dermatology Registrar", "GPwER Dermatology"]))
    return s


# ------------------------------------------------------------------------------------------ ophthalmology
def ophthalmology(ctx):
    r = ctx.r
    c = Case(ctx, 5, 95)
    pt = c.pt
    he, his, him = pt.pron()
    s = header(ctx, c, r.choice(["Eye Clinic", "Ophthalmology Outpatients", "Medical Retina Clinic", "Glaucoma Clinic"]))
    s += (f"\nVA: R 6/{r.choice([6, 9, 12, 18, 36, 60])}  L 6/{r.choice([6, 9, 12, 18, 24])}   IOP R {r.randrange(10, 30)} L {r.randrange(10, 30)} mmHg (GAT)\n"
          if ctx.loc != "US" else
          f"\nVA cc: OD 20/{r.choice([20, 25, 30, 40, 60, 200])}  OS 20/{r.choice([20, 25, 40, 50])}   IOP OD {r.randrange(10, 30)} OS {r.randrange(10, 30)}\n")
    scen = r.randrange(3)
    if scen == 0:
        s += (f"Wet AMD R eye. Anti-VEGF injection no. {r.randrange(2, 30)} today, {r.choice(['aflibercept', 'faricimab', 'ranibizumab'])}. "
              f"OCT {ctx.D(c.vd)} scan ID {P('IDNUM', ctx.accession('OCT'))}: residual SRF. Previous injection {ctx.D(ctx.days(c.vd, -r.randrange(28, 70)))}.\n"
              f"Injection room {P('LOCATION_OTHER', str(r.randrange(1, 5)))}; nurse injector {ctx.doctor().full()}.\n")
    elif scen == 1:
        s += (f"Post-op review after R phaco + IOL {ctx.D(ctx.days(c.vd, -r.randrange(7, 30)))}: IOL AcrySof SN60WF 21.5D, serial {P('DEVICE', ctx.serial(''))}. "
              f"Biometry ref {P('IDNUM', ctx.accession('BIO'))}.\n"
              f"L eye listed for {ctx.D(ctx.days(c.vd, r.randrange(20, 90)))}.\n")
    else:
        s += (f"POAG, on latanoprost. Visual fields {ctx.D(ctx.days(c.vd, -r.randrange(0, 20)))} (HFA test {P('IDNUM', ctx.accession('VF'))}): superior arcuate defect L.\n")
    lab, lic = ctx.license(False)
    if c.age >= 17 and r.random() < 0.6:
        s += (f"Driving: {he} drives {r.choice(['for work', 'locally', 'a school bus'])} — vehicle {P('VEHICLE', ctx.plate())}. {lab[0].upper() + lab[1:]} {P('LICENSE', lic)}. "
              f"{'Meets' if r.random() < 0.6 else 'Does NOT meet'} visual standard for driving; advised accordingly.\n")
    s += f"Occupation: {ctx.prof()}. Brother {ctx.person('FAMILY', sex='M').first()} has glaucoma (diagnosed aged {ctx.age(r.randrange(40, 70))}).\n"
    if c.age < 16:
        s += f"Orthoptist {ctx.doctor().full()} — patching 2 h/day; school {ctx.school()} informed.\n"
    s += f"Next appt: {ctx.D(ctx.days(c.vd, r.randrange(28, 120)), 'wd')} — {ctx.clinic() if r.random() < 0.3 else c.site}.\n"
    s += signature(ctx, c, role=r.choice(["Consultant Ophthalmologist", "Ophthalmology Registrar", "Optometrist (extended role)"]))
    return s


# ------------------------------------------------------------------------------------------ urology
def urology(ctx):
    r = ctx.r
    c = Case(ctx, 30, 92, sex=r.choice("MMMF"))
    pt = c.pt
    he, his, him = pt.pron()
    s = header(ctx, c, r.choice(["Urology Clinic", "Urology Outpatient Note", "Haematuria Clinic", "Prostate Cancer Follow-up"]))
    if pt.sex == "M" and r.random() < 0.6:
        s += "\nPSA trend:\n"
        s += results_table(ctx, c, [("PSA", "ng/mL", 0.1, 18, "{:.2f}")], r.randrange(3, 5))
        s += (f"MRI prostate {ctx.D(ctx.days(c.vd, -r.randrange(10, 80)))} (acc {P('IDNUM', ctx.accession('MR'))}): PI-RADS {r.randrange(2, 6)}. "
              f"TP biopsy {ctx.D(ctx.days(c.vd, -r.randrange(5, 30)))}, path {P('IDNUM', ctx.accession('P'))}: Gleason {r.choice(['3+3', '3+4', '4+3', '4+4'])}.\n")
    else:
        s += (f"\n{c.age_phrase()} with {r.choice(['visible haematuria', 'recurrent UTIs', 'left renal colic', 'LUTS'])}. "
              f"CT urogram {ctx.D(ctx.days(c.vd, -r.randrange(5, 40)))} ({P('IDNUM', ctx.accession('CT'))}): {r.choice(['7 mm L VUJ stone', 'normal upper tracts', 'bladder wall thickening'])}.\n")
        if r.random() < 0.5:
            s += (f"JJ stent inserted {ctx.D(ctx.days(c.vd, -r.randrange(10, 80)))} at {ctx.hospital()}; stent register no. {P('IDNUM', ctx.accession('STR'))}, "
                  f"removal booked {ctx.D(ctx.days(c.vd, r.randrange(5, 30)))}.\n")
    s += f"Flexible cystoscopy today (scope {P('DEVICE', ctx.serial('CYF'))}): {r.choice(['normal', 'papillary lesion L lateral wall', 'trabeculated bladder'])}.\n"
    if r.random() < 0.4:
        s += f"Long-term catheter (Foley 16Fr) changed by district nurse {ctx.doctor().full()} every 12 weeks; last {ctx.D(ctx.days(c.vd, -r.randrange(10, 80)))}.\n"
    soc, famp = social(ctx, c, 2)
    s += f"Social: {soc}\n"
    s += f"MDT: discussed at urology MDT {ctx.D(ctx.days(c.vd, -r.randrange(1, 10)), 'wd')}, MDT ref {P('IDNUM', ctx.accession('MDT'))}.\n"
    s += f"Plan: {r.choice(['active surveillance, PSA 3-monthly', 'TURBT', 'URS + laser', 'start tamsulosin 400 mcg', 'radical prostatectomy discussion'])}. Uro-oncology CNS {ctx.doctor().full()}, {ctx.phone('land')}.\n"
    s += signature(ctx, c, role=r.choice(["Consultant Urologist", "Urology Registrar", "Urology Nurse Specialist"]))
    if r.random() < 0.7:
        s += cc_block(ctx, c, famp)
    return s


# ------------------------------------------------------------------------------------------ haematology day unit
def haem_day(ctx):
    r = ctx.r
    c = Case(ctx, 18, 92)
    pt = c.pt
    he, his, him = pt.pron()
    unit = ctx.ward() if r.random() < 0.5 else (r.choice(["Haematology Day Unit, " + ctx.hospital(), P("HOSPITAL", "Ashgrove Day Unit"), P("HOSPITAL", "Lotus Day Care")]))
    s = f"{unit} — Nursing & Medical Record\n"
    s += f"Name: {pt.rev_caps()}   MRN {P('MRN', c.mrn)}   DOB {c.dob()}   Bed/Chair: {P('LOCATION_OTHER', str(r.randrange(1, 24)))}   Date: {c.vdate()}\n"
    s += f"Consultant: {c.doc.dr()}   Named nurse: {ctx.doctor().first()}\n"
    if r.random() < 0.35:
        s += f"Positive patient ID: wristband + {r.choice(['fingerprint ID', 'palm-vein scan ID', 'biometric ID'])} {P('BIOID', r.choice(['FP-', 'PV', 'BIO-']) + ctx.digits(6))}\n"
    s += "\n"
    dx = r.choice(["MDS with transfusion dependence", "CLL", "myeloma on D-VRd", "beta-thalassaemia major", "polycythaemia vera", "sickle cell disease", "AML post-induction"])
    s += f"Diagnosis: {dx} (diagnosed {ctx.D(ctx.days(c.vd, -r.randrange(200, 5000)), 'monyear')}).\n"
    scen = r.randrange(3)
    if scen == 0:
        s += (f"Transfusion: 2 units RCC. Group & save sample {P('IDNUM', ctx.accession('GS'))} taken {ctx.D(ctx.days(c.vd, -1))}. "
              f"Pre-Hb {r.randrange(62, 85)} g/L. Irradiated products required (see {ctx.hospital()} alert).\n"
              f"Bedside check by {ctx.doctor().full()} and {ctx.doctor().full()} (2-person). Obs stable.\n")
    elif scen == 1:
        s += (f"Venesection 450 mL via 18G; Hct {r.uniform(0.45, 0.55):.2f}. Ferritin {r.randrange(20, 400)}.\n")
    else:
        s += (f"Bone marrow aspirate and trephine today under LA, posterior iliac crest. Specimen nos {P('IDNUM', ctx.accession('BM'))} (aspirate), "
              f"{P('IDNUM', ctx.accession('BMT'))} (trephine). Cytogenetics to {P('ORGANIZATION', r.choice(['Regional Genetics Laboratory', 'Southern Molecular Diagnostics', 'Meridian Genomics']))}.\n")
    s += "\nRecent counts:\n"
    s += results_table(ctx, c, [("Hb", "g/L", 65, 135, "{:.0f}"), ("Plt", "", 15, 380, "{:.0f}"), ("Neut", "", 0.3, 6, "{:.1f}")], r.randrange(2, 4))
    s += (f"\nSocial: {pt.first()} came by {r.choice(['hospital transport', 'taxi', 'car with ' + ('husband ' if pt.sex == 'F' else 'wife ') + ctx.person('FAMILY').first()])}. "
          f"Hospital transport booking {P('IDNUM', ctx.accession('TR'))}. Car parking permit for plate {P('VEHICLE', ctx.plate())}.\n")
    s += f"Next attendance: {ctx.D(ctx.days(c.vd, r.randrange(7, 28)), 'wd')}. Triage line {ctx.phone('land')} (24h).\n"
    s += f"Documented by {ctx.doctor().full()}, RN — {ctx.username(ctx.doctor())}\n"
    if r.random() < 0.5:
        s += signature(ctx, c, role=r.choice(["Haematology Registrar", "Consultant Haematologist", "Haematology CNS"]))
    return s


# ------------------------------------------------------------------------------------------ infusion centre
def infusion(ctx):
    r = ctx.r
    c = Case(ctx, 18, 88)
    pt = c.pt
    he, his, him = pt.pron()
    drug, indic = r.choice([("infliximab 5 mg/kg", "Crohn disease"), ("vedolizumab 300 mg", "ulcerative colitis"), ("ocrelizumab 600 mg", "RRMS"),
                            ("IVIG 0.4 g/kg", "CIDP"), ("iron sucrose 200 mg", "iron deficiency anaemia"), ("zoledronic acid 5 mg", "osteoporosis"),
                            ("rituximab 1 g", "RA"), ("ferric carboxymaltose 1000 mg", "iron deficiency anaemia"), ("tocilizumab 8 mg/kg", "RA")])
    centre = P("HOSPITAL", ctx.town_name() + " " + r.choice(["Infusion Center" if ctx.loc == "US" else "Infusion Centre", "Ambulatory Infusion Suite", "Day Infusion Unit", "Infusion Lounge"]))
    s = f"{centre}\nINFUSION RECORD\n\n"
    s += (f"Patient: {pt.full_mi()}    MRN: {P('MRN', c.mrn)}    DOB: {c.dob()}\n"
          f"Visit #: {P('ACCOUNT', c.acct)}    Date: {c.vdate()}    Chair: {P('LOCATION_OTHER', str(r.randrange(1, 30)))}\n")
    if ctx.loc == "US":
        ins, mem, grp = ctx.healthplan()
        s += (f"Payer: {P('ORGANIZATION', ins)}   Member {P('HEALTHPLAN', mem)}   Group {P('HEALTHPLAN', grp)}   "
              f"Prior auth {P('IDNUM', 'PA' + ctx.digits(8))} valid to {ctx.D(ctx.days(c.vd, r.randrange(30, 300)))}\n")
    else:
        lab, val, typ = c.nhn
        s += f"{lab}: {P(typ, val)}   Funding ref {P('IDNUM', ctx.accession('BF'))}\n"
    s += f"Ordering provider: {c.doc.dr(full=True)} ({P('LICENSE', ctx.license(True)[1])})\n\n"
    s += f"Indication: {indic}. Dose {drug}, dose no. {r.randrange(1, 25)}.\n"
    s += f"Pre-meds: paracetamol 1 g PO, cetirizine 10 mg PO at {r.randrange(8, 12):02d}:{r.randrange(0, 60):02d}.\n"
    s += (f"Access: PIV 22G R forearm, 1 attempt. Pump: {r.choice(['Alaris GP', 'Sigma Spectrum', 'BD Alaris 8100', 'B. Braun Infusomat'])}, asset {P('DEVICE', ctx.serial('IP'))}.\n")
    s += "\n| Time | Rate (mL/h) | BP | HR | Temp | Initials |\n|---|---|---|---|---|---|\n"
    nurse = ctx.doctor()
    for k in range(r.randrange(3, 6)):
        s += f"| {9 + k:02d}:{r.choice(['00', '15', '30', '45'])} | {r.choice([50, 100, 150, 200, 250])} | {r.randrange(100, 150)}/{r.randrange(60, 90)} | {r.randrange(58, 100)} | {r.uniform(36.2, 37.4):.1f} | {nurse.initials()} |\n"
    s += f"\nTolerated without reaction. Lot numbers recorded in eMAR. Previous infusion {ctx.D(ctx.days(c.vd, -r.choice([28, 42, 56, 180])))}.\n"
    if r.random() < 0.6:
        s += f"{pt.first()} mentioned starting new job as {ctx.prof()} at {ctx.org()} next month; requests {ctx.D(ctx.days(c.vd, r.randrange(50, 60)), 'wd')} for next slot.\n"
    s += f"Infusion RN: {nurse.full()}, RN ({ctx.username(nurse)})   Pharmacist verification: {ctx.doctor().full()}, PharmD\n"
    s += f"Scheduling: {ctx.phone('land')}  Fax: {ctx.fax()}\n"
    return s


# ------------------------------------------------------------------------------------------ OPAT
def opat(ctx):
    r = ctx.r
    c = Case(ctx, 18, 92)
    pt = c.pt
    he, his, him = pt.pron()
    s = header(ctx, c, r.choice(["OPAT Review", "Outpatient Parenteral Antimicrobial Therapy — Weekly Review", "OPAT Clinic Note"]),
               [("Referring team", f"{ctx.doctor().dr()} ({r.choice(['Orthopaedics', 'Cardiology', 'General Medicine', 'Vascular'])})")])
    inf = r.choice(["native vertebral osteomyelitis (MSSA)", "prosthetic joint infection R knee", "IE, Strep gordonii, native mitral valve", "diabetic foot osteomyelitis", "cellulitis failing oral therapy", "pyelonephritis, ESBL E. coli"])
    abx = r.choice(["ceftriaxone 2 g OD", "teicoplanin 600 mg 3x/week", "flucloxacillin 12 g/24 h continuous via elastomeric", "ertapenem 1 g OD", "daptomycin 8 mg/kg OD"])
    start = ctx.days(c.vd, -r.randrange(5, 35))
    s += f"\nInfection: {inf}. Antimicrobial: {abx}. Start {ctx.D(start)}; planned end {ctx.D(ctx.days(start, r.choice([14, 28, 42])))}.\n"
    s += (f"Line: {r.choice(['PICC', 'midline', 'Hickman'])} {r.choice(['R', 'L'])} basilic, inserted {ctx.D(ctx.days(start, -1))} by {ctx.doctor().full()} (vascular access), "
          f"tip confirmed by ECG. Catheter lot/SN {P('DEVICE', ctx.serial('PC'))}.\n")
    if "elastomeric" in abx or r.random() < 0.4:
        s += f"Home infusion via {P('HOSPITAL', r.choice(['Brightwater Home Infusion Pharmacy', 'Coral Home IV Pharmacy', 'CareFlow Compounding', 'Elm Park Pharmacy']))}; pump/device SN {P('DEVICE', ctx.serial('EL'))}.\n"
    s += (f"Model: {r.choice(['self-administration', 'district nurse daily visits', 'clinic attendance'])}; "
          f"home visits at {c.addr['line']} (key safe; {r.choice(['dog on premises', 'parking on street', 'flat on 3rd floor, lift broken'])}).\n")
    s += "\nWeekly bloods:\n"
    s += results_table(ctx, c, [("CRP", "", 3, 150, "{:.0f}"), ("WCC", "", 3, 14, "{:.1f}"), ("ALT", "", 10, 90, "{:.0f}"), ("CK", "", 40, 400, "{:.0f}")], r.randrange(2, 4), "B", back=max(2, (c.vd - start).days))
    s += (f"\nToday: afebrile, line site clean, no phlebitis. {pt.titled()} asked about returning to work as a {ctx.prof()} — advised not until line removed.\n"
          f"{(rel := r.choice(['Wife', 'Husband', 'Son', 'Daughter', 'Carer']))} {ctx.person('FAMILY', sex={'Wife': 'F', 'Daughter': 'F', 'Husband': 'M', 'Son': 'M'}.get(rel)).full()} administers doses at weekends; trained by OPAT nurse {ctx.doctor().first()} on {ctx.D(ctx.days(start, 1), 'wd')}.\n")
    s += f"Micro: blood cultures {ctx.D(ctx.days(start, -3))} lab no {P('IDNUM', ctx.accession('BC'))}; bone biopsy {P('IDNUM', ctx.accession('BX'))}.\n"
    s += f"OPAT team: {ctx.phone_ext()} (weekdays), out of hours {ctx.hospital()} switchboard {ctx.phone('land')}; email {ctx.team_email('opat')}.\n"
    s += signature(ctx, c, role=r.choice(["ID Consultant", "OPAT Nurse Specialist", "Microbiology Registrar", "Infectious Diseases Fellow"]))
    if r.random() < 0.4:
        s += cc_block(ctx, c)
    return s


GENRES = {
    "urgent_care": urgent_care,
    "virtual_ward": virtual_ward,
    "endocrinology_diabetes": endocrine,
    "respiratory_sleep": resp_sleep,
    "renal_transplant": renal_tx,
    "sexual_reproductive_health": sexual_health,
    "fertility": fertility,
    "vascular_surgery": vascular,
    "ent": ent,
    "dermatology": dermatology,
    "ophthalmology": ophthalmology,
    "urology": urology,
    "haematology_day_unit": haem_day,
    "infusion_centre": infusion,
    "opat": opat,
}
