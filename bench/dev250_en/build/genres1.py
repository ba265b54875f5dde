"""Genres 1-6 for dev250_en."""
import pools as PL
from core import P


def outbreak_minutes(c, n):
    r = c.r
    org = r.choice(PL.ORGANISMS[:10])
    chair, mic, scribe = c.person(), c.person(), c.person()
    others = [c.person() for _ in range(r.randrange(2, 5))]
    h = c.hosp()
    n.ln(r.choice(["OUTBREAK CONTROL TEAM (OCT) MEETING - MINUTES", "Outbreak Management Team meeting notes", "IPC OUTBREAK HUDDLE"]))
    n.ln(f"Site: {h}   Ref: {c.idn('case')}")
    n.ln(f"Date: {c.d(0)}  Time: {c.time()}  Venue: {r.choice(['Teams', 'IPC office', 'Teams / boardroom', 'exec boardroom'])}")
    n.ln(f"Chair: {c.staff(chair, 'dr')} ({r.choice(['DIPC', 'Hospital Epidemiologist', 'Medical Director'])})")
    n.add("Present: " + "; ".join(c.staff(p) for p in [mic] + others))
    n.ln(f"; minutes {r.choice(['by', 'taken by', 'recorded by'])} {c.staff(scribe, 'plain')}")
    n.ln(f"Apologies: {c.staff(c.person(), 'surname_dr')}, {c.staff(c.person(), 'cred')}")
    n.ln("")
    w = c.ward()
    k = r.randrange(3, 12)
    n.ln(f"1. Situation: {org} on {w}. {k} cases (pts {r.randrange(2, k)} symptomatic, {r.randrange(0, 3)} staff) since {c.d(-r.randrange(5, 12))}.")
    n.ln(f"   Attack rate {round(100 * k / r.randrange(20, 36), 1)}%. First case onset {c.d(-r.randrange(12, 20))}; index pt "
         f"{c.nm(c.person(), form=r.choice(['initials', 'init_last', 'title']))} ({c.age()}) in {c.room()}.")
    n.ln(f"   Most recent case: {c.nm(c.person(), form=r.choice(['initials', 'given_init', 'caps']))}, {c.age('M/F')}, "
         f"{c.room()}, onset {c.d(-1)} {c.time()}.")
    if r.random() < 0.6:
        n.ln(f"   Typing: {r.randrange(4, 9)}/{k} isolates sent to {P_org(c)}; WGS SNP distance 0-{r.randrange(2, 9)} (ref {c.idn('iso')}).")
    n.ln(f"2. Actions agreed:")
    acts = [f"   - {w} closed to admissions from {c.d(r.choice([-2, -1, 0]))} until 48 h symptom-free (min 72 h after last case).",
            "   - Enhanced cleaning with chlorine 1,000 ppm BID; terminal clean + UV-C on reopening.",
            f"   - Cohort bay {P('LOCATION_OTHER', r.randrange(1, 6))} for symptomatic pts; dedicated staff; no movement to other wards.",
            "   - Staff with D&V excluded 48 h post symptoms; report to OH.",
            f"   - Screening: rectal swabs on admission + weekly (Mon) for all pts on {w}.",
            "   - Visiting restricted to essential only; signage updated; PPE stations audited daily.",
            f"   - Comms: letter to GPs/families; press holding statement via {c.staff(c.person(), 'plain')}."]
    r.shuffle(acts)
    for a in acts[:r.randrange(4, 7)]:
        n.ln(a)
    n.ln(f"3. Hand hygiene compliance on unit {r.randrange(62, 99)}% ({r.randrange(20, 60)} obs). Environmental swabs x{r.randrange(6, 25)} pending.")
    if r.random() < 0.5:
        n.ln(f"   Public health notified {c.d(-1)} (case mgmt no. {c.idn('case')}); contact {c.staff(c.person(), 'plain')} {c.phone()}.")
    n.ln(f"4. Next meeting: {c.d(r.randrange(2, 8), r.choice(['wd', 'long_us' if c.c == 'US' else 'wd_d_Month_y', None]))} {c.time()}.")
    n.ln(f"Distribution: OCT members, {c.email()}")


def P_org(c):
    from core import P
    return P("ORGANIZATION", c.r.choice(PL.LAB_ORG))


def isolation_log(c, n):
    r = c.r
    h = c.hosp()
    w = c.ward()
    n.ln(f"{h} - Isolation / Transmission-Based Precautions Log")
    n.ln(f"Unit: {w}    Week beginning: {c.d(0)}    Printed {c.d(6)} {c.time()} from {c.ip()}")
    n.ln("Date | Time | Patient | MRN | Location | Organism/indication | Precautions | Status | Entered by")
    for i in range(r.randrange(4, 8)):
        p = c.person()
        stat = r.choice(["NEW", "cont.", "cleared x3 neg", "D/C'd", "pending PCR", "flag only", "de-isolated"])
        n.ln(f"{c.d(i // 2, r.choice(['md' if c.c == 'US' else 'dm', 'iso', 'dMony']))} | {c.time()} | {c.nm(p, form=r.choice(['caps', 'lastfirst', 'full', 'init_last']))} | "
             f"{c.mrn()} | {c.room()} | {r.choice(PL.ORGANISMS)} | {r.choice(PL.PRECAUTIONS)} | {stat} | {c.user(c.person())}")
    n.ln("")
    n.ln(f"Notes: per CDC/HICPAC 2007 guidance, {r.randrange(1, 5)} single rooms available. Side room {P('LOCATION_OTHER', r.randrange(1, 9))} negative pressure ({r.randrange(8, 14)} ACH) checked by estates.")
    if r.random() < 0.6:
        p = c.person()
        n.ln(f"Pt {c.nm(p, form='title')} refused to remian in room {c.d(3, 'wd')}; discussed with daughter {c.nm(c.person(), 'FAMILY', 'given')} "
             f"by phone {c.phone()}. Risk assessment done by {c.staff(c.person(), 'cred')}.")
    if r.random() < 0.5:
        n.ln(f"C. diff toxin +ve for {c.nm(c.person(), form='initials')} ({c.age('M/F')}) - Bristol type 7 x4/24h; WBC 17.3, Cr 1.9. Moved to {c.room()}.")
    n.ln(f"Log reviewed {c.d(6)} by {c.staff(c.person(), r.choice(['cred', 'init_cred']))} (user {c.user(c.person())}).")


def surveillance_report(c, n):
    r = c.r
    kind = r.choice(["CLABSI", "CAUTI", "SSI"])
    p = c.person()
    n.ln(f"HAI SURVEILLANCE CASE REPORT - {kind}" + (" (NHSN)" if c.c == "US" else " (CNISP)" if c.c == "CA" else " (UKHSA SSISS)"))
    n.ln(f"Facility: {c.hosp()}   Unit: {c.ward()}   Event ID: {c.idn('nhsn')}")
    n.ln(f"Patient: {c.nm(p, form=r.choice(['caps', 'lastfirst', 'mi']))}   DOB: {c.dob()}   Age: {c.age(r.choice(['yo', 'y']), c.dob_age)}   Sex: {p['sex']}")
    n.ln(f"MRN: {c.mrn()}   Encounter: {c.acct()}   Admit: {c.d(-r.randrange(8, 30))}")
    if kind == "CLABSI":
        n.ln(f"Central line: {r.choice(['R IJ triple-lumen CVC', 'L basilic PICC 5Fr DL', 'R subclavian tunnelled Hickman'])}, "
             f"inserted {c.d(-r.randrange(5, 15))} in IR; lot {c.device()}. Line days at event: {r.randrange(3, 20)}.")
        n.ln(f"Event date: {c.d(0)}. Temp 38.{r.randrange(1, 9)} C, HR {r.randrange(95, 130)}, BP {r.randrange(85, 120)}/{r.randrange(45, 75)}, lactate {r.randrange(10, 40) / 10}.")
        n.ln(f"BCx 2/2 sets {r.choice(['S. aureus (MRSA)', 'E. faecium (VRE)', 'C. albicans', 'K. pneumoniae'])}, TTP {r.randrange(9, 30)} h. Accession {c.idn('acc')}, {c.idn('acc')}.")
        n.ln("Criterion: LCBI-1; not secondary BSI (no matching site-specific infection). Not MBI-LCBI (ANC 3.4).")
    elif kind == "CAUTI":
        n.ln(f"Indwelling urinary catheter (16Fr Foley) placed {c.d(-r.randrange(3, 12))} in ED; removed {c.d(1)}. Catheter days: {r.randrange(3, 14)}.")
        n.ln(f"Event date: {c.d(0)}: T 38.{r.randrange(0, 9)} C, suprapubic tenderness. UA WBC >50/hpf, nitrite +.")
        n.ln(f"Urine culture >100,000 CFU/mL {r.choice(['E. coli (ESBL)', 'P. aeruginosa', 'Enterococcus faecalis', 'K. oxytoca'])} - acc {c.idn('acc')}.")
        n.ln("Meets SUTI-1a. RIT 14 days. POA: No (device day 3+).")
    else:
        n.ln(f"Procedure: {r.choice(['COLO', 'HPRO', 'KPRO', 'CSEC', 'CABG', 'FUSN'])} on {c.d(-r.randrange(6, 28))} by {c.staff(c.person(), 'surname_dr')}; "
             f"wound class {r.choice(['II', 'I', 'III'])}, ASA {r.randrange(1, 5)}, duration {r.randrange(55, 260)} min.")
        n.ln(f"Implant: {r.choice(['cemented femoral stem', 'tibial tray', 'pedicle screws x6'])}, serial {c.device()}. Prophylaxis cefazolin 2 g at incision -{r.randrange(10, 55)} min.")
        n.ln(f"Event date {c.d(0)} (POD {r.randrange(5, 28)}): purulent drainage, wound opened; swab {c.idn('acc')} - MSSA.")
        n.ln(f"Classification: {r.choice(['deep incisional', 'organ/space (PJI)', 'superficial incisional'])} SSI. Readmitted via {c.hosp()}.")
    n.ln(f"Residence: {c.city()}, {c.state() if c.c != 'UK' else c.zip()}.  Payer ID {c.hplan()}")
    rep = c.person()
    n.ln(f"Reported by: {c.staff(rep, 'cred')}  {c.email(rep)}  Tel {c.phone()}  Date {c.d(r.randrange(1, 5))}")
    if r.random() < 0.5:
        n.ln(f"Validated {c.d(r.randrange(5, 20))} by {c.staff(c.person(), 'dr')}; uploaded from {c.ip()} by {c.user(c.person())}.")


def line_list(c, n):
    r = c.r
    org = r.choice(PL.ORGANISMS)
    n.ln(f"LINE LIST - {org} - {c.hosp()} - outbreak {c.idn('case')}")
    n.ln(f"Updated {c.d(0)} {c.time()} by {c.staff(c.person(), 'init_cred')}")
    sep = r.choice([",", " | ", "\t"])
    cols = ["Case", "Name", "Age", "Sex", "Ward", "Bed", "Onset", "Specimen", "Lab no", "Result", "Outcome"]
    n.ln(sep.join(cols))
    nrows = r.randrange(5, 11)
    for i in range(1, nrows + 1):
        p = c.person()
        typ = "DOCTOR" if r.random() < 0.15 else "PATIENT"
        nm = c.nm(p, typ, r.choice(["initials", "caps", "init_last", "lastfirst"]) if typ == "PATIENT" else "full")
        if "," in nm and sep == ",":
            nm = c.nm(p, typ, "initials")
        res = r.choice(["PCR pos", "Ct 22.4", "toxin +", "GDH+/tox-", "culture pos", "neg", "pending", "Ct 31.0"])
        out = r.choice(["recovered", "ongoing", "died", "D/C home", "transferred", "ICU"])
        onset = c.d(-r.randrange(0, 14), r.choice(['md', 'mdy', 'iso']) if c.c == "US" else r.choice(['dm', 'dmy', 'iso']))
        row = [f"{i}", nm, c.age("y") if r.random() < 0.3 else c.age("age").replace("age ", ""), p["sex"] if typ == "PATIENT" else "staff", c.ward(),
               c.room().split(" ", 1)[1] if r.random() < 0.6 else "-", onset, c.d(-r.randrange(0, 10), "md" if c.c == "US" else "dm"),
               c.idn("acc"), res, out]
        if typ == "DOCTOR":
            row[2] = c.age("age").replace("age ", "")
        n.ln(sep.join(row))
    n.ln("")
    n.ln(f"Total {nrows} (confirmed {r.randrange(1, nrows)}, probable {r.randrange(0, 3)}). Epi curve attached. Case def v{r.randrange(1, 4)}.")
    n.ln(f"Send updates to {c.email()} / fax {c.fax()}")


def hand_hygiene_audit(c, n):
    r = c.r
    aud = c.person()
    n.ln(r.choice(["HAND HYGIENE OBSERVATION AUDIT", "Hand Hygiene Compliance Audit (WHO 5 Moments)", "HH AUDIT TOOL - monthly"]))
    n.ln(f"Area: {c.ward()}, {c.hosp()}")
    n.ln(f"Date: {c.d(0)}   Period: {c.time()}-{c.time()}   Auditor: {c.staff(aud, r.choice(['cred', 'plain', 'init_cred']))}")
    n.ln("Role | Opps | Compliant | Moment missed")
    tot, ok = 0, 0
    for role in ["RN", "HCA/PCA", "Physician", "AHP (PT/OT)", "Student", "EVS/domestic"]:
        o = r.randrange(2, 15)
        k = r.randrange(max(0, o - 5), o + 1)
        tot += o
        ok += k
        n.ln(f"{role} | {o} | {k} | {r.choice(['M1 before pt contact', 'M4 after pt contact', 'M5 surroundings', 'M2 aseptic', '-'])}")
    n.ln(f"Overall compliance: {ok}/{tot} = {round(100 * ok / tot)}% (target 95%). Glove use appropriate {r.randrange(60, 100)}%.")
    n.ln(f"Bare below elbows: {r.randrange(70, 100)}%. ABHR dispensers empty at {c.room()} and {c.room()}.")
    n.ln("")
    n.ln("Immediate feedback given to:")
    for _ in range(r.randrange(1, 4)):
        st = c.person()
        n.ln(f" - {c.staff(st, r.choice(['cred', 'plain', 'surname_dr']))}: {r.choice(['no HH after glove removal', 'rings worn', 'skipped M1 entering isolation room', 'wrist watch, long sleeves', 'HH done correctly, praised'])}"
             + (f" (badge {c.idn('emp')})" if r.random() < 0.4 else ""))
    if r.random() < 0.5:
        n.ln(f"Electronic monitoring (badge system) for {c.d(-7)}-{c.d(-1)}: {r.randrange(55, 90)}% ; tag for {c.staff(c.person(), 'plain')} faulty, device {c.device()}.")
    n.ln(f"Submitted via app by {c.user(aud)} from {c.ip()} ; results at {c.url()}")
    n.ln(f"Ward manager {c.staff(c.person(), 'plain')} informed {c.d(r.randrange(0, 2))}.")


def staff_exposure(c, n):
    r = c.r
    st, src = c.person(), c.person()
    oh = c.person()
    n.ln(r.choice(["OCCUPATIONAL HEALTH - STAFF EXPOSURE FOLLOW-UP", "Staff exposure follow-up (OH/IPC)", "EMPLOYEE HEALTH: Exposure Management"]))
    n.ln(f"Employee: {c.staff(st, r.choice(['cred', 'plain']))}   Emp #: {c.idn('emp')}   Dept: {r.choice(['ED', 'ICU', 'Med Surg', 'Theatres', 'Dialysis', 'Paeds'])} ({c.ward()})")
    n.ln(f"DOB {c.dob()} ({c.age('age', c.dob_age).replace('age ', '')}), time clock biometric ID {c.bio()}")
    kind = r.choice(["needlestick", "splash", "unprotected exposure", "measles contact", "TB contact"])
    n.ln(f"Exposure: {kind} on {c.d(0)} at {c.time()} in {c.room()}; incident report {c.idn('case')}.")
    if kind in ("needlestick", "splash"):
        n.ln(f"Device: {r.choice(['22G IV cannula', '25G SC needle', 'hollow-bore suture needle', 'blood gas syringe'])} (safety-engineered: {r.choice(['yes', 'no'])}); lot {c.device()}.")
        n.ln(f"Source: {c.nm(src, form=r.choice(['caps', 'full', 'lastfirst']))}, MRN {c.mrn()}; HBsAg neg, HCV Ab neg, HIV Ag/Ab neg (acc {c.idn('acc')}).")
        n.ln(f"Staff baseline: anti-HBs {r.randrange(10, 900)} mIU/mL (immune), HCV Ab, HIV sent {c.d(0)}. PEP not indicated / declined.")
    else:
        n.ln(f"Source pt {c.nm(src, form=r.choice(['initials', 'title', 'init_last']))} ({c.age()}) confirmed {dict(measles='measles', TB='pulmonary TB (smear 2+)').get(kind.split()[0], r.choice(['COVID-19', 'influenza A', 'pertussis']))} {c.d(-1)}; staff in room {r.randrange(5, 50)} min without N95.")
        n.ln(f"Immunity: {r.choice(['MMR x2 documented', 'IgG pending', 'IGRA neg baseline 2 yrs ago', 'no record - serology sent'])}. Exclusion day 5-21 if non-immune.")
    n.ln(f"Follow-up: 6 wk {c.d(42)}, 3 mo {c.d(90, 'month_y')}, 6 mo {c.d(182)}.")
    if r.random() < 0.5:
        n.ln(f"Workers' comp claim; SSN/NI {c.ssn()}; plan {c.hplan()}.")
    if r.random() < 0.4:
        n.ln(f"Staff drove home in own vehicle (plate {c.vehicle()}) - no car-share contacts.")
    n.ln(f"OH nurse: {c.staff(oh, 'cred')}, {c.phone()}, fax {c.fax()}, {c.email(oh)}")
    n.ln(f"Manager {c.staff(c.person(), r.choice(['plain', 'role']))} aware. Next review {c.d(r.randrange(2, 9), r.choice(['wd', None]))}.")
