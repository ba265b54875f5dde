"""Twelve US emergency / pre-hospital genres. Each function takes a Ctx and returns marked text."""
import datetime as dt

import pools as P
from core import (M, vis_len, clock, labs_inline, labs_table, vitals, med, meds_list, score, epo, icd, num_words)


def cap(s):
    return s[:1].upper() + s[1:]


def H(r, title):
    s = r.choice(["{t}:", "{T}:", "== {t} ==", "## {t}", "{T}", "[{t}]", "--- {T} ---"])
    return s.format(t=title, T=title.upper())


def J(*parts):
    return "\n".join(p for p in parts if p is not None)


def maybe(r, p, s):
    return s if r.random() < p else None


# ------------------------------------------------------------------ 1
def ed_physician_note(c):
    r = c.r
    cc = r.choice(P.CHIEF_COMPLAINTS)
    t0 = clock(r)
    head = J(
        r.choice(["EMERGENCY DEPARTMENT PHYSICIAN NOTE", "ED Provider Note", "Emergency Medicine Attending Note"]),
        c.hosp_m() + r.choice([" - Emergency Department", "", " ED"]),
        f"Patient: {c.ptn(r.choice(['LF', 'full', 'Lf', 'fml']))}    MRN: {c.MRN()}    DOB: {c.dob_s()}",
        f"Encounter: {c.ACCT()}   Date of service: {c.d()} {t0}   Room: {c.room()}",
        f"Attending: {c.dr(0)}   Resident: {c.dr(1, r.choice(['dr', 'cred', 'init_cred']), 'MD')}",
        maybe(r, .6, f"Scribe: {c.dr(2, 'full')} (scribing for {c.dr(0, 'dr')})"),
    )
    sx = {"M": r.choice(["male", "man", "M"]), "F": r.choice(["female", "woman", "F"])}[c.sex]
    hpi = J(H(r, "HPI"),
            f"{c.ptn(r.choice(['title', 'first', 'full']))} is a {c.ag(r.choice(['year-old', 'yo', 'y/o', 'words']))} {sx} "
            f"with a history of {r.choice(['HTN', 'DM2', 'COPD', 'afib on apixaban', 'asthma', 'CKD stage 3', 'no significant PMH'])} "
            f"who presents with {cc} that began on {c.d(style=r.choice(['wd', 'wd_md', 'MonD']), off=-r.randint(1, 4))} "
            f"around {clock(r)}. {r.choice(['Brought in by', 'Accompanied by', 'History obtained in part from'])} "
            f"{r.choice(['his', 'her', 'the patient’s'])} {c.rel(0)} {c.famn(0)}, who states symptoms were worse after "
            f"{r.choice(['climbing stairs', 'eating', 'a fall at home', 'work'])}. "
            f"Pt will {r.choice(['not', 'also'])} endorse {r.choice(['nausea', 'diaphoresis', 'subjective fever', 'photophobia'])}. "
            f"Seen at {c.hosp_m(2)} on {c.d(style=r.choice(['mdY', 'mdy', 'long']), off=-r.randint(20, 400))} for similar symptoms.",
            f"PCP: {c.dr(3, r.choice(['dr', 'dr_full', 'cred']))} at {M('HOSPITAL', r.choice(P.CLINICS))}.")
    social = J(H(r, "Social history"),
               r.choice([f"Works as a {c.job()} at {c.org()}.", f"Retired {c.job()}; formerly with {c.org()}.",
                         f"Employed by {c.org()} ({c.job()}), on leave since {c.d(style='my', off=-r.randint(30, 200))}."]),
               f"Lives in {M('CITY', c.city)}, {c.st()} with {c.rel(1)} {c.famn(1)}. "
               f"{r.choice(['Born in', 'Emigrated from', 'Recently returned from travel to'])} {M('COUNTRY', r.choice(P.COUNTRIES))}. "
               f"{r.choice(['Denies tobacco.', 'Smokes 1 ppd x 20 yrs.', 'EtOH socially.', 'Former IVDU, sober since ' + c.d(style='y', off=-r.randint(400, 3000)) + '.'])}")
    meds = J(H(r, "Home medications"), meds_list(r))
    exam = J(H(r, "Exam"), vitals(r), f"{score(r)}. {cap(epo(r))}. {epo(r)}.",
             r.choice(["Skin warm, no green or black discoloration.", "Lungs clear, no wheeze.",
                       "Abdomen soft; white count pending.", "Young-appearing, in no acute distress."]))
    labs = J(H(r, "Labs"), r.choice([labs_inline(r, ranges=True), labs_table(r, r.choice(["pipe", "fixed", "tab"]))]))
    mdm = J(H(r, "MDM / ED course"),
            f"{t0} {med(r)} given. {clock(r)} {med(r)}. {score(r)}; {score(r)}.",
            f"Discussed with {c.dr(4, r.choice(['dr', 'dr_nodot', 'cred']))} ({r.choice(['cardiology', 'surgery', 'hospitalist', 'neurology'])}), "
            f"pager {c.pager()}. Case reviewed with {c.rel(0)} at bedside; we hope to avoid admission.",
            f"Imaging accession {c.idn('acc')}.",
            f"Reassessment {clock(r)}: {vitals(r)}. {score(r)}. {cap(epo(r))}.",
            "ED meds: " + "; ".join(f"{clock(r)} {med(r)}" for _ in range(r.randint(2, 4))))
    dx = J(H(r, "Diagnosis"), "1. " + icd(r), "2. " + icd(r))
    dispo = J(H(r, "Disposition"),
              r.choice([f"Admitted to {M('HOSPITAL', r.choice(P.UNITS))}, bed {c.room()}.",
                        f"Discharged home on {c.d(style='mdY')} at {clock(r)} with {c.rel(0)}.",
                        f"Transferred to {c.hosp_m(2)} for higher level of care."]))
    sig = J("", f"Electronically signed by {c.dr(0)} on {c.d(style=r.choice(['mdY', 'iso']))} {clock(r)}",
            maybe(r, .5, f"cc: {c.dr(3, r.choice(['dr', 'cred']))}, fax {c.fax()}"),
            maybe(r, .4, f"DD/{c.dr(5, 'initlow')}  DT: {c.d(style='mdy')}"))
    secs = [hpi, social, meds, exam, labs, mdm]
    if r.random() < .3:
        r.shuffle(secs)
    return J(head, "", *secs, dx, dispo, sig)


# ------------------------------------------------------------------ 2
def triage_note(c):
    r = c.r
    cc = r.choice(P.CHIEF_COMPLAINTS)
    tt = clock(r)
    esi = r.randint(1, 5)
    lines = [
        r.choice(["TRIAGE NOTE", "ED TRIAGE", "Triage Assessment"]) + f" - {c.hosp_m()}",
        f"{c.d(style=r.choice(['mdY', 'mdy', 'wd_md', 'iso']))} {tt}  ESI {esi}",
        f"Pt: {c.ptn(r.choice(['LF', 'Lf', 'full']))}  {c.ag(r.choice(['sexF', 'slash', 'glued', 'yo']))}  "
        f"MRN {c.MRN()}  DOB {c.dob_s()}",
        f"CC: {cc} x {r.randint(1, 6)} {r.choice(['hrs', 'days', 'wks'])}",
        f"Arrival: {r.choice(['POV', 'EMS', 'walk-in', 'police'])} w/ {c.rel(0)} ({c.famn(0)})",
        vitals(r, r.choice(["b", "c"])) + f"  Pain {r.randint(0, 10)}/10  Wt {r.randint(8, 140)} kg",
        f"Allergies: {r.choice(['NKDA', 'PCN (rash)', 'sulfa', 'latex, shellfish'])}",
        f"Hx: {r.choice(['HTN, HLD', 'asthma', 'seizure d/o on levetiracetam', 'none'])}; {epo(r)}.",
        f"Triage RN: {c.rn(0)}  Room: {c.room()}",
        f"PTA meds: {med(r)}; {med(r)}. Given in triage {clock(r)}: {med(r)}.",
        f"Triage impression: {icd(r)}. {score(r)}.",
    ]
    reg = [H(r, "Registration"),
           f"Address: {c.addr()}",
           f"Home ph {c.ph()}  Cell {c.ph()}",
           f"SSN: {c.ssn()}" if r.random() < .6 else f"SSN: {c.ssn()} (per pt)",
           f"Ins: {M('ORGANIZATION', r.choice(P.INSURERS))}  Member ID {c.plan()}  Grp {c.group()}",
           f"Emergency contact: {c.famn(1, 'full')} ({c.rel(1)}) {c.ph()}",
           f"Employer: {c.org()}  Occupation: {c.job()}",
           f"Visit #: {c.ACCT()}  Reg clerk: {c.dr(6, 'full')} ({c.user(6)})"]
    narr = r.choice([
        f"pt reports {cc} starting {c.d(style='wd')} after {r.choice(['lifting boxes', 'a fall off a ladder', 'eating at a restaurant'])}. "
        f"states \"i hope it's nothing\". pt will wait in lobby; {r.choice(['reassessed', 'rechecked'])} at {clock(r)}.",
        f"Telegraphic: {cc}; onset {c.d(style='md', off=-1)} PM; +N/V; denies CP/SOB. {score(r)}. Fast-track per "
        f"{c.dr(1, 'dr')}. Will re-triage q1h.",
        f"Pt {c.ptn('init')} brought by {c.rel(2)} {c.famn(2, 'first')} who is the {r.choice(['guardian', 'caregiver', 'driver'])}. "
        f"{r.choice(['Sepsis screen negative.', 'Stroke screen negative, BE-FAST neg.', 'Fall risk: high.'])}",
    ])
    if r.random() < .5:
        return J(*lines, "", narr, "", *reg)
    return J(*reg, "", *lines, "", narr)


# ------------------------------------------------------------------ 3
def ed_nursing_flowsheet_csv(c):
    r = c.r
    n = r.randint(7, 13)
    t = dt.datetime.combine(c.visit, dt.time(r.randint(0, 12), r.randint(0, 59)))
    head = [f"# ED nursing flowsheet export - {c.hosp_m()}",
            f"# patient={c.ptn('LF_caret')}; mrn={c.MRN()}; csn={c.ACCT()}; dob={c.dob_s('iso')}",
            f"# exported_by={c.user(0)}; workstation={c.ip()}; exported={c.d(style='iso', off=r.randint(0, 2))} {clock(r)}"]
    cols = "row,datetime,hr,sbp,dbp,rr,spo2,temp_c,pain,gcs,bed,rn,comment"
    rows = []
    for i in range(1, n + 1):
        t += dt.timedelta(minutes=r.randint(15, 120))
        k = r.randrange(3)
        dstr = c.d(t.date(), r.choice(["mdY", "iso", "mdY1"]))
        comment = r.choice([
            "", "", med(r) + " given", f"moved to bed {c.room()}", f"{c.rel(0)} {c.famn(0, 'first')} at bedside",
            "pt will call for help", f"report to {c.rn(3, 'full')}", "fall precautions", f"{score(r)}",
            f"family updated by phone {c.ph()}", "Foley catheter draining clear", "BP recheck",
            f"seen by {c.dr(1, 'dr')}", "urine sent"])
        if "," in comment:
            comment = '"' + comment + '"'
        rn_v = c.dr(2 + k, r.choice(["init2", "init2", "first", "last"]))
        rows.append(",".join([str(i), f"{dstr} {t:%H:%M}", str(r.randint(55, 140)), str(r.randint(88, 190)),
                              str(r.randint(48, 110)), str(r.randint(10, 30)), str(r.randint(88, 100)),
                              f"{r.uniform(35.8, 39.9):.1f}", str(r.randint(0, 10)), str(r.choice([15, 15, 14, 13, 10])),
                              c.room(), rn_v, comment]))
    mar = ["# MAR", "time\tmedication\tby"]
    for _ in range(r.randint(2, 5)):
        mar.append(f"{clock(r)}\t{med(r)}\t{c.dr(2 + r.randrange(3), 'init2')}")
    rows += mar
    foot = [f"# signed: {c.rn(2)}; {c.rn(3)}; {c.rn(4)}",
            f"# telemetry pack SN {c.device()} ; pump {c.device()}"]
    if r.random() < .5:
        foot.append(f"# labs at {clock(r)}: " + labs_inline(r, r.randint(4, 7)))
    return J(*head, cols, *rows, *foot)


# ------------------------------------------------------------------ 4
def ems_run_sheet(c):
    r = c.r
    t0 = dt.datetime.combine(c.visit, dt.time(r.randint(0, 23), r.randint(0, 59)))
    times = []
    for _ in range(6):
        t0 += dt.timedelta(minutes=r.randint(1, 14))
        times.append(f"{t0:%H:%M}")
    mvc = r.random() < .55
    agency = M("ORGANIZATION", r.choice(P.EMS_AGENCIES))
    scene = (f"{c.addr()}" if r.random() < .6 else
             f"{M('LOCATION_OTHER', r.choice(P.LANDMARKS))}, {M('CITY', c.city)}, {c.st()}")
    parts = [
        f"{agency} - PATIENT CARE REPORT",
        f"Incident #: {c.idn('incident')}   Date: {c.d(style=r.choice(['mdY', 'mdy', 'DMONY']))}",
        f"Dispatch {times[0]} | Enroute {times[1]} | On scene {times[2]} | Pt contact {times[3]} | Transport {times[4]} | At dest {times[5]}",
        f"Scene: {scene}",
        f"Patient: {c.ptn(r.choice(['LF', 'full', 'Lf']))}  Age: {c.ag('bare')}  Sex: {c.sex}  DOB: {c.dob_s()}",
        f"Home: {c.addr()}  Ph: {c.ph()}",
        maybe(r, .5, f"ID verified by driver's license {c.dl()} ({c.st()})"),
        f"Crew: {c.dr(0, r.choice(['cred', 'cred_nocomma', 'sf_cred']), 'EMT-P')}; {c.dr(1, 'cred', 'EMT')}; "
        f"cert {c.medlic()}",
    ]
    if mvc:
        parts.append(f"MOI: MVC, restrained driver, {r.randint(25, 65)} mph, {r.choice(['T-bone', 'rollover', 'rear-end'])}. "
                     f"Pt vehicle plate {c.plate()} ({c.st()}), VIN {c.vin()}; other vehicle plate {c.plate()}.")
    else:
        parts.append(f"NOI: {r.choice(P.CHIEF_COMPLAINTS)}; called by {c.rel(0)} {c.famn(0)} from {c.ph()}.")
    parts += [
        H(r, "Narrative"),
        f"Arrived to find {c.ag('year-old')} {'male' if c.sex == 'M' else 'female'} {r.choice(['sitting', 'supine', 'prone'])}, "
        f"{r.choice(['A&Ox4', 'A&Ox2', 'unresponsive to voice'])}. {score(r)}. {cap(epo(r))}. "
        f"Bystander {c.famn(2, 'full')} states pt {r.choice(['collapsed', 'was confused', 'fell'])} at approx {clock(r)}. "
        f"Pt is a {c.job()} per {c.rel(1)}.",
        f"Tx: {med(r)}; {med(r)}; {r.choice(['C-collar applied', 'IV 18g L AC', 'O2 4 L NC', '12-lead: sinus tach'])}.",
        H(r, "Vitals"),
        f"{'TIME':<7}{'HR':>5}{'BP':>9}{'RR':>5}{'SPO2':>6}{'GCS':>5}{'ETCO2':>7}",
    ]
    for tm in times[2:6]:
        parts.append(f"{tm:<7}{r.randint(50, 150):>5}{str(r.randint(80, 190)) + '/' + str(r.randint(40, 110)):>9}"
                     f"{r.randint(8, 32):>5}{str(r.randint(82, 100)) + '%':>6}{r.randint(3, 15):>5}{r.randint(18, 48):>7}")
    parts += [
        f"Provider impression: {icd(r)}. {cap(epo(r))}. Repeat {clock(r)}: {vitals(r, 'b')}.",
        f"Destination: {c.hosp_m()} ({r.choice(['closest', 'pt preference', 'trauma center', 'STEMI center'])}); "
        f"report to {c.rn(3)} in room {c.room()}.",
        f"Monitor SN {c.device()}; ePCR uploaded from {c.ip()} by {c.user(0)}.",
        f"Signed: {c.dr(0, 'full')}, EMT-P  {c.d(style='mdY')} {times[-1]}",
    ]
    return J(*[p for p in parts if p])


# ------------------------------------------------------------------ 5
def trauma_activation(c):
    r = c.r
    lvl = r.choice(["Level 1", "Level 2", "Tier I", "Tier II"])
    t0 = clock(r)
    roles = ["Trauma surgeon", "EM attending", "Anesthesia", "Primary RN", "Recorder RN", "Respiratory", "Radiology tech", "Chaplain"]
    rows = ["| Role | Name | Arrived |", "|---|---|---|"]
    for i, role in enumerate(roles[:r.randint(5, 8)]):
        if "RN" in role:
            nm = c.rn(i, r.choice(["cred", "cred_nocomma"]))
        elif role in ("Respiratory", "Radiology tech", "Chaplain"):
            nm = c.dr(i, r.choice(["full", "last", "fml"]))
        else:
            nm = c.dr(i, r.choice(["dr", "cred", "dr_full"]))
        rows.append(f"| {role} | {nm} | {clock(r)} |")
    parts = [
        f"TRAUMA TEAM ACTIVATION RECORD - {c.hosp_m()}",
        f"Activation: {lvl}  Date: {c.d(style=r.choice(['mdY', 'wd_long', 'iso']))}  Page sent {t0}  Bay {c.room()}",
        f"Patient: {c.ptn(r.choice(['LF', 'full']))}  {c.ag(r.choice(['sexF', 'slash', 'yo']))}  MRN {c.MRN()}  FIN {c.ACCT()}",
        f"Prehospital: {M('ORGANIZATION', r.choice(P.EMS_AGENCIES))}, incident {c.idn('incident')}",
        f"Mechanism: {r.choice(['MVC rollover', 'motorcycle vs pole', 'GSW to abdomen', 'fall from 15 ft', 'pedestrian struck'])} "
        f"near {M('LOCATION_OTHER', r.choice(P.LANDMARKS))}, {M('CITY', c.city)}.",
        maybe(r, .6, f"Vehicle: plate {c.plate()}, VIN {c.vin()}; police report {c.idn('police')} ({M('ORGANIZATION', r.choice(P.POLICE))})."),
        "", "Team:", *rows, "",
        H(r, "Primary survey"),
        f"A: patent. B: {r.choice(['decreased BS on L', 'clear bilat'])}. C: {vitals(r, 'b')}. D: {score(r)}, pupils 3 mm reactive. "
        f"E: {r.choice(['abrasions L flank', 'open deformity R forearm', 'seat-belt sign'])}.",
        f"FAST {r.choice(['negative', 'positive RUQ', 'equivocal'])} at {clock(r)}. {cap(epo(r))}. {score(r)}.",
        H(r, "Products / meds"),
        f"{clock(r)} PRBC unit {c.idn('blood')}; {clock(r)} PRBC unit {c.idn('blood')}",
        f"{clock(r)} {med(r)}; {clock(r)} {med(r)}",
        f"Labs: {labs_inline(r, r.randint(5, 8))}",
        f"Imaging: CT pan-scan accession {c.idn('acc')}",
        maybe(r, .5, f"Devices: REBOA catheter lot/serial {c.device()}; chest tube system SN {c.device()}"),
        f"Family: {c.rel(0)} {c.famn(0)} notified at {c.ph()} by {c.dr(7, 'full')} (social work).",
        f"Dispo: {r.choice(['OR', 'SICU', 'IR', 'floor'])} at {clock(r)}. ICD: {icd(r, False)}, {icd(r, False)}",
        f"Recorder: {c.rn(4, 'cred')}  Trauma attending: {c.dr(0, 'dr')}  ({c.d(style='mdy')})",
    ]
    return J(*[p for p in parts if p is not None])


# ------------------------------------------------------------------ 6
def poison_control_call(c):
    r = c.r
    peds = r.random() < .5
    age = r.randint(1, 5) if peds else c.age
    center = M("ORGANIZATION", r.choice(P.POISON_CENTERS))
    sub = r.choice(["acetaminophen 500 mg tabs", "ibuprofen 200 mg", "grandmother's metoprolol 25 mg",
                    "laundry detergent pod", "button battery", "diphenhydramine 25 mg", "lamp oil",
                    "sertraline 100 mg", "clonidine 0.1 mg"])
    caller = r.choice(["home", "hcf"])
    parts = [
        f"{center} - CASE RECORD",
        f"Case #: {c.idn('case')}   Call date: {c.d(style=r.choice(['mdY', 'wd_md', 'long']))} {clock(r)}",
        f"SPI: {c.dr(0, r.choice(['cred', 'cred_nocomma']), r.choice(['RN, CSPI', 'PharmD, CSPI']))}",
    ]
    if caller == "home":
        parts.append(f"Caller: {c.famn(0, r.choice(['full', 'title']))} ({c.rel(0)}), callback {c.ph()}, "
                     f"{M('CITY', c.city)}, {c.st()} {M('ZIP', c.zip)}")
    else:
        parts.append(f"Caller: {c.rn(1)} at {c.hosp_m()} ED, {r.choice(['tel', 'ph', 'direct line'])} {c.ph(True)}, fax {c.fax()}")
    parts += [
        f"Patient: {c.ptn(r.choice(['first', 'full', 'fi']))}, {M('AGE', age)} {r.choice(['yo', 'y', 'years'])}, "
        f"wt {r.randint(9, 22) if peds else r.randint(40, 120)} kg, {'M' if c.sex == 'M' else 'F'}",
        f"Substance: {sub}, est {r.randint(2, 40)} tabs/units; time of ingestion ~{clock(r)}",
        H(r, "History"),
        r.choice([f"{c.rel(0)} found pt with open bottle in {r.choice(['kitchen', 'bathroom', 'garage'])}; "
                  f"pt will not say how many. No vomiting. {cap(epo(r))}.",
                  f"intentional ingestion per pt; texted {c.rel(2)} {c.famn(2, 'first')} at {clock(r)}. "
                  f"{r.choice(['EtOH co-ingestant', 'no co-ingestants'])}."]),
        H(r, "Recommendations"),
        f"refer to ED; 4-h APAP level, {labs_inline(r, 4)}; plot on Rumack-Matthew nomogram. "
        f"If above treatment line start NAC 150 mg/kg IV over 1 h. {score(r)}.",
        H(r, "Follow-up"),
    ]
    for k in range(r.randint(2, 4)):
        parts.append(f"{c.d(style=r.choice(['md', 'mdY', 'wd_md']), off=k // 2)} {clock(r)} f/u with "
                     f"{r.choice([c.rn(1, 'cred'), c.dr(2, 'dr'), c.famn(0, 'first')])}: "
                     f"{r.choice(['APAP level ' + str(r.randint(5, 180)) + ' mcg/mL', 'asymptomatic', 'HR ' + str(r.randint(50, 140)) + ', QRS 98 ms', 'NAC continued'])}")
    parts += [
        f"ED vitals {clock(r)}: {vitals(r, 'b')}. {score(r)}. Coded {icd(r)}.",
        f"Tox consult: {c.dr(3, r.choice(['dr', 'dr_full']))} (medical toxicologist), pager {c.pager()}",
        maybe(r, .5, f"Pt attends {M('ORGANIZATION', r.choice(P.SCHOOLS))}; {c.rel(1)} works as a {M('PROFESSION', r.choice(P.PROFESSIONS))}."),
        f"Outcome: {r.choice(['no effect', 'minor effect', 'moderate effect'])}. Closed {c.d(style='mdY', off=2)} by {c.user(0)}.",
    ]
    return J(*[p for p in parts if p])


# ------------------------------------------------------------------ 7
def urgent_care_visit(c):
    r = c.r
    uc = r.choice(P.URGENT_CARES)
    d0 = c.visit
    parts = [
        M("HOSPITAL", uc),
        f"{M('STREET', c.street_addr())}, {M('CITY', r.choice(P.CITIES))}, {c.st()} {M('ZIP', '%05d' % r.randint(1000, 99950))}",
        f"Tel {c.ph()}  Fax {c.fax()}  {c.url()}",
        "",
        f"URGENT CARE VISIT  {c.d(style=r.choice(['mdY', 'long', 'wd_long']))}",
        f"Name: {c.ptn(r.choice(['Lf', 'LF', 'full']))}  DOB: {c.dob_s()}  Age: {c.ag('bare')}  Acct: {c.ACCT()}",
        f"Insurance: {M('ORGANIZATION', r.choice(P.INSURERS))} ID {c.plan()} group {c.group()}",
        f"Provider: {c.dr(0, r.choice(['cred', 'cred_nocomma']), r.choice(['PA-C', 'NP', 'MD', 'DO', 'FNP-C']))}   "
        f"MA: {c.dr(1, 'full')}",
        "",
        "S: " + r.choice([
            f"{c.ag('yo')} {c.sex} c/o {r.choice(['sore throat', 'ankle pain after soccer', 'cough x5d', 'wrist pain', 'ear pain'])}. "
            f"Works as {c.job()} at {c.org()}; hurt on job {c.d(style='wd')}.",
            f"pt states {'he' if c.sex == 'M' else 'she'} will miss work; {r.choice(['daughter', 'son'])} {c.famn(0, 'first')} also sick. "
            f"Recent travel to {M('COUNTRY', r.choice(P.COUNTRIES))} {c.d(style='md', off=-14)}-{c.d(style='md', off=-7)}."]),
        "O: " + vitals(r) + f". {cap(epo(r))}. {r.choice(['Ottawa ankle rules negative', 'Centor 3', 'Rapid strep +', 'Tympanic membrane bulging'])}.",
        f"POC: {labs_inline(r, r.randint(2, 4))}. Recheck {clock(r)}: {vitals(r, 'b')}.",
        "A: " + icd(r),
        f"P: {med(r)}; {med(r)}. Rx sent to {M('HOSPITAL', r.choice(P.PHARMACIES))} ({c.ph()}).",
        f"Prescriber DEA {c.dea()}  NPI {c.npi()}",
        "",
        H(r, "Work / school note"),
        f"{c.ptn(r.choice(['full', 'title']))} was seen today and may return to "
        f"{M('ORGANIZATION', r.choice(P.SCHOOLS + P.EMPLOYERS))} on {c.d(d0, r.choice(['mdY', 'long']), off=r.randint(1, 4))}. "
        f"Excused {c.d(d0, 'md')}-{c.d(d0, 'md', off=r.randint(1, 4))}.",
        f"Follow up with PCP {c.dr(2, r.choice(['dr', 'dr_nodot']))} at {M('HOSPITAL', r.choice(P.CLINICS))}, fax {c.fax()}.",
        f"Patient portal: {c.url()}  Questions: {c.email(c.staff[1])}",
        f"{c.dr(0, 'full')}, {r.choice(['PA-C', 'NP', 'MD'])}  {c.d(style='mdy')} {clock(r)}",
    ]
    return J(*parts)


# ------------------------------------------------------------------ 8
def ed_discharge_instructions(c):
    r = c.r
    dx = r.choice(["chest pain, likely musculoskeletal", "mild concussion", "ankle sprain", "urinary tract infection",
                   "viral gastroenteritis", "asthma flare", "skin abscess (drained)", "kidney stone"])
    you = f"{c.title(c.pt)} {M('PATIENT', c.pt.last)}" if r.random() < .5 else M("PATIENT", c.pt.first)
    parts = [
        f"{c.hosp_m()} Emergency Department",
        f"{c.addr()}  |  Main line {c.ph()}",
        "",
        r.choice(["DISCHARGE INSTRUCTIONS", "After Visit Summary", "Emergency Department Discharge Instructions"]),
        f"Patient: {c.ptn(r.choice(['full', 'fml', 'LF']))}   MRN: {c.MRN()}   Visit: {c.ACCT()}",
        f"Date of visit: {c.d(style=r.choice(['wd_long', 'long', 'mdY']))}   Arrived {clock(r)}   Discharged {clock(r)}",
        "",
        f"Dear {you},",
        f"You were seen today by {c.dr(0, r.choice(['dr', 'dr_full']))} and {c.rn(1, 'cred')} for {dx}. "
        f"Your tests were reassuring: {labs_inline(r, r.randint(3, 6))}. "
        f"We hope you feel better soon. You will need to follow up; please call {c.dr(2, r.choice(['dr', 'dr_nodot']))} "
        f"at {M('HOSPITAL', r.choice(P.CLINICS))} at {c.ph()} to be seen within 2-3 days, by {c.d(style='wd', off=3)}.",
        "",
        H(r, "Medications"),
        "- " + med(r) + "\n- " + med(r) + r.choice(["", "\n- STOP taking " + med(r).split()[0] + " until seen"]),
        "",
        H(r, "Return to the ED right away if"),
        "- chest pain, trouble breathing, fainting\n- fever over 101 F, green or bloody vomit\n- you feel worse or will not be able to drink",
        "",
        f"Work/school: you may return to {M('ORGANIZATION', r.choice(P.SCHOOLS + P.EMPLOYERS))} on "
        f"{c.d(style=r.choice(['long', 'mdY', 'wd_md']), off=r.randint(1, 5))}. Light duty until {c.d(style='md', off=7)}.",
        f"Your {c.rel(0)}, {c.famn(0, 'full')}, was given a copy of these instructions." if r.random() < .6 else
        f"Ride home: {c.rel(0)} {c.famn(0)}.",
        "",
        f"See your results online at {c.url()}. Billing questions: {c.email(c.staff[5])} or {c.ph(True)}.",
        maybe(r, .4, f"Interpreter used: {r.choice(['Spanish', 'Vietnamese', 'Somali', 'Haitian Creole'])}, interpreter ID {c.idn('interp')}."),
        f"Diagnosis code: {icd(r, False)}. ({cap(epo(r))}; {score(r)}; {vitals(r, 'b')} at {clock(r)}.)",
        f"Signed: {c.dr(0, 'cred')}   {c.d(style='mdY')}",
        f"Patient/guardian signature: {c.ptn('full')}  Witness: {c.rn(1, 'cred_nocomma')}",
    ]
    return J(*[p for p in parts if p is not None])


# ------------------------------------------------------------------ 9
def psych_emergency_eval(c):
    r = c.r
    unit = M("HOSPITAL", r.choice(P.UNITS))
    parts = [
        r.choice(["PSYCHIATRIC EMERGENCY EVALUATION", "Emergency Psychiatry Consultation", "Crisis Evaluation - CPEP"]),
        f"{c.hosp_m()}  |  {c.d(style=r.choice(['mdY', 'long']))} {clock(r)}",
        f"Patient: {c.ptn(r.choice(['LF', 'full']))}  MRN {c.MRN()}  DOB {c.dob_s()}  Location: {unit}, room {c.room()}",
        f"Identity confirmed by palm-vein scan ID {c.bio()} and wristband.",
        f"Evaluator: {c.dr(0, r.choice(['dr', 'cred', 'sf_cred']))}; with {c.dr(1, 'cred', 'LCSW')}",
        f"Legal status: {r.choice(['voluntary', 'emergency hold (72 h)', 'involuntary petition'])}; "
        f"petition by Officer {M('FAMILY', c.staff[6].last)}, badge {c.idn('badge')}, {M('ORGANIZATION', r.choice(P.POLICE))}",
        "",
        H(r, "Identifying data / reason for referral"),
        f"{c.ptn(r.choice(['title', 'first']))} is a {c.ag(r.choice(['year-old', 'words', 'yo']))} "
        f"{r.choice(['single', 'divorced', 'married', 'widowed'])} {r.choice(['unemployed former', 'part-time', 'laid-off'])} "
        f"{c.job()}, {r.choice(['domiciled', 'homeless, staying at', 'living with ' + c.rel(1) + ' near'])} "
        f"{M('ORGANIZATION', r.choice(P.SHELTERS)) if r.random() < .5 else M('CITY', c.city)}, "
        f"referred after {r.choice(['texting goodbye messages', 'a verbal threat at work', 'an overdose', 'walking into traffic'])} "
        f"on {c.d(style=r.choice(['wd', 'wd_md', 'MonD']))}. Pt states \"there is no hope\" but will engage.",
        H(r, "Collateral"),
        f"Spoke with {c.rel(0)} {c.famn(0)} at {c.ph()} at {clock(r)}: pt stopped meds in {c.d(style='my', off=-r.randint(20, 120))}. "
        f"Prior admission {c.hosp_m(2)} {c.d(style=r.choice(['y', 'my']), off=-r.randint(200, 2000))}. "
        f"Outpatient therapist {c.dr(2, r.choice(['full', 'cred']), 'LMHC')}.",
        H(r, "MSE"),
        r.choice(["Appearance: disheveled, young-appearing. Mood \"down\". Affect constricted. TP linear. No AH/VH. Insight poor.",
                  "app: fair grooming; behavior: calm, cooperative; speech: normal rate; mood: \"anxious\"; thought content: +SI w/o plan; judgment: limited."]),
        f"{r.choice(['C-SSRS: high risk', 'PHQ-9 21', 'PHQ-9 18', 'C-SSRS: moderate'])}. {score(r)}. {r.choice(['CIWA-Ar 8', 'COWS 11', 'BAL 0.14'])}.",
        H(r, "Medical"),
        f"{vitals(r, 'a')}. UDS +{r.choice(['THC', 'cocaine', 'amphetamines', 'none'])}. {labs_inline(r, 4)}. "
        f"{r.choice(['Hx of Graves disease', 'Hx of seizure', 'No medical hx'])}. {med(r)} given at {clock(r)}.",
        H(r, "Assessment / plan"),
        f"{icd(r)}; {icd(r)}. Admit to {M('HOSPITAL', r.choice(P.UNITS))} at {M('HOSPITAL', r.choice(P.HOSPITALS))}; "
        f"bed request {c.idn('bedreq')}. 1:1 sitter {c.dr(3, 'full')}. Firearms: {c.rel(1)} {c.famn(1, 'first')} to secure.",
        maybe(r, .4, f"Pt born in {M('COUNTRY', r.choice(P.COUNTRIES))}; {r.choice(['Spanish', 'Tigrinya', 'Nepali', 'Polish'])} interpreter via phone."),
        f"Recheck {clock(r)}: {vitals(r, 'b')}. {cap(epo(r))}.",
        f"{c.dr(0, 'cred')}  pager {c.pager()}  {c.d(style='mdY')} {clock(r)}",
    ]
    return J(*[p for p in parts if p is not None])


# ------------------------------------------------------------------ 10
def transfer_emtala_form(c):
    r = c.r
    x = lambda: r.choice(["[x]", "[ ]"])
    recv = c.hosp2
    parts = [
        r.choice(["INTERFACILITY TRANSFER FORM / EMTALA CERTIFICATION", "Physician Certification for Transfer (EMTALA)",
                  "PATIENT TRANSFER - MEMORANDUM OF TRANSFER"]),
        f"Transfer center ref: {c.idn('transfer')}   Date: {c.d(style=r.choice(['mdY', 'iso', 'wd_md']))}   Time: {clock(r)}",
        "",
        f"Patient: {c.ptn(r.choice(['LF', 'Lf', 'full']))}   DOB: {c.dob_s()}   Age: {c.ag('bare')}   Sex: {c.sex}",
        f"MRN: {c.MRN()}   Acct: {c.ACCT()}   SSN: {c.ssn()}",
        f"Insurance: {M('ORGANIZATION', r.choice(P.INSURERS))}  Policy {c.plan()}",
        "",
        f"SENDING FACILITY: {c.hosp_m()}",
        f"  {M('STREET', c.street_addr())}, {M('CITY', r.choice(P.CITIES))}, {c.st()} {M('ZIP', '%05d' % r.randint(1000, 99950))}",
        f"  Ph {c.ph()}   Fax {c.fax()}",
        f"  Sending physician: {c.dr(0, r.choice(['cred', 'sf_cred', 'dr_full']))}  NPI {c.npi()}",
        f"RECEIVING FACILITY: {M('HOSPITAL', recv)}",
        f"  Accepting physician: {c.dr(1, r.choice(['dr', 'dr_full', 'cred']))}  NPI {c.npi()}  accepted at {clock(r)}",
        f"  Bed: {M('HOSPITAL', r.choice(P.UNITS))} room {c.room()}   Report called to {c.rn(2, 'cred')} ext {c.ext()}",
        "",
        "REASON FOR TRANSFER:",
        f"  {x()} Service not available ({r.choice(['neurosurgery', 'cath lab', 'burn unit', 'pediatric ICU', 'psychiatry'])})",
        f"  {x()} Patient request   {x()} Higher level of care",
        "CONDITION:",
        f"  Dx: {icd(r)}. {vitals(r, r.choice(['a', 'd']))}. {score(r)}.",
        f"  Labs: {labs_inline(r, r.randint(4, 7))}",
        f"  Meds during transport: {med(r)}; {med(r)}",
        f"  Repeat {clock(r)}: {vitals(r, 'b')}. {cap(epo(r))}. {score(r)}.",
        "CERTIFICATION:",
        f"  Based on the information available at {clock(r)}, the medical benefits reasonably expected from transfer outweigh the risks. "
        f"Risks discussed with patient and {c.rel(0)} {c.famn(0)}.",
        f"  Transport: {r.choice(['ALS', 'BLS', 'CCT', 'air medical'])} via {M('ORGANIZATION', r.choice(P.EMS_AGENCIES))}, "
        f"ETA {clock(r)}",
        f"  Records sent: {x()} imaging (CD, accession {c.idn('acc')})  {x()} labs  {x()} MAR  {x()} face sheet",
        f"Physician signature: {c.dr(0, 'full')}, MD   {c.d(style='mdY')} {clock(r)}  License {c.medlic()}",
        f"Patient/representative: {r.choice([c.ptn('full'), c.famn(0, 'full') + ' (' + c.rel(0) + ')'])}   {c.d(style='mdy')}",
        f"Witness: {c.rn(3, 'cred_nocomma')}",
    ]
    return J(*parts)


# ------------------------------------------------------------------ 11
def ed_boarding_log(c):
    r = c.r
    style = r.choice(["pipe", "tab", "fixed"])
    t = dt.datetime.combine(c.visit, dt.time(r.randint(0, 23), r.randint(0, 59)))
    head = [
        f"ED BOARDING LOG - {c.hosp_m()}",
        f"Patient: {c.ptn(r.choice(['LF', 'full', 'Lf']))}  MRN {c.MRN()}  Enc {c.ACCT()}  {c.ag(r.choice(['slash', 'sexF', 'glued']))}",
        f"Admit order: {c.d(t.date(), r.choice(['mdY', 'iso']))} {t:%H:%M} by {c.dr(0, r.choice(['dr', 'cred']))}; "
        f"assigned unit {M('HOSPITAL', r.choice(P.UNITS))}; bed request {c.idn('bedreq')}",
        f"Tele pack {c.device()}  Pump SN {c.device()}",
        "",
    ]
    events = ["boarding start", "hallway move", "meds given", "bed ready - not clean", "bed assigned", "transport called",
              "care handoff", "family update", "tele alarm", "pt to CT", "diet order", "reassessment"]
    hdr = ["#", "date", "time", "location", "event", "staff", "user"]
    rows = []
    for i in range(1, r.randint(7, 12) + 1):
        t += dt.timedelta(minutes=r.randint(20, 240))
        ev = r.choice(events)
        if ev == "meds given":
            ev = med(r)
        elif ev == "family update":
            ev = f"{c.rel(0)} {c.famn(0, 'first')} updated"
        elif ev == "tele alarm":
            ev = f"tele alarm HR {r.randint(130, 170)}"
        loc = r.choice(["Hall bed ", "Room ", "Bed ", "Rm "]) + c.room()
        staff = c.dr(1 + r.randrange(4), r.choice(["init2", "last", "first"]))
        rows.append([str(i), c.d(t.date(), r.choice(["mdY", "md", "iso"])), f"{t:%H:%M}", loc, ev, staff, c.user(1 + r.randrange(4))])
    if style == "pipe":
        body = ["| " + " | ".join(hdr) + " |", "|" + "---|" * len(hdr)] + ["| " + " | ".join(x) + " |" for x in rows]
    elif style == "tab":
        body = ["\t".join(hdr)] + ["\t".join(x) for x in rows]
    else:
        allr = [hdr] + rows
        w = [max(vis_len(x[k]) for x in allr) + 2 for k in range(len(hdr))]
        body = ["".join(x[k] + " " * (w[k] - vis_len(x[k])) for k in range(len(hdr))).rstrip() for x in allr]
    foot = [
        "",
        f"Boarding hours: {r.randint(6, 70)}. {score(r)} at last check. Labs {clock(r)}: {labs_inline(r, r.randint(3, 6))}",
        f"Escalation: house supervisor {c.dr(5, 'full')} ext {c.ext()}; bed board viewed from {c.ip()} ({c.user(5)}).",
        f"Admit dx: {icd(r)}. Home meds held: {med(r)}; {med(r)}. Given {clock(r)}: {med(r)}. {vitals(r)}.",
        f"Note: pt will need {r.choice(['sitter', 'telemetry', 'isolation', 'bariatric bed'])}; {epo(r)}.",
        f"Reviewed {c.d(style='mdy', off=1)} by {c.rn(6, 'cred')}",
    ]
    return J(*head, *body, *foot)


# ------------------------------------------------------------------ 12
def sane_exam(c):
    r = c.r
    pt_she = "she" if c.sex == "F" else "he"
    parts = [
        r.choice(["SEXUAL ASSAULT NURSE EXAMINER (SANE) DOCUMENTATION", "Sexual Assault Medical Forensic Exam",
                  "SANE/Forensic Examination Record"]),
        f"{c.hosp_m()}  Exam room {c.room()}",
        f"Patient: {c.ptn(r.choice(['LF', 'full', 'Lf']))}   DOB {c.dob_s()}   Age {c.ag('bare')}   MRN {c.MRN()}",
        f"Kit #: {c.idn('kit')}   Case #: {c.idn('police')}   Acct {c.ACCT()}",
        f"Examiner: {c.dr(0, r.choice(['cred', 'cred_nocomma']), r.choice(['RN, SANE-A', 'BSN, RN, SANE-A', 'RN, SANE-P']))}",
        f"Law enforcement: Det. {M('FAMILY', c.staff[6].first + ' ' + c.staff[6].last)}, {M('ORGANIZATION', r.choice(P.POLICE))}, "
        f"ph {c.ph()}",
        f"Advocate: {M('FAMILY', c.staff[7].first)} from {M('ORGANIZATION', r.choice(P.ADVOCACY))}",
        "",
        H(r, "History (patient's words)"),
        f"Assault reported on {c.d(style=r.choice(['wd_long', 'long', 'mdY']), off=-r.randint(0, 3))} at approx {clock(r)} "
        f"at {r.choice([M('LOCATION_OTHER', r.choice(P.LANDMARKS)), M('STREET', c.street_addr())])}.",
        "\"" + r.choice([
            f"i went to a party with my {c.rel(2)} {c.famn(2, 'first')} and a guy named {M('FAMILY', r.choice(P.FIRST_M))} kept giving me drinks",
            f"he said he would drive me home, his car was a silver sedan, plate started {c.plate()}",
            f"my ex {M('FAMILY', r.choice(P.FIRST_M + P.WORD_FIRST_M))} came to my work at {c.org()} and followed me",
        ]) + "\"",
        f"Pt is a {c.job()}; {pt_she} will stay with {c.rel(1)} {c.famn(1)} tonight.",
        H(r, "Exam"),
        f"{vitals(r, 'a')}. {r.choice(['Bruising L upper arm 3 x 2 cm', 'abrasion R knee', 'no visible injury'])}. "
        f"Photos taken with camera SN {c.device()}. {r.choice(['Toluidine blue applied', 'ALS examination performed'])}.",
        H(r, "Evidence"),
        "| # | specimen | ID | collected |",
        "|---|---|---|---|",
    ]
    for i, sp in enumerate(r.sample(["oral swab", "vaginal swab", "reference blood", "fingernail scrapings",
                                     "underwear", "hair combing", "urine (DFSA)", "buccal reference"], r.randint(4, 7)), 1):
        parts.append(f"| {i} | {sp} | {c.idn('spec')} | {c.d(style='md')} {clock(r)} |")
    parts += [
        f"Fingerprint ID on chain-of-custody: {c.bio()}" if r.random() < .6 else f"Biometric sign-off template {c.bio()}",
        H(r, "Medications"),
        "ceftriaxone 500 mg IM x1; azithromycin 1 g PO x1; metronidazole 2 g PO x1; levonorgestrel 1.5 mg PO; "
        f"HIV nPEP starter pack 3 days. {labs_inline(r, 3)}.",
        f"Dx: {icd(r, False)}, {icd(r, False)}. Discharge vitals {clock(r)}: {vitals(r, 'b')}.",
        f"Follow-up: {M('HOSPITAL', r.choice(P.CLINICS))} {c.d(style='wd', off=7)}; hotline {c.ph()}",
        f"Kit released to Det. {M('FAMILY', c.staff[6].last)} {c.d(style='mdY')} {clock(r)}. Signed {c.dr(0, 'full')}, RN, SANE-A",
    ]
    return J(*parts)


GENRES = {
    "ed_physician_note": ed_physician_note,
    "triage_note": triage_note,
    "ed_nursing_flowsheet_csv": ed_nursing_flowsheet_csv,
    "ems_run_sheet": ems_run_sheet,
    "trauma_activation_record": trauma_activation,
    "poison_control_call": poison_control_call,
    "urgent_care_visit": urgent_care_visit,
    "ed_discharge_instructions": ed_discharge_instructions,
    "psychiatric_emergency_eval": psych_emergency_eval,
    "transfer_emtala_form": transfer_emtala_form,
    "ed_boarding_log": ed_boarding_log,
    "sane_exam_documentation": sane_exam,
}
