"""Genres C: group therapy attendance, driver rehabilitation evaluation, ACT outreach note, telepsychiatry session."""
import datetime as dt
import phi
import pools as P
from genres_a import header_kv, signature, lookalikes


def group_attendance(c):
    r, m = c.r, c.m
    fac = c.staff[0]
    co = c.staff[1]
    topic = r.choice(["DBT skills: distress tolerance", "Relapse prevention", "Seeking Safety", "CBT for psychosis",
                      "Grief and loss", "Anger management", "Wellness Recovery Action Plan", "Men's trauma group"])
    out = (f"{c.hosp_m()} - {r.choice(['Intensive Outpatient Program', 'Partial Hospitalization Program', 'Day Treatment'])}\n"
           f"GROUP THERAPY ATTENDANCE RECORD\nGroup: {topic}    Session {r.randint(1, 12)} of 12\n"
           f"Date: {c.date(None, ['wd_long', 'us', 'long', 'wd_short'])}   Time: {r.choice(['09:30-11:00', '13:00-14:30', '18:00-19:30'])}   "
           f"Room: {c.m('LOCATION_OTHER', r.choice(['Cedar Room', 'Conference B', 'Group Room 2', '114', 'Annex 3']))}\n"
           f"Facilitators: {c.staff_ref(fac)}; {c.staff_ref(co)}\nBilling code: 90853\n\n")
    members = [c.pt] + [phi.Person(r) for _ in range(r.randint(5, 9))]
    pipe = r.random() < 0.5
    if pipe:
        out += "| # | Member | MRN | Status | Participation | Notes |\n|---|---|---|---|---|---|\n"
    else:
        out += f"{'#':<4}{'Member':<30}{'MRN':<13}{'Status':<10}Notes\n"
    for i, p in enumerate(members, 1):
        x = r.random()
        nm = m("PATIENT", r.choice([f"{p.last}, {p.first}", f"{p.first} {p.last[0]}.", f"{p.first} {p.last}", f"{p.last.upper()}, {p.first[0]}"]))
        vis = len(phi.render(nm)[0])
        mr = c.mrn()
        mvis = len(phi.render(mr)[0])
        status = r.choice(["Present", "Present", "Present", "Late", "Absent", "Excused"])
        note = r.choice(["engaged, shared re: cravings", "quiet, practised TIPP skill", "left early (ride)",
                         f"called {c.phone()} - sick", "disclosed SI, seen 1:1 after", f"{r.choice(P.SCORES)}",
                         f"{'sister' if x < 0.5 else 'son'} {m('FAMILY', phi.Person(r).first)} dropped off", "no-show x2, outreach",
                         f"returns to work as {c.prof()} {c.date(c.d_off(3, 20), ['md', 'mon_day'])}", "interpreter used"])
        if pipe:
            out += f"| {i} | {nm} | {mr} | {status} | {r.randint(1, 5)}/5 | {note} |\n"
        else:
            out += f"{str(i):<4}{nm}{' ' * max(1, 30 - vis)}{mr}{' ' * max(1, 13 - mvis)}{status:<10}{note}\n"
    out += (f"\nGroup summary: {len(members)} enrolled. Members reviewed chain analysis; homework worksheet. "
            f"{c.pt_ref()} asked to present next week ({c.date(c.d_off(7, 7), ['md', 'mon_day', 'us'])}). "
            f"No critical incidents. Absent members contacted by {c.staff_ref(c.staff[2], cred=False)}.\n\n")
    out += signature(c, fac, lic=False)
    return out


def driver_rehab(c):
    r, m = c.r, c.m
    pt = c.pt
    s = c.person_staff(rehab=True)
    s.cred = r.choice(["OTR/L, CDRS", "OT Reg. (Ont.), CDRS", "CDRS"])
    c.staff[0] = s
    car = r.choice(P.CAR_MAKES)
    out = header_kv(c, r.choice(["Driver Rehabilitation Evaluation", "Clinical & On-Road Driving Assessment", "Fitness-to-Drive Evaluation"]),
                    [("Licence no.", c.license('dl')), ("Licence class", r.choice(["5", "G", "C", "D"]))])
    out += (f"\nREASON FOR REFERRAL\n{c.pt_ref()} is a {c.age_expr(adj=True)} referred by {c.staff_ref(c.staff[1])} after {r.choice(P.REHAB_DX + ['seizure', 'early ' + P.EPONYMS[3]])}. "
            f"Licence {r.choice(['suspended pending evaluation', 'valid', 'under medical review'])} by "
            f"{r.choice(['the Ministry of Transportation', 'the DMV', 'the provincial licensing authority', 'the state licensing agency'])}; "
            f"file {c.idnum()}. Works as a {c.prof()}; drives {r.randint(20, 400)} km/wk.\n\n")
    out += (f"CLINICAL ASSESSMENT ({c.date(None, ['us', 'long', 'md'])})\n"
            f"  Visual acuity OU 20/{r.choice([25, 30, 40, 50])}; fields {r.randint(100, 150)} deg horizontal\n"
            f"  Trails B {r.randint(70, 260)} s; {r.choice(P.SCORES)}; UFOV risk {r.choice(['low', 'moderate', 'high'])}\n"
            f"  Brake reaction time {r.choice(['0.58', '0.71', '0.92'])} s; grip R {r.randint(15, 40)} kg\n\n")
    out += (f"ON-ROAD ASSESSMENT\nVehicle: dual-brake {r.choice(['2021 Toyota Corolla', '2018 Ford Fusion'])}, unit plate {c.plate()}.\n"
            f"Route from clinic via {c.m('STREET', r.choice(P.STREETS) + ' ' + r.choice(['Road', 'Avenue']))} and highway merge near "
            f"{c.landmark()}; {r.randint(35, 60)} min. Errors: lane drift x{r.randint(1, 6)}, rolling stop x{r.randint(0, 3)}, "
            f"delayed hazard response. In-car camera unit {c.device()}.\n\n")
    out += (f"OWN VEHICLE\n{car}, VIN {c.vin()}, plate {c.plate()}. Recommend spinner knob and left-foot accelerator; "
            f"installer {c.m('ORGANIZATION', r.choice(['Freedom Mobility Conversions', 'Prairie Adaptive Driving', 'AccessAuto']))}.\n\n")
    out += (f"RECOMMENDATION\n{r.choice(['Not fit to drive at this time', 'Fit to drive with restrictions (daylight, 30 km radius)', 'Requires 6 lessons then re-test'])}. "
            f"Report to {c.staff_ref(c.staff[1], cred=False)} (fax {c.fax()}) and licensing authority on {c.date(c.d_off(1, 4), ['us', 'md'])}. "
            f"Discussed with {c.fam_ref(c.fam[0])}, who will drive to appointments.\n\n")
    out += signature(c, s)
    return out


def act_outreach(c):
    r, m = c.r, c.m
    pt = c.pt
    w = c.staff[0]
    w.cred = r.choice(["BSW", "peer support specialist", "RN", "MSW", "CPRS"])
    t0 = r.randint(8, 14)
    out = (f"{r.choice(['ACT TEAM OUTREACH NOTE', 'Assertive Community Treatment - Community Contact', 'FACT Team Field Note'])}\n"
           f"Client {c.pt_full()} ({c.mrn()}) | {c.date(None, ['wd_long', 'wd_short', 'us'])} | {t0}:{r.randint(0, 59):02d}-{t0 + 1}:{r.randint(0, 59):02d}"
           f" | Team: {c.hosp_m()} ACT {r.choice(['East', 'North', '2'])}\n"
           f"Staff: {c.staff_ref(w)} with {c.staff_ref(c.staff[1])}\n\n")
    paras = [
        f"Went to {c.pt_ref()}'s apartment at {c.addr()}; no answer. Neighbour {m('FAMILY', c.fam[2].first)} said {'she' if pt.sex == 'F' else 'he'} "
        f"goes to {c.landmark()} most mornings. Located {c.pt_ref()} there at {t0}:40.",
        f"{c.pt_ref()} ({c.age_expr()}) appeared unkempt, guarded, responding to internal stimuli. Stated \"the radio at "
        f"{c.org('emp')} is sending messages\" (previously worked there as a {c.prof()}). Denied SI/HI.",
        f"Delivered {r.choice(P.DRUGS)}; observed ingestion. LAI {r.choice(P.DRUGS)} due {c.date(c.d_off(3, 12), ['md', 'mon_day', 'us'])} at clinic. "
        f"{r.choice(P.LABS)} from {c.date(c.d_off(-20, -5), ['md', 'us_short'])}.",
        f"Money management: rep payee {c.m('ORGANIZATION', r.choice(['Beacon Payee Services', 'Trust Partners Inc', 'Community Money Mentors']))}, "
        f"acct {c.acct()}; {r.choice(['$40', '$60', '$25'])} cash today. Bank card replaced.",
        f"Housing: lease renewal due {c.date(c.d_off(15, 60), ['month_year', 'long', 'md'])}; landlord {m('FAMILY', c.fam[1].first + ' ' + c.fam[1].last)} at {c.phone()}.",
        f"{c.fam_ref(c.fam[0]).replace(c.fam[0].rel, c.fam[0].rel.capitalize(), 1)} called team line {c.phone()} reporting client has not eaten; "
        f"will visit {c.holiday()} weekend.",
        f"Client carries phone {c.phone()}; GPS tracker on phone shared with team under login {c.username(pt)}.",
        f"Court date {c.date(c.d_off(5, 30), ['wd_long', 'us', 'long'])} at {r.choice(['mental health court', 'provincial court', 'municipal court'])}, docket {c.idnum()}.",
    ]
    r.shuffle(paras)
    for p in paras[:r.randint(5, 8)]:
        out += p + "\n\n"
    out += (f"Plan: daily med drop, team huddle re: {r.choice(['re-hospitalization', 'CTO renewal', 'clozapine start'])}; "
            f"psychiatrist Dr. {m('DOCTOR', c.staff[2].last)} to see {c.date(c.d_off(1, 5), ['wd_short', 'md'])}.\n")
    out += signature(c, w, lic=False)
    return out


def telepsych(c):
    r, m = c.r, c.m
    pt, doc = c.pt, c.staff[0]
    doc.cred = r.choice(["MD", "DO", "PMHNP-BC", "MD, FRCPC"])
    out = header_kv(c, r.choice(["Telepsychiatry Follow-up Visit", "Virtual Care Note - Psychiatry", "Telehealth Medication Management"]),
                    [("Platform", r.choice(["Zoom for Healthcare", "OTN", "Doxy.me", "Teams"]) + " / " + c.url())])
    out += (f"\nConnection: patient joined from {c.ip()} (home, {c.m('CITY', c.city)}, {c.m('STATE', c.st_name)}); provider at "
            f"{c.other_hosp()}. Identity verified with DOB and address. Consent for virtual care on file {c.date(c.d_off(-400, -30), ['us', 'iso'])}. "
            f"Backup number {c.phone()}. Patient portal user: {c.username(pt)}.\n\n")
    out += (f"Interval history: {c.pt_ref()} is a {c.age_expr(adj=True)} with {r.choice(P.DX)}, last seen {c.date(c.d_off(-60, -21), ['md', 'us', 'long'])}. "
            f"{r.choice(['Mood improved', 'Ongoing low mood', 'Anxiety worse'])} since returning to work at {c.org('emp')} as a {c.prof()}. "
            f"{c.fam_ref(c.fam[0]).replace(c.fam[0].rel, c.fam[0].rel.capitalize(), 1)} present off-camera for part of visit. "
            f"Travelled to {c.country_m()} {c.drange(-50, -25)} for a funeral.\n"
            f"Scores today: {lookalikes(c, 3)}.\n"
            f"Sleep 6 h; appetite fair. Denies SI. {r.choice(P.EPONYMS)} ruled out previously.\n\n")
    out += (f"MSE (video): well groomed, good eye contact, speech normal rate, mood \"{r.choice(['okay', 'better', 'tired'])}\", "
            f"affect reactive, TP goal-directed, no psychosis, insight good.\n\n")
    out += (f"Plan:\n- Continue {r.choice(P.DRUGS)}; increase {r.choice(P.DRUGS)}\n"
            f"- eRx to {c.m('HOSPITAL', r.choice(P.PHARMACIES))}, fax {c.fax()}; Rx #{c.idnum()}\n"
            f"- Labs at {c.other_hosp()} before next visit; requisition {c.idnum()}\n"
            f"- Next visit {c.date(c.d_off(21, 56), ['wd_long', 'long', 'us', 'wd_short'])} at {r.randint(9, 16)}:00\n"
            f"- Crisis resources: 988; clinic after-hours {c.phone()}\n\n")
    out += signature(c, doc)
    out += f"Total time {r.randint(15, 45)} min, >50% counselling. Prescriber DEA {c.license('dea')}.\n"
    return out


GENRES = {
    "group_therapy_attendance": group_attendance,
    "driver_rehab_evaluation": driver_rehab,
    "act_outreach_note": act_outreach,
    "telepsychiatry_session": telepsych,
}
