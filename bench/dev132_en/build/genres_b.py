"""Genres: discharge planning, social work, family communication log, incident report,
tissue viability, community nursing referral."""
import pools as P
from phi import m
from common import header, signoff, obs, scores, meds, eponym, equip, mob, diag, negs


def discharge_planning(c):
    r = c.r
    L = [header(c, r.choice(["Discharge Planning Note", "Integrated Discharge Team", "Discharge Coordinator Review"]))]
    L.append(f"EDD {c.date(form=r.choice(['dmy', 'wd', 'wdl', 'dotted']))}. Medically optimised since {c.date(form=r.choice(['dm', 'dmo', 'wdshort']))}.")
    L.append(f"Pathway {r.randint(0, 3)}. {r.choice(['POC QDS x2 carers', 'reablement', 'step-down bed', 'nursing home placement'])} "
             f"requested via {m('ORGANIZATION', r.choice(P.CARE_AGENCIES))} (ref {c.idnum('ref')}).")
    L.append(f"MDT ({c.date(form='wdonly')}): {c.staff_name(1, 'OT', 'first')}, {c.staff_name(2, 'Physio', 'first')}, "
             f"{c.staff_name(3, 'SW', 'full')}, {c.doctor()}. {scores(c)}")
    L.append(f"Address for discharge: {c.address()}. Key safe code held by {c.fam_ref(0)}.")
    L.append(f"Transport: {r.choice(['family to collect', 'PTS booked', 'taxi'])}; {c.fam_ref(1, 'first')} will collect in car reg {c.vehicle()} "
             f"on {c.date(form=r.choice(['wd', 'wdshort', 'wdl']))} after {c.time()}.")
    L.append(f"TTOs: {meds(c)}. Dosette from {m('HOSPITAL', r.choice(P.PHARMACIES))} ({c.phone()}).")
    L.append(f"Equipment delivered: {mob(c)}, {r.choice(['commode', 'hospital bed', 'profiling bed', 'air cushion'])}; mattress serial {c.device()}. {negs(c, 1)}")
    if r.random() < 0.5:
        L.append(f"Funding: CHC checklist negative; {m('ORGANIZATION', r.choice(P.INSURERS))} policy {c.healthplan()} "
                 f"covers {r.randint(5, 28)} days convalescence at {m('HOSPITAL', r.choice(P.CARE_HOMES))}.")
    else:
        L.append(f"Fair Deal / medical card no. {c.healthplan()} checked; nursing home bed at {m('HOSPITAL', r.choice(P.CARE_HOMES))}, "
                 f"{m('CITY', r.choice(P.TOWNS))}.")
    L.append(f"Discharge letter faxed to {m('HOSPITAL', r.choice(P.PRACTICES))} on {c.phone('FAX')}; DN referral to "
             f"{c.email()}. Spell {c.account()}.")
    L.append(f"{c.pname('title')} and {c.fam_ref(2)} aware and agreeable. Follow-up clinic {c.date(form='my')}.")
    L.append(signoff(c, r.choice(["Discharge Coordinator", "Discharge Planner", "Patient Flow Nurse"]), r.choice(["nmc", "nmbi"]), 0))
    return "\n".join(L)


def social_work(c):
    r = c.r
    pt = c.pt
    L = [header(c, r.choice(["Medical Social Work Note", "Hospital Social Work Assessment", "Social Work Contact"]))]
    L.append(f"Case no {c.idnum('case')}. Allocated {c.date()} to {c.staff_name(0, r.choice(['Social Worker', 'MSW', 'Senior Social Worker']), 'full')}.")
    L.append(f"Met {c.pname(r.choice(['first', 'title', 'tfull']))} on the ward with {c.fam_ref(0, 'rel_full')} ({c.phone()}) "
             f"and {c.fam_ref(1, 'title')}.")
    L.append(f"Background: {c.age_s()} {r.choice(['widow', 'widower', 'single', 'married'])}, born in {c.country_s()}; "
             f"worked as a {c.profession()} at {c.employer()} until {c.year()}. "
             f"{r.choice(['Attends', 'Member of'])} {m('ORGANIZATION', r.choice(P.COMMUNITY))}.")
    L.append(f"Benefits: Attendance Allowance {r.choice(['in payment', 'not claimed', 'applied for'])}; NI/PPS no {c.ssn()}; "
             f"bank account details not taken. Tenancy with {m('ORGANIZATION', r.choice(P.HOUSING))}, "
             f"housing officer {m('FAMILY', c.person(r.choice('FM')).full)} {c.phone()}.")
    L.append(f"Safeguarding: {r.choice(['no concerns', 'concern re financial abuse raised', 'self-neglect concern', 'carer strain identified'])}; "
             f"referral {c.idnum('ref')} to adult safeguarding team, {c.email()}.")
    L.append(f"Capacity: MCA 2-stage test {r.choice(['passed for discharge decision', 'lacks capacity re residence', 'fluctuating'])}. "
             f"LPA for health held by {c.fam_ref(0, 'first')}, registered {c.date(form=r.choice(['my', 'y', 'long']))}. {eponym(c)}.")
    L.append(f"Carer's assessment offered to {c.fam_ref(2)}; {r.choice(['she', 'he'])} is employed as a {c.profession()} "
             f"and works nights at {c.employer()}.")
    if r.random() < 0.5:
        L.append(f"Previous address {c.address()} ({c.year()}-{c.year(0)}).")
    L.append(f"Next contact {c.date(form=r.choice(['wd', 'wdl', 'wdshort']))}. {negs(c, 1)}")
    L.append(signoff(c, r.choice(["Social Worker", "Medical Social Worker"]), "hcpc", 0))
    return "\n".join(L)


def family_comm_log(c):
    r = c.r
    L = [f"{r.choice(['Patient and Family Communication Log', 'Relatives Contact Record', 'Communication record'])}",
         f"Patient: {c.pname(r.choice(['sfirst', 'full', 'comma']))}  {r.choice(['MRN', 'Hosp no'])} {c.mrn()}  {c.ward_s()}"]
    for k in range(r.randint(4, 7)):
        who = c.fam_ref(r.randrange(3))
        mode = r.choice(["Telephone call from", "Phoned", "Visit by", "Video call with", "Email from", "Met with"])
        line = f"{c.date(form=r.choice(['dmy', 'dmy2', 'wdshort', 'dotted', 'iso', 'mon3']))} {c.time()} - {mode} {who}"
        extra = r.choice([
            f" on {c.phone()}. Updated re {diag(c)}; {negs(c, 1)}",
            f" ({c.email(c.fam[0])}). Asked about visiting times; info at {c.url()}.",
            f" via tablet, connection from {c.ip()}. {c.pname('first')} waved and chatted.",
            f". Concerned about {r.choice(['weight loss', 'confusion', 'falls', 'discharge'])}. {obs(c)}",
            f". Requested copy of notes - subject access ref {c.idnum('ref')}.",
            f" who is a {c.profession()}; able to help on {c.date(form='wdonly')}s only." if False else
            f" who is a {c.profession()}; can help on {c.date(form='wdonly')} and {c.date(form='wdonly')} only.",
            f". Travelling from {c.country_s()}, arriving {c.date(form=r.choice(['dmo', 'wd']))}.",
            f". Wishes for {c.holiday()} at home discussed.",
        ])
        L.append(line + extra + f" [{c.initials(r.randrange(6))}]")
    L.append(f"Key contacts: {m('FAMILY', c.fam[0].full)} {c.phone()}; {m('FAMILY', c.fam[1].full)} {c.phone()}.")
    L.append(f"Log reviewed by {c.staff_name(0, r.choice(['Ward Manager', 'CNM2', 'Sister']))}, user {c.username(c.staff[0])}.")
    return "\n".join(L)


def incident_report(c):
    r = c.r
    kind = r.choice(["fall", "pressure ulcer", "medication error", "car park", "absconsion", "equipment failure"])
    L = [f"INCIDENT REPORT  Ref: {c.idnum('inc')}",
         f"Reported by: {c.staff_name(0, '', 'full')} ({r.choice(['RGN', 'HCA', 'Physiotherapist', 'OT'])}), {c.ext()}",
         f"Date/time of incident: {c.date(form=r.choice(['dmy', 'long', 'wdl']))} {c.time()}",
         f"Location: {c.hospital()}, {c.ward_s()}, {c.bed_s()}",
         f"Person affected: {c.pname(r.choice(['sfirst', 'full', 'comma']))}, DOB {c.dob_s()}, {r.choice(['Hosp No', 'MRN'])} {c.mrn()}",
         f"Category: {kind}; harm level {r.choice(['no harm', 'low', 'moderate'])}."]
    if kind == "fall":
        L.append(f"Description: found on floor beside {mob(c)} at {c.time()} by {c.staff_name(1, 'HCA', 'first')}. "
                 f"{obs(c)} No head injury; neuro obs hourly x4. {eponym(c)}. Sensor mat serial {c.device()} not alarming.")
    elif kind == "pressure ulcer":
        L.append(f"Description: category {r.randint(2, 4)} pressure ulcer to sacrum identified {c.date(form='dm')}; "
                 f"{scores(c)} Mattress {c.device()} checked, pump fault.")
    elif kind == "medication error":
        L.append(f"Description: {meds(c, 1)} given late at {c.time()}. Cabinet accessed with fingerprint ID {c.bioid()} "
                 f"by user {c.username()}. Pharmacist {m('DOCTOR', c.staff[2].full)} informed.")
    elif kind == "car park":
        L.append(f"Description: visitor {c.fam_ref(0)} struck by vehicle {c.vehicle()} in car park {m('LOCATION_OTHER', r.choice(['P3', 'Multi-storey Level 2', 'Car Park B', 'Orchard Car Park']))}. "
                 f"Security notified; CCTV request {c.idnum('ref')}.")
    elif kind == "absconsion":
        L.append(f"Description: patient left ward at {c.time()}; last seen near {m('LOCATION_OTHER', r.choice(['the Atrium', 'the coffee kiosk', 'Main Entrance B', 'Chapel corridor']))}. "
                 f"Gardai/police informed (log {c.idnum('ref')}); {c.fam_ref(0)} contacted on {c.phone()}. Returned by "
                 f"taxi reg {c.vehicle()}.")
    else:
        L.append(f"Description: infusion pump {c.device()} alarmed occluded repeatedly; removed from use. "
                 f"Medical physics ticket {c.idnum('ord')} logged from workstation {c.ip()}.")
    L.append(f"Immediate action: {negs(c, 2)} {c.doctor()} reviewed at {c.time()}, bleep {c.bleep()}.")
    L.append(f"Duty of candour: {c.fam_ref(r.randrange(3))} informed {c.date(form=r.choice(['dm', 'wd', 'dmo']))} by "
             f"{c.staff_name(3, r.choice(['Ward Manager', 'CNM2', 'Matron']), 'full')}.")
    L.append(f"Witness: {c.staff_name(4, r.choice(P.ROLES_NURSE), 'full')} (NMC PIN {c.license('nmc')}).")
    L.append(f"Submitted via {c.url()} by {c.username(c.staff[0])} on {c.date(form='iso')}.")
    return "\n".join(L)


def tissue_viability(c):
    r = c.r
    L = [header(c, r.choice(["Tissue Viability Review", "Wound Assessment", "TVN Consultation"]))]
    L.append(f"Referred by {c.staff_name(1, r.choice(P.ROLES_NURSE))} on {c.date()}: {r.choice(['sacral', 'heel', 'buttock', 'shin'])} wound.")
    L.append(f"{scores(c)} Braden {r.randint(9, 20)}. {eponym(c)}.")
    L.append(f"Wound 1: {r.choice(['L heel', 'R heel', 'sacrum', 'L lateral malleolus'])}, {r.randint(1, 9)}.{r.randint(0, 9)} x "
             f"{r.randint(1, 7)}.{r.randint(0, 9)} cm, depth {r.randint(0, 3)} mm, {r.choice(['slough 30%', 'granulating', 'necrotic eschar', 'epithelialising'])}. "
             f"Photo uploaded {c.date(form='dmy')} by {c.username()}.")
    L.append(f"Dressing: {r.choice(['Mepilex Border', 'Aquacel Ag', 'Allevyn Life', 'Inadine', 'Iodoflex'])}, change every "
             f"{r.randint(2, 4)} days ({c.date(form='wdonly')}, {c.date(form='wdonly')}). {equip(c)} in place, "
             f"serial {c.device()}.")
    L.append(f"ABPI {r.randint(60, 120) / 100} R, {r.randint(60, 120) / 100} L. {obs(c)}")
    L.append(f"Discussed with {c.pname(r.choice(['first', 'title']))} and {c.fam_ref(0)}. {negs(c, 1)}")
    L.append(f"Community follow-up: {m('HOSPITAL', r.choice(P.PRACTICES))} treatment room, {c.phone()}. "
             f"Review on {m('HOSPITAL', c.ward)} {c.date(form=r.choice(['wd', 'wdshort', 'dmo']))}.")
    L.append(signoff(c, r.choice(["Tissue Viability Nurse", "TVN", "Clinical Nurse Specialist TV"]), r.choice(["nmc", "nmbi"]), 0))
    return "\n".join(L)


def community_referral(c):
    r = c.r
    L = [f"REFERRAL TO {r.choice(['DISTRICT NURSING', 'COMMUNITY NURSING', 'PUBLIC HEALTH NURSING', 'COMMUNITY REHAB'])}",
         f"From: {c.hospital()} - {c.ward_s()}  Tel {c.phone()}  Fax {c.phone('FAX')}",
         f"To: {m('HOSPITAL', r.choice(P.PRACTICES))}, {m('CITY', c.town)}   Referral ID: {c.idnum('ref')}",
         f"Date: {c.date()}",
         "",
         f"Surname: {m('PATIENT', c.pt.last.upper())}   Forename(s): {m('PATIENT', c.pt.first)}",
         f"DOB: {c.dob_s()}   Age: {m('AGE', c.age)}   Sex: {c.pt.sex}",
         f"Address: {c.address(chr(10) + '         ')}",
         f"Tel: {c.phone()}   Mobile: {c.phone()}   Health region: {m('STATE', r.choice(P.REGIONS).replace('the ', ''))}",
         f"{'NHS No' if c.country == 'UK' else 'IHI'}: {c.nhs() if c.country == 'UK' else c.mrn()}   Hospital No: {c.mrn()}",
         f"GP: {c.doctor()}   Practice email: {c.email()}",
         f"NOK: {c.fam_ref(0, 'full_rel')}, {c.phone()}",
         "",
         f"Reason: {diag(c)}; {r.choice(['catheter care', 'wound care', 'insulin administration', 'LMWH injections', 'bowel care'])}.",
         f"Current meds: {meds(c)}.",
         f"Catheter: {r.choice(['Foley 14Fr', '16Fr long-term', 'suprapubic'])} inserted {c.date(form='dm')}, next change "
         f"{c.date(form='my')}. {scores(c)}",
         f"Key safe: yes. Dog at property. {c.pname('first')} prefers visits after {c.time()}. {negs(c, 1)}",
         f"Referrer: {c.staff_name(0, r.choice(P.ROLES_NURSE), 'full')}, NMC/NMBI PIN {c.license(r.choice(['nmc', 'nmbi']))}, bleep {c.bleep()}.",
         ]
    return "\n".join(L)


def medicines_reconciliation(c):
    r = c.r
    L = [header(c, r.choice(["Pharmacy Medicines Reconciliation", "Medicines Reconciliation", "Ward Pharmacist Note"]))]
    L.append(f"Sources: patient, {c.fam_ref(0)}, GP summary from {m('HOSPITAL', r.choice(P.PRACTICES))} "
             f"(fax {c.phone('FAX')}), {m('HOSPITAL', r.choice(P.PHARMACIES))} ({c.phone()}).")
    L.append(f"Regular: {meds(c, r.randint(3, 5))}.")
    L.append(f"Changes: {meds(c, 1)} stopped {c.date(form='dm')} (falls); {meds(c, 1)} started. {eponym(c)}.")
    L.append(f"Compliance aid: blister pack filled every {c.date(form='wdonly')}; {c.pname('title')} manages own inhalers. "
             f"Order {c.idnum('ord')}.")
    L.append(f"Allergy status confirmed with {c.fam_ref(1)} by phone {c.phone()}. {obs(c)}")
    if r.random() < 0.5:
        L.append(f"CD cabinet opened with fingerprint ID {c.bioid()} ({m('DOCTOR', c.staff[3].full)}).")
    L.append(f"Prescriber: {c.doctor()} (GMC {c.license('gmc')}). {negs(c, 1)}")
    L.append(f"Reconciled by {c.staff_name(2, 'Pharmacist', 'full')} (reg {c.license(r.choice(['gmc', 'nmbi']))}), "
             f"user {c.username(c.staff[2])}, {c.date()} {c.time()}.")
    return "\n".join(L)
