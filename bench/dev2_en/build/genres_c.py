"""Genres part C: nursing, allied health, mental health, social care, pharmacy, messages, legal, misc."""
import datetime as dt

from core import m, ordsuf, fmt_date, vitals, lab_table, meds_lines, EPONYM_PHRASES, ICD, MEDS, words, Person
from pools import (US_HOSPITALS, UK_HOSPITALS, UK_PRACTICES, US_CLINICS, WARDS, EMPLOYERS, PROFESSIONS, COUNTRIES,
                   PHARMACIES, CARE_HOMES, SCHOOLS, INSURERS, CHURCHES, LAW_FIRMS, COURTS_US, COURTS_UK,
                   CARE_AGENCIES, UK_TOWNS, US_CITIES, GIVEN, GIVEN_M)
from genres_a import H, hosp, pt_header, sign_block, dictation, social, family_hx


# ============================================================ nursing shift handover
def nursing_shift_handover(c):
    r = c.r
    out_rn, in_rn, cn = c.doc("o"), c.doc("i"), c.doc("cn")
    ward = r.choice(WARDS) if c.uk else r.choice(["4 North", "Med-Surg 6", "Step-down Unit", "Ortho 3B"])
    lines = [f"{H(c)} - {m('HOSPITAL', ward) if c.uk else ward} - {r.choice(['SBAR HANDOVER', 'SHIFT REPORT', 'NURSING HANDOVER SHEET'])}",
             f"{c.D(c.nd, r.choice(['full', 'wdlus', 'wdluk']))}  {r.choice(['Day -> Night', 'Night -> Early', '07:00', '19:30'])}",
             f"Off-going: {c.Dr(out_rn, r.choice(['fl', 'f']), cred=r.random() < .5)}   On-coming: {c.Dr(in_rn, r.choice(['fl', 'f']), cred=False)}   "
             f"Nurse in charge: {c.N(cn, 'f', 'DOCTOR')} (bleep {m('PHONE', c.bleep())})",
             ""]
    n = r.randint(3, 5)
    for i in range(n):
        p = c.patient(age=r.randint(20, 98))
        bed = r.randint(1, 32)
        rel = c.fam()
        row = [f"BED {m('LOCATION_OTHER', bed)} | {c.P(r.choice(['LFc2', 'Fl', 'L', 'fl', 'lf']))} | {c.A(p.age, r.choice(['sex', 'bare', 'y']))} | "
               f"{m('MRN', c.mrn())} | Cons: {c.Dr(c.doc(), 'l', cred=False)}",
               f"  S: {r.choice(['D2 post L THR', 'CAP on IV abx', 'NSTEMI awaiting angio', 'hypoglycaemia', 'UTI + delirium', 'AKI'])}; "
               f"{r.choice(['DNACPR in notes', 'for full escalation', 'ReSPECT form completed'])}",
               f"  B: {r.choice(EPONYM_PHRASES)}; lives {r.choice(['alone', 'with wife', 'in ' + m('HOSPITAL', r.choice(CARE_HOMES))])}",
               f"  A: {vitals(r, c.uk)}. {r.choice(['Foley draining 40 mL/h', 'Waterlow 18 - 2-hourly turns', 'Bristol 7 x3 - stool sample sent', 'pain controlled oramorph 5 mg PRN'])}. "
               f"Fluid bal +{r.randint(100, 1500)} mL.",
               f"  R: {r.choice(['bloods at 06:00', 'chase CT result', 'needs cannula re-siting', 'NBM from midnight for theatre'])}; "
               f"{r.choice(['daughter', 'son', 'husband', 'wife', 'niece'])} {c.N(rel, r.choice(['f', 'fl']), 'FAMILY')} "
               f"{r.choice(['to call back on', 'visiting at 14:00, phone', 'wants update -'])} {m('PHONE', c.phone())}"]
        if r.random() < .35:
            row.append(f"  Falls alarm on; moved from bed {m('LOCATION_OTHER', r.randint(1, 32))} to side room {m('LOCATION_OTHER', r.choice(['SR1', 'SR2', 'SR4', '12']))} on "
                       f"{c.D(c.ago(0, 2), 'wd')}.")
        if r.random() < .3:
            row.append(f"  Pt's own {r.choice(['insulin pump', 'CPAP machine', 'hearing aid'])} SN {m('DEVICE', c.devsn())} in bedside locker.")
        lines += row + [""]
    lines.append(f"Staffing: HCA {c.N(c.doc(), 'f', 'DOCTOR')} on break 02:00-02:30; bank nurse {c.N(c.doc(), 'fl', 'DOCTOR')} from "
                 f"{m('HOSPITAL', r.choice(WARDS))}.")
    lines.append(f"Printed by {m('USERNAME', out_rn.user(r))} at {r.randint(0, 23):02d}:{r.randint(0, 59):02d} from terminal {m('IPADDR', c.ip())}")
    return "\n".join(lines)


# ============================================================ physiotherapy note
def physiotherapy_note(c):
    r, p = c.r, c.pt
    pt_ = c.doc("physio")
    lines = [f"{m('HOSPITAL', r.choice(['Canyon Creek Physical Therapy', 'Summit Orthopedic Group'] + UK_HOSPITALS + US_HOSPITALS))} - "
             f"{r.choice(['PHYSIOTHERAPY', 'PHYSICAL THERAPY', 'MSK OUTPATIENT PHYSIO'])}",
             f"{r.choice(['Initial Evaluation', 'Treatment Note', 'Re-assessment', 'Discharge Summary'])}   Visit {r.randint(1, 16)} of {r.randint(8, 20)}",
             f"Pt: {c.P(r.choice(['fl', 'LF', 'lf']))}   DOB {c.D(p.dob)}   {m('MRN', c.mrn())}   Date {c.D(c.nd)}",
             f"Referring: {c.Dr(c.doc(), 'fl', title=True, cred=False)}   Insurance: {m('ORGANIZATION', r.choice(INSURERS))} ID {m('HEALTHPLAN', c.plan())}",
             f"Auth #{m('HEALTHPLAN', c.plan())} valid {c.D(c.ago(10, 40), 'short')}-{c.D(c.ahead(20, 60), 'short')}" if not c.uk else
             f"Referral received {c.D(c.ago(10, 60), 'full')} via {m('HOSPITAL', r.choice(UK_PRACTICES))}",
             "",
             f"S: {c.A(p.age)} {m('PROFESSION', r.choice(PROFESSIONS))} with {r.choice(['R shoulder pain after a fall on ice', 'LBP radiating to L leg', 'L TKR 3/52 ago', 'ankle inversion injury playing football'])} "
             f"(onset {c.D(c.ago(10, 120), r.choice(['short', 'wd', 'full']))}). Works {r.choice(['12-hour shifts', 'part-time', 'nights'])} at "
             f"{m('ORGANIZATION', r.choice(EMPLOYERS))}; manager {c.N(c.fam(), 'fl', 'FAMILY')} has agreed light duties. "
             f"Goal: {r.choice(['return to 5-a-side', 'walk the dog 2 miles', 'lift grandchild', 'climb stairs at home'])}. "
             f"NPRS {r.randint(2, 9)}/10, worse at night.",
             f"Red flags screened - nil. PMH: {r.choice(EPONYM_PHRASES)}.",
             "",
             "O:",
             f"  AROM shoulder flex {r.randint(60, 170)} deg, abd {r.randint(50, 170)}, ER {r.randint(10, 80)}. Knee flex {r.randint(60, 130)}/ext -{r.randint(0, 15)}.",
             f"  MMT {r.randint(3, 5)}/5 quads. SLR {r.randint(30, 80)} deg. Neer +, Hawkins-Kennedy +, empty can -.",
             f"  TUG {r.uniform(8, 25):.1f} s; Berg {r.randint(30, 56)}/56; 6MWT {r.randint(150, 550)} m; 30s STS {r.randint(4, 16)}.",
             f"  Outcome measures: ODI {r.randint(10, 60)}%, QuickDASH {r.randint(10, 70)}, KOOS {r.randint(30, 90)}.",
             "",
             "A: " + r.choice(["Subacromial pain syndrome.", "Mechanical LBP, directional preference extension.", "Post-op stiffness, quads lag.", "Lateral ankle sprain grade II."]),
             "",
             "P: HEP issued via app (" + m('URL', c.url()) + "), login " + m('USERNAME', p.user(r)) + ". 2x/week x 6 weeks. "
             f"Next: {c.D(c.ahead(3, 10), r.choice(['wd', 'short', 'full']))} {r.randint(8, 17)}:{r.choice(['00', '30'])}. Unable to attend "
             f"{c.D(c.ahead(12, 30), r.choice(['short', 'full']))} ({r.choice(['son', 'daughter'])}'s graduation at {m('ORGANIZATION', r.choice(SCHOOLS))}).",
             "",
             f"{c.Dr(pt_, r.choice(['fl', 'FL', 'fml']))}" + (f"  HCPC {m('LICENSE', c.lic('hcpc'))}" if c.uk else f"  Lic {m('LICENSE', c.lic('state'))}  NPI {m('LICENSE', c.lic('npi'))}"),
             f"Student PT {c.N(c.doc(), 'fl', 'DOCTOR')} observed."]
    return "\n".join(lines)


# ============================================================ dietitian note
def dietitian_note(c):
    r, p = c.r, c.pt
    rd = c.doc("rd")
    wt = r.uniform(38, 130)
    lines = [f"{r.choice(['NUTRITION AND DIETETICS', 'CLINICAL NUTRITION CONSULT', 'DIETETIC ASSESSMENT'])} - {H(c)}",
             f"{c.P(r.choice(['LF', 'Fl', 'LFc']))}  {c.A(p.age, r.choice(['yo', 'y', 'sex']))}  {m('MRN', c.mrn())}  "
             f"{'Ward ' + m('HOSPITAL', r.choice(WARDS)) if c.uk else 'Rm ' + m('LOCATION_OTHER', c.room())}  {c.D(c.nd)}",
             f"Referred by: {c.Dr(c.doc(), 'fl', cred=False)} (MUST {r.randint(2, 4)})",
             "",
             f"Anthropometry: Wt {wt:.1f} kg (usual {wt + r.uniform(3, 15):.1f} kg in {c.D(c.ago(60, 300), r.choice(['mon', 'my']))}), "
             f"Ht {r.randint(145, 195)} cm, BMI {r.uniform(14, 40):.1f}, {r.randint(5, 20)}% wt loss in 3/12. MUAC {r.uniform(18, 32):.1f} cm. Grip {r.randint(8, 40)} kg.",
             f"Biochem: {lab_table(r, c.uk, 5).replace(chr(10), '; ')}. Phosphate {r.uniform(0.4, 1.5):.2f} - refeeding risk {r.choice(['high', 'moderate', 'low'])}.",
             f"Clinical: {r.choice(['head and neck ca on RT', 'decompensated cirrhosis', 'post Whipple procedure', 'Crohn disease flare', 'CKD 5 on HD', 'anorexia nervosa'])}. "
             f"Bowels: Bristol {r.randint(1, 7)}. {r.choice(['Dysphagia IDDSI level 5', 'NBM', 'NG feeding', 'PEG in situ (placed ' + c.D(c.ago(30, 600), 'my') + ')'])}.",
             f"Diet hx (from {c.relN(['wife', 'husband', 'daughter', 'carer'], 'f')}): "
             f"{r.choice(['1 meal/day, toast and tea', 'skipping meals since bereavement', 'high takeaway intake', 'vegan, no B12 supplement'])}. "
             f"{r.choice(['Fasting for Ramadan', 'Celebrates Christmas with family', 'Halal diet', 'Kosher diet'])}" +
             (f" - last year from {c.D(c.ago(300, 400), 'full')}" if r.random() < .4 else "") + ".",
             f"Social: shops at {m('ORGANIZATION', r.choice(['Tesco', 'Aldi', 'Walmart', 'Kroger', 'Morrisons']))}; meals on wheels via "
             f"{m('ORGANIZATION', r.choice(CARE_AGENCIES))}. Works as {m('PROFESSION', r.choice(PROFESSIONS))}." if r.random() < .7 else
             f"Social: {social(c, full=False)}",
             "",
             f"Estimated requirements: {r.randint(20, 35)} kcal/kg = {r.randint(1200, 2600)} kcal, protein {r.uniform(1.0, 1.5):.1f} g/kg = {r.randint(50, 130)} g, fluid {r.randint(1200, 2500)} mL.",
             f"Plan: {r.choice(['Fortisip Compact 125 mL BD', 'Ensure Plus TDS', 'Osmolite 1.2 @ 65 mL/h x 20 h via NG', 'Peptamen 1.5 @ 50 mL/h', 'food first + snacks'])}. "
             f"Thiamine 100 mg TDS. Weigh {r.choice(['Mon/Thu', 'weekly', 'daily'])}.",
             f"Review {c.D(c.ahead(2, 10), r.choice(['wd', 'short']))}. Outpatient clinic at {m('HOSPITAL', hosp(c))} {c.D(c.ahead(20, 60), r.choice(['full', 'my']))}.",
             "",
             f"{c.Dr(rd, r.choice(['fl', 'fml', 'FL']))}, {r.choice(['Specialist Dietitian', 'Clinical Dietitian'])}" +
             (f"  HCPC {m('LICENSE', c.lic('hcpc'))}" if c.uk else f"  CDR# {m('LICENSE', r.randint(100000, 999999))}"),
             f"Contact: {m('PHONE', c.phone())} | {m('EMAIL', c.email(rd, work=True))}"]
    return "\n".join(lines)


# ============================================================ mental health assessment
def mental_health_assessment(c):
    r, p = c.r, c.pt
    psy, cpn = c.doc("psy"), c.doc("cpn")
    mum = c.fam(sex="F")
    lines = [f"{r.choice(['PSYCHIATRIC ASSESSMENT', 'MENTAL HEALTH ACT ASSESSMENT', 'CRISIS TEAM ASSESSMENT', 'LIAISON PSYCHIATRY REVIEW'])}",
             f"Service: {m('HOSPITAL', r.choice(['Northside Behavioral Health', 'Cedar Unit', 'Osprey Unit', 'Rowan Ward', 'Kestrel Ward']))}, {H(c)}",
             f"Name: {c.P(r.choice(['fl', 'LF', 'Fl']))}" + (f' ("{m("PATIENT", p.nick)}")' if r.random() < .5 else "") +
             f"   DOB: {c.D(p.dob)}   {'NHS' if c.uk else 'MRN'}: {m('MRN', c.nhs() if c.uk else c.mrn())}",
             f"Date/time: {c.D(c.nd)} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}   Location: {r.choice(['ED', 'Section 136 suite', 'home visit', 'police custody'])} "
             f"{r.choice(['room', 'cell', 'interview room'])} {m('LOCATION_OTHER', r.choice(['2', '4', 'B', '3A', '11']))}",
             f"Assessors: {c.Dr(psy, title=True)}, {c.Dr(cpn, 'fl')} ({r.choice(['CPN', 'AMHP', 'crisis nurse'])})",
             "",
             f"Reason for referral: {c.A(p.age, r.choice(['yearold', 'yo', 'words']))} {r.choice(['found on the bridge by police', 'overdose of 32 x sertraline 50 mg', 'increasingly paranoid, not sleeping', 'self-harm (cutting), stepfather concerned'])}.",
             f"HPC: Describes low mood since {c.D(c.ago(60, 500), r.choice(['my', 'mon', 'y']))}, after losing job at {m('ORGANIZATION', r.choice(EMPLOYERS))} "
             f"where {'he' if p.sex == 'M' else 'she'} was a {m('PROFESSION', r.choice(PROFESSIONS))}. Relationship with ex-partner "
             f"{c.N(c.fam(), 'fl', 'FAMILY')} ended on {c.D(c.ago(20, 200), r.choice(['full', 'short']))}. Hears a voice called \"{m('FAMILY', r.choice([g for g in GIVEN_M if g != p.first]))}\" (male).",
             f"Past psych: admitted to {m('HOSPITAL', r.choice(UK_HOSPITALS if c.uk else US_HOSPITALS))} under Section 2 in {c.D(c.ago(700, 4000), 'y')}; "
             f"previous care coordinator {c.Dr(c.doc(), 'fl', cred=False)}.",
             f"Family: mother {c.N(mum, 'fl', 'FAMILY')} ({c.A(p.age + r.randint(18, 35), 'bare')}, {m('PROFESSION', r.choice(PROFESSIONS))}) - lives in "
             f"{m('CITY', (r.choice(UK_TOWNS) if c.uk else r.choice(US_CITIES))[0])}; "
             f"brother {c.N(c.fam(sex='M'), 'f', 'FAMILY')} died by suicide aged {m('AGE', r.randint(17, 50))}. {family_hx(c)}",
             f"Personal: born in {m('COUNTRY', r.choice(COUNTRIES))}, moved {'to the UK' if c.uk else 'to the US'} aged {m('AGE', r.randint(2, 30))}. "
             f"Left {m('ORGANIZATION', r.choice(SCHOOLS))} at {m('AGE', r.randint(15, 18))}.",
             f"Substances: cannabis daily; alcohol {r.randint(0, 120)} units/week; AUDIT-C {r.randint(0, 12)}.",
             f"Forensic: caution for criminal damage {c.D(c.ago(300, 3000), 'y')}."
             + (f" Custody record {m('IDNUM', c.idn('ref'))}, fingerprint ID {m('BIOID', c.bio())}." if r.random() < .5 else ""),
             "",
             f"MSE: {r.choice(['Unkempt, poor eye contact', 'Well kempt, guarded'])}. Speech {r.choice(['slow, monotonous', 'pressured'])}. "
             f"Mood 'rubbish' {r.randint(1, 4)}/10. Affect flat. Thought: {r.choice(['no FTD', 'loosening of associations'])}. "
             f"Perception: {r.choice(['2nd person AH', 'no abnormalities'])}. Cognition: MoCA {r.randint(18, 30)}/30. Insight partial.",
             f"Risk: PHQ-9 {r.randint(5, 27)}, GAD-7 {r.randint(3, 21)}, C-SSRS {r.choice(['high', 'moderate'])}. Safeguarding: has contact with niece "
             f"{c.N(c.fam(), 'f', 'FAMILY')} ({m('AGE', r.randint(3, 15))}).",
             "",
             f"Plan: {r.choice(['informal admission', 'home treatment team daily visits', 'detained under s.3 MHA', 'GP follow-up + IAPT self-referral'])}. "
             f"Safety plan shared; crisis line {m('PHONE', c.phone())}. Next review {c.D(c.ahead(1, 7), r.choice(['wd', 'short']))}. "
             f"Contact for mother: {m('PHONE', c.phone())}.",
             "",
             f"{c.Dr(psy, r.choice(['fl', 'FL']), title=True)}" + (f"  GMC {m('LICENSE', c.lic('gmc'))}" if c.uk else f"  DEA {m('LICENSE', c.lic('dea'))}"),
             f"{c.Dr(cpn, 'fl')}" + (f"  NMC PIN {m('LICENSE', c.lic('nmc'))}" if c.uk else "")]
    return "\n".join(lines)


# ============================================================ safeguarding / social care note
def safeguarding_or_social_care_note(c):
    r = c.r
    child = r.random() < .5
    sw = c.doc("sw")
    if child:
        p = c.patient(age=r.randint(1, 15))
    else:
        p = c.patient(age=r.randint(68, 99))
    a = c.address()
    mum, dad = c.fam(sex="F", last=p.last), c.fam(sex="M")
    lines = [r.choice(["SAFEGUARDING CONCERN - RECORD OF DISCUSSION", "SOCIAL CARE CASE NOTE", "MULTI-AGENCY REFERRAL FORM (MARF)", "ADULT SAFEGUARDING ENQUIRY (s.42)"]),
             f"{r.choice(['Local authority', 'Agency', 'Team'])}: {m('ORGANIZATION', r.choice(['Calderdale Children and Families', 'Northshire Adult Social Care', 'Riverside County DCFS', 'Tri-County Adult Protective Services', 'Westmoor MASH']))}",
             f"Case ref: {m('IDNUM', c.idn('case'))}   Date: {c.D(c.nd)}   Worker: {c.Dr(sw, 'fl')}",
             "",
             f"Subject: {c.P(r.choice(['fl', 'LF', 'Fl']))}   DOB {c.D(p.dob)} ({c.A(p.age, r.choice(['y', 'bare', 'yo2']))})   "
             f"{'NHS No' if c.uk else 'Medicaid ID'} {m('MRN' if c.uk else 'HEALTHPLAN', c.nhs() if c.uk else c.plan())}",
             f"Address: {c.addr_inline(a)}",
             ""]
    if child:
        lines += [f"School: {m('ORGANIZATION', r.choice(SCHOOLS))} (Year {r.randint(1, 11)}); DSL {c.N(c.fam(), 'fl', 'FAMILY')} tel {m('PHONE', c.phone())}",
                  f"Mother: {c.N(mum, 'fl', 'FAMILY')}, {c.A(r.randint(19, 45), 'bare')}, {m('PROFESSION', r.choice(PROFESSIONS))}, mobile {m('PHONE', c.phone())}",
                  f"Father: {c.N(dad, 'fl', 'FAMILY')} - {r.choice(['not in household', 'lives at', 'in custody, HMP'])} "
                  + (f"{m('STREET', c.address()['street'])}, {m('CITY', a['city'])}" if r.random() < .5 else f"{m('CITY', a['city'])}"),
                  f"Mother's partner: {c.N(c.fam(sex='M'), r.choice(['f', 'fl']), 'FAMILY')} ({c.A(r.randint(20, 50), 'bare')}), drives a van reg {m('VEHICLE', c.plate())}.",
                  f"Siblings: {c.N(c.fam(last=p.last), 'f', 'FAMILY')} ({m('AGE', r.randint(1, 17))}) and {c.N(c.fam(last=p.last), 'f', 'FAMILY')} ({m('AGE', r.randint(1, 17))}).",
                  "",
                  f"Concern: {c.P('f')} attended ED on {c.D(c.ago(1, 6), r.choice(['wd', 'full']))} with {r.choice(['bruising to both upper arms (fingertip pattern)', 'a spiral fracture of the L humerus', 'burn to the R hand', 'unexplained head injury'])}. "
                  f"Explanation inconsistent. Skeletal survey (acc {m('IDNUM', c.idn('rad'))}) requested by {c.Dr(c.doc(), 'fl', title=True, cred=False)}.",
                  f"School attendance {r.randint(40, 85)}% this term; missed {c.D(c.ago(10, 40), 'full')} to {c.D(c.ago(1, 9), 'full')}.",
                  f"Health visitor {c.N(c.doc(), 'fl', 'DOCTOR')} reports {r.choice(['home conditions poor', 'missed immunisations', 'DV incidents'])}. "
                  f"Police ref {m('IDNUM', c.idn('ref'))} (PC {c.N(c.fam(), 'l', 'FAMILY')})."]
    else:
        carer = c.fam()
        lines += [f"Lives: {r.choice(['alone', 'with son', 'with daughter and son-in-law'])}. Previously at {m('HOSPITAL', r.choice(CARE_HOMES))}.",
                  f"{'NI No' if c.uk else 'SSN'}: {m('SSN', c.ssn())} (DWP/SSA benefits in payment)",
                  f"NOK/LPA: {c.N(c.fam(), 'fl', 'FAMILY')} ({r.choice(['son', 'daughter', 'nephew'])}), {m('PHONE', c.phone())}, {m('EMAIL', c.email(c.fam()))}",
                  f"Care agency: {m('ORGANIZATION', r.choice(CARE_AGENCIES))}, carer {c.N(carer, r.choice(['f', 'fl']), 'FAMILY')} visits QDS.",
                  f"GP: {c.Dr(c.doc(), 'il', cred=False, title=True)}, {m('HOSPITAL', r.choice(UK_PRACTICES if c.uk else US_CLINICS))}",
                  "",
                  f"Concern: {r.choice(['financial abuse suspected', 'self-neglect, hoarding', 'unexplained bruising', 'pressure ulcer grade 3 on sacrum'])}. "
                  f"Bank ({m('ORGANIZATION', r.choice(['Barclays', 'NatWest', 'Wells Fargo', 'Chase', 'Nationwide']))}) flagged withdrawals of GBP {r.randint(200, 9000)} "
                  f"between {c.D(c.ago(30, 90), 'full')} and {c.D(c.ago(1, 29), 'full')}. Account {m('ACCOUNT', f'{r.randint(10, 99)}-{r.randint(10, 99)}-{r.randint(10, 99)} {r.randint(10000000, 99999999)}')}.",
                  f"{c.P(r.choice(['l', 'f']))} states lodger {c.N(c.fam(), 'fl', 'FAMILY')} ({c.A(r.randint(18, 60), 'bare')}, {m('PROFESSION', r.choice(PROFESSIONS))}) "
                  f"took bank card. Lodger's car: {r.choice(['grey Vauxhall Astra', 'black Ford F-150', 'red Nissan Micra'])} {m('VEHICLE', c.plate())}.",
                  f"Capacity: MCA assessment {c.D(c.nd, 'short')} - {r.choice(['lacks capacity re: finances', 'has capacity'])}. Advocate (IMCA) {c.N(c.doc(), 'fl', 'FAMILY')}.",
                  f"Church: {m('ORGANIZATION', r.choice(CHURCHES))}; minister {c.N(c.fam(), 'fl', 'FAMILY')} visits weekly."]
    lines += ["",
              f"Strategy meeting: {c.D(c.ahead(1, 10), r.choice(['wdlus', 'wdluk', 'full']))} at {r.randint(9, 16)}:00, "
              f"{m('LOCATION_OTHER', r.choice(['Civic Centre Room 4', 'Northgate House', 'the Beacon Family Centre', 'Town Hall Annex']))}.",
              f"Attendees: {c.Dr(sw, 'fl', cred=False)} (SW), {c.Dr(c.doc(), 'fl', cred=False)} (named nurse), {c.N(c.fam(), 'fl', 'FAMILY')} (police DS).",
              f"Outcome: {r.choice(['s.47 enquiry', 'Child in Need plan', 's.42 enquiry continues', 'protection plan; review in 6 weeks'])}.",
              "",
              f"Recorded by {c.Dr(sw, 'fl')} {c.D(c.nd, 'short')} - {m('EMAIL', c.email(sw, work=True))} - {m('PHONE', c.phone())}",
              f"Secure upload portal: {m('URL', c.url())}"]
    return "\n".join(lines)


# ============================================================ pharmacy medication review
def pharmacy_medication_review(c):
    r, p = c.r, c.pt
    ph = c.doc("ph")
    lines = [f"{r.choice(['PHARMACIST MEDICATION REVIEW', 'STRUCTURED MEDICATION REVIEW (SMR)', 'MEDICATION RECONCILIATION', 'COMPREHENSIVE MEDICATION REVIEW - MTM'])}",
             f"{m('HOSPITAL', r.choice(PHARMACIES + UK_PRACTICES[:5] + US_CLINICS[:5]))}",
             f"Patient: {c.P(r.choice(['LF', 'LFc', 'lf', 'fl']))}   DOB: {c.D(p.dob)}   Age: {c.A(p.age, 'bare')}   "
             + (f"NHS: {m('MRN', c.nhs())}" if c.uk else f"Member ID: {m('HEALTHPLAN', c.plan())}  Group: {m('HEALTHPLAN', c.plan())}"),
             f"Review date: {c.D(c.nd)}   Sources: {r.choice(['SCR, patient, GP record', 'fill history, pt interview', 'daughter ' + c.N(c.fam(), 'fl', 'FAMILY') + ' (brought blister packs)'])}",
             f"Allergies: {r.choice(['penicillin - urticaria', 'NKDA', 'sulfa', 'ACE-i cough'])}. eGFR {r.randint(15, 90)}. Wt {r.randint(40, 130)} kg.",
             "",
             "| # | Drug | Dose/Sig | Prescriber | Last fill | Qty | Rx # | Pharmacy |",
             "|---|---|---|---|---|---|---|---|"]
    prescribers = [c.doc() for _ in range(3)]
    for i, (d, dose, sig) in enumerate(r.sample(MEDS, r.randint(8, 13))):
        pr = r.choice(prescribers)
        lines.append(f"| {i+1} | {d} | {dose} {sig} | {c.N(pr, r.choice(['il', 'l', 'lf', 'fl']), 'DOCTOR')} | "
                     f"{c.D(c.ago(1, 120), r.choice(['us1', 'us3', 'iso', 'short']) if not c.uk else r.choice(['uk1', 'iso', 'short']))} | "
                     f"{r.choice([28, 30, 56, 60, 84, 90])} | {m('IDNUM', c.idn('rx'))} | {m('HOSPITAL', r.choice(PHARMACIES))} |")
    lines += ["",
              "Findings:",
              f"1. Adherence: PDC {r.randint(40, 100)}% for statin; gap {c.D(c.ago(60, 100), 'short')} to {c.D(c.ago(20, 59), 'short')}.",
              f"2. Interaction: {r.choice(['clopidogrel + omeprazole', 'warfarin + clarithromycin (INR 4.8)', 'lithium + ramipril', 'quetiapine + citalopram QTc 482'])}.",
              f"3. STOPP/START: {r.choice(['PPI > 8 wks without indication', 'no statin despite QRISK3 22%', 'anticholinergic burden 5', 'duplicate NSAIDs'])}.",
              f"4. Renal dosing: {r.choice(['apixaban OK', 'reduce gabapentin to 300 mg BD', 'metformin max 1 g/day'])}.",
              f"Recommendations sent to {c.Dr(prescribers[0], 'fl', cred=False, title=True)} by fax {m('FAX', c.phone('fax'))} on {c.D(c.nd, 'short')}.",
              f"Patient counselled with {c.relN(['her husband', 'his wife', 'carer', 'interpreter'], 'f')}; teach-back done.",
              f"Controlled drug check: PDMP query {m('IDNUM', c.idn('ord'))}; prescriber DEA {m('LICENSE', c.lic('dea'))}." if not c.uk else
              f"CD check: prescriber GMC {m('LICENSE', c.lic('gmc'))}; MDS filled weekly by {m('HOSPITAL', r.choice(PHARMACIES))}.",
              "",
              f"{c.Dr(ph, r.choice(['fl', 'fml', 'FL']))}" + (f"  GPhC {m('LICENSE', c.lic('gphc'))}" if c.uk else f"  RPh Lic {m('LICENSE', c.lic('state'))}"),
              f"{m('PHONE', c.phone())}  Fax {m('FAX', c.phone('fax'))}"]
    return "\n".join(lines)


# ============================================================ patient email / portal message
def patient_email_or_portal_message(c):
    r, p = c.r, c.pt
    doc = c.doc("doc")
    ma = c.doc("ma")
    writer_is_rel = r.random() < .35
    rel = c.fam()
    lines = [f"From: {c.N(rel, 'fl', 'FAMILY') if writer_is_rel else c.P('fl')} <{m('EMAIL', c.email(rel if writer_is_rel else p))}>",
             f"To: {m('EMAIL', c.email(doc, work=True))}" if r.random() < .5 else f"To: {c.Dr(doc, 'fl', cred=False, title=True)} (via {m('URL', c.url())})",
             f"Sent: {c.D(c.nd, r.choice(['wdlus', 'wdluk', 'full']))} {r.randint(0, 23)}:{r.randint(10, 59)}",
             f"Subject: {r.choice(['question about my meds', 'RE: test results', 'Mum - appointment', 'refill please!!', 'sick note'])}",
             f"Portal msg ID {m('IDNUM', c.idn('ord'))}  | login IP {m('IPADDR', c.ip())}  | user {m('USERNAME', p.user(r))}"
             + (f"  | auth: fingerprint token {m('BIOID', c.bio())}" if r.random() < .35 else ""),
             "",
             f"Hi {r.choice(['Dr ', 'Dr. ', ''])}{m('DOCTOR', doc.last if r.random() < .7 else doc.first)},",
             ""]
    if writer_is_rel:
        lines.append(f"im writing for my {r.choice(['mum', 'dad', 'mother', 'father', 'husband', 'wife', 'grandma'])} {c.P(r.choice(['f', 'fl', 'lower']))} "
                     f"(dob {c.D(p.dob, r.choice(['us2', 'uk1', 'usl']))}). shes {c.A(p.age, r.choice(['bare', 'yo2', 'words']))} now and since "
                     f"{c.D(c.ago(2, 6), 'wd')} she's been {r.choice(['really confused', 'not eating', 'falling a lot', 'coughing up green stuff'])}.")
        lines.append(f"I'm a {m('PROFESSION', r.choice(PROFESSIONS))} and work shifts at {m('ORGANIZATION', r.choice(EMPLOYERS))} so cant always answer, "
                     f"my brother {c.N(c.fam(sex='M'), 'f', 'FAMILY')} can be reached on {m('PHONE', c.phone())}.")
    else:
        lines.append(f"this is {c.P(r.choice(['f', 'fl', 'lower']))} - I saw you on {c.D(c.ago(3, 30), r.choice(['short', 'full', 'wd']))} about my "
                     f"{r.choice(['blood pressure', 'thyroid', 'knee', 'sugar levels', 'inhalers'])}. "
                     f"{r.choice(['the new pills make me dizzy', 'my readings have been 160/95 at home', 'i still have pain', 'my A1c came back 8.2'])}.")
        lines.append(f"Also I need a fit note for {m('ORGANIZATION', r.choice(EMPLOYERS))} from {c.D(c.ago(1, 5), 'short')} to {c.D(c.ahead(5, 14), 'short')} "
                     f"- my manager {c.N(c.fam(), 'fl', 'FAMILY')} is asking. I'm a {m('PROFESSION', r.choice(PROFESSIONS))} so I can't lift.")
    tp = r.choice(UK_TOWNS) if c.uk else r.choice(US_CITIES)
    lines.append(f"We are away for {m('DATE', r.choice(['Thanksgiving', 'Christmas', 'Easter', 'the 4th of July', 'Boxing Day', 'Memorial Day', 'Hanukkah']))} "
                 f"at {r.choice(['my sister', 'our daughter', 'my son'])}'s in {m('CITY', tp[0])}"
                 + (f", {m('STATE', tp[1])}" if not c.uk and r.random() < .5 else "") + ".")
    lines.append(f"Please send the prescription to {m('HOSPITAL', r.choice(PHARMACIES))} on {m('STREET', c.address()['street'])}. "
                 f"My new number is {m('PHONE', c.phone())}.")
    lines += ["", "Thanks so much,", f"{c.N(rel, r.choice(['f', 'fl']), 'FAMILY') if writer_is_rel else c.P(r.choice(['f', 'fl', 'nick']))}", "",
              "---- Reply ----",
              f"{c.D(c.nd + dt.timedelta(days=r.randint(0, 2)), r.choice(['full', 'short']))} {r.randint(8, 17)}:{r.randint(10, 59)} "
              f"{c.Dr(ma, r.choice(['fl', 'f']), cred=r.random() < .5)} on behalf of {c.Dr(doc, 'l', cred=False, title=True)}:",
              f"Hi {c.P('f')}, Dr {m('DOCTOR', doc.last)} has reviewed. {r.choice(['Please reduce amlodipine to 5 mg.', 'Please book an appointment this week.', 'Rx sent. Fit note attached.', 'Please call 111 / go to ED if worse.'])} "
              f"Appt available {c.D(c.ahead(1, 6), r.choice(['wdus', 'wduk', 'wd']))} {r.randint(8, 16)}:{r.choice(['00', '20', '40'])} with {c.Dr(c.doc(), 'fl', cred=False)} (NP).",
              f"Call {m('PHONE', c.phone())} option 3. Do not reply to this automated address. {m('URL', c.url())}"]
    return "\n".join(lines)


# ============================================================ clinical question forum
def clinical_question_forum(c):
    r, p = c.r, c.pt
    kind = r.choice(["patient", "relative", "clinician"])
    user = p.user(r)
    post = []
    post.append(f"[{r.choice(['Ask a clinician', 'Health board', 'Nurses lounge', 'Carers chat', 'Community Q&A', 'Medicine forum'])}] "
                f"posted by {m('USERNAME', user)} - {c.D(c.nd, r.choice(['full', 'mond', 'dmon']))}")
    post.append(f"Title: {r.choice(['Is this normal after a TKR?', 'Dad confused after surgery??', 'Odd ECG - thoughts?', 'Lithium level high?', 'Rash after amox', 'Help interpreting bloods'])}")
    post.append("")
    if kind == "patient":
        post.append(f"{c.A(p.age, r.choice(['sex', 'yo2', 'bare']))}{'' if r.random() < .5 else ''}, "
                    f"{r.choice(['5ft6', '180 cm', '5ft10'])}, {r.randint(50, 120)} kg. {r.choice(['Non smoker', 'ex smoker', 'vape'])}. "
                    f"Meds: {r.choice(MEDS)[0]} {r.choice(MEDS)[1]}.")
        post.append(f"Hi all, {c.P(r.choice(['fi', 'f', 'fi2']))} here. Had bloods on {c.D(c.ago(1, 10), r.choice(['short', 'wd']))} - "
                    f"{lab_table(r, c.uk, 3)}. My GP (Dr {m('DOCTOR', c.doc().last)} at {m('HOSPITAL', r.choice(UK_PRACTICES if c.uk else US_CLINICS))}) "
                    f"said not to worry but I'm a {m('PROFESSION', r.choice(PROFESSIONS))} and I'm on my feet all day. Should I push for a referral?")
    elif kind == "relative":
        rel = c.fam()
        post.append(f"My {r.choice(['dad', 'mum', 'grandad', 'husband', 'wife'])} ({c.A(p.age, r.choice(['sex', 'bare', 'yo2']))}, "
                    f"{r.choice(EPONYM_PHRASES[:8])}) had surgery at {m('HOSPITAL', hosp(c))} on {c.D(c.ago(2, 10), r.choice(['wd', 'short']))}.")
        post.append(f"Since then he/she keeps calling me by my sister's name ({c.N(c.fam(), 'f', 'FAMILY')}). The nurse {c.N(c.doc(), 'f', 'DOCTOR')} said it's "
                    f"'post-op delirium'. Is that right? We're in {m('CITY', (r.choice(UK_TOWNS) if c.uk else r.choice(US_CITIES))[0])}. - {c.N(rel, r.choice(['fi', 'f']), 'FAMILY')}")
    else:
        post.append(f"{c.A(p.age, r.choice(['sex', 'yo2']))} presenting to our ED with {r.choice(['palpitations', 'syncope', 'AKI on lithium', 'rash'])}. "
                    f"QTc {r.randint(420, 540)}, K {r.uniform(2.8, 5.9):.1f}. Pt ({c.P(r.choice(['ini', 'INI']))}) on {r.choice(MEDS)[0]}. "
                    f"Anyone seen this? Our consultant {c.N(c.doc(), r.choice(['fi', 'f']), 'DOCTOR')} thinks it's drug-induced. Admitted {c.D(c.nd, 'short')}.")
    post.append("")
    for k in range(r.randint(1, 3)):
        rp = Person(r, locale=c.loc)
        post.append(f"  > reply from {m('USERNAME', rp.user(r))}{' (verified RN)' if r.random() < .3 else ''}: "
                    f"{r.choice(['Normal-ish, ask for repeat in 2 weeks.', 'Sounds like delirium, common at that age.', 'Check Mg too.', 'Please see your GP or call 111.'])}"
                    + (f" My mum was {c.A(r.randint(60, 95), 'bare')} when she had the same at {m('HOSPITAL', hosp(c))}." if r.random() < .4 else ""))
    post.append(f"  > {m('USERNAME', user)}: thanks {c.N(rp, 'f', 'FAMILY')}! will update after appt on {c.D(c.ahead(1, 14), r.choice(['short', 'wd']))}.")
    return "\n".join(post)


# ============================================================ insurance / legal correspondence
def insurance_or_legal_correspondence(c):
    r, p = c.r, c.pt
    firm = r.choice(LAW_FIRMS)
    sol = c.fam()
    ins = r.choice(INSURERS)
    a = c.address()
    fa = c.address()
    lines = [f"{m('ORGANIZATION', firm)}",
             f"{m('STREET', fa['street'])} | {m('CITY', fa['city'])} | {m('STATE', fa['state']) + ' ' if not c.uk else ''}{m('ZIP', fa['zip'])}",
             f"T {m('PHONE', c.phone('land' if c.uk else 'any'))}  F {m('FAX', c.phone('fax'))}  {m('URL', 'www.' + firm.split()[0].lower().replace('&', '') + ('law.co.uk' if c.uk else 'law.com'))}",
             "",
             f"Our ref: {m('IDNUM', c.idn('ref'))}   Your ref: {m('IDNUM', c.idn('ref'))}",
             f"Date: {c.D(c.nd, r.choice(['ukl', 'ukord']) if c.uk else r.choice(['usl', 'usa']))}",
             "",
             r.choice(["Medical Records Department", "Health Information Management - Release of Information", "The Claims Handler"]),
             f"{m('HOSPITAL', hosp(c)) if r.random() < .6 else m('ORGANIZATION', ins)}",
             "",
             f"{'BY EMAIL ONLY' if r.random() < .5 else 'VIA FAX AND FIRST CLASS POST'}",
             "",
             f"Re: Our client {c.P(r.choice(['fl', 'fml', 'Fl']))}, date of birth {c.D(p.dob, r.choice(['ukl', 'usl', 'uk1', 'us1']))}",
             f"Address: {c.addr_inline(a)}",
             f"{'National Insurance No' if c.uk else 'SSN'}: {m('SSN', c.ssn())}"
             + (f"   Biometric enrolment ref (employer time clock): {m('BIOID', c.bio())}" if r.random() < .3 else ""),
             f"{'Claim No' if r.random() < .5 else 'Claim number'}: {m('IDNUM', c.idn('claim'))}   Policy: {m('HEALTHPLAN', c.plan())}",
             f"Incident: {r.choice(['road traffic collision', 'slip and trip at work', 'clinical negligence - delayed diagnosis', 'workplace injury (forklift)'])} "
             f"on {c.D(c.ago(60, 900), r.choice(['full', 'wdlus', 'wdluk']))}",
             "",
             f"Dear {r.choice(['Sir or Madam', 'Colleague', 'Ms ' + m('FAMILY', Person(r).last), 'Mr ' + m('FAMILY', Person(r).last)])},",
             "",
             f"We act for the above-named in connection with injuries sustained when {'he' if p.sex == 'M' else 'she'} "
             f"{r.choice(['was a passenger in a vehicle (reg ' + m('VEHICLE', c.plate()) + ') struck by a delivery lorry', 'fell from a mezzanine at ' + m('ORGANIZATION', r.choice(EMPLOYERS)), 'attended ' + m('HOSPITAL', hosp(c)) + ' and was discharged with a missed scaphoid fracture'])}. "
             f"At the time our client was employed as a {m('PROFESSION', r.choice(PROFESSIONS))}.",
             f"We enclose a signed form of authority dated {c.D(c.ago(3, 30), 'full')} and request copies of all records from {c.D(c.ago(400, 1200), r.choice(['my', 'full']))} to date, "
             f"including ED records (attendance {m('ACCOUNT', c.acct())}), imaging and GP correspondence from {c.Dr(c.doc(), 'il', cred=False, title=True)}.",
             f"The matter is listed before the {m('ORGANIZATION', r.choice(COURTS_UK if c.uk else COURTS_US))}, case no. {m('IDNUM', c.idn('case'))}, "
             f"hearing {c.D(c.ahead(30, 200), r.choice(['full', 'wdluk', 'wdlus']))}.",
             f"Defendant's insurer: {m('ORGANIZATION', ins)}, handler {c.N(c.fam(), 'fl', 'FAMILY')}, {m('EMAIL', c.email(c.fam()))}.",
             f"Witness: {c.relN(['his colleague', 'her neighbour', 'the other driver'], 'fl')} ({m('PROFESSION', r.choice(PROFESSIONS))}), "
             f"driver's licence {m('LICENSE', c.lic('dl'))}, vehicle VIN {m('VEHICLE', c.vin())}.",
             f"Please note {c.P(r.choice(['l', 'f']))}'s spouse, {c.N(c.fam(last=p.last), 'fl', 'FAMILY')}, is a co-claimant (loss of consortium).",
             "",
             "Fee of GBP 50 enclosed." if c.uk else "We will remit the statutory copy fee ($6.50 per page, max $150).",
             "",
             "Yours faithfully," if c.uk else "Sincerely,",
             "", f"{c.N(sol, r.choice(['fl', 'FL', 'fml']), 'FAMILY')}",
             f"{r.choice(['Associate Solicitor', 'Senior Paralegal', 'Attorney at Law', 'Partner'])}" +
             (f", SRA No. {m('LICENSE', r.randint(100000, 699999))}" if c.uk else f", Bar No. {m('LICENSE', r.randint(100000, 399999))}"),
             f"{m('EMAIL', c.email(sol))}  Direct {m('PHONE', c.phone())}",
             f"cc: client; {m('ORGANIZATION', ins)}"]
    return "\n".join(lines)


# ============================================================ death certificate / bereavement
def death_certificate_and_bereavement_note(c):
    r, p = c.r, c.pt
    cert = c.doc("cert")
    dod = c.ago(0, 3)
    inf = c.fam(last=p.last)
    a = c.address()
    lines = [r.choice(["MEDICAL CERTIFICATE OF CAUSE OF DEATH (MCCD)", "CERTIFICATE OF DEATH - WORKSHEET", "VERIFICATION OF DEATH AND BEREAVEMENT NOTE"]),
             f"{H(c)}   {r.choice(['Bereavement Office', 'Decedent Affairs', 'Patient Affairs'])}",
             "",
             f"Deceased: {c.P(r.choice(['FL', 'LF', 'fml']))}" + (f" (known as {m('PATIENT', p.nick)})" if r.random() < .4 else ""),
             f"Date of birth: {c.D(p.dob)}   Age: {c.A(p.age, r.choice(['bare', 'yrs', 'words']))}   Sex: {p.sex}",
             f"{'NHS No' if c.uk else 'SSN'}: {m('MRN' if c.uk else 'SSN', c.nhs() if c.uk else c.ssn())}   MRN: {m('MRN', c.mrn())}",
             f"Date of death: {c.D(dod)}   Time: {r.randint(0, 23):02d}:{r.randint(0, 59):02d}",
             f"Identified by: {'wristband and ' + r.choice(['daughter', 'son', 'spouse']) if r.random() < .6 else 'police fingerprint match, ID ' + m('BIOID', c.bio())}",
             f"Place of death: {m('HOSPITAL', r.choice(WARDS + CARE_HOMES) if r.random() < .5 else hosp(c))}" +
             (f", room {m('LOCATION_OTHER', c.room())}" if r.random() < .5 else ""),
             f"Usual residence: {c.addr_inline(a)}",
             f"Occupation: {m('PROFESSION', r.choice(PROFESSIONS))} (retired)   Birthplace: "
             + (f"{m('COUNTRY', r.choice(COUNTRIES))}" if r.random() < .5 else
                (f"{m('CITY', r.choice(UK_TOWNS)[0])}, {m('COUNTRY', r.choice(['England', 'Scotland', 'Wales']))}" if c.uk else
                 (lambda t: f"{m('CITY', t[0])}, {m('STATE', t[1])}")(r.choice(US_CITIES)))),
             f"Marital status: {r.choice(['widowed', 'married', 'divorced', 'single'])}   Spouse: {c.N(c.fam(last=p.last), r.choice(['fl', 'FL']), 'FAMILY')}",
             f"Father: {c.N(c.fam(sex='M', last=p.last), 'fl', 'FAMILY')}   Mother (maiden): {c.N(c.fam(sex='F'), 'fl', 'FAMILY')}" if not c.uk else "",
             "",
             "CAUSE OF DEATH",
             f"I(a) {r.choice(['Aspiration pneumonia', 'Metastatic adenocarcinoma of pancreas', 'Acute myocardial infarction', 'Sepsis'])}   interval: {r.choice(['3 days', '6 months', 'hours', '2 weeks'])}",
             f"I(b) {r.choice(['Parkinson disease', 'Coronary artery disease', 'Urinary tract infection', 'Dementia, Alzheimer type'])}   interval: {r.choice(['10 years', 'years', '1 week'])}",
             f"II  {r.choice(['Type 2 diabetes mellitus', 'COPD', 'Chronic kidney disease stage 4', 'Atrial fibrillation'])}",
             f"ICD-10 underlying: {r.choice(ICD)}. Referred to coroner/ME: {r.choice(['No', 'Yes - ME scrutiny only', 'Yes - inquest opened'])}. "
             f"Coroner ref {m('IDNUM', c.idn('ref'))}." ,
             (f"Implanted device: {r.choice(['pacemaker', 'ICD (deactivated ' + c.D(dod - dt.timedelta(days=r.randint(1, 10)), 'short') + ')'])}, "
              f"SN {m('DEVICE', c.devsn())} - removed prior to cremation by {c.N(c.doc(), 'fl', 'DOCTOR')} (mortuary technician)."
              if r.random() < .6 else "Implanted device: none."),
             "",
             f"Certifier: {c.Dr(cert, title=True)}" + (f"  GMC {m('LICENSE', c.lic('gmc'))}" if c.uk else f"  License {m('LICENSE', c.lic('state'))}"),
             f"Last seen alive by certifier: {c.D(dod - dt.timedelta(days=r.randint(0, 10)), 'full')}. Verified by {c.Dr(c.doc(), 'fl')}.",
             "",
             "BEREAVEMENT NOTE",
             f"Informant: {c.N(inf, 'fl', 'FAMILY')} ({r.choice(['son', 'daughter', 'widow', 'widower', 'granddaughter'])}), "
             f"{m('PHONE', c.phone())}, {m('STREET', c.address()['street'])}, {m('CITY', c.address()['city'])}.",
             f"Family present at time of death: {c.N(inf, 'f', 'FAMILY')} and {c.N(c.fam(), 'f', 'FAMILY')}. Chaplain {c.N(c.doc(), 'fl', 'DOCTOR')} attended; "
             f"funeral to be held at {m('ORGANIZATION', r.choice(CHURCHES))}.",
             f"Funeral director: {m('ORGANIZATION', r.choice(['Co-op Funeralcare', 'Dignity Funerals', 'Hargreaves & Sons Funeral Directors', 'Riverside Memorial Chapel']))}. "
             f"Registration appointment {c.D(c.ahead(1, 5), r.choice(['wdlus', 'wdluk', 'wd']))}." ,
             f"{c.P('l' if r.random() < .5 else 'f')} had asked that {r.choice(['her', 'his'])} dog go to neighbour {c.N(c.fam(), 'fl', 'FAMILY')}.",
             f"Bereavement support leaflet and {m('URL', c.url())} given. Follow-up call planned {c.D(c.ahead(14, 42), 'full')} "
             f"(would have been {r.choice(['her', 'his'])} {m('AGE', p.age + 1)}{ordsuf(p.age + 1)} birthday on {c.D(dt.date(c.nd.year, p.dob.month, min(p.dob.day, 28)), r.choice(['dmon', 'mond']))})." ]
    return "\n".join(x for x in lines if x != "")


# ============================================================ vaccination record
def vaccination_record(c):
    r = c.r
    child = r.random() < .4
    p = c.patient(age=r.randint(0, 17) if child else r.randint(18, 95))
    nurse = c.doc("vn")
    vax = (["DTaP/IPV/Hib/HepB (Infanrix hexa)", "PCV13 (Prevenar 13)", "MenB (Bexsero)", "Rotavirus (Rotarix)", "MMR (Priorix)", "Hib/MenC"]
           if child else ["Influenza (QIVe)", "COVID-19 (Comirnaty XBB.1.5)", "Pneumococcal PPV23", "Shingles (Shingrix) dose 1",
                          "Td/IPV (Revaxis)", "Hep B (Engerix-B)", "RSV (Abrysvo)", "Tdap (Boostrix)"])
    lines = [r.choice(["IMMUNISATION RECORD", "IMMUNIZATION HISTORY REPORT", "VACCINATION CERTIFICATE", "Personal Child Health Record - Immunisations"]),
             f"{m('HOSPITAL', r.choice(UK_PRACTICES + US_CLINICS + PHARMACIES))}",
             f"Name: {c.P(r.choice(['fl', 'LF', 'fml', 'FL']))}   DOB: {c.D(p.dob)}   Age: {c.A(p.age, 'bare') if p.age > 0 else m('AGE', str(r.randint(2, 11))) + ' months'}",
             (f"NHS No: {m('MRN', c.nhs())}" if c.uk else f"State IIS ID: {m('IDNUM', c.idn('ord'))}   Insurance: {m('ORGANIZATION', r.choice(INSURERS))} {m('HEALTHPLAN', c.plan())}"),
             f"Address: {c.addr_inline(c.address())}"]
    if child:
        lines.append(f"Parent/guardian: {c.N(c.fam(sex='F', last=p.last), 'fl', 'FAMILY')} ({r.choice(['mother', 'father', 'grandmother', 'foster carer'])}), "
                     f"{m('PHONE', c.phone())}. Nursery/school: {m('ORGANIZATION', r.choice(SCHOOLS))}")
    lines += ["", "Date       | Vaccine | Dose | Route/Site | Batch/Lot | Expiry | Given by", "-" * 78]
    d = c.ago(30, 1500)
    for i in range(r.randint(4, 8)):
        v = r.choice(vax)
        lot = r.choice([f"{r.choice('ABCDEFGHJK')}{r.randint(10, 99)}{r.choice('ABCDEFGHJK')}{r.randint(100, 999)}", f"FK{r.randint(1000, 9999)}", f"{r.randint(100000, 999999)}B"])
        exp = f"{r.randint(1, 12):02d}/{r.randint(2025, 2028)}"
        lines.append(f"{c.D(d, r.choice(['uk1', 'iso', 'dmyup']) if c.uk else r.choice(['us1', 'iso', 'dmyup']))} | {v} | {r.choice(['0.5 mL', '0.5ml', '1'])} | "
                     f"{r.choice(['IM L deltoid', 'IM R thigh (ALT)', 'oral', 'SC L arm', 'IM R deltoid'])} | {lot} | {exp} | "
                     f"{c.N(r.choice([nurse, c.doc()]), r.choice(['il', 'fl', 'INI', 'lf']), 'DOCTOR')}")
        d = d + dt.timedelta(days=r.randint(20, 200))
    lines += ["",
              "Expiry shown is vaccine expiry (MM/YYYY), not patient data. Lot numbers are manufacturer batch codes.",
              f"Contraindications screened. {r.choice(['Egg allergy - not relevant for QIVe', 'Previous fever after MenB - paracetamol advised', 'Immunosuppressed (methotrexate) - no live vaccines', 'none'])}.",
              f"Adverse event: {r.choice(['none', 'local swelling 4 cm, resolved', 'vasovagal, recovered supine 10 min'])}. Observed 15 min.",
              f"Next due: {r.choice(vax)} on/after {c.D(c.ahead(20, 400), r.choice(['full', 'my']))}.",
              f"Entered by {m('USERNAME', nurse.user(r))} ({c.Dr(nurse, 'fl')}) on {c.D(c.nd, 'full')} via {m('URL', c.url())}",
              f"Verification QR payload ID {m('IDNUM', c.idn('ord'))}; biometric check-in ID {m('BIOID', c.bio())}" if r.random() < .4 else
              f"Record printed {c.D(c.nd, 'short')}"]
    return "\n".join(lines)


# ============================================================ dental note
def dental_note(c):
    r, p = c.r, c.pt
    dent, nurse, hyg = c.doc("dent"), c.doc("dn"), c.doc("hyg")
    lines = [f"{m('HOSPITAL', r.choice(['Eastgate Dental Care', 'Bright Smiles Family Dentistry', 'Meadowbank Dental Practice', 'Castle Street Dental', 'Smile Studio ' + r.choice(['Leeds', 'Tacoma']).replace('Leeds', 'North').replace('Tacoma', 'West')]))}",
             r.choice(["DENTAL EXAMINATION / TREATMENT NOTE", "Course of Treatment - FP17 record", "PERIODONTAL CHART AND CLINICAL NOTE"]),
             f"Patient: {c.P(r.choice(['fl', 'LF', 'Fl']))}   DOB {c.D(p.dob)} ({c.A(p.age, 'y')})   Chart #{m('MRN', c.mrn())}",
             f"Date {c.D(c.nd)}   Surgery {m('LOCATION_OTHER', r.randint(1, 6))}   {r.choice(['NHS Band 2', 'private', 'Delta Dental PPO', 'Denplan'])}"
             + (f" member {m('HEALTHPLAN', c.plan())}" if r.random() < .6 else ""),
             f"Dentist: {c.Dr(dent, r.choice(['fl', 'il']), title=r.random() < .5)}   Nurse: {c.N(nurse, r.choice(['f', 'fl']), 'DOCTOR')}   Hygienist: {c.Dr(hyg, 'fl')}",
             "",
             f"MH: {r.choice(['warfarin (INR 2.6 on ' + c.D(c.ago(1, 5), 'short') + ')', 'alendronate since ' + c.D(c.ago(400, 3000), 'y'), 'T2DM, HbA1c 71', 'nil'])}; "
             f"{r.choice(['latex allergy', 'NKDA', 'penicillin allergy'])}. Smoker {r.randint(0, 20)}/day.",
             f"C/O: {r.choice(['pain LR6 on biting x 1/52', 'broken filling UL4', 'bleeding gums', 'wisdom tooth LL8 pericoronitis', 'check-up'])}.",
             f"E/O: NAD, no lymphadenopathy, TMJ NAD. I/O: BPE {r.randint(0, 4)}{r.randint(0, 4)}{r.randint(0, 4)}/{r.randint(0, 4)}{r.randint(0, 4)}{r.randint(0, 4)}. "
             f"Plaque score {r.randint(10, 90)}%. Caries: {r.choice(['UR6 MO', 'LL7 DO', 'UL5 buccal', 'none'])}.",
             f"Radiographs: {r.choice(['2 x BW', 'PA LR6', 'OPG'])} (Planmeca sensor SN {m('DEVICE', c.devsn())}) - {r.choice(['periapical radiolucency LR6', 'no caries', 'bone loss 30%'])}. Grade {r.choice(['A', 'B', 'C'])}.",
             f"Tx: {r.choice(['LA 2.2 mL 2% lidocaine 1:80,000 adr ID block; RCT LR6 started', 'composite UL4 MOD', 'XLA LL8 (elevators), haemostasis with Surgicel', 'scale & polish, OHI'])}.",
             f"Consent from {'patient' if p.age >= 16 else 'mother ' + c.N(c.fam(sex='F', last=p.last), 'fl', 'FAMILY')}. Escort: {c.N(c.fam(), 'f', 'FAMILY')}.",
             f"Next: {c.D(c.ahead(7, 60), r.choice(['wd', 'short', 'full']))} {r.randint(8, 17)}:{r.choice(['00', '30'])} - reminder SMS to {m('PHONE', c.phone())}.",
             f"Lab: crown shade A2 to {m('ORGANIZATION', r.choice(['Precision Dental Lab', 'Northern Ceramics Ltd', 'Apex Dental Studio']))}, docket {m('IDNUM', c.idn('ord'))}.",
             f"Works as a {m('PROFESSION', r.choice(PROFESSIONS))}; night guard advised (bruxism).",
             "",
             f"{c.Dr(dent, 'fl', title=False)}" + (f"  GDC {m('LICENSE', c.lic('gdc'))}" if c.uk else f"  DDS Lic {m('LICENSE', c.lic('state'))}  NPI {m('LICENSE', c.lic('npi'))}"),
             f"Logged in as {m('USERNAME', dent.user(r))}"]
    return "\n".join(lines)
