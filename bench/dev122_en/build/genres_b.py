"""Neurology/stroke, transplant and ICU genres."""
import datetime as dt

import clin as C
from common import pad, audit, cap, header, join, maybe, neg_block, signoff, social
from phi import P, Ctx

NIHSS_ITEMS = ["1a LOC", "1b LOC questions", "1c LOC commands", "2 Gaze", "3 Visual", "4 Facial palsy", "5a Motor arm L",
               "5b Motor arm R", "6a Motor leg L", "6b Motor leg R", "7 Ataxia", "8 Sensory", "9 Language", "10 Dysarthria",
               "11 Extinction/inattention"]


def code_stroke(r):
    c = Ctx(r)
    t0 = r.randint(0, 22)
    tm = lambda m: f"{(t0 + (m // 60)) % 24:02d}:{m % 60:02d}"  # noqa: E731
    side = r.choice(["left", "right"])
    items = [r.choice([0, 0, 0, 1, 1, 2, 3]) for _ in NIHSS_ITEMS]
    wt = r.randint(48, 125)
    L = []
    if r.random() < 0.5:
        L.append(header(c, "Code Stroke Note", "Emergency Department / Stroke Service"))
    else:
        L.append(f"CODE STROKE - {c.H()} ED - {c.d(c.adm)}")
        L.append(f"{c.ptn(2)}  MRN {c.mrn()}  ED bay {c.bed()}")
    L.append("")
    L.append(f"Code called {tm(r.randint(0, 10))}; stroke team at bedside {tm(r.randint(11, 20))}. CT read {tm(r.randint(21, 30))}.")
    L.append(f"HPI: {c.age_s()} {r.choice(['right-handed', 'left-handed'])} with {C.icd(r)} and {C.icd(r)}, "
             f"last known well {c.wd(c.adm)} at {tm(r.randint(0, 5))} per {c.fn(0)} (cell {c.phone()}). "
             f"Found by {r.choice(['a coworker', 'a neighbor', 'EMS', 'family'])} with {side} facial droop, {side} arm weakness and {r.choice(['aphasia', 'neglect', 'dysarthria'])}.")
    L.append(f"Brought by {P('ORGANIZATION', c.city + ' Fire Rescue')} from {c.addr() if r.random() < 0.4 else c.landmark()}; fingerstick glucose {r.randint(70, 260)} mg/dL in the field.")
    L.append(f"Home meds per {c.pharmacy()}: {'; '.join(C.meds(r, 3, ['apixaban', 'warfarin', 'aspirin', 'atorvastatin', 'metformin', 'lisinopril', 'amlodipine']))}.")
    L.append("")
    L.append(f"NIHSS at {tm(r.randint(12, 22))}:")
    for it, v in zip(NIHSS_ITEMS, items):
        L.append(f"  {it:<28}{v}")
    L.append(f"  Total NIHSS {sum(items)}")
    L.append(f"Vitals: {C.vitals(r, 0)}.  {C.eponym(r)}; Babinski {r.choice(['upgoing', 'mute', 'downgoing'])} on the {side}.")
    L.append(f"Labs: {C.lab_line(r, 'coag', 0)}; {C.lab_line(r, 'cbc', 0)}; glucose {r.randint(70, 280)}")
    L.append("")
    L.append(f"Imaging: NCCT no hemorrhage, ASPECTS {r.randint(6, 10)}. CTA: {side} {r.choice(['M1', 'M2', 'ICA terminus', 'basilar'])} occlusion. CTP core {r.randint(0, 60)} mL, mismatch ratio {round(r.uniform(1.2, 9), 1)}.")
    if r.random() < 0.6:
        drug = r.choice(["alteplase", "tenecteplase"])
        L.append(f"Thrombolysis: {drug} {'0.9 mg/kg x ' + str(wt) + ' kg' if drug == 'alteplase' else '0.25 mg/kg'} - bolus at {tm(r.randint(23, 45))}. Door-to-needle {r.randint(18, 60)} min. Consent from {c.fn(0, 1)} by phone.")
    else:
        L.append(f"Not a thrombolysis candidate: {r.choice(['on apixaban, last dose this morning', 'outside window', 'INR 2.4 on warfarin', 'recent surgery'])}.")
    L.append(f"Thrombectomy: discussed with neurointerventional {c.dn(1)}; groin puncture {tm(r.randint(45, 80))}; TICI {r.choice(['2b', '2c', '3'])} after {r.randint(1, 3)} pass(es).")
    L.append(f"BP goal < {r.choice(['180/105', '140/90', '160/90'])}; labetalol 10 mg IV PRN. {C.score(r)}. Premorbid mRS {r.randint(0, 3)}.")
    L.append(f"Dispo: neuro ICU {c.unitname()}, bed {c.bed()}; neuro checks q15 min x 2 h.")
    L.append(f"Team: stroke fellow {c.dn(2)}, attending {c.dn(0)}, {c.sn(0, 'PharmD')}, {c.sn(1, 'RN')}. Stroke pager {c.pager()}.")
    L.append(signoff(c, 2, c.adm))
    L.append(maybe(r, 0.3, audit(c)))
    return join(*L)


def eeg_report(r):
    c = Ctx(r)
    cont = r.random() < 0.6
    d1 = c.day(r.randint(0, 3))
    d2 = d1 + dt.timedelta(days=r.randint(1, 4))
    L = [f"{c.H()} - Clinical Neurophysiology", "ELECTROENCEPHALOGRAM REPORT" if r.random() < 0.5 else "EEG REPORT", ""]
    L.append(f"Patient: {c.ptn(r.choice([1, 2, 3, 5]))}   MRN: {c.mrn()}   DOB: {c.dob_s()}   Age: {P('AGE', c.age)}")
    L.append(f"EEG #: {c.idn('eeg')}   Study: {'continuous video EEG' if cont else 'routine EEG, 30 min'}   Location: {c.unitname()} room {c.room()}")
    L.append(f"Recording: {c.drange(d1, d2) if cont else c.d(d1)}   Referring: {c.dn(1)}   Technologist: {P('DOCTOR', c.staff[0].full)}, R. EEG T.")
    L.append(f"Acquisition station {c.ip()}; review login {c.user(c.docs[0])}.")
    L.append("")
    L.append(f"HISTORY: {c.age_s()} with {r.choice(['new-onset seizure', 'altered mental status after cardiac arrest', 'spells of unresponsiveness', 'refractory status epilepticus', 'post-craniotomy confusion'])}. {C.icd(r)}.")
    L.append(f"Medications: {'; '.join(C.meds(r, 3, ['levetiracetam', 'lacosamide', 'lorazepam', 'valproate', 'propofol', 'dexmedetomidine']))}.")
    L.append("")
    L.append("TECHNIQUE: 21 electrodes, International 10-20 system, with EKG lead; photic stimulation " + r.choice(["performed", "not performed"]) + ".")
    L.append(f"BACKGROUND: posterior dominant rhythm {r.randint(5, 11)} Hz, {r.choice(['reactive', 'poorly reactive'])}; {r.choice(['diffuse theta slowing', 'intermittent left temporal delta', 'burst suppression with 2-5 s bursts', 'normal anterior-posterior gradient'])}.")
    L.append(f"Sleep: {r.choice(['spindles and K-complexes seen', 'stage N2 reached', 'no normal sleep architecture'])}.")
    L.append(f"EPILEPTIFORM: {r.choice(['none', 'left temporal sharp waves', 'LPDs at 1-1.5 Hz over the right hemisphere', 'GPDs with triphasic morphology', 'frequent right frontal spikes'])}.")
    if cont:
        L.append("EVENTS:")
        for _ in range(r.randint(1, 3)):
            ed = d1 + dt.timedelta(days=r.randint(0, (d2 - d1).days))
            L.append(f"  - {c.ds(ed, r.choice(['md', 'wmd']))} {C.ctime(r)}: pushbutton by {r.choice(['nurse', 'family', 'patient'])} for {r.choice(['staring', 'right arm jerking', 'eye deviation'])}; "
                     f"{r.choice(['no EEG correlate', 'electrographic seizure lasting 70 s', 'muscle artifact only'])}.")
    L.append("")
    L.append(f"IMPRESSION: {r.choice(['Abnormal EEG due to', 'Normal awake and asleep EEG.', 'Abnormal continuous EEG due to'])} {r.choice(['mild diffuse slowing, consistent with encephalopathy.', 'focal epileptiform discharges.', 'electrographic seizures, now resolved after lacosamide.', ''])}")
    L.append(f"Results discussed with {c.dn(1)} on {c.wd(d2)} at {C.ctime(r)}. {C.score(r)}.")
    L.append(f"Reading physician: {c.dn(0)}   Fellow: {c.dn(2)}")
    L.append(maybe(r, 0.5, audit(c)))
    return join(*L)


def transplant_note(r):
    c = Ctx(r)
    organ = r.choice(["kidney", "liver", "heart", "kidney-pancreas", "lung"])
    dd = c.day(-r.randint(0, 3))
    dage = r.randint(8, 68)
    L = []
    L.append(header(c, f"Transplant Surgery - {organ.capitalize()} Transplant Admission Note", "Transplant Institute"))
    L.append("")
    L.append(f"RECIPIENT: {c.ptn(r.choice([0, 1, 5]))}, {c.age_s()}, blood type {r.choice(['O+', 'A+', 'B-', 'AB+', 'A-'])}, on the list since {c.d(c.day(-r.randint(200, 1800)), r.choice(['MY', 'mdY', 'Y']))}.")
    L.append(f"Indication: {C.icd(r)}. {r.choice(['On HD MWF via L AVF', 'On PD nightly', 'MELD ' + str(r.randint(18, 38)), 'LVAD (HeartMate 3, serial ' + c.device() + ') since ' + c.year(c.adm.year - r.randint(1, 4)), 'Home O2 4 L'])}"
             f"; followed at {c.H(2)} by {c.dn(3)} ({c.phone()}).")
    L.append(f"Recipient UNOS ID {c.idn('unos')}; cPRA {r.randint(0, 99)}%; crossmatch {r.choice(['negative (flow and CDC)', 'negative', 'weakly positive T-cell flow, B-cell negative'])}.")
    L.append("")
    L.append(f"DONOR: {r.choice(['DBD', 'DCD', 'living related', 'living unrelated'])}, {P('AGE', dage)}-year-old, donor ID {c.idn('unos')}, "
             + (f"procured at {c.H(1)} on {c.d(dd)}" if r.random() < 0.6 else f"{c.fn(1)} is the living donor (evaluated {c.ds(c.day(-r.randint(30, 200)))})") + ".")
    L.append(f"Donor labs: {C.lab_line(r, 'bmp', 0)}; KDPI {r.randint(5, 95)}%. HLA mismatch {r.randint(0, 6)}/6. CMV D{r.choice(['+', '-'])}/R{r.choice(['+', '-'])}, EBV D+/R+.")
    L.append(f"Cold ischemia {round(r.uniform(3, 28), 1)} h; cross-clamp {c.ds(dd, 'md')} {C.ctime(r)}.")
    L.append("")
    L.append(f"OPERATION {c.d(c.adm)}: {organ} transplant by {c.dn(0)} and {c.dn(4)}; anesthesia {c.dn(5)}. EBL {r.randint(100, 2500)} mL. {C.eponym(r)}. JP drain x{r.randint(1, 2)}.")
    L.append(f"INDUCTION: {'; '.join(C.meds(r, 2, ['basiliximab', 'thymoglobulin', 'methylprednisolone']))}.")
    L.append(f"MAINTENANCE: {'; '.join(C.meds(r, 3, ['tacrolimus', 'mycophenolate', 'prednisone']))}. Target tacrolimus trough 8-10 ng/mL.")
    L.append(f"PROPHYLAXIS: {'; '.join(C.meds(r, 2, ['valganciclovir', 'trimethoprim', 'famotidine']))}.")
    L.append(f"POD1 labs: {C.lab_line(r, 'bmp', 1)}")
    L.append(f"          {C.lab_line(r, 'tx', 0)}")
    L.append("")
    L.append(f"SOCIAL: {social(c)} Caregiver plan: {c.fn(0, 1)} ({c.phone()}) will stay at {c.addr() if r.random() < 0.5 else 'the hospital guest house'} for 6 weeks.")
    L.append(f"Transplant coordinator {P('DOCTOR', c.staff[1].full)}, RN ({c.email(c.staff[1])}); clinic visits {c.wd(c.day(7))} and Thursdays.")
    L.append(signoff(c, 0, c.adm))
    return join(*L)


def immuno_flowsheet(r):
    c = Ctx(r)
    organ = r.choice(["Kidney", "Liver", "Heart", "Lung"])
    L = [f"{c.H()} - {organ} Transplant Clinic - IMMUNOSUPPRESSION FLOWSHEET", ""]
    L.append(f"{c.ptn(r.choice([2, 3]))}   MRN {c.mrn()}   DOB {c.dob_s()}   Tx date {c.d(c.day(-r.randint(10, 900)))}")
    L.append(f"Coordinator: {c.sn(0, 'RN')}   Transplant pharmacist: {c.sn(1, 'PharmD')}   Nephrologist/hepatologist: {c.dn(0)}")
    L.append(f"Specialty pharmacy: {c.pharmacy()}  (ph {c.phone()}, fax {c.fax()})   Rx #{c.idn('rx')}")
    L.append("")
    L.append("Date       Tac dose (mg)   Tac trough   Cr     WBC    MMF (mg)   Pred (mg)   Init")
    d = c.adm
    for _ in range(r.randint(5, 10)):
        d = d + dt.timedelta(days=r.choice([2, 3, 4, 7, 7, 14]))
        tag = c.ds(d, r.choice(["md", "md0", "wmd"])) if r.random() < 0.5 else c.d(d, r.choice(["mdy", "mdY0"]))
        L.append(f"{pad(tag, 10)} {r.choice(['1', '1.5', '2', '3', '4'])}/{r.choice(['1', '1.5', '2', '3'])}        {round(r.uniform(3, 16), 1):<5}       "
                 f"{round(r.uniform(0.8, 3.1), 2):<5}  {round(r.uniform(2, 11), 1):<5}  {r.choice(['500 BID', '750 BID', '1000 BID', 'held'])}    "
                 f"{r.choice(['5', '7.5', '10', '20'])}           {c.inits(r.choice(c.staff[:2]), r.random() < 0.5)}")
    L.append("")
    L.append(f"Latest: {C.lab_line(r, 'tx', 2)}")
    L.append(f"        {C.lab_line(r, 'bmp', 1)}")
    L.append(f"Rejection history: {r.choice(['none', 'Banff 1A ACR on biopsy ' + c.ds(c.day(-r.randint(20, 90))) + ' treated with methylprednisolone 500 mg x 3', 'AMR suspected, DSA positive'])}.")
    L.append(f"Plan: {r.choice(['increase', 'decrease', 'continue'])} tacrolimus; recheck trough {c.wd(c.day(r.randint(3, 9)))}. {C.wordphrase(r).capitalize()}.")
    L.append(f"Lab draws at {c.Hany()}; results faxed to {c.fax()}.")
    L.append(f"Pt reachable at {c.phone()} / {c.email()}; insurance {c.org('ins')} ID {c.hp()}.")
    L.append(f"Transplant portal: {c.url()}")
    L.append(maybe(r, 0.5, audit(c)))
    return join(*L)


def icu_daily(r):
    c = Ctx(r)
    hd = r.randint(1, 21)
    today = c.day(hd)
    L = []
    if r.random() < 0.6:
        L.append(header(c, "MICU Daily Progress Note", "Medical Intensive Care Unit"))
    else:
        L.append(f"MICU Day {hd} - {c.ds(today, 'wmd')} - {c.ptn(r.choice([3, 4, 1]))} - {c.unitname()} bed {c.bed()}")
    L.append("")
    L.append(f"{cap(c.ptref())} is a {c.age_s()} with {C.icd(r)}, {C.icd(r)} admitted {c.dany(c.adm)} from {r.choice([c.H(1), c.carehome(), 'home'])} with {C.icd(r)}.")
    L.append("24H EVENTS: " + f"{r.choice(['Self-extubated and re-intubated at', 'Febrile to 39.1 at', 'New arterial line placed at', 'SBT failed at', 'Bronchoscopy at'])} {C.ctime(r)}. " + neg_block(r, 2))
    L.append("")
    L.append("VITALS (last 24 h):")
    L.append(C.vitals_table(r, sorted(r.sample(C.NEG_TIMES, 4))))
    L.append(f"Vent: {r.choice(['AC/VC', 'PRVC', 'PSV'])} Vt {r.randint(320, 520)} mL, RR {r.randint(12, 28)}, PEEP {r.randint(5, 16)}, FiO2 {r.choice([30, 40, 50, 60, 80, 100])}%; Pplat {r.randint(18, 32)}. "
             f"ABG: {C.lab_line(r, 'icu', 0)}")
    L.append(f"Drips: {'; '.join(C.meds(r, 3, ['norepinephrine', 'vasopressin', 'propofol', 'fentanyl', 'dexmedetomidine', 'insulin']))}")
    L.append(f"Lines: {r.choice(['R IJ CVC', 'L subclavian CVC', 'R femoral HD catheter'])} (day {r.randint(1, 9)}), arterial line, Foley, {r.choice(['Dobhoff tube', 'OGT', 'Swan-Ganz catheter'])}.")
    L.append(f"I/O: {r.randint(1000, 4500)}/{r.randint(300, 3800)} mL. UOP {r.randint(5, 120)} mL/h.")
    L.append("")
    L.append(f"LABS {c.ds(today, 'md')}:")
    L.append(C.lab_table(r, r.choice(["bmp", "cbc", "icu"])))
    L.append(C.lab_line(r, r.choice(["lft", "coag", "cardiac"]), 2))
    L.append(f"Micro: blood cx {c.ds(c.day(r.randint(0, hd)))} {r.choice(['NGTD', 'GPC in clusters', 'E. coli, pan-sensitive'])}; sputum {r.choice(['MSSA', 'normal flora', 'pending'])}. Specimen {c.idn('spec')}.")
    L.append("")
    L.append("ASSESSMENT/PLAN by system:")
    L.append(f"Neuro: {C.score(r)}; {C.score(r)}; CAM-ICU {r.choice(['positive', 'negative'])}. Daily SAT.")
    L.append(f"CV: {r.choice(['septic shock', 'mixed shock', 'vasoplegia'])}; MAP goal > 65. {C.med(r, C.DRUGS[20])}.")
    L.append(f"Pulm: ARDS, Berlin {r.choice(['mild', 'moderate', 'severe'])}; P/F {r.randint(80, 300)}; proning {r.choice(['16 h/day', 'not indicated'])}.")
    L.append(f"Renal: {C.icd(r)}; CRRT {r.choice(['running, net -100 mL/h', 'not started', 'paused for filter clot'])}.")
    L.append(f"ID: {'; '.join(C.meds(r, 2, ['vancomycin', 'piperacillin', 'cefepime', 'meropenem', 'ceftriaxone']))}. {C.lab_line(r, 'icu', 0).split(';')[0]}.")
    L.append(f"Heme: {C.lab_line(r, 'coag', 0)}. VTE ppx {C.med(r, C.DRUGS[12])}.")
    L.append(f"Endo/GI: {C.med(r, C.DRUGS[26])}; {C.med(r, C.DRUGS[28])}.")
    L.append(f"Family: meeting {c.wd(c.day(hd + 1))} with {c.fn(0)} and {c.fn(1)}; {c.fn(2, 0)} is HCP ({c.phone()}). Chaplain from {c.org('church')} visited.")
    L.append(f"Code status: {r.choice(['full', 'DNR, OK to intubate', 'DNR/DNI'])}.")
    L.append(f"Critical care time {r.randint(31, 95)} minutes excluding procedures.")
    L.append(signoff(c, r.randint(0, 2), today))
    L.append(maybe(r, 0.3, audit(c)))
    return join(*L)
