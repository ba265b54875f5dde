"""Templates: pharmacy, home health / hospice, behavioural health, dental, optometry."""
import pools as PL
from phi import (P, fmt_date, gen_md_reg, gen_bioid, gen_dea, gen_idnum, gen_npi, gen_prof_reg, gen_serial, rnd_digits,
                 rnd_letters)
from tmpl_a import J, header, neg


# ------------------------------------------------------------------ pharmacy
def pharmacy(c):
    r = c.r
    ph = c.staff["ph"]
    layout = r.choice(["consult", "dispensing", "cd_register"])
    if layout == "consult":
        meds = r.sample(PL.DRUGS, 5)
        body = J(
            f"PHARMACY CONSULT - MEDICATION RECONCILIATION",
            f"Requested by: {c.dr()}   Date: {c.dt(c.base)}",
            header(c, r.choice(["oneline", "kv"])),
            "",
            f"Sources: pt interview, {c.fam[0]['rel']} {c.fm(0, 'first', 'full')}, community pharmacy ({c.H(c.pharmacy)}, {c.ph()}), GP list from {c.H(c.clinic)} faxed {c.sd(c.off(-1))}.",
            "",
            "Home medications:",
            *[f"  - {m}" for m in meds],
            "",
            f"Issues: {neg(c, 'rx')} {neg(c, 'rx')}",
            f"{c.pt_ref()} reports missing doses since {c.sd(c.off(-r.randint(10, 40)))} - works shifts as {P('PROFESSION', c.prof)}.",
            "Recs: 1) switch to blister pack  2) review anticoagulant dose  3) counselling on inhaler technique.",
            "",
            f"{c.st('ph', 'full', 'full_mi')}, {ph['cred']} | Reg {P('LICENSE', gen_prof_reg(r, c.code))} | {c.sphone('ph')}",
        )
    elif layout == "dispensing":
        npi, dea = gen_npi(r), gen_dea(r)
        reg = gen_md_reg(r, c.code)
        presc = (f"Prescriber: {c.dr()}  NPI {P('LICENSE', npi)}  DEA {P('LICENSE', dea)}" if c.code == "US"
                 else f"Prescriber: {c.dr()}  {reg[0]} {P('LICENSE', reg[1])}")
        ins = (f"Insurance: {c.O(r.choice(PL.INSURERS))} ID {P('HEALTHPLAN', c.hp)}  BIN 610014  PCN ADV" if c.code == "US"
               else f"{c.hp_label()}: {P('HEALTHPLAN', c.hp)}   Exemption: {r.choice(['60+', 'MedEx', 'none', 'concession card'])}")
        lines = []
        for i in range(r.randint(3, 5)):
            d = c.off(-r.randint(0, 90))
            lines.append(f"Rx# {P('IDNUM', rnd_digits(r, 7))} | {c.dt(d)} | {r.choice(PL.DRUGS)} | qty {r.choice([28, 30, 56, 90])} | RPh {P('USERNAME', ph['user'])}")
        body = J(
            f"{P('HOSPITAL', c.pharmacy)} - DISPENSING HISTORY",
            f"{c.addr(c.loc.street(), c.city)}  Ph {c.ph()}  Fax {c.fax()}",
            "",
            f"Patient: {c.ptn('caps', 'last_first')}   DOB {c.dob_s()}   Ph {c.ph(c.mobile)}",
            ins,
            presc,
            "",
            *lines,
            "",
            f"Pickup by {c.fam[0]['rel']} {c.fm(0, 'full')} on {c.sd(c.base)} - ID checked (driver licence {P('LICENSE', rnd_letters(r, 1) + rnd_digits(r, 7))}).",
            f"Refill reminder SMS to {c.ph(c.mobile)}; portal {c.url('pharmacy/refill')}.",
        )
    else:
        body = J(
            "CONTROLLED DRUG REGISTER - ENTRY",
            f"Site: {c.H()} pharmacy, cabinet {P('DEVICE', gen_serial(r))}",
            f"Drug: {r.choice(['morphine sulfate 10 mg/mL amp', 'oxycodone 5 mg cap', 'fentanyl 25 mcg/h patch', 'methadone 1 mg/mL oral soln'])}",
            f"Date: {c.dt(c.base)}   Time: {r.randint(0, 23):02d}:{r.randint(0, 59):02d}",
            f"Patient: {c.ptn('full', 'last_first')}  ({P('MRN', c.mrn)})  Ward: {P('HOSPITAL', c.ward)}",
            f"Issued by: {c.st('ph', 'full')} - biometric sign-in ID {P('BIOID', gen_bioid(r))}",
            f"Witness: {c.st('rn', 'full')} - fingerprint ID {P('BIOID', gen_bioid(r))}",
            f"Balance check: {r.randint(3, 40)} -> {r.randint(2, 39)}. Discrepancy: nil.",
            f"Workstation {c.ip()} | login {c.user('ph')}",
        )
    return body, "pharmacy", layout


# ------------------------------------------------------------------ home health / hospice
def home_hospice(c):
    r = c.r
    layout = r.choice(["home_visit", "hospice_visit", "death_note"])
    c.set_age(55, 102)
    h1 = r.randint(8, 15)
    if layout == "home_visit":
        body = J(
            f"HOME HEALTH SKILLED NURSING VISIT",
            f"Agency: {c.O(r.choice(['Kestrel Home Care Agency', 'Harbourside Supported Living', 'Bluebird Home Health']))}  Visit #{P('ACCOUNT', c.acct)}",
            f"Pt: {c.ptn('last_first', 'caps')}  {c.agef('sex_suffix')}  Medicare/plan ID {P('HEALTHPLAN', c.hp)}",
            f"Address: {c.addr()}  (key safe, code given by phone)",
            f"Visit: {c.dt(c.base)} {h1:02d}:{r.choice(['05', '20', '40'])}-{h1 + 1:02d}:{r.choice(['00', '30'])}",
            "",
            f"SN visit for wound care + med management. {neg(c, 'rx')}",
            f"O2 concentrator SN {P('DEVICE', gen_serial(r))} at 2 L/min; back-up cylinders delivered {c.sd(c.off(-3))}.",
            f"Glucometer serial {P('DEVICE', gen_serial(r))} - readings reviewed, range 6.2-11.4 mmol/L.",
            f"Carer {c.fm(0, 'full')} ({c.fam[0]['rel']}) present; works as {P('PROFESSION', c.fam[0]['prof'])} so not home weekdays.",
            f"Next SN visit {c.sd(c.off(r.randint(2, 4)))}; PT eval ordered ({c.st('pt', 'full')}).",
            "",
            c.sig("rn"),
        )
    elif layout == "hospice_visit":
        body = J(
            f"{P('HOSPITAL', r.choice(PL.HOSPICES))} - Community Palliative Care Visit",
            f"{c.dt(c.base)}",
            "",
            f"Visited {c.ptn('full', 'nick_last', 'full')} ({c.agef('yo')}) at home, {c.addr()}, with {c.st('rn', 'full')} (CNS).",
            f"{c.pt_ref()} drowsy but rousable. Syringe driver (serial {P('DEVICE', gen_serial(r))}) running: {r.choice(PL.DRUGS)} + {r.choice(PL.DRUGS)} over 24 h.",
            f"{c.fam[0]['rel'].capitalize()} {c.fm(0, 'first', 'nick')} and {c.fam[1]['rel']} {c.fm(1, 'full')} (flew in from {P('COUNTRY', c.country)} {c.sd(c.off(-2))}) present.",
            f"Spiritual care: Rev. {P('FAMILY', c.person().last)} from {c.O(r.choice(PL.CHURCHES))} visiting.",
            f"{c.fm(0, 'first')} hopes {c.pt_ref()} will still be here for {c.hol()}. Family wish for care to remain at home; preferred funeral director {c.O(r.choice(PL.FUNERAL))}.",
            f"Out-of-hours: call hospice line {c.ph()}; GP {c.dr()} aware.",
            "",
            c.sig("rn", dated=False),
        )
    else:
        dod = c.base
        body = J(
            "VERIFICATION OF EXPECTED DEATH",
            f"Name: {c.ptn('caps_mi', 'caps')}",
            f"DOB: {c.dob_s()}   Age: {c.age_n()}",
            f"Place: home - {c.addr()}",
            f"Date of death: {c.dt(dod)}   Time verified: {r.randint(0, 23):02d}:{r.randint(0, 59):02d}",
            f"Verified by: {c.st('rn', 'full')}, {c.staff['rn']['cred']} ({P('HOSPITAL', r.choice(PL.HOSPICES))} community team)",
            f"Present: {c.fam[0]['rel']} {c.fm(0, 'full')}, {c.fam[1]['rel']} {c.fm(1, 'full')}",
            r.choice([f"Implanted devices: ICD (SN {P('DEVICE', gen_serial(r))}) deactivated {c.sd(c.off(-r.randint(2, 9)))}",
                      "Implanted devices: none", f"Implanted devices: PPM, serial {P('DEVICE', gen_serial(r))} - funeral director informed"]),
            f"Funeral director: {c.O(r.choice(PL.FUNERAL))}, {c.ph()}",
            f"GP informed: {c.dr()} at {c.H(c.clinic)} on {c.sd(dod)}. Certifying doctor to complete MCCD.",
            f"Bereavement follow-up: call {c.fm(0, 'first')} on {c.ph(c.fam[0]['phone'])} in 2 weeks.",
        )
    return body, "home_health_hospice", layout


# ------------------------------------------------------------------ behavioural health / substance use
def behavioural(c):
    r = c.r
    cn = c.staff["cn"]
    layout = r.choice(["dap", "intake", "group", "shorthand"])
    c.set_age(18, 72)
    if layout == "dap":
        body = J(
            f"{P('HOSPITAL', r.choice(['Eastside Recovery Clinic', 'Pinehaven Methadone Clinic', 'Riverside Community Mental Health Team']))}",
            f"Individual Counselling - DAP note   Session {r.randint(2, 24)}   {c.dt(c.base)}",
            f"Client: {c.ptn('full', 'first_linit', 'last_first')}   Client ID {P('MRN', c.mrn)}",
            "",
            f"D: Client ({c.agef('yo')}) attended on time. Reports {r.randint(3, 90)} days abstinent from alcohol; UDS today +BUP, neg for opiates/benzos/cocaine. "
            f"PHQ-9 {r.randint(3, 22)}, GAD-7 {r.randint(2, 19)}, AUDIT-C {r.randint(0, 12)}. Relapse on {c.sd(c.off(-r.randint(10, 50)))} after argument with {c.fam[0]['rel']} {c.fm(0, 'first')}.",
            f"Sponsor {c.fm(2, 'first', 'nick')} ({c.ph(c.fam[2]['phone'])}) attending NA with client at {c.O(r.choice(PL.CHURCHES))} hall Tue/Thu.",
            f"Probation officer {P('FAMILY', c.person().first + ' ' + c.person().last)} requested attendance letter for {c.O(r.choice(PL.COURTS))} (case {P('IDNUM', gen_idnum(r, 'CR'))}).",
            f"A: Engaged, ambivalent re: {r.choice(['methadone taper', 'return to work', 'moving out'])}. {r.choice(PL.DRUGS)} continues.",
            f"P: Next session {c.sd(c.off(7))}. Coordinate with prescriber {c.dr()}. Safety plan reviewed.",
            "",
            f"{c.st('cn', 'full')}, {cn['cred']}",
        )
    elif layout == "intake":
        body = J(
            "SUBSTANCE USE INTAKE ASSESSMENT",
            header(c, r.choice(["kv", "kv2"])),
            f"Referral source: {c.O(r.choice(PL.COURTS + PL.AGENCIES))}  Referral date: {c.dt(c.off(-r.randint(3, 20)))}",
            "",
            "PRESENTING PROBLEM:",
            f"{c.agef('year_old')} {r.choice(['single', 'separated', 'married'])} {P('PROFESSION', c.prof)} with opioid use disorder (DSM-5 severe), first use age {r.randint(14, 30)}. "
            f"Overdose {P('DATE', fmt_date(c.off(-r.randint(60, 400)), r.choice(['month_year', 'mon_apos'])))} - naloxone given by {c.fam[1]['rel']} {c.fm(1, 'first')}.",
            "SOCIAL:",
            f"Staying at {c.O(r.choice(PL.SHELTERS))} since {c.sd(c.off(-r.randint(5, 40)))}. Previously lived in {P('CITY', r.choice(PL.TOWNS))}, {P('STATE', c.region[1] or c.region[0])}. "
            f"Child attends {c.O(r.choice(PL.SCHOOLS))}; custody review at {c.O(r.choice(PL.COURTS))} on {c.dt(c.off(r.randint(14, 60)))}.",
            f"Employer: {c.O()} (laid off {P('DATE', fmt_date(c.off(-r.randint(30, 300)), 'month_year'))}).",
            "SCREENS:",
            f"CIWA-Ar {r.randint(0, 15)}; COWS {r.randint(0, 20)}; C-SSRS screen negative. {neg(c, 'sw')}",
            "PLAN:",
            f"Induction on {r.choice(['buprenorphine', 'methadone'])} {c.sd(c.off(1))}; case worker {c.st('sw', 'full')}; consent to share with {c.fm(0, 'full')} signed.",
            "",
            c.sig("cn"),
        )
    elif layout == "group":
        members = [c.ptn("first_linit", "init")]
        trig = r.choice(["payday", P("DATE", "Christmas"), "his birthday", "her birthday", P("DATE", "New Year's Eve"),
                         "the anniversary of their son's death", P("DATE", "Thanksgiving" if c.code in ("US", "CA") else "Boxing Day")])
        body = J(
            f"GROUP NOTE - Relapse Prevention (CBT)   {c.dt(c.base)} 18:00-19:30",
            f"Facilitators: {c.st('cn', 'full')} {cn['cred']}; co-facilitator {c.st('sw', 'full')}",
            f"Participant: {members[0]} ({P('MRN', c.mrn)})",
            "",
            f"Topic: high-risk situations. {c.pt_ref()} shared about {trig} triggers; "
            f"noted that {c.fam[0]['rel']} {c.fm(0, 'first')} still drinks at home.",
            f"Participation: {r.choice(['active', 'minimal', 'appropriate'])}. Breathalyser 0.000. {neg(c, 'sw')}",
            f"Next group {c.sd(c.off(7))}.",
        )
    else:
        body = J(
            f"bh f/u {c.sd(c.base)} tele (video, link {c.url('telehealth/room' + rnd_digits(r, 3))})",
            f"{c.ptn('first', 'init2', 'nick')} {c.agef('sex_suffix')} - mood 'ok'. phq9 {r.randint(3, 20)}. sleeping 5h. on {r.choice(PL.DRUGS)}.",
            f"lost job at {c.O()} last mo. partner {c.fm(0, 'first')} supportive. no si/hi. contracted for safety.",
            f"crisis line given. next appt {c.sd(c.off(14))}. -{c.st('cn', 'first', 'init2')}",
        )
    return body, "behavioural_health", layout


# ------------------------------------------------------------------ dental
def dental(c):
    r = c.r
    dn = c.staff["dn"]
    practice = r.choice(PL.DENTAL)
    layout = r.choice(["chart", "letter"])
    if layout == "chart":
        teeth = r.sample(["#3", "#14", "#19", "#30", "UR6", "LL7", "UL4", "LR5", "26", "36", "47"], 3)
        body = J(
            f"{P('HOSPITAL', practice)}",
            f"{c.addr(c.loc.street(), c.city)} | {c.ph()}",
            "",
            f"PATIENT: {c.ptn('caps', 'last_first')}   DOB: {c.dob_s()}   Chart #{P('MRN', c.mrn)}",
            f"Dental plan: {c.O(r.choice(PL.INSURERS))}  Member {P('HEALTHPLAN', c.hp)}",
            f"Appt: {c.dt(c.base)}  Provider: {c.dr('dn')}  Hygienist: {c.st('rn', 'full', 'first')}",
            "",
            "CC: broken filling",
            f"Findings: {teeth[0]} MOD amalgam fractured; {teeth[1]} caries (D2); {teeth[2]} watch. BPE 2/2/1/2/3/2.",
            f"Radiographs: 2 BWX, sensor SN {P('DEVICE', gen_serial(r))}.",
            f"Med hx: {r.choice(PL.DRUGS)} - discuss bleeding. ASA II.",
            f"Tx: {teeth[0]} composite, LA 2.2 mL lignocaine 2% 1:80k. Codes D2392, D0274.",
            f"Next: recall {P('DATE', fmt_date(c.off(180), r.choice(['month_year', 'mon_apos'])))}.",
            "",
            f"{P('DOCTOR', dn['p'].first[0] + dn['p'].last[0])}/{P('DOCTOR', initials_of(c.staff['rn']['p']))}",
        )
    else:
        body = J(
            f"{P('HOSPITAL', practice)}",
            f"{c.dt(c.base, 'uk_long' if c.code != 'US' else 'us_long')}",
            "",
            f"Dear {c.dr('md')},",
            "",
            f"Re: {c.ptn('full', 'full_mi')}, DOB {c.dob_s()}, {c.addr()}",
            "",
            f"I saw this {c.agef('year_old')} {P('PROFESSION', c.prof)} on {c.sd(c.off(-r.randint(1, 10)))} with a non-healing extraction socket LR8 following extraction on {c.dt(c.off(-r.randint(20, 40)))}. "
            f"Given {r.choice(['zoledronic acid', 'denosumab', 'alendronate'])} history I am concerned about MRONJ and have referred to OMFS at {c.H()}.",
            f"{c.pt_ref()}'s {c.fam[0]['rel']} {c.fm(0, 'full')} accompanied and can be reached on {c.ph(c.fam[0]['phone'])}.",
            "",
            "Yours sincerely,",
            f"{c.dr('dn')}",
            f"{P('HOSPITAL', practice)} | {c.semail('dn')}",
            f"{P('DOCTOR', c.staff['dn']['p'].first[0] + c.staff['dn']['p'].last[0])}/{P('DOCTOR', initials_of(c.staff['cl']['p']))}",
        )
    return body, "dental", layout


def initials_of(p):
    return (p.first[0] + p.last[0]).lower()


# ------------------------------------------------------------------ optometry
def optometry(c):
    r = c.r
    practice = r.choice(PL.OPTOM)
    layout = r.choice(["exam", "kv"])
    va = r.choice(["6/6", "6/9", "6/12", "6/18", "20/20", "20/40", "20/60"])
    if layout == "exam":
        body = J(
            f"{P('HOSPITAL', practice)} - Eye Examination Record",
            f"Patient: {c.ptn('full', 'last_first')} ({c.agef('yo')})  DOB {c.dob_s()}",
            f"Address: {c.addr()}",
            f"Occupation: {P('PROFESSION', c.prof)}   Driver: {r.choice(['yes', 'yes - HGV', 'no'])}",
            f"Exam date: {c.dt(c.base)}   Last exam: {P('DATE', fmt_date(c.off(-r.randint(300, 900)), 'month_year'))}",
            "",
            f"VA (unaided): R {va}  L {r.choice(['6/9', '6/12', '6/24', '20/30'])}",
            f"IOP: R {r.randint(12, 28)} L {r.randint(12, 28)} mmHg (NCT)   CCT 540/548",
            "Rx: R -1.25/-0.50x180  L -1.00/-0.75x10  Add +2.25",
            f"Fundus: C/D 0.4 R, 0.6 L. OCT scanner serial {P('DEVICE', gen_serial(r))}.",
            f"Plan: referral to {c.H()} glaucoma clinic (ref {P('IDNUM', gen_idnum(r, 'OPH'))}); copy to GP {c.dr()}.",
            "",
            f"{c.dr('op')}  Reg {P('LICENSE', gen_prof_reg(r, c.code))}",
        )
    else:
        body = J(
            "CONTACT LENS FITTING",
            f"Name ............ {c.ptn('caps', 'upper_full')}",
            f"DOB ............. {c.dob_s()}",
            f"Phone ........... {c.ph(c.mobile)}",
            f"Email ........... {P('EMAIL', c.email)}",
            f"Vision plan ..... {P('HEALTHPLAN', c.hp)}",
            f"Fitted .......... {c.dt(c.base)} by {c.st('op', 'full', 'finit_last')}",
            f"Lens ............ daily disposable, BC 8.6, DIA 14.2, R -2.50 L -2.75",
            f"Follow-up ....... {c.sd(c.off(7))}",
            f"Notes ........... works long hours at screen ({P('PROFESSION', c.prof)}); booked via {c.url('optics/booking')}",
        )
    return body, "optometry", layout
