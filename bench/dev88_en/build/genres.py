"""Twelve genre writers. Each takes (rng, terse) and returns (marked_text, layout).
All PHI goes through ctx helpers / compose.m; everything else is unmarked."""
import datetime as dt
import re

import clin
import pools
from compose import m, D, words, accession, specimen, ordernum, digits, letters, hospital, employer, school, \
    Person, date_str, device, pharmacy, phone
from ctx import Ctx


def pick(r, *xs):
    return r.choice(xs)


def maybe(r, p, s):
    return s if r.random() < p else ""


def transcription(c):
    r = c.r
    a, b = c.doc(0), c.doc(5)
    ia = a.initials(r.choice(["JS", "JMS"]))
    ib = b.initials("js")
    out = f"{ia}/{ib}"
    if r.random() < 0.7:
        out += f"\nD: {c.d(r.randint(0, 2), 'mdy_short')} {r.randint(7, 18):02d}:{r.randint(0, 59):02d}"
        out += f"  T: {c.d(r.randint(2, 3), 'mdy_short')} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}"
    if r.random() < 0.5:
        out += f"  Job # {m('IDNUM', digits(r, 7))}"
    return out


def esign(c, i=0, k=0, cred=None):
    r = c.r
    t = f"{r.randint(6, 23):02d}:{r.randint(0, 59):02d}"
    v = r.randint(0, 4)
    if v == 0:
        return f"Electronically signed by {c.signed(i, cred)} on {c.d(k)} at {t}"
    if v == 1:
        return f"{c.signed(i, cred)}\nPager {c.pg()}"
    if v == 2:
        return f"-- {c.signed(i, cred)} | {c.d(k, 'mdy')} {t} | user {c.user(c.doc(i))}"
    if v == 3:
        return f"Signed: {c.signed(i, cred)}  {c.lic('NPI')}  {c.d(k, 'iso')}"
    return f"{c.signed(i, cred)}; pgr {c.pg()}; cell {c.ph()}"


def header(c, title, extra=()):
    r = c.r
    lines = [title]
    v = r.randint(0, 2)
    if v == 0:
        lines.append(f"Patient: {c.pt.rev()}    MRN: {c.M()}    DOB: {c.dobm()}")
        lines.append(f"Acct #: {c.A()}    Location: {c.H()}, {c.room()}")
    elif v == 1:
        lines.append(f"NAME: {c.pt.caps()}")
        lines.append(f"MR#: {c.M()}  FIN: {c.A()}  AGE/SEX: {m('AGE', c.age)}/{c.sex}")
        lines.append(f"FACILITY: {c.H(False)}")
    else:
        lines.append(f"| Patient | {c.pt.full()} |")
        lines.append(f"| DOB | {c.dobm()} ({m('AGE', c.age)} y) |")
        lines.append(f"| MRN | {c.M()} |")
        lines.append(f"| Encounter | {c.A()} |")
        lines.append(f"| Site | {c.H()} |")
    lines.extend(extra)
    return "\n".join(lines)


# 1 ICU progress note --------------------------------------------------------------
def icu(r, terse):
    c = Ctx(r, None, (24, 94))
    dxname, code = clin.dx(r, "icu")
    hd = r.randint(2, 14)
    osh = m("HOSPITAL", hospital(r))
    fam_p, fam = c.fam_phrase()
    pron = "He" if c.sex == "M" else "She"
    vent = f"AC/VC TV {r.choice([360, 380, 400, 420, 450, 480])} mL, RR {r.randint(14, 30)}, PEEP {r.choice([5, 8, 10, 12, 14])}, FiO2 {r.choice([30, 40, 50, 60, 80, 100])}%"
    if terse:
        t = [f"micu pn hd{hd} {c.d(hd, 'md')}",
             f"{c.pt.initials('js')} {c.agep()} w {dxname} ({code}), xfer from {osh} {c.d(0, 'md')}",
             f"{c.room()}. mrn {c.M()}",
             f"vent {vent.lower()}. plat {r.randint(18, 32)}",
             "drips: " + "; ".join(f"{x[0]} {x[1]}" for x in r.sample(clin.MEDS[35:40], 2)),
             clin.abg(r).lower(), clin.bmp(r).lower(), clin.vitals(r, True),
             f"o/n: per {c.staff(role='rn')} desat to {r.randint(80, 88)} w suctioning, resolved",
             f"{fam_p} at bedside, updated. {clin.modal(r).lower()}",
             f"- {c.doc(0).first_init()} / pgr {c.pg()}"]
        return "\n".join(t), "terse"
    L = []
    L.append(header(c, pick(r, "MEDICAL ICU PROGRESS NOTE", "MICU Daily Progress Note", "Critical Care Progress Note",
                            "SICU Progress Note"),
                    [f"Date of service: {c.d(hd)}    Hospital day {hd}",
                     f"Attending: {c.dr(0)}    Fellow: {c.signed(1)}    Resident: {c.doc(2).full()}"]))
    L.append("")
    L.append("SUBJECTIVE / INTERVAL EVENTS")
    L.append(f"{c.pt.formal()} is a {c.agep()} with history of {pick(r, 'HTN and DM2', 'COPD on 2L home O2', 'CKD 3b', 'alcohol use disorder', 'HFrEF')} admitted {c.d(0)} via transfer from {osh} "
             f"for {dxname}. Overnight {c.staff(role='nurse')} noted {pick(r, 'a brief run of SVT', 'increased secretions', 'agitation requiring a propofol bolus', 'new fever to 38.9')}; "
             f"{c.staff(role='RT')} increased PEEP. {clin.modal(r)}")
    if r.random() < 0.35:
        L.append(f"Per EMS, {pron.lower()} was the restrained driver of a sedan ({c.veh()}) in a collision on "
                 f"{m('STREET', str(r.randint(100, 9000)) + ' ' + r.choice(pools.STREET_N) + ' Pike')} near {c.landmark()}.")
    L.append("")
    L.append("VENTILATOR")
    L.append(f"Mode {vent}. Plateau {r.randint(18, 31)} cmH2O, driving pressure {r.randint(8, 17)}. {clin.abg(r)}.")
    if r.random() < 0.3:
        L.append(f"Home CPAP brought by family: model AirSense 10, serial {c.dev()}.")
    L.append("")
    L.append("DRIPS")
    for x in r.sample(clin.MEDS[35:40], 3):
        L.append(f"- {x[0]} {x[1]} {x[3]}")
    L.append("")
    L.append("OBJECTIVE")
    L.append(clin.vitals(r) + f". I/O {r.randint(900, 4200)}/{r.randint(300, 3000)} mL.")
    L.append(f"{clin.score(r, 'icu')}, {clin.score(r, 'icu')}. {clin.eponym(r, 'icu')}. Lungs coarse bilaterally.")
    L.append("Labs: " + clin.bmp(r) + "; " + clin.cbc(r) + f"; INR {round(r.uniform(0.9, 3.1), 1)}.")
    if r.random() < 0.5:
        L.append(clin.lab_table(r))
    L.append(f"CXR {c.d(hd, pick(r, 'md', 'wd_md', 'mon_d'))}: {pick(r, 'stable bilateral infiltrates', 'improved L base opacity', 'ETT 4 cm above carina')}.")
    L.append("")
    L.append("ASSESSMENT AND PLAN")
    L.append(f"{c.pt.first_only()} remains critically ill with {dxname} ({code}).")
    L.append(f"Neuro: {clin.score(r, 'icu')}; daily SAT/SBT. Resp: wean FiO2 as tolerated. CV: {' '.join(clin.MEDS[r.randint(0, 11)][:2])} {pick(r, 'PO', 'IV')}.")
    L.append(f"Renal: {pick(r, 'AKI improving', 'CRRT running', 'Cr stable')}, Foley in place. ID: {' '.join(clin.MEDS[r.randint(31, 34)][:2])}, day {r.randint(2, 9)} of antibiotics started {c.d(0, 'md')}.")
    L.append(f"Dispo: remains in ICU. Likely LTACH, {c.other_hosp('rehab')}, once trached. {clin.modal(r)}")
    L.append("")
    L.append("FAMILY / SOCIAL")
    L.append(f"Lives in {c.city()}, {c.stm()} with {fam_p}. {pron} {c.job_phrase()}."
             + maybe(r, 0.4, f" Emigrated from {c.country()} in {m('DATE', str(c.dob.year + r.randint(18, 30)))}."))
    L.append(f"Family meeting held {c.d(hd, 'wd_long')} with {fam.first_only()}, {c.dr(0)} and {c.staff(role='SW')}. "
             f"Best contact {fam.first_only()}: {c.ph()}. Code status: {pick(r, 'Full code', 'DNR/DNI', 'Full code, revisit')}.")
    if r.random() < 0.45:
        L.append("")
        L.append("EVENTS SINCE ADMISSION")
        for k in range(1, min(hd, 6)):
            ev = r.choice([f"bronchoscopy by {c.dr(1)}, BAL sent (order {m('IDNUM', ordernum(r))})",
                           f"R IJ triple-lumen CVC placed by {c.doc(2).full()} under US guidance",
                           f"extubation trial failed, RSBI {r.randint(80, 160)}", f"transfused 1 unit PRBC for Hgb {round(r.uniform(6.2, 6.9), 1)}",
                           f"CRRT started, access via L femoral trialysis catheter", f"{c.staff(role='RN')} called {c.dr(0)} for MAP 58; vasopressin added",
                           f"family meeting with {c.family[0][1].first_only()} and {c.staff(role='chaplain')}",
                           f"moved to {c.room()} for isolation",
                           f"{clin.abg(r)}; FiO2 weaned to {r.choice([35, 40, 45])}%"])
            L.append(f"- {c.d(k, pick(r, 'md', 'wd_md', 'mon_d'))}: {ev}")
        L.append("LINES/TUBES: ETT 7.5 @ 23 cm lip; R IJ CVC day " + str(r.randint(1, 9)) + "; L radial A-line; OGT; Foley.")
    L.append(f"Critical care time {r.randint(32, 75)} minutes, excluding procedures.")
    L.append("")
    L.append(esign(c, 0, hd))
    return "\n".join(L), "soap"


# 2 cardiology cath report -----------------------------------------------------------
def cath(r, terse):
    c = Ctx(r, "cardio", (38, 91))
    dxname, code = clin.dx(r, "cardio")
    vessel = r.choice(["mid LAD", "proximal LAD", "OM1", "mid RCA", "distal LCx", "D1", "ostial RCA"])
    sten = r.randint(70, 99)
    stent = f"{r.choice(['Xience Skypoint', 'Synergy XD', 'Onyx Frontier', 'Resolute'])} {r.choice(['2.5', '2.75', '3.0', '3.5'])} x {r.choice([12, 15, 18, 23, 28, 33])} mm"
    if terse:
        t = [f"cath lab brief op note {c.d(0, 'md')} - {c.pt.last_only()}, {c.pt.first_only()} mrn {c.M()}",
             f"{c.agep()} {dxname}. r radial 6fr. {vessel} {sten}% -> pci w {stent.lower()}, timi 3 flow",
             f"lvedp {r.randint(8, 28)}. contrast {r.randint(60, 220)} ml. no complications",
             f"dapt asa 81 + ticagrelor 90 bid. tr band off per protocol.",
             f"op: {c.doc(0).initials('js')} / fellow {c.doc(1).first_only()}"]
        return "\n".join(t), "terse"
    L = [pick(r, "CARDIAC CATHETERIZATION REPORT", "Cardiac Catheterization and PCI Report", "CATH LAB PROCEDURE NOTE")]
    L.append(f"{c.H()} - Cardiac Catheterization Laboratory, {c.building()}")
    if r.random() < 0.5:
        L.append(f"Patient: {c.pt.rev()}   DOB: {c.dobm()}   Age: {m('AGE', c.age)}   MRN: {c.M()}   Visit: {c.A()}")
    else:
        L.append(f"Name ........ {c.pt.caps()}\nMRN ......... {c.M()}\nAccount ..... {c.A()}\nDOB ......... {c.dobm()}")
    L.append(f"Procedure date: {c.d(0, pick(r, 'mdy', 'long', 'dmy_mon'))}   Case # {m('IDNUM', 'CL' + digits(r, 6))}")
    L.append(f"Operator: {c.signed(0, 'MD, FACC')} ({c.lic('NPI')})   Assistant: {c.signed(1)}")
    L.append(f"Referring: {c.dr(2)}, {c.other_hosp('cardio')}, fax {c.fx()}")
    L.append("")
    L.append(f"INDICATION: {c.agep()} with {dxname} ({code}), {clin.score(r, 'cardio')}, {clin.score(r, 'cardio')}. "
             f"Troponin I peak {round(r.uniform(0.1, 24.0), 2)} ng/mL on {c.d(-1, 'md')}.")
    L.append("")
    L.append("PROCEDURES: Left heart catheterization, selective coronary angiography, LV gram, "
             f"PCI of {vessel}.")
    L.append(f"ACCESS: {pick(r, 'Right radial', 'Left radial', 'Right femoral (ultrasound guided)')} {pick(r, '6 Fr', '5 Fr', '7 Fr')}. "
             f"Heparin {r.choice([5000, 7000, 8000])} units IV, ACT {r.randint(250, 320)}.")
    L.append("")
    L.append("HEMODYNAMICS")
    L.append(f"AO {r.randint(98, 168)}/{r.randint(50, 90)}  LV {r.randint(98, 168)}/{r.randint(6, 30)}  LVEDP {r.randint(6, 30)} mmHg")
    if r.random() < 0.4:
        L.append(f"RA {r.randint(2, 16)}  RV {r.randint(20, 60)}/{r.randint(2, 14)}  PA {r.randint(20, 60)}/{r.randint(8, 30)}  PCWP {r.randint(6, 30)}  CO {round(r.uniform(2.8, 6.5), 1)} L/min")
    L.append("")
    L.append("CORONARY ANATOMY")
    L.append("| Vessel | Finding |\n|---|---|")
    L.append(f"| LM | {pick(r, 'normal', 'mild luminal irregularities')} |")
    L.append(f"| LAD | {sten if 'LAD' in vessel else r.randint(10, 50)}% {pick(r, 'mid', 'proximal')} stenosis |")
    L.append(f"| LCx | {r.randint(0, 60)}% |")
    L.append(f"| RCA | dominant, {r.randint(0, 60)}% |")
    L.append("")
    L.append(f"INTERVENTION: {vessel} {sten}% lesion predilated with 2.5 mm balloon, treated with {stent} DES at {r.randint(12, 18)} atm. "
             f"Final TIMI 3 flow, 0% residual. Contrast {r.randint(60, 240)} mL iohexol. Fluoro {round(r.uniform(4, 30), 1)} min.")
    if r.random() < 0.35:
        L.append(f"Mechanical support: Impella CP placed via L femoral, console serial {c.dev()}, pump SN {c.dev()}.")
    if r.random() < 0.3:
        L.append(f"Existing dual-chamber pacemaker (model Azure XT DR), generator SN {c.dev()}, interrogated by {c.staff(role='EP nurse')}.")
    L.append("COMPLICATIONS: None. EBL minimal.")
    L.append("")
    L.append(f"PLAN: Aspirin 81 mg daily indefinitely; ticagrelor 90 mg BID for 12 months. High-intensity statin. "
             f"Echo {c.d(1, pick(r, 'md', 'wd_md'))}. Cardiac rehab referral to {c.other_hosp('cardio')}.")
    fam_p, fam = c.fam_phrase()
    L.append(f"Findings discussed with the patient and {fam_p} in {c.room()}. "
             f"{c.pt.first_only()} {c.job_phrase()}; may return to work on {c.d(r.randint(7, 30), pick(r, 'md', 'long'))}. "
             f"No driving for {r.choice([3, 5, 7])} days.")
    L.append(f"Follow-up with {c.dr(2)} in 2 weeks; clinic {c.ph()}.")
    L.append("")
    L.append(esign(c, 0, 0, "MD, FACC"))
    if r.random() < 0.4:
        L.append(transcription(c))
    return "\n".join(L), pick(r, "structured", "table")


# 3 oncology treatment summary --------------------------------------------------------
def onc(r, terse):
    c = Ctx(r, "onc", (29, 88))
    dxname, code = clin.dx(r, "onc")
    chemo_for = {"C50.912": ("AC-T", "TCHP"), "C18.7": ("FOLFOX",), "C83.30": ("R-CHOP",), "C90.00": ("VRd",),
                 "C34.11": ("carboplatin/pemetrexed/pembrolizumab",), "C25.0": ("gemcitabine/nab-paclitaxel",)}
    reg, detail, sched = r.choice([x for x in clin.CHEMO if x[0] in chemo_for[code]])
    n = r.randint(3, 8)
    if terse:
        t = [f"onc f/u {c.d(0, 'md')}. {c.pt.first_only()} {c.pt.last_only()} {c.agep()}",
             f"dx {dxname.lower()} ({code.lower()}). on {reg.lower()} c{n}d1 today",
             f"{clin.score(r, 'onc').lower()}. {clin.cbc(r).lower()}. anc ok to treat",
             f"{clin.modal(r).lower()}",
             f"rtc {c.d(14, 'md')}. nav {c.doc(3).first_only()} {c.ph()}"]
        return "\n".join(t), "terse"
    L = [pick(r, "ONCOLOGY TREATMENT SUMMARY", "Chemotherapy Treatment Summary and Survivorship Plan", "Hematology/Oncology Treatment Summary")]
    L.append(f"{c.H()}  |  {c.addr()}")
    L.append(f"Phone {c.ph()}   Fax {c.fx()}   {c.url()}")
    L.append("")
    L.append(f"Patient: {c.pt.full()}   DOB {c.dobm()}   MRN {c.M()}")
    L.append(f"Insurance: {c.insurer()}, member ID {c.plan()}, group {m('HEALTHPLAN', 'GRP' + digits(r, 6))}")
    L.append(f"Primary oncologist: {c.dr(0)}   Oncology NP: {c.signed(1, r.choice(['NP', 'FNP-C', 'DNP, APRN']))}   Nurse navigator: {c.doc(3).full()}, RN ({c.ph()})")
    L.append("")
    L.append(f"Diagnosis: {dxname} ({code}), diagnosed {c.d(-r.randint(60, 400), pick(r, 'month_year', 'mon_year', 'long'))} "
             f"after {pick(r, 'screening colonoscopy', 'self-palpated mass', 'incidental CT finding', 'worsening back pain')}.")
    L.append(f"Pathology: {m('IDNUM', specimen(r, c.adm.year))} at {c.other_hosp('path')}. {clin.score(r, 'onc')}.")
    L.append(f"Port: placed {c.d(-20, 'md')}, PowerPort serial {c.dev()}.")
    L.append("")
    L.append(f"Regimen: {reg} - {detail}, {sched}.")
    L.append("Cycle  Date         Dose level  Toxicity / notes")
    for i in range(1, n + 1):
        note = r.choice(["none", "grade 1 nausea", "grade 2 neuropathy, dose reduced 20%", "neutropenic, delayed 1 wk",
                         "filgrastim added", "infusion reaction, premed increased", "ANC 1.2, treated", "grade 1 mucositis"])
        L.append(f"C{i}D1   {c.d(14 * (i - 1), pick(r, 'mdy', 'mdy', 'mdy_short'))}   {pick(r, '100%', '100%', '80%')}        {note}")
    L.append("")
    L.append(f"Response: {pick(r, 'partial response on CT', 'complete metabolic response on PET', 'stable disease', 'pCR at surgery')} "
             f"({c.d(14 * n, 'md')}). Tumor markers: CEA {round(r.uniform(0.8, 42), 1)}, CA 19-9 {r.randint(8, 900)}.")
    pron = "He" if c.sex == "M" else "She"
    fam_p, fam = c.fam_phrase()
    L.append("")
    L.append(f"Social: {pron} {c.job_phrase()} and lives in {c.city()} with {fam_p}. "
             + maybe(r, 0.5, f"Attends {m('ORGANIZATION', r.choice(pools.CHURCH))}; weekly support group. ")
             + f"{fam.first_only()} drives to infusion; parking permit issued for {c.veh()}.")
    L.append(f"Family history: {pick(r, 'mother', 'father', 'sister')} with breast cancer at {m('AGE', r.randint(35, 70))}; "
             f"{clin.eponym(r, 'fh')}.")
    L.append("")
    L.append("Survivorship plan: surveillance CT q3-6 months x 2 years, CEA q3 months. "
             f"Next visit {c.d(14 * n + 28, pick(r, 'wd_long', 'wd_md', 'long'))} with {c.dr(0)}. {clin.modal(r)}")
    L.append(f"Copy to PCP: {c.dr(4)}, {c.other_hosp('pc')}, fax {c.fx()}.")
    L.append("")
    L.append(esign(c, 0, 14 * n))
    return "\n".join(L), "table"


# 4 neurology consult --------------------------------------------------------------
def neuro(r, terse):
    c = Ctx(r, "neuro", (17, 93))
    dxname, code = clin.dx(r, "neuro")
    pron, poss = ("He", "his") if c.sex == "M" else ("She", "her")
    if terse:
        t = [f"neuro consult {c.d(0, 'wd_md')} rm {m('LOCATION_OTHER', r.randint(200, 899))}",
             f"{c.agep()} ?{dxname.lower()}. {clin.score(r, 'neuro').lower()}",
             f"exam: cn ii-xii intact, {clin.eponym(r, 'neuro').lower()}, strength 5/5",
             f"rec: {clin.med_line(r, True)}; mri brain w/wo; eeg",
             f"d/w dr {c.doc(1).last_only()}. {c.doc(0).initials('js')}"]
        return "\n".join(t), "terse"
    L = [pick(r, "NEUROLOGY CONSULTATION", "Inpatient Neurology Consult Note", "Neurology Clinic - New Patient Consult")]
    L.append(f"Patient: {c.pt.full()}   MRN {c.M()}   DOB {c.dobm()}   Date: {c.d(0)}")
    L.append(f"Requesting: {c.signed(1)} ({pick(r, 'hospitalist', 'ED', 'PCP', 'Cardiology')}), {c.H()}")
    L.append(f"Consultant: {c.signed(0)}; {c.staff(role='scribe:')} present")
    L.append("")
    L.append("REASON FOR CONSULT: " + pick(r, "new-onset seizure", "left-sided weakness", "tremor", "recurrent headaches",
                                            "facial droop", "numbness and diplopia"))
    L.append("")
    L.append("HPI:")
    fam_p, fam = c.fam_phrase()
    L.append(f"{c.pt.formal()} is a right-handed {c.agep()} who {c.job_phrase()}. {pron} was in {poss} usual health until "
             f"{c.d(-r.randint(1, 20), pick(r, 'wd_long', 'long', 'md', 'weekday'))}, when {fam_p} found {'him' if c.sex == 'M' else 'her'} "
             f"{pick(r, 'staring and unresponsive for two minutes', 'unable to lift the left arm', 'confused at the kitchen table', 'slumped at work')}"
             f". {fam.first_only()} called 911; EMS noted glucose {r.randint(70, 180)}.")
    hol_pre, hol = __import__('compose').the_split(r.choice(pools.HOLIDAYS))
    hol_txt = hol_pre + m('DATE', hol + (f" {c.adm.year - 1}" if r.random() < 0.5 else ""))
    L.append(f"Prior episode around {hol_txt}. "
             f"Seen at {c.other_hosp('neuro')} by {c.dr(3)}; EEG {m('IDNUM', 'EEG' + str(c.adm.year % 100) + '-' + digits(r, 4))} was normal.")
    L.append("")
    L.append("PMH: " + ", ".join(r.sample(["HTN", "DM2", "migraine", "depression", "OSA on CPAP", "remote TBI",
                                           "Crohn disease", "hypothyroidism", "prior stroke"], 3)) + ".")
    L.append("Meds: " + "; ".join(clin.meds(r, 3)) + ".")
    L.append(f"Social: lives in {c.city()}, {c.stm()}. Drives a {pick(r, 'pickup', 'minivan', 'sedan')} ({c.veh()}); "
             f"{c.lic('DL') if r.random() < 0.5 else 'no license on file'}. {pick(r, 'Never smoker', 'Former smoker', 'Drinks 2 beers/week')}.")
    L.append("")
    L.append("EXAM: " + clin.vitals(r) + ".")
    L.append(f"MS: alert, oriented x3, {clin.score(r, 'neuro')}. CN: pupils 3 mm reactive, face symmetric. Motor 5/5 except "
             f"{pick(r, 'L deltoid 4/5', 'R grip 4+/5', 'L hip flexion 4/5')}. Reflexes 2+ symmetric, {clin.eponym(r, 'neuro')}. Gait {pick(r, 'normal', 'wide-based', 'not tested')}. "
             f"{clin.score(r, 'neuro')}.")
    L.append("")
    L.append(f"DATA: MRI brain {c.d(-1, pick(r, 'md', 'mon_d'))}: {pick(r, 'no acute infarct', 'L MCA territory DWI lesion', 'periventricular T2 lesions', 'unremarkable')}. "
             f"Labs: {clin.bmp(r)}.")
    L.append("")
    L.append(f"IMPRESSION: {dxname} ({code}).")
    L.append("RECOMMENDATIONS:")
    L.append(f"1. {' '.join(clin.MEDS[r.randint(21, 25)])}.")
    L.append(f"2. Routine EEG; order {m('IDNUM', ordernum(r))}.")
    L.append(f"3. No driving for 6 months per {c.stm(False)} law; counseled {c.pt.first_only()} and {fam.first_only()}.")
    L.append(f"4. Follow-up with {c.dr(0)} at {c.other_hosp('neuro')}, {c.ph()}. {clin.modal(r)}")
    if r.random() < 0.3:
        L.append(f"5. VNS interrogated: generator SN {c.dev()}, output 1.5 mA.")
    L.append("")
    L.append(esign(c, 0, 0))
    if r.random() < 0.5:
        L.append(transcription(c))
    return "\n".join(L), "narrative"


# 5 pediatric well-child -------------------------------------------------------------
def well_child(r, terse):
    c = Ctx(r, "peds", (1, 16))
    c.age_unit = "y"
    months = None
    if r.random() < 0.35:
        months = r.choice([2, 4, 6, 9, 12, 15, 18])
    kid = c.pt
    he, his = ("he", "his") if c.sex == "M" else ("she", "her")
    mom = Person(r, "FAMILY", "F")
    dad = Person(r, "FAMILY", "M")
    if r.random() < 0.6:
        mom.last = kid.last
    dad.last = kid.last if r.random() < 0.7 else dad.last
    sib = Person(r, "FAMILY")
    sib.last = kid.last
    sch = school(r)
    if months:
        agetxt = pick(r, f"{m('AGE', months)}-month-old", f"{m('AGE', months)} mo", f"{m('AGE', months)}mo")
        dob = c.adm - dt.timedelta(days=int(months * 30.4))
    else:
        agetxt = pick(r, f"{m('AGE', c.age)}-year-old", f"{m('AGE', c.age)} yo", f"{m('AGE', c.age)}yo",
                      f"{m('AGE', words(c.age))}-year-old")
        dob = c.adm - dt.timedelta(days=int(c.age * 365.25) + r.randint(1, 300))
    if terse:
        t = [f"wcc {c.d(0, 'md')} {kid.first_only()} {agetxt} {c.sex.lower()}",
             f"here w mom {mom.first_only()}. {pick(r, 'no concerns', 'picky eater', 'snoring', 'school reports inattention')}",
             f"wt {r.randint(5, 95)}%ile ht {r.randint(5, 95)}%ile. vitals ok",
             f"vax today per schedule. {clin.score(r, 'peds').lower()}",
             f"rtc {pick(r, '3 mo', '6 mo', '1 yr')}. {c.doc(0).initials('js')}"]
        return "\n".join(t), "terse"
    L = [pick(r, "WELL CHILD VISIT", "Well-Child Check", "Pediatric Preventive Visit")]
    L.append(f"{c.H()} - {pick(r, 'Pediatrics', 'General Pediatrics', 'Adolescent Medicine')}")
    L.append(f"Child: {kid.full()}   DOB: {D(r, dob, pick(r, 'mdy', 'long', 'iso'))}   MRN: {c.M()}   Visit: {c.d(0)}")
    L.append(f"Guardian: {mom.full()} (mother), {c.ph()}; {dad.full()} (father), {c.ph()}")
    L.append(f"Address: {c.addr()}")
    L.append(f"Insurance: {pick(r, 'Medicaid', 'CHIP', 'private')} ID {c.plan()}")
    L.append("")
    L.append("S:")
    L.append(f"{kid.first_only()} is a {agetxt} {'boy' if c.sex == 'M' else 'girl'} here with {his} mother {mom.first_only()}"
             f"{maybe(r, 0.5, ' and father ' + dad.first_only())} for a well visit. Born at {r.randint(36, 41)} weeks at "
             f"{c.other_hosp('ob')}, {clin.score(r, 'peds')}, birth weight {r.randint(2400, 4300)} g.")
    L.append(pick(r, f"Mom reports {he} sleeps 10-11 hours. Drinks whole milk 16 oz/day.",
                  f"Parents' concern: {pick(r, 'picky eating', 'snoring', 'tantrums', 'toe walking')}. Will discuss."))
    if not months:
        L.append(f"School: {pick(r, 'grade', 'Grade')} {r.randint(1, 10) if c.age > 5 else 'pre-K'} at {m('ORGANIZATION', sch)}; "
                 f"teacher {Person(r, 'FAMILY').formal()} reports {pick(r, 'doing well', 'trouble focusing after lunch', 'good reader', 'talkative')}. "
                 f"{maybe(r, 0.5, 'Plays soccer with ' + m('ORGANIZATION', employer(r).split()[0] + ' United') + '.')}")
    kid_age = (months or 0) // 12 if months else c.age
    older = r.random() < 0.5 or kid_age < 2
    sib_age = r.randint(kid_age + 1, kid_age + 9) if older else r.randint(1, max(1, kid_age - 1))
    L.append(f"Family: lives with parents and {'older' if older else 'younger'} {'brother' if sib.sex == 'M' else 'sister'} {sib.first_only()} "
             f"({m('AGE', sib_age)}). Mom {pick(r, 'works as a', 'is a')} {c.prof()}; dad {pick(r, 'is a', 'works as a')} {c.prof()}"
             f"{maybe(r, 0.5, ' at ' + c.org())}. Grandmother {Person(r, 'FAMILY', 'F').first_only()} helps with childcare.")
    L.append("")
    L.append("O:")
    L.append(f"Wt {round(r.uniform(4, 60), 1)} kg ({r.randint(3, 97)}th percentile), Ht {round(r.uniform(55, 170), 1)} cm, HR {r.randint(70, 140)}, "
             f"RR {r.randint(16, 40)}, T {round(r.uniform(36.4, 37.4), 1)} C.")
    L.append(f"HEENT normal, TMs clear. Heart RRR no murmur. Lungs clear. {pick(r, 'Tanner stage 1', 'Tanner stage 2', 'Hips stable, Ortolani/Barlow negative')}. "
             f"{pick(r, 'M-CHAT low risk.', 'Speech: 2-word phrases.') if months else pick(r, 'Development on track.', 'ASQ passed all domains.', 'PHQ-A negative.')}")
    L.append("")
    L.append("A/P:")
    L.append(f"1. Well child ({pick(r, 'Z00.129', 'Z00.121')}). Anticipatory guidance: car seat, water safety, screen time.")
    L.append(f"2. Vaccines: {pick(r, 'DTaP, IPV, Hib, PCV20', 'MMR, varicella, Hep A', 'Tdap, HPV #1, MenACWY', 'influenza')} given, VIS provided.")
    L.append(f"3. {pick(r, 'Fluoride varnish applied.', 'Vision/hearing passed.', 'Lead level ordered.', 'Albuterol refilled for school nurse.')} "
             f"{clin.modal(r)}")
    if not months and r.random() < 0.5:
        L.append(f"4. School form signed for {m('ORGANIZATION', sch)} nurse; fax {c.fx()}.")
    L.append(f"Next visit: {c.d(pick(r, 90, 180, 365), pick(r, 'month_year', 'md', 'long'))}.")
    L.append("")
    L.append(esign(c, 0, 0, r.choice(["MD", "DO", "FNP-C", "MD, FAAP"])))
    return "\n".join(L), "soap"


# 6 obstetric H&P --------------------------------------------------------------------
def ob(r, terse):
    c = Ctx(r, "ob", (16, 46), "F")
    ga_w, ga_d = r.randint(24, 41), r.randint(0, 6)
    edd = c.adm + dt.timedelta(days=(40 * 7) - (ga_w * 7 + ga_d))
    lmp = edd - dt.timedelta(days=280)
    g = r.randint(1, 6)
    p = r.randint(0, g - 1)
    gp = f"G{g}P{p}{0}{r.randint(0, 1)}{p}"
    dxname, code = clin.dx(r, "ob")
    partner = Person(r, "FAMILY", r.choice("MMF"))
    if terse:
        t = [f"l&d triage {c.d(0, 'md')} {c.pt.initials('js')} {m('AGE', c.age)}yo {gp.lower()} @ {ga_w}w{ga_d}d",
             f"edd {D(r, edd, 'md')}. c/o ctx q{r.randint(3, 8)}min. {clin.score(r, 'ob').lower()}",
             f"sve {r.randint(1, 6)}/{r.randint(40, 90)}/-{r.randint(1, 3)}. gbs {pick(r, 'neg', 'pos', 'unk')}",
             f"bp {r.randint(110, 165)}/{r.randint(60, 105)}. partner {partner.first_only()} present",
             f"plan admit. cnm {c.doc(0).first_only()}"]
        return "\n".join(t), "terse"
    L = [pick(r, "OBSTETRIC ADMISSION H&P", "Labor & Delivery History and Physical", "OB H&P")]
    L.append(f"{c.H()}  {c.other_hosp('ob') if r.random() < 0.3 else m('HOSPITAL', r.choice(pools.WARDS))}, {c.room()}")
    L.append(f"Patient: {c.pt.rev()}   MRN: {c.M()}   Acct: {c.A()}   SSN: {c.ssn()}")
    L.append(f"DOB: {c.dobm()}   Admit: {c.d(0)} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}")
    L.append(f"Prenatal care: {c.other_hosp('ob')} with {c.dr(1)}; records faxed from {c.fx()}")
    L.append("")
    L.append(f"HPI: {c.pt.first_only()} is a {c.agep()} {gp} at {ga_w}w{ga_d}d by {pick(r, 'LMP', 'first-trimester US', '8-week US')} "
             f"(LMP {D(r, lmp, pick(r, 'mdy', 'md', 'long'))}, EDD {D(r, edd, pick(r, 'mdy', 'md', 'long'))}) presenting with "
             f"{pick(r, 'regular contractions', 'leakage of fluid since 0300', 'elevated BP at clinic', 'decreased fetal movement', 'scheduled induction')}.")
    L.append(f"Pregnancy complicated by {dxname} ({code}). {clin.eponym(r, 'ob')}.")
    hist = [f"{m('DATE', str(c.adm.year - k))} {pick(r, 'SVD', 'C/S', 'SVD at 39 wk', 'VBAC')}"
            for k in sorted(r.sample(range(2, 12), min(p, 3)))]
    L.append("OB history: " + ("; ".join(hist) if hist else "primigravida") + ".")
    L.append("")
    L.append("PRENATAL LABS: Blood type " + pick(r, "O+", "A+", "B-", "AB+", "O-") + ", antibody screen neg, rubella immune, "
             f"HBsAg neg, HIV neg, GBS {pick(r, 'negative', 'positive', 'unknown')}, 1-hr GTT {r.randint(98, 190)}, Hgb {round(r.uniform(9, 13.5), 1)}.")
    obm = [x for x in clin.MEDS if x[0] in ("labetalol", "nifedipine ER", "ferrous sulfate", "cholecalciferol", "insulin glargine",
                                             "metformin", "levothyroxine", "sertraline", "ondansetron ODT")]
    L.append("Meds: " + "; ".join([" ".join(x) for x in r.sample(obm, 2)] + ["prenatal vitamin 1 tab PO daily"]) + ".")
    L.append("Allergies: " + pick(r, "NKDA", "penicillin (hives)", "latex", "sulfa"))
    L.append("")
    L.append(f"SOCIAL: Lives in {c.city()}, {c.stm()} with {partner.title() if r.random() < 0.3 else 'partner'} {partner.full()}"
             f" ({partner.first_only()} {pick(r, 'works as a', 'is a')} {c.prof()}). Patient {c.job_phrase()}. "
             f"{pick(r, 'Denies tobacco, alcohol, drugs.', 'Quit smoking at 8 weeks.', 'Originally from ' + c.country() + '.')} "
             f"Support person: {Person(r, 'FAMILY', 'F').full()} ({pick(r, 'sister-in-law', 'best friend', 'mother')}), {c.ph()}.")
    L.append("")
    L.append("EXAM: " + clin.vitals(r) + f". {clin.score(r, 'ob')}. Cervix {r.randint(1, 8)}/{r.randint(30, 100)}/-{r.randint(0, 3)}, "
             f"{clin.score(r, 'ob')}. EFW {r.randint(2400, 4300)} g by Leopold maneuvers. FHT cat {pick(r, 'I', 'I', 'II')}, "
             f"baseline {r.randint(120, 155)}, moderate variability.")
    L.append("")
    L.append("A/P: " + pick(r, "Admit to L&D. Expectant management.", "Admit for induction with misoprostol 25 mcg PV q4h.",
                            "Magnesium sulfate 2 g/hr for seizure prophylaxis; labetalol PRN SBP > 160.", "Pitocin per protocol.")
             + f" GBS {pick(r, 'ppx with penicillin G', 'negative - no ppx')}. Epidural on request. {clin.modal(r)}")
    L.append(f"Peds notified: {c.dr(2)}. Anesthesia: {c.signed(3, 'CRNA')}.")
    L.append("")
    L.append(esign(c, 0, 0, r.choice(["MD", "DO", "CNM", "MD, FACOG"])))
    return "\n".join(L), "narrative"


# 7 radiology report -----------------------------------------------------------------
def radiology(r, terse):
    c = Ctx(r, "rad", (1, 97))
    exam = r.choice(["CT CHEST WITH CONTRAST", "CT ABDOMEN/PELVIS WITHOUT CONTRAST", "MRI BRAIN WITH AND WITHOUT CONTRAST",
                     "XR CHEST 2 VIEWS", "US RIGHT UPPER QUADRANT", "CTA HEAD AND NECK", "MAMMOGRAM SCREENING BILATERAL",
                     "XR LEFT WRIST 3 VIEWS", "NM MYOCARDIAL PERFUSION", "US OB > 14 WEEKS"])
    acc = accession(r, c.adm.year)
    if terse:
        t = [f"{exam.lower()} acc {m('IDNUM', acc.lower())} {c.d(0, 'md')}",
             f"hx: {c.agep()} {pick(r, 'cough', 'ruq pain', 'fall', 'ha')}. cmp {pick(r, 'none', c.d(-r.randint(30, 700), 'md'))}",
             f"imp: {pick(r, 'no acute process', 'small l effusion', 'cholelithiasis w/o cholecystitis', 'nondisplaced distal radius fx')}",
             f"{c.doc(0).initials('js')}"]
        return "\n".join(t), "terse"
    L = [f"{c.H(False)} - Department of Radiology"]
    if r.random() < 0.5:
        L.append(f"{c.addr()}  Tel {c.ph()}")
    L.append(f"EXAM: {exam}")
    L.append(f"ACCESSION: {m('IDNUM', acc)}    ORDER: {m('IDNUM', ordernum(r))}")
    L.append(f"PATIENT: {c.pt.rev()}    MRN: {c.M()}    DOB: {c.dobm()}    SEX: {c.sex}")
    L.append(f"DATE OF EXAM: {c.d(0, pick(r, 'mdy', 'long', 'dmy_mon', 'dash_mon'))} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}")
    L.append(f"ORDERING: {c.signed(1)}    PCP: {c.dr(2)}")
    L.append("")
    L.append(f"CLINICAL HISTORY: {c.agep()} with {pick(r, 'cough and fever', 'RUQ pain', 'fall on outstretched hand', 'headache, r/o mass', 'abnormal CXR', 'chest pain')}.")
    L.append(f"COMPARISON: {pick(r, 'None.', 'CT ' + c.d(-r.randint(30, 900), 'md') + '.', 'Outside study from ' + c.other_hosp('rad') + ', ' + c.d(-r.randint(10, 400), 'mdy') + '.')}")
    L.append(f"TECHNIQUE: {pick(r, 'Axial images with 75 mL iohexol IV.', 'Standard protocol.', 'Multiplanar multisequence imaging with 7 mL gadobutrol.')} "
             f"DLP {r.randint(120, 1400)} mGy-cm.")
    L.append("")
    L.append("FINDINGS:")
    L.append(pick(r, f"Lungs: {r.randint(3, 12)} mm RUL nodule, previously {r.randint(2, 9)} mm. No effusion. Heart size normal.",
                  "Liver normal in size. Gallbladder contains multiple stones, no wall thickening. CBD 4 mm.",
                  "No acute infarct, hemorrhage or mass. Scattered T2 FLAIR white matter hyperintensities.",
                  "Nondisplaced fracture of the distal radius. Soft tissue swelling. No dislocation.",
                  f"Single live IUP, FHR {r.randint(120, 165)} bpm, EFW {r.randint(300, 3500)} g."))
    L.append("")
    L.append("IMPRESSION:")
    L.append(f"1. {pick(r, 'No acute abnormality.', 'Enlarging pulmonary nodule; recommend CT in 3 months (Fleischner).', 'Cholelithiasis without cholecystitis.', 'Distal radius fracture.', 'BI-RADS 0: additional imaging recommended.')}")
    if r.random() < 0.45:
        L.append(f"Critical result communicated to {c.dr(1)} by {c.doc(0).full()} on {c.d(0, 'md')} at {r.randint(7, 22):02d}:{r.randint(0, 59):02d}, read back confirmed.")
    L.append("")
    L.append(f"Dictated by: {c.signed(0)}  Workstation {pick(r, 'PACS-RM3', 'RAD-WS-12', 'PACS-2')} ({c.ipm()})")
    if r.random() < 0.4:
        L.append(f"Images: {c.url()}")
    if r.random() < 0.4:
        L.append(transcription(c))
    return "\n".join(L), "structured"


# 8 pathology report -----------------------------------------------------------------
def pathology(r, terse):
    c = Ctx(r, "path", (19, 95))
    sp = specimen(r, c.adm.year)
    if terse:
        t = [f"path addendum {m('IDNUM', sp.lower())} {c.d(3, 'md')}",
             f"pt {c.pt.last_only()} mrn {c.M()}",
             f"her2 ihc {pick(r, '0', '1+', '2+', '3+')}; fish ratio {round(r.uniform(1.0, 4.2), 1)}",
             f"called to dr {c.doc(1).last_only()} at {r.randint(8, 17):02d}:{r.randint(0, 59):02d}. {c.doc(0).initials('js')}"]
        return "\n".join(t), "terse"
    L = [pick(r, "SURGICAL PATHOLOGY REPORT", "Pathology Consultation Report", "CYTOPATHOLOGY REPORT")]
    L.append(f"{c.other_hosp('path') if r.random() < 0.5 else c.H()}   CLIA #{m('LICENSE', digits(r, 2) + 'D' + digits(r, 7))}")
    L.append(f"Case: {m('IDNUM', sp)}    Received: {c.d(0, pick(r, 'mdy', 'dash_mon'))}    Reported: {c.d(r.randint(1, 5), pick(r, 'mdy', 'dash_mon'))}")
    L.append(f"Patient: {c.pt.rev()}   MRN: {c.M()}   DOB: {c.dobm()} (Age {m('AGE', c.age)})   Sex: {c.sex}")
    L.append(f"Submitting physician: {c.dr(1)}, {c.other_hosp()}   Copy to: {c.dr(2)}")
    L.append("")
    pairs = [
        ("left breast, 2 o'clock, core biopsy", "mass on imaging", "F",
         f"A. Invasive ductal carcinoma, Nottingham grade {r.randint(1, 3)}, {r.randint(4, 31)} mm. ER {r.randint(0, 100)}%, PR {r.randint(0, 100)}%, HER2 {pick(r, '0', '1+', '2+ (FISH pending)', '3+')}. {clin.score(r, 'onc')}."),
        ("right breast, lumpectomy", "palpable mass", "F", "A. Benign fibroadenoma, 1.8 cm. No atypia. Margins negative."),
        ("sigmoid colon, segmental resection", "obstructing mass on colonoscopy", "",
         f"A. Adenocarcinoma, moderately differentiated, pT3 pN1b. {r.randint(2, 6)}/{r.randint(14, 28)} nodes positive. MMR proficient."),
        ("prostate, 12-core biopsy", f"elevated PSA {round(r.uniform(4.1, 19.0), 1)}", "M",
         f"A. Acinar adenocarcinoma, Gleason {pick(r, '3+4=7', '4+3=7', '3+3=6')}, Grade Group {r.randint(1, 3)}, {r.randint(1, 8)} of 12 cores."),
        ("bone marrow, posterior iliac crest", "anemia and M-spike", "",
         f"A. Plasma cells {r.randint(12, 60)}% of cellularity, kappa restricted. Consistent with plasma cell neoplasm."),
        ("right upper lobe, wedge resection", "enlarging nodule", "",
         f"A. Invasive adenocarcinoma, acinar predominant, {r.randint(8, 30)} mm, PD-L1 TPS {r.randint(0, 90)}%."),
        ("skin, left shoulder, shave", "changing pigmented lesion", "",
         f"A. Melanoma in situ, lentigo maligna type; peripheral margin involved. Ki-67 {r.randint(2, 20)}%."),
        ("thyroid, right lobe, FNA", "3.1 cm nodule, TI-RADS 4", "", "A. Bethesda category II, benign follicular nodule."),
    ]
    pairs = [p for p in pairs if p[2] in ("", c.sex)]
    site, why, _, diag = r.choice(pairs)
    L.append(f"SPECIMEN: A. {site}. B. {pick(r, 'lymph node, sentinel #1', 'margin, additional', 'lymph nodes, regional')}.")
    L.append(f"CLINICAL: {c.agep()}; {why}.")
    L.append("")
    L.append(f"GROSS: Received in formalin in two containers labeled with the patient's name ({c.pt.caps()}) and medical record number. "
             f"Part A consists of {r.randint(2, 12)} tan-pink fragments up to {round(r.uniform(0.5, 2.2), 1)} cm; entirely submitted in cassettes A1-A{r.randint(2, 5)}. "
             f"Ischemic time {r.randint(2, 55)} min. Grossed by {c.doc(4).initials('JS')}.")
    L.append("")
    L.append("MICROSCOPIC / DIAGNOSIS:")
    L.append(diag)
    L.append(f"B. {pick(r, 'Negative for malignancy (0/1).', 'Margin free of tumor.', 'Isolated tumor cells, pN0(i+).')}")
    if r.random() < 0.5:
        L.append(f"Intraoperative frozen section (FS-A) called to {c.dr(1)} in OR {m('LOCATION_OTHER', r.randint(1, 24))} by {c.dr(0)} at "
                 f"{r.randint(7, 17):02d}:{r.randint(0, 59):02d} on {c.d(0, 'md')}.")
    if r.random() < 0.4:
        L.append(f"Outside consultation: slides sent to {c.other_hosp('path')}, their case {m('IDNUM', specimen(r, c.adm.year))}; "
                 f"requisition {m('IDNUM', ordernum(r))}.")
    L.append("")
    L.append(f"Pathologist: {c.signed(0)}   {c.d(r.randint(1, 5))}")
    L.append(f"Lab director: {c.dr(3)}  Phone {c.ph()}  Fax {c.fx()}")
    return "\n".join(L), "structured"


# 9 pharmacy medication reconciliation ------------------------------------------------
def medrec(r, terse):
    c = Ctx(r, None, (22, 99))
    ph1 = pharmacy(r)
    if terse:
        t = [f"med rec {c.d(0, 'md')} - {c.pt.first_init()} {m('AGE', c.age)}{c.sex.lower()}",
             f"source: pt + {m('HOSPITAL', ph1)} fill hx"]
        for _ in range(r.randint(3, 6)):
            t.append(f"- {clin.med_line(r, True)} ({pick(r, 'cont', 'held', 'changed', 'stopped')})")
        t.append(f"allergies: {pick(r, 'nkda', 'pcn (rash)', 'sulfa', 'codeine (n/v)')}. rph {c.doc(0).first_only()}")
        return "\n".join(t), "terse"
    L = [pick(r, "PHARMACY MEDICATION RECONCILIATION", "Admission Medication History - Pharmacy", "Medication Reconciliation Note (Pharmacist)")]
    L.append(f"Patient: {c.pt.full()}   MRN {c.M()}   Acct {c.A()}   {c.room()}")
    L.append(f"DOB {c.dobm()} ({m('AGE', c.age)} y)   Wt {r.randint(42, 140)} kg   CrCl {r.randint(15, 110)} mL/min")
    L.append(f"Insurance: {pick(r, 'Medicare Part D', 'Medicaid', c.insurer())} ID {c.plan()}; RxBIN {digits(r, 6)}, PCN {letters(r, 4)}")
    fam_p, fam = c.fam_phrase()
    L.append(f"Sources: interview with patient and {fam_p}; fill history from {m('HOSPITAL', ph1)} ({c.ph()}); PCP list from {c.dr(2)}.")
    L.append("")
    L.append("| Medication | Dose | Route | Frequency | Last dose | Action |")
    L.append("|---|---|---|---|---|---|")
    for n_, d, rt, s in r.sample(clin.MEDS, r.randint(5, 10)):
        L.append(f"| {n_} | {d} | {rt} | {s} | {pick(r, c.d(-1, 'md'), c.d(0, 'md'), 'unknown', 'this AM', c.d(-3, 'wd_md'))} | "
                 f"{pick(r, 'continue', 'continue', 'hold', 'change', 'discontinue')} |")
    L.append("")
    L.append(f"Allergies: {pick(r, 'NKDA', 'penicillin - hives', 'sulfa - rash', 'morphine - itching', 'contrast - anaphylaxis')}.")
    L.append(f"Discrepancies: {pick(r, 'Patient taking apixaban 2.5 mg BID, not 5 mg as listed.', 'Omitted home levothyroxine on admission order set.', 'Duplicate PPI.', 'None identified.')} "
             f"Discussed with {c.dr(1)}. {clin.modal(r)}")
    if r.random() < 0.4:
        L.append(f"Home insulin pump (Tandem t:slim X2) serial {c.dev()}; CGM transmitter {c.dev()}.")
    if r.random() < 0.5:
        L.append(f"Controlled substance from ADC override by {c.doc(0).full()}, fingerprint ID {c.bio()}. Prescriber {c.dr(1)}, DEA {m('LICENSE', __import__('compose').dea(r))}.")
    L.append(f"Discharge Rx to {m('HOSPITAL', pharmacy(r) if r.random() < 0.5 else ph1)}, {c.addr()}, phone {c.ph()}, fax {c.fx()}.")
    L.append("")
    L.append(esign(c, 0, 0, r.choice(["PharmD", "PharmD, BCPS", "RPh"])))
    return "\n".join(L), "table"


# 10 transplant coordinator ------------------------------------------------------------
def transplant(r, terse):
    c = Ctx(r, "tx", (19, 76))
    organ = r.choice(["kidney", "liver", "kidney", "heart", "lung", "kidney-pancreas"])
    dxname, code = clin.dx(r, "tx")
    fam_p, fam = c.fam_phrase()
    if terse:
        t = [f"txp coord call {c.d(0, 'md')} {r.randint(6, 21)}:{r.randint(10, 59)}",
             f"{c.pt.first_init()} post {organ} tx day {r.randint(8, 400)}",
             f"{clin.score(r, 'tx').lower()}. cr {round(r.uniform(0.8, 2.9), 1)}",
             f"{pick(r, 'tac dose unchanged', 'tac decr to 1 mg bid', 'repeat level thurs')}. spoke w {fam.first_only()}",
             f"- {c.doc(3).first_only()} rn"]
        return "\n".join(t), "terse"
    L = [pick(r, "TRANSPLANT COORDINATOR NOTE", "Transplant Coordinator - Pre-Transplant Evaluation", "Post-Transplant Coordinator Telephone/Clinic Note")]
    L.append(f"{c.H()} {organ.title()} Transplant Program")
    L.append(f"Recipient: {c.pt.rev()}  MRN {c.M()}  DOB {c.dobm()}  SSN {c.ssn()}")
    L.append(f"UNOS ID: {m('IDNUM', letters(r, 3) + digits(r, 4))}   Listed: {c.d(-r.randint(30, 900), pick(r, 'mdy', 'long'))}   ABO {pick(r, 'O', 'A', 'B', 'AB')}   {clin.score(r, 'tx')}")
    L.append(f"Coordinator: {c.doc(3).full()}, RN, CCTC   Surgeon: {c.dr(0)}   Nephrology/Hepatology: {c.dr(1)}")
    L.append("")
    v = r.randint(0, 1)
    if v == 0:
        L.append(f"Donor offer received {c.d(0, 'wd_long')} at {r.randint(0, 23):02d}:{r.randint(0, 59):02d}. Donor {m('IDNUM', letters(r, 4) + digits(r, 3))}, "
                 f"{clin.score(r, 'tx')}, {pick(r, 'DCD', 'DBD', 'living related')}. Crossmatch {m('IDNUM', 'XM-' + digits(r, 5))} {pick(r, 'negative', 'pending')}.")
        L.append(f"Called patient at home {c.ph()} - no answer; reached {fam_p} on cell {c.ph()}. "
                 f"{c.pt.first_only()} arrived at {c.landmark()} entrance at {r.randint(0, 23):02d}:{r.randint(0, 59):02d}, driven by {fam.first_only()} ({c.veh()}).")
        L.append(f"Identity verified at admission by palm-vein scan ({c.bio()}) and {c.stm(False)} driver's license {c.lic('DL')}.")
    else:
        L.append(f"{c.pt.formal()} is a {c.agep()} with {dxname} ({code}), post {organ} transplant {c.d(-r.randint(8, 600), pick(r, 'mdy', 'long', 'month_year'))} at {c.H()}.")
        L.append(f"Labs {c.d(0, 'md')}: {clin.score(r, 'tx')}; {clin.bmp(r)}; {clin.cbc(r)}. BK PCR {pick(r, 'not detected', '2,400 copies/mL')}, CMV PCR {pick(r, 'not detected', '880 IU/mL')}.")
        L.append("Immunosuppression: " + "; ".join(f"{x[0]} {x[1]} {x[3]}" for x in clin.MEDS[26:31]) + ".")
        L.append(f"Spoke with {fam_p}; {c.pt.first_only()} {pick(r, 'missed one evening tacrolimus dose', 'reports good adherence', 'has diarrhea x 3 days')}. {clin.modal(r)}")
    L.append("")
    L.append(f"Psychosocial: lives at {c.addr()}. {('He' if c.sex == 'M' else 'She')} {c.job_phrase()}. "
             f"Support: {fam.first_only()} and {Person(r, 'FAMILY').full()} ({pick(r, 'cousin', 'friend from church', 'brother-in-law')}). "
             f"Lodging: hospitality house near {c.landmark()} for 4 weeks post-op.")
    L.append(f"Financial: {pick(r, 'Medicare', 'Medicaid', 'commercial')} + {c.insurer()}, member {c.plan()}; transplant financial counselor {c.doc(5).full()} {c.ph()}.")
    L.append(f"Education: {c.url()} reviewed; pt portal user {c.user()}; e-mail on file {c.email()}.")
    L.append(f"Next: clinic {c.d(r.randint(2, 14), pick(r, 'wd_md', 'wd_long', 'md'))}, labs {c.d(r.randint(1, 4), 'md')}-{c.d(r.randint(5, 9), 'md')} twice weekly.")
    L.append("")
    L.append(esign(c, 3, 0, "RN, CCTC"))
    return "\n".join(L), "narrative"


# 11 patient portal messages ----------------------------------------------------------
TYPO = [("prescription", "perscription"), ("received", "recieved"), ("tomorrow", "tmrw"), ("please", "pls"),
        ("thanks", "thx"), ("appointment", "appt"), ("because", "bc"), ("doctor", "dr")]


def typo(r, s):
    # only touches text outside PHI markers
    parts = re.split(r"(\x01[^\x03]*\x03)", s)
    for a, b in TYPO:
        if r.random() < 0.5:
            parts = [p if p.startswith("\x01") else p.replace(a, b) for p in parts]
    return "".join(parts)


def portal(r, terse):
    c = Ctx(r, r.choice(["cardio", "onc", "neuro", "pc", "ob", "tx"]), (18, 90))
    pt = c.pt
    nurse = c.doc(3)
    dr = c.doc(0)
    k = r.randint(0, 7)
    nsig = pick(r, f"{nurse.full()}, RN", f"{nurse.first_only()} ({pick(r, 'RN', 'LPN', 'MA')})", f"{nurse.first_init()}, RN")
    if k == 0:
        med = clin.MEDS[r.randint(0, 20)][0]
        body = (f"hi dr {dr.last_only()} its {pt.first_only()}. i ran out of my {med} yesterday, can you send a new prescription "
                f"to {m('HOSPITAL', pharmacy(r))} on {m('STREET', r.choice(pools.STREET_N) + ' ' + r.choice(['Ave', 'Street', 'Rd']))}? please and thanks")
        reply = f"Hi {pt.first_only()}, {c.dr(0)} sent the refill. It should be ready in 2 hours. Call us at {c.ph()} with questions. - {nsig}"
    elif k == 1:
        body = (f"Hello, I received a bill for my visit on {c.d(-r.randint(5, 40), pick(r, 'md', 'long', 'mdy'))} but my insurance "
                f"member id is {c.plan()}. Can someone fix it because I already paid. Acct {c.A()}")
        reply = f"Hello {pt.formal()}, I forwarded this to billing; they will call you. You can also pay at {c.url()}. Thanks, {nsig}"
    elif k == 2:
        body = (f"my blood pressure this morning was {r.randint(150, 185)}/{r.randint(90, 112)} and i have a headache. should i come in? "
                f"i will be home all day at {c.ph()}")
        reply = (f"{pt.first_only()}, please go to the ED if the headache is severe or you have weakness or vision changes. Otherwise take "
                 f"your amlodipine 5 mg now and recheck in 1 hour. Will call you {c.d(1, 'weekday')} morning. {nsig}")
    elif k == 3:
        body = (f"Can I move my appointment from {c.d(r.randint(1, 9), pick(r, 'wd_md', 'weekday', 'md'))} to "
                f"{c.d(r.randint(10, 20), pick(r, 'wd_md', 'md', 'mon_d'))}? I have work at {c.org()}. thanks - {pt.first_only()}")
        reply = (f"Done - you are now scheduled {c.d(r.randint(10, 20), pick(r, 'wd_md', 'long'))} at {r.randint(8, 16)}:{r.choice(['00', '15', '30', '45'])} "
                 f"with {c.dr(0)} at our {c.city()} office. - front desk ({c.doc(4).first_only()})")
    elif k == 4:
        rel, fp = c.fam()
        body = (f"My {rel} {fp.first_only()} is asking if I can take ibuprofen with my new meds. I hope that is ok to ask here. "
                f"you can also email me at {c.email()}")
        reply = f"Short courses are ok at 400 mg up to TID with food. Let us know if you have black stools. {dr.first_init()}, {pick(r, 'MD', 'NP', 'PA-C')}"
    elif k == 5:
        med = clin.MEDS[r.randint(21, 30)][0]
        body = f"hi its {pt.first_init()} - the pharmacy said the prior auth for my {med} is still pending. may i get samples? my cell is {c.ph()}"
        reply = f"Hi {pt.first_only()}, the PA was approved today (ref {m('IDNUM', 'PA' + digits(r, 8))}). Samples are not available for {med}. {nsig}"
    elif k == 6:
        body = (f"I am flying to {c.country()} on {c.d(r.randint(10, 40), pick(r, 'long', 'md'))} to see family. Do I need a letter "
                f"for my insulin pump (serial {c.dev()}) for airport security?")
        reply = f"Yes - {c.dr(0)} signed the letter; it is in your documents tab at {c.url()}. Safe travels! {nsig}"
    else:
        body = (f"Hi this is {pt.full()}'s daughter, my login is {c.user(pt)} but it wont let me see moms results from "
                f"{c.d(-r.randint(1, 9), pick(r, 'md', 'mon_d'))}. Proxy form was sent {c.d(-20, 'md')}")
        reply = f"Hello, proxy access needs the form at {c.url()} signed by {pt.formal()}. Please call {c.ph()}. {nsig}"
    body = typo(r, body)
    t_sent = f"{r.randint(1, 12)}:{r.randint(0, 59):02d} {r.choice(['AM', 'PM'])}"
    L = []
    if r.random() < 0.5:
        lay = "thread"
        L.append(f"From: {pt.full()} <{c.user()}>")
        L.append(f"To: {c.H(False)} {pick(r, 'Cardiology', 'Oncology', 'Neurology', 'Primary Care', 'OB', 'Transplant')} Pool")
        L.append(f"Sent: {c.d(0, pick(r, 'wd_long', 'mdy', 'wd_md'))} {t_sent}")
        L.append(f"Subject: {pick(r, 'refill', 'question', 'Bill??', 'appt', 'BP', 'help')}")
        L.append("")
        L.append(body)
        L.append("")
        L.append(f"--- Reply {c.d(r.randint(0, 1), 'mdy_pad')} ---")
        L.append(reply)
    else:
        lay = "message"
        L.append(f"[{c.user()}] {c.d(0, pick(r, 'md', 'mdy_short'))} {t_sent}: {body}")
        if r.random() < 0.6:
            L.append(f"[{c.user(nurse)}] {reply}")
        if r.random() < 0.3:
            L.append(f"[{c.user()}] {pick(r, 'ok thx', 'thank you!!', 'ok will do', 'got it thanks so much')}")
    if r.random() < 0.35:
        L.append(f"(sent via app, IP {c.ipm()})")
    return "\n".join(L), lay


# 12 nurse telephone encounter --------------------------------------------------------
def phone_note(r, terse):
    c = Ctx(r, r.choice(["pc", "peds", "ob", "cardio", "onc"]), (1, 96))
    rel, caller = c.fam()
    t = f"{r.randint(7, 19):02d}:{r.randint(0, 59):02d}"
    pr = r.choice(["fever 101.2 since last night", "BP 178/96 at home", "vomiting x2, keeping fluids down",
                   "rash after starting amoxicillin", "INR 4.1 at home check", "ankle swelling", "cough, SpO2 94% on home oximeter",
                   "missed dose of apixaban", "bleeding from port site"])
    adv = r.choice(["Advised ED eval.", "Hold warfarin tonight, recheck INR in 3 days.", "Advised Tylenol 15 mg/kg q6h PRN, push fluids.",
                    "Stop amoxicillin, appt tomorrow.", "Will route to provider.", "Take missed dose now, then resume BID."])
    v = r.randint(0, 2)
    if v == 0:
        s = (f"Telephone encounter {c.d(0, pick(r, 'mdy', 'md', 'wd_md'))} {t}\n"
             f"Caller: {caller.full()} ({rel}) {c.ph()}\n"
             f"Pt: {c.pt.rev()}, {c.agep()}, MRN {c.M()}\n"
             f"Reason: {pr}. {adv} Per {c.dr(0)} protocol.\n"
             f"{c.doc(3).full()}, RN")
    elif v == 1:
        s = (f"TE {c.d(0, 'md')}: {c.pt.first_only()} ({m('AGE', c.age)}{c.sex}) called re {pr}. "
             f"{adv} {clin.modal(r)} callback {c.ph()}. -{c.doc(3).initials('JS')}")
    else:
        s = (f"Phone note - {c.H()}\n{c.d(0, pick(r, 'long', 'mdy'))} {t}. {rel.title()} {caller.first_only()} calling for {c.pt.full()} "
             f"(DOB {c.dobm()}). {pr}. {adv}\nRN: {c.doc(3).full()}")
    if terse:
        return s, "terse"
    return s, "short"


GENRES = [
    ("icu_progress", icu), ("cath_report", cath), ("oncology_summary", onc), ("neuro_consult", neuro),
    ("well_child", well_child), ("ob_hp", ob), ("radiology", radiology), ("pathology", pathology),
    ("med_reconciliation", medrec), ("transplant_coordinator", transplant), ("portal_message", portal),
    ("nurse_phone", phone_note),
]
