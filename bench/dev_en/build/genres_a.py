"""Genre templates, part A."""
from common import *  # noqa: F401,F403
from common import SCEN, DEPTS, tm, pref, pt_header_name, dob_line, sign_block, transcription, us_header, uk_letterhead, audit, neg, epo, relative
from core import P, lab_panel, vitals, med_list, num_words
import pools as PL


def discharge_summary(ctx):
    s = ctx.c(SCEN)
    att, res, pcp = ctx.staff(), ctx.staff(), ctx.staff()
    adm = ctx.days(-ctx.ri(3, 12))
    pt, uk = ctx.pt, ctx.uk
    rel, f = relative(ctx)
    L = []
    if uk:
        L += [uk_letterhead(ctx, "DISCHARGE SUMMARY"), "",
              f"Name: {pt.t(True, 'full')}   Hospital No: {ctx.mrn()}   NHS No: {ctx.nhs()}",
              f"{dob_line(ctx)} ({ctx.A()} yrs)   Ward: {P('HOSPITAL', ctx.c(PL.UK_WARDS))}, bed {ctx.bed()}",
              f"Admitted: {ctx.D(adm)}   Discharged: {ctx.Dn()}",
              f"Consultant: {ctx.dr(att, 'dr_init')}   GP: {ctx.dr(pcp, 'dr_init')}, {ctx.clinic()}"]
    else:
        L += [us_header(ctx, "Discharge Summary", att), f"Admission Date: {ctx.D(adm)}", f"Discharge Date: {ctx.Dn()}",
              f"PCP: {ctx.dr(pcp)} ({ctx.clinic()}, ph {ctx.PH()})"]
        if ctx.p(0.5):
            L.append(f"Unit: {P('HOSPITAL', ctx.c(PL.US_UNITS))}  Room {ctx.room()}")
    L += ["", "PRINCIPAL DIAGNOSIS: " + s["dx"], "SECONDARY: " + epo(ctx, 2), "",
          "HISTORY OF PRESENT ILLNESS:",
          f"{pt.t(uk) if ctx.p(0.5) else pt.n('full')} is a {ctx.age_phrase()} who presented to the "
          f"{ctx.c(['ED', 'emergency department', 'A&E'] if uk else ['ED', 'emergency department', 'ER'])} on {ctx.D(adm, ctx.c(['md', 'us_slash', 'wd_md']) if not uk else 'uk_wd')} "
          f"with {s['cc']}: {s['hpi']}. {ctx.c(['She', 'He'] if False else [pt.n('given'), pt.t(uk)])} was brought in by "
          f"{'her' if pt.sex == 'F' else 'his'} {rel} {f.n(ctx.c(['given', 'full']))}.",
          "", "HOSPITAL COURSE:",
          f"{s['course'].capitalize()}. Imaging on {ctx.partial(ctx.days(-ctx.ri(2, 3)))} showed {s['img']}. "
          f"Labs on {ctx.partial(adm)}:", lab_panel(ctx), "",
          f"PT/OT evaluated on {ctx.partial(ctx.days(-1))} and recommended {ctx.c(['home with services', 'home', 'SNF placement', 'acute rehab'])}. "
          f"{ctx.c(['Seen with', 'Discussed with', 'Co-managed with'])} {ctx.staff().n('given')} ({ctx.c(['PA', 'NP', 'PharmD'])}). {neg(ctx, 2)}.",
          ]
    if ctx.p(0.5):
        r2, f2 = relative(ctx)
        L.append(f"Family meeting held {ctx.partial(ctx.days(-2))}-{ctx.partial(ctx.days(-1))} with {r2} {f2.n('full')} "
                 f"({f2.n('given')} can be reached at {ctx.PH()}); code status confirmed {ctx.c(['full code', 'DNR/DNI', 'DNAR'])}.")
    L += ["", "DISCHARGE MEDICATIONS:", med_list(ctx), "",
          f"Discharge vitals: {vitals(ctx, 'line')}", "",
          "FOLLOW-UP:",
          f"- {ctx.dr(pcp, 'dr_sur')} at {ctx.clinic()} in 1 week ({ctx.D(ctx.days(ctx.ri(5, 10)), ctx.c(['wd_md', 'md', 'us_long']) if not uk else 'uk_wd')}); "
          f"tel {ctx.PH()}",
          f"- {ctx.c(DEPTS)} clinic, {ctx.H(ctx.c(PL.UK_HOSPITALS if uk else PL.US_HOSPITALS))}, {ctx.D(ctx.days(ctx.ri(14, 40)))} at {tm(ctx)}",
          f"Discharged to: {ctx.addr() if ctx.p(0.5) else P('HOSPITAL', ctx.c(PL.UK_CAREHOMES if uk else PL.US_CAREHOMES))}", ""]
    L.append(sign_block(ctx, att, ctx.cred()))
    if ctx.p(0.5):
        L.append(f"Dictated by {res.n(ctx.c(['full', 'fullmi']))}, {ctx.c(['MD', 'DO', 'MBChB'])}, resident")
    L.append(transcription(ctx, att))
    L.append(f"cc: {ctx.dr(pcp, 'dr_full')}, {ctx.clinic()}, fax {ctx.FX()}")
    return "\n".join(L)


def history_and_physical(ctx):
    s = ctx.c(SCEN)
    att = ctx.staff()
    pt, uk = ctx.pt, ctx.uk
    mom_age, dad_age = ctx.ri(48, 94), ctx.ri(45, 92)
    rel, f = relative(ctx, sex="M" if pt.sex == "F" else "F", same=True)
    rel = "husband" if pt.sex == "F" else "wife"
    L = [us_header(ctx, ctx.c(["History and Physical", "Admission H&P", "H&P"]), att) if not uk else
         f"{ctx.H()}\nADMISSION CLERKING\n{pt.n('CAPS')}  Hosp no {ctx.mrn()}  {dob_line(ctx)}",
         f"Date of admission: {ctx.Dn()} {tm(ctx)}",
         f"Source: {ctx.c(['ED', 'direct admit from clinic', 'transfer from ' + P('HOSPITAL', ctx.c(PL.US_HOSPITALS if not uk else PL.UK_HOSPITALS))])}",
         "", f"CC: {s['cc']}", "",
         f"HPI: {ctx.age_phrase()} with {ctx.c(['HTN, HLD, T2DM', 'CKD 3b, AF on apixaban', 'COPD on 2L home O2', 'HFrEF (EF 30%)', 'no significant PMH'])} "
         f"presenting with {s['hpi']}. Symptoms began {ctx.c(['on', 'the morning of', 'the evening of'])} {ctx.D(ctx.days(-ctx.ri(1, 5)), ctx.c(['wd', 'wd_md', 'md']) if not uk else ctx.c(['wd', 'uk_wd']))}. "
         f"{pref(ctx)} {ctx.c(['denies recent travel', 'returned from ' + P('COUNTRY', ctx.c(PL.COUNTRIES)) + ' on ' + ctx.D(ctx.days(-ctx.ri(5, 20)), ctx.c(['md', 'md_long']) if not uk else 'dm_long')])}; last seen by {ctx.dr(ctx.staff(), 'dr_sur')} in {ctx.D(ctx.days(-ctx.ri(40, 200)), 'my')}.",
         "", "PMH: " + epo(ctx, 2) + f"; appendectomy {ctx.D(ctx.days(-ctx.ri(3000, 15000)), 'y')}; "
         f"{ctx.c(['TKA', 'CABG x3', 'lap chole', 'C-section', 'TURP'])} in {ctx.D(ctx.days(-ctx.ri(400, 4000)), ctx.c(['y', 'my', 'my_apos']))}",
         "Medications:", med_list(ctx, numbered=False), "Allergies: " + ctx.c(["NKDA", "penicillin (rash)", "sulfa (hives)", "codeine (nausea)"]),
         "", "SOCIAL HISTORY:",
         f"Lives {ctx.c(['with', 'in a house with', 'in an apartment with'])} {rel} {f.n(ctx.c(['given', 'full']))} in {ctx.city_state()}. "
         f"{ctx.c(['Works as', 'Retired from work as', 'Formerly', 'Employed as'])} {ctx.a_prof()}" +
         (f" at {ctx.employer()}" if ctx.p(0.6) else "") + ". " + ctx.c(['Never smoker', 'Former smoker, quit ' + ctx.D(ctx.days(-ctx.ri(400, 9000)), ctx.c(['y', 'my_apos'])), '1 ppd x 30 yrs', 'Vapes daily'])
         + f". {f.n('given')} is {ctx.a_prof()}.",
         f"FAMILY HISTORY: Mother died at {ctx.A(mom_age)} of {ctx.c(['stroke', 'breast cancer', 'MI', 'dementia'])}; father "
         f"{ctx.c(['alive at', 'had an MI at', 'died aged'])} {ctx.A(dad_age)}; sister {ctx.fam('F').n('given')} with {ctx.c(['T2DM', 'lupus', 'colon cancer at ' + P('AGE', str(ctx.ri(38, 70)))])}.",
         "", "ROS: otherwise negative x10 systems.", "",
         "PHYSICAL EXAM:", vitals(ctx, "list"),
         f"Gen: {ctx.c(['NAD', 'uncomfortable', 'ill-appearing'])}. CV: RRR, {neg(ctx, 1)}. Lungs: {ctx.c(['clear', 'crackles at bases', 'diffuse wheeze'])}. "
         f"Abd: soft. Neuro: {epo(ctx, 1)}.",
         "", "LABS:", lab_panel(ctx), "",
         "ASSESSMENT/PLAN:", f"{ctx.age_phrase(False)} with {s['dx']}.",
         f"1. {s['dx'].capitalize()} - {s['course'].split(',')[0]}.",
         f"2. DVT ppx: {ctx.c(['heparin 5000 units SC q8h', 'enoxaparin 40 mg SC daily', 'SCDs'])}.",
         f"3. Dispo: {ctx.c(['inpatient', 'obs'])}; HCP is {rel} {f.n('given')}, {ctx.PH()}.", ""]
    L.append(sign_block(ctx, att))
    if ctx.p(0.4):
        sc = ctx.staff()
        L.append(f"Scribed by {sc.n('full')} for {ctx.dr(att, 'dr_sur')}. I attest the above. -{att.n('initns')}")
    if ctx.p(0.3):
        L.append(audit(ctx))
    return "\n".join(L)


def progress_note(ctx):
    s = ctx.c(SCEN)
    att, pa, rn = ctx.staff(), ctx.staff(), ctx.staff("F")
    pt, uk = ctx.pt, ctx.uk
    hd = ctx.ri(2, 9)
    L = []
    if ctx.p(0.5):
        L.append(f"PROGRESS NOTE - {ctx.c(DEPTS)}  {ctx.Dn(ctx.c(['wd_long', 'us_slash', 'dmy_abbr']) if not uk else 'uk_wd_y')}")
        L.append(f"{pt_header_name(ctx)}  {ctx.mrn()}  {ctx.c(['Rm', 'Room', 'Bed'])} {ctx.room()}")
    else:
        L.append(us_header(ctx, "Daily Progress Note", None))
        L.append(f"Date of service: {ctx.Dn()}")
    L += [f"HD #{hd}, POD {hd - 1}" if ctx.p(0.3) else f"Hospital day {hd}", "",
          f"S: {ctx.c(['No acute events overnight.', 'Febrile overnight to 38.4.', 'Pt reports improved breathing.', 'Poor sleep, pain 5/10.'])} "
          f"{pref(ctx)} {ctx.c(['ambulated with PT', 'tolerating diet', 'had one episode of emesis', 'asking about discharge'])}. "
          f"Per nurse {rn.n('given')}, {ctx.c(['UOP adequate', 'refused AM labs', 'Foley removed at 0600', 'needed PRN x2'])}.",
          "", "O:", vitals(ctx, ctx.c(["line", "list", "compact"])),
          f"I/O: {ctx.ri(800, 2400)}/{ctx.ri(600, 3200)}",
          "Exam: " + ctx.c(["lungs with improved air entry", "JVP 8 cm", "abdomen soft, mildly tender RUQ", "wound c/d/i"]) + "; " + neg(ctx, 1),
          "", f"Labs ({ctx.partial(ctx.nd)}):", lab_panel(ctx, style="table"), ""]
    if ctx.p(0.5):
        L += [f"Prior ({ctx.partial(ctx.days(-1))}):", lab_panel(ctx, n=4, style="inline"), ""]
    L += ["A/P:", f"{ctx.age_phrase(False)} HD{hd} for {s['dx']}.",
          f"- {s['course'].split(',')[0].capitalize()}; reassess {ctx.partial(ctx.days(1))}",
          f"- Echo {ctx.partial(ctx.days(-ctx.ri(1, 3)))}: EF {ctx.ri(20, 65)}%",
          f"- Abx course {ctx.partial(ctx.days(-2))}-{ctx.partial(ctx.days(ctx.ri(3, 6)))}" if ctx.p(0.6) else "- no abx",
          f"- {epo(ctx, 1)}",
          f"- Dispo: d/w CM {ctx.staff().n(ctx.c(['given', 'full']))}; likely {ctx.c(['home', 'SNF', 'rehab'])} {ctx.D(ctx.days(ctx.ri(1, 3)), ctx.c(['wd', 'md']) if not uk else 'wd')}",
          "", f"Seen with {pa.n(ctx.c(['given', 'full']))} ({ctx.c(['PA', 'NP', 'PA-C'])}) and discussed with attending {ctx.dr(att, 'dr_sur')}.",
          sign_block(ctx, pa, ctx.c(["PA-C", "NP", "MD"])),
          f"Pager {ctx.pager()}" if not uk else f"Bleep {ctx.pager()}"]
    return "\n".join(L)


def ed_note(ctx):
    att, sc, rn = ctx.staff(), ctx.staff(), ctx.staff()
    pt, uk = ctx.pt, ctx.uk
    mvc = ctx.p(0.4)
    s = ctx.c(SCEN)
    L = [f"{ctx.H()} {'Emergency Department' if not uk else 'Emergency Department (A&E)'}",
         f"{pt_header_name(ctx)}   {ctx.A()}{pt.sex}   MRN {ctx.mrn()}   Arrival: {ctx.Dn(ctx.c(['us_slash', 'us_short']) if not uk else 'uk_slash')} {tm(ctx)}",
         f"Mode: {ctx.c(['EMS', 'walk-in', 'private vehicle', 'police'])}   Triage: ESI {ctx.ri(1, 4)}   Bed: {ctx.c(['Trauma ', 'Hall ', 'Resus ', 'Pod C '])}{ctx.bed()}",
         ""]
    if mvc:
        L += ["CC: MVC",
              f"HPI: {ctx.age_phrase()} restrained driver of a {ctx.c(PL.VEHICLES if not uk else PL.UK_VEHICLES)} (plate {ctx.plate()}) "
              f"struck on the passenger side at ~40 mph at the intersection of {P('STREET', ctx.c(PL.US_STREETS) + ' ' + ctx.c(['Ave', 'St', 'Rd']))} and "
              f"{P('STREET', ctx.c(PL.US_STREETS) + ' ' + ctx.c(['Blvd', 'Dr', 'Road']))} in {ctx.city_state()}. +airbag deployment, "
              f"self-extricated. Police report #{ctx.idnum('case')}. Complains of neck and left chest wall pain 7/10.",
              f"Other driver's vehicle VIN {ctx.vin()} per officer {ctx.fam('M', False).n(ctx.c(['sur', 'full']))}." if ctx.p(0.5) else ""]
    else:
        L += [f"CC: {s['cc']}", f"HPI: {ctx.age_phrase()} with {s['hpi']}. Sent in by {ctx.dr(ctx.staff(), 'dr_sur')} from "
              f"{ctx.clinic()}. Last visit here {ctx.D(ctx.days(-ctx.ri(30, 600)), ctx.c(['my', 'my_apos', 'us_slash']))}."]
    if ctx.p(0.25):
        L.append(f"Pt arrived without ID; identity confirmed by {ctx.c(['police fingerprint match', 'biometric palm scan', 'AFIS fingerprint query'])} (ref {ctx.bioid()}).")
    if ctx.p(0.3):
        L.append(f"Visiting from {P('COUNTRY', ctx.c(PL.COUNTRIES))}; staying with relatives at {ctx.addr(multiline=False)}.")
    L += [f"Hx obtained from {pref(ctx)} and {ctx.his} {ctx.rf(['daughter', 'son', 'roommate', 'wife', 'husband'], ctx.c(['given', 'full', 'given']))} ({ctx.PH()}).",
          "", "Triage vitals: " + vitals(ctx, "line"), f"Repeat at {tm(ctx)}: " + vitals(ctx, "compact"),
          "Exam: " + ctx.c(["GCS 15", "GCS 14 (E4V4M6)", "alert, oriented x3"]) + f"; {neg(ctx, 2)}; {epo(ctx, 1)}.",
          "", "ED course:",
          f"{tm(ctx)} {ctx.c(['CXR', 'CT head', 'ECG', 'CTA chest', 'FAST'])} ordered (order #{ctx.idnum('order')})",
          f"{tm(ctx)} {ctx.c(['ketorolac 15 mg IV', 'morphine 4 mg IV', 'NS 1 L bolus', 'aspirin 324 mg PO', 'ondansetron 4 mg IV'])} given by {rn.n('given')} RN",
          f"{tm(ctx)} labs resulted: " + lab_panel(ctx, n=6, style="inline"),
          f"{tm(ctx)} d/w {ctx.dr(ctx.staff(), ctx.c(['dr_sur', 'dr_full']))} ({ctx.c(['ortho', 'cards', 'surgery', 'hospitalist'])}), pager {ctx.pager()}",
          "", f"Impression: {('chest wall contusion; cervical strain' if mvc else s['dx'])}",
          f"Dispo: {ctx.c(['admit to medicine', 'discharge home', 'transfer to ' + P('HOSPITAL', ctx.c(PL.US_HOSPITALS if not uk else PL.UK_HOSPITALS)), 'obs'])}",
          f"Work note provided for {ctx.employer()} through {ctx.D(ctx.days(ctx.ri(2, 5)), ctx.c(['wd_md', 'md', 'us_slash']) if not uk else 'uk_slash')}." if ctx.p(0.5) else "",
          "", f"I, {sc.n('full')}, am scribing for and in the presence of {ctx.dr(att, 'dr_full')}.",
          f"{att.n('full')}, {ctx.c(['MD', 'DO'])} - {ctx.Dn('us_slash' if not uk else 'uk_slash')} {tm(ctx)}"]
    return "\n".join(x for x in L if x is not None)


def icu_flowsheet_note(ctx):
    rn1, rn2, att, rt = ctx.staff(), ctx.staff(), ctx.staff(), ctx.staff()
    pt, uk = ctx.pt, ctx.uk
    rel, f = relative(ctx)
    L = [f"{ctx.c(['MICU', 'SICU', 'CVICU', 'Neuro ICU', 'ICU'])} FLOWSHEET SUMMARY - {ctx.H()}",
         f"{pt_header_name(ctx)} | MRN {ctx.mrn()} | {ctx.A()} y | Bed {ctx.c(['', 'ICU-', 'CVICU '])}{ctx.bed()} | Date {ctx.Dn(ctx.c(['us_slash', 'iso']) if not uk else 'uk_slash')}",
         f"Attending: {ctx.dr(att, 'dr_sur')}   RN (days): {rn1.n(ctx.c(['full', 'gi']))}   RN (nights): {rn2.n(ctx.c(['full', 'gi', 'given']))}   RT: {rt.n('full')}",
         "", "Time  | HR  | BP      | MAP | RR | SpO2 | Temp"]
    r = ctx.rng
    for h in r.sample(range(0, 24), 5):
        bp = (r.randint(82, 160), r.randint(40, 90))
        L.append(f"{h:02d}00  | {r.randint(60, 130):<3} | {bp[0]}/{bp[1]:<3} | {(bp[0] + 2 * bp[1]) // 3:<3} | {r.randint(12, 32):<2} | {r.randint(88, 100)}%  | {r.uniform(36.0, 39.2):.1f}")
    L += ["", f"Vent: {ctx.c(['AC/VC', 'PRVC', 'PSV'])} TV {r.randint(380, 520)} RR {r.randint(12, 24)} PEEP {r.randint(5, 14)} FiO2 {r.choice([30, 40, 50, 60, 80])}%; "
          f"ABG {r.uniform(7.2, 7.48):.2f}/{r.randint(30, 60)}/{r.randint(60, 140)}",
          f"Drips: norepinephrine {r.uniform(0.02, 0.3):.2f} mcg/kg/min, propofol {r.randint(10, 50)} mcg/kg/min, fentanyl {r.randint(25, 150)} mcg/h",
          f"Lines: R IJ CVC placed {ctx.partial(ctx.days(-r.randint(1, 4)))}, L radial art line, {epo(ctx, 1)}",
          f"I/O 24h: {r.randint(1500, 4000)}/{r.randint(600, 3000)} mL",
          "Labs:", lab_panel(ctx, style=ctx.c(["fish", "table"])), ""]
    if ctx.p(0.6):
        L.append(f"Devices: {ctx.c(['Impella CP', 'IABP', 'CRRT (Prismaflex)', 'LVAD HeartMate 3', 'infusion pump'])} serial {ctx.device()}; "
                 f"{ctx.c(['ICD', 'pacemaker', 'insulin pump'])} interrogated, SN {ctx.device()}")
    if ctx.p(0.5):
        L.append(f"Med cabinet override by {rn1.n('gi')} (badge fingerprint ID {ctx.bioid()}) at {tm(ctx)}")
    L += [f"Events: {tm(ctx)} desaturation to 84% during turn, resolved with suction; {tm(ctx)} CT head, transported by {rn2.n('given')}.",
          f"Family: {rel} {f.n(ctx.c(['full', 'given']))} at bedside {ctx.c(['overnight', 'this afternoon'])}; updated by {ctx.dr(att, 'dr_sur')}. "
          f"Prefers calls at {ctx.PH()}. Visitor restrictions per unit policy.",
          f"Plan: SAT/SBT in AM, goal MAP > 65, {ctx.c(['wean pressors', 'diurese', 'trend lactate q4h', 'CT abd if worsening'])}.",
          f"Note by {sign_block(ctx, rn1, 'RN')}"]
    if ctx.p(0.5):
        L.append(audit(ctx, rn1))
    return "\n".join(L)


RAD_EXAMS = [("CT CHEST WITH CONTRAST", "Pulmonary nodules are not seen. No mediastinal lymphadenopathy."),
             ("MRI BRAIN WITHOUT AND WITH CONTRAST", "No abnormal enhancement. Ventricles normal in size."),
             ("XR CHEST 2 VIEWS", "Heart size upper normal. No pneumothorax."),
             ("CT ABDOMEN/PELVIS WITH IV CONTRAST", "Liver, spleen and pancreas unremarkable. No free air."),
             ("US RIGHT UPPER QUADRANT", "Common bile duct measures 4 mm."),
             ("CTA HEAD AND NECK", "No flow-limiting stenosis of the cervical carotid arteries."),
             ("XR LEFT HIP AND PELVIS", "Degenerative change at the SI joints."),
             ("MAMMOGRAM SCREENING BILATERAL", "Scattered fibroglandular densities. BI-RADS 1."),
             ("US LOWER EXTREMITY VENOUS DUPLEX", "Veins are compressible with normal augmentation."),
             ("CT HEAD WITHOUT CONTRAST", "Gray-white differentiation preserved. No hemorrhage.")]


def radiology_report(ctx):
    rad, ref, res = ctx.staff(), ctx.staff(), ctx.staff()
    pt, uk = ctx.pt, ctx.uk
    ex, fnd = ctx.c(RAD_EXAMS)
    s = ctx.c(SCEN)
    L = [f"{ctx.H()} - {ctx.c(['Department of Radiology', 'Imaging Services', 'Diagnostic Imaging'])}",
         f"PATIENT: {pt_header_name(ctx)}        {dob_line(ctx)}        MRN: {ctx.mrn() if not uk else ctx.nhs()}",
         f"ACCESSION: {ctx.idnum('acc')}    ORDER #: {ctx.idnum('order')}",
         f"EXAM: {ex}",
         f"DATE OF EXAM: {ctx.Dn()} {tm(ctx)}",
         f"ORDERING: {ctx.dr(ref, ctx.c(['full_cred', 'dr_full']))}" + (f" ({ctx.clinic()})" if ctx.p(0.5) else ""),
         "", f"CLINICAL HISTORY: {ctx.age_phrase()} with {s['cc']}. {ctx.c(['r/o PE', 'eval for fracture', 'staging', 'follow-up nodule', 'r/o stroke'])}.",
         f"COMPARISON: {ctx.c([ctx.D(ctx.days(-ctx.ri(30, 900))) + ' CT', 'None.', 'Radiograph from ' + ctx.D(ctx.days(-ctx.ri(30, 900)), ctx.c(['my', 'us_slash'] if not uk else ['my', 'uk_slash'])), 'Outside study from ' + P('HOSPITAL', ctx.c(PL.US_HOSPITALS if not uk else PL.UK_HOSPITALS)) + ' dated ' + ctx.D(ctx.days(-ctx.ri(5, 60)))])}",
         f"TECHNIQUE: Standard protocol. {ctx.ri(60, 100)} mL Omnipaque 350 IV. DLP {ctx.ri(180, 900)} mGy-cm.",
         "", "FINDINGS:", f"{s['img'].capitalize()}. {fnd} {ctx.c(['Incidental 4 mm RUL nodule.', 'Mild degenerative disc disease.', 'Small hiatal hernia.', ''])}",
         "", "IMPRESSION:", f"1. {s['img'].capitalize()}.", f"2. {ctx.c(['No other acute findings.', 'Follow-up per Fleischner guidelines.', 'Correlate clinically.'])}"]
    if ctx.p(0.6):
        if ctx.p(0.6):
            L.append(f"Critical result called to {ctx.dr(ref, ctx.c(['dr_sur', 'dr_full']))} by {rad.n('sur')} at {tm(ctx)} on "
                     f"{ctx.Dn(ctx.c(['md', 'us_slash']) if not uk else 'uk_slash')}, read back confirmed ({ctx.ext()}).")
        else:
            L.append(f"Findings discussed with {ctx.c(['covering NP', 'the ordering PA', 'the resident'])} {ref.n('given')} via phone {ctx.PH()} on {ctx.Dn()}.")
    L += ["", f"Dictated by: {res.n('full')}, {ctx.c(['MD', 'DO', 'MBBS'])} (resident)" if ctx.p(0.5) else "",
          f"Electronically signed by: {rad.n(ctx.c(['full', 'fullmi', 'LF']))}, {ctx.c(['MD', 'MD, FRCR', 'DO', 'MBBS FRCR'])}  {ctx.Dn('us_slash' if not uk else 'uk_slash')} {tm(ctx)}",
          f"Workstation: {ctx.c(['RADWS', 'PACS', 'rd'])}{ctx.ri(1, 40)} ({ctx.ip()})" if ctx.p(0.4) else ""]
    return "\n".join(x for x in L if x != "")


PATH_CASES = [
        ("Colon, sigmoid, resection", "Adenocarcinoma, moderately differentiated, invading into pericolorectal tissue", "pT3 pN1a M0; 1/18 lymph nodes positive"),
        ("Breast, left, lumpectomy", "Invasive ductal carcinoma, Nottingham grade 2, ER+/PR+/HER2 negative", "pT1c pN0(sn) ; margins negative (closest 3 mm)"),
        ("Prostate, needle biopsies x12", "Acinar adenocarcinoma, Gleason 3+4=7 (Grade Group 2) in 4/12 cores", "perineural invasion present"),
        ("Skin, right upper back, excision", "Malignant melanoma, superficial spreading type, Breslow thickness 1.2 mm, Clark level III", "pT2a; margins clear"),
        ("Gallbladder, cholecystectomy", "Acute on chronic cholecystitis with cholelithiasis", "no dysplasia or malignancy"),
        ("Lymph node, left cervical, excision", "Classic Hodgkin lymphoma, nodular sclerosis type", "CD30+, CD15+, CD20 negative"),
        ("Kidney, right, partial nephrectomy", "Clear cell renal cell carcinoma, WHO/ISUP grade 2", "pT1a; margins negative"),
        ("Endometrium, biopsy", "Complex atypical hyperplasia", "no invasive carcinoma identified"),
        ("Stomach, antrum, biopsy", "Chronic active gastritis with Helicobacter pylori organisms", "no intestinal metaplasia")]


def pathology_report(ctx):
    path, surg, gros = ctx.staff(), ctx.staff(), ctx.staff()
    pt, uk = ctx.pt, ctx.uk
    site, dx, stage = ctx.c([x for x in PATH_CASES if not (pt.sex == "M" and x[0].split(",")[0] in ("Breast", "Endometrium")) and not (pt.sex == "F" and x[0].startswith("Prostate"))])
    acc = ctx.idnum("acc")
    L = [f"{ctx.H()} - Department of {'Cellular Pathology' if uk else 'Pathology and Laboratory Medicine'}",
         f"SURGICAL PATHOLOGY REPORT            Case: {acc}",
         f"Patient: {pt_header_name(ctx)}   {'NHS No' if uk else 'MRN'}: {ctx.nhs() if uk else ctx.mrn()}   {dob_line(ctx)} (Age: {ctx.A()})",
         f"Collected: {ctx.D(ctx.days(-ctx.ri(2, 6)))}   Received: {ctx.D(ctx.days(-ctx.ri(1, 2)))}   Reported: {ctx.Dn()}",
         f"Submitting physician: {ctx.dr(surg, ctx.c(['dr_full', 'full_cred']))}   Location: {ctx.c([P('HOSPITAL', ctx.c(PL.US_CLINICS if not uk else PL.UK_WARDS)), ctx.c(['OR', 'Endoscopy', 'Clinic'])])}",
         f"Requisition #: {ctx.idnum('order')}" if ctx.p(0.5) else "",
         "", "CLINICAL HISTORY:", f"{ctx.age_phrase()}; {ctx.c(['mass on imaging', 'screening', 'abnormal bleeding', 'RUQ pain', 'enlarging lesion'])}.",
         "", "FINAL DIAGNOSIS:", f"{site}:", f"  - {dx}.", f"  - {stage}.", "  - See synoptic report (CAP protocol).",
         "", "GROSS DESCRIPTION:",
         f"Received in formalin labeled with the patient's name ('{pt.n(ctx.c(['LF', 'LFns', 'CAPS']))}') and medical record number, designated "
         f"'{site.split(',')[0].lower()}'. The specimen measures {ctx.ri(1, 18)}.{ctx.ri(0, 9)} x {ctx.ri(1, 9)}.{ctx.ri(0, 9)} x {ctx.ri(1, 6)}.{ctx.ri(0, 9)} cm. "
         f"Inked and serially sectioned. Representative sections in cassettes A1-A{ctx.ri(4, 12)}. Cold ischemia < 1 hour; fixation {ctx.ri(6, 48)} hours.",
         f"Grossed by {gros.n(ctx.c(['full', 'init', 'initns']))}, {ctx.c(['PA(ASCP)', 'BMS', 'HTL'])}.",
         "", "MICROSCOPIC: Sections confirm the above diagnosis. Immunostains with appropriate controls.",
         f"Intradepartmental consult: {ctx.dr(ctx.staff(), 'dr_sur')} agrees." if ctx.p(0.5) else "",
         f"Outside slides from {P('HOSPITAL', ctx.c(PL.US_HOSPITALS if not uk else PL.UK_HOSPITALS))} (their {ctx.idnum('acc')}) reviewed." if ctx.p(0.4) else "",
         "", f"Pathologist: {path.n(ctx.c(['full', 'fullmi']))}, {ctx.c(['MD', 'MD, FCAP', 'FRCPath', 'DO'])}",
         f"Electronically signed {ctx.Dn('us_slash' if not uk else 'uk_slash')} {tm(ctx)}",
         f"Copy to: {ctx.dr(surg, 'dr_sur')}; {ctx.dr(ctx.staff(), 'dr_sur')} ({ctx.clinic()})"]
    return "\n".join(x for x in L if x != "")


def operative_note(ctx):
    surg, asst, anes, circ, scrub = ctx.staff(), ctx.staff(), ctx.staff(), ctx.staff(), ctx.staff()
    pt, uk = ctx.pt, ctx.uk
    proc, implant = ctx.c([
        ("Laparoscopic cholecystectomy", None), ("Left total hip arthroplasty", "femoral stem and acetabular shell"),
        ("Dual-chamber pacemaker implantation", "pulse generator"), ("Open reduction internal fixation, right distal radius", "volar locking plate"),
        ("Right total knee arthroplasty", "tibial component"), ("Laparoscopic appendectomy", None),
        ("Exploratory laparotomy with Hartmann's procedure", None), ("Left carotid endarterectomy", "bovine pericardial patch"),
        ("Lumbar L4-L5 laminectomy and fusion", "pedicle screw system"), ("Insertion of tunneled dialysis catheter", "catheter"),
        ("Right inguinal hernia repair with mesh", "polypropylene mesh")])
    L = [f"OPERATIVE REPORT - {ctx.H()}",
         f"Patient: {pt_header_name(ctx)}   MRN: {ctx.mrn()}   Acct: {ctx.acct()}",
         f"Date of surgery: {ctx.Dn()}   OR {ctx.room()}",
         f"Surgeon: {ctx.dr(surg, ctx.c(['full_cred', 'dr_full']))}",
         f"Assistant: {asst.n('full')}, {ctx.c(['PA-C', 'MD (PGY-3)', 'RNFA', 'MBBS (ST4)'])}",
         f"Anesthesia: {ctx.c(['General ETT', 'Spinal', 'MAC', 'General LMA'])} - {ctx.dr(anes, 'dr_sur')}",
         f"Circulator: {circ.n(ctx.c(['full', 'given']))}, RN   Scrub: {scrub.n(ctx.c(['full', 'given']))}, {ctx.c(['CST', 'ST', 'ODP'])}",
         "", f"Preoperative diagnosis: {ctx.c(SCEN)['dx']}", "Postoperative diagnosis: same", f"Procedure: {proc}",
         "", "Indications:",
         f"{ctx.age_phrase()} {ctx.c(['with symptomatic disease', 'who failed conservative management', 'with imaging findings as above'])}. "
         f"Risks, benefits and alternatives were discussed with {pref(ctx, False)} and {ctx.his} {ctx.rf(['son', 'daughter', 'wife', 'husband'], 'given')} on {ctx.D(ctx.days(-ctx.ri(3, 30)), ctx.c(['md', 'us_slash', 'wd_md']) if not uk else 'uk_slash')}; consent signed.",
         "", "Description of procedure:",
         f"The patient was identified in the holding area, brought to OR {ctx.room()} and positioned supine. Time-out performed at {tm(ctx)}. "
         f"{ctx.c(['A Foley catheter was placed.', 'SCDs were applied.', 'Cefazolin 2 g IV given within 60 minutes of incision.'])} "
         f"Prepped and draped in the usual sterile fashion. {ctx.c(['Pneumoperitoneum established via Hasson technique.', 'A standard posterolateral approach was used.', 'Incision carried down through subcutaneous tissue with Bovie electrocautery.'])} "
         f"{ctx.c(['Calot triangle dissected to the critical view of safety.', 'Hemostasis achieved.', 'Fascia closed with 0 PDS; skin with 4-0 Monocryl.'])}"]
    if implant:
        L.append(f"Implants: {implant}, {ctx.c(['Stryker', 'Zimmer Biomet', 'Medtronic', 'DePuy Synthes', 'Boston Scientific'])}, "
                 f"REF {ctx.ri(1000, 9999)}-{ctx.ri(10, 99)}, serial no. {ctx.device()}" +
                 (f"; second component SN {ctx.device()}" if ctx.p(0.5) else ""))
    L += [f"EBL: {ctx.ri(5, 600)} mL. Fluids: {ctx.ri(500, 2500)} mL LR. UOP: {ctx.ri(50, 600)} mL.",
          f"Specimens: {ctx.c(['gallbladder to pathology', 'none', 'appendix to pathology', 'femoral head to pathology'])} (specimen #{ctx.idnum('acc')})",
          "Counts correct x2. No complications.",
          f"Disposition: to PACU bay {ctx.bed()} in stable condition. Family ({ctx.fam().n(ctx.c(['given', 'full']))}) updated in waiting area at {tm(ctx)} by phone {ctx.PH()}.",
          "", sign_block(ctx, surg), transcription(ctx, surg) if ctx.p(0.5) else ""]
    return "\n".join(x for x in L if x != "")


def nursing_note(ctx):
    rn, cna, md = ctx.staff("F") if ctx.p(0.7) else ctx.staff(), ctx.staff(), ctx.staff()
    pt, uk = ctx.pt, ctx.uk
    rel, f = relative(ctx)
    L = [f"NURSING {ctx.c(['SHIFT NOTE', 'PROGRESS NOTE', 'ADMISSION NOTE', 'NOTE'])} - {ctx.Dn(ctx.c(['us_slash', 'wd_md']) if not uk else 'uk_slash')} {ctx.c(['0700-1900', '1900-0700', 'days', 'nights'])}",
         f"{pt_header_name(ctx)}  {ctx.c(['Rm', 'Room', 'Bay'])} {ctx.room()} bed {ctx.bed()}" + (f"  {P('HOSPITAL', ctx.c(PL.UK_WARDS))}" if uk else f"  {ctx.H()}"),
         ""]
    nm = pt.n(ctx.c(["given", "given", "sur"])) if ctx.p(0.5) else pt.t(uk)
    L += [f"{tm(ctx)} Received pt from {ctx.c(['night', 'day', 'ED', 'PACU'])} RN {ctx.staff().n('given')}. {nm} A&Ox{ctx.ri(2, 4)}, "
          f"{ctx.c(['calm', 'restless', 'pleasant', 'tearful'])}. {vitals(ctx, 'line')}.",
          f"{tm(ctx)} {ctx.c(['Foley', 'PIV', 'NG tube', 'PICC'])} {ctx.c(['patent', 'flushed', 'secured', 'draining'])}. Pain {ctx.ri(0, 9)}/10, given "
          f"{ctx.c(['acetaminophen 650 mg PO', 'oxycodone 5 mg PO', 'hydromorphone 0.5 mg IV', 'paracetamol 1 g PO'])} with relief. Turned q2h with {cna.n('given')} (CNA).",
          f"{tm(ctx)} {rel.capitalize()} {f.n(ctx.c(['given', 'full']))} visiting; {'she' if f.sex == 'F' else 'he'} asked to be called at {ctx.PH()} with any changes. "
          f"{ctx.c(['Brought in', 'Took home'])} pt's {ctx.c(['glasses', 'hearing aids', 'dentures', 'wallet and phone'])}.",
          f"{tm(ctx)} Dr{'' if uk else '.'} {md.n('sur')} paged ({ctx.pager()}) re: {ctx.c(['BP 178/96', 'HR 124 sustained', 'UOP < 30 mL/h x2h', 'new confusion', 'K 3.1'])}; "
          f"orders received for {ctx.c(['hydralazine 10 mg IV x1', 'metoprolol 5 mg IV x1', 'NS 500 mL bolus', 'KCl 40 mEq PO', 'CT head'])}.",
          f"{tm(ctx)} Fall risk: Morse {ctx.ri(25, 85)}. Bed alarm on. Skin: Braden {ctx.ri(10, 20)}, {ctx.c(['stage 2 PI to sacrum', 'intact', 'bruising to forearms'])}.",
          f"{tm(ctx)} Teaching done re: {ctx.c(['insulin pen', 'incentive spirometer', 'low-sodium diet', 'warfarin and INR checks'])}; pt verbalized understanding."]
    if ctx.p(0.4):
        L.append(f"{tm(ctx)} Pt states {ctx.he} worked {ctx.ri(20, 40)} yrs as {ctx.a_prof()} and wants to go home to "
                 f"{ctx.city_state()} by {ctx.holiday()}.")
    L += ["", f"{rn.n(ctx.c(['full', 'gi', 'fullmi']))}, {ctx.c(['RN', 'RN, BSN', 'LPN', 'RGN', 'Staff Nurse'])}" +
          (f"  ({ctx.user(rn)})" if ctx.p(0.4) else "")]
    return "\n".join(L)


def referral_letter(ctx):
    pt, uk = ctx.pt, ctx.uk
    frm, to = ctx.staff(), ctx.staff()
    s = ctx.c(SCEN)
    if uk:
        L = [f"{ctx.clinic()}", ctx.addr(town=ctx.town, multiline=True), f"Tel: {ctx.PH()}  Fax: {P('FAX', ctx.phone_raw())}",
             f"Email: {ctx.staff_email(frm)}" if ctx.p(0.5) else "",
             "", ctx.Dn(ctx.c(["uk_long", "uk_slash", "uk_ord"])), "",
             f"Dr {to.n(ctx.c(['uk1', 'sur', 'uk']))}", f"{ctx.c(['Consultant Cardiologist', 'Consultant Rheumatologist', 'Consultant Gastroenterologist', 'Memory Clinic', 'Respiratory Consultant'])}",
             f"{ctx.H()}", "", f"Dear Dr {to.n('sur')},", "",
             f"Re: {pt.t(True, ctx.c(['uk', 'full', 'uk1']))}, DOB {ctx.D(ctx.dob, 'uk_slash')}, NHS No {ctx.nhs()}",
             ctx.addr(multiline=False), "",
             f"I would be grateful if you could see this {ctx.A()}-year-old {ctx.c(['retired', 'self-employed', 'semi-retired'])} {ctx.prof()} with {s['cc']}. "
             f"{pt.t(True)} first noticed symptoms around {ctx.holiday()} and was seen by my colleague {ctx.dr(ctx.staff(), 'dr_init')} on {ctx.D(ctx.days(-ctx.ri(20, 90)), 'uk_long')}. "
             f"{'She' if pt.sex == 'F' else 'He'} describes {s['hpi']}.",
             f"Recent bloods ({ctx.D(ctx.days(-ctx.ri(3, 20)), 'uk_slash')}): " + lab_panel(ctx, n=6, style="inline") + ".",
             f"Past history: {epo(ctx, 2)}.", "Current medication:", med_list(ctx, numbered=False), "",
             f"{pt.t(True)} lives with {ctx.his} {ctx.rf(['husband', 'wife', 'daughter', 'partner'], 'given')} and can be contacted on {ctx.PH()}. "
             f"{ctx.He} would prefer appointments on {ctx.c(['Mondays', 'Tuesday mornings', 'Friday afternoons'])} due to work at {ctx.employer()}.",
             "", "Yours sincerely,", "", f"Dr {frm.n(ctx.c(['full', 'uk1', 'uk']))}", f"{ctx.c(['MBChB MRCGP', 'MBBS DRCOG MRCGP', 'GP Partner', 'Salaried GP'])}",
             f"GMC {ctx.gmc()}" if ctx.p(0.4) else ""]
    else:
        L = [f"{ctx.clinic()}", ctx.addr(town=ctx.town, multiline=True), f"Phone {ctx.PH()} | Fax {ctx.FX()} | {ctx.url()}",
             "", ctx.Dn(ctx.c(["us_long", "us_slash"])), "",
             f"{to.n('full')}, {ctx.c(['MD', 'DO', 'MD, FACC'])}", f"{ctx.c(DEPTS)}, {ctx.H()}", ctx.addr(multiline=True), "",
             f"RE: {pt.n(ctx.c(['full', 'fullmi', 'CAPS']))}   DOB: {ctx.D(ctx.dob)}   Member ID: {ctx.hp()}" + (f"   Group: {ctx.hp()}" if ctx.p(0.4) else ""),
             f"Insurance: {P('ORGANIZATION', ctx.c(PL.US_INSURERS))}   Referral auth #{ctx.idnum('order')}", "",
             f"Dear Dr. {to.n('sur')},", "",
             f"Thank you for seeing {pt.n('given')} {pt.n('sur') if False else ''}".rstrip() + f", a pleasant {ctx.age_phrase()} whom I have followed since "
             f"{ctx.D(ctx.days(-ctx.ri(400, 5000)), ctx.c(['y', 'my']))}, for evaluation of {s['dx']}. {s['hpi'].capitalize()}.",
             f"Pertinent results: {lab_panel(ctx, n=5, style='inline')}. Echo {ctx.D(ctx.days(-ctx.ri(5, 60)), ctx.c(['md', 'us_short']))} EF 45%.",
             f"PMH: {epo(ctx, 2)}. {neg(ctx, 1)}.", "Meds:", med_list(ctx, numbered=False),
             f"Social: {ctx.c(['works as', 'retired as'])} {ctx.a_prof()}; {ctx.rf(['wife', 'husband', 'son', 'daughter'], 'full')} accompanies to visits.",
             f"The patient's cell is {ctx.PH()}; {ctx.he} prefers e-mail ({ctx.email()}).",
             "", "Sincerely,", "", f"{frm.n('full')}, {ctx.c(['MD', 'DO', 'NP', 'PA-C'])}", f"NPI {ctx.npi()}",
             f"cc: {ctx.dr(ctx.staff(), 'dr_full')}" if ctx.p(0.5) else ""]
    return "\n".join(x for x in L if x != "")


def clinic_letter_uk(ctx):
    ctx.uk = True
    pt = ctx.pt
    cons, reg, gp, sec = ctx.staff(), ctx.staff(), ctx.staff(), ctx.staff("F")
    spec = ctx.c([("Rheumatology", "rheumatoid arthritis", "methotrexate"), ("Cardiology", "paroxysmal atrial fibrillation", "edoxaban"),
                  ("Diabetes", "type 2 diabetes with peripheral neuropathy", "gliclazide"), ("Respiratory", "COPD (GOLD 3)", "Trimbow"),
                  ("Gastroenterology", "Crohn's disease", "azathioprine"), ("Neurology", "Parkinson's disease", "co-careldopa"),
                  ("Urology", "benign prostatic hyperplasia", "tamsulosin"), ("Memory Clinic", "mixed Alzheimer's and vascular dementia", "donepezil"),
                  ("Endocrinology", "Graves' disease", "carbimazole")])
    gp_pr = P("HOSPITAL", ctx.c(PL.UK_PRACTICES))
    ttl = pt.title_uk
    L = [uk_letterhead(ctx, f"{spec[0]} Department"), "",
         f"Consultant: Dr {cons.n(ctx.c(['uk1', 'uk', 'full']))}   Secretary: {sec.n('full')} {ctx.PH(ext=ctx.p(0.5))}",
         f"Our Ref: {ctx.c(['', ''])}{P('DOCTOR', cons.raw('initns'))}/{P('DOCTOR', sec.raw('initns'))}/{ctx.mrn()}",
         f"Clinic date: {ctx.D(ctx.days(-ctx.ri(3, 14)), 'uk_slash')}   Dictated: {ctx.D(ctx.days(-ctx.ri(2, 3)), 'uk_slash')}   Typed: {ctx.Dn('uk_slash')}",
         "", f"Dr {gp.n(ctx.c(['uk1', 'uk', 'uk2']))}", gp_pr, ctx.addr(multiline=True), "",
         f"Dear Dr {gp.n('sur')}",
         "", f"Re: {ttl} {pt.n(ctx.c(['uk', 'uk1', 'full']))}  D.O.B. {ctx.D(ctx.dob, ctx.c(['uk_slash', 'uk_dot', 'uk_abbr']))}",
         f"NHS No: {ctx.nhs()}   Hosp No: {ctx.mrn()}",
         ctx.addr(multiline=False), "",
         "Diagnosis:", f"1. {spec[1].capitalize()}, diagnosed {ctx.D(ctx.days(-ctx.ri(300, 5000)), ctx.c(['my', 'y']))}", f"2. {epo(ctx, 1)}",
         f"3. {ctx.c(['Hypertension', 'CKD stage 3a', 'Osteoarthritis of both knees', 'Hypothyroidism'])}",
         "", "Current medication:", med_list(ctx, numbered=False), "",
         f"I reviewed {ttl} {pt.n('sur')} in clinic today{' with ' + ctx.his + ' daughter ' + ctx.fam('F').n('given') if ctx.p(0.5) else ''}. "
         f"{ctx.He} is now {ctx.A()} and {ctx.c(['remains well', 'has had a difficult few months', 'reports steady improvement'])} since we last met in "
         f"{ctx.D(ctx.days(-ctx.ri(90, 300)), 'mon')}. {ctx.He} continues to work part-time as {ctx.a_prof()} at {ctx.employer()}. "
         f"Blood pressure today {ctx.ri(110, 170)}/{ctx.ri(60, 98)}, pulse {ctx.ri(55, 100)} regular, weight {ctx.ri(48, 120)} kg.",
         f"Bloods from {ctx.D(ctx.days(-ctx.ri(5, 30)), ctx.c(['uk_slash', 'uk_long']))}: " + lab_panel(ctx, n=6, style="inline") + ".",
         f"Plan: continue {spec[2]}; repeat bloods at {gp_pr} in 4 weeks; review in clinic in {ctx.c(['3', '4', '6'])} months"
         f" (provisionally {ctx.D(ctx.days(ctx.ri(80, 200)), ctx.c(['uk_wd', 'uk_long', 'my']))}).",
         f"If there are concerns before then please contact our specialist nurse {ctx.staff('F').n('full')} on {ctx.PH()} or bleep {ctx.pager()} via switchboard.",
         "", "Yours sincerely", "", "", f"Dr {cons.n(ctx.c(['full', 'uk', 'uk1']))}", f"Consultant {spec[0]}  {ctx.c(['MBBS FRCP', 'MB ChB MD FRCP', 'BSc MBBS PhD FRCP'])}",
         f"Dictated but not checked. Registrar: Dr {reg.n('uk1')} (bleep {ctx.pager()})" if ctx.p(0.5) else "",
         "", f"cc: {ttl} {pt.n(ctx.c(['uk', 'uk1']))}, {ctx.addr(multiline=False)}",
         f"cc: {ctx.c(['District Nurses', 'Community Pharmacist', 'Practice nurse'])}, {gp_pr}"]
    if ctx.p(0.3):
        L.append(f"Secure email: {ctx.staff_email(cons)}")
    return "\n".join(x for x in L if x != "")


def telephone_encounter(ctx):
    pt, uk = ctx.pt, ctx.uk
    rn, md = ctx.staff(), ctx.staff()
    rel, f = relative(ctx)
    lower = ctx.p(0.3)
    caller = f.n("lower") if lower else f.n(ctx.c(["given", "full"]))
    L = [f"TELEPHONE ENCOUNTER  {ctx.Dn(ctx.c(['us_slash', 'us_short']) if not uk else 'uk_slash')} {tm(ctx)}",
         f"{ctx.clinic()}  |  Pt: {pt_header_name(ctx)}  |  {dob_line(ctx)}  |  MRN {ctx.mrn()}",
         f"Caller: {rel} {caller}    Callback #: {ctx.PH()}" + (f" (alt {ctx.PH()})" if ctx.p(0.4) else ""),
         ""]
    if lower:
        L.append(f"pt's {rel} {f.n('lower')} called stating {pt.n('lower')} has had {ctx.c(['vomiting since sat', 'bad cough since the weekend', 'ankle swelling', 'no appetite'])}. "
                 f"{f.n('lower')} says {'she' if f.sex == 'F' else 'he'} can be reached after 5 at {ctx.PH()}.")
    else:
        L.append(f"{rel.capitalize()} {caller} called re: {pref(ctx, False)}. Reports {ctx.c(['BP readings 160s/90s at home', 'BG 280-320 fasting', 'fever 101.8 since', 'dizziness on standing since'])} "
                 f"{ctx.D(ctx.days(-ctx.ri(1, 4)), ctx.c(['wd', 'wd_md', 'md']) if not uk else 'wd')}.")
    L += [f"Current meds reviewed: {ctx.c(['lisinopril 20 mg daily', 'metformin 1000 mg BID', 'warfarin 5 mg (INR 2.4 on ' + ctx.partial(ctx.days(-6)) + ')', 'sertraline 100 mg daily'])}.",
          f"Triage per protocol: {ctx.c(['no red flags', 'advised ED if chest pain or SOB', 'same-day appt offered', 'advised to go to urgent care'])}.",
          f"Pharmacy on file: {ctx.pharmacy()}, {ctx.city_state()}, ph {ctx.PH()}, fax {ctx.FX()}" if ctx.p(0.6) else f"Refill sent to {ctx.pharmacy()}.",
          f"Routed to {ctx.dr(md, ctx.c(['dr_sur', 'dr_full']))} for review.",
          f"-- {rn.n(ctx.c(['full', 'gi']))}, {ctx.c(['RN', 'LPN', 'MA', 'CMA'])} {tm(ctx)}", "",
          f"{ctx.Dn('md' if not uk else 'dm')} {tm(ctx)} {md.n('initns')}: {ctx.c(['agree', 'ok to increase dose', 'needs appt this week', 'please order BMP'])}. "
          f"{ctx.c(['Schedule with', 'Book with', 'Route to'])} {ctx.staff().n('given')} {ctx.c(['on', 'for'])} {ctx.D(ctx.days(ctx.ri(1, 6)), ctx.c(['wd', 'wd_md']) if not uk else 'uk_wd')}.",
          f"LVM for {caller} at {tm(ctx)}; {ctx.c(['called back and confirmed', 'no answer, 2nd attempt', 'message left on voicemail'])}."]
    if ctx.p(0.3):
        L.append(f"Portal msg sent via {ctx.url()}.")
    return "\n".join(L)
