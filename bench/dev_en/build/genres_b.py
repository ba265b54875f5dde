"""Genre templates, part B."""
import datetime as dt

from common import SCEN, DEPTS, tm, pref, pt_header_name, dob_line, sign_block, transcription, us_header, uk_letterhead, audit, neg, epo, relative
from core import P, Person, lab_panel, vitals, med_list, num_words, MEDS, UK_MEDS
import pools as PL

OTC = ["fish oil", "turmeric", "melatonin 3 mg qHS", "St John's wort (stopped)", "none"]
MAGNOLIA = "Magnolia Women's Center"
GREENFIELD = "Greenfield Children's Hospital"
STILL = "2/6 vibratory murmur LLSB, Still's murmur"
STMARK = "St. Mark's cemetery"


def medication_reconciliation(ctx):
    pt, uk = ctx.pt, ctx.uk
    ph, rn = ctx.staff(), ctx.staff()
    pres = [ctx.staff() for _ in range(3)]
    src = UK_MEDS if uk else MEDS
    items = ctx.rng.sample(src, min(ctx.ri(10, 16), len(src)))
    L = [f"MEDICATION RECONCILIATION - {ctx.c(['Admission', 'Discharge', 'Transfer', 'Outpatient'])}",
         f"{ctx.H()}   {ctx.Dn()} {tm(ctx)}",
         f"Patient: {pt_header_name(ctx)}   MRN: {ctx.mrn()}   {dob_line(ctx)}   Age {ctx.A()}",
         f"Insurance: {P('ORGANIZATION', ctx.c(PL.UK_INSURERS if uk else PL.US_INSURERS)) if not uk else 'NHS'}" +
         ("" if uk else f"   Member ID: {ctx.hp()}   Rx BIN 610014   PCN MEDDPRIME   Group: {ctx.hp()}"),
         f"Sources: patient, {ctx.rf(['daughter', 'son', 'spouse', 'carer'], ctx.c(['given', 'full']))}, pharmacy fill history, outside records from {ctx.clinic()}",
         f"Preferred pharmacy: {ctx.pharmacy()} - {ctx.addr(multiline=False)} - ph {ctx.PH()} / fax {ctx.FX()}",
         f"Mail-order: {P('HOSPITAL', 'Express Scripts Mail Order') if not uk else ctx.pharmacy()} ph {ctx.PH()}" if ctx.p(0.4) else "",
         "", f"{'Medication':<34}{'Dose/Sig':<34}{'Last fill':<12}{'Prescriber':<22}Action"]
    for m, d, s in items:
        p = ctx.c(pres)
        pname = p.n(ctx.c(["sur", "LF", "uk1"]))
        action = ctx.c(["Continue", "Continue", "Hold", "Stop", "Change", "Continue"])
        L.append(f"{m:<34}{(d + ' ' + s):<33} {ctx.D(ctx.days(-ctx.ri(3, 120)), 'us_short' if not uk else 'uk_short')}{'':<4}{pname}{'':<6}{action}")
    L += ["", "Allergies: " + ctx.c(["penicillin (anaphylaxis)", "NKDA", "sulfa, latex", "ACE inhibitors (angioedema)", "morphine (itching)"]),
          f"OTC/herbals: {ctx.c(OTC)}",
          f"Adherence: uses pill organizer filled by {ctx.rf(['daughter', 'son', 'husband', 'wife'], 'given')}; "
          f"last {ctx.c(['warfarin', 'insulin', 'levothyroxine'])} dose {ctx.D(ctx.days(-1), 'wd' if ctx.p(0.5) else ('md' if not uk else 'dm'))} {tm(ctx)}.",
          f"Discrepancies: {ctx.c(['patient taking metoprolol tartrate not succinate', 'duplicate PPI therapy', 'taking 1/2 tab of trazodone 50 mg', 'none'])}.",
          "", "Prescriber details:"]
    for p in pres[:2]:
        if uk:
            L.append(f"  Dr {p.n(ctx.c(['uk1', 'full']))} - GMC {ctx.gmc()} - {ctx.clinic()}")
        else:
            L.append(f"  {p.n(ctx.c(['full', 'fullmi']))}, {ctx.c(['MD', 'DO', 'NP'])} - DEA {ctx.dea()} - NPI {ctx.npi()}" +
                     (f" - State lic {ctx.lic()}" if ctx.p(0.4) else ""))
    L += ["", f"Reconciled by: {ph.n('full')}, {ctx.c(['PharmD', 'CPhT', 'MPharm', 'RPh'])} ({ctx.user(ph)})",
          f"Reviewed with: {ctx.dr(rn, ctx.c(['dr_full', 'full_cred']))}"]
    return "\n".join(x for x in L if x != "")


PROBLEMS = [("Essential hypertension", "I10"), ("Type 2 diabetes mellitus with hyperglycemia", "E11.65"), ("Hyperlipidemia, unspecified", "E78.5"),
            ("Chronic kidney disease, stage 3a", "N18.31"), ("Atrial fibrillation, paroxysmal", "I48.0"), ("Major depressive disorder, recurrent, moderate", "F33.1"),
            ("Generalized anxiety disorder", "F41.1"), ("Obstructive sleep apnea", "G47.33"), ("Gastro-esophageal reflux disease", "K21.9"),
            ("Hypothyroidism, unspecified", "E03.9"), ("Osteoarthritis of right knee", "M17.11"), ("Morbid obesity, BMI 40-44.9", "E66.01"),
            ("COPD, unspecified", "J44.9"), ("Asthma, mild persistent", "J45.30"), ("Parkinson's disease", "G20"), ("Crohn's disease of small intestine", "K50.00"),
            ("Barrett's esophagus without dysplasia", "K22.70"), ("Hodgkin lymphoma, in remission", "C81.90"), ("Bell's palsy", "G51.0"),
            ("Graves' disease", "E05.00"), ("Alcohol use disorder, mild", "F10.10"), ("Tobacco use", "Z72.0"), ("Long-term use of anticoagulants", "Z79.01"),
            ("Heart failure with reduced EF", "I50.22"), ("Gout", "M10.9"), ("Iron deficiency anemia", "D50.9"), ("Migraine without aura", "G43.009"),
            ("Benign prostatic hyperplasia", "N40.0"), ("Vitamin D deficiency", "E55.9"), ("History of falling", "Z91.81"), ("Cushing's syndrome", "E24.9"),
            ("Addison's disease", "E27.1"), ("Dementia, unspecified", "F03.90"), ("Personal history of colonic polyps", "Z86.010")]


def problem_list(ctx):
    pt, uk = ctx.pt, ctx.uk
    pcp, u = ctx.staff(), ctx.staff()
    probs = ctx.rng.sample(PROBLEMS, ctx.ri(7, 13))
    L = [f"PROBLEM LIST - {pt_header_name(ctx)} ({ctx.A()} {pt.sex}) - MRN {ctx.mrn()}",
         f"PCP: {ctx.dr(pcp, ctx.c(['dr_full', 'full_cred']))} - {ctx.clinic()}",
         f"As of {ctx.Dn()}", "", f"{'#':<4}{'Problem':<50}{'ICD-10':<10}{'Onset':<14}Status"]
    for i, (p, code) in enumerate(probs, 1):
        st = ctx.c(["mY", "y", "us_slash", "my", "y"]) if not uk else ctx.c(["mY", "y", "uk_slash", "my"])
        dv = ctx.fd(ctx.days(-ctx.ri(60, 9000)), st)
        L.append(f"{i:<4}{p:<50}{code:<10}{P('DATE', dv)}{' ' * max(2, 14 - len(dv))}{ctx.c(['Active', 'Active', 'Chronic', 'Resolved', 'Inactive'])}")
    L += ["", "Surgical history:",
          f"- {ctx.c(['Appendectomy', 'Cholecystectomy', 'Tonsillectomy', 'Right TKA', 'Hysterectomy', 'Whipple procedure'])} ({ctx.D(ctx.days(-ctx.ri(300, 12000)), 'y')}, {P('HOSPITAL', ctx.c(PL.US_HOSPITALS if not uk else PL.UK_HOSPITALS))})",
          f"- {ctx.c(['CABG x2', 'Carpal tunnel release', 'Lumbar discectomy', 'Cataract extraction OU'])} ({ctx.D(ctx.days(-ctx.ri(300, 12000)), ctx.c(['y', 'my_apos', 'mY']))})",
          "Health maintenance:",
          f"- Colonoscopy {ctx.D(ctx.days(-ctx.ri(300, 3000)), ctx.c(['mY', 'y']))} ({ctx.dr(ctx.staff(), 'dr_sur')}) - 2 tubular adenomas",
          f"- Influenza vaccine {ctx.D(ctx.days(-ctx.ri(20, 200)), ctx.c(['us_slash', 'mY']) if not uk else 'uk_slash')}; Tdap {ctx.D(ctx.days(-ctx.ri(400, 3000)), 'y')}",
          f"- Advance directive on file; HCP: {ctx.rf(['son', 'daughter', 'wife', 'husband', 'niece'], 'full')} {ctx.PH()}",
          "", f"Last updated by {ctx.user(u)} ({u.n(ctx.c(['full', 'LF']))}) on {ctx.D(ctx.days(-ctx.ri(0, 30)), 'us_slash' if not uk else 'uk_slash')}"]
    return "\n".join(L)


def patient_portal_message(ctx):
    pt, uk = ctx.pt, ctx.uk
    md, rn = ctx.staff(), ctx.staff()
    sig = pt.n(ctx.c(["given", "full", "given", "gi"]))
    greet = ctx.c([f"Hi Dr. {md.n('sur')},", f"Dear Dr {md.n('sur')}", f"Hello {md.n('given')},", "Hi,", f"Dr. {md.n('sur')} -"])
    topic = ctx.c([
        f"I've been having headaches every afternoon since {ctx.D(ctx.days(-ctx.ri(3, 20)), ctx.c(['wd', 'md_long', 'md']))} and my BP readings at home are like 150/95. Should I take an extra lisinopril?",
        f"my mom ({pt.n('given')}) was discharged from {ctx.H()} on {ctx.D(ctx.days(-ctx.ri(1, 6)), ctx.c(['md', 'wd_md', 'us_slash']))} and we still havent got the home health people. can you call {P('ORGANIZATION', ctx.c(['Bright Star Home Care', 'Visiting Angels', 'Caring Hands Home Health']))} for us?",
        f"I need a letter for my employer ({ctx.employer()}) saying I was out from {ctx.D(ctx.days(-ctx.ri(6, 10)), 'md')}-{ctx.D(ctx.days(-ctx.ri(1, 5)), 'md')}. My supervisor is {ctx.fam(same_surname=False).n('full')}, fax {ctx.FX()}.",
        f"The pharmacy ({ctx.pharmacy()}) says my prior auth for Ozempic was denied by {P('ORGANIZATION', ctx.c(PL.US_INSURERS))}. My member ID is {ctx.hp()}. What do I do now?",
        f"Quick question - can I get my flu shot at the same time as my colonoscopy prep on {ctx.D(ctx.days(ctx.ri(3, 20)), ctx.c(['wd_md', 'md_long', 'wd']))}? I'm {ctx.A()} and never had one.",
        f"My son {ctx.fam('M').n('given')} has a rash since {ctx.holiday()}. He goes to {ctx.school()}. Is it contagious?",
    ])
    L = [f"{ctx.c(['MyChart', 'Patient Portal', 'FollowMyHealth'] if not uk else ['NHS App', 'Patient Knows Best', 'Patient Portal'])} Message   Thread #{ctx.idnum('order')}",
         f"From: {pt.n(ctx.c(['full', 'LF']))} <{ctx.email()}>" if ctx.p(0.6) else f"From: {pt.n('full')} (patient)",
         f"To: {ctx.dr(md, 'dr_full')} / {ctx.c(['Pool', 'Team'])} {ctx.clinic()}",
         f"Sent: {ctx.Dn(ctx.c(['wd_long', 'us_slash', 'us_abbr']) if not uk else 'uk_wd_y')} {tm(ctx)}",
         f"Subject: {ctx.c(['question', 'Medication question', 'RE: test results', 'refill', 'Letter needed', 'urgent!!'])}", "",
         greet, topic,
         ctx.c(["Thanks so much,", "thank you", "Thanks!", "Regards,", "Best,", "thx"]), sig]
    if ctx.p(0.6):
        L.append(f"{ctx.PH()} (cell)")
    if ctx.p(0.4):
        L.append(f"Sent from {ctx.c(['my iPhone', 'Yahoo Mail for Android', 'my Galaxy'])}")
    L += ["", f"---- Reply from {rn.n(ctx.c(['full', 'gi']))}, {ctx.c(['RN', 'LPN', 'MA'])} on {ctx.D(ctx.days(ctx.ri(0, 2)), ctx.c(['us_slash', 'md']) if not uk else 'uk_slash')} {tm(ctx)} ----",
          f"Hi {pt.n('given')}, {ctx.c(['I spoke with', 'I forwarded this to', 'Per'])} {ctx.dr(md, 'dr_sur')}. "
          f"{ctx.c(['Please schedule a visit this week.', 'Your letter is ready to print in the portal.', 'Please go to the ED if symptoms worsen.', 'We sent the form to your pharmacy.'])} "
          f"You can also call us at {ctx.PH()}.",
          f"Documents: {ctx.url()}", "",
          f"[Audit: msg opened {ctx.D(ctx.days(ctx.ri(0, 3)), 'iso')} {tm(ctx)} from IP {ctx.ip()}, user {ctx.user(pt) if False else P('USERNAME', pt.given.lower() + pt.surname.lower()[:3] + str(ctx.ri(1, 99)))}]"]
    return "\n".join(L)


def short_clinical_question(ctx):
    pt, uk = ctx.pt, ctx.uk
    a = ctx.age
    g = pt.n(ctx.c(["gi", "given", "gi"]))
    opts = [
        f"My dad {P('PATIENT', ctx.c(PL.MALE))} is {ctx.A()} and was just told his PSA is 9.2 - should he get a biopsy or MRI first?",
        f"My dad is {ctx.A()} and his PSA came back 9.2 at {ctx.clinic()} - should he get a biopsy or MRI first?",
        f"{ctx.c(['Mum', 'Mom'])} ({ctx.A()}) on apixaban fell at {P('HOSPITAL', ctx.c(PL.UK_CAREHOMES + PL.US_CAREHOMES))} on {ctx.D(ctx.days(-1), 'wd')}, hit her head, seems fine - does she need a CT?",
        f"{ctx.A()}M, s/p CABG {ctx.D(ctx.days(-ctx.ri(20, 90)), ctx.c(['md', 'dm']))}, new AF - is it safe to restart warfarin with INR goal 2-3? -{ctx.staff().n('gi')}, {ctx.c(['NP', 'PA-C', 'FY2'])}",
        f"{ctx.A()}yo {'woman' if pt.sex == 'F' else 'man'} on warfarin, INR 4.8 this morning, no bleeding. Hold one dose or give vitamin K?",
        f"Pt {g}, {ctx.A()} {pt.sex}, {ctx.c(['T2DM', 'CKD 4', 'HFrEF'])}, K 5.9 on lisinopril. Stop ACEi or add patiromer?",
        f"Hi, I'm {g} ({ctx.A()}). I had my gallbladder out at {ctx.H()} on {ctx.D(ctx.days(-ctx.ri(3, 12)), ctx.c(['md', 'md_long', 'wd']))} and now my shoulder hurts. Is that normal?",
        f"My mum {P('PATIENT', pt.given)} is {P('AGE', num_words(a))} and keeps falling at night, GP at {ctx.clinic()} says it's her blood pressure tablets. What else could it be?",
        f"Is it safe to take ibuprofen with sertraline at {ctx.A()}? asking for my {'wife' if pt.sex == 'F' else 'husband'} {pt.n('given')}",
        f"{ctx.A()} yo M w/ Parkinson's disease started on haloperidol in the ED last night, now rigid - NMS vs worsening PD?",
        f"Question from {ctx.dr(ctx.staff(), 'given_init')}: {ctx.A(ctx.ri(18, 43))}F, 32 wks, BP 148/96, no proteinuria. Start labetalol?",
        f"my daughter {pt.n('given')} ({ctx.A(ctx.ri(2, 15))}) has had a fever of 39 since {ctx.D(ctx.days(-ctx.ri(1, 3)), 'wd')}, should we go to {ctx.c(['A&E', 'the ER', 'urgent care'])}?",
        f"{P('PATIENT', pt.raw('given') if pt.sex == 'F' else ctx.c(PL.FEMALE))}, aged {ctx.A(ctx.ri(19, 42))}, Bishop score 5 at 41+2 - ok to start misoprostol?",
        f"I'm {ctx.a_prof()} and my wrist hurts when I type, could it be carpal tunnel? {ctx.A()} yrs old.",
        f"Dr. {ctx.staff().n('gi')} asked me to stop metformin before my CT on {ctx.D(ctx.days(ctx.ri(1, 9)), ctx.c(['md', 'wd_md', 'md_long']))} - for how many days?",
    ]
    return ctx.c(opts)


def social_work_note(ctx):
    pt, uk = ctx.pt, ctx.uk
    sw = ctx.staff()
    rel1, f1 = relative(ctx, same=True)
    rel2, f2 = relative(ctx)
    L = [f"{'SOCIAL WORK' if not uk else 'SOCIAL CARE'} {ctx.c(['ASSESSMENT', 'PSYCHOSOCIAL ASSESSMENT', 'FOLLOW-UP NOTE'])}",
         f"{ctx.H()}   Date: {ctx.Dn()}",
         f"Patient: {pt_header_name(ctx)}   MRN: {ctx.mrn()}   Age: {ctx.A()}",
         f"Referral reason: {ctx.c(['discharge planning', 'concerns re: safety at home', 'financial strain', 'caregiver burnout', 'possible elder neglect'])}", "",
         "Sources: chart review, pt interview at bedside, phone call with " + f"{rel1} {f1.n('full')}.", "",
         "FAMILY / SUPPORT:",
         f"{pref(ctx, False)} is {ctx.c(['widowed', 'married', 'divorced', 'separated', 'single'])}. {rel1.capitalize()} {f1.n(ctx.c(['full', 'given']))} "
         f"({ctx.A(ctx.ri(20, 80))}) works as {ctx.a_prof()} at {ctx.employer()} and lives at {ctx.addr(multiline=False)}; phone {ctx.PH()}. "
         f"{rel2.capitalize()} {f2.n('full')}, {ctx.a_prof()}, lives in {ctx.city_state() if ctx.p(0.7) else P('COUNTRY', ctx.c(PL.COUNTRIES))} and visits around {ctx.holiday()}.",
         f"Grandchildren attend {ctx.school()}. Family attends {P('ORGANIZATION', ctx.c(PL.CHURCHES))}, and Pastor {ctx.fam('M', False).n('sur')} visits weekly." if ctx.p(0.6) else "",
         "", "HOUSING:",
         f"Lives at {ctx.addr(multiline=False)} in a {ctx.c(['2-storey house with 14 steps', 'first-floor apartment', 'mobile home', 'council flat on the 3rd floor'])}. "
         f"Landlord {ctx.fam(same_surname=False).n('full')} ({ctx.PH()}) {ctx.c(['aware of the leak', 'threatening eviction', 'supportive'])}.",
         "", "EMPLOYMENT / FINANCES:",
         f"Pt {ctx.c(['worked as a', 'was employed as a', 'is a'])} {ctx.prof()} at {ctx.employer()} until {ctx.D(ctx.days(-ctx.ri(60, 3000)), ctx.c(['my', 'y']))}. "
         + (f"Income: SSDI; SSN {ctx.ssn()} verified for benefits application. Medicaid ID {ctx.hp()}." if not uk else
            f"Income: Universal Credit and PIP; NI number {ctx.ssn()}.")
         + f" Owns a {ctx.c(PL.VEHICLES if not uk else PL.UK_VEHICLES)}, reg/plate {ctx.plate()}, no longer driving per neuro.",
         f"Driver's licence {ctx.dl()} surrendered {ctx.D(ctx.days(-ctx.ri(5, 90)))}." if ctx.p(0.4) else "",
         "", "ASSESSMENT/PLAN:",
         f"Referral made to {P('ORGANIZATION', ctx.c(PL.AGENCIES))} ({ctx.PH()}); intake scheduled {ctx.D(ctx.days(ctx.ri(2, 10)), ctx.c(['wd_md', 'md_long']) if not uk else 'uk_wd')}. "
         f"APS{' ' if not uk else '/Adult Safeguarding '}case #{ctx.idnum('case')} opened, worker {ctx.fam(same_surname=False).n('full')}." if ctx.p(0.5) else
         f"Plan to d/c home with {rel1} {f1.n('given')} as primary caregiver; {ctx.c(['HHA 3x/week', 'day program at ' + P('HOSPITAL', ctx.c(PL.US_CAREHOMES if not uk else PL.UK_CAREHOMES)), 'meals delivered'])}.",
         "", f"{sw.n(ctx.c(['full', 'fullmi']))}, {ctx.c(['LCSW', 'LMSW', 'MSW', 'BA (Hons) SW'])}  {ctx.ext()}",
         f"Email {ctx.staff_email(sw)}" if ctx.p(0.4) else ""]
    return "\n".join(x for x in L if x != "")


def physical_therapy_note(ctx):
    pt, uk = ctx.pt, ctx.uk
    ther, ref, aide = ctx.staff(), ctx.staff(), ctx.staff()
    rel, f = relative(ctx)
    L = [f"{'PHYSICAL THERAPY' if not uk else 'PHYSIOTHERAPY'} {ctx.c(['INITIAL EVALUATION', 'DAILY NOTE', 'RE-EVALUATION', 'DISCHARGE SUMMARY'])}",
         f"{P('HOSPITAL', ctx.c(['Heartland Physical Therapy', 'Kessler Orthopedic Group', 'Elmwood Rehabilitation Hospital'] if not uk else ['Fernbank Community Hospital', 'Moorside Infirmary']))}",
         f"Patient: {pt_header_name(ctx)}  {dob_line(ctx)}  Acct {ctx.acct()}",
         f"Date: {ctx.Dn()}   Visit {ctx.ri(1, 24)} of {ctx.ri(12, 24)}   Referring: {ctx.dr(ref, 'dr_full')}",
         f"Dx: {ctx.c(['s/p R TKA', 'low back pain (M54.50)', 'L rotator cuff repair', 'CVA with R hemiparesis', 'deconditioning', 'L hip hemiarthroplasty'])} - "
         f"surgery/onset {ctx.D(ctx.days(-ctx.ri(10, 120)), ctx.c(['md', 'us_slash']) if not uk else 'uk_slash')}",
         "", "SUBJECTIVE:",
         f"{pt.n(ctx.c(['given', 'sur'])) if ctx.p(0.5) else pt.t(uk)} reports pain {ctx.ri(1, 8)}/10. {ctx.He} is {ctx.a_prof()} "
         f"{ctx.c(['at', 'for'])} {ctx.employer()} and hopes to return to work by {ctx.D(ctx.days(ctx.ri(20, 90)), ctx.c(['my', 'md_long', 'mon']) if not uk else ctx.c(['my', 'dm_long']))}. "
         f"Lives with {rel} {f.n('given')} in a {ctx.c(['ranch home', 'split-level', 'terraced house', 'bungalow'])}; {ctx.ri(2, 14)} steps to enter with rail on the right.",
         f"Goal per pt: {ctx.c(['walk my dog at the park', 'play with the grandkids', 'get back to bowling league at ' + ctx.employer(), 'climb stairs to bedroom'])}.",
         "", "OBJECTIVE:",
         f"AROM knee flexion {ctx.ri(70, 125)} deg, ext -{ctx.ri(0, 10)}; MMT quads {ctx.c(['3+/5', '4-/5', '4/5'])}; TUG {ctx.ri(9, 30)} sec; "
         f"Berg {ctx.ri(28, 56)}/56; 6MWT {ctx.ri(120, 450)} m; gait with {ctx.c(['RW', 'SPC', 'no AD', 'rollator'])}.",
         f"Vitals pre: BP {ctx.ri(100, 160)}/{ctx.ri(60, 95)}, HR {ctx.ri(60, 110)}; post: HR {ctx.ri(80, 130)}, SpO2 {ctx.ri(90, 99)}%.",
         f"Interventions: ther-ex 23 min, gait training 15 min, NMES 10 min. {neg(ctx, 1)}.",
         "", "ASSESSMENT/PLAN:",
         f"Progressing toward goals. Continue 2x/week x {ctx.ri(4, 8)} weeks. Next visit {ctx.D(ctx.days(ctx.ri(2, 7)), ctx.c(['wd_md', 'wd', 'md']) if not uk else 'uk_wd')}. "
         f"HEP via {ctx.url()}." if ctx.p(0.5) else "Progressing toward goals; continue per POC.",
         f"Co-treated with {aide.n('given')} ({ctx.c(['PTA', 'OT', 'rehab tech'])}).",
         "", sign_block(ctx, ther, ctx.c(["PT, DPT", "DPT", "PTA", "MCSP", "PT"]), esig=ctx.p(0.5)),
         f"License #{ctx.lic()}" if ctx.p(0.4) else ""]
    return "\n".join(x for x in L if x != "")


def psychiatry_note(ctx):
    pt, uk = ctx.pt, ctx.uk
    psy, ther = ctx.staff(), ctx.staff()
    rel, f = relative(ctx)
    L = [f"PSYCHIATRY {ctx.c(['CONSULTATION', 'OUTPATIENT FOLLOW-UP', 'INTAKE EVALUATION', 'ADMISSION NOTE'])}",
         f"{P('HOSPITAL', ctx.c(['Ridgeview Behavioral Health', 'Cornerstone Behavioral Health'] if not uk else ['Thornbury Park Hospital', 'Bramley Grange Hospital']))}   {ctx.Dn()}",
         f"Name: {pt_header_name(ctx)}   MRN {ctx.mrn()}   Age {ctx.A()}   {ctx.c(['Legal status: voluntary', 'Section 2 MHA', 'Legal status: 72-hr hold', 'Informal'])}",
         "", "ID/CC: " + f"{ctx.age_phrase()}, {ctx.c(['single', 'married', 'divorced'])}, {ctx.c(['unemployed', 'employed as ' + ctx.a_prof(), 'retired ' + ctx.prof(), 'on disability'])}, "
         f"{ctx.c(['referred by PCP', 'brought in by police', 'self-referred', 'referred from ED'])} for {ctx.c(['worsening depression', 'SI with plan', 'manic symptoms', 'auditory hallucinations', 'panic attacks'])}.",
         "", "HPI:",
         f"{pt.n('given') if ctx.p(0.5) else pt.t(uk)} reports {ctx.c(['low mood', 'poor sleep', 'racing thoughts', 'hearing voices'])} since "
         f"{ctx.c([ctx.D(ctx.days(-ctx.ri(20, 200)), 'mon'), ctx.holiday(), 'the death of ' + ctx.his + ' ' + ctx.rf(['brother', 'mother', 'best friend'], 'given') + ' in ' + ctx.D(ctx.days(-ctx.ri(60, 400)), 'my')])}. "
         f"PHQ-9 {ctx.ri(5, 27)}, GAD-7 {ctx.ri(3, 21)}, C-SSRS {ctx.c(['low', 'moderate', 'high'])} risk. "
         f"Lost job at {ctx.employer()} on {ctx.D(ctx.days(-ctx.ri(10, 90)), ctx.c(['md', 'us_long']) if not uk else 'uk_long')}." if ctx.p(0.7) else
         f"{pt.n('given')} reports stable mood; PHQ-9 {ctx.ri(2, 9)}.",
         "", "PSYCHIATRIC HISTORY:",
         f"Prior admissions: {P('HOSPITAL', ctx.c(PL.US_HOSPITALS if not uk else PL.UK_HOSPITALS))} {ctx.D(ctx.days(-ctx.ri(400, 4000)), ctx.c(['y', 'my_apos']))}; "
         f"overdose attempt at age {ctx.A(ctx.ri(14, max(15, ctx.age - 1)))}. Past trials: sertraline, bupropion, lithium (tremor).",
         f"Therapist: {ther.n(ctx.c(['full', 'given']))}, {ctx.c(['LCSW', 'LPC', 'PhD', 'CPN'])} ({ctx.PH()}).",
         "", "SOCIAL/DEVELOPMENTAL:",
         f"Born in {ctx.city_state() if ctx.p(0.6) else P('COUNTRY', ctx.c(PL.COUNTRIES))}; moved to {ctx.city_state()} at age {ctx.A(ctx.ri(3, 30))}. "
         f"Completed {ctx.c(['high school', 'GED', 'some college', 'BSc'])} at {ctx.school()}. {rel.capitalize()} {f.n('full')} is "
         f"{ctx.c(['supportive', 'estranged', 'also struggling with alcohol'])}. "
         + (f"On probation, PO {ctx.fam(same_surname=False).n(ctx.c(['sur', 'full']))} ({ctx.PH()}), case {ctx.idnum('case')}." if ctx.p(0.4) else ""),
         f"Substance: {ctx.c(['EtOH 6-8 beers/day', 'cannabis daily', 'denies', 'IV heroin, last use ' + ctx.D(ctx.days(-ctx.ri(1, 5)), 'wd')])}. {ctx.c(['AUDIT-C 9', 'CIWA 4', 'COWS 11'])}.",
         f"FHx: {ctx.c(['mother', 'father', 'maternal uncle'])} with bipolar disorder; {ctx.c(['brother', 'sister'])} completed suicide at {ctx.A(ctx.ri(16, 50))}.",
         "", "MSE: " + ctx.c(["Disheveled, poor eye contact, psychomotor slowing.", "Well groomed, pressured speech, expansive affect.", "Guarded, internally preoccupied."]) +
         " Thought process linear. Denies HI. Insight fair, judgment limited. MoCA 26/30.",
         "", "PLAN:", f"- Start {ctx.c(['escitalopram 10 mg daily', 'quetiapine 50 mg qHS', 'lithium 300 mg BID (level in 5 days)', 'mirtazapine 15 mg qHS'])}",
         f"- Safety plan completed; crisis line and {rel} {f.n('given')} ({ctx.PH()}) listed as contacts",
         f"- RTC {ctx.D(ctx.days(ctx.ri(7, 28)), ctx.c(['md', 'wd_md', 'us_slash']) if not uk else 'uk_slash')} with {ctx.dr(psy, 'dr_sur')}",
         "", sign_block(ctx, psy, ctx.c(["MD", "DO", "MRCPsych", "PMHNP-BC"]))]
    return "\n".join(x for x in L if x != "")


def obstetric_note(ctx):
    pt, uk = ctx.pt, ctx.uk
    ctx.pt = pt = Person(ctx.rng, "PATIENT", sex="F")
    age = ctx.ri(17, 44)
    ctx.age = age
    ctx.dob = ctx.nd - dt.timedelta(days=age * 365 + ctx.ri(10, 300))
    ob, mw, peds = ctx.staff(), ctx.staff("F"), ctx.staff()
    partner = ctx.fam("M", same_surname=ctx.p(0.5))
    ga_w = ctx.ri(24, 41)
    lmp = ctx.days(-ga_w * 7 - ctx.ri(0, 6))
    edd = lmp + dt.timedelta(days=280)
    g = ctx.ri(1, 5)
    baby = Person(ctx.rng, "FAMILY", surname=pt.surname if ctx.p(0.5) else partner.surname)
    L = [f"{ctx.c(['L&D ADMISSION NOTE', 'OB TRIAGE NOTE', 'ANTENATAL VISIT', 'DELIVERY NOTE', 'POSTPARTUM NOTE'])} - {ctx.H(ctx.c([MAGNOLIA, ctx.hosp]) if not uk else ctx.hosp)}",
         f"{pt_header_name(ctx)}   MRN {ctx.mrn() if not uk else ctx.nhs()}   {ctx.Dn()} {tm(ctx)}",
         "",
         f"{ctx.A()} y/o G{g}P{g - 1}{ctx.c(['0', '1'])}0{g - 1} at {ga_w}w{ctx.ri(0, 6)}d by {ctx.c(['LMP', '8-week US', 'IVF dating'])} "
         f"(LMP {ctx.D(lmp, 'us_slash' if not uk else 'uk_slash')}, EDD {ctx.D(edd, ctx.c(['us_slash', 'us_long']) if not uk else ctx.c(['uk_slash', 'uk_long']))}) "
         f"presenting with {ctx.c(['regular contractions q3-4min', 'leaking fluid since 0400', 'decreased fetal movement', 'headache and BP 152/98', 'routine visit'])}.",
         f"Prenatal care at {ctx.clinic()} with {ctx.dr(ob, 'dr_sur')}; {ctx.c(['GBS negative', 'GBS positive', 'GBS unknown'])}, blood type O+, rubella immune, HIV/HBsAg negative.",
         f"GDM diet-controlled; 1-hr GTT 152 on {ctx.partial(ctx.days(-ctx.ri(40, 90)))}." if ctx.p(0.4) else "A1c 5.4%.",
         f"OB hx: {ctx.c(['NSVD', 'C/S for breech', 'SAB x1', 'VBAC'])} {ctx.D(ctx.days(-ctx.ri(400, 3000)), 'y')} at {P('HOSPITAL', ctx.c(PL.US_HOSPITALS if not uk else PL.UK_HOSPITALS))}, {ctx.ri(2500, 4200)} g.",
         "", f"Vitals: {vitals(ctx, 'line')}. FHT {ctx.ri(120, 160)} moderate variability, + accels, no decels (Cat I).",
         f"SVE: {ctx.ri(1, 10)}/{ctx.ri(30, 100)}/{ctx.c(['-2', '-1', '0', '+1'])}, Bishop score {ctx.ri(3, 11)}. EFW {ctx.ri(2600, 4100)} g.",
         "Labs: " + lab_panel(ctx, n=5, style="inline"), ""]
    if ctx.p(0.5):
        L += [f"DELIVERY: {ctx.c(['NSVD', 'Primary LTCS', 'Vacuum-assisted vaginal delivery', 'Repeat LTCS'])} on {ctx.Dn(ctx.c(['us_slash', 'wd_long']) if not uk else 'uk_slash')} at {tm(ctx)} of a live "
              f"{ctx.c(['female', 'male'])} infant, {baby.n(ctx.c(['full', 'given']))}, {ctx.ri(2400, 4300)} g, Apgars {ctx.ri(5, 9)}/{ctx.ri(7, 9)}. "
              f"Placenta delivered intact; {ctx.c(['2nd degree laceration repaired with 3-0 Vicryl', 'intact perineum', 'QBL 650 mL'])}.",
              f"Peds: {ctx.dr(peds, 'dr_sur')} present. Cord blood banked (ID {ctx.bioid()})." if ctx.p(0.5) else f"Peds: {ctx.dr(peds, 'dr_sur')} present."]
    L += [f"Support: partner {partner.n(ctx.c(['full', 'given']))} ({ctx.prof()}), at bedside; mother {ctx.fam('F').n('given')} en route from {ctx.city_state()}.",
          f"Plan: {ctx.c(['admit for IOL with misoprostol', 'expectant management', 'epidural on request', 'MgSO4 for seizure ppx', 'discharge with kick counts'])}; "
          f"next visit {ctx.D(ctx.days(7), ctx.c(['md', 'wd_md']) if not uk else 'uk_wd')}.",
          "", f"{mw.n(ctx.c(['full', 'gi']))}, {ctx.c(['CNM', 'RN', 'RM', 'Midwife'])}", sign_block(ctx, ob, ctx.c(["MD", "DO", "MRCOG", "FACOG"]))]
    return "\n".join(x for x in L if x != "")


def pediatric_well_visit(ctx):
    uk = ctx.uk
    ctx.pt = pt = Person(ctx.rng, "PATIENT")
    unit = ctx.c(["mo", "yr", "yr", "yr", "wk"])
    if unit == "mo":
        n = ctx.c([2, 4, 6, 9, 12, 15, 18, 24, 30])
        days = n * 30
    elif unit == "wk":
        n = ctx.c([1, 2, 3])
        days = n * 7
    else:
        n = ctx.ri(3, 17)
        days = n * 365
    ctx.dob = ctx.days(-days - ctx.ri(0, 5))
    ctx.age = n
    mom, dad = ctx.fam("F"), ctx.fam("M", same_surname=ctx.p(0.7))
    sib = ctx.fam()
    doc = ctx.staff()
    agephr = ctx.c([f"{ctx.A()}-{ {'mo': 'month', 'yr': 'year', 'wk': 'week'}[unit]}-old", f"{ctx.A()} {unit} old",
                    f"{ctx.A()}{ {'mo': 'mo', 'yr': 'yo', 'wk': 'wk'}[unit]}"])
    L = [f"WELL CHILD VISIT - {P('HOSPITAL', ctx.c(['Eastside Pediatrics', 'Sunrise Pediatric Group', 'Maple Grove Family Health']) if not uk else ctx.c(PL.UK_PRACTICES))}",
         f"Patient: {pt_header_name(ctx)}   {dob_line(ctx)}   MRN: {ctx.mrn()}   Visit: {ctx.Dn()}",
         f"Accompanied by: {ctx.c(['mother', 'father', 'both parents', 'grandmother'])} {mom.n(ctx.c(['given', 'full']))}", "",
         f"{pt.n('given')} is a {agephr} {'girl' if pt.sex == 'F' else 'boy'} here for {ctx.c(['well visit', 'routine check'] + (['school physical', 'sports physical'] if unit == 'yr' and n >= 5 else []))}. "
         f"Born at {ctx.c(['39', '38', '40', '36'])} weeks at {ctx.H(ctx.c([GREENFIELD, MAGNOLIA, ctx.hosp]))}, BW {ctx.ri(2500, 4200)} g, uncomplicated.",
         f"Diet: {ctx.c(['breastfed q2-3h', 'formula 4 oz q3h', 'table foods, whole milk 16 oz/day', 'picky eater, 2% milk'])}. Sleep: {ctx.c(['crib, on back', 'own bed 10 hrs', 'co-sleeping'])}. "
         f"Elimination normal.",
         f"Development: {ctx.c(['social smile, coos', 'fixes and follows'] if unit == 'wk' or (unit == 'mo' and n < 9) else ['pulls to stand, pincer grasp', 'runs, 20+ words', 'ASQ passed all domains'] if unit == 'mo' or n < 5 else ['rides bike, reads chapter books', 'doing well in school', 'plays soccer'])}. "
         + (f"Attends {ctx.school()} ({ctx.c(['daycare', 'preschool', 'grade ' + str(ctx.ri(1, 11))])}); teacher {ctx.c(['Ms.', 'Mrs.', 'Mr.'])} {ctx.fam(same_surname=False).n('sur')} reports {ctx.c(['doing well', 'trouble focusing', 'reading below grade level'])}." if unit == "yr" and n >= 2 else ""),
         f"Family: lives with mom {mom.n('given')} ({ctx.prof()}) and dad {dad.n(ctx.c(['given', 'full']))} ({ctx.prof()} at {ctx.employer()}); "
         f"{ctx.rf(['brother', 'sister'], 'given', same=True)} ({ctx.A(ctx.ri(1, 16))}). {ctx.c(['No smokers at home.', 'Dad smokes outside.', 'Dog and 2 cats.'])}",
         "", f"Growth: wt {round(3.4 + days / 30 * 0.55 if days < 730 else 8 + days / 365 * 2.6, 1)} kg ({ctx.ri(5, 95)}th %ile), ht {round(52 + days / 30 * 2.2) if days < 730 else round(80 + days / 365 * 5.8)} cm ({ctx.ri(5, 95)}th %ile), HC {ctx.ri(35, 52)} cm; BMI {ctx.ri(14, 24)}.{ctx.ri(0, 9)}",
         f"Vitals: HR {ctx.ri(70, 150)}, RR {ctx.ri(16, 40)}, T 36.{ctx.ri(5, 9)}. Vision 20/{ctx.c(['20', '25', '30'])} OU. Hearing pass.",
         f"Exam: normal; {ctx.c([STILL, 'red reflex present bilaterally', 'Tanner 2', 'no hip click (Ortolani/Barlow negative)'])}.",
         "", f"Immunizations given today: {'HepB #2' if unit == 'wk' else 'DTaP, IPV, Hib, PCV15, RV' if unit == 'mo' and n < 12 else 'MMR, varicella, Hep A' if unit == 'mo' or n < 7 else ctx.c(['Tdap, MenACWY, HPV #1', 'influenza (IIV4)'])}. VIS provided.",
         f"Screening: {ctx.c(['lead level 2', 'Hgb 11.8', 'M-CHAT-R low risk', 'PHQ-A 3'])}.",
         f"Anticipatory guidance: car seat, water safety, screen time. Next visit at {ctx.A(ctx.c([6, 9, 12, 15, 18, 24, 30, 4, 5]))} {ctx.c(['months', 'years'])} "
         f"({ctx.D(ctx.days(ctx.ri(60, 365)), ctx.c(['my', 'us_slash', 'mon']) if not uk else 'my')}).",
         "", sign_block(ctx, doc, ctx.c(["MD", "DO", "CPNP", "MD, FAAP", "MBBS"]))]
    return "\n".join(x for x in L if x != "")


def home_health_visit(ctx):
    pt, uk = ctx.pt, ctx.uk
    nurse, super_ = ctx.staff(), ctx.staff()
    rel, f = relative(ctx)
    ag = P("ORGANIZATION", ctx.c(PL.AGENCIES))
    L = [f"HOME HEALTH {ctx.c(['SKILLED NURSING VISIT', 'SOC VISIT', 'RECERTIFICATION', 'PRN VISIT'])} - {ag}",
         f"Patient: {pt_header_name(ctx)}   {dob_line(ctx)}   Episode/Acct: {ctx.acct()}",
         f"Address: {ctx.addr(multiline=False)}",
         f"Directions: {ctx.c(['yellow house behind', 'second driveway past', 'across the road from', 'gate code 4471 at'])} "
         f"{ctx.c(['', 'the '])}{P('LOCATION_OTHER', ctx.c(['Lakeview Park', 'Shell station on Route 9', 'Hillcrest Water Tower', STMARK, 'Dunmore Mill', 'Fairgrounds Arena']))}",
         f"Visit date: {ctx.Dn(ctx.c(['us_slash', 'wd_md']) if not uk else 'uk_slash')}  Time in {tm(ctx)}  Time out {tm(ctx)}  Mileage {ctx.ri(4, 60)}",
         f"Physician: {ctx.dr(ctx.staff(), ctx.c(['dr_full', 'full_cred']))}  {ctx.clinic()}  ph {ctx.PH()}  fax {ctx.FX()}",
         f"Medicare/insurance ID: {ctx.hp()}" if not uk else f"NHS No: {ctx.nhs()}",
         "",
         f"Pt seen at home with {rel} {f.n(ctx.c(['given', 'full']))} present (primary caregiver, {ctx.PH()}). "
         f"{vitals(ctx, 'line')}. Wt {ctx.ri(45, 140)} kg ({ctx.c(['+1.2', '-0.8', '+2.4'])} kg since {ctx.partial(ctx.days(-7))}).",
         f"Skilled: {ctx.c(['wound care to sacral stage 3 PI', 'INR check (POC 2.7)', 'CHF teaching', 'Foley change 16 Fr', 'PICC dressing change, flushed'])}. "
         f"{epo(ctx, 1)}.",
         f"Equipment: O2 concentrator {ctx.c(['Inogen One G5', 'EverFlo 5L', 'DeVilbiss 525'])} SN {ctx.device()} at 2 L; hospital bed; {ctx.c(['BiPAP', 'CPAP', 'nebulizer'])} serial {ctx.device()}.",
         f"DME vendor: {P('ORGANIZATION', ctx.c(['Lincare', 'Apria Healthcare', 'AdaptHealth', 'Medequip']))} ({ctx.PH()})." if ctx.p(0.5) else "",
         f"Home safety: {ctx.c(['throw rugs removed', 'grab bars needed in bathroom', 'smoke detector not working', 'lives alone, neighbour checks daily'])}. "
         f"Pt's {ctx.c(['grandson', 'nephew', 'neighbor'])} {ctx.fam(same_surname=False).n('given')} drives {ctx.him} to appts in a {ctx.c(PL.VEHICLES)} (plate {ctx.plate()}).",
         f"Meds reconciled, pillbox filled for week; pharmacy {ctx.pharmacy()} delivers on {ctx.c(['Mondays', 'Thursdays'])}.",
         f"Next SN visit {ctx.D(ctx.days(ctx.ri(2, 7)), ctx.c(['wd_md', 'md', 'wd']) if not uk else 'uk_wd')}; supervisory visit by {super_.n('full')}, RN due {ctx.D(ctx.days(ctx.ri(8, 14)), 'md' if not uk else 'dm')}.",
         f"Patient signature captured on tablet (device {ctx.device()}); fingerprint ID {ctx.bioid()} used for EVV check-in." if ctx.p(0.5) else
         f"EVV check-in via GPS, {ctx.ip()}.",
         "", f"{nurse.n(ctx.c(['full', 'fullmi']))}, {ctx.c(['RN', 'LPN', 'RN, BSN', 'RGN'])}  ({ctx.user(nurse)})"]
    return "\n".join(x for x in L if x != "")


def death_summary(ctx):
    pt, uk = ctx.pt, ctx.uk
    att, res = ctx.staff(), ctx.staff()
    s = ctx.c(SCEN)
    adm = ctx.days(-ctx.ri(1, 20))
    rel, f = relative(ctx, same=True)
    cause = ctx.c(["MI", "massive PE", "septic shock", "intracranial hemorrhage", "metastatic pancreatic cancer", "respiratory failure"])
    L = [f"DEATH SUMMARY - {ctx.H()}" if not uk else f"DEATH SUMMARY / CERTIFICATION NOTE - {ctx.H()}",
         f"Name: {pt_header_name(ctx)}   MRN: {ctx.mrn()}   {dob_line(ctx)}",
         f"Admitted: {ctx.D(adm)}   Date of death: {ctx.Dn()}   Time: {tm(ctx)}",
         f"Attending: {ctx.dr(att, ctx.c(['dr_full', 'full_cred']))}", "",
         f"{pt.t(uk, ctx.c(['sur', 'full']))} was a {ctx.age_phrase()} with {epo(ctx, 1)} and {ctx.c(['CAD', 'ESRD on HD', 'metastatic NSCLC', 'COPD', 'dementia'])} "
         f"admitted on {ctx.D(adm, ctx.c(['md', 'wd_md']) if not uk else 'uk_wd')} with {s['cc']}. {s['course'].capitalize()}.",
         f"On {ctx.partial(ctx.days(-1))} {ctx.he} developed {ctx.c(['VF arrest', 'PEA arrest', 'worsening hypotension despite 3 pressors', 'agonal respirations'])}. "
         f"After discussion with {rel} {f.n(ctx.c(['full', 'given']))} (HCP), goals transitioned to comfort care.",
         f"Pronounced dead at {tm(ctx)} by {ctx.dr(res, ctx.c(['dr_sur', 'dr_full']))}; no heart sounds, no respirations, pupils fixed.",
         f"In short, {pt.t(uk) if ctx.p(0.5) else pt.n('given')} died of {cause} at {ctx.A()}, "
         f"{ctx.c(['surrounded by family', 'with chaplain present', 'peacefully'])} on {ctx.holiday() if ctx.p(0.2) else ctx.Dn(ctx.c(['wd', 'md_long']) if not uk else 'uk_wd')}.",
         "", "Notifications:",
         f"- Family: {rel} {f.n('given')} notified by phone ({ctx.PH()}) at {tm(ctx)}",
         f"- {'Medical examiner' if not uk else 'Coroner'}: {ctx.c(['case accepted', 'declined jurisdiction'])}, case # {ctx.idnum('case')}, investigator {ctx.fam(same_surname=False).n('full')}",
         f"- Organ procurement: {P('ORGANIZATION', ctx.c(['LifeGift', 'Gift of Life Donor Program', 'NHS Blood and Transplant', 'New England Donor Services']))}, referral #{ctx.idnum('order')}",
         f"- PCP {ctx.dr(ctx.staff(), 'dr_sur')} at {ctx.clinic()} notified via fax {ctx.FX()}",
         f"- Funeral home: {P('ORGANIZATION', ctx.c(['Hawthorne & Sons Funeral Home', 'Riverside Chapel', 'Co-op Funeralcare', 'Gallagher Memorial Home', 'Peace Valley Mortuary']))}, {ctx.city_state()}",
         f"Death certificate no. {ctx.lic()} completed by {ctx.dr(att, 'dr_sur')}; autopsy {ctx.c(['declined', 'requested', 'not indicated'])}.",
         f"{pt.t(uk)} was a retired {ctx.prof()} who had emigrated from {P('COUNTRY', ctx.c(PL.COUNTRIES))} in {ctx.D(ctx.days(-ctx.ri(9000, 20000)), 'y')}." if ctx.p(0.5) else "",
         "", sign_block(ctx, att), transcription(ctx, att) if ctx.p(0.4) else ""]
    return "\n".join(x for x in L if x != "")


def medicolegal_report_uk(ctx):
    ctx.uk = True
    pt = ctx.pt
    exp, gp, ae = ctx.staff(), ctx.staff(), ctx.staff()
    sol = ctx.fam(same_surname=False)
    firm = P("ORGANIZATION", ctx.c(PL.UK_FIRMS))
    ins = P("ORGANIZATION", ctx.c(PL.UK_INSURERS))
    t = pt.title_uk
    acc = ctx.days(-ctx.ri(90, 700))
    exd = ctx.days(-ctx.ri(5, 40))
    car = ctx.c(PL.UK_VEHICLES)
    town = ctx.c(PL.UK_TOWNS)
    kind = ctx.c(["rta", "rta", "work", "slip"])
    L = ["PRIVATE AND CONFIDENTIAL", "MEDICAL REPORT FOR THE COURT", "",
         f"Claimant: {t} {pt.n(ctx.c(['uk', 'full', 'uk2']))}",
         f"Date of birth: {ctx.D(ctx.dob, ctx.c(['uk_long', 'uk_slash', 'uk_ord']))}   Age at accident: {ctx.A(ctx.age - 1 if ctx.p(0.3) else ctx.age)}",
         f"Address: {ctx.addr(town=town, multiline=False)}",
         f"Occupation: {ctx.prof()}" + (f"   NI No: {ctx.ssn()}" if ctx.p(0.5) else ""),
         f"Date of accident: {ctx.D(acc, 'uk_long')}", f"Date of examination: {ctx.D(exd, 'uk_long')}", f"Date of report: {ctx.Dn('uk_long')}",
         f"Place of examination: {P('HOSPITAL', ctx.c(['Harley Medico-Legal Rooms', 'Regus Business Centre', 'Spire Leeds Consulting Suite', 'Nuffield Health Consulting Rooms']))}, {P('CITY', town[0])}",
         "", f"Instructing party: {sol.t(True, ctx.c(['uk', 'uk1', 'full']))}, {firm}, {ctx.addr(multiline=False)}",
         f"Your ref: {ctx.idnum('ref')}   Our ref: {ctx.idnum('ref')}   Claim No: {ctx.idnum('case')}   MedCo ref: {ctx.idnum('ref')}",
         f"Defendant's insurer: {ins} (claim ref {ctx.idnum('ref')})",
         f"Court: County Court at {P('CITY', ctx.c(PL.UK_TOWNS)[0])}",
         "", "1. EXPERT DETAILS",
         f"I am Dr {exp.n(ctx.c(['uk1', 'full', 'uk']))}, {ctx.c(['MBBS FRCS (Tr & Orth)', 'MB ChB FRCEM', 'MBBS MRCGP', 'MBChB FRCS Ed'])}, GMC number {ctx.gmc()}. "
         f"I have been in practice since {ctx.D(ctx.days(-ctx.ri(5000, 11000)), 'y')} and hold a consultant post at {ctx.H(ctx.c(PL.UK_HOSPITALS))}.",
         "", "2. SOURCES OF INFORMATION",
         f"I have had access to the GP records from {P('HOSPITAL', ctx.c(PL.UK_PRACTICES))} ({ctx.c(['Dr', 'Dr'])} {gp.n(ctx.c(['uk1', 'sur']))}) and the A&E records from {ctx.H(ctx.c(PL.UK_HOSPITALS))} "
         f"(hospital number {ctx.mrn()}, NHS number {ctx.nhs()}). I interviewed {t} {pt.n('sur')} in person; {ctx.he} was accompanied by "
         f"{ctx.his} {ctx.rf(['wife', 'husband', 'partner', 'daughter', 'son'], ctx.c(['sur', 'uk1', 'full']), title=True)}.",
         "", "3. CIRCUMSTANCES OF THE ACCIDENT"]
    if kind == "rta":
        L.append(f"{t} {pt.n('sur')} was the {ctx.c(['driver', 'front-seat passenger'])} of a {car}, registration {ctx.plate()}, stationary at traffic lights on "
                 f"{P('STREET', ctx.c(PL.UK_STREETS) + ' ' + ctx.c(['Road', 'Lane', 'Street']))} in {P('CITY', town[0])} when it was struck from behind by a "
                 f"{ctx.c(PL.UK_VEHICLES)} (registration {ctx.plate()}) travelling at an estimated 30 mph. {ctx.He} was wearing a seatbelt; the airbags did not deploy. "
                 f"The {car} was {ctx.ri(2, 9)} years old and was written off.")
    elif kind == "work":
        L.append(f"{t} {pt.n('sur')} was working as {ctx.a_prof()} for {ctx.employer()} at the {P('LOCATION_OTHER', ctx.c(['Lister Mills site', 'Thornton depot', 'Aire Valley distribution centre', 'Kirkgate warehouse']))} "
                 f"when a pallet fell from a racking unit, striking {ctx.his} right shoulder. The supervisor, {ctx.fam(same_surname=False).t(True, ctx.c(['sur', 'full']))}, completed an accident book entry (ref {ctx.idnum('ref')}).")
    else:
        L.append(f"{t} {pt.n('sur')} slipped on a wet floor in the {ctx.employer()} store on {P('STREET', ctx.c(PL.UK_STREETS) + ' Street')}, {P('CITY', town[0])}, landing on an outstretched left hand.")
    L += ["", "4. IMMEDIATE AFTERMATH AND TREATMENT",
          f"{ctx.He} attended the Emergency Department at {ctx.H(ctx.c(PL.UK_HOSPITALS))} {ctx.c(['the same evening', 'the following day', 'two days later'])}, "
          f"where {ctx.dr(ae, 'dr_init')} recorded {ctx.c(['neck pain with reduced rotation', 'tenderness over the right AC joint', 'a swollen left wrist; X-ray showed a Colles fracture'])}. "
          f"{ctx.He} saw {ctx.his} GP, Dr {gp.n('sur')}, on {ctx.D(acc + dt.timedelta(days=ctx.ri(3, 14)), 'uk_long')} and was prescribed co-codamol 30/500 and naproxen 500 mg BD. "
          f"{ctx.He} underwent {ctx.ri(4, 12)} sessions of physiotherapy at {P('HOSPITAL', ctx.c(['Pennine Physio', 'PhysioFirst Halifax', 'Calder Valley Hospital', 'Bupa Physio Centre']))} "
          f"between {ctx.D(acc + dt.timedelta(days=ctx.ri(20, 40)), 'uk_abbr')} and {ctx.D(acc + dt.timedelta(days=ctx.ri(60, 120)), 'uk_abbr')}.",
          "", "5. EFFECT ON WORK AND DAILY LIFE",
          f"{t} {pt.n('sur')} was off work from {ctx.employer()} for {ctx.ri(2, 12)} weeks and returned on light duties on {ctx.D(acc + dt.timedelta(days=ctx.ri(20, 90)), 'uk_ord')}. "
          f"{ctx.He} could not manage {ctx.his} {ctx.c(['allotment', 'five-a-side football', 'grandchildren at weekends', 'caravan holiday to ' + P('CITY', ctx.c(PL.UK_TOWNS)[0])])} "
          f"and missed {ctx.his} {ctx.rf(['son', 'daughter'], 'given')}'s wedding at {ctx.holiday()}. Travel anxiety persists when driving on motorways.",
          "", "6. PAST MEDICAL HISTORY",
          f"The GP records show {epo(ctx, 1)} and a previous {ctx.c(['back strain in', 'whiplash claim in', 'knee arthroscopy in'])} {ctx.D(ctx.days(-ctx.ri(1500, 6000)), ctx.c(['y', 'my']))}. No relevant pre-existing symptoms.",
          "", "7. EXAMINATION",
          f"{ctx.He} is {ctx.ri(150, 195)} cm, {ctx.ri(50, 120)} kg. Cervical rotation 60/80 degrees to the left, Spurling negative; shoulder abduction 150 degrees; "
          f"grip 28 kg right / 34 kg left. {neg(ctx, 1)}.",
          "", "8. OPINION AND PROGNOSIS",
          f"On the balance of probabilities the {ctx.c(['whiplash-associated disorder (WAD II)', 'soft tissue injury', 'fracture'])} was caused by the index accident. "
          f"I expect full resolution within {ctx.ri(6, 24)} months of the accident, i.e. by {ctx.D(acc + dt.timedelta(days=ctx.ri(180, 700)), 'my')}. No further investigation is required.",
          "", "9. STATEMENT OF TRUTH",
          "I confirm that I have made clear which facts and matters referred to in this report are within my own knowledge and which are not. "
          "I understand my duty to the court and have complied with it (CPR Part 35 and PD 35).",
          "", f"Signed: Dr {exp.n(ctx.c(['uk1', 'uk', 'full']))}", f"Dated: {ctx.Dn(ctx.c(['uk_long', 'uk_slash', 'uk_ord']))}",
          f"{P('ORGANIZATION', ctx.c(['Northern Medico-Legal Services Ltd', 'Premex Services', 'Speed Medical', 'Pennine Expert Reports']))}, {ctx.addr(multiline=False)}, tel {ctx.PH()}, {ctx.staff_email(exp) if ctx.p(0.5) else ctx.url()}",
          f"cc: {sol.t(True, 'sur')} ({firm}), by secure email to {ctx.email(sol, ctx.c(['hartleybrennan.co.uk', 'crowthermoss.law', 'ashdownkerr.com']))}"]
    return "\n".join(x for x in L if x != "")
