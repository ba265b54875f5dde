"""Genre writers. Each returns a list of (section title, marked text) pairs."""
from phi import *
from pools import *
from blocks import *


def cap(s):
    return s[0].upper() + s[1:]


def man(n):
    return "man" if n.pt.sex == "M" else "woman"


def he(n):
    return "he" if n.pt.sex == "M" else "she"


def his(n):
    return "his" if n.pt.sex == "M" else "her"


def opener(n, why):
    r = n.rng
    return r.choice([
        f"{n.PT(r.choice(['full', 'title', 'first']))} is a {n.AGE(r.choice(['year-old', 'words', 'yo', 'y/o']))} {man(n)} seen {r.choice(['today', 'on ' + n.D(style=r.choice(['long', 'mdY', 'wkd_md', 'full']))])} for {why}.",
        f"{n.AGE(r.choice(['sexnum', 'sexnum_sp']))} ({n.PT(r.choice(['init', 'fi', 'title']))}) presents for {why}.",
        f"Pt {n.PT(r.choice(['init', 'first', 'nick', 'title']))}, {n.AGE(r.choice(['yo_tight', 'yrs', 'aged', 'age']))}, here for {why}; last seen {n.Dr(-400, -30)} by {n.DR(1, r.choice(['dr', 'drnodot']))}.",
    ])


def annual_physical(n):
    r = n.rng
    return [
        ("Chief complaint", f"Annual preventive visit. {opener(n, 'a routine physical')}"),
        ("Interval history", f"No hospitalizations since {n.Dr(-700, -200, r.choice(['month_year', 'mon_year', 'year']))}. "
         f"Flu shot given {n.Dr(-200, -20, r.choice(['md', 'mon_d', 'mdY']))} at {P('HOSPITAL', n.pharmacy)}. "
         f"Colonoscopy {n.Dr(-3000, -400, 'year')} was normal per report from {n.H(n.hospital)}. {negs(r, 2)}"),
        ("Social history", social(n)),
        ("Medications", "atorvastatin 20 mg PO nightly; lisinopril 10 mg daily; aspirin 81 mg daily; vitamin D3 2000 units daily"),
        ("Vitals", vitals(r)),
        ("Labs", f"{bmp(r)}. {lipids(r)}. A1c {round(r.uniform(5.0, 6.4), 1)}%. {misc_labs(r)}."),
        ("Screening", f"PHQ-2 {r.randint(0, 2)}, AUDIT-C {r.randint(0, 4)}, fall risk screen negative. Timed Up and Go {r.randint(8, 16)} s. "
         f"ASCVD 10-yr risk {round(r.uniform(2, 28), 1)}%. ICD-10 Z00.00; CPT 99397."),
        ("Plan", f"Return in 1 year or sooner with {n.DR(0, r.choice(['dr', 'drnodot', 'prof']))}. Tdap due {n.Dr(100, 700, r.choice(['month_year', 'year']))}. "
         f"Questions to {P('PHONE', n.clinic_phone)} or portal {P('URL', url(r, n.clinic))}. {negs(r, 1)}"),
    ]


def diabetes_followup(n):
    r = n.rng
    rows = ["Date          A1c (%)   FBG (mg/dL)   Wt (lb)"]
    wt = r.randint(150, 280)
    for k in range(r.randint(3, 6), 0, -1):
        d = n.rel(-k * r.randint(80, 100))
        rows.append(f"{pad('DATE', fmt_date(d, r.choice(['mdY', 'mdY', 'mdy', 'iso'])), 14)}{round(r.uniform(6.2, 10.8), 1):<10}{r.randint(98, 240):<14}{wt + r.randint(-8, 8)}")
    dev = [f"Insulin pump SN {P('DEVICE', device_sn(r))}; CGM transmitter {P('DEVICE', device_sn(r))}.",
           f"CGM sensor/transmitter serial {P('DEVICE', device_sn(r))}, time in range {r.randint(40, 85)}%.",
           f"Not on pump. Meter serial {P('DEVICE', device_sn(r))} downloaded in clinic."]
    return [
        ("HPI", f"{opener(n, 'type 2 diabetes follow-up (E11.65)')} Reports dawn phenomenon with AM sugars in the 170s. "
         f"Hypoglycemia x{r.randint(0, 3)} since {n.Dr(-120, -20, r.choice(['md', 'wkd_md', 'mon_d']))}, lowest {r.randint(48, 69)} mg/dL at {r.randint(1, 5)}:{r.randint(10, 59)} AM."),
        ("A1c trend", "\n".join(rows)),
        ("Devices", r.choice(dev)),
        ("Medications", f"metformin ER 1000 mg PO BID; semaglutide {r.choice(['0.5', '1', '2'])} mg SC weekly; insulin glargine {r.randint(10, 60)} units qHS; "
         f"empagliflozin 10 mg daily"),
        ("Exam", f"{vitals(r, 'line')} Monofilament intact 10/10 sites bilaterally. No Charcot deformity. {negs(r, 1)}"),
        ("Labs", f"{bmp(r)}. UACR {r.randint(5, 300)} mg/g. {lipids(r)}."),
        ("Social", social(n, 2)),
        ("Plan", f"Increase glargine by 2 units every 3 days to FBG 90-130. Diabetes educator {n.STAFF(0, r.choice(['cred', 'role_full']), ('CDCES', 'diabetes educator'))} to call {P('PHONE', n.cell)}. "
         f"Eye exam at {n.H(n.clinic2)} on {n.Dr(10, 60, r.choice(['mdY', 'long', 'wkd_md']))}. RTC 3 months."),
    ]


def cardiology(n):
    r = n.rng
    dev = r.choice(["dual-chamber pacemaker", "single-chamber ICD", "CRT-D", "implantable loop recorder"])
    return [
        ("Reason for visit", f"{opener(n, 'atrial fibrillation and heart failure follow-up')} Referred by {n.DR(1, r.choice(['drfull', 'full_md', 'dr']))} of {n.H(n.clinic2)}."),
        ("HPI", f"Palpitations began around {n.Dr(-900, -100, r.choice(['month_year', 'mon_year', 'ordinal']))}. ED visit at {n.H(n.hospital)} on {n.Dr(-90, -10, r.choice(['mdY', 'long', 'wkd_md']))} "
         f"for rapid AF, rate 140s, converted with diltiazem. NYHA class {r.choice(['I', 'II', 'III'])}. {negs(r, 1)}"),
        ("Device", f"{dev} implanted {n.Dr(-2500, -200, r.choice(['mdY', 'month_year']))}, serial number {P('DEVICE', device_sn(r))}; "
         f"remote transmissions via home monitor SN {P('DEVICE', device_sn(r))}. Battery {r.randint(4, 11)} years. RV pacing {r.randint(1, 98)}%."),
        ("Medications", f"metoprolol succinate {r.choice([25, 50, 100])} mg daily; apixaban 5 mg BID; sacubitril-valsartan 49/51 mg BID; furosemide 40 mg qAM; spironolactone 25 mg daily"),
        ("Data", f"ECG: AF, ventricular rate {r.randint(62, 118)}, QRS {r.randint(80, 150)} ms, QTc {r.randint(400, 490)} ms. "
         f"Echo: LVEF {r.randint(25, 60)}%, LA volume index {r.randint(30, 55)} mL/m2, moderate MR. CHA2DS2-VASc {r.randint(2, 7)}, HAS-BLED {r.randint(1, 4)}. "
         f"{bmp(r)}. NT-proBNP {r.randint(200, 6000)} pg/mL."),
        ("Exam", f"{vitals(r, 'line')} JVP 8 cm. Irregularly irregular. No Kussmaul sign. Trace edema."),
        ("Assessment/Plan", f"I48.19, I50.22. Continue anticoagulation. Cardioversion scheduled {n.Dr(7, 40, r.choice(['full', 'wkd_md', 'mdY']))} in the cath lab, "
         f"{n.ROOM()}. Call {P('PHONE', phone(r, 'ext'))} with weight gain over 3 lb in 2 days. CPT 93288, 99214."),
    ]


def dermatology(n):
    r = n.rng
    sites = ["left upper back", "right forearm", "scalp vertex", "left nasal ala", "right shin", "mid chest"]
    a, b = r.sample(sites, 2)
    return [
        ("Chief complaint", f"{opener(n, 'a changing mole and skin check')}"),
        ("History", f"Lesion on {a} first noticed {n.Dr(-400, -60, r.choice(['month_year', 'mon_year', 'ordinal', 'weekday']))} by {n.FAM(0)}. "
         f"Prior BCC excised {n.Dr(-3000, -500, 'year')} by {n.DR(1, r.choice(['dr', 'drnodot', 'prof']))}. Fitzpatrick type {r.choice(['I', 'II', 'III', 'IV'])}. "
         f"Outdoor work as a {P('PROFESSION', n.prof)} for {r.randint(5, 40)} years."),
        ("Exam", f"Total body skin exam. {a.capitalize()}: {r.randint(5, 14)} mm asymmetric brown macule with irregular border (ABCDE 4/5). "
         f"{b.capitalize()}: {r.randint(3, 9)} mm pearly papule with arborizing vessels. Scattered seborrheic keratoses. {negs(r, 1)}"),
        ("Procedures", f"Shave biopsy A ({a}), accession {P('IDNUM', idnum(r, 'accession'))}; punch biopsy 4 mm B ({b}), accession {P('IDNUM', idnum(r, 'accession'))}. "
         f"Lidocaine 1% with epinephrine 1 mL. Hemostasis with aluminum chloride. CPT 11102, 11104."),
        ("Pathology", f"A: melanoma in situ, Breslow N/A, Clark level I. B: nodular basal cell carcinoma. Reviewed {n.Dr(5, 14, r.choice(['md', 'mdY', 'wkd_md']))} with {n.PT(r.choice(['title', 'first']))} by phone at {P('PHONE', n.cell)}."),
        ("Plan", f"Wide local excision with {n.DR(2, r.choice(['dr', 'full_md']))} (Mohs) at {n.H(n.clinic2)}. Photos uploaded by {n.STAFF(2, 'role_first')} from "
         f"device at {P('IPADDR', ip(r))}. Tretinoin 0.025% cream qHS, SPF 50. Follow up 3 months. D03.5, C44.41."),
    ]


def orthopedic(n):
    r = n.rng
    side = r.choice(["right", "left"])
    mech = r.choice([
        f"motor vehicle collision on {n.Dr(-60, -3, r.choice(['mdY', 'wkd_md', 'long']))}; {his(n)} sedan (plate {P('VEHICLE', plate(r))}, VIN {P('VEHICLE', vin(r))}) was rear-ended",
        f"fall from a ladder at work ({n.O()}) on {n.Dr(-40, -2, r.choice(['md', 'mdY', 'wkd_long']))}",
        f"twisting injury playing soccer on {n.Dr(-30, -2, r.choice(['weekday', 'wkd_md', 'mon_d']))}",
    ])
    return [
        ("HPI", f"{opener(n, side + ' knee pain')} Mechanism: {mech}. Workers' comp claim {P('ACCOUNT', idnum(r, 'claim'))}. Pain 6/10, worse on stairs."),
        ("Exam", f"{side.capitalize()} knee: moderate effusion, positive Lachman, negative posterior drawer, positive McMurray medially, "
         f"ROM 0-{r.randint(95, 130)} degrees. Distal pulses 2+. {negs(r, 1)}"),
        ("Imaging", f"MRI {n.Dr(-20, -1, r.choice(['mdY', 'iso', 'dMonY']))} (order {P('IDNUM', idnum(r, 'order'))}): complete ACL tear, medial meniscus bucket-handle tear. "
         f"Kellgren-Lawrence grade {r.randint(0, 3)}."),
        ("Plan", f"ACL reconstruction with hamstring autograft and meniscal repair at {n.H(n.hospital)} on {n.Dr(7, 45, r.choice(['full', 'mdY', 'wkd_md']))}. "
         f"Interference screw SN {P('DEVICE', device_sn(r))} to be logged. Meloxicam 15 mg daily, cryotherapy. PT with {n.STAFF(1, r.choice(['role_full', 'cred']), ('PT', 'physical therapist'))} "
         f"2x/week for 12 weeks. Off work until {n.Dr(14, 60, r.choice(['md', 'mdY', 'ordinal']))}; note faxed to employer at {P('FAX', phone(r))}. S83.511A, CPT 29888."),
    ]


def gi_endoscopy(n):
    r = n.rng
    return [
        ("Procedure", f"Colonoscopy with cold snare polypectomy. Date: {n.D(style=r.choice(['mdY', 'long', 'full']))}. "
         f"Endoscopist: {n.DR(0, r.choice(['full_md', 'lf_md']))}. Nurse: {n.STAFF(0, 'cred', ('RN', 'nurse'))}. Anesthesia: {P('DOCTOR', n.docs[3].full(r))}, CRNA. "
         f"Location: {n.H()}, procedure room {P('LOCATION_OTHER', str(r.randint(1, 9)))}."),
        ("Indication", f"{opener(n, 'surveillance colonoscopy')} Prior adenomas {n.Dr(-2500, -900, r.choice(['year', 'month_year']))}. "
         f"Mother-in-law with colon cancer at {P('AGE', r.randint(50, 80))}. {negs(r, 1)}"),
        ("Sedation", f"Propofol {r.randint(120, 400)} mg IV in divided doses; ASA class {r.choice(['II', 'III'])}. Mallampati {r.randint(1, 4)}. "
         f"Scope in at {r.randint(7, 11)}:{r.randint(10, 59)}, cecum reached at {r.randint(7, 11)}:{r.randint(10, 59)}. Withdrawal time {r.randint(7, 18)} min."),
        ("Findings", f"Boston Bowel Prep Scale {r.randint(6, 9)} (3/3/2). {r.randint(1, 4)} sessile polyps, {r.randint(3, 9)}-{r.randint(10, 15)} mm, Paris 0-Is, "
         f"ascending and sigmoid colon, removed and retrieved (jar 1 specimen {P('IDNUM', idnum(r, 'specimen'))}, jar 2 specimen {P('IDNUM', idnum(r, 'specimen'))}). "
         f"Grade B esophagitis (Los Angeles) on prior EGD; no Barrett's. Small internal hemorrhoids."),
        ("Recommendations", f"Await pathology; letter to {n.PT(r.choice(['title', 'full']))} at {n.ADDR()}. Repeat colonoscopy in {r.choice([3, 5, 7])} years. "
         f"Resume aspirin 81 mg on {n.Dr(1, 7, r.choice(['md', 'wkd_md', 'weekday']))}. Driver: {n.FAM(1, True, 'full')}, {P('PHONE', phone(r))}. "
         f"Z86.010, CPT 45385."),
    ]


def urology(n):
    r = n.rng
    rows = ["Date         PSA (ng/mL)"]
    for k in range(r.randint(3, 5), 0, -1):
        rows.append(f"{pad('DATE', fmt_date(n.rel(-k * r.randint(150, 200)), r.choice(['mdY', 'mon_year', 'iso'])), 13)}{round(r.uniform(1.0, 11.5), 2)}")
    return [
        ("HPI", f"{opener(n, 'LUTS and rising PSA')} Nocturia x{r.randint(2, 5)}, weak stream. IPSS {r.randint(8, 28)}, QoL {r.randint(2, 5)}. "
         f"Denies gross hematuria. {negs(r, 1)}"),
        ("PSA trend", "\n".join(rows)),
        ("History", f"Biopsy {n.Dr(-800, -100, r.choice(['mdY', 'month_year']))} at {n.H(n.hospital)}: Gleason 3+4=7 (Grade Group 2) in 2/12 cores. "
         f"Sacral neuromodulator implanted {n.Dr(-2000, -400, 'year')}, SN {P('DEVICE', device_sn(r))}. Peyronie's disease, stable."),
        ("Medications", "tamsulosin 0.4 mg qHS; finasteride 5 mg daily; oxybutynin ER 10 mg daily"),
        ("Exam", f"{vitals(r, 'line')} DRE: prostate {r.randint(25, 80)} g, firm nodule R base. PVR {r.randint(20, 280)} mL by bladder scan."),
        ("Labs", f"{bmp(r)}. UA: {r.randint(0, 5)} RBC/hpf. Urine culture accession {P('IDNUM', idnum(r, 'accession'))} no growth."),
        ("Plan", f"MRI prostate (PI-RADS) ordered, requisition {P('IDNUM', idnum(r, 'req'))}. Cystoscopy with {n.DR(1, r.choice(['dr', 'drnodot']))} on {n.Dr(7, 40, r.choice(['wkd_md', 'mdY', 'full']))}; "
         f"{n.FAM(0)} to drive. Foley not needed. N40.1, R97.20, CPT 52000."),
    ]


def rheumatology(n):
    r = n.rng
    return [
        ("HPI", f"{opener(n, 'rheumatoid arthritis follow-up')} Morning stiffness {r.randint(15, 120)} minutes. Flare after {P('DATE', r.choice(HOLIDAYS))} travel. "
         f"Swollen MCPs bilaterally. Denies Raynaud's, sicca symptoms; Sjogren's antibodies negative {n.Dr(-900, -200, 'year')}."),
        ("Disease activity", f"DAS28-CRP {round(r.uniform(2.0, 6.2), 2)}; CDAI {round(r.uniform(3, 40), 1)}; HAQ-DI {round(r.uniform(0, 2.5), 2)}. "
         f"Tender 6/28, swollen 4/28. Patient global 5/10."),
        ("Labs", f"RF {r.randint(10, 300)} IU/mL, anti-CCP {r.randint(20, 250)} U, ESR {r.randint(5, 90)} mm/hr, CRP {round(r.uniform(0.2, 6.5), 1)} mg/dL, HLA-B27 negative. "
         f"{cbc(r)}. {misc_labs(r)}. Quantiferon accession {P('IDNUM', idnum(r, 'accession'))} negative."),
        ("Medications", f"methotrexate {r.choice([15, 17.5, 20, 25])} mg PO weekly (Fridays); folic acid 1 mg daily; hydroxychloroquine 200 mg BID; prednisone 5 mg daily"),
        ("Exam", f"{vitals(r, 'line')} Schober test 5 cm. Negative FABER. Heberden nodes DIPs. {negs(r, 1)}"),
        ("Social", social(n, 2)),
        ("Plan", f"Add adalimumab 40 mg SC q2 weeks pending prior authorization with {n.O(n.insurer)} (member {P('HEALTHPLAN', n.plan)}). "
         f"Infusion {n.STAFF(0, 'role_first', ('RN', 'nurse'))} will teach injections on {n.Dr(7, 30, r.choice(['wkd_md', 'weekday', 'md']))}. "
         f"Ophthalmology screen for hydroxychloroquine at {n.H(n.clinic2)}. M05.79, Z79.631."),
    ]


def sleep_study(n):
    r = n.rng
    ahi = round(r.uniform(5, 85), 1)
    return [
        ("Study", f"Attended in-lab polysomnography (PSG), split-night. Study ID {P('IDNUM', idnum(r, 'study'))}. Date of study: {n.D(style=r.choice(['mdY', 'full', 'long']))} to "
         f"{n.D(n.rel(1), r.choice(['md', 'mdY', 'wkd_md']))}, lights out 22:41, lights on 05:58. {n.H()}, bed {P('LOCATION_OTHER', str(r.randint(1, 8)))}."),
        ("Indication", f"{opener(n, 'snoring and excessive daytime sleepiness')} Epworth Sleepiness Scale {r.randint(6, 22)}/24. STOP-BANG {r.randint(3, 8)}. "
         f"Neck circumference {r.randint(14, 20)} in. Mallampati {r.choice(['III', 'IV'])}. "
         f"Works as a {P('PROFESSION', r.choice(['long-haul truck driver', 'bus driver', 'forklift operator', 'taxi driver', n.prof]))}; "
         f"CDL {P('LICENSE', drivers_lic(r))}, vehicle {P('VEHICLE', plate(r))}."),
        ("Results", f"Total sleep time {r.randint(180, 420)} min, sleep efficiency {r.randint(55, 95)}%, sleep latency {r.randint(3, 40)} min, REM latency {r.randint(60, 200)} min.\n"
         f"AHI {ahi}/h (supine {round(ahi * 1.6, 1)}/h), RDI {round(ahi + r.uniform(1, 9), 1)}/h, ODI {round(ahi * 0.8, 1)}/h, nadir SpO2 {r.randint(68, 89)}%, T90 {round(r.uniform(0.5, 30), 1)}%. "
         f"PLMI {r.randint(0, 40)}/h. No Cheyne-Stokes respiration. ECG sinus rhythm."),
        ("Titration", f"CPAP titrated 5 to {r.randint(8, 15)} cm H2O; optimal {r.randint(8, 14)} cm with full-face mask. Technologist: {n.STAFF(0, 'cred', ('RPSGT', 'sleep technologist'))}. "
         f"Scored by {n.STAFF(1, 'first_init_cred', ('RPSGT', 'technologist'))}."),
        ("Impression", f"Obstructive sleep apnea, {'severe' if ahi > 30 else 'moderate' if ahi > 15 else 'mild'} (G47.33). CPAP device serial {P('DEVICE', device_sn(r))} "
         f"issued via DME; modem uploads from {P('IPADDR', ip(r))}. Patient portal login {P('USERNAME', n.user)}. Avoid driving when drowsy. "
         f"Interpreting physician: {n.DR(0, r.choice(['full_md', 'lf_md', 'drfull']))}, board certified sleep medicine."),
    ]


def audiology(n):
    r = n.rng
    freqs = [250, 500, 1000, 2000, 4000, 8000]
    rows = ["Hz      " + "".join(f"{f:<7}" for f in freqs)]
    for ear in ("R AC", "L AC"):
        base = r.randint(10, 40)
        rows.append(f"{ear:<8}" + "".join(f"{base + i * r.randint(0, 12):<7}" for i in range(6)))
    return [
        ("Reason", f"{opener(n, 'hearing evaluation and hearing aid check')} Reports tinnitus R>L since {n.Dr(-1500, -100, r.choice(['month_year', 'year', 'mon_year']))}. "
         f"{cap(n.FAM(0))} notes the TV is loud. Noise exposure as a {P('PROFESSION', r.choice(['machinist', 'welder', 'roofer', 'farmer', n.prof]))}."),
        ("Audiogram (dB HL)", "\n".join(rows)),
        ("Results", f"Tympanometry Type A bilaterally. WRS R {r.randint(60, 100)}% at {r.randint(55, 80)} dB HL, L {r.randint(60, 100)}%. Weber midline, Rinne AC>BC bilaterally. "
         f"Otoscopy clear. SRT R {r.randint(15, 50)} dB, L {r.randint(15, 50)} dB. DPOAEs absent 3-6 kHz. {negs(r, 1)}"),
        ("Devices", f"Receiver-in-canal hearing aids, R serial {P('DEVICE', device_sn(r))}, L serial {P('DEVICE', device_sn(r))}, fit {n.Dr(-1200, -200, r.choice(['mdY', 'month_year']))}. "
         f"Remote fine-tuning app account {P('USERNAME', n.user)}."),
        ("Plan", f"Reprogram for sloping SNHL (H90.3). Recheck {n.Dr(60, 200, r.choice(['month_year', 'mdY', 'wkd_md']))}. Audiologist: {n.STAFF(1, r.choice(['cred', 'role_full']), ('AuD, CCC-A', 'audiologist'))}. "
         f"Copy to {n.DR(1, r.choice(['dr', 'full_md']))}, ENT, {n.H(n.clinic2)}, fax {P('FAX', phone(r))}. CPT 92557, 92567."),
    ]


def dental_oral(n):
    r = n.rng
    t1, t2 = r.sample([1, 16, 17, 32, 14, 19, 30, 3, 8], 2)
    return [
        ("Chief complaint", f"{opener(n, 'evaluation of tooth #' + str(t1) + ' and implant consult')} Pain 7/10 with cold, lingering 30 seconds."),
        ("History", f"Last cleaning with {n.STAFF(2, r.choice(['role_first', 'role_full', 'cred']), ('RDH', 'hygienist'))} on {n.Dr(-400, -60, r.choice(['mdY', 'mon_d', 'md']))}. "
         f"Bisphosphonate exposure: alendronate 70 mg weekly {n.Dr(-3000, -1500, 'year')}-{n.Dr(-1400, -400, 'year')}. {negs(r, 1)}"),
        ("Exam", f"Tooth #{t1}: deep distal caries, percussion positive, cold test lingering. Tooth #{t2}: fractured MO amalgam. Probing depths 2-4 mm, BOP {r.randint(5, 40)}%. "
         f"Panoramic radiograph and CBCT reviewed (image accession {P('IDNUM', idnum(r, 'accession'))})."),
        ("Procedure", f"Extraction #{t1} under local: lidocaine 2% with epinephrine 1:100,000, {r.randint(2, 4)} carpules; articaine 4% 1 carpule. "
         f"Socket grafted; implant placed #{t2 if r.random() < 0.5 else t1}, implant SN {P('DEVICE', device_sn(r))}. Chlorhexidine 0.12% rinse BID. Amoxicillin 500 mg TID x 7 days. CDT D7210, D6010."),
        ("Admin", f"Check-in via palm scan, biometric ID {P('BIOID', bioid(r))}. Dental plan {n.O(n.insurer)}, subscriber {P('HEALTHPLAN', n.plan)}. "
         f"Post-op call from {n.DR(0, r.choice(['dr', 'drnodot']))} to {P('PHONE', n.cell)} on {n.Dr(1, 2, r.choice(['weekday', 'wkd_md', 'md']))}."),
    ]


def behavioral_health(n):
    r = n.rng
    return [
        ("Identifying data", f"{opener(n, 'behavioral health intake')} Self-referred after {n.FAM(0)} urged evaluation. Seen in {n.ROOM()} at {n.H()}."),
        ("HPI", f"Low mood since {n.Dr(-500, -60, r.choice(['month_year', 'ordinal', 'mon_year']))}, worse around {P('DATE', r.choice(HOLIDAYS))}. Poor sleep (4-5 h), anhedonia, guilt. "
         f"Laid off from {n.O()} on {n.Dr(-200, -30, r.choice(['mdY', 'long', 'md']))} after {r.randint(2, 25)} years as a {P('PROFESSION', n.prof)}. "
         f"Harassed online by an account named {P('USERNAME', username(r, n.fam[2][1]))}."),
        ("Scales", f"PHQ-9 {r.randint(10, 27)}, GAD-7 {r.randint(5, 21)}, C-SSRS screen: passive ideation, no plan or intent. AUDIT-C {r.randint(0, 9)}. MoCA {r.randint(22, 30)}/30."),
        ("History", f"Prior DUI {n.Dr(-3000, -400, r.choice(['year', 'month_year']))}; license {P('LICENSE', drivers_lic(r))} reinstated; vehicle plate {P('VEHICLE', plate(r))} has ignition interlock. "
         f"Family: {n.FAM(1, True, r.choice(['first', 'full']))} with bipolar disorder; father died by suicide at {P('AGE', r.randint(35, 70))}. {social(n, 2)}"),
        ("MSE", "Alert, oriented x4. Psychomotor slowing. Speech soft, normal rate. Mood 'empty', affect constricted. Thought process linear. "
         "No AH/VH. Insight fair, judgment fair. No Parkinsonian tremor."),
        ("Plan", f"F33.1 major depressive disorder, recurrent, moderate. Start sertraline 50 mg daily x 7 days then 100 mg. Therapy with {n.STAFF(0, r.choice(['cred', 'role_full']), ('LCSW', 'therapist'))} weekly via video "
         f"({P('URL', url(r, n.clinic))}); last session connected from {P('IPADDR', ip(r))}. Safety plan given; crisis line 988. Follow-up {n.Dr(7, 21, r.choice(['wkd_md', 'full', 'mdY']))} with "
         f"{n.DR(0, r.choice(['dr', 'drnodot', 'prof']))}."),
    ]


VACCINES = ["Tdap", "Influenza (IIV4)", "PCV20", "RZV dose 1", "RZV dose 2", "Hep B #1", "Hep B #2", "MMR", "Varicella",
            "HPV-9", "MenACWY", "Typhoid (ViCPs)", "Yellow fever", "COVID-19 mRNA", "Hep A #1", "DTaP", "IPV", "Rabies PrEP #1"]


def immunization(n):
    r = n.rng
    rows = ["Date          Vaccine             Lot        Site        Given by"]
    data = []
    for _ in range(r.randint(4, 7)):
        d = n.rel(-r.randint(0, min(2000, 30 + 365 * max(n.age, 0))))
        nurse = n.staff[r.randrange(3)][0]
        v = r.choice(VACCINES)
        data.append((d, f"{pad('DATE', fmt_date(d, r.choice(['mdY', 'mdY', 'iso', 'dMonY'])), 14)}{v:<20}{alnum(r, 6):<11}{r.choice(['L deltoid', 'R deltoid', 'L thigh', 'R thigh', 'PO']):<12}"
                    f"{P('DOCTOR', nurse.fi() if r.random() < 0.5 else nurse.full(r, mid=False))}"))
    rows += [row for _, row in sorted(data, key=lambda x: x[0])]
    guard = ""
    if n.age < 18:
        gp = n.fam[0][1]
        grel = r.choice(["mother", "grandmother", "aunt", "foster mother"] if gp.sex == "F" else ["father", "grandfather", "uncle", "stepfather"])
        school = r.choice(["Larkhaven Middle School", "Ashcombe High School", "Dunmarsh Elementary", "Saint Albin Academy"])
        grade = f", grade {max(1, min(12, n.age - 5))}" if n.age >= 6 else ""
        guard = f" Guardian: {P('FAMILY', gp.full(r, mid=False))} ({grel}). School: {n.O(school)}{grade}." if n.age >= 5 else f" Guardian: {P('FAMILY', gp.full(r, mid=False))} ({grel})."
    return [
        ("Patient", f"{n.PT(r.choice(['lf', 'full']))}, DOB {n.D(n.dob, r.choice(['mdY', 'long']))} ({n.AGE(r.choice(['yrs', 'yo', 'age', 'months']))}).{guard} "
         f"State registry ID {P('IDNUM', 'IR' + str(r.randint(1000000, 9999999)))}. Kiosk fingerprint ID {P('BIOID', bioid(r))}."),
        ("Immunization history", "\n".join(rows)),
        ("Today", f"Travel consult before trip to {P('COUNTRY', r.choice(COUNTRIES))} and {P('COUNTRY', r.choice(COUNTRIES))} departing {n.Dr(14, 60, r.choice(['mdY', 'long', 'mon_d']))}. "
         f"No egg allergy. No history of Guillain-Barre syndrome. Afebrile, T 98.4 F. Observed 15 minutes, no reaction. Lot numbers recorded above."),
        ("Next due", f"Next dose due {n.Dr(28, 200, r.choice(['md', 'mdY', 'month_year']))}. Reminder sent to {P('EMAIL', n.email)} and {P('PHONE', n.cell)}. "
         f"Records at {P('URL', url(r, 'immunize ' + n.city))}."),
    ]


def prior_auth(n):
    r = n.rng
    drug = r.choice([
        ("erenumab 140 mg SC monthly", "G43.709 chronic migraine without aura", "J3590", "topiramate 100 mg BID",
         "propranolol 80 mg daily and amitriptyline 25 mg qHS", "MIDAS score {a}; {b} headache days per month."),
        ("dupilumab 300 mg SC q2 weeks", "L20.9 atopic dermatitis", "J3590", "triamcinolone 0.1% ointment BID",
         "tacrolimus 0.1% ointment and narrowband UVB three times weekly", "EASI {a}, BSA {b}%, itch NRS 9/10."),
        ("lumbar MRI without contrast", "M54.16 lumbar radiculopathy", "72148", "physical therapy 2x/week",
         "naproxen 500 mg BID and gabapentin 300 mg TID", "Positive straight leg raise at 40 degrees; ODI {a}%; L5 weakness 4/5."),
        ("adalimumab 40 mg SC q2 weeks", "M05.79 rheumatoid arthritis", "J0135", "methotrexate 20 mg weekly",
         "hydroxychloroquine 200 mg BID and sulfasalazine 1 g BID", "DAS28-CRP 5.{b}; CDAI {a}."),
        ("continuous glucose monitor", "E11.65 type 2 diabetes with hyperglycemia", "A9278", "fingerstick monitoring QID",
         "multiple daily injections of insulin lispro and glargine", "A1c 9.{b}%; {b} hypoglycemic events below 54 mg/dL in 30 days."),
    ])
    ins = n.insurer
    st = r.choice(STATES)
    return [
        ("", f"{n.D(style=r.choice(['long', 'dmonY', 'full']))}\n\n{n.O(ins)}\nAttn: Utilization Management / Pharmacy Prior Authorization\n"
         f"{P('STREET', street(r))}\n{P('CITY', r.choice(TOWNS))}, {P('STATE', st[1])} {P('ZIP', zipc(r))}\nVia fax: {P('FAX', phone(r, 'paren'))}"),
        ("", f"RE: {n.PT('lf')}   DOB: {n.D(n.dob, 'mdY')}\nMember ID: {P('HEALTHPLAN', n.plan)}   Group: {P('HEALTHPLAN', n.group)}\n"
         f"Reference/case #: {P('IDNUM', idnum(r, 'case'))}   Request: {drug[0]} ({drug[2]})"),
        ("", f"To whom it may concern:\n\nI am writing on behalf of my patient, {n.PT(r.choice(['full', 'title']))}, a {n.AGE(r.choice(['year-old', 'words']))} {man(n)} with {drug[1]}, "
         f"to request coverage of {drug[0]}. {he(n).capitalize()} has failed {drug[3]} ({n.Dr(-900, -500, 'mon_year')}-{n.Dr(-480, -300, 'mon_year')}), "
         f"{drug[4]}, each for an adequate trial. {drug[5].format(a=r.randint(21, 90), b=r.randint(8, 25))} "
         f"The denial dated {n.Dr(-30, -5, r.choice(['mdY', 'long']))} cited step therapy, which has been met. {his(n).capitalize()} work as a {P('PROFESSION', n.prof)} at {n.O()} "
         f"is affected."),
        ("", f"Please contact my office at {P('PHONE', n.clinic_phone)} or {P('EMAIL', email(r, n.docs[0]))} with questions.\n\nSincerely,\n\n{n.DR(0, 'full_md')}\n"
         f"NPI {P('LICENSE', npi(r))}   DEA {P('LICENSE', dea(r))}   State license {P('LICENSE', state_lic(r))}\n{n.H()}\n{P('STREET', street(r))}, {P('CITY', r.choice(TOWNS))}, {P('STATE', n.state[1])} {P('ZIP', zipc(r))}\n"
         f"Fax {P('FAX', n.fax)}\nEnclosures: office notes {n.Dr(-200, -100, 'md')}-{n.Dr(-90, -1, 'md')}, medication history."),
    ]


GENRES = {
    "annual_physical": annual_physical, "diabetes_followup": diabetes_followup, "cardiology": cardiology,
    "dermatology": dermatology, "orthopedic": orthopedic, "gi_endoscopy": gi_endoscopy, "urology": urology,
    "rheumatology": rheumatology, "sleep_study": sleep_study, "audiology": audiology, "dental_oral": dental_oral,
    "behavioral_health": behavioral_health, "immunization": immunization, "prior_auth": prior_auth,
}

TERSE_WHAT = {
    "annual_physical": ("annual px", "ldl {a} a1c 5.{b}. phq2 0. tdap utd. ascvd 7%.", "rtc 1y"),
    "diabetes_followup": ("dm2 f/u", "a1c 8.{b} -> 7.{a2}. fbg 140s. glargine 24u qhs, metformin 1000 bid. cgm sn {dev}.", "uptitrate basal, rtc 3 mo"),
    "cardiology": ("afib/chf f/u", "ef 35%. ecg af rate 88. icd sn {dev} interrogated, no shocks. apixaban 5 bid, metop succ 50.", "cont gdmt, tte 6 mo"),
    "dermatology": ("skin check", "6 mm irreg pigmented macule l back, shave bx acc {acc}. sk x several. fitzpatrick ii.", "f/u path 1-2 wk"),
    "orthopedic": ("r knee inj", "effusion, lachman +, mcmurray +. mri acl tear. order {ord}.", "acl recon, pt 2x/wk"),
    "gi_endoscopy": ("colo surv", "bbps 8. 2 sessile polyps 5-7 mm cold snare, specimen {spec}. withdrawal 12 min. propofol 220 mg.", "repeat 5y"),
    "urology": ("luts/psa", "psa 4.1 -> 6.3. ipss 19. dre 40 g smooth. pvr 120. tamsulosin 0.4 qhs.", "mri prostate, cysto"),
    "rheumatology": ("ra f/u", "das28 4.2, esr 38, crp 1.9. mtx 20 mg weekly + folic acid. no raynaud's.", "add adalimumab pending pa"),
    "sleep_study": ("psg read", "ahi 34/h, nadir spo2 79%, ess 16. cpap titrated to 11 cm h2o, cpap sn {dev}.", "cpap nightly, recheck download 30 d"),
    "audiology": ("hearing check", "sloping snhl, tymp type a bilat, wrs 84%. weber midline. r aid sn {dev}.", "reprogram aids"),
    "dental_oral": ("tooth #30 pain", "deep caries #30, perc +. ext under lido 2% w epi 1:100k x2. implant sn {dev}.", "chx rinse bid, post-op call"),
    "behavioral_health": ("bh intake", "phq9 19, gad7 14, c-ssrs passive si no plan. mse constricted affect.", "sertraline 50 -> 100, weekly therapy"),
    "immunization": ("vaccines", "tdap + flu given l deltoid, lot recorded. observed 15 min no rxn. t 98.2.", "next dose due per schedule"),
    "prior_auth": ("pa request", "failed topiramate, propranolol. midas 44. cpt 72148. case {case}.", "fax to plan today"),
}


def terse(n):
    """A whole note in a clipped lower-case style (it is lower-cased when markers are stripped)."""
    r = n.rng
    why, body, plan = TERSE_WHAT[n.genre]
    body = body.format(a=r.randint(60, 190), b=r.randint(0, 9), a2=r.randint(0, 9),
                       dev=P("DEVICE", device_sn(r)), acc=P("IDNUM", idnum(r, "accession")),
                       ord=P("IDNUM", idnum(r, "order")), spec=P("IDNUM", idnum(r, "specimen")),
                       case=P("IDNUM", idnum(r, "case")))
    lines = [
        f"{n.PT(r.choice(['lf', 'full', 'init']))} mrn {P('MRN', n.mrn)} dob {n.D(n.dob, r.choice(['mdY', 'mdy']))}",
        f"{n.D(style=r.choice(['md', 'wkd_md', 'mdy', 'mdY']))} {r.randint(7, 17)}:{r.randint(10, 59)} @ {n.H()} w/ {n.DR(0, r.choice(['dr', 'drnodot', 'last']))}",
        f"{n.AGE(r.choice(['sexnum', 'yo_tight', 'sexnum_sp', 'yo']))} here for {why}. {r.choice(['hx per chart.', 'seen last ' + n.Dr(-200, -30, 'md') + '.', 'new pt.'])}",
        body,
        vitals(r, "terse") + " " + roleneg(r).lower(),
        r.choice([f"lives w/ {n.FAM(0, True, 'first')}, works as {P('PROFESSION', n.prof)} @ {n.O()}.",
                  f"{n.FAM(1, True, 'first')} at bedside. ret'd {P('PROFESSION', n.prof)}.",
                  f"from {P('COUNTRY', n.country)}, here since {n.D(n.rel(-r.randint(1500, 9000)), 'year')}. pt will call if worse.",
                  f"cell {P('PHONE', n.cell)}. {n.FAM(0, False)} drives. small bowel sx none."]),
        f"plan: {plan}. f/u {n.Dr(7, 120, r.choice(['md', 'wkd_md', 'mon_d']))}{'-' + n.D(n.rel(130), 'md') if r.random() < 0.3 else ''}.",
        r.choice([f"-- {n.DR(0, 'init')}/{P('DOCTOR', n.staff[0][0].first[0].lower() + n.staff[0][0].last[0].lower())}",
                  f"seen w/ {n.STAFF(0, r.choice(['role_first', 'first_init_cred']))}. -{n.DR(0, 'last')}",
                  f"ins {n.O(n.insurer)} id {P('HEALTHPLAN', n.plan)}. acct {P('ACCOUNT', n.acct)}.",
                  f"pager {P('PHONE', pager(r))} if ?s. page 2 of form faxed to {P('FAX', n.fax)}."]),
    ]
    return "\n".join(lines)
