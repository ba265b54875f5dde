"""Note templates, one function per genre. Each returns marked text (PHI wrapped by core.mk)."""
import datetime as dt

from core import World, mk
from pools import CONDITIONS, PMH, EPONYM_PHRASES, DRUGS, SPECIALTIES, HOLIDAYS, PROFESSIONS

CHURCHES = ["St Jude's Church", "Grace Fellowship Church", "Masjid al-Noor", "Holy Trinity Parish", "Kingdom Hall Saltcote"]
ISSUES = ["DOAC dose off-label for CrCl", "duplicate PPI", "missed Parkinson's meds - time critical", "warfarin INR 3.8 - held"]
PHYSIO_O = ["Trendelenburg gait noted", "Romberg's test negative", "Good sitting balance", "Mobilised 20 m with Zimmer frame and x1 assist"]
def coded(r):
    c, i = r.choice(CONDITIONS)
    return f"{c} ({i})"


SX = {"M": "male", "F": "female"}
HE = {"M": "he", "F": "she"}


def hdr(r, title):
    return r.choice([f"{title.upper()}", f"== {title} ==", f"## {title}", f"{title}:", f"--- {title} ---", f"[{title}]"])


def pt_header(w, r, full=False):
    """Identification block."""
    lines = []
    style = r.randint(0, 3)
    if style == 0:
        lines.append(f"Name: {w.P('sur_first_caps')}    DOB: {w.d(w.dob, 'dmy')}    Hosp no: {mk('MRN', w.mrn)}")
    elif style == 1:
        lines.append(f"Patient: {w.P(r.choice(['full', 'title_g_sur', 'full_mid']))} | DOB {w.d(w.dob, r.choice(['dmy', 'd_mon_y', 'dd-mon-yyyy']))} | MRN {mk('MRN', w.mrn)}")
    elif style == 2:
        lines.append(f"{w.P('sur_first_caps')}  ({w.age_s(style='MF_slash')})  UR {mk('MRN', w.mrn)}")
    else:
        lines.append(f"Pt: {w.P('sur_first')}, D.O.B. {w.d(w.dob, r.choice(['dmy', 'iso', 'dmy_dot']))}, RN {mk('MRN', w.mrn)}")
    hpl = {"UK": "NHS no", "IE": "Medical card / policy", "AU": "Medicare", "ZA": "Medical aid no"}[w.cc]
    if full or r.random() < 0.6:
        lines.append(f"{hpl}: {mk('HEALTHPLAN', w.hp)}")
    if full or r.random() < 0.4:
        lines.append(f"Address: {w.addr()}")
    return "\n".join(lines)


def where(w, r):
    opts = [f"{mk('HOSPITAL', w.ward)}, bed {mk('LOCATION_OTHER', w.bed)}",
            f"{mk('HOSPITAL', w.ward)} bay {mk('LOCATION_OTHER', w.bay)} bed {mk('LOCATION_OTHER', w.bed)}",
            f"side room {mk('LOCATION_OTHER', w.room)}, {mk('HOSPITAL', w.ward)}",
            f"{mk('HOSPITAL', w.ward)} ({mk('HOSPITAL', w.hosp)}), room {mk('LOCATION_OTHER', w.room)}",
            f"bed {mk('LOCATION_OTHER', w.bed)}, {mk('HOSPITAL', w.ward)}"]
    return r.choice(opts)


def social(w, r):
    p = w.pt
    he = HE[w.sex]
    bits = []
    if r.random() < 0.5:
        bits.append(f"Lives with {w.rel} {w.F(r.choice(['given', 'full', 'title_sur']))} in a {r.choice(['bungalow', 'two-storey house', 'flat (lift)', 'terraced house'])} in {mk('CITY', w.city)}.")
    else:
        bits.append(f"Lives alone in {mk('CITY', w.city)}; {w.rel} {w.F(r.choice(['given', 'full']))} ({mk('AGE', w.fam_age)}) visits {r.choice(['daily', 'twice weekly', 'most days'])}.")
    if w.age >= 67 and r.random() < 0.7:
        bits.append(f"Retired {mk('PROFESSION', w.profession)}" + (f", formerly at {mk('ORGANIZATION', w.employer)}." if r.random() < 0.5 else "."))
    else:
        bits.append(r.choice([f"Works as a {mk('PROFESSION', w.profession)} at {mk('ORGANIZATION', w.employer)}.",
                              f"Occupation: {mk('PROFESSION', w.profession)} ({mk('ORGANIZATION', w.employer)}).",
                              f"{he.capitalize()} is a {mk('PROFESSION', w.profession)}."]))
    if r.random() < 0.5:
        bits.append(f"Born in {mk('COUNTRY', w.origin)}, moved to {w.country()} in {w.d(dt.date(min(w.dob.year + r.randint(18, 40), w.adm.year - 1), 1, 1), 'year')}.")
    bits.append(r.choice(["Ex-smoker, 20 pack-years.", "Never smoked.", "Smoker 10/day.", "Smokes 15 cigs/day, 30 pack-yr hx."]))
    bits.append(r.choice(["Alcohol: 14 units/wk.", "EtOH nil.", "Drinks ~30 units/week.", "Occasional alcohol."]))
    if r.random() < 0.35:
        rel2 = r.choice(["daughter", "son"])
        f2 = w.person(r.choice("MF"))
        bits.append(f"NOK {rel2} {w.F('full', f2)}, {mk('PROFESSION', r.choice(PROFESSIONS))}, tel {mk('PHONE', w.phone(mobile=True))}.")
    return " ".join(bits)


def clerking(w, r):
    cond, icd = r.choice(CONDITIONS)
    t = w.time()
    out = [r.choice([f"MEDICAL CLERKING - {mk('HOSPITAL', w.hosp)}", f"Medical admission clerking, AMU, {mk('HOSPITAL', w.hosp)}",
                     f"ACUTE MEDICINE CLERKING", f"Clerking ({mk('HOSPITAL', w.hosp)} ED -> AMU)"])]
    out.append(pt_header(w, r))
    if r.random() < 0.5:
        out.append(f"Encounter no: {mk('ACCOUNT', w.acct)}")
    out.append(f"Date/time seen: {w.d(w.adm)} {t}    Seen by: {w.D(w.jr, r.choice(['full', 'title_sur', 'title_i_sur']))} ({w.jr.cred}), bleep {mk('PHONE', w.jr.bleep)}")
    out.append(f"Source: patient and {w.rel} ({w.F(r.choice(['full', 'given', 'title_sur']))}), GP letter from {mk('HOSPITAL', w.gp_practice)}")
    out.append("")
    out.append(hdr(r, "PC"))
    onset = r.choice([f"since {w.rel_date(-r.randint(1, 6), 'weekday')}", f"{r.randint(2, 6)}/7", f"since {w.rel_date(-r.randint(2, 9), r.choice(['wd_dm', 'dm', 'd_month']))}", "2/52", "3 days"])
    out.append(f"{w.age_s(style=r.choice(['yo', 'yo_tight', 'y/o', 'year-old', 'year_old', 'yrs']))} {SX[w.sex]}, {r.choice(['SOB', 'fever and rigors', 'chest pain', 'confusion', 'fall at home', 'abdominal pain', 'productive cough', 'vomiting'])}, {onset}.")
    out.append(hdr(r, "HPC"))
    hpc = [f"{w.P(r.choice(['title_sur', 'given', 'title_sur']))} reports {r.choice(['worsening breathlessness', 'green sputum', 'frank haematuria', 'pleuritic pain', 'reduced oral intake', 'little appetite'])} over the last {r.choice(['3 days', 'week', 'fortnight', '48 h'])}."]
    if r.random() < 0.5:
        hpc.append(f"Was at work ({mk('ORGANIZATION', w.employer)}) on {w.rel_date(-r.randint(1, 4), 'weekday')} and felt unwell.")
    if r.random() < 0.3:
        hpc.append(f"Returned from {mk('COUNTRY', w.origin)} on {w.rel_date(-r.randint(5, 20), r.choice(['dmy', 'd_month', 'dth_month_y']))}.")
    if r.random() < 0.25:
        hpc.append(f"RTC: driver of car reg {mk('VEHICLE', w.vehicle())}, low-speed, airbag deployed, self-extricated.")
    hpc.append(f"{HE[w.sex].capitalize()} will need collateral from {w.rel}, who hopes to visit later.")
    out.append(" ".join(hpc))
    out.append(hdr(r, "PMH"))
    out.append("\n".join(f"- {x}" for x in r.sample(PMH, r.randint(3, 6))))
    out.append(hdr(r, "DH"))
    out.append("\n".join(f"{d[0]} {d[1]} {d[3]}" for d in w.drugs(r.randint(3, 7))))
    out.append("Allergies: " + r.choice(["NKDA", "penicillin (rash)", "codeine - vomiting", "latex"]))
    out.append(hdr(r, "SH"))
    out.append(social(w, r))
    out.append(hdr(r, "FH"))
    out.append(f"Father died at {mk('AGE', r.randint(48, 90))} of MI; mother {r.choice(['alive', 'died aged ' + mk('AGE', r.randint(55, 99))])}, T2DM.")
    out.append(hdr(r, "O/E"))
    out.append(w.vitals())
    out.append(f"GCS 15/15, AMTS {r.randint(4, 10)}/10, CFS {r.randint(2, 7)}. " + "; ".join(r.sample(EPONYM_PHRASES, 2)) + ".")
    out.append(r.choice(["HS I+II+0. Chest: coarse creps R base.", "Abdo soft, tender RUQ.", "Chest clear, HS normal, calves SNT."]) + f" {r.choice(EPONYM_PHRASES)}.")
    out.append(f"Repeat obs {w.time()}: {w.vitals()}")
    out.append(hdr(r, "Ix"))
    out.append(w.labs())
    out.append(f"ECG: {r.choice(['SR 88', 'AF 132', 'sinus tachy 112, no ST change'])}. CXR: {r.choice(['R lower zone consolidation', 'clear', 'bilateral effusions'])}. Lab accession {mk('IDNUM', w.idnum())}.")
    out.append(hdr(r, "Imp"))
    out.append(f"{cond} ({icd}). CURB-65 {r.randint(0, 4)}. Wells {r.choice(['1.5', '3', '4.5', '0'])}.")
    out.append(hdr(r, "Plan"))
    for x in r.sample([f"IV fluids, {w.drug()}", f"{w.drug()} stat", "Bloods + cultures, VBG", "Fluid balance chart",
                       "Will review with reg post-take", "Hope to step down to ward tomorrow", f"VTE: {w.drug(DRUGS[3])}",
                       "Repeat U&E in am", "DNACPR not discussed yet", "Falls bundle"], 5):
        out.append(f"- {x}")
    out.append("")
    out.append(w.sig(w.jr) + f"  {w.lic(w.jr)}  bleep {mk('PHONE', w.jr.bleep)}  {t}")
    if r.random() < 0.4:
        out.append(f"Reviewed by {w.D(w.reg, r.choice(['title_sur', 'full']))} ({w.reg.cred}) at {w.time()}.")
    return "\n".join(out)


def ptwr(w, r):
    cond, icd = r.choice(CONDITIONS)
    out = [r.choice(["POST-TAKE WARD ROUND", "PTWR", "Post take ward round", "PTWR - acute medicine"]) + f" {w.d(w.adm + dt.timedelta(days=1))} {w.time()}"]
    out.append(f"Cons: {w.D(w.cons, r.choice(['title_sur', 'title_i_sur', 'full']))}, {w.cons.cred}  /  Reg: {w.D(w.reg, r.choice(['title_sur', 'given']))}  /  FY: {w.D(w.jr, r.choice(['given', 'full', 'initials']))} ({w.jr.cred})")
    out.append(f"Nurse in charge: {w.D(w.nurse, r.choice(['title_sur', 'title_g_sur', 'full']))}")
    out.append(f"{w.P(r.choice(['full', 'title_sur', 'sur_first_caps', 'initials']))}, {w.age_s()}, {where(w, r)}, MRN {mk('MRN', w.mrn)}")
    out.append("")
    if r.random() < 0.3:
        out.append(f"Visit no. {mk('ACCOUNT', w.acct)}")
    out.append(f"Adm {w.d(w.adm, r.choice(['dm', 'wd_dm', 'dmy']))} with {cond}. " + r.choice([
        f"Background {', '.join(r.sample(PMH, 3))}.", f"PMH: {'; '.join(r.sample(PMH, 2))}."]))
    out.append(f"Overnight: NEWS2 {r.randint(3, 8)} at {w.time()}, seen by night reg {w.D(w.person(r.choice('MF')), 'title_sur')}, {w.drug()} given.")
    out.append(f"Today: {r.choice(['feels better', 'still SOB', 'more settled', 'confused overnight, 4AT 5'])}. Eating {r.choice(['little', 'well', 'half of meals'])}.")
    out.append("Obs: " + w.vitals(" | "))
    out.append(f"Latest gas {w.time()}: {w.labs(n=4, style='inline')}")
    out.append(f"O/E: {r.choice(EPONYM_PHRASES)}, {r.choice(['chest clear', 'bibasal creps', 'abdo SNT', 'pitting oedema to knees'])}.")
    d1, d2 = w.adm, w.adm + dt.timedelta(days=1)
    out.append("Bloods:")
    out.append(w.labs(style=r.choice(["pipe", "fixed", "tab", "csv"]), dates=[w.d(d1, "dm"), w.d(d2, "dm")]))
    out.append("")
    out.append(f"Imp: {cond} [{icd}]" + r.choice(["", f", CURB-65 {r.randint(0, 4)}", f", qSOFA {r.randint(0, 3)}"]))
    out.append("Plan:")
    plan = [f"cont {w.drug()}", "switch IV to PO abx if afebrile 24 h", "will repeat CXR in 6/52", "OT/PT assessment",
            f"echo requested (order {mk('IDNUM', w.idnum())})", "fluid restrict 1.5 L", "daily U&Es",
            f"discuss with {r.choice(SPECIALTIES)} (ext {mk('PHONE', str(r.randint(2000, 7999)))})", "TTO when MFFD"]
    for i, x in enumerate(r.sample(plan, 5), 1):
        out.append(f"{i}. {x}")
    out.append(f"EDD: {w.rel_date(r.randint(2, 8), r.choice(['wd_dm', 'dmy', 'weekday', 'd_month']))}")
    out.append(f"Escalation: {r.choice(['full escalation', 'ward-based ceiling, not for ICU', 'for HDU if deteriorates'])}. ReSPECT form {r.choice(['completed', 'discussed'])}.")
    out.append(f"Spoke to {w.rel} {w.F(r.choice(['full', 'title_sur', 'given']))} on {mk('PHONE', w.fam_phone)} - updated, {r.choice(['happy with plan', 'hopes for discharge home', 'concerned about coping'])}.")
    out.append("")
    out.append(f"{w.D(w.jr, r.choice(['full', 'title_i_sur', 'g_init']))} {w.jr.cred} for {w.D(w.cons, 'title_sur')}  bleep {mk('PHONE', w.jr.bleep)}")
    return "\n".join(out)


def swr(w, r):
    op = r.choice(["lap chole", "laparotomy, small bowel resection", "EVAR", "TURP", "open appendicectomy",
                   "Hartmann's procedure", "DHS L hip", "right hemicolectomy", "I&D abscess", "hemiarthroplasty"])
    pod = r.randint(1, 6)
    opd = w.adm + dt.timedelta(days=r.randint(0, 2))
    out = [r.choice([f"SWR", "Surgical ward round", "SURGICAL WR", "Gen surg WR"]) + f" - {w.d(opd + dt.timedelta(days=pod))}"]
    out.append(f"{w.D(w.cons, 'title_sur')} / {w.D(w.reg, r.choice(['title_sur', 'given']))} ({w.reg.cred}) / {w.D(w.jr, r.choice(['given', 'initials', 'full']))} {w.jr.cred}")
    out.append(f"{w.P(r.choice(['sur_first_caps', 'title_sur', 'g_init', 'full']))} {w.age_s(style=r.choice(['MF_tight', 'MF_space', 'yo', 'yo_tight']))}  {where(w, r)}")
    out.append(f"POD {pod} {op} ({w.d(opd, r.choice(['dm', 'dmy', 'wd_dm']))})")
    out.append("")
    out.append(f"S: {r.choice(['pain controlled', 'nauseous overnight', 'passing flatus', 'bowels not open', 'mobilised to chair'])}, {r.choice(['tolerating sips', 'eating light diet', 'NBM'])}")
    out.append("O: " + w.vitals(", "))
    out.append(f"   Drain {r.randint(0, 300)} ml {r.choice(['serous', 'haemoserous'])}; UO {r.randint(20, 90)} ml/h via {r.choice(['Foley', 'Foley catheter', 'suprapubic catheter'])}")
    out.append(f"   Wound: {r.choice(['clean and dry', 'mild erythema', 'Kocher incision healing well', 'Pfannenstiel wound clean', 'staples intact'])}")
    out.append("   Bloods: " + w.labs(n=r.randint(5, 9), style=r.choice(["inline", "slashes"])))
    out.append(f"   {r.choice(EPONYM_PHRASES)}; intra-op: {w.drug()}, {w.drug()}")
    out.append(f"A: {r.choice(['progressing well', 'ileus', 'slow progress', 'post-op AKI'])}; dx {coded(r)}")
    out.append("P:")
    for x in r.sample([f"cont {w.drug()}", "remove drain", "TWOC", "mobilise with physio", f"VTE {w.drug(DRUGS[3])}",
                       "will review histology", "step up diet", "CT AP if no improvement", "daily bloods"], 4):
        out.append(f" - {x}")
    out.append(f"Histology accession {mk('IDNUM', w.idnum())}; theatre booking {mk('IDNUM', w.idnum())}")
    if r.random() < 0.6:
        out.append(f"{w.rel.capitalize()} {w.F(r.choice(['full', 'given', 'title_sur']))} phoned ({mk('PHONE', w.fam_phone)}) re discharge; works nights as a {mk('PROFESSION', r.choice(PROFESSIONS))}.")
    if r.random() < 0.4:
        out.append(f"Pt keen to go home before {mk('DATE', r.choice(HOLIDAYS))} - {HE[w.sex]} will need district nurse via {mk('HOSPITAL', w.gp_practice)}.")
    out.append(f"-- {w.D(w.jr, r.choice(['full', 'sur_first_caps', 'title_sur']))}, {w.jr.cred} ({w.lic(w.jr)}) bleep {mk('PHONE', w.jr.bleep)} {w.time()}")
    return "\n".join(out)


def discharge(w, r):
    cond, icd = r.choice(CONDITIONS)
    cond2, icd2 = r.choice(CONDITIONS)
    dis = w.adm + dt.timedelta(days=r.randint(2, 21))
    out = [f"{mk('HOSPITAL', w.hosp)}", r.choice(["DISCHARGE SUMMARY", "Discharge Summary / GP letter", "Immediate Discharge Letter (IDL)"]), ""]
    out.append(f"Patient: {w.P(r.choice(['sur_first_caps', 'title_g_sur', 'full_mid']))}")
    out.append(f"DOB: {w.d(w.dob, r.choice(['dmy', 'd_mon_y', 'iso', 'dd-mon-yyyy']))} ({mk('AGE', w.age)} y)")
    out.append(f"Address: {w.addr(with_country=r.random() < 0.3)}")
    out.append(f"Hospital no: {mk('MRN', w.mrn)}   Episode: {mk('ACCOUNT', w.acct)}")
    hpl = {"UK": "NHS number", "IE": "Policy no", "AU": "Medicare no", "ZA": "Medical aid"}[w.cc]
    out.append(f"{hpl}: {mk('HEALTHPLAN', w.hp)}" + (f" ({mk('ORGANIZATION', w.insurer)})" if w.cc != "UK" and r.random() < 0.6 else ""))
    if r.random() < 0.4:
        lab = {"UK": "NI no", "IE": "PPSN", "AU": "Soc sec ref", "ZA": "ID no"}[w.cc]
        out.append(f"{lab}: {mk('SSN', w.ssn)}")
    out.append(f"Admitted: {w.d(w.adm)}   Discharged: {w.d(dis)}   Ward: {mk('HOSPITAL', w.ward)}")
    out.append(f"Consultant: {w.D(w.cons, r.choice(['title_g_sur', 'title_i_sur', 'title_sur']))}, {w.cons.cred}")
    out.append("")
    out.append(f"GP: {w.D(w.gp, r.choice(['title_i_sur', 'title_g_sur']))}, {mk('HOSPITAL', w.gp_practice)}, {mk('CITY', w.city)}  Tel {mk('PHONE', w.phone())}  Fax {mk('FAX', w.phone())}")
    if r.random() < 0.6:
        out.append(f"GP e-mail: {mk('EMAIL', 'admin.' + w.gp_practice.split()[0].lower().replace(chr(39), '') + '@example.net')}")
    out.append("")
    out.append(hdr(r, "Diagnoses"))
    out.append(f"1. {cond} ({icd})\n2. {cond2} ({icd2})")
    out.append("Comorbidities: " + "; ".join(f"{c} ({i})" for c, i in r.sample(CONDITIONS, r.randint(1, 3))) + "; " + ", ".join(r.sample(PMH, 2)))
    out.append(hdr(r, "Summary"))
    s = [f"{w.P(r.choice(['title_sur', 'full']))}, a {w.age_s(style='year-old')} retired {mk('PROFESSION', w.profession)}," if w.age > 66 else
         f"{w.P(r.choice(['title_sur', 'full']))}, a {w.age_s(style='year-old')} {mk('PROFESSION', w.profession)},",
         f"presented on {w.d(w.adm, r.choice(['weekday', 'wd_full', 'dth_month_y']))} with {cond}.",
         f"Treated with {w.drug()} then {w.drug()}.",
         f"Peak CRP {r.randint(60, 380)}, creatinine peaked at {r.randint(90, 400)} umol/L on day {r.randint(2, 5)}.",
         f"Inpatient stay complicated by {r.choice(['delirium', 'C. difficile', 'fall without injury', 'hypokalaemia (K 2.9)', 'nil'])}.",
         f"Reviewed by {r.choice(SPECIALTIES)} ({w.D(w.reg, r.choice(['title_sur', 'title_i_sur']))}) on {w.rel_date(r.randint(1, 5), r.choice(['dm', 'wd_dm']))}."]
    if r.random() < 0.4:
        s.append(f"{w.rel.capitalize()} {w.F(r.choice(['full', 'given']))} will support at home; care package via {mk('ORGANIZATION', w.employer if r.random() < 0.2 else w.carehome)} restarts {w.d(dis, r.choice(['weekday', 'd_month']))}.")
    out.append(" ".join(s))
    out.append(f"Bloods on discharge: {w.labs(n=r.randint(6, 10), style=r.choice(['inline_units', 'inline', 'slashes']))}")
    out.append(f"Obs at discharge ({w.time()}): {w.vitals()}")
    out.append(f"Examination on admission: {r.choice(EPONYM_PHRASES)}; {r.choice(EPONYM_PHRASES)}.")
    out.append(hdr(r, "Discharge medications"))
    tab = r.choice(["pipe", "list", "fixed"])
    meds = w.drugs(r.randint(4, 8))
    if tab == "pipe":
        out.append("| Drug | Dose | Route | Freq | Status |\n|---|---|---|---|---|")
        for d in meds:
            out.append(f"| {d[0]} | {d[1]} | {d[2]} | {d[3]} | {r.choice(['new', 'unchanged', 'dose changed', 'stopped'])} |")
    elif tab == "fixed":
        for d in meds:
            out.append(f"{d[0]:<34}{d[1]:<10}{d[2]:<6}{d[3]:<14}{r.choice(['NEW', 'CONT', 'CHANGED'])}")
    else:
        for d in meds:
            out.append(f"* {w.drug(d)}")
    out.append(hdr(r, "Follow-up"))
    fu = w.adm + dt.timedelta(days=r.randint(30, 90))
    out.append(f"- {r.choice(SPECIALTIES).capitalize()} OPD {w.d(fu, r.choice(['d_month_y', 'mon_y', 'month_y', 'dmy']))} with {w.D(w.cons, 'title_sur')}")
    out.append(f"- GP to check U&E {w.d(dis + dt.timedelta(days=7), 'dm')}-{w.d(dis + dt.timedelta(days=10), 'dm')}")
    out.append(f"- Patient info: {mk('URL', w.url())}")
    out.append("")
    out.append(f"Completed by: {w.sig(w.jr)}, {w.lic(w.jr)}, bleep {mk('PHONE', w.jr.bleep)}, {mk('EMAIL', w.jr.email)}")
    if r.random() < 0.5:
        ty = w.person(r.choice("MF"))
        out.append(f"Dictated {w.D(w.jr, 'initials')}/typed {w.D(ty, 'initials').lower()}")
    out.append("cc: " + r.choice([
        f"{w.P('title_sur')}, {w.addr()}",
        f"{w.D(w.gp, 'title_i_sur')}, {mk('HOSPITAL', w.gp_practice)}",
        f"{mk('HOSPITAL', w.carehome)} (fax {mk('FAX', w.phone())})"]))
    out.append(f"    {mk('HOSPITAL', w.gp_practice)}, fax {mk('FAX', w.phone())}")
    return "\n".join(out)


def drug_chart(w, r):
    out = [r.choice(["INPATIENT DRUG CHART (export)", "Medication administration record", "DRUG CHART", "eMAR extract"])]
    out.append(pt_header(w, r))
    out.append(f"Ward: {mk('HOSPITAL', w.ward)}  Bed: {mk('LOCATION_OTHER', w.bed)}  Wt {r.randint(42, 130)} kg  Ht {r.randint(148, 195)} cm  Age {mk('AGE', w.age)}")
    out.append("Allergies: " + r.choice(["NKDA", "penicillin - anaphylaxis", "trimethoprim (rash)", "morphine - itch"]) + f"  (checked by {w.D(w.pharm, r.choice(['initials', 'full']))})")
    out.append("")
    meds = w.drugs(r.randint(4, 7))
    days = [w.adm + dt.timedelta(days=i) for i in range(r.randint(2, 4))]
    out.append("REGULAR")
    fmt = r.choice(["tab", "pipe", "csv"])
    sepc = {"tab": "\t", "pipe": " | ", "csv": ","}[fmt]
    out.append(sepc.join(["Drug", "Dose", "Route", "Freq", "Start", "Prescriber"] + [w.d(d, r.choice(['dm', 'wd_dm'])) for d in days]))
    nurses = [w.nurse, w.nurse2]
    for d in meds:
        adm_marks = []
        for _ in days:
            n = r.choice(nurses)
            adm_marks.append(f"{w.time()[:5]} " + w.D(n, "initials") if r.random() < 0.8 else r.choice(["5 (refused)", "4 (NBM)", "omitted"]))
        out.append(sepc.join([d[0], d[1], d[2], d[3], w.d(w.adm, 'dm'), w.D(r.choice([w.jr, w.reg]), 'initials')] + adm_marks))
    out.append("")
    out.append("PRN: " + "; ".join(w.drug(d) for d in w.drugs(2)))
    out.append(f"Pre-dose obs {w.time()}: {w.vitals()}")
    out.append(f"Monitoring: {w.labs(n=r.randint(4, 7), style=r.choice(['inline', 'slashes']))}; gentamicin level {r.randint(3, 20) / 10:.1f} mg/L at {w.time()}")
    out.append(f"Indication: {coded(r)}; {r.choice(EPONYM_PHRASES)}")
    out.append(f"Screened by pharmacist {w.D(w.pharm, r.choice(['full', 'g_init', 'sur_first']))} ({w.lic(w.pharm)}) on {w.d(w.adm + dt.timedelta(days=1))}")
    out.append(f"CD cabinet access: fingerprint ID {mk('BIOID', w.bioid())} ({w.D(w.nurse, 'full')}), witness {w.D(w.nurse2, r.choice(['full', 'title_sur']))}")
    if r.random() < 0.6:
        out.append(f"Syringe driver serial {mk('DEVICE', w.device_id())}: {w.drug(DRUGS[12])} over 24 h, started {w.time()} on {w.d(days[-1], 'dm')}")
    out.append(f"Insulin: {w.drug(DRUGS[17])}; CBG {r.randint(40, 180) / 10:.1f} at {w.time()}, {r.randint(40, 180) / 10:.1f} at {w.time()}")
    out.append(f"Prescriber: {w.D(w.jr, r.choice(['full', 'title_sur']))} {w.jr.cred}, bleep {mk('PHONE', w.jr.bleep)}; eMAR user {mk('USERNAME', w.jr.user)}")
    return "\n".join(out)


def obs_export(w, r):
    out = [r.choice(["# Observations export", "OBS CHART EXPORT", "eObs extract", "Vital signs download"]) + f" generated {w.d(w.adm + dt.timedelta(days=2), 'iso')} {w.time()}"]
    out.append(f"# patient: {w.P(r.choice(['sur_first_caps', 'full']))}; mrn: {mk('MRN', w.mrn)}; ward: {mk('HOSPITAL', w.ward)}; bed: {mk('LOCATION_OTHER', w.bed)}; age: {mk('AGE', w.age)}")
    dev = w.device_id()
    ip = w.ip()
    users = [w.nurse, w.nurse2, w.sm]
    fmt = r.choice(["csv", "tab", "pipe", "fixed"])
    cols = ["timestamp", "RR", "SpO2", "O2", "BP", "HR", "ACVPU", "Temp", "NEWS2", "user", "device"]
    if fmt == "csv":
        out.append(",".join(cols))
    elif fmt == "tab":
        out.append("\t".join(cols))
    elif fmt == "pipe":
        out.append("| " + " | ".join(cols) + " |")
    else:
        out.append("".join(f"{c:<14}" for c in cols))
    n = r.randint(6, 11)
    times = [w.time()[:5] for _ in range(n)]
    times = [t for k in range(0, n, 4) for t in sorted(times[k:k + 4], key=lambda x: x.replace(":", ""))]
    for i in range(n):
        day = w.adm + dt.timedelta(days=i // 4)
        ts = f"{w.d(day, r.choice(['iso', 'dmy']) if i == 0 else ('iso' if fmt != 'fixed' else 'dmy'))} {times[i]}"
        u = r.choice(users)
        o2 = r.choice(["RA", "2L", "4L", "28%"])
        vals = [ts, str(r.randint(12, 30)), str(r.randint(88, 100)), o2, f"{r.randint(90, 180)}/{r.randint(50, 100)}",
                str(r.randint(50, 135)), r.choice(["A", "A", "C", "V"]), f"{r.randint(355, 395) / 10:.1f}", str(r.randint(0, 9)),
                mk("USERNAME", u.user), mk("DEVICE", dev)]
        if fmt == "csv":
            out.append(",".join(vals))
        elif fmt == "tab":
            out.append("\t".join(vals))
        elif fmt == "pipe":
            out.append("| " + " | ".join(vals) + " |")
        else:
            out.append("  ".join(vals))
    out.append(f"# latest: {w.vitals()}; GCS {r.randint(9, 15)}/15")
    out.append(f"# monitor {mk('DEVICE', dev)} @ {mk('IPADDR', ip)}; sync host {mk('IPADDR', w.ip())}")
    out.append(f"# escalation: NEWS2 {r.randint(5, 9)} at {w.time()} -> {w.D(w.jr, r.choice(['title_sur', 'full']))} ({w.jr.cred}) bleep {mk('PHONE', w.jr.bleep)}; "
               f"reviewed {w.time()}, {r.choice(['sepsis 6 started', 'fluids given', 'no change to plan', 'outreach called'])}")
    if r.random() < 0.5:
        out.append(f"# note: {w.P(r.choice(['given', 'title_sur']))} refused {w.time()} obs, asleep; {w.rel} {w.F(r.choice(['given', 'full']))} at bedside")
    out.append(f"# exported by {mk('USERNAME', w.sm.user)} from {mk('IPADDR', w.ip())}")
    return "\n".join(out)


def care_plan(w, r):
    out = [r.choice(["NURSING CARE PLAN", "Individualised nursing care plan", "Care plan & evaluation"]) + f" - {mk('HOSPITAL', w.ward)}, {mk('HOSPITAL', w.hosp)}"]
    out.append(f"Patient: {w.P(r.choice(['full', 'sur_first_caps', 'title_g_sur']))}  DOB {w.d(w.dob)}  ({w.age_s(style=r.choice(['yo', 'yrs', 'MF_space']))})  Room {mk('LOCATION_OTHER', w.room)}")
    out.append(f"Named nurse: {w.D(w.nurse, r.choice(['title_sur', 'full', 'title_g_sur']))}, {w.nurse.cred}   Date: {w.d(w.adm)}")
    out.append(f"Preferred name: {w.P('given')}. Admitted from {r.choice([mk('HOSPITAL', w.carehome), 'home', 'home with carers'])}.")
    out.append("")
    problems = [
        ("Risk of falls", f"Morse {r.choice([35, 45, 55, 65])}", "Call bell within reach; bed rails assessment; non-slip socks; Zimmer frame at bedside"),
        ("Pressure area care", f"Waterlow {r.randint(10, 24)}, Braden {r.randint(10, 20)}", "2-hourly repositioning; air mattress; heels offloaded"),
        ("Nutrition", f"MUST {r.randint(0, 3)}", "Food chart; dietitian referral; weekly weight"),
        ("Elimination", "Foley catheter in situ", "Catheter care BD; fluid balance; bowel chart (Bristol stool type 6 noted)"),
        ("Pain", f"pain score {r.randint(1, 8)}/10", f"{w.drug(DRUGS[0])}; reassess 1 h post analgesia"),
        ("Infection control", "MRSA screen sent", "Side room, contact precautions"),
        ("Cognition", f"4AT {r.randint(0, 8)}", "Reorientation, This Is Me booklet, family to bring glasses"),
    ]
    for i, (prob, score, iv) in enumerate(r.sample(problems, r.randint(3, 5)), 1):
        out.append(f"Problem {i}: {prob} ({score})")
        out.append(f"  Goal: {r.choice(['remain free from harm', 'maintain skin integrity', 'pain controlled', 'adequate intake'])}")
        out.append(f"  Interventions: {iv}")
        if r.random() < 0.6:
            out.append(f"  Obs {w.time()}: {w.vitals()}")
        ev = w.adm + dt.timedelta(days=r.randint(0, 4))
        out.append(f"  Evaluation {w.d(ev, r.choice(['dm', 'dmy', 'wd_dm']))} {w.time()}: {r.choice(['no falls', 'skin intact', 'ate 1/2 meals', 'settled'])} - {w.D(r.choice([w.nurse, w.nurse2]), r.choice(['initials', 'full', 'title_sur']))}")
    out.append("")
    out.append(f"Family/carer: {w.rel} {w.F(r.choice(['full', 'title_sur', 'given']))} ({mk('AGE', w.fam_age)}), tel {mk('PHONE', w.fam_phone)}; visiting {r.choice(['daily', 'evenings', 'weekends'])}.")
    if r.random() < 0.5:
        out.append(f"Spiritual needs: attends {mk('ORGANIZATION', r.choice(CHURCHES))}; requests chaplain visit.")
    if r.random() < 0.4:
        out.append(f"Occupation: {mk('PROFESSION', w.profession)}. Hopes to return home to {mk('CITY', w.city)}.")
    if r.random() < 0.4:
        out.append(f"Hearing aid (serial {mk('DEVICE', w.device_id())}) labelled and kept in locker.")
    lab, val = w.lic_value(w.nurse2)
    out.append(f"Signed: {w.D(w.nurse2, r.choice(['full', 'sur_first_caps']))} {w.nurse2.cred}, {lab} {mk('LICENSE', val)}  ext {mk('PHONE', str(r.randint(2000, 7999)))}")
    return "\n".join(out)


def pharmacy(w, r):
    out = [r.choice(["MEDICINES RECONCILIATION", "Pharmacy medicines reconciliation", "Med rec (pharmacy)"]) + f" {w.d(w.adm + dt.timedelta(days=1))}"]
    out.append(pt_header(w, r))
    out.append(f"Location: {where(w, r)}")
    out.append(f"Sources: (1) patient; (2) GP record {mk('HOSPITAL', w.gp_practice)} - faxed to {mk('FAX', w.phone())}; "
               f"(3) community pharmacy {mk('HOSPITAL', w.pharmacy)} tel {mk('PHONE', w.phone())}; (4) {w.rel} {w.F(r.choice(['full', 'given']))}")
    out.append("")
    out.append(r.choice(["Pre-admission vs inpatient:", "DRUG HISTORY (2 sources)", "Reconciled list"]))
    meds = w.drugs(r.randint(5, 8))
    fmt = r.choice(["pipe", "fixed", "csv"])
    if fmt == "pipe":
        out.append("| Medicine | Pre-adm | Inpatient | Action |\n|---|---|---|---|")
    elif fmt == "csv":
        out.append("medicine,pre_admission,inpatient,action")
    for d in meds:
        act = r.choice(["continue", "withheld - AKI", "dose reduced", "not charted - prescriber informed", "stop"])
        if fmt == "pipe":
            out.append(f"| {d[0]} | {d[1]} {d[3]} | {r.choice([d[1] + ' ' + d[3], 'not charted', 'withheld'])} | {act} |")
        elif fmt == "csv":
            out.append(f"{d[0]},{d[1]} {d[3]},{r.choice([d[1], 'nil'])},{act}")
        else:
            out.append(f"{d[0]:<34}{d[1] + ' ' + d[3]:<22}{act}")
    out.append("")
    out.append(f"Compliance aid: blister pack filled by {mk('HOSPITAL', w.pharmacy)} every {w.d(w.adm - dt.timedelta(days=r.randint(1, 6)), 'weekday')}; "
               f"last supply {w.d(w.adm - dt.timedelta(days=r.randint(3, 20)), r.choice(['dm', 'dmy']))} (Rx no. {mk('IDNUM', w.idnum())}).")
    out.append(f"Relevant results: {w.labs(n=r.randint(4, 7), style=r.choice(['inline', 'inline_units', 'list']))}")
    out.append(f"Indication check: {coded(r)}; obs {w.vitals()}")
    out.append(f"Allergies confirmed: {r.choice(['NKDA', 'penicillin (rash)', 'sulfa'])}. eGFR {r.randint(12, 89)}, K {r.randint(33, 59) / 10:.1f}, wt {r.randint(45, 120)} kg.")
    out.append(f"Issues: {r.choice(ISSUES)}; "
               f"discussed with {w.D(w.jr, r.choice(['title_sur', 'full']))} ({w.jr.cred}) bleep {mk('PHONE', w.jr.bleep)} at {w.time()}.")
    if r.random() < 0.6:
        out.append(f"CD check: {w.drug(DRUGS[13])} - cabinet opened with biometric ID {mk('BIOID', w.bioid())}.")
    out.append(f"GP practice e-mail: {mk('EMAIL', 'meds.' + r.choice(['review', 'team', 'rx']) + str(r.randint(1, 99)) + '@example.org')}")
    lab, val = w.lic_value(w.pharm)
    out.append(f"{w.D(w.pharm, r.choice(['full', 'full_mid', 'sur_first_caps']))}, {w.pharm.cred}, {lab} {mk('LICENSE', val)}, ext {mk('PHONE', str(r.randint(2000, 7999)))}, user {mk('USERNAME', w.pharm.user)}")
    return "\n".join(out)


def physio(w, r):
    out = [r.choice(["PHYSIOTHERAPY", "Physio note", "Physiotherapy - inpatient assessment", "PT review"]) + f" {w.d(w.adm + dt.timedelta(days=r.randint(1, 6)))} {w.time()}"]
    out.append(f"{w.P(r.choice(['full', 'title_sur', 'sur_first_caps']))} {w.age_s()} - {where(w, r)}")
    out.append("")
    out.append(f"S: {r.choice(['pain 4/10 on mobilising', 'feels weak', 'keen to go home', 'SOBOE'])}. PLOF: independent with stick, " + r.choice(["drives", "does own shopping", "walks dog daily", "1 fall in last 6/12"]))
    out.append(f"Social: lives with {w.rel} {w.F(r.choice(['given', 'full', 'title_sur']))} in {r.choice(['a bungalow', 'a two-storey house, 14 stairs, rail on R', 'a 3rd floor flat with lift'])}, {mk('STREET', w.street)}, {mk('CITY', w.city)}.")
    if w.age < 67:
        out.append(f"Works as a {mk('PROFESSION', w.profession)} ({mk('ORGANIZATION', w.employer)}); goal to return to work.")
    else:
        out.append(f"Retired {mk('PROFESSION', w.profession)}; enjoys bowls at {mk('ORGANIZATION', w.employer)}.")
    out.append(f"O: Obs stable ({w.vitals(', ')}).")
    out.append(f"   Post-mobilisation {w.time()}: {w.vitals(', ')}; analgesia {w.drug(DRUGS[0])} given pre-session")
    out.append(f"   Berg {r.randint(20, 56)}/56, TUG {r.randint(9, 40)} s, MRC power {r.choice(['4/5', '5/5', '3/5'])} hip flexion, ROM knee 0-{r.randint(60, 120)} deg")
    out.append(f"   {r.choice(PHYSIO_O)}")
    out.append(f"A: {r.choice(['deconditioned', 'high falls risk', 'safe with rollator', 'resp: sputum retention'])}")
    out.append(f"P: {r.choice(['daily mobility practice', 'stairs assessment', 'ACBT', 'refer to community physio'])}; OT referral; will review {w.rel_date(r.randint(2, 5), r.choice(['weekday', 'wd_dm']))}.")
    if r.random() < 0.5:
        out.append(f"Handover to {w.D(w.nurse, r.choice(['title_sur', 'full']))}; hope for d/c by {w.rel_date(r.randint(4, 10), r.choice(['weekday', 'dm', 'd_month']))}.")
    lab, val = w.lic_value(w.physio)
    out.append(f"{w.D(w.physio, r.choice(['full', 'g_init', 'full_mid']))}, {w.physio.cred}, {lab} {mk('LICENSE', val)}, ext {mk('PHONE', str(r.randint(2000, 7999)))}")
    return "\n".join(out)


def referral(w, r):
    spec = r.choice(SPECIALTIES)
    cond, icd = r.choice(CONDITIONS)
    out = [f"{mk('HOSPITAL', w.hosp)} - {r.choice(['inpatient referral', 'Referral request', 'Specialty referral'])} to {spec}"]
    out.append(f"Date: {w.d(w.adm + dt.timedelta(days=r.randint(1, 5)), r.choice(['d_month_y', 'dmy', 'dth_month_y']))}")
    out.append(f"To: {w.D(w.cons, r.choice(['title_i_sur', 'title_sur']))}, {spec} ({mk('EMAIL', spec.split()[0] + '.referrals@example.net')})")
    out.append(f"From: {w.D(w.reg, r.choice(['full', 'title_g_sur']))}, {w.reg.cred}, {r.choice(['acute medicine', 'general surgery', 'orthopaedics', 'geriatrics'])}; bleep {mk('PHONE', w.reg.bleep)}; ext {mk('PHONE', str(r.randint(2000, 7999)))}")
    out.append("")
    out.append(f"Re: {w.P(r.choice(['sur_first_caps', 'title_g_sur', 'full']))}, DOB {w.d(w.dob)}, MRN {mk('MRN', w.mrn)}, {where(w, r)}")
    out.append(f"    {w.addr()}")
    out.append("")
    body = [f"Dear {w.D(w.cons, 'title_sur')},",
            f"Thank you for seeing this {w.age_s(style='year-old')} {r.choice(['gentleman', 'man']) if w.sex == 'M' else r.choice(['lady', 'woman'])}, admitted on {w.d(w.adm, r.choice(['d_month', 'wd_full', 'dm']))} with {cond} ({icd}).",
            f"Background: {', '.join(r.sample(PMH, 3))}; {coded(r)}.",
            f"Current meds: {w.drug()}; {w.drug()}; {w.drug()}. {r.choice(EPONYM_PHRASES)}.",
            f"Key results: {w.labs(n=r.randint(5, 8), style='inline_units')}.",
            f"Obs today: {w.vitals(', ')}.",
            f"Question: {r.choice(['?suitable for angiography', 'advice on anticoagulation', 'please review ?IBD flare', 'suitability for rehab bed'])}."]
    out.append("\n".join(body))
    if r.random() < 0.5:
        out.append(f"{w.P('title_sur')}'s {w.rel}, {w.F(r.choice(['full', 'given']))}, is the main contact ({mk('PHONE', w.fam_phone)}).")
    if r.random() < 0.5:
        out.append(f"Device: {r.choice(['PPM', 'ICD', 'insulin pump', 'loop recorder'])} serial {mk('DEVICE', w.device_id())}, implanted {w.d(dt.date(w.adm.year - r.randint(1, 8), r.randint(1, 12), 1), r.choice(['mon_y', 'month_y', 'year']))}.")
    out.append(f"Submitted via {mk('URL', w.url())} - referral ID {mk('IDNUM', w.idnum())}; urgent fax {mk('FAX', w.phone())}.")
    out.append("")
    out.append("Yours sincerely,")
    out.append(w.sig(w.reg) + f"  ({w.lic(w.reg)})")
    out.append(f"cc: {w.D(w.gp, r.choice(['title_i_sur', 'title_sur']))}, {mk('HOSPITAL', w.gp_practice)}, {mk('CITY', w.city)} {mk('ZIP', w.postcode)}")
    return "\n".join(out)


def death_note(w, r):
    cond, icd = r.choice(CONDITIONS)
    dod = w.adm + dt.timedelta(days=r.randint(1, 20))
    age_at = w.age + (1 if (dod.month, dod.day) >= (w.dob.month, w.dob.day) and (w.adm.month, w.adm.day) < (w.dob.month, w.dob.day) else 0)
    out = [r.choice(["VERIFICATION OF DEATH", "Verification of death & MCCD supporting note", "Death - supporting notes for certificate"])]
    out.append(f"Deceased: {w.P(r.choice(['sur_first_caps', 'full_mid', 'title_g_sur']))}  MRN {mk('MRN', w.mrn)}  DOB {w.d(w.dob)}  Age {mk('AGE', age_at)}")
    out.append(f"Usual address: {w.addr(with_country=r.random() < 0.25)}")
    out.append(f"Occupation: {r.choice(['retired ', ''])}{mk('PROFESSION', w.profession)}")
    if r.random() < 0.5:
        lab = {"UK": "NI no", "IE": "PPSN", "AU": "Soc sec ref", "ZA": "ID no"}[w.cc]
        out.append(f"{lab}: {mk('SSN', w.ssn)}")
    out.append("")
    out.append(f"Called by {w.D(w.nurse, r.choice(['title_sur', 'full']))} at {w.time()}. Death verified {w.d(dod, r.choice(['dmy', 'd_month_y', 'wd_full']))} at {w.time()}, {where(w, r)}.")
    out.append("No carotid pulse >1 min, no heart sounds >1 min, no breath sounds >3 min, pupils fixed and dilated, no response to supraorbital pressure. GCS 3/15.")
    out.append(f"Present: {w.rel} {w.F(r.choice(['full', 'given', 'title_sur']))}" + (f" and {w.F('full', w.person(r.choice('MF')))}" if r.random() < 0.4 else "") + ". Chaplain attended.")
    out.append("")
    out.append(f"Last obs {w.time()}: {w.vitals()}. Last bloods: {w.labs(n=r.randint(5, 9), style=r.choice(['inline', 'slashes', 'inline_units']))}.")
    out.append(f"Course: {r.choice(EPONYM_PHRASES)}; end-of-life meds {w.drug(DRUGS[12])}, {w.drug(DRUGS[34])}.")
    out.append("Proposed MCCD:")
    out.append(f"  1a {cond} ({icd})")
    c2, i2 = r.choice(CONDITIONS)
    out.append(f"  1b {c2} ({i2})")
    out.append(f"  2  {', '.join(r.sample(PMH, 2))}")
    out.append(f"Discussed with {w.D(w.cons, r.choice(['title_sur', 'title_i_sur']))} ({w.cons.cred}); {r.choice(['no coroner referral required', 'referred to coroner', 'medical examiner review requested'])} - ref {mk('IDNUM', w.idnum())}.")
    if r.random() < 0.55:
        out.append(f"Implant: {r.choice(['pacemaker', 'ICD', 'spinal cord stimulator'])} serial {mk('DEVICE', w.device_id())} {r.choice(['removed', 'deactivated'])} by {w.D(w.reg, 'title_sur')} on {w.d(dod + dt.timedelta(days=1), r.choice(['dm', 'dmy']))} (cremation form).")
    out.append(f"Informant: {w.rel} {w.F('full')}, {mk('STREET', w.make_street())}, {mk('CITY', r.choice(w.C['cities']))}; tel {mk('PHONE', w.fam_phone)}.")
    if r.random() < 0.5:
        out.append(f"Funeral director: {mk('ORGANIZATION', r.choice(['Hale & Sons Funeral Directors', 'Ubuntu Funeral Services', 'Kearney Brothers Undertakers', 'Wattle Grove Funerals']))}, vehicle {mk('VEHICLE', w.vehicle())}, collected {w.d(dod + dt.timedelta(days=1), 'wd_dm')} {w.time()}.")
    if r.random() < 0.4:
        out.append(f"Family note: {w.P('given')} was a lifelong member of {mk('ORGANIZATION', w.employer)}; family request contact via {mk('EMAIL', clean_mail(w.fam))}.")
    out.append(f"{w.sig(w.jr)}  {w.lic(w.jr)}  bleep {mk('PHONE', w.jr.bleep)}")
    return "\n".join(out)


def clean_mail(p):
    from core import clean
    return f"{clean(p.g)}{clean(p.s)[:6]}@example.com"


def bed_log(w, r):
    day = w.adm
    out = [r.choice(["PATIENT FLOW / BED STATE LOG", "Bed management log", "Site bed meeting - flow log", "Capacity huddle log"]) + f" - {mk('HOSPITAL', w.hosp)} - {w.d(day, r.choice(['wd_full', 'dmy', 'd_mon_y']))}"]
    out.append(f"Site manager: {w.D(w.sm, r.choice(['full', 'title_sur']))} (bleep {mk('PHONE', w.sm.bleep)}, {mk('PHONE', w.phone(ext=True))})  OPEL {r.randint(1, 4)}  ED waits {r.randint(2, 30)}")
    out.append("")
    n = r.randint(5, 9)
    fmt = r.choice(["fixed", "pipe", "csv"])
    cols = ["Time", "Patient", "Hosp no", "Age", "From", "To", "Bed", "EDD", "Comment"]
    if fmt == "fixed":
        out.append("".join(f"{c:<10}" for c in cols))
    elif fmt == "pipe":
        out.append("| " + " | ".join(cols) + " |")
    else:
        out.append(",".join(c.lower().replace(" ", "_") for c in cols))
    for i in range(n):
        sx = r.choice("MF")
        p = w.person(sx)
        a = r.randint(19, 99)
        name = w.name(p, "PATIENT", r.choice(["sur_first_caps", "initials", "sur_init", "title_sur", "g_init"]))
        mrn = mk("MRN", w.make_mrn())
        age = mk("AGE", a) + sx
        frm = r.choice(["ED", "AMU", "SAU", "theatres", "CCU", "ICU", mk("HOSPITAL", r.choice(w.C["wards"]))])
        to = r.choice([mk("HOSPITAL", r.choice(w.C["wards"])), "discharge lounge", "home", mk("HOSPITAL", r.choice(w.C["carehomes"])), mk("HOSPITAL", r.choice(w.C["hospitals"]))])
        bed = mk("LOCATION_OTHER", str(r.randint(1, 32)))
        edd = w.d(day + dt.timedelta(days=r.randint(0, 9)), r.choice(["dm", "wd3", "dm"]))
        com = r.choice(["PTS booked", "awaiting TTOs", "needs side room (C.diff)", "NEWS2 5 - hold", "awaiting POC",
                        f"transport reg {mk('VEHICLE', w.vehicle())}", f"bed request {mk('IDNUM', w.idnum())}",
                        "MFFD", "repatriation", f"NOK {w.F('given', w.person(r.choice('MF')))} collecting"])
        row = [w.time()[:5], name, mrn, age, frm, to, bed, edd, com]
        if fmt == "fixed":
            out.append("  ".join(row))
        elif fmt == "pipe":
            out.append("| " + " | ".join(row) + " |")
        else:
            out.append(",".join(row))
    out.append("")
    out.append(f"Escalations: {r.randint(1, 6)} outliers on {mk('HOSPITAL', r.choice(w.C['wards']))}; {r.choice(['will', 'hope to'])} open escalation beds on {mk('HOSPITAL', r.choice(w.C['wards']))} at {w.time()}.")
    out.append(f"Bed board: {mk('URL', w.url())}  updated by {mk('USERNAME', w.sm.user)} @ {mk('IPADDR', w.ip())} {w.time()}")
    if r.random() < 0.5:
        out.append(f"Next huddle {w.rel_date(1, r.choice(['weekday', 'wd_dm']))} 08:30; chair {w.D(w.cons, 'title_sur')}. Minutes to {mk('EMAIL', w.sm.email)}.")
    return "\n".join(out)


GENRES = {
    "medical_clerking": clerking,
    "post_take_ward_round": ptwr,
    "surgical_ward_round": swr,
    "discharge_summary": discharge,
    "drug_chart": drug_chart,
    "observation_chart_export": obs_export,
    "nursing_care_plan": care_plan,
    "pharmacy_reconciliation": pharmacy,
    "physiotherapy_note": physio,
    "specialty_referral": referral,
    "death_certificate_supporting_note": death_note,
    "bed_management_log": bed_log,
}
