"""Eleven genre templates. Each takes a Case and returns (marked_text, layout)."""
import datetime as dt
import pools as P
from compose import t, fmt_date, Person

# ---------------- hard-negative material (never annotated) ----------------
MEDS = ["Bisoprolol 2.5 mg OD", "Apixaban 5 mg BD", "Paracetamol 1 g QDS PRN", "Metformin 500 mg BD",
        "Ramipril 5 mg OD", "Atorvastatin 40 mg ON", "Furosemide 40 mg mane", "Co-amoxiclav 625 mg TDS",
        "Enoxaparin 40 mg SC OD", "Sertraline 50 mg OD", "Olanzapine 5 mg nocte", "Lithium carbonate 400 mg nocte",
        "Oramorph 2.5-5 mg PRN", "Ondansetron 4 mg IV PRN", "Insulin glargine 18 units ON",
        "Levothyroxine 75 mcg OD", "Omeprazole 20 mg OD", "Amlodipine 10 mg OD", "Doxycycline 100 mg BD",
        "Prednisolone 30 mg OD", "Salbutamol 100 mcg 2 puffs PRN", "Senna 15 mg ON", "Lactulose 10 mL BD",
        "Tramadol 50 mg QDS PRN", "Gliclazide 80 mg BD", "Clopidogrel 75 mg OD", "Mirtazapine 15 mg ON",
        "Aripiprazole 10 mg OD", "Zopiclone 3.75 mg ON PRN", "Thiamine 100 mg TDS", "Folic acid 5 mg OD",
        "Ferrous fumarate 210 mg BD", "Tamsulosin 400 mcg OD", "Donepezil 10 mg ON", "Dalteparin 5000 units SC OD"]
EPONYMS = ["Foley catheter in situ", "no Babinski sign", "background of Parkinson's disease",
           "Crohn's disease, quiescent", "previous Hartmann's procedure", "Graves' disease on carbimazole",
           "Bell's palsy 2015, resolved", "Addison's disease on hydrocortisone", "Wernicke's prophylaxis given",
           "Down syndrome", "known Raynaud's", "Dupuytren's contracture left hand", "Barrett's oesophagus",
           "Hashimoto's thyroiditis", "Alzheimer's dementia", "Meniere's disease", "Murphy's sign negative",
           "Kernig's negative", "Glasgow Coma Scale 15/15", "Homan's sign not elicited", "Colles' fracture 2012"]
ICD = ["I48.9", "J18.9", "N39.0", "E11.9", "F32.1", "O24.4", "S72.0", "K50.9", "G20", "I21.4", "J44.1",
       "F20.0", "F31.2", "O13", "L89.1", "R55", "I63.9", "N17.9", "K92.2", "F10.2", "E87.1", "S06.0"]
SCORES = ["NYHA II", "NYHA III", "CURB-65 2", "Waterlow 16", "MUST 1", "Rockwood CFS 5", "PHQ-9 14", "GAD-7 11",
          "ASA 2", "Wells score 4", "CHA2DS2-VASc 4", "HAS-BLED 2", "Braden 14", "AMT 8/10", "MMSE 24/30",
          "4AT 2", "Barthel 65", "ECOG 1", "Bishop score 6"]
FILLER = ["Will review after bloods.", "May need repeat imaging.", "Hope to mobilise with physio tomorrow.",
          "Mark on left shin noted - old scar.", "Bill for repeat MSU if spikes.", "Patient in good spirits.",
          "Plan may change pending ECHO.", "Grace period for diet advice explained.", "will chase CT report.",
          "Faith in plan expressed by patient, keen to go home.", "Rose to standing with frame.",
          "Dawn obs stable.", "Frank haematuria denied.", "Joy to see appetite improving, per staff.",
          "Summer clinic slots limited; booking as routine.", "Wood splinter removed L index finger.",
          "Hunter's canal block considered by anaesthetics.", "Long discussion re ceiling of care.",
          "Short of breath on exertion only.", "Bell rung for assistance twice overnight."]
DURATIONS = ["3/7 hx", "SOB 2/7", "cough 5/7", "review in 6/52", "f/u 3/12", "abx for 5/7", "symptoms 1/52",
             "wound check 10/7", "bloods in 2/52", "LOC 1/7 ago"]


def labs(r, full=True):
    items = [f"Na {r.randint(128, 146)} (135-145)", f"K {r.randint(33, 58) / 10}", f"Cl {r.randint(95, 110)}",
             f"Urea {r.randint(30, 250) / 10}", f"Cr {r.randint(55, 310)}", f"eGFR {r.choice(['>60', r.randint(18, 59)])}",
             f"Hb {r.randint(78, 165)}", f"WCC {r.randint(30, 240) / 10}", f"Plt {r.randint(90, 520)}",
             f"CRP {r.randint(1, 280)}", f"INR {r.randint(9, 34) / 10}", f"Mg {r.randint(60, 110) / 100}",
             f"Bili {r.randint(4, 60)}", f"ALT {r.randint(10, 210)}", f"Alb {r.randint(22, 45)}",
             f"HbA1c {r.randint(38, 98)} mmol/mol", f"Lactate {r.randint(6, 48) / 10}", f"BUN {r.randint(3, 30)}",
             f"Hgb {r.randint(8, 16)}.{r.randint(0, 9)}", f"troponin {r.randint(3, 900)} ng/L"]
    k = r.randint(6, 12) if full else r.randint(3, 6)
    return ", ".join(r.sample(items, k))


def vitals(r, lower_ok=True):
    items = [f"HR {r.randint(52, 128)}", f"RR {r.randint(12, 30)}", f"SpO2 {r.randint(88, 100)}% {r.choice(['RA', 'on 2L NC', 'on 28% venturi', 'air'])}",
             f"T {r.randint(355, 393) / 10}", f"BP {r.randint(88, 178)}/{r.randint(44, 98)}", f"CBG {r.randint(40, 190) / 10}",
             f"GCS {r.choice(['15', '14 (E4 V4 M6)', '15/15', '13'])}", f"pain {r.randint(0, 10)}/10"]
    return ", ".join(r.sample(items, r.randint(4, 7)))


def meds(r, k=None):
    return r.sample(MEDS, k or r.randint(3, 8))


def hn(r, k=2):
    pool = EPONYMS + FILLER + DURATIONS + [f"ICD-10 {x}" for x in ICD] + SCORES
    return " ".join(x if x.endswith(".") else x + "." for x in r.sample(pool, k))


def audit(c):
    r = c.r
    s = c.staff[r.randint(0, 7)]
    return r.choice([
        f"Printed by {c.username(s)} from {c.ip()} on {c.D()} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}",
        f"Last edited: user {c.username(s)} | workstation {c.ip()} | {c.D(style='iso')}",
        f"Record accessed by {c.username(s)} ({c.name(s, 'DOCTOR', 'full')}) at {r.randint(0, 23):02d}:{r.randint(0, 59):02d}, terminal {c.ip()}",
        f"e-signed {c.name(s, 'DOCTOR', 'full')} (login {c.username(s)}), biometric sign-in ID {c.bioid()}",
    ])


def art(c, v=None):
    v = v or c.prof
    return ("an " if v[0] in "aeiou" else "a ") + c.Prof(v)


def course(c, n):
    r = c.r
    ev = [lambda: f"{vitals(r)}; reviewed by {c.S(r.randint(0, 6), 'dr')}, {r.choice(FILLER)}",
          lambda: f"bloods {labs(r, False)}. {r.choice(DURATIONS)}.",
          lambda: f"{c.R(r.randint(0, 2))} visited; {r.choice(['concerns re discharge', 'updated by', 'meeting with'])} {c.S(r.randint(0, 6), r.choice(['nurse', 'full', 'dr']))}.",
          lambda: f"moved to bed {t('LOCATION_OTHER', str(r.randint(1, 30)))}, {c.Ward()}. {r.choice(EPONYMS)}.",
          lambda: f"{r.choice(MEDS)} started by {c.S(r.randint(0, 6), 'dr')}; {r.choice(SCORES)}.",
          lambda: f"PT: {r.choice(['walked 20 m with frame', 'sat out 2 h', 'stairs practised'])} with {c.S(r.randint(0, 7), r.choice(['given', 'full']))} (physio).",
          lambda: f"imaging {r.choice(['CT head: no acute change', 'CXR: improving', 'US abdomen: gallstones'])}, accession {c.idnum('acc')}.",
          lambda: f"night: {r.choice(['agitated', 'slept well', 'fell in bathroom, no injury'])}; {c.S(r.randint(0, 7), 'nurse')} {c.bleep()}.",
          lambda: f"temp {r.randint(375, 395) / 10}; {r.choice(['blood cultures sent', 'abx escalated', 'urine dip NAD'])} ({c.idnum('spec')}). {hn(r, 1)}"]
    d = c.base
    out = []
    for _ in range(n):
        d = d + dt.timedelta(days=r.randint(1, 2))
        out.append(f"  - {c.D(d, r.choice(['wk_dm', 'dm', 'd_mon', 'wk_long', 'dm0']))}: {r.choice(ev)()}")
    return out


def maybe(c, p, s):
    return s if c.r.random() < p else ""


def demog(c, sep=" | "):
    r = c.r
    bits = [f"Name: {c.P(r.choice(['caps', 'comma', 'full']))}", f"DOB: {c.D(c.dob, r.choice(['dmy', 'dmon', 'long', 'dot']))}",
            f"Hosp No: {c.mrn()}", c.nat()]
    if r.random() < 0.5:
        bits.append(f"Age: {c.A('bare')}")
    if r.random() < 0.3:
        bits.append(c.account())
    return sep.join(bits)


# ---------------- 1. NEWS2 observation chart (CSV) ----------------
def g_obs(c):
    r = c.r
    nstaff = r.randint(2, 5)
    lines = [f"NEWS2 observations export,{c.Hosp(False)},{c.Ward()},bed {t('LOCATION_OTHER', c.bed)}",
             f"patient,{c.P('caps')},hosp_no,{c.mrn()},dob,{c.D(c.dob, 'dmy')}"]
    if r.random() < 0.5:
        lines.append(f"consultant,{c.S(7, 'dr')},{c.nat().replace(': ', ',')}")
    cols = "date,time,rr,spo2,spo2_scale,o2,sbp,hr,acvpu,temp,news2,initials"
    if r.random() < 0.4:
        cols += ",comment"
    lines.append(cols)
    d = c.base
    h = r.choice([2, 6, 8])
    dstyle = r.choice(["iso", "dmy", "dmy_s", "dm0"])
    for i in range(r.randint(8, 40)):
        rr, sp, sbp, hr = r.randint(12, 28), r.randint(88, 99), r.randint(90, 170), r.randint(55, 125)
        score = (rr > 20) + (sp < 94) * 2 + (sbp < 101) * 2 + (hr > 110) * 2 + r.randint(0, 1)
        who = c.name(c.staff[r.randint(0, nstaff - 1)], "DOCTOR", r.choice(["init", "init", "init", "initlow"]))
        row = [c.D(d, dstyle), f"{h:02d}:{r.choice(['00', '05', '10', '30', '45'])}", str(rr), str(sp),
               r.choice(["1", "1", "2"]), r.choice(["air", "air", "2L NC", "4L NC", "28% V"]), str(sbp), str(hr),
               r.choice("AAAAAC"), f"{r.randint(358, 392) / 10}", str(score), who]
        if cols.endswith("comment"):
            cm = ""
            if score >= 5:
                cm = r.choice([f"escalated to FY1 {c.S(5, 'given')} {c.bleep()}", f"Dr {c.name(c.staff[6], 'DOCTOR', 'sur')} informed",
                               "NIC aware", "sepsis screen started", f"outreach {c.S(4, 'nurse')} reviewed"])
            elif r.random() < 0.25:
                cm = r.choice(["asleep", "pt refused BP", f"{c.rel(0)} at bedside", "manual BP", "on GTN infusion",
                               f"{c.R(0, 'given', with_rel=False)} visiting"])
            row.append('"' + cm + '"' if "," in cm else cm)
        lines.append(",".join(row))
        h += r.choice([1, 2, 4, 4, 4])
        if h >= 24:
            h -= 24
            d = d + dt.timedelta(days=1)
    lines.append(f"# escalation per NEWS2: 5-6 urgent response, 7+ emergency; scale 2 only if target 88-92%")
    lines.append(f"# signatures: " + "; ".join(
        f"{c.name(c.staff[i], 'DOCTOR', 'init')}={c.name(c.staff[i], 'DOCTOR', r.choice(['full', 'gi']))} {r.choice(['RN', 'HCA', 'SN', 'RGN', 'EN'])}"
        for i in range(nstaff)))
    if r.random() < 0.5:
        lines.append("# " + audit(c))
    return "\n".join(lines), "csv"


# ---------------- 2. Fluid balance chart ----------------
def g_fluid(c):
    r = c.r
    pipe = r.random() < 0.6
    nst = r.randint(2, 4)
    out = [f"FLUID BALANCE CHART - {c.Hosp(False)} - {c.Ward()}, bay {t('LOCATION_OTHER', c.bay)} bed {t('LOCATION_OTHER', c.bed)}",
           f"Date: {c.D(style=r.choice(['dmy', 'wk_full', 'dmon']))}   Name: {c.P(r.choice(['caps', 'title_full', 'comma']))}   Hosp no: {c.mrn()}",
           f"Weight {r.randint(45, 120)}.{r.randint(0, 9)} kg  Target balance {r.choice(['+/- 500 mL', 'neutral', '-1 L'])}  Fluid restriction {r.choice(['1.5 L', 'none', '1 L'])}"]
    if pipe:
        out.append("| Time | IV in (mL) | Oral/NG in (mL) | Urine (mL) | Other out (mL) | Running bal | Init |")
        out.append("|---|---|---|---|---|---|---|")
    else:
        out.append("time,iv_in_ml,oral_in_ml,urine_ml,other_out_ml,running_bal_ml,initials")
    bal = 0
    h = 7
    for i in range(r.randint(8, 20)):
        iv = r.choice([0, 83, 125, 100, 42])
        oral = r.choice([0, 0, 50, 100, 150, 200])
        ur = r.choice([0, 30, 45, 60, 80, 120, 200])
        oth = r.choice([0, 0, 0, 50, 100])
        bal += iv + oral - ur - oth
        who = c.name(c.staff[r.randint(0, nst - 1)], "DOCTOR", r.choice(["init", "init", "initlow"]))
        vals = [f"{h % 24:02d}:00", f"{iv}" + (r.choice([" Hartmann's", " 0.9% NaCl", " 5% dex", ""]) if iv and pipe else ""),
                str(oral), str(ur), str(oth) + (r.choice([" vomit", " NG", " drain"]) if oth and pipe else ""), f"{bal:+d}", who]
        out.append(("| " + " | ".join(vals) + " |") if pipe else ",".join(vals))
        h += r.choice([1, 1, 2])
    out.append(f"24 h totals: in {r.randint(1200, 3200)} mL, out {r.randint(600, 2800)} mL. Catheter: {r.choice(['Foley 14Fr, draining', 'none', 'Foley 12Fr, haematuria clearing'])}.")
    out.append(r.choice([f"Urine output <0.5 mL/kg/h x2 h - {c.S(5, 'dr')} informed, {c.bleep()}.",
                         f"Checked by {c.S(1, 'nurse')} and {c.S(2, 'cred')}.",
                         f"Handover to night staff ({c.S(3, 'nurse')}). {hn(r, 1)}",
                         f"IV fluids prescribed by {c.S(6, 'dr')}; review at 22:00."]))
    out.append("Key: " + "; ".join(f"{c.name(c.staff[i], 'DOCTOR', 'init')} {c.name(c.staff[i], 'DOCTOR', 'full')}" for i in range(nst)))
    if r.random() < 0.3:
        out.append(audit(c))
    return "\n".join(out), "pipe_table" if pipe else "csv"


# ---------------- 3. Bloods table ----------------
TESTS = [("Na", "mmol/L", (128, 146), "135-145"), ("K", "mmol/L", (3.1, 6.2), "3.5-5.3"), ("Cl", "mmol/L", (94, 110), "95-108"),
         ("Urea", "mmol/L", (2.5, 31.0), "2.5-7.8"), ("Creat", "umol/L", (48, 420), "45-90"), ("eGFR", "mL/min", (12, 90), ">60"),
         ("Hb", "g/L", (71, 168), "115-165"), ("WCC", "x10^9/L", (2.1, 26.0), "4.0-11.0"), ("Plt", "x10^9/L", (40, 610), "150-400"),
         ("Neut", "x10^9/L", (0.4, 21.0), "2.0-7.5"), ("CRP", "mg/L", (1, 320), "<5"), ("INR", "", (0.9, 4.8), "0.8-1.2"),
         ("APTT", "s", (24, 48), "25-36"), ("Bili", "umol/L", (3, 88), "<21"), ("ALT", "U/L", (7, 480), "<33"),
         ("ALP", "U/L", (40, 600), "30-130"), ("Alb", "g/L", (18, 47), "35-50"), ("Ca adj", "mmol/L", (1.9, 3.1), "2.2-2.6"),
         ("Mg", "mmol/L", (0.45, 1.2), "0.7-1.0"), ("PO4", "mmol/L", (0.4, 2.4), "0.8-1.5"), ("Trop T", "ng/L", (3, 1200), "<14"),
         ("Lactate", "mmol/L", (0.6, 8.2), "<2.0"), ("Ferritin", "ug/L", (8, 1400), "15-300"), ("TSH", "mU/L", (0.02, 14.0), "0.3-4.2")]


def g_bloods(c):
    r = c.r
    ndays = r.randint(2, 6)
    days = sorted(set(r.sample(range(0, 12), ndays)))
    dstyle = r.choice(["dm0", "dm", "d_mon", "dmy_s", "wk_dm"])
    out = [f"CUMULATIVE RESULTS - {r.choice(['Biochemistry / Haematology', 'Blood Sciences', 'Pathology'])}, {c.Hosp(False)}",
           demog(c), f"Location: {c.Ward()} | Requesting clinician: {c.S(6, 'dr')} ({c.bleep()})", ""]
    out.append("| Test | Units | " + " | ".join(c.D(c.day(d), dstyle) for d in days) + " | Ref range |")
    out.append("|---" * (len(days) + 3) + "|")
    out.append("| Specimen | | " + " | ".join(c.idnum(r.choice(["spec", "acc"])) for _ in days) + " | |")
    for name, unit, (lo, hi), ref in r.sample(TESTS, r.randint(9, 18)):
        vals = []
        for _ in days:
            v = r.uniform(lo, hi)
            vals.append(f"{v:.1f}" if hi < 20 else str(int(v)))
            if r.random() < 0.1:
                vals[-1] += r.choice(["*", " H", " L"])
        out.append(f"| {name} | {unit} | " + " | ".join(vals) + f" | {ref} |")
    out.append("")
    com = [f"{c.D(c.day(days[0]), 'dm0')}: K+ sample haemolysed, repeat requested.",
           f"Critical result (K {r.randint(62, 70) / 10}) phoned to {c.S(5, r.choice(['full', 'dr', 'gi']))} at {r.randint(0, 23):02d}:{r.randint(0, 59):02d} by {c.S(4, 'full')} (BMS).",
           f"Lab enquiries: {c.phone(kind='land', ext=True)}; results also on {c.url()}.",
           f"Sample {c.idnum('acc')} referred to reference lab.", f"Order {c.idnum('order')} cancelled - duplicate.",
           f"Authorised by {c.S(3, 'cred')}, Consultant Chemical Pathologist.", hn(r, 2),
           f"Clinical details: {r.choice(['AKI ?prerenal', 'sepsis ?source', 'NSTEMI', 'DKA', 'GI bleed'])}; {r.choice(DURATIONS)}."]
    out += ["Comments:"] + ["- " + x for x in r.sample(com, r.randint(2, 5))]
    if r.random() < 0.35:
        out.append(audit(c))
    return "\n".join(out), "pipe_table"


# ---------------- 4. Ward round note ----------------
def g_ward(c):
    r = c.r
    terse = r.random() < 0.35
    d = c.day(r.randint(1, 6))
    if terse:
        s = [f"WR {c.D(d, r.choice(['wk_dm', 'dm', 'dmy_s']))} {c.S(0, 'dr')}/{c.S(1, r.choice(['init', 'given']))}",
             f"{c.A(r.choice(['sx', 'sx_tight', 'yo_sx']))} D{r.randint(2, 9)} {r.choice(['CAP', 'NOF #', 'UTI/delirium', 'AKI', 'LRTI', 'fall ?cause'])}",
             f"s/b {c.S(2, 'init')}. {vitals(r)}. {labs(r, False)}.",
             f"plan: {r.choice(['cont abx', 'IV fluids', 'PT/OT', 'wean O2', 'repeat CXR'])}, {r.choice(['will', 'may'])} {r.choice(['d/c tomorrow', 'need CT', 'step down', 'review am'])}. {r.choice(DURATIONS)}."]
        if r.random() < 0.6:
            s.append(f"{c.R(0, 'given')} updated on {c.phone(kind='mob')}.")
        if r.random() < 0.4:
            s.append(f"bed {t('LOCATION_OTHER', c.bed)} {c.Ward()}.")
        return "\n".join(s), "form_lines"
    pt_ref = c.P(r.choice(["title", "title", "given", "gi"]))
    s = [f"WARD ROUND - {c.Ward()}, {c.Hosp()} - {c.D(d, r.choice(['wk_full', 'dmy', 'wk_dm', 'ord']))} {r.randint(8, 11):02d}:{r.choice(['00', '15', '30'])}",
         f"Consultant: {c.S(0, 'dr')}   Reg: {c.S(1, 'dr')}   FY1: {c.S(2, r.choice(['full', 'dr']))}   Nurse: {c.S(3, 'nurse')}"
         + maybe(c, 0.4, f"   Scribe: {c.S(4, 'full')}"),
         f"Pt: {c.P('caps')}, {c.A(r.choice(['yearold', 'yo', 'sx']))}, {c.mrn()}, bay {t('LOCATION_OTHER', c.bay)} bed {t('LOCATION_OTHER', c.bed)}",
         "",
         f"S: {pt_ref} reports {r.choice(['less breathless', 'ongoing pain in R hip', 'poor sleep', 'feeling better', 'nausea overnight'])}. "
         + f"{r.choice(['Admitted', 'Came in'])} {c.D(c.base, r.choice(['wk_dm', 'dm', 'd_mon', 'wk_long']))} via ED. "
         + f"Lives {r.choice(['alone', 'with ' + c.R(0, 'given'), 'in ' + t('HOSPITAL', r.choice(P.CARE_HOMES))])} in {t('CITY', c.town)}. "
         + maybe(c, 0.6, f"Was a {c.Prof()} {r.choice(['until retirement', 'for 30 years', 'at ' + c.Org()])}. ")
         + hn(r, 1),
         f"O: {vitals(r)}. Chest {r.choice(['clear', 'coarse creps R base', 'bibasal crackles'])}. HS I+II+0. {r.choice(EPONYMS)}.",
         f"Bloods: {labs(r)}.",
         f"Imaging: CXR {c.D(c.day(0), 'dm')} {r.choice(['R lower zone consolidation', 'no acute change', 'small bilat effusions'])}; echo {c.D(c.day(-r.randint(20, 400)), r.choice(['dm', 'mon_y', 'dmy_s']))} EF {r.randint(25, 65)}%.",
         f"A: {r.choice(['CAP, improving', 'decompensated HF ' + r.choice(SCORES[:2]), 'delirium, multifactorial', 'AKI stage 2 resolving', 'NOF # day 3 post-op'])} ({r.choice(ICD)}).",
         "P:"]
    plan = [f"- Meds: " + "; ".join(meds(r, r.randint(2, 5))),
            f"- {r.choice(['Will', 'We will'])} repeat U&E tomorrow; may need renal input.",
            f"- Discussed with {c.R(r.randint(0, 2))} by phone ({c.phone()}), {r.choice(['agrees with plan', 'wishes to visit', 'NOK'])}.",
            f"- PT/OT: {r.choice(['mobilising with frame', 'needs OT home visit', 'stairs assessment'])}. EDD {c.D(c.day(r.randint(5, 12)), r.choice(['wk_dm', 'dm', 'd_mon']))}.",
            f"- TTO to {t('HOSPITAL', r.choice(P.PHARMACIES))}; GP {c.name(c.gp, 'DOCTOR', 'dr')} at {t('HOSPITAL', c.practice)} to review.",
            f"- Hope to d/c {r.choice(['Fri', 'after weekend', 'once off O2'])}; {r.choice(['DNACPR in place', 'full escalation', 'ReSPECT form completed'])}.",
            f"- Outpatient follow-up {c.D(c.day(r.randint(30, 90)), r.choice(['my', 'dmy']))}."]
    s += r.sample(plan, r.randint(4, 7))
    if r.random() < 0.4:
        s += ["", "Since admission:"] + course(c, r.randint(3, 9))
    s.append("")
    s.append(r.choice([f"{c.S(2, 'full')} FY1 {c.bleep()}", f"Entered by {c.S(4, 'full')} (scribe) for {c.S(0, 'dr')}",
                       f"{c.S(1, 'cred')} | {c.licence()}", f"signed {c.S(2, 'init')} {r.randint(10, 13)}:{r.choice(['05', '40'])}"]))
    if r.random() < 0.3:
        s.append(audit(c))
    return "\n".join(s), "narrative"


# ---------------- 5. Discharge letter ----------------
def g_discharge(c):
    r = c.r
    adm, dis = c.base, c.day(r.randint(2, 18))
    gpn = c.name(c.gp, "DOCTOR", r.choice(["dr", "full"]))
    s = [f"{c.Hosp(False)}", f"{t('STREET', c.make_street())}, {t('CITY', c.town)} {t('ZIP', c.make_postcode())}",
         f"Tel {c.phone(kind='land')}  Fax {c.phone('FAX', kind='land', ext=False)}  {c.url()}", "",
         "DISCHARGE SUMMARY", "",
         f"To: {gpn}, {t('HOSPITAL', c.practice)}",
         f"Patient: {c.P(r.choice(['caps', 'title_full', 'comma']))}   DOB {c.D(c.dob, r.choice(['dmy', 'dmon', 'long']))}   {c.nat()}   Hosp no {c.mrn()}",
         f"Address: {c.address_lines(sep=', ')}",
         f"Admitted {c.D(adm, r.choice(['dmy', 'long', 'dmon']))} - Discharged {c.D(dis, r.choice(['dmy', 'long', 'dmon']))}   Ward: {c.Ward()}   Consultant: {c.S(0, 'dr')}",
         maybe(c, 0.5, c.account()), "",
         f"Diagnosis: {r.choice(['Community-acquired pneumonia', 'Acute kidney injury', 'Non-ST elevation MI', 'Fractured neck of femur (right)', 'Upper GI bleed', 'Cellulitis left leg', 'Diabetic ketoacidosis'])} ({r.choice(ICD)})",
         f"Comorbidities: {', '.join(r.sample(['T2DM', 'HTN', 'AF', 'COPD', 'CKD 3b', 'OA knees', 'hypothyroidism'], 3))}; {r.choice(EPONYMS)}.",
         "",
         f"Dear {c.name(c.gp, 'DOCTOR', 'dr')},", "",
         f"{c.P(r.choice(['title', 'title_full']))}, a {c.A('yearold')} {r.choice(['retired', 'semi-retired', 'working'])} {c.Prof()}, presented on {c.D(adm, r.choice(['wk_long', 'wk_dm', 'd_month']))} with {r.choice(['3/7', '5/7', '1/52'])} of {r.choice(['fever and productive cough', 'reduced urine output', 'central chest pain', 'a fall at home', 'melaena'])}. "
         + f"{c.P('given')} lives {r.choice(['with', 'near'])} {c.R(0)} at home in {t('CITY', c.town)}. "
         + f"Admission observations: {vitals(r)}. Bloods: {labs(r)}.",
         "",
         f"{r.choice(['He', 'She']) if False else 'The patient'} was treated with {r.choice(MEDS)} and {r.choice(MEDS)} and improved. "
         + f"{hn(r, 2)} "
         + f"Repeat bloods on {c.D(c.day(r.randint(1, 5)), r.choice(['wk_dm', 'dm', 'd_mon']))}: {labs(r, False)}. "
         + maybe(c, 0.5, f"Echo {c.D(c.day(r.randint(1, 4)), 'dm')} showed EF {r.randint(30, 60)}%. ")
         + maybe(c, 0.4, f"Pacemaker check: device SN {c.device()}, normal function. "),
         ""] + ((["Course in hospital:"] + course(c, r.randint(4, 12)) + [""]) if r.random() < 0.6 else []) + [
         "Medications on discharge:"] + [f"  {i + 1}. {m}" for i, m in enumerate(meds(r))] + [
         "",
         "Actions for GP:",
         f"  - U&E in {r.choice(['1/52', '2/52', '10/7'])} (around {c.D(c.day(r.randint(14, 25)), r.choice(['d_month', 'dmy', 'wk_ord']))}).",
         f"  - {r.choice(['Will', 'We will'])} see in clinic {c.D(c.day(r.randint(30, 80)), r.choice(['my', 'dmy', 'mon_y']))}; letter to follow.",
         maybe(c, 0.5, f"  - District nurses ({c.phone()}) to visit {c.D(c.day(r.randint(15, 20)), 'wk_dm')} for wound check."),
         maybe(c, 0.4, f"  - {c.R(1)} has been given the ward number ({c.phone(kind='land', ext=True)}) and may call with questions."),
         "", "Yours sincerely,", "",
         f"{c.S(2, 'full')}", f"{r.choice(['FY2', 'CT1', 'SHO', 'Registrar', 'Resident'])} to {c.S(0, 'dr')}  | {c.licence()} | {c.email(c.staff[2])}",
         f"Dictated {c.D(dis, 'dmy_s')} {c.name(c.staff[2], 'DOCTOR', 'initlow')}/{c.name(c.staff[5], 'DOCTOR', 'initlow')}",
         f"cc: {c.P(r.choice(['title_full', 'title']))}, {c.address_lines(sep=', ')}"]
    if r.random() < 0.3:
        s.append(audit(c))
    return "\n".join(x for x in s if x is not None), "letter"


# ---------------- 6. Clinic letter with cc list ----------------
def g_clinic(c):
    r = c.r
    spec = r.choice(["Cardiology", "Respiratory", "Diabetes and Endocrinology", "Rheumatology", "Gastroenterology",
                     "Neurology", "Renal", "Orthopaedics", "Dermatology", "Older Persons"])
    clinic_d = c.base
    gp = c.gp
    s = [f"{spec} Outpatients, {c.Hosp(False)}",
         f"{c.address_lines(c.make_street(), c.town, c.make_postcode(), sep=', ')}",
         f"Tel: {c.phone(kind=r.choice(['land', 'intl']), ext=r.random() < 0.4)} | Fax: {c.phone('FAX', kind='land', ext=False)} | {c.email(org=True)}",
         "",
         f"Clinic date: {c.D(clinic_d, r.choice(['dmy', 'long', 'ord', 'dot', 'wk_full']))}   Typed: {c.D(c.day(r.randint(1, 9)), r.choice(['dmy', 'dmy_s', 'dot_s']))}",
         f"Our ref: {c.name(c.staff[0], 'DOCTOR', 'init')}/{c.name(c.staff[4], 'DOCTOR', 'initlow')}/{c.mrn()}",
         "",
         f"{c.name(gp, 'DOCTOR', 'dr')}", f"{t('HOSPITAL', c.practice)}", c.address_lines(c.make_street(), r.choice(P.TOWNS[c.region]), c.make_postcode()),
         "",
         f"Dear {c.name(gp, 'DOCTOR', r.choice(['dr', 'given']))},",
         "",
         f"Re: {c.P(r.choice(['caps', 'title_full', 'full']))}, DOB {c.D(c.dob, r.choice(['dmy', 'dot', 'long']))}, {c.nat()}",
         f"{c.address_lines(sep=', ')}",
         "",
         f"Diagnoses: 1. {r.choice(['Paroxysmal AF', 'Asthma, poorly controlled', 'Type 1 diabetes', 'Seropositive RA', 'Ulcerative colitis', 'Focal epilepsy', 'CKD stage 4', 'OA right knee', 'Psoriasis', 'Recurrent falls'])} ({r.choice(ICD)}) 2. {r.choice(['Hypertension', 'Obesity (BMI 34)', 'Osteoporosis', 'Depression'])}",
         "",
         f"Thank you for referring this {c.A(r.choice(['yearold', 'year_old']))} {r.choice(['man' if c.pt.sex == 'M' else 'woman', 'patient'])}, whom I saw with {c.R(0)} today. "
         + f"{c.P(r.choice(['title', 'given']))} works as {art(c)} for {c.Org()} and "
         + r.choice(["is finding it hard to manage shifts.", "has had 3 weeks off sick since " + c.D(c.day(-r.randint(20, 40)), r.choice(['d_month', 'wk_ord', 'dm'])) + ".", "wishes to keep working."])
         + f" Originally from {c.Country()}, moved to {t('CITY', c.town)} in {c.D(c.day(-r.randint(2000, 9000)), 'y')}.",
         "",
         f"On examination {vitals(r)}. {r.choice(EPONYMS)}. {r.choice(SCORES)}. Recent bloods: {labs(r, False)}.",
         f"{r.choice(FILLER)} {r.choice(FILLER)}",
         "",
         "Current medication: " + "; ".join(meds(r)) + ".",
         "" if r.random() < 0.5 else "\n".join(["Interval history:"] + course(c, r.randint(3, 8))),
         "",
         f"Plan: {r.choice(['increase', 'start', 'continue'])} {r.choice(MEDS)}; {r.choice(['24 h tape', 'spirometry', 'MRI', 'DEXA', 'colonoscopy'])} requested (order {c.idnum('order')}). "
         + f"I will see {c.P(r.choice(['title', 'given']))} again in {r.choice(['3/12', '6/12', '4 months', '6 weeks'])}, around {c.D(c.day(r.randint(40, 180)), r.choice(['my', 'mon_y']))}. "
         + maybe(c, 0.5, f"Results will be visible on the patient portal ({c.url()}). ")
         + maybe(c, 0.4, f"Fit note issued to {c.D(c.day(r.randint(14, 30)), r.choice(['dmy', 'd_month']))}. "),
         "",
         "Yours sincerely,", "",
         f"{c.S(0, r.choice(['dr', 'cred']))}",
         f"Consultant {spec} | {c.licence()} | secretary {c.S(4, 'full')} {c.phone(kind='land', ext=True)}",
         "",
         "cc:"]
    cc = [f"{c.P('title_full')}, {c.address_lines(sep=', ')}",
          f"{c.S(5, 'dr')}, {r.choice(['Diabetes Nurse Specialist', 'Community Cardiology', 'Physiotherapy'])}, {c.Hosp()}",
          f"{c.R(0, 'full', with_rel=False)} ({c.rel(0)}, with patient's consent), {c.email(c.rels[0][1])}",
          f"Occupational Health, {c.Org()}, Fax {c.phone('FAX', kind='land', ext=False)}",
          f"{t('HOSPITAL', r.choice(P.PHARMACIES))} (repeat prescriptions)",
          f"Medical records, {c.Hosp(False)} ({c.account()})"]
    s = [x for x in s if x != ""] if False else s
    s += ["  " + x for x in r.sample(cc, r.randint(2, 5))]
    if r.random() < 0.3:
        s.append(audit(c))
    return "\n".join(s), "letter"


# ---------------- 7. Theatre record ----------------
def g_theatre(c):
    r = c.r
    d = c.base
    proc = r.choice(["Laparoscopic cholecystectomy", "Dynamic hip screw, right", "Total knee replacement, left",
                     "Dual-chamber pacemaker insertion", "Emergency laparotomy, Hartmann's procedure",
                     "Caesarean section (category 2)", "Hemiarthroplasty, left hip", "Appendicectomy (laparoscopic)",
                     "Carpal tunnel release", "TURP", "Insulin pump site revision"])
    s = [f"OPERATION RECORD - Theatre {t('LOCATION_OTHER', r.randint(1, 14))}, {c.Hosp(False)}",
         f"Date: {c.D(d, r.choice(['dmy', 'wk_full', 'dmon', 'iso']))}  Session: {r.choice(['AM', 'PM', 'emergency list'])}  Anaesthetic start {r.randint(8, 17):02d}:{r.choice(['05', '20', '42'])}",
         demog(c), f"Ward: {c.Ward()} | Bed {t('LOCATION_OTHER', c.bed)}",
         "",
         f"Procedure: {proc}",
         f"Surgeon: {c.S(0, r.choice(['dr', 'cred', 'full']))}   Assistant: {c.S(1, r.choice(['dr', 'full', 'gi']))}",
         f"Anaesthetist: {c.S(2, r.choice(['dr', 'cred']))}   ODP: {c.S(3, 'full')}   Scrub: {c.S(4, 'nurse')}   Circulating: {c.S(5, r.choice(['given', 'full', 'init']))}",
         f"ASA {r.randint(1, 4)} | WHO checklist: sign in {c.name(c.staff[4], 'DOCTOR', 'init')}, time out {c.name(c.staff[0], 'DOCTOR', 'init')}, sign out {c.name(c.staff[5], 'DOCTOR', 'init')}",
         f"Anaesthesia: {r.choice(['GA + LMA', 'spinal 2.6 mL 0.5% heavy bupivacaine', 'GA, ETT size 7.5', 'regional + sedation'])}; {r.choice(['cefazolin 2 g IV', 'co-amoxiclav 1.2 g IV', 'gentamicin 3 mg/kg'])} at induction.",
         f"Findings: {r.choice(['inflamed gallbladder, no stones in CBD', 'displaced intracapsular NOF fracture', 'perforated sigmoid, faecal peritonitis', 'normal anatomy'])}.",
         f"Implants: {r.choice(['cemented stem size 4', 'DHS 135 deg 4-hole', 'dual-chamber generator', 'TKR components (femoral 5, tibial 4)'])}, serial {c.device()}"
         + maybe(c, 0.6, f"; second component serial {c.device()}") + ".",
         f"EBL {r.randint(20, 900)} mL. Swab/instrument count correct x2 ({c.name(c.staff[4], 'DOCTOR', 'init')}/{c.name(c.staff[5], 'DOCTOR', 'init')}). Tourniquet {r.randint(0, 90)} min.",
         f"Specimens: {r.choice(['gallbladder', 'femoral head', 'sigmoid colon', 'none'])} to histology, request {c.idnum('acc')}.",
         f"Controlled drugs: fentanyl 100 mcg, morphine 10 mg - witnessed {c.S(3, 'init')} and {c.S(5, 'init')}, CD cabinet fingerprint sign-in {c.bioid()}.",
         f"Post-op: {r.choice(['routine obs', 'HDU', 'back to ward'])}; VTE: {r.choice(['enoxaparin 40 mg SC OD from 18:00', 'TEDS + dalteparin 5000 units'])}; {r.choice(['mobilise POD 1', 'NBM 6 h', 'drain out 24 h'])}. {hn(r, 1)}",
         f"Recovery nurse: {c.S(6, r.choice(['nurse', 'cred']))}. Handover to {c.Ward()} at {r.randint(10, 20)}:{r.choice(['10', '35', '50'])}.",
         "",
         f"Signed {c.S(0, 'full')} {c.licence()} {c.D(d, r.choice(['dmy', 'dmy_s']))}"]
    if r.random() < 0.4:
        s.append(f"Next of kin informed: {c.R(0, 'full')}, {c.phone(kind='mob')}.")
    if r.random() < 0.4:
        s.append(audit(c))
    return "\n".join(s), "form_lines"


# ---------------- 8. Maternity with CTG summary ----------------
def g_maternity(c):
    r = c.r
    c.pt.sex = "F"
    c.pt.given = r.choice(P.GIVEN_F)
    c.pt.title = r.choice(["Mrs", "Ms", "Miss"])
    c.age = r.randint(17, 44)
    c.dob = dt.date(c.base.year - c.age - 1, r.randint(1, 12), r.randint(1, 28))
    ga_w, ga_d = r.randint(30, 41), r.randint(0, 6)
    partner = c.rels[0][1]
    g = r.randint(1, 5)
    s = [f"{r.choice(['Birthing Suite', 'Labour Ward', 'Maternity Assessment Unit', 'Antenatal Ward'])} - {c.Hosp(False)}",
         f"{c.P(r.choice(['caps', 'comma', 'full']))} | {c.mrn()} | {c.nat()} | DOB {c.D(c.dob, r.choice(['dmy', 'dot']))} | {c.A('bare')} yrs",
         f"G{g}P{g - 1}, {ga_w}+{ga_d} weeks. EDD {c.D(c.day(r.randint(1, 60)), r.choice(['dmy', 'long', 'dm']))} by dating scan {c.D(c.day(-r.randint(150, 200)), r.choice(['dm', 'd_mon', 'dmy_s']))}. Booked at {t('HOSPITAL', r.choice(P.PRACTICES[c.region] + P.HOSPITALS[c.region]))}.",
         f"Lead midwife: {c.S(0, r.choice(['full', 'cred', 'nurse']))} | Obstetrician: {c.S(1, 'dr')}",
         "",
         f"{c.D(c.base, r.choice(['wk_dm', 'dm', 'dmy', 'wk_long']))} {r.randint(0, 23):02d}:{r.randint(0, 59):02d} {c.P(r.choice(['given', 'title', 'gi']))} attended with {c.rel(0)} {c.name(partner, 'FAMILY', r.choice(['given', 'full']))} "
         + f"c/o {r.choice(['reduced fetal movements since this morning', 'SROM at 04:00, clear liquor', 'regular tightenings 3 in 10', 'headache and visual disturbance', 'PV bleeding, small amount'])}.",
         f"Obs: {vitals(r)}. Urinalysis {r.choice(['NAD', 'protein ++', 'protein trace', 'leucocytes +'])}. SFH {ga_w + r.randint(-2, 2)} cm. {r.choice(['Cephalic, 2/5 palpable', 'Cephalic, 4/5 palpable', 'Breech', 'Oblique lie'])}.",
         "",
         "CTG summary:",
         f"  Started {r.randint(0, 23):02d}:{r.randint(0, 59):02d}, duration {r.randint(20, 90)} min. Baseline {r.randint(115, 160)} bpm, variability {r.randint(3, 25)} bpm, accelerations {r.choice(['present', 'absent', 'x3'])}, decelerations {r.choice(['none', 'early', 'variable, uncomplicated', 'late x2'])}.",
         f"  Classification: {r.choice(['normal', 'suspicious', 'pathological'])} (FIGO). Dawes-Redman criteria {r.choice(['met at 10 min', 'not met at 60 min', 'met at 26 min'])}. Monitor serial {c.device()}.",
         f"  Reviewed by {c.S(2, r.choice(['dr', 'full']))} and {c.S(0, 'nurse')}; 'fresh eyes' at {r.randint(0, 23):02d}:{r.randint(0, 59):02d} by {c.S(3, r.choice(['init', 'full', 'gi']))}.",
         "",
         f"Bloods: Hb {r.randint(95, 135)}, Plt {r.randint(80, 350)}, ALT {r.randint(8, 120)}, urate {r.randint(200, 480)}, PCR {r.randint(10, 90)}. Blood group {r.choice(['O', 'A', 'B', 'AB'])} {r.choice(['pos', 'neg'])}; anti-D {r.choice(['given ' + fmt_date(c.day(-r.randint(20, 60)), 'dm') if False else 'not required', 'given at 28 weeks'])}.",
         f"History: {r.choice(['GDM on metformin 500 mg BD', 'previous LSCS', 'PET in last pregnancy', 'asthma, salbutamol PRN', 'nil significant'])}. {r.choice(['Gestational age not an age', '']) and ''}"
         + f"{c.P('given')} works as {art(c)}; {c.rel(0)} {c.name(partner, 'FAMILY', 'given')} is {art(c, r.choice(P.PROFESSIONS))}. "
         + maybe(c, 0.5, f"Previous baby born {c.D(c.day(-r.randint(400, 2500)), r.choice(['my', 'y', 'long']))} at {c.Hosp()}, Apgar 9/10. ")
         + maybe(c, 0.4, f"Family from {c.Country()}; interpreter {c.S(6, 'full')} via phone. "),
         "",
         f"Plan: {r.choice(['admit to antenatal ward', 'home with advice', 'IOL booked', 'continuous CTG', 'category 2 CS'])}; {r.choice(['repeat CTG in 24 h', 'MAU review', 'PET bloods in 6 h', 'consultant review am'])}. {hn(r, 1)}",
         f"Contact MAU on {c.phone(kind='land', ext=r.random() < 0.3)} if reduced movements; {c.P('given')}'s mobile {c.phone(kind='mob')}.",
         maybe(c, 0.4, f"Car parked in drop-off bay, reg {c.vehicle()} - permit issued."),
         maybe(c, 0.3, f"Newborn ID band and footprint record {c.bioid()} to be generated at delivery."),
         f"{c.S(0, r.choice(['cred', 'full']))} {c.licence(r.choice(['NMC', 'NMBI']) if c.region in ('UK', 'IE') else None)}"]
    if r.random() < 0.3:
        s.append(audit(c))
    return "\n".join(x for x in s if x != ""), "narrative"


# ---------------- 9. Community nursing visit ----------------
def g_community(c):
    r = c.r
    d = c.base
    terse = r.random() < 0.4
    if terse:
        s = [f"DN visit {c.D(d, r.choice(['wk_dm', 'dmy_s', 'dm']))} {c.S(0, r.choice(['init', 'given', 'nurse']))}",
             f"{c.P(r.choice(['title', 'gi', 'given']))} {c.A(r.choice(['sx', 'yo', 'sx_tight']))} at {t('STREET', c.street)}. key safe.",
             f"{r.choice(['leg ulcer L gaiter', 'sacral PU cat 2', 'post-op wound', 'PEG site', 'catheter change (Foley 14Fr)'])}: {r.choice(['cleansed, inadine, K2 reapplied', 'reduced exudate', 'granulating', 'slough 20%'])}. {r.choice(SCORES[5:8])}.",
             f"{c.R(0, 'given')} present. next visit {c.D(c.day(r.randint(2, 7)), r.choice(['wk_dm', 'dm', 'wk']))}. {r.choice(FILLER)}"]
        return "\n".join(s), "form_lines"
    s = [f"COMMUNITY NURSING CONTACT - {r.choice(['District Nursing', 'Community Nursing Team', 'Hospital in the Home', 'Home Care Nursing'])}, {t('HOSPITAL', c.practice)}",
         f"Visit date: {c.D(d, r.choice(['dmy', 'wk_full', 'long', 'dot']))}  Time in {r.randint(8, 16):02d}:{r.choice(['10', '30', '55'])}  Nurse: {c.S(0, r.choice(['cred', 'full', 'nurse']))}"
         + maybe(c, 0.4, f"  Student: {c.S(1, 'given')}"),
         f"Patient: {c.P(r.choice(['caps', 'full', 'comma']))}  {c.nat()}  DOB {c.D(c.dob, 'dmy')}",
         f"Address: {c.address_lines(sep=', ')}  (access: key safe; {r.choice(['dog - keep in kitchen', 'ring first', 'back door'])})",
         f"NOK: {c.R(0, 'full')} {c.phone(kind='mob')}" + maybe(c, 0.5, f"; {c.R(1, 'full')} {c.phone()}"),
         maybe(c, 0.6, f"GP: {c.name(c.gp, 'DOCTOR', 'dr')}, {t('HOSPITAL', c.practice)}, {c.phone(kind='land', ext=r.random() < 0.3)}"),
         "",
         f"Reason: {r.choice(['weekly leg ulcer dressing', 'insulin administration BD', 'catheter care', 'palliative review', 'post-discharge check', 'IV antibiotics (OPAT)'])}.",
         f"{c.P(r.choice(['title', 'given']))} {r.choice(['was sitting in the lounge', 'was in bed', 'answered the door using a frame'])}; "
         + f"{c.R(r.randint(0, 2))} {r.choice(['was present', 'had gone to work at ' + c.Org(), 'visits daily'])}. "
         + f"Obs: {vitals(r)}. {r.choice(SCORES[5:11])}. {r.choice(EPONYMS)}.",
         f"Wound: {r.choice(['L lateral malleolus 3.2 x 2.1 cm', 'sacrum 1.5 x 1 cm', 'R shin 6 x 4 cm'])}, {r.choice(['moderate exudate', 'granulating, no odour', 'slough 30%'])}; ABPI {r.randint(70, 120) / 100}. Photo uploaded.",
         f"Meds check: {'; '.join(meds(r, r.randint(2, 4)))}. Blister packs from {t('HOSPITAL', r.choice(P.PHARMACIES))}.",
         f"Social: {r.choice(['retired', 'former', 'ex-'])} {c.Prof()}; {r.choice(['widowed', 'lives alone', 'lives with ' + c.R(0, 'given')])}. "
         + maybe(c, 0.5, f"Blue badge for car {c.vehicle()}. ")
         + maybe(c, 0.4, f"Carers from {c.Org(r.choice(['Redgum Aged Care Services', 'Anchor Point Cleaning Services', 'Seabright Call Centre']))}"[:0] + f"Package of care via {t('ORGANIZATION', r.choice(['Bluewater Homecare Ltd', 'Kahu Care Services', 'Lantern Home Support', 'Wexcombe Carers Co-op']))}, carer {c.name(Person(r), 'FAMILY', 'given')} am and pm. ")
         + maybe(c, 0.3, f"Previously lived in {c.Country()} until {c.D(c.day(-r.randint(3000, 15000)), 'y')}. "),
         f"Equipment: {r.choice(['pressure-relieving mattress', 'syringe driver', 'infusion pump', 'pendant alarm'])} serial {c.device()}.",
         f"Plan: {r.choice(['next visit', 'review'])} {c.D(c.day(r.randint(2, 7)), r.choice(['wk_dm', 'wk_long', 'dm']))}; {r.choice(['will refer to TVN', 'may need hospital bed', 'hope to reduce to weekly visits', 'bloods taken'])}."
         + maybe(c, 0.5, f" Bloods sent (sample {c.idnum('spec')}).") + f" {r.choice(DURATIONS)}.",
         "",
         f"{c.S(0, 'full')} {r.choice(['RN', 'RGN', 'CN', 'DN'])} | {c.email(c.staff[0])} | mobile {c.phone(kind='mob')}",
         maybe(c, 0.5, f"Synced from tablet {c.device()} ({c.ip()}) as {c.username(c.staff[0])}")]
    return "\n".join(x for x in s if x != ""), "narrative"


# ---------------- 10. Mental health review ----------------
def g_mental(c):
    r = c.r
    d = c.base
    unit = t("HOSPITAL", r.choice(P.MH_UNITS))
    s = [f"{r.choice(['CMHT', 'Inpatient', 'Crisis Team', 'Early Intervention'])} REVIEW - {unit}, {c.Hosp()}",
         f"Date: {c.D(d, r.choice(['dmy', 'long', 'wk_full', 'dmon']))}  Seen by: {c.S(0, 'dr')} with {c.S(1, r.choice(['cred', 'full']))} (CPN)"
         + maybe(c, 0.4, f" and student {c.S(2, 'given')}"),
         f"{demog(c)}",
         f"Legal status: {r.choice(['informal', 'Section 2 MHA', 'Section 3 MHA', 'CTO', 'voluntary'])}. Care coordinator: {c.S(3, r.choice(['full', 'nurse']))}.",
         "",
         f"History: {c.P(r.choice(['title', 'given', 'full']))} is a {c.A(r.choice(['yearold', 'year_old']))} {r.choice(['single', 'married', 'separated'])} {c.Prof()} "
         + f"{r.choice(['employed by', 'on sick leave from', 'recently dismissed from'])} {c.Org()}. "
         + f"Known to services since {c.D(c.day(-r.randint(400, 5000)), r.choice(['y', 'my']))} with {r.choice(['recurrent depressive disorder', 'bipolar affective disorder', 'paranoid schizophrenia', 'EUPD', 'alcohol dependence'])} ({r.choice(['F33.1', 'F31.2', 'F20.0', 'F60.3', 'F10.2'])}). "
         + f"Last admission {c.D(c.day(-r.randint(60, 900)), r.choice(['dm', 'my', 'dmy_s']))}-{c.D(c.day(-r.randint(10, 59)), r.choice(['dm', 'dmy_s']))} to {c.Ward()}.",
         f"Since last review {c.P('given')} reports {r.choice(['low mood', 'poor sleep (3-4 h)', 'hearing voices commenting', 'increased drinking', 'feeling more settled'])}. "
         + f"{c.R(0)} {r.choice(['called the team', 'attended', 'is worried'])}; {r.choice(['they argued over', 'there was tension around', 'things were better over'])} {c.holiday()}. "
         + maybe(c, 0.4, f"Friend {c.name(c.rels[-1][1], 'FAMILY', 'given')} has been staying. "),
         f"MSE: {r.choice(['casually dressed, good rapport', 'unkempt, guarded', 'restless, pressured speech'])}. Mood '{r.choice(['flat', 'ok', 'rubbish'])}', affect {r.choice(['restricted', 'reactive', 'labile'])}. "
         + f"{r.choice(['No FTD', 'Tangential', 'Flight of ideas'])}. {r.choice(['Denies AH', 'Second-person AH', 'No perceptual disturbance'])}. Insight {r.choice(['partial', 'good', 'poor'])}. {r.choice(SCORES[6:8])}.",
         f"Risk: {r.choice(['low to self', 'moderate to self - passive SI, no plan', 'raised - recent OD of paracetamol 8 g'])}. {r.choice(['No risk to others', 'Verbal aggression to staff'])}. "
         + maybe(c, 0.4, f"Police involvement {c.D(c.day(-r.randint(2, 30)), r.choice(['wk_dm', 'dm']))}, ref {c.idnum('case')}. ")
         + maybe(c, 0.3, f"Driving: advised not to drive; car reg {c.vehicle()}, licence {c.licence('driving')} (DVLA/NDLS informed). "),
         f"Physical: {vitals(r)}. {labs(r, False)}; lithium level {r.randint(4, 12) / 10} mmol/L. ECG QTc {r.randint(390, 490)} ms. {r.choice(EPONYMS)}.",
         "Medication: " + "; ".join(meds(r, r.randint(2, 5))) + ".",
         f"Plan: {r.choice(['continue', 'titrate', 'switch'])} {r.choice(['sertraline', 'olanzapine', 'aripiprazole', 'lithium'])}; {r.choice(['will', 'may'])} {r.choice(['refer to psychology', 'increase contact to twice weekly', 'consider admission', 'discharge to GP'])}. "
         + f"Next review {c.D(c.day(r.randint(7, 40)), r.choice(['wk_dm', 'dmy', 'd_month', 'wk_ord']))}. {r.choice(DURATIONS)}. "
         + f"Crisis line {c.phone(kind='land')}; self-help at {c.url()}.",
         maybe(c, 0.4, f"Benefits: {c.ssn()} provided for PIP/welfare form. {c.healthplan()}."),
         "",
         f"{c.S(0, r.choice(['cred', 'full']))}, Consultant Psychiatrist | {c.licence()} | {c.email(c.staff[0])}",
         maybe(c, 0.4, audit(c))]
    return "\n".join(x for x in s if x != ""), "narrative"


# ---------------- 11. Ambulance record ----------------
def g_ambulance(c):
    r = c.r
    d = c.base
    crew = [c.staff[0], c.staff[1]]
    s = [f"PATIENT CARE RECORD - {r.choice(['Ambulance Service', 'Paramedic Services', 'St John-style first response'])[:0]}{t('ORGANIZATION', r.choice(['Northshire Ambulance Service', 'Western Ambulance Trust', 'Coastline Paramedic Service', 'Kowhai Region Ambulance', 'Southern Lakes Ambulance']))}",
         f"Incident no: {c.idnum('inc')}  Date: {c.D(d, r.choice(['dmy', 'iso', 'dmon', 'dmy_s']))}  Call {r.randint(0, 23):02d}:{r.randint(0, 59):02d}  On scene {r.randint(0, 23):02d}:{r.randint(0, 59):02d}  Priority {r.choice(['C1', 'C2', 'C3', 'P1', 'P2'])}",
         f"Unit {r.choice(['MA', 'DSA', 'RRV'])}{r.randint(100, 999)} (reg {c.vehicle()})  Crew: {c.name(crew[0], 'DOCTOR', 'full')} {r.choice(['Paramedic', 'ICP', 'AP'])} {c.licence(r.choice(['HCPC', 'AHPRA']) if r.random() < 0.7 else None)} / {c.name(crew[1], 'DOCTOR', r.choice(['full', 'gi']))} {r.choice(['EMT', 'ECA', 'ACA'])}, staff no {c.idnum('staff')}",
         f"Pt: {c.P(r.choice(['caps', 'full', 'comma']))}  {c.A(r.choice(['yo_sx', 'sx', 'yo', 'bare']))}  DOB {c.D(c.dob, r.choice(['dmy', 'dmy_s']))}" + maybe(c, 0.6, f"  {c.nat()}"),
         f"Location: {c.address_lines(sep=', ')}" + maybe(c, 0.3, f" (near {t('LOCATION_OTHER', r.choice(['the war memorial', 'Harbour Clock Tower', 'Wattle Park rotunda', 'the old creamery', 'Kilbarrow Cross roundabout']))})"),
         "",
         f"Hx: {r.choice(['found on floor by', 'called by', 'collapse witnessed by', 'RTC, driver; called by'])} {c.R(r.randint(0, 2))}. "
         + f"{r.choice(['Long lie ~6 h', 'Chest pain 40 min, central, radiating L arm', 'Shortness of breath 2/7', 'Seizure lasting 4 min', 'Car vs tree, approx 50 km/h, airbag deployed'])}. "
         + maybe(c, 0.4, f"Own vehicle {c.vehicle()} secured by police. ")
         + f"PMH: {', '.join(r.sample(['AF', 'T2DM', 'COPD', 'epilepsy', 'IHD', 'dementia', 'Parkinson disease'], 2))}.",
         f"Obs 1 ({r.randint(0, 23):02d}:{r.randint(0, 59):02d}): {vitals(r)}.",
         f"Obs 2 ({r.randint(0, 23):02d}:{r.randint(0, 59):02d}): {vitals(r)}. NEWS2 {r.randint(0, 11)}.",
         f"ECG: {r.choice(['SR 78', 'AF 110', 'STE II, III, aVF', 'SR with LBBB'])}; 12-lead transmitted from monitor SN {c.device()} to {c.Hosp()} {r.choice(['PCI lab', 'ED', 'stroke team'])}.",
         f"Tx: {r.choice(['aspirin 300 mg PO', 'GTN 400 mcg SL x2', 'salbutamol 5 mg neb', 'buccal midazolam 10 mg', 'morphine 5 mg IV'])}, {r.choice(['ondansetron 4 mg IV', 'paracetamol 1 g IV', 'O2 15 L NRB', '0.9% NaCl 250 mL'])}. "
         + f"Drug safe opened with fingerprint ID {c.bioid()}.",
         f"Outcome: conveyed to {c.Hosp(False)} {r.choice(['ED', 'resus', 'majors', 'SDEC'])}, handed to {c.S(2, r.choice(['nurse', 'dr', 'cred']))} at {r.randint(0, 23):02d}:{r.randint(0, 59):02d}. "
         + maybe(c, 0.4, f"{c.R(0, 'given', with_rel=False)} following in own car. ")
         + maybe(c, 0.3, f"Pt works as {art(c)} at {c.Org()}; employer {c.name(c.rels[-1][1], 'FAMILY', 'full')} contacted. "),
         maybe(c, 0.4, f"Travel insurance/visitor: {c.ssn()}; {c.healthplan()}."),
         maybe(c, 0.5, f"Record uploaded from ePCR tablet {c.ip()} by {c.username(crew[0])}"),
         f"Signed {c.name(crew[0], 'DOCTOR', 'init')} / {c.name(crew[1], 'DOCTOR', 'init')}"]
    return "\n".join(x for x in s if x != ""), "form_lines"


GENRES = [("observation_chart", g_obs), ("fluid_balance", g_fluid), ("bloods_table", g_bloods), ("ward_round", g_ward),
          ("discharge_letter", g_discharge), ("clinic_letter", g_clinic), ("theatre_record", g_theatre),
          ("maternity", g_maternity), ("community_nursing", g_community), ("mental_health", g_mental),
          ("ambulance", g_ambulance)]
