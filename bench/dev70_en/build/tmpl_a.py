"""Templates: social work, case management, discharge/transfer, physio, OT."""
import pools as PL
from phi import (P, fmt_date, gen_md_reg, gen_prof_reg, gen_driver_lic, gen_group, gen_idnum, gen_plate, gen_serial, gen_vin, rnd_digits)


def J(*lines):
    return "\n".join(x for x in lines if x is not None)


def header(c, style=None):
    r = c.r
    style = style or r.choice(["kv", "oneline", "caps", "kv2"])
    if style == "oneline":
        return f"PT: {c.ptn('caps', 'caps_mi', 'last_first')} | DOB {c.dob_s()} | MRN {P('MRN', c.mrn)} | {c.hp_label()} {P('HEALTHPLAN', c.hp)}"
    if style == "caps":
        return J(f"NAME: {c.ptn('caps', 'caps_mi', 'upper_full')}", f"D.O.B.: {c.dob_s()}   AGE: {c.age_n()}",
                 f"HOSP NO: {P('MRN', c.mrn)}", f"ADDRESS: {c.addr()}", f"TEL: {c.ph(c.phone)}")
    if style == "kv2":
        return J(f"Client: {c.ptn('full', 'full_mi', 'last_first_mi')}   DOB: {c.dob_s()} ({c.agef('yo')})",
                 f"Record #: {P('MRN', c.mrn)}    {c.hp_label()}: {P('HEALTHPLAN', c.hp)}",
                 f"Home: {c.addr()}", f"Mobile: {c.ph(c.mobile)}   Email: {P('EMAIL', c.email)}")
    return J(f"Patient: {c.ptn('full', 'full_mi', 'last_first')}", f"DOB: {c.dob_s()}", f"MRN: {P('MRN', c.mrn)}",
             f"Address: {c.addr()}", f"Phone: {c.ph(c.phone)}", f"{c.hp_label()}: {P('HEALTHPLAN', c.hp)}",
             f"{c.ssn_label()}: {P('SSN', c.ssn)}" if c.ssn and r.random() < 0.6 else None)


def neg(c, kind):
    r = c.r
    pool = {
        "sw": ["Income: Universal Credit / PIP application pending.", "SSI/SSDI status checked with Social Security Administration - no change.",
               "Centrelink Carer Payment discussed.", "Referred to Adult Protective Services hotline (no case opened).",
               "Braden 14, Waterlow 16 noted by nursing.", "PHQ-9 = 12 (moderate).", "Best interests meeting to be arranged if capacity lacking.",
               "Hope to progress POC next week.", "Long-term care funding (CHC checklist) - negative screen.",
               "Ward round: MFFD, awaiting POC 4x daily.", "ICD-10 Z59.0 homelessness, Z63.6 dependent relative needing care."],
        "rx": [f"Current meds: {r.choice(PL.DRUGS)}; {r.choice(PL.DRUGS)}; {r.choice(PL.DRUGS)}.",
               "eGFR 48, K+ 5.1 - dose adjusted per renal guidance.", "INR 2.4 (target 2-3).", "No known drug allergies (NKDA).",
               "Webster-pak / blister pack weekly.", "QTc 452 ms on last ECG.", "CrCl ~35 mL/min (Cockcroft-Gault)."],
        "pt": ["Berg Balance 38/56, TUG 18 s with 4WW.", "R knee flex 0-95 deg, ext lag 5 deg.", "MMT hip abd 3+/5 bilat.",
               "Pain 6/10 NRS at rest, 8/10 on stairs.", "Timed sit-to-stand x5: 21 s.", "Trendelenburg +ve R.",
               "HEP: SLR 3x10, bridging 3x10, calf raises.", "6MWT 210 m, SpO2 nadir 89% on RA.", "CPT 97110 x2, 97116 x1."],
        "ot": ["Barthel 65/100.", "MoCA 22/30 (visuospatial -2, delayed recall -3).", "Kitchen assessment: safe with kettle tipper.",
               "Recommend perching stool, toilet frame, bath board.", "FIM motor 58.", "Trail Making B 190 s.", "COPM performance 4.2, satisfaction 3.8."],
    }[kind]
    if kind != "ot" and r.random() < 0.35:
        return r.choice(PL.GENERIC_NEG)
    return r.choice(pool)


# ------------------------------------------------------------------ social work
def social_work(c):
    r = c.r
    f0, f1 = c.fam[0], c.fam[1]
    sw = c.staff["sw"]
    adm = c.off(-r.randint(2, 20))
    layout = r.choice(["narrative", "headed", "shorthand"])
    if layout == "narrative":
        c.set_age(62, 101)
        body = J(
            f"SOCIAL WORK ASSESSMENT - {c.H()} {P('HOSPITAL', c.ward)}",
            f"Date: {c.dt(c.base)}",
            "",
            f"{c.ptn('full', 'full_mi')} is a {c.agef(r.choice(['year_old', 'words', 'y/o']))} {r.choice(['woman', 'lady']) if c.pt.sex == 'F' else r.choice(['man', 'gentleman'])} "
            f"admitted on {c.dt(adm)} following a fall at home. Referred to SW by {c.dr()} re: discharge planning and carer stress.",
            f"{c.pt_ref()} lives at {c.addr()} with {f0['rel']} {c.fm(0, 'full')}, who works as a {P('PROFESSION', f0['prof'])} at {c.O(r.choice(PL.EMPLOYERS))}. "
            f"{c.pt_ref()} previously worked as a {P('PROFESSION', c.prof)} for {c.O()} until {P('DATE', fmt_date(c.off(-r.randint(400, 3000)), 'year'))}.",
            f"Other supports: {f1['rel']} {c.fm(1)} (lives in {P('CITY', r.choice(PL.TOWNS))}, tel {c.ph(f1['phone'])}); attends {c.O(r.choice(PL.CHURCHES))} weekly.",
            f"{neg(c, 'sw')} {neg(c, 'sw')}",
            f"Spoke with {c.fm(0, 'first', 'nick')} by phone on {c.sd(c.off(-1))}; they report the household is 'not coping' since {P('DATE', fmt_date(c.off(-r.randint(40, 200)), 'month_year'))}.",
            f"Housing: tenancy with {c.O(r.choice(PL.AGENCIES))}, ref {P('IDNUM', gen_idnum(r, 'TEN'))}. Arrears letter dated {c.dt(c.off(-r.randint(20, 60)))}.",
            f"{c.fm(0, 'first')} would like {c.pt_ref()} home before {c.hol()} if at all possible.",
            f"Plan: referral to {c.O(r.choice(PL.AGENCIES))} for carer assessment; POC request sent to {c.O('Kestrel Home Care Agency') if r.random() < 0.5 else c.O(r.choice(PL.AGENCIES))}; "
            f"review {c.sd(c.off(r.randint(2, 7)))}.",
            "",
            c.sig("sw"),
            f"{P('HOSPITAL', c.hosp)} Social Work Dept | {c.sphone('sw')} | {c.semail('sw')}",
        )
    elif layout == "headed":
        body = J(
            f"PSYCHOSOCIAL ASSESSMENT",
            header(c),
            "",
            "REASON FOR REFERRAL:",
            f"{c.agef('sex_suffix')} referred by {r.choice(['ED', 'ward team', 'GP', 'hospitalist'])} ({c.dr()}) after neighbour {c.fm(2, 'full')} found {c.pt_ref()} on the floor at home on {c.dt(adm)}.",
            "",
            "FAMILY / SUPPORTS:",
            f"- NOK: {c.famline(0)}",
            f"- {c.famline(1)}; {f1['rel']} is a {P('PROFESSION', f1['prof'])}",
            f"- Born in {P('COUNTRY', c.country)}; moved to {P('CITY', c.city)} in {P('DATE', str(c.base.year - r.randint(5, 40)))}. Interpreter ({r.choice(['Polish', 'Tigrinya', 'Tagalog', 'Arabic', 'Punjabi', 'Vietnamese'])}) {P('DOCTOR', c.person().first + ' ' + c.person().last)} used for interview.",
            "",
            "EMPLOYMENT / INCOME:",
            f"Formerly {P('PROFESSION', c.prof)} at {c.O()}. {neg(c, 'sw')}",
            "",
            "LEGAL:",
            f"Open matter at {c.O(r.choice(PL.COURTS))}, docket {P('IDNUM', gen_idnum(r, r.choice(['FC', 'CR', 'DV'])))}; hearing {c.dt(c.off(r.randint(10, 60)))}.",
            "",
            "RISK:",
            f"{neg(c, 'sw')} Safeguarding: none currently. Guns in home: denied.",
            "",
            "PLAN:",
            f"1. Liaise with case manager {c.st('cm')} ({c.sphone('cm')}).",
            f"2. Emergency shelter list given ({c.O(r.choice(PL.SHELTERS))}, {c.ph()}).",
            f"3. F/u {c.sd(c.off(r.randint(1, 5)))}.",
            "",
            c.sig("sw"),
        )
    else:  # shorthand, lower-cased later
        body = J(
            f"sw f/u {c.sd(c.base)} - {c.ptn('first', 'last', 'init2', 'nick')} ({c.agef(r.choice(['sex_suffix', 'yo']))}), rm {P('LOCATION_OTHER', c.room)} bed {P('LOCATION_OTHER', c.bed)}",
            f"tc to {f0['rel']} {c.fm(0, 'first')} @ {c.ph(f0['phone'])} - will visit {c.sd(c.off(1))} pm. she works nights ({P('PROFESSION', f0['prof'])}).",
            f"tc {c.O(r.choice(PL.AGENCIES))} re meals on wheels, ref {P('IDNUM', gen_idnum(r))}.",
            f"{neg(c, 'sw')}",
            f"pt wants to go home to {P('CITY', c.city)}, not {P('HOSPITAL', c.carehome)}. will discuss w/ {c.dr()} at mdt.",
            f"-{P('DOCTOR', c.staff['sw']['p'].first.lower())} ({c.user('sw')})",
        )
    return body, "social_work", layout


# ------------------------------------------------------------------ case management
def case_mgmt(c):
    r = c.r
    cm = c.staff["cm"]
    adm = c.off(-r.randint(3, 15))
    ins = r.choice(PL.INSURERS)
    reg = gen_md_reg(r, c.code)
    layout = r.choice(["form", "email"])
    if layout == "form":
        body = J(
            f"UTILIZATION REVIEW / CONTINUED STAY",
            f"Facility: {c.H()}   Unit: {P('HOSPITAL', c.ward)}",
            f"Member: {c.ptn('caps', 'last_first_mi', 'caps_mi')}",
            f"DOB: {c.dob_s()}   Age: {c.age_n()}   Sex: {c.pt.sex}",
            f"Payer: {c.O(ins)}   {c.hp_label()}: {P('HEALTHPLAN', c.hp)}   Group: {P('HEALTHPLAN', gen_group(r))}",
            f"Auth #: {P('IDNUM', gen_idnum(r, 'AUTH'))}   Encounter: {P('ACCOUNT', c.acct)}",
            f"Admit: {c.dt(adm)}   LOS day {(c.base - adm).days}   Review date: {c.dt(c.base)}",
            f"Attending: {c.dr()}   {reg[0]} {P('LICENSE', reg[1])}",
            "",
            "[x] InterQual criteria met - acute level",
            "[ ] Observation status",
            f"[x] Discharge barrier: awaiting SNF bed ({P('HOSPITAL', c.carehome)}), referral sent {c.sd(c.off(-1))}",
            f"[{r.choice('x ')}] Peer-to-peer requested with {c.O(ins)} medical director Dr {P('DOCTOR', c.person().last)}",
            "",
            f"Clinical summary: {c.agef('year_old')} {P('PROFESSION', c.prof)} with CHF exacerbation, {neg(c, 'rx')}",
            f"Case manager: {c.st('cm')}, {cm['cred']}  Tel {c.sphone('cm')}  Fax {c.fax()}",
        )
    else:
        other = c.person()
        d1 = c.off(-1)
        body = J(
            f"From: {c.st('cm', 'full')} <{c.semail('cm')}>",
            f"Sent: {c.dt(d1, r.choice(['us_full_wd', 'uk_long', 'us_abbr']))} 16:42",
            f"To: {P('DOCTOR', other.first + ' ' + other.last)} <{P('EMAIL', 'admissions@' + r.choice(['example.org', 'example.com']))}>",
            f"Cc: {c.st('sw', 'full')}; {c.st('rn', 'full')}",
            f"Subject: Referral - {c.ptn('init', 'last', 'caps')} - bed request",
            "",
            f"Hi {P('DOCTOR', other.first)},",
            "",
            f"Following up on our call. Referring {c.ptn('full')}, {c.agef('sex_space')}, for {r.choice(['respite', 'permanent placement', 'short-term rehab'])} at {c.H(c.carehome)}.",
            f"Currently on {P('HOSPITAL', c.ward)} at {c.H()}, MRN {P('MRN', c.mrn)}. Medically fit since {c.sd(c.off(-3))}.",
            f"Funding via {c.O(ins)} (member {P('HEALTHPLAN', c.hp)}). {c.pt_ref()}'s {c.fam[0]['rel']} {c.fm(0, 'full')} holds POA - {c.ph(c.fam[0]['phone'])}.",
            f"Assessment visit possible {c.sd(c.off(1))} or {c.sd(c.off(2))}?",
            "",
            "Thanks,",
            f"{c.st('cm', 'first')}",
            f"{c.st('cm', 'full')}, {cm['cred']} | Case Management | {c.sphone('cm')}",
            "",
            f"> On {c.dt(c.off(-2))}, {P('DOCTOR', other.first + ' ' + other.last)} wrote:",
            f"> We may have a room from {c.sd(c.off(3))}. Please send the transfer pack and the latest",
            f"> {r.choice(['MAR', 'Barthel', 'Waterlow', 'DoLS paperwork'])}. Our fax is {c.fax()}.",
        )
    return body, "case_management", layout


# ------------------------------------------------------------------ discharge / transfer
def discharge(c):
    r = c.r
    adm = c.off(-r.randint(4, 30))
    layout = r.choice(["checklist", "table", "form"])
    dest = c.carehome
    c.set_age(60, 101)
    meds = r.sample(PL.DRUGS, 4)
    head = J(
        r.choice(["INTER-FACILITY TRANSFER FORM", "CARE HOME TRANSFER / DISCHARGE SUMMARY", "Discharge Planning Checklist"]),
        f"From: {c.H()} - {P('HOSPITAL', c.ward)}, bed {P('LOCATION_OTHER', c.bed)}",
        f"To: {c.H(dest)}, {c.other_addr()}",
        f"Receiving contact: {P('DOCTOR', c.person().first + ' ' + c.person().last)} (nurse in charge) Tel {c.ph()} Fax {c.fax()}",
        header(c, r.choice(["kv", "oneline"])),
        f"Admitted {c.dt(adm)}  Discharge {c.dt(c.base)}",
    )
    if layout == "checklist":
        mid = J(
            "",
            "CHECKLIST",
            f"[x] TTOs dispensed by pharmacy ({c.st('ph', 'finit_last')}) {c.sd(c.base)}",
            f"[x] NOK informed - {c.famline(0)}",
            f"[x] Transport booked: ambulance ref {P('IDNUM', gen_idnum(r, 'PTS'))}, pick-up 10:30",
            f"[ ] Hearing aids (serial {P('DEVICE', gen_serial(r))}) - packed with property",
            f"[x] Walking frame / wheelchair SN {P('DEVICE', gen_serial(r))} issued by {c.O(r.choice(PL.EQUIP))}",
            f"[x] DNACPR form completed {c.dt(c.off(-r.randint(1, 4)))} by {c.dr()}",
            f"[x] GP letter to {c.H(c.clinic)} (fax {c.fax()})",
            f"[{r.choice('x ')}] District nurse referral - first visit {c.sd(c.off(1))}",
            f"[x] {neg(c, 'sw')}",
        )
    elif layout == "table":
        rows = "\n".join(f"| {m:<34} | {r.choice(['continue', 'new', 'dose changed', 'stopped'])} |" for m in meds)
        mid = J(
            "",
            "MEDICATIONS ON TRANSFER",
            "| Drug / dose                        | Status       |",
            "|------------------------------------|--------------|",
            rows,
            "",
            f"Last doses given {c.sd(c.base)} 08:00. Pharmacy contact {c.H(c.pharmacy)} {c.ph()}.",
            f"Implanted device: PPM, SN {P('DEVICE', gen_serial(r))}, follow-up {c.H()} pacing clinic {P('DATE', fmt_date(c.off(r.randint(60, 180)), 'month_year'))}.",
        )
    else:
        mid = J(
            "",
            f"Diagnosis: {r.choice(['#NOF (R) - DHS', 'UTI with delirium', 'CAP', 'Stroke (L MCA)', 'Cellulitis L leg'])}. {neg(c, 'pt')}",
            f"Functional status: {neg(c, 'ot')}",
            f"Capacity: {r.choice(['has capacity for discharge decision', 'lacks capacity - best interests decision made'])} ({c.dr()}, {c.sd(c.off(-2))}).",
            f"Valuables: wallet, {r.choice(['glasses', 'dentures', 'hearing aid'])}, bank card. Signed by {c.st('rn', 'full')} and {c.fam[0]['rel']} {c.fm(0, 'full')}.",
            f"Equipment: pressure mattress SN {P('DEVICE', gen_serial(r))} to follow from {c.O(r.choice(PL.EQUIP))}.",
        )
    tail = J(
        "",
        f"Completed by: {c.sig('rn')}",
        f"cc: {c.dr()}; {c.st('sw', 'full')}, Social Work; {c.H(c.clinic)}",
    )
    return J(head, mid, tail), "discharge_transfer", layout


# ------------------------------------------------------------------ physiotherapy
def physio(c):
    r = c.r
    ptst = c.staff["pt"]
    clinic = r.choice(["Dunmoor Physiotherapy", "Kingfisher Sports Physio", c.hosp])
    layout = r.choice(["soap", "narrative", "table"])
    visit = c.base
    if layout == "soap":
        c.set_age(20, 64)
        body = J(
            f"{P('HOSPITAL', clinic)} - Physiotherapy Progress Note",
            f"{c.ptn('last_first', 'caps', 'last_first_mi')}   DOB {c.dob_s()}   Acct {P('ACCOUNT', c.acct)}",
            f"Visit {r.randint(2, 12)} of 12 | {c.dt(visit)}",
            "",
            f"S: {c.agef('yo')} {P('PROFESSION', c.prof)} reports R knee pain improving. Back at work ({c.O()}) light duties since {c.sd(c.off(-r.randint(5, 15)))}. "
            f"{c.fam[0]['rel'].capitalize()} {c.fm(0, 'first')} helping with HEP.",
            f"O: {neg(c, 'pt')} {neg(c, 'pt')}",
            f"A: Progressing well; goals partially met.",
            f"P: Cont 2x/wk x 3 wks. Next appt {c.sd(c.off(r.randint(2, 5)))} 09:15. Progress report to {c.dr()} / {c.O(r.choice(PL.INSURERS))} (claim {P('ACCOUNT', c.claim)}).",
            "",
            c.sig("pt"),
        )
    elif layout == "narrative":
        body = J(
            f"physio - ward {P('HOSPITAL', c.ward)}, bed {P('LOCATION_OTHER', c.bed)}",
            f"{c.dt(visit)} {r.randint(8, 16)}:{r.choice(['00', '15', '30', '45'])}",
            f"seen {c.ptn('first', 'last', 'full')} for mobility. {c.pt_ref()} is a {c.agef('year_old')} retired {P('PROFESSION', r.choice(['shearer', 'nurse', 'teacher', 'miner', 'postman']))}.",
            f"{neg(c, 'pt')} mobilised with {r.choice(['zimmer frame', '4WW', 'single point stick', 'x2 assist'])} ~{r.randint(5, 40)} m on ward. {neg(c, 'pt')}",
            f"lives alone in a {r.choice(['bungalow', 'two-storey house', 'flat (2nd floor, no lift)'])} at {c.addr()}; {c.fam[1]['rel']} {c.fm(1)} visits daily.",
            f"plan: stairs assessment {c.sd(c.off(1))}; d/w OT {c.st('ot', 'first', 'full')}.",
            f"{c.st('pt', 'full', 'first_linit')} {ptst['cred']} bleep {P('PHONE', str(r.randint(1000, 9999)))}",
        )
    else:
        rows = []
        for i in range(3):
            d = c.off(-7 * (2 - i))
            rows.append(f"{c.dt(d)} | {r.randint(10, 30)} s | {r.randint(28, 52)}/56 | {r.randint(2, 8)}/10 | {c.st('pt', 'init2', 'finit_last')}")
        body = J(
            f"OUTCOME MEASURES - {c.ptn('caps', 'upper_full')} ({P('MRN', c.mrn)})",
            f"Referrer: {c.dr()} at {c.H(c.clinic)}",
            "Date                         | TUG  | Berg  | NRS  | Clinician",
            "-----------------------------+------+-------+------+----------",
            *rows,
            "",
            f"Discharge from physio planned {P('DATE', fmt_date(c.off(14), 'month_year'))}. Report copied to {c.fm(0, 'full')} ({c.fam[0]['rel']}) at pt's request.",
        )
    return body, "physiotherapy", layout


def fmt_date_marked(c, d):
    # padded cell helper: returns marked date; padding computed on visible length by caller approx.
    return c.dt(d)


# ------------------------------------------------------------------ occupational therapy
def ot(c):
    r = c.r
    layout = r.choice(["home_visit", "driving", "headed"])
    if layout == "home_visit":
        body = J(
            "OCCUPATIONAL THERAPY HOME ACCESS VISIT",
            header(c, "kv"),
            f"Visit date: {c.dt(c.base)}   Present: {c.st('ot', 'full')} (OT), {c.st('pt', 'full')} (PT), {c.fam[0]['rel']} {c.fm(0, 'full')}",
            "",
            f"Access: {r.randint(2, 6)} steps to front door, no rail. Property is opposite {P('LOCATION_OTHER', r.choice(PL.LANDMARKS))}.",
            f"Bathroom: over-bath shower. {neg(c, 'ot')}",
            f"Kitchen: {neg(c, 'ot')}",
            f"Pt independent with transfers on {c.sd(c.base)}; requires supervision on stairs.",
            f"Equipment ordered from {c.O(r.choice(PL.EQUIP))} - order no. {P('IDNUM', gen_idnum(r, 'EQ'))}, delivery {c.sd(c.off(2))}.",
            f"Pendant alarm: unit serial {P('DEVICE', gen_serial(r))}, monitored by {c.O(r.choice(['Careline Response', 'Lifelink Monitoring', 'SafeHands Telecare']))}.",
            "",
            c.sig("ot"),
        )
    elif layout == "driving":
        c.set_age(30, 92)
        vin = gen_vin(r)
        body = J(
            "OT DRIVING ASSESSMENT - PRE-DRIVE REPORT",
            f"Client: {c.ptn('full_mi', 'full')} | DOB {c.dob_s()} | {c.agef('age_colon')}",
            f"Driver licence no.: {P('LICENSE', gen_driver_lic(r, c.code))} (class {r.choice(['C', 'B', 'G', 'D'])}) exp {c.dt(c.off(r.randint(200, 1500)))}",
            f"Vehicle: {r.choice(['2016 Toyota Corolla', '2019 Ford Focus', '2012 Honda CR-V', '2021 Hyundai i30'])}, reg/plate {P('VEHICLE', gen_plate(r, c.code))}, VIN {P('VEHICLE', vin)}",
            f"Occupation: {P('PROFESSION', c.prof)} (needs to drive for work at {c.O()})",
            "",
            f"Cognitive screen: {neg(c, 'ot')} {r.choice(['Trail Making A 48 s.', 'UFOV risk category 2.', 'Clock drawing 4/5.'])}",
            f"Vision: Snellen 6/9 both eyes (report from {c.H(r.choice(PL.OPTOM))}, {c.sd(c.off(-r.randint(10, 40)))}).",
            f"Referral by {c.dr()} after {r.choice(['TIA', 'stroke', 'seizure', 'TBI'])} on {c.dt(c.off(-r.randint(60, 200)))}. "
            f"{'DVLA' if c.code == 'UK' else 'Licensing authority'} notified by patient.",
            f"On-road assessment booked {c.dt(c.off(r.randint(7, 21)))} with driving instructor {P('FAMILY', c.person().first + ' ' + c.person().last)}.",
            "",
            c.sig("ot", dated=False),
            f"Reg. {P('LICENSE', gen_prof_reg(r, c.code))}",
        )
    else:
        body = J(
            f"OT INITIAL ASSESSMENT  {c.dt(c.base)}",
            f"Pt: {c.ptn('last', 'first_linit')} ({c.agef('sex_suffix')})  Rm {P('LOCATION_OTHER', c.room)}  {P('HOSPITAL', c.ward)}",
            "",
            "SOCIAL HX:",
            f"Lives with {c.fam[0]['rel']} ({c.fm(0, 'first')}, {P('AGE', c.fam[0]['age'])}) in {P('CITY', c.city)}. Was working as {P('PROFESSION', c.prof)}.",
            "ADLs:",
            f"{neg(c, 'ot')} Dressing: min A. Grooming: set-up. Toileting: SBA.",
            "GOALS:",
            f"1. Independent kitchen tasks by {c.sd(c.off(14))}.",
            f"2. Return to {r.choice(['volunteering at', 'part-time work at', 'choir at'])} {c.O(r.choice(PL.CHURCHES + PL.EMPLOYERS))}.",
            "",
            f"{c.st('ot', 'finit_last', 'full')}, {c.staff['ot']['cred']}  pager {P('PHONE', str(r.randint(2, 8)) + '-' + rnd_digits(r, 4))}",
        )
    return body, "occupational_therapy", layout
