"""Genres B: physiotherapy progress, OT home safety, SLP report, case-management phone log, involuntary hold."""
import pools as P
from genres_a import header_kv, signature, lookalikes


def rehab_staff(c, creds):
    s = c.person_staff(rehab=True)
    s.cred = c.r.choice(creds)
    c.staff[0] = s
    return s


def physio(c):
    r, m = c.r, c.m
    pt = c.pt
    s = rehab_staff(c, ["PT, DPT", "PT", "MScPT", "PT, DPT, NCS"])
    dx = r.choice(P.REHAB_DX)
    out = header_kv(c, r.choice(["Physiotherapy Progress Note", "Physical Therapy Re-evaluation", "PT Progress Report (10th visit)"]),
                    [("Referring MD", c.staff_ref(c.staff[1])), ("Visits", f"{r.randint(4, 18)} of {r.randint(18, 24)} authorized, auth # {m('IDNUM', 'AUTH' + c.digits(7))}")])
    out += (f"\nS: {c.pt_ref()} ({c.age_expr()}) s/p {dx} on {c.date(c.d_off(-80, -14), ['us', 'md', 'long', 'mon_day'])}. "
            f"Reports pain {r.randint(1, 8)}/10 NPRS, worse on stairs at {r.choice(['home', 'work', 'church'])}. "
            f"Goal: return to work as a {c.prof()} at {c.org('emp')} by {c.date(c.d_off(30, 90), ['month_year', 'long', 'md'])}. "
            f"{c.fam[0].rel.capitalize()} {m('FAMILY', c.fam[0].first)} drives to sessions.\n")
    out += "\nO:\n"
    tbl = [("Measure", "Initial", "Today", "Goal"),
           ("Knee flex AROM", f"{r.randint(60, 90)} deg", f"{r.randint(90, 118)} deg", "120 deg"),
           ("Berg Balance", f"{r.randint(20, 38)}/56", f"{r.randint(38, 50)}/56", ">45/56"),
           ("TUG", f"{r.randint(18, 30)} s", f"{r.randint(10, 18)} s", "<12 s"),
           ("6MWT", f"{r.randint(120, 250)} m", f"{r.randint(250, 400)} m", "350 m"),
           ("Quad MMT", "3-/5", "4/5", "4+/5")]
    pipe = r.random() < 0.5
    for row in tbl:
        out += ("| " + " | ".join(row) + " |\n") if pipe else ("  " + "".join(x.ljust(17) for x in row).rstrip() + "\n")
    out += (f"\nTherex: {r.choice(['SLR 3x10', 'mini squats 3x12', 'step-ups 4in 2x10', 'NuStep L4 10 min'])}; gait training with "
            f"{r.choice(['rolling walker', 'SPC', 'bilateral forearm crutches'])}. {r.choice(P.EPONYMS)} noted. {r.choice(P.LABS)} per chart.\n")
    out += (f"\nA: Progressing. Missed visits {c.date(c.d_off(-20, -10), ['md', 'mon_day'])} and {c.date(c.d_off(-9, -2), ['md', 'mon_day'])} "
            f"(transport). Home program via {c.url()}.\n"
            f"P: 2x/wk x {r.randint(3, 6)} wk, {c.drange(1, 10)}. Re-eval due {c.date(c.d_off(28, 35), ['us', 'long'])}. "
            f"Progress report faxed to {c.fax()}. Clinic: {c.hosp_m()}, {c.other_addr()}, tel {c.phone()}.\n\n")
    out += signature(c, s)
    return out


def ot_home_safety(c):
    r, m = c.r, c.m
    pt = c.pt
    s = rehab_staff(c, ["OTR/L", "OT Reg. (Ont.)", "OT", "MSc(OT), OT Reg. (B.C.)"])
    out = (f"{r.choice(['OCCUPATIONAL THERAPY HOME SAFETY ASSESSMENT', 'OT Home Safety / Environmental Assessment', 'Home Safety Evaluation - OT'])}\n\n"
           f"Client name ........ {c.pt_full()}\n"
           f"Date of birth ...... {c.dob()}   ({c.m('AGE', str(c.age))} yrs)\n"
           f"Health card/ID ..... {c.hplan()}\n"
           f"Chart no. .......... {c.mrn()}\n"
           f"Home address ....... {c.addr()}\n"
           f"Date of visit ...... {c.date(None, ['wd_long', 'long', 'dmy_long'])}\n"
           f"Referral source .... {c.staff_ref(c.staff[1])}, {c.other_hosp()}\n"
           f"Present at visit ... {c.fam_ref(c.fam[0])}; {c.fam_ref(c.fam[1])}\n\n")
    out += (f"BACKGROUND\n{c.pt_ref()} is a {c.age_expr(adj=True)} retired {c.prof()} with {r.choice(P.REHAB_DX)} and {r.choice(P.EPONYMS)}, "
            f"discharged from {c.hosp_m()} on {c.date(c.d_off(-21, -2), ['us', 'abbr', 'md'])}. Fell in bathroom {c.date(c.d_off(-60, -25), ['month_year', 'mon_day', 'us'])}. "
            f"{r.choice(P.SCORES)}; {r.choice(P.SCORES)}.\n\n")
    out += "ROOM-BY-ROOM FINDINGS\n"
    rooms = [
        ("Entrance", f"{r.randint(2, 6)} steps, no rail on left; porch light out. Lockbox code held by {c.fam_ref(c.fam[0], rel=False)}."),
        ("Living room", "Scatter rugs x3, low recliner (seat 38 cm). Cords across path to TV."),
        ("Kitchen", f"Reaches to upper cabinets; stove knobs front-mounted. Microwave used for all meals ({r.choice(P.DRUGS)} stored above sink)."),
        ("Bathroom", "Tub/shower combo, no grab bars, toilet 40 cm. Transfers with min A. Recommend tub transfer bench, raised toilet seat."),
        ("Bedroom", f"Bed 61 cm high; commode at night. {r.choice(P.DEVICE_KINDS).capitalize()} at bedside, serial {c.device()}."),
        ("Stairs to basement", "Laundry in basement, 12 steps, poor lighting. Advised laundry moved upstairs or by aide."),
        ("Vehicle", f"{r.choice(P.CAR_MAKES)} (plate {c.plate()}) in driveway; client no longer driving per {c.staff_ref(c.staff[1], cred=False)}."),
    ]
    for k, v in rooms[:r.randint(5, 7)]:
        out += f"- {k}: {v}\n"
    out += (f"\nRECOMMENDATIONS\n1. Grab bars x2 (vendor {c.m('ORGANIZATION', r.choice(['Able Access Mobility', 'Northland Home Medical', 'Prairie Medical Supply']))}, quote {c.idnum()}).\n"
            f"2. Medical alert pendant: {r.choice(['Lifeline HomeSafe', 'Philips Lifeline', 'MobileHelp Duo'])}; account {c.acct()}.\n"
            f"3. Funding application to {r.choice(['Assistive Devices Program', 'the Area Agency on Aging', 'the state Medicaid waiver program'])} submitted {c.date(None, ['md', 'us'])}.\n"
            f"4. Follow-up visit {c.date(c.d_off(7, 21), ['wd_short', 'wd_long', 'us'])}; call {c.fam_ref(c.fam[0], rel=False)} at {c.phone()} beforehand.\n\n")
    out += signature(c, s)
    return out


def slp_report(c):
    r, m = c.r, c.m
    pt = c.pt
    s = rehab_staff(c, ["CCC-SLP", "M.S., CCC-SLP", "S-LP(C)", "Reg. CASLPO"])
    child = r.random() < 0.35
    if child:
        import datetime as dt
        c.age = r.randint(3, 15)
        c.dob_d = c.visit - dt.timedelta(days=365 * c.age + r.randint(1, 360))
        c.fam[0].rel = "mother" if c.fam[0].sex == "F" else "father"
        c.fam[0].last = pt.last
    out = (f"{c.hosp_m()} - Speech-Language Pathology\n{r.choice(['SPEECH-LANGUAGE EVALUATION REPORT', 'Clinical Swallow & Communication Assessment', 'SLP Progress Summary'])}\n\n"
           f"Name: {c.pt_full()}    DOB: {c.dob()}    Age: {c.m('AGE', str(c.age))}\n"
           f"MRN: {c.mrn()}    Visit #: {c.acct()}    Date of evaluation: {c.fdate()}\n"
           f"Referred by: {c.staff_ref(c.staff[1])}    Primary language: {r.choice(['English', 'Spanish', 'Tagalog', 'Ojibwe', 'Punjabi', 'Arabic', 'Cantonese'])}\n\n")
    if child:
        par = c.fam[0]
        out += (f"BACKGROUND\n{c.pt_ref()} is a {c.age_expr(adj=True)} attending {c.org('school')} (teacher {m('FAMILY', 'Ms ' + c.fam[2].last if False else c.fam[2].last)}). "
                f"Accompanied by {c.fam_ref(par)}, who works as a {c.prof()}. Family emigrated from {c.country_m()} in {c.date(c.d_off(-2500, -400), ['year'])}. "
                f"Hearing screen passed {c.date(c.d_off(-200, -30), ['us', 'md'])}. Concerns: intelligibility, expressive vocabulary.\n\n"
                f"TESTS\n  CELF-5 Core Language SS {r.randint(60, 95)} (PR {r.randint(1, 40)})\n  GFTA-3 SS {r.randint(55, 90)}\n"
                f"  PPVT-5 SS {r.randint(70, 105)}\n\n")
    else:
        out += (f"BACKGROUND\n{c.pt_ref()}, {c.age_expr()}, former {c.prof()}, admitted {c.date(c.d_off(-30, -3), ['us', 'md', 'long'])} with "
                f"{r.choice(['L MCA stroke', 'TBI after fall', 'progressive supranuclear palsy', 'ALS (bulbar onset)', 'post-intubation dysphagia'])}. "
                f"Main support: {c.fam_ref(c.fam[0])}. {r.choice(P.EPONYMS)}.\n\n"
                f"FINDINGS\n- Oral mech: reduced R labial seal.\n- Bedside swallow: coughing with thin liquids; {r.choice(['IDDSI 2', 'IDDSI 1', 'IDDSI 3'])} tolerated.\n"
                f"- Language: {r.choice(['fluent paraphasic output', 'non-fluent, agrammatic', 'anomia, comprehension intact'])}; WAB-R AQ {r.randint(30, 90)}.\n"
                f"- Cognition: {r.choice(P.SCORES)}. {r.choice(P.LABS)}.\n"
                f"- MBSS {c.date(c.d_off(-5, 0), ['md', 'mon_day'])} accession {c.idnum()}: PAS {r.randint(1, 8)}.\n\n")
    if r.random() < 0.5:
        out += (f"AAC: {r.choice(P.DEVICE_MODELS)} trial; device serial {c.device()}; vocabulary backed up to {c.url()} "
                f"under account {c.username(pt)}.\n\n")
    out += (f"PLAN\nTherapy {r.choice(['2x/week', '3x/week', 'weekly'])} for {r.randint(6, 12)} weeks, {c.drange(1, 20)}. "
            f"Home practice emailed to {c.email(c.fam[0])}. Report copied to {c.staff_ref(c.staff[2])} (fax {c.fax()}).\n\n")
    out += signature(c, s)
    return out


def cm_phone_log(c):
    r, m = c.r, c.m
    pt, cm = c.pt, c.staff[0]
    cm.cred = r.choice(["BSW", "RN, CCM", "LSW", "case manager"])
    out = (f"CASE MANAGEMENT - TELEPHONE CONTACT LOG\nMember: {c.pt_full()}   Member ID: {c.hplan()}   DOB: {c.dob()}\n"
           f"Case #: {c.idnum()}   Plan: {c.insurer()}   Assigned CM: {c.staff_ref(cm)}\n\n")
    hdr = r.random() < 0.5
    if hdr:
        out += f"{'Date':<14}{'Time':<8}{'Dir':<5}Contact / Note\n" + "-" * 72 + "\n"
    d = c.visit
    import datetime as dt
    entries = [
        lambda: f"Called member at {c.phone()}, no answer, VM left with callback {c.phone()}.",
        lambda: f"Member returned call. States {c.fam_ref()} moved in; needs rides to dialysis at {c.other_hosp()}.",
        lambda: f"Spoke with {c.staff_ref()} re: prior auth for {r.choice(P.DRUGS)}; PA ref {c.idnum()}.",
        lambda: f"Faxed care plan to PCP office, fax {c.fax()}. Confirmation received.",
        lambda: f"Member reports ED visit to {c.other_hosp()} on {c.date(d - dt.timedelta(days=r.randint(1, 5)), ['md', 'mon_day', 'wd_short'])}; BP 188/104.",
        lambda: f"Transport booked with {c.m('ORGANIZATION', r.choice(['Ride Right NEMT', 'Handi-Transit', 'Access Ride Services']))}, trip {c.idnum()}.",
        lambda: f"Member's {c.fam[1].rel} {m('FAMILY', c.fam[1].first)} called from {c.phone()}; asked about respite. Consent on file {c.date(c.d_off(-200, -30), ['us', 'iso'])}.",
        lambda: f"Sent portal message to {c.email()}; member uses login {c.username(pt)}.",
        lambda: f"Member {c.m('AGE', str(c.age))} yo lost job as a {c.prof()}; referred to {c.org('agency')}.",
        lambda: f"Housing: landlord at {c.addr()} issued notice; legal aid intake {c.phone()}.",
        lambda: f"Pharmacy {c.m('HOSPITAL', r.choice(P.PHARMACIES))} confirms 90-day fill; {r.choice(P.LABS)} per PCP.",
        lambda: f"Member out of town visiting family in {c.country_m()} until {c.date(c.d_off(10, 30), ['md', 'mon_day', 'long'])}.",
    ]
    n = r.randint(7, 11)
    picks = r.sample(entries, n)
    for fn in picks:
        d = d + dt.timedelta(days=r.randint(0, 4))
        c.visit = d
        ds = c.date(d, ['us', 'us_short', 'md', 'iso', 'wd_short'])
        tm = f"{r.randint(8, 17):02d}:{r.randint(0, 59):02d}"
        di = r.choice(["OUT", "IN"])
        txt = fn()
        out += (f"{ds}  {tm}  {di:<4} {txt}\n" if hdr else f"* {ds} {tm} ({di.lower()}) - {txt}\n")
    out += (f"\nNext review {c.date(c.d_off(20, 40), ['us', 'long'])}. CM direct line {c.phone()} / {c.email(cm)}.\n")
    return out


def invol_hold(c):
    r, m = c.r, c.m
    pt = c.pt
    ca = c.country == "CA"
    form = r.choice(["FORM 1 - APPLICATION BY PHYSICIAN FOR PSYCHIATRIC ASSESSMENT", "Certificate of Involuntary Admission (Form 4)"]) if ca \
        else r.choice(["APPLICATION FOR 72-HOUR DETENTION FOR EVALUATION AND TREATMENT (5150)",
                       "CERTIFICATE OF EMERGENCY INVOLUNTARY EXAMINATION", "Emergency Hold / Petition for Involuntary Commitment"])
    doc = c.staff[0]
    doc.cred = r.choice(["MD", "DO", "MD, FRCPC"])
    out = (f"{form}\n{c.hosp_m()}   {c.addr(street=None) if False else c.other_addr()}\n\n"
           f"Person: {c.pt_full()}\nAlso known as: {m('PATIENT', pt.first[:3] if len(pt.first) > 4 else pt.first)}\n"
           f"Date of birth: {c.dob()}     Sex: {pt.sex}\nResidence: {c.addr()}\n"
           f"{'Health number' if ca else 'SSN'}: {c.hplan() if ca else c.ssn()}    Hospital no.: {c.mrn()}\n"
           f"Driver's licence: {c.license('dl')} ({m('STATE', c.st_abbr)})\n\n")
    out += (f"On {c.date(None, ['wd_long', 'long', 'dmy_long'])}, at {r.randint(0, 23):02d}:{r.randint(0, 59):02d} h, I, {c.staff_ref(doc)}, "
            f"personally examined the above person at {c.hosp_m()}, {c.m('HOSPITAL', r.choice(['Emergency Department', 'ED']) + ' Bay ' + str(r.randint(1, 12))) if False else 'the ED, bay ' + c.m('LOCATION_OTHER', str(r.randint(1, 14)))}.\n\n")
    out += (f"Facts observed by me: {c.pt_ref()} ({c.age_expr()}) was found by police at {c.landmark()} standing on the railing, "
            f"stating \"{r.choice(['there is no point', 'they are coming for me', 'i am done'])}\". Pressured speech, "
            f"grandiose, not sleeping x {r.randint(3, 8)} nights. {r.choice(P.SCORES)}. {r.choice(P.LABS)}; {r.choice(P.LABS)}.\n"
            f"Facts communicated by others: {c.fam_ref(c.fam[0])} ({c.phone()}) reports patient gave away savings, "
            f"quit job as a {c.prof()} on {c.date(c.d_off(-10, -1), ['md', 'mon_day', 'wd_short'])}, threatened neighbour "
            f"{m('FAMILY', c.fam[2].first + ' ' + c.fam[2].last)}.\n\n")
    out += (f"Grounds: [x] danger to self  [{'x' if r.random() < 0.5 else ' '}] danger to others  [x] gravely disabled\n"
            f"Transported by {r.choice(['county sheriff', 'city police', 'RCMP', 'police'])}, "
            f"unit vehicle {c.plate()}, officer {m('FAMILY', c.fam[1].last)} badge {c.m('IDNUM', c.digits(4))}, incident {c.idnum()}.\n"
            f"Personal property: phone, wallet, {r.choice(['keys', 'backpack', 'cigarettes'])}; vehicle {r.choice(P.CAR_MAKES)} VIN {c.vin()} towed.\n\n")
    out += (f"Hold expires: {c.date(c.d_off(3, 3), ['us', 'long', 'wd_long'])} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}. "
            f"Rights advice given by {c.staff_ref(c.staff[2])} on {c.date(None, ['md', 'us'])}; patient requested counsel "
            f"({c.m('ORGANIZATION', r.choice(['Riverside Community Legal Clinic', 'Northern Advocacy Collective', 'Compass Legal Aid']))}, {c.phone()}).\n"
            f"Placed on {c.m('HOSPITAL', c.ch(P.UNITS_WARD))}, {c.room()}, {c.bed()}. Access wristband biometric {c.bioid()}.\n\n"
            f"Physician signature: {c.staff_ref(doc)}   {'Registration' if ca else 'License'} no. {c.license('state' if not ca else 'college')}   " +
            (f"DEA {c.license('dea')}" if not ca else f"Billing no. {c.m('ACCOUNT', c.digits(6))}") + "\n")
    return out


GENRES = {
    "physiotherapy_progress": physio,
    "ot_home_safety": ot_home_safety,
    "slp_report": slp_report,
    "cm_telephone_log": cm_phone_log,
    "involuntary_hold": invol_hold,
}
